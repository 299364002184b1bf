import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestOrg, type TestServer } from "../../../test/support/harness";

let server: TestServer;
let org: TestOrg;

beforeAll(async () => {
  server = await startTestServer();
  org = await server.createOrg();
});
afterAll(async () => server?.close());

describe("POST /oauth2/token", () => {
  it("issues a bearer token for valid JSON credentials", async () => {
    const r = await server.request<{ access_token: string; expires_in: number }>("POST", "/oauth2/token", {
      body: { client_id: org.clientId, client_secret: org.clientSecret },
    });
    expect(r.status).toBe(200);
    expect(r.body.expires_in).toBe(3600);
    expect(r.body.access_token.split(".")).toHaveLength(3);
  });

  it("accepts a form-encoded body with grant_type=client_credentials", async () => {
    const r = await server.request("POST", "/oauth2/token", {
      body: `grant_type=client_credentials&client_id=${org.clientId}&client_secret=${encodeURIComponent(org.clientSecret)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(r.status).toBe(200);
  });

  it("refuses a wrong secret with 401 oauth_invalid_client_credentials", async () => {
    const r = await server.request("POST", "/oauth2/token", {
      body: { client_id: org.clientId, client_secret: "wrong" },
    });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({
      detail: [{ loc: [], msg: expect.any(String), type: "oauth", code: "oauth_invalid_client_credentials" }],
    });
  });

  it("lists every invalid field at once with its loc", async () => {
    const r = await server.request<{ detail: Array<{ loc: unknown[]; code: string }> }>("POST", "/oauth2/token", {
      body: { client_id: "", client_secret: "x".repeat(65), extra: 1 },
    });
    expect(r.status).toBe(422);
    const locs = r.body.detail.map((d) => d.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        ["body", "client_id"],
        ["body", "client_secret"],
        ["body", "extra"],
      ]),
    );
    expect(r.body.detail.every((d) => d.code === "validation_error")).toBe(true);
  });
});

describe("organization-scoped access", () => {
  it("reads its own organization in the Self scenario", async () => {
    const token = await org.token();
    const r = await server.request<{ id: string }>("GET", `/organizations/${org.id}`, {
      token,
      as: { requester: org.id, target: org.id },
    });
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(org.id);
  });

  it("refuses an unconnected target with 403 access_denied and allows it once connected", async () => {
    const other = await server.createOrg();
    const token = await org.token();
    const denied = await server.request<{ detail: Array<{ code: string }> }>("GET", `/organizations/${other.id}`, {
      token,
      as: { requester: org.id, target: other.id },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.detail[0]?.code).toBe("access_denied");
    await server.connect(org, other);
    const allowed = await server.request("GET", `/organizations/${other.id}`, {
      token,
      as: { requester: org.id, target: other.id },
    });
    expect(allowed.status).toBe(200);
  });
});
