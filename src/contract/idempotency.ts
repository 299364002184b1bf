import type { EndpointDef } from "./endpoint";
import type { ErrorCode } from "./errors";

/**
 * Idempotent retries (docs/api-conventions.md, "Idempotency"): a POST, PUT or PATCH of the API
 * (not the token endpoint) may carry an `Idempotency-Key`. The same key with the same request
 * replays the first answer (marked with `Idempotent-Replayed: true`) for 24 hours.
 *
 * No zod here (the console's first chunk imports it); the header's schema is in
 * `idempotency-headers.ts`.
 */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
export const IDEMPOTENT_REPLAYED_HEADER = "idempotent-replayed";

/** Codes every operation that takes the header may answer with, besides its own. */
export const idempotencyErrors = [
  "idempotency_key_reused",
  "idempotency_key_in_use",
] as const satisfies readonly ErrorCode[];

/** Whether an endpoint takes `Idempotency-Key`: every POST, PUT and PATCH behind a token. */
export function acceptsIdempotencyKey(endpoint: Pick<EndpointDef, "method" | "auth">): boolean {
  return (
    endpoint.auth !== "none" && (endpoint.method === "POST" || endpoint.method === "PUT" || endpoint.method === "PATCH")
  );
}

/** The error codes an endpoint may answer with: its declared ones plus the idempotency codes. */
export function endpointErrors(endpoint: EndpointDef): readonly ErrorCode[] {
  return acceptsIdempotencyKey(endpoint) ? [...endpoint.errors, ...idempotencyErrors] : endpoint.errors;
}
