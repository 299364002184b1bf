import {
  type DocumentRequestStatusCounts,
  documentRequestStatuses,
  hostDocumentRequestOrderBy,
} from "../../../../contract/requests";
import { TextField } from "../../../components/form-fields";
import { FilterBar } from "../../../components/list-kit/filter-bar";
import { MultiSelectMenu } from "../../../components/list-kit/multi-select-menu";
import { SortFields } from "../../../components/list-kit/sort-fields";
import { SearchInput } from "../../../components/search-input";
import {
  type HostRequestListSearch,
  type HostRequestSearchChange,
  hasHostRequestFilters,
} from "../model/host-list-search";
import { hostRequestOrderLabels, requestStatusLabels } from "../model/labels";

const orderOptions = hostDocumentRequestOrderBy.options.map((o) => ({ value: o, label: hostRequestOrderLabels[o] }));

/**
 * Search (comment or Guest name), status (with each status's count under the other filters), Guest,
 * expiring before, and order: all in the URL.
 */
export function HostRequestFilters({
  search,
  onChange,
  guests,
  counts,
}: {
  search: HostRequestListSearch;
  onChange: (change: HostRequestSearchChange) => void;
  guests: ReadonlyArray<{ id: string; name: string }>;
  counts?: DocumentRequestStatusCounts;
}) {
  const statusOptions = documentRequestStatuses.map((s) => ({
    value: s,
    label: counts ? `${requestStatusLabels[s]} (${counts[s]})` : requestStatusLabels[s],
  }));
  const guestOptions = guests.map((g) => ({ value: g.id, label: g.name }));
  return (
    <FilterBar
      label="Filter document requests to Guests"
      active={hasHostRequestFilters(search)}
      onClear={() =>
        onChange({
          search_text: undefined,
          statuses: undefined,
          guest_organization_ids: undefined,
          expires_before: undefined,
          offset: 0,
        })
      }
    >
      <SearchInput
        label="Search comment or Guest"
        className="filters__search"
        value={search.search_text}
        onChange={(v) => onChange({ search_text: v, offset: 0 })}
      />
      <MultiSelectMenu
        label="Status"
        options={statusOptions}
        value={search.statuses ?? []}
        onChange={(next) => onChange({ statuses: next.length ? next : undefined, offset: 0 })}
      />
      <MultiSelectMenu
        label="Guest"
        options={guestOptions}
        value={search.guest_organization_ids ?? []}
        onChange={(next) => onChange({ guest_organization_ids: next.length ? next : undefined, offset: 0 })}
      />
      <TextField
        label="Expiring before"
        type="date"
        value={search.expires_before ?? ""}
        onChange={(e) => onChange({ expires_before: e.target.value || undefined, offset: 0 })}
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
