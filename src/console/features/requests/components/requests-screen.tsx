import { Link, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useCallback, useState } from "react";
import { Pagination } from "../../../components/data-table";
import { Dialog } from "../../../components/dialog";
import { SavedViews } from "../../../components/list-kit/saved-views";
import { Page } from "../../../components/page";
import { EmptyState, ErrorState, TableSkeleton } from "../../../components/states";
import { toast } from "../../../components/toaster";
import { errorMessage } from "../../../lib/api-error";
import { useDocumentTitle } from "../../../lib/document-title";
import { useOrganizationNames } from "../../../lib/organization-names";
import { resetTarget, type Scope, useScope } from "../../../lib/scope";
import { useCreateRequest } from "../api/create-request";
import { useHostRequestCount } from "../api/list-host-requests";
import { type DocumentRequestRow, fetchRequests, useRequests } from "../api/list-requests";
import { type RequestAction, useRequestAction } from "../api/request-actions";
import { requestSummary as summary } from "../model/action-words";
import { requestStatusLabels } from "../model/labels";
import { toRequestQuery } from "../model/list-query";
import type { RequestListSearch } from "../model/list-search";
import type { CreateRequestForm as CreateRequestFormType } from "./create-request-form";
import { RequestActionDialog } from "./request-action-dialog";
import { RequestFilters, type RequestSearchChange } from "./request-filters";
import { RequestsTable } from "./requests-table";

/** Which side of requests the switcher's Target shows. */
function perspective(scope: Scope) {
  if (scope.targetId === scope.requesterId) return "inbox" as const;
  if (scope.scenarios.includes("host")) return "sent" as const;
  return "from-host" as const;
}

/**
 * Document requests: a Host asks its Guest for documents. The switcher decides whose: in Self the
 * requests my Hosts sent me, as Host → Guest mine to that Guest (create, remind once, cancel), as
 * Guest → Host that Host's to me (complete). Search, statuses, order and page in the URL.
 */
export function RequestsScreen({
  search,
  onChange,
}: {
  search: RequestListSearch;
  onChange: (change: RequestSearchChange) => void;
}) {
  useDocumentTitle("Document requests");
  const scope = useScope();
  const names = useOrganizationNames(scope?.requesterId);
  const [creating, setCreating] = useState(false);
  const [form, setForm] = useState<{ Form: typeof CreateRequestFormType } | null>(null);
  // The form (react-hook-form) is loaded when it is first asked for, then the dialog opens.
  const openCreate = () =>
    void import("./create-request-form").then((m) => {
      setForm({ Form: m.CreateRequestForm });
      setCreating(true);
    });
  if (!scope) return null;
  const side = perspective(scope);
  const targetName = scope.targetName ?? "the chosen organization";
  const canCreate = side === "sent" || (side === "inbox" && names.guests.length > 0);
  return (
    <Page
      title="Document requests"
      lead={
        side === "inbox" ? (
          <>
            Requests your Hosts sent to your organization.
            {names.guests.length > 0 ? (
              <>
                {" "}
                The requests you sent to your Guests are under <Link to="/requests-to-guests">Requests to Guests</Link>.
              </>
            ) : null}
          </>
        ) : side === "sent" ? (
          `Your requests to ${targetName}.`
        ) : (
          `Requests from ${targetName} to your organization.`
        )
      }
      actions={
        canCreate ? (
          <button type="button" className="button button--primary" onClick={openCreate}>
            New document request
          </button>
        ) : null
      }
    >
      <RequestFilters search={search} onChange={onChange} />
      <RequestsResults
        scope={scope}
        search={search}
        onChange={onChange}
        nameOf={names.nameOf}
        hasGuests={names.guests.length > 0}
      />
      {creating && form ? (
        <CreateRequestDialog
          Form={form.Form}
          scope={scope}
          guests={names.guests}
          fixedGuest={side === "sent" ? { id: scope.targetId, name: targetName } : undefined}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </Page>
  );
}

function RequestsResults({
  scope,
  search,
  onChange,
  nameOf,
  hasGuests,
}: {
  scope: Scope;
  search: RequestListSearch;
  onChange: (change: RequestSearchChange) => void;
  nameOf: (id: string) => string | null;
  hasGuests: boolean;
}) {
  const query = toRequestQuery(search);
  const list = useRequests(query);
  // A Host's own inbox is usually empty: its requests go out to its Guests, listed elsewhere.
  const sentToGuests = useHostRequestCount(hasGuests && perspective(scope) === "inbox");
  const action = useRequestAction(scope);
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ request: DocumentRequestRow; action: RequestAction } | null>(null);
  const onAction = useCallback(
    (request: DocumentRequestRow, a: RequestAction) => {
      action.reset();
      setPending({ request, action: a });
    },
    [action],
  );
  const onUpload = useCallback(
    (request: DocumentRequestRow) => {
      // Files are uploaded to one's own organization, in Self.
      if (scope.targetId !== scope.requesterId) resetTarget();
      void navigate({ to: "/financial-files", search: { document_request_id: request.id } });
    },
    [navigate, scope],
  );

  let body: ReactNode;
  if (list.isPending) body = <TableSkeleton rows={Math.min(search.limit, 8)} columns={7} />;
  else if (list.isError && !list.data)
    body = (
      <ErrorState error={list.error} onRetry={() => void list.refetch()} title="The requests could not be loaded" />
    );
  else if (list.data && list.data.total_items === 0 && !query.statuses && !query.search_text)
    body = (
      <EmptyState
        title={perspective(scope) === "inbox" ? "No document requests to your organization" : "No document requests"}
      >
        {perspective(scope) === "sent" ? (
          "Ask this Guest for financial documents with “New document request”."
        ) : perspective(scope) === "inbox" && sentToGuests.data ? (
          <>
            Requests appear here when a Host asks your organization for documents. Your organization sent{" "}
            {sentToGuests.data === 1 ? "1 request" : `${sentToGuests.data} requests`} to its Guests:{" "}
            <Link to="/requests-to-guests">
              See the {sentToGuests.data === 1 ? "request" : `${sentToGuests.data} requests`} to Guests
            </Link>
            .
          </>
        ) : (
          "Requests appear here when a Host asks your organization for documents."
        )}
      </EmptyState>
    );
  else if (list.data)
    body = (
      <>
        {list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} title="This page could not be refreshed" />
        ) : null}
        <RequestsTable
          items={list.data.items}
          orderBy={query.order_by ?? search.order_by}
          orderDir={search.order_dir}
          onSort={(order_by, order_dir) => onChange({ order_by, order_dir, offset: 0 })}
          busy={list.isPlaceholderData}
          requesterId={scope.requesterId}
          nameOf={nameOf}
          onAction={onAction}
          onUpload={onUpload}
          kit={{
            listId: "document-requests",
            toolbar: (
              <SavedViews
                listId="document-requests"
                search={search}
                onApply={(view) => onChange(view as RequestSearchChange)}
              />
            ),
            exportCsv: {
              filename: "document-requests.csv",
              fetchPage: (limit, offset) => fetchRequests(scope, { ...query, limit, offset }),
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
              Request for {summary(pending.request)}, {requestStatusLabels[pending.request.status].toLowerCase()}.
            </>
          }
          action={action}
          onClose={() => setPending(null)}
        />
      ) : null}
    </>
  );
}

function CreateRequestDialog({
  Form,
  scope,
  guests,
  fixedGuest,
  onClose,
}: {
  Form: typeof CreateRequestFormType;
  scope: Scope;
  guests: ReadonlyArray<{ id: string; name: string }>;
  fixedGuest?: { id: string; name: string };
  onClose: () => void;
}) {
  const create = useCreateRequest(scope);
  return (
    <Dialog
      open
      size="large"
      title="New document request"
      description="The Guest sees the request and answers it by uploading files to its organization."
      onClose={onClose}
    >
      <Form
        guests={guests}
        fixedGuest={fixedGuest}
        pending={create.isPending}
        serverError={create.isError ? errorMessage(create.error) : null}
        onCancel={onClose}
        onSubmit={(guestId, body) =>
          create.mutate(
            { guestId, body },
            {
              onSuccess: () => {
                const name = fixedGuest?.name ?? guests.find((g) => g.id === guestId)?.name ?? "the Guest";
                toast.success(`Document request sent to ${name}.`);
                onClose();
              },
            },
          )
        }
      />
    </Dialog>
  );
}
