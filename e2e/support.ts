import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

/** Demo clients loaded by the server on an empty database (README: Demo credentials). */
export const demo = {
  forwarder: { clientId: "demo-forwarder", secret: "demo-forwarder-secret", name: "Atlas Freight Forwarding Ltd" },
  shipper: { clientId: "demo-shipper", secret: "demo-shipper-secret", name: "Borealis Trading Co" },
} as const;
export type Who = keyof typeof demo;

/** Demo people (README: Demo credentials): `<role>@<domain>`, one password for all. */
export const demoPeople = {
  password: "demo-people-password",
  atlas: (role: "admin" | "approver" | "analyst" | "viewer") => `${role}@atlas-freight.example`,
} as const;

/**
 * Signs in with an API client (the sign-in screen's "API client" option) at `path` (the
 * credit-application list unless said; "/" is the worklist, the landing page) and waits for the
 * signed-in shell.
 */
export async function signIn(page: Page, who: Who, path = "/credit-applications") {
  await page.goto(path);
  await page.getByRole("radio", { name: "API client" }).check();
  await page.getByLabel("Client ID").fill(demo[who].clientId);
  await page.getByLabel("Client secret").fill(demo[who].secret);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

/**
 * Signs a person in with e-mail and password (the sign-in screen's default) at `path` and waits for
 * the signed-in shell.
 */
export async function signInAsPerson(page: Page, email: string, password: string, path = "/credit-applications") {
  await page.goto(path);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
}

/** Chooses the target organization whose option text starts with `name` ("Borealis Trading Co (Host → Guest)"). */
export async function switchTarget(page: Page, name: string) {
  const select = page.getByLabel("Target organization");
  await expect(select.locator("option", { hasText: name })).toHaveCount(1);
  const label = await select.locator("option", { hasText: name }).textContent();
  await select.selectOption({ label: label ?? name });
}

/** A full-page screenshot under test-results/screens/ (kept by the run, not committed). */
export async function screenshot(page: Page, name: string) {
  const dir = path.join("test-results", "screens");
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** axe-core on the current page: no serious or critical violation of WCAG 2.1 A/AA. */
export async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `${what}: serious accessibility violations`).toEqual([]);
}

// ------------------------------------------------------------------------------------------
// Test data through the real API (the journeys themselves go through the console).

export interface ApiSession {
  token: string;
  organizationId: string;
}

export async function apiSignIn(request: APIRequestContext, who: Who): Promise<ApiSession> {
  const res = await request.post("/v1-beta/oauth2/token", {
    data: { client_id: demo[who].clientId, client_secret: demo[who].secret },
  });
  expect(res.ok()).toBeTruthy();
  const { access_token: token } = (await res.json()) as { access_token: string };
  const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { org: string };
  return { token, organizationId: payload.org };
}

export function orgHeaders(session: ApiSession, targetId = session.organizationId) {
  return {
    Authorization: `Bearer ${session.token}`,
    "Requester-Organization-ID": session.organizationId,
    "Target-Organization-ID": targetId,
  };
}

/** The shipper applies to the forwarder (Guest → Host) through the API; returns the application id. */
export async function createApplicationViaApi(
  request: APIRequestContext,
  type: "credit-terms" | "factoring" | "trade-finance",
  body: Record<string, unknown>,
): Promise<string> {
  const shipper = await apiSignIn(request, "shipper");
  const forwarder = await apiSignIn(request, "forwarder");
  const res = await request.post(`/v1-beta/credit-applications/${type}`, {
    headers: orgHeaders(shipper, forwarder.organizationId),
    data: body,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
