import type { FastifyInstance } from "fastify";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  retryWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTest,
  updateWebhookEndpoint,
} from "../../contract/webhooks";
import { registerEndpoint } from "../http/register";
import type { Services } from "../services";
import * as webhooks from "./service";

/** The webhook endpoints of api-design §11 (Self only: an organization manages its own receivers). */
export function webhookRoutes(app: FastifyInstance, services: Services): void {
  const { db, config } = services;
  const allowPrivate = () => config.webhookAllowPrivateUrls;

  registerEndpoint(app, services, createWebhookEndpoint, async ({ body, ctx }) =>
    webhooks.createEndpoint(db, ctx.requesterId, body, allowPrivate(), config.webhookResolve),
  );

  registerEndpoint(app, services, listWebhookEndpoints, async ({ query, ctx }) =>
    webhooks.listEndpoints(db, ctx.requesterId, query),
  );

  registerEndpoint(app, services, getWebhookEndpoint, async ({ params, ctx }) =>
    webhooks.getEndpoint(db, ctx.requesterId, params.endpoint_id),
  );

  registerEndpoint(app, services, updateWebhookEndpoint, async ({ params, body, ctx }) =>
    webhooks.updateEndpoint(db, ctx.requesterId, params.endpoint_id, body, allowPrivate(), config.webhookResolve),
  );

  registerEndpoint(app, services, deleteWebhookEndpoint, async ({ params, ctx, reply }) => {
    await webhooks.deleteEndpoint(db, ctx.requesterId, params.endpoint_id);
    reply.code(204).send();
    return null;
  });

  registerEndpoint(app, services, rotateWebhookSecret, async ({ params, ctx }) =>
    webhooks.rotateSecret(db, ctx.requesterId, params.endpoint_id),
  );

  registerEndpoint(app, services, sendWebhookTest, async ({ params, ctx }) =>
    webhooks.sendTest(db, ctx.requesterId, params.endpoint_id),
  );

  registerEndpoint(app, services, listWebhookDeliveries, async ({ params, query, ctx }) =>
    webhooks.listDeliveries(db, ctx.requesterId, params.endpoint_id, query),
  );

  registerEndpoint(app, services, retryWebhookDelivery, async ({ params, ctx }) =>
    webhooks.retryDelivery(db, ctx.requesterId, params.endpoint_id, params.delivery_id),
  );
}
