import { describe, expect, it } from "vitest";
import { bilingualPair, oneLanguageOfBilingual } from "./bilingual";
import { dateQuartersOfYear, meantColumns, quarterNumber } from "./column-meaning";
import { parseStatements } from "./extract";
import { splitJoinedFigures } from "./joined-figures";
import type { TextCell } from "./pdf-text";
import { splitRegions } from "./regions";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader21: misses of blind batch 13 (whole documents) written as families. Synthetic labels and
 * lines only, never corpus files.
 */

const statementsOf = (rows: readonly TextCell[][]) => parseStatements(page(rows)).statements;
const line = (cells: TextCell[]) => page([cells])[0] as ReturnType<typeof page>[number];

describe("reader21: labels printed 'German / English' on one line", () => {
  it("takes a German / English label as a pair and keeps its item number with either half", () => {
    expect(bilingualPair(line(row("II. Sachanlagen / Property, plant and equipment", "1.000", "900")))).toMatchObject({
      german: "II. Sachanlagen",
      english: "II. Property, plant and equipment",
      order: "de-en",
    });
    expect(bilingualPair(line(row("Total assets / Summe Aktiva", "1.000", "900")))?.order).toBe("en-de");
  });
  it("never takes a slash within one language for a pair", () => {
    for (const label of [
      "Profit / (loss) for the year",
      "Revenue / turnover",
      "Debtors / receivables",
      "Umsatz / Erlöse",
    ]) {
      expect(bilingualPair(line(row(label, "1,000", "900")))).toBe(undefined);
    }
  });
  const bilingualBalanceSheet: TextCell[][] = [
    [at("Bilanz / Balance Sheet", 30)],
    [at("in TEUR", 30)],
    [right("31.12.2025", 400), right("31.12.2024", 480)],
    [at("A. Anlagevermögen / Fixed assets", 30)],
    row("I. Immaterielle Vermögensgegenstände / Intangible assets", "1.306", "1.499"),
    row("II. Sachanlagen / Property, plant and equipment", "19.472", "18.673"),
    row("Summe Anlagevermögen / Total fixed assets", "20.778", "20.172"),
    [at("B. Umlaufvermögen / Current assets", 30)],
    row("I. Vorräte / Inventories", "8.009", "7.630"),
    row("II. Kassenbestand, Guthaben bei Kreditinstituten / Cash", "2.830", "2.033"),
    row("Summe Umlaufvermögen / Total current assets", "10.839", "9.663"),
    row("Summe Aktiva / Total assets", "31.617", "29.835"),
    [at("A. Eigenkapital / Equity", 30)],
    row("I. Gezeichnetes Kapital / Subscribed capital", "3.100", "3.100"),
    row("Summe Eigenkapital / Total equity", "20.000", "19.000"),
    row("Summe Verbindlichkeiten / Total liabilities", "11.617", "10.835"),
    row("Summe Passiva / Total equity and liabilities", "31.617", "29.835"),
  ];
  it("reads a bilingual balance sheet by its German half", () => {
    const [s] = statementsOf(bilingualBalanceSheet);
    expect(amounts(s)).toMatchObject({
      intangible_assets: 1306000,
      net_fixed_assets: 19472000,
      inventory: 8009000,
      cash: 2830000,
      total_assets: 31617000,
      share_capital: 3100000,
      total_equity: 20000000,
      total_liabilities_and_equity: 31617000,
    });
  });
  it("leaves a document of fewer than six pairs as printed", () => {
    const lines = page([
      [at("Umsatz / Revenue", 30)],
      [at("Bilanz / Balance Sheet", 30)],
      row("Revenue", "1,000", "900"),
    ]);
    expect(oneLanguageOfBilingual(lines)).toBe(lines);
  });
  it("drops the second line of a wrapped English half, and only that", () => {
    const lines = page([
      ...bilingualBalanceSheet.slice(0, 6),
      [at("5. Abschreibungen auf Sachanlagen / Depreciation and", 30)],
      [right("2.360", 400), right("2.234", 480)],
      [at("amortisation", 30)],
      [at("Sonstige Steuern / Other taxes", 30)],
    ]);
    const out = oneLanguageOfBilingual(lines).map((l) => l.text);
    expect(out).toContain("5. Abschreibungen auf Sachanlagen");
    expect(out).not.toContain("amortisation");
    expect(out).toContain("2.360 2.234");
  });
});

describe("reader21: two amounts given as one text run", () => {
  it("splits two grouped amounts into two cells", () => {
    expect(splitJoinedFigures(at("52.270 49.053", 350)).map((c) => c.text)).toEqual(["52.270", "49.053"]);
    expect(splitJoinedFigures(at("(1,234) 5,678", 350)).map((c) => c.text)).toEqual(["(1,234)", "5,678"]);
  });
  it("never splits years, a note and a figure, a space-grouped figure or one parenthesised figure", () => {
    for (const text of ["2025 2024", "12 1,234", "1 234 567", "(1,234 5,678)", "1,234"]) {
      expect(splitJoinedFigures(at(text, 350))).toHaveLength(1);
    }
  });
  it("reads each amount under its own column", () => {
    const [s] = statementsOf([
      [at("Income statement", 30)],
      [at("£000", 30)],
      [right("2025", 400), right("2024", 480)],
      [at("Revenue", 30), { text: "52,270 49,053", x0: 335, x1: 480 }],
      row("Cost of sales", "(30,000)", "(28,000)"),
      row("Gross profit", "22,270", "21,053"),
      row("Profit for the year", "5,000", "4,000"),
    ]);
    expect(amounts(s)).toMatchObject({ revenue: 52270000, gross_profit: 22270000 });
  });
});

describe("reader21: quarter columns headed by number and year beside the full year", () => {
  it("names a quarter's number", () => {
    expect(["Q1 2025", "2Q 2025", "Qtr 3", "Fourth quarter", "4th quarter"].map(quarterNumber)).toEqual([
      1, 2, 3, 4, 4,
    ]);
    expect(["FY 2025", "Quarter ended", "YTD"].map(quarterNumber)).toEqual([undefined, undefined, undefined]);
  });
  it("dates quarters sharing the year's end 3, 6 and 9 months before it, across a calendar year", () => {
    const end = { y: 2025, m: 6, d: 30 };
    const cols = [1, 2, 3, 4].map(() => ({ date: { ...end }, kind: "quarterly" }));
    expect(dateQuartersOfYear(cols, [1, 2, 3, 4])).toEqual([
      { y: 2024, m: 9, d: 30 },
      { y: 2024, m: 12, d: 31 },
      { y: 2025, m: 3, d: 31 },
      { y: 2025, m: 6, d: 30 },
    ]);
  });
  it("leaves quarters that print their own dates, and a 52/53-week year end, as read", () => {
    const own = [
      { date: { y: 2025, m: 3, d: 31 }, kind: "quarterly" },
      { date: { y: 2025, m: 6, d: 30 }, kind: "quarterly" },
    ];
    expect(dateQuartersOfYear(own, [1, 2])).toEqual([undefined, undefined]);
    const weeks = [1, 2].map(() => ({ date: { y: 2025, m: 12, d: 27 }, kind: "quarterly" }));
    expect(dateQuartersOfYear(weeks, [1, 2])).toEqual([undefined, undefined]);
  });
  it("reads each quarter of a quarterly pack under its own date and the full year as yearly", () => {
    const q = (label: string, a: string[]): TextCell[] => [at(label, 30), ...a.map((v, i) => right(v, 240 + i * 70))];
    const s = statementsOf([
      [at("Consolidated Statements of Operations", 30)],
      [at("(In thousands of U.S. dollars)", 30)],
      ["Q1 2025", "Q2 2025", "Q3 2025", "Q4 2025", "FY 2025"].map((h, i) => right(h, 240 + i * 70)),
      q("Revenue", ["41,206", "44,918", "43,306", "48,115", "177,545"]),
      q("Cost of revenue", ["24,106", "26,215", "25,418", "27,906", "103,645"]),
      q("Gross profit", ["17,100", "18,703", "17,888", "20,209", "73,900"]),
      q("Net income", ["3,479", "4,214", "3,770", "4,950", "16,413"]),
    ]);
    const revenue = Object.fromEntries(
      s.map((x) => [`${x.period} ${x.periodType}`, x.lineItems.find((i) => i.key === "revenue")?.amount]),
    );
    expect(revenue).toMatchObject({
      "2025-03-31 quarterly": 41206000,
      "2025-06-30 quarterly": 44918000,
      "2025-09-30 quarterly": 43306000,
      "2025-12-31 quarterly": 48115000,
      "2025-12-31 yearly": 177545000,
    });
  });
});

describe("reader21: a page set in two page columns", () => {
  const L = 30;
  const R = 320;
  const twoColumns: TextCell[][] = [
    [at("Annual Review", L), at("Cash flow statement", R)],
    [at("Our trading company had a good year and", L), at("€'000", R)],
    [at("the directors propose a dividend. The auditor reported on", L), right("2025", 500), right("2024", 560)],
    [at("20 February 2026.", L), at("Profit before tax", R), right("1,683", 500), right("1,401", 560)],
    [at("Income statement", L), at("Depreciation", R), right("670", 500), right("644", 560)],
    [at("€'000", L), at("Net cash from operating activities", R), right("1,971", 500), right("1,351", 560)],
    [
      right("2025", 200),
      right("2024", 260),
      at("Purchase of property, plant and equipment", R),
      right("(892)", 500),
      right("(767)", 560),
    ],
    [
      at("Revenue", L),
      right("13,409", 200),
      right("12,523", 260),
      at("Net cash used in investing", R),
      right("(848)", 500),
      right("(734)", 560),
    ],
    [
      at("Cost of sales", L),
      right("(8,716)", 200),
      right("(8,214)", 260),
      at("Dividends paid", R),
      right("(486)", 500),
      right("(459)", 560),
    ],
    [
      at("Gross profit", L),
      right("4,693", 200),
      right("4,309", 260),
      at("Net increase in cash", R),
      right("637", 500),
      right("617", 560),
    ],
    [at("Profit before tax", L), right("1,683", 200), right("1,401", 260), at("Outlook: prices firm", R)],
    [at("Profit for the year", L), right("1,262", 200), right("1,051", 260)],
  ];
  it("reads each page column as a block of its own, with no prose date taken for the period", () => {
    const statements = statementsOf(twoColumns);
    const income = statements.find((s) => s.documentType === "income_statement" && s.period === "2025-12-31");
    expect(amounts(income)).toMatchObject({ revenue: 13409000, gross_profit: 4693000, net_profit: 1262000 });
    const cash = statements.find((s) => s.documentType === "cashflow_statement" && s.period === "2025-12-31");
    expect(amounts(cash)).toMatchObject({ purchase_of_fixed_assets: -892000 });
    expect(statements.every((s) => s.period.endsWith("12-31"))).toBe(true);
  });
  it("leaves a statement beside a note, and a table whose figures lie right of the gutter, as one block", () => {
    const beside = page([
      [at("Statement of cash flows", L), at("Note 4. Operating segments", R)],
      [right("2025", 200), right("2024", 260), right("2025", 500), right("2024", 560)],
      ...["Profit before tax", "Depreciation", "Interest paid", "Taxes paid", "Net cash from operating activities"].map(
        (label, i) => [
          at(label, L),
          right(`${i + 1},000`, 200),
          right("900", 260),
          at(`Segment ${i}`, R),
          right("5", 500),
        ],
      ),
    ]);
    expect(splitRegions(beside)).toEqual(beside);
    const table = page([
      [at("Acme Holdings Ltd", L), at("Income statement", R)],
      ...["Revenue", "Cost of sales", "Gross profit", "Administrative expenses", "Profit for the year"].map((label) =>
        row(label, "1,000", "900"),
      ),
    ]);
    expect(splitRegions(table)).toEqual(table);
  });
});

describe("reader21: a management pack's month columns", () => {
  const roles = (headers: string[]) =>
    meantColumns(headers.map((h, i) => right(h, 240 + i * 70)))?.map((c) => c.meaning.role);
  it("reads months side by side a month apart as no period (never a year ending that month)", () => {
    expect(roles(["Nov-25", "Dec-25"])).toBe(undefined);
    expect(roles(["Oct-25", "Nov-25", "Dec-25", "Budget"])).toBe(undefined);
    const s = statementsOf([
      [at("Profit and loss account - 2025 by month", 30)],
      [right("Nov-25", 400), right("Dec-25", 480)],
      row("Sales", "182,406", "184,356"),
      row("Cost of sales", "105,795", "106,926"),
      row("Gross profit", "76,611", "77,430"),
      row("Net profit", "13,129", "9,719"),
    ]);
    expect(s).toEqual([]);
  });
  it("keeps months a year apart as the years ending then", () => {
    expect(roles(["Mar-25", "Mar-24"])).toEqual(["current", "current"]);
  });
});
