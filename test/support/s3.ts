import fs from "node:fs";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
// @ts-expect-error s3rver ships no types
import S3rver from "s3rver";
import type { S3Settings } from "../../src/server/config";

/**
 * An S3-compatible store in this process (s3rver, a devDependency) on a loopback port, with one
 * bucket, its objects under a temporary directory. `settings` is what FILE_STORAGE=s3 is given.
 */
export interface TestS3 {
  settings: S3Settings;
  /** s3rver's directory (its own layout: objects and in-progress multipart parts). */
  directory: string;
  close(): Promise<void>;
}

export async function startS3(bucket = "cas-files"): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "cas-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as { port: number };
  return {
    directory,
    settings: {
      bucket,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${address.port}`,
      forcePathStyle: true,
      // s3rver's fixed credentials.
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    },
    async close() {
      const http = (server as { httpServer?: Server }).httpServer;
      http?.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
