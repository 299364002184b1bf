import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apply, type Caller, caller, codeOf, invite } from "../../../test/support/applications";
import { type ApiResponse, startTestServer, type TestServer, testConfig } from "../../../test/support/harness";
import { CSRF_HEADER, REFRESH_COOKIE } from "../../contract/people";

/**
 * Issue 26 over real HTTP: invitation → acceptance → sign-in → refresh rotation → reuse ends the
 * family → sign out everywhere; enumeration; back-off; CSRF; disabled people; roles; fixation.
 */
let server: TestServer;
let admin: Caller;

interface SessionAnswer {
  access_token: string;
  session_id: string;
  expires_in: number;
  user: { id: string; role: string; status: string };
}

const PASSWORD = "correct horse battery staple";
/**
 * Every sign-in and acceptance costs a real scrypt hash (N=2^15, r=8, p=3): on a loaded machine a
 * test of several of them needs more than the default 30 s. No assertion depends on time.
 */
const SLOW = { timeout: 180_000 };

beforeAll(async () => {
  server = await startTestServer({
    // Each test signs in from addresses of its own (X-Forwarded-For).
    trustProxy: true,
    people: {
      ...testConfig().people,
      backoffAfterAccountFailures: 3,
      backoffAfterAddressFailures: 6,
      backoffBaseSeconds: 60,
      backoffMaxSeconds: 900,
    },
  });
  admin = await caller(server, await server.createOrg());
}, 180_000);
afterAll(async () => server?.close());

let addressCounter = 0;
/** Each test signs in from its own address, so address back-off of one test never reaches another. */
function freshAddress(): string {
  addressCounter += 1;
  return `192.0.2.${addressCounter}`;
}

function cookieHeaders(address: string, cookie?: string, origin = server.origin): Record<string, string> {
  return {
    [CSRF_HEADER]: "1",
    origin,
    "x-forwarded-for": address,
    ...(cookie ? { cookie: `${REFRESH_COOKIE}=${cookie}` } : {}),
  };
}

/** The refresh token the answer set, from its Set-Cookie header. */
function refreshCookie(r: ApiResponse): string | undefined {
  const set = r.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  const value = set?.slice(REFRESH_COOKIE.length + 1).split(";")[0];
  return value ? value : undefined;
}

async function inviteAndAccept(role: string, password = PASSWORD): Promise<{ email: string; id: string }> {
  const email = `person-${Math.random().toString(36).slice(2)}@example.test`;
  const invited = await admin.call<{ user: { id: string; status: string }; invitation_url: string }>("POST", "/users", {
    body: { email, name: `A ${role}`, role },
  });
  expect(invited.status).toBe(201);
  expect(invited.body.user.status).toBe("invited");
  const token = new URL(invited.body.invitation_url).hash.replace("#token=", "");
  const accepted = await server.request<{ status: string }>("POST", "/auth/invitation-acceptance", {
    body: { token, password },
  });
  expect(accepted.status).toBe(200);
  expect(accepted.body.status).toBe("active");
  return { email, id: invited.body.user.id };
}

async function signIn(email: string, password: string, address: string, cookie?: string) {
  return server.request<SessionAnswer>("POST", "/auth/sign-in", {
    body: { email, password },
    headers: cookieHeaders(address, cookie),
  });
}

async function refresh(cookie: string | undefined, address: string) {
  return server.request<SessionAnswer>("POST", "/auth/refresh", { headers: cookieHeaders(address, cookie) });
}

/** A call as the person, in the Self scenario of their organization. */
function asPerson(token: string, method: string, path: string, body?: unknown) {
  return server.request(method, path, { token, as: { requester: admin.org.id, target: admin.org.id }, body });
}

describe("invitation, sign-in and the session", SLOW, () => {
  it("runs invitation → acceptance → sign-in → rotation → reuse ends the family → sign out everywhere", async () => {
    const { email } = await inviteAndAccept("analyst");
    const address = freshAddress();

    const first = await signIn(email, PASSWORD, address);
    expect(first.status).toBe(200);
    const setCookie = first.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\//);
    const c1 = refreshCookie(first);
    expect(c1).toBeDefined();
    const me = await server.request<{ kind: string; role: string }>("GET", "/auth/me", {
      token: first.body.access_token,
    });
    expect(me.body).toMatchObject({ kind: "person", role: "analyst" });

    // Rotation: every refresh answers a new cookie and a new access token of the same session.
    const second = await refresh(c1, address);
    expect(second.status).toBe(200);
    const c2 = refreshCookie(second);
    expect(c2).toBeDefined();
    expect(c2).not.toBe(c1);
    expect(second.body.session_id).toBe(first.body.session_id);
    const third = await refresh(c2, address);
    expect(third.status).toBe(200);
    const c3 = refreshCookie(third);

    // Reuse of an exchanged token ends the whole family: the newest cookie and its access token die too.
    const reused = await refresh(c1, address);
    expect(reused.status).toBe(401);
    expect(codeOf(reused)).toBe("session_ended");
    expect(codeOf(await refresh(c3, address))).toBe("session_ended");
    const dead = await server.request("GET", "/auth/me", { token: third.body.access_token });
    expect(dead.status).toBe(401);
    expect(codeOf(dead)).toBe("invalid_token");

    // Sign out everywhere ends every other session of the person.
    const a = await signIn(email, PASSWORD, address);
    const b = await signIn(email, PASSWORD, address);
    const out = await server.request<{ ended_sessions: number }>("POST", "/auth/sign-out-everywhere", {
      token: a.body.access_token,
    });
    expect(out.status).toBe(200);
    expect(out.body.ended_sessions).toBe(2);
    expect((await server.request("GET", "/auth/me", { token: b.body.access_token })).status).toBe(401);
    expect(codeOf(await refresh(refreshCookie(b), address))).toBe("session_ended");

    const audit = await admin.call<{ items: Array<{ action: string; actor: { label: string }; address: string }> }>(
      "GET",
      "/audit-events",
    );
    const actions = audit.body.items.map((i) => i.action);
    expect(actions).toEqual(
      expect.arrayContaining(["user_invited", "invitation_accepted", "sign_in", "session_reuse_detected"]),
    );
    expect(audit.body.items.find((i) => i.action === "sign_in")?.actor.label).toBe(email);
  });

  it("gives a new session on every sign-in and never adopts a session cookie sent with it (fixation)", async () => {
    const { email } = await inviteAndAccept("viewer");
    const address = freshAddress();
    const first = await signIn(email, PASSWORD, address);
    const planted = refreshCookie(first);
    const second = await signIn(email, PASSWORD, address, planted);
    expect(second.status).toBe(200);
    expect(second.body.session_id).not.toBe(first.body.session_id);
    expect(refreshCookie(second)).not.toBe(planted);
    // The session of the cookie the browser carried into the sign-in ended.
    expect(codeOf(await refresh(planted, address))).toBe("session_ended");
    expect((await refresh(refreshCookie(second), address)).status).toBe(200);
  });

  it("refuses an expired or unknown invitation link and a weak password with a clear message", async () => {
    const email = `weak-${Math.random().toString(36).slice(2)}@example.test`;
    const invited = await admin.call<{ invitation_url: string }>("POST", "/users", {
      body: { email, name: "Weak", role: "viewer" },
    });
    const token = new URL(invited.body.invitation_url).hash.replace("#token=", "");
    const short = await server.request("POST", "/auth/invitation-acceptance", { body: { token, password: "short" } });
    expect(short.status).toBe(422);
    expect(codeOf(short)).toBe("password_not_allowed");
    expect(JSON.stringify(short.body)).toMatch(/at least 12 characters/);
    const common = await server.request("POST", "/auth/invitation-acceptance", {
      body: { token, password: "Password2024!" },
    });
    expect(codeOf(common)).toBe("password_not_allowed");
    expect(JSON.stringify(common.body)).toMatch(/common and breached/);
    const unknown = await server.request("POST", "/auth/invitation-acceptance", {
      body: { token: "not-a-token", password: PASSWORD },
    });
    expect(unknown.status).toBe(404);
    expect(codeOf(unknown)).toBe("user_invitation_not_found");
    const taken = await admin.call("POST", "/users", { body: { email, name: "Again", role: "viewer" } });
    expect(codeOf(taken)).toBe("user_email_taken");
  });

  it("refuses an invitation link after it expired", async () => {
    const invited = await admin.call<{ user: { id: string }; invitation_url: string }>("POST", "/users", {
      body: { email: `late-${Math.random().toString(36).slice(2)}@example.test`, name: "Late", role: "viewer" },
    });
    const token = new URL(invited.body.invitation_url).hash.replace("#token=", "");
    // Three days pass (USER_INVITATION_TTL_SECONDS): the link's expiry moves into the past.
    await server.built.services.db
      .updateTable("user_invitations")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("user_id", "=", invited.body.user.id)
      .execute();
    const r = await server.request("POST", "/auth/invitation-acceptance", { body: { token, password: PASSWORD } });
    expect(r.status).toBe(410);
    expect(codeOf(r)).toBe("user_invitation_expired");
  });
});

describe("sign-in tells nothing and slows down", SLOW, () => {
  it("answers an unknown e-mail exactly as a wrong password", async () => {
    const { email } = await inviteAndAccept("viewer");
    const wrong = await signIn(email, "not the password at all", freshAddress());
    const unknown = await signIn(`nobody-${Date.now()}@example.test`, "not the password at all", freshAddress());
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(codeOf(unknown)).toBe("sign_in_failed");
    expect(refreshCookie(wrong)).toBeUndefined();
  });

  it("backs an account off after repeated failures, from any address, even with the right password then", async () => {
    const { email } = await inviteAndAccept("viewer");
    for (let i = 0; i < 3; i += 1)
      expect((await signIn(email, "wrong password here", freshAddress())).status).toBe(401);
    const refused = await signIn(email, PASSWORD, freshAddress());
    expect(refused.status).toBe(429);
    expect(codeOf(refused)).toBe("sign_in_rate_limit");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // An unknown e-mail is backed off the same way and answered the same.
    const ghost = `ghost-${Date.now()}@example.test`;
    for (let i = 0; i < 3; i += 1) await signIn(ghost, "wrong password here", freshAddress());
    const ghostRefused = await signIn(ghost, "wrong password here", freshAddress());
    expect(ghostRefused.status).toBe(429);
    expect(ghostRefused.body).toEqual(refused.body);
  });

  it("backs an address off after failures on several accounts", async () => {
    const { email } = await inviteAndAccept("viewer");
    const address = freshAddress();
    for (let i = 0; i < 6; i += 1) {
      expect((await signIn(`spray-${i}-${Date.now()}@example.test`, "wrong password here", address)).status).toBe(401);
    }
    expect((await signIn(email, PASSWORD, address)).status).toBe(429);
    expect((await signIn(email, PASSWORD, freshAddress())).status).toBe(200);
  });
});

describe("CSRF on the cookie endpoints", SLOW, () => {
  it("refuses without the custom header, without an Origin and from a foreign Origin", async () => {
    const { email } = await inviteAndAccept("viewer");
    const address = freshAddress();
    const ok = await signIn(email, PASSWORD, address);
    const cookie = refreshCookie(ok);
    const { [CSRF_HEADER]: _h, ...withoutHeader } = cookieHeaders(address, cookie);
    const noHeader = await server.request("POST", "/auth/refresh", { headers: withoutHeader });
    expect(noHeader.status).toBe(403);
    expect(codeOf(noHeader)).toBe("csrf_check_failed");
    const { origin: _o, ...withoutOrigin } = cookieHeaders(address, cookie);
    expect(codeOf(await server.request("POST", "/auth/refresh", { headers: withoutOrigin }))).toBe("csrf_check_failed");
    const foreign = await server.request("POST", "/auth/refresh", {
      headers: cookieHeaders(address, cookie, "https://evil.example"),
    });
    expect(foreign.status).toBe(403);
    expect(codeOf(foreign)).toBe("csrf_check_failed");
    const foreignSignIn = await server.request("POST", "/auth/sign-in", {
      body: { email, password: PASSWORD },
      headers: cookieHeaders(address, undefined, "https://evil.example"),
    });
    expect(codeOf(foreignSignIn)).toBe("csrf_check_failed");
    // The refused requests did not use the cookie up.
    expect((await refresh(cookie, address)).status).toBe(200);
  });
});

describe("roles and disabled people", SLOW, () => {
  it("refuses a disabled person's access token at once and takes it back when re-enabled", async () => {
    const { email, id } = await inviteAndAccept("analyst");
    const address = freshAddress();
    const session = await signIn(email, PASSWORD, address);
    expect((await asPerson(session.body.access_token, "GET", "/partners")).status).toBe(200);
    const disabled = await admin.call<{ status: string }>("PATCH", `/users/${id}`, { body: { disabled: true } });
    expect(disabled.body.status).toBe("disabled");
    const after = await asPerson(session.body.access_token, "GET", "/partners");
    expect(after.status).toBe(401);
    expect(codeOf(after)).toBe("invalid_token");
    expect(codeOf(await refresh(refreshCookie(session), address))).toBe("session_ended");
    expect(codeOf(await signIn(email, PASSWORD, address))).toBe("sign_in_failed");
    await admin.call("PATCH", `/users/${id}`, { body: { disabled: false } });
    expect((await signIn(email, PASSWORD, address)).status).toBe(200);
    // Removal ends it again, for good.
    const again = await signIn(email, PASSWORD, address);
    expect((await admin.call("DELETE", `/users/${id}`)).status).toBe(204);
    expect((await asPerson(again.body.access_token, "GET", "/partners")).status).toBe(401);
    const listed = await admin.call<{ items: Array<{ id: string }> }>("GET", "/users");
    expect(listed.body.items.map((u) => u.id)).not.toContain(id);
  });

  it("refuses a viewer's approval with the contract's error and lets an approver approve", async () => {
    const shipper = await caller(server, await server.createOrg());
    await invite(admin, shipper);
    const applicationId = await apply(shipper, admin, "credit-terms");
    expect((await admin.call("POST", `/credit-applications/${applicationId}/statuses/internal-review`)).status).toBe(
      200,
    );

    const viewer = await inviteAndAccept("viewer");
    const viewerSession = await signIn(viewer.email, PASSWORD, freshAddress());
    const refused = await asPerson(
      viewerSession.body.access_token,
      "POST",
      `/credit-applications/${applicationId}/statuses/approve`,
      {},
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      detail: [{ loc: [], msg: expect.any(String), type: "request", code: "user_role_access_denied" }],
    });
    // A viewer reads; an analyst works but does not decide.
    expect(
      (await asPerson(viewerSession.body.access_token, "GET", `/credit-applications/${applicationId}`)).status,
    ).toBe(200);
    const analyst = await inviteAndAccept("analyst");
    const analystSession = await signIn(analyst.email, PASSWORD, freshAddress());
    expect(
      codeOf(
        await asPerson(
          analystSession.body.access_token,
          "POST",
          `/credit-applications/${applicationId}/statuses/approve`,
          {},
        ),
      ),
    ).toBe("user_role_access_denied");
    expect(codeOf(await asPerson(analystSession.body.access_token, "GET", "/users"))).toBe("user_role_access_denied");

    const approver = await inviteAndAccept("approver");
    const approverSession = await signIn(approver.email, PASSWORD, freshAddress());
    const approved = await asPerson(
      approverSession.body.access_token,
      "POST",
      `/credit-applications/${applicationId}/statuses/approve`,
      {},
    );
    expect(approved.status).toBe(200);
  });

  it("records role changes with the person who made them and keeps one admin", async () => {
    const first = await inviteAndAccept("admin");
    const session = await signIn(first.email, PASSWORD, freshAddress());
    const target = await inviteAndAccept("viewer");
    const changed = await asPerson(session.body.access_token, "PATCH", `/users/${target.id}`, { role: "approver" });
    expect(changed.status).toBe(200);
    const audit = await admin.call<{
      items: Array<{
        action: string;
        actor: { kind: string; label: string };
        subject_user_id: string;
        address: string;
      }>;
    }>("GET", "/audit-events");
    const entry = audit.body.items.find((i) => i.action === "role_changed" && i.subject_user_id === target.id);
    expect(entry?.actor).toMatchObject({ kind: "person", label: first.email });
    expect(entry?.address).toBeTruthy();
    // The only active admin cannot demote, disable or remove themselves.
    const self = await asPerson(session.body.access_token, "PATCH", `/users/${first.id}`, { role: "viewer" });
    expect(codeOf(self)).toBe("user_last_admin");
  });

  it("keeps the client-credentials token's full rights", async () => {
    const me = await server.request<{ kind: string; role: string }>("GET", "/auth/me", { token: admin.token });
    expect(me.body).toMatchObject({ kind: "api_client", role: "admin" });
    expect((await admin.call("GET", "/users")).status).toBe(200);
  });
});
