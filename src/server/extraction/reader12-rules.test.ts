import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import { parseAmount } from "./numbers";
import { headingType, matchLabel, sectionOf } from "./synonyms";
import { amounts, at, page, right } from "./synthetic-lines.fixture";

/**
 * reader12 (issue 22): the seventh blind batch's misses as families of wording — Swiss OR's
 * Art. 959a/959b scheme as a whole (Aktiven/Passiven, kurz- and langfristiges Fremdkapital, the
 * Erfolgsrechnung by nature and by function, "Total …" lines, expenses printed negative, 1'234
 * numbers). Synthetic labels and lines only, never corpus files.
 */
describe("Swiss OR (Art. 959a/959b) wording", () => {
  it.each([
    ["Erfolgsrechnung", "income_statement"],
    ["Erfolgsrechnung für das Geschäftsjahr vom 1. Januar 2025 bis 31. Dezember 2025", "income_statement"],
    ["Konzernerfolgsrechnung 2025", "income_statement"],
    ["Geldflussrechnung", "cashflow_statement"],
    ["Mittelflussrechnung für das Geschäftsjahr 2025", "cashflow_statement"],
    ["Bilanz per 31. Dezember 2025", "balance_sheet"],
  ] as const)("reads the heading '%s' as %s", (line, type) => {
    expect(headingType(line)).toBe(type);
  });

  it("opens the Fremdkapital sections by maturity", () => {
    expect(sectionOf("Kurzfristiges Fremdkapital")).toBe("current_liabilities");
    expect(sectionOf("B. Langfristiges Fremdkapital")).toBe("non_current_liabilities");
    expect(sectionOf("Umlaufvermögen")).toBe("current_assets");
    expect(sectionOf("Anlagevermögen")).toBe("non_current_assets");
  });

  it.each([
    ["balance_sheet", "Flüssige Mittel und kurzfristig gehaltene Aktiven mit Börsenkurs", "current_assets", "cash"],
    ["balance_sheet", "Übrige kurzfristige Forderungen", "current_assets", "other_current_assets"],
    ["balance_sheet", "Vorräte und nicht fakturierte Dienstleistungen", "current_assets", "inventory"],
    ["balance_sheet", "Aktive Rechnungsabgrenzungen", "current_assets", "other_current_assets"],
    ["balance_sheet", "Total Umlaufvermögen", "current_assets", "total_current_assets"],
    ["balance_sheet", "Beteiligungen", "non_current_assets", "other_non_current_assets"],
    ["balance_sheet", "Mobile Sachanlagen", "non_current_assets", "net_fixed_assets"],
    ["balance_sheet", "Immobile Sachanlagen", "non_current_assets", "net_fixed_assets"],
    ["balance_sheet", "Immaterielle Werte", "non_current_assets", "intangible_assets"],
    ["balance_sheet", "Total Anlagevermögen", "non_current_assets", "total_non_current_assets"],
    ["balance_sheet", "Total Aktiven", undefined, "total_assets"],
    ["balance_sheet", "Kurzfristige verzinsliche Verbindlichkeiten", "current_liabilities", "short_term_debt"],
    ["balance_sheet", "Übrige kurzfristige Verbindlichkeiten", "current_liabilities", "other_current_liabilities"],
    [
      "balance_sheet",
      "Passive Rechnungsabgrenzungen und kurzfristige Rückstellungen",
      "current_liabilities",
      "other_current_liabilities",
    ],
    ["balance_sheet", "Total kurzfristiges Fremdkapital", "current_liabilities", "total_current_liabilities"],
    ["balance_sheet", "Langfristige verzinsliche Verbindlichkeiten", "non_current_liabilities", "long_term_debt"],
    [
      "balance_sheet",
      "Übrige langfristige Verbindlichkeiten",
      "non_current_liabilities",
      "other_non_current_liabilities",
    ],
    ["balance_sheet", "Rückstellungen", "non_current_liabilities", "other_non_current_liabilities"],
    [
      "balance_sheet",
      "Rückstellungen sowie vom Gesetz vorgesehene ähnliche Positionen",
      "non_current_liabilities",
      "other_non_current_liabilities",
    ],
    ["balance_sheet", "Total langfristiges Fremdkapital", "non_current_liabilities", "total_non_current_liabilities"],
    ["balance_sheet", "Total Fremdkapital", undefined, "total_liabilities"],
    ["balance_sheet", "Aktienkapital", "equity", "share_capital"],
    ["balance_sheet", "Gesellschaftskapital", "equity", "share_capital"],
    ["balance_sheet", "Total Eigenkapital", "equity", "total_equity"],
    ["balance_sheet", "Total Passiven", undefined, "total_liabilities_and_equity"],
    // Art. 959b(2): by nature (Produktionserfolgsrechnung)
    ["income_statement", "Nettoerlöse aus Lieferungen und Leistungen", undefined, "revenue"],
    ["income_statement", "Warenaufwand", undefined, "cost_of_goods_sold"],
    ["income_statement", "Bruttogewinn", undefined, "gross_profit"],
    // reader35: advertising is marketing, SG&A by the chart (docs/chart-of-accounts.md).
    ["income_statement", "Werbeaufwand", undefined, "selling_general_administrative"],
    [
      "income_statement",
      "Abschreibungen und Wertberichtigungen auf Positionen des Anlagevermögens",
      undefined,
      "depreciation_amortization",
    ],
    ["income_statement", "Betriebliches Ergebnis vor Zinsen und Steuern (EBIT)", undefined, "operating_profit"],
    ["income_statement", "Betriebliches Ergebnis", undefined, "operating_profit"],
    ["income_statement", "Finanzaufwand", undefined, "interest_expense"],
    ["income_statement", "Finanzertrag", undefined, "other_income"],
    ["income_statement", "Betriebsfremder Ertrag", undefined, "other_income"],
    ["income_statement", "Jahresgewinn vor Steuern", undefined, "profit_before_tax"],
    ["income_statement", "Jahresverlust vor Steuern", undefined, "profit_before_tax"],
    ["income_statement", "Direkte Steuern", undefined, "income_tax"],
    ["income_statement", "Jahresgewinn", undefined, "net_profit"],
    ["income_statement", "Jahresverlust", undefined, "net_profit"],
    // Art. 959b(3): by function (Absatzerfolgsrechnung)
    [
      "income_statement",
      "Anschaffungs- oder Herstellungskosten der verkauften Produkte und Leistungen",
      undefined,
      "cost_of_goods_sold",
    ],
    ["income_statement", "Verwaltungsaufwand", undefined, "selling_general_administrative"],
    ["income_statement", "Vertriebsaufwand", undefined, "selling_general_administrative"],
  ] as const)("reads %s '%s' (%s) as %s", (type, label, section, key) => {
    expect(matchLabel(type, label, section)?.key).toBe(key);
  });

  it("adds up the law's grouped lines, and keeps EBITDA, reserves and the Bilanzgewinn out of the keys", () => {
    expect(matchLabel("income_statement", "Vertriebsaufwand", undefined)?.sum).toBe(true);
    // Staff costs stay unmapped (as HGB's Personalaufwand). reader24: the other operating costs beside
    // them are the chart's other operating expenses (docs/chart-of-accounts.md names "übriger
    // betrieblicher Aufwand" there), as HGB's sonstige betriebliche Aufwendungen.
    expect(matchLabel("income_statement", "Personalaufwand", undefined)).toBeUndefined();
    expect(matchLabel("income_statement", "Übriger betrieblicher Aufwand", undefined)?.key).toBe(
      "other_operating_expenses",
    );
    expect(matchLabel("balance_sheet", "Mobile Sachanlagen", "non_current_assets")?.sum).toBe(true);
    expect(
      matchLabel(
        "income_statement",
        "Betriebliches Ergebnis vor Abschreibungen, Zinsen und Steuern (EBITDA)",
        undefined,
      ),
    ).toBeUndefined();
    // reader17: the reserve is retained earnings by its label, but a statement that prints a Bilanzgewinn
    // beside it leaves the retained earnings unread (the reserve alone is a part: "read whole" below).
    expect(matchLabel("balance_sheet", "Gesetzliche Gewinnreserve", "equity")?.key).toBe("retained_earnings");
    expect(matchLabel("balance_sheet", "Bilanzgewinn", "equity")).toBeUndefined();
    // Rückstellungen are long-term debt's neighbours only inside the long-term section.
    expect(matchLabel("balance_sheet", "Rückstellungen", undefined)).toBeUndefined();
    expect(matchLabel("balance_sheet", "Jahresgewinn", "equity")?.key).not.toBe("net_profit");
  });
});

describe("a Swiss OR statement read whole", () => {
  const bilanz = page([
    [at("Muster AG", 30)],
    [at("Bilanz", 30)],
    [at("per 31. Dezember 2025", 30)],
    [right("31.12.2025", 400), right("31.12.2024", 480)],
    [right("CHF", 400), right("CHF", 480)],
    [at("Aktiven", 30)],
    [at("Umlaufvermögen", 30)],
    [at("Flüssige Mittel", 30), right("500'000", 400), right("400'000", 480)],
    [at("Forderungen aus Lieferungen und Leistungen", 30), right("300'000", 400), right("250'000", 480)],
    [at("Aktive Rechnungsabgrenzungen", 30), right("20'000", 400), right("10'000", 480)],
    [at("Total Umlaufvermögen", 30), right("820'000", 400), right("660'000", 480)],
    [at("Anlagevermögen", 30)],
    [at("Mobile Sachanlagen", 30), right("180'000", 400), right("140'000", 480)],
    [at("Total Anlagevermögen", 30), right("180'000", 400), right("140'000", 480)],
    [at("Total Aktiven", 30), right("1'000'000", 400), right("800'000", 480)],
    [at("Passiven", 30)],
    [at("Kurzfristiges Fremdkapital", 30)],
    [at("Verbindlichkeiten aus Lieferungen und Leistungen", 30), right("150'000", 400), right("120'000", 480)],
    [at("Kurzfristige verzinsliche Verbindlichkeiten", 30), right("50'000", 400), right("80'000", 480)],
    [at("Total kurzfristiges Fremdkapital", 30), right("200'000", 400), right("200'000", 480)],
    [at("Langfristiges Fremdkapital", 30)],
    [at("Langfristige verzinsliche Verbindlichkeiten", 30), right("250'000", 400), right("200'000", 480)],
    [at("Rückstellungen", 30), right("50'000", 400), right("40'000", 480)],
    [at("Total langfristiges Fremdkapital", 30), right("300'000", 400), right("240'000", 480)],
    [at("Total Fremdkapital", 30), right("500'000", 400), right("440'000", 480)],
    [at("Eigenkapital", 30)],
    [at("Aktienkapital", 30), right("100'000", 400), right("100'000", 480)],
    [at("Gesetzliche Gewinnreserve", 30), right("50'000", 400), right("50'000", 480)],
    [at("Bilanzgewinn", 30), right("350'000", 400), right("210'000", 480)],
    [at("Total Eigenkapital", 30), right("500'000", 400), right("360'000", 480)],
    [at("Total Passiven", 30), right("1'000'000", 400), right("800'000", 480)],
  ]);
  const erfolgsrechnung = page(
    [
      [at("Muster AG", 30)],
      [at("Erfolgsrechnung", 30)],
      [at("für das Geschäftsjahr vom 1. Januar 2025 bis 31. Dezember 2025", 30)],
      [right("2025", 400), right("2024", 480)],
      [right("CHF", 400), right("CHF", 480)],
      [at("Nettoerlöse aus Lieferungen und Leistungen", 30), right("2'000'000", 400), right("1'800'000", 480)],
      [at("Warenaufwand", 30), right("-1'200'000", 400), right("-1'100'000", 480)],
      [at("Bruttogewinn", 30), right("800'000", 400), right("700'000", 480)],
      [at("Personalaufwand", 30), right("-300'000", 400), right("-280'000", 480)],
      [at("Übriger betrieblicher Aufwand", 30), right("-100'000", 400), right("-90'000", 480)],
      [
        at("Betriebliches Ergebnis vor Abschreibungen, Zinsen und Steuern (EBITDA)", 30),
        right("400'000", 400),
        right("330'000", 480),
      ],
      [
        at("Abschreibungen und Wertberichtigungen auf Positionen des Anlagevermögens", 30),
        right("-50'000", 400),
        right("-40'000", 480),
      ],
      [at("Betriebliches Ergebnis vor Zinsen und Steuern (EBIT)", 30), right("350'000", 400), right("290'000", 480)],
      [at("Finanzaufwand", 30), right("-20'000", 400), right("-25'000", 480)],
      [at("Jahresgewinn vor Steuern", 30), right("330'000", 400), right("265'000", 480)],
      [at("Direkte Steuern", 30), right("-70'000", 400), right("-55'000", 480)],
      [at("Jahresgewinn", 30), right("260'000", 400), right("210'000", 480)],
    ],
    2,
  );

  it("reads the Bilanz's Aktiven and Passiven with the Fremdkapital split by maturity", () => {
    const { statements } = parseStatements(bilanz);
    const current = statements.find((s) => s.documentType === "balance_sheet" && s.period === "2025-12-31");
    expect(amounts(current)).toMatchObject({
      cash: 500000,
      other_current_assets: 20000,
      total_current_assets: 820000,
      net_fixed_assets: 180000,
      total_assets: 1000000,
      short_term_debt: 50000,
      total_current_liabilities: 200000,
      long_term_debt: 250000,
      other_non_current_liabilities: 50000,
      total_non_current_liabilities: 300000,
      total_liabilities: 500000,
      share_capital: 100000,
      total_equity: 500000,
      total_liabilities_and_equity: 1000000,
    });
    // reader31 (docs/chart-of-accounts.md): the Gewinnreserve and the Bilanzgewinn beside it are the
    // retained earnings together (before: neither, a part would have been stored as the whole).
    expect(amounts(current).retained_earnings).toBe(400_000);
  });

  it("reads the Erfolgsrechnung's negative expenses as expenses, and no part of SG&A as the whole", () => {
    const { statements } = parseStatements(erfolgsrechnung);
    const current = statements.find((s) => s.documentType === "income_statement" && s.period === "2025-12-31");
    expect(amounts(current)).toMatchObject({
      revenue: 2000000,
      cost_of_goods_sold: 1200000,
      gross_profit: 800000,
      depreciation_amortization: 50000,
      operating_profit: 350000,
      interest_expense: 20000,
      profit_before_tax: 330000,
      income_tax: 70000,
      net_profit: 260000,
    });
    expect(amounts(current)).not.toHaveProperty("selling_general_administrative");
  });
});

describe("Pakistani and Indian (Schedule III, LLP) wording", () => {
  it.each([
    ["balance_sheet", "Issued, subscribed and paid-up capital", "equity", "share_capital"],
    ["balance_sheet", "Issued and paid up share capital", "equity", "share_capital"],
    ["balance_sheet", "Trade debts", "current_assets", "trade_receivables"],
    ["balance_sheet", "Trade debts - considered good", "current_assets", "trade_receivables"],
    ["balance_sheet", "Long term financing", "non_current_liabilities", "long_term_debt"],
    ["balance_sheet", "Long term finances - secured", "non_current_liabilities", "long_term_debt"],
    [
      "balance_sheet",
      "Current portion of long term financing",
      "current_liabilities",
      "current_portion_long_term_debt",
    ],
    ["balance_sheet", "Current maturity of long term loans", "current_liabilities", "current_portion_long_term_debt"],
    ["balance_sheet", "Deferred liabilities", "non_current_liabilities", "other_non_current_liabilities"],
    ["balance_sheet", "Accrued mark-up", "current_liabilities", "other_current_liabilities"],
    ["balance_sheet", "(a) Partners' contribution", "equity", "share_capital"],
    ["balance_sheet", "Members' capital contribution", "equity", "share_capital"],
    ["balance_sheet", "(b) Partners' current accounts", "equity", "retained_earnings"],
    [
      "income_statement",
      "VII. Profit for the year, transferred to partners' current accounts",
      undefined,
      "net_profit",
    ],
    ["income_statement", "Net income for the year carried to the general reserve", undefined, "net_profit"],
  ] as const)("reads %s '%s' (%s) as %s", (type, label, section, key) => {
    expect(matchLabel(type, label, section)?.key).toBe(key);
  });

  it("opens the equity section at partners' or shareholders' funds", () => {
    expect(sectionOf("(1) Partners' funds")).toBe("equity");
    expect(sectionOf("Shareholders' funds")).toBe("equity");
  });

  const schedule3 = page([
    [at("Example LLP", 30)],
    [at("Balance Sheet", 30)],
    [at("As at 31 March, 2026 and 2025", 30)],
    [right("2026", 400), right("2025", 480)],
    [at("I. CONTRIBUTION AND LIABILITIES", 30)],
    [at("(1)", 30), at("Partners' funds", 46)],
    [at("(a) Partners' contribution", 30), right("9,00,000", 400), right("9,00,000", 480)],
    [at("(b) Partners' current accounts", 30), right("6,00,000", 400), right("4,00,000", 480)],
    [at("(2)", 30), at("Non-current liabilities", 46)],
    [at("(a) Long-term borrowings", 30), right("3,00,000", 400), right("4,00,000", 480)],
    [at("(b) Long-term provisions", 30), right("1,00,000", 400), right("1,00,000", 480)],
    [at("(3)", 30), at("Current liabilities", 46)],
    [at("(a) Trade payables", 30), right("2,00,000", 400), right("1,00,000", 480)],
    [at("(b) Other current liabilities", 30), right("1,00,000", 400), right("1,00,000", 480)],
    [at("TOTAL", 30), right("22,00,000", 400), right("20,00,000", 480)],
    [at("II. ASSETS", 30)],
    [at("(1)", 30), at("Non-current assets", 46)],
    [at("(a) Property, plant and equipment", 30), right("10,00,000", 400), right("11,00,000", 480)],
    [at("(b) Non-current investments", 30), right("2,00,000", 400), right("1,00,000", 480)],
    [at("(2)", 30), at("Current assets", 46)],
    [at("(a) Trade receivables", 30), right("6,00,000", 400), right("5,00,000", 480)],
    [at("(b) Cash and bank balances", 30), right("3,00,000", 400), right("2,00,000", 480)],
    [at("(c) Short-term loans and advances", 30), right("1,00,000", 400), right("1,00,000", 480)],
    [at("TOTAL", 30), right("22,00,000", 400), right("20,00,000", 480)],
  ]);

  it("reads '(1)' before a heading as its number, and a bare TOTAL as the side's total, not a section's", () => {
    const { statements } = parseStatements(schedule3);
    const current = statements.find((s) => s.documentType === "balance_sheet" && s.period === "2026-03-31");
    const figures = amounts(current);
    expect(figures).toMatchObject({
      share_capital: 900000,
      retained_earnings: 600000,
      long_term_debt: 300000,
      other_non_current_liabilities: 100000,
      other_current_assets: 100000,
      other_non_current_assets: 200000,
      total_assets: 2200000,
      total_liabilities_and_equity: 2200000,
    });
    expect(figures).not.toHaveProperty("total_current_liabilities");
    expect(figures).not.toHaveProperty("total_current_assets");
  });

  it("still reads a TOTAL that adds up its section's lines as the section's total", () => {
    const lines = page([
      [at("Balance Sheet", 30)],
      [at("As at 31 March 2026", 30)],
      [right("2026", 400), right("2025", 480)],
      [at("Current assets", 30)],
      [at("Trade receivables", 30), right("600", 400), right("500", 480)],
      [at("Cash and bank balances", 30), right("300", 400), right("200", 480)],
      [at("TOTAL", 30), right("900", 400), right("700", 480)],
    ]);
    const { statements } = parseStatements(lines);
    expect(amounts(statements[0])).toMatchObject({ total_current_assets: 900 });
  });
});

describe("HGB partnerships' income statement in a table whose date headers stand left of the figures", () => {
  it.each([
    ["Ergebnis vor Gewerbesteuer", "profit_before_tax"],
    ["8. Ergebnis vor Gewerbesteuer", "profit_before_tax"],
    ["Gewinn vor Ertragsteuern", "profit_before_tax"],
  ] as const)("reads '%s' as %s", (label, key) => {
    expect(matchLabel("income_statement", label, undefined)?.key).toBe(key);
  });

  it("takes a full-date header ending within its own width left of the figures as their column", () => {
    const lines = page([
      [at("Muster OHG", 30)],
      [at("Gewinn- und Verlustrechnung", 30)],
      [at("für das Geschäftsjahr vom 1. Januar 2025 bis 31. Dezember 2025", 30)],
      [right("31.12.2025", 380), right("31.12.2024", 500)],
      [at("1. Umsatzerlöse", 30), right("2.000.000", 440), right("1.800.000", 560)],
      [at("2. Personalaufwand", 30), right("-400.000", 440), right("-350.000", 560)],
      [at("3. Ergebnis vor Gewerbesteuer", 30), right("300.000", 440), right("250.000", 560)],
      [at("4. Gewerbesteuer", 30), right("-50.000", 440), right("-40.000", 560)],
      [at("5. Jahresüberschuss", 30), right("250.000", 440), right("210.000", 560)],
    ]);
    const { statements } = parseStatements(lines);
    const byPeriod = (p: string) => amounts(statements.find((s) => s.period === p));
    expect(byPeriod("2025-12-31")).toMatchObject({ revenue: 2000000, profit_before_tax: 300000, net_profit: 250000 });
    expect(byPeriod("2024-12-31")).toMatchObject({ revenue: 1800000, profit_before_tax: 250000, net_profit: 210000 });
  });
});

describe("trusts, closely held corporations and Canadian ASPE wording", () => {
  it.each([
    // Australian trading and unit trusts
    ["balance_sheet", "Units on issue", "equity", "share_capital"],
    ["balance_sheet", "Settled sum", "equity", "share_capital"],
    ["balance_sheet", "Undistributed income", "equity", "retained_earnings"],
    ["balance_sheet", "Undistributed profits", "equity", "retained_earnings"],
    ["balance_sheet", "TOTAL BENEFICIARIES’ FUNDS", "equity", "total_equity"],
    ["balance_sheet", "Total unitholders' funds", "equity", "total_equity"],
    ["balance_sheet", "Beneficiaries’ unpaid present entitlements", "current_liabilities", "other_current_liabilities"],
    ["balance_sheet", "Distributions payable", "current_liabilities", "other_current_liabilities"],
    // US closely held (S) corporations
    ["balance_sheet", "Prepaid expenses and other", "current_assets", "other_current_assets"],
    [
      "balance_sheet",
      "Officer life insurance - cash surrender value",
      "non_current_assets",
      "other_non_current_assets",
    ],
    ["balance_sheet", "Cash surrender value of officers' life insurance", undefined, "other_non_current_assets"],
    ["balance_sheet", "Loans from stockholders", "non_current_liabilities", "other_non_current_liabilities"],
    ["balance_sheet", "Notes payable to officers", "non_current_liabilities", "other_non_current_liabilities"],
    // reader33: "Officer compensation, salaries and G&A" is staff costs with G&A in one figure: no key
    // (reader33-rules.test.ts).
    // Canadian ASPE and public sector
    ["balance_sheet", "Capital assets", "non_current_assets", "net_fixed_assets"],
    ["balance_sheet", "Tangible capital assets", undefined, "net_fixed_assets"],
    ["income_statement", "Administrative and general", undefined, "selling_general_administrative"],
    ["income_statement", "Repairs and maintenance", undefined, "other_operating_expenses"],
    ["cashflow_statement", "Purchase of capital assets", "investing", "purchase_of_fixed_assets"],
    ["cashflow_statement", "Acquisition of tangible capital assets", "investing", "purchase_of_fixed_assets"],
    // Loans under the current liabilities without "long-term" in their name
    ["balance_sheet", "Term loans", "current_liabilities", "short_term_debt"],
    ["balance_sheet", "Term loans", "non_current_liabilities", "long_term_debt"],
    ["balance_sheet", "Loans payable - current portion", "current_liabilities", "short_term_debt"],
    ["balance_sheet", "Bank loans", "current_liabilities", "short_term_debt"],
  ] as const)("reads %s '%s' (%s) as %s", (type, label, section, key) => {
    expect(matchLabel(type, label, section)?.key).toBe(key);
  });

  it("opens the equity section at the beneficiaries' or unitholders' funds", () => {
    expect(sectionOf("BENEFICIARIES’ FUNDS")).toBe("equity");
    expect(sectionOf("Unitholders' funds")).toBe("equity");
  });

  it("reads trust and stockholder wording only where it belongs", () => {
    // The income statement's "Undistributed income for the year" is no balance of the equity.
    expect(matchLabel("balance_sheet", "Undistributed income", undefined)).toBeUndefined();
    expect(matchLabel("balance_sheet", "Units on issue", "current_liabilities")).toBeUndefined();
    expect(matchLabel("balance_sheet", "Loans from stockholders", "current_assets")).toBeUndefined();
    // Staff costs alone stay unmapped (the published vocabularies' rule).
    expect(matchLabel("income_statement", "Employee benefits expense", undefined)).toBeUndefined();
  });
});

describe("Austrian UGB and South African IFRS for SMEs wording", () => {
  it.each([
    ["balance_sheet", "I. eingefordertes und einbezahltes Nennkapital (Stammkapital)", "equity", "share_capital"],
    ["balance_sheet", "Nennkapital", "equity", "share_capital"],
    ["income_statement", "6. Zwischensumme aus Z 1 bis 5 (Betriebserfolg)", undefined, "operating_profit"],
    ["income_statement", "Betriebserfolg", undefined, "operating_profit"],
    ["cashflow_statement", "Total cash movement for the year", undefined, "net_change_in_cash"],
    ["cashflow_statement", "Net cash movement for the period", undefined, "net_change_in_cash"],
    ["cashflow_statement", "Repayment of other financial liabilities", "financing", "repayment_of_borrowings"],
  ] as const)("reads %s '%s' (%s) as %s", (type, label, section, key) => {
    expect(matchLabel(type, label, section)?.key).toBe(key);
  });

  it("does not read the UGB's financial result subtotal as the operating result", () => {
    expect(matchLabel("income_statement", "9. Zwischensumme aus Z 7 bis 8 (Finanzerfolg)", undefined)?.key).not.toBe(
      "operating_profit",
    );
  });
});

describe("a space-grouped figure whose first group mark OCR read as a point or comma", () => {
  it.each([
    ["5.215 512", "1 234,56", 5215512],
    ["4.542 645", "1,234.56", 4542645],
    ["1,038 762", undefined, 1038762],
    ["(4.542 645)", "1,234.56", -4542645],
    ["12.345 678,50", "1 234,56", 12345678.5],
  ] as const)("reads '%s' (%s) as %d, not as a decimal", (text, convention, value) => {
    expect(parseAmount(text, convention)).toBe(value);
  });

  it("leaves real decimals and other groupings as they were", () => {
    expect(parseAmount("1.234,56", "1.234,56")).toBe(1234.56);
    expect(parseAmount("5.215", "1,234.56")).toBe(5.215);
    expect(parseAmount("1 038 762", "1 234,56")).toBe(1038762);
  });
});
