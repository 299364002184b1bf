import { timingSafeEqual } from "node:crypto";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import type { z } from "zod";
import { adminCreateOrganizationBody, adminMaintenanceBody, adminPatchClientBody } from "../../contract/admin";
import type { DemoManifest } from "../demo/load";
import { ApiError } from "../http/api-error";
import { installErrorHandling, respondToClientError } from "../http/errors-plugin";
import { logEachRequest } from "../http/hooks-plugin";
import { LOG_REDACTION, logDestination } from "../http/log-destination";
import { forgetAccountState } from "../http/scenario";
import { RequestValidator } from "../http/validation";
import { METRICS_PATH, metricsRoute } from "../observability/metrics-routes";
import { personStateChanged } from "../people/person-state";
import type { Services } from "../services";
import { requestIdFor } from "../telemetry/request-id";
import { traceLogOptions } from "../telemetry/tracing";
import {
  createClient,
  createOrganization,
  deleteClient,
  deleteOrganization,
  requireLiveOrganization,
  setClientDisabled,
} from "./service";

function tokenMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const v = new RequestValidator();
  const out = v.check("body", schema, body ?? {});
  v.finish();
  return out as z.output<S>;
}

/** The operator API (api-design §9): bearer ADMIN_TOKEN, bound to 127.0.0.1 by the caller. */
/**
 * The operator API. `loadDemo` is handed in by whoever composes the service (compose.ts): the demo
 * loader drives the public API, which this module must not build itself.
 */
export function buildAdminApp(
  services: Services,
  adminToken: string,
  loadDemo: () => Promise<DemoManifest>,
): FastifyInstance {
  const app = Fastify({
    logger: {
      level: services.config.logLevel,
      stream: logDestination(services.config),
      ...LOG_REDACTION,
      ...traceLogOptions(),
    },
    logController: new LogController({ disableRequestLogging: true }),
    clientErrorHandler: respondToClientError,
    genReqId: (request) => requestIdFor(request.headers),
  });
  installErrorHandling(app);
  // Every answer names its request id, as the public API's do (docs/operations.md).
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-request-id", request.id);
    return payload;
  });
  logEachRequest(app, "operator request");
  app.addHook("onRequest", async (request) => {
    // Prometheus scrapes /metrics without the operator token (loopback only; docs/operations.md).
    if (request.routeOptions.url === METRICS_PATH && request.method === "GET") return;
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? "");
    if (!match?.[1]) throw new ApiError("token_required");
    if (!tokenMatches(match[1], adminToken)) throw new ApiError("invalid_token");
  });

  app.post("/admin/organizations", async (request, reply) => {
    const body = parse(adminCreateOrganizationBody, request.body);
    const created = await createOrganization(services.db, body);
    return reply.code(201).send(created);
  });
  app.post<{ Params: { id: string } }>("/admin/organizations/:id/clients", async (request, reply) => {
    await requireLiveOrganization(services.db, request.params.id, services.config.deletionGraceSeconds);
    return reply.code(201).send(await createClient(services.db, request.params.id));
  });
  app.patch<{ Params: { clientId: string } }>("/admin/clients/:clientId", async (request) => {
    const body = parse(adminPatchClientBody, request.body);
    await setClientDisabled(services.db, request.params.clientId, body.disabled, services.config.deletionGraceSeconds);
    forgetAccountState(services.db, request.params.clientId);
    return { client_id: request.params.clientId, disabled: body.disabled };
  });
  app.delete<{ Params: { clientId: string } }>("/admin/clients/:clientId", async (request, reply) => {
    if (!(await deleteClient(services.db, request.params.clientId))) throw new ApiError("account_not_found");
    forgetAccountState(services.db, request.params.clientId);
    return reply.code(202).send({ client_id: request.params.clientId, status: "being_deleted" });
  });
  app.delete<{ Params: { id: string } }>("/admin/organizations/:id", async (request, reply) => {
    const ok = await deleteOrganization(services.db, request.params.id).catch(() => false);
    if (!ok) throw new ApiError("organization_not_found");
    forgetAccountState(services.db);
    await personStateChanged(services.db);
    return reply.code(202).send({ organization_id: request.params.id, status: "being_deleted" });
  });
  app.put("/admin/maintenance", async (request) => {
    const body = parse(adminMaintenanceBody, request.body);
    await services.settings.setMaintenance(body.enabled);
    return { enabled: body.enabled };
  });
  app.post("/admin/demo-data", async () => loadDemo());
  metricsRoute(app, services.metrics);
  return app;
}
