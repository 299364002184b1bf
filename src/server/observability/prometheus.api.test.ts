import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/support/files";
import { startTestServer, type TestServer, testConfig } from "../../../test/support/harness";
import { freePort } from "../../../test/support/instance";
import { type ComposedService, composeService } from "../compose";

/**
 * A real Prometheus (Debian's `prometheus`, installed by .ci/run) scrapes two instances of the
 * service on one database and answers a PromQL query through its HTTP API (issue 27). The second
 * instance is composed on the first one's database with a METRICS_PORT listener of its own, so
 * both ways of exposing /metrics are scraped. Each instance counts its own requests (a registry
 * per instance), and both report the same queue depth, read from the shared database.
 */

const PROMETHEUS = process.env.PROMETHEUS_BIN ?? "/usr/bin/prometheus";
const hasPrometheus = fs.existsSync(PROMETHEUS);
if (!hasPrometheus) {
  console.warn(`prometheus.api.test.ts skipped: no ${PROMETHEUS} (apt-get install -y prometheus; .ci/run installs it)`);
}

let first: TestServer;
let second: ComposedService;
let secondMetrics: FastifyInstance;
let prometheus: ChildProcess | undefined;
let prometheusLog = "";
let promOrigin = "";
let tempDir = "";

function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return address.port;
}

interface VectorResult {
  metric: Record<string, string>;
  value: [number, string];
}

async function query(promql: string): Promise<VectorResult[]> {
  try {
    const res = await fetch(`${promOrigin}/api/v1/query?query=${encodeURIComponent(promql)}`);
    if (res.status !== 200) return [];
    const body = (await res.json()) as { status: string; data: { resultType: string; result: VectorResult[] } };
    return body.status === "success" ? body.data.result : [];
  } catch {
    return []; // not listening yet
  }
}

describe.skipIf(!hasPrometheus)("Prometheus scrapes two instances", () => {
  beforeAll(async () => {
    first = await startTestServer();
    second = await composeService(
      testConfig({ dataDir: first.config.dataDir, metricsPort: 0 }),
      first.built.services.database,
    );
    await second.app.listen({ port: 0, host: "127.0.0.1" });
    if (!second.metricsApp) throw new Error("METRICS_PORT gave no listener");
    secondMetrics = second.metricsApp;
    await secondMetrics.listen({ port: 0, host: "127.0.0.1" });

    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "cas-prometheus-"));
    const targets = [new URL(first.adminOrigin).host, `127.0.0.1:${portOf(secondMetrics)}`];
    const config = [
      "global:",
      "  scrape_interval: 1s",
      "  scrape_timeout: 1s",
      "  evaluation_interval: 1s",
      "scrape_configs:",
      "  - job_name: credit-application-service",
      "    static_configs:",
      `      - targets: [${targets.map((t) => `"${t}"`).join(", ")}]`,
      "",
    ].join("\n");
    fs.writeFileSync(path.join(tempDir, "prometheus.yml"), config);
    const port = await freePort();
    promOrigin = `http://127.0.0.1:${port}`;
    prometheus = spawn(
      PROMETHEUS,
      [
        `--config.file=${path.join(tempDir, "prometheus.yml")}`,
        `--storage.tsdb.path=${path.join(tempDir, "data")}`,
        `--web.listen-address=127.0.0.1:${port}`,
        "--log.level=warn",
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    const keep = (chunk: Buffer) => {
      prometheusLog = `${prometheusLog}${chunk.toString()}`.slice(-8000);
    };
    prometheus.stdout?.on("data", keep);
    prometheus.stderr?.on("data", keep);
  });

  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const exited = new Promise((resolve) => prometheus?.once("exit", resolve));
      prometheus.kill("SIGTERM");
      const force = setTimeout(() => prometheus?.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(force);
    }
    await second?.close();
    await first?.close();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it("reads both instances' series back through PromQL", { timeout: 120_000 }, async () => {
    // Different traffic on each instance: 3 and 2 health checks.
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${first.origin}/healthz`)).status).toBe(200);
    const secondOrigin = `http://127.0.0.1:${portOf(second.app)}`;
    for (let i = 0; i < 2; i += 1) expect((await fetch(`${secondOrigin}/healthz`)).status).toBe(200);

    const failed = () => {
      if (prometheus?.exitCode !== null) throw new Error(`prometheus exited: ${prometheusLog}`);
      return false;
    };
    // Both targets up.
    await eventually(
      () => query('sum(up{job="credit-application-service"})'),
      (r) => failed() || Number(r[0]?.value[1]) === 2,
      60_000,
      250,
    ).catch((err: Error) => {
      throw new Error(`${err.message}\nprometheus log: ${prometheusLog}`);
    });

    // Each instance's own count, and their sum (once a scrape followed every request).
    const perInstance = await eventually(
      () => query('http_server_request_duration_seconds_count{route="/healthz",method="GET",status_class="2xx"}'),
      (r) => failed() || (r.length === 2 && r.reduce((n, x) => n + Number(x.value[1]), 0) === 5),
      60_000,
      250,
    );
    expect(perInstance.map((r) => Number(r.value[1])).sort()).toEqual([2, 3]);
    const sum = await query('sum(http_server_request_duration_seconds_count{route="/healthz"})');
    expect(Number(sum[0]?.value[1])).toBe(5);

    // The queue depth is the database's: both instances report the same value.
    const depth = await eventually(
      () => query('jobs_queue_depth{type="files.extract",state="queued"}'),
      (r) => failed() || r.length === 2,
      60_000,
      250,
    );
    expect(new Set(depth.map((r) => r.value[1])).size).toBe(1);
    const cpu = await query("process_cpu_seconds_total");
    expect(cpu.length).toBe(2);
  });
});
