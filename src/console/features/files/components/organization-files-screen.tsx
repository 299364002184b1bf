import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import {
  financialFileOrderBy,
  financialFileStatuses,
  listOrganizationFinancialFiles,
  uploadOrganizationFinancialFile,
} from "../../../../contract/files";
import { Pagination } from "../../../components/data-table";
import { FilterBar } from "../../../components/list-kit/filter-bar";
import { MultiSelectMenu } from "../../../components/list-kit/multi-select-menu";
import { SavedViews } from "../../../components/list-kit/saved-views";
import { SortFields } from "../../../components/list-kit/sort-fields";
import { Page, Panel } from "../../../components/page";
import { ScenarioGate } from "../../../components/scenario-gate";
import { EmptyState, ErrorState, TableSkeleton } from "../../../components/states";
import { useDocumentTitle } from "../../../lib/document-title";
import { useOrganizationNames } from "../../../lib/organization-names";
import { type Scope, scopeAllows, useScope } from "../../../lib/scope";
import { findOrganizationDuplicate } from "../api/find-duplicate";
import type { FileSource } from "../api/get-file-content";
import { fileKeys } from "../api/keys";
import { useOpenRequests } from "../api/list-open-requests";
import { fetchOrganizationFiles, useOrganizationFiles } from "../api/list-organization-files";
import { isFinalStatus } from "../api/polling";
import { uploadOrganizationFile } from "../api/upload-file";
import { useRefreshWhenFilesSettle } from "../api/use-settled-refresh";
import { fileOrderLabels, fileStatusLabels } from "../model/labels";
import { toFileQuery } from "../model/list-query";
import type { FileListSearch } from "../model/list-search";
import type { UploadRun } from "../model/use-upload-queue";
import { type FileManagement, FilesTable } from "./files-table";
import { WithdrawnFiles } from "./withdrawn-files";

/** The organization's own files (org_id = Target): their PDFs come from its content endpoint. */
const organizationSource: FileSource = { kind: "organization" };

import { FinancialFilesTabs } from "./financial-files-tabs";
import { LiveStatus } from "./live-status";
import { UploadPanel } from "./upload-panel";

export type FileSearchChange = Partial<FileListSearch>;

const statusOptions = financialFileStatuses.map((s) => ({ value: s, label: fileStatusLabels[s] }));
const orderOptions = financialFileOrderBy.options.map((o) => ({ value: o, label: fileOrderLabels[o] }));

/**
 * The Target organization's financial files (Self: my own; Host → Guest: my Guest's), with the
 * status filter, ordering and pagination in the URL, and the upload (a Host may upload for its
 * Guest, optionally answering one of its document requests).
 */
export function OrganizationFilesScreen({
  search,
  onChange,
}: {
  search: FileListSearch;
  onChange: (change: FileSearchChange) => void;
}) {
  useDocumentTitle("Financial files");
  const scope = useScope();
  const self = scope?.targetId === scope?.requesterId;
  return (
    <Page
      title="Financial files"
      lead={
        self
          ? "Financial statements of your organization and what was extracted from them."
          : `Financial statements of ${scope?.targetName ?? "the chosen organization"}.`
      }
    >
      <FinancialFilesTabs />
      <ScenarioGate endpoint={listOrganizationFinancialFiles} what="Financial files">
        {scope ? <OrganizationFiles scope={scope} search={search} onChange={onChange} /> : null}
      </ScenarioGate>
    </Page>
  );
}

function OrganizationFiles({
  scope,
  search,
  onChange,
}: {
  scope: Scope;
  search: FileListSearch;
  onChange: (change: FileSearchChange) => void;
}) {
  const queryClient = useQueryClient();
  const query = toFileQuery(search);
  const files = useOrganizationFiles(query);
  const names = useOrganizationNames(scope.requesterId);
  const canUpload = scopeAllows(scope, uploadOrganizationFinancialFile);
  const requests = useOpenRequests(scope, canUpload);
  useRefreshWhenFilesSettle(files.data?.items);

  const upload = useCallback((file: File, run: UploadRun) => uploadOrganizationFile(scope, file, run), [scope]);
  const findDuplicate = useCallback((sha256: string) => findOrganizationDuplicate(scope, sha256), [scope]);
  const onUploaded = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: fileKeys.scoped(scope) });
  }, [queryClient, scope]);

  const statuses = search.statuses ?? [];
  const moving = (files.data?.items ?? []).filter((f) => !isFinalStatus(f.status)).length;
  const self = scope.targetId === scope.requesterId;
  const ownerName = self ? "your organization" : (scope.targetName ?? "this organization");
  const manage = useMemo<FileManagement>(
    () => ({
      requesterId: scope.requesterId,
      ownerName,
      otherParty: self ? "Your forwarders" : `${ownerName} and its other forwarders`,
    }),
    [scope.requesterId, ownerName, self],
  );
  const uploaderName = useCallback(
    (id: string) => (id === scope.targetId && scope.targetName ? scope.targetName : names.nameOf(id)),
    [names, scope],
  );

  return (
    <>
      {canUpload ? (
        <Panel title="Upload">
          <UploadPanel
            upload={upload}
            findDuplicate={findDuplicate}
            onUploaded={onUploaded}
            requests={requests.data?.items ?? []}
            defaultRequestId={search.document_request_id}
          />
        </Panel>
      ) : null}
      <FilterBar
        label="Filter financial files"
        active={statuses.length > 0}
        onClear={() => onChange({ statuses: undefined, offset: 0 })}
      >
        <MultiSelectMenu
          label="Status"
          options={statusOptions}
          value={statuses}
          onChange={(next) => onChange({ statuses: next.length ? next : undefined, offset: 0 })}
        />
        <SortFields
          options={orderOptions}
          orderBy={query.order_by ?? search.order_by}
          orderDir={search.order_dir}
          directionLabels={{ asc: "Oldest / A–Z first", desc: "Newest / Z–A first" }}
          onChange={(sort) => onChange({ ...sort, offset: 0 })}
        />
      </FilterBar>
      <LiveStatus moving={moving} total={files.data?.items.length ?? 0} />
      {files.isPending ? (
        <TableSkeleton rows={Math.min(search.limit, 8)} columns={7} />
      ) : files.isError && !files.data ? (
        <ErrorState error={files.error} onRetry={() => void files.refetch()} title="The files could not be loaded" />
      ) : files.data && files.data.total_items === 0 && statuses.length === 0 ? (
        <EmptyState title="No financial files yet">
          {canUpload ? "Drop financial statements (PDF) in the upload area above." : "Files appear here once uploaded."}
        </EmptyState>
      ) : files.data ? (
        <>
          {files.isError ? (
            <ErrorState
              error={files.error}
              onRetry={() => void files.refetch()}
              title="This page could not be refreshed"
            />
          ) : null}
          <FilesTable
            caption="Financial files"
            items={files.data.items}
            orderBy={query.order_by ?? search.order_by}
            orderDir={search.order_dir}
            onSort={(order_by, order_dir) => onChange({ order_by, order_dir, offset: 0 })}
            busy={files.isPlaceholderData}
            showUploader
            uploaderName={uploaderName}
            empty="No files match these filters."
            source={organizationSource}
            manage={manage}
            kit={{
              listId: "financial-files",
              toolbar: (
                <SavedViews
                  listId="financial-files"
                  search={search}
                  onApply={(view) => onChange(view as Partial<FileListSearch>)}
                />
              ),
              exportCsv: {
                filename: "financial-files.csv",
                fetchPage: (limit, offset) => fetchOrganizationFiles(scope, { ...query, limit, offset }),
              },
            }}
          />
          <Pagination
            total={files.data.total_items}
            limit={search.limit}
            offset={search.offset}
            onChange={({ limit, offset }) => onChange({ limit, offset })}
          />
          <WithdrawnFiles />
        </>
      ) : null}
    </>
  );
}
