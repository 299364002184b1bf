import { type Kysely, sql, type Transaction } from "kysely";
import { recomputeAnalyticsIn } from "../analytics/recompute";
import { type BackgroundTask, periodicTask } from "../background/tasks";
import type { DB } from "../db/schema";
import { ApiError } from "../http/api-error";
import { auditChange, storedActor } from "../people/acting";
import type { Services } from "../services";
import { recordFileProcessedEvent, recordFileWithdrawnEvent, recordMetricsUpdatedEvent } from "../webhooks/events";
import { type FinancialFileRow, isHeld, lockStorageKey, visibleTo } from "./queries";

/**
 * Withdrawing a financial file and sharing a held one (issue 23; docs/records-and-requests.md,
 * "Withdrawn and held files"). Both are allowed to the organization that uploaded the file only,
 * and each is one transaction: the row changes, the owner's metrics and scores are recomputed
 * without (or with) the file's documents, and the webhook events are written to the outbox.
 */

/** Which file, addressed through whose files, by whom. */
export interface FileAction {
  fileId: string;
  /** The owner the path names: an organization's own files, or one private record's. */
  owner: { organizationId: string } | { privateRecordId: string };
  requesterId: string;
}

function belongs(row: FinancialFileRow, owner: FileAction["owner"]): boolean {
  return "privateRecordId" in owner
    ? row.private_record_id === owner.privateRecordId
    : row.organization_id === owner.organizationId && row.private_record_id === null;
}

/** The file under a row lock, checked: 404 unless the caller may see it, 403 unless it uploaded it. */
async function lockUploadersFile(trx: Transaction<DB>, action: FileAction): Promise<FinancialFileRow> {
  const row = await trx
    .selectFrom("financial_files")
    .selectAll()
    .where("id", "=", action.fileId)
    .forUpdate()
    .executeTakeFirst();
  if (!row || !belongs(row, action.owner) || !visibleTo(row, action.requesterId)) {
    throw new ApiError("financial_file_not_found");
  }
  if (row.uploaded_by_organization_id !== action.requesterId) throw new ApiError("financial_file_uploader_only");
  return row;
}

/** Recomputes the owner's metrics and scores in the transaction and tells their readers. */
async function recomputeOwner(trx: Transaction<DB>, row: FinancialFileRow): Promise<void> {
  const subject = row.private_record_id
    ? { privateRecordId: row.private_record_id }
    : { organizationId: row.organization_id };
  const result = await recomputeAnalyticsIn(trx, subject);
  await recordMetricsUpdatedEvent(trx, subject, result.currentScore);
}

/**
 * Withdraws a file: 409 financial_file_already_withdrawn the second time. Its documents leave the
 * metrics (`analysis` false, then the recompute, which reads only documents of files that are
 * shared and not withdrawn); `financial_file.withdrawn` goes to whoever could read the file.
 */
export async function withdrawFile(db: Kysely<DB>, action: FileAction, reason: string): Promise<FinancialFileRow> {
  return db.transaction().execute(async (trx) => {
    const row = await lockUploadersFile(trx, action);
    if (row.withdrawn_at !== null) throw new ApiError("financial_file_already_withdrawn");
    const person = await storedActor(trx);
    const withdrawn = await trx
      .updateTable("financial_files")
      .set({
        withdrawn_at: sql`now()`,
        withdrawn_by_organization_id: action.requesterId,
        withdrawal_reason: reason,
        withdrawn_by_actor_kind: person.actor_kind,
        withdrawn_by_actor_id: person.actor_id,
        withdrawn_by_actor_label: person.actor_label,
        updated_at: sql`now()`,
      })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const used = await trx
      .updateTable("financial_documents")
      .set({ analysis: false, updated_at: sql`now()` })
      .where("file_id", "=", row.id)
      .where("analysis", "=", true)
      .returning("id")
      .execute();
    if (used.length > 0) await recomputeOwner(trx, withdrawn);
    await recordFileWithdrawnEvent(trx, withdrawn);
    await auditChange(trx, "file_withdrawn", { financial_file_id: row.id });
    return withdrawn;
  });
}

/**
 * Shares a file held for its uploader's review with the owner and its Hosts: 409
 * financial_file_not_held when it is not held (shared already, or still being checked), 409
 * financial_file_already_withdrawn after a withdrawal. Its documents may then enter the metrics
 * (those waiting for review still wait), and its readers learn of it (financial_file.processed).
 */
export async function shareHeldFile(db: Kysely<DB>, action: FileAction): Promise<FinancialFileRow> {
  return db.transaction().execute(async (trx) => {
    const row = await lockUploadersFile(trx, action);
    if (row.withdrawn_at !== null) throw new ApiError("financial_file_already_withdrawn");
    if (!isHeld(row)) throw new ApiError("financial_file_not_held");
    const shared = await trx
      .updateTable("financial_files")
      .set({ shared_at: sql`now()`, updated_at: sql`now()` })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recomputeOwner(trx, shared);
    if (shared.status === "valid" || shared.status === "invalid" || shared.status === "failed") {
      await recordFileProcessedEvent(trx, shared, shared.status, { except: shared.uploaded_by_organization_id });
    }
    return shared;
  });
}

/** How often the retention task looks for withdrawn files whose bytes are due for deletion. */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes from the storage the bytes of files withdrawn more than `days` ago (0: every withdrawn
 * file) and marks them `content_deleted_at`. The storage is content-addressed: an object still
 * referenced by another file whose bytes are kept (not withdrawn, or withdrawn more recently)
 * stays, and goes when the last such file is pruned. Each file is one transaction under the
 * storage key's lock (an upload of the same bytes waits for it, or it sees the upload's row); the
 * rows are claimed with SKIP LOCKED, so several instances share the work. Returns how many files
 * were pruned and how many objects deleted.
 */
export async function pruneWithdrawnFiles(
  services: Pick<Services, "db" | "storage">,
  days: number,
): Promise<{ files: number; objects: number }> {
  const cutoff = sql<Date>`now() - ${days}::double precision * interval '1 day'`;
  let files = 0;
  let objects = 0;
  for (;;) {
    const done = await services.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("financial_files")
        .select(["id", "storage_key"])
        .where("withdrawn_at", "is not", null)
        .where("withdrawn_at", "<=", cutoff)
        .where("content_deleted_at", "is", null)
        .orderBy("withdrawn_at")
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!row) return false;
      await lockStorageKey(trx, row.storage_key);
      await trx
        .updateTable("financial_files")
        .set({ content_deleted_at: sql`now()`, updated_at: sql`now()` })
        .where("id", "=", row.id)
        .execute();
      const kept = await trx
        .selectFrom("financial_files")
        .select("id")
        .where("storage_key", "=", row.storage_key)
        .where("content_deleted_at", "is", null)
        .executeTakeFirst();
      if (!kept) {
        await services.storage.delete(row.storage_key, trx);
        objects++;
      }
      files++;
      return true;
    });
    if (!done) return { files, objects };
  }
}

/** Runs pruneWithdrawnFiles every hour with FILE_WITHDRAWAL_RETENTION_DAYS (docs/deployment.md). */
export function withdrawnFileRetentionTask(
  services: Pick<Services, "db" | "storage">,
  days: number,
  onError: (err: unknown) => void,
): BackgroundTask {
  return periodicTask(
    "withdrawn file retention",
    PRUNE_INTERVAL_MS,
    async () => void (await pruneWithdrawnFiles(services, days)),
    onError,
  );
}
