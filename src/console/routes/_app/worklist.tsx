import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useCallback } from "react";
import { worklistQueryOptions } from "../../features/worklist/api/get-worklist";
import { WorklistScreen, type WorklistSearch } from "../../features/worklist/components/worklist-screen";
import { validateWorklistSearch, worklistDefaults } from "../../features/worklist/model/list-search";
import { getScope } from "../../lib/scope";

/** The landing page after sign-in (docs/console.md, "Worklist"). */
export const Route = createFileRoute("/_app/worklist")({
  validateSearch: validateWorklistSearch,
  search: { middlewares: [stripSearchParams(worklistDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const scope = getScope();
    if (!scope) return;
    void context.queryClient
      .ensureQueryData(
        worklistQueryOptions(scope, {
          kinds: deps.kind ? [deps.kind] : undefined,
          limit: deps.limit,
          offset: deps.offset,
        }),
      )
      .catch(() => {});
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
