import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import { amounts, at, page, right } from "./synthetic-lines.fixture";
import { continuesLabel, joinedHeading } from "./wrapping";

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
});
