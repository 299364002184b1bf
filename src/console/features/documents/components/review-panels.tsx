import { documentTypeSchema, type LineItemKey, lineItemKeySchema } from "../../../../contract/chart-of-accounts";
import type { DocumentCorrection, FinancialDocumentDetail } from "../../../../contract/documents";
import { reviewStatusSchema } from "../../../../contract/documents";
import { actorWords } from "../../../lib/actor-words";
import { formatDate, formatDateTime, formatMoney } from "../../../lib/format";
import { accountLabel, documentTypeLabels } from "../model/labels";
import { checkLabel, reviewStatusLabels } from "../model/review";

/** The checks the reading went through, failed ones first, each with what was compared. */
export function ChecksList({ checks }: { checks: FinancialDocumentDetail["checks"] }) {
  if (checks.length === 0) {
    return <p className="muted">No check could be made on these figures (too few totals were printed).</p>;
  }
  const ordered = [...checks].sort((a, b) => Number(a.passed) - Number(b.passed));
  return (
    <ul className="review-checks">
      {ordered.map((c) => (
        <li key={`${c.name}-${c.detail}`} className={c.passed ? "review-check" : "review-check review-check--failed"}>
          <span className="review-check__mark" aria-hidden="true">
            {c.passed ? "✓" : "✕"}
          </span>
          <span>
            <strong>{checkLabel(c.name)}</strong>{" "}
            <span className="visually-hidden">{c.passed ? "passed" : "failed"}</span>
            <span className={`badge badge--${c.passed ? "success" : "danger"} review-check__badge`} aria-hidden="true">
              {c.passed ? "Passed" : "Failed"}
            </span>
            <br />
            <span className="muted small">{c.detail}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A corrected value in words: an amount with its currency, a date, a type or a status. */
export function correctionValue(key: string, value: DocumentCorrection["old"], currency: string): string {
  if (value === null) return "none";
  if (key === "period" && typeof value === "string") return formatDate(value);
  if (key === "document_type") {
    const t = documentTypeSchema.safeParse(value);
    return t.success ? documentTypeLabels[t.data] : String(value);
  }
  if (key === "review_status") {
    const s = reviewStatusSchema.safeParse(value);
    return s.success ? reviewStatusLabels[s.data] : String(value);
  }
  return typeof value === "number" ? formatMoney(value, currency) : String(value);
}

export function correctionSubject(key: string): string {
  if (key === "period") return "Period";
  if (key === "document_type") return "Document type";
  if (key === "review_status") return "Review status";
  const k = lineItemKeySchema.safeParse(key);
  return k.success ? accountLabel(k.data as LineItemKey) : key;
}

/** Every change made to the document, newest first: who, when, what, old → new. */
export function CorrectionsHistory({
  corrections,
  currency,
  nameOf,
}: {
  corrections: FinancialDocumentDetail["corrections"];
  currency: string;
  nameOf: (organizationId: string) => string | null;
}) {
  if (corrections.length === 0)
    return <p className="muted">No corrections yet: the figures are as read from the PDF.</p>;
  const rows = corrections.map((c, i) => ({ c, i })).reverse();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-wrap" tabIndex={0} aria-label="Corrections, newest first">
      <table className="table">
        <caption className="visually-hidden">Corrections, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ c, i }) => (
            <tr key={i}>
              <td className="nowrap">{formatDateTime(c.at)}</td>
              <td>{actorWords(c.actor) ?? nameOf(c.organization_id) ?? "Another organization"}</td>
              <td>{correctionSubject(c.key)}</td>
              <td>
                <span className="review-old">{correctionValue(c.key, c.old, currency)}</span>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden"> changed to </span>
                <strong>{correctionValue(c.key, c.new, currency)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
