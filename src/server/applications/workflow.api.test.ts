import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apply,
  type Caller,
  codeOf,
  creditTermsBody,
  factoringBody,
  invite,
  newCaller,
  requestChangesBody,
  tradeFinanceBody,
} from "../../../test/support/applications";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import type { CreditApplicationDetail, NeedsAction, StatusSummary } from "../../contract/applications";
import type { Partner } from "../../contract/partners";
import { type CreditApplicationStatus, creditApplicationStatuses } from "../../contract/transitions";
import { SWEEP_HOLD_MAX_MS, sweepsHeld, withSweepsHeld } from "../background/sweep-hold";
import { applicationExpirySweep, expireDueApplications } from "./service";

type Detail = CreditApplicationDetail;

let server: TestServer;
/** Forwarder (Host) and shipper (its Guest). */
let F: Caller;
let S: Caller;
let customer: Partner;
let supplier: Partner;

beforeAll(async () => {
  server = await startTestServer();
  F = await newCaller(server, { name: "Fjord Forwarding" });
  S = await newCaller(server, { name: "Saga Shipping" });
  await invite(F, S);
  const c = await S.call<Partner>("POST", "/partners", {
    body: { company_name: "Customer One", partner_type: "customer", email: "c1@customers.example" },
  });
  const s = await S.call<Partner>("POST", "/partners", {
    body: { company_name: "Supplier One", partner_type: "supplier", email: "s1@suppliers.example" },
  });
  customer = c.body;
  supplier = s.body;
});
afterAll(async () => server?.close());

const db = () => server.built.services.db;
async function setStatus(id: string, status: CreditApplicationStatus): Promise<void> {
  await db().updateTable("credit_applications").set({ status }).where("id", "=", id).execute();
}
/** The shipper acts in the Guest scenario (Target = forwarder); the forwarder in Self. */
const asShipper = <T>(method: string, path: string, body?: unknown) => S.call<T>(method, path, { target: F.org, body });
const asForwarder = <T>(method: string, path: string, body?: unknown) => F.call<T>(method, path, { body });
const detail = async (id: string, who: "forwarder" | "shipper" = "forwarder") =>
  (who === "forwarder" ? asForwarder : asShipper)<Detail>("GET", `/credit-applications/${id}`);

describe("creating applications (Guest scenario: shipper → forwarder)", () => {
  it("creates a credit terms application, pending, with extra_details and history", async () => {
    const r = await asShipper<Detail>("POST", "/credit-applications/credit-terms", {
      ...creditTermsBody(),
      security_compliance: [
        { title: "AEO", other: false, description: "" },
        { title: "C-TPAT", other: true, description: "US" },
      ],
      details: { annual_revenue: 2_000_000, purpose: "Seasonal stock" },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      organization: { id: F.org.id, name: "Fjord Forwarding", email: F.org.email },
      credit_application_type: "credit_terms",
      status: "pending",
      expires_at: null,
      amount: 50000,
      currency: "EUR",
      payment_terms: "NET 30",
      security_compliance: "AEO, C-TPAT",
      extra_details: { annual_revenue: 2_000_000, freight_spend: null, purpose: "Seasonal stock" },
      forwarder_id: F.org.id,
      shipper_id: S.org.id,
      needs_action: null,
      allowed_actions: [],
      history: [
        { action: "create", from: null, to: "pending", actor_organization: { id: S.org.id, name: "Saga Shipping" } },
      ],
    });
    expect(r.body.id.length).toBeGreaterThanOrEqual(10);
    expect(r.body.extra_details.created_at).toEqual(expect.any(String));
    // The forwarder sees the shipper as the organization.
    const seen = await detail(r.body.id);
    expect(seen.body.organization).toEqual({ id: S.org.id, name: "Saga Shipping", email: S.org.email });
    expect(seen.body.allowed_actions).toEqual(["start_review", "request_changes", "decline"]);
  });

  it("creates a trade finance application: list amount/currency/terms come from details", async () => {
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    const r = await asShipper<Detail>("POST", "/credit-applications/trade-finance", {
      ...tradeFinanceBody({ customers: [customer.id], suppliers: [supplier.id] }),
      expires_at: expires,
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      credit_application_type: "trade_finance",
      amount: 125001,
      currency: "USD",
      payment_terms: "NET 60",
      security_compliance: "ISO 27001",
      expires_at: expect.any(String),
      extra_details: {
        monthly_facility_amount: 125000.6,
        currency: "USD",
        payment_terms: "NET 60",
        inco_terms: "FOB",
        purpose: "Import of machinery",
        customers: [customer.id],
        suppliers: [supplier.id],
        security_compliance: [{ title: "ISO 27001", other: false, description: "Certified" }],
      },
      allowed_actions: ["update_trade_finance"],
    });
    expect(Date.parse(r.body.expires_at as string)).toBe(Date.parse(expires));
  });

  it("creates a factoring application with a customer of the shipper as counterparty", async () => {
    const r = await asShipper<Detail>(
      "POST",
      "/credit-applications/factoring",
      factoringBody({ details: { requested_amount: 1000.5, counterparty_id: customer.id } }),
    );
    expect(r.status).toBe(201);
    expect(r.body.extra_details).toMatchObject({
      requested_amount: 1000.5,
      purpose: null,
      counterparty_id: customer.id,
    });
  });

  it("400 credit_application_invalid_currency for a well-formed code that is not a currency", async () => {
    for (const [path, body] of [
      ["credit-terms", creditTermsBody({ currency: "ABC" })],
      ["factoring", factoringBody({ currency: "ABC" })],
      ["trade-finance", tradeFinanceBody({ details: { ...tradeFinanceBody().details, currency: "ABC" } })],
    ] as const) {
      const r = await asShipper("POST", `/credit-applications/${path}`, body);
      expect([path, r.status, codeOf(r)]).toEqual([path, 400, "credit_application_invalid_currency"]);
    }
  });

  it("404 customer/supplier not found for ids that are not the shipper's partners of that type", async () => {
    const foreign = await F.call<Partner>("POST", "/partners", {
      body: { company_name: "F's customer", partner_type: "customer", email: "fc@x.example" },
    });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [tradeFinanceBody({ customers: [supplier.id] }), "trade-finance", "credit_application_customer_not_found"],
      [tradeFinanceBody({ customers: [foreign.body.id] }), "trade-finance", "credit_application_customer_not_found"],
      [tradeFinanceBody({ suppliers: [customer.id] }), "trade-finance", "credit_application_supplier_not_found"],
      [
        factoringBody({ details: { counterparty_id: supplier.id } }),
        "factoring",
        "credit_application_customer_not_found",
      ],
    ];
    for (const [body, path, code] of cases) {
      const r = await asShipper("POST", `/credit-applications/${path}`, body);
      expect([r.status, codeOf(r)]).toEqual([404, code]);
    }
  });

  it("validates create bodies with 422 and every problem's loc", async () => {
    const r = await asShipper<{ detail: Array<{ loc: unknown[] }> }>("POST", "/credit-applications/credit-terms", {
      amount: 0,
      currency: "usd",
      payment_terms: "x".repeat(21),
      expires_at: new Date(Date.now() - 1000).toISOString(),
      status: "approved",
    });
    expect(r.status).toBe(422);
    expect(r.body.detail.map((d) => d.loc)).toEqual(
      expect.arrayContaining([
        ["body", "amount"],
        ["body", "currency"],
        ["body", "payment_terms"],
        ["body", "expires_at"],
        ["body", "status"],
      ]),
    );
    const tf = await asShipper<{ detail: Array<{ loc: unknown[] }> }>("POST", "/credit-applications/trade-finance", {
      ...tradeFinanceBody({ customers: [customer.id, customer.id] }),
      details: { monthly_facility_amount: -1, currency: "USD", payment_terms: "NET", inco_terms: "FOB" },
    });
    expect(tf.status).toBe(422);
    expect(tf.body.detail.map((d) => d.loc)).toEqual(
      expect.arrayContaining([
        ["body", "customers"],
        ["body", "details", "monthly_facility_amount"],
        ["body", "details", "purpose"],
      ]),
    );
  });

  it("only the Guest scenario may create: Self, Host and unconnected get 403 access_denied", async () => {
    const stranger = await newCaller(server);
    const attempts = [
      await S.call("POST", "/credit-applications/credit-terms", { body: creditTermsBody() }),
      await F.call("POST", "/credit-applications/credit-terms", { target: S.org, body: creditTermsBody() }),
      await stranger.call("POST", "/credit-applications/credit-terms", { target: F.org, body: creditTermsBody() }),
    ];
    for (const r of attempts) expect([r.status, codeOf(r)]).toEqual([403, "access_denied"]);
  });
});

/** api-design §6, restated here so the test checks the contract's table too. */
const table = {
  update_trade_finance: { actor: "shipper", from: ["pending", "needs_action"], to: null },
  start_review: { actor: "forwarder", from: ["pending", "external_review", "needs_action"], to: "internal_review" },
  external_review: { actor: "forwarder", from: ["internal_review"], to: "external_review" },
  request_changes: { actor: "forwarder", from: ["pending", "internal_review", "external_review"], to: "needs_action" },
  confirm_documents_sent: { actor: "shipper", from: ["needs_action"], to: null },
  resubmit: { actor: "shipper", from: ["needs_action"], to: "pending" },
  approve: { actor: "forwarder", from: ["internal_review", "external_review"], to: "approved" },
  decline: {
    actor: "forwarder",
    from: ["pending", "internal_review", "external_review", "needs_action"],
    to: "declined",
  },
  reject: { actor: "shipper", from: ["approved"], to: "rejected" },
  finalize: { actor: "shipper", from: ["approved", "sign_document_completed"], to: "finalized" },
  // api-design §10: the signature process.
  send_for_signature: {
    actor: "forwarder",
    from: [
      "approved",
      "sign_document_canceled",
      "sign_document_declined",
      "sign_document_expired",
      "sign_document_process_failed",
    ],
    to: "sign_document_created",
  },
  open_agreement: {
    actor: "shipper",
    from: ["sign_document_created", "sign_document_in_progress"],
    to: "sign_document_in_progress",
  },
  sign_agreement: {
    actor: "shipper",
    from: ["sign_document_created", "sign_document_in_progress"],
    to: "sign_document_completed",
  },
  decline_agreement: {
    actor: "shipper",
    from: ["sign_document_created", "sign_document_in_progress"],
    to: "sign_document_declined",
  },
  cancel_signature: {
    actor: "forwarder",
    from: ["sign_document_created", "sign_document_in_progress"],
    to: "sign_document_canceled",
  },
} as const;

/** The signature moves other than sending need a process: the application is sent for signature first. */
const needsProcess = new Set<string>(["open_agreement", "sign_agreement", "decline_agreement", "cancel_signature"]);
const signerBody = { signer_name: "Astrid Berg", signer_email: "astrid@saga.example" };
/**
 * Approves through the API: the agreement is generated from the approve decision (issue 23), so
 * an application only forced into `approved` has no decision to send.
 */
async function approveViaApi(id: string): Promise<void> {
  const review = await asForwarder("POST", `/credit-applications/${id}/statuses/internal-review`);
  expect(review.status).toBe(200);
  const approve = await asForwarder("POST", `/credit-applications/${id}/statuses/approve`, {});
  expect(approve.status).toBe(200);
}

async function sendForSignature(id: string): Promise<void> {
  await approveViaApi(id);
  const r = await asForwarder("POST", `/credit-applications/${id}/signature-process`, signerBody);
  expect(r.status).toBe(201);
}

const refusal: Record<keyof typeof table, [number, string]> = {
  update_trade_finance: [409, "credit_application_invalid_status_for_update"],
  start_review: [409, "invalid_application_status_transition"],
  external_review: [409, "invalid_application_status_transition"],
  request_changes: [400, "credit_application_request_changes_invalid_status_transition"],
  confirm_documents_sent: [409, "credit_application_confirm_additional_documents_sending_access_denied"],
  resubmit: [409, "invalid_application_status_transition"],
  approve: [409, "invalid_application_status_transition"],
  decline: [409, "invalid_application_status_transition"],
  reject: [409, "invalid_application_status_transition"],
  finalize: [400, "credit_application_finalize_invalid_status_transition"],
  send_for_signature: [409, "invalid_application_status_transition"],
  open_agreement: [409, "invalid_application_status_transition"],
  sign_agreement: [409, "invalid_application_status_transition"],
  decline_agreement: [409, "invalid_application_status_transition"],
  cancel_signature: [409, "invalid_application_status_transition"],
};

function call(action: keyof typeof table, id: string, asWrongParty = false) {
  const byShipper = (table[action].actor === "shipper") !== asWrongParty;
  const run = byShipper ? asShipper : asForwarder;
  switch (action) {
    case "update_trade_finance":
      return run("PUT", `/credit-applications/trade-finance/${id}`, tradeFinanceBody());
    case "request_changes":
      // Self only: a wrong-party shipper calls it in Self too.
      return byShipper
        ? S.call("POST", `/credit-applications/${id}/statuses/request-changes`, { body: requestChangesBody })
        : asForwarder("POST", `/credit-applications/${id}/statuses/request-changes`, requestChangesBody);
    case "confirm_documents_sent":
      return run("POST", `/credit-applications/${id}/additional-documents/confirmation`);
    case "send_for_signature":
      return run("POST", `/credit-applications/${id}/signature-process`, signerBody);
    case "open_agreement":
      return run("POST", `/credit-applications/${id}/signature-process/views`);
    case "sign_agreement":
      return run("POST", `/credit-applications/${id}/signature-process/signatures`, {
        signer_name: signerBody.signer_name,
        consent: true,
      });
    case "decline_agreement":
      return run("POST", `/credit-applications/${id}/signature-process/declinations`, { reason: "Terms changed" });
    case "cancel_signature":
      return run("POST", `/credit-applications/${id}/signature-process/cancellations`);
    default: {
      const segment = action === "start_review" ? "internal-review" : action.replace("_", "-");
      return run("POST", `/credit-applications/${id}/statuses/${segment}`);
    }
  }
}

describe("the transition table: every action from every status", () => {
  for (const action of Object.keys(table) as Array<keyof typeof table>) {
    it(`${action}: allowed from ${table[action].from.join(", ")}; refused elsewhere with ${refusal[action][1]}`, async () => {
      const outcomes: Array<[string, number, string | undefined]> = [];
      const expected: Array<[string, number, string | undefined]> = [];
      for (const status of creditApplicationStatuses) {
        const id = await apply(S, F, "trade-finance");
        if (action === "confirm_documents_sent") {
          const rc = await call("request_changes", id);
          expect(rc.status).toBe(200);
        }
        if (needsProcess.has(action)) await sendForSignature(id);
        else if (action === "send_for_signature") await approveViaApi(id);
        await setStatus(id, status);
        const r = await call(action, id);
        const allowed = (table[action].from as readonly string[]).includes(status);
        const ok = action === "send_for_signature" ? 201 : 200;
        let after: string | undefined;
        if (r.status === ok) {
          after =
            action === "confirm_documents_sent"
              ? String((r.body as NeedsAction).additional_documents_sent)
              : (r.body as StatusSummary).status;
        }
        outcomes.push([status, r.status, r.status === ok ? after : codeOf(r)]);
        const to = table[action].to ?? (action === "confirm_documents_sent" ? "true" : status);
        expected.push(allowed ? [status, ok, to] : [status, refusal[action][0], refusal[action][1]]);
      }
      expect(outcomes).toEqual(expected);
    });
  }
});

describe("roles, types and lookups", () => {
  it("the wrong party gets the table's role error (checked before the status)", async () => {
    const id = await apply(S, F, "trade-finance");
    await sendForSignature(id); // the signature moves look their process up first (api-design §2)
    for (const action of Object.keys(table) as Array<keyof typeof table>) {
      if (action === "finalize" || action === "confirm_documents_sent") continue; // Guest-only: below
      const r = await call(action, id, true);
      const code =
        table[action].actor === "forwarder"
          ? "credit_application_shipper_access_denied"
          : "credit_application_forwarder_access_denied";
      expect([action, r.status, codeOf(r)]).toEqual([action, 403, code]);
    }
  });

  it("a forwarder reaching the Guest-only finalize/confirmation (connected both ways) gets forwarder_access_denied", async () => {
    const f = await newCaller(server);
    const s = await newCaller(server);
    await invite(f, s);
    await invite(s, f); // s is now also f's Host: f can call in the Guest scenario with Target s
    const id = await apply(s, f, "trade-finance");
    await setStatus(id, "approved");
    const finalize = await f.call("POST", `/credit-applications/${id}/statuses/finalize`, { target: s.org });
    expect([finalize.status, codeOf(finalize)]).toEqual([403, "credit_application_forwarder_access_denied"]);
    await setStatus(id, "needs_action");
    const confirm = await f.call("POST", `/credit-applications/${id}/additional-documents/confirmation`, {
      target: s.org,
    });
    expect([confirm.status, codeOf(confirm)]).toEqual([403, "credit_application_forwarder_access_denied"]);
  });

  it("endpoint scenarios of the spec: finalize and confirmation are Guest only, request-changes Self only", async () => {
    const id = await apply(S, F, "trade-finance");
    const finalizeSelf = await S.call("POST", `/credit-applications/${id}/statuses/finalize`);
    const confirmSelf = await S.call("POST", `/credit-applications/${id}/additional-documents/confirmation`);
    const rcGuest = await S.call("POST", `/credit-applications/${id}/statuses/request-changes`, {
      target: F.org,
      body: requestChangesBody,
    });
    for (const r of [finalizeSelf, confirmSelf, rcGuest]) expect([r.status, codeOf(r)]).toEqual([403, "access_denied"]);
  });

  it("finalize on credit terms: 403 credit_application_action_not_allowed_for_application_type", async () => {
    const id = await apply(S, F, "credit-terms");
    const detailOf = await detail(id, "shipper");
    expect(detailOf.body.allowed_actions).toEqual([]);
    await setStatus(id, "approved");
    const approved = await detail(id, "shipper");
    expect(approved.body.allowed_actions).toEqual(["reject"]);
    const r = await asShipper("POST", `/credit-applications/${id}/statuses/finalize`);
    expect([r.status, codeOf(r)]).toEqual([403, "credit_application_action_not_allowed_for_application_type"]);
    const factoring = await apply(S, F, "factoring");
    await setStatus(factoring, "approved");
    const ok = await asShipper<StatusSummary>("POST", `/credit-applications/${factoring}/statuses/finalize`);
    expect([ok.status, ok.body.status]).toEqual([200, "finalized"]);
  });

  it("the trade-finance update of another type's id is 404 credit_application_not_found", async () => {
    const id = await apply(S, F, "credit-terms");
    const r = await asShipper("PUT", `/credit-applications/trade-finance/${id}`, tradeFinanceBody());
    expect([r.status, codeOf(r)]).toEqual([404, "credit_application_not_found"]);
  });

  it("unknown ids are 404 on every endpoint; ids shorter than 10 characters are 422", async () => {
    const unknown = "ca_doesnotexist000";
    for (const action of Object.keys(table) as Array<keyof typeof table>) {
      const r = await call(action, unknown);
      expect([action, r.status, codeOf(r)]).toEqual([action, 404, "credit_application_not_found"]);
    }
    const read = await asForwarder("GET", `/credit-applications/${unknown}`);
    expect([read.status, codeOf(read)]).toEqual([404, "credit_application_not_found"]);
    const short = await asForwarder("GET", "/credit-applications/ca_1");
    expect(short.status).toBe(422);
  });
});

describe("trade-finance update, request-changes and confirmation", () => {
  it("replaces the trade-finance fields, keeps the status and records the update", async () => {
    const id = await apply(S, F, "trade-finance");
    const body = tradeFinanceBody({
      details: {
        monthly_facility_amount: 99.4,
        currency: "EUR",
        payment_terms: "NET 15",
        inco_terms: "CIF",
        purpose: "P",
      },
      customers: [customer.id],
      suppliers: [supplier.id],
      security_compliance: [],
    });
    const r = await asShipper<StatusSummary>("PUT", `/credit-applications/trade-finance/${id}`, body);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      id,
      credit_application_type: "trade_finance",
      forwarder_id: F.org.id,
      shipper_id: S.org.id,
      status: "pending",
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const d = await detail(id);
    expect(d.body).toMatchObject({
      amount: 99,
      currency: "EUR",
      payment_terms: "NET 15",
      security_compliance: "",
      extra_details: { inco_terms: "CIF", customers: [customer.id], suppliers: [supplier.id], security_compliance: [] },
    });
    expect(Date.parse(d.body.extra_details.updated_at)).toBeGreaterThan(Date.parse(d.body.extra_details.created_at));
    expect(d.body.history.map((h) => [h.action, h.from, h.to])).toEqual([
      ["create", null, "pending"],
      ["update_trade_finance", "pending", "pending"],
    ]);
  });

  it("the update's own checks: 400 currency, 404 customer/supplier, 422 body", async () => {
    const id = await apply(S, F, "trade-finance");
    const badCurrency = await asShipper("PUT", `/credit-applications/trade-finance/${id}`, {
      ...tradeFinanceBody(),
      details: { ...tradeFinanceBody().details, currency: "ABC" },
    });
    expect([badCurrency.status, codeOf(badCurrency)]).toEqual([400, "credit_application_invalid_currency"]);
    const badCustomer = await asShipper(
      "PUT",
      `/credit-applications/trade-finance/${id}`,
      tradeFinanceBody({ customers: ["00000000-0000-4000-8000-000000000001"] }),
    );
    expect([badCustomer.status, codeOf(badCustomer)]).toEqual([404, "credit_application_customer_not_found"]);
    const badSupplier = await asShipper(
      "PUT",
      `/credit-applications/trade-finance/${id}`,
      tradeFinanceBody({ suppliers: [customer.id] }),
    );
    expect([badSupplier.status, codeOf(badSupplier)]).toEqual([404, "credit_application_supplier_not_found"]);
    const partial = await asShipper("PUT", `/credit-applications/trade-finance/${id}`, {
      details: tradeFinanceBody().details,
    });
    expect(partial.status).toBe(422);
    const d = await detail(id);
    expect(d.body.history).toHaveLength(1);
  });

  it("request-changes opens a needs-action record; confirmation marks it sent once", async () => {
    const id = await apply(S, F, "trade-finance");
    const invalid = await asForwarder<{ detail: Array<{ loc: unknown[] }> }>(
      "POST",
      `/credit-applications/${id}/statuses/request-changes`,
      { financial_documents: ["bank_statement", "bank_statement"], additional_documents: "", message: "x".repeat(501) },
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.detail.map((d) => d.loc)).toEqual(
      expect.arrayContaining([
        ["body", "financial_analysis_type"],
        ["body", "financial_documents"],
        ["body", "additional_documents"],
        ["body", "message"],
      ]),
    );

    const rc = await asForwarder<StatusSummary>(
      "POST",
      `/credit-applications/${id}/statuses/request-changes`,
      requestChangesBody,
    );
    expect([rc.status, rc.body.status]).toEqual([200, "needs_action"]);
    const before = await detail(id, "shipper");
    expect(before.body.needs_action).toEqual({
      financial_analysis_type: "full",
      financial_documents: ["year_end_financial", "bank_statement"],
      additional_documents: "Signed balance sheet 2025",
      message: "Please send the audited statements",
      additional_documents_sent: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(before.body.allowed_actions).toEqual(["update_trade_finance", "confirm_documents_sent", "resubmit"]);

    const confirmed = await asShipper<NeedsAction>(
      "POST",
      `/credit-applications/${id}/additional-documents/confirmation`,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ additional_documents_sent: true, financial_analysis_type: "full" });
    const again = await asShipper("POST", `/credit-applications/${id}/additional-documents/confirmation`);
    expect([again.status, codeOf(again)]).toEqual([409, "credit_application_additional_documents_already_sent"]);
    const after = await detail(id, "shipper");
    expect(after.body.allowed_actions).toEqual(["update_trade_finance", "resubmit"]);
    expect(after.body.status).toBe("needs_action");

    // Resubmitted, then asked again: a new record, not yet sent.
    await asShipper("POST", `/credit-applications/${id}/statuses/resubmit`);
    const notNow = await asShipper("POST", `/credit-applications/${id}/additional-documents/confirmation`);
    expect([notNow.status, codeOf(notNow)]).toEqual([
      409,
      "credit_application_confirm_additional_documents_sending_access_denied",
    ]);
    await asForwarder("POST", `/credit-applications/${id}/statuses/request-changes`, {
      financial_analysis_type: "none",
      additional_documents: "Bank letter",
    });
    const second = await detail(id);
    expect(second.body.needs_action).toMatchObject({
      financial_analysis_type: "none",
      financial_documents: [],
      message: null,
      additional_documents_sent: false,
    });
  });

  it("keeps the history of every move: from, to, actor organization, time", async () => {
    const id = await apply(S, F, "factoring");
    for (const [who, segment] of [
      ["f", "internal-review"],
      ["f", "external-review"],
      ["f", "approve"],
      ["s", "finalize"],
    ] as const) {
      const r = await (who === "f" ? asForwarder : asShipper)("POST", `/credit-applications/${id}/statuses/${segment}`);
      expect(r.status).toBe(200);
    }
    const d = await detail(id);
    expect(d.body.status).toBe("finalized");
    expect(d.body.allowed_actions).toEqual([]);
    const fwd = { id: F.org.id, name: "Fjord Forwarding" };
    const shp = { id: S.org.id, name: "Saga Shipping" };
    expect(
      d.body.history.map(({ action, from, to, actor_organization }) => ({ action, from, to, actor_organization })),
    ).toEqual([
      { action: "create", from: null, to: "pending", actor_organization: shp },
      { action: "start_review", from: "pending", to: "internal_review", actor_organization: fwd },
      { action: "external_review", from: "internal_review", to: "external_review", actor_organization: fwd },
      { action: "approve", from: "external_review", to: "approved", actor_organization: fwd },
      { action: "finalize", from: "approved", to: "finalized", actor_organization: shp },
    ]);
    const times = d.body.history.map((h) => Date.parse(h.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});

describe("expiry", () => {
  /** Moves an application's expiry a second into the past (no sweep has run yet). */
  const pastDue = (id: string) =>
    db()
      .updateTable("credit_applications")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", id)
      .execute();

  it("the sweep expires every due application that is not final, once, with a history row", async () => {
    const due = await apply(S, F, "credit-terms");
    const dueApproved = await apply(S, F, "factoring");
    const final = await apply(S, F, "credit-terms");
    const later = await apply(
      S,
      F,
      "credit-terms",
      creditTermsBody({ expires_at: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    await setStatus(dueApproved, "approved");
    await setStatus(final, "declined");
    const past = new Date(Date.now() - 1000);
    await db()
      .updateTable("credit_applications")
      .set({ expires_at: past })
      .where("id", "in", [due, dueApproved, final])
      .execute();

    const expired = await expireDueApplications(db());
    expect(expired).toBeGreaterThanOrEqual(2);
    expect(await expireDueApplications(db())).toBe(0);

    const statuses = await Promise.all([due, dueApproved, final, later].map((id) => detail(id)));
    expect(statuses.map((r) => r.body.status)).toEqual(["expired", "expired", "declined", "pending"]);
    expect(statuses[1]!.body.history.at(-1)).toMatchObject({
      action: "expire",
      from: "approved",
      to: "expired",
      actor_organization: null,
    });
  });

  it("the periodic sweep skips its turns while a hold is in place (a demo load), and catches up after", async () => {
    const id = await apply(S, F, "credit-terms");
    await pastDue(id);
    const during = await withSweepsHeld(db(), "test", async () => {
      expect(await sweepsHeld(db())).toBe(true);
      return applicationExpirySweep(db());
    });
    expect(during).toBe(0);
    expect(await sweepsHeld(db())).toBe(false);
    // A hold whose work failed is released too.
    await expect(withSweepsHeld(db(), "test", () => Promise.reject(new Error("load failed")))).rejects.toThrow(
      "load failed",
    );
    expect(await sweepsHeld(db())).toBe(false);
    // A hold left by a process that died long ago does not stop the sweeps.
    await db()
      .insertInto("service_settings")
      .values({
        key: "sweep_hold:left-behind",
        value: JSON.stringify({ why: "test" }) as never,
        updated_at: new Date(Date.now() - SWEEP_HOLD_MAX_MS - 60_000),
      })
      .execute();
    expect(await sweepsHeld(db())).toBe(false);
    expect(await applicationExpirySweep(db())).toBeGreaterThanOrEqual(1);
    expect((await detail(id)).body.status).toBe("expired");
  });

  it("an action on an application past expires_at finds it expired (before the sweep ran)", async () => {
    const id = await apply(S, F, "trade-finance");
    await pastDue(id);
    const r = await asForwarder("POST", `/credit-applications/${id}/statuses/internal-review`);
    expect([r.status, codeOf(r)]).toEqual([409, "invalid_application_status_transition"]);
    const d = await detail(id);
    expect(d.body.status).toBe("expired");
    expect(d.body.allowed_actions).toEqual([]);
    expect(d.body.history.map((h) => h.action)).toEqual(["create", "expire"]);
  });

  it("reading an application past expires_at shows it expired", async () => {
    const id = await apply(S, F, "credit-terms");
    await pastDue(id);
    const d = await detail(id, "shipper");
    expect(d.body.status).toBe("expired");
  });
});
