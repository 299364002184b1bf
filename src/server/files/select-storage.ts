import type { Config } from "../config";
import type { Database } from "../db/database";
import { type FileStorage, localFileStorage } from "./storage";
import { PgFileStorage } from "./storage-postgres";

/**
 * The file storage FILE_STORAGE names (api-design §12; config.ts picks the default). The AWS SDK
 * is loaded only for `s3` (it adds half a second to every start otherwise).
 */
export async function createFileStorage(
  config: Pick<Config, "fileStorage" | "s3" | "dataDir">,
  database: Database,
): Promise<FileStorage> {
  switch (config.fileStorage) {
    case "postgres":
      return new PgFileStorage(database.db);
    case "s3": {
      if (!config.s3) throw new Error("FILE_STORAGE=s3 needs S3_BUCKET");
      const { S3FileStorage } = await import("./storage-s3");
      return new S3FileStorage(config.s3);
    }
    default:
      return localFileStorage(config.dataDir);
  }
}
