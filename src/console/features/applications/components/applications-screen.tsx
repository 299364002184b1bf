import { Link } from "@tanstack/react-router";
import { useDeferredValue } from "react";
import {
  createCreditTermsApplication,
  creditApplicationOrderFields,
  listCreditApplications,
} from "../../../../contract/applications";
import { Pagination } from "../../../components/data-table";
import { SavedViews } from "../../../components/list-kit/saved-views";
import { Page } from "../../../components/page";
import { ScenarioGate } from "../../../components/scenario-gate";
import { EmptyState, ErrorState, TableSkeleton } from "../../../components/states";
import { useDocumentTitle } from "../../../lib/document-title";
import { useCan } from "../../../lib/permissions";
import { resetTarget, scopeAllows, useScope } from "../../../lib/scope";
import { isOneOf } from "../../../lib/search-params";
import { fetchApplications, useApplications } from "../api/list-applications";
import { toListQuery } from "../model/list-query";
import type { ApplicationListSearch } from "../model/list-search";
import { ApplicationFilters, type ListSearchChange } from "./application-filters";
import { ApplicationsTable } from "./applications-table";

/** The credit-application list: filters, table, pagination, all driven by the URL. */
export function ApplicationsScreen({
  search,
  onChange,
}: {
  search: ApplicationListSearch;
  onChange: (change: ListSearchChange) => void;
}) {
  useDocumentTitle("Credit applications");
  const scope = useScope();
  // Viewers see applications but do not apply (contract/people.ts): the button is left out.
  const mayCreate = useCan(createCreditTermsApplication).allowed;
  const canCreate = scopeAllows(scope, createCreditTermsApplication) && mayCreate;
  return (
    <Page
      title="Credit applications"
      lead={
        scope?.scenarios.includes("guest")
          ? `Your applications to ${scope.targetName ?? "this forwarder"}.`
          : "Applications where your organization is the forwarder or the shipper."
      }
      actions={
        canCreate ? (
          <Link to="/credit-applications/new" className="button button--primary">
            New application
          </Link>
        ) : null
      }
    >
      <ScenarioGate
        endpoint={listCreditApplications}
        what="Credit applications"
        alternative={
          scope?.scenarios.includes("host") ? (
            <>
              <p className="state__title">
                Credit applications are between you and your shipper: {scope.targetName ?? "this shipper"}'s
                applications to your organization are listed with your own organization.
              </p>
              <p className="state__body state__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    const shipperId = scope.targetId;
                    resetTarget();
                    onChange({ shipper_id: shipperId, offset: 0 });
                  }}
                >
                  Show the applications of {scope.targetName ?? "this shipper"}
                </button>
              </p>
            </>
          ) : undefined
        }
      >
        <ApplicationFilters search={search} onChange={onChange} />
        <ApplicationsResults search={search} onChange={onChange} />
      </ScenarioGate>
    </Page>
  );
}

function ApplicationsResults({
  search,
  onChange,
}: {
  search: ApplicationListSearch;
  onChange: (change: ListSearchChange) => void;
}) {
  const query = toListQuery(search);
  const list = useApplications(query);
  const scope = useScope();
  // The table renders in a transition React can interrupt (a page of rows with links, badges and
  // dates is the heaviest render of the screen): the arrival of the data does not block input.
  const data = useDeferredValue(list.data);
  if (list.isError && !list.data) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (!data) return <TableSkeleton rows={Math.min(search.limit, 10)} columns={7} />;
  const filtered = Boolean(
    query.credit_application_statuses || query.credit_application_types || query.search_text || query.shipper_id,
  );
  if (data.total_items === 0 && !filtered) {
    return (
      <EmptyState title="No credit applications yet">
        Applications appear here once a shipper applies to a forwarder.
      </EmptyState>
    );
  }
  return (
    <>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} title="This page could not be refreshed" />
      ) : null}
      <ApplicationsTable
        items={data.items}
        orderBy={query.order_by ?? search.order_by}
        orderDir={search.order_dir}
        onSort={(order_by, order_dir) => {
          if (isOneOf(creditApplicationOrderFields, order_by)) onChange({ order_by, order_dir, offset: 0 });
        }}
        busy={list.isPlaceholderData || data !== list.data}
        kit={{
          listId: "credit-applications",
          toolbar: (
            <SavedViews
              listId="credit-applications"
              search={search}
              onApply={(view) => onChange(view as ListSearchChange)}
            />
          ),
          exportCsv: scope
            ? {
                filename: "credit-applications.csv",
                fetchPage: (limit, offset) => fetchApplications(scope, { ...query, limit, offset }),
              }
            : undefined,
        }}
      />
      <Pagination
        total={data.total_items}
        limit={search.limit}
        offset={search.offset}
        onChange={({ limit, offset }) => onChange({ limit, offset })}
      />
    </>
  );
}
