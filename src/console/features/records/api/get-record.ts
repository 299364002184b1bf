import { queryOptions, useQuery } from "@tanstack/react-query";
import { getPrivateRecord, type PrivateRecord } from "../../../../contract/records";
import { callApi } from "../../../lib/api-client";
import { type Scope, scopeAllows, useScope } from "../../../lib/scope";
import { recordKeys } from "./keys";

export type { PrivateRecord };

/** GET /private-records/{id} (Self). */
export function fetchRecord(scope: Scope, id: string, signal?: AbortSignal) {
  return callApi(getPrivateRecord, { scope, params: { record_id: id }, signal });
}

export function recordQueryOptions(scope: Scope, id: string) {
  return queryOptions({
    queryKey: recordKeys.detail(scope, id),
    queryFn: ({ signal }) => fetchRecord(scope, id, signal),
  });
}

export function useRecord(id: string) {
  const scope = useScope();
  return useQuery({
    ...recordQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }, id),
    enabled: scopeAllows(scope, getPrivateRecord),
  });
}
