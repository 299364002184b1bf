import { expect, type Locator, type Page, test } from "@playwright/test";
import { apiSignIn, createApplicationViaApi, demo, expectAccessible, orgHeaders } from "./support";

/**
 * Keyboard (issue 25, docs/console.md "Keyboard shortcuts"): every journey of the worklist without a
 * mouse. Only page.keyboard moves and acts; the application acted on is made for this test through the
 * API, so the demo's own stories are left as they are.
 */

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until `locator` has the focus (at most `max` times) and says how many it took. */
async function tabTo(page: Page, locator: Locator, max = 80): Promise<number> {
  let presses = 0;
  while (presses < max && !(await isFocused(locator))) {
    await page.keyboard.press("Tab");
    presses++;
  }
  await expect(locator).toBeFocused();
  return presses;
}

/** Presses `key` until `locator` has the focus (at most `max` times). */
async function pressUntilFocused(page: Page, key: string, locator: Locator, max = 60) {
  for (let i = 0; i < max && !(await isFocused(locator)); i++) await page.keyboard.press(key);
  await expect(locator).toBeFocused();
}

test.describe("Keyboard only", () => {
  test.slow(); // whole journeys, one key at a time
  test("sign in, find the new application on the worklist with j/k, open it with Enter and start its review", async ({
    page,
    request,
  }) => {
    const id = await createApplicationViaApi(request, "credit-terms", {
      amount: 43_210,
      currency: "USD",
      payment_terms: "Net 30",
    });
    const forwarder = await apiSignIn(request, "forwarder");
    const res = await request.get(`/v1-beta/credit-applications/${id}`, { headers: orgHeaders(forwarder) });
    expect(res.status(), await res.text()).toBe(200);
    const { reference } = (await res.json()) as { reference: string };

    // Sign-in: Tab to the first field, type, Tab, type, Enter.
    await page.goto("/");
    // The API client option: Tab to the sign-in choice, arrow to "API client".
    await tabTo(page, page.getByRole("radio", { name: "E-mail and password" }));
    await page.keyboard.press("ArrowRight");
    await tabTo(page, page.getByLabel("Client ID"));
    await page.keyboard.type(demo.forwarder.clientId);
    await page.keyboard.press("Tab");
    await page.keyboard.type(demo.forwarder.secret);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Worklist", level: 1 })).toBeVisible();

    // "?" lists the shortcuts; Escape closes the list and the keys work again.
    await page.keyboard.press("?");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(help).toBeVisible();
    await expect(help).toContainText("Next row of the table");
    await expectAccessible(page, "keyboard shortcuts dialog");
    await page.keyboard.press("Escape");
    await expect(help).toBeHidden();

    // j walks down the rows to the new application; k goes back one, j again.
    const table = page.getByRole("table", { name: "Worklist" });
    const rows = table.locator("tbody tr");
    const row = rows.filter({ hasText: reference });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press("j");
    await expect(rows.first()).toBeFocused();
    await pressUntilFocused(page, "j", row);
    const index = await row.evaluate((el) => [...(el.parentElement?.children ?? [])].indexOf(el));
    if (index > 0) {
      await page.keyboard.press("k");
      await expect(rows.nth(index - 1)).toBeFocused();
      await page.keyboard.press("j");
      await expect(row).toBeFocused();
    }

    // Enter opens the row's work: the application, with its actions.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/credit-applications/${id}$`));
    const start = page.getByRole("button", { name: "Start review" });
    await tabTo(page, start);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Start review?" });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole("button", { name: "Start review" }), 10);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Application moved to Internal review.")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("'Skip to table' is the first Tab stop of a list, and '/' searches it", async ({ page, request }) => {
    const id = await createApplicationViaApi(request, "credit-terms", {
      amount: 54_321,
      currency: "EUR",
      payment_terms: "Net 60",
    });
    const forwarder = await apiSignIn(request, "forwarder");
    const res = await request.get(`/v1-beta/credit-applications/${id}`, { headers: orgHeaders(forwarder) });
    expect(res.status(), await res.text()).toBe(200);

    await page.goto("/");
    // The API client option: Tab to the sign-in choice, arrow to "API client".
    await tabTo(page, page.getByRole("radio", { name: "E-mail and password" }));
    await page.keyboard.press("ArrowRight");
    await tabTo(page, page.getByLabel("Client ID"));
    await page.keyboard.type(demo.forwarder.clientId);
    await page.keyboard.press("Tab");
    await page.keyboard.type(demo.forwarder.secret);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Worklist", level: 1 })).toBeVisible();

    // A fresh load of the list (as after a bookmark): one Tab reaches "Skip to table", Enter the first row.
    await page.goto("/credit-applications");
    const table = page.getByRole("table", { name: "Credit applications" });
    // The first page may take a while on a busy machine: wait for it, then the first Tab.
    await expect(table.locator("tbody tr").first()).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to table" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(table.locator("tbody tr").first()).toBeFocused();

    // "/" jumps to the search box (from a row), typing filters, Tab leaves the box, j and Enter open.
    await page.keyboard.press("/");
    const search = page.getByRole("searchbox").first();
    await expect(search).toBeFocused();
    await page.keyboard.type(demo.shipper.name);
    await expect(page).toHaveURL(/search_text=/);
    // The application made above, by its amount (the list is the shipper's, newest first).
    const row = table.locator("tbody tr").filter({ hasText: "54,321" });
    await expect(row).toBeVisible({ timeout: 30_000 });
    // Letters typed in the box stay text.
    await expect(search).toHaveValue(demo.shipper.name);
    // Tab on until the focus is out of the filter fields (where letters are text), then j to the row.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      const typing = await page.evaluate(() => {
        const el = document.activeElement;
        return el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement;
      });
      if (!typing) break;
    }
    await pressUntilFocused(page, "j", row);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/credit-applications/${id}$`));
  });
});
