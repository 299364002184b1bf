import type { FilingKind } from "../../../contract/files";
import type { ExtractionOutcome } from "../extract";
import { WorkerThread } from "../worker-thread";
import type { TaggedOutcomeExtras } from "./extract-tagged";
import { FilingRefusedError } from "./filing-kind";

/**
 * Tagged filings are parsed in worker threads (tagged-worker.mjs), never on the API's event loop:
 * a 10 MB Inline XBRL document takes about a second to read. Two threads, so that an upload's
 * check never waits behind a long extraction: `checker` for the upload-time check (zip limits,
 * well-formed XML without a DTD, tagged facts present), `reader` for the extraction job. Each is
 * bounded like the PDF reader (worker-thread.ts): a heap limit, the process's memory growth, and an
 * abort signal (the job's time-out or stop, the upload check's time-out) that terminates the thread
 * wherever the parser was; the next call starts a fresh one.
 */

/** Memory a filing may take to check or read (each thread's heap). */
const TAGGED_HEAP_MB = 512;
/** Memory a check or read may add to the process (its resident size), as READ_MEMORY_LIMIT_MB for PDFs. */
const TAGGED_MEMORY_LIMIT_MB = 1024;
/** An upload's check (including any wait behind other uploads' checks) is given up after this long. */
export const UPLOAD_CHECK_TIMEOUT_MS = 60_000;

const script = new URL("./tagged-worker.mjs", import.meta.url);
const tooLarge = (mb: number) => new FilingRefusedError(`The filing needs more than ${mb} MB of memory to read`);
const refused = (_name: string, message: string) => new FilingRefusedError(message);

const checker = new WorkerThread({
  script,
  heapMb: TAGGED_HEAP_MB,
  name: "The tagged filing checker thread",
  unreadable: refused,
  tooLarge,
});
const reader = new WorkerThread({
  script,
  heapMb: TAGGED_HEAP_MB,
  name: "The tagged filing reader thread",
  unreadable: refused,
  tooLarge,
});

/** Whether each thread is running a call now (for tests and diagnostics). */
export function taggedThreadsBusy(): { checker: boolean; reader: boolean } {
  return { checker: checker.busy, reader: reader.busy };
}

/** A copy of the bytes the thread may take over (a Buffer may share a pooled ArrayBuffer). */
function transferable(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes);
}

/**
 * Checks a complete non-PDF upload in the checker thread (filing-kind.ts's detectFilingKind).
 * Rejects with FilingRefusedError when it is not an acceptable tagged filing (or needs too much
 * memory, or is not checked within UPLOAD_CHECK_TIMEOUT_MS); with the signal's reason when `signal`
 * aborts.
 */
export async function checkTaggedUpload(
  bytes: Uint8Array,
  opts: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<Exclude<FilingKind, "pdf">> {
  const timeoutMs = opts.timeoutMs ?? UPLOAD_CHECK_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  const copy = transferable(bytes);
  try {
    const { kind } = await checker.run<{ kind: Exclude<FilingKind, "pdf"> }>(
      { op: "check", bytes: copy },
      [copy.buffer as ArrayBuffer],
      TAGGED_MEMORY_LIMIT_MB,
      signal,
    );
    return kind;
  } catch (err) {
    if (timeout.aborted && !opts.signal?.aborted) {
      throw new FilingRefusedError(`The filing could not be checked within ${timeoutMs / 1000} s`);
    }
    throw err;
  }
}

/**
 * Reads a tagged filing's statements in the reader thread (extract-tagged.ts's extractFiling). A
 * refused package or a filing that needs too much memory is an `unreadable` outcome; rejects with
 * the signal's reason when `signal` aborts (the thread is then ended).
 */
export async function readTaggedFiling(
  bytes: Uint8Array,
  file: string,
  opts: { signal?: AbortSignal } = {},
): Promise<ExtractionOutcome & Partial<TaggedOutcomeExtras>> {
  const copy = transferable(bytes);
  try {
    const { outcome } = await reader.run<{ outcome: ExtractionOutcome & Partial<TaggedOutcomeExtras> }>(
      { op: "read", bytes: copy, file },
      [copy.buffer as ArrayBuffer],
      TAGGED_MEMORY_LIMIT_MB,
      opts.signal,
    );
    return outcome;
  } catch (err) {
    if (err instanceof FilingRefusedError && !opts.signal?.aborted) return { kind: "unreadable", reason: err.message };
    throw err;
  }
}
