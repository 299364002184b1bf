import { Link } from "@tanstack/react-router";
import { type ReactNode, useCallback, useState } from "react";
import { Pagination } from "../../../components/data-table";
import { SavedViews } from "../../../components/list-kit/saved-views";
import { Page } from "../../../components/page";
import { EmptyState, ErrorState, TableSkeleton } from "../../../components/states";
import { useDocumentTitle } from "../../../lib/document-title";
import { useOrganizationNames } from "../../../lib/organization-names";
import { type Scope, useScope } from "../../../lib/scope";
import { fetchHostRequests, type HostRequestRow, toHostRequestQuery, useHostRequests } from "../api/list-host-requests";
import { type RequestAction, useRequestAction } from "../api/request-actions";
import { requestSummary } from "../model/action-words";
import {
  type HostRequestListSearch,
  type HostRequestSearchChange,
  hasHostRequestFilters,
} from "../model/host-list-search";
import { requestStatusLabels } from "../model/labels";
import { HostRequestFilters } from "./host-request-filters";
import { HostRequestsTable } from "./host-requests-table";
import { RequestActionDialog } from "./request-action-dialog";

/**
 * Document requests to Guests: the forwarder's (Host's) requests to every Guest in one list
 * (GET /documents/requests, always as itself whatever the switcher's Target). Filters, order and
 * page in the URL; a row reminds or cancels with the per-Guest endpoints (org_id = the Guest).
 */
export function HostRequestsScreen({
  search,
  onChange,
}: {
  search: HostRequestListSearch;
  onChange: (change: HostRequestSearchChange) => void;
}) {
  useDocumentTitle("Document requests to Guests");
  const scope = useScope();
  const names = useOrganizationNames(scope?.requesterId);
  const list = useHostRequests(toHostRequestQuery(search));
  if (!scope) return null;
  return (
    <Page
      title="Document requests to Guests"
      lead="Every request your organization sent to its Guests. Open a Guest to send it a new request or see its records."
    >
      <HostRequestFilters search={search} onChange={onChange} guests={names.guests} counts={list.data?.status_counts} />
      <HostRequestsResults scope={scope} search={search} onChange={onChange} list={list} />
    </Page>
  );
}

function HostRequestsResults({
  scope,
  search,
  onChange,
  list,
}: {
  scope: Scope;
  search: HostRequestListSearch;
  onChange: (change: HostRequestSearchChange) => void;
  list: ReturnType<typeof useHostRequests>;
}) {
  const action = useRequestAction(scope);
  const [pending, setPending] = useState<{ request: HostRequestRow; action: RequestAction } | null>(null);
  const onAction = useCallback(
    (request: HostRequestRow, a: RequestAction) => {
      action.reset();
      setPending({ request, action: a });
    },
    [action],
  );

  let body: ReactNode;
  if (list.isPending) body = <TableSkeleton rows={Math.min(search.limit, 8)} columns={7} />;
  else if (list.isError && !list.data)
    body = (
      <ErrorState error={list.error} onRetry={() => void list.refetch()} title="The requests could not be loaded" />
    );
  else if (list.data && list.data.total_items === 0 && !hasHostRequestFilters(search))
    body = (
      <EmptyState title="No document requests sent yet">
        Ask a Guest for financial documents with “New document request” on{" "}
        <Link to="/document-requests">Document requests</Link>.
      </EmptyState>
    );
  else if (list.data)
    body = (
      <>
        {list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} title="This page could not be refreshed" />
        ) : null}
        <HostRequestsTable
          items={list.data.items}
          orderBy={search.order_by}
          orderDir={search.order_dir}
          onSort={(order_by, order_dir) =>
            onChange({ order_by: order_by as HostRequestListSearch["order_by"], order_dir, offset: 0 })
          }
          busy={list.isPlaceholderData}
          requesterId={scope.requesterId}
          onAction={onAction}
          kit={{
            listId: "host-document-requests",
            toolbar: (
              <SavedViews
                listId="host-document-requests"
                search={search}
                onApply={(view) => onChange(view as HostRequestSearchChange)}
              />
            ),
            exportCsv: {
              filename: "document-requests-to-guests.csv",
              fetchPage: (limit, offset) => fetchHostRequests(scope, { ...toHostRequestQuery(search), limit, offset }),
            },
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

  // The row as the refreshed list shows it now (after a refusal the list is fetched again).
  const current = pending ? list.data?.items.find((r) => r.id === pending.request.id) : undefined;
  return (
    <>
      {body}
      {pending ? (
        <RequestActionDialog
          pending={pending}
          current={current}
          subject={
            <>
              {pending.request.guest_organization_name}: request for {requestSummary(pending.request)},{" "}
              {requestStatusLabels[pending.request.status].toLowerCase()}.
            </>
          }
          action={action}
          onClose={() => setPending(null)}
        />
      ) : null}
    </>
  );
}
