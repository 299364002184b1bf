import type { ErrorCode } from "../../contract/errors";
import { isDatabaseError } from "../db/database";
import { ApiError } from "./api-error";

/**
 * Which failures of the database mean "retry later" (docs/api-conventions.md, "Database
 * unavailable"): answered 503 with Retry-After, while anything else unexpected stays a 500
 * internal_conflict_error (a failure of the service itself, a bug).
 */

/** Seconds a client is asked to wait before retrying after a database failure. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** SQLSTATEs of a database that cannot serve now (not of a wrong statement). */
const UNAVAILABLE_SQLSTATES: Record<string, string> = {
  "57014": "statement timeout",
  "55P03": "lock timeout",
  "25P03": "idle-in-transaction timeout",
  "57P01": "server shutting down",
  "57P02": "server crashed",
  "57P03": "server starting up",
  "57P05": "idle session timeout",
  "53300": "too many connections",
};

/** Node's socket errors on the database's connection (only when raised by the database layer). */
const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset",
  ETIMEDOUT: "connection timed out",
  EPIPE: "connection broken",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host not found",
  DB_STALLED: "no answer (stalled connection)",
};

/** pg's own errors, which carry no code. */
const PG_MESSAGES: Array<[RegExp, string]> = [
  [/timeout exceeded when trying to connect/i, "pool wait timeout"],
  [/connection timeout|timeout expired/i, "connect timeout"],
  [/Connection terminated|Client has encountered a connection error|not queryable/i, "connection lost"],
];

/**
 * The short reason when `err` means the database is unavailable or did not answer in time;
 * undefined for anything else (a bug, a constraint violation, a client's closed connection).
 * A SQLSTATE is the server's own word; socket codes and pg's messages count only for errors the
 * database layer raised, so a client's ECONNRESET is never taken for the database's.
 */
export function databaseUnavailableReason(err: unknown): string | undefined {
  if (err === null || typeof err !== "object") return undefined;
  const e = err as { code?: unknown; message?: unknown };
  const code = typeof e.code === "string" ? e.code : "";
  const sqlstate = UNAVAILABLE_SQLSTATES[code];
  if (sqlstate) return `${sqlstate} (${code})`;
  if (/^08[0-9A-Z]{3}$/.test(code)) return `connection exception (${code})`;
  if (!isDatabaseError(err)) return undefined;
  const network = NETWORK_CODES[code];
  if (network) return network;
  const message = typeof e.message === "string" ? e.message : "";
  for (const [pattern, reason] of PG_MESSAGES) if (pattern.test(message)) return reason;
  return undefined;
}

/** Whether `err` means the database is unavailable or did not answer in time. */
export function isDatabaseUnavailable(err: unknown): boolean {
  return databaseUnavailableReason(err) !== undefined;
}

/**
 * The 503 answer to a database failure: `service_unavailable` on every endpoint, or the endpoint's
 * own code (the token endpoint's `oauth_service_unavailable`, api-design §3), with Retry-After.
 * `cause` keeps the database's error for the log.
 */
export function databaseUnavailableError(
  cause: unknown,
  code: Extract<ErrorCode, "service_unavailable" | "oauth_service_unavailable"> = "service_unavailable",
): ApiError {
  const error = new ApiError(code, { headers: { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) } });
  error.cause = cause;
  return error;
}
