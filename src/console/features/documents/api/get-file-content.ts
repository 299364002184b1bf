import { queryOptions, useQuery } from "@tanstack/react-query";
import { getOrganizationFinancialFileContent, getPrivateRecordFinancialFileContent } from "../../../../contract/files";
import { fetchBinary } from "../../../lib/download";
import { hostOwnedCall, selfScopeOf } from "../../../lib/org-scope";
import { type Scope, useScope } from "../../../lib/scope";
import type { DocumentSubject } from "../model/subject";
import { documentKeys } from "./keys";

/**
 * The PDF a document was extracted from: GET /private-records/{id}/financial-files/{file_id}/content
 * or GET /organizations/{org_id}/financial-files/{file_id}/content (org_id = the Target: my own
 * files in Self, my Guest's as its Host). The bytes, not JSON.
 */
export async function fetchFileContent(
  scope: Scope,
  subject: DocumentSubject,
  fileId: string,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  if (subject.kind === "record") {
    const answer = await fetchBinary(getPrivateRecordFinancialFileContent, {
      params: { record_id: subject.recordId, file_id: fileId },
      scope,
      signal,
    });
    return answer.bytes;
  }
  const { orgId } = hostOwnedCall(scope);
  const answer = await fetchBinary(getOrganizationFinancialFileContent, {
    params: { org_id: orgId, file_id: fileId },
    scope: orgId === scope.requesterId ? selfScopeOf(scope) : scope,
    signal,
  });
  return answer.bytes;
}

export function fileContentQueryOptions(scope: Scope, subject: DocumentSubject, fileId: string) {
  return queryOptions({
    queryKey: documentKeys.fileContent(scope, subject, fileId),
    queryFn: ({ signal }) => fetchFileContent(scope, subject, fileId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}

export function useFileContent(subject: DocumentSubject, fileId: string | undefined) {
  const scope = useScope();
  return useQuery({
    ...fileContentQueryOptions(
      scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] },
      subject,
      fileId ?? "",
    ),
    enabled: scope !== null && Boolean(fileId),
  });
}
