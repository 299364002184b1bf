import type { FastifyInstance } from "fastify";
import { buildAdminApp } from "./admin/app";
import { type BuiltApp, buildApp } from "./app";
import type { Config } from "./config";
import type { Database } from "./db/database";
import { loadDemoData } from "./demo/load";
import { buildMetricsApp } from "./observability/metrics-routes";

export interface ComposedService extends BuiltApp {
  /** The operator API (only when ADMIN_TOKEN is set). */
  admin: FastifyInstance | undefined;
  /** The listener of METRICS_PORT (only when it is set): `GET /metrics`. */
  metricsApp: FastifyInstance | undefined;
  /** Loads the demo dataset through the public API (idempotent). */
  loadDemo(): ReturnType<typeof loadDemoData>;
}

/**
 * Composes the service: the public API, the operator API and the demo loader, each built by its own
 * module and wired together here, so that none of them imports the module that builds it.
 * Used by `npm start` (main.ts), the journeys' server and the test harness.
 */
export async function composeService(config: Config, existing?: Database): Promise<ComposedService> {
  const built = await buildApp(config, existing);
  const loadDemo = () =>
    loadDemoData(built.services, built.app, {
      progress: (step, steps, what) => built.app.log.info(`demo data ${step}/${steps}: ${what}`),
    });
  const admin = config.adminToken ? buildAdminApp(built.services, config.adminToken, loadDemo) : undefined;
  const metricsApp = config.metricsPort !== undefined ? buildMetricsApp(built.services) : undefined;
  return {
    ...built,
    admin,
    metricsApp,
    loadDemo,
    async close() {
      await Promise.all([built.close(), admin?.close(), metricsApp?.close()]);
    },
  };
}
