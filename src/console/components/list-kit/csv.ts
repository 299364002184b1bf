import { currentTimeZone, formatCsvDateTime } from "../../lib/format";

export type CsvValue = string | number | boolean | null | undefined;

/** One column of a CSV export: its header and how a row gives its value. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
  /**
   * `instant`: the value is the API's ISO date-time; the file says it in the user's time zone
   * ("2026-11-26 14:05") and the header names the zone ("Created (Europe/Paris)").
   */
  kind?: "instant";
}

/**
 * How a table column goes into the CSV export, written beside the column's cell (one definition
 * for the screen and the file): one value under the column's header, several columns (a cell that
 * shows a name and a reference), or `false` to leave it out. Without it the column exports its
 * accessor's value when that is a string, number or boolean.
 */
export type ColumnCsv<T> = Omit<CsvColumn<T>, "header"> | ReadonlyArray<CsvColumn<T>> | false;

/** What the export reads of a table column (TanStack's column definition plus our `csv`). */
export interface ExportableColumn<T> {
  id?: string;
  header?: unknown;
  accessorFn?: (row: T, index: number) => unknown;
  csv?: ColumnCsv<T>;
}

/**
 * The file's columns from the table's: every column shown on screen (a string header, not hidden
 * in the Columns menu), in the table's order, each as its `csv` says.
 */
export function csvColumnsOf<T>(
  columns: ReadonlyArray<ExportableColumn<T>>,
  hidden: readonly string[] = [],
): CsvColumn<T>[] {
  return columns.flatMap((column): CsvColumn<T>[] => {
    const { id, header, csv, accessorFn } = column;
    if (typeof header !== "string" || !id || hidden.includes(id) || csv === false) return [];
    if (Array.isArray(csv)) return [...csv];
    if (csv && "value" in csv) return [{ ...csv, header }];
    return [
      {
        header,
        value: (row) => {
          const v = accessorFn ? accessorFn(row, 0) : undefined;
          return typeof v === "string" || typeof v === "number" || typeof v === "boolean" ? v : null;
        },
      },
    ];
  });
}

/** RFC 4180 field: quoted when it holds a comma, quote or line break; formula triggers neutralised. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  // A cell a spreadsheet would run as a formula (=, +, -, @ at the start) is kept as text.
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Byte order mark: Excel reads the file as UTF-8 only with it ("Zürich", "São Paulo"). */
export const utf8Bom = "\uFEFF";

/** The whole file: BOM, header line, a line per row; times in `timeZone` (the user's setting by default). */
export function toCsv<T>(
  columns: ReadonlyArray<CsvColumn<T>>,
  rows: readonly T[],
  { timeZone = currentTimeZone() }: { timeZone?: string } = {},
): string {
  const header = (c: CsvColumn<T>) => (c.kind === "instant" ? `${c.header} (${timeZone})` : c.header);
  const cell = (c: CsvColumn<T>, row: T) => {
    const v = c.value(row);
    return c.kind === "instant" && typeof v === "string" ? formatCsvDateTime(v, timeZone) : v;
  };
  const lines = [columns.map((c) => csvField(header(c))).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvField(cell(c, row))).join(","));
  return `${utf8Bom}${lines.join("\r\n")}\r\n`;
}

/** Every page of a list (the API's `limit`/`offset`), up to `max` rows. */
export async function fetchAllPages<T>(
  fetchPage: (limit: number, offset: number) => Promise<{ items: T[]; total_items: number }>,
  max = 10_000,
  pageSize = 100,
): Promise<T[]> {
  const out: T[] = [];
  for (let offset = 0; offset < max; offset += pageSize) {
    const page = await fetchPage(pageSize, offset);
    out.push(...page.items);
    if (out.length >= page.total_items || page.items.length === 0) break;
  }
  return out.slice(0, max);
}
