import { Link } from "@tanstack/react-router";
import type { AnalyticsSubject } from "../model/subject";

/**
 * Beside a score: statements that await review are not in it (api-design §13), said with their
 * number and a link to the documents list filtered to them.
 */
export function AwaitingReviewNotice({ subject, count }: { subject: AnalyticsSubject; count: number | undefined }) {
  if (!count) return null;
  const words = count === 1 ? "1 statement awaits review and is" : `${count} statements await review and are`;
  const link =
    subject.kind === "record" ? (
      <Link
        to="/private-records/$recordId/documents"
        params={{ recordId: subject.recordId }}
        search={{ review_status: "needs_review" }}
      >
        Review {count === 1 ? "it" : "them"}
      </Link>
    ) : (
      <Link to="/financial-files/documents" search={{ review_status: "needs_review" }}>
        Review {count === 1 ? "it" : "them"}
      </Link>
    );
  return (
    <p className="notice notice--warning score-card__warning" role="note">
      <strong>Unreviewed statements:</strong> {words} not in this score. {link}
    </p>
  );
}
