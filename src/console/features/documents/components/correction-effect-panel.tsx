import type { ReactNode } from "react";
import type { PeriodType } from "../../../../contract/analytics";
import { Badge } from "../../../components/badge";
import { Panel } from "../../../components/page";
import { formatMetricValue, metricLabels } from "../../../lib/metric-words";
import { bandLabels, bandTones, formatScore } from "../../../lib/score-band";
import type { CorrectionEffect, MetricMove } from "../model/correction-effect";

/** Where the effect of the last save stands: its recompute still running, done, or unreadable. */
export type CorrectionEffectState =
  | { phase: "recalculating" }
  | { phase: "done"; effect: CorrectionEffect; awaitingReview: boolean }
  | { phase: "failed"; message: string };

/** "Q1 2025" / "FY 2025" of a period end. */
export function periodName(period: string, periodType: PeriodType): string {
  const [year, month] = period.split("-").map(Number);
  if (!year || !month) return period;
  return periodType === "quarterly" ? `Q${Math.floor((month - 1) / 3) + 1} ${year}` : `FY ${year}`;
}

/**
 * The effect of the last correction or review on the document's period (issue 25): the score and
 * band, and each metric that moved, before → after; "Recalculating…" (no figure) until the
 * service's recompute has run; a link to that period's analytics.
 */
export function CorrectionEffectPanel({
  state,
  period,
  periodType,
  currency,
  link,
}: {
  state: CorrectionEffectState;
  period: string;
  periodType: PeriodType;
  currency: string | null;
  /** The link to the analytics of the period (a router link, given by the screen). */
  link: ReactNode;
}) {
  const name = periodName(period, periodType);
  // "quarterly" / "yearly": the period type in words.
  const words: string = periodType;
  return (
    <Panel title="Effect of the change">
      <div className="stack correction-effect" data-testid="correction-effect">
        {state.phase === "recalculating" ? (
          <p className="notice" role="status" aria-live="polite">
            Recalculating the {words} score and metrics of {name}… The figures appear here when they are ready.
          </p>
        ) : state.phase === "failed" ? (
          <p className="notice notice--warning" role="alert">
            The effect could not be read: {state.message}
          </p>
        ) : (
          <EffectFigures
            effect={state.effect}
            awaitingReview={state.awaitingReview}
            name={name}
            words={words}
            currency={currency}
          />
        )}
        <p className="small">{link}</p>
      </div>
    </Panel>
  );
}

function EffectFigures({
  effect,
  awaitingReview,
  name,
  words,
  currency,
}: {
  effect: CorrectionEffect;
  awaitingReview: boolean;
  name: string;
  words: string;
  currency: string | null;
}) {
  const { scoreBefore, scoreAfter, moved } = effect;
  return (
    <>
      <p role="status" aria-live="polite">
        <strong>Score of {name}</strong> ({words}):{" "}
        <span data-testid="score-before">
          {scoreBefore ? (
            <>
              {formatScore(scoreBefore.total_score)}{" "}
              <Badge tone={bandTones[scoreBefore.band]}>{bandLabels[scoreBefore.band]}</Badge>
            </>
          ) : (
            "none"
          )}
        </span>{" "}
        →{" "}
        <span data-testid="score-after">
          {scoreAfter ? (
            <>
              {formatScore(scoreAfter.total_score)}{" "}
              <Badge tone={bandTones[scoreAfter.band]}>{bandLabels[scoreAfter.band]}</Badge>
            </>
          ) : (
            "none"
          )}
        </span>
      </p>
      {moved.length === 0 ? (
        <p className="small muted">
          No metric of {name} moved.
          {awaitingReview ? " This document awaits review: its figures count once it is marked reviewed." : ""}
        </p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="small muted">
              {moved.length === 1 ? "One metric" : `${moved.length} metrics`} of {name} moved
              {effect.unchanged > 0 ? ` (${effect.unchanged} unchanged)` : ""}
            </caption>
            <thead>
              <tr>
                <th scope="col">Metric</th>
                <th scope="col" className="num">
                  Before
                </th>
                <th scope="col" className="num">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {moved.map((m) => (
                <tr key={m.metric}>
                  <th scope="row">{metricLabels[m.metric]}</th>
                  <td className="num">{valueWords(m, m.before, m.pointsBefore, currency)}</td>
                  <td className="num">{valueWords(m, m.after, m.pointsAfter, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function valueWords(m: MetricMove, value: number | null, points: number | null, currency: string | null): string {
  if (value === null) return "not computed";
  return `${formatMetricValue(value, m.unit, currency)}${points === null ? "" : ` · ${points} pts`}`;
}
