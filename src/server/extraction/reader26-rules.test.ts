import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import { fallbackLabel } from "./fallback-label";
import { parseAmount } from "./numbers";
import type { TextCell } from "./pdf-text";
import { matchLabel } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader26: misses of blind batch 18 (what German-speaking companies send) written as rules.
 * Synthetic labels and lines only, never corpus files.
 */

const statementsOf = (rows: readonly TextCell[][]) => parseStatements(page(rows)).statements;
const summary = (s: { documentType: string; period: string }[]) => s.map((x) => `${x.documentType} ${x.period}`);

describe("reader26: a lone prior-year column beside a dated one", () => {
  const bilanz = (prior: string) =>
    statementsOf([
      [at("Bilanz zum 31. Dezember 2025", 30)],
      [at("EUR", 30)],
      [right("31.12.2025", 400), right(prior, 480)],
      [at("Aktiva", 30)],
      row("A. Anlagevermögen", "61.480,00", "66.118,00"),
      row("B. Umlaufvermögen", "87.495,46", "67.782,23"),
      row("Summe Aktiva", "148.975,46", "133.900,23"),
      [at("Passiva", 30)],
      row("A. Eigenkapital", "91.891,34", "73.695,82"),
      row("B. Verbindlichkeiten", "57.084,12", "60.204,41"),
      row("Summe Passiva", "148.975,46", "133.900,23"),
    ]);
  it('reads "31.12.2025 | Vorjahr" as two years, each its own column', () => {
    const s = bilanz("Vorjahr");
    expect(summary(s)).toEqual(["balance_sheet 2025-12-31", "balance_sheet 2024-12-31"]);
    expect(amounts(s[0])).toMatchObject({ total_non_current_assets: 61480, total_assets: 148975.46 });
    expect(amounts(s[1])).toMatchObject({ total_non_current_assets: 66118, total_assets: 133900.23 });
  });
  it("leaves a variance column beside the dated one out, as before", () => {
    const s = bilanz("Abweichung");
    expect(summary(s)).toEqual(["balance_sheet 2025-12-31"]);
    expect(amounts(s[0])).toMatchObject({ total_non_current_assets: 61480 });
  });
});

describe("reader26: a title naming the year alone over Geschäftsjahr | Vorjahr", () => {
  const guv = [
    [at("Gewinn- und Verlustrechnung", 30)],
    [at("1. Juli 2024 bis 30. Juni 2025", 30)],
    [right("2024/25", 400), right("2023/24", 480)],
    row("1. Umsatzerlöse", "86.914", "81.273"),
    row("2. Materialaufwand", "-64.806", "-60.512"),
    row("3. Jahresüberschuss", "3.720", "3.105"),
  ];
  const kfr = (title: string) => [
    [at(title, 30)],
    [at("in TEUR", 30)],
    [right("Geschäftsjahr", 400), right("Vorjahr", 480)],
    row("Periodenergebnis", "3.720", "3.105"),
    row("= Cashflow aus der laufenden Geschäftstätigkeit", "4.598", "3.224"),
    row("= Cashflow aus der Investitionstätigkeit", "-2.438", "-1.855"),
    row("= Cashflow aus der Finanzierungstätigkeit", "-2.162", "-3.534"),
    row("= Finanzmittelfonds am Ende der Periode", "1.245", "1.247"),
  ];
  it("dates the columns by the year end the document's other statements print", () => {
    const { statements } = parseStatements([
      ...page(guv, 1),
      ...page(kfr("Kapitalflussrechnung für das Geschäftsjahr 2025"), 2),
    ]);
    const cf = statements.filter((s) => s.documentType === "cashflow_statement");
    expect(summary(cf)).toEqual(["cashflow_statement 2025-06-30", "cashflow_statement 2024-06-30"]);
    expect(amounts(cf[0])).toMatchObject({ net_cash_from_operating_activities: 4598000, cash_at_end: 1245000 });
    expect(cf.every((s) => s.reading?.periodAmbiguous === false)).toBe(true);
  });
  it("alone, assumes 31 December and holds the statement for review", () => {
    const cf = statementsOf(kfr("Kapitalflussrechnung für das Geschäftsjahr 2025"));
    expect(summary(cf)).toEqual(["cashflow_statement 2025-12-31", "cashflow_statement 2024-12-31"]);
    expect(cf.every((s) => s.reading?.periodAmbiguous === true)).toBe(true);
  });
  it("takes no year from a title naming a financial year across two years", () => {
    const { statements, problems } = parseStatements(page(kfr("Kapitalflussrechnung für das Geschäftsjahr 2024/2025")));
    expect(statements).toEqual([]);
    expect(problems.join(" ")).toMatch(/no period date/);
  });
});

describe("reader26: an eG's and older layouts' words for the sides and the members' capital", () => {
  it("reads the sides' totals and the Geschäftsguthaben total", () => {
    expect(matchLabel("balance_sheet", "Summe der Aktivseite", undefined)?.key).toBe("total_assets");
    expect(matchLabel("balance_sheet", "Summe der Passivseite", undefined)?.key).toBe("total_liabilities_and_equity");
    expect(matchLabel("balance_sheet", "Summe Geschäftsguthaben", "equity")?.key).toBe("share_capital");
  });
  it("does not read lines that only share a word", () => {
    expect(matchLabel("balance_sheet", "Aktivseitige Abgrenzung", undefined)).toBe(undefined);
    expect(matchLabel("balance_sheet", "Summe Geschäftsguthaben", "current_liabilities")).toBe(undefined);
  });
});

describe("reader26: a section closed by its printed total stays closed", () => {
  const aktiva = (after: string) =>
    statementsOf([
      [at("Bilanz zum 31. Dezember 2025", 30)],
      [right("31.12.2025", 400), right("31.12.2024", 480)],
      [at("A. Anlagevermögen", 30)],
      row("I. Immaterielle Vermögensgegenstände", "100", "110", 40),
      row("II. Sachanlagen", "500", "520", 40),
      row("III. Finanzanlagen", "50", "50", 40),
      row("Summe Anlagevermögen", "650", "680"),
      [at("B. Umlaufvermögen", 30)],
      row("I. Vorräte", "300", "280", 40),
      row("II. Sonstige Vermögensgegenstände", "40", "35", 40),
      row("III. Kassenbestand", "60", "55", 40),
      row("Summe Umlaufvermögen", "400", "370"),
      row(after, "12", "10"),
      row("Summe Aktiva", "1.062", "1.060"),
    ]);
  it("leaves deferred tax assets after the current assets out of the fixed assets", () => {
    const s = aktiva("D. Aktive latente Steuern");
    expect(amounts(s[0])).toMatchObject({ other_non_current_assets: 50, other_current_assets: 40, total_assets: 1062 });
  });
  it("leaves prepaid expenses after both asset totals out of the current assets", () => {
    const s = aktiva("C. Prepaid expenses");
    expect(amounts(s[0])).toMatchObject({ other_current_assets: 40 });
  });
  it("keeps reading a US 'Other assets' block printed after the current and fixed assets", () => {
    const s = statementsOf([
      [at("Balance Sheet as of December 31, 2025", 30)],
      [right("2025", 400), right("2024", 480)],
      [at("Current Assets", 30)],
      row("Cash", "60", "55", 40),
      row("Inventory", "300", "280", 40),
      row("Total Current Assets", "360", "335"),
      [at("Fixed Assets", 30)],
      row("Equipment", "500", "520", 40),
      row("Total Fixed Assets", "500", "520"),
      row("Prepaid expenses", "12", "10"),
      row("TOTAL ASSETS", "872", "865"),
    ]);
    expect(amounts(s[0])).toMatchObject({ other_current_assets: 12 });
  });
});

describe("reader26: a Konzern-GuV's share of associates is non-operating income", () => {
  it("adds it to the interest income and leaves the operating income out", () => {
    const s = statementsOf([
      [at("Konzern-Gewinn- und Verlustrechnung für die Zeit vom 1. Januar bis 31. Dezember 2025", 30)],
      [right("2025", 400), right("2024", 480)],
      row("1. Umsatzerlöse", "148.262", "139.417"),
      row("2. Sonstige betriebliche Erträge", "3.941", "2.876"),
      row("3. Materialaufwand", "-58.340", "-52.902"),
      row("4. Erträge aus assoziierten Unternehmen", "486", "402"),
      row("5. Sonstige Zinsen und ähnliche Erträge", "214", "97"),
      row("6. Zinsen und ähnliche Aufwendungen", "-1.872", "-2.046"),
      row("7. Konzernjahresüberschuss", "4.958", "3.136"),
    ]);
    expect(amounts(s[0])).toMatchObject({ other_income: 700 });
    expect(amounts(s[1])).toMatchObject({ other_income: 499 });
  });
  it("does not read the associates' losses or other words as income", () => {
    expect(matchLabel("income_statement", "Aufwendungen aus assoziierten Unternehmen", undefined)).toBe(undefined);
    expect(matchLabel("income_statement", "Erträge aus assoziierten Unternehmen", undefined)?.key).toBe("other_income");
  });
});

describe('reader26: a "davon" line is never a component', () => {
  const place = { first: false, read: new Set<never>(), sectionPrinted: true };
  it("is not the section's other line", () => {
    for (const label of [
      "davon mit einer Restlaufzeit von mehr als einem Jahr",
      "davon gegenüber verbundenen Unternehmen",
      "davon aus Steuern",
      "thereof taxes",
    ]) {
      expect(fallbackLabel("balance_sheet", label, "current_assets", place)).toBe(undefined);
    }
  });
  it("leaves an unnamed line of a printed section its other line, as before", () => {
    expect(fallbackLabel("balance_sheet", "Forderungen gegen Gesellschafter", "current_assets", place)?.key).toBe(
      "other_current_assets",
    );
  });
  it("keeps the line above it whole in a statement", () => {
    const s = statementsOf([
      [at("Bilanz zum 31. Dezember 2025", 30)],
      [right("31.12.2025", 400), right("31.12.2024", 480)],
      [at("B. Umlaufvermögen", 30)],
      row("I. Vorräte", "300", "280", 40),
      row("II. sonstige Forderungen und Vermögensgegenstände", "184", "162", 40),
      row("davon mit einer Restlaufzeit von mehr als einem Jahr", "12", "12", 50),
      row("Summe Umlaufvermögen", "484", "442"),
    ]);
    expect(amounts(s[0])).toMatchObject({ other_current_assets: 184, total_current_assets: 484 });
  });
});

describe("reader26: English translations of HGB/UGB items", () => {
  it("reads the other receivables and the other interest income", () => {
    expect(matchLabel("balance_sheet", "III. Other receivables and assets", undefined)?.key).toBe(
      "other_current_assets",
    );
    expect(matchLabel("income_statement", "8. Other interest and similar income", undefined)?.key).toBe("other_income");
  });
  it("does not read the interest expense as income", () => {
    expect(matchLabel("income_statement", "Interest and similar expenses", undefined)?.key).not.toBe("other_income");
  });
});

describe("reader26: a sole trader's capital account dated the balance sheet's day", () => {
  const ek = (closing: string) =>
    statementsOf([
      [at("Bilanz zum 30. Juni 2025", 30)],
      [right("30.06.2025", 400), right("30.06.2024", 480)],
      [at("A. Eigenkapital", 30)],
      row("Kapital Inhaber 1.7.", "185.184", "186.412", 40),
      row("Privatentnahmen", "-64.800", "-61.200", 40),
      row("Jahresüberschuss", "90.600", "59.972", 40),
      row(closing, "210.984", "185.184"),
      row("B. Verbindlichkeiten", "900.000", "940.000"),
      row("Summe Passiva", "1.110.984", "1.125.184"),
    ]);
  it("reads the line dated the balance sheet's day as the closing equity", () => {
    const s = ek("Kapital Inhaber 30.6.");
    expect(amounts(s[0])).toMatchObject({ total_equity: 210984 });
    expect(amounts(s[1])).toMatchObject({ total_equity: 185184 });
  });
  it("never reads the opening balance, dated the day after the year before, as the equity", () => {
    const s = ek("Kapital Inhaber 1.7.");
    expect(amounts(s[0]).total_equity).toBe(undefined);
  });
});

describe('reader26: "./." as a minus', () => {
  it("reads the figure after it as negative", () => {
    expect(parseAmount("./. 3", "1.234,56")).toBe(-3);
    expect(parseAmount("./.1.234,56", "1.234,56")).toBe(-1234.56);
  });
  it("does not read the mark alone or inside a figure", () => {
    expect(parseAmount("./.", "1.234,56")).toBe(undefined);
    expect(parseAmount("1./.2", "1.234,56")).toBe(undefined);
  });
});
