import { useState } from "react";
import { Dialog } from "../../../components/dialog";
import { CopyableValueField } from "../../../components/form-fields";

/**
 * The signing secret, revealed once (after creating an endpoint or rotating its secret): a
 * read-only field with a Copy button. Closing the dialog is the last time it can be seen.
 */
export function SecretDialog({
  secret,
  rotated,
  onClose,
}: {
  secret: string;
  /** After a rotation: the previous secret keeps signing for 24 h. */
  rotated: boolean;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={rotated ? "New signing secret" : "Signing secret"}
      description={
        rotated
          ? "Store it now: it is shown only once. For the next 24 hours every event is signed with both the previous and the new secret, so you can switch your receiver over without missing one."
          : "Store it now: it is shown only once. Your receiver verifies each event's webhook-signature header with it (Standard Webhooks)."
      }
    >
      <CopyableValueField id="webhook-secret" label="Secret" value={secret} />
      <p role="status" className="muted">
        {copied === "yes"
          ? "Copied to the clipboard."
          : copied === "failed"
            ? "Copying failed: select the text and copy it."
            : ""}
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy secret
        </button>
        <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
          I have stored it
        </button>
      </div>
    </Dialog>
  );
}
