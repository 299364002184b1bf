import { listOrganizationFinancialFiles, listPrivateRecordFinancialFiles } from "../../../../contract/files";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";
import type { DuplicateOf } from "../model/upload-queue";

/**
 * The earliest file of a private record with these bytes, if any: GET
 * /private-records/{id}/financial-files?sha256=… (oldest first, one item).
 */
export async function findRecordDuplicate(
  scope: Scope,
  recordId: string,
  sha256: string,
  signal?: AbortSignal,
): Promise<DuplicateOf | null> {
  const list = await callApi(listPrivateRecordFinancialFiles, {
    scope,
    params: { record_id: recordId },
    query: { sha256, order_by: "uploaded_at", order_dir: "asc", limit: 1, offset: 0 },
    signal,
  });
  const f = list.items[0];
  return f ? { id: f.id, original_filename: f.original_filename, uploaded_at: f.uploaded_at } : null;
}

/** The same for the Target organization's own files: GET /organizations/{org_id}/financial-files?sha256=…. */
export async function findOrganizationDuplicate(
  scope: Scope,
  sha256: string,
  signal?: AbortSignal,
): Promise<DuplicateOf | null> {
  const list = await callApi(listOrganizationFinancialFiles, {
    scope,
    params: { org_id: scope.targetId },
    query: { sha256, order_by: "uploaded_at", order_dir: "asc", limit: 1, offset: 0 },
    signal,
  });
  const f = list.items[0];
  return f ? { id: f.id, original_filename: f.original_filename, uploaded_at: f.uploaded_at } : null;
}
