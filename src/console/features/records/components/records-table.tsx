import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { Badge } from "../../../components/badge";
import { DataTable, type DataTableColumn, type ListKitProps } from "../../../components/data-table";
import { formatDate } from "../../../lib/format";
import { bandLabels, bandOf } from "../../../lib/score-band";
import type { RecordListItem } from "../api/list-records";
import { ScoreBadge } from "./score-badge";

function columns(onArchive: (r: RecordListItem) => void): Array<DataTableColumn<RecordListItem>> {
  return [
    {
      id: "name",
      header: "Name",
      accessorFn: (row) => row.name,
      csv: [
        { header: "Name", value: (row) => row.name },
        { header: "Archived", value: (row) => (row.archived ? "Archived" : "") },
      ],
      cell: ({ row }) => (
        <div>
          <Link to="/private-records/$recordId" params={{ recordId: row.original.id }} className="row-link">
            {row.original.name}
          </Link>
          {row.original.archived ? (
            <>
              {" "}
              <Badge>Archived</Badge>
            </>
          ) : null}
        </div>
      ),
    },
    {
      id: "email",
      header: "E-mail",
      accessorFn: (row) => row.email,
      cell: ({ row }) => row.original.email ?? <span className="muted">—</span>,
    },
    {
      id: "location",
      header: "Location",
      enableSorting: false,
      accessorFn: (row) => row.city,
      csv: { value: (row) => [row.city, row.country_code].filter(Boolean).join(", ") },
      cell: ({ row }) => [row.original.city, row.original.country_code].filter(Boolean).join(", ") || "—",
    },
    { id: "currency_code", header: "Currency", enableSorting: false, accessorFn: (row) => row.currency_code },
    {
      id: "total_score",
      header: "Score",
      accessorFn: (row) => row.total_score,
      csv: [
        { header: "Score", value: (row) => row.total_score },
        {
          header: "Band",
          value: (row) => (row.total_score === null ? "Not scored" : bandLabels[bandOf(row.total_score)]),
        },
      ],
      cell: ({ row }) => <ScoreBadge score={row.original.total_score} />,
    },
    {
      id: "score_updated_at",
      header: "Scored",
      accessorFn: (row) => row.score_updated_at,
      csv: { kind: "instant", value: (row) => row.score_updated_at },
      cell: ({ row }) => <span className="nowrap">{formatDate(row.original.score_updated_at)}</span>,
    },
    {
      id: "created_at",
      header: "Created",
      accessorFn: (row) => row.created_at,
      csv: { kind: "instant", value: (row) => row.created_at },
      cell: ({ row }) => <span className="nowrap">{formatDate(row.original.created_at)}</span>,
    },
    {
      id: "actions",
      header: () => <span className="visually-hidden">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onArchive(row.original)}
          aria-label={`${row.original.archived ? "Restore" : "Archive"} ${row.original.name}`}
        >
          {row.original.archived ? "Restore" : "Archive"}
        </button>
      ),
    },
  ];
}

export function RecordsTable({
  items,
  orderBy,
  orderDir,
  onSort,
  onArchive,
  busy,
  kit,
}: {
  items: RecordListItem[];
  orderBy: string;
  orderDir: "asc" | "desc";
  onSort: (orderBy: string, orderDir: "asc" | "desc") => void;
  onArchive: (r: RecordListItem) => void;
  busy?: boolean;
  /** Columns menu, CSV export and saved views (the shared list kit). */
  kit?: ListKitProps<RecordListItem>;
}) {
  const cols = useMemo(() => columns(onArchive), [onArchive]);
  return (
    <DataTable
      caption="Private records"
      phoneColumns={["name", "total_score", "actions"]}
      numericColumns={["total_score"]}
      columns={cols}
      data={items}
      getRowId={(row) => row.id}
      sort={{ orderBy, orderDir, onSort }}
      {...kit}
      busy={busy}
      empty="No private records match these filters."
    />
  );
}
