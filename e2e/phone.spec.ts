import { expect, type Page, test } from "@playwright/test";
import { apiSignIn, expectAccessible, orgHeaders, screenshot, signIn } from "./support";

/**
 * WCAG 1.4.10 (reflow): at phone widths every route lays out within the screen. Wide tables scroll
 * inside their own box; the page itself never scrolls sideways.
 */
async function pageOverflow(page: Page): Promise<{ width: number; scrollWidth: number; offenders: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offenders: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= width + 1) continue;
      // Inside a box that scrolls on its own: fine.
      let p = el.parentElement;
      let scrolled = false;
      while (p && p !== document.body) {
        const ox = getComputedStyle(p).overflowX;
        if ((ox === "auto" || ox === "scroll" || ox === "hidden") && p.getBoundingClientRect().right <= width + 1) {
          scrolled = true;
          break;
        }
        p = p.parentElement;
      }
      if (scrolled) continue;
      const chain: string[] = [];
      for (let a: HTMLElement | null = el; a && a !== document.body && chain.length < 4; a = a.parentElement) {
        chain.push(`${a.tagName.toLowerCase()}.${a.className}`);
      }
      offenders.push(`${chain.join(" < ")} (${Math.round(r.right)}px)`);
    }
    return { width, scrollWidth: document.documentElement.scrollWidth, offenders: offenders.slice(0, 8) };
  });
}

async function expectReflow(page: Page, what: string) {
  await page.waitForLoadState("networkidle");
  const o = await pageOverflow(page);
  expect(o.offenders, `${what}: elements past the right edge`).toEqual([]);
  expect(o.scrollWidth, `${what}: page width`).toBeLessThanOrEqual(o.width);
}

test("on a desktop the navigation is always shown, without a Menu button", async ({ page }) => {
  await signIn(page, "shipper");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
});

for (const width of [390, 320]) {
  test.describe(`phone ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("sign-in", async ({ page }) => {
      await page.goto("/sign-in");
      await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
      await expectReflow(page, "sign-in");
    });

    test("every route of the forwarder", async ({ page, request }) => {
      const forwarder = await apiSignIn(request, "forwarder");
      // The demo data may still be loading when the first journey starts.
      const firstId = async (path: string) => {
        const res = await request.get(`/v1-beta/${path}?limit=1&offset=0`, { headers: orgHeaders(forwarder) });
        return res.ok() ? ((await res.json()) as { items: { id: string }[] }).items[0]?.id : undefined;
      };
      await expect.poll(() => firstId("private-records"), { timeout: 60_000 }).toBeTruthy();
      await expect.poll(() => firstId("credit-applications"), { timeout: 60_000 }).toBeTruthy();
      const appId = await firstId("credit-applications");
      const recordId = await firstId("private-records");
      await signIn(page, "forwarder");
      const routes = [
        "/",
        `/credit-applications/${appId}`,
        "/partners",
        "/document-requests",
        "/requests-to-guests",
        "/financial-files",
        "/financial-files/documents",
        "/analytics",
        "/private-records",
        `/private-records/${recordId}`,
        `/private-records/${recordId}/documents`,
        `/private-records/${recordId}/analytics`,
        "/invitations",
      ];
      for (const route of routes) {
        await page.goto(route);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectReflow(page, route);
      }
    });

    test("every route of the shipper, with the navigation in a drawer", async ({ page, request }) => {
      // An application waiting for the shipper: its actions are taken in the Guest scenario, so the
      // page offers "Switch to <the forwarder's name>", a long button inside a sentence.
      const shipper = await apiSignIn(request, "shipper");
      const waitingId = async () => {
        const res = await request.get(
          "/v1-beta/credit-applications?limit=1&offset=0&credit_application_statuses=needs_action",
          {
            headers: orgHeaders(shipper),
          },
        );
        return res.ok() ? ((await res.json()) as { items: { id: string }[] }).items[0]?.id : undefined;
      };
      await expect.poll(waitingId, { timeout: 60_000 }).toBeTruthy();
      const waiting = await waitingId();
      await signIn(page, "shipper");
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav).toBeHidden();
      const menu = page.getByRole("button", { name: "Menu" });
      await menu.click();
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      await nav.getByRole("link", { name: "Partners" }).click();
      await expect(page.getByRole("heading", { name: "Partners", level: 1 })).toBeVisible();
      await expect(nav).toBeHidden();
      await screenshot(page, `phone-${width}-partners`);
      for (const route of ["/", "/credit-applications/new", "/partners", "/invitations", "/financial-files"]) {
        await page.goto(route);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectReflow(page, route);
      }
      // With the brand's words hidden at phone width, its link still has a name.
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page, `home at ${width} px`);
      await page.goto(`/credit-applications/${waiting}`);
      await expect(page.getByRole("button", { name: /^Switch to / })).toBeVisible();
      await expectReflow(page, "an application waiting for the shipper");
    });
  });
}
