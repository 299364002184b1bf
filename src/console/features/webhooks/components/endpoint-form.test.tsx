import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { polyfillDialog } from "../../../../../test/support/console";
import { createWebhookEndpointBody } from "../../../../contract/webhooks";
import { EndpointFormDialog } from "./endpoint-form";
import { SecretDialog } from "./secret-dialog";

beforeAll(polyfillDialog);
afterEach(cleanup);

describe("EndpointFormDialog (the contract's createWebhookEndpointBody)", () => {
  it("sends every event by default, or the chosen types; refuses an empty choice and a missing URL", async () => {
    const onSubmit = vi.fn();
    render(<EndpointFormDialog pending={false} error={null} onSubmit={onSubmit} onClose={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect(await screen.findByText(/Enter the receiver's address/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText("Endpoint URL"), "https://erp.example.com/hooks");
    await userEvent.click(screen.getByLabelText("Only the event types I choose"));
    await userEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect(await screen.findByText("Choose at least one event type, or all events.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText(/Credit application status changed/));
    await userEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const body = onSubmit.mock.calls[0]?.[0];
    expect(body).toEqual({
      url: "https://erp.example.com/hooks",
      description: null,
      event_types: ["credit_application.status_changed"],
    });
    expect(createWebhookEndpointBody.safeParse(body).success).toBe(true);

    await userEvent.click(screen.getByLabelText("All events, including types added later"));
    await userEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ event_types: ["*"] });
  });
});

describe("SecretDialog", () => {
  it("shows the secret once with Copy, and says when copying worked", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const onClose = vi.fn();
    render(<SecretDialog secret="whsec_c2VjcmV0" rotated={false} onClose={onClose} />);
    expect(screen.getByLabelText("Secret")).toHaveValue("whsec_c2VjcmV0");
    await userEvent.click(screen.getByRole("button", { name: "Copy secret" }));
    expect(writeText).toHaveBeenCalledWith("whsec_c2VjcmV0");
    expect(await screen.findByText("Copied to the clipboard.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "I have stored it" }));
    expect(onClose).toHaveBeenCalled();
  });
});
