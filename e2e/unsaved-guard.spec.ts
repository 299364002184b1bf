import { expect, type Page, test } from "@playwright/test";
import { apiSignIn, orgHeaders, screenshot, signIn } from "./support";

/**
 * Never lose typed work (issue 25, docs/console.md "Unsaved changes"): on the demo data, a typed
 * correction on the review screen survives a click on another tab of the record unless the analyst
 * confirms, and a reload asks the browser's "Leave site?"; Escape in the partner edit dialog asks
 * before throwing the changes away. Nothing is saved: the demo data stays as it was.
 */

const record = "Granite Peak Building Supplies Ltd";

/** The demo record's first extracted document (the demo's extraction runs in the background). */
async function demoDocument(page: Page): Promise<{ recordId: string; documentId: string }> {
  const session = await apiSignIn(page.request, "forwarder");
  const records = await page.request.get("/v1-beta/private-records", {
    headers: orgHeaders(session),
    params: { search_text: record, limit: 10, offset: 0 },
  });
  expect(records.status(), await records.text()).toBe(200);
  const recordId = ((await records.json()) as { items: Array<{ id: string; name: string }> }).items.find(
    (r) => r.name === record,
  )?.id;
  expect(recordId, `demo record ${record}`).toBeTruthy();
  let documentId: string | undefined;
  await expect
    .poll(
      async () => {
        const docs = await page.request.get(`/v1-beta/private-records/${recordId}/documents`, {
          headers: orgHeaders(session),
          params: { limit: 10, offset: 0 },
        });
        documentId = ((await docs.json()) as { items?: Array<{ id: string }> }).items?.[0]?.id;
        return documentId !== undefined;
      },
      { timeout: 150_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toBe(true);
  return { recordId: recordId ?? "", documentId: documentId ?? "" };
}

test.describe("unsaved changes are never lost silently", () => {
  test("review screen: another tab asks, keeping stays with the text, discarding leaves; reload asks the browser", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { recordId, documentId } = await demoDocument(page);
    await signIn(page, "forwarder", `/private-records/${recordId}/documents/${documentId}`);
    // An amount field is named after its account and currency ("Net profit (USD)").
    const amount = page
      .getByRole("region", { name: "Extracted items" })
      .getByRole("textbox", { name: /\([A-Z]{3}\)$/ })
      .first();
    await expect(amount).toBeEditable({ timeout: 30_000 });
    await amount.click();
    await amount.fill("-120000");

    // Another tab of the record: asked; "Keep editing" keeps the typed correction and the page.
    const tabs = page.getByRole("navigation", { name: "Private record sections" });
    await tabs.getByRole("link", { name: "Analytics" }).click();
    const ask = page.getByRole("dialog", { name: "Discard changes?" });
    await expect(ask).toBeVisible();
    await screenshot(page, "unsaved-guard-review-tab");
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/documents/${documentId}$`));
    await expect(amount).toHaveValue("-120000");

    // Reloading (or closing the tab) raises the browser's own prompt; dismissing it keeps the text.
    const dialogs: string[] = [];
    page.once("dialog", (d) => {
      dialogs.push(d.type());
      void d.dismiss();
    });
    await page.evaluate(() => {
      setTimeout(() => window.location.reload(), 0);
    });
    await expect.poll(() => dialogs, { timeout: 30_000 }).toEqual(["beforeunload"]);
    await expect(amount).toHaveValue("-120000");

    // Confirming leaves for the tab clicked.
    await tabs.getByRole("link", { name: "Analytics" }).click();
    await ask.getByRole("button", { name: "Discard changes" }).click();
    await expect(page).toHaveURL(new RegExp(`/private-records/${recordId}/analytics`));
  });

  test("partner edit dialog: Escape with changes asks; keeping keeps them, discarding closes", async ({ page }) => {
    await signIn(page, "forwarder", "/partners");
    const table = page.getByRole("table", { name: "Partners" });
    const edit = table.getByRole("button", { name: /^Edit / }).first();
    await expect(edit).toBeVisible({ timeout: 30_000 });
    const label = (await edit.getAttribute("aria-label")) ?? (await edit.textContent()) ?? "";
    await edit.click();
    const dialog = page.getByRole("dialog", { name: label.trim() });
    const city = dialog.getByLabel("City");
    await expect(city).toBeEditable({ timeout: 30_000 });

    // Nothing typed: Escape closes at once.
    await city.click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await edit.click();
    await expect(city).toBeEditable({ timeout: 30_000 });
    await city.click();
    await city.pressSequentially(" North");
    await page.keyboard.press("Escape");
    const ask = page.getByRole("dialog", { name: "Discard changes?" });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await expect(ask).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(city).toHaveValue(/ North$/);

    await city.click();
    await page.keyboard.press("Escape");
    await ask.getByRole("button", { name: "Discard changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(ask).toBeHidden();
  });
});
