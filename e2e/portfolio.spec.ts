import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { type ApiSession, apiSignIn, expectAccessible, orgHeaders, screenshot, signIn } from "./support";

/**
 * The portfolio (docs/console.md, "Portfolio"): the demo forwarder's Guests and private records
 * with their scores. The rows are the API's (GET /portfolio under the same filters and order); a
 * filter, a sort by score, the CSV export, and a row that opens the company with the organization
 * switcher's Target already set (a Guest: its analytics in Host → Guest; a private record: its page
 * in Self).
 */

interface Row {
  name: string;
  kind: "guest" | "private_record";
  total_score: number | null;
  stale: boolean;
  newest_statement: string | null;
}

async function portfolio(request: APIRequestContext, session: ApiSession, params: Record<string, string | number>) {
  const res = await request.get("/v1-beta/portfolio", {
    headers: orgHeaders(session),
    params: { limit: 100, ...params },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { items: Row[]; total_items: number };
}

/** The table's company names, in order, once they are `names` (a page under load may take a while to refetch). */
const expectNames = (page: Page, names: readonly string[]) =>
  expect(page.getByRole("table", { name: "Portfolio" }).locator("tbody tr td:first-child")).toHaveText([...names], {
    timeout: 30_000,
  });

test.describe("Portfolio", () => {
  test("the demo forwarder's portfolio: rows, a filter, a sort by score, export, and a row opens the company with the Target set", async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const session = await apiSignIn(request, "forwarder");
    // The demo statements are extracted and scored in the background after the first start.
    await expect
      .poll(
        async () => {
          const guests = await portfolio(request, session, { kinds: "guest" });
          return guests.items.length > 0 && guests.items.every((r) => r.total_score !== null);
        },
        { timeout: 180_000 },
      )
      .toBe(true);
    const all = await portfolio(request, session, {});
    expect(all.items.some((r) => r.kind === "private_record")).toBe(true);

    await signIn(page, "forwarder", "/portfolio");
    await expect(page.getByRole("heading", { name: "Portfolio", level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Portfolio" })).toBeVisible();
    await expectNames(
      page,
      all.items.slice(0, 50).map((r) => r.name),
    );
    const stale = all.items.find((r) => r.stale && r.newest_statement !== null);
    if (stale) {
      const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: `Open ${stale.name}` }) });
      await expect(row.getByText("Stale", { exact: true })).toBeVisible();
    }
    await expectAccessible(page, "portfolio");
    await screenshot(page, "portfolio");

    // A filter: Guests only (in the URL).
    await page.getByLabel("Show").selectOption({ label: "Guests" });
    await expect(page).toHaveURL(/kind=guest/);
    const guests = await portfolio(request, session, { kinds: "guest" });
    await expectNames(
      page,
      guests.items.map((r) => r.name),
    );

    // Sort by score from the column header: ascending, then descending.
    const scoreHeader = page.getByRole("table", { name: "Portfolio" }).getByRole("button", { name: /^Score/ });
    await scoreHeader.click();
    await expect(page).toHaveURL(/order_by=total_score/);
    const ascending = await portfolio(request, session, { kinds: "guest", order_by: "total_score", order_dir: "asc" });
    await expectNames(
      page,
      ascending.items.map((r) => r.name),
    );
    await scoreHeader.click();
    await expect(page).toHaveURL(/order_dir=desc/);
    const descending = await portfolio(request, session, {
      kinds: "guest",
      order_by: "total_score",
      order_dir: "desc",
    });
    await expectNames(
      page,
      descending.items.map((r) => r.name),
    );
    const scores = descending.items.map((r) => r.total_score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    // The list kit's CSV export: every row under the filter and order.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("portfolio.csv");
    const text = await readFile(await file.path(), "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true); // the BOM Excel needs to read UTF-8
    const csv = text.slice(1).trim().split("\r\n");
    expect(csv[0]).toMatch(/^Company,Kind,Score,Band,Scored,Change,Newest statement,Stale,/);
    expect(csv.length).toBe(descending.total_items + 1);
    expect(csv[1]?.startsWith(`${descending.items[0]?.name},Guest,`)).toBe(true);

    // The best-scored Guest opens on its analytics with the Guest as Target.
    const best = descending.items[0];
    if (!best) throw new Error("no Guest in the demo portfolio");
    await page.getByRole("link", { name: `Open ${best.name}` }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(page.getByLabel("Target organization").locator("option:checked")).toContainText(best.name);
    await expect(page.getByText(`The score and financial metrics of ${best.name}`)).toBeVisible();
    await screenshot(page, "portfolio-opened-guest");

    // A private record opens on its page, in Self.
    await page.goto("/portfolio?kind=private_record");
    const records = await portfolio(request, session, { kinds: "private_record" });
    const record = records.items[0];
    if (!record) throw new Error("no private record in the demo portfolio");
    await page.getByRole("link", { name: `Open ${record.name}` }).click();
    await expect(page).toHaveURL(/\/private-records\/[0-9a-f-]+$/);
    await expect(page.getByRole("heading", { name: record.name, level: 1 })).toBeVisible();
    await expect(page.getByLabel("Target organization").locator("option:checked")).toContainText("(your organization)");
  });

  test("a shipper without Guests or private records sees where the portfolio's data comes from", async ({ page }) => {
    await signIn(page, "shipper", "/portfolio");
    await expect(page.getByText("No Guests or private records yet", { exact: true })).toBeVisible();
    await expect(page.getByText(/shippers that accepted your partner invitation/)).toBeVisible();
  });
});
