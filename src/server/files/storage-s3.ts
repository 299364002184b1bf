import { randomUUID } from "node:crypto";
import { PassThrough, Readable, type Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3Settings } from "../config";
import {
  checkKey,
  type FileStorage,
  HashingStream,
  missingObject,
  type StagedObject,
  type StoredObject,
} from "./storage";

/** S3's smallest multipart part; a file of the 10 MiB limit is at most three parts. */
const PART_BYTES = 5 * 1024 * 1024;
const STAGING = "staging/";
const OBJECTS = "files/";

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only when an operation needs them: S3-compatible stores (MinIO, R2, ...) vary in support.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  };
}

/**
 * FILE_STORAGE=s3: objects in a bucket (S3, or MinIO, R2... through S3_ENDPOINT and
 * S3_FORCE_PATH_STYLE=1), under `files/<sha256>`. An upload streams to `staging/<uuid>` through
 * the SDK's multipart uploader (parts of 5 MiB, so memory stays bounded) while it is hashed;
 * `commit` copies it under its key (skipped when the same bytes are there) and deletes the
 * staging object. A refused or failed upload aborts the multipart upload and deletes the staging
 * object; the hourly sweep removes staging objects and multipart uploads older than an hour (a
 * process that died mid-upload). Where the store lists no multipart uploads, a bucket lifecycle
 * rule (AbortIncompleteMultipartUpload) is the insurance: docs/deployment.md.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = "s3";
  readonly client: S3Client;
  readonly bucket: string;

  constructor(settings: S3Settings) {
    this.client = new S3Client(s3ClientConfig(settings));
    this.bucket = settings.bucket;
  }

  keyOf(key: string): string {
    return `${OBJECTS}${checkKey(key)}`;
  }

  async stage(source: Readable, ...through: Transform[]): Promise<StagedObject> {
    const temp = `${STAGING}${randomUUID()}`;
    const hasher = new HashingStream();
    const body = new PassThrough({ highWaterMark: 1024 * 1024 });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: temp, Body: body, ContentType: "application/pdf" },
      partSize: PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    const uploaded = upload.done();
    // An upload that fails stops reading: end the pipeline too, with its error.
    uploaded.catch((err: unknown) => body.destroy(err instanceof Error ? err : new Error(String(err))));
    try {
      await pipeline([source, ...through, hasher, body]);
      await uploaded;
    } catch (err) {
      await upload.abort().catch(() => {});
      await uploaded.catch(() => {});
      await this.deleteRaw(temp).catch(() => {});
      throw err;
    }
    const sha256 = hasher.hash.digest("hex");
    const final = this.keyOf(sha256);
    let settled = false;
    return {
      key: sha256,
      sha256,
      size: hasher.size,
      commit: async () => {
        if (settled) return;
        if (!(await this.existsRaw(final))) {
          await this.client.send(
            new CopyObjectCommand({
              Bucket: this.bucket,
              Key: final,
              CopySource: `${this.bucket}/${temp}`,
              ContentType: "application/pdf",
              MetadataDirective: "REPLACE",
            }),
          );
        }
        settled = true;
        await this.deleteRaw(temp).catch(() => {});
      },
      discard: async () => {
        if (settled) return;
        settled = true;
        await this.deleteRaw(temp);
      },
    };
  }

  async put(source: Readable): Promise<StoredObject> {
    const staged = await this.stage(source);
    await staged.commit();
    return { key: staged.key, size: staged.size, sha256: staged.sha256 };
  }

  async get(key: string): Promise<Readable> {
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }));
      const body = r.Body;
      if (!body) throw missingObject(key);
      return body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as never);
    } catch (err) {
      if (isNotFound(err)) throw missingObject(key);
      throw err;
    }
  }

  async read(key: string): Promise<Buffer> {
    const stream = await this.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async exists(key: string): Promise<boolean> {
    return this.existsRaw(this.keyOf(key));
  }

  async delete(key: string): Promise<void> {
    await this.deleteRaw(this.keyOf(key));
  }

  private async existsRaw(objectKey: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: objectKey }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  private async deleteRaw(objectKey: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: objectKey }));
  }

  /** Every object key under a prefix, with its last-modified time. */
  async list(prefix: string): Promise<Array<{ key: string; modified: Date }>> {
    const out: Array<{ key: string; modified: Date }> = [];
    let token: string | undefined;
    do {
      const r = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const o of r.Contents ?? []) if (o.Key) out.push({ key: o.Key, modified: o.LastModified ?? new Date(0) });
      token = r.IsTruncated ? r.NextContinuationToken : undefined;
    } while (token);
    return out;
  }

  async sweepStaging(maxAgeMs = 3600_000): Promise<number> {
    const before = Date.now() - maxAgeMs;
    let removed = 0;
    for (const o of await this.list(STAGING)) {
      if (o.modified.getTime() < before) {
        await this.deleteRaw(o.key);
        removed += 1;
      }
    }
    try {
      const r = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: STAGING }));
      for (const u of r.Uploads ?? []) {
        if (u.Key && u.UploadId && (u.Initiated?.getTime() ?? 0) < before) {
          await this.client.send(
            new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: u.Key, UploadId: u.UploadId }),
          );
          removed += 1;
        }
      }
    } catch {
      // Some S3-compatible stores do not list multipart uploads: the bucket's lifecycle rule covers them.
    }
    return removed;
  }
}
