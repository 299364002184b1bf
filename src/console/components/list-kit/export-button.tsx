import { useState } from "react";
import { errorMessage } from "../../lib/api-error";
import { type CsvColumn, fetchAllPages, toCsv } from "./csv";

/**
 * "Export CSV": every row of the filtered list (all pages, not only the one shown), as the API
 * returns it under the current filters and sort, saved as a file: the columns on screen, statuses
 * in words, times in the user's time zone (named in the headers), UTF-8 with a BOM for Excel.
 */
export function ExportCsvButton<T>({
  filename,
  columns,
  fetchPage,
}: {
  filename: string;
  columns: ReadonlyArray<CsvColumn<T>>;
  fetchPage: (limit: number, offset: number) => Promise<{ items: T[]; total_items: number }>;
}) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const run = async () => {
    setState({ busy: true, error: null });
    try {
      const rows = await fetchAllPages(fetchPage);
      const url = URL.createObjectURL(new Blob([toCsv(columns, rows)], { type: "text/csv;charset=utf-8" }));
      const a = document.createElement("a");
      a.href = url;
      a.download = filename;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: errorMessage(error) });
    }
  };
  return (
    <span className="list-toolbar__item">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void run()}
        disabled={state.busy}
        aria-busy={state.busy || undefined}
      >
        {state.busy ? "Exporting…" : "Export CSV"}
      </button>
      {state.error ? (
        <span role="alert" className="form-error">
          Export failed: {state.error}
        </span>
      ) : null}
    </span>
  );
}
