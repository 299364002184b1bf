import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { apiSignIn, createApplicationViaApi, orgHeaders, screenshot } from "./support";

/**
 * Four-eyes approval (issue 26 part 4): the demo forwarder's approver@ has a personal approval
 * limit below the application's amount, so approving only proposes; the proposer cannot give the
 * second approval (the button is disabled with the reason); admin@ confirms it and the application
 * is approved. The console's person sign-in is built at the same time on another branch, so each
 * person signs in through the API (POST /auth/sign-in) and the spec puts the person's access token
 * where the console keeps a signed-in session (sessionStorage, as after a sign-in): the journey
 * itself (proposal, refusal, second approval) goes through the console.
 */
const DOMAIN = "atlas-freight.example";
const PASSWORD = "demo-people-password";

interface PersonSession {
  accessToken: string;
  expiresAt: number;
  clientId: string;
  organizationId: string;
}

async function personSession(request: APIRequestContext, email: string): Promise<PersonSession> {
  const origin = test.info().project.use.baseURL ?? "";
  const res = await request.post("/v1-beta/auth/sign-in", {
    headers: { "x-cas-csrf": "1", origin: new URL(origin).origin },
    data: { email, password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { access_token: string; expires_in: number; user: { organization_id: string } };
  return {
    accessToken: body.access_token,
    expiresAt: Date.now() + body.expires_in * 1000,
    clientId: email,
    organizationId: body.user.organization_id,
  };
}

async function pageAs(browser: Browser, session: PersonSession): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((s) => {
    if (!sessionStorage.getItem("cas.session")) sessionStorage.setItem("cas.session", JSON.stringify(s));
  }, session);
  return context.newPage();
}

async function setApproverLimit(request: APIRequestContext, limits: Record<string, number> | null) {
  const forwarder = await apiSignIn(request, "forwarder");
  const users = await request.get("/v1-beta/users", { headers: orgHeaders(forwarder) });
  expect(users.ok()).toBeTruthy();
  const approver = ((await users.json()) as { items: Array<{ id: string; email: string }> }).items.find(
    (u) => u.email === `approver@${DOMAIN}`,
  );
  expect(approver).toBeTruthy();
  const res = await request.patch(`/v1-beta/users/${approver?.id}`, {
    headers: orgHeaders(forwarder),
    data: { approval_limits: limits },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.afterAll(async ({ request }) => {
  // The demo approver keeps no limit for the other journeys.
  await setApproverLimit(request, null);
});

test("a four-eyes approval by two people: the one who proposed cannot be the second", async ({ browser, request }) => {
  test.slow();
  await setApproverLimit(request, { EUR: 10_000 });
  const id = await createApplicationViaApi(request, "credit-terms", {
    amount: 50_000,
    currency: "EUR",
    payment_terms: "NET 30",
  });
  const forwarder = await apiSignIn(request, "forwarder");
  const review = await request.post(`/v1-beta/credit-applications/${id}/statuses/internal-review`, {
    headers: orgHeaders(forwarder),
  });
  expect(review.ok()).toBeTruthy();

  // approver@ approves: above their limit, so it only proposes.
  const approver = await pageAs(browser, await personSession(request, `approver@${DOMAIN}`));
  await approver.goto(`/credit-applications/${id}`);
  await approver.getByRole("button", { name: "Approve", exact: true }).click();
  const dialog = approver.getByRole("dialog", { name: "Approve?" });
  await dialog.getByLabel("Reason").fill("Steady payer for six years");
  await dialog.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(dialog).toBeHidden();
  const notice = approver.getByTestId("pending-approval");
  await expect(notice).toContainText("Awaiting second approval by an approver — proposed by");
  await expect(notice).toContainText(`approver@${DOMAIN}`);
  await expect(approver.getByRole("heading", { level: 1 })).toContainText("Internal review");
  const own = approver.getByRole("button", { name: "Approve (second approval)" });
  await expect(own).toBeDisabled();
  await expect(own).toHaveAccessibleDescription(
    "You proposed this approval: another approver must give the second approval.",
  );
  await screenshot(approver, "four-eyes-proposed");

  // admin@, another person, gives the second approval.
  const admin = await pageAs(browser, await personSession(request, `admin@${DOMAIN}`));
  await admin.goto(`/credit-applications/${id}`);
  await expect(admin.getByTestId("pending-approval")).toContainText(`approver@${DOMAIN}`);
  await admin.getByRole("button", { name: "Approve (second approval)" }).click();
  const confirm = admin.getByRole("dialog", { name: "Approve (second approval)?" });
  await expect(confirm).toContainText("50,000");
  await confirm.getByRole("button", { name: "Approve (second approval)" }).click();
  await expect(confirm).toBeHidden();
  await expect(admin.getByRole("heading", { level: 1 })).toContainText("Approved");
  await expect(admin.getByTestId("pending-approval")).toHaveCount(0);

  // The approval is the proposed one: its reason is in the history.
  const after = await request.get(`/v1-beta/credit-applications/${id}`, { headers: orgHeaders(forwarder) });
  const detail = (await after.json()) as {
    status: string;
    history: Array<{ action: string; detail: { reason: string | null } | null }>;
  };
  expect(detail.status).toBe("approved");
  expect(detail.history.at(-1)).toMatchObject({ action: "approve", detail: { reason: "Steady payer for six years" } });
});
