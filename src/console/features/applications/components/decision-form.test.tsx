import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Decision } from "../api/decide";
import { amountDifference, DecisionForm } from "./decision-form";

afterEach(cleanup);

const requested = { amount: 50000, currency: "EUR" };

describe("DecisionForm", () => {
  it("approve: sends the approved amount, conditions and reason and shows the difference to the request", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(d: Decision) => void>();
    render(
      <DecisionForm
        action="approve"
        requested={requested}
        submitLabel="Approve"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await user.type(screen.getByLabelText(/Approved amount/), "30000");
    expect(screen.getByTestId("amount-difference")).toHaveTextContent("below the requested amount");
    await user.type(screen.getByLabelText("Conditions"), "Director's guarantee");
    await user.type(screen.getByLabelText("Reason"), "Thin equity");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(onSubmit).toHaveBeenCalledWith({
      action: "approve",
      body: { approved_amount: 30000, conditions: "Director's guarantee", reason: "Thin equity" },
    });
  });

  it("approve with nothing filled in approves as requested (empty body)", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(d: Decision) => void>();
    render(
      <DecisionForm
        action="approve"
        requested={requested}
        submitLabel="Approve"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(onSubmit).toHaveBeenCalledWith({ action: "approve", body: {} });
  });

  it("refuses what the contract refuses: a zero amount, a reason over 2000 characters", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(d: Decision) => void>();
    render(
      <DecisionForm
        action="approve"
        requested={requested}
        submitLabel="Approve"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await user.type(screen.getByLabelText(/Approved amount/), "0");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(screen.getByLabelText(/Approved amount/)).toHaveAttribute("aria-invalid", "true"));
    expect(onSubmit).not.toHaveBeenCalled();

    cleanup();
    render(
      <DecisionForm
        action="decline"
        requested={requested}
        submitLabel="Decline"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await user.click(screen.getByLabelText("Reason"));
    await user.paste("x".repeat(2001));
    await user.click(screen.getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(screen.getByLabelText("Reason")).toHaveAttribute("aria-invalid", "true"));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("decline sends its reason", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(d: Decision) => void>();
    render(
      <DecisionForm
        action="decline"
        requested={requested}
        submitLabel="Decline"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await user.type(screen.getByLabelText("Reason"), "Negative equity");
    await user.click(screen.getByRole("button", { name: "Decline" }));
    expect(onSubmit).toHaveBeenCalledWith({ action: "decline", body: { reason: "Negative equity" } });
  });

  it("decline always asks for the reason: an empty one is refused with a clear message, nothing is sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(d: Decision) => void>();
    render(
      <DecisionForm
        action="decline"
        requested={requested}
        submitLabel="Decline"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    const reason = screen.getByLabelText("Reason");
    expect(reason).toBeRequired();
    expect(reason).toHaveAccessibleDescription(/The shipper sees this text, as you write it/);
    await user.click(screen.getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(reason).toHaveAttribute("aria-invalid", "true"));
    expect(reason).toHaveAccessibleDescription(/Give a reason: the shipper reads it in the application's history\./);
    // Blanks only are no reason either.
    await user.type(reason, "   ");
    await user.click(screen.getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/Give a reason/));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the text the other party will read, and reject (the shipper's) names the forwarder", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(d: Decision) => void>();
    render(
      <DecisionForm
        action="reject"
        requested={requested}
        submitLabel="Reject"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByLabelText("Reason")).toHaveAccessibleDescription(/The forwarder sees this text/);
    await user.click(screen.getByRole("button", { name: "Reject" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Reason")).toHaveAccessibleDescription(/Give a reason: the forwarder reads it/),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Reason"), "  The rate is too high ");
    expect(screen.getByTestId("reason-preview")).toHaveTextContent(
      "The forwarder will read: “Reason: The rate is too high”",
    );
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(onSubmit).toHaveBeenCalledWith({ action: "reject", body: { reason: "The rate is too high" } });
  });

  it("words the difference between approved and requested amounts", () => {
    expect(amountDifference(50000, 50000, "EUR")).toBe("");
    expect(amountDifference(50000, undefined, "EUR")).toBe("");
    expect(amountDifference(50000, 75000, "EUR")).toMatch(/^EUR 25,000(\.00)? \(50 %\) above the requested amount$/);
  });
});
