import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apply, type Caller, caller, codeOf } from "../../../test/support/applications";
import { startTestServer, type TestOrg, type TestServer } from "../../../test/support/harness";
import { signedInPerson } from "../../../test/support/people";
import type { CreditApplicationDetail, StatusSummary } from "../../contract/applications";
import type { UserRole } from "../../contract/people";

/**
 * `allowed_actions` for a person (issue 26, docs/people.md "Roles"): only the moves the role
 * permits, the others in `actions_withheld_by_role`, and the withheld move still refused by the
 * server with the contract's error; an API client keeps every move. Both sides: the forwarder's
 * decisions and the shipper's agreement signature.
 */
let server: TestServer;
let forwarder: TestOrg;
let shipper: TestOrg;
let forwarderClient: Caller;
let shipperClient: Caller;

function person(org: TestOrg, role: UserRole): Promise<Caller> {
  return signedInPerson(server, org, { role });
}

const people = {} as Record<"forwarder" | "shipper", Record<UserRole, Caller>>;

beforeAll(async () => {
  server = await startTestServer();
  forwarder = await server.createOrg({ name: "Roles Forwarding Ltd" });
  shipper = await server.createOrg({ name: "Roles Shipping GmbH" });
  await server.connect(forwarder, shipper);
  forwarderClient = await caller(server, forwarder);
  shipperClient = await caller(server, shipper);
  for (const [side, org] of [
    ["forwarder", forwarder],
    ["shipper", shipper],
  ] as const) {
    people[side] = {
      viewer: await person(org, "viewer"),
      analyst: await person(org, "analyst"),
      approver: await person(org, "approver"),
      admin: await person(org, "admin"),
    };
  }
}, 180_000);
afterAll(async () => server?.close());

async function actionsOf(who: Caller, id: string, target?: TestOrg) {
  const r = await who.call<CreditApplicationDetail>("GET", `/credit-applications/${id}`, { target });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { allowed: r.body.allowed_actions, withheld: r.body.actions_withheld_by_role };
}

describe("allowed_actions follows the person's role", () => {
  it("gives a viewer and an analyst less than an approver on the same application; the withheld move is refused", async () => {
    const id = await apply(shipperClient, forwarder, "credit-terms");
    const review = await forwarderClient.call("POST", `/credit-applications/${id}/statuses/internal-review`);
    expect(review.status).toBe(200);

    const { viewer, analyst, approver, admin } = people.forwarder;
    // The API client keeps today's answer: every move of the organization, nothing withheld.
    expect(await actionsOf(forwarderClient, id)).toEqual({
      allowed: ["external_review", "request_changes", "approve", "decline"],
      withheld: [],
    });
    expect(await actionsOf(approver, id)).toEqual({
      allowed: ["external_review", "request_changes", "approve", "decline"],
      withheld: [],
    });
    expect(await actionsOf(admin, id)).toEqual({
      allowed: ["external_review", "request_changes", "approve", "decline"],
      withheld: [],
    });
    expect(await actionsOf(analyst, id)).toEqual({
      allowed: ["external_review", "request_changes"],
      withheld: ["approve", "decline"],
    });
    expect(await actionsOf(viewer, id)).toEqual({
      allowed: [],
      withheld: ["external_review", "request_changes", "approve", "decline"],
    });

    // What is withheld is what the server refuses, with the contract's error and body.
    const refused = await analyst.call("POST", `/credit-applications/${id}/statuses/approve`, { body: {} });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      detail: [{ loc: [], msg: expect.any(String), type: "request", code: "user_role_access_denied" }],
    });
    expect(codeOf(await viewer.call("POST", `/credit-applications/${id}/statuses/external-review`))).toBe(
      "user_role_access_denied",
    );
    // Nothing moved; the approver's allowed move goes through.
    expect((await actionsOf(approver, id)).allowed).toContain("approve");
    const approved = await approver.call<StatusSummary>("POST", `/credit-applications/${id}/statuses/approve`, {
      body: {},
    });
    expect([approved.status, approved.body.status]).toEqual([200, "approved"]);
    // After the move each role reads the next status's moves, split the same way.
    expect(await actionsOf(analyst, id)).toEqual({ allowed: ["send_for_signature"], withheld: [] });
    expect(await actionsOf(viewer, id)).toEqual({ allowed: [], withheld: ["send_for_signature"] });
  });

  it("withholds signing and declining the agreement from the shipper's viewer and analyst; the approver signs", async () => {
    const id = await apply(shipperClient, forwarder, "factoring");
    for (const move of ["internal-review", "approve"]) {
      const r = await forwarderClient.call("POST", `/credit-applications/${id}/statuses/${move}`);
      expect(r.status).toBe(200);
    }
    const sent = await forwarderClient.call("POST", `/credit-applications/${id}/signature-process`, {
      body: { signer_name: "Astrid Berg", signer_email: "astrid@roles.example", expires_in_days: 7 },
    });
    expect(sent.status).toBe(201);

    const { viewer, analyst, approver } = people.shipper;
    // The shipper reads in the Guest scenario (Target = the forwarder), as the console does.
    expect(await actionsOf(shipperClient, id, forwarder)).toEqual({
      allowed: ["open_agreement", "sign_agreement", "decline_agreement"],
      withheld: [],
    });
    expect(await actionsOf(approver, id, forwarder)).toEqual({
      allowed: ["open_agreement", "sign_agreement", "decline_agreement"],
      withheld: [],
    });
    expect(await actionsOf(analyst, id, forwarder)).toEqual({
      allowed: ["open_agreement"],
      withheld: ["sign_agreement", "decline_agreement"],
    });
    expect(await actionsOf(viewer, id, forwarder)).toEqual({
      allowed: [],
      withheld: ["open_agreement", "sign_agreement", "decline_agreement"],
    });
    // The forwarder's viewer may not cancel it either.
    expect(await actionsOf(people.forwarder.viewer, id)).toEqual({ allowed: [], withheld: ["cancel_signature"] });

    const base = `/credit-applications/${id}/signature-process`;
    const signBody = { signer_name: "Astrid Berg", consent: true };
    for (const who of [viewer, analyst]) {
      const r = await who.call("POST", `${base}/signatures`, { target: forwarder, body: signBody });
      expect([r.status, codeOf(r)]).toEqual([403, "user_role_access_denied"]);
      const d = await who.call("POST", `${base}/declinations`, { target: forwarder, body: { reason: "No" } });
      expect([d.status, codeOf(d)]).toEqual([403, "user_role_access_denied"]);
    }
    const cancel = await people.forwarder.viewer.call("POST", `${base}/cancellations`);
    expect([cancel.status, codeOf(cancel)]).toEqual([403, "user_role_access_denied"]);

    const signed = await approver.call<StatusSummary>("POST", `${base}/signatures`, {
      target: forwarder,
      body: signBody,
    });
    expect([signed.status, signed.body.status]).toEqual([200, "sign_document_completed"]);
  });
});
