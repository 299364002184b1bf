import { useState } from "react";
import { Dialog } from "../../../components/dialog";
import { CopyableValueField } from "../../../components/form-fields";

/**
 * A client's secret, revealed once (after creating the client or rotating its secret): the client
 * ID and the secret in read-only fields, Copy buttons, and a plain "you will not see it again".
 */
export function ClientSecretDialog({
  clientId,
  secret,
  rotated,
  previousSecretExpiresAt,
  onClose,
}: {
  clientId: string;
  secret: string;
  rotated: boolean;
  /** After a rotation with a grace period: when the old secret stops working (already in words). */
  previousSecretExpiresAt?: string | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (what: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(`${what} copied to the clipboard.`);
    } catch {
      setCopied("Copying failed: select the text and copy it.");
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={rotated ? "New client secret" : "Client created"}
      description={
        <>
          <strong>Copy the secret now: you will not see it again.</strong>{" "}
          {rotated
            ? previousSecretExpiresAt
              ? `The old secret keeps working until ${previousSecretExpiresAt}, so you can switch your system over; then it stops.`
              : "The old secret stopped working."
            : "Your system obtains access tokens with this client ID and secret."}
        </>
      }
    >
      <CopyableValueField id="api-client-id" label="Client ID" value={clientId} />
      <CopyableValueField id="api-client-secret" label="Client secret" value={secret} />
      <p role="status" className="muted">
        {copied ?? ""}
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={() => void copy("Client ID", clientId)}>
          Copy client ID
        </button>
        <button type="button" className="button button--secondary" onClick={() => void copy("Secret", secret)}>
          Copy secret
        </button>
        <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
          I have stored it
        </button>
      </div>
    </Dialog>
  );
}
