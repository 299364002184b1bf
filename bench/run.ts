import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Writable } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { createOrganization } from "../src/server/admin/service";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { PERFORMANCE_DOC, writePerformanceBlock } from "./performance-doc";
import { type BenchContext, type BenchRequest, type BenchScenario, registeredScenarios } from "./registry";

/**
 * `npm run bench`: starts the server in this process (embedded PGlite, request log on but sent
 * nowhere), a bare node:http server answering the same bytes as the authenticated reference
 * list, and fires autocannon (in a worker thread, so the load does not share the server's event
 * loop) at each registered scenario. Prints req/s, p50, p99 and the ratio to the bare ceiling,
 * and writes each section's table into docs/performance.md.
 *
 *   npm run bench -- [--duration 10] [--connections 10] [--only <name part>] [--section <name>] [--no-write]
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

interface Figures {
  scenario: string;
  section: string;
  description: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /**
   * The server thread's busy time per answered request, in µs (its event-loop utilization over the
   * measuring window, times the window, over the requests): what a request costs the thread that
   * serves it, which the machine's load moves much less than req/s (autocannon runs in a worker).
   */
  busyMicros: number;
  /** The bare ceiling measured just before this scenario (req/s): the load of a shared machine changes within a run. */
  ceiling?: number;
  /** The bare ceiling's busy µs per request, measured just before this scenario. */
  ceilingBusyMicros?: number;
}

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: process.env.BENCH_DURATION ?? "10" },
    connections: { type: "string", default: process.env.BENCH_CONNECTIONS ?? "10" },
    only: { type: "string" },
    section: { type: "string" },
    "no-write": { type: "boolean", default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const WARMUP_SECONDS = 2;

async function loadScenarios(): Promise<BenchScenario[]> {
  const dir = path.join(root, "bench/scenarios");
  for (const file of fs.readdirSync(dir).sort()) {
    if (/\.(ts|js|mjs)$/.test(file) && !file.endsWith(".d.ts")) await import(pathToFileURL(path.join(dir, file)).href);
  }
  return registeredScenarios().filter(
    (s) =>
      (!args.only || s.name.toLowerCase().includes(args.only.toLowerCase())) &&
      (!args.section || s.section.toLowerCase() === args.section.toLowerCase()),
  );
}

function serialize(request: BenchRequest): { body?: string; headers: Record<string, string> } {
  const headers = { ...request.headers };
  if (request.body === undefined) return { headers };
  const body = typeof request.body === "string" ? request.body : JSON.stringify(request.body);
  headers["content-type"] ??= "application/json";
  return { body, headers };
}

async function fire(origin: string, request: BenchRequest, seconds: number, conns: number) {
  const { body, headers } = serialize(request);
  return autocannon({
    url: origin,
    connections: conns,
    duration: seconds,
    workers: 1,
    requests: [{ method: request.method, path: request.path, headers, body }],
  });
}

async function measure(
  origin: string,
  scenario: { name: string; section: string; description?: string; connections?: number },
  request: BenchRequest,
): Promise<Figures> {
  const { body, headers } = serialize(request);
  const check = await fetch(`${origin}${request.path}`, { method: request.method, headers, body });
  const expected = request.expectStatus ?? 200;
  if (check.status !== expected) {
    throw new Error(
      `${scenario.name}: expected ${expected}, got ${check.status}: ${(await check.text()).slice(0, 300)}`,
    );
  }
  await check.arrayBuffer();
  const conns = scenario.connections ?? connections;
  process.stdout.write(
    `  ${scenario.name}: warming up ${WARMUP_SECONDS}s, measuring ${duration}s with ${conns} connections… `,
  );
  await fire(origin, request, WARMUP_SECONDS, conns);
  const before = performance.eventLoopUtilization();
  const result = await fire(origin, request, duration, conns);
  const busy = performance.eventLoopUtilization(before);
  process.stdout.write("done\n");
  return {
    scenario: scenario.name,
    section: scenario.section,
    description: scenario.description ?? "",
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    busyMicros: result.requests.total > 0 ? (busy.active * 1000) / result.requests.total : 0,
  };
}

function bareServer(bytes: Buffer, contentType: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    req.resume();
    res.writeHead(200, { "content-type": contentType, "content-length": bytes.length });
    res.end(bytes);
  });
  server.keepAliveTimeout = 5000;
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((r) => server.close(() => r())),
      });
    }),
  );
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** autocannon measures latency in whole milliseconds. */
const ms = (n: number) => (n < 1 ? "< 1" : fmt(n));

function table(rows: Figures[], bare: Figures): string[] {
  const lines = [
    "| scenario | req/s | p50 ms | p99 ms | bare ceiling just before, req/s | of that ceiling | server thread µs per request | ceiling's µs per request over this |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const r of [bare, ...rows]) {
    const ceiling = r.ceiling ?? bare.requestsPerSecond;
    const ratio = ceiling > 0 ? (100 * r.requestsPerSecond) / ceiling : 0;
    const ceilingBusy = r.ceilingBusyMicros ?? bare.busyMicros;
    const costRatio = r.busyMicros > 0 ? (100 * ceilingBusy) / r.busyMicros : 0;
    const flag = r.non2xx > 0 || r.errors > 0 ? ` (⚠ ${r.non2xx} non-2xx, ${r.errors} errors)` : "";
    lines.push(
      `| ${r.scenario}${flag} | ${fmt(r.requestsPerSecond)} | ${ms(r.p50)} | ${ms(r.p99)} | ${fmt(ceiling)} | ${fmt(ratio, 1)} % | ${fmt(r.busyMicros)} | ${fmt(costRatio, 1)} % |`,
    );
  }
  return lines;
}

async function main(): Promise<void> {
  const scenarios = await loadScenarios();
  if (scenarios.length === 0) throw new Error("no bench scenario matches");

  const config = {
    ...loadConfig({
      LOG_LEVEL: "info",
      TOKEN_RATE_PER_CLIENT: "1000000000",
      TOKEN_RATE_PER_ADDRESS: "1000000000",
    }),
    embeddedInMemory: true,
    workers: false,
    // The request log is produced as in production, then dropped.
    logStream: new Writable({ write: (_c, _e, done) => done() }),
  };
  console.log("Starting the server (embedded PGlite, in-process)…");
  const built = await buildApp(config);
  await built.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = built.app.server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;

  const created = await createOrganization(built.services.db, {
    name: "Bench Forwarding Ltd",
    email: "bench@example.test",
    subscription: true,
  });
  const org = { id: created.organization.id, clientId: created.client_id, clientSecret: created.client_secret };
  const ctx: BenchContext = {
    origin,
    services: built.services,
    org,
    async token() {
      const r = await fetch(`${origin}/v1-beta/oauth2/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ client_id: org.clientId, client_secret: org.clientSecret }),
      });
      if (r.status !== 200) throw new Error(`token: ${r.status} ${await r.text()}`);
      return ((await r.json()) as { access_token: string }).access_token;
    },
    orgHeaders(token, targetId = org.id) {
      return {
        authorization: `Bearer ${token}`,
        "requester-organization-id": org.id,
        "target-organization-id": targetId,
      };
    },
  };

  // The bare ceiling answers exactly the bytes of the authenticated reference list.
  const sample = await fetch(`${origin}/v1-beta/resources/currencies`, {
    headers: { authorization: `Bearer ${await ctx.token()}` },
  });
  const bytes = Buffer.from(await sample.arrayBuffer());
  const bare = await bareServer(bytes, sample.headers.get("content-type") ?? "application/json");

  const cpus = os.cpus();
  const load = os.loadavg()[0] ?? 0;
  const machine = `${cpus[0]?.model.trim() ?? "unknown CPU"} × ${cpus.length}, Node ${process.version}, load average ${load.toFixed(1)} at start`;
  console.log(`Machine: ${machine}`);
  try {
    const measureCeiling = () =>
      measure(
        bare.origin,
        { name: `bare node:http, same ${fmt(bytes.length)} bytes (ceiling)`, section: "*" },
        { method: "GET", path: "/v1-beta/resources/currencies" },
      );
    const ceiling = await measureCeiling();
    const results: Figures[] = [];
    for (const [i, scenario] of scenarios.entries()) {
      const request = await scenario.prepare(ctx);
      // The ceiling again right before each scenario (the first one is just measured).
      const adjacent = i === 0 ? ceiling : await measureCeiling();
      results.push({
        ...(await measure(origin, scenario, request)),
        ceiling: adjacent.requestsPerSecond,
        ceilingBusyMicros: adjacent.busyMicros,
      });
    }

    console.log("");
    for (const line of table(results, ceiling)) console.log(line);
    const bad = results.filter((r) => r.non2xx > 0 || r.errors > 0);

    if (!args["no-write"]) {
      const date = new Date().toISOString().slice(0, 10);
      for (const section of [...new Set(results.map((r) => r.section))]) {
        const rows = results.filter((r) => r.section === section);
        writePerformanceBlock(section, `## ${section}`, [
          `Measured ${date} by \`npm run bench\` on ${machine}: ${connections} connections, ${duration} s per`,
          "scenario after a 2 s warm-up, autocannon in a worker thread, server in-process on the embedded",
          "database with the request log on. The ceiling is a bare node:http server answering the same bytes",
          "as the authenticated reference list, measured again just before each scenario (the load of the shared",
          "machine changes within a run); each ratio is to that adjacent ceiling. The last two columns are the",
          "server thread's busy time per request (its event-loop utilization over the window) and the ceiling's",
          "over the scenario's: the cost ratio, which the machine's load moves less than req/s.",
          "",
          ...table(rows, ceiling),
          "",
          ...rows.filter((r) => r.description).map((r) => `- ${r.scenario}: ${r.description}`),
        ]);
      }
      console.log(`\nWrote ${path.relative(root, PERFORMANCE_DOC)}.`);
    }
    if (bad.length > 0) {
      console.error(`\nSome scenarios had failures: ${bad.map((b) => b.scenario).join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    await bare.close();
    await built.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
