import fs from "node:fs";
import os from "node:os";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { listCreditApplications, listCreditApplicationsQuery } from "../src/contract/applications";
import { buildApp } from "../src/server/app";
import { listApplications } from "../src/server/applications/list";
import { loadConfig } from "../src/server/config";
import { registerEndpoint } from "../src/server/http/register";
import { listVariants } from "./applications-list-variants";
import { writePerformanceBlock } from "./performance-doc";
import { manifestPath, type SeedManifest } from "./seed-large";

/**
 * Credit applications list at scale (issue 3): `npm run bench:applications` after
 * `npm run seed:large`, with the same DATABASE_URL (PostgreSQL, 1,000,000 applications) or DATA_DIR
 * (embedded database, 100,000).
 *
 * Starts the server in this process on that database and fires autocannon (in a worker thread) at
 * five list variants of one forwarder (50,000 applications at the default size), each twice:
 * through the real endpoint (page + exact total_items) and through a bench-only copy of it that
 * runs the same page query without the count (same token check, validation and scenario).
 * Reports req/s, p50 and p99 at 16 connections, the ratio with/without the count, and p99 at 4
 * connections; `--single-user` instead times sequential requests (the embedded database's goal).
 * Writes the figures into docs/performance.md under "Credit applications list".
 *
 *   npx tsx bench/applications-list.ts [--duration 10] [--rounds 3] [--only <variant part>] [--single-user] [--no-write]
 */

const SECTION = "Credit applications list";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    "single-user": { type: "boolean", default: false },
    requests: { type: "string", default: "200" },
    rounds: { type: "string", default: "3" },
    only: { type: "string" },
    "no-write": { type: "boolean", default: false },
  },
});
const duration = Number(args.duration);
const rounds = Number(args.rounds);
const variants = listVariants.filter((v) => !args.only || v.name.includes(args.only));

const PAGE_ONLY_PATH = "/bench/credit-applications-page-only";

interface Run {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

async function fire(url: string, headers: Record<string, string>, conns: number, seconds: number): Promise<Run> {
  const r = await autocannon({ url, headers, connections: conns, duration: seconds, workers: 1 });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failures: r.non2xx + r.errors + r.timeouts,
  };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function main(): Promise<void> {
  const base = loadConfig({
    ...process.env,
    LOG_LEVEL: "info",
    TOKEN_RATE_PER_CLIENT: "1000000000",
    TOKEN_RATE_PER_ADDRESS: "1000000000",
  });
  const config = {
    ...base,
    workers: false,
    demoData: false,
    logStream: new Writable({ write: (_c, _e, done) => done() }),
  };
  const file = manifestPath(config.dataDir);
  if (!fs.existsSync(file))
    throw new Error(`${file} not found: run npm run seed:large first (same DATABASE_URL/DATA_DIR)`);
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as SeedManifest;
  const forwarder = manifest.forwarders[0];
  if (!forwarder) throw new Error("the manifest names no forwarder");

  const built = await buildApp(config);
  const { db } = built.services;
  // The same endpoint (token, validation, scenario) running the page query without the count.
  await built.app.register(
    async (scoped) => {
      registerEndpoint(
        scoped,
        built.services,
        { ...listCreditApplications, id: "benchListPageOnly", path: PAGE_ONLY_PATH },
        async ({ query, ctx }) =>
          listApplications(db, { organizationId: ctx.requesterId, scenario: "self", targetId: ctx.targetId }, query, {
            withTotal: false,
            roles: ["forwarder"],
          }),
      );
    },
    { prefix: "/v1-beta" },
  );
  await built.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = built.app.server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}/v1-beta`;

  const tokenRes = await fetch(`${origin}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_id: forwarder.client_id, client_secret: forwarder.client_secret }),
  });
  if (tokenRes.status !== 200) throw new Error(`token: ${tokenRes.status} ${await tokenRes.text()}`);
  const token = ((await tokenRes.json()) as { access_token: string }).access_token;
  const headers = {
    authorization: `Bearer ${token}`,
    "requester-organization-id": forwarder.id,
    "target-organization-id": forwarder.id,
  };
  const viewer = { organizationId: forwarder.id, scenario: "self" as const, targetId: forwarder.id };
  const timeInProcess = async (query: string) => {
    const q = listCreditApplicationsQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    const median = async (opts: Parameters<typeof listApplications>[3]) => {
      const times: number[] = [];
      for (let i = 0; i < 220; i++) {
        const t = performance.now();
        await listApplications(db, viewer, q, opts);
        if (i >= 20) times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      return times[Math.floor(times.length / 2)] ?? 0;
    };
    const pageOnly = await median({ withTotal: false, roles: ["forwarder"] });
    const withCount = await median({});
    return { pageOnly, withCount };
  };
  const count = await db
    .selectFrom("credit_applications")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const mine = await fetch(`${origin}/credit-applications?limit=1&offset=0`, { headers });
  const mineTotal = ((await mine.json()) as { total_items: number }).total_items;

  const cpus = os.cpus();
  const machine = `${cpus[0]?.model.trim() ?? "unknown CPU"} × ${cpus.length}, Node ${process.version}`;
  const dbName = built.services.database.kind === "postgres" ? "PostgreSQL" : "embedded PGlite";
  const dataset = `${fmt(Number(count.n))} applications, the forwarder's list ${fmt(mineTotal)}`;
  console.log(`${machine}; ${dbName}; ${dataset}`);
  const date = new Date().toISOString().slice(0, 10);

  try {
    for (const v of variants) {
      for (const p of [`/credit-applications?${v.query}`, `${PAGE_ONLY_PATH}?${v.query}`]) {
        const r = await fetch(`${origin}${p}`, { headers });
        if (r.status !== 200) throw new Error(`${v.name}: ${r.status} ${(await r.text()).slice(0, 300)}`);
        await r.arrayBuffer();
      }
    }

    if (args["single-user"]) {
      const n = Number(args.requests);
      const lines = [
        `Measured ${date} by \`npx tsx bench/applications-list.ts --single-user\` on ${machine}: ${dbName},`,
        `${dataset}; ${n} sequential requests per variant through the HTTP API, exact total_items; load average`,
        `${os.loadavg()[0]?.toFixed(1)} at the start (the machine is shared; the p99 and max follow its load).`,
        "",
        "| variant | total_items | p50 ms | p99 ms | max ms |",
        "|---|---:|---:|---:|---:|",
      ];
      for (const v of variants) {
        const times: number[] = [];
        let total = 0;
        for (let i = 0; i < n + 10; i++) {
          const t = performance.now();
          const r = await fetch(`${origin}/credit-applications?${v.query}`, { headers });
          total = ((await r.json()) as { total_items: number }).total_items;
          if (i >= 10) times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
        const line = `| ${v.name} | ${fmt(total)} | ${fmt(at(0.5), 1)} | ${fmt(at(0.99), 1)} | ${fmt(at(1), 1)} |`;
        console.log(line);
        lines.push(line);
      }
      if (!args["no-write"])
        writePerformanceBlock(`applications-list-${built.services.database.kind}-single-user`, `## ${SECTION}`, lines);
      return;
    }

    const lines = [
      `Measured ${date} by \`npx tsx bench/applications-list.ts\` on ${machine}: ${dbName}, ${dataset}.`,
      `autocannon in a worker thread, server in-process with the request log on; load average ${os.loadavg()[0]?.toFixed(1)} at the start.`,
      '"with count" is GET /v1-beta/credit-applications (exact total_items); "page only" is the same endpoint',
      `running the page query without the count. At 16 connections, ${rounds} alternating rounds of ${duration} s per mode`,
      "after a warm-up (median round shown); ratio = with count / page only. At 4 connections one round each.",
      "",
      "The last column times the list function alone, in-process, one call at a time (median of 200): the",
      "database work of the page with and without the count, without HTTP and without the other connections.",
      "",
      "| variant | page only req/s (16) | with count req/s (16) | ratio | p50 / p99 ms with count (16) | p99 ms with count (4) | p99 ms page only (4) | in-process ms page only / with count |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
    ];
    for (const v of variants) {
      const withCount = `${origin}/credit-applications?${v.query}`;
      const pageOnly = `${origin}${PAGE_ONLY_PATH}?${v.query}`;
      process.stdout.write(`${v.name}: `);
      // Alternating rounds at 16 connections (the machine is shared: alternation spreads its noise
      // over both modes); the median round of each mode is reported.
      await fire(pageOnly, headers, 16, 2);
      await fire(withCount, headers, 16, 2);
      const pageRounds: Run[] = [];
      const countRounds: Run[] = [];
      for (let round = 0; round < rounds; round++) {
        pageRounds.push(await fire(pageOnly, headers, 16, duration));
        countRounds.push(await fire(withCount, headers, 16, duration));
        process.stdout.write(".");
      }
      const median = (runs: Run[]) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)] as Run;
      const page16 = median(pageRounds);
      const count16 = median(countRounds);
      const count4 = await fire(withCount, headers, 4, duration);
      const page4 = await fire(pageOnly, headers, 4, duration);
      const failures = [...pageRounds, ...countRounds, count4, page4].reduce((n, r) => n + r.failures, 0);
      const inProcess = await timeInProcess(v.query);
      const ratio = page16.rps > 0 ? count16.rps / page16.rps : 0;
      const line =
        `| ${v.name}${failures > 0 ? ` (⚠ ${failures} failures)` : ""} | ${fmt(page16.rps)} | ${fmt(count16.rps)} | ` +
        `${fmt(ratio, 2)} | ${fmt(count16.p50)} / ${fmt(count16.p99)} | ${fmt(count4.p99)} | ${fmt(page4.p99)} | ` +
        `${fmt(inProcess.pageOnly, 2)} / ${fmt(inProcess.withCount, 2)} |`;
      console.log(`\n${line}`);
      lines.push(line);
    }
    if (!args["no-write"])
      writePerformanceBlock(`applications-list-${built.services.database.kind}`, `## ${SECTION}`, lines);
  } finally {
    await built.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
