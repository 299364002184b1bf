import { expect, test } from "@playwright/test";
import { demo, screenshot, signIn } from "./support";

test.describe("sign-in", () => {
  test("a deep link asks to sign in first and comes back to the page", async ({ page }) => {
    await page.goto("/partners");
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fpartners/);
    await expect(page.getByRole("heading", { name: "Sign in to Credit Applications" })).toBeVisible();
    await screenshot(page, "sign-in");
    await page.getByRole("radio", { name: "API client" }).check();
    await page.getByLabel("Client ID").fill(demo.forwarder.clientId);
    await page.getByLabel("Client secret").fill(demo.forwarder.secret);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/partners$/);
    await expect(page.getByRole("heading", { name: "Partners", level: 1 })).toBeVisible();
  });

  test("wrong credentials are refused in words, empty fields are caught before the call", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("This field is required.").first()).toBeVisible();
    await page.getByRole("radio", { name: "API client" }).check();
    await page.getByLabel("Client ID").fill(demo.forwarder.clientId);
    await page.getByLabel("Client secret").fill("not-the-secret");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("Client authentication failed");
  });

  test("signing out returns to the sign-in screen and forgets the token", async ({ page }) => {
    await signIn(page, "forwarder");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("You have signed out.")).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("cas.session"))).toBeNull();
    await page.goto("/credit-applications");
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test("a token the API no longer accepts asks to sign in again, with a message", async ({ page }) => {
    await signIn(page, "forwarder");
    await page.evaluate(() => {
      const raw = sessionStorage.getItem("cas.session");
      if (!raw) throw new Error("no session");
      const s = JSON.parse(raw) as { accessToken: string };
      s.accessToken = `${s.accessToken.slice(0, -6)}AAAAAA`;
      sessionStorage.setItem("cas.session", JSON.stringify(s));
    });
    await page.goto("/credit-applications?order_by=amount");
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByText("Your session is no longer valid. Sign in again to continue.")).toBeVisible();
    await page.getByRole("radio", { name: "API client" }).check();
    await page.getByLabel("Client ID").fill(demo.forwarder.clientId);
    await page.getByLabel("Client secret").fill(demo.forwarder.secret);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/credit-applications\?order_by=amount/);
  });

  test("a fresh load asks for the page's chunks with the entry: the sign-in form's, or the route's once signed in", async ({
    page,
  }) => {
    // The route preloader (`cas:route-preload` in vite.config.ts) adds the links before the entry runs.
    const preloaded = () =>
      page.$$eval('link[rel="modulepreload"]', (links) => links.map((l) => l.getAttribute("href") ?? ""));
    await page.goto("/sign-in");
    await expect(page.getByRole("heading", { name: "Sign in to Credit Applications" })).toBeVisible();
    expect(await preloaded()).toContainEqual(expect.stringMatching(/^\/assets\/sign-in-[\w-]+\.js$/));

    await signIn(page, "forwarder");
    // A document of a financial file (`financial-files/documents_.$documentId`: outside its list's layout).
    await page.goto("/financial-files/documents/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    const hrefs = await preloaded();
    expect(hrefs).toContainEqual(expect.stringMatching(/^\/assets\/_app-[\w-]+\.js$/));
    expect(hrefs).toContainEqual(expect.stringMatching(/^\/assets\/documents_\._documentId-[\w-]+\.js$/));
    expect(hrefs).not.toContainEqual(expect.stringMatching(/\/sign-in-/));
    for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200);
  });
});
