import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { createRecordViaApi, settled, unique, uploadAndScoreViaApi } from "./analysis-support";
import { annualReports } from "./statements";
import { type ApiSession, demo, expectAccessible, orgHeaders, screenshot, signIn, switchTarget } from "./support";

/**
 * Review of extracted statements (api-design §13): a document that needs review is listed with
 * its count, opened beside its PDF page with the source of the selected figure outlined,
 * corrected and marked reviewed; the count drops and the score no longer warns about it.
 *
 * The spec makes its own data: a private record with two annual reports uploaded through the API,
 * then one balance sheet misread on purpose through the correction API (total equity off by a
 * tenth of total assets), which the checks flag as needing review.
 */

interface Doc {
  id: string;
  document_type: string;
  period: string;
  version: number;
  review_status: string;
  line_items: Array<{ key: string; amount: number; source?: { page: number; bbox: number[] } | null }>;
}

async function misreadBalanceSheet(request: APIRequestContext, session: ApiSession, recordId: string) {
  const base = `/v1-beta/private-records/${recordId}/documents`;
  const list = await request.get(base, {
    headers: orgHeaders(session),
    params: { document_types: "balance_sheet", order_by: "period", order_dir: "desc", limit: 1, offset: 0 },
  });
  const [first] = ((await list.json()) as { items: Array<{ id: string }> }).items;
  expect(first).toBeTruthy();
  const doc = (await (await request.get(`${base}/${first?.id}`, { headers: orgHeaders(session) })).json()) as Doc;
  const equity = doc.line_items.find((i) => i.key === "total_equity");
  const assets = doc.line_items.find((i) => i.key === "total_assets");
  expect(equity && assets).toBeTruthy();
  const wrong = Math.round((equity?.amount ?? 0) + (assets?.amount ?? 0) / 10);
  const res = await request.patch(`${base}/${doc.id}`, {
    headers: { ...orgHeaders(session), "If-Match": `"${doc.version}"` },
    data: { line_items: [{ key: "total_equity", amount: wrong }] },
  });
  expect(res.status(), await res.text()).toBe(200);
  const after = (await res.json()) as Doc;
  expect(after.review_status).toBe("needs_review");
  return { doc: after, original: equity?.amount ?? 0, wrong };
}

async function noSidewaysScroll(page: Page) {
  const o = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    scrollWidth: document.documentElement.scrollWidth,
  }));
  expect(o.scrollWidth, "page width at 390 px").toBeLessThanOrEqual(o.width);
}

test.describe("review of extracted statements", () => {
  test("a misread balance sheet: listed with its count, shown beside its page, corrected and marked reviewed", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const name = unique("Quayside Review Ltd");
    const { id: recordId, session } = await createRecordViaApi(request, "forwarder", name);
    await uploadAndScoreViaApi(request, session, recordId, await annualReports(name, 2025, 2));
    const { doc, original } = await misreadBalanceSheet(request, session, recordId);

    // pdf.js runs under the console's strict Content-Security-Policy (its worker is a file of this origin).
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
    });
    await signIn(page, "forwarder", `/private-records/${recordId}/analytics`);
    // The score says what it leaves out, with a way to the documents concerned.
    const warning = page.getByRole("note").filter({ hasText: "Unreviewed statements" });
    await expect(warning).toContainText("1 statement awaits review and is not in this score");
    await warning.getByRole("link", { name: "Review it" }).click();
    await expect(page).toHaveURL(/review_status=needs_review/);
    await expect(page.getByRole("status").filter({ hasText: "1 document needs review" })).toBeVisible();
    const rows = page.getByRole("table", { name: "Extracted documents" }).locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Needs review");

    await rows
      .first()
      .getByRole("link", { name: /^Review the balance sheet/ })
      .click();
    await expect(page.getByRole("heading", { name: /Review: Balance sheet/ })).toBeVisible();
    await expect(page.getByText("Awaiting review:")).toBeVisible();
    // The failed check is listed with what was compared.
    const checks = page.getByRole("region", { name: "Checks", exact: true });
    await expect(checks.locator(".review-check--failed").first()).toBeVisible();

    // The PDF page is drawn; selecting an item that has a source outlines it on the page.
    const canvas = page.getByRole("img", { name: /^Page \d+ of / });
    await expect(canvas).toBeVisible({ timeout: 30_000 });
    const equityField = page.getByLabel(/^Total equity \(USD\)/);
    await equityField.focus();
    // The extraction kept where the figure was read (api-design §13): its page, text and box.
    const source = doc.line_items.find((i) => i.key === "total_equity")?.source;
    expect(source).toBeTruthy();
    await expect(page.getByRole("button", { name: /show where Total equity was read/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByText(`Page ${source?.page} of`)).toBeVisible();
    await expect(page.getByTestId("source-highlight")).toBeVisible();
    await expect(canvas).toHaveAccessibleName(/where Total equity was read outlined/);
    // The outline sits inside the drawn page.
    const [hl, sheet] = await Promise.all([page.getByTestId("source-highlight").boundingBox(), canvas.boundingBox()]);
    expect(hl && sheet).toBeTruthy();
    if (hl && sheet) {
      expect(hl.x).toBeGreaterThanOrEqual(sheet.x - 4);
      expect(hl.y).toBeGreaterThanOrEqual(sheet.y - 4);
      expect(hl.x + hl.width).toBeLessThanOrEqual(sheet.x + sheet.width + 4);
      expect(hl.y + hl.height).toBeLessThanOrEqual(sheet.y + sheet.height + 4);
    }
    await settled(page);
    expect(violations).toEqual([]);
    await expectAccessible(page, "document review");
    await screenshot(page, "document-review");

    // Correct the figure and confirm the document.
    await equityField.fill(String(original));
    await page.getByRole("button", { name: "Mark reviewed" }).click();
    await expect(page.getByText("Marked reviewed")).toBeVisible();
    await expect(page.getByRole("main").getByText("Reviewed", { exact: true }).first()).toBeVisible();
    const history = page.getByRole("region", { name: "Corrections", exact: true });
    await expect(history.locator("tbody tr").filter({ hasText: "Total equity" })).toHaveCount(2);
    await expect(history.locator("tbody tr").filter({ hasText: "Review status" })).toHaveCount(2);

    // The count drops: no document awaits review, and the score no longer warns.
    await page.getByRole("link", { name: "← Extracted documents" }).click();
    await expect(page.getByRole("status").filter({ hasText: "needs review" })).toHaveCount(0);
    await page.goto(`/private-records/${recordId}/analytics`);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await settled(page);
    await expect(page.getByRole("note").filter({ hasText: "Unreviewed statements" })).toHaveCount(0);
  });

  test("a document changed meanwhile: the save is refused, the document reloaded and the typed value kept", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const name = unique("Stale Version Ltd");
    const { id: recordId, session } = await createRecordViaApi(request, "forwarder", name);
    await uploadAndScoreViaApi(request, session, recordId, await annualReports(name, 2025, 1));
    const { doc, original, wrong } = await misreadBalanceSheet(request, session, recordId);

    await signIn(page, "forwarder", `/private-records/${recordId}/documents/${doc.id}`);
    const equityField = page.getByLabel(/^Total equity \(USD\)/);
    await expect(equityField).toHaveValue(String(wrong));
    await equityField.fill(String(original));

    // Someone else corrects another figure meanwhile.
    const cash = doc.line_items.find((i) => i.key === "cash");
    const other = await request.patch(`/v1-beta/private-records/${recordId}/documents/${doc.id}`, {
      headers: { ...orgHeaders(session), "If-Match": `"${doc.version}"` },
      data: { line_items: [{ key: "cash", amount: (cash?.amount ?? 0) + 1 }] },
    });
    expect(other.status()).toBe(200);

    await page.getByRole("button", { name: "Save corrections" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "This document changed meanwhile; reloaded." }),
    ).toBeVisible();
    // The typed value is kept; the other analyst's figure is shown as saved.
    await expect(equityField).toHaveValue(String(original));
    await expect(page.getByLabel(/^Cash \(USD\)/)).toHaveValue(String((cash?.amount ?? 0) + 1));
    await page.getByRole("button", { name: "Save corrections" }).click();
    await expect(page.getByText("Corrections saved")).toBeVisible();
    await expect(equityField).toHaveValue(String(original));
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test("the review screen reflows at 390 px without sideways scrolling", async ({ page, request }) => {
      test.setTimeout(150_000);
      const name = unique("Narrow Screen Ltd");
      const { id: recordId, session } = await createRecordViaApi(request, "forwarder", name);
      await uploadAndScoreViaApi(request, session, recordId, await annualReports(name, 2025, 1));
      const { doc } = await misreadBalanceSheet(request, session, recordId);
      await signIn(page, "forwarder", `/private-records/${recordId}/documents/${doc.id}`);
      await expect(page.getByRole("img", { name: /^Page \d+ of / })).toBeVisible({ timeout: 30_000 });
      await page.getByLabel(/^Total equity \(USD\)/).focus();
      await settled(page);
      await noSidewaysScroll(page);
      await screenshot(page, "document-review-390");
    });
  });
});

test("a shipper looking through its Host's view reads its statements and their page, read-only", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "shipper");
  await switchTarget(page, demo.forwarder.name);
  await page.goto("/financial-files/documents");
  const rows = page.getByRole("table", { name: "Extracted documents" }).locator("tbody tr");
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await rows
    .first()
    .getByRole("link", { name: /^(Open|Review) the / })
    .click();
  await expect(page.getByRole("heading", { name: /^Review: / })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Page \d+ of / })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("note").filter({ hasText: "Read-only in this view" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark reviewed" })).toHaveCount(0);
});
