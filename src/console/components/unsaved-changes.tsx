import { useBlocker, useRouter } from "@tanstack/react-router";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { DiscardChangesDialog, useReportUnsaved } from "./dialog";

/**
 * The unsaved-changes guard of every form (issue 25): while `isDirty` is true, leaving the route
 * (a link, a tab of the record or the financial files, back/forward) asks "Discard changes?",
 * closing or reloading the browser tab raises the browser's own "Leave site?" prompt, and inside a
 * `Dialog` Escape and "×" ask before closing. Pass react-hook-form's `formState.isDirty` (a form
 * that resets its values after a save stops guarding by itself; see `unsavedWork` for forms whose
 * parent closes or navigates on success). Render the returned element inside the form (inside the
 * `Dialog`, when there is one).
 */
export function useUnsavedChangesGuard(isDirty: boolean): ReactNode {
  const id = useId();
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  useEffect(() => {
    if (isDirty) unsavedForms.add(id);
    else {
      unsavedForms.delete(id);
      discarded.delete(id);
    }
    return () => {
      unsavedForms.delete(id);
      discarded.delete(id);
    };
  }, [id, isDirty]);
  const guarding = useCallback(() => dirty.current && !discarded.has(id), [id]);
  // Component tests render forms without a router: then only the dialog part applies.
  const router = useRouter({ warn: false });
  return (
    <>
      <ReportUnsaved dirty={isDirty} />
      {router ? <RouteGuard guarding={guarding} /> : null}
    </>
  );
}

/** Forms of the page holding unsaved changes, and those whose changes the user chose to discard. */
const unsavedForms = new Set<string>();
const discarded = new Set<string>();

/** True while a form on the page holds changes the user has not saved nor chosen to discard. */
export function hasUnsavedChanges(): boolean {
  for (const id of unsavedForms) if (!discarded.has(id)) return true;
  return false;
}

/**
 * For a change that replaces the page's forms without a route change (the organization switcher):
 * `confirmDiscard(action)` runs `action` at once when nothing is unsaved, otherwise after the user
 * answers "Discard changes" (render `dialog`). Discarded forms no longer ask, so a navigation that
 * follows the change does not ask a second time.
 */
export function useConfirmDiscard(): { confirmDiscard: (action: () => void) => void; dialog: ReactNode } {
  const [pending, setPending] = useState<{ action: () => void } | null>(null);
  const confirmDiscard = useCallback((action: () => void) => {
    if (hasUnsavedChanges()) setPending({ action });
    else action();
  }, []);
  const dialog = (
    <DiscardChangesDialog
      open={pending !== null}
      onKeep={() => setPending(null)}
      onDiscard={() => {
        for (const id of unsavedForms) discarded.add(id);
        setPending(null);
        pending?.action();
      }}
    />
  );
  return { confirmDiscard, dialog };
}

/** Rendered where the form is, so that it reaches the `Dialog` the form sits in. */
function ReportUnsaved({ dirty }: { dirty: boolean }) {
  useReportUnsaved(dirty);
  return null;
}

function RouteGuard({ guarding }: { guarding: () => boolean }) {
  const blocker = useBlocker({ shouldBlockFn: guarding, enableBeforeUnload: guarding, withResolver: true });
  return (
    <DiscardChangesDialog
      open={blocker.status === "blocked"}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
}

/**
 * Typed work not yet saved, for a form whose parent saves it and then closes or navigates away:
 * changed values, unless the last submit went out and the server did not refuse it (a refusal
 * shown as `serverError` guards the values again).
 */
export function unsavedWork(
  formState: { isDirty: boolean; isSubmitSuccessful: boolean },
  serverError?: string | boolean | null,
): boolean {
  return formState.isDirty && !(formState.isSubmitSuccessful && !serverError);
}
