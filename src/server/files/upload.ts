import { Transform, type TransformCallback } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { MAX_FILE_BYTES } from "../../contract/files";
import { type FilingKind, FilingRefusedError, sniffKind } from "../extraction/tagged/filing-kind";
import { checkTaggedUpload } from "../extraction/tagged/tagged-reader";
import { ApiError, validationFailure } from "../http/api-error";
import { MULTIPART_BODY_LIMIT } from "../http/register";
import { assertText } from "../http/validation";
import { isKnownCurrency } from "../resources/reference-data";
import { safeFileName } from "./filename";
import type { FileStorage, StagedObject } from "./storage";

const PDF_MAGIC = Buffer.from("%PDF-", "latin1");
/** The longest value a non-file part may have. */
const FIELD_BYTES = 4096;
/** Bytes read before the kind of an upload is told from its first bytes. */
const HEAD_BYTES = 64;

/**
 * Checks an upload while it streams (the declared content type is not trusted): the first bytes
 * must be those of a PDF (`%PDF-`), a zip or an XML/XHTML text (400 not_allowed_file_type
 * otherwise), and the total must not pass `maxBytes` (400 invalid_file_size, raised at the first
 * byte over the limit). A PDF streams through untouched; any other file is kept in memory (within
 * the same limit) and checked whole at its end as a tagged filing (filing-kind.ts, in a worker
 * thread: tagged-reader.ts; an Inline XBRL document, an XBRL instance or a report package; hostile
 * zips and XML refused, as is one not checked within UPLOAD_CHECK_TIMEOUT_MS), so the storage
 * never keeps a file that is not one. `kind` tells what it was once the stream has ended.
 */
export class UploadGuard extends Transform {
  private bytes = 0;
  private head = Buffer.alloc(0);
  private sniffed: "pdf" | "zip" | "xml" | undefined;
  private readonly held: Buffer[] = [];
  kind: FilingKind | undefined;

  constructor(private readonly maxBytes: number = MAX_FILE_BYTES) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, callback: TransformCallback): void {
    callback(this.check(chunk), chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.sniffed === undefined) {
      this.sniffed = this.head.length > 0 ? sniffKind(this.head) : undefined;
      if (this.sniffed === undefined) {
        callback(new ApiError("not_allowed_file_type", { loc: ["body", "file"] }));
        return;
      }
    }
    if (this.sniffed === "pdf") {
      this.kind = "pdf";
      callback();
      return;
    }
    // Checked in the tagged checker thread (bounded in time and memory), off the event loop.
    checkTaggedUpload(Buffer.concat(this.held)).then(
      (kind) => {
        this.kind = kind;
        this.held.length = 0;
        callback();
      },
      (err: unknown) => {
        this.held.length = 0;
        callback(
          err instanceof FilingRefusedError
            ? new ApiError("not_allowed_file_type", { loc: ["body", "file"], msg: err.message })
            : err instanceof Error
              ? err
              : new Error(String(err)),
        );
      },
    );
  }

  private check(chunk: Buffer): ApiError | null {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return new ApiError("invalid_file_size", { loc: ["body", "file"] });
    if (this.sniffed === "pdf") return null;
    this.held.push(chunk);
    if (this.sniffed !== undefined) return null;
    this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES)]).subarray(0, HEAD_BYTES);
    if (this.head.length >= PDF_MAGIC.length && this.head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
      // A PDF streams through: nothing is kept in memory.
      this.sniffed = "pdf";
      this.held.length = 0;
      return null;
    }
    if (this.head.length < HEAD_BYTES) return null;
    this.sniffed = sniffKind(this.head);
    return this.sniffed === undefined ? new ApiError("not_allowed_file_type", { loc: ["body", "file"] }) : null;
  }
}

/** The guard's earlier name: it checked PDFs only (api-design §12). */
export { UploadGuard as PdfUploadGuard };

export interface ReceivedUpload {
  /** The non-file parts, by name (each checked: known name, at most once). */
  fields: Record<string, string>;
  /** What the file is, told from its bytes. */
  kind: FilingKind;
  /** The checked original file name. */
  filename: string;
  /** The bytes, staged in the storage: commit them with the row, or discard them. */
  staged: StagedObject;
}

/** Multipart problems the plugin reports, as the spec's errors. */
function multipartError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const code = (err as { code?: string } | undefined)?.code;
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return new ApiError("invalid_file_size", { loc: ["body", "file"] });
    case "FST_FILES_LIMIT":
      return validationFailure([{ loc: ["body", "file"], msg: "Exactly one file part is accepted" }]);
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return validationFailure([{ loc: ["body"], msg: "Too many parts" }]);
    case "FST_PROTO_VIOLATION":
      return validationFailure([{ loc: ["body"], msg: "Invalid part name" }]);
    default:
      return validationFailure([{ loc: ["body"], msg: "The body is not valid multipart/form-data" }]);
  }
}

/**
 * Reads the rest of a refused request so the client can read the answer, when its declared
 * length bounds the work; otherwise the connection is closed after the answer.
 */
async function discardRest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  const declared = Number(request.headers["content-length"]);
  if (!Number.isFinite(declared) || declared <= 0 || declared > MULTIPART_BODY_LIMIT) {
    reply.header("connection", "close");
    return;
  }
  await new Promise<void>((resolve) => {
    raw.once("end", resolve);
    raw.once("close", resolve);
    raw.once("error", () => resolve());
    raw.unpipe();
    raw.resume();
  });
}

/**
 * Streams a multipart upload: each field part is checked as it arrives (`currency` against the
 * currency list: 400 invalid_currency), the file part's name is checked (400 invalid_file_name)
 * and its bytes stream through the PDF/size guard into the storage's staging area. Missing parts
 * give 422. On any failure nothing stays staged.
 */
export async function receiveUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  spec: { fields: readonly string[]; required: readonly string[]; fileField: string },
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw validationFailure([{ loc: ["header", "content-type"], msg: "Expected multipart/form-data" }]);
  }
  // A client that went away while the request was checked (token, organization, subscription):
  // the multipart reader would wait for its 'close', which has already been emitted, for ever.
  if (request.raw.destroyed && !request.raw.readableEnded) throw new ApiError("bad_request");
  const fields: Record<string, string> = {};
  let staged: StagedObject | undefined;
  let filename: string | undefined;
  let kind: FilingKind | undefined;
  try {
    // throwFileSizeLimit is read by @fastify/multipart but missing from its option type.
    const options = {
      limits: { fileSize: MAX_FILE_BYTES + 1, files: 1, fields: 10, fieldSize: FIELD_BYTES, parts: 12 },
      preservePath: true,
      throwFileSizeLimit: false,
    };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (!part.fieldname) throw validationFailure([{ loc: ["body"], msg: "A part without a name" }]);
      if (part.type === "field") {
        const name = part.fieldname;
        if (name === spec.fileField) {
          // A file part without a filename parameter arrives as a plain field.
          throw new ApiError("invalid_file_name", { loc: ["body", spec.fileField] });
        }
        if (!spec.fields.includes(name)) {
          throw validationFailure([{ loc: ["body", name], msg: "Unknown part", type: "extra_forbidden" }]);
        }
        if (name in fields) throw validationFailure([{ loc: ["body", name], msg: "Part given more than once" }]);
        if (part.valueTruncated) {
          throw validationFailure([{ loc: ["body", name], msg: `Part longer than ${FIELD_BYTES} bytes` }]);
        }
        const value = typeof part.value === "string" ? part.value : String(part.value);
        assertText(["body", name], value, "text");
        fields[name] = value;
        if (name === "currency" && !isKnownCurrency(value)) {
          throw new ApiError("invalid_currency", { loc: ["body", "currency"] });
        }
        continue;
      }
      if (part.fieldname !== spec.fileField) {
        throw validationFailure([{ loc: ["body", part.fieldname], msg: "Unknown part", type: "extra_forbidden" }]);
      }
      assertText(["body", spec.fileField], part.filename, "line");
      filename = safeFileName(part.filename);
      if (!filename) throw new ApiError("invalid_file_name", { loc: ["body", spec.fileField] });
      const guard = new UploadGuard(MAX_FILE_BYTES);
      staged = await storage.stage(part.file, guard);
      kind = guard.kind;
      if (part.file.truncated) throw new ApiError("invalid_file_size", { loc: ["body", spec.fileField] });
    }
    const missing = spec.required
      .filter((n) => !(n in fields))
      .map((n) => ({ loc: ["body", n], msg: "Field required" }));
    if (!staged) missing.push({ loc: ["body", spec.fileField], msg: "Field required" });
    if (missing.length > 0) throw validationFailure(missing.map((m) => ({ ...m, type: "missing" })));
    if (!staged || !filename || !kind) {
      throw validationFailure([{ loc: ["body", spec.fileField], msg: "Field required" }]);
    }
    return { fields, filename, staged, kind };
  } catch (err) {
    await staged?.discard();
    await discardRest(request, reply);
    throw multipartError(err);
  }
}
