import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import { CSRF_HEADER } from "../../contract/people";
import { demoOrganizations } from "./companies";
import { DEMO_PERSON_PASSWORD, demoPeople, ensureDemoPeople } from "./people";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.built.services;
  for (const org of demoOrganizations) {
    await db.insertInto("organizations").values({ id: org.id, name: org.name, email: org.email }).execute();
  }
}, 180_000);
afterAll(async () => server?.close());

describe("demo people", { timeout: 120_000 }, () => {
  it("are added once, with one person per role, and sign in with the README's password", async () => {
    const { db } = server.built.services;
    await ensureDemoPeople(db);
    await ensureDemoPeople(db);
    const rows = await db.selectFrom("users").select(["email", "role"]).execute();
    expect(rows).toHaveLength(demoPeople().length);
    expect(new Set(rows.map((r) => r.role))).toEqual(new Set(["viewer", "analyst", "approver", "admin"]));
    const r = await server.request<{ user: { role: string } }>("POST", "/auth/sign-in", {
      body: { email: "approver@atlas-freight.example", password: DEMO_PERSON_PASSWORD },
      headers: { [CSRF_HEADER]: "1", origin: server.origin },
    });
    expect(r.status).toBe(200);
    expect(r.body.user.role).toBe("approver");
  });
});
