import fs from "node:fs";
import path from "node:path";
import cors from "@fastify/cors";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { registerAnalyticsJob } from "./analytics/jobs";
import { analyticsRoutes } from "./analytics/routes";
import { applicationRoutes } from "./applications/routes";
import { applicationExpiryTask } from "./applications/service";
import { TokenRateLimiter } from "./auth/rate-limit";
import { authRoutes } from "./auth/routes";
import { TokenService } from "./auth/tokens";
import type { BackgroundTask } from "./background/tasks";
import type { Config } from "./config";
import { type Database, openPglite, openPostgres } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { documentRoutes } from "./documents/routes";
import { registerExtractionJob } from "./extraction/job";
import { fileRoutes } from "./files/routes";
import { createFileStorage } from "./files/select-storage";
import { stagingSweepTask } from "./files/storage";
import { withdrawnFileRetentionTask } from "./files/withdrawal";
import { ApiError } from "./http/api-error";
import {
  installErrorHandling,
  MAX_PATH_PARAM_LENGTH,
  respondToClientError,
  respondToFrameworkError,
} from "./http/errors-plugin";
import { corsOptions, installRequestHooks, setResponseHeaders } from "./http/hooks-plugin";
import { idempotencyRetentionTask, installIdempotency } from "./http/idempotency";
import { LOG_REDACTION, logDestination } from "./http/log-destination";
import { SettingsStore } from "./http/settings";
import { invitationRoutes } from "./invitations/routes";
import { createJobWorker } from "./jobs/worker";
import { ServiceMetrics } from "./observability/metrics";
import { openApiRoutes } from "./openapi/routes";
import { organizationRoutes } from "./organizations/routes";
import { partnerRoutes } from "./partners/routes";
import { registerCredentialNoticeJob } from "./people/notices";
import { type PersonStateListener, personStateListener } from "./people/person-state";
import { peopleRoutes } from "./people/routes";
import { portfolioRoutes } from "./portfolio/routes";
import { privateRecordRoutes } from "./records/routes";
import { documentRequestRoutes } from "./requests/routes";
import { documentRequestExpiryTask } from "./requests/service";
import { resourceRoutes } from "./resources/routes";
import type { Services } from "./services";
import { registerSignatureJobs, signatureRoutes } from "./signatures/routes";
import { requestIdFor } from "./telemetry/request-id";
import { traceLogOptions } from "./telemetry/tracing";
import { registerWebhookJob, webhookWorker } from "./webhooks/delivery";
import { DELIVER_JOB } from "./webhooks/events";
import { webhookRetentionTask } from "./webhooks/retention";
import { webhookRoutes } from "./webhooks/routes";
import { worklistRoutes } from "./worklist/routes";

export const API_PREFIXES = ["/v1-beta", "/v1"] as const;
/** Paths the console's page fallback never answers (/metrics is served only on the operator and METRICS_PORT listeners). */
const API_PATH = /^\/(v1|v1-beta|admin|healthz|readyz|metrics)(\/|$)/;

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
  tasks: BackgroundTask[];
  /**
   * On PostgreSQL: the LISTEN connection that forgets cached session states when another instance
   * changes one (people/person-state.ts). Runs whether or not WORKERS is on: every instance that
   * answers requests needs it.
   */
  personStateListener: PersonStateListener | undefined;
  /** Stops background tasks, closes listeners and the database. */
  close(): Promise<void>;
}

export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, 10, config.databaseTimeouts);
  return openPglite(config.embeddedInMemory ? "memory" : config.dataDir);
}

/** Builds the public API (with its background tasks) on one database; `compose.ts` adds the operator API. */
export async function buildApp(config: Config, existing?: Database): Promise<BuiltApp> {
  const database = existing ?? (await openDatabase(config));
  await migrateToLatest(database);
  const services: Services = {
    config,
    database,
    db: database.db,
    tokens: await TokenService.create(config, database),
    settings: new SettingsStore(database),
    storage: await createFileStorage(config, database),
    metrics: new ServiceMetrics({
      db: database.db,
      poolStats: () => database.poolStats(),
      onCollectError: (err) => app.log.warn({ err }, "metrics: reading the job queue failed"),
    }),
  };
  const limiter = TokenRateLimiter.create(config, config.rateLimitNamespace, (limit) =>
    services.metrics.countRateLimitRefusal(limit),
  );
  const tasks: BackgroundTask[] = [];

  // Time-outs (Fastify's default request time-out is none): a client may take requestTimeoutMs to
  // send a request and headersTimeoutMs to send its headers; Node checks them every
  // connectionsCheckingInterval, so that interval follows the headers time-out.
  const headersTimeout = Math.min(config.headersTimeoutMs, config.requestTimeoutMs);
  const app = Fastify({
    logger: { level: config.logLevel, stream: logDestination(config), ...LOG_REDACTION, ...traceLogOptions() },
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: { connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeout / 4))) },
    forceCloseConnections: "idle",
    // While closing, new requests get the spec's 503 body from the request hooks instead.
    return503OnClosing: false,
    // An inbound X-Request-Id, the trace id, or a new UUID (telemetry/request-id.ts).
    genReqId: (request) => requestIdFor(request.headers),
    clientErrorHandler: respondToClientError,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors: (err, request, reply) => respondToFrameworkError(err, request, reply, setResponseHeaders),
  });
  app.server.headersTimeout = headersTimeout;
  services.metrics.instrument(app);

  const consoleDir = config.consoleDir;
  const hasConsole = consoleDir !== undefined && fs.existsSync(path.join(consoleDir, "index.html"));
  if (hasConsole && consoleDir) {
    // Static serving must never reach stored files, keys or the embedded database.
    const inside = path.relative(path.resolve(consoleDir), path.resolve(config.dataDir));
    if (inside === "" || (!inside.startsWith("..") && !path.isAbsolute(inside))) {
      throw new Error(`CONSOLE_DIR (${consoleDir}) must not contain DATA_DIR (${config.dataDir})`);
    }
  }
  installErrorHandling(app, (request, reply) => {
    const p = request.url.split("?")[0] ?? "/";
    if (hasConsole && request.method === "GET" && !API_PATH.test(p)) {
      return reply.header("cache-control", "no-cache").sendFile("index.html", { cacheControl: false });
    }
    return undefined;
  });
  installRequestHooks(app, services);
  installIdempotency(app, services);

  // JSON, form (token endpoint) and multipart only: any other content type is a 422 on content-type.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  await app.register(multipart, { limits: { fileSize: 10485760, files: 1, fields: 10, fieldSize: 4096 } });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, corsOptions(config.corsOrigins));
  }
  if (hasConsole && consoleDir) {
    const assetsDir = path.join(path.resolve(consoleDir), "assets") + path.sep;
    await app.register(fastifyStatic, {
      root: consoleDir,
      wildcard: false,
      index: false,
      maxAge: "1h",
      // The console build writes .br/.gz beside its text files (vite.config.ts): sent as they are.
      preCompressed: true,
      // /assets/* names carry a content hash: a file never changes under its name.
      setHeaders: (reply, file) => {
        if (file.startsWith(assetsDir)) reply.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }

  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async () => {
    try {
      await database.ping();
      return { status: "ready" };
    } catch {
      // The contract's error body, like every other refusal (a load balancer reads the status).
      throw new ApiError("service_not_ready");
    }
  });

  for (const prefix of API_PREFIXES) await openApiRoutes(app, prefix);
  for (const prefix of API_PREFIXES) {
    await app.register(
      async (scoped) => {
        authRoutes(scoped, services, limiter);
        peopleRoutes(scoped, services);
        resourceRoutes(scoped, services);
        organizationRoutes(scoped, services);
        partnerRoutes(scoped, services);
        invitationRoutes(scoped, services);
        applicationRoutes(scoped, services);
        signatureRoutes(scoped, services);
        privateRecordRoutes(scoped, services);
        documentRoutes(scoped, services);
        documentRequestRoutes(scoped, services);
        analyticsRoutes(scoped, services);
        fileRoutes(scoped, services);
        webhookRoutes(scoped, services);
        worklistRoutes(scoped, services);
        portfolioRoutes(scoped, services);
      },
      { prefix },
    );
  }
  registerExtractionJob();
  tasks.push(stagingSweepTask(services.storage, (err) => app.log.error({ err }, "staging sweep failed")));
  registerAnalyticsJob();
  registerWebhookJob();
  registerCredentialNoticeJob();
  registerSignatureJobs();
  tasks.push(
    createJobWorker(services, {
      log: app.log,
      listenUrl: database.kind === "postgres" ? config.databaseUrl : undefined,
      visibilityMs: config.jobVisibilityMs,
      // Webhook deliveries have a worker of their own: a slow receiver never delays an extraction.
      excludeTypes: [DELIVER_JOB],
    }),
  );
  tasks.push(webhookWorker(services, app.log, database.kind === "postgres" ? config.databaseUrl : undefined));
  tasks.push(webhookRetentionTask(services.db, (err) => app.log.error({ err }, "webhook log pruning failed")));
  tasks.push(idempotencyRetentionTask(services.db, (err) => app.log.error({ err }, "idempotency key pruning failed")));
  tasks.push(
    withdrawnFileRetentionTask(services, config.fileWithdrawalRetentionDays, (err) =>
      app.log.error({ err }, "withdrawn file retention failed"),
    ),
  );
  tasks.push(documentRequestExpiryTask(services.db, (err) => app.log.error({ err }, "document request expiry failed")));

  tasks.push(applicationExpiryTask(services.db, (err) => app.log.error({ err }, "credit application expiry failed")));
  const listenUrl = database.connectionString ?? config.databaseUrl;
  const sessionListener =
    database.kind === "postgres" && listenUrl ? personStateListener(services.db, listenUrl, app.log) : undefined;
  sessionListener?.start();
  let closed = false;
  return {
    app,
    services,
    tasks,
    personStateListener: sessionListener,
    async close() {
      if (closed) return;
      closed = true;
      // The listeners stop accepting at once while in-flight requests finish and background
      // tasks reach a safe point; the database closes only after all of them.
      await Promise.all([app.close(), ...tasks.map((t) => t.stop())]);
      await sessionListener?.stop();
      await limiter.close();
      if (!existing) await database.close();
    },
  };
}
