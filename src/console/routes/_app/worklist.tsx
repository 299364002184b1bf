import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useCallback } from "react";
import { worklistQueryOf, worklistQueryOptions } from "../../features/worklist/api/get-worklist";
import { WorklistScreen, type WorklistSearch } from "../../features/worklist/components/worklist-screen";
import { validateWorklistSearch, worklistDefaults } from "../../features/worklist/model/list-search";
import { listRouteOptions } from "../../lib/list-route";
import { getScope } from "../../lib/scope";

/** The landing page after sign-in (docs/console.md, "Worklist"). */
export const Route = createFileRoute("/_app/worklist")({
  validateSearch: validateWorklistSearch,
  search: { middlewares: [stripSearchParams(worklistDefaults)] },
  loaderDeps: ({ search }) => search,
  ...listRouteOptions,
  loader: ({ context, deps }) => {
    const scope = getScope();
    if (!scope) return;
    void context.queryClient.ensureQueryData(worklistQueryOptions(scope, worklistQueryOf(deps))).catch(() => {});
  },
  component: WorklistRoute,
});

function WorklistRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (change: Partial<WorklistSearch>) => void navigate({ search: (prev) => ({ ...prev, ...change }) }),
    [navigate],
  );
  return <WorklistScreen search={search} onChange={onChange} />;
}
