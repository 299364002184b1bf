import { useMemo } from "react";
import { metricSectionTypeSchema, metricTypeSchema, type ScoreItem } from "../../../../contract/analytics";
import { Badge } from "../../../components/badge";
import { Panel } from "../../../components/page";
import { EmptyState, ErrorState, Skeleton } from "../../../components/states";
import { formatDate } from "../../../lib/format";
import { bandLabels, bandTones, formatScore } from "../../../lib/score-band";
import { useAwaitingReview } from "../api/get-awaiting-review";
import { useMetrics } from "../api/list-metrics";
import { useScores } from "../api/list-scores";
import { useStatementCurrencies } from "../api/list-statement-currencies";
import { useWeights } from "../api/list-weights";
import type { AnalyticsSearch } from "../model/analytics-search";
import { explainScore, metricsOfPeriod, periodsOf, round1 } from "../model/explain-score";
import { periodTypeLabels, sectionLabels } from "../model/labels";
import type { AnalyticsSubject } from "../model/subject";
import { AnalyticsPickers, type AnalyticsSearchChange } from "./analytics-pickers";
import { AwaitingReviewNotice } from "./awaiting-review-notice";
import { MetricTrendChart } from "./metric-trend-chart";
import { MetricsBySection } from "./metrics-by-section";
import { ScoreHistoryChart } from "./score-history-chart";
import { ScorecardPanel } from "./scorecard-panel";

/**
 * Analytics of an organization or a private record: the pickers (period type, date range,
 * section), the latest score, the score history chart, the metrics by section (chart and tables,
 * a metric's trend), and the scorecard explaining the score.
 */
export function AnalyticsView({
  subject,
  search,
  onChange,
  currency,
}: {
  subject: AnalyticsSubject;
  search: AnalyticsSearch;
  onChange: (change: AnalyticsSearchChange) => void;
  currency?: string | null;
}) {
  const range = useMemo(
    () => ({ date_from: search.date_from, date_to: search.date_to }),
    [search.date_from, search.date_to],
  );
  const filter = useMemo(() => ({ period_type: search.period_type, ...range }), [search.period_type, range]);
  const scores = useScores(subject, range);
  const metrics = useMetrics(subject, filter);
  const weights = useWeights();
  const currencies = useStatementCurrencies(subject);
  const awaitingReview = useAwaitingReview(subject);
  // Money metrics are in the statements' currency: named when the statements use one.
  const moneyCurrency = currencies.data?.length === 1 ? currencies.data[0] : currencies.data?.length ? null : currency;

  const section = metricSectionTypeSchema.safeParse(search.section);
  const metric = metricTypeSchema.safeParse(search.metric);
  const periods = useMemo(() => periodsOf(metrics.data ?? []), [metrics.data]);
  const period = search.period && periods.includes(search.period) ? search.period : periods[0];
  const explanation = useMemo(
    () =>
      explainScore(period ? metricsOfPeriod(metrics.data ?? [], period, search.period_type) : [], weights.data ?? []),
    [metrics.data, period, search.period_type, weights.data],
  );
  const scoreOfPeriod = scores.data?.find((s) => s.date === period && s.period_type === search.period_type);
  // The score line, the latest score and its change follow the period type picked above: a yearly
  // score is never compared with a quarterly one.
  const typed = useMemo(
    () => (scores.data ?? []).filter((s) => s.period_type === search.period_type),
    [scores.data, search.period_type],
  );
  const latest = typed[typed.length - 1];
  const previous = typed[typed.length - 2];
  // Sections the latest score had no statements for: said beside the score, not only at the bottom.
  const latestMissing = useMemo(
    () =>
      latest && metrics.data && weights.data
        ? explainScore(metricsOfPeriod(metrics.data, latest.date, latest.period_type), weights.data).missing
        : [],
    [latest, metrics.data, weights.data],
  );
  const typeWords = periodTypeLabels[search.period_type].toLowerCase();

  const nothingYet = scores.data?.length === 0 && metrics.data?.length === 0 && !search.date_from && !search.date_to;

  return (
    <>
      <AnalyticsPickers search={search} onChange={onChange} />
      {nothingYet ? (
        <EmptyState title="No analytics yet">
          Metrics and the score are computed from extracted balance sheets, income statements and cash flow statements.
          Upload financial statements (PDF) to see them here.
          <AwaitingReviewNotice subject={subject} count={awaitingReview.data} />
        </EmptyState>
      ) : (
        <>
          <div className="analytics-top">
            <Panel title="Latest score">
              {scores.isPending ? (
                <Skeleton lines={2} label="Loading the score" />
              ) : scores.isError ? (
                <ErrorState error={scores.error} onRetry={() => void scores.refetch()} />
              ) : latest ? (
                <div className="score-card score-card--column">
                  <p className="score-card__value">
                    <span className="visually-hidden">Latest total score </span>
                    {formatScore(latest.total_score)}
                    <span className="score-card__max">/ 100</span>
                  </p>
                  <Badge tone={bandTones[latest.band]}>{bandLabels[latest.band]}</Badge>
                  <span className="muted small">
                    {periodTypeLabels[latest.period_type]} statements ended {formatDate(latest.date)}
                  </span>
                  {latestMissing.length > 0 ? (
                    <p className="notice notice--warning score-card__warning" role="note">
                      <strong>Incomplete:</strong> computed without{" "}
                      {latestMissing.map((m) => sectionLabels[m].toLowerCase()).join(", ")}: the other sections' weights
                      stand in for them, so read this score with care.
                    </p>
                  ) : null}
                  <AwaitingReviewNotice subject={subject} count={awaitingReview.data} />
                  {previous ? <ScoreChange latest={latest} previous={previous} /> : null}
                </div>
              ) : (
                <>
                  <p className="muted">No {typeWords} score in this date range.</p>
                  <AwaitingReviewNotice subject={subject} count={awaitingReview.data} />
                </>
              )}
            </Panel>
            <Panel title="Score history">
              {scores.isPending ? (
                <Skeleton lines={6} label="Loading the score history" />
              ) : scores.isError ? (
                <ErrorState error={scores.error} onRetry={() => void scores.refetch()} />
              ) : typed.length === 0 ? (
                <p className="muted">No {typeWords} score in this date range.</p>
              ) : (
                <ScoreHistoryChart scores={typed} />
              )}
            </Panel>
          </div>
          <Panel title="Metrics by section">
            {currencies.data && currencies.data.length > 1 ? (
              <p className="notice notice--warning" role="note">
                The statements are in several currencies ({currencies.data.join(", ")}): amounts are shown as extracted,
                without a currency, and are not comparable across statements.
              </p>
            ) : null}
            {metrics.isPending || weights.isPending ? (
              <Skeleton lines={8} label="Loading the metrics" />
            ) : metrics.isError || weights.isError ? (
              <ErrorState
                error={metrics.error ?? weights.error}
                onRetry={() => {
                  void metrics.refetch();
                  void weights.refetch();
                }}
              />
            ) : !period ? (
              <p className="muted">
                No {periodTypeLabels[search.period_type].toLowerCase()} metrics in this date range.
                {search.period_type === "yearly" ? " Try quarterly periods." : " Try yearly periods."}
              </p>
            ) : (
              <MetricsBySection
                explanation={explanation}
                periods={periods}
                period={period}
                periodType={search.period_type}
                section={section.success ? section.data : undefined}
                metric={metric.success ? metric.data : undefined}
                currency={moneyCurrency}
                onPeriod={(p) => onChange({ period: p })}
                onMetric={(m) => onChange({ metric: m })}
                renderTrend={(m) => (
                  <MetricTrendChart
                    metric={m}
                    items={metrics.data}
                    periodType={search.period_type}
                    currency={moneyCurrency}
                  />
                )}
              />
            )}
          </Panel>
          <Panel title="How the score is computed">
            {weights.isPending ? (
              <Skeleton lines={4} label="Loading the scorecard" />
            ) : weights.isError ? (
              <ErrorState error={weights.error} onRetry={() => void weights.refetch()} />
            ) : (
              <ScorecardPanel explanation={explanation} weights={weights.data} score={scoreOfPeriod} period={period} />
            )}
          </Panel>
        </>
      )}
    </>
  );
}

function ScoreChange({ latest, previous }: { latest: ScoreItem; previous: ScoreItem }) {
  const delta = round1(latest.total_score - previous.total_score);
  const words = delta > 0 ? `up ${formatScore(delta)}` : delta < 0 ? `down ${formatScore(-delta)}` : "unchanged";
  return (
    <dl className="score-change">
      <dt>Previous</dt>
      <dd>
        {formatScore(previous.total_score)} on {formatDate(previous.date)}
      </dd>
      <dt>Change</dt>
      <dd className={delta > 0 ? "score-change--up" : delta < 0 ? "score-change--down" : undefined}>
        <span aria-hidden="true">{delta > 0 ? "▲ " : delta < 0 ? "▼ " : ""}</span>
        {words}
      </dd>
    </dl>
  );
}
