import { queryOptions, useQuery } from "@tanstack/react-query";
import { listCreditApplications } from "../../../../contract/applications";
import type { QueryIn, ResponseOf } from "../../../../contract/endpoint";
import { callApi } from "../../../lib/api-client";
import { samePagedList } from "../../../lib/keep-previous-page";
import { type Scope, scopeAllows, useScope } from "../../../lib/scope";
import { applicationKeys } from "./keys";

export type ApplicationListQuery = QueryIn<typeof listCreditApplications>;
export type ApplicationList = ResponseOf<typeof listCreditApplications>;
export type ApplicationListItem = ApplicationList["items"][number];

/** GET /credit-applications (Self or Guest → Host). */
export function fetchApplications(scope: Scope, query: ApplicationListQuery, signal?: AbortSignal) {
  return callApi(listCreditApplications, { scope, query, signal });
}

export function applicationsQueryOptions(scope: Scope, query: ApplicationListQuery) {
  const queryKey = applicationKeys.list(scope, query);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchApplications(scope, query, signal),
    // Keep the previous page on screen (dimmed) while the next one loads.
    placeholderData: (previous, previousQuery) =>
      samePagedList(previousQuery?.queryKey, queryKey) ? previous : undefined,
  });
}

export function useApplications(query: ApplicationListQuery) {
  const scope = useScope();
  const enabled = scopeAllows(scope, listCreditApplications);
  return useQuery({
    ...applicationsQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }, query),
    enabled,
  });
}
