import { useState } from "react";
import { DescriptionList, Page, Panel } from "../../../components/page";
import { ErrorState, Skeleton } from "../../../components/states";
import { toast } from "../../../components/toaster";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatDateTime } from "../../../lib/format";
import { useConfirmTotpEnrolment } from "../api/confirm-totp-enrolment";
import { useDisableTotp } from "../api/disable-totp";
import { type Principal, usePrincipal } from "../api/get-principal";
import { type TotpStatus, useTotpStatus } from "../api/get-totp-status";
import { useRegenerateRecoveryCodes } from "../api/regenerate-recovery-codes";
import { type TotpEnrolment, useStartTotpEnrolment } from "../api/start-totp-enrolment";
import { ChangePasswordForm } from "./change-password-form";
import { CodeForm } from "./code-form";
import { RecoveryCodes } from "./recovery-codes";

const roleWords: Record<Principal["role"], string> = {
  viewer: "Viewer (reads everything)",
  analyst: "Analyst (works on applications)",
  approver: "Approver (also decides)",
  admin: "Admin (also manages people and settings)",
};

/** "Your account": who is signed in, and their two-step sign-in (TOTP): set up, recovery codes, turn off. */
export function AccountScreen() {
  useDocumentTitle("Your account");
  const principal = usePrincipal();
  return (
    <Page title="Your account" lead="Who is signed in, and how you sign in.">
      {principal.isPending ? (
        <Skeleton lines={3} label="Loading your account" />
      ) : principal.isError ? (
        <ErrorState error={principal.error} onRetry={() => void principal.refetch()} />
      ) : (
        <AccountDetails principal={principal.data} />
      )}
    </Page>
  );
}

function AccountDetails({ principal }: { principal: Principal }) {
  if (principal.kind === "api_client" || !principal.user) {
    return (
      <Panel title="Signed in">
        <p>
          This console is signed in with your organization's API client ({principal.client_id ?? "unknown"}), not as a
          person. Two-step sign-in is for people who sign in with their e-mail and password.
        </p>
      </Panel>
    );
  }
  return (
    <>
      <Panel title="Signed in">
        <DescriptionList
          items={[
            { label: "Name", value: principal.user.name },
            { label: "E-mail", value: principal.user.email },
            { label: "Role", value: roleWords[principal.role] },
          ]}
        />
      </Panel>
      <Panel title="Change password">
        <ChangePasswordForm />
      </Panel>
      <TwoStepSignIn />
    </>
  );
}

function TwoStepSignIn() {
  const status = useTotpStatus(true);
  return (
    <Panel title="Two-step sign-in">
      {status.isPending ? (
        <Skeleton lines={2} label="Loading two-step sign-in" />
      ) : status.isError ? (
        <ErrorState error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <TwoStepState status={status.data} />
      )}
    </Panel>
  );
}

/** What the panel shows: recovery codes just received win over everything, once. */
function TwoStepState({ status }: { status: TotpStatus }) {
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  if (status.enabled) return <TwoStepOn status={status} onNewCodes={setCodes} />;
  return <TwoStepOff status={status} onTurnedOn={setCodes} />;
}

function TwoStepOff({ status, onTurnedOn }: { status: TotpStatus; onTurnedOn: (codes: readonly string[]) => void }) {
  const start = useStartTotpEnrolment();
  const confirm = useConfirmTotpEnrolment();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  return (
    <div className="stack">
      {status.required_by_organization ? (
        <p className="notice notice--warning" role="status">
          Your organization requires two-step sign-in. Set it up to go on working in the console.
        </p>
      ) : null}
      <p>
        Two-step sign-in is off. When it is on, you sign in with your password and a 6-digit code from an authenticator
        app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password).
      </p>
      {enrolment ? (
        <>
          <ol className="stack">
            <li>
              Scan this QR code with the authenticator app.
              <div>
                <img src={enrolment.qr_code} alt="QR code for your authenticator app" width={200} height={200} />
              </div>
            </li>
            <li>
              If you cannot scan it, enter this key in the app instead: <code>{enrolment.secret}</code>
            </li>
            <li>Enter the 6-digit code the app shows now.</li>
          </ol>
          <CodeForm
            label="Code from your authenticator app"
            submitLabel="Turn on two-step sign-in"
            pending={confirm.isPending}
            error={confirm.error}
            onSubmit={(code) =>
              confirm.mutate(code, {
                onSuccess: (answer) => {
                  toast.success("Two-step sign-in is on");
                  onTurnedOn(answer.recovery_codes);
                },
              })
            }
          />
        </>
      ) : (
        <>
          {start.isError ? <ErrorState error={start.error} title="Two-step sign-in could not be started" /> : null}
          <div className="dialog__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={start.isPending}
              onClick={() => start.mutate(undefined, { onSuccess: setEnrolment })}
            >
              {start.isPending ? "Starting…" : "Set up two-step sign-in"}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

function TwoStepOn({ status, onNewCodes }: { status: TotpStatus; onNewCodes: (codes: readonly string[]) => void }) {
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTotp();
  const [action, setAction] = useState<"codes" | "off" | null>(null);
  return (
    <div className="stack">
      <p>
        Two-step sign-in is on{status.enabled_at ? ` since ${formatDateTime(status.enabled_at)}` : ""}. You have{" "}
        {status.recovery_codes_left === 1 ? "1 recovery code" : `${status.recovery_codes_left} recovery codes`} left.
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={() => setAction("codes")}>
          Get new recovery codes
        </button>
        {status.required_by_organization ? null : (
          <button type="button" className="button button--secondary" onClick={() => setAction("off")}>
            Turn off two-step sign-in
          </button>
        )}
      </div>
      {status.required_by_organization ? (
        <p className="field__hint">Your organization requires two-step sign-in, so it cannot be turned off.</p>
      ) : null}
      {action === "codes" ? (
        <CodeForm
          label="Code from your authenticator app"
          hint="Your earlier recovery codes stop working."
          submitLabel="Get new recovery codes"
          pending={regenerate.isPending}
          error={regenerate.error}
          onSubmit={(code) =>
            regenerate.mutate(code, {
              onSuccess: (answer) => {
                setAction(null);
                onNewCodes(answer.recovery_codes);
              },
            })
          }
        />
      ) : null}
      {action === "off" ? (
        <CodeForm
          label="Code from your authenticator app, or a recovery code"
          submitLabel="Turn off two-step sign-in"
          acceptsRecoveryCode
          pending={disable.isPending}
          error={disable.error}
          onSubmit={(code) =>
            disable.mutate(code, {
              onSuccess: () => {
                setAction(null);
                toast.success("Two-step sign-in is off");
              },
            })
          }
        />
      ) : null}
    </div>
  );
}
