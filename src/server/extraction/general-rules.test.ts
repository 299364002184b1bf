import { describe, expect, it } from "vitest";
import { checkStatements } from "./checks";
import { parseStatements } from "./extract";
import { findDates, parseAmount } from "./numbers";
import { amounts, at, page, right } from "./synthetic-lines.fixture";

/**
 * General rules of the reader4 round (issue 22; docs/extraction.md "Reader changes (reader4)"):
 * each is what statements of some country or producer print, written as synthetic lines (cells
 * with positions, as pdf-text.ts gives them), never a corpus file.
 */

const doc = (list: ReturnType<typeof parseStatements>["statements"], type: string, period: string) =>
  list.find((s) => s.documentType === type && s.period === period);

describe("numbers and dates", () => {
  it("reads a peso sign inside a negative figure's parentheses", () => {
    expect(parseAmount("(P=17,783,267)")).toBe(-17_783_267);
    expect(parseAmount("(₱1,234)")).toBe(-1234);
  });

  it("reads day/month dates with the year after a space (30/6 2022) only when the day cannot be a month", () => {
    expect(findDates("30/6 2022").map((d) => [d.year, d.month, d.day])).toEqual([[2022, 6, 30]]);
    expect(findDates("6/5 2022").filter((d) => d.year !== undefined)).toEqual([]);
  });

  it("reads Danish and Norwegian month names", () => {
    expect(findDates("31. marts 2023, 31. maj 2023, 31. desember 2023").map((d) => d.month)).toEqual([3, 5, 12]);
  });
});

describe("periods", () => {
  it("dates a financial year written over two calendar years (2021/22) from a range title, unambiguous", () => {
    const { statements } = parseStatements(
      page([
        [at("INCOME STATEMENT", 50)],
        [at("1 JULY 2021 - 30 JUNE 2022", 50)],
        [at("Note", 50), right("2021/22", 400), right("2020/21", 480)],
        [at("Gross profit", 80), right("26.330.054", 400), right("22.281.523", 480)],
        [at("Staff costs", 80), right("-11.291.699", 400), right("-11.066.667", 480)],
        [at("Profit before tax", 80), right("10.258.367", 400), right("7.858.332", 480)],
        [at("Tax on profit for the year", 80), right("-1.949.706", 400), right("-1.240.447", 480)],
        [at("Profit for the year", 80), right("8.308.661", 400), right("6.617.885", 480)],
      ]),
    );
    expect(statements.map((s) => `${s.period} ${s.periodType}`)).toEqual(["2022-06-30 yearly", "2021-06-30 yearly"]);
    expect(statements[0]?.reading?.periodAmbiguous).toBe(false);
    expect(amounts(statements[0]).net_profit).toBe(8_308_661);
  });

  it("reads a German range title (vom 01.01.2020 bis 31.12.2020) as a year over Geschäftsjahr / Vorjahr", () => {
    const { statements } = parseStatements(
      page([
        [at("Gewinn- und Verlustrechnung vom 01.01.2020 bis 31.12.2020", 60)],
        [right("Geschäftsjahr", 400), right("Vorjahr", 480)],
        [at("1. Umsatzerlöse", 50), right("378.188,86", 400), right("364.678,03", 480)],
        [at("5. Abschreibungen", 50), right("17.741,00", 400), right("19.438,91", 480)],
        [at("8. Jahresfehlbetrag", 50), right("-25.793,85", 400), right("-85.787,91", 480)],
      ]),
    );
    expect(statements.map((s) => `${s.period} ${s.periodType}`)).toEqual(["2020-12-31 yearly", "2019-12-31 yearly"]);
    expect(statements[0]?.reading?.periodAmbiguous).toBe(false);
  });

  it("takes a Note header printed on another header line than the years as the notes column", () => {
    const { statements } = parseStatements(
      page([
        [at("Consolidated income statement", 50)],
        [at("for the year ended 31 December 2022", 50)],
        [right("2022", 400), right("2021", 480)],
        [at("Note", 300), right("£000", 400), right("£000", 480)],
        [at("Revenue", 50), right("6", 310), right("31,652", 400), right("21,660", 480)],
        [at("Cost of sales", 50), right("(14,704)", 400), right("(13,854)", 480)],
        [at("Operating profit", 50), right("7", 310), right("1,462", 400), right("525", 480)],
        [at("Profit before tax", 50), right("7", 310), right("1,456", 400), right("458", 480)],
      ]),
    );
    const s = doc(statements, "income_statement", "2022-12-31");
    expect(s?.reading?.periodAmbiguous).toBe(false);
    expect(amounts(s)).toMatchObject({ revenue: 31_652_000, operating_profit: 1_462_000 });
  });
});

describe("statements in parts", () => {
  it("merges a statement of comprehensive income that adds only the year's profit", () => {
    const { statements } = parseStatements(
      page([
        [at("Consolidated income statement", 50)],
        [at("for the year ended 31 December 2022", 50)],
        [right("2022", 400), right("2021", 480)],
        [at("Revenue", 50), right("31,652", 400), right("21,660", 480)],
        [at("Profit before tax", 50), right("1,456", 400), right("458", 480)],
        [at("Income tax credit", 50), right("624", 400), right("-", 480)],
        [at("Statement of comprehensive income", 50)],
        [at("Profit for the year", 50), right("2,080", 400), right("458", 480)],
        [at("Exchange gain on translation", 50), right("25", 400), right("(7)", 480)],
      ]),
    );
    expect(amounts(doc(statements, "income_statement", "2022-12-31")).net_profit).toBe(2080);
    const { statements: alone } = parseStatements(
      page([
        [at("Statement of comprehensive income", 50)],
        [at("for the year ended 31 December 2022", 50)],
        [right("2022", 400), right("2021", 480)],
        [at("Profit for the year", 50), right("2,080", 400), right("458", 480)],
      ]),
    );
    expect(alone).toEqual([]);
    expect(checkStatements(statements)).toHaveLength(statements.length);
  });
});

describe("bilingual statements", () => {
  const bilingual = [
    [at("BALANCE SHEET AT 30 JUNE 2022", 50)],
    [at("Note", 50), right("30/6 2022", 400), right("30/6 2021", 480)],
    [at("Tilgodehavender fra salg", 80), right("7.468.871", 400), right("489.929", 480)],
    [at("Trade receivables", 80)],
    [at("Andre tilgodehavender", 80), right("752.251", 400), right("1.583.392", 480)],
    [at("Other receivables", 80)],
    [at("4", 50), at("Likvide beholdninger", 80), right("10.719.938", 400), right("14.997.805", 480)],
    [at("Cash", 80)],
    [at("OMSÆTNINGSAKTIVER", 80), right("18.941.060", 400), right("17.071.126", 480)],
    [at("CURRENT ASSETS", 80)],
    [at("AKTIVER I ALT", 80), right("18.941.060", 400), right("17.071.126", 480)],
    [at("TOTAL ASSETS", 80)],
  ];

  it("reads each row by the translation printed under it, with note references left of the label", () => {
    const { statements } = parseStatements(page(bilingual));
    const s = doc(statements, "balance_sheet", "2022-06-30");
    expect(amounts(s)).toEqual({
      cash: 10_719_938,
      trade_receivables: 7_468_871,
      other_current_assets: 752_251,
      total_current_assets: 18_941_060,
      total_assets: 18_941_060,
    });
    // Each label comes from another line than the figures: a total must confirm them.
    expect(s?.reading?.notes?.some((n) => n.detail.includes("translation"))).toBe(true);
  });

  it("leaves a statement alone whose rows are only sometimes followed by a line at the same edge", () => {
    const { statements } = parseStatements(
      page([
        [at("Balance sheet", 50)],
        [at("As at 31 December 2025", 50)],
        [right("2025", 400), right("2024", 480)],
        [at("Cash", 80), right("100", 400), right("90", 480)],
        [at("Trade receivables", 80), right("50", 400), right("40", 480)],
        [at("Total current assets", 80), right("150", 400), right("130", 480)],
        [at("Non-current assets", 80)],
        [at("Property, plant and equipment", 80), right("300", 400), right("310", 480)],
        [at("Total assets", 80), right("450", 400), right("440", 480)],
      ]),
    );
    expect(amounts(doc(statements, "balance_sheet", "2025-12-31"))).toMatchObject({
      cash: 100,
      total_current_assets: 150,
      net_fixed_assets: 300,
      total_assets: 450,
    });
  });
});

describe("the year's profit by its other names", () => {
  const statement = (rows: Array<[string, string, string]>) =>
    parseStatements(
      page([
        [at("Statement of profit or loss", 50)],
        [at("For the year ended 30 June 2022", 50)],
        [right("2022", 400), right("2021", 480)],
        ...rows.map(([label, a, b]) => [at(label, 50), right(a, 400), right(b, 480)]),
      ]),
    ).statements;

  it("reads the owners' share as the profit, tied by the chain, and a plain profit line over it", () => {
    const list = statement([
      ["Revenue", "14,761,523", "11,841,712"],
      ["Profit before income tax expense", "1,231,874", "1,033,685"],
      ["Income tax expense", "(739,919)", "(493,306)"],
      ["Profit after income tax expense for the year attributable to the owners of Acme Ltd", "491,955", "540,379"],
    ]);
    const s = doc(list, "income_statement", "2022-06-30");
    expect(amounts(s)).toMatchObject({ profit_before_tax: 1_231_874, income_tax: 739_919, net_profit: 491_955 });
    expect(s?.reading?.notes?.map((n) => n.key)).toContain("net_profit");
    expect(checkStatements(list)[0]?.reviewStatus).toBe("auto_accepted");

    const both = statement([
      ["Revenue", "100", "90"],
      ["Profit attributable to owners of the parent", "80", "70"],
      ["Profit for the year", "95", "85"],
      ["Net income attributable to non-controlling interests", "15", "15"],
    ]);
    expect(amounts(doc(both, "income_statement", "2022-06-30")).net_profit).toBe(95);
  });

  it("reads net earnings including the non-controlling interests' share (us-gaap:ProfitLoss) as the profit", () => {
    const list = statement([
      ["Net sales", "20,094.2", "18,992.8"],
      [
        "Net earnings, including earnings attributable to redeemable and noncontrolling interests",
        "2,609.6",
        "2,735.0",
      ],
      ["Net earnings attributable to redeemable and noncontrolling interests", "15.7", "27.7"],
      ["Net earnings attributable to Acme", "2,593.9", "2,707.3"],
    ]);
    expect(amounts(doc(list, "income_statement", "2022-06-30")).net_profit).toBe(2609.6);
  });
});

describe("a side's total printed without a label", () => {
  it("takes the assets side's total when the liabilities side's total equals it (HGB, Bundesanzeiger print)", () => {
    const { statements } = parseStatements(
      page([
        [at("Handelsbilanz zum 31.12.2020", 200)],
        [at("AKTIVA", 40)],
        [right("Geschäftsjahr", 480), right("Vorjahr", 560)],
        [at("A. Anlagevermögen", 44), right("122.986,00", 480), right("140.727,00", 560)],
        [at("B. Umlaufvermögen", 44), right("50.155,11", 480), right("17.724,19", 560)],
        [at("C. Rechnungsabgrenzungsposten", 44), right("433,33", 480), right("797,39", 560)],
        [at("D. Nicht durch Eigenkapital gedeckter Fehlbetrag", 44), right("100.580,71", 480), right("86.911,86", 560)],
        [right("274.155,15", 480), right("246.160,44", 560)],
        [at("PASSIVA", 40)],
        [at("A. Eigenkapital", 44), right("0,00", 480), right("0,00", 560)],
        [at("B. Rückstellungen", 44), right("30.000,00", 480), right("25.209,20", 560)],
        [at("C. Verbindlichkeiten", 44), right("244.155,15", 480), right("220.951,24", 560)],
        [right("274.155,15", 480), right("246.160,44", 560)],
      ]),
    );
    const s = doc(statements, "balance_sheet", "2020-12-31");
    expect(amounts(s)).toMatchObject({ total_assets: 274_155.15, total_liabilities_and_equity: 274_155.15 });
    expect(checkStatements(statements)[0]?.reviewStatus).toBe("needs_review");
  });

  it("takes an unlabelled line equal to current plus non-current assets as total assets", () => {
    const { statements } = parseStatements(
      page([
        [at("Statements of financial position", 50)],
        [at("December 31", 350)],
        [right("2024", 400), right("2023", 480)],
        [at("Current Assets", 50)],
        [at("Cash", 50), right("17,299,358", 400), right("29,984,998", 480)],
        [at("Trade and other receivables", 50), right("40,207,741", 400), right("49,817,443", 480)],
        [at("Total Current Assets", 60), right("57,507,099", 400), right("79,802,441", 480)],
        [at("Noncurrent Assets", 50)],
        [at("Property and equipment", 50), right("1,138,865", 400), right("1,721,292", 480)],
        [at("Other noncurrent assets", 50), right("2,160,778", 400), right("4,180,008", 480)],
        [at("Total Noncurrent Assets", 60), right("3,299,643", 400), right("5,901,300", 480)],
        [right("60,806,742", 400), right("85,703,741", 480)],
      ]),
    );
    expect(amounts(doc(statements, "balance_sheet", "2024-12-31")).total_assets).toBe(60_806_742);
  });

  it("does not take an unlabelled subtotal of the first lines for total assets when nothing on the other side equals it", () => {
    const { statements } = parseStatements(
      page([
        [at("Balance sheet", 50)],
        [at("As at 31 December 2025", 50)],
        [right("2025", 400), right("2024", 480)],
        [at("Cash", 50), right("100", 400), right("90", 480)],
        [at("Trade receivables", 50), right("50", 400), right("40", 480)],
        [right("150", 400), right("130", 480)],
        [at("Property, plant and equipment", 50), right("300", 400), right("310", 480)],
        [at("Trade payables", 50), right("200", 400), right("190", 480)],
        [at("Total equity", 50), right("250", 400), right("250", 480)],
      ]),
    );
    expect(amounts(doc(statements, "balance_sheet", "2025-12-31")).total_assets).toBeUndefined();
  });
});
