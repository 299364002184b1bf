import { expect, test } from "@playwright/test";
import { dropFiles, settled, unique } from "./analysis-support";
import { annualReports } from "./statements";
import { apiSignIn, demo, expectAccessible, orgHeaders, screenshot, signIn, switchTarget } from "./support";

test.describe("financial files of an organization", () => {
  test("a Host uploads for its Guest, answering its own request; filters and documents in the URL", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const comment = unique("Year-end pack");
    const forwarder = await apiSignIn(request, "forwarder");
    const shipper = await apiSignIn(request, "shipper");
    const created = await request.post(`/v1-beta/organizations/${shipper.organizationId}/documents/requests`, {
      headers: orgHeaders(forwarder),
      data: { all_documents: true, comment },
    });
    expect(created.status(), await created.text()).toBe(201);
    const [report] = await annualReports(unique("Borealis by host"), 2024, 1);
    if (!report) throw new Error("no report");

    await signIn(page, "forwarder");
    await switchTarget(page, demo.shipper.name);
    await page.getByRole("link", { name: "Financial files" }).click();
    await expect(page.getByText(`Financial statements of ${demo.shipper.name}.`)).toBeVisible();
    await settled(page);

    const picker = page.getByLabel("Answers document request");
    const option = picker.locator("option", { hasText: comment });
    await expect(option).toHaveCount(1);
    await picker.selectOption({ label: (await option.textContent()) ?? comment });
    await page.getByLabel("Currency of the amounts").selectOption("EUR");
    await dropFiles(page, page.getByRole("button", { name: "Upload financial statements" }), [report]);
    const files = page.getByRole("table", { name: "Financial files" });
    const row = files.getByRole("row").filter({ hasText: report.name });
    await expect(row).toContainText("Your organization");
    await expect(row).toContainText("Answers a document request");
    await expect(row).toContainText("EUR");
    await expect(row).toContainText("Valid", { timeout: 60_000 });
    await settled(page);
    await expectAccessible(page, "financial files (Host → Guest)");
    await screenshot(page, "financial-files-host");

    // The request moved to "partially".
    const list = await request.get(`/v1-beta/organizations/${shipper.organizationId}/documents/requests`, {
      headers: orgHeaders(forwarder),
      params: { search_text: comment },
    });
    expect(((await list.json()) as { items: Array<{ status: string }> }).items[0]?.status).toBe("partially");

    // Status filter and order in the URL.
    await page.getByText("Status", { exact: true }).first().click();
    await page.getByRole("checkbox", { name: "Valid", exact: true }).check();
    await expect(page).toHaveURL(/statuses=valid/);
    await page.getByLabel("Sort by").selectOption("original_filename");
    await page.getByLabel("Direction").selectOption("asc");
    await expect(page).toHaveURL(/order_by=original_filename/);
    await expect(page).toHaveURL(/order_dir=asc/);
    // The URL changes before the re-sorted page arrives: wait until the rows shown are the ascending
    // page (at least two names, so a descending list cannot pass for it).
    const nameCells = files.getByRole("row").locator(".file-cell__name");
    const byName = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });
    await expect
      .poll(
        async () => {
          const names = await nameCells.allTextContents();
          return names.length >= 2 && names.join("\n") === [...names].sort(byName).join("\n");
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    // The Guest's extracted documents, read by its Host (Self headers, org_id = the Guest).
    await page.getByRole("link", { name: "Extracted documents" }).click();
    await expect(page.getByText(`Statements extracted from the files of ${demo.shipper.name}.`)).toBeVisible();
    await page.getByLabel("File", { exact: true }).selectOption({ label: report.name });
    await expect(page).toHaveURL(/file_id=/);
    const documents = page.getByRole("table", { name: "Extracted documents" });
    await expect(documents.getByRole("row").filter({ hasText: report.name })).not.toHaveCount(0);
    await page.getByLabel("Analysis status").selectOption("true");
    await expect(page).toHaveURL(/analysis_status=true/);
    await settled(page);
    await expectAccessible(page, "extracted documents (Host → Guest)");
    await screenshot(page, "financial-files-documents-host");
  });
});
