import { expect, test } from "@playwright/test";
import { apiSignIn, demo, orgHeaders, signIn, switchTarget } from "./support";

test.describe("trust across organizations and tabs", () => {
  test("switching the target under 1.5 s latency never shows the previous organization's rows", async ({
    page,
    request,
  }) => {
    // Names of the forwarder's own partners that the shipper does not have.
    const forwarder = await apiSignIn(request, "forwarder");
    const shipperPartners = await request.get("/v1-beta/partners?limit=100", {
      headers: orgHeaders(forwarder, (await apiSignIn(request, "shipper")).organizationId),
    });
    const theirs = new Set(((await shipperPartners.json()) as { items: { name: string }[] }).items.map((p) => p.name));

    await signIn(page, "forwarder");
    await page.getByRole("link", { name: "Partners" }).click();
    const table = page.getByRole("table", { name: "Partners" });
    await expect(table.locator("tbody tr").first()).toBeVisible();
    // The first cell holds the name and, under it, the e-mail.
    const firstCells = async () =>
      (await table.locator("tbody tr td:first-child").allTextContents()).map((t) => t.trim());
    const own = (await firstCells()).filter((t) => t && ![...theirs].some((name) => t.startsWith(name)));
    expect(own.length).toBeGreaterThan(0);
    const shownOwn = async () => (await firstCells()).filter((t) => own.includes(t));

    await page.route("**/v1-beta/partners?*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await switchTarget(page, demo.shipper.name);
    await expect(page.getByText(`Customers and suppliers of ${demo.shipper.name}.`)).toBeVisible();
    // While the shipper's partners load, none of the forwarder's rows stands under the shipper's name.
    for (let i = 0; i < 5; i++) {
      expect(await shownOwn()).toEqual([]);
      await page.waitForTimeout(200);
    }
    await expect(table.locator("tbody tr").first()).toBeVisible({ timeout: 10_000 });
    expect(await shownOwn()).toEqual([]);
  });

  test("a link opened in a new tab of the same browser session needs no second sign-in; signing out ends both", async ({
    context,
    page,
  }) => {
    await signIn(page, "forwarder");
    const second = await context.newPage();
    await second.goto("/partners");
    await expect(second.getByRole("heading", { name: "Partners", level: 1 })).toBeVisible();
    await expect(second.getByRole("button", { name: "Sign out" })).toBeVisible();

    await second.getByRole("button", { name: "Sign out" }).click();
    await expect(second.getByRole("button", { name: "Sign in" })).toBeVisible();
    await page.bringToFront();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  });

  test("after a navigation, focus is on the new page's heading (not on <body>)", async ({ page }) => {
    await signIn(page, "forwarder");
    await page.getByRole("link", { name: "Partners" }).click();
    await expect(page.getByRole("heading", { name: "Partners", level: 1 })).toBeFocused();
    await page.getByRole("link", { name: "Private records" }).click();
    await expect(page.getByRole("heading", { name: "Private records", level: 1 })).toBeFocused();
    // A filter change is not a navigation: focus stays in the search box.
    await page.getByLabel("Search name").fill("Atl");
    await expect(page.getByLabel("Search name")).toBeFocused();
  });

  test("a browser session that never signed in is asked to sign in", async ({ browser }) => {
    const fresh = await browser.newContext();
    const page = await fresh.newPage();
    await page.goto("/partners");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await fresh.close();
  });
});
