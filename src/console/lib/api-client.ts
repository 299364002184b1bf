import type { BodyIn, EndpointDef, ParamsIn, QueryIn, ResponseOf } from "../../contract/endpoint";
import { IDEMPOTENCY_KEY_HEADER } from "../../contract/idempotency";
import { apiBase } from "./api-base";
import type { ApiError } from "./api-error";
import { apiError, decodeErrorResponse } from "./error-words";
import { getScope, type Scope } from "./scope";
import { endSession, getSession } from "./session";

export { apiBase };

type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : undefined extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/**
 * What one call takes, inferred from the endpoint's zod schemas: `params` (path), `query`, `body`,
 * each required exactly when the endpoint declares it. `scope` overrides the organization switcher's
 * (query functions pass the scope that is part of their key). `idempotencyKey` (POST, PUT, PATCH)
 * is sent as `Idempotency-Key`: one per user intent (lib/intent-key.ts).
 */
export type CallOptions<E extends EndpointDef> = Part<"params", ParamsIn<E>> &
  Part<"query", QueryIn<E>> &
  Part<"body", BodyIn<E>> & {
    scope?: Scope;
    signal?: AbortSignal;
    headers?: Record<string, string>;
    idempotencyKey?: string;
    /** `include` for the cookie endpoints of a person's session (sign-in, refresh, sign-out). */
    credentials?: RequestCredentials;
  };

/** How often a call waits for its own earlier request with the same key (409 idempotency_key_in_use). */
const IN_USE_RETRIES = 10;

/** Waits `seconds` (Retry-After, 1 when absent), or until the signal aborts. */
function pause(seconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, Math.max(0.1, Math.min(seconds, 10)) * 1000);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new DOMException("Aborted", "AbortError"));
    });
  });
}

/** `/credit-applications/{id}` + `{id: "x"}` → `/credit-applications/x` (each value URI-encoded). */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "") throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Query string as the API reads it: arrays repeat the key, empty values are left out. */
export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const sp = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) {
      for (const v of value) sp.append(key, String(v));
    } else {
      sp.append(key, String(value));
    }
  }
  const s = sp.toString();
  return s ? `?${s}` : "";
}

/** Headers for the endpoint's auth kind: token, and for organization endpoints Requester/Target. */
export function authHeaders(endpoint: Pick<EndpointDef, "auth">, scope?: Scope | null): Record<string, string> {
  if (endpoint.auth === "none") return {};
  const session = getSession();
  // No token: send none and let the API answer token_required, which re-asks for sign-in.
  const headers: Record<string, string> = session ? { Authorization: `Bearer ${session.accessToken}` } : {};
  if (endpoint.auth === "org") {
    const s = scope ?? getScope();
    if (s) {
      headers["Requester-Organization-ID"] = s.requesterId;
      headers["Target-Organization-ID"] = s.targetId;
    }
  }
  return headers;
}

/** Handles a failed response: decode to an ApiError, and end the session on token errors. */
export async function failure(response: Response): Promise<ApiError> {
  const error = await decodeErrorResponse(response);
  if (error.endsSession) endSession(error.code === "token_expired" ? "expired" : "invalid");
  return error;
}

/** Parses a success body with the endpoint's response schema. */
export function parseResponse<E extends EndpointDef>(endpoint: E, json: unknown): ResponseOf<E> {
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) {
    console.error(`Response of ${endpoint.id} does not match the contract`, parsed.error.issues);
    throw apiError(0, "invalid_response");
  }
  return parsed.data as ResponseOf<E>;
}

/**
 * Calls one endpoint of the contract: builds the URL from its path and the params, sends the
 * headers its auth kind needs, decodes errors to an {@link ApiError} and parses the success body
 * with the endpoint's response schema.
 */
export async function callApi<E extends EndpointDef>(endpoint: E, options: CallOptions<E>): Promise<ResponseOf<E>> {
  const opts = options as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    scope?: Scope;
    signal?: AbortSignal;
    headers?: Record<string, string>;
    idempotencyKey?: string;
    credentials?: RequestCredentials;
  };
  const url = `${apiBase}${buildPath(endpoint.path, opts.params)}${buildQuery(opts.query)}`;
  const headers: Record<string, string> = {
    Accept: "application/json",
    ...opts.headers,
    ...authHeaders(endpoint, opts.scope),
  };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    body = opts.body;
  } else if (opts.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  if (opts.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = opts.idempotencyKey;
  let response: Response;
  for (let attempt = 0; ; attempt++) {
    try {
      response = await fetch(url, {
        method: endpoint.method,
        headers,
        body,
        signal: opts.signal,
        ...(opts.credentials ? { credentials: opts.credentials } : {}),
      });
    } catch (e) {
      if (e instanceof DOMException && e.name === "AbortError") throw e;
      throw apiError(0, "network_error");
    }
    // Our own earlier request with this key still runs (a double click): wait for it, then get
    // its answer replayed instead of reporting a conflict with ourselves.
    if (!opts.idempotencyKey || response.status !== 409 || attempt >= IN_USE_RETRIES) break;
    const error = await failure(response.clone());
    if (error.code !== "idempotency_key_in_use") break;
    await pause(Number(response.headers.get("retry-after")) || 1, opts.signal);
  }
  if (!response.ok) throw await failure(response);
  const json: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  return parseResponse(endpoint, json);
}
