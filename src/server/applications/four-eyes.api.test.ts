import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apply, type Caller, codeOf, invite, newCaller, requestChangesBody } from "../../../test/support/applications";
import { errorLocs, startTestServer, type TestServer } from "../../../test/support/harness";
import { type ReceivedWebhook, type Receiver, startReceiver } from "../../../test/support/webhook-receiver";
import type { ApproveResult, CreditApplicationDetail } from "../../contract/applications";
import { CSRF_HEADER } from "../../contract/people";
import { hashPassword } from "../people/passwords";

/**
 * Four-eyes approval (issue 26 part 4) over real HTTP: the organization's second-approval
 * threshold, personal approval limits, the proposer refused as second, another approver
 * completing, a decline clearing the proposal, API clients, concurrency, the webhook event and
 * hostile amounts.
 */
let server: TestServer;
let receiver: Receiver;
/** Forwarder (Host), its shipper (Guest). */
let F: Caller;
let S: Caller;

const PASSWORD = "four eyes see more than two";
/** Each sign-in costs a real scrypt hash: generous on a loaded machine; nothing depends on time. */
const SLOW = 180_000;

let passwordHash: string;
let n = 0;
async function person(role: "approver" | "admin" | "analyst", limits: Record<string, number> | null = null) {
  n += 1;
  const email = `four-eyes-${n}-${Math.random().toString(36).slice(2)}@example.test`;
  const row = await server.built.services.db
    .insertInto("users")
    .values({
      organization_id: F.org.id,
      email,
      name: `Approver ${n}`,
      role,
      status: "active",
      password_hash: passwordHash,
      approval_limits: limits === null ? null : JSON.stringify(limits),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const signed = await server.request<{ access_token: string }>("POST", "/auth/sign-in", {
    body: { email, password: PASSWORD },
    headers: { [CSRF_HEADER]: "1", origin: server.origin },
  });
  expect(signed.status).toBe(200);
  const token = signed.body.access_token;
  return {
    id: row.id,
    email,
    token,
    call: <T>(method: string, path: string, body?: unknown) =>
      server.request<T>(method, path, { token, body, as: { requester: F.org.id, target: F.org.id } }),
  };
}

let A: Awaited<ReturnType<typeof person>>;
let B: Awaited<ReturnType<typeof person>>;
let Small: Awaited<ReturnType<typeof person>>;

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({ webhookAllowPrivateUrls: true, webhookRetryDelaysMs: [100, 100, 100] });
  for (const task of server.built.tasks) if (task.name === "job-worker") task.start();
  F = await newCaller(server, { name: "Four Eyes Freight" });
  S = await newCaller(server, { name: "Four Eyes Shipping" });
  await invite(F, S);
  passwordHash = await hashPassword(PASSWORD);
  A = await person("approver");
  B = await person("admin");
  Small = await person("approver", { EUR: 10_000 });
  // Approvals of more than 40,000 EUR need two people (the applications ask for 50,000 EUR).
  const set = await F.call("PATCH", "/organization-settings", {
    body: { second_approval_thresholds: { EUR: 40_000 } },
  });
  expect(set.status).toBe(200);
}, 300_000);
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

async function inReview(body?: Record<string, unknown>): Promise<string> {
  const id = await apply(S, F, "credit-terms", body);
  const r = await F.call("POST", `/credit-applications/${id}/statuses/internal-review`);
  expect(r.status).toBe(200);
  return id;
}
const approvePath = (id: string) => `/credit-applications/${id}/statuses/approve`;
const detail = async (id: string) => (await F.call<CreditApplicationDetail>("GET", `/credit-applications/${id}`)).body;

describe("four-eyes approval", () => {
  it("reads and validates the threshold setting: per currency, known currencies, whole amounts", async () => {
    const read = await F.call<{ second_approval_thresholds: Record<string, number> }>("GET", "/organization-settings");
    expect(read.body.second_approval_thresholds).toEqual({ EUR: 40_000 });
    for (const bad of [
      { XYZ: 10 },
      { EUR: -1 },
      { EUR: 1.5 },
      { EUR: "100" },
      { eur: 100 },
      { EUR: 2 ** 60 },
      { "E\u0000R": 5 },
      { "\ud800UR": 5 },
    ]) {
      const r = await F.call("PATCH", "/organization-settings", { body: { second_approval_thresholds: bad } });
      expect(r.status, JSON.stringify(bad)).toBe(422);
    }
    const unknown = await F.call("PATCH", "/organization-settings", {
      body: { second_approval_thresholds: { XYZ: 10 } },
    });
    expect(errorLocs(unknown)).toEqual([["body", "second_approval_thresholds", "XYZ"]]);
  });

  it(
    "above the threshold the first approver only proposes; the proposer cannot be the second; another completes",
    async () => {
      const id = await inReview();
      const first = await A.call<ApproveResult>("POST", approvePath(id), { reason: "Strong cash flow" });
      expect(first.status).toBe(200);
      expect(first.body.status).toBe("internal_review");
      expect(first.body.pending_approval).toMatchObject({
        proposed_by: { kind: "person", id: A.id, email: A.email, name: "Approver 1" },
        decision: { approved_amount: null, conditions: null, reason: "Strong cash flow" },
        amount: 50_000,
        currency: "EUR",
        proposed_by_caller: true,
      });
      // The forwarder's detail carries it; the shipper never sees it.
      const seen = await A.call<CreditApplicationDetail>("GET", `/credit-applications/${id}`);
      expect(seen.body.status).toBe("internal_review");
      expect(seen.body.pending_approval?.proposed_by.id).toBe(A.id);
      expect(seen.body.pending_approval?.proposed_by_caller).toBe(true);
      const seenByB = await B.call<CreditApplicationDetail>("GET", `/credit-applications/${id}`);
      expect(seenByB.body.pending_approval?.proposed_by_caller).toBe(false);
      const shipperView = await S.call<CreditApplicationDetail>("GET", `/credit-applications/${id}`, { target: F.org });
      expect(shipperView.body.pending_approval).toBeNull();

      const again = await A.call("POST", approvePath(id));
      expect(again.status).toBe(409);
      expect(codeOf(again)).toBe("second_approval_same_person");
      const differs = await B.call("POST", approvePath(id), { approved_amount: 45_000 });
      expect(differs.status).toBe(409);
      expect(codeOf(differs)).toBe("second_approval_decision_differs");
      const small = await Small.call("POST", approvePath(id));
      expect(small.status).toBe(403);
      expect(codeOf(small)).toBe("approval_limit_exceeded");
      const client = await F.call("POST", approvePath(id));
      expect(client.status).toBe(403);
      expect(codeOf(client)).toBe("second_approval_requires_person");

      const second = await B.call<ApproveResult>("POST", approvePath(id));
      expect(second.status).toBe(200);
      expect(second.body.status).toBe("approved");
      expect(second.body.pending_approval).toBeNull();
      const after = await detail(id);
      expect(after.pending_approval).toBeNull();
      const last = after.history[after.history.length - 1];
      expect(last).toMatchObject({ action: "approve", from: "internal_review", to: "approved" });
      // The proposed decision is what was approved.
      expect(last?.detail?.reason).toBe("Strong cash flow");
    },
    SLOW,
  );

  it("at or below the threshold one approver within their limit approves at once", async () => {
    const id = await inReview({ amount: 40_000, currency: "EUR", payment_terms: "NET 30" });
    const r = await A.call<ApproveResult>("POST", approvePath(id));
    expect(r.status).toBe(200);
    expect(r.body.status).toBe("approved");
    expect(r.body.pending_approval).toBeNull();
  });

  it("an approved amount above the threshold proposes even when the requested one is below it", async () => {
    const id = await inReview({ amount: 30_000, currency: "EUR", payment_terms: "NET 30" });
    const r = await A.call<ApproveResult>("POST", approvePath(id), { approved_amount: 45_000 });
    expect(r.body.status).toBe("internal_review");
    expect(r.body.pending_approval?.amount).toBe(45_000);
    const done = await B.call<ApproveResult>("POST", approvePath(id), { approved_amount: 45_000 });
    expect(done.body.status).toBe("approved");
    const after = await detail(id);
    expect(after.amounts.approved?.amount).toBe(45_000);
  });

  it("a currency without a threshold needs two people once any threshold is set (no conversion)", async () => {
    const id = await inReview({ amount: 1_000, currency: "USD", payment_terms: "NET 30" });
    const r = await A.call<ApproveResult>("POST", approvePath(id));
    expect(r.body.status).toBe("internal_review");
    expect(r.body.pending_approval?.currency).toBe("USD");
  });

  it("a personal limit: below the threshold but above the limit the approver only proposes", async () => {
    const id = await inReview({ amount: 20_000, currency: "EUR", payment_terms: "NET 30" });
    const r = await Small.call<ApproveResult>("POST", approvePath(id));
    expect(r.body.status).toBe("internal_review");
    expect(r.body.pending_approval?.proposed_by.id).toBe(Small.id);
    const done = await A.call<ApproveResult>("POST", approvePath(id));
    expect(done.body.status).toBe("approved");
    const within = await inReview({ amount: 9_000, currency: "EUR", payment_terms: "NET 30" });
    expect((await Small.call<ApproveResult>("POST", approvePath(within))).body.status).toBe("approved");
  });

  it("an admin sets a personal limit with PATCH /users/{id}; hostile limits answer 422", async () => {
    const set = await F.call<{ approval_limits: Record<string, number> | null }>("PATCH", `/users/${A.id}`, {
      body: { approval_limits: { EUR: 100_000, USD: 5 } },
    });
    expect(set.status).toBe(200);
    expect(set.body.approval_limits).toEqual({ EUR: 100_000, USD: 5 });
    for (const bad of [
      { EUR: -5 },
      { EUR: 0.5 },
      { QQQ: 1 },
      { EUR: Number.MAX_SAFE_INTEGER + 2 },
      { "\u0000": 1 },
      "x",
    ]) {
      const r = await F.call("PATCH", `/users/${A.id}`, { body: { approval_limits: bad } });
      expect(r.status, JSON.stringify(bad)).toBe(422);
    }
    const cleared = await F.call<{ approval_limits: null }>("PATCH", `/users/${A.id}`, {
      body: { approval_limits: null },
    });
    expect(cleared.body.approval_limits).toBeNull();
    const audit = await F.call<{ items: Array<{ action: string }> }>("GET", "/audit-events");
    expect(audit.body.items.map((e) => e.action)).toContain("approval_limits_changed");
    const byApprover = await A.call("PATCH", `/users/${A.id}`, { approval_limits: null });
    expect(byApprover.status).toBe(403);
  });

  it("a decline or a request for changes clears the proposal", async () => {
    const id = await inReview();
    expect((await A.call<ApproveResult>("POST", approvePath(id))).body.pending_approval).not.toBeNull();
    const declined = await B.call("POST", `/credit-applications/${id}/statuses/decline`, { reason: "No" });
    expect(declined.status).toBe(200);
    expect((await detail(id)).pending_approval).toBeNull();

    const other = await inReview();
    expect((await A.call<ApproveResult>("POST", approvePath(other))).body.pending_approval).not.toBeNull();
    const changes = await B.call("POST", `/credit-applications/${other}/statuses/request-changes`, requestChangesBody);
    expect(changes.status).toBe(200);
    expect((await detail(other)).pending_approval).toBeNull();
    // Back in review, an approval starts over: A's old proposal no longer counts.
    await S.call("POST", `/credit-applications/${other}/statuses/resubmit`, { target: F.org });
    await F.call("POST", `/credit-applications/${other}/statuses/internal-review`);
    const fresh = await B.call<ApproveResult>("POST", approvePath(other));
    expect(fresh.body.status).toBe("internal_review");
    expect(fresh.body.pending_approval?.proposed_by.id).toBe(B.id);
  });

  it("an API client above the threshold only proposes, and a person completes it", async () => {
    const id = await inReview();
    const r = await F.call<ApproveResult>("POST", approvePath(id));
    expect(r.body.status).toBe("internal_review");
    expect(r.body.pending_approval?.proposed_by).toMatchObject({ kind: "api_client", id: F.org.clientId, email: null });
    const same = await F.call("POST", approvePath(id));
    expect(codeOf(same)).toBe("second_approval_same_person");
    expect((await A.call<ApproveResult>("POST", approvePath(id))).body.status).toBe("approved");
  });

  it("two approvers confirming at once: exactly one completes, the other finds it approved", async () => {
    const id = await inReview();
    await Small.call("POST", approvePath(id));
    const [a, b] = await Promise.all([A.call("POST", approvePath(id)), B.call("POST", approvePath(id))]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(codeOf(a.status === 409 ? a : b)).toBe("invalid_application_status_transition");
    const after = await detail(id);
    expect(after.history.filter((h) => h.action === "approve")).toHaveLength(1);
  });

  it("two proposals at once: one proposal is kept, the other approver confirms it or is refused", async () => {
    const id = await inReview();
    const [a, small] = await Promise.all([
      A.call<ApproveResult>("POST", approvePath(id)),
      Small.call<ApproveResult>("POST", approvePath(id)),
    ]);
    // Whichever came first proposed; A coming second completes Small's proposal, Small coming second is refused.
    const after = await detail(id);
    if (after.status === "approved") {
      expect(small.body.pending_approval?.proposed_by.id).toBe(Small.id);
      expect(a.body.status).toBe("approved");
    } else {
      expect(a.body.pending_approval?.proposed_by.id).toBe(A.id);
      expect(codeOf(small)).toBe("approval_limit_exceeded");
      expect(after.pending_approval?.proposed_by.id).toBe(A.id);
    }
  });

  it("delivers credit_application.approval_proposed to the forwarder only", async () => {
    const f = await F.call<{ id: string }>("POST", "/webhook-endpoints", {
      body: { url: `${receiver.url}/f`, event_types: ["credit_application.approval_proposed"] },
    });
    expect(f.status).toBe(201);
    const s = await S.call("POST", "/webhook-endpoints", { body: { url: `${receiver.url}/s`, event_types: ["*"] } });
    expect(s.status).toBe(201);
    const id = await inReview();
    await A.call("POST", approvePath(id));
    const got: ReceivedWebhook = await receiver.waitFor((list) =>
      list.find((r) => r.path === "/f" && r.json.data.credit_application_id === id),
    );
    expect(got.json.type).toBe("credit_application.approval_proposed");
    expect(got.json.data).toMatchObject({
      credit_application_id: id,
      forwarder_id: F.org.id,
      status: "internal_review",
      proposed_by: { kind: "person", id: A.id, email: A.email },
      amount: 50_000,
      currency: "EUR",
    });
    // The shipper's endpoint hears of the review move but never of the proposal.
    await receiver.waitFor((list) =>
      list.find(
        (r) => r.path === "/s" && r.json.data.credit_application_id === id && r.json.data.to === "internal_review",
      ),
    );
    expect(
      receiver.received.filter((r) => r.path === "/s" && r.json.type === "credit_application.approval_proposed"),
    ).toEqual([]);
  });
});
