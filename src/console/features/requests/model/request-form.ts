import {
  type CreateDocumentRequestBody,
  createDocumentRequestBody,
  DEFAULT_REQUEST_LIFETIME_DAYS,
} from "../../../../contract/requests";
import { zonedTimeToIso } from "../../../lib/format";

/**
 * The create-request form: what the inputs hold (strings), how they become the API's body, and the
 * body checked with the contract's own `createDocumentRequestBody` (errors keyed by form path).
 */
export interface RequestItemValues {
  document_type: string;
  period_type: string;
  period_year: string;
  period_quarter: string;
  period_month: string;
}

export interface RequestFormValues {
  /** The Guest asked (chosen in Self; the switcher's Target in Host → Guest). */
  guest_id: string;
  mode: "items" | "all";
  items: RequestItemValues[];
  comment: string;
  /** YYYY-MM-DD: the request expires at the end of that day (the user's time zone); empty = the API's default. */
  expires_on: string;
}

/**
 * A new item: the period preset to last year, the document type left to choose (a preset type
 * made one click send a request the Guest may already have pending).
 */
export function emptyItem(now = new Date()): RequestItemValues {
  return {
    document_type: "",
    period_type: "year",
    period_year: String(now.getFullYear() - 1),
    period_quarter: "1",
    period_month: "1",
  };
}

export function defaultRequestValues(guestId = "", now = new Date()): RequestFormValues {
  return { guest_id: guestId, mode: "items", items: [emptyItem(now)], comment: "", expires_on: "" };
}

const toInt = (s: string) => (s.trim() === "" ? Number.NaN : Number(s));

/** End of the chosen day in the user's time zone (the console's setting), as an ISO date-time. */
export function endOfDay(date: string): string | undefined {
  return zonedTimeToIso(date, "23:59:59");
}

/** The API body: items with numbers and only the period fields their type uses, or all_documents. */
export function toRequestBody(values: RequestFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (values.mode === "all") body.all_documents = true;
  else
    body.items = values.items.map((i) => ({
      document_type: i.document_type,
      period_type: i.period_type,
      period_year: toInt(i.period_year),
      ...(i.period_type === "quarter" ? { period_quarter: toInt(i.period_quarter) } : {}),
      ...(i.period_type === "month" ? { period_month: toInt(i.period_month) } : {}),
    }));
  const comment = values.comment.trim();
  if (comment) body.comment = comment;
  if (values.expires_on) body.expires_at = endOfDay(values.expires_on) ?? values.expires_on;
  return body;
}

/** Friendlier words for the contract's generic messages on this form. */
function words(path: string, message: string, code: string): string {
  if (path.endsWith("period_year") && code !== "custom") return "Enter a year between 1900 and 2100.";
  if (path.endsWith("document_type")) return "Choose the document to ask for.";
  if (path === "expires_on" && code !== "custom") return "Enter a valid date.";
  if (path === "expires_on") return "The expiry must be in the future.";
  if (path === "comment") return "At most 1000 characters.";
  if (path === "items" && /unique/i.test(message)) return "The same document and period is listed twice.";
  return message;
}

export type RequestFormErrors = Record<string, string>;

/** Checks the form against the contract; returns the body, or errors keyed by form path (`items.0.period_year`). */
export function validateRequestForm(
  values: RequestFormValues,
  needGuest: boolean,
): { body: CreateDocumentRequestBody; errors: null } | { body: null; errors: RequestFormErrors } {
  const errors: RequestFormErrors = {};
  if (needGuest && !values.guest_id) errors.guest_id = "Choose the Guest organization to ask.";
  if (values.expires_on && !endOfDay(values.expires_on)) errors.expires_on = "Enter a valid date.";
  const parsed = createDocumentRequestBody.safeParse(toRequestBody(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, ...rest] = issue.path.map(String);
      const path = head === "expires_at" ? "expires_on" : [head, ...rest].filter(Boolean).join(".");
      const key = path || "root";
      if (!errors[key]) errors[key] = words(key, issue.message, issue.code);
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { body: null, errors };
  return { body: parsed.data, errors: null };
}

export const defaultLifetimeWords = `Default: ${DEFAULT_REQUEST_LIFETIME_DAYS} days after sending.`;
