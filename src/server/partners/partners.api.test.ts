import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, codeOf, invite, newCaller } from "../../../test/support/applications";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import type { Invitation } from "../../contract/invitations";
import type { Partner } from "../../contract/partners";

type List<T> = { items: T[]; total_items: number };

let server: TestServer;
let host: Caller;
let guest: Caller;
let stranger: Caller;
/** Partners of `host`, created in this order. */
const partners: Partner[] = [];

const seed = [
  {
    company_name: "Delta Metals",
    partner_type: "supplier",
    email: "ap@delta.example",
    sales_amount: 300,
    city: "Oslo",
    postal_code: 150,
  },
  {
    company_name: "alpha Foods",
    partner_type: "customer",
    email: "buyer@alpha.example",
    sales_amount: 100,
    city: "Bergen",
    postal_code: 5003,
    frequency: "monthly",
  },
  {
    company_name: "Gamma_Trade 100%",
    partner_type: "customer",
    email: "GAMMA@trade.example",
    sales_amount: 200,
    postal_code: 7,
    country_code: "NO",
  },
  { company_name: "Beta Logistics", partner_type: "supplier", email: "ops@beta.example" },
] as const;

beforeAll(async () => {
  server = await startTestServer();
  host = await newCaller(server, { name: "Host Freight" });
  guest = await newCaller(server, { name: "Guest Shipper", email: `Guest.${Date.now()}@Shipper.example` });
  stranger = await newCaller(server);
  for (const p of seed) {
    const r = await host.call<Partner>("POST", "/partners", { body: p });
    expect(r.status).toBe(201);
    partners.push(r.body);
  }
});
afterAll(async () => server?.close());

const names = (r: { body: List<Partner> }) => r.body.items.map((p) => p.company_name);

describe("POST /partners", () => {
  it("creates an invited partner with every field echoed and nulls for the rest", async () => {
    const [delta] = partners;
    expect(delta).toMatchObject({
      company_name: "Delta Metals",
      partner_type: "supplier",
      email: "ap@delta.example",
      sales_amount: 300,
      city: "Oslo",
      postal_code: 150,
      frequency: null,
      country_code: null,
      invitation_status: "invited",
      guest_organization_id: null,
    });
  });

  it("validates the body: required fields, formats and unknown fields, all at once", async () => {
    const r = await host.call<{ detail: Array<{ loc: unknown[]; code: string }> }>("POST", "/partners", {
      body: { partner_type: "vendor", email: "not-an-email", postal_code: "0150", invitation_status: "accepted" },
    });
    expect(r.status).toBe(422);
    expect(r.body.detail.map((d) => d.loc)).toEqual(
      expect.arrayContaining([
        ["body", "company_name"],
        ["body", "partner_type"],
        ["body", "email"],
        ["body", "postal_code"],
        ["body", "invitation_status"],
      ]),
    );
  });

  it("refuses an unknown country code with 422", async () => {
    const r = await host.call("POST", "/partners", {
      body: { company_name: "X", partner_type: "customer", email: "x@x.example", country_code: "QQ" },
    });
    expect(r.status).toBe(422);
  });

  it("is Self only: Host and Guest scenarios get 403 access_denied", async () => {
    const h = await newCaller(server);
    const g = await newCaller(server);
    await invite(h, g);
    const body = { company_name: "X", partner_type: "customer", email: "x@x.example" };
    const asHost = await h.call("POST", "/partners", { target: g.org, body });
    const asGuest = await g.call("POST", "/partners", { target: h.org, body });
    expect([asHost.status, codeOf(asHost)]).toEqual([403, "access_denied"]);
    expect([asGuest.status, codeOf(asGuest)]).toEqual([403, "access_denied"]);
  });
});

describe("GET /partners", () => {
  it("lists the caller's partners newest first by default with the exact total", async () => {
    const r = await host.call<List<Partner>>("GET", "/partners");
    expect(r.status).toBe(200);
    expect(r.body.total_items).toBe(4);
    expect(names(r)).toEqual(["Beta Logistics", "Gamma_Trade 100%", "alpha Foods", "Delta Metals"]);
  });

  it("filters by partner type, ids and invitation status", async () => {
    const customers = await host.call<List<Partner>>("GET", "/partners", { query: { partner_types: "customer" } });
    expect(customers.body.total_items).toBe(2);
    expect(customers.body.items.every((p) => p.partner_type === "customer")).toBe(true);
    const both = await host.call<List<Partner>>("GET", "/partners", {
      query: { partner_types: ["customer", "supplier"] },
    });
    expect(both.body.total_items).toBe(4);
    const byIds = await host.call<List<Partner>>("GET", "/partners", {
      query: { partner_ids: [partners[0]!.id, partners[2]!.id], order_by: "company_name" },
    });
    expect(names(byIds)).toEqual(["Delta Metals", "Gamma_Trade 100%"]);
    const accepted = await host.call<List<Partner>>("GET", "/partners", { query: { invitation_statuses: "accepted" } });
    expect(accepted.body).toEqual({ items: [], total_items: 0 });
    const invited = await host.call<List<Partner>>("GET", "/partners", { query: { invitation_statuses: "invited" } });
    expect(invited.body.total_items).toBe(4);
  });

  it("answers 404 organization_partner_not_found for an id that is not one of the Target's partners", async () => {
    const other = await stranger.call<Partner>("POST", "/partners", {
      body: { company_name: "Foreign", partner_type: "customer", email: "f@f.example" },
    });
    const r = await host.call("GET", "/partners", { query: { partner_ids: [partners[0]!.id, other.body.id] } });
    expect([r.status, codeOf(r)]).toEqual([404, "organization_partner_not_found"]);
  });

  it("searches company_name (default) or email case-insensitively, with LIKE characters taken literally", async () => {
    const byName = await host.call<List<Partner>>("GET", "/partners", { query: { search_text: "ALPHA" } });
    expect(names(byName)).toEqual(["alpha Foods"]);
    const literal = await host.call<List<Partner>>("GET", "/partners", { query: { search_text: "_trade 100%" } });
    expect(names(literal)).toEqual(["Gamma_Trade 100%"]);
    const wildcard = await host.call<List<Partner>>("GET", "/partners", { query: { search_text: "%" } });
    expect(names(wildcard)).toEqual(["Gamma_Trade 100%"]);
    const byEmail = await host.call<List<Partner>>("GET", "/partners", {
      query: { search_field: "email", search_text: "gamma@TRADE" },
    });
    expect(names(byEmail)).toEqual(["Gamma_Trade 100%"]);
    const nameNotEmail = await host.call<List<Partner>>("GET", "/partners", { query: { search_text: "@" } });
    expect(nameNotEmail.body.total_items).toBe(0);
  });

  it("orders by every spec field in both directions, nulls last", async () => {
    const byName = await host.call<List<Partner>>("GET", "/partners", { query: { order_by: "company_name" } });
    expect(names(byName)).toEqual(["Beta Logistics", "Delta Metals", "Gamma_Trade 100%", "alpha Foods"]);
    const bySales = await host.call<List<Partner>>("GET", "/partners", {
      query: { order_by: "sales_amount", order_dir: "desc" },
    });
    expect(bySales.body.items.map((p) => p.sales_amount)).toEqual([300, 200, 100, null]);
    const byPostal = await host.call<List<Partner>>("GET", "/partners", { query: { order_by: "postal_code" } });
    expect(byPostal.body.items.map((p) => p.postal_code)).toEqual([7, 150, 5003, null]);
    for (const order_by of [
      "partner_type",
      "email",
      "frequency",
      "payment_terms",
      "address",
      "city",
      "state",
      "country_code",
      "company_registration_number",
    ]) {
      for (const order_dir of ["asc", "desc"]) {
        const r = await host.call<List<Partner>>("GET", "/partners", { query: { order_by, order_dir } });
        expect(r.status).toBe(200);
        expect(r.body.total_items).toBe(4);
      }
    }
    const byCity = await host.call<List<Partner>>("GET", "/partners", {
      query: { order_by: "city", order_dir: "desc" },
    });
    expect(byCity.body.items.map((p) => p.city)).toEqual(["Oslo", "Bergen", null, null]);
  });

  it("paginates with optional limit/offset and keeps the total", async () => {
    const r = await host.call<List<Partner>>("GET", "/partners", {
      query: { order_by: "company_name", limit: 2, offset: 1 },
    });
    expect(names(r)).toEqual(["Delta Metals", "Gamma_Trade 100%"]);
    expect(r.body.total_items).toBe(4);
  });

  it("validates the query (unknown parameters, bounds, enums) with 422", async () => {
    const queries: Array<Record<string, string | number | string[]>> = [
      { limit: 101 },
      { limit: 0 },
      { offset: -1 },
      { order_by: "created_at" },
      { search_field: "city" },
      { search_text: "" },
      { partner_types: ["customer", "customer"] },
      { partner_ids: "nope" },
      { invitation_statuses: "pending" },
      { unknown: "1" },
    ];
    for (const query of queries) {
      const r = await host.call("GET", "/partners", { query });
      expect([JSON.stringify(query), r.status]).toEqual([JSON.stringify(query), 422]);
    }
  });
});

describe("GET /partners/{partner_id}", () => {
  it("reads one of the caller's partners", async () => {
    const r = await host.call<Partner>("GET", `/partners/${partners[1]!.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(partners[1]);
  });

  it("answers 404 organization_partner_not_found for an unknown or foreign partner", async () => {
    const unknown = await host.call("GET", "/partners/00000000-0000-4000-8000-000000000000");
    expect([unknown.status, codeOf(unknown)]).toEqual([404, "organization_partner_not_found"]);
    const foreign = await stranger.call("GET", `/partners/${partners[1]!.id}`);
    expect([foreign.status, codeOf(foreign)]).toEqual([404, "organization_partner_not_found"]);
  });
});

describe("invitations and connections", () => {
  let invitationId: string;

  it("a partner with the guest's e-mail (any case) appears in the guest's invitations, not in others'", async () => {
    const created = await host.call<Partner>("POST", "/partners", {
      body: { company_name: "Guest Shipper", partner_type: "customer", email: guest.org.email.toLowerCase() },
    });
    invitationId = created.body.id;
    const r = await guest.call<List<Invitation>>("GET", "/invitations");
    expect(r.status).toBe(200);
    expect(r.body.total_items).toBe(1);
    expect(r.body.items[0]).toMatchObject({
      id: invitationId,
      host_organization_id: host.org.id,
      host_organization_name: "Host Freight",
      partner_type: "customer",
      invitation_status: "invited",
      accepted_at: null,
    });
    const none = await stranger.call<List<Invitation>>("GET", "/invitations");
    expect(none.body.total_items).toBe(0);
    const own = await host.call<List<Invitation>>("GET", "/invitations");
    expect(own.body.total_items).toBe(0);
  });

  it("before acceptance there is no connection: the guest cannot address the host", async () => {
    const r = await guest.call("GET", `/organizations/${host.org.id}`, { target: host.org });
    expect([r.status, codeOf(r)]).toEqual([403, "access_denied"]);
  });

  it("only the invited organization may accept: others get 404 invitation_not_found", async () => {
    const r = await stranger.call("POST", `/invitations/${invitationId}/acceptance`);
    expect([r.status, codeOf(r)]).toEqual([404, "invitation_not_found"]);
    const own = await host.call("POST", `/invitations/${invitationId}/acceptance`);
    expect([own.status, codeOf(own)]).toEqual([404, "invitation_not_found"]);
    const unknown = await guest.call("POST", "/invitations/00000000-0000-4000-8000-000000000000/acceptance");
    expect([unknown.status, codeOf(unknown)]).toEqual([404, "invitation_not_found"]);
  });

  it("accepting marks the partner accepted and connects Host→Guest; accepting twice is 409", async () => {
    const r = await guest.call<Invitation>("POST", `/invitations/${invitationId}/acceptance`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: invitationId, invitation_status: "accepted", accepted_at: expect.any(String) });

    const partner = await host.call<Partner>("GET", `/partners/${invitationId}`);
    expect(partner.body).toMatchObject({ invitation_status: "accepted", guest_organization_id: guest.org.id });

    const hostConnections = await host.call<List<{ organization_id: string; relation: string }>>("GET", "/connections");
    expect(hostConnections.body.items).toEqual([
      expect.objectContaining({ organization_id: guest.org.id, relation: "guest" }),
    ]);
    const guestConnections = await guest.call<List<{ organization_id: string; relation: string }>>(
      "GET",
      "/connections",
    );
    expect(guestConnections.body.items).toEqual([
      expect.objectContaining({ organization_id: host.org.id, relation: "host" }),
    ]);
    const read = await guest.call("GET", `/organizations/${host.org.id}`, { target: host.org });
    expect(read.status).toBe(200);

    const again = await guest.call("POST", `/invitations/${invitationId}/acceptance`);
    expect([again.status, codeOf(again)]).toEqual([409, "invitation_already_accepted"]);

    const accepted = await guest.call<List<Invitation>>("GET", "/invitations", {
      query: { invitation_statuses: "accepted" },
    });
    expect(accepted.body.items.map((i) => i.id)).toEqual([invitationId]);
    const pending = await guest.call<List<Invitation>>("GET", "/invitations", {
      query: { invitation_statuses: "invited" },
    });
    expect(pending.body.total_items).toBe(0);
  });

  it("the Host reads its Guest's partners; the Guest may not read its Host's (403)", async () => {
    const guestPartner = await guest.call<Partner>("POST", "/partners", {
      body: { company_name: "Guest's Customer", partner_type: "customer", email: "c@guest-customer.example" },
    });
    const list = await host.call<List<Partner>>("GET", "/partners", { target: guest.org });
    expect(list.status).toBe(200);
    expect(names(list)).toEqual(["Guest's Customer"]);
    const one = await host.call<Partner>("GET", `/partners/${guestPartner.body.id}`, { target: guest.org });
    expect(one.status).toBe(200);
    const hostsOwnViaGuest = await host.call("GET", `/partners/${partners[0]!.id}`, { target: guest.org });
    expect([hostsOwnViaGuest.status, codeOf(hostsOwnViaGuest)]).toEqual([404, "organization_partner_not_found"]);
    const denied = await guest.call("GET", "/partners", { target: host.org });
    expect([denied.status, codeOf(denied)]).toEqual([403, "access_denied"]);
    const deniedOne = await guest.call("GET", `/partners/${partners[0]!.id}`, { target: host.org });
    expect([deniedOne.status, codeOf(deniedOne)]).toEqual([403, "access_denied"]);
    const unconnected = await stranger.call("GET", "/partners", { target: host.org });
    expect([unconnected.status, codeOf(unconnected)]).toEqual([403, "access_denied"]);
  });

  it("the invitation endpoints are Self only", async () => {
    const list = await guest.call("GET", "/invitations", { target: host.org });
    expect([list.status, codeOf(list)]).toEqual([403, "access_denied"]);
    const accept = await guest.call("POST", `/invitations/${invitationId}/acceptance`, { target: host.org });
    expect([accept.status, codeOf(accept)]).toEqual([403, "access_denied"]);
  });

  it("of concurrent acceptances exactly one succeeds, the others get 409", async () => {
    const h = await newCaller(server);
    const g = await newCaller(server);
    const created = await h.call<Partner>("POST", "/partners", {
      body: { company_name: "G", partner_type: "supplier", email: g.org.email },
    });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => g.call("POST", `/invitations/${created.body.id}/acceptance`)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => codeOf(r) === "invitation_already_accepted")).toBe(
      true,
    );
  });

  it("pages the invitations and validates the query", async () => {
    const r = await guest.call<List<Invitation>>("GET", "/invitations", { query: { limit: 1, offset: 1 } });
    expect(r.body).toEqual({ items: [], total_items: 1 });
    const bad = await guest.call("GET", "/invitations", { query: { status: "invited" } });
    expect(bad.status).toBe(422);
  });
});

describe("scenario matrix of the partner and invitation endpoints", () => {
  it("answers each endpoint × Self / Host / Guest / unconnected as the permission table says", async () => {
    const h = await newCaller(server);
    const g = await newCaller(server);
    const x = await newCaller(server);
    const invitation = await h.call<Partner>("POST", "/partners", {
      body: { company_name: "G", partner_type: "customer", email: g.org.email },
    });
    await g.call("POST", `/invitations/${invitation.body.id}/acceptance`);
    const gPartner = await g.call<Partner>("POST", "/partners", {
      body: { company_name: "GP", partner_type: "supplier", email: "gp@x.example" },
    });
    const body = { company_name: "N", partner_type: "customer", email: "n@x.example" };
    const endpoints: Array<[string, string, string, unknown?]> = [
      ["create", "POST", "/partners", body],
      ["list", "GET", "/partners"],
      ["read", "GET", `/partners/${gPartner.body.id}`],
      ["invitations", "GET", "/invitations"],
      ["accept", "POST", `/invitations/${invitation.body.id}/acceptance`],
    ];
    const outcome = async (who: Caller, target: Caller, method: string, path: string, b?: unknown) => {
      const r = await who.call(method, path, { target: target.org, body: b });
      return r.status === 200 || r.status === 201 ? "ok" : `${r.status} ${codeOf(r)}`;
    };
    const seen: Record<string, string[]> = {};
    for (const [name, method, path, b] of endpoints) {
      seen[name] = [
        await outcome(h, h, method, path, b), // Self (h)
        await outcome(h, g, method, path, b), // Host → Guest
        await outcome(g, h, method, path, b), // Guest → Host
        await outcome(x, h, method, path, b), // unconnected
      ];
    }
    expect(seen).toEqual({
      create: ["ok", "403 access_denied", "403 access_denied", "403 access_denied"],
      // Self lists its own partners; the Host lists its Guest's.
      list: ["ok", "ok", "403 access_denied", "403 access_denied"],
      // g's partner: not one of h's own (404), readable by h as g's Host.
      read: ["404 organization_partner_not_found", "ok", "403 access_denied", "403 access_denied"],
      invitations: ["ok", "403 access_denied", "403 access_denied", "403 access_denied"],
      // In Self, h is the inviter (not its invitation): 404.
      accept: ["404 invitation_not_found", "403 access_denied", "403 access_denied", "403 access_denied"],
    });
  });
});
