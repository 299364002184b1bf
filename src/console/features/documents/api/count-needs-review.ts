import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Scope } from "../../../lib/scope";
import { useScope } from "../../../lib/scope";
import type { DocumentSubject } from "../model/subject";
import { documentKeys } from "./keys";
import { fetchDocuments } from "./list-documents";

/** How many documents of the subject await review (GET …/documents?review_status=needs_review, one row read). */
export async function fetchNeedsReviewCount(scope: Scope, subject: DocumentSubject, signal?: AbortSignal) {
  const list = await fetchDocuments(
    scope,
    subject,
    { review_status: "needs_review", order_by: "period", order_dir: "desc", limit: 1, offset: 0 },
    signal,
  );
  return list.total_items;
}

export function needsReviewCountQueryOptions(scope: Scope, subject: DocumentSubject) {
  return queryOptions({
    queryKey: documentKeys.needsReview(scope, subject),
    queryFn: ({ signal }) => fetchNeedsReviewCount(scope, subject, signal),
  });
}

export function useNeedsReviewCount(subject: DocumentSubject) {
  const scope = useScope();
  return useQuery({
    ...needsReviewCountQueryOptions(
      scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] },
      subject,
    ),
    enabled: scope !== null,
  });
}
