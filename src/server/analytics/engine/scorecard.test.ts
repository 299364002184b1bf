import { describe, expect, it } from "vitest";
import { type MetricType, metricCatalogue, metricSectionTypes, metricTypes } from "../../../contract/analytics";
import {
  bandPoints,
  metricRules,
  metricWeights,
  NEUTRAL_POINTS,
  pointsFor,
  scoreBand,
  sectionWeights,
  totalScore,
} from "./scorecard";

describe("scorecard bands", () => {
  it("covers the whole number line for every metric, without gaps or overlaps", () => {
    for (const metric of metricTypes) {
      const bands = [...metricRules[metric].bands].sort((a, b) => (a.min ?? -Infinity) - (b.min ?? -Infinity));
      expect(bands[0]?.min, metric).toBeNull();
      expect(bands.at(-1)?.max, metric).toBeNull();
      for (let i = 1; i < bands.length; i++) expect(bands[i]?.min, metric).toBe(bands[i - 1]?.max);
      for (const b of bands) {
        expect(Number.isInteger(b.points) && b.points >= 0 && b.points <= 100, metric).toBe(true);
      }
    }
  });

  it("includes a band's lower bound and excludes its upper bound", () => {
    const bands = metricRules.current_ratio.bands;
    expect(bandPoints(bands, 2)).toBe(100);
    expect(bandPoints(bands, 1.9999)).toBe(90);
    expect(bandPoints(bands, 1.5)).toBe(90);
    expect(bandPoints(bands, 1.33)).toBe(75);
    expect(bandPoints(bands, 1.1)).toBe(55);
    expect(bandPoints(bands, 1)).toBe(40);
    expect(bandPoints(bands, 0.8)).toBe(20);
    expect(bandPoints(bands, 0.79)).toBe(0);
    expect(bandPoints(bands, -1)).toBe(0);
  });

  it("scores the debt ratios: lower is better, negative (free cash flow below zero) is worst", () => {
    expect(pointsFor("approximate_repayment_period", 0)).toBe(100);
    expect(pointsFor("approximate_repayment_period", 0.99)).toBe(100);
    expect(pointsFor("approximate_repayment_period", 2.5)).toBe(80);
    expect(pointsFor("approximate_repayment_period", 4)).toBe(50);
    expect(pointsFor("approximate_repayment_period", 7)).toBe(25);
    expect(pointsFor("approximate_repayment_period", 8)).toBe(0);
    expect(pointsFor("approximate_repayment_period", -3)).toBe(0);
    expect(pointsFor("total_balance_sheet_leverage", -0.5)).toBe(0);
    expect(pointsFor("total_balance_sheet_leverage", 0.5)).toBe(100);
    expect(pointsFor("total_balance_sheet_leverage", 2.9)).toBe(65);
  });

  it("scores standard thresholds of metrics.md", () => {
    expect(pointsFor("dscr", 1.25)).toBe(70);
    expect(pointsFor("dscr", 1.2)).toBe(45);
    expect(pointsFor("iscr", 2)).toBe(65);
    expect(pointsFor("iscr", 1.99)).toBe(45);
    expect(pointsFor("current_ratio", 1.33)).toBe(75);
    expect(pointsFor("quick_ratio", 1)).toBe(100);
    expect(pointsFor("margin_money_in_nwc", 0.25)).toBe(80);
    expect(pointsFor("cash_flow_efficiency_1", 1)).toBe(100);
    expect(pointsFor("cap_exp", 1)).toBe(100);
    expect(pointsFor("cap_exp", 0.3)).toBe(25);
  });

  it("gives payable days the most points when moderate", () => {
    expect(pointsFor("average_trade_payable_days", 10)).toBe(50);
    expect(pointsFor("average_trade_payable_days", 45)).toBe(100);
    expect(pointsFor("average_trade_payable_days", 100)).toBe(40);
    expect(pointsFor("average_trade_payable_days", 200)).toBe(10);
  });

  it("gives a negative working-capital cycle full points", () => {
    expect(pointsFor("net_working_capital_cycle", -20)).toBe(100);
    expect(pointsFor("net_working_capital_cycle", 200)).toBe(0);
  });

  it("gives neutral points when the basis is not available", () => {
    expect(pointsFor("free_cash_flow", null)).toBe(NEUTRAL_POINTS);
  });
});

describe("weights", () => {
  it("section weights sum to 1", () => {
    const sum = metricSectionTypes.reduce((s, k) => s + sectionWeights[k], 0);
    expect(sum).toBeCloseTo(1, 10);
  });

  it("metric weights sum to 1 within each section", () => {
    for (const section of metricSectionTypes) {
      const sum = (Object.keys(metricRules) as MetricType[])
        .filter((m) => metricCatalogue[m].section === section)
        .reduce((s, m) => s + metricRules[m].weight, 0);
      expect(sum, section).toBeCloseTo(1, 10);
    }
  });

  it("publishes one weight per metric whose effective weights sum to 1", () => {
    const weights = metricWeights();
    expect(weights.map((w) => w.metric_type).sort()).toEqual([...metricTypes].sort());
    expect(weights.reduce((s, w) => s + w.weight, 0)).toBeCloseTo(1, 5);
    const dscr = weights.find((w) => w.metric_type === "dscr");
    expect(dscr).toMatchObject({
      metric_section_type: "debt_repayment_capacity_cushion",
      section_weight: 0.16,
      metric_weight: 0.3,
      weight: 0.048,
    });
  });
});

describe("total score", () => {
  it("is 100 when every metric scores 100 and 0 when every metric scores 0", () => {
    expect(totalScore(metricTypes.map((metricType) => ({ metricType, points: 100 })))).toBe(100);
    expect(totalScore(metricTypes.map((metricType) => ({ metricType, points: 0 })))).toBe(0);
  });

  it("weights metrics within a section and sections within the total", () => {
    // Liquidity: current ratio (0.35) 100, quick ratio (0.30) 0 → 35 / 0.65 = 53.846…
    // Solvency: leverage 50 → 50. Total = (0.12 × 53.846 + 0.12 × 50) / 0.24 = 51.9
    expect(
      totalScore([
        { metricType: "current_ratio", points: 100 },
        { metricType: "quick_ratio", points: 0 },
        { metricType: "total_balance_sheet_leverage", points: 50 },
      ]),
    ).toBe(51.9);
    // Profitability 80 (0.14), cash strength 40 (0.10): (11.2 + 4) / 0.24 = 63.3
    expect(
      totalScore([
        { metricType: "net_profit_margin", points: 80 },
        { metricType: "free_cash_flow", points: 40 },
      ]),
    ).toBe(63.3);
  });

  it("is undefined without metrics", () => {
    expect(totalScore([])).toBeUndefined();
  });

  it("maps to bands at 80, 70 and 60", () => {
    expect(scoreBand(100)).toBe("excellent");
    expect(scoreBand(80)).toBe("excellent");
    expect(scoreBand(79.9)).toBe("good");
    expect(scoreBand(70)).toBe("good");
    expect(scoreBand(69.9)).toBe("marginal");
    expect(scoreBand(60)).toBe("marginal");
    expect(scoreBand(59.9)).toBe("weak");
    expect(scoreBand(0)).toBe("weak");
  });
});
