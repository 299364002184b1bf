import { listAuditEvents } from "../../../../contract/people-admin";
import { DataTable, type DataTableColumn, Pagination } from "../../../components/data-table";
import { Page } from "../../../components/page";
import { ScenarioGate } from "../../../components/scenario-gate";
import { EmptyState, ErrorState, TableSkeleton } from "../../../components/states";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatDateTime, useTimeZone } from "../../../lib/format";
import { type Scope, useScope } from "../../../lib/scope";
import { type AuditEventRow, fetchAuditEvents, useAuditEvents } from "../api/list-audit-events";
import { auditQueryOf } from "../model/audit-query";
import { actionLabel, actorKindWords } from "../model/labels";
import { type AuditSearch, auditFiltersActive } from "../model/list-search";
import { AuditFilters } from "./audit-filters";

export type { AuditSearch };

/** The details of an event in words: "from: analyst, to: approver". */
export function describeDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => `${k.replace(/_/g, " ")}: ${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join(", ");
}

export const auditColumns: Array<DataTableColumn<AuditEventRow>> = [
  {
    id: "at",
    header: "When",
    accessorFn: (e) => formatDateTime(e.at),
    csv: { kind: "instant", value: (e) => e.at },
  },
  { id: "action", header: "What happened", accessorFn: (e) => actionLabel(e.action) },
  {
    id: "actor",
    header: "Done by",
    accessorFn: (e) => e.actor.label,
    cell: ({ row }) => (
      <div>
        <div style={{ overflowWrap: "anywhere" }}>{row.original.actor.label}</div>
        <div className="muted">{actorKindWords[row.original.actor.kind]}</div>
      </div>
    ),
    csv: [
      { header: "Done by", value: (e) => e.actor.label },
      { header: "Done by (kind)", value: (e) => actorKindWords[e.actor.kind] },
      { header: "Done by (ID)", value: (e) => e.actor.id },
    ],
  },
  {
    id: "subject",
    header: "About",
    accessorFn: (e) => e.subject_id ?? "",
    cell: ({ row }) => (
      <code className="mono" style={{ overflowWrap: "anywhere" }}>
        {row.original.subject_id ?? "—"}
      </code>
    ),
  },
  { id: "details", header: "Details", accessorFn: (e) => describeDetails(e.details) },
  { id: "address", header: "From address", accessorFn: (e) => e.address ?? "" },
];

/** The audit log: who did what, when and from where, filtered in the URL, exported as CSV. */
export function AuditLogScreen({
  search,
  onChange,
}: {
  search: AuditSearch;
  onChange: (change: Partial<AuditSearch>) => void;
}) {
  useDocumentTitle("Audit log");
  const scope = useScope();
  return (
    <Page
      title="Audit log"
      lead="Who did what in your organization, and when: sign-ins, changes to people and to API clients, and more."
    >
      <ScenarioGate endpoint={listAuditEvents} what="The audit log">
        <AuditFilters search={search} onChange={onChange} />
        {scope ? <AuditList scope={scope} search={search} onChange={onChange} /> : null}
      </ScenarioGate>
    </Page>
  );
}

function AuditList({
  scope,
  search,
  onChange,
}: {
  scope: Scope;
  search: AuditSearch;
  onChange: (change: Partial<AuditSearch>) => void;
}) {
  const timeZone = useTimeZone();
  const query = auditQueryOf(search, timeZone);
  const list = useAuditEvents(query);
  if (list.isPending) return <TableSkeleton rows={6} columns={6} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.total_items === 0) {
    return auditFiltersActive(search) ? (
      <EmptyState title="Nothing matches these filters">Change or clear the filters to see more.</EmptyState>
    ) : (
      <EmptyState title="Nothing recorded yet">Sign-ins and changes to people and API clients appear here.</EmptyState>
    );
  }
  return (
    <>
      <DataTable
        caption="Audit log"
        listId="audit-log"
        columns={auditColumns}
        data={list.data.items}
        getRowId={(e) => e.id}
        sorting={[]}
        busy={list.isFetching}
        phoneColumns={["at", "action", "actor"]}
        exportCsv={{
          filename: "audit-log.csv",
          fetchPage: (limit, offset) => fetchAuditEvents(scope, { ...query, limit, offset }),
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
}
