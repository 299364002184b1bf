import type { FastifyInstance } from "fastify";
import { acceptInvitation, listInvitations } from "../../contract/invitations";
import { registerEndpoint } from "../http/register";
import type { Services } from "../services";
import * as invitations from "./service";

export function invitationRoutes(app: FastifyInstance, services: Services): void {
  registerEndpoint(app, services, listInvitations, async ({ query, ctx }) =>
    invitations.listInvitations(services.db, ctx.requesterId, query),
  );
  registerEndpoint(app, services, acceptInvitation, async ({ params, ctx }) =>
    invitations.acceptInvitation(services.db, ctx.requesterId, params.invitation_id),
  );
}
