import type { Kysely } from "kysely";
import type { DocumentListQuery } from "../../contract/documents";
import type { DB } from "../db/schema";

/**
 * Whose documents a list or read addresses: one private record's, or one organization's own;
 * `viewerId` is the caller (the documents of a file held for its uploader's review show only to
 * the uploader). Documents of withdrawn files show to nobody (issue 23).
 */
export type DocumentScope = ({ privateRecordId: string } | { organizationId: string }) & { viewerId?: string };

function scoped(db: Kysely<DB>, scope: DocumentScope) {
  let base = db
    .selectFrom("financial_documents as d")
    .innerJoin("financial_files as f", "f.id", "d.file_id")
    .where("f.withdrawn_at", "is", null);
  const viewerId = scope.viewerId;
  if (viewerId !== undefined) {
    base = base.where((eb) =>
      eb.or([eb("f.shared_at", "is not", null), eb("f.uploaded_by_organization_id", "=", viewerId)]),
    );
  }
  return "privateRecordId" in scope
    ? base.where("d.private_record_id", "=", scope.privateRecordId)
    : base.where("d.organization_id", "=", scope.organizationId).where("d.private_record_id", "is", null);
}

const listColumns = [
  "d.id",
  "d.file_id",
  "f.original_filename",
  "d.document_type",
  "d.period",
  "d.analysis",
  "d.created_at",
  "d.updated_at",
  "d.period_type",
  "d.currency",
  "d.review_status",
  "d.checks",
  "d.version",
] as const;

/**
 * Extracted documents of one scope with the spec's filters (file, types, inclusive period
 * range, analysis status), ordered by the chosen field with `id` as tie-breaker.
 */
export async function listDocuments(db: Kysely<DB>, scope: DocumentScope, q: DocumentListQuery) {
  let base = scoped(db, scope);
  if (q.file_id) base = base.where("d.file_id", "=", q.file_id);
  if (q.document_types) base = base.where("d.document_type", "in", q.document_types);
  if (q.period_from) base = base.where("d.period", ">=", q.period_from);
  if (q.period_to) base = base.where("d.period", "<=", q.period_to);
  if (q.analysis_status !== undefined) base = base.where("d.analysis", "=", q.analysis_status);
  if (q.review_status !== undefined) base = base.where("d.review_status", "=", q.review_status);

  const [count, items] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    base
      .select(listColumns)
      .orderBy(`d.${q.order_by}`, q.order_dir)
      .orderBy("d.id", q.order_dir)
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
  ]);
  return { items, total_items: Number(count.n) };
}

/** One document of the scope with its line items; undefined when the scope holds no such document. */
export async function findDocument(db: Kysely<DB>, scope: DocumentScope, documentId: string) {
  return scoped(db, scope)
    .select([...listColumns, "d.line_items", "d.corrections"])
    .where("d.id", "=", documentId)
    .executeTakeFirst();
}
