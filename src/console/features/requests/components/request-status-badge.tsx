import type { DocumentRequestStatus } from "../../../../contract/requests";
import { Badge } from "../../../components/badge";
import { requestStatusLabels, requestStatusTones } from "../model/labels";

/** A request's status in words ("Partially fulfilled"). */
export function RequestStatusBadge({ status }: { status: DocumentRequestStatus }) {
  return <Badge tone={requestStatusTones[status]}>{requestStatusLabels[status]}</Badge>;
}
