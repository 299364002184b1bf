import {
  type ColumnDef,
  columnVisibilityFeature,
  type RowData,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import type { ReactNode } from "react";
import { ROW_NAV_ROW, ROW_NAV_TABLE, useRowNavigation } from "./keyboard-shortcuts";
import { ColumnsMenu, useHiddenColumns } from "./list-kit/columns-menu";
import { type ColumnCsv, csvColumnsOf } from "./list-kit/csv";
import { ExportCsvButton } from "./list-kit/export-button";
import { ListToolbar } from "./list-kit/list-toolbar";

/**
 * The server-driven data table on TanStack Table: the API sorts and pages, the table renders.
 * Sorting is controlled (`sorting` + `onSortingChange`), so the route keeps it in the URL
 * (`order_by`/`order_dir`); a column is sortable when its `enableSorting` is not false and its `id`
 * is one of the API's `order_by` values.
 */
export const dataTableFeatures = tableFeatures({ rowSortingFeature, columnVisibilityFeature });
export type DataTableFeatures = typeof dataTableFeatures;
/**
 * A column: TanStack's definition plus `csv`, how "Export CSV" writes it (list-kit/csv.ts): the
 * screen and the file read the one definition.
 */
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData> & { csv?: ColumnCsv<TData> };
export type { SortingState };

/** The list's `order_by`/`order_dir` and how a click on a header changes them. */
export interface ServerSort {
  orderBy: string;
  orderDir: "asc" | "desc";
  onSort: (orderBy: string, orderDir: "asc" | "desc") => void;
}

export interface DataTableProps<TData extends RowData> {
  /** Accessible name of the table (visually hidden caption). */
  caption: string;
  columns: Array<DataTableColumn<TData>>;
  data: TData[];
  /** Sorting as TanStack state; or `sort`, the API's `order_by`/`order_dir` (the usual case). */
  sorting?: SortingState;
  onSortingChange?: (next: SortingState) => void;
  sort?: ServerSort;
  getRowId?: (row: TData) => string;
  /** Shown in place of the rows when `data` is empty. */
  empty?: ReactNode;
  /** Dim the rows while a new page is fetched (the old one stays visible). */
  busy?: boolean;
  /** Keep every cell but the first on one line (short values: dates, amounts, badges). */
  nowrap?: boolean;
  /**
   * Ids of the columns kept on a phone (≤ 720 px wide); the others are left out there, so the ones
   * that matter fit the screen without scrolling (docs/console.md, "Tables that fit"). Unset: all.
   * Inside a cell, an element of class `table__wide-only` (a secondary line) is left out there too.
   */
  phoneColumns?: readonly string[];
  /** Ids of the columns of figures: right-aligned with their header, tabular digits, one line. */
  numericColumns?: readonly string[];
  /**
   * Names the list for the browser's display preferences: with it, a "Columns" menu lets the user
   * hide columns (kept in this browser).
   */
  listId?: string;
  /**
   * "Export CSV" of the whole filtered list: `fetchPage` reads a page under the current filters and
   * sort; the file has the columns shown on screen, each as its `csv` says (`csvColumnsOf`).
   */
  exportCsv?: {
    filename: string;
    fetchPage: (limit: number, offset: number) => Promise<{ items: TData[]; total_items: number }>;
  };
  /** More controls for the toolbar above the table (saved views). */
  toolbar?: ReactNode;
}

/** What a feature's table passes through to the shared list kit: columns menu, export, toolbar. */
export type ListKitProps<TData extends RowData> = Pick<DataTableProps<TData>, "listId" | "exportCsv" | "toolbar">;

/** The table's columns with a string header: what the Columns menu and the CSV export name. */
function namedColumns<TData extends RowData>(columns: Array<DataTableColumn<TData>>) {
  return columns.flatMap((c) =>
    typeof c.header === "string" && c.id ? [{ id: c.id, label: c.header, column: c }] : [],
  );
}

/** The class of a column's cells: left out on phones unless it is a phone column; figures aligned. */
function columnClass(phoneColumns?: readonly string[], numericColumns?: readonly string[]) {
  return (id: string): string | undefined => {
    const classes = [
      phoneColumns && !phoneColumns.includes(id) ? "table__cell--wide" : "",
      numericColumns?.includes(id) ? "table__cell--num" : "",
    ].filter(Boolean);
    return classes.length > 0 ? classes.join(" ") : undefined;
  };
}

export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const { caption, columns, data, getRowId, empty, busy, nowrap, listId, exportCsv, toolbar, sort } = props;
  const cellClass = columnClass(props.phoneColumns, props.numericColumns);
  const sorting: SortingState = props.sorting ?? (sort ? [{ id: sort.orderBy, desc: sort.orderDir === "desc" }] : []);
  const onSortingChange =
    props.onSortingChange ??
    (sort
      ? (next: SortingState) => {
          const first = next[0];
          if (first) sort.onSort(first.id, first.desc ? "desc" : "asc");
        }
      : undefined);
  const [storedHidden, setHidden] = useHiddenColumns(listId ?? "");
  const named = namedColumns(columns);
  const hiddenColumns = listId ? storedHidden.filter((id) => named.some((c) => c.id === id)) : [];
  const columnVisibility = Object.fromEntries(hiddenColumns.map((id) => [id, false]));
  // Keyboard (issue 25): j/k focus its rows, Enter opens one, "Skip to table" reaches it.
  useRowNavigation();
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId: getRowId ? (row) => getRowId(row) : undefined,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting, columnVisibility },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      onSortingChange?.(next);
    },
  });

  const csvColumns = csvColumnsOf(columns, hiddenColumns);
  const showToolbar = Boolean(listId || exportCsv || toolbar);

  return (
    <>
      {showToolbar ? (
        <ListToolbar>
          {toolbar}
          {listId ? <ColumnsMenu columns={named} hidden={hiddenColumns} onChange={setHidden} /> : null}
          {exportCsv ? (
            <ExportCsvButton filename={exportCsv.filename} columns={csvColumns} fetchPage={exportCsv.fetchPage} />
          ) : null}
        </ListToolbar>
      ) : null}
      <div className="table-wrap" aria-busy={busy || undefined}>
        <table
          className={`table ${busy ? "table--busy" : ""} ${nowrap ? "table--nowrap" : ""}`}
          {...{ [ROW_NAV_TABLE]: "" }}
          tabIndex={-1}
        >
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
                    <th
                      key={header.id}
                      scope="col"
                      className={cellClass(header.column.id)}
                      aria-sort={canSort ? (ariaSort ?? "none") : undefined}
                    >
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
                <td colSpan={Math.max(1, columns.length - (hiddenColumns?.length ?? 0))} className="table__empty">
                  {empty ?? "Nothing to show."}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} tabIndex={-1} {...{ [ROW_NAV_ROW]: "" }}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={cellClass(cell.column.id)}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </>
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
  // An empty list says so in its table; "Showing 0–0 of 0" says nothing more.
  if (total === 0) return null;
  const from = offset + 1;
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
