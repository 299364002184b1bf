import type { PortfolioKind } from "../../../../contract/portfolio";

/** The fields of a portfolio row that say where its company opens. */
export interface PortfolioTarget {
  kind: PortfolioKind;
  id: string;
  name: string;
  organization_id: string | null;
  private_record_id: string | null;
}

/**
 * Where a row opens (docs/console.md, "Portfolio"): a Guest's analytics with the Guest as Target
 * (Host → Guest, as the organization switcher sets it), a private record's page in Self.
 */
export type PortfolioDestination =
  | { target: { targetId: string; targetName: string; scenarios: ["host"] }; to: "/analytics"; params?: undefined }
  | { target: null; to: "/private-records/$recordId"; params: { recordId: string } };

export function portfolioDestination(row: PortfolioTarget): PortfolioDestination {
  if (row.kind === "private_record" || row.organization_id === null) {
    return { target: null, to: "/private-records/$recordId", params: { recordId: row.private_record_id ?? row.id } };
  }
  return { target: { targetId: row.organization_id, targetName: row.name, scenarios: ["host"] }, to: "/analytics" };
}
