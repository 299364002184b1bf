import { auditActions, auditActorKinds } from "../../../../contract/values";
import { SelectField, TextField } from "../../../components/form-fields";
import { FilterBar } from "../../../components/list-kit/filter-bar";
import { MultiSelectMenu } from "../../../components/list-kit/multi-select-menu";
import { SearchInput } from "../../../components/search-input";
import { isOneOf } from "../../../lib/search-params";
import { actionLabel, actorKindWords } from "../model/labels";
import { type AuditSearch, auditFiltersActive } from "../model/list-search";

const actionOptions = auditActions.map((a) => ({ value: a, label: actionLabel(a) }));

/** What happened (any action of the contract), who did it, what it was about, and the days: all in the URL. */
export function AuditFilters({
  search,
  onChange,
}: {
  search: AuditSearch;
  onChange: (change: Partial<AuditSearch>) => void;
}) {
  return (
    <FilterBar
      label="Filter the audit log"
      active={auditFiltersActive(search)}
      onClear={() =>
        onChange({
          action: undefined,
          actor_kind: undefined,
          actor: undefined,
          subject: undefined,
          from: undefined,
          to: undefined,
          offset: 0,
        })
      }
    >
      <MultiSelectMenu
        label="What happened"
        options={actionOptions}
        value={search.action ?? []}
        onChange={(next) => onChange({ action: next.length ? next : undefined, offset: 0 })}
      />
      <SelectField
        label="Done by"
        placeholder="Anyone"
        options={auditActorKinds.map((k) => ({ value: k, label: actorKindWords[k] }))}
        value={search.actor_kind ?? ""}
        onChange={(e) => {
          const value = e.target.value;
          onChange({ actor_kind: isOneOf(auditActorKinds, value) ? value : undefined, offset: 0 });
        }}
      />
      <SearchInput
        label="Person or client ID"
        value={search.actor}
        maxLength={200}
        onChange={(v) => onChange({ actor: v, offset: 0 })}
      />
      <SearchInput
        label="About (ID)"
        value={search.subject}
        maxLength={200}
        onChange={(v) => onChange({ subject: v, offset: 0 })}
      />
      <TextField
        label="From"
        type="date"
        value={search.from ?? ""}
        onChange={(e) => onChange({ from: e.target.value || undefined, offset: 0 })}
      />
      <TextField
        label="To"
        type="date"
        value={search.to ?? ""}
        onChange={(e) => onChange({ to: e.target.value || undefined, offset: 0 })}
      />
    </FilterBar>
  );
}
