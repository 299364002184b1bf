import { documentRequestOrderBy, documentRequestStatuses } from "../../../../contract/requests";
import { FilterBar } from "../../../components/list-kit/filter-bar";
import { MultiSelectMenu } from "../../../components/list-kit/multi-select-menu";
import { SortFields } from "../../../components/list-kit/sort-fields";
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
    <FilterBar
      label="Filter document requests"
      active={filtered}
      onClear={() => onChange({ statuses: undefined, search_text: undefined, offset: 0 })}
    >
      <SearchInput
        label="Search comment"
        className="filters__search"
        value={search.search_text}
        onChange={(v) => onChange({ search_text: v, offset: 0 })}
      />
      <MultiSelectMenu
        label="Status"
        options={statusOptions}
        value={statuses}
        onChange={(next) => onChange({ statuses: next.length ? next : undefined, offset: 0 })}
      />
      <SortFields
        options={orderOptions}
        orderBy={search.order_by}
        orderDir={search.order_dir}
        onChange={(sort) => onChange({ ...sort, offset: 0 })}
      />
    </FilterBar>
  );
}
