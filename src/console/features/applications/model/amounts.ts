import type { AmountBasis, ApplicationAmount } from "../../../../contract/applications";
import type { CreditApplicationType } from "../../../../contract/transitions";
import { formatMoney } from "../../../lib/format";

/**
 * The console's words for the contract's amount model (`amounts` of an application, issue 23): every
 * screen names and formats an amount through these, and compares two only on the same basis and
 * currency, so a monthly facility is never set against a total.
 */

const requestedWords: Record<CreditApplicationType, string> = {
  credit_terms: "Credit limit requested",
  factoring: "Facility limit requested",
  trade_finance: "Monthly facility requested",
};
const approvedWords: Record<CreditApplicationType, string> = {
  credit_terms: "Credit limit approved",
  factoring: "Facility limit approved",
  trade_finance: "Monthly facility approved",
};
const columnWords: Record<CreditApplicationType, string> = {
  credit_terms: "credit limit",
  factoring: "facility limit",
  trade_finance: "monthly facility",
};

export const invoicesLabel = "Invoices to be factored";

/** "Credit limit requested", "Monthly facility approved", … */
export function amountLabel(type: CreditApplicationType, which: "requested" | "approved"): string {
  return (which === "requested" ? requestedWords : approvedWords)[type];
}

/** The kind of the requested amount in lower case, for lists and sentences ("monthly facility"). */
export function amountKind(type: CreditApplicationType): string {
  return columnWords[type];
}

const basisSuffix: Record<AmountBasis, string> = { total: "", per_month: " per month" };

/** The basis in words, for a column of its own (the CSV export). */
export const basisWords: Record<AmountBasis, string> = { total: "Total", per_month: "Per month" };

/** "USD 14,333 per month", "EUR 1,221,000"; "—" for no amount. */
export function formatAmount(a: Pick<ApplicationAmount, "amount" | "currency" | "basis"> | null | undefined): string {
  if (!a) return "—";
  return `${formatMoney(a.amount, a.currency)}${basisSuffix[a.basis]}`;
}

type Comparable = Pick<ApplicationAmount, "amount" | "currency" | "basis">;

/**
 * How `approved` differs from `requested`, in words ("USD 1,000 (6.7 %) per month below the requested
 * monthly facility"); "" when they are equal, unknown, or not alike (another basis or currency: never
 * compared).
 */
export function amountDifference(
  requested: Comparable | null | undefined,
  approved: Comparable | null | undefined,
  kind = "amount",
): string {
  if (!requested || !approved) return "";
  if (requested.basis !== approved.basis || requested.currency !== approved.currency) return "";
  if (!Number.isFinite(approved.amount) || approved.amount === requested.amount) return "";
  const diff = approved.amount - requested.amount;
  const pct = requested.amount > 0 ? ` (${Math.round((Math.abs(diff) / requested.amount) * 1000) / 10} %)` : "";
  return `${formatMoney(Math.abs(diff), requested.currency)}${basisSuffix[requested.basis]}${pct} ${
    diff < 0 ? "below" : "above"
  } the requested ${kind}`;
}
