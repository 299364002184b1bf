import { type Kysely, type Selectable, sql } from "kysely";
import type { FinancialFile, FinancialFileListQuery, OrganizationFinancialFile } from "../../contract/files";
import type { DB } from "../db/schema";
import type { FinancialFilesTable } from "./tables";

export type FinancialFileRow = Selectable<FinancialFilesTable>;

export function toFinancialFile(row: FinancialFileRow): Omit<
  FinancialFile,
  "uploaded_at" | "created_at" | "updated_at"
> & {
  uploaded_at: Date;
  created_at: Date;
  updated_at: Date;
} {
  return {
    id: row.id,
    original_filename: row.original_filename,
    mime_type: row.mime_type,
    size_bytes: Number(row.size_bytes),
    sha256: row.sha256,
    currency: row.currency,
    status: row.status,
    uploaded_at: row.uploaded_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    file_message: row.file_message,
  };
}

export function toOrganizationFinancialFile(
  row: FinancialFileRow,
): ReturnType<typeof toFinancialFile> &
  Pick<OrganizationFinancialFile, "uploaded_by_organization_id" | "document_request_id"> {
  return {
    ...toFinancialFile(row),
    uploaded_by_organization_id: row.uploaded_by_organization_id,
    document_request_id: row.document_request_id,
  };
}

/** Whose files a list shows: an organization's own files, or one private record's. */
export type FileOwner = { organizationId: string; privateRecordId: null } | { privateRecordId: string };

/** The files of one owner, with the list's status filter. */
function ownerFiles(db: Kysely<DB>, owner: FileOwner, query: Pick<FinancialFileListQuery, "statuses">) {
  let base = db.selectFrom("financial_files");
  if (owner.privateRecordId === null) {
    base = base.where("organization_id", "=", owner.organizationId).where("private_record_id", "is", null);
  } else {
    base = base.where("private_record_id", "=", owner.privateRecordId);
  }
  if (query.statuses) base = base.where("status", "in", query.statuses);
  return base;
}

/**
 * The query of one page of a file list. File names sort case-insensitively, whatever the
 * database's collation; migration 0006 indexes this exact expression per owner.
 */
export function financialFilesPage(db: Kysely<DB>, owner: FileOwner, query: FinancialFileListQuery) {
  return ownerFiles(db, owner, query)
    .selectAll()
    .orderBy(
      query.order_by === "original_filename" ? sql`lower(original_filename) collate "C"` : sql.ref(query.order_by),
      query.order_dir,
    )
    .orderBy("id", query.order_dir)
    .limit(query.limit)
    .offset(query.offset);
}

/** One page of a file list and the exact count of matching files. */
export async function listFinancialFiles(
  db: Kysely<DB>,
  owner: FileOwner,
  query: FinancialFileListQuery,
): Promise<{ rows: FinancialFileRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    financialFilesPage(db, owner, query).execute(),
    ownerFiles(db, owner, query)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findFinancialFile(db: Kysely<DB>, id: string): Promise<FinancialFileRow | undefined> {
  return db.selectFrom("financial_files").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Whether an organization has a subscription (uploads need one). */
export async function hasSubscription(db: Kysely<DB>, organizationId: string): Promise<boolean> {
  const row = await db
    .selectFrom("organizations")
    .select("subscription")
    .where("id", "=", organizationId)
    .executeTakeFirst();
  return row?.subscription === true;
}

/** Serializes work on one storage key across instances (upload commit vs. removal of an unreferenced object). */
export async function lockStorageKey(db: Kysely<DB>, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`financial-file:${key}`}, 0))`.execute(db);
}
