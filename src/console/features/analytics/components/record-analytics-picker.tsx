import { useNavigate } from "@tanstack/react-router";
import { SelectField } from "../../../components/form-fields";
import { formatScore } from "../../../lib/score-band";
import { useRecordOptions } from "../api/list-record-options";

/** Opens the analytics of one of the caller's private records (Self only). */
export function RecordAnalyticsPicker() {
  const records = useRecordOptions();
  const navigate = useNavigate();
  if (!records.data || records.data.length === 0) return null;
  return (
    <div className="record-analytics-picker">
      <SelectField
        label="Analytics of a private record"
        placeholder="Choose a private record…"
        options={records.data.map((r) => ({
          value: r.id,
          label: r.score === null ? `${r.name} (not scored)` : `${r.name} (${formatScore(r.score)})`,
        }))}
        value=""
        onChange={(e) => {
          if (e.target.value)
            void navigate({ to: "/private-records/$recordId/analytics", params: { recordId: e.target.value } });
        }}
      />
    </div>
  );
}
