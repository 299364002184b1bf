import type { Kysely } from "kysely";
import type { OrgIdRule, Scenario } from "../../contract/scenarios";
import type { TokenClaims } from "../auth/tokens";
import type { DB } from "../db/schema";
import { ApiError } from "./api-error";
import type { AuthContext, OrgContext } from "./context";

export type DeletionState = "active" | "being_deleted" | "gone";

/** Whether a soft-deleted row is still in its grace period ("being deleted") or gone. */
export function deletionState(deletedAt: Date | null, graceSeconds: number): DeletionState {
  if (!deletedAt) return "active";
  return Date.now() - deletedAt.getTime() < graceSeconds * 1000 ? "being_deleted" : "gone";
}

interface AccountRow {
  client_id: string;
  organization_id: string;
  disabled: boolean;
  deleted_at: Date | null;
  /** Revoked by an admin (docs/people.md, "API clients"): its tokens stop working. */
  revoked_at: Date | null;
  org_deleted_at: Date | null;
}

/**
 * The account row of recently seen clients, per database, for ACCOUNT_CACHE_MS: the
 * authenticated hot path then reads the database at most once a second per client and instance.
 * Deletion states are still computed from the cached timestamps at each request. The operator
 * API forgets a client (or everything) when it changes one, so its own instance sees the change
 * at once; other instances see it within ACCOUNT_CACHE_MS (as with maintenance mode).
 */
export const ACCOUNT_CACHE_MS = 1000;
const ACCOUNT_CACHE_MAX = 10000;
const accountCache = new WeakMap<Kysely<DB>, Map<string, { row: AccountRow | null; at: number }>>();

export function forgetAccountState(db: Kysely<DB>, clientId?: string): void {
  const cache = accountCache.get(db);
  if (!cache) return;
  if (clientId === undefined) cache.clear();
  else cache.delete(clientId);
}

async function accountRow(db: Kysely<DB>, clientId: string): Promise<AccountRow | null> {
  let cache = accountCache.get(db);
  if (!cache) {
    cache = new Map();
    accountCache.set(db, cache);
  }
  const hit = cache.get(clientId);
  if (hit && Date.now() - hit.at < ACCOUNT_CACHE_MS) return hit.row;
  const row =
    (await db
      .selectFrom("api_clients as c")
      .innerJoin("organizations as o", "o.id", "c.organization_id")
      .select([
        "c.client_id",
        "c.organization_id",
        "c.disabled",
        "c.deleted_at",
        "c.revoked_at",
        "o.deleted_at as org_deleted_at",
      ])
      .where("c.client_id", "=", clientId)
      .executeTakeFirst()) ?? null;
  if (cache.size >= ACCOUNT_CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.delete(clientId);
  cache.set(clientId, { row, at: Date.now() });
  return row;
}

/**
 * Account and organization state of the token's client (api-design §2, §3):
 * deleted client 404 account_not_found (409 during grace), disabled client 401 invalid_token,
 * deleted organization 404 organization_not_found (409 during grace). A client revoked by an admin
 * is refused like a disabled one (401 invalid_token).
 */
export async function resolveAccount(db: Kysely<DB>, claims: TokenClaims, graceSeconds: number): Promise<AuthContext> {
  if (claims.sid !== undefined) return resolvePerson(db, claims, claims.sid, graceSeconds);
  const row = await accountRow(db, claims.sub);
  if (!row) throw new ApiError("account_not_found");
  const account = deletionState(row.deleted_at, graceSeconds);
  if (account === "gone") throw new ApiError("account_not_found");
  if (account === "being_deleted") throw new ApiError("account_being_deleted");
  if (row.disabled || row.revoked_at !== null || row.organization_id !== claims.org)
    throw new ApiError("invalid_token");
  requireLiveOrganizationState(deletionState(row.org_deleted_at, graceSeconds));
  return { clientId: row.client_id, organizationId: row.organization_id };
}

/**
 * A person's token (issue 26, docs/people.md): read at every request, never cached, so that a
 * session that ended (sign-out, reuse of a refresh token) or a person disabled, removed or given
 * another role is seen at once by every instance. One indexed lookup by primary keys.
 */
async function resolvePerson(
  db: Kysely<DB>,
  claims: TokenClaims,
  sessionId: string,
  graceSeconds: number,
): Promise<AuthContext> {
  const row = await db
    .selectFrom("user_sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .innerJoin("organizations as o", "o.id", "u.organization_id")
    // TOTP (issue 26): whether the organization requires it and the person has it, read with the rest.
    .leftJoin("organization_settings as os", "os.organization_id", "u.organization_id")
    .leftJoin("user_totp as t", "t.user_id", "u.id")
    .select(["os.require_totp", "t.confirmed_at as totp_confirmed_at"])
    .select([
      "u.id",
      "u.organization_id",
      "u.email",
      "u.role",
      "u.status",
      "u.removed_at",
      "o.deleted_at as org_deleted_at",
    ])
    .select(["s.ended_at", "s.expires_at"])
    .where("s.id", "=", sessionId)
    .executeTakeFirst();
  if (
    !row ||
    row.id !== claims.sub ||
    row.organization_id !== claims.org ||
    row.ended_at !== null ||
    row.expires_at.getTime() <= Date.now() ||
    row.status !== "active" ||
    row.removed_at !== null
  ) {
    throw new ApiError("invalid_token");
  }
  requireLiveOrganizationState(deletionState(row.org_deleted_at, graceSeconds));
  return {
    clientId: `user:${row.id}`,
    organizationId: row.organization_id,
    person: {
      userId: row.id,
      sessionId,
      email: row.email,
      role: row.role,
      secondFactorEnrolmentRequired: row.require_totp === true && row.totp_confirmed_at === null,
    },
  };
}

/** 404 organization_not_found for a deleted organization, 409 organization_being_deleted during its grace period. */
function requireLiveOrganizationState(state: DeletionState): void {
  if (state === "gone") throw new ApiError("organization_not_found");
  if (state === "being_deleted") throw new ApiError("organization_being_deleted");
}

/** The same for an organization named by id (a Target, or an org_id); one that never existed is gone. */
async function requireLiveOrganization(db: Kysely<DB>, organizationId: string, graceSeconds: number): Promise<void> {
  const row = await db
    .selectFrom("organizations")
    .select("deleted_at")
    .where("id", "=", organizationId)
    .executeTakeFirst();
  requireLiveOrganizationState(row ? deletionState(row.deleted_at, graceSeconds) : "gone");
}

async function isHostOf(db: Kysely<DB>, hostId: string, guestId: string): Promise<boolean> {
  const row = await db
    .selectFrom("connections")
    .select("host_organization_id")
    .where("host_organization_id", "=", hostId)
    .where("guest_organization_id", "=", guestId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The scenario of a request (api-design §4): Requester must be the token's organization;
 * Target = Requester is Self; a Requester→Target connection is Host; Target→Requester is Guest.
 * Where both directions exist, the first scenario the endpoint permits is used. Then the
 * endpoint's org_id rule decides which organization's data may be addressed.
 */
export async function resolveScenario(
  db: Kysely<DB>,
  auth: AuthContext,
  headers: { requesterId: string; targetId: string },
  permitted: readonly Scenario[],
  orgIdRule: OrgIdRule | undefined,
  orgIdParam: string | undefined,
  graceSeconds: number,
): Promise<OrgContext> {
  const { requesterId, targetId } = headers;
  if (requesterId !== auth.organizationId) throw new ApiError("access_denied");

  let scenario: Scenario;
  if (targetId === requesterId) {
    scenario = "self";
  } else {
    await requireLiveOrganization(db, targetId, graceSeconds);
    const rows = await db
      .selectFrom("connections")
      .select(["host_organization_id", "guest_organization_id"])
      .where((eb) =>
        eb.or([
          eb.and([eb("host_organization_id", "=", requesterId), eb("guest_organization_id", "=", targetId)]),
          eb.and([eb("host_organization_id", "=", targetId), eb("guest_organization_id", "=", requesterId)]),
        ]),
      )
      .execute();
    const available: Scenario[] = rows.map((r) => (r.host_organization_id === requesterId ? "host" : "guest"));
    const chosen = permitted.find((s) => available.includes(s));
    if (!chosen) throw new ApiError("access_denied");
    scenario = chosen;
  }
  if (!permitted.includes(scenario)) throw new ApiError("access_denied");

  let subjectId = targetId;
  if (orgIdRule && orgIdParam !== undefined) {
    subjectId = orgIdParam;
    switch (orgIdRule) {
      case "target":
        if (orgIdParam !== targetId) throw new ApiError("access_denied");
        break;
      case "host-owned":
      case "host-guest":
        if (scenario === "self") {
          if (orgIdParam !== requesterId) {
            // The named organization's own state comes before the connection check (api-design §2).
            await requireLiveOrganization(db, orgIdParam, graceSeconds);
            if (!(await isHostOf(db, requesterId, orgIdParam))) throw new ApiError("access_denied");
          }
        } else if (scenario === "guest" && orgIdRule === "host-owned") {
          if (orgIdParam !== requesterId) throw new ApiError("access_denied");
        } else {
          throw new ApiError("access_denied");
        }
        break;
    }
  }
  return { ...auth, requesterId, targetId, scenario, subjectId };
}
