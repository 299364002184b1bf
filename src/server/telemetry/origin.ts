import { AsyncLocalStorage } from "node:async_hooks";
import {
  type Context,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";
import { parseTraceparent } from "./request-id";

/**
 * Where a piece of work comes from: the request id and the W3C trace context of the request that
 * caused it (docs/operations.md). A request runs in its origin's scope (hooks-plugin.ts); a job
 * stores the origin of whatever queued it (`jobs.request_id`, `jobs.traceparent`, migration 0019)
 * and runs in that scope again (jobs/worker.ts), so the jobs it queues in turn inherit it: one
 * request id and one trace from an upload through its extraction, the recompute and the webhook
 * deliveries.
 */
export interface Origin {
  requestId?: string;
  /** The inbound `traceparent` (kept when this process does not trace, so a job still names it). */
  traceparent?: string;
}

const scope = new AsyncLocalStorage<Origin>();

/** Runs `fn` (and everything it starts) with this origin. */
export function runWithOrigin<T>(origin: Origin, fn: () => T): T {
  return scope.run(origin, fn);
}

export function currentOrigin(): Origin | undefined {
  return scope.getStore();
}

/** The request id of the current request or job, if any. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}

/**
 * What a job queued now carries: the current request id, and the trace context of the active span
 * when this process traces (the request's, or the running job's), else the inbound one.
 */
export function originOfNewJob(): { requestId: string | null; traceparent: string | null } {
  const origin = scope.getStore();
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  const traceparent = parseTraceparent(carrier.traceparent) ? carrier.traceparent : origin?.traceparent;
  return { requestId: origin?.requestId ?? null, traceparent: traceparent ?? null };
}

export interface JobOrigin {
  id: number;
  type: string;
  attempt: number;
  requestId: string | null;
  traceparent: string | null;
}

const tracer = () => trace.getTracer("credit-application-service.jobs");

function parentContext(traceparent: string | null): Context {
  if (!traceparent || !parseTraceparent(traceparent)) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, { traceparent });
}

/**
 * Runs a job in its origin: the request id of the request that queued it and, when this process
 * traces, a span `job <type>` (kind consumer) whose parent is the span that queued it. `fn` gets
 * `failed(reason)` to mark the span's status when the run fails (a throw marks it too). A no-op
 * span when tracing is off.
 */
export async function runJobInOrigin<T>(
  job: JobOrigin,
  fn: (failed: (reason: string) => void) => Promise<T>,
): Promise<T> {
  const origin: Origin = {
    ...(job.requestId ? { requestId: job.requestId } : {}),
    ...(job.traceparent ? { traceparent: job.traceparent } : {}),
  };
  return tracer().startActiveSpan(
    `job ${job.type}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        "job.id": job.id,
        "job.type": job.type,
        "job.attempt": job.attempt,
        ...(job.requestId ? { "request.id": job.requestId } : {}),
      },
    },
    parentContext(job.traceparent),
    async (span: Span) => {
      const failed = (reason: string) => span.setStatus({ code: SpanStatusCode.ERROR, message: reason.slice(0, 200) });
      try {
        return await scope.run(origin, () => fn(failed));
      } catch (err) {
        failed(err instanceof Error ? err.name : "error");
        throw err;
      } finally {
        span.end();
      }
    },
  );
}
