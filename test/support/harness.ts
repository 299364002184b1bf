import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { createOrganization } from "../../src/server/admin/service";
import { API_PREFIXES } from "../../src/server/app";
import { type ComposedService, composeService } from "../../src/server/compose";
import { type Config, type DatabaseTimeouts, loadConfig } from "../../src/server/config";
import { type Database, openPglite, openPostgres } from "../../src/server/db/database";
import type { Services } from "../../src/server/services";

/**
 * Black-box test support: a real server listening on a loopback port over a real database
 * (embedded PGlite in memory, or a fresh database on the PostgreSQL server of
 * TEST_DATABASE_URL when TEST_DB=postgres). Tests talk to it only over HTTP; the operator
 * helpers below stand in for the operator API to set up organizations and connections.
 */
export interface TestOrg {
  id: string;
  name: string;
  email: string;
  clientId: string;
  clientSecret: string;
  /** A fresh access token obtained over HTTP. */
  token(): Promise<string>;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  /** Sets Requester-Organization-ID and Target-Organization-ID. */
  as?: { requester: string; target: string };
  query?: Record<string, string | number | boolean | Array<string | number>>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestServer {
  origin: string;
  /** The operator API (api-design §9), listening on its own loopback port. */
  adminOrigin: string;
  /** A request to the operator API with the test's ADMIN_TOKEN (override with opts.token). */
  adminRequest<T = unknown>(method: string, path: string, opts?: RequestOptions): Promise<ApiResponse<T>>;
  /** origin + "/v1-beta" */
  baseUrl: string;
  built: ComposedService;
  config: Config;
  createOrg(opts?: { name?: string; email?: string; subscription?: boolean }): Promise<TestOrg>;
  /** Makes `host` the Host of `guest` (what accepting an invitation does). */
  connect(host: { id: string }, guest: { id: string }): Promise<void>;
  request<T = unknown>(method: string, path: string, opts?: RequestOptions): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

export interface StartOptions {
  /**
   * PostgreSQL only: the URL the server connects with, from the test database's URL (a test
   * puts a TCP proxy in between to take the database away).
   */
  connectVia?: (databaseUrl: string) => string;
  /**
   * Extra routes registered on the real server before it listens (under both version prefixes),
   * e.g. probe endpoints declared with the contract's defineEndpoint to exercise registerEndpoint.
   */
  routes?: (app: FastifyInstance, services: Services) => void;
  /** An empty database, not the run's migrated template (test/support/database-template.ts). */
  fromNothing?: boolean;
}

/** The migrated embedded database's dump of this run, read once per test process. */
let pgliteTemplate: Blob | null | undefined;
export function pgliteTemplateDump(): Blob | undefined {
  if (pgliteTemplate === undefined) {
    const file = inject("pgliteTemplate");
    pgliteTemplate = file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : null;
  }
  return pgliteTemplate ?? undefined;
}

/** The migrated PostgreSQL template database of this run, if there is one. */
export function postgresTemplateName(): string | undefined {
  const name = inject("postgresTemplate");
  return name && /^cas_template_\d+_[0-9a-f]{8}$/.test(name) ? name : undefined;
}

export async function createTestDatabase(
  options: StartOptions = {},
  timeouts?: DatabaseTimeouts,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB === "postgres") {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    const name = `cas_test_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const template = options.fromNothing ? undefined : postgresTemplateName();
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = openPostgres(
      options.connectVia ? options.connectVia(url.toString()) : url.toString(),
      10,
      timeouts,
    );
    return {
      database,
      drop: async () => {
        await database.close();
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const database = await openPglite("memory", options.fromNothing ? undefined : pgliteTemplateDump());
  return { database, drop: () => database.close() };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const config = loadConfig({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    ADMIN_TOKEN: "test-admin-token-0123456789",
  });
  return {
    ...config,
    embeddedInMemory: true,
    // startTestServer replaces this with a fresh temporary directory unless a test names one.
    dataDir: path.join(os.tmpdir(), "cas-test-unused"),
    workers: false,
    // Tests fetch many tokens from one address; the rate-limit tests set their own limits.
    tokenRatePerClient: 1000,
    tokenRatePerAddress: 10000,
    tokenFailuresPerClient: 10000,
    tokenBackoffAfterFailures: 10000,
    ...overrides,
  };
}

export function toQueryString(query: RequestOptions["query"]): string {
  if (!query) return "";
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) for (const x of v) sp.append(k, String(x));
    else sp.append(k, String(v));
  }
  const s = sp.toString();
  return s ? `?${s}` : "";
}

/** Whether the API tests of this run are on PostgreSQL (TEST_DB=postgres). */
export const onPostgres = process.env.TEST_DB === "postgres";

/** The error body of every error response (docs/api-conventions.md). */
export interface ErrorBody {
  detail: Array<{ loc: Array<string | number>; msg: string; type: string; code: string }>;
}

/** The `code` of each item of an error response, in order. */
export function errorCodes(r: ApiResponse<unknown>): string[] {
  return (r.body as ErrorBody).detail.map((d) => d.code);
}

/** The `loc` of each item of an error response, in order. */
export function errorLocs(r: ApiResponse<unknown>): Array<Array<string | number>> {
  return (r.body as ErrorBody).detail.map((d) => d.loc);
}

/** A fetch response as an ApiResponse: the body parsed as JSON when it is JSON, else the text. */
export async function toApiResponse<T>(res: Response): Promise<ApiResponse<T>> {
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

async function send<T>(url: string, method: string, headers: Record<string, string>, opts: RequestOptions) {
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
    headers["content-type"] ??= "application/json";
  }
  return toApiResponse<T>(await fetch(`${url}${toQueryString(opts.query)}`, { method, headers, body }));
}

function portOf(server: { address(): unknown }): number {
  const address = server.address() as { port: number } | string | null;
  if (!address || typeof address === "string") throw new Error("no address");
  return address.port;
}

export async function startTestServer(
  overrides: Partial<Config> = {},
  options: StartOptions = {},
): Promise<TestServer> {
  // Each server gets a data directory of its own (stored files, staging), removed on close.
  const ownDataDir = overrides.dataDir === undefined ? fs.mkdtempSync(path.join(os.tmpdir(), "cas-test-")) : undefined;
  const config = testConfig(ownDataDir ? { ...overrides, dataDir: ownDataDir } : overrides);
  const { database, drop } = await createTestDatabase(options, config.databaseTimeouts);
  const built = await composeService(config, database);
  const extraRoutes = options.routes;
  if (extraRoutes) {
    for (const prefix of API_PREFIXES) {
      await built.app.register(async (scoped) => extraRoutes(scoped, built.services), { prefix });
    }
  }
  await built.app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${portOf(built.app.server)}`;
  const baseUrl = `${origin}/v1-beta`;
  let adminOrigin = "";
  if (built.admin) {
    await built.admin.listen({ port: 0, host: "127.0.0.1" });
    adminOrigin = `http://127.0.0.1:${portOf(built.admin.server)}`;
  }
  let n = 0;

  const adminRequest = async <T>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> => {
    if (!adminOrigin) throw new Error("the operator API is off (no adminToken)");
    const headers: Record<string, string> = { ...opts.headers };
    const token = opts.token ?? config.adminToken;
    if (token) headers.authorization = `Bearer ${token}`;
    return send<T>(`${adminOrigin}${path}`, method, headers, opts);
  };

  const request = async <T>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.as) {
      headers["requester-organization-id"] = opts.as.requester;
      headers["target-organization-id"] = opts.as.target;
    }
    // Paths of the version prefix are relative to baseUrl; absolute URLs and /v1…, /healthz, /readyz go as given.
    const url = path.startsWith("http")
      ? path
      : /^\/(v1|v1-beta|healthz|readyz)(\/|$|\?)/.test(path)
        ? `${origin}${path}`
        : `${baseUrl}${path}`;
    return send<T>(url, method, headers, opts);
  };

  const server: TestServer = {
    origin,
    adminOrigin,
    adminRequest,
    baseUrl,
    built,
    config,
    async createOrg(opts = {}) {
      n += 1;
      const suffix = randomBytes(3).toString("hex");
      const created = await createOrganization(built.services.db, {
        name: opts.name ?? `Test Org ${n} ${suffix}`,
        email: opts.email ?? `org${n}-${suffix}@example.test`,
        subscription: opts.subscription ?? true,
      });
      const org: TestOrg = {
        id: created.organization.id,
        name: created.organization.name,
        email: created.organization.email,
        clientId: created.client_id,
        clientSecret: created.client_secret,
        async token() {
          const r = await request<{ access_token: string }>("POST", "/oauth2/token", {
            body: { client_id: created.client_id, client_secret: created.client_secret },
            headers: { "x-forwarded-for": `10.${n}.0.1` },
          });
          if (r.status !== 200) throw new Error(`token failed: ${r.status} ${JSON.stringify(r.body)}`);
          return r.body.access_token;
        },
      };
      return org;
    },
    async connect(host, guest) {
      await built.services.db
        .insertInto("connections")
        .values({ host_organization_id: host.id, guest_organization_id: guest.id })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
    request,
    async close() {
      await built.close();
      await drop();
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
  return server;
}
