import { formatDateTime } from "../../../lib/format";
import { useWithdrawnFiles } from "../api/list-withdrawn-files";

/**
 * Where withdrawn files were: "Withdrawn by <organization> on <date time>" for each file that had
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
            Withdrawn by {t.withdrawn_by_organization.name} on {formatDateTime(t.withdrawn_at)}
            <span className="small"> (uploaded {formatDateTime(t.uploaded_at)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
