import { useMemo } from "react";
import { Badge } from "../../../components/badge";
import { DataTable, type DataTableColumn, type ListKitProps } from "../../../components/data-table";
import { formatDate, formatDateTime } from "../../../lib/format";
import type { DocumentListItem } from "../api/list-documents";
import { documentTypeLabels, periodTypeLabels, periodWords } from "../model/labels";
import { reviewStatusLabels, reviewStatusTones } from "../model/review";
import type { DocumentSubject } from "../model/subject";
import { ReviewLink } from "./review-link";

function columns(onOpen: (id: string) => void, subject: DocumentSubject): Array<DataTableColumn<DocumentListItem>> {
  return [
    {
      id: "document_type",
      header: "Document",
      enableSorting: false,
      accessorFn: (row) => row.document_type,
      csv: { value: (row) => documentTypeLabels[row.document_type] },
      cell: ({ row }) => <strong>{documentTypeLabels[row.original.document_type]}</strong>,
    },
    {
      id: "period",
      header: "Period",
      accessorFn: (row) => row.period,
      csv: [
        { header: "Period", value: (row) => periodWords(row.period, row.period_type) },
        { header: "Period type", value: (row) => periodTypeLabels[row.period_type] },
        // A calendar date: the same day in every time zone.
        { header: "Period end", value: (row) => row.period },
      ],
      cell: ({ row }) => (
        <div>
          <div className="nowrap">{periodWords(row.original.period, row.original.period_type)}</div>
          <div className="muted small nowrap table__wide-only">
            {periodTypeLabels[row.original.period_type]} ended {formatDate(row.original.period)}
          </div>
        </div>
      ),
    },
    {
      id: "original_filename",
      header: "File",
      enableSorting: false,
      accessorFn: (row) => row.original_filename,
      cell: ({ row }) => (
        <span className="file-cell__plain documents-table__file">{row.original.original_filename}</span>
      ),
    },
    { id: "currency", header: "Currency", enableSorting: false, accessorFn: (row) => row.currency },
    {
      id: "review_status",
      header: "Review",
      enableSorting: false,
      accessorFn: (row) => reviewStatusLabels[row.review_status],
      cell: ({ row }) => (
        <Badge tone={reviewStatusTones[row.original.review_status]}>
          {reviewStatusLabels[row.original.review_status]}
        </Badge>
      ),
    },
    {
      id: "analysis",
      header: "Analysis",
      enableSorting: false,
      accessorFn: (row) => row.analysis,
      csv: { value: (row) => (row.analysis ? "Used in analysis" : "Not used") },
      cell: ({ row }) =>
        row.original.analysis ? <Badge tone="success">Used in analysis</Badge> : <Badge>Not used</Badge>,
    },
    {
      id: "created_at",
      header: "Extracted",
      accessorFn: (row) => row.created_at,
      csv: { kind: "instant", value: (row) => row.created_at },
      cell: ({ row }) => (
        <span className="nowrap" title={formatDateTime(row.original.created_at)}>
          {formatDate(row.original.created_at)}
        </span>
      ),
    },
    {
      id: "line_items",
      header: () => <span className="visually-hidden">Review and line items</span>,
      enableSorting: false,
      cell: ({ row }) => {
        const what = `the ${documentTypeLabels[row.original.document_type].toLowerCase()}, ${periodWords(row.original.period, row.original.period_type)}`;
        const needs = row.original.review_status === "needs_review";
        return (
          <div className="row-actions documents-table__actions">
            <ReviewLink
              subject={subject}
              documentId={row.original.id}
              className={`button button--small ${needs ? "button--primary" : "button--secondary"}`}
              label={`${needs ? "Review" : "Open"} ${what}`}
            >
              {needs ? "Review" : "Open"}
            </ReviewLink>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => onOpen(row.original.id)}
              aria-label={`Line items of ${what}`}
            >
              Line items
            </button>
          </div>
        );
      },
    },
  ];
}

export function DocumentsTable({
  subject,
  items,
  orderBy,
  orderDir,
  onSort,
  onOpen,
  busy,
  kit,
}: {
  subject: DocumentSubject;
  items: DocumentListItem[];
  orderBy: string;
  orderDir: "asc" | "desc";
  onSort: (orderBy: string, orderDir: "asc" | "desc") => void;
  onOpen: (id: string) => void;
  busy?: boolean;
  /** Columns menu, CSV export and saved views (the shared list kit). */
  kit?: ListKitProps<DocumentListItem>;
}) {
  const cols = useMemo(() => columns(onOpen, subject), [onOpen, subject]);
  return (
    <DataTable
      caption="Extracted documents"
      phoneColumns={["document_type", "period", "review_status", "line_items"]}
      columns={cols}
      data={items}
      getRowId={(row) => row.id}
      sort={{ orderBy, orderDir, onSort }}
      {...kit}
      busy={busy}
      empty="No documents match these filters."
    />
  );
}
