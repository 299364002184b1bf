import { queryOptions, useQuery } from "@tanstack/react-query";
import { getPrivateRecordCurrentScore } from "../../../../contract/analytics";
import type { ResponseOf } from "../../../../contract/endpoint";
import { callApi } from "../../../lib/api-client";
import { type Scope, scopeAllows, useScope } from "../../../lib/scope";
import { recordKeys } from "./keys";

export type CurrentScore = ResponseOf<typeof getPrivateRecordCurrentScore>;

/** GET /private-records/{id}/metrics/scores/current: the latest score, null before any. */
export function fetchCurrentScore(scope: Scope, id: string, signal?: AbortSignal) {
  return callApi(getPrivateRecordCurrentScore, { scope, params: { record_id: id }, signal });
}

/** How often the score is read again while statements are known to exist but no score yet (the recompute job runs after extraction). */
export const SCORE_POLL_MS = 3000;

export function currentScoreQueryOptions(scope: Scope, id: string) {
  return queryOptions({
    queryKey: recordKeys.currentScore(scope, id),
    queryFn: ({ signal }) => fetchCurrentScore(scope, id, signal),
    staleTime: 0,
  });
}

/** `awaitingScore`: the record has extracted statements, so a missing score is still being computed. */
export function useCurrentScore(id: string, awaitingScore = false) {
  const scope = useScope();
  return useQuery({
    ...currentScoreQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }, id),
    enabled: scopeAllows(scope, getPrivateRecordCurrentScore),
    refetchInterval: (query) => (awaitingScore && query.state.data === null ? SCORE_POLL_MS : false),
  });
}
