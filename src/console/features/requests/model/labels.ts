import type {
  DocumentRequestItem,
  DocumentRequestOrderBy,
  DocumentRequestStatus,
  HostDocumentRequestOrderBy,
  requestedDocumentTypes,
  requestPeriodTypes,
} from "../../../../contract/requests";
import type { BadgeTone } from "../../../components/badge";

type RequestedDocumentType = (typeof requestedDocumentTypes)[number];
type RequestPeriodType = (typeof requestPeriodTypes)[number];

/** Console words for the contract's document-request values (typed: a new value needs words). */
export const requestStatusLabels: Record<DocumentRequestStatus, string> = {
  pending: "Pending",
  partially: "Partially fulfilled",
  completed: "Completed",
  expired: "Expired",
  canceled: "Canceled",
};

export const requestStatusTones: Record<DocumentRequestStatus, BadgeTone> = {
  pending: "info",
  partially: "accent",
  completed: "success",
  expired: "neutral",
  canceled: "danger",
};

export const requestedDocumentLabels: Record<RequestedDocumentType, string> = {
  year_end_financial: "Year-end financial statements",
  interim_financial: "Interim financial statements",
  bank_statement: "Bank statements",
  financial_package: "Financial package",
};

export const requestPeriodLabels: Record<RequestPeriodType, string> = {
  year: "Year",
  quarter: "Quarter",
  month: "Month",
};

export const requestOrderLabels: Record<DocumentRequestOrderBy, string> = {
  created_at: "Created",
  updated_at: "Last updated",
  expires_at: "Expires",
  status: "Status",
  comment: "Comment",
};

export const hostRequestOrderLabels: Record<HostDocumentRequestOrderBy, string> = {
  created_at: "Created",
  expires_at: "Expires",
  status: "Status",
  guest_organization_name: "Guest",
};

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export function monthName(month: number): string {
  return monthNames[month - 1] ?? String(month);
}

/** "2025", "Q2 2025", "March 2025". */
export function periodWords(
  item: Pick<DocumentRequestItem, "period_type" | "period_year" | "period_quarter" | "period_month">,
) {
  if (item.period_type === "quarter") return `Q${item.period_quarter ?? "?"} ${item.period_year}`;
  if (item.period_type === "month") return `${monthName(item.period_month ?? 0)} ${item.period_year}`;
  return String(item.period_year);
}

/** "Bank statements · March 2025". */
export function itemWords(item: DocumentRequestItem): string {
  return `${requestedDocumentLabels[item.document_type]} · ${periodWords(item)}`;
}
