import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import QRCode from "qrcode";
import type { DB } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { AuthContext, OrgContext, PersonContext } from "../http/context";
import type { Services } from "../services";
import { actorOf, recordAudit } from "./audit";
import { queueCredentialNotice } from "./notices";
import { personStateChanged } from "./person-state";
import { endSessionsOfUser, findUserOfOrganization, type UserRow } from "./queries";
import { newOpaqueToken, startSession, tokenHash } from "./sessions";
import { forgetFailures, recordFailure, refuseIfBackedOff, signInKeys } from "./throttle";
import {
  base32Decode,
  LEGACY_RECOVERY_CODE_LENGTH,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUri,
  RECOVERY_CODE_LENGTH,
  totpClock,
} from "./totp";
import { openSecret, sealSecret } from "./totp-secrets";

/**
 * Two-step sign-in with TOTP (issue 26, docs/people.md "Two-step sign-in (TOTP)"): enrolment of
 * the signed-in person, the challenge between password and code at sign-in, recovery codes, and
 * an admin's reset.
 */

/** How long the challenge between password and code lives, and how many wrong codes it takes. */
export const CHALLENGE_TTL_SECONDS = 300;
export const CHALLENGE_MAX_FAILURES = 5;
/** The issuer an authenticator app shows beside the account. */
const ISSUER = "Credit Application Service";

function personOf(ctx: AuthContext): PersonContext {
  if (!ctx.person) throw new ApiError("access_denied", { msg: "Only a person has two-step sign-in" });
  return ctx.person;
}

function totpRow(db: Kysely<DB>, userId: string) {
  return db.selectFrom("user_totp").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** Whether the person has confirmed TOTP (sign-in then asks for a code). */
export async function hasTotp(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await totpRow(db, userId);
  return row?.confirmed_at != null;
}

async function organizationRequiresTotp(db: Kysely<DB>, organizationId: string): Promise<boolean> {
  const row = await db
    .selectFrom("organization_settings")
    .select("require_totp")
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  return row?.require_totp ?? false;
}

async function recoveryCodesLeft(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom("user_recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function totpStatus(services: Services, ctx: AuthContext) {
  const person = personOf(ctx);
  const row = await totpRow(services.db, person.userId);
  const enabled = row?.confirmed_at != null;
  return {
    enabled,
    enabled_at: enabled ? (row?.confirmed_at ?? null) : null,
    recovery_codes_left: enabled ? await recoveryCodesLeft(services.db, person.userId) : 0,
    required_by_organization: await organizationRequiresTotp(services.db, ctx.organizationId),
  };
}

export async function startEnrolment(services: Services, ctx: AuthContext) {
  const person = personOf(ctx);
  const { db, config } = services;
  const existing = await totpRow(db, person.userId);
  if (existing?.confirmed_at != null) throw new ApiError("totp_already_enabled");
  const secret = newTotpSecret();
  const sealed = sealSecret(secret, person.userId, config.people.totpEncryptionKey);
  await db
    .insertInto("user_totp")
    .values({ user_id: person.userId, secret: sealed, confirmed_at: null, last_used_step: null })
    .onConflict((oc) =>
      // A second start replaces an unconfirmed secret, never a confirmed one (a race with a confirmation).
      oc
        .column("user_id")
        .doUpdateSet({ secret: sealed, last_used_step: null })
        .where("user_totp.confirmed_at", "is", null),
    )
    .execute();
  const uri = otpauthUri(secret, person.email, ISSUER);
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return {
    secret,
    otpauth_uri: uri,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

/**
 * Accepts a 6-digit code of the person's secret once: the matching step must be later than the
 * last accepted one, and taking it is one conditional update (two requests with one code: one wins).
 */
async function acceptCode(services: Services, userId: string, code: string, confirmedOnly: boolean): Promise<boolean> {
  const { db, config } = services;
  const row = await totpRow(db, userId);
  if (!row || (confirmedOnly && row.confirmed_at === null)) return false;
  const key = base32Decode(openSecret(row.secret, userId, config.people.totpEncryptionKey));
  const step = matchingStep(key, code, totpClock.now(), row.last_used_step);
  if (step === undefined) return false;
  const taken = await db
    .updateTable("user_totp")
    .set({ last_used_step: step })
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("last_used_step", "is", null), eb("last_used_step", "<", step)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Uses one recovery code of the person, if it is one and unused. */
async function spendRecoveryCode(db: Kysely<DB>, userId: string, code: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  // Codes of today's length and the shorter ones issued earlier (their hashes are stored the same way).
  if (normalized.length !== RECOVERY_CODE_LENGTH && normalized.length !== LEGACY_RECOVERY_CODE_LENGTH) return false;
  const used = await db
    .updateTable("user_recovery_codes")
    .set({ used_at: new Date() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", tokenHash(normalized))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** A 6-digit code or a recovery code: which one worked, or undefined. */
async function acceptSecondFactor(
  services: Services,
  userId: string,
  code: string,
): Promise<"totp" | "recovery_code" | undefined> {
  if (/^\d{6}$/.test(code)) return (await acceptCode(services, userId, code, true)) ? "totp" : undefined;
  return (await spendRecoveryCode(services.db, userId, code)) ? "recovery_code" : undefined;
}

/** New recovery codes replace the person's earlier ones; only their hashes are kept. */
async function replaceRecoveryCodes(db: Kysely<DB>, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("user_recovery_codes").where("user_id", "=", userId).execute();
    await trx
      .insertInto("user_recovery_codes")
      .values(codes.map((c) => ({ user_id: userId, code_hash: tokenHash(normalizeRecoveryCode(c)), used_at: null })))
      .execute();
  });
  return codes;
}

export async function confirmEnrolment(services: Services, request: FastifyRequest, ctx: AuthContext, code: string) {
  const person = personOf(ctx);
  const { db } = services;
  const row = await totpRow(db, person.userId);
  if (!row) throw new ApiError("totp_enrolment_not_started");
  if (row.confirmed_at !== null) throw new ApiError("totp_already_enabled");
  if (!(await acceptCode(services, person.userId, code, false))) throw new ApiError("totp_code_invalid");
  const confirmed = await db
    .updateTable("user_totp")
    .set({ confirmed_at: new Date() })
    .where("user_id", "=", person.userId)
    .where("confirmed_at", "is", null)
    .executeTakeFirst();
  if (Number(confirmed.numUpdatedRows) !== 1) throw new ApiError("totp_already_enabled");
  // An organization requiring TOTP lets the person past enrolment from the next request, on every instance.
  await personStateChanged(db);
  const recoveryCodes = await replaceRecoveryCodes(db, person.userId);
  await recordAudit(db, {
    organizationId: ctx.organizationId,
    action: "totp_enabled",
    actor: actorOf(ctx),
    address: request.ip,
    subjectUserId: person.userId,
  });
  await queueCredentialNotice(db, request, person.userId, "totp_enabled");
  return { recovery_codes: recoveryCodes };
}

async function removeTotp(db: Kysely<DB>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("user_totp").where("user_id", "=", userId).execute();
    await trx.deleteFrom("user_recovery_codes").where("user_id", "=", userId).execute();
    await trx.deleteFrom("sign_in_challenges").where("user_id", "=", userId).execute();
  });
  await personStateChanged(db);
}

export async function disableTotp(services: Services, request: FastifyRequest, ctx: AuthContext, code: string) {
  const person = personOf(ctx);
  const { db } = services;
  if (!(await hasTotp(db, person.userId))) throw new ApiError("totp_not_enabled");
  if (await organizationRequiresTotp(db, ctx.organizationId)) throw new ApiError("totp_required_by_organization");
  const used = await acceptSecondFactor(services, person.userId, code);
  if (!used) throw new ApiError("totp_code_invalid");
  await removeTotp(db, person.userId);
  const audit = { organizationId: ctx.organizationId, actor: actorOf(ctx), address: request.ip };
  if (used === "recovery_code") {
    await recordAudit(db, { ...audit, action: "recovery_code_used", subjectUserId: person.userId });
  }
  await recordAudit(db, { ...audit, action: "totp_disabled", subjectUserId: person.userId, details: { with: used } });
  await queueCredentialNotice(db, request, person.userId, "totp_disabled");
}

export async function regenerateRecoveryCodes(
  services: Services,
  request: FastifyRequest,
  ctx: AuthContext,
  code: string,
) {
  const person = personOf(ctx);
  const { db } = services;
  if (!(await hasTotp(db, person.userId))) throw new ApiError("totp_not_enabled");
  if (!(await acceptCode(services, person.userId, code, true))) throw new ApiError("totp_code_invalid");
  const recoveryCodes = await replaceRecoveryCodes(db, person.userId);
  await recordAudit(db, {
    organizationId: ctx.organizationId,
    action: "recovery_codes_regenerated",
    actor: actorOf(ctx),
    address: request.ip,
    subjectUserId: person.userId,
  });
  await queueCredentialNotice(db, request, person.userId, "recovery_codes_regenerated");
  return { recovery_codes: recoveryCodes };
}

/** An admin turns a person's TOTP off (a lost phone): their sessions end, they enrol again. */
export async function resetTotp(services: Services, request: FastifyRequest, ctx: OrgContext, userId: string) {
  const { db } = services;
  const user = await findUserOfOrganization(db, ctx.requesterId, userId);
  if (!user) throw new ApiError("user_not_found");
  if (!(await totpRow(db, user.id))) throw new ApiError("totp_not_enabled");
  await removeTotp(db, user.id);
  const ended = await endSessionsOfUser(db, user.id, "totp_reset");
  await personStateChanged(db);
  await recordAudit(db, {
    organizationId: ctx.requesterId,
    action: "totp_reset",
    actor: actorOf(ctx),
    address: request.ip,
    subjectUserId: user.id,
    details: { email: user.email, ended_sessions: ended },
  });
  await queueCredentialNotice(db, request, user.id, "totp_reset", ctx);
}

/** After the right password of a person with TOTP: a challenge for the second step, no session yet. */
export async function issueChallenge(db: Kysely<DB>, userId: string) {
  const challenge = newOpaqueToken();
  const now = Date.now();
  await db.deleteFrom("sign_in_challenges").where("expires_at", "<", new Date(now)).execute();
  await db
    .insertInto("sign_in_challenges")
    .values({
      token_hash: tokenHash(challenge),
      user_id: userId,
      expires_at: new Date(now + CHALLENGE_TTL_SECONDS * 1000),
    })
    .execute();
  return { second_factor_required: true as const, challenge, expires_in: CHALLENGE_TTL_SECONDS };
}

/**
 * The second step of a sign-in: the challenge and a code. A wrong code counts in the sign-in
 * back-off (the person's e-mail and the address), and a challenge takes CHALLENGE_MAX_FAILURES
 * wrong codes; the right one ends the challenge and starts the session exactly as sign-in does.
 */
export async function completeSecondFactor(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { challenge: string; code: string },
) {
  const { db, config } = services;
  const hash = tokenHash(body.challenge);
  const found = await db
    .selectFrom("sign_in_challenges as c")
    .innerJoin("users as u", "u.id", "c.user_id")
    .innerJoin("organizations as o", "o.id", "u.organization_id")
    .selectAll("u")
    .select(["c.expires_at as challenge_expires_at", "o.deleted_at as org_deleted_at"])
    .where("c.token_hash", "=", hash)
    .executeTakeFirst();
  if (!found) throw new ApiError("sign_in_challenge_invalid");
  const { challenge_expires_at, org_deleted_at, ...user } = found;
  const keys = signInKeys(user.email, request.ip, config.people);
  await refuseIfBackedOff(db, keys);
  if (
    challenge_expires_at.getTime() <= Date.now() ||
    user.status !== "active" ||
    user.removed_at !== null ||
    org_deleted_at !== null
  ) {
    await db.deleteFrom("sign_in_challenges").where("token_hash", "=", hash).execute();
    throw new ApiError("sign_in_challenge_invalid");
  }
  const used = await acceptSecondFactor(services, user.id, body.code);
  if (!used) {
    await secondFactorFailed(services, request, user, hash, keys);
    throw new ApiError("second_factor_failed");
  }
  const taken = await db.deleteFrom("sign_in_challenges").where("token_hash", "=", hash).executeTakeFirst();
  // The same challenge completed twice at once: only the request that removed it signs in.
  if (Number(taken.numDeletedRows) === 0) throw new ApiError("sign_in_challenge_invalid");
  const [accountKey] = keys;
  if (accountKey) await forgetFailures(db, accountKey);
  const answer = await startSession(services, request, reply, user);
  const audit = {
    organizationId: user.organization_id,
    actor: { kind: "person" as const, id: user.id, label: user.email },
    address: request.ip,
    subjectUserId: user.id,
  };
  if (used === "recovery_code") {
    await recordAudit(db, {
      ...audit,
      action: "recovery_code_used",
      details: { codes_left: await recoveryCodesLeft(db, user.id) },
    });
  }
  await recordAudit(db, {
    ...audit,
    action: "sign_in",
    details: { session_id: answer.session_id, second_factor: used },
  });
  return answer;
}

async function secondFactorFailed(
  services: Services,
  request: FastifyRequest,
  user: UserRow,
  hash: string,
  keys: ReturnType<typeof signInKeys>,
): Promise<void> {
  const { db, config } = services;
  const row = await db
    .updateTable("sign_in_challenges")
    .set((eb) => ({ failures: eb("failures", "+", 1) }))
    .where("token_hash", "=", hash)
    .returning("failures")
    .executeTakeFirst();
  if (row && row.failures >= CHALLENGE_MAX_FAILURES) {
    await db.deleteFrom("sign_in_challenges").where("token_hash", "=", hash).execute();
  }
  await recordFailure(db, keys, config.people);
  await recordAudit(db, {
    organizationId: user.organization_id,
    action: "sign_in_failed",
    actor: { kind: "anonymous", id: null, label: user.email },
    address: request.ip,
    subjectUserId: user.id,
    details: { second_factor: true },
  });
}
