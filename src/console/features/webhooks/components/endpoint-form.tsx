import { type FormEvent, useState } from "react";
import { type WebhookEventType, webhookEventTypes } from "../../../../contract/webhooks";
import { Dialog } from "../../../components/dialog";
import { CheckboxGroup, TextField } from "../../../components/form-fields";
import { useUnsavedChangesGuard } from "../../../components/unsaved-changes";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { eventTypeWords } from "../model/labels";

export interface EndpointFormValues {
  url: string;
  description: string | null;
  event_types: ["*"] | WebhookEventType[];
}

/** Add an endpoint: its URL, an optional description, and every event or a chosen few. */
export function EndpointFormDialog({
  pending,
  error,
  onSubmit,
  onClose,
}: {
  pending: boolean;
  error: unknown;
  onSubmit: (values: EndpointFormValues) => void;
  onClose: () => void;
}) {
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [all, setAll] = useState(true);
  const [types, setTypes] = useState<WebhookEventType[]>([]);
  const [problems, setProblems] = useState<{ url?: string; types?: string; description?: string }>({});
  // The dialog closes on success, so anything typed here is unsaved work.
  const guard = useUnsavedChangesGuard(url !== "" || description !== "" || !all || types.length > 0);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: typeof problems = {};
    if (!/^https?:\/\/\S+$/i.test(url.trim())) next.url = "Enter the receiver's address, starting with https://";
    if (!all && types.length === 0) next.types = "Choose at least one event type, or all events.";
    if (description.length > 200) next.description = "At most 200 characters.";
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    onSubmit({ url: url.trim(), description: description.trim() || null, event_types: all ? ["*"] : types });
  };

  return (
    <Dialog open onClose={onClose} title="Add webhook endpoint" size="large">
      <form onSubmit={submit} noValidate>
        {guard}
        <TextField
          label="Endpoint URL"
          hint="An https:// address of your system that accepts POST requests."
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={problems.url}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label="Description (optional)"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={problems.description}
          maxLength={200}
        />
        <fieldset className="field fieldset">
          <legend className="field__label">Events to send</legend>
          <label className="checkbox">
            <input type="radio" name="webhook-events" checked={all} onChange={() => setAll(true)} />
            <span>All events, including types added later</span>
          </label>
          <label className="checkbox">
            <input type="radio" name="webhook-events" checked={!all} onChange={() => setAll(false)} />
            <span>Only the event types I choose</span>
          </label>
        </fieldset>
        {all ? null : (
          <CheckboxGroup<WebhookEventType>
            legend="Event types"
            options={webhookEventTypes.map((t) => ({ value: t, label: `${eventTypeWords[t]} (${t})` }))}
            value={types}
            onChange={setTypes}
            error={problems.types}
          />
        )}
        {error ? (
          <p role="alert" className="form-error">
            {isApiError(error) && error.code === "webhook_url_refused"
              ? `This URL cannot receive events: ${error.items[0]?.msg ?? error.message}.`
              : errorMessage(error)}
          </p>
        ) : null}
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending || undefined}>
            {pending ? "Adding…" : "Add endpoint"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
