import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeOf } from "../../../test/support/applications";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import { cookieEndpointHeaders, personWithPassword, refreshCookieOf } from "../../../test/support/people";
import { REFRESH_COOKIE } from "../../contract/people";

/**
 * ASVS 4.0.3 V3 checks not covered elsewhere (docs/people.md "ASVS review"): sign-out ends the
 * session of the refresh cookie and clears the cookie (3.3.1), and the refresh cookie is a
 * `__Host-` cookie without Domain carrying at least 256 random bits (3.2.2, 3.4.4).
 */
let server: TestServer;
let email: string;
const PASSWORD = "lantern harbour quiet forty two";

beforeAll(async () => {
  server = await startTestServer();
  const org = await server.createOrg();
  email = await personWithPassword(server, org.id, PASSWORD, { name: "Sam Session", emailPrefix: "asvs" });
}, 180_000);
afterAll(async () => server?.close());

const cookieHeaders = (cookie?: string) => cookieEndpointHeaders(server, cookie);

describe("the session cookie (ASVS V3)", { timeout: 180_000 }, () => {
  it("is a __Host- cookie without Domain and carries at least 256 random bits", async () => {
    const signed = await server.request("POST", "/auth/sign-in", {
      body: { email, password: PASSWORD },
      headers: cookieHeaders(),
    });
    expect(signed.status).toBe(200);
    const cookie = refreshCookieOf(signed);
    expect(REFRESH_COOKIE.startsWith("__Host-")).toBe(true);
    expect(cookie?.attributes).not.toMatch(/Domain=/i);
    expect(cookie?.attributes).toMatch(/Path=\/(;|$)/);
    // base64url without padding: 43 characters or more is 256 bits or more.
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43,}$/);
  });

  it("sign-out ends the cookie's session, clears the cookie and stops its access token", async () => {
    const signed = await server.request<{ access_token: string }>("POST", "/auth/sign-in", {
      body: { email, password: PASSWORD },
      headers: cookieHeaders(),
    });
    expect(signed.status).toBe(200);
    const cookie = refreshCookieOf(signed)?.value;
    expect(cookie).toBeDefined();

    // Without the CSRF header sign-out is refused and the session lives on.
    const forged = await server.request("POST", "/auth/sign-out", {
      headers: { origin: server.origin, cookie: `${REFRESH_COOKIE}=${cookie}` },
    });
    expect([forged.status, codeOf(forged)]).toEqual([403, "csrf_check_failed"]);

    const out = await server.request("POST", "/auth/sign-out", { headers: cookieHeaders(cookie) });
    expect(out.status).toBe(204);
    const cleared = refreshCookieOf(out);
    expect(cleared?.value).toBe("");
    expect(cleared?.attributes).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    const again = await server.request("POST", "/auth/refresh", { headers: cookieHeaders(cookie) });
    expect([again.status, codeOf(again)]).toEqual([401, "session_ended"]);
    const me = await server.request("GET", "/auth/me", { token: signed.body.access_token });
    expect([me.status, codeOf(me)]).toEqual([401, "invalid_token"]);
  });
});
