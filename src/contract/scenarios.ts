import { z } from "zod";

/**
 * Scenarios of an organization-scoped request (spec: Authentication 5; api-design §4).
 * self: Target = Requester. host: Requester is the Host of Target (Host to Guest).
 * guest: Requester is the Guest of Target (Guest to Host).
 */
export const scenarioSchema = z.enum(["self", "host", "guest"]);
export type Scenario = z.infer<typeof scenarioSchema>;

export const scenarioLabels: Record<Scenario, string> = {
  self: "Self",
  host: "Host → Guest",
  guest: "Guest → Host",
};

/**
 * How an endpoint's `org_id` path parameter is checked (spec: Authentication 7; api-design §4).
 * - `target`: org_id must equal Target-Organization-ID.
 * - `host-owned`: data a Host holds about a Guest. Self with org_id = own id or one of the
 *   caller's Guests; Guest scenario with org_id = the caller's own id.
 * - `host-guest`: the caller is the Host acting on one of its Guests (or on itself) in Self.
 */
export const orgIdRuleSchema = z.enum(["target", "host-owned", "host-guest"]);
export type OrgIdRule = z.infer<typeof orgIdRuleSchema>;
