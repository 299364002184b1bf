import { documentRequestOrderBy, documentRequestStatuses } from "../../../../contract/requests";
import { CheckboxGroup, SelectField } from "../../../components/form-fields";
import { SearchInput } from "../../../components/search-input";
import { requestOrderLabels, requestStatusLabels } from "../model/labels";
import type { RequestListSearch } from "../model/list-search";

export type RequestSearchChange = Partial<RequestListSearch>;

const statusOptions = documentRequestStatuses.map((s) => ({ value: s, label: requestStatusLabels[s] }));
const orderOptions = documentRequestOrderBy.options.map((o) => ({ value: o, label: requestOrderLabels[o] }));

/** Comment search, status filter and order, bound to the URL. */
export function RequestFilters({
  search,
  onChange,
}: {
  search: RequestListSearch;
  onChange: (change: RequestSearchChange) => void;
}) {
  const statuses = search.statuses ?? [];
  const filtered = statuses.length > 0 || search.search_text !== undefined;
  return (
    <search className="filters" aria-label="Filter document requests">
      <SearchInput
        label="Search comment"
        className="filters__search"
        value={search.search_text}
        onChange={(v) => onChange({ search_text: v, offset: 0 })}
      />
      <details className="filter-menu">
        <summary className="button button--secondary">Status{statuses.length ? ` (${statuses.length})` : ""}</summary>
        <div className="filter-menu__panel">
          <CheckboxGroup
            legend="Status"
            options={statusOptions}
            value={statuses}
            onChange={(next) => onChange({ statuses: next.length ? next : undefined, offset: 0 })}
            className="checkbox-group--column"
          />
        </div>
      </details>
      <SelectField
        label="Sort by"
        options={orderOptions}
        value={search.order_by}
        onChange={(e) => onChange({ order_by: e.target.value, offset: 0 })}
      />
      <SelectField
        label="Direction"
        options={[
          { value: "desc", label: "Descending" },
          { value: "asc", label: "Ascending" },
        ]}
        value={search.order_dir}
        onChange={(e) => onChange({ order_dir: e.target.value === "asc" ? "asc" : "desc", offset: 0 })}
      />
      {filtered ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => onChange({ statuses: undefined, search_text: undefined, offset: 0 })}
        >
          Clear filters
        </button>
      ) : null}
    </search>
  );
}
