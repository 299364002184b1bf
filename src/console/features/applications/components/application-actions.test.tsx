import "@testing-library/jest-dom/vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { polyfillDialog, renderWithQuery } from "../../../../../test/support/console";
import type { Scope } from "../../../lib/scope";
import { ApplicationActions, describeAction, doneMessage } from "./application-actions";
import { applicationDetail as detail, forwarderId, shipperId } from "./application-detail.fixture";

const forwarderSelf: Scope = { requesterId: forwarderId, targetId: forwarderId, targetName: null, scenarios: ["self"] };
const shipperSelf: Scope = { requesterId: shipperId, targetId: shipperId, targetName: null, scenarios: ["self"] };

beforeAll(polyfillDialog);
afterEach(cleanup);

const shipperGuest: Scope = { requesterId: shipperId, targetId: forwarderId, targetName: null, scenarios: ["guest"] };

describe("ApplicationActions never contradicts the offered moves (issue 23)", () => {
  it("no 'No actions are open to you' when only signature moves are offered: it points to the Signature panel", () => {
    renderWithQuery(
      <ApplicationActions
        app={detail("sign_document_created", ["open_agreement", "sign_agreement", "decline_agreement"])}
        scope={shipperGuest}
      />,
    );
    expect(screen.queryByText(/No actions are open to you/)).not.toBeInTheDocument();
    expect(screen.getByTestId("signature-pointer")).toHaveTextContent("Signature panel");
  });

  it("says nothing is open only when allowed_actions is empty", () => {
    renderWithQuery(<ApplicationActions app={detail("finalized", [])} scope={shipperGuest} />);
    expect(screen.getByText(/No actions are open to you/)).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("the approve dialog of a monthly facility compares per month, and states the bound in words", async () => {
    const user = userEvent.setup();
    renderWithQuery(<ApplicationActions app={detail("internal_review", ["approve"])} scope={forwarderSelf} />);
    await user.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = screen.getByRole("dialog", { name: "Approve?" });
    const field = within(dialog).getByLabelText(/Approved amount \(USD per month\)/);
    expect(dialog).toHaveTextContent("Requested monthly facility: USD 40,000 per month");
    await user.click(field);
    await user.paste("36000");
    expect(within(dialog).getByTestId("amount-difference")).toHaveTextContent(
      "USD 4,000 per month (10 %) below the requested monthly facility",
    );
    await user.clear(field);
    await user.click(field);
    await user.paste("99999999999999999999");
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await within(dialog).findByText("Enter a whole amount up to 9,007,199,254,740,991.")).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/Too big|expected int/);
  });
});

describe("ApplicationActions", () => {
  it("renders exactly the forwarder's permitted moves as named buttons", () => {
    renderWithQuery(
      <ApplicationActions
        app={detail("internal_review", ["external_review", "request_changes", "approve", "decline"])}
        scope={forwarderSelf}
      />,
    );
    const names = screen.getAllByRole("button").map((b) => b.textContent);
    expect(names).toEqual(["External review", "Request changes", "Approve", "Decline"]);
    expect(screen.queryByRole("button", { name: "Finalize" })).not.toBeInTheDocument();
  });

  it("opens a decision dialog that says what the move does and asks for the reason", async () => {
    const user = userEvent.setup();
    renderWithQuery(<ApplicationActions app={detail("pending", ["start_review", "decline"])} scope={forwarderSelf} />);
    await user.click(screen.getByRole("button", { name: "Decline" }));
    const dialog = screen.getByRole("dialog", { name: "Decline?" });
    expect(dialog).toHaveTextContent("This moves the application from Pending to Declined. This cannot be undone.");
    expect(within(dialog).getByLabelText("Reason")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Decline" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("the approve dialog asks for the approved amount, conditions and reason", async () => {
    const user = userEvent.setup();
    renderWithQuery(<ApplicationActions app={detail("internal_review", ["approve"])} scope={forwarderSelf} />);
    await user.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = screen.getByRole("dialog", { name: "Approve?" });
    expect(within(dialog).getByLabelText(/Approved amount/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Conditions")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Reason")).toBeInTheDocument();
  });

  it("a simple move opens a confirmation dialog with the button focused", async () => {
    const user = userEvent.setup();
    renderWithQuery(<ApplicationActions app={detail("pending", ["start_review", "decline"])} scope={forwarderSelf} />);
    await user.click(screen.getByRole("button", { name: "Start review" }));
    const dialog = screen.getByRole("dialog", { name: "Start review?" });
    expect(within(dialog).getByRole("button", { name: "Start review" })).toHaveFocus();
  });

  it("opens the request-changes form and the trade-finance form in dialogs", async () => {
    const user = userEvent.setup();
    renderWithQuery(<ApplicationActions app={detail("pending", ["request_changes"])} scope={forwarderSelf} />);
    await user.click(screen.getByRole("button", { name: "Request changes" }));
    const dialog = screen.getByRole("dialog", { name: "Request changes" });
    expect(within(dialog).getByLabelText("Additional documents")).toBeInTheDocument();
  });

  it("offers a switch of the target organization, in plain words, for moves done with another one", async () => {
    renderWithQuery(
      <ApplicationActions
        app={detail("needs_action", ["update_trade_finance", "confirm_documents_sent", "resubmit"])}
        scope={shipperSelf}
      />,
    );
    expect(screen.getByRole("button", { name: "Edit trade finance" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resubmit" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm documents sent" })).not.toBeInTheDocument();
    expect(screen.getByText(/To “Confirm documents sent”, switch to Borealis Trading Co:/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Switch to Borealis Trading Co" })).toBeInTheDocument();
    expect(screen.queryByText(/scenario|Host →|Guest →/)).not.toBeInTheDocument();
  });

  it("a move refused because the application moved meanwhile says so, keeps its text and offers only Close", async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithQuery(
      <ApplicationActions app={detail("pending", ["start_review", "decline"])} scope={forwarderSelf} />,
    );
    await user.click(screen.getByRole("button", { name: "Start review" }));
    const dialog = screen.getByRole("dialog", { name: "Start review?" });
    // Signed out in this test, the call is refused before it leaves: a refusal like any other.
    await user.click(within(dialog).getByRole("button", { name: "Start review" }));
    await screen.findByRole("alert");
    // The refresh after the refusal shows the application as another tab left it.
    rerender(
      <ApplicationActions app={detail("internal_review", ["external_review", "decline"])} scope={forwarderSelf} />,
    );
    const after = screen.getByRole("dialog", { name: "Start review?" });
    expect(after).toHaveTextContent("This moves the application from Pending to Internal review.");
    expect(within(after).getByRole("alert")).toHaveTextContent(
      "This application is already Internal review: it was moved while this dialog was open.",
    );
    expect(within(after).queryByRole("button", { name: "Start review" })).not.toBeInTheDocument();
    await user.click(within(after).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says so when no move is open", () => {
    renderWithQuery(<ApplicationActions app={detail("finalized", [])} scope={forwarderSelf} />);
    expect(screen.getByText("No actions are open to you on this application now.")).toBeInTheDocument();
  });

  it("words for dialogs and toasts come from the transition table", () => {
    expect(describeAction("approve", { status: "external_review" })).toBe(
      "This moves the application from External review to Approved.",
    );
    expect(doneMessage("start_review")).toBe("Application moved to Internal review.");
    expect(doneMessage("confirm_documents_sent")).toBe("Additional documents confirmed as sent.");
  });
});
