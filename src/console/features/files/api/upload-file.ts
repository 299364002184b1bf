import type { ResponseOf } from "../../../../contract/endpoint";
import { uploadOrganizationFinancialFile, uploadPrivateRecordFinancialFile } from "../../../../contract/files";
import type { Scope } from "../../../lib/scope";
import { uploadFile } from "../../../lib/upload";
import type { UploadRun } from "../model/use-upload-queue";

export type UploadedRecordFile = ResponseOf<typeof uploadPrivateRecordFinancialFile>;
export type UploadedOrganizationFile = ResponseOf<typeof uploadOrganizationFinancialFile>;

/** POST /private-records/{id}/financial-files (multipart: currency, file), with upload progress. */
export function uploadRecordFile(scope: Scope, recordId: string, file: File, run: UploadRun) {
  return uploadFile(uploadPrivateRecordFinancialFile, {
    scope,
    params: { record_id: recordId },
    fields: { currency: run.fields.currency ?? "" },
    file,
    signal: run.signal,
    onProgress: run.onProgress,
    idempotencyKey: run.idempotencyKey,
  });
}

/**
 * POST /organizations/{org_id}/financial-files, org_id = Target: the caller's own files (Self) or a
 * Host's upload for its Guest; `document_request_id` links the upload to an open request.
 */
export function uploadOrganizationFile(scope: Scope, file: File, run: UploadRun) {
  const fields: Record<string, string> = { currency: run.fields.currency ?? "" };
  if (run.fields.document_request_id) fields.document_request_id = run.fields.document_request_id;
  return uploadFile(uploadOrganizationFinancialFile, {
    scope,
    params: { org_id: scope.targetId },
    fields,
    file,
    signal: run.signal,
    onProgress: run.onProgress,
    idempotencyKey: run.idempotencyKey,
  });
}
