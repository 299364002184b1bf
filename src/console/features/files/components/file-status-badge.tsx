import type { FinancialFileStatus } from "../../../../contract/files";
import { Badge } from "../../../components/badge";
import { fileStatusHints, fileStatusLabels, fileStatusTones } from "../model/labels";

/** A file's status in words ("Processing"), coloured by its kind; moving statuses show a spinner. */
export function FileStatusBadge({ status }: { status: FinancialFileStatus }) {
  const moving = status === "uploaded" || status === "processing";
  return (
    <span className="file-status" title={fileStatusHints[status]}>
      <Badge tone={fileStatusTones[status]}>
        {moving ? <span className="spinner" aria-hidden="true" /> : null}
        {fileStatusLabels[status]}
      </Badge>
    </span>
  );
}
