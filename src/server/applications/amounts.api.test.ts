import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apply,
  type Caller,
  factoringBody,
  invite,
  newCaller,
  tradeFinanceBody,
} from "../../../test/support/applications";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import type { CreditApplicationDetail, CreditApplicationListItem } from "../../contract/applications";
import type { Partner } from "../../contract/partners";

/**
 * Issue 23: one amount model in every answer (`amounts`: requested, approved, invoices to be
 * factored, each with currency and basis) and the shipper's partners named by the service.
 */

type Detail = CreditApplicationDetail;
type List = { items: CreditApplicationListItem[]; total_items: number };

let server: TestServer;
let F: Caller;
let S: Caller;
let customer: Partner;
let customer2: Partner;
let supplier: Partner;

beforeAll(async () => {
  server = await startTestServer();
  F = await newCaller(server, { name: "Amount Freight" });
  S = await newCaller(server, { name: "Amount Shipper" });
  await invite(F, S);
  const partner = async (company_name: string, partner_type: "customer" | "supplier", email: string) => {
    const r = await S.call<Partner>("POST", "/partners", { body: { company_name, partner_type, email } });
    if (r.status !== 201) throw new Error(`partner ${r.status}`);
    return r.body;
  };
  customer = await partner("Debtor Retail Ltd", "customer", "debtor@amounts.example");
  customer2 = await partner("Second Buyer SA", "customer", "buyer2@amounts.example");
  supplier = await partner("Parts Supplier GmbH", "supplier", "parts@amounts.example");
});
afterAll(async () => server?.close());

const db = () => server.built.services.db;
const detailOf = async (id: string, who: "forwarder" | "shipper" = "forwarder") => {
  const r =
    who === "forwarder"
      ? await F.call<Detail>("GET", `/credit-applications/${id}`)
      : await S.call<Detail>("GET", `/credit-applications/${id}`, { target: F.org });
  expect(r.status).toBe(200);
  return r.body;
};
const review = async (id: string) => {
  const r = await F.call("POST", `/credit-applications/${id}/statuses/internal-review`);
  expect(r.status).toBe(200);
};
const approve = async (id: string, body: Record<string, unknown> = {}) => {
  const r = await F.call("POST", `/credit-applications/${id}/statuses/approve`, { body });
  expect(r.status).toBe(200);
};

describe("amounts: one model for every type", () => {
  it("credit terms: the credit limit requested and approved, both totals", async () => {
    const id = await apply(S, F, "credit-terms");
    const before = await detailOf(id);
    expect(before.amounts).toEqual({
      requested: { amount: 50000, currency: "EUR", basis: "total" },
      approved: null,
      invoices_to_be_factored: null,
    });
    await review(id);
    await approve(id, { approved_amount: 42000 });
    const after = await detailOf(id, "shipper");
    expect(after.amounts.approved).toEqual({ amount: 42000, currency: "EUR", basis: "total" });
    expect(after.history.at(-1)?.detail).toMatchObject({
      requested_amount: 50000,
      approved_amount: 42000,
      basis: "total",
    });
  });

  it("factoring: the facility limit is `amount`; details.requested_amount is the invoices, apart; counterparty by name", async () => {
    const id = await apply(
      S,
      F,
      "factoring",
      factoringBody({
        amount: 1221000,
        currency: "EUR",
        details: { requested_amount: 976800, purpose: "Receivables", counterparty_id: customer.id },
      }),
    );
    const d = await detailOf(id);
    expect(d.amounts).toEqual({
      requested: { amount: 1221000, currency: "EUR", basis: "total" },
      approved: null,
      invoices_to_be_factored: { amount: 976800, currency: "EUR", basis: "total" },
    });
    expect(d.extra_details).toMatchObject({
      requested_amount: 976800,
      counterparty_id: customer.id,
      counterparty: { id: customer.id, name: "Debtor Retail Ltd" },
    });
    // Approved as requested (no amount): the facility requested, on its basis.
    await review(id);
    await approve(id);
    expect((await detailOf(id)).amounts.approved).toEqual({ amount: 1221000, currency: "EUR", basis: "total" });
  });

  it("factoring without a counterparty: counterparty null", async () => {
    const id = await apply(S, F, "factoring");
    const d = await detailOf(id, "shipper");
    expect(d.extra_details).toMatchObject({ counterparty_id: null, counterparty: null });
    expect(d.amounts.invoices_to_be_factored).toEqual({ amount: 60000, currency: "USD", basis: "total" });
  });

  it("trade finance: the monthly facility, unrounded, per month; approvals per month; customers and suppliers by name", async () => {
    const id = await apply(
      S,
      F,
      "trade-finance",
      tradeFinanceBody({ customers: [customer.id, customer2.id], suppliers: [supplier.id] }),
    );
    const d = await detailOf(id);
    expect(d.amount).toBe(125001);
    expect(d.amounts.requested).toEqual({ amount: 125000.6, currency: "USD", basis: "per_month" });
    expect(d.extra_details).toMatchObject({
      customers: [customer.id, customer2.id],
      customer_partners: [
        { id: customer.id, name: "Debtor Retail Ltd" },
        { id: customer2.id, name: "Second Buyer SA" },
      ],
      suppliers: [supplier.id],
      supplier_partners: [{ id: supplier.id, name: "Parts Supplier GmbH" }],
    });
    await review(id);
    await approve(id, { approved_amount: 100000 });
    const after = await detailOf(id, "shipper");
    expect(after.amounts.approved).toEqual({ amount: 100000, currency: "USD", basis: "per_month" });
    expect(after.history.at(-1)?.detail).toMatchObject({ approved_amount: 100000, basis: "per_month" });
  });

  it("a partner that no longer exists keeps its id with a null name", async () => {
    const gone = await S.call<Partner>("POST", "/partners", {
      body: { company_name: "Vanishing Buyer", partner_type: "customer", email: "gone@amounts.example" },
    });
    const id = await apply(S, F, "trade-finance", tradeFinanceBody({ customers: [gone.body.id] }));
    await db().deleteFrom("partners").where("id", "=", gone.body.id).execute();
    const d = await detailOf(id);
    expect(d.extra_details).toMatchObject({ customer_partners: [{ id: gone.body.id, name: null }] });
  });
});

describe("amounts and partner names in the list", () => {
  it("every item of a page carries its amounts and partner names, as the detail does", async () => {
    const r = await F.call<List>("GET", "/credit-applications", {
      query: { limit: 100, offset: 0, order_by: "created_at", order_dir: "asc" },
    });
    expect(r.status).toBe(200);
    expect(r.body.items.length).toBeGreaterThanOrEqual(5);
    for (const item of r.body.items) {
      const d = await detailOf(item.id);
      expect(item.amounts).toEqual(d.amounts);
      expect(item.extra_details).toEqual(d.extra_details);
    }
    const named = r.body.items.filter(
      (i) => "customer_partners" in i.extra_details && i.extra_details.customers.length,
    );
    expect(named.length).toBeGreaterThan(0);
    // The shipper's own list (Guest scenario) names the same partners.
    const mine = await S.call<List>("GET", "/credit-applications", {
      target: F.org,
      query: { limit: 100, offset: 0, credit_application_types: ["factoring"] },
    });
    const withDebtor = mine.body.items.find(
      (i) => "counterparty" in i.extra_details && i.extra_details.counterparty?.id === customer.id,
    );
    expect(withDebtor?.extra_details).toMatchObject({ counterparty: { name: "Debtor Retail Ltd" } });
    expect(withDebtor?.amounts.approved?.basis).toBe("total");
  });
});
