import { registerJobHandler } from "../jobs/queue";
import { recordMetricsUpdatedEvent } from "../webhooks/events";
import { RECOMPUTE_JOB, type RecomputePayload, recomputeAnalyticsIn, subjectFromPayload } from "./recompute";

/**
 * The handler of `analytics.recompute` (payload `{ organization_id }` or `{ private_record_id }`),
 * enqueued by extraction whenever a subject's documents change. The recompute and the job's
 * completion commit in one transaction: a worker that dies midway leaves the old figures and the
 * job is claimed again.
 */
export function registerAnalyticsJob(): void {
  registerJobHandler<RecomputePayload>(
    RECOMPUTE_JOB,
    async (ctx) => {
      const subject = subjectFromPayload(ctx.payload);
      await ctx.services.db.transaction().execute(async (trx) => {
        if (subject) {
          const result = await recomputeAnalyticsIn(trx, subject);
          ctx.log.info({ job: ctx.job.id, ...subject, ...result }, "analytics recomputed");
          await recordMetricsUpdatedEvent(trx, subject, result.currentScore);
        } else {
          ctx.log.warn({ job: ctx.job.id, payload: ctx.payload }, "analytics.recompute without a subject: ignored");
        }
        await ctx.completeIn(trx);
      });
    },
    { maxAttempts: 5 },
  );
}
