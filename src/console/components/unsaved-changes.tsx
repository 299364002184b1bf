import { useBlocker, useRouter } from "@tanstack/react-router";
import { type ReactNode, type RefObject, useCallback, useRef } from "react";
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
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  // Component tests render forms without a router: then only the dialog part applies.
  const router = useRouter({ warn: false });
  return (
    <>
      <ReportUnsaved dirty={isDirty} />
      {router ? <RouteGuard dirty={dirty} /> : null}
    </>
  );
}

/** Rendered where the form is, so that it reaches the `Dialog` the form sits in. */
function ReportUnsaved({ dirty }: { dirty: boolean }) {
  useReportUnsaved(dirty);
  return null;
}

function RouteGuard({ dirty }: { dirty: RefObject<boolean> }) {
  const shouldBlockFn = useCallback(() => dirty.current, [dirty]);
  const enableBeforeUnload = useCallback(() => dirty.current, [dirty]);
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload, withResolver: true });
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
