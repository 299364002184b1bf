import type { UserRole } from "../../../../contract/people";

/** Roles in words, with what each may do (the same words as on People). */
export const roleWords: Record<UserRole, string> = {
  viewer: "Viewer (sees everything, changes nothing)",
  analyst: "Analyst (works on applications, files and requests)",
  approver: "Approver (also approves and declines)",
  admin: "Admin (also manages people, settings and webhooks)",
};

/** A role's name alone ("Analyst"). */
export function roleName(role: UserRole): string {
  return roleWords[role].replace(/ \(.*$/, "");
}
