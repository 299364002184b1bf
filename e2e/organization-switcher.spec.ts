import { expect, test } from "@playwright/test";
import { demo, screenshot, signIn, switchTarget } from "./support";

test.describe("organization switcher", () => {
  test("the forwarder targets its guest: screens the scenario does not permit say so", async ({ page }) => {
    await signIn(page, "forwarder");
    const switcher = page.getByLabel("Target organization");
    await expect(switcher.locator("option:checked")).toHaveText(`${demo.forwarder.name} (Self)`);
    await expect(page.getByRole("heading", { name: "Credit applications", level: 1 })).toBeVisible();

    await switchTarget(page, demo.shipper.name);
    await expect(page.getByText("Host → Guest", { exact: true })).toBeVisible();
    await expect(page.getByText("Credit applications are not available in the Host → Guest scenario.")).toBeVisible();
    await screenshot(page, "switcher-host-to-guest");
    // Not a dead end: the applications of this shipper, in the forwarder's own view.
    await page.getByRole("button", { name: `Show the applications of ${demo.shipper.name}` }).click();
    await expect(switcher.locator("option:checked")).toHaveText(`${demo.forwarder.name} (Self)`);
    await expect(page).toHaveURL(/shipper_id=/);
    const rows = page.getByRole("table", { name: "Credit applications" }).locator("tbody tr");
    await expect(rows.first()).toContainText(demo.shipper.name);
    for (const text of await rows.locator("td:first-child a").allTextContents()) expect(text).toBe(demo.shipper.name);
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
    await expect(page.getByText("Guest → Host", { exact: true })).toBeVisible();
    await expect(page.getByText(`Your applications to ${demo.forwarder.name}.`)).toBeVisible();
    await expect(page.getByRole("link", { name: "New application" })).toBeVisible();
  });
});
