import { describe, expect, it } from "vitest";
import { matchLabel } from "./synonyms";

/**
 * A UK sole trader's accounts (trading and profit and loss account, balance sheet with a capital
 * account): the lines the reader did not know when the unseen5 batch was read once (docs/extraction.md
 * "Unseen batch 5"), written as wording of that kind of account (the expense headings of HMRC's
 * self-employment pages, fixed assets at cost less depreciation to date), not as one file's labels.
 */
describe("sole traders' wording", () => {
  it.each([
    ["income_statement", "Bank interest and charges", undefined, "interest_expense"],
    ["income_statement", "Interest on bank and other loans", undefined, "interest_expense"],
    ["income_statement", "Add: Discounts received", undefined, "other_income"],
    ["income_statement", "Commission received", undefined, "other_income"],
    ["income_statement", "Sundry expenses", undefined, "other_operating_expenses"],
    ["balance_sheet", "Plant and vehicles at cost", "non_current_assets", "gross_fixed_assets"],
    ["balance_sheet", "Motor vehicles at cost", "non_current_assets", "gross_fixed_assets"],
    ["balance_sheet", "Fixtures and fittings at cost", "non_current_assets", "gross_fixed_assets"],
    ["balance_sheet", "Less: Depreciation to date", "non_current_assets", "accumulated_depreciation"],
    ["balance_sheet", "Loan instalments due within one year", "current_liabilities", "current_portion_long_term_debt"],
  ] as const)("reads %s %s (%s) as %s", (type, label, section, key) => {
    expect(matchLabel(type, label, section)?.key).toBe(key);
  });

  it.each([
    ["balance_sheet", "Cash and deposits", "current_assets", "cash"],
    ["balance_sheet", "Notes and accounts receivable - trade", "current_assets", "trade_receivables"],
    ["balance_sheet", "Notes and accounts payable - trade", "current_liabilities", "trade_payables"],
    ["balance_sheet", "Investments and other assets", "non_current_assets", "other_non_current_assets"],
    ["income_statement", "Interest and dividend income", undefined, "other_income"],
  ] as const)("reads Japanese GAAP's English %s %s (%s) as %s", (type, label, section, key) => {
    expect(matchLabel(type, label, section)?.key).toBe(key);
  });

  it("does not take a single asset class at cost for anything but the gross fixed assets", () => {
    expect(matchLabel("balance_sheet", "Land at valuation", "non_current_assets")?.key).not.toBe("gross_fixed_assets");
    expect(matchLabel("income_statement", "Discounts allowed", undefined)?.key).not.toBe("other_income");
  });
});
