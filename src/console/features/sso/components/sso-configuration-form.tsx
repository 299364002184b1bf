import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { userRoles } from "../../../../contract/people";
import type { PutSsoConfigurationBody, SsoConfiguration } from "../../../../contract/sso";
import { SelectField, TextField } from "../../../components/form-fields";
import { unsavedWork, useUnsavedChangesGuard } from "../../../components/unsaved-changes";
import { formDefaults, type SsoFormValues, ssoFormErrorMap, ssoFormSchema, ssoSaveErrors } from "../model/sso-form";
import { roleWords } from "../model/words";

/**
 * Sets or changes the organization's single sign-on (PUT /sso-configuration replaces it whole),
 * checked in the browser with the contract's body schema; the API's refusals are shown at the
 * field they concern (`ssoSaveErrors`). The client secret is never shown: a change leaves the
 * field empty to keep the stored one (the body then has no `client_secret`).
 */
export function SsoConfigurationForm({
  saved,
  onSave,
  onCancel,
  pending,
  error,
}: {
  saved: SsoConfiguration | null;
  onSave: (body: PutSsoConfigurationBody) => void;
  onCancel?: () => void;
  pending: boolean;
  /** The last save's refusal (an ApiError or anything thrown); null when none. */
  error: unknown;
}) {
  const form = useForm<SsoFormValues, unknown, PutSsoConfigurationBody>({
    resolver: zodResolver(ssoFormSchema(saved !== null), ssoFormErrorMap),
    defaultValues: formDefaults(saved),
  });
  const refusal = ssoSaveErrors(error);
  // The API's field refusals go to their fields; editing the field clears them (react-hook-form
  // validates the field again after the first submit).
  useEffect(() => {
    for (const [field, message] of Object.entries(ssoSaveErrors(error).fields)) {
      form.setError(field as keyof SsoFormValues, { type: "server", message });
    }
  }, [error, form]);
  const guard = useUnsavedChangesGuard(
    unsavedWork(form.formState, refusal.form ?? Object.keys(refusal.fields).length > 0),
  );
  const e = form.formState.errors;
  const jit = form.watch("jit_enabled");
  return (
    <form
      noValidate
      className="stack"
      onSubmit={form.handleSubmit((body) => onSave(body))}
      aria-label="Single sign-on configuration"
    >
      {guard}
      {refusal.form ? (
        <p className="form-error" role="alert">
          {refusal.form}
        </p>
      ) : null}
      <TextField
        label="Issuer URL"
        type="url"
        inputMode="url"
        spellCheck={false}
        autoComplete="off"
        placeholder="https://login.example.com"
        hint="Your identity provider's issuer; its discovery document is at this address followed by /.well-known/openid-configuration."
        error={e.issuer?.message}
        {...form.register("issuer")}
      />
      <TextField
        label="Client ID"
        spellCheck={false}
        autoComplete="off"
        hint="The ID of the client (application) registered for this service at your provider."
        error={e.client_id?.message}
        {...form.register("client_id")}
      />
      <TextField
        label="Client secret"
        type="password"
        autoComplete="new-password"
        hint={
          saved
            ? "A secret is stored; it is never shown. Leave empty to keep the current secret, or enter a new one."
            : "The client's secret at your provider. It is stored and never shown again."
        }
        error={e.client_secret?.message}
        {...form.register("client_secret")}
      />
      <TextField
        label="Allowed e-mail domains"
        spellCheck={false}
        autoComplete="off"
        placeholder="example.com"
        hint="People whose e-mail ends in one of these domains sign in with your provider. Separate several with commas. A domain can belong to one organization only."
        error={e.allowed_email_domains?.message}
        {...form.register("allowed_email_domains")}
      />
      <div className="field">
        <label className="checkbox">
          <input type="checkbox" aria-describedby="sso-jit-help" {...form.register("jit_enabled")} /> Create accounts at
          the first sign-on
        </label>
        <span className="field__hint" id="sso-jit-help">
          When on, a person of an allowed domain without an account gets one at their first single sign-on, with the
          role below. When off, only people you invited (on People) can sign in this way.
        </span>
      </div>
      <SelectField
        label="Role of new accounts"
        options={userRoles.map((r) => ({ value: r, label: roleWords[r] }))}
        hint={
          jit
            ? "The role of a person created at their first single sign-on."
            : "Used when accounts are created at the first sign-on."
        }
        error={e.default_role?.message}
        {...form.register("default_role")}
      />
      <div className="dialog__actions">
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending || undefined}>
          {pending ? "Saving…" : saved ? "Save changes" : "Turn on single sign-on"}
        </button>
      </div>
    </form>
  );
}
