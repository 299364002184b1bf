import type { DocumentType, LineItemKey } from "../../contract/chart-of-accounts";
import { chartOfAccounts } from "../../contract/chart-of-accounts";
import type { BalanceSheet, CashflowStatement, IncomeStatement } from "../analytics/engine/types";
import {
  buildStatementPdf,
  type DateStyle,
  type LabelStyle,
  type NegativeStyle,
  rowsFromFigures,
  type Scale,
  type StatementSpec,
} from "../statements/pdf-writer";

/** How a company prints its accounts. */
export interface PrintStyle {
  labels: LabelStyle;
  scale: Scale;
  negatives: NegativeStyle;
  dateStyle: DateStyle;
  currency: string;
}

type Figures = Partial<Record<LineItemKey, number>>;

function statement(
  documentType: DocumentType,
  columns: Array<{ date: string; figures: Figures }>,
  style: PrintStyle,
  period: "yearly" | "quarterly",
  header: "year" | "date",
): StatementSpec {
  return {
    documentType,
    period,
    columns: columns.map((c) => ({ date: c.date, header })),
    rows: rowsFromFigures(
      chartOfAccounts[documentType],
      columns.map((c) => c.figures),
      style.labels,
    ),
    scale: style.scale,
    negatives: style.negatives,
    dateStyle: style.dateStyle,
    currency: style.currency,
  };
}

/**
 * An annual report: balance sheet at the year end with the prior year end as comparative, income
 * and cash-flow statements of the year (with the prior year's when known).
 */
export async function annualReportPdf(
  companyName: string,
  style: PrintStyle,
  year: { end: string; balanceSheet: BalanceSheet; incomeStatement: IncomeStatement; cashflow: CashflowStatement },
  prior: { end: string; balanceSheet: BalanceSheet; incomeStatement?: IncomeStatement; cashflow?: CashflowStatement },
): Promise<Uint8Array> {
  const flows = (cur: Figures, prev: Figures | undefined) =>
    prev
      ? [
          { date: year.end, figures: cur },
          { date: prior.end, figures: prev },
        ]
      : [{ date: year.end, figures: cur }];
  return buildStatementPdf({
    companyName,
    preamble: [`${companyName}`, `Annual report ${year.end.slice(0, 4)}`, "Audited financial statements"],
    statements: [
      statement(
        "balance_sheet",
        [
          { date: year.end, figures: year.balanceSheet },
          { date: prior.end, figures: prior.balanceSheet },
        ],
        style,
        "yearly",
        "year",
      ),
      statement("income_statement", flows(year.incomeStatement, prior.incomeStatement), style, "yearly", "year"),
      statement("cashflow_statement", flows(year.cashflow, prior.cashflow), style, "yearly", "year"),
    ],
  });
}

/** Interim statements of a quarter: balance sheet with the last year end as comparative, the quarter's flows. */
export async function quarterlyReportPdf(
  companyName: string,
  style: PrintStyle,
  quarter: { end: string; balanceSheet: BalanceSheet; incomeStatement: IncomeStatement; cashflow: CashflowStatement },
  lastYearEnd: { end: string; balanceSheet: BalanceSheet },
): Promise<Uint8Array> {
  return buildStatementPdf({
    companyName,
    statements: [
      statement(
        "balance_sheet",
        [
          { date: quarter.end, figures: quarter.balanceSheet },
          { date: lastYearEnd.end, figures: lastYearEnd.balanceSheet },
        ],
        style,
        "quarterly",
        "date",
      ),
      statement(
        "income_statement",
        [{ date: quarter.end, figures: quarter.incomeStatement }],
        style,
        "quarterly",
        "date",
      ),
      statement("cashflow_statement", [{ date: quarter.end, figures: quarter.cashflow }], style, "quarterly", "date"),
    ],
  });
}
