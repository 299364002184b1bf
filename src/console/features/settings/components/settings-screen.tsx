import { useEffect, useState } from "react";
import { getOrganizationSettings, updateOrganizationSettings } from "../../../../contract/organization-settings";
import { TextField } from "../../../components/form-fields";
import { Page, Panel } from "../../../components/page";
import { ScenarioGate } from "../../../components/scenario-gate";
import { ErrorState, Skeleton } from "../../../components/states";
import { toast } from "../../../components/toaster";
import { useUnsavedChangesGuard } from "../../../components/unsaved-changes";
import { formatAmountsPerCurrency, parseAmountsPerCurrency } from "../../../lib/amounts-per-currency";
import { errorMessage } from "../../../lib/api-error";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatDateTime } from "../../../lib/format";
import { useCan } from "../../../lib/permissions";
import { type Scope, useScope } from "../../../lib/scope";
import { type OrganizationSettingsView, useOrganizationSettings } from "../api/get-settings";
import { type UpdateOrganizationSettingsInput, useUpdateOrganizationSettings } from "../api/update-settings";
import { TimeZoneSetting } from "./time-zone-setting";

/** The on/off settings (the stale period is a number of days, edited apart). */
type SettingName = Exclude<
  keyof UpdateOrganizationSettingsInput,
  "statement_stale_after_days" | "second_approval_thresholds"
>;

/** Each setting: its name in words and what it does (the contract describes the field; this says it to an analyst). */
const settingTexts: Record<SettingName, { label: string; help: string }> = {
  decision_reasons_required: {
    label: "Require a reason for every decline and reject",
    help: "When on, the API refuses a decline (as forwarder) or a reject (as shipper) by your organization without a reason. The other party reads the reason in the application's history. The console always asks for one.",
  },
  agreement_includes_decision_reasons: {
    label: "Print the approval reason in credit agreements",
    help: "When on, the credit agreements you send for signature state the analyst's reason for the approval. The approved amount, every condition and the payment terms are always printed.",
  },
  require_totp: {
    label: "Require two-step sign-in for everyone",
    help: "When on, everyone in your organization signs in with a code from an authenticator app after the password. Someone who has not set it up can only set it up (under Your account) until they have.",
  },
};

const settingNames = Object.keys(settingTexts) as SettingName[];

/**
 * The organization's own settings (Self only): two switches, saved together; and this browser's
 * time zone (in every scenario: it is not the organization's).
 */
export function SettingsScreen() {
  useDocumentTitle("Settings");
  const scope = useScope();
  return (
    <Page
      title="Settings"
      lead="How your organization decides credit applications and what its agreements state, and the time zone this browser shows times in."
    >
      <ScenarioGate endpoint={getOrganizationSettings} what="Settings">
        {scope ? <SettingsForm scope={scope} /> : null}
      </ScenarioGate>
      <TimeZoneSetting />
    </Page>
  );
}

function SettingsForm({ scope }: { scope: Scope }) {
  const settings = useOrganizationSettings();
  if (settings.isPending) return <Skeleton lines={4} label="Loading settings" />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  return <SettingsConnected scope={scope} saved={settings.data} />;
}

function SettingsConnected({ scope, saved }: { scope: Scope; saved: OrganizationSettingsView }) {
  const update = useUpdateOrganizationSettings(scope);
  const can = useCan(updateOrganizationSettings, "change the organization's settings");
  return (
    <SettingsEditor
      saved={saved}
      saveRefusal={can.reason}
      pending={update.isPending}
      error={update.isError ? errorMessage(update.error) : null}
      onSave={(changes) => update.mutate(changes, { onSuccess: () => toast.success("Settings saved") })}
    />
  );
}

/** The stale period as typed: a whole number of days within the contract's bounds, else null. */
function staleDays(text: string): number | null {
  const n = Number(text.trim());
  return /^\d+$/.test(text.trim()) && n >= 1 && n <= 3650 ? n : null;
}

/** The switches and the stale period as saved; Save sends only the settings that changed. */
export function SettingsEditor({
  saved,
  onSave,
  pending,
  error,
  saveRefusal = null,
}: {
  saved: OrganizationSettingsView;
  /** Why the signed-in role may not save (the Save button is disabled with it); null: it may. */
  saveRefusal?: string | null;
  onSave: (changes: UpdateOrganizationSettingsInput) => void;
  pending: boolean;
  error: string | null;
}) {
  const [draft, setDraft] = useState<Record<SettingName, boolean>>(() => pick(saved));
  const [staleText, setStaleText] = useState(String(saved.statement_stale_after_days));
  const savedThresholds = formatAmountsPerCurrency(saved.second_approval_thresholds);
  const [thresholdText, setThresholdText] = useState(savedThresholds);
  useEffect(() => {
    setDraft(pick(saved));
    setStaleText(String(saved.statement_stale_after_days));
    setThresholdText(formatAmountsPerCurrency(saved.second_approval_thresholds));
  }, [saved]);
  const stale = staleDays(staleText);
  const thresholds = parseAmountsPerCurrency(thresholdText);
  const changes = Object.fromEntries(
    settingNames.filter((n) => draft[n] !== saved[n]).map((n) => [n, draft[n]]),
  ) as UpdateOrganizationSettingsInput;
  if (stale !== null && stale !== saved.statement_stale_after_days) changes.statement_stale_after_days = stale;
  if (thresholds !== null && formatAmountsPerCurrency(thresholds) !== savedThresholds) {
    changes.second_approval_thresholds = thresholds;
  }
  const dirty =
    Object.keys(changes).length > 0 ||
    String(saved.statement_stale_after_days) !== staleText.trim() ||
    thresholdText.trim() !== savedThresholds;
  const valid = stale !== null && thresholds !== null;
  // A save brings `saved` up to the draft: the guard stops by itself.
  const guard = useUnsavedChangesGuard(dirty);
  return (
    <Panel title="Decisions and agreements">
      <form
        noValidate
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          if (dirty && valid) onSave(changes);
        }}
      >
        {guard}
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        {settingNames.map((name) => (
          <div className="field" key={name}>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={draft[name]}
                aria-describedby={`setting-${name}-help`}
                onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.checked }))}
              />{" "}
              {settingTexts[name].label}
            </label>
            <span className="field__hint" id={`setting-${name}-help`}>
              {settingTexts[name].help}
            </span>
          </div>
        ))}
        <TextField
          label="Statements are stale after (days)"
          inputMode="numeric"
          value={staleText}
          onChange={(e) => setStaleText(e.target.value)}
          hint="The portfolio marks a company stale when its newest statement ends more than this many days ago, or when it has none."
          error={stale === null ? "Give a whole number of days from 1 to 3650." : undefined}
        />
        <TextField
          label="Approvals above these amounts need a second approver"
          value={thresholdText}
          onChange={(e) => setThresholdText(e.target.value)}
          hint="One whole amount per currency, for example: EUR 250000, USD 300000. An approval above it only proposes; another approver confirms it. Once any amount is set, an application in a currency not listed always needs a second approver (amounts are never converted). Leave empty: one approver is enough."
          error={
            thresholds === null
              ? "Write each amount as a currency code and a whole number, for example EUR 250000, each currency once."
              : undefined
          }
        />
        <p className="field__hint">
          {saved.updated_at ? `Last changed ${formatDateTime(saved.updated_at)}.` : "Every setting has its default."}
        </p>
        <div className="dialog__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={!dirty || !valid || pending || saveRefusal !== null}
            title={saveRefusal ?? undefined}
            aria-describedby={saveRefusal ? "settings-save-refusal" : undefined}
          >
            {pending ? "Saving…" : "Save settings"}
          </button>
          {saveRefusal ? (
            <span id="settings-save-refusal" className="permission-note">
              {saveRefusal}
            </span>
          ) : null}
        </div>
      </form>
    </Panel>
  );
}

function pick(s: OrganizationSettingsView): Record<SettingName, boolean> {
  return Object.fromEntries(settingNames.map((n) => [n, s[n]])) as Record<SettingName, boolean>;
}
