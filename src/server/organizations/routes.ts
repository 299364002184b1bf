import type { FastifyInstance } from "fastify";
import { getOrganizationSettings, updateOrganizationSettings } from "../../contract/organization-settings";
import { getOrganization, listConnections } from "../../contract/organizations";
import { ApiError } from "../http/api-error";
import { registerEndpoint } from "../http/register";
import { personStateChanged } from "../people/person-state";
import type { Services } from "../services";
import { findOrganization, listConnectionsOf } from "./queries";
import * as settings from "./settings";

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
  registerEndpoint(app, services, getOrganizationSettings, async ({ ctx }) =>
    settings.readOrganizationSettings(services.db, ctx.requesterId),
  );
  registerEndpoint(app, services, updateOrganizationSettings, async ({ ctx, body }) => {
    const updated = await settings.updateOrganizationSettings(services.db, ctx.requesterId, body);
    // Whether its people must enrol in TOTP is part of every person's session check.
    if (body.require_totp !== undefined) await personStateChanged(services.db);
    return updated;
  });
}
