import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useCallback, useMemo } from "react";
import { documentsQueryOptions } from "../../../../features/documents/api/list-documents";
import type { DocumentSearchChange } from "../../../../features/documents/components/document-filters";
import { DocumentsView } from "../../../../features/documents/components/documents-view";
import { toDocumentQuery } from "../../../../features/documents/model/list-query";
import { documentListDefaults, validateDocumentListSearch } from "../../../../features/documents/model/list-search";
import type { DocumentSubject } from "../../../../features/documents/model/subject";
import { useDocumentTitle } from "../../../../lib/document-title";
import { getScope } from "../../../../lib/scope";

/** Extracted documents tab: filters, table and line items of the record's documents. */
export const Route = createFileRoute("/_app/private-records/$recordId/documents")({
  validateSearch: validateDocumentListSearch,
  search: { middlewares: [stripSearchParams(documentListDefaults)] },
  loaderDeps: ({ search }) => ({ ...search, document: undefined }),
  loader: ({ context, deps, params }) => {
    const scope = getScope();
    if (!scope?.scenarios.includes("self")) return;
    void context.queryClient
      .ensureQueryData(
        documentsQueryOptions(scope, { kind: "record", recordId: params.recordId }, toDocumentQuery(deps)),
      )
      .catch(() => {});
  },
  component: RecordDocumentsRoute,
});

function RecordDocumentsRoute() {
  useDocumentTitle("Extracted documents · Private record");
  const { recordId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const subject = useMemo<DocumentSubject>(() => ({ kind: "record", recordId }), [recordId]);
  const onChange = useCallback(
    (change: DocumentSearchChange) => void navigate({ search: (prev) => ({ ...prev, ...change }) }),
    [navigate],
  );
  return <DocumentsView subject={subject} search={search} onChange={onChange} />;
}
