import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useCallback } from "react";
import { scoresQueryOptions } from "../../features/analytics/api/list-scores";
import { weightsQueryOptions } from "../../features/analytics/api/list-weights";
import type { AnalyticsSearchChange } from "../../features/analytics/components/analytics-pickers";
import { AnalyticsScreen } from "../../features/analytics/components/analytics-screen";
import { analyticsDefaults, validateAnalyticsSearch } from "../../features/analytics/model/analytics-search";
import { getScope } from "../../lib/scope";

export const Route = createFileRoute("/_app/analytics")({
  validateSearch: validateAnalyticsSearch,
  search: { middlewares: [stripSearchParams(analyticsDefaults)] },
  loaderDeps: ({ search }) => ({ date_from: search.date_from, date_to: search.date_to }),
  loader: ({ context, deps }) => {
    const scope = getScope();
    if (!scope) return;
    void context.queryClient.ensureQueryData(scoresQueryOptions(scope, { kind: "organization" }, deps)).catch(() => {});
    void context.queryClient.ensureQueryData(weightsQueryOptions).catch(() => {});
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
