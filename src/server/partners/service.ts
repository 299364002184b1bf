import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { CreatePartnerBody, Partner, PartnerOrderBy, PartnerType } from "../../contract/partners";
import type { DB } from "../db/schema";
import { containsPattern } from "../db/sql-helpers";
import { ApiError } from "../http/api-error";
import type { Wire } from "../http/register";
import { inTransaction, recordInvitationCreatedEvent } from "../webhooks/events";

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
] as const;

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
    return partner;
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
  return row;
}

export interface PartnerListFilter {
  partner_types?: PartnerType[];
  partner_ids?: string[];
  search_field: "company_name" | "email";
  search_text?: string;
  invitation_statuses?: Array<"invited" | "accepted">;
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
  return { items, total_items: Number(count.n) };
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
