import { expect, test } from "@playwright/test";
import { settled, unique } from "./analysis-support";
import { annualReports } from "./statements";
import { apiSignIn, demo, expectAccessible, orgHeaders, screenshot, signIn, switchTarget } from "./support";

test.describe("document requests: create, remind once, cancel, complete, answer with an upload", () => {
  test("the Host asks its Guest; the Guest answers with files and completes; 409s in words", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const comment = unique("Audited accounts for the review");
    const otherComment = unique("Bank statements, please");

    // The Host (forwarder) targets its Guest and creates two requests.
    await signIn(page, "forwarder");
    await switchTarget(page, demo.shipper.name);
    await page.getByRole("link", { name: "Document requests" }).click();
    await expect(page.getByText(`Your requests to ${demo.shipper.name}.`)).toBeVisible();
    await settled(page);

    await page.getByRole("button", { name: "New document request" }).click();
    let dialog = page.getByRole("dialog", { name: "New document request" });
    await dialog.getByLabel("Document", { exact: true }).selectOption("year_end_financial");
    await dialog.getByLabel("Year", { exact: true }).fill("2025");
    await dialog.getByRole("button", { name: "Add a document" }).click();
    await dialog.getByLabel("Document", { exact: true }).nth(1).selectOption("interim_financial");
    await dialog.getByLabel("Period", { exact: true }).nth(1).selectOption("quarter");
    await dialog.getByLabel("Year", { exact: true }).nth(1).fill("2026");
    await dialog.getByLabel("Quarter", { exact: true }).selectOption("2");
    await dialog.getByLabel("Comment", { exact: true }).fill(comment);
    await settled(page);
    await expectAccessible(page, "new document request dialog");
    await screenshot(page, "document-request-create");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByText(`Document request sent to ${demo.shipper.name}.`)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.getByRole("button", { name: "New document request" }).click();
    dialog = page.getByRole("dialog", { name: "New document request" });
    await dialog.getByRole("radio", { name: "All documents" }).check();
    await dialog.getByLabel("Comment", { exact: true }).fill(otherComment);
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("row").filter({ hasText: otherComment })).toBeVisible();

    // Search on the comment and status filter in the URL.
    await page.getByLabel("Search comment").fill(comment);
    await expect(page).toHaveURL(/search_text=/);
    const row = page.getByRole("row").filter({ hasText: comment });
    await expect(row).toContainText("Pending");
    await expect(row).toContainText("Year-end financial statements · 2025");
    await expect(row).toContainText("Interim financial statements · Q2 2026");

    // Remind once.
    await row.getByRole("button", { name: "Remind" }).click();
    await page.getByRole("dialog", { name: "Send a reminder?" }).getByRole("button", { name: "Send reminder" }).click();
    await expect(page.getByText("Reminder sent.")).toBeVisible();
    await expect(row).toContainText("Reminder sent");
    await expect(row.getByRole("button", { name: "Remind" })).toHaveCount(0);

    // Cancel the other one.
    await page.getByLabel("Search comment").fill(otherComment);
    const other = page.getByRole("row").filter({ hasText: otherComment });
    await expect(other).toContainText("All documents");
    await other.getByRole("button", { name: "Cancel request" }).click();
    await page
      .getByRole("dialog", { name: "Cancel this request?" })
      .getByRole("button", { name: "Cancel request" })
      .click();
    await expect(page.getByText("Request canceled.")).toBeVisible();
    await expect(other).toContainText("Canceled");
    await expect(other.getByRole("button")).toHaveCount(0);
    await settled(page);
    await expectAccessible(page, "document requests (Host → Guest)");
    await screenshot(page, "document-requests-host");

    // A 409 in words: the request is completed elsewhere while the Host's dialog is open.
    await page.getByLabel("Search comment").fill(comment);
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: "Cancel request" }).click();
    const shipper = await apiSignIn(request, "shipper");
    const forwarder = await apiSignIn(request, "forwarder");
    const list = await request.get(`/v1-beta/organizations/${shipper.organizationId}/documents/requests`, {
      headers: orgHeaders(shipper, forwarder.organizationId),
      params: { search_text: comment },
    });
    const found = ((await list.json()) as { items: Array<{ id: string }> }).items[0];
    expect(found).toBeTruthy();

    // Meanwhile the Guest completes it (through the API), so the Host's cancellation is refused.
    const answered = await request.post(
      `/v1-beta/organizations/${shipper.organizationId}/documents/requests/${found?.id}/completion`,
      { headers: orgHeaders(shipper, forwarder.organizationId) },
    );
    expect(answered.status()).toBe(200);
    const confirm = page.getByRole("dialog", { name: "Cancel this request?" });
    await confirm.getByRole("button", { name: "Cancel request" }).click();
    await expect(confirm.getByRole("alert")).toHaveText(
      "This request is already completed: it changed while this dialog was open. The list now shows it as it is.",
    );
    await expect(confirm.getByRole("button", { name: "Cancel request" })).toHaveCount(0);
    await confirm.getByRole("button", { name: "Done", exact: true }).click();
    await expect(row).toContainText("Completed");
  });

  test("the Guest uploads files answering a request and marks it completed", async ({ page, request }) => {
    test.setTimeout(120_000);
    const comment = unique("Management accounts");
    const forwarder = await apiSignIn(request, "forwarder");
    const shipper = await apiSignIn(request, "shipper");
    const created = await request.post(`/v1-beta/organizations/${shipper.organizationId}/documents/requests`, {
      headers: orgHeaders(forwarder),
      data: { all_documents: true, comment },
    });
    expect(created.status(), await created.text()).toBe(201);

    await signIn(page, "shipper");
    await switchTarget(page, demo.forwarder.name);
    await page.goto("/document-requests");
    await expect(page.getByText(`Requests from ${demo.forwarder.name} to your organization.`)).toBeVisible();
    await page.getByLabel("Search comment").fill(comment);
    // The new request is on the first page before the search applies: wait for the debounced search
    // to reach the URL, so its refetch (which dims the table) is over before the accessibility check.
    await expect(page).toHaveURL(/search_text=/);
    const row = page.getByRole("row").filter({ hasText: comment });
    await expect(row).toContainText("Pending");
    await settled(page);
    await expectAccessible(page, "document requests (Guest → Host)");
    await screenshot(page, "document-requests-guest");

    // "Upload files" goes to the Guest's own financial files with the request preselected.
    await row.getByRole("button", { name: "Upload files" }).click();
    await expect(page).toHaveURL(/\/financial-files\?document_request_id=/);
    await expect(page.getByLabel("Target organization").locator("option:checked")).toContainText("(your organization)");
    const picker = page.getByLabel("Answers document request");
    await expect(picker.locator("option:checked")).toContainText(comment.slice(0, 20));
    const [report] = await annualReports(unique("Borealis answer"), 2025, 1);
    if (!report) throw new Error("no report");
    await page.getByLabel("Upload financial statements").setInputFiles({
      name: report.name,
      mimeType: report.mimeType,
      buffer: report.buffer,
    });
    await expect(page.getByRole("progressbar", { name: `Upload progress of ${report.name}` })).toHaveAttribute(
      "value",
      "100",
    );
    const fileRow = page
      .getByRole("table", { name: "Financial files" })
      .getByRole("row")
      .filter({ hasText: report.name });
    await expect(fileRow).toContainText("Answers a document request");
    await expect(fileRow).toContainText("Valid", { timeout: 60_000 });
    await settled(page);
    await expectAccessible(page, "financial files (Self)");
    await screenshot(page, "financial-files-self");

    // Back to the request: partially fulfilled; the Guest completes it.
    await switchTarget(page, demo.forwarder.name);
    await page.goto(`/document-requests?search_text=${encodeURIComponent(comment)}`);
    await expect(row).toContainText("Partially fulfilled");
    await row.getByRole("button", { name: "Mark completed" }).click();
    await page
      .getByRole("dialog", { name: "Mark this request completed?" })
      .getByRole("button", { name: "Mark completed" })
      .click();
    await expect(page.getByText("Request marked completed.")).toBeVisible();
    await expect(row).toContainText("Completed");

    // The Guest cannot list its Host's files: the screen says so and where its own are.
    await page.goto("/financial-files");
    await expect(
      page.getByText(
        `${demo.forwarder.name} does not share its financial files with you; your own are with your organization.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: `Switch back to ${demo.shipper.name}` })).toBeVisible();
    // Its extracted documents are readable towards the Host (org_id = its own id).
    await page.getByRole("link", { name: "Extracted documents" }).click();
    await expect(page.getByRole("table", { name: "Extracted documents" })).toBeVisible();
    await settled(page);
    await expectAccessible(page, "extracted documents (Guest → Host)");
    await screenshot(page, "financial-files-documents-guest");
  });
});
