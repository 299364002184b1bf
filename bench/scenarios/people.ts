import { CSRF_HEADER } from "../../src/contract/people";
import { hashPassword } from "../../src/server/people/passwords";
import { registerScenario } from "../registry";

/**
 * People (issue 26): what checking a person's session at every request costs (its state cached per
 * instance, docs/people.md), beside the same request with a client's token ("currencies
 * (authenticated)" in Foundation).
 */
registerScenario({
  name: "currencies (a person's token)",
  section: "Foundation",
  description:
    "GET /v1-beta/resources/currencies with a person's access token: as the client's, plus the session state (session, person, organization, TOTP requirement) re-read at most once a second per instance and forgotten on every instance at each change (LISTEN/NOTIFY)",
  prepare: async (ctx) => {
    const password = "bench person passphrase";
    const user = await ctx.services.db
      .insertInto("users")
      .values({
        organization_id: ctx.org.id,
        email: `bench-${Date.now()}@example.test`,
        name: "Bench Person",
        role: "viewer",
        status: "active",
        password_hash: await hashPassword(password),
      })
      .returning("email")
      .executeTakeFirstOrThrow();
    const res = await fetch(`${ctx.origin}/v1-beta/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", [CSRF_HEADER]: "1", origin: ctx.origin },
      body: JSON.stringify({ email: user.email, password }),
    });
    if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
    const { access_token } = (await res.json()) as { access_token: string };
    return {
      method: "GET",
      path: "/v1-beta/resources/currencies",
      headers: { authorization: `Bearer ${access_token}` },
    };
  },
});
