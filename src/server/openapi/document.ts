import { z } from "zod";
import type { EndpointDef } from "../../contract/endpoint";
import { type ErrorCode, errorBodySchema, errorCatalogue } from "../../contract/errors";
import { acceptsIdempotencyKey, endpointErrors } from "../../contract/idempotency";
import { scenarioLabels } from "../../contract/scenarios";

/**
 * The OpenAPI 3.1.0 document, generated from the contract's endpoint declarations: the same zod
 * schemas that validate requests describe them here (zod 4's `z.toJSONSchema`, `io: "input"` for
 * what a client sends, `io: "output"` for what the server answers). Schemas that carry a
 * `.meta({ id })` become `components/schemas` entries; everything else is inlined.
 */

export type JsonSchema = { [key: string]: unknown };
type Io = "input" | "output";

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string; description?: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, JsonSchema>>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
  [key: string]: unknown;
}

export const OPENAPI_VERSION = "3.1.0";
export const DOCUMENT_VERSION = "1.0.0";

/**
 * Codes any operation may answer with before or beside its own rules (docs/api-conventions.md,
 * "Errors"): a malformed message or path, a request that does not arrive in time, one over the size
 * limits, invalid parts, an internal failure, maintenance. Every operation declares them.
 */
export const transportErrors = [
  "bad_request",
  "request_timeout",
  "request_too_large",
  "validation_error",
  "internal_conflict_error",
  "service_unavailable",
  "service_under_maintenance",
] as const satisfies readonly ErrorCode[];

const PLACEHOLDER = "#/components/schemas/__";
const SAFE = Number.MAX_SAFE_INTEGER;

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Rewrites every `$ref` of a JSON tree with `map`. */
function mapRefs(node: unknown, map: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((n) => mapRefs(n, map));
  if (node && typeof node === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      out[k] = k === "$ref" && typeof v === "string" ? map(v) : mapRefs(v, map);
    }
    return out;
  }
  return node;
}

/**
 * Converts zod schemas to JSON Schema and gathers the named ones. Refs point at placeholders
 * (`__<io>__<id>`) until `finish` decides the final names: one component when the input and
 * output forms agree, `<id>` (output) and `<id>Input` (input) when they differ.
 */
class SchemaCollector {
  private readonly defs = new Map<string, Partial<Record<Io, JsonSchema>>>();
  readonly problems: string[] = [];

  convert(schema: z.ZodType, io: Io): JsonSchema {
    const json = z.toJSONSchema(schema, {
      target: "draft-2020-12",
      io,
      unrepresentable: "any",
      override: (ctx) => {
        const def = ctx.zodSchema._zod.def as { type: string; catchall?: unknown };
        const js = ctx.jsonSchema as JsonSchema;
        // Responses may gain additive fields (api-design: additive fields are allowed), so only
        // strict objects promise "no other properties".
        if (io === "output" && def.type === "object" && def.catchall === undefined) delete js.additionalProperties;
        if (js.minimum === -SAFE) delete js.minimum;
        if (js.maximum === SAFE) delete js.maximum;
      },
    }) as JsonSchema;
    const { $schema: _s, $defs, ...root } = json;
    for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      const local = this.localRefs(def, io);
      const entry = this.defs.get(id) ?? {};
      const known = entry[io];
      if (known && stable(known) !== stable(local)) {
        this.problems.push(`two different schemas share the id "${id}" (${io})`);
      }
      entry[io] = known ?? local;
      this.defs.set(id, entry);
    }
    return this.localRefs(root, io);
  }

  private localRefs(node: JsonSchema, io: Io): JsonSchema {
    return mapRefs(node, (ref) =>
      ref.startsWith("#/$defs/") ? `${PLACEHOLDER}${io}__${ref.slice("#/$defs/".length)}` : ref,
    ) as JsonSchema;
  }

  /** The collected definition a placeholder ref points at. */
  definition(ref: string): JsonSchema | undefined {
    const m = /^#\/components\/schemas\/__(input|output)__(.+)$/.exec(ref);
    if (!m) return undefined;
    return this.defs.get(m[2] as string)?.[m[1] as Io];
  }

  /** Final component names and the function that resolves placeholder refs to them. */
  finish(): { schemas: Record<string, JsonSchema>; resolve: (ref: string) => string } {
    const names = new Map<string, string>();
    const schemas: Record<string, JsonSchema> = {};
    for (const [id, entry] of [...this.defs.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const { input, output } = entry;
      if (input && output && stable(input) !== stable(output)) {
        names.set(`input__${id}`, `${id}Input`);
        names.set(`output__${id}`, id);
      } else {
        names.set(`input__${id}`, id);
        names.set(`output__${id}`, id);
      }
    }
    const resolve = (ref: string) => {
      if (!ref.startsWith(PLACEHOLDER)) return ref;
      const name = names.get(ref.slice(PLACEHOLDER.length));
      return name ? `#/components/schemas/${name}` : ref;
    };
    for (const [id, entry] of this.defs.entries()) {
      for (const io of ["output", "input"] as const) {
        const schema = entry[io];
        const name = names.get(`${io}__${id}`);
        if (schema && name && !schemas[name]) schemas[name] = mapRefs(schema, resolve) as JsonSchema;
      }
    }
    return { schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => (a < b ? -1 : 1))), resolve };
  }
}

/** The properties of an object schema (following a root `$ref` when the part itself is named). */
function objectShape(
  collector: SchemaCollector,
  schema: z.ZodType,
  io: Io,
): { properties: Record<string, JsonSchema>; required: string[] } {
  let json = collector.convert(schema, io);
  if (typeof json.$ref === "string") json = collector.definition(json.$ref) ?? {};
  return {
    properties: (json.properties ?? {}) as Record<string, JsonSchema>,
    required: Array.isArray(json.required) ? (json.required as string[]) : [],
  };
}

function isEmptySchema(s: JsonSchema | undefined): boolean {
  if (!s) return true;
  const { description: _d, default: _def, ...rest } = s;
  return Object.keys(rest).length === 0;
}

/**
 * Query and path parameters from the zod object of that part. The value a client writes is
 * described by the schema's output form (a query integer is parsed from its string, so the
 * output says `integer, 1..100`), its optionality by the input form (defaults make it optional).
 */
function parametersOf(collector: SchemaCollector, schema: z.ZodType, where: "query" | "path"): JsonSchema[] {
  const input = objectShape(collector, schema, "input");
  const output = objectShape(collector, schema, "output");
  return Object.keys(input.properties).map((name) => {
    const out = output.properties[name];
    const chosen = { ...(isEmptySchema(out) ? input.properties[name] : out) };
    const description = chosen.description;
    delete chosen.description;
    const parameter: JsonSchema = {
      name,
      in: where,
      required: where === "path" || input.required.includes(name),
      schema: chosen,
    };
    if (typeof description === "string") parameter.description = description;
    if (chosen.type === "array") {
      parameter.style = "form";
      parameter.explode = true;
    }
    return parameter;
  });
}

function errorExample(code: ErrorCode, fieldLoc: string[]): JsonSchema {
  const entry = errorCatalogue[code];
  const loc =
    code === "validation_error" ? fieldLoc : code === "idempotency_key_reused" ? ["header", "idempotency-key"] : [];
  return {
    summary: code,
    value: {
      detail: [{ loc, msg: code === "validation_error" ? "Field required" : entry.msg, type: entry.type, code }],
    },
  };
}

const STATUS_TEXT: Record<number, string> = {
  400: "Bad request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not found",
  409: "Conflict",
  413: "Request too large",
  422: "Validation error",
  429: "Too many requests",
  500: "Internal failure",
  503: "Unavailable",
};

/** Only the components the paths use, directly or through other components (query objects are inlined). */
function reachableSchemas(
  paths: OpenApiDocument["paths"],
  schemas: Record<string, JsonSchema>,
): Record<string, JsonSchema> {
  const used = new Set<string>();
  const visit = (node: unknown) => {
    mapRefs(node, (ref) => {
      const name = ref.startsWith("#/components/schemas/") ? ref.slice("#/components/schemas/".length) : undefined;
      if (name && !used.has(name)) {
        used.add(name);
        visit(schemas[name]);
      }
      return ref;
    });
  };
  visit(paths);
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}

export interface BuildOptions {
  /** The server URL the paths are relative to, e.g. "/v1-beta". */
  serverUrl: string;
  title?: string;
}

/** Builds the OpenAPI document of `endpoints`. Throws when the contract cannot be described. */
export function buildOpenApiDocument(endpoints: readonly EndpointDef[], options: BuildOptions): OpenApiDocument {
  const collector = new SchemaCollector();
  const errorBodyRef = collector.convert(errorBodySchema, "output");
  const paths: OpenApiDocument["paths"] = {};
  const operationIds = new Set<string>();
  const problems: string[] = [];

  for (const endpoint of endpoints) {
    const method = endpoint.method.toLowerCase();
    const pathItem = paths[endpoint.path] ?? {};
    paths[endpoint.path] = pathItem;
    if (pathItem[method]) problems.push(`${endpoint.method} ${endpoint.path} is declared twice`);
    if (operationIds.has(endpoint.id)) problems.push(`operationId ${endpoint.id} is used twice`);
    operationIds.add(endpoint.id);

    const parameters: JsonSchema[] = [];
    if (endpoint.params) parameters.push(...parametersOf(collector, endpoint.params, "path"));
    if (endpoint.query) parameters.push(...parametersOf(collector, endpoint.query, "query"));
    if (endpoint.auth === "org") {
      parameters.push(
        { $ref: "#/components/parameters/RequesterOrganizationId" },
        { $ref: "#/components/parameters/TargetOrganizationId" },
      );
    }
    const idempotent = acceptsIdempotencyKey(endpoint);
    if (idempotent) parameters.push({ $ref: "#/components/parameters/IdempotencyKey" });
    const declaredPathParams = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    for (const name of declaredPathParams) {
      if (!parameters.some((p) => p.in === "path" && p.name === name)) {
        problems.push(`${endpoint.id}: path parameter {${name}} has no schema in "params"`);
        parameters.push({ name, in: "path", required: true, schema: { type: "string" } });
      }
    }

    const operation: JsonSchema = {
      operationId: endpoint.id,
      summary: endpoint.summary,
      tags: [endpoint.tag],
    };
    const notes: string[] = [];
    if (endpoint.auth === "org") {
      const scenarios = (endpoint.scenarios ?? ["self"]).map((s) => scenarioLabels[s]).join(", ");
      notes.push(`Scenarios: ${scenarios}.`);
      if (endpoint.orgIdRule) notes.push(`org_id rule: \`${endpoint.orgIdRule}\`.`);
    } else if (endpoint.auth === "token") {
      notes.push("Needs only the Authorization header.");
    } else {
      notes.push("No Authorization header.");
    }
    operation.description = notes.join(" ");
    if (parameters.length > 0) operation.parameters = parameters;
    operation.security = endpoint.auth === "none" ? [] : [{ bearerAuth: [] }];

    let bodyField: string | undefined;
    if (endpoint.body) {
      const schema = collector.convert(endpoint.body, "input");
      const shape = objectShape(collector, endpoint.body, "input");
      bodyField = shape.required[0] ?? Object.keys(shape.properties)[0];
      const content: Record<string, JsonSchema> = { "application/json": { schema } };
      // RFC 6749 clients post the token request form-encoded; the server accepts both.
      if (endpoint.auth === "none") content["application/x-www-form-urlencoded"] = { schema };
      operation.requestBody = { required: shape.required.length > 0, content };
    } else if (endpoint.multipart) {
      const shape = objectShape(collector, z.object(endpoint.multipart.fields), "input");
      const fileField = endpoint.multipart.fileField;
      bodyField = fileField;
      operation.requestBody = {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              properties: {
                ...shape.properties,
                [fileField]: { type: "string", contentMediaType: "application/octet-stream", format: "binary" },
              },
              required: [...new Set([...shape.required, fileField])],
            },
          },
        },
      };
    }

    // Where a validation example points: the first field the client sends.
    const firstParam = parameters.find((p) => typeof p.name === "string");
    const exampleLoc = bodyField
      ? ["body", bodyField]
      : firstParam
        ? [firstParam.in === "path" ? "path" : "query", firstParam.name as string]
        : endpoint.auth === "org"
          ? ["header", "requester-organization-id"]
          : [];

    const status = String(endpoint.successStatus ?? 200);
    const responses: Record<string, JsonSchema> = {};
    const binary = endpoint.binaryResponse;
    responses[status] =
      status === "204"
        ? { description: "Success" }
        : binary
          ? {
              description: binary.description,
              content: Object.fromEntries(
                binary.mediaTypes.map((t) => [t, { schema: { type: "string", contentMediaType: t } }]),
              ),
              ...(binary.headers
                ? {
                    headers: Object.fromEntries(
                      Object.entries(binary.headers).map(([name, description]) => [
                        name,
                        { description, schema: { type: "string" } },
                      ]),
                    ),
                  }
                : {}),
            }
          : {
              description: "Success",
              content: { "application/json": { schema: collector.convert(endpoint.response, "output") } },
            };
    if (binary) responses["304"] = { description: "Not Modified: If-None-Match named the current ETag" };
    const success = responses[status];
    if (idempotent && success) {
      success.headers = {
        ...((success.headers as JsonSchema | undefined) ?? {}),
        "Idempotent-Replayed": {
          description: "`true` when this is the stored answer of an earlier request with the same Idempotency-Key",
          schema: { type: "string", enum: ["true"] },
        },
      };
    }

    const byStatus = new Map<number, ErrorCode[]>();
    for (const code of [...endpointErrors(endpoint), ...transportErrors]) {
      const entry = errorCatalogue[code];
      if (!entry) {
        problems.push(`${endpoint.id}: unknown error code ${String(code)}`);
        continue;
      }
      const list = byStatus.get(entry.status) ?? [];
      if (!list.includes(code)) list.push(code);
      byStatus.set(entry.status, list);
    }
    for (const [errStatus, codes] of [...byStatus.entries()].sort(([a], [b]) => a - b)) {
      const response: JsonSchema = {
        description: `${STATUS_TEXT[errStatus] ?? "Error"}: ${codes.map((c) => `\`${c}\``).join(", ")}`,
        content: {
          "application/json": {
            schema: errorBodyRef,
            examples: Object.fromEntries(codes.map((c) => [c, errorExample(c, exampleLoc)])),
          },
        },
      };
      if (errStatus === 429 || errStatus === 503 || codes.includes("idempotency_key_in_use")) {
        response.headers = {
          "Retry-After": { description: "Seconds to wait before retrying", schema: { type: "integer", minimum: 1 } },
        };
      }
      responses[String(errStatus)] = response;
    }
    operation.responses = responses;
    pathItem[method] = operation;
  }

  problems.push(...collector.problems);
  if (problems.length > 0) throw new Error(`The contract cannot be described:\n${problems.join("\n")}`);
  const { schemas: allSchemas, resolve } = collector.finish();
  const resolvedPaths = mapRefs(paths, resolve) as OpenApiDocument["paths"];
  const schemas = reachableSchemas(resolvedPaths, allSchemas);

  const tags = [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name }));
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: options.title ?? "Credit Application Service",
      version: DOCUMENT_VERSION,
      description: [
        "HTTP JSON API through which organizations exchange credit applications, financial statements and",
        "document requests. Every error body is `{detail:[{loc,msg,type,code}]}`; clients branch on `code`.",
        "Obtain a token at `POST /oauth2/token`, then send `Authorization: Bearer <token>`; organization-scoped",
        "endpoints also need `Requester-Organization-ID` and `Target-Organization-ID`.",
      ].join(" "),
    },
    servers: [{ url: options.serverUrl }],
    tags,
    paths: resolvedPaths,
    components: {
      schemas,
      parameters: {
        RequesterOrganizationId: {
          name: "Requester-Organization-ID",
          in: "header",
          required: true,
          description: "The caller's own organization (must be the token's organization).",
          schema: { type: "string", format: "uuid" },
        },
        IdempotencyKey: {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description:
            "Makes a retry safe: the same key with the same request within 24 hours answers the first answer again " +
            "(with `Idempotent-Replayed: true`) instead of running the operation twice; the same key with another request " +
            "is 422 `idempotency_key_reused`, and while the first request runs 409 `idempotency_key_in_use`. " +
            "Keys are the caller's own (per client and organization). Use a new random value (a UUID) per intent.",
          schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x20-\\x7e]+$" },
        },
        TargetOrganizationId: {
          name: "Target-Organization-ID",
          in: "header",
          required: true,
          description: "The organization the request is directed at (Self: the caller's own id).",
          schema: { type: "string", format: "uuid" },
        },
      },
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "Access token from POST /oauth2/token",
        },
      },
    },
  };
}
