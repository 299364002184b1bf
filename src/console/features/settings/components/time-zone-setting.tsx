import { useMemo } from "react";
import { SelectField } from "../../../components/form-fields";
import { Panel } from "../../../components/page";
import {
  browserTimeZone,
  formatDateTime,
  isTimeZoneName,
  setTimeZone,
  timeZoneNames,
  useTimeZone,
  useTimeZoneChoice,
} from "../../../lib/format";

/**
 * The time zone the console shows times in: kept in this browser (there are no user accounts), the
 * browser's own zone until another is chosen. Applies at once; the API and the sealed agreements
 * stay in UTC.
 */
export function TimeZoneSetting({ now = () => new Date() }: { now?: () => Date }) {
  const choice = useTimeZoneChoice();
  const zone = useTimeZone();
  const options = useMemo(() => timeZoneNames().map((name) => ({ value: name, label: name.replace(/_/g, " ") })), []);
  return (
    <Panel title="Time zone">
      <div className="stack">
        <SelectField
          label="Show times in"
          hint="Saved in this browser only. Every date and time in the console is shown in this zone, with the zone named; CSV exports use it too. Credit agreements and the API stay in UTC."
          placeholder={`This browser's time zone (${browserTimeZone()})`}
          options={options}
          value={choice ?? ""}
          onChange={(e) => setTimeZone(isTimeZoneName(e.target.value) ? e.target.value : null)}
        />
        <p className="field__hint" aria-live="polite">
          Now: <span data-testid="time-zone-now">{formatDateTime(now().toISOString())}</span> ({zone})
        </p>
      </div>
    </Panel>
  );
}
