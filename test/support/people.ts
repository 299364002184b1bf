import type { Caller } from "./applications";
import type { TestServer } from "./harness";

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
