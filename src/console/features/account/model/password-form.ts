import { z } from "zod";
import { changePasswordBody, PASSWORD_MIN_LENGTH } from "../../../../contract/people";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { formErrorMessage } from "../../../lib/form-errors";

/**
 * The "Change password" form, checked with the contract's `changePasswordBody`; in the browser the
 * new password must also have PASSWORD_MIN_LENGTH characters and be typed twice alike (the server
 * applies the full rules, docs/people.md "Password change").
 */
export const passwordFormSchema = changePasswordBody
  .extend({
    new_password: changePasswordBody.shape.new_password.min(
      PASSWORD_MIN_LENGTH,
      `Use at least ${PASSWORD_MIN_LENGTH} characters (a few words together are easy to remember).`,
    ),
    repeat_password: z.string(),
  })
  .refine((v) => v.repeat_password === v.new_password, {
    message: "The two new passwords are not the same.",
    path: ["repeat_password"],
  })
  .transform(({ current_password, new_password }) => ({ current_password, new_password }));
export type PasswordFormValues = z.input<typeof passwordFormSchema>;

export const passwordFormDefaults: PasswordFormValues = { current_password: "", new_password: "", repeat_password: "" };

/** Plain words for an empty field; the rest as the contract and formErrorMessage say. */
export const passwordFormErrorMap = {
  error: (issue: Parameters<typeof formErrorMessage>[0] & { path?: PropertyKey[] }) => {
    if (issue.path?.[0] === "current_password" && issue.code === "too_small") return "Enter your current password.";
    return formErrorMessage(issue);
  },
};

type PasswordField = "current_password" | "new_password";

/** Where the API's refusal goes: a field (a wrong current password, a refused new one) or the form. */
export function passwordChangeErrors(error: unknown): {
  fields: Partial<Record<PasswordField, string>>;
  form: string | null;
} {
  if (!isApiError(error)) return { fields: {}, form: error ? errorMessage(error) : null };
  if (error.code === "current_password_incorrect") {
    return { fields: { current_password: "This is not your current password." }, form: null };
  }
  if (error.code === "password_not_allowed") {
    const msg = error.fieldErrors("body").new_password ?? error.message;
    return { fields: { new_password: `${msg}.`.replace(/\.\.$/, ".") }, form: null };
  }
  if (error.code === "sign_in_rate_limit") {
    const wait = error.retryAfter ? ` Try again in ${Math.ceil(error.retryAfter / 60)} minute(s).` : "";
    return { fields: {}, form: `Too many wrong passwords for your account.${wait}` };
  }
  return { fields: {}, form: errorMessage(error) };
}
