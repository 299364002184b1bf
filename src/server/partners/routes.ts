import type { FastifyInstance } from "fastify";
import { createPartner, getPartner, listPartners } from "../../contract/partners";
import { validationFailure } from "../http/api-error";
import { registerEndpoint } from "../http/register";
import { isKnownCountry } from "../resources/reference-data";
import type { Services } from "../services";
import * as partners from "./service";

export function partnerRoutes(app: FastifyInstance, services: Services): void {
  registerEndpoint(app, services, createPartner, async ({ body, ctx }) => {
    if (body.country_code && !isKnownCountry(body.country_code)) {
      throw validationFailure([{ loc: ["body", "country_code"], msg: "Unknown country code" }]);
    }
    return partners.createPartner(services.db, ctx.requesterId, body);
  });
  // The partners of the Target: the caller's own (Self) or its Guest's (Host).
  registerEndpoint(app, services, listPartners, async ({ query, ctx }) =>
    partners.listPartners(services.db, ctx.targetId, query),
  );
  registerEndpoint(app, services, getPartner, async ({ params, ctx }) =>
    partners.getPartner(services.db, ctx.targetId, params.partner_id),
  );
}
