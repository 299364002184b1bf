import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "../../../../contract/endpoint";
import { listUsers } from "../../../../contract/people-admin";
import { callApi } from "../../../lib/api-client";
import { type Scope, scopeAllows, useScope } from "../../../lib/scope";
import { peopleKeys } from "./keys";

export type UserRow = ResponseOf<typeof listUsers>["items"][number];

/** GET /users (Self, admins): the organization's people. */
export function fetchUsers(scope: Scope, signal?: AbortSignal) {
  return callApi(listUsers, { scope, signal });
}

export function usersQueryOptions(scope: Scope) {
  return queryOptions({ queryKey: peopleKeys.list(scope), queryFn: ({ signal }) => fetchUsers(scope, signal) });
}

export function useUsers(enabled = true) {
  const scope = useScope();
  return useQuery({
    ...usersQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }),
    enabled: enabled && scopeAllows(scope, listUsers),
  });
}
