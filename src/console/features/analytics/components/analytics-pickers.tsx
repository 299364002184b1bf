import { metricSectionTypes, periodTypes } from "../../../../contract/analytics";
import { SelectField, TextField } from "../../../components/form-fields";
import type { AnalyticsSearch } from "../model/analytics-search";
import { periodTypeLabels, sectionLabels } from "../model/labels";

export type AnalyticsSearchChange = Partial<AnalyticsSearch>;

const periodTypeOptions = periodTypes.map((p) => ({ value: p, label: periodTypeLabels[p] }));
const sectionOptions = metricSectionTypes
  .map((s) => ({ value: s, label: sectionLabels[s] }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** Period type, date range and section, bound to the URL. */
export function AnalyticsPickers({
  search,
  onChange,
}: {
  search: AnalyticsSearch;
  onChange: (change: AnalyticsSearchChange) => void;
}) {
  const filtered = Boolean(search.date_from || search.date_to || search.section);
  return (
    <search className="filters" aria-label="Choose the analytics period">
      <SelectField
        label="Period type"
        options={periodTypeOptions}
        value={search.period_type}
        onChange={(e) =>
          onChange({
            period_type: e.target.value === "quarterly" ? "quarterly" : "yearly",
            period: undefined,
          })
        }
      />
      <TextField
        label="From"
        type="date"
        value={search.date_from ?? ""}
        max={search.date_to}
        onChange={(e) => onChange({ date_from: e.target.value || undefined, period: undefined })}
      />
      <TextField
        label="To"
        type="date"
        value={search.date_to ?? ""}
        min={search.date_from}
        onChange={(e) => onChange({ date_to: e.target.value || undefined, period: undefined })}
      />
      <SelectField
        label="Section"
        placeholder="All sections"
        options={sectionOptions}
        value={search.section ?? ""}
        onChange={(e) => onChange({ section: e.target.value || undefined })}
      />
      {filtered ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => onChange({ date_from: undefined, date_to: undefined, section: undefined, period: undefined })}
        >
          Clear
        </button>
      ) : null}
    </search>
  );
}
