import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";

/** Forms inside a dialog say here whether they hold unsaved changes (see `useReportUnsaved`). */
const UnsavedRegistry = createContext<((id: string, dirty: boolean) => void) | null>(null);

/**
 * Tells the enclosing `Dialog` (if any) whether this form holds typed work the user has not saved:
 * while it does, Escape and the close button ask "Discard changes?" instead of closing.
 */
export function useReportUnsaved(dirty: boolean) {
  const report = useContext(UnsavedRegistry);
  const id = useId();
  useEffect(() => {
    report?.(id, dirty);
    return () => report?.(id, false);
  }, [report, id, dirty]);
}

/**
 * An accessible modal dialog on the native `<dialog>` element: `showModal()` makes the rest of the
 * page inert, Escape closes it, focus moves to the first focusable control inside (or the element
 * marked `data-autofocus`) and returns to the element that had it when the dialog closes. When a
 * form inside holds unsaved changes, Escape and "×" ask "Discard changes?" first.
 */
export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Wider layout for forms. */
  size?: "small" | "large";
}

export function Dialog({ open, onClose, title, description, children, size = "small" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const unsaved = useRef(new Set<string>());
  const [asking, setAsking] = useState(false);
  const report = useCallback((id: string, dirty: boolean) => {
    if (dirty) unsaved.current.add(id);
    else unsaved.current.delete(id);
  }, []);
  const requestClose = useMemo(
    () => () => {
      if (unsaved.current.size > 0) setAsking(true);
      else onCloseRef.current();
    },
    [],
  );

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal?.();
    const focusTarget =
      dialog.querySelector<HTMLElement>("[data-autofocus]") ??
      dialog.querySelector<HTMLElement>(
        "input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]):not(.dialog__close)",
      );
    focusTarget?.focus();
    return () => {
      if (dialog.open) dialog.close?.();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <>
      <dialog
        ref={ref}
        className={`dialog dialog--${size}`}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        onCancel={(e) => {
          e.preventDefault();
          requestClose();
        }}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="icon-button dialog__close" aria-label="Close dialog" onClick={requestClose}>
            ×
          </button>
        </div>
        {description ? (
          <div id={descriptionId} className="dialog__description">
            {description}
          </div>
        ) : null}
        <div className="dialog__body">
          <UnsavedRegistry.Provider value={report}>{children}</UnsavedRegistry.Provider>
        </div>
      </dialog>
      {/* A sibling, not a child: its Escape must not reach this dialog's onCancel. */}
      <DiscardChangesDialog
        open={asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          unsaved.current.clear();
          onCloseRef.current();
        }}
      />
    </>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Red button for moves that end the application (decline, reject). */
  tone?: "primary" | "danger";
  pending?: boolean;
  error?: string | null;
  /** The button that closes without acting ("Keep request" where "Cancel" would be ambiguous). */
  cancelLabel?: string;
  /** The action is no longer possible (e.g. someone else moved the application): only "Done" is offered. */
  confirmHidden?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action; shows the API's error in words when the action fails. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    title,
    description,
    confirmLabel,
    cancelLabel = "Cancel",
    tone = "primary",
    pending,
    error,
    confirmHidden,
    onConfirm,
    onClose,
  } = props;
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={onClose}
          data-autofocus={confirmHidden || undefined}
        >
          {confirmHidden ? "Done" : cancelLabel}
        </button>
        {confirmHidden ? null : (
          <button
            type="button"
            className={`button button--${tone}`}
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending || undefined}
            data-autofocus
          >
            {pending ? "Working…" : confirmLabel}
          </button>
        )}
      </div>
    </Dialog>
  );
}

/** "Discard changes?": asked before typed work that was not saved is thrown away. */
export function DiscardChangesDialog({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Discard changes?"
      description="You have typed changes that are not saved. Leaving throws them away."
      cancelLabel="Keep editing"
      confirmLabel="Discard changes"
      tone="danger"
      onConfirm={onDiscard}
      onClose={onKeep}
    />
  );
}
