import { expect, test } from "@playwright/test";
import { settled } from "./analysis-support";
import { apiSignIn, expectAccessible, orgHeaders, screenshot, signIn } from "./support";

/**
 * A correction shows its effect (issue 25, docs/console.md "Review of extracted statements"): the
 * demo forwarder opens the demo's document awaiting review (management accounts of its private
 * record), changes a figure and marks it reviewed; the review screen says "Recalculating…" until
 * the service's recompute ran, then shows the score and band of the document's period and each
 * metric that moved, before → after, with a link to that period's analytics.
 *
 * The demo data is shared with the other journeys (the worklist expects this document to await
 * review): the document is put back as it was (awaiting review) at the end.
 */

interface Doc {
  id: string;
  period: string;
  period_type: string;
  version: number;
  review_status: string;
  line_items: Array<{ key: string; amount: number }>;
}

test("a correction marked reviewed shows the score and the moved metrics of its period, before → after", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await apiSignIn(request, "forwarder");
  const worklist = await request.get("/v1-beta/worklist", {
    headers: orgHeaders(session),
    params: { kinds: "document_review", limit: 100, offset: 0 },
  });
  expect(worklist.status(), await worklist.text()).toBe(200);
  const item = (
    (await worklist.json()) as { items: Array<{ id: string; private_record_id: string | null }> }
  ).items.find((i) => i.private_record_id !== null);
  expect(item, "the demo has a private record's document awaiting review").toBeTruthy();
  const recordId = item?.private_record_id ?? "";
  const docUrl = `/v1-beta/private-records/${recordId}/documents/${item?.id}`;
  const original = (await (await request.get(docUrl, { headers: orgHeaders(session) })).json()) as Doc;
  expect(original.review_status).toBe("needs_review");
  const receivables = original.line_items.find((i) => i.key === "trade_receivables");
  expect(receivables).toBeTruthy();

  try {
    await signIn(page, "forwarder", `/private-records/${recordId}/documents/${original.id}`);
    await expect(page.getByRole("heading", { name: /^Review: / })).toBeVisible();
    // Receivables three times what was read: the receivable days and the liquidity ratios move.
    const changed = Math.round((receivables?.amount ?? 0) * 3);
    await page.getByLabel(/^Trade receivables/).fill(String(changed));
    await page.getByRole("button", { name: "Mark reviewed" }).click();
    await expect(page.getByText("Marked reviewed")).toBeVisible();

    const effect = page.getByRole("region", { name: "Effect of the change" });
    await expect(effect).toBeVisible();
    // Until the recompute ran: "Recalculating…" and no figure; then the figures, never both.
    await expect
      .poll(
        async () => {
          const recalculating = await effect.getByText(/^Recalculating the /).count();
          const figures = await effect.getByTestId("score-after").count();
          expect(recalculating + figures).toBeLessThanOrEqual(1);
          return figures;
        },
        { timeout: 90_000, intervals: [250, 500, 1000] },
      )
      .toBe(1);

    // The figures on screen are the service's: the period's score and metrics read now.
    const period = original.period;
    const year = period.slice(0, 4);
    const scores = (await (
      await request.get(`/v1-beta/private-records/${recordId}/metrics/scores`, {
        headers: orgHeaders(session),
        params: { date_from: period, date_to: period },
      })
    ).json()) as { items: Array<{ total_score: number }>; recalculating: boolean };
    expect(scores.recalculating).toBe(false);
    const score = scores.items[0]?.total_score;
    expect(score).toBeDefined();
    await expect(effect).toContainText(`Score of FY ${year} (yearly)`);
    await expect(effect.getByTestId("score-after")).toContainText((score ?? 0).toFixed(1));
    const moved = effect.getByRole("table").locator("tbody tr");
    await expect(moved.first()).toBeVisible();
    await expect(moved.filter({ hasText: "Trade receivable days" })).toHaveCount(1);
    await settled(page);
    await expectAccessible(page, "correction effect");
    await screenshot(page, "correction-effect");

    // The link opens that period's analytics: its period type, the year up to it, the period explained.
    await effect.getByRole("link", { name: `Open FY ${year} (yearly) in Analytics` }).click();
    await expect(page).toHaveURL(new RegExp(`/private-records/${recordId}/analytics\\?.*date_to=${period}`));
    await expect(page).toHaveURL(new RegExp(`period=${period}`));
    await expect(page).toHaveURL(/date_from=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByLabel("Period type")).toHaveValue(original.period_type);
  } finally {
    // Back as the demo had it: the figure read, awaiting review (its checks fail again).
    const now = (await (await request.get(docUrl, { headers: orgHeaders(session) })).json()) as Doc;
    const restore = await request.patch(docUrl, {
      headers: { ...orgHeaders(session), "If-Match": `"${now.version}"` },
      data: { line_items: [{ key: "trade_receivables", amount: receivables?.amount ?? 0 }] },
    });
    expect(restore.status(), await restore.text()).toBe(200);
    expect(((await restore.json()) as Doc).review_status).toBe("needs_review");
  }
});
