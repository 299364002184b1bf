import { describe, expect, it } from "vitest";
import {
  columnMeaning,
  columnScale,
  dateMeantColumns,
  meantColumns,
  monthRange,
  periodLengthKind,
  yearsEarlier,
} from "./column-meaning";
import { parseStatements } from "./extract";
import { amounts, at, page, right } from "./synthetic-lines.fixture";

describe("column meaning of a header cell", () => {
  it.each([
    ["This year", "current"],
    ["Current year", "current"],
    ["Geschäftsjahr", "current"],
    ["CY", "current"],
    ["Actual", "current"],
    ["2025 Actual", "current"],
    ["Last year", "prior"],
    ["Prior year", "prior"],
    ["Previous period", "prior"],
    ["Vorjahr", "prior"],
    ["Prior year actual", "prior"],
    ["PY", "prior"],
    ["Budget", "other"],
    ["2025 Budget", "other"],
    ["Forecast", "other"],
    ["Variance", "other"],
    ["Var %", "other"],
    ["Abweichung", "other"],
  ])("%j is %s", (text, role) => {
    expect(columnMeaning(text)?.role).toBe(role);
  });

  it("reads a month with a two-digit year, and nothing from labels, years or amounts", () => {
    expect(columnMeaning("Mar-25")).toEqual({ role: "current", month: { y: 2025, m: 3 } });
    expect(columnMeaning("Dec 24")).toEqual({ role: "current", month: { y: 2024, m: 12 } });
    expect(columnMeaning("Dec-2024")).toEqual({ role: "current", month: { y: 2024, m: 12 } });
    expect(columnMeaning("Sept. '24")).toEqual({ role: "current", month: { y: 2024, m: 9 } });
    // As OCR gives them: a long dash, a letter for a digit, a trailing full stop.
    expect(columnMeaning("Mar\u201425")).toEqual({ role: "current", month: { y: 2025, m: 3 } });
    expect(columnMeaning("Mar-2S")).toEqual({ role: "current", month: { y: 2025, m: 3 } });
    expect(columnMeaning("Jun-24.")).toEqual({ role: "current", month: { y: 2024, m: 6 } });
    // Letters alone are no year.
    expect(columnMeaning("Mar-SS")).toBeUndefined();
    expect(columnMeaning("May be")).toBeUndefined();
    for (const text of ["Revenue", "2025", "1,234", "Notes", "Total current assets", "Prior year adjustments"]) {
      expect(columnMeaning(text), text).toBeUndefined();
    }
  });

  it("reads a column's own scale or currency, and nothing from a label", () => {
    expect(columnScale("EUR")).toBe(1);
    expect(columnScale("TEUR")).toBe(1000);
    expect(columnScale("£'000")).toBe(1000);
    expect(columnScale("$")).toBe(1);
    expect(columnScale("T€")).toBe(1000);
    expect(columnScale("Revenue")).toBeUndefined();
    expect(columnScale("Note")).toBeUndefined();
  });

  it("dates columns from the title: this year on the title's date, the prior year a year before", () => {
    const cells = [right("This year", 400), right("Last year", 480)];
    const meant = meantColumns(cells);
    expect(meant?.map((m) => m.meaning.role)).toEqual(["current", "prior"]);
    expect(dateMeantColumns(meant ?? [], { y: 2025, m: 3, d: 31 })).toEqual([
      { y: 2025, m: 3, d: 31 },
      { y: 2024, m: 3, d: 31 },
    ]);
    expect(dateMeantColumns(meant ?? [], undefined)).toEqual([undefined, undefined]);
    expect(yearsEarlier({ y: 2024, m: 2, d: 29 }, 1)).toEqual({ y: 2023, m: 2, d: 28 });
    // A single word over one column is not a header line of named columns.
    expect(meantColumns([right("Actual", 400)])).toBeUndefined();
    expect(meantColumns([at("Revenue", 50), right("Actual", 400)])).toBeUndefined();
  });
});

describe("statements whose columns carry no date", () => {
  const incomeStatement = (headers: Array<[string, number]>, rows: Array<[string, ...string[]]>, title: string) =>
    parseStatements(
      page([
        [at(title, 50)],
        [at("(£'000)", 50)],
        headers.map(([text, x]) => right(text, x)),
        ...rows.map(([label, ...figures]) => [at(label, 50), ...figures.map((f, i) => right(f, 400 + i * 80))]),
      ]),
    ).statements;

  it("dates 'This year / Last year' from the title's period", () => {
    const list = incomeStatement(
      [
        ["This year", 400],
        ["Last year", 480],
      ],
      [
        ["Revenue", "1,000", "900"],
        ["Cost of sales", "(600)", "(500)"],
        ["Profit for the year", "300", "250"],
      ],
      "Income statement for the year ended 31 March 2025",
    );
    expect(list.map((s) => [s.period, s.periodType])).toEqual([
      ["2025-03-31", "yearly"],
      ["2024-03-31", "yearly"],
    ]);
    expect(amounts(list[0])).toMatchObject({ revenue: 1_000_000, net_profit: 300_000 });
    expect(amounts(list[1])).toMatchObject({ revenue: 900_000, net_profit: 250_000 });
  });

  it("dates 'Geschäftsjahr / Vorjahr' and 'Mar-25 / Mar-24' the same way", () => {
    const german = incomeStatement(
      [
        ["Geschäftsjahr", 400],
        ["Vorjahr", 480],
      ],
      [
        ["Umsatzerlöse", "1.000", "900"],
        ["Jahresüberschuss", "300", "250"],
      ],
      "Gewinn- und Verlustrechnung für das Geschäftsjahr vom 1. Januar 2024 bis 31. Dezember 2024",
    );
    expect(german.map((s) => s.period)).toEqual(["2024-12-31", "2023-12-31"]);
    const months = incomeStatement(
      [
        ["Mar-25", 400],
        ["Mar-24", 480],
      ],
      [
        ["Revenue", "1,000", "900"],
        ["Profit for the year", "300", "250"],
      ],
      "Profit and loss account",
    );
    expect(months.map((s) => s.period)).toEqual(["2025-03-31", "2024-03-31"]);
    expect(amounts(months[1])).toMatchObject({ revenue: 900_000 });
  });

  it("reads the actual and prior-year actual of management accounts, never the budget or variance", () => {
    const list = incomeStatement(
      [
        ["Actual", 400],
        ["Budget", 480],
        ["Variance", 560],
        ["Prior year", 640],
      ],
      [
        ["Revenue", "1,000", "1,100", "(100)", "800"],
        ["Cost of sales", "(600)", "(650)", "50", "(500)"],
        ["Profit for the year", "300", "350", "(50)", "200"],
      ],
      "Income statement for the year ended 31 March 2025",
    );
    expect(list.map((s) => s.period)).toEqual(["2025-03-31", "2024-03-31"]);
    expect(amounts(list[0])).toEqual({ revenue: 1_000_000, cost_of_goods_sold: 600_000, net_profit: 300_000 });
    expect(amounts(list[1])).toEqual({ revenue: 800_000, cost_of_goods_sold: 500_000, net_profit: 200_000 });
  });

  it("leaves out budget and variance columns beside dated ones, and dates a 'Prior year' column beside them", () => {
    const list = incomeStatement(
      [
        ["2025 Actual", 400],
        ["2025 Budget", 480],
        ["Variance", 560],
        ["Prior year", 640],
      ],
      [
        ["Revenue", "1,000", "1,100", "(100)", "800"],
        ["Profit for the year", "300", "350", "(50)", "200"],
      ],
      "Income statement for the year ended 31 March 2025",
    );
    expect(list.map((s) => s.period)).toEqual(["2025-03-31", "2024-03-31"]);
    expect(amounts(list[0])).toEqual({ revenue: 1_000_000, net_profit: 300_000 });
    expect(amounts(list[1])).toEqual({ revenue: 800_000, net_profit: 200_000 });
  });

  it("applies a scale printed over each column (EUR beside TEUR)", () => {
    const { statements } = parseStatements(
      page([
        [at("Bilanz zum 31. Dezember 2024", 50)],
        [right("31.12.2024", 400), right("31.12.2023", 480)],
        [right("EUR", 400), right("TEUR", 480)],
        [at("Vorräte", 50), right("12.345,67", 400), right("11", 480)],
        [at("Guthaben bei Kreditinstituten", 50), right("1.000,00", 400), right("2", 480)],
        [at("Bilanzsumme", 50), right("13.345,67", 400), right("13", 480)],
      ]),
    );
    const [current, prior] = statements;
    expect(current?.period).toBe("2024-12-31");
    expect(amounts(current)).toMatchObject({ inventory: 12_345.67, cash: 1000, total_assets: 13_345.67 });
    expect(current?.reading?.scale).toBe(1);
    expect(amounts(prior)).toMatchObject({ inventory: 11_000, cash: 2000, total_assets: 13_000 });
    expect(prior?.reading).toMatchObject({ scale: 1000, scaleSource: "TEUR" });
  });

  it("takes a scale printed only in the page header when the statement prints none", () => {
    const { statements } = parseStatements(
      page([
        [at("Acme Ltd", 50), right("£'000", 480)],
        [at("Cash flow statement for the year ended 31 December 2025", 50)],
        [right("2025", 400), right("2024", 480)],
        [at("Net cash from operating activities", 50), right("500", 400), right("400", 480)],
        [at("Net cash used in investing activities", 50), right("(200)", 400), right("(100)", 480)],
        [at("Balance sheet as at 31 December 2025", 50)],
        [right("2025", 400), right("2024", 480)],
        [at("Cash", 50), right("300", 400), right("200", 480)],
        [at("Total assets", 50), right("900", 400), right("800", 480)],
      ]),
    );
    const bs = statements.find((s) => s.documentType === "balance_sheet" && s.period === "2025-12-31");
    expect(amounts(bs)).toMatchObject({ cash: 300_000, total_assets: 900_000 });
    expect(bs?.reading?.scale).toBe(1000);
  });
});

describe("a period's length (one helper for ranges of dates and of months)", () => {
  it.each([
    [{ y: 2024, m: 7, d: 1 }, { y: 2025, m: 6, d: 30 }, "yearly"],
    [{ y: 2024, m: 2, d: 4 }, { y: 2025, m: 2, d: 1 }, "yearly"], // 52 weeks
    [{ y: 2025, m: 1, d: 1 }, { y: 2025, m: 3, d: 31 }, "quarterly"],
    [{ y: 2024, m: 11, d: 1 }, { y: 2025, m: 1, d: 31 }, "quarterly"],
    [{ y: 2025, m: 1, d: 1 }, { y: 2025, m: 6, d: 30 }, "ytd"],
    [{ y: 2025, m: 1, d: 1 }, { y: 2025, m: 2, d: 28 }, "ytd"],
    [{ y: 2025, m: 1, d: 1 }, { y: 2025, m: 1, d: 10 }, undefined],
    [{ y: 2024, m: 1, d: 1 }, { y: 2025, m: 6, d: 30 }, undefined], // 18 months: no period the chart has
  ] as const)("%o to %o is %s", (start, end, kind) => {
    expect(periodLengthKind(start, end)).toBe(kind);
  });

  it("sizes a range of months by the same rule", () => {
    expect(monthRange("Jan - Dec 2025")?.kind).toBe("yearly");
    expect(monthRange("Apr 2024 - Mar 2025")?.kind).toBe("yearly");
    expect(monthRange("Oct - Dec 2025")?.kind).toBe("quarterly");
    expect(monthRange("Jan - Feb 2025")?.kind).toBe("ytd");
  });
});
