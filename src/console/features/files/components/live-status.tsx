/**
 * Says how many files are still being processed (statuses are read again until every file is
 * final). The live region is always present so screen readers hear the change; the visible line
 * shows only while something moves.
 */
export function LiveStatus({ moving, total }: { moving: number; total: number }) {
  const words =
    moving > 0
      ? `${moving} file${moving === 1 ? " is" : "s are"} being processed; statuses update automatically.`
      : total > 0
        ? "Every file is processed."
        : "";
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {words}
      </p>
      {moving > 0 ? (
        <p className="notice live-status" aria-hidden="true">
          <span className="spinner" /> {words}
        </p>
      ) : null}
    </>
  );
}
