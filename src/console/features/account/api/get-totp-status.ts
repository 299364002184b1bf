import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "../../../../contract/endpoint";
import { getTotpStatus } from "../../../../contract/totp";
import { callApi } from "../../../lib/api-client";
import { accountKeys } from "./keys";

export type TotpStatus = ResponseOf<typeof getTotpStatus>;

/** GET /auth/totp: whether the signed-in person has two-step sign-in. */
export function fetchTotpStatus(signal?: AbortSignal) {
  return callApi(getTotpStatus, { signal });
}

export function totpStatusQueryOptions() {
  return queryOptions({ queryKey: accountKeys.totp(), queryFn: ({ signal }) => fetchTotpStatus(signal) });
}

export function useTotpStatus(enabled: boolean) {
  return useQuery({ ...totpStatusQueryOptions(), enabled });
}
