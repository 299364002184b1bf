import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import {
  confirmOrganizationFinancialFile,
  fileMediaTypes,
  getOrganizationFinancialFile,
  getOrganizationFinancialFileContent,
  getPrivateRecordFinancialFile,
  getPrivateRecordFinancialFileContent,
  listOrganizationFinancialFiles,
  listOrganizationFinancialFileWithdrawals,
  listPrivateRecordFinancialFiles,
  uploadOrganizationFinancialFile,
  uploadPrivateRecordFinancialFile,
  withdrawOrganizationFinancialFile,
  withdrawPrivateRecordFinancialFile,
} from "../../contract/files";
import type { DB } from "../db/schema";
import { isUuid } from "../db/sql-helpers";
import { EXTRACT_JOB } from "../extraction/job";
import { ApiError, validationFailure } from "../http/api-error";
import { registerEndpoint } from "../http/register";
import { enqueue } from "../jobs/queue";
import { auditChange, storedActor } from "../people/acting";
import { requireOwnPrivateRecord } from "../records/queries";
import { markPartiallyFulfilled } from "../requests/service";
import type { Services } from "../services";
import { sendFileContent } from "./content";
import {
  type Duplicates,
  type FileContext,
  type FinancialFileRow,
  fileContext,
  findDuplicate,
  findFinancialFile,
  hasSubscription,
  listFinancialFiles,
  listWithdrawnFiles,
  lockStorageKey,
  toFinancialFile,
  toOrganizationFinancialFile,
  toWithdrawnTombstone,
  visibleTo,
} from "./queries";
import type { ReceivedUpload } from "./upload";
import { receiveUpload } from "./upload";
import {
  redactForViewer,
  redactTombstoneForViewer,
  requestHostsOf,
  type Viewer,
  visibleOrganizationId,
} from "./visibility";
import { shareHeldFile, withdrawFile } from "./withdrawal";

interface NewFile {
  organizationId: string;
  privateRecordId: string | null;
  uploadedBy: string;
  documentRequestId: string | null;
  currency: string;
}

/** Removes a stored object that no file row references (after a failed upload committed it). */
async function removeIfUnreferenced(services: Services, key: string): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    await lockStorageKey(trx, key);
    const used = await trx.selectFrom("financial_files").select("id").where("storage_key", "=", key).executeTakeFirst();
    if (!used) await services.storage.delete(key, trx);
  });
}

/**
 * Records an upload: in one transaction the document request (if any) is answered, the file row
 * is inserted, its extraction job is enqueued and the staged bytes are moved under their key
 * (under a lock on the key). If anything fails, the staged bytes are discarded and no row exists.
 * Under the same lock the owner's earlier file with the same bytes, if any, is looked up: the new
 * row names it (`duplicate_of_file_id`, a duplicate_file warning); the file is stored all the same.
 */
export async function storeUpload(
  services: Services,
  upload: ReceivedUpload,
  file: NewFile,
): Promise<{ row: FinancialFileRow; duplicates: Duplicates }> {
  const { staged } = upload;
  let committed = false;
  try {
    return await services.db.transaction().execute(async (trx) => {
      if (file.documentRequestId) {
        // The Guest's open request (or its Host's, when the Host uploads for it) moves to partially.
        await markPartiallyFulfilled(trx, file.documentRequestId, file.organizationId, {
          uploaderOrganizationId: file.uploadedBy,
        });
      }
      await lockStorageKey(trx, staged.key);
      const duplicate = await findDuplicate(
        trx,
        file.privateRecordId === null
          ? { organizationId: file.organizationId, privateRecordId: null }
          : { privateRecordId: file.privateRecordId },
        file.uploadedBy,
        staged.sha256,
      );
      // Into another organization's files: shared once extraction found no other company's name.
      const intoAnother = file.privateRecordId === null && file.uploadedBy !== file.organizationId;
      const person = await storedActor(trx);
      const row = await trx
        .insertInto("financial_files")
        .values({
          organization_id: file.organizationId,
          private_record_id: file.privateRecordId,
          uploaded_by_organization_id: file.uploadedBy,
          document_request_id: file.documentRequestId,
          original_filename: upload.filename,
          mime_type: fileMediaTypes[upload.kind],
          size_bytes: staged.size,
          sha256: staged.sha256,
          currency: file.currency,
          status: "uploaded",
          file_message: null,
          storage_key: staged.key,
          duplicate_of_file_id: duplicate?.id ?? null,
          ...(intoAnother ? { shared_at: null } : {}),
          uploaded_by_actor_kind: person.actor_kind,
          uploaded_by_actor_id: person.actor_id,
          uploaded_by_actor_label: person.actor_label,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await auditChange(trx, "file_uploaded", {
        financial_file_id: row.id,
        organization_id: file.organizationId,
        private_record_id: file.privateRecordId,
        document_request_id: file.documentRequestId,
      });
      await enqueue(trx, EXTRACT_JOB, { file_id: row.id });
      committed = true;
      await staged.commit(trx);
      return { row, duplicates: new Map(duplicate ? [[duplicate.id, duplicate]] : []) };
    });
  } catch (err) {
    await staged.discard();
    if (committed) await removeIfUnreferenced(services, staged.key).catch(() => {});
    throw err;
  }
}

async function requireSubscription(db: Kysely<DB>, organizationId: string): Promise<void> {
  if (!(await hasSubscription(db, organizationId))) throw new ApiError("no_subscription");
}

export function fileRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  registerEndpoint(app, services, listOrganizationFinancialFiles, async ({ ctx, query }) => {
    const { rows, total } = await listFinancialFiles(
      db,
      { organizationId: ctx.subjectId, privateRecordId: null },
      { organizationId: ctx.requesterId, includeWithdrawn: query.include_withdrawn },
      query,
    );
    const [context, requestHosts] = await Promise.all([fileContext(db, rows), requestHostsOf(db, rows)]);
    const viewer: Viewer = { organizationId: ctx.requesterId, ownerId: ctx.subjectId };
    return {
      items: rows.map((r) => redactForViewer(toOrganizationFinancialFile(r, context), viewer, requestHosts)),
      total_items: total,
    };
  });

  registerEndpoint(app, services, listOrganizationFinancialFileWithdrawals, async ({ ctx, query }) => {
    const { rows, total } = await listWithdrawnFiles(db, ctx.subjectId, query);
    const context = await fileContext(db, rows);
    const viewer: Viewer = { organizationId: ctx.requesterId, ownerId: ctx.subjectId };
    return {
      items: rows.map((r) => redactTombstoneForViewer(toWithdrawnTombstone(r, context), viewer)),
      total_items: total,
    };
  });

  registerEndpoint(app, services, uploadOrganizationFinancialFile, async ({ ctx, request, reply }) => {
    await requireSubscription(db, ctx.requesterId);
    const upload = await receiveUpload(request, reply, services.storage, {
      fields: ["currency", "document_request_id"],
      required: ["currency"],
      fileField: "file",
    });
    const requestId = upload.fields.document_request_id;
    if (requestId !== undefined && !isUuid(requestId)) {
      await upload.staged.discard();
      throw validationFailure([{ loc: ["body", "document_request_id"], msg: "Invalid UUID", type: "uuid_parsing" }]);
    }
    const { row, duplicates } = await storeUpload(services, upload, {
      organizationId: ctx.subjectId,
      privateRecordId: null,
      uploadedBy: ctx.requesterId,
      documentRequestId: requestId ?? null,
      currency: upload.fields.currency as string,
    });
    const viewer: Viewer = { organizationId: ctx.requesterId, ownerId: ctx.subjectId };
    return redactForViewer(
      toOrganizationFinancialFile(row, duplicatesContext(duplicates)),
      viewer,
      await requestHostsOf(db, [row]),
    );
  });

  /** One of an organization's files the caller may see (a held file only its uploader). */
  const organizationFile = async (subjectId: string, requesterId: string, fileId: string) => {
    const row = await findFinancialFile(db, fileId);
    if (!row || row.organization_id !== subjectId || row.private_record_id !== null || !visibleTo(row, requesterId)) {
      throw new ApiError("financial_file_not_found");
    }
    return row;
  };
  const recordFile = async (requesterId: string, recordParam: string, fileId: string) => {
    const recordId = await requireOwnPrivateRecord(db, requesterId, recordParam);
    const row = await findFinancialFile(db, fileId);
    if (!row || row.private_record_id !== recordId) throw new ApiError("financial_file_not_found");
    return row;
  };

  registerEndpoint(app, services, getOrganizationFinancialFile, async ({ ctx, params }) => {
    const row = await organizationFile(ctx.subjectId, ctx.requesterId, params.file_id);
    const viewer: Viewer = { organizationId: ctx.requesterId, ownerId: ctx.subjectId };
    const [context, requestHosts] = await Promise.all([fileContext(db, [row]), requestHostsOf(db, [row])]);
    if (row.withdrawn_at !== null && row.uploaded_by_organization_id !== ctx.requesterId) {
      throw withdrawnError(row, context.names, viewer);
    }
    return redactForViewer(toOrganizationFinancialFile(row, context), viewer, requestHosts);
  });

  registerEndpoint(app, services, getPrivateRecordFinancialFile, async ({ ctx, params }) => {
    const row = await recordFile(ctx.requesterId, params.record_id, params.file_id);
    return toFinancialFile(row, await fileContext(db, [row]));
  });

  // Whoever may list a file may read its bytes: the same lookups as the file's own endpoints.
  // A withdrawn file's bytes are served to nobody (410), its uploader included.
  registerEndpoint(app, services, getOrganizationFinancialFileContent, async ({ ctx, params, request, reply }) => {
    const row = await organizationFile(ctx.subjectId, ctx.requesterId, params.file_id);
    if (row.withdrawn_at !== null) {
      const viewer: Viewer = { organizationId: ctx.requesterId, ownerId: ctx.subjectId };
      throw withdrawnError(row, (await fileContext(db, [row])).names, viewer);
    }
    return sendFileContent(services, row, request, reply);
  });

  registerEndpoint(app, services, getPrivateRecordFinancialFileContent, async ({ ctx, params, request, reply }) => {
    const row = await recordFile(ctx.requesterId, params.record_id, params.file_id);
    if (row.withdrawn_at !== null) throw withdrawnError(row, (await fileContext(db, [row])).names);
    return sendFileContent(services, row, request, reply);
  });

  registerEndpoint(app, services, listPrivateRecordFinancialFiles, async ({ ctx, params, query }) => {
    const recordId = await requireOwnPrivateRecord(db, ctx.requesterId, params.record_id);
    const { rows, total } = await listFinancialFiles(
      db,
      { privateRecordId: recordId },
      { organizationId: ctx.requesterId, includeWithdrawn: query.include_withdrawn },
      query,
    );
    const context = await fileContext(db, rows);
    return { items: rows.map((r) => toFinancialFile(r, context)), total_items: total };
  });

  registerEndpoint(app, services, withdrawOrganizationFinancialFile, async ({ ctx, params, body }) => {
    const row = await withdrawFile(
      db,
      { fileId: params.file_id, owner: { organizationId: ctx.subjectId }, requesterId: ctx.requesterId },
      body.reason,
    );
    return toOrganizationFinancialFile(row, await fileContext(db, [row]));
  });

  registerEndpoint(app, services, withdrawPrivateRecordFinancialFile, async ({ ctx, params, body }) => {
    const recordId = await requireOwnPrivateRecord(db, ctx.requesterId, params.record_id);
    const row = await withdrawFile(
      db,
      { fileId: params.file_id, owner: { privateRecordId: recordId }, requesterId: ctx.requesterId },
      body.reason,
    );
    return toFinancialFile(row, await fileContext(db, [row]));
  });

  registerEndpoint(app, services, confirmOrganizationFinancialFile, async ({ ctx, params }) => {
    const row = await shareHeldFile(db, {
      fileId: params.file_id,
      owner: { organizationId: ctx.subjectId },
      requesterId: ctx.requesterId,
    });
    return toOrganizationFinancialFile(row, await fileContext(db, [row]));
  });

  registerEndpoint(app, services, uploadPrivateRecordFinancialFile, async ({ ctx, params, request, reply }) => {
    const recordId = await requireOwnPrivateRecord(db, ctx.requesterId, params.record_id);
    await requireSubscription(db, ctx.requesterId);
    const upload = await receiveUpload(request, reply, services.storage, {
      fields: ["currency"],
      required: ["currency"],
      fileField: "file",
    });
    const { row, duplicates } = await storeUpload(services, upload, {
      organizationId: ctx.requesterId,
      privateRecordId: recordId,
      uploadedBy: ctx.requesterId,
      documentRequestId: null,
      currency: upload.fields.currency as string,
    });
    return toFinancialFile(row, duplicatesContext(duplicates));
  });
}

function duplicatesContext(duplicates: Duplicates): FileContext {
  return { duplicates, names: new Map() };
}

/** 410 financial_file_withdrawn, naming who withdrew the file and when. */
/** 410 for a withdrawn file, naming who withdrew it: another Host of a shared Guest as "another organization". */
function withdrawnError(row: FinancialFileRow, names: ReadonlyMap<string, string>, viewer?: Viewer): ApiError {
  const id = row.withdrawn_by_organization_id;
  const hidden = id !== null && viewer !== undefined && visibleOrganizationId(id, viewer) !== id;
  const by = id && !hidden ? (names.get(id) ?? "its uploader") : hidden ? "another organization" : "its uploader";
  return new ApiError("financial_file_withdrawn", {
    msg: `Withdrawn by ${by} at ${row.withdrawn_at?.toISOString() ?? "an unknown time"}`,
  });
}
