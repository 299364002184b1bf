import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { invitationOrderFields, listInvitations } from "../../../../contract/invitations";
import type { InvitationStatus } from "../../../../contract/partners";
import { Badge } from "../../../components/badge";
import { DataTable, type DataTableColumn, Pagination } from "../../../components/data-table";
import { ConfirmDialog } from "../../../components/dialog";
import { SelectField } from "../../../components/form-fields";
import { Page } from "../../../components/page";
import { ScenarioGate } from "../../../components/scenario-gate";
import { EmptyState, ErrorState, TableSkeleton } from "../../../components/states";
import { toast } from "../../../components/toaster";
import { errorMessage } from "../../../lib/api-error";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatDateTime } from "../../../lib/format";
import { useOrganizationNames } from "../../../lib/organization-names";
import { type Scope, useScope } from "../../../lib/scope";
import { isOneOf } from "../../../lib/search-params";
import { useAcceptInvitation } from "../api/accept-invitation";
import { type Invitation, useInvitations } from "../api/list-invitations";
import { type InvitationsSearch, inboxInvitationStatuses } from "../model/list-search";

const statusWords: Record<InvitationStatus, string> = { invited: "Invited", accepted: "Accepted", revoked: "Revoked" };
const typeWords: Record<string, string> = { customer: "customer", supplier: "supplier" };

export type { InvitationsSearch };

/** The invitations inbox: who invited my organization, and "Accept". */
export function InvitationsScreen({
  search,
  onChange,
}: {
  search: InvitationsSearch;
  onChange: (change: Partial<InvitationsSearch>) => void;
}) {
  useDocumentTitle("Invitations");
  const scope = useScope();
  return (
    <Page title="Invitations" lead="Organizations that listed yours as a partner. Accepting makes them your Host.">
      <ScenarioGate endpoint={listInvitations} what="Invitations">
        <search className="filters" aria-label="Filter invitations">
          <SelectField
            label="Status"
            placeholder="All"
            options={inboxInvitationStatuses.map((s) => ({ value: s, label: statusWords[s] }))}
            value={search.status ?? ""}
            onChange={(e) => {
              const value = e.target.value;
              onChange({ status: isOneOf(inboxInvitationStatuses, value) ? value : undefined, offset: 0 });
            }}
          />
        </search>
        {scope ? <InvitationList scope={scope} search={search} onChange={onChange} /> : null}
      </ScenarioGate>
    </Page>
  );
}

function InvitationList({
  scope,
  search,
  onChange,
}: {
  scope: Scope;
  search: InvitationsSearch;
  onChange: (change: Partial<InvitationsSearch>) => void;
}) {
  const list = useInvitations({
    invitation_statuses: search.status ? [search.status] : undefined,
    order_by: search.order_by,
    order_dir: search.order_dir,
    limit: search.limit,
    offset: search.offset,
  });
  const accept = useAcceptInvitation(scope);
  const [pending, setPending] = useState<Invitation | null>(null);
  const hasGuests = useOrganizationNames(scope.requesterId).guests.length > 0;

  if (list.isPending) return <TableSkeleton rows={4} columns={5} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.total_items === 0 && !search.status) {
    // A forwarder with Guests sends invitations, it rarely receives one: say where its own are.
    return hasGuests ? (
      <EmptyState title="No invitations to your organization">
        This page lists invitations your organization received from a forwarder. The invitations your organization sent
        to its partners are on Partners:{" "}
        <Link to="/partners" search={{ invitation_statuses: ["invited"] }}>
          See the invitations you sent
        </Link>
        .
      </EmptyState>
    ) : (
      <EmptyState title="No invitations">
        When a forwarder adds your organization as a partner, it appears here.
      </EmptyState>
    );
  }
  const columns: Array<DataTableColumn<Invitation>> = [
    { id: "host", header: "From", enableSorting: false, accessorFn: (i) => i.host_organization_name },
    {
      id: "type",
      header: "Lists you as",
      enableSorting: false,
      accessorFn: (i) => typeWords[i.partner_type] ?? i.partner_type,
    },
    { id: "email", header: "Sent to", enableSorting: false, accessorFn: (i) => i.email },
    { id: "created_at", header: "Received", accessorFn: (i) => formatDateTime(i.created_at) },
    {
      id: "status",
      header: "Status",
      enableSorting: false,
      accessorFn: (i) => i.invitation_status,
      cell: ({ row }) => (
        <Badge tone={row.original.invitation_status === "accepted" ? "success" : "info"}>
          {statusWords[row.original.invitation_status]}
        </Badge>
      ),
    },
    {
      id: "actions",
      header: () => <span className="visually-hidden">Actions</span>,
      enableSorting: false,
      accessorFn: (i) => i.id,
      cell: ({ row }) =>
        row.original.invitation_status === "invited" ? (
          <button
            type="button"
            className="button button--primary"
            aria-label={`Accept invitation from ${row.original.host_organization_name}`}
            onClick={() => setPending(row.original)}
          >
            Accept
          </button>
        ) : (
          <span className="muted">Accepted {formatDateTime(row.original.accepted_at)}</span>
        ),
    },
  ];
  return (
    <>
      <DataTable
        caption="Invitations"
        columns={columns}
        data={list.data.items}
        getRowId={(i) => i.id}
        sort={{
          orderBy: search.order_by,
          orderDir: search.order_dir,
          onSort: (by, dir) => {
            const field = invitationOrderFields.find((f) => f === by);
            if (field) onChange({ order_by: field, order_dir: dir, offset: 0 });
          },
        }}
        phoneColumns={["host", "status", "actions"]}
      />
      <Pagination
        total={list.data.total_items}
        limit={search.limit}
        offset={search.offset}
        onChange={({ limit, offset }) => onChange({ limit, offset })}
      />
      {pending ? (
        <ConfirmDialog
          open
          title="Accept invitation?"
          description={`${pending.host_organization_name} becomes your Host: it can review your credit applications and financial data.`}
          confirmLabel="Accept invitation"
          pending={accept.isPending}
          error={accept.isError ? errorMessage(accept.error) : null}
          onClose={() => {
            accept.reset();
            setPending(null);
          }}
          onConfirm={() =>
            accept.mutate(pending.id, {
              onSuccess: () => {
                toast.success(`Invitation accepted: ${pending.host_organization_name} is now your Host.`);
                setPending(null);
              },
            })
          }
        />
      ) : null}
    </>
  );
}
