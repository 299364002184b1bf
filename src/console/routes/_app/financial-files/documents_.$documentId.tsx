import { createFileRoute } from "@tanstack/react-router";
import { documentQueryOptions } from "../../../features/documents/api/get-document";
import { OrganizationDocumentReviewScreen } from "../../../features/documents/components/document-review-screen";
import { getScope } from "../../../lib/scope";

/** Review of one extracted document of the organization (api-design §13). */
export const Route = createFileRoute("/_app/financial-files/documents_/$documentId")({
  loader: ({ context, params }) => {
    const scope = getScope();
    if (!scope) return;
    void context.queryClient
      .ensureQueryData(documentQueryOptions(scope, { kind: "organization" }, params.documentId))
      .catch(() => {});
  },
  component: OrganizationDocumentReviewRoute,
});

function OrganizationDocumentReviewRoute() {
  const { documentId } = Route.useParams();
  return <OrganizationDocumentReviewScreen documentId={documentId} />;
}
