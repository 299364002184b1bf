import { expect, test } from "@playwright/test";
import { createRecordViaApi, dropFiles, settled, unique } from "./analysis-support";
import { annualReports } from "./statements";
import { expectAccessible, screenshot, signIn } from "./support";

/**
 * Upload warnings (issue 16): a file dropped again is held with "Upload anyway / Skip" before
 * anything is sent, and a statement that names another company than the record is flagged in the
 * file list and on the review screen of its documents.
 */
test.describe("upload warnings", () => {
  test("dropping a file twice asks first: Skip sends nothing, Upload anyway keeps both", async ({ page, request }) => {
    test.setTimeout(120_000);
    const name = unique("Duplicate Check Co");
    const { id } = await createRecordViaApi(request, "forwarder", name);
    const [report] = await annualReports(name, 2025, 1);
    if (!report) throw new Error("no report");
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes(`/private-records/${id}/financial-files`)) posts.push(r.url());
    });

    await signIn(page, "forwarder", `/private-records/${id}`);
    const dropZone = page.getByRole("button", { name: "Upload financial statements" });
    await expect(dropZone).toBeVisible();
    const queue = page.getByRole("list", { name: "Files being uploaded" });
    const files = page.getByRole("table", { name: "Financial files of the record" });
    const fileRows = files.getByRole("row").filter({ hasText: report.name });

    await dropFiles(page, dropZone, [report]);
    await expect(page.getByRole("progressbar", { name: `Upload progress of ${report.name}` })).toHaveAttribute(
      "value",
      "100",
    );
    await expect(fileRows).toHaveCount(1);
    expect(posts).toHaveLength(1);
    await page.getByRole("button", { name: "Clear finished uploads" }).click();

    // The same bytes again: the queue asks before sending.
    await dropFiles(page, dropZone, [report]);
    const row = queue.getByRole("listitem").filter({ hasText: report.name });
    await expect(row).toContainText("Uploaded before");
    await expect(row).toContainText(`This file was already uploaded on`);
    await expect(row).toContainText(`as ${report.name}`);
    await settled(page);
    await expectAccessible(page, "duplicate prompt");
    await screenshot(page, "upload-duplicate-prompt");
    await row.getByRole("button", { name: `Skip: ${report.name}` }).click();
    await expect(row).toContainText("Skipped");
    await expect(row).toContainText("Not sent: it was uploaded before.");
    expect(posts).toHaveLength(1);
    await expect(fileRows).toHaveCount(1);
    await page.getByRole("button", { name: "Clear finished uploads" }).click();

    // Once more, and this time it is kept: both files are listed, the new one with its warning.
    await dropFiles(page, dropZone, [report]);
    await queue
      .getByRole("listitem")
      .filter({ hasText: report.name })
      .getByRole("button", { name: `Upload anyway: ${report.name}` })
      .click();
    await expect(page.getByRole("progressbar", { name: `Upload progress of ${report.name}` })).toHaveAttribute(
      "value",
      "100",
    );
    expect(posts).toHaveLength(2);
    await expect(fileRows).toHaveCount(2);
    // (The file name holds "duplicate" too: the badge is matched by its exact words.)
    const warned = fileRows.filter({ has: page.getByText("Duplicate", { exact: true }) });
    await expect(warned).toHaveCount(1);
    await expect(warned).toContainText("The same file was uploaded before");
  });

  test("a statement naming another company is flagged in the file list and on its review screen (390 px)", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const name = unique("Acme Freight");
    const { id } = await createRecordViaApi(request, "forwarder", name);
    const [report] = await annualReports("Zenith Logistics Ltd", 2025, 1);
    if (!report) throw new Error("no report");

    await signIn(page, "forwarder", `/private-records/${id}`);
    const dropZone = page.getByRole("button", { name: "Upload financial statements" });
    await dropFiles(page, dropZone, [report]);
    const row = page
      .getByRole("table", { name: "Financial files of the record" })
      .getByRole("row")
      .filter({ hasText: report.name });
    await expect(row).toContainText("Valid", { timeout: 60_000 });
    await expect(row).toContainText("Other company");
    await expect(row).toContainText(`This statement names Zenith Logistics Ltd, not ${name}.`);
    await settled(page);
    await expectAccessible(page, "file with a company name warning");
    // At 390 px the warning wraps inside the table's own scroll box: the page never scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row).toContainText("Other company");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, "upload-company-mismatch-390");

    // Its documents need review; the review screen says why.
    await page.goto(`/private-records/${id}/documents?review_status=needs_review`);
    const docs = page.getByRole("table", { name: "Extracted documents" }).locator("tbody tr");
    await expect(docs.first()).toContainText("Needs review");
    await docs
      .first()
      .getByRole("link", { name: /^Review the / })
      .click();
    const checks = page.getByRole("region", { name: "Checks", exact: true });
    await expect(checks).toContainText(`This statement names Zenith Logistics Ltd, not ${name}`);
  });
});
