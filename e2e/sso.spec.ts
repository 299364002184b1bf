import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { type OidcAccount, startOidcProvider, type TestOidcProvider } from "../test/support/oidc-provider";
import { apiSignIn, demoPeople, expectAccessible, orgHeaders, screenshot, signInAsPerson } from "./support";

/**
 * Single sign-on in the console (issue 26, docs/people.md "Single sign-on"): a real OpenID provider
 * (oidc-provider, its own sign-in and consent pages) started here on `localhost` — another site than
 * the console on 127.0.0.1, as a real provider is. Atlas's admin sets it up on the "Single sign-on"
 * screen; a person of Atlas's domain without an account signs in there and comes back signed in,
 * created with the default role; other domains are refused in plain words.
 * The e2e server accepts an http:// issuer (SSO_ALLOW_HTTP_ISSUER=1, playwright.config.ts).
 */
const DOMAIN = "atlas-freight.example";
const run = Date.now().toString(36);
/** The person signing in at the provider (no account in the service yet). With the forms, the login is the account id. */
const newcomer: OidcAccount = {
  sub: `sso.newcomer.${run}@${DOMAIN}`,
  email: `sso.newcomer.${run}@${DOMAIN}`,
  email_verified: true,
  name: `Sol Newcomer ${run}`,
};
/** Someone the provider knows whose e-mail is outside Atlas's allowed domain. */
const contractor: OidcAccount = {
  sub: `contractor.${run}@freelance.example`,
  email: `contractor.${run}@freelance.example`,
  email_verified: true,
  name: "Casey Contractor",
};

let provider: TestOidcProvider;

/** The provider's pages import a web font from the internet; the journeys do not wait for it. */
async function offline(context: BrowserContext) {
  await context.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
}

/** Atlas's SSO configuration through its API client, so no run leaves it behind for other journeys. */
async function removeConfiguration(request: APIRequestContext) {
  const atlas = await apiSignIn(request, "forwarder");
  const res = await request.delete("/v1-beta/sso-configuration", { headers: orgHeaders(atlas) });
  expect([204, 404]).toContain(res.status());
}

/** From the sign-in page: "Use single sign-on" with `email`, then the provider's own sign-in page. */
async function startSingleSignOn(page: Page, email: string) {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Use single sign-on" }).click();
  await page.waitForURL((url) => url.origin === new URL(provider.issuer).origin);
}

/** The provider's own pages: its sign-in form (the login is prefilled from the e-mail), then consent if asked. */
async function signInAtProvider(page: Page, login: string) {
  const loginField = page.getByPlaceholder("Enter any login");
  await expect(loginField).toBeVisible();
  await loginField.fill(login);
  await page.getByPlaceholder("and password").fill("the-providers-own-password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  // Next: the provider's consent page, or (consent given before) straight back to the console.
  await expect(loginField).toHaveCount(0);
  const back = new URL(test.info().project.use.baseURL ?? "").origin;
  if (new URL(page.url()).origin !== back) {
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((url) => url.origin === back);
  }
}

test.describe
  .serial("single sign-on", () => {
    let api: APIRequestContext;
    test.beforeAll(async ({ playwright }, testInfo) => {
      const baseURL = testInfo.project.use.baseURL ?? "";
      api = await playwright.request.newContext({ baseURL });
      provider = await startOidcProvider({
        redirectUris: [`${baseURL}/v1/auth/sso/callback`],
        interaction: { kind: "forms" },
        host: "localhost",
        clientId: "credit-applications-e2e",
        clientSecret: `e2e-provider-secret-${run}`,
        accounts: [newcomer, contractor],
      });
      await removeConfiguration(api);
    });
    test.afterAll(async () => {
      await removeConfiguration(api);
      await api.dispose();
      await provider?.close();
    });

    test("the admin sets up single sign-on; a new person signs in at the provider and comes back as an Analyst", async ({
      page,
      context,
      baseURL,
    }) => {
      test.slow();
      await offline(context);
      const admin = demoPeople.atlas("admin");
      await signInAsPerson(page, admin, demoPeople.password, "/worklist");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Single sign-on" }).click();
      await expect(page.getByRole("heading", { name: "Single sign-on", level: 1 })).toBeVisible();
      await expect(page.getByText("Single sign-on is not set up.")).toBeVisible();

      // The form: the browser checks it with the contract's schema first.
      await page.getByRole("button", { name: "Turn on single sign-on" }).click();
      await expect(page.getByLabel("Issuer URL")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("Enter the issuer URL of your identity provider.")).toBeVisible();
      await page.getByLabel("Issuer URL").fill(provider.issuer);
      await page.getByLabel("Client ID").fill(provider.clientId);
      await page.getByLabel("Client secret").fill(provider.clientSecret);
      await page.getByLabel("Allowed e-mail domains").fill(`@${DOMAIN.toUpperCase()}`);
      await page.getByLabel("Create accounts at the first sign-on").check();
      await page.getByLabel("Role of new accounts").selectOption("analyst");
      await expectAccessible(page, "the single sign-on form");
      await page.getByRole("button", { name: "Turn on single sign-on" }).click();

      // The configuration as saved: the secret only as "stored", the redirect URI to register.
      const summary = page.getByRole("region", { name: "Current configuration" });
      await expect(summary.getByText("On", { exact: true })).toBeVisible();
      await expect(summary.getByText(provider.issuer, { exact: true })).toBeVisible();
      await expect(summary.getByText(provider.clientId, { exact: true })).toBeVisible();
      await expect(summary.getByText("Stored (never shown)")).toBeVisible();
      await expect(summary.getByText(DOMAIN, { exact: true })).toBeVisible();
      await expect(summary.getByText("Get an account at their first sign-on, as Analyst")).toBeVisible();
      await expect(summary.getByLabel("Redirect URI")).toHaveValue(`${baseURL}/v1/auth/sso/callback`);
      expect(await page.content()).not.toContain(provider.clientSecret);
      await expectAccessible(page, "the single sign-on configuration");
      await screenshot(page, "single-sign-on");

      // Signed out, the newcomer uses single sign-on with the work e-mail.
      await page.getByRole("button", { name: "Sign out", exact: true }).click();
      await expect(page).toHaveURL(/\/sign-in/);
      await startSingleSignOn(page, newcomer.email);
      // The provider's own sign-in page, the e-mail already in it (login_hint).
      await expect(page.getByPlaceholder("Enter any login")).toHaveValue(newcomer.email);
      await signInAtProvider(page, newcomer.sub);

      // Back in the console, signed in as the new person with the default role.
      await expect(page.getByRole("button", { name: `${newcomer.name} (Analyst)` })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole("heading", { name: "Worklist", level: 1 })).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Single sign-on" }),
      ).toHaveCount(0);
      await page.getByRole("button", { name: "Sign out", exact: true }).click();
      await expect(page).toHaveURL(/\/sign-in/);

      // The admin finds them on People (active, Analyst) and in the audit log.
      await signInAsPerson(page, admin, demoPeople.password, "/people");
      const row = page.getByRole("row", { name: new RegExp(newcomer.email.replace(/\./g, "\\.")) });
      await expect(row).toContainText(newcomer.name ?? "");
      await expect(row).toContainText("Active");
      await expect(row.getByLabel(`Role of ${newcomer.email}`)).toHaveValue("analyst");
      await page.goto("/audit-log?action=user_created_by_sso&action=sso_sign_in");
      const log = page.getByRole("table", { name: "Audit log" });
      await expect(log.getByRole("row").filter({ hasText: "Person created by single sign-on" })).toContainText(
        newcomer.email,
      );
      await expect(log.getByRole("row").filter({ hasText: "Signed in with single sign-on" })).toContainText(
        newcomer.email,
      );
    });

    test("an e-mail of another domain is refused in plain words, at the start and from the provider", async ({
      page,
      context,
    }) => {
      test.slow();
      await offline(context);
      // No single sign-on for the domain typed: the console says so at once.
      await page.goto("/sign-in");
      await page.getByLabel("E-mail", { exact: true }).fill(`someone.${run}@elsewhere.example`);
      await page.getByRole("button", { name: "Use single sign-on" }).click();
      await expect(page).toHaveURL(/\/sign-in\?sso_error=sso_not_configured/);
      await expect(
        page.getByText("Single sign-on is not set up for this e-mail's organization. Sign in with your password."),
      ).toBeVisible();

      // A work e-mail, but the provider signs in someone of another domain: refused on the way back.
      await startSingleSignOn(page, `sso.someone.${run}@${DOMAIN}`);
      await signInAtProvider(page, contractor.sub);
      await expect(page).toHaveURL(/\/sign-in\?sso_error=sso_email_domain_not_allowed/);
      await expect(page.getByText("This e-mail's domain is not allowed to sign in here.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Sign out", exact: true })).toHaveCount(0);
    });

    test("people who are not admins do not see the screen, and are told why when they open it", async ({ page }) => {
      test.slow();
      await signInAsPerson(page, demoPeople.atlas("approver"), demoPeople.password, "/worklist");
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Single sign-on" }),
      ).toHaveCount(0);
      await page.goto("/single-sign-on");
      await expect(page.getByRole("heading", { name: "Single sign-on", level: 1 })).toBeVisible();
      await expect(page.getByText("Admins can manage single sign-on.")).toBeVisible();
      await expect(page.getByLabel("Issuer URL")).toHaveCount(0);
    });

    test.describe("on a phone (390 px)", () => {
      test.use({ viewport: { width: 390, height: 800 } });

      test("the admin changes and then turns off single sign-on; the page never scrolls sideways", async ({ page }) => {
        test.slow();
        await signInAsPerson(page, demoPeople.atlas("admin"), demoPeople.password, "/single-sign-on");
        await expect(page.getByRole("heading", { name: "Single sign-on", level: 1 })).toBeVisible();
        await expect(page.getByText("Get an account at their first sign-on, as Analyst")).toBeVisible();
        await expectNoSidewaysScroll(page, "the configuration");

        // Change: the stored secret is never shown; left empty, it is kept.
        await page.getByRole("button", { name: "Change" }).click();
        await expect(page.getByLabel("Issuer URL")).toHaveValue(provider.issuer);
        await expect(page.getByLabel("Client secret")).toHaveValue("");
        await expectNoSidewaysScroll(page, "the form");
        await screenshot(page, "phone-390-single-sign-on-form");
        await page.getByLabel("Role of new accounts").selectOption("viewer");
        await expect(page.getByText("Leave empty to keep the current secret", { exact: false })).toBeVisible();
        await page.getByRole("button", { name: "Save changes" }).click();
        await expect(page.getByText("Get an account at their first sign-on, as Viewer")).toBeVisible();

        // Turn off (asks first).
        await page.getByRole("button", { name: "Turn off" }).click();
        const dialog = page.getByRole("dialog", { name: "Turn off single sign-on?" });
        await expect(dialog).toContainText(DOMAIN);
        await dialog.getByRole("button", { name: "Turn off" }).click();
        await expect(page.getByText("Single sign-on is not set up.")).toBeVisible();
        await expectNoSidewaysScroll(page, "the form of a new configuration");
      });
    });
  });

/** WCAG 1.4.10 at phone width: the page is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { width, scrollWidth } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    scrollWidth: document.documentElement.scrollWidth,
  }));
  expect(scrollWidth, `${what}: page width`).toBeLessThanOrEqual(width);
}
