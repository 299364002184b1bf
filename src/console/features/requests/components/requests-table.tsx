import { useMemo } from "react";
import { DataTable, type DataTableColumn, type ListKitProps } from "../../../components/data-table";
import { formatDate, formatDateTime } from "../../../lib/format";
import type { DocumentRequestRow } from "../api/list-requests";
import { availableActions, type RequestAction } from "../api/request-actions";
import { itemWords, requestStatusLabels } from "../model/labels";
import { RequestStatusBadge } from "./request-status-badge";

export const actionLabels: Record<RequestAction, string> = {
  remind: "Remind",
  cancel: "Cancel request",
  complete: "Mark completed",
};

function columns(opts: {
  requesterId: string;
  nameOf: (id: string) => string | null;
  onAction: (request: DocumentRequestRow, action: RequestAction) => void;
  onUpload: (request: DocumentRequestRow) => void;
}): Array<DataTableColumn<DocumentRequestRow>> {
  const who = (id: string) => opts.nameOf(id) ?? "Another organization";
  return [
    {
      id: "status",
      header: "Status",
      accessorFn: (row) => row.status,
      csv: { value: (row) => requestStatusLabels[row.status] },
      cell: ({ row }) => <RequestStatusBadge status={row.original.status} />,
    },
    {
      id: "items",
      header: "Requested documents",
      enableSorting: false,
      accessorFn: (row) => row.all_documents,
      csv: {
        value: (row) => (row.all_documents || !row.items ? "All documents" : row.items.map(itemWords).join("; ")),
      },
      cell: ({ row }) =>
        row.original.all_documents || !row.original.items ? (
          <strong>All documents</strong>
        ) : (
          <ul className="plain-list">
            {row.original.items.map((item) => (
              <li
                key={`${item.document_type}-${item.period_type}-${item.period_year}-${item.period_quarter}-${item.period_month}`}
              >
                {itemWords(item)}
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: "parties",
      header: "From → to",
      enableSorting: false,
      accessorFn: (row) => row.host_organization_id,
      csv: [
        { header: "From", value: (row) => who(row.host_organization_id) },
        { header: "To", value: (row) => who(row.guest_organization_id) },
      ],
      cell: ({ row }) => (
        <span>
          {who(row.original.host_organization_id)} → {who(row.original.guest_organization_id)}
        </span>
      ),
    },
    {
      id: "comment",
      header: "Comment",
      accessorFn: (row) => row.comment,
      cell: ({ row }) =>
        row.original.comment ? (
          <span className="comment-cell" title={row.original.comment}>
            {row.original.comment}
          </span>
        ) : (
          <span className="muted">—</span>
        ),
    },
    {
      id: "expires_at",
      header: "Expires",
      accessorFn: (row) => row.expires_at,
      csv: { kind: "instant", value: (row) => row.expires_at },
      cell: ({ row }) => (
        <span className="nowrap" title={formatDateTime(row.original.expires_at)}>
          {formatDate(row.original.expires_at)}
        </span>
      ),
    },
    {
      id: "created_at",
      header: "Sent",
      accessorFn: (row) => row.created_at,
      csv: [
        { header: "Sent", kind: "instant", value: (row) => row.created_at },
        { header: "Follow-up", value: (row) => (row.follow_up ? "Reminder sent" : "") },
      ],
      cell: ({ row }) => (
        <div>
          <span className="nowrap">{formatDate(row.original.created_at)}</span>
          {row.original.follow_up ? <div className="muted small">Reminder sent</div> : null}
        </div>
      ),
    },
    {
      id: "actions",
      header: () => <span className="visually-hidden">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => {
        const r = row.original;
        const actions = availableActions(r, opts.requesterId);
        if (actions.length === 0) return null;
        return (
          <div className="row-actions">
            {actions.includes("complete") ? (
              <button type="button" className="button button--secondary button--small" onClick={() => opts.onUpload(r)}>
                Upload files
              </button>
            ) : null}
            {actions.map((a) => (
              <button
                key={a}
                type="button"
                className={`button button--small button--secondary${a === "cancel" ? " button--danger-outline" : ""}`}
                onClick={() => opts.onAction(r, a)}
              >
                {actionLabels[a]}
              </button>
            ))}
          </div>
        );
      },
    },
  ];
}

export function RequestsTable({
  items,
  orderBy,
  orderDir,
  onSort,
  busy,
  requesterId,
  nameOf,
  onAction,
  onUpload,
  kit,
}: {
  items: DocumentRequestRow[];
  orderBy: string;
  orderDir: "asc" | "desc";
  onSort: (orderBy: string, orderDir: "asc" | "desc") => void;
  busy?: boolean;
  requesterId: string;
  nameOf: (id: string) => string | null;
  onAction: (request: DocumentRequestRow, action: RequestAction) => void;
  onUpload: (request: DocumentRequestRow) => void;
  /** Columns menu, CSV export and saved views (the shared list kit). */
  kit?: ListKitProps<DocumentRequestRow>;
}) {
  const cols = useMemo(
    () => columns({ requesterId, nameOf, onAction, onUpload }),
    [requesterId, nameOf, onAction, onUpload],
  );
  return (
    <DataTable
      caption="Document requests"
      // On a phone: what to do and by when (docs/console.md, "Tables that fit").
      phoneColumns={["status", "expires_at", "actions"]}
      columns={cols}
      data={items}
      getRowId={(row) => row.id}
      sort={{ orderBy, orderDir, onSort }}
      {...kit}
      busy={busy}
      empty="No document requests match these filters."
    />
  );
}
