import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Caller, caller, codeOf } from "../../../test/support/applications";
import { type ApiResponse, startTestServer, type TestServer, testConfig } from "../../../test/support/harness";
import { invitePerson } from "../../../test/support/people";
import { CSRF_HEADER, REFRESH_COOKIE } from "../../contract/people";
import { tokenHash } from "./sessions";
import { base32Decode, totpClock, totpCode } from "./totp";

/**
 * Two-step sign-in over real HTTP (issue 26, docs/people.md "Two-step sign-in (TOTP)"): enrolment,
 * sign-in with a code, replay, back-off, recovery codes, the organization's requirement, an
 * admin's reset, hostile input. The server runs in this process, so the test moves the clock TOTP
 * reads (`totpClock`) by whole steps instead of waiting for them.
 */
let server: TestServer;
let admin: Caller;

const PASSWORD = "correct horse battery staple";
/** Every sign-in costs a real scrypt hash; no assertion depends on time. */
const SLOW = { timeout: 180_000 };

let now = Date.UTC(2026, 10, 26, 12, 0, 0);
/** The next 30-second step: a code of it is new to the server. */
function nextStep(): void {
  now += 30_000;
}
function codeFor(secret: string): string {
  return totpCode(base32Decode(secret), now);
}

beforeAll(async () => {
  totpClock.now = () => now;
  server = await startTestServer({
    trustProxy: true,
    people: {
      ...testConfig().people,
      backoffAfterAccountFailures: 3,
      backoffAfterAddressFailures: 50,
      backoffBaseSeconds: 60,
      backoffMaxSeconds: 900,
      totpEncryptionKey: randomBytes(32).toString("base64"),
    },
  });
  admin = await caller(server, await server.createOrg());
}, 180_000);
afterAll(async () => {
  totpClock.now = () => Date.now();
  await server?.close();
});
afterEach(() => nextStep());

let addressCounter = 0;
function freshAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

function cookieHeaders(address: string): Record<string, string> {
  return { [CSRF_HEADER]: "1", origin: server.origin, "x-forwarded-for": address };
}

function setsRefreshCookie(r: ApiResponse): boolean {
  return r.headers.getSetCookie().some((c) => c.startsWith(`${REFRESH_COOKIE}=`) && !c.includes("Max-Age=0"));
}

interface SignInAnswer {
  access_token?: string;
  session_id?: string;
  second_factor_required?: boolean;
  challenge?: string;
  expires_in: number;
}

function inviteAndAccept(by: Caller, role: string): Promise<{ email: string; id: string }> {
  return invitePerson(server, by, role, PASSWORD, "totp");
}

function signIn(email: string, address: string, password = PASSWORD) {
  return server.request<SignInAnswer>("POST", "/auth/sign-in", {
    body: { email, password },
    headers: cookieHeaders(address),
  });
}

function secondFactor(challenge: string, code: string, address: string, headers = cookieHeaders(address)) {
  return server.request<SignInAnswer>("POST", "/auth/sign-in/second-factor", { body: { challenge, code }, headers });
}

async function challengeOf(email: string, address: string): Promise<string> {
  const r = await signIn(email, address);
  expect(r.status).toBe(200);
  expect(r.body.second_factor_required).toBe(true);
  expect(r.body.access_token).toBeUndefined();
  expect(setsRefreshCookie(r)).toBe(false);
  return r.body.challenge as string;
}

async function tokenOf(email: string, address: string): Promise<string> {
  const r = await signIn(email, address);
  expect(r.status).toBe(200);
  expect(r.body.access_token).toBeTypeOf("string");
  return r.body.access_token as string;
}

function asPerson(by: Caller, token: string, method: string, path: string, body?: unknown) {
  return server.request<Record<string, unknown>>(method, path, {
    token,
    as: { requester: by.org.id, target: by.org.id },
    body,
  });
}

/** Enrols the person of `token`: returns the secret and the recovery codes. */
async function enrol(by: Caller, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await asPerson(by, token, "POST", "/auth/totp/enrolment");
  expect(started.status).toBe(201);
  const secret = started.body.secret as string;
  const confirmed = await asPerson(by, token, "POST", "/auth/totp/enrolment/confirmation", { code: codeFor(secret) });
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recovery_codes as string[] };
}

async function auditActions(by: Caller): Promise<string[]> {
  const r = await by.call<{ items: Array<{ action: string }> }>("GET", "/audit-events");
  return r.body.items.map((i) => i.action);
}

describe("enrolment and sign-in with a code", SLOW, () => {
  it("enrols a viewer, signs in with a code once, refuses the replay, and turns off with a recovery code", async () => {
    const person = await inviteAndAccept(admin, "viewer");
    const address = freshAddress();
    const token = await tokenOf(person.email, address);

    const before = await asPerson(admin, token, "GET", "/auth/totp");
    expect(before.body).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      required_by_organization: false,
    });
    expect(codeOf(await asPerson(admin, token, "POST", "/auth/totp/enrolment/confirmation", { code: "123456" }))).toBe(
      "totp_enrolment_not_started",
    );

    const started = await asPerson(admin, token, "POST", "/auth/totp/enrolment");
    expect(started.status).toBe(201);
    const secret = started.body.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(started.body.otpauth_uri as string);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(started.body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from((started.body.qr_code as string).split(",")[1] as string, "base64").toString();
    expect(svg).toContain("<svg");

    const wrong = String((Number(codeFor(secret)) + 1) % 1_000_000).padStart(6, "0");
    const refused = await asPerson(admin, token, "POST", "/auth/totp/enrolment/confirmation", { code: wrong });
    expect(refused.status).toBe(422);
    expect(codeOf(refused)).toBe("totp_code_invalid");

    const confirmCode = codeFor(secret);
    const confirmed = await asPerson(admin, token, "POST", "/auth/totp/enrolment/confirmation", { code: confirmCode });
    expect(confirmed.status).toBe(200);
    const recoveryCodes = confirmed.body.recovery_codes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const status = await asPerson(admin, token, "GET", "/auth/totp");
    expect(status.body).toMatchObject({ enabled: true, recovery_codes_left: 10, required_by_organization: false });
    expect(JSON.stringify(status.body)).not.toContain(secret);
    expect(codeOf(await asPerson(admin, token, "POST", "/auth/totp/enrolment"))).toBe("totp_already_enabled");

    // Password right: no session, a challenge. The code used for the confirmation is spent.
    const challenge = await challengeOf(person.email, address);
    const replay = await secondFactor(challenge, confirmCode, address);
    expect(replay.status).toBe(401);
    expect(codeOf(replay)).toBe("second_factor_failed");

    nextStep();
    const code = codeFor(secret);
    const signedIn = await secondFactor(challenge, code, address);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.access_token).toBeTypeOf("string");
    expect(signedIn.body.session_id).toBeTypeOf("string");
    expect(setsRefreshCookie(signedIn)).toBe(true);
    const me = await server.request<{ kind: string; second_factor_enrolment_required: boolean }>("GET", "/auth/me", {
      token: signedIn.body.access_token,
    });
    expect(me.body).toMatchObject({ kind: "person", second_factor_enrolment_required: false });

    // The challenge is used up; the code too, even with a new challenge.
    expect(codeOf(await secondFactor(challenge, code, address))).toBe("sign_in_challenge_invalid");
    expect(codeOf(await secondFactor(await challengeOf(person.email, address), code, address))).toBe(
      "second_factor_failed",
    );

    // A recovery code signs in once (any case, without dashes).
    const recovery = recoveryCodes[0] as string;
    const withRecovery = await secondFactor(
      await challengeOf(person.email, address),
      recovery.replaceAll("-", "").toUpperCase(),
      address,
    );
    expect(withRecovery.status).toBe(200);
    expect(codeOf(await secondFactor(await challengeOf(person.email, address), recovery, address))).toBe(
      "second_factor_failed",
    );
    expect((await asPerson(admin, token, "GET", "/auth/totp")).body.recovery_codes_left).toBe(9);

    // New recovery codes need a current code; the old ones stop working.
    nextStep();
    const regenerated = await asPerson(admin, token, "POST", "/auth/totp/recovery-codes", { code: codeFor(secret) });
    expect(regenerated.status).toBe(201);
    expect(regenerated.body.recovery_codes as string[]).toHaveLength(10);
    const disableOld = await asPerson(admin, token, "POST", "/auth/totp/deactivation", { code: recoveryCodes[1] });
    expect(codeOf(disableOld)).toBe("totp_code_invalid");

    // Turning it off takes a recovery code (or a code); then the password alone signs in again.
    const fresh = (regenerated.body.recovery_codes as string[])[0];
    expect((await asPerson(admin, token, "POST", "/auth/totp/deactivation", { code: fresh })).status).toBe(204);
    expect((await asPerson(admin, token, "GET", "/auth/totp")).body.enabled).toBe(false);
    await tokenOf(person.email, address);

    const actions = await auditActions(admin);
    for (const a of ["totp_enabled", "recovery_code_used", "recovery_codes_regenerated", "totp_disabled"]) {
      expect(actions).toContain(a);
    }
  });

  it("checks CSRF on the second step, and refuses an unknown challenge", async () => {
    const person = await inviteAndAccept(admin, "analyst");
    const address = freshAddress();
    const { secret } = await enrol(admin, await tokenOf(person.email, address));
    nextStep();
    const challenge = await challengeOf(person.email, address);
    const noHeader = await secondFactor(challenge, codeFor(secret), address, { origin: server.origin });
    expect(noHeader.status).toBe(403);
    expect(codeOf(noHeader)).toBe("csrf_check_failed");
    const foreign = await secondFactor(challenge, codeFor(secret), address, {
      ...cookieHeaders(address),
      origin: "https://elsewhere.example",
    });
    expect(codeOf(foreign)).toBe("csrf_check_failed");
    const unknown = await secondFactor("no-such-challenge", codeFor(secret), address);
    expect(unknown.status).toBe(401);
    expect(codeOf(unknown)).toBe("sign_in_challenge_invalid");
    expect((await secondFactor(challenge, codeFor(secret), address)).status).toBe(200);
  });

  it("counts wrong codes in the sign-in back-off of the person's e-mail", async () => {
    const person = await inviteAndAccept(admin, "analyst");
    const { secret } = await enrol(admin, await tokenOf(person.email, freshAddress()));
    nextStep();
    const challenge = await challengeOf(person.email, freshAddress());
    for (let i = 0; i < 3; i += 1) {
      expect(codeOf(await secondFactor(challenge, "000000", freshAddress()))).toBe("second_factor_failed");
    }
    const limited = await secondFactor(challenge, codeFor(secret), freshAddress());
    expect(limited.status).toBe(429);
    expect(codeOf(limited)).toBe("sign_in_rate_limit");
    expect(limited.headers.get("retry-after")).toBeTruthy();
    // The password step of the same e-mail is backed off too.
    expect((await signIn(person.email, freshAddress())).status).toBe(429);
    expect(await auditActions(admin)).toContain("sign_in_failed");
  });

  it("answers hostile codes and challenges with 422, never 500", async () => {
    const address = freshAddress();
    const hostile = [
      "12\u00003456",
      "\ud800\ud800\ud800\ud800\ud800\ud800",
      "12\u00073456",
      "1".repeat(10_000),
      "",
      "abc",
    ];
    for (const code of hostile) {
      const r = await secondFactor("challenge", code, address);
      expect(r.status, JSON.stringify(code.slice(0, 10))).toBe(422);
      expect(codeOf(r)).toBe("validation_error");
    }
    for (const challenge of ["a\u0000b", "\udc00", "x".repeat(10_000)]) {
      expect((await secondFactor(challenge, "123456", address)).status).toBe(422);
    }
    const person = await inviteAndAccept(admin, "viewer");
    const token = await tokenOf(person.email, address);
    for (const code of hostile) {
      const r = await asPerson(admin, token, "POST", "/auth/totp/enrolment/confirmation", { code });
      expect(r.status).toBe(422);
      const d = await asPerson(admin, token, "POST", "/auth/totp/deactivation", { code });
      expect(d.status).toBe(422);
    }
  });

  it("issues recovery codes of 24 characters (120 bits) and still takes a 16-character one issued before", async () => {
    const person = await inviteAndAccept(admin, "analyst");
    const address = freshAddress();
    const token = await tokenOf(person.email, address);
    const { recoveryCodes } = await enrol(admin, token);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){5}$/);
    // A code of the earlier format, stored as those were (SHA-256 of the 16 characters), as a
    // database from before the change holds it.
    const legacy = "abcd-efgh-ijkm-npqr";
    await server.built.services.db
      .insertInto("user_recovery_codes")
      .values({ user_id: person.id, code_hash: tokenHash("abcdefghijkmnpqr"), used_at: null })
      .execute();
    const signedIn = await secondFactor(await challengeOf(person.email, address), legacy.toUpperCase(), address);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.access_token).toBeTypeOf("string");
    // Once, like any recovery code; a new-format code works too.
    expect(codeOf(await secondFactor(await challengeOf(person.email, address), legacy, address))).toBe(
      "second_factor_failed",
    );
    const withNew = await secondFactor(await challengeOf(person.email, address), recoveryCodes[0] as string, address);
    expect(withNew.status).toBe(200);
  });

  it("is for people: an API client gets 403 access_denied", async () => {
    const r = await server.request("GET", "/auth/totp", { token: admin.token });
    expect(r.status).toBe(403);
    expect(codeOf(r)).toBe("access_denied");
  });
});

describe("the organization's requirement and the admin's reset", SLOW, () => {
  it("gives a person without TOTP a session that can only enrol; an admin's reset ends their sessions", async () => {
    const org = await caller(server, await server.createOrg());
    const settings = await org.call<{ require_totp: boolean }>("PATCH", "/organization-settings", {
      body: { require_totp: true },
    });
    expect(settings.status).toBe(200);
    expect(settings.body.require_totp).toBe(true);

    const person = await inviteAndAccept(org, "analyst");
    const address = freshAddress();
    const token = await tokenOf(person.email, address);
    const me = await server.request<{ second_factor_enrolment_required: boolean }>("GET", "/auth/me", { token });
    expect(me.body.second_factor_enrolment_required).toBe(true);
    const blocked = await asPerson(org, token, "GET", "/organization-settings");
    expect(blocked.status).toBe(403);
    expect(codeOf(blocked)).toBe("second_factor_enrolment_required");
    expect((await asPerson(org, token, "GET", "/auth/totp")).body.required_by_organization).toBe(true);

    await enrol(org, token);
    // The same session may do everything now.
    expect((await asPerson(org, token, "GET", "/organization-settings")).status).toBe(200);
    const off = await asPerson(org, token, "POST", "/auth/totp/deactivation", { code: "000000" });
    expect(off.status).toBe(409);
    expect(codeOf(off)).toBe("totp_required_by_organization");

    // Lost phone: the admin (here the organization's API client) resets it.
    const reset = await org.call("DELETE", `/users/${person.id}/totp`);
    expect(reset.status).toBe(204);
    expect(codeOf(await org.call("DELETE", `/users/${person.id}/totp`))).toBe("totp_not_enabled");
    expect((await server.request("GET", "/auth/me", { token })).status).toBe(401);
    expect(await auditActions(org)).toEqual(expect.arrayContaining(["totp_reset", "totp_enabled"]));

    // Back to enrolment only: the password alone gives a session that may only enrol again.
    nextStep();
    const again = await tokenOf(person.email, address);
    expect(codeOf(await asPerson(org, again, "GET", "/organization-settings"))).toBe(
      "second_factor_enrolment_required",
    );
  });

  it("lets only an admin reset a person's TOTP", async () => {
    const viewer = await inviteAndAccept(admin, "viewer");
    const token = await tokenOf(viewer.email, freshAddress());
    const r = await asPerson(admin, token, "DELETE", `/users/${viewer.id}/totp`);
    expect(r.status).toBe(403);
    expect(codeOf(r)).toBe("user_role_access_denied");
  });
});
