import { Fragment, type ReactNode } from "react";
import type { MetricSectionType, MetricType, PeriodType } from "../../../../contract/analytics";
import { Badge } from "../../../components/badge";
import { SelectField } from "../../../components/form-fields";
import { formatDate } from "../../../lib/format";
import { bandLabels, bandOf, bandTones, formatScore } from "../../../lib/score-band";
import type { ScoreExplanation, SectionExplanation } from "../model/explain-score";
import { formatMetricValue, formatWeight, metricLabels, periodLabel, sectionLabels } from "../model/labels";
import { SectionScoresChart } from "./section-scores-chart";

/**
 * The metrics of one period, section by section: a chart of the section scores, then a card per
 * section with its metrics (value in its unit, points, weight in the section, what it adds to the
 * total score). A metric's name opens its trend over the periods shown.
 */
export function MetricsBySection({
  explanation,
  periods,
  period,
  periodType,
  section,
  metric,
  currency,
  onPeriod,
  onMetric,
  renderTrend,
}: {
  explanation: ScoreExplanation;
  periods: readonly string[];
  period: string;
  periodType: PeriodType;
  section?: MetricSectionType;
  metric?: MetricType;
  currency?: string | null;
  onPeriod: (period: string) => void;
  onMetric: (metric: MetricType | undefined) => void;
  /** The trend of the open metric, shown under its row. */
  renderTrend: (metric: MetricType) => ReactNode;
}) {
  const sections = section ? explanation.sections.filter((s) => s.section === section) : explanation.sections;
  return (
    <div className="stack">
      <div className="filters filters--inline">
        <SelectField
          label="Period"
          options={periods.map((p) => ({ value: p, label: `${periodLabel(p, periodType)} (ended ${formatDate(p)})` }))}
          value={period}
          onChange={(e) => onPeriod(e.target.value)}
        />
      </div>
      {explanation.sections.length > 0 ? <SectionScoresChart sections={explanation.sections} period={period} /> : null}
      {sections.length === 0 ? <p className="muted">No metric of this section was computed for this period.</p> : null}
      <div className={`metric-sections${section ? " metric-sections--single" : ""}`}>
        {sections.map((s) => (
          <SectionCard
            key={s.section}
            section={s}
            metric={metric}
            currency={currency}
            onMetric={onMetric}
            renderTrend={renderTrend}
          />
        ))}
      </div>
    </div>
  );
}

function SectionCard({
  section: s,
  metric,
  currency,
  onMetric,
  renderTrend,
}: {
  section: SectionExplanation;
  metric?: MetricType;
  currency?: string | null;
  onMetric: (metric: MetricType | undefined) => void;
  renderTrend: (metric: MetricType) => ReactNode;
}) {
  const band = bandOf(s.score);
  return (
    <section className="metric-section" aria-labelledby={`section-${s.section}`}>
      <header className="metric-section__header">
        <h3 id={`section-${s.section}`} className="metric-section__title">
          {sectionLabels[s.section]}
        </h3>
        <span className="metric-section__score">
          <strong>{formatScore(s.score)}</strong> <Badge tone={bandTones[band]}>{bandLabels[band]}</Badge>
        </span>
        <span className="metric-section__meta muted small">
          Weight {formatWeight(s.sectionWeight)} of the score · adds {formatScore(s.contribution)} points
        </span>
      </header>
      {/* Columns as wide as their figures; a narrow card leaves out Weight and Adds (the scorecard
          below explains them), and scrolls only when even that does not fit. */}
      <div className="metric-table-wrap">
        <table className="table metric-table">
          <caption className="visually-hidden">Metrics of {sectionLabels[s.section]}</caption>
          <thead>
            <tr>
              <th scope="col">Metric</th>
              <th scope="col" className="num">
                Value
              </th>
              <th scope="col" className="num">
                Points
              </th>
              <th scope="col" className="num metric-table__extra">
                Weight
              </th>
              <th scope="col" className="num metric-table__extra">
                Adds
              </th>
            </tr>
          </thead>
          <tbody>
            {s.metrics.map((m) => {
              const open = metric === m.metric;
              return (
                <Fragment key={m.metric}>
                  <tr>
                    <th scope="row">
                      <button
                        type="button"
                        className="link-button"
                        aria-expanded={open}
                        aria-controls={open ? `trend-${m.metric}` : undefined}
                        title={open ? "Hide the trend" : "Show the trend over the periods"}
                        onClick={() => onMetric(open ? undefined : m.metric)}
                      >
                        <span aria-hidden="true" className="link-button__chevron">
                          {open ? "▾" : "▸"}
                        </span>
                        {metricLabels[m.metric]}
                      </button>
                    </th>
                    <td className="num metric-table__value">{formatMetricValue(m.value, m.unit, currency)}</td>
                    <td className="num">
                      <span className="points" style={{ ["--points" as string]: `${m.points}%` }}>
                        {m.points}
                      </span>
                    </td>
                    <td className="num nowrap metric-table__extra">{formatWeight(m.metricWeight)}</td>
                    <td className="num nowrap metric-table__extra">{formatScore(m.contribution)}</td>
                  </tr>
                  {open ? (
                    <tr className="trend-row">
                      <td colSpan={5} id={`trend-${m.metric}`}>
                        {renderTrend(m.metric)}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
