import { type Insertable, type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "../db/schema";
import { analyse } from "./engine/analyse";
import type { StatementInput } from "./engine/periods";
import type { MetricValuesTable } from "./tables";

/** Whose analytics: an organization's own statements, or a private record's. */
export type AnalyticsSubject = { organizationId: string } | { privateRecordId: string };

/** The payload of an `analytics.recompute` job (the files domain enqueues it after extraction). */
export type RecomputePayload = { organization_id: string } | { private_record_id: string };

export const RECOMPUTE_JOB = "analytics.recompute";

export function subjectFromPayload(payload: Record<string, unknown>): AnalyticsSubject | undefined {
  if (typeof payload.private_record_id === "string") return { privateRecordId: payload.private_record_id };
  if (typeof payload.organization_id === "string") return { organizationId: payload.organization_id };
  return undefined;
}

export function subjectKey(subject: AnalyticsSubject): string {
  return "privateRecordId" in subject ? `record:${subject.privateRecordId}` : `org:${subject.organizationId}`;
}

export interface RecomputeResult {
  metrics: number;
  scores: number;
  /** Total score of the latest scoring date, if any. */
  currentScore: number | undefined;
}

/** Canonical line items of one document as key → amount (lines mapped to the same key add up). */
function lineItemMap(items: ReadonlyArray<{ key: string; amount: number }>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) {
    if (typeof item.amount !== "number" || !Number.isFinite(item.amount)) continue;
    out[item.key] = (out[item.key] ?? 0) + item.amount;
  }
  return out;
}

/**
 * Recomputes every metric and score of one subject from its extracted documents, inside `trx`
 * (the caller commits; the job handler completes its job in the same transaction). Concurrent
 * recomputes of one subject serialize on an advisory lock. Rows whose key survives keep their id
 * and created_at; changed ones get a new updated_at; rows no statement supports any more go.
 * Also marks which documents entered the metrics (`analysis`) and, for a private record, writes
 * its `total_score` and `score_updated_at`.
 */
export async function recomputeAnalyticsIn(trx: Transaction<DB>, subject: AnalyticsSubject): Promise<RecomputeResult> {
  await sql`select pg_advisory_xact_lock(hashtext(${`analytics:${subjectKey(subject)}`}))`.execute(trx);

  let ownerId: string;
  let recordId: string | null;
  if ("privateRecordId" in subject) {
    const record = await trx
      .selectFrom("private_records")
      .select(["organization_id", "total_score"])
      .where("id", "=", subject.privateRecordId)
      .executeTakeFirst();
    if (!record) return { metrics: 0, scores: 0, currentScore: undefined };
    ownerId = record.organization_id;
    recordId = subject.privateRecordId;
  } else {
    ownerId = subject.organizationId;
    recordId = null;
  }

  const docs = await trx
    .selectFrom("financial_documents")
    .where(ofSubject(ownerId, recordId))
    // Only figures that passed every check or that an analyst reviewed (api-design §13).
    .where("review_status", "in", ["auto_accepted", "reviewed"])
    // Only files that reached their readers and were not withdrawn (issue 23: held, withdrawn files).
    .where(
      sql<boolean>`exists (select 1 from financial_files f where f.id = financial_documents.file_id
        and f.withdrawn_at is null and f.shared_at is not null)`,
    )
    .select(["id", "document_type", "period", "period_type", "line_items", "analysis", "created_at"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const inputs: StatementInput[] = docs.map((d, i) => ({
    id: d.id,
    documentType: d.document_type,
    period: d.period,
    periodType: d.period_type,
    lineItems: lineItemMap(d.line_items),
    order: i,
  }));
  const analysis = analyse(inputs);

  // Metric values: diff against what is stored.
  const existing = await trx
    .selectFrom("metric_values")
    .where(ofSubject(ownerId, recordId))
    .select(["id", "period", "period_type", "metric_type", "metric_section_type", "value", "points"])
    .execute();
  const stored = new Map(existing.map((r) => [`${r.period}|${r.period_type}|${r.metric_type}`, r]));
  const inserts: Insertable<MetricValuesTable>[] = [];
  const keep = new Set<string>();
  for (const m of analysis.metrics) {
    const key = `${m.period}|${m.periodType}|${m.metricType}`;
    const row = stored.get(key);
    if (!row) {
      inserts.push({
        organization_id: ownerId,
        private_record_id: recordId,
        period: m.period,
        period_type: m.periodType,
        metric_type: m.metricType,
        metric_section_type: m.metricSectionType,
        value: m.value,
        points: m.points,
      });
      continue;
    }
    keep.add(row.id);
    if (row.value !== m.value || row.points !== m.points || row.metric_section_type !== m.metricSectionType) {
      await trx
        .updateTable("metric_values")
        .set({ value: m.value, points: m.points, metric_section_type: m.metricSectionType, updated_at: sql`now()` })
        .where("id", "=", row.id)
        .execute();
    }
  }
  const gone = existing.filter((r) => !keep.has(r.id)).map((r) => r.id);
  for (let i = 0; i < gone.length; i += 500) {
    await trx
      .deleteFrom("metric_values")
      .where("id", "in", gone.slice(i, i + 500))
      .execute();
  }
  for (let i = 0; i < inserts.length; i += 500) {
    await trx
      .insertInto("metric_values")
      .values(inserts.slice(i, i + 500))
      .execute();
  }

  // Score history: one row per scoring date.
  const existingScores = await trx
    .selectFrom("score_history")
    .where(ofSubject(ownerId, recordId))
    .select(["id", "date", "period_type", "total_score", "band"])
    .execute();
  const scoreByDate = new Map(existingScores.map((r) => [r.date, r]));
  const keepScores = new Set<string>();
  for (const s of analysis.scores) {
    const row = scoreByDate.get(s.date);
    if (!row) {
      await trx
        .insertInto("score_history")
        .values({
          organization_id: ownerId,
          private_record_id: recordId,
          date: s.date,
          period_type: s.periodType,
          total_score: s.totalScore,
          band: s.band,
        })
        .execute();
      continue;
    }
    keepScores.add(row.id);
    if (row.total_score !== s.totalScore || row.period_type !== s.periodType || row.band !== s.band) {
      await trx
        .updateTable("score_history")
        .set({ total_score: s.totalScore, period_type: s.periodType, band: s.band, updated_at: sql`now()` })
        .where("id", "=", row.id)
        .execute();
    }
  }
  const goneScores = existingScores.filter((r) => !keepScores.has(r.id)).map((r) => r.id);
  if (goneScores.length > 0) await trx.deleteFrom("score_history").where("id", "in", goneScores).execute();

  // Which documents entered the metrics.
  const used = new Set(analysis.usedDocumentIds);
  const flip = (to: boolean) => docs.filter((d) => d.analysis !== to && used.has(d.id) === to).map((d) => d.id);
  for (const [to, ids] of [
    [true, flip(true)],
    [false, flip(false)],
  ] as const) {
    if (ids.length > 0) {
      await trx
        .updateTable("financial_documents")
        .set({ analysis: to, updated_at: sql`now()` })
        .where("id", "in", ids)
        .execute();
    }
  }

  // Documents waiting for review are not in the metrics (they may have been before a correction).
  await trx
    .updateTable("financial_documents")
    .set({ analysis: false, updated_at: sql`now()` })
    .where(ofSubject(ownerId, recordId))
    .where("review_status", "=", "needs_review")
    .where("analysis", "=", true)
    .execute();

  const current = analysis.scores.at(-1)?.totalScore;
  if (recordId !== null) {
    await trx
      .updateTable("private_records")
      .set({
        total_score: current ?? null,
        score_updated_at: current === undefined ? null : sql`now()`,
      })
      .where("id", "=", recordId)
      .where(sql<boolean>`total_score is distinct from ${current ?? null}::double precision`)
      .execute();
  }
  return { metrics: analysis.metrics.length, scores: analysis.scores.length, currentScore: current };
}

/** Recomputes one subject's analytics in a transaction of its own. */
export async function recomputeAnalytics(db: Kysely<DB>, subject: AnalyticsSubject): Promise<RecomputeResult> {
  return db.transaction().execute((trx) => recomputeAnalyticsIn(trx, subject));
}

/** The rows of one subject in a table keyed like financial_documents (organization_id + private_record_id). */
function ofSubject(ownerId: string, recordId: string | null) {
  return recordId === null
    ? sql<boolean>`organization_id = ${ownerId} and private_record_id is null`
    : sql<boolean>`private_record_id = ${recordId}`;
}
