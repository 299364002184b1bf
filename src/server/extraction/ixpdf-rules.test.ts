import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import type { TextCell } from "./pdf-text";
import { matchLabel } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * ixpdf (issue 22): the labels real filings printed to PDF showed the reader lacked, found by
 * comparing the printed page with the filing's tagged facts (scripts/ixbrl-print-accuracy.ts).
 * Synthetic labels and lines only, never a filing's text or figures.
 */

const statementsOf = (rows: readonly TextCell[][]) => parseStatements(page(rows)).statements;

describe("ixpdf: 'Profit for the year and total comprehensive income' is the net profit", () => {
  const group = (profitLabel: string) =>
    statementsOf([
      [at("Consolidated Statement of Comprehensive Income", 30)],
      [at("Year ended 31 March 2025", 30)],
      [right("2025", 400), right("2024", 480)],
      [right("£", 400), right("£", 480)],
      row("Turnover", "9,000,000", "8,000,000"),
      row("Cost of sales", "6,000,000", "5,500,000"),
      row("Gross profit", "3,000,000", "2,500,000"),
      row("Administrative expenses", "2,000,000", "1,900,000"),
      row("Operating profit", "1,000,000", "600,000"),
      row("Interest payable and similar expenses", "100,000", "100,000"),
      row("Profit before taxation", "900,000", "500,000"),
      row("Tax on profit", "200,000", "100,000"),
      row(profitLabel, "700,000", "400,000"),
      [at("Profit for the financial year attributable to:", 30)],
      row("The owners of the parent company", "600,000", "350,000"),
      row("Non-controlling interests", "100,000", "50,000"),
    ]);
  it("reads the group's profit, not the owners' share below it", () => {
    for (const label of [
      "Profit for the financial year and total comprehensive income",
      "Profit for the year and total comprehensive income",
      "(Loss)/profit for the period and total comprehensive (loss)/income",
    ]) {
      const s = group(label);
      expect(amounts(s.find((x) => x.period === "2025-03-31"))).toMatchObject({
        profit_before_tax: 900000,
        net_profit: 700000,
      });
    }
  });
  it("does not take total comprehensive income alone for the profit", () => {
    expect(matchLabel("income_statement", "Total comprehensive income for the year", undefined)?.key).not.toBe(
      "net_profit",
    );
  });
});

describe("ixpdf: US GAAP labels with mezzanine equity and the equity method", () => {
  it("reads the total of liabilities, redeemable non-controlling interests and equity", () => {
    for (const label of [
      "Total liabilities, redeemable non-controlling interests and equity",
      "Total liabilities, redeemable noncontrolling interests and stockholders' equity",
      "Total liabilities, temporary equity and redeemable non-controlling interest and equity",
    ]) {
      expect(matchLabel("balance_sheet", label, undefined)?.key).toBe("total_liabilities_and_equity");
    }
  });
  it("reads the profit before tax printed before the equity method result", () => {
    for (const label of [
      "Income (loss) before income taxes and loss from equity method investments",
      "Income before income taxes and income from equity method investments",
      "Loss before provision for income taxes and equity method investees",
      "Earnings before income taxes and loss from unconsolidated affiliates",
    ]) {
      expect(matchLabel("income_statement", label, undefined)?.key).toBe("profit_before_tax");
    }
    const s = statementsOf([
      [at("Condensed Consolidated Statements of Operations", 30)],
      [at("(In millions)", 30)],
      [at("Three Months Ended March 31,", 380)],
      [right("2025", 400), right("2024", 480)],
      row("Revenue", "3,000", "2,800"),
      row("Total costs and expenses", "3,100", "3,000"),
      row("Loss from operations", "(100)", "(200)"),
      row("Other income (expense), net", "200", "(50)"),
      row("Income (loss) before income taxes and loss from equity method investments", "100", "(250)"),
      row("Provision for (benefit from) income taxes", "20", "(30)"),
      row("Loss from equity method investments", "(10)", "(5)"),
      row("Net income (loss)", "70", "(225)"),
    ]);
    expect(amounts(s.find((x) => x.period === "2025-03-31"))).toMatchObject({
      profit_before_tax: 100e6,
      net_profit: 70e6,
    });
  });
  it("leaves the equity method result itself unread as profit before tax", () => {
    expect(matchLabel("income_statement", "Loss from equity method investments", undefined)?.key).not.toBe(
      "profit_before_tax",
    );
  });
});

describe("ixpdf: dividends paid with the dividend equivalents of share awards", () => {
  it("reads the payments for dividends and dividend equivalents as dividends paid", () => {
    for (const label of [
      "Payments for dividends and dividend equivalents",
      "Dividends and dividend equivalents paid",
      "Payments for dividends",
    ]) {
      expect(matchLabel("cashflow_statement", label, undefined)?.key).toBe("dividends_paid");
    }
    expect(matchLabel("cashflow_statement", "Dividends received", undefined)?.key).not.toBe("dividends_paid");
  });
});

describe("ixpdf: a section of one line totalled without a label (UK 'Fixed assets': 'Investments' alone)", () => {
  const ukBalanceSheet = (fixedTotal: TextCell[]) =>
    statementsOf([
      [at("Statement of Financial Position", 30)],
      [at("As at 30 June 2025", 30)],
      [right("2025", 400), right("2024", 480)],
      [right("£", 400), right("£", 480)],
      [at("Fixed assets", 30)],
      row("Investments", "5,000", "5,000"),
      fixedTotal,
      [at("Current assets", 30)],
      row("Debtors: amounts falling due within one year", "3,000", "2,000"),
      row("Cash at bank and in hand", "1,000", "1,500"),
      [right("4,000", 400), right("3,500", 480)],
      row("Creditors: amounts falling due within one year", "(2,000)", "(1,500)"),
      row("Net current assets", "2,000", "2,000"),
      row("Total assets less current liabilities", "7,000", "7,000"),
      row("Net assets", "7,000", "7,000"),
      [at("Capital and reserves", 30)],
      row("Called up share capital", "1,000", "1,000"),
      row("Profit and loss account", "6,000", "6,000"),
      row("Total equity", "7,000", "7,000"),
    ]);
  it("reads the unlabelled figure equal to the one line as the total of non-current assets", () => {
    const s = ukBalanceSheet([right("5,000", 400), right("5,000", 480)]);
    expect(amounts(s.find((x) => x.period === "2025-06-30"))).toMatchObject({
      total_non_current_assets: 5000,
      total_current_assets: 4000,
      total_equity: 7000,
    });
  });
  it("does not read an unlabelled figure that is not the one line's", () => {
    const s = ukBalanceSheet([right("6,000", 400), right("5,500", 480)]);
    expect(amounts(s.find((x) => x.period === "2025-06-30")).total_non_current_assets).toBeUndefined();
  });
});
