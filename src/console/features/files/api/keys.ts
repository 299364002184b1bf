import type { Scope } from "../../../lib/scope";

/**
 * Query keys of the files feature, each starting with the scope (requester, target) so switching
 * the target organization never shows another scope's files.
 */
export const fileKeys = {
  all: ["financial-files"] as const,
  scoped: (scope: Scope) => ["financial-files", scope.requesterId, scope.targetId] as const,
  record: (scope: Scope, recordId: string) =>
    ["financial-files", scope.requesterId, scope.targetId, "record", recordId] as const,
  organization: (scope: Scope, query: unknown) =>
    ["financial-files", scope.requesterId, scope.targetId, "organization", query] as const,
  withdrawn: (scope: Scope) => ["financial-files", scope.requesterId, scope.targetId, "withdrawn"] as const,
  openRequests: (scope: Scope) => ["financial-files", scope.requesterId, scope.targetId, "open-requests"] as const,
  /** The stored bytes of one file (of a record when `recordId` is set). */
  content: (scope: Scope, recordId: string | null, fileId: string) =>
    ["financial-files", scope.requesterId, scope.targetId, "content", recordId, fileId] as const,
};

/**
 * Keys of other screens' data that change when a file's extraction ends (documents, metrics,
 * scores, a record's total_score). Named by their first element, never imported from the
 * features that own them (a feature never imports another feature).
 */
export const dependentKeyRoots = [["documents"], ["analytics"], ["private-records"]] as const;
