import { describe, expect, it } from "vitest";
import { availableAgainFrom, canResendAt } from "./invitation";

describe("canResendAt", () => {
  const at = "2026-01-02T10:00:00.000Z";
  it("allows a resend from the time on, never once accepted", () => {
    expect(canResendAt({ invitation_status: "invited", invitation_resend_available_at: at }, Date.parse(at) - 1)).toBe(
      false,
    );
    expect(canResendAt({ invitation_status: "invited", invitation_resend_available_at: at }, Date.parse(at))).toBe(
      true,
    );
    expect(canResendAt({ invitation_status: "revoked", invitation_resend_available_at: at }, Date.parse(at) + 1)).toBe(
      true,
    );
    expect(canResendAt({ invitation_status: "accepted", invitation_resend_available_at: null }, Date.now())).toBe(
      false,
    );
  });
});

describe("availableAgainFrom", () => {
  it("reads the time from the 429's message", () => {
    const msg =
      "The invitation was last sent at 2026-01-01T10:00:00.000Z; it can be sent again from 2026-01-02T10:00:00.000Z";
    expect(availableAgainFrom([{ loc: [], msg, type: "request", code: "partner_invitation_resend_too_soon" }])).toBe(
      "2026-01-02T10:00:00.000Z",
    );
    expect(availableAgainFrom([])).toBeNull();
  });
});
