import { type Kysely, sql } from "kysely";
import {
  type CreateDocumentRequestBody,
  DEFAULT_REQUEST_LIFETIME_DAYS,
  type DocumentRequestListQuery,
  type DocumentRequestStatusCounts,
  dayOrInstantBound,
  documentRequestStatuses,
  type HostDocumentRequestListQuery,
  openDocumentRequestStatuses,
} from "../../contract/requests";
import { sweepsHeld } from "../background/sweep-hold";
import { type BackgroundTask, periodicTask } from "../background/tasks";
import type { DB } from "../db/schema";
import { containsPattern, isUuid } from "../db/sql-helpers";
import { ApiError } from "../http/api-error";
import { auditChange } from "../people/acting";
import { inTransaction, recordDocumentRequestEvent } from "../webhooks/events";
import type { StoredRequestItem } from "./tables";

/**
 * Document requests (api-design §7). Every state change is one conditional UPDATE (status,
 * follow-up and expiry in its WHERE), so concurrent requests and several instances never apply
 * two moves to one request; when it matches no row, the row is read again only to pick the
 * error.
 */

const OPEN = [...openDocumentRequestStatuses];

const columns = [
  "id",
  "status",
  "host_organization_id",
  "guest_organization_id",
  "follow_up",
  "expires_at",
  "created_at",
  "updated_at",
  "comment",
  "all_documents",
  "items",
] as const;

/** Which requests a call addresses: one Host's to one Guest, or every Host's to one Guest. */
export interface RequestScope {
  guestId: string;
  /** Absent: requests of every Host of the Guest (the Guest reading its own in Self). */
  hostId?: string;
}

function inScope(db: Kysely<DB>, scope: RequestScope) {
  let q = db.selectFrom("document_requests").where("guest_organization_id", "=", scope.guestId);
  if (scope.hostId) q = q.where("host_organization_id", "=", scope.hostId);
  return q;
}

export async function createDocumentRequest(
  db: Kysely<DB>,
  hostId: string,
  guestId: string,
  body: CreateDocumentRequestBody,
) {
  const items: StoredRequestItem[] | null = body.all_documents
    ? null
    : (body.items ?? []).map((i) => ({
        document_type: i.document_type,
        period_type: i.period_type,
        period_year: i.period_year,
        period_quarter: i.period_quarter ?? null,
        period_month: i.period_month ?? null,
      }));
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto("document_requests")
      .values({
        host_organization_id: hostId,
        guest_organization_id: guestId,
        all_documents: body.all_documents,
        items: items === null ? null : JSON.stringify(items),
        comment: body.comment ?? null,
        expires_at: body.expires_at ?? sql<Date>`app_now() + make_interval(days => ${DEFAULT_REQUEST_LIFETIME_DAYS})`,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    await recordDocumentRequestEvent(trx, "document_request.created", row);
    await auditChange(trx, "document_request_created", { document_request_id: row.id, guest_organization_id: guestId });
    return row;
  });
}

/**
 * Moves every open request past its `expires_at` to `expired`, optionally only within a scope.
 * One conditional UPDATE: safe to run from several instances at once. Returns how many moved.
 */
export async function expireDueDocumentRequests(
  db: Kysely<DB>,
  scope?: RequestScope | { hostId: string },
): Promise<number> {
  let q = db
    .updateTable("document_requests")
    .set({ status: "expired", updated_at: sql<Date>`app_now()` })
    .where("status", "in", OPEN)
    .where("expires_at", "<=", sql<Date>`app_now()`);
  if (scope && "guestId" in scope) q = q.where("guest_organization_id", "=", scope.guestId);
  if (scope?.hostId) q = q.where("host_organization_id", "=", scope.hostId);
  return inTransaction(db, async (trx) => {
    const returning = q.returning(["id", "host_organization_id", "guest_organization_id", "status"]);
    const { rows } = await trx.executeQuery(returning.compile());
    for (const row of rows) await recordDocumentRequestEvent(trx, "document_request.expired", row);
    return rows.length;
  });
}

/** Every 30 s, the expiry sweep (api-design §7: past `expires_at` → `expired`). */
export const EXPIRY_SWEEP_INTERVAL_MS = 30_000;

/** One turn of the periodic expiry sweep; skipped while a hold is in place (background/sweep-hold.ts). */
export async function documentRequestExpirySweep(db: Kysely<DB>): Promise<number> {
  return (await sweepsHeld(db)) ? 0 : expireDueDocumentRequests(db);
}

export function documentRequestExpiryTask(db: Kysely<DB>, onError: (err: unknown) => void): BackgroundTask {
  return periodicTask(
    "document-request-expiry",
    EXPIRY_SWEEP_INTERVAL_MS,
    async () => {
      await documentRequestExpirySweep(db);
    },
    onError,
  );
}

const statusRank = sql`array_position(array[${sql.join(documentRequestStatuses.map((s) => sql.lit(s)))}]::text[], status)`;

const orderExpressions = {
  status: statusRank,
  comment: sql`lower(comment)`,
  created_at: sql`created_at`,
  updated_at: sql`updated_at`,
  expires_at: sql`expires_at`,
} as const;

/**
 * Requests of a scope: requests past their expiry are moved to `expired` first, so the list never
 * shows a stale status. Search is a case-insensitive substring of the comment; status order is
 * the lifecycle order pending, partially, completed, expired, canceled; empty comments sort last;
 * ties are broken by `created_at` then `id` in the same direction.
 */
export async function listDocumentRequests(db: Kysely<DB>, scope: RequestScope, q: DocumentRequestListQuery) {
  await expireDueDocumentRequests(db, scope);
  let base = inScope(db, scope);
  if (q.statuses) base = base.where("status", "in", q.statuses);
  if (q.search_text !== undefined) base = base.where(q.search_field, "ilike", containsPattern(q.search_text));
  const [count, items] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    base
      .select(columns)
      .orderBy(orderExpressions[q.order_by], (ob) => (q.order_dir === "asc" ? ob.asc() : ob.desc()).nullsLast())
      .orderBy("created_at", q.order_dir)
      .orderBy("id", q.order_dir)
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
  ]);
  return { items, total_items: Number(count.n) };
}

const hostOrderExpressions = {
  status: sql`array_position(array[${sql.join(documentRequestStatuses.map((s) => sql.lit(s)))}]::text[], r.status)`,
  created_at: sql`r.created_at`,
  expires_at: sql`r.expires_at`,
  guest_organization_name: sql`lower(g.name)`,
} as const;

/**
 * A Host's requests across all its Guests (GET /documents/requests), each with the Guest's name.
 * Only rows whose `host_organization_id` is the Host: another Host's requests to a shared Guest
 * never appear. Requests past their expiry are moved to `expired` first (as in the per-Guest
 * list). `guest_organization_ids` must all be the Host's Guests (404 organization_not_found).
 * Search: a case-insensitive substring of the comment or of the Guest's name. Ties are broken by
 * `created_at` then `id` in the same direction. `status_counts`: the same filters without
 * `statuses`.
 */
export async function listHostDocumentRequests(db: Kysely<DB>, hostId: string, q: HostDocumentRequestListQuery) {
  if (q.guest_organization_ids) {
    const guests = await db
      .selectFrom("connections")
      .select("guest_organization_id")
      .where("host_organization_id", "=", hostId)
      .where("guest_organization_id", "in", q.guest_organization_ids)
      .execute();
    if (guests.length !== q.guest_organization_ids.length) throw new ApiError("organization_not_found");
  }
  await expireDueDocumentRequests(db, { hostId });
  let filtered = db
    .selectFrom("document_requests as r")
    .innerJoin("organizations as g", "g.id", "r.guest_organization_id")
    .where("r.host_organization_id", "=", hostId);
  if (q.guest_organization_ids) filtered = filtered.where("r.guest_organization_id", "in", q.guest_organization_ids);
  if (q.search_text !== undefined) {
    const pattern = containsPattern(q.search_text);
    filtered = filtered.where((eb) => eb.or([eb("r.comment", "ilike", pattern), eb("g.name", "ilike", pattern)]));
  }
  if (q.expires_before !== undefined)
    filtered = filtered.where("r.expires_at", "<", dayOrInstantBound(q.expires_before));
  if (q.created_from !== undefined) filtered = filtered.where("r.created_at", ">=", dayOrInstantBound(q.created_from));
  if (q.created_to !== undefined) {
    filtered = filtered.where("r.created_at", "<", dayOrInstantBound(q.created_to, "end"));
  }
  const listed = q.statuses ? filtered.where("r.status", "in", q.statuses) : filtered;
  const [perStatus, items] = await Promise.all([
    filtered
      .select(["r.status", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("r.status")
      .execute(),
    listed
      .select(columns.map((c) => `r.${c}` as const))
      .select("g.name as guest_organization_name")
      .orderBy(hostOrderExpressions[q.order_by], (ob) => (q.order_dir === "asc" ? ob.asc() : ob.desc()))
      .orderBy("r.created_at", q.order_dir)
      .orderBy("r.id", q.order_dir)
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
  ]);
  const status_counts = Object.fromEntries(documentRequestStatuses.map((s) => [s, 0])) as DocumentRequestStatusCounts;
  for (const row of perStatus) status_counts[row.status] = Number(row.n);
  let total_items = 0;
  for (const status of q.statuses ?? documentRequestStatuses) total_items += status_counts[status];
  return { items, total_items, status_counts };
}

type RequestRow = Awaited<ReturnType<typeof createDocumentRequest>>;

/**
 * After a conditional UPDATE matched nothing: 404 when the scope holds no such request;
 * otherwise the request's state decides. An open request past its expiry is expired here and
 * answers as expired.
 */
async function explainRefusal(
  db: Kysely<DB>,
  scope: RequestScope,
  requestId: string,
  followUpMatters: boolean,
): Promise<never> {
  const row = await inScope(db, scope)
    .select(["id", "status", "follow_up", sql<boolean>`expires_at <= app_now()`.as("due")])
    .where("id", "=", requestId)
    .executeTakeFirst();
  if (!row) throw new ApiError("document_request_not_found");
  if (row.due && (OPEN as string[]).includes(row.status)) {
    await expireDueDocumentRequests(db, scope);
    throw new ApiError("unable_to_operate_on_document_request_with_current_status");
  }
  if (!(OPEN as string[]).includes(row.status)) {
    throw new ApiError("unable_to_operate_on_document_request_with_current_status");
  }
  if (followUpMatters && row.follow_up) throw new ApiError("document_request_follow_up_already_exist");
  // The request changed between the UPDATE and this read; the caller may retry.
  throw new ApiError("internal_conflict_error");
}

/** A conditional move of one open, unexpired request in the scope. */
async function moveOpenRequest(
  db: Kysely<DB>,
  scope: RequestScope,
  requestId: string,
  change: { status?: "partially" | "completed" | "canceled"; followUp?: true },
): Promise<RequestRow> {
  if (!isUuid(requestId)) throw new ApiError("document_request_not_found");
  let q = db
    .updateTable("document_requests")
    .set({
      ...(change.status ? { status: change.status } : {}),
      ...(change.followUp ? { follow_up: true, follow_up_at: sql<Date>`app_now()` } : {}),
      updated_at: sql<Date>`app_now()`,
    })
    .where("id", "=", requestId)
    .where("guest_organization_id", "=", scope.guestId)
    .where("status", "in", OPEN)
    .where("expires_at", ">", sql<Date>`app_now()`);
  if (scope.hostId) q = q.where("host_organization_id", "=", scope.hostId);
  if (change.followUp) q = q.where("follow_up", "=", false);
  const row = await inTransaction(db, async (trx) => {
    const returning = q.returning(columns);
    const moved = (await trx.executeQuery(returning.compile())).rows[0];
    const type = change.followUp ? "reminded" : change.status === "partially" ? undefined : change.status;
    if (moved && type) await recordDocumentRequestEvent(trx, `document_request.${type}`, moved);
    if (moved && change.status) {
      // Fulfilment by an upload (partially) or by the Guest (completed); cancellation by the Host.
      const action = change.status === "canceled" ? "document_request_cancelled" : "document_request_fulfilled";
      await auditChange(trx, action, { document_request_id: requestId, status: change.status });
    }
    return moved;
  });
  return row ?? explainRefusal(db, scope, requestId, change.followUp === true);
}

/** Reminder by the Host: once, on a pending or partially fulfilled request. */
export function sendReminder(db: Kysely<DB>, hostId: string, guestId: string, requestId: string) {
  return moveOpenRequest(db, { hostId, guestId }, requestId, { followUp: true });
}

/** Cancellation by the Host: pending or partially → canceled. */
export function cancelDocumentRequest(db: Kysely<DB>, hostId: string, guestId: string, requestId: string) {
  return moveOpenRequest(db, { hostId, guestId }, requestId, { status: "canceled" });
}

/** Completion by the Guest: pending or partially → completed. */
export function completeDocumentRequest(db: Kysely<DB>, hostId: string, guestId: string, requestId: string) {
  return moveOpenRequest(db, { hostId, guestId }, requestId, { status: "completed" });
}

/**
 * For the upload of a financial file linked to a request (`document_request_id` part of
 * POST /organizations/{org_id}/financial-files): moves the Guest's pending request to
 * `partially` (a partially fulfilled one stays `partially`). Call it inside the transaction that
 * inserts the file row, so a failed upload leaves the request unchanged.
 *
 * - `guestOrganizationId`: the organization the file is uploaded to (org_id).
 * - `uploaderOrganizationId` (optional): when given, must be the Guest itself or the request's Host.
 *
 * Throws ApiError 404 `document_request_not_found` (no such request to that Guest / uploader not a
 * party) or 409 `unable_to_operate_on_document_request_with_current_status` (completed,
 * canceled, expired or past its expiry).
 */
export async function markPartiallyFulfilled(
  db: Kysely<DB>,
  requestId: string,
  guestOrganizationId: string,
  opts: { uploaderOrganizationId?: string } = {},
): Promise<RequestRow> {
  const uploader = opts.uploaderOrganizationId;
  if (uploader && uploader !== guestOrganizationId && isUuid(requestId)) {
    const row = await db
      .selectFrom("document_requests")
      .select("host_organization_id")
      .where("id", "=", requestId)
      .where("guest_organization_id", "=", guestOrganizationId)
      .executeTakeFirst();
    if (!row || row.host_organization_id !== uploader) throw new ApiError("document_request_not_found");
  }
  return moveOpenRequest(db, { guestId: guestOrganizationId }, requestId, { status: "partially" });
}
