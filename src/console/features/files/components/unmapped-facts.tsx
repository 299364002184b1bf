import type { UnmappedFact } from "../../../../contract/chart-of-accounts";
import { formatDate } from "../../../lib/format";

/**
 * The facts of a tagged filing that the chart of accounts does not map (issue 28): listed with the
 * file, never dropped. Grouped by concept, folded by default.
 */
export function UnmappedFacts({ facts }: { facts: readonly UnmappedFact[] | null | undefined }) {
  if (!facts || facts.length === 0) return null;
  const byConcept = new Map<string, UnmappedFact[]>();
  for (const f of facts) byConcept.set(f.concept, [...(byConcept.get(f.concept) ?? []), f]);
  return (
    <details className="file-cell__unmapped small">
      <summary>
        {byConcept.size} tagged concept{byConcept.size === 1 ? "" : "s"} not mapped to the chart of accounts
      </summary>
      <ul>
        {[...byConcept.entries()].map(([concept, list]) => (
          <li key={concept}>
            <code>{concept}</code>:{" "}
            {list
              .map(
                (f) =>
                  `${f.amount.toLocaleString("en-GB")} ${f.unit ?? ""} (${f.period_start ? `${formatDate(f.period_start)} – ` : ""}${formatDate(f.period_end)})`,
              )
              .join("; ")}
          </li>
        ))}
      </ul>
    </details>
  );
}
