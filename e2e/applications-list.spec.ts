import { expect, test } from "@playwright/test";
import { createApplicationViaApi, screenshot, signIn } from "./support";

const table = (page: import("@playwright/test").Page) => page.getByRole("table", { name: "Credit applications" });

test.describe("credit-application list: filters, search, sort and pages live in the URL", () => {
  test.beforeAll(async ({ request }) => {
    await createApplicationViaApi(request, "credit-terms", {
      amount: 11_000,
      currency: "USD",
      payment_terms: "Net 30",
    });
    await createApplicationViaApi(request, "factoring", { amount: 33_000, currency: "EUR", payment_terms: "Net 60" });
    await createApplicationViaApi(request, "trade-finance", {
      details: {
        monthly_facility_amount: 22_000,
        currency: "USD",
        payment_terms: "Net 45",
        inco_terms: "FOB",
        purpose: "Seasonal imports",
      },
      customers: [],
      suppliers: [],
      security_compliance: [],
    });
  });

  test("a deep link filters by type; header clicks sort; back and forward restore", async ({ page }) => {
    await signIn(page, "forwarder", "/credit-applications?credit_application_types=factoring");
    await expect(page).toHaveURL(/credit_application_types=factoring/);
    const rows = table(page).locator("tbody tr");
    await expect(rows.first()).toContainText("Factoring");
    for (const text of await rows.allInnerTexts()) expect(text).toContain("Factoring");
    await expect(page.getByRole("checkbox", { name: "Factoring" })).toBeChecked();

    // Clear the type filter through the UI, then sort by amount with the column header.
    await page.getByRole("checkbox", { name: "Factoring" }).click();
    await expect(page).not.toHaveURL(/credit_application_types/);
    await table(page).getByRole("button", { name: "Amount" }).click();
    await expect(page).toHaveURL(/order_by=amount&order_dir=asc/);
    await expect(table(page).getByRole("columnheader", { name: "Amount" })).toHaveAttribute("aria-sort", "ascending");
    await expect(async () => {
      const ascending = await amounts(page);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    }).toPass();

    await table(page).getByRole("button", { name: "Amount" }).click();
    // Descending is the list's default direction, so the URL leaves it out.
    await expect(page).toHaveURL(/order_by=amount$/);
    await expect(async () => {
      const descending = await amounts(page);
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
    }).toPass();
    await screenshot(page, "applications-list-sorted");

    await page.goBack();
    await expect(page).toHaveURL(/order_dir=asc/);
    await expect(table(page).getByRole("columnheader", { name: "Amount" })).toHaveAttribute("aria-sort", "ascending");
    await page.goForward();
    await expect(page).toHaveURL(/order_by=amount$/);
  });

  test("status filter, search and pagination", async ({ page }) => {
    await signIn(page, "forwarder", "/credit-applications");
    await page.getByText("Status", { exact: true }).first().click();
    await page.getByRole("checkbox", { name: "Pending" }).click();
    await expect(page).toHaveURL(/credit_application_statuses=pending/);
    await expect(table(page).locator("tbody tr").first()).toContainText("Pending");

    await page.getByLabel("Search organization name").fill("Borealis");
    await expect(page).toHaveURL(/search_text=Borealis/);
    await expect(table(page).locator("tbody tr").first()).toContainText("Borealis Trading Co");
    await page.getByLabel("Search organization name").fill("no such company");
    await expect(page.getByText("No credit applications match these filters.")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/credit-applications$/);

    await page.goto("/credit-applications?limit=1");
    await expect(page.getByText(/Showing 1–1 of \d+/)).toBeVisible();
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/limit=1&offset=1|offset=1&limit=1/);
    await expect(page.getByText(/Showing 2–2 of \d+/)).toBeVisible();
  });
});

async function amounts(page: import("@playwright/test").Page): Promise<number[]> {
  const cells = await table(page).locator("tbody tr td:nth-child(4)").allInnerTexts();
  // The first line is the requested amount; an approved amount follows on a line of its own.
  return cells.map((t) => Number((t.split("\n")[0] ?? "").replace(/[^0-9.]/g, "")));
}
