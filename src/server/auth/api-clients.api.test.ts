import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, caller, codeOf } from "../../../test/support/applications";
import { type ApiResponse, errorLocs, startTestServer, type TestServer } from "../../../test/support/harness";
import type { ApiClient, ApiClientWithSecret } from "../../contract/api-clients";

/**
 * Issue 26 part 5 over real HTTP: an organization's admin (here its API client, which has every
 * right) creates, rotates and revokes API clients; the old secret works during the grace period
 * and not after it; a revoked client's token and secret stop at once; every change is in the audit
 * log, which filters by action, actor, subject and time; hostile names get 422.
 */
let server: TestServer;
let admin: Caller;
let other: Caller;

beforeAll(async () => {
  server = await startTestServer();
  admin = await caller(server, await server.createOrg());
  other = await caller(server, await server.createOrg());
}, 300_000);
afterAll(async () => server?.close());

function token(clientId: string, clientSecret: string): Promise<ApiResponse<{ access_token: string }>> {
  return server.request("POST", "/oauth2/token", { body: { client_id: clientId, client_secret: clientSecret } });
}

async function create(name: string): Promise<ApiClientWithSecret> {
  const r = await admin.call<ApiClientWithSecret>("POST", "/api-clients", { body: { name } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

async function list(by: Caller = admin): Promise<ApiClient[]> {
  const r = await by.call<{ items: ApiClient[] }>("GET", "/api-clients");
  expect(r.status).toBe(200);
  return r.body.items;
}

describe("API clients", () => {
  it("creates a client whose secret is shown once and obtains tokens; the list never shows a secret", async () => {
    const created = await create("  ERP export  ");
    expect(created.name).toBe("ERP export");
    expect(created.status).toBe("active");
    expect(created.client_secret.length).toBeGreaterThanOrEqual(40);
    expect(created.created_by).toEqual({ kind: "api_client", id: admin.org.clientId, label: admin.org.clientId });
    expect(created.last_used_at).toBeNull();

    const issued = await token(created.client_id, created.client_secret);
    expect(issued.status).toBe(200);
    const me = await server.request<{ client_id: string }>("GET", "/auth/me", { token: issued.body.access_token });
    expect(me.body.client_id).toBe(created.client_id);

    const items = await list();
    const row = items.find((c) => c.client_id === created.client_id);
    expect(row?.last_used_at).not.toBeNull();
    expect(JSON.stringify(items)).not.toContain(created.client_secret);
    // The organization's own (operator-made) client is listed too, with no name and no creator.
    const own = items.find((c) => c.client_id === admin.org.clientId);
    expect(own).toMatchObject({ name: null, created_by: null, status: "active" });
    // Another organization sees none of them.
    expect((await list(other)).map((c) => c.client_id)).not.toContain(created.client_id);
  });

  it("records the last use at most once a minute", async () => {
    const created = await create("last use");
    await token(created.client_id, created.client_secret);
    const first = (await list()).find((c) => c.client_id === created.client_id)?.last_used_at;
    expect(first).toBeTruthy();
    await token(created.client_id, created.client_secret);
    const second = (await list()).find((c) => c.client_id === created.client_id)?.last_used_at;
    expect(second).toBe(first);
  });

  it("rotates: the new secret works, the old one during the grace period and not after it", async () => {
    const created = await create("rotation");
    const rotated = await admin.call<ApiClientWithSecret>("POST", `/api-clients/${created.client_id}/secret`, {
      body: {},
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.client_secret).not.toBe(created.client_secret);
    expect(rotated.body.secret_rotated_at).not.toBeNull();
    const graceEnds = Date.parse(rotated.body.previous_secret_expires_at ?? "");
    // The default grace period: 24 hours.
    expect(graceEnds - Date.parse(rotated.body.secret_rotated_at ?? "")).toBe(86_400_000);

    expect((await token(created.client_id, rotated.body.client_secret)).status).toBe(200);
    expect((await token(created.client_id, created.client_secret)).status).toBe(200);
    expect((await token(created.client_id, "not-the-secret")).status).toBe(401);

    // The grace period is over (moved back in the database: the app clock only moves in the demo loader).
    await sql`update api_clients set previous_secret_expires_at = app_now() - interval '1 second'
      where client_id = ${created.client_id}`.execute(server.built.services.db);
    const old = await token(created.client_id, created.client_secret);
    expect(old.status).toBe(401);
    expect(codeOf(old)).toBe("oauth_invalid_client_credentials");
    expect((await token(created.client_id, rotated.body.client_secret)).status).toBe(200);
    expect((await list()).find((c) => c.client_id === created.client_id)?.previous_secret_expires_at).toBeNull();
  });

  it("rotates with no grace period: the old secret stops at once; a second rotation ends the first one's grace", async () => {
    const created = await create("no grace");
    const now = await admin.call<ApiClientWithSecret>("POST", `/api-clients/${created.client_id}/secret`, {
      body: { grace_seconds: 0 },
    });
    expect(now.body.previous_secret_expires_at).toBeNull();
    expect((await token(created.client_id, created.client_secret)).status).toBe(401);

    const a = await admin.call<ApiClientWithSecret>("POST", `/api-clients/${created.client_id}/secret`, {
      body: { grace_seconds: 3600 },
    });
    const b = await admin.call<ApiClientWithSecret>("POST", `/api-clients/${created.client_id}/secret`, {
      body: { grace_seconds: 3600 },
    });
    expect((await token(created.client_id, now.body.client_secret)).status).toBe(401);
    expect((await token(created.client_id, a.body.client_secret)).status).toBe(200);
    expect((await token(created.client_id, b.body.client_secret)).status).toBe(200);
  });

  it("revokes: the client's tokens and secrets stop at once; it cannot be rotated or revoked again", async () => {
    const created = await create("to revoke");
    const issued = await token(created.client_id, created.client_secret);
    const ok = await server.request("GET", "/auth/me", { token: issued.body.access_token });
    expect(ok.status).toBe(200);

    const revoked = await admin.call<ApiClient>("POST", `/api-clients/${created.client_id}/revocation`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe("revoked");
    expect(revoked.body.revoked_at).not.toBeNull();

    const refused = await server.request("GET", "/auth/me", { token: issued.body.access_token });
    expect(refused.status).toBe(401);
    expect(codeOf(refused)).toBe("invalid_token");
    expect(codeOf(await token(created.client_id, created.client_secret))).toBe("oauth_invalid_client_credentials");
    expect(codeOf(await admin.call("POST", `/api-clients/${created.client_id}/secret`, { body: {} }))).toBe(
      "api_client_revoked",
    );
    expect(codeOf(await admin.call("POST", `/api-clients/${created.client_id}/revocation`))).toBe("api_client_revoked");
    expect((await list()).find((c) => c.client_id === created.client_id)?.status).toBe("revoked");
  });

  it("refuses a client revoking itself, another organization's client and an unknown one", async () => {
    const self = await admin.call("POST", `/api-clients/${admin.org.clientId}/revocation`);
    expect(self.status).toBe(409);
    expect(codeOf(self)).toBe("api_client_revoke_self");
    const foreign = await create("not yours");
    expect(codeOf(await other.call("POST", `/api-clients/${foreign.client_id}/revocation`))).toBe(
      "api_client_not_found",
    );
    expect(codeOf(await other.call("POST", `/api-clients/${foreign.client_id}/secret`, { body: {} }))).toBe(
      "api_client_not_found",
    );
    expect(codeOf(await admin.call("POST", "/api-clients/cli_nobody/revocation"))).toBe("api_client_not_found");
    expect((await token(foreign.client_id, foreign.client_secret)).status).toBe(200);
  });

  it("refuses hostile and over-long names and out-of-range grace periods with 422", async () => {
    for (const name of ["a\u0000b", "a\ud800b", "a\u0007b", "x".repeat(101), "   ", ""]) {
      const r = await admin.call("POST", "/api-clients", { body: { name } });
      expect(r.status, JSON.stringify(name)).toBe(422);
      expect(errorLocs(r)).toContainEqual(["body", "name"]);
    }
    expect((await admin.call("POST", "/api-clients", { body: { name: "ok", secret: "mine" } })).status).toBe(422);
    const created = await create("grace bounds");
    for (const grace_seconds of [-1, 604_801, 1.5]) {
      const r = await admin.call("POST", `/api-clients/${created.client_id}/secret`, { body: { grace_seconds } });
      expect(r.status).toBe(422);
    }
    const longId = await admin.call("POST", `/api-clients/${"c".repeat(129)}/revocation`);
    expect(longId.status).toBe(422);
  });
});

describe("audit log filters", () => {
  it("records create, rotate and revoke and filters by action, actor, subject and time, in pages", async () => {
    const org = await caller(server, await server.createOrg());
    const start = new Date().toISOString();
    const a = await org.call<ApiClientWithSecret>("POST", "/api-clients", { body: { name: "one" } });
    const b = await org.call<ApiClientWithSecret>("POST", "/api-clients", { body: { name: "two" } });
    await org.call("POST", `/api-clients/${a.body.client_id}/secret`, { body: {} });
    await org.call("POST", `/api-clients/${a.body.client_id}/revocation`);

    type Page = {
      items: Array<{ action: string; subject_id: string | null; actor: { id: string } }>;
      total_items: number;
    };
    const all = await org.call<Page>("GET", "/audit-events");
    expect(all.body.items.map((e) => e.action)).toEqual([
      "api_client_revoked",
      "api_client_secret_rotated",
      "api_client_created",
      "api_client_created",
    ]);
    expect(JSON.stringify(all.body)).not.toContain(a.body.client_secret);

    const created = await org.call<Page>("GET", "/audit-events", { query: { action: "api_client_created" } });
    expect(created.body.total_items).toBe(2);
    const two = await org.call<Page>("GET", "/audit-events", {
      query: { action: ["api_client_created", "api_client_revoked"] },
    });
    expect(two.body.total_items).toBe(3);
    const ofA = await org.call<Page>("GET", "/audit-events", { query: { subject: a.body.client_id } });
    expect(ofA.body.items.map((e) => e.action)).toEqual([
      "api_client_revoked",
      "api_client_secret_rotated",
      "api_client_created",
    ]);
    const byActor = await org.call<Page>("GET", "/audit-events", {
      query: { actor_kind: "api_client", actor_id: org.org.clientId },
    });
    expect(byActor.body.total_items).toBe(4);
    expect((await org.call<Page>("GET", "/audit-events", { query: { actor_kind: "person" } })).body.total_items).toBe(
      0,
    );
    expect((await org.call<Page>("GET", "/audit-events", { query: { from: start } })).body.total_items).toBe(4);
    expect((await org.call<Page>("GET", "/audit-events", { query: { to: start } })).body.total_items).toBe(0);

    const page = await org.call<Page>("GET", "/audit-events", { query: { limit: 1, offset: 1 } });
    expect(page.body.total_items).toBe(4);
    expect(page.body.items.map((e) => e.action)).toEqual(["api_client_secret_rotated"]);
    expect(b.body.client_id).toBeTruthy();
    // Another organization's log holds none of it.
    const foreign = await other.call<Page>("GET", "/audit-events", { query: { subject: a.body.client_id } });
    expect(foreign.body.total_items).toBe(0);
  });

  it("validates the filters with 422 and the field's loc", async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ action: "no_such_action" }, "action"],
      [{ actor_kind: "robot" }, "actor_kind"],
      [{ from: "yesterday" }, "from"],
      [{ from: "2026-02-01T00:00:00Z", to: "2026-01-01T00:00:00Z" }, "to"],
      [{ subject: "a\u0000b" }, "subject"],
      [{ actor_id: "a\u001bb" }, "actor_id"],
      [{ subject: "s".repeat(201) }, "subject"],
      [{ limit: 0 }, "limit"],
      [{ offset: -1 }, "offset"],
      [{ colour: "red" }, "colour"],
    ];
    for (const [query, field] of cases) {
      const r = await admin.call("GET", "/audit-events", { query });
      expect(r.status, JSON.stringify(query)).toBe(422);
      expect(
        errorLocs(r).some((loc) => loc[0] === "query" && (loc.length === 1 || loc[1] === field)),
        JSON.stringify(r.body),
      ).toBe(true);
    }
  });
});
