import path from "node:path";
import { z } from "zod";

const bool01 = z.enum(["0", "1"]).transform((v) => v === "1");
const int = z.string().regex(/^\d+$/).transform(Number);

const envSchema = z.object({
  PORT: int.default(8080),
  HOST: z.string().default("127.0.0.1"),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default("./data"),
  ADMIN_TOKEN: z.string().min(16).optional(),
  ADMIN_PORT: int.default(8081),
  METRICS_PORT: int.optional(),
  METRICS_HOST: z.string().default("127.0.0.1"),
  DEMO_DATA: bool01.optional(),
  TOKEN_TTL_SECONDS: int.default(3600),
  DELETION_GRACE_SECONDS: int.default(86400),
  REDIS_URL: z.string().optional(),
  JWT_PRIVATE_KEY: z.string().optional(),
  SIGNING_P12: z.string().optional(),
  SIGNING_P12_PASSWORD: z.string().optional(),
  JWT_ISSUER: z.string().default("credit-application-service"),
  JWT_AUDIENCE: z.string().default("credit-application-api"),
  TOKEN_RATE_PER_CLIENT: int.default(10),
  TOKEN_RATE_PER_ADDRESS: int.default(60),
  TOKEN_FAILURES_PER_CLIENT: int.optional(),
  TOKEN_BACKOFF_AFTER_FAILURES: int.default(5),
  TOKEN_BACKOFF_BASE_SECONDS: int.default(1),
  TOKEN_BACKOFF_MAX_SECONDS: int.default(900),
  CORS_ORIGINS: z.string().default(""),
  BODY_LIMIT_BYTES: int.default(1048576),
  REQUEST_TIMEOUT_MS: int.default(30000),
  HEADERS_TIMEOUT_MS: int.default(10000),
  KEEP_ALIVE_TIMEOUT_MS: int.default(5000),
  SHUTDOWN_GRACE_SECONDS: int.default(20),
  DB_STATEMENT_TIMEOUT_MS: int.default(15000),
  DB_LOCK_TIMEOUT_MS: int.default(5000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: int.default(15000),
  DB_CONNECT_TIMEOUT_MS: int.default(3000),
  DB_POOL_WAIT_TIMEOUT_MS: int.default(5000),
  DB_QUERY_TIMEOUT_MS: int.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["pretty", "json"]).optional(),
  TRUST_PROXY: bool01.optional(),
  WORKERS: bool01.optional(),
  JOB_VISIBILITY_SECONDS: int.refine((n) => n >= 5 && n <= 3600, "between 5 and 3600 seconds").default(60),
  CONSOLE_DIR: z.string().optional(),
  WEBHOOK_ALLOW_PRIVATE_URLS: bool01.optional(),
  FILE_STORAGE: z.enum(["local", "postgres", "s3"]).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool01.optional(),
  FILE_WITHDRAWAL_RETENTION_DAYS: int.default(30),
  PERSON_TOKEN_TTL_SECONDS: int.default(600),
  PERSON_STATE_CACHE_MS: int.default(1000),
  REFRESH_TOKEN_TTL_SECONDS: int.default(43200),
  SESSION_MAX_SECONDS: int.default(604800),
  USER_INVITATION_TTL_SECONDS: int.default(259200),
  SIGN_IN_BACKOFF_AFTER_FAILURES: int.default(5),
  SIGN_IN_ADDRESS_BACKOFF_AFTER_FAILURES: int.default(20),
  SIGN_IN_BACKOFF_BASE_SECONDS: int.default(1),
  SIGN_IN_BACKOFF_MAX_SECONDS: int.default(900),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z
    .string()
    .regex(/^[^\r\n]*$/, "one line (a From header)")
    .optional(),
  TOTP_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, "base64").length === 32, "32 bytes in base64 (openssl rand -base64 32)")
    .optional(),
  API_CLIENT_ROTATION_GRACE_SECONDS: int.default(86400),
  SSO_ALLOW_HTTP_ISSUER: bool01.optional(),
});

/** The sender of invitation e-mails when SMTP_FROM is unset. */
export const DEFAULT_SMTP_FROM = "Credit Applications <no-reply@localhost>";

/** People, sessions and sign-in (issue 26, docs/people.md). */
export interface PeopleSettings {
  /** Lifetime of a person's access token (PERSON_TOKEN_TTL_SECONDS). */
  accessTokenTtlSeconds: number;
  /**
   * How long an instance may answer a person's requests from its cached session state when no
   * change notification reaches it (PERSON_STATE_CACHE_MS, 1000; 0 = read at every request).
   */
  stateCacheMs: number;
  /** A refresh token unused this long is dead: the session's idle limit (REFRESH_TOKEN_TTL_SECONDS). */
  refreshTokenTtlSeconds: number;
  /** A session ends this long after its sign-in whatever happens (SESSION_MAX_SECONDS). */
  sessionMaxSeconds: number;
  /** How long an invitation link works (USER_INVITATION_TTL_SECONDS). */
  invitationTtlSeconds: number;
  /** Failed sign-ins of one e-mail before it is backed off (SIGN_IN_BACKOFF_AFTER_FAILURES). */
  backoffAfterAccountFailures: number;
  /** Failed sign-ins from one address before it is backed off (SIGN_IN_ADDRESS_BACKOFF_AFTER_FAILURES). */
  backoffAfterAddressFailures: number;
  /** The first back-off, doubled at each further failure up to the maximum (SIGN_IN_BACKOFF_*_SECONDS). */
  backoffBaseSeconds: number;
  backoffMaxSeconds: number;
  /** Origin of the console in invitation links (PUBLIC_URL); unset = the inviting request's own origin. */
  publicUrl: string | undefined;
  /** SMTP server for invitation e-mails (SMTP_URL, nodemailer's smtp:// or smtps:// URL); unset = links are logged. */
  smtpUrl: string | undefined;
  /** Sender of invitation e-mails (SMTP_FROM); default `Credit Applications <no-reply@localhost>`. */
  smtpFrom: string;
  /** AES-256-GCM key that seals TOTP secrets (TOTP_ENCRYPTION_KEY, base64); docs/people.md. */
  totpEncryptionKey: string | undefined;
  /** How long an API client's old secret keeps working after a rotation (API_CLIENT_ROTATION_GRACE_SECONDS, 24 h). */
  clientRotationGraceSeconds: number;
  /** SSO_ALLOW_HTTP_ISSUER=1: an SSO issuer may be http:// (tests, development); else https only. */
  ssoAllowHttpIssuer: boolean;
}

export interface Config {
  port: number;
  /** People, sessions and sign-in (issue 26). */
  people: PeopleSettings;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  adminToken: string | undefined;
  adminPort: number;
  /**
   * A listener of its own for `GET /metrics` (Prometheus), on `metricsHost`; unset = /metrics only
   * on the operator listener (loopback). docs/operations.md, "Metrics".
   */
  metricsPort: number | undefined;
  metricsHost: string;
  demoData: boolean;
  tokenTtlSeconds: number;
  deletionGraceSeconds: number;
  redisUrl: string | undefined;
  jwtPrivateKey: string | undefined;
  /** The certificate that seals signed agreements (api-design §10): base64 PKCS#12 and its password. */
  signingP12?: string;
  signingP12Password?: string;
  jwtIssuer: string;
  jwtAudience: string;
  /** Token requests presenting the right secret, a minute per client_id (api-design §3). */
  tokenRatePerClient: number;
  /** Token requests of any outcome, a minute per source address (api-design §3). */
  tokenRatePerAddress: number;
  /** Failed token attempts a minute per client_id from all addresses (default 10 × tokenRatePerClient). */
  tokenFailuresPerClient: number;
  /** Failed attempts of one (client_id, address) pair before it is backed off exponentially. */
  tokenBackoffAfterFailures: number;
  /** The pair's first back-off, doubled at each further failure... */
  tokenBackoffBaseSeconds: number;
  /** ...up to this. */
  tokenBackoffMaxSeconds: number;
  /** The token rate limiter's clock (ms since the epoch); tests move it instead of sleeping. Date.now when unset. */
  rateLimitClock?: () => number;
  corsOrigins: string[];
  bodyLimitBytes: number;
  /** Time a whole request (headers and body) may take to arrive; also the socket idle limit. */
  requestTimeoutMs: number;
  /** Time the request headers may take to arrive (slow-header clients are cut off). */
  headersTimeoutMs: number;
  /** How long an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
  /**
   * Graceful drain (docs/operations.md): how long in-flight requests may take to finish after
   * SIGTERM before their connections are cut; the process exits soon after.
   */
  shutdownGraceSeconds: number;
  /** Bounds on waiting for PostgreSQL (DB_*_TIMEOUT_MS; docs/deployment.md). PGlite ignores them. */
  databaseTimeouts: DatabaseTimeouts;
  logLevel: string;
  trustProxy: boolean;
  /** Run background workers (job queue, sweeps) in this process. */
  workers: boolean;
  /** How long a job's claim holds before another worker may take it over (docs/jobs.md); renewed while it runs. */
  jobVisibilityMs: number;
  /** Embedded database only: `memory` keeps PGlite in memory (tests). */
  embeddedInMemory?: boolean;
  /** Directory of the built console; served at `/` when it exists. */
  consoleDir?: string;
  /** api-design §11: `WEBHOOK_ALLOW_PRIVATE_URLS=1` lets webhook URLs be http:// and private/loopback (development, tests). */
  webhookAllowPrivateUrls: boolean;
  /** Delays before webhook retries (api-design §11 schedule: 5 s … 10 h); tests shorten the first ones. */
  webhookRetryDelaysMs: readonly number[];
  /** How long one webhook delivery attempt may take (10 s). */
  webhookTimeoutMs: number;
  /**
   * How webhook host names are resolved, at registration and inside the delivery socket's own
   * lookup (docs/webhooks.md, URL safety); unset = the system resolver (dns.lookup). Tests inject
   * one that answers a private address at connect time (DNS rebinding).
   */
  webhookResolve?: (hostname: string) => Promise<ReadonlyArray<{ address: string; family: number }>>;
  /** Where the request log goes (tests capture it); stdout when unset. */
  logStream?: NodeJS.WritableStream;
  /** `pretty`: one readable line per entry (default on a terminal); `json`: pino's JSON lines. */
  logFormat: "pretty" | "json";
  /** Key prefix of the shared rate-limit counters in Redis (tests use one per run). */
  rateLimitNamespace?: string;
  /**
   * Where the bytes of uploaded files live (api-design §12): `local` (DATA_DIR/files), `postgres`
   * (in the database) or `s3`. Default: `postgres` with DATABASE_URL, `local` on the embedded database.
   */
  fileStorage: "local" | "postgres" | "s3";
  /** The bucket of FILE_STORAGE=s3; credentials come from the standard AWS variables (or `credentials`). */
  s3?: S3Settings;
  /** Days the bytes of a withdrawn financial file stay stored before the retention task deletes them. */
  fileWithdrawalRetentionDays: number;
}

/**
 * How long a request may wait for PostgreSQL, in milliseconds (0 = no bound). The first three are
 * the server's own settings of each connection; the last three are enforced by this process.
 */
export interface DatabaseTimeouts {
  /** `statement_timeout`: the server cancels a statement running longer (57014). */
  statementTimeoutMs: number;
  /** `lock_timeout`: the server gives up waiting for a lock (55P03). */
  lockTimeoutMs: number;
  /** `idle_in_transaction_session_timeout`: the server ends a session idle inside a transaction (25P03). */
  idleInTransactionTimeoutMs: number;
  /** Establishing a new connection (TCP, TLS, start-up and authentication). */
  connectTimeoutMs: number;
  /** Waiting for a pooled connection when all of them are in use. */
  poolWaitTimeoutMs: number;
  /**
   * Waiting for the answer to one statement before the connection is given up as stalled (a
   * network that stopped delivering, where the server's own time-out cannot reach us).
   */
  queryTimeoutMs: number;
}

/** Guard for a stalled connection: the statement time-out plus this, so the server's answer normally comes first. */
export const QUERY_TIMEOUT_MARGIN_MS = 1000;

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible store (MinIO, R2, ...). */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Tests only; otherwise the AWS SDK's default chain (AWS_ACCESS_KEY_ID, AWS_PROFILE, roles...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Reads the configuration of api-design §1 from the environment. Throws with every bad variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const fileStorage = e.FILE_STORAGE ?? (e.DATABASE_URL ? "postgres" : "local");
  if (fileStorage === "s3" && !e.S3_BUCKET) {
    throw new Error("Invalid configuration:\nS3_BUCKET: required when FILE_STORAGE=s3");
  }
  return {
    port: e.PORT,
    people: {
      accessTokenTtlSeconds: e.PERSON_TOKEN_TTL_SECONDS,
      stateCacheMs: e.PERSON_STATE_CACHE_MS,
      refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
      sessionMaxSeconds: e.SESSION_MAX_SECONDS,
      invitationTtlSeconds: e.USER_INVITATION_TTL_SECONDS,
      backoffAfterAccountFailures: e.SIGN_IN_BACKOFF_AFTER_FAILURES,
      backoffAfterAddressFailures: e.SIGN_IN_ADDRESS_BACKOFF_AFTER_FAILURES,
      backoffBaseSeconds: e.SIGN_IN_BACKOFF_BASE_SECONDS,
      backoffMaxSeconds: e.SIGN_IN_BACKOFF_MAX_SECONDS,
      publicUrl: e.PUBLIC_URL,
      smtpUrl: e.SMTP_URL || undefined,
      smtpFrom: e.SMTP_FROM || DEFAULT_SMTP_FROM,
      totpEncryptionKey: e.TOTP_ENCRYPTION_KEY,
      clientRotationGraceSeconds: e.API_CLIENT_ROTATION_GRACE_SECONDS,
      ssoAllowHttpIssuer: e.SSO_ALLOW_HTTP_ISSUER ?? false,
    },
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: path.resolve(e.DATA_DIR),
    adminToken: e.ADMIN_TOKEN,
    adminPort: e.ADMIN_PORT,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    deletionGraceSeconds: e.DELETION_GRACE_SECONDS,
    redisUrl: e.REDIS_URL || undefined,
    jwtPrivateKey: e.JWT_PRIVATE_KEY,
    signingP12: e.SIGNING_P12 || undefined,
    signingP12Password: e.SIGNING_P12_PASSWORD,
    jwtIssuer: e.JWT_ISSUER,
    jwtAudience: e.JWT_AUDIENCE,
    tokenRatePerClient: e.TOKEN_RATE_PER_CLIENT,
    tokenRatePerAddress: e.TOKEN_RATE_PER_ADDRESS,
    tokenFailuresPerClient: e.TOKEN_FAILURES_PER_CLIENT ?? 10 * e.TOKEN_RATE_PER_CLIENT,
    tokenBackoffAfterFailures: e.TOKEN_BACKOFF_AFTER_FAILURES,
    tokenBackoffBaseSeconds: e.TOKEN_BACKOFF_BASE_SECONDS,
    tokenBackoffMaxSeconds: e.TOKEN_BACKOFF_MAX_SECONDS,
    corsOrigins: e.CORS_ORIGINS.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    databaseTimeouts: {
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DB_LOCK_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      poolWaitTimeoutMs: e.DB_POOL_WAIT_TIMEOUT_MS,
      queryTimeoutMs:
        e.DB_QUERY_TIMEOUT_MS ??
        (e.DB_STATEMENT_TIMEOUT_MS > 0 ? e.DB_STATEMENT_TIMEOUT_MS + QUERY_TIMEOUT_MARGIN_MS : 0),
    },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? "pretty" : "json"),
    trustProxy: e.TRUST_PROXY ?? false,
    workers: e.WORKERS ?? true,
    jobVisibilityMs: e.JOB_VISIBILITY_SECONDS * 1000,
    consoleDir: e.CONSOLE_DIR ? path.resolve(e.CONSOLE_DIR) : undefined,
    webhookAllowPrivateUrls: e.WEBHOOK_ALLOW_PRIVATE_URLS ?? false,
    webhookRetryDelaysMs: [5, 300, 1800, 7200, 18000, 36000, 36000].map((seconds) => seconds * 1000),
    webhookTimeoutMs: 10_000,
    fileStorage,
    fileWithdrawalRetentionDays: e.FILE_WITHDRAWAL_RETENTION_DAYS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION || env.AWS_REGION || "us-east-1",
          endpoint: e.S3_ENDPOINT || undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
        }
      : undefined,
  };
}
