import { randomBytes } from "node:crypto";
import type { FastifyCorsOptionsDelegateCallback } from "@fastify/cors";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { IDEMPOTENT_REPLAYED_HEADER } from "../../contract/idempotency";
import { DEMO_CLOCK_HEADER, parseDemoClock, runAtClock } from "../clock/clock";
import type { Services } from "../services";
import { runWithOrigin } from "../telemetry/origin";
import { parseTraceparent, TRACEPARENT_HEADER } from "../telemetry/request-id";
import { ApiError } from "./api-error";
import { isPreflight, sendApiError } from "./errors-plugin";

/** Paths that stay available during maintenance. */
const MAINTENANCE_EXEMPT = /^\/(healthz|readyz)$|^\/v1(-beta)?\/(openapi\.json|docs)(\/|$)/;
const API_PATH = /^\/(v1|v1-beta)(\/|$)/;
const DOCS_PATH = /\/docs(\/|$)/;

export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Cross-cutting request hooks: maintenance (503) and request size (413) before anything else,
 * security headers on every response, and one structured log line per request (never headers,
 * bodies or query strings, so no secret or token reaches the log).
 */
export function installRequestHooks(app: FastifyInstance, services: Services): void {
  // Graceful drain (docs/operations.md): requests already in flight finish, each answer while the
  // server closes ends its connection, and a kept-alive connection is closed as soon as it idles.
  // A request that still arrives on an open connection gets the spec's 503 (`/readyz` its
  // `service_not_ready`) and the connection closes.
  let closing = false;
  let idleSweep: NodeJS.Timeout | undefined;
  app.addHook("preClose", async () => {
    closing = true;
    // Node closes the connections idle at this moment; this catches those that idle later.
    idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    idleSweep.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(idleSweep);
  });

  // The request's origin (telemetry/origin.ts): its id, and the inbound trace context, for the
  // jobs it queues.
  app.addHook("onRequest", (request, _reply, done) => {
    const inbound = request.headers[TRACEPARENT_HEADER];
    const traceparent = typeof inbound === "string" && parseTraceparent(inbound) ? inbound.trim() : undefined;
    runWithOrigin({ requestId: request.id, ...(traceparent ? { traceparent } : {}) }, () => done());
  });

  // The demo clock (docs/demo-data.md): the demo loader's in-process requests may run at a past
  // instant. Only with the in-process mark, which no client can produce; any other request runs
  // at real time whatever it sends.
  app.addHook("onRequest", (request, _reply, done) => {
    const at =
      request.headers[IN_PROCESS_HEADER] === inProcessMark
        ? parseDemoClock(request.headers[DEMO_CLOCK_HEADER])
        : undefined;
    if (at) runAtClock(at, () => done());
    else done();
  });

  app.addHook("onRequest", async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (closing) {
      reply.header("connection", "close").header("retry-after", "5");
      return sendApiError(
        reply,
        path === "/readyz"
          ? new ApiError("service_not_ready", { msg: "This instance is stopping: send requests to another one" })
          : new ApiError("service_under_maintenance"),
      );
    }
    if (!MAINTENANCE_EXEMPT.test(path) && (await services.settings.isMaintenance())) {
      return sendApiError(reply.header("retry-after", "60"), new ApiError("service_under_maintenance"));
    }
    const length = Number(request.headers["content-length"] ?? 0);
    const limit = request.routeOptions.bodyLimit ?? services.config.bodyLimitBytes;
    if (Number.isFinite(length) && length > limit) {
      reply.header("connection", "close");
      return sendApiError(reply, new ApiError("request_too_large"));
    }
  });

  app.addHook("onSend", (request, reply, payload, done) => {
    setResponseHeaders(request, reply);
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });

  logEachRequest(app, "request");
}

const CORS_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

/**
 * The options of @fastify/cors (registered only when CORS_ORIGINS lists origins): an origin of
 * the list gets `Access-Control-Allow-Origin` on its requests and the full preflight answer
 * (204 with the allowed methods and the requested headers). Any other origin, and a plain
 * OPTIONS that is no preflight, get nothing from CORS: a preflight of theirs is answered 204
 * without allow headers by the not-found handler (errors-plugin.ts), a plain OPTIONS is the
 * usual 400 unsupported_crud_operation.
 */
export function corsOptions(allowed: readonly string[]): { delegator: FastifyCorsOptionsDelegateCallback } {
  const origins = new Set(allowed);
  return {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const granted =
        typeof origin === "string" && origins.has(origin) && (request.method !== "OPTIONS" || isPreflight(request));
      callback(
        null,
        granted
          ? { origin, methods: CORS_METHODS, exposedHeaders: ["retry-after", IDEMPOTENT_REPLAYED_HEADER] }
          : { origin: false },
      );
    },
  };
}

/** The request id and security headers of every response (also the router's own refusals). */
export function setResponseHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const url = request.url;
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  const docs = DOCS_PATH.test(path);
  reply.headers({
    "x-request-id": request.id,
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
  });
  if (API_PATH.test(path) && !docs) {
    reply.header("cache-control", "no-store");
  } else if (!docs && !reply.hasHeader("content-security-policy")) {
    reply.header("content-security-policy", CONSOLE_CSP);
  }
}

/**
 * Marks requests that this process makes to itself (Fastify `inject`, e.g. the demo loader): a value
 * made at start and never sent out, so no client can quieten its own requests' log lines.
 */
export const IN_PROCESS_HEADER = "x-in-process";
export const inProcessMark = randomBytes(16).toString("hex");

/**
 * One log line per request with `message`: request id, method, path without the query string,
 * status and milliseconds. Never headers, bodies or query strings. The API and the operator API
 * log alike.
 */
export function logEachRequest(app: FastifyInstance, message: string): void {
  app.addHook("onResponse", async (request, reply) => {
    // In-process calls of the demo loader log at debug: a load is ~1,200 requests, reported by
    // its progress lines instead.
    const quiet = request.headers[IN_PROCESS_HEADER] === inProcessMark;
    request.log[quiet ? "debug" : "info"](
      {
        // request.log binds the request id (`reqId`) to every line already.
        method: request.method,
        path: request.url.split("?")[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      message,
    );
  });
}
