import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { CreatePrivateRecordBody, PrivateRecordListQuery } from "../../contract/records";
import type { DB } from "../db/schema";
import { containsPattern } from "../db/sql-helpers";
import { ApiError } from "../http/api-error";

/** The columns of a private record as the API shows them (everything but the owner). */
export const privateRecordColumns = [
  "id",
  "name",
  "currency_code",
  "archived",
  "archived_at",
  "created_at",
  "updated_at",
  "email",
  "phone",
  "established_date",
  "size_id",
  "role_id",
  "naics_code_id",
  "address",
  "city",
  "state",
  "postal_code",
  "country_code",
  "website",
  "company_registration_number",
  "tax_id",
  "corporation_type_id",
  "total_score",
  "score_updated_at",
] as const;

export async function insertPrivateRecord(db: Kysely<DB>, ownerId: string, body: CreatePrivateRecordBody) {
  return db
    .insertInto("private_records")
    .values({
      organization_id: ownerId,
      name: body.name,
      currency_code: body.currency_code,
      email: body.email ?? null,
      phone: body.phone ?? null,
      established_date: body.established_date ?? null,
      size_id: body.size_id ?? null,
      role_id: body.role_id ?? null,
      naics_code_id: body.naics_code_id ?? null,
      address: body.address ?? null,
      city: body.city ?? null,
      state: body.state ?? null,
      postal_code: body.postal_code ?? null,
      country_code: body.country_code ?? null,
      website: body.website ?? null,
      company_registration_number: body.company_registration_number ?? null,
      tax_id: body.tax_id ?? null,
      corporation_type_id: body.corporation_type_id ?? null,
    })
    .returning(privateRecordColumns)
    .executeTakeFirstOrThrow();
}

/** The record if `ownerId` owns it; undefined otherwise (another owner's record does not exist for the caller). */
export async function findOwnPrivateRecord(db: Kysely<DB>, ownerId: string, recordId: string) {
  return db
    .selectFrom("private_records")
    .select(privateRecordColumns)
    .where("id", "=", recordId)
    .where("organization_id", "=", ownerId)
    .executeTakeFirst();
}

/**
 * For routes nested under a private record (its documents, files, metrics): the record's id as
 * stored when `ownerId` owns it (archived or not); otherwise 404 private_record_not_found (another
 * owner's record does not exist for the caller).
 */
export async function requireOwnPrivateRecord(db: Kysely<DB>, ownerId: string, recordId: string): Promise<string> {
  const row = await db
    .selectFrom("private_records")
    .select("id")
    .where("id", "=", recordId)
    .where("organization_id", "=", ownerId)
    .executeTakeFirst();
  if (!row) throw new ApiError("private_record_not_found");
  return row.id;
}

/**
 * Archives or unarchives. `archived_at` is set when the record becomes archived and cleared when
 * it is unarchived; archiving an archived record (or the reverse) changes nothing, not even
 * `updated_at`.
 */
export async function setPrivateRecordArchived(db: Kysely<DB>, ownerId: string, recordId: string, archived: boolean) {
  return db
    .updateTable("private_records")
    .set({
      archived,
      archived_at: archived ? sql<Date>`coalesce(archived_at, now())` : null,
      updated_at: sql<Date>`case when archived = ${archived} then updated_at else now() end`,
    })
    .where("id", "=", recordId)
    .where("organization_id", "=", ownerId)
    .returning(privateRecordColumns)
    .executeTakeFirst();
}

const orderExpressions = {
  name: sql`lower(name)`,
  email: sql`lower(email)`,
  total_score: sql`total_score`,
  score_updated_at: sql`score_updated_at`,
  created_at: sql`created_at`,
  updated_at: sql`updated_at`,
  archived_at: sql`archived_at`,
} as const;

/**
 * The owner's records: optional search (case-insensitive substring of name or email), archived
 * filter, ordering with empty values last in both directions and `id` as tie-breaker.
 */
export async function listPrivateRecords(db: Kysely<DB>, ownerId: string, q: PrivateRecordListQuery) {
  let base = db.selectFrom("private_records").where("organization_id", "=", ownerId);
  if (q.archived !== undefined) base = base.where("archived", "=", q.archived);
  if (q.search_text !== undefined) base = base.where(q.search_field, "ilike", containsPattern(q.search_text));

  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    base
      .select(privateRecordColumns)
      .orderBy(orderExpressions[q.order_by], (ob) => (q.order_dir === "asc" ? ob.asc() : ob.desc()).nullsLast())
      .orderBy("id", "asc")
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
  ]);
  return { items: rows, total_items: Number(count.n) };
}
