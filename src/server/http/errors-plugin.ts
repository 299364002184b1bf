import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import FindMyWay from "find-my-way";
import type { ErrorCode } from "../../contract/errors";
import { ApiError, validationFailure } from "./api-error";
import { databaseUnavailableError, isDatabaseUnavailable } from "./db-errors";
import { clientGone, logRequestFailure, markTimedOut } from "./failure-log";
import { installTextRule } from "./validation";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Turns anything thrown into the spec's error body. The only place errors are shaped. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const fe = err as FastifyError;
  switch (fe?.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
    case "FST_REQ_FILE_TOO_LARGE":
      return new ApiError("request_too_large");
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return validationFailure([{ loc: ["body"], msg: "The body is not valid JSON", type: "json_invalid" }]);
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
    case "FST_ERR_CTP_INVALID_TYPE":
      return validationFailure([{ loc: ["header", "content-type"], msg: "Unsupported content type" }]);
    default:
      break;
  }
  if (fe?.statusCode === 413) return new ApiError("request_too_large");
  if (err instanceof SyntaxError || (fe?.statusCode === 400 && /JSON/i.test(fe.message))) {
    return validationFailure([{ loc: ["body"], msg: "The body is not valid JSON", type: "json_invalid" }]);
  }
  // The database is unreachable or too slow: retry later (503 with Retry-After), not a bug (500).
  if (isDatabaseUnavailable(err)) return databaseUnavailableError(err);
  return new ApiError("internal_conflict_error");
}

export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply
    .code(error.status)
    .headers(error.headers)
    .header("content-type", "application/json; charset=utf-8")
    .send({ detail: error.items });
}

/** A CORS preflight: OPTIONS with `Origin` and `Access-Control-Request-Method`. */
export function isPreflight(request: FastifyRequest): boolean {
  return (
    request.method === "OPTIONS" &&
    request.headers.origin !== undefined &&
    request.headers["access-control-request-method"] !== undefined
  );
}

/**
 * Error mapping and unknown routes. A path some route serves, asked with another method:
 * 400 unsupported_crud_operation; an unknown path: 404 not_found. No body carries a stack or SQL.
 * A CORS preflight that no CORS handling answered (no `CORS_ORIGINS`, or an origin not in it):
 * 204 without any `Access-Control-Allow-*` header, so the browser does not send the request.
 * Also, for every listener that uses it (the API and the operator API): an HTTP/1.1 request
 * without `Host` gets 400 bad_request with the contract's body (Node would answer a bare 400),
 * and the text rule (`validation.ts`) runs before every handler.
 */
export function installErrorHandling(
  app: FastifyInstance,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined,
): void {
  // Node refuses such a request itself with an empty body; the hook below answers it instead.
  (app.server as { requireHostHeader?: boolean }).requireHostHeader = false;
  app.addHook("onRequest", async (request, reply) => {
    const raw = request.raw;
    if (raw.httpVersionMajor === 1 && raw.httpVersionMinor >= 1 && request.headers.host === undefined) {
      reply.header("connection", "close");
      return sendApiError(
        reply,
        new ApiError("bad_request", { loc: ["header", "host"], msg: "An HTTP/1.1 request must carry a Host header" }),
      );
    }
  });
  installTextRule(app);

  // The same path matching as Fastify's router, so "known path, other method" agrees with it.
  const known = FindMyWay({ ignoreTrailingSlash: false });
  app.addHook("onRoute", (route) => {
    if (route.url.includes("*")) return;
    for (const m of METHODS) {
      try {
        known.on(m, route.url, () => {});
      } catch {
        // already known for this method
      }
    }
  });

  // A connection idle for longer than the socket time-out (REQUEST_TIMEOUT_MS) is closed as Node
  // does without a listener, and remembered, so a handler still reading it logs a time-out.
  app.server.on("timeout", (socket: Socket) => {
    markTimedOut(socket);
    socket.destroy();
  });

  app.setErrorHandler((err, request, reply) => {
    // A client that went away gets no answer anyway: its log line says so (failure-log.ts).
    const gone = clientGone(err, request.raw.socket);
    const apiError = gone ? new ApiError(gone === "timeout" ? "request_timeout" : "bad_request") : toApiError(err);
    logRequestFailure(request.log, err, apiError, gone);
    return sendApiError(reply, apiError);
  });

  app.setNotFoundHandler((request, reply) => {
    if (isPreflight(request)) return reply.code(204).send();
    const handled = fallback?.(request, reply);
    if (handled) return handled;
    const path = request.url.split("?")[0] ?? "/";
    const isKnownPath = known.find("GET", path) !== null;
    return sendApiError(reply, new ApiError(isKnownPath ? "unsupported_crud_operation" : "not_found"));
  });
}

/** Fastify's router refuses a path before any route or hook runs (`frameworkErrors`). */
export const MAX_PATH_PARAM_LENGTH = 500;

/**
 * Answers the router's own refusals with the spec's body instead of Fastify's
 * (`{"error":…,"code":"FST_ERR_…"}`): a path parameter over MAX_PATH_PARAM_LENGTH characters is a
 * 422 on `["path"]` (every identifier of the API is far shorter, so no resource has it), a path
 * that is not valid percent-encoding a 400 bad_request. No route matched, so no hook runs: the
 * security headers and the request id are set here.
 */
export function respondToFrameworkError(
  err: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  setHeaders: (request: FastifyRequest, reply: FastifyReply) => void,
): FastifyReply {
  let error: ApiError;
  if (err.code === "FST_ERR_MAX_PARAM_LENGTH") {
    error = validationFailure([
      {
        loc: ["path"],
        msg: `A path parameter is longer than ${MAX_PATH_PARAM_LENGTH} characters`,
        type: "string_too_long",
      },
    ]);
  } else if (err.code === "FST_ERR_BAD_URL") {
    error = new ApiError("bad_request", { loc: ["path"], msg: "The path is not valid percent-encoding" });
  } else {
    request.log.error({ err }, "router refused the request");
    error = new ApiError("internal_conflict_error");
  }
  setHeaders(request, reply);
  request.log.info(
    // request.log binds the request id (`reqId`) to every line already.
    { method: request.method, path: request.url.split("?")[0], status: error.status },
    "request",
  );
  return sendApiError(reply, error);
}

/**
 * Errors of the HTTP connection itself, before any route (Fastify's `clientErrorHandler`): a
 * request that does not arrive in time (408 request_timeout), headers over the size limit
 * (413 request_too_large) or an unparsable message (400 bad_request), each with the spec's body;
 * then the connection closes.
 */
export function respondToClientError(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  let code: ErrorCode = "bad_request";
  if (err.code === "ERR_HTTP_REQUEST_TIMEOUT") {
    code = "request_timeout";
    // A handler still reading this request's body fails next: its log line names the time-out.
    markTimedOut(socket);
  } else if (err.code === "HPE_HEADER_OVERFLOW") code = "request_too_large";
  const error = new ApiError(code);
  const body = JSON.stringify({ detail: error.items });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? "Error"}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n` +
        // No request was parsed, so none has an id yet: this answer gets a new one all the same.
        `X-Request-Id: ${randomUUID()}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
