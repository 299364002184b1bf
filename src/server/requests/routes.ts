import type { FastifyInstance } from "fastify";
import {
  cancelDocumentRequest,
  completeDocumentRequest,
  createDocumentRequest,
  listDocumentRequests,
  listHostDocumentRequests,
  sendDocumentRequestReminder,
} from "../../contract/requests";
import { ApiError } from "../http/api-error";
import type { OrgContext } from "../http/context";
import { registerEndpoint } from "../http/register";
import type { Services } from "../services";
import * as requests from "./service";

/**
 * Which requests `org_id` addresses (api-design §4, host-owned data; `org_id` is always the Guest):
 * Self naming a Guest: the caller's requests to that Guest; Self naming itself: every Host's
 * requests to the caller; Guest scenario (org_id = own id): the Target Host's requests to the caller.
 */
function listScope(ctx: OrgContext): requests.RequestScope {
  if (ctx.scenario === "guest") return { guestId: ctx.requesterId, hostId: ctx.targetId };
  if (ctx.subjectId === ctx.requesterId) return { guestId: ctx.requesterId };
  return { guestId: ctx.subjectId, hostId: ctx.requesterId };
}

export function documentRequestRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  registerEndpoint(app, services, createDocumentRequest, async ({ body, ctx }) => {
    // The caller is the Host and org_id its Guest; an organization cannot ask itself.
    if (ctx.subjectId === ctx.requesterId) throw new ApiError("access_denied");
    return requests.createDocumentRequest(db, ctx.requesterId, ctx.subjectId, body);
  });

  registerEndpoint(app, services, listDocumentRequests, async ({ query, ctx }) => {
    return requests.listDocumentRequests(db, listScope(ctx), query);
  });

  registerEndpoint(app, services, listHostDocumentRequests, async ({ query, ctx }) => {
    // Self only (the contract): the caller is the Host, its requests to every Guest.
    return requests.listHostDocumentRequests(db, ctx.requesterId, query);
  });

  registerEndpoint(app, services, sendDocumentRequestReminder, async ({ params, ctx }) => {
    return requests.sendReminder(db, ctx.requesterId, ctx.subjectId, params.request_id);
  });

  registerEndpoint(app, services, cancelDocumentRequest, async ({ params, ctx }) => {
    return requests.cancelDocumentRequest(db, ctx.requesterId, ctx.subjectId, params.request_id);
  });

  registerEndpoint(app, services, completeDocumentRequest, async ({ params, ctx }) => {
    // Guest scenario: the caller is the Guest (org_id = its own id), the Target its Host.
    return requests.completeDocumentRequest(db, ctx.targetId, ctx.requesterId, params.request_id);
  });
}
