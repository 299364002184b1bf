import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiResponse,
  type ErrorBody,
  startTestServer,
  type TestOrg,
  type TestServer,
  toApiResponse,
} from "../../../test/support/harness";
import { MAX_PATH_PARAM_LENGTH } from "./errors-plugin";

/**
 * Refusals that Fastify's router or Node's HTTP parser make before any route runs carry the
 * contract's body (docs/api-conventions.md, "Errors"), with the security headers and a request id;
 * and GET /connections takes the optional limit/offset of every list (api-design §7).
 */

let server: TestServer;
let org: TestOrg;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  org = await server.createOrg();
  headers = {
    authorization: `Bearer ${await org.token()}`,
    "requester-organization-id": org.id,
    "target-organization-id": org.id,
  };
});
afterAll(async () => server?.close());

function expectContractError(r: ApiResponse, status: number, code: string): void {
  expect(r.status).toBe(status);
  const body = r.body as ErrorBody;
  expect(Array.isArray(body.detail)).toBe(true);
  expect(body.detail.map((d) => d.code)).toContain(code);
  for (const d of body.detail) {
    expect(Array.isArray(d.loc)).toBe(true);
    expect(typeof d.msg).toBe("string");
    expect(typeof d.type).toBe("string");
  }
  expect(r.headers.get("content-type")).toMatch(/^application\/json/);
  expect(r.headers.get("x-content-type-options")).toBe("nosniff");
  expect(r.headers.get("cache-control")).toBe("no-store");
  expect(r.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
}

const get = async (path: string, h: Record<string, string> = headers) =>
  toApiResponse(await fetch(`${server.baseUrl}${path}`, { headers: h }));

describe("the router's own refusals", () => {
  it("a path parameter over the router's limit: 422 on the path, not FST_ERR_MAX_PARAM_LENGTH", async () => {
    const r = await get(`/credit-applications/${"a".repeat(MAX_PATH_PARAM_LENGTH + 1)}`);
    expectContractError(r, 422, "validation_error");
    expect((r.body as ErrorBody).detail[0]?.loc).toEqual(["path"]);
    expect(JSON.stringify(r.body)).not.toContain("FST_");
  });

  it("a long path parameter under the router's limit goes through the usual order: token first, then validation", async () => {
    const long = `/credit-applications/${"a".repeat(200)}`;
    expectContractError(await get(long, {}), 401, "token_required");
    const r = await get(long);
    expectContractError(r, 422, "validation_error");
    expect((r.body as ErrorBody).detail[0]?.loc).toEqual(["path", "credit_application_id"]);
  });

  it("a path that is not valid percent-encoding: 400 bad_request, not FST_ERR_BAD_URL", async () => {
    const r = await get("/private-records/%E0%A4%A");
    expectContractError(r, 400, "bad_request");
    expect(JSON.stringify(r.body)).not.toContain("FST_");
  });

  it("unknown path 404 not_found; known path with another method 400 unsupported_crud_operation", async () => {
    expectContractError(await get("/no-such-thing"), 404, "not_found");
    const r = toApiResponse(await fetch(`${server.baseUrl}/connections`, { method: "DELETE", headers }));
    expectContractError(await r, 400, "unsupported_crud_operation");
  });

  it("headers over Node's limit (431 in Node) answer 413 request_too_large with the contract body", async () => {
    const port = Number(new URL(server.origin).port);
    const raw = await new Promise<string>((resolve) => {
      let data = "";
      const socket = net.connect(port, "127.0.0.1", () =>
        socket.write(`GET /v1-beta/connections HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(64 * 1024)}\r\n\r\n`),
      );
      socket.on("data", (b) => {
        data += b.toString();
      });
      socket.on("close", () => resolve(data));
      socket.on("error", () => resolve(data));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 413/);
    const body = JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4)) as ErrorBody;
    expect(body.detail[0]?.code).toBe("request_too_large");
  });
});

describe("GET /connections takes limit and offset (api-design §7)", () => {
  it("answers the page asked for, the total of all, and refuses limits over 100", async () => {
    const partners = [await server.createOrg(), await server.createOrg(), await server.createOrg()];
    for (const p of partners) await server.connect(org, p);
    const all = await get("/connections?limit=100&offset=0");
    expect(all.status).toBe(200);
    const body = all.body as { items: Array<{ organization_id: string }>; total_items: number };
    expect(body.total_items).toBe(3);
    expect(body.items).toHaveLength(3);
    const page = await get("/connections?limit=2&offset=1");
    expect(page.body).toEqual({ items: body.items.slice(1, 3), total_items: 3 });
    expect(await get("/connections?offset=5")).toMatchObject({ status: 200, body: { items: [], total_items: 3 } });
    expect((await get("/connections")).body).toEqual(body);
    expectContractError(await get("/connections?limit=101"), 422, "validation_error");
    expectContractError(await get("/connections?limit=0"), 422, "validation_error");
    expectContractError(await get("/connections?page=1"), 422, "validation_error");
  });
});
