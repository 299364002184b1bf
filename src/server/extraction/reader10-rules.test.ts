import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import { matchLabel, sectionOf } from "./synonyms";
import { amounts, at, page, right } from "./synthetic-lines.fixture";

/**
 * reader10 (issue 22): lines of classified statements the reader left unread, read as their
 * section's catch-all, and the wording of entities not met before (South African templates,
 * not-for-profits, sole traders, the Kleinstkapitalgesellschaft's short GuV). Synthetic labels and
 * lines, never corpus files; each rule is accounting practice, not one file's wording.
 */
describe("taxes, leases and provisions as their section's other lines", () => {
  it.each([
    ["Current tax payable", "current_liabilities", "other_current_liabilities"],
    ["Income taxes payable", "current_liabilities", "other_current_liabilities"],
    ["Current tax liabilities (net)", "current_liabilities", "other_current_liabilities"],
    ["Corporation tax", "current_liabilities", "other_current_liabilities"],
    ["Lease liabilities", "current_liabilities", "other_current_liabilities"],
    ["Deferred tax", "non_current_liabilities", "other_non_current_liabilities"],
    ["Deferred tax liabilities (net)", "non_current_liabilities", "other_non_current_liabilities"],
    ["Provisions for liabilities", "non_current_liabilities", "other_non_current_liabilities"],
    ["Hire purchase", "non_current_liabilities", "other_non_current_liabilities"],
    ["Obligations under finance leases", "non_current_liabilities", "other_non_current_liabilities"],
    ["Deferred tax assets", "non_current_assets", "other_non_current_assets"],
    ["Tax recoverable", "current_assets", "other_current_assets"],
  ] as const)("reads %s (%s) as %s, adding up", (label, section, key) => {
    expect(matchLabel("balance_sheet", label, section)).toEqual({ key, sum: true });
  });

  it("leaves them unread outside their section", () => {
    expect(matchLabel("balance_sheet", "Deferred tax", undefined)).toBeUndefined();
    expect(matchLabel("balance_sheet", "Provisions", undefined)).toBeUndefined();
  });
});

describe("South African, not-for-profit, sole trader and Kleinst-GmbH wording", () => {
  it.each([
    ["balance_sheet", "Other financial assets", "non_current_assets", "other_non_current_assets"],
    ["balance_sheet", "Other financial assets", "current_assets", "other_current_assets"],
    ["balance_sheet", "Other financial liabilities", "non_current_liabilities", "long_term_debt"],
    ["balance_sheet", "Other financial liabilities", "current_liabilities", "short_term_debt"],
    ["income_statement", "Investment revenue", undefined, "other_income"],
    ["balance_sheet", "Contributions and grants receivable", undefined, "trade_receivables"],
    ["balance_sheet", "Pledges receivable, net", undefined, "trade_receivables"],
    ["balance_sheet", "Unconditional promises to give", undefined, "trade_receivables"],
    ["balance_sheet", "Software, net", undefined, "intangible_assets"],
    ["balance_sheet", "Capitalized software development costs", undefined, "intangible_assets"],
    ["income_statement", "Investment return, net", undefined, "other_income"],
    ["income_statement", "Wages", undefined, "selling_general_administrative"],
    ["income_statement", "Rent, rates and insurance", undefined, "selling_general_administrative"],
    ["income_statement", "Motor and travel", undefined, "selling_general_administrative"],
    ["income_statement", "Printing, postage and stationery", undefined, "selling_general_administrative"],
    ["income_statement", "Legal and professional fees", undefined, "selling_general_administrative"],
    ["income_statement", "2. Sonstige Erträge", undefined, "other_income"],
    ["income_statement", "7. Steuern", undefined, "income_tax"],
  ] as const)("reads %s %s (%s) as %s", (type, label, section, key) => {
    expect(matchLabel(type, label, section)?.key).toBe(key);
  });

  it("reads 'Inventory of …' as the inventory, not its changes in an income statement", () => {
    expect(matchLabel("balance_sheet", "Inventory of program supplies", undefined)?.key).toBe("inventory");
    expect(matchLabel("income_statement", "Inventory of program supplies", undefined)).toBeUndefined();
  });

  it("opens the equity at 'Financed by' and a capital account", () => {
    expect(sectionOf("Financed by:")).toBe("equity");
    expect(sectionOf("Financed by: Capital account")).toBe("equity");
    expect(sectionOf("Partners' capital accounts")).toBe("equity");
    expect(sectionOf("Capital account balance")).toBeUndefined();
  });
});

describe("a sole trader's balance sheet financed by the capital account", () => {
  const lines = page([
    [at("Balance Sheet", 200)],
    [at("As at 5 April 2025", 200)],
    [right("2025", 400), right("2024", 480)],
    [at("Current assets", 30)],
    [at("Stock", 30), right("9,777", 400), right("8,469", 480)],
    [at("Cash at bank", 30), right("4,784", 400), right("2,053", 480)],
    [right("14,561", 400), right("10,522", 480)],
    [at("Less: Current liabilities", 30)],
    [at("Creditors", 30), right("1,093", 400), right("1,804", 480)],
    [at("Net assets", 30), right("13,468", 400), right("8,718", 480)],
    [at("Financed by: Capital account", 30)],
    [at("Balance at start of year", 30), right("8,718", 400), right("7,000", 480)],
    [at("Add: Net profit for the year", 30), right("9,750", 400), right("5,718", 480)],
    [at("Less: Drawings", 30), right("(5,000)", 400), right("(4,000)", 480)],
    [at("Balance at end of year", 30), right("13,468", 400), right("8,718", 480)],
  ]);

  it("reads the closing balance as the equity, marked derived (a total must tie it)", () => {
    const { statements } = parseStatements(lines);
    const bs = statements.find((s) => s.period === "2025-04-05");
    expect(amounts(bs)).toMatchObject({ cash: 4784, inventory: 9777, trade_payables: 1093, total_equity: 13_468 });
    expect(bs?.reading?.notes?.some((n) => n.key === "total_equity" && n.kind === "derived")).toBe(true);
  });
});

describe("a sole trader's overheads add up to SG&A", () => {
  it("sums wages, rent and rates, motor and travel and keeps the derived mark", () => {
    const lines = page([
      [at("Trading and Profit and Loss Account", 180)],
      [at("For the year ended 5 April 2025", 190)],
      [right("2025", 400), right("2024", 480)],
      [at("Sales", 30), right("73,892", 400), right("69,532", 480)],
      [at("Cost of sales", 30), right("41,763", 400), right("42,879", 480)],
      [at("Gross profit", 30), right("32,129", 400), right("26,653", 480)],
      [at("Wages", 30), right("5,613", 400), right("7,153", 480)],
      [at("Rent and rates", 30), right("2,755", 400), right("3,511", 480)],
      [at("Motor and travel", 30), right("1,837", 400), right("2,341", 480)],
      [at("Net profit for the year", 30), right("21,924", 400), right("13,648", 480)],
    ]);
    const { statements } = parseStatements(lines);
    const is = statements.find((s) => s.period === "2025-04-05");
    expect(amounts(is)).toMatchObject({ selling_general_administrative: 10_205, net_profit: 21_924 });
    expect(is?.reading?.notes?.some((n) => n.key === "selling_general_administrative" && n.kind === "derived")).toBe(
      true,
    );
  });
});
