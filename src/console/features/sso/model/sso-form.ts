import { z } from "zod";
import { putSsoConfigurationBody, type SsoConfiguration, ssoDomainSchema } from "../../../../contract/sso";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { formErrorMessage } from "../../../lib/form-errors";

/**
 * The single sign-on form, checked with the contract's `putSsoConfigurationBody`: every field as
 * the API takes it, except the allowed e-mail domains, typed as one text ("example.com,
 * example.co.uk") and each checked with the contract's `ssoDomainSchema`, and the client secret,
 * which a change may leave empty to keep the stored one.
 */
const domainsText = z
  .string()
  .transform((text, ctx) => {
    const domains = [
      ...new Set(
        text
          .split(/[\s,;]+/)
          .map((d) => d.replace(/^@/, "").trim().toLowerCase())
          .filter((d) => d !== ""),
      ),
    ];
    if (domains.length === 0) {
      ctx.addIssue({ code: "custom", message: "Enter at least one e-mail domain, for example example.com." });
      return z.NEVER;
    }
    const bad = domains.filter((d) => !ssoDomainSchema.safeParse(d).success);
    if (bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `Not a domain name: ${bad.join(", ")}. Write only the part after the @, for example example.com.`,
      });
      return z.NEVER;
    }
    if (domains.length > 20) {
      ctx.addIssue({ code: "custom", message: "At most 20 domains." });
      return z.NEVER;
    }
    return domains;
  })
  .pipe(putSsoConfigurationBody.shape.allowed_email_domains);

const requiredSecret = putSsoConfigurationBody.shape.client_secret.unwrap();
/** A change may leave the secret empty: the stored one is kept (the field is then left out of the body). */
const optionalSecret = z
  .string()
  .transform((text) => (text === "" ? undefined : text))
  .pipe(putSsoConfigurationBody.shape.client_secret);

/**
 * The form's schema: the client secret is required when single sign-on is first set up
 * (`stored` false) and may stay empty on a change (the API keeps the stored secret).
 */
export function ssoFormSchema(stored: boolean) {
  return putSsoConfigurationBody.extend({
    client_secret: stored ? optionalSecret : requiredSecret,
    allowed_email_domains: domainsText,
  });
}
export type SsoFormValues = z.input<ReturnType<typeof ssoFormSchema>>;

/** The form's messages in plain words (the issuer's URL check says what an issuer looks like). */
export const ssoFormErrorMap = {
  error: (issue: Parameters<typeof formErrorMessage>[0] & { path?: PropertyKey[]; format?: string }) => {
    if (issue.path?.[0] === "issuer" && (issue.code === "invalid_format" || issue.code === "invalid_type")) {
      return issue.input === "" || issue.input === undefined
        ? "Enter the issuer URL of your identity provider."
        : "Enter the issuer as a full URL, for example https://login.example.com/realms/credit.";
    }
    if (issue.path?.[0] === "client_secret" && issue.code === "too_small") {
      return "Enter the client secret.";
    }
    if (issue.path?.[0] === "client_id" && issue.code === "too_small") return "Enter the client ID.";
    return formErrorMessage(issue);
  },
};

/** What the form starts from: the saved configuration (secret empty: it is never returned), or a new one. */
export function formDefaults(saved: SsoConfiguration | null): SsoFormValues {
  if (!saved) {
    return {
      issuer: "",
      client_id: "",
      client_secret: "",
      allowed_email_domains: "",
      jit_enabled: false,
      default_role: "viewer",
    };
  }
  return {
    issuer: saved.issuer,
    client_id: saved.client_id,
    client_secret: "",
    allowed_email_domains: saved.allowed_email_domains.join(", "),
    jit_enabled: saved.jit_enabled,
    default_role: saved.default_role,
  };
}

export type SsoFormField =
  | "issuer"
  | "client_id"
  | "client_secret"
  | "allowed_email_domains"
  | "jit_enabled"
  | "default_role";
const fields: readonly SsoFormField[] = [
  "issuer",
  "client_id",
  "client_secret",
  "allowed_email_domains",
  "jit_enabled",
  "default_role",
];

/**
 * The API's refusal of a save, in plain words: at the field it concerns (`loc: ["body", field, …]`)
 * or for the whole form.
 */
export function ssoSaveErrors(error: unknown): { fields: Partial<Record<SsoFormField, string>>; form: string | null } {
  if (!isApiError(error)) return { fields: {}, form: error ? errorMessage(error) : null };
  if (error.code === "sso_issuer_not_allowed") {
    return {
      fields: { issuer: "The issuer must start with https://. The service accepts no plain http identity provider." },
      form: null,
    };
  }
  if (error.code === "sso_domain_taken") {
    return {
      fields: {
        allowed_email_domains:
          "One of these domains already signs in to another organization's single sign-on. A domain belongs to one organization only.",
      },
      form: null,
    };
  }
  const out: Partial<Record<SsoFormField, string>> = {};
  for (const [path, msg] of Object.entries(error.fieldErrors("body"))) {
    const field = fields.find((f) => path === f || path.startsWith(`${f}.`));
    if (field && !out[field]) out[field] = `${msg}.`.replace(/\.\.$/, ".");
  }
  return Object.keys(out).length > 0 ? { fields: out, form: null } : { fields: {}, form: errorMessage(error) };
}
