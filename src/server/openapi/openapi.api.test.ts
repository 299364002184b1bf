import { validate } from "@readme/openapi-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import { getOrganizationFinancialFileContent, getPrivateRecordFinancialFileContent } from "../../contract/files";
import { allEndpoints } from "../../contract/index";
import type { JsonSchema, OpenApiDocument } from "./document";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function fetchDocument(prefix: string): Promise<OpenApiDocument> {
  const r = await server.request<OpenApiDocument>("GET", `${prefix}/openapi.json`);
  expect(r.status).toBe(200);
  expect(r.headers.get("content-type")).toMatch(/application\/json/);
  return r.body;
}

/** Every object schema reachable from `node` (through components too). */
function objectSchemas(node: unknown, doc: OpenApiDocument, seen = new Set<string>()): JsonSchema[] {
  if (Array.isArray(node)) return node.flatMap((n) => objectSchemas(n, doc, seen));
  if (!node || typeof node !== "object") return [];
  const schema = node as JsonSchema;
  const out: JsonSchema[] = [];
  if (typeof schema.$ref === "string" && schema.$ref.startsWith("#/components/schemas/")) {
    const name = schema.$ref.slice("#/components/schemas/".length);
    if (!seen.has(name)) {
      seen.add(name);
      out.push(...objectSchemas(doc.components.schemas[name], doc, seen));
    }
  }
  if (schema.type === "object" && schema.properties) out.push(schema);
  for (const v of Object.values(schema)) out.push(...objectSchemas(v, doc, seen));
  return out;
}

describe("GET /v1-beta/openapi.json", () => {
  it("is a valid OpenAPI 3.1.0 document (checked by @readme/openapi-parser) with info.version 1.0.0", async () => {
    const doc = await fetchDocument("/v1-beta");
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("1.0.0");
    expect(doc.servers).toEqual([{ url: "/v1-beta" }]);
    // The validator dereferences every $ref, so a dangling reference fails here too.
    const result = await validate(structuredClone(doc) as never);
    if (!result.valid) throw new Error(JSON.stringify(result.errors, null, 2));
    expect(result.valid).toBe(true);
  });

  it("documents every endpoint of the contract with its schemas, security and error codes", async () => {
    const doc = await fetchDocument("/v1-beta");
    for (const endpoint of allEndpoints) {
      const op = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()] as JsonSchema | undefined;
      expect(op, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      if (!op) continue;
      expect(op.operationId).toBe(endpoint.id);
      const responses = op.responses as Record<string, JsonSchema>;
      expect(responses[String(endpoint.successStatus ?? 200)], endpoint.id).toBeDefined();
      // A stored file's body is declared under every media type it may come as.
      if (endpoint.binaryResponse) {
        const body = responses[String(endpoint.successStatus ?? 200)]?.content as Record<string, JsonSchema>;
        expect(Object.keys(body), endpoint.id).toEqual([...endpoint.binaryResponse.mediaTypes]);
      }
      // Every declared error code is listed under its status, with the ErrorBody schema.
      for (const code of endpoint.errors) {
        const entry = Object.values(responses).find((r) => {
          const json = (r.content as Record<string, JsonSchema> | undefined)?.["application/json"];
          return (json?.examples as Record<string, unknown> | undefined)?.[code] !== undefined;
        });
        expect(entry, `${endpoint.id} ${code}`).toBeDefined();
        const content = (entry?.content ?? {}) as Record<string, JsonSchema>;
        expect(content["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/ErrorBody" });
      }
      const params = (op.parameters ?? []) as JsonSchema[];
      if (endpoint.auth === "org") {
        expect(op.security).toEqual([{ bearerAuth: [] }]);
        expect(params).toEqual(
          expect.arrayContaining([
            { $ref: "#/components/parameters/RequesterOrganizationId" },
            { $ref: "#/components/parameters/TargetOrganizationId" },
          ]),
        );
      } else if (endpoint.auth === "token") {
        expect(op.security).toEqual([{ bearerAuth: [] }]);
      } else {
        expect(op.security).toEqual([]);
      }
      for (const [, name] of endpoint.path.matchAll(/\{(\w+)\}/g)) {
        expect(params.some((p) => p.in === "path" && p.name === name && p.required === true)).toBe(true);
      }
      if (endpoint.body) expect(op.requestBody, endpoint.id).toBeDefined();
      if (endpoint.multipart) {
        const content = (op.requestBody as JsonSchema).content as Record<string, JsonSchema>;
        expect(content["multipart/form-data"], endpoint.id).toBeDefined();
      }
    }
  });

  it("declares every content type a financial file's content endpoint answers with (PDF and tagged filings)", async () => {
    const doc = await fetchDocument("/v1-beta");
    for (const endpoint of [getOrganizationFinancialFileContent, getPrivateRecordFinancialFileContent]) {
      const op = doc.paths[endpoint.path]?.get as JsonSchema;
      const ok = (op.responses as Record<string, JsonSchema>)["200"]?.content as Record<string, JsonSchema>;
      expect(Object.keys(ok).sort(), endpoint.id).toEqual(
        ["application/pdf", "application/xhtml+xml", "application/xml", "application/zip"].sort(),
      );
      expect(ok["application/xhtml+xml"]?.schema).toEqual({
        type: "string",
        contentMediaType: "application/xhtml+xml",
      });
    }
  });

  it("declares every request body, query and path object strict (unknown fields are 422, never written)", async () => {
    const doc = await fetchDocument("/v1-beta");
    const open: string[] = [];
    for (const endpoint of allEndpoints) {
      const op = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()] as JsonSchema;
      const body = (op.requestBody as JsonSchema | undefined)?.content as Record<string, JsonSchema> | undefined;
      const json = body?.["application/json"];
      for (const schema of objectSchemas(json?.schema, doc)) {
        if (schema.additionalProperties !== false)
          open.push(`${endpoint.id}: body object ${Object.keys(schema.properties as object)}`);
      }
    }
    // Query and path objects too: an unknown query parameter is a 422 naming it.
    for (const endpoint of allEndpoints) {
      for (const [part, schema] of [
        ["query", endpoint.query],
        ["path", endpoint.params],
      ] as const) {
        if (!schema) continue;
        const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
        const root = (
          typeof json.$ref === "string"
            ? (json.$defs as Record<string, JsonSchema>)[json.$ref.replace("#/$defs/", "")]
            : json
        ) as JsonSchema;
        if (root.additionalProperties !== false) open.push(`${endpoint.id}: ${part} object is not strict`);
      }
    }
    expect(open).toEqual([]);
  });

  it("describes query parameters as a client writes them (integers with bounds, defaults optional)", async () => {
    const doc = await fetchDocument("/v1-beta");
    const withLimit = allEndpoints.filter((e) => e.query && e.method === "GET");
    for (const endpoint of withLimit) {
      const op = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()] as JsonSchema;
      const limit = ((op.parameters ?? []) as JsonSchema[]).find((p) => p.name === "limit" && p.in === "query");
      if (!limit) continue;
      expect(limit.schema, endpoint.id).toMatchObject({ type: "integer", maximum: 100 });
    }
  });

  it("is served identically under /v1 (with its own server URL), without a token, and during maintenance", async () => {
    const beta = await fetchDocument("/v1-beta");
    const v1 = await fetchDocument("/v1");
    expect(v1.servers).toEqual([{ url: "/v1" }]);
    expect({ ...v1, servers: [] }).toEqual({ ...beta, servers: [] });
    await server.built.services.settings.setMaintenance(true);
    try {
      expect((await server.request("GET", "/v1-beta/openapi.json")).status).toBe(200);
      expect((await server.request("GET", "/v1-beta/docs/")).status).toBe(200);
    } finally {
      await server.built.services.settings.setMaintenance(false);
    }
  });
});

describe("GET /v1-beta/docs", () => {
  it("serves a browsable reference whose assets come from this server (no CDN)", async () => {
    const page = await fetch(`${server.origin}/v1-beta/docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src).not.toMatch(/^(https?:)?\/\//);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const bundle = await fetch(`${server.origin}/v1-beta/docs/static/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    await bundle.arrayBuffer();
    const json = await fetch(`${server.origin}/v1-beta/docs/json`);
    expect(((await json.json()) as OpenApiDocument).paths["/oauth2/token"]).toBeDefined();
    const noSlash = await fetch(`${server.origin}/v1-beta/docs`, { redirect: "manual" });
    expect([200, 301, 302]).toContain(noSlash.status);
  });
});
