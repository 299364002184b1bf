import { type ReactNode, useCallback } from "react";
import { Pagination } from "../../../components/data-table";
import { SavedViews } from "../../../components/list-kit/saved-views";
import { EmptyState, ErrorState, TableSkeleton } from "../../../components/states";
import { useScope } from "../../../lib/scope";
import { useNeedsReviewCount } from "../api/count-needs-review";
import { fetchDocuments, useDocuments } from "../api/list-documents";
import { useFileOptions } from "../api/list-file-options";
import { isFiltered, toDocumentQuery } from "../model/list-query";
import type { DocumentListSearch } from "../model/list-search";
import type { DocumentSubject } from "../model/subject";
import { DocumentFilters, type DocumentSearchChange } from "./document-filters";
import { DocumentsTable } from "./documents-table";
import { LineItemsDialog } from "./line-items-dialog";
import "./document-review.css";

/**
 * Extracted documents of a record or an organization: filters, table, pagination and the line
 * items of one document (its id in the URL, so the dialog is deep-linkable and Back closes it).
 */
export function DocumentsView({
  subject,
  search,
  onChange,
}: {
  subject: DocumentSubject;
  search: DocumentListSearch;
  onChange: (change: DocumentSearchChange) => void;
}) {
  const query = toDocumentQuery(search);
  const list = useDocuments(subject, query);
  const scope = useScope();
  const files = useFileOptions(subject);
  const needsReview = useNeedsReviewCount(subject);
  const open = useCallback((id: string) => onChange({ document: id }), [onChange]);

  let body: ReactNode = null;
  if (list.isPending) body = <TableSkeleton rows={Math.min(search.limit, 8)} columns={7} />;
  else if (list.isError && !list.data)
    body = (
      <ErrorState error={list.error} onRetry={() => void list.refetch()} title="The documents could not be loaded" />
    );
  else if (list.data && list.data.total_items === 0 && !isFiltered(query))
    body = (
      <EmptyState title="No extracted documents yet">
        Each balance sheet, income statement and cash flow statement found in an uploaded PDF appears here.
      </EmptyState>
    );
  else if (list.data)
    body = (
      <>
        {list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} title="This page could not be refreshed" />
        ) : null}
        <DocumentsTable
          subject={subject}
          items={list.data.items}
          orderBy={query.order_by}
          orderDir={search.order_dir}
          onSort={(order_by, order_dir) => onChange({ order_by, order_dir, offset: 0 })}
          onOpen={open}
          busy={list.isPlaceholderData}
          kit={{
            listId: "documents",
            toolbar: (
              <SavedViews
                listId={`documents-${subject.kind}`}
                search={search}
                onApply={(view) => onChange(view as DocumentSearchChange)}
              />
            ),
            exportCsv: scope
              ? {
                  filename: "extracted-documents.csv",
                  fetchPage: (limit, offset) => fetchDocuments(scope, subject, { ...query, limit, offset }),
                }
              : undefined,
          }}
        />
        <Pagination
          total={list.data.total_items}
          limit={search.limit}
          offset={search.offset}
          onChange={({ limit, offset }) => onChange({ limit, offset })}
        />
      </>
    );

  return (
    <>
      <DocumentFilters search={search} onChange={onChange} files={files.data ?? []} />
      <NeedsReviewNotice
        count={needsReview.data}
        filtered={search.review_status === "needs_review"}
        onShow={() => onChange({ review_status: "needs_review", offset: 0 })}
      />
      {body}
      {search.document ? (
        <LineItemsDialog
          subject={subject}
          documentId={search.document}
          onClose={() => onChange({ document: undefined })}
        />
      ) : null}
    </>
  );
}

/** How many documents await review, with the way to list only them (the filter goes in the URL). */
function NeedsReviewNotice({
  count,
  filtered,
  onShow,
}: {
  count: number | undefined;
  filtered: boolean;
  onShow: () => void;
}) {
  if (!count) return null;
  const words = count === 1 ? "1 document needs review" : `${count} documents need review`;
  return (
    <div className="notice notice--warning needs-review-notice" role="status">
      <span>
        <strong>{words}</strong>: {count === 1 ? "its figures are" : "their figures are"} not in the metrics and the
        score until an analyst reviews {count === 1 ? "it" : "them"}.
      </span>
      {filtered ? null : (
        <button type="button" className="button button--secondary button--small" onClick={onShow}>
          Show {count === 1 ? "it" : "them"}
        </button>
      )}
    </div>
  );
}
