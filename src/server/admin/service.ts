import type { Kysely } from "kysely";
import { hashSecret, newClientId, newClientSecret } from "../auth/secrets";
import type { DB } from "../db/schema";

/** Operator actions (api-design §9), shared by the operator API, the CLI, demo data and tests. */

export async function createOrganization(
  db: Kysely<DB>,
  input: { name: string; email: string; subscription?: boolean; profile?: Record<string, unknown> },
) {
  const organization = await db
    .insertInto("organizations")
    .values({
      name: input.name,
      email: input.email,
      subscription: input.subscription ?? false,
      profile: JSON.stringify(input.profile ?? {}) as unknown as Record<string, unknown>,
    })
    .returning(["id", "name", "email", "subscription", "created_at", "updated_at"])
    .executeTakeFirstOrThrow();
  const client = await createClient(db, organization.id);
  return { organization, ...client };
}

export async function createClient(
  db: Kysely<DB>,
  organizationId: string,
  fixed?: { clientId: string; clientSecret: string },
): Promise<{ client_id: string; client_secret: string }> {
  const client_id = fixed?.clientId ?? newClientId();
  const client_secret = fixed?.clientSecret ?? newClientSecret();
  await db
    .insertInto("api_clients")
    .values({ client_id, organization_id: organizationId, secret_hash: await hashSecret(client_secret) })
    .execute();
  return { client_id, client_secret };
}

export async function organizationExists(db: Kysely<DB>, id: string): Promise<boolean> {
  const row = await db.selectFrom("organizations").select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}

export async function setClientDisabled(db: Kysely<DB>, clientId: string, disabled: boolean): Promise<boolean> {
  const r = await db
    .updateTable("api_clients")
    .set({ disabled, updated_at: new Date() })
    .where("client_id", "=", clientId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Starts deletion of a client: it is "being deleted" for the grace period, then gone. */
export async function deleteClient(db: Kysely<DB>, clientId: string): Promise<boolean> {
  const r = await db
    .updateTable("api_clients")
    .set({ deleted_at: new Date(), updated_at: new Date() })
    .where("client_id", "=", clientId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteOrganization(db: Kysely<DB>, id: string): Promise<boolean> {
  const r = await db
    .updateTable("organizations")
    .set({ deleted_at: new Date(), updated_at: new Date() })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
