import type { FinancialFileWarning } from "../../../../contract/files";
import { Badge } from "../../../components/badge";
import { formatDateTime } from "../../../lib/format";

/** Short words of each warning's badge. */
const warningLabels: Record<FinancialFileWarning["code"], string> = {
  duplicate_file: "Duplicate",
  company_name_mismatch: "Other company",
};

/** The sentence of a warning, in the console's words (dates in the reader's format). */
export function warningSentence(w: FinancialFileWarning): string {
  if (w.code === "duplicate_file" && w.duplicate_of) {
    return `The same file was uploaded before, on ${formatDateTime(w.duplicate_of.uploaded_at)} as ${w.duplicate_of.original_filename}.`;
  }
  if (w.code === "company_name_mismatch" && w.statement_company_name && w.expected_company_name) {
    return `This statement names ${w.statement_company_name}, not ${w.expected_company_name}. Its documents need review.`;
  }
  return w.message;
}

/**
 * A file's warnings (duplicate_file, company_name_mismatch): a badge and the sentence for each.
 * The file was stored and processed all the same; the warning says what to look at.
 */
export function FileWarnings({ warnings }: { warnings: readonly FinancialFileWarning[] | undefined }) {
  if (!warnings || warnings.length === 0) return null;
  return (
    <ul className="file-warnings" aria-label="Warnings">
      {warnings.map((w) => (
        <li key={w.code} className="file-warnings__item">
          <Badge tone="warning">{warningLabels[w.code]}</Badge> <span className="small">{warningSentence(w)}</span>
        </li>
      ))}
    </ul>
  );
}
