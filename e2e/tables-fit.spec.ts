import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { apiSignIn, demoPeople, orgHeaders, screenshot, signIn, signInAsPerson, type Who } from "./support";

/**
 * Tables that fit (issue 25): on every list and metric table page, at 320, 390, 1440 and 1920 px,
 * no table cell clips its content (each th/td's scrollWidth ≤ its clientWidth + 1 px), desktop
 * tables fit their page without scrolling sideways, and on a phone (390 px) the columns that matter
 * (docs/console.md, "Tables that fit") are on screen. One signed-in page per organization visits
 * every page at every width.
 */

interface TablePage {
  /** Route to open. */
  path: string;
  /** Accessible name of a table that must have rows before measuring. */
  table: string | RegExp;
  /** Column headers shown on a phone (390 px), on screen without scrolling. */
  phone: string[];
}

/**
 * Every list and metric table page, per demo organization. The portfolio page (built on another
 * branch) joins the forwarder's list here with its table and phone columns once it lands.
 */
export const forwarderTablePages: TablePage[] = [
  { path: "/worklist", table: "Worklist", phone: ["Work", "Due"] },
  { path: "/portfolio", table: "Portfolio", phone: ["Company", "Score", "Newest statement"] },
  { path: "/credit-applications", table: "Credit applications", phone: ["Organization", "Status", "Amount"] },
  { path: "/private-records", table: "Private records", phone: ["Name", "Score"] },
  { path: "/financial-files", table: "Financial files", phone: ["File", "Status"] },
  { path: "/financial-files/documents", table: "Extracted documents", phone: ["Document", "Period", "Review"] },
  { path: "/requests-to-guests", table: "Document requests to your Guests", phone: ["Guest", "Status", "Expires"] },
  { path: "/partners", table: "Partners", phone: ["Company"] },
  { path: "/webhooks", table: "Webhook endpoints", phone: ["Endpoint", "State"] },
  // The forwarder's own metric tables: they appear once its statements are scored (visit() waits).
  { path: "/analytics", table: /^Metrics of /, phone: ["Metric", "Value", "Points"] },
];

export const shipperTablePages: TablePage[] = [
  { path: "/document-requests", table: "Document requests", phone: ["Status", "Expires", "Actions"] },
  { path: "/invitations", table: "Invitations", phone: ["From", "Status"] },
  { path: "/financial-files", table: "Financial files", phone: ["File", "Status"] },
  { path: "/analytics", table: /^Metrics of /, phone: ["Metric", "Value", "Points"] },
];

/** The admin's screens about people (issue 26), seen by a person with the admin role. */
export const adminTablePages: TablePage[] = [
  { path: "/people", table: "People", phone: ["Person", "Role", "Actions"] },
  { path: "/api-clients", table: "API clients", phone: ["Name", "Status"] },
  { path: "/audit-log", table: "Audit log", phone: ["When", "What happened", "Done by"] },
];

const widths = [320, 390, 1440, 1920];

/** Every visible th/td whose content is wider than the cell, and every table scrolling sideways. */
function measure(page: Page) {
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const cell of Array.from(document.querySelectorAll<HTMLElement>("table th, table td"))) {
      if (cell.getClientRects().length === 0 || cell.closest(".visually-hidden")) continue;
      if (cell.scrollWidth > cell.clientWidth + 1) {
        const table = cell.closest("table")?.querySelector("caption")?.textContent ?? "table";
        clipped.push(`${table}: "${cell.textContent?.trim().slice(0, 40)}" ${cell.scrollWidth} > ${cell.clientWidth}`);
      }
    }
    const scrolling: string[] = [];
    for (const wrap of Array.from(document.querySelectorAll<HTMLElement>(".table-wrap"))) {
      if (wrap.getClientRects().length === 0) continue;
      if (wrap.scrollWidth > wrap.clientWidth + 1) {
        const caption = wrap.querySelector("caption")?.textContent ?? "table";
        scrolling.push(`${caption}: ${wrap.scrollWidth} > ${wrap.clientWidth}`);
      }
    }
    const cells = document.querySelectorAll("table tbody td").length;
    return { clipped, scrolling, cells, pageWidth: document.documentElement.scrollWidth };
  });
}

/** Opens the page and waits for its table's rows (metric tables appear once the demo is scored). */
async function visit(page: Page, p: TablePage) {
  await page.goto(p.path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const firstCell = page.getByRole("table", { name: p.table }).first().locator("tbody td").first();
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) await page.reload();
    await expect(firstCell).toBeVisible({ timeout: 20_000 });
  }).toPass({ timeout: 180_000, intervals: [2_000] });
  await expect(page.locator(".table--busy, .skeleton")).toHaveCount(0);
}

async function checkEveryWidth(page: Page, who: string, p: TablePage) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await visit(page, p);
  for (const width of widths) {
    await test.step(`${p.path} at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
      const m = await measure(page);
      expect(m.cells, `${p.path}: table cells`).toBeGreaterThan(0);
      expect.soft(m.clipped, `${p.path} at ${width} px: clipped cells`).toEqual([]);
      expect.soft(m.pageWidth, `${p.path} at ${width} px: page width`).toBeLessThanOrEqual(width);
      if (width >= 1440) expect.soft(m.scrolling, `${p.path} at ${width} px: tables scrolling sideways`).toEqual([]);
      if (width === 390) {
        const table = page.getByRole("table", { name: p.table }).first();
        for (const name of p.phone) {
          const header = table.getByRole("columnheader", { name, exact: true });
          await expect.soft(header, `${p.path}: "${name}" shown on a phone`).toBeVisible();
          const box = await header.boundingBox();
          expect.soft(box && box.x >= 0 && box.x + box.width <= width + 1, `${p.path}: "${name}" on screen`).toBe(true);
        }
        await screenshot(page, `tables-fit-${who}-${p.path.replaceAll(/[/?=]/g, "_")}-390`);
      }
    });
  }
}

/**
 * One signed-in page per organization for all its tables (one browser context, one sign-in; a
 * failed test's worker restarts and signs in again).
 */
function pagesOf(who: Who | "atlas-admin", pages: () => TablePage[]) {
  test.describe(`${who}: every list and metric table fits at ${widths.join(", ")} px`, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      page = await context.newPage();
      if (who === "atlas-admin") {
        await signInAsPerson(page, demoPeople.atlas("admin"), demoPeople.password, "/worklist");
      } else {
        await signIn(page, who, "/worklist");
      }
    });
    test.afterAll(async () => context?.close());
    for (const [i, label] of pages().map((p, i) => [i, p.path] as const)) {
      test(label, async () => {
        test.setTimeout(240_000);
        const p = pages()[i];
        test.slow();
        if (p) await checkEveryWidth(page, who, p);
      });
    }
  });
}

let webhookEndpointId = "";

test.beforeAll(async ({ request }) => {
  // The demo's statements are scored in the background, and the forwarder has no webhook endpoint:
  // wait for metrics, and add one endpoint with a delivery (a receiver that does not answer).
  const forwarder = await apiSignIn(request, "forwarder");
  const headers = orgHeaders(forwarder);
  await expect
    .poll(
      async () => {
        const res = await request.get("/v1-beta/private-records?limit=1&offset=0", { headers });
        return res.ok() ? ((await res.json()) as { total_items: number }).total_items : 0;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  const list = await request.get("/v1-beta/webhook-endpoints", { headers });
  const endpoints = ((await list.json()) as { items: Array<{ id: string }> }).items;
  webhookEndpointId = endpoints[0]?.id ?? "";
  if (!webhookEndpointId) {
    const created = await request.post("/v1-beta/webhook-endpoints", {
      headers: { ...headers, "Idempotency-Key": crypto.randomUUID() },
      data: { url: "http://127.0.0.1:9/tables-fit", event_types: ["*"], description: "Tables that fit" },
    });
    expect(created.status()).toBe(201);
    webhookEndpointId = ((await created.json()) as { id: string }).id;
  }
  const sent = await request.post(`/v1-beta/webhook-endpoints/${webhookEndpointId}/tests`, {
    headers: { ...headers, "Idempotency-Key": crypto.randomUUID() },
  });
  expect(sent.ok()).toBe(true);
});

// The deliveries of the endpoint made above (its id is known once the setup ran).
const deliveries = (): TablePage => ({
  path: `/webhooks?endpoint=${webhookEndpointId}`,
  table: "Webhook deliveries",
  phone: ["Event", "Status"],
});
pagesOf("forwarder", () => [...forwarderTablePages, deliveries()]);
pagesOf("shipper", () => shipperTablePages);
pagesOf("atlas-admin", () => adminTablePages);
