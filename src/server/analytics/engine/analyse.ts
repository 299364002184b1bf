import {
  type MetricSectionType,
  type MetricType,
  type PeriodType,
  type ScoreBand,
  sectionOf,
} from "../../../contract/analytics";
import { computeMetrics } from "./metrics";
import { buildPeriods, type StatementInput } from "./periods";
import { pointsFor, scoreBand, totalScore } from "./scorecard";

export interface ScoredMetric {
  period: string;
  periodType: PeriodType;
  metricType: MetricType;
  metricSectionType: MetricSectionType;
  value: number;
  points: number;
}

export interface Score {
  /** Scoring date: the as-of date (period end) of the statements the score rates. */
  date: string;
  periodType: PeriodType;
  totalScore: number;
  band: ScoreBand;
}

export interface Analysis {
  metrics: ScoredMetric[];
  scores: Score[];
  /** Ids of the documents that entered at least one metric. */
  usedDocumentIds: string[];
}

/**
 * Everything the analytics store holds for one subject, from its extracted statements: every
 * metric of every period with its points, and one score per scoring date (the yearly period's
 * metrics where a year ends on that date, else the quarter's).
 */
export function analyse(statements: readonly StatementInput[]): Analysis {
  const metrics: ScoredMetric[] = [];
  const used = new Set<string>();
  const byDate = new Map<string, Map<PeriodType, ScoredMetric[]>>();
  for (const p of buildPeriods(statements)) {
    const scored = computeMetrics(p).map(
      (m): ScoredMetric => ({
        period: p.period,
        periodType: p.periodType,
        metricType: m.metricType,
        metricSectionType: sectionOf(m.metricType),
        value: m.value,
        points: pointsFor(m.metricType, m.basis),
      }),
    );
    if (scored.length === 0) continue;
    metrics.push(...scored);
    for (const id of p.sourceIds ?? []) used.add(id);
    const forDate = byDate.get(p.period) ?? new Map<PeriodType, ScoredMetric[]>();
    forDate.set(p.periodType, scored);
    byDate.set(p.period, forDate);
  }
  const scores: Score[] = [];
  for (const [date, forDate] of [...byDate].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const periodType: PeriodType = forDate.has("yearly") ? "yearly" : "quarterly";
    const total = totalScore(forDate.get(periodType) ?? []);
    if (total !== undefined) scores.push({ date, periodType, totalScore: total, band: scoreBand(total) });
  }
  return { metrics, scores, usedDocumentIds: [...used] };
}
