import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onPostgres, startTestServer, type TestOrg, type TestServer } from "../../../test/support/harness";
import { freePorts } from "../../../test/support/instance";
import { startServerBehindPostgresProxy, type TcpProxy } from "../../../test/support/tcp-proxy";

/**
 * Hardening (issue 2): time-outs cut slow clients off, a server that is closing answers with the
 * spec's 503 body (and closes each connection after its answer), SIGTERM lets in-flight requests
 * finish, and a database outage gives spec error bodies and heals by itself (PostgreSQL only,
 * through a TCP proxy this test stops and restarts).
 */

interface ErrorBody {
  detail: Array<{ loc: unknown[]; msg: string; type: string; code: string }>;
}

/** A raw TCP conversation with a server: write, and collect everything until it closes. */
class RawClient {
  readonly socket: net.Socket;
  received = "";
  readonly closed: Promise<void>;
  private readonly connected: Promise<void>;

  constructor(port: number) {
    this.socket = net.connect(port, "127.0.0.1");
    this.connected = new Promise((resolve) => this.socket.once("connect", () => resolve()));
    this.socket.on("data", (d) => {
      this.received += String(d);
    });
    this.socket.on("error", () => {});
    this.closed = new Promise((resolve) => this.socket.once("close", () => resolve()));
  }

  async write(text: string): Promise<void> {
    await this.connected;
    this.socket.write(text);
  }

  /** Resolves once `pattern` has arrived (or the connection closed). */
  async waitFor(pattern: RegExp): Promise<boolean> {
    while (!pattern.test(this.received)) {
      const closed = await Promise.race([
        this.closed.then(() => true),
        new Promise<false>((r) => setTimeout(() => r(false), 20)),
      ]);
      if (closed) return pattern.test(this.received);
    }
    return true;
  }
}

function bodyOf(raw: string, index = 0): unknown {
  const responses = raw.split(/(?=HTTP\/1\.1 \d{3})/);
  const response = responses[index] ?? "";
  return JSON.parse(response.slice(response.indexOf("\r\n\r\n") + 4));
}

function tokenRequest(clientId: string, secret: string): { head: string; body: string } {
  const body = JSON.stringify({ client_id: clientId, client_secret: secret });
  const head =
    "POST /v1-beta/oauth2/token HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n" +
    `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`;
  return { head, body };
}

describe("time-outs and closing", () => {
  let server: TestServer;
  let org: TestOrg;
  let port: number;

  beforeAll(async () => {
    server = await startTestServer({ headersTimeoutMs: 400, requestTimeoutMs: 1500, keepAliveTimeoutMs: 300 });
    org = await server.createOrg();
    port = Number(new URL(server.origin).port);
  });
  afterAll(async () => server?.close());

  it("a client that keeps sending partial headers is cut off (408 request_timeout, connection closed)", async () => {
    const client = new RawClient(port);
    await client.write("GET /healthz HTTP/1.1\r\nHost: test\r\n");
    const drip = setInterval(() => client.socket.write("X-Slow: y\r\n"), 100);
    await client.closed;
    clearInterval(drip);
    expect(client.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(client.received)).toEqual({
      detail: [{ loc: [], msg: expect.any(String), type: "request", code: "request_timeout" }],
    });
  });

  it("a client that sends its body too slowly is cut off", async () => {
    const client = new RawClient(port);
    await client.write(
      "POST /v1-beta/oauth2/token HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{",
    );
    const drip = setInterval(() => client.socket.write(" "), 100);
    await client.closed;
    clearInterval(drip);
    expect(client.received).not.toMatch(/^HTTP\/1\.1 200/);
  });

  it("an idle kept-alive connection is closed after the keep-alive time-out", async () => {
    const client = new RawClient(port);
    await client.write("GET /healthz HTTP/1.1\r\nHost: test\r\nConnection: keep-alive\r\n\r\n");
    expect(await client.waitFor(/\{"status":"ok"\}/)).toBe(true);
    await client.closed;
    expect(client.received.match(/HTTP\/1\.1/g)).toHaveLength(1);
  });

  it("while closing: the in-flight request finishes and closes its connection; a request under way gets 503 service_under_maintenance", async () => {
    const { head, body } = tokenRequest(org.clientId, org.clientSecret);
    const client = new RawClient(port);
    await client.write(head);
    // "100 Continue" means the server has the headers: the request is in flight.
    expect(await client.waitFor(/^HTTP\/1\.1 100 Continue/)).toBe(true);
    // Another connection has sent half of a request's head: it is busy, not idle.
    const other = new RawClient(port);
    await other.write("GET /v1-beta/resources/currencies HTTP/1.1\r\nHost: test\r\n");
    // One round trip through the server: it has read those bytes by the time this is answered.
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    const closing = server.built.app.close();
    // The rest of the in-flight request, then a pipelined one on the same connection.
    await client.write(`${body}GET /v1-beta/resources/currencies HTTP/1.1\r\nHost: test\r\n\r\n`);
    await other.write("\r\n");
    await client.closed;
    await other.closed;
    await closing;
    // The in-flight request is answered with Connection: close; the connection then closes, so the
    // pipelined request is never read (the client sends it again elsewhere).
    const responses = client.received.split(/(?=HTTP\/1\.1 [2-5]\d\d )/).filter((r) => !r.startsWith("HTTP/1.1 100"));
    expect(responses).toHaveLength(1);
    expect(responses[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(responses[0]).toMatch(/connection: close/i);
    expect(bodyOf(responses[0] ?? "")).toMatchObject({ token_type: "Bearer" });
    // The request that was arriving while the server closed gets the spec's 503.
    expect(other.received).toMatch(/^HTTP\/1\.1 503 /);
    expect(other.received).toMatch(/connection: close/i);
    expect(bodyOf(other.received)).toEqual({
      detail: [{ loc: [], msg: expect.any(String), type: "maintanance", code: "service_under_maintenance" }],
    });
    // New connections are refused once closing.
    const late = new RawClient(port);
    await late.closed;
    expect(late.received).toBe("");
  });
});

// The child process runs on its own embedded database, so once per run is enough (PGlite project).
describe.skipIf(onPostgres)("graceful shutdown of the process (SIGTERM)", () => {
  let child: ChildProcess | undefined;
  let dataDir: string;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("finishes the in-flight request, refuses new connections and exits 0", { timeout: 120_000 }, async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cas-shutdown-"));
    const [port, adminPort] = (await freePorts(2)) as [number, number];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      DATA_DIR: dataDir,
      DEMO_DATA: "0",
      ADMIN_TOKEN: "shutdown-test-operator-token",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    const proc = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = proc;
    let output = "";
    proc.stdout?.on("data", (d) => {
      output += String(d);
    });
    proc.stderr?.on("data", (d) => {
      output += String(d);
    });
    const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));

    // Up: the operator API answers; it creates the client whose token request will be in flight.
    const deadline = Date.now() + 90_000;
    let created: { client_id: string; client_secret: string } | undefined;
    while (!created && Date.now() < deadline && proc.exitCode === null) {
      try {
        const r = await fetch(`http://127.0.0.1:${adminPort}/admin/organizations`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: "Bearer shutdown-test-operator-token" },
          body: JSON.stringify({ name: "Shutdown Test", email: "shutdown@example.test" }),
        });
        if (r.status === 201) created = (await r.json()) as { client_id: string; client_secret: string };
        else await r.arrayBuffer();
      } catch {
        // not listening yet
      }
      if (!created) await new Promise((r) => setTimeout(r, 250));
    }
    expect(created, output).toBeDefined();

    const { head, body } = tokenRequest(created?.client_id ?? "", created?.client_secret ?? "");
    const inFlight = new RawClient(port);
    await inFlight.write(head);
    expect(await inFlight.waitFor(/^HTTP\/1\.1 100 Continue/)).toBe(true);

    proc.kill("SIGTERM");
    // New connections are refused once the listener is closed.
    let refused = false;
    while (!refused && proc.exitCode === null) {
      refused = await new Promise<boolean>((resolve) => {
        const probe = net.connect(port, "127.0.0.1");
        probe.once("connect", () => {
          probe.destroy();
          resolve(false);
        });
        probe.once("error", () => resolve(true));
      });
      if (!refused) await new Promise((r) => setTimeout(r, 50));
    }
    expect(refused).toBe(true);

    await inFlight.write(body);
    await inFlight.closed;
    expect(inFlight.received).toMatch(/HTTP\/1\.1 200 /);
    expect(inFlight.received).toContain('"access_token"');
    expect(await exited, output).toBe(0);
  });
});

describe.runIf(onPostgres)("the database going away (PostgreSQL through a TCP proxy)", () => {
  let server: TestServer;
  let proxy: TcpProxy;
  let close: (() => Promise<void>) | undefined;
  let org: TestOrg;

  beforeAll(async () => {
    ({ server, proxy, close } = await startServerBehindPostgresProxy());
    org = await server.createOrg();
  });
  afterAll(async () => {
    await close?.();
  });

  it("answers with spec error bodies during the outage, and resumes by itself when it is back", async () => {
    const token = await org.token();
    expect((await server.request("GET", "/resources/organization-roles", { token })).status).toBe(200);

    await proxy.stop();
    const during = await Promise.all([
      ...Array.from({ length: 10 }, () => server.request<ErrorBody>("GET", "/resources/organization-roles", { token })),
      ...Array.from({ length: 5 }, () =>
        server.request<ErrorBody>("POST", "/oauth2/token", {
          body: { client_id: org.clientId, client_secret: org.clientSecret },
        }),
      ),
    ]);
    // "Retry later" (503 with Retry-After), never 500 internal_conflict_error, which means a bug.
    for (const r of during.slice(0, 10)) {
      expect(r.status).toBe(503);
      expect(r.body).toEqual({
        detail: [{ loc: [], msg: expect.any(String), type: "try_later", code: "service_unavailable" }],
      });
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    for (const r of during.slice(10)) {
      expect(r.status).toBe(503);
      expect(r.body).toEqual({
        detail: [{ loc: [], msg: expect.any(String), type: "oauth", code: "oauth_service_unavailable" }],
      });
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    const notReady = await server.request("GET", "/readyz");
    expect(notReady.status).toBe(503);
    expect(notReady.body).toEqual({
      detail: [{ loc: [], msg: expect.any(String), type: "try_later", code: "service_not_ready" }],
    });
    expect((await server.request("GET", "/healthz")).status).toBe(200);

    await proxy.start();
    const deadline = Date.now() + 30_000;
    let ready = 0;
    while (ready !== 200 && Date.now() < deadline) {
      ready = (await server.request("GET", "/readyz")).status;
      if (ready !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(ready).toBe(200);
    const fresh = await org.token();
    expect((await server.request("GET", "/resources/organization-roles", { token: fresh })).status).toBe(200);
    expect((await server.request("GET", "/resources/organization-roles", { token })).status).toBe(200);
  });
});
