import { lazy, Suspense, useMemo, useState } from "react";
import {
  createPartner,
  invitationStatuses,
  listPartners,
  partnerOrderFields,
  partnerTypes,
} from "../../../../contract/partners";
import { partnerSearchFields } from "../../../../contract/values";
import { Badge } from "../../../components/badge";
import { DataTable, type DataTableColumn, Pagination } from "../../../components/data-table";
import { Dialog } from "../../../components/dialog";
import { CheckboxGroup, SelectField } from "../../../components/form-fields";
import { FilterBar } from "../../../components/list-kit/filter-bar";
import { SavedViews } from "../../../components/list-kit/saved-views";
import { Page } from "../../../components/page";
import { ScenarioGate } from "../../../components/scenario-gate";
import { SearchInput } from "../../../components/search-input";
import { EmptyState, ErrorState, Skeleton, TableSkeleton } from "../../../components/states";
import { toast } from "../../../components/toaster";
import { errorMessage } from "../../../lib/api-error";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatMoney } from "../../../lib/format";
import { type Scope, scopeAllows, useScope } from "../../../lib/scope";
import { isOneOf } from "../../../lib/search-params";
import { useCreatePartner } from "../api/create-partner";
import { fetchPartners, type Partner, usePartners } from "../api/list-partners";
import { invitationStatusLabels, partnerOrderLabels, partnerTypeLabels, searchFieldLabels } from "../model/labels";
import { toPartnerQuery } from "../model/list-query";
import type { PartnerListSearch } from "../model/list-search";

// The form (react-hook-form and its resolver) loads when the dialog opens.
const PartnerForm = lazy(() => import("./partner-form").then((m) => ({ default: m.PartnerForm })));

export type PartnerSearchChange = Partial<PartnerListSearch>;

const columns: Array<DataTableColumn<Partner>> = [
  {
    id: "company_name",
    header: "Company",
    accessorFn: (p) => p.company_name,
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
    cell: ({ row }) => (
      <Badge tone={row.original.invitation_status === "accepted" ? "success" : "info"}>
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
  { id: "payment_terms", header: "Payment terms", accessorFn: (p) => p.payment_terms ?? "—" },
  { id: "city", header: "City", accessorFn: (p) => p.city ?? "—" },
  { id: "country_code", header: "Country", accessorFn: (p) => p.country_code ?? "—" },
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
  const canCreate = scopeAllows(scope, createPartner);
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
        <PartnerResults search={search} onChange={onChange} />
      </ScenarioGate>
      {adding && scope ? <AddPartnerDialog scope={scope} onClose={() => setAdding(false)} /> : null}
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
      <CheckboxGroup
        legend="Type"
        options={partnerTypes.map((t) => ({ value: t, label: partnerTypeLabels[t] }))}
        value={search.partner_types ?? []}
        onChange={(next) => onChange({ partner_types: next.length ? next : undefined, offset: 0 })}
      />
      <CheckboxGroup
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
}: {
  search: PartnerListSearch;
  onChange: (c: PartnerSearchChange) => void;
}) {
  const query = useMemo(() => toPartnerQuery(search), [search]);
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
        columns={columns}
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
                extra: [
                  { header: "E-mail", value: (p) => p.email },
                  { header: "Sales amount", value: (p) => p.sales_amount },
                  { header: "Id", value: (p) => p.id },
                ],
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
