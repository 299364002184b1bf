import type { FastifyInstance } from "fastify";
import {
  getPrivateRecordCurrentScore,
  listMetricWeights,
  listOrganizationMetrics,
  listOrganizationScores,
  listPrivateRecordMetrics,
  listPrivateRecordScores,
} from "../../contract/analytics";
import { registerEndpoint } from "../http/register";
import { requireOwnPrivateRecord } from "../records/queries";
import type { Services } from "../services";
import { metricWeights } from "./engine/scorecard";
import { currentScore, listMetrics, listScores } from "./queries";

/** Analytics endpoints (api-design §8) and the scorecard's weights (GET /resources/weights/metrics). */
export function analyticsRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const weights = metricWeights();

  registerEndpoint(app, services, listMetricWeights, async () => weights);

  // org_id is checked against the host-owned rule before the handler runs: ctx.subjectId is it.
  registerEndpoint(app, services, listOrganizationMetrics, async ({ ctx, query }) =>
    listMetrics(db, { organizationId: ctx.subjectId }, query),
  );
  registerEndpoint(app, services, listOrganizationScores, async ({ ctx, query }) =>
    listScores(db, { organizationId: ctx.subjectId }, query),
  );

  const ownRecord = async (ownerId: string, recordId: string) => ({
    privateRecordId: await requireOwnPrivateRecord(db, ownerId, recordId),
  });
  registerEndpoint(app, services, listPrivateRecordMetrics, async ({ ctx, params, query }) =>
    listMetrics(db, await ownRecord(ctx.requesterId, params.record_id), query),
  );
  registerEndpoint(app, services, listPrivateRecordScores, async ({ ctx, params, query }) =>
    listScores(db, await ownRecord(ctx.requesterId, params.record_id), query),
  );
  registerEndpoint(app, services, getPrivateRecordCurrentScore, async ({ ctx, params }) =>
    currentScore(db, await ownRecord(ctx.requesterId, params.record_id)),
  );
}
