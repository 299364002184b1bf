import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import { amounts, at, page, right } from "./synthetic-lines.fixture";
import { continuesLabel, endsOpen, joinedHeading } from "./wrapping";

describe("wrapped labels and split headings", () => {
  it("tells a label continued on the next line", () => {
    expect(continuesLabel("Net cash generated from", "operating activities")).toBe(true);
    expect(continuesLabel("Property, plant and", "Equipment")).toBe(true);
    expect(continuesLabel("Trade and other receivables", "due after one year")).toBe(true);
    expect(continuesLabel("Inventories", "Trade receivables")).toBe(false);
    expect(continuesLabel("", "operating activities")).toBe(false);
  });

  it("joins a heading split over two lines, and only a heading", () => {
    expect(joinedHeading("CONSOLIDATED STATEMENT", "OF FINANCIAL POSITION")).toBe("balance_sheet");
    expect(joinedHeading("Consolidated statement of profit or loss", "and other comprehensive income")).toBeUndefined(); // the first line is a heading alone
    expect(joinedHeading("Group statement of", "cash flows")).toBe("cashflow_statement");
    expect(joinedHeading("Gewinn- und", "Verlustrechnung")).toBe("income_statement");
    expect(joinedHeading("Revenue", "Cost of sales")).toBeUndefined();
    expect(
      joinedHeading("The notes on the following pages form part of these statements.", "Of cash flows"),
    ).toBeUndefined();
  });

  it("reads a statement under a heading split over two lines", () => {
    const { statements } = parseStatements(
      page([
        [at("CONSOLIDATED STATEMENT", 50)],
        [at("OF FINANCIAL POSITION", 50)],
        [at("As at 31 December 2025", 50)],
        [right("2025", 400), right("2024", 480)],
        [at("Cash and cash equivalents", 50), right("300", 400), right("200", 480)],
        [at("Inventories", 50), right("600", 400), right("600", 480)],
        [at("Total assets", 50), right("900", 400), right("800", 480)],
      ]),
    );
    expect(amounts(statements.find((s) => s.period === "2025-12-31"))).toEqual({
      cash: 300,
      inventory: 600,
      total_assets: 900,
    });
  });

  it("joins a label whose first line ends open, also when its last line alone would be another item", () => {
    const { statements } = parseStatements(
      page([
        [at("Statement of cash flows for the year ended 31 December 2025", 50)],
        [right("2025", 400), right("2024", 480)],
        [at("Net cash generated from", 50)],
        [at("operating activities", 50), right("500", 400), right("400", 480)],
        [at("Purchase of property, plant and", 50)],
        [at("equipment", 50), right("(120)", 400), right("(90)", 480)],
        [at("Net cash used in", 50)],
        [at("investing activities", 50), right("(120)", 400), right("(90)", 480)],
        [at("Dividends paid to", 50)],
        [at("owners of the", 50)],
        [at("company", 50), right("(50)", 400), right("(40)", 480)],
      ]),
    );
    expect(amounts(statements.find((s) => s.period === "2025-12-31"))).toMatchObject({
      net_cash_from_operating_activities: 500,
      purchase_of_fixed_assets: -120,
      net_cash_from_investing_activities: -120,
      dividends_paid: -50,
    });
  });

  it("finishes a label left open with a section's word on the next line (TOTAL LIABILITIES & / EQUITY)", () => {
    expect(endsOpen("TOTAL LIABILITIES &")).toBe(true);
    expect(endsOpen("Total liabilities")).toBe(false);
    const { statements } = parseStatements(
      page([
        [at("Balance Sheet", 50)],
        [at("As at 31 December, 2024 and 2023", 50)],
        [right("This year", 300), right("Last year", 380)],
        [at("Cash", 50), right("900", 300), right("800", 380)],
        [at("TOTAL ASSETS", 50), right("900", 300), right("800", 380)],
        [at("Accounts payable", 50), right("400", 300), right("300", 380)],
        [at("Equity", 50)],
        [at("Retained earnings", 50), right("500", 300), right("500", 380)],
        [at("TOTAL LIABILITIES &", 50), right("900", 300), right("800", 380)],
        [at("EQUITY", 50)],
      ]),
    );
    expect(amounts(statements.find((s) => s.period === "2024-12-31"))).toMatchObject({
      retained_earnings: 500,
      total_liabilities_and_equity: 900,
    });
  });

  it("reads a label wrapped over two or three lines with its amounts on the first line", () => {
    const { statements } = parseStatements(
      page([
        [at("Statement of operations", 50)],
        [at("For the year ended December 31, 2024", 50)],
        [right("2024", 300), right("2023", 380)],
        [at("Revenues", 50), right("4,122", 300), right("3,770", 380)],
        [at("Selling, general", 50), right("1,488", 300), right("627", 380)],
        [at("and", 50)],
        [at("administrative", 50)],
        [at("Income (loss)", 50), right("(84)", 300), right("480", 380)],
        [at("before income", 50)],
        [at("taxes", 50)],
        [at("Provision for", 50), right("8", 300), right("136", 380)],
        [at("income taxes", 50)],
        [at("Net income (loss)", 50), right("(92)", 300), right("344", 380)],
      ]),
    );
    expect(amounts(statements[0])).toEqual({
      revenue: 4122,
      selling_general_administrative: 1488,
      profit_before_tax: -84,
      income_tax: 8,
      net_profit: -92,
    });
  });

  it("joins a lowercase carried-on line that alone reads as a section heading, not a capitalised heading", () => {
    const bs = (rows: ReturnType<typeof at>[][]) =>
      parseStatements(
        page([
          [at("Balance sheet", 50)],
          [at("As at December 31, 2024", 50)],
          [right("2024", 300), right("2023", 380)],
          ...rows,
        ]),
      ).statements[0];
    const wrapped = bs([
      [at("Cash", 50), right("500", 300), right("400", 380)],
      [at("Prepaid expenses and other", 50), right("164", 300), right("88", 380)],
      [at("current assets", 50)],
      [at("Total current assets", 50), right("664", 300), right("488", 380)],
    ]);
    expect(amounts(wrapped)).toMatchObject({ other_current_assets: 164, total_current_assets: 664 });
    const heading = bs([
      [at("Other", 50), right("164", 300), right("88", 380)],
      [at("Current assets", 50)],
      [at("Cash", 50), right("500", 300), right("400", 380)],
    ]);
    expect(amounts(heading).other_current_assets).toBeUndefined();
  });
});
