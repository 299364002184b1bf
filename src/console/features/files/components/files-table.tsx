import { useMemo } from "react";
import type { FinancialFile, OrganizationFinancialFile } from "../../../../contract/files";
import { DataTable, type DataTableColumn, type ListKitProps } from "../../../components/data-table";
import { actorWords } from "../../../lib/actor-words";
import { formatDateTime } from "../../../lib/format";
import type { FileSource } from "../api/get-file-content";
import { fileStatusLabels, formatBytes, uploaderLabel } from "../model/labels";
import { FileActions } from "./file-actions";
import { FileStatusBadge } from "./file-status-badge";
import { FileWarnings } from "./file-warnings";
import { HeldNotice, WithdrawAction } from "./file-withdrawal";
import { UnmappedFacts } from "./unmapped-facts";

type AnyFile = FinancialFile | OrganizationFinancialFile;

function isOrganizationFile(f: AnyFile): f is OrganizationFinancialFile {
  return "uploaded_by_organization_id" in f;
}

/**
 * Withdrawal and sharing (issue 23): `requesterId` is the current organization (it may withdraw
 * the files it uploaded), `ownerName` the organization whose files these are, `otherParty` who
 * else reads them (said in the withdrawal dialog).
 */
export interface FileManagement {
  requesterId: string;
  ownerName: string;
  otherParty: string | null;
}

function uploadedBy(f: AnyFile, requesterId: string): boolean {
  return isOrganizationFile(f) ? f.uploaded_by_organization_id === requesterId : true;
}

/** Column ids are the API's `order_by` values where the API sorts by them. */
function columns<T extends AnyFile>(opts: {
  uploaderName?: (id: string) => string | null;
  showUploader: boolean;
  source?: FileSource;
  manage?: FileManagement;
}): Array<DataTableColumn<T>> {
  const { manage, source: fileSource } = opts;
  const cols: Array<DataTableColumn<T>> = [
    {
      id: "original_filename",
      header: "File",
      accessorFn: (row) => row.original_filename,
      csv: [
        { header: "File", value: (row) => row.original_filename },
        { header: "Message", value: (row) => row.file_message },
      ],
      cell: ({ row }) => (
        <div className="file-cell">
          <span className="file-cell__name">{row.original.original_filename}</span>
          {row.original.file_message ? (
            <span className="file-cell__message" title={row.original.file_message}>
              {row.original.file_message}
            </span>
          ) : null}
          <FileWarnings warnings={row.original.warnings} />
          <UnmappedFacts facts={row.original.unmapped_facts} />
          {manage && fileSource && row.original.held_for_uploader_review ? (
            <HeldNotice file={row.original} ownerName={manage.ownerName} source={fileSource} />
          ) : null}
        </div>
      ),
    },
    {
      id: "status",
      header: "Status",
      enableSorting: false,
      accessorFn: (row) => row.status,
      csv: { value: (row) => fileStatusLabels[row.status] },
      cell: ({ row }) => <FileStatusBadge status={row.original.status} />,
    },
    {
      id: "size_bytes",
      header: "Size",
      enableSorting: false,
      accessorFn: (row) => row.size_bytes,
      csv: [{ header: "Size (bytes)", value: (row) => row.size_bytes }],
      cell: ({ row }) => <span className="num nowrap">{formatBytes(row.original.size_bytes)}</span>,
    },
    { id: "currency", header: "Currency", enableSorting: false, accessorFn: (row) => row.currency },
  ];
  if (opts.showUploader) {
    cols.push({
      id: "uploaded_by",
      header: "Uploaded by",
      enableSorting: false,
      accessorFn: (row) => (isOrganizationFile(row) ? row.uploaded_by_organization_id : ""),
      csv: {
        value: (row) =>
          isOrganizationFile(row)
            ? [
                actorWords(row.uploaded_by),
                uploaderLabel(row.uploaded_by_organization_id, opts.uploaderName) ?? "Another organization",
              ]
                .filter(Boolean)
                .join(", ")
            : "",
      },
      cell: ({ row }) => {
        const f = row.original;
        if (!isOrganizationFile(f)) return "—";
        const name = uploaderLabel(f.uploaded_by_organization_id, opts.uploaderName);
        const person = actorWords(f.uploaded_by);
        return (
          <div>
            {person ? <div>{person}</div> : null}
            <div className={person ? "muted small" : undefined}>
              {name ?? <span className="mono">{f.uploaded_by_organization_id.slice(0, 8)}…</span>}
            </div>
            {f.document_request_id ? <div className="muted small">Answers a document request</div> : null}
          </div>
        );
      },
    });
  }
  cols.push({
    id: "uploaded_at",
    header: "Uploaded",
    accessorFn: (row) => row.uploaded_at,
    csv: { kind: "instant", value: (row) => row.uploaded_at },
    cell: ({ row }) => (
      <span className="nowrap" title={`Last updated ${formatDateTime(row.original.updated_at)}`}>
        {formatDateTime(row.original.uploaded_at)}
      </span>
    ),
  });
  const source = opts.source;
  if (source) {
    cols.push({
      id: "actions",
      header: "PDF",
      enableSorting: false,
      csv: false,
      accessorFn: () => "",
      cell: ({ row }) => (
        <div className="file-actions">
          <FileActions file={row.original} source={source} />
          {manage && uploadedBy(row.original, manage.requesterId) && !row.original.held_for_uploader_review ? (
            <WithdrawAction file={row.original} source={source} otherParty={manage.otherParty} />
          ) : null}
        </div>
      ),
    });
  }
  return cols;
}

export function FilesTable<T extends AnyFile>({
  caption,
  items,
  orderBy,
  orderDir,
  onSort,
  busy,
  uploaderName,
  showUploader = false,
  empty,
  kit,
  source,
  manage,
}: {
  caption: string;
  items: T[];
  orderBy: string;
  orderDir: "asc" | "desc";
  /** Without it the order is fixed (the newest first). */
  onSort?: (orderBy: string, orderDir: "asc" | "desc") => void;
  busy?: boolean;
  uploaderName?: (id: string) => string | null;
  showUploader?: boolean;
  empty?: string;
  /** Columns menu, CSV export and saved views (the shared list kit). */
  kit?: ListKitProps<T>;
  /** Where the files are listed: adds Preview and Download of each file's PDF. */
  source?: FileSource;
  /** Adds Withdraw to the files the current organization uploaded, and the held-file notice. */
  manage?: FileManagement;
}) {
  const cols = useMemo(
    () => columns<T>({ uploaderName, showUploader, source, manage }),
    [uploaderName, showUploader, source, manage],
  );
  // Without onSort the headers do not sort: the table shows the order it was given.
  const fixed = [{ id: orderBy, desc: orderDir === "desc" }];
  return (
    <DataTable
      caption={caption}
      phoneColumns={["original_filename", "status", "actions"]}
      numericColumns={["size_bytes"]}
      columns={cols}
      data={items}
      getRowId={(row) => row.id}
      {...(onSort ? { sort: { orderBy, orderDir, onSort } } : { sorting: fixed })}
      {...kit}
      busy={busy}
      empty={empty ?? "No files."}
    />
  );
}
