import { type ReactNode, useEffect, useState } from "react";
import { createStore, useStore } from "../lib/external-store";
import { Dialog } from "./dialog";

/**
 * The console's keyboard shortcuts (issue 25), registered once by the app shell:
 *
 * - "/" focuses the page's search box;
 * - "?" opens the list of shortcuts (a dialog: Escape closes it, focus returns);
 * - j / k move a visible focus to the next / previous row of the page's data table;
 * - Enter on a focused row opens it (follows the row's first link).
 *
 * None of them fires while the user types in a field (input, textarea, select, contenteditable), with
 * Ctrl, Alt or Meta held, or while a dialog is open. Every shared `DataTable` takes part
 * (`useRowNavigation`): its rows can take focus and its presence adds the "Skip to table" link.
 */
export const shortcuts: ReadonlyArray<{ keys: string[]; what: string }> = [
  { keys: ["/"], what: "Search this list (moves the cursor to its search box)" },
  { keys: ["j"], what: "Next row of the table" },
  { keys: ["k"], what: "Previous row of the table" },
  { keys: ["Enter"], what: "Open the row in focus" },
  { keys: ["?"], what: "Show these shortcuts" },
  { keys: ["Esc"], what: "Close a dialog or menu" },
];

/** Attribute marking the shared data table and its rows (what j/k move through). */
export const ROW_NAV_TABLE = "data-row-nav";
export const ROW_NAV_ROW = "data-row-nav-row";
const rowSelector = `tbody tr[${ROW_NAV_ROW}]`;
const tableSelector = `table[${ROW_NAV_TABLE}]`;

/** How many shared data tables are on screen now: the shell offers "Skip to table" while any is. */
const tablesOnScreen = createStore(0);

/** Called by `DataTable`: its rows join j/k and the page gets "Skip to table". */
export function useRowNavigation() {
  useEffect(() => {
    tablesOnScreen.set(tablesOnScreen.get() + 1);
    return () => tablesOnScreen.set(tablesOnScreen.get() - 1);
  }, []);
}

/** Whether the key press comes from a place where letters are text, not commands. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag !== "INPUT") return false;
  const type = (target as HTMLInputElement).type;
  return !["button", "checkbox", "radio", "submit", "reset", "range", "color", "file", "image"].includes(type);
}

function main(): HTMLElement {
  return document.getElementById("main") ?? document.body;
}

/** The table j/k act on: the one holding focus, else the first on the page. */
function currentTable(): HTMLTableElement | null {
  const active = document.activeElement;
  const holding = active instanceof HTMLElement ? active.closest<HTMLTableElement>(tableSelector) : null;
  return holding ?? main().querySelector<HTMLTableElement>(tableSelector);
}

/** Moves focus `step` rows from the focused one (from outside the table: j the first, k the last). */
export function moveRowFocus(step: 1 | -1): boolean {
  const table = currentTable();
  if (!table) return false;
  const rows = [...table.querySelectorAll<HTMLTableRowElement>(rowSelector)];
  if (rows.length === 0) return false;
  const active = document.activeElement;
  const current = active instanceof HTMLElement ? active.closest<HTMLTableRowElement>(rowSelector) : null;
  const index = current ? rows.indexOf(current) : -1;
  const next =
    index < 0 ? (step === 1 ? rows[0] : rows.at(-1)) : rows[Math.min(rows.length - 1, Math.max(0, index + step))];
  next?.focus();
  next?.scrollIntoView?.({ block: "nearest" });
  return true;
}

/** Enter on a focused row follows the row's first link. */
function openRow(row: HTMLTableRowElement): boolean {
  const link = row.querySelector<HTMLAnchorElement>("a[href]");
  if (!link) return false;
  link.click();
  return true;
}

/** "/": the search box of the page (a search field, else the first field of its filter bar). */
export function focusSearch(): boolean {
  const box =
    main().querySelector<HTMLInputElement>('input[type="search"]') ??
    main().querySelector<HTMLInputElement>("search input:not([type=hidden]), [role=search] input:not([type=hidden])");
  if (!box) return false;
  box.focus();
  box.select?.();
  return true;
}

/** Focuses the first row of the page's first data table (the "Skip to table" link). */
export function skipToTable() {
  const table = main().querySelector<HTMLTableElement>(tableSelector);
  if (!table) return;
  const first = table.querySelector<HTMLTableRowElement>(rowSelector);
  if (first) {
    first.focus();
    first.scrollIntoView?.({ block: "nearest" });
  } else {
    table.focus();
  }
}

/**
 * Registers the shortcuts on the document (once, by the app shell) and returns what the shell renders:
 * the "Skip to table" link (while a data table is on screen; place it first) and the shortcuts dialog.
 */
export function useKeyboardShortcuts(): { skipLink: ReactNode; dialog: ReactNode } {
  const [helpOpen, setHelpOpen] = useState(false);
  const tables = useStore(tablesOnScreen);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (document.querySelector("dialog[open]")) return;
      const target = event.target;
      if (event.key === "Enter") {
        if (target instanceof HTMLTableRowElement && target.matches(rowSelector) && openRow(target))
          event.preventDefault();
        return;
      }
      if (isTyping(target)) return;
      let handled = false;
      if (event.key === "/") handled = focusSearch();
      else if (event.key === "?") {
        setHelpOpen(true);
        handled = true;
      } else if (event.key === "j" && !event.shiftKey) handled = moveRowFocus(1);
      else if (event.key === "k" && !event.shiftKey) handled = moveRowFocus(-1);
      if (handled) event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const skipLink =
    tables > 0 ? (
      // biome-ignore lint/a11y/useValidAnchor: a skip link is in-page navigation; the handler lands on the first row.
      <a
        href="#main"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          skipToTable();
        }}
      >
        Skip to table
      </a>
    ) : null;

  const dialog = (
    <Dialog open={helpOpen} onClose={() => setHelpOpen(false)} title="Keyboard shortcuts">
      <dl className="shortcuts">
        {shortcuts.map((s) => (
          <div key={s.what} className="shortcuts__item">
            <dt>
              {s.keys.map((k) => (
                <kbd key={k}>{k}</kbd>
              ))}
            </dt>
            <dd>{s.what}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">Shortcuts do nothing while you type in a field: press Tab to leave it first.</p>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" data-autofocus onClick={() => setHelpOpen(false)}>
          Close
        </button>
      </div>
    </Dialog>
  );
  return { skipLink, dialog };
}
