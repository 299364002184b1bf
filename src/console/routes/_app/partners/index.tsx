import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useCallback } from "react";
import { listPartners } from "../../../../contract/partners";
import { partnersQueryOptions } from "../../../features/partners/api/list-partners";
import { type PartnerSearchChange, PartnersScreen } from "../../../features/partners/components/partners-screen";
import { toPartnerQuery } from "../../../features/partners/model/list-query";
import { partnerListDefaults, validatePartnerListSearch } from "../../../features/partners/model/list-search";
import { listRouteOptions } from "../../../lib/list-route";
import { getScope, scopeAllows } from "../../../lib/scope";

export const Route = createFileRoute("/_app/partners/")({
  validateSearch: validatePartnerListSearch,
  search: { middlewares: [stripSearchParams(partnerListDefaults)] },
  loaderDeps: ({ search }) => search,
  ...listRouteOptions,
  loader: ({ context, deps }) => {
    const scope = getScope();
    if (!scope || !scopeAllows(scope, listPartners)) return;
    void context.queryClient.ensureQueryData(partnersQueryOptions(scope, toPartnerQuery(deps))).catch(() => {});
  },
  component: PartnersRoute,
});

function PartnersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (change: PartnerSearchChange) => void navigate({ search: (prev) => ({ ...prev, ...change }) }),
    [navigate],
  );
  return <PartnersScreen search={search} onChange={onChange} />;
}
