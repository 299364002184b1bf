import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import { startS3, type TestS3 } from "../../../test/support/s3";
import { ApiError } from "../http/api-error";
import { type FileStorage, FsFileStorage } from "./storage";
import { CHUNK_BYTES, PgFileStorage } from "./storage-postgres";
import { S3FileStorage } from "./storage-s3";
import { PdfUploadGuard } from "./upload";

/**
 * The three file storages of api-design §12 behind one interface, each checked with the same
 * cases: the filesystem, PostgreSQL (the test database: PGlite, or the machine's PostgreSQL in
 * the api-postgres project) and S3 (s3rver in this process on a loopback port). Every case also
 * checks that nothing is left over: a refused or broken upload leaves no bytes in any backend.
 */

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const pdf = (n: number) => Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(n)]);

/** A source that sends `bytes` and then fails, as a client whose connection drops mid-upload. */
function brokenSource(bytes: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(bytes);
        return;
      }
      this.destroy(new Error("connection reset"));
    },
  });
}

interface Backend {
  storage: FileStorage;
  /** Everything the backend holds that is not a committed object (staging files, blobs, objects). */
  leftovers(): Promise<number>;
  /** Committed objects. */
  objects(): Promise<number>;
  /** Makes staged-but-unsettled uploads look two hours old (a process that died long ago). */
  age(): Promise<void>;
}

let server: TestServer;
let s3: TestS3;
let fsDir: string;
const backends: Record<string, () => Backend> = {};

beforeAll(async () => {
  server = await startTestServer();
  s3 = await startS3();
  fsDir = fs.mkdtempSync(path.join(os.tmpdir(), "cas-fs-storage-"));

  const fsStorage = new FsFileStorage(fsDir);
  const staging = path.join(fsDir, ".staging");
  const stagingFiles = () => (fs.existsSync(staging) ? fs.readdirSync(staging) : []);
  backends.local = () => ({
    storage: fsStorage,
    leftovers: async () => stagingFiles().length,
    objects: async () =>
      fs
        .readdirSync(fsDir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && /^[0-9a-f]{64}$/.test(e.name)).length,
    age: async () => {
      const past = new Date(Date.now() - 2 * 3600_000);
      for (const n of stagingFiles()) fs.utimesSync(path.join(staging, n), past, past);
    },
  });

  const db = server.built.services.db;
  const pgStorage = new PgFileStorage(db);
  backends.postgres = () => ({
    storage: pgStorage,
    leftovers: async () => {
      const c = await pgStorage.counts();
      return c.blobs - c.objects;
    },
    objects: async () => (await pgStorage.counts()).objects,
    age: async () => {
      await sql`update file_blobs set created_at = now() - interval '2 hours'
        where id not in (select blob_id from file_objects)`.execute(db);
    },
  });

  const s3Storage = new S3FileStorage(s3.settings);
  backends.s3 = () => ({
    storage: s3Storage,
    leftovers: async () => (await s3Storage.list("staging/")).length,
    objects: async () => (await s3Storage.list("files/")).length,
    // s3rver keeps LastModified as written; the sweep is checked with a zero age instead.
    age: async () => {},
  });
});

afterAll(async () => {
  (backends.s3?.().storage as S3FileStorage | undefined)?.client.destroy();
  await s3?.close();
  await server?.close();
  if (fsDir) fs.rmSync(fsDir, { recursive: true, force: true });
});

describe.each(["local", "postgres", "s3"])("FILE_STORAGE=%s", (name) => {
  const backend = () => (backends[name] as () => Backend)();

  it("stores content-addressed, reads back whole and streamed, keeps identical bytes once, deletes", async () => {
    const { storage, leftovers, objects } = backend();
    const before = await objects();
    // Larger than one PostgreSQL chunk and one S3 part boundary is not needed: 2.5 chunks.
    const bytes = pdf(Math.floor(CHUNK_BYTES * 2.5));
    const a = await storage.put(Readable.from([bytes]));
    expect(a).toEqual({ key: sha(bytes), sha256: sha(bytes), size: bytes.length });
    expect(await storage.exists(a.key)).toBe(true);
    expect((await storage.read(a.key)).equals(bytes)).toBe(true);
    const streamed: Buffer[] = [];
    for await (const chunk of await storage.get(a.key)) streamed.push(chunk as Buffer);
    expect(Buffer.concat(streamed).equals(bytes)).toBe(true);
    const again = await storage.put(Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
    expect(again.key).toBe(a.key);
    expect(await objects()).toBe(before + 1);
    expect(await leftovers()).toBe(0);
    await storage.delete(a.key);
    await storage.delete(a.key);
    expect(await storage.exists(a.key)).toBe(false);
    expect(await objects()).toBe(before);
    expect(await leftovers()).toBe(0);
  });

  it("answers a missing object with ENOENT and refuses keys that are not a SHA-256", async () => {
    const { storage } = backend();
    const missing = sha(randomBytes(8));
    await expect(storage.read(missing)).rejects.toMatchObject({ code: "ENOENT" });
    await expect(storage.get(missing)).rejects.toMatchObject({ code: "ENOENT" });
    await expect(storage.read("../../etc/passwd")).rejects.toThrow(/Invalid storage key/);
  });

  it("shows nothing under the key until commit, and nothing at all after discard", async () => {
    const { storage, leftovers } = backend();
    const bytes = pdf(5000);
    const staged = await storage.stage(Readable.from([bytes]));
    expect(staged.key).toBe(sha(bytes));
    expect(await storage.exists(staged.key)).toBe(false);
    expect(await leftovers()).toBe(1);
    await staged.discard();
    expect(await leftovers()).toBe(0);
    expect(await storage.exists(staged.key)).toBe(false);
  });

  it("leaves no bytes when the size limit refuses an upload mid-stream, or the file is not a PDF", async () => {
    const { storage, leftovers, objects } = backend();
    const before = await objects();
    // Over the limit only after several chunks have been written.
    const limit = CHUNK_BYTES * 2;
    const source = Readable.from(
      Array.from({ length: 12 }, (_, i) => (i === 0 ? pdf(CHUNK_BYTES / 4) : randomBytes(CHUNK_BYTES / 4))),
    );
    const err = await storage.stage(source, new PdfUploadGuard(limit)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe("invalid_file_size");
    const notPdf = await storage
      .stage(Readable.from([Buffer.from("GIF89a"), randomBytes(100)]), new PdfUploadGuard())
      .catch((e: unknown) => e);
    expect((notPdf as ApiError).code).toBe("not_allowed_file_type");
    expect(await leftovers()).toBe(0);
    expect(await objects()).toBe(before);
  });

  it("leaves no bytes when the client's connection drops mid-upload", async () => {
    const { storage, leftovers, objects } = backend();
    const before = await objects();
    await expect(storage.stage(brokenSource(pdf(CHUNK_BYTES * 2)))).rejects.toThrow("connection reset");
    expect(await leftovers()).toBe(0);
    expect(await objects()).toBe(before);
  });

  it("sweeps staged uploads a dead process left behind, and only those", async () => {
    const { storage, leftovers, age } = backend();
    const orphan = await storage.stage(Readable.from([pdf(3000)]));
    const kept = await storage.put(Readable.from([pdf(3000)]));
    expect(await leftovers()).toBe(1);
    await age();
    const maxAge = name === "s3" ? 0 : 3600_000;
    expect(await storage.sweepStaging(maxAge)).toBeGreaterThanOrEqual(1);
    expect(await leftovers()).toBe(0);
    expect(await storage.exists(orphan.key)).toBe(false);
    expect(await storage.exists(kept.key)).toBe(true);
    await storage.delete(kept.key);
  });
});

describe("FILE_STORAGE=s3 multipart", () => {
  it("streams a file larger than one part as a multipart upload, and a refused one leaves no object", async () => {
    const storage = (backends.s3 as () => Backend)().storage as S3FileStorage;
    const bytes = pdf(7 * 1024 * 1024);
    const stored = await storage.put(Readable.from([bytes.subarray(0, 3_000_000), bytes.subarray(3_000_000)]));
    expect(stored).toEqual({ key: sha(bytes), sha256: sha(bytes), size: bytes.length });
    expect((await storage.read(stored.key)).equals(bytes)).toBe(true);
    // Refused after the first 5 MiB part went out: the multipart upload is aborted, no object appears.
    const err = await storage
      .stage(Readable.from([bytes.subarray(0, 6_000_000), bytes.subarray(6_000_000)]), new PdfUploadGuard(6_500_000))
      .catch((e: unknown) => e);
    expect((err as ApiError).code).toBe("invalid_file_size");
    expect(await storage.list("staging/")).toEqual([]);
    expect((await storage.list("files/")).map((o) => o.key)).toEqual([`files/${stored.key}`]);
    await storage.delete(stored.key);
  });
});
