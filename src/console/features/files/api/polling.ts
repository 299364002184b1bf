import { type FinancialFileStatus, finalFileStatuses } from "../../../../contract/files";

/** How often file statuses are read again while one of them is not final. */
export const FILE_POLL_MS = 1500;

export function isFinalStatus(status: FinancialFileStatus): boolean {
  return finalFileStatuses.includes(status);
}

/** refetchInterval for a file list: poll while any file is uploaded or processing, stop once all are final. */
export function pollWhileProcessing(data: { items: ReadonlyArray<{ status: FinancialFileStatus }> } | undefined) {
  return data?.items.some((f) => !isFinalStatus(f.status)) ? FILE_POLL_MS : false;
}
