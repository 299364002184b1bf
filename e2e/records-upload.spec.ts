import { expect, test } from "@playwright/test";
import { createRecordViaApi, dropFiles, settled, unique } from "./analysis-support";
import { annualReports, notAPdf } from "./statements";
import { demo, expectAccessible, screenshot, signIn, switchTarget } from "./support";

test.describe("private records: drag-and-drop upload of statement PDFs until they are valid, then the score", () => {
  test("create a record, drop several PDFs, watch them become valid, read documents and the score chart", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const name = unique("Harbor Lights Trading");
    const reports = await annualReports(name, 2025, 3);
    // A file that only claims to be a PDF: refused in the browser before anything is sent.
    const fake = notAPdf("management-notes.pdf");
    // Starts like a PDF, so the API stores it, but it cannot be read: it ends "Failed".
    const broken = {
      name: "scan-broken.pdf",
      mimeType: "application/pdf" as const,
      buffer: Buffer.from("%PDF-1.4\n%garbage"),
    };

    await signIn(page, "forwarder");
    await page.getByRole("link", { name: "Private records" }).click();
    await expect(page.getByRole("heading", { name: "Private records", level: 1 })).toBeVisible();
    await settled(page);
    await expectAccessible(page, "private records list");
    await screenshot(page, "private-records-list");

    // Create the record (the form is validated with the contract's schema).
    await page.getByRole("button", { name: "New private record" }).click();
    const dialog = page.getByRole("dialog", { name: "New private record" });
    await dialog.getByRole("button", { name: "Create record" }).click();
    await expect(dialog.getByText("This field is required.")).toBeVisible();
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Currency").selectOption("USD");
    await dialog.getByLabel("E-mail").fill("finance@harbor-lights.example");
    await settled(page);
    await expectAccessible(page, "new private record dialog");
    await screenshot(page, "private-record-create");
    await dialog.getByRole("button", { name: "Create record" }).click();
    // The notice shows for 4 s from the record's creation, while the record's page loads: look for it
    // first (once the heading was in, on a busy machine, the notice could already be gone).
    await expect(page.getByText(`Private record ${name} created.`)).toBeVisible();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    const recordUrl = new URL(page.url()).pathname;

    // Drop every file at once on the drop zone.
    const dropZone = page.getByRole("button", { name: "Upload financial statements" });
    await expect(dropZone).toBeVisible();
    await expect(page.getByLabel("Currency of the amounts")).toHaveValue("USD");
    await dropFiles(page, dropZone, [...reports, fake, broken]);

    const queue = page.getByRole("list", { name: "Files being uploaded" });
    await expect(queue.getByRole("listitem")).toHaveCount(5);
    const fakeRow = queue.getByRole("listitem").filter({ hasText: fake.name });
    await expect(fakeRow).toContainText("Not accepted");
    await expect(fakeRow).toContainText("Not a PDF");
    // One progress bar per file sent; each reaches 100 % when the API has the file.
    for (const report of reports) {
      const bar = page.getByRole("progressbar", { name: `Upload progress of ${report.name}` });
      await expect(bar).toHaveAttribute("value", "100", { timeout: 20_000 });
    }
    await screenshot(page, "private-record-uploading");

    // The statuses update by themselves until every file is final.
    const files = page.getByRole("table", { name: "Financial files of the record" });
    for (const report of reports) {
      await expect(files.getByRole("row").filter({ hasText: report.name })).toContainText("Valid", { timeout: 60_000 });
    }
    await expect(files.getByRole("row").filter({ hasText: broken.name })).toContainText("Failed", { timeout: 60_000 });
    await expect(files.getByRole("row").filter({ hasText: fake.name })).toHaveCount(0);
    await expect(page.getByText("Every file is processed.")).toBeAttached();

    // The score appears once the analytics recompute ran.
    const score = page.getByRole("region", { name: "Score", exact: true });
    await expect(score.locator(".score-card__value")).toHaveText(/\d+\.\d/, { timeout: 90_000 });
    await settled(page);
    await expectAccessible(page, "private record overview");
    await screenshot(page, "private-record-overview");

    // Extracted documents: filters in the URL and the line items of one document.
    await page.getByRole("link", { name: "Extracted documents" }).click();
    await expect(page).toHaveURL(new RegExp(`${recordUrl}/documents`));
    const documents = page.getByRole("table", { name: "Extracted documents" });
    await expect(documents.getByRole("row")).not.toHaveCount(1);
    await page.getByRole("checkbox", { name: "Balance sheet" }).check();
    await expect(page).toHaveURL(/document_types=balance_sheet/);
    await expect(documents.getByRole("row").nth(1)).toContainText("Balance sheet");
    await expect(documents.getByRole("row").filter({ hasText: "Income statement" })).toHaveCount(0);
    await documents
      .getByRole("button", { name: /Line items of the balance sheet, Year 2025/ })
      .first()
      .click();
    const lineItems = page.getByRole("dialog", { name: /Balance sheet · Year 2025/ });
    await expect(lineItems.getByRole("row", { name: /Total assets/ })).toBeVisible();
    await expect(page).toHaveURL(/document=/);
    await settled(page);
    await expectAccessible(page, "line items dialog");
    await screenshot(page, "private-record-line-items");
    await page.keyboard.press("Escape");
    await expect(lineItems).toHaveCount(0);
    await settled(page);
    await expectAccessible(page, "record documents");
    await screenshot(page, "private-record-documents");

    // Analytics of the record: read the score chart.
    await page
      .getByRole("navigation", { name: "Private record sections" })
      .getByRole("link", { name: "Analytics" })
      .click();
    const chart = page.getByTestId("score-history-chart");
    await expect(chart).toBeVisible();
    // One point per scoring date: at least the three report years (the first report's comparative year end may add one).
    await expect.poll(() => chart.locator(".recharts-line-dot").count()).toBeGreaterThanOrEqual(3);
    await chart.getByText("Score history as a table").click();
    const rows = chart.getByRole("table", { name: "Score history" }).getByRole("row");
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(4);
    const latestInTable = (await rows.nth(1).getByRole("cell").nth(1).textContent())?.trim();
    await expect(page.getByRole("region", { name: "Latest score" })).toContainText(latestInTable ?? "?");
    await expect(rows.nth(1)).toContainText("Dec 31, 2025");
    await settled(page);
    await expectAccessible(page, "record analytics");
    await screenshot(page, "private-record-analytics");
  });

  test("archive and restore a record from the list; search needs three characters", async ({ page }) => {
    await signIn(page, "forwarder");
    await page.goto("/private-records");
    await settled(page);
    const name = unique("Archive Me Ltd");
    await page.getByRole("button", { name: "New private record" }).click();
    const dialog = page.getByRole("dialog", { name: "New private record" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("button", { name: "Create record" }).click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Archive", exact: true }).click();
    await page
      .getByRole("dialog", { name: `Archive ${name}?` })
      .getByRole("button", { name: "Archive" })
      .click();
    await expect(page.getByText(`${name} archived.`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Archived");

    await page.goto("/private-records");
    await page.getByLabel("Search name").fill(name.slice(0, 2));
    await expect(page.getByText("Type at least 3 characters to search.")).toBeVisible();
    await page.getByLabel("Search name").fill(name);
    await expect(page).toHaveURL(/search_text=/);
    await expect(page.getByText("No private records match these filters.")).toBeVisible();
    await page.getByLabel("Show").selectOption("true");
    await expect(page).toHaveURL(/archived=true/);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Archived");
    await row.getByRole("button", { name: `Restore ${name}` }).click();
    await page
      .getByRole("dialog", { name: `Restore ${name}?` })
      .getByRole("button", { name: "Restore" })
      .click();
    await expect(page.getByText(`${name} restored.`)).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
    // Back: the previous filter state comes back from the URL.
    await page.goBack();
    await expect(page.getByLabel("Show")).toHaveValue("false");
  });

  test("keyboard: the drop zone's button opens the file chooser; the chosen PDF is uploaded", async ({
    page,
    request,
  }) => {
    const name = unique("Keyboard Upload Co");
    const { id } = await createRecordViaApi(request, "forwarder", name);
    const [report] = await annualReports(name, 2025, 1);
    if (!report) throw new Error("no report");
    await signIn(page, "forwarder");
    await page.goto(`/private-records/${id}`);
    const button = page.getByRole("button", { name: "Upload financial statements" });
    await expect(button).toBeVisible();
    await button.focus();
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Enter");
    await (await chooser).setFiles({ name: report.name, mimeType: report.mimeType, buffer: report.buffer });
    await expect(page.getByRole("progressbar", { name: `Upload progress of ${report.name}` })).toHaveAttribute(
      "value",
      "100",
    );
    const row = page
      .getByRole("table", { name: "Financial files of the record" })
      .getByRole("row")
      .filter({ hasText: report.name });
    await expect(row).toContainText("Valid", { timeout: 60_000 });
  });

  test("with a Guest chosen, private records say they are the forwarder's own and switch back", async ({ page }) => {
    await signIn(page, "forwarder");
    await switchTarget(page, demo.shipper.name);
    await page.goto("/private-records");
    await expect(
      page.getByText(`Private records belong to your own organization, not to ${demo.shipper.name}.`),
    ).toBeVisible();
    await page.getByRole("button", { name: `Switch back to ${demo.forwarder.name}` }).click();
    await expect(page.getByRole("button", { name: "New private record" })).toBeVisible();
  });
});
