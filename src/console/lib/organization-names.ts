import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { getOrganization } from "../../contract/organizations";
import { callApi } from "./api-client";
import { fetchAllConnections } from "./connections";
import type { Scope } from "./scope";

/**
 * Names of the organizations a screen mentions by id (uploader, Host, Guest): the signed-in
 * organization and its connections. Same query keys as the organization switcher, so no extra
 * request is made when the switcher has them.
 */
function selfScope(requesterId: string): Scope {
  return { requesterId, targetId: requesterId, targetName: null, scenarios: ["self"] };
}

export interface OrganizationNames {
  /** The name of an organization, "Your organization" for the signed-in one, or null when unknown. */
  nameOf: (id: string) => string | null;
  /** Connected organizations that are my Guests (I am their Host). */
  guests: ReadonlyArray<{ id: string; name: string }>;
  /** Connected organizations that are my Hosts. */
  hosts: ReadonlyArray<{ id: string; name: string }>;
  ownName: string | null;
  isPending: boolean;
}

export function useOrganizationNames(requesterId: string | undefined): OrganizationNames {
  const connections = useQuery({
    queryKey: ["connections", requesterId ?? ""],
    queryFn: ({ signal }) => fetchAllConnections(requesterId ?? "", signal),
    staleTime: 5 * 60_000,
    enabled: Boolean(requesterId),
  });
  const own = useQuery({
    queryKey: ["organization", requesterId ?? "", "self"],
    queryFn: ({ signal }) =>
      callApi(getOrganization, { scope: selfScope(requesterId ?? ""), params: { org_id: requesterId ?? "" }, signal }),
    staleTime: 10 * 60_000,
    enabled: Boolean(requesterId),
  });
  return useMemo(() => {
    const items = connections.data?.items ?? [];
    const names = new Map(items.map((c) => [c.organization_id, c.name]));
    const pick = (relation: "guest" | "host") =>
      items
        .filter((c) => c.relation === relation)
        .map((c) => ({ id: c.organization_id, name: c.name }))
        .filter((c, i, all) => all.findIndex((x) => x.id === c.id) === i)
        .sort((a, b) => a.name.localeCompare(b.name));
    return {
      nameOf: (id: string) => (id === requesterId ? "Your organization" : (names.get(id) ?? null)),
      guests: pick("guest"),
      hosts: pick("host"),
      ownName: own.data?.name ?? null,
      isPending: connections.isPending,
    };
  }, [connections.data, connections.isPending, own.data, requesterId]);
}
