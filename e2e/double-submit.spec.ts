import { expect, test } from "@playwright/test";
import { apiSignIn, createApplicationViaApi, orgHeaders, signIn } from "./support";

/**
 * One submit per click (issue 23, item 2): with 800 ms of network latency, a double click on the
 * approve dialog's button sends one request, or repeats it with the same Idempotency-Key so the
 * server replays the first answer; the analyst sees the approval, never "moved while this dialog
 * was open".
 */
test("a double click on Approve under latency approves once and says so", async ({ page, request }) => {
  test.setTimeout(120_000);
  const id = await createApplicationViaApi(request, "credit-terms", {
    amount: 250_000,
    currency: "EUR",
    payment_terms: "Net 30",
  });
  const forwarder = await apiSignIn(request, "forwarder");
  const review = await request.post(`/v1-beta/credit-applications/${id}/statuses/internal-review`, {
    headers: orgHeaders(forwarder),
  });
  expect(review.status(), await review.text()).toBe(200);

  await signIn(page, "forwarder", `/credit-applications/${id}`);
  const approvals: Array<string | undefined> = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith(`/credit-applications/${id}/statuses/approve`)) {
      approvals.push(r.headers()["idempotency-key"]);
    }
  });
  await page.route("**/v1-beta/**", async (r) => {
    await new Promise((res) => setTimeout(res, 800));
    await r.continue();
  });

  await page.getByRole("button", { name: "Approve", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Approve?" });
  await dialog.getByRole("button", { name: "Approve", exact: true }).dblclick();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Approved", { timeout: 20_000 });
  await expect(page.getByText(/moved while this dialog was open/)).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: /already|conflict|moved/i })).toHaveCount(0);

  // One request, or several carrying one key (the server ran the approval once and replayed it).
  expect(approvals.length).toBeGreaterThanOrEqual(1);
  expect(new Set(approvals).size).toBe(1);
  expect(approvals[0]).toBeTruthy();
  const detail = await request.get(`/v1-beta/credit-applications/${id}`, { headers: orgHeaders(forwarder) });
  const history = ((await detail.json()) as { history: Array<{ action: string }> }).history;
  expect(history.filter((h) => h.action === "approve")).toHaveLength(1);
});
