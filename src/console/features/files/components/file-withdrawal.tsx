import { useState } from "react";
import type { FinancialFile } from "../../../../contract/files";
import { Dialog } from "../../../components/dialog";
import { toast } from "../../../components/toaster";
import { errorMessage } from "../../../lib/api-error";
import { useScope } from "../../../lib/scope";
import type { FileSource } from "../api/get-file-content";
import { useShareHeldFile } from "../api/share-held-file";
import { useWithdrawFile } from "../api/withdraw-file";
import { WithdrawFileDialog } from "./withdraw-file-dialog";

type ManagedFile = Pick<FinancialFile, "id" | "original_filename" | "held_for_uploader_review" | "warnings">;

/** The Withdraw action of a file the current organization uploaded: asks for the reason first. */
export function WithdrawAction({
  file,
  source,
  otherParty,
}: {
  file: ManagedFile;
  source: FileSource;
  otherParty: string | null;
}) {
  const scope = useScope();
  const [open, setOpen] = useState(false);
  if (!scope) return null;
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={`Withdraw ${file.original_filename}`}
        onClick={() => setOpen(true)}
      >
        Withdraw
      </button>
      {open ? (
        <WithdrawFlow
          file={file}
          source={source}
          otherParty={file.held_for_uploader_review ? null : otherParty}
          onDone={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function WithdrawFlow({
  file,
  source,
  otherParty,
  onDone,
}: {
  file: ManagedFile;
  source: FileSource;
  otherParty: string | null;
  onDone: () => void;
}) {
  const scope = useScope();
  const withdraw = useWithdrawFile(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }, source);
  return (
    <WithdrawFileDialog
      fileName={file.original_filename}
      otherParty={otherParty}
      pending={withdraw.isPending}
      serverError={withdraw.error ? errorMessage(withdraw.error) : null}
      onClose={onDone}
      onSubmit={(reason) =>
        withdraw.mutate(
          { fileId: file.id, reason },
          {
            onSuccess: () => {
              toast.success(`${file.original_filename} was withdrawn`);
              onDone();
            },
          },
        )
      }
    />
  );
}

/**
 * A file held for its uploader's review (it was uploaded into another organization's files and
 * the statement names another company): says so, and offers to share it anyway or withdraw it.
 */
export function HeldNotice({ file, ownerName, source }: { file: ManagedFile; ownerName: string; source: FileSource }) {
  const scope = useScope();
  const share = useShareHeldFile(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] });
  const [asking, setAsking] = useState(false);
  const named = file.warnings.find((w) => w.code === "company_name_mismatch")?.statement_company_name;
  return (
    <div className="notice notice--warning held-notice" role="status">
      <p>
        Not shared with {ownerName} yet: this statement names {named ?? "another company"}.
      </p>
      <div className="file-actions">
        <button type="button" className="button button--small" onClick={() => setAsking(true)}>
          Share anyway
        </button>
        <WithdrawAction file={file} source={source} otherParty={null} />
      </div>
      {asking ? (
        <Dialog
          open
          onClose={() => setAsking(false)}
          title={`Share ${file.original_filename} with ${ownerName}?`}
          description={`The statement names ${named ?? "another company"}, not ${ownerName}. Once shared, ${ownerName} and its forwarders see the file and its documents.`}
        >
          {share.error ? (
            <p className="form-error" role="alert">
              {errorMessage(share.error)}
            </p>
          ) : null}
          <div className="dialog__actions">
            <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
              Not now
            </button>
            <button
              type="button"
              className="button"
              disabled={share.isPending}
              aria-busy={share.isPending}
              onClick={() =>
                share.mutate(file.id, {
                  onSuccess: () => {
                    toast.success(`${file.original_filename} is shared with ${ownerName}`);
                    setAsking(false);
                  },
                })
              }
            >
              {share.isPending ? "Sharing…" : "Share anyway"}
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
