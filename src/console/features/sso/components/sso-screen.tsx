import { useState } from "react";
import { getSsoConfiguration, type SsoConfiguration } from "../../../../contract/sso";
import { Badge } from "../../../components/badge";
import { ConfirmDialog } from "../../../components/dialog";
import { CopyableValueField } from "../../../components/form-fields";
import { DescriptionList, Page, Panel } from "../../../components/page";
import { PermissionGate } from "../../../components/permission";
import { ScenarioGate } from "../../../components/scenario-gate";
import { ErrorState, Skeleton } from "../../../components/states";
import { toast } from "../../../components/toaster";
import { errorMessage } from "../../../lib/api-error";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatDateTime } from "../../../lib/format";
import { type Scope, useScope } from "../../../lib/scope";
import { useDeleteSsoConfiguration } from "../api/delete-sso-configuration";
import { useSsoConfiguration } from "../api/get-sso-configuration";
import { usePutSsoConfiguration } from "../api/put-sso-configuration";
import { roleName } from "../model/words";
import { SsoConfigurationForm } from "./sso-configuration-form";

/**
 * Single sign-on (admins): the organization's OpenID Connect provider, so its people sign in there
 * instead of with a password (docs/people.md, "Single sign-on"). Shows the configuration (never the
 * client secret), sets or changes it, and turns it off.
 */
export function SsoScreen() {
  useDocumentTitle("Single sign-on");
  const scope = useScope();
  return (
    <Page
      title="Single sign-on"
      lead="Let your people sign in with your organization's identity provider (OpenID Connect) instead of a password of this service."
    >
      <PermissionGate endpoint={getSsoConfiguration} doing="manage single sign-on">
        <ScenarioGate endpoint={getSsoConfiguration} what="Single sign-on">
          {scope ? <SsoPanel scope={scope} /> : null}
        </ScenarioGate>
      </PermissionGate>
    </Page>
  );
}

function SsoPanel({ scope }: { scope: Scope }) {
  const configuration = useSsoConfiguration();
  if (configuration.isPending) return <Skeleton lines={6} label="Loading single sign-on" />;
  if (configuration.isError) {
    return <ErrorState error={configuration.error} onRetry={() => void configuration.refetch()} />;
  }
  return <SsoConnected scope={scope} saved={configuration.data} />;
}

function SsoConnected({ scope, saved }: { scope: Scope; saved: SsoConfiguration | null }) {
  const put = usePutSsoConfiguration(scope);
  const remove = useDeleteSsoConfiguration(scope);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const formShown = saved === null || editing;
  const save = (body: Parameters<typeof put.mutate>[0]) =>
    put.mutate(body, {
      onSuccess: () => {
        toast.success(saved ? "Single sign-on saved." : "Single sign-on is on.");
        setEditing(false);
      },
    });
  return (
    <>
      <Panel
        title="Current configuration"
        actions={
          saved && !editing ? (
            <div className="actions-bar">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  put.reset();
                  setEditing(true);
                }}
              >
                Change
              </button>
              <button
                type="button"
                className="button button--danger"
                onClick={() => {
                  remove.reset();
                  setRemoving(true);
                }}
              >
                Turn off
              </button>
            </div>
          ) : null
        }
      >
        {saved ? (
          <SsoSummary saved={saved} />
        ) : (
          <p>
            <Badge tone="neutral">Off</Badge> Single sign-on is not set up. People sign in with their e-mail and
            password.
          </p>
        )}
      </Panel>
      {formShown ? (
        <Panel title={saved ? "Change single sign-on" : "Set up single sign-on"}>
          {saved ? null : (
            <p className="muted">
              Register a client (application) for this service at your identity provider first. Once saved, this page
              shows the redirect URI to add to that client.
            </p>
          )}
          <SsoConfigurationForm
            // A fresh form for each saved state (its defaults come from it).
            key={saved?.updated_at ?? "new"}
            saved={saved}
            pending={put.isPending}
            error={put.isError ? put.error : null}
            onSave={save}
            onCancel={saved ? () => setEditing(false) : undefined}
          />
        </Panel>
      ) : null}
      {removing && saved ? (
        <ConfirmDialog
          open
          title="Turn off single sign-on?"
          description={`People of ${saved.allowed_email_domains.join(", ")} can no longer sign in with your identity provider. Their accounts stay; those created by single sign-on have no password, so invite them again on People if they need to sign in.`}
          confirmLabel="Turn off"
          tone="danger"
          pending={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          onClose={() => setRemoving(false)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                toast.success("Single sign-on is off.");
                setRemoving(false);
              },
            })
          }
        />
      ) : null}
    </>
  );
}

/** The saved configuration in words; the client secret only as "stored". */
export function SsoSummary({ saved }: { saved: SsoConfiguration }) {
  return (
    <div className="stack">
      <DescriptionList
        items={[
          { label: "Status", value: <Badge tone="success">On</Badge> },
          { label: "Issuer", value: <span className="mono">{saved.issuer}</span> },
          { label: "Client ID", value: <span className="mono">{saved.client_id}</span> },
          { label: "Client secret", value: "Stored (never shown)" },
          { label: "Allowed e-mail domains", value: saved.allowed_email_domains.join(", ") },
          {
            label: "New people",
            value: saved.jit_enabled
              ? `Get an account at their first sign-on, as ${roleName(saved.default_role)}`
              : "Need an invitation first (no account is created at sign-on)",
          },
          { label: "Last changed", value: formatDateTime(saved.updated_at) },
        ]}
      />
      <CopyableValueField id="sso-redirect-uri" label="Redirect URI" value={saved.redirect_uri} />
      <p className="field__hint">
        Register this redirect URI with the client at your identity provider; sign-ins fail until it is.
      </p>
    </div>
  );
}
