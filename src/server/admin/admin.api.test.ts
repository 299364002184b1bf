import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import { runCli } from "./cli";

/**
 * The operator API (api-design §9) over HTTP, what its actions do to the public API (disabled
 * clients, deletion states, maintenance), and the `npm run admin` CLI that wraps it.
 */

const GRACE_SECONDS = 4;
let server: TestServer;

interface ErrorBody {
  detail: Array<{ loc: unknown[]; msg: string; type: string; code: string }>;
}
interface Created {
  organization: { id: string; name: string; email: string; subscription: boolean };
  client_id: string;
  client_secret: string;
}

beforeAll(async () => {
  server = await startTestServer({ deletionGraceSeconds: GRACE_SECONDS });
});
afterAll(async () => server?.close());

async function createOrganization(name = "Operator Test Org"): Promise<Created> {
  const r = await server.adminRequest<Created>("POST", "/admin/organizations", {
    body: { name, email: `ops-${Math.random().toString(36).slice(2)}@example.test` },
  });
  expect(r.status).toBe(201);
  return r.body;
}

async function tokenFor(clientId: string, clientSecret: string) {
  return server.request<{ access_token: string } & ErrorBody>("POST", "/oauth2/token", {
    body: { client_id: clientId, client_secret: clientSecret },
  });
}

function selfRequest(orgId: string, token: string) {
  return server.request<ErrorBody>("GET", `/organizations/${orgId}`, {
    token,
    as: { requester: orgId, target: orgId },
  });
}

/** Polls until `check` holds (the grace period passing); fails after `seconds`. */
async function eventually(check: () => Promise<boolean>, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("condition not reached in time");
}

function cli(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const port = new URL(server.adminOrigin).port;
  return runCli(
    args,
    { ADMIN_PORT: port, ADMIN_TOKEN: server.config.adminToken, ...env },
    { out: (l) => out.push(l), err: (l) => err.push(l) },
  ).then((code) => ({ code, out: out.join("\n"), err: err.join("\n") }));
}

describe("operator API authentication", () => {
  it("needs the operator token: none 401 token_required, wrong 401 invalid_token", async () => {
    const none = await server.adminRequest<ErrorBody>("PUT", "/admin/maintenance", {
      token: "",
      body: { enabled: false },
    });
    expect(none.status).toBe(401);
    expect(none.body.detail[0]?.code).toBe("token_required");
    const wrong = await server.adminRequest<ErrorBody>("PUT", "/admin/maintenance", {
      token: "not-the-operator-token",
      body: { enabled: false },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.detail[0]?.code).toBe("invalid_token");
  });

  it("is not part of the public listener", async () => {
    const r = await server.request<ErrorBody>("POST", `${server.origin}/admin/organizations`, {
      body: { name: "x", email: "x@example.test" },
      headers: { authorization: `Bearer ${server.config.adminToken}` },
    });
    expect(r.status).toBe(404);
  });
});

describe("organizations and clients", () => {
  it("creates an organization with a first client whose secret works once shown", async () => {
    const created = await createOrganization("Created By Operator");
    expect(created.organization).toMatchObject({ name: "Created By Operator", subscription: false });
    const token = await tokenFor(created.client_id, created.client_secret);
    expect(token.status).toBe(200);
    expect((await selfRequest(created.organization.id, token.body.access_token)).status).toBe(200);
  });

  it("validates bodies with 422 naming each field, unknown fields included", async () => {
    const r = await server.adminRequest<ErrorBody>("POST", "/admin/organizations", {
      body: { name: "", email: "not-an-email", role: "admin" },
    });
    expect(r.status).toBe(422);
    expect(r.body.detail.map((d) => d.loc)).toEqual(
      expect.arrayContaining([
        ["body", "name"],
        ["body", "email"],
        ["body", "role"],
      ]),
    );
  });

  it("creates further clients; an unknown organization is 404 organization_not_found", async () => {
    const created = await createOrganization();
    const extra = await server.adminRequest<{ client_id: string; client_secret: string }>(
      "POST",
      `/admin/organizations/${created.organization.id}/clients`,
    );
    expect(extra.status).toBe(201);
    expect((await tokenFor(extra.body.client_id, extra.body.client_secret)).status).toBe(200);
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const missing = await server.adminRequest<ErrorBody>("POST", `/admin/organizations/${id}/clients`);
      expect(missing.status).toBe(404);
      expect(missing.body.detail[0]?.code).toBe("organization_not_found");
    }
  });

  it("disabling a client refuses new tokens (403 oauth_unauthorized_client) and its existing ones (401 invalid_token)", async () => {
    const created = await createOrganization();
    const before = await tokenFor(created.client_id, created.client_secret);
    const disabled = await server.adminRequest("PATCH", `/admin/clients/${created.client_id}`, {
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    const refused = await tokenFor(created.client_id, created.client_secret);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toEqual([
      { loc: [], msg: expect.any(String), type: "oauth", code: "oauth_unauthorized_client" },
    ]);
    const old = await selfRequest(created.organization.id, before.body.access_token);
    expect(old.status).toBe(401);
    expect(old.body.detail[0]?.code).toBe("invalid_token");
    await server.adminRequest("PATCH", `/admin/clients/${created.client_id}`, { body: { disabled: false } });
    expect((await selfRequest(created.organization.id, before.body.access_token)).status).toBe(200);
    const unknown = await server.adminRequest<ErrorBody>("PATCH", "/admin/clients/cli_nope", {
      body: { disabled: true },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail[0]?.code).toBe("account_not_found");
  });
});

describe("deletion states", () => {
  it("a deleted client answers 409 account_being_deleted during the grace period, then 404 account_not_found", async () => {
    const created = await createOrganization();
    const token = (await tokenFor(created.client_id, created.client_secret)).body.access_token;
    const del = await server.adminRequest("DELETE", `/admin/clients/${created.client_id}`);
    expect(del.status).toBe(202);
    const during = await selfRequest(created.organization.id, token);
    expect(during.status).toBe(409);
    expect(during.body.detail).toEqual([
      { loc: [], msg: expect.any(String), type: "request", code: "account_being_deleted" },
    ]);
    // Reference lists (token only) answer the same.
    const list = await server.request<ErrorBody>("GET", "/resources/countries", { token });
    expect([409, 404]).toContain(list.status);
    // No new token for a client being deleted.
    expect((await tokenFor(created.client_id, created.client_secret)).body.detail[0]?.code).toBe(
      "oauth_invalid_client_credentials",
    );
    await eventually(async () => (await selfRequest(created.organization.id, token)).status === 404, 15);
    const after = await selfRequest(created.organization.id, token);
    expect(after.body.detail[0]?.code).toBe("account_not_found");
    expect((await server.adminRequest("DELETE", `/admin/clients/${created.client_id}`)).status).toBe(404);
  });

  it("a deleted organization answers 409 organization_being_deleted, then 404 organization_not_found, also as a Target", async () => {
    const deleted = await createOrganization("Deleted Org");
    const host = await createOrganization("Host Of Deleted Org");
    await server.connect({ id: host.organization.id }, { id: deleted.organization.id });
    const token = (await tokenFor(deleted.client_id, deleted.client_secret)).body.access_token;
    const hostToken = (await tokenFor(host.client_id, host.client_secret)).body.access_token;
    expect((await server.adminRequest("DELETE", `/admin/organizations/${deleted.organization.id}`)).status).toBe(202);

    const own = await selfRequest(deleted.organization.id, token);
    expect(own.status).toBe(409);
    expect(own.body.detail[0]?.code).toBe("organization_being_deleted");
    const asTarget = await server.request<ErrorBody>("GET", `/organizations/${deleted.organization.id}`, {
      token: hostToken,
      as: { requester: host.organization.id, target: deleted.organization.id },
    });
    expect(asTarget.status).toBe(409);
    expect(asTarget.body.detail[0]?.code).toBe("organization_being_deleted");

    await eventually(async () => (await selfRequest(deleted.organization.id, token)).status === 404, 15);
    expect((await selfRequest(deleted.organization.id, token)).body.detail[0]?.code).toBe("organization_not_found");
    const goneTarget = await server.request<ErrorBody>("GET", `/organizations/${deleted.organization.id}`, {
      token: hostToken,
      as: { requester: host.organization.id, target: deleted.organization.id },
    });
    expect(goneTarget.status).toBe(404);
    expect(goneTarget.body.detail[0]?.code).toBe("organization_not_found");
    expect((await server.adminRequest("DELETE", `/admin/organizations/${deleted.organization.id}`)).status).toBe(404);
  });

  it("refuses to revive what is being deleted: re-enabling a deleted client, or a client of a deleted organization, and a new client in a deleted organization answer 409 during the grace period, 404 after", async () => {
    const account = await createOrganization("Client Deleted Org");
    const disabled = await server.adminRequest("PATCH", `/admin/clients/${account.client_id}`, {
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    expect((await server.adminRequest("DELETE", `/admin/clients/${account.client_id}`)).status).toBe(202);
    const org = await createOrganization("Organization Deleted Org");
    expect((await server.adminRequest("DELETE", `/admin/organizations/${org.organization.id}`)).status).toBe(202);

    const reEnable = (clientId: string, disabled = false) =>
      server.adminRequest<ErrorBody>("PATCH", `/admin/clients/${clientId}`, { body: { disabled } });
    const newClient = () =>
      server.adminRequest<ErrorBody>("POST", `/admin/organizations/${org.organization.id}/clients`);
    const expectRefused = (r: { status: number; body: ErrorBody }, status: number, code: string) => {
      expect(r.status).toBe(status);
      expect(r.body.detail).toEqual([{ loc: [], msg: expect.any(String), type: "request", code }]);
    };

    expectRefused(await reEnable(account.client_id), 409, "account_being_deleted");
    expectRefused(await reEnable(account.client_id, true), 409, "account_being_deleted");
    expectRefused(await reEnable(org.client_id), 409, "organization_being_deleted");
    expectRefused(await newClient(), 409, "organization_being_deleted");
    // Nothing was revived: the re-enabled client still gets no token.
    expect((await tokenFor(account.client_id, account.client_secret)).body.detail[0]?.code).toBe(
      "oauth_invalid_client_credentials",
    );
    expect((await tokenFor(org.client_id, org.client_secret)).status).toBe(401);

    await eventually(async () => (await newClient()).status === 404, 15);
    expectRefused(await newClient(), 404, "organization_not_found");
    expectRefused(await reEnable(org.client_id), 404, "organization_not_found");
    expectRefused(await reEnable(account.client_id), 404, "account_not_found");
    expect((await tokenFor(org.client_id, org.client_secret)).status).toBe(401);
  });
});

describe("maintenance", () => {
  it("while on, every API request gets 503 service_under_maintenance; health and the OpenAPI document stay up", async () => {
    const created = await createOrganization();
    const token = (await tokenFor(created.client_id, created.client_secret)).body.access_token;
    expect((await server.adminRequest("PUT", "/admin/maintenance", { body: { enabled: true } })).status).toBe(200);
    try {
      for (const [method, path] of [
        ["GET", "/resources/currencies"],
        ["POST", "/oauth2/token"],
        ["GET", "/v1/resources/countries"],
        ["GET", "/no/such/path"],
      ] as const) {
        const r = await server.request<ErrorBody>(method, path, { token, body: method === "POST" ? {} : undefined });
        expect(r.status, path).toBe(503);
        expect(r.body.detail).toEqual([
          { loc: [], msg: expect.any(String), type: "maintanance", code: "service_under_maintenance" },
        ]);
        expect(r.headers.get("retry-after")).toMatch(/^\d+$/);
      }
      expect((await server.request("GET", "/healthz")).status).toBe(200);
      expect((await server.request("GET", "/readyz")).status).toBe(200);
      expect((await server.request("GET", "/v1-beta/openapi.json")).status).toBe(200);
    } finally {
      await server.adminRequest("PUT", "/admin/maintenance", { body: { enabled: false } });
    }
    expect((await server.request("GET", "/resources/currencies", { token })).status).toBe(200);
  });
});

describe("demo data", () => {
  // The whole demo dataset (statement PDFs through upload, credit applications, requests) loads
  // once here, in about 30 s on a busy 2-core machine; the second load finds everything it would
  // make and adds nothing, in well under a second. The server's data directory is the harness's
  // temporary one, removed on close.
  it("loads once over the operator API; a second load (npm run admin -- demo-data) returns the same manifest and adds nothing", {
    timeout: 300_000,
  }, async () => {
    const first = await server.adminRequest<{
      organizations: Array<{ client_id: string; client_secret: string }>;
    }>("POST", "/admin/demo-data");
    expect(first.status).toBe(200);
    expect(first.body.organizations.length).toBeGreaterThanOrEqual(2);
    const before = await demoRowCounts();
    expect(before.financial_files).toBeGreaterThan(0);
    expect(before.credit_applications).toBeGreaterThan(0);

    const again = await cli(["demo-data", "--json"]);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.out)).toEqual(first.body);
    expect(await demoRowCounts()).toEqual(before);

    const demo = first.body.organizations[0];
    expect(demo && (await tokenFor(demo.client_id, demo.client_secret)).status).toBe(200);
  });
});

/** Rows of the tables the demo fills (a second load must leave them as they are). */
async function demoRowCounts(): Promise<Record<string, number>> {
  const tables = [
    "organizations",
    "api_clients",
    "partners",
    "credit_applications",
    "private_records",
    "document_requests",
    "financial_files",
    "jobs",
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await server.built.services.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe("npm run admin", () => {
  // demo-data is run in "demo data" above (the dataset is loaded once per file).
  it("runs every command against the operator API, human output by default", { timeout: 60_000 }, async () => {
    const created = await cli(["create-organization", "--name", "CLI Org", "--email", "cli@example.test"]);
    expect(created.code).toBe(0);
    expect(created.out).toContain("Organization created");
    const orgId = /organization_id:\s+(\S+)/.exec(created.out)?.[1] ?? "";
    const clientId = /client_id:\s+(\S+)/.exec(created.out)?.[1] ?? "";
    const secret = /client_secret:\s+(\S+)/.exec(created.out)?.[1] ?? "";
    expect((await tokenFor(clientId, secret)).status).toBe(200);

    const client = await cli(["create-client", orgId, "--json"]);
    expect(client.code).toBe(0);
    const second = JSON.parse(client.out) as { client_id: string; client_secret: string };
    expect((await tokenFor(second.client_id, second.client_secret)).status).toBe(200);

    expect((await cli(["disable-client", second.client_id])).out).toContain("disabled");
    expect((await tokenFor(second.client_id, second.client_secret)).status).toBe(403);
    expect((await cli(["enable-client", second.client_id])).code).toBe(0);
    expect((await tokenFor(second.client_id, second.client_secret)).status).toBe(200);
    expect((await cli(["delete-client", second.client_id])).out).toContain("being deleted");
    expect((await tokenFor(second.client_id, second.client_secret)).status).toBe(401);

    expect((await cli(["maintenance", "on"])).out).toContain("on");
    expect((await server.request("GET", "/resources/currencies")).status).toBe(503);
    expect(JSON.parse((await cli(["maintenance", "off", "--json"])).out)).toEqual({ enabled: false });
    expect((await server.request("GET", "/resources/currencies")).status).toBe(401);

    expect((await cli(["delete-organization", orgId])).code).toBe(0);
    expect((await tokenFor(clientId, secret)).status).toBe(401);
  });

  it("reports refusals, usage errors and an unreachable server with distinct exit codes", async () => {
    const refused = await cli(["delete-client", "cli_does_not_exist"]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("account_not_found");
    const usage = await cli(["maintenance", "sideways"]);
    expect(usage.code).toBe(2);
    expect((await cli(["frobnicate"])).code).toBe(2);
    expect((await cli(["create-organization", "--name", "No Email"])).err).toContain("--email");
    const help = await cli(["--help"]);
    expect(help.code).toBe(0);
    expect(help.out).toContain("create-organization");
    const down = await cli(["maintenance", "off"], { ADMIN_PORT: "1" });
    expect(down.code).toBe(2);
    expect(down.err).toContain("cannot reach");
  });

  it("works as a process (`tsx src/server/admin/cli.ts`), reading the token from DATA_DIR/admin-token", async () => {
    const fs = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cas-cli-"));
    fs.writeFileSync(path.join(dir, "admin-token"), `${server.config.adminToken}\n`);
    const env: NodeJS.ProcessEnv = { ...process.env, ADMIN_PORT: new URL(server.adminOrigin).port, DATA_DIR: dir };
    delete env.ADMIN_TOKEN;
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "src/server/admin/cli.ts", "maintenance", "off", "--json"],
      {
        env,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    child.stdout.on("data", (d) => {
      out += String(d);
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve)).finally(() =>
      fs.rmSync(dir, { recursive: true, force: true }),
    );
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({ enabled: false });
  });
});
