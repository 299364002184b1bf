import type { AuditAction } from "../../../../contract/people-admin";
import { humanize } from "../../../lib/format";

/**
 * Actions in words. Partial on purpose: an action added to the contract's enum later shows in
 * words made from its name until it gets its own here (the filter lists every action of the enum).
 */
const actionWords: Partial<Record<AuditAction, string>> = {
  sign_in: "Signed in",
  sign_in_failed: "Sign-in failed",
  user_invited: "Person invited",
  invitation_accepted: "Invitation accepted",
  role_changed: "Role changed",
  user_disabled: "Person disabled",
  user_enabled: "Person enabled again",
  user_removed: "Person removed",
  session_reuse_detected: "Stolen session stopped",
  signed_out_everywhere: "Signed out everywhere",
  api_client_created: "API client added",
  api_client_secret_rotated: "API client secret renewed",
  api_client_revoked: "API client revoked",
  sso_sign_in: "Signed in with single sign-on",
  sso_sign_in_failed: "Single sign-on failed",
  user_created_by_sso: "Person created by single sign-on",
  sso_configured: "Single sign-on set up or changed",
  sso_removed: "Single sign-on turned off",
};

export function actionLabel(action: AuditAction): string {
  return actionWords[action] ?? humanize(action);
}

export const actorKindWords = { person: "Person", api_client: "API client", anonymous: "Unknown" } as const;
