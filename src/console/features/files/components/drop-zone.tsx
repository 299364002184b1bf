import { useId } from "react";
import { useDropzone } from "react-dropzone";
import { MAX_FILE_BYTES } from "../../../../contract/files";
import { formatBytes } from "../model/labels";

/**
 * The drag-and-drop area (react-dropzone; loaded lazily, only on screens that upload). Every file
 * dropped or chosen is handed over, accepted or not: the upload queue checks each one and says
 * in words why a file is refused. The button "Upload financial statements" opens the file picker
 * (keyboard: Tab, Enter); the file input is labelled by it.
 */
export function DropZone({
  onFiles,
  disabled,
  describedBy,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  const buttonId = useId();
  const hintId = useId();
  const { getRootProps, getInputProps, isDragActive, isDragReject } = useDropzone({
    onDrop: (accepted, rejected) => onFiles([...accepted, ...rejected.map((r) => r.file)]),
    // PDFs and tagged filings (issue 28); the server tells them by their bytes, not by this list.
    accept: {
      "application/pdf": [".pdf"],
      "application/xhtml+xml": [".xhtml", ".html", ".htm"],
      "text/html": [".html", ".htm"],
      "application/xml": [".xml", ".xbrl"],
      "text/xml": [".xml"],
      "application/zip": [".zip"],
      "application/x-zip-compressed": [".zip"],
    },
    multiple: true,
    noKeyboard: true,
    noPaste: true,
    disabled,
  });
  const state = isDragReject ? "reject" : isDragActive ? "active" : "idle";
  return (
    <div {...getRootProps({ className: `dropzone dropzone--${state}${disabled ? " dropzone--disabled" : ""}` })}>
      <input
        {...getInputProps({
          // Out of the accessibility tree (the button is the control); still what setInputFiles and drops reach.
          style: { display: "none" },
          "aria-label": undefined,
          "aria-labelledby": buttonId,
          "aria-describedby": [hintId, describedBy].filter(Boolean).join(" "),
        })}
      />
      <span className="dropzone__icon" aria-hidden="true">
        ⇪
      </span>
      <p className="dropzone__text">
        {isDragActive
          ? isDragReject
            ? "Only PDF files and tagged filings (iXBRL, XBRL, report package) are accepted."
            : "Drop the files to upload them."
          : null}
        {!isDragActive ? "Drag and drop PDF files here, or" : null}
      </p>
      <button type="button" id={buttonId} className="button button--primary" disabled={disabled}>
        Upload financial statements
      </button>
      <p id={hintId} className="dropzone__hint">
        PDF only, up to {formatBytes(MAX_FILE_BYTES)} each. Several files at once.
      </p>
    </div>
  );
}
