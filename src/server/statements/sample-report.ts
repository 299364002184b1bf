import { buildStatementPdf, type LabelStyle, rowsFromFigures, type Scale } from "./pdf-writer";
import { balanceSheetKeys, cashFlowKeys, type Figures, incomeStatementKeys, sampleYears } from "./sample-figures";

/**
 * A ready-made annual report PDF (balance sheet, income statement, cash flow statement, each with
 * the current and the prior year) from the sample company's figures: for the demo data, the bench
 * and manual tests. `expected` holds what extraction returns for each statement and year (canonical
 * signs, in units).
 */
export interface SampleReportOptions {
  companyName: string;
  /** Year of the current column (the prior column is the year before). Default 2025. */
  year?: number;
  /** Size of the company: figures are the sample's × unit (default 1000). */
  unit?: number;
  style?: LabelStyle;
  scale?: Scale;
}

export async function buildSampleReport(options: SampleReportOptions): Promise<{
  pdf: Uint8Array;
  figures: { current: Record<"bs" | "is" | "cf", Figures>; prior: Record<"bs" | "is" | "cf", Figures> };
}> {
  const year = options.year ?? 2025;
  const style = options.style ?? "ifrs";
  const scale = options.scale ?? "thousands";
  const figures = sampleYears(options.unit ?? 1000);
  const columns = [{ date: `${year}-12-31` }, { date: `${year - 1}-12-31` }];
  const pdf = await buildStatementPdf({
    companyName: options.companyName,
    statements: [
      {
        documentType: "balance_sheet",
        title: style === "us" ? "Consolidated Balance Sheets" : "Consolidated Statement of Financial Position",
        columns,
        rows: rowsFromFigures(balanceSheetKeys, [figures.current.bs, figures.prior.bs], style),
        scale,
      },
      {
        documentType: "income_statement",
        title: style === "us" ? "Consolidated Statements of Operations" : "Consolidated Income Statement",
        columns,
        rows: rowsFromFigures(incomeStatementKeys, [figures.current.is, figures.prior.is], style),
        scale,
      },
      {
        documentType: "cashflow_statement",
        title: style === "us" ? "Consolidated Statements of Cash Flows" : "Consolidated Statement of Cash Flows",
        columns,
        rows: rowsFromFigures(cashFlowKeys, [figures.current.cf, figures.prior.cf], style),
        scale,
      },
    ],
  });
  return { pdf, figures };
}
