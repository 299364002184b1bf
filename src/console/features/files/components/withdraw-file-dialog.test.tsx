import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { polyfillDialog } from "../../../../../test/support/console";
import { WithdrawFileDialog } from "./withdraw-file-dialog";

beforeAll(polyfillDialog);
afterEach(cleanup);

function renderDialog(otherParty: string | null, serverError: string | null = null) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <WithdrawFileDialog
      fileName="quayside-2025.pdf"
      otherParty={otherParty}
      pending={false}
      serverError={serverError}
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  return { onSubmit, onClose };
}

describe("WithdrawFileDialog", () => {
  it("says the other party will see who withdrew the file and when, and asks for the reason", async () => {
    const { onSubmit } = renderDialog("Borealis Trading Co and its other forwarders");
    expect(screen.getByRole("dialog", { name: "Withdraw quayside-2025.pdf?" })).toBeInTheDocument();
    expect(
      screen.getByText(
        /Borealis Trading Co and its other forwarders will no longer see this file .* who withdrew it and when/,
      ),
    ).toBeInTheDocument();

    // No reason: the contract's rule refuses it before any request.
    await userEvent.click(screen.getByRole("button", { name: "Withdraw file" }));
    await waitFor(() => expect(screen.getByLabelText("Reason")).toHaveAttribute("aria-invalid", "true"));
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText("Reason"), "Another company's statement");
    await userEvent.click(screen.getByRole("button", { name: "Withdraw file" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith("Another company's statement"));
  });

  it("names nobody when nobody else reads the file, shows the server's refusal, and closes on Keep the file", async () => {
    const { onClose } = renderDialog(null, "The file was already withdrawn");
    expect(screen.queryByText(/will no longer see/)).not.toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("The file was already withdrawn");
    await userEvent.click(screen.getByRole("button", { name: "Keep the file" }));
    expect(onClose).toHaveBeenCalled();
  });
});
