import { createHash } from "node:crypto";
import { type Kysely, type Selectable, type SelectQueryBuilder, sql } from "kysely";
import {
  type CreatePartnerBody,
  INVITATION_RESEND_INTERVAL_HOURS,
  type InvitationStatus,
  type Partner,
  type PartnerOrderBy,
  type PartnerType,
  type UpdatePartnerBody,
} from "../../contract/partners";
import { appNow } from "../clock/clock";
import type { DB } from "../db/schema";
import { containsPattern } from "../db/sql-helpers";
import { ApiError } from "../http/api-error";
import type { Wire } from "../http/register";
import type { Queryable } from "../jobs/queue";
import { auditChange } from "../people/acting";
import { inTransaction, recordEvent, recordInvitationCreatedEvent } from "../webhooks/events";
import type { PartnersTable } from "./tables";

const partnerColumns = [
  "id",
  "company_name",
  "sales_amount",
  "partner_type",
  "email",
  "frequency",
  "payment_terms",
  "address",
  "city",
  "state",
  "postal_code",
  "country_code",
  "company_registration_number",
  "created_at",
  "updated_at",
  "invitation_status",
  "guest_organization_id",
  "invitation_sent_at",
  "invitation_send_count",
  "invitation_revoked_at",
] as const;

type PartnerRow = Pick<Selectable<PartnersTable>, (typeof partnerColumns)[number]>;

const RESEND_INTERVAL_MS = INVITATION_RESEND_INTERVAL_HOURS * 3600_000;

/** A row as the API answers it: `invitation_resend_available_at` is the last send + 24 h (null once accepted). */
function toPartner(row: PartnerRow): Wire<Partner> {
  return {
    ...row,
    invitation_resend_available_at:
      row.invitation_status === "accepted" ? null : new Date(row.invitation_sent_at.getTime() + RESEND_INTERVAL_MS),
  };
}

/**
 * The partner's ETag: a strong validator over its whole representation, so any change to the
 * partner (updated_at included) gives a new one. Sent on every single-partner answer; PATCH
 * compares If-Match with it.
 */
export function partnerEtag(partner: Wire<Partner>): string {
  const json = JSON.stringify(partner, (_key, value: unknown) => (value instanceof Date ? value.toISOString() : value));
  return `"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"`;
}

/** If-Match: `*`, or a comma-separated list of ETags (a `W/` prefix is tolerated); absent matches. */
function ifMatchAllows(header: string | undefined, etag: string): boolean {
  if (header === undefined || header.trim() === "") return true;
  return header
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === "*" || t === etag);
}

/**
 * Adds a partner to `organizationId`'s list. The partner's e-mail is its invitation: the
 * organization with that e-mail (case-insensitive) sees it in GET /invitations.
 */
export async function createPartner(
  db: Kysely<DB>,
  organizationId: string,
  input: CreatePartnerBody,
): Promise<Wire<Partner>> {
  return inTransaction(db, async (trx) => {
    const partner = await trx
      .insertInto("partners")
      .values({
        organization_id: organizationId,
        company_name: input.company_name,
        partner_type: input.partner_type,
        email: input.email,
        sales_amount: input.sales_amount ?? null,
        frequency: input.frequency ?? null,
        payment_terms: input.payment_terms ?? null,
        address: input.address ?? null,
        city: input.city ?? null,
        state: input.state ?? null,
        postal_code: input.postal_code ?? null,
        country_code: input.country_code ?? null,
        company_registration_number: input.company_registration_number ?? null,
      })
      .returning(partnerColumns)
      .executeTakeFirstOrThrow();
    await recordInvitationCreatedEvent(trx, partner, organizationId);
    await auditChange(trx, "partner_changed", { partner_id: partner.id, change: "created" });
    return toPartner(partner);
  });
}

export async function getPartner(db: Kysely<DB>, organizationId: string, partnerId: string): Promise<Wire<Partner>> {
  const row = await db
    .selectFrom("partners")
    .select(partnerColumns)
    .where("organization_id", "=", organizationId)
    .where("id", "=", partnerId)
    .executeTakeFirst();
  if (!row) throw new ApiError("organization_partner_not_found");
  return toPartner(row);
}

export interface PartnerListFilter {
  partner_types?: PartnerType[];
  partner_ids?: string[];
  search_field: "company_name" | "email";
  search_text?: string;
  invitation_statuses?: InvitationStatus[];
  order_by?: PartnerOrderBy;
  order_dir?: "asc" | "desc";
  limit: number;
  offset: number;
}

/** The partners of `organizationId` (api-design §7 names). Unknown ids in partner_ids: 404. */
export async function listPartners(
  db: Kysely<DB>,
  organizationId: string,
  q: PartnerListFilter,
): Promise<{ items: Wire<Partner>[]; total_items: number }> {
  if (q.partner_ids) {
    const found = await db
      .selectFrom("partners")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("organization_id", "=", organizationId)
      .where("id", "in", q.partner_ids)
      .executeTakeFirstOrThrow();
    if (Number(found.n) !== q.partner_ids.length) throw new ApiError("organization_partner_not_found");
  }
  const filtered = <O>(qb: SelectQueryBuilder<DB, "partners", O>) => {
    let r = qb.where("organization_id", "=", organizationId);
    if (q.partner_types) r = r.where("partner_type", "in", q.partner_types);
    if (q.partner_ids) r = r.where("id", "in", q.partner_ids);
    if (q.invitation_statuses) r = r.where("invitation_status", "in", q.invitation_statuses);
    if (q.search_text !== undefined) {
      r = r.where(sql.ref(q.search_field), "ilike", containsPattern(q.search_text));
    }
    return r;
  };
  const orderBy = q.order_by ?? "created_at";
  const dir = q.order_dir ?? (q.order_by ? "asc" : "desc");
  const [items, count] = await Promise.all([
    filtered(db.selectFrom("partners").select(partnerColumns))
      .orderBy(sql`${sql.ref(orderBy)} ${sql.raw(dir)} nulls last`)
      .orderBy("id", dir)
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    filtered(db.selectFrom("partners").select((eb) => eb.fn.countAll<number>().as("n"))).executeTakeFirstOrThrow(),
  ]);
  return { items: items.map(toPartner), total_items: Number(count.n) };
}

/** The partner of `organizationId`, locked for the rest of the transaction; 404 when it is not one. */
async function lockPartner(trx: Kysely<DB>, organizationId: string, partnerId: string): Promise<PartnerRow> {
  const row = await trx
    .selectFrom("partners")
    .select(partnerColumns)
    .where("organization_id", "=", organizationId)
    .where("id", "=", partnerId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiError("organization_partner_not_found");
  return row;
}

/** invitation.resent / invitation.revoked: the inviting organization and the organizations the e-mail belongs to. */
async function recordInvitationEvent(
  trx: Queryable,
  type: "invitation.resent" | "invitation.revoked",
  partner: PartnerRow,
  hostId: string,
): Promise<void> {
  const addressed = await trx
    .selectFrom("organizations")
    .select("id")
    .where(sql<boolean>`lower(email) = lower(${partner.email})`)
    .where("id", "<>", hostId)
    .where("deleted_at", "is", null)
    .execute();
  await recordEvent(trx, {
    type,
    recipients: [hostId, ...addressed.map((o) => o.id)],
    resource: `invitation:${partner.id}`,
    data: {
      invitation_id: partner.id,
      host_organization_id: hostId,
      partner_type: partner.partner_type,
      email: partner.email,
      invitation_status: partner.invitation_status,
      sent_at: partner.invitation_sent_at.toISOString(),
    },
  });
}

/**
 * PATCH /partners/{id}: the given fields change (null clears an optional one). If-Match, when
 * sent, must name the partner's current ETag (412 otherwise). A different e-mail (compared
 * case-insensitively) re-addresses a pending invitation, which counts as a send; an accepted
 * partner's e-mail cannot change (409); a revoked one's changes without sending anything.
 */
export async function updatePartner(
  db: Kysely<DB>,
  organizationId: string,
  partnerId: string,
  body: UpdatePartnerBody,
  ifMatch: string | undefined,
): Promise<Wire<Partner>> {
  return inTransaction(db, async (trx) => {
    const row = await lockPartner(trx, organizationId, partnerId);
    if (!ifMatchAllows(ifMatch, partnerEtag(toPartner(row)))) throw new ApiError("partner_version_mismatch");
    const readdressed = body.email !== undefined && body.email.toLowerCase() !== row.email.toLowerCase();
    if (readdressed && row.invitation_status === "accepted") {
      throw new ApiError("partner_invitation_already_accepted", {
        loc: ["body", "email"],
        msg: "The partner accepted the invitation: its e-mail is bound to the accepted organization and cannot change",
      });
    }
    const now = appNow();
    const resend = readdressed && row.invitation_status === "invited";
    const updated = await trx
      .updateTable("partners")
      .set({
        ...body,
        updated_at: now,
        ...(resend ? { invitation_sent_at: now, invitation_send_count: row.invitation_send_count + 1 } : {}),
      })
      .where("id", "=", partnerId)
      .returning(partnerColumns)
      .executeTakeFirstOrThrow();
    if (resend) await recordInvitationEvent(trx, "invitation.resent", updated, organizationId);
    await auditChange(trx, "partner_changed", { partner_id: partnerId, change: "updated", fields: Object.keys(body) });
    return toPartner(updated);
  });
}

/**
 * POST /partners/{id}/invitation/resend: at most once per 24 h since the last send (429 with
 * Retry-After otherwise). A revoked invitation is invited again; an accepted one cannot be sent (409).
 */
export async function resendInvitation(
  db: Kysely<DB>,
  organizationId: string,
  partnerId: string,
): Promise<Wire<Partner>> {
  return inTransaction(db, async (trx) => {
    const row = await lockPartner(trx, organizationId, partnerId);
    if (row.invitation_status === "accepted") throw new ApiError("partner_invitation_already_accepted");
    const now = appNow();
    const availableAt = new Date(row.invitation_sent_at.getTime() + RESEND_INTERVAL_MS);
    if (now < availableAt) {
      const seconds = Math.max(1, Math.ceil((availableAt.getTime() - now.getTime()) / 1000));
      throw new ApiError("partner_invitation_resend_too_soon", {
        msg: `The invitation was last sent at ${row.invitation_sent_at.toISOString()}; it can be sent again from ${availableAt.toISOString()}`,
        headers: { "retry-after": String(seconds) },
      });
    }
    const updated = await trx
      .updateTable("partners")
      .set({
        invitation_status: "invited",
        invitation_revoked_at: null,
        invitation_sent_at: now,
        invitation_send_count: row.invitation_send_count + 1,
        updated_at: now,
      })
      .where("id", "=", partnerId)
      .returning(partnerColumns)
      .executeTakeFirstOrThrow();
    await recordInvitationEvent(trx, "invitation.resent", updated, organizationId);
    await auditChange(trx, "partner_changed", { partner_id: partnerId, change: "invitation_resent" });
    return toPartner(updated);
  });
}

/**
 * POST /partners/{id}/invitation/revocation: a pending invitation becomes `revoked`; the invitee
 * no longer sees it and cannot accept it. The partner itself stays.
 */
export async function revokeInvitation(
  db: Kysely<DB>,
  organizationId: string,
  partnerId: string,
): Promise<Wire<Partner>> {
  return inTransaction(db, async (trx) => {
    const row = await lockPartner(trx, organizationId, partnerId);
    if (row.invitation_status === "accepted") throw new ApiError("partner_invitation_already_accepted");
    if (row.invitation_status === "revoked") throw new ApiError("partner_invitation_already_revoked");
    const now = appNow();
    const updated = await trx
      .updateTable("partners")
      .set({ invitation_status: "revoked", invitation_revoked_at: now, updated_at: now })
      .where("id", "=", partnerId)
      .returning(partnerColumns)
      .executeTakeFirstOrThrow();
    await recordInvitationEvent(trx, "invitation.revoked", updated, organizationId);
    await auditChange(trx, "partner_changed", { partner_id: partnerId, change: "invitation_revoked" });
    return toPartner(updated);
  });
}

/** Partners of `organizationId` of one type among `ids`; returns the ids that are not. */
export async function missingPartners(
  db: Kysely<DB>,
  organizationId: string,
  type: PartnerType,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("partners")
    .select("id")
    .where("organization_id", "=", organizationId)
    .where("partner_type", "=", type)
    .where("id", "in", [...ids])
    .execute();
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}
