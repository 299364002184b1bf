import type { ReactNode } from "react";
import { ConfirmDialog } from "../../../components/dialog";
import { toast } from "../../../components/toaster";
import { errorMessage } from "../../../lib/api-error";
import type { DocumentRequestRow } from "../api/list-requests";
import type { RequestAction, useRequestAction } from "../api/request-actions";
import { confirmWords } from "../model/action-words";
import { requestStatusLabels } from "../model/labels";

/**
 * The confirmation of a move on a request (remind, cancel, complete), shared by the per-organization
 * list and the forwarder's list across Guests. After a refusal the list is fetched again: when the
 * row now has another status, the dialog says so and offers no second try.
 */
export function RequestActionDialog<Row extends DocumentRequestRow>({
  pending,
  current,
  subject,
  action,
  onClose,
}: {
  pending: { request: Row; action: RequestAction };
  /** The row as the refreshed list shows it now. */
  current: Row | undefined;
  /** What the dialog names under its text, e.g. "Request for …, pending." */
  subject: ReactNode;
  action: ReturnType<typeof useRequestAction>;
  onClose: () => void;
}) {
  const words = confirmWords[pending.action];
  const movedMeanwhile = Boolean(current && current.status !== pending.request.status);
  return (
    <ConfirmDialog
      open
      title={words.title}
      description={
        <>
          {words.body}
          <br />
          <span className="small">{subject}</span>
        </>
      }
      confirmLabel={words.confirm}
      cancelLabel={words.keep}
      tone={pending.action === "cancel" ? "danger" : "primary"}
      pending={action.isPending}
      error={
        action.isError
          ? movedMeanwhile && current
            ? `This request is already ${requestStatusLabels[current.status].toLowerCase()}: it changed while this dialog was open. The list now shows it as it is.`
            : errorMessage(action.error)
          : null
      }
      confirmHidden={action.isError && movedMeanwhile}
      onClose={onClose}
      onConfirm={() =>
        action.mutate(
          { request: pending.request, action: pending.action },
          {
            onSuccess: () => {
              toast.success(words.done);
              onClose();
            },
          },
        )
      }
    />
  );
}
