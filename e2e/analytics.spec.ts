import { expect, type Page, test } from "@playwright/test";
import { settled } from "./analysis-support";
import { demo, expectAccessible, screenshot, signIn, switchTarget } from "./support";

/** The demo's statements are extracted and scored in the background after the server starts: wait for a chart. */
async function waitForScoreChart(page: Page) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("score-history-chart")).toBeVisible({ timeout: 4_000 });
  }).toPass({ timeout: 120_000, intervals: [1_000, 3_000] });
  await settled(page);
}

function scoreOf(text: string | null): number {
  const m = /(\d+\.\d)/.exec(text ?? "");
  return m ? Number(m[1]) : Number.NaN;
}

test.describe("analytics: score history chart, metrics by section, pickers in the URL, scorecard", () => {
  test("the forwarder's own analytics (Self)", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, "forwarder");
    await page.getByRole("link", { name: "Analytics" }).click();
    await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
    await waitForScoreChart(page);

    // Read the chart: the latest point is the latest score shown beside it.
    const chart = page.getByTestId("score-history-chart");
    await expect.poll(() => chart.locator(".recharts-line-dot").count()).toBeGreaterThanOrEqual(2);
    await chart.getByText("Score history as a table").click();
    const history = chart.getByRole("table", { name: "Score history" });
    const newest = history.getByRole("row").nth(1);
    const latest = scoreOf(await newest.getByRole("cell").nth(1).textContent());
    expect(latest).toBeGreaterThan(0);
    const latestPanel = page.getByRole("region", { name: "Latest score" });
    expect(scoreOf(await latestPanel.locator(".score-card__value").textContent())).toBe(latest);
    await expectAccessible(page, "analytics (Self)");
    await screenshot(page, "analytics-self");

    // The score explained: the recomputed total equals the service's total of that date.
    const scorecard = page.getByRole("region", { name: "How the score is computed" });
    const explained = scorecard.getByRole("table", { name: /Score of the period ended/ });
    const total = scoreOf(await explained.getByRole("row", { name: /Total score/ }).textContent());
    const service = await scorecard.locator(".notice").textContent();
    if (service?.includes("The service's total score")) expect(scoreOf(service.split(" is ")[1] ?? "")).toBe(total);
    await scorecard.getByText("Scorecard: weights and bands of every metric").click();
    const dscr = scorecard.getByRole("row", { name: /Debt service coverage \(DSCR\)/ });
    await expect(dscr).toContainText("or more → 100 points");

    // Period type and date range are in the URL; Back restores them.
    await page.getByLabel("Period type").selectOption("quarterly");
    await expect(page).toHaveURL(/period_type=quarterly/);
    await expect(page.getByLabel("Period", { exact: true })).toContainText(/Q\d \d{4}/);
    await page.getByLabel("From", { exact: true }).fill("2025-01-01");
    await expect(page).toHaveURL(/date_from=2025-01-01/);
    await expect(async () => {
      const dates = await history.getByRole("rowheader").allTextContents();
      expect(dates.length).toBeGreaterThan(0);
      for (const d of dates) expect(new Date(d).getTime()).toBeGreaterThanOrEqual(new Date("2025-01-01").getTime());
    }).toPass();
    await page.goBack();
    await expect(page).not.toHaveURL(/date_from/);
    await expect(page).toHaveURL(/period_type=quarterly/);

    // One section; a metric's trend.
    await page.getByLabel("Section", { exact: true }).selectOption({ label: "Profitability" });
    await expect(page).toHaveURL(/section=profitability/);
    const metrics = page.getByRole("region", { name: "Metrics by section" });
    await expect(metrics.getByRole("heading", { level: 3 })).toHaveText(["Profitability"]);
    await metrics.getByRole("button", { name: "Net profit margin" }).click();
    await expect(page).toHaveURL(/metric=net_profit_margin/);
    await expect(metrics.getByRole("figure", { name: /Net profit margin:/ })).toBeVisible();
    await settled(page);
    await expectAccessible(page, "analytics: one section with a trend");
    await screenshot(page, "analytics-section-trend");
  });

  test("charts: the score line follows the period type, tooltips say what a bar is, money has its currency", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, "forwarder");
    await page.getByRole("link", { name: "Analytics" }).click();
    await waitForScoreChart(page);
    const chart = page.getByTestId("score-history-chart");
    await chart.getByText("Score history as a table").click();
    const history = chart.getByRole("table", { name: "Score history" });
    for (const type of ["Yearly", "Quarterly"] as const) {
      await page.getByLabel("Period type").selectOption(type.toLowerCase());
      await expect(async () => {
        const kinds = await history.locator("tbody tr td:first-of-type").allTextContents();
        expect(kinds.length).toBeGreaterThan(0);
        expect(new Set(kinds)).toEqual(new Set([type]));
      }).toPass();
    }

    // Quarterly (interim) statements come without a cash flow statement: the score says so beside it.
    await screenshot(page, "analytics-quarterly");

    // The section chart's tooltip names the section under the pointer.
    const sections = page.getByRole("figure", { name: /Section scores/ });
    const bar = sections.locator(".recharts-bar-rectangle").first();
    await bar.hover();
    await expect(sections.locator(".chart-tooltip")).toContainText(/of 100 · weight/);

    // Money metrics carry the statements' currency.
    await page.getByLabel("Section", { exact: true }).selectOption({ label: "Cash flow profile" });
    const metrics = page.getByRole("region", { name: "Metrics by section" });
    await expect(metrics.getByText(/\b(USD|EUR|GBP|NOK|SEK|CHF)\b|[$€£]/).first()).toBeVisible();
  });

  test("a Host reads its Guest's analytics (Host → Guest, org_id = the Guest) in the dark theme", async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: "dark" });
    await signIn(page, "forwarder");
    await switchTarget(page, demo.shipper.name);
    await page.goto("/analytics");
    await expect(page.getByText(`The score and financial metrics of ${demo.shipper.name}`)).toBeVisible();
    await waitForScoreChart(page);
    await expect(
      page.getByRole("region", { name: "Metrics by section" }).getByRole("heading", { level: 3 }),
    ).not.toHaveCount(0);
    await expectAccessible(page, "analytics (Host → Guest, dark)");
    await screenshot(page, "analytics-host-guest-dark");
  });

  test("a Guest reads its own analytics towards its Host (Guest → Host)", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, "shipper");
    await switchTarget(page, demo.forwarder.name);
    await page.goto("/analytics");
    await expect(page.getByText("Your organization's score and financial metrics")).toBeVisible();
    await waitForScoreChart(page);
  });
});
