import type {
  MetricItem,
  MetricSectionType,
  MetricType,
  MetricUnit,
  MetricWeight,
  PeriodType,
} from "../../../../contract/analytics";

/**
 * How a total_score comes from a period's metrics and the published scorecard
 * (GET /resources/weights/metrics; docs/metrics.md "Scorecard"): each section's score is the
 * weighted mean of the points of its metrics present in the period; the total is the weighted mean
 * of the sections that have at least one metric (weights re-normalised over what is present),
 * rounded to 0.1.
 */
export interface MetricExplanation {
  metric: MetricType;
  section: MetricSectionType;
  value: number;
  unit: MetricUnit;
  points: number;
  /** Published weight within the section. */
  metricWeight: number;
  /** Share of the section score once normalised over the metrics present. */
  shareInSection: number;
  /** Points this metric adds to the total (points × its share of the total). */
  contribution: number;
}

export interface SectionExplanation {
  section: MetricSectionType;
  /** Published weight of the section in the total. */
  sectionWeight: number;
  /** Share of the total once normalised over the sections present. */
  shareInTotal: number;
  /** Weighted mean of its metrics' points, 0-100. */
  score: number;
  /** Points this section adds to the total. */
  contribution: number;
  metrics: MetricExplanation[];
}

export interface ScoreExplanation {
  sections: SectionExplanation[];
  /** Sections of the scorecard with no metric in this period (left out of the total). */
  missing: MetricSectionType[];
  /** The recomputed total, rounded to 0.1 like the service. */
  total: number | null;
}

export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Metrics of one period and period type. */
export function metricsOfPeriod(metrics: readonly MetricItem[], period: string, periodType: PeriodType): MetricItem[] {
  return metrics.filter((m) => m.period === period && m.period_type === periodType);
}

/** Period ends present in the metrics, newest first. */
export function periodsOf(metrics: readonly MetricItem[]): string[] {
  return [...new Set(metrics.map((m) => m.period))].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
}

export function explainScore(metrics: readonly MetricItem[], weights: readonly MetricWeight[]): ScoreExplanation {
  const weightOf = new Map(weights.map((w) => [w.metric_type, w]));
  const sectionWeight = new Map(weights.map((w) => [w.metric_section_type, w.section_weight]));
  const bySection = new Map<MetricSectionType, MetricItem[]>();
  for (const m of metrics) {
    if (!weightOf.has(m.metric_type)) continue;
    const list = bySection.get(m.metric_section_type) ?? [];
    list.push(m);
    bySection.set(m.metric_section_type, list);
  }
  const presentSectionWeight = [...bySection.keys()].reduce((s, k) => s + (sectionWeight.get(k) ?? 0), 0);
  const sections: SectionExplanation[] = [];
  for (const [section, items] of bySection) {
    const sw = sectionWeight.get(section) ?? 0;
    const shareInTotal = presentSectionWeight > 0 ? sw / presentSectionWeight : 0;
    const presentMetricWeight = items.reduce((s, m) => s + (weightOf.get(m.metric_type)?.metric_weight ?? 0), 0);
    const explained = items.map((m): MetricExplanation => {
      const mw = weightOf.get(m.metric_type)?.metric_weight ?? 0;
      const shareInSection = presentMetricWeight > 0 ? mw / presentMetricWeight : 0;
      return {
        metric: m.metric_type,
        section,
        value: m.value,
        unit: m.unit,
        points: m.points,
        metricWeight: mw,
        shareInSection,
        contribution: m.points * shareInSection * shareInTotal,
      };
    });
    const score = explained.reduce((s, m) => s + m.points * m.shareInSection, 0);
    explained.sort((a, b) => b.metricWeight - a.metricWeight || a.metric.localeCompare(b.metric));
    sections.push({
      section,
      sectionWeight: sw,
      shareInTotal,
      score,
      contribution: score * shareInTotal,
      metrics: explained,
    });
  }
  sections.sort((a, b) => b.sectionWeight - a.sectionWeight || a.section.localeCompare(b.section));
  const all = [...new Set(weights.map((w) => w.metric_section_type))];
  const missing = all.filter((s) => !bySection.has(s));
  const total = sections.length
    ? round1(
        Math.min(
          100,
          Math.max(
            0,
            sections.reduce((s, x) => s + x.contribution, 0),
          ),
        ),
      )
    : null;
  return { sections, missing, total };
}

/** A scorecard band in words: "≥ 2 → 100 points", "1.5 to 2 → 85 points", "< 0.75 → 0 points". */
export function bandWords(
  band: { min: number | null; max: number | null; points: number },
  format: (n: number) => string,
) {
  const pts = `${band.points} point${band.points === 1 ? "" : "s"}`;
  if (band.min === null && band.max === null) return `any value → ${pts}`;
  if (band.min === null) return `below ${format(band.max as number)} → ${pts}`;
  if (band.max === null) return `${format(band.min)} or more → ${pts}`;
  return `${format(band.min)} to ${format(band.max)} → ${pts}`;
}
