import { Link } from "@tanstack/react-router";
import { useCallback } from "react";
import { portfolioOrderBy } from "../../../../contract/portfolio";
import { Pagination } from "../../../components/data-table";
import { SavedViews } from "../../../components/list-kit/saved-views";
import { Page } from "../../../components/page";
import { EmptyState, ErrorState, TableSkeleton } from "../../../components/states";
import { useDocumentTitle } from "../../../lib/document-title";
import { resetTarget, type Scope, setTarget, useScope } from "../../../lib/scope";
import { fetchPortfolio, type PortfolioRow, usePortfolio } from "../api/get-portfolio";
import { portfolioDestination } from "../model/destination";
import { type PortfolioSearch, toPortfolioQuery } from "../model/list-search";
import { PortfolioFilters, type PortfolioSearchChange } from "./portfolio-filters";
import { PortfolioTable } from "./portfolio-table";

export type { PortfolioSearch };

/** The company's name, one click from it: the organization switcher's Target is set just before the link navigates. */
export function CompanyLink({ row }: { row: PortfolioRow }) {
  const destination = portfolioDestination(row);
  const label = `Open ${row.name}`;
  if (destination.target === null) {
    return (
      <Link
        to={destination.to}
        params={destination.params}
        className="row-link"
        aria-label={label}
        onClick={() => resetTarget()}
      >
        {row.name}
      </Link>
    );
  }
  const target = destination.target;
  return (
    <Link to={destination.to} className="row-link" aria-label={label} onClick={() => setTarget(target)}>
      {row.name}
    </Link>
  );
}

const renderName = (row: PortfolioRow) => <CompanyLink row={row} />;

/** Every Guest and private record of the signed-in organization with its figures (Self, whatever the Target). */
export function PortfolioScreen({
  search,
  onChange,
}: {
  search: PortfolioSearch;
  onChange: (change: PortfolioSearchChange) => void;
}) {
  useDocumentTitle("Portfolio");
  const scope = useScope();
  return (
    <Page
      title="Portfolio"
      lead="Your Guests and private records side by side: latest score and its change, how fresh their statements are, and what is open with them."
    >
      <PortfolioFilters search={search} onChange={onChange} />
      {scope ? <PortfolioResults scope={scope} search={search} onChange={onChange} /> : null}
    </Page>
  );
}

function PortfolioResults({
  scope,
  search,
  onChange,
}: {
  scope: Scope;
  search: PortfolioSearch;
  onChange: (change: PortfolioSearchChange) => void;
}) {
  const query = toPortfolioQuery(search);
  const list = usePortfolio(query);
  const onSort = useCallback(
    (orderBy: string, orderDir: "asc" | "desc") => {
      const parsed = portfolioOrderBy.safeParse(orderBy);
      if (parsed.success) onChange({ order_by: parsed.data, order_dir: orderDir, offset: 0 });
    },
    [onChange],
  );
  if (list.isPending) return <TableSkeleton rows={Math.min(search.limit, 8)} columns={8} />;
  if (list.isError && !list.data) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const data = list.data;
  if (!data) return null;
  const filtered =
    search.kind !== undefined || search.bands !== undefined || search.stale !== undefined || !!search.search_text;
  if (data.total_items === 0 && !filtered) {
    return (
      <EmptyState title="No Guests or private records yet">
        The portfolio lists the shippers that accepted your partner invitation (your Guests; invite one under Partners)
        and your private records (create one under Private records). Their scores come from the financial statements
        they share or you upload.
      </EmptyState>
    );
  }
  return (
    <>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} title="This page could not be refreshed" />
      ) : null}
      <p className="muted small">
        Statements are stale {data.stale_after_days} days after their period end (Settings).
      </p>
      <PortfolioTable
        items={data.items}
        orderBy={search.order_by}
        orderDir={search.order_dir}
        onSort={onSort}
        renderName={renderName}
        busy={list.isPlaceholderData}
        kit={{
          listId: "portfolio",
          toolbar: (
            <SavedViews
              listId="portfolio"
              search={search}
              onApply={(view) => onChange(view as PortfolioSearchChange)}
            />
          ),
          exportCsv: {
            filename: "portfolio.csv",
            fetchPage: (limit, offset) => fetchPortfolio(scope, { ...query, limit, offset }),
          },
        }}
      />
      <Pagination
        total={data.total_items}
        limit={search.limit}
        offset={search.offset}
        onChange={({ limit, offset }) => onChange({ limit, offset })}
      />
    </>
  );
}
