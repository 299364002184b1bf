import type { Socket } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { isDatabaseError } from "../db/database";
import type { ApiError } from "./api-error";
import { databaseUnavailableReason } from "./db-errors";

/**
 * How a failed request is logged (issue 24, 6a), so that the log says what happened:
 * - the client went away (closed the connection, or was cut off by REQUEST_TIMEOUT_MS): info, one
 *   line, no stack; it is not a failure of the service, let alone of the database;
 * - the database is unavailable or too slow (answered 503 with Retry-After): warn, one line with a
 *   short reason, no stack (an outage would otherwise print a stack per request);
 * - anything else answered 500: error, with the error and its stack (a bug to look at).
 */

/** Sockets cut off because their request did not arrive within REQUEST_TIMEOUT_MS / HEADERS_TIMEOUT_MS. */
const timedOutSockets = new WeakSet<Socket>();

export function markTimedOut(socket: Socket): void {
  timedOutSockets.add(socket);
}

/** Errors of a request stream whose client went away (Node, Fastify's body reader, the multipart reader). */
const CLIENT_GONE_CODES = new Set([
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ERR_STREAM_PREMATURE_CLOSE",
  "ERR_STREAM_DESTROYED",
  "ERR_HTTP_REQUEST_TIMEOUT",
]);

export type ClientGone = "timeout" | "closed";

/**
 * Whether `err` is the consequence of the client's connection ending (not the database's): the
 * request stream failed with a closed-connection error, or the socket is gone already.
 */
export function clientGone(err: unknown, socket: Socket | undefined): ClientGone | undefined {
  if (isDatabaseError(err)) return undefined;
  const e = (err ?? {}) as { code?: unknown; message?: unknown };
  const code = typeof e.code === "string" ? e.code : "";
  const message = typeof e.message === "string" ? e.message : "";
  const streamEnded = CLIENT_GONE_CODES.has(code) || /^(aborted|premature close)$/i.test(message);
  if (!streamEnded) return undefined;
  if (socket && timedOutSockets.has(socket)) return "timeout";
  return "closed";
}

export function logRequestFailure(
  log: FastifyBaseLogger,
  err: unknown,
  answered: ApiError,
  gone: ClientGone | undefined,
): void {
  if (gone) {
    log.info(
      { status: answered.status, reason: gone === "timeout" ? "request time-out" : "the client closed the connection" },
      "request abandoned by the client",
    );
    return;
  }
  if (answered.status === 503) {
    const reason = databaseUnavailableReason(answered.cause) ?? databaseUnavailableReason(err);
    if (reason) log.warn({ dbUnavailable: true, reason, code: answered.code }, "database unavailable: answered 503");
    return;
  }
  if (answered.code === "internal_conflict_error") log.error({ err }, "request failed");
}
