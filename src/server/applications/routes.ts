import type { FastifyInstance } from "fastify";
import {
  approveApplication,
  confirmAdditionalDocuments,
  createCreditTermsApplication,
  createFactoringApplication,
  createTradeFinanceApplication,
  declineApplication,
  finalizeApplication,
  getCreditApplication,
  listCreditApplications,
  rejectApplication,
  requestChanges,
  resubmitApplication,
  startExternalReview,
  startInternalReview,
  updateTradeFinanceApplication,
} from "../../contract/applications";
import type { OrgContext } from "../http/context";
import { registerEndpoint } from "../http/register";
import type { Services } from "../services";
import { listApplications } from "./list";
import * as applications from "./service";

/** The viewer of a request; these endpoints permit only the Self and Guest scenarios. */
function viewerOf(ctx: OrgContext): applications.Viewer {
  return {
    organizationId: ctx.requesterId,
    scenario: ctx.scenario === "guest" ? "guest" : "self",
    targetId: ctx.targetId,
    actor: ctx.person
      ? { kind: "person", userId: ctx.person.userId, clientId: ctx.clientId, label: ctx.person.email }
      : { kind: "api_client", userId: null, clientId: ctx.clientId, label: ctx.clientId },
    personRole: ctx.person?.role,
  };
}

export function applicationRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  registerEndpoint(app, services, listCreditApplications, async ({ query, ctx }) =>
    listApplications(db, viewerOf(ctx), query),
  );
  registerEndpoint(app, services, getCreditApplication, async ({ params, ctx }) =>
    applications.getApplicationDetail(db, viewerOf(ctx), params.credit_application_id),
  );

  // Guest scenario: the caller (shipper) applies to the Target (forwarder).
  registerEndpoint(app, services, createCreditTermsApplication, async ({ body, ctx }) =>
    applications.createApplication(
      db,
      { shipperId: ctx.requesterId, forwarderId: ctx.targetId },
      { type: "credit_terms", body },
    ),
  );
  registerEndpoint(app, services, createTradeFinanceApplication, async ({ body, ctx }) =>
    applications.createApplication(
      db,
      { shipperId: ctx.requesterId, forwarderId: ctx.targetId },
      { type: "trade_finance", body },
    ),
  );
  registerEndpoint(app, services, createFactoringApplication, async ({ body, ctx }) =>
    applications.createApplication(
      db,
      { shipperId: ctx.requesterId, forwarderId: ctx.targetId },
      { type: "factoring", body },
    ),
  );

  registerEndpoint(app, services, updateTradeFinanceApplication, async ({ params, body, ctx }) =>
    applications.updateTradeFinance(db, viewerOf(ctx), params.credit_application_id, body),
  );
  registerEndpoint(app, services, requestChanges, async ({ params, body, ctx }) =>
    applications.requestChanges(db, viewerOf(ctx), params.credit_application_id, body),
  );
  registerEndpoint(app, services, confirmAdditionalDocuments, async ({ params, ctx }) =>
    applications.confirmAdditionalDocuments(db, viewerOf(ctx), params.credit_application_id),
  );

  const simple = [
    [startInternalReview, "start_review"],
    [startExternalReview, "external_review"],
    [resubmitApplication, "resubmit"],
    [finalizeApplication, "finalize"],
  ] as const;
  for (const [endpoint, action] of simple) {
    registerEndpoint(app, services, endpoint, async ({ params, ctx }) =>
      applications.applyTransition(db, viewerOf(ctx), params.credit_application_id, action),
    );
  }
  // Decisions carry an optional body (approved amount, conditions, reason) kept in the history.
  const decisions = [
    [declineApplication, "decline"],
    [rejectApplication, "reject"],
  ] as const;
  registerEndpoint(app, services, approveApplication, async ({ params, body, ctx }) =>
    applications.approveApplication(db, viewerOf(ctx), params.credit_application_id, body ?? {}),
  );
  for (const [endpoint, action] of decisions) {
    registerEndpoint(app, services, endpoint, async ({ params, body, ctx }) =>
      applications.applyTransition(db, viewerOf(ctx), params.credit_application_id, action, body),
    );
  }
}
