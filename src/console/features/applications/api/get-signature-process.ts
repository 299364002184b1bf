import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "../../../../contract/endpoint";
import { getSignatureProcess, type SignatureProcess } from "../../../../contract/signatures";
import { callApi } from "../../../lib/api-client";
import { isApiError } from "../../../lib/api-error";
import type { Scope } from "../../../lib/scope";
import { applicationKeys } from "./keys";

export type SignatureProcessAnswer = ResponseOf<typeof getSignatureProcess>;

/**
 * GET /credit-applications/{id}/signature-process: the latest process, or null when the application
 * was never sent for signature (404 signature_process_not_found is that answer, not an error).
 */
export async function fetchSignatureProcess(
  scope: Scope,
  id: string,
  signal?: AbortSignal,
): Promise<SignatureProcess | null> {
  try {
    const answer = await callApi(getSignatureProcess, {
      scope,
      params: { credit_application_id: id },
      query: {},
      signal,
    });
    return "items" in answer ? (answer.items[0] ?? null) : answer;
  } catch (e) {
    if (isApiError(e) && e.code === "signature_process_not_found") return null;
    throw e;
  }
}

export function signatureProcessQueryOptions(scope: Scope, id: string) {
  return queryOptions({
    // Under the application's detail key: every move of the application refreshes it too.
    queryKey: [...applicationKeys.detail(scope, id), "signature-process"] as const,
    queryFn: ({ signal }) => fetchSignatureProcess(scope, id, signal),
  });
}

export function useSignatureProcess(scope: Scope, id: string, enabled: boolean) {
  return useQuery({ ...signatureProcessQueryOptions(scope, id), enabled });
}
