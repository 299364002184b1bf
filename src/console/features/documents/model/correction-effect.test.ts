import { describe, expect, it } from "vitest";
import type { MetricItem, ScoreItem } from "../../../../contract/analytics";
import type { PeriodFigures } from "../api/period-figures";
import { correctionEffect } from "./correction-effect";

const at = "2026-01-10T10:00:00.000Z";

function metric(metric_type: MetricItem["metric_type"], value: number, points: number): MetricItem {
  return {
    id: `00000000-0000-4000-8000-${String(value).replace(/\D/g, "").padStart(12, "0").slice(0, 12)}`,
    period: "2025-03-31",
    created_at: at,
    updated_at: at,
    value,
    points,
    metric_type,
    metric_section_type: "profitability",
    period_type: "quarterly",
    unit: "fraction",
  };
}

function score(total_score: number, band: ScoreItem["band"]): ScoreItem {
  return {
    id: "0f8fad5b-d9cb-469f-a165-70867728950e",
    date: "2025-03-31",
    total_score,
    created_at: at,
    updated_at: at,
    band,
    period_type: "quarterly",
  };
}

function figures(metrics: MetricItem[], s: ScoreItem | null): PeriodFigures {
  return { period: "2025-03-31", periodType: "quarterly", metrics, score: s, recalculating: false };
}

describe("correctionEffect", () => {
  it("lists the metrics that moved, the largest change in points first, and the score before and after", () => {
    const before = figures(
      [metric("net_profit_margin", 0.12, 80), metric("roace", 0.1, 60), metric("current_ratio", 1.5, 70)],
      score(79.9, "good"),
    );
    const after = figures(
      [metric("net_profit_margin", -0.05, 0), metric("roace", 0.08, 50), metric("current_ratio", 1.5, 70)],
      score(68.6, "marginal"),
    );
    const effect = correctionEffect(before, after);
    expect(effect.scoreBefore?.total_score).toBe(79.9);
    expect(effect.scoreAfter?.band).toBe("marginal");
    expect(effect.moved.map((m) => [m.metric, m.before, m.after])).toEqual([
      ["net_profit_margin", 0.12, -0.05],
      ["roace", 0.1, 0.08],
    ]);
    expect(effect.unchanged).toBe(1);
  });

  it("names a metric that appeared or went, and treats rounding noise as no change", () => {
    const before = figures([metric("dscr", 2, 90), metric("current_ratio", 1.5, 70)], null);
    const after = figures([metric("iscr", 3, 90), metric("current_ratio", 1.5 + 1e-13, 70)], score(75, "good"));
    const effect = correctionEffect(before, after);
    expect(effect.moved.map((m) => [m.metric, m.before, m.after])).toEqual([
      ["dscr", 2, null],
      ["iscr", null, 3],
    ]);
    expect(effect.unchanged).toBe(1);
    expect(effect.scoreBefore).toBeNull();
  });

  it("without a before read, every metric after is new", () => {
    const effect = correctionEffect(null, figures([metric("roace", 0.1, 60)], null));
    expect(effect.moved).toHaveLength(1);
    expect(effect.moved[0]?.before).toBeNull();
  });
});
