import { describe, expect, it } from "vitest";
import { checkStatements } from "./checks";
import { parseStatements } from "./extract";
import type { TextCell } from "./pdf-text";
import { matchLabel, matchOcrLabel } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader17 (issue 22): the misses of blind batch 10, written as families an accountant prints in
 * other companies too. Synthetic labels and lines only, never corpus files.
 */

const read = (rows: readonly TextCell[][]) => {
  const { statements } = parseStatements(page(rows));
  return { statements, results: checkStatements(statements) };
};

/** An income statement whose lines below the operating profit are `tail` (2025, 2024). */
function income(tail: TextCell[][]): TextCell[][] {
  return [
    [at("Statement of Comprehensive Income", 30)],
    [at("For the years ended 31 December, 2025 and 2024", 30)],
    [right("2025", 400), right("2024", 480)],
    row("Sales", "16,216,253", "15,277,187"),
    row("Cost of sales", "(9,264,514)", "(9,270,051)"),
    row("Gross profit", "6,951,739", "6,007,136"),
    row("General and administrative expenses", "(3,288,670)", "(3,531,343)"),
    row("Operating income", "3,663,069", "2,475,793"),
    row("Interest income", "128,570", "78,051"),
    row("Interest expense", "(86,615)", "(165,067)"),
    ...tail,
  ];
}

describe("a charge between the profit named before it and the net profit it closes is the tax line", () => {
  it.each([
    ["Income before business licence fees", "Business licence fees"],
    ["Profit before zakat", "Zakat"],
    ["Profit before business tax", "Business tax"],
    ["Income before levies", "Government levy"],
    ["Net income before license fees", "Licence fees"],
  ])("'%s' / '%s' / net income: profit before tax and tax, tied", (before, charge) => {
    const { statements, results } = read(
      income([
        row(before, "3,705,024", "2,388,777"),
        row(charge, "(1,016,606)", "(530,757)"),
        row("Net income and comprehensive income", "2,688,418", "1,858,020"),
      ]),
    );
    const [y25, y24] = statements.map(amounts);
    expect(y25?.profit_before_tax).toBe(3_705_024);
    expect(y25?.income_tax).toBe(1_016_606);
    expect(y25?.net_profit).toBe(2_688_418);
    expect(y24?.profit_before_tax).toBe(2_388_777);
    expect(y24?.income_tax).toBe(530_757);
    expect(results[0]?.reviewStatus).toBe("auto_accepted");
  });

  it("does not apply when the charge does not close to the net profit", () => {
    const { statements } = read(
      income([
        row("Income before business licence fees", "3,705,024", "2,388,777"),
        row("Business licence fees", "(1,000,000)", "(530,757)"),
        row("Net income", "2,688,418", "1,858,020"),
      ]),
    );
    expect(amounts(statements[0]).income_tax).toBeUndefined();
    expect(amounts(statements[0]).profit_before_tax).toBeUndefined();
  });

  it("leaves exceptional items alone: their profit line is not the profit before tax", () => {
    const { statements } = read(
      income([
        row("Profit before exceptional items", "3,705,024", "2,388,777"),
        row("Exceptional items", "(1,016,606)", "(530,757)"),
        row("Profit before tax", "2,688,418", "1,858,020"),
        row("Income tax", "(688,418)", "(458,020)"),
        row("Profit for the year", "2,000,000", "1,400,000"),
      ]),
    );
    const y25 = amounts(statements[0]);
    expect(y25.profit_before_tax).toBe(2_688_418);
    expect(y25.income_tax).toBe(688_418);
    expect(y25.net_profit).toBe(2_000_000);
  });

  it("leaves exceptional items alone even when the next line is the net profit (no tax printed)", () => {
    const { statements } = read(
      income([
        row("Profit before exceptional items", "3,705,024", "2,388,777"),
        row("Exceptional items", "(1,016,606)", "(530,757)"),
        row("Net income", "2,688,418", "1,858,020"),
      ]),
    );
    expect(amounts(statements[0]).income_tax).toBeUndefined();
  });

  it("leaves a charge the table names otherwise alone (depreciation, minority interests)", () => {
    for (const [before, charge] of [
      ["Earnings before depreciation", "Depreciation"],
      ["Income before minority interests", "Minority interests"],
    ] as const) {
      const { statements } = read(
        income([
          row(before, "3,705,024", "2,388,777"),
          row(charge, "(1,016,606)", "(530,757)"),
          row("Net income", "2,688,418", "1,858,020"),
        ]),
      );
      expect(amounts(statements[0]).income_tax).toBeUndefined();
    }
  });

  it("needs the charge to be the one named: another line after 'income before fees' is not the tax", () => {
    const { statements } = read(
      income([
        row("Income before licence fees", "3,705,024", "2,388,777"),
        row("Directors' remuneration", "(1,016,606)", "(530,757)"),
        row("Net income", "2,688,418", "1,858,020"),
      ]),
    );
    expect(amounts(statements[0]).income_tax).toBeUndefined();
  });
});

describe("a debt line named long-term among the current liabilities is short-term debt", () => {
  it.each([
    ["Long-term debt", "current_liabilities", "short_term_debt"],
    ["Long term loans", "current_liabilities", "short_term_debt"],
    ["Term loans", "current_liabilities", "short_term_debt"],
    ["Long-term borrowings", "current_liabilities", "short_term_debt"],
    ["Long-term debt", "non_current_liabilities", "long_term_debt"],
    ["Term loans", "non_current_liabilities", "long_term_debt"],
    ["Current portion of long-term debt", "current_liabilities", "current_portion_long_term_debt"],
  ] as const)("%s under %s is %s", (label, section, key) => {
    expect(matchLabel("balance_sheet", label, section)?.key).toBe(key);
  });
});

describe("German cooperatives' and Swiss and Liechtenstein reserves are retained earnings", () => {
  it.each([
    ["Ergebnisrücklagen", false],
    ["II. Ergebnisrücklagen", false],
    ["Andere Ergebnisrücklagen", true],
    ["Gesetzliche Rücklage", true],
    ["Gesetzliche Gewinnreserve", true],
    ["Freiwillige Gewinnreserven", true],
    ["Gesetzliche und übrige Reserven", true],
    ["Übrige Reserven", true],
    ["Allgemeine gesetzliche Reserve", true],
  ] as const)("%s", (label, sum) => {
    const hit = matchLabel("balance_sheet", label, "equity");
    expect(hit?.key).toBe("retained_earnings");
    expect(hit?.sum).toBe(sum);
  });

  it("keeps the capital reserve out", () => {
    expect(matchLabel("balance_sheet", "Gesetzliche Kapitalreserve", "equity")?.key).not.toBe("retained_earnings");
    expect(matchLabel("balance_sheet", "Kapitalrücklage", "equity")?.key).not.toBe("retained_earnings");
  });

  it("adds the Swiss reserves by kind", () => {
    const { statements } = read([
      [at("Bilanz", 30)],
      [at("zum 31. Dezember 2025", 30)],
      [right("31.12.2025", 400), right("31.12.2024", 480)],
      [at("AKTIVA", 30)],
      row("Sachanlagen", "4.792.638", "4.560.229"),
      row("Kassenbestand", "2.813.595", "1.731.749"),
      row("Summe Aktiva", "7.606.233", "6.291.978"),
      [at("PASSIVA", 30)],
      [at("Eigenkapital", 30)],
      row("Aktienkapital", "430.000", "430.000"),
      row("Gesetzliche Gewinnreserve", "215.000", "215.000"),
      row("Freiwillige Gewinnreserven", "6.532.553", "4.905.437"),
      row("Summe Eigenkapital", "7.177.553", "5.550.437"),
      row("Sonstige Verbindlichkeiten", "428.680", "741.541"),
      row("Summe Passiva", "7.606.233", "6.291.978"),
    ]);
    expect(amounts(statements[0]).retained_earnings).toBe(6_747_553);
  });

  it("adds the reserves and the Bilanzgewinn beside them up (reader31; alone either would be a part stored as the whole)", () => {
    const { statements } = read([
      [at("Bilanz", 30)],
      [at("zum 31. Dezember 2025", 30)],
      [right("31.12.2025", 400), right("31.12.2024", 480)],
      [at("AKTIVA", 30)],
      row("Sachanlagen", "4.792.638", "4.560.229"),
      row("Kassenbestand", "2.813.595", "1.731.749"),
      row("Summe Aktiva", "7.606.233", "6.291.978"),
      [at("PASSIVA", 30)],
      [at("Eigenkapital", 30)],
      row("Aktienkapital", "430.000", "430.000"),
      row("Gesetzliche Gewinnreserve", "215.000", "215.000"),
      row("Bilanzgewinn", "6.532.553", "4.905.437"),
      row("Summe Eigenkapital", "7.177.553", "5.550.437"),
      row("Sonstige Verbindlichkeiten", "428.680", "741.541"),
      row("Summe Passiva", "7.606.233", "6.291.978"),
    ]);
    expect(amounts(statements[0]).retained_earnings).toBe(6_747_553);
    expect(amounts(statements[0]).total_equity).toBe(7_177_553);
  });
});

describe("expenses by function in Commonwealth wording are parts of SG&A", () => {
  it.each([
    "Distribution and selling expenses",
    "Marketing and selling costs",
    "Establishment and general expenses",
    "Establishment expenses",
    "Administrative and establishment costs",
  ])("%s", (label) => {
    expect(matchLabel("income_statement", label, undefined)).toEqual({
      key: "selling_general_administrative",
      sum: true,
    });
  });

  it("adds them up with the other SG&A lines", () => {
    const { statements } = read(
      income([])
        .slice(0, 6)
        .concat([
          row("Distribution and selling expenses", "(1,000,000)", "(900,000)"),
          row("Administration expenses", "(2,288,670)", "(2,631,343)"),
          row("Operating income", "3,663,069", "2,475,793"),
        ]),
    );
    expect(amounts(statements[0]).selling_general_administrative).toBe(3_288_670);
  });

  it("leaves occupancy alone (staff costs and occupancy are apart in other statements)", () => {
    expect(matchLabel("income_statement", "Occupancy and administration expenses", undefined)?.key).not.toBe(
      "selling_general_administrative",
    );
  });
});

/** A balance sheet whose fixed-assets lines are `fixed` (2025, 2024; 1,534,410 and 979,762 net). */
function sheet(fixed: TextCell[][]): TextCell[][] {
  return [
    [at("Balance sheet", 30)],
    [at("As at 30 September, 2025 and 2024", 30)],
    [right("2025", 400), right("2024", 480)],
    [at("Non-current assets", 30)],
    ...fixed,
    row("Intangible assets", "212,997", "134,320"),
    row("Total non-current assets", "1,747,407", "1,114,082"),
    [at("Current assets", 30)],
    row("Cash and cash equivalents", "500,000", "400,000"),
    row("Total current assets", "500,000", "400,000"),
    row("Total assets", "2,247,407", "1,514,082"),
    [at("Equity", 30)],
    row("Share capital", "100,000", "100,000"),
    row("Retained earnings", "1,747,407", "1,014,082"),
    row("Total equity", "1,847,407", "1,114,082"),
    [at("Current liabilities", 30)],
    row("Trade payables", "400,000", "400,000"),
    row("Total current liabilities", "400,000", "400,000"),
    row("Total equity and liabilities", "2,247,407", "1,514,082"),
  ];
}

describe("a class of fixed assets printed alone is the net fixed assets; with depreciation below it, the cost", () => {
  it.each(["Leasehold improvements and equipment", "Furniture and equipment", "Equipment and vehicles"])(
    "'%s' alone is the net book value, tied by the non-current total",
    (label) => {
      const { statements, results } = read(sheet([row(label, "1,534,410", "979,762")]));
      const y25 = amounts(statements[0]);
      expect(y25.net_fixed_assets).toBe(1_534_410);
      expect(y25.gross_fixed_assets).toBeUndefined();
      expect(amounts(statements[1]).net_fixed_assets).toBe(979_762);
      expect(results[0]?.checks.filter((c) => !c.passed)).toEqual([]);
      expect(results[0]?.reviewStatus).toBe("auto_accepted");
    },
  );

  it("with accumulated depreciation deducted below it and a net line, the class is the cost", () => {
    const { statements } = read(
      sheet([
        row("Furniture and equipment", "2,034,410", "1,379,762"),
        row("Less accumulated depreciation", "(500,000)", "(400,000)"),
        row("Net property and equipment", "1,534,410", "979,762"),
      ]),
    );
    const y25 = amounts(statements[0]);
    expect(y25.gross_fixed_assets).toBe(2_034_410);
    expect(y25.accumulated_depreciation).toBe(500_000);
    expect(y25.net_fixed_assets).toBe(1_534_410);
  });

  it("a class 'at cost' printed alone stays the cost", () => {
    const { statements } = read(sheet([row("Plant and equipment at cost", "1,534,410", "979,762")]));
    expect(amounts(statements[0]).gross_fixed_assets).toBe(1_534_410);
    expect(amounts(statements[0]).net_fixed_assets).toBeUndefined();
  });
});

describe("an 'l' OCR read as 'i' in a known label", () => {
  it.each([
    ["II. Sachaniagen", "non_current_assets", "net_fixed_assets"],
    ["Sachaniagen", undefined, "net_fixed_assets"],
    ["Retained eamings", "equity", undefined],
  ] as const)("%s", (label, section, key) => {
    expect(matchOcrLabel("balance_sheet", label, section)?.key).toBe(key);
  });
});
