import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  balance2024,
  balanceQ1,
  cashflow2024,
  cashflowQ1,
  income2024,
  incomeQ1,
  openingBalance2023,
} from "../../../test/support/analytics-fixtures";
import { insertFileRow } from "../../../test/support/files";
import {
  type ErrorBody,
  errorCodes,
  type RequestOptions,
  startTestServer,
  type TestOrg,
  type TestServer,
} from "../../../test/support/harness";
import type { MetricItem, MetricWeight, ScoreItem } from "../../contract/analytics";
import type { DocumentType, LineItem } from "../../contract/chart-of-accounts";
import type { PrivateRecord } from "../../contract/records";
import { recomputeAnalytics, recomputeAnalyticsIn } from "./recompute";

/**
 * The analytics endpoints over HTTP. Statements are written as the extraction job writes them
 * (file and document rows through the server's database handle) and the recompute service runs
 * as its job would; everything else goes over HTTP.
 */

type Metrics = { items: MetricItem[]; total_items: number; documents_awaiting_review: number };
type Scores = { items: ScoreItem[]; total_items: number; documents_awaiting_review: number };

let server: TestServer;
let host: TestOrg;
let guest: TestOrg;
let stranger: TestOrg;
const tokens = new Map<string, string>();
let record: PrivateRecord;
let strangersRecord: PrivateRecord;

const codes = errorCodes;

function call<T>(org: TestOrg, target: TestOrg, path: string, opts: RequestOptions = {}) {
  return server.request<T>("GET", path, {
    token: tokens.get(org.id),
    as: { requester: org.id, target: target.id },
    ...opts,
  });
}

function items(statement: object): LineItem[] {
  return Object.entries(statement).map(([key, amount]) => ({ key, label: key, amount }) as LineItem);
}

async function insertStatements(
  owner: TestOrg,
  privateRecordId: string | null,
  docs: Array<{ type: DocumentType; period: string; periodType: "yearly" | "quarterly"; statement: object }>,
): Promise<string[]> {
  const db = server.built.services.db;
  const fileId = await insertFileRow(server, {
    organizationId: owner.id,
    privateRecordId,
    filename: "statements.pdf",
    sizeBytes: 1000,
  });
  const ids: string[] = [];
  for (const d of docs) {
    const row = await db
      .insertInto("financial_documents")
      .values({
        file_id: fileId,
        organization_id: owner.id,
        private_record_id: privateRecordId,
        document_type: d.type,
        period: d.period,
        period_type: d.periodType,
        currency: "USD",
        line_items: JSON.stringify(items(d.statement)),
        // As the extraction job writes a statement whose checks all passed.
        review_status: "auto_accepted",
        checks: "[]",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

const fullSet = [
  { type: "balance_sheet", period: "2023-12-31", periodType: "yearly", statement: openingBalance2023 },
  { type: "balance_sheet", period: "2024-12-31", periodType: "yearly", statement: balance2024 },
  { type: "income_statement", period: "2024-12-31", periodType: "yearly", statement: income2024 },
  { type: "cashflow_statement", period: "2024-12-31", periodType: "yearly", statement: cashflow2024 },
  { type: "balance_sheet", period: "2025-03-31", periodType: "quarterly", statement: balanceQ1 },
  { type: "income_statement", period: "2025-03-31", periodType: "quarterly", statement: incomeQ1 },
  { type: "cashflow_statement", period: "2025-03-31", periodType: "quarterly", statement: cashflowQ1 },
] as const;

/** Metrics of the balance sheet alone (FY2023 has no flows). */
const BALANCE_ONLY = 10;

beforeAll(async () => {
  server = await startTestServer();
  host = await server.createOrg();
  guest = await server.createOrg();
  stranger = await server.createOrg();
  await server.connect(host, guest);
  for (const o of [host, guest, stranger]) tokens.set(o.id, await o.token());

  await insertStatements(guest, null, [...fullSet]);
  await recomputeAnalytics(server.built.services.db, { organizationId: guest.id });

  record = (
    await server.request<PrivateRecord>("POST", "/private-records", {
      token: tokens.get(host.id),
      as: { requester: host.id, target: host.id },
      body: { name: "Scored record", currency_code: "USD" },
    })
  ).body;
  strangersRecord = (
    await server.request<PrivateRecord>("POST", "/private-records", {
      token: tokens.get(stranger.id),
      as: { requester: stranger.id, target: stranger.id },
      body: { name: "Stranger's record", currency_code: "USD" },
    })
  ).body;
  await insertStatements(host, record.id, [...fullSet.slice(0, 4)]);
  await recomputeAnalytics(server.built.services.db, { privateRecordId: record.id });
});

afterAll(async () => {
  await server?.close();
});

describe("GET /organizations/{org_id}/metrics", () => {
  it("lists every metric of every period, newest period first, with the hand-computed values", async () => {
    const r = await call<Metrics>(guest, guest, `/organizations/${guest.id}/metrics`);
    expect(r.status).toBe(200);
    const quarterly = r.body.items.filter((m) => m.period_type === "quarterly").length;
    expect(r.body.total_items).toBe(BALANCE_ONLY + 38 + quarterly);
    expect(r.body.items).toHaveLength(Math.min(100, r.body.total_items));
    expect(r.body.items[0]?.period).toBe("2025-03-31");
    const fy = r.body.items.filter((m) => m.period === "2024-12-31");
    const get = (t: string) => fy.find((m) => m.metric_type === t);
    expect(get("current_ratio")).toMatchObject({
      value: 1.5,
      points: 90,
      metric_section_type: "short_term_liquidity_and_working_capital",
      period_type: "yearly",
      unit: "times",
    });
    expect(get("quick_ratio")?.value).toBe(0.9);
    expect(get("gross_profit_margin")?.value).toBe(0.3);
    expect(get("net_profit_margin")?.value).toBe(0.06);
    expect(get("free_cash_flow")).toMatchObject({ value: 250, unit: "amount" });
    for (const m of r.body.items) {
      expect(Number.isFinite(m.value)).toBe(true);
      expect(m.points).toBeGreaterThanOrEqual(0);
      expect(m.points).toBeLessThanOrEqual(100);
    }
  });

  it("filters by period type, metric type, section and date range, with exact totals", async () => {
    const path = `/organizations/${guest.id}/metrics`;
    const q = await call<Metrics>(guest, guest, path, { query: { period_type: "quarterly" } });
    expect(q.body.items.every((m) => m.period_type === "quarterly" && m.period === "2025-03-31")).toBe(true);
    expect(q.body.total_items).toBe(q.body.items.length);
    expect(q.body.total_items).toBeGreaterThan(30);

    const cr = await call<Metrics>(guest, guest, path, { query: { metric_type: "current_ratio", order_dir: "asc" } });
    expect(cr.body.items.map((m) => [m.period, m.value])).toEqual([
      ["2023-12-31", 1.25],
      ["2024-12-31", 1.5],
      ["2025-03-31", 1.545455],
    ]);

    const sec = await call<Metrics>(guest, guest, path, {
      query: { metric_section_type: "profitability", period_type: "yearly" },
    });
    expect(sec.body.items.map((m) => m.metric_type).sort()).toEqual(
      ["ebit_margin", "ebitda_margin", "gross_profit_margin", "net_profit_margin", "roace"].sort(),
    );

    const range = await call<Metrics>(guest, guest, path, {
      query: { date_from: "2024-01-01", date_to: "2024-12-31" },
    });
    expect(range.body.total_items).toBe(38);
    expect(range.body.items.every((m) => m.period === "2024-12-31")).toBe(true);

    const empty = await call<Metrics>(guest, guest, path, { query: { date_from: "2030-01-01" } });
    expect(empty.body).toEqual({ items: [], total_items: 0, documents_awaiting_review: 0, recalculating: false });
  });

  it("orders by metric type and section, and pages without overlap", async () => {
    const path = `/organizations/${guest.id}/metrics`;
    const byType = await call<Metrics>(guest, guest, path, {
      query: { order_by: "metric_type", order_dir: "asc", period_type: "yearly", date_from: "2024-01-01" },
    });
    const types = byType.body.items.map((m) => m.metric_type);
    expect(types).toEqual([...types].sort());

    const bySection = await call<Metrics>(guest, guest, path, {
      query: { order_by: "metric_section_type", order_dir: "desc" },
    });
    const sections = bySection.body.items.map((m) => m.metric_section_type);
    expect(sections).toEqual([...sections].sort().reverse());

    const byPeriodType = await call<Metrics>(guest, guest, path, {
      query: { order_by: "period_type", order_dir: "asc" },
    });
    expect(byPeriodType.body.items[0]?.period_type).toBe("quarterly");

    const all = await call<Metrics>(guest, guest, path, { query: { limit: 100 } });
    const first = await call<Metrics>(guest, guest, path, { query: { limit: 30, offset: 0 } });
    const second = await call<Metrics>(guest, guest, path, { query: { limit: 30, offset: 30 } });
    expect(first.body.total_items).toBe(all.body.total_items);
    expect([...first.body.items, ...second.body.items].map((m) => m.id)).toEqual(
      all.body.items.slice(0, 60).map((m) => m.id),
    );
  });

  it("refuses unknown and invalid query parameters with every problem at once", async () => {
    const r = await call(guest, guest, `/organizations/${guest.id}/metrics`, {
      query: {
        metric_type: "nope",
        period_type: "monthly",
        order_by: "value",
        limit: 101,
        bogus: 1,
        date_from: "2024-13-01",
      },
    });
    expect(r.status).toBe(422);
    const locs = (r.body as ErrorBody).detail.map((d) => d.loc.join("."));
    for (const l of [
      "query.metric_type",
      "query.period_type",
      "query.order_by",
      "query.limit",
      "query.bogus",
      "query.date_from",
    ]) {
      expect(locs).toContain(l);
    }
  });

  it("follows the host-owned org_id rule: Self on own or a Guest's id, Guest on its own id", async () => {
    const path = (org: TestOrg) => `/organizations/${org.id}/metrics`;
    // Host reading its Guest: own id in both headers, the Guest's id in the path.
    expect((await call<Metrics>(host, host, path(guest))).body.total_items).toBeGreaterThan(0);
    // Guest reading its own data held for the Host: target = Host, org_id = own id.
    expect((await call<Metrics>(guest, host, path(guest))).body.total_items).toBeGreaterThan(0);
    // Host has no statements of its own.
    expect((await call<Metrics>(host, host, path(host))).body.total_items).toBe(0);

    const denied = [
      await call(guest, host, path(host)), // Guest naming the Host's id
      await call(host, guest, path(guest)), // Host scenario is not allowed
      await call(guest, guest, path(host)), // Self on an organization that is not a Guest
      await call(stranger, stranger, path(guest)), // unconnected
      await call(stranger, guest, path(guest)),
    ];
    for (const r of denied) {
      expect(r.status).toBe(403);
      expect(codes(r)).toEqual(["access_denied"]);
    }
    expect((await server.request("GET", path(guest))).status).toBe(401);
  });
});

describe("GET /organizations/{org_id}/metrics/scores", () => {
  it("gives one score per scoring date, 0-100, with its band", async () => {
    const r = await call<Scores>(guest, guest, `/organizations/${guest.id}/metrics/scores`);
    expect(r.status).toBe(200);
    expect(r.body.items.map((s) => [s.date, s.period_type])).toEqual([
      ["2025-03-31", "quarterly"],
      ["2024-12-31", "yearly"],
      ["2023-12-31", "yearly"],
    ]);
    expect(r.body.total_items).toBe(3);
    for (const s of r.body.items) {
      expect(s.total_score).toBeGreaterThanOrEqual(0);
      expect(s.total_score).toBeLessThanOrEqual(100);
      expect(["excellent", "good", "marginal", "weak"]).toContain(s.band);
    }
  });

  it("filters by date, orders by total_score and pages", async () => {
    const path = `/organizations/${guest.id}/metrics/scores`;
    const range = await call<Scores>(guest, host, path, { query: { date_from: "2024-01-01", date_to: "2024-12-31" } });
    expect(range.body.items.map((s) => s.date)).toEqual(["2024-12-31"]);
    const asc = await call<Scores>(host, host, path, { query: { order_by: "total_score", order_dir: "asc" } });
    const scores = asc.body.items.map((s) => s.total_score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const page = await call<Scores>(guest, guest, path, {
      query: { order_by: "date", order_dir: "asc", limit: 1, offset: 1 },
    });
    expect(page.body).toMatchObject({ total_items: 3, items: [{ date: "2024-12-31" }] });
    const bad = await call(guest, guest, path, { query: { order_by: "period", page: 2 } });
    expect(bad.status).toBe(422);
    expect((await call(guest, host, `/organizations/${host.id}/metrics/scores`)).status).toBe(403);
  });
});

describe("private record analytics", () => {
  const base = () => `/private-records/${record.id}`;

  it("lists the record's metrics and score history, and the current score", async () => {
    const metrics = await call<Metrics>(host, host, `${base()}/metrics`, { query: { metric_type: "dscr" } });
    expect(metrics.status).toBe(200);
    expect(metrics.body.items).toHaveLength(1);
    expect(metrics.body.items[0]?.value).toBeCloseTo(600 / 180, 5);

    const scores = await call<Scores>(host, host, `${base()}/metrics/scores`);
    expect(scores.body.items.map((s) => s.date)).toEqual(["2024-12-31", "2023-12-31"]);
    const current = await call<ScoreItem>(host, host, `${base()}/metrics/scores/current`);
    expect(current.status).toBe(200);
    expect(current.body).toEqual({ ...scores.body.items[0], documents_awaiting_review: 0 });

    // The record carries its current score.
    const rec = await call<PrivateRecord>(host, host, base());
    expect(rec.body.total_score).toBe(current.body.total_score);
  });

  it("answers null as the current score before anything was scored", async () => {
    const fresh = await call<ScoreItem | null>(
      stranger,
      stranger,
      `/private-records/${strangersRecord.id}/metrics/scores/current`,
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body).toBeNull();
    const list = await call<Scores>(stranger, stranger, `/private-records/${strangersRecord.id}/metrics/scores`);
    expect(list.body).toEqual({ items: [], total_items: 0, documents_awaiting_review: 0, recalculating: false });
  });

  it("answers 404 private_record_not_found for another organization's record or an unknown id", async () => {
    for (const path of [
      `${base()}/metrics`,
      `${base()}/metrics/scores`,
      `${base()}/metrics/scores/current`,
      `/private-records/${randomUUID()}/metrics`,
    ]) {
      const r = await call(stranger, stranger, path);
      expect(r.status, path).toBe(404);
      expect(codes(r)).toEqual(["private_record_not_found"]);
    }
    // Only Self: the guest may not read its Host's record.
    expect((await call(guest, host, `${base()}/metrics`)).status).toBe(403);
    expect((await call(host, host, "/private-records/not-a-uuid/metrics")).status).toBe(422);
  });
});

describe("recompute", () => {
  it("keeps ids and created_at when nothing changed, and follows a restated document", async () => {
    const db = server.built.services.db;
    const path = `/organizations/${guest.id}/metrics`;
    const before = await call<Metrics>(guest, guest, path, { query: { metric_type: "current_ratio" } });
    await recomputeAnalytics(db, { organizationId: guest.id });
    const same = await call<Metrics>(guest, guest, path, { query: { metric_type: "current_ratio" } });
    expect(same.body).toEqual(before.body);

    // A later file restates FY2024's balance sheet with more current liabilities.
    await insertStatements(guest, null, [
      {
        type: "balance_sheet",
        period: "2024-12-31",
        periodType: "yearly",
        statement: {
          ...balance2024,
          other_current_liabilities: 700,
          total_current_liabilities: 1500,
          retained_earnings: 300,
          total_equity: 800,
          total_liabilities: 2200,
        },
      },
    ]);
    await recomputeAnalytics(db, { organizationId: guest.id });
    const after = await call<Metrics>(guest, guest, path, { query: { metric_type: "current_ratio" } });
    const fyBefore = before.body.items.find((m) => m.period === "2024-12-31");
    const fyAfter = after.body.items.find((m) => m.period === "2024-12-31");
    expect(fyAfter?.value).toBe(1);
    expect(fyAfter?.id).toBe(fyBefore?.id);
    expect(fyAfter?.created_at).toBe(fyBefore?.created_at);
    expect(Date.parse(fyAfter?.updated_at ?? "")).toBeGreaterThan(Date.parse(fyBefore?.updated_at ?? ""));
  });

  it("removes metrics and scores whose statements are gone", async () => {
    const db = server.built.services.db;
    await db.deleteFrom("financial_files").where("private_record_id", "=", record.id).execute();
    await recomputeAnalytics(db, { privateRecordId: record.id });
    const metrics = await call<Metrics>(host, host, `/private-records/${record.id}/metrics`);
    expect(metrics.body.total_items).toBe(0);
    const current = await call<ScoreItem | null>(host, host, `/private-records/${record.id}/metrics/scores/current`);
    expect(current.body).toBeNull();
    const rec = await call<PrivateRecord>(host, host, `/private-records/${record.id}`);
    expect(rec.body.total_score).toBeNull();
  });
});

describe("documents awaiting review (api-design §13)", () => {
  /** One needs_review balance sheet of `owner` (or of its private record), as the extraction job writes it. */
  async function insertNeedsReview(owner: TestOrg, privateRecordId: string | null): Promise<string> {
    const [id] = await insertStatements(owner, privateRecordId, [
      { type: "balance_sheet", period: "2024-12-31", periodType: "yearly", statement: balance2024 },
    ]);
    if (!id) throw new Error("no document inserted");
    await server.built.services.db
      .updateTable("financial_documents")
      .set({ review_status: "needs_review" })
      .where("id", "=", id)
      .execute();
    return id;
  }

  async function counts(org: TestOrg, target: TestOrg, base: string) {
    const metrics = await call<Metrics>(org, target, `${base}/metrics`);
    const scores = await call<Scores>(org, target, `${base}/metrics/scores`);
    return [metrics.body.documents_awaiting_review, scores.body.documents_awaiting_review];
  }

  it("counts the organization's needs_review documents until an analyst marks them reviewed", async () => {
    const shipper = await server.createOrg();
    await server.connect(host, shipper);
    tokens.set(shipper.id, await shipper.token());
    await insertStatements(shipper, null, [...fullSet.slice(0, 4)]);
    await recomputeAnalytics(server.built.services.db, { organizationId: shipper.id });
    const base = `/organizations/${shipper.id}`;
    expect(await counts(shipper, shipper, base)).toEqual([0, 0]);

    const docId = await insertNeedsReview(shipper, null);
    expect(await counts(shipper, shipper, base)).toEqual([1, 1]);
    // The Host reading its Guest's analytics sees the same count; other subjects are not counted.
    expect(await counts(host, host, base)).toEqual([1, 1]);
    expect(await counts(guest, guest, `/organizations/${guest.id}`)).toEqual([0, 0]);

    const doc = await call<{ version: number }>(host, host, `${base}/documents/${docId}`);
    const patched = await server.request("PATCH", `${base}/documents/${docId}`, {
      token: tokens.get(host.id),
      as: { requester: host.id, target: host.id },
      headers: { "if-match": `"${doc.body.version}"` },
      body: { review_status: "reviewed" },
    });
    expect(patched.status).toBe(200);
    expect(await counts(shipper, shipper, base)).toEqual([0, 0]);
  });

  it("counts a private record's own documents, on the current score too", async () => {
    const scored = (
      await server.request<PrivateRecord>("POST", "/private-records", {
        token: tokens.get(host.id),
        as: { requester: host.id, target: host.id },
        body: { name: "Awaiting review", currency_code: "USD" },
      })
    ).body;
    await insertStatements(host, scored.id, [...fullSet.slice(0, 4)]);
    await recomputeAnalytics(server.built.services.db, { privateRecordId: scored.id });
    const base = `/private-records/${scored.id}`;
    const docId = await insertNeedsReview(host, scored.id);
    expect(await counts(host, host, base)).toEqual([1, 1]);
    const current = await call<{ documents_awaiting_review: number }>(host, host, `${base}/metrics/scores/current`);
    expect(current.body.documents_awaiting_review).toBe(1);
    // The organization's own analytics do not count its private records' documents.
    expect(await counts(host, host, `/organizations/${host.id}`)).toEqual([0, 0]);

    const doc = await call<{ version: number }>(host, host, `${base}/documents/${docId}`);
    const patched = await server.request("PATCH", `${base}/documents/${docId}`, {
      token: tokens.get(host.id),
      as: { requester: host.id, target: host.id },
      headers: { "if-match": String(doc.body.version) },
      body: { review_status: "reviewed" },
    });
    expect(patched.status).toBe(200);
    expect(await counts(host, host, base)).toEqual([0, 0]);
    const after = await call<{ documents_awaiting_review: number }>(host, host, `${base}/metrics/scores/current`);
    expect(after.body.documents_awaiting_review).toBe(0);
  });
});

describe("recalculating (issue 25: a correction's effect)", () => {
  it("is true from a correction until its recompute has run, on the metrics and the scores", async () => {
    const shipper = await server.createOrg();
    tokens.set(shipper.id, await shipper.token());
    const [docId] = await insertStatements(shipper, null, [...fullSet.slice(0, 4)]);
    await recomputeAnalytics(server.built.services.db, { organizationId: shipper.id });
    const base = `/organizations/${shipper.id}`;
    const flags = async () => [
      (await call<{ recalculating: boolean }>(shipper, shipper, `${base}/metrics`)).body.recalculating,
      (await call<{ recalculating: boolean }>(shipper, shipper, `${base}/metrics/scores`)).body.recalculating,
    ];
    expect(await flags()).toEqual([false, false]);

    const doc = await call<{ version: number }>(shipper, shipper, `${base}/documents/${docId}`);
    const patched = await server.request("PATCH", `${base}/documents/${docId}`, {
      token: tokens.get(shipper.id),
      as: { requester: shipper.id, target: shipper.id },
      headers: { "if-match": `"${doc.body.version}"` },
      body: { review_status: "reviewed" },
    });
    expect(patched.status).toBe(200);
    expect(await flags()).toEqual([true, true]);
    // Another subject's figures are not affected.
    expect(
      (await call<{ recalculating: boolean }>(guest, guest, `/organizations/${guest.id}/metrics`)).body,
    ).toMatchObject({ recalculating: false });

    // The job's work: the recompute, and the job completed in the same transaction.
    const db = server.built.services.db;
    await db.transaction().execute(async (trx) => {
      await recomputeAnalyticsIn(trx, { organizationId: shipper.id });
      await trx
        .updateTable("jobs")
        .set({ status: "done" })
        .where("dedupe_key", "=", `org:${shipper.id}`)
        .where("status", "in", ["queued", "running"])
        .execute();
    });
    expect(await flags()).toEqual([false, false]);
  });
});

describe("GET /resources/weights/metrics", () => {
  it("publishes a weight and bands per (section, metric) with a token only", async () => {
    const r = await server.request<MetricWeight[]>("GET", "/resources/weights/metrics", {
      token: tokens.get(guest.id),
    });
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(38);
    expect(r.body.reduce((s, w) => s + w.weight, 0)).toBeCloseTo(1, 5);
    expect(r.body.find((w) => w.metric_type === "current_ratio")).toMatchObject({
      metric_section_type: "short_term_liquidity_and_working_capital",
      section_weight: 0.12,
      metric_weight: 0.35,
    });
    expect((await server.request("GET", "/resources/weights/metrics")).status).toBe(401);
  });
});
