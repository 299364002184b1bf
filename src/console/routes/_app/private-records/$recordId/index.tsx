import { createFileRoute } from "@tanstack/react-router";
import { useRecordFiles } from "../../../../features/files/api/list-record-files";
import { RecordFilesPanel } from "../../../../features/files/components/record-files-panel";
import { useRecord } from "../../../../features/records/api/get-record";
import { RecordDetails, RecordScoreCard } from "../../../../features/records/components/record-overview";

/** Overview tab: the score, the financial files with the drop zone, and the record's fields. */
export const Route = createFileRoute("/_app/private-records/$recordId/")({
  component: RecordOverviewRoute,
});

function RecordOverviewRoute() {
  const { recordId } = Route.useParams();
  const record = useRecord(recordId);
  // Shared cache with the files panel: no extra request.
  const files = useRecordFiles(recordId);
  const awaitingScore = Boolean(files.data?.items.some((f) => f.status === "valid"));
  if (!record.data) return null;
  return (
    <>
      <RecordScoreCard recordId={recordId} awaitingScore={awaitingScore} />
      <RecordFilesPanel recordId={recordId} currency={record.data.currency_code} />
      <RecordDetails record={record.data} />
    </>
  );
}
