import { describe, expect, it } from "vitest";
import { taxPrintedLikeInterest } from "./extract";
import { matchLabel } from "./synonyms";

describe("reader18: a pre-tax label that leaves out the equity-method share", () => {
  it("reads the US GAAP pre-tax line as profit before tax", () => {
    for (const label of [
      "Income before income taxes and equity in earnings of affiliates",
      "Income before income taxes and equity in net income of unconsolidated affiliates",
      "Earnings before income taxes and equity in earnings of investees",
    ]) {
      expect(matchLabel("income_statement", label, undefined)?.key).toBe("profit_before_tax");
    }
  });
  it("does not apply to the equity-method line itself, nor outside the income statement", () => {
    expect(matchLabel("income_statement", "Equity in earnings of affiliates, net of tax", undefined)?.key).not.toBe(
      "profit_before_tax",
    );
    expect(
      matchLabel("balance_sheet", "Income before income taxes and equity in earnings of affiliates", undefined),
    ).toBe(undefined);
  });
});

describe("reader18: a tax line in parentheses beside an interest expense in parentheses", () => {
  it("is an expense under a provision label", () => {
    expect(taxPrintedLikeInterest({ label: "Provision for income taxes" }, true)).toBe(true);
  });
  it("is left alone when the label names a benefit, or interest is printed plain", () => {
    expect(taxPrintedLikeInterest({ label: "Provision for (benefit from) income taxes" }, true)).toBe(false);
    expect(taxPrintedLikeInterest({ label: "Income tax benefit" }, true)).toBe(false);
    expect(taxPrintedLikeInterest({ label: "Provision for income taxes" }, false)).toBe(false);
  });
});
