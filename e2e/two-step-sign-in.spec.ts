import { expect, test } from "@playwright/test";
import { base32Decode, totpCode } from "../src/server/people/totp";
import { createApplicationViaApi, demoPeople, signInAsPerson } from "./support";

/**
 * Issue 26's journey with two-step sign-in: an admin invites a person, who chooses a password,
 * turns on two-step sign-in (TOTP, RFC 6238) on "Your account", does a piece of work, signs in again
 * with the password and a code of the app, and ends every session with "Sign out everywhere".
 * The authenticator app is played by the spec: it computes the codes from the key the screen shows
 * (src/server/people/totp.ts is RFC 6238, checked there against the RFC's test vectors).
 */
test("invitation → two-step sign-in turned on → work → sign-in with a code → sign out everywhere", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const email = `two-step-${Date.now()}@atlas-freight.example`;
  const password = "copper-meadow-signal-77";

  // The admin invites through the console.
  await signInAsPerson(page, demoPeople.atlas("admin"), demoPeople.password, "/people");
  await page.getByRole("button", { name: "Invite a person" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("E-mail", { exact: true }).fill(email);
  await dialog.getByLabel("Name").fill("Tomas Twostep");
  await dialog.getByLabel("Role").selectOption("analyst");
  await dialog.getByRole("button", { name: "Invite" }).click();
  const link = await page.getByRole("textbox", { name: "Invitation link" }).inputValue();
  expect(link).toMatch(/\/accept-invitation#token=/);

  // The invited person, in a browser of their own, chooses a password and is signed in.
  const theirs = await browser.newContext();
  const person = await theirs.newPage();
  await person.goto(link);
  await person.getByLabel("New password").fill(password);
  await person.getByLabel("Repeat the password").fill(password);
  await person.getByRole("button", { name: "Choose password and sign in" }).click();
  await expect(person.getByRole("heading", { name: "Worklist", level: 1 })).toBeVisible({ timeout: 45_000 });

  // Your account → set up two-step sign-in with the key the screen shows.
  await person.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Your account" }).click();
  await person.getByRole("button", { name: "Set up two-step sign-in" }).click();
  await expect(person.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = (await person.locator("code").first().textContent())?.replace(/\s/g, "") ?? "";
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  const secret = base32Decode(key);
  await person.getByLabel("Code from your authenticator app").fill(totpCode(secret, Date.now()));
  await person.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(person.getByRole("button", { name: "I have saved them" })).toBeVisible();
  await person.getByRole("button", { name: "I have saved them" }).click();
  await expect(person.getByText(/Two-step sign-in is on since/)).toBeVisible();

  // A piece of work: start the review of an application.
  const id = await createApplicationViaApi(request, "credit-terms", {
    amount: 16_180,
    currency: "USD",
    payment_terms: "Net 30",
  });
  await person.goto(`/credit-applications/${id}`);
  await person.getByRole("button", { name: "Start review" }).click();
  await person.getByRole("dialog").getByRole("button", { name: "Start review" }).click();
  await expect(person.getByText(/Application moved to/)).toBeVisible();

  // In a second browser the password alone is not enough: the code is asked for.
  const second = await browser.newContext();
  const other = await second.newPage();
  await other.goto("/worklist");
  await other.getByLabel("E-mail", { exact: true }).fill(email);
  await other.getByLabel("Password", { exact: true }).fill(password);
  await other.getByRole("button", { name: "Sign in" }).click();
  const codeField = other.getByLabel("Code from your authenticator app");
  await expect(codeField).toBeVisible({ timeout: 30_000 });
  // A wrong code is refused on the field.
  await codeField.fill("000000" === totpCode(secret, Date.now()) ? "111111" : "000000");
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(codeField).toHaveAttribute("aria-invalid", "true");
  // The code of the next 30-second step (the one used to turn it on cannot be used twice).
  await codeField.fill(totpCode(secret, Date.now() + 30_000));
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other.getByRole("heading", { name: "Worklist", level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(other.getByRole("button", { name: "Tomas Twostep (Analyst)" })).toBeVisible();

  // Sign out everywhere in the first browser: the second one's next navigation asks to sign in.
  await person.getByRole("button", { name: "Tomas Twostep (Analyst)" }).click();
  await person.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(person).toHaveURL(/\/sign-in/);
  await other.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Partners" }).click();
  await expect(other).toHaveURL(/\/sign-in/);
  await theirs.close();
  await second.close();
});
