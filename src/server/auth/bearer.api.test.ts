import { randomUUID } from "node:crypto";
import { base64url, exportSPKI, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestOrg, type TestServer } from "../../../test/support/harness";

/**
 * Bearer verification (spec: Authentication 3; api-design §3; hardening): the three token errors,
 * and every way a forged or malformed token is refused with 401 invalid_token. Tokens are crafted
 * with jose; the signing key is read from where the server keeps it (the database) only to build
 * tokens that are correctly signed but wrong in one respect.
 */

const TTL_SECONDS = 5;
let server: TestServer;
let org: TestOrg;
let signing: { jwk: JWK; privateKey: CryptoKey; publicPem: string };

interface ErrorBody {
  detail: Array<{ loc: unknown[]; msg: string; type: string; code: string }>;
}

beforeAll(async () => {
  server = await startTestServer({ tokenTtlSeconds: TTL_SECONDS });
  org = await server.createOrg();
  const row = await server.built.services.db
    .selectFrom("service_settings")
    .select("value")
    .where("key", "=", "jwt_signing_key")
    .executeTakeFirstOrThrow();
  const jwk = row.value as JWK;
  const { d: _d, ...publicJwk } = jwk;
  signing = {
    jwk,
    privateKey: (await importJWK(jwk, "ES256")) as CryptoKey,
    publicPem: await exportSPKI((await importJWK(publicJwk, "ES256", { extractable: true })) as CryptoKey),
  };
});
afterAll(async () => server?.close());

const now = () => Math.floor(Date.now() / 1000);

function claims(): Record<string, unknown> {
  return {
    iss: server.config.jwtIssuer,
    aud: server.config.jwtAudience,
    sub: org.clientId,
    org: org.id,
    jti: randomUUID(),
    iat: now(),
    exp: now() + 600,
  };
}

function sign(
  payload: Record<string, unknown>,
  header: Record<string, unknown> = {},
  key: CryptoKey | Uint8Array = signing.privateKey,
): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: "ES256", typ: "at+jwt", kid: signing.jwk.kid, ...header } as { alg: string })
    .sign(key);
}

function encode(part: unknown): string {
  return base64url.encode(JSON.stringify(part));
}

async function call(authorization: string | undefined) {
  return server.request<ErrorBody>("GET", `/organizations/${org.id}`, {
    as: { requester: org.id, target: org.id },
    headers: authorization === undefined ? {} : { authorization },
  });
}

async function expectCode(authorization: string | undefined, code: string) {
  const r = await call(authorization);
  expect(r.status, code).toBe(401);
  expect(r.body).toEqual({ detail: [{ loc: [], msg: expect.any(String), type: "token", code }] });
  expect(r.headers.get("cache-control")).toBe("no-store");
}

describe("token errors", () => {
  it("a correctly crafted token is accepted (the forgeries below differ from it in one respect)", async () => {
    expect((await call(`Bearer ${await sign(claims())}`)).status).toBe(200);
  });

  it("no Authorization header: 401 token_required", async () => {
    await expectCode(undefined, "token_required");
    await expectCode("", "token_required");
    const list = await server.request<ErrorBody>("GET", "/resources/currencies");
    expect(list.status).toBe(401);
    expect(list.body.detail[0]?.code).toBe("token_required");
  });

  it("a token past its exp: 401 token_expired (crafted, and a real one once its short TTL has run out)", async () => {
    await expectCode(`Bearer ${await sign({ ...claims(), iat: now() - 100, exp: now() - 10 })}`, "token_expired");
    const issued = await server.request<{ access_token: string; expires_in: number }>("POST", "/oauth2/token", {
      body: { client_id: org.clientId, client_secret: org.clientSecret },
    });
    expect(issued.body.expires_in).toBe(TTL_SECONDS);
    const token = issued.body.access_token;
    expect((await call(`Bearer ${token}`)).status).toBe(200);
    const deadline = Date.now() + (TTL_SECONDS + 5) * 1000;
    let r = await call(`Bearer ${token}`);
    while (r.status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      r = await call(`Bearer ${token}`);
    }
    expect(r.status).toBe(401);
    expect(r.body.detail[0]?.code).toBe("token_expired");
  });

  it.each([
    ["not a JWT", "Bearer not-a-jwt"],
    ["three garbage parts", "Bearer aaa.bbb.ccc"],
    ["another scheme", "Basic dXNlcjpwYXNz"],
    ["scheme without token", "Bearer"],
    ["two tokens", "Bearer a.b.c d.e.f"],
  ])("malformed (%s): 401 invalid_token", async (_name, header) => {
    await expectCode(header, "invalid_token");
  });

  it("tampered payload (organization swapped, signature kept): 401 invalid_token", async () => {
    const [h, , s] = (await sign(claims())).split(".");
    const forged = `${h}.${encode({ ...claims(), org: randomUUID() })}.${s}`;
    await expectCode(`Bearer ${forged}`, "invalid_token");
  });

  it("stripped signature: 401 invalid_token", async () => {
    const [h, p] = (await sign(claims())).split(".");
    await expectCode(`Bearer ${h}.${p}.`, "invalid_token");
    await expectCode(`Bearer ${h}.${p}`, "invalid_token");
  });

  it("alg none: 401 invalid_token", async () => {
    const header = encode({ alg: "none", typ: "at+jwt", kid: signing.jwk.kid });
    await expectCode(`Bearer ${header}.${encode(claims())}.`, "invalid_token");
  });

  it("HS256 signed with the server's public key (HS/RS confusion): 401 invalid_token", async () => {
    for (const secret of [signing.publicPem, JSON.stringify({ ...signing.jwk, d: undefined })]) {
      const forged = await sign(claims(), { alg: "HS256" }, new TextEncoder().encode(secret));
      await expectCode(`Bearer ${forged}`, "invalid_token");
    }
  });

  it("signed by another key under the server's kid, or under an unknown kid: 401 invalid_token", async () => {
    const other = await generateKeyPair("ES256");
    await expectCode(`Bearer ${await sign(claims(), {}, other.privateKey)}`, "invalid_token");
    await expectCode(`Bearer ${await sign(claims(), { kid: "some-other-key" })}`, "invalid_token");
    const noKid = await new SignJWT(claims())
      .setProtectedHeader({ alg: "ES256", typ: "at+jwt" })
      .sign(signing.privateKey);
    await expectCode(`Bearer ${noKid}`, "invalid_token");
  });

  it("over 8 KiB: refused before parsing with 401 invalid_token (7 KiB, same key, passes)", async () => {
    const small = await sign({ ...claims(), pad: "x".repeat(5000) });
    expect(Buffer.byteLength(small)).toBeLessThan(8192);
    expect((await call(`Bearer ${small}`)).status).toBe(200);
    const big = await sign({ ...claims(), pad: "x".repeat(6500) });
    expect(Buffer.byteLength(big)).toBeGreaterThan(8192);
    await expectCode(`Bearer ${big}`, "invalid_token");
  });

  it.each([
    ["iss", { iss: "someone-else" }],
    ["aud", { aud: "another-api" }],
  ])("wrong %s: 401 invalid_token", async (_name, change) => {
    await expectCode(`Bearer ${await sign({ ...claims(), ...change })}`, "invalid_token");
  });

  it("wrong typ: 401 invalid_token", async () => {
    await expectCode(`Bearer ${await sign(claims(), { typ: "JWT" })}`, "invalid_token");
  });

  it.each(["exp", "iat", "sub", "jti", "org"])("missing %s: 401 invalid_token", async (claim) => {
    const payload = claims();
    delete payload[claim];
    await expectCode(`Bearer ${await sign(payload)}`, "invalid_token");
  });

  it("a token naming another organization than its client's: 401 invalid_token", async () => {
    const other = await server.createOrg();
    await expectCode(`Bearer ${await sign({ ...claims(), org: other.id })}`, "invalid_token");
  });

  it("a token of a client that never existed: 404 account_not_found", async () => {
    const r = await call(`Bearer ${await sign({ ...claims(), sub: "cli_never_existed" })}`);
    expect(r.status).toBe(404);
    expect(r.body.detail[0]?.code).toBe("account_not_found");
  });
});

describe("order of checks around the token", () => {
  it("the token is checked before validation: no token and a bad query give 401, not 422", async () => {
    const r = await server.request<ErrorBody>("GET", "/resources/currencies", { query: { nope: 1 } });
    expect(r.status).toBe(401);
  });

  it("validation comes before account state and scenario: bad headers give 422 even toward a stranger", async () => {
    const token = await org.token();
    const r = await server.request<ErrorBody>("GET", `/organizations/${org.id}`, {
      token,
      headers: { "requester-organization-id": "nope" },
    });
    expect(r.status).toBe(422);
    expect(r.body.detail.map((d) => d.loc)).toEqual(
      expect.arrayContaining([
        ["header", "requester-organization-id"],
        ["header", "target-organization-id"],
      ]),
    );
  });
});

describe("POST /oauth2/token codes", () => {
  it("unknown client or wrong secret: 401 oauth_invalid_client_credentials, same answer for both", async () => {
    const wrong = await server.request<ErrorBody>("POST", "/oauth2/token", {
      body: { client_id: org.clientId, client_secret: "wrong-secret" },
    });
    const unknown = await server.request<ErrorBody>("POST", "/oauth2/token", {
      body: { client_id: "cli_unknown", client_secret: "whatever" },
    });
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({
        detail: [{ loc: [], msg: expect.any(String), type: "oauth", code: "oauth_invalid_client_credentials" }],
      });
    }
  });

  it("grant_type other than client_credentials, and a body of the wrong type: 422", async () => {
    const grant = await server.request<ErrorBody>("POST", "/oauth2/token", {
      body: { client_id: org.clientId, client_secret: org.clientSecret, grant_type: "password" },
    });
    expect(grant.status).toBe(422);
    expect(grant.body.detail.map((d) => d.loc)).toEqual([["body", "grant_type"]]);
    const notJson = await server.request<ErrorBody>("POST", "/oauth2/token", {
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(422);
    expect(notJson.body.detail[0]?.loc).toEqual(["body"]);
    const text = await server.request<ErrorBody>("POST", "/oauth2/token", {
      body: "client_id=x",
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(422);
    expect(text.body.detail[0]?.loc).toEqual(["header", "content-type"]);
    const missing = await server.request<ErrorBody>("POST", "/oauth2/token");
    expect(missing.status).toBe(422);
    expect(missing.body.detail.map((d) => [d.loc, d.type])).toEqual([
      [["body", "client_id"], "missing"],
      [["body", "client_secret"], "missing"],
    ]);
  });

  it("the issued token carries the pinned header and claims", async () => {
    const token = await org.token();
    const [h, p] = token.split(".");
    const header = JSON.parse(new TextDecoder().decode(base64url.decode(h ?? ""))) as Record<string, unknown>;
    const payload = JSON.parse(new TextDecoder().decode(base64url.decode(p ?? ""))) as Record<string, unknown>;
    expect(header).toEqual({ alg: "ES256", typ: "at+jwt", kid: signing.jwk.kid });
    expect(payload).toMatchObject({
      iss: server.config.jwtIssuer,
      aud: server.config.jwtAudience,
      sub: org.clientId,
      org: org.id,
    });
    expect(payload.exp).toBe((payload.iat as number) + TTL_SECONDS);
    expect(typeof payload.jti).toBe("string");
  });
});
