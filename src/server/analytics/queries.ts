import { type Kysely, sql } from "kysely";
import {
  type CurrentScore,
  type MetricList,
  type MetricsQuery,
  metricCatalogue,
  type ScoreItem,
  type ScoreList,
  type ScoresQuery,
} from "../../contract/analytics";
import type { DB } from "../db/schema";
import { ANALYTICS_RECOMPUTE_JOB } from "../extraction/job";

/** Whose analytics a read addresses: an organization's own, or a private record's. */
export type SubjectRef = { organizationId: string } | { privateRecordId: string };

function ofSubject(subject: SubjectRef) {
  return "privateRecordId" in subject
    ? sql<boolean>`private_record_id = ${subject.privateRecordId}`
    : sql<boolean>`organization_id = ${subject.organizationId} and private_record_id is null`;
}

/**
 * Whether the extracted document `doc` (an alias of financial_documents) belongs to the subject's
 * figures at all (issue 23): not a document of a withdrawn file or of one held for its uploader's
 * review.
 */
export function inSharedFile(doc: string) {
  return sql<boolean>`exists (select 1 from financial_files f where f.id = ${sql.ref(`${doc}.file_id`)}
    and f.withdrawn_at is null and f.shared_at is not null)`;
}

/**
 * Whether the document `doc` awaits review (api-design §13): `needs_review`, in a shared file. The
 * one rule behind `documents_awaiting_review` of the analytics reads and of the portfolio.
 */
export function awaitsReview(doc: string) {
  return sql<boolean>`${sql.ref(`${doc}.review_status`)} = 'needs_review' and ${inSharedFile(doc)}`;
}

/**
 * Documents of the subject that await review (api-design §13): `needs_review` ones, which metrics
 * and scores leave out until an analyst reviews them.
 */
export async function documentsAwaitingReview(db: Kysely<DB>, subject: SubjectRef): Promise<number> {
  const row = await db
    .selectFrom("financial_documents")
    .where(ofSubject(subject))
    .where(awaitsReview("financial_documents"))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Whether an `analytics.recompute` of the subject is queued or running (issue 25). Read on the same
 * snapshot as the figures: the job completes in the transaction that writes them, so "false" means
 * the figures read beside it include every change committed before the read.
 */
export async function recomputePending(db: Kysely<DB>, subject: SubjectRef): Promise<boolean> {
  const key = "privateRecordId" in subject ? `record:${subject.privateRecordId}` : `org:${subject.organizationId}`;
  // Two probes, each on its partial index (jobs_dedupe_idx for queued, jobs_running_idx for running):
  // the finished jobs of the day are never scanned.
  const { rows } = await sql<{ pending: boolean }>`select
      exists (select 1 from jobs where status = 'queued' and type = ${ANALYTICS_RECOMPUTE_JOB} and dedupe_key = ${key})
      or exists (select 1 from jobs where status = 'running' and type = ${ANALYTICS_RECOMPUTE_JOB} and dedupe_key = ${key})
      as pending`.execute(db);
  return rows[0]?.pending === true;
}

/**
 * Runs a read of several statements on one snapshot (REPEATABLE READ, read only): a recompute that
 * commits meanwhile is seen by all of them or by none, so a page, its total and the review count
 * always belong to one set (docs/performance.md, "Analytics recompute").
 */
function onOneSnapshot<T>(db: Kysely<DB>, read: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.transaction().setIsolationLevel("repeatable read").setAccessMode("read only").execute(read);
}

export async function listMetrics(db: Kysely<DB>, subject: SubjectRef, q: MetricsQuery): Promise<MetricList> {
  return onOneSnapshot(db, (trx) => listMetricsIn(trx, subject, q));
}

async function listMetricsIn(db: Kysely<DB>, subject: SubjectRef, q: MetricsQuery): Promise<MetricList> {
  let base = db.selectFrom("metric_values").where(ofSubject(subject));
  if (q.period_type) base = base.where("period_type", "=", q.period_type);
  if (q.date_from) base = base.where("period", ">=", q.date_from);
  if (q.date_to) base = base.where("period", "<=", q.date_to);
  if (q.metric_type) base = base.where("metric_type", "=", q.metric_type);
  if (q.metric_section_type) base = base.where("metric_section_type", "=", q.metric_section_type);

  // The requested order first, then a fixed order so pages never overlap.
  const tieBreak = (["period", "period_type", "metric_section_type", "metric_type"] as const).filter(
    (c) => c !== q.order_by,
  );
  let page = base
    .select([
      "id",
      "period",
      "period_type",
      "metric_type",
      "metric_section_type",
      "value",
      "points",
      "created_at",
      "updated_at",
    ])
    .orderBy(q.order_by, q.order_dir);
  for (const c of tieBreak) page = page.orderBy(c, c === "period" ? "desc" : "asc");
  // One after another: a transaction is one connection.
  const rows = await page.orderBy("id").limit(q.limit).offset(q.offset).execute();
  const count = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const awaiting = await documentsAwaitingReview(db, subject);
  const recalculating = await recomputePending(db, subject);
  return {
    items: rows.map((r) => ({
      id: r.id,
      period: r.period,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
      value: r.value,
      points: r.points,
      metric_type: r.metric_type,
      metric_section_type: r.metric_section_type,
      period_type: r.period_type,
      unit: metricCatalogue[r.metric_type].unit,
    })),
    total_items: Number(count.n),
    documents_awaiting_review: awaiting,
    recalculating,
  };
}

type ScoreRow = {
  id: string;
  date: string;
  total_score: number;
  band: ScoreItem["band"];
  period_type: ScoreItem["period_type"];
  created_at: Date;
  updated_at: Date;
};

function scoreItem(r: ScoreRow): ScoreItem {
  return {
    id: r.id,
    date: r.date,
    total_score: r.total_score,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    band: r.band,
    period_type: r.period_type,
  };
}

const scoreColumns = ["id", "date", "total_score", "band", "period_type", "created_at", "updated_at"] as const;

export async function listScores(db: Kysely<DB>, subject: SubjectRef, q: ScoresQuery): Promise<ScoreList> {
  return onOneSnapshot(db, (trx) => listScoresIn(trx, subject, q));
}

async function listScoresIn(db: Kysely<DB>, subject: SubjectRef, q: ScoresQuery): Promise<ScoreList> {
  let base = db.selectFrom("score_history").where(ofSubject(subject));
  if (q.date_from) base = base.where("date", ">=", q.date_from);
  if (q.date_to) base = base.where("date", "<=", q.date_to);
  let page = base.select(scoreColumns).orderBy(q.order_by, q.order_dir);
  if (q.order_by !== "date") page = page.orderBy("date", "desc");
  const rows = await page.orderBy("id").limit(q.limit).offset(q.offset).execute();
  const count = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const awaiting = await documentsAwaitingReview(db, subject);
  const recalculating = await recomputePending(db, subject);
  return {
    items: rows.map(scoreItem),
    total_items: Number(count.n),
    documents_awaiting_review: awaiting,
    recalculating,
  };
}

/** The score of the latest scoring date, or null before any statement was scored. */
export async function currentScore(db: Kysely<DB>, subject: SubjectRef): Promise<CurrentScore | null> {
  return onOneSnapshot(db, async (trx) => {
    const row = await trx
      .selectFrom("score_history")
      .where(ofSubject(subject))
      .select(scoreColumns)
      .orderBy("date", "desc")
      .limit(1)
      .executeTakeFirst();
    const awaiting = await documentsAwaitingReview(trx, subject);
    return row ? { ...scoreItem(row), documents_awaiting_review: awaiting } : null;
  });
}
