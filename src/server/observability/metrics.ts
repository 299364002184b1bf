import type { FastifyInstance } from "fastify";
import { type Kysely, sql } from "kysely";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { RateLimitName } from "../auth/rate-limit";
import type { Database } from "../db/database";
import type { DB } from "../db/schema";
import { registeredJobTypes } from "../jobs/queue";

/**
 * Prometheus metrics of one service instance (issue 27; names and units in docs/operations.md,
 * "Metrics"). Every built app has a registry of its own, so several servers in one process (the
 * tests) never share a counter. Process metrics (CPU, memory, event loop, GC) are facts of the
 * process: they live in one registry per process and are appended to every instance's scrape.
 *
 * Label values are bounded: the route *template* (never a raw path or id), the status class, a
 * job type or state, an extraction kind and outcome, a webhook outcome, a rate limit's name.
 */

/** The kinds of reading an extraction can be (label `kind`). */
export type ExtractionKind = "text" | "ocr" | "tagged";
/** How an extraction attempt ended (label `outcome`). */
export type ExtractionMetricOutcome = "valid" | "invalid" | "failed" | "timeout" | "error";
/** What a webhook delivery attempt left the delivery as (label `outcome`). */
export type WebhookMetricOutcome = "succeeded" | "retrying" | "failed";

/** Queue states reported by `jobs_queue_depth`. */
const QUEUE_STATES = ["queued", "scheduled", "running"] as const;

/** Connections of the database pool (one connection lent at a time on the embedded PGlite). */
export interface PoolStats {
  inUse: number;
  idle: number;
  /** Borrowers waiting for a connection. */
  waiting: number;
  max: number;
}

interface QueueRow {
  type: string;
  state: (typeof QUEUE_STATES)[number];
  n: number;
  oldest: number | null;
}

let processRegistry: Registry | undefined;

/** The process metrics (prom-client's defaults, unprefixed: process_cpu_seconds_total, nodejs_*), once per process. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface ServiceMetricsOptions {
  db: Kysely<DB>;
  /** Read at scrape time for `db_pool_*`. */
  poolStats: Database["poolStats"];
  /** Where a failed scrape-time query is reported. */
  onCollectError?: (err: unknown) => void;
}

export class ServiceMetrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<"route" | "method" | "status_class">;
  readonly httpInFlight: Gauge;
  readonly extractionDuration: Histogram<"kind" | "outcome">;
  readonly webhookDeliveries: Counter<"outcome">;
  readonly webhookDuration: Histogram<"outcome">;
  readonly rateLimitRefusals: Counter<"limit">;
  private queueSnapshot: Promise<QueueRow[] | undefined> | undefined;

  constructor(private readonly options: ServiceMetricsOptions) {
    const registers = [this.registry];
    this.httpDuration = new Histogram({
      name: "http_server_request_duration_seconds",
      help: "Time from a request's arrival to its response being sent, by route template, method and status class",
      labelNames: ["route", "method", "status_class"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    this.httpInFlight = new Gauge({
      name: "http_server_requests_in_flight",
      help: "Requests of the public API being served now",
      registers,
    });
    this.extractionDuration = new Histogram({
      name: "extraction_duration_seconds",
      help: "Time to read one financial file's statements, by kind (text, ocr) and outcome",
      labelNames: ["kind", "outcome"],
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
      registers,
    });
    this.webhookDeliveries = new Counter({
      name: "webhook_deliveries_total",
      help: "Webhook delivery attempts, by what the attempt left the delivery as (succeeded, retrying, failed)",
      labelNames: ["outcome"],
      registers,
    });
    this.webhookDuration = new Histogram({
      name: "webhook_delivery_duration_seconds",
      help: "Time of one webhook POST until the receiver's answer (or the error), by outcome",
      labelNames: ["outcome"],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.rateLimitRefusals = new Counter({
      name: "rate_limit_refusals_total",
      help: "Token requests refused with 429, by the limit with the longest wait",
      labelNames: ["limit"],
      registers,
    });
    for (const limit of ["address", "client", "client_failures", "pair_backoff"] satisfies RateLimitName[]) {
      this.rateLimitRefusals.inc({ limit }, 0);
    }
    for (const outcome of ["succeeded", "retrying", "failed"] satisfies WebhookMetricOutcome[]) {
      this.webhookDeliveries.inc({ outcome }, 0);
    }

    const self = this;
    new Gauge({
      name: "jobs_queue_depth",
      help: "Jobs in the shared queue (PostgreSQL, read at scrape time) by type and state: queued (due), scheduled (due later: retries, delays), running",
      labelNames: ["type", "state"],
      registers,
      async collect() {
        const rows = await self.queue();
        this.reset();
        if (!rows) return;
        for (const type of self.jobTypes(rows)) {
          for (const state of QUEUE_STATES) {
            this.set({ type, state }, rows.find((r) => r.type === type && r.state === state)?.n ?? 0);
          }
        }
      },
    });
    new Gauge({
      name: "jobs_oldest_age_seconds",
      help: "How long the oldest due job of each type has waited to be claimed (0 when none waits); read from PostgreSQL at scrape time",
      labelNames: ["type"],
      registers,
      async collect() {
        const rows = await self.queue();
        this.reset();
        if (!rows) return;
        for (const type of self.jobTypes(rows)) {
          const oldest = rows.find((r) => r.type === type && r.state === "queued")?.oldest ?? 0;
          this.set({ type }, Math.max(0, oldest));
        }
      },
    });
    new Gauge({
      name: "db_pool_connections",
      help: "Database connections of this instance's pool by state (in_use, idle)",
      labelNames: ["state"],
      registers,
      collect() {
        const stats = self.options.poolStats();
        this.set({ state: "in_use" }, stats.inUse);
        this.set({ state: "idle" }, stats.idle);
      },
    });
    new Gauge({
      name: "db_pool_connections_max",
      help: "Connections this instance's pool may open",
      registers,
      collect() {
        this.set(self.options.poolStats().max);
      },
    });
    new Gauge({
      name: "db_pool_waiting_requests",
      help: "Borrowers (requests, jobs) waiting for a free connection of this instance's pool",
      registers,
      collect() {
        this.set(self.options.poolStats().waiting);
      },
    });
  }

  /** Records the public API's requests: in flight, and the duration by route template, method and status class. */
  instrument(app: FastifyInstance): void {
    app.addHook("onRequest", (_request, reply, done) => {
      this.httpInFlight.inc();
      // 'close' follows every response, sent or abandoned by the client, exactly once.
      reply.raw.once("close", () => this.httpInFlight.dec());
      done();
    });
    app.addHook("onResponse", (request, reply, done) => {
      this.httpDuration.observe(
        {
          route: request.routeOptions.url ?? "unmatched",
          method: request.method,
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
  }

  observeExtraction(kind: ExtractionKind, outcome: ExtractionMetricOutcome, seconds: number): void {
    this.extractionDuration.observe({ kind, outcome }, seconds);
  }

  /** One delivery attempt; `seconds` is undefined when nothing was sent (a disabled endpoint). */
  observeWebhookDelivery(outcome: WebhookMetricOutcome, seconds: number | undefined): void {
    this.webhookDeliveries.inc({ outcome });
    if (seconds !== undefined) this.webhookDuration.observe({ outcome }, seconds);
  }

  countRateLimitRefusal(limit: RateLimitName): void {
    this.rateLimitRefusals.inc({ limit });
  }

  /** The exposition text (Prometheus text format 0.0.4): this instance's metrics, then the process's. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    const own = await this.registry.metrics();
    const proc = await processMetrics().metrics();
    return { contentType: this.registry.contentType, body: `${own}\n${proc}` };
  }

  private jobTypes(rows: QueueRow[]): string[] {
    return [...new Set([...registeredJobTypes(), ...rows.map((r) => r.type)])].sort();
  }

  /**
   * One query per scrape for both queue gauges (their collects run together and share it). A
   * failed query (database down) leaves the queue series out of that scrape and is reported;
   * the rest of the scrape still answers.
   */
  private queue(): Promise<QueueRow[] | undefined> {
    this.queueSnapshot ??= this.readQueue().finally(() => {
      this.queueSnapshot = undefined;
    });
    return this.queueSnapshot;
  }

  private async readQueue(): Promise<QueueRow[] | undefined> {
    try {
      const result = await sql<{ type: string; state: QueueRow["state"]; n: number; oldest: number | null }>`
        select type,
               case when status = 'running' then 'running'
                    when run_at <= now() then 'queued'
                    else 'scheduled' end as state,
               count(*)::int as n,
               extract(epoch from now() - min(run_at))::float8 as oldest
          from jobs
         where status in ('queued', 'running')
         group by 1, 2`.execute(this.options.db);
      return result.rows.map((r) => ({ ...r, n: Number(r.n), oldest: r.oldest === null ? null : Number(r.oldest) }));
    } catch (err) {
      this.options.onCollectError?.(err);
      return undefined;
    }
  }
}
