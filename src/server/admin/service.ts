import type { Kysely } from "kysely";
import { hashSecret, newClientId, newClientSecret } from "../auth/secrets";
import type { DB } from "../db/schema";
import { ApiError } from "../http/api-error";
import { deletionState } from "../http/scenario";

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Refuses to act on an organization that does not exist or is deleted (docs/api-conventions.md,
 * deletion): 409 organization_being_deleted during the grace period, 404 organization_not_found
 * afterwards or when it never existed.
 */
export async function requireLiveOrganization(db: Kysely<DB>, id: string, graceSeconds: number): Promise<void> {
  const row = UUID.test(id)
    ? await db.selectFrom("organizations").select("deleted_at").where("id", "=", id).executeTakeFirst()
    : undefined;
  if (!row) throw new ApiError("organization_not_found");
  const state = deletionState(row.deleted_at, graceSeconds);
  if (state === "gone") throw new ApiError("organization_not_found");
  if (state === "being_deleted") throw new ApiError("organization_being_deleted");
}

/**
 * Disables or re-enables a client that is neither deleted nor in a deleted organization. A deleted
 * client answers 409 account_being_deleted during the grace period, 404 account_not_found afterwards
 * (as an unknown one); a client of a deleted organization the organization's 409/404.
 */
export async function setClientDisabled(
  db: Kysely<DB>,
  clientId: string,
  disabled: boolean,
  graceSeconds: number,
): Promise<void> {
  const r = await db
    .updateTable("api_clients")
    .set({ disabled, updated_at: new Date() })
    .where("client_id", "=", clientId)
    .where("deleted_at", "is", null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("organizations as o")
          .select("o.id")
          .whereRef("o.id", "=", "api_clients.organization_id")
          .where("o.deleted_at", "is", null),
      ),
    )
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) > 0) return;
  const row = await db
    .selectFrom("api_clients as c")
    .innerJoin("organizations as o", "o.id", "c.organization_id")
    .select(["c.deleted_at", "o.deleted_at as org_deleted_at"])
    .where("c.client_id", "=", clientId)
    .executeTakeFirst();
  if (!row) throw new ApiError("account_not_found");
  const account = deletionState(row.deleted_at, graceSeconds);
  if (account === "gone") throw new ApiError("account_not_found");
  if (account === "being_deleted") throw new ApiError("account_being_deleted");
  const organization = deletionState(row.org_deleted_at, graceSeconds);
  if (organization === "gone") throw new ApiError("organization_not_found");
  if (organization === "being_deleted") throw new ApiError("organization_being_deleted");
  // Unreachable unless the row changed between the two statements: nothing to act on.
  throw new ApiError("account_not_found");
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
