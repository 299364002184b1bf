import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, newCaller } from "../../../test/support/applications";
import { errorLocs, startTestServer, type TestServer } from "../../../test/support/harness";
import type { Invitation } from "../../contract/invitations";

/**
 * GET /invitations order_by / order_dir (issue 25: every date column sortable, "Received"). Four
 * forwarders invite one shipper; two invitations are received at the same instant (the tie goes
 * to the id, in the order's direction).
 */

let server: TestServer;
let invitee: Caller;
const sent: string[] = [];

type List = { items: Invitation[]; total_items: number };
const list = (query: Record<string, string | number> = {}) => invitee.call<List>("GET", "/invitations", { query });
const ids = (r: { body: List }) => r.body.items.map((i) => i.id);

beforeAll(async () => {
  server = await startTestServer();
  invitee = await newCaller(server, { name: "Invited Shipping" });
  const day = 86_400_000;
  const base = Date.now() - 30 * day;
  // Received on days 0, 2, 1 and 1 (the last two at the same instant); sent (resent) in reverse.
  const receivedOn = [0, 2, 1, 1];
  for (const [n, d] of receivedOn.entries()) {
    const host = await newCaller(server, { name: `Inviting Forwarder ${n}` });
    const r = await host.call<{ id: string }>("POST", "/partners", {
      body: { company_name: "Invited Shipping", partner_type: "customer", email: invitee.org.email },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    sent.push(r.body.id);
    const created = new Date(base + d * day);
    const resent = new Date(base + (10 - n) * day);
    await sql`update partners set created_at = ${created}, invitation_sent_at = ${resent} where id = ${r.body.id}`.execute(
      server.built.services.db,
    );
  }
}, 120_000);
afterAll(async () => server?.close());

describe("GET /invitations order", () => {
  it("lists newest first by default", async () => {
    const r = await list();
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [tieLow, tieHigh] = [sent[2] ?? "", sent[3] ?? ""].sort();
    expect(ids(r)).toEqual([sent[1], tieHigh, tieLow, sent[0]]);
  });

  it("orders by received date ascending, the tie by id ascending, and the reverse descending", async () => {
    const asc = await list({ order_by: "created_at", order_dir: "asc" });
    const [tieLow, tieHigh] = [sent[2] ?? "", sent[3] ?? ""].sort();
    expect(ids(asc)).toEqual([sent[0], tieLow, tieHigh, sent[1]]);
    const desc = await list({ order_by: "created_at", order_dir: "desc" });
    expect(ids(desc)).toEqual([...ids(asc)].reverse());
  });

  it("orders by the date last sent", async () => {
    const asc = await list({ order_by: "sent_at", order_dir: "asc" });
    expect(ids(asc)).toEqual([...sent].reverse());
    const paged = await list({ order_by: "sent_at", order_dir: "asc", limit: 2, offset: 2 });
    expect(ids(paged)).toEqual([sent[1], sent[0]]);
    expect(paged.body.total_items).toBe(4);
  });

  it("refuses an unknown order with the contract's 422", async () => {
    const bad = await list({ order_by: "host_organization_id" });
    expect(bad.status).toBe(422);
    expect(errorLocs(bad)).toEqual([["query", "order_by"]]);
    const dir = await list({ order_dir: "newest" });
    expect(dir.status).toBe(422);
    expect(errorLocs(dir)).toEqual([["query", "order_dir"]]);
  });
});
