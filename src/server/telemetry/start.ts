import { startTracing } from "./tracing";

// Imported first by main.ts: starts the OpenTelemetry SDK (when OTEL_EXPORTER_OTLP_ENDPOINT is set)
// before Fastify and pg are loaded, so that their instrumentations apply.
startTracing();
