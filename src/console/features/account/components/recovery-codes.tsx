import { useState } from "react";
import { saveBytes } from "../../../lib/download";

/**
 * Recovery codes, shown once (after turning two-step sign-in on, or asking for new ones): a list
 * to copy or download. The service keeps only their hashes: after "I have saved them" they are gone.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const text = `${codes.join("\n")}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  };
  return (
    <div className="stack">
      <p className="notice notice--warning" role="status">
        Save these recovery codes now: they are shown only this once. Each one signs you in once if you do not have your
        phone.
      </p>
      <ul className="recovery-codes" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy codes
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => saveBytes(new TextEncoder().encode(text), "recovery-codes.txt", "text/plain")}
        >
          Download codes
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          I have saved them
        </button>
      </div>
      {copied ? (
        <p className="field__hint" role="status">
          {copied === "yes" ? "Copied to the clipboard." : "Copying did not work: select the codes and copy them."}
        </p>
      ) : null}
    </div>
  );
}
