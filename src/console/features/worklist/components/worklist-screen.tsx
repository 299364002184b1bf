import { Link } from "@tanstack/react-router";
import { Page } from "../../../components/page";
import { ErrorState, TableSkeleton } from "../../../components/states";
import { useDocumentTitle } from "../../../lib/document-title";
import { resetTarget, setTarget } from "../../../lib/scope";
import { useWorklist, type WorklistRow, worklistQueryOf } from "../api/get-worklist";
import { type Destination, destinationOf } from "../model/destination";
import type { WorklistSearch } from "../model/list-search";
import { WorklistView } from "./worklist-view";

export type { WorklistSearch };

/** Sets the organization switcher's Target the work needs, just before the link navigates. */
function applyTarget(destination: Destination) {
  if (destination.target.kind === "self") resetTarget();
  else {
    const { targetId, targetName, scenarios } = destination.target;
    setTarget({ targetId, targetName, scenarios });
  }
}

/** A row's title, one click from its work. */
export function WorkLink({ row }: { row: WorklistRow }) {
  const destination = destinationOf(row);
  const onClick = () => applyTarget(destination);
  const label = `${row.title} — ${row.organization_name}`;
  switch (destination.to) {
    case "/private-records/$recordId/documents/$documentId":
      return (
        <Link to={destination.to} params={destination.params} className="row-link" aria-label={label} onClick={onClick}>
          {row.title}
        </Link>
      );
    case "/financial-files/documents/$documentId":
      return (
        <Link to={destination.to} params={destination.params} className="row-link" aria-label={label} onClick={onClick}>
          {row.title}
        </Link>
      );
    case "/credit-applications/$applicationId":
      return (
        <Link to={destination.to} params={destination.params} className="row-link" aria-label={label} onClick={onClick}>
          {row.title}
        </Link>
      );
    default:
      return (
        <Link to={destination.to} className="row-link" aria-label={label} onClick={onClick}>
          {row.title}
        </Link>
      );
  }
}

/** The landing page after sign-in: what waits on the signed-in organization now. */
export function WorklistScreen({
  search,
  onChange,
}: {
  search: WorklistSearch;
  onChange: (change: Partial<WorklistSearch>) => void;
}) {
  useDocumentTitle("Worklist");
  const list = useWorklist(worklistQueryOf(search));
  return (
    <Page
      title="Worklist"
      lead="What waits on your organization now, across your Guests, your private records and your own data. Most urgent first, unless you sort by a date column."
    >
      {list.isPending ? (
        <TableSkeleton rows={6} columns={6} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <WorklistView
          page={list.data}
          kind={search.kind}
          orderBy={search.order_by}
          orderDir={search.order_dir}
          limit={search.limit}
          offset={search.offset}
          busy={list.isPlaceholderData}
          onChange={onChange}
          renderWork={(row) => <WorkLink row={row} />}
        />
      )}
    </Page>
  );
}
