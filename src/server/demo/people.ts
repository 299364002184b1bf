import type { Kysely } from "kysely";
import type { UserRole } from "../../contract/people";
import type { DB } from "../db/schema";
import { hashPassword } from "../people/passwords";
import { demoOrganizations } from "./companies";

/** The password of every demo person (README, "Demo credentials"); it exists only in demo data. */
export const DEMO_PERSON_PASSWORD = "demo-people-password";

/** Organizations whose people the demo signs in with: the three forwarders and Borealis. */
const withPeople = ["atlas", "meridian", "pacific", "borealis"];

const roleNames: Record<UserRole, string> = {
  admin: "Alex Admin",
  approver: "Avery Approver",
  analyst: "Ana Analyst",
  viewer: "Val Viewer",
};

/** `<role>@<the organization's e-mail domain>`, one person per role. */
export function demoPeople(): Array<{ organizationId: string; email: string; name: string; role: UserRole }> {
  return demoOrganizations
    .filter((o) => withPeople.includes(o.key))
    .flatMap((o) => {
      const domain = o.email.split("@")[1];
      return (Object.keys(roleNames) as UserRole[]).map((role) => ({
        organizationId: o.id,
        email: `${role}@${domain}`,
        name: roleNames[role],
        role,
      }));
    });
}

/** Adds the demo people who are missing (active, with DEMO_PERSON_PASSWORD; one hash shared by all). */
export async function ensureDemoPeople(db: Kysely<DB>): Promise<void> {
  const people = demoPeople();
  const existing = await db
    .selectFrom("users")
    .select("email")
    .where(
      "email",
      "in",
      people.map((p) => p.email),
    )
    .where("removed_at", "is", null)
    .execute();
  const have = new Set(existing.map((r) => r.email));
  const missing = people.filter((p) => !have.has(p.email));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_PERSON_PASSWORD);
  await db
    .insertInto("users")
    .values(
      missing.map((p) => ({
        organization_id: p.organizationId,
        email: p.email,
        name: p.name,
        role: p.role,
        status: "active" as const,
        password_hash: passwordHash,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
