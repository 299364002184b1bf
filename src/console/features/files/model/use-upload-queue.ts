import { useCallback, useEffect, useReducer, useRef } from "react";
import { isApiError } from "../../../lib/api-error";
import { checkFile, newItem, nextToStart, problemFor, queueReducer, type UploadItem } from "./upload-queue";

export interface UploadRun {
  fields: Record<string, string>;
  signal: AbortSignal;
  onProgress: (fraction: number) => void;
}

/**
 * Runs the upload queue: every added file is checked (type by its bytes, size, name) and, when
 * accepted, uploaded with at most `concurrency` uploads at once, each reporting its progress. The
 * API's refusal of one file is kept on that file, in words; the others go on.
 */
export function useUploadQueue({
  upload,
  concurrency = 2,
  onUploaded,
}: {
  upload: (file: File, run: UploadRun) => Promise<{ id: string }>;
  concurrency?: number;
  onUploaded?: (fileId: string) => void;
}) {
  const [items, dispatch] = useReducer(queueReducer, [] as UploadItem[]);
  const controllers = useRef(new Map<string, AbortController>());
  const uploadRef = useRef(upload);
  uploadRef.current = upload;
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  const addFiles = useCallback((files: readonly File[], fields: Record<string, string>) => {
    const added = files.map((f) => newItem(f, fields));
    if (added.length === 0) return;
    dispatch({ type: "add", items: added });
    for (const item of added) {
      void checkFile(item.file).then((problem) => dispatch({ type: "checked", id: item.id, problem }));
    }
  }, []);

  useEffect(() => {
    for (const item of nextToStart(items, concurrency)) {
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      dispatch({ type: "start", id: item.id });
      uploadRef
        .current(item.file, {
          fields: item.fields,
          signal: controller.signal,
          onProgress: (progress) => dispatch({ type: "progress", id: item.id, progress }),
        })
        .then((stored) => {
          dispatch({ type: "done", id: item.id, fileId: stored.id });
          onUploadedRef.current?.(stored.id);
        })
        .catch((error: unknown) => {
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

  return { items, addFiles, cancel, retry, remove, clearFinished };
}
