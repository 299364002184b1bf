/**
 * Statement PDFs for the upload journeys, generated at test time with the service's own PDF writer
 * (src/server/statements/pdf-writer.ts via the demo's annual-report layout) from a small,
 * internally consistent three-statement model: each file is a company's annual report of one year
 * (balance sheet with the prior year, income and cash-flow statements), so uploading several years
 * gives a score history with several points.
 */
import { type CompanyProfile, modelCompany } from "../src/server/demo/financials";
import { annualReportPdf, type PrintStyle } from "../src/server/demo/statement-pdfs";

const profile: CompanyProfile = {
  revenue: 8_400_000,
  growth: [0.07, 0.05, 0.06],
  grossMargin: 0.29,
  sgaRatio: 0.17,
  manufacturer: false,
  receivableDays: 54,
  inventoryDays: 61,
  payableDays: 48,
  assetIntensity: 0.42,
  depreciationRate: 0.09,
  capexRatio: 0.03,
  termDebtRatio: 0.18,
  tenorYears: 5,
  workingCapitalLineRatio: 0.08,
  interestRate: 0.07,
  taxRate: 0.25,
  dividendPayout: 0.2,
  minCashRatio: 0.04,
};

const style: PrintStyle = {
  labels: "ifrs",
  scale: "units",
  negatives: "parentheses",
  dateStyle: "day-month",
  currency: "USD",
};

export interface StatementFile {
  name: string;
  mimeType: "application/pdf";
  buffer: Buffer;
}

/** Annual reports of `years` consecutive years ending with `lastYear` (one PDF per year). */
export async function annualReports(companyName: string, lastYear: number, years: number): Promise<StatementFile[]> {
  const firstYear = lastYear - years + 1;
  const model = modelCompany(profile, firstYear, years, 0);
  const yearly = model.periods.filter((p) => p.periodType === "yearly");
  const out: StatementFile[] = [];
  let prior: { end: string; balanceSheet: (typeof yearly)[number]["balanceSheet"] } & Partial<
    Pick<(typeof yearly)[number], "incomeStatement" | "cashflow">
  > = model.opening;
  for (const year of yearly) {
    const bytes = await annualReportPdf(companyName, style, year, prior);
    out.push({
      name: `${companyName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-annual-report-${year.end.slice(0, 4)}.pdf`,
      mimeType: "application/pdf",
      buffer: Buffer.from(bytes),
    });
    prior = year;
  }
  return out;
}

/** A file that is not a PDF (a text file named .pdf): refused as not_allowed_file_type. */
export function notAPdf(name = "notes.pdf"): StatementFile {
  return { name, mimeType: "application/pdf", buffer: Buffer.from("These are not financial statements.\n") };
}
