import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apply, type Caller, caller, creditTermsBody, invite } from "../../../test/support/applications";
import { insertFileRow } from "../../../test/support/files";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import type { Portfolio, PortfolioItem } from "../../contract/portfolio";

/**
 * GET /portfolio (docs/api-conventions.md, "Portfolio"): the caller's Guests and private records
 * with their figures, filters, order, paging, the stale period setting, and the scoping. Two Hosts
 * share one Guest; each has a private record and its own applications with the Guest. Nothing of
 * the rival may reach the host.
 */

let server: TestServer;
let host: Caller;
let rival: Caller;
let shared: Caller;
let solo: Caller;
let stranger: Caller;
let record: string;
let archived: string;
let rivalRecord: string;

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function privateRecord(owner: Caller, name: string, isArchived = false): Promise<string> {
  const row = await server.built.services.db
    .insertInto("private_records")
    .values({
      organization_id: owner.org.id,
      name,
      currency_code: "USD",
      archived: isArchived,
      archived_at: isArchived ? new Date() : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Scores as the recompute job writes them (one per scoring date). */
async function scores(subject: { ownerId: string; recordId?: string }, points: Array<[string, number]>) {
  const band = (s: number) => (s >= 80 ? "excellent" : s >= 70 ? "good" : s >= 60 ? "marginal" : "weak");
  await server.built.services.db
    .insertInto("score_history")
    .values(
      points.map(([date, total_score]) => ({
        organization_id: subject.ownerId,
        private_record_id: subject.recordId ?? null,
        date,
        period_type: "yearly" as const,
        total_score,
        band: band(total_score),
      })),
    )
    .execute();
}

/** A file and one extracted document, written as the upload and extraction job do. */
async function statement(file: {
  ownerId: string;
  recordId?: string;
  period: string;
  reviewStatus?: "needs_review" | "reviewed";
  shared?: boolean;
  uploaderId?: string;
}) {
  const db = server.built.services.db;
  const fileId = await insertFileRow(server, {
    organizationId: file.ownerId,
    privateRecordId: file.recordId ?? null,
    filename: "statements.pdf",
    sizeBytes: 1000,
    uploadedBy: file.uploaderId,
    shared: file.shared,
  });
  await db
    .insertInto("financial_documents")
    .values({
      file_id: fileId,
      organization_id: file.ownerId,
      private_record_id: file.recordId ?? null,
      document_type: "balance_sheet",
      period: file.period,
      period_type: "yearly",
      currency: "USD",
      line_items: JSON.stringify([]),
      review_status: file.reviewStatus ?? "reviewed",
    })
    .execute();
}

/** An application of `shipper` to `forwarder`, approved for `approved` (credit terms, EUR). */
async function approvedApplication(shipper: Caller, forwarder: Caller, amount: number, approved?: number) {
  const id = await apply(shipper, forwarder, "credit-terms", creditTermsBody({ amount, currency: "EUR" }));
  const review = await forwarder.call("POST", `/credit-applications/${id}/statuses/internal-review`);
  if (review.status !== 200) throw new Error(`review: ${review.status}`);
  const body = approved === undefined ? {} : { approved_amount: approved };
  const ok = await forwarder.call("POST", `/credit-applications/${id}/statuses/approve`, { body });
  if (ok.status !== 200) throw new Error(`approve: ${ok.status} ${JSON.stringify(ok.body)}`);
  return id;
}

const portfolio = (who: Caller, query: Record<string, string | number | string[]> = {}) =>
  who.call<Portfolio>("GET", "/portfolio", { query });
const byId = (p: Portfolio) => new Map(p.items.map((i) => [i.id, i]));
const names = (p: Portfolio) => p.items.map((i) => i.name);

beforeAll(async () => {
  server = await startTestServer();
  host = await caller(server, await server.createOrg({ name: "Host Forwarding" }));
  rival = await caller(server, await server.createOrg({ name: "Rival Forwarding" }));
  shared = await caller(server, await server.createOrg({ name: "Shared Shipper" }));
  solo = await caller(server, await server.createOrg({ name: "Alpha Solo Shipper" }));
  stranger = await caller(server, await server.createOrg({ name: "Stranger Lines" }));
  await invite(host, shared);
  await invite(rival, shared);
  await invite(host, solo);

  record = await privateRecord(host, "Host's Record Ltd");
  archived = await privateRecord(host, "Archived Record Ltd", true);
  rivalRecord = await privateRecord(rival, "Rival's Record Ltd");

  // Shared Shipper: scored 62 → 71.5 → 84 (excellent, +12.5), a fresh statement and one to review,
  // a held upload of the rival (not counted), a withdrawn-looking unshared one (not counted).
  await scores({ ownerId: shared.org.id }, [
    ["2023-12-31", 62],
    ["2024-12-31", 71.5],
    ["2025-12-31", 84],
  ]);
  await statement({ ownerId: shared.org.id, period: isoDay(100) });
  await statement({ ownerId: shared.org.id, period: isoDay(40), reviewStatus: "needs_review" });
  await statement({
    ownerId: shared.org.id,
    period: isoDay(5),
    reviewStatus: "needs_review",
    shared: false,
    uploaderId: rival.org.id,
  });
  // Solo: one score (weak), statements only two years old (stale at the default 365 days).
  await scores({ ownerId: solo.org.id }, [["2024-06-30", 48]]);
  await statement({ ownerId: solo.org.id, period: isoDay(700) });
  // The host's record: 75 → 68 (marginal, -7), a statement 200 days old.
  await scores({ ownerId: host.org.id, recordId: record }, [
    ["2024-12-31", 75],
    ["2025-06-30", 68],
  ]);
  await statement({ ownerId: host.org.id, recordId: record, period: isoDay(200), reviewStatus: "needs_review" });
  // The rival's record and scores never reach the host.
  await scores({ ownerId: rival.org.id, recordId: rivalRecord }, [["2025-12-31", 91]]);

  // Applications with the shared Guest: the host's two approved (one as requested), one pending;
  // the rival's approved one (never the host's exposure).
  await approvedApplication(shared, host, 100_000, 80_000);
  await approvedApplication(shared, host, 50_000);
  await apply(shared, host, "credit-terms");
  await approvedApplication(shared, rival, 999_000);
  await apply(shared, rival, "credit-terms");
}, 300_000);
afterAll(async () => server?.close());

describe("GET /portfolio", () => {
  it("lists every Guest and private record of the caller with its figures", async () => {
    const r = await portfolio(host);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.stale_after_days).toBe(365);
    expect(names(r.body)).toEqual(["Alpha Solo Shipper", "Host's Record Ltd", "Shared Shipper"]);
    expect(r.body.total_items).toBe(3);
    const rows = byId(r.body);
    expect(rows.get(shared.org.id)).toMatchObject<Partial<PortfolioItem>>({
      kind: "guest",
      organization_id: shared.org.id,
      private_record_id: null,
      total_score: 84,
      band: "excellent",
      score_date: "2025-12-31",
      previous_score: 71.5,
      score_change: 12.5,
      newest_statement: isoDay(40),
      stale: false,
      documents_awaiting_review: 1,
      open_applications: 3,
      approved_exposure: [{ amount: 130_000, currency: "EUR", basis: "total" }],
    });
    expect(rows.get(shared.org.id)?.score_history).toEqual([
      { date: "2023-12-31", total_score: 62 },
      { date: "2024-12-31", total_score: 71.5 },
      { date: "2025-12-31", total_score: 84 },
    ]);
    expect(rows.get(record)).toMatchObject<Partial<PortfolioItem>>({
      kind: "private_record",
      organization_id: null,
      private_record_id: record,
      total_score: 68,
      band: "marginal",
      score_change: -7,
      newest_statement: isoDay(200),
      stale: false,
      documents_awaiting_review: 1,
      open_applications: 0,
      approved_exposure: [],
    });
    expect(rows.get(solo.org.id)).toMatchObject<Partial<PortfolioItem>>({
      total_score: 48,
      band: "weak",
      previous_score: null,
      score_change: null,
      stale: true,
      open_applications: 0,
    });
  });

  it("never shows another organization's records, scores or applications, and leaves archived records out", async () => {
    const mine = await portfolio(host);
    const ids = mine.body.items.map((i) => i.id);
    expect(ids).not.toContain(rivalRecord);
    expect(ids).not.toContain(archived);
    expect(ids).not.toContain(stranger.org.id);
    const theirs = await portfolio(rival);
    expect(theirs.status).toBe(200);
    expect(names(theirs.body)).toEqual(["Rival's Record Ltd", "Shared Shipper"]);
    const sharedForRival = byId(theirs.body).get(shared.org.id);
    // The rival's own applications with the shared Guest; the Guest's own score and documents.
    expect(sharedForRival).toMatchObject({
      open_applications: 2,
      approved_exposure: [{ amount: 999_000, currency: "EUR", basis: "total" }],
      total_score: 84,
      documents_awaiting_review: 1,
    });
    const nobody = await portfolio(stranger);
    expect(nobody.body).toEqual({ items: [], total_items: 0, stale_after_days: 365 });
  });

  it("filters by kind, band, stale and name", async () => {
    expect(names((await portfolio(host, { kinds: ["private_record"] })).body)).toEqual(["Host's Record Ltd"]);
    const bands = await portfolio(host, { bands: ["weak", "marginal"] });
    expect(names(bands.body)).toEqual(["Alpha Solo Shipper", "Host's Record Ltd"]);
    expect(bands.body.total_items).toBe(2);
    expect(names((await portfolio(host, { stale: "true" })).body)).toEqual(["Alpha Solo Shipper"]);
    expect(names((await portfolio(host, { stale: "false" })).body)).toEqual(["Host's Record Ltd", "Shared Shipper"]);
    expect(names((await portfolio(host, { search_text: "SHIPPER" })).body)).toEqual([
      "Alpha Solo Shipper",
      "Shared Shipper",
    ]);
  });

  it("orders by each figure with empty values last, and pages in a stable order", async () => {
    expect(names((await portfolio(host, { order_by: "total_score", order_dir: "desc" })).body)).toEqual([
      "Shared Shipper",
      "Host's Record Ltd",
      "Alpha Solo Shipper",
    ]);
    expect(names((await portfolio(host, { order_by: "score_change", order_dir: "asc" })).body)).toEqual([
      "Host's Record Ltd",
      "Shared Shipper",
      "Alpha Solo Shipper",
    ]);
    expect(names((await portfolio(host, { order_by: "newest_statement", order_dir: "desc" })).body)).toEqual([
      "Shared Shipper",
      "Host's Record Ltd",
      "Alpha Solo Shipper",
    ]);
    expect(names((await portfolio(host, { order_by: "open_applications", order_dir: "desc" })).body)[0]).toBe(
      "Shared Shipper",
    );
    const first = await portfolio(host, { limit: 2, offset: 0 });
    const rest = await portfolio(host, { limit: 2, offset: 2 });
    expect([...names(first.body), ...names(rest.body)]).toEqual(names((await portfolio(host)).body));
    expect(rest.body.total_items).toBe(3);
  });

  it("marks stale after the organization's own period", async () => {
    const set = await host.call("PATCH", "/organization-settings", { body: { statement_stale_after_days: 150 } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const r = await portfolio(host, { stale: "true" });
    expect(r.body.stale_after_days).toBe(150);
    expect(names(r.body)).toEqual(["Alpha Solo Shipper", "Host's Record Ltd"]);
    // The rival keeps its default.
    expect((await portfolio(rival)).body.stale_after_days).toBe(365);
    const bad = await host.call("PATCH", "/organization-settings", { body: { statement_stale_after_days: 0 } });
    expect(bad.status).toBe(422);
  });

  it("is read in Self only, and refuses unknown values", async () => {
    const r = await host.call("GET", "/portfolio", { target: shared.org.id });
    expect(r.status).toBe(403);
    expect((await portfolio(host, { order_by: "amount" })).status).toBe(422);
    expect((await portfolio(host, { bands: ["splendid"] })).status).toBe(422);
  });
});
