import { createHash, randomUUID } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Kysely } from "kysely";
import { type BackgroundTask, periodicTask } from "../background/tasks";
import type { DB } from "../db/schema";

/**
 * Where the bytes of financial files live (api-design §12), behind a small interface with three
 * backends: the filesystem (here), PostgreSQL (storage-postgres.ts) and S3 (storage-s3.ts).
 * Objects are content-addressed: the key is the SHA-256 of the bytes, so the same file uploaded
 * twice is stored once.
 *
 * `commit`, `delete` take the caller's open transaction, if any: the PostgreSQL backend writes
 * through it (the object then exists exactly when the file row does; on the embedded database,
 * whose one connection the transaction holds, there is no other way); the others ignore it.
 */
export type StorageExecutor = Kysely<DB>;
export interface StoredObject {
  key: string;
  size: number;
  sha256: string;
}

/**
 * Bytes received and hashed but not yet visible under their key. `commit` makes them visible
 * (atomically); `discard` forgets them. A staged upload that is neither committed nor discarded
 * leaves only a temporary file, never an object.
 */
export interface StagedObject extends StoredObject {
  commit(trx?: StorageExecutor): Promise<void>;
  discard(): Promise<void>;
}

export interface FileStorage {
  readonly kind: "local" | "postgres" | "s3";
  /**
   * Streams `source` (through the optional checking transforms, in order) into staging while
   * hashing it; rejects (leaving nothing) if any stream fails.
   */
  stage(source: Readable, ...through: Transform[]): Promise<StagedObject>;
  /** `stage` then `commit`. */
  put(source: Readable): Promise<StoredObject>;
  /** The bytes of an object as a stream; rejects with code ENOENT when there is none. */
  get(key: string): Promise<Readable>;
  /** The bytes of an object in memory (files are at most 10 MiB). */
  read(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  /** Removes an object; no error when it is already gone. */
  delete(key: string, trx?: StorageExecutor): Promise<void>;
  /** Removes staging leftovers older than `maxAgeMs` (a process died mid-upload); returns how many. */
  sweepStaging(maxAgeMs?: number): Promise<number>;
}

const KEY = /^[0-9a-f]{64}$/;

export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** Hashes what passes through and counts it. */
export class HashingStream extends Transform {
  readonly hash = createHash("sha256");
  size = 0;
  override _transform(chunk: Buffer, _enc: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    callback(null, chunk);
  }
}

/**
 * Content-addressed files under `root`: `root/ab/cd/<sha256>`. Uploads are written to
 * `root/.staging/<uuid>`, flushed to disk, then renamed into place (rename is atomic within one
 * filesystem), so a reader never sees a partial object and a failed upload leaves no object.
 * The directory is created on first use.
 */
export class FsFileStorage implements FileStorage {
  readonly kind = "local";
  readonly root: string;
  private readonly staging: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.staging = path.join(this.root, ".staging");
  }

  pathOf(key: string): string {
    checkKey(key);
    return path.join(this.root, key.slice(0, 2), key.slice(2, 4), key);
  }

  async stage(source: Readable, ...through: Transform[]): Promise<StagedObject> {
    await fsp.mkdir(this.staging, { recursive: true, mode: 0o700 });
    const temp = path.join(this.staging, randomUUID());
    const hasher = new HashingStream();
    // A large buffer lets chunks that arrive while a write is in flight go out together (writev).
    const out = fs.createWriteStream(temp, { flags: "wx", mode: 0o600, highWaterMark: 1024 * 1024 });
    try {
      await pipeline([source, ...through, hasher, out]);
      const handle = await fsp.open(temp, "r");
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    } catch (err) {
      out.destroy();
      // The file is opened asynchronously: a pipeline that fails early (a refused first chunk, a
      // client gone) can get here before the open finished, and the open would then create the
      // file after it was removed. Wait until the stream has closed its descriptor.
      if (!out.closed) await once(out, "close").catch(() => undefined);
      await fsp.rm(temp, { force: true });
      throw err;
    }
    const sha256 = hasher.hash.digest("hex");
    const final = this.pathOf(sha256);
    let settled = false;
    return {
      key: sha256,
      sha256,
      size: hasher.size,
      commit: async () => {
        if (settled) return;
        settled = true;
        await fsp.mkdir(path.dirname(final), { recursive: true, mode: 0o700 });
        if (await exists(final)) {
          await fsp.rm(temp, { force: true });
          return;
        }
        await fsp.rename(temp, final);
      },
      discard: async () => {
        if (settled) return;
        settled = true;
        await fsp.rm(temp, { force: true });
      },
    };
  }

  async put(source: Readable): Promise<StoredObject> {
    const staged = await this.stage(source);
    await staged.commit();
    return { key: staged.key, size: staged.size, sha256: staged.sha256 };
  }

  async get(key: string): Promise<Readable> {
    const handle = await fsp.open(this.pathOf(key), "r");
    return handle.createReadStream();
  }

  async read(key: string): Promise<Buffer> {
    return fsp.readFile(this.pathOf(key));
  }

  async exists(key: string): Promise<boolean> {
    return exists(this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  /** Removes staging files older than `maxAgeMs` (left by a process that died mid-upload). */
  async sweepStaging(maxAgeMs = 3600_000): Promise<number> {
    let names: string[];
    try {
      names = await fsp.readdir(this.staging);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      const p = path.join(this.staging, name);
      const stat = await fsp.stat(p).catch(() => undefined);
      if (stat && Date.now() - stat.mtimeMs > maxAgeMs) {
        await fsp.rm(p, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}

async function exists(p: string): Promise<boolean> {
  try {
    await fsp.access(p);
    return true;
  } catch {
    return false;
  }
}

/** The filesystem storage under DATA_DIR/files (FILE_STORAGE=local). */
export function localFileStorage(dataDir: string): FsFileStorage {
  return new FsFileStorage(path.join(dataDir, "files"));
}

/** A stored object is missing: the error `get` and `read` reject with (code ENOENT, as the filesystem's). */
export function missingObject(key: string): Error {
  return Object.assign(new Error(`No stored object ${key}`), { code: "ENOENT" });
}

/**
 * Hourly removal of staging files left by a process that died mid-upload (an upload in progress
 * is never that old: requests time out long before).
 */
export function stagingSweepTask(storage: FileStorage, onError: (err: unknown) => void): BackgroundTask {
  return periodicTask(
    "files-staging-sweep",
    3600_000,
    async () => {
      await storage.sweepStaging();
    },
    onError,
  );
}
