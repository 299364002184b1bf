import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectAccessible, signIn } from "./support";

/**
 * API clients (issue 26 part 5): an admin adds a client in the console (its secret shown once,
 * with Copy), gives it a new secret (the old one keeps working during the grace period, checked
 * through the token endpoint), and revokes it (its secret and its access token stop at once).
 * The demo's own clients are never changed.
 */

async function tokenStatus(request: APIRequestContext, clientId: string, secret: string) {
  const res = await request.post("/v1-beta/oauth2/token", { data: { client_id: clientId, client_secret: secret } });
  return { status: res.status(), token: res.ok() ? ((await res.json()) as { access_token: string }).access_token : "" };
}

async function revealed(page: Page): Promise<{ clientId: string; secret: string }> {
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("you will not see it again")).toBeVisible();
  const clientId = await dialog.getByLabel("Client ID").inputValue();
  const secret = await dialog.getByLabel("Client secret").inputValue();
  expect(secret.length).toBeGreaterThan(30);
  return { clientId, secret };
}

test("add an API client, give it a new secret (old and new work during the grace period), revoke it", async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, "forwarder");
  await page.getByRole("link", { name: "API clients" }).first().click();
  await expect(page.getByRole("heading", { name: "API clients", level: 1 })).toBeVisible();
  // The demo's own client is listed (made by the operator), and can't be revoked from its own console.
  const own = page.getByRole("row", { name: /demo-forwarder/ });
  await expect(own.getByRole("button", { name: /Revoke/ })).toBeDisabled();

  const name = `ERP export ${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "Add API client" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Add client" }).click();
  const first = await revealed(page);
  await page.getByRole("button", { name: "Copy secret" }).click();
  await expect(page.getByText("Secret copied to the clipboard.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.secret);
  await expectAccessible(page, "the client's secret, shown once");
  await page.getByRole("button", { name: "I have stored it" }).click();

  const row = page.getByRole("row", { name: new RegExp(first.clientId) });
  await expect(row).toContainText(name);
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Never");
  const firstToken = await tokenStatus(request, first.clientId, first.secret);
  expect(firstToken.status).toBe(200);

  await row.getByRole("button", { name: `New secret for ${name}` }).click();
  await page.getByRole("button", { name: "Make new secret" }).click();
  const second = await revealed(page);
  expect(second.clientId).toBe(first.clientId);
  expect(second.secret).not.toBe(first.secret);
  await expect(page.getByRole("dialog")).toContainText("The old secret keeps working until");
  await page.getByRole("button", { name: "I have stored it" }).click();
  await expect(row).toContainText("the old one works until");

  // During the grace period both secrets obtain tokens.
  expect((await tokenStatus(request, first.clientId, first.secret)).status).toBe(200);
  const newToken = await tokenStatus(request, first.clientId, second.secret);
  expect(newToken.status).toBe(200);

  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  await page.getByRole("button", { name: "Revoke client" }).click();
  await expect(page.getByText(`${name} is revoked.`)).toBeVisible();
  await expect(row).toContainText("Revoked");

  expect((await tokenStatus(request, first.clientId, second.secret)).status).toBe(401);
  expect((await tokenStatus(request, first.clientId, first.secret)).status).toBe(401);
  const me = await request.get("/v1-beta/auth/me", { headers: { Authorization: `Bearer ${newToken.token}` } });
  expect(me.status()).toBe(401);
});
