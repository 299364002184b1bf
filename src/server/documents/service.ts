import { type Kysely, sql } from "kysely";
import { chartOfAccounts, type LineItem, type LineItemKey } from "../../contract/chart-of-accounts";
import type { CorrectDocumentBody, DocumentCorrection, ReviewStatus } from "../../contract/documents";
import type { DB } from "../db/schema";
import { checkStatement } from "../extraction/checks";
import { ANALYTICS_RECOMPUTE_JOB } from "../extraction/job";
import { ApiError, validationFailure } from "../http/api-error";
import { enqueue } from "../jobs/queue";
import { auditChange, storedActor } from "../people/acting";
import type { DocumentScope } from "./queries";

/** `If-Match: 3`, `"3"` or `W/"3"` → 3; anything else is no version of this document. */
export function parseVersion(header: string | undefined): number | undefined {
  const m = header?.trim().match(/^(?:W\/)?"?(\d{1,9})"?$/);
  return m ? Number(m[1]) : undefined;
}

/**
 * A correction of one extracted document (api-design §13), in one transaction: the version must
 * be the one the analyst read (412 otherwise), line items are set or removed (a key must belong to
 * the document's type), every change is appended to `corrections`, the checks run again on the
 * corrected figures, `review_status` becomes `reviewed` when the analyst says so (else what the
 * checks give), the version moves on and the subject's metrics and scores are recomputed.
 */
export async function correctDocument(
  db: Kysely<DB>,
  scope: DocumentScope,
  documentId: string,
  ifMatch: string | undefined,
  body: CorrectDocumentBody,
  actorOrganizationId: string,
): Promise<void> {
  if (ifMatch === undefined || ifMatch.trim() === "") throw new ApiError("financial_document_version_required");
  const version = parseVersion(ifMatch);
  await db.transaction().execute(async (trx) => {
    let q = trx.selectFrom("financial_documents").selectAll().where("id", "=", documentId);
    q =
      "privateRecordId" in scope
        ? q.where("private_record_id", "=", scope.privateRecordId)
        : q.where("organization_id", "=", scope.organizationId).where("private_record_id", "is", null);
    // Not the documents of a withdrawn file, nor of a held one but by its uploader (issue 23).
    const viewerId = scope.viewerId;
    q = q.where("file_id", "in", (eb) => {
      let files = eb.selectFrom("financial_files as f").select("f.id").where("f.withdrawn_at", "is", null);
      if (viewerId !== undefined) {
        files = files.where((w) =>
          w.or([w("f.shared_at", "is not", null), w("f.uploaded_by_organization_id", "=", viewerId)]),
        );
      }
      return files;
    });
    const doc = await q.forUpdate().executeTakeFirst();
    if (!doc) throw new ApiError("financial_document_not_found");
    if (version !== doc.version) throw new ApiError("financial_document_version_mismatch");

    const at = new Date().toISOString();
    // Who made it (docs/people.md "Audit by person"): kept in each change, shown to its organization only.
    const person = await storedActor(trx);
    const actor =
      person.actor_kind && person.actor_label ? { kind: person.actor_kind, name: person.actor_label } : undefined;
    const corrections: DocumentCorrection[] = [];
    const note = (key: string, oldValue: number | string | null, newValue: number | string | null) => {
      if (oldValue !== newValue) {
        corrections.push({
          organization_id: actorOrganizationId,
          at,
          key,
          old: oldValue,
          new: newValue,
          ...(actor ? { actor } : {}),
        });
      }
    };

    const documentType = body.document_type ?? doc.document_type;
    const period = body.period ?? doc.period;
    note("document_type", doc.document_type, documentType);
    note("period", doc.period, period);

    const allowed = new Set<LineItemKey>(chartOfAccounts[documentType]);
    const items = new Map<LineItemKey, LineItem>(doc.line_items.map((i) => [i.key, i]));
    const wrongKeys = (body.line_items ?? [])
      .map((i, index) => ({ ...i, index }))
      .filter((i) => i.amount !== null && !allowed.has(i.key));
    if (wrongKeys.length > 0) {
      throw validationFailure(
        wrongKeys.map((i) => ({
          loc: ["body", "line_items", i.index, "key"],
          msg: `${i.key} is not a line item of a ${documentType.replace(/_/g, " ")}`,
        })),
      );
    }
    for (const change of body.line_items ?? []) {
      const before = items.get(change.key);
      note(change.key, before?.amount ?? null, change.amount);
      if (change.amount === null) items.delete(change.key);
      else {
        // An analyst's figure is certain; where it came from is the analyst, not a place on a page.
        items.set(change.key, {
          key: change.key,
          label: before?.label ?? change.key.replace(/_/g, " "),
          amount: change.amount,
          confidence: 1,
          source: before?.source ?? null,
        });
      }
    }
    // Items of another statement type cannot stay when the type changes.
    for (const key of [...items.keys()]) {
      if (!allowed.has(key)) {
        note(key, items.get(key)?.amount ?? null, null);
        items.delete(key);
      }
    }
    const order = chartOfAccounts[documentType] as readonly LineItemKey[];
    const lineItems = [...items.values()].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));

    const siblings = await trx
      .selectFrom("financial_documents")
      .select(["document_type", "period", "period_type", "line_items"])
      .where("file_id", "=", doc.file_id)
      .where("id", "!=", doc.id)
      .where("period", "=", period)
      .execute();
    const corrected = { documentType, period, periodType: doc.period_type, lineItems };
    const result = checkStatement(corrected, [
      corrected,
      ...siblings.map((s) => ({
        documentType: s.document_type,
        period: s.period,
        periodType: s.period_type,
        lineItems: s.line_items,
      })),
    ]);
    const reviewStatus: ReviewStatus =
      body.review_status === "reviewed" ? "reviewed" : corrections.length > 0 ? result.reviewStatus : doc.review_status;
    note("review_status", doc.review_status, reviewStatus);
    if (corrections.length === 0) return;

    await trx
      .updateTable("financial_documents")
      .set({
        document_type: documentType,
        period,
        line_items: JSON.stringify(lineItems),
        review_status: reviewStatus,
        checks: JSON.stringify(result.checks),
        corrections: JSON.stringify([...doc.corrections, ...corrections]),
        version: doc.version + 1,
        updated_at: sql`app_now()`,
      })
      .where("id", "=", doc.id)
      .execute();
    await auditChange(trx, "document_corrected", {
      financial_document_id: doc.id,
      keys: corrections.map((c) => c.key),
      reviewed: reviewStatus === "reviewed" && doc.review_status !== "reviewed",
    });
    await enqueue(
      trx,
      ANALYTICS_RECOMPUTE_JOB,
      doc.private_record_id ? { private_record_id: doc.private_record_id } : { organization_id: doc.organization_id },
      { dedupeKey: doc.private_record_id ? `record:${doc.private_record_id}` : `org:${doc.organization_id}` },
    );
  });
}
