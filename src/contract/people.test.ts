import { describe, expect, it } from "vitest";
import { allEndpoints } from "./index";
import { endpointPermission, endpointPermissions, roleAllows, userRoles } from "./people";

describe("the permission table", () => {
  it("names only endpoints that exist", () => {
    const ids = new Set(allEndpoints.map((e) => e.id));
    expect(Object.keys(endpointPermissions).filter((id) => !ids.has(id))).toEqual([]);
  });

  it("lets a viewer read but not approve, an analyst work but not decide, an approver decide", () => {
    const approve = allEndpoints.find((e) => e.id === "approveCreditApplication");
    const list = allEndpoints.find((e) => e.id === "listCreditApplications");
    const create = allEndpoints.find((e) => e.id === "createPartner");
    if (!approve || !list || !create) throw new Error("endpoints missing");
    expect(endpointPermission(approve)).toBe("decide");
    expect(endpointPermission(list)).toBe("view");
    expect(endpointPermission(create)).toBe("work");
    expect(roleAllows("viewer", "view")).toBe(true);
    expect(roleAllows("viewer", "decide")).toBe(false);
    expect(roleAllows("analyst", "work")).toBe(true);
    expect(roleAllows("analyst", "decide")).toBe(false);
    expect(roleAllows("approver", "decide")).toBe(true);
    expect(roleAllows("approver", "administer")).toBe(false);
  });

  it("gives every role the permission to manage its own sessions and only admins people", () => {
    const everywhere = allEndpoints.find((e) => e.id === "signOutEverywhere");
    const invite = allEndpoints.find((e) => e.id === "inviteUser");
    if (!everywhere || !invite) throw new Error("endpoints missing");
    for (const role of userRoles) {
      expect(roleAllows(role, endpointPermission(everywhere))).toBe(true);
      expect(roleAllows(role, endpointPermission(invite))).toBe(role === "admin");
    }
  });
});
