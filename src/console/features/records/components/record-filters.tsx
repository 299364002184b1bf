import { privateRecordOrderBy } from "../../../../contract/records";
import { SelectField } from "../../../components/form-fields";
import { FilterBar } from "../../../components/list-kit/filter-bar";
import { SortFields } from "../../../components/list-kit/sort-fields";
import { SearchInput } from "../../../components/search-input";
import { oneOf } from "../../../lib/search-params";
import { archivedFilterLabels, recordOrderLabels } from "../model/labels";
import { searchTextUsable } from "../model/list-query";
import type { RecordListSearch } from "../model/list-search";

export type RecordSearchChange = Partial<RecordListSearch>;

const orderOptions = privateRecordOrderBy.options.map((o) => ({ value: o, label: recordOrderLabels[o] }));
const archivedValues = ["false", "true", "all"] as const;
const archivedOptions = archivedValues.map((v) => ({ value: v, label: archivedFilterLabels[v] }));

/** Search (name or e-mail, 3+ characters), archived filter and order, bound to the URL. */
export function RecordFilters({
  search,
  onChange,
}: {
  search: RecordListSearch;
  onChange: (change: RecordSearchChange) => void;
}) {
  const tooShort = search.search_text !== undefined && !searchTextUsable(search.search_text);
  const filtered = search.search_text !== undefined || search.archived !== "false";
  return (
    <FilterBar
      label="Filter private records"
      active={filtered}
      onClear={() => onChange({ search_text: undefined, archived: "false", offset: 0 })}
    >
      <SelectField
        label="Search in"
        options={[
          { value: "name", label: "Name" },
          { value: "email", label: "E-mail" },
        ]}
        value={search.search_field}
        onChange={(e) => onChange({ search_field: e.target.value === "email" ? "email" : "name", offset: 0 })}
      />
      <div className="filters__search">
        <SearchInput
          label={search.search_field === "email" ? "Search e-mail" : "Search name"}
          value={search.search_text}
          onChange={(v) => onChange({ search_text: v, offset: 0 })}
        />
        {tooShort ? <span className="field__hint">Type at least 3 characters to search.</span> : null}
      </div>
      <SelectField
        label="Show"
        options={archivedOptions}
        value={search.archived}
        onChange={(e) => onChange({ archived: oneOf(e.target.value, archivedValues, "false"), offset: 0 })}
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
