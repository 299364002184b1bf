import { queryOptions, useQuery } from "@tanstack/react-query";
import { listOrganizationScores, listPrivateRecordScores } from "../../../../contract/analytics";
import { callApi } from "../../../lib/api-client";
import { hostOwnedCall } from "../../../lib/org-scope";
import { type Scope, useScope } from "../../../lib/scope";
import type { AnalyticsSubject } from "../model/subject";
import { analyticsKeys } from "./keys";

/**
 * How many statements of the subject await review and are left out of its metrics and score
 * (`documents_awaiting_review` of the score list, api-design §13; one row read).
 */
export async function fetchAwaitingReview(scope: Scope, subject: AnalyticsSubject, signal?: AbortSignal) {
  const query = { limit: 1, offset: 0 } as const;
  if (subject.kind === "record") {
    return (await callApi(listPrivateRecordScores, { scope, params: { record_id: subject.recordId }, query, signal }))
      .documents_awaiting_review;
  }
  const call = hostOwnedCall(scope);
  return (await callApi(listOrganizationScores, { scope: call.scope, params: { org_id: call.orgId }, query, signal }))
    .documents_awaiting_review;
}

export function awaitingReviewQueryOptions(scope: Scope, subject: AnalyticsSubject) {
  return queryOptions({
    queryKey: analyticsKeys.awaitingReview(scope, subject),
    queryFn: ({ signal }) => fetchAwaitingReview(scope, subject, signal),
    staleTime: 0,
  });
}

export function useAwaitingReview(subject: AnalyticsSubject) {
  const scope = useScope();
  return useQuery({
    ...awaitingReviewQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }, subject),
    enabled: scope !== null,
  });
}
