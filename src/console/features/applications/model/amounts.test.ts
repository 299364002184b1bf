import { describe, expect, it } from "vitest";
import { amountDifference, amountLabel, formatAmount } from "./amounts";

describe("amount words", () => {
  it("names the requested and approved amounts by type", () => {
    expect(amountLabel("credit_terms", "requested")).toBe("Credit limit requested");
    expect(amountLabel("factoring", "approved")).toBe("Facility limit approved");
    expect(amountLabel("trade_finance", "requested")).toBe("Monthly facility requested");
  });

  it("formats an amount with its basis", () => {
    expect(formatAmount({ amount: 14333, currency: "USD", basis: "per_month" })).toBe("USD 14,333 per month");
    expect(formatAmount({ amount: 1221000, currency: "EUR", basis: "total" })).toBe("EUR 1,221,000");
    expect(formatAmount(null)).toBe("—");
  });

  it("compares only like with like", () => {
    const monthly = { amount: 15000, currency: "USD", basis: "per_month" as const };
    expect(amountDifference(monthly, { ...monthly, amount: 14000 }, "monthly facility")).toBe(
      "USD 1,000 per month (6.7 %) below the requested monthly facility",
    );
    expect(amountDifference(monthly, { ...monthly, amount: 16500 })).toBe(
      "USD 1,500 per month (10 %) above the requested amount",
    );
    // A total is never set against a monthly facility, nor EUR against USD.
    expect(amountDifference(monthly, { amount: 136000, currency: "USD", basis: "total" })).toBe("");
    expect(amountDifference(monthly, { amount: 14000, currency: "EUR", basis: "per_month" })).toBe("");
    expect(amountDifference(monthly, monthly)).toBe("");
    expect(amountDifference(null, monthly)).toBe("");
  });
});
