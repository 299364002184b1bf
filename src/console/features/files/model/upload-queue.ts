import { MAX_FILE_BYTES } from "../../../../contract/files";
import { formatBytes } from "./labels";

/**
 * The upload queue of the drop zone, as pure functions: the client-side checks (the API's own
 * limits: a PDF by its bytes, at most MAX_FILE_BYTES, a safe file name), the queue's states and
 * the words of every per-file problem. `use-upload-queue.ts` runs it with React.
 */

/** Codes a file can be refused with, before or after sending (the API's codes where it has one). */
export type UploadProblemCode =
  | "not_allowed_file_type"
  | "invalid_file_size"
  | "invalid_file_name"
  | "invalid_currency"
  | "no_subscription"
  | (string & {});

export interface UploadProblem {
  code: UploadProblemCode;
  message: string;
}

export type UploadItemState =
  | "checking"
  /** The same bytes were uploaded before: waits for "Upload anyway" or "Skip". */
  | "duplicate"
  | "queued"
  | "uploading"
  | "done"
  | "rejected"
  | "failed"
  | "canceled"
  /** A duplicate the user chose not to send. */
  | "skipped";

/** The earlier file with the same bytes (the list filter sha256, or the upload's duplicate_file warning). */
export interface DuplicateOf {
  id: string;
  original_filename: string;
  uploaded_at: string;
}

export interface UploadItem {
  id: string;
  file: File;
  state: UploadItemState;
  /** Fraction 0..1 of the bytes sent. */
  progress: number;
  problem: UploadProblem | null;
  /** The stored file's id once the API accepted it. */
  fileId: string | null;
  /** The text parts sent with the file (currency, document request), fixed when it was added. */
  fields: Record<string, string>;
  /** The earlier upload of the same bytes, found before sending (or reported by the API). */
  duplicateOf: DuplicateOf | null;
}

/** Per-file words for the API's upload errors (and the same checks made before sending). */
export const uploadProblemWords: Record<string, string> = {
  not_allowed_file_type:
    "Not a PDF nor a tagged filing. Only PDF files and iXBRL, XBRL or report packages (zip) are accepted.",
  invalid_file_size: `Too large: a file may have at most ${formatBytes(MAX_FILE_BYTES)} (${new Intl.NumberFormat("en").format(MAX_FILE_BYTES)} bytes).`,
  invalid_file_name:
    "The file name is not accepted: it must have 1-255 characters, without control characters or slashes.",
  invalid_currency: "The currency is not one the service knows. Choose another currency.",
  no_subscription: "Your organization needs a subscription to upload financial files.",
  private_record_not_found: "This private record no longer exists.",
  document_request_not_found: "The document request was not found for this organization.",
  unable_to_operate_on_document_request_with_current_status:
    "The document request is no longer open (completed, canceled or expired).",
};

export function problemFor(code: string, fallback?: string): UploadProblem {
  return { code, message: uploadProblemWords[code] ?? fallback ?? "The upload failed." };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the API refuses.
const UNSAFE_NAME = /[\u0000-\u001f\u007f-\u009f/\\\u202a-\u202e\u2066-\u2069\ufeff]/;

/** The API's file-name rule (1-255 characters once trimmed, no control/bidi characters, no path, not only dots). */
export function isSafeFileName(raw: string): boolean {
  const name = raw.normalize("NFC").trim();
  return name.length > 0 && name.length <= 255 && !UNSAFE_NAME.test(name) && !/^\.+$/.test(name);
}

/** Whether the file says it is a PDF (declared type, or no type and a .pdf name). */
export function looksLikePdf(file: Pick<File, "name" | "type">): boolean {
  if (file.type) return file.type === "application/pdf";
  return /\.pdf$/i.test(file.name);
}

/** Checks that need no reading: name, declared type, size. */
export function checkFileSync(file: Pick<File, "name" | "type" | "size">): UploadProblem | null {
  if (!isSafeFileName(file.name)) return problemFor("invalid_file_name");
  if (!looksLikePdf(file)) return problemFor("not_allowed_file_type");
  if (file.size > MAX_FILE_BYTES) return problemFor("invalid_file_size");
  if (file.size === 0) return { code: "not_allowed_file_type", message: "The file is empty." };
  return null;
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

async function readHead(file: Blob, length: number): Promise<Uint8Array> {
  const slice = file.slice(0, length);
  if (typeof slice.arrayBuffer === "function") return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

/** Every check the API makes before storing: the sync ones, then the bytes start with `%PDF-`. */
export async function checkFile(file: File): Promise<UploadProblem | null> {
  const sync = checkFileSync(file);
  if (sync) return sync;
  try {
    const head = await readHead(file, PDF_MAGIC.length);
    if (!PDF_MAGIC.every((b, i) => head[i] === b)) {
      return { code: "not_allowed_file_type", message: "Not a PDF: the file's content is not a PDF document." };
    }
  } catch {
    // Unreadable here: let the API decide.
  }
  return null;
}

let nextId = 1;

export function newItem(file: File, fields: Record<string, string> = {}): UploadItem {
  return {
    id: `upload-${nextId++}`,
    file,
    state: "checking",
    progress: 0,
    problem: null,
    fileId: null,
    fields,
    duplicateOf: null,
  };
}

export type QueueAction =
  | { type: "add"; items: UploadItem[] }
  | { type: "checked"; id: string; problem: UploadProblem | null; duplicateOf?: DuplicateOf | null }
  | { type: "keep"; id: string }
  | { type: "skip"; id: string }
  | { type: "start"; id: string }
  | { type: "progress"; id: string; progress: number }
  | { type: "done"; id: string; fileId: string; duplicateOf?: DuplicateOf | null }
  | { type: "failed"; id: string; problem: UploadProblem }
  | { type: "cancel"; id: string }
  | { type: "retry"; id: string }
  | { type: "remove"; id: string }
  | { type: "clear-finished" };

const finishedStates: readonly UploadItemState[] = ["done", "rejected", "failed", "canceled", "skipped"];

export function isFinished(item: UploadItem): boolean {
  return finishedStates.includes(item.state);
}

function update(items: UploadItem[], id: string, patch: (i: UploadItem) => UploadItem): UploadItem[] {
  return items.map((i) => (i.id === id ? patch(i) : i));
}

export function queueReducer(items: UploadItem[], action: QueueAction): UploadItem[] {
  switch (action.type) {
    case "add":
      return [...items, ...action.items];
    case "checked":
      return update(items, action.id, (i) =>
        i.state !== "checking"
          ? i
          : action.problem
            ? { ...i, state: "rejected", problem: action.problem }
            : action.duplicateOf
              ? { ...i, state: "duplicate", duplicateOf: action.duplicateOf }
              : { ...i, state: "queued" },
      );
    case "keep":
      return update(items, action.id, (i) => (i.state === "duplicate" ? { ...i, state: "queued" } : i));
    case "skip":
      return update(items, action.id, (i) => (i.state === "duplicate" ? { ...i, state: "skipped" } : i));
    case "start":
      return update(items, action.id, (i) => (i.state === "queued" ? { ...i, state: "uploading", progress: 0 } : i));
    case "progress":
      return update(items, action.id, (i) =>
        i.state === "uploading" ? { ...i, progress: Math.max(i.progress, Math.min(1, action.progress)) } : i,
      );
    case "done":
      return update(items, action.id, (i) => ({
        ...i,
        state: "done",
        progress: 1,
        fileId: action.fileId,
        duplicateOf: action.duplicateOf ?? i.duplicateOf,
      }));
    case "failed":
      return update(items, action.id, (i) =>
        i.state === "canceled" ? i : { ...i, state: "failed", problem: action.problem },
      );
    case "cancel":
      return update(items, action.id, (i) =>
        i.state === "queued" || i.state === "uploading" || i.state === "checking" || i.state === "duplicate"
          ? { ...i, state: "canceled", problem: null }
          : i,
      );
    case "retry":
      return update(items, action.id, (i) =>
        i.state === "failed" || i.state === "canceled" ? { ...i, state: "queued", progress: 0, problem: null } : i,
      );
    case "remove":
      return items.filter((i) => i.id !== action.id || !isFinished(i));
    case "clear-finished":
      return items.filter((i) => !isFinished(i));
  }
}

/** The queued items to start now so that at most `concurrency` upload at once (in order). */
export function nextToStart(items: readonly UploadItem[], concurrency: number): UploadItem[] {
  const running = items.filter((i) => i.state === "uploading").length;
  const free = Math.max(0, concurrency - running);
  return items.filter((i) => i.state === "queued").slice(0, free);
}

export interface QueueSummary {
  total: number;
  done: number;
  failed: number;
  rejected: number;
  active: number;
  /** Duplicates waiting for "Upload anyway" or "Skip". */
  waiting: number;
  skipped: number;
}

export function summarize(items: readonly UploadItem[]): QueueSummary {
  const count = (s: UploadItemState) => items.filter((i) => i.state === s).length;
  return {
    total: items.length,
    done: count("done"),
    failed: count("failed"),
    rejected: count("rejected"),
    active: count("checking") + count("queued") + count("uploading"),
    waiting: count("duplicate"),
    skipped: count("skipped"),
  };
}

/** Words for the live region after a batch: "2 files uploaded, 1 refused." */
export function summaryWords(s: QueueSummary): string {
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? "" : "s"}`;
  const parts: string[] = [];
  if (s.active) parts.push(`${plural(s.active, "file")} in progress`);
  if (s.done) parts.push(`${plural(s.done, "file")} uploaded`);
  if (s.rejected + s.failed) parts.push(`${plural(s.rejected + s.failed, "file")} not accepted`);
  if (s.waiting) parts.push(`${plural(s.waiting, "file")} uploaded before: upload again or skip`);
  if (s.skipped) parts.push(`${plural(s.skipped, "file")} skipped`);
  return parts.length ? `${parts.join(", ")}.` : "";
}
