import { Line, LineChart, YAxis } from "recharts";
import { formatScore } from "../../../lib/score-band";

/**
 * The score history of one row as a small line (recharts, 96 × 28, no axes): the latest scores,
 * oldest first, on the 0-100 scale. The row says the figures in words (its aria-label); the line
 * only shows the shape.
 */
export function ScoreSparkline({ points }: { points: ReadonlyArray<{ date: string; total_score: number }> }) {
  if (points.length < 2) return <span className="muted small">{points.length === 1 ? "One score" : "—"}</span>;
  const words = points.map((p) => formatScore(p.total_score)).join(", ");
  return (
    <span
      role="img"
      aria-label={`Score history: ${words}`}
      style={{ color: "var(--primary)", display: "inline-block" }}
    >
      <LineChart width={96} height={28} data={[...points]} margin={{ top: 2, right: 2, bottom: 2, left: 2 }}>
        <YAxis hide domain={[0, 100]} />
        <Line
          type="monotone"
          dataKey="total_score"
          stroke="currentColor"
          strokeWidth={1.5}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </span>
  );
}
