import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import { findDates } from "./numbers";
import { amounts, at, page, right } from "./synthetic-lines.fixture";

/**
 * Bookkeeping exports (QuickBooks-, Xero-, Sage-like), Canadian ASPE and Australian wording, and a
 * Kontoform's liabilities-side total (issue 22, reader5): synthetic lines, never corpus files.
 */

type Row = [string, ...string[]];
const rowsOf = (rows: Row[]) =>
  rows.map(([label, ...f]) => [at(label, 50), ...f.map((x, i) => right(x, 400 + i * 90))]);

function statement(title: string, period: string, headers: string[], rows: Row[]) {
  return parseStatements(
    page([
      [at("Silver Creek Landscaping, Inc.", 50)],
      [at(title, 50)],
      [at(period, 50)],
      headers.map((h, i) => right(h, 400 + i * 90)),
      ...rowsOf(rows),
    ]),
  ).statements;
}

describe("a bookkeeping export's Profit and Loss", () => {
  const list = statement(
    "Profit and Loss",
    "January - December 2025",
    ["Jan - Dec 2025", "Jan - Dec 2024 (PY)"],
    [
      ["Income"],
      ["Sales", "$566,024.41", "$508,480.33"],
      ["Services", "1,006,265.62", "903,965.04"],
      ["Total Income", "1,572,290.03", "1,412,445.37"],
      ["Cost of Goods Sold"],
      ["Total Cost of Goods Sold", "987,801.70", "831,075.62"],
      ["Gross Profit", "584,488.33", "581,369.75"],
      ["Expenses"],
      ["Payroll Expenses", "99,834.32", "108,377.35"],
      ["Rent & Office Expenses", "149,751.49", "162,566.03"],
      ["Depreciation Expense", "39,371.47", "29,551.13"],
      ["Other Business Expenses", "34,475.60", "21,778.95"],
      ["Total Expenses", "323,432.88", "322,273.46"],
      ["Net Operating Income", "261,055.45", "259,096.29"],
      ["Other Income"],
      ["Interest Earned", "7,455.49", "6,598.96"],
      ["Other Expenses"],
      ["Interest Expense", "26,659.71", "27,525.14"],
      ["Income Taxes", "52,373.59", "62,914.43"],
      ["Total Other Expenses", "79,033.30", "90,439.57"],
      ["Net Other Income", "-71,577.81", "-83,840.61"],
      ["Net Income", "$189,477.64", "$175,255.68"],
    ],
  );

  it("is found: a range of months heads each year's column", () => {
    expect(list.map((s) => `${s.period} ${s.periodType}`)).toEqual(["2025-12-31 yearly", "2024-12-31 yearly"]);
  });

  it("reads Total Income as revenue, the SG&A parts, and keeps other expenses below operating income out", () => {
    expect(amounts(list[0])).toMatchObject({
      revenue: 1_572_290.03,
      cost_of_goods_sold: 987_801.7,
      gross_profit: 584_488.33,
      selling_general_administrative: 149_751.49, // payroll expenses are staff costs (reader33)
      other_operating_expenses: 34_475.6,
      depreciation_amortization: 39_371.47,
      operating_profit: 261_055.45,
      other_income: 7_455.49,
      interest_expense: 26_659.71,
      income_tax: 52_373.59,
      net_profit: 189_477.64,
    });
  });

  it('reads a date whose year follows the comma without a space (OCR: "As of Dec 31,2025")', () => {
    expect(findDates("As of Dec 31,2025")).toEqual([{ month: 12, day: 31, year: 2025, index: 6 }]);
  });

  it("reads a quarter's range of months as a quarter", () => {
    const q = statement(
      "Profit and Loss",
      "October - December 2025",
      ["Oct - Dec 2025"],
      [
        ["Total Income", "400,000.00"],
        ["Net Income", "40,000.00"],
      ],
    );
    expect(q.map((s) => `${s.period} ${s.periodType}`)).toEqual(["2025-12-31 quarterly"]);
  });

  it("never takes Total income after other income for revenue (revenue and other income together)", () => {
    const indian = statement(
      "Statement of Profit and Loss",
      "For the year ended 31 March 2025",
      ["2025", "2024"],
      [
        ["Revenue from operations", "2,000", "1,800"],
        ["Other income", "100", "90"],
        ["Total income", "2,100", "1,890"],
        ["Profit for the year", "300", "250"],
      ],
    );
    expect(amounts(indian[0]).revenue).toBe(2000);
  });
});

describe("a bookkeeping export's Balance Sheet", () => {
  const list = statement(
    "Balance Sheet",
    "As of December 31, 2025 and 2024",
    ["2025", "2024"],
    [
      ["Current Assets"],
      ["Bank Accounts"],
      ["Business Checking", "$399,784.10", "$227,938.10"],
      ["Total Bank Accounts", "399,784.10", "227,938.10"],
      ["Accounts Receivable (A/R)", "241,957.47", "176,173.07"],
      ["Inventory Asset", "224,002.41", "120,389.32"],
      ["Total Current Assets", "865,743.98", "524,500.49"],
      ["Fixed Assets"],
      ["Equipment & Vehicles", "926,627.15", "1,074,282.26"],
      ["Accumulated Depreciation", "-452,864.31", "-484,996.79"],
      ["Total Fixed Assets", "473,762.84", "589,285.47"],
      ["Other Assets"],
      ["Website & Software", "152,273.20", "63,524.04"],
      ["TOTAL ASSETS", "$1,491,780.02", "$1,177,310.00"],
      ["Current Liabilities"],
      ["Accounts Payable (A/P)", "140,062.56", "149,272.32"],
      ["Equipment Loan - Current", "23,138.48", "29,998.27"],
      ["Total Current Liabilities", "163,201.04", "179,270.59"],
      ["Long-Term Liabilities"],
      ["Equipment Loan", "322,845.67", "323,468.78"],
      ["Total Long-Term Liabilities", "322,845.67", "323,468.78"],
      ["Equity"],
      ["Common Stock", "62,500.00", "62,500.00"],
      ["Retained Earnings", "706,989.45", "391,314.80"],
      ["Net Income", "236,243.86", "220,755.83"],
      ["Total Equity", "1,005,733.31", "674,570.63"],
      ["TOTAL LIABILITIES AND EQUITY", "$1,491,780.02", "$1,177,310.00"],
    ],
  );

  it("reads the accounts under their statement keys", () => {
    expect(amounts(list[0])).toMatchObject({
      cash: 399_784.1,
      trade_receivables: 241_957.47,
      inventory: 224_002.41,
      net_fixed_assets: 473_762.84,
      intangible_assets: 152_273.2,
      trade_payables: 140_062.56,
      current_portion_long_term_debt: 23_138.48,
      long_term_debt: 322_845.67,
      share_capital: 62_500,
      total_equity: 1_005_733.31,
    });
  });

  it("takes Total Fixed Assets above other assets for net fixed assets, and no opening retained earnings for the period end's", () => {
    expect(amounts(list[0])).not.toHaveProperty("total_non_current_assets");
    expect(amounts(list[0])).not.toHaveProperty("retained_earnings");
  });

  it("reads Undeposited Funds as a part of other current assets, never of cash, and its printed total over it", () => {
    const read = (rows: Row[]) =>
      amounts(statement("Balance Sheet", "As of December 31, 2025", ["Dec 31, 2025"], rows)[0]);
    const head: Row[] = [
      ["Current Assets"],
      ["Bank Accounts"],
      ["Business Checking", "120,000.00"],
      ["Savings", "30,000.00"],
      ["Total Bank Accounts", "150,000.00"],
    ];
    const apart = read([
      ...head,
      ["Other Current Assets"],
      ["Undeposited Funds", "4,200.00"],
      ["Total Other Current Assets", "6,000.00"],
      ["Total Current Assets", "156,000.00"],
    ]);
    expect(apart).toMatchObject({ cash: 150_000, other_current_assets: 6_000 });
    const alone = read([...head, ["Undeposited Funds", "4,200.00"], ["Total Current Assets", "154,200.00"]]);
    expect(alone).toMatchObject({ cash: 150_000, other_current_assets: 4_200 });
  });
});

describe("a balance sheet's Net Income line among the equity lines", () => {
  it.each(["Net Income", "Net loss", "Net profit for the year", "Net income after tax"])(
    "%s marks the retained earnings above it as the opening balance",
    (label) => {
      const list = statement(
        "Balance Sheet",
        "As of December 31, 2025",
        ["Dec 31, 2025"],
        [
          ["Current Assets"],
          ["Checking", "500.00"],
          ["Total Current Assets", "500.00"],
          ["Equity"],
          ["Common Stock", "100.00"],
          ["Retained Earnings", "250.00"],
          [label, "150.00"],
          ["Total Equity", "500.00"],
        ],
      );
      expect(amounts(list[0])).not.toHaveProperty("retained_earnings");
    },
  );
});

describe("Canadian and Australian wording", () => {
  it("reads Amortization, Interest on long-term debt and Net income and comprehensive income", () => {
    const list = statement(
      "Statement of Operations",
      "Year ended March 31, 2025",
      ["2025", "2024"],
      [
        ["Revenue", "5,000", "4,500"],
        ["Amortization", "300", "250"],
        ["Interest on long-term debt", "120", "100"],
        ["Net income and comprehensive income", "900", "800"],
      ],
    );
    expect(amounts(list[0])).toMatchObject({ depreciation_amortization: 300, interest_expense: 120, net_profit: 900 });
  });

  it("adds Depreciation and Amortization printed on two lines", () => {
    const list = statement(
      "Statement of Operations",
      "Year ended March 31, 2025",
      ["2025", "2024"],
      [
        ["Revenue", "5,000", "4,500"],
        ["Depreciation", "200", "150"],
        ["Amortization", "100", "100"],
        ["Net income", "900", "800"],
      ],
    );
    expect(amounts(list[0]).depreciation_amortization).toBe(300);
  });

  it("reads Bank indebtedness as short-term debt", () => {
    const list = statement(
      "Balance Sheet",
      "As at March 31, 2025 and 2024",
      ["2025", "2024"],
      [
        ["Cash", "1,000", "900"],
        ["Total assets", "9,000", "8,000"],
        ["Bank indebtedness", "1,686", "1,186"],
        ["Accounts payable and accrued liabilities", "3,006", "4,377"],
      ],
    );
    expect(amounts(list[0])).toMatchObject({ short_term_debt: 1686 });
  });

  it("reads a direct-method statement's Net increase (decrease) in cash held", () => {
    const list = statement(
      "Statement of Cash Flows",
      "For the year ended 30 June 2025",
      ["2025", "2024"],
      [
        ["Net cash from operating activities", "5,000", "4,000"],
        ["Net increase (decrease) in cash held", "(368)", "356"],
        ["Cash at the end of the financial year", "2,000", "2,368"],
      ],
    );
    expect(amounts(list[0])).toMatchObject({ net_change_in_cash: -368 });
  });
});

describe("a Kontoform's liabilities side", () => {
  it("reads its Bilanzsumme as the total of liabilities and equity", () => {
    const L = 48;
    const R = 437;
    const lines = page([
      [at("Bilanz zum 31. Dezember 2025", 46)],
      [at("in TEUR", 46)],
      [
        at("Aktiva", L),
        right("31.12.2025", 332),
        right("31.12.2024", 419),
        at("Passiva", R),
        right("31.12.2025", 707),
        right("31.12.2024", 794),
      ],
      [
        at("Sachanlagen", L),
        right("27.257", 332),
        right("28.049", 419),
        at("Gezeichnetes Kapital", R),
        right("2.750", 707),
        right("2.750", 794),
      ],
      [
        at("Vorräte", L),
        right("9.603", 332),
        right("9.164", 419),
        at("Gewinnrücklagen", R),
        right("44.898", 707),
        right("44.485", 794),
      ],
      [
        at("Guthaben bei Kreditinstituten", L),
        right("34.794", 332),
        right("27.641", 419),
        at("Eigenkapital", R),
        right("47.648", 707),
        right("47.235", 794),
      ],
      [
        at("Umlaufvermögen", L),
        right("44.397", 332),
        right("36.805", 419),
        at("Sonstige Verbindlichkeiten", R),
        right("24.006", 707),
        right("17.619", 794),
      ],
      [
        at("Bilanzsumme", L),
        right("71.654", 332),
        right("64.854", 419),
        at("Bilanzsumme", R),
        right("71.654", 707),
        right("64.854", 794),
      ],
    ]);
    const bs = parseStatements(lines).statements.find((s) => s.period === "2025-12-31");
    expect(amounts(bs)).toMatchObject({ total_assets: 71_654_000, total_liabilities_and_equity: 71_654_000 });
  });
});
