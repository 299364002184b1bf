import type { FastifyInstance } from "fastify";
import { getOrganization, listConnections } from "../../contract/organizations";
import { ApiError } from "../http/api-error";
import { registerEndpoint } from "../http/register";
import type { Services } from "../services";
import { findOrganization, listConnectionsOf } from "./queries";

export function organizationRoutes(app: FastifyInstance, services: Services): void {
  registerEndpoint(app, services, getOrganization, async ({ ctx }) => {
    const org = await findOrganization(services.db, ctx.subjectId);
    if (!org) throw new ApiError("organization_not_found");
    return org;
  });
  registerEndpoint(app, services, listConnections, async ({ ctx, query }) => {
    const { items, total } = await listConnectionsOf(services.db, ctx.requesterId, query);
    return { items, total_items: total };
  });
}
