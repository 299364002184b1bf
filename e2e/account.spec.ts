import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { apiSignIn, orgHeaders, signInAsPerson } from "./support";

/**
 * "Change password" (docs/people.md "Password change", docs/console.md "Console"): from the user
 * menu on a 390 px phone, a wrong current password is said at its field, the right one changes
 * it, the person's other browser is signed out, and the new password signs in.
 */

const PASSWORD = "first-harbour-lantern-17";
const NEW_PASSWORD = "second-meadow-compass-29";

/** A new analyst of Atlas, invited by its API client and active with PASSWORD (a person of this test only). */
async function newAnalyst(request: APIRequestContext): Promise<string> {
  const forwarder = await apiSignIn(request, "forwarder");
  const email = `password-change-${Date.now()}@atlas-freight.example`;
  const invited = await request.post("/v1-beta/users", {
    headers: orgHeaders(forwarder),
    data: { email, name: "Pia Password", role: "analyst" },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = ((await invited.json()) as { invitation_url: string }).invitation_url;
  const accepted = await request.post("/v1-beta/auth/invitation-acceptance", {
    data: { token: new URL(link).hash.replace("#token=", ""), password: PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return email;
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  return context.newPage();
}

test("a person changes their password from the user menu at 390 px; their other browser is signed out", async ({
  browser,
  request,
}) => {
  test.slow();
  const email = await newAnalyst(request);
  const page = await phonePage(browser);
  const other = await phonePage(browser);
  // Password hashes on a busy machine: sign-ins may take a while.
  await signInAsPerson(page, email, PASSWORD, "/worklist");
  await signInAsPerson(other, email, PASSWORD, "/worklist");

  await page.getByRole("button", { name: "Pia Password (Analyst)" }).click();
  await page.getByRole("link", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/account#panel-change-password$/);
  const form = page.getByRole("form", { name: "Change password" });
  await expect(form).toBeVisible();
  await expect(form).toBeInViewport();

  // A wrong current password: said at its field.
  await form.getByLabel("Current password", { exact: true }).fill("not-my-password-at-all");
  await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByLabel("Current password", { exact: true })).toHaveAttribute("aria-invalid", "true", {
    timeout: 30_000,
  });
  await expect(form.getByLabel("Current password", { exact: true })).toHaveAccessibleDescription(
    "This is not your current password.",
  );

  await form.getByLabel("Current password", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByRole("status")).toHaveText("Password changed. Your other session was signed out.", {
    timeout: 30_000,
  });
  await expect(form.getByLabel("Current password", { exact: true })).toHaveValue("");
  // Nothing sticks out at 390 px.
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);

  // This browser goes on working; the other one's next page load asks to sign in.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await other.reload();
  await expect(other).toHaveURL(/\/sign-in/);
  await expect(other.getByRole("heading", { name: "Sign in to Credit Applications" })).toBeVisible();

  // The new password signs in; the old one no longer does.
  await other.getByLabel("E-mail", { exact: true }).fill(email);
  await other.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other.getByRole("alert")).toContainText(/not correct/i, { timeout: 30_000 });
  await signInAsPerson(other, email, NEW_PASSWORD, "/worklist");
  await other.context().close();
  await page.context().close();
});
