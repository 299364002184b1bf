import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { ChangePasswordBody } from "../../../../contract/people";
import { TextField } from "../../../components/form-fields";
import { toast } from "../../../components/toaster";
import { useChangePassword } from "../api/change-password";
import {
  type PasswordFormValues,
  passwordChangeErrors,
  passwordFormDefaults,
  passwordFormErrorMap,
  passwordFormSchema,
} from "../model/password-form";

/**
 * "Change password" (POST /auth/password-change): the current password and the new one twice,
 * checked in the browser with the contract's body schema; the API's refusals are shown at their
 * field (a wrong current password, a new one the rules refuse). Afterwards the person's other
 * sessions have ended; this one goes on.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  /** What the last change did, said until the next submit (a toast alone may pass unnoticed). */
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<PasswordFormValues, unknown, ChangePasswordBody>({
    resolver: zodResolver(passwordFormSchema, passwordFormErrorMap),
    defaultValues: passwordFormDefaults,
  });
  const refusal = passwordChangeErrors(change.error);
  useEffect(() => {
    for (const [field, message] of Object.entries(passwordChangeErrors(change.error).fields)) {
      form.setError(field as keyof PasswordFormValues, { type: "server", message });
    }
  }, [change.error, form]);
  const e = form.formState.errors;
  const submit = form.handleSubmit((body) => {
    if (change.isPending) return;
    setDone(null);
    change.mutate(body, {
      onSuccess: (answer) => {
        form.reset(passwordFormDefaults);
        const others =
          answer.ended_sessions === 0
            ? ""
            : answer.ended_sessions === 1
              ? " Your other session was signed out."
              : ` Your ${answer.ended_sessions} other sessions were signed out.`;
        setDone(`Password changed.${others}`);
        toast.success("Password changed");
      },
    });
  });
  return (
    <form noValidate className="stack" onSubmit={submit} aria-label="Change password">
      {done ? (
        <p className="notice" role="status">
          {done}
        </p>
      ) : null}
      {refusal.form ? (
        <p className="form-error" role="alert">
          {refusal.form}
        </p>
      ) : null}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={e.current_password?.message}
        {...form.register("current_password")}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 12 characters; not a common password. Your other sessions will be signed out."
        error={e.new_password?.message}
        {...form.register("new_password")}
      />
      <TextField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        error={e.repeat_password?.message}
        {...form.register("repeat_password")}
      />
      <div className="dialog__actions">
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {change.isPending ? "Changing…" : "Change password"}
        </button>
      </div>
    </form>
  );
}
