import { type DocumentRequest, openDocumentRequestStatuses } from "../../../../contract/requests";

/** An open request expiring within this many days is highlighted as due soon. */
export const EXPIRES_SOON_DAYS = 7;

export type ExpiryState = { kind: "overdue" } | { kind: "soon"; days: number } | { kind: "expired" } | { kind: "none" };

/**
 * How the Expires column flags a request: `expired` (its status), `overdue` (still open but past its
 * expiry: the server moves it to expired at its next read), `soon` (open, expiring within
 * EXPIRES_SOON_DAYS; `days` rounded up, 0 = today), otherwise `none` (also every closed request).
 */
export function expiryState(r: Pick<DocumentRequest, "status" | "expires_at">, now = Date.now()): ExpiryState {
  if (r.status === "expired") return { kind: "expired" };
  if (!(openDocumentRequestStatuses as readonly string[]).includes(r.status)) return { kind: "none" };
  const left = Date.parse(r.expires_at) - now;
  if (left <= 0) return { kind: "overdue" };
  const days = Math.floor(left / 86_400_000);
  return days < EXPIRES_SOON_DAYS ? { kind: "soon", days } : { kind: "none" };
}

/** "Expires today", "Expires tomorrow", "Expires in 3 days". */
export function soonWords(days: number): string {
  if (days <= 0) return "Expires today";
  if (days === 1) return "Expires tomorrow";
  return `Expires in ${days} days`;
}
