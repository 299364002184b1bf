import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useCallback } from "react";
import { listPrivateRecords } from "../../../contract/records";
import { awaitingReviewQueryOptions } from "../../features/analytics/api/get-awaiting-review";
import { metricsQueryOptions } from "../../features/analytics/api/list-metrics";
import { recordOptionsQueryOptions } from "../../features/analytics/api/list-record-options";
import { scoresQueryOptions } from "../../features/analytics/api/list-scores";
import { statementCurrenciesQueryOptions } from "../../features/analytics/api/list-statement-currencies";
import { weightsQueryOptions } from "../../features/analytics/api/list-weights";
import type { AnalyticsSearchChange } from "../../features/analytics/components/analytics-pickers";
import { AnalyticsScreen } from "../../features/analytics/components/analytics-screen";
import { analyticsDefaults, validateAnalyticsSearch } from "../../features/analytics/model/analytics-search";
import { getScope, scopeAllows } from "../../lib/scope";

export const Route = createFileRoute("/_app/analytics")({
  validateSearch: validateAnalyticsSearch,
  search: { middlewares: [stripSearchParams(analyticsDefaults)] },
  loaderDeps: ({ search }) => ({
    period_type: search.period_type,
    date_from: search.date_from,
    date_to: search.date_to,
  }),
  loader: ({ context, deps }) => {
    const scope = getScope();
    if (!scope) return;
    // Every read of the screen at once (not one after another as its panels mount).
    const subject = { kind: "organization" } as const;
    const range = { date_from: deps.date_from, date_to: deps.date_to };
    const warm = (read: Promise<unknown>) => void read.catch(() => {});
    warm(context.queryClient.ensureQueryData(scoresQueryOptions(scope, subject, range)));
    warm(
      context.queryClient.ensureQueryData(
        metricsQueryOptions(scope, subject, { period_type: deps.period_type, ...range }),
      ),
    );
    warm(context.queryClient.ensureQueryData(statementCurrenciesQueryOptions(scope, subject)));
    warm(context.queryClient.ensureQueryData(awaitingReviewQueryOptions(scope, subject)));
    if (scopeAllows(scope, listPrivateRecords))
      warm(context.queryClient.ensureQueryData(recordOptionsQueryOptions(scope)));
    warm(context.queryClient.ensureQueryData(weightsQueryOptions));
  },
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (change: AnalyticsSearchChange) => void navigate({ search: (prev) => ({ ...prev, ...change }) }),
    [navigate],
  );
  return <AnalyticsScreen search={search} onChange={onChange} />;
}
