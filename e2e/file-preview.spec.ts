import { createHash } from "node:crypto";
import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { createRecordViaApi, settled, unique } from "./analysis-support";
import { annualReports } from "./statements";
import { apiSignIn, demo, expectAccessible, orgHeaders, screenshot, signIn, switchTarget } from "./support";

/**
 * Stored PDFs in the console (api-design §12): wherever financial files are listed, each row offers
 * Preview (pdf.js draws the page inside the console, under its strict CSP) and Download (the bytes
 * the API stored, fetched with the session's headers, saved under the original name).
 */

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

/** Whether the preview's canvas holds a drawn page (some pixels darker than paper). */
async function canvasHasInk(page: Page, label: RegExp): Promise<boolean> {
  return page.getByRole("img", { name: label }).evaluate((el) => {
    const canvas = el as HTMLCanvasElement;
    const ctx = canvas.getContext("2d");
    if (!ctx || canvas.width === 0) return false;
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128) dark += 1;
    return dark > 100;
  });
}

async function downloadedBytes(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(file) };
}

test.describe("previewing and downloading stored PDFs", () => {
  test("a Host previews and downloads its Guest's file; a record's file downloads from the record", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const [report] = await annualReports(unique("Preview Borealis"), 2025, 1);
    if (!report) throw new Error("no report");
    const forwarder = await apiSignIn(request, "forwarder");
    const shipper = await apiSignIn(request, "shipper");
    const uploaded = await request.post(`/v1-beta/organizations/${shipper.organizationId}/financial-files`, {
      headers: orgHeaders(shipper),
      multipart: { currency: "EUR", file: { name: report.name, mimeType: report.mimeType, buffer: report.buffer } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);

    await signIn(page, "forwarder");
    await switchTarget(page, demo.shipper.name);
    await page.getByRole("link", { name: "Financial files" }).click();
    const row = page.getByRole("table", { name: "Financial files" }).getByRole("row").filter({ hasText: report.name });
    await expect(row).toHaveCount(1);

    await row.getByRole("button", { name: `Preview ${report.name}` }).click();
    const dialog = page.getByRole("dialog", { name: report.name });
    await expect(dialog).toBeVisible();
    const pageImage = new RegExp(`^Page 1( of \\d+)? of ${report.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
    await expect(dialog.getByRole("img", { name: pageImage })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => canvasHasInk(page, pageImage), { timeout: 15_000 }).toBe(true);
    await settled(page);
    await expectAccessible(page, "PDF preview dialog");
    await screenshot(page, "file-preview");

    const fromPreview = await downloadedBytes(page, () => dialog.getByRole("button", { name: "Download PDF" }).click());
    expect(fromPreview.name).toBe(report.name);
    expect(sha(fromPreview.bytes)).toBe(sha(report.buffer));
    await dialog.getByRole("button", { name: "Close dialog" }).click();
    await expect(dialog).toHaveCount(0);

    const fromRow = await downloadedBytes(page, () =>
      row.getByRole("button", { name: `Download ${report.name}` }).click(),
    );
    expect(sha(fromRow.bytes)).toBe(sha(report.buffer));

    // A private record's file, from the record's page.
    const [recordReport] = await annualReports(unique("Record Preview Co"), 2024, 1);
    if (!recordReport) throw new Error("no report");
    const record = await createRecordViaApi(request, "forwarder", unique("Preview record"));
    const toRecord = await request.post(`/v1-beta/private-records/${record.id}/financial-files`, {
      headers: orgHeaders(forwarder),
      multipart: {
        currency: "USD",
        file: { name: recordReport.name, mimeType: recordReport.mimeType, buffer: recordReport.buffer },
      },
    });
    expect(toRecord.status(), await toRecord.text()).toBe(200);
    await switchTarget(page, demo.forwarder.name);
    await page.goto(`/private-records/${record.id}`);
    const recordRow = page
      .getByRole("table", { name: "Financial files of the record" })
      .getByRole("row")
      .filter({ hasText: recordReport.name });
    await expect(recordRow).toHaveCount(1);
    const fromRecord = await downloadedBytes(page, () =>
      recordRow.getByRole("button", { name: `Download ${recordReport.name}` }).click(),
    );
    expect(fromRecord.name).toBe(recordReport.name);
    expect(sha(fromRecord.bytes)).toBe(sha(recordReport.buffer));
  });
});
