import { type FormEvent, useState } from "react";
import { apiClientNameSchema } from "../../../../contract/api-clients";
import { Dialog } from "../../../components/dialog";
import { TextField } from "../../../components/form-fields";
import { errorMessage } from "../../../lib/api-error";

/** "Add API client": a name that says which system uses it (1 to 100 characters). */
export function CreateClientDialog({
  pending,
  error,
  onSubmit,
  onClose,
}: {
  pending: boolean;
  error: unknown;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = apiClientNameSchema.safeParse(name);
    if (!parsed.success) {
      setProblem(name.trim() === "" ? "Enter a name." : "At most 100 characters.");
      return;
    }
    setProblem(undefined);
    onSubmit(parsed.data);
  };
  return (
    <Dialog open onClose={onClose} title="Add API client">
      <form onSubmit={submit} noValidate>
        <TextField
          label="Name"
          hint="Which system uses it, e.g. “ERP export”."
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={problem}
          maxLength={100}
          autoComplete="off"
        />
        {error ? (
          <p role="alert" className="form-error">
            {errorMessage(error)}
          </p>
        ) : null}
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending || undefined}>
            {pending ? "Adding…" : "Add client"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
