import { formatDateTime } from "../../../lib/format";
import { formatBytes } from "../model/labels";
import { isFinished, summarize, summaryWords, type UploadItem, type UploadItemState } from "../model/upload-queue";

const stateWords: Record<UploadItemState, string> = {
  checking: "Checking…",
  duplicate: "Uploaded before",
  queued: "Waiting",
  uploading: "Uploading",
  done: "Uploaded",
  rejected: "Not accepted",
  failed: "Upload refused",
  canceled: "Canceled",
  skipped: "Skipped",
};

/** Problems that sending the same file again cannot fix. */
const finalCodes = new Set(["not_allowed_file_type", "invalid_file_size", "invalid_file_name", "no_subscription"]);

/**
 * One row per file of the batch: name, size, a progress bar while it is sent, and the reason in
 * words when the file was refused (before sending or by the API). A polite live region sums up.
 */
export function UploadQueueList({
  items,
  onCancel,
  onRetry,
  onRemove,
  onClearFinished,
  onKeep,
  onSkip,
}: {
  items: readonly UploadItem[];
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
  onClearFinished: () => void;
  /** A duplicate: send it all the same. */
  onKeep?: (id: string) => void;
  /** A duplicate: do not send it. */
  onSkip?: (id: string) => void;
}) {
  const summary = summarize(items);
  return (
    <div className="upload-queue">
      <p className="visually-hidden" role="status" aria-live="polite">
        {summaryWords(summary)}
      </p>
      {items.length > 0 ? (
        <>
          <ul className="upload-queue__list" aria-label="Files being uploaded">
            {items.map((item) => (
              <UploadRow
                key={item.id}
                item={item}
                onCancel={onCancel}
                onRetry={onRetry}
                onRemove={onRemove}
                onKeep={onKeep}
                onSkip={onSkip}
              />
            ))}
          </ul>
          {items.some(isFinished) ? (
            <div className="upload-queue__footer">
              <button type="button" className="button button--ghost" onClick={onClearFinished}>
                Clear finished uploads
              </button>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function UploadRow({
  item,
  onCancel,
  onRetry,
  onRemove,
  onKeep,
  onSkip,
}: {
  item: UploadItem;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
  onKeep?: (id: string) => void;
  onSkip?: (id: string) => void;
}) {
  const name = item.file.name || "(no name)";
  const percent = Math.round(item.progress * 100);
  const bad = item.state === "rejected" || item.state === "failed";
  return (
    <li className={`upload-row upload-row--${item.state}`}>
      <div className="upload-row__head">
        <span className="upload-row__name" title={name}>
          {name}
        </span>
        <span className="upload-row__size muted">{formatBytes(item.file.size)}</span>
        <span className={`upload-row__state${bad ? " upload-row__state--bad" : ""}`}>
          {item.state === "uploading" ? `${stateWords.uploading} ${percent} %` : stateWords[item.state]}
        </span>
        <span className="upload-row__actions">
          {item.state === "uploading" || item.state === "queued" ? (
            <button
              type="button"
              className="icon-button"
              aria-label={`Cancel the upload of ${name}`}
              title="Cancel"
              onClick={() => onCancel(item.id)}
            >
              ×
            </button>
          ) : null}
          {(item.state === "failed" && !finalCodes.has(item.problem?.code ?? "")) || item.state === "canceled" ? (
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={`Retry the upload of ${name}`}
              onClick={() => onRetry(item.id)}
            >
              Retry
            </button>
          ) : null}
          {isFinished(item) ? (
            <button
              type="button"
              className="icon-button"
              aria-label={`Remove ${name} from the list`}
              title="Remove from the list"
              onClick={() => onRemove(item.id)}
            >
              ×
            </button>
          ) : null}
        </span>
      </div>
      {item.state === "uploading" || item.state === "queued" || item.state === "done" ? (
        <progress
          className="upload-row__progress"
          max={100}
          value={item.state === "queued" ? 0 : percent}
          aria-label={`Upload progress of ${name}`}
        >
          {percent} %
        </progress>
      ) : null}
      {item.state === "duplicate" && item.duplicateOf ? (
        <fieldset className="upload-row__duplicate">
          <legend className="upload-row__question">
            This file was already uploaded on {formatDateTime(item.duplicateOf.uploaded_at)} as{" "}
            <strong>{item.duplicateOf.original_filename}</strong>.
          </legend>
          <div className="upload-row__choices">
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={`Upload anyway: ${name}`}
              onClick={() => onKeep?.(item.id)}
            >
              Upload anyway
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={`Skip: ${name}`}
              onClick={() => onSkip?.(item.id)}
            >
              Skip
            </button>
          </div>
        </fieldset>
      ) : null}
      {item.state === "skipped" ? (
        <p className="upload-row__note muted small">Not sent: it was uploaded before.</p>
      ) : null}
      {item.state === "done" && item.duplicateOf ? (
        <p className="upload-row__note muted small">
          Uploaded again: the same file as {item.duplicateOf.original_filename}, uploaded{" "}
          {formatDateTime(item.duplicateOf.uploaded_at)}.
        </p>
      ) : null}
      {item.problem ? (
        <p className="upload-row__problem" role={bad ? "alert" : undefined}>
          {item.problem.message}
        </p>
      ) : null}
    </li>
  );
}
