import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startTestServer, type TestOrg, type TestServer } from "../../../test/support/harness";
import { defineEndpoint } from "../../contract/endpoint";
import { commonOrgErrors } from "../../contract/errors";
import { orgIdParams } from "../../contract/organizations";
import type { OrgIdRule, Scenario } from "../../contract/scenarios";
import { registerEndpoint } from "../http/register";

/**
 * Scenario resolution (spec: Authentication 4-7; api-design §4) over HTTP: Self, Host → Guest,
 * Guest → Host, unconnected, Requester ≠ token organization, and the org_id rules. The real
 * organization endpoints are used where they exist; probe endpoints declared with the contract's
 * defineEndpoint (registered on the real server) cover each permitted-scenario set and org_id rule.
 *
 * Organizations: A (the caller), B (A is B's Host), C (C is A's Host), D (not connected).
 */

let server: TestServer;
let a: TestOrg;
let b: TestOrg;
let c: TestOrg;
let d: TestOrg;
let token: string;

interface ErrorBody {
  detail: Array<{ loc: unknown[]; msg: string; type: string; code: string }>;
}
interface Probe {
  scenario: Scenario;
  subject_id: string;
}

const probeResponse = z.object({ scenario: z.string(), subject_id: z.string() });

function probe(id: string, scenarios: Scenario[], orgIdRule?: OrgIdRule) {
  return defineEndpoint({
    id,
    method: "GET",
    path: orgIdRule ? `/scenario-probes/${id}/{org_id}` : `/scenario-probes/${id}`,
    summary: "test probe",
    tag: "test",
    auth: "org",
    scenarios,
    orgIdRule,
    params: orgIdRule ? orgIdParams : undefined,
    response: probeResponse,
    errors: commonOrgErrors,
  });
}

const probes = {
  hostOnly: probe("hostOnly", ["host"]),
  guestOnly: probe("guestOnly", ["guest"]),
  selfOnly: probe("selfOnly", ["self"]),
  hostOwned: probe("hostOwned", ["self", "guest"], "host-owned"),
  hostGuest: probe("hostGuest", ["self"], "host-guest"),
  target: probe("target", ["self", "host", "guest"], "target"),
};

beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      routes: (app, services) => {
        for (const endpoint of Object.values(probes)) {
          registerEndpoint(app, services, endpoint, async ({ ctx }) => ({
            scenario: ctx.scenario,
            subject_id: ctx.subjectId,
          }));
        }
      },
    },
  );
  [a, b, c, d] = await Promise.all([
    server.createOrg({ name: "A Caller" }),
    server.createOrg({ name: "B Guest of A" }),
    server.createOrg({ name: "C Host of A" }),
    server.createOrg({ name: "D Stranger" }),
  ]);
  await server.connect(a, b);
  await server.connect(c, a);
  token = await a.token();
});
afterAll(async () => server?.close());

function get<T>(path: string, target: TestOrg | string, requester: TestOrg | string = a) {
  const id = (o: TestOrg | string) => (typeof o === "string" ? o : o.id);
  return server.request<T & ErrorBody>("GET", path, { token, as: { requester: id(requester), target: id(target) } });
}

async function expectDenied(path: string, target: TestOrg | string, requester: TestOrg | string = a) {
  const r = await get(path, target, requester);
  expect(r.status, `${path} → ${typeof target === "string" ? target : target.name}`).toBe(403);
  expect(r.body).toEqual({ detail: [{ loc: [], msg: expect.any(String), type: "request", code: "access_denied" }] });
}

async function expectScenario(path: string, target: TestOrg, scenario: Scenario, subject: TestOrg) {
  const r = await get<Probe>(path, target);
  expect(r.status, `${path} → ${target.name}`).toBe(200);
  expect(r.body).toEqual({ scenario, subject_id: subject.id });
}

describe("GET /organizations/{org_id} (Self, Host and Guest; org_id = Target)", () => {
  it("Self: the caller's own organization", async () => {
    const r = await get<{ id: string; name: string }>(`/organizations/${a.id}`, a);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: a.id, name: a.name, email: a.email });
  });

  it("Host → Guest and Guest → Host: the connected organization", async () => {
    expect((await get<{ id: string }>(`/organizations/${b.id}`, b)).body.id).toBe(b.id);
    expect((await get<{ id: string }>(`/organizations/${c.id}`, c)).body.id).toBe(c.id);
  });

  it("unconnected Target: 403 access_denied", async () => {
    await expectDenied(`/organizations/${d.id}`, d);
  });

  it("Requester other than the token's organization: 403 access_denied, even toward itself", async () => {
    await expectDenied(`/organizations/${b.id}`, b, b);
    await expectDenied(`/organizations/${d.id}`, d, d);
  });

  it("org_id other than the Target: 403 access_denied", async () => {
    await expectDenied(`/organizations/${a.id}`, b);
    await expectDenied(`/organizations/${b.id}`, a);
  });

  it("a Target that does not exist: 404 organization_not_found", async () => {
    const ghost = "7b0c2a4e-3f1d-4c5b-9a8e-6d7f8e9a0b1c";
    const r = await get(`/organizations/${ghost}`, ghost);
    expect(r.status).toBe(404);
    expect(r.body.detail[0]?.code).toBe("organization_not_found");
  });
});

describe("GET /connections (Self only)", () => {
  it("lists both directions with their relation", async () => {
    const r = await get<{
      items: Array<{ organization_id: string; relation: string; name: string }>;
      total_items: number;
    }>("/connections", a);
    expect(r.status).toBe(200);
    expect(r.body.total_items).toBe(2);
    expect(r.body.items.map((i) => [i.organization_id, i.relation]).sort()).toEqual(
      [
        [b.id, "guest"],
        [c.id, "host"],
      ].sort(),
    );
  });

  it("is denied in the Host and Guest scenarios", async () => {
    await expectDenied("/connections", b);
    await expectDenied("/connections", c);
  });
});

describe("permitted scenario sets", () => {
  it("Host only: allowed toward a Guest; denied for Self, toward a Host and a stranger", async () => {
    await expectScenario("/scenario-probes/hostOnly", b, "host", b);
    await expectDenied("/scenario-probes/hostOnly", a);
    await expectDenied("/scenario-probes/hostOnly", c);
    await expectDenied("/scenario-probes/hostOnly", d);
  });

  it("Guest only: allowed toward a Host; denied for Self and toward a Guest", async () => {
    await expectScenario("/scenario-probes/guestOnly", c, "guest", c);
    await expectDenied("/scenario-probes/guestOnly", a);
    await expectDenied("/scenario-probes/guestOnly", b);
  });

  it("Self only: allowed for Self; denied toward connected organizations", async () => {
    await expectScenario("/scenario-probes/selfOnly", a, "self", a);
    await expectDenied("/scenario-probes/selfOnly", b);
    await expectDenied("/scenario-probes/selfOnly", c);
  });

  it("where both directions exist, the permitted one is used", async () => {
    const both = await server.createOrg({ name: "E Both Ways" });
    await server.connect(a, both);
    await server.connect(both, a);
    await expectScenario("/scenario-probes/hostOnly", both, "host", both);
    await expectScenario("/scenario-probes/guestOnly", both, "guest", both);
  });
});

describe("org_id rules", () => {
  it("host-owned: Self with its own id or one of its Guests; Guest scenario with its own id only", async () => {
    await expectScenario(`/scenario-probes/hostOwned/${a.id}`, a, "self", a);
    await expectScenario(`/scenario-probes/hostOwned/${b.id}`, a, "self", b);
    await expectDenied(`/scenario-probes/hostOwned/${c.id}`, a);
    await expectDenied(`/scenario-probes/hostOwned/${d.id}`, a);
    await expectScenario(`/scenario-probes/hostOwned/${a.id}`, c, "guest", a);
    await expectDenied(`/scenario-probes/hostOwned/${c.id}`, c);
    await expectDenied(`/scenario-probes/hostOwned/${a.id}`, b);
  });

  it("host-guest: Self acting on itself or one of its Guests only", async () => {
    await expectScenario(`/scenario-probes/hostGuest/${a.id}`, a, "self", a);
    await expectScenario(`/scenario-probes/hostGuest/${b.id}`, a, "self", b);
    await expectDenied(`/scenario-probes/hostGuest/${c.id}`, a);
    await expectDenied(`/scenario-probes/hostGuest/${a.id}`, c);
  });

  it("an org_id naming no organization: 404 organization_not_found before the connection check", async () => {
    for (const rule of ["hostOwned", "hostGuest"]) {
      const r = await get(`/scenario-probes/${rule}/7d1e4b0a-0000-4000-8000-000000000000`, a);
      expect(r.status).toBe(404);
      expect(r.body.detail[0]?.code).toBe("organization_not_found");
    }
  });

  it("an org_id naming a Guest being deleted: 409 organization_being_deleted", async () => {
    const leaving = await server.createOrg({ name: "E Guest of A, leaving" });
    await server.connect(a, leaving);
    await expectScenario(`/scenario-probes/hostOwned/${leaving.id}`, a, "self", leaving);
    expect((await server.adminRequest("DELETE", `/admin/organizations/${leaving.id}`)).status).toBe(202);
    const r = await get(`/scenario-probes/hostOwned/${leaving.id}`, a);
    expect(r.status).toBe(409);
    expect(r.body.detail[0]?.code).toBe("organization_being_deleted");
  });

  it("target: org_id must equal the Target in every scenario", async () => {
    await expectScenario(`/scenario-probes/target/${a.id}`, a, "self", a);
    await expectScenario(`/scenario-probes/target/${b.id}`, b, "host", b);
    await expectScenario(`/scenario-probes/target/${c.id}`, c, "guest", c);
    await expectDenied(`/scenario-probes/target/${a.id}`, c);
  });
});
