import { queryOptions, useQuery } from "@tanstack/react-query";
import { getOrganizationFinancialFileContent, getPrivateRecordFinancialFileContent } from "../../../../contract/files";
import { apiBase, authHeaders, buildPath, failure } from "../../../lib/api-client";
import { apiError } from "../../../lib/error-words";
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
  let endpoint: typeof getOrganizationFinancialFileContent | typeof getPrivateRecordFinancialFileContent;
  let path: string;
  let headersScope: Scope;
  if (subject.kind === "record") {
    endpoint = getPrivateRecordFinancialFileContent;
    path = buildPath(endpoint.path, { record_id: subject.recordId, file_id: fileId });
    headersScope = scope;
  } else {
    const { orgId } = hostOwnedCall(scope);
    endpoint = getOrganizationFinancialFileContent;
    path = buildPath(endpoint.path, { org_id: orgId, file_id: fileId });
    headersScope = orgId === scope.requesterId ? selfScopeOf(scope) : scope;
  }
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      headers: { Accept: "application/pdf", ...authHeaders(endpoint, headersScope) },
      signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === "AbortError") throw e;
    throw apiError(0, "network_error");
  }
  if (!response.ok) throw await failure(response);
  return new Uint8Array(await response.arrayBuffer());
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
