import { type Kysely, sql } from "kysely";
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

/** Organizations connected to `orgId` in either direction, newest connection first; one page and the total. */
export async function listConnectionsOf(
  db: Kysely<DB>,
  orgId: string,
  page: { limit: number; offset: number } = { limit: 100, offset: 0 },
): Promise<{ items: Wire<Connection>[]; total: number }> {
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
  const all = asHost.unionAll(asGuest);
  // Page and total in one statement: one snapshot, so the total always matches the page.
  const rows = await db
    .selectFrom(all.as("c"))
    .selectAll()
    .select(sql<number>`count(*) over ()`.as("total"))
    .orderBy("created_at", "desc")
    .orderBy("organization_id")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const total =
    rows.length > 0
      ? Number(rows[0]?.total)
      : page.offset === 0
        ? 0
        : Number((await db.selectFrom(all.as("c")).select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow()).n);
  return {
    items: rows.map(({ total: _t, ...r }) => ({ ...r, relation: r.relation as "guest" | "host" })),
    total,
  };
}
