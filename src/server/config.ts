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
  CORS_ORIGINS: z.string().default(""),
  BODY_LIMIT_BYTES: int.default(1048576),
  REQUEST_TIMEOUT_MS: int.default(30000),
  HEADERS_TIMEOUT_MS: int.default(10000),
  KEEP_ALIVE_TIMEOUT_MS: int.default(5000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["pretty", "json"]).optional(),
  TRUST_PROXY: bool01.optional(),
  WORKERS: bool01.optional(),
  CONSOLE_DIR: z.string().optional(),
  WEBHOOK_ALLOW_PRIVATE_URLS: bool01.optional(),
  FILE_STORAGE: z.enum(["local", "postgres", "s3"]).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool01.optional(),
  FILE_WITHDRAWAL_RETENTION_DAYS: int.default(30),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  adminToken: string | undefined;
  adminPort: number;
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
  tokenRatePerClient: number;
  tokenRatePerAddress: number;
  corsOrigins: string[];
  bodyLimitBytes: number;
  /** Time a whole request (headers and body) may take to arrive; also the socket idle limit. */
  requestTimeoutMs: number;
  /** Time the request headers may take to arrive (slow-header clients are cut off). */
  headersTimeoutMs: number;
  /** How long an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
  logLevel: string;
  trustProxy: boolean;
  /** Run background workers (job queue, sweeps) in this process. */
  workers: boolean;
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
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: path.resolve(e.DATA_DIR),
    adminToken: e.ADMIN_TOKEN,
    adminPort: e.ADMIN_PORT,
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
    corsOrigins: e.CORS_ORIGINS.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? "pretty" : "json"),
    trustProxy: e.TRUST_PROXY ?? false,
    workers: e.WORKERS ?? true,
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
