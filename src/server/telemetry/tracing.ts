import { createRequire } from "node:module";
import type { FastifyOtelInstrumentation as FastifyOtelInstrumentationType } from "@fastify/otel";
import { isSpanContextValid, trace } from "@opentelemetry/api";
import type { OTLPTraceExporter as OTLPTraceExporterType } from "@opentelemetry/exporter-trace-otlp-http";
import type { HttpInstrumentation as HttpInstrumentationType } from "@opentelemetry/instrumentation-http";
import type { PgInstrumentation as PgInstrumentationType } from "@opentelemetry/instrumentation-pg";
import type { NodeSDK as NodeSDKType } from "@opentelemetry/sdk-node";

/**
 * OpenTelemetry traces (issue 27, docs/operations.md "Traces"): started only when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set, and then before
 * Fastify and `pg` are loaded, so that the instrumentations can patch them. Unset, nothing of the
 * SDK is even loaded: `@opentelemetry/api` stays the no-op it is by default, and every span the
 * code asks for is a non-recording one that costs a function call.
 *
 * The SDK is loaded with `require` (all of it is CommonJS) so that it starts synchronously, before
 * the modules `main.ts` imports after this one are evaluated. Spans go out over OTLP/HTTP as
 * JSON (`@opentelemetry/exporter-trace-otlp-http`) in batches (`OTEL_BSP_*`); the standard
 * `OTEL_*` variables (service name, resource attributes, headers, sampler) apply. Only traces:
 * metrics are prom-client's (`GET /metrics`), logs are the JSON lines on stdout.
 */

const require = createRequire(import.meta.url);

let sdk: NodeSDKType | undefined;

/** Whether the environment asks for traces. */
export function tracingRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return typeof endpoint === "string" && endpoint.trim() !== "" && env.OTEL_SDK_DISABLED !== "true";
}

/** Whether this process exports traces (the SDK was started). */
export function tracingStarted(): boolean {
  return sdk !== undefined;
}

/**
 * Starts the SDK when the environment asks for it (idempotent). Must run before `fastify` and `pg`
 * are imported: `main.ts` imports `./telemetry/start` first.
 */
export function startTracing(env: NodeJS.ProcessEnv = process.env): boolean {
  if (sdk) return true;
  if (!tracingRequested(env)) return false;
  const { NodeSDK } = require("@opentelemetry/sdk-node") as { NodeSDK: typeof NodeSDKType };
  const { OTLPTraceExporter } = require("@opentelemetry/exporter-trace-otlp-http") as {
    OTLPTraceExporter: typeof OTLPTraceExporterType;
  };
  const { HttpInstrumentation } = require("@opentelemetry/instrumentation-http") as {
    HttpInstrumentation: typeof HttpInstrumentationType;
  };
  const { PgInstrumentation } = require("@opentelemetry/instrumentation-pg") as {
    PgInstrumentation: typeof PgInstrumentationType;
  };
  const { FastifyOtelInstrumentation } = require("@fastify/otel") as {
    FastifyOtelInstrumentation: typeof FastifyOtelInstrumentationType;
  };
  sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? "credit-application-service",
    traceExporter: new OTLPTraceExporter(),
    // Traces only (see above): no OTLP metrics or logs exporter from the OTEL_* defaults.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // Probes would fill a trace store with nothing of interest.
        ignoreIncomingRequestHook: (request) => /^\/(healthz|readyz|metrics)(\?|$)/.test(request.url ?? ""),
      }),
      // Statements of a request or a job; the workers' polling outside any span makes none.
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
      // One span per request with its route template; hooks are not spans of their own.
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false }),
    ],
  });
  sdk.start();
  // `pg` is CommonJS: loading it here, after the instrumentation hooked `require`, patches the
  // module object that the ES module imports of `pg` share (Node's CommonJS cache).
  require("pg");
  return true;
}

/** Exports the spans still in the batch and stops the SDK (at shutdown; a no-op when off). */
export async function stopTracing(): Promise<void> {
  const running = sdk;
  sdk = undefined;
  await running?.shutdown();
}

/**
 * pino's `mixin` while traces are on: every log line written inside a span names its trace and
 * span (`trace_id`, `span_id`), so a line leads to its trace even when the request id is a
 * caller's own.
 */
export function traceLogFields(): Record<string, string> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const ctx = span.spanContext();
  return isSpanContextValid(ctx) ? { trace_id: ctx.traceId, span_id: ctx.spanId } : {};
}

/** The logger options that add `traceLogFields` when this process traces (none otherwise). */
export function traceLogOptions(): { mixin?: () => Record<string, string> } {
  return tracingStarted() ? { mixin: traceLogFields } : {};
}
