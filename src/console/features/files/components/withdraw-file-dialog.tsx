import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type WithdrawalBody, withdrawalBody } from "../../../../contract/files";
import { Dialog } from "../../../components/dialog";
import { TextAreaField } from "../../../components/form-fields";
import { unsavedWork, useUnsavedChangesGuard } from "../../../components/unsaved-changes";
import { formErrorMap } from "../../../lib/form-errors";

/**
 * Asks for the reason of a withdrawal (1-1000 characters, the contract's rule) and says what the
 * other party will see: who withdrew the file and when, never the file or the reason.
 */
export function WithdrawFileDialog({
  fileName,
  otherParty,
  pending,
  serverError,
  onSubmit,
  onClose,
}: {
  fileName: string;
  /** Who else reads the file ("Borealis Trading Co and its forwarders"); null when nobody does. */
  otherParty: string | null;
  pending: boolean;
  serverError: string | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const form = useForm<WithdrawalBody>({
    resolver: zodResolver(withdrawalBody, formErrorMap),
    defaultValues: { reason: "" },
  });
  const guard = useUnsavedChangesGuard(unsavedWork(form.formState, serverError));
  const error = form.formState.errors.reason?.message;
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Withdraw ${fileName}?`}
      description={
        otherParty
          ? `${otherParty} will no longer see this file or its figures: they will see who withdrew it and when. The reason stays with your organization.`
          : "The file and its figures leave every list, metric and score. The reason stays with your organization."
      }
    >
      <form noValidate className="stack" onSubmit={form.handleSubmit((values) => onSubmit(values.reason))}>
        {guard}
        {serverError ? (
          <p className="form-error" role="alert">
            {serverError}
          </p>
        ) : null}
        <TextAreaField label="Reason" rows={3} maxLength={1000} error={error} {...form.register("reason")} />
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Keep the file
          </button>
          <button type="submit" className="button button--danger" disabled={pending} aria-busy={pending}>
            {pending ? "Withdrawing…" : "Withdraw file"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
