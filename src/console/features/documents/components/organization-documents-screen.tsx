import { Link } from "@tanstack/react-router";
import { Page } from "../../../components/page";
import { useDocumentTitle } from "../../../lib/document-title";
import { hostOwnedSubject } from "../../../lib/org-scope";
import { useScope } from "../../../lib/scope";
import type { DocumentListSearch } from "../model/list-search";
import type { DocumentSearchChange } from "./document-filters";
import { DocumentsView } from "./documents-view";

const organizationSubject = { kind: "organization" } as const;

/**
 * Documents extracted from an organization's files: mine (Self, or towards my Host), or my
 * Guest's (Host → Guest: read in Self with the Guest's id, api-design §4).
 */
export function OrganizationDocumentsScreen({
  search,
  onChange,
}: {
  search: DocumentListSearch;
  onChange: (change: DocumentSearchChange) => void;
}) {
  useDocumentTitle("Extracted documents");
  const scope = useScope();
  return (
    <Page
      title="Financial files"
      lead={scope ? `Statements extracted from the files of ${hostOwnedSubject(scope)}.` : undefined}
    >
      <nav className="tabs" aria-label="Financial files sections">
        <Link
          to="/financial-files"
          className="tabs__link"
          activeOptions={{ exact: true, includeSearch: false }}
          activeProps={{ "aria-current": "page" }}
        >
          Files
        </Link>
        <Link
          to="/financial-files/documents"
          className="tabs__link"
          activeOptions={{ exact: true, includeSearch: false }}
          activeProps={{ "aria-current": "page" }}
        >
          Extracted documents
        </Link>
      </nav>
      {scope ? <DocumentsView subject={organizationSubject} search={search} onChange={onChange} /> : null}
    </Page>
  );
}
