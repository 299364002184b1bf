/** Why a single sign-on came back without a session (`?sso_error=`, contract/sso.ts), in plain words. */
export const ssoErrorWords: Record<string, string> = {
  sso_not_configured: "Single sign-on is not set up for this e-mail's organization. Sign in with your password.",
  sso_provider_unavailable: "Your organization's sign-in service did not answer. Try again in a moment.",
  sso_state_invalid: "The single sign-on took too long or was opened in another browser. Start it again.",
  sso_provider_error: "Your organization's sign-in service did not sign you in.",
  sso_token_invalid: "Your organization's sign-in service gave an answer that could not be checked.",
  sso_email_not_verified: "Your organization's sign-in service has not verified your e-mail.",
  sso_email_domain_not_allowed: "This e-mail's domain is not allowed to sign in here.",
  sso_email_in_other_organization: "This e-mail belongs to a person of another organization.",
  sso_user_not_allowed: "Your account is disabled or removed. Ask your organization's admin.",
  sso_user_not_found: "You have no account yet. Ask your organization's admin for an invitation.",
};

/** The notice on the sign-in page when a single sign-on came back without a session. */
export function SsoErrorNotice({ code }: { code: string }) {
  return (
    <p className="notice notice--warning" role="alert">
      {ssoErrorWords[code] ?? "The single sign-on did not succeed. Try again or sign in with your password."}
    </p>
  );
}
