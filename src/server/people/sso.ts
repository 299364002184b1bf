import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import * as oidc from "openid-client";
import type { UserRole } from "../../contract/people";
import type { PutSsoConfigurationBody, SsoErrorCode } from "../../contract/sso";
import type { DB } from "../db/schema";
import { ApiError, validationFailure } from "../http/api-error";
import type { OrgContext } from "../http/context";
import type { Services } from "../services";
import { actorOf, recordAudit } from "./audit";
import { findLiveUserByEmail, type UserRow } from "./queries";
import { startSession, tokenHash } from "./sessions";

/**
 * Single sign-on with OpenID Connect (issue 26, docs/people.md "Single sign-on"): authorization
 * code + PKCE (S256) with openid-client, one provider per organization. The state, PKCE verifier
 * and nonce of a started sign-in live in `sso_login_states` (short-lived, single use, shared by
 * every instance); the state is also bound to the browser by a cookie, so a callback URL sent to
 * someone else signs nobody in (login CSRF).
 */

/** How long a started sign-in may take at the provider. */
export const SSO_STATE_TTL_SECONDS = 600;
/** The cookie binding a started sign-in to the browser (Lax: the provider's redirect back is cross-site). */
export const SSO_STATE_COOKIE = "__Host-cas_sso_state";
/** The callback path the provider redirects to (register `<origin>/v1/auth/sso/callback`). */
export const SSO_CALLBACK_PATH = "/v1/auth/sso/callback";
/** How long a provider's discovery document is reused by one instance. */
const DISCOVERY_CACHE_MS = 5 * 60 * 1000;

type ConfigRow = {
  organization_id: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  jit_enabled: boolean;
  default_role: UserRole;
  created_at: Date;
  updated_at: Date;
};

/** The service's own origin: PUBLIC_URL, else the request's scheme and host. */
function ownOrigin(services: Services, request: FastifyRequest): string {
  const publicUrl = services.config.people.publicUrl;
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}

export function redirectUri(services: Services, request: FastifyRequest): string {
  return `${ownOrigin(services, request)}${SSO_CALLBACK_PATH}`;
}

function toWire(services: Services, request: FastifyRequest, row: ConfigRow, domains: string[]) {
  return {
    organization_id: row.organization_id,
    issuer: row.issuer,
    client_id: row.client_id,
    client_secret_set: true as const,
    allowed_email_domains: domains,
    jit_enabled: row.jit_enabled,
    default_role: row.default_role,
    redirect_uri: redirectUri(services, request),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

async function domainsOf(db: Kysely<DB>, organizationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("sso_domains")
    .select("domain")
    .where("organization_id", "=", organizationId)
    .orderBy("domain")
    .execute();
  return rows.map((r) => r.domain);
}

function configRow(db: Kysely<DB>, organizationId: string) {
  return db
    .selectFrom("sso_configurations")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
}

export async function getConfiguration(services: Services, request: FastifyRequest, ctx: OrgContext) {
  const row = await configRow(services.db, ctx.requesterId);
  if (!row) throw new ApiError("sso_configuration_not_found");
  return toWire(services, request, row, await domainsOf(services.db, row.organization_id));
}

export async function putConfiguration(
  services: Services,
  request: FastifyRequest,
  ctx: OrgContext,
  body: PutSsoConfigurationBody,
) {
  const { db, config } = services;
  const issuer = new URL(body.issuer);
  if (issuer.protocol !== "https:" && !(issuer.protocol === "http:" && config.people.ssoAllowHttpIssuer)) {
    throw new ApiError("sso_issuer_not_allowed", { loc: ["body", "issuer"] });
  }
  const domains = [...new Set(body.allowed_email_domains)].sort();
  const organizationId = ctx.requesterId;
  const now = new Date();
  try {
    await db.transaction().execute(async (trx) => {
      // The stored secret, locked so that a DELETE at the same time cannot leave a change without one.
      const stored = await trx
        .selectFrom("sso_configurations")
        .select("client_secret")
        .where("organization_id", "=", organizationId)
        .forUpdate()
        .executeTakeFirst();
      const clientSecret = body.client_secret ?? stored?.client_secret;
      if (clientSecret === undefined) {
        throw validationFailure([{ loc: ["body", "client_secret"], msg: "Field required", type: "missing" }]);
      }
      const taken = await trx
        .selectFrom("sso_domains")
        .select("domain")
        .where("domain", "in", domains)
        .where("organization_id", "!=", organizationId)
        .executeTakeFirst();
      if (taken) throw new ApiError("sso_domain_taken", { loc: ["body", "allowed_email_domains"] });
      const values = {
        issuer: body.issuer,
        client_id: body.client_id,
        client_secret: clientSecret,
        jit_enabled: body.jit_enabled,
        default_role: body.default_role,
        updated_at: now,
      };
      await trx
        .insertInto("sso_configurations")
        .values({ organization_id: organizationId, ...values })
        .onConflict((oc) => oc.column("organization_id").doUpdateSet(values))
        .execute();
      await trx.deleteFrom("sso_domains").where("organization_id", "=", organizationId).execute();
      await trx
        .insertInto("sso_domains")
        .values(domains.map((domain) => ({ domain, organization_id: organizationId })))
        .execute();
    });
  } catch (err) {
    // Two organizations claiming one domain at once: the primary key decides.
    if ((err as { code?: string }).code === "23505") {
      throw new ApiError("sso_domain_taken", { loc: ["body", "allowed_email_domains"] });
    }
    throw err;
  }
  discoveryCache.clear();
  await recordAudit(db, {
    organizationId,
    action: "sso_configured",
    actor: actorOf(ctx),
    address: request.ip,
    details: {
      issuer: body.issuer,
      client_id: body.client_id,
      allowed_email_domains: domains,
      client_secret_changed: body.client_secret !== undefined,
    },
  });
  const row = await configRow(db, organizationId);
  if (!row) throw new ApiError("internal_conflict_error");
  return toWire(services, request, row, domains);
}

export async function deleteConfiguration(services: Services, request: FastifyRequest, ctx: OrgContext) {
  const { db } = services;
  const deleted = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("sso_domains").where("organization_id", "=", ctx.requesterId).execute();
    await trx.deleteFrom("sso_login_states").where("organization_id", "=", ctx.requesterId).execute();
    return trx
      .deleteFrom("sso_configurations")
      .where("organization_id", "=", ctx.requesterId)
      .returning("organization_id")
      .executeTakeFirst();
  });
  if (!deleted) throw new ApiError("sso_configuration_not_found");
  discoveryCache.clear();
  await recordAudit(db, {
    organizationId: ctx.requesterId,
    action: "sso_removed",
    actor: actorOf(ctx),
    address: request.ip,
  });
}

// --- the sign-in flow -----------------------------------------------------------------------

/** A failure of the flow: the browser goes to /sign-in?sso_error=<code>; the audit log says more. */
class SsoFailure extends Error {
  constructor(
    readonly code: SsoErrorCode,
    readonly organizationId: string | null = null,
    readonly email: string | null = null,
    readonly userId: string | null = null,
  ) {
    super(code);
  }
}

const discoveryCache = new Map<string, { at: number; config: oidc.Configuration }>();

/** The provider's metadata (discovery), reused for a few minutes by this instance. */
async function providerConfiguration(services: Services, row: ConfigRow): Promise<oidc.Configuration> {
  const key = JSON.stringify([row.issuer, row.client_id, row.client_secret]);
  const cached = discoveryCache.get(key);
  if (cached && Date.now() - cached.at < DISCOVERY_CACHE_MS) return cached.config;
  const insecure = new URL(row.issuer).protocol === "http:";
  if (insecure && !services.config.people.ssoAllowHttpIssuer) {
    throw new SsoFailure("sso_provider_unavailable", row.organization_id);
  }
  try {
    const config = await oidc.discovery(
      new URL(row.issuer),
      row.client_id,
      row.client_secret,
      undefined,
      insecure ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
    );
    discoveryCache.set(key, { at: Date.now(), config });
    return config;
  } catch {
    throw new SsoFailure("sso_provider_unavailable", row.organization_id);
  }
}

function setStateCookie(reply: FastifyReply, value: string, maxAge: number): void {
  reply.header("set-cookie", `${SSO_STATE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`);
}

function readStateCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === SSO_STATE_COOKIE) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/** Where a failure sends the browser: the console's sign-in page with a plain code. */
function failureLocation(services: Services, code: SsoErrorCode): string {
  const base = services.config.people.publicUrl ? new URL(services.config.people.publicUrl).origin : "";
  return `${base}/sign-in?sso_error=${code}`;
}

async function auditFailure(services: Services, request: FastifyRequest, failure: SsoFailure): Promise<void> {
  await recordAudit(services.db, {
    organizationId: failure.organizationId,
    action: "sso_sign_in_failed",
    actor: { kind: "anonymous", id: null, label: failure.email ?? "unknown" },
    address: request.ip,
    subjectUserId: failure.userId,
    details: { code: failure.code },
  });
}

function redirect(reply: FastifyReply, location: string): null {
  reply.header("cache-control", "no-store");
  reply.code(302).header("location", location).send();
  return null;
}

async function failed(services: Services, request: FastifyRequest, reply: FastifyReply, err: unknown) {
  if (!(err instanceof SsoFailure)) throw err;
  await auditFailure(services, request, err);
  return redirect(reply, failureLocation(services, err.code));
}

/** GET /auth/sso/start: finds the organization, stores state + PKCE verifier + nonce, redirects to the provider. */
export async function start(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  query: { email?: string; organization?: string; return_to?: string },
) {
  const { db } = services;
  try {
    const organizationId = query.email
      ? (
          await db
            .selectFrom("sso_domains")
            .select("organization_id")
            .where("domain", "=", query.email.slice(query.email.lastIndexOf("@") + 1))
            .executeTakeFirst()
        )?.organization_id
      : query.organization;
    const row = organizationId ? await liveConfigRow(db, organizationId) : undefined;
    if (!row) throw new SsoFailure("sso_not_configured", null, query.email ?? null);
    const provider = await providerConfiguration(services, row);
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
    await db.deleteFrom("sso_login_states").where("expires_at", "<", new Date()).execute();
    await db
      .insertInto("sso_login_states")
      .values({
        state_hash: tokenHash(state),
        organization_id: row.organization_id,
        code_verifier: codeVerifier,
        nonce,
        return_to: query.return_to ?? "/",
        expires_at: new Date(Date.now() + SSO_STATE_TTL_SECONDS * 1000),
      })
      .execute();
    const parameters: Record<string, string> = {
      redirect_uri: redirectUri(services, request),
      scope: "openid email profile",
      code_challenge: codeChallenge,
      code_challenge_method: "S256",
      state,
      nonce,
    };
    if (query.email) parameters.login_hint = query.email;
    setStateCookie(reply, state, SSO_STATE_TTL_SECONDS);
    return redirect(reply, oidc.buildAuthorizationUrl(provider, parameters).href);
  } catch (err) {
    return failed(services, request, reply, err);
  }
}

/** The configuration of a live organization. */
function liveConfigRow(db: Kysely<DB>, organizationId: string) {
  return db
    .selectFrom("sso_configurations as c")
    .innerJoin("organizations as o", "o.id", "c.organization_id")
    .selectAll("c")
    .where("c.organization_id", "=", organizationId)
    .where("o.deleted_at", "is", null)
    .executeTakeFirst();
}

/** A display name from the provider's claims: plain text, at most 100 characters. */
function nameFrom(claims: oidc.IDToken, email: string): string {
  const raw = typeof claims.name === "string" ? claims.name : "";
  // Control characters and unpaired surrogates (\p{Cs} in a `u` pattern matches only those) go.
  const text = raw.replace(/\p{Cc}|\p{Cs}/gu, "").trim();
  // At most 100 characters, never half a surrogate pair.
  const clean = Array.from(text).slice(0, 100).join("").trim();
  return clean || email.slice(0, email.indexOf("@")).slice(0, 100);
}

/** GET /auth/sso/callback: state, code exchange (PKCE), ID token checks, the person, the session. */
export async function callback(services: Services, request: FastifyRequest, reply: FastifyReply) {
  const { db } = services;
  const params = new URL(request.url, "http://localhost").searchParams;
  const stateParam = params.get("state") ?? "";
  const cookieState = readStateCookie(request);
  // The state cookie has done its work whatever happens now.
  reply.header("set-cookie", `${SSO_STATE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`);
  try {
    if (!stateParam || stateParam.length > 512) throw new SsoFailure("sso_state_invalid");
    // Single use: the row is taken (deleted) before anything else, so a replay finds nothing.
    const stored = await db
      .deleteFrom("sso_login_states")
      .where("state_hash", "=", tokenHash(stateParam))
      .returningAll()
      .executeTakeFirst();
    if (!stored) throw new SsoFailure("sso_state_invalid");
    if (stored.expires_at.getTime() <= Date.now() || cookieState !== stateParam) {
      throw new SsoFailure("sso_state_invalid", stored.organization_id);
    }
    const orgId = stored.organization_id;
    if (params.has("error")) throw new SsoFailure("sso_provider_error", orgId);
    const row = await liveConfigRow(db, orgId);
    if (!row) throw new SsoFailure("sso_not_configured", orgId);
    const provider = await providerConfiguration(services, row);
    const current = new URL(redirectUri(services, request));
    current.search = params.toString();
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(provider, current, {
        pkceCodeVerifier: stored.code_verifier,
        expectedState: stateParam,
        expectedNonce: stored.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      // Providers may leave email / email_verified out of the ID token and serve them at UserInfo
      // (its `sub` must be the ID token's: openid-client checks).
      claims =
        idToken && typeof idToken.email !== "string"
          ? { ...idToken, ...(await oidc.fetchUserInfo(provider, tokens.access_token, idToken.sub)), sub: idToken.sub }
          : idToken;
    } catch (err) {
      request.log.info({ err, organization_id: orgId }, "single sign-on: code exchange or ID token refused");
      throw new SsoFailure("sso_token_invalid", orgId);
    }
    if (!claims) throw new SsoFailure("sso_token_invalid", orgId);
    const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
    if (!email || email.length > 254 || !/^[^@\s]+@[^@\s]+$/.test(email)) {
      throw new SsoFailure("sso_token_invalid", orgId);
    }
    if (claims.email_verified !== true) throw new SsoFailure("sso_email_not_verified", orgId, email);
    const domains = await domainsOf(db, orgId);
    if (!domains.includes(email.slice(email.lastIndexOf("@") + 1))) {
      throw new SsoFailure("sso_email_domain_not_allowed", orgId, email);
    }
    const user = await personFor(services, request, row, email, claims);
    const answer = await startSession(services, request, reply, user);
    await recordAudit(db, {
      organizationId: orgId,
      action: "sso_sign_in",
      actor: { kind: "person", id: user.id, label: user.email },
      address: request.ip,
      subjectUserId: user.id,
      details: { session_id: answer.session_id, issuer: row.issuer },
    });
    const base = services.config.people.publicUrl ? new URL(services.config.people.publicUrl).origin : "";
    return redirect(reply, `${base}${stored.return_to}`);
  } catch (err) {
    return failed(services, request, reply, err);
  }
}

/**
 * The person an SSO sign-in speaks for: the live person of the organization with that e-mail
 * (an invited one becomes active: the provider proved the e-mail, as accepting would), else a new
 * one when just-in-time creation is on. Refused: a disabled person, an e-mail of another
 * organization's person, and an e-mail whose person the organization removed (re-invite them).
 */
async function personFor(
  services: Services,
  request: FastifyRequest,
  row: ConfigRow,
  email: string,
  claims: oidc.IDToken,
): Promise<UserRow> {
  const { db } = services;
  const orgId = row.organization_id;
  const found = await findLiveUserByEmail(db, email);
  if (found) {
    const { org_deleted_at: _deleted, ...user } = found;
    if (user.organization_id !== orgId) throw new SsoFailure("sso_email_in_other_organization", orgId, email);
    if (user.status === "disabled") throw new SsoFailure("sso_user_not_allowed", orgId, email, user.id);
    if (user.status === "invited") {
      const activated = await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("user_invitations").where("user_id", "=", user.id).execute();
        return trx
          .updateTable("users")
          .set({ status: "active", updated_at: new Date() })
          .where("id", "=", user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      await recordAudit(db, {
        organizationId: orgId,
        action: "invitation_accepted",
        actor: { kind: "person", id: user.id, label: user.email },
        address: request.ip,
        subjectUserId: user.id,
        details: { by: "sso" },
      });
      return activated;
    }
    return user;
  }
  const removed = await db
    .selectFrom("users")
    .select("id")
    .where("organization_id", "=", orgId)
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .where("removed_at", "is not", null)
    .executeTakeFirst();
  if (removed) throw new SsoFailure("sso_user_not_allowed", orgId, email, removed.id);
  if (!row.jit_enabled) throw new SsoFailure("sso_user_not_found", orgId, email);
  let created: UserRow;
  try {
    created = await db
      .insertInto("users")
      .values({
        organization_id: orgId,
        email,
        name: nameFrom(claims, email),
        role: row.default_role,
        status: "active",
        password_hash: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    // The same e-mail created at once by another sign-in (or an invitation elsewhere): sign in again.
    if ((err as { code?: string }).code === "23505")
      throw new SsoFailure("sso_email_in_other_organization", orgId, email);
    throw err;
  }
  await recordAudit(db, {
    organizationId: orgId,
    action: "user_created_by_sso",
    actor: { kind: "person", id: created.id, label: created.email },
    address: request.ip,
    subjectUserId: created.id,
    details: { role: created.role, issuer: row.issuer },
  });
  return created;
}
