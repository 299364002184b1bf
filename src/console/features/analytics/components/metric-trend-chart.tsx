import { useId } from "react";
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from "recharts";
import type { MetricItem, MetricType, PeriodType } from "../../../../contract/analytics";
import { formatMetricValue, metricLabels, periodLabel } from "../model/labels";
import { useChartColors } from "../model/use-chart-colors";

interface Point {
  /** The period end as epoch milliseconds (time-scaled x axis). */
  t: number;
  period: string;
  label: string;
  value: number;
  points: number;
  unit: MetricItem["unit"];
}

/** One metric's value over the periods shown, oldest first, with its points in the tooltip. */
export function MetricTrendChart({
  metric,
  items,
  periodType,
  currency,
}: {
  metric: MetricType;
  items: readonly MetricItem[];
  periodType: PeriodType;
  currency?: string | null;
}) {
  const c = useChartColors();
  const captionId = useId();
  const data: Point[] = items
    .filter((m) => m.metric_type === metric && m.period_type === periodType)
    .sort((a, b) => (a.period < b.period ? -1 : 1))
    .map((m) => ({
      t: Date.parse(`${m.period}T00:00:00Z`),
      period: m.period,
      label: periodLabel(m.period, periodType),
      value: m.value,
      points: m.points,
      unit: m.unit,
    }));
  const labelOf = new Map(data.map((p) => [p.t, p.label]));
  const unit = data[0]?.unit ?? "times";
  const fmt = (v: number) => formatMetricValue(v, unit, unit === "amount" ? currency : null);
  const TrendTooltip = ({ active, payload }: TooltipContentProps) => {
    const p = payload?.[0]?.payload as Point | undefined;
    if (!active || !p) return null;
    return (
      <div className="chart-tooltip">
        <strong>{fmt(p.value)}</strong> · {p.points} points
        <div className="muted small">{p.label}</div>
      </div>
    );
  };
  return (
    <figure className="chart" aria-labelledby={captionId}>
      <div className="chart__canvas">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 10, right: 24, bottom: 4, left: 8 }} title={metricLabels[metric]}>
            <CartesianGrid stroke={c.border} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="t"
              type="number"
              scale="time"
              domain={["dataMin", "dataMax"]}
              ticks={data.map((p) => p.t)}
              interval="preserveStartEnd"
              tickFormatter={(t: number) => labelOf.get(t) ?? new Date(t).toISOString().slice(0, 7)}
              stroke={c.border}
              tick={{ fill: c.muted, fontSize: 12 }}
              padding={{ left: 16, right: 16 }}
            />
            <YAxis
              stroke={c.border}
              tick={{ fill: c.muted, fontSize: 12 }}
              width={90}
              tickFormatter={(v: number) => fmt(v)}
            />
            <Tooltip content={TrendTooltip} cursor={{ stroke: c.muted, strokeDasharray: "3 3" }} />
            <Line
              type="monotone"
              dataKey="value"
              name={metricLabels[metric]}
              stroke={c.accent}
              strokeWidth={2.5}
              dot={{ r: 4, fill: c.surface, stroke: c.accent, strokeWidth: 2 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption id={captionId} className="chart__caption">
        {metricLabels[metric]}: {data.map((p) => `${p.label} ${fmt(p.value)}`).join(", ") || "no values in this range"}.
      </figcaption>
    </figure>
  );
}
