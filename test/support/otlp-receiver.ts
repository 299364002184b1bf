import http from "node:http";

/**
 * An OTLP/HTTP receiver for the tests (JSON encoding, what `@opentelemetry/exporter-trace-otlp-http`
 * sends): a real HTTP server on 127.0.0.1 that keeps every span posted to `/v1/traces`. Point
 * OTEL_EXPORTER_OTLP_ENDPOINT at `url`.
 */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
  scope: string;
  service?: string;
}

export interface OtlpReceiver {
  url: string;
  spans: ReceivedSpan[];
  /** Requests that were not OTLP JSON (wrong path or encoding). */
  rejected: number;
  waitFor<T>(pick: (spans: ReceivedSpan[]) => T | undefined, ms?: number): Promise<T>;
  close(): Promise<void>;
}

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value?: AnyValue };

function flatten(attributes: KeyValue[] | undefined): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const a of attributes ?? []) {
    const v = a.value ?? {};
    if (v.stringValue !== undefined) out[a.key] = v.stringValue;
    else if (v.intValue !== undefined) out[a.key] = Number(v.intValue);
    else if (v.doubleValue !== undefined) out[a.key] = v.doubleValue;
    else if (v.boolValue !== undefined) out[a.key] = v.boolValue;
  }
  return out;
}

interface ExportRequest {
  resourceSpans?: Array<{
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: Array<{
      scope?: { name?: string };
      spans?: Array<{
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind?: number;
        attributes?: KeyValue[];
      }>;
    }>;
  }>;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const receiver: OtlpReceiver = {
    url: "",
    spans: [],
    rejected: 0,
    async waitFor(pick, ms = 30_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = pick(receiver.spans);
        if (found !== undefined) return found;
        if (Date.now() > deadline) {
          throw new Error(`OTLP receiver: not found among ${receiver.spans.map((s) => s.name).join(", ")}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      let parsed: ExportRequest | undefined;
      if (req.url === "/v1/traces" && (req.headers["content-type"] ?? "").startsWith("application/json")) {
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ExportRequest;
        } catch {
          parsed = undefined;
        }
      }
      if (!parsed) {
        receiver.rejected += 1;
        res.writeHead(400).end();
        return;
      }
      for (const rs of parsed.resourceSpans ?? []) {
        const service = flatten(rs.resource?.attributes)["service.name"];
        for (const ss of rs.scopeSpans ?? []) {
          for (const s of ss.spans ?? []) {
            receiver.spans.push({
              traceId: s.traceId,
              spanId: s.spanId,
              ...(s.parentSpanId ? { parentSpanId: s.parentSpanId } : {}),
              name: s.name,
              kind: s.kind ?? 0,
              attributes: flatten(s.attributes),
              scope: ss.scope?.name ?? "",
              ...(typeof service === "string" ? { service } : {}),
            });
          }
        }
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address() as { port: number };
  receiver.url = `http://127.0.0.1:${address.port}`;
  return receiver;
}
