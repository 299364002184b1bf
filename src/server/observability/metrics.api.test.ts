import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balance2024, cashflow2024, income2024, openingBalance2023 } from "../../../test/support/analytics-fixtures";
import { type Caller, newCaller } from "../../../test/support/applications";
import { parseExposition, type Sample, samplesOf } from "../../../test/support/exposition";
import { eventually, listOrgFiles, upload } from "../../../test/support/files";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import { type Receiver, startReceiver } from "../../../test/support/webhook-receiver";
import { annualReportPdf } from "../demo/statement-pdfs";
import { EXTRACT_JOB } from "../extraction/job";
import { enqueue } from "../jobs/queue";

/**
 * Prometheus metrics (issue 27; docs/operations.md, "Metrics") over real HTTP: `GET /metrics` on
 * the operator listener without a token, never on the public port; after requests, an upload and
 * its extraction, a webhook delivery and a rate-limit refusal, the exposition text holds the
 * expected series with bounded labels (route templates, status classes). The job queue's gauges
 * are read from the database at scrape time.
 */

const PER_CLIENT = 2;
let server: TestServer;
let receiver: Receiver;
let guest: Caller;
let consoleDir: string;

async function scrape(origin = server.adminOrigin): Promise<{ status: number; type: string; samples: Sample[] }> {
  const res = await fetch(`${origin}/metrics`);
  const text = await res.text();
  return { status: res.status, type: res.headers.get("content-type") ?? "", samples: parseExposition(text) };
}

function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samplesOf(samples, name, labels);
  return found.length === 0 ? undefined : found.reduce((sum, s) => sum + s.value, 0);
}

beforeAll(async () => {
  receiver = await startReceiver();
  // A console to serve: its page fallback must not answer /metrics either.
  consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), "cas-metrics-console-"));
  fs.writeFileSync(path.join(consoleDir, "index.html"), "<!doctype html><title>console</title>");
  server = await startTestServer({
    consoleDir,
    webhookAllowPrivateUrls: true,
    webhookRetryDelaysMs: [100, 100, 100],
    webhookTimeoutMs: 5000,
    tokenRatePerClient: PER_CLIENT,
  });
  guest = await newCaller(server, { name: "Metrics Shipping Ltd" });
});

afterAll(async () => {
  await server?.close();
  await receiver?.close();
  if (consoleDir) fs.rmSync(consoleDir, { recursive: true, force: true });
});

describe("GET /metrics", () => {
  it("answers the exposition text on the operator listener without a token, and not on the public port", async () => {
    const scraped = await scrape();
    expect(scraped.status).toBe(200);
    expect(scraped.type).toMatch(/^text\/plain; version=0\.0\.4/);
    // prom-client's process metrics, unprefixed.
    expect(value(scraped.samples, "process_cpu_seconds_total")).toBeGreaterThan(0);
    expect(value(scraped.samples, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    expect(value(scraped.samples, "db_pool_connections_max")).toBeGreaterThanOrEqual(1);
    expect(samplesOf(scraped.samples, "db_pool_connections").map((s) => s.labels.state)).toEqual(
      expect.arrayContaining(["in_use", "idle"]),
    );
    expect(value(scraped.samples, "db_pool_waiting_requests")).toBeGreaterThanOrEqual(0);

    // The operator API itself still wants its token.
    const admin = await fetch(`${server.adminOrigin}/admin/maintenance`, { method: "PUT" });
    expect(admin.status).toBe(401);

    for (const path of ["/metrics", "/v1-beta/metrics", "/v1/metrics"]) {
      const res = await fetch(`${server.origin}${path}`);
      const text = await res.text();
      expect(res.status, path).toBe(404);
      expect(text).not.toContain("http_server_request_duration_seconds");
    }
    // The console's pages are still served.
    expect((await fetch(`${server.origin}/applications`)).status).toBe(200);
  });

  it("reports the job queue from the database: depth by type and state, age of the oldest due job", async () => {
    // No worker runs yet: the jobs stay where they are put.
    const db = server.built.services.db;
    await enqueue(db, "metrics.probe", {}, { runAt: new Date(Date.now() - 120_000) });
    await enqueue(db, "metrics.probe", {}, { runAt: new Date(Date.now() - 5_000) });
    await enqueue(db, "metrics.probe", {}, { runAt: new Date(Date.now() + 3_600_000) });
    try {
      const { samples } = await scrape();
      expect(value(samples, "jobs_queue_depth", { type: "metrics.probe", state: "queued" })).toBe(2);
      expect(value(samples, "jobs_queue_depth", { type: "metrics.probe", state: "scheduled" })).toBe(1);
      expect(value(samples, "jobs_queue_depth", { type: "metrics.probe", state: "running" })).toBe(0);
      const age = value(samples, "jobs_oldest_age_seconds", { type: "metrics.probe" }) ?? 0;
      expect(age).toBeGreaterThanOrEqual(110);
      expect(age).toBeLessThan(3600);
      // Registered types are reported even with nothing queued.
      expect(value(samples, "jobs_queue_depth", { type: EXTRACT_JOB, state: "queued" })).toBe(0);
      expect(value(samples, "jobs_oldest_age_seconds", { type: EXTRACT_JOB })).toBe(0);
    } finally {
      await db.deleteFrom("jobs").where("type", "=", "metrics.probe").execute();
    }
  });

  it("counts requests by route template, extractions, webhook deliveries and rate-limit refusals", async () => {
    for (const task of server.built.tasks) if (task.name === "job-worker") task.start();

    // A webhook endpoint of the guest, and its test event.
    const endpoint = await guest.call<{ id: string }>("POST", "/webhook-endpoints", {
      body: { url: `${receiver.url}/hooks`, event_types: ["*"] },
    });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    const test = await guest.call("POST", `/webhook-endpoints/${endpoint.body.id}/tests`);
    expect(test.status).toBe(202);

    // An upload whose statements are read from the text layer.
    const pdf = await annualReportPdf(
      "Metrics Shipping Ltd",
      { labels: "ifrs", scale: "units", negatives: "parentheses", dateStyle: "day-month", currency: "USD" },
      { end: "2024-12-31", balanceSheet: balance2024, incomeStatement: income2024, cashflow: cashflow2024 },
      { end: "2023-12-31", balanceSheet: openingBalance2023 },
    );
    const uploaded = await upload<{ id: string }>(server, `/organizations/${guest.org.id}/financial-files`, {
      token: guest.token,
      as: { requester: guest.org.id, target: guest.org.id },
      currency: "USD",
      file: { bytes: pdf, name: "annual-report-2024.pdf" },
    });
    expect([200, 201], JSON.stringify(uploaded.body)).toContain(uploaded.status);
    await eventually(
      () => listOrgFiles(server, guest.org, guest.token),
      (r) => r.body.items.some((f) => f.id === uploaded.body.id && f.status === "valid"),
      60_000,
    );

    // A refusal of the token endpoint: the client's budget is PER_CLIENT a minute (one used by newCaller).
    const statuses: number[] = [];
    for (let i = 0; i < PER_CLIENT + 1; i += 1) {
      const r = await server.request("POST", "/oauth2/token", {
        body: { client_id: guest.org.clientId, client_secret: guest.org.clientSecret },
      });
      statuses.push(r.status);
    }
    expect(statuses).toContain(429);

    const samples = await eventually(
      async () => (await scrape()).samples,
      (s) =>
        (value(s, "webhook_deliveries_total", { outcome: "succeeded" }) ?? 0) >= 1 &&
        (value(s, "extraction_duration_seconds_count", { kind: "text", outcome: "valid" }) ?? 0) >= 1 &&
        value(s, "http_server_requests_in_flight") === 0,
      60_000,
    );

    // Requests: by route template (never a raw path or id), method and status class.
    const uploads = samplesOf(samples, "http_server_request_duration_seconds_count", {
      method: "POST",
      status_class: "2xx",
    }).filter((s) => s.labels.route?.endsWith("/organizations/:org_id/financial-files"));
    expect(uploads.reduce((n, s) => n + s.value, 0)).toBeGreaterThanOrEqual(1);
    expect(
      value(samples, "http_server_request_duration_seconds_count", {
        route: "/v1-beta/oauth2/token",
        method: "POST",
        status_class: "4xx",
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      value(samples, "http_server_request_duration_seconds_bucket", {
        route: "/v1-beta/oauth2/token",
        method: "POST",
        status_class: "2xx",
        le: "+Inf",
      }),
    ).toBeGreaterThanOrEqual(1);
    const httpSamples = samplesOf(samples, "http_server_request_duration_seconds_count");
    expect(new Set(httpSamples.map((s) => s.labels.status_class))).toEqual(
      new Set(httpSamples.map((s) => s.labels.status_class).filter((c) => /^[1-5]xx$/.test(c ?? ""))),
    );
    for (const s of httpSamples) {
      expect(s.labels.route).not.toContain(guest.org.id);
      expect(s.labels.route).not.toContain(uploaded.body.id);
    }
    // Paths that match no route share one label.
    expect((await fetch(`${server.origin}/v1-beta/no-such-${crypto.randomUUID()}`)).status).toBe(404);
    const after = (await scrape()).samples;
    expect(
      value(after, "http_server_request_duration_seconds_count", { route: "unmatched", status_class: "4xx" }),
    ).toBeGreaterThanOrEqual(1);

    // Extraction, webhooks, rate limits.
    expect(value(samples, "extraction_duration_seconds_sum", { kind: "text", outcome: "valid" })).toBeGreaterThan(0);
    expect(value(samples, "webhook_delivery_duration_seconds_count", { outcome: "succeeded" })).toBeGreaterThanOrEqual(
      1,
    );
    expect(value(samples, "rate_limit_refusals_total", { limit: "client" })).toBeGreaterThanOrEqual(1);
    expect(value(samples, "rate_limit_refusals_total", { limit: "address" })).toBe(0);
  });
});
