import { type Kysely, type RawBuilder, sql } from "kysely";
import type { OrderDir } from "../../contract/common";
import type { Scenario } from "../../contract/scenarios";
import { creditApplicationStatuses } from "../../contract/transitions";
import {
  applicationStatusWaitsOn,
  WORKLIST_DUE_DAYS,
  type WorklistKind,
  type WorklistOrderBy,
  worklistKinds,
} from "../../contract/worklist";
import type { DB } from "../db/schema";

/** One row of the worklist as the union query returns it (titles are worded in service.ts). */
export interface WorklistRow {
  kind: WorklistKind;
  id: string;
  reference: string | null;
  detail: string;
  status: string;
  organization_id: string | null;
  organization_name: string;
  private_record_id: string | null;
  credit_application_id: string | null;
  scenario: Scenario;
  at: Date;
  due_at: Date | null;
}

const waitingOn = (side: "forwarder" | "shipper") =>
  creditApplicationStatuses.filter((s) => applicationStatusWaitsOn[s] === side);

const list = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

/**
 * Every item waiting on `orgId`, as one UNION ALL (one read, one round trip per page). Scoping:
 * every branch names the caller: its own rows (owner, forwarder, shipper, host, inviter), its
 * Guests (`connections.host_organization_id = caller`) for their own shared files, or its private
 * records. Another Host's requests, applications, held uploads and private records never match.
 */
function worklistUnion(orgId: string, now: Date): RawBuilder<WorklistRow> {
  const dueBefore = new Date(now.getTime() + WORKLIST_DUE_DAYS * 86_400_000);
  const overdueSince = new Date(now.getTime() - WORKLIST_DUE_DAYS * 86_400_000);
  return sql<WorklistRow>`
    select 'document_review' as kind, d.id::text as id, null::text as reference,
           d.document_type || '|' || d.period_type || '|' || d.period as detail, d.review_status as status,
           case when f.private_record_id is null then f.organization_id::text end as organization_id,
           coalesce(pr.name, o.name) as organization_name, f.private_record_id::text as private_record_id,
           null::text as credit_application_id,
           case when f.private_record_id is null and f.organization_id <> ${orgId} then 'host' else 'self' end as scenario,
           d.created_at as at, null::timestamptz as due_at
      from financial_documents d
      join financial_files f on f.id = d.file_id
      join organizations o on o.id = f.organization_id
      left join private_records pr on pr.id = f.private_record_id
     where d.review_status = 'needs_review'
       and f.withdrawn_at is null
       and (f.shared_at is not null or f.uploaded_by_organization_id = ${orgId})
       and ((f.private_record_id is not null and pr.organization_id = ${orgId} and not pr.archived)
         or (f.private_record_id is null and (f.organization_id = ${orgId} or f.organization_id in
               (select c.guest_organization_id from connections c where c.host_organization_id = ${orgId}))))
    union all
    select 'application_action', a.id::text, a.reference, a.credit_application_type::text, a.status::text,
           (case when a.forwarder_id = ${orgId} then a.shipper_id else a.forwarder_id end)::text,
           case when a.forwarder_id = ${orgId} then a.shipper_name else a.forwarder_name end,
           null, a.id::text, case when a.forwarder_id = ${orgId} then 'self' else 'guest' end,
           a.updated_at, a.expires_at
      from credit_applications a
     where (a.forwarder_id = ${orgId} and a.status in (${list(waitingOn("forwarder"))}))
        or (a.shipper_id = ${orgId} and a.status in (${list(waitingOn("shipper"))}))
    union all
    select 'request_due', r.id::text, null, case when r.host_organization_id = ${orgId} then 'sent' else 'received' end,
           r.status::text,
           (case when r.host_organization_id = ${orgId} then r.guest_organization_id else r.host_organization_id end)::text,
           o.name, null, null, case when r.host_organization_id = ${orgId} then 'self' else 'guest' end,
           r.created_at, r.expires_at
      from document_requests r
      join organizations o
        on o.id = case when r.host_organization_id = ${orgId} then r.guest_organization_id else r.host_organization_id end
     where (r.host_organization_id = ${orgId} or r.guest_organization_id = ${orgId})
       and ((r.status in ('pending', 'partially') and r.expires_at < ${dueBefore})
         or (r.status = 'expired' and r.host_organization_id = ${orgId} and r.expires_at >= ${overdueSince}))
    union all
    select 'signature_expiring', s.id::text, a.reference, s.signer_name, s.status::text,
           (case when a.forwarder_id = ${orgId} then a.shipper_id else a.forwarder_id end)::text,
           case when a.forwarder_id = ${orgId} then a.shipper_name else a.forwarder_name end,
           null, a.id::text, case when a.forwarder_id = ${orgId} then 'self' else 'guest' end,
           s.created_at, s.expires_at
      from signature_processes s
      join credit_applications a on a.id = s.credit_application_id
     where (a.forwarder_id = ${orgId} or a.shipper_id = ${orgId})
       and s.completed_at is null
       and s.status in ('sign_document_created', 'sign_document_in_progress')
       and a.status in ('sign_document_created', 'sign_document_in_progress')
       and s.expires_at < ${dueBefore}
    union all
    select 'invitation_unanswered', p.id::text, null, case when p.organization_id = ${orgId} then 'sent' else 'received' end,
           p.invitation_status::text,
           case when p.organization_id = ${orgId} then null else p.organization_id::text end,
           case when p.organization_id = ${orgId} then p.company_name else host.name end,
           null, null, 'self', p.invitation_sent_at, null
      from partners p
      join organizations host on host.id = p.organization_id and host.deleted_at is null
     where p.invitation_status = 'invited'
       and (p.organization_id = ${orgId}
         or lower(p.email) = (select lower(me.email) from organizations me where me.id = ${orgId}))`;
}

/** The worklist's `order by` over the relation `alias` (w or page): the key, then kind and id. */
function worklistOrder(orderBy: WorklistOrderBy, dir: OrderDir) {
  const direction = dir === "desc" ? sql`desc` : sql`asc`;
  return (alias: "w" | "page") => {
    const t = sql.raw(alias);
    const key =
      orderBy === "at"
        ? sql`${t}.at ${direction}`
        : orderBy === "due_at"
          ? sql`${t}.due_at ${direction} nulls last`
          : sql`coalesce(${t}.due_at, ${t}.at) ${direction}`;
    return sql`${key}, ${t}.kind ${direction}, ${t}.id ${direction}`;
  };
}

/**
 * One page of the worklist and the counts per kind, in one statement: the union is evaluated once
 * (a CTE read twice is materialized) for both the page and the counts, and one round trip is made
 * instead of two (docs/performance.md, "Console speed"). Most urgent first by default (`urgency`):
 * the earlier of the due instant and the waiting-since instant, ascending (so the overdue and the
 * longest waiting lead); or by `at` (waiting since) or `due_at` (items without a due date last in
 * either direction); then kind and id, in the same direction, for a stable order. The union has no
 * index to use whatever the order: it is built whole for the counts anyway.
 */
export async function worklistPage(
  db: Kysely<DB>,
  orgId: string,
  q: { kinds?: WorklistKind[]; order_by?: WorklistOrderBy; order_dir?: OrderDir; limit: number; offset: number },
  now: Date,
): Promise<{ rows: WorklistRow[]; counts: Record<WorklistKind, number> }> {
  const union = worklistUnion(orgId, now);
  const kindFilter = q.kinds ? sql`where w.kind in (${list(q.kinds)})` : sql``;
  const order = worklistOrder(q.order_by ?? "urgency", q.order_dir ?? "asc");
  // The page's rows, then one row per kind with its count (the row columns null there).
  const result = await sql<
    WorklistRow & { part: "row" | "count"; n: number | null; section: number; position: number }
  >`
      with w as (${union}),
      page as (
        select * from w ${kindFilter}
         order by ${order("w")}
         limit ${q.limit} offset ${q.offset})
      select 'row' as part, page.*, null::bigint as n, 0 as section,
             row_number() over (order by ${order("page")}) as position
        from page
      union all
      select 'count', w.kind, null, null, null, null, null, null, null, null, null, null, null, count(*), 1, 0
        from w group by w.kind
      order by section, position`.execute(db);
  const counts = Object.fromEntries(worklistKinds.map((k) => [k, 0])) as Record<WorklistKind, number>;
  const rows: WorklistRow[] = [];
  for (const { part, n, section: _section, position: _position, ...item } of result.rows) {
    if (part === "count") counts[item.kind] = Number(n);
    else rows.push(item);
  }
  return { rows, counts };
}
