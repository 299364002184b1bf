import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { CSRF_HEADER, CSRF_HEADER_VALUE, REFRESH_COOKIE } from "../../contract/people";
import type { Config } from "../config";
import type { DB } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { Services } from "../services";
import { recordAudit } from "./audit";
import { personStateChanged } from "./person-state";
import { endSession, toUser, type UserRow } from "./queries";

/** SHA-256 of a random token, as stored (refresh tokens, invitation tokens): the database never holds one usable. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * CSRF protection of the cookie endpoints (docs/people.md): the request must carry the custom
 * header (a cross-site form or image cannot, and a cross-site fetch with it needs a preflight the
 * service does not grant) and an Origin that is the service's own (the request's scheme and host,
 * PUBLIC_URL) or one of CORS_ORIGINS. The SameSite=Strict cookie is the third layer.
 */
export function requireSameOrigin(request: FastifyRequest, config: Config): void {
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) throw new ApiError("csrf_check_failed");
  const origin = request.headers.origin;
  if (typeof origin !== "string") throw new ApiError("csrf_check_failed");
  const own = `${request.protocol}://${request.host}`;
  const allowed = new Set([own, ...config.corsOrigins]);
  if (config.people.publicUrl) allowed.add(new URL(config.people.publicUrl).origin);
  if (!allowed.has(origin)) throw new ApiError("csrf_check_failed");
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === REFRESH_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return value.length > 0 && value.length <= 128 ? value : undefined;
    }
  }
  return undefined;
}

/** The refresh cookie: httpOnly, Secure, SameSite=Strict, Path=/ (the `__Host-` prefix requires both). */
export function setRefreshCookie(reply: FastifyReply, value: string, maxAgeSeconds: number): void {
  reply.header(
    "set-cookie",
    `${REFRESH_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Strict`,
  );
  reply.header("cache-control", "no-store");
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.header("set-cookie", `${REFRESH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict`);
  reply.header("cache-control", "no-store");
}

/** A refresh token of the session, valid for the idle limit but never past the session's own end. */
async function addRefreshToken(db: Kysely<DB>, sessionId: string, sessionExpiresAt: Date, config: Config) {
  const token = newOpaqueToken();
  const expiresAt = new Date(
    Math.min(Date.now() + config.people.refreshTokenTtlSeconds * 1000, sessionExpiresAt.getTime()),
  );
  await db
    .insertInto("user_refresh_tokens")
    .values({ token_hash: tokenHash(token), session_id: sessionId, expires_at: expiresAt })
    .execute();
  return { token, maxAge: Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)) };
}

async function sessionAnswer(
  services: Services,
  reply: FastifyReply,
  user: UserRow,
  sessionId: string,
  refresh: { token: string; maxAge: number },
) {
  const access = await services.tokens.issueForPerson(user.id, user.organization_id, sessionId);
  setRefreshCookie(reply, refresh.token, refresh.maxAge);
  return {
    access_token: access.token,
    expires_in: access.expiresIn,
    token_type: "Bearer" as const,
    session_id: sessionId,
    user: toUser(user),
  };
}

/**
 * A new session for a person who just proved their password: always a new session id and a new
 * refresh token (a session id planted before sign-in is never adopted: session fixation), and the
 * session of a refresh cookie the browser still sent ends.
 */
export async function startSession(services: Services, request: FastifyRequest, reply: FastifyReply, user: UserRow) {
  const { db, config } = services;
  await endSessionOfCookie(db, request, "replaced_by_sign_in");
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + config.people.sessionMaxSeconds * 1000);
  const now = new Date();
  const refresh = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("user_sessions")
      .values({ id: sessionId, user_id: user.id, address: request.ip, expires_at: expiresAt })
      .execute();
    await trx.updateTable("users").set({ last_sign_in_at: now }).where("id", "=", user.id).execute();
    return addRefreshToken(trx, sessionId, expiresAt, config);
  });
  return sessionAnswer(services, reply, { ...user, last_sign_in_at: now }, sessionId, refresh);
}

/**
 * Exchanges the refresh cookie for a new access token and a new refresh token (rotation). A
 * refresh token presented a second time is reuse (stolen, or replayed): the whole session ends.
 */
export async function refreshSession(services: Services, request: FastifyRequest, reply: FastifyReply) {
  const { db } = services;
  const presented = readRefreshCookie(request);
  const ended = () => {
    clearRefreshCookie(reply);
    return new ApiError("session_ended");
  };
  if (!presented) throw ended();
  const row = await db
    .selectFrom("user_refresh_tokens as t")
    .innerJoin("user_sessions as s", "s.id", "t.session_id")
    .innerJoin("users as u", "u.id", "s.user_id")
    .innerJoin("organizations as o", "o.id", "u.organization_id")
    .selectAll("u")
    .select([
      "t.session_id",
      "t.expires_at as token_expires_at",
      "t.rotated_at",
      "s.ended_at",
      "s.expires_at as session_expires_at",
      "o.deleted_at as org_deleted_at",
    ])
    .where("t.token_hash", "=", tokenHash(presented))
    .executeTakeFirst();
  if (!row) throw ended();
  const {
    session_id: sessionId,
    token_expires_at,
    rotated_at,
    ended_at,
    session_expires_at,
    org_deleted_at,
    ...user
  } = row;
  if (rotated_at !== null) {
    await reuseDetected(db, user, sessionId, request.ip);
    throw ended();
  }
  const now = Date.now();
  if (
    ended_at !== null ||
    token_expires_at.getTime() <= now ||
    session_expires_at.getTime() <= now ||
    user.status !== "active" ||
    user.removed_at !== null ||
    org_deleted_at !== null
  ) {
    throw ended();
  }
  const refresh = await db.transaction().execute(async (trx) => {
    // Exactly one exchange of a token wins; a concurrent second one finds it rotated (reuse).
    const taken = await trx
      .updateTable("user_refresh_tokens")
      .set({ rotated_at: new Date() })
      .where("token_hash", "=", tokenHash(presented))
      .where("rotated_at", "is", null)
      .returning("session_id")
      .executeTakeFirst();
    if (!taken) return undefined;
    await trx.updateTable("user_sessions").set({ last_refreshed_at: new Date() }).where("id", "=", sessionId).execute();
    return addRefreshToken(trx, sessionId, session_expires_at, services.config);
  });
  if (!refresh) {
    await reuseDetected(db, user, sessionId, request.ip);
    throw ended();
  }
  return sessionAnswer(services, reply, user, sessionId, refresh);
}

async function reuseDetected(db: Kysely<DB>, user: UserRow, sessionId: string, address: string): Promise<void> {
  await endSession(db, sessionId, "refresh_token_reused");
  await personStateChanged(db);
  await recordAudit(db, {
    organizationId: user.organization_id,
    action: "session_reuse_detected",
    actor: { kind: "person", id: user.id, label: user.email },
    address,
    subjectUserId: user.id,
    details: { session_id: sessionId },
  });
}

/** Ends the session the request's refresh cookie belongs to, if any. */
async function endSessionOfCookie(db: Kysely<DB>, request: FastifyRequest, reason: string): Promise<void> {
  const presented = readRefreshCookie(request);
  if (!presented) return;
  const row = await db
    .selectFrom("user_refresh_tokens")
    .select("session_id")
    .where("token_hash", "=", tokenHash(presented))
    .executeTakeFirst();
  if (!row) return;
  await endSession(db, row.session_id, reason);
  await personStateChanged(db);
}

/** Ends the session of the refresh cookie (sign-out of this browser). */
export async function endCookieSession(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await endSessionOfCookie(services.db, request, "signed_out");
  clearRefreshCookie(reply);
}
