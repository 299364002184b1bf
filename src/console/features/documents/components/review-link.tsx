import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { DocumentSubject } from "../model/subject";

/** A link to the review screen of one document of the subject (organization or private record). */
export function ReviewLink({
  subject,
  documentId,
  className,
  label,
  children,
}: {
  subject: DocumentSubject;
  documentId: string;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  if (subject.kind === "record") {
    return (
      <Link
        to="/private-records/$recordId/documents/$documentId"
        params={{ recordId: subject.recordId, documentId }}
        className={className}
        aria-label={label}
      >
        {children}
      </Link>
    );
  }
  return (
    <Link to="/financial-files/documents/$documentId" params={{ documentId }} className={className} aria-label={label}>
      {children}
    </Link>
  );
}
