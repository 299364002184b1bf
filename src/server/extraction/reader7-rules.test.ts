import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import { headingType } from "./synonyms";
import { amounts, at, page, right } from "./synthetic-lines.fixture";

/**
 * General rules of the reader7 round (issue 22, unseen batch 4; docs/extraction.md "Reader changes
 * (reader7)"): what income-tax-basis, cash-basis, New Zealand and UK FRS 102 statements print,
 * written as synthetic lines (cells with positions, as pdf-text.ts gives them), never a corpus file.
 */

const doc = (list: ReturnType<typeof parseStatements>["statements"], type: string, period: string) =>
  list.find((s) => s.documentType === type && s.period === period);

describe("income tax basis and cash basis headings", () => {
  it("reads the titles of tax-basis, cash-basis and modified-cash-basis statements", () => {
    expect(headingType("Statements of Assets, Liabilities, and Members' Equity - Income Tax Basis")).toBe(
      "balance_sheet",
    );
    expect(headingType("Statement of Assets, Liabilities and Equity Arising from Cash Transactions")).toBe(
      "balance_sheet",
    );
    expect(headingType("Statement of Assets, Liabilities and Net Assets - Modified Cash Basis")).toBe("balance_sheet");
    expect(headingType("Statements of Revenues and Expenses - Income Tax Basis")).toBe("income_statement");
    expect(headingType("Statement of Revenues Collected and Expenses Paid")).toBe("income_statement");
    expect(headingType("Statement of Revenues, Expenses and Changes in Members' Equity - Cash Basis")).toBe(
      "income_statement",
    );
  });

  it("does not read sentences or line items about revenues and expenses as headings", () => {
    expect(headingType("See notes to the statements of revenues and expenses")).toBeUndefined();
    expect(headingType("Revenues and expenses")).toBeUndefined();
    expect(headingType("Total revenues and expenses")).toBeUndefined();
  });
});

describe("income tax basis wording", () => {
  it("reads a statement of revenues and expenses worded after the tax return", () => {
    const { statements } = parseStatements(
      page([
        [at("Example Clinic, PLLC", 50)],
        [at("Statements of Revenues and Expenses - Income Tax Basis", 50)],
        [at("For the years ended December 31, 2025 and 2024", 50)],
        [right("2025", 400), right("2024", 480)],
        [at("Revenues", 50)],
        [at("Gross receipts or sales", 50), right("1,000,000.00", 400), right("900,000.00", 480)],
        [at("Cost of goods sold", 50), right("600,000.00", 400), right("540,000.00", 480)],
        [at("Gross profit", 50), right("400,000.00", 400), right("360,000.00", 480)],
        [at("Operating expenses", 50)],
        [at("Salaries and wages", 50), right("100,000.00", 400), right("90,000.00", 480)],
        [at("Rent, utilities and office", 50), right("50,000.00", 400), right("45,000.00", 480)],
        [at("Depreciation (Section 179 and MACRS)", 50), right("20,000.00", 400), right("18,000.00", 480)],
        [at("Other deductions", 50), right("30,000.00", 400), right("27,000.00", 480)],
        [at("Total operating expenses", 50), right("200,000.00", 400), right("180,000.00", 480)],
        [at("Ordinary business income", 50), right("200,000.00", 400), right("180,000.00", 480)],
        [at("Interest expense", 50), right("10,000.00", 400), right("9,000.00", 480)],
        [at("Interest and other income", 50), right("5,000.00", 400), right("4,000.00", 480)],
        [at("Income before state income taxes", 50), right("195,000.00", 400), right("175,000.00", 480)],
        [at("State income taxes", 50), right("15,000.00", 400), right("14,000.00", 480)],
        [at("Net income - income tax basis", 50), right("180,000.00", 400), right("161,000.00", 480)],
      ]),
    );
    const a = amounts(doc(statements, "income_statement", "2025-12-31"));
    expect(a.revenue).toBe(1_000_000);
    // reader27: salaries and wages are staff costs, never SG&A (docs/chart-of-accounts.md): the rent alone.
    expect(a.selling_general_administrative).toBe(50_000);
    expect(a.depreciation_amortization).toBe(20_000);
    expect(a.other_operating_expenses).toBe(30_000);
    expect(a.operating_profit).toBe(200_000);
    expect(a.profit_before_tax).toBe(195_000);
    expect(a.income_tax).toBe(15_000);
    expect(a.net_profit).toBe(180_000);
  });
});

describe("New Zealand wording", () => {
  it("reads GST and income tax payable, shareholder current accounts, overheads and interest received", () => {
    const { statements } = parseStatements(
      page([
        [at("Example Services Limited", 50)],
        [at("Statement of Financial Position", 50)],
        [at("As at 31 March, 2025 and 2024", 50)],
        [right("2025", 400), right("2024", 480)],
        [at("Current assets", 50)],
        [at("Cash and bank balances", 50), right("100,000", 400), right("90,000", 480)],
        [at("Total current assets", 50), right("100,000", 400), right("90,000", 480)],
        [at("Total assets", 50), right("100,000", 400), right("90,000", 480)],
        [at("Current liabilities", 50)],
        [at("Accounts payable and accruals", 50), right("20,000", 400), right("18,000", 480)],
        [at("GST and income tax payable", 50), right("7,000", 400), right("6,000", 480)],
        [at("Total current liabilities", 50), right("27,000", 400), right("24,000", 480)],
        [at("Non-current liabilities", 50)],
        [at("Shareholder current accounts", 50), right("13,000", 400), right("16,000", 480)],
        [at("Total non-current liabilities", 50), right("13,000", 400), right("16,000", 480)],
        [at("Total liabilities", 50), right("40,000", 400), right("40,000", 480)],
        [at("Equity", 50)],
        [at("Share capital", 50), right("60,000", 400), right("50,000", 480)],
        [at("Total equity", 50), right("60,000", 400), right("50,000", 480)],
      ]).concat(
        page(
          [
            [at("Example Services Limited", 50)],
            [at("Statement of Financial Performance", 50)],
            [at("For the years ended 31 March, 2025 and 2024", 50)],
            [right("2025", 400), right("2024", 480)],
            [at("Sales", 50), right("500,000", 400), right("450,000", 480)],
            [at("Less cost of sales", 50), right("(300,000)", 400), right("(270,000)", 480)],
            [at("Gross profit", 50), right("200,000", 400), right("180,000", 480)],
            [at("Administration and overhead expenses", 50), right("(80,000)", 400), right("(70,000)", 480)],
            [at("Operating profit", 50), right("120,000", 400), right("110,000", 480)],
            [at("Interest received", 50), right("2,000", 400), right("1,500", 480)],
            [at("Net profit before taxation", 50), right("122,000", 400), right("111,500", 480)],
          ],
          2,
        ),
      ),
    );
    const bs = amounts(doc(statements, "balance_sheet", "2025-03-31"));
    expect(bs.other_current_liabilities).toBe(7_000);
    expect(bs.other_non_current_liabilities).toBe(13_000);
    const is = amounts(doc(statements, "income_statement", "2025-03-31"));
    expect(Math.abs(is.selling_general_administrative ?? 0)).toBe(80_000);
    expect(is.other_income).toBe(2_000);
  });
});

describe("UK FRS 102 income statement and statement of retained earnings", () => {
  it("reads the combined statement as the income statement", () => {
    expect(headingType("Income Statement and Statement of Retained Earnings")).toBe("income_statement");
    expect(headingType("Profit and Loss Account and Statement of Retained Earnings")).toBe("income_statement");
    expect(headingType("Statement of Retained Earnings")).toBeUndefined();
  });

  it("reads the profit above the retained earnings movement", () => {
    const { statements } = parseStatements(
      page([
        [at("Example Masonry Limited", 50)],
        [at("Income Statement and Statement of Retained Earnings", 50)],
        [at("For the years ended 30 April, 2025 and 2024", 50)],
        [right("2025", 400), right("2024", 480)],
        [right("£", 400), right("£", 480)],
        [at("Turnover", 50), right("2,000,000", 400), right("1,800,000", 480)],
        [at("Cost of sales", 50), right("(1,200,000)", 400), right("(1,100,000)", 480)],
        [at("Gross profit", 50), right("800,000", 400), right("700,000", 480)],
        [at("Administrative expenses", 50), right("(300,000)", 400), right("(280,000)", 480)],
        [at("Operating profit", 50), right("500,000", 400), right("420,000", 480)],
        [at("Profit before taxation", 50), right("500,000", 400), right("420,000", 480)],
        [at("Tax on profit", 50), right("(100,000)", 400), right("(80,000)", 480)],
        [at("Profit for the financial year", 50), right("400,000", 400), right("340,000", 480)],
        [at("Retained earnings at the beginning of the year", 50), right("1,000,000", 400), right("700,000", 480)],
        [at("Profit for the financial year", 50), right("400,000", 400), right("340,000", 480)],
        [at("Dividends declared and paid", 50), right("(50,000)", 400), right("(40,000)", 480)],
        [at("Retained earnings at the end of the year", 50), right("1,350,000", 400), right("1,000,000", 480)],
      ]),
    );
    const a = amounts(doc(statements, "income_statement", "2025-04-30"));
    expect(a.revenue).toBe(2_000_000);
    expect(a.net_profit).toBe(400_000);
    expect(doc(statements, "income_statement", "2025-04-30")?.periodType).toBe("yearly");
  });
});

describe("year end from the balance sheet alone", () => {
  const balanceSheet = (title: string) => [
    [at("Example Limited", 50)],
    [at("Balance Sheet", 50)],
    [at(title, 50)],
    [right("2025", 400), right("2024", 480)],
    [at("Cash at bank", 50), right("400,000", 400), right("300,000", 480)],
    [at("Total current assets", 50), right("400,000", 400), right("300,000", 480)],
    [at("Called up share capital", 50), right("100,000", 400), right("100,000", 480)],
    [at("Total equity", 50), right("400,000", 400), right("300,000", 480)],
  ];

  it("takes the day and month of balance sheet columns a year apart as the year end when no flow statement gives one", () => {
    const { statements } = parseStatements(page(balanceSheet("As at 30 April, 2025 and 2024")));
    expect(statements.map((s) => `${s.period} ${s.periodType}`)).toEqual(["2025-04-30 yearly", "2024-04-30 yearly"]);
  });

  it("keeps a balance sheet beside a year-to-date statement an interim one", () => {
    const { statements } = parseStatements(
      page([
        ...balanceSheet("As at 30 June, 2025 and 2024"),
        [at("Income Statement", 50)],
        [at("For the six months ended 30 June, 2025 and 2024", 50)],
        [right("2025", 400), right("2024", 480)],
        [at("Turnover", 50), right("900,000", 400), right("800,000", 480)],
        [at("Profit for the period", 50), right("100,000", 400), right("90,000", 480)],
      ]),
    );
    expect(doc(statements, "balance_sheet", "2025-06-30")?.periodType).toBe("quarterly");
  });
});

describe("federal and state income taxes", () => {
  it("adds federal and state income taxes printed apart", () => {
    const { statements } = parseStatements(
      page([
        [at("Statements of Revenues and Expenses - Income Tax Basis", 50)],
        [at("For the years ended December 31, 2025 and 2024", 50)],
        [right("2025", 400), right("2024", 480)],
        [at("Gross receipts or sales", 50), right("500,000", 400), right("450,000", 480)],
        [at("Income before income taxes", 50), right("100,000", 400), right("90,000", 480)],
        [at("Federal income taxes", 50), right("21,000", 400), right("18,900", 480)],
        [at("State income taxes", 50), right("5,000", 400), right("4,500", 480)],
        [at("Net income - income tax basis", 50), right("74,000", 400), right("66,600", 480)],
      ]),
    );
    expect(amounts(doc(statements, "income_statement", "2025-12-31")).income_tax).toBe(26_000);
  });
});
