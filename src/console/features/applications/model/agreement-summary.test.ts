import { describe, expect, it } from "vitest";
import { agreementLines } from "./agreement-summary";

const base = {
  reference: "CA-2026-000123",
  approved_amount: 900000,
  currency: "EUR",
  as_requested: false,
  requested_amount: 1221000,
  conditions: ["Letter of credit from a tier-1 bank", "Quarterly accounts"],
  payment_terms: "NET 60",
  decided_at: "2026-11-26T06:40:00Z",
  decision_reason_included: false,
};

describe("agreementLines", () => {
  it("states the approved amount (not the requested one), every condition and the reference", () => {
    const lines = Object.fromEntries(agreementLines(base).map((l) => [l.label, l.value]));
    expect(lines["Agreement for"]).toBe("CA-2026-000123");
    expect(lines["Approved amount"]).toMatch(/^EUR 900,000(\.00)?$/);
    expect(lines.Conditions).toBe("1. Letter of credit from a tier-1 bank 2. Quarterly accounts");
    expect(JSON.stringify(lines)).not.toContain("1,221,000");
  });

  it("says 'as requested' and 'None'; nothing for a process sent before the summary existed", () => {
    const lines = Object.fromEntries(
      agreementLines({ ...base, as_requested: true, conditions: [] }).map((l) => [l.label, l.value]),
    );
    expect(lines["Approved amount"]).toMatch(/\(as requested\)$/);
    expect(lines.Conditions).toBe("None");
    expect(agreementLines(null)).toEqual([]);
  });
});
