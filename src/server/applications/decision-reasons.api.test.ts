import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apply, type Caller, codeOf, invite, newCaller } from "../../../test/support/applications";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import type { CreditApplicationDetail } from "../../contract/applications";
import type { OrganizationSettings } from "../../contract/organization-settings";

/**
 * Issue 23: organization settings (GET/PATCH /organization-settings, Self only) and the decline and
 * reject reasons they may require. The requirement is the deciding organization's: the forwarder's
 * for decline, the shipper's for reject.
 */

let server: TestServer;
let F: Caller;
let S: Caller;

beforeAll(async () => {
  server = await startTestServer();
  F = await newCaller(server, { name: "Halyard Freight" });
  S = await newCaller(server, { name: "Quill Exports" });
  await invite(F, S);
});
afterAll(async () => server?.close());

interface ErrorBody {
  detail: Array<{ loc: unknown[]; msg: string; code: string }>;
}

const settings = (who: Caller, body: Record<string, unknown>) =>
  who.call<OrganizationSettings>("PATCH", "/organization-settings", { body });

async function inReview(): Promise<string> {
  const id = await apply(S, F, "credit-terms");
  const r = await F.call("POST", `/credit-applications/${id}/statuses/internal-review`);
  expect(r.status).toBe(200);
  return id;
}
async function approved(): Promise<string> {
  const id = await inReview();
  expect((await F.call("POST", `/credit-applications/${id}/statuses/approve`)).status).toBe(200);
  return id;
}
const decline = (id: string, body?: unknown) => F.call(`POST`, `/credit-applications/${id}/statuses/decline`, { body });
const reject = (id: string, body?: unknown) =>
  S.call("POST", `/credit-applications/${id}/statuses/reject`, { target: F.org, body });
const status = async (id: string) =>
  (await F.call<CreditApplicationDetail>("GET", `/credit-applications/${id}`)).body.status;

describe("organization settings", () => {
  it("read the defaults until changed; PATCH changes only the given setting", async () => {
    const fresh = await newCaller(server);
    const r = await fresh.call<OrganizationSettings>("GET", "/organization-settings");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      decision_reasons_required: false,
      agreement_includes_decision_reasons: false,
      statement_stale_after_days: 365,
      require_totp: false,
      second_approval_thresholds: {},
      updated_at: null,
    });
    const changed = await settings(fresh, { decision_reasons_required: true });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ decision_reasons_required: true, agreement_includes_decision_reasons: false });
    expect(changed.body.updated_at).not.toBeNull();
    const second = await settings(fresh, { agreement_includes_decision_reasons: true });
    expect(second.body).toMatchObject({ decision_reasons_required: true, agreement_includes_decision_reasons: true });
    const read = await fresh.call<OrganizationSettings>("GET", "/organization-settings");
    expect(read.body).toEqual(second.body);
    // Another organization's settings are its own.
    expect((await S.call<OrganizationSettings>("GET", "/organization-settings")).body.decision_reasons_required).toBe(
      false,
    );
  });

  it("422 for an empty or unknown body; Self only", async () => {
    const empty = await settings(F, {});
    expect([empty.status, codeOf(empty)]).toEqual([422, "validation_error"]);
    const unknown = await settings(F, { decision_reasons_required: "yes" });
    expect(unknown.status).toBe(422);
    const extra = await settings(F, { color: "blue" });
    expect(extra.status).toBe(422);
    // The shipper cannot read its Host's settings in the Guest scenario.
    const guest = await S.call("GET", "/organization-settings", { target: F.org });
    expect(guest.status).toBe(403);
  });
});

describe("decline and reject reasons", () => {
  it("without the setting, decline and reject accept an empty body (backward compatible)", async () => {
    const a = await inReview();
    expect((await decline(a)).status).toBe(200);
    expect(await status(a)).toBe("declined");
    const b = await approved();
    expect((await reject(b, {})).status).toBe(200);
    expect(await status(b)).toBe("rejected");
  });

  it("decision_reasons_required on the forwarder: decline without a reason is 422 body.reason, nothing moves", async () => {
    await settings(F, { decision_reasons_required: true });
    try {
      const id = await inReview();
      for (const body of [undefined, {}, { reason: "   " }]) {
        const r = await decline(id, body);
        expect(r.status).toBe(422);
        const err = r.body as ErrorBody;
        expect(err.detail[0]).toMatchObject({ loc: ["body", "reason"], code: "validation_error" });
      }
      expect(await status(id)).toBe("internal_review");
      const ok = await decline(id, { reason: "Insufficient trading history" });
      expect(ok.status).toBe(200);
      // The shipper reads the reason in the history.
      const seen = await S.call<CreditApplicationDetail>("GET", `/credit-applications/${id}`, { target: F.org });
      const last = seen.body.history[seen.body.history.length - 1];
      expect([last?.action, last?.detail?.reason]).toEqual(["decline", "Insufficient trading history"]);
      // The forwarder's setting does not bind the shipper's reject.
      const offer = await approved();
      expect((await reject(offer)).status).toBe(200);
    } finally {
      await settings(F, { decision_reasons_required: false });
    }
  });

  it("decision_reasons_required on the shipper: reject without a reason is 422 body.reason", async () => {
    await settings(S, { decision_reasons_required: true });
    try {
      const id = await approved();
      const r = await reject(id);
      expect(r.status).toBe(422);
      expect((r.body as ErrorBody).detail[0]?.loc).toEqual(["body", "reason"]);
      expect(await status(id)).toBe("approved");
      expect((await reject(id, { reason: "The conditions do not suit us" })).status).toBe(200);
      const seen = await F.call<CreditApplicationDetail>("GET", `/credit-applications/${id}`);
      expect(seen.body.history.at(-1)?.detail?.reason).toBe("The conditions do not suit us");
      // The shipper's setting does not bind the forwarder's decline.
      expect((await decline(await inReview())).status).toBe(200);
    } finally {
      await settings(S, { decision_reasons_required: false });
    }
  });
});
