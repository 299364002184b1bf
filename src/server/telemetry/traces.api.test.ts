import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balance2024, cashflow2024, income2024, openingBalance2023 } from "../../../test/support/analytics-fixtures";
import { type ChildOrg, type ChildServer, startChildServer } from "../../../test/support/child-server";
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from "../../../test/support/otlp-receiver";
import { type Receiver, startReceiver } from "../../../test/support/webhook-receiver";
import { annualReportPdf } from "../demo/statement-pdfs";
import { parseTraceparent } from "./request-id";

/**
 * OpenTelemetry traces (issue 27, docs/operations.md "Traces"): the real server in a child process
 * with OTEL_EXPORTER_OTLP_ENDPOINT pointing at an OTLP/HTTP receiver in this test. One upload's
 * trace holds the upload request, its extraction job, the analytics recompute that queued and the
 * webhook deliveries the recompute queued, each job a child of the span that queued it; the
 * webhook request carries the trace on (`traceparent`). On PostgreSQL the statements are spans too.
 */

const onPostgres = process.env.TEST_DB === "postgres" && Boolean(process.env.TEST_DATABASE_URL);

let otlp: OtlpReceiver;
let hooks: Receiver;
let server: ChildServer;
let org: ChildOrg;
let token: string;

beforeAll(async () => {
  otlp = await startOtlpReceiver();
  hooks = await startReceiver();
  server = await startChildServer({
    OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
    OTEL_SERVICE_NAME: "cas-traces-test",
    // Batches go out within 200 ms instead of 5 s.
    OTEL_BSP_SCHEDULE_DELAY: "200",
  });
  org = await server.createOrg();
  token = await server.token(org);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await hooks?.close();
  await otlp?.close();
});

/** The spans from `span` up to its root (those received), `span` first. */
function ancestry(span: ReceivedSpan, spans: ReceivedSpan[]): ReceivedSpan[] {
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  const chain = [span];
  let current = span;
  while (current.parentSpanId) {
    const parent = byId.get(current.parentSpanId);
    if (!parent) break;
    chain.push(parent);
    current = parent;
  }
  return chain;
}

describe("traces over OTLP/HTTP", () => {
  it("one trace shows the upload, its extraction, the recompute and the webhook deliveries", async () => {
    const as = { requester: org.id, target: org.id };
    const endpoint = await server.request<{ id: string }>("POST", "/webhook-endpoints", {
      token,
      as,
      body: { url: `${hooks.url}/traced`, event_types: ["financial_file.processed", "metrics.updated"] },
    });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);

    const pdf = await annualReportPdf(
      org.name,
      { labels: "ifrs", scale: "units", negatives: "parentheses", dateStyle: "day-month", currency: "USD" },
      { end: "2024-12-31", balanceSheet: balance2024, incomeStatement: income2024, cashflow: cashflow2024 },
      { end: "2023-12-31", balanceSheet: openingBalance2023 },
    );
    const uploaded = await server.upload<{ id: string }>(`/organizations/${org.id}/financial-files`, {
      token,
      as,
      bytes: pdf,
      currency: "USD",
      name: "annual-report-2024.pdf",
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    // No X-Request-Id was sent: the request id is the trace id of the request's span.
    const traceId = uploaded.headers.get("x-request-id") ?? "";
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);

    const metrics = await hooks.waitFor(
      (list) => list.find((r) => r.path === "/traced" && r.json.type === "metrics.updated"),
      90_000,
    );
    const processed = await hooks.waitFor((list) =>
      list.find((r) => r.path === "/traced" && r.json.type === "financial_file.processed"),
    );
    expect(processed.json.data.financial_file_id).toBe(uploaded.body.id);
    // The webhook requests continue the trace: their traceparent names it.
    const hookParent = parseTraceparent(metrics.headers.traceparent);
    expect(hookParent?.traceId).toBe(traceId);

    const inTrace = () => otlp.spans.filter((s) => s.traceId === traceId);
    const named = (name: string) => (spans: ReceivedSpan[]) => spans.find((s) => s.name === name);
    // The span of the webhook request that carried metrics.updated, and everything above it.
    const hookSpan = await otlp.waitFor(() => inTrace().find((s) => s.spanId === hookParent?.spanId), 60_000);
    const upload = await otlp.waitFor(() =>
      inTrace().find(
        (s) => s.kind === 2 && /^POST /.test(s.name) && s.name.includes("financial-files") && !s.parentSpanId,
      ),
    );
    const extraction = await otlp.waitFor(() => named("job files.extract")(inTrace()));
    const recompute = await otlp.waitFor(() => named("job analytics.recompute")(inTrace()));
    const delivery = await otlp.waitFor(() => {
      const chain = ancestry(hookSpan, inTrace());
      const job = chain.find((s) => s.name === "job webhooks.deliver");
      return job && chain.includes(recompute) ? job : undefined;
    });

    // upload → extraction → recompute → webhook delivery → the webhook request, parent by parent.
    const chain = ancestry(hookSpan, inTrace()).map((s) => s.spanId);
    expect(hookSpan.kind).toBe(3);
    for (const s of [delivery, recompute, extraction, upload]) expect(chain).toContain(s.spanId);
    expect(chain.indexOf(delivery.spanId)).toBeLessThan(chain.indexOf(recompute.spanId));
    expect(chain.indexOf(recompute.spanId)).toBeLessThan(chain.indexOf(extraction.spanId));
    expect(chain.indexOf(extraction.spanId)).toBeLessThan(chain.indexOf(upload.spanId));
    expect(chain.at(-1)).toBe(upload.spanId);

    for (const job of [extraction, recompute, delivery]) {
      expect(job.kind).toBe(5);
      expect(job.attributes["request.id"]).toBe(traceId);
      expect(typeof job.attributes["job.id"]).toBe("number");
    }
    expect(upload.service).toBe("cas-traces-test");
    // Fastify's own span of the route (route template, not the path with ids).
    expect(inTrace().some((s) => s.scope === "@fastify/otel")).toBe(true);
    if (onPostgres) {
      const statements = inTrace().filter((s) => s.scope === "@opentelemetry/instrumentation-pg");
      expect(statements.length).toBeGreaterThan(0);
      expect(ancestry(statements[0] as ReceivedSpan, inTrace()).at(-1)?.spanId).toBe(upload.spanId);
    }
    expect(otlp.rejected).toBe(0);

    // The log lines of the jobs name the trace and their span.
    const jobLines = server.logLines().filter((l) => l.reqId === traceId && l.msg === "job done");
    expect(jobLines.map((l) => l.type)).toEqual(expect.arrayContaining(["files.extract", "analytics.recompute"]));
    for (const line of jobLines) {
      expect(line.trace_id).toBe(traceId);
      expect(inTrace().some((s) => s.spanId === line.span_id && s.name === `job ${line.type}`)).toBe(true);
    }
  }, 180_000);

  it("continues an inbound traceparent and keeps an inbound X-Request-Id", async () => {
    const inboundTrace = "4bf92f3577b34da6a3ce929d0e0e4736";
    const r = await server.request("GET", "/resources/currencies", {
      token,
      headers: { traceparent: `00-${inboundTrace}-00f067aa0ba902b7-01` },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get("x-request-id")).toBe(inboundTrace);
    const span = await otlp.waitFor((spans) =>
      spans.find((s) => s.traceId === inboundTrace && s.kind === 2 && s.parentSpanId === "00f067aa0ba902b7"),
    );
    expect(span.name).toMatch(/^GET /);

    const own = await server.request("GET", "/resources/currencies", {
      token,
      headers: { "x-request-id": "gateway-42", traceparent: `00-${"a".repeat(32)}-${"b".repeat(16)}-01` },
    });
    expect(own.headers.get("x-request-id")).toBe("gateway-42");
    const tagged = await otlp.waitFor((spans) => spans.find((s) => s.traceId === "a".repeat(32) && s.kind === 2));
    expect(tagged.parentSpanId).toBe("b".repeat(16));
  }, 60_000);
});
