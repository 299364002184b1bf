import { useEffect, useId, useRef, useState } from "react";
import { CheckboxGroup } from "../form-fields";
import { useShownChoice } from "./use-shown-choice";

export interface MultiSelectOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A button that opens a list of checkboxes (a status filter, the visible columns). Escape, a
 * click outside and focus moving elsewhere (Tab) close it, focus returns to the button on Escape, Tab moves through the options,
 * and the button says how many are chosen.
 */
export function MultiSelectMenu<T extends string>({
  label,
  options,
  value,
  onChange,
  countLabel = true,
}: {
  label: string;
  options: ReadonlyArray<MultiSelectOption<T>>;
  value: readonly T[];
  onChange: (next: T[]) => void;
  /** Show "(n)" beside the label when some are chosen. */
  countLabel?: boolean;
}) {
  const [open, setOpen] = useState(false);
  // The choice shows at once; the URL (and so `value`) follows a moment later.
  const [shown, setShown] = useShownChoice(value);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onOutside = (e: Event) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    document.addEventListener("keydown", onKey);
    root.current?.querySelector<HTMLInputElement>("input")?.focus();
    return () => {
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div className="filter-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        {countLabel && shown.length ? ` (${shown.length})` : ""}
      </button>
      {open ? (
        <div id={panelId} className="filter-menu__panel">
          <CheckboxGroup
            legend={label}
            options={options}
            value={shown}
            onChange={(next) => {
              setShown(next);
              onChange(next);
            }}
            className="checkbox-group--column"
          />
        </div>
      ) : null}
    </div>
  );
}
