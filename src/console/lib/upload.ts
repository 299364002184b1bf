import type { EndpointDef, ParamsIn, ResponseOf } from "../../contract/endpoint";
import { IDEMPOTENCY_KEY_HEADER } from "../../contract/idempotency";
import { apiBase, authHeaders, buildPath, parseResponse } from "./api-client";
import { ApiError } from "./api-error";
import { apiError, decodeErrorResponse } from "./error-words";
import type { Scope } from "./scope";
import { endSession } from "./session";

export interface UploadOptions<E extends EndpointDef> {
  params: ParamsIn<E>;
  /** Text parts (e.g. `currency`). */
  fields: Record<string, string>;
  file: File;
  scope?: Scope;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` (one per queued file: a retry of the same file reuses it). */
  idempotencyKey?: string;
  /** Fraction 0..1 of the bytes sent. */
  onProgress?: (fraction: number) => void;
}

/**
 * Sends a multipart upload to an endpoint that declares `multipart` (financial files), reporting
 * progress (fetch cannot report upload progress, so this uses XMLHttpRequest). Errors are decoded
 * exactly as {@link callApi} decodes them.
 */
export function uploadFile<E extends EndpointDef>(endpoint: E, options: UploadOptions<E>): Promise<ResponseOf<E>> {
  const fileField = endpoint.multipart?.fileField ?? "file";
  const form = new FormData();
  for (const [k, v] of Object.entries(options.fields)) form.append(k, v);
  form.append(fileField, options.file, options.file.name);
  const url = `${apiBase}${buildPath(endpoint.path, options.params as Record<string, unknown>)}`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, url);
    for (const [k, v] of Object.entries(authHeaders(endpoint, options.scope))) xhr.setRequestHeader(k, v);
    xhr.setRequestHeader("Accept", "application/json");
    if (options.idempotencyKey) xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(apiError(0, "network_error"));
    xhr.onabort = () => reject(new DOMException("Upload aborted", "AbortError"));
    xhr.onload = async () => {
      const response = new Response(xhr.responseText || null, { status: xhr.status });
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = await decodeErrorResponse(response);
        if (error.endsSession) endSession(error.code === "token_expired" ? "expired" : "invalid");
        reject(error);
        return;
      }
      try {
        options.onProgress?.(1);
        resolve(parseResponse(endpoint, JSON.parse(xhr.responseText)));
      } catch (e) {
        reject(e instanceof ApiError ? e : apiError(xhr.status, "invalid_response"));
      }
    };
    options.signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(form);
  });
}
