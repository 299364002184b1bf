import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

/**
 * Test support for black-box tests of the real server process (`src/server/main.ts`, as `npm start`
 * runs it): spawn it with an environment, wait until it is ready, read its log, stop it with a signal.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface Instance {
  origin: string;
  adminOrigin: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: string[];
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port as number;
}

/**
 * `n` distinct free ports on 127.0.0.1: all are held open together before any is let go, so two
 * calls in a row cannot hand out the same port twice (the server's PORT and ADMIN_PORT were once the
 * same, and it exited with EADDRINUSE).
 */
export async function freePorts(n: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const s = net.createServer();
          s.once("error", reject);
          s.listen(0, "127.0.0.1", () => resolve(s));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as net.AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  return ports;
}

/** Whether a TCP connection to the port on 127.0.0.1 is accepted within `timeoutMs`. */
export function accepts(port: number, timeoutMs = 2000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.setTimeout(timeoutMs);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * Spawns the server with `env` on top of a minimal environment (PATH, HOME, loopback ports of its
 * own, JSON logs) and waits until `/readyz` answers 200 (up to 90 s, for a loaded machine).
 */
export async function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  const [port, adminPort] = (await freePorts(2)) as [number, number];
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      LOG_FORMAT: "json",
      DEMO_DATA: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (d: Buffer) => output.push(d.toString()));
  child.stderr?.on("data", (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const instance: Instance = {
    origin: `http://127.0.0.1:${port}`,
    adminOrigin: `http://127.0.0.1:${adminPort}`,
    port,
    child,
    output,
    exited,
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output.join("")}`);
    const r = await fetch(`${instance.origin}/readyz`).catch(() => undefined);
    if (r?.status === 200) return instance;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server never became ready:\n${output.join("")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Stops a leftover instance (after a failed test): SIGKILL, then waits for the exit. */
export async function killInstance(instance: Instance | undefined): Promise<void> {
  if (!instance) return;
  if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill("SIGKILL");
  await instance.exited;
}

export interface InstanceOrg {
  id: string;
  clientId: string;
  clientSecret: string;
}

/** Creates an organization (with a subscription) through the instance's operator API. */
export async function createOrgOn(instance: Instance, adminToken: string, name: string): Promise<InstanceOrg> {
  const suffix = randomBytes(4).toString("hex");
  const r = await fetch(`${instance.adminOrigin}/admin/organizations`, {
    method: "POST",
    headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
    body: JSON.stringify({ name: `${name} ${suffix}`, email: `org-${suffix}@example.test`, subscription: true }),
  });
  if (r.status !== 201) throw new Error(`creating an organization: ${r.status} ${await r.text()}`);
  const body = (await r.json()) as { organization: { id: string }; client_id: string; client_secret: string };
  return { id: body.organization.id, clientId: body.client_id, clientSecret: body.client_secret };
}

/** An access token of the organization's client, from the instance's token endpoint. */
export async function tokenOn(instance: Instance, org: InstanceOrg): Promise<string> {
  const r = await fetch(`${instance.origin}/v1-beta/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_id: org.clientId, client_secret: org.clientSecret }),
  });
  if (r.status !== 200) throw new Error(`token: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { access_token: string }).access_token;
}

/** A fresh database on the PostgreSQL server of `base` (TEST_DATABASE_URL); `drop` removes it. */
export async function createDatabase(base: string, prefix: string): Promise<{ url: string; name: string }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

export async function dropDatabase(base: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
