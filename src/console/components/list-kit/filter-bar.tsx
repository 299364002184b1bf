import { type ReactNode, useId, useState } from "react";

/**
 * The filter bar of every list screen: a `<search>` landmark named after the list, its filters,
 * and "Clear filters" while any filter is set. On a phone (≤ 720 px) the filters fold behind a
 * "Filters" button, so the list starts on the first screen (docs/console.md, "Tables that fit").
 */
export function FilterBar({
  label,
  active,
  onClear,
  children,
}: {
  /** Accessible name, e.g. "Filter credit applications". */
  label: string;
  /** True while any filter differs from its default. */
  active: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <search className={`filters${open ? " filters--open" : ""}`} aria-label={label}>
      <button
        type="button"
        className="button button--secondary filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        Filters{active ? <span className="count-pill">on</span> : null}
      </button>
      <div className="filters__panel" id={panelId}>
        {children}
        {active ? (
          <button type="button" className="button button--ghost" onClick={onClear}>
            Clear filters
          </button>
        ) : null}
      </div>
    </search>
  );
}
