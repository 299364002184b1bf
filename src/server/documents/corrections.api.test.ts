import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertFileRow } from "../../../test/support/files";
import {
  errorCodes,
  errorLocs,
  type RequestOptions,
  startTestServer,
  type TestOrg,
  type TestServer,
} from "../../../test/support/harness";
import type { LineItem } from "../../contract/chart-of-accounts";
import type { FinancialDocumentDetail } from "../../contract/documents";
import type { PrivateRecord } from "../../contract/records";
import { checkStatement } from "../extraction/checks";

/**
 * Corrections of extracted documents (api-design §13) over HTTP: If-Match (428, 412), keys (422),
 * who may correct (the organization itself and its Host; a private record's owner), the audit in
 * `corrections`, the checks run again, `reviewed`, and metrics that follow.
 */

let server: TestServer;
let host: TestOrg;
let guest: TestOrg;
let stranger: TestOrg;
const tokens = new Map<string, string>();
let guestDoc: string;
let recordDoc: string;
let record: PrivateRecord;

function call<T>(org: TestOrg, target: TestOrg, method: string, path: string, opts: RequestOptions = {}) {
  return server.request<T>(method, path, {
    token: tokens.get(org.id),
    as: { requester: org.id, target: target.id },
    ...opts,
  });
}

/** A balance sheet whose equity was misread: assets ≠ liabilities + equity. */
const misread: LineItem[] = [
  { key: "total_current_assets", label: "Total current assets", amount: 2_000_000, confidence: 0.98 },
  { key: "total_non_current_assets", label: "Total non-current assets", amount: 3_000_000, confidence: 0.98 },
  { key: "total_assets", label: "Total assets", amount: 5_000_000, confidence: 0.98 },
  { key: "total_current_liabilities", label: "Total current liabilities", amount: 1_000_000, confidence: 0.98 },
  { key: "total_liabilities", label: "Total liabilities", amount: 2_500_000, confidence: 0.98 },
  { key: "total_equity", label: "Total equity", amount: 2_500, confidence: 0.98 },
];

async function insertChecked(owner: TestOrg, privateRecordId: string | null): Promise<string> {
  const fileId = await insertFileRow(server, {
    organizationId: owner.id,
    privateRecordId,
    filename: "bs.pdf",
    sizeBytes: 10,
  });
  const result = checkStatement({
    documentType: "balance_sheet",
    period: "2025-12-31",
    periodType: "yearly",
    lineItems: misread,
  });
  const row = await server.built.services.db
    .insertInto("financial_documents")
    .values({
      file_id: fileId,
      organization_id: owner.id,
      private_record_id: privateRecordId,
      document_type: "balance_sheet",
      period: "2025-12-31",
      period_type: "yearly",
      currency: "EUR",
      line_items: JSON.stringify(misread),
      review_status: result.reviewStatus,
      checks: JSON.stringify(result.checks),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer();
  // The background workers run: a correction enqueues the recompute, which the server runs itself.
  for (const task of server.built.tasks) task.start();
  host = await server.createOrg();
  guest = await server.createOrg();
  stranger = await server.createOrg();
  await server.connect(host, guest);
  for (const o of [host, guest, stranger]) tokens.set(o.id, await o.token());
  guestDoc = await insertChecked(guest, null);
  record = (
    await call<PrivateRecord>(host, host, "POST", "/private-records", {
      body: { name: "Checked", currency_code: "EUR" },
    })
  ).body;
  recordDoc = await insertChecked(host, record.id);
});

afterAll(async () => {
  await server?.close();
});

const orgDoc = (id = guestDoc) => `/organizations/${guest.id}/documents/${id}`;
const fix = { line_items: [{ key: "total_equity", amount: 2_500_000 }] };

describe("PATCH /organizations/{org_id}/documents/{document_id}", () => {
  it("a misread document waits for review and stays out of the metrics", async () => {
    const doc = await call<FinancialDocumentDetail>(host, host, "GET", orgDoc());
    expect(doc.body).toMatchObject({ review_status: "needs_review", version: 1, corrections: [] });
    expect(doc.body.checks.find((c) => c.name === "balance_sheet_identity")?.passed).toBe(false);
    const waiting = await call<{ items: unknown[] }>(host, host, "GET", `/organizations/${guest.id}/documents`, {
      query: { review_status: "needs_review" },
    });
    expect(waiting.body.items).toHaveLength(1);
  });

  it("needs the version read (428 without If-Match, 412 with an old one)", async () => {
    const none = await call(host, host, "PATCH", orgDoc(), { body: fix });
    expect(none.status).toBe(428);
    expect(errorCodes(none)).toEqual(["financial_document_version_required"]);
    const stale = await call(host, host, "PATCH", orgDoc(), { body: fix, headers: { "if-match": '"7"' } });
    expect(stale.status).toBe(412);
    expect(errorCodes(stale)).toEqual(["financial_document_version_mismatch"]);
  });

  it("refuses unknown keys, keys of another statement and an empty correction (422), changing nothing", async () => {
    const unknown = await call(host, host, "PATCH", orgDoc(), {
      body: { line_items: [{ key: "goodwill_magic", amount: 1 }] },
      headers: { "if-match": "1" },
    });
    expect(unknown.status).toBe(422);
    expect(errorLocs(unknown)).toEqual([["body", "line_items", 0, "key"]]);
    const wrongStatement = await call(host, host, "PATCH", orgDoc(), {
      body: { line_items: [{ key: "revenue", amount: 1 }] },
      headers: { "if-match": "1" },
    });
    expect(wrongStatement.status).toBe(422);
    expect(errorLocs(wrongStatement)).toEqual([["body", "line_items", 0, "key"]]);
    const empty = await call(host, host, "PATCH", orgDoc(), { body: {}, headers: { "if-match": "1" } });
    expect(empty.status).toBe(422);
    const doc = await call<FinancialDocumentDetail>(host, host, "GET", orgDoc());
    expect(doc.body.version).toBe(1);
  });

  it("only the organization and its Host correct it; a stranger gets 403, a Guest → Host caller too", async () => {
    const strangerTry = await call(stranger, stranger, "PATCH", orgDoc(), { body: fix, headers: { "if-match": "1" } });
    expect(strangerTry.status).toBe(403);
    const asGuestTowardsHost = await call(guest, host, "PATCH", orgDoc(), { body: fix, headers: { "if-match": "1" } });
    expect(asGuestTowardsHost.status).toBe(403);
    const notThere = await call(host, host, "PATCH", orgDoc("00000000-0000-4000-8000-000000000000"), {
      body: fix,
      headers: { "if-match": "1" },
    });
    expect(notThere.status).toBe(404);
    expect(errorCodes(notThere)).toEqual(["financial_document_not_found"]);
  });

  it("a correction is kept with who, when, old and new; the checks run again; reviewed; metrics follow", async () => {
    const fixed = await call<FinancialDocumentDetail>(host, host, "PATCH", orgDoc(), {
      body: fix,
      headers: { "if-match": '"1"' },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.version).toBe(2);
    expect(fixed.body.review_status).toBe("auto_accepted");
    expect(fixed.body.checks.every((c) => c.passed)).toBe(true);
    expect(fixed.body.line_items.find((i) => i.key === "total_equity")).toMatchObject({
      amount: 2_500_000,
      confidence: 1,
    });
    // Who: the host's own API client, named to its own organization (docs/people.md "Audit by person").
    const byHost = { kind: "api_client", name: host.clientId };
    expect(fixed.body.corrections).toEqual([
      {
        organization_id: host.id,
        actor: byHost,
        at: expect.any(String),
        key: "total_equity",
        old: 2500,
        new: 2_500_000,
      },
      {
        organization_id: host.id,
        actor: byHost,
        at: expect.any(String),
        key: "review_status",
        old: "needs_review",
        new: "auto_accepted",
      },
    ]);

    // The Guest confirms it (Self), removing a line it does not want counted.
    const reviewed = await call<FinancialDocumentDetail>(guest, guest, "PATCH", orgDoc(), {
      body: { review_status: "reviewed", line_items: [{ key: "total_non_current_assets", amount: null }] },
      headers: { "if-match": "2" },
    });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body).toMatchObject({ review_status: "reviewed", version: 3 });
    expect(reviewed.body.line_items.some((i) => i.key === "total_non_current_assets")).toBe(false);
    expect(reviewed.body.corrections.slice(2).map((c) => [c.organization_id, c.key, c.old, c.new])).toEqual([
      [guest.id, "total_non_current_assets", 3_000_000, null],
      [guest.id, "review_status", "auto_accepted", "reviewed"],
    ]);

    // The recompute job puts the reviewed document into the metrics (current ratio 2,000,000 / 1,000,000).
    await expect
      .poll(
        async () => {
          const m = await call<{ total_items: number }>(host, host, "GET", `/organizations/${guest.id}/metrics`);
          return m.body.total_items;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    const doc = await call<FinancialDocumentDetail>(host, host, "GET", orgDoc());
    await expect
      .poll(async () => (await call<FinancialDocumentDetail>(host, host, "GET", orgDoc())).body.analysis, {
        timeout: 20_000,
      })
      .toBe(true);
    expect(doc.body.version).toBe(3);
  });
});

describe("PATCH /private-records/{record_id}/documents/{document_id}", () => {
  const recDoc = () => `/private-records/${record.id}/documents/${recordDoc}`;

  it("the record's owner corrects it; anyone else finds no such record", async () => {
    const other = await call(guest, guest, "PATCH", recDoc(), { body: fix, headers: { "if-match": "1" } });
    expect(other.status).toBe(404);
    expect(errorCodes(other)).toEqual(["private_record_not_found"]);
    const ok = await call<FinancialDocumentDetail>(host, host, "PATCH", recDoc(), {
      body: { ...fix, review_status: "reviewed" },
      headers: { "if-match": "1" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ review_status: "reviewed", version: 2 });
  });
});
