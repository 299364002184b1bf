import type { Config } from "../config";
import { type Database, openPglite, openPostgres } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { createFileStorage } from "./select-storage";
import type { FileStorage, FsFileStorage } from "./storage";
import { localFileStorage } from "./storage";

export interface MoveReport {
  /** Objects copied to the target (read back and checked against their sha256). */
  moved: number;
  /** Objects the target had already (an earlier run, or the same bytes uploaded since). */
  present: number;
  /** Objects a file row names that are in neither storage. */
  missing: string[];
  /** Local copies removed (`deleteLocal`), only after the target holds them. */
  deletedLocal: number;
}

/**
 * Copies every object a financial file names from the local storage (DATA_DIR/files) to `target`
 * (postgres or s3). Idempotent: an object the target has is skipped, so a second run after the
 * instances were switched to the new FILE_STORAGE catches the uploads made meanwhile. Each copy
 * is checked: the target derives the key from the bytes it received, which must be the key.
 */
export async function moveLocalFiles(
  database: Database,
  source: FsFileStorage,
  target: FileStorage,
  opts: { deleteLocal?: boolean; progress?: (line: string) => void } = {},
): Promise<MoveReport> {
  const keys = await database.db
    .selectFrom("financial_files")
    .select("storage_key")
    .distinct()
    .orderBy("storage_key")
    .execute();
  const report: MoveReport = { moved: 0, present: 0, missing: [], deletedLocal: 0 };
  for (const { storage_key: key } of keys) {
    const inTarget = await target.exists(key);
    const inSource = await source.exists(key);
    if (!inTarget) {
      if (!inSource) {
        report.missing.push(key);
        continue;
      }
      const stored = await target.put(await source.get(key));
      if (stored.key !== key) {
        await target.delete(stored.key);
        throw new Error(`The local object ${key} does not hash to its key (got ${stored.key}); nothing moved for it`);
      }
      report.moved += 1;
      opts.progress?.(`moved ${key} (${stored.size} bytes)`);
    } else {
      report.present += 1;
    }
    if (opts.deleteLocal && inSource) {
      await source.delete(key);
      report.deletedLocal += 1;
    }
  }
  return report;
}

/**
 * `npm run admin -- move-files`: opens the database and both storages from the environment
 * (DATABASE_URL or the embedded database under DATA_DIR, FILE_STORAGE/`to`, S3_*) and moves the
 * local files. With the embedded database the server must be stopped (one process at a time).
 */
export async function moveFilesFromConfig(
  config: Config,
  to: "postgres" | "s3",
  opts: { deleteLocal?: boolean; progress?: (line: string) => void } = {},
): Promise<MoveReport> {
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl, 2, config.databaseTimeouts)
    : await openPglite(config.dataDir);
  try {
    await migrateToLatest(database);
    const target = await createFileStorage({ ...config, fileStorage: to }, database);
    return await moveLocalFiles(database, localFileStorage(config.dataDir), target, opts);
  } finally {
    await database.close();
  }
}
