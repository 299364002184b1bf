import type { FastifyInstance, FastifyReply } from "fastify";
import {
  createPartner,
  getPartner,
  listPartners,
  type Partner,
  resendPartnerInvitation,
  revokePartnerInvitation,
  updatePartner,
} from "../../contract/partners";
import { validationFailure } from "../http/api-error";
import { registerEndpoint, type Wire } from "../http/register";
import { isKnownCountry } from "../resources/reference-data";
import type { Services } from "../services";
import * as partners from "./service";

/** A single-partner answer carries the partner's ETag (PATCH takes it back in If-Match). */
function withEtag(reply: FastifyReply, partner: Wire<Partner>): Wire<Partner> {
  reply.header("etag", partners.partnerEtag(partner));
  return partner;
}

function checkCountry(countryCode: string | null | undefined): void {
  if (countryCode && !isKnownCountry(countryCode)) {
    throw validationFailure([{ loc: ["body", "country_code"], msg: "Unknown country code" }]);
  }
}

export function partnerRoutes(app: FastifyInstance, services: Services): void {
  registerEndpoint(app, services, createPartner, async ({ body, ctx, reply }) => {
    checkCountry(body.country_code);
    return withEtag(reply, await partners.createPartner(services.db, ctx.requesterId, body));
  });
  // The partners of the Target: the caller's own (Self) or its Guest's (Host).
  registerEndpoint(app, services, listPartners, async ({ query, ctx }) =>
    partners.listPartners(services.db, ctx.targetId, query),
  );
  registerEndpoint(app, services, getPartner, async ({ params, ctx, reply }) =>
    withEtag(reply, await partners.getPartner(services.db, ctx.targetId, params.partner_id)),
  );
  // Managing a partner and its invitation (Self only, like creating one).
  registerEndpoint(app, services, updatePartner, async ({ params, body, ctx, request, reply }) => {
    checkCountry(body.country_code);
    const ifMatch = request.headers["if-match"];
    return withEtag(
      reply,
      await partners.updatePartner(services.db, ctx.requesterId, params.partner_id, body, ifMatch),
    );
  });
  registerEndpoint(app, services, resendPartnerInvitation, async ({ params, ctx, reply }) =>
    withEtag(reply, await partners.resendInvitation(services.db, ctx.requesterId, params.partner_id)),
  );
  registerEndpoint(app, services, revokePartnerInvitation, async ({ params, ctx, reply }) =>
    withEtag(reply, await partners.revokeInvitation(services.db, ctx.requesterId, params.partner_id)),
  );
}
