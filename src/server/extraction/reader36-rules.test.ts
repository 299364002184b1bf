import { describe, expect, it } from "vitest";
import { checkStatements } from "./checks";
import { parseStatements } from "./extract";
import { readScale, unknownScaleForm } from "./numbers";
import type { TextCell } from "./pdf-text";
import { matchLabel } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader36 (issue 22): scales glued before a currency, as Chilean and other Latin American reports
 * print them ("ThCh$" thousands of pesos, "MUS$" millions of US dollars), and the safety net for a
 * scale-and-currency form no pattern reads. Synthetic lines only, never corpus files.
 */

function sheet(titleBlock: TextCell[][]) {
  return page([
    [at("Statement of financial position", 30)],
    [at("As at 31 December 2025 and 2024", 30)],
    ...titleBlock,
    [right("2025", 400), right("2024", 480)],
    [at("Non-current assets", 30)],
    row("Property, plant and equipment", "21,730", "28,374"),
    row("Total non-current assets", "21,730", "28,374"),
    [at("Current assets", 30)],
    row("Inventories", "9,371", "6,667"),
    row("Cash and cash equivalents", "17,057", "9,672"),
    row("Total current assets", "26,428", "16,339"),
    row("Total assets", "48,158", "44,713"),
    [at("Equity and liabilities", 30)],
    row("Issued capital", "2,600", "2,600"),
    row("Accumulated earnings", "34,264", "34,478"),
    row("Total equity", "36,864", "37,078"),
    [at("Current liabilities", 30)],
    row("Trade payables", "11,294", "7,635"),
    row("Total current liabilities", "11,294", "7,635"),
    row("Total equity and liabilities", "48,158", "44,713"),
  ]);
}

const review = (block: TextCell[][]) => {
  const { statements } = parseStatements(sheet(block));
  return { statements, results: checkStatements(statements) };
};

describe("a scale glued before a currency sign or code", () => {
  it.each([
    ["(ThCh$)", 1e3],
    ["(in ThUS$)", 1e3],
    ["Amounts in ThEUR", 1e3],
    ["TUSD", 1e3],
    ["(MCh$)", 1e6],
    ["MUS$", 1e6],
    ["MEUR", 1e6],
    ["MM$", 1e6],
    ["Mio. CHF", 1e6],
  ])("reads '%s' as ×%d", (text, scale) => {
    expect(readScale(text)?.scale).toBe(scale);
  });

  it("does not read a currency's own letters as a scale", () => {
    // "MX$" (Mexican pesos) and "MOP$" (Macau patacas) begin with M but are a currency, not millions of one.
    for (const text of [
      "US$",
      "Ch$",
      "HK$",
      "R$",
      "NZ$",
      "MX$",
      "Amounts in MX$",
      "(MOP$)",
      "FY25 Kshs",
      "KES",
      "FRAUD CAKES",
    ]) {
      expect(readScale(text)).toBeUndefined();
      expect(unknownScaleForm(text)).toBeUndefined();
    }
  });

  it("reads a balance sheet under '(ThCh$)' in thousands and accepts it", () => {
    const { statements, results } = review([[at("As of December 31 (ThCh$)", 30)]]);
    expect(amounts(statements[0]).cash).toBe(17_057_000);
    expect(results[0]?.reviewStatus).toBe("auto_accepted");
  });
});

describe("a scale-and-currency form no pattern reads holds the statement", () => {
  it.each(["(M$)", "(MMUS$)", "(KUS$)", "MnUSD"])("holds a statement under '%s' read as units", (text) => {
    expect(unknownScaleForm(text)).toBeDefined();
    const { statements, results } = review([[at(text, 30)]]);
    expect(amounts(statements[0]).cash).toBe(17_057);
    expect(results[0]?.reviewStatus).toBe("needs_review");
    expect(results[0]?.checks.find((c) => c.name === "scale_read")?.passed).toBe(false);
  });

  it("holds a statement whose column heads print 'M$' under the years (never '$ M' read as millions)", () => {
    expect(readScale("M$ M$")).toBeUndefined();
    const statements = parseStatements(
      page([
        [at("Statement of financial position", 30)],
        [at("As at 31 December 2025 and 2024", 30)],
        [right("2025", 400), right("2024", 480)],
        [right("M$", 400), right("M$", 480)],
        row("Cash and cash equivalents", "17,057", "9,672"),
        row("Total current assets", "17,057", "9,672"),
        row("Total assets", "17,057", "9,672"),
        row("Issued capital", "2,600", "2,600"),
        row("Total equity", "17,057", "9,672"),
        row("Total equity and liabilities", "17,057", "9,672"),
      ]),
    ).statements;
    const results = checkStatements(statements);
    expect(amounts(statements[0]).cash).toBe(17_057);
    expect(results[0]?.reviewStatus).toBe("needs_review");
    expect(results[0]?.checks.find((c) => c.name === "scale_read")?.passed).toBe(false);
  });

  it("does not hold a statement printed under a country's currency sign", () => {
    const { results } = review([[at("(US$)", 30)]]);
    expect(results[0]?.checks.some((c) => c.name === "scale_read")).toBe(false);
  });
});

describe("an income and expenditure account under 'FY25 Kshs' heads", () => {
  const account = () =>
    page([
      [at("Rift Growers' Association", 30)],
      [at("Income and Expenditure Account", 30)],
      [at("For the year ended 30th June 2025", 30)],
      [right("FY25 Kshs", 400), right("FY24 Kshs", 480)],
      row("Income from sales", "284,615", "251,208"),
      row("Purchases and processing", "(198,406)", "(176,840)"),
      row("Gross surplus", "86,209", "74,368"),
      row("Administrative expenditure", "(41,207)", "(38,114)"),
      row("Depreciation", "(6,840)", "(6,502)"),
      row("Operating surplus", "38,162", "29,752"),
      row("Interest on deposits", "1,205", "985"),
      row("Bank charges and interest", "(3,106)", "(3,481)"),
      row("Surplus before taxation", "36,261", "27,256"),
      row("Taxation", "(10,820)", "(7,810)"),
      row("Surplus for the year", "25,441", "19,446"),
    ]);

  it("dates each column by its fiscal year and reads the surplus lines", () => {
    const { statements, problems } = parseStatements(account());
    expect(problems.join("; ")).not.toContain("more columns of figures");
    const income = statements.filter((s) => s.documentType === "income_statement");
    expect(income.map((s) => s.period.slice(0, 4))).toEqual(["2025", "2024"]);
    expect(amounts(income[0])).toMatchObject({
      gross_profit: 86_209,
      selling_general_administrative: 41_207,
      operating_profit: 38_162,
      other_income: 1_205,
    });
  });

  it("reads an association's members' funds as its equity", () => {
    expect(matchLabel("balance_sheet", "Total members' funds", undefined)?.key).toBe("total_equity");
    expect(matchLabel("balance_sheet", "Total members' funds and liabilities", undefined)?.key).toBe(
      "total_liabilities_and_equity",
    );
  });
});

describe("a Polish profit and loss statement in English", () => {
  const pl = (rows: TextCell[][]) =>
    page([
      [at("Profit and Loss Statement", 30)],
      [at("for the financial year 1 January 2025 - 31 December 2025 (in PLN)", 30)],
      [right("2025", 400), right("2024", 480)],
      ...rows,
    ]);
  const polish = [
    row("Net revenue from sales of products", "38,415,260", "34,982,115"),
    row("Cost of products sold", "30,102,480", "27,745,310"),
    row("Gross profit on sales", "8,312,780", "7,236,805"),
    row("Selling and general administrative costs", "4,386,120", "4,102,590"),
    row("Depreciation and amortisation", "1,204,330", "1,115,460"),
    row("Profit on operating activities", "2,722,330", "2,018,755"),
    row("Financial revenue", "84,215", "61,880"),
    row("Financial costs", "612,440", "689,120"),
    row("Gross profit", "2,194,105", "1,391,515"),
    row("Income tax", "420,310", "266,150"),
    row("Net profit", "1,773,795", "1,125,365"),
  ];

  it("reads a second 'Gross profit' below the operating profit as the profit before tax", () => {
    const { statements } = parseStatements(pl(polish));
    expect(amounts(statements[0])).toMatchObject({
      revenue: 38_415_260,
      gross_profit: 8_312_780,
      selling_general_administrative: 4_386_120,
      operating_profit: 2_722_330,
      other_income: 84_215,
      interest_expense: 612_440,
      profit_before_tax: 2_194_105,
      net_profit: 1_773_795,
    });
    expect(checkStatements(statements)[0]?.reviewStatus).toBe("auto_accepted");
  });

  it("keeps a single 'Gross profit' the gross profit", () => {
    const { statements } = parseStatements(
      pl([
        row("Revenue", "38,415,260", "34,982,115"),
        row("Cost of sales", "30,102,480", "27,745,310"),
        row("Gross profit", "8,312,780", "7,236,805"),
        row("Operating profit", "2,722,330", "2,018,755"),
      ]),
    );
    expect(amounts(statements[0]).gross_profit).toBe(8_312_780);
    expect(amounts(statements[0]).profit_before_tax).toBeUndefined();
  });
});

describe("shippers' labels in English (NZ, UK, Vietnam)", () => {
  it.each([
    ["income_statement", "Administrative and selling expenses", "selling_general_administrative"],
    ["income_statement", "Net revenue from services", "revenue"],
    ["income_statement", "Other interest receivable", "other_income"],
    ["balance_sheet", "Co-operative shares", "share_capital"],
    ["balance_sheet", "Owners' contributed capital", "share_capital"],
    ["balance_sheet", "Total resources", "total_liabilities_and_equity"],
    ["balance_sheet", "Total capital, reserves and liabilities", "total_liabilities_and_equity"],
    ["balance_sheet", "Total long-term creditors and provisions", "total_non_current_liabilities"],
    ["balance_sheet", "Total short-term creditors", "total_current_liabilities"],
  ] as const)("maps the %s label %j to %s", (type, label, key) => {
    expect(matchLabel(type, label, undefined)?.key).toBe(key);
  });
});
