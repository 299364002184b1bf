import type { UserRole } from "../../contract/people";
import type { Scenario } from "../../contract/scenarios";

/** A person signed in to the console (issue 26, docs/people.md). */
export interface PersonContext {
  userId: string;
  sessionId: string;
  email: string;
  role: UserRole;
  /** The organization requires TOTP and the person has none: the session may only enrol (contract/totp.ts). */
  secondFactorEnrolmentRequired?: boolean;
}

/** Who is calling: the API client of the token and its organization. */
export interface AuthContext {
  /**
   * The API client of the token; for a person `user:<user id>`, so that what is kept per caller
   * (idempotency keys) is kept per person.
   */
  clientId: string;
  organizationId: string;
  /** Set when the token is a person's: their role limits what they may do (contract/people.ts). */
  person?: PersonContext;
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
