import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSignatureDocument } from "../../../../contract/signatures";
import { apiBase, authHeaders, buildPath, buildQuery, failure } from "../../../lib/api-client";
import { apiError } from "../../../lib/error-words";
import type { Scope } from "../../../lib/scope";
import { applicationKeys } from "./keys";

export type AgreementVersion = "current" | "original";

/**
 * GET …/signature-process/document: the agreement's bytes (the signed PDF once sealed; `original`:
 * as sent), fetched with the session's headers since a plain link would not send them.
 */
export async function fetchAgreement(
  scope: Scope,
  id: string,
  version: AgreementVersion,
  signal?: AbortSignal,
): Promise<{ bytes: Uint8Array; etag: string | null }> {
  const url = `${apiBase}${buildPath(getSignatureDocument.path, { credit_application_id: id })}${buildQuery({ version })}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: "application/pdf, application/json", ...authHeaders(getSignatureDocument, scope) },
      signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === "AbortError") throw e;
    throw apiError(0, "network_error");
  }
  if (!response.ok) throw await failure(response);
  if (!(response.headers.get("content-type") ?? "").startsWith("application/pdf")) {
    throw apiError(0, "invalid_response");
  }
  return { bytes: new Uint8Array(await response.arrayBuffer()), etag: response.headers.get("etag") };
}

export function agreementQueryOptions(scope: Scope, id: string, version: AgreementVersion, sha256: string) {
  return queryOptions({
    // Keyed by the bytes' sha256: a new process or the seal is a new file.
    queryKey: [...applicationKeys.detail(scope, id), "agreement", version, sha256] as const,
    queryFn: ({ signal }) => fetchAgreement(scope, id, version, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAgreement(scope: Scope, id: string, version: AgreementVersion, sha256: string, enabled = true) {
  return useQuery({ ...agreementQueryOptions(scope, id, version, sha256), enabled });
}
