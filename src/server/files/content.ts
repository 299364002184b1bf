import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../http/api-error";
import type { Services } from "../services";
import { contentDisposition } from "./filename";
import type { FinancialFileRow } from "./queries";

/** Whether If-None-Match names this entity tag (weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === "*" || t === etag);
}

/** A file row whose bytes are not in the storage: logged, and answered as not found. */
function missing(services: Services, row: FinancialFileRow, request: FastifyRequest): never {
  request.log.error({ file_id: row.id, storage: services.storage.kind }, "stored bytes of a file are missing");
  throw new ApiError("financial_file_not_found", { msg: "The stored bytes of this file are missing" });
}

/**
 * Sends the stored bytes of a file (api-design §12): `application/pdf`, streamed from the
 * storage, `Content-Disposition: attachment` with a safe name, `ETag` = the sha256 (a matching
 * If-None-Match gets 304 without touching the storage), `X-Content-Type-Options: nosniff`.
 * Like every API answer it carries `Cache-Control: no-store` (financial statements are not
 * kept in caches); a client that keeps its own copy revalidates it with the ETag. A file whose
 * bytes are missing from the storage is logged and answered as not found.
 */
export async function sendFileContent(
  services: Services,
  row: FinancialFileRow,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const etag = `"${row.sha256}"`;
  reply.header("etag", etag);
  reply.header("x-content-type-options", "nosniff");
  if (matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send();
  if (request.method === "HEAD") {
    // The headers only: the storage is not read.
    if (!(await services.storage.exists(row.storage_key))) missing(services, row, request);
    reply.header("content-type", row.mime_type);
    reply.header("content-length", String(row.size_bytes));
    reply.header("content-disposition", contentDisposition(row.original_filename, row.mime_type));
    // An empty stream: Fastify's HEAD handling then keeps the Content-Length set here.
    return reply.code(200).send(Readable.from([]));
  }
  let stream: NodeJS.ReadableStream;
  try {
    stream = await services.storage.get(row.storage_key);
  } catch (err) {
    if ((err as { code?: string }).code !== "ENOENT") throw err;
    missing(services, row, request);
  }
  reply.header("content-type", row.mime_type);
  reply.header("content-length", String(row.size_bytes));
  reply.header("content-disposition", contentDisposition(row.original_filename, row.mime_type));
  return reply.code(200).send(stream);
}
