import type { FastifyReply, FastifyRequest } from "fastify";
import type { UserRole } from "../../contract/people";
import { ApiError } from "../http/api-error";
import type { AuthContext, OrgContext } from "../http/context";
import { checkKnownCurrencies } from "../organizations/settings";
import type { Services } from "../services";
import { actorOf, recordAudit } from "./audit";
import type { Mailer } from "./mailer";
import { queueCredentialNotice } from "./notices";
import { dummyPasswordHash, hashPassword, requireAllowedPassword, verifyPassword } from "./passwords";
import { personStateChanged } from "./person-state";
import {
  endSessionsOfUser,
  findLiveUserByEmail,
  findUserOfOrganization,
  otherActiveAdmins,
  toUser,
  type UserRow,
} from "./queries";
import { newOpaqueToken, startSession, tokenHash } from "./sessions";
import { forgetFailures, recordFailure, refuseIfBackedOff, signInKeys } from "./throttle";
import { hasTotp, issueChallenge } from "./totp-service";

/**
 * Sign-in (docs/people.md): the same 401 sign_in_failed, after the same scrypt work, for an
 * unknown e-mail, a wrong password and a person who may not sign in (invited, disabled, removed,
 * organization deleted). Backed-off e-mails and addresses get 429 before any password is checked.
 * A person with TOTP gets a challenge instead of a session (POST /auth/sign-in/second-factor).
 */
export async function signIn(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { email: string; password: string },
) {
  const { db, config } = services;
  const keys = signInKeys(body.email, request.ip, config.people);
  await refuseIfBackedOff(db, keys);
  const found = await findLiveUserByEmail(db, body.email);
  const ok = await verifyPassword(body.password, found?.password_hash ?? (await dummyPasswordHash()));
  if (!found || !ok || found.status !== "active" || found.org_deleted_at !== null) {
    await recordFailure(db, keys, config.people);
    await recordAudit(db, {
      organizationId: found?.organization_id ?? null,
      action: "sign_in_failed",
      actor: { kind: "anonymous", id: null, label: body.email },
      address: request.ip,
      subjectUserId: found?.id ?? null,
    });
    throw new ApiError("sign_in_failed");
  }
  const { org_deleted_at: _deleted, ...user } = found;
  // With TOTP the password alone opens no session: a challenge for the second step (totp-service.ts).
  // The e-mail's failures are forgotten only when the second step succeeds.
  if (await hasTotp(db, user.id)) return issueChallenge(db, user.id);
  const [accountKey] = keys;
  if (accountKey) await forgetFailures(db, accountKey);
  const answer = await startSession(services, request, reply, user);
  await recordAudit(db, {
    organizationId: user.organization_id,
    action: "sign_in",
    actor: { kind: "person", id: user.id, label: user.email },
    address: request.ip,
    subjectUserId: user.id,
    details: { session_id: answer.session_id },
  });
  return answer;
}

function invitationUrl(services: Services, request: FastifyRequest, token: string): string {
  const origin = services.config.people.publicUrl ?? `${request.protocol}://${request.host}`;
  // The token travels in the fragment: never sent to a server, never in an access log or Referer.
  return `${new URL(origin).origin}/accept-invitation#token=${token}`;
}

/** A new invitation link for the person; earlier links stop working. */
async function issueInvitation(
  services: Services,
  request: FastifyRequest,
  mailer: Mailer,
  ctx: OrgContext,
  user: UserRow,
) {
  const { db, config } = services;
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + config.people.invitationTtlSeconds * 1000);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("user_invitations").where("user_id", "=", user.id).execute();
    await trx
      .insertInto("user_invitations")
      .values({ token_hash: tokenHash(token), user_id: user.id, expires_at: expiresAt })
      .execute();
  });
  const url = invitationUrl(services, request, token);
  const org = await db
    .selectFrom("organizations")
    .select("name")
    .where("id", "=", user.organization_id)
    .executeTakeFirstOrThrow();
  // A person invites by name; an API client on behalf of the organization (the e-mail names no client).
  const inviter = ctx.person
    ? await db.selectFrom("users").select("name").where("id", "=", ctx.person.userId).executeTakeFirst()
    : undefined;
  const emailSent = await mailer.sendInvitation({
    to: user.email,
    name: user.name,
    organizationName: org.name,
    invitedBy: inviter?.name,
    url,
    expiresAt,
  });
  return { user: toUser(user), invitation_url: url, invitation_expires_at: expiresAt, email_sent: emailSent };
}

export async function inviteUser(
  services: Services,
  request: FastifyRequest,
  mailer: Mailer,
  ctx: OrgContext,
  body: { email: string; name: string; role: UserRole },
) {
  const { db } = services;
  if (await findLiveUserByEmail(db, body.email)) throw new ApiError("user_email_taken");
  let user: UserRow;
  try {
    user = await db
      .insertInto("users")
      .values({
        organization_id: ctx.requesterId,
        email: body.email,
        name: body.name,
        role: body.role,
        status: "invited",
        password_hash: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    // Two invitations of one e-mail at once: the unique index decides.
    if ((err as { code?: string }).code === "23505") throw new ApiError("user_email_taken");
    throw err;
  }
  const result = await issueInvitation(services, request, mailer, ctx, user);
  await recordAudit(db, {
    organizationId: ctx.requesterId,
    action: "user_invited",
    actor: actorOf(ctx),
    address: request.ip,
    subjectUserId: user.id,
    details: { email: user.email, role: user.role },
  });
  return result;
}

export async function reissueInvitation(
  services: Services,
  request: FastifyRequest,
  mailer: Mailer,
  ctx: OrgContext,
  userId: string,
) {
  const user = await findUserOfOrganization(services.db, ctx.requesterId, userId);
  if (!user) throw new ApiError("user_not_found");
  if (user.status !== "invited") throw new ApiError("user_invitation_already_accepted");
  return issueInvitation(services, request, mailer, ctx, user);
}

export async function acceptInvitation(
  services: Services,
  request: FastifyRequest,
  body: { token: string; password: string },
) {
  const { db } = services;
  const row = await db
    .selectFrom("user_invitations as i")
    .innerJoin("users as u", "u.id", "i.user_id")
    .selectAll("u")
    .select("i.expires_at as invitation_expires_at")
    .where("i.token_hash", "=", tokenHash(body.token))
    .where("u.removed_at", "is", null)
    .where("u.status", "=", "invited")
    .executeTakeFirst();
  if (!row) throw new ApiError("user_invitation_not_found");
  if (row.invitation_expires_at.getTime() <= Date.now()) throw new ApiError("user_invitation_expired");
  requireAllowedPassword(body.password, row.email);
  const passwordHash = await hashPassword(body.password);
  const user = await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom("user_invitations")
      .where("token_hash", "=", tokenHash(body.token))
      .executeTakeFirst();
    // The same link accepted twice at once: only the one that removed it goes on.
    if (Number(deleted.numDeletedRows) === 0) throw new ApiError("user_invitation_not_found");
    return trx
      .updateTable("users")
      .set({ status: "active", password_hash: passwordHash, updated_at: new Date() })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  await recordAudit(db, {
    organizationId: user.organization_id,
    action: "invitation_accepted",
    actor: { kind: "person", id: user.id, label: user.email },
    address: request.ip,
    subjectUserId: user.id,
  });
  return toUser(user);
}

/** An active admin may not stop being one (role, disable, removal) while no other active admin remains. */
async function requireAnotherAdmin(services: Services, ctx: OrgContext, user: UserRow): Promise<void> {
  if (user.role === "admin" && user.status === "active") {
    if ((await otherActiveAdmins(services.db, ctx.requesterId, user.id)) === 0) throw new ApiError("user_last_admin");
  }
}

export async function updateUser(
  services: Services,
  request: FastifyRequest,
  ctx: OrgContext,
  userId: string,
  body: { role?: UserRole; disabled?: boolean; approval_limits?: Record<string, number> | null },
) {
  checkKnownCurrencies(body.approval_limits, ["body", "approval_limits"]);
  const { db } = services;
  const user = await findUserOfOrganization(db, ctx.requesterId, userId);
  if (!user) throw new ApiError("user_not_found");
  const roleChanges = body.role !== undefined && body.role !== user.role;
  const disabling = body.disabled === true && user.status === "active";
  const enabling = body.disabled === false && user.status === "disabled";
  if ((roleChanges && user.role === "admin") || disabling) await requireAnotherAdmin(services, ctx, user);
  const updated = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("users")
      .set({
        ...(roleChanges ? { role: body.role } : {}),
        ...(disabling ? { status: "disabled" as const } : {}),
        ...(enabling ? { status: "active" as const } : {}),
        ...(body.approval_limits !== undefined
          ? { approval_limits: body.approval_limits === null ? null : JSON.stringify(body.approval_limits) }
          : {}),
        updated_at: new Date(),
      })
      .where("id", "=", user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (disabling) await endSessionsOfUser(trx, user.id, "user_disabled");
    return row;
  });
  // The role and the status are part of every session check: every instance forgets its copy now.
  if (roleChanges || disabling || enabling) await personStateChanged(db);
  const audit = { organizationId: ctx.requesterId, actor: actorOf(ctx), address: request.ip, subjectUserId: user.id };
  if (roleChanges) {
    await recordAudit(db, { ...audit, action: "role_changed", details: { from: user.role, to: updated.role } });
  }
  if (disabling) await recordAudit(db, { ...audit, action: "user_disabled" });
  if (enabling) await recordAudit(db, { ...audit, action: "user_enabled" });
  if (
    body.approval_limits !== undefined &&
    JSON.stringify(body.approval_limits) !== JSON.stringify(user.approval_limits)
  ) {
    await recordAudit(db, {
      ...audit,
      action: "approval_limits_changed",
      details: { from: user.approval_limits, to: body.approval_limits },
    });
  }
  return toUser(updated);
}

export async function removeUser(services: Services, request: FastifyRequest, ctx: OrgContext, userId: string) {
  const { db } = services;
  const user = await findUserOfOrganization(db, ctx.requesterId, userId);
  if (!user) throw new ApiError("user_not_found");
  await requireAnotherAdmin(services, ctx, user);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ removed_at: new Date(), updated_at: new Date() })
      .where("id", "=", user.id)
      .execute();
    await trx.deleteFrom("user_invitations").where("user_id", "=", user.id).execute();
    await endSessionsOfUser(trx, user.id, "user_removed");
  });
  await personStateChanged(db);
  await recordAudit(db, {
    organizationId: ctx.requesterId,
    action: "user_removed",
    actor: actorOf(ctx),
    address: request.ip,
    subjectUserId: user.id,
    details: { email: user.email },
  });
}

export async function signOutEverywhere(services: Services, request: FastifyRequest, ctx: AuthContext) {
  if (!ctx.person) throw new ApiError("access_denied", { msg: "Only a person's session can be signed out" });
  const ended = await endSessionsOfUser(services.db, ctx.person.userId, "signed_out_everywhere");
  await personStateChanged(services.db);
  await recordAudit(services.db, {
    organizationId: ctx.organizationId,
    action: "signed_out_everywhere",
    actor: actorOf(ctx),
    address: request.ip,
    subjectUserId: ctx.person.userId,
    details: { ended_sessions: ended },
  });
  return { ended_sessions: ended };
}

/**
 * A signed-in person changes their password (ASVS 2.1.5/2.1.6, docs/people.md "Password change").
 * The new password follows the acceptance's rules (checked first: it costs no hash and says nothing
 * about the current one); the current one is checked under the sign-in back-off of the person's
 * e-mail and the address, and a wrong one counts there. On success every other session of the
 * person ends, on every instance; the calling session stays.
 */
export async function changePassword(
  services: Services,
  request: FastifyRequest,
  ctx: AuthContext,
  body: { current_password: string; new_password: string },
) {
  const person = ctx.person;
  if (!person) throw new ApiError("access_denied", { msg: "Only a person has a password to change" });
  const { db, config } = services;
  requireAllowedPassword(body.new_password, person.email, "new_password");
  if (body.new_password === body.current_password) {
    throw new ApiError("password_not_allowed", {
      msg: "Choose a password different from the current one",
      loc: ["body", "new_password"],
    });
  }
  const keys = signInKeys(person.email, request.ip, config.people);
  await refuseIfBackedOff(db, keys);
  const user = await findUserOfOrganization(db, ctx.organizationId, person.userId);
  // A person created by single sign-on has no password: no current password is right.
  const ok = await verifyPassword(body.current_password, user?.password_hash ?? (await dummyPasswordHash()));
  const audit = {
    organizationId: ctx.organizationId,
    actor: actorOf(ctx),
    address: request.ip,
    subjectUserId: person.userId,
  };
  if (!user?.password_hash || !ok) {
    await recordFailure(db, keys, config.people);
    await recordAudit(db, { ...audit, action: "password_change_failed" });
    throw new ApiError("current_password_incorrect", { loc: ["body", "current_password"] });
  }
  const passwordHash = await hashPassword(body.new_password);
  const ended = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where("id", "=", user.id)
      .execute();
    const ended = await endSessionsOfUser(trx, user.id, "password_changed", person.sessionId);
    // Open sign-in challenges were opened with the old password.
    await trx.deleteFrom("sign_in_challenges").where("user_id", "=", user.id).execute();
    return ended;
  });
  // The ended sessions' access tokens stop on every instance now.
  await personStateChanged(db);
  await recordAudit(db, { ...audit, action: "password_changed", details: { ended_sessions: ended } });
  await queueCredentialNotice(db, request, user.id, "password_changed");
  return { ended_sessions: ended };
}
