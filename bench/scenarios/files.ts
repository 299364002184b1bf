import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FsFileStorage } from "../../src/server/files/storage";
import { registerScenario } from "../registry";

/**
 * Files and extraction (issue 4) in `npm run bench`: 5 MB PDF uploads (multipart/form-data) to
 * POST /v1-beta/organizations/{org_id}/financial-files; MB/s = req/s × 5. The same bytes every
 * time (autocannon repeats one request), so after the first upload each one is streamed, checked,
 * hashed, written to staging and flushed, then finds its object stored already. Distinct bytes,
 * extraction time per page and upload → valid are `npm run bench:files` (bench/files.ts).
 */

const FILE_BYTES = 5 * 1000 * 1000;

registerScenario({
  name: "upload 5 MB PDF",
  section: "Files and extraction",
  description: "POST /v1-beta/organizations/{org_id}/financial-files, 5,000,000-byte PDF (multipart); MB/s = req/s × 5",
  connections: 4,
  prepare: async (ctx) => {
    // Keep the bench's uploads out of the working directory's DATA_DIR.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cas-bench-upload-"));
    ctx.services.storage = new FsFileStorage(dir);
    process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
    const boundary = "----bench-upload-boundary";
    // ASCII only: autocannon sends a string body as UTF-8.
    const pdf = `%PDF-1.7\n%${"bench padding line ".repeat(Math.ceil(FILE_BYTES / 19))}`.slice(0, FILE_BYTES - 1);
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="currency"\r\n\r\nUSD\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n${pdf}\n\r\n--${boundary}--\r\n`;
    return {
      method: "POST",
      path: `/v1-beta/organizations/${ctx.org.id}/financial-files`,
      headers: { ...ctx.orgHeaders(await ctx.token()), "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
    };
  },
});
