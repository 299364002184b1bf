import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test/support/harness";

/**
 * How the built console is served: hashed /assets/* cached for a year as immutable, the SPA
 * fallback (index.html) revalidated every time, and the .br/.gz files the build writes beside its
 * text files sent as they are to clients that accept them.
 */

let server: TestServer;
let consoleDir: string;
const script = "console.log('the console entry, long enough to be worth compressing');\n".repeat(40);

beforeAll(async () => {
  consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), "cas-console-assets-"));
  fs.writeFileSync(
    path.join(consoleDir, "index.html"),
    '<!doctype html><script type="module" src="/assets/app-1a2b.js"></script>',
  );
  fs.mkdirSync(path.join(consoleDir, "assets"));
  const file = path.join(consoleDir, "assets", "app-1a2b.js");
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  server = await startTestServer({ consoleDir });
});
afterAll(async () => {
  await server?.close();
  if (consoleDir) fs.rmSync(consoleDir, { recursive: true, force: true });
});

/** A raw GET (fetch would decode the body and hide the encoding). */
function get(urlPath: string, acceptEncoding?: string) {
  const { port } = new URL(server.origin);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    http
      .get({ host: "127.0.0.1", port, path: urlPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

describe("console static files", () => {
  it("hashed assets are cached for a year as immutable; the SPA fallback is revalidated", async () => {
    const asset = await get("/assets/app-1a2b.js");
    expect(asset.status).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const page = await get("/credit-applications");
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.body.toString()).toContain("<!doctype html>");
  });

  it("sends the precompressed file the client accepts (br, else gzip, else identity) and varies on it", async () => {
    const br = await get("/assets/app-1a2b.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await get("/assets/app-1a2b.js", "gzip, deflate");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get("/assets/app-1a2b.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });
});
