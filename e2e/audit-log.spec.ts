import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { apiSignIn, expectAccessible, orgHeaders, signIn } from "./support";

/**
 * The audit log (issue 26 part 6): a client added and revoked through the API appears in the log;
 * the filters live in the URL (what happened, what it was about) and "Export CSV" downloads the
 * filtered rows with the columns on screen.
 */
test("filter the audit log by action and subject, and download it as CSV", async ({ page, request }) => {
  test.slow();
  const session = await apiSignIn(request, "forwarder");
  const created = await request.post("/v1-beta/api-clients", {
    headers: orgHeaders(session),
    data: { name: `Audit journey ${Date.now().toString(36)}` },
  });
  expect(created.status()).toBe(201);
  const { client_id: clientId } = (await created.json()) as { client_id: string };
  const revoked = await request.post(`/v1-beta/api-clients/${clientId}/revocation`, { headers: orgHeaders(session) });
  expect(revoked.status()).toBe(200);

  await signIn(page, "forwarder");
  await page.getByRole("link", { name: "Audit log" }).first().click();
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();

  const filters = page.getByRole("search", { name: "Filter the audit log" });
  // Phones fold the filters behind a button; on a desktop it is hidden and the filters are shown.
  const toggle = filters.getByRole("button", { name: /^Filters/ });
  if (await toggle.isVisible()) await toggle.click();
  await filters.getByRole("button", { name: /What happened/ }).click();
  await filters.getByLabel("API client revoked").check();
  await expect(page).toHaveURL(/action=api_client_revoked/);
  await page.keyboard.press("Escape");
  await filters.getByLabel("About (ID)").fill(clientId);
  await expect(page).toHaveURL(new RegExp(`subject=${clientId}`));

  const table = page.getByRole("table", { name: "Audit log" });
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row").nth(1);
  await expect(row).toContainText("API client revoked");
  await expect(row).toContainText("demo-forwarder");
  await expect(row).toContainText(clientId);
  await expectAccessible(page, "the filtered audit log");

  // The filters survive a reload (they are in the URL).
  await page.reload();
  await expect(page.getByRole("table", { name: "Audit log" }).getByRole("row")).toHaveCount(2);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("audit-log.csv");
  const text = fs.readFileSync((await download.path()) ?? "", "utf8").replace(/^\uFEFF/, "");
  const lines = text.trim().split("\r\n");
  expect(lines[0]).toMatch(
    /^When \(.+\),What happened,Done by,Done by \(kind\),Done by \(ID\),About,Details,From address$/,
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain("API client revoked");
  expect(lines[1]).toContain(clientId);
});
