import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { Badge } from "../../../components/badge";
import { DataTable, type DataTableColumn, type ListKitProps } from "../../../components/data-table";
import { formatDate, formatDateTime } from "../../../lib/format";
import { setTarget } from "../../../lib/scope";
import type { HostRequestRow } from "../api/list-host-requests";
import { availableActions, type RequestAction } from "../api/request-actions";
import { requestSummary } from "../model/action-words";
import { expiryState, soonWords } from "../model/expiry";
import { requestStatusLabels } from "../model/labels";
import { RequestStatusBadge } from "./request-status-badge";

const hostActionLabels: Partial<Record<RequestAction, string>> = {
  remind: "Send reminder",
  cancel: "Cancel",
};

/** The Guest's name, linking to its requests page (the switcher's Target becomes that Guest). */
function GuestLink({ row }: { row: HostRequestRow }) {
  return (
    <Link
      to="/document-requests"
      className="row-link"
      onClick={() =>
        setTarget({ targetId: row.guest_organization_id, targetName: row.guest_organization_name, scenarios: ["host"] })
      }
    >
      {row.guest_organization_name}
    </Link>
  );
}

function ExpiresCell({ row }: { row: HostRequestRow }) {
  const state = expiryState(row);
  return (
    <div>
      <span className="nowrap" title={formatDateTime(row.expires_at)}>
        {formatDate(row.expires_at)}
      </span>
      {state.kind === "soon" ? (
        <div>
          <Badge tone="warning">{soonWords(state.days)}</Badge>
        </div>
      ) : state.kind === "overdue" ? (
        <div>
          <Badge tone="danger">Overdue</Badge>
        </div>
      ) : null}
    </div>
  );
}

function columns(opts: {
  requesterId: string;
  onAction: (request: HostRequestRow, action: RequestAction) => void;
}): Array<DataTableColumn<HostRequestRow>> {
  return [
    {
      id: "guest_organization_name",
      header: "Guest",
      accessorFn: (row) => row.guest_organization_name,
      cell: ({ row }) => <GuestLink row={row.original} />,
    },
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
      accessorFn: (row) => requestSummary(row),
      csv: [
        { header: "Requested documents", value: (row) => (row.all_documents ? "All documents" : requestSummary(row)) },
        { header: "Comment", value: (row) => row.comment },
      ],
      cell: ({ row }) => (
        <div>
          <span>{row.original.all_documents ? "All documents" : requestSummary(row.original)}</span>
          {row.original.comment ? (
            <div className="muted small comment-cell" title={row.original.comment}>
              {row.original.comment}
            </div>
          ) : null}
        </div>
      ),
    },
    {
      id: "created_at",
      header: "Created",
      accessorFn: (row) => row.created_at,
      csv: { kind: "instant", value: (row) => row.created_at },
      cell: ({ row }) => (
        <span className="nowrap" title={formatDateTime(row.original.created_at)}>
          {formatDate(row.original.created_at)}
        </span>
      ),
    },
    {
      id: "expires_at",
      header: "Expires",
      accessorFn: (row) => row.expires_at,
      csv: { kind: "instant", value: (row) => row.expires_at },
      cell: ({ row }) => <ExpiresCell row={row.original} />,
    },
    {
      id: "follow_up",
      header: "Follow-up",
      enableSorting: false,
      accessorFn: (row) => (row.follow_up ? "Reminder sent" : "None"),
      cell: ({ row }) =>
        row.original.follow_up ? <span>Reminder sent</span> : <span className="muted">None yet</span>,
    },
    {
      id: "actions",
      header: () => <span className="visually-hidden">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => {
        const r = row.original;
        const actions = availableActions(r, opts.requesterId).filter((a) => hostActionLabels[a]);
        if (actions.length === 0) return null;
        return (
          <div className="row-actions">
            {actions.map((a) => (
              <button
                key={a}
                type="button"
                className={`button button--small button--secondary${a === "cancel" ? " button--danger-outline" : ""}`}
                aria-label={`${hostActionLabels[a]}: ${r.guest_organization_name}, ${requestSummary(r)}`}
                onClick={() => opts.onAction(r, a)}
              >
                {hostActionLabels[a]}
              </button>
            ))}
          </div>
        );
      },
    },
  ];
}

/** The forwarder's requests to every Guest, sorted by the server (order in the URL). */
export function HostRequestsTable({
  items,
  orderBy,
  orderDir,
  onSort,
  busy,
  requesterId,
  onAction,
  kit,
}: {
  items: HostRequestRow[];
  orderBy: string;
  orderDir: "asc" | "desc";
  onSort: (orderBy: string, orderDir: "asc" | "desc") => void;
  busy?: boolean;
  requesterId: string;
  onAction: (request: HostRequestRow, action: RequestAction) => void;
  kit?: ListKitProps<HostRequestRow>;
}) {
  const cols = useMemo(() => columns({ requesterId, onAction }), [requesterId, onAction]);
  return (
    <DataTable
      caption="Document requests to your Guests"
      phoneColumns={["guest_organization_name", "status", "expires_at", "actions"]}
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
