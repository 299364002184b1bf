import type { Kysely, Selectable } from "kysely";
import type { DB } from "../db/schema";
import type { UsersTable } from "./tables";

export type UserRow = Selectable<UsersTable>;

/** The wire shape of a person (contract/people.ts `userSchema`). */
export function toUser(row: UserRow) {
  return {
    id: row.id,
    organization_id: row.organization_id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    last_sign_in_at: row.last_sign_in_at,
    approval_limits: row.approval_limits,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A person not removed, by e-mail (any organization: e-mails are unique among live people). */
export function findLiveUserByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom("users as u")
    .innerJoin("organizations as o", "o.id", "u.organization_id")
    .selectAll("u")
    .select("o.deleted_at as org_deleted_at")
    .where((eb) => eb(eb.fn("lower", ["u.email"]), "=", email.toLowerCase()))
    .where("u.removed_at", "is", null)
    .executeTakeFirst();
}

/** A person of the organization, not removed. */
export function findUserOfOrganization(db: Kysely<DB>, organizationId: string, userId: string) {
  return db
    .selectFrom("users")
    .selectAll()
    .where("id", "=", userId)
    .where("organization_id", "=", organizationId)
    .where("removed_at", "is", null)
    .executeTakeFirst();
}

export function listLiveUsers(db: Kysely<DB>, organizationId: string) {
  return db
    .selectFrom("users")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .where("removed_at", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Active admins of the organization other than `exceptUserId`. */
export async function otherActiveAdmins(db: Kysely<DB>, organizationId: string, exceptUserId: string): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("organization_id", "=", organizationId)
    .where("removed_at", "is", null)
    .where("status", "=", "active")
    .where("role", "=", "admin")
    .where("id", "!=", exceptUserId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ends every open session of a person; returns how many ended. */
/** Ends the person's open sessions (all of them, or all but `exceptSessionId`); returns how many. */
export async function endSessionsOfUser(
  db: Kysely<DB>,
  userId: string,
  reason: string,
  exceptSessionId?: string,
): Promise<number> {
  let update = db
    .updateTable("user_sessions")
    .set({ ended_at: new Date(), end_reason: reason })
    .where("user_id", "=", userId)
    .where("ended_at", "is", null);
  if (exceptSessionId !== undefined) update = update.where("id", "!=", exceptSessionId);
  const rows = await update.returning("id").execute();
  return rows.length;
}

export async function endSession(db: Kysely<DB>, sessionId: string, reason: string): Promise<void> {
  await db
    .updateTable("user_sessions")
    .set({ ended_at: new Date(), end_reason: reason })
    .where("id", "=", sessionId)
    .where("ended_at", "is", null)
    .execute();
}
