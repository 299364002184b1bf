import { queryOptions, useQuery } from "@tanstack/react-query";
import { listOrganizationDocuments, listPrivateRecordDocuments } from "../../../../contract/documents";
import type { ResponseOf } from "../../../../contract/endpoint";
import { callApi } from "../../../lib/api-client";
import { samePagedList } from "../../../lib/keep-previous-page";
import { hostOwnedCall } from "../../../lib/org-scope";
import { type Scope, useScope } from "../../../lib/scope";
import type { DocumentQuery } from "../model/list-query";
import type { DocumentSubject } from "../model/subject";
import { documentKeys } from "./keys";

export type DocumentList = ResponseOf<typeof listPrivateRecordDocuments>;
export type DocumentListItem = DocumentList["items"][number];

/**
 * GET /private-records/{id}/documents (Self) or GET /organizations/{org_id}/documents with the
 * host-owned org_id rule (my own, my Guest's as its Host, or mine towards my Host).
 */
export function fetchDocuments(
  scope: Scope,
  subject: DocumentSubject,
  query: DocumentQuery,
  signal?: AbortSignal,
): Promise<DocumentList> {
  if (subject.kind === "record") {
    return callApi(listPrivateRecordDocuments, { scope, params: { record_id: subject.recordId }, query, signal });
  }
  const call = hostOwnedCall(scope);
  return callApi(listOrganizationDocuments, { scope: call.scope, params: { org_id: call.orgId }, query, signal });
}

export function documentsQueryOptions(scope: Scope, subject: DocumentSubject, query: DocumentQuery) {
  const queryKey = documentKeys.list(scope, subject, query);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchDocuments(scope, subject, query, signal),
    placeholderData: (previous, previousQuery) =>
      samePagedList(previousQuery?.queryKey, queryKey) ? previous : undefined,
  });
}

export function useDocuments(subject: DocumentSubject, query: DocumentQuery) {
  const scope = useScope();
  return useQuery({
    ...documentsQueryOptions(
      scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] },
      subject,
      query,
    ),
    enabled: scope !== null,
  });
}
