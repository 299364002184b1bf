import type { ErrorCode, ErrorItem } from "../../contract/errors";

/**
 * A failed API call, decoded to the error body's `code` (the contract's catalogue). `message` is in
 * words a person can read (see error-words.ts); `items` keeps every item (422 answers carry several).
 *
 * This module imports no zod at run time on purpose: the app's entry chunk uses it, and the
 * performance budget keeps zod out of the first page (see docs/console.md).
 */
export type ClientErrorCode = "network_error" | "invalid_response";

/** Token codes after which the user must sign in again. */
export const sessionEndingCodes: readonly string[] = ["token_required", "token_expired", "invalid_token"];

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode | (string & {});
  readonly items: ErrorItem[];
  /** Seconds from the answer's Retry-After header (429, 503), when it had one. */
  retryAfter: number | null = null;

  constructor(status: number, code: string, items: ErrorItem[], message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.items = items;
  }

  /** Whether the error ended the session (the sign-in screen is shown instead). */
  get endsSession(): boolean {
    return this.status === 401 && sessionEndingCodes.includes(this.code);
  }

  /** Field errors of a 422 keyed by dotted path inside `part` (e.g. `details.currency`). */
  fieldErrors(part: "body" | "query" | "path" = "body"): Record<string, string> {
    const out: Record<string, string> = {};
    for (const item of this.items) {
      if (item.loc[0] !== part) continue;
      out[item.loc.slice(1).join(".")] = item.msg;
    }
    return out;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Words for anything thrown (ApiError or not). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong.";
}
