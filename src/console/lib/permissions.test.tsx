import "@testing-library/jest-dom/vitest";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithQuery } from "../../../test/support/console";
import { approveApplication } from "../../contract/applications";
import { listUsers } from "../../contract/people-admin";
import { Permitted } from "../components/permission";
import { permissionReason, rolesWith, useCan } from "./permissions";
import { endSession, type Session, startSession } from "./session";

afterEach(() => {
  cleanup();
  endSession("signed-out");
});

const person = (role: "viewer" | "analyst" | "approver" | "admin"): Session => ({
  accessToken: "t",
  expiresAt: Date.now() + 60_000,
  clientId: null,
  organizationId: "00000000-0000-4000-8000-000000000001",
  person: { id: "u1", email: "p@example.com", name: "Pat", role },
});

function Approve() {
  const can = useCan(approveApplication, "approve");
  return (
    <Permitted can={can}>
      {(props) => (
        <button type="button" {...props}>
          Approve
        </button>
      )}
    </Permitted>
  );
}

function People() {
  const can = useCan(listUsers);
  return <p>{can.allowed ? "allowed" : can.reason}</p>;
}

describe("permissions from the contract's table", () => {
  it("names the roles that hold a permission", () => {
    expect(rolesWith("decide")).toBe("Approvers and admins");
    expect(rolesWith("work")).toBe("Analysts, approvers and admins");
    expect(permissionReason("decide", "approve")).toBe("Approvers and admins can approve.");
  });

  it("a viewer's Approve is disabled, with the reason as tooltip and as its description", () => {
    startSession(person("viewer"));
    renderWithQuery(<Approve />);
    const button = screen.getByRole("button", { name: "Approve" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("title", "Approvers and admins can approve.");
    expect(button).toHaveAccessibleDescription("Approvers and admins can approve.");
    expect(screen.getByText("Approvers and admins can approve.")).toBeVisible();
  });

  it("an approver may approve; an analyst may not administer", () => {
    startSession(person("approver"));
    renderWithQuery(<Approve />);
    expect(screen.getByRole("button", { name: "Approve" })).toBeEnabled();
    cleanup();
    startSession(person("analyst"));
    renderWithQuery(<People />);
    expect(screen.getByText("Admins can administer the organization.")).toBeInTheDocument();
  });

  it("an API client is not limited", () => {
    startSession({ accessToken: "t", expiresAt: Date.now() + 60_000, clientId: "c", organizationId: "o" });
    renderWithQuery(<People />);
    expect(screen.getByText("allowed")).toBeInTheDocument();
  });
});
