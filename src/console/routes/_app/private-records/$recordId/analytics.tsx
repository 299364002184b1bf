import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useCallback, useMemo } from "react";
import { scoresQueryOptions } from "../../../../features/analytics/api/list-scores";
import { weightsQueryOptions } from "../../../../features/analytics/api/list-weights";
import type { AnalyticsSearchChange } from "../../../../features/analytics/components/analytics-pickers";
import { AnalyticsView } from "../../../../features/analytics/components/analytics-view";
import { analyticsDefaults, validateAnalyticsSearch } from "../../../../features/analytics/model/analytics-search";
import type { AnalyticsSubject } from "../../../../features/analytics/model/subject";
import { useRecord } from "../../../../features/records/api/get-record";
import { useDocumentTitle } from "../../../../lib/document-title";
import { getScope } from "../../../../lib/scope";

/** Analytics tab of a private record: score history, metrics by section, scorecard. */
export const Route = createFileRoute("/_app/private-records/$recordId/analytics")({
  validateSearch: validateAnalyticsSearch,
  search: { middlewares: [stripSearchParams(analyticsDefaults)] },
  loaderDeps: ({ search }) => ({ date_from: search.date_from, date_to: search.date_to }),
  loader: ({ context, deps, params }) => {
    const scope = getScope();
    if (!scope?.scenarios.includes("self")) return;
    void context.queryClient
      .ensureQueryData(scoresQueryOptions(scope, { kind: "record", recordId: params.recordId }, deps))
      .catch(() => {});
    void context.queryClient.ensureQueryData(weightsQueryOptions).catch(() => {});
  },
  component: RecordAnalyticsRoute,
});

function RecordAnalyticsRoute() {
  useDocumentTitle("Analytics · Private record");
  const { recordId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const record = useRecord(recordId);
  const subject = useMemo<AnalyticsSubject>(() => ({ kind: "record", recordId }), [recordId]);
  const onChange = useCallback(
    (change: AnalyticsSearchChange) => void navigate({ search: (prev) => ({ ...prev, ...change }) }),
    [navigate],
  );
  return <AnalyticsView subject={subject} search={search} onChange={onChange} currency={record.data?.currency_code} />;
}
