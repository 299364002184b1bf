import { createFileRoute } from "@tanstack/react-router";
import { documentQueryOptions } from "../../../../features/documents/api/get-document";
import { RecordDocumentReviewScreen } from "../../../../features/documents/components/document-review-screen";
import { getScope } from "../../../../lib/scope";

/** Review of one extracted document of a private record (api-design §13). */
export const Route = createFileRoute("/_app/private-records/$recordId/documents_/$documentId")({
  loader: ({ context, params }) => {
    const scope = getScope();
    if (!scope?.scenarios.includes("self")) return;
    void context.queryClient
      .ensureQueryData(documentQueryOptions(scope, { kind: "record", recordId: params.recordId }, params.documentId))
      .catch(() => {});
  },
  component: RecordDocumentReviewRoute,
});

function RecordDocumentReviewRoute() {
  const { recordId, documentId } = Route.useParams();
  return <RecordDocumentReviewScreen recordId={recordId} documentId={documentId} />;
}
