import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, caller, codeOf } from "../../../test/support/applications";
import { type ApiResponse, startTestServer, type TestServer, testConfig } from "../../../test/support/harness";
import { invitePerson, signedInPerson } from "../../../test/support/people";
import { CSRF_HEADER, REFRESH_COOKIE } from "../../contract/people";

/**
 * A signed-in person changes their password (ASVS 2.1.5/2.1.6, 3.3.3; docs/people.md "Password
 * change") over real HTTP: the current password is required and a wrong one counts in the sign-in
 * back-off; the acceptance's rules apply to the new one; every other session ends, this one stays.
 */
let server: TestServer;
let admin: Caller;

const PASSWORD = "correct horse battery staple";
const NEW_PASSWORD = "quiet harbour lantern seventeen";
/** Every sign-in and change costs real scrypt hashes; no assertion depends on time. */
const SLOW = { timeout: 180_000 };

beforeAll(async () => {
  server = await startTestServer({
    trustProxy: true,
    people: {
      ...testConfig().people,
      backoffAfterAccountFailures: 3,
      backoffAfterAddressFailures: 50,
      backoffBaseSeconds: 60,
      backoffMaxSeconds: 900,
    },
  });
  admin = await caller(server, await server.createOrg());
}, 180_000);
afterAll(async () => server?.close());

let addressCounter = 0;
function freshAddress(): string {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
}

interface Session {
  token: string;
  sessionId: string;
  cookie: string;
}

async function signIn(email: string, address: string, password = PASSWORD): Promise<ApiResponse> {
  return server.request("POST", "/auth/sign-in", {
    body: { email, password },
    headers: { [CSRF_HEADER]: "1", origin: server.origin, "x-forwarded-for": address },
  });
}

async function session(email: string, address: string, password = PASSWORD): Promise<Session> {
  const r = await signIn(email, address, password);
  expect(r.status).toBe(200);
  const body = r.body as { access_token: string; session_id: string };
  const set = r.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`)) ?? "";
  return {
    token: body.access_token,
    sessionId: body.session_id,
    cookie: set.slice(REFRESH_COOKIE.length + 1).split(";")[0] ?? "",
  };
}

function change(token: string, address: string, body: unknown) {
  return server.request<{ ended_sessions: number; detail?: Array<{ loc: unknown[]; msg: string }> }>(
    "POST",
    "/auth/password-change",
    { token, body, headers: { "x-forwarded-for": address } },
  );
}

function refresh(cookie: string) {
  return server.request("POST", "/auth/refresh", {
    headers: { [CSRF_HEADER]: "1", origin: server.origin, cookie: `${REFRESH_COOKIE}=${cookie}` },
  });
}

async function auditOf(subject: string) {
  const r = await admin.call<{
    items: Array<{ action: string; actor: { kind: string; id: string }; details: Record<string, unknown> }>;
  }>("GET", `/audit-events?subject=${subject}`);
  expect(r.status).toBe(200);
  return r.body.items;
}

describe("password change", SLOW, () => {
  it("needs the current password; every other session ends, this one stays; the new password signs in", async () => {
    const person = await invitePerson(server, admin, "viewer", PASSWORD, "change");
    const address = freshAddress();
    const here = await session(person.email, address);
    const elsewhere = await session(person.email, address);
    const third = await session(person.email, address);

    const changed = await change(here.token, address, { current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ended_sessions: 2 });

    // This session goes on: its access token and its refresh cookie.
    const me = await server.request<{ session_id: string }>("GET", "/auth/me", { token: here.token });
    expect(me.status).toBe(200);
    expect(me.body.session_id).toBe(here.sessionId);
    expect((await refresh(here.cookie)).status).toBe(200);
    // The others have ended: access tokens refused at the next request, refresh cookies too.
    for (const other of [elsewhere, third]) {
      expect((await server.request("GET", "/auth/me", { token: other.token })).status).toBe(401);
      const refused = await refresh(other.cookie);
      expect(refused.status).toBe(401);
      expect(codeOf(refused)).toBe("session_ended");
    }

    // The old password no longer signs in; the new one does.
    const old = await signIn(person.email, freshAddress());
    expect(old.status).toBe(401);
    expect(codeOf(old)).toBe("sign_in_failed");
    expect((await signIn(person.email, freshAddress(), NEW_PASSWORD)).status).toBe(200);

    const events = await auditOf(person.id);
    const event = events.find((e) => e.action === "password_changed");
    expect(event?.actor).toMatchObject({ kind: "person", id: person.id });
    expect(event?.details).toEqual({ ended_sessions: 2 });
    // The audit log never holds a password.
    expect(JSON.stringify(events)).not.toContain(NEW_PASSWORD);
  });

  it("answers a wrong current password at its field and counts it in the sign-in back-off of the e-mail", async () => {
    const person = await invitePerson(server, admin, "analyst", PASSWORD, "wrong");
    const address = freshAddress();
    const { token } = await session(person.email, address);
    for (let i = 0; i < 3; i++) {
      const wrong = await change(token, address, {
        current_password: `not it ${i} at all`,
        new_password: NEW_PASSWORD,
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.detail).toEqual([
        {
          loc: ["body", "current_password"],
          msg: "The current password is not correct",
          type: "value_error",
          code: "current_password_incorrect",
        },
      ]);
    }
    // Backed off now (3 failures of the e-mail): even the right password is not checked, here or at sign-in.
    const backedOff = await change(token, freshAddress(), { current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(backedOff.status).toBe(429);
    expect(codeOf(backedOff)).toBe("sign_in_rate_limit");
    expect(Number(backedOff.headers.get("retry-after"))).toBeGreaterThan(0);
    const signIn429 = await signIn(person.email, freshAddress());
    expect(signIn429.status).toBe(429);
    expect(codeOf(signIn429)).toBe("sign_in_rate_limit");

    const actions = (await auditOf(person.id)).map((e) => e.action);
    expect(actions.filter((a) => a === "password_change_failed")).toHaveLength(3);
    expect(actions).not.toContain("password_changed");
  });

  it("refuses a new password that breaks the acceptance's rules, at new_password, and counts nothing", async () => {
    const person = await invitePerson(server, admin, "approver", PASSWORD, "rules");
    const address = freshAddress();
    const { token } = await session(person.email, address);
    const refusals: Array<[string, string]> = [
      ["short pass", "Use at least 12 characters"],
      ["Password2024!", "common and breached"],
      [person.email, "e-mail address"],
      [PASSWORD, "different from the current one"],
    ];
    // More refusals than the back-off threshold (3): none of them counts as a failure.
    for (const [newPassword, says] of [...refusals, ...refusals]) {
      const r = await change(token, address, { current_password: PASSWORD, new_password: newPassword });
      expect(r.status).toBe(422);
      expect(codeOf(r)).toBe("password_not_allowed");
      expect(r.body.detail?.[0]?.loc).toEqual(["body", "new_password"]);
      expect(r.body.detail?.[0]?.msg).toContain(says);
    }
    const changed = await change(token, address, { current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body.ended_sessions).toBe(0);
  });

  it("is for people: an API client gets 403; no token 401; a malformed body 422", async () => {
    const byClient = await admin.call("POST", "/auth/password-change", {
      body: { current_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(byClient.status).toBe(403);
    expect(codeOf(byClient)).toBe("access_denied");
    const noToken = await server.request("POST", "/auth/password-change", {
      body: { current_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(noToken.status).toBe(401);
    const person = await signedInPerson(server, admin.org, { role: "viewer" });
    for (const body of [
      {},
      { current_password: PASSWORD },
      { current_password: "", new_password: NEW_PASSWORD },
      { current_password: PASSWORD, new_password: NEW_PASSWORD, extra: 1 },
    ]) {
      const r = await change(person.token, freshAddress(), body);
      expect(r.status).toBe(422);
      expect(codeOf(r)).toBe("validation_error");
    }
    // A person without a password (made by single sign-on, as signedInPerson makes them) has no current one to give.
    const sso = await change(person.token, freshAddress(), { current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(sso.status).toBe(422);
    expect(codeOf(sso)).toBe("current_password_incorrect");
  });
});
