import "@testing-library/jest-dom/vitest";
import {
  createBrowserHistory,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { polyfillDialog } from "../../../test/support/console";
import { Dialog } from "./dialog";
import { hasUnsavedChanges, unsavedWork, useConfirmDiscard, useUnsavedChangesGuard } from "./unsaved-changes";

beforeAll(polyfillDialog);
afterEach(cleanup);

/** A form like the product's: one field, a save that resets the values to what was saved. */
function NoteForm() {
  const form = useForm<{ note: string }>({ defaultValues: { note: "" } });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => form.reset(values))}>
      {guard}
      <label>
        Note
        <input {...form.register("note")} />
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

function cancelDialog(name: string) {
  // jsdom has no Escape handling for <dialog>: Escape fires "cancel" on the open modal.
  const dialog = screen.getByRole("dialog", { name });
  fireEvent(dialog, new Event("cancel", { cancelable: true }));
}

describe("Dialog with a form holding unsaved changes", () => {
  function renderDialog(onClose: () => void) {
    return render(
      <Dialog open title="Edit partner" onClose={onClose}>
        <NoteForm />
      </Dialog>,
    );
  }

  it("closes at once on Escape while nothing was typed", () => {
    const onClose = vi.fn();
    renderDialog(onClose);
    cancelDialog("Edit partner");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog", { name: "Discard changes?" })).not.toBeInTheDocument();
  });

  it("asks on Escape and on × once something was typed; keeping editing keeps the text", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderDialog(onClose);
    await user.type(screen.getByLabelText("Note"), "Corrected address");

    cancelDialog("Edit partner");
    expect(await screen.findByRole("dialog", { name: "Discard changes?" })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Keep editing" }));
    expect(screen.queryByRole("dialog", { name: "Discard changes?" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Note")).toHaveValue("Corrected address");

    await user.click(screen.getByRole("button", { name: "Close dialog" }));
    await user.click(await screen.findByRole("button", { name: "Discard changes" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("does not ask after the changes were saved", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderDialog(onClose);
    await user.type(screen.getByLabelText("Note"), "Saved text");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => {
      cancelDialog("Edit partner");
      expect(onClose).toHaveBeenCalled();
    });
    expect(screen.queryByRole("dialog", { name: "Discard changes?" })).not.toBeInTheDocument();
  });
});

describe("route changes while a form holds unsaved changes", () => {
  function renderRoutes(history = createMemoryHistory({ initialEntries: ["/"] })) {
    const root = createRootRoute({
      component: () => (
        <>
          <nav>
            <Link to="/">Review</Link> <Link to="/analytics">Analytics</Link>
          </nav>
          <Outlet />
        </>
      ),
    });
    const review = createRoute({ getParentRoute: () => root, path: "/", component: NoteForm });
    const analytics = createRoute({
      getParentRoute: () => root,
      path: "/analytics",
      component: () => <h1>Analytics view</h1>,
    });
    const router = createRouter({
      routeTree: root.addChildren([review, analytics]),
      history,
    });
    render(<RouterProvider router={router} />);
    return router;
  }

  it("asks before leaving; keeping editing stays with the text, discarding leaves", async () => {
    const user = userEvent.setup();
    const router = renderRoutes();
    await user.type(await screen.findByLabelText("Note"), "Net profit -120000");

    await user.click(screen.getByRole("link", { name: "Analytics" }));
    expect(await screen.findByRole("dialog", { name: "Discard changes?" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Discard changes?" })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByLabelText("Note")).toHaveValue("Net profit -120000");

    await user.click(screen.getByRole("link", { name: "Analytics" }));
    await user.click(await screen.findByRole("button", { name: "Discard changes" }));
    expect(await screen.findByRole("heading", { name: "Analytics view" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/analytics");
  });

  it("lets the route change pass without asking after a save, and when nothing was typed", async () => {
    const user = userEvent.setup();
    const router = renderRoutes();
    await user.type(await screen.findByLabelText("Note"), "Saved");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByLabelText("Note")).toHaveValue("Saved"));
    await user.click(screen.getByRole("link", { name: "Analytics" }));
    expect(await screen.findByRole("heading", { name: "Analytics view" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Discard changes?" })).not.toBeInTheDocument();
    await act(() => router.navigate({ to: "/" }));
    await user.click(await screen.findByRole("link", { name: "Analytics" }));
    expect(await screen.findByRole("heading", { name: "Analytics view" })).toBeInTheDocument();
  });

  it("asks the browser before the tab is closed or reloaded, only while something is unsaved", async () => {
    const user = userEvent.setup();
    // The browser's history is the one that listens to "beforeunload".
    renderRoutes(createBrowserHistory());
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByLabelText("Note");
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText("Note"), "x");
    await waitFor(() => expect(unload()).toBe(true));
  });
});

describe("a change that replaces the page without a route change (target switch)", () => {
  function Switcher({ onSwitch }: { onSwitch: () => void }) {
    const { confirmDiscard, dialog } = useConfirmDiscard();
    return (
      <>
        <button type="button" onClick={() => confirmDiscard(onSwitch)}>
          Switch target
        </button>
        {dialog}
      </>
    );
  }

  it("switches at once when nothing is typed, asks first when something is", async () => {
    const user = userEvent.setup();
    const onSwitch = vi.fn();
    render(
      <>
        <Switcher onSwitch={onSwitch} />
        <NoteForm />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Switch target" }));
    expect(onSwitch).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText("Note"), "typed");
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    await user.click(screen.getByRole("button", { name: "Switch target" }));
    await user.click(await screen.findByRole("button", { name: "Keep editing" }));
    expect(onSwitch).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText("Note")).toHaveValue("typed");

    await user.click(screen.getByRole("button", { name: "Switch target" }));
    await user.click(await screen.findByRole("button", { name: "Discard changes" }));
    expect(onSwitch).toHaveBeenCalledTimes(2);
    // Discarded: nothing asks again (a navigation following the switch goes through).
    expect(hasUnsavedChanges()).toBe(false);
  });
});

describe("unsavedWork", () => {
  it("counts typed values until a submit went out unrefused", () => {
    expect(unsavedWork({ isDirty: false, isSubmitSuccessful: false })).toBe(false);
    expect(unsavedWork({ isDirty: true, isSubmitSuccessful: false })).toBe(true);
    expect(unsavedWork({ isDirty: true, isSubmitSuccessful: true })).toBe(false);
    expect(unsavedWork({ isDirty: true, isSubmitSuccessful: true }, "The e-mail is taken.")).toBe(true);
    expect(unsavedWork({ isDirty: true, isSubmitSuccessful: true }, true)).toBe(true);
  });
});
