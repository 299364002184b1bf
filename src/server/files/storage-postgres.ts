import { randomUUID } from "node:crypto";
import { Readable, type Transform, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "kysely";
import {
  checkKey,
  type FileStorage,
  HashingStream,
  missingObject,
  type StagedObject,
  type StorageExecutor,
  type StoredObject,
} from "./storage";

/** Bytes per stored chunk: a 10 MiB file is 40 rows; a read holds one chunk at a time. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * FILE_STORAGE=postgres: bytes in the database (migration 0009), so every instance on it sees
 * every file and a backup of the database includes them.
 *
 * An upload streams into a new blob (`file_blobs`), one `file_chunks` row per 256 KiB, each
 * written as it fills (nothing but one chunk is held in memory). `commit` names the blob by its
 * key in `file_objects`, in the caller's transaction, so the object exists exactly when the
 * transaction that records the file commits. A blob that no object names is staging: `discard`
 * (or a failed stage) deletes it at once, and the hourly sweep removes those of a process that
 * died mid-upload.
 */
export class PgFileStorage implements FileStorage {
  readonly kind = "postgres";

  constructor(private readonly db: StorageExecutor) {}

  async stage(source: Readable, ...through: Transform[]): Promise<StagedObject> {
    const blobId = randomUUID();
    const db = this.db;
    await sql`insert into file_blobs (id) values (${blobId})`.execute(db);
    const hasher = new HashingStream();
    let seq = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const data = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      await sql`insert into file_chunks (blob_id, seq, data) values (${blobId}, ${seq}, ${data})`.execute(db);
      seq += 1;
    };
    const sink = new Writable({
      write(chunk: Buffer, _enc, callback) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes < CHUNK_BYTES) {
          callback();
          return;
        }
        flush().then(() => callback(), callback);
      },
      final(callback) {
        flush().then(() => callback(), callback);
      },
    });
    try {
      await pipeline([source, ...through, hasher, sink]);
    } catch (err) {
      await this.dropBlob(blobId).catch(() => {});
      throw err;
    }
    const sha256 = hasher.hash.digest("hex");
    const size = hasher.size;
    let committed = false;
    return {
      key: sha256,
      sha256,
      size,
      commit: async (trx?: StorageExecutor) => {
        if (committed) return;
        const executor = trx ?? db;
        const named = await sql<{ key: string }>`
          insert into file_objects (key, blob_id, size) values (${sha256}, ${blobId}, ${size})
          on conflict (key) do nothing
          returning key`.execute(executor);
        // The same bytes are stored already: this blob is not needed.
        if (named.rows.length === 0) await this.dropBlob(blobId, executor);
        committed = true;
      },
      // Deletes the blob unless an object names it (a commit whose transaction committed).
      discard: async () => {
        await this.dropBlob(blobId).catch(() => {});
      },
    };
  }

  /** Deletes a blob and its chunks unless an object names it. */
  private async dropBlob(blobId: string, executor: StorageExecutor = this.db): Promise<void> {
    await sql`
      delete from file_blobs b where b.id = ${blobId}
      and not exists (select 1 from file_objects o where o.blob_id = b.id)`.execute(executor);
  }

  async put(source: Readable): Promise<StoredObject> {
    const staged = await this.stage(source);
    await staged.commit();
    return { key: staged.key, size: staged.size, sha256: staged.sha256 };
  }

  private async locate(key: string): Promise<{ blobId: string; chunks: number }> {
    checkKey(key);
    const row = await sql<{ blob_id: string; chunks: number }>`
      select o.blob_id, (select count(*) from file_chunks c where c.blob_id = o.blob_id)::int as chunks
      from file_objects o where o.key = ${key}`.execute(this.db);
    const found = row.rows[0];
    if (!found) throw missingObject(key);
    return { blobId: found.blob_id, chunks: Number(found.chunks) };
  }

  /** Streams the chunks in order, reading the next one only when the reader wants it. */
  async get(key: string): Promise<Readable> {
    const { blobId, chunks } = await this.locate(key);
    const db = this.db;
    async function* read() {
      for (let seq = 0; seq < chunks; seq += 1) {
        const r = await sql<{ data: Uint8Array }>`
          select data from file_chunks where blob_id = ${blobId} and seq = ${seq}`.execute(db);
        const data = r.rows[0]?.data;
        if (!data) throw missingObject(key);
        yield Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      }
    }
    return Readable.from(read(), { objectMode: false });
  }

  async read(key: string): Promise<Buffer> {
    const { blobId } = await this.locate(key);
    const r = await sql<{ data: Uint8Array }>`
      select data from file_chunks where blob_id = ${blobId} order by seq`.execute(this.db);
    return Buffer.concat(r.rows.map((row) => row.data));
  }

  async exists(key: string): Promise<boolean> {
    checkKey(key);
    const r = await sql`select 1 from file_objects where key = ${key}`.execute(this.db);
    return r.rows.length > 0;
  }

  async delete(key: string, trx?: StorageExecutor): Promise<void> {
    checkKey(key);
    const executor = trx ?? this.db;
    await sql`
      with gone as (delete from file_objects where key = ${key} returning blob_id)
      delete from file_blobs where id in (select blob_id from gone)`.execute(executor);
  }

  async sweepStaging(maxAgeMs = 3600_000): Promise<number> {
    const r = await sql`
      delete from file_blobs b
      where b.created_at < now() - make_interval(secs => ${maxAgeMs / 1000})
      and not exists (select 1 from file_objects o where o.blob_id = b.id)`.execute(this.db);
    return Number(r.numAffectedRows ?? 0);
  }

  /** Staging blobs and stored objects (for tests and the storage move). */
  async counts(): Promise<{ blobs: number; objects: number; chunks: number }> {
    const r = await sql<{ blobs: number; objects: number; chunks: number }>`
      select (select count(*) from file_blobs)::int as blobs, (select count(*) from file_objects)::int as objects,
             (select count(*) from file_chunks)::int as chunks`.execute(this.db);
    const row = r.rows[0];
    return { blobs: Number(row?.blobs ?? 0), objects: Number(row?.objects ?? 0), chunks: Number(row?.chunks ?? 0) };
  }
}
