import { type CreditApplicationStatus, statusLabels } from "../../../../contract/transitions";
import { Badge } from "../../../components/badge";
import { statusTones } from "../model/labels";

/** The application's status in words ("Needs action"), coloured by its kind. */
export function StatusBadge({ status }: { status: CreditApplicationStatus }) {
  return <Badge tone={statusTones[status]}>{statusLabels[status]}</Badge>;
}
