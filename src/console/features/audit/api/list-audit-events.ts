import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { QueryIn, ResponseOf } from "../../../../contract/endpoint";
import { listAuditEvents } from "../../../../contract/people-admin";
import { callApi } from "../../../lib/api-client";
import { type Scope, scopeAllows, useScope } from "../../../lib/scope";
import { auditKeys } from "./keys";

export type AuditEventQuery = QueryIn<typeof listAuditEvents>;
export type AuditEventRow = ResponseOf<typeof listAuditEvents>["items"][number];

/** GET /audit-events (Self): the organization's audit log, newest first, filtered. */
export function fetchAuditEvents(scope: Scope, query: AuditEventQuery, signal?: AbortSignal) {
  return callApi(listAuditEvents, { scope, query, signal });
}

export function auditEventsQueryOptions(scope: Scope, query: AuditEventQuery) {
  return queryOptions({
    queryKey: auditKeys.list(scope, query),
    queryFn: ({ signal }) => fetchAuditEvents(scope, query, signal),
  });
}

export function useAuditEvents(query: AuditEventQuery) {
  const scope = useScope();
  return useQuery({
    ...auditEventsQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }, query),
    enabled: scopeAllows(scope, listAuditEvents),
    placeholderData: keepPreviousData,
  });
}
