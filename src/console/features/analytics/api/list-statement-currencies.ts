import { queryOptions, useQuery } from "@tanstack/react-query";
import { listOrganizationDocuments, listPrivateRecordDocuments } from "../../../../contract/documents";
import { callApi } from "../../../lib/api-client";
import { hostOwnedCall } from "../../../lib/org-scope";
import { type Scope, useScope } from "../../../lib/scope";
import type { AnalyticsSubject } from "../model/subject";
import { analyticsKeys } from "./keys";

/**
 * The currencies of the subject's extracted statements (the newest 100 documents): money metrics
 * are in the statements' currency, so the screen names it when there is one, and says so when the
 * statements use several.
 */
export async function fetchStatementCurrencies(
  scope: Scope,
  subject: AnalyticsSubject,
  signal?: AbortSignal,
): Promise<string[]> {
  const query = { limit: 100, offset: 0 };
  const page =
    subject.kind === "record"
      ? await callApi(listPrivateRecordDocuments, { scope, params: { record_id: subject.recordId }, query, signal })
      : await (() => {
          const call = hostOwnedCall(scope);
          return callApi(listOrganizationDocuments, {
            scope: call.scope,
            params: { org_id: call.orgId },
            query,
            signal,
          });
        })();
  return [...new Set(page.items.map((d) => d.currency))].sort();
}

export function statementCurrenciesQueryOptions(scope: Scope, subject: AnalyticsSubject) {
  return queryOptions({
    queryKey: analyticsKeys.currencies(scope, subject),
    queryFn: ({ signal }) => fetchStatementCurrencies(scope, subject, signal),
  });
}

export function useStatementCurrencies(subject: AnalyticsSubject) {
  const scope = useScope();
  return useQuery({
    ...statementCurrenciesQueryOptions(
      scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] },
      subject,
    ),
    enabled: Boolean(scope),
  });
}
