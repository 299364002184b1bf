import { describe, expect, it } from "vitest";
import { checkStatements } from "./checks";
import { parseStatements } from "./extract";
import type { TextCell } from "./pdf-text";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader16 (issue 22): what varies between jurisdictions and preparers, family by family, written
 * from what published statements print (never from a corpus file): the statement's heading, the
 * period phrase, the scale and currency phrase and the column headers. Each variant is a synthetic
 * statement whose sections add up; the reader must read it at the right scale, from the right
 * column and for the right period, or hold it for review: a wrong figure in an accepted statement
 * is the one failure no variant may show.
 */

type Cells = TextCell[];
const header = (a: string, b: string): Cells => [right(a, 400), right(b, 480)];

/** A balance sheet: this year's cash 17,057, last year's 9,672. */
const sheetRows: Cells[] = [
  [at("Non-current assets", 30)],
  row("Property, plant and equipment", "21,730", "28,374"),
  row("Intangible assets", "3,359", "4,416"),
  row("Total non-current assets", "25,089", "32,790"),
  [at("Current assets", 30)],
  row("Inventories", "9,371", "6,667"),
  row("Cash and cash equivalents", "17,057", "9,672"),
  row("Total current assets", "26,428", "16,339"),
  row("Total assets", "51,517", "49,129"),
  [at("Equity and liabilities", 30)],
  row("Share capital", "2,600", "2,600"),
  row("Retained earnings", "37,623", "38,894"),
  row("Total equity", "40,223", "41,494"),
  [at("Current liabilities", 30)],
  row("Trade and other payables", "11,294", "7,635"),
  row("Total current liabilities", "11,294", "7,635"),
  row("Total equity and liabilities", "51,517", "49,129"),
];

/** An income statement: this year's revenue 10,450, last year's 9,870. */
const incomeRows: Cells[] = [
  row("Revenue", "10,450", "9,870"),
  row("Cost of sales", "(6,270)", "(5,922)"),
  row("Gross profit", "4,180", "3,948"),
  row("Administrative expenses", "(1,530)", "(1,410)"),
  row("Operating profit", "2,650", "2,538"),
  row("Finance costs", "(210)", "(198)"),
  row("Profit before tax", "2,440", "2,340"),
  row("Income tax expense", "(610)", "(585)"),
  row("Profit for the year", "1,830", "1,755"),
];

/** A cash flow statement: this year's operating cash flow 2,880, last year's 2,410. */
const cashRows: Cells[] = [
  [at("Cash flows from operating activities", 30)],
  row("Net cash from operating activities", "2,880", "2,410"),
  [at("Cash flows from investing activities", 30)],
  row("Purchase of property, plant and equipment", "(1,140)", "(980)"),
  row("Net cash used in investing activities", "(1,140)", "(980)"),
  [at("Cash flows from financing activities", 30)],
  row("Dividends paid", "(600)", "(550)"),
  row("Net cash used in financing activities", "(600)", "(550)"),
  row("Net increase in cash and cash equivalents", "1,140", "880"),
  row("Cash and cash equivalents at beginning of year", "2,310", "1,430"),
  row("Cash and cash equivalents at end of year", "3,450", "2,310"),
];

const ROWS = { balance_sheet: sheetRows, income_statement: incomeRows, cashflow_statement: cashRows } as const;
type Kind = keyof typeof ROWS;
/** The figure that tells the column and the scale: this year's, printed as units. */
const PROBE: Record<Kind, [string, number]> = {
  balance_sheet: ["cash", 17_057],
  income_statement: ["revenue", 10_450],
  cashflow_statement: ["net_cash_from_operating_activities", 2_880],
};

function read(titleBlock: Cells[], kind: Kind, columns: Cells[] = [header("2025", "2024")]) {
  const lines = page([[at("Tembo Logistics Limited", 30)], ...titleBlock, ...columns, ...ROWS[kind]]);
  const { statements } = parseStatements(lines);
  const results = checkStatements(statements);
  return { statements, results };
}

/**
 * The reader read `kind` at `scale` from this year's column for period `period`, or held every
 * statement it read wrongly for review.
 */
function expectReadOrHeld(
  got: ReturnType<typeof read>,
  kind: Kind,
  scale: number,
  period: string | undefined,
  strict = true,
) {
  const [key, units] = PROBE[kind];
  const first = got.statements.findIndex((s) => s.documentType === kind);
  if (strict) expect(first, `no ${kind} read`).toBeGreaterThanOrEqual(0);
  got.statements.forEach((s, i) => {
    const value = amounts(s)[key];
    const right =
      s.documentType === kind && (i !== first || (value === units * scale && (!period || s.period === period)));
    if (!right)
      expect(got.results[i]?.reviewStatus, `${s.documentType} ${s.period} ${key}=${value}`).toBe("needs_review");
  });
  if (strict) {
    const s = got.statements[first];
    expect(amounts(s)[key]).toBe(units * scale);
    if (period) expect(s?.period).toBe(period);
  }
}

describe("statement headings of every jurisdiction and preparer", () => {
  it.each([
    ["Statement of profit or loss", "income_statement"],
    ["Statement of profit or loss and other comprehensive income", "income_statement"],
    ["Consolidated statement of profit or loss and other comprehensive income", "income_statement"],
    ["Statement of financial performance", "income_statement"],
    ["Statement of comprehensive income", "income_statement"],
    ["Income and expenditure account", "income_statement"],
    ["Statement of activities", "income_statement"],
    ["Profit and loss account", "income_statement"],
    ["Statement of operations", "income_statement"],
    ["Consolidated statements of earnings", "income_statement"],
    ["Statement of income", "income_statement"],
    ["Group income statement", "income_statement"],
    ["Separate statement of profit or loss", "income_statement"],
    ["Detailed trading and profit and loss account", "income_statement"],
    ["Statement of profit and loss", "income_statement"],
    ["Statement of surplus or deficit", "income_statement"],
    ["Statement of financial position", "balance_sheet"],
    ["Consolidated statement of financial position", "balance_sheet"],
    ["Statement of financial condition", "balance_sheet"],
    ["Balance sheet", "balance_sheet"],
    ["Group balance sheet", "balance_sheet"],
    ["Company balance sheet", "balance_sheet"],
    ["Separate statement of financial position", "balance_sheet"],
    ["Statement of net assets", "balance_sheet"],
    ["Statement of assets and liabilities", "balance_sheet"],
    ["Cash flow statement", "cashflow_statement"],
    ["Statement of cash flows", "cashflow_statement"],
    ["Consolidated statement of cash flows", "cashflow_statement"],
    ["Group cash flow statement", "cashflow_statement"],
    ["Balance Sheet – Parent Company", "balance_sheet"],
    ["Statement of financial position of the Company", "balance_sheet"],
    ["Statements of financial position - Group and Company", "balance_sheet"],
    ["Consolidated statement of profit or loss – by function of expense", "income_statement"],
    ["Statement of net assets available for benefits", "balance_sheet"],
    ["Statement of changes in financial position", "cashflow_statement"],
  ] as const)("%s (%s)", (heading, kind) => {
    const period = kind === "balance_sheet" ? "As at 31 December 2025" : "For the year ended 31 December 2025";
    expectReadOrHeld(read([[at(heading, 30)], [at(period, 30)]], kind), kind, 1, "2025-12-31");
  });

  it.each([
    [["Consolidated statement of profit or loss", "and other comprehensive income"], "income_statement"],
    [["Statement of profit or loss and other", "comprehensive income"], "income_statement"],
    [["Consolidated statement of", "financial position"], "balance_sheet"],
    [["Group statement of", "cash flows"], "cashflow_statement"],
  ] as const)("%j split over two lines (%s)", (heading, kind) => {
    const period = kind === "balance_sheet" ? "As at 31 December 2025" : "For the year ended 31 December 2025";
    const titleBlock = [...heading.map((h) => [at(h, 30)]), [at(period, 30)]];
    expectReadOrHeld(read(titleBlock, kind), kind, 1, "2025-12-31");
  });
});

describe("period phrases", () => {
  it.each([
    ["For the year ended 31 December 2025", "2025-12-31"],
    ["For the financial year ended 31 December 2025", "2025-12-31"],
    ["For the 52 weeks ended 28 December 2025", "2025-12-28"],
    ["For the period ended 31 December 2025", "2025-12-31"],
    ["Year ending 31 December 2025", "2025-12-31"],
    ["For the year ended December 31, 2025", "2025-12-31"],
    ["For the period from 1 January 2025 to 31 December 2025", "2025-12-31"],
    ["For the year 1 July 2024 to 30 June 2025", "2025-06-30"],
  ])("an income statement %s", (phrase, period) => {
    expectReadOrHeld(
      read([[at("Income statement", 30)], [at(phrase, 30)]], "income_statement"),
      "income_statement",
      1,
      period,
    );
  });

  it.each([
    ["As at 31 December 2025", "2025-12-31"],
    ["As of December 31, 2025", "2025-12-31"],
    ["At 31 December 2025", "2025-12-31"],
    ["As at 30 June 2025 and 2024", "2025-06-30"],
  ])("a balance sheet %s", (phrase, period) => {
    expectReadOrHeld(read([[at("Balance sheet", 30)], [at(phrase, 30)]], "balance_sheet"), "balance_sheet", 1, period);
  });

  it.each([
    [["FY2025", "FY2024"]],
    [["FY 2025", "FY 2024"]],
    [["2025/26", "2024/25"]],
    [["Q3 2025", "Q3 2024"]],
    [["9M 2025", "9M 2024"]],
    [["H1 2025", "H1 2024"]],
  ] as const)("year-only column headers %j: this year's column, or held", ([a, b]) => {
    const got = read([[at("Income statement", 30)]], "income_statement", [header(a, b)]);
    expectReadOrHeld(got, "income_statement", 1, undefined, false);
  });
});

describe("scale and currency phrases of the world's currencies", () => {
  const phrases: Array<[string, number]> = [
    ["KSh '000", 1e3],
    ["Shs'000", 1e3],
    ["TSh '000", 1e3],
    ["N$'000", 1e3],
    ["R'000", 1e3],
    ["Rm", 1e6],
    ["P'000", 1e3],
    ["RM'000", 1e3],
    ["Rp million", 1e6],
    ["Rp juta", 1e6],
    ["₦'000", 1e3],
    ["₦ million", 1e6],
    ["₱ '000", 1e3],
    ["₹ in lakhs", 1e5],
    ["₹ in crores", 1e7],
    ["Rs. Mn", 1e6],
    ["₩ in millions", 1e6],
    ["kr '000", 1e3],
    ["tys. zł", 1e3],
    ["mln zł", 1e6],
    ["tis. Kč", 1e3],
    ["millió Ft", 1e6],
    ["mii lei", 1e3],
    ["₺ thousand", 1e3],
    ["AED'000", 1e3],
    ["AED 000", 1e3],
    ["SAR'000", 1e3],
    ["GH¢ million", 1e6],
    ["FCFA millions", 1e6],
    ["MK million", 1e6],
    ["In thousands of euros", 1e3],
    ["(In millions)", 1e6],
    ["USD mn", 1e6],
    ["EUR bn", 1e9],
    ["000s", 1e3],
    ["T€", 1e3],
    ["TEUR", 1e3],
    ["Mio. €", 1e6],
    ["TCHF", 1e3],
    ["(x € 1.000)", 1e3],
    ["R$ mil", 1e3],
    ["(miles de pesos)", 1e3],
  ];

  it.each(phrases)("%s under the title", (phrase, scale) => {
    const got = read(
      [[at("Statement of financial position", 30)], [at("As at 31 December 2025", 30)], [at(phrase, 30)]],
      "balance_sheet",
    );
    expectReadOrHeld(got, "balance_sheet", scale, "2025-12-31");
  });

  it.each(phrases)("%s in the heading", (phrase, scale) => {
    const got = read(
      [[at(`Statement of financial position (${phrase})`, 30)], [at("As at 31 December 2025", 30)]],
      "balance_sheet",
    );
    expectReadOrHeld(got, "balance_sheet", scale, "2025-12-31");
  });

  it.each(phrases)("%s over each column", (phrase, scale) => {
    const got = read(
      [[at("Statement of financial position", 30)], [at("As at 31 December 2025", 30)]],
      "balance_sheet",
      [header("2025", "2024"), header(phrase, phrase)],
    );
    expectReadOrHeld(got, "balance_sheet", scale, "2025-12-31");
  });
});

describe("column headers", () => {
  const title = [[at("Statement of financial position", 30)], [at("As at 31 December 2025", 30)]];
  /** Four columns: the group's two years, then the company's. */
  const four = (label: string, a: string, b: string, c: string, d: string): Cells[] => [
    [at(label, 30), right(a, 330), right(b, 400), right(c, 470), right(d, 540)],
  ];
  const fourRows = (rows: Cells[]) =>
    rows.map((r) => {
      const [label, a, b] = r;
      if (!a || !b || !label) return r;
      return four(label.text, a.text, b.text, a.text, b.text)[0] as Cells;
    });

  it.each([
    [["Group", "Company"]],
    [["Consolidated", "Parent"]],
    [["The Group", "The Company"]],
    [["Consolidated", "Separate"]],
  ] as const)("%j over two years each: the group's this year, or held", ([g, c]) => {
    const lines = page([
      [at("Tembo Logistics Limited", 30)],
      ...title,
      [right(g, 400), right(c, 540)],
      [right("2025", 330), right("2024", 400), right("2025", 470), right("2024", 540)],
      ...fourRows(sheetRows),
    ]);
    const { statements } = parseStatements(lines);
    const results = checkStatements(statements);
    expectReadOrHeld({ statements, results }, "balance_sheet", 1, "2025-12-31");
  });

  it.each([
    [[right("Notes", 300), right("2025", 400), right("2024", 480)]],
    [
      [right("2025", 400), right("2024", 480)],
      [right("", 400), right("Restated", 480)],
    ],
    [
      [right("2025", 400), right("2024", 480)],
      [right("Unaudited", 400), right("Audited", 480)],
    ],
    [[right("Current year", 400), right("Prior year", 480)]],
    [[right("This year", 400), right("Last year", 480)]],
    [[right("2025*", 400), right("2024*", 480)]],
    [[right("2025¹", 400), right("2024¹", 480)]],
    [[right("2025", 400), right("2024 (restated)", 480)]],
    [[right("2025 Rs", 400), right("2024 Rs", 480)]],
    [[right("2025 KShs", 400), right("2024 KShs", 480)]],
    [[right("2025 ₦", 400), right("2024 ₦", 480)]],
    [[right("2025†", 400), right("2024†", 480)]],
  ])("%j", (...columns) => {
    const cols = columns.map((c) => c.filter((x) => x.text !== ""));
    expectReadOrHeld(read(title, "balance_sheet", cols), "balance_sheet", 1, undefined);
  });

  it("Actual | Budget | Variance: the actual figures, or held", () => {
    const rows = sheetRows.map((r) => {
      const [label, a, b] = r;
      if (!a || !b || !label) return r;
      return [label, right(a.text, 330), right(b.text, 400), right("0", 470)];
    });
    const lines = page([
      [at("Tembo Logistics Limited", 30)],
      ...title,
      [right("Actual", 330), right("Budget", 400), right("Variance", 470)],
      ...rows,
    ]);
    const { statements } = parseStatements(lines);
    const results = checkStatements(statements);
    expectReadOrHeld({ statements, results }, "balance_sheet", 1, "2025-12-31", false);
  });
});

describe("columns in another order, and scales that disagree", () => {
  const title = [[at("Income statement", 30)], [at("For the year ended 31 December 2025", 30)]];
  const threeColumns = (first: string, second: string, third: string) => {
    const rows = incomeRows.map((r) => {
      const [label, a, b] = r;
      if (!a || !b || !label) return r;
      return [label, right(a.text, 330), right(b.text, 400), right("0", 470)];
    });
    return page([...title, [right(first, 330), right(second, 400), right(third, 470)], ...rows]);
  };

  it("Budget | Actual | Variance: the actual column, the second", () => {
    const { statements } = parseStatements(threeColumns("Budget", "Actual", "Variance"));
    expect(amounts(statements[0]).revenue).toBe(9_870);
  });

  it("last year printed first: each year from its own column", () => {
    const { statements } = parseStatements(threeColumns("2024", "2025", "Change"));
    const byPeriod = Object.fromEntries(statements.map((s) => [s.period, amounts(s).revenue]));
    expect(byPeriod).toEqual({ "2025-12-31": 9_870, "2024-12-31": 10_450 });
  });

  it("a different scale over each column, or a column scale against the title's: held", () => {
    const cases: Array<[Cells[], [string, string]]> = [
      [[], ["$m", "$'000"]],
      [[[at("(in thousands)", 30)]], ["$m", "$m"]],
    ];
    for (const [block, scales] of cases) {
      const lines = page([...title, ...block, header("2025", "2024"), header(scales[0], scales[1]), ...incomeRows]);
      const { statements } = parseStatements(lines);
      const results = checkStatements(statements);
      expect(results.length).toBeGreaterThan(0);
      for (const r of results) expect(r.reviewStatus).toBe("needs_review");
    }
  });
});
