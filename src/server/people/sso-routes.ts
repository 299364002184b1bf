import type { FastifyInstance } from "fastify";
import {
  deleteSsoConfiguration,
  finishSsoSignIn,
  getSsoConfiguration,
  putSsoConfiguration,
  startSsoSignIn,
} from "../../contract/sso";
import { registerEndpoint } from "../http/register";
import type { Services } from "../services";
import * as sso from "./sso";

/** Single sign-on (issue 26, docs/people.md "Single sign-on"): the admin's configuration and the browser flow. */
export function ssoRoutes(app: FastifyInstance, services: Services): void {
  registerEndpoint(app, services, getSsoConfiguration, async ({ ctx, request }) =>
    sso.getConfiguration(services, request, ctx),
  );

  registerEndpoint(app, services, putSsoConfiguration, async ({ ctx, request, body }) =>
    sso.putConfiguration(services, request, ctx, body),
  );

  registerEndpoint(app, services, deleteSsoConfiguration, async ({ ctx, request, reply }) => {
    await sso.deleteConfiguration(services, request, ctx);
    reply.code(204).send();
    return null;
  });

  registerEndpoint(app, services, startSsoSignIn, async ({ query, request, reply }) =>
    sso.start(services, request, reply, query),
  );

  registerEndpoint(app, services, finishSsoSignIn, async ({ request, reply }) =>
    sso.callback(services, request, reply),
  );
}
