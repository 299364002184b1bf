import { queryOptions, useQuery } from "@tanstack/react-query";
import { listOrganizationFinancialFiles, listPrivateRecordFinancialFiles } from "../../../../contract/files";
import { callApi } from "../../../lib/api-client";
import { hostOwnedCall, selfScopeOf } from "../../../lib/org-scope";
import { type Scope, useScope } from "../../../lib/scope";
import type { DocumentSubject } from "../model/subject";
import { documentKeys } from "./keys";

export interface FileOption {
  id: string;
  name: string;
}

/**
 * The files the document list can be filtered by: the record's, or the organization's (its own
 * files in Self, or a Guest's files read by its Host; a Guest towards its Host reads its own in Self).
 */
export async function fetchFileOptions(scope: Scope, subject: DocumentSubject, signal?: AbortSignal) {
  const query = { order_by: "uploaded_at", order_dir: "desc", limit: 100, offset: 0 } as const;
  let items: ReadonlyArray<{ id: string; original_filename: string }>;
  if (subject.kind === "record") {
    items = (
      await callApi(listPrivateRecordFinancialFiles, { scope, params: { record_id: subject.recordId }, query, signal })
    ).items;
  } else {
    const { orgId } = hostOwnedCall(scope);
    const filesScope = orgId === scope.requesterId ? selfScopeOf(scope) : scope;
    items = (
      await callApi(listOrganizationFinancialFiles, { scope: filesScope, params: { org_id: orgId }, query, signal })
    ).items;
  }
  return items.map((f): FileOption => ({ id: f.id, name: f.original_filename }));
}

export function fileOptionsQueryOptions(scope: Scope, subject: DocumentSubject) {
  return queryOptions({
    queryKey: documentKeys.fileOptions(scope, subject),
    queryFn: ({ signal }) => fetchFileOptions(scope, subject, signal),
    staleTime: 30_000,
  });
}

export function useFileOptions(subject: DocumentSubject) {
  const scope = useScope();
  return useQuery({
    ...fileOptionsQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }, subject),
    enabled: scope !== null,
  });
}
