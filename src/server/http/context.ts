import type { Scenario } from "../../contract/scenarios";

/** Who is calling: the API client of the token and its organization. */
export interface AuthContext {
  clientId: string;
  organizationId: string;
}

/** An organization-scoped request after scenario resolution (api-design §4). */
export interface OrgContext extends AuthContext {
  requesterId: string;
  targetId: string;
  scenario: Scenario;
  /**
   * The organization whose data the request addresses: `org_id` of the path when the endpoint
   * has one (already checked against the endpoint's org_id rule), else the Target.
   */
  subjectId: string;
}
