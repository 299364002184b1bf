import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { safeFileName } from "../files/filename";
import { findDates, parseAmount, parseYear, readScale, separateRunTogetherDates } from "./numbers";
import {
  headingType,
  matchLabel,
  matchOcrLabel,
  normalizeLabel,
  type Section,
  sectionOf,
  synonymTableMarkdown,
} from "./synonyms";

describe("readScale after OCR", () => {
  it("reads the apostrophe of '000 misread as a double quote or a 7, and no other 7000", () => {
    expect(readScale("(US$ \u2019000)")?.scale).toBe(1000);
    expect(readScale('(US$ "000)')?.scale).toBe(1000);
    expect(readScale("(US$ 7000)")?.scale).toBe(1000);
    expect(readScale("(EUR 7000)")?.scale).toBe(1000);
    expect(readScale("Revenue 7000")).toBeUndefined();
    expect(readScale("(US$ 7000) and more")).toBeUndefined();
  });
});

describe("parseAmount", () => {
  it.each([
    ["1,234", 1234],
    ["1,234,567.89", 1234567.89],
    ["(1,234)", -1234],
    ["-1,234", -1234],
    ["\u22121,234", -1234],
    ["\u20131,234", -1234],
    ["( 12.5 )", -12.5],
    ["$1,200", 1200],
    ["(€ 3,400)", -3400],
    ["1.234.567", 1234567],
    ["1.234,56", 1234.56],
    ["12,5", 12.5],
    ["1 234 567", 1234567],
    ["1\u00a0234", 1234],
    ["-", 0],
    ["\u2014", 0],
    ["nil", 0],
    ["2025", 2025],
    ["0.5", 0.5],
  ])("reads %j as %d", (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it.each(["Revenue", "12a", "(1,234", "1,2345", "31.12.2025", "", "1,234)"])("refuses %j", (text) => {
    expect(parseAmount(text)).toBeUndefined();
  });
});

describe("dates and years", () => {
  it("finds dates as statements print them, in order", () => {
    expect(findDates("As at 31 December 2025 and 30 June 2024").map((d) => [d.year, d.month, d.day])).toEqual([
      [2025, 12, 31],
      [2024, 6, 30],
    ]);
    expect(findDates("Years ended December 31, 2025").map((d) => [d.year, d.month, d.day])).toEqual([[2025, 12, 31]]);
    expect(findDates("31.03.2025 / 2024-09-30").map((d) => [d.year, d.month, d.day])).toEqual([
      [2025, 3, 31],
      [2024, 9, 30],
    ]);
    expect(findDates("For the year ended 31st Dec.").map((d) => [d.year, d.month, d.day])).toEqual([
      [undefined, 12, 31],
    ]);
    expect(findDates("30 February 2025")).toEqual([]);
  });

  it("separates full dates that the text layer ran together, and nothing else", () => {
    expect(separateRunTogetherDates("March 31, 2026December 31, 2025")).toBe("March 31, 2026 December 31, 2025");
    expect(separateRunTogetherDates("Mar. 31, 2026Dec. 31, 2025")).toBe("Mar. 31, 2026 Dec. 31, 2025");
    expect(separateRunTogetherDates("31 March 202631 December 2025")).toBe("31 March 2026 31 December 2025");
    expect(separateRunTogetherDates("31.03.202631.12.2025")).toBe("31.03.2026 31.12.2025");
    expect(separateRunTogetherDates("2026-03-312025-12-31")).toBe("2026-03-31 2025-12-31");
    expect(
      findDates(separateRunTogetherDates("March 31, 2026December 31, 2025")).map((d) => [d.year, d.month, d.day]),
    ).toEqual([
      [2026, 3, 31],
      [2025, 12, 31],
    ]);
    for (const kept of [
      "March 31, 2026 December 31, 2025",
      "FY2025",
      "2025 2024",
      "20262025",
      "20,262,025",
      "Revenue 2026Margin",
      "31.03.2026",
      "Cash at 31 December 2025",
    ]) {
      expect(separateRunTogetherDates(kept)).toBe(kept);
    }
  });

  it("reads column-header years", () => {
    expect(parseYear("2025")).toBe(2025);
    expect(parseYear("FY2024")).toBe(2024);
    expect(parseYear("12025")).toBeUndefined();
  });
});

describe("headings, sections and labels", () => {
  it.each([
    ["Balance Sheet", "balance_sheet"],
    ["CONSOLIDATED BALANCE SHEETS", "balance_sheet"],
    ["Consolidated Statement of Financial Position as at 31 December 2025", "balance_sheet"],
    ["Acme plc – Statement of Financial Position", "balance_sheet"],
    ["Income Statement", "income_statement"],
    ["Consolidated Statement of Profit or Loss and Other Comprehensive Income", "income_statement"],
    ["Profit and Loss Account for the year ended 31 March 2025", "income_statement"],
    ["Consolidated Statements of Operations", "income_statement"],
    ["Statement of Comprehensive Income (continued)", "income_statement"],
    ["Cash Flow Statement", "cashflow_statement"],
    ["Condensed Interim Consolidated Statement of Cash Flows (unaudited)", "cashflow_statement"],
  ])("recognises the heading %j", (line, type) => {
    expect(headingType(line)).toBe(type);
  });

  it.each([
    "Notes to the consolidated statement of cash flows",
    "The accompanying notes form an integral part of these balance sheets",
    "Total comprehensive income for the year",
    "Cash flows from operating activities",
  ])("does not take %j for a heading", (line) => {
    expect(headingType(line)).toBeUndefined();
  });

  it("reads headings, sections and labels whose words the PDF glued together", () => {
    expect(headingType("CONSOLIDATEDSTATEMENTOF FINANCIAL POSITION")).toBe("balance_sheet");
    expect(headingType("StatementofCashFlows for the year")).toBe("cashflow_statement");
    expect(headingType("Notestothe statementof cash flows")).toBeUndefined();
    expect(sectionOf("Non-currentLiabilities")).toBe("non_current_liabilities");
    expect(matchLabel("balance_sheet", "Tradeand other receivables", undefined)?.key).toBe("trade_receivables");
    expect(matchLabel("balance_sheet", "Borrowings", "current_liabilities")?.key).toBe("short_term_debt");
  });

  it("normalizes labels", () => {
    expect(normalizeLabel("Property, plant & equipment (Note 12)")).toBe("property plant and equipment");
    expect(normalizeLabel("Less: Accumulated depreciation")).toBe("accumulated depreciation");
    expect(normalizeLabel("Shareholders’ equity")).toBe("shareholders equity");
  });

  it("uses the section for ambiguous labels", () => {
    expect(sectionOf("Current liabilities:")).toBe("current_liabilities");
    expect(sectionOf("Creditors: amounts falling due after more than one year")).toBe("non_current_liabilities");
    expect(matchLabel("balance_sheet", "Borrowings", "current_liabilities")?.key).toBe("short_term_debt");
    expect(matchLabel("balance_sheet", "Borrowings", "non_current_liabilities")?.key).toBe("long_term_debt");
    expect(matchLabel("balance_sheet", "Borrowings", undefined)).toBeUndefined();
    expect(matchLabel("balance_sheet", "Total", "equity")?.key).toBe("total_equity");
  });

  it("matches an OCR'd long label misread by one letter, and no short or ambiguous one", () => {
    expect(matchOcrLabel("balance_sheet", "Total steckholders' equity", "equity")?.key).toBe("total_equity");
    expect(matchOcrLabel("balance_sheet", "Total liabilities and stockhoiders' equity", undefined)?.key).toBe(
      "total_liabilities_and_equity",
    );
    expect(matchOcrLabel("balance_sheet", "Cesh", undefined)).toBeUndefined();
    expect(matchOcrLabel("balance_sheet", "Total stockholders' eqxxty", "equity")).toBeUndefined();
  });

  it("reads a small business's wording, the cost of its equipment only among the non-current assets", () => {
    const bs = (label: string, section?: Section) => matchLabel("balance_sheet", label, section)?.key;
    const pl = (label: string) => matchLabel("income_statement", label, undefined)?.key;
    expect(bs("Checking and savings")).toBe("cash");
    expect(bs("Inventory on hand")).toBe("inventory");
    expect(bs("Prepaids and deposits")).toBe("other_current_assets");
    expect(bs("Equipment, furniture and vehicles", "non_current_assets")).toBe("gross_fixed_assets");
    expect(bs("Equipment, furniture and vehicles")).toBeUndefined();
    expect(bs("Software and website, net")).toBe("intangible_assets");
    expect(bs("Security deposits", "non_current_assets")).toBe("other_non_current_assets");
    expect(bs("Bank line of credit")).toBe("short_term_debt");
    expect(bs("SBA loan, due within 12 months")).toBe("current_portion_long_term_debt");
    expect(bs("SBA loan, long-term portion")).toBe("long_term_debt");
    expect(bs("Payroll and sales tax liabilities")).toBe("other_current_liabilities");
    expect(bs("Loans from shareholder")).toBe("other_non_current_liabilities");
    expect(pl("Depreciation expense")).toBe("depreciation_amortization");
    expect(pl("Net Operating Income")).toBe("operating_profit");
    expect(pl("Interest paid on loans")).toBe("interest_expense");
    expect(pl("Net Income Before Taxes")).toBe("profit_before_tax");
    // reader33: staff costs with SG&A's lines in one figure are no key (docs/chart-of-accounts.md).
    expect(pl("Wages, rent and office expenses")).toBeUndefined();
  });

  it.each([
    ["cashflow_statement", "Net cash (used in)/from operating activities", "net_cash_from_operating_activities"],
    ["cashflow_statement", "Net cash provided by investing activities", "net_cash_from_investing_activities"],
    ["cashflow_statement", "Net increase (decrease) in cash and cash equivalents", "net_change_in_cash"],
    ["cashflow_statement", "Cash and cash equivalents at the beginning of the year", "cash_at_beginning"],
    ["cashflow_statement", "Cash and cash equivalents, end of period", "cash_at_end"],
    ["cashflow_statement", "Cash and cash equivalents at 1 January", "cash_at_beginning"],
    ["cashflow_statement", "Cash and cash equivalents at 31 December 2025", "cash_at_end"],
    ["income_statement", "1. Revenue", "revenue"],
    ["balance_sheet", "(b) Trade receivables 12", "trade_receivables"],
    ["income_statement", "Turnover", "revenue"],
    ["income_statement", "Cost of revenues", "cost_of_goods_sold"],
    ["income_statement", "Finance costs", "interest_expense"],
    ["income_statement", "Profit for the year", "net_profit"],
    ["balance_sheet", "Trade and other receivables", "trade_receivables"],
    ["balance_sheet", "Total liabilities and stockholders' equity", "total_liabilities_and_equity"],
  ] as const)("maps %s label %j to %s", (type, label, key) => {
    expect(matchLabel(type, label, undefined)?.key).toBe(key);
  });

  it("is documented: docs/extraction.md carries the synonym table as the code has it", () => {
    const doc = fs.readFileSync(path.resolve(__dirname, "../../../docs/extraction.md"), "utf8");
    expect(doc).toContain(synonymTableMarkdown());
  });
});

describe("safeFileName", () => {
  it("keeps ordinary names, trimmed and in NFC", () => {
    expect(safeFileName("  Q2 report (final).pdf ")).toBe("Q2 report (final).pdf");
    expect(safeFileName("re\u0301sume\u0301.pdf")).toBe("r\u00e9sum\u00e9.pdf");
  });

  it.each([
    undefined,
    "",
    "   ",
    "a/b.pdf",
    "a\\b.pdf",
    "..",
    "a\u0000.pdf",
    "a\n.pdf",
    "x\u202e.pdf",
    "a\u2028b.pdf",
    "a".repeat(256),
  ])("refuses %j", (name) => {
    expect(safeFileName(name)).toBeUndefined();
  });
});
