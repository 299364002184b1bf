import { describe, expect, it } from "vitest";
import { portfolioDestination } from "./destination";

describe("portfolioDestination", () => {
  it("opens a Guest's analytics with the Guest as Target (Host → Guest)", () => {
    expect(
      portfolioDestination({
        kind: "guest",
        id: "g1",
        name: "Borealis Trading Co",
        organization_id: "g1",
        private_record_id: null,
      }),
    ).toEqual({
      target: { targetId: "g1", targetName: "Borealis Trading Co", scenarios: ["host"] },
      to: "/analytics",
    });
  });

  it("opens a private record's page in Self", () => {
    expect(
      portfolioDestination({
        kind: "private_record",
        id: "r1",
        name: "Granite",
        organization_id: null,
        private_record_id: "r1",
      }),
    ).toEqual({ target: null, to: "/private-records/$recordId", params: { recordId: "r1" } });
  });
});
