import { Link } from "@tanstack/react-router";

/** Files | Extracted documents: the two views of the Financial files area. */
export function FinancialFilesTabs() {
  return (
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
  );
}
