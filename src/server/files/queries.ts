import { type Kysely, type Selectable, sql } from "kysely";
import type {
  FinancialFile,
  FinancialFileListQuery,
  FinancialFileWarning,
  OrganizationFinancialFile,
  WithdrawnFinancialFile,
} from "../../contract/files";
import type { DB } from "../db/schema";
import { currentActing, visibleActor } from "../people/acting";
import type { FinancialFilesTable } from "./tables";

export type FinancialFileRow = Selectable<FinancialFilesTable>;

/** What a duplicate_file warning says about the earlier file. */
export type DuplicateOf = Pick<FinancialFileRow, "id" | "original_filename" | "uploaded_at">;
/** The earlier files the rows are duplicates of, by id (see duplicatesOf). */
export type Duplicates = ReadonlyMap<string, DuplicateOf>;

/** What a file's answer needs besides its row: the files it duplicates, the names of who withdrew files. */
export interface FileContext {
  duplicates: Duplicates;
  /** Organization names by id (the organizations that withdrew the rows). */
  names: ReadonlyMap<string, string>;
}

const emptyContext: FileContext = { duplicates: new Map(), names: new Map() };

/** The context of a page of rows: two small queries at most. */
export async function fileContext(db: Kysely<DB>, rows: readonly FinancialFileRow[]): Promise<FileContext> {
  const ids = [
    ...new Set(rows.flatMap((r) => (r.withdrawn_by_organization_id ? [r.withdrawn_by_organization_id] : []))),
  ];
  const [duplicates, orgs] = await Promise.all([
    duplicatesOf(db, rows),
    ids.length === 0
      ? Promise.resolve([])
      : db.selectFrom("organizations").select(["id", "name"]).where("id", "in", ids).execute(),
  ]);
  return { duplicates, names: new Map(orgs.map((o) => [o.id, o.name])) };
}

/** The warnings of a file (contract FinancialFileWarning), from its row and the file it duplicates. */
export function fileWarnings(row: FinancialFileRow, duplicates: Duplicates): FinancialFileWarning[] {
  const warnings: FinancialFileWarning[] = [];
  const dup = row.duplicate_of_file_id ? duplicates.get(row.duplicate_of_file_id) : undefined;
  if (dup) {
    warnings.push({
      code: "duplicate_file",
      message: `The same file was uploaded before, on ${dup.uploaded_at.toISOString().slice(0, 10)} as ${dup.original_filename}`,
      duplicate_of: {
        id: dup.id,
        original_filename: dup.original_filename,
        uploaded_at: dup.uploaded_at.toISOString(),
      },
    });
  }
  if (row.statement_company_name && row.expected_company_name) {
    warnings.push({
      code: "company_name_mismatch",
      message: `This statement names ${row.statement_company_name}, not ${row.expected_company_name}: its documents need review`,
      statement_company_name: row.statement_company_name,
      expected_company_name: row.expected_company_name,
    });
  }
  return warnings;
}

/** The earlier files the given rows duplicate (one query for a whole page). */
export async function duplicatesOf(db: Kysely<DB>, rows: readonly FinancialFileRow[]): Promise<Duplicates> {
  const ids = [...new Set(rows.flatMap((r) => (r.duplicate_of_file_id ? [r.duplicate_of_file_id] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .selectFrom("financial_files")
    .select(["id", "original_filename", "uploaded_at"])
    .where("id", "in", ids)
    .execute();
  return new Map(found.map((f) => [f.id, f]));
}

/**
 * The earliest file of an owner with these bytes, if any (the upload's duplicate check; the
 * caller holds the storage key's lock, so two uploads of the same bytes see each other).
 */
export async function findDuplicate(
  db: Kysely<DB>,
  owner: FileOwner,
  uploaderId: string,
  sha256: string,
): Promise<DuplicateOf | undefined> {
  return ownerFiles(db, owner, { organizationId: uploaderId }, { statuses: undefined, sha256 })
    .select(["id", "original_filename", "uploaded_at"])
    .orderBy("uploaded_at", "asc")
    .orderBy("id", "asc")
    .limit(1)
    .executeTakeFirst();
}

/** Whether the file is held for its uploader's review: checked, not shared, not withdrawn. */
export function isHeld(row: FinancialFileRow): boolean {
  return row.shared_at === null && row.withdrawn_at === null && row.expected_company_name !== null;
}

function withdrawer(row: FinancialFileRow, names: ReadonlyMap<string, string>): { id: string; name: string } | null {
  if (!row.withdrawn_by_organization_id) return null;
  return { id: row.withdrawn_by_organization_id, name: names.get(row.withdrawn_by_organization_id) ?? "(deleted)" };
}

type WithDates<T, K extends keyof T> = Omit<T, K> & { [P in K]: Date | (null extends T[P] ? null : never) };

export function toFinancialFile(
  row: FinancialFileRow,
  context: FileContext = emptyContext,
): WithDates<FinancialFile, "uploaded_at" | "created_at" | "updated_at" | "shared_at" | "withdrawn_at"> {
  const { duplicates, names } = context;
  const reader = currentActing()?.organizationId;
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
    duplicate_of_file_id: row.duplicate_of_file_id,
    statement_company_name: row.statement_company_name,
    warnings: fileWarnings(row, duplicates),
    shared_at: row.shared_at,
    held_for_uploader_review: isHeld(row),
    withdrawn_at: row.withdrawn_at,
    withdrawn_by_organization: withdrawer(row, names),
    withdrawal_reason: row.withdrawal_reason,
    unmapped_facts: row.unmapped_facts ?? null,
    // Named for the reader's own organization only (docs/people.md "Audit by person"): the reader
    // is the organization the current request acts for; outside a request nobody is named.
    uploaded_by: reader
      ? visibleActor(
          { actor_kind: row.uploaded_by_actor_kind, actor_label: row.uploaded_by_actor_label },
          row.uploaded_by_organization_id,
          reader,
        )
      : null,
    withdrawn_by: reader
      ? visibleActor(
          { actor_kind: row.withdrawn_by_actor_kind, actor_label: row.withdrawn_by_actor_label },
          row.withdrawn_by_organization_id,
          reader,
        )
      : null,
  };
}

export function toOrganizationFinancialFile(
  row: FinancialFileRow,
  context: FileContext = emptyContext,
): ReturnType<typeof toFinancialFile> &
  Pick<OrganizationFinancialFile, "uploaded_by_organization_id" | "document_request_id"> {
  return {
    ...toFinancialFile(row, context),
    uploaded_by_organization_id: row.uploaded_by_organization_id,
    document_request_id: row.document_request_id,
  };
}

/** A withdrawn file as a tombstone (GET …/withdrawals): who withdrew it and when, nothing of the file itself. */
export function toWithdrawnTombstone(
  row: FinancialFileRow,
  context: FileContext,
): WithDates<WithdrawnFinancialFile, "uploaded_at" | "withdrawn_at"> {
  const by = withdrawer(row, context.names);
  if (!row.withdrawn_at || !by) throw new Error(`file ${row.id} is not withdrawn`);
  const reader = currentActing()?.organizationId;
  return {
    id: row.id,
    uploaded_at: row.uploaded_at,
    uploaded_by_organization_id: row.uploaded_by_organization_id,
    withdrawn_at: row.withdrawn_at,
    withdrawn_by_organization: by,
    // The person (or client) only to the organization that withdrew it, as on the file itself.
    withdrawn_by: reader
      ? visibleActor(
          { actor_kind: row.withdrawn_by_actor_kind, actor_label: row.withdrawn_by_actor_label },
          row.withdrawn_by_organization_id,
          reader,
        )
      : null,
  };
}

/** Whose files a list shows: an organization's own files, or one private record's. */
export type FileOwner = { organizationId: string; privateRecordId: null } | { privateRecordId: string };

/**
 * Who looks and whether withdrawn files are wanted: a file not yet shared (checked or held)
 * shows only to its uploader; withdrawn files only to their uploader, on request (include_withdrawn).
 */
export interface FileViewer {
  organizationId: string;
  includeWithdrawn?: boolean;
}

/** Whether a file may be seen at all by a viewer (withdrawn or not): shared, or the viewer uploaded it. */
export function visibleTo(row: FinancialFileRow, viewerId: string): boolean {
  return row.shared_at !== null || row.uploaded_by_organization_id === viewerId;
}

/** The files of one owner a viewer sees, with the list's filters (statuses, sha256). */
function ownerFiles(
  db: Kysely<DB>,
  owner: FileOwner,
  viewer: FileViewer,
  query: Pick<FinancialFileListQuery, "statuses" | "sha256">,
) {
  let base = db.selectFrom("financial_files");
  if (owner.privateRecordId === null) {
    base = base.where("organization_id", "=", owner.organizationId).where("private_record_id", "is", null);
  } else {
    base = base.where("private_record_id", "=", owner.privateRecordId);
  }
  base = base.where((eb) =>
    eb.or([eb("shared_at", "is not", null), eb("uploaded_by_organization_id", "=", viewer.organizationId)]),
  );
  base = viewer.includeWithdrawn
    ? base.where((eb) =>
        eb.or([eb("withdrawn_at", "is", null), eb("withdrawn_by_organization_id", "=", viewer.organizationId)]),
      )
    : base.where("withdrawn_at", "is", null);
  if (query.statuses) base = base.where("status", "in", query.statuses);
  if (query.sha256) base = base.where("sha256", "=", query.sha256);
  return base;
}

/**
 * The query of one page of a file list. File names sort case-insensitively, whatever the
 * database's collation; migration 0006 indexes this exact expression per owner.
 */
export function financialFilesPage(
  db: Kysely<DB>,
  owner: FileOwner,
  viewer: FileViewer,
  query: FinancialFileListQuery,
) {
  return ownerFiles(db, owner, viewer, query)
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
  viewer: FileViewer,
  query: FinancialFileListQuery,
): Promise<{ rows: FinancialFileRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    financialFilesPage(db, owner, viewer, query).execute(),
    ownerFiles(db, owner, viewer, query)
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

/** One page of an organization's withdrawn files that had been shared, newest withdrawal first. */
export async function listWithdrawnFiles(
  db: Kysely<DB>,
  organizationId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: FinancialFileRow[]; total: number }> {
  const base = db
    .selectFrom("financial_files")
    .where("organization_id", "=", organizationId)
    .where("private_record_id", "is", null)
    .where("withdrawn_at", "is not", null)
    .where("shared_at", "is not", null);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("withdrawn_at", "desc")
      .orderBy("id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
