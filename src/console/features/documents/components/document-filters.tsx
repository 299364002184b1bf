import { documentTypes } from "../../../../contract/chart-of-accounts";
import { documentOrderBy, reviewStatuses } from "../../../../contract/documents";
import { SelectField, TextField } from "../../../components/form-fields";
import { FilterBar } from "../../../components/list-kit/filter-bar";
import { FilterCheckboxGroup } from "../../../components/list-kit/filter-checkbox-group";
import { SortFields } from "../../../components/list-kit/sort-fields";
import type { FileOption } from "../api/list-file-options";
import { documentOrderLabels, documentTypeLabels } from "../model/labels";
import type { DocumentListSearch } from "../model/list-search";
import { reviewStatusLabels } from "../model/review";

export type DocumentSearchChange = Partial<DocumentListSearch>;

const typeOptions = documentTypes.map((t) => ({ value: t, label: documentTypeLabels[t] }));
const orderOptions = documentOrderBy.options.map((o) => ({ value: o, label: documentOrderLabels[o] }));
const reviewOptions = reviewStatuses.map((r) => ({ value: r, label: reviewStatusLabels[r] }));
const analysisOptions = [
  { value: "true", label: "Used in analysis" },
  { value: "false", label: "Not used in analysis" },
];

/** File, document types, period range and analysis status filters, order, all bound to the URL. */
export function DocumentFilters({
  search,
  onChange,
  files,
}: {
  search: DocumentListSearch;
  onChange: (change: DocumentSearchChange) => void;
  files: readonly FileOption[];
}) {
  const types = search.document_types ?? [];
  const filtered = Boolean(
    search.file_id ||
      types.length ||
      search.period_from ||
      search.period_to ||
      search.analysis_status !== undefined ||
      search.review_status !== undefined,
  );
  return (
    <FilterBar
      label="Filter extracted documents"
      active={Boolean(filtered)}
      onClear={() =>
        onChange({
          file_id: undefined,
          document_types: undefined,
          period_from: undefined,
          period_to: undefined,
          analysis_status: undefined,
          review_status: undefined,
          offset: 0,
        })
      }
    >
      <SelectField
        label="File"
        placeholder="Any file"
        options={files.map((f) => ({ value: f.id, label: f.name }))}
        value={search.file_id ?? ""}
        onChange={(e) => onChange({ file_id: e.target.value || undefined, offset: 0 })}
      />
      <FilterCheckboxGroup
        legend="Document type"
        options={typeOptions}
        value={types}
        onChange={(next) => onChange({ document_types: next.length ? next : undefined, offset: 0 })}
      />
      <TextField
        label="Period from"
        type="date"
        value={search.period_from ?? ""}
        max={search.period_to}
        onChange={(e) => onChange({ period_from: e.target.value || undefined, offset: 0 })}
      />
      <TextField
        label="Period to"
        type="date"
        value={search.period_to ?? ""}
        min={search.period_from}
        onChange={(e) => onChange({ period_to: e.target.value || undefined, offset: 0 })}
      />
      <SelectField
        label="Analysis status"
        placeholder="Any"
        options={analysisOptions}
        value={search.analysis_status === undefined ? "" : String(search.analysis_status)}
        onChange={(e) =>
          onChange({ analysis_status: e.target.value === "" ? undefined : e.target.value === "true", offset: 0 })
        }
      />
      <SelectField
        label="Review"
        placeholder="Any"
        options={reviewOptions}
        value={search.review_status ?? ""}
        onChange={(e) => onChange({ review_status: e.target.value || undefined, offset: 0 })}
      />
      <SortFields
        options={orderOptions}
        orderBy={search.order_by}
        orderDir={search.order_dir}
        directionLabels={{ asc: "Oldest first", desc: "Newest first" }}
        onChange={(sort) => onChange({ ...sort, offset: 0 })}
      />
    </FilterBar>
  );
}
