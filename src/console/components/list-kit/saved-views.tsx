import { useState } from "react";
import { createStore, type Store, useStore } from "../../lib/external-store";

/**
 * Saved views of a list: named sets of its URL search (filters, sort, page size), kept in this
 * browser (localStorage: they hold no data of any organization, only filter values).
 */
export interface SavedView {
  name: string;
  search: Record<string, unknown>;
}

const storageKey = (listId: string) => `cas.views.${listId}`;
const stores = new Map<string, Store<SavedView[]>>();

function read(listId: string): SavedView[] {
  try {
    const raw = globalThis.localStorage?.getItem(storageKey(listId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter(
          (v): v is SavedView =>
            Boolean(v) && typeof v.name === "string" && typeof v.search === "object" && v.search !== null,
        )
      : [];
  } catch {
    return [];
  }
}

function storeOf(listId: string) {
  let store = stores.get(listId);
  if (!store) {
    store = createStore<SavedView[]>(read(listId));
    stores.set(listId, store);
  }
  return store;
}

export function saveViews(listId: string, views: SavedView[]) {
  try {
    globalThis.localStorage?.setItem(storageKey(listId), JSON.stringify(views));
  } catch {
    // Storage full or disabled: the views last for this page only.
  }
  storeOf(listId).set(views);
}

/** What a view keeps: the search without the page position. */
function viewSearch(search: Record<string, unknown>): Record<string, unknown> {
  const { offset: _offset, ...rest } = search;
  return rest;
}

export function SavedViews({
  listId,
  search,
  onApply,
}: {
  listId: string;
  search: Record<string, unknown>;
  onApply: (search: Record<string, unknown>) => void;
}) {
  const views = useStore(storeOf(listId));
  const [name, setName] = useState("");
  const [naming, setNaming] = useState(false);
  const current = JSON.stringify(viewSearch(search));
  const active = views.find((v) => JSON.stringify(v.search) === current);

  return (
    <span className="list-toolbar__item saved-views">
      <label className="saved-views__pick">
        <span className="visually-hidden">Saved view</span>
        <select
          className="input select"
          value={active?.name ?? ""}
          onChange={(e) => {
            const view = views.find((v) => v.name === e.target.value);
            if (view) onApply({ ...view.search, offset: 0 });
          }}
        >
          <option value="">{views.length ? "Saved views…" : "No saved views"}</option>
          {views.map((v) => (
            <option key={v.name} value={v.name}>
              {v.name}
            </option>
          ))}
        </select>
      </label>
      {active ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() =>
            saveViews(
              listId,
              views.filter((v) => v !== active),
            )
          }
        >
          Delete view “{active.name}”
        </button>
      ) : naming ? (
        <form
          className="saved-views__form"
          onSubmit={(e) => {
            e.preventDefault();
            const trimmed = name.trim();
            if (!trimmed) return;
            saveViews(listId, [
              ...views.filter((v) => v.name !== trimmed),
              { name: trimmed, search: viewSearch(search) },
            ]);
            setName("");
            setNaming(false);
          }}
        >
          <label>
            <span className="visually-hidden">View name</span>
            <input
              className="input"
              value={name}
              maxLength={60}
              placeholder="View name"
              onChange={(e) => setName(e.target.value)}
              // biome-ignore lint/a11y/noAutofocus: the field appears because the user asked to name the view
              autoFocus
            />
          </label>
          <button type="submit" className="button button--secondary">
            Save
          </button>
          <button type="button" className="button button--ghost" onClick={() => setNaming(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setNaming(true)}>
          Save view
        </button>
      )}
    </span>
  );
}
