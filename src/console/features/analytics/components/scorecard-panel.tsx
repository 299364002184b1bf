import type { MetricSectionType, MetricUnit, MetricWeight, ScoreItem } from "../../../../contract/analytics";
import { metricCatalogue } from "../../../../contract/analytics";
import { formatDate } from "../../../lib/format";
import { bandLabels, formatScore } from "../../../lib/score-band";
import { bandWords, type ScoreExplanation } from "../model/explain-score";
import { formatWeight, metricLabels, sectionLabels } from "../model/labels";

function boundFormatter(basis: string, unit: MetricUnit) {
  const plain = new Intl.NumberFormat("en", { maximumFractionDigits: 2 });
  if (basis !== "value") return (n: number) => plain.format(n);
  if (unit === "fraction") return (n: number) => `${plain.format(n * 100)} %`;
  if (unit === "days") return (n: number) => `${plain.format(n)} days`;
  if (unit === "years") return (n: number) => `${plain.format(n)} years`;
  return (n: number) => `${plain.format(n)}×`;
}

/**
 * "How the score is computed": the section weights of the published scorecard applied to the
 * period's section scores, the recomputed total next to the service's, and every metric's bands.
 */
export function ScorecardPanel({
  explanation,
  weights,
  score,
  period,
}: {
  explanation: ScoreExplanation;
  weights: readonly MetricWeight[];
  /** The service's score item for this period, when one rates it. */
  score: ScoreItem | undefined;
  period: string | undefined;
}) {
  const bySection = new Map<MetricSectionType, MetricWeight[]>();
  for (const w of weights) {
    const list = bySection.get(w.metric_section_type) ?? [];
    list.push(w);
    bySection.set(w.metric_section_type, list);
  }
  const sections = [...bySection.entries()].sort(
    (a, b) => (b[1][0]?.section_weight ?? 0) - (a[1][0]?.section_weight ?? 0),
  );
  return (
    <div className="stack">
      <p className="muted">
        Each metric's value falls into a band worth 0-100 points. A section's score is the weighted mean of the points
        of its metrics present in the period; the total score is the weighted mean of the sections present, with the
        weights below re-normalised over what is present, rounded to 0.1.
      </p>
      {period && explanation.sections.length > 0 ? (
        <div className="table-wrap">
          <table className="table">
            <caption className="scorecard__caption">Score of the period ended {formatDate(period)}</caption>
            <thead>
              <tr>
                <th scope="col">Section</th>
                <th scope="col" className="num">
                  Weight
                </th>
                <th scope="col" className="num">
                  Share here
                </th>
                <th scope="col" className="num">
                  Section score
                </th>
                <th scope="col" className="num">
                  Adds to score
                </th>
              </tr>
            </thead>
            <tbody>
              {explanation.sections.map((s) => (
                <tr key={s.section}>
                  <th scope="row">{sectionLabels[s.section]}</th>
                  <td className="num">{formatWeight(s.sectionWeight)}</td>
                  <td className="num">{formatWeight(s.shareInTotal)}</td>
                  <td className="num">{formatScore(s.score)}</td>
                  <td className="num">{formatScore(s.contribution)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  Total score
                </th>
                <td className="num">
                  <strong>{formatScore(explanation.total)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
      {period && explanation.sections.length > 0 ? (
        <p className="notice">
          {score
            ? `The service's total score for ${formatDate(score.date)} is ${formatScore(score.total_score)} (${bandLabels[score.band]}).`
            : "No score rates these statements: on a date where a year and a quarter end together, the year is scored."}
          {explanation.missing.length > 0
            ? ` Left out (no metric in this period): ${explanation.missing.map((s) => sectionLabels[s]).join(", ")}.`
            : ""}
        </p>
      ) : null}
      <details className="scorecard__bands">
        <summary>Scorecard: weights and bands of every metric</summary>
        <div className="stack">
          {sections.map(([section, list]) => (
            <section key={section} aria-labelledby={`weights-${section}`}>
              <h3 id={`weights-${section}`} className="metric-section__title">
                {sectionLabels[section]} · {formatWeight(list[0]?.section_weight ?? 0)} of the score
              </h3>
              <div className="table-wrap">
                <table className="table">
                  <caption className="visually-hidden">Weights and bands of {sectionLabels[section]}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Metric</th>
                      <th scope="col" className="num">
                        In section
                      </th>
                      <th scope="col" className="num">
                        In score
                      </th>
                      <th scope="col">Scored on</th>
                      <th scope="col">Bands</th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...list]
                      .sort((a, b) => b.metric_weight - a.metric_weight)
                      .map((w) => {
                        const fmt = boundFormatter(w.basis, metricCatalogue[w.metric_type].unit);
                        return (
                          <tr key={w.metric_type}>
                            <th scope="row">{metricLabels[w.metric_type]}</th>
                            <td className="num">{formatWeight(w.metric_weight)}</td>
                            <td className="num">{formatWeight(w.weight)}</td>
                            <td>{w.basis === "value" ? "The value" : w.basis}</td>
                            <td>
                              <ul className="bands">
                                {w.bands.map((b) => (
                                  <li key={`${b.min}-${b.max}`}>{bandWords(b, fmt)}</li>
                                ))}
                              </ul>
                            </td>
                          </tr>
                        );
                      })}
                  </tbody>
                </table>
              </div>
            </section>
          ))}
        </div>
      </details>
    </div>
  );
}
