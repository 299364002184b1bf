import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import { headingType, matchLabel, sectionOf } from "./synonyms";
import { amounts, at, page, right } from "./synthetic-lines.fixture";

/**
 * reader10 (issue 22): lines of classified statements the reader left unread, read as their
 * section's catch-all, and the wording of entities not met before (South African templates,
 * not-for-profits, sole traders, the Kleinstkapitalgesellschaft's short GuV). Synthetic labels and
 * lines, never corpus files; each rule is accounting practice, not one file's wording.
 */
describe("taxes, leases and provisions as their section's other lines", () => {
  it.each([
    ["Current tax payable", "current_liabilities", "other_current_liabilities"],
    ["Income taxes payable", "current_liabilities", "other_current_liabilities"],
    ["Current tax liabilities (net)", "current_liabilities", "other_current_liabilities"],
    ["Corporation tax", "current_liabilities", "other_current_liabilities"],
    ["Lease liabilities", "current_liabilities", "other_current_liabilities"],
    ["Deferred tax", "non_current_liabilities", "other_non_current_liabilities"],
    ["Deferred tax liabilities (net)", "non_current_liabilities", "other_non_current_liabilities"],
    ["Provisions for liabilities", "non_current_liabilities", "other_non_current_liabilities"],
    ["Hire purchase", "non_current_liabilities", "other_non_current_liabilities"],
    ["Obligations under finance leases", "non_current_liabilities", "other_non_current_liabilities"],
    ["Deferred tax assets", "non_current_assets", "other_non_current_assets"],
    ["Tax recoverable", "current_assets", "other_current_assets"],
    ["Operating lease liabilities, current", "current_liabilities", "other_current_liabilities"],
    ["Operating lease liabilities, non-current", "non_current_liabilities", "other_non_current_liabilities"],
    ["Right-of-use assets", "non_current_assets", "other_non_current_assets"],
    ["Other payables and accruals", "current_liabilities", "other_current_liabilities"],
  ] as const)("reads %s (%s) as %s, adding up", (label, section, key) => {
    expect(matchLabel("balance_sheet", label, section)).toEqual({ key, sum: true });
  });

  it("leaves them unread outside their section", () => {
    expect(matchLabel("balance_sheet", "Deferred tax", undefined)).toBeUndefined();
    expect(matchLabel("balance_sheet", "Provisions", undefined)).toBeUndefined();
  });
});

describe("South African, not-for-profit, sole trader and Kleinst-GmbH wording", () => {
  it.each([
    ["balance_sheet", "Other financial assets", "non_current_assets", "other_non_current_assets"],
    ["balance_sheet", "Other financial assets", "current_assets", "other_current_assets"],
    ["balance_sheet", "Other financial liabilities", "non_current_liabilities", "long_term_debt"],
    ["balance_sheet", "Other financial liabilities", "current_liabilities", "short_term_debt"],
    ["income_statement", "Investment revenue", undefined, "other_income"],
    ["balance_sheet", "Contributions and grants receivable", undefined, "trade_receivables"],
    ["balance_sheet", "Pledges receivable, net", undefined, "trade_receivables"],
    ["balance_sheet", "Unconditional promises to give", undefined, "trade_receivables"],
    ["balance_sheet", "Software, net", undefined, "intangible_assets"],
    ["balance_sheet", "Capitalized software development costs", undefined, "intangible_assets"],
    ["income_statement", "Investment return, net", undefined, "other_income"],
    ["income_statement", "Rent, rates and insurance", undefined, "selling_general_administrative"],
    ["income_statement", "Motor and travel", undefined, "selling_general_administrative"],
    ["income_statement", "Printing, postage and stationery", undefined, "selling_general_administrative"],
    ["income_statement", "Legal and professional fees", undefined, "selling_general_administrative"],
    ["income_statement", "2. Sonstige Erträge", undefined, "other_income"],
    ["income_statement", "7. Steuern", undefined, "income_tax"],
    ["income_statement", "Company income tax", undefined, "income_tax"],
    ["income_statement", "Tertiary education tax", undefined, "income_tax"],
    ["income_statement", "Net savings", undefined, "net_profit"],
    ["income_statement", "Net margins", undefined, "net_profit"],
  ] as const)("reads %s %s (%s) as %s", (type, label, section, key) => {
    expect(matchLabel(type, label, section)?.key).toBe(key);
  });

  it("reads 'Inventory of …' as the inventory, not its changes in an income statement", () => {
    expect(matchLabel("balance_sheet", "Inventory of program supplies", undefined)?.key).toBe("inventory");
    expect(matchLabel("income_statement", "Inventory of program supplies", undefined)).toBeUndefined();
  });

  it("opens the equity at 'Financed by' and a capital account", () => {
    expect(sectionOf("Financed by:")).toBe("equity");
    expect(sectionOf("Financed by: Capital account")).toBe("equity");
    expect(sectionOf("Partners' capital accounts")).toBe("equity");
    expect(sectionOf("Capital account balance")).toBeUndefined();
  });
});

describe("a sole trader's balance sheet financed by the capital account", () => {
  const lines = page([
    [at("Balance Sheet", 200)],
    [at("As at 5 April 2025", 200)],
    [right("2025", 400), right("2024", 480)],
    [at("Current assets", 30)],
    [at("Stock", 30), right("9,777", 400), right("8,469", 480)],
    [at("Cash at bank", 30), right("4,784", 400), right("2,053", 480)],
    [right("14,561", 400), right("10,522", 480)],
    [at("Less: Current liabilities", 30)],
    [at("Creditors", 30), right("1,093", 400), right("1,804", 480)],
    [at("Net assets", 30), right("13,468", 400), right("8,718", 480)],
    [at("Financed by: Capital account", 30)],
    [at("Balance at start of year", 30), right("8,718", 400), right("7,000", 480)],
    [at("Add: Net profit for the year", 30), right("9,750", 400), right("5,718", 480)],
    [at("Less: Drawings", 30), right("(5,000)", 400), right("(4,000)", 480)],
    [at("Balance at end of year", 30), right("13,468", 400), right("8,718", 480)],
  ]);

  it("reads the closing balance as the equity, marked derived (a total must tie it)", () => {
    const { statements } = parseStatements(lines);
    const bs = statements.find((s) => s.period === "2025-04-05");
    expect(amounts(bs)).toMatchObject({ cash: 4784, inventory: 9777, trade_payables: 1093, total_equity: 13_468 });
    expect(bs?.reading?.notes?.some((n) => n.key === "total_equity" && n.kind === "derived")).toBe(true);
  });
});

describe("a sole trader's overheads add up to SG&A", () => {
  it("sums rent and rates, motor and travel (wages are staff costs, no key: reader33) and keeps the derived mark", () => {
    const lines = page([
      [at("Trading and Profit and Loss Account", 180)],
      [at("For the year ended 5 April 2025", 190)],
      [right("2025", 400), right("2024", 480)],
      [at("Sales", 30), right("73,892", 400), right("69,532", 480)],
      [at("Cost of sales", 30), right("41,763", 400), right("42,879", 480)],
      [at("Gross profit", 30), right("32,129", 400), right("26,653", 480)],
      [at("Wages", 30), right("5,613", 400), right("7,153", 480)],
      [at("Rent and rates", 30), right("2,755", 400), right("3,511", 480)],
      [at("Motor and travel", 30), right("1,837", 400), right("2,341", 480)],
      [at("Net profit for the year", 30), right("21,924", 400), right("13,648", 480)],
    ]);
    const { statements } = parseStatements(lines);
    const is = statements.find((s) => s.period === "2025-04-05");
    expect(amounts(is)).toMatchObject({ selling_general_administrative: 4592, net_profit: 21_924 });
    expect(is?.reading?.notes?.some((n) => n.key === "selling_general_administrative" && n.kind === "derived")).toBe(
      true,
    );
  });
});

describe("prints and layouts of other countries' statements", () => {
  it("reads a balance sheet continued on the next page under '(cont'd)'", () => {
    const lines = [
      ...page([
        [at("Statement of Financial Position", 200)],
        [at("As at 31 March 2025", 210)],
        [right("2025", 400), right("2024", 480)],
        [at("Current assets", 30)],
        [at("Cash and cash equivalents", 30), right("1,200", 400), right("1,000", 480)],
        [at("Trade receivables", 30), right("800", 400), right("700", 480)],
        [at("Total current assets", 30), right("2,000", 400), right("1,700", 480)],
        [at("Total assets", 30), right("2,000", 400), right("1,700", 480)],
      ]),
      ...page(
        [
          [at("Statement of Financial Position (cont'd)", 180)],
          [right("2025", 400), right("2024", 480)],
          [at("Current liabilities", 30)],
          [at("Trade payables", 30), right("500", 400), right("400", 480)],
          [at("Total current liabilities", 30), right("500", 400), right("400", 480)],
          [at("Equity", 30)],
          [at("Share capital", 30), right("1,000", 400), right("1,000", 480)],
          [at("Retained earnings", 30), right("500", 400), right("300", 480)],
          [at("Total equity", 30), right("1,500", 400), right("1,300", 480)],
          [at("Total liabilities and equity", 30), right("2,000", 400), right("1,700", 480)],
        ],
        2,
      ),
    ];
    const { statements } = parseStatements(lines);
    expect(statements.map((s) => `${s.documentType} ${s.period}`)).toEqual([
      "balance_sheet 2025-03-31",
      "balance_sheet 2024-03-31",
    ]);
    expect(amounts(statements[1])).toMatchObject({ cash: 1000, trade_payables: 400, total_equity: 1300 });
  });

  it.each([
    ["31-03-2025", "31-03-2024"],
    ["31-Mar-2025", "31-Mar-2024"],
    ["31-Mar-25", "31-Mar-24"],
  ])("dates the columns from headers printed %s / %s", (a, b) => {
    const lines = page([
      [at("Balance Sheet", 200)],
      [right(a, 400), right(b, 480)],
      [at("Cash and bank balances", 30), right("1,234", 400), right("1,111", 480)],
      [at("Trade receivables", 30), right("2,345", 400), right("2,222", 480)],
      [at("Total assets", 30), right("3,579", 400), right("3,333", 480)],
    ]);
    const { statements } = parseStatements(lines);
    expect(statements.map((s) => s.period)).toEqual(["2025-03-31", "2024-03-31"]);
    expect(amounts(statements[0])).toEqual({ cash: 1234, trade_receivables: 2345, total_assets: 3579 });
  });

  it("reads trailing minus (SAP, Tally, Indian ledgers) as negative and stores expenses positive", () => {
    const lines = page([
      [at("Income Statement", 200)],
      [at("For the year ended 31 December 2025", 190)],
      [right("2025", 400), right("2024", 480)],
      [at("Revenue", 30), right("10,000", 400), right("9,000", 480)],
      [at("Cost of sales", 30), right("6,000-", 400), right("5,500-", 480)],
      [at("Gross profit", 30), right("4,000", 400), right("3,500", 480)],
      [at("Other income", 30), right("300", 400), right("200", 480)],
      [at("Profit before tax", 30), right("4,300", 400), right("3,700", 480)],
      [at("Income tax expense", 30), right("1,000-", 400), right("900-", 480)],
      [at("Profit for the year", 30), right("3,300", 400), right("2,800", 480)],
    ]);
    const { statements } = parseStatements(lines);
    expect(amounts(statements[0])).toEqual({
      revenue: 10_000,
      cost_of_goods_sold: 6000,
      gross_profit: 4000,
      other_income: 300,
      profit_before_tax: 4300,
      income_tax: 1000,
      net_profit: 3300,
    });
  });

  it("reads a loss marked 'Dr' on the profit line as negative, an expense marked 'Dr' as positive", () => {
    const lines = page([
      [at("Profit and Loss Account", 200)],
      [at("For the year ended 31st March 2025", 190)],
      [right("2025", 400), right("2024", 480)],
      [at("Revenue from operations", 30), right("10,000 Cr", 400), right("9,000 Cr", 480)],
      [at("Other expenses", 30), right("11,000 Dr", 400), right("8,000 Dr", 480)],
      [at("Profit for the year", 30), right("1,000 Dr", 400), right("1,000 Cr", 480)],
    ]);
    const { statements } = parseStatements(lines);
    expect(amounts(statements[0])).toEqual({ revenue: 10_000, other_operating_expenses: 11_000, net_profit: -1000 });
    expect(amounts(statements[1])).toMatchObject({ net_profit: 1000 });
  });

  it("reads three years with a restated prior year", () => {
    const lines = page([
      [at("Statement of Profit or Loss", 200)],
      [at("For the years ended 30 June", 200)],
      [right("2025", 320), right("2024", 400), right("2023", 480)],
      [right("Restated", 400), right("Restated", 480)],
      [at("Revenue", 30), right("5,000", 320), right("4,500", 400), right("4,000", 480)],
      [at("Cost of sales", 30), right("(3,000)", 320), right("(2,700)", 400), right("(2,400)", 480)],
      [at("Gross profit", 30), right("2,000", 320), right("1,800", 400), right("1,600", 480)],
      [at("Profit for the year", 30), right("1,200", 320), right("1,000", 400), right("900", 480)],
    ]);
    const { statements } = parseStatements(lines);
    expect(statements.map((s) => `${s.period} ${s.periodType}`)).toEqual([
      "2025-06-30 yearly",
      "2024-06-30 yearly",
      "2023-06-30 yearly",
    ]);
    expect(amounts(statements[2])).toEqual({
      revenue: 4000,
      cost_of_goods_sold: 2400,
      gross_profit: 1600,
      net_profit: 900,
    });
  });

  it("leaves half-year columns out and reads the year beside them", () => {
    const lines = page([
      [at("Income Statement", 200)],
      [right("Half year ended", 320), right("Half year ended", 400), right("Year ended", 480)],
      [right("30 June 2025", 320), right("30 June 2024", 400), right("31 December 2024", 480)],
      [at("Revenue", 30), right("2,500", 320), right("2,300", 400), right("4,800", 480)],
      [at("Cost of sales", 30), right("(1,500)", 320), right("(1,400)", 400), right("(2,900)", 480)],
      [at("Gross profit", 30), right("1,000", 320), right("900", 400), right("1,900", 480)],
      [at("Profit for the period", 30), right("600", 320), right("500", 400), right("1,100", 480)],
    ]);
    const { statements } = parseStatements(lines);
    expect(statements.map((s) => `${s.period} ${s.periodType}`)).toEqual(["2024-12-31 yearly"]);
    expect(amounts(statements[0])).toMatchObject({ revenue: 4800, gross_profit: 1900 });
  });

  it.each([
    ["Statement of Income and Retained Earnings", "income_statement"],
    ["Statement of Operations and Members' Surplus", "income_statement"],
    ["Statement of Financial Position (contd.)", "balance_sheet"],
    ["Cash Flow Statement (cont.)", "cashflow_statement"],
  ] as const)("knows the title %s", (title, type) => {
    expect(headingType(title)).toBe(type);
  });

  it("does not take a word starting with 'cont' for a continuation", () => {
    expect(headingType("Balance sheet contingencies")).toBeUndefined();
  });
});

describe("other income printed in parentheses among expenses printed plain", () => {
  const statement = (rows: ReturnType<typeof at>[][]) =>
    parseStatements(
      page([
        [at("Income Statement", 200)],
        [at("For the year ended 31 December 2025", 190)],
        [right("2025", 400), right("2024", 480)],
        ...rows,
      ]),
    ).statements[0];

  it("takes it as income when operating profit and profit before tax say so", () => {
    const s = statement([
      [at("Revenue", 30), right("10,000", 400), right("9,000", 480)],
      [at("Less: Expenses", 30)],
      [at("Administrative expenses", 30), right("3,000", 400), right("2,800", 480)],
      [at("Depreciation", 30), right("500", 400), right("450", 480)],
      [at("Operating profit", 30), right("6,500", 400), right("5,750", 480)],
      [at("Other income", 30), right("(200)", 400), right("(150)", 480)],
      [at("Finance costs", 30), right("100", 400), right("120", 480)],
      [at("Profit before tax", 30), right("6,600", 400), right("5,780", 480)],
    ]);
    expect(amounts(s)).toMatchObject({ other_income: 200, profit_before_tax: 6600 });
    expect(s?.reading?.notes?.some((n) => n.key === "other_income" && n.kind === "sign")).toBe(true);
  });

  it("keeps a net expense as printed when the chain says so, without a note", () => {
    const s = statement([
      [at("Revenue", 30), right("10,000", 400), right("9,000", 480)],
      [at("Administrative expenses", 30), right("3,000", 400), right("2,800", 480)],
      [at("Operating profit", 30), right("7,000", 400), right("6,200", 480)],
      [at("Other income (expense), net", 30), right("(200)", 400), right("(150)", 480)],
      [at("Interest expense", 30), right("100", 400), right("120", 480)],
      [at("Profit before tax", 30), right("6,700", 400), right("5,930", 480)],
    ]);
    expect(amounts(s)).toMatchObject({ other_income: -200 });
    expect(s?.reading?.notes?.some((n) => n.key === "other_income")).toBeFalsy();
  });

  it("holds it for a total to confirm when nothing tells income from expense", () => {
    const s = statement([
      [at("Sales", 30), right("10,000", 400), right("9,000", 480)],
      [at("Gross profit", 30), right("4,000", 400), right("3,600", 480)],
      [at("Less: Expenses", 30)],
      [at("Rent and rates", 30), right("1,000", 400), right("900", 480)],
      [at("Other income", 30), right("(200)", 400), right("(150)", 480)],
      [at("Net profit for the year", 30), right("3,200", 400), right("2,850", 480)],
    ]);
    expect(s?.reading?.notes?.some((n) => n.key === "other_income" && n.kind === "sign")).toBe(true);
  });
});

describe("year-to-date columns beside quarter columns", () => {
  const pack = (quarter: string) =>
    parseStatements(
      page([
        [at("Statement of Profit or Loss", 180)],
        [right(`${quarter} 2025`, 260), right(`${quarter} 2024`, 330), right("YTD 2025", 430), right("YTD 2024", 500)],
        [at("Revenue", 30), right("1,000", 260), right("900", 330), right("4,000", 430), right("3,600", 500)],
        [at("Cost of revenue", 30), right("600", 260), right("540", 330), right("2,400", 430), right("2,160", 500)],
        [at("Gross profit", 30), right("400", 260), right("360", 330), right("1,600", 430), right("1,440", 500)],
        [at("Net income", 30), right("200", 260), right("180", 330), right("800", 430), right("720", 500)],
      ]),
    ).statements;

  it("reads 'YTD 2025' beside 'Q4 2025' as the year, held for review (no day and month printed)", () => {
    const statements = pack("Q4");
    expect(statements.map((s) => `${s.period} ${s.periodType}`)).toEqual([
      "2025-12-31 quarterly",
      "2025-12-31 yearly",
      "2024-12-31 quarterly",
      "2024-12-31 yearly",
    ]);
    expect(amounts(statements[1])).toEqual({
      revenue: 4000,
      cost_of_goods_sold: 2400,
      gross_profit: 1600,
      net_profit: 800,
    });
    expect(statements.every((s) => s.reading?.periodAmbiguous)).toBe(true);
  });

  it("leaves 'YTD 2025' beside 'Q3 2025' out (nine months: no period of the chart)", () => {
    const statements = pack("Q3");
    expect(statements.map((s) => s.periodType)).toEqual(["quarterly", "quarterly"]);
    expect(amounts(statements[0])).toMatchObject({ revenue: 1000 });
  });
});

describe("Indian Schedule III balance sheet lines", () => {
  it("adds the two MSME lines up to the trade payables and reads other equity as the reserves", () => {
    const { statements } = parseStatements(
      page([
        [at("Balance Sheet as at 31st March, 2025", 180)],
        [right("Note", 330), right("As at 31-03-2025", 430), right("As at 31-03-2024", 520)],
        [at("EQUITY AND LIABILITIES", 30)],
        [at("Equity", 30)],
        [at("(a) Equity share capital", 30), right("12", 330), right("1,000", 430), right("1,000", 520)],
        [at("(b) Other equity", 30), right("13", 330), right("4,500", 430), right("3,900", 520)],
        [at("Total equity", 30), right("5,500", 430), right("4,900", 520)],
        [at("Current liabilities", 30)],
        [at("(i) Trade payables", 30), right("14", 330)],
        [
          at("(A) total outstanding dues of micro enterprises and small enterprises", 40),
          right("120", 430),
          right("80", 520),
        ],
        [
          at("(B) total outstanding dues of creditors other than micro enterprises and small enterprises", 40),
          right("880", 430),
          right("720", 520),
        ],
        [at("(ii) Current tax liabilities (net)", 30), right("60", 430), right("50", 520)],
        [at("Total current liabilities", 30), right("1,060", 430), right("850", 520)],
        [at("Total equity and liabilities", 30), right("6,560", 430), right("5,750", 520)],
      ]),
    );
    expect(statements.map((s) => s.period)).toEqual(["2025-03-31", "2024-03-31"]);
    expect(amounts(statements[0])).toMatchObject({
      share_capital: 1000,
      retained_earnings: 4500,
      total_equity: 5500,
      trade_payables: 1000,
      other_current_liabilities: 60,
      total_current_liabilities: 1060,
    });
  });

  it("reads a UK LLP's profit available for division among members as the net profit", () => {
    expect(
      matchLabel(
        "income_statement",
        "Profit for the financial year available for discretionary division among members",
        undefined,
      )?.key,
    ).toBe("net_profit");
  });
});
