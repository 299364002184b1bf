import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestOrg, type TestServer } from "../../../test/support/harness";

/**
 * The cross-cutting HTTP core, black-box: error bodies and the order of checks, validation `loc`s,
 * unknown paths and methods, request size, internal failures, health, both version prefixes,
 * security headers, CORS and the request log.
 */

const BODY_LIMIT = 64 * 1024;
const ALLOWED_ORIGIN = "https://console.example.test";

interface ErrorBody {
  detail: Array<{ loc: Array<string | number>; msg: string; type: string; code: string }>;
}

let server: TestServer;
let org: TestOrg;
let token: string;
let consoleDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), "cas-console-"));
  fs.writeFileSync(
    path.join(consoleDir, "index.html"),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  fs.mkdirSync(path.join(consoleDir, "assets"));
  fs.writeFileSync(path.join(consoleDir, "assets", "app.js"), "console.log('console');");
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  server = await startTestServer({
    bodyLimitBytes: BODY_LIMIT,
    corsOrigins: [ALLOWED_ORIGIN],
    consoleDir,
    logLevel: "info",
    logStream,
  });
  org = await server.createOrg();
  token = await org.token();
});
afterAll(async () => {
  await server?.close();
  if (consoleDir) fs.rmSync(consoleDir, { recursive: true, force: true });
});

function expectError(r: { status: number; body: unknown }, status: number, code: string, type = "request") {
  expect(r.status).toBe(status);
  expect(r.body).toEqual({ detail: [{ loc: [], msg: expect.any(String), type, code }] });
}

/** A raw request (chunked when no content-length is given). */
function rawRequest(
  method: string,
  urlPath: string,
  headers: Record<string, string>,
  chunks: Buffer[],
): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: urlPath, headers }, (res) => {
      let body = "";
      res.on("data", (d) => {
        body += String(d);
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    for (const c of chunks) req.write(c);
    req.end();
  });
}

describe("health", () => {
  it("/healthz says the process is up and /readyz that the database answers, without a token", async () => {
    const health = await server.request("GET", "/healthz");
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: "ok" });
    const ready = await server.request("GET", "/readyz");
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: "ready" });
  });
});

describe("version prefixes", () => {
  it("serves every route identically under /v1-beta and /v1", async () => {
    const beta = await server.request("GET", "/v1-beta/resources/countries", { token });
    const v1 = await server.request("GET", "/v1/resources/countries", { token });
    expect(beta.status).toBe(200);
    expect(v1.status).toBe(200);
    expect(v1.body).toEqual(beta.body);
    const tokenV1 = await server.request<{ access_token: string }>("POST", "/v1/oauth2/token", {
      body: { client_id: org.clientId, client_secret: org.clientSecret },
    });
    expect(tokenV1.status).toBe(200);
    // A token from one prefix works under the other.
    expect(
      (await server.request("GET", "/v1-beta/resources/countries", { token: tokenV1.body.access_token })).status,
    ).toBe(200);
  });
});

describe("unknown paths and methods", () => {
  it("a known path with a method it does not serve: 400 unsupported_crud_operation (before the token)", async () => {
    for (const [method, p] of [
      ["DELETE", "/v1-beta/resources/currencies"],
      ["POST", "/v1/resources/countries"],
      ["GET", "/v1-beta/oauth2/token"],
      ["PUT", `/v1-beta/organizations/${org.id}`],
    ] as const) {
      const r = await server.request(method, p, { body: method === "GET" ? undefined : {} });
      expectError(r, 400, "unsupported_crud_operation");
    }
  });

  it("an unknown path: 404 with the same error body, under a prefix or not", async () => {
    for (const p of ["/v1-beta/no-such-thing", "/v1/resources/planets", "/v2/resources/currencies"]) {
      const r = await server.request("GET", p, { token });
      expectError(r, 404, "not_found");
    }
    const post = await server.request("POST", "/v1-beta/nothing/here", { body: {} });
    expectError(post, 404, "not_found");
  });
});

describe("request size", () => {
  const big = Buffer.from(JSON.stringify({ client_id: "x", client_secret: "y", pad: "z".repeat(BODY_LIMIT) }));

  it("a declared length over the limit: 413 request_too_large, before the token is looked at", async () => {
    const r = await rawRequest(
      "POST",
      "/v1-beta/oauth2/token",
      { "content-type": "application/json", "content-length": String(big.length) },
      [big],
    );
    expect(r.status).toBe(413);
    expectError({ status: r.status, body: JSON.parse(r.body) }, 413, "request_too_large");
    const noToken = await rawRequest(
      "GET",
      "/v1-beta/resources/currencies",
      { "content-type": "application/json", "content-length": String(big.length) },
      [big],
    );
    expect(noToken.status).toBe(413);
  });

  it("a chunked body that grows over the limit: 413 request_too_large", async () => {
    const chunks = Array.from({ length: 8 }, (_, i) => big.subarray(i * (big.length / 8), (i + 1) * (big.length / 8)));
    const r = await rawRequest("POST", "/v1-beta/oauth2/token", { "content-type": "application/json" }, chunks);
    expectError({ status: r.status, body: JSON.parse(r.body) }, 413, "request_too_large");
  });
});

describe("malformed HTTP", () => {
  it("an unparsable request or oversized headers get the spec's error body, then the connection closes", async () => {
    const net = await import("node:net");
    const { port } = new URL(server.origin);
    const exchange = (raw: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), "127.0.0.1", () => socket.write(raw));
        let got = "";
        socket.on("data", (d) => {
          got += String(d);
        });
        socket.on("close", () => resolve(got));
        socket.on("error", reject);
      });
    const garbage = await exchange("NOT HTTP AT ALL\r\n\r\n");
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbage.slice(garbage.indexOf("\r\n\r\n") + 4))).toEqual({
      detail: [{ loc: [], msg: expect.any(String), type: "request", code: "bad_request" }],
    });
    const huge = await exchange(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 413 /);
    expect(huge).toContain('"code":"request_too_large"');
  });
});

describe("validation (422)", () => {
  it("lists every problem at once, with loc in path, query and header", async () => {
    const r = await server.request<ErrorBody>("GET", "/organizations/not-a-uuid", {
      token,
      query: { expand: "all" },
      headers: { "requester-organization-id": "nope", "target-organization-id": org.id },
    });
    expect(r.status).toBe(422);
    expect(r.body.detail.map((d) => d.loc)).toEqual(
      expect.arrayContaining([
        ["path", "org_id"],
        ["query", "expand"],
        ["header", "requester-organization-id"],
      ]),
    );
    expect(r.body.detail).toHaveLength(3);
    for (const item of r.body.detail) {
      expect(item.code).toBe("validation_error");
      expect(typeof item.msg).toBe("string");
      expect(typeof item.type).toBe("string");
    }
  });

  it("unknown query parameters are refused, naming each", async () => {
    const r = await server.request<ErrorBody>("GET", "/resources/currencies", {
      token,
      query: { limit: 5, lang: "fr" },
    });
    expect(r.status).toBe(422);
    expect(r.body.detail.map((d) => [d.loc, d.type])).toEqual([
      [["query", "limit"], "extra_forbidden"],
      [["query", "lang"], "extra_forbidden"],
    ]);
  });

  it("unknown body fields are refused naming the field (mass assignment), and nothing is done", async () => {
    const r = await server.request<ErrorBody>("POST", "/oauth2/token", {
      body: {
        client_id: org.clientId,
        client_secret: org.clientSecret,
        organization_id: "someone-else",
        scope: "admin",
      },
    });
    expect(r.status).toBe(422);
    expect(r.body.detail).toEqual([
      {
        loc: ["body", "organization_id"],
        msg: expect.stringContaining("organization_id"),
        type: "extra_forbidden",
        code: "validation_error",
      },
      {
        loc: ["body", "scope"],
        msg: expect.stringContaining("scope"),
        type: "extra_forbidden",
        code: "validation_error",
      },
    ]);
  });
});

describe("internal failures", () => {
  it("500 internal_conflict_error with one item and no stack, SQL or table names", async () => {
    const { db } = server.built.services;
    await sql`alter table organization_roles rename to organization_roles_away`.execute(db);
    let r: Awaited<ReturnType<typeof server.request>>;
    try {
      r = await server.request("GET", "/resources/organization-roles", { token });
    } finally {
      await sql`alter table organization_roles_away rename to organization_roles`.execute(db);
    }
    expectError(r, 500, "internal_conflict_error", "try_later");
    const text = JSON.stringify(r.body);
    for (const leak of ["organization_roles", "relation", "select", "at ", ".ts", "stack", "does not exist"]) {
      expect(text).not.toContain(leak);
    }
    expect((await server.request("GET", "/resources/organization-roles", { token })).status).toBe(200);
  });
});

describe("security headers", () => {
  it("API responses (success and error) carry nosniff and Cache-Control: no-store", async () => {
    for (const r of [
      await server.request("GET", "/resources/currencies", { token }),
      await server.request("GET", "/resources/currencies"),
      await server.request("GET", "/v1/no-such-thing"),
    ]) {
      expect(r.headers.get("x-content-type-options")).toBe("nosniff");
      expect(r.headers.get("cache-control")).toBe("no-store");
      expect(r.headers.get("content-type")).toMatch(/^application\/json/);
    }
  });

  it("the console gets a strict Content-Security-Policy (no inline script) and its routes fall back to index.html", async () => {
    for (const p of ["/", "/applications/some-id", "/assets/app.js"]) {
      const r = await fetch(`${server.origin}${p}`);
      expect(r.status, p).toBe(200);
      const csp = r.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(r.headers.get("x-content-type-options")).toBe("nosniff");
      await r.arrayBuffer();
    }
    const spa = await fetch(`${server.origin}/applications/some-id`);
    expect(await spa.text()).toContain("<!doctype html>");
    // API paths never fall back to the console.
    const api = await server.request("GET", "/v1-beta/applications/some-id");
    expectError(api, 404, "not_found");
  });
});

describe("CORS", () => {
  it("answers a configured origin's preflight and requests", async () => {
    const preflight = await fetch(`${server.baseUrl}/resources/currencies`, {
      method: "OPTIONS",
      headers: {
        origin: ALLOWED_ORIGIN,
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization",
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(ALLOWED_ORIGIN);
    const get = await server.request("GET", "/resources/currencies", { token, headers: { origin: ALLOWED_ORIGIN } });
    expect(get.headers.get("access-control-allow-origin")).toBe(ALLOWED_ORIGIN);
  });

  it("gives any other origin no CORS headers", async () => {
    const evil = "https://evil.example";
    const preflight = await fetch(`${server.baseUrl}/resources/currencies`, {
      method: "OPTIONS",
      headers: { origin: evil, "access-control-request-method": "GET" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    await preflight.arrayBuffer();
    const get = await server.request("GET", "/resources/currencies", { token, headers: { origin: evil } });
    expect(get.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("request log", () => {
  async function lineFor(requestId: string): Promise<Record<string, unknown>> {
    for (let i = 0; i < 50; i += 1) {
      const found = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.reqId === requestId);
      if (found.length > 0) {
        expect(found).toHaveLength(1);
        return found[0] as Record<string, unknown>;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no log line for ${requestId}`);
  }

  it("writes one line per request with its id, method, path, status and duration", async () => {
    const r = await server.request("GET", "/resources/currencies", { token, query: { oops: 1 } });
    const id = r.headers.get("x-request-id") ?? "";
    expect(id).not.toBe("");
    const line = await lineFor(id);
    expect(line).toMatchObject({ msg: "request", method: "GET", path: "/v1-beta/resources/currencies", status: 422 });
    expect(typeof line.ms).toBe("number");
    expect(typeof line.time).toBe("number");
  });

  it("never writes secrets, tokens or query strings", async () => {
    const secretQuery = "sekrit-query-value";
    const t = await server.request<{ access_token: string }>("POST", "/oauth2/token", {
      body: { client_id: org.clientId, client_secret: org.clientSecret },
    });
    await lineFor(t.headers.get("x-request-id") ?? "");
    const a = await server.request("GET", "/resources/currencies", {
      token: t.body.access_token,
      query: { q: secretQuery },
    });
    await lineFor(a.headers.get("x-request-id") ?? "");
    const bad = await server.request("GET", "/resources/currencies", { token: `${t.body.access_token}x` });
    await lineFor(bad.headers.get("x-request-id") ?? "");
    const all = logLines.join("\n");
    for (const secret of [org.clientSecret, t.body.access_token, token, secretQuery, "Bearer"]) {
      expect(all).not.toContain(secret);
    }
    expect(all.toLowerCase()).not.toContain("authorization");
  });
});
