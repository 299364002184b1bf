import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { FinancialFile } from "../../src/contract/files";
import { type ApiResponse, type TestOrg, type TestServer, toApiResponse } from "./harness";

/** Test support for the file endpoints: multipart uploads over real HTTP, file lists, waiting for extraction. */

export interface UploadOptions {
  token: string;
  as: { requester: string; target: string };
  currency?: string;
  file?: { bytes: Uint8Array | string; name?: string; type?: string };
  /** Extra non-file parts, appended before the file. */
  parts?: Record<string, string>;
  /** Appends `currency` after the file instead of before. */
  currencyLast?: boolean;
}

/** POSTs a multipart/form-data body (built with FormData/Blob) to a path under the version prefix. */
export async function upload<T = FinancialFile>(
  server: TestServer,
  urlPath: string,
  opts: UploadOptions,
): Promise<ApiResponse<T>> {
  const form = new FormData();
  if (opts.currency !== undefined && !opts.currencyLast) form.append("currency", opts.currency);
  for (const [k, v] of Object.entries(opts.parts ?? {})) form.append(k, v);
  if (opts.file) {
    const bytes = typeof opts.file.bytes === "string" ? Buffer.from(opts.file.bytes) : opts.file.bytes;
    const blob = new Blob([new Uint8Array(bytes)], { type: opts.file.type ?? "application/pdf" });
    form.append("file", blob, opts.file.name ?? "statements.pdf");
  }
  if (opts.currency !== undefined && opts.currencyLast) form.append("currency", opts.currency);
  return sendMultipart<T>(server, urlPath, opts, form);
}

export async function sendMultipart<T>(
  server: TestServer,
  urlPath: string,
  opts: { token: string; as: { requester: string; target: string } },
  body: FormData | Buffer,
  contentType?: string,
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${opts.token}`,
    "requester-organization-id": opts.as.requester,
    "target-organization-id": opts.as.target,
  };
  if (contentType) headers["content-type"] = contentType;
  const payload = body instanceof FormData ? body : new Uint8Array(body);
  return toApiResponse<T>(await fetch(`${server.baseUrl}${urlPath}`, { method: "POST", headers, body: payload }));
}

/**
 * Inserts a financial file row as an upload records it (status `valid`, no stored bytes), for
 * tests that write documents as the extraction job does. `uploadedBy` (default: the owner) and
 * `shared: false` write a Host's upload held for its review. Returns the file's id.
 */
export async function insertFileRow(
  server: TestServer,
  file: {
    organizationId: string;
    privateRecordId: string | null;
    filename: string;
    sizeBytes: number;
    uploadedBy?: string;
    shared?: boolean;
  },
): Promise<string> {
  const sha = createHash("sha256").update(randomUUID()).digest("hex");
  const row = await server.built.services.db
    .insertInto("financial_files")
    .values({
      organization_id: file.organizationId,
      private_record_id: file.privateRecordId,
      uploaded_by_organization_id: file.uploadedBy ?? file.organizationId,
      original_filename: file.filename,
      mime_type: "application/pdf",
      size_bytes: file.sizeBytes,
      sha256: sha,
      currency: "USD",
      status: "valid",
      storage_key: sha,
      ...(file.shared === false ? { shared_at: null } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Starts a multipart upload and goes away: sends the `currency` part and the start of a PDF file
 * part, then `fileBytes` more bytes, while declaring `declaredFileBytes` in all, and destroys the
 * connection `destroyAfterMs` after the last write (at once by default). Resolves when closed.
 */
export function abandonUpload(
  server: TestServer,
  urlPath: string,
  opts: { headers?: Record<string, string>; fileBytes: number; declaredFileBytes: number; destroyAfterMs?: number },
): Promise<void> {
  const boundary = "----cas-abandoned";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="currency"\r\n\r\nUSD\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  const url = new URL(`${server.baseUrl}${urlPath}`);
  return new Promise<void>((resolve) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: "POST",
      headers: {
        ...opts.headers,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(head.length + opts.declaredFileBytes),
      },
    });
    req.on("error", () => resolve());
    req.on("close", () => resolve());
    const leave = () => setTimeout(() => req.destroy(), opts.destroyAfterMs ?? 0);
    if (opts.fileBytes === 0) {
      req.write(head, leave);
    } else {
      req.write(head);
      req.write(Buffer.alloc(opts.fileBytes, 0x41), leave);
    }
  });
}

/** A minimal valid PDF with one page of text lines (no statement unless the lines make one). */
export function tinyPdf(extra = ""): Buffer {
  return Buffer.from(`%PDF-1.4\n% test file ${extra}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
}

/** The objects and staging leftovers under the storage root of a test server. */
export function storedFiles(dataDir: string): { objects: string[]; staging: string[] } {
  const root = path.join(dataDir, "files");
  const objects: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== ".staging") walk(p);
      } else objects.push(entry.name);
    }
  };
  walk(root);
  const stagingDir = path.join(root, ".staging");
  const staging = fs.existsSync(stagingDir) ? fs.readdirSync(stagingDir) : [];
  return { objects, staging };
}

/** Polls until `done` holds, up to `timeoutMs`; throws with the last value otherwise. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (v: T) => boolean,
  timeoutMs = 20000,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!done(last)) {
    if (Date.now() > deadline) throw new Error(`condition not reached; last value: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, intervalMs));
    last = await read();
  }
  return last;
}

/** Lists an organization's files as Self. */
export async function listOrgFiles(
  server: TestServer,
  org: TestOrg,
  token: string,
  query: Record<string, string | number | Array<string | number>> = {},
) {
  return server.request<{ items: Array<FinancialFile & { uploaded_by_organization_id: string }>; total_items: number }>(
    "GET",
    `/organizations/${org.id}/financial-files`,
    { token, as: { requester: org.id, target: org.id }, query },
  );
}
