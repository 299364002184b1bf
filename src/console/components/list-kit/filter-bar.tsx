import type { ReactNode } from "react";

/**
 * The filter bar of every list screen: a `<search>` landmark named after the list, its filters,
 * and "Clear filters" while any filter is set.
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
  return (
    <search className="filters" aria-label={label}>
      {children}
      {active ? (
        <button type="button" className="button button--ghost" onClick={onClear}>
          Clear filters
        </button>
      ) : null}
    </search>
  );
}
