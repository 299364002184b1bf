import { describe, expect, it } from "vitest";
import { actionEndpoints, actionPermission, splitActionsByRole } from "./action-permissions";
import { allEndpoints } from "./index";
import { endpointPermission, endpointPermissions, roleAllows, userRoles } from "./people";
import { applicationActions } from "./transitions";

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

describe("the moves of a credit application by role", () => {
  it("maps every move to a declared endpoint and reads its permission from the table", () => {
    const declared = new Set(allEndpoints);
    for (const a of applicationActions) expect(declared.has(actionEndpoints[a]), a).toBe(true);
    expect(actionPermission("approve")).toBe("decide");
    expect(actionPermission("sign_agreement")).toBe("decide");
    expect(actionPermission("decline_agreement")).toBe("decide");
    expect(actionPermission("start_review")).toBe("work");
    expect(actionPermission("cancel_signature")).toBe("work");
  });

  it("withholds what the role lacks and nothing from an API client", () => {
    const open = ["request_changes", "approve", "decline"] as const;
    expect(splitActionsByRole(open, "analyst")).toEqual({
      allowed: ["request_changes"],
      withheld: ["approve", "decline"],
    });
    expect(splitActionsByRole(open, "viewer")).toEqual({ allowed: [], withheld: [...open] });
    expect(splitActionsByRole(open, "approver")).toEqual({ allowed: [...open], withheld: [] });
    expect(splitActionsByRole(open, null)).toEqual({ allowed: [...open], withheld: [] });
  });
});
