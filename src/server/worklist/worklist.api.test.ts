import { createHash, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apply, type Caller, caller, invite } from "../../../test/support/applications";
import { errorLocs, startTestServer, type TestServer } from "../../../test/support/harness";
import type { Worklist, WorklistKind } from "../../contract/worklist";

/**
 * GET /worklist (docs/api-conventions.md, "Worklist"): each kind, and the scoping. Two Hosts share
 * one Guest; each has a private record; the rival Host holds an upload into the Guest's files, sends
 * its own requests and receives its own applications. None of it may reach the other Host.
 */

let server: TestServer;
let host: Caller;
let rival: Caller;
let guest: Caller;
let stranger: Caller;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

async function privateRecord(owner: Caller, name: string): Promise<string> {
  const row = await server.built.services.db
    .insertInto("private_records")
    .values({ organization_id: owner.org.id, name, currency_code: "USD" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A file and one extracted document needing review, written as the upload and extraction job do. */
async function documentNeedingReview(file: {
  ownerId: string;
  recordId?: string;
  uploaderId?: string;
  shared?: boolean;
  reviewStatus?: "needs_review" | "reviewed";
}): Promise<string> {
  const db = server.built.services.db;
  const sha = createHash("sha256").update(randomUUID()).digest("hex");
  const f = await db
    .insertInto("financial_files")
    .values({
      organization_id: file.ownerId,
      private_record_id: file.recordId ?? null,
      uploaded_by_organization_id: file.uploaderId ?? file.ownerId,
      original_filename: "statements.pdf",
      mime_type: "application/pdf",
      size_bytes: 1000,
      sha256: sha,
      currency: "USD",
      status: "valid",
      storage_key: sha,
      shared_at: file.shared === false ? null : new Date(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const d = await db
    .insertInto("financial_documents")
    .values({
      file_id: f.id,
      organization_id: file.ownerId,
      private_record_id: file.recordId ?? null,
      document_type: "balance_sheet",
      period: "2025-12-31",
      period_type: "yearly",
      currency: "USD",
      line_items: JSON.stringify([]),
      review_status: file.reviewStatus ?? "needs_review",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return d.id;
}

async function request(from: Caller, to: Caller, expiresInDays: number): Promise<string> {
  const r = await from.call<{ id: string }>("POST", `/organizations/${to.org.id}/documents/requests`, {
    body: {
      items: [{ document_type: "year_end_financial", period_type: "year", period_year: 2025 }],
      expires_at: inDays(expiresInDays).toISOString(),
    },
  });
  if (r.status !== 201) throw new Error(`request: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id;
}

async function partner(owner: Caller, email: string): Promise<string> {
  const r = await owner.call<{ id: string }>("POST", "/partners", {
    body: { company_name: `Partner ${email}`, partner_type: "customer", email },
  });
  if (r.status !== 201) throw new Error(`partner: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id;
}

/** An open signature process on an application, expiring in `days`, as sending for signature leaves it. */
async function signatureProcess(applicationId: string, sentBy: Caller, days: number): Promise<string> {
  const db = server.built.services.db;
  await db
    .updateTable("credit_applications")
    .set({ status: "sign_document_created" })
    .where("id", "=", applicationId)
    .execute();
  const row = await db
    .insertInto("signature_processes")
    .values({
      credit_application_id: applicationId,
      status: "sign_document_created",
      signer_name: "Sam Signer",
      signer_email: "sam@example.com",
      message: null,
      sent_by_organization_id: sentBy.org.id,
      expires_at: inDays(days),
      completed_at: null,
      original_pdf: new Uint8Array([37, 80, 68, 70]),
      original_sha256: "0".repeat(64),
      signed_pdf: null,
      signed_sha256: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const worklist = (who: Caller, query: Record<string, string | number | string[]> = {}) =>
  who.call<Worklist>("GET", "/worklist", { query });
const idsOf = (r: { body: Worklist }) => r.body.items.map((i) => i.id).sort();
const idsOfKind = (r: { body: Worklist }, kind: WorklistKind) =>
  r.body.items
    .filter((i) => i.kind === kind)
    .map((i) => i.id)
    .sort();

const mine: Record<WorklistKind, string[]> = {
  document_review: [],
  application_action: [],
  request_due: [],
  signature_expiring: [],
  invitation_unanswered: [],
};
const rivals: string[] = [];
let hostRecord: string;
let overdueRequest: string;

beforeAll(async () => {
  server = await startTestServer();
  host = await caller(server, await server.createOrg({ name: "Host Forwarding" }));
  rival = await caller(server, await server.createOrg({ name: "Rival Forwarding" }));
  guest = await caller(server, await server.createOrg({ name: "Shared Shipper" }));
  stranger = await caller(server, await server.createOrg({ name: "Stranger Lines" }));
  await invite(host, guest);
  await invite(rival, guest);

  // Documents: the Guest's shared file (both Hosts), each Host's private record, the rival's held
  // upload into the Guest's files (the rival only), a reviewed one (nobody).
  const guestDoc = await documentNeedingReview({ ownerId: guest.org.id });
  hostRecord = await privateRecord(host, "Host's Record Ltd");
  const rivalRecord = await privateRecord(rival, "Rival's Record Ltd");
  mine.document_review.push(guestDoc, await documentNeedingReview({ ownerId: host.org.id, recordId: hostRecord }));
  rivals.push(await documentNeedingReview({ ownerId: rival.org.id, recordId: rivalRecord }));
  rivals.push(await documentNeedingReview({ ownerId: guest.org.id, uploaderId: rival.org.id, shared: false }));
  await documentNeedingReview({ ownerId: host.org.id, recordId: hostRecord, reviewStatus: "reviewed" });

  // Applications: pending ones wait on the forwarder.
  mine.application_action.push(await apply(guest, host));
  rivals.push(await apply(guest, rival));
  const signing = await apply(guest, host);
  mine.signature_expiring.push(await signatureProcess(signing, host, 3));
  const rivalSigning = await apply(guest, rival);
  rivals.push(rivalSigning, await signatureProcess(rivalSigning, rival, 2));

  // Requests: due within a week (listed), later (not), and the rival's (never the host's).
  mine.request_due.push(await request(host, guest, 3));
  await request(host, guest, 30);
  rivals.push(await request(rival, guest, 2));
  // Expired unanswered: 2 days ago (overdue, listed for the Host only), 10 days ago (no longer).
  const db = server.built.services.db;
  const lapsed = await request(host, guest, 20);
  const longGone = await request(host, guest, 20);
  await db
    .updateTable("document_requests")
    .set({ status: "expired", expires_at: inDays(-2) })
    .where("id", "=", lapsed)
    .execute();
  await db
    .updateTable("document_requests")
    .set({ status: "expired", expires_at: inDays(-10) })
    .where("id", "=", longGone)
    .execute();
  mine.request_due.push(lapsed);
  overdueRequest = lapsed;

  // Invitations: one the host sent that nobody answered, one addressed to the host.
  mine.invitation_unanswered.push(await partner(host, "nobody-yet@example.com"));
  mine.invitation_unanswered.push(await partner(stranger, host.org.email));
  rivals.push(await partner(rival, "someone-else@example.com"));
}, 120_000);
afterAll(async () => server?.close());

describe("GET /worklist", () => {
  it("lists each kind of work waiting on the caller, with counts per kind", async () => {
    const r = await worklist(host);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    for (const kind of Object.keys(mine) as WorklistKind[]) {
      expect(idsOfKind(r, kind), kind).toEqual([...mine[kind]].sort());
      expect(r.body.counts[kind], kind).toBe(mine[kind].length);
    }
    expect(r.body.total_items).toBe(Object.values(mine).flat().length);
  });

  it("says what each row is and where its work is", async () => {
    const r = await worklist(host);
    const byId = new Map(r.body.items.map((i) => [i.id, i]));
    expect(byId.get(mine.document_review[1] ?? "")).toMatchObject({
      kind: "document_review",
      private_record_id: hostRecord,
      organization_id: null,
      organization_name: "Host's Record Ltd",
      title: "Review balance sheet, year 2025",
      status: "needs_review",
      scenario: "self",
    });
    expect(byId.get(mine.document_review[0] ?? "")).toMatchObject({
      organization_id: guest.org.id,
      organization_name: "Shared Shipper",
      private_record_id: null,
      scenario: "host",
    });
    const app = byId.get(mine.application_action[0] ?? "");
    expect(app).toMatchObject({ organization_id: guest.org.id, status: "pending", overdue: false, scenario: "self" });
    expect(app?.reference).toMatch(/^CA-\d{4}-\d+$/);
    expect(app?.credit_application_id).toBe(app?.id);
    const signature = byId.get(mine.signature_expiring[0] ?? "");
    expect(signature?.credit_application_id).toBeTruthy();
    expect(signature?.due_at).not.toBeNull();
    expect(byId.get(mine.request_due[0] ?? "")).toMatchObject({
      organization_id: guest.org.id,
      status: "pending",
      direction: "sent",
    });
    expect(byId.get(overdueRequest)).toMatchObject({ status: "expired", overdue: true, direction: "sent" });
    // The shipper opens its side of an application towards its Host (Guest → Host).
    const shipperSide = await worklist(guest, { kinds: ["signature_expiring"] });
    expect(shipperSide.body.items.map((i) => [i.id, i.scenario, i.organization_id])).toContainEqual([
      mine.signature_expiring[0],
      "guest",
      host.org.id,
    ]);
    expect(byId.get(mine.invitation_unanswered[1] ?? "")).toMatchObject({
      organization_id: stranger.org.id,
      title: "Invitation to accept",
      direction: "received",
    });
  });

  it("never shows another Host's work, even about a shared Guest", async () => {
    const r = await worklist(host);
    for (const id of rivals) expect(idsOf(r)).not.toContain(id);
    const theirs = await worklist(rival);
    expect(theirs.status).toBe(200);
    const hostOnly = Object.values(mine)
      .flat()
      .filter((id) => id !== mine.document_review[0]);
    for (const id of hostOnly) expect(idsOf(theirs)).not.toContain(id);
    // The Guest's own shared document is the Guest's, so it waits on both of its Hosts.
    expect(idsOf(theirs)).toContain(mine.document_review[0]);
  });

  it("filters by kind, keeping the counts of every kind", async () => {
    const r = await worklist(host, { kinds: ["request_due", "invitation_unanswered"] });
    expect(r.status).toBe(200);
    expect(idsOf(r)).toEqual([...mine.request_due, ...mine.invitation_unanswered].sort());
    expect(r.body.total_items).toBe(4);
    expect(r.body.counts.document_review).toBe(2);
  });

  it("pages through the items in a stable order, most urgent first", async () => {
    const all = await worklist(host);
    const first = await worklist(host, { limit: 3, offset: 0 });
    const rest = await worklist(host, { limit: 100, offset: 3 });
    expect([...first.body.items, ...rest.body.items].map((i) => i.id)).toEqual(all.body.items.map((i) => i.id));
    const keys = all.body.items.map((i) => Date.parse(i.due_at ?? i.at));
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it("is read in Self only: a Target that is a Guest is refused", async () => {
    const r = await host.call("GET", "/worklist", { target: guest.org.id });
    expect(r.status).toBe(403);
    const bad = await worklist(host, { kinds: ["nothing"] });
    expect(bad.status).toBe(422);
  });
});

describe("GET /worklist order_by / order_dir (every date column sortable)", () => {
  type Item = Worklist["items"][number];
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  /** The expected order: the key (undated last when `nullsLast`), then kind and id, all in `dir`. */
  const expected = (items: Item[], key: (i: Item) => number | null, dir: "asc" | "desc") => {
    const sign = dir === "asc" ? 1 : -1;
    return [...items]
      .sort((a, b) => {
        const ka = key(a);
        const kb = key(b);
        if (ka === null || kb === null)
          return ka === kb ? sign * (cmp(a.kind, b.kind) || cmp(a.id, b.id)) : ka === null ? 1 : -1;
        return sign * (cmp(ka, kb) || cmp(a.kind, b.kind) || cmp(a.id, b.id));
      })
      .map((i) => i.id);
  };
  const ids = (r: { body: Worklist }) => r.body.items.map((i) => i.id);

  beforeAll(async () => {
    // Two documents waiting since the same instant: the tie goes to the id, in the order's direction.
    const at = new Date(Date.now() - 3 * 86_400_000);
    const [one = "", two = ""] = mine.document_review;
    await sql`update financial_documents set created_at = ${at} where id in (${one}, ${two})`.execute(
      server.built.services.db,
    );
  });

  it("orders by waiting since, ascending and descending, ties by kind then id", async () => {
    const asc = await worklist(host, { order_by: "at", order_dir: "asc" });
    expect(asc.status, JSON.stringify(asc.body)).toBe(200);
    expect(asc.body.items).toHaveLength(Object.values(mine).flat().length);
    expect(ids(asc)).toEqual(expected(asc.body.items, (i) => Date.parse(i.at), "asc"));
    const [first, second] = [...mine.document_review].sort();
    const position = ids(asc).indexOf(first ?? "");
    expect(ids(asc)[position + 1]).toBe(second);
    const desc = await worklist(host, { order_by: "at", order_dir: "desc" });
    expect(ids(desc)).toEqual([...ids(asc)].reverse());
    // Not the default order: the earliest waiting is not the most urgent here.
    expect(ids(asc)).not.toEqual(ids(await worklist(host)));
  });

  it("orders by due date with the undated last in either direction", async () => {
    for (const dir of ["asc", "desc"] as const) {
      const r = await worklist(host, { order_by: "due_at", order_dir: dir });
      expect(r.status).toBe(200);
      const dueKey = (i: Item) => (i.due_at === null ? null : Date.parse(i.due_at));
      expect(ids(r), dir).toEqual(expected(r.body.items, dueKey, dir));
      const firstUndated = r.body.items.findIndex((i) => i.due_at === null);
      expect(firstUndated).toBeGreaterThan(0);
      expect(r.body.items.slice(firstUndated).every((i) => i.due_at === null)).toBe(true);
    }
  });

  it("pages through a sorted list without losing or repeating a row", async () => {
    const query = { order_by: "due_at", order_dir: "desc" };
    const all = await worklist(host, query);
    const first = await worklist(host, { ...query, limit: 4, offset: 0 });
    const rest = await worklist(host, { ...query, limit: 100, offset: 4 });
    expect([...ids(first), ...ids(rest)]).toEqual(ids(all));
  });

  it("refuses an unknown order with the contract's 422", async () => {
    const bad = await worklist(host, { order_by: "title" });
    expect(bad.status).toBe(422);
    expect(errorLocs(bad)).toEqual([["query", "order_by"]]);
    const dir = await worklist(host, { order_by: "at", order_dir: "up" });
    expect(dir.status).toBe(422);
    expect(errorLocs(dir)).toEqual([["query", "order_dir"]]);
  });
});
