import { type Kysely, type RawBuilder, sql } from "kysely";
import type { ScoreBand } from "../../contract/analytics";
import {
  exposureStatuses,
  openApplicationStatuses,
  PORTFOLIO_HISTORY_POINTS,
  type PortfolioKind,
  type PortfolioOrderBy,
  type PortfolioQuery,
} from "../../contract/portfolio";
import { awaitsReview, inSharedFile } from "../analytics/queries";
import type { ApplicationRow } from "../applications/mapping";
import type { DB } from "../db/schema";
import { containsPattern } from "../db/sql-helpers";

/** One row of the portfolio as the query returns it (service.ts adds history and exposure). */
export interface PortfolioRow {
  kind: PortfolioKind;
  id: string;
  organization_id: string | null;
  private_record_id: string | null;
  name: string;
  total_score: number | null;
  band: ScoreBand | null;
  score_date: string | null;
  previous_score: number | null;
  newest_statement: string | null;
  documents_awaiting_review: number | string;
  open_applications: number | string;
}

const list = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

/**
 * The figures of one subject, as lateral joins on the subject's rows: `scores` and `documents`
 * name the subject's score_history (`h`) and financial_documents (`d`) rows. The latest score and
 * its band are those the analytics recompute stored; awaiting review is the analytics' rule.
 */
function figures(ofScores: RawBuilder<boolean>, ofDocuments: RawBuilder<boolean>) {
  return sql`
    left join lateral (select h.total_score, h.band, h.date::text as date from score_history h
                        where ${ofScores} order by h.date desc limit 1) sc on true
    left join lateral (select h.total_score from score_history h
                        where ${ofScores} order by h.date desc offset 1 limit 1) prev on true
    left join lateral (select max(d.period)::text as newest_statement,
                              count(*) filter (where ${awaitsReview("d")}) as awaiting
                         from financial_documents d where ${ofDocuments} and ${inSharedFile("d")}) docs on true`;
}

/**
 * Every subject of the caller's portfolio with its figures: its Guests (`connections.host_organization_id
 * = caller`, the Guest's own data) and its private records that are not archived. Nothing else:
 * another Host's private records, applications and held uploads never match.
 */
function portfolioRows(orgId: string): RawBuilder<PortfolioRow> {
  return sql<PortfolioRow>`
    select 'guest' as kind, o.id::text as id, o.id::text as organization_id, null::text as private_record_id, o.name,
           sc.total_score, sc.band, sc.date as score_date, prev.total_score as previous_score,
           docs.newest_statement, coalesce(docs.awaiting, 0) as documents_awaiting_review,
           (select count(*) from credit_applications a
             where a.forwarder_id = ${orgId} and a.shipper_id = o.id
               and a.status in (${list(openApplicationStatuses)})) as open_applications
      from connections c
      join organizations o on o.id = c.guest_organization_id and o.deleted_at is null
      ${figures(
        sql`h.organization_id = o.id and h.private_record_id is null`,
        sql`d.organization_id = o.id and d.private_record_id is null`,
      )}
     where c.host_organization_id = ${orgId}
    union all
    select 'private_record', pr.id::text, null, pr.id::text, pr.name,
           sc.total_score, sc.band, sc.date, prev.total_score,
           docs.newest_statement, coalesce(docs.awaiting, 0), 0
      from private_records pr
      ${figures(sql`h.private_record_id = pr.id`, sql`d.private_record_id = pr.id`)}
     where pr.organization_id = ${orgId} and not pr.archived`;
}

const orderExpressions: Record<PortfolioOrderBy, RawBuilder<unknown>> = {
  name: sql`lower(p.name)`,
  total_score: sql`p.total_score`,
  score_change: sql`p.total_score - p.previous_score`,
  newest_statement: sql`p.newest_statement`,
  documents_awaiting_review: sql`p.documents_awaiting_review`,
  open_applications: sql`p.open_applications`,
};

/**
 * One page of the portfolio under the filters, and the number of rows matching them. `staleBefore`:
 * a subject whose newest statement ends before this day (or that has none) is stale. Order: the
 * requested field with empty values last in both directions, then the name and id (stable pages).
 */
export async function portfolioPage(
  db: Kysely<DB>,
  orgId: string,
  q: PortfolioQuery,
  staleBefore: string,
): Promise<{ rows: PortfolioRow[]; total: number }> {
  const stale = sql`(p.newest_statement is null or p.newest_statement < ${staleBefore})`;
  const filters = [
    q.kinds ? sql`p.kind in (${list(q.kinds)})` : null,
    q.bands ? sql`p.band in (${list(q.bands)})` : null,
    q.stale === undefined ? null : q.stale ? stale : sql`not ${stale}`,
    q.search_text === undefined ? null : sql`p.name ilike ${containsPattern(q.search_text)}`,
  ].filter((f) => f !== null);
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const dir = q.order_dir === "asc" ? sql`asc` : sql`desc`;
  const rows = portfolioRows(orgId);
  const [page, count] = await Promise.all([
    sql<PortfolioRow>`
      with p as (${rows})
      select * from p ${where}
       order by ${orderExpressions[q.order_by]} ${dir} nulls last, lower(p.name) asc, p.id asc
       limit ${q.limit} offset ${q.offset}`.execute(db),
    sql<{ n: number | string }>`with p as (${rows}) select count(*) as n from p ${where}`.execute(db),
  ]);
  return { rows: page.rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** The latest scores (up to PORTFOLIO_HISTORY_POINTS per subject) of the page's Guests and records, oldest first. */
export async function scoreHistories(
  db: Kysely<DB>,
  guestIds: readonly string[],
  recordIds: readonly string[],
): Promise<Array<{ subject_id: string; date: string; total_score: number }>> {
  const of = [
    guestIds.length ? sql`(h.private_record_id is null and h.organization_id in (${sql.join(guestIds)}))` : null,
    recordIds.length ? sql`h.private_record_id in (${sql.join(recordIds)})` : null,
  ].filter((f) => f !== null);
  if (of.length === 0) return [];
  const { rows } = await sql<{ subject_id: string; date: string; total_score: number }>`
    select x.subject_id, x.date, x.total_score from (
      select coalesce(h.private_record_id, h.organization_id)::text as subject_id, h.date::text as date, h.total_score,
             row_number() over (partition by coalesce(h.private_record_id, h.organization_id) order by h.date desc) as n
        from score_history h
       where ${sql.join(of, sql` or `)}) x
     where x.n <= ${PORTFOLIO_HISTORY_POINTS}
     order by x.subject_id, x.date asc`.execute(db);
  return rows;
}

/** The caller's applications with these Guests whose approval stands (exposureStatuses). */
export async function exposureApplications(
  db: Kysely<DB>,
  orgId: string,
  guestIds: readonly string[],
): Promise<ApplicationRow[]> {
  if (guestIds.length === 0) return [];
  return db
    .selectFrom("credit_applications")
    .selectAll()
    .where("forwarder_id", "=", orgId)
    .where("shipper_id", "in", guestIds)
    .where("status", "in", exposureStatuses)
    .execute();
}
