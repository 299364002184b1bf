import { describe, expect, it } from "vitest";
import type { LineItem, LineItemKey } from "../../contract/chart-of-accounts";
import { type CheckedStatement, checkStatement, checkStatements } from "./checks";

const items = (amounts: Partial<Record<LineItemKey, number>>, confidence?: number): LineItem[] =>
  Object.entries(amounts).map(([key, amount]) => ({
    key: key as LineItemKey,
    label: key.replace(/_/g, " "),
    amount: amount ?? 0,
    ...(confidence === undefined ? {} : { confidence }),
  }));

const statement = (
  documentType: CheckedStatement["documentType"],
  amounts: Partial<Record<LineItemKey, number>>,
  extra: Partial<CheckedStatement> = {},
): CheckedStatement => ({
  documentType,
  period: "2025-12-31",
  periodType: "yearly",
  lineItems: items(amounts),
  ...extra,
});

const balanced = {
  cash: 1_200_000,
  trade_receivables: 800_000,
  total_current_assets: 2_000_000,
  total_non_current_assets: 3_000_000,
  total_assets: 5_000_000,
  total_current_liabilities: 1_000_000,
  total_non_current_liabilities: 1_500_000,
  total_liabilities: 2_500_000,
  total_equity: 2_500_000,
};

const failed = (s: CheckedStatement) =>
  checkStatement(s)
    .checks.filter((c) => !c.passed)
    .map((c) => c.name);

describe("document checks", () => {
  it("a balanced balance sheet is auto_accepted, with the checks it passed", () => {
    const r = checkStatement(statement("balance_sheet", balanced));
    expect(r.reviewStatus).toBe("auto_accepted");
    expect(r.checks.map((c) => c.name)).toEqual([
      "balance_sheet_identity",
      "subtotal_assets",
      "subtotal_liabilities",
      "sign_plausible",
    ]);
  });

  it("ties total liabilities and equity, printed besides its parts, to total assets", () => {
    const both = checkStatement(statement("balance_sheet", { ...balanced, total_liabilities_and_equity: 5_000_000 }));
    expect(both.checks.find((c) => c.name === "balance_sheet_total")).toMatchObject({ passed: true });
    const off = checkStatement(statement("balance_sheet", { ...balanced, total_liabilities_and_equity: 5_100_000 }));
    expect(off.reviewStatus).toBe("needs_review");
    expect(off.checks.find((c) => c.name === "balance_sheet_total")).toMatchObject({ passed: false });
  });

  it("assets that do not equal liabilities + equity need review, saying by how much", () => {
    const r = checkStatement(statement("balance_sheet", { ...balanced, total_equity: 2_400_000 }));
    expect(r.reviewStatus).toBe("needs_review");
    expect(r.checks.find((c) => c.name === "balance_sheet_identity")).toMatchObject({
      passed: false,
      detail: expect.stringContaining("off by 100,000"),
    });
  });

  it("rounding of printed figures is tolerated; a wrong subtotal is not", () => {
    expect(failed(statement("balance_sheet", { ...balanced, total_assets: 5_000_001 }))).toEqual([]);
    expect(failed(statement("balance_sheet", { ...balanced, total_current_assets: 2_500_000 }))).toEqual([
      "subtotal_assets",
    ]);
  });

  it("the income statement chain: gross profit, profit before tax, net profit", () => {
    const good = {
      revenue: 10_000_000,
      cost_of_goods_sold: 6_000_000,
      gross_profit: 4_000_000,
      operating_profit: 1_500_000,
      interest_expense: 200_000,
      profit_before_tax: 1_300_000,
      income_tax: 300_000,
      net_profit: 1_000_000,
    };
    expect(failed(statement("income_statement", good))).toEqual([]);
    // A 1000× scale slip on one line breaks the chain.
    expect(failed(statement("income_statement", { ...good, income_tax: 300 }))).toEqual(["income_chain_net_profit"]);
    expect(failed(statement("income_statement", { ...good, gross_profit: 4_400_000 }))).toEqual([
      "income_chain_gross_profit",
    ]);
  });

  it("cash flow articulation and the cash tie with the balance sheet", () => {
    const cf = statement("cashflow_statement", {
      net_cash_from_operating_activities: 500_000,
      net_cash_from_investing_activities: -200_000,
      net_cash_from_financing_activities: -100_000,
      net_change_in_cash: 200_000,
      cash_at_beginning: 1_000_000,
      cash_at_end: 1_200_000,
    });
    const bs = statement("balance_sheet", balanced);
    const [bsResult, cfResult] = checkStatements([bs, cf]);
    expect(cfResult?.reviewStatus).toBe("auto_accepted");
    expect(cfResult?.checks.map((c) => c.name)).toEqual(["cash_flow_articulation", "subtotal_cash_flows", "tie_cash"]);
    expect(bsResult?.checks.map((c) => c.name)).toContain("tie_cash");

    const offCash = statement("balance_sheet", { ...balanced, cash: 1_100_000, trade_receivables: 900_000 });
    expect(checkStatements([offCash, cf]).map((r) => r.reviewStatus)).toEqual(["needs_review", "needs_review"]);
    expect(
      failed({
        ...cf,
        lineItems: items({ cash_at_beginning: 1_000_000, net_change_in_cash: 200_000, cash_at_end: 1_250_000 }),
      }),
    ).toEqual(["cash_flow_articulation"]);
  });

  it("low confidence, an ambiguous period or an implausible assumed scale need review", () => {
    const lowConfidence = { ...statement("balance_sheet", {}), lineItems: items(balanced, 0.6) };
    expect(failed(lowConfidence)).toEqual(["values_certain"]);
    const reading = { numberConvention: "1,234.56", scale: 1, scaleSource: null, periodAmbiguous: false, ocr: false };
    expect(failed(statement("balance_sheet", balanced, { reading: { ...reading, periodAmbiguous: true } }))).toEqual([
      "period_unambiguous",
    ]);
    const small = { total_assets: 500, total_liabilities: 200, total_equity: 300 };
    expect(failed(statement("balance_sheet", small, { reading }))).toEqual(["scale_plausible"]);
    expect(
      failed(statement("balance_sheet", small, { reading: { ...reading, scale: 1000, scaleSource: "in thousands" } })),
    ).toEqual([]);
  });

  it("a statement read without its grand totals is accepted only when a check ties every figure", () => {
    const cf = statement("cashflow_statement", {
      net_cash_from_operating_activities: 500_000,
      net_cash_from_investing_activities: -200_000,
      net_cash_from_financing_activities: -100_000,
      net_change_in_cash: 200_000,
      cash_at_beginning: 1_000_000,
      cash_at_end: 1_200_000,
    });
    // Two lines of a balance sheet (cash, receivables), the cash tied to the cash flow statement.
    const part = statement("balance_sheet", { cash: 1_200_000, trade_receivables: 800_000 });
    const [partResult] = checkStatements([part, cf]);
    expect(partResult?.reviewStatus).toBe("needs_review");
    expect(partResult?.checks.find((c) => c.name === "totals_printed")).toMatchObject({
      passed: false,
      detail: expect.stringContaining("trade receivables"),
    });
    // Cash alone, tied to the cash flow statement: every figure is confirmed.
    const [cashOnly] = checkStatements([statement("balance_sheet", { cash: 1_200_000 }), cf]);
    expect(cashOnly?.checks.find((c) => c.name === "totals_printed")?.passed).toBe(true);
    // A whole statement does not get the check.
    const [whole] = checkStatements([statement("balance_sheet", balanced), cf]);
    expect(whole?.checks.map((c) => c.name)).not.toContain("totals_printed");
    // The top of an income statement: tied by the gross-profit chain, but not a line below it.
    const top = { revenue: 10_000_000, cost_of_goods_sold: 6_000_000, gross_profit: 4_000_000 };
    expect(failed(statement("income_statement", top))).toEqual([]);
    expect(failed(statement("income_statement", { ...top, interest_expense: 100_000 }))).toEqual(["totals_printed"]);
  });

  it("an OCR'd statement is accepted only when some total confirms it", () => {
    const reading = {
      numberConvention: "1,234.56",
      scale: 1,
      scaleSource: "in EUR",
      periodAmbiguous: false,
      ocr: true,
    };
    expect(checkStatement(statement("balance_sheet", balanced, { reading })).reviewStatus).toBe("auto_accepted");
    expect(checkStatement(statement("balance_sheet", { cash: 5_000 }, { reading })).reviewStatus).toBe("needs_review");
  });
});
