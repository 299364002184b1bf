import { creditApplicationOrderFields } from "../../../../contract/applications";
import { creditApplicationStatuses, creditApplicationTypes, statusLabels } from "../../../../contract/transitions";
import { SelectField } from "../../../components/form-fields";
import { FilterBar } from "../../../components/list-kit/filter-bar";
import { FilterCheckboxGroup } from "../../../components/list-kit/filter-checkbox-group";
import { MultiSelectMenu } from "../../../components/list-kit/multi-select-menu";
import { SortFields } from "../../../components/list-kit/sort-fields";
import { SearchInput } from "../../../components/search-input";
import { useScope } from "../../../lib/scope";
import { useCounterparties } from "../api/list-counterparties";
import { orderByLabels, typeLabels } from "../model/labels";
import type { ApplicationListSearch } from "../model/list-search";

const statusOptions = creditApplicationStatuses.map((s) => ({ value: s, label: statusLabels[s] }));
const typeOptions = creditApplicationTypes.map((t) => ({ value: t, label: typeLabels[t] }));
const orderOptions = creditApplicationOrderFields.map((f) => ({ value: f, label: orderByLabels[f] }));

const searchFieldOptions = [
  { value: "organization_name", label: "Organization name" },
  { value: "reference", label: "Reference (CA-…)" },
];

export type ListSearchChange = Partial<ApplicationListSearch>;

/**
 * Every filter, search and sort of GET /credit-applications, bound to the URL: statuses, types,
 * shipper, forwarder, search by organization name or reference, order field and direction.
 */
export function ApplicationFilters({
  search,
  onChange,
}: {
  search: ApplicationListSearch;
  onChange: (change: ListSearchChange) => void;
}) {
  const scope = useScope();
  const connections = useCounterparties(scope?.requesterId);
  const guests = (connections.data?.items ?? []).filter((c) => c.relation === "guest");
  const hosts = (connections.data?.items ?? []).filter((c) => c.relation === "host");
  const statuses = search.credit_application_statuses ?? [];
  const types = search.credit_application_types ?? [];
  const filtered =
    statuses.length > 0 || types.length > 0 || search.search_text || search.shipper_id || search.forwarder_id;

  return (
    <FilterBar
      label="Filter credit applications"
      active={Boolean(filtered)}
      onClear={() =>
        onChange({
          credit_application_statuses: undefined,
          credit_application_types: undefined,
          search_text: undefined,
          shipper_id: undefined,
          forwarder_id: undefined,
          offset: 0,
        })
      }
    >
      <SelectField
        label="Search in"
        options={searchFieldOptions}
        value={search.search_field}
        onChange={(e) =>
          onChange({
            search_field: e.target.value === "reference" ? "reference" : "organization_name",
            offset: 0,
          })
        }
      />
      <SearchInput
        label={search.search_field === "reference" ? "Search reference" : "Search organization name"}
        className="filters__search"
        value={search.search_text}
        onChange={(v) => onChange({ search_text: v, offset: 0 })}
      />
      <MultiSelectMenu
        label="Status"
        options={statusOptions}
        value={statuses}
        onChange={(next) => onChange({ credit_application_statuses: next.length ? next : undefined, offset: 0 })}
      />
      <FilterCheckboxGroup
        legend="Type"
        options={typeOptions}
        value={types}
        onChange={(next) => onChange({ credit_application_types: next.length ? next : undefined, offset: 0 })}
      />
      {guests.length > 0 ? (
        <SelectField
          label="Shipper"
          placeholder="Any shipper"
          options={guests.map((g) => ({ value: g.organization_id, label: g.name }))}
          value={search.shipper_id ?? ""}
          onChange={(e) => onChange({ shipper_id: e.target.value || undefined, offset: 0 })}
        />
      ) : null}
      {hosts.length > 0 ? (
        <SelectField
          label="Forwarder"
          placeholder="Any forwarder"
          options={hosts.map((h) => ({ value: h.organization_id, label: h.name }))}
          value={search.forwarder_id ?? ""}
          onChange={(e) => onChange({ forwarder_id: e.target.value || undefined, offset: 0 })}
        />
      ) : null}
      <SortFields
        options={orderOptions}
        orderBy={search.order_by}
        orderDir={search.order_dir}
        onChange={(sort) => onChange({ ...sort, offset: 0 })}
      />
    </FilterBar>
  );
}
