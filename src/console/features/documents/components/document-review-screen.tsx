import { Link } from "@tanstack/react-router";
import { Page } from "../../../components/page";
import { useDocumentTitle } from "../../../lib/document-title";
import { hostOwnedSubject } from "../../../lib/org-scope";
import { useScope } from "../../../lib/scope";
import { useDocument } from "../api/get-document";
import { documentTypeLabels, periodWords } from "../model/labels";
import type { DocumentSubject } from "../model/subject";
import { DocumentReviewView } from "./document-review-view";

const organizationSubject = { kind: "organization" } as const;

function useReviewTitle(subject: DocumentSubject, documentId: string): string {
  const doc = useDocument(subject, documentId);
  return doc.data
    ? `${documentTypeLabels[doc.data.document_type]} · ${periodWords(doc.data.period, doc.data.period_type)}`
    : "Extracted statement";
}

/** Review of one of an organization's extracted documents (mine, or my Guest's as its Host). */
export function OrganizationDocumentReviewScreen({ documentId }: { documentId: string }) {
  const scope = useScope();
  const title = useReviewTitle(organizationSubject, documentId);
  useDocumentTitle(`Review · ${title}`);
  return (
    <Page
      title={`Review: ${title}`}
      lead={
        <>
          <Link to="/financial-files/documents" className="breadcrumb">
            ← Extracted documents
          </Link>
          {scope ? ` · ${hostOwnedSubject(scope, "Your organization")}` : null}
        </>
      }
    >
      {scope ? <DocumentReviewView key={scope.targetId} subject={organizationSubject} documentId={documentId} /> : null}
    </Page>
  );
}

/** Review of one extracted document of a private record (inside the record's frame and tabs). */
export function RecordDocumentReviewScreen({ recordId, documentId }: { recordId: string; documentId: string }) {
  const subject = { kind: "record", recordId } as const;
  const title = useReviewTitle(subject, documentId);
  useDocumentTitle(`Review · ${title} · Private record`);
  return (
    <section className="stack" aria-labelledby="review-title">
      <p className="muted small">
        <Link to="/private-records/$recordId/documents" params={{ recordId }} className="breadcrumb">
          ← Extracted documents
        </Link>
      </p>
      <h2 id="review-title" className="panel__title">
        Review: {title}
      </h2>
      <DocumentReviewView subject={subject} documentId={documentId} />
    </section>
  );
}
