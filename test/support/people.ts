import { randomUUID } from "node:crypto";
import { CSRF_HEADER, REFRESH_COOKIE, type UserRole } from "../../src/contract/people";
import { hashPassword } from "../../src/server/people/passwords";
import type { Caller } from "./applications";
import type { ApiResponse, TestOrg, TestServer } from "./harness";

/**
 * A person of `by`'s organization, invited over HTTP (POST /users) and active after accepting the
 * link with `password` (docs/people.md). Costs one real scrypt hash.
 */
export async function invitePerson(
  server: TestServer,
  by: Caller,
  role: string,
  password: string,
  emailPrefix = "person",
): Promise<{ email: string; id: string }> {
  const email = `${emailPrefix}-${Math.random().toString(36).slice(2)}@example.test`;
  const invited = await by.call<{ user: { id: string }; invitation_url: string }>("POST", "/users", {
    body: { email, name: `A ${role}`, role },
  });
  if (invited.status !== 201) throw new Error(`invitation: ${invited.status} ${JSON.stringify(invited.body)}`);
  const token = new URL(invited.body.invitation_url).hash.replace("#token=", "");
  const accepted = await server.request("POST", "/auth/invitation-acceptance", { body: { token, password } });
  if (accepted.status !== 200) throw new Error(`acceptance: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return { email, id: invited.body.user.id };
}

/**
 * A signed-in person of `org` without the cost of a password hash: the user and session rows as a
 * sign-in writes them, an access token for that session, and a caller with it (Self unless a
 * target is given).
 */
export async function signedInPerson(
  server: TestServer,
  org: TestOrg,
  { role = "analyst", name = `A ${role}` }: { role?: UserRole; name?: string } = {},
): Promise<Caller & { userId: string }> {
  const db = server.built.services.db;
  const user = await db
    .insertInto("users")
    .values({
      organization_id: org.id,
      email: `${randomUUID()}@example.test`,
      name,
      role,
      status: "active",
      password_hash: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const sessionId = randomUUID();
  await db
    .insertInto("user_sessions")
    .values({ id: sessionId, user_id: user.id, address: null, expires_at: new Date(Date.now() + 3_600_000) })
    .execute();
  const { token } = await server.built.services.tokens.issueForPerson(user.id, org.id, sessionId);
  return {
    org,
    token,
    userId: user.id,
    call(method, path, opts = {}) {
      const { target, ...rest } = opts;
      const targetId = target === undefined ? org.id : typeof target === "string" ? target : target.id;
      return server.request(method, path, { ...rest, token, as: { requester: org.id, target: targetId } });
    },
  };
}

/**
 * An active person of `organizationId` who signs in with `password`, written as an accepted
 * invitation leaves them (one real scrypt hash, no HTTP). Returns the e-mail.
 */
export async function personWithPassword(
  server: TestServer,
  organizationId: string,
  password: string,
  { name, role = "viewer", emailPrefix = "person" }: { name: string; role?: UserRole; emailPrefix?: string },
): Promise<string> {
  const email = `${emailPrefix}-${Math.random().toString(36).slice(2)}@example.test`;
  await server.built.services.db
    .insertInto("users")
    .values({
      organization_id: organizationId,
      email,
      name,
      role,
      status: "active",
      password_hash: await hashPassword(password),
    })
    .execute();
  return email;
}

/** The headers a cookie endpoint needs (the CSRF header, the service's own Origin), and the refresh cookie when given. */
export function cookieEndpointHeaders(server: TestServer, cookie?: string): Record<string, string> {
  return {
    [CSRF_HEADER]: "1",
    origin: server.origin,
    ...(cookie ? { cookie: `${REFRESH_COOKIE}=${cookie}` } : {}),
  };
}

/** The refresh cookie an answer sets: its value ("" when it clears it) and its attributes. */
export function refreshCookieOf(r: ApiResponse): { value: string; attributes: string } | undefined {
  const set = r.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  if (!set) return undefined;
  const [pair = "", ...attributes] = set.split(";");
  return { value: pair.slice(REFRESH_COOKIE.length + 1), attributes: attributes.join(";") };
}
