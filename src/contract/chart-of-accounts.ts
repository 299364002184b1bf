import { z } from "zod";
import { documentTypes } from "./values";

export { documentTypes };

/**
 * The canonical chart of accounts. Statement extraction maps every recognised label of a
 * published statement (a documented synonym table) to one of these keys; the metrics engine
 * computes only from these keys. Amounts are in the statement currency, scaled to units
 * ("in thousands" already multiplied out); expenses are positive numbers, outflows in the cash
 * flow statement are negative (as published).
 */
export const documentTypeSchema = z.enum(documentTypes);
export type DocumentType = z.infer<typeof documentTypeSchema>;

export const chartOfAccounts = {
  balance_sheet: [
    "cash",
    "trade_receivables",
    "inventory",
    "work_in_progress",
    "other_current_assets",
    "total_current_assets",
    "gross_fixed_assets",
    "accumulated_depreciation",
    "net_fixed_assets",
    "intangible_assets",
    "other_non_current_assets",
    "total_non_current_assets",
    "total_assets",
    "trade_payables",
    "short_term_debt",
    "current_portion_long_term_debt",
    "other_current_liabilities",
    "total_current_liabilities",
    "long_term_debt",
    "other_non_current_liabilities",
    "total_non_current_liabilities",
    "total_liabilities",
    "share_capital",
    "retained_earnings",
    "total_equity",
    "total_liabilities_and_equity",
  ],
  income_statement: [
    "revenue",
    "cost_of_goods_sold",
    "purchases",
    "raw_materials",
    "power_and_fuel",
    "direct_labour",
    "manufacturing_expenses",
    "gross_profit",
    "selling_general_administrative",
    "other_operating_expenses",
    "ebitda",
    "depreciation_amortization",
    "operating_profit",
    "interest_expense",
    "other_income",
    "profit_before_tax",
    "income_tax",
    "net_profit",
  ],
  cashflow_statement: [
    "net_cash_from_operating_activities",
    "purchase_of_fixed_assets",
    "net_cash_from_investing_activities",
    "repayment_of_borrowings",
    "dividends_paid",
    "net_cash_from_financing_activities",
    "net_change_in_cash",
    "cash_at_beginning",
    "cash_at_end",
  ],
} as const satisfies Record<DocumentType, readonly string[]>;

/**
 * The income-statement keys that are expenses: stored as positive numbers, whatever sign a
 * statement prints them with.
 */
export const expenseKeys = [
  "cost_of_goods_sold",
  "purchases",
  "raw_materials",
  "power_and_fuel",
  "direct_labour",
  "manufacturing_expenses",
  "selling_general_administrative",
  "other_operating_expenses",
  "depreciation_amortization",
  "interest_expense",
  "income_tax",
] as const satisfies ReadonlyArray<(typeof chartOfAccounts.income_statement)[number]>;

export type LineItemKey =
  | (typeof chartOfAccounts.balance_sheet)[number]
  | (typeof chartOfAccounts.income_statement)[number]
  | (typeof chartOfAccounts.cashflow_statement)[number];

export const lineItemKeys = [
  ...chartOfAccounts.balance_sheet,
  ...chartOfAccounts.income_statement,
  ...chartOfAccounts.cashflow_statement,
] as [LineItemKey, ...LineItemKey[]];
export const lineItemKeySchema = z.enum(lineItemKeys);

/** Where a figure read from a PDF came from (api-design §13): page, the source text, and its box in PDF points. */
export const pdfLineItemSourceSchema = z
  .object({
    page: z.number().int().min(1),
    text: z.string(),
    /** [x0, y0, x1, y1] in PDF points on that page (origin bottom-left, as PDF user space). */
    bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  })
  .meta({ id: "PdfLineItemSource" });
export type PdfLineItemSource = z.infer<typeof pdfLineItemSourceSchema>;

/**
 * Where a figure taken from a tagged filing (iXBRL, XBRL, report package) came from: the concept and
 * context of the fact, its period, unit and precision, and the document of the filing that holds it.
 */
export const taggedLineItemSourceSchema = z
  .object({
    /** Qualified concept name, e.g. "ifrs-full:Revenue", "uk-core:Equity", "us-gaap:Assets". */
    concept: z.string(),
    /** The fact's context id in the filing. */
    context: z.string(),
    /** Start of a duration period (YYYY-MM-DD), null for an instant. */
    period_start: z.string().nullable(),
    /** The instant, or the end of the duration (YYYY-MM-DD). */
    period_end: z.string(),
    /** ISO 4217 currency of the fact's unit, or the unit's id when it is not a currency. */
    unit: z.string().nullable(),
    /** The fact's `decimals` attribute as written ("INF", "-3", "0"), or null. */
    decimals: z.string().nullable(),
    /** The `scale` of an inline fact (3 = thousands, 6 = millions); 0 for plain XBRL. */
    scale: z.number().int(),
    /** The file of the filing that holds the fact (the report's path inside a package). */
    file: z.string(),
    /** The value as displayed (inline XBRL) or written (XBRL instance). */
    text: z.string(),
  })
  .meta({ id: "TaggedLineItemSource" });
export type TaggedLineItemSource = z.infer<typeof taggedLineItemSourceSchema>;

/**
 * A fact of a tagged filing's chosen contexts (the primary or consolidated contexts of the periods
 * read) whose concept the chart of accounts does not map: kept and shown, never dropped.
 */
export const unmappedFactSchema = z
  .object({
    concept: z.string(),
    context: z.string(),
    period_start: z.string().nullable(),
    period_end: z.string(),
    unit: z.string().nullable(),
    /** The value in units (scale and sign applied). */
    amount: z.number(),
  })
  .meta({ id: "UnmappedFact" });
export type UnmappedFact = z.infer<typeof unmappedFactSchema>;

/** Where an extracted figure came from: a box on a PDF page, or a tagged fact of a filing. */
export const lineItemSourceSchema = z
  .union([pdfLineItemSourceSchema, taggedLineItemSourceSchema])
  .meta({ id: "LineItemSource" });

/** The page and box of a figure read from a PDF; null for a tagged fact, an analyst's entry or no source. */
export function pdfSourceOf(source: LineItemSource | null | undefined): PdfLineItemSource | null {
  return source && "page" in source ? source : null;
}
export type LineItemSource = z.infer<typeof lineItemSourceSchema>;

/** The fact of a figure taken from a tagged filing; null for a PDF's box, an analyst's entry or no source. */
export function taggedSourceOf(source: LineItemSource | null | undefined): TaggedLineItemSource | null {
  return source && "concept" in source ? source : null;
}

/**
 * One extracted line item: canonical key, the label as printed, and the amount in units; with
 * `confidence` (0-1) and `source` where the reader knows them (items made before api-design §13,
 * or entered by an analyst, have none).
 */
export const lineItemSchema = z
  .object({
    key: lineItemKeySchema,
    label: z.string(),
    amount: z.number(),
    confidence: z.number().min(0).max(1).optional(),
    source: lineItemSourceSchema.nullable().optional(),
  })
  .meta({ id: "LineItem" });
export type LineItem = z.infer<typeof lineItemSchema>;
