import { Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { getPrivateRecord } from "../../../../contract/records";
import { Badge } from "../../../components/badge";
import { Page } from "../../../components/page";
import { ScenarioGate } from "../../../components/scenario-gate";
import { ErrorState, Skeleton } from "../../../components/states";
import { isApiError } from "../../../lib/api-error";
import { useDocumentTitle } from "../../../lib/document-title";
import { useScope } from "../../../lib/scope";
import { useRecord } from "../api/get-record";
import { ArchiveDialog } from "./archive-dialog";

function BackLink() {
  return (
    <Link to="/private-records" className="breadcrumb">
      ← Private records
    </Link>
  );
}

/**
 * The frame of one private record: its name, archived state and the archive action, and the tabs
 * Overview (fields, score, files and upload) · Extracted documents · Analytics.
 */
export function RecordLayout({ recordId, children }: { recordId: string; children: ReactNode }) {
  return (
    <ScenarioGate endpoint={getPrivateRecord} what="Private records">
      <RecordFrame recordId={recordId}>{children}</RecordFrame>
    </ScenarioGate>
  );
}

function RecordFrame({ recordId, children }: { recordId: string; children: ReactNode }) {
  const scope = useScope();
  const record = useRecord(recordId);
  const [archiving, setArchiving] = useState(false);
  useDocumentTitle(record.data ? `${record.data.name} · Private record` : "Private record");
  if (record.isPending) return <Skeleton lines={8} label="Loading the private record" />;
  if (record.isError || !scope) {
    const notFound = isApiError(record.error) && record.error.code === "private_record_not_found";
    return (
      <Page title="Private record" lead={<BackLink />}>
        <ErrorState
          error={record.error}
          title={notFound ? "This private record does not exist or is not yours" : undefined}
          onRetry={notFound ? undefined : () => void record.refetch()}
        />
      </Page>
    );
  }
  const r = record.data;
  return (
    <Page
      title={
        <>
          {r.name} {r.archived ? <Badge>Archived</Badge> : null}
        </>
      }
      lead={
        <>
          <BackLink /> · Private record{r.email ? ` · ${r.email}` : ""}
        </>
      }
      actions={
        <button type="button" className="button button--secondary" onClick={() => setArchiving(true)}>
          {r.archived ? "Restore" : "Archive"}
        </button>
      }
    >
      <nav className="tabs" aria-label="Private record sections">
        <Link
          to="/private-records/$recordId"
          params={{ recordId }}
          className="tabs__link"
          activeOptions={{ exact: true, includeSearch: false }}
          activeProps={{ "aria-current": "page" }}
        >
          Overview and files
        </Link>
        <Link
          to="/private-records/$recordId/documents"
          params={{ recordId }}
          className="tabs__link"
          activeOptions={{ exact: true, includeSearch: false }}
          activeProps={{ "aria-current": "page" }}
        >
          Extracted documents
        </Link>
        <Link
          to="/private-records/$recordId/analytics"
          params={{ recordId }}
          className="tabs__link"
          activeOptions={{ exact: true, includeSearch: false }}
          activeProps={{ "aria-current": "page" }}
        >
          Analytics
        </Link>
      </nav>
      {children}
      {archiving ? <ArchiveDialog scope={scope} record={r} onClose={() => setArchiving(false)} /> : null}
    </Page>
  );
}
