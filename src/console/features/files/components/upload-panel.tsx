import { lazy, Suspense, useEffect, useId, useState } from "react";
import { SelectField } from "../../../components/form-fields";
import { formatDate } from "../../../lib/format";
import { usePermission } from "../../../lib/permissions";
import { useCurrencies } from "../../../lib/reference-lists";
import type { OpenRequest } from "../api/list-open-requests";
import { type FindDuplicate, type UploadedFile, type UploadRun, useUploadQueue } from "../model/use-upload-queue";
import { UploadQueueList } from "./upload-queue-list";

/** react-dropzone is loaded with this panel only (it is not part of any list screen). */
const DropZone = lazy(() => import("./drop-zone").then((m) => ({ default: m.DropZone })));

function DropZoneFallback() {
  return (
    <div className="dropzone dropzone--loading" aria-busy="true">
      <p className="dropzone__text muted">Preparing the upload area…</p>
    </div>
  );
}

/** Words for a document request in the "answers request" picker. */
export function requestOptionLabel(r: OpenRequest): string {
  const what = r.all_documents ? "All documents" : `${r.items?.length ?? 0} item${r.items?.length === 1 ? "" : "s"}`;
  const comment = r.comment ? ` — ${r.comment.length > 50 ? `${r.comment.slice(0, 50)}…` : r.comment}` : "";
  return `${what}, expires ${formatDate(r.expires_at)}${comment}`;
}

/**
 * Currency (and optionally the document request answered) + the drop zone + the per-file queue.
 * The parts chosen when files are added go with those files, even if the choice changes later.
 */
export function UploadPanel({
  upload,
  defaultCurrency,
  requests,
  defaultRequestId,
  onUploaded,
  findDuplicate,
}: {
  upload: (file: File, run: UploadRun) => Promise<UploadedFile>;
  /** Asks the owner's file list for the same bytes before sending (the duplicate prompt). */
  findDuplicate?: FindDuplicate;
  defaultCurrency?: string | null;
  /** Open document requests the upload may answer (organization files only). */
  requests?: readonly OpenRequest[];
  defaultRequestId?: string;
  onUploaded?: (fileId: string) => void;
}) {
  const currencies = useCurrencies();
  // Viewers see the files but do not upload (contract/people.ts).
  const mayUpload = usePermission("work", "upload files");
  const permissionId = useId();
  const [currency, setCurrency] = useState(defaultCurrency ?? "");
  const [requestId, setRequestId] = useState(defaultRequestId ?? "");
  const currencyErrorId = useId();
  const queue = useUploadQueue({ upload, onUploaded, findDuplicate });

  // Without a default, the currency with the highest priority is preselected once the list is here.
  useEffect(() => {
    if (!currency && currencies.data?.[0]) setCurrency(defaultCurrency ?? currencies.data[0].code);
  }, [currency, currencies.data, defaultCurrency]);
  useEffect(() => {
    if (defaultRequestId) setRequestId(defaultRequestId);
  }, [defaultRequestId]);

  const currencyOptions = (currencies.data ?? []).map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }));
  const noCurrency = !currency;
  return (
    <div className="upload-panel">
      <div className="upload-panel__fields">
        <SelectField
          label="Currency of the amounts"
          hint="The currency the statements are printed in."
          placeholder={currencies.isPending ? "Loading currencies…" : undefined}
          options={currencyOptions}
          value={currency}
          onChange={(e) => setCurrency(e.target.value)}
          error={currencies.isError ? "Currencies could not be loaded." : undefined}
        />
        {requests ? (
          <SelectField
            label="Answers document request"
            hint="Optional: link the upload to an open request."
            placeholder="No request"
            options={requests.map((r) => ({ value: r.id, label: requestOptionLabel(r) }))}
            value={requestId}
            onChange={(e) => setRequestId(e.target.value)}
          />
        ) : null}
      </div>
      {noCurrency && !currencies.isPending ? (
        <p id={currencyErrorId} className="field__error">
          Choose the currency before adding files.
        </p>
      ) : null}
      {mayUpload.reason ? (
        <p id={permissionId} className="permission-note">
          {mayUpload.reason}
        </p>
      ) : null}
      <Suspense fallback={<DropZoneFallback />}>
        <DropZone
          disabled={noCurrency || !mayUpload.allowed}
          describedBy={
            [noCurrency ? currencyErrorId : null, mayUpload.reason ? permissionId : null].filter(Boolean).join(" ") ||
            undefined
          }
          onFiles={(files) =>
            queue.addFiles(files, requestId ? { currency, document_request_id: requestId } : { currency })
          }
        />
      </Suspense>
      <UploadQueueList
        items={queue.items}
        onCancel={queue.cancel}
        onRetry={queue.retry}
        onRemove={queue.remove}
        onClearFinished={queue.clearFinished}
        onKeep={queue.keep}
        onSkip={queue.skip}
      />
    </div>
  );
}
