import { describe, expect, it } from "vitest";
import { guestScopeTowards, hostGuestCall, hostOwnedCall, hostOwnedSubject } from "./org-scope";
import type { Scope } from "./scope";

const me = "00000000-0000-4000-8000-000000000001";
const guest = "00000000-0000-4000-8000-000000000002";
const host = "00000000-0000-4000-8000-000000000003";

const self: Scope = { requesterId: me, targetId: me, targetName: null, scenarios: ["self"] };
const towardsGuest: Scope = { requesterId: me, targetId: guest, targetName: "Guest Co", scenarios: ["host"] };
const towardsHost: Scope = { requesterId: me, targetId: host, targetName: "Host Co", scenarios: ["guest"] };

describe("org_id rules of api-design §4 from the switcher's target", () => {
  it("host-owned: my own data in Self, with my id", () => {
    expect(hostOwnedCall(self)).toEqual({ scope: self, orgId: me });
  });

  it("host-owned: a Host reads its Guest's data with its own id in both headers and the Guest's id in org_id", () => {
    const call = hostOwnedCall(towardsGuest);
    expect(call.orgId).toBe(guest);
    expect(call.scope).toMatchObject({ requesterId: me, targetId: me, scenarios: ["self"] });
  });

  it("host-owned: a Guest reads its own data towards its Host (Target = the Host, org_id = its own id)", () => {
    expect(hostOwnedCall(towardsHost)).toEqual({ scope: towardsHost, orgId: me });
  });

  it("host-owned: with connections both ways, the Target's data is read as its Host", () => {
    const both: Scope = { ...towardsGuest, scenarios: ["host", "guest"] };
    expect(hostOwnedCall(both).orgId).toBe(guest);
  });

  it("host-guest: create, remind and cancel in Self with org_id = the Guest", () => {
    expect(hostGuestCall(towardsGuest, guest)).toEqual({
      scope: { requesterId: me, targetId: me, targetName: null, scenarios: ["self"] },
      orgId: guest,
    });
  });

  it("completion: the Guest towards the request's Host", () => {
    expect(guestScopeTowards(me, host)).toEqual({
      requesterId: me,
      targetId: host,
      targetName: null,
      scenarios: ["guest"],
    });
  });

  it("names whose data a screen shows", () => {
    expect(hostOwnedSubject(self)).toBe("your organization");
    expect(hostOwnedSubject(towardsGuest)).toBe("Guest Co");
    expect(hostOwnedSubject(towardsHost)).toBe("your organization");
  });
});
