import { type Kysely, type RawBuilder, sql } from "kysely";
import type {
  CreditApplicationListItem,
  CreditApplicationOrderBy,
  ListCreditApplicationsQuery,
} from "../../contract/applications";
import type { DB } from "../db/schema";
import type { Wire } from "../http/register";
import { containsPattern } from "../partners/service";
import { type ApplicationRow, type Role, toListItem } from "./mapping";
import type { Viewer } from "./service";

/**
 * GET /credit-applications (spec; api-design §5, §6), built for 1,000,000 applications:
 *
 * - The visible set is one or two *branches*: the applications where the caller is the forwarder,
 *   and those where it is the shipper (Self); in the Guest scenario only the second, with the
 *   Target as forwarder. Each branch is a range of one index (forwarder_id | shipper_id, order
 *   column, id), so a page is an index scan of one tenant; the rows of the page are then fetched
 *   by primary key (deferred join).
 * - `organization_*` is the counterparty: the shipper's name/e-mail/id in the forwarder branch, the
 *   forwarder's in the shipper branch. Both are denormalized on the row.
 * - `total_items` is exact. Without a name search or counterparty filter it is a sum over the
 *   per-organization/role/status/type count rows; without status/type filters it is a sum over the
 *   per-pair count rows (name search = substring match on the pair's counterparty name); only a
 *   combination of both kinds counts the matching rows themselves.
 */

interface Branch {
  role: Role;
  me: string;
  /** Only applications with this counterparty. */
  counterparty?: string;
}

const own = (role: Role) => (role === "forwarder" ? "forwarder" : "shipper");
const other = (role: Role) => (role === "forwarder" ? "shipper" : "forwarder");

function orderColumn(role: Role, orderBy: CreditApplicationOrderBy): string {
  switch (orderBy) {
    case "organization_id":
      return `${other(role)}_id`;
    case "organization_name":
      return `${other(role)}_name`;
    case "organization_email":
      return `${other(role)}_email`;
    case "extra_details_created_at":
      return "details_created_at";
    case "extra_details_updated_at":
      return "details_updated_at";
    default:
      return orderBy;
  }
}

/** Which branches a caller sees, narrowed by the shipper_id / forwarder_id filters. */
export function branchesFor(
  viewer: Viewer,
  q: Pick<ListCreditApplicationsQuery, "shipper_id" | "forwarder_id">,
): Branch[] {
  const me = viewer.organizationId;
  if (viewer.scenario === "guest") {
    if (q.shipper_id !== undefined && q.shipper_id !== me) return [];
    if (q.forwarder_id !== undefined && q.forwarder_id !== viewer.targetId) return [];
    return [{ role: "shipper", me, counterparty: viewer.targetId }];
  }
  const branches: Branch[] = [];
  if (q.forwarder_id === undefined || q.forwarder_id === me) {
    branches.push({ role: "forwarder", me, counterparty: q.shipper_id });
  }
  if (q.shipper_id === undefined || q.shipper_id === me) {
    branches.push({ role: "shipper", me, counterparty: q.forwarder_id });
  }
  return branches;
}

function listOf(values: readonly string[]): RawBuilder<unknown> {
  return sql.join(values.map((v) => sql`${v}`));
}

function branchWhere(b: Branch, q: ListCreditApplicationsQuery): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`${sql.ref(`${own(b.role)}_id`)} = ${b.me}`];
  if (b.counterparty !== undefined) parts.push(sql`${sql.ref(`${other(b.role)}_id`)} = ${b.counterparty}`);
  if (q.credit_application_statuses) parts.push(sql`status in (${listOf(q.credit_application_statuses)})`);
  if (q.credit_application_types) parts.push(sql`credit_application_type in (${listOf(q.credit_application_types)})`);
  if (q.search_text !== undefined) {
    parts.push(sql`${sql.ref(`${other(b.role)}_name`)} ilike ${containsPattern(q.search_text)}`);
  }
  return sql.join(parts, sql` and `);
}

/** The exact number of applications of one branch, from the count tables where they answer it. */
function branchCount(b: Branch, q: ListCreditApplicationsQuery): RawBuilder<number> {
  const byStatusOrType = q.credit_application_statuses !== undefined || q.credit_application_types !== undefined;
  const byPair = b.counterparty !== undefined || q.search_text !== undefined;
  if (!byPair) {
    const parts: RawBuilder<unknown>[] = [sql`organization_id = ${b.me}`, sql`role = ${b.role}`];
    if (q.credit_application_statuses) parts.push(sql`status in (${listOf(q.credit_application_statuses)})`);
    if (q.credit_application_types) parts.push(sql`credit_application_type in (${listOf(q.credit_application_types)})`);
    return sql<number>`(select coalesce(sum(n), 0)::int8 from credit_application_counts where ${sql.join(parts, sql` and `)})`;
  }
  if (!byStatusOrType) {
    const parts: RawBuilder<unknown>[] = [sql`${sql.ref(`${own(b.role)}_id`)} = ${b.me}`];
    if (b.counterparty !== undefined) parts.push(sql`${sql.ref(`${other(b.role)}_id`)} = ${b.counterparty}`);
    if (q.search_text !== undefined) {
      parts.push(sql`${sql.ref(`${other(b.role)}_name`)} ilike ${containsPattern(q.search_text)}`);
    }
    return sql<number>`(select coalesce(sum(n), 0)::int8 from credit_application_pair_counts where ${sql.join(parts, sql` and `)})`;
  }
  return sql<number>`(select count(*) from credit_applications where ${branchWhere(b, q)})`;
}

/** The ids of one page, ordered; one index range per branch. */
function pageIds(branches: Branch[], q: ListCreditApplicationsQuery): RawBuilder<unknown> {
  const dir = sql.raw(q.order_dir === "desc" ? "desc" : "asc");
  const branchQuery = (b: Branch, limit: number, offset: number) => {
    const col = sql.ref(orderColumn(b.role, q.order_by));
    return sql`select id, ${col} as k from credit_applications where ${branchWhere(b, q)}
      order by ${col} ${dir}, id ${dir} limit ${limit} offset ${offset}`;
  };
  const [first] = branches;
  if (branches.length === 1 && first) return branchQuery(first, q.limit, q.offset);
  const parts = branches.map((b) => sql`(${branchQuery(b, q.limit + q.offset, 0)})`);
  return sql`select id, k from (${sql.join(parts, sql` union all `)}) u
    order by k ${dir}, id ${dir} limit ${q.limit} offset ${q.offset}`;
}

export async function listApplications(
  db: Kysely<DB>,
  viewer: Viewer,
  q: ListCreditApplicationsQuery,
): Promise<{ items: Wire<CreditApplicationListItem>[]; total_items: number }> {
  const branches = branchesFor(viewer, q);
  if (branches.length === 0) return { items: [], total_items: 0 };

  const counts = await sql<Record<string, number>>`select ${sql.join(
    branches.map((b, i) => sql`${branchCount(b, q)} as ${sql.ref(`n${i}`)}`),
  )}`.execute(db);
  const row = counts.rows[0] ?? {};
  const perBranch = branches.map((_, i) => Number(row[`n${i}`] ?? 0));
  const total = perBranch.reduce((a, b) => a + b, 0);
  const live = branches.filter((_, i) => (perBranch[i] ?? 0) > 0);
  if (live.length === 0 || q.offset >= total) return { items: [], total_items: total };

  const dir = sql.raw(q.order_dir === "desc" ? "desc" : "asc");
  const page = await sql<ApplicationRow>`
    select a.* from (${pageIds(live, q)}) p
    join credit_applications a on a.id = p.id
    order by p.k ${dir}, p.id ${dir}`.execute(db);
  return { items: page.rows.map((r) => toListItem(r, viewer.organizationId)), total_items: total };
}
