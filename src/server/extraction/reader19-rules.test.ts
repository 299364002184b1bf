import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import type { TextCell } from "./pdf-text";
import { matchLabel } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader19 (issue 22): misses of blind batch 11 (statement structures) written as families.
 * Synthetic labels and lines only, never corpus files.
 */

const statementsOf = (rows: readonly TextCell[][]) => parseStatements(page(rows)).statements;
const header = (title: string, unit: string): TextCell[][] => [
  [at(title, 30)],
  [at(unit, 30)],
  [right("2025", 400), right("2024", 480)],
];

describe("reader19: bank debt named by its term in a liquidity-order balance sheet", () => {
  it("reads short- and long-term bank borrowings and loans wherever they are printed", () => {
    for (const label of ["Short-term bank borrowings", "Short term bank loan", "Short-term bank loans"]) {
      expect(matchLabel("balance_sheet", label, undefined)?.key).toBe("short_term_debt");
    }
    for (const label of ["Long-term bank borrowings", "Long-term bank loans"]) {
      expect(matchLabel("balance_sheet", label, undefined)?.key).toBe("long_term_debt");
    }
    const [s] = statementsOf([
      ...header("Statement of Financial Position", "S$'000"),
      [at("EQUITY AND LIABILITIES", 30)],
      row("Share capital", "100,000", "100,000"),
      row("Retained earnings", "50,000", "40,000"),
      row("Total equity", "150,000", "140,000"),
      [at("Liabilities", 30)],
      row("Trade and other payables", "40,000", "35,000"),
      row("Short-term bank borrowings", "60,000", "55,000"),
      row("Long-term bank borrowings", "30,000", "35,000"),
      row("Total liabilities", "130,000", "125,000"),
      row("Total equity and liabilities", "280,000", "265,000"),
      [at("ASSETS", 30)],
      row("Cash and bank balances", "20,000", "15,000"),
      row("Trade receivables", "110,000", "100,000"),
      row("Inventories", "90,000", "95,000"),
      row("Property, plant and equipment", "60,000", "55,000"),
      row("Total assets", "280,000", "265,000"),
    ]);
    expect(amounts(s)).toMatchObject({ short_term_debt: 60000000, long_term_debt: 30000000 });
  });
  it("does not read a bank line without its term, a current portion, nor outside the balance sheet", () => {
    expect(matchLabel("balance_sheet", "Bank borrowings", undefined)).toBe(undefined);
    expect(matchLabel("balance_sheet", "Current portion of long-term bank loans", undefined)?.key).not.toBe(
      "long_term_debt",
    );
    expect(matchLabel("income_statement", "Long-term bank borrowings", undefined)).toBe(undefined);
  });
});

describe("reader19: a finance company's cash line", () => {
  it("reads cash and short-term funds, balances with (central) banks, due from banks", () => {
    for (const label of [
      "Cash and short-term funds",
      "Cash and balances with banks",
      "Cash and balances with central banks",
      "Cash and balances with the central bank",
      "Cash and due from banks",
      "Cash and amounts due from banks",
    ]) {
      expect(matchLabel("balance_sheet", label, undefined)?.key).toBe("cash");
    }
  });
  it("does not read deposits or placements with banks as cash", () => {
    for (const label of ["Deposits and placements with banks", "Deposits and placements of banks", "Due from banks"]) {
      expect(matchLabel("balance_sheet", label, undefined)?.key).not.toBe("cash");
    }
  });
});

describe("reader19: revenue net of rebates below gross sales", () => {
  it("reads the net line as revenue, not the gross sales above it", () => {
    for (const label of [
      "Net revenue after rebates",
      "Net sales after returns and allowances",
      "Net revenues after trade rebates and discounts",
    ]) {
      expect(matchLabel("income_statement", label, undefined)?.key).toBe("revenue");
    }
    const [s] = statementsOf([
      ...header("Statement of Financial Performance", "$"),
      row("Gross sales", "1,000,000", "900,000"),
      row("Less: trade rebates and promotional allowances", "(100,000)", "(90,000)"),
      row("Net revenue after rebates", "900,000", "810,000"),
      row("Cost of sales", "(500,000)", "(450,000)"),
      row("Gross profit", "400,000", "360,000"),
      row("Operating expenses", "(300,000)", "(280,000)"),
      row("Net profit before tax", "100,000", "80,000"),
      row("Income tax expense", "(28,000)", "(22,400)"),
      row("Net profit after tax", "72,000", "57,600"),
    ]);
    expect(amounts(s).revenue).toBe(900000);
  });
  it("does not read a net profit or net income after tax as revenue", () => {
    expect(matchLabel("income_statement", "Net income after tax", undefined)?.key).toBe("net_profit");
    expect(matchLabel("income_statement", "Net profit after rebates", undefined)?.key).not.toBe("revenue");
  });
});

describe("reader19: interest on borrowings and interest on lease liabilities", () => {
  const financing = (lines: TextCell[][]) =>
    statementsOf([
      ...header("Consolidated Statement of Profit or Loss", "€'000"),
      row("Revenue", "500,000", "450,000"),
      row("Cost of sales", "(300,000)", "(270,000)"),
      row("Operating profit", "80,000", "70,000"),
      [at("Financing category", 30)],
      ...lines,
      row("Profit before income taxes", "66,000", "57,000"),
      row("Income tax expense", "(16,000)", "(14,000)"),
      row("Profit for the year", "50,000", "43,000"),
    ])[0];
  it("adds the two lines up in either order", () => {
    const s = financing([
      row("Interest expense on borrowings", "(12,000)", "(11,000)"),
      row("Interest expense on lease liabilities", "(2,000)", "(2,000)"),
    ]);
    expect(amounts(s).interest_expense).toBe(14000000);
    const t = financing([
      row("Interest on lease liabilities", "(2,000)", "(2,000)"),
      row("Interest on bank loans", "(12,000)", "(11,000)"),
    ]);
    expect(amounts(t).interest_expense).toBe(14000000);
  });
  it("keeps a printed total, and a plain interest line beside the lease interest", () => {
    const s = financing([
      row("Interest on borrowings", "(12,000)", "(11,000)"),
      row("Interest on lease liabilities", "(2,000)", "(2,000)"),
      row("Finance costs", "(14,000)", "(13,000)"),
    ]);
    expect(amounts(s).interest_expense).toBe(14000000);
    const t = financing([
      row("Interest expense", "(12,000)", "(11,000)"),
      row("Interest on lease liabilities", "(2,000)", "(2,000)"),
    ]);
    expect(amounts(t).interest_expense).toBe(12000000);
  });
});

describe("reader19: trading profit above exceptional items, operating profit after them", () => {
  const uk = (lines: TextCell[][]) =>
    statementsOf([
      ...header("Group Income Statement", "£m"),
      row("Revenue", "600.0", "580.0"),
      row("Cost of sales", "(400.0)", "(390.0)"),
      row("Gross margin", "200.0", "190.0"),
      row("Administrative expenses", "(120.0)", "(118.0)"),
      ...lines,
      row("Finance costs", "(10.0)", "(12.0)"),
    ])[0];
  it("reads the line printed as operating profit", () => {
    const s = uk([
      row("Trading profit", "80.0", "72.0"),
      row("Exceptional items", "(15.0)", "(3.0)"),
      row("Operating profit", "65.0", "69.0"),
    ]);
    expect(amounts(s).operating_profit).toBe(65000000);
  });
  it("keeps trading profit alone, and an operating profit printed before a trading profit", () => {
    expect(amounts(uk([row("Trading profit", "80.0", "72.0")])).operating_profit).toBe(80000000);
    const s = uk([row("Operating profit", "80.0", "72.0"), row("Trading profit", "75.0", "70.0")]);
    expect(amounts(s).operating_profit).toBe(80000000);
  });
});

describe("reader19: a subtotal printed equal to a known line", () => {
  it("reads the line after '=' (UGB: Ergebnis nach Steuern = Jahresüberschuss)", () => {
    expect(matchLabel("income_statement", "Ergebnis nach Steuern = Jahresüberschuss", undefined)?.key).toBe(
      "net_profit",
    );
    expect(matchLabel("income_statement", "15. Ergebnis nach Steuern = Jahresüberschuss", undefined)?.key).toBe(
      "net_profit",
    );
  });
  it("does not read the words before '=' alone, nor two known lines of different keys", () => {
    expect(matchLabel("income_statement", "Ergebnis nach Steuern", undefined)).toBe(undefined);
    expect(matchLabel("income_statement", "Betriebsergebnis = Jahresüberschuss", undefined)).toBe(undefined);
    expect(matchLabel("income_statement", "Ergebnis nach Steuern = Summe Z 1 bis 14", undefined)).toBe(undefined);
  });
});

describe("reader19: income taxes over current and future (deferred) parts", () => {
  const aspe = (lines: TextCell[][]) =>
    statementsOf([
      ...header("Statement of Operations", "(in thousands of Canadian dollars)"),
      row("Sales", "20,000", "19,000"),
      row("Office and general", "1,000", "900"),
      row("Income before income taxes", "2,600", "2,000"),
      ...lines,
    ])[0];
  it("adds the part printed bare below the first", () => {
    for (const second of ["Future", "Deferred"]) {
      const s = aspe([
        [at("Income taxes", 30)],
        row("   Current", "600", "500"),
        row(`   ${second}`, "100", "80"),
        row("Net income", "1,900", "1,420"),
      ]);
      expect(amounts(s).income_tax).toBe(700000);
    }
    expect(matchLabel("income_statement", "Future income taxes", undefined)?.key).toBe("income_tax");
  });
  it("does not add a bare line after a plain tax line, nor read it elsewhere", () => {
    const s = aspe([
      row("Income tax expense", "600", "500"),
      row("Deferred", "100", "80"),
      row("Net income", "2,000", "1,500"),
    ]);
    expect(amounts(s).income_tax).toBe(600000);
    const t = aspe([
      [at("Income taxes", 30)],
      row("   Current", "600", "500"),
      row("Net income", "2,000", "1,500"),
      row("Future", "100", "80"),
    ]);
    expect(amounts(t).income_tax).toBe(600000);
  });
  it("reads office and general as a part of SG&A", () => {
    expect(matchLabel("income_statement", "Office and general", undefined)).toEqual({
      key: "selling_general_administrative",
      sum: true,
    });
    expect(matchLabel("income_statement", "Office rent", undefined)?.key).not.toBe("selling_general_administrative");
  });
});

describe("reader19: a revolving line of credit among the non-current liabilities", () => {
  const us = (lines: TextCell[][]) =>
    statementsOf([
      ...header("Balance Sheets", "(in U.S. dollars)"),
      [at("Current liabilities:", 30)],
      row("Accounts payable", "900,000", "800,000"),
      ...lines,
    ])[0];
  it("is long-term debt, added to the term debt beside it", () => {
    const s = us([
      row("Current portion of long-term debt", "200,000", "200,000"),
      row("Total current liabilities", "1,100,000", "1,000,000"),
      row("Revolving line of credit", "700,000", "1,000,000"),
      row("Long-term debt, net of current portion", "1,400,000", "1,600,000"),
    ]);
    expect(amounts(s)).toMatchObject({ long_term_debt: 2100000, current_portion_long_term_debt: 200000 });
    expect(amounts(s).short_term_debt).toBe(undefined);
  });
  it("stays short-term debt among the current liabilities", () => {
    const s = us([
      row("Line of credit", "100,000", "150,000"),
      row("Total current liabilities", "1,000,000", "950,000"),
    ]);
    expect(amounts(s).short_term_debt).toBe(100000);
    expect(matchLabel("balance_sheet", "Revolving line of credit", "current_liabilities")?.key).toBe("short_term_debt");
  });
});
