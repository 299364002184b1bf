import { type ErrorItem, errorBodySchema, errorCatalogue } from "../../contract/errors";
import { ApiError, type ClientErrorCode } from "./api-error";

/**
 * Words for error codes, from the contract's error catalogue. Loaded with the API client (never in
 * the entry chunk: the catalogue module carries zod).
 */
const clientWords: Record<ClientErrorCode, string> = {
  network_error: "The service could not be reached. Check the connection and try again.",
  invalid_response: "The service answered with data the console does not understand.",
};

function humanLoc(loc: ReadonlyArray<string | number>): string {
  const parts = loc.slice(loc[0] === "body" || loc[0] === "query" || loc[0] === "path" ? 1 : 0);
  return parts.map((p) => (typeof p === "number" ? `#${p + 1}` : p.replace(/_/g, " "))).join(" › ");
}

/** The catalogue's message for a code, with each field problem of a 422 appended. */
export function wordsFor(code: string, items: ReadonlyArray<ErrorItem> = []): string {
  if (code === "network_error" || code === "invalid_response") return clientWords[code];
  if (code === "validation_error" && items.length > 0) {
    const fields = items.map((i) => (i.loc.length ? `${humanLoc(i.loc)}: ${i.msg}` : i.msg));
    return `${errorCatalogue.validation_error.msg}. ${fields.join("; ")}`;
  }
  if (Object.hasOwn(errorCatalogue, code)) return errorCatalogue[code as keyof typeof errorCatalogue].msg;
  return items[0]?.msg ?? `The request failed (${code}).`;
}

/** An ApiError for a code, in words. */
export function apiError(status: number, code: string, items: ErrorItem[] = []): ApiError {
  return new ApiError(status, code, items, wordsFor(code, items));
}

/** Decodes a non-2xx response into an ApiError (the body's first item's `code`). */
export async function decodeErrorResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy page, an empty body): fall through.
  }
  const parsed = errorBodySchema.safeParse(body);
  const error =
    parsed.success && parsed.data.detail[0]
      ? apiError(response.status, parsed.data.detail[0].code, parsed.data.detail)
      : apiError(response.status, response.status >= 500 ? "internal_conflict_error" : "invalid_response");
  const retryAfter = Number(response.headers.get("retry-after"));
  if (Number.isFinite(retryAfter) && retryAfter > 0) error.retryAfter = retryAfter;
  return error;
}
