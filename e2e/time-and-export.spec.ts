import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { formatCsvDateTime } from "../src/console/lib/format";
import { statusLabels } from "../src/contract/transitions";
import { apiSignIn, createApplicationViaApi, orgHeaders, signIn } from "./support";

/**
 * Issue 25, time and export: times in the user's zone with the zone shown (a per-browser setting,
 * the browser's zone by default), the service's UTC texts shown in that zone too, and the CSV
 * export with the screen's columns, references, statuses in words and local times.
 */
test.use({ timezoneId: "Europe/Paris", locale: "en-GB", acceptDownloads: true });

test("times follow the browser's zone, then the setting; the CSV says the same", async ({ page, request }) => {
  // Three screens, an export and the API setup: more than one journey's default minute on a busy machine.
  test.setTimeout(180_000);
  // A fresh application sent for signature: its history and its signature events have times.
  const id = await createApplicationViaApi(request, "factoring", {
    amount: 64000,
    currency: "EUR",
    payment_terms: "Net 30",
  });
  const forwarder = await apiSignIn(request, "forwarder");
  for (const move of ["internal-review", "approve"]) {
    const r = await request.post(`/v1-beta/credit-applications/${id}/statuses/${move}`, {
      headers: orgHeaders(forwarder),
    });
    expect(r.status(), await r.text()).toBe(200);
  }
  const sent = await request.post(`/v1-beta/credit-applications/${id}/signature-process`, {
    headers: orgHeaders(forwarder),
    data: { signer_name: "Ana Lima", signer_email: "ana@example.com", expires_in_days: 10 },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const detail = (await (
    await request.get(`/v1-beta/credit-applications/${id}`, { headers: orgHeaders(forwarder) })
  ).json()) as { created_at: string; reference: string; status: "sign_document_created" };

  await signIn(page, "forwarder", `/credit-applications/${id}`);
  const created = page
    .locator("dt", { hasText: /^Created$/ })
    .first()
    .locator("xpath=following-sibling::dd");
  // The browser's zone (Paris): day, month in words, 24-hour time and the zone's name.
  await expect(created).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} CES?T$/);
  const inParis = await created.textContent();
  // The service writes "due by … UTC" into the event; the console shows it in the user's zone.
  const events = page.getByRole("list", { name: "Signature events" });
  await expect(events).toContainText(/due by \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} CES?T/);
  await expect(events).not.toContainText("UTC");

  // The setting (this browser): Tokyo. The same instant moves by Tokyo's offset and says GMT+9.
  await page.getByRole("link", { name: "Settings" }).click();
  const zone = page.getByLabel("Show times in");
  await expect(zone).toHaveValue("");
  await expect(page.getByRole("option", { name: "This browser's time zone (Europe/Paris)" })).toBeAttached();
  await zone.selectOption("Asia/Tokyo");
  await expect(page.getByTestId("time-zone-now")).toContainText("GMT+9");
  await page.goBack();
  await expect(created).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} GMT\+9$/);
  expect(await created.textContent()).not.toBe(inParis);
  const tokyoHour = Number(/, (\d{2}):/.exec((await created.textContent()) ?? "")?.[1]);
  const parisHour = Number(/, (\d{2}):/.exec(inParis ?? "")?.[1]);
  expect([7, 8]).toContain((tokyoHour - parisHour + 24) % 24); // CET +8, CEST +7

  // The setting survives a reload (kept in localStorage).
  await page.reload();
  await expect(created).toHaveText(/GMT\+9$/);

  // CSV: the screen's columns, the reference, statuses in words, times in Tokyo named in the header.
  await page.goto(`/credit-applications?search_field=reference&search_text=${detail.reference}`);
  await expect(page.getByRole("table", { name: "Credit applications" }).locator("tbody tr")).toHaveCount(1, {
    timeout: 60_000,
  });
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const bytes = fs.readFileSync(await (await download).path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM for Excel
  const [header, row, ...rest] = bytes.toString("utf8").slice(1).trim().split("\r\n");
  expect(rest).toEqual([]);
  expect(header).toBe(
    "Organization,Reference,E-mail,Type,Status,Amount requested,Amount approved,Currency,Amount basis,Payment terms," +
      "Created (Asia/Tokyo),Last updated (Asia/Tokyo),Expires (Asia/Tokyo)",
  );
  const cells = row?.split(",") ?? [];
  expect(cells[1]).toBe(detail.reference);
  expect(cells[3]).toBe("Factoring");
  expect(cells[4]).toBe(statusLabels[detail.status]);
  expect(cells[10]).toBe(formatCsvDateTime(detail.created_at, "Asia/Tokyo"));
  expect(row).not.toContain(id);
  expect(row).not.toMatch(/sign_document_|T\d{2}:\d{2}:\d{2}/);
});
