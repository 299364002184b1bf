import { worklistKinds } from "../../../../contract/values";
import { useWorklistCounts } from "../api/get-worklist";

/** The navigation's count beside "Worklist": every item waiting on the organization. */
export function WorklistNavCount() {
  const counts = useWorklistCounts();
  if (!counts) return null;
  const total = worklistKinds.reduce((n, k) => n + counts[k], 0);
  return (
    <span className="count-pill">
      {total}
      <span className="visually-hidden"> waiting</span>
    </span>
  );
}
