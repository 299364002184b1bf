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
};
