import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, codeOf, invite, newCaller } from "../../../test/support/applications";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import type { Invitation } from "../../contract/invitations";
import type { Partner } from "../../contract/partners";

/**
 * Managing partners (issue 16): PATCH /partners/{id}, POST …/invitation/resend and
 * …/invitation/revocation, and what the invitee sees. The 24 h rule is tested by moving
 * `invitation_sent_at` back in the database, never by waiting.
 */

type List<T> = { items: T[]; total_items: number };
const DAY_MS = 24 * 3600_000;

let server: TestServer;
let host: Caller;
let invitee: Caller;
let other: Caller;

beforeAll(async () => {
  server = await startTestServer();
  host = await newCaller(server, { name: "Managing Host" });
  invitee = await newCaller(server, { name: "Invitee AS", email: `invitee.${Date.now()}@mgmt.example` });
  other = await newCaller(server, { name: "Other AS", email: `other.${Date.now()}@mgmt.example` });
});
afterAll(async () => server?.close());

async function addPartner(c: Caller, overrides: Record<string, unknown> = {}): Promise<Partner> {
  const r = await c.call<Partner>("POST", "/partners", {
    body: { company_name: "Invitee AS", partner_type: "customer", email: invitee.org.email, ...overrides },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

/** Moves the partner's last send `ms` into the past. */
async function backdateSend(partnerId: string, ms: number): Promise<void> {
  await sql`update partners set invitation_sent_at = invitation_sent_at - make_interval(secs => ${ms / 1000})
    where id = ${partnerId}`.execute(server.built.services.db);
}

async function inbox(c: Caller): Promise<Invitation[]> {
  const r = await c.call<List<Invitation>>("GET", "/invitations", { query: { limit: 100 } });
  expect(r.status).toBe(200);
  return r.body.items;
}

describe("the additive invitation fields", () => {
  it("a new partner was sent once; a resend is available 24 h after creation", async () => {
    const p = await addPartner(host);
    expect(p.invitation_send_count).toBe(1);
    expect(p.invitation_revoked_at).toBeNull();
    expect(Date.parse(p.invitation_sent_at)).toBe(Date.parse(p.created_at));
    expect(Date.parse(p.invitation_resend_available_at ?? "")).toBe(Date.parse(p.invitation_sent_at) + DAY_MS);
    const seen = (await inbox(invitee)).find((i) => i.id === p.id);
    expect(seen?.sent_at && Date.parse(seen.sent_at)).toBe(Date.parse(p.invitation_sent_at));
  });
});

describe("PATCH /partners/{partner_id}", () => {
  it("changes the given fields, clears optional ones with null, keeps the rest and moves updated_at", async () => {
    const p = await addPartner(host, { city: "Oslo", sales_amount: 10, payment_terms: "NET 30" });
    const r = await host.call<Partner>("PATCH", `/partners/${p.id}`, {
      body: { company_name: "Invitee Renamed", city: null, sales_amount: 25, country_code: "NO" },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: p.id,
      company_name: "Invitee Renamed",
      city: null,
      sales_amount: 25,
      country_code: "NO",
      payment_terms: "NET 30",
      email: p.email,
      invitation_send_count: 1,
      invitation_sent_at: p.invitation_sent_at,
    });
    expect(Date.parse(r.body.updated_at)).toBeGreaterThan(Date.parse(p.updated_at));
    const read = await host.call<Partner>("GET", `/partners/${p.id}`);
    expect(read.body).toEqual(r.body);
  });

  it("validates like create: empty body, null required fields, bounds, unknown fields and countries → 422", async () => {
    const p = await addPartner(host);
    const cases: Array<[unknown, string[]]> = [
      [{}, ["body"]],
      [{ company_name: null }, ["body", "company_name"]],
      [{ email: null }, ["body", "email"]],
      [{ partner_type: null }, ["body", "partner_type"]],
      [{ email: "not-an-email" }, ["body", "email"]],
      [{ company_name: "x".repeat(301) }, ["body", "company_name"]],
      [{ sales_amount: -1 }, ["body", "sales_amount"]],
      [{ invitation_status: "accepted" }, ["body", "invitation_status"]],
      [{ country_code: "QQ" }, ["body", "country_code"]],
    ];
    for (const [body, loc] of cases) {
      const r = await host.call<{ detail: Array<{ loc: unknown[] }> }>("PATCH", `/partners/${p.id}`, { body });
      expect([r.status, codeOf(r)], JSON.stringify(body)).toEqual([422, "validation_error"]);
      expect(
        r.body.detail.map((d) => d.loc),
        JSON.stringify(body),
      ).toContainEqual(loc);
    }
  });

  it("answers 404 organization_partner_not_found for an unknown partner or another organization's", async () => {
    const foreign = await addPartner(other, { email: "someone@else.example" });
    for (const id of [foreign.id, "00000000-0000-4000-8000-000000000000"]) {
      const r = await host.call("PATCH", `/partners/${id}`, { body: { city: "Bergen" } });
      expect([r.status, codeOf(r)]).toEqual([404, "organization_partner_not_found"]);
    }
    expect((await other.call<Partner>("GET", `/partners/${foreign.id}`)).body.city).toBeNull();
  });

  it("sends an ETag and honours If-Match: the current one (or *) passes, a stale one is 412", async () => {
    const p = await addPartner(host);
    const read = await host.call<Partner>("GET", `/partners/${p.id}`);
    const etag = read.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const first = await host.call<Partner>("PATCH", `/partners/${p.id}`, {
      body: { city: "Tromsø" },
      headers: { "if-match": etag },
    });
    expect(first.status).toBe(200);
    const next = first.headers.get("etag");
    expect(next).not.toBe(etag);
    const stale = await host.call("PATCH", `/partners/${p.id}`, {
      body: { city: "Bodø" },
      headers: { "if-match": etag },
    });
    expect([stale.status, codeOf(stale)]).toEqual([412, "partner_version_mismatch"]);
    expect((await host.call<Partner>("GET", `/partners/${p.id}`)).body.city).toBe("Tromsø");
    const weak = await host.call("PATCH", `/partners/${p.id}`, {
      body: { city: "Bodø" },
      headers: { "if-match": `W/${next}` },
    });
    expect(weak.status).toBe(200);
    const any = await host.call("PATCH", `/partners/${p.id}`, { body: { city: "Alta" }, headers: { "if-match": "*" } });
    expect(any.status).toBe(200);
    // Absent If-Match is allowed (no 428).
    expect((await host.call("PATCH", `/partners/${p.id}`, { body: { city: "Vardø" } })).status).toBe(200);
  });

  it("a new e-mail re-addresses a pending invitation: the old addressee loses it, the new one sees it; it counts as a send", async () => {
    const p = await addPartner(host);
    expect((await inbox(invitee)).map((i) => i.id)).toContain(p.id);
    await backdateSend(p.id, 2 * DAY_MS);
    const r = await host.call<Partner>("PATCH", `/partners/${p.id}`, { body: { email: other.org.email } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ email: other.org.email, invitation_status: "invited", invitation_send_count: 2 });
    expect(Date.now() - Date.parse(r.body.invitation_sent_at)).toBeLessThan(60_000);
    expect((await inbox(invitee)).map((i) => i.id)).not.toContain(p.id);
    const theirs = (await inbox(other)).find((i) => i.id === p.id);
    expect(theirs).toMatchObject({
      email: other.org.email,
      invitation_status: "invited",
      sent_at: r.body.invitation_sent_at,
    });
    // The old addressee can no longer accept it; the new one can.
    const old = await invitee.call("POST", `/invitations/${p.id}/acceptance`);
    expect([old.status, codeOf(old)]).toEqual([404, "invitation_not_found"]);
    // The re-address restarted the 24 h clock.
    const resend = await host.call("POST", `/partners/${p.id}/invitation/resend`);
    expect([resend.status, codeOf(resend)]).toEqual([429, "partner_invitation_resend_too_soon"]);
    expect((await other.call("POST", `/invitations/${p.id}/acceptance`)).status).toBe(200);
  });

  it("the same address in another case is not a re-address", async () => {
    const p = await addPartner(host);
    const r = await host.call<Partner>("PATCH", `/partners/${p.id}`, { body: { email: p.email.toUpperCase() } });
    expect(r.status).toBe(200);
    expect(r.body.invitation_send_count).toBe(1);
    expect((await inbox(invitee)).map((i) => i.id)).toContain(p.id);
  });

  it("an accepted partner's e-mail cannot change (409); its other fields can", async () => {
    const h = await newCaller(server);
    const g = await newCaller(server);
    const id = await invite(h, g);
    const r = await h.call("PATCH", `/partners/${id}`, { body: { email: "new@address.example" } });
    expect([r.status, codeOf(r)]).toEqual([409, "partner_invitation_already_accepted"]);
    const ok = await h.call<Partner>("PATCH", `/partners/${id}`, { body: { payment_terms: "NET 45" } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ payment_terms: "NET 45", invitation_status: "accepted" });
    expect(ok.body.invitation_resend_available_at).toBeNull();
  });
});

describe("POST /partners/{partner_id}/invitation/resend", () => {
  it("is refused within 24 h of the last send (creation counts) with 429 and Retry-After", async () => {
    const p = await addPartner(host);
    const r = await host.call("POST", `/partners/${p.id}/invitation/resend`);
    expect([r.status, codeOf(r)]).toEqual([429, "partner_invitation_resend_too_soon"]);
    const retryAfter = Number(r.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(DAY_MS / 1000 - 120);
    expect(retryAfter).toBeLessThanOrEqual(DAY_MS / 1000);
    const msg = (r.body as { detail: Array<{ msg: string }> }).detail[0]?.msg ?? "";
    expect(msg).toContain(new Date(p.invitation_resend_available_at ?? "").toISOString());
  });

  it("the Retry-After counts down to the 24 h mark", async () => {
    const p = await addPartner(host);
    await backdateSend(p.id, DAY_MS - 90_000);
    const r = await host.call("POST", `/partners/${p.id}/invitation/resend`);
    expect(r.status).toBe(429);
    const retryAfter = Number(r.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(30);
    expect(retryAfter).toBeLessThanOrEqual(90);
  });

  it("after 24 h it sends again: a new sent_at, a higher count, the next resend 24 h later; then too soon again", async () => {
    const p = await addPartner(host);
    await backdateSend(p.id, DAY_MS + 1000);
    const r = await host.call<Partner>("POST", `/partners/${p.id}/invitation/resend`);
    expect(r.status).toBe(200);
    expect(r.headers.get("etag")).toBeTruthy();
    expect(r.body).toMatchObject({ invitation_status: "invited", invitation_send_count: 2 });
    expect(Date.now() - Date.parse(r.body.invitation_sent_at)).toBeLessThan(60_000);
    expect(Date.parse(r.body.invitation_resend_available_at ?? "")).toBe(
      Date.parse(r.body.invitation_sent_at) + DAY_MS,
    );
    expect((await inbox(invitee)).find((i) => i.id === p.id)?.sent_at).toBe(r.body.invitation_sent_at);
    const again = await host.call("POST", `/partners/${p.id}/invitation/resend`);
    expect([again.status, codeOf(again)]).toEqual([429, "partner_invitation_resend_too_soon"]);
  });

  it("an accepted invitation cannot be resent (409)", async () => {
    const h = await newCaller(server);
    const g = await newCaller(server);
    const id = await invite(h, g);
    await backdateSend(id, 2 * DAY_MS);
    const r = await h.call("POST", `/partners/${id}/invitation/resend`);
    expect([r.status, codeOf(r)]).toEqual([409, "partner_invitation_already_accepted"]);
  });

  it("answers 404 for another organization's partner and takes no body", async () => {
    const foreign = await addPartner(other, { email: "x@foreign.example" });
    const r = await host.call("POST", `/partners/${foreign.id}/invitation/resend`);
    expect([r.status, codeOf(r)]).toEqual([404, "organization_partner_not_found"]);
    const mine = await addPartner(host);
    const body = await host.call("POST", `/partners/${mine.id}/invitation/resend`, { body: { force: true } });
    expect([body.status, codeOf(body)]).toEqual([422, "validation_error"]);
  });
});

describe("POST /partners/{partner_id}/invitation/revocation", () => {
  it("revokes a pending invitation: the invitee no longer sees it and accepting it is 409 invitation_revoked", async () => {
    const p = await addPartner(host);
    expect((await inbox(invitee)).map((i) => i.id)).toContain(p.id);
    const r = await host.call<Partner>("POST", `/partners/${p.id}/invitation/revocation`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: p.id, invitation_status: "revoked", guest_organization_id: null });
    expect(Date.now() - Date.parse(r.body.invitation_revoked_at ?? "")).toBeLessThan(60_000);
    expect((await inbox(invitee)).map((i) => i.id)).not.toContain(p.id);
    const filtered = await invitee.call<List<Invitation>>("GET", "/invitations", {
      query: { invitation_statuses: "revoked" },
    });
    expect(filtered.body.total_items).toBe(0);
    const accept = await invitee.call("POST", `/invitations/${p.id}/acceptance`);
    expect([accept.status, codeOf(accept)]).toEqual([409, "invitation_revoked"]);
    // The partner stays, and the host can filter by the new status.
    const list = await host.call<List<Partner>>("GET", "/partners", { query: { invitation_statuses: "revoked" } });
    expect(list.body.items.map((x) => x.id)).toContain(p.id);
    expect(list.body.items.every((x) => x.invitation_status === "revoked")).toBe(true);
  });

  it("revoking twice is 409 partner_invitation_already_revoked; an accepted one is 409 partner_invitation_already_accepted", async () => {
    const p = await addPartner(host);
    expect((await host.call("POST", `/partners/${p.id}/invitation/revocation`)).status).toBe(200);
    const twice = await host.call("POST", `/partners/${p.id}/invitation/revocation`);
    expect([twice.status, codeOf(twice)]).toEqual([409, "partner_invitation_already_revoked"]);
    const h = await newCaller(server);
    const g = await newCaller(server);
    const id = await invite(h, g);
    const accepted = await h.call("POST", `/partners/${id}/invitation/revocation`);
    expect([accepted.status, codeOf(accepted)]).toEqual([409, "partner_invitation_already_accepted"]);
  });

  it("a revoked invitation may be resent after the 24 h rule: it is invited again and visible again", async () => {
    const p = await addPartner(host);
    await host.call("POST", `/partners/${p.id}/invitation/revocation`);
    const soon = await host.call("POST", `/partners/${p.id}/invitation/resend`);
    expect([soon.status, codeOf(soon)]).toEqual([429, "partner_invitation_resend_too_soon"]);
    await backdateSend(p.id, DAY_MS + 1000);
    const r = await host.call<Partner>("POST", `/partners/${p.id}/invitation/resend`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      invitation_status: "invited",
      invitation_revoked_at: null,
      invitation_send_count: 2,
    });
    expect((await inbox(invitee)).map((i) => i.id)).toContain(p.id);
    expect((await invitee.call("POST", `/invitations/${p.id}/acceptance`)).status).toBe(200);
  });

  it("a revoked partner's e-mail may change without sending anything", async () => {
    const p = await addPartner(host);
    await host.call("POST", `/partners/${p.id}/invitation/revocation`);
    const r = await host.call<Partner>("PATCH", `/partners/${p.id}`, { body: { email: other.org.email } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ invitation_status: "revoked", invitation_send_count: 1 });
    expect((await inbox(other)).map((i) => i.id)).not.toContain(p.id);
  });
});

describe("webhook events", () => {
  it("resend and revocation write invitation.resent / invitation.revoked for the inviter and the addressee", async () => {
    const h = await newCaller(server);
    const g = await newCaller(server);
    const db = server.built.services.db;
    for (const org of [h.org.id, g.org.id]) {
      await db
        .insertInto("webhook_endpoints")
        .values({
          organization_id: org,
          url: "https://receiver.invalid/hooks",
          event_types: JSON.stringify(["invitation.resent", "invitation.revoked"]),
          secret: "whsec_test",
        })
        .execute();
    }
    const p = await addPartner(h, { email: g.org.email });
    await h.call("POST", `/partners/${p.id}/invitation/revocation`);
    await backdateSend(p.id, DAY_MS + 1000);
    await h.call("POST", `/partners/${p.id}/invitation/resend`);
    const events = await db
      .selectFrom("webhook_events")
      .select(["organization_id", "type", "resource_key", "data"])
      .where("resource_key", "=", `invitation:${p.id}`)
      .orderBy("created_at")
      .execute();
    const seen = events.map((e) => `${e.type} → ${e.organization_id === h.org.id ? "host" : "invitee"}`).sort();
    expect(seen).toEqual([
      "invitation.resent → host",
      "invitation.resent → invitee",
      "invitation.revoked → host",
      "invitation.revoked → invitee",
    ]);
    const revoked = events.find((e) => e.type === "invitation.revoked");
    expect(revoked?.data).toMatchObject({
      invitation_id: p.id,
      host_organization_id: h.org.id,
      invitation_status: "revoked",
    });
  });
});

describe("scenarios", () => {
  it("the management endpoints are Self only: Host, Guest and unconnected callers get 403 access_denied", async () => {
    const h = await newCaller(server);
    const g = await newCaller(server);
    const x = await newCaller(server);
    await invite(h, g);
    const gPartner = await addPartner(g, { email: "gp@scenario.example" });
    const calls: Array<[string, string, unknown?]> = [
      ["PATCH", `/partners/${gPartner.id}`, { city: "Oslo" }],
      ["POST", `/partners/${gPartner.id}/invitation/resend`],
      ["POST", `/partners/${gPartner.id}/invitation/revocation`],
    ];
    for (const [method, path, body] of calls) {
      const asHost = await h.call(method, path, { target: g.org, body });
      const asGuest = await g.call(method, path, { target: h.org, body });
      const unconnected = await x.call(method, path, { target: g.org, body });
      for (const r of [asHost, asGuest, unconnected]) {
        expect([r.status, codeOf(r)], `${method} ${path}`).toEqual([403, "access_denied"]);
      }
    }
    const after = await g.call<Partner>("GET", `/partners/${gPartner.id}`);
    expect(after.body).toMatchObject({ city: null, invitation_status: "invited", invitation_send_count: 1 });
  });
});
