import { Badge } from "../../../components/badge";
import { bandLabels, bandOf, bandTones, formatScore } from "../../../lib/score-band";

/** "72.5 · Good", or "Not scored" before the record's statements were analysed. */
export function ScoreBadge({ score }: { score: number | null }) {
  if (score === null) return <span className="muted">Not scored</span>;
  const band = bandOf(score);
  return (
    <span className="score-badge">
      <span className="score-badge__value">{formatScore(score)}</span>
      <Badge tone={bandTones[band]}>{bandLabels[band]}</Badge>
    </span>
  );
}
