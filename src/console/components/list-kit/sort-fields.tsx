import { SelectField } from "../form-fields";

export type SortDirection = "asc" | "desc";

/** "Sort by" and "Direction" of a list: the API's `order_by` values and `order_dir`. */
export function SortFields<T extends string>({
  options,
  orderBy,
  orderDir,
  onChange,
  directionLabels = { asc: "Ascending", desc: "Descending" },
}: {
  options: ReadonlyArray<{ value: T; label: string }>;
  /** Words for the two directions where the order field makes them clearer ("Newest first"). */
  directionLabels?: { asc: string; desc: string };
  orderBy: T;
  orderDir: SortDirection;
  onChange: (change: { order_by: T; order_dir: SortDirection }) => void;
}) {
  return (
    <>
      <SelectField
        label="Sort by"
        options={options.map((o) => ({ value: o.value, label: o.label }))}
        value={orderBy}
        onChange={(e) => {
          const picked = options.find((o) => o.value === e.target.value);
          if (picked) onChange({ order_by: picked.value, order_dir: orderDir });
        }}
      />
      <SelectField
        label="Direction"
        options={[
          { value: "asc", label: directionLabels.asc },
          { value: "desc", label: directionLabels.desc },
        ]}
        value={orderDir}
        onChange={(e) => onChange({ order_by: orderBy, order_dir: e.target.value === "asc" ? "asc" : "desc" })}
      />
    </>
  );
}
