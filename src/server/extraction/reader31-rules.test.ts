import { describe, expect, it } from "vitest";
import { checkStatements } from "./checks";
import { parseStatements } from "./extract";
import { normalizeLabel } from "./normalize-label";
import { matchLabel } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader31 (issue 22): rules from the chart of accounts and batch 21's leftovers, as general rules.
 * Synthetic lines only, never corpus files.
 */

const statusOf = (lines: ReturnType<typeof page>) => {
  const { statements } = parseStatements(lines);
  return { statements, results: checkStatements(statements) };
};

describe("staff costs among the operating expenses", () => {
  const incomeStatement = (staffLabel: string) =>
    page([
      [at("Statement of Operations", 170)],
      [at("For the years ended June 30, 2025 and 2024", 160)],
      [right("2025", 400), right("2024", 480)],
      row("Revenue", "10,000", "9,000"),
      row("Cost of sales", "6,000", "5,500"),
      row("Gross profit", "4,000", "3,500"),
      [at("Operating expenses", 30)],
      row(staffLabel, "1,000", "900"),
      row("General and administrative", "700", "600"),
      row("Depreciation", "300", "250"),
      row("Operating income", "2,000", "1,750"),
      row("Interest expense", "100", "90"),
      row("Income before income taxes", "1,900", "1,660"),
      row("Income taxes", "400", "350"),
      row("Net income", "1,500", "1,310"),
    ]);

  it.each(["Employee expenses", "Salaries and benefits", "Wages and benefits", "Staff costs"])(
    "leaves '%s' out of SG&A, yet ties the operating expenses with it",
    (label) => {
      const { statements, results } = statusOf(incomeStatement(label));
      expect(amounts(statements[0])).toMatchObject({ selling_general_administrative: 700, operating_profit: 2000 });
      expect(statements[0]?.reading?.staffCosts).toBe(1000);
      const check = results[0]?.checks.find((c) => c.name === "subtotal_operating_expenses");
      expect(check?.passed).toBe(true);
      expect(results[0]?.reviewStatus).toBe("auto_accepted");
    },
  );

  it("does not tie a section whose unread line is not a staff cost", () => {
    const { statements, results } = statusOf(incomeStatement("Sundry outgoings"));
    expect(statements[0]?.reading?.staffCosts).toBeUndefined();
    expect(results[0]?.reviewStatus).toBe("needs_review");
  });
});

describe("a balance sheet whose subtotals are printed without labels (Canadian ASPE)", () => {
  const figures = (a: string, b: string) => [right(a, 400), right(b, 480)];
  const sheet = () =>
    page([
      [at("Riverside Joinery Partnership", 170)],
      [at("Balance Sheet", 200)],
      [at("March 31, 2025", 200)],
      [right("2025", 400), right("2024", 480)],
      [at("ASSETS - Current", 30)],
      row("Cash", "5,000", "4,000", 40),
      row("Accounts receivable", "3,000", "2,500", 40),
      row("Inventories", "2,000", "1,500", 40),
      figures("10,000", "8,000"),
      row("Equipment", "6,000", "7,000"),
      figures("16,000", "15,000"),
      [at("LIABILITIES - Current", 30)],
      row("Accounts payable", "2,500", "2,000", 40),
      row("Sales taxes payable", "500", "400", 40),
      row("Current portion of long-term debt", "1,000", "1,000", 40),
      figures("4,000", "3,400"),
      row("Long-term debt", "5,000", "6,000"),
      [at("PARTNERS' CAPITAL", 30)],
      row("Partners' capital accounts (Schedule 2)", "7,000", "5,600", 40),
      figures("16,000", "15,000"),
    ]);

  it("reads the current assets' and current liabilities' totals, and both sides' feet", () => {
    const { statements } = parseStatements(sheet());
    expect(amounts(statements[0])).toMatchObject({
      total_current_assets: 10_000,
      net_fixed_assets: 6000,
      total_assets: 16_000,
      total_current_liabilities: 4000,
      long_term_debt: 5000,
      total_equity: 7000,
      total_liabilities_and_equity: 16_000,
    });
    expect(amounts(statements[0]).short_term_debt).toBeUndefined();
  });

  it("does not take the other side's foot for a total when it does not equal the assets'", () => {
    const lines = sheet();
    const last = lines.at(-1);
    if (last) last.cells = [right("16,500", 400), right("15,000", 480)];
    const { statements } = parseStatements(lines);
    expect(amounts(statements[0]).total_liabilities_and_equity).toBeUndefined();
    expect(amounts(statements[0]).total_assets).toBeUndefined();
  });
});

describe("a schedule reference after a label", () => {
  it("is dropped like a note reference", () => {
    expect(normalizeLabel("Partners' capital accounts (Schedule 1)")).toBe("partners capital accounts");
    expect(normalizeLabel("Inventories (see schedule 2)")).toBe("inventories");
  });
});

describe("a UK balance sheet's long-term creditors totalled without a label", () => {
  it("ends the section at the provisions heading printed at the margin", () => {
    const figures = (a: string, b: string) => [right(a, 400), right(b, 480)];
    const lines = page([
      [at("Balance Sheet", 200)],
      [at("as at 31 March 2025", 200)],
      [right("2025", 400), right("2024", 480)],
      [at("Fixed assets", 30)],
      row("Tangible assets", "9,000", "8,000", 40),
      [at("Current assets", 30)],
      row("Debtors", "3,000", "2,000", 40),
      row("Cash at bank and in hand", "1,000", "1,500", 40),
      row("Total assets", "13,000", "11,500"),
      [at("Creditors: amounts falling due within one year", 30)],
      row("Trade creditors", "2,000", "1,800", 40),
      row("Other creditors", "1,000", "700", 40),
      figures("3,000", "2,500"),
      [at("Creditors: amounts falling due after more than one year", 30)],
      row("Bank loans", "2,500", "3,000", 40),
      row("Obligations under hire purchase contracts", "1,500", "1,000", 40),
      figures("4,000", "4,000"),
      [at("Provisions for liabilities", 30)],
      row("Deferred taxation", "500", "400", 40),
      [at("Capital and reserves", 30)],
      row("Called up share capital", "100", "100", 40),
      row("Profit and loss account", "5,400", "4,500", 40),
      row("Shareholders' funds", "5,500", "4,600"),
      row("Total equity and liabilities", "13,000", "11,500"),
    ]);
    const { statements } = parseStatements(lines);
    expect(amounts(statements[0])).toMatchObject({
      total_current_liabilities: 3000,
      total_non_current_liabilities: 4000,
      total_equity: 5500,
    });
  });

  it("reads the change in cash at bank and in hand", () => {
    expect(
      matchLabel("cashflow_statement", "Net (decrease)/increase in cash at bank and in hand", undefined)?.key,
    ).toBe("net_change_in_cash");
  });
});

describe("bare 'Selling' and 'Administrative' lines", () => {
  const statement = (heading: boolean) =>
    page([
      [at("Statement of Operations", 170)],
      [at("Year ended September 30, 2025", 160)],
      [right("2025", 400), right("2024", 480)],
      row("Revenue", "5,000", "4,500"),
      row("Cost of sales", "(3,000)", "(2,800)"),
      row("Gross margin", "2,000", "1,700"),
      ...(heading ? [[at("Expenses", 30)]] : []),
      row("Selling", "(400)", "(350)", heading ? 40 : 30),
      row("Administrative", "(600)", "(500)", heading ? 40 : 30),
      row("Amortization", "(100)", "(90)", heading ? 40 : 30),
      row("Net income for the year", "900", "760"),
    ]);

  it("are SG&A, added up, under an expenses heading", () => {
    const { statements } = parseStatements(statement(true));
    expect(amounts(statements[0]).selling_general_administrative).toBe(1000);
  });

  it("are not read by the word alone without one", () => {
    const { statements } = parseStatements(statement(false));
    expect(amounts(statements[0]).selling_general_administrative).toBeUndefined();
  });
});

describe("a company whose name holds a plan's word (reader28's look-alike titles)", () => {
  const statement = (name: string, title = "Income Statement") =>
    page([
      [at(name, 30)],
      [at(title, 30)],
      [at("For the year ended 31 December 2025", 30)],
      [right("2025", 400), right("2024", 480)],
      row("Revenue", "84,316", "79,842"),
      row("Cost of sales", "(55,104)", "(52,771)"),
      row("Gross profit", "29,212", "27,071"),
      row("Administrative expenses", "(9,338)", "(8,874)"),
      row("Operating profit", "19,874", "18,197"),
      row("Income tax expense", "(4,206)", "(3,893)"),
      row("Profit for the year", "15,668", "14,304"),
    ]);

  it.each(["Forecast Freight Ltd", "Planet Plan GmbH", "Budget Haulage Inc", "PROJECTED OUTCOMES LIMITED"])(
    "still reads the actual statements of '%s' (the name on the line above the heading)",
    (name) => {
      const { statements } = parseStatements(statement(name));
      expect(statements.map((s) => s.period).sort()).toEqual(["2024-12-31", "2025-12-31"]);
      expect(statements[0]?.reading?.lookAlike).toBeUndefined();
      expect(amounts(statements[0]).revenue).toBeGreaterThan(0);
    },
  );

  it("reads a name and the title on one line", () => {
    const { statements } = parseStatements(statement("Budget Haulage Inc.", "Budget Haulage Inc. Income Statement"));
    expect(statements).toHaveLength(2);
  });

  it("still leaves out a forecast titled as such above or with the company's name", () => {
    expect(parseStatements(statement("Forecast Freight Ltd", "Forecast Income Statement")).statements).toHaveLength(0);
    expect(parseStatements(statement("Budget 2026", "Income Statement")).statements).toHaveLength(0);
    expect(parseStatements(statement("Acme Ltd", "Forecast Income Statement of Acme Ltd")).statements).toHaveLength(0);
  });
});

describe("one year heading over an inner column of components and their subtotals (reader29's rule)", () => {
  const inner = (label: string, a: string) => [at(label, 40), right(a, 400)];
  const both = (label: string, a: string, b: string) => [at(label, 40), right(a, 400), right(b, 480)];
  const outer = (label: string, b: string) => [at(label, 30), right(b, 480)];
  const head = (title: string, headerX: number) => [
    [at(title, 150)],
    [at("for the year ended 31 March 2025", 150)],
    [right("2025", headerX)],
  ];

  it.each([480, 400])("takes the line's own figure, not the block's subtotal beside it (year over x = %i)", (x) => {
    const { statements, results } = statusOf(
      page([
        ...head("Income Statement", x),
        outer("Revenue", "50,000"),
        outer("Cost of sales", "29,000"),
        outer("Gross profit", "21,000"),
        [at("Expenses", 30)],
        inner("Selling, general and administrative expenses", "8,000"),
        both("Depreciation", "2,000", "10,000"),
        outer("Profit before tax", "11,000"),
        outer("Income tax", "2,000"),
        outer("Profit for the year", "9,000"),
      ]),
    );
    expect(amounts(statements[0])).toMatchObject({
      selling_general_administrative: 8000,
      depreciation_amortization: 2000,
    });
    expect(results[0]?.reviewStatus).toBe("auto_accepted");
  });

  it.each([480, 400])("reads no wrong figure into an accepted trading account (year over x = %i)", (x) => {
    const truth: Record<string, number> = {
      revenue: 50_000,
      cost_of_goods_sold: 29_000,
      gross_profit: 21_000,
      selling_general_administrative: 8000,
      depreciation_amortization: 2000,
      net_profit: 9000,
    };
    const { statements, results } = statusOf(
      page([
        ...head("Trading and Profit and Loss Account", x),
        outer("Turnover", "50,000"),
        [at("Cost of sales", 30)],
        inner("Opening stock", "5,000"),
        inner("Purchases", "30,000"),
        both("Closing stock", "(6,000)", "29,000"),
        outer("Gross profit", "21,000"),
        [at("Expenses", 30)],
        inner("Selling, general and administrative expenses", "8,000"),
        inner("Rent and rates", "2,000"),
        both("Depreciation", "2,000", "12,000"),
        outer("Net profit", "9,000"),
      ]),
    );
    const read = amounts(statements[0]);
    const wrong = Object.keys(truth).filter((k) => read[k] !== undefined && read[k] !== truth[k]);
    if (wrong.length > 0) expect(results[0]?.reviewStatus).toBe("needs_review");
    expect(read.depreciation_amortization).toBe(2000);
  });
});

describe("profit reserves and a Bilanzgewinn in the equity (docs/chart-of-accounts.md)", () => {
  const bilanz = (equity: Array<[string, string, string]>, total: [string, string]) =>
    page([
      [at("Bilanz zum 31. Dezember 2025", 150)],
      [right("31.12.2025", 400), right("31.12.2024", 480)],
      [at("Aktiva", 30)],
      row("Sachanlagen", "4.000", "3.800"),
      row("Forderungen aus Lieferungen und Leistungen", "2.000", "1.900"),
      row("Kassenbestand, Guthaben bei Kreditinstituten", "1.000", "800"),
      row("Summe Aktiva", "7.000", "6.500"),
      [at("Passiva", 30)],
      [at("A. Eigenkapital", 30)],
      ...equity.map(([l, a, b]) => row(l, a, b, 40)),
      row("Summe Eigenkapital", total[0], total[1]),
      row("Verbindlichkeiten aus Lieferungen und Leistungen", "2.500", "2.600"),
      row("Summe Passiva", "7.000", "6.500"),
    ]);

  it("adds the Gewinnrücklagen and the Bilanzgewinn up to the retained earnings", () => {
    const { statements } = parseStatements(
      bilanz(
        [
          ["I. Stammkapital", "500", "500"],
          ["II. Kapitalrücklagen", "300", "300"],
          ["III. Gewinnrücklagen", "2.500", "2.300"],
          ["IV. Bilanzgewinn", "1.200", "800"],
        ],
        ["4.500", "3.900"],
      ),
    );
    expect(amounts(statements[0])).toMatchObject({ share_capital: 500, retained_earnings: 3700, total_equity: 4500 });
    expect(amounts(statements[1]).retained_earnings).toBe(3100);
  });

  it("adds a Swiss Gewinnreserve and the Bilanzgewinn up, and accepts them when the equity ties", () => {
    const { statements, results } = statusOf(
      bilanz(
        [
          ["Aktienkapital", "500", "500"],
          ["Gesetzliche Gewinnreserve", "100", "100"],
          ["Bilanzgewinn", "3.900", "3.300"],
        ],
        ["4.500", "3.900"],
      ),
    );
    expect(amounts(statements[0]).retained_earnings).toBe(4000);
    expect(results[0]?.checks.find((c) => c.name === "figures_tied")?.passed ?? true).toBe(true);
  });

  it("reads a Bilanzgewinn beside a capital reserve alone as the retained earnings", () => {
    const { statements } = parseStatements(
      bilanz(
        [
          ["I. Stammkapital", "500", "500"],
          ["II. Kapitalrücklagen", "300", "300"],
          ["III. Bilanzgewinn", "3.700", "3.100"],
        ],
        ["4.500", "3.900"],
      ),
    );
    expect(amounts(statements[0]).retained_earnings).toBe(3700);
  });

  it("adds nothing up where a Gewinnvortrag and the year's result are printed as lines of their own", () => {
    const { statements } = parseStatements(
      bilanz(
        [
          ["I. Gezeichnetes Kapital", "500", "500"],
          ["II. Gewinnrücklagen", "2.500", "2.300"],
          ["III. Gewinnvortrag", "600", "500"],
          ["IV. Jahresüberschuss", "900", "600"],
        ],
        ["4.500", "3.900"],
      ),
    );
    expect(amounts(statements[0]).retained_earnings).not.toBe(4000);
  });
});
