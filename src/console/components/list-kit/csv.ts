/** One column of a CSV export: its header and how a row gives its value. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/** RFC 4180 field: quoted when it holds a comma, quote or line break; formula triggers neutralised. */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  // A cell a spreadsheet would run as a formula (=, +, -, @ at the start) is kept as text.
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(columns: ReadonlyArray<CsvColumn<T>>, rows: readonly T[]): string {
  const lines = [columns.map((c) => csvField(c.header)).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvField(c.value(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
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
