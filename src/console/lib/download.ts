import type { EndpointDef, ParamsIn } from "../../contract/endpoint";
import { downloadFileName } from "../../contract/files";
import { apiBase, authHeaders, buildPath, failure } from "./api-client";
import { apiError } from "./error-words";
import type { Scope } from "./scope";

/**
 * Binary answers of the API (a stored PDF, api-design §12). The console cannot link to them: the
 * API wants the bearer token and the Requester/Target headers, which a plain link does not send.
 * So the bytes are fetched with those headers, and saved or shown from memory.
 */
export interface BinaryAnswer {
  bytes: Uint8Array;
  contentType: string;
  etag: string | null;
}

/** Fetches an endpoint declared with `binaryResponse`; errors are decoded as {@link callApi} decodes them. */
export async function fetchBinary<E extends EndpointDef>(
  endpoint: E,
  options: { params: ParamsIn<E>; scope?: Scope; signal?: AbortSignal },
): Promise<BinaryAnswer> {
  const url = `${apiBase}${buildPath(endpoint.path, options.params as Record<string, unknown>)}`;
  const accepted = endpoint.binaryResponse?.mediaTypes ?? ["application/octet-stream"];
  const accept = accepted.join(", ");
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers: { Accept: `${accept}, application/json`, ...authHeaders(endpoint, options.scope) },
      signal: options.signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === "AbortError") throw e;
    throw apiError(0, "network_error");
  }
  if (!response.ok) throw await failure(response);
  const contentType = response.headers.get("content-type") ?? "";
  if (!accepted.some((t) => contentType.startsWith(t))) throw apiError(0, "invalid_response");
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    contentType,
    etag: response.headers.get("etag"),
  };
}

/**
 * The name a downloaded file is saved under: the original name with its kind's extension when it
 * lacks it (the server's Content-Disposition does the same), without path separators.
 */
export function savedFileName(original: string, contentType: string): string {
  return downloadFileName(original.replace(/[/\\]/g, "_"), contentType);
}

/** Saves bytes as a file through a temporary object URL (revoked once the browser has it). */
export function saveBytes(bytes: Uint8Array, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes.slice().buffer as ArrayBuffer], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
