import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apply,
  type Caller,
  codeOf,
  creditTermsBody,
  factoringBody,
  invite,
  newCaller,
  tradeFinanceBody,
} from "../../../test/support/applications";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import type { CreditApplicationListItem } from "../../contract/applications";

type Item = CreditApplicationListItem;
type List = { items: Item[]; total_items: number };
type Query = Record<string, string | number | Array<string | number>>;

let server: TestServer;
let fjord: Caller;
let polar: Caller;
let aurora: Caller;
let borealis: Caller;
let cobalt: Caller;
let delta: Caller;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const unique = Date.now().toString(36);
  fjord = await newCaller(server, { name: "Fjord Forwarding", email: `ops@fjord-${unique}.example` });
  polar = await newCaller(server, { name: "Polar Logistics", email: `ops@polar-${unique}.example` });
  aurora = await newCaller(server, { name: "Aurora Trading", email: `credit@aurora-${unique}.example` });
  borealis = await newCaller(server, { name: "Borealis Goods", email: `ap@borealis-${unique}.example` });
  cobalt = await newCaller(server, { name: "Cobalt_Co 100%", email: `fin@cobalt-${unique}.example` });
  delta = await newCaller(server, { name: "Delta Imports", email: `x@delta-${unique}.example` });
  for (const s of [aurora, borealis, cobalt]) await invite(fjord, s);
  await invite(polar, aurora);
  await invite(aurora, delta);

  // Two of fjord's applications expire (a year and two years from now), two never do: the Expires sort.
  const inYears = (n: number) => new Date(Date.now() + n * 365 * 86_400_000).toISOString();
  ids.auroraTerms = await apply(
    aurora,
    fjord,
    "credit-terms",
    creditTermsBody({ amount: 300, payment_terms: "NET 30", expires_at: inYears(2) }),
  );
  ids.auroraTrade = await apply(aurora, fjord, "trade-finance", tradeFinanceBody());
  ids.borealisFactoring = await apply(
    borealis,
    fjord,
    "factoring",
    factoringBody({ amount: 100, payment_terms: "NET 10", expires_at: inYears(1) }),
  );
  ids.cobaltTerms = await apply(cobalt, fjord, "credit-terms", creditTermsBody({ amount: 200, payment_terms: "CIA" }));
  ids.auroraPolar = await apply(aurora, polar, "factoring");
  ids.deltaAurora = await apply(delta, aurora, "credit-terms", creditTermsBody({ amount: 5 }));

  // Some statuses: borealis' application under review, cobalt's declined.
  await fjord.call("POST", `/credit-applications/${ids.borealisFactoring}/statuses/internal-review`);
  await fjord.call("POST", `/credit-applications/${ids.cobaltTerms}/statuses/decline`);
  // A later update so updated_at/extra_details_updated_at differ from creation order.
  await aurora.call("PUT", `/credit-applications/trade-finance/${ids.auroraTrade}`, {
    target: fjord.org,
    body: tradeFinanceBody({ details: { ...tradeFinanceBody().details, payment_terms: "NET 45" } }),
  });
});
afterAll(async () => server?.close());

const list = (who: Caller, query: Query, target?: Caller) =>
  who.call<List>("GET", "/credit-applications", {
    target: target?.org,
    query: { limit: 100, offset: 0, ...query },
  });
const names = (r: { body: List }) => r.body.items.map((i) => i.organization.name);
const idsOf = (r: { body: List }) => r.body.items.map((i) => i.id);

describe("GET /credit-applications: content and default order", () => {
  it("lists the forwarder's applications by counterparty name (default) with the exact total", async () => {
    const r = await list(fjord, {});
    expect(r.status).toBe(200);
    expect(r.body.total_items).toBe(4);
    expect(names(r)).toEqual(["Aurora Trading", "Aurora Trading", "Borealis Goods", "Cobalt_Co 100%"]);
  });

  it("shapes each item as the spec's list item with the counterparty as organization", async () => {
    const r = await list(fjord, { search_text: "cobalt" });
    expect(r.body.items).toEqual([
      {
        id: ids.cobaltTerms,
        reference: expect.stringMatching(/^CA-\d{4}-\d{6,}$/),
        organization: { id: cobalt.org.id, name: "Cobalt_Co 100%", email: cobalt.org.email },
        credit_application_type: "credit_terms",
        status: "declined",
        created_at: expect.any(String),
        updated_at: expect.any(String),
        expires_at: null,
        amount: 200,
        currency: "EUR",
        payment_terms: "CIA",
        security_compliance: "",
        extra_details: {
          created_at: expect.any(String),
          updated_at: expect.any(String),
          annual_revenue: null,
          freight_spend: null,
          purpose: null,
        },
        forwarder_id: fjord.org.id,
        shipper_id: cobalt.org.id,
        amounts: {
          requested: { amount: 200, currency: "EUR", basis: "total" },
          approved: null,
          invoices_to_be_factored: null,
        },
      },
    ]);
  });

  it("Self sees both roles: applications as shipper and as forwarder, each with its counterparty", async () => {
    const r = await list(aurora, {});
    expect(r.body.total_items).toBe(4);
    expect(names(r)).toEqual(["Delta Imports", "Fjord Forwarding", "Fjord Forwarding", "Polar Logistics"]);
    const desc = await list(aurora, { order_dir: "desc", limit: 2, offset: 1 });
    expect(names(desc)).toEqual(["Fjord Forwarding", "Fjord Forwarding"]);
    expect(desc.body.total_items).toBe(4);
    const asForwarder = await list(aurora, { forwarder_id: aurora.org.id });
    expect(idsOf(asForwarder)).toEqual([ids.deltaAurora]);
    const asShipper = await list(aurora, { shipper_id: aurora.org.id, order_by: "amount" });
    expect(asShipper.body.total_items).toBe(3);
    expect(asShipper.body.items.every((i) => i.shipper_id === aurora.org.id)).toBe(true);
  });

  it("Guest sees only the applications between itself as shipper and the Target as forwarder", async () => {
    const r = await list(aurora, {}, fjord);
    expect(r.status).toBe(200);
    expect(r.body.total_items).toBe(2);
    expect(new Set(idsOf(r))).toEqual(new Set([ids.auroraTerms, ids.auroraTrade]));
    expect(r.body.items.every((i) => i.organization.id === fjord.org.id)).toBe(true);
    const otherForwarder = await list(aurora, { forwarder_id: polar.org.id }, fjord);
    expect(otherForwarder.body).toEqual({ items: [], total_items: 0 });
    const otherShipper = await list(aurora, { shipper_id: borealis.org.id }, fjord);
    expect(otherShipper.body).toEqual({ items: [], total_items: 0 });
  });

  it("the Host scenario is not allowed (403 access_denied), nor is an unconnected Target", async () => {
    const host = await list(fjord, {}, aurora);
    expect([host.status, codeOf(host)]).toEqual([403, "access_denied"]);
    const unconnected = await list(borealis, {}, polar);
    expect([unconnected.status, codeOf(unconnected)]).toEqual([403, "access_denied"]);
  });
});

describe("filters and search", () => {
  it("filters by type and status (one or several), with exact totals", async () => {
    const terms = await list(fjord, { credit_application_types: "credit_terms" });
    expect(new Set(idsOf(terms))).toEqual(new Set([ids.auroraTerms, ids.cobaltTerms]));
    expect(terms.body.total_items).toBe(2);
    const two = await list(fjord, { credit_application_types: ["factoring", "trade_finance"] });
    expect(two.body.total_items).toBe(2);
    const pending = await list(fjord, { credit_application_statuses: "pending" });
    expect(new Set(idsOf(pending))).toEqual(new Set([ids.auroraTerms, ids.auroraTrade]));
    expect(pending.body.total_items).toBe(2);
    const several = await list(fjord, { credit_application_statuses: ["internal_review", "declined"] });
    expect(new Set(idsOf(several))).toEqual(new Set([ids.borealisFactoring, ids.cobaltTerms]));
    const both = await list(fjord, {
      credit_application_statuses: "pending",
      credit_application_types: "credit_terms",
    });
    expect(idsOf(both)).toEqual([ids.auroraTerms]);
    expect(both.body.total_items).toBe(1);
    const none = await list(fjord, { credit_application_statuses: "approved" });
    expect(none.body).toEqual({ items: [], total_items: 0 });
  });

  it("filters by shipper_id and forwarder_id", async () => {
    const r = await list(fjord, { shipper_id: aurora.org.id });
    expect(r.body.total_items).toBe(2);
    const mine = await list(fjord, { forwarder_id: fjord.org.id, shipper_id: borealis.org.id });
    expect(idsOf(mine)).toEqual([ids.borealisFactoring]);
    const foreign = await list(fjord, { forwarder_id: polar.org.id });
    expect(foreign.body).toEqual({ items: [], total_items: 0 });
    const filteredByStatus = await list(fjord, { shipper_id: aurora.org.id, credit_application_statuses: "pending" });
    expect(filteredByStatus.body.total_items).toBe(2);
  });

  it("searches the counterparty name as a case-insensitive substring, LIKE characters literal", async () => {
    const r = await list(fjord, { search_text: "ROR" });
    expect(names(r)).toEqual(["Aurora Trading", "Aurora Trading"]);
    expect(r.body.total_items).toBe(2);
    const literal = await list(fjord, { search_field: "organization_name", search_text: "_co 100%" });
    expect(idsOf(literal)).toEqual([ids.cobaltTerms]);
    const percent = await list(fjord, { search_text: "%" });
    expect(percent.body.total_items).toBe(1);
    const own = await list(fjord, { search_text: "Fjord" });
    expect(own.body.total_items).toBe(0);
    const bothSides = await list(aurora, { search_text: "L" });
    expect(names(bothSides)).toEqual(["Delta Imports", "Polar Logistics"]);
    expect(bothSides.body.total_items).toBe(2);
    // Search and status together: Borealis (internal_review) matches the name but not the status.
    const combined = await list(fjord, { search_text: "O", credit_application_statuses: ["pending", "declined"] });
    expect(combined.body.total_items).toBe(3);
    expect(new Set(idsOf(combined))).toEqual(new Set([ids.auroraTerms, ids.auroraTrade, ids.cobaltTerms]));
  });
});

describe("a rare name (under 5% of the list) is searched through the exact names of the matches", () => {
  it("finds it with the exact total, alone and with a status filter, in every order", async () => {
    const hub = await newCaller(server, { name: "Hub Forwarding" });
    const bulk = await newCaller(server, { name: "Bulk Traders" });
    const needle = await newCaller(server, { name: "Needle Works" });
    const twin = await newCaller(server, { name: "Needle Works" });
    await invite(hub, bulk);
    await invite(hub, needle);
    await invite(hub, twin);
    for (let i = 0; i < 40; i++) await apply(bulk, hub, "credit-terms");
    const a = await apply(needle, hub, "credit-terms");
    const b = await apply(twin, hub, "factoring");
    await hub.call("POST", `/credit-applications/${b}/statuses/decline`);
    const r = await list(hub, { search_text: "eedle" });
    expect(r.body.total_items).toBe(2);
    expect(new Set(idsOf(r))).toEqual(new Set([a, b]));
    const declined = await list(hub, { search_text: "EEDLE", credit_application_statuses: "declined" });
    expect([declined.body.total_items, idsOf(declined)]).toEqual([1, [b]]);
    for (const order_by of ["created_at", "amount", "status"]) {
      const ordered = await list(hub, { search_text: "needle", order_by, order_dir: "desc" });
      expect(ordered.body.total_items).toBe(2);
      expect(ordered.body.items).toHaveLength(2);
    }
    const second = await list(hub, { search_text: "needle", limit: 1, offset: 1, order_by: "created_at" });
    expect([second.body.total_items, idsOf(second)]).toEqual([2, [b]]);
  });
});

describe("ordering and pagination", () => {
  const key: Record<string, (i: Item) => string | number> = {
    organization_id: (i) => i.organization.id,
    organization_name: (i) => i.organization.name,
    organization_email: (i) => i.organization.email,
    credit_application_type: (i) => i.credit_application_type,
    created_at: (i) => Date.parse(i.created_at),
    updated_at: (i) => Date.parse(i.updated_at),
    amount: (i) => i.amount,
    payment_terms: (i) => i.payment_terms,
    status: (i) => i.status,
    extra_details_updated_at: (i) => Date.parse(i.extra_details.updated_at),
    extra_details_created_at: (i) => Date.parse(i.extra_details.created_at),
    // No expiry date sorts after every date (PostgreSQL's order of nulls).
    expires_at: (i) => (i.expires_at === null ? Number.POSITIVE_INFINITY : Date.parse(i.expires_at)),
  };

  for (const orderBy of Object.keys(key)) {
    it(`orders by ${orderBy} in both directions (ties by id)`, async () => {
      for (const dir of ["asc", "desc"] as const) {
        for (const who of [fjord, aurora]) {
          const r = await list(who, { order_by: orderBy, order_dir: dir });
          expect(r.status).toBe(200);
          const k = key[orderBy]!;
          const expected = [...r.body.items].sort((a, b) => {
            const [x, y] = [k(a), k(b)];
            const c = x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
            return dir === "asc" ? c : -c;
          });
          expect(idsOf(r)).toEqual(expected.map((i) => i.id));
          expect(r.body.total_items).toBe(4);
        }
      }
    });
  }

  it("orders by amount and updated_at as the data says", async () => {
    const byAmount = await list(fjord, { order_by: "amount" });
    expect(byAmount.body.items.map((i) => i.amount)).toEqual([100, 200, 300, 125001]);
    const byUpdate = await list(fjord, { order_by: "extra_details_updated_at", order_dir: "desc" });
    expect(idsOf(byUpdate)[0]).toBe(ids.auroraTrade);
  });

  it("orders by expires_at: soonest first, applications that never expire last (first descending)", async () => {
    const soonest = await list(fjord, { order_by: "expires_at" });
    expect(idsOf(soonest).slice(0, 2)).toEqual([ids.borealisFactoring, ids.auroraTerms]);
    expect(soonest.body.items.slice(2).map((i) => i.expires_at)).toEqual([null, null]);
    const latest = await list(fjord, { order_by: "expires_at", order_dir: "desc" });
    expect(idsOf(latest).slice(2)).toEqual([ids.auroraTerms, ids.borealisFactoring]);
    const secondPage = await list(fjord, { order_by: "expires_at", limit: 1, offset: 1 });
    expect(idsOf(secondPage)).toEqual([ids.auroraTerms]);
  });

  it("pages with limit/offset; the total stays exact; past the end is empty", async () => {
    const all = await list(fjord, { order_by: "created_at" });
    const pages: string[] = [];
    for (let offset = 0; offset < 4; offset += 3) {
      const r = await list(fjord, { order_by: "created_at", limit: 3, offset });
      expect(r.body.total_items).toBe(4);
      pages.push(...idsOf(r));
    }
    expect(pages).toEqual(idsOf(all));
    const past = await list(fjord, { offset: 10 });
    expect(past.body).toEqual({ items: [], total_items: 4 });
  });
});

describe("query validation", () => {
  it("requires limit and offset", async () => {
    const r = await fjord.call<{ detail: Array<{ loc: unknown[] }> }>("GET", "/credit-applications");
    expect(r.status).toBe(422);
    expect(r.body.detail.map((d) => d.loc)).toEqual(
      expect.arrayContaining([
        ["query", "limit"],
        ["query", "offset"],
      ]),
    );
  });

  it("refuses bad values and unknown parameters with 422", async () => {
    const bad: Query[] = [
      { limit: 0 },
      { limit: 101 },
      { limit: "ten" },
      { offset: -1 },
      { order_by: "name" },
      { order_dir: "up" },
      { search_field: "organization_email" },
      { search_text: "" },
      { search_text: "x".repeat(256) },
      { credit_application_types: "loan" },
      { credit_application_statuses: ["pending", "pending"] },
      { credit_application_statuses: "open" },
      { shipper_id: "not-a-uuid" },
      { forwarder_id: "123" },
      { page: 2 },
    ];
    for (const query of bad) {
      const r = await list(fjord, query);
      expect([JSON.stringify(query), r.status, codeOf(r)]).toEqual([JSON.stringify(query), 422, "validation_error"]);
    }
  });
});

describe("totals stay exact as applications move", () => {
  it("status totals follow transitions and new applications", async () => {
    const before = await list(fjord, { credit_application_statuses: "internal_review" });
    await fjord.call("POST", `/credit-applications/${ids.auroraTerms}/statuses/internal-review`);
    const after = await list(fjord, { credit_application_statuses: "internal_review" });
    expect(after.body.total_items).toBe(before.body.total_items + 1);
    const pending = await list(fjord, { credit_application_statuses: "pending" });
    expect(pending.body.total_items).toBe(1);
    await apply(borealis, fjord, "credit-terms");
    const all = await list(fjord, {});
    expect(all.body.total_items).toBe(5);
    const bySearch = await list(fjord, { search_text: "borealis" });
    expect(bySearch.body.total_items).toBe(2);
    const byShipperType = await list(fjord, { shipper_id: borealis.org.id, credit_application_types: "credit_terms" });
    expect(byShipperType.body.total_items).toBe(1);
  });

  it("an organization that starts applying as a shipper sees those applications at once beside its own", async () => {
    const before = await list(polar, {});
    expect(idsOf(before)).toEqual([ids.auroraPolar]);
    await invite(fjord, polar);
    const asShipper = await apply(polar, fjord, "credit-terms");
    const after = await list(polar, { order_by: "created_at" });
    expect(after.body.total_items).toBe(2);
    expect(idsOf(after)).toEqual([ids.auroraPolar, asShipper]);
    const again = await list(polar, { order_by: "created_at", order_dir: "desc", limit: 1 });
    expect([again.body.total_items, idsOf(again)]).toEqual([2, [asShipper]]);
  });

  it("a renamed organization is found and ordered by its new name", async () => {
    await server.built.services.db
      .updateTable("organizations")
      .set({ name: "Zenith Goods" })
      .where("id", "=", borealis.org.id)
      .execute();
    const r = await list(fjord, { search_text: "zenith" });
    expect(r.body.total_items).toBe(2);
    expect(names(r)).toEqual(["Zenith Goods", "Zenith Goods"]);
    const old = await list(fjord, { search_text: "borealis" });
    expect(old.body.total_items).toBe(0);
    const ordered = await list(fjord, { order_dir: "desc", limit: 1 });
    expect(names(ordered)).toEqual(["Zenith Goods"]);
  });
});
