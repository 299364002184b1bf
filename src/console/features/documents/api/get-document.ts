import { queryOptions, useQuery } from "@tanstack/react-query";
import { getOrganizationDocument, getPrivateRecordDocument } from "../../../../contract/documents";
import type { ResponseOf } from "../../../../contract/endpoint";
import { callApi } from "../../../lib/api-client";
import { hostOwnedCall } from "../../../lib/org-scope";
import { type Scope, useScope } from "../../../lib/scope";
import type { DocumentSubject } from "../model/subject";
import { documentKeys } from "./keys";

export type DocumentDetail = ResponseOf<typeof getPrivateRecordDocument>;

/** One extracted document with its line items. */
export function fetchDocument(scope: Scope, subject: DocumentSubject, id: string, signal?: AbortSignal) {
  if (subject.kind === "record") {
    return callApi(getPrivateRecordDocument, {
      scope,
      params: { record_id: subject.recordId, document_id: id },
      signal,
    });
  }
  const call = hostOwnedCall(scope);
  return callApi(getOrganizationDocument, {
    scope: call.scope,
    params: { org_id: call.orgId, document_id: id },
    signal,
  });
}

export function documentQueryOptions(scope: Scope, subject: DocumentSubject, id: string) {
  return queryOptions({
    queryKey: documentKeys.detail(scope, subject, id),
    queryFn: ({ signal }) => fetchDocument(scope, subject, id, signal),
    staleTime: 60_000,
  });
}

export function useDocument(subject: DocumentSubject, id: string | undefined) {
  const scope = useScope();
  return useQuery({
    ...documentQueryOptions(
      scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] },
      subject,
      id ?? "",
    ),
    enabled: scope !== null && Boolean(id),
  });
}
