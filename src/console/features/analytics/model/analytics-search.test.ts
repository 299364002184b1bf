import { describe, expect, it } from "vitest";
import { validateAnalyticsSearch } from "./analytics-search";

const validate = (raw: Record<string, unknown>) =>
  validateAnalyticsSearch(raw as Parameters<typeof validateAnalyticsSearch>[0]);

describe("analytics search", () => {
  it("defaults to yearly and drops invalid values", () => {
    expect(validate({})).toEqual({ period_type: "yearly" });
    expect(validate({ period_type: "monthly", date_from: "soon", period: "" })).toEqual({ period_type: "yearly" });
  });

  it("reads the pickers", () => {
    expect(
      validate({ period_type: "quarterly", date_from: "2023-01-01", section: "cash_strength", period: "2024-03-31" }),
    ).toMatchObject({
      period_type: "quarterly",
      date_from: "2023-01-01",
      section: "cash_strength",
      period: "2024-03-31",
    });
  });
});
