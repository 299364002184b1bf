import { queryOptions, useQuery } from "@tanstack/react-query";
import { listApiClients } from "../../../../contract/api-clients";
import type { QueryIn, ResponseOf } from "../../../../contract/endpoint";
import { callApi } from "../../../lib/api-client";
import { type Scope, scopeAllows, useScope } from "../../../lib/scope";
import { apiClientKeys } from "./keys";

export type ApiClientListQuery = QueryIn<typeof listApiClients>;
export type ApiClientRow = ResponseOf<typeof listApiClients>["items"][number];

/** GET /api-clients (Self): the organization's API clients, newest first; never a secret. */
export function fetchApiClients(scope: Scope, query: ApiClientListQuery, signal?: AbortSignal) {
  return callApi(listApiClients, { scope, query, signal });
}

export function apiClientsQueryOptions(scope: Scope, query: ApiClientListQuery) {
  return queryOptions({
    queryKey: apiClientKeys.list(scope, query),
    queryFn: ({ signal }) => fetchApiClients(scope, query, signal),
  });
}

export function useApiClients(query: ApiClientListQuery) {
  const scope = useScope();
  return useQuery({
    ...apiClientsQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }, query),
    enabled: scopeAllows(scope, listApiClients),
  });
}
