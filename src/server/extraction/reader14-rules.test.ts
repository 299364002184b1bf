import { describe, expect, it } from "vitest";
import type { LineItem } from "../../contract/chart-of-accounts";
import { type CheckedStatement, checkStatements } from "./checks";
import { parseStatements, type SectionTotal } from "./extract";
import { isOtherSection, matchLabel } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader14 (issue 22): rules as families — the trust rule for figures the reader made (a sum of
 * lines, a line put under a key by its words, a residual), and the seen gaps of batch 8. Synthetic
 * labels and lines only, never corpus files.
 */

describe("a figure the reader made is trusted only when a check ties the keys themselves", () => {
  const item = (key: LineItem["key"], label: string, amount: number): LineItem => ({
    key,
    label,
    amount,
    confidence: 0.98,
  });
  /**
   * Current liabilities of three printed lines adding up to the printed total; the reader put two of
   * them (and, with `outside`, a line printed above the section) under one key by their words.
   */
  const sheet = (outside: number, keysAddUp: boolean): CheckedStatement => {
    const otherLiabilities = 3_534 + 1_979 + outside;
    const total: SectionTotal = {
      section: "current_liabilities",
      total: "total_current_liabilities",
      printed: 10_672,
      linesSum: 10_672,
      lines: 3,
      mappedLines: 3,
      keys: ["trade_payables", "other_current_liabilities"],
      keysSum: keysAddUp ? 10_672 : 5_159 + otherLiabilities,
    };
    return {
      documentType: "balance_sheet",
      period: "2025-12-31",
      periodType: "yearly",
      lineItems: [
        item("trade_payables", "Trade creditors", 5_159),
        item("other_current_liabilities", "Payables to banks + Taxes and accruals", otherLiabilities),
        item("total_current_liabilities", "Total current liabilities", 10_672),
      ],
      reading: {
        numberConvention: "1,234.56",
        scale: 1,
        scaleSource: null,
        periodAmbiguous: false,
        ocr: false,
        sectionTotals: [total],
        notes: [
          {
            key: "other_current_liabilities",
            kind: "derived",
            detail: 'a label outside the synonym table read by its words: "Payables to banks"',
            made: true,
          },
          {
            key: "other_current_liabilities",
            kind: "derived",
            detail: "the sum of its printed parts, no total printed (Payables to banks + Taxes and accruals)",
            made: true,
          },
        ],
      },
    };
  };

  it("does not count a section whose printed lines add up, but whose keys do not, as tying a made figure", () => {
    // A provision printed above the current liabilities was added to the key: the lines still add up.
    const [result] = checkStatements([sheet(699, false)]);
    expect(result?.checks.find((c) => c.name === "section_sum_current_liabilities")?.passed).toBe(true);
    expect(result?.checks.find((c) => c.name === "figures_tied")?.passed).toBe(false);
    expect(result?.reviewStatus).toBe("needs_review");
  });

  it("trusts the made figure when the keys read from the section add up to its total", () => {
    const [result] = checkStatements([sheet(0, true)]);
    expect(result?.checks.find((c) => c.name === "figures_tied")?.passed).toBe(true);
  });

  it("still counts the printed lines adding up for a figure read off one line of the table", () => {
    const s = sheet(0, false);
    const notes = (s.reading?.notes ?? []).map((n) => ({
      ...n,
      made: undefined,
      detail: "the sum of its printed parts, no total printed (Payables to banks)",
    }));
    const [result] = checkStatements([{ ...s, reading: { ...(s.reading as NonNullable<typeof s.reading>), notes } }]);
    expect(result?.checks.find((c) => c.name === "figures_tied")?.passed).toBe(true);
  });
});

/** A row of a label and two year columns. */
const find = (statements: ReturnType<typeof parseStatements>["statements"], type: string, period: string) =>
  statements.find((s) => s.documentType === type && s.period === period);

describe("a notes column's header over the year columns is no heading of the notes", () => {
  it("tells the column header from the notes' heading", () => {
    for (const header of ["Anhang 31.12.2025 31.12.2024", "Anhang 2025 2024", "Konzernanhang 31.12.2025 31.12.2024"]) {
      expect(isOtherSection(header), header).toBe(false);
    }
    for (const heading of [
      "Anhang",
      "Konzernanhang",
      "Anhang zum Konzernabschluss 2025",
      "Notes to the financial statements",
    ]) {
      expect(isOtherSection(heading), heading).toBe(true);
    }
  });

  it("reads a German IFRS balance sheet whose column header names the notes column", () => {
    const lines = page([
      [at("Konzernbilanz", 30)],
      [at("zum 31. Dezember 2025", 30)],
      [at("in TEUR", 30)],
      [at("Anhang", 250), right("31.12.2025", 400), right("31.12.2024", 480)],
      [at("Langfristige Vermögenswerte", 30)],
      [at("Sachanlagen", 30), right("12", 270), right("55.551", 400), right("33.495", 480)],
      [at("Immaterielle Vermögenswerte", 30), right("13", 270), right("10.069", 400), right("4.917", 480)],
      row("Summe langfristige Vermögenswerte", "65.620", "38.412"),
      [at("Kurzfristige Vermögenswerte", 30)],
      row("Vorräte", "8.627", "7.833"),
      row("Zahlungsmittel und Zahlungsmitteläquivalente", "35.014", "17.867"),
      row("Summe kurzfristige Vermögenswerte", "43.641", "25.700"),
      row("Summe Aktiva", "109.261", "64.112"),
    ]);
    const { statements } = parseStatements(lines);
    expect(amounts(find(statements, "balance_sheet", "2025-12-31"))).toMatchObject({
      net_fixed_assets: 55_551_000,
      cash: 35_014_000,
      total_assets: 109_261_000,
    });
  });
});

describe("a year glued to the variance column's header", () => {
  it("reads both years beside a variance and a percentage column", () => {
    const lines = page([
      [at("Kurzfristige Erfolgsrechnung", 30)],
      [at("für das Geschäftsjahr vom 1. Januar 2025 bis 31. Dezember 2025", 30)],
      [right("Jan. - Dez.", 370), right("Jan. - Dez.", 442)],
      [right("2025", 368), { text: "2024 Abweichung", x0: 420, x1: 499 }, right("Abw. %", 555)],
      [
        at("Umsatzerlöse", 30),
        right("3.099.570", 369),
        right("2.948.828", 441),
        right("150.742", 497),
        right("5,1 %", 554),
      ],
      [
        at("Material-/Wareneinkauf", 30),
        right("1.844.388", 369),
        right("1.927.188", 441),
        right("-82.800", 497),
        right("-4,3 %", 554),
      ],
      [
        at("Rohertrag", 30),
        right("1.255.182", 369),
        right("1.021.640", 441),
        right("233.542", 497),
        right("22,9 %", 554),
      ],
      [
        at("Betriebsergebnis", 30),
        right("716.612", 369),
        right("330.097", 441),
        right("386.515", 497),
        right("117,1 %", 554),
      ],
      [at("Zinsaufwand", 30), right("61.834", 369), right("44.408", 441), right("17.426", 497), right("39,2 %", 554)],
      [
        at("Vorläufiges Ergebnis", 30),
        right("506.802", 369),
        right("230.349", 441),
        right("276.453", 497),
        right("120,0 %", 554),
      ],
    ]);
    const { statements } = parseStatements(lines);
    expect(amounts(find(statements, "income_statement", "2024-12-31"))).toMatchObject({
      revenue: 2_948_828,
      cost_of_goods_sold: 1_927_188,
      gross_profit: 1_021_640,
      interest_expense: 44_408,
      net_profit: 230_349,
    });
    expect(amounts(find(statements, "income_statement", "2025-12-31"))).toMatchObject({ revenue: 3_099_570 });
  });
});

describe("the EU Accounting Directive's claims side: equity, provisions, long-term debts, current liabilities", () => {
  const sheet = page([
    [at("Consolidated balance sheet", 30)],
    [at("As at 31 December 2025", 30)],
    [at("(in thousands of euros)", 30), right("2025", 400), right("2024", 480)],
    [at("Fixed assets", 30)],
    row("Tangible fixed assets", "30,277", "23,287"),
    row("Intangible fixed assets", "6,024", "4,944"),
    row("Total fixed assets", "36,301", "28,231"),
    [at("Current assets", 30)],
    row("Stocks", "8,083", "5,622"),
    row("Trade receivables", "12,283", "9,117"),
    row("Cash at bank and in hand", "11,784", "8,249"),
    row("Total current assets", "32,150", "22,988"),
    row("TOTAL ASSETS", "68,451", "51,219"),
    [at("Group equity", 30)],
    row("Issued and paid-up share capital", "2,400", "2,400"),
    row("Other reserves", "42,246", "29,131"),
    row("Total group equity", "44,646", "31,531"),
    row("Provisions", "699", "2,048"),
    row("Long-term liabilities", "12,434", "8,936"),
    row("Total non-current liabilities and provisions", "13,133", "10,984"),
    [at("Current liabilities", 30)],
    row("Trade creditors", "5,159", "4,127"),
    row("Payables to credit institutions", "3,534", "2,444"),
    row("Taxes and social security premiums, other liabilities and accruals", "1,979", "2,133"),
    row("Total current liabilities", "10,672", "8,704"),
    row("TOTAL EQUITY AND LIABILITIES", "68,451", "51,219"),
  ]);

  it("reads provisions and long-term debts after the equity as non-current, the bank debts as short-term", () => {
    const { statements } = parseStatements(sheet);
    const current = find(statements, "balance_sheet", "2025-12-31");
    expect(amounts(current)).toMatchObject({
      share_capital: 2_400_000,
      retained_earnings: 42_246_000,
      total_equity: 44_646_000,
      other_non_current_liabilities: 699_000,
      long_term_debt: 12_434_000,
      total_non_current_liabilities: 13_133_000,
      short_term_debt: 3_534_000,
      other_current_liabilities: 1_979_000,
      total_current_liabilities: 10_672_000,
    });
    const [result] = checkStatements(statements.filter((s) => s === current));
    expect(result?.checks.filter((c) => !c.passed)).toEqual([]);
  });

  it("leaves a balance sheet alone whose equity total is followed by current liabilities", () => {
    const lines = page([
      [at("Balance sheet", 30)],
      [at("As at 31 December 2025", 30)],
      [right("2025", 400), right("2024", 480)],
      [at("Equity", 30)],
      row("Share capital", "1,000", "1,000"),
      row("Retained earnings", "4,000", "3,000"),
      row("Total equity", "5,000", "4,000"),
      row("Accruals", "300", "200"),
      row("Trade payables", "700", "800"),
      row("Total liabilities", "1,000", "1,000"),
    ]);
    const { statements } = parseStatements(lines);
    expect(amounts(find(statements, "balance_sheet", "2025-12-31"))).not.toHaveProperty(
      "other_non_current_liabilities",
    );
  });
});

describe("an unnamed expense line closing the revenue to the gross profit is the cost of sales", () => {
  const statement = (gross: [string, string]) =>
    page([
      [at("Erfolgsrechnung", 30)],
      [at("für das Geschäftsjahr vom 1. Januar 2025 bis 31. Dezember 2025", 30)],
      [right("31.12.2025", 400), right("31.12.2024", 480)],
      row("Nettoumsatzerlöse", "7'423'470.24", "6'773'892.36"),
      row("Materialaufwand", "-4'495'540.52", "-4'437'100.73"),
      row("Bruttoergebnis", ...gross),
      row("Betriebliches Ergebnis", "1'561'152.06", "936'785.95"),
      row("Jahresgewinn", "1'134'877.69", "692'578.81"),
    ]);

  it("reads it when the revenue less the line is the printed gross profit in every column", () => {
    const { statements } = parseStatements(statement(["2'927'929.72", "2'336'791.63"]));
    const current = find(statements, "income_statement", "2025-12-31");
    expect(amounts(current)).toMatchObject({ revenue: 7_423_470.24, cost_of_goods_sold: 4_495_540.52 });
    expect(current?.reading?.notes?.some((n) => n.key === "cost_of_goods_sold" && n.made)).toBe(true);
  });

  it("does not when the arithmetic does not close (other lines between them)", () => {
    const { statements } = parseStatements(statement(["2'900'000.00", "2'336'791.63"]));
    expect(amounts(find(statements, "income_statement", "2025-12-31"))).not.toHaveProperty("cost_of_goods_sold");
  });
});

describe("batch 8 wording as families", () => {
  it.each([
    // Dutch GAAP in English
    ["income_statement", "Net turnover", undefined, "revenue"],
    ["income_statement", "Result before taxation", undefined, "profit_before_tax"],
    ["income_statement", "Corporate income tax", undefined, "income_tax"],
    ["income_statement", "Result after taxation", undefined, "net_profit"],
    ["balance_sheet", "Total group equity", undefined, "total_equity"],
    ["balance_sheet", "Amounts owed to credit institutions", "non_current_liabilities", "long_term_debt"],
    ["balance_sheet", "Taxes and social security contributions", "current_liabilities", "other_current_liabilities"],
    ["cashflow_statement", "Movement in cash at banks and in hand", undefined, "net_change_in_cash"],
    ["cashflow_statement", "Repayments of long-term liabilities", "financing", "repayment_of_borrowings"],
    // Israeli wording (soft hyphens read as hyphens)
    ["balance_sheet", "Short\u00ADterm bank credit", "current_liabilities", "short_term_debt"],
    [
      "balance_sheet",
      "Current maturities of long\u00ADterm loans",
      "current_liabilities",
      "current_portion_long_term_debt",
    ],
    ["balance_sheet", "Other accounts payable", "current_liabilities", "other_current_liabilities"],
    ["income_statement", "Financial expenses", undefined, "interest_expense"],
    ["income_statement", "Financial income", undefined, "other_income"],
    ["income_statement", "Income before taxes on income", undefined, "profit_before_tax"],
    ["income_statement", "Taxes on income", undefined, "income_tax"],
    // South Asian
    ["balance_sheet", "Long term loan - current maturity", "current_liabilities", "current_portion_long_term_debt"],
    // IFRS 9 categories
    [
      "balance_sheet",
      "Financial assets at fair value through other comprehensive income",
      "non_current_assets",
      "other_non_current_assets",
    ],
    ["balance_sheet", "Investments at amortised cost", "current_assets", "other_current_assets"],
    // IFRS cash flow and equity in German
    [
      "cashflow_statement",
      "Mittelzufluss/-abfluss aus Finanzierungstätigkeit",
      "financing",
      "net_cash_from_financing_activities",
    ],
    [
      "cashflow_statement",
      "Mittelabfluss aus der Investitionstätigkeit",
      "investing",
      "net_cash_from_investing_activities",
    ],
    ["cashflow_statement", "Finanzmittelfonds am 1. Januar", "financing", "cash_at_beginning"],
    ["cashflow_statement", "Zahlungsmittel und Zahlungsmitteläquivalente am 30. Juni", "financing", "cash_at_end"],
    ["balance_sheet", "Gewinnrücklagen und Konzernergebnis", "equity", "retained_earnings"],
    // BWA and Liechtenstein PGR
    ["income_statement", "Rohertrag", undefined, "gross_profit"],
    ["income_statement", "Zinsaufwand", undefined, "interest_expense"],
    ["income_statement", "Sonstiger neutraler Ertrag", undefined, "other_income"],
    ["income_statement", "Vorläufiges Ergebnis", undefined, "net_profit"],
    ["income_statement", "Nettoumsatzerlöse", undefined, "revenue"],
    ["income_statement", "Ertrags- und Kapitalsteuern", undefined, "income_tax"],
    ["cashflow_statement", "Increase/(decrease) in cash resources", undefined, "net_change_in_cash"],
  ] as const)("%s: %s", (type, label, section, key) => {
    expect(matchLabel(type, label, section)?.key).toBe(key);
  });

  it("keeps staff costs out of SG&A and a retained-earnings line before other reserves", () => {
    expect(matchLabel("income_statement", "Personalkosten", undefined)).toBeUndefined();
    // "Other reserves" adds up; a plain retained-earnings line replaces it (extract.ts).
    expect(matchLabel("balance_sheet", "Other reserves", "equity")).toMatchObject({
      key: "retained_earnings",
      sum: true,
    });
    expect(matchLabel("balance_sheet", "Other reserves", undefined)).toBeUndefined();
  });
});
