import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apply, type Caller, codeOf, invite, newCaller, requestChangesBody } from "../../../test/support/applications";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import type { CreditApplicationDetail, CreditApplicationListItem } from "../../contract/applications";
import type { CreditApplicationStatus } from "../../contract/transitions";

type Detail = CreditApplicationDetail;

let server: TestServer;
/** Forwarder (Host) and shipper (its Guest). */
let F: Caller;
let S: Caller;

beforeAll(async () => {
  server = await startTestServer();
  F = await newCaller(server, { name: "Decisive Freight" });
  S = await newCaller(server, { name: "Reasoned Shipping" });
  await invite(F, S);
});
afterAll(async () => server?.close());

const db = () => server.built.services.db;
async function setStatus(id: string, status: CreditApplicationStatus): Promise<void> {
  await db().updateTable("credit_applications").set({ status }).where("id", "=", id).execute();
}
async function giveScore(orgId: string, date: string, total: number, band: "good" | "weak"): Promise<void> {
  await db()
    .insertInto("score_history")
    .values({ organization_id: orgId, private_record_id: null, date, period_type: "yearly", total_score: total, band })
    .execute();
}
const asForwarder = <T>(method: string, path: string, body?: unknown) => F.call<T>(method, path, { body });
const asShipper = <T>(method: string, path: string, body?: unknown) => S.call<T>(method, path, { target: F.org, body });
const inReview = async () => {
  const id = await apply(S, F, "credit-terms");
  await setStatus(id, "internal_review");
  return id;
};
const lastMove = async (id: string, who: "forwarder" | "shipper" = "forwarder") => {
  const r = await (who === "forwarder" ? asForwarder : asShipper)<Detail>("GET", `/credit-applications/${id}`);
  return r.body.history[r.body.history.length - 1];
};

describe("credit decisions carry an amount, conditions and reasons into the history", () => {
  it("approve with a lower approved amount, conditions and reason; the score at decision time is kept", async () => {
    await giveScore(S.org.id, "2025-12-31", 72.5, "good");
    const id = await inReview();
    const r = await asForwarder<{ status: string }>("POST", `/credit-applications/${id}/statuses/approve`, {
      approved_amount: 30000,
      conditions: "Personal guarantee of the director",
      reason: "Solid cash flow, thin equity",
    });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe("approved");
    // A later score does not change what the decision saw.
    await giveScore(S.org.id, "2026-06-30", 40, "weak");
    const expected = {
      action: "approve",
      from: "internal_review",
      to: "approved",
      detail: {
        requested_amount: 50000,
        approved_amount: 30000,
        currency: "EUR",
        conditions: "Personal guarantee of the director",
        reason: "Solid cash flow, thin equity",
        message: null,
        score: { total_score: 72.5, band: "good", date: "2025-12-31" },
      },
    };
    expect(await lastMove(id)).toMatchObject(expected);
    expect(await lastMove(id, "shipper")).toMatchObject(expected);
    const seen = await asForwarder<Detail>("GET", `/credit-applications/${id}`);
    expect(seen.body.shipper_analytics_readable).toBe(true);
  });

  it("the score at decision time is the latest dated on or before the decision day", async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await giveScore(S.org.id, "2026-03-31", 55, "good");
    await giveScore(S.org.id, tomorrow, 99, "good");
    const id = await inReview();
    const r = await asForwarder<{ status: string }>("POST", `/credit-applications/${id}/statuses/approve`, {});
    expect(r.status).toBe(200);
    const score = (await lastMove(id))?.detail?.score;
    expect(score?.date && score.date <= new Date().toISOString().slice(0, 10)).toBe(true);
    expect(score?.total_score).not.toBe(99);
  });

  it("approve may grant more than requested (the difference is shown, not refused)", async () => {
    const id = await inReview();
    const r = await asForwarder("POST", `/credit-applications/${id}/statuses/approve`, { approved_amount: 75000 });
    expect(r.status).toBe(200);
    expect((await lastMove(id))?.detail).toMatchObject({ requested_amount: 50000, approved_amount: 75000 });
  });

  it("approve and decline without a body stay backward compatible: no approved amount, no reason", async () => {
    const a = await inReview();
    expect((await asForwarder("POST", `/credit-applications/${a}/statuses/approve`)).status).toBe(200);
    expect((await lastMove(a))?.detail).toMatchObject({ approved_amount: null, conditions: null, reason: null });
    const d = await inReview();
    expect((await asForwarder("POST", `/credit-applications/${d}/statuses/decline`)).status).toBe(200);
    expect((await lastMove(d))?.detail).toMatchObject({ reason: null, requested_amount: 50000 });
  });

  it("decline and reject keep their reason", async () => {
    const d = await inReview();
    const r = await asForwarder("POST", `/credit-applications/${d}/statuses/decline`, { reason: "Negative equity" });
    expect(r.status).toBe(200);
    expect(await lastMove(d)).toMatchObject({
      action: "decline",
      to: "declined",
      detail: { reason: "Negative equity" },
    });

    const j = await apply(S, F, "credit-terms");
    await setStatus(j, "approved");
    const rej = await asShipper("POST", `/credit-applications/${j}/statuses/reject`, { reason: "Terms too strict" });
    expect(rej.status).toBe(200);
    expect(await lastMove(j, "shipper")).toMatchObject({
      action: "reject",
      to: "rejected",
      detail: { reason: "Terms too strict", approved_amount: null },
    });
  });

  it("request-changes keeps its message in the history; other moves carry no detail", async () => {
    const id = await inReview();
    const r = await asForwarder("POST", `/credit-applications/${id}/statuses/request-changes`, requestChangesBody);
    expect(r.status).toBe(200);
    expect((await lastMove(id))?.detail).toMatchObject({ message: "Please send the audited statements" });
    const d = await asForwarder<Detail>("GET", `/credit-applications/${id}`);
    expect(d.body.history[0]).toMatchObject({ action: "create", detail: null });
  });

  it("422 for bad bodies, and nothing is written", async () => {
    const id = await inReview();
    const bad: Array<[string, unknown, string]> = [
      ["approve", { approved_amount: 0 }, "approved_amount"],
      ["approve", { approved_amount: -5 }, "approved_amount"],
      ["approve", { approved_amount: 1.5 }, "approved_amount"],
      ["approve", { approved_amount: Number.MAX_SAFE_INTEGER + 2 }, "approved_amount"],
      ["approve", { approved_amount: "1000" }, "approved_amount"],
      ["approve", { conditions: "x".repeat(2001) }, "conditions"],
      ["approve", { reason: "   " }, "reason"],
      ["approve", { surprise: true }, "surprise"],
      ["decline", { reason: "y".repeat(2001) }, "reason"],
      ["decline", { approved_amount: 100 }, "approved_amount"],
      ["reject", { reason: 42 }, "reason"],
    ];
    for (const [move, body, field] of bad) {
      const r = await asForwarder<{ detail: Array<{ loc: unknown[] }> }>(
        "POST",
        `/credit-applications/${id}/statuses/${move}`,
        body,
      );
      expect(r.status, `${move} ${JSON.stringify(body).slice(0, 60)}`).toBe(422);
      expect(r.body.detail[0]?.loc).toEqual(["body", field]);
    }
    const d = await asForwarder<Detail>("GET", `/credit-applications/${id}`);
    expect(d.body.status).toBe("internal_review");
    expect(d.body.history).toHaveLength(1);
  });

  it("a decision body does not bypass the transition table", async () => {
    const id = await apply(S, F, "credit-terms");
    const r = await asForwarder("POST", `/credit-applications/${id}/statuses/approve`, { approved_amount: 100 });
    expect(r.status).toBe(409);
    expect(codeOf(r)).toBe("invalid_application_status_transition");
  });

  it("the score at decision time is hidden from a caller that may not read the shipper's score", async () => {
    // X and Y are connected both ways: X reads the application as forwarder in the Guest scenario.
    const X = await newCaller(server, { name: "Both Ways Freight" });
    const Y = await newCaller(server, { name: "Both Ways Shipping" });
    await invite(X, Y);
    await invite(Y, X);
    await giveScore(Y.org.id, "2025-12-31", 65, "good");
    const id = await apply(Y, X, "credit-terms");
    await setStatus(id, "internal_review");
    expect((await X.call("POST", `/credit-applications/${id}/statuses/approve`, { body: {} })).status).toBe(200);
    const asGuest = await X.call<Detail>("GET", `/credit-applications/${id}`, { target: Y.org });
    expect(asGuest.status).toBe(200);
    const move = asGuest.body.history[asGuest.body.history.length - 1];
    expect(move?.detail).toMatchObject({ requested_amount: 50000, score: null });
    expect(asGuest.body.shipper_analytics_readable).toBe(false);
    const asSelf = await X.call<Detail>("GET", `/credit-applications/${id}`);
    expect(asSelf.body.shipper_analytics_readable).toBe(true);
    expect(asSelf.body.history[asSelf.body.history.length - 1]?.detail?.score).toMatchObject({ total_score: 65 });
  });
});

describe("application references", () => {
  it("every application gets a unique CA-<year>-<number> reference, returned in detail and list", async () => {
    const a = await apply(S, F, "credit-terms");
    const b = await apply(S, F, "factoring");
    const da = await asForwarder<Detail>("GET", `/credit-applications/${a}`);
    const db2 = await asForwarder<Detail>("GET", `/credit-applications/${b}`);
    const year = new Date().getUTCFullYear();
    expect(da.body.reference).toMatch(new RegExp(`^CA-${year}-\\d{6,}$`));
    expect(db2.body.reference).toMatch(new RegExp(`^CA-${year}-\\d{6,}$`));
    expect(da.body.reference).not.toBe(db2.body.reference);
    const list = await F.call<{ items: CreditApplicationListItem[] }>("GET", "/credit-applications", {
      query: { limit: 100, offset: 0 },
    });
    const listed = list.body.items.find((i) => i.id === a);
    expect(listed?.reference).toBe(da.body.reference);
  });

  it("applications created at the same time never share a reference", async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, () => apply(S, F, "credit-terms")));
    const rows = await db().selectFrom("credit_applications").select("reference").where("id", "in", ids).execute();
    expect(new Set(rows.map((r) => r.reference)).size).toBe(ids.length);
  });

  it("is searchable: search_field=reference finds by a case-insensitive part, with an exact total", async () => {
    const a = await apply(S, F, "credit-terms");
    const ref = (await asForwarder<Detail>("GET", `/credit-applications/${a}`)).body.reference;
    const search = (who: Caller, text: string, extra: Record<string, unknown> = {}, target?: Caller) =>
      who.call<{ items: CreditApplicationListItem[]; total_items: number }>("GET", "/credit-applications", {
        target: target?.org,
        query: { limit: 100, offset: 0, search_field: "reference", search_text: text, ...extra },
      });
    const full = await search(F, ref.toLowerCase());
    expect(full.status).toBe(200);
    expect(full.body.items.map((i) => i.id)).toEqual([a]);
    expect(full.body.total_items).toBe(1);
    const number = ref.split("-")[2] ?? "";
    const part = await search(F, number);
    expect(part.body.items.map((i) => i.reference)).toContain(ref);
    expect(part.body.total_items).toBe(part.body.items.length);
    // The shipper (Guest) finds it too; with a status filter that excludes it, nothing.
    expect((await search(S, ref, {}, F)).body.items.map((i) => i.id)).toEqual([a]);
    const none = await search(F, ref, { credit_application_statuses: "declined" });
    expect(none.body).toMatchObject({ items: [], total_items: 0 });
    // Another organization never finds it.
    const O = await newCaller(server, { name: "Outsider Freight" });
    expect((await search(O, ref)).body).toMatchObject({ items: [], total_items: 0 });
    // A name search does not match references.
    const byName = await F.call<{ total_items: number }>("GET", "/credit-applications", {
      query: { limit: 100, offset: 0, search_text: ref },
    });
    expect(byName.body.total_items).toBe(0);
  });
});
