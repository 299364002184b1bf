import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { PassThrough, type Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { EndpointDef } from "../../contract/endpoint";
import { acceptsIdempotencyKey, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from "../../contract/idempotency";
import { type BackgroundTask, periodicTask } from "../background/tasks";
import type { DB } from "../db/schema";
import type { Services } from "../services";
import { ApiError } from "./api-error";
import type { AuthContext } from "./context";
import {
  type KeyScope,
  pruneExpiredKeys,
  readKey,
  releaseKey,
  reserveKey,
  type StoredAnswer,
  storeAnswer,
} from "./idempotency-queries";

/**
 * `Idempotency-Key` on every POST, PUT and PATCH of the API (docs/api-conventions.md,
 * "Idempotency"), written once for every endpoint:
 *
 * - `beginIdempotentRequest` runs in `registerEndpoint` after validation, account state and
 *   scenario checks (their refusals are never stored) and right before the handler. It takes the
 *   key in PostgreSQL (one atomic statement, so of two identical requests arriving together only
 *   one runs), or answers: the stored answer again (`Idempotent-Replayed: true`), 422
 *   `idempotency_key_reused` for a different request, 409 `idempotency_key_in_use` while the first
 *   one still runs.
 * - `installIdempotency`'s onSend hook stores the answer the handler produced (success or 4xx)
 *   before it is sent; a 5xx, or an answer that is a stream, frees the key so a retry runs again.
 *
 * No state lives in the process: every instance on the database sees the same keys.
 */

declare module "fastify" {
  interface FastifyRequest {
    idempotencyRun?: IdempotencyRun;
  }
}

interface IdempotencyRun {
  scope: KeyScope;
  leaseId: string;
  settled: boolean;
}

/** Headers of an answer that a replay repeats. */
const REPLAYED_HEADERS = ["content-type", "location", "etag", "retry-after"] as const;
const API_PREFIX = /^\/(v1|v1-beta)(?=\/|$)/;

function inUse(): ApiError {
  return new ApiError("idempotency_key_in_use", { headers: { "retry-after": "1" } });
}

/**
 * Takes the request's key before its handler runs. Returns true when the request was answered
 * here (a replay); throws the idempotency refusals; returns false when the handler should run
 * (its answer is then stored by the onSend hook).
 */
export async function beginIdempotentRequest(
  services: Services,
  endpoint: EndpointDef,
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AuthContext,
  key: string,
  multipartLimit: number,
): Promise<boolean> {
  if (!acceptsIdempotencyKey(endpoint)) return false;
  const bodyHash = endpoint.multipart
    ? await bufferMultipartBody(request, reply, multipartLimit)
    : jsonBodyHash(request.body);
  const fingerprint = requestFingerprint(request, bodyHash);
  const scope: KeyScope = { organizationId: ctx.organizationId, clientId: ctx.clientId, key };
  // A row that expires between the two statements is taken over by the next attempt.
  for (let attempt = 0; attempt < 3; attempt++) {
    const leaseId = randomUUID();
    if (await reserveKey(services.db, scope, fingerprint, endpoint.id, leaseId)) {
      request.idempotencyRun = { scope, leaseId, settled: false };
      return false;
    }
    const row = await readKey(services.db, scope);
    if (!row) continue;
    if (row.fingerprint !== fingerprint) {
      throw new ApiError("idempotency_key_reused", { loc: ["header", IDEMPOTENCY_KEY_HEADER] });
    }
    if (row.state === "running") throw inUse();
    sendReplay(reply, row.answer);
    return true;
  }
  throw inUse();
}

function sendReplay(reply: FastifyReply, answer: StoredAnswer): void {
  reply.code(answer.status).headers(answer.headers).header(IDEMPOTENT_REPLAYED_HEADER, "true");
  if (answer.body.length === 0 && (answer.status === 204 || answer.status === 304)) reply.send();
  else reply.send(answer.body);
}

/** Stores (or frees) the key of a request that ran its handler, before its answer leaves. */
export function installIdempotency(app: FastifyInstance, services: Services): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const run = request.idempotencyRun;
    if (!run || run.settled) return payload;
    run.settled = true;
    const body = payloadBytes(payload);
    try {
      if (reply.statusCode >= 500 || body === undefined) {
        await releaseKey(services.db, run.scope, run.leaseId);
      } else {
        const headers: Record<string, string> = {};
        for (const name of REPLAYED_HEADERS) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
        }
        await storeAnswer(services.db, run.scope, run.leaseId, { status: reply.statusCode, headers, body });
      }
    } catch (err) {
      // The answer still goes out; the key stays taken until its lease ends (LEASE_SECONDS).
      request.log.error({ err }, "idempotency key could not be settled");
    }
    return payload;
  });
  // A request that never reached onSend (its client went away before an answer was made) frees its key.
  app.addHook("onResponse", async (request) => {
    const run = request.idempotencyRun;
    if (!run || run.settled) return;
    run.settled = true;
    await releaseKey(services.db, run.scope, run.leaseId).catch((err) =>
      request.log.error({ err }, "idempotency key could not be freed"),
    );
  });
}

function payloadBytes(payload: unknown): Buffer | undefined {
  if (payload === undefined || payload === null) return Buffer.alloc(0);
  if (typeof payload === "string") return Buffer.from(payload, "utf8");
  if (Buffer.isBuffer(payload)) return payload;
  if (payload instanceof Uint8Array) return Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength);
  return undefined; // a stream: not kept
}

/** The request the key stands for: method, path (either prefix), query, Requester/Target, If-Match and body. */
export function requestFingerprint(request: FastifyRequest, bodyHash: string): string {
  const url = request.url;
  const q = url.indexOf("?");
  const path = (q === -1 ? url : url.slice(0, q)).replace(API_PREFIX, "");
  const query = new URLSearchParams(q === -1 ? "" : url.slice(q + 1));
  query.sort();
  const header = (name: string) => {
    const v = request.headers[name];
    return (Array.isArray(v) ? v.join(", ") : (v ?? "")).toLowerCase();
  };
  return sha256(
    JSON.stringify([
      request.method,
      path,
      query.toString(),
      header("requester-organization-id"),
      header("target-organization-id"),
      header("if-match"),
      bodyHash,
    ]),
  );
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** A JSON body by its content (key order and spacing do not matter); no body and `{}` are the same. */
export function jsonBodyHash(body: unknown): string {
  if (body === undefined || body === null || body === "") return sha256("");
  if (typeof body === "object" && !Array.isArray(body) && Object.keys(body).length === 0) return sha256("");
  return sha256(stableJson(body));
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * Reads a multipart body whole (at most `limit` bytes) and hashes its bytes with every occurrence
 * of the boundary left out (a client that repeats a form makes a new boundary), then gives the
 * upload handler the same bytes as `request.raw`. Only requests with a key are read ahead.
 */
async function bufferMultipartBody(request: FastifyRequest, reply: FastifyReply, limit: number): Promise<string> {
  const raw = request.raw;
  if (raw.readableEnded || (raw.destroyed && !raw.readableEnded)) throw new ApiError("bad_request");
  const body = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      raw.off("data", onData);
      raw.off("end", onEnd);
      raw.off("error", onError);
      raw.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        raw.resume();
        reply.header("connection", "close");
        reject(new ApiError("request_too_large"));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = () => {
      cleanup();
      reject(new ApiError("bad_request"));
    };
    const onClose = () => {
      if (raw.readableEnded) return;
      cleanup();
      reject(new ApiError("bad_request"));
    };
    raw.on("data", onData);
    raw.on("end", onEnd);
    raw.on("error", onError);
    raw.on("close", onClose);
  });
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(String(request.headers["content-type"] ?? ""));
  const needle = Buffer.from(boundary?.[1] ?? boundary?.[2] ?? "", "latin1");
  const hash = createHash("sha256");
  let pos = 0;
  while (needle.length > 0) {
    const at = body.indexOf(needle, pos);
    if (at === -1) break;
    hash.update(body.subarray(pos, at));
    pos = at + needle.length;
  }
  hash.update(body.subarray(pos));
  (request as { raw: IncomingMessage }).raw = replayableRequest(raw, body);
  return hash.digest("hex");
}

/** A stream of `body` that looks like the original request to the multipart reader. */
function replayableRequest(raw: IncomingMessage, body: Buffer): IncomingMessage {
  const stream: Readable = new PassThrough();
  Object.assign(stream, {
    headers: raw.headers,
    rawHeaders: raw.rawHeaders,
    trailers: raw.trailers,
    rawTrailers: raw.rawTrailers,
    method: raw.method,
    url: raw.url,
    httpVersion: raw.httpVersion,
    httpVersionMajor: raw.httpVersionMajor,
    httpVersionMinor: raw.httpVersionMinor,
    socket: raw.socket,
    connection: raw.socket,
    complete: true,
    aborted: false,
  });
  (stream as PassThrough).end(body);
  return stream as unknown as IncomingMessage;
}

/** How often expired keys are deleted. */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes expired idempotency keys every hour, in every instance (like the webhook log retention). */
export function idempotencyRetentionTask(db: Kysely<DB>, onError: (err: unknown) => void): BackgroundTask {
  return periodicTask(
    "idempotency key retention",
    PRUNE_INTERVAL_MS,
    async () => void (await pruneExpiredKeys(db)),
    onError,
  );
}
