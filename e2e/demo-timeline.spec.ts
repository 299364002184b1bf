import { expect, test } from "@playwright/test";

/**
 * The demo data is spread over the past eighteen months (docs/demo-data.md): a forwarder's first
 * page of applications, newest first, shows open work in several statuses, not a page of expired
 * rows made in the same minute. Pacific Crest's list is used because no other journey adds to it.
 */
test("a forwarder's first page of applications mixes statuses and spans months", async ({ page }) => {
  await page.goto("/credit-applications");
  await page.getByRole("radio", { name: "API client" }).check();
  await page.getByLabel("Client ID").fill("demo-forwarder-pacific");
  await page.getByLabel("Client secret").fill("demo-forwarder-pacific-secret");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

  const rows = page.getByRole("table", { name: "Credit applications" }).locator("tbody tr");
  await expect(rows).toHaveCount(20);
  const statuses = await rows.locator("td:nth-child(3)").allInnerTexts();
  const created = (await rows.locator("td:nth-child(6)").allInnerTexts()).map((t) => Date.parse(t.trim()));
  const updated = (await rows.locator("td:nth-child(7)").allInnerTexts()).map((t) => Date.parse(t.trim()));
  expect(new Set(statuses).size).toBeGreaterThanOrEqual(6);
  expect(statuses.filter((s) => s.trim() === "Expired").length).toBeLessThanOrEqual(4);
  // Last updated first (the list's default order): the top rows are open work of the last weeks (at most one just expired).
  expect(statuses.slice(0, 8).filter((s) => s.trim() === "Expired").length).toBeLessThanOrEqual(1);
  for (const t of [...created, ...updated]) expect(Number.isNaN(t)).toBe(false);
  expect(updated).toEqual([...updated].sort((a, b) => b - a));
  const months = new Set(created.map((t) => new Date(t).toISOString().slice(0, 7)));
  expect(months.size).toBeGreaterThanOrEqual(6);
  expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(300 * 86_400_000);
});
