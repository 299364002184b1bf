import type { Kysely } from "kysely";
import type { UserRole } from "../../contract/people";
import type { OrgIdRule, Scenario } from "../../contract/scenarios";
import type { TokenClaims } from "../auth/tokens";
import type { DB } from "../db/schema";
import { ApiError } from "./api-error";
import type { AuthContext, OrgContext } from "./context";
import { StateCache } from "./state-cache";

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
const accountCache = new StateCache<AccountRow | null>(10000);

export function forgetAccountState(db: Kysely<DB>, clientId?: string): void {
  accountCache.forget(db, clientId);
}

function accountRow(db: Kysely<DB>, clientId: string): Promise<AccountRow | null> {
  return accountCache.get(db, clientId, ACCOUNT_CACHE_MS, async () => {
    const row = await db
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
      .executeTakeFirst();
    return row ?? null;
  });
}

/**
 * Account and organization state of the token's client (api-design §2, §3):
 * deleted client 404 account_not_found (409 during grace), disabled client 401 invalid_token,
 * deleted organization 404 organization_not_found (409 during grace). A client revoked by an admin
 * is refused like a disabled one (401 invalid_token). A person's token (`sid`) is checked against
 * its session instead; `personStateCacheMs` is PERSON_STATE_CACHE_MS.
 */
export async function resolveAccount(
  db: Kysely<DB>,
  claims: TokenClaims,
  graceSeconds: number,
  personStateCacheMs = PERSON_STATE_CACHE_MS,
): Promise<AuthContext> {
  if (claims.sid !== undefined) return resolvePerson(db, claims, claims.sid, graceSeconds, personStateCacheMs);
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
 * What a person's token is checked against at each request (issue 26, docs/people.md): the
 * session, the person, the organization, its TOTP requirement and the person's TOTP. Kept per
 * session id and instance for at most PERSON_STATE_CACHE_MS (default 1 s), and forgotten on every
 * instance as soon as any of it changes: the changing code calls `personStateChanged`
 * (people/person-state.ts), which forgets it here and sends a PostgreSQL NOTIFY that every other
 * instance's listener answers by forgetting too. The TTL bounds the staleness only when a
 * notification is lost (a listener reconnecting). Expiry and deletion grace are computed from the
 * cached timestamps at each request.
 */
export const PERSON_STATE_CACHE_MS = 1000;

interface PersonRow {
  id: string;
  organization_id: string;
  email: string;
  role: UserRole;
  status: string;
  removed_at: Date | null;
  org_deleted_at: Date | null;
  ended_at: Date | null;
  expires_at: Date;
  require_totp: boolean | null;
  totp_confirmed_at: Date | null;
}

const personCache = new StateCache<PersonRow | null>(10000);

/** Forgets every cached session state of this instance's database (people/person-state.ts calls it). */
export function forgetPersonStates(db: Kysely<DB>): void {
  personCache.forget(db);
}

/** How many session states this instance's database has cached (tests). */
export function cachedPersonStates(db: Kysely<DB>): number {
  return personCache.size(db);
}

function personRow(db: Kysely<DB>, sessionId: string, ttlMs: number): Promise<PersonRow | null> {
  return personCache.get(db, sessionId, ttlMs, async () => {
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
    return row ?? null;
  });
}

/**
 * A person's token: a session that ended (sign-out, reuse of a refresh token) or expired, or a
 * person disabled or removed, is refused; the role and the TOTP requirement come from here.
 */
async function resolvePerson(
  db: Kysely<DB>,
  claims: TokenClaims,
  sessionId: string,
  graceSeconds: number,
  cacheMs: number,
): Promise<AuthContext> {
  const row = await personRow(db, sessionId, cacheMs);
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
