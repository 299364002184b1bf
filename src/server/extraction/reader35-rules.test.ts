import { describe, expect, it } from "vitest";
import { checkStatements } from "./checks";
import { parseStatements } from "./extract";
import { matchLabel } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader35 (issue 22): a Swiss OR Erfolgsrechnung read by the chart of accounts
 * (docs/chart-of-accounts.md): advertising and marketing are SG&A ("selling, distribution, marketing
 * and general / administrative lines (summed)"), "übriger betrieblicher Aufwand" is the other
 * operating expenses. Synthetic lines only, never corpus files.
 */

describe("Swiss advertising and marketing lines", () => {
  it.each(["Werbeaufwand", "Marketingaufwand", "Werbe- und Marketingaufwand"])(
    "reads '%s' as a part of SG&A (added up), never the other operating expenses",
    (label) => {
      expect(matchLabel("income_statement", label, undefined)).toEqual({
        key: "selling_general_administrative",
        sum: true,
      });
    },
  );

  it("keeps the remaining operating expenses as the other operating expenses", () => {
    for (const label of ["Übriger betrieblicher Aufwand", "Übriger Betriebsaufwand"])
      expect(matchLabel("income_statement", label, undefined)?.key).toBe("other_operating_expenses");
  });
});

describe("an Erfolgsrechnung with Werbeaufwand beside übriger betrieblicher Aufwand", () => {
  const statement = (extra: ReturnType<typeof row>[] = []) =>
    page([
      [at("Erfolgsrechnung", 30)],
      [at("CHF", 30)],
      [right("2025", 400), right("2024", 480)],
      row("Nettoerlöse aus Lieferungen und Leistungen", "1'000'000", "900'000"),
      row("Warenaufwand", "-600'000", "-540'000"),
      row("Bruttogewinn", "400'000", "360'000"),
      row("Personalaufwand", "-200'000", "-180'000"),
      row("Übriger betrieblicher Aufwand", "-70'000", "-60'000"),
      row("Werbeaufwand", "-30'000", "-27'000"),
      ...extra,
      row("Betriebliches Ergebnis vor Zinsen und Steuern (EBIT)", "100'000", "93'000"),
      row("Direkte Steuern", "-20'000", "-19'000"),
      row("Jahresgewinn", "80'000", "74'000"),
    ]);

  it("reads the advertising as SG&A and the remaining expenses as the other operating expenses", () => {
    const { statements } = parseStatements(statement());
    expect(amounts(statements[0])).toMatchObject({
      selling_general_administrative: 30000,
      other_operating_expenses: 70000,
      operating_profit: 100000,
    });
    expect(amounts(statements[1])).toMatchObject({
      selling_general_administrative: 27000,
      other_operating_expenses: 60000,
    });
    const results = checkStatements(statements);
    expect(results[0]?.checks.find((c) => c.name === "subtotal_operating_expenses")?.passed).not.toBe(false);
  });

  it("adds the advertising to the administrative expenses", () => {
    const { statements } = parseStatements(statement([row("Verwaltungsaufwand", "-10'000", "-9'000")]));
    expect(amounts(statements[0])).toMatchObject({ selling_general_administrative: 40000 });
  });
});
