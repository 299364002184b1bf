import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { polyfillDialog } from "../../../../../test/support/console";
import { createApiClientBody } from "../../../../contract/api-clients";
import { ClientSecretDialog } from "./client-secret-dialog";
import { CreateClientDialog } from "./create-client-dialog";

beforeAll(polyfillDialog);
afterEach(cleanup);

describe("CreateClientDialog (the contract's createApiClientBody)", () => {
  it("refuses an empty name, sends the trimmed one", async () => {
    const onSubmit = vi.fn();
    render(<CreateClientDialog pending={false} error={null} onSubmit={onSubmit} onClose={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "Add client" }));
    expect(await screen.findByText("Enter a name.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Name"), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Add client" }));
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText("Name"), "ERP export  ");
    await userEvent.click(screen.getByRole("button", { name: "Add client" }));
    expect(onSubmit).toHaveBeenCalledWith("ERP export");
    expect(createApiClientBody.safeParse({ name: onSubmit.mock.calls[0]?.[0] }).success).toBe(true);
  });

  it("says the API's refusal in words and shows the pending state", () => {
    render(<CreateClientDialog pending error={new Error("Network down")} onSubmit={() => {}} onClose={() => {}} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Network down");
    expect(screen.getByRole("button", { name: "Adding…" })).toBeDisabled();
  });
});

describe("ClientSecretDialog", () => {
  it("shows the client ID and the secret once, copies them, says it will not be shown again", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const onClose = vi.fn();
    render(<ClientSecretDialog clientId="cli_abc" secret="s3cr3t" rotated={false} onClose={onClose} />);
    expect(screen.getByText(/you will not see it again/)).toBeInTheDocument();
    expect(screen.getByLabelText("Client ID")).toHaveValue("cli_abc");
    expect(screen.getByLabelText("Client secret")).toHaveValue("s3cr3t");
    await userEvent.click(screen.getByRole("button", { name: "Copy secret" }));
    expect(writeText).toHaveBeenCalledWith("s3cr3t");
    expect(await screen.findByText("Secret copied to the clipboard.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Copy client ID" }));
    expect(writeText).toHaveBeenLastCalledWith("cli_abc");
    await userEvent.click(screen.getByRole("button", { name: "I have stored it" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("after a rotation says until when the old secret works, or that it stopped", () => {
    const { unmount } = render(
      <ClientSecretDialog
        clientId="cli_abc"
        secret="new"
        rotated
        previousSecretExpiresAt="27 Nov 2026, 18:00"
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole("heading", { name: "New client secret" })).toBeInTheDocument();
    expect(screen.getByText(/old secret keeps working until 27 Nov 2026, 18:00/)).toBeInTheDocument();
    unmount();
    render(
      <ClientSecretDialog clientId="cli_abc" secret="new" rotated previousSecretExpiresAt={null} onClose={() => {}} />,
    );
    expect(screen.getByText(/The old secret stopped working/)).toBeInTheDocument();
  });

  it("says when copying failed", async () => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: vi.fn().mockRejectedValue(new Error("denied")) },
      configurable: true,
    });
    render(<ClientSecretDialog clientId="cli_abc" secret="s" rotated={false} onClose={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "Copy secret" }));
    expect(await screen.findByText(/Copying failed/)).toBeInTheDocument();
  });
});
