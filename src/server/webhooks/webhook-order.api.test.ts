import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, newCaller } from "../../../test/support/applications";
import { errorLocs, startTestServer, type TestServer } from "../../../test/support/harness";
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret } from "../../contract/webhooks";

/**
 * The order of the webhook lists (issue 25: every date column sortable): endpoints by "Added"
 * (created_at) or URL, deliveries by "Created" (created_at) or "Next attempt" (next_attempt_at),
 * each with a stable tiebreak in the order's direction. No worker runs: the deliveries stay as
 * written.
 */

let server: TestServer;
let org: Caller;
const endpoints: string[] = [];
let logOf: string;
const deliveries: string[] = [];

type List<T> = { items: T[]; total_items: number };
const day = 86_400_000;

beforeAll(async () => {
  server = await startTestServer({ webhookAllowPrivateUrls: true });
  org = await newCaller(server, { name: "Sorting Hooks" });
  const db = server.built.services.db;
  const base = Date.now() - 30 * day;
  // Added on days 2, 0, 1, 1 (the last two at the same instant), addresses c, a, d, b.
  for (const [n, [d, letter]] of (
    [
      [2, "c"],
      [0, "a"],
      [1, "d"],
      [1, "b"],
    ] as const
  ).entries()) {
    const r = await org.call<WebhookEndpointWithSecret>("POST", "/webhook-endpoints", {
      body: { url: `http://127.0.0.1:9/${letter}-hook-${n}`, event_types: ["*"] },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    endpoints.push(r.body.id);
    await sql`update webhook_endpoints set created_at = ${new Date(base + d * day)} where id = ${r.body.id}`.execute(
      db,
    );
  }
  logOf = endpoints[0] ?? "";
  // Pending deliveries (a retry scheduled) created on days 0, 1, 2, 2 (tie), next attempts on days 5, 3, 4, 6.
  for (const [created, next] of [
    [0, 5],
    [1, 3],
    [2, 4],
    [2, 6],
  ] as const) {
    const eventId = `evt_${randomUUID()}`;
    await sql`insert into webhook_events (id, organization_id, type, resource_key, data)
              values (${eventId}, ${org.org.id}, 'document_request.created', 'test', '{}'::jsonb)`.execute(db);
    const row = await sql<{ id: string }>`
      insert into webhook_deliveries (endpoint_id, event_id, organization_id, event_type, resource_key, status,
                                      attempt, created_at, next_attempt_at)
      values (${logOf}, ${eventId}, ${org.org.id}, 'document_request.created', 'test', 'pending', 1,
              ${new Date(base + created * day)}, ${new Date(base + next * day)})
      returning id`.execute(db);
    deliveries.push(row.rows[0]?.id ?? "");
  }
}, 120_000);
afterAll(async () => server?.close());

const endpointIds = (query: Record<string, string> = {}) =>
  org
    .call<List<WebhookEndpoint>>("GET", "/webhook-endpoints", { query })
    .then((r) => (r.status === 200 ? r.body.items.map((e) => e.id) : r));
const deliveryIds = (query: Record<string, string | number> = {}) =>
  org
    .call<List<WebhookDelivery>>("GET", `/webhook-endpoints/${logOf}/deliveries`, { query })
    .then((r) => (r.status === 200 ? r.body.items.map((d) => d.id) : r));

describe("GET /webhook-endpoints order", () => {
  it("lists the newest added first by default; ascending and descending by added date, the tie by id", async () => {
    const [tieLow, tieHigh] = [endpoints[2] ?? "", endpoints[3] ?? ""].sort();
    expect(await endpointIds()).toEqual([endpoints[0], tieHigh, tieLow, endpoints[1]]);
    const asc = await endpointIds({ order_by: "created_at", order_dir: "asc" });
    expect(asc).toEqual([endpoints[1], tieLow, tieHigh, endpoints[0]]);
    expect(await endpointIds({ order_by: "created_at", order_dir: "desc" })).toEqual([...(asc as string[])].reverse());
  });

  it("orders by address", async () => {
    expect(await endpointIds({ order_by: "url", order_dir: "asc" })).toEqual([
      endpoints[1],
      endpoints[3],
      endpoints[0],
      endpoints[2],
    ]);
  });

  it("refuses an unknown order with the contract's 422", async () => {
    const bad = await org.call("GET", "/webhook-endpoints", { query: { order_by: "enabled" } });
    expect(bad.status).toBe(422);
    expect(errorLocs(bad)).toEqual([["query", "order_by"]]);
  });
});

describe("GET /webhook-endpoints/{id}/deliveries order", () => {
  it("lists the newest created first by default, the tie by creation order", async () => {
    expect(await deliveryIds()).toEqual([deliveries[3], deliveries[2], deliveries[1], deliveries[0]]);
    const asc = await deliveryIds({ order_by: "created_at", order_dir: "asc" });
    expect(asc).toEqual(deliveries);
  });

  it("orders by the next attempt, both ways, and pages in that order", async () => {
    const asc = await deliveryIds({ order_by: "next_attempt_at", order_dir: "asc" });
    expect(asc).toEqual([deliveries[1], deliveries[2], deliveries[0], deliveries[3]]);
    expect(await deliveryIds({ order_by: "next_attempt_at", order_dir: "desc" })).toEqual(
      [...(asc as string[])].reverse(),
    );
    expect(await deliveryIds({ order_by: "next_attempt_at", order_dir: "asc", limit: 2, offset: 1 })).toEqual([
      deliveries[2],
      deliveries[0],
    ]);
  });

  it("refuses an unknown order with the contract's 422", async () => {
    const bad = await org.call("GET", `/webhook-endpoints/${logOf}/deliveries`, { query: { order_by: "status" } });
    expect(bad.status).toBe(422);
    expect(errorLocs(bad)).toEqual([["query", "order_by"]]);
    const dir = await org.call("GET", `/webhook-endpoints/${logOf}/deliveries`, { query: { order_dir: "sideways" } });
    expect(dir.status).toBe(422);
    expect(errorLocs(dir)).toEqual([["query", "order_dir"]]);
  });
});
