import { describe, expect, it } from "vitest";
import type { Scope } from "../lib/scope";
import { gateAdvice } from "./scenario-gate";

const me = "00000000-0000-4000-8000-000000000001";
const borealis = { id: "00000000-0000-4000-8000-000000000002", name: "Borealis Trading Co" };
const atlas = { id: "00000000-0000-4000-8000-000000000003", name: "Atlas Freight Forwarding Ltd" };
const meridian = { id: "00000000-0000-4000-8000-000000000004", name: "Meridian Global Logistics GmbH" };

const self: Scope = { requesterId: me, targetId: me, targetName: null, scenarios: ["self"] };
const towardsGuest: Scope = { requesterId: me, targetId: borealis.id, targetName: borealis.name, scenarios: ["host"] };
const towardsHost: Scope = { requesterId: me, targetId: atlas.id, targetName: atlas.name, scenarios: ["guest"] };
const forwarder = { ownName: "Atlas Freight Forwarding Ltd", guests: [borealis], hosts: [] };
const shipper = { ownName: "Borealis Trading Co", guests: [], hosts: [atlas, meridian] };
const jargon = /scenario|Host →|Guest →|Requester|Self\b/;

describe("gateAdvice: what a screen says when the chosen organization cannot show it", () => {
  it("own data with a Guest chosen: says whose it is and switches back", () => {
    const advice = gateAdvice(towardsGuest, ["self"], "Private records", forwarder);
    expect(advice.sentence).toBe("Private records belong to your own organization, not to Borealis Trading Co.");
    expect(advice.switches.map((s) => s.label)).toEqual(["Switch back to Atlas Freight Forwarding Ltd"]);
  });

  it("a Host's data it does not share: says so and where one's own is", () => {
    const advice = gateAdvice(towardsHost, ["self", "host"], "Financial files", shipper);
    expect(advice.sentence).toBe(
      "Atlas Freight Forwarding Ltd does not share its financial files with you; your own are with your organization.",
    );
    expect(advice.switches.map((s) => s.label)).toEqual(["Switch back to Borealis Trading Co"]);
  });

  it("applying with one's own organization chosen: one switch per Host", () => {
    const advice = gateAdvice(self, ["guest"], "Applying for credit", shipper);
    expect(advice.sentence).toMatch(/^Applying for credit is done with one of your Hosts/);
    expect(advice.switches.map((s) => s.label)).toEqual([
      "Switch to Atlas Freight Forwarding Ltd",
      "Switch to Meridian Global Logistics GmbH",
    ]);
  });

  it("applying without any Host: says how one gets one, offers no dead button", () => {
    const advice = gateAdvice(self, ["guest"], "Applying for credit", forwarder);
    expect(advice.sentence).toMatch(/No organization is your Host yet/);
    expect(advice.switches).toEqual([]);
  });

  it("never names a scenario", () => {
    const cases = [
      gateAdvice(towardsGuest, ["self"], "Settings", forwarder),
      gateAdvice(towardsGuest, ["self", "guest"], "Credit applications", forwarder),
      gateAdvice(towardsHost, ["self", "host"], "Partners", shipper),
      gateAdvice(towardsHost, ["host"], "Things", shipper),
      gateAdvice(self, ["guest"], "Applying for credit", shipper),
    ];
    for (const advice of cases) {
      expect(advice.sentence).not.toMatch(jargon);
      for (const s of advice.switches) expect(s.label).not.toMatch(jargon);
    }
  });
});
