import type { DocumentType, LineItemKey } from "../../../../contract/chart-of-accounts";
import type { DocumentOrderBy, DocumentPeriodType } from "../../../../contract/documents";
import { humanize } from "../../../lib/format";

/** Console words for the contract's document values (typed: a new value needs words). */
export const documentTypeLabels: Record<DocumentType, string> = {
  balance_sheet: "Balance sheet",
  income_statement: "Income statement",
  cashflow_statement: "Cash flow statement",
};

export const periodTypeLabels: Record<DocumentPeriodType, string> = {
  yearly: "Year",
  quarterly: "Quarter",
};

export const documentOrderLabels: Record<DocumentOrderBy, string> = {
  created_at: "Extracted",
  updated_at: "Last updated",
  period: "Period",
};

const acronyms: Partial<Record<LineItemKey, string>> = {
  ebitda: "EBITDA",
  selling_general_administrative: "Selling, general and administrative expenses",
  depreciation_amortization: "Depreciation and amortization",
  current_portion_long_term_debt: "Current portion of long-term debt",
  cost_of_goods_sold: "Cost of goods sold",
};

/** The canonical account's name: "trade_receivables" → "Trade receivables". */
export function accountLabel(key: LineItemKey): string {
  return acronyms[key] ?? humanize(key);
}

/** Totals and subtotals, printed bold in the line-items table. */
export function isTotal(key: LineItemKey): boolean {
  return (
    key.startsWith("total_") ||
    key.startsWith("net_") ||
    ["gross_profit", "ebitda", "operating_profit", "profit_before_tax", "cash_at_end"].includes(key)
  );
}

/** "31 Dec 2025 (year)" style period words. */
export function periodWords(period: string, periodType: DocumentPeriodType): string {
  const d = new Date(`${period}T00:00:00`);
  if (Number.isNaN(d.getTime())) return period;
  if (periodType === "quarterly") {
    const q = Math.floor(d.getMonth() / 3) + 1;
    return `Q${q} ${d.getFullYear()}`;
  }
  return `Year ${d.getFullYear()}`;
}
