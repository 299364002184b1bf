import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QueryIn, ResponseOf } from "../../../../contract/endpoint";
import { listInvitations } from "../../../../contract/invitations";
import { callApi } from "../../../lib/api-client";
import { type Scope, scopeAllows, useScope } from "../../../lib/scope";

export type InvitationListQuery = QueryIn<typeof listInvitations>;
export type Invitation = ResponseOf<typeof listInvitations>["items"][number];

/** GET /invitations (Self): partners other organizations created with the caller's e-mail. */
export function fetchInvitations(scope: Scope, query: InvitationListQuery, signal?: AbortSignal) {
  return callApi(listInvitations, { scope, query, signal });
}

export function invitationsQueryOptions(scope: Scope, query: InvitationListQuery) {
  return queryOptions({
    queryKey: ["invitations", scope.requesterId, scope.targetId, query],
    queryFn: ({ signal }) => fetchInvitations(scope, query, signal),
  });
}

export function useInvitations(query: InvitationListQuery) {
  const scope = useScope();
  return useQuery({
    ...invitationsQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }, query),
    enabled: scopeAllows(scope, listInvitations),
  });
}
