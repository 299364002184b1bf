/**
 * Display formatting shared by every screen (en locale, the service's values unchanged). The Intl
 * formatters are built once: a constructor costs far more than a format call, and a list page
 * formats a few values per row.
 */

const moneyFormat = new Intl.NumberFormat("en", { maximumFractionDigits: 2 });
const dateTimeFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });
const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium" });

/** Formats money for display: 125000 USD → "USD 125,000". */
export function formatMoney(amount: number | null | undefined, currency?: string | null): string {
  if (amount === null || amount === undefined) return "—";
  const n = moneyFormat.format(amount);
  return currency ? `${currency} ${n}` : n;
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "—";
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : dateTimeFormat.format(d);
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return "—";
  const d = new Date(value.length === 10 ? `${value}T00:00:00` : value);
  return Number.isNaN(d.getTime()) ? value : dateFormat.format(d);
}

/** `year_end_financial` → "Year end financial" for enum values the contract has no label for. */
export function humanize(value: string): string {
  const s = value.replace(/_/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}
