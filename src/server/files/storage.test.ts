import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../http/api-error";
import { FsFileStorage } from "./storage";
import { PdfUploadGuard } from "./upload";

let dir: string;
let storage: FsFileStorage;
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const staging = () => (fs.existsSync(path.join(dir, ".staging")) ? fs.readdirSync(path.join(dir, ".staging")) : []);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cas-storage-"));
  storage = new FsFileStorage(dir);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("FsFileStorage", () => {
  it("stores content-addressed, reads back, and keeps identical bytes once", async () => {
    const bytes = Buffer.from("%PDF-1.7 hello");
    const a = await storage.put(Readable.from([bytes]));
    expect(a).toEqual({ key: sha(bytes), sha256: sha(bytes), size: bytes.length });
    expect(fs.existsSync(storage.pathOf(a.key))).toBe(true);
    expect(await storage.read(a.key)).toEqual(bytes);
    const again = await storage.put(Readable.from([bytes]));
    expect(again.key).toBe(a.key);
    expect(staging()).toEqual([]);
    await storage.delete(a.key);
    expect(await storage.exists(a.key)).toBe(false);
  });

  it("shows nothing under the key until commit, and nothing at all after discard", async () => {
    const bytes = Buffer.from("%PDF-1.7 staged");
    const staged = await storage.stage(Readable.from([bytes]));
    expect(await storage.exists(staged.key)).toBe(false);
    expect(staging()).toHaveLength(1);
    await staged.discard();
    expect(staging()).toEqual([]);
    expect(await storage.exists(staged.key)).toBe(false);
  });

  it("leaves nothing when a check fails mid-stream", async () => {
    const source = Readable.from([Buffer.from("%PDF-"), Buffer.alloc(100, 0x41)]);
    const err = await storage.stage(source, new PdfUploadGuard(50)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe("invalid_file_size");
    expect(staging()).toEqual([]);
    const notPdf = await storage.stage(Readable.from([Buffer.from("GIF89a")]), new PdfUploadGuard()).catch((e) => e);
    expect((notPdf as ApiError).code).toBe("not_allowed_file_type");
    expect(staging()).toEqual([]);
  });

  it("refuses keys that are not a SHA-256 (no path traversal)", async () => {
    await expect(storage.read("../../etc/passwd")).rejects.toThrow(/Invalid storage key/);
  });

  it("sweeps staging files older than the limit only", async () => {
    const old = await storage.stage(Readable.from([Buffer.from("%PDF-old")]));
    const fresh = await storage.stage(Readable.from([Buffer.from("%PDF-fresh")]));
    const [oldName] = staging().filter((n) => fs.readFileSync(path.join(dir, ".staging", n), "utf8") === "%PDF-old");
    const past = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(path.join(dir, ".staging", oldName as string), past, past);
    expect(await storage.sweepStaging(3600_000)).toBe(1);
    expect(staging()).toHaveLength(1);
    await fresh.commit();
    await old.discard();
    expect(staging()).toEqual([]);
  });
});
