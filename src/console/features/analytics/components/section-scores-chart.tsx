import { useId } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from "recharts";
import { formatDate } from "../../../lib/format";
import { bandOf, formatScore } from "../../../lib/score-band";
import type { SectionExplanation } from "../model/explain-score";
import { formatWeight, sectionLabels } from "../model/labels";
import { type ChartColors, useChartColors } from "../model/use-chart-colors";

interface Row {
  name: string;
  score: number;
  weight: number;
}

function SectionTooltip({ active, payload }: TooltipContentProps) {
  const r = payload?.[0]?.payload as Row | undefined;
  if (!active || !r) return null;
  return (
    <div className="chart-tooltip">
      <strong>{r.name}</strong>
      <div>
        {formatScore(r.score)} of 100 · weight {formatWeight(r.weight)}
      </div>
    </div>
  );
}

function colourOf(score: number, c: ChartColors) {
  const band = bandOf(score);
  return band === "excellent"
    ? c.successText
    : band === "good"
      ? c.infoText
      : band === "marginal"
        ? c.warningText
        : c.dangerText;
}

/** Each section's score (0-100) in one period, heaviest section first, coloured by band. */
export function SectionScoresChart({ sections, period }: { sections: readonly SectionExplanation[]; period: string }) {
  const c = useChartColors();
  const captionId = useId();
  const data: Row[] = sections.map((s) => ({
    name: sectionLabels[s.section],
    score: s.score,
    weight: s.sectionWeight,
  }));
  const height = Math.max(140, data.length * 28 + 36);
  return (
    <figure className="chart" aria-labelledby={captionId}>
      <div className="chart__canvas" style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            layout="vertical"
            margin={{ top: 4, right: 48, bottom: 4, left: 8 }}
            title="Section scores"
          >
            <CartesianGrid stroke={c.border} strokeDasharray="3 3" horizontal={false} />
            <XAxis
              type="number"
              domain={[0, 100]}
              ticks={[0, 20, 40, 60, 80, 100]}
              stroke={c.border}
              tick={{ fill: c.muted, fontSize: 12 }}
            />
            <YAxis type="category" dataKey="name" width={210} stroke={c.border} tick={{ fill: c.text, fontSize: 12 }} />
            <Tooltip content={SectionTooltip} cursor={{ fill: c.border, fillOpacity: 0.3 }} />
            <Bar dataKey="score" name="Section score" isAnimationActive={false} barSize={14} radius={[0, 4, 4, 0]}>
              {data.map((d) => (
                <Cell key={d.name} fill={colourOf(d.score, c)} />
              ))}
              <LabelList
                dataKey="score"
                position="right"
                formatter={(v: unknown) => formatScore(Number(v))}
                fill={c.text}
                fontSize={12}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption id={captionId} className="chart__caption">
        <span>
          Section scores (0-100) of the period ended {formatDate(period)}, heaviest section first; the colour is the
          band.
        </span>
        <span className="visually-hidden">{data.map((d) => `${d.name} ${formatScore(d.score)}`).join(", ")}.</span>
      </figcaption>
    </figure>
  );
}
