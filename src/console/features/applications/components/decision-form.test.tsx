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

  it("words the difference between approved and requested amounts", () => {
    expect(amountDifference(50000, 50000, "EUR")).toBe("");
    expect(amountDifference(50000, undefined, "EUR")).toBe("");
    expect(amountDifference(50000, 75000, "EUR")).toMatch(/^EUR 25,000(\.00)? \(50 %\) above the requested amount$/);
  });
});
