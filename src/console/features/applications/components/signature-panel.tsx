import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { actionEndpoints } from "../../../../contract/action-permissions";
import {
  declineAgreementBody,
  type SignatureEventType,
  type SignatureProcess,
  sendForSignatureBody,
  signAgreementBody,
} from "../../../../contract/signatures";
import {
  type ApplicationAction,
  isSignatureAction,
  type SignatureAction,
  transitions,
} from "../../../../contract/transitions";
import { ConfirmDialog, Dialog } from "../../../components/dialog";
import { TextAreaField, TextField } from "../../../components/form-fields";
import { DescriptionList, Panel } from "../../../components/page";
import { PdfPreview } from "../../../components/pdf-preview";
import { ErrorState, Skeleton } from "../../../components/states";
import { toast } from "../../../components/toaster";
import { unsavedWork, useUnsavedChangesGuard } from "../../../components/unsaved-changes";
import { errorMessage } from "../../../lib/api-error";
import { saveBytes } from "../../../lib/download";
import { formErrorMap } from "../../../lib/form-errors";
import { formatDateTime, localizeTimes } from "../../../lib/format";
import { type Can, useCanCheck } from "../../../lib/permissions";
import type { Scope } from "../../../lib/scope";
import type { ApplicationDetail } from "../api/get-application";
import { type AgreementVersion, fetchAgreement, useAgreement } from "../api/get-signature-document";
import { useSignatureProcess } from "../api/get-signature-process";
import {
  useCancelSignature,
  useDeclineAgreement,
  useOpenAgreement,
  useSendForSignature,
  useSignAgreement,
} from "../api/signature-actions";
import { offeredActions, roleOf } from "../model/action-plan";
import { agreementLines } from "../model/agreement-summary";
import { StatusBadge } from "./status-badge";

/**
 * The signature process of an application (api-design §10): the agreement sent for signature, its
 * status and events, the downloads, and the moves open to the caller — exactly the signature rows of
 * the transition table that `allowed_actions` lists (labels from the same rows).
 */

const eventWords: Record<SignatureEventType, string> = {
  created: "Sent for signature",
  viewed: "Opened by the signer",
  signed: "Signed",
  sealed: "Sealed by the service",
  declined: "Declined",
  canceled: "Canceled",
  expired: "Expired",
  failed: "Sealing failed",
};

type Dialogs = "send" | "review" | "decline" | "cancel" | null;

/** Whether the application has (or may get) a signature process worth a panel. */
export function showsSignature(
  app: Pick<ApplicationDetail, "status" | "allowed_actions"> &
    Partial<Pick<ApplicationDetail, "actions_withheld_by_role">>,
): boolean {
  return (
    app.status.startsWith("sign_document_") ||
    app.status === "finalized" ||
    offeredActions(app).some((a) => isSignatureAction(a))
  );
}

/** What a signature move lets one do, for the reason a role lacks it ("Approvers and admins can sign …"). */
const signatureDoing: Record<SignatureAction, string> = {
  send_for_signature: "send the agreement for signature",
  open_agreement: "open the agreement",
  sign_agreement: "sign or decline the agreement",
  decline_agreement: "sign or decline the agreement",
  cancel_signature: "cancel the signature",
};

export function SignaturePanel({ app, scope }: { app: ApplicationDetail; scope: Scope }) {
  const role = roleOf(app, scope.requesterId);
  const query = useSignatureProcess(scope, app.id, role !== null);
  const [dialog, setDialog] = useState<Dialogs>(null);
  // Offered to the organization now (the role's own moves and those it lacks, shown disabled with why).
  const offered = offeredActions(app);
  const shown = (a: ApplicationAction) => offered.includes(a);
  const canCheck = useCanCheck();
  const can = (a: SignatureAction): Can => canCheck(actionEndpoints[a], signatureDoing[a]);
  const noteId = useId();
  if (!role) return null;
  if (query.isPending) {
    return (
      <Panel title="Signature">
        <Skeleton lines={3} label="Loading the signature process" />
      </Panel>
    );
  }
  if (query.isError) {
    return (
      <Panel title="Signature">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Panel>
    );
  }
  const process = query.data;
  // The panel's moves, in this order; one whose role is lacking is disabled with the reason below.
  const moves: Array<{ action: SignatureAction; label: string; tone: "primary" | "danger"; dialog: Dialogs }> = [
    {
      action: "send_for_signature",
      label: process ? "Send again" : transitions.send_for_signature.label,
      tone: "primary",
      dialog: "send",
    },
    { action: "sign_agreement", label: "Review and sign", tone: "primary", dialog: "review" },
    { action: "decline_agreement", label: transitions.decline_agreement.label, tone: "danger", dialog: "decline" },
    { action: "cancel_signature", label: transitions.cancel_signature.label, tone: "danger", dialog: "cancel" },
  ];
  const reasons = [
    ...new Set(
      moves
        .filter((m) => shown(m.action))
        .map((m) => can(m.action).reason)
        .filter((r): r is string => r !== null),
    ),
  ];
  const name = (orgId: string | null) =>
    orgId === null
      ? "The service"
      : orgId === scope.requesterId
        ? "You"
        : orgId === app.forwarder_id || orgId === app.shipper_id
          ? app.organization.name
          : "Another organization";

  return (
    <Panel title="Signature" actions={process ? <StatusBadge status={process.status} /> : null}>
      <div className="stack">
        {process ? (
          <ProcessSummary process={process} />
        ) : (
          <p className="muted">
            {role === "forwarder"
              ? "No agreement has been sent for signature yet. Once approved, send the credit agreement to the shipper."
              : "No agreement has been sent to you for signature yet."}
          </p>
        )}
        <div className="actions-bar">
          {moves
            .filter((m) => shown(m.action))
            .map((m) => {
              const c = can(m.action);
              const note = reasons.indexOf(c.reason ?? "");
              return (
                <button
                  key={m.action}
                  type="button"
                  className={`button button--${m.tone}`}
                  disabled={!c.allowed}
                  title={c.reason ?? undefined}
                  aria-describedby={c.allowed ? undefined : `${noteId}-${note}`}
                  onClick={() => setDialog(m.dialog)}
                >
                  {m.label}
                </button>
              );
            })}
          {process ? <DownloadButtons scope={scope} app={app} process={process} /> : null}
        </div>
        {reasons.map((reason, i) => (
          <p key={reason} id={`${noteId}-${i}`} className="permission-note">
            {reason}
          </p>
        ))}
        {process ? <EventTimeline process={process} nameOf={name} /> : null}
      </div>
      {dialog === "send" ? (
        <SendDialog app={app} scope={scope} previous={process} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === "review" && process ? (
        <ReviewDialog app={app} scope={scope} process={process} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === "decline" ? <DeclineDialog app={app} scope={scope} onClose={() => setDialog(null)} /> : null}
      {dialog === "cancel" ? <CancelDialog app={app} scope={scope} onClose={() => setDialog(null)} /> : null}
    </Panel>
  );
}

function short(sha: string): string {
  return `${sha.slice(0, 12)}…`;
}

function ProcessSummary({ process }: { process: SignatureProcess }) {
  return (
    <DescriptionList
      items={[
        { label: "Status", value: <StatusBadge status={process.status} /> },
        { label: "Signer", value: `${process.signer_name} <${process.signer_email}>` },
        { label: "Message", value: process.message ?? "—" },
        { label: "Sent", value: formatDateTime(process.created_at) },
        { label: "Due by", value: formatDateTime(process.expires_at) },
        { label: "Ended", value: process.completed_at ? formatDateTime(process.completed_at) : "—" },
        {
          label: "Original SHA-256",
          value: (
            <span className="mono" title={process.original_sha256}>
              {short(process.original_sha256)}
            </span>
          ),
        },
        ...agreementLines(process.agreement),
        {
          label: "Signed SHA-256",
          value: process.signed_sha256 ? (
            <span className="mono" title={process.signed_sha256}>
              {short(process.signed_sha256)}
            </span>
          ) : (
            "Not sealed"
          ),
        },
      ]}
    />
  );
}

function EventTimeline({ process, nameOf }: { process: SignatureProcess; nameOf: (id: string | null) => string }) {
  return (
    <div>
      <h3 className="form-section__title">Signature events</h3>
      <ol className="timeline" aria-label="Signature events">
        {process.events.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the events are append-only and never reordered
          <li key={i} className="timeline__item">
            <div>
              <strong>{eventWords[e.type]}</strong> · {nameOf(e.organization_id)}
            </div>
            {e.detail ? (
              // Details carry e-mail addresses and sha256 digests: they wrap anywhere on a phone. The
              // service writes their times in UTC (as in the sealed agreement); shown in the user's zone.
              <div className="timeline__meta" style={{ overflowWrap: "anywhere" }}>
                {localizeTimes(e.detail)}
              </div>
            ) : null}
            <div className="timeline__meta">{formatDateTime(e.at)}</div>
          </li>
        ))}
      </ol>
    </div>
  );
}

function DownloadButtons({ scope, app, process }: { scope: Scope; app: ApplicationDetail; process: SignatureProcess }) {
  const [busy, setBusy] = useState<AgreementVersion | null>(null);
  const download = async (version: AgreementVersion) => {
    setBusy(version);
    try {
      const file = await fetchAgreement(scope, app.id, version);
      const safeId = app.id.replace(/[^A-Za-z0-9_-]/g, "_");
      const signed = version === "current" && process.signed_sha256 !== null;
      saveBytes(file.bytes, `credit-agreement-${safeId}${signed ? "-signed" : ""}.pdf`, "application/pdf");
    } catch (e) {
      toast.error(`The agreement could not be downloaded: ${errorMessage(e)}`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy !== null}
        onClick={() => void download("original")}
      >
        {busy === "original" ? "Downloading…" : "Download agreement"}
      </button>
      {process.signed_sha256 ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy !== null}
          onClick={() => void download("current")}
        >
          {busy === "current" ? "Downloading…" : "Download signed PDF"}
        </button>
      ) : null}
    </>
  );
}

type SendValues = z.input<typeof sendForSignatureBody>;

function SendDialog({
  app,
  scope,
  previous,
  onClose,
}: {
  app: ApplicationDetail;
  scope: Scope;
  previous: SignatureProcess | null;
  onClose: () => void;
}) {
  const send = useSendForSignature(scope, app.id);
  const form = useForm<SendValues, unknown, z.output<typeof sendForSignatureBody>>({
    resolver: zodResolver(sendForSignatureBody, formErrorMap),
    defaultValues: {
      signer_name: previous?.signer_name ?? "",
      signer_email: previous?.signer_email ?? app.organization.email,
      expires_in_days: 14,
      message: "",
    },
  });
  const guard = useUnsavedChangesGuard(unsavedWork(form.formState, send.isError));
  const { errors } = form.formState;
  return (
    <Dialog
      open
      size="large"
      title={transitions.send_for_signature.label}
      description={`The credit agreement is generated from this application and sent to ${app.organization.name} to sign.`}
      onClose={onClose}
    >
      <form
        noValidate
        className="stack"
        onSubmit={form.handleSubmit((values) =>
          send.mutate(
            { ...values, message: values.message?.trim() ? values.message : null },
            {
              onSuccess: () => {
                toast.success("Agreement sent for signature.");
                onClose();
              },
            },
          ),
        )}
      >
        {guard}
        {send.isError ? (
          <p className="form-error" role="alert">
            {errorMessage(send.error)}
          </p>
        ) : null}
        <TextField
          label="Signer's name"
          hint="The person who signs for the shipper; they type this name to sign."
          autoComplete="off"
          error={errors.signer_name?.message}
          {...form.register("signer_name")}
        />
        <TextField
          label="Signer's e-mail"
          type="email"
          autoComplete="off"
          error={errors.signer_email?.message}
          {...form.register("signer_email")}
        />
        <TextField
          label="Days to sign"
          type="number"
          inputMode="numeric"
          min={1}
          max={90}
          hint="1 to 90 days; the process expires after that."
          error={errors.expires_in_days?.message}
          {...form.register("expires_in_days", { valueAsNumber: true })}
        />
        <TextAreaField
          label="Message to the signer"
          hint="Optional, up to 1000 characters; printed on the agreement."
          rows={3}
          error={errors.message?.message}
          {...form.register("message")}
        />
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {send.isPending ? "Sending…" : "Send agreement"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The sign body of the contract, with the consent as the checkbox gives it (a boolean that must be ticked). */
const signForm = signAgreementBody.extend({
  consent: z.boolean().refine((v) => v, "Confirm that you agree to sign."),
});
type SignValues = z.input<typeof signForm>;

/** The shipper's review: the agreement drawn by pdf.js, the consent and the typed name. */
function ReviewDialog({
  app,
  scope,
  process,
  onClose,
}: {
  app: ApplicationDetail;
  scope: Scope;
  process: SignatureProcess;
  onClose: () => void;
}) {
  const agreement = useAgreement(scope, app.id, "original", process.original_sha256);
  const open = useOpenAgreement(scope, app.id);
  const sign = useSignAgreement(scope, app.id);
  const opened = useRef(false);
  const mayOpen = app.allowed_actions.includes("open_agreement") && process.status === "sign_document_created";
  useEffect(() => {
    // Opening the review records that the signer saw the agreement (once).
    if (mayOpen && !opened.current) {
      opened.current = true;
      open.mutate(undefined);
    }
  }, [mayOpen, open]);
  const form = useForm<SignValues, unknown, z.output<typeof signForm>>({
    resolver: zodResolver(signForm, formErrorMap),
    defaultValues: { signer_name: "", consent: false },
  });
  const guard = useUnsavedChangesGuard(unsavedWork(form.formState, sign.isError));
  const { errors } = form.formState;
  return (
    <Dialog
      open
      size="large"
      title="Review and sign the credit agreement"
      description={`From ${app.organization.name}. Read the agreement, then sign it with your name.`}
      onClose={onClose}
    >
      <div className="stack">
        {process.message ? (
          <p className="notice">
            <strong>Message:</strong> {process.message}
          </p>
        ) : null}
        {agreement.isPending ? <Skeleton lines={6} label="Loading the agreement" /> : null}
        {agreement.isError ? <ErrorState error={agreement.error} onRetry={() => void agreement.refetch()} /> : null}
        {agreement.data ? <PdfPreview bytes={agreement.data.bytes} name={`credit-agreement-${app.id}.pdf`} /> : null}
        <form
          noValidate
          className="stack"
          onSubmit={form.handleSubmit((values) =>
            sign.mutate(
              { signer_name: values.signer_name, consent: true },
              {
                onSuccess: (summary) => {
                  if (summary.status === "sign_document_completed") {
                    toast.success("Agreement signed and sealed.");
                  } else {
                    toast.error("The signature was recorded but sealing failed: the forwarder has to send it again.");
                  }
                  onClose();
                },
              },
            ),
          )}
        >
          {guard}
          {sign.isError ? (
            <p className="form-error" role="alert">
              {errorMessage(sign.error)}
            </p>
          ) : null}
          <div className="field">
            <label className="checkbox">
              <input type="checkbox" {...form.register("consent")} /> I have read this credit agreement and sign it
              electronically on behalf of my organization.
            </label>
            {errors.consent ? <span className="field__error">{errors.consent.message}</span> : null}
          </div>
          <TextField
            label="Type your full name to sign"
            hint={`As invited: ${process.signer_name}`}
            autoComplete="name"
            error={errors.signer_name?.message}
            {...form.register("signer_name")}
          />
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              Not now
            </button>
            <button type="submit" className="button button--primary" disabled={sign.isPending}>
              {sign.isPending ? "Signing…" : transitions.sign_agreement.label}
            </button>
          </div>
        </form>
      </div>
    </Dialog>
  );
}

function DeclineDialog({ app, scope, onClose }: { app: ApplicationDetail; scope: Scope; onClose: () => void }) {
  const decline = useDeclineAgreement(scope, app.id);
  const form = useForm<z.input<typeof declineAgreementBody>, unknown, z.output<typeof declineAgreementBody>>({
    resolver: zodResolver(declineAgreementBody, formErrorMap),
    defaultValues: { reason: "" },
  });
  const guard = useUnsavedChangesGuard(unsavedWork(form.formState, decline.isError));
  return (
    <Dialog
      open
      title={`${transitions.decline_agreement.label}?`}
      description="The forwarder sees your reason and may send a new agreement."
      onClose={onClose}
    >
      <form
        noValidate
        className="stack"
        onSubmit={form.handleSubmit((values) =>
          decline.mutate(values, {
            onSuccess: () => {
              toast.success("Agreement declined.");
              onClose();
            },
          }),
        )}
      >
        {guard}
        {decline.isError ? (
          <p className="form-error" role="alert">
            {errorMessage(decline.error)}
          </p>
        ) : null}
        <TextAreaField
          label="Reason"
          rows={3}
          error={form.formState.errors.reason?.message}
          {...form.register("reason")}
        />
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Keep agreement
          </button>
          <button type="submit" className="button button--danger" disabled={decline.isPending}>
            {decline.isPending ? "Declining…" : transitions.decline_agreement.label}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function CancelDialog({ app, scope, onClose }: { app: ApplicationDetail; scope: Scope; onClose: () => void }) {
  const cancel = useCancelSignature(scope, app.id);
  return (
    <ConfirmDialog
      open
      title={`${transitions.cancel_signature.label}?`}
      description="The shipper can no longer sign this agreement. You can send a new one afterwards."
      confirmLabel={transitions.cancel_signature.label}
      cancelLabel="Keep it open"
      tone="danger"
      pending={cancel.isPending}
      error={cancel.isError ? errorMessage(cancel.error) : null}
      onClose={onClose}
      onConfirm={() =>
        cancel.mutate(undefined, {
          onSuccess: () => {
            toast.success("Signature canceled.");
            onClose();
          },
        })
      }
    />
  );
}
