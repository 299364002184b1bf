import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { isSpanContextValid, trace } from "@opentelemetry/api";

/**
 * Request ids (issue 27, docs/operations.md "Request ids and logs"). Every request gets one,
 * returned as `X-Request-Id` on every answer and bound to every log line of the request (`reqId`)
 * and of the jobs it queued, however deep:
 *
 * 1. a well-formed inbound `X-Request-Id` (1–128 characters of `A–Z a–z 0–9 . _ : -`, starting
 *    with a letter or digit) is kept as it is, so a caller's id (a gateway's, a load balancer's)
 *    follows the request through this service;
 * 2. else, when this process traces, the trace id of the request's span (which continues an
 *    inbound `traceparent`), so that a log line leads to its trace and back;
 * 3. else the trace id of a well-formed inbound W3C `traceparent`;
 * 4. else a new random UUID.
 *
 * Anything else that arrives as `X-Request-Id` (too long, control characters, spaces, quotes…) is
 * ignored rather than logged.
 */

export const REQUEST_ID_HEADER = "x-request-id";
export const TRACEPARENT_HEADER = "traceparent";

const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ZERO_TRACE = "0".repeat(32);
const ZERO_SPAN = "0".repeat(16);

export interface TraceParent {
  traceId: string;
  spanId: string;
  flags: string;
}

/** A W3C trace-context `traceparent` value, or undefined when it is not a valid one. */
export function parseTraceparent(value: unknown): TraceParent | undefined {
  if (typeof value !== "string" || value.length > 512) return undefined;
  const m = TRACEPARENT.exec(value.trim());
  if (!m) return undefined;
  const [, version, traceId, spanId, flags, rest] = m;
  if (!version || !traceId || !spanId || !flags) return undefined;
  // Version ff is invalid; version 00 has exactly four fields; a later version may add fields.
  if (version === "ff" || (version === "00" && rest !== undefined)) return undefined;
  if (traceId === ZERO_TRACE || spanId === ZERO_SPAN) return undefined;
  return { traceId, spanId, flags };
}

/** The inbound `X-Request-Id` when it is well formed, else undefined. */
export function acceptedRequestId(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === "string" && REQUEST_ID.test(v) ? v : undefined;
}

/** The trace id of the active span when this process traces (undefined when it does not). */
export function activeTraceId(): string | undefined {
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const ctx = span.spanContext();
  return isSpanContextValid(ctx) ? ctx.traceId : undefined;
}

/** The request id of a request with these headers (see above for the order). */
export function requestIdFor(headers: IncomingHttpHeaders): string {
  return (
    acceptedRequestId(headers[REQUEST_ID_HEADER]) ??
    activeTraceId() ??
    parseTraceparent(headers[TRACEPARENT_HEADER])?.traceId ??
    randomUUID()
  );
}
