import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  errorCodes,
  errorLocs,
  type RequestOptions,
  startTestServer,
  type TestOrg,
  type TestServer,
} from "../../../test/support/harness";
import type { DocumentRequest, HostDocumentRequestList } from "../../contract/requests";

/**
 * GET /documents/requests: a Host's requests across all its Guests (docs/records-and-requests.md,
 * "Requests across Guests").
 */

let server: TestServer;
/** host → alpha, host → beta, rival → alpha (shared Guest), alpha → subGuest; stranger is alone. */
let host: TestOrg;
let rival: TestOrg;
let alpha: TestOrg;
let beta: TestOrg;
let subGuest: TestOrg;
let stranger: TestOrg;
const tokens = new Map<string, string>();

function call<T>(org: TestOrg, target: TestOrg, method: string, path: string, opts: RequestOptions = {}) {
  return server.request<T>(method, path, {
    token: tokens.get(org.id),
    as: { requester: org.id, target: target.id },
    ...opts,
  });
}

const list = (org: TestOrg, query: RequestOptions["query"] = {}) =>
  call<HostDocumentRequestList>(org, org, "GET", "/documents/requests", { query });

const inDays = (days: number) => new Date(Date.now() + days * 86400_000).toISOString();
const yearItem = { document_type: "year_end_financial", period_type: "year", period_year: 2024 };

async function create(from: TestOrg, to: TestOrg, body: Record<string, unknown> = {}): Promise<DocumentRequest> {
  const r = await call<DocumentRequest>(from, from, "POST", `/organizations/${to.id}/documents/requests`, {
    body: { items: [yearItem], ...body },
  });
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

async function setColumns(id: string, values: { expires_at?: Date; created_at?: Date }) {
  const db = server.built.services.db;
  if (values.expires_at) {
    await db.updateTable("document_requests").set({ expires_at: values.expires_at }).where("id", "=", id).execute();
  }
  // created_at is not writable through the table's types (set once by the database): plain SQL.
  if (values.created_at) {
    await sql`update document_requests set created_at = ${values.created_at} where id = ${id}`.execute(db);
  }
}

/** The host's requests, created in this order (oldest first). */
let toAlphaOld: DocumentRequest;
let toBeta: DocumentRequest;
let toAlphaSoon: DocumentRequest;
let toAlphaCanceled: DocumentRequest;
let rivalToAlpha: DocumentRequest;
let alphaToSub: DocumentRequest;

beforeAll(async () => {
  server = await startTestServer();
  host = await server.createOrg({ name: "Forwarder Host" });
  rival = await server.createOrg({ name: "Rival Host" });
  alpha = await server.createOrg({ name: "Alpha Shipping" });
  beta = await server.createOrg({ name: "beta Logistics" });
  subGuest = await server.createOrg({ name: "Sub Guest" });
  stranger = await server.createOrg({ name: "Stranger" });
  await server.connect(host, alpha);
  await server.connect(host, beta);
  await server.connect(rival, alpha);
  await server.connect(alpha, subGuest);
  for (const o of [host, rival, alpha, beta, subGuest, stranger]) tokens.set(o.id, await o.token());

  toAlphaOld = await create(host, alpha, { comment: "Annual accounts please", expires_at: inDays(40) });
  toBeta = await create(host, beta, { comment: "Bank statements for Q1", expires_at: inDays(20) });
  toAlphaSoon = await create(host, alpha, { all_documents: true, items: undefined, expires_at: inDays(2) });
  toAlphaCanceled = await create(host, alpha, { comment: "Not needed", expires_at: inDays(10) });
  await call(host, host, "POST", `/organizations/${alpha.id}/documents/requests/${toAlphaCanceled.id}/cancellations`);
  rivalToAlpha = await create(rival, alpha, { comment: "Annual accounts please (rival)" });
  alphaToSub = await create(alpha, subGuest, { comment: "Annual accounts please (alpha)" });
  // Distinct, known creation instants (2025-03-01 … 2025-03-04, one a day), in creation order.
  const ordered = [toAlphaOld, toBeta, toAlphaSoon, toAlphaCanceled];
  for (const [i, r] of ordered.entries()) {
    await setColumns(r.id, { created_at: new Date(Date.UTC(2025, 2, 1 + i, 12)) });
  }
});
afterAll(async () => server?.close());

const ids = (r: { body: HostDocumentRequestList }) => r.body.items.map((i) => i.id);

describe("GET /documents/requests", () => {
  it("lists the Host's requests to every Guest with the Guest's name, newest first", async () => {
    const r = await list(host);
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([toAlphaCanceled.id, toAlphaSoon.id, toBeta.id, toAlphaOld.id]);
    expect(r.body.total_items).toBe(4);
    const beta0 = r.body.items.find((i) => i.id === toBeta.id);
    expect(beta0).toMatchObject({
      host_organization_id: host.id,
      guest_organization_id: beta.id,
      guest_organization_name: "beta Logistics",
      status: "pending",
      comment: "Bank statements for Q1",
      items: [{ ...yearItem, period_quarter: null, period_month: null }],
    });
    expect(r.body.status_counts).toEqual({ pending: 3, partially: 0, completed: 0, expired: 0, canceled: 1 });
  });

  it("never shows another Host's requests to a shared Guest, nor a Guest's own requests as a Host", async () => {
    const mine = await list(host, { limit: 100 });
    expect(ids(mine)).not.toContain(rivalToAlpha.id);
    expect(ids(mine)).not.toContain(alphaToSub.id);
    expect(mine.body.items.every((i) => i.host_organization_id === host.id)).toBe(true);

    const rivals = await list(rival);
    expect(ids(rivals)).toEqual([rivalToAlpha.id]);
    // The shared Guest, as a Host itself, sees only its own request to its Guest.
    const alphas = await list(alpha);
    expect(ids(alphas)).toEqual([alphaToSub.id]);
    expect(alphas.body.items[0]?.guest_organization_name).toBe("Sub Guest");
    // Searching the shared Guest's name does not reach the rival's requests either.
    const byName = await list(host, { search_text: "alpha", guest_organization_ids: [alpha.id] });
    expect(ids(byName).sort()).toEqual([toAlphaOld.id, toAlphaSoon.id, toAlphaCanceled.id].sort());
  });

  it("an organization without Guests gets an empty list", async () => {
    const r = await list(stranger);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      items: [],
      total_items: 0,
      status_counts: { pending: 0, partially: 0, completed: 0, expired: 0, canceled: 0 },
    });
  });

  it("filters by statuses and keeps status_counts over the other filters", async () => {
    const r = await list(host, { statuses: "canceled" });
    expect(ids(r)).toEqual([toAlphaCanceled.id]);
    expect(r.body.total_items).toBe(1);
    expect(r.body.status_counts.pending).toBe(3);
    const two = await list(host, { statuses: ["pending", "canceled"] });
    expect(two.body.total_items).toBe(4);
  });

  it("filters by Guests", async () => {
    const r = await list(host, { guest_organization_ids: beta.id });
    expect(ids(r)).toEqual([toBeta.id]);
    const both = await list(host, { guest_organization_ids: [alpha.id, beta.id] });
    expect(both.body.total_items).toBe(4);
    expect(both.body.status_counts).toEqual({ pending: 3, partially: 0, completed: 0, expired: 0, canceled: 1 });
  });

  it("search_text matches the comment or the Guest's name, case-insensitively and literally", async () => {
    expect(ids(await list(host, { search_text: "BANK STATE" }))).toEqual([toBeta.id]);
    expect(ids(await list(host, { search_text: "LOGISTICS" }))).toEqual([toBeta.id]);
    expect((await list(host, { search_text: "Alpha Ship" })).body.total_items).toBe(3);
    expect((await list(host, { search_text: "%" })).body.total_items).toBe(0);
  });

  it("filters by expiry and creation dates (days in UTC or instants)", async () => {
    // toAlphaSoon expires in 2 days; toAlphaCanceled in 10, toBeta in 20, toAlphaOld in 40.
    expect(ids(await list(host, { expires_before: inDays(5) }))).toEqual([toAlphaSoon.id]);
    const day = inDays(15).slice(0, 10);
    expect(
      (await list(host, { expires_before: day, order_by: "expires_at", order_dir: "asc" })).body.items.map((i) => i.id),
    ).toEqual([toAlphaSoon.id, toAlphaCanceled.id]);
    // Created 2025-03-01 … 2025-03-04 at noon UTC.
    expect(ids(await list(host, { created_from: "2025-03-02", created_to: "2025-03-03" }))).toEqual([
      toAlphaSoon.id,
      toBeta.id,
    ]);
    expect(ids(await list(host, { created_from: "2025-03-03T12:00:00Z" }))).toEqual([
      toAlphaCanceled.id,
      toAlphaSoon.id,
    ]);
    expect(ids(await list(host, { created_to: "2025-03-01T12:00:00Z" }))).toEqual([toAlphaOld.id]);
    expect(ids(await list(host, { created_from: "2025-03-04", created_to: "2025-03-04" }))).toEqual([
      toAlphaCanceled.id,
    ]);
  });

  it("orders by created_at, expires_at, status and Guest name, both ways, ties by created_at", async () => {
    const byExpiry = await list(host, { order_by: "expires_at", order_dir: "asc" });
    expect(ids(byExpiry)).toEqual([toAlphaSoon.id, toAlphaCanceled.id, toBeta.id, toAlphaOld.id]);
    const byCreatedAsc = await list(host, { order_by: "created_at", order_dir: "asc" });
    expect(ids(byCreatedAsc)).toEqual([toAlphaOld.id, toBeta.id, toAlphaSoon.id, toAlphaCanceled.id]);
    // Lifecycle order: pending before canceled; ties newest first (desc) / oldest first (asc).
    const byStatus = await list(host, { order_by: "status", order_dir: "asc" });
    expect(ids(byStatus)).toEqual([toAlphaOld.id, toBeta.id, toAlphaSoon.id, toAlphaCanceled.id]);
    const byStatusDesc = await list(host, { order_by: "status", order_dir: "desc" });
    expect(ids(byStatusDesc)[0]).toBe(toAlphaCanceled.id);
    // Names case-insensitively: "Alpha Shipping" < "beta Logistics".
    const byName = await list(host, { order_by: "guest_organization_name", order_dir: "asc" });
    expect(ids(byName)).toEqual([toAlphaOld.id, toAlphaSoon.id, toAlphaCanceled.id, toBeta.id]);
    const byNameDesc = await list(host, { order_by: "guest_organization_name", order_dir: "desc" });
    expect(ids(byNameDesc)).toEqual([toBeta.id, toAlphaCanceled.id, toAlphaSoon.id, toAlphaOld.id]);
  });

  it("pages with limit and offset; total_items counts every match", async () => {
    const first = await list(host, { limit: 2, offset: 0 });
    const second = await list(host, { limit: 2, offset: 2 });
    const beyond = await list(host, { limit: 2, offset: 4 });
    expect(first.body.total_items).toBe(4);
    expect(ids(first)).toEqual([toAlphaCanceled.id, toAlphaSoon.id]);
    expect(ids(second)).toEqual([toBeta.id, toAlphaOld.id]);
    expect(beyond.body.items).toEqual([]);
    expect(beyond.body.total_items).toBe(4);
  });

  it("shows a request past its expiry as expired, as the per-Guest list does", async () => {
    const due = await create(host, beta, { comment: "due soon", expires_at: inDays(1) });
    await setColumns(due.id, { expires_at: new Date(Date.now() - 60_000) });
    const r = await list(host, { search_text: "due soon" });
    expect(r.body.items.map((i) => [i.id, i.status])).toEqual([[due.id, "expired"]]);
    expect((await list(host, { statuses: "pending", search_text: "due soon" })).body.total_items).toBe(0);
    const perGuest = await call<{ items: DocumentRequest[] }>(
      host,
      host,
      "GET",
      `/organizations/${beta.id}/documents/requests`,
      { query: { search_text: "due soon" } },
    );
    expect(perGuest.body.items.map((i) => i.status)).toEqual(["expired"]);
    await server.built.services.db.deleteFrom("document_requests").where("id", "=", due.id).execute();
  });

  it("answers 404 organization_not_found for a Guest id that is not the caller's Guest", async () => {
    for (const id of [rival.id, subGuest.id, stranger.id, host.id, "00000000-0000-4000-8000-000000000000"]) {
      const r = await list(host, { guest_organization_ids: [alpha.id, id] });
      expect(r.status, id).toBe(404);
      expect(errorCodes(r)).toEqual(["organization_not_found"]);
    }
  });

  it("rejects invalid queries with 422 validation_error, naming the parameter", async () => {
    const cases: Array<[RequestOptions["query"], string]> = [
      [{ created_from: "2025-03-05", created_to: "2025-03-04" }, "created_to"],
      [{ created_from: "2025-03-04T12:00:00Z", created_to: "2025-03-04T11:59:59Z" }, "created_to"],
      [{ statuses: "open" }, "statuses"],
      [{ statuses: ["pending", "pending"] }, "statuses"],
      [{ guest_organization_ids: "not-a-uuid" }, "guest_organization_ids"],
      [{ order_by: "comment" }, "order_by"],
      [{ order_dir: "up" }, "order_dir"],
      [{ expires_before: "tomorrow" }, "expires_before"],
      [{ created_from: "2025-02-30" }, "created_from"],
      [{ limit: 101 }, "limit"],
      [{ offset: -1 }, "offset"],
      [{ search_text: "" }, "search_text"],
      [{ open_only: "true" }, "open_only"],
    ];
    for (const [query, field] of cases) {
      const r = await list(host, query);
      expect(r.status, JSON.stringify(query)).toBe(422);
      expect(errorCodes(r)).toContain("validation_error");
      expect(errorLocs(r).map((loc) => loc.slice(0, 2))).toContainEqual(["query", field]);
    }
  });

  it("refuses the Host and Guest scenarios and strangers with 403 access_denied", async () => {
    // Host → Guest (Target = a Guest) and Guest → Host (Target = the Host).
    expect(errorCodes(await call(host, alpha, "GET", "/documents/requests"))).toEqual(["access_denied"]);
    expect(errorCodes(await call(alpha, host, "GET", "/documents/requests"))).toEqual(["access_denied"]);
    expect(errorCodes(await call(stranger, host, "GET", "/documents/requests"))).toEqual(["access_denied"]);
    // Requester must be the token's organization.
    const spoofed = await server.request("GET", "/documents/requests", {
      token: tokens.get(stranger.id),
      as: { requester: host.id, target: host.id },
    });
    expect(spoofed.status).toBe(403);
    expect(errorCodes(spoofed)).toEqual(["access_denied"]);
    const anonymous = await server.request("GET", "/documents/requests", {
      as: { requester: host.id, target: host.id },
    });
    expect(anonymous.status).toBe(401);
  });
});
