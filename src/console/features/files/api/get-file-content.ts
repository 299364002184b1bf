import { queryOptions, useQuery } from "@tanstack/react-query";
import { getOrganizationFinancialFileContent, getPrivateRecordFinancialFileContent } from "../../../../contract/files";
import { type BinaryAnswer, fetchBinary } from "../../../lib/download";
import { type Scope, useScope } from "../../../lib/scope";
import { fileKeys } from "./keys";

/** Where a file is listed: the organization's own files (org_id = Target) or a private record's. */
export type FileSource = { kind: "organization" } | { kind: "record"; recordId: string };

/**
 * GET …/financial-files/{file_id}/content: the stored PDF, fetched with the token and the scope's
 * Requester/Target headers (whoever may list the file may read it).
 */
export function fetchFileContent(
  scope: Scope,
  source: FileSource,
  fileId: string,
  signal?: AbortSignal,
): Promise<BinaryAnswer> {
  if (source.kind === "record") {
    return fetchBinary(getPrivateRecordFinancialFileContent, {
      scope,
      params: { record_id: source.recordId, file_id: fileId },
      signal,
    });
  }
  return fetchBinary(getOrganizationFinancialFileContent, {
    scope,
    params: { org_id: scope.targetId, file_id: fileId },
    signal,
  });
}

/**
 * The bytes of a file never change under its id, so they are not fetched again while cached; they
 * leave the cache a minute after the last preview closed (PDFs are up to 10 MiB).
 */
export function fileContentQueryOptions(scope: Scope, source: FileSource, fileId: string) {
  return queryOptions({
    queryKey: fileKeys.content(scope, source.kind === "record" ? source.recordId : null, fileId),
    queryFn: ({ signal }) => fetchFileContent(scope, source, fileId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}

export function useFileContent(source: FileSource, fileId: string, enabled: boolean) {
  const scope = useScope();
  return useQuery({
    ...fileContentQueryOptions(
      scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] },
      source,
      fileId,
    ),
    enabled: enabled && scope !== null,
  });
}
