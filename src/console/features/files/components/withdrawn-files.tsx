import type { WithdrawnFinancialFile } from "../../../../contract/files";
import { actorWords } from "../../../lib/actor-words";
import { formatDateTime } from "../../../lib/format";
import { useWithdrawnFiles } from "../api/list-withdrawn-files";

/**
 * Who withdrew a file, in words: the person (or "API client …") for one's own organization's
 * withdrawal (the API names them to that organization only), else the organization.
 */
export function withdrawnByWords(
  t: Pick<WithdrawnFinancialFile, "withdrawn_by" | "withdrawn_by_organization">,
): string {
  return actorWords(t.withdrawn_by) ?? t.withdrawn_by_organization.name;
}

/**
 * Where withdrawn files were: "Withdrawn by <person or organization> on <date time>" for each file that had
 * been shared and was withdrawn (never its name or contents). Nothing when there is none.
 */
export function WithdrawnFiles() {
  const withdrawn = useWithdrawnFiles();
  const items = withdrawn.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="withdrawn-files" aria-label="Withdrawn files">
      <h2 className="panel__title">Withdrawn files</h2>
      <ul className="withdrawn-files__list">
        {items.map((t) => (
          <li key={t.id} className="muted" data-testid="withdrawn-file">
            Withdrawn by {withdrawnByWords(t)} on {formatDateTime(t.withdrawn_at)}
            <span className="small"> (uploaded {formatDateTime(t.uploaded_at)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
