import { describe, expect, it } from "vitest";
import { checkStatements } from "./checks";
import { columnMeaning, isRestatedColumn, isRestatementPart } from "./column-meaning";
import { parseStatements } from "./extract";
import type { TextCell } from "./pdf-text";
import { matchLabel } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader34: blind batch 23's misses written as rules. Synthetic words and lines only, never corpus
 * files.
 */

const byPeriod = (rows: readonly TextCell[][], type: string) =>
  Object.fromEntries(
    parseStatements(page(rows))
      .statements.filter((s) => s.documentType === type)
      .map((s) => [s.period, amounts(s)]),
  );

/** An income statement line with four figures ending at 320, 460, 540 and 620. */
const four = (label: string, a: string, b: string, c: string, d: string): TextCell[] => [
  at(label, 30),
  right(a, 320),
  right(b, 460),
  right(c, 540),
  right(d, 620),
];

/** "2025 | As previously reported | Adjustment | As restated", the prior year's "2024" over the last three. */
const restatedPage = (headers: [string, string, string], year2024X: number): TextCell[][] => [
  [at("Kettle Lake Products, Inc.", 30)],
  [at("Consolidated Statements of Income", 30)],
  [at("Years ended December 31 (in thousands of U.S. dollars)", 30)],
  [right("2024", year2024X)],
  [right("2025", 320), right(headers[0], 460), right(headers[1], 540), right(headers[2], 620)],
  four("Net sales", "61,480", "57,930", "(740)", "57,190"),
  four("Cost of sales", "40,210", "38,160", "(455)", "37,705"),
  four("Gross profit", "21,270", "19,770", "(285)", "19,485"),
  four("Operating income", "6,340", "5,750", "(285)", "5,465"),
  four("Income before income taxes", "5,210", "4,520", "(285)", "4,235"),
  four("Provision for income taxes", "1,330", "1,120", "(68)", "1,052"),
  four("Net income", "3,880", "3,400", "(217)", "3,183"),
];

describe("reader34: a restated prior year is read from its restated column, never as first reported", () => {
  it("names the restatement's parts and the restated column", () => {
    for (const h of [
      "As previously reported",
      "Previously reported",
      "As originally reported",
      "Adjustment",
      "Adjustments",
      "Restatement adjustment",
      "Effect of restatement",
      "2024 wie berichtet",
      "wie ursprünglich berichtet",
      "Anpassung",
      "Anpassungen",
      "2024 As previously reported",
    ]) {
      expect(isRestatementPart(h), h).toBe(true);
      expect(columnMeaning(h)?.role, h).toBe("other");
    }
    for (const h of ["As restated", "Restated", "(restated)", "2024 angepasst", "2024 angepasst¹", "angepasst*"]) {
      expect(isRestatedColumn(h), h).toBe(true);
      // Alone it says no period (reader8): only beside a restatement's parts (meantColumns).
      expect(columnMeaning(h)?.role, h).not.toBe("other");
    }
    for (const h of ["2024", "Total", "As reported", "Notes", "Group", "Angepasstes EBIT"]) {
      expect(isRestatementPart(h), h).toBe(false);
      expect(isRestatedColumn(h), h).toBe(false);
    }
  });

  it("takes the prior year from 'As restated' wherever the 2024 over the three columns stands", () => {
    for (const x of [520, 460, 620, 540]) {
      const got = byPeriod(
        restatedPage(["As previously reported", "Adjustment", "As restated"], x),
        "income_statement",
      );
      expect(got["2025-12-31"]?.revenue, `2024 at ${x}`).toBe(61_480_000);
      expect(got["2024-12-31"]?.revenue, `2024 at ${x}`).toBe(57_190_000);
      expect(got["2024-12-31"]?.net_profit, `2024 at ${x}`).toBe(3_183_000);
    }
  });

  it("notes the columns left out", () => {
    const read = parseStatements(page(restatedPage(["As previously reported", "Adjustment", "As restated"], 520)));
    expect(read.notes.join(" ")).toMatch(/previously reported or adjustments of a restatement left out/);
  });

  it("reads '2024 angepasst¹ | 2024 wie berichtet' as the restated prior year", () => {
    const three = (label: string, a: string, b: string, c: string): TextCell[] => [
      at(label, 30),
      right(a, 320),
      right(b, 430),
      right(c, 540),
    ];
    const got = byPeriod(
      [
        [at("Lindenau Antriebe AG", 30)],
        [at("Konzern-Gewinn- und Verlustrechnung", 30)],
        [at("für das Geschäftsjahr vom 1. Januar bis 31. Dezember 2025, in TEUR", 30)],
        [right("2025", 320), right("2024 angepasst¹", 430), right("2024 wie berichtet", 540)],
        three("Umsatzerlöse", "84.260", "79.410", "79.410"),
        three("Umsatzkosten", "−58.730", "−55.620", "−56.000"),
        three("Bruttoergebnis vom Umsatz", "25.530", "23.790", "23.410"),
        three("Betriebsergebnis (EBIT)", "9.070", "7.920", "7.540"),
        three("Ergebnis vor Ertragsteuern", "7.440", "6.140", "5.760"),
        three("Ertragsteuern", "−2.310", "−1.620", "−1.730"),
        three("Konzernjahresüberschuss", "5.130", "4.520", "4.030"),
      ],
      "income_statement",
    );
    expect(got["2024-12-31"]?.cost_of_goods_sold).toBe(55_620_000);
    expect(got["2024-12-31"]?.net_profit).toBe(4_520_000);
    expect(got["2025-12-31"]?.net_profit).toBe(5_130_000);
  });
});

describe("reader34: German loans and cash by their plain words", () => {
  it.each([
    ["Zahlungsmittel", "current_assets", "cash"],
    ["Langfristige Darlehen", "non_current_liabilities", "long_term_debt"],
    ["Kurzfristige Darlehen", "current_liabilities", "short_term_debt"],
    ["Langfristige Kredite", "non_current_liabilities", "long_term_debt"],
  ] as const)("reads '%s' (%s) as %s", (label, section, key) => {
    expect(matchLabel("balance_sheet", label, section)?.key).toBe(key);
  });
});

describe("reader34: goodwill beside the other intangibles adds up in German too", () => {
  const bilanz = (goodwill: string, other: string) =>
    byPeriod(
      [
        [at("Schwarzbach Holding AG", 30)],
        [at("Konzernbilanz zum 31. Dezember 2025 (Tsd. €)", 30)],
        [right("31.12.2025", 400), right("31.12.2024", 480)],
        [at("Langfristige Vermögenswerte", 30)],
        row(goodwill, "8.420", "8.420"),
        row(other, "2.160", "2.380"),
        row("Sachanlagen", "46.890", "44.720"),
        row("Summe langfristige Vermögenswerte", "57.470", "55.520"),
        [at("Kurzfristige Vermögenswerte", 30)],
        row("Vorräte", "10.000", "9.000"),
        row("Summe kurzfristige Vermögenswerte", "10.000", "9.000"),
        row("Summe Aktiva", "67.470", "64.520"),
      ],
      "balance_sheet",
    );
  it.each([
    ["Geschäfts- oder Firmenwert", "Sonstige immaterielle Vermögenswerte"],
    ["Geschäfts- oder Firmenwert", "Immaterielle Vermögenswerte mit Ausnahme des Geschäfts- oder Firmenwerts"],
    ["Firmenwert", "Sonstige immaterielle Vermögenswerte"],
  ])("'%s' beside '%s'", (goodwill, other) => {
    const got = bilanz(goodwill, other);
    expect(got["2025-12-31"]?.intangible_assets).toBe(10_580_000);
    expect(got["2024-12-31"]?.intangible_assets).toBe(10_800_000);
  });
});

describe("reader34: continuing operations beside discontinued ones", () => {
  it("reads the continuing lines' keys, never the continuing net income as the net profit", () => {
    for (const [label, key] of [
      ["Income before income taxes from continuing operations", "profit_before_tax"],
      ["Profit before tax from continuing operations", "profit_before_tax"],
      ["Income tax expense on continuing operations", "income_tax"],
      ["Revenue from continuing operations", "revenue"],
    ] as const) {
      expect(matchLabel("income_statement", label, undefined)?.key, label).toBe(key);
    }
    expect(matchLabel("income_statement", "Net income from continuing operations", undefined)).toBeUndefined();
    expect(matchLabel("income_statement", "Profit for the year from continuing operations", undefined)).toBeUndefined();
  });

  it("ties the profit for the year with the discontinued operations' result after tax", () => {
    const lines = page([
      [at("Northbay Equipment Ltd.", 30)],
      [at("Consolidated Statements of Income", 30)],
      [at("Years ended December 31, 2025 and 2024 (in thousands of Canadian dollars)", 30)],
      [right("2025", 400), right("2024", 480)],
      row("Revenue", "73,940", "69,210"),
      row("Cost of sales", "52,180", "49,330"),
      row("Gross profit", "21,760", "19,880"),
      row("General and administrative", "16,880", "16,170"),
      row("Operating income", "4,880", "3,710"),
      row("Finance costs", "1,530", "1,650"),
      row("Income before income taxes from continuing operations", "3,350", "2,060"),
      row("Income tax expense", "1,010", "690"),
      row("Net income from continuing operations", "2,340", "1,370"),
      row("Loss from discontinued operations, net of tax (note 6)", "(1,240)", "380"),
      row("Net income for the year", "1,100", "1,750"),
    ]);
    const { statements } = parseStatements(lines);
    const income = statements.filter((s) => s.documentType === "income_statement");
    expect(income.map((s) => amounts(s).profit_before_tax)).toEqual([3_350_000, 2_060_000]);
    expect(income.map((s) => amounts(s).net_profit)).toEqual([1_100_000, 1_750_000]);
    const results = checkStatements(statements);
    for (const [i, s] of statements.entries()) {
      if (s.documentType !== "income_statement") continue;
      const chain = results[i]?.checks.find((c) => c.name === "income_chain_net_profit");
      expect(chain?.passed, s.period).toBe(true);
    }
  });
});
