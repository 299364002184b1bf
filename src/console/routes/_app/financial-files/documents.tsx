import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useCallback } from "react";
import { documentsQueryOptions } from "../../../features/documents/api/list-documents";
import type { DocumentSearchChange } from "../../../features/documents/components/document-filters";
import { OrganizationDocumentsScreen } from "../../../features/documents/components/organization-documents-screen";
import { toDocumentQuery } from "../../../features/documents/model/list-query";
import { documentListDefaults, validateDocumentListSearch } from "../../../features/documents/model/list-search";
import { getScope } from "../../../lib/scope";

export const Route = createFileRoute("/_app/financial-files/documents")({
  validateSearch: validateDocumentListSearch,
  search: { middlewares: [stripSearchParams(documentListDefaults)] },
  loaderDeps: ({ search }) => ({ ...search, document: undefined }),
  loader: ({ context, deps }) => {
    const scope = getScope();
    if (!scope) return;
    void context.queryClient
      .ensureQueryData(documentsQueryOptions(scope, { kind: "organization" }, toDocumentQuery(deps)))
      .catch(() => {});
  },
  component: OrganizationDocumentsRoute,
});

function OrganizationDocumentsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (change: DocumentSearchChange) => void navigate({ search: (prev) => ({ ...prev, ...change }) }),
    [navigate],
  );
  return <OrganizationDocumentsScreen search={search} onChange={onChange} />;
}
