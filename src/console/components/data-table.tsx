import {
  type ColumnDef,
  type RowData,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import type { ReactNode } from "react";

/**
 * The server-driven data table on TanStack Table: the API sorts and pages, the table renders.
 * Sorting is controlled (`sorting` + `onSortingChange`), so the route keeps it in the URL
 * (`order_by`/`order_dir`); a column is sortable when its `enableSorting` is not false and its `id`
 * is one of the API's `order_by` values.
 */
export const dataTableFeatures = tableFeatures({ rowSortingFeature });
export type DataTableFeatures = typeof dataTableFeatures;
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData>;
export type { SortingState };

export interface DataTableProps<TData extends RowData> {
  /** Accessible name of the table (visually hidden caption). */
  caption: string;
  columns: Array<DataTableColumn<TData>>;
  data: TData[];
  sorting: SortingState;
  onSortingChange?: (next: SortingState) => void;
  getRowId?: (row: TData) => string;
  /** Shown in place of the rows when `data` is empty. */
  empty?: ReactNode;
  /** Dim the rows while a new page is fetched (the old one stays visible). */
  busy?: boolean;
  /** Keep every cell but the first on one line (short values: dates, amounts, badges). */
  nowrap?: boolean;
}

export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const { caption, columns, data, sorting, onSortingChange, getRowId, empty, busy, nowrap } = props;
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId: getRowId ? (row) => getRowId(row) : undefined,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      onSortingChange?.(next);
    },
  });

  return (
    <div className="table-wrap" aria-busy={busy || undefined}>
      <table className={`table ${busy ? "table--busy" : ""} ${nowrap ? "table--nowrap" : ""}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const canSort = Boolean(onSortingChange) && header.column.getCanSort();
                const sorted = header.column.getIsSorted();
                const ariaSort = sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined;
                const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                return (
                  <th key={header.id} scope="col" aria-sort={canSort ? (ariaSort ?? "none") : undefined}>
                    {canSort ? (
                      <button
                        type="button"
                        className="table__sort"
                        onClick={() => header.column.toggleSorting(sorted === "asc")}
                      >
                        {content}
                        <span aria-hidden="true" className="table__sort-icon">
                          {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
                        </span>
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {data.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="table__empty">
                {empty ?? "Nothing to show."}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

export interface PaginationProps {
  total: number;
  limit: number;
  offset: number;
  onChange: (next: { limit: number; offset: number }) => void;
  pageSizes?: readonly number[];
}

/** "Showing 21–40 of 57", page size, previous/next: drives `limit`/`offset` in the URL. */
export function Pagination({ total, limit, offset, onChange, pageSizes = [10, 20, 50, 100] }: PaginationProps) {
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + limit, total);
  const page = Math.floor(offset / limit) + 1;
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav className="pagination" aria-label="Pagination">
      <p className="pagination__summary">
        Showing {from}–{to} of {total}
      </p>
      <label className="pagination__size">
        <span>Rows per page</span>
        <select
          className="input select"
          value={limit}
          onChange={(e) => onChange({ limit: Number(e.target.value), offset: 0 })}
        >
          {pageSizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <span className="pagination__page">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="button button--secondary"
        disabled={offset === 0}
        onClick={() => onChange({ limit, offset: Math.max(0, offset - limit) })}
      >
        Previous page
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={offset + limit >= total}
        onClick={() => onChange({ limit, offset: offset + limit })}
      >
        Next page
      </button>
    </nav>
  );
}
