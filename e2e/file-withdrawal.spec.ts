import { expect, test } from "@playwright/test";
import { dropFiles, settled, unique } from "./analysis-support";
import { annualReports } from "./statements";
import { apiSignIn, demo, expectAccessible, orgHeaders, screenshot, signIn, switchTarget } from "./support";

/**
 * Withdrawing files (issue 23, item 3): a Host's statement naming another company, dropped on its
 * Guest's files, is held (only the Host sees it) until the Host shares or withdraws it; a shared
 * file the Host withdraws leaves the Guest's list, and the Guest reads who withdrew it and when.
 */
test.describe("file withdrawal", () => {
  test("a held statement never reaches the Guest; a withdrawn one leaves its list", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const shipper = await apiSignIn(request, "shipper");
    const guestFileNames = async () => {
      const r = await request.get(`/v1-beta/organizations/${shipper.organizationId}/financial-files`, {
        headers: orgHeaders(shipper),
        params: { limit: 100 },
      });
      expect(r.status(), await r.text()).toBe(200);
      return ((await r.json()) as { items: Array<{ original_filename: string }> }).items.map(
        (f) => f.original_filename,
      );
    };
    const [other] = await annualReports(unique("Zenith Logistics Ltd"), 2025, 1);
    const [own] = await annualReports(unique(demo.shipper.name), 2025, 1);
    if (!other || !own) throw new Error("no report");

    await signIn(page, "forwarder");
    await switchTarget(page, demo.shipper.name);
    await page.getByRole("link", { name: "Financial files" }).click();
    await expect(page.getByText(`Financial statements of ${demo.shipper.name}.`)).toBeVisible();
    await settled(page);
    await page.getByLabel("Currency of the amounts").selectOption("EUR");
    await dropFiles(page, page.getByRole("button", { name: "Upload financial statements" }), [other, own]);

    const files = page.getByRole("table", { name: "Financial files" });
    const otherRow = files.getByRole("row").filter({ hasText: other.name });
    const ownRow = files.getByRole("row").filter({ hasText: own.name });
    await expect(otherRow).toContainText("Valid", { timeout: 90_000 });
    await expect(ownRow).toContainText("Valid", { timeout: 90_000 });
    await expect(otherRow).toContainText(`Not shared with ${demo.shipper.name} yet: this statement names`);
    await expect(ownRow).not.toContainText("Not shared with");

    // The Guest lists the statement that names it, never the held one.
    await expect.poll(guestFileNames, { timeout: 30_000 }).toContain(own.name);
    expect(await guestFileNames()).not.toContain(other.name);
    await settled(page);
    await expectAccessible(page, "a held file");
    await screenshot(page, "file-held");

    // Withdrawing the held file asks for a reason; the row goes.
    await otherRow.getByRole("button", { name: `Withdraw ${other.name}` }).click();
    const heldDialog = page.getByRole("dialog");
    await expect(heldDialog).toContainText(`Withdraw ${other.name}?`);
    await heldDialog.getByLabel("Reason").fill("Another company's statement, dropped here by mistake");
    await heldDialog.getByRole("button", { name: "Withdraw file" }).click();
    await expect(otherRow).toHaveCount(0);

    // Withdrawing the shared file says who will stop seeing it; the Guest's list loses it.
    await ownRow.getByRole("button", { name: `Withdraw ${own.name}` }).click();
    const sharedDialog = page.getByRole("dialog");
    await expect(sharedDialog).toContainText(
      `${demo.shipper.name} and its other forwarders will no longer see this file`,
    );
    await sharedDialog.getByLabel("Reason").fill("Superseded by the audited version");
    await sharedDialog.getByRole("button", { name: "Withdraw file" }).click();
    await expect(ownRow).toHaveCount(0);
    expect(await guestFileNames()).not.toContain(own.name);

    // The Guest's console says who withdrew a file and when, never its name.
    const guestPage = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    try {
      await signIn(guestPage, "shipper", "/financial-files");
      const withdrawn = guestPage.getByRole("region", { name: "Withdrawn files" });
      await expect(withdrawn).toContainText(`Withdrawn by ${demo.forwarder.name} on`);
      await expect(withdrawn).not.toContainText(own.name);
      await expect(guestPage.getByRole("table", { name: "Financial files" })).not.toContainText(own.name);
    } finally {
      await guestPage.close();
    }
  });
});
