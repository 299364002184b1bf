import type { FastifyRequest } from "fastify";
import { type Kysely, type Selectable, sql } from "kysely";
import type { ApiClient, ApiClientStatus } from "../../contract/api-clients";
import { appNow } from "../clock/clock";
import type { ApiClientsTable } from "../db/core-tables";
import type { DB } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { OrgContext } from "../http/context";
import { forgetAccountState } from "../http/scenario";
import { actorOf, recordAudit } from "../people/audit";
import type { Services } from "../services";
import { hashSecret, newClientId, newClientSecret, verifySecret } from "./secrets";

/**
 * API clients managed by an organization's admins (issue 26 part 5, docs/people.md "API
 * clients"). Secrets exist in clear only in the answer of create and rotate; the database keeps
 * scrypt hashes (secrets.ts), and nothing here logs a secret.
 */
type ClientRow = Selectable<ApiClientsTable>;

export function clientStatus(row: Pick<ClientRow, "revoked_at" | "disabled">): ApiClientStatus {
  if (row.revoked_at) return "revoked";
  return row.disabled ? "disabled" : "active";
}

export function toApiClient(row: ClientRow, now = appNow()): ApiClient {
  const graceLeft = row.previous_secret_hash !== null && row.previous_secret_expires_at !== null;
  return {
    client_id: row.client_id,
    name: row.name,
    status: clientStatus(row),
    created_at: row.created_at.toISOString(),
    created_by:
      row.created_by_kind && row.created_by_id && row.created_by_label
        ? {
            kind: row.created_by_kind === "person" ? "person" : "api_client",
            id: row.created_by_id,
            label: row.created_by_label,
          }
        : null,
    last_used_at: row.last_used_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
    secret_rotated_at: row.secret_rotated_at?.toISOString() ?? null,
    previous_secret_expires_at:
      graceLeft && !row.revoked_at && (row.previous_secret_expires_at as Date).getTime() > now.getTime()
        ? (row.previous_secret_expires_at as Date).toISOString()
        : null,
  };
}

export async function listApiClients(db: Kysely<DB>, organizationId: string, page: { limit: number; offset: number }) {
  const base = db
    .selectFrom("api_clients")
    .where("organization_id", "=", organizationId)
    .where("deleted_at", "is", null);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy("created_at", "desc").orderBy("client_id").limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const now = appNow();
  return { items: rows.map((r) => toApiClient(r, now)), total_items: Number(total.n) };
}

async function findClient(db: Kysely<DB>, organizationId: string, clientId: string): Promise<ClientRow> {
  const row = await db
    .selectFrom("api_clients")
    .selectAll()
    .where("client_id", "=", clientId)
    .where("organization_id", "=", organizationId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) throw new ApiError("api_client_not_found");
  return row;
}

export async function createApiClient(services: Services, request: FastifyRequest, ctx: OrgContext, name: string) {
  const actor = actorOf(ctx);
  const clientId = newClientId();
  const secret = newClientSecret();
  const secretHash = await hashSecret(secret);
  const row = await services.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("api_clients")
      .values({
        client_id: clientId,
        organization_id: ctx.requesterId,
        secret_hash: secretHash,
        name,
        created_by_kind: actor.kind,
        created_by_id: actor.id,
        created_by_label: actor.label,
        created_at: sql<Date>`app_now()`,
        updated_at: sql<Date>`app_now()`,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      organizationId: ctx.requesterId,
      action: "api_client_created",
      actor,
      address: request.ip,
      subjectId: clientId,
      details: { client_id: clientId, name },
    });
    return inserted;
  });
  return { ...toApiClient(row), client_secret: secret };
}

export async function rotateApiClientSecret(
  services: Services,
  request: FastifyRequest,
  ctx: OrgContext,
  clientId: string,
  graceSeconds: number,
) {
  const current = await findClient(services.db, ctx.requesterId, clientId);
  if (current.revoked_at) throw new ApiError("api_client_revoked");
  const secret = newClientSecret();
  const secretHash = await hashSecret(secret);
  const now = appNow();
  const expiresAt = new Date(now.getTime() + graceSeconds * 1000);
  const row = await services.db.transaction().execute(async (trx) => {
    // The secret that works until now (the row's, read by the UPDATE itself, so two rotations racing
    // each keep the one before them) becomes the previous one; a secret still in its grace period
    // from an earlier rotation stops now.
    const updated = await trx
      .updateTable("api_clients")
      .set({
        secret_hash: secretHash,
        previous_secret_hash: graceSeconds > 0 ? sql<string>`secret_hash` : null,
        previous_secret_expires_at: graceSeconds > 0 ? expiresAt : null,
        secret_rotated_at: now,
        updated_at: now,
      })
      .where("client_id", "=", clientId)
      .where("organization_id", "=", ctx.requesterId)
      .where("revoked_at", "is", null)
      .where("deleted_at", "is", null)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new ApiError("api_client_revoked");
    await recordAudit(trx, {
      organizationId: ctx.requesterId,
      action: "api_client_secret_rotated",
      actor: actorOf(ctx),
      address: request.ip,
      subjectId: clientId,
      details: {
        client_id: clientId,
        grace_seconds: graceSeconds,
        previous_secret_expires_at: graceSeconds > 0 ? expiresAt.toISOString() : null,
      },
    });
    return updated;
  });
  return { ...toApiClient(row, now), client_secret: secret };
}

export async function revokeApiClient(services: Services, request: FastifyRequest, ctx: OrgContext, clientId: string) {
  if (ctx.person === undefined && ctx.clientId === clientId) throw new ApiError("api_client_revoke_self");
  const current = await findClient(services.db, ctx.requesterId, clientId);
  if (current.revoked_at) throw new ApiError("api_client_revoked");
  const now = appNow();
  const row = await services.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("api_clients")
      .set({ revoked_at: now, previous_secret_hash: null, previous_secret_expires_at: null, updated_at: now })
      .where("client_id", "=", clientId)
      .where("organization_id", "=", ctx.requesterId)
      .where("revoked_at", "is", null)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new ApiError("api_client_revoked");
    await recordAudit(trx, {
      organizationId: ctx.requesterId,
      action: "api_client_revoked",
      actor: actorOf(ctx),
      address: request.ip,
      subjectId: clientId,
      details: { client_id: clientId, name: current.name },
    });
    return updated;
  });
  // This instance refuses the client's tokens from the next request; the others within ACCOUNT_CACHE_MS.
  forgetAccountState(services.db, clientId);
  return toApiClient(row, now);
}

/** What the token endpoint needs of a client, or undefined when it does not exist. */
export interface ClientCredentialsRow {
  organization_id: string;
  secret_hash: string;
  previous_secret_hash: string | null;
  previous_secret_expires_at: Date | null;
  disabled: boolean;
  revoked_at: Date | null;
  deleted_at: Date | null;
  org_deleted: Date | null;
}

export async function findClientCredentials(
  db: Kysely<DB>,
  clientId: string,
): Promise<ClientCredentialsRow | undefined> {
  return db
    .selectFrom("api_clients as c")
    .innerJoin("organizations as o", "o.id", "c.organization_id")
    .select([
      "c.organization_id",
      "c.secret_hash",
      "c.previous_secret_hash",
      "c.previous_secret_expires_at",
      "c.disabled",
      "c.revoked_at",
      "c.deleted_at",
      "o.deleted_at as org_deleted",
    ])
    .where("c.client_id", "=", clientId)
    .executeTakeFirst();
}

/**
 * The current secret, or the previous one while its grace period lasts (the app clock decides).
 * The previous hash is checked only when the current one does not match, so a client that moved
 * to its new secret pays one scrypt, as before.
 */
export async function verifyClientSecret(secret: string, row: ClientCredentialsRow): Promise<boolean> {
  if (await verifySecret(secret, row.secret_hash)) return true;
  if (row.previous_secret_hash === null || row.previous_secret_expires_at === null) return false;
  if (row.previous_secret_expires_at.getTime() <= appNow().getTime()) return false;
  return verifySecret(secret, row.previous_secret_hash);
}

/** `last_used_at` is written at most once a minute per client (per instance here, across instances in SQL). */
export const LAST_USED_INTERVAL_MS = 60_000;
const LAST_USED_MAX = 10000;
const lastUsedWrites = new WeakMap<Kysely<DB>, Map<string, number>>();

/** Records that a client obtained a token; costs no query when this instance wrote it less than a minute ago. */
export async function markClientUsed(db: Kysely<DB>, clientId: string): Promise<void> {
  let seen = lastUsedWrites.get(db);
  if (!seen) {
    seen = new Map();
    lastUsedWrites.set(db, seen);
  }
  const now = appNow().getTime();
  const last = seen.get(clientId);
  if (last !== undefined && Math.abs(now - last) < LAST_USED_INTERVAL_MS) return;
  if (seen.size >= LAST_USED_MAX) seen.delete(seen.keys().next().value as string);
  seen.delete(clientId);
  seen.set(clientId, now);
  await db
    .updateTable("api_clients")
    .set({ last_used_at: sql<Date>`app_now()` })
    .where("client_id", "=", clientId)
    .where((eb) =>
      eb.or([eb("last_used_at", "is", null), eb("last_used_at", "<", sql<Date>`app_now() - interval '1 minute'`)]),
    )
    .execute();
}
