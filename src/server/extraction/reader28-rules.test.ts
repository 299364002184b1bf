import { describe, expect, it } from "vitest";
import { checkStatement, checkStatements } from "./checks";
import { columnMeaning } from "./column-meaning";
import { isDatedProse, parseStatements } from "./extract";
import { isActualHeader, lookAlikeTitle } from "./look-alike";
import type { TextCell } from "./pdf-text";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader28: look-alikes are never trusted (blind batch 20): statements titled as a budget, forecast,
 * projection, outlook, pro forma statement or plan are not the company's actual figures. Synthetic
 * labels and lines only, never corpus files.
 */

const parse = (rows: readonly TextCell[][]) => parseStatements(page(rows));

/** An actual income statement 2025 | 2024. */
const actualIncome: TextCell[][] = [
  [at("Consolidated income statement", 30)],
  [at("For the year ended 31 December", 30)],
  [right("2025", 400), right("2024", 480)],
  row("Revenue", "84,316", "79,842"),
  row("Cost of sales", "(55,104)", "(52,771)"),
  row("Gross profit", "29,212", "27,071"),
  row("Administrative expenses", "(9,338)", "(8,874)"),
  row("Operating profit", "19,874", "18,197"),
  row("Income tax expense", "(4,206)", "(3,893)"),
  row("Profit for the year", "15,668", "14,304"),
];

/** A one-column income statement for 2026 under a title naming a plan. */
const planIncome = (title: string, header = "2026"): TextCell[][] => [
  [at(title, 30)],
  [at("For the year ending 31 December 2026", 30)],
  [right(header, 400)],
  [at("Revenue", 30), right("91,500", 400)],
  [at("Cost of sales", 30), right("(59,200)", 400)],
  [at("Gross profit", 30), right("32,300", 400)],
  [at("Administrative expenses", 30), right("(9,700)", 400)],
  [at("Operating profit", 30), right("22,600", 400)],
  [at("Income tax expense", 30), right("(5,600)", 400)],
  [at("Profit for the year", 30), right("17,000", 400)],
];

const periods = (r: ReturnType<typeof parse>) => r.statements.map((s) => `${s.documentType} ${s.period}`).sort();

describe("reader28: a statement titled as a budget, forecast, projection or pro forma is not read", () => {
  it("leaves out a budget year's income statement after the actual one, with a note", () => {
    const r = parse([...actualIncome, ...planIncome("Budget 2026: budgeted income statement")]);
    expect(periods(r)).toEqual(["income_statement 2024-12-31", "income_statement 2025-12-31"]);
    expect(r.notes.join("; ")).toMatch(/Budget 2026: budgeted income statement.*left out: a budget/);
  });
  it("leaves out a forecast balance sheet and a projected statement of income", () => {
    const forecast = parse([
      [at("Forecast balance sheet at 31 December 2026", 30)],
      [right("2026", 400)],
      [at("Property, plant and equipment", 30), right("33,000", 400)],
      [at("Inventories", 30), right("13,000", 400)],
      [at("Cash and cash equivalents", 30), right("1,432", 400)],
      [at("Total assets", 30), right("47,432", 400)],
      [at("Share capital", 30), right("5,000", 400)],
      [at("Retained earnings", 30), right("32,432", 400)],
      [at("Total equity", 30), right("37,432", 400)],
      [at("Trade payables", 30), right("10,000", 400)],
      [at("Total equity and liabilities", 30), right("47,432", 400)],
    ]);
    expect(forecast.statements).toEqual([]);
    expect(parse(planIncome("Full-year 2025 outlook: projected statement of income")).statements).toEqual([]);
  });
  it("leaves out an unaudited pro forma combined statement", () => {
    const r = parse(planIncome("Unaudited pro forma condensed combined statement of income", "Pro forma 2026"));
    expect(r.statements).toEqual([]);
  });
  it("still reads management accounts comparing the actual with the budget (their actual column)", () => {
    const r = parse([
      [at("Management accounts: profit and loss, actual against budget", 30)],
      [at("Twelve months to 31 December 2025", 30)],
      [right("Actual", 400), right("Budget", 480)],
      row("Revenue", "6,482,915", "6,750,000"),
      row("Cost of sales", "(4,208,337)", "(4,320,000)"),
      row("Gross profit", "2,274,578", "2,430,000"),
      row("Operating profit", "1,390,372", "1,570,000"),
      row("Profit after tax", "1,040,000", "1,200,000"),
    ]);
    expect(periods(r)).toEqual(["income_statement 2025-12-31"]);
    expect(amounts(r.statements[0])).toMatchObject({ revenue: 6482915 });
    expect(r.statements[0]?.reading?.lookAlike).toBeUndefined();
  });
});

describe("reader28: a Planbilanz or Plan-GuV keeps its Ist column alone, and is held", () => {
  const planbilanz = (): TextCell[][] => [
    [at("Planbilanz zum 31. Dezember", 30)],
    [at("TEUR", 30)],
    [right("Ist 31.12.2025", 330), right("Plan 31.12.2026", 410), right("Plan 31.12.2027", 490)],
    [at("Aktiva", 30)],
    [at("A. Anlagevermögen", 30), right("15.468", 330), right("16.830", 410), right("17.500", 490)],
    [at("B. Umlaufvermögen", 30), right("12.788", 330), right("13.895", 410), right("15.025", 490)],
    [at("Summe Aktiva", 30), right("28.256", 330), right("30.725", 410), right("32.525", 490)],
    [at("Passiva", 30)],
    [at("A. Eigenkapital", 30), right("16.226", 330), right("17.575", 410), right("19.675", 490)],
    [at("B. Verbindlichkeiten", 30), right("12.030", 330), right("13.150", 410), right("12.850", 490)],
    [at("Summe Passiva", 30), right("28.256", 330), right("30.725", 410), right("32.525", 490)],
  ];
  it("reads the Ist column of a Planbilanz, never a Plan column", () => {
    const r = parse(planbilanz());
    expect(periods(r)).toEqual(["balance_sheet 2025-12-31"]);
    expect(amounts(r.statements[0])).toMatchObject({ total_assets: 28256000, total_equity: 16226000 });
  });
  it("holds it for review with a check saying why, although its totals tie", () => {
    const s = parse(planbilanz()).statements[0];
    expect(s?.reading?.lookAlike).toBe("Planbilanz zum 31. Dezember");
    const result = checkStatement({ ...s, lineItems: s?.lineItems ?? [] } as Parameters<typeof checkStatement>[0]);
    expect(result.reviewStatus).toBe("needs_review");
    expect(result.checks.find((c) => c.name === "actual_figures")).toMatchObject({ passed: false });
    // Its totals tie: held for its title, not for its arithmetic.
    expect(result.checks.find((c) => c.name === "balance_sheet_total")).toMatchObject({ passed: true });
  });
  it("reads a Plan-GuV's column headed Ist with its year", () => {
    const r = parse([
      [at("Plan-Gewinn- und Verlustrechnung 2026-2027", 30)],
      [at("TEUR", 30)],
      [right("Ist 2025", 330), right("Plan 2026", 410), right("Plan 2027", 490)],
      [at("1. Umsatzerlöse", 30), right("38.412", 330), right("41.000", 410), right("43.500", 490)],
      [at("2. Materialaufwand", 30), right("-14.806", 330), right("-15.700", 410), right("-16.500", 490)],
      [at("3. Personalaufwand", 30), right("-12.406", 330), right("-13.100", 410), right("-13.700", 490)],
      [
        at("4. Steuern vom Einkommen und vom Ertrag", 30),
        right("-1.006", 330),
        right("-1.150", 410),
        right("-1.280", 490),
      ],
      [at("5. Jahresüberschuss", 30), right("10.194", 330), right("11.050", 410), right("12.020", 490)],
    ]);
    expect(periods(r)).toEqual(["income_statement 2025-12-31"]);
    expect(amounts(r.statements[0])).toMatchObject({ revenue: 38412000, net_profit: 10194000 });
    expect(r.statements[0]?.reading?.lookAlike).toMatch(/^Plan-Gewinn/);
  });
  it("reads a Vorschau without an Ist column not at all", () => {
    const r = parse([
      [at("Vorschau: Bilanz zum 31. Dezember", 30)],
      [at("TEUR", 30)],
      [right("2026", 400), right("2027", 480)],
      [at("Aktiva", 30)],
      row("A. Anlagevermögen", "10.700", "11.180"),
      row("B. Umlaufvermögen", "9.200", "9.690"),
      row("Summe Aktiva", "19.900", "20.870"),
      [at("Passiva", 30)],
      row("A. Eigenkapital", "10.000", "11.200"),
      row("B. Verbindlichkeiten", "9.900", "9.670"),
      row("Summe Passiva", "19.900", "20.870"),
    ]);
    expect(r.statements).toEqual([]);
  });
});

describe("reader28: an interim report's year-end comparative balance sheet stays yearly beside an outlook", () => {
  it("types the balance sheet at the last year end yearly, and reads no outlook", () => {
    const r = parse([
      [at("Condensed consolidated statement of income (unaudited)", 30)],
      [at("In thousands of U.S. dollars", 30)],
      [right("Three months ended September 30", 480)],
      [right("2025", 400), right("2024", 480)],
      row("Revenue", "38,412", "35,906"),
      row("Cost of sales", "22,118", "20,904"),
      row("Gross profit", "16,294", "15,002"),
      row("Operating profit", "7,570", "6,788"),
      row("Income tax expense", "1,742", "1,502"),
      row("Profit for the period", "5,828", "5,286"),
      [at("Condensed consolidated balance sheet (unaudited)", 30)],
      [at("In thousands of U.S. dollars", 30)],
      [right("September 30, 2025", 400), right("December 31, 2024", 480)],
      row("Property, plant and equipment", "41,206", "39,818"),
      row("Inventories", "18,806", "16,412"),
      row("Cash and cash equivalents", "10,500", "4,694"),
      row("Total assets", "70,512", "60,924"),
      row("Share capital", "8,000", "8,000"),
      row("Retained earnings", "40,794", "31,206"),
      row("Total equity", "48,794", "39,206"),
      row("Trade payables", "21,718", "21,718"),
      row("Total equity and liabilities", "70,512", "60,924"),
      [at("Full-year 2025 outlook: projected statement of income", 30)],
      [at("Management's outlook as updated on October 28, 2025 — in thousands of U.S. dollars", 30)],
      [right("FY 2025 projected", 400)],
      [at("Revenue", 30), right("151,000", 400)],
      [at("Cost of sales", 30), right("87,600", 400)],
      [at("Gross profit", 30), right("63,400", 400)],
      [at("Operating profit", 30), right("28,900", 400)],
      [at("Income tax expense", 30), right("6,600", 400)],
      [at("Projected profit for the year", 30), right("22,300", 400)],
    ]);
    const types = r.statements.map((s) => `${s.documentType} ${s.period} ${s.periodType}`).sort();
    expect(types).toEqual([
      "balance_sheet 2024-12-31 yearly",
      "balance_sheet 2025-09-30 quarterly",
      "income_statement 2024-09-30 quarterly",
      "income_statement 2025-09-30 quarterly",
    ]);
  });
});

describe("reader28: management accounts' cost lines", () => {
  it("sums selling and distribution with administration overheads as SG&A", () => {
    const r = parse([
      [at("Management accounts: profit and loss", 30)],
      [at("Twelve months to 31 December 2025 — £", 30)],
      [right("Actual", 400), right("Budget", 480)],
      row("Revenue", "6,482,915", "6,750,000"),
      row("Cost of sales", "4,208,337", "4,320,000"),
      row("Gross profit", "2,274,578", "2,430,000"),
      row("Selling and distribution", "612,480", "590,000"),
      row("Administration overheads", "884,206", "860,000"),
      row("Operating profit", "777,892", "980,000"),
      row("Income tax expense", "150,204", "190,000"),
      row("Profit after tax", "627,688", "790,000"),
    ]);
    expect(amounts(r.statements[0])).toMatchObject({ selling_general_administrative: 1496686 });
  });
});

describe("reader28: a German interim report (Zwischenmitteilung)", () => {
  it("reads a GuV's '3. Quartal' columns as quarters, not as the nine months beside them", () => {
    const r = parse([
      [at("Konzern-Gewinn- und Verlustrechnung", 30)],
      [at("TEUR", 30)],
      [at("3. Quartal", 340), at("1. Januar bis 30. September", 420)],
      [right("2025", 400), right("2024", 460), right("2025", 520), right("2024", 580)],
      [
        at("1. Umsatzerlöse", 30),
        right("24.806", 400),
        right("22.918", 460),
        right("72.412", 520),
        right("67.806", 580),
      ],
      [
        at("2. Materialaufwand", 30),
        right("-8.412", 400),
        right("-7.906", 460),
        right("-24.618", 520),
        right("-23.104", 580),
      ],
      [
        at("3. Personalaufwand", 30),
        right("-8.118", 400),
        right("-7.612", 460),
        right("-24.206", 520),
        right("-22.718", 580),
      ],
      [
        at("4. Steuern vom Einkommen und vom Ertrag", 30),
        right("-812", 400),
        right("-668", 460),
        right("-2.118", 520),
        right("-1.806", 580),
      ],
      [
        at("5. Konzernperiodenergebnis", 30),
        right("7.464", 400),
        right("6.732", 460),
        right("21.470", 520),
        right("20.178", 580),
      ],
    ]);
    const types = r.statements.map((s) => `${s.documentType} ${s.period} ${s.periodType}`).sort();
    expect(types).toEqual(["income_statement 2024-09-30 quarterly", "income_statement 2025-09-30 quarterly"]);
    const q3 = r.statements.find((s) => s.period === "2025-09-30");
    expect(amounts(q3)).toMatchObject({ revenue: 24806000 });
  });
  it("reads a Konzernbilanz titled '(ungeprüft)'", () => {
    const r = parse([
      [at("Konzernbilanz (ungeprüft)", 30)],
      [at("TEUR", 30)],
      [right("30.09.2025", 400), right("31.12.2024", 480)],
      [at("Aktiva", 30)],
      row("A. Anlagevermögen", "36.030", "35.936"),
      row("B. Umlaufvermögen", "33.036", "30.294"),
      row("Summe Aktiva", "69.066", "66.230"),
      [at("Passiva", 30)],
      row("A. Eigenkapital", "41.718", "39.306"),
      row("B. Verbindlichkeiten", "27.348", "26.924"),
      row("Summe Passiva", "69.066", "66.230"),
    ]);
    expect(r.statements.map((s) => `${s.period} ${s.periodType}`).sort()).toEqual([
      "2024-12-31 yearly",
      "2025-09-30 quarterly",
    ]);
  });
});

describe("reader28: a period that has not ended yet is held (a fixed today, never the clock)", () => {
  const sheet = () =>
    parse([
      [at("Balance sheet", 30)],
      [at("At 31 December", 30)],
      [right("2026", 400), right("2025", 480)],
      row("Property, plant and equipment", "33,000", "31,480"),
      row("Inventories", "13,000", "12,406"),
      row("Cash and cash equivalents", "1,432", "752"),
      row("Total assets", "47,432", "44,638"),
      row("Share capital", "5,000", "5,000"),
      row("Retained earnings", "32,432", "29,638"),
      row("Total equity", "37,432", "34,638"),
      row("Trade payables", "10,000", "10,000"),
      row("Total equity and liabilities", "47,432", "44,638"),
    ]).statements;
  const checked = (today: string) => {
    const statements = sheet();
    return checkStatements(statements, new Date(today)).map((r, i) => ({
      period: statements[i]?.period,
      failed: r.checks.filter((c) => !c.passed).map((c) => c.name),
    }));
  };
  it("holds the year ending after today with the check period_ended", () => {
    const r = checked("2026-06-30T12:00:00Z");
    expect(r.find((x) => x.period === "2026-12-31")?.failed).toContain("period_ended");
    expect(r.find((x) => x.period === "2025-12-31")?.failed).not.toContain("period_ended");
  });
  it("adds nothing once the period has ended", () => {
    expect(checked("2027-03-01T12:00:00Z").every((x) => !x.failed.includes("period_ended"))).toBe(true);
  });
});

describe("reader28: the words", () => {
  it("names a plan in a title, not a comparison with one", () => {
    for (const t of [
      "Budget 2026: budgeted income statement",
      "Forecast balance sheet at 31 December 2026",
      "Unaudited pro forma condensed combined balance sheet",
      "Full-year 2025 outlook: projected statement of income",
      "Planbilanz zum 31. Dezember",
      "Plan-Gewinn- und Verlustrechnung 2026-2027",
      "Vorschaurechnung: Gewinn- und Verlustrechnung",
      "Prognose Geschäftsjahr 2025",
    ]) {
      expect(lookAlikeTitle(t), t).toBeDefined();
    }
    for (const t of [
      "Consolidated income statement",
      "Statement of net assets available for plan benefits",
      "Management accounts: balance sheet, actual vs budget",
      "Soll/Ist-Vergleich Gewinn- und Verlustrechnung 2025",
      "Statement of comparison of budget and actual amounts",
      "Konzernbilanz zum 31. Dezember 2025",
    ]) {
      expect(lookAlikeTitle(t), t).toBeUndefined();
    }
  });
  it("tells an actual column's header", () => {
    expect(["Ist 2025", "Ist 31.12.2025", "Actual", "2025 Actual"].every((t) => isActualHeader({ text: t }))).toBe(
      true,
    );
    expect(["Plan 2026", "Budget", "2025", "Istanbul"].some((t) => isActualHeader({ text: t }))).toBe(false);
  });
  it("reads a Plan column dated by a whole date as no period", () => {
    expect(columnMeaning("Plan 31.12.2026")).toEqual({ role: "other" });
    expect(columnMeaning("Ist 31.12.2025")).toEqual({ role: "current" });
  });
  it("takes a date figures were updated on for no period", () => {
    expect(isDatedProse("Management's outlook as updated on October 28, 2025 — in thousands of U.S. dollars")).toBe(
      true,
    );
  });
});
