import type { FastifyInstance } from "fastify";
import type { BodyIn, EndpointDef, ParamsIn, QueryIn, ResponseOf } from "../../contract/endpoint";
import { DEMO_CLOCK_HEADER } from "../clock/clock";
import { IN_PROCESS_HEADER, inProcessMark } from "../http/hooks-plugin";

/**
 * The demo's way in: the public API, called in-process (Fastify `inject`) with real access tokens,
 * so every row the demo makes goes through the same validation, rules and jobs as a client's.
 */
export interface Caller {
  token: string;
  requester: string;
  target: string;
}

export class DemoApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} answered ${status}: ${JSON.stringify(body).slice(0, 500)}`);
    this.name = "DemoApiError";
  }
}

type Input<E extends EndpointDef> = {
  params?: ParamsIn<E>;
  query?: QueryIn<E>;
  body?: BodyIn<E>;
  /** Extra request headers (e.g. If-Match). */
  headers?: Record<string, string>;
  /** The demo instant the request runs at (docs/demo-data.md); real time without it. */
  at?: Date;
};

function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? "")));
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) for (const x of v) sp.append(k, String(x));
    else sp.append(k, String(v));
  }
  const s = sp.toString();
  return s ? `?${s}` : "";
}

export class DemoApi {
  constructor(
    private readonly app: FastifyInstance,
    private readonly prefix = "/v1-beta",
  ) {}

  private headers(caller: Caller): Record<string, string> {
    return {
      authorization: `Bearer ${caller.token}`,
      "requester-organization-id": caller.requester,
      "target-organization-id": caller.target,
      [IN_PROCESS_HEADER]: inProcessMark,
    };
  }

  /** Calls one endpoint of the contract; throws DemoApiError on anything but success. */
  async call<E extends EndpointDef>(endpoint: E, caller: Caller, input: Input<E> = {}): Promise<ResponseOf<E>> {
    const url = `${this.prefix}${fillPath(endpoint.path, input.params as Record<string, unknown>)}${queryString(
      input.query as Record<string, unknown>,
    )}`;
    const res = await this.app.inject({
      method: endpoint.method,
      url,
      headers: {
        ...this.headers(caller),
        ...(input.body === undefined ? {} : { "content-type": "application/json" }),
        ...input.headers,
        ...(input.at ? { [DEMO_CLOCK_HEADER]: input.at.toISOString() } : {}),
      },
      payload: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
    const body = res.body ? (JSON.parse(res.body) as unknown) : undefined;
    if (res.statusCode >= 300) throw new DemoApiError(res.statusCode, body, `${endpoint.method} ${url}`);
    return body as ResponseOf<E>;
  }

  /** Uploads a PDF (multipart/form-data) to an upload endpoint of the contract. */
  async upload<E extends EndpointDef>(
    endpoint: E,
    caller: Caller,
    params: ParamsIn<E>,
    file: { filename: string; build(): Promise<Uint8Array> },
    fields: Record<string, string>,
  ): Promise<ResponseOf<E>> {
    const bytes = await file.build();
    const boundary = `----demo${Math.random().toString(16).slice(2)}`;
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, "utf8"),
      );
    }
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
        "utf8",
      ),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`, "utf8"),
    );
    const url = `${this.prefix}${fillPath(endpoint.path, params as Record<string, unknown>)}`;
    const res = await this.app.inject({
      method: endpoint.method,
      url,
      headers: { ...this.headers(caller), "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat(parts),
    });
    const body = res.body ? (JSON.parse(res.body) as unknown) : undefined;
    if (res.statusCode >= 300) throw new DemoApiError(res.statusCode, body, `POST ${url}`);
    return body as ResponseOf<E>;
  }
}
