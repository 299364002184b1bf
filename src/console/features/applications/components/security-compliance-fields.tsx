import { useFieldArray, useFormContext } from "react-hook-form";
import { TextAreaField, TextField } from "../../../components/form-fields";

interface SecurityComplianceValues {
  security_compliance?: Array<{ title: string; other: boolean; description: string }>;
}

type ItemErrors = Array<{ title?: { message?: string }; description?: { message?: string } } | undefined>;

/** An editable list of security and compliance items (title, description, "other" flag). */
export function SecurityComplianceFields() {
  const form = useFormContext<SecurityComplianceValues>();
  const items = useFieldArray({ control: form.control, name: "security_compliance" });
  const errors = form.formState.errors.security_compliance as ItemErrors | undefined;
  return (
    <fieldset className="form-section fieldset">
      <legend className="form-section__title">Security and compliance</legend>
      {items.fields.length === 0 ? <p className="muted">No items.</p> : null}
      {items.fields.map((field, index) => (
        <div key={field.id} className="form-grid security-item">
          <TextField
            label={`Item ${index + 1} title`}
            error={errors?.[index]?.title?.message}
            {...form.register(`security_compliance.${index}.title`)}
          />
          <TextAreaField
            label={`Item ${index + 1} description`}
            rows={2}
            error={errors?.[index]?.description?.message}
            {...form.register(`security_compliance.${index}.description`)}
          />
          <label className="checkbox">
            <input type="checkbox" {...form.register(`security_compliance.${index}.other`)} />
            <span>Other (not in the standard list)</span>
          </label>
          <div>
            <button type="button" className="button button--ghost" onClick={() => items.remove(index)}>
              Remove item {index + 1}
            </button>
          </div>
        </div>
      ))}
      <div>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => items.append({ title: "", other: false, description: "" })}
        >
          Add security item
        </button>
      </div>
    </fieldset>
  );
}
