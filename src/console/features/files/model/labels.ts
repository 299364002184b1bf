import { ANOTHER_ORGANIZATION_ID } from "../../../../contract/common";
import type { FinancialFileOrderBy, FinancialFileStatus } from "../../../../contract/files";
import type { BadgeTone } from "../../../components/badge";

/** Console words for the contract's file statuses and order fields (typed: a new value needs words). */
export const fileStatusLabels: Record<FinancialFileStatus, string> = {
  uploaded: "Uploaded",
  processing: "Processing",
  valid: "Valid",
  invalid: "Invalid",
  failed: "Failed",
};

export const fileStatusTones: Record<FinancialFileStatus, BadgeTone> = {
  uploaded: "info",
  processing: "accent",
  valid: "success",
  invalid: "warning",
  failed: "danger",
};

/** What each status means, for the status filter's hint and the badge's title. */
export const fileStatusHints: Record<FinancialFileStatus, string> = {
  uploaded: "Stored, waiting for extraction",
  processing: "Statements are being extracted",
  valid: "At least one statement was extracted",
  invalid: "A readable PDF without a financial statement",
  failed: "The PDF could not be read",
};

export const fileOrderLabels: Record<FinancialFileOrderBy, string> = {
  uploaded_at: "Uploaded",
  created_at: "Created",
  updated_at: "Last updated",
  original_filename: "File name",
};

/**
 * "1.2 MB", "10.5 MB", "830 KB", "12 bytes" (1 KB = 1,024 bytes): one decimal below 100, so a file
 * just over the 10 MB limit never reads as "10 MB".
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat("en", { maximumFractionDigits: value < 100 ? 1 : 0 }).format(value)} ${units[unit]}`;
}

/**
 * Who uploaded a file, in words: another Host of the same Guest reads as the contract's
 * ANOTHER_ORGANIZATION_ID and is shown as "Another organization" (docs/api-conventions.md
 * "Shared Guests"); otherwise the known name, or null when there is none.
 */
export function uploaderLabel(id: string, nameOf?: (id: string) => string | null): string | null {
  if (id === ANOTHER_ORGANIZATION_ID) return "Another organization";
  return nameOf?.(id) ?? null;
}
