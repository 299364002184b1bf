import { describe, expect, it } from "vitest";
import { containsPattern } from "../db/sql-helpers";
import { branchesFor } from "./list";
import { roleOf, type Viewer } from "./service";

const me = "00000000-0000-4000-8000-00000000000a";
const host = "00000000-0000-4000-8000-00000000000b";
const other = "00000000-0000-4000-8000-00000000000c";
const self: Viewer = { organizationId: me, scenario: "self", targetId: me };
const guest: Viewer = { organizationId: me, scenario: "guest", targetId: host };

describe("roleOf (who may see one application)", () => {
  it("Self: the forwarder or the shipper", () => {
    expect(roleOf({ forwarder_id: me, shipper_id: other }, self)).toBe("forwarder");
    expect(roleOf({ forwarder_id: other, shipper_id: me }, self)).toBe("shipper");
    expect(roleOf({ forwarder_id: other, shipper_id: host }, self)).toBeUndefined();
  });

  it("Guest: only an application between the caller and the Target", () => {
    expect(roleOf({ forwarder_id: host, shipper_id: me }, guest)).toBe("shipper");
    expect(roleOf({ forwarder_id: me, shipper_id: host }, guest)).toBe("forwarder");
    expect(roleOf({ forwarder_id: other, shipper_id: me }, guest)).toBeUndefined();
    expect(roleOf({ forwarder_id: host, shipper_id: other }, guest)).toBeUndefined();
  });
});

describe("branchesFor (what a list covers)", () => {
  const roles = (v: Viewer, q: { shipper_id?: string; forwarder_id?: string } = {}) =>
    branchesFor(v, q).map((b) => [b.role, b.counterparty ?? null]);

  it("Self: both roles, narrowed by the party filters", () => {
    expect(roles(self)).toEqual([
      ["forwarder", null],
      ["shipper", null],
    ]);
    expect(roles(self, { forwarder_id: me })).toEqual([["forwarder", null]]);
    expect(roles(self, { shipper_id: me })).toEqual([["shipper", null]]);
    expect(roles(self, { shipper_id: other })).toEqual([["forwarder", other]]);
    expect(roles(self, { forwarder_id: other })).toEqual([["shipper", other]]);
    expect(roles(self, { forwarder_id: other, shipper_id: host })).toEqual([]);
  });

  it("Guest: the caller as shipper with the Target as forwarder only", () => {
    expect(roles(guest)).toEqual([["shipper", host]]);
    expect(roles(guest, { forwarder_id: host, shipper_id: me })).toEqual([["shipper", host]]);
    expect(roles(guest, { forwarder_id: other })).toEqual([]);
    expect(roles(guest, { shipper_id: other })).toEqual([]);
  });
});

describe("containsPattern", () => {
  it("takes LIKE's special characters literally", () => {
    expect(containsPattern("a%b_c\\d")).toBe("%a\\%b\\_c\\\\d%");
    expect(containsPattern("plain")).toBe("%plain%");
  });
});
