import { z } from "zod";
import {
  documentTypeSchema,
  type LineItem,
  type LineItemKey,
  lineItemKeySchema,
} from "../../../../contract/chart-of-accounts";
import {
  type CorrectDocumentBody,
  correctDocumentBody,
  type FinancialDocumentDetail,
  type ReviewStatus,
} from "../../../../contract/documents";
import type { BadgeTone } from "../../../components/badge";
import { humanize } from "../../../lib/format";

/** Words and tones of the review status (api-design §13). */
export const reviewStatusLabels: Record<ReviewStatus, string> = {
  auto_accepted: "Checks passed",
  needs_review: "Needs review",
  reviewed: "Reviewed",
};

export const reviewStatusTones: Record<ReviewStatus, BadgeTone> = {
  auto_accepted: "success",
  needs_review: "warning",
  reviewed: "info",
};

const checkWords: Record<string, string> = {
  balance_sheet_identity: "Assets = liabilities + equity",
  scale_plausible: "Plausible scale",
  period_unambiguous: "Unambiguous period",
  values_certain: "Every value read with certainty",
  ocr_confirmed: "Scanned page confirmed",
  tie_cash: "Cash agrees between statements",
  tie_net_profit: "Net profit agrees between statements",
  cash_articulation: "Opening cash + net change = closing cash",
};

/** "income_chain_net_profit" → "Income chain: net profit"; known checks by name. */
export function checkLabel(name: string): string {
  const known = checkWords[name];
  if (known) return known;
  for (const prefix of ["subtotal", "income_chain", "tie"]) {
    if (name.startsWith(`${prefix}_`)) {
      return `${humanize(prefix)}: ${name.slice(prefix.length + 1).replace(/_/g, " ")}`;
    }
  }
  return humanize(name);
}

/** Below this the reader was unsure of a figure (the server's review floor, docs/extraction.md). */
export const LOW_CONFIDENCE = 0.9;

/** One editable row: an account of the document, its printed lines and the amount as typed. */
export interface ReviewRow {
  key: LineItemKey;
  /** The lines as printed ("Total equity"), several when the statement prints the account twice. */
  labels: string[];
  amount: number;
  /** The lowest confidence of its lines, when the reader said. */
  confidence: number | undefined;
  /** The first printed line that has a source on the page. */
  source: NonNullable<LineItem["source"]> | null;
}

/** The document's accounts in its order, lines of one account together (the API corrects per account). */
export function reviewRows(items: readonly LineItem[]): ReviewRow[] {
  const rows = new Map<LineItemKey, ReviewRow>();
  for (const item of items) {
    const row = rows.get(item.key);
    if (!row) {
      rows.set(item.key, {
        key: item.key,
        labels: [item.label],
        amount: item.amount,
        confidence: item.confidence,
        source: item.source ?? null,
      });
      continue;
    }
    row.labels.push(item.label);
    row.amount += item.amount;
    if (item.confidence !== undefined) row.confidence = Math.min(row.confidence ?? 1, item.confidence);
    row.source ??= item.source ?? null;
  }
  return [...rows.values()];
}

/** "1,234.5", "-1 234", "(1,234)" → a number; anything else is not an amount. */
export function parseAmount(text: string): number | null | undefined {
  const t = text.trim();
  if (t === "") return null;
  const negative = /^\(.*\)$/.test(t);
  const plain = (negative ? t.slice(1, -1) : t).replace(/[,\s'\u00a0\u202f]/g, "");
  if (!/^[-+]?\d+(\.\d+)?$/.test(plain)) return undefined;
  const n = Number(plain);
  return negative ? -n : n;
}

/** The amount as the field shows it: plain digits with a point, so it reads back the same. */
export function amountText(amount: number): string {
  return String(amount);
}

export interface ReviewValues {
  period: string;
  document_type: FinancialDocumentDetail["document_type"];
  /** Account key → amount as typed; empty = remove the item. */
  amounts: Record<string, string>;
}

export function reviewValuesOf(doc: FinancialDocumentDetail): ReviewValues {
  const amounts: Record<string, string> = {};
  for (const row of reviewRows(doc.line_items)) amounts[row.key] = amountText(row.amount);
  return { period: doc.period, document_type: doc.document_type, amounts };
}

/**
 * The correction a form's values make to `base` (the document as read): only what changed, so an
 * unchanged form sends nothing but, with `reviewed`, the confirmation. Null when nothing would be sent.
 */
export function correctionOf(
  base: ReviewValues,
  values: { period: string; document_type: ReviewValues["document_type"]; amounts: Record<string, number | null> },
  reviewed: boolean,
): CorrectDocumentBody | null {
  const line_items: Array<{ key: LineItemKey; amount: number | null }> = [];
  for (const [key, amount] of Object.entries(values.amounts)) {
    const before = base.amounts[key] === undefined ? undefined : parseAmount(base.amounts[key] ?? "");
    if (amount === (before ?? null)) continue;
    line_items.push({ key: lineItemKeySchema.parse(key), amount });
  }
  const body: CorrectDocumentBody = {};
  if (line_items.length) body.line_items = line_items;
  if (values.period !== base.period) body.period = values.period;
  if (values.document_type !== base.document_type) body.document_type = values.document_type;
  if (reviewed) body.review_status = "reviewed";
  return Object.keys(body).length ? correctDocumentBody.parse(body) : null;
}

/**
 * The form's schema: every amount a number (or empty to remove it), then the values as the
 * contract's correction body would carry them; `correctionOf` builds the body, which
 * `correctDocumentBody` (the contract) checks again before it is sent.
 */
export const reviewFormSchema = z
  .object({
    period: z.iso.date({ error: "Enter the statement date." }),
    document_type: documentTypeSchema,
    // Keyed by the document's own accounts (a record over the whole key enum would demand every key).
    amounts: z.record(
      z.string(),
      z
        .string()
        .refine((v) => parseAmount(v) !== undefined, "Enter an amount such as 1234.56 or -1234, or leave it empty."),
    ),
  })
  .transform((v) => ({
    period: v.period,
    document_type: v.document_type,
    amounts: Object.fromEntries(Object.entries(v.amounts).map(([k, a]) => [k, parseAmount(a ?? "") ?? null])) as Record<
      string,
      number | null
    >,
  }));
export type ReviewFormOutput = z.output<typeof reviewFormSchema>;
