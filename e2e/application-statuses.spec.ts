import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  type ApplicationAction,
  applicationActions,
  isSignatureAction,
  statusLabels,
  transitions,
} from "../src/contract/transitions";
import { type ApiSession, apiSignIn, createApplicationViaApi, orgHeaders, signIn } from "./support";

/**
 * Issue 23: through every status of the workflow, with both organizations and 800 ms of added
 * latency on every API call, no panel contradicts the status: the Needs action panel only in
 * needs_action, the actions shown are exactly `allowed_actions`, "No actions are open to you" only
 * when none is, and the amounts shown are the amount model's (a monthly facility compared per month).
 * The moves go through the API; the screens are checked.
 */

expect.configure({ timeout: 20_000 });

interface Amount {
  amount: number;
  currency: string;
  basis: "total" | "per_month";
}
interface Detail {
  status: keyof typeof statusLabels;
  allowed_actions: ApplicationAction[];
  amounts: { requested: Amount; approved: Amount | null };
}

const money = new Intl.NumberFormat("en", { maximumFractionDigits: 2 });
const words = (a: Amount) => `${a.currency} ${money.format(a.amount)}${a.basis === "per_month" ? " per month" : ""}`;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A label followed by its value, whatever whitespace the description list puts between them. */
const near = (label: string, value: string) => new RegExp(`${escapeRe(label)}\\s*${escapeRe(value)}`);

async function slowNetwork(page: Page) {
  await page.route("**/v1-beta/**", async (r) => {
    await new Promise((res) => setTimeout(res, 800));
    await r.continue();
  });
}

/** The signature panel's button for each signature move (the panel's own words). */
const signatureButtons: Partial<Record<ApplicationAction, RegExp>> = {
  send_for_signature: /^(Send for signature|Send again)$/,
  sign_agreement: /^Review and sign$/,
  decline_agreement: /^Decline agreement$/,
  cancel_signature: /^Cancel signature$/,
};

let F: ApiSession;
let S: ApiSession;
let forwarderPage: Page;
let shipperPage: Page;

async function detailAs(request: APIRequestContext, who: "forwarder" | "shipper", id: string): Promise<Detail> {
  const headers = who === "forwarder" ? orgHeaders(F) : orgHeaders(S);
  const r = await request.get(`/v1-beta/credit-applications/${id}`, { headers });
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()) as Detail;
}

async function move(request: APIRequestContext, who: "forwarder" | "shipper", path: string, data?: unknown) {
  const headers = who === "forwarder" ? orgHeaders(F) : orgHeaders(S, F.organizationId);
  const r = await request.post(`/v1-beta/credit-applications/${path}`, { headers, data: data ?? {} });
  expect(r.status(), `${path}: ${await r.text()}`).toBeLessThan(300);
}

/** Checks both organizations' pages of the application against its status and allowed actions. */
async function checkScreens(request: APIRequestContext, id: string, expected: Detail["status"]) {
  for (const who of ["forwarder", "shipper"] as const) {
    const page = who === "forwarder" ? forwarderPage : shipperPage;
    const app = await detailAs(request, who, id);
    expect(app.status).toBe(expected);
    await page.goto(`/credit-applications/${id}`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText(statusLabels[expected]);
    const actions = page.getByRole("region", { name: "Actions" });
    await expect(actions).toBeVisible();
    const signature = page.getByRole("region", { name: "Signature" });
    if (expected.startsWith("sign_document_") || app.allowed_actions.some(isSignatureAction)) {
      // The process has loaded (its events, or the words for none yet).
      await expect(signature.getByText(/Sent for signature|No agreement has been sent/).first()).toBeVisible();
    }

    // The needs-action request only in needs_action.
    await expect(page.getByRole("region", { name: "Needs action" })).toHaveCount(expected === "needs_action" ? 1 : 0);

    // The actions shown are exactly allowed_actions.
    for (const action of applicationActions) {
      const allowed = app.allowed_actions.includes(action);
      const pattern = signatureButtons[action];
      if (isSignatureAction(action)) {
        if (!pattern) continue; // open_agreement is the review dialog's own step
        await expect(signature.getByRole("button", { name: pattern }), `${who} ${expected} ${action}`).toHaveCount(
          allowed ? 1 : 0,
        );
        continue;
      }
      const label = transitions[action].label;
      const button = actions.getByRole("button", { name: label, exact: true });
      // A move done in another organization's view is offered as a switch: "To “<label>”, switch to …".
      const elsewhere = actions.getByText(`“${label}”`);
      if (allowed) {
        await expect(button.or(elsewhere), `${who} ${expected} ${action}`).toHaveCount(1);
      } else {
        await expect(button, `${who} ${expected} ${action}`).toHaveCount(0);
        await expect(elsewhere).toHaveCount(0);
      }
    }
    await expect(page.getByText("No actions are open to you")).toHaveCount(app.allowed_actions.length === 0 ? 1 : 0);

    // The amounts are the amount model's, on one basis.
    const summary = page.getByRole("region", { name: "Summary" });
    await expect(summary).toContainText(near("Monthly facility requested", words(app.amounts.requested)));
    if (app.amounts.approved) {
      await expect(summary).toContainText(near("Monthly facility approved", words(app.amounts.approved)));
      await expect(page.getByTestId("credit-decision")).toContainText(words(app.amounts.approved));
    }
    await expect(page.locator("body")).not.toContainText("above the requested");
    await expect(page.locator("body")).not.toContainText(/Too big|expected int/);
  }
}

test.beforeAll(async ({ browser, request }) => {
  F = await apiSignIn(request, "forwarder");
  S = await apiSignIn(request, "shipper");
  forwarderPage = await (await browser.newContext()).newPage();
  shipperPage = await (await browser.newContext()).newPage();
  await signIn(forwarderPage, "forwarder");
  await signIn(shipperPage, "shipper");
  await slowNetwork(forwarderPage);
  await slowNetwork(shipperPage);
});

const tradeFinance = (customers: string[], expiresAt?: string) => ({
  details: {
    monthly_facility_amount: 14333,
    currency: "USD",
    payment_terms: "Net 30",
    inco_terms: "FOB",
    purpose: "Imports of spare parts",
  },
  customers,
  suppliers: [],
  security_compliance: [],
  ...(expiresAt ? { expires_at: expiresAt } : {}),
});

test("every status of the workflow, for the forwarder and the shipper, at 800 ms of latency", async ({ request }) => {
  test.setTimeout(900_000);
  const partners = await request.get("/v1-beta/partners?limit=100&offset=0&partner_type=customer", {
    headers: orgHeaders(S),
  });
  const customer = partners.ok()
    ? ((await partners.json()) as { items: Array<{ id: string; company_name: string }> }).items[0]
    : undefined;
  const id = await createApplicationViaApi(request, "trade-finance", tradeFinance(customer ? [customer.id] : []));

  await checkScreens(request, id, "pending");
  if (customer) {
    // The customer is named, never shown as an id.
    const details = forwarderPage.getByRole("region", { name: "Trade finance details" });
    await expect(details).toContainText(customer.company_name);
    await expect(details).not.toContainText(customer.id);
  }
  await move(request, "forwarder", `${id}/statuses/internal-review`);
  await checkScreens(request, id, "internal_review");
  await move(request, "forwarder", `${id}/statuses/external-review`);
  await checkScreens(request, id, "external_review");
  await move(request, "forwarder", `${id}/statuses/request-changes`, {
    financial_analysis_type: "partial",
    additional_documents: "The latest bank statements",
  });
  await checkScreens(request, id, "needs_action");
  await move(request, "shipper", `${id}/additional-documents/confirmation`);
  await checkScreens(request, id, "needs_action");
  await move(request, "shipper", `${id}/statuses/resubmit`);
  await checkScreens(request, id, "pending");
  await move(request, "forwarder", `${id}/statuses/internal-review`);
  await move(request, "forwarder", `${id}/statuses/approve`, { approved_amount: 12000 });
  await checkScreens(request, id, "approved");
  await expect(forwarderPage.getByTestId("credit-decision")).toContainText(
    "USD 2,333 per month (16.3 %) below the requested monthly facility",
  );

  const send = { signer_name: "Bea Lindholm", signer_email: "bea@borealis.example" };
  await move(request, "forwarder", `${id}/signature-process`, send);
  await checkScreens(request, id, "sign_document_created");
  await move(request, "shipper", `${id}/signature-process/views`);
  await checkScreens(request, id, "sign_document_in_progress");
  await move(request, "shipper", `${id}/signature-process/declinations`, { reason: "Wrong signer" });
  await checkScreens(request, id, "sign_document_declined");
  await move(request, "forwarder", `${id}/signature-process`, send);
  await move(request, "forwarder", `${id}/signature-process/cancellations`);
  await checkScreens(request, id, "sign_document_canceled");
  await move(request, "forwarder", `${id}/signature-process`, send);
  await move(request, "shipper", `${id}/signature-process/signatures`, { signer_name: "Bea Lindholm", consent: true });
  await checkScreens(request, id, "sign_document_completed");
  await move(request, "shipper", `${id}/statuses/finalize`);
  await checkScreens(request, id, "finalized");

  // The ends: declined, rejected, expired.
  const declined = await createApplicationViaApi(request, "trade-finance", tradeFinance([]));
  await move(request, "forwarder", `${declined}/statuses/request-changes`, {
    financial_analysis_type: "none",
    additional_documents: "Proof of insurance",
  });
  await move(request, "forwarder", `${declined}/statuses/decline`, { reason: "Outside our risk appetite" });
  await checkScreens(request, declined, "declined");

  const rejected = await createApplicationViaApi(request, "trade-finance", tradeFinance([]));
  await move(request, "forwarder", `${rejected}/statuses/internal-review`);
  await move(request, "forwarder", `${rejected}/statuses/approve`, {});
  await move(request, "shipper", `${rejected}/statuses/reject`, { reason: "Financed elsewhere" });
  await checkScreens(request, rejected, "rejected");

  const expired = await createApplicationViaApi(
    request,
    "trade-finance",
    tradeFinance([], new Date(Date.now() + 3_000).toISOString()),
  );
  await new Promise((res) => setTimeout(res, 4_000));
  await checkScreens(request, expired, "expired");
});
