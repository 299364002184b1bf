import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "../../../../contract/endpoint";
import { listPrivateRecordFinancialFiles } from "../../../../contract/files";
import { callApi } from "../../../lib/api-client";
import { type Scope, scopeAllows, useScope } from "../../../lib/scope";
import { fileKeys } from "./keys";
import { pollWhileProcessing } from "./polling";

export type RecordFileList = ResponseOf<typeof listPrivateRecordFinancialFiles>;
export type RecordFile = RecordFileList["items"][number];

/** GET /private-records/{id}/financial-files (Self): the newest 100 files of the record. */
export function fetchRecordFiles(scope: Scope, recordId: string, signal?: AbortSignal) {
  return callApi(listPrivateRecordFinancialFiles, {
    scope,
    params: { record_id: recordId },
    query: { order_by: "uploaded_at", order_dir: "desc", limit: 100, offset: 0 },
    signal,
  });
}

export function recordFilesQueryOptions(scope: Scope, recordId: string) {
  return queryOptions({
    queryKey: fileKeys.record(scope, recordId),
    queryFn: ({ signal }) => fetchRecordFiles(scope, recordId, signal),
    // Statuses update live until every file is valid, invalid or failed.
    refetchInterval: (query) => pollWhileProcessing(query.state.data),
    staleTime: 0,
  });
}

export function useRecordFiles(recordId: string) {
  const scope = useScope();
  return useQuery({
    ...recordFilesQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }, recordId),
    enabled: scopeAllows(scope, listPrivateRecordFinancialFiles),
  });
}
