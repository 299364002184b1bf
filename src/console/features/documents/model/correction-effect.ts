import type { MetricType, MetricUnit, ScoreItem } from "../../../../contract/analytics";
import { metricCatalogue } from "../../../../contract/analytics";
import type { PeriodFigures } from "../api/period-figures";

/** One metric of the period whose value a correction moved (null: not computed on that side). */
export interface MetricMove {
  metric: MetricType;
  unit: MetricUnit;
  before: number | null;
  after: number | null;
  pointsBefore: number | null;
  pointsAfter: number | null;
}

/** What a correction did to its period's figures (issue 25). */
export interface CorrectionEffect {
  scoreBefore: ScoreItem | null;
  scoreAfter: ScoreItem | null;
  /** The metrics that moved, the largest change in points first. */
  moved: MetricMove[];
  /** Metrics of the period that did not move. */
  unchanged: number;
}

/** Values closer than this (relative) are the same figure: the engine's arithmetic is not exact. */
const EPSILON = 1e-9;

function same(a: number, b: number): boolean {
  return Math.abs(a - b) <= EPSILON * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Compares the period's figures read before a correction with those read once its recompute ran. */
export function correctionEffect(before: PeriodFigures | null, after: PeriodFigures): CorrectionEffect {
  const was = new Map((before?.metrics ?? []).map((m) => [m.metric_type, m]));
  const now = new Map(after.metrics.map((m) => [m.metric_type, m]));
  const moved: MetricMove[] = [];
  let unchanged = 0;
  for (const metric of new Set([...was.keys(), ...now.keys()])) {
    const b = was.get(metric);
    const a = now.get(metric);
    if (b && a && same(b.value, a.value)) {
      unchanged++;
      continue;
    }
    moved.push({
      metric,
      unit: metricCatalogue[metric].unit,
      before: b?.value ?? null,
      after: a?.value ?? null,
      pointsBefore: b?.points ?? null,
      pointsAfter: a?.points ?? null,
    });
  }
  const pointsMoved = (m: MetricMove) => Math.abs((m.pointsAfter ?? 0) - (m.pointsBefore ?? 0));
  moved.sort((x, y) => pointsMoved(y) - pointsMoved(x) || x.metric.localeCompare(y.metric));
  return { scoreBefore: before?.score ?? null, scoreAfter: after.score, moved, unchanged };
}
