import { lazy, Suspense, useMemo, useState } from "react";
import {
  createPartner,
  invitationStatuses,
  listPartners,
  partnerOrderFields,
  partnerTypes,
  updatePartner,
} from "../../../../contract/partners";
import { partnerSearchFields } from "../../../../contract/values";
import { Badge, type BadgeTone } from "../../../components/badge";
import { DataTable, type DataTableColumn, Pagination } from "../../../components/data-table";
import { ConfirmDialog, Dialog } from "../../../components/dialog";
import { SelectField } from "../../../components/form-fields";
import { FilterBar } from "../../../components/list-kit/filter-bar";
import { FilterCheckboxGroup } from "../../../components/list-kit/filter-checkbox-group";
import { SavedViews } from "../../../components/list-kit/saved-views";
import { Page } from "../../../components/page";
import { ScenarioGate } from "../../../components/scenario-gate";
import { SearchInput } from "../../../components/search-input";
import { EmptyState, ErrorState, Skeleton, TableSkeleton } from "../../../components/states";
import { toast } from "../../../components/toaster";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatDateTime, formatMoney } from "../../../lib/format";
import { type Scope, scopeAllows, useScope } from "../../../lib/scope";
import { isOneOf } from "../../../lib/search-params";
import { useCreatePartner } from "../api/create-partner";
import { fetchPartners, type Partner, usePartners } from "../api/list-partners";
import { useResendInvitation } from "../api/resend-invitation";
import { useRevokeInvitation } from "../api/revoke-invitation";
import { useNow } from "../hooks/use-now";
import { availableAgainFrom, canResendAt } from "../model/invitation";
import { invitationStatusLabels, partnerOrderLabels, partnerTypeLabels, searchFieldLabels } from "../model/labels";
import { toPartnerQuery } from "../model/list-query";
import type { PartnerListSearch } from "../model/list-search";

// The form (react-hook-form and its resolver) loads when the dialog opens.
const PartnerForm = lazy(() => import("./partner-form").then((m) => ({ default: m.PartnerForm })));
const EditPartnerDialog = lazy(() => import("./edit-partner-dialog").then((m) => ({ default: m.EditPartnerDialog })));

const statusTone: Record<Partner["invitation_status"], BadgeTone> = {
  invited: "info",
  accepted: "success",
  revoked: "neutral",
};

export type PartnerSearchChange = Partial<PartnerListSearch>;

interface RowActions {
  scope: Scope;
  onEdit: (p: Partner) => void;
  onRevoke: (p: Partner) => void;
}

function partnerColumns(actions: RowActions | null): Array<DataTableColumn<Partner>> {
  if (!actions) return columns;
  return [
    ...columns,
    {
      id: "actions",
      header: () => <span className="visually-hidden">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => <PartnerRowActions partner={row.original} {...actions} />,
    },
  ];
}

/** Edit, Resend (once per 24 h; disabled with the time until then) and Revoke (pending only). */
function PartnerRowActions({ partner, scope, onEdit, onRevoke }: { partner: Partner } & RowActions) {
  const now = useNow();
  const resend = useResendInvitation(scope);
  const name = partner.company_name;
  const accepted = partner.invitation_status === "accepted";
  const canResend = canResendAt(partner, now);
  const hintId = `resend-hint-${partner.id}`;
  return (
    <div className="partner-actions">
      <div className="row-actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onEdit(partner)}
          aria-label={`Edit ${name}`}
        >
          Edit
        </button>
        {accepted ? null : (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={!canResend || resend.isPending}
            aria-busy={resend.isPending || undefined}
            aria-describedby={canResend ? undefined : hintId}
            aria-label={`${partner.invitation_status === "revoked" ? "Re-invite" : "Resend invitation to"} ${name}`}
            onClick={() =>
              resend.mutate(partner.id, {
                onSuccess: (p) => toast.success(`Invitation sent again to ${p.email}.`),
                onError: (error) => {
                  if (isApiError(error) && error.code === "partner_invitation_resend_too_soon") {
                    const at = availableAgainFrom(error.items);
                    toast.info(
                      `Not yet: the invitation can be sent again ${at ? `from ${formatDateTime(at)}` : "later"}.`,
                    );
                  } else {
                    toast.error(errorMessage(error));
                  }
                },
              })
            }
          >
            {partner.invitation_status === "revoked" ? "Re-invite" : "Resend"}
          </button>
        )}
        {partner.invitation_status === "invited" ? (
          <button
            type="button"
            className="button button--danger-outline button--small"
            onClick={() => onRevoke(partner)}
            aria-label={`Revoke invitation of ${name}`}
          >
            Revoke
          </button>
        ) : null}
      </div>
      {!accepted && !canResend && partner.invitation_resend_available_at ? (
        <div id={hintId} className="muted small partner-actions__hint">
          Available again {formatDateTime(partner.invitation_resend_available_at)}
        </div>
      ) : null}
    </div>
  );
}

const columns: Array<DataTableColumn<Partner>> = [
  {
    id: "company_name",
    header: "Company",
    accessorFn: (p) => p.company_name,
    csv: [
      { header: "Company", value: (p) => p.company_name },
      { header: "E-mail", value: (p) => p.email },
    ],
    cell: ({ row }) => (
      <div>
        <strong>{row.original.company_name}</strong>
        <div className="muted mono">{row.original.email}</div>
      </div>
    ),
  },
  { id: "partner_type", header: "Type", accessorFn: (p) => partnerTypeLabels[p.partner_type] },
  {
    id: "invitation_status",
    header: "Invitation",
    enableSorting: false,
    accessorFn: (p) => p.invitation_status,
    csv: { value: (p) => invitationStatusLabels[p.invitation_status] },
    cell: ({ row }) => (
      <Badge tone={statusTone[row.original.invitation_status]}>
        {invitationStatusLabels[row.original.invitation_status]}
      </Badge>
    ),
  },
  {
    id: "sales_amount",
    header: "Sales amount",
    accessorFn: (p) => p.sales_amount,
    cell: ({ row }) => <span className="num">{formatMoney(row.original.sales_amount)}</span>,
  },
  // "—" on screen, an empty cell in the file.
  {
    id: "payment_terms",
    header: "Payment terms",
    accessorFn: (p) => p.payment_terms ?? "—",
    csv: { value: (p) => p.payment_terms },
  },
  { id: "city", header: "City", accessorFn: (p) => p.city ?? "—", csv: { value: (p) => p.city } },
  {
    id: "country_code",
    header: "Country",
    accessorFn: (p) => p.country_code ?? "—",
    csv: { value: (p) => p.country_code },
  },
];

/** Partners (customers and suppliers) of the target organization, with "Add partner" in Self. */
export function PartnersScreen({
  search,
  onChange,
}: {
  search: PartnerListSearch;
  onChange: (change: PartnerSearchChange) => void;
}) {
  useDocumentTitle("Partners");
  const scope = useScope();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<Partner | null>(null);
  const canCreate = scopeAllows(scope, createPartner);
  const canManage = scopeAllows(scope, updatePartner);
  const actions = useMemo<RowActions | null>(
    () => (canManage && scope ? { scope, onEdit: (p) => setEditing(p.id), onRevoke: setRevoking } : null),
    [canManage, scope],
  );
  return (
    <Page
      title="Partners"
      lead={
        scope?.scenarios.includes("host")
          ? `Customers and suppliers of ${scope.targetName}.`
          : "Your customers and suppliers."
      }
      actions={
        canCreate ? (
          <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
            Add partner
          </button>
        ) : null
      }
    >
      <ScenarioGate endpoint={listPartners} what="Partners">
        <PartnerFilters search={search} onChange={onChange} />
        <PartnerResults search={search} onChange={onChange} actions={actions} />
      </ScenarioGate>
      {adding && scope ? <AddPartnerDialog scope={scope} onClose={() => setAdding(false)} /> : null}
      {editing && scope ? (
        <Suspense fallback={null}>
          <EditPartnerDialog scope={scope} partnerId={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      {revoking && scope ? (
        <RevokeInvitationDialog scope={scope} partner={revoking} onClose={() => setRevoking(null)} />
      ) : null}
    </Page>
  );
}

function AddPartnerDialog({ scope, onClose }: { scope: Scope; onClose: () => void }) {
  const create = useCreatePartner(scope);
  return (
    <Dialog
      open
      size="large"
      title="Add partner"
      description="The organization with this e-mail is invited; once it accepts, it becomes your Guest."
      onClose={onClose}
    >
      <Suspense fallback={<Skeleton lines={6} label="Loading the form" />}>
        <PartnerForm
          onCancel={onClose}
          pending={create.isPending}
          serverError={create.isError ? errorMessage(create.error) : null}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (p) => {
                toast.success(`${p.company_name} added and invited.`);
                onClose();
              },
            })
          }
        />
      </Suspense>
    </Dialog>
  );
}

/** Revoke behind a confirmation: the invitee no longer sees the invitation; the partner stays. */
function RevokeInvitationDialog({ scope, partner, onClose }: { scope: Scope; partner: Partner; onClose: () => void }) {
  const revoke = useRevokeInvitation(scope);
  return (
    <ConfirmDialog
      open
      title={`Revoke the invitation of ${partner.company_name}?`}
      description={
        <>
          {partner.email} will no longer see the invitation and cannot accept it. The partner stays in your list; you
          can re-invite it later.
        </>
      }
      confirmLabel="Revoke invitation"
      tone="danger"
      pending={revoke.isPending}
      error={revoke.isError ? errorMessage(revoke.error) : null}
      onConfirm={() =>
        revoke.mutate(partner.id, {
          onSuccess: (p) => {
            toast.success(`Invitation of ${p.company_name} revoked.`);
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}

function PartnerFilters({
  search,
  onChange,
}: {
  search: PartnerListSearch;
  onChange: (c: PartnerSearchChange) => void;
}) {
  const filtered = Boolean(search.search_text || search.partner_types || search.invitation_statuses);
  return (
    <FilterBar
      label="Filter partners"
      active={filtered}
      onClear={() =>
        onChange({ search_text: undefined, partner_types: undefined, invitation_statuses: undefined, offset: 0 })
      }
    >
      <SelectField
        label="Search in"
        options={partnerSearchFields.map((f) => ({ value: f, label: searchFieldLabels[f] }))}
        value={search.search_field}
        onChange={(e) => {
          if (isOneOf(partnerSearchFields, e.target.value)) onChange({ search_field: e.target.value, offset: 0 });
        }}
      />
      <SearchInput
        label="Search partners"
        className="filters__search"
        value={search.search_text}
        onChange={(v) => onChange({ search_text: v, offset: 0 })}
      />
      <FilterCheckboxGroup
        legend="Type"
        options={partnerTypes.map((t) => ({ value: t, label: partnerTypeLabels[t] }))}
        value={search.partner_types ?? []}
        onChange={(next) => onChange({ partner_types: next.length ? next : undefined, offset: 0 })}
      />
      <FilterCheckboxGroup
        legend="Invitation"
        options={invitationStatuses.map((s) => ({ value: s, label: invitationStatusLabels[s] }))}
        value={search.invitation_statuses ?? []}
        onChange={(next) => onChange({ invitation_statuses: next.length ? next : undefined, offset: 0 })}
      />
      <SelectField
        label="Sort by"
        placeholder="Newest first"
        options={partnerOrderFields.map((f) => ({ value: f, label: partnerOrderLabels[f] }))}
        value={search.order_by ?? ""}
        onChange={(e) => {
          const value = e.target.value;
          onChange({ order_by: isOneOf(partnerOrderFields, value) ? value : undefined, offset: 0 });
        }}
      />
      <SelectField
        label="Direction"
        options={[
          { value: "asc", label: "Ascending" },
          { value: "desc", label: "Descending" },
        ]}
        value={search.order_dir ?? "asc"}
        disabled={!search.order_by}
        onChange={(e) => onChange({ order_dir: e.target.value === "desc" ? "desc" : "asc", offset: 0 })}
      />
    </FilterBar>
  );
}

function PartnerResults({
  search,
  onChange,
  actions,
}: {
  search: PartnerListSearch;
  onChange: (c: PartnerSearchChange) => void;
  actions: RowActions | null;
}) {
  const query = useMemo(() => toPartnerQuery(search), [search]);
  const tableColumns = useMemo(() => partnerColumns(actions), [actions]);
  const list = usePartners(query);
  const scope = useScope();
  if (list.isPending) return <TableSkeleton rows={6} columns={6} />;
  if (list.isError && !list.data) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const data = list.data;
  if (!data) return null;
  const filtered = Boolean(query.partner_types || query.invitation_statuses || query.search_text);
  if (data.total_items === 0 && !filtered) {
    return <EmptyState title="No partners yet">Add customers and suppliers to invite them.</EmptyState>;
  }
  return (
    <>
      <DataTable
        caption="Partners"
        phoneColumns={["company_name", "invitation_status", "actions"]}
        numericColumns={["sales_amount"]}
        columns={tableColumns}
        data={data.items}
        getRowId={(p) => p.id}
        sorting={query.order_by ? [{ id: query.order_by, desc: query.order_dir === "desc" }] : []}
        onSortingChange={(next) => {
          const first = next[0];
          if (first && isOneOf(partnerOrderFields, first.id)) {
            onChange({ order_by: first.id, order_dir: first.desc ? "desc" : "asc", offset: 0 });
          }
        }}
        busy={list.isPlaceholderData}
        empty="No partners match these filters."
        listId="partners"
        toolbar={
          <SavedViews listId="partners" search={search} onApply={(view) => onChange(view as PartnerSearchChange)} />
        }
        exportCsv={
          scope
            ? {
                filename: "partners.csv",
                fetchPage: (limit, offset) => fetchPartners(scope, { ...query, limit, offset }),
              }
            : undefined
        }
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
