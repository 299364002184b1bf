import { createStore, type Store, useStore } from "../../lib/external-store";
import { MultiSelectMenu } from "./multi-select-menu";

/** The columns a list may hide: id (the table column's id) and header. */
export interface HideableColumn {
  id: string;
  label: string;
}

const stores = new Map<string, Store<string[]>>();
const key = (listId: string) => `cas.hidden-columns.${listId}`;

function storeOf(listId: string): Store<string[]> {
  let store = stores.get(listId);
  if (!store) {
    let initial: string[] = [];
    try {
      const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(key(listId)) ?? "[]");
      if (Array.isArray(parsed)) initial = parsed.filter((x): x is string => typeof x === "string");
    } catch {
      initial = [];
    }
    store = createStore(initial);
    stores.set(listId, store);
  }
  return store;
}

/** The hidden columns of a list, kept in this browser (a display preference, no data). */
export function useHiddenColumns(listId: string): [string[], (next: string[]) => void] {
  const store = storeOf(listId);
  const hidden = useStore(store);
  const set = (next: string[]) => {
    try {
      globalThis.localStorage?.setItem(key(listId), JSON.stringify(next));
    } catch {
      // Storage disabled: the choice lasts for this page.
    }
    store.set(next);
  };
  return [hidden, set];
}

/** "Columns": which columns the table shows; at least one stays. */
export function ColumnsMenu({
  columns,
  hidden,
  onChange,
}: {
  columns: readonly HideableColumn[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}) {
  const options = columns.map((c) => ({ value: c.id, label: c.label }));
  const visible = columns.map((c) => c.id).filter((id) => !hidden.includes(id));
  return (
    <MultiSelectMenu
      label="Columns"
      countLabel={false}
      options={options}
      value={visible}
      onChange={(next) => {
        if (next.length === 0) return;
        onChange(columns.map((c) => c.id).filter((id) => !next.includes(id)));
      }}
    />
  );
}
