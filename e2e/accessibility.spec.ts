import { expect, test } from "@playwright/test";
import { createApplicationViaApi, demo, expectAccessible, screenshot, signIn, switchTarget } from "./support";

test.describe("accessibility (axe-core, WCAG 2.1 AA): no serious violations on the main screens", () => {
  let applicationId = "";
  test.beforeAll(async ({ request }) => {
    applicationId = await createApplicationViaApi(request, "trade-finance", {
      details: {
        monthly_facility_amount: 40_000,
        currency: "USD",
        payment_terms: "Net 30",
        inco_terms: "CIF",
        purpose: "Imports",
      },
      customers: [],
      suppliers: [],
      security_compliance: [{ title: "Credit insurance", other: false, description: "Policy 123" }],
    });
  });

  test("sign-in", async ({ page }) => {
    await page.goto("/sign-in");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await expectAccessible(page, "sign-in");
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`forwarder screens (${scheme})`, async ({ page }) => {
      // Eight screens, each checked by axe and photographed: more than one default test's time on 2 busy cores.
      test.slow();
      await page.emulateMedia({ colorScheme: scheme });
      await signIn(page, "forwarder");
      const screens: Array<[string, string, string]> = [
        ["/credit-applications", "Credit applications", "applications-list"],
        [`/credit-applications/${applicationId}`, "Trade finance application", "application-detail"],
        ["/partners", "Partners", "partners-list"],
        ["/invitations", "Invitations", "invitations-inbox"],
        ["/private-records", "Private records", "private-records"],
        ["/financial-files", "Financial files", "financial-files"],
        ["/document-requests", "Document requests", "document-requests"],
        ["/analytics", "Analytics", "analytics"],
      ];
      for (const [path, heading, name] of screens) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
        await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
        await expectAccessible(page, `${path} (${scheme})`);
        await screenshot(page, `${name}-${scheme}`);
      }
    });
  }

  test("shipper screens: new application, detail with actions, dialogs", async ({ page }) => {
    await signIn(page, "shipper");
    await switchTarget(page, demo.forwarder.name);
    await page.goto("/credit-applications/new?type=trade_finance");
    await expect(page.getByRole("heading", { name: "New credit application" })).toBeVisible();
    await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
    await expectAccessible(page, "new application");
    await screenshot(page, "application-new-trade-finance");

    await page.goto(`/credit-applications/${applicationId}`);
    await page.getByRole("button", { name: "Edit trade finance" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit trade finance" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Incoterms")).toHaveValue("CIF");
    await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
    await expectAccessible(page, "edit trade finance dialog");
    await screenshot(page, "application-edit-trade-finance");
    await dialog.getByLabel("Purpose").fill("Imports for the spring season");
    await dialog.getByRole("button", { name: "Save trade finance" }).click();
    await expect(page.getByText("Trade finance details saved.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Trade finance details" })).toContainText(
      "Imports for the spring season",
    );
  });
});
