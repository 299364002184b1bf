import type { Config } from "../config";
import type { Database } from "../db/database";
import { type FileStorage, localFileStorage } from "./storage";
import { PgFileStorage } from "./storage-postgres";
import { S3FileStorage } from "./storage-s3";

/** The file storage FILE_STORAGE names (api-design §12; config.ts picks the default). */
export function createFileStorage(
  config: Pick<Config, "fileStorage" | "s3" | "dataDir">,
  database: Database,
): FileStorage {
  switch (config.fileStorage) {
    case "postgres":
      return new PgFileStorage(database.db);
    case "s3":
      if (!config.s3) throw new Error("FILE_STORAGE=s3 needs S3_BUCKET");
      return new S3FileStorage(config.s3);
    default:
      return localFileStorage(config.dataDir);
  }
}
