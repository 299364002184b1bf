import { describe, expect, it } from "vitest";
import type { MetricItem, MetricType, MetricWeight } from "../../../../contract/analytics";
import { metricCatalogue } from "../../../../contract/analytics";
import { bandWords, explainScore, metricsOfPeriod, periodsOf } from "./explain-score";

function metric(
  type: MetricType,
  points: number,
  period = "2025-12-31",
  periodType: "yearly" | "quarterly" = "yearly",
) {
  const c = metricCatalogue[type];
  return {
    id: `${type}-${period}`,
    period,
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
    value: 1,
    points,
    metric_type: type,
    metric_section_type: c.section,
    period_type: periodType,
    unit: c.unit,
  } satisfies MetricItem;
}

function weight(type: MetricType, sectionWeight: number, metricWeight: number): MetricWeight {
  return {
    metric_section_type: metricCatalogue[type].section,
    metric_type: type,
    section_weight: sectionWeight,
    metric_weight: metricWeight,
    weight: sectionWeight * metricWeight,
    basis: "value",
    bands: [],
  };
}

const weights = [
  weight("dscr", 0.16, 0.3),
  weight("iscr", 0.16, 0.25),
  weight("approximate_repayment_period", 0.16, 0.45),
  weight("current_ratio", 0.12, 0.6),
  weight("quick_ratio", 0.12, 0.4),
  weight("gross_profit_margin", 0.14, 1),
];

describe("explainScore (docs/metrics.md: weighted means re-normalised over what is present)", () => {
  it("computes each section's score and the total from the published weights", () => {
    const e = explainScore(
      [
        metric("dscr", 100),
        metric("iscr", 50),
        metric("approximate_repayment_period", 80),
        metric("current_ratio", 90),
        metric("quick_ratio", 40),
        metric("gross_profit_margin", 60),
      ],
      weights,
    );
    const debt = e.sections.find((s) => s.section === "debt_repayment_capacity_cushion");
    // 0.3×100 + 0.25×50 + 0.45×80 = 78.5
    expect(debt?.score).toBeCloseTo(78.5, 6);
    const liquidity = e.sections.find((s) => s.section === "short_term_liquidity_and_working_capital");
    expect(liquidity?.score).toBeCloseTo(70, 6);
    // (0.16×78.5 + 0.12×70 + 0.14×60) / 0.42 = 69.904… → 69.9
    expect(e.total).toBe(69.9);
    expect(e.sections.map((s) => s.section)).toEqual([
      "debt_repayment_capacity_cushion",
      "profitability",
      "short_term_liquidity_and_working_capital",
    ]);
    const sum = e.sections.reduce((s, x) => s + x.contribution, 0);
    expect(sum).toBeCloseTo(69.904, 2);
    expect(e.missing).toEqual([]);
  });

  it("re-normalises within a section when a metric is missing (a debt-free company has no DSCR)", () => {
    const e = explainScore([metric("iscr", 100), metric("approximate_repayment_period", 60)], weights);
    // (0.25×100 + 0.45×60) / 0.7
    expect(e.sections[0]?.score).toBeCloseTo(74.2857, 3);
    expect(e.sections[0]?.metrics[0]?.shareInSection).toBeCloseTo(0.45 / 0.7, 6);
    expect(e.total).toBe(74.3);
    expect(e.missing).toEqual(["short_term_liquidity_and_working_capital", "profitability"]);
  });

  it("has no total without metrics", () => {
    expect(explainScore([], weights).total).toBeNull();
  });

  it("picks one period's metrics and lists periods newest first", () => {
    const items = [
      metric("dscr", 1, "2024-12-31"),
      metric("dscr", 2, "2025-12-31"),
      metric("dscr", 3, "2025-12-31", "quarterly"),
    ];
    expect(periodsOf(items)).toEqual(["2025-12-31", "2024-12-31"]);
    expect(metricsOfPeriod(items, "2025-12-31", "yearly").map((m) => m.points)).toEqual([2]);
  });
});

describe("bandWords", () => {
  const fmt = (n: number) => `${n}×`;
  it("says each band of the scorecard in words", () => {
    expect(bandWords({ min: 2, max: null, points: 100 }, fmt)).toBe("2× or more → 100 points");
    expect(bandWords({ min: 1.5, max: 2, points: 85 }, fmt)).toBe("1.5× to 2× → 85 points");
    expect(bandWords({ min: null, max: 0.75, points: 0 }, fmt)).toBe("below 0.75× → 0 points");
    expect(bandWords({ min: null, max: null, points: 1 }, fmt)).toBe("any value → 1 point");
  });
});
