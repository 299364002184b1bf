import { describe, expect, it } from "vitest";
import { destinationOf, type WorklistTarget } from "./destination";

const row = (over: Partial<WorklistTarget>): WorklistTarget => ({
  kind: "document_review",
  id: "d1",
  scenario: "self",
  direction: null,
  organization_id: null,
  organization_name: "Record Ltd",
  private_record_id: null,
  credit_application_id: null,
  ...over,
});

describe("destinationOf", () => {
  it("opens a private record's document in Self", () => {
    expect(destinationOf(row({ private_record_id: "r1" }))).toEqual({
      target: { kind: "self" },
      to: "/private-records/$recordId/documents/$documentId",
      params: { recordId: "r1", documentId: "d1" },
    });
  });

  it("opens a Guest's document with the Guest as Target", () => {
    expect(
      destinationOf(row({ scenario: "host", organization_id: "g1", organization_name: "Borealis Trading Co" })),
    ).toEqual({
      target: { kind: "other", targetId: "g1", targetName: "Borealis Trading Co", scenarios: ["host"] },
      to: "/financial-files/documents/$documentId",
      params: { documentId: "d1" },
    });
  });

  it("opens an application (or its signature) on its detail, the shipper's side towards its Host", () => {
    expect(
      destinationOf(
        row({ kind: "signature_expiring", id: "s1", credit_application_id: "CA1-abcdefgh", scenario: "self" }),
      ),
    ).toMatchObject({ target: { kind: "self" }, params: { applicationId: "CA1-abcdefgh" } });
    expect(
      destinationOf(
        row({
          kind: "application_action",
          id: "a1",
          credit_application_id: "a1",
          scenario: "guest",
          organization_id: "h1",
        }),
      ).target,
    ).toMatchObject({ kind: "other", targetId: "h1", scenarios: ["guest"] });
  });

  it("sends requests and invitations to their lists by direction", () => {
    expect(destinationOf(row({ kind: "request_due", direction: "sent", organization_id: "g1" })).to).toBe(
      "/requests-to-guests",
    );
    expect(
      destinationOf(row({ kind: "request_due", direction: "received", scenario: "guest", organization_id: "h1" })),
    ).toMatchObject({ to: "/document-requests", target: { kind: "other", targetId: "h1" } });
    expect(destinationOf(row({ kind: "invitation_unanswered", direction: "sent" })).to).toBe("/partners");
    expect(destinationOf(row({ kind: "invitation_unanswered", direction: "received", organization_id: "h2" }))).toEqual(
      { target: { kind: "self" }, to: "/invitations" },
    );
  });
});
