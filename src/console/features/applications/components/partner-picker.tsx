import { Controller, useFormContext } from "react-hook-form";
import type { PartnerType } from "../../../../contract/partners";
import { CheckboxGroup } from "../../../components/form-fields";
import { Skeleton } from "../../../components/states";
import { useOwnPartners } from "../api/list-partner-options";

interface PartnerValues {
  customers?: string[];
  suppliers?: string[];
}

/**
 * Picks the shipper's own partners of one type (GET /partners, Self) for the trade-finance
 * `customers` / `suppliers` arrays.
 */
export function PartnerPicker({
  requesterId,
  type,
  name,
  legend,
}: {
  requesterId: string;
  type: PartnerType;
  name: "customers" | "suppliers";
  legend: string;
}) {
  const form = useFormContext<PartnerValues>();
  const partners = useOwnPartners(requesterId, type);
  const error = form.formState.errors[name]?.message;
  if (partners.isPending) return <Skeleton lines={2} label={`Loading ${legend.toLowerCase()}`} />;
  if (partners.isError) {
    return (
      <p className="field__error" role="alert">
        {legend} could not be loaded.{" "}
        <button type="button" className="button button--ghost" onClick={() => void partners.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const options = partners.data.items.map((p) => ({ value: p.id, label: `${p.company_name} (${p.email})` }));
  if (options.length === 0) {
    return (
      <div className="field">
        <span className="field__label">{legend}</span>
        <span className="field__hint">
          No {type} partners yet. Add them under Partners (with your own organization as target).
        </span>
      </div>
    );
  }
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <CheckboxGroup
          legend={legend}
          options={options}
          value={field.value ?? []}
          onChange={field.onChange}
          error={typeof error === "string" ? error : undefined}
        />
      )}
    />
  );
}
