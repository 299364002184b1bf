import { useEffect, useState } from "react";

/**
 * A filter's choice as shown: it changes at once when the analyst clicks, and follows `value` (the
 * URL) whenever that changes. Without it a checkbox bound to the URL stays unchecked until the
 * router has validated the new search and re-rendered, which on a busy machine is long enough for
 * a second click to toggle the old state.
 */
export function useShownChoice<T extends string>(value: readonly T[]): [readonly T[], (next: readonly T[]) => void] {
  const [shown, setShown] = useState<readonly T[]>(value);
  const valueKey = value.join("\n");
  // biome-ignore lint/correctness/useExhaustiveDependencies: valueKey stands for value's contents
  useEffect(() => setShown(value), [valueKey]);
  return [shown, setShown];
}
