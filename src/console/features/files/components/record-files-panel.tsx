import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { Panel } from "../../../components/page";
import { ErrorState, TableSkeleton } from "../../../components/states";
import { useScope } from "../../../lib/scope";
import { findRecordDuplicate } from "../api/find-duplicate";
import type { FileSource } from "../api/get-file-content";
import { fileKeys } from "../api/keys";
import { useRecordFiles } from "../api/list-record-files";
import { isFinalStatus } from "../api/polling";
import { uploadRecordFile } from "../api/upload-file";
import { useRefreshWhenFilesSettle } from "../api/use-settled-refresh";
import type { UploadRun } from "../model/use-upload-queue";
import { FilesTable } from "./files-table";
import { LiveStatus } from "./live-status";
import { UploadPanel } from "./upload-panel";

/**
 * A private record's financial files: the drop zone (several PDFs, progress per file, refusals in
 * words) and the files with their statuses, read again every few seconds until each is final.
 */
export function RecordFilesPanel({ recordId, currency }: { recordId: string; currency: string | null }) {
  const scope = useScope();
  const queryClient = useQueryClient();
  const files = useRecordFiles(recordId);
  const source = useMemo<FileSource>(() => ({ kind: "record", recordId }), [recordId]);
  // A record's files are the caller's own: it may withdraw any of them; nobody else reads them.
  const manage = useMemo(
    () => (scope ? { requesterId: scope.requesterId, ownerName: "this record", otherParty: null } : undefined),
    [scope],
  );
  useRefreshWhenFilesSettle(files.data?.items);

  const upload = useCallback(
    (file: File, run: UploadRun) => {
      if (!scope) return Promise.reject(new Error("Not signed in"));
      return uploadRecordFile(scope, recordId, file, run);
    },
    [scope, recordId],
  );
  const findDuplicate = useCallback(
    (sha256: string) =>
      scope ? findRecordDuplicate(scope, recordId, sha256) : Promise.reject(new Error("Not signed in")),
    [scope, recordId],
  );
  const onUploaded = useCallback(() => {
    if (scope) void queryClient.invalidateQueries({ queryKey: fileKeys.record(scope, recordId) });
  }, [queryClient, scope, recordId]);

  const items = files.data?.items ?? [];
  const moving = items.filter((f) => !isFinalStatus(f.status)).length;
  return (
    <Panel title="Financial files">
      <div className="stack">
        <UploadPanel upload={upload} findDuplicate={findDuplicate} defaultCurrency={currency} onUploaded={onUploaded} />
        <LiveStatus moving={moving} total={items.length} />
        {files.isPending ? (
          <TableSkeleton rows={3} columns={6} />
        ) : files.isError && !files.data ? (
          <ErrorState error={files.error} onRetry={() => void files.refetch()} title="The files could not be loaded" />
        ) : (
          <>
            <FilesTable
              caption="Financial files of the record"
              items={items}
              orderBy="uploaded_at"
              orderDir="desc"
              empty="No files yet. Drop the record's financial statements above."
              source={source}
              manage={manage}
            />
            {files.data && files.data.total_items > items.length ? (
              <p className="muted small">
                The newest {items.length} of {files.data.total_items} files are shown.
              </p>
            ) : null}
          </>
        )}
      </div>
    </Panel>
  );
}
