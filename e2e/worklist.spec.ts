import { expect, test } from "@playwright/test";
import { apiSignIn, expectAccessible, orgHeaders, screenshot, signIn } from "./support";

/**
 * The worklist (docs/console.md, "Worklist"): the landing page after sign-in. The demo forwarder
 * sees the demo's statement awaiting review (a management-accounts document of its private record
 * Granite Peak Building Supplies Ltd) and opens it with the keyboard only.
 */

const record = "Granite Peak Building Supplies Ltd";

test.describe("Worklist", () => {
  test("the demo forwarder lands on its worklist and opens the document awaiting review, keyboard only", async ({
    page,
    request,
  }) => {
    // What the API says waits (the console must show the same counts).
    const session = await apiSignIn(request, "forwarder");
    const res = await request.get("/v1-beta/worklist", {
      headers: orgHeaders(session),
      params: { kinds: "document_review", limit: 100, offset: 0 },
    });
    expect(res.status(), await res.text()).toBe(200);
    const api = (await res.json()) as {
      items: Array<{ title: string; organization_name: string }>;
      counts: Record<string, number>;
      total_items: number;
    };
    const awaiting = api.items.filter((i) => i.organization_name === record);
    expect(awaiting.length).toBeGreaterThanOrEqual(1);

    await signIn(page, "forwarder", "/");
    await expect(page).toHaveURL(/\/worklist/);
    await expect(page.getByRole("heading", { name: "Worklist", level: 1 })).toBeVisible();
    const total = Object.values(api.counts).reduce((n, c) => n + c, 0);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: `Worklist ${total} waiting` })).toBeVisible();
    await expect(page.getByRole("button", { name: `Documents to review ${api.counts.document_review}` })).toBeVisible();
    await expectAccessible(page, "worklist");
    await screenshot(page, "worklist");

    // Keyboard only: Tab to the kind filter, Enter; then Tab to the row's link, Enter.
    const filter = page.getByRole("button", { name: /^Documents to review / });
    for (let i = 0; i < 60 && !(await filter.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(filter).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/kind=document_review/);
    await expect(filter).toHaveAttribute("aria-pressed", "true");
    const table = page.getByRole("table", { name: "Worklist" });
    const link = table.getByRole("link", { name: new RegExp(`— ${record}$`) }).first();
    await expect(link).toBeVisible();
    for (let i = 0; i < 60 && !(await link.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/private-records\/[^/]+\/documents\/[^/]+$/);
    await expect(page.getByRole("heading", { name: /^Review: / })).toBeVisible();
    await expect(page.getByRole("heading", { name: record, level: 1 })).toBeVisible();
    await screenshot(page, "worklist-opened-review");
  });

  test("on a 320 px phone the worklist lays out within the screen (the table scrolls in its own box)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await signIn(page, "forwarder", "/");
    await expect(page.getByRole("table", { name: "Worklist" })).toBeVisible();
    const o = await page.evaluate(() => ({
      width: document.documentElement.clientWidth,
      scrollWidth: document.documentElement.scrollWidth,
    }));
    expect(o.scrollWidth).toBeLessThanOrEqual(o.width);
    await screenshot(page, "worklist-phone-320");
  });

  test("a signed-in shipper sees its own worklist, never the forwarder's private records", async ({ page }) => {
    await signIn(page, "shipper", "/");
    await expect(page.getByRole("heading", { name: "Worklist", level: 1 })).toBeVisible();
    await expect(page.getByText(record)).toHaveCount(0);
  });
});
