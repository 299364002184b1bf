import { useCallback, useEffect, useReducer, useRef } from "react";
import { isApiError } from "../../../lib/api-error";
import { IntentKey } from "../../../lib/intent-key";
import { sha256Hex } from "./sha256";
import {
  checkFile,
  type DuplicateOf,
  newItem,
  nextToStart,
  problemFor,
  queueReducer,
  type UploadItem,
} from "./upload-queue";

export interface UploadRun {
  fields: Record<string, string>;
  signal: AbortSignal;
  onProgress: (fraction: number) => void;
  /** One per queued file: a retry of the same file sends the same key (docs/console.md). */
  idempotencyKey?: string;
}

/** What an upload answers with that the queue reads: the file's id and its warnings. */
export interface UploadedFile {
  id: string;
  warnings?: ReadonlyArray<{ code: string; duplicate_of?: DuplicateOf | undefined }>;
}

/** Looks up an earlier file of the same owner with these bytes (hex SHA-256). */
export type FindDuplicate = (sha256: string) => Promise<DuplicateOf | null>;

/**
 * Runs the upload queue: every added file is checked (type by its bytes, size, name) and, when
 * accepted, uploaded with at most `concurrency` uploads at once, each reporting its progress. The
 * API's refusal of one file is kept on that file, in words; the others go on. With `findDuplicate`,
 * an accepted file is hashed first and, when the owner has it already, waits for the user's
 * "Upload anyway" (keep) or "Skip" (nothing is sent); a failed lookup does not hold the file back.
 */
export function useUploadQueue({
  upload,
  concurrency = 2,
  onUploaded,
  findDuplicate,
}: {
  upload: (file: File, run: UploadRun) => Promise<UploadedFile>;
  concurrency?: number;
  onUploaded?: (fileId: string) => void;
  findDuplicate?: FindDuplicate;
}) {
  const [items, dispatch] = useReducer(queueReducer, [] as UploadItem[]);
  const controllers = useRef(new Map<string, AbortController>());
  /** The idempotency key of each queued file (one intent per file, kept across its retries). */
  const intents = useRef(new Map<string, IntentKey>());
  const uploadRef = useRef(upload);
  uploadRef.current = upload;
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;
  const findDuplicateRef = useRef(findDuplicate);
  findDuplicateRef.current = findDuplicate;

  const addFiles = useCallback((files: readonly File[], fields: Record<string, string>) => {
    const added = files.map((f) => newItem(f, fields));
    if (added.length === 0) return;
    dispatch({ type: "add", items: added });
    for (const item of added) {
      void checkFile(item.file).then(async (problem) => {
        const find = findDuplicateRef.current;
        let duplicateOf: DuplicateOf | null = null;
        if (!problem && find) {
          const sha256 = await sha256Hex(item.file);
          duplicateOf = sha256 ? await find(sha256).catch(() => null) : null;
        }
        dispatch({ type: "checked", id: item.id, problem, duplicateOf });
      });
    }
  }, []);

  useEffect(() => {
    for (const item of nextToStart(items, concurrency)) {
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      const intent = intents.current.get(item.id) ?? new IntentKey();
      intents.current.set(item.id, intent);
      const idempotencyKey = intent.for(item.fields);
      dispatch({ type: "start", id: item.id });
      uploadRef
        .current(item.file, {
          fields: item.fields,
          signal: controller.signal,
          onProgress: (progress) => dispatch({ type: "progress", id: item.id, progress }),
          idempotencyKey,
        })
        .then((stored) => {
          intent.settle(null);
          const duplicate = stored.warnings?.find((w) => w.code === "duplicate_file")?.duplicate_of ?? null;
          dispatch({ type: "done", id: item.id, fileId: stored.id, duplicateOf: duplicate });
          onUploadedRef.current?.(stored.id);
        })
        .catch((error: unknown) => {
          intent.settle(error);
          if (controller.signal.aborted) return;
          const problem = isApiError(error)
            ? problemFor(error.code, error.message)
            : problemFor("upload_failed", error instanceof Error ? error.message : undefined);
          dispatch({ type: "failed", id: item.id, problem });
        })
        .finally(() => controllers.current.delete(item.id));
    }
  }, [items, concurrency]);

  // Leaving the screen stops what is still being sent.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const c of running.values()) c.abort();
      running.clear();
    };
  }, []);

  const cancel = useCallback((id: string) => {
    dispatch({ type: "cancel", id });
    controllers.current.get(id)?.abort();
  }, []);
  const retry = useCallback((id: string) => dispatch({ type: "retry", id }), []);
  const remove = useCallback((id: string) => dispatch({ type: "remove", id }), []);
  const clearFinished = useCallback(() => dispatch({ type: "clear-finished" }), []);
  const keep = useCallback((id: string) => dispatch({ type: "keep", id }), []);
  const skip = useCallback((id: string) => dispatch({ type: "skip", id }), []);

  return { items, addFiles, cancel, retry, remove, clearFinished, keep, skip };
}
