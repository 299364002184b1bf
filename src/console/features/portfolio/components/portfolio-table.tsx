import { type ReactNode, useMemo } from "react";
import { portfolioKindLabels } from "../../../../contract/portfolio";
import { Badge } from "../../../components/badge";
import { DataTable, type DataTableColumn, type ListKitProps } from "../../../components/data-table";
import { formatDate, formatMoney } from "../../../lib/format";
import { bandLabels, bandTones, formatScore } from "../../../lib/score-band";
import type { PortfolioRow } from "../api/get-portfolio";
import { ScoreSparkline } from "./score-sparkline";

/** "EUR 130,000 · USD 12,000/month": the approved amounts per currency and basis. */
export function exposureText(row: PortfolioRow): string {
  return row.approved_exposure
    .map((a) => `${formatMoney(a.amount, a.currency)}${a.basis === "per_month" ? "/month" : ""}`)
    .join(" · ");
}

const signed = (n: number) => (n > 0 ? `+${formatScore(n)}` : n < 0 ? `−${formatScore(-n)}` : formatScore(0));

function columns(renderName: (row: PortfolioRow) => ReactNode): Array<DataTableColumn<PortfolioRow>> {
  return [
    { id: "name", header: "Company", accessorFn: (r) => r.name, cell: ({ row }) => renderName(row.original) },
    { id: "kind", header: "Kind", enableSorting: false, accessorFn: (r) => portfolioKindLabels[r.kind] },
    {
      id: "total_score",
      header: "Score",
      accessorFn: (r) => r.total_score ?? "",
      csv: [
        { header: "Score", value: (r) => r.total_score },
        { header: "Band", value: (r) => (r.band === null ? null : bandLabels[r.band]) },
        { header: "Scored", value: (r) => r.score_date },
      ],
      cell: ({ row }) =>
        row.original.total_score === null || row.original.band === null ? (
          <span className="muted">Not scored</span>
        ) : (
          <span className="score-badge">
            <span className="score-badge__value">{formatScore(row.original.total_score)}</span>
            <Badge tone={bandTones[row.original.band]}>{bandLabels[row.original.band]}</Badge>
          </span>
        ),
    },
    {
      id: "score_change",
      header: "Change",
      accessorFn: (r) => r.score_change ?? "",
      csv: { value: (r) => r.score_change },
      cell: ({ row }) => (
        <span className="portfolio__change">
          <ScoreSparkline points={row.original.score_history} />{" "}
          {row.original.score_change === null ? <span className="muted">—</span> : signed(row.original.score_change)}
        </span>
      ),
    },
    {
      id: "newest_statement",
      header: "Newest statement",
      accessorFn: (r) => r.newest_statement ?? "",
      csv: [
        { header: "Newest statement", value: (r) => r.newest_statement },
        { header: "Stale", value: (r) => (r.stale ? (r.newest_statement ? "Stale" : "No statements") : "") },
      ],
      cell: ({ row }) => (
        <span>
          {row.original.newest_statement ? formatDate(row.original.newest_statement) : null}
          {row.original.stale ? (
            <>
              {" "}
              <Badge tone="warning">{row.original.newest_statement ? "Stale" : "No statements"}</Badge>
            </>
          ) : null}
        </span>
      ),
    },
    { id: "documents_awaiting_review", header: "Awaiting review", accessorFn: (r) => r.documents_awaiting_review },
    { id: "open_applications", header: "Open applications", accessorFn: (r) => r.open_applications },
    {
      id: "approved_exposure",
      header: "Approved exposure",
      enableSorting: false,
      accessorFn: exposureText,
      cell: ({ row }) => exposureText(row.original) || <span className="muted">—</span>,
    },
  ];
}

export function PortfolioTable({
  items,
  orderBy,
  orderDir,
  onSort,
  renderName,
  busy,
  kit,
}: {
  items: PortfolioRow[];
  orderBy: string;
  orderDir: "asc" | "desc";
  onSort: (orderBy: string, orderDir: "asc" | "desc") => void;
  /** The company's name as a link that opens it (the router's Link in the app, plain text in tests). */
  renderName: (row: PortfolioRow) => ReactNode;
  busy?: boolean;
  /** Columns menu, CSV export and saved views (the shared list kit). */
  kit?: ListKitProps<PortfolioRow>;
}) {
  const cols = useMemo(() => columns(renderName), [renderName]);
  return (
    <DataTable
      caption="Portfolio"
      columns={cols}
      data={items}
      getRowId={(r) => `${r.kind}:${r.id}`}
      sort={{ orderBy, orderDir, onSort }}
      {...kit}
      busy={busy}
      phoneColumns={["name", "total_score", "newest_statement"]}
      numericColumns={["documents_awaiting_review", "open_applications"]}
      empty="No company matches these filters."
    />
  );
}
