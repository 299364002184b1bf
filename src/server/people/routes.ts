import type { FastifyInstance } from "fastify";
import {
  changePassword,
  getCurrentPrincipal,
  permissions,
  refreshSession,
  rolePermissions,
  signIn,
  signOut,
  signOutEverywhere,
} from "../../contract/people";
import {
  acceptUserInvitation,
  inviteUser,
  listAuditEvents,
  listUsers,
  reissueUserInvitation,
  removeUser,
  updateUser,
} from "../../contract/people-admin";
import {
  confirmTotpEnrolment,
  disableTotp,
  getTotpStatus,
  regenerateRecoveryCodes,
  resetUserTotp,
  signInSecondFactor,
  startTotpEnrolment,
} from "../../contract/totp";
import { registerEndpoint } from "../http/register";
import type { Services } from "../services";
import { listAudit } from "./audit";
import { createMailer } from "./mailer";
import { dummyPasswordHash } from "./passwords";
import { findUserOfOrganization, listLiveUsers, toUser } from "./queries";
import * as people from "./service";
import * as sessions from "./sessions";
import { ssoRoutes } from "./sso-routes";
import * as totp from "./totp-service";

/** People, sessions and the audit log (issue 26, docs/people.md). */
export function peopleRoutes(app: FastifyInstance, services: Services): void {
  const mailer = createMailer(services.config.people.smtpUrl, services.config.people.smtpFrom, app.log);
  app.addHook("onClose", async () => mailer.close());
  // The dummy hash an unknown e-mail is checked against is made now, so no sign-in pays for it.
  void dummyPasswordHash();
  if (!services.config.people.totpEncryptionKey) {
    app.log.warn("TOTP_ENCRYPTION_KEY is not set: TOTP secrets are stored unsealed (docs/people.md)");
  }

  registerEndpoint(app, services, signIn, async ({ body, request, reply }) => {
    sessions.requireSameOrigin(request, services.config);
    return people.signIn(services, request, reply, body);
  });

  registerEndpoint(app, services, signInSecondFactor, async ({ body, request, reply }) => {
    sessions.requireSameOrigin(request, services.config);
    return totp.completeSecondFactor(services, request, reply, body);
  });

  registerEndpoint(app, services, refreshSession, async ({ request, reply }) => {
    sessions.requireSameOrigin(request, services.config);
    return sessions.refreshSession(services, request, reply);
  });

  registerEndpoint(app, services, signOut, async ({ request, reply }) => {
    sessions.requireSameOrigin(request, services.config);
    await sessions.endCookieSession(services, request, reply);
    reply.code(204).send();
    return null;
  });

  registerEndpoint(app, services, signOutEverywhere, async ({ ctx, request, reply }) => {
    const result = await people.signOutEverywhere(services, request, ctx);
    sessions.clearRefreshCookie(reply);
    return result;
  });

  registerEndpoint(app, services, changePassword, async ({ body, ctx, request }) =>
    people.changePassword(services, request, ctx, body),
  );

  registerEndpoint(app, services, getCurrentPrincipal, async ({ ctx }) => {
    if (ctx.person) {
      const user = await findUserOfOrganization(services.db, ctx.organizationId, ctx.person.userId);
      return {
        kind: "person" as const,
        organization_id: ctx.organizationId,
        role: ctx.person.role,
        permissions: [...rolePermissions[ctx.person.role]],
        user: user ? toUser(user) : null,
        session_id: ctx.person.sessionId,
        client_id: null,
        second_factor_enrolment_required: ctx.person.secondFactorEnrolmentRequired === true,
      };
    }
    return {
      kind: "api_client" as const,
      organization_id: ctx.organizationId,
      role: "admin" as const,
      permissions: [...permissions],
      user: null,
      session_id: null,
      client_id: ctx.clientId,
      second_factor_enrolment_required: false,
    };
  });

  registerEndpoint(app, services, acceptUserInvitation, async ({ body, request }) =>
    people.acceptInvitation(services, request, body),
  );

  registerEndpoint(app, services, listUsers, async ({ ctx }) => {
    const rows = await listLiveUsers(services.db, ctx.requesterId);
    return { items: rows.map(toUser), total_items: rows.length };
  });

  registerEndpoint(app, services, inviteUser, async ({ body, ctx, request }) =>
    people.inviteUser(services, request, mailer, ctx, body),
  );

  registerEndpoint(app, services, reissueUserInvitation, async ({ params, ctx, request }) =>
    people.reissueInvitation(services, request, mailer, ctx, params.user_id),
  );

  registerEndpoint(app, services, updateUser, async ({ params, body, ctx, request }) =>
    people.updateUser(services, request, ctx, params.user_id, body),
  );

  registerEndpoint(app, services, removeUser, async ({ params, ctx, request, reply }) => {
    await people.removeUser(services, request, ctx, params.user_id);
    reply.code(204).send();
    return null;
  });

  registerEndpoint(app, services, listAuditEvents, async ({ query, ctx }) =>
    listAudit(services.db, ctx.requesterId, query),
  );

  registerEndpoint(app, services, getTotpStatus, async ({ ctx }) => totp.totpStatus(services, ctx));

  registerEndpoint(app, services, startTotpEnrolment, async ({ ctx }) => totp.startEnrolment(services, ctx));

  registerEndpoint(app, services, confirmTotpEnrolment, async ({ body, ctx, request }) =>
    totp.confirmEnrolment(services, request, ctx, body.code),
  );

  registerEndpoint(app, services, disableTotp, async ({ body, ctx, request, reply }) => {
    await totp.disableTotp(services, request, ctx, body.code);
    reply.code(204).send();
    return null;
  });

  registerEndpoint(app, services, regenerateRecoveryCodes, async ({ body, ctx, request }) =>
    totp.regenerateRecoveryCodes(services, request, ctx, body.code),
  );

  registerEndpoint(app, services, resetUserTotp, async ({ params, ctx, request, reply }) => {
    await totp.resetTotp(services, request, ctx, params.user_id);
    reply.code(204).send();
    return null;
  });
  ssoRoutes(app, services);
}
