import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertFileRow } from "../../../test/support/files";
import {
  type ApiResponse,
  errorCodes,
  errorLocs,
  type RequestOptions,
  startTestServer,
  type TestOrg,
  type TestServer,
} from "../../../test/support/harness";
import type { LineItem } from "../../contract/chart-of-accounts";
import type { FinancialDocument, FinancialDocumentDetail } from "../../contract/documents";
import type { PrivateRecord } from "../../contract/records";

/**
 * Extracted documents are written by the extraction job; these tests insert file and document
 * rows as the job would (test setup through the server's own database handle) and read them
 * over HTTP.
 */

type List = { items: FinancialDocument[]; total_items: number };

let server: TestServer;
let host: TestOrg;
let guest: TestOrg;
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

function insertFile(org: TestOrg, filename: string, privateRecordId: string | null = null): Promise<string> {
  return insertFileRow(server, { organizationId: org.id, privateRecordId, filename, sizeBytes: 1234 });
}

interface DocSpec {
  type: "balance_sheet" | "income_statement" | "cashflow_statement";
  period: string;
  analysis?: boolean;
  created: string;
  updated: string;
  lineItems?: LineItem[];
}

async function insertDocument(org: TestOrg, fileId: string, spec: DocSpec, privateRecordId: string | null = null) {
  const row = await server.built.services.db
    .insertInto("financial_documents")
    .values({
      file_id: fileId,
      organization_id: org.id,
      private_record_id: privateRecordId,
      document_type: spec.type,
      period: spec.period,
      period_type: "yearly",
      currency: "USD",
      analysis: spec.analysis ?? false,
      line_items: JSON.stringify(spec.lineItems ?? []),
      created_at: spec.created,
      updated_at: spec.updated,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const bsItems: LineItem[] = [
  { key: "cash", label: "Cash and cash equivalents", amount: 125000 },
  { key: "total_assets", label: "Total assets", amount: 2750000.5 },
];

/** The host's private record with five documents in two files. */
let record: PrivateRecord;
let otherRecord: PrivateRecord;
const recDocs: Record<string, string> = {};
let recFileA: string;
let recFileB: string;
/** The guest's own documents (three) and a stranger's (one). */
const guestDocs: Record<string, string> = {};
let guestFile: string;
let strangerDoc: string;

beforeAll(async () => {
  server = await startTestServer();
  host = await server.createOrg();
  guest = await server.createOrg();
  stranger = await server.createOrg();
  await server.connect(host, guest);
  for (const o of [host, guest, stranger]) tokens.set(o.id, await o.token());

  const rec = await call<PrivateRecord>(host, host, "POST", "/private-records", {
    body: { name: "Record with documents", currency_code: "USD" },
  });
  record = rec.body;
  otherRecord = (
    await call<PrivateRecord>(host, host, "POST", "/private-records", { body: { name: "Other", currency_code: "USD" } })
  ).body;

  recFileA = await insertFile(host, "annual-2024.pdf", record.id);
  recFileB = await insertFile(host, "q1-2025.pdf", record.id);
  const specs: Record<string, [string, DocSpec]> = {
    bs2024: [
      recFileA,
      {
        type: "balance_sheet",
        period: "2024-12-31",
        analysis: true,
        created: "2025-01-05T10:00:00Z",
        updated: "2025-03-01T10:00:00Z",
        lineItems: bsItems,
      },
    ],
    is2024: [
      recFileA,
      {
        type: "income_statement",
        period: "2024-12-31",
        analysis: true,
        created: "2025-01-05T10:00:01Z",
        updated: "2025-01-05T10:00:01Z",
      },
    ],
    cf2024: [
      recFileA,
      {
        type: "cashflow_statement",
        period: "2024-12-31",
        created: "2025-01-05T10:00:02Z",
        updated: "2025-02-01T10:00:00Z",
      },
    ],
    bs2023: [
      recFileA,
      { type: "balance_sheet", period: "2023-12-31", created: "2025-01-05T10:00:03Z", updated: "2025-01-05T10:00:03Z" },
    ],
    bsQ1: [
      recFileB,
      {
        type: "balance_sheet",
        period: "2025-03-31",
        analysis: true,
        created: "2025-04-10T08:00:00Z",
        updated: "2025-04-10T08:00:00Z",
      },
    ],
  };
  for (const [name, [file, spec]] of Object.entries(specs))
    recDocs[name] = await insertDocument(host, file, spec, record.id);
  const otherFile = await insertFile(host, "other.pdf", otherRecord.id);
  await insertDocument(
    host,
    otherFile,
    { type: "balance_sheet", period: "2024-12-31", created: "2025-01-01T00:00:00Z", updated: "2025-01-01T00:00:00Z" },
    otherRecord.id,
  );

  guestFile = await insertFile(guest, "guest-fy2024.pdf");
  guestDocs.bs = await insertDocument(guest, guestFile, {
    type: "balance_sheet",
    period: "2024-12-31",
    analysis: true,
    created: "2025-02-01T00:00:00Z",
    updated: "2025-02-01T00:00:00Z",
    lineItems: bsItems,
  });
  guestDocs.is = await insertDocument(guest, guestFile, {
    type: "income_statement",
    period: "2024-12-31",
    created: "2025-02-01T00:00:01Z",
    updated: "2025-02-01T00:00:01Z",
  });
  guestDocs.bsPrev = await insertDocument(guest, guestFile, {
    type: "balance_sheet",
    period: "2023-12-31",
    created: "2025-02-01T00:00:02Z",
    updated: "2025-02-01T00:00:02Z",
  });
  const strangerFile = await insertFile(stranger, "stranger.pdf");
  strangerDoc = await insertDocument(stranger, strangerFile, {
    type: "balance_sheet",
    period: "2024-12-31",
    created: "2025-01-01T00:00:00Z",
    updated: "2025-01-01T00:00:00Z",
  });
});
afterAll(async () => server?.close());

describe("GET /private-records/{record_id}/documents", () => {
  const page = { limit: 100, offset: 0 };
  const list = (query: RequestOptions["query"], recordId = record.id) =>
    call<List>(host, host, "GET", `/private-records/${recordId}/documents`, { query: { ...page, ...query } });
  const ids = (r: ApiResponse<List>) => r.body.items.map((i) => i.id);
  const d = recDocs;

  it("lists the record's documents, newest first by default, with the spec's fields", async () => {
    const r = await list({});
    expect(r.status).toBe(200);
    expect(r.body.total_items).toBe(5);
    expect(ids(r)).toEqual([d.bsQ1, d.bs2023, d.cf2024, d.is2024, d.bs2024]);
    expect(r.body.items.find((i) => i.id === d.bs2024)).toEqual({
      id: d.bs2024,
      file_id: recFileA,
      original_filename: "annual-2024.pdf",
      document_type: "balance_sheet",
      period: "2024-12-31",
      analysis: true,
      created_at: expect.stringMatching(/^2025-01-05T10:00:00(\.000)?Z$/),
      updated_at: expect.stringMatching(/^2025-03-01T10:00:00(\.000)?Z$/),
      period_type: "yearly",
      currency: "USD",
      // Written straight into the table (as before the checks existed): waiting for review.
      review_status: "needs_review",
      checks: [{ name: "checked", passed: false, detail: "Extracted before documents were checked: review it" }],
      version: 1,
    });
  });

  it("filters by file, document types, inclusive period range and analysis status", async () => {
    expect(ids(await list({ file_id: recFileB }))).toEqual([d.bsQ1]);
    expect(ids(await list({ file_id: "null" }))).toHaveLength(5);
    expect(ids(await list({ document_types: "income_statement" }))).toEqual([d.is2024]);
    expect(ids(await list({ document_types: ["income_statement", "cashflow_statement"] }))).toEqual([
      d.cf2024,
      d.is2024,
    ]);
    expect(ids(await list({ period_from: "2024-12-31" }))).toEqual([d.bsQ1, d.cf2024, d.is2024, d.bs2024]);
    expect(ids(await list({ period_to: "2024-12-31" }))).toEqual([d.bs2023, d.cf2024, d.is2024, d.bs2024]);
    expect(ids(await list({ period_from: "2024-12-31", period_to: "2024-12-31" }))).toHaveLength(3);
    expect(ids(await list({ period_from: "2025-01-01", period_to: "2025-03-30" }))).toEqual([]);
    expect(ids(await list({ analysis_status: true }))).toEqual([d.bsQ1, d.is2024, d.bs2024]);
    expect(ids(await list({ analysis_status: false }))).toEqual([d.bs2023, d.cf2024]);
    const combined = await list({ file_id: recFileA, document_types: "balance_sheet", analysis_status: false });
    expect(ids(combined)).toEqual([d.bs2023]);
    expect(combined.body.total_items).toBe(1);
  });

  it("orders by created_at, updated_at and period in both directions", async () => {
    expect(ids(await list({ order_dir: "asc" }))).toEqual([d.bs2024, d.is2024, d.cf2024, d.bs2023, d.bsQ1]);
    expect(ids(await list({ order_by: "updated_at" }))).toEqual([d.bsQ1, d.bs2024, d.cf2024, d.bs2023, d.is2024]);
    expect(ids(await list({ order_by: "updated_at", order_dir: "asc" }))).toEqual([
      d.is2024,
      d.bs2023,
      d.cf2024,
      d.bs2024,
      d.bsQ1,
    ]);
    const byPeriod = ids(await list({ order_by: "period", order_dir: "asc" }));
    expect(byPeriod[0]).toBe(d.bs2023);
    expect(byPeriod[4]).toBe(d.bsQ1);
    expect(ids(await list({ order_by: "period", order_dir: "desc" }))[0]).toBe(d.bsQ1);
  });

  it("pages with the required limit and offset", async () => {
    const all = ids(await list({}));
    const p1 = await list({ limit: 2, offset: 0 });
    const p2 = await list({ limit: 2, offset: 2 });
    const p3 = await list({ limit: 2, offset: 4 });
    expect([...ids(p1), ...ids(p2), ...ids(p3)]).toEqual(all);
    expect(p2.body.total_items).toBe(5);
  });

  it("requires limit and offset and validates every parameter", async () => {
    const missing = await call(host, host, "GET", `/private-records/${record.id}/documents`);
    expect(missing.status).toBe(422);
    expect(locs(missing)).toEqual(
      expect.arrayContaining([
        ["query", "limit"],
        ["query", "offset"],
      ]),
    );
    const bad = await list({
      file_id: "abc",
      document_types: ["balance_sheet", "balance_sheet"],
      period_from: "2024-02-30",
      analysis_status: "perhaps",
      order_by: "document_type",
      order_dir: "sideways",
      limit: 101,
      offset: -1,
      status: "valid",
    });
    expect(bad.status).toBe(422);
    expect(locs(bad)).toEqual(
      expect.arrayContaining(
        [
          "file_id",
          "document_types",
          "period_from",
          "analysis_status",
          "order_by",
          "order_dir",
          "limit",
          "offset",
          "status",
        ].map((f) => ["query", f]),
      ),
    );
    const unknownType = await list({ document_types: "trial_balance" });
    expect(unknownType.status).toBe(422);
    const reversed = await list({ period_from: "2025-01-01", period_to: "2024-01-01" });
    expect(reversed.status).toBe(422);
    expect(locs(reversed)).toEqual([["query", "period_to"]]);
  });

  it("answers 404 private_record_not_found for a record that is not the caller's", async () => {
    const r = await call(guest, guest, "GET", `/private-records/${record.id}/documents`, { query: page });
    expect(r.status).toBe(404);
    expect(codes(r)).toEqual(["private_record_not_found"]);
    const unknown = await list({}, randomUUID());
    expect(unknown.status).toBe(404);
    expect(codes(unknown)).toEqual(["private_record_not_found"]);
  });

  it("answers 403 access_denied outside the Self scenario", async () => {
    const r = await call(host, guest, "GET", `/private-records/${record.id}/documents`, { query: page });
    expect(r.status).toBe(403);
    expect(codes(r)).toEqual(["access_denied"]);
  });

  it("keeps each record's documents apart", async () => {
    const r = await list({}, otherRecord.id);
    expect(r.body.total_items).toBe(1);
    expect(r.body.items[0]?.original_filename).toBe("other.pdf");
  });
});

describe("GET /private-records/{record_id}/documents/{document_id}", () => {
  it("reads one document with its line items", async () => {
    const r = await call<FinancialDocumentDetail>(
      host,
      host,
      "GET",
      `/private-records/${record.id}/documents/${recDocs.bs2024}`,
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: recDocs.bs2024, document_type: "balance_sheet", period: "2024-12-31" });
    expect(r.body.line_items).toEqual(bsItems);
  });

  it("answers 404 financial_document_not_found for a document of another record or organization", async () => {
    for (const docId of [guestDocs.bs, strangerDoc, randomUUID()]) {
      const r = await call(host, host, "GET", `/private-records/${otherRecord.id}/documents/${docId}`);
      expect(r.status).toBe(404);
      expect(codes(r)).toEqual(["financial_document_not_found"]);
    }
    const wrongRecord = await call(host, host, "GET", `/private-records/${otherRecord.id}/documents/${recDocs.bs2024}`);
    expect(codes(wrongRecord)).toEqual(["financial_document_not_found"]);
  });

  it("answers 404 private_record_not_found before looking at the document", async () => {
    const r = await call(stranger, stranger, "GET", `/private-records/${record.id}/documents/${recDocs.bs2024}`);
    expect(r.status).toBe(404);
    expect(codes(r)).toEqual(["private_record_not_found"]);
  });
});

describe("GET /organizations/{org_id}/documents", () => {
  const ids = (r: ApiResponse<List>) => r.body.items.map((i) => i.id);

  it("Self: an organization reads its own documents (private-record documents excluded), pagination optional", async () => {
    const own = await call<List>(guest, guest, "GET", `/organizations/${guest.id}/documents`);
    expect(own.status).toBe(200);
    expect(ids(own)).toEqual([guestDocs.bsPrev, guestDocs.is, guestDocs.bs]);
    const hostOwn = await call<List>(host, host, "GET", `/organizations/${host.id}/documents`);
    expect(hostOwn.body).toEqual({ items: [], total_items: 0 });
  });

  it("Self: a Host reads its Guest's documents by naming the Guest in org_id", async () => {
    const r = await call<List>(host, host, "GET", `/organizations/${guest.id}/documents`);
    expect(r.status).toBe(200);
    expect(r.body.total_items).toBe(3);
  });

  it("Guest scenario: the Guest names its own id with its Host as Target", async () => {
    const r = await call<List>(guest, host, "GET", `/organizations/${guest.id}/documents`);
    expect(r.status).toBe(200);
    expect(r.body.total_items).toBe(3);
  });

  it("refuses every other combination with 403 access_denied", async () => {
    const cases: Array<[TestOrg, TestOrg, TestOrg]> = [
      [guest, host, host], // Guest naming its Host's id
      [guest, guest, host], // Self naming its Host (not its Guest)
      [host, guest, guest], // Host scenario is not permitted
      [stranger, stranger, guest], // Self naming an unconnected organization
      [stranger, guest, guest], // no connection at all
    ];
    for (const [requester, target, subject] of cases) {
      const r = await call(requester, target, "GET", `/organizations/${subject.id}/documents`);
      expect(r.status, `${requester.name} → ${target.name} about ${subject.name}`).toBe(403);
      expect(codes(r)).toEqual(["access_denied"]);
    }
  });

  it("has the same filters, ordering and pagination", async () => {
    const q = (query: RequestOptions["query"]) =>
      call<List>(host, host, "GET", `/organizations/${guest.id}/documents`, { query });
    expect(ids(await q({ document_types: "balance_sheet", order_by: "period", order_dir: "asc" }))).toEqual([
      guestDocs.bsPrev,
      guestDocs.bs,
    ]);
    expect(ids(await q({ analysis_status: true }))).toEqual([guestDocs.bs]);
    expect(ids(await q({ file_id: guestFile, period_to: "2023-12-31" }))).toEqual([guestDocs.bsPrev]);
    expect(ids(await q({ period_from: "2024-01-01", order_dir: "asc" }))).toEqual([guestDocs.bs, guestDocs.is]);
    const paged = await q({ limit: 1, offset: 1 });
    expect(ids(paged)).toEqual([guestDocs.is]);
    expect(paged.body.total_items).toBe(3);
    const bad = await q({ limit: 0, order_by: "name", extra: 1 });
    expect(bad.status).toBe(422);
    expect(locs(bad)).toEqual(
      expect.arrayContaining([
        ["query", "limit"],
        ["query", "order_by"],
        ["query", "extra"],
      ]),
    );
  });

  it("reads one document with its line items; others' documents are 404 financial_document_not_found", async () => {
    const r = await call<FinancialDocumentDetail>(
      guest,
      host,
      "GET",
      `/organizations/${guest.id}/documents/${guestDocs.bs}`,
    );
    expect(r.status).toBe(200);
    expect(r.body.line_items).toEqual(bsItems);
    expect(r.body.original_filename).toBe("guest-fy2024.pdf");
    const viaHost = await call<FinancialDocumentDetail>(
      host,
      host,
      "GET",
      `/organizations/${guest.id}/documents/${guestDocs.is}`,
    );
    expect(viaHost.status).toBe(200);
    expect(viaHost.body.line_items).toEqual([]);
    for (const docId of [strangerDoc, recDocs.bs2024, randomUUID()]) {
      const miss = await call(host, host, "GET", `/organizations/${guest.id}/documents/${docId}`);
      expect(miss.status).toBe(404);
      expect(codes(miss)).toEqual(["financial_document_not_found"]);
    }
    const denied = await call(stranger, stranger, "GET", `/organizations/${guest.id}/documents/${guestDocs.bs}`);
    expect(denied.status).toBe(403);
  });
});
