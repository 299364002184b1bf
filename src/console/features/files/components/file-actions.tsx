import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { fileKindOfMediaType } from "../../../../contract/files";
import { Dialog } from "../../../components/dialog";
import { PdfPreview } from "../../../components/pdf-preview";
import { ErrorState, Skeleton } from "../../../components/states";
import { toast } from "../../../components/toaster";
import { errorMessage } from "../../../lib/api-error";
import { saveBytes, savedFileName } from "../../../lib/download";
import { useScope } from "../../../lib/scope";
import { type FileSource, fileContentQueryOptions, useFileContent } from "../api/get-file-content";

interface FileRef {
  id: string;
  original_filename: string;
  mime_type: string;
}

/**
 * Preview and Download of one stored file. Both fetch the bytes with the session's token and
 * Requester/Target headers (a link could not send them) and share them through the query cache:
 * a file previewed is downloaded without a second request. Only a PDF has a preview; a tagged
 * filing (Inline XBRL, XBRL, report package) is downloaded under its own extension.
 */
export function FileActions({ file, source }: { file: FileRef; source: FileSource }) {
  const scope = useScope();
  const queryClient = useQueryClient();
  const [previewing, setPreviewing] = useState(false);
  const [saving, setSaving] = useState(false);
  const name = file.original_filename;

  const download = async () => {
    if (!scope) return;
    setSaving(true);
    try {
      const content = await queryClient.fetchQuery(fileContentQueryOptions(scope, source, file.id));
      saveBytes(content.bytes, savedFileName(name, content.contentType), content.contentType);
    } catch (e) {
      toast.error(`${name} could not be downloaded: ${errorMessage(e)}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="file-actions">
      {fileKindOfMediaType(file.mime_type) === "pdf" ? (
        <button
          type="button"
          className="button button--ghost button--small"
          aria-label={`Preview ${name}`}
          onClick={() => setPreviewing(true)}
        >
          Preview
        </button>
      ) : null}
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={`Download ${name}`}
        onClick={() => void download()}
        disabled={saving}
        aria-busy={saving}
      >
        {saving ? "Downloading…" : "Download"}
      </button>
      {previewing ? (
        <Dialog open onClose={() => setPreviewing(false)} title={name} size="large">
          <FilePreview file={file} source={source} onDownload={() => void download()} saving={saving} />
        </Dialog>
      ) : null}
    </div>
  );
}

function FilePreview({
  file,
  source,
  onDownload,
  saving,
}: {
  file: FileRef;
  source: FileSource;
  onDownload: () => void;
  saving: boolean;
}) {
  const content = useFileContent(source, file.id, true);
  return (
    <div className="file-preview">
      <p className="file-preview__bar">
        <button type="button" className="button button--secondary" onClick={onDownload} disabled={saving}>
          Download PDF
        </button>
      </p>
      {content.isPending ? (
        <Skeleton lines={10} label="Loading the PDF" />
      ) : content.isError ? (
        <ErrorState error={content.error} title="The PDF could not be loaded" onRetry={() => void content.refetch()} />
      ) : (
        <PdfPreview bytes={content.data.bytes} name={file.original_filename} />
      )}
    </div>
  );
}
