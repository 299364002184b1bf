import Fastify, { type FastifyInstance, LogController } from "fastify";
import { installErrorHandling, respondToClientError } from "../http/errors-plugin";
import { logDestination } from "../http/log-destination";
import type { Services } from "../services";
import type { ServiceMetrics } from "./metrics";

/** Where Prometheus scrapes: the operator listener, and the METRICS_PORT listener when configured. */
export const METRICS_PATH = "/metrics";

/**
 * `GET /metrics`: the exposition text of this instance (Prometheus text format 0.0.4). It needs no
 * token: it is served only on loopback (the operator listener) or on the listener the operator
 * chose with METRICS_PORT/METRICS_HOST, and it holds counts and durations, never an identifier,
 * an organization or a secret.
 */
export function metricsRoute(app: FastifyInstance, metrics: ServiceMetrics): void {
  app.get(METRICS_PATH, async (_request, reply) => {
    const { contentType, body } = await metrics.exposition();
    return reply.header("content-type", contentType).header("cache-control", "no-store").send(body);
  });
}

/** The listener of METRICS_PORT: `/metrics` and nothing else (404 with the contract's error body). */
export function buildMetricsApp(services: Services): FastifyInstance {
  const app = Fastify({
    logger: { level: services.config.logLevel, stream: logDestination(services.config) },
    logController: new LogController({ disableRequestLogging: true }),
    clientErrorHandler: respondToClientError,
  });
  installErrorHandling(app);
  metricsRoute(app, services.metrics);
  return app;
}
