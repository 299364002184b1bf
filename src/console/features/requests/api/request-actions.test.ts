import { describe, expect, it } from "vitest";
import type { DocumentRequestRow } from "./list-requests";
import { availableActions } from "./request-actions";

const host = "00000000-0000-4000-8000-000000000001";
const guest = "00000000-0000-4000-8000-000000000002";

function request(patch: Partial<DocumentRequestRow> = {}): DocumentRequestRow {
  return {
    id: "00000000-0000-4000-8000-0000000000aa",
    status: "pending",
    host_organization_id: host,
    guest_organization_id: guest,
    follow_up: false,
    expires_at: "2030-01-01T00:00:00Z",
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
    comment: null,
    all_documents: true,
    items: null,
    ...patch,
  };
}

describe("availableActions: who may move a request, and when", () => {
  it("the Host reminds (once) and cancels an open request", () => {
    expect(availableActions(request(), host)).toEqual(["remind", "cancel"]);
    expect(availableActions(request({ status: "partially" }), host)).toEqual(["remind", "cancel"]);
    expect(availableActions(request({ follow_up: true }), host)).toEqual(["cancel"]);
  });

  it("the Guest completes an open request", () => {
    expect(availableActions(request(), guest)).toEqual(["complete"]);
    expect(availableActions(request({ status: "partially" }), guest)).toEqual(["complete"]);
  });

  it("nobody moves a completed, canceled or expired request", () => {
    for (const status of ["completed", "canceled", "expired"] as const) {
      expect(availableActions(request({ status }), host)).toEqual([]);
      expect(availableActions(request({ status }), guest)).toEqual([]);
    }
  });

  it("a third organization has no action", () => {
    expect(availableActions(request(), "00000000-0000-4000-8000-000000000009")).toEqual([]);
  });
});
