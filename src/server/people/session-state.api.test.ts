import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, caller, codeOf } from "../../../test/support/applications";
import {
  type ApiResponse,
  onPostgres,
  startTestServer,
  type TestServer,
  testConfig,
  toApiResponse,
} from "../../../test/support/harness";
import { invitePerson } from "../../../test/support/people";
import { CSRF_HEADER, REFRESH_COOKIE } from "../../contract/people";
import { type BuiltApp, buildApp } from "../app";
import type { Config } from "../config";
import { type Database, openPostgres } from "../db/database";
import { cachedPersonStates } from "../http/scenario";
import { PERSON_STATE_CHANNEL } from "./person-state";
import { base32Decode, totpCode } from "./totp";

/**
 * The per-instance cache of a person's session state (http/scenario.ts, people/person-state.ts;
 * docs/people.md "Revocation on every instance"). The instances here keep a session state for 60 s
 * (PERSON_STATE_CACHE_MS), far longer than any test waits, so a refusal they give comes from the
 * invalidation, not from the cached row growing old: on one instance the change is seen by the very
 * next request; on PostgreSQL a second instance (a pool of its own, as a second process would have)
 * forgets at the NOTIFY, and a third one whose listener is stopped (the notification lost) with the
 * default 1 s still refuses once that second has passed.
 */
const LONG_CACHE_MS = 60_000;
const PASSWORD = "correct horse battery staple";
/** Every acceptance and sign-in costs a real scrypt hash; no assertion depends on time. */
const SLOW = { timeout: 180_000 };

let server: TestServer;
let admin: Caller;
let databaseUrl: string | undefined;
/** PostgreSQL only: instance B (listening) and instance C (listener stopped, 1 s cache). */
let second: { app: BuiltApp; origin: string; database: Database } | undefined;
let third: { app: BuiltApp; origin: string; database: Database } | undefined;

const withCache = (ms: number): Partial<Config> => ({
  trustProxy: true,
  people: { ...testConfig().people, stateCacheMs: ms },
});

async function instance(config: Config, url: string) {
  const database = openPostgres(url, 4);
  const app = await buildApp(config, database);
  await app.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.app.server.address() as { port: number };
  return { app, origin: `http://127.0.0.1:${port}`, database };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every 25 ms for at most `limitMs`; whether it became true. */
async function becomes(check: () => Promise<boolean>, limitMs: number): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(25);
  }
}

beforeAll(async () => {
  server = await startTestServer(withCache(LONG_CACHE_MS), {
    connectVia: (url) => {
      databaseUrl = url;
      return url;
    },
  });
  admin = await caller(server, await server.createOrg());
  if (onPostgres && databaseUrl) {
    second = await instance(server.config, databaseUrl);
    third = await instance({ ...server.config, ...withCache(1000) }, databaseUrl);
    // C never hears a notification: as if every one sent to it were lost.
    await third.app.personStateListener?.stop();
    const b = second.app.personStateListener;
    expect(await becomes(async () => b?.listening === true, 60_000)).toBe(true);
  }
}, 180_000);

afterAll(async () => {
  for (const i of [second, third]) {
    await i?.app.close();
    await i?.database.close();
  }
  await server?.close();
});

let addressCounter = 0;
function cookieHeaders(cookie?: string): Record<string, string> {
  addressCounter += 1;
  return {
    [CSRF_HEADER]: "1",
    origin: server.origin,
    "x-forwarded-for": `203.0.113.${addressCounter}`,
    ...(cookie ? { cookie: `${REFRESH_COOKIE}=${cookie}` } : {}),
  };
}

function refreshCookie(r: ApiResponse): string {
  const set = r.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  const value = set?.slice(REFRESH_COOKIE.length + 1).split(";")[0];
  if (!value) throw new Error("no refresh cookie");
  return value;
}

function person(by: Caller, role: string): Promise<{ email: string; id: string }> {
  return invitePerson(server, by, role, PASSWORD, "state");
}

interface Session {
  token: string;
  cookie: string;
}

async function signIn(email: string): Promise<Session> {
  const r = await server.request<{ access_token: string }>("POST", "/auth/sign-in", {
    body: { email, password: PASSWORD },
    headers: cookieHeaders(),
  });
  expect(r.status).toBe(200);
  return { token: r.body.access_token, cookie: refreshCookie(r) };
}

/** GET /auth/me on an instance (its origin). */
async function me(origin: string, token: string): Promise<ApiResponse<{ role?: string }>> {
  return toApiResponse(await fetch(`${origin}/v1-beta/auth/me`, { headers: { authorization: `Bearer ${token}` } }));
}

/** A request that needs no TOTP enrolment exemption: the currency list. */
async function currencies(origin: string, token: string): Promise<ApiResponse> {
  return toApiResponse(
    await fetch(`${origin}/v1-beta/resources/currencies`, { headers: { authorization: `Bearer ${token}` } }),
  );
}

/** Two answers of an instance, the second from its cache (the first fills it). */
async function warm(origin: string, token: string, db: BuiltApp["services"]["db"]): Promise<void> {
  expect((await me(origin, token)).status).toBe(200);
  expect((await me(origin, token)).status).toBe(200);
  expect(cachedPersonStates(db)).toBeGreaterThan(0);
}

function expectInvalidToken(r: ApiResponse): void {
  expect(r.status).toBe(401);
  expect(codeOf(r)).toBe("invalid_token");
}

describe("one instance: the very next request sees the change", SLOW, () => {
  it("sign-out, sign out everywhere and a reused refresh token end access at once", async () => {
    const p = await person(admin, "analyst");
    const db = server.built.services.db;

    const a = await signIn(p.email);
    await warm(server.origin, a.token, db);
    const out = await server.request("POST", "/auth/sign-out", { headers: cookieHeaders(a.cookie) });
    expect(out.status).toBe(204);
    expectInvalidToken(await me(server.origin, a.token));

    const b = await signIn(p.email);
    const c = await signIn(p.email);
    await warm(server.origin, b.token, db);
    await warm(server.origin, c.token, db);
    const everywhere = await server.request("POST", "/auth/sign-out-everywhere", { token: b.token });
    expect(everywhere.status).toBe(200);
    expectInvalidToken(await me(server.origin, b.token));
    expectInvalidToken(await me(server.origin, c.token));

    const d = await signIn(p.email);
    await warm(server.origin, d.token, db);
    const rotated = await server.request("POST", "/auth/refresh", { headers: cookieHeaders(d.cookie) });
    expect(rotated.status).toBe(200);
    // The same cookie again is reuse: the session (and the access token cached a moment ago) ends.
    const reused = await server.request("POST", "/auth/refresh", { headers: cookieHeaders(d.cookie) });
    expect(codeOf(reused)).toBe("session_ended");
    expectInvalidToken(await me(server.origin, d.token));
  });

  it("a role change, a disabled and a removed person are seen by the next request", async () => {
    const db = server.built.services.db;
    const p = await person(admin, "analyst");
    const s = await signIn(p.email);
    await warm(server.origin, s.token, db);
    expect((await admin.call("PATCH", `/users/${p.id}`, { body: { role: "viewer" } })).status).toBe(200);
    expect((await me(server.origin, s.token)).body.role).toBe("viewer");

    expect((await admin.call("PATCH", `/users/${p.id}`, { body: { disabled: true } })).status).toBe(200);
    expectInvalidToken(await me(server.origin, s.token));
    expect((await admin.call("PATCH", `/users/${p.id}`, { body: { disabled: false } })).status).toBe(200);

    const again = await signIn(p.email);
    await warm(server.origin, again.token, db);
    expect((await admin.call("DELETE", `/users/${p.id}`)).status).toBe(204);
    expectInvalidToken(await me(server.origin, again.token));
  });

  it("the organization's TOTP requirement, a confirmed enrolment, an admin's reset and the organization's deletion", async () => {
    const db = server.built.services.db;
    const org = await caller(server, await server.createOrg());
    const p = await person(org, "analyst");
    const s = await signIn(p.email);
    expect((await currencies(server.origin, s.token)).status).toBe(200);
    await warm(server.origin, s.token, db);

    expect((await org.call("PATCH", "/organization-settings", { body: { require_totp: true } })).status).toBe(200);
    const refused = await currencies(server.origin, s.token);
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe("second_factor_enrolment_required");

    const started = await server.request<{ secret: string }>("POST", "/auth/totp/enrolment", { token: s.token });
    expect(started.status).toBe(201);
    const confirmed = await server.request("POST", "/auth/totp/enrolment/confirmation", {
      token: s.token,
      body: { code: totpCode(base32Decode(started.body.secret), Date.now()) },
    });
    expect(confirmed.status).toBe(200);
    expect((await currencies(server.origin, s.token)).status).toBe(200);

    expect((await org.call("DELETE", `/users/${p.id}/totp`)).status).toBe(204);
    expectInvalidToken(await currencies(server.origin, s.token));

    // Without TOTP the person signs in again, to the enrolment only; then the organization goes.
    const next = await signIn(p.email);
    expect((await me(server.origin, next.token)).status).toBe(200);
    expect((await org.call("PATCH", "/organization-settings", { body: { require_totp: false } })).status).toBe(200);
    expect((await currencies(server.origin, next.token)).status).toBe(200);
    expect((await server.adminRequest("DELETE", `/admin/organizations/${org.org.id}`)).status).toBe(202);
    const gone = await me(server.origin, next.token);
    expect(gone.status).toBe(409);
    expect(codeOf(gone)).toBe("organization_being_deleted");
  });
});

describe.skipIf(!onPostgres)("several instances on one PostgreSQL", SLOW, () => {
  /** Well below the 60 s the instances would otherwise keep the state: only the NOTIFY explains it. */
  const NOTIFY_LIMIT_MS = 10_000;

  it("a session signed out through A is refused by B at the notification", async () => {
    const b = second as NonNullable<typeof second>;
    const p = await person(admin, "analyst");
    const s = await signIn(p.email);
    await warm(b.origin, s.token, b.app.services.db);
    await warm(server.origin, s.token, server.built.services.db);

    expect((await server.request("POST", "/auth/sign-out", { headers: cookieHeaders(s.cookie) })).status).toBe(204);
    expectInvalidToken(await me(server.origin, s.token));
    expect(await becomes(async () => (await me(b.origin, s.token)).status === 401, NOTIFY_LIMIT_MS)).toBe(true);
    expectInvalidToken(await me(b.origin, s.token));
  });

  it("a person disabled through A is refused by B, and a new role reaches B, at the notification", async () => {
    const b = second as NonNullable<typeof second>;
    const disabled = await person(admin, "analyst");
    const changed = await person(admin, "analyst");
    const s1 = await signIn(disabled.email);
    const s2 = await signIn(changed.email);
    await warm(b.origin, s1.token, b.app.services.db);
    await warm(b.origin, s2.token, b.app.services.db);
    expect((await me(b.origin, s2.token)).body.role).toBe("analyst");

    expect((await admin.call("PATCH", `/users/${disabled.id}`, { body: { disabled: true } })).status).toBe(200);
    expect(await becomes(async () => (await me(b.origin, s1.token)).status === 401, NOTIFY_LIMIT_MS)).toBe(true);
    expectInvalidToken(await me(b.origin, s1.token));

    expect((await admin.call("PATCH", `/users/${changed.id}`, { body: { role: "viewer" } })).status).toBe(200);
    expect((await me(server.origin, s2.token)).body.role).toBe("viewer");
    expect(await becomes(async () => (await me(b.origin, s2.token)).body.role === "viewer", NOTIFY_LIMIT_MS)).toBe(
      true,
    );
  });

  it("a listener that lost its connection reconnects and forgets what it may have missed", async () => {
    const b = second as NonNullable<typeof second>;
    const listener = b.app.personStateListener as NonNullable<BuiltApp["personStateListener"]>;
    const p = await person(admin, "analyst");
    const s = await signIn(p.email);
    await warm(b.origin, s.token, b.app.services.db);

    // The database ends the LISTEN connections (A's and B's): as a restart or a network cut would.
    const ended = await sql<{ pid: number }>`select pg_terminate_backend(pid) as pid from pg_stat_activity
      where datname = current_database() and query = ${`LISTEN ${PERSON_STATE_CHANNEL}`}`.execute(
      server.built.services.db,
    );
    expect(ended.rows.length).toBeGreaterThan(0);
    expect(await becomes(async () => !listener.listening, NOTIFY_LIMIT_MS)).toBe(true);
    // Signed out while B hears nothing (it reconnects 5 s later): B's cached state outlives the NOTIFY.
    expect((await server.request("POST", "/auth/sign-out", { headers: cookieHeaders(s.cookie) })).status).toBe(204);
    expect(listener.listening).toBe(false);
    expect(await becomes(async () => listener.listening, 30_000)).toBe(true);
    // Reconnected: the state is read afresh (well inside the 60 s it would otherwise be kept).
    expectInvalidToken(await me(b.origin, s.token));
  });

  it("an instance that lost the notification refuses once its cached state is PERSON_STATE_CACHE_MS old", async () => {
    const c = third as NonNullable<typeof third>;
    expect(c.app.personStateListener?.listening).toBe(false);
    expect(c.app.services.config.people.stateCacheMs).toBe(1000);
    const p = await person(admin, "analyst");
    const s = await signIn(p.email);
    await warm(c.origin, s.token, c.app.services.db);

    expect((await server.request("POST", "/auth/sign-out-everywhere", { token: s.token })).status).toBe(200);
    expectInvalidToken(await me(server.origin, s.token));
    await sleep(1000 + 100);
    expectInvalidToken(await me(c.origin, s.token));
  });
});
