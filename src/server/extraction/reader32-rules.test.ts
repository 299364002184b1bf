import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import type { TextCell, TextLine } from "./pdf-text";
import { currencyHeaderCell, splitPoint, splitRegions } from "./regions";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader32: blind batch 22's misses written as rules. Synthetic words and lines only, never corpus
 * files.
 */

const byType = (rows: readonly TextCell[][], type: string) =>
  Object.fromEntries(
    parseStatements(page(rows))
      .statements.filter((s) => s.documentType === type)
      .map((s) => [s.period, amounts(s)]),
  );

/**
 * An income statement (labels at 30, short figures ending at 300 and 370) beside a balance sheet
 * (labels at 420, figures ending at 680 and 750), under one header row of four "2025 S$'000" cells
 * that reach further left than any figure below them.
 */
const l = (label: string, a: string, b: string): TextCell[] => [at(label, 30), right(a, 300), right(b, 370)];
const r = (label: string, a?: string, b?: string): TextCell[] =>
  a === undefined ? [at(label, 420)] : [at(label, 420), right(a, 680), right(b ?? "", 750)];
const yearScalePage = (scale: string): TextCell[][] => [
  [at("Straits Canework Pte. Ltd.", 30)],
  [at("Summary financial statements for the financial year ended 31 December 2025", 30)],
  [at("Statement of Profit or Loss", 30), at("Statement of Financial Position", 420)],
  [right(`2025 ${scale}`, 300), right(`2024 ${scale}`, 370), right(`2025 ${scale}`, 680), right(`2024 ${scale}`, 750)],
  [...l("Revenue", "21,604", "19,877"), ...r("Non-current assets")],
  [...l("Cost of sales", "(15,918)", "(14,760)"), ...r("Property, plant and equipment", "4,812", "4,655")],
  [...l("Gross profit", "5,686", "5,117"), ...r("Total non-current assets", "4,812", "4,655")],
  [...l("Administrative expenses", "(3,982)", "(3,755)"), ...r("Inventories", "5,204", "4,880")],
  [...l("Operating profit", "1,704", "1,362"), ...r("Trade receivables", "3,918", "3,612")],
  [...l("Finance costs", "(152)", "(183)"), ...r("Total current assets", "9,122", "8,492")],
  [...l("Profit before tax", "1,552", "1,179"), ...r("Total assets", "13,934", "13,147")],
  [...l("Tax expense", "(268)", "(199)"), ...r("Trade payables", "3,106", "2,874")],
  [...l("Profit for the year", "1,284", "980"), ...r("Total current liabilities", "3,106", "2,874")],
  r("Share capital", "3,000", "3,000"),
  r("Retained earnings", "7,828", "7,273"),
  r("Total equity", "10,828", "10,273"),
  r("Total equity and liabilities", "13,934", "13,147"),
];

describe("reader32: a year beside its currency over each column is a column header, not a label", () => {
  it("tells year-and-scale headers from words", () => {
    for (const h of [
      "2025 S$'000",
      "2024 £",
      "US$'000 2025",
      "2025 TEUR",
      "2025 $",
      "2024 €'000",
      "2025 HK$",
      "HK$'000",
      "Rs.'000",
      "KShs'000",
      "US$ 000",
    ])
      expect(currencyHeaderCell(h), h).toBe(true);
    for (const w of ["2025", "2025 Annual Report", "Revenue 2025", "Note 2025", "£", "Revenue", "Cash 2,000"])
      expect(currencyHeaderCell(w), w).toBe(false);
  });

  for (const scale of ["S$'000", "£'000", "US$'000"]) {
    it(`splits the page at the right block's labels under four "2025 ${scale}" cells`, () => {
      const lines = splitRegions(page(yearScalePage(scale)));
      // The left block ends with its last line: no balance-sheet label is read into it.
      const leftLabels = lines.slice(0, 14).map((x) => x.text);
      expect(leftLabels.join(" | ")).not.toContain("Inventories");
      const is = byType(yearScalePage(scale), "income_statement");
      expect(is["2025-12-31"]).toMatchObject({ revenue: 21604000, gross_profit: 5686000, net_profit: 1284000 });
      expect(is["2024-12-31"]).toMatchObject({ revenue: 19877000, profit_before_tax: 1179000, net_profit: 980000 });
      const bs = byType(yearScalePage(scale), "balance_sheet");
      expect(bs["2025-12-31"]).toMatchObject({ inventory: 5204000, total_assets: 13934000, total_equity: 10828000 });
      expect(bs["2024-12-31"]).toMatchObject({ trade_receivables: 3612000, total_current_assets: 8492000 });
    });
  }
});

const incomeStatement = (lines: TextCell[][]): TextCell[][] => [
  [at("Harbourview Packers Pty Ltd", 30)],
  [at("Statement of Profit or Loss for the year ended 30 June 2025", 30)],
  [right("2025 $", 400), right("2024 $", 480)],
  ...lines,
];

describe("reader32: a currency over each column, under the years", () => {
  for (const scale of ["HK$'000", "Rs.'000", "KShs'000", "US$ 000"]) {
    it(`splits the page at the right block's labels under four "${scale}" cells`, () => {
      const rows = yearScalePage(scale).flatMap((cells, i) =>
        i === 3
          ? [
              [right("2025", 300), right("2024", 370), right("2025", 680), right("2024", 750)],
              [right(scale, 300), right(scale, 370), right(scale, 680), right(scale, 750)],
            ]
          : [cells],
      );
      const is = byType(rows, "income_statement");
      expect(is["2025-12-31"]).toMatchObject({ revenue: 21604000, net_profit: 1284000 });
      const bs = byType(rows, "balance_sheet");
      expect(bs["2025-12-31"]).toMatchObject({ inventory: 5204000, total_assets: 13934000 });
    });
  }
});

describe("reader32: the net result for the year", () => {
  for (const label of [
    "Net result for the year",
    "Result for the year",
    "Net result for the financial year",
    "Net result",
  ]) {
    it(`reads "${label}" as the net profit`, () => {
      const s = byType(
        incomeStatement([
          row("Revenue", "12,306,540", "11,482,915"),
          row("Cost of goods sold", "-8,437,210", "-7,904,660"),
          row("Gross margin", "3,869,330", "3,578,255"),
          row("Operating result", "837,405", "697,970"),
          row("Result before tax", "761,630", "609,815"),
          row("Corporate income tax", "-204,150", "-152,660"),
          row(label, "557,480", "457,155"),
        ]),
        "income_statement",
      );
      expect(s["2025-06-30"]).toMatchObject({ profit_before_tax: 761630, net_profit: 557480 });
      expect(s["2024-06-30"]).toMatchObject({ net_profit: 457155 });
    });
  }
});

describe("reader32: freight and distribution below the gross profit is SG&A", () => {
  it("adds it to the administration expenses below the gross profit", () => {
    const s = byType(
      incomeStatement([
        row("Revenue from sale of goods", "6,204,815", "5,733,480"),
        row("Cost of sales", "(4,218,560)", "(3,951,720)"),
        row("Gross profit", "1,986,255", "1,781,760"),
        row("Employee benefits expense", "(702,340)", "(664,915)"),
        row("Freight and distribution", "(296,780)", "(271,090)"),
        row("Administration expenses", "(241,615)", "(229,870)"),
        row("Profit before income tax", "745,520", "616,285"),
        row("Income tax expense", "(223,656)", "(184,886)"),
        row("Profit for the year", "521,864", "431,399"),
      ]),
      "income_statement",
    );
    expect(s["2025-06-30"]?.selling_general_administrative).toBe(538395);
    expect(s["2024-06-30"]?.selling_general_administrative).toBe(500960);
  });

  it("leaves it out among the variable costs above a contribution margin", () => {
    const s = byType(
      incomeStatement([
        row("Net revenue", "84,513,180", "78,986,350"),
        [at("Variable costs", 30)],
        row("Raw materials and packaging", "(38,112,450)", "(35,980,210)", 40),
        row("Delivery and distribution", "(4,406,880)", "(4,118,900)", 40),
        row("Total variable costs", "(42,519,330)", "(40,099,110)"),
        row("Contribution margin", "41,993,850", "38,887,240"),
        row("Net profit before tax", "7,214,130", "5,678,462"),
        row("Income tax expense", "(2,019,956)", "(1,589,969)"),
        row("Net profit after tax", "5,194,174", "4,088,493"),
      ]),
      "income_statement",
    );
    expect(s["2025-06-30"]?.net_profit).toBe(5194174);
    expect(s["2025-06-30"]?.selling_general_administrative).toBeUndefined();
  });
});

describe("reader32: a total of operating expenses whose parts were read is no other operating expense", () => {
  const withTotal = (parts: TextCell[][]) =>
    byType(
      incomeStatement([
        row("Net sales", "18,412", "17,086"),
        row("Cost of sales", "13,205", "12,418"),
        row("Gross margin", "5,207", "4,668"),
        [at("Operating expenses", 30)],
        ...parts,
        row("Operating income", "1,265", "920"),
        row("Income before income taxes", "1,045", "664"),
        row("Income tax expense", "261", "166"),
        row("Net income", "784", "498"),
      ]),
      "income_statement",
    );

  it("reads the parts and not their total", () => {
    const s = withTotal([
      row("Selling and marketing", "1,486", "1,402", 40),
      row("General and administrative", "1,912", "1,834", 40),
      row("Depreciation and amortization", "544", "512", 40),
      row("Total operating expenses", "3,942", "3,748"),
    ]);
    expect(s["2025-06-30"]).toMatchObject({ selling_general_administrative: 3398, depreciation_amortization: 544 });
    expect(s["2025-06-30"]?.other_operating_expenses).toBeUndefined();
    expect(s["2024-06-30"]?.other_operating_expenses).toBeUndefined();
  });

  it("keeps a research line read as other operating expenses, not replaced by the total", () => {
    const s = withTotal([
      row("General and administrative", "1,912", "1,834", 40),
      row("Research and development", "1,486", "1,402", 40),
      row("Depreciation and amortization", "544", "512", 40),
      row("Total operating expenses", "3,942", "3,748"),
    ]);
    expect(s["2025-06-30"]?.other_operating_expenses).toBe(1486);
  });
});

describe("reader32: lease liabilities named with their side first", () => {
  it("adds current and non-current lease liabilities to the other liabilities of their section", () => {
    const s = byType(
      [
        [at("Pinewood Furniture Co.", 30)],
        [at("Balance Sheet as of December 31, 2025", 30)],
        [right("2025", 400), right("2024", 480)],
        [at("Current assets", 30)],
        row("Cash", "1,003", "858", 40),
        row("Inventories", "14,380", "12,955", 40),
        row("Total current assets", "15,383", "13,813"),
        row("Property, plant and equipment, net", "10,415", "10,690"),
        row("Total assets", "25,798", "24,503"),
        [at("Current liabilities", 30)],
        row("Accounts payable", "6,912", "5,874", 40),
        row("Accrued expenses", "1,486", "1,618", 40),
        row("Current lease liabilities", "236", "228", 40),
        row("Total current liabilities", "8,634", "7,720"),
        [at("Long-term liabilities", 30)],
        row("Long-term debt", "6,500", "7,250", 40),
        row("Other long-term liabilities", "90", "80", 40),
        row("Non-current lease liabilities", "1,088", "1,210", 40),
        row("Total long-term liabilities", "7,678", "8,540"),
        row("Total liabilities", "16,312", "16,260"),
        row("Common stock", "1,500", "1,500"),
        row("Retained earnings", "7,986", "6,743"),
        row("Total stockholders' equity", "9,486", "8,243"),
        row("Total liabilities and stockholders' equity", "25,798", "24,503"),
      ],
      "balance_sheet",
    );
    expect(s["2025-12-31"]).toMatchObject({ other_current_liabilities: 1722, other_non_current_liabilities: 1178 });
    expect(s["2024-12-31"]).toMatchObject({ other_current_liabilities: 1846, other_non_current_liabilities: 1290 });
  });
});

describe("reader32: a speck OCR read beside a balance sheet's side name", () => {
  /** An HGB Kontoform scan: "Aktiva | Passiva" with a speck read as "N" right of "Passiva". */
  const kontoform = (speck: string): TextLine[] =>
    page([
      [at("Bilanz zum 31. Dezember 2025", 40)],
      [at("Aktiva", 40), at("Passiva", 320), at(speck, 480)],
      [right("31.12.2025", 200), right("31.12.2024", 260), right("31.12.2025", 560), right("31.12.2024", 620)],
      [
        at("Vorräte", 40),
        right("100", 200),
        right("90", 260),
        at("Gezeichnetes Kapital", 320),
        right("50", 560),
        right("50", 620),
      ],
      [
        at("Kassenbestand", 40),
        right("200", 200),
        right("110", 260),
        at("Summe Eigenkapital", 320),
        right("200", 560),
        right("150", 620),
      ],
      [
        at("Summe Aktiva", 40),
        right("300", 200),
        right("200", 260),
        at("Verbindlichkeiten", 320),
        right("100", 560),
        right("50", 620),
      ],
      [at("Summe Passiva", 320), right("300", 560), right("200", 620)],
    ]).map((l) => ({ ...l, ocr: true }));

  it("still splits the page at the claims side", () => {
    for (const speck of ["N", "|", "~", "'"]) expect(splitPoint(kontoform(speck)[1] as TextLine), speck).toBe(320);
    // A word is no speck: "Passiva Anhang" starts no claims side.
    expect(splitPoint(kontoform("Anhang")[1] as TextLine)).toBeUndefined();
    // Text layers are left as they were: two letters printed there are words.
    const text = kontoform("N").map(({ ocr: _ocr, ...l }) => l);
    expect(splitPoint(text[1] as TextLine)).toBeUndefined();
  });

  it("reads the claims side's figures", () => {
    const bs = parseStatements(kontoform("N")).statements.filter((s) => s.documentType === "balance_sheet");
    expect(amounts(bs.find((s) => s.period === "2025-12-31"))).toMatchObject({
      inventory: 100,
      total_assets: 300,
      share_capital: 50,
      total_equity: 200,
      total_liabilities_and_equity: 300,
    });
    expect(amounts(bs.find((s) => s.period === "2024-12-31"))).toMatchObject({ share_capital: 50, total_equity: 150 });
  });
});
