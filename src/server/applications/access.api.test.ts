import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apply,
  type Caller,
  codeOf,
  invite,
  newCaller,
  requestChangesBody,
  tradeFinanceBody,
} from "../../../test/support/applications";
import type { ApiResponse } from "../../../test/support/harness";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import type { CreditApplicationDetail, StatusSummary } from "../../contract/applications";
import type { CreditApplicationStatus } from "../../contract/transitions";
import { expireDueApplications } from "./service";

/**
 * Tenant isolation (each endpoint × Self / Host / Guest / unconnected) and races: concurrent
 * requests on one application, sent at once over HTTP (real concurrency on PostgreSQL).
 */

let server: TestServer;
/** forwarder F hosts shipper S; Y is another forwarder hosting S; X is connected to nobody. */
let F: Caller;
let S: Caller;
let Y: Caller;
let X: Caller;
let appId: string;

beforeAll(async () => {
  server = await startTestServer();
  [F, S, Y, X] = await Promise.all([newCaller(server), newCaller(server), newCaller(server), newCaller(server)]);
  await invite(F, S);
  await invite(Y, S);
  appId = await apply(S, F, "trade-finance");
  await apply(S, Y, "credit-terms");
});
afterAll(async () => server?.close());

const db = () => server.built.services.db;
async function setStatus(id: string, status: CreditApplicationStatus): Promise<void> {
  await db().updateTable("credit_applications").set({ status }).where("id", "=", id).execute();
}

/** Every single-application endpoint, with a valid body where it takes one. */
const endpoints: Array<[string, string, (id: string) => string, unknown?]> = [
  ["read", "GET", (id) => `/credit-applications/${id}`],
  ["update", "PUT", (id) => `/credit-applications/trade-finance/${id}`, tradeFinanceBody()],
  ["internal-review", "POST", (id) => `/credit-applications/${id}/statuses/internal-review`],
  ["external-review", "POST", (id) => `/credit-applications/${id}/statuses/external-review`],
  ["request-changes", "POST", (id) => `/credit-applications/${id}/statuses/request-changes`, requestChangesBody],
  ["confirmation", "POST", (id) => `/credit-applications/${id}/additional-documents/confirmation`],
  ["resubmit", "POST", (id) => `/credit-applications/${id}/statuses/resubmit`],
  ["approve", "POST", (id) => `/credit-applications/${id}/statuses/approve`],
  ["decline", "POST", (id) => `/credit-applications/${id}/statuses/decline`],
  ["reject", "POST", (id) => `/credit-applications/${id}/statuses/reject`],
  ["finalize", "POST", (id) => `/credit-applications/${id}/statuses/finalize`],
];
/** Scenarios each endpoint permits (spec + api-design §5). */
const permitted: Record<string, Array<"self" | "guest">> = {
  "request-changes": ["self"],
  confirmation: ["guest"],
  finalize: ["guest"],
};
const scenariosOf = (name: string) => permitted[name] ?? ["self", "guest"];

function outcome(r: ApiResponse): string {
  return r.status === 200 ? "200" : `${r.status} ${codeOf(r)}`;
}

describe("tenant isolation of one application", () => {
  it("an organization that is not a party gets 404 credit_application_not_found in every scenario it may use", async () => {
    const results: string[] = [];
    for (const [name, method, path, body] of endpoints) {
      for (const scenario of scenariosOf(name)) {
        // Y (another Host of S) in Self; S's other Host's scenario: S acting towards Y (Guest) on F's application.
        if (scenario === "self") results.push(`${name} Y-self ${outcome(await Y.call(method, path(appId), { body }))}`);
        if (scenario === "guest") {
          const r = await S.call(method, path(appId), { target: Y.org, body });
          results.push(`${name} S-guest-of-Y ${outcome(r)}`);
        }
      }
      if (scenariosOf(name).includes("self")) {
        results.push(`${name} X-self ${outcome(await X.call(method, path(appId), { body }))}`);
      }
    }
    expect(results.every((r) => r.endsWith("404 credit_application_not_found"))).toBe(true);
    expect(results.length).toBeGreaterThan(endpoints.length);
  });

  it("the Host scenario and unconnected Targets get 403 access_denied on every endpoint", async () => {
    for (const [name, method, path, body] of endpoints) {
      const host = await F.call(method, path(appId), { target: S.org, body });
      expect([name, outcome(host)]).toEqual([name, "403 access_denied"]);
      const unconnected = await X.call(method, path(appId), { target: F.org, body });
      expect([name, outcome(unconnected)]).toEqual([name, "403 access_denied"]);
    }
    const list = await F.call("GET", "/credit-applications", { target: S.org, query: { limit: 10, offset: 0 } });
    expect(outcome(list)).toBe("403 access_denied");
    for (const type of ["credit-terms", "trade-finance", "factoring"]) {
      const r = await X.call("POST", `/credit-applications/${type}`, { target: F.org, body: {} });
      // Validation (422) comes before the scenario check; a valid body reaches the 403.
      expect(r.status).toBe(422);
    }
  });

  it("the parties read it: the forwarder in Self, the shipper in Self and as Guest of the forwarder", async () => {
    const reads = [
      await F.call<CreditApplicationDetail>("GET", `/credit-applications/${appId}`),
      await S.call<CreditApplicationDetail>("GET", `/credit-applications/${appId}`),
      await S.call<CreditApplicationDetail>("GET", `/credit-applications/${appId}`, { target: F.org }),
    ];
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(reads.map((r) => r.body.allowed_actions)).toEqual([
      ["start_review", "request_changes", "decline"],
      ["update_trade_finance"],
      ["update_trade_finance"],
    ]);
  });

  it("lists never show another tenant's applications", async () => {
    const query = { limit: 100, offset: 0 };
    const mine = await X.call<{ total_items: number }>("GET", "/credit-applications", { query });
    expect(mine.body).toEqual({ items: [], total_items: 0 });
    const y = await Y.call<{ items: Array<{ id: string; forwarder_id: string }>; total_items: number }>(
      "GET",
      "/credit-applications",
      { query },
    );
    expect(y.body.total_items).toBe(1);
    expect(y.body.items.every((i) => i.forwarder_id === Y.org.id)).toBe(true);
    const sTowardsY = await S.call<{ items: Array<{ id: string }>; total_items: number }>(
      "GET",
      "/credit-applications",
      {
        target: Y.org,
        query,
      },
    );
    expect(sTowardsY.body.total_items).toBe(1);
    expect(sTowardsY.body.items.map((i) => i.id)).not.toContain(appId);
    const byForeignFilter = await Y.call<{ total_items: number }>("GET", "/credit-applications", {
      query: { ...query, forwarder_id: F.org.id },
    });
    expect(byForeignFilter.body.total_items).toBe(0);
  });
});

describe("races on one application", () => {
  it("of 8 concurrent finalizations exactly one succeeds; the others get 400 finalize_invalid_status_transition", async () => {
    const id = await apply(S, F, "trade-finance");
    await setStatus(id, "approved");
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        S.call("POST", `/credit-applications/${id}/statuses/finalize`, { target: F.org }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const others = results.filter((r) => r.status !== 200).map(outcome);
    expect(others).toEqual(Array(7).fill("400 credit_application_finalize_invalid_status_transition"));
    const d = await F.call<CreditApplicationDetail>("GET", `/credit-applications/${id}`);
    expect(d.body.history.filter((h) => h.action === "finalize")).toHaveLength(1);
  });

  it("of 8 concurrent confirmations exactly one succeeds; the others get 409 already_sent", async () => {
    const id = await apply(S, F, "trade-finance");
    const rc = await F.call("POST", `/credit-applications/${id}/statuses/request-changes`, {
      body: requestChangesBody,
    });
    expect(rc.status).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        S.call("POST", `/credit-applications/${id}/additional-documents/confirmation`, { target: F.org }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const others = results.filter((r) => r.status !== 200).map(outcome);
    expect(others).toEqual(Array(7).fill("409 credit_application_additional_documents_already_sent"));
  });

  it("approve and decline racing from internal review: one wins, the other is refused, history has one move", async () => {
    const id = await apply(S, F, "trade-finance");
    await F.call("POST", `/credit-applications/${id}/statuses/internal-review`);
    const results = await Promise.all([
      F.call<StatusSummary>("POST", `/credit-applications/${id}/statuses/approve`),
      F.call<StatusSummary>("POST", `/credit-applications/${id}/statuses/decline`),
      F.call<StatusSummary>("POST", `/credit-applications/${id}/statuses/approve`),
      F.call<StatusSummary>("POST", `/credit-applications/${id}/statuses/decline`),
    ]);
    const wins = results.filter((r) => r.status === 200);
    expect(wins).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map(outcome)).toEqual(
      Array(3).fill("409 invalid_application_status_transition"),
    );
    const d = await F.call<CreditApplicationDetail>("GET", `/credit-applications/${id}`);
    expect(d.body.status).toBe(wins[0]!.body.status);
    expect(d.body.history.map((h) => h.action)).toEqual([
      "create",
      "start_review",
      wins[0]!.body.status === "approved" ? "approve" : "decline",
    ]);
  });

  it("concurrent creations and moves keep every total exact", async () => {
    const f = await newCaller(server);
    const shippers = await Promise.all(Array.from({ length: 4 }, () => newCaller(server)));
    for (const s of shippers) await invite(f, s);
    const created = await Promise.all(
      shippers.flatMap((s) => Array.from({ length: 5 }, () => apply(s, f, "trade-finance"))),
    );
    await Promise.all(
      created.slice(0, 12).map((id) => f.call("POST", `/credit-applications/${id}/statuses/internal-review`)),
    );
    await Promise.all(created.slice(0, 6).map((id) => f.call("POST", `/credit-applications/${id}/statuses/decline`)));
    const total = async (query: Record<string, string>) =>
      (
        await f.call<{ total_items: number; items: unknown[] }>("GET", "/credit-applications", {
          query: { limit: 100, offset: 0, ...query },
        })
      ).body;
    const all = await total({});
    expect([all.total_items, all.items.length]).toEqual([20, 20]);
    expect((await total({ credit_application_statuses: "pending" })).total_items).toBe(8);
    expect((await total({ credit_application_statuses: "internal_review" })).total_items).toBe(6);
    expect((await total({ credit_application_statuses: "declined" })).total_items).toBe(6);
    expect((await total({ shipper_id: shippers[0]!.org.id })).total_items).toBe(5);
  });

  it("the expiry sweep running in two instances at once expires each application once", async () => {
    const f = await newCaller(server);
    const s = await newCaller(server);
    await invite(f, s);
    const created = await Promise.all(Array.from({ length: 10 }, () => apply(s, f, "credit-terms")));
    await db()
      .updateTable("credit_applications")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "in", created)
      .execute();
    const [a, b] = await Promise.all([
      expireDueApplications(db(), { batchSize: 3 }),
      expireDueApplications(db(), { batchSize: 3 }),
    ]);
    expect(a + b).toBe(10);
    const rows = await db()
      .selectFrom("credit_application_history")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("credit_application_id", "in", created)
      .where("action", "=", "expire")
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(10);
    const expired = await f.call<{ total_items: number }>("GET", "/credit-applications", {
      query: { limit: 100, offset: 0, credit_application_statuses: "expired" },
    });
    expect(expired.body.total_items).toBe(10);
  });
});
