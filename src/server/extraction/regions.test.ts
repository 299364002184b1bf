import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import type { TextLine } from "./pdf-text";
import { splitPoint, splitRegions, titleOverHeaders } from "./regions";
import { amounts, at, page, right } from "./synthetic-lines.fixture";

/** A balance sheet (label at 40, amounts ending at 200 and 260) beside an income statement (label at 320, amounts at 500 and 560). */
const sideBySide = page([
  [at("Acme Ltd — financial statements for the year ended 31 December 2025", 40)],
  [at("Balance sheet as at 31 December 2025", 40), at("Income statement for the year ended 31 December 2025", 320)],
  [right("2025", 200), right("2024", 260), right("2025", 500), right("2024", 560)],
  [
    at("Cash", 40),
    right("1,200", 200),
    right("900", 260),
    at("Revenue", 320),
    right("10,000", 500),
    right("8,000", 560),
  ],
  [
    at("Inventories", 40),
    right("800", 200),
    right("700", 260),
    at("Cost of sales", 320),
    right("(6,000)", 500),
    right("(5,000)", 560),
  ],
  [
    at("Total current assets", 40),
    right("2,000", 200),
    right("1,600", 260),
    at("Gross profit", 320),
    right("4,000", 500),
    right("3,000", 560),
  ],
  [
    at("Total assets", 40),
    right("2,000", 200),
    right("1,600", 260),
    at("Profit before tax", 320),
    right("1,500", 500),
    right("1,000", 560),
  ],
  [
    at("Trade payables", 40),
    right("500", 200),
    right("400", 260),
    at("Income tax", 320),
    right("(300)", 500),
    right("(200)", 560),
  ],
  [
    at("Total equity", 40),
    right("1,500", 200),
    right("1,200", 260),
    at("Profit for the year", 320),
    right("1,200", 500),
    right("800", 560),
  ],
]);

describe("regions: statements side by side", () => {
  it("finds the gutter on a line that starts two blocks, and no gutter on a plain line", () => {
    expect(splitPoint(sideBySide[1] as (typeof sideBySide)[number])).toBe(320);
    expect(splitPoint(page([[at("Aktiva", 40), at("Passiva", 320)]])[0] as (typeof sideBySide)[number])).toBe(320);
    expect(splitPoint(sideBySide[3] as (typeof sideBySide)[number])).toBeUndefined();
    // Column headers named without dates on the same line as the sides ("Geschäftsjahr / Vorjahr").
    const named = page([
      [
        at("Aktiva", 40),
        right("Geschäftsjahr", 200),
        right("Vorjahr", 260),
        at("Passiva", 320),
        right("Geschäftsjahr", 500),
        right("Vorjahr", 560),
      ],
    ])[0] as (typeof sideBySide)[number];
    expect(splitPoint(named)).toBe(320);
    // Two blocks that both start with the assets side are not a balance sheet's two sides.
    expect(
      splitPoint(page([[at("Passiva", 40), at("Aktiva", 320)]])[0] as (typeof sideBySide)[number]),
    ).toBeUndefined();
  });

  it("reads the left block, then the right block after the page's title lines again, keeping the positions as printed", () => {
    const out = splitRegions(sideBySide);
    expect(out.map((l) => l.text)).toEqual([
      "Acme Ltd — financial statements for the year ended 31 December 2025",
      "Balance sheet as at 31 December 2025",
      "2025 2024",
      "Cash 1,200 900",
      "Inventories 800 700",
      "Total current assets 2,000 1,600",
      "Total assets 2,000 1,600",
      "Trade payables 500 400",
      "Total equity 1,500 1,200",
      "Acme Ltd — financial statements for the year ended 31 December 2025",
      "Income statement for the year ended 31 December 2025",
      "2025 2024",
      "Revenue 10,000 8,000",
      "Cost of sales (6,000) (5,000)",
      "Gross profit 4,000 3,000",
      "Profit before tax 1,500 1,000",
      "Income tax (300) (200)",
      "Profit for the year 1,200 800",
    ]);
    expect(out[12]?.cells[0]?.x0).toBe(320);
  });

  it("reads both statements of a side-by-side page with their own columns", () => {
    const { statements } = parseStatements(sideBySide);
    const bs = statements.find((s) => s.documentType === "balance_sheet" && s.period === "2025-12-31");
    const is = statements.find((s) => s.documentType === "income_statement" && s.period === "2024-12-31");
    expect(amounts(bs)).toMatchObject({ cash: 1200, inventory: 800, total_assets: 2000, trade_payables: 500 });
    expect(amounts(bs)).not.toHaveProperty("revenue");
    expect(amounts(is)).toMatchObject({ revenue: 8000, cost_of_goods_sold: 5000, net_profit: 800 });
  });

  it("reads HGB Aktiva | Passiva as one balance sheet, the right side under its own column headers", () => {
    const lines = page([
      [at("Bilanz zum 31. Dezember 2024", 40)],
      [at("Aktiva", 40), at("Passiva", 320)],
      [right("31.12.2024", 200), right("31.12.2023", 260), right("31.12.2024", 500), right("31.12.2023", 560)],
      [
        at("Vorräte", 40),
        right("100", 200),
        right("90", 260),
        at("Gezeichnetes Kapital", 320),
        right("50", 500),
        right("50", 560),
      ],
      [
        at("Kassenbestand", 40),
        right("200", 200),
        right("110", 260),
        at("Gewinnrücklagen", 320),
        right("150", 500),
        right("100", 560),
      ],
      [
        at("Summe Aktiva", 40),
        right("300", 200),
        right("200", 260),
        at("Verbindlichkeiten", 320),
        right("100", 500),
        right("50", 560),
      ],
      [at("", 40), at("Summe Passiva", 320), right("300", 500), right("200", 560)],
    ]);
    const { statements } = parseStatements(lines);
    const bs = statements.filter((s) => s.documentType === "balance_sheet");
    expect(bs.map((s) => s.period).sort()).toEqual(["2023-12-31", "2024-12-31"]);
    expect(amounts(bs.find((s) => s.period === "2024-12-31"))).toMatchObject({
      inventory: 100,
      total_assets: 300,
      share_capital: 50,
      retained_earnings: 150,
      total_liabilities_and_equity: 300,
    });
  });

  it("leaves a page alone when a line crosses the gutter right below the two starts", () => {
    const lines = page([
      [at("Balance sheet", 40), at("Income statement", 320)],
      [at("A sentence printed across the whole width of the page, over both blocks", 40)],
      [at("Cash", 40), right("1", 200), at("Revenue", 320), right("2", 500)],
    ]);
    expect(splitRegions(lines)).toEqual(lines);
  });
});

describe("a statement's title in its table's header row", () => {
  it("splits the title from the column headers, and leaves other lines alone", () => {
    const [line] = page([[at("Profit and Loss", 40), right("This year", 200), right("Last year", 260)]]);
    const split = titleOverHeaders(line as TextLine);
    expect(split?.map((l) => l.text)).toEqual(["Profit and Loss", "This year Last year"]);
    const [plain] = page([[at("Revenue", 40), right("This year", 200), right("Last year", 260)]]);
    expect(titleOverHeaders(plain as TextLine)).toBeUndefined();
    const [amountsRow] = page([[at("Balance sheet", 40), right("1,200", 200), right("900", 260)]]);
    expect(titleOverHeaders(amountsRow as TextLine)).toBeUndefined();
  });

  it("reads both statements of a side-by-side page whose titles stand in the header row", () => {
    const lines = page([
      [at("Copper Kettle Ltd", 40)],
      [at("For the years ended 31 December, 2025 and 2024 / As at 31 December, 2025 and 2024", 40)],
      [
        at("Profit and Loss", 40),
        right("This year", 200),
        right("Last year", 260),
        at("Balance Sheet", 320),
        right("This year", 500),
        right("Last year", 560),
      ],
      [
        at("Sales", 40),
        right("10,000", 200),
        right("8,000", 260),
        at("Cash", 320),
        right("1,200", 500),
        right("900", 560),
      ],
      [
        at("Cost of Goods Sold", 40),
        right("(6,000)", 200),
        right("(5,000)", 260),
        at("Inventory", 320),
        right("800", 500),
        right("700", 560),
      ],
      [
        at("Gross Margin", 40),
        right("4,000", 200),
        right("3,000", 260),
        at("TOTAL ASSETS", 320),
        right("2,000", 500),
        right("1,600", 560),
      ],
      [at("Net Income", 40), right("4,000", 200), right("3,000", 260)],
    ]);
    const { statements } = parseStatements(splitRegions(lines));
    const of = (type: string) => amounts(statements.find((s) => s.documentType === type && s.period === "2025-12-31"));
    expect(of("income_statement")).toMatchObject({ revenue: 10000, cost_of_goods_sold: 6000, gross_profit: 4000 });
    expect(of("balance_sheet")).toMatchObject({ cash: 1200, inventory: 800, total_assets: 2000 });
  });
});
