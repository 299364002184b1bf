import type { Kysely } from "kysely";
import type { Connection, Organization } from "../../contract/organizations";
import type { DB } from "../db/schema";
import type { Wire } from "../http/register";

export async function findOrganization(db: Kysely<DB>, id: string): Promise<Wire<Organization> | undefined> {
  return db
    .selectFrom("organizations")
    .select(["id", "name", "email", "subscription", "created_at", "updated_at"])
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

/** Organizations connected to `orgId` in either direction, newest connection first. */
export async function listConnectionsOf(db: Kysely<DB>, orgId: string): Promise<Wire<Connection>[]> {
  const asHost = db
    .selectFrom("connections as c")
    .innerJoin("organizations as o", "o.id", "c.guest_organization_id")
    .select(["o.id as organization_id", "o.name", "c.created_at"])
    .select((eb) => eb.val("guest").as("relation"))
    .where("c.host_organization_id", "=", orgId)
    .where("o.deleted_at", "is", null);
  const asGuest = db
    .selectFrom("connections as c")
    .innerJoin("organizations as o", "o.id", "c.host_organization_id")
    .select(["o.id as organization_id", "o.name", "c.created_at"])
    .select((eb) => eb.val("host").as("relation"))
    .where("c.guest_organization_id", "=", orgId)
    .where("o.deleted_at", "is", null);
  const rows = await asHost.unionAll(asGuest).orderBy("created_at", "desc").execute();
  return rows.map((r) => ({ ...r, relation: r.relation as "guest" | "host" }));
}
