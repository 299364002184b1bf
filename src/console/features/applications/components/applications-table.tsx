import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { statusLabels } from "../../../../contract/transitions";
import { DataTable, type DataTableColumn, type ListKitProps } from "../../../components/data-table";
import { formatDate } from "../../../lib/format";
import type { ApplicationListItem } from "../api/list-applications";
import { amountKind, basisWords, formatAmount } from "../model/amounts";
import { typeLabels } from "../model/labels";
import { StatusBadge } from "./status-badge";

/** Column ids are the API's `order_by` values, so header sorting maps straight to the URL. */
function columns(): Array<DataTableColumn<ApplicationListItem>> {
  return [
    {
      id: "organization_name",
      header: "Organization",
      accessorFn: (row) => row.organization.name,
      csv: [
        { header: "Organization", value: (row) => row.organization.name },
        { header: "Reference", value: (row) => row.reference },
        { header: "E-mail", value: (row) => row.organization.email },
      ],
      cell: ({ row }) => (
        <div>
          <Link
            to="/credit-applications/$applicationId"
            params={{ applicationId: row.original.id }}
            className="row-link"
          >
            {row.original.organization.name}
          </Link>
          <div className="muted">
            <span className="mono" title="Reference">
              {row.original.reference}
            </span>
            <span className="table__wide-only"> · {row.original.organization.email}</span>
          </div>
        </div>
      ),
    },
    {
      id: "credit_application_type",
      header: "Type",
      accessorFn: (row) => row.credit_application_type,
      csv: { value: (row) => typeLabels[row.credit_application_type] },
      cell: ({ row }) => typeLabels[row.original.credit_application_type],
    },
    {
      id: "status",
      header: "Status",
      accessorFn: (row) => row.status,
      csv: { value: (row) => statusLabels[row.status] },
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    {
      id: "amount",
      header: "Amount",
      accessorFn: (row) => row.amounts.requested.amount,
      // Numbers a spreadsheet can add up, with their currency and basis beside them.
      csv: [
        { header: "Amount requested", value: (row) => row.amounts.requested.amount },
        { header: "Amount approved", value: (row) => row.amounts.approved?.amount },
        { header: "Currency", value: (row) => row.amounts.requested.currency },
        { header: "Amount basis", value: (row) => basisWords[row.amounts.requested.basis] },
      ],
      // The amount model: what is requested (a monthly facility says so), and what was approved.
      cell: ({ row }) => {
        const { requested, approved } = row.original.amounts;
        return (
          <div className="num" title={amountKind(row.original.credit_application_type)}>
            {formatAmount(requested)}
            {approved ? <div className="muted">approved {formatAmount(approved)}</div> : null}
          </div>
        );
      },
    },
    { id: "payment_terms", header: "Payment terms", accessorFn: (row) => row.payment_terms },
    {
      id: "created_at",
      header: "Created",
      accessorFn: (row) => row.created_at,
      csv: { kind: "instant", value: (row) => row.created_at },
      cell: ({ row }) => formatDate(row.original.created_at),
    },
    {
      id: "updated_at",
      header: "Last updated",
      accessorFn: (row) => row.updated_at,
      csv: { kind: "instant", value: (row) => row.updated_at },
      cell: ({ row }) => formatDate(row.original.updated_at),
    },
    {
      id: "expires_at",
      header: "Expires",
      accessorFn: (row) => row.expires_at,
      csv: { kind: "instant", value: (row) => row.expires_at },
      cell: ({ row }) => formatDate(row.original.expires_at),
    },
  ];
}

export function ApplicationsTable({
  items,
  orderBy,
  orderDir,
  onSort,
  busy,
  kit,
}: {
  items: ApplicationListItem[];
  orderBy: string;
  orderDir: "asc" | "desc";
  onSort: (orderBy: string, orderDir: "asc" | "desc") => void;
  busy?: boolean;
  /** Columns menu, CSV export and saved views (the shared list kit). */
  kit?: ListKitProps<ApplicationListItem>;
}) {
  const cols = useMemo(columns, []);
  return (
    <DataTable
      caption="Credit applications"
      phoneColumns={["organization_name", "status", "amount"]}
      numericColumns={["amount"]}
      columns={cols}
      data={items}
      getRowId={(row) => row.id}
      sort={{ orderBy, orderDir, onSort }}
      {...kit}
      busy={busy}
      nowrap
      empty="No credit applications match these filters."
    />
  );
}
