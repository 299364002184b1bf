import type { ScoreBand } from "../../contract/analytics";
import type { BadgeTone } from "../components/badge";

/**
 * The score bands of `total_score` (docs/metrics.md; the contract's `scoreBands`): ≥ 80 excellent,
 * 70-80 good, 60-70 marginal, < 60 weak. Score items carry `band`; a record's `total_score` does not.
 */
export function bandOf(score: number): ScoreBand {
  if (score >= 80) return "excellent";
  if (score >= 70) return "good";
  if (score >= 60) return "marginal";
  return "weak";
}

export const bandLabels: Record<ScoreBand, string> = {
  excellent: "Excellent",
  good: "Good",
  marginal: "Marginal",
  weak: "Weak",
};

export const bandTones: Record<ScoreBand, BadgeTone> = {
  excellent: "success",
  good: "info",
  marginal: "warning",
  weak: "danger",
};

/** "72.5" (one decimal, as the service rounds it). */
export function formatScore(score: number | null | undefined): string {
  if (score === null || score === undefined) return "—";
  return new Intl.NumberFormat("en", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score);
}
