import { useId } from "react";
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from "recharts";
import type { ScoreItem } from "../../../../contract/analytics";
import { formatDate, formatMonth } from "../../../lib/format";
import { bandLabels, formatScore } from "../../../lib/score-band";
import { periodTypeLabels } from "../model/labels";
import { useChartColors } from "../model/use-chart-colors";

interface Point {
  /** The date as epoch milliseconds: the x axis is a time scale (a year and a quarter are not equally wide). */
  t: number;
  date: string;
  score: number;
  band: ScoreItem["band"];
  periodType: ScoreItem["period_type"];
}

const shortDate = (d: string) => formatMonth(d);

function ScoreTooltip({ active, payload }: TooltipContentProps) {
  const p = payload?.[0]?.payload as Point | undefined;
  if (!active || !p) return null;
  return (
    <div className="chart-tooltip">
      <strong>{formatScore(p.score)}</strong> · {bandLabels[p.band]}
      <div className="muted small">
        {formatDate(p.date)} ({periodTypeLabels[p.periodType].toLowerCase()} statements)
      </div>
    </div>
  );
}

/**
 * The total score over time (one point per scoring date), drawn over the four score bands, with
 * the same figures as a table for reading without the chart.
 */
export function ScoreHistoryChart({ scores }: { scores: readonly ScoreItem[] }) {
  const c = useChartColors();
  const captionId = useId();
  const data: Point[] = scores.map((s) => ({
    t: Date.parse(`${s.date}T00:00:00Z`),
    date: s.date,
    score: s.total_score,
    band: s.band,
    periodType: s.period_type,
  }));
  const first = data[0];
  const last = data[data.length - 1];
  const summary =
    first && last
      ? data.length === 1
        ? `One score: ${formatScore(last.score)} (${bandLabels[last.band]}) on ${formatDate(last.date)}.`
        : `${data.length} scores from ${formatDate(first.date)} to ${formatDate(last.date)}; latest ${formatScore(last.score)} (${bandLabels[last.band]}).`
      : "";
  const bands = [
    { from: 0, to: 60, fill: c.danger, label: "Weak" },
    { from: 60, to: 70, fill: c.warning, label: "Marginal" },
    { from: 70, to: 80, fill: c.info, label: "Good" },
    { from: 80, to: 100, fill: c.success, label: "Excellent" },
  ];
  return (
    <figure className="chart" aria-labelledby={captionId} data-testid="score-history-chart">
      <div className="chart__canvas chart__canvas--tall">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 10, right: 24, bottom: 4, left: 0 }} title="Score history">
            {bands.map((b) => (
              <ReferenceArea key={b.label} y1={b.from} y2={b.to} fill={b.fill} fillOpacity={0.6} strokeOpacity={0} />
            ))}
            <CartesianGrid stroke={c.border} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="t"
              type="number"
              scale="time"
              domain={["dataMin", "dataMax"]}
              ticks={data.map((p) => p.t)}
              interval="preserveStartEnd"
              tickFormatter={(t: number) => shortDate(new Date(t).toISOString().slice(0, 10))}
              stroke={c.border}
              tick={{ fill: c.muted, fontSize: 12 }}
              padding={{ left: 16, right: 16 }}
            />
            <YAxis
              domain={[0, 100]}
              ticks={[0, 20, 40, 60, 70, 80, 100]}
              stroke={c.border}
              tick={{ fill: c.muted, fontSize: 12 }}
              width={40}
            />
            <Tooltip content={ScoreTooltip} cursor={{ stroke: c.muted, strokeDasharray: "3 3" }} />
            <Line
              type="monotone"
              dataKey="score"
              name="Total score"
              stroke={c.primary}
              strokeWidth={2.5}
              dot={{ r: 4, fill: c.surface, stroke: c.primary, strokeWidth: 2 }}
              activeDot={{ r: 6 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption id={captionId} className="chart__caption">
        <span className="visually-hidden">Score history chart. </span>
        {summary}
        <span className="chart__legend" aria-hidden="true">
          {bands.map((b) => (
            <span key={b.label} className="chart__legend-item">
              <span className="chart__swatch" style={{ background: b.fill }} />
              {b.label} {b.from}–{b.to}
            </span>
          ))}
        </span>
      </figcaption>
      <details className="chart__data">
        <summary>Score history as a table</summary>
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Score history</caption>
            <thead>
              <tr>
                <th scope="col">Scoring date</th>
                <th scope="col">Statements</th>
                <th scope="col" className="num">
                  Total score
                </th>
                <th scope="col">Band</th>
              </tr>
            </thead>
            <tbody>
              {[...data].reverse().map((p) => (
                <tr key={`${p.date}-${p.periodType}`}>
                  <th scope="row">{formatDate(p.date)}</th>
                  <td>{periodTypeLabels[p.periodType]}</td>
                  <td className="num">{formatScore(p.score)}</td>
                  <td>{bandLabels[p.band]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
