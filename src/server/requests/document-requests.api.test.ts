import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiResponse,
  errorCodes,
  errorLocs,
  type RequestOptions,
  startTestServer,
  type TestOrg,
  type TestServer,
} from "../../../test/support/harness";
import type { DocumentRequest } from "../../contract/requests";
import { ApiError } from "../http/api-error";
import { markPartiallyFulfilled } from "./service";

type List = { items: DocumentRequest[]; total_items: number };

let server: TestServer;
/** host → guest, host2 → guest, host → guest2; stranger is connected to nobody. */
let host: TestOrg;
let host2: TestOrg;
let guest: TestOrg;
let guest2: TestOrg;
let stranger: TestOrg;
const tokens = new Map<string, string>();

const codes = errorCodes;
const locs = errorLocs;

function call<T>(org: TestOrg, target: TestOrg, method: string, path: string, opts: RequestOptions = {}) {
  return server.request<T>(method, path, {
    token: tokens.get(org.id),
    as: { requester: org.id, target: target.id },
    ...opts,
  });
}

const inDays = (days: number) => new Date(Date.now() + days * 86400_000).toISOString();
const yearItem = { document_type: "year_end_financial", period_type: "year", period_year: 2024 };

async function create(
  from: TestOrg,
  to: TestOrg,
  body: Record<string, unknown> = { items: [yearItem] },
): Promise<DocumentRequest> {
  const r = await call<DocumentRequest>(from, from, "POST", `/organizations/${to.id}/documents/requests`, { body });
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** Moves a request's expiry into the past, as time passing would. */
async function backdateExpiry(id: string) {
  await server.built.services.db
    .updateTable("document_requests")
    .set({ expires_at: new Date(Date.now() - 60_000) })
    .where("id", "=", id)
    .execute();
}

const requestsPath = (org: TestOrg) => `/organizations/${org.id}/documents/requests`;
const remind = (by: TestOrg, org: TestOrg, id: string) =>
  call<DocumentRequest>(by, by, "POST", `${requestsPath(org)}/${id}/reminder`);
const cancel = (by: TestOrg, org: TestOrg, id: string) =>
  call<DocumentRequest>(by, by, "POST", `${requestsPath(org)}/${id}/cancellations`);
const complete = (g: TestOrg, h: TestOrg, id: string) =>
  call<DocumentRequest>(g, h, "POST", `${requestsPath(g)}/${id}/completion`);

beforeAll(async () => {
  server = await startTestServer();
  host = await server.createOrg({ name: "Host One" });
  host2 = await server.createOrg({ name: "Host Two" });
  guest = await server.createOrg({ name: "Guest One" });
  guest2 = await server.createOrg({ name: "Guest Two" });
  stranger = await server.createOrg({ name: "Stranger" });
  await server.connect(host, guest);
  await server.connect(host2, guest);
  await server.connect(host, guest2);
  for (const o of [host, host2, guest, guest2, stranger]) tokens.set(o.id, await o.token());
});
afterAll(async () => server?.close());

describe("POST /organizations/{org_id}/documents/requests", () => {
  it("creates a pending request from the Host to its Guest", async () => {
    const expires = inDays(14);
    const r = await call<DocumentRequest>(host, host, "POST", requestsPath(guest), {
      body: {
        items: [
          yearItem,
          { document_type: "interim_financial", period_type: "quarter", period_year: 2025, period_quarter: 2 },
          { document_type: "bank_statement", period_type: "month", period_year: 2025, period_month: 6 },
        ],
        comment: "Please send your latest figures",
        expires_at: expires,
      },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      status: "pending",
      host_organization_id: host.id,
      guest_organization_id: guest.id,
      follow_up: false,
      all_documents: false,
      comment: "Please send your latest figures",
      items: [
        { ...yearItem, period_quarter: null, period_month: null },
        {
          document_type: "interim_financial",
          period_type: "quarter",
          period_year: 2025,
          period_quarter: 2,
          period_month: null,
        },
        {
          document_type: "bank_statement",
          period_type: "month",
          period_year: 2025,
          period_quarter: null,
          period_month: 6,
        },
      ],
    });
    expect(Date.parse(r.body.expires_at)).toBe(Date.parse(expires));
  });

  it("asks for all documents without items; expires 30 days after creation by default", async () => {
    const r = await create(host, guest, { all_documents: true });
    expect(r).toMatchObject({ all_documents: true, items: null, comment: null });
    const days = (Date.parse(r.expires_at) - Date.parse(r.created_at)) / 86400_000;
    expect(days).toBeCloseTo(30, 3);
  });

  it("validates the body, naming each invalid field", async () => {
    const post = (body: unknown) => call(host, host, "POST", requestsPath(guest), { body });
    const cases: Array<[unknown, Array<Array<string | number>>]> = [
      [{ items: [yearItem], all_documents: true }, [["body", "items"]]],
      [{}, [["body", "items"]]],
      [{ all_documents: false }, [["body", "items"]]],
      [{ items: [] }, [["body", "items"]]],
      [{ items: [{ ...yearItem, period_type: "quarter" }] }, [["body", "items", 0, "period_quarter"]]],
      [{ items: [{ ...yearItem, period_month: 3 }] }, [["body", "items", 0, "period_month"]]],
      [
        { items: [{ ...yearItem, period_type: "month", period_month: 13, period_quarter: 1 }] },
        [
          ["body", "items", 0, "period_month"],
          ["body", "items", 0, "period_quarter"],
        ],
      ],
      [
        { items: [{ ...yearItem, period_type: "quarter", period_quarter: 5 }] },
        [["body", "items", 0, "period_quarter"]],
      ],
      [{ items: [{ ...yearItem, document_type: "balance_sheet" }] }, [["body", "items", 0, "document_type"]]],
      [{ items: [{ ...yearItem, period_type: "week" }] }, [["body", "items", 0, "period_type"]]],
      [{ items: [{ ...yearItem, period_year: 2024.5 }] }, [["body", "items", 0, "period_year"]]],
      [{ items: [{ ...yearItem, extra: 1 }] }, [["body", "items", 0, "extra"]]],
      [{ items: [yearItem, yearItem] }, [["body", "items"]]],
      [{ items: [yearItem], comment: "c".repeat(1001) }, [["body", "comment"]]],
      [{ items: [yearItem], expires_at: new Date(Date.now() - 1000).toISOString() }, [["body", "expires_at"]]],
      [{ items: [yearItem], expires_at: "tomorrow" }, [["body", "expires_at"]]],
      [{ items: [yearItem], status: "completed" }, [["body", "status"]]],
    ];
    for (const [body, expected] of cases) {
      const r = await post(body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(locs(r), JSON.stringify(body)).toEqual(expect.arrayContaining(expected));
    }
    const longest = await post({ items: [yearItem], comment: "c".repeat(1000) });
    expect(longest.status).toBe(201);
  });

  it("is for a Host in Self naming one of its Guests: anything else is 403 access_denied", async () => {
    const body = { items: [yearItem] };
    const cases: Array<[TestOrg, TestOrg, TestOrg, string]> = [
      [host, host, host, "naming itself"],
      [host, host, stranger, "naming an unconnected organization"],
      [guest, guest, host, "a Guest naming its Host"],
      [host, guest, guest, "Host scenario"],
      [guest, host, guest, "Guest scenario"],
      [stranger, guest, guest, "no connection"],
    ];
    for (const [requester, target, subject, label] of cases) {
      const r = await call(requester, target, "POST", requestsPath(subject), { body });
      expect(r.status, label).toBe(403);
      expect(codes(r), label).toEqual(["access_denied"]);
    }
  });
});

describe("GET /organizations/{org_id}/documents/requests", () => {
  let g: TestOrg;
  let h1: TestOrg;
  let h2: TestOrg;
  const made = {} as Record<"a" | "b" | "c" | "d" | "e" | "other", DocumentRequest>;
  const ids = (r: ApiResponse<List>) => r.body.items.map((i) => i.id);
  const list = (query: RequestOptions["query"] = {}) => call<List>(h1, h1, "GET", requestsPath(g), { query });

  beforeAll(async () => {
    g = await server.createOrg({ name: "Listing Guest" });
    h1 = await server.createOrg({ name: "Listing Host 1" });
    h2 = await server.createOrg({ name: "Listing Host 2" });
    await server.connect(h1, g);
    await server.connect(h2, g);
    for (const o of [g, h1, h2]) tokens.set(o.id, await o.token());
    made.a = await create(h1, g, { items: [yearItem], comment: "Annual accounts 2024", expires_at: inDays(10) });
    made.b = await create(h1, g, { all_documents: true, comment: "everything, please", expires_at: inDays(5) });
    made.c = await create(h1, g, { items: [yearItem], expires_at: inDays(20) });
    made.d = await create(h1, g, { items: [yearItem], comment: "Bank statements 100% needed", expires_at: inDays(15) });
    made.e = await create(h1, g, { items: [yearItem], comment: "old request", expires_at: inDays(1) });
    made.other = await create(h2, g, { items: [yearItem], comment: "From the second host" });
    await complete(g, h1, made.b.id);
    await cancel(h1, g, made.c.id);
    await markPartiallyFulfilled(server.built.services.db, made.d.id, g.id);
    await backdateExpiry(made.e.id);
  });

  it("Self naming a Guest: the caller's requests to it, newest first, with expiry applied", async () => {
    const r = await list();
    expect(r.status).toBe(200);
    expect(r.body.total_items).toBe(5);
    expect(ids(r)).toEqual([made.e.id, made.d.id, made.c.id, made.b.id, made.a.id]);
    const statuses = Object.fromEntries(r.body.items.map((i) => [i.id, i.status]));
    expect(statuses).toEqual({
      [made.a.id]: "pending",
      [made.b.id]: "completed",
      [made.c.id]: "canceled",
      [made.d.id]: "partially",
      [made.e.id]: "expired",
    });
  });

  it("Self naming itself: the Guest sees every Host's requests to it", async () => {
    const r = await call<List>(g, g, "GET", requestsPath(g));
    expect(r.status).toBe(200);
    expect(r.body.total_items).toBe(6);
    expect(new Set(r.body.items.map((i) => i.host_organization_id))).toEqual(new Set([h1.id, h2.id]));
  });

  it("Guest scenario: the Guest sees only its Target Host's requests", async () => {
    const r1 = await call<List>(g, h1, "GET", requestsPath(g));
    expect(r1.status).toBe(200);
    expect(r1.body.total_items).toBe(5);
    const r2 = await call<List>(g, h2, "GET", requestsPath(g));
    expect(ids(r2)).toEqual([made.other.id]);
  });

  it("refuses other combinations with 403 access_denied", async () => {
    const cases: Array<[TestOrg, TestOrg, TestOrg]> = [
      [g, h1, h1], // Guest naming its Host
      [h1, g, g], // Host scenario
      [g, g, h1], // Self naming its Host
      [stranger, stranger, g], // unconnected
    ];
    for (const [requester, target, subject] of cases) {
      const r = await call(requester, target, "GET", requestsPath(subject));
      expect(r.status).toBe(403);
      expect(codes(r)).toEqual(["access_denied"]);
    }
  });

  it("filters by statuses (every status value accepted)", async () => {
    expect(ids(await list({ statuses: "pending" }))).toEqual([made.a.id]);
    expect(ids(await list({ statuses: ["completed", "expired"] }))).toEqual([made.e.id, made.b.id]);
    expect(ids(await list({ statuses: "partially" }))).toEqual([made.d.id]);
    expect(ids(await list({ statuses: "canceled" }))).toEqual([made.c.id]);
  });

  it("searches the comment case-insensitively, wildcards literal", async () => {
    expect(ids(await list({ search_text: "ANNUAL" }))).toEqual([made.a.id]);
    expect(ids(await list({ search_field: "comment", search_text: "100%" }))).toEqual([made.d.id]);
    expect(ids(await list({ search_text: "_" }))).toEqual([]);
    const r = await list({ search_text: "u", statuses: ["pending", "expired"] });
    expect(ids(r)).toEqual([made.e.id, made.a.id]);
    expect(r.body.total_items).toBe(2);
  });

  it("orders by status (lifecycle order), comment (empty last), created_at, updated_at and expires_at", async () => {
    expect(ids(await list({ order_by: "status", order_dir: "asc" }))).toEqual([
      made.a.id,
      made.d.id,
      made.b.id,
      made.e.id,
      made.c.id,
    ]);
    expect(ids(await list({ order_by: "status", order_dir: "desc" }))).toEqual([
      made.c.id,
      made.e.id,
      made.b.id,
      made.d.id,
      made.a.id,
    ]);
    expect(ids(await list({ order_by: "comment", order_dir: "asc" }))).toEqual([
      made.a.id,
      made.d.id,
      made.b.id,
      made.e.id,
      made.c.id,
    ]);
    expect(ids(await list({ order_by: "comment", order_dir: "desc" }))[4]).toBe(made.c.id);
    expect(ids(await list({ order_by: "created_at", order_dir: "asc" }))).toEqual([
      made.a.id,
      made.b.id,
      made.c.id,
      made.d.id,
      made.e.id,
    ]);
    expect(ids(await list({ order_by: "expires_at", order_dir: "asc" }))).toEqual([
      made.e.id,
      made.b.id,
      made.a.id,
      made.d.id,
      made.c.id,
    ]);
    // updated_at: the untouched request `a` was updated before every moved one.
    expect(ids(await list({ order_by: "updated_at", order_dir: "asc" }))[0]).toBe(made.a.id);
    expect(ids(await list({ order_by: "updated_at", order_dir: "desc" }))[0]).toBe(made.e.id);
  });

  it("pages with optional limit and offset", async () => {
    const all = ids(await list());
    const p1 = await list({ limit: 3 });
    const p2 = await list({ limit: 3, offset: 3 });
    expect([...ids(p1), ...ids(p2)]).toEqual(all);
    expect(p2.body.total_items).toBe(5);
  });

  it("validates the query", async () => {
    const r = await list({
      search_field: "status",
      search_text: "",
      statuses: ["pending", "pending"],
      order_by: "host",
      order_dir: "down",
      limit: 101,
      offset: "x",
      q: "a",
    });
    expect(r.status).toBe(422);
    expect(locs(r)).toEqual(
      expect.arrayContaining(
        ["search_field", "search_text", "statuses", "order_by", "order_dir", "limit", "offset", "q"].map((f) => [
          "query",
          f,
        ]),
      ),
    );
    expect((await list({ search_text: "s".repeat(256) })).status).toBe(422);
    expect((await list({ statuses: "open" })).status).toBe(422);
    expect((await list({ search_text: "s".repeat(255) })).status).toBe(200);
  });
});

describe("POST …/requests/{request_id}/reminder", () => {
  it("sends one reminder on a pending request; a second is 409 document_request_follow_up_already_exist", async () => {
    const req = await create(host, guest);
    const r = await remind(host, guest, req.id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: req.id, status: "pending", follow_up: true });
    const again = await remind(host, guest, req.id);
    expect(again.status).toBe(409);
    expect(codes(again)).toEqual(["document_request_follow_up_already_exist"]);
  });

  it("works on a partially fulfilled request", async () => {
    const req = await create(host, guest);
    await markPartiallyFulfilled(server.built.services.db, req.id, guest.id);
    const r = await remind(host, guest, req.id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: "partially", follow_up: true });
  });

  it("answers 409 unable_to_operate_on_document_request_with_current_status when completed, canceled or expired", async () => {
    const done = await create(host, guest);
    await complete(guest, host, done.id);
    const gone = await create(host, guest);
    await cancel(host, guest, gone.id);
    const late = await create(host, guest);
    await backdateExpiry(late.id);
    for (const req of [done, gone, late]) {
      const r = await remind(host, guest, req.id);
      expect(r.status).toBe(409);
      expect(codes(r)).toEqual(["unable_to_operate_on_document_request_with_current_status"]);
    }
    // The late one was moved to expired on the way.
    const listed = await call<List>(host, host, "GET", requestsPath(guest), { query: { statuses: "expired" } });
    expect(listed.body.items.map((i) => i.id)).toContain(late.id);
  });

  it("answers 404 document_request_not_found for unknown ids and other Hosts' or Guests' requests", async () => {
    const other = await create(host2, guest);
    const toGuest2 = await create(host, guest2);
    const cases: Array<[TestOrg, string]> = [
      [guest, randomUUID()],
      [guest, other.id], // host2's request to the same Guest
      [guest, toGuest2.id], // own request, but to another Guest than org_id
    ];
    for (const [org, id] of cases) {
      const r = await remind(host, org, id);
      expect(r.status).toBe(404);
      expect(codes(r)).toEqual(["document_request_not_found"]);
    }
    const own = await remind(host, host, toGuest2.id);
    expect(own.status).toBe(404);
  });

  it("is refused to the Guest (403 access_denied) and validates the ids (422)", async () => {
    const req = await create(host, guest);
    const asGuest = await call(guest, host, "POST", `${requestsPath(guest)}/${req.id}/reminder`);
    expect(asGuest.status).toBe(403);
    expect(codes(asGuest)).toEqual(["access_denied"]);
    const guestSelf = await call(guest, guest, "POST", `${requestsPath(guest)}/${req.id}/reminder`);
    expect(guestSelf.status).toBe(404);
    const bad = await call(host, host, "POST", `${requestsPath(guest)}/nope/reminder`);
    expect(bad.status).toBe(422);
    expect(locs(bad)).toEqual([["path", "request_id"]]);
    const withBody = await call(host, host, "POST", `${requestsPath(guest)}/${req.id}/reminder`, {
      body: { follow_up: false },
    });
    expect(withBody.status).toBe(422);
  });
});

describe("POST …/requests/{request_id}/cancellations", () => {
  it("cancels a pending request and returns it with all_documents and items", async () => {
    const req = await create(host, guest, {
      items: [{ document_type: "financial_package", period_type: "year", period_year: 2023 }],
    });
    const r = await cancel(host, guest, req.id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: req.id,
      status: "canceled",
      all_documents: false,
      items: [{ document_type: "financial_package", period_type: "year", period_year: 2023 }],
    });
    expect(Date.parse(r.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(req.updated_at));
  });

  it("cancels a partially fulfilled request", async () => {
    const req = await create(host, guest, { all_documents: true });
    await markPartiallyFulfilled(server.built.services.db, req.id, guest.id);
    const r = await cancel(host, guest, req.id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: "canceled", all_documents: true, items: null });
  });

  it("answers 409 from canceled, completed and expired; 404 for others' requests", async () => {
    const req = await create(host, guest);
    await cancel(host, guest, req.id);
    const twice = await cancel(host, guest, req.id);
    expect(twice.status).toBe(409);
    expect(codes(twice)).toEqual(["unable_to_operate_on_document_request_with_current_status"]);
    const done = await create(host, guest);
    await complete(guest, host, done.id);
    expect(codes(await cancel(host, guest, done.id))).toEqual([
      "unable_to_operate_on_document_request_with_current_status",
    ]);
    const late = await create(host, guest);
    await backdateExpiry(late.id);
    expect(codes(await cancel(host, guest, late.id))).toEqual([
      "unable_to_operate_on_document_request_with_current_status",
    ]);
    const foreign = await create(host2, guest);
    const r = await cancel(host, guest, foreign.id);
    expect(r.status).toBe(404);
    expect(codes(r)).toEqual(["document_request_not_found"]);
    const asGuest = await call(guest, host, "POST", `${requestsPath(guest)}/${foreign.id}/cancellations`);
    expect(asGuest.status).toBe(403);
  });

  it("lets exactly one of two concurrent moves win", async () => {
    const req = await create(host, guest);
    const [a, b] = await Promise.all([cancel(host, guest, req.id), complete(guest, host, req.id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const listed = await call<List>(host, host, "GET", requestsPath(guest), { query: { limit: 100 } });
    const final = listed.body.items.find((i) => i.id === req.id);
    expect(final?.status).toBe(a.status === 200 ? "canceled" : "completed");
  });
});

describe("POST …/requests/{request_id}/completion", () => {
  it("the Guest completes a pending or partially fulfilled request of its Target Host", async () => {
    const pending = await create(host, guest);
    const r = await complete(guest, host, pending.id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: pending.id, status: "completed" });
    const partial = await create(host, guest);
    await markPartiallyFulfilled(server.built.services.db, partial.id, guest.id);
    expect((await complete(guest, host, partial.id)).body.status).toBe("completed");
  });

  it("answers 409 when the request is no longer open", async () => {
    const req = await create(host, guest);
    await complete(guest, host, req.id);
    const again = await complete(guest, host, req.id);
    expect(again.status).toBe(409);
    expect(codes(again)).toEqual(["unable_to_operate_on_document_request_with_current_status"]);
  });

  it("answers 404 for another Host's request or another Guest's, 403 outside the Guest scenario", async () => {
    const fromHost2 = await create(host2, guest);
    const viaHost = await complete(guest, host, fromHost2.id);
    expect(viaHost.status).toBe(404);
    expect(codes(viaHost)).toEqual(["document_request_not_found"]);
    const toGuest2 = await create(host, guest2);
    const wrongGuest = await complete(guest, host, toGuest2.id);
    expect(wrongGuest.status).toBe(404);
    const self = await call(guest, guest, "POST", `${requestsPath(guest)}/${fromHost2.id}/completion`);
    expect(self.status).toBe(403);
    expect(codes(self)).toEqual(["access_denied"]);
    const hostCompletes = await call(host2, host2, "POST", `${requestsPath(guest)}/${fromHost2.id}/completion`);
    expect(hostCompletes.status).toBe(403);
    const namingHost = await call(guest, host2, "POST", `${requestsPath(host2)}/${fromHost2.id}/completion`);
    expect(namingHost.status).toBe(403);
  });
});

describe("markPartiallyFulfilled (the upload's hook)", () => {
  const db = () => server.built.services.db;
  const codeOf = async (p: Promise<unknown>) => {
    try {
      await p;
      return "ok";
    } catch (err) {
      return err instanceof ApiError ? err.code : String(err);
    }
  };

  it("moves pending → partially and keeps partially", async () => {
    const req = await create(host, guest);
    expect((await markPartiallyFulfilled(db(), req.id, guest.id)).status).toBe("partially");
    expect((await markPartiallyFulfilled(db(), req.id, guest.id, { uploaderOrganizationId: host.id })).status).toBe(
      "partially",
    );
  });

  it("throws document_request_not_found for another Guest, a non-party uploader or a malformed id", async () => {
    const req = await create(host, guest);
    expect(await codeOf(markPartiallyFulfilled(db(), req.id, guest2.id))).toBe("document_request_not_found");
    expect(await codeOf(markPartiallyFulfilled(db(), req.id, guest.id, { uploaderOrganizationId: host2.id }))).toBe(
      "document_request_not_found",
    );
    expect(await codeOf(markPartiallyFulfilled(db(), "not-a-uuid", guest.id))).toBe("document_request_not_found");
  });

  it("throws unable_to_operate… for completed, canceled or expired requests", async () => {
    const done = await create(host, guest);
    await complete(guest, host, done.id);
    const late = await create(host, guest);
    await backdateExpiry(late.id);
    for (const req of [done, late]) {
      expect(await codeOf(markPartiallyFulfilled(db(), req.id, guest.id))).toBe(
        "unable_to_operate_on_document_request_with_current_status",
      );
    }
  });
});

describe("expiry sweep", () => {
  it("the background task moves open requests past expires_at to expired and leaves the rest", async () => {
    const due = await create(host, guest2);
    const partial = await create(host, guest2);
    await markPartiallyFulfilled(server.built.services.db, partial.id, guest2.id);
    const done = await create(host, guest2);
    await complete(guest2, host, done.id);
    const future = await create(host, guest2);
    for (const r of [due, partial, done]) await backdateExpiry(r.id);

    const task = server.built.tasks.find((t) => t.name === "document-request-expiry");
    expect(task).toBeDefined();
    task?.start();
    const statusOf = async (id: string) =>
      (
        await server.built.services.db
          .selectFrom("document_requests")
          .select("status")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).status;
    for (let i = 0; i < 200 && (await statusOf(due.id)) !== "expired"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await task?.stop();
    expect(await statusOf(due.id)).toBe("expired");
    expect(await statusOf(partial.id)).toBe("expired");
    expect(await statusOf(done.id)).toBe("completed");
    expect(await statusOf(future.id)).toBe("pending");
  });
});
