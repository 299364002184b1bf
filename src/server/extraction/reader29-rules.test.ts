import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import type { TextCell } from "./pdf-text";
import { matchLabel } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader29: blind batch 19's leftovers (shippers outside Europe and North America) written as rules:
 * local currency marks in the years' cells, a title whose date OCR set apart, and the labels of Gulf
 * and Hong Kong statements. Synthetic labels and lines only, never corpus files.
 */

const statementsOf = (rows: readonly TextCell[][]) => parseStatements(page(rows)).statements;
const byPeriod = (rows: readonly TextCell[][], type: string) =>
  Object.fromEntries(
    statementsOf(rows)
      .filter((s) => s.documentType === type)
      .map((s) => [s.period, amounts(s)]),
  );

const balanceSheet = (title: TextCell[], header: TextCell[]): TextCell[][] => [
  [at("Gulf Trading Company", 30)],
  title,
  header,
  [at("Non-current assets", 30)],
  row("Property, plant and equipment", "4,806,118", "4,918,406"),
  row("Total non-current assets", "4,806,118", "4,918,406"),
  [at("Current assets", 30)],
  row("Inventories", "1,206,118", "1,118,204"),
  row("Bank balances and cash", "571,156", "469,008"),
  row("Total current assets", "1,777,274", "1,587,212"),
  row("TOTAL ASSETS", "6,583,392", "6,505,618"),
  [at("Equity", 30)],
  row("Share capital", "2,500,000", "2,500,000"),
  row("Retained earnings", "2,983,392", "2,905,618"),
  row("Total equity", "5,483,392", "5,405,618"),
  [at("Current liabilities", 30)],
  row("Trade and other payables", "1,100,000", "1,100,000"),
  row("Total current liabilities", "1,100,000", "1,100,000"),
  row("TOTAL EQUITY AND LIABILITIES", "6,583,392", "6,505,618"),
];
const title = [at("Statement of Financial Position as at 31 December 2025", 30)];
const marked = (mark: string) => [right(`2025 ${mark}`, 400), right(`2024 ${mark}`, 480)];

describe("reader29: a local currency mark beside each column's year", () => {
  for (const mark of ["RO", "BD", "GH¢", "GH₵", "QR", "KD", "OMR", "BHD", "HK$", "S$"]) {
    it(`dates each column by its own year under "2025 ${mark} | 2024 ${mark}"`, () => {
      const s = byPeriod(balanceSheet(title, marked(mark)), "balance_sheet");
      expect(s["2025-12-31"]).toMatchObject({ total_assets: 6583392, cash: 571156 });
      expect(s["2024-12-31"]).toMatchObject({ total_assets: 6505618, cash: 469008 });
    });
  }
});

describe("reader29: one period dated by the title over two columns of figures it cannot tell apart", () => {
  it("pairs no figure with the title's date when the years' header cannot be read", () => {
    // "XQ" stands for any mark the reader does not know: the header gives no column its year.
    const statements = statementsOf(balanceSheet(title, marked("XQ")));
    const dated = statements.filter((s) => s.period === "2025-12-31");
    // The prior year's figures (the rightmost column) must never stand under 31 December 2025.
    for (const s of dated) {
      expect(amounts(s).total_assets).not.toBe(6505618);
      expect(amounts(s).cash).not.toBe(469008);
    }
    expect(dated.flatMap((s) => s.lineItems)).toHaveLength(0);
  });
  it("takes the figure under the one year's header read, never the rightmost, beside an unread year", () => {
    // The second year's header unread (OCR misreading its currency mark): the one column dated is
    // the left one, and the figures under it are its own.
    const s = byPeriod(balanceSheet(title, [right("2025", 400), right("2024 XQ", 480)]), "balance_sheet");
    expect(s["2025-12-31"]).toMatchObject({ total_assets: 6583392, cash: 571156, inventory: 1206118 });
    expect(Object.values(s["2025-12-31"] ?? {})).not.toContain(6505618);
  });
  it("still reads a single column of figures dated by the title", () => {
    const single = (label: string, a: string): TextCell[] => [at(label, 30), right(a, 400)];
    const s = statementsOf([
      [at("Statement of Financial Position as at 31 December 2025", 30)],
      [at("Non-current assets", 30)],
      single("Property, plant and equipment", "4,806,118"),
      single("Total non-current assets", "4,806,118"),
      [at("Current assets", 30)],
      single("Inventories", "1,206,118"),
      single("Bank balances and cash", "571,156"),
      single("Total current assets", "1,777,274"),
      single("TOTAL ASSETS", "6,583,392"),
      [at("Equity", 30)],
      single("Share capital", "2,500,000"),
      single("Total equity", "5,483,392"),
    ]);
    expect(s.find((x) => x.period === "2025-12-31")).toBeDefined();
    expect(amounts(s.find((x) => x.period === "2025-12-31"))).toMatchObject({ total_assets: 6583392 });
  });
});

describe("reader29: a scan's currency mark misread in one year's cell", () => {
  const scanned = (header: TextCell[]) =>
    Object.fromEntries(
      parseStatements(page(balanceSheet(title, header)).map((l) => ({ ...l, ocr: true })))
        .statements.filter((s) => s.documentType === "balance_sheet")
        .map((s) => [s.period, amounts(s)]),
    );
  it('reads "2024 GHe" beside "2025 GH¢" as the 2024 column', () => {
    const s = scanned([right("2025 GH¢", 400), right("2024 GHe", 480)]);
    expect(s["2025-12-31"]).toMatchObject({ total_assets: 6583392, cash: 571156 });
    expect(s["2024-12-31"]).toMatchObject({ total_assets: 6505618, cash: 469008 });
  });
  it("does not read a mark two letters away as the same mark", () => {
    const s = scanned([right("2025 GH¢", 400), right("2024 XQZ", 480)]);
    expect(s["2024-12-31"]).toBeUndefined();
    expect(s["2025-12-31"]).toMatchObject({ total_assets: 6583392 });
  });
});

describe("reader29: a title whose date OCR set apart in cells of their own", () => {
  it("dates the columns by the title's day and month (30 June), not 31 December", () => {
    const split = [at("STATEMENT OF FINANCIAL POSITION AS AT", 30), at("30 JUNE 2025", 263)];
    const s = byPeriod(balanceSheet(split, [right("2025", 400), right("2024", 480)]), "balance_sheet");
    expect(s["2025-06-30"]).toMatchObject({ total_assets: 6583392 });
    expect(s["2024-06-30"]).toMatchObject({ total_assets: 6505618 });
    expect(s["2025-12-31"]).toBeUndefined();
  });
  it("also when the day stands apart from the month and year", () => {
    const split = [at("STATEMENT OF FINANCIAL POSITION AS AT", 30), at("30", 230), at("JUNE 2025", 263)];
    const s = byPeriod(balanceSheet(split, [right("2025", 400), right("2024", 480)]), "balance_sheet");
    expect(s["2025-06-30"]).toMatchObject({ total_assets: 6583392 });
    expect(s["2025-12-31"]).toBeUndefined();
  });
});

describe("reader29: Gulf and Hong Kong labels", () => {
  it("reads the share of results of an associate (with an article) as other income", () => {
    expect(matchLabel("income_statement", "Share of results of an associate", undefined)?.key).toBe("other_income");
    expect(matchLabel("income_statement", "Share of profit of an associate", undefined)?.key).toBe("other_income");
    expect(matchLabel("income_statement", "Share of profit of the joint venture", undefined)?.key).toBe("other_income");
  });
  it("reads a current maturity of interest-bearing or term loans as the current portion of long-term debt", () => {
    for (const label of ["Current maturity of interest-bearing loans", "Current portion of term loans"]) {
      expect(matchLabel("balance_sheet", label, "current_liabilities")?.key).toBe("current_portion_long_term_debt");
    }
  });
  it("reads other income and gains and bank interest income as other income", () => {
    expect(matchLabel("income_statement", "Other income and gains", undefined)?.key).toBe("other_income");
    expect(matchLabel("income_statement", "Bank interest income", undefined)?.key).toBe("other_income");
  });

  const income = (lines: TextCell[][]) =>
    byPeriod(
      [
        [at("Statement of Profit or Loss for the year ended 31 December 2025", 30)],
        [right("2025", 400), right("2024", 480)],
        row("Revenue", "212,406", "196,118"),
        row("Cost of sales", "(158,204)", "(147,906)"),
        row("Gross profit", "54,202", "48,212"),
        ...lines,
      ],
      "income_statement",
    );
  /** A statement of these rows reads other income as `other` (2025, 2024). */
  const readsOtherIncome = (what: string, rows: TextCell[][], other: readonly [number, number]) =>
    it(what, () => {
      const s = income(rows);
      expect(s["2025-12-31"]).toMatchObject({ other_income: other[0] });
      expect(s["2024-12-31"]).toMatchObject({ other_income: other[1] });
    });
  readsOtherIncome(
    "adds the share of an associate to finance income below the operating profit",
    [
      row("Other operating income", "2,118", "1,806"),
      row("General and administrative expenses", "(24,524)", "(23,010)"),
      row("Operating profit", "31,796", "27,008"),
      row("Finance income", "1,204", "906"),
      row("Finance costs", "(4,118)", "(4,606)"),
      row("Share of results of an associate", "1,806", "1,418"),
      row("Profit for the year", "30,688", "24,726"),
    ],
    [3010, 2324],
  );
  readsOtherIncome(
    "lets bank interest income below the operating profit replace other income and gains above it",
    [
      row("Other income and gains", "2,106", "1,716"),
      row("Administrative expenses", "(24,512)", "(22,928)"),
      row("Profit from operations", "31,796", "27,000"),
      row("Bank interest income", "702", "468"),
      row("Finance costs", "(4,118)", "(4,606)"),
      row("Profit before taxation", "28,380", "22,862"),
    ],
    [702, 468],
  );
});
