import { describe, expect, it } from "vitest";
import { claimsBesideLiabilities, parseStatements } from "./extract";
import { fallbackLabel } from "./fallback-label";
import type { TextCell } from "./pdf-text";
import { matchLabel } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader27: figures the corpus does not score (the German liabilities total, capital reserves) and
 * batch 16's label leftovers, written as rules. Synthetic labels and lines only, never corpus files.
 */

const statementsOf = (rows: readonly TextCell[][]) => parseStatements(page(rows)).statements;

describe("reader27: § 266 C. Verbindlichkeiten is total_liabilities only with nothing outside it", () => {
  const bilanz = (claims: TextCell[][]) =>
    statementsOf([
      [at("Bilanz zum 31. Dezember 2025", 30)],
      [at("EUR", 30)],
      [right("31.12.2025", 400), right("31.12.2024", 480)],
      [at("Aktiva", 30)],
      row("A. Anlagevermögen", "500.000,00", "480.000,00"),
      row("B. Umlaufvermögen", "300.000,00", "280.000,00"),
      row("Summe Aktiva", "800.000,00", "760.000,00"),
      [at("Passiva", 30)],
      row("A. Eigenkapital", "400.000,00", "380.000,00"),
      ...claims,
      row("Summe Passiva", "800.000,00", "760.000,00"),
    ]);
  it("leaves the total out when B. Rückstellungen are printed outside it", () => {
    const s = bilanz([
      row("B. Rückstellungen", "50.000,00", "40.000,00"),
      row("C. Verbindlichkeiten", "350.000,00", "340.000,00"),
    ]);
    expect(amounts(s[0])).toMatchObject({ total_assets: 800000, total_equity: 400000 });
    expect(amounts(s[0]).total_liabilities).toBeUndefined();
    expect(amounts(s[1]).total_liabilities).toBeUndefined();
  });
  it("leaves it out beside a passive Rechnungsabgrenzungsposten", () => {
    const s = bilanz([
      row("B. Verbindlichkeiten", "390.000,00", "370.000,00"),
      row("C. Rechnungsabgrenzungsposten", "10.000,00", "10.000,00"),
    ]);
    expect(amounts(s[0]).total_liabilities).toBeUndefined();
  });
  it("keeps it when the liabilities are all the claims besides the equity", () => {
    const s = bilanz([row("B. Verbindlichkeiten", "400.000,00", "380.000,00")]);
    expect(amounts(s[0])).toMatchObject({ total_liabilities: 400000 });
  });
  it("counts provisions anywhere and deferrals only on the claims side", () => {
    expect(claimsBesideLiabilities(["A. Eigenkapital", "B. Steuerrückstellungen"])).toBe(true);
    expect(claimsBesideLiabilities(["C. Rechnungsabgrenzungsposten", "Summe Aktiva", "A. Eigenkapital"])).toBe(false);
    expect(claimsBesideLiabilities(["A. Eigenkapital", "D. Passive latente Steuern"])).toBe(true);
    expect(claimsBesideLiabilities(["A. Eigenkapital", "C. Verbindlichkeiten"])).toBe(false);
  });
});

describe("reader27: capital reserves are paid-in capital, never retained earnings", () => {
  const place = { first: false, read: new Set<never>() };
  it("does not read capital reserves (plural, qualified) as retained earnings", () => {
    for (const label of [
      "II. Capital reserves (restricted)",
      "Kapitalrücklagen",
      "Capital surplus",
      "Paid-in reserves",
    ]) {
      expect(fallbackLabel("balance_sheet", label, "equity", place)?.key).not.toBe("retained_earnings");
    }
  });
  it("still reads reserves from profit as retained earnings", () => {
    expect(fallbackLabel("balance_sheet", "III. Revenue reserves (unrestricted)", "equity", place)?.key).toBe(
      "retained_earnings",
    );
  });
});

describe("reader27: net profit named by the word alone or by the financial period", () => {
  const guv = (last: string, before = "Total income taxes") =>
    statementsOf([
      [at("Consolidated Statement of Income", 30)],
      [at("(Millions of yen)", 30)],
      [right("FY2024", 400), right("FY2023", 480)],
      row("Net sales", "52,310", "49,870"),
      row("Operating profit", "792", "573"),
      row("Profit before income taxes", "356", "136"),
      row(before, "110", "42"),
      row(last, "246", "94"),
    ]);
  it('reads "Profit" right after the tax charge as the net profit', () => {
    expect(amounts(guv("Profit")[0])).toMatchObject({ net_profit: 246 * 1e6, income_tax: 110 * 1e6 });
  });
  it('does not read "Profit" that does not follow the tax charge', () => {
    const s = statementsOf([
      [at("Income statement", 30)],
      [right("2025", 400), right("2024", 480)],
      row("Revenue", "1,000", "900"),
      row("Profit", "300", "250"),
      row("Administrative expenses", "(100)", "(90)"),
    ]);
    expect(amounts(s[0]).net_profit).toBeUndefined();
  });
  it('reads "Profit for the financial period" as the net profit', () => {
    expect(matchLabel("income_statement", "Profit for the financial period", undefined)?.key).toBe("net_profit");
    expect(matchLabel("income_statement", "Loss for the financial year", undefined)?.key).toBe("net_profit");
    expect(matchLabel("income_statement", "Profit for the financial statements", undefined)).toBeUndefined();
  });
});

describe("reader27: a trading account's and a small company's wording", () => {
  it('never reads "Salaries and wages" as SG&A', () => {
    expect(matchLabel("income_statement", "Salaries and wages", undefined)?.key).not.toBe(
      "selling_general_administrative",
    );
    expect(matchLabel("income_statement", "Selling and distribution expenses", undefined)?.key).toBe(
      "selling_general_administrative",
    );
  });
  it("reads motor vehicles among the classes of fixed assets, and a right-of-use asset apart", () => {
    expect(matchLabel("balance_sheet", "Motor vehicles, furniture and equipment", "non_current_assets")?.key).toBe(
      "gross_fixed_assets",
    );
    expect(matchLabel("balance_sheet", "Leasehold premises (right-of-use)", "non_current_assets")?.key).toBe(
      "other_non_current_assets",
    );
    expect(matchLabel("balance_sheet", "Leasehold premises", "non_current_assets")?.key).not.toBe(
      "other_non_current_assets",
    );
  });
  it("reads a bank loan's current portion as such, a loan marked current as short-term debt", () => {
    expect(matchLabel("balance_sheet", "Bank loan - current portion", "current_liabilities")?.key).toBe(
      "current_portion_long_term_debt",
    );
    expect(matchLabel("balance_sheet", "Loans payable - current", "current_liabilities")?.key).toBe("short_term_debt");
  });
  it('reads "Bankguthaben" as cash, not the bank\'s liabilities', () => {
    expect(matchLabel("balance_sheet", "Bankguthaben", "current_assets")?.key).toBe("cash");
    expect(matchLabel("balance_sheet", "Kasse und Bankguthaben", "current_assets")?.key).toBe("cash");
    expect(matchLabel("balance_sheet", "Bankverbindlichkeiten", "current_liabilities")?.key).not.toBe("cash");
  });
});
