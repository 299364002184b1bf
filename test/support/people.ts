import { randomUUID } from "node:crypto";
import type { UserRole } from "../../src/contract/people";
import type { Caller } from "./applications";
import type { TestOrg, TestServer } from "./harness";

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
