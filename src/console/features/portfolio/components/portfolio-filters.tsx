import { type PortfolioOrderBy, portfolioKindLabels, portfolioKinds } from "../../../../contract/portfolio";
import { scoreBands } from "../../../../contract/values";
import { SelectField } from "../../../components/form-fields";
import { FilterBar } from "../../../components/list-kit/filter-bar";
import { MultiSelectMenu } from "../../../components/list-kit/multi-select-menu";
import { SortFields } from "../../../components/list-kit/sort-fields";
import { SearchInput } from "../../../components/search-input";
import { bandLabels } from "../../../lib/score-band";
import { oneOf } from "../../../lib/search-params";
import type { PortfolioSearch } from "../model/list-search";

export type PortfolioSearchChange = Partial<PortfolioSearch>;

export const portfolioOrderLabels: Record<PortfolioOrderBy, string> = {
  name: "Company",
  total_score: "Score",
  score_change: "Change",
  newest_statement: "Newest statement",
  documents_awaiting_review: "Awaiting review",
  open_applications: "Open applications",
};

const orderOptions = (Object.keys(portfolioOrderLabels) as PortfolioOrderBy[]).map((o) => ({
  value: o,
  label: portfolioOrderLabels[o],
}));
const kindValues = ["all", ...portfolioKinds] as const;
const kindOptions = kindValues.map((k) => ({
  value: k,
  label: k === "all" ? "Guests and private records" : `${portfolioKindLabels[k]}s`,
}));
const staleValues = ["all", "true", "false"] as const;
const staleOptions = [
  { value: "all", label: "All" },
  { value: "true", label: "Stale only" },
  { value: "false", label: "Fresh only" },
];
const bandOptions = scoreBands.map((b) => ({ value: b, label: bandLabels[b] }));

/** Name search, kind, bands, stale and order, bound to the URL. */
export function PortfolioFilters({
  search,
  onChange,
}: {
  search: PortfolioSearch;
  onChange: (change: PortfolioSearchChange) => void;
}) {
  const filtered =
    search.kind !== undefined || search.bands !== undefined || search.stale !== undefined || !!search.search_text;
  return (
    <FilterBar
      label="Filter portfolio"
      active={filtered}
      onClear={() =>
        onChange({ kind: undefined, bands: undefined, stale: undefined, search_text: undefined, offset: 0 })
      }
    >
      <div className="filters__search">
        <SearchInput
          label="Search company"
          value={search.search_text}
          onChange={(v) => onChange({ search_text: v, offset: 0 })}
        />
      </div>
      <SelectField
        label="Show"
        options={kindOptions}
        value={search.kind ?? "all"}
        onChange={(e) => {
          const kind = oneOf(e.target.value, kindValues, "all");
          onChange({ kind: kind === "all" ? undefined : kind, offset: 0 });
        }}
      />
      <MultiSelectMenu
        label="Band"
        options={bandOptions}
        value={search.bands ?? []}
        onChange={(next) => onChange({ bands: next.length ? next : undefined, offset: 0 })}
      />
      <SelectField
        label="Statements"
        options={staleOptions}
        value={search.stale === undefined ? "all" : String(search.stale)}
        onChange={(e) => {
          const v = oneOf(e.target.value, staleValues, "all");
          onChange({ stale: v === "all" ? undefined : v === "true", offset: 0 });
        }}
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
