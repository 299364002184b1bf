import { describe, expect, it } from "vitest";
import { checkStatements } from "./checks";
import { columnMeaning } from "./column-meaning";
import { parseStatements } from "./extract";
import type { TextCell } from "./pdf-text";
import { headingType, isOtherSection, matchLabel } from "./synonyms";
import { amounts, at, page, right, row as rowAt } from "./synthetic-lines.fixture";

/**
 * General rules of the reader8 round (issue 22; docs/extraction.md "Reader changes (reader8)"):
 * statements whose title the reader does not know, recognised by their lines; the titles and
 * labels of not-for-profits, funds, co-operatives, partnerships and sole traders. Synthetic lines
 * only (cells with positions, as pdf-text.ts gives them), never a corpus file.
 */

/** This file's lines have their labels at x = 50. */
const row = (label: string, a: string, b: string): TextCell[] => rowAt(label, a, b, 50);

/** An income statement under `title`, for the years 2025 and 2024, its figures tying or not. */
function incomeStatement(title: string, tied = true): TextCell[][] {
  return [
    [at("Example Holdings Inc.", 50)],
    [at(title, 50)],
    [at("For the years ended December 31, 2025 and 2024", 50)],
    [right("2025", 400), right("2024", 480)],
    row("Revenue", "1,000,000", "900,000"),
    row("Cost of sales", "600,000", "540,000"),
    row("Gross profit", "400,000", "360,000"),
    row("Selling, general and administrative expenses", "150,000", "140,000"),
    row("Depreciation", "50,000", "40,000"),
    row("Operating income", "200,000", "180,000"),
    row("Interest expense", "20,000", "20,000"),
    row("Income before income taxes", "180,000", "160,000"),
    row("Income taxes", "40,000", "35,000"),
    row("Net income", tied ? "140,000" : "141,000", "125,000"),
  ];
}

const find = (list: ReturnType<typeof parseStatements>["statements"], type: string, period: string) =>
  list.find((s) => s.documentType === type && s.period === period);

describe("statements recognised by their lines", () => {
  it("reads an income statement under a title the reader does not know", () => {
    const title = "Statement of Trading Results";
    expect(headingType(title)).toBeUndefined();
    const { statements } = parseStatements(page(incomeStatement(title)));
    const s = find(statements, "income_statement", "2025-12-31");
    expect(amounts(s)).toMatchObject({ revenue: 1_000_000, gross_profit: 400_000, net_profit: 140_000 });
    expect(s?.reading?.titleUnknown).toBe(title);
    expect(find(statements, "income_statement", "2024-12-31")).toBeDefined();
  });

  it("trusts it only when a check ties every figure", () => {
    const tied = parseStatements(page(incomeStatement("Statement of Trading Results"))).statements;
    const tiedResults = checkStatements(tied);
    expect(tiedResults.map((r) => r.checks.find((c) => c.name === "statement_recognised")?.passed)).toEqual([
      true,
      true,
    ]);
    // This year's net income does not follow from the lines above it: nothing ties it, the document is reviewed.
    const untied = parseStatements(page(incomeStatement("Statement of Trading Results", false))).statements;
    const results = checkStatements(untied);
    const i = untied.findIndex((s) => s.period === "2025-12-31");
    expect(results[i]?.checks.find((c) => c.name === "statement_recognised")).toMatchObject({ passed: false });
    expect(results[i]?.reviewStatus).toBe("needs_review");
  });

  it("recognises a balance sheet by its lines and trusts it when its totals tie every figure", () => {
    const lines = page([
      [at("Example Holdings Inc.", 50)],
      [at("Statement of Resources and Claims", 50)],
      [at("As at December 31, 2025 and 2024", 50)],
      [right("2025", 400), right("2024", 480)],
      [at("Current assets", 50)],
      row("Cash and cash equivalents", "100,000", "90,000"),
      row("Accounts receivable", "200,000", "180,000"),
      row("Inventory", "150,000", "140,000"),
      row("Total current assets", "450,000", "410,000"),
      row("Property and equipment, net", "550,000", "500,000"),
      row("Total assets", "1,000,000", "910,000"),
      [at("Current liabilities", 50)],
      row("Accounts payable", "120,000", "110,000"),
      row("Total current liabilities", "120,000", "110,000"),
      row("Long-term debt", "280,000", "300,000"),
      row("Total liabilities", "400,000", "410,000"),
      row("Share capital", "100,000", "100,000"),
      row("Retained earnings", "500,000", "400,000"),
      row("Total equity", "600,000", "500,000"),
      row("Total liabilities and equity", "1,000,000", "910,000"),
    ]);
    const { statements } = parseStatements(lines);
    const s = find(statements, "balance_sheet", "2025-12-31");
    expect(amounts(s)).toMatchObject({ cash: 100_000, total_assets: 1_000_000, total_equity: 600_000 });
    expect(s?.reading?.titleUnknown).toBe("Statement of Resources and Claims");
    const check = checkStatements(statements)[0]?.checks.find((c) => c.name === "statement_recognised");
    expect(check?.detail).toContain("Statement of Resources and Claims");
  });

  it("takes a title without a statement word when the columns' header stands right below it", () => {
    const lines = page([
      [at("Example Holdings Inc.", 50)],
      [at("Results of the Financial Year", 50)],
      [at("For the years ended December 31, 2025 and 2024", 50)],
      [right("2025", 400), right("2024", 480)],
      ...incomeStatement("x").slice(4),
    ]);
    const { statements } = parseStatements(lines);
    const s = find(statements, "income_statement", "2025-12-31");
    expect(amounts(s)).toMatchObject({ revenue: 1_000_000, net_profit: 140_000 });
    expect(s?.reading?.titleUnknown).toBe("Results of the Financial Year");
  });

  it("ends a known statement where an unknown one of another kind starts", () => {
    const lines = page([
      [at("Balance Sheet", 50)],
      [at("As at December 31, 2025", 50)],
      [right("2025", 400), right("2024", 480)],
      row("Cash", "100,000", "90,000"),
      row("Accounts receivable", "200,000", "180,000"),
      row("Total assets", "300,000", "270,000"),
      row("Accounts payable", "100,000", "90,000"),
      row("Total liabilities", "100,000", "90,000"),
      row("Share capital", "50,000", "50,000"),
      row("Retained earnings", "150,000", "130,000"),
      row("Total equity", "200,000", "180,000"),
      row("Total liabilities and equity", "300,000", "270,000"),
      ...incomeStatement("Statement of Trading Results").slice(1),
    ]);
    const { statements } = parseStatements(lines);
    expect(amounts(find(statements, "balance_sheet", "2025-12-31"))).toMatchObject({
      cash: 100_000,
      total_assets: 300_000,
    });
    expect(amounts(find(statements, "income_statement", "2025-12-31"))).toMatchObject({
      revenue: 1_000_000,
      net_profit: 140_000,
    });
  });

  it("leaves a titled table that is no whole statement alone", () => {
    // No bottom line (no net profit, no total assets): a schedule, not a statement.
    const lines = page([
      [at("Schedule of Operating Accounts", 50)],
      [right("2025", 400), right("2024", 480)],
      row("Revenue", "1,000", "900"),
      row("Cost of sales", "600", "540"),
      row("Gross profit", "400", "360"),
      row("Selling, general and administrative expenses", "150", "140"),
      row("Depreciation", "50", "40"),
      row("Operating income", "200", "180"),
    ]);
    expect(parseStatements(lines).statements).toEqual([]);
  });

  it("does not read by content a kind that a known heading already announced", () => {
    const lines = [
      ...page(incomeStatement("Income Statement"), 1),
      ...page(incomeStatement("Statement of Trading Results"), 2),
    ];
    const { statements } = parseStatements(lines);
    const s = find(statements, "income_statement", "2025-12-31");
    expect(s?.page).toBe(1);
    expect(s?.reading?.titleUnknown).toBeUndefined();
  });
});

describe("titles of other entities and regimes", () => {
  it("knows the not-for-profit, loss-making and sole-trader titles", () => {
    for (const t of [
      "Statement of Activities",
      "Statement of Activities and Changes in Net Assets",
      "Statement of Revenues, Expenses and Changes in Net Assets",
      "Statement of Operations and Deficit",
      "Statements of Operations and Members' Deficit",
      "Statement of Loss",
      "Statement of Loss and Comprehensive Loss",
      "Statement of Income (Loss)",
      "Statement of Operations and Comprehensive Loss",
      "Statement of Revenue and Expenditure",
      "Statement of Support, Revenue and Expenses",
      "Statement of Comprehensive Revenue and Expense",
      "Statement of Income and Partners' Capital",
      "Trading Account for the year ended 31 March 2025",
      "Operating Statement",
    ]) {
      expect(headingType(t), t).toBe("income_statement");
    }
    for (const t of [
      "Statement of Net Assets",
      "Statement of Assets, Liabilities and Fund Balances",
      "Balance Sheet (Abridged)",
      "Balance Sheet Summary as at 30 June 2025",
    ]) {
      expect(headingType(t), t).toBe("balance_sheet");
    }
    // The comprehensive income, equity, net assets or fund a title adds after its income phrase.
    for (const t of [
      "Statement of Earnings and Comprehensive Earnings",
      "Income Statement and Statement of Comprehensive Income",
      "Statement of Operations and Changes in Members' Capital",
      "Statement of Income and Changes in Retained Earnings",
      "Income and Expenditure Account and Accumulated Fund",
    ]) {
      expect(headingType(t), t).toBe("income_statement");
    }
    // The equity statements of LLCs, partnerships, sole traders and funds are other parts of the report.
    for (const t of [
      "Statement of Changes in Members' Equity",
      "Statement of Members' Equity",
      "Statement of Partners' Capital Accounts",
      "Statement of Changes in Fund Balances",
    ]) {
      expect(headingType(t), t).toBeUndefined();
      expect(isOtherSection(t), t).toBe(true);
    }
    // A statement of changes in net assets is the equity statement of a not-for-profit: another part.
    expect(headingType("Statement of Changes in Net Assets")).toBeUndefined();
    expect(isOtherSection("Statement of Changes in Net Assets")).toBe(true);
  });
});

describe("labels of other entities", () => {
  it("maps the net assets, funds and capital accounts of non-companies", () => {
    const bs = (l: string, section?: "equity" | "current_liabilities") => matchLabel("balance_sheet", l, section)?.key;
    expect(bs("Total net assets")).toBe("total_equity");
    expect(bs("Total liabilities and net assets")).toBe("total_liabilities_and_equity");
    expect(bs("Total liabilities and fund balances")).toBe("total_liabilities_and_equity");
    expect(bs("Members' deficit")).toBe("total_equity");
    expect(bs("Proprietor's capital")).toBe("total_equity");
    expect(bs("Accumulated fund")).toBe("total_equity");
    expect(bs("Accumulated surplus")).toBe("retained_earnings");
    expect(bs("Members' shares")).toBe("share_capital");
    // Deliberately unread: the parts of the net assets by donor restriction, drawings.
    expect(bs("Net assets without donor restrictions", "equity")).toBeUndefined();
    expect(bs("Drawings", "equity")).toBeUndefined();
  });

  it("maps the change in net assets and the trading account's results", () => {
    const is = (l: string) => matchLabel("income_statement", l, undefined)?.key;
    expect(is("Change in net assets")).toBe("net_profit");
    expect(is("Excess (deficiency) of revenues over expenses")).toBe("net_profit");
    expect(is("Total revenues, gains and other support")).toBe("revenue");
    expect(is("Gross profit c/d")).toBe("gross_profit");
    expect(is("Gross profit b/d")).toBe("gross_profit");
    expect(is("Net profit transferred to capital account")).toBe("net_profit");
    expect(is("Opening stock")).toBeUndefined();
  });

  it("reads a not-for-profit statement of financial position to the end", () => {
    const lines = page([
      [at("Example Foundation", 50)],
      [at("Statement of Financial Position", 50)],
      [at("As of June 30, 2025 and 2024", 50)],
      [right("2025", 400), right("2024", 480)],
      [at("Current assets", 50)],
      row("Cash and cash equivalents", "300,000", "250,000"),
      row("Accounts receivable", "100,000", "90,000"),
      row("Total current assets", "400,000", "340,000"),
      row("Property and equipment, net", "600,000", "610,000"),
      row("Total assets", "1,000,000", "950,000"),
      [at("Current liabilities", 50)],
      row("Accounts payable", "80,000", "70,000"),
      row("Deferred revenue", "20,000", "30,000"),
      row("Total current liabilities", "100,000", "100,000"),
      row("Total liabilities", "100,000", "100,000"),
      [at("Net assets", 50)],
      row("Without donor restrictions", "700,000", "650,000"),
      row("With donor restrictions", "200,000", "200,000"),
      row("Total net assets", "900,000", "850,000"),
      row("Total liabilities and net assets", "1,000,000", "950,000"),
    ]);
    const s = find(parseStatements(lines).statements, "balance_sheet", "2025-06-30");
    expect(amounts(s)).toMatchObject({
      trade_payables: 80_000,
      total_equity: 900_000,
      total_liabilities_and_equity: 1_000_000,
    });
  });
});

describe("columns named without a date in other words", () => {
  it("reads current and corresponding periods, pcp and restated comparatives", () => {
    expect(columnMeaning("Current period")?.role).toBe("current");
    expect(columnMeaning("Current reporting period")?.role).toBe("current");
    expect(columnMeaning("Current year (unaudited)")?.role).toBe("current");
    expect(columnMeaning("Corresponding period")?.role).toBe("prior");
    expect(columnMeaning("Previous corresponding period")?.role).toBe("prior");
    expect(columnMeaning("pcp")?.role).toBe("prior");
    expect(columnMeaning("Prior year (restated)")?.role).toBe("prior");
    expect(columnMeaning("Comparative year")?.role).toBe("prior");
    expect(columnMeaning("Restated")).toBeUndefined();
  });

  it("dates a statement headed Current period / Corresponding period from its title", () => {
    const { statements } = parseStatements(
      page([
        [at("Income Statement", 50)],
        [at("For the year ended 30 June 2025", 50)],
        [right("Current period", 400), right("Corresponding period", 500)],
        [at("Revenue", 50), right("1,000", 400), right("900", 500)],
        [at("Cost of sales", 50), right("600", 400), right("540", 500)],
        [at("Gross profit", 50), right("400", 400), right("360", 500)],
        [at("Operating expenses", 50), right("200", 400), right("180", 500)],
        [at("Profit before tax", 50), right("200", 400), right("180", 500)],
        [at("Income tax expense", 50), right("60", 400), right("54", 500)],
        [at("Net profit", 50), right("140", 400), right("126", 500)],
      ]),
    );
    expect(amounts(find(statements, "income_statement", "2025-06-30"))).toMatchObject({
      revenue: 1000,
      net_profit: 140,
    });
    expect(amounts(find(statements, "income_statement", "2024-06-30"))).toMatchObject({
      revenue: 900,
      net_profit: 126,
    });
  });
});

describe("the tax expense in its parts", () => {
  const statement = (taxLines: TextCell[][]) =>
    parseStatements(
      page([
        [at("Statement of Profit and Loss", 50)],
        [at("For the year ended 31 March 2025", 50)],
        [right("31 March 2025", 400), right("31 March 2024", 480)],
        row("Revenue from operations", "10,000", "9,000"),
        row("Other income", "500", "400"),
        row("Total income", "10,500", "9,400"),
        row("Cost of materials consumed", "6,000", "5,400"),
        row("Finance costs", "300", "300"),
        row("Depreciation and amortisation expense", "400", "380"),
        row("Other expenses", "1,800", "1,620"),
        row("Total expenses", "8,500", "7,700"),
        row("Profit before tax", "2,000", "1,700"),
        ...taxLines,
        row("Profit for the year", "1,500", "1,280"),
      ]),
    ).statements;

  it("adds current and deferred tax printed under a tax expense line without figures", () => {
    const list = statement([
      [at("Tax expense:", 50)],
      row("(1) Current tax", "520", "400"),
      row("(2) Deferred tax", "(20)", "20"),
    ]);
    expect(amounts(find(list, "income_statement", "2025-03-31")).income_tax).toBe(500);
    expect(amounts(find(list, "income_statement", "2024-03-31")).income_tax).toBe(420);
  });

  it("keeps a printed total over its parts", () => {
    const list = statement([
      row("Tax expense", "500", "420"),
      row("Current tax", "520", "400"),
      row("Deferred tax", "(20)", "20"),
    ]);
    expect(amounts(find(list, "income_statement", "2025-03-31")).income_tax).toBe(500);
  });
});

describe("notes columns under other headers", () => {
  for (const header of ["Note No.", "Ref", "Schedule", "Notes ref."]) {
    it(`reads the references under "${header}" as no figures`, () => {
      const r = (label: string, ref: string, a: string, b: string): TextCell[] => [
        at(label, 50),
        right(ref, 330),
        right(a, 400),
        right(b, 480),
      ];
      const { statements } = parseStatements(
        page([
          [at("Balance Sheet", 50)],
          [at("As at 31 March 2025", 50)],
          [right(header, 330), right("31.3.2025", 400), right("31.3.2024", 480)],
          r("Cash and cash equivalents", "4.1", "1,000", "900"),
          r("Trade receivables", "4.2", "2,000", "1,800"),
          row("Total current assets", "3,000", "2,700"),
          r("Property, plant and equipment", "5", "7,000", "6,300"),
          row("Total assets", "10,000", "9,000"),
          r("Trade payables", "6.1", "4,000", "3,600"),
          row("Total liabilities", "4,000", "3,600"),
          r("Share capital", "7", "1,000", "1,000"),
          row("Retained earnings", "5,000", "4,400"),
          row("Total equity", "6,000", "5,400"),
          row("Total liabilities and equity", "10,000", "9,000"),
        ]),
      );
      expect(amounts(find(statements, "balance_sheet", "2025-03-31"))).toMatchObject({
        cash: 1000,
        trade_receivables: 2000,
        net_fixed_assets: 7000,
        share_capital: 1000,
      });
      expect(amounts(find(statements, "balance_sheet", "2024-03-31"))).toMatchObject({
        cash: 900,
        trade_payables: 3600,
      });
    });
  }
});

describe("one statement of a kind by its lines", () => {
  it("does not read a later table of the same kind, pages on, as another statement", () => {
    const lines = [
      ...page(incomeStatement("Statement of Trading Results"), 3),
      ...page([...incomeStatement("Segment Statement", false), row("Other income", "5,000", "4,000")], 9),
    ];
    const { statements } = parseStatements(lines);
    const s = find(statements, "income_statement", "2025-12-31");
    expect(s?.page).toBe(3);
    expect(amounts(s).net_profit).toBe(140_000);
    expect(amounts(s).other_income).toBeUndefined();
    const results = checkStatements(statements);
    expect(results[statements.indexOf(s as (typeof statements)[number])]?.checks.every((c) => c.passed)).toBe(true);
  });
});

describe("a not-for-profit's columns by donor restriction", () => {
  it("reads the total columns of a statement of activities and leaves the restriction columns out", () => {
    const r = (l: string, a: string, b: string, c: string, d: string): TextCell[] => [
      at(l, 50),
      right(a, 300),
      right(b, 370),
      right(c, 440),
      right(d, 510),
    ];
    const { statements } = parseStatements(
      page([
        [at("Example Foundation", 50)],
        [at("Statement of Activities", 50)],
        [at("Year ended June 30, 2025 (with comparative totals for 2024)", 50)],
        [right("Without Donor", 300), right("With Donor", 370), right("2025", 440), right("2024", 510)],
        [right("Restrictions", 300), right("Restrictions", 370), right("Total", 440), right("Total", 510)],
        r("Contributions", "500,000", "200,000", "700,000", "650,000"),
        r("Program service revenue", "300,000", "-", "300,000", "280,000"),
        r("Net assets released from restrictions", "150,000", "(150,000)", "-", "-"),
        r("Total revenues, gains and other support", "950,000", "50,000", "1,000,000", "930,000"),
        r("Program services", "600,000", "-", "600,000", "560,000"),
        r("Management and general", "150,000", "-", "150,000", "140,000"),
        r("Fundraising", "50,000", "-", "50,000", "45,000"),
        r("Total expenses", "800,000", "-", "800,000", "745,000"),
        r("Change in net assets", "150,000", "50,000", "200,000", "185,000"),
        r("Net assets, beginning of year", "1,000,000", "300,000", "1,300,000", "1,115,000"),
        r("Net assets, end of year", "1,150,000", "350,000", "1,500,000", "1,300,000"),
      ]),
    );
    expect(amounts(find(statements, "income_statement", "2025-06-30"))).toEqual({
      revenue: 1_000_000,
      net_profit: 200_000,
    });
    expect(amounts(find(statements, "income_statement", "2024-06-30"))).toEqual({
      revenue: 930_000,
      net_profit: 185_000,
    });
    // Nothing ties revenue to the change in net assets here: the documents are reviewed.
    expect(checkStatements(statements).every((c) => c.reviewStatus === "needs_review")).toBe(true);
  });

  it("names the restriction and fund columns as no period", () => {
    for (const t of [
      "Without Donor Restrictions",
      "With Donor",
      "Restrictions",
      "Unrestricted",
      "Temporarily Restricted",
      "Restricted funds",
      "Endowment funds",
    ]) {
      expect(columnMeaning(t)?.role, t).toBe("other");
    }
    expect(columnMeaning("Total funds")).toBeUndefined();
  });
});
