import { createFileRoute, Outlet } from "@tanstack/react-router";
import { getPrivateRecord } from "../../../../contract/records";
import { recordQueryOptions } from "../../../features/records/api/get-record";
import { RecordLayout } from "../../../features/records/components/record-layout";
import { getScope, scopeAllows } from "../../../lib/scope";

/** One private record: its frame (name, archive, tabs) around the tab routes. */
export const Route = createFileRoute("/_app/private-records/$recordId")({
  loader: async ({ context, params }) => {
    const scope = getScope();
    if (!scope || !scopeAllows(scope, getPrivateRecord)) return;
    // Errors are shown (with retry) by the frame's own query, not by the route.
    await context.queryClient.ensureQueryData(recordQueryOptions(scope, params.recordId)).catch(() => {});
  },
  component: RecordRoute,
});

function RecordRoute() {
  const { recordId } = Route.useParams();
  return (
    <RecordLayout recordId={recordId}>
      <Outlet />
    </RecordLayout>
  );
}
