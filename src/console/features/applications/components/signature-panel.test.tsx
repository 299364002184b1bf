import "@testing-library/jest-dom/vitest";
import type { QueryClient } from "@tanstack/react-query";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { polyfillDialog, renderWithQuery } from "../../../../../test/support/console";
import type { SignatureProcess } from "../../../../contract/signatures";
import type { ApplicationAction, CreditApplicationStatus } from "../../../../contract/transitions";
import type { Scope } from "../../../lib/scope";
import { endSession, type Session, startSession } from "../../../lib/session";
import type { ApplicationDetail } from "../api/get-application";
import { signatureProcessQueryOptions } from "../api/get-signature-process";
import { SignaturePanel, showsSignature } from "./signature-panel";

const forwarderId = "0b3f5c2e-1a4d-4e7f-9c11-000000000001";
const shipperId = "0b3f5c2e-1a4d-4e7f-9c11-000000000002";
const at = "2026-01-01T00:00:00.000Z";
const sha = "a".repeat(64);

function detail(
  status: CreditApplicationStatus,
  allowed: ApplicationAction[],
  viewer: "forwarder" | "shipper",
  withheld: ApplicationAction[] = [],
) {
  const counterparty =
    viewer === "forwarder"
      ? { id: shipperId, name: "Borealis Trading Co", email: "b@example.com" }
      : { id: forwarderId, name: "Atlas Freight", email: "a@example.com" };
  const app: ApplicationDetail = {
    id: "app-0000000001",
    reference: "CA-2026-000001",
    organization: counterparty,
    credit_application_type: "factoring",
    status,
    created_at: at,
    updated_at: at,
    expires_at: null,
    amount: 40000,
    currency: "EUR",
    payment_terms: "Net 30",
    security_compliance: "",
    extra_details: {
      created_at: at,
      updated_at: at,
      requested_amount: null,
      purpose: null,
      counterparty_id: null,
      counterparty: null,
    },
    forwarder_id: forwarderId,
    shipper_id: shipperId,
    amounts: {
      requested: { amount: 40000, currency: "EUR", basis: "total" },
      approved: null,
      invoices_to_be_factored: null,
    },
    needs_action: null,
    pending_approval: null,
    allowed_actions: allowed,
    actions_withheld_by_role: withheld,
    history: [],
    shipper_analytics_readable: false,
  };
  return app;
}

function process(status: CreditApplicationStatus, signed: boolean): SignatureProcess {
  return {
    id: "0b3f5c2e-1a4d-4e7f-9c11-0000000000aa",
    credit_application_id: "app-0000000001",
    status,
    signer_name: "Bea Lindholm",
    signer_email: "bea@example.com",
    message: "Please sign",
    created_at: at,
    expires_at: "2026-01-15T00:00:00.000Z",
    completed_at: signed ? at : null,
    original_sha256: sha,
    signed_sha256: signed ? "b".repeat(64) : null,
    agreement: null,
    events: [
      { type: "created", at, organization_id: forwarderId, detail: "Sent to Bea Lindholm" },
      ...(signed
        ? [
            { type: "signed" as const, at, organization_id: shipperId, detail: "Bea Lindholm: I, …" },
            { type: "sealed" as const, at, organization_id: null, detail: null },
          ]
        : []),
    ],
  };
}

const forwarderSelf: Scope = { requesterId: forwarderId, targetId: forwarderId, targetName: null, scenarios: ["self"] };
const shipperGuest: Scope = { requesterId: shipperId, targetId: forwarderId, targetName: null, scenarios: ["guest"] };

function seeded(scope: Scope, value: SignatureProcess | null) {
  return (client: QueryClient) => {
    const options = signatureProcessQueryOptions(scope, "app-0000000001");
    client.setQueryDefaults(options.queryKey, { staleTime: Number.POSITIVE_INFINITY });
    client.setQueryData(options.queryKey, value);
  };
}

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  endSession("signed-out");
});

const shipperPerson = (role: "viewer" | "analyst" | "approver"): Session => ({
  accessToken: "t",
  expiresAt: Date.now() + 60_000,
  clientId: null,
  organizationId: shipperId,
  person: { id: "u1", email: "p@example.com", name: "Pat", role },
});

describe("SignaturePanel", () => {
  it("shows for signature statuses, finalized and when a signature move is allowed; not otherwise", () => {
    expect(showsSignature({ status: "approved", allowed_actions: ["send_for_signature"] })).toBe(true);
    expect(showsSignature({ status: "approved", allowed_actions: ["reject"] })).toBe(false);
    expect(showsSignature({ status: "sign_document_expired", allowed_actions: [] })).toBe(true);
    expect(showsSignature({ status: "pending", allowed_actions: [] })).toBe(false);
  });

  it("the forwarder of an approved application without a process: Send for signature only", () => {
    renderWithQuery(
      <SignaturePanel app={detail("approved", ["send_for_signature"], "forwarder")} scope={forwarderSelf} />,
      { seed: seeded(forwarderSelf, null) },
    );
    const panel = screen.getByRole("region", { name: "Signature" });
    expect(panel).toHaveTextContent("No agreement has been sent for signature yet.");
    expect(
      within(panel)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Send for signature"]);
  });

  it("the shipper of a created process: Review and sign, Decline agreement, the download and the events", () => {
    renderWithQuery(
      <SignaturePanel
        app={detail("sign_document_created", ["open_agreement", "sign_agreement", "decline_agreement"], "shipper")}
        scope={shipperGuest}
      />,
      { seed: seeded(shipperGuest, process("sign_document_created", false)) },
    );
    const panel = screen.getByRole("region", { name: "Signature" });
    expect(
      within(panel)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Review and sign", "Decline agreement", "Download agreement"]);
    expect(panel).toHaveTextContent("Bea Lindholm <bea@example.com>");
    expect(within(panel).getByRole("list", { name: "Signature events" })).toHaveTextContent("Sent for signature");
    expect(panel).toHaveTextContent("Not sealed");
  });

  it("a sealed process offers the signed PDF and no move; the service's step is named", () => {
    renderWithQuery(<SignaturePanel app={detail("sign_document_completed", [], "forwarder")} scope={forwarderSelf} />, {
      seed: seeded(forwarderSelf, process("sign_document_completed", true)),
    });
    const panel = screen.getByRole("region", { name: "Signature" });
    expect(
      within(panel)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Download agreement", "Download signed PDF"]);
    expect(panel).toHaveTextContent("Sign document completed");
    const events = within(panel).getByRole("list", { name: "Signature events" });
    expect(events).toHaveTextContent("Sealed by the service · The service");
    expect(events).toHaveTextContent("Signed · Borealis Trading Co");
  });

  it("the send dialog refuses what the contract refuses before any request", async () => {
    const user = userEvent.setup();
    renderWithQuery(
      <SignaturePanel app={detail("approved", ["send_for_signature"], "forwarder")} scope={forwarderSelf} />,
      { seed: seeded(forwarderSelf, null) },
    );
    await user.click(screen.getByRole("button", { name: "Send for signature" }));
    const dialog = screen.getByRole("dialog", { name: "Send for signature" });
    expect(within(dialog).getByLabelText("Signer's e-mail")).toHaveValue("b@example.com");
    await user.clear(within(dialog).getByLabelText("Days to sign"));
    await user.type(within(dialog).getByLabelText("Days to sign"), "0");
    await user.click(within(dialog).getByRole("button", { name: "Send agreement" }));
    expect(await within(dialog).findByText("Enter 1 or more.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Signer's name")).toHaveAccessibleDescription(/This field is required\./);
  });

  it("a viewer of the shipper sees Review and sign and Decline disabled with the reason; an approver may sign", async () => {
    const created = process("sign_document_created", false);
    startSession(shipperPerson("viewer"));
    // The server lists the moves the viewer's role lacks apart (allowed_actions is empty for them).
    const forViewer = detail("sign_document_created", [], "shipper", [
      "open_agreement",
      "sign_agreement",
      "decline_agreement",
    ]);
    renderWithQuery(<SignaturePanel app={forViewer} scope={shipperGuest} />, { seed: seeded(shipperGuest, created) });
    const reason = "Approvers and admins can sign or decline the agreement.";
    for (const name of ["Review and sign", "Decline agreement"]) {
      const button = screen.getByRole("button", { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute("title", reason);
      expect(button).toHaveAccessibleDescription(reason);
    }
    // Said once, visibly, for both buttons.
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(screen.getByText(reason)).toBeVisible();
    cleanup();
    endSession("signed-out");

    startSession(shipperPerson("approver"));
    const user = userEvent.setup();
    const forApprover = detail(
      "sign_document_created",
      ["open_agreement", "sign_agreement", "decline_agreement"],
      "shipper",
    );
    renderWithQuery(<SignaturePanel app={forApprover} scope={shipperGuest} />, {
      seed: seeded(shipperGuest, created),
    });
    expect(screen.queryByText(reason)).toBeNull();
    const sign = screen.getByRole("button", { name: "Review and sign" });
    expect(sign).toBeEnabled();
    expect(sign).not.toHaveAttribute("title");
    // Declining opens its form: the approver may decide.
    await user.click(screen.getByRole("button", { name: "Decline agreement" }));
    expect(screen.getByRole("dialog", { name: "Decline agreement?" })).toBeInTheDocument();
  });

  it("an analyst of the forwarder sees Cancel signature enabled (work), a viewer disabled with why", () => {
    const created = process("sign_document_created", false);
    startSession({ ...shipperPerson("analyst"), organizationId: forwarderId });
    renderWithQuery(
      <SignaturePanel app={detail("sign_document_created", ["cancel_signature"], "forwarder")} scope={forwarderSelf} />,
      { seed: seeded(forwarderSelf, created) },
    );
    expect(screen.getByRole("button", { name: "Cancel signature" })).toBeEnabled();
    cleanup();
    endSession("signed-out");
    startSession({ ...shipperPerson("viewer"), organizationId: forwarderId });
    renderWithQuery(
      <SignaturePanel
        app={detail("sign_document_created", [], "forwarder", ["cancel_signature"])}
        scope={forwarderSelf}
      />,
      { seed: seeded(forwarderSelf, created) },
    );
    const cancel = screen.getByRole("button", { name: "Cancel signature" });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription("Analysts, approvers and admins can cancel the signature.");
  });
});
