import { CheckboxGroup } from "../form-fields";
import { useShownChoice } from "./use-shown-choice";

/** A filter's checkboxes bound to the URL: the click shows at once, the URL follows. */
export function FilterCheckboxGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: readonly string[];
  onChange: (next: T[]) => void;
}) {
  const [shown, setShown] = useShownChoice(value);
  return (
    <CheckboxGroup<T>
      legend={legend}
      options={options}
      value={shown}
      onChange={(next) => {
        setShown(next);
        onChange(next);
      }}
    />
  );
}
