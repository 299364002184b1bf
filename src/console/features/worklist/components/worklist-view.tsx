import type { ReactNode } from "react";
import {
  type WorklistKind,
  type WorklistOrderBy,
  worklistKindLabels,
  worklistKinds,
  worklistOrderFields,
} from "../../../../contract/worklist";
import { Badge } from "../../../components/badge";
import { DataTable, type DataTableColumn, Pagination } from "../../../components/data-table";
import { EmptyState } from "../../../components/states";
import { formatDate, formatDateTime } from "../../../lib/format";
import type { WorklistPage, WorklistRow } from "../api/get-worklist";

/** Where each kind's work is, for the empty state of one kind. */
const emptyWords: Record<WorklistKind, string> = {
  document_review: "No extracted statement waits for review.",
  application_action: "No credit application waits on your organization.",
  request_due: "No open document request expires within a week.",
  signature_expiring: "No agreement awaiting signature expires within a week.",
  invitation_unanswered: "No invitation waits for an answer.",
};

export interface WorklistViewProps {
  page: WorklistPage;
  kind: WorklistKind | undefined;
  /** The order (`urgency` has no column: no header shows it). */
  orderBy: WorklistOrderBy;
  orderDir: "asc" | "desc";
  limit: number;
  offset: number;
  busy?: boolean;
  onChange: (change: {
    kind?: WorklistKind | undefined;
    order_by?: WorklistOrderBy;
    order_dir?: "asc" | "desc";
    limit?: number;
    offset?: number;
  }) => void;
  /** The row's title as a link to its work (the router's Link in the app, a plain element in tests). */
  renderWork: (row: WorklistRow) => ReactNode;
}

function DueCell({ row }: { row: WorklistRow }) {
  if (!row.due_at) return <span className="muted">—</span>;
  return (
    <span>
      <span className="nowrap" title={formatDateTime(row.due_at)}>
        {formatDate(row.due_at)}
      </span>
      {row.overdue ? (
        <>
          {" "}
          <Badge tone="danger">Overdue</Badge>
        </>
      ) : null}
    </span>
  );
}

/** The kind filter (with the count of each kind) and one page of rows, most urgent first. */
export function WorklistView({
  page,
  kind,
  orderBy,
  orderDir,
  limit,
  offset,
  busy,
  onChange,
  renderWork,
}: WorklistViewProps) {
  const all = worklistKinds.reduce((n, k) => n + page.counts[k], 0);
  const columns: Array<DataTableColumn<WorklistRow>> = [
    {
      id: "title",
      header: "Work",
      accessorFn: (r) => r.title,
      cell: ({ row }) => renderWork(row.original),
      enableSorting: false,
    },
    { id: "kind", header: "Kind", enableSorting: false, accessorFn: (r) => worklistKindLabels[r.kind] },
    {
      id: "organization",
      header: "Company",
      accessorFn: (r) => r.organization_name,
      enableSorting: false,
      cell: ({ row }) => (
        <span>
          {row.original.organization_name}
          {row.original.private_record_id ? <span className="muted small"> (private record)</span> : null}
        </span>
      ),
    },
    { id: "reference", header: "Reference", enableSorting: false, accessorFn: (r) => r.reference ?? "—" },
    { id: "at", header: "Waiting since", accessorFn: (r) => formatDate(r.at) },
    {
      id: "due_at",
      header: "Due",
      accessorFn: (r) => r.due_at ?? "",
      cell: ({ row }) => <DueCell row={row.original} />,
    },
  ];
  return (
    <>
      <fieldset className="worklist__kinds">
        <legend className="visually-hidden">Show work of one kind</legend>
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={kind === undefined}
          onClick={() => onChange({ kind: undefined, offset: 0 })}
        >
          All <span className="count-pill">{all}</span>
        </button>
        {worklistKinds.map((k) => (
          <button
            key={k}
            type="button"
            className="button button--secondary"
            aria-pressed={kind === k}
            onClick={() => onChange({ kind: k, offset: 0 })}
          >
            {worklistKindLabels[k]} <span className="count-pill">{page.counts[k]}</span>
          </button>
        ))}
      </fieldset>
      {page.total_items === 0 ? (
        <EmptyState title={kind ? `Nothing here: ${worklistKindLabels[kind].toLowerCase()}` : "Nothing waits on you"}>
          {kind ? emptyWords[kind] : "New documents to review, applications, requests and invitations appear here."}
        </EmptyState>
      ) : (
        <>
          <DataTable
            caption="Worklist"
            phoneColumns={["title", "organization", "due_at"]}
            columns={columns}
            data={page.items}
            getRowId={(r) => `${r.kind}:${r.id}`}
            sort={{
              orderBy,
              orderDir,
              onSort: (by, dir) => {
                const field = worklistOrderFields.find((f) => f === by);
                if (field) onChange({ order_by: field, order_dir: dir, offset: 0 });
              },
            }}
            busy={busy}
          />
          <Pagination total={page.total_items} limit={limit} offset={offset} onChange={(p) => onChange(p)} />
        </>
      )}
    </>
  );
}
