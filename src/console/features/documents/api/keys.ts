import type { Scope } from "../../../lib/scope";
import { type DocumentSubject, subjectKey } from "../model/subject";

/** Query keys of the documents feature; the first element is what the files feature refreshes after extraction. */
export const documentKeys = {
  all: ["documents"] as const,
  list: (scope: Scope, subject: DocumentSubject, query: unknown) =>
    ["documents", scope.requesterId, scope.targetId, subjectKey(subject), "list", query] as const,
  detail: (scope: Scope, subject: DocumentSubject, id: string) =>
    ["documents", scope.requesterId, scope.targetId, subjectKey(subject), "detail", id] as const,
  fileOptions: (scope: Scope, subject: DocumentSubject) =>
    ["documents", scope.requesterId, scope.targetId, subjectKey(subject), "file-options"] as const,
  needsReview: (scope: Scope, subject: DocumentSubject) =>
    ["documents", scope.requesterId, scope.targetId, subjectKey(subject), "needs-review"] as const,
  /** The PDF bytes of a file never change: kept apart from "documents" so a correction does not refetch them. */
  fileContent: (scope: Scope, subject: DocumentSubject, fileId: string) =>
    ["document-file-content", scope.requesterId, scope.targetId, subjectKey(subject), fileId] as const,
};

/**
 * What a correction changes besides the document: the lists and counts of documents, the metrics
 * and scores (recomputed), a record's total_score. Named by their first element, never imported
 * from the features that own them (a feature never imports another feature).
 */
export const correctionDependentKeyRoots = [["documents"], ["analytics"], ["private-records"]] as const;
