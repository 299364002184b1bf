import type { ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ApiResponse, toApiResponse } from "./harness";
import { createDatabase, dropDatabase, startInstance } from "./instance";

/**
 * The real server as `npm start` runs it (`node --import tsx src/server/main.ts`) in a child
 * process, for tests of what only a whole process shows: its stdout log (LOG_FORMAT=json) and
 * the OpenTelemetry SDK, which must start before Fastify and pg are loaded. The database is the
 * embedded PGlite in the child's own DATA_DIR, or a fresh database on TEST_DATABASE_URL when
 * TEST_DB=postgres (dropped by `stop`). Organizations are made through the operator API.
 */

export interface ChildOrg {
  id: string;
  name: string;
  email: string;
  clientId: string;
  clientSecret: string;
}

export interface ChildRequest {
  token?: string;
  /** Requester-Organization-ID and Target-Organization-ID. */
  as?: { requester: string; target: string };
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ChildServer {
  origin: string;
  adminOrigin: string;
  adminToken: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** The JSON lines of stdout so far (other lines are left out). */
  logLines(): Array<Record<string, unknown>>;
  createOrg(): Promise<ChildOrg>;
  token(org: ChildOrg): Promise<string>;
  /** A request under /v1-beta (paths starting with /v1, /healthz, /readyz go as given). */
  request<T = unknown>(method: string, urlPath: string, opts?: ChildRequest): Promise<ApiResponse<T>>;
  upload<T = unknown>(
    urlPath: string,
    opts: ChildRequest & { bytes: Uint8Array; name?: string; currency?: string },
  ): Promise<ApiResponse<T>>;
  /** SIGTERM, then waits for the exit (the log is complete then); removes DATA_DIR and the database. */
  stop(): Promise<number | null>;
}

async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== "postgres" || !base) return undefined;
  const { url, name } = await createDatabase(base, "cas_child");
  return { url, drop: () => dropDatabase(base, name) };
}

export async function startChildServer(env: NodeJS.ProcessEnv = {}): Promise<ChildServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cas-child-"));
  const database = await freshDatabase();
  const adminToken = `child-admin-${randomBytes(12).toString("hex")}`;
  const instance = await startInstance({
    ADMIN_TOKEN: adminToken,
    DATA_DIR: dataDir,
    CONSOLE_DIR: path.join(dataDir, "no-console"),
    LOG_LEVEL: "info",
    WEBHOOK_ALLOW_PRIVATE_URLS: "1",
    TOKEN_RATE_PER_ADDRESS: "1000",
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const { origin, adminOrigin, child, exited } = instance;
  const output = () => instance.output.join("");

  const send = async <T>(url: string, method: string, opts: ChildRequest, body?: FormData | string) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.as) {
      headers["requester-organization-id"] = opts.as.requester;
      headers["target-organization-id"] = opts.as.target;
    }
    if (typeof body === "string") headers["content-type"] ??= "application/json";
    return toApiResponse<T>(await fetch(url, { method, headers, body }));
  };
  const apiUrl = (p: string) =>
    /^\/(v1|v1-beta|healthz|readyz)(\/|$|\?)/.test(p) ? origin + p : `${origin}/v1-beta${p}`;

  return {
    origin,
    adminOrigin,
    adminToken,
    child,
    output,
    logLines() {
      const lines: Array<Record<string, unknown>> = [];
      for (const line of output().split("\n")) {
        if (!line.startsWith("{")) continue;
        try {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          // a line cut by the chunking: the next read has it whole
        }
      }
      return lines;
    },
    async createOrg() {
      const suffix = randomUUID().slice(0, 8);
      const name = `Child Org ${suffix}`;
      const email = `child-${suffix}@example.test`;
      const r = await send<{ organization: { id: string }; client_id: string; client_secret: string }>(
        `${adminOrigin}/admin/organizations`,
        "POST",
        { token: adminToken },
        JSON.stringify({ name, email, subscription: true }),
      );
      if (r.status !== 201) throw new Error(`create organization: ${r.status} ${JSON.stringify(r.body)}`);
      return {
        id: r.body.organization.id,
        name,
        email,
        clientId: r.body.client_id,
        clientSecret: r.body.client_secret,
      };
    },
    async token(org) {
      const r = await send<{ access_token: string }>(
        apiUrl("/oauth2/token"),
        "POST",
        {},
        JSON.stringify({ client_id: org.clientId, client_secret: org.clientSecret }),
      );
      if (r.status !== 200) throw new Error(`token: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.access_token;
    },
    request(method, urlPath, opts = {}) {
      return send(apiUrl(urlPath), method, opts, opts.body === undefined ? undefined : JSON.stringify(opts.body));
    },
    upload(urlPath, opts) {
      const form = new FormData();
      form.append("currency", opts.currency ?? "EUR");
      form.append("file", new Blob([new Uint8Array(opts.bytes)], { type: "application/pdf" }), opts.name ?? "s.pdf");
      return send(apiUrl(urlPath), "POST", opts, form);
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
      const code = await exited;
      clearTimeout(timer);
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
      return code;
    },
  };
}
