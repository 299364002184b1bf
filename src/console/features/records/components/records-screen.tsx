import { useNavigate } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { listPrivateRecords } from "../../../../contract/records";
import { Pagination } from "../../../components/data-table";
import { Dialog } from "../../../components/dialog";
import { SavedViews } from "../../../components/list-kit/saved-views";
import { Page } from "../../../components/page";
import { ScenarioGate } from "../../../components/scenario-gate";
import { EmptyState, ErrorState, TableSkeleton } from "../../../components/states";
import { toast } from "../../../components/toaster";
import { errorMessage } from "../../../lib/api-error";
import { useDocumentTitle } from "../../../lib/document-title";
import { type Scope, useScope } from "../../../lib/scope";
import { useCreateRecord } from "../api/create-record";
import { fetchRecords, type RecordListItem, useRecords } from "../api/list-records";
import { toRecordQuery } from "../model/list-query";
import type { RecordListSearch } from "../model/list-search";
import { ArchiveDialog } from "./archive-dialog";
import type { CreateRecordForm as CreateRecordFormType } from "./create-record-form";
import { RecordFilters, type RecordSearchChange } from "./record-filters";
import { RecordsTable } from "./records-table";

/** Private records (Self): search, archived filter, order and page in the URL; create; archive. */
export function RecordsScreen({
  search,
  onChange,
}: {
  search: RecordListSearch;
  onChange: (change: RecordSearchChange) => void;
}) {
  useDocumentTitle("Private records");
  const scope = useScope();
  const [creating, setCreating] = useState(false);
  const [form, setForm] = useState<{ Form: typeof CreateRecordFormType } | null>(null);
  // The form (react-hook-form and its resolver) is loaded when it is first asked for, then the dialog opens.
  const openCreate = () =>
    void import("./create-record-form").then((m) => {
      setForm({ Form: m.CreateRecordForm });
      setCreating(true);
    });
  return (
    <Page
      title="Private records"
      lead="Companies your organization assesses on its own: their statements, extracted documents and score."
      actions={
        scope?.scenarios.includes("self") ? (
          <button type="button" className="button button--primary" onClick={openCreate}>
            New private record
          </button>
        ) : null
      }
    >
      <ScenarioGate endpoint={listPrivateRecords} what="Private records">
        {scope ? (
          <>
            <RecordFilters search={search} onChange={onChange} />
            <RecordsResults scope={scope} search={search} onChange={onChange} />
            {creating && form ? (
              <CreateRecordDialog scope={scope} Form={form.Form} onClose={() => setCreating(false)} />
            ) : null}
          </>
        ) : null}
      </ScenarioGate>
    </Page>
  );
}

function RecordsResults({
  scope,
  search,
  onChange,
}: {
  scope: Scope;
  search: RecordListSearch;
  onChange: (change: RecordSearchChange) => void;
}) {
  const query = toRecordQuery(search);
  const list = useRecords(query);
  const [archiving, setArchiving] = useState<RecordListItem | null>(null);
  const onArchive = useCallback((r: RecordListItem) => setArchiving(r), []);
  if (list.isPending) return <TableSkeleton rows={Math.min(search.limit, 8)} columns={8} />;
  if (list.isError && !list.data) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const data = list.data;
  if (!data) return null;
  if (data.total_items === 0 && !query.search_text && search.archived !== "true") {
    return (
      <EmptyState title={search.archived === "all" ? "No private records yet" : "No active private records"}>
        Create a record with “New private record”, then drop the company's financial statements on its page.
      </EmptyState>
    );
  }
  return (
    <>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} title="This page could not be refreshed" />
      ) : null}
      <RecordsTable
        items={data.items}
        orderBy={query.order_by ?? search.order_by}
        orderDir={search.order_dir}
        onSort={(order_by, order_dir) => onChange({ order_by, order_dir, offset: 0 })}
        onArchive={onArchive}
        busy={list.isPlaceholderData}
        kit={{
          listId: "private-records",
          toolbar: (
            <SavedViews
              listId="private-records"
              search={search}
              onApply={(view) => onChange(view as RecordSearchChange)}
            />
          ),
          exportCsv: {
            filename: "private-records.csv",
            fetchPage: (limit, offset) => fetchRecords(scope, { ...query, limit, offset }),
          },
        }}
      />
      <Pagination
        total={data.total_items}
        limit={search.limit}
        offset={search.offset}
        onChange={({ limit, offset }) => onChange({ limit, offset })}
      />
      {archiving ? <ArchiveDialog scope={scope} record={archiving} onClose={() => setArchiving(null)} /> : null}
    </>
  );
}

function CreateRecordDialog({
  scope,
  Form,
  onClose,
}: {
  scope: Scope;
  Form: typeof CreateRecordFormType;
  onClose: () => void;
}) {
  const create = useCreateRecord(scope);
  const navigate = useNavigate();
  return (
    <Dialog
      open
      size="large"
      title="New private record"
      description="Only your organization sees its private records."
      onClose={onClose}
    >
      <Form
        onCancel={onClose}
        pending={create.isPending}
        serverError={create.isError ? errorMessage(create.error) : null}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (record) => {
              toast.success(`Private record ${record.name} created.`);
              onClose();
              void navigate({ to: "/private-records/$recordId", params: { recordId: record.id } });
            },
          })
        }
      />
    </Dialog>
  );
}
