import { type Kysely, type RawBuilder, sql } from "kysely";
import type {
  CreditApplicationListItem,
  CreditApplicationOrderBy,
  ListCreditApplicationsQuery,
} from "../../contract/applications";
import type { DB } from "../db/schema";
import { containsPattern } from "../db/sql-helpers";
import type { Wire } from "../http/register";
import { type ApplicationRow, type Role, toListItem } from "./mapping";
import { loadApplicationReferences } from "./references";
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
  /**
   * Name search resolved on the pair table: the distinct names of the counterparties that match
   * and how many applications the caller has with them.
   */
  matched?: { names: string[]; applications: number };
}

/**
 * Below this share of a branch's applications, a name search selects the matching counterparties'
 * applications by id and sorts them; above it, it walks the order index and filters by name (at this
 * density a page needs at most ~20× its size in index entries).
 */
const SPARSE_SEARCH_SHARE = 0.05;

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
  // An application never has the same organization on both sides.
  const branches: Branch[] = [];
  if ((q.forwarder_id === undefined || q.forwarder_id === me) && q.shipper_id !== me) {
    branches.push({ role: "forwarder", me, counterparty: q.shipper_id });
  }
  if ((q.shipper_id === undefined || q.shipper_id === me) && q.forwarder_id !== me) {
    branches.push({ role: "shipper", me, counterparty: q.forwarder_id });
  }
  return branches;
}

function listOf(values: readonly string[]): RawBuilder<unknown> {
  return sql.join(values.map((v) => sql`${v}`));
}

function branchWhere(b: Branch, q: ListCreditApplicationsQuery, total?: number): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`${sql.ref(`${own(b.role)}_id`)} = ${b.me}`];
  if (b.counterparty !== undefined) parts.push(sql`${sql.ref(`${other(b.role)}_id`)} = ${b.counterparty}`);
  if (q.credit_application_statuses) parts.push(sql`status in (${listOf(q.credit_application_statuses)})`);
  if (q.credit_application_types) parts.push(sql`credit_application_type in (${listOf(q.credit_application_types)})`);
  if (q.search_text !== undefined && q.search_field === "reference") {
    parts.push(sql`reference ilike ${containsPattern(q.search_text)}`);
  } else if (q.search_text !== undefined) {
    const sparse =
      b.matched !== undefined && (total === undefined || b.matched.applications < SPARSE_SEARCH_SHARE * total);
    if (sparse && b.matched) {
      // Equality on the indexed name: an index-only range per matching name.
      parts.push(sql`${sql.ref(`${other(b.role)}_name`)} in (${listOf(b.matched.names)})`);
    } else {
      parts.push(sql`${sql.ref(`${other(b.role)}_name`)} ilike ${containsPattern(q.search_text)}`);
    }
  }
  return sql.join(parts, sql` and `);
}

/**
 * The exact number of applications of one branch, from the count tables where they answer it.
 * A name search was resolved beforehand (`matched`); with status/type filters on top, the
 * matching rows are counted.
 */
function branchCount(b: Branch, q: ListCreditApplicationsQuery, total: number | undefined): RawBuilder<number> {
  const byStatusOrType = q.credit_application_statuses !== undefined || q.credit_application_types !== undefined;
  if (q.search_text !== undefined && q.search_field === "reference") {
    return sql<number>`(select count(*) from credit_applications where ${branchWhere(b, q, total)})`;
  }
  if (b.counterparty === undefined && q.search_text === undefined) {
    const parts: RawBuilder<unknown>[] = [sql`organization_id = ${b.me}`, sql`role = ${b.role}`];
    if (q.credit_application_statuses) parts.push(sql`status in (${listOf(q.credit_application_statuses)})`);
    if (q.credit_application_types) parts.push(sql`credit_application_type in (${listOf(q.credit_application_types)})`);
    return sql<number>`(select coalesce(sum(n), 0)::int8 from credit_application_counts where ${sql.join(parts, sql` and `)})`;
  }
  if (!byStatusOrType && b.counterparty !== undefined) {
    return sql<number>`(select coalesce(sum(n), 0)::int8 from credit_application_pair_counts
      where ${sql.ref(`${own(b.role)}_id`)} = ${b.me} and ${sql.ref(`${other(b.role)}_id`)} = ${b.counterparty})`;
  }
  return sql<number>`(select count(*) from credit_applications where ${branchWhere(b, q, total)})`;
}

/** The ids of one page, ordered; one index range per branch. */
function pageIds(branches: Branch[], q: ListCreditApplicationsQuery, totals: Map<Branch, number>): RawBuilder<unknown> {
  const dir = sql.raw(q.order_dir === "desc" ? "desc" : "asc");
  const branchQuery = (b: Branch, limit: number, offset: number) => {
    const col = sql.ref(orderColumn(b.role, q.order_by));
    return sql`select id, ${col} as k from credit_applications where ${branchWhere(b, q, totals.get(b))}
      order by ${col} ${dir}, id ${dir} limit ${limit} offset ${offset}`;
  };
  const [first] = branches;
  if (branches.length === 1 && first) return branchQuery(first, q.limit, q.offset);
  const parts = branches.map((b) => sql`(${branchQuery(b, q.limit + q.offset, 0)})`);
  return sql`select id, k from (${sql.join(parts, sql` union all `)}) u
    order by k ${dir}, id ${dir} limit ${q.limit} offset ${q.offset}`;
}

/**
 * Resolves a name search on the pair table, per branch: the matching counterparties, how many
 * applications the caller has with them, and how many it has in the branch at all.
 */
async function resolveSearch(db: Kysely<DB>, branches: Branch[], searchText: string): Promise<Map<Branch, number>> {
  const pattern = containsPattern(searchText);
  const selects = branches.map((b, i) => {
    const where = [sql`${sql.ref(`${own(b.role)}_id`)} = ${b.me}`];
    if (b.counterparty !== undefined) where.push(sql`${sql.ref(`${other(b.role)}_id`)} = ${b.counterparty}`);
    return sql`select ${i}::int as branch,
        coalesce(array_agg(distinct name) filter (where hit and n > 0), '{}') as names,
        coalesce(sum(n) filter (where hit), 0)::int8 as matched,
        coalesce(sum(n), 0)::int8 as total
      from (select ${sql.ref(`${other(b.role)}_name`)} as name, n, ${sql.ref(`${other(b.role)}_name`)} ilike ${pattern} as hit
        from credit_application_pair_counts where ${sql.join(where, sql` and `)}) pairs`;
  });
  const r = await sql<{ branch: number; names: string[]; matched: number; total: number }>`${sql.join(
    selects,
    sql` union all `,
  )}`.execute(db);
  const totals = new Map<Branch, number>();
  for (const row of r.rows) {
    const b = branches[row.branch];
    if (!b) continue;
    b.matched = { names: row.names, applications: Number(row.matched) };
    totals.set(b, Number(row.total));
  }
  return totals;
}

/**
 * One page of the caller's applications and the exact total. For the bench only, to measure the
 * page query alone: `withTotal: false` skips the count (total_items is then -1) and `roles` names
 * the branches that have applications (which the count would otherwise find out).
 */
export async function listApplications(
  db: Kysely<DB>,
  viewer: Viewer,
  q: ListCreditApplicationsQuery,
  opts: { withTotal?: boolean; roles?: Role[] } = {},
): Promise<{ items: Wire<CreditApplicationListItem>[]; total_items: number }> {
  const toItems = (rows: ApplicationRow[]) => toItemsOf(db, viewer, rows);
  let branches = branchesFor(viewer, q).filter((b) => !opts.roles || opts.roles.includes(b.role));
  // A name search is resolved on the pair table; a reference search filters the rows themselves.
  const nameSearch = q.search_field === "organization_name" ? q.search_text : undefined;
  const totals: Map<Branch, number> =
    nameSearch !== undefined ? await resolveSearch(db, branches, nameSearch) : new Map();
  if (nameSearch !== undefined) branches = branches.filter((b) => (b.matched?.names.length ?? 0) > 0);
  if (branches.length === 0) return { items: [], total_items: 0 };

  const byStatusOrType = q.credit_application_statuses !== undefined || q.credit_application_types !== undefined;
  if (opts.withTotal === false) {
    return { items: await toItems(await pageRows(db, branches, q, totals)), total_items: -1 };
  }

  if (nameSearch !== undefined && !byStatusOrType) {
    // The search resolution counted the matches already.
    const perBranch = branches.map((b) => b.matched?.applications ?? 0);
    const total = perBranch.reduce((a, b) => a + b, 0);
    const live = branches.filter((_, i) => (perBranch[i] ?? 0) > 0);
    if (live.length === 0 || q.offset >= total) return { items: [], total_items: total };
    return { items: await toItems(await pageRows(db, live, q, totals)), total_items: total };
  }

  // Counts and page in one statement over the branches expected to hold applications (one branch,
  // or the roles this organization is known to have); a branch the counts reveal beyond those is
  // paged in a second statement. Without that knowledge the counts come first.
  const counts = branches.map((b, i) => sql`${branchCount(b, q, totals.get(b))} as ${sql.ref(`n${i}`)}`);
  const known = rolesWithApplications.get(viewer.organizationId);
  const presumed = branches.length === 1 ? branches : branches.filter((b) => known?.has(b.role));
  let rows: Array<Record<string, unknown>>;
  if (presumed.length > 0) {
    const dir = sql.raw(q.order_dir === "desc" ? "desc" : "asc");
    const r = await sql<Record<string, unknown>>`
      select c.*, a.* from (select ${sql.join(counts)}) c
      left join (${pageIds(presumed, q, totals)}) p on true
      left join credit_applications a on a.id = p.id
      order by p.k ${dir}, p.id ${dir}`.execute(db);
    rows = r.rows;
  } else {
    rows = (await sql<Record<string, unknown>>`select ${sql.join(counts)}`.execute(db)).rows;
  }
  const first = rows[0] ?? {};
  const perBranch = branches.map((_, i) => Number(first[`n${i}`] ?? 0));
  const total = perBranch.reduce((a, b) => a + b, 0);
  const live = branches.filter((_, i) => (perBranch[i] ?? 0) > 0);
  noteRoles(viewer.organizationId, live);
  if (live.length === 0 || q.offset >= total) return { items: [], total_items: total };
  if (presumed.length > 0 && live.every((b) => presumed.includes(b))) {
    return { items: await toItems(rows.filter((r) => r.id !== null) as ApplicationRow[]), total_items: total };
  }
  return { items: await toItems(await pageRows(db, live, q, totals)), total_items: total };
}

/** The page's items, with the partner names and approvals of all its rows read in one pass (two statements). */
async function toItemsOf(db: Kysely<DB>, viewer: Viewer, rows: ApplicationRow[]) {
  const refs = await loadApplicationReferences(db, rows);
  return rows.map((r) => toListItem(r, viewer.organizationId, refs));
}

/**
 * The roles (forwarder, shipper) in which an organization is known to have applications. Only ever
 * true facts are kept (applications are not deleted), so the cache never makes a list inexact: it
 * only lets the counts and the page run in one statement.
 */
const rolesWithApplications = new Map<string, Set<Role>>();
function noteRoles(organizationId: string, live: Branch[]): void {
  if (live.length === 0) return;
  let roles = rolesWithApplications.get(organizationId);
  if (!roles) {
    if (rolesWithApplications.size >= 50_000) rolesWithApplications.clear();
    roles = new Set();
    rolesWithApplications.set(organizationId, roles);
  }
  for (const b of live) roles.add(b.role);
}

/** The page's rows, fetched by primary key after the index range chose their ids (deferred join). */
async function pageRows(
  db: Kysely<DB>,
  branches: Branch[],
  q: ListCreditApplicationsQuery,
  totals: Map<Branch, number>,
): Promise<ApplicationRow[]> {
  const dir = sql.raw(q.order_dir === "desc" ? "desc" : "asc");
  const page = await sql<ApplicationRow>`
    select a.* from (${pageIds(branches, q, totals)}) p
    join credit_applications a on a.id = p.id
    order by p.k ${dir}, p.id ${dir}`.execute(db);
  return page.rows;
}
