import { describe, expect, it } from "vitest";
import { expiryState, soonWords } from "./expiry";

const now = Date.parse("2026-06-10T12:00:00Z");
const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();

describe("expiryState", () => {
  it("flags open requests past their expiry as overdue and those within a week as soon", () => {
    expect(expiryState({ status: "pending", expires_at: at(-1) }, now)).toEqual({ kind: "overdue" });
    expect(expiryState({ status: "partially", expires_at: at(5) }, now)).toEqual({ kind: "soon", days: 0 });
    expect(expiryState({ status: "pending", expires_at: at(30) }, now)).toEqual({ kind: "soon", days: 1 });
    expect(expiryState({ status: "pending", expires_at: at(6 * 24 + 23) }, now)).toEqual({ kind: "soon", days: 6 });
    expect(expiryState({ status: "pending", expires_at: at(7 * 24) }, now)).toEqual({ kind: "none" });
  });

  it("leaves closed requests alone and names expired ones", () => {
    expect(expiryState({ status: "expired", expires_at: at(-48) }, now)).toEqual({ kind: "expired" });
    expect(expiryState({ status: "completed", expires_at: at(-1) }, now)).toEqual({ kind: "none" });
    expect(expiryState({ status: "canceled", expires_at: at(2) }, now)).toEqual({ kind: "none" });
  });

  it("words the days left", () => {
    expect([0, 1, 3].map(soonWords)).toEqual(["Expires today", "Expires tomorrow", "Expires in 3 days"]);
  });
});
