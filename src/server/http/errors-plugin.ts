import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import FindMyWay from "find-my-way";
import { ApiError, validationFailure } from "./api-error";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Errors from a database that is not answering (restarted, unreachable, shutting down). */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | undefined;
  if (!e) return false;
  const code = e.code ?? "";
  return (
    ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57P01", "57P02", "57P03", "08000", "08003", "08006"].includes(
      code,
    ) || /Connection terminated|connection timeout|Client has encountered a connection error/i.test(e.message ?? "")
  );
}

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
  return new ApiError("internal_conflict_error");
}

export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply
    .code(error.status)
    .headers(error.headers)
    .header("content-type", "application/json; charset=utf-8")
    .send({ detail: error.items });
}

/**
 * Error mapping and unknown routes. A path some route serves, asked with another method:
 * 400 unsupported_crud_operation; an unknown path: 404 not_found. No body carries a stack or SQL.
 */
export function installErrorHandling(
  app: FastifyInstance,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined,
): void {
  const known = FindMyWay({ ignoreTrailingSlash: true });
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

  app.setErrorHandler((err, request, reply) => {
    const apiError = toApiError(err);
    if (apiError.code === "internal_conflict_error") {
      request.log.error({ err, dbUnavailable: isDatabaseUnavailable(err) }, "request failed");
    }
    return sendApiError(reply, apiError);
  });

  app.setNotFoundHandler((request, reply) => {
    const handled = fallback?.(request, reply);
    if (handled) return handled;
    const path = request.url.split("?")[0] ?? "/";
    const isKnownPath = known.find("GET", path) !== null;
    return sendApiError(reply, new ApiError(isKnownPath ? "unsupported_crud_operation" : "not_found"));
  });
}
