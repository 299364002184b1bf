import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, caller, codeOf } from "../../../test/support/applications";
import { type ErrorBody, startTestServer, type TestServer, testConfig } from "../../../test/support/harness";
import { type OidcAccount, startOidcProvider, type TestOidcProvider } from "../../../test/support/oidc-provider";
import { CSRF_HEADER, REFRESH_COOKIE } from "../../contract/people";

/**
 * Issue 26: single sign-on against a real OpenID provider (oidc-provider) on 127.0.0.1, over real
 * HTTP, the redirects followed by hand (a cookie jar for the provider and one for the service).
 * The provider's interaction signs in at once as the account the test names next.
 */
const CLIENT_ID = "cas-test-client";
const CLIENT_SECRET = "cas-test-client-secret-0123456789";
const DOMAIN = "sso-a.test";

type Account = OidcAccount;

let server: TestServer;
let admin: Caller;
let issuer: string;
let provider: TestOidcProvider;
let nextAccount: Account;

beforeAll(async () => {
  server = await startTestServer({
    people: { ...testConfig().people, ssoAllowHttpIssuer: true },
  });
  admin = await caller(server, await server.createOrg());
  provider = await startOidcProvider({
    redirectUris: [`${server.origin}/v1/auth/sso/callback`],
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    interaction: { kind: "auto", next: () => nextAccount },
  });
  issuer = provider.issuer;
}, 180_000);
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** name=value cookies of one site, kept across redirects as a browser would (attributes ignored). */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair = "", ...attributes] = c.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

interface Flow {
  /** Where the service finally sent the browser (the console, or /sign-in?sso_error=…). */
  location: string;
  callbackUrl: URL | undefined;
  service: Jar;
  refreshCookie: string | undefined;
}

/**
 * A browser's single sign-on: start at the service, follow the provider's redirects by hand,
 * come back to the callback. `tamperAuthorization` and `tamperCallback` change a URL on the way.
 */
async function ssoFlow(
  account: Account,
  start: Record<string, string>,
  opts: { tamperAuthorization?: (url: URL) => void; tamperCallback?: (url: URL) => void; service?: Jar } = {},
): Promise<Flow> {
  nextAccount = account;
  const service = opts.service ?? new Jar();
  const provider = new Jar();
  const started = await fetch(`${server.origin}/v1/auth/sso/start?${new URLSearchParams(start)}`, {
    redirect: "manual",
  });
  expect(started.status).toBe(302);
  service.take(started);
  let url = new URL(started.headers.get("location") ?? "", server.origin);
  if (url.origin === server.origin) {
    return { location: `${url.pathname}${url.search}`, callbackUrl: undefined, service, refreshCookie: undefined };
  }
  opts.tamperAuthorization?.(url);
  for (let hop = 0; url.origin !== server.origin; hop += 1) {
    if (hop > 10) throw new Error(`too many redirects at the provider (${url})`);
    const res = await fetch(url, { redirect: "manual", headers: { cookie: provider.header() } });
    provider.take(res);
    const next = res.headers.get("location");
    if (!next) throw new Error(`the provider answered ${res.status} at ${url}: ${await res.text()}`);
    url = new URL(next, url);
  }
  opts.tamperCallback?.(url);
  return callback(url, service);
}

async function callback(url: URL, service: Jar): Promise<Flow> {
  const res = await fetch(url, { redirect: "manual", headers: { cookie: service.header() } });
  expect(res.status).toBe(302);
  service.take(res);
  return {
    location: res.headers.get("location") ?? "",
    callbackUrl: url,
    service,
    refreshCookie: service.get(REFRESH_COOKIE),
  };
}

function refresh(cookie: string) {
  return server.request<{ access_token: string; user: { id: string; role: string; email: string } }>(
    "POST",
    "/auth/refresh",
    { headers: { [CSRF_HEADER]: "1", origin: server.origin, cookie: `${REFRESH_COOKIE}=${cookie}` } },
  );
}

function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8"));
}

let accountCounter = 0;
function account(local: string, domain = DOMAIN, verified = true): Account {
  accountCounter += 1;
  return {
    sub: `sub-${accountCounter}`,
    email: `${local}@${domain}`,
    email_verified: verified,
    name: `Person ${local}`,
  };
}

function configBody(jit: boolean, clientSecret = CLIENT_SECRET) {
  return {
    issuer,
    client_id: CLIENT_ID,
    client_secret: clientSecret,
    allowed_email_domains: [DOMAIN.toUpperCase()],
    jit_enabled: jit,
    default_role: "analyst",
  };
}

async function configure(jit = true) {
  return admin.call<Record<string, unknown>>("PUT", "/sso-configuration", { body: configBody(jit) });
}

const SLOW = { timeout: 180_000 };

describe("single sign-on (OpenID Connect) against a real provider", SLOW, () => {
  it("configures SSO as an admin: the secret is never returned, https is required unless allowed", async () => {
    expect(codeOf(await admin.call("GET", "/sso-configuration"))).toBe("sso_configuration_not_found");
    const put = await configure();
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      issuer,
      client_id: CLIENT_ID,
      client_secret_set: true,
      allowed_email_domains: [DOMAIN],
      jit_enabled: true,
      default_role: "analyst",
      redirect_uri: `${server.origin}/v1/auth/sso/callback`,
    });
    const got = await admin.call("GET", "/sso-configuration");
    expect(got.status).toBe(200);
    expect(JSON.stringify(got.body)).not.toContain(CLIENT_SECRET);

    // Another organization cannot claim the domain.
    const other = await caller(server, await server.createOrg());
    const taken = await other.call("PUT", "/sso-configuration", {
      body: {
        issuer,
        client_id: "x",
        client_secret: "y",
        allowed_email_domains: [DOMAIN],
        jit_enabled: false,
        default_role: "viewer",
      },
    });
    expect(taken.status).toBe(409);
    expect(codeOf(taken)).toBe("sso_domain_taken");
    // Hostile input gets the contract's 422, never a 500.
    for (const client_id of ["a\u0000b", "a\ud800b", "x".repeat(256)]) {
      const bad = await other.call("PUT", "/sso-configuration", {
        body: {
          issuer,
          client_id,
          client_secret: "y",
          allowed_email_domains: ["other.test"],
          jit_enabled: false,
          default_role: "viewer",
        },
      });
      expect(bad.status).toBe(422);
    }
    const notDomain = await other.call("PUT", "/sso-configuration", {
      body: {
        issuer,
        client_id: "x",
        client_secret: "y",
        allowed_email_domains: ["@other.test"],
        jit_enabled: false,
        default_role: "viewer",
      },
    });
    expect(notDomain.status).toBe(422);
  });

  it("keeps the stored client secret when a change leaves it out, and needs one when none is stored", async () => {
    const { client_secret: _secret, ...withoutSecret } = configBody(true);
    // No configuration yet: the secret is required.
    const fresh = await caller(server, await server.createOrg());
    const first = await fresh.call("PUT", "/sso-configuration", {
      body: { ...withoutSecret, allowed_email_domains: ["fresh.test"] },
    });
    expect([first.status, codeOf(first)]).toEqual([422, "validation_error"]);
    expect((first.body as ErrorBody).detail[0]?.loc).toEqual(["body", "client_secret"]);
    expect(codeOf(await fresh.call("GET", "/sso-configuration"))).toBe("sso_configuration_not_found");

    // A change without the secret keeps the stored (right) one: the provider takes it at the code exchange.
    const kept = await admin.call("PUT", "/sso-configuration", { body: { ...withoutSecret, default_role: "viewer" } });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ client_secret_set: true, default_role: "viewer" });
    const person = account("kept.secret");
    expect((await ssoFlow(person, { email: person.email })).location).toBe("/");

    // A wrong secret makes the exchange fail, and a change without the secret keeps that wrong one.
    expect((await admin.call("PUT", "/sso-configuration", { body: configBody(true, "not-the-secret") })).status).toBe(
      200,
    );
    expect((await admin.call("PUT", "/sso-configuration", { body: withoutSecret })).status).toBe(200);
    expect((await ssoFlow(person, { email: person.email })).location).toBe("/sign-in?sso_error=sso_token_invalid");
    expect((await configure()).status).toBe(200);
    expect((await ssoFlow(person, { email: person.email })).location).toBe("/");

    const audit = await admin.call<{ items: Array<{ details: { client_secret_changed?: boolean } }> }>(
      "GET",
      "/audit-events",
      { query: { action: "sso_configured", limit: 4 } },
    );
    // Newest first: the right secret again, the change without one, the wrong one, the change without one.
    expect(audit.body.items.map((e) => e.details.client_secret_changed)).toEqual([true, false, true, false]);
  });

  it("refuses an http issuer when SSO_ALLOW_HTTP_ISSUER is off", async () => {
    const strict = await startTestServer();
    try {
      const org = await caller(strict, await strict.createOrg());
      const r = await org.call("PUT", "/sso-configuration", {
        body: {
          issuer,
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          allowed_email_domains: ["strict.test"],
          jit_enabled: true,
          default_role: "viewer",
        },
      });
      expect(r.status).toBe(422);
      expect(codeOf(r)).toBe("sso_issuer_not_allowed");
    } finally {
      await strict.close();
    }
  });

  it("signs a new person in (JIT, default role), sets the session cookie, refuses a replayed state", async () => {
    const person = account("new.person");
    const flow = await ssoFlow(person, { email: person.email, return_to: "/applications?x=1" });
    expect(flow.location).toBe("/applications?x=1");
    expect(flow.refreshCookie).toBeDefined();
    const refreshed = await refresh(flow.refreshCookie ?? "");
    expect(refreshed.status).toBe(200);
    expect(claimsOf(refreshed.body.access_token).org).toBe(admin.org.id);
    expect(refreshed.body.user).toMatchObject({ email: person.email, role: "analyst" });
    const me = await server.request<{ kind: string; role: string }>("GET", "/auth/me", {
      token: refreshed.body.access_token,
    });
    expect(me.body).toMatchObject({ kind: "person", role: "analyst" });

    // The same callback again (state replayed): refused, no session.
    const replay = await callback(flow.callbackUrl as URL, flow.service);
    expect(replay.location).toBe("/sign-in?sso_error=sso_state_invalid");

    // The second sign-in finds the person created the first time.
    const again = await ssoFlow(person, { organization: admin.org.id });
    expect(again.location).toBe("/");
    const second = await refresh(again.refreshCookie ?? "");
    expect(second.body.user.id).toBe(refreshed.body.user.id);

    const audit = await admin.call<{ items: Array<{ action: string; subject_user_id: string | null }> }>(
      "GET",
      "/audit-events",
    );
    const actions = audit.body.items.map((e) => e.action);
    expect(actions).toContain("user_created_by_sso");
    expect(actions).toContain("sso_sign_in");
  });

  it("refuses a wrong state, a callback without the browser's state cookie, and a wrong nonce", async () => {
    const person = account("careful");
    const wrongState = await ssoFlow(
      person,
      { email: person.email },
      {
        tamperCallback: (url) => url.searchParams.set("state", "not-the-state"),
      },
    );
    expect(wrongState.location).toBe("/sign-in?sso_error=sso_state_invalid");
    expect(wrongState.refreshCookie).toBeUndefined();

    // Login CSRF: the callback URL opened by another browser (without the state cookie).
    const otherBrowser = await ssoFlow(
      person,
      { email: person.email },
      {
        tamperCallback: () => undefined,
        service: new Jar(),
      },
    );
    expect(otherBrowser.location).toBe("/");
    const stolen = await ssoFlow(
      person,
      { email: person.email },
      {
        tamperCallback: () => undefined,
      },
    );
    const elsewhere = await callback(stolen.callbackUrl as URL, new Jar());
    expect(elsewhere.location).toBe("/sign-in?sso_error=sso_state_invalid");

    const wrongNonce = await ssoFlow(
      person,
      { email: person.email },
      {
        tamperAuthorization: (url) => url.searchParams.set("nonce", "a-nonce-the-service-never-made"),
      },
    );
    expect(wrongNonce.location).toBe("/sign-in?sso_error=sso_token_invalid");
    expect(wrongNonce.refreshCookie).toBeUndefined();
  });

  it("refuses an unverified e-mail, an e-mail outside the domains, and an unknown domain", async () => {
    const unverified = account("unverified", DOMAIN, false);
    expect((await ssoFlow(unverified, { email: unverified.email })).location).toBe(
      "/sign-in?sso_error=sso_email_not_verified",
    );
    const outside = account("outsider", "elsewhere.test");
    expect((await ssoFlow(outside, { organization: admin.org.id })).location).toBe(
      "/sign-in?sso_error=sso_email_domain_not_allowed",
    );
    expect((await ssoFlow(outside, { email: outside.email })).location).toBe("/sign-in?sso_error=sso_not_configured");
    const audit = await admin.call<{ items: Array<{ action: string; details: { code?: string } }> }>(
      "GET",
      "/audit-events",
    );
    const failures = audit.body.items.filter((e) => e.action === "sso_sign_in_failed").map((e) => e.details.code);
    expect(failures).toContain("sso_email_not_verified");
    expect(failures).toContain("sso_email_domain_not_allowed");
    const users = await admin.call<{ items: Array<{ email: string }> }>("GET", "/users");
    const emails = users.body.items.map((u) => u.email);
    expect(emails).not.toContain(unverified.email);
    expect(emails).not.toContain(outside.email);
  });

  it("refuses a disabled person, a removed one, and an e-mail of another organization's person", async () => {
    const person = account("to.disable");
    const first = await ssoFlow(person, { email: person.email });
    expect(first.location).toBe("/");
    const id = (await refresh(first.refreshCookie ?? "")).body.user.id;
    expect((await admin.call("PATCH", `/users/${id}`, { body: { disabled: true } })).status).toBe(200);
    expect((await ssoFlow(person, { email: person.email })).location).toBe("/sign-in?sso_error=sso_user_not_allowed");
    expect((await admin.call("DELETE", `/users/${id}`)).status).toBe(204);
    expect((await ssoFlow(person, { email: person.email })).location).toBe("/sign-in?sso_error=sso_user_not_allowed");

    const other = await caller(server, await server.createOrg());
    const elsewhere = account("belongs.elsewhere");
    const invited = await other.call("POST", "/users", {
      body: { email: elsewhere.email, name: "Elsewhere", role: "viewer" },
    });
    expect(invited.status).toBe(201);
    expect((await ssoFlow(elsewhere, { email: elsewhere.email })).location).toBe(
      "/sign-in?sso_error=sso_email_in_other_organization",
    );
  });

  it("without JIT, only people who have an account sign in; an invited one becomes active", async () => {
    expect((await configure(false)).status).toBe(200);
    const stranger = account("stranger");
    expect((await ssoFlow(stranger, { email: stranger.email })).location).toBe("/sign-in?sso_error=sso_user_not_found");
    const invitee = account("invitee");
    const invited = await admin.call<{ user: { id: string } }>("POST", "/users", {
      body: { email: invitee.email, name: "Invitee", role: "approver" },
    });
    expect(invited.status).toBe(201);
    const flow = await ssoFlow(invitee, { email: invitee.email });
    expect(flow.location).toBe("/");
    const r = await refresh(flow.refreshCookie ?? "");
    expect(r.body.user).toMatchObject({ id: invited.body.user.id, role: "approver" });
    expect((await configure(true)).status).toBe(200);
  });

  it("answers 422 to a hostile or malformed start, and a failure to a provider's error", async () => {
    for (const query of [
      "email=a%00b%40x.test",
      "email=%ED%A0%80",
      "email=x&organization=y",
      "",
      "organization=" + admin.org.id + "&return_to=%2F%2Fevil.test",
    ]) {
      const r = await fetch(`${server.origin}/v1/auth/sso/start?${query}`, { redirect: "manual" });
      expect(r.status, query).toBe(422);
    }
    // The provider answers an error (e.g. the person cancelled): a plain code, nothing leaked.
    const person = account("cancels");
    const flow = await ssoFlow(
      person,
      { email: person.email },
      {
        tamperCallback: (url) => {
          url.searchParams.delete("code");
          url.searchParams.set("error", "access_denied");
          url.searchParams.set("error_description", "<script>secret</script>");
        },
      },
    );
    expect(flow.location).toBe("/sign-in?sso_error=sso_provider_error");
  });
});
