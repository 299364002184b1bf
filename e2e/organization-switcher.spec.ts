import { expect, test } from "@playwright/test";
import { demo, screenshot, signIn, switchTarget } from "./support";

test.describe("organization switcher", () => {
  test("the forwarder targets its guest: screens that cannot show it say where the data is, in words", async ({
    page,
  }) => {
    await signIn(page, "forwarder");
    const switcher = page.getByLabel("Target organization");
    await expect(switcher.locator("option:checked")).toHaveText(`${demo.forwarder.name} (your organization)`);
    await expect(page.getByRole("heading", { name: "Credit applications", level: 1 })).toBeVisible();

    await switchTarget(page, demo.shipper.name);
    await expect(page.getByText("Your Guest", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Credit applications are between you and your shipper/)).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/scenario|Host →|Guest →|Requester/);
    await screenshot(page, "switcher-host-to-guest");
    // Not a dead end: the applications of this shipper, in the forwarder's own view.
    await page.getByRole("button", { name: `Show the applications of ${demo.shipper.name}` }).click();
    await expect(switcher.locator("option:checked")).toHaveText(`${demo.forwarder.name} (your organization)`);
    await expect(page).toHaveURL(/shipper_id=/);
    const rows = page.getByRole("table", { name: "Credit applications" }).locator("tbody tr");
    await expect(rows.first()).toContainText(demo.shipper.name);
    // The unfiltered page stays on screen (dimmed) until the filtered one has come, and its first row
    // may be this shipper's too: wait until no row names another organization (read once, the
    // rows could still be the old page's).
    const others = async () =>
      (await rows.locator("td:first-child a").allTextContents()).filter((text) => text !== demo.shipper.name);
    await expect.poll(others).toEqual([]);
    await switchTarget(page, demo.shipper.name);

    // Partners are permitted in Host → Guest: the guest's partners are listed, without "Add partner".
    await page.getByRole("link", { name: "Partners" }).click();
    await expect(page.getByRole("heading", { name: "Partners", level: 1 })).toBeVisible();
    await expect(page.getByText(`Customers and suppliers of ${demo.shipper.name}.`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Add partner" })).toHaveCount(0);

    // The choice survives a reload of the tab.
    await page.reload();
    await expect(page.getByLabel("Target organization").locator("option:checked")).toContainText(demo.shipper.name);

    await switchTarget(page, demo.forwarder.name);
    await expect(page.getByRole("button", { name: "Add partner" })).toBeVisible();
  });

  test("the shipper targets its forwarder (Guest → Host) to apply", async ({ page }) => {
    await signIn(page, "shipper");
    await expect(page.getByRole("link", { name: "New application" })).toHaveCount(0);
    await switchTarget(page, demo.forwarder.name);
    await expect(page.getByText("Your Host", { exact: true })).toBeVisible();
    await expect(page.getByText(`Your applications to ${demo.forwarder.name}.`)).toBeVisible();
    await expect(page.getByRole("link", { name: "New application" })).toBeVisible();
  });

  test("a switch on a document's page opens the new organization's list, never 'not found'", async ({ page }) => {
    test.slow(); // several screens on the demo data
    await signIn(page, "forwarder", "/financial-files/documents");
    await switchTarget(page, demo.shipper.name);
    const documents = page.getByRole("table", { name: "Extracted documents" });
    const open = documents.getByRole("link", { name: /^(Review|Open)/ }).first();
    await open.click();
    await expect(page).toHaveURL(/\/financial-files\/documents\/[0-9a-f-]{36}/);
    await expect(page.getByRole("heading", { level: 1, name: /^Review: / })).toBeVisible();

    await switchTarget(page, demo.forwarder.name);
    await expect(page).toHaveURL(/\/financial-files\/documents$/);
    await expect(page.getByLabel("Target organization").locator("option:checked")).toContainText("(your organization)");
    await expect(page.getByRole("heading", { level: 1, name: "Financial files" })).toBeVisible();
    await expect(page.getByText(/not found/i)).toHaveCount(0);
  });

  test("a forwarder's empty inboxes point to where its requests and invitations are", async ({ page }) => {
    test.slow(); // several screens on the demo data
    await signIn(page, "forwarder", "/document-requests");
    const toGuests = page.getByRole("link", { name: /^See the \d+ requests? to Guests$/ });
    await expect(toGuests).toBeVisible();
    const count = Number((await toGuests.textContent())?.match(/\d+/)?.[0]);
    await toGuests.click();
    await expect(page.getByRole("heading", { level: 1, name: "Document requests to Guests" })).toBeVisible();
    await expect(page.getByRole("table").first()).toBeVisible();
    await expect(page.getByText(new RegExp(`^Showing \\d+–\\d+ of ${count}$`))).toBeVisible();

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Invitations" }).click();
    await expect(page.getByText("No invitations to your organization")).toBeVisible();
    await page.getByRole("link", { name: "See the invitations you sent" }).click();
    await expect(page).toHaveURL(/\/partners\?invitation_statuses=invited/);
  });
});
