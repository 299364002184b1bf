import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import type { ScoreItem } from "../../contract/analytics";
import type { Connection } from "../../contract/organizations";
import type { PrivateRecord } from "../../contract/records";
import { creditApplicationStatuses } from "../../contract/transitions";
import { applicationExpirySweep } from "../applications/service";
import { sweepsHeld } from "../background/sweep-hold";
import { documentRequestExpirySweep } from "../requests/service";
import type { DemoManifest } from "./load";

/**
 * The demo dataset over the operator API and the public API, with the job worker running as in
 * `npm start`: organizations connected by invitations, credit applications in every status, document
 * requests in every status, private records, and statement PDFs that went through extraction into
 * metrics and scores. Loading twice leaves one copy.
 */

type List<T> = { items: T[]; total_items: number };

let server: TestServer;
let sweepTurns = 0;
let manifest: DemoManifest;
const tokens = new Map<string, string>();

async function tokenOf(clientId: string): Promise<string> {
  const cached = tokens.get(clientId);
  if (cached) return cached;
  const org = manifest.organizations.find((o) => o.client_id === clientId);
  const r = await server.request<{ access_token: string }>("POST", "/oauth2/token", {
    body: { client_id: clientId, client_secret: org?.client_secret },
  });
  expect(r.status).toBe(200);
  tokens.set(clientId, r.body.access_token);
  return r.body.access_token;
}

function orgNamed(name: string) {
  const org = manifest.organizations.find((o) => o.name.startsWith(name));
  if (!org) throw new Error(`no demo organization ${name}`);
  return org;
}

async function get<T>(
  who: string,
  target: string,
  pathName: string,
  query: Record<string, string | number | string[]> = {},
) {
  const org = orgNamed(who);
  const r = await server.request<T>("GET", pathName, {
    token: await tokenOf(org.client_id),
    as: { requester: org.id, target: orgNamed(target).id },
    query,
  });
  expect(r.status, `${pathName} ${JSON.stringify(r.body).slice(0, 300)}`).toBe(200);
  return r.body;
}

/** Waits until the background jobs due now (extraction, metrics) are done; fails after 4 minutes. */
async function jobsDrained(): Promise<void> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const open = await server.built.services.db
      .selectFrom("jobs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "in", ["queued", "running"])
      // Jobs scheduled for later (the expiry of an open signature process) are not work left now.
      .where("run_at", "<=", new Date())
      .executeTakeFirstOrThrow();
    if (Number(open.n) === 0) return;
    if (Date.now() > deadline) throw new Error(`${open.n} jobs still open`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  // The harness gives the server a temporary data directory of its own and removes it on close.
  server = await startTestServer();
  for (const task of server.built.tasks) task.start();
  // The expiry sweeps' turns, taken back to back while the demo loads (the tasks above take one
  // every 15-30 s): a turn between two moves of a past-dated story used to expire it first, and
  // the load answered 500 (background/sweep-hold.ts).
  const db = server.built.services.db;
  let loading = true;
  const sweeping = (async () => {
    while (loading) {
      await applicationExpirySweep(db);
      await documentRequestExpirySweep(db);
      sweepTurns++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const r = await server.adminRequest<DemoManifest>("POST", "/admin/demo-data").finally(() => {
    loading = false;
  });
  await sweeping;
  expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(200);
  manifest = r.body;
  await jobsDrained();
}, 600_000);

afterAll(async () => {
  await server?.close();
});

describe("the demo dataset", () => {
  it("keeps the first demo organizations' ids and credentials and adds more", async () => {
    expect(orgNamed("Atlas Freight").id).toBe("0b3f5c2e-1a4d-4e7f-9c11-000000000001");
    expect(orgNamed("Borealis").id).toBe("0b3f5c2e-1a4d-4e7f-9c11-000000000002");
    expect(manifest.organizations.map((o) => o.client_id)).toEqual(
      expect.arrayContaining(["demo-forwarder", "demo-shipper"]),
    );
    expect(manifest.organizations.filter((o) => o.role === "forwarder").length).toBeGreaterThanOrEqual(3);
    expect(manifest.organizations.filter((o) => o.role === "shipper").length).toBeGreaterThanOrEqual(8);
    for (const o of manifest.organizations) expect(await tokenOf(o.client_id)).toBeTruthy();
  });

  it("connects forwarders and shippers through accepted invitations", async () => {
    const atlas = await get<List<Connection>>("Atlas Freight", "Atlas Freight", "/connections");
    expect(atlas.items.filter((c) => c.relation === "guest").map((c) => c.name)).toEqual(
      expect.arrayContaining(["Borealis Trading Co", "Helios Components Manufacturing Inc"]),
    );
    const borealis = await get<List<Connection>>("Borealis", "Borealis", "/connections");
    expect(borealis.items.filter((c) => c.relation === "host").length).toBe(2);
    // Tundra has not accepted Atlas's invitation.
    const invitations = await get<List<{ host_organization_id: string; invitation_status: string }>>(
      "Tundra",
      "Tundra",
      "/invitations",
    );
    expect(
      invitations.items.find((i) => i.host_organization_id === orgNamed("Atlas Freight").id)?.invitation_status,
    ).toBe("invited");
  });

  it("holds a few dozen credit applications in every status, with history", async () => {
    let total = 0;
    for (const forwarder of ["Atlas Freight", "Meridian", "Pacific Crest"]) {
      const all = await get<List<unknown>>(forwarder, forwarder, "/credit-applications", { limit: 1, offset: 0 });
      total += all.total_items;
    }
    expect(total).toBe(manifest.dataset.credit_applications);
    expect(total).toBeGreaterThanOrEqual(40);
    expect(total).toBeLessThanOrEqual(90);
    // Every status of the contract, the seven sign_document_* ones included, at Atlas (the README's forwarder).
    for (const status of creditApplicationStatuses) {
      const r = await get<List<{ id: string }>>("Atlas Freight", "Atlas Freight", "/credit-applications", {
        credit_application_statuses: [status],
        limit: 1,
        offset: 0,
      });
      expect(r.total_items, status).toBeGreaterThan(0);
    }
    const finalized = await get<List<{ id: string }>>("Atlas Freight", "Atlas Freight", "/credit-applications", {
      credit_application_statuses: ["finalized"],
      limit: 100,
      offset: 0,
    });
    const paths: string[] = [];
    for (const item of finalized.items) {
      const detail = await get<{ history: Array<{ to: string }> }>(
        "Atlas Freight",
        "Atlas Freight",
        `/credit-applications/${item.id}`,
      );
      paths.push(detail.history.map((h) => h.to).join(" > "));
    }
    expect(paths).toContain("pending > internal_review > approved > finalized");
  });

  it("spreads the applications over the past eighteen months with realistic durations", async () => {
    const db = server.built.services.db;
    const now = Date.now();
    const DAY = 86_400_000;
    const apps = await db
      .selectFrom("credit_applications")
      .select(["id", "status", "reference", "created_at", "updated_at", "expires_at"])
      .execute();
    const history = await db
      .selectFrom("credit_application_history")
      .select(["id", "credit_application_id", "action", "to_status", "created_at"])
      .orderBy("id")
      .execute();
    // Creation dates in at least 15 of the last 18 calendar months, none older, none in the future.
    const months = new Set(apps.map((a) => a.created_at.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(15);
    for (const a of apps) {
      expect(a.created_at.getTime()).toBeGreaterThan(now - 19 * 31 * DAY);
      expect(a.created_at.getTime()).toBeLessThanOrEqual(now);
      expect(a.updated_at.getTime()).toBeLessThanOrEqual(now);
      expect(a.updated_at.getTime()).toBeGreaterThanOrEqual(a.created_at.getTime());
      // The reference's year is the year of (backdated) creation, named at insert.
      expect(a.reference.slice(3, 7), a.reference).toBe(String(a.created_at.getUTCFullYear()));
      if (a.expires_at) expect(a.expires_at.getTime(), a.id).toBeGreaterThan(a.created_at.getTime());
    }
    expect(new Set(apps.map((a) => a.created_at.getUTCFullYear())).size).toBeGreaterThanOrEqual(2);
    // Every history starts at creation, runs forward, never past now, with hours to weeks between moves.
    const byApp = new Map<string, typeof history>();
    for (const h of history) byApp.set(h.credit_application_id, [...(byApp.get(h.credit_application_id) ?? []), h]);
    let gaps = 0;
    let longGaps = 0;
    for (const a of apps) {
      const rows = byApp.get(a.id) ?? [];
      expect(rows[0]?.action, a.id).toBe("create");
      expect(rows[0]?.created_at.getTime()).toBe(a.created_at.getTime());
      expect(rows.at(-1)?.to_status, a.id).toBe(a.status);
      for (let i = 1; i < rows.length; i++) {
        const gap = (rows[i]?.created_at.getTime() ?? 0) - (rows[i - 1]?.created_at.getTime() ?? 0);
        expect(gap, `${a.id} ${rows[i]?.action}`).toBeGreaterThanOrEqual(0);
        expect(rows[i]?.created_at.getTime()).toBeLessThanOrEqual(now);
        gaps++;
        if (gap >= DAY) longGaps++;
      }
      if (a.status === "finalized" || a.status === "declined" || a.status === "rejected") {
        const span = (rows.at(-1)?.created_at.getTime() ?? 0) - a.created_at.getTime();
        expect(span, a.id).toBeGreaterThan(2 * DAY);
        expect(span, a.id).toBeLessThan(60 * DAY);
      }
      if (a.status === "expired") {
        const expiry = rows.at(-1)?.created_at.getTime() ?? 0;
        expect(expiry, a.id).toBeGreaterThanOrEqual(a.expires_at?.getTime() ?? Number.POSITIVE_INFINITY);
      }
    }
    // Most moves come a day or more after the one before (a few within hours).
    expect(longGaps / gaps).toBeGreaterThan(0.5);
    // Document requests are due after they were made.
    const requests = await db.selectFrom("document_requests").select(["created_at", "expires_at"]).execute();
    for (const r of requests) expect(r.expires_at.getTime()).toBeGreaterThan(r.created_at.getTime());
    expect(Math.min(...requests.map((r) => r.created_at.getTime()))).toBeLessThan(now - 30 * DAY);
  });

  it("shows mostly open work, not expired rows, on the first newest-first page", async () => {
    // The console's default order is the last update, newest first; by creation it looks alike.
    for (const [forwarder, order_by] of [
      ["Atlas Freight", "updated_at"],
      ["Atlas Freight", "created_at"],
      ["Meridian", "updated_at"],
      ["Pacific Crest", "updated_at"],
      ["Pacific Crest", "created_at"],
    ] as const) {
      const page = await get<List<{ status: string; created_at: string }>>(
        forwarder,
        forwarder,
        "/credit-applications",
        {
          limit: 20,
          offset: 0,
          order_by,
          order_dir: "desc",
        },
      );
      const statuses = page.items.map((i) => i.status);
      expect(statuses.filter((x) => x === "expired").length, forwarder).toBeLessThanOrEqual(4);
      // At most one among the eight newest (an application that expired days ago is a recent update).
      expect(statuses.slice(0, 8).filter((x) => x === "expired").length, forwarder).toBeLessThanOrEqual(1);
      expect(new Set(statuses).size, forwarder).toBeGreaterThanOrEqual(forwarder === "Atlas Freight" ? 8 : 5);
      const times = page.items.map((i) => Date.parse(i.created_at));
      expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(30 * 86_400_000);
    }
  });

  it("runs a client's request at real time whatever clock header it sends", async () => {
    const borealis = orgNamed("Borealis");
    const atlas = orgNamed("Atlas Freight");
    const r = await server.request<{ id: string; reference: string; created_at: string }>(
      "POST",
      "/credit-applications/credit-terms",
      {
        token: await tokenOf(borealis.client_id),
        as: { requester: borealis.id, target: atlas.id },
        headers: { "x-demo-clock": "2020-01-02T03:04:05.000Z", "x-in-process": "forged" },
        body: { amount: 12_000, currency: "USD", payment_terms: "Net 30" },
      },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(Math.abs(Date.parse(r.body.created_at) - Date.now())).toBeLessThan(60_000);
    expect(r.body.reference.slice(3, 7)).toBe(String(new Date().getUTCFullYear()));
    const history = await server.built.services.db
      .selectFrom("credit_application_history")
      .select("created_at")
      .where("credit_application_id", "=", r.body.id)
      .execute();
    for (const h of history) expect(Math.abs(h.created_at.getTime() - Date.now())).toBeLessThan(60_000);
    // A past expiry is still refused: the contract's "in the future" reads real time for clients.
    const past = await server.request("POST", "/credit-applications/credit-terms", {
      token: await tokenOf(borealis.client_id),
      as: { requester: borealis.id, target: atlas.id },
      headers: { "x-demo-clock": "2020-01-02T03:04:05.000Z" },
      body: { amount: 12_000, currency: "USD", payment_terms: "Net 30", expires_at: "2021-01-01T00:00:00.000Z" },
    });
    expect(past.status).toBe(422);
  });

  it("holds document requests in every status", async () => {
    const seen = new Set<string>();
    const atlas = await get<List<Connection>>("Atlas Freight", "Atlas Freight", "/connections");
    for (const [host, guests] of [["Atlas Freight", atlas.items.filter((c) => c.relation === "guest")]] as const) {
      for (const g of guests) {
        const r = await get<List<{ status: string }>>(
          host,
          host,
          `/organizations/${g.organization_id}/documents/requests`,
        );
        for (const item of r.items) seen.add(item.status);
      }
    }
    for (const host of ["Meridian", "Pacific Crest"]) {
      const conns = await get<List<Connection>>(host, host, "/connections");
      for (const g of conns.items.filter((c) => c.relation === "guest")) {
        const r = await get<List<{ status: string }>>(
          host,
          host,
          `/organizations/${g.organization_id}/documents/requests`,
        );
        for (const item of r.items) seen.add(item.status);
      }
    }
    expect([...seen].sort()).toEqual(["canceled", "completed", "expired", "partially", "pending"]);
  });

  it("dates partners, connections and document-request moves in the past, in a believable order", async () => {
    const day = 86_400_000;
    const now = Date.now();
    type P = {
      company_name: string;
      invitation_status: string;
      created_at: string;
      updated_at: string;
      invitation_revoked_at: string | null;
      guest_organization_id: string | null;
    };
    const partners = await get<List<P>>("Atlas Freight", "Atlas Freight", "/partners", { limit: 100 });
    const apps = await get<List<{ created_at: string; organization: { id: string } }>>(
      "Atlas Freight",
      "Atlas Freight",
      "/credit-applications",
      { limit: 100, offset: 0 },
    );
    const oldest = Math.min(...apps.items.map((a) => Date.parse(a.created_at)));
    const accepted = partners.items.filter((p) => p.invitation_status === "accepted");
    expect(accepted.length).toBeGreaterThan(3);
    for (const p of accepted) {
      // Invited and accepted (the last update) before the first application of the relationship.
      expect(Date.parse(p.created_at), p.company_name).toBeLessThan(oldest);
      expect(Date.parse(p.updated_at), p.company_name).toBeLessThan(oldest);
      expect(Date.parse(p.updated_at) - Date.parse(p.created_at), p.company_name).toBeGreaterThan(day / 2);
    }
    const revoked = partners.items.filter((p) => p.invitation_status === "revoked");
    expect(revoked).toHaveLength(1);
    const r = revoked[0] as P;
    expect(Date.parse(r.invitation_revoked_at ?? "")).toBeGreaterThan(Date.parse(r.created_at));
    expect(Date.parse(r.invitation_revoked_at ?? "")).toBeLessThan(now - 30 * day);

    type R = { status: string; created_at: string; updated_at: string; expires_at: string };
    const requests = await get<List<R>>("Atlas Freight", "Atlas Freight", "/documents/requests", { limit: 100 });
    expect(requests.items.length).toBeGreaterThan(10);
    for (const q of requests.items) {
      const created = Date.parse(q.created_at);
      expect(Date.parse(q.expires_at)).toBeGreaterThan(created);
      expect(Date.parse(q.updated_at)).toBeGreaterThanOrEqual(created);
      expect(created).toBeLessThan(now);
      if (q.status === "expired" || q.status === "canceled") {
        // Ended weeks ago, at their due date or when the Host cancelled: not during the load.
        expect(Date.parse(q.updated_at), JSON.stringify(q)).toBeLessThan(now - 7 * day);
      }
      if (q.status === "expired") expect(Date.parse(q.updated_at)).toBeGreaterThanOrEqual(Date.parse(q.expires_at));
    }
    // Made at different hours, not all at the minute of the load.
    const hours = new Set(requests.items.map((q) => new Date(q.created_at).getUTCHours()));
    expect(hours.size).toBeGreaterThan(2);
  });

  it("turned every statement PDF into documents, metrics and a score history in 0-100", async () => {
    for (const org of manifest.organizations) {
      const files = await get<List<{ status: string }>>(org.name, org.name, `/organizations/${org.id}/financial-files`);
      expect(files.total_items, org.name).toBeGreaterThanOrEqual(3);
      expect(
        files.items.every((f) => f.status === "valid"),
        org.name,
      ).toBe(true);
      const scores = await get<List<ScoreItem>>(org.name, org.name, `/organizations/${org.id}/metrics/scores`);
      expect(scores.total_items, org.name).toBeGreaterThanOrEqual(4);
      for (const s of scores.items) {
        expect(s.total_score).toBeGreaterThanOrEqual(0);
        expect(s.total_score).toBeLessThanOrEqual(100);
      }
      const yearly = await get<List<unknown>>(org.name, org.name, `/organizations/${org.id}/metrics`, {
        period_type: "yearly",
        limit: 1,
      });
      expect(yearly.total_items, org.name).toBeGreaterThan(100);
    }
    // A Host reads its Guest's scores; quarters appear where interim statements were published.
    const borealis = orgNamed("Borealis");
    const quarterly = await get<List<unknown>>(
      "Atlas Freight",
      "Atlas Freight",
      `/organizations/${borealis.id}/metrics`,
      {
        period_type: "quarterly",
        limit: 1,
      },
    );
    expect(quarterly.total_items).toBeGreaterThan(0);
    // The scores differ from one company to the next (strong and weak profiles).
    const latest: number[] = [];
    for (const org of manifest.organizations) {
      const s = await get<List<ScoreItem>>(org.name, org.name, `/organizations/${org.id}/metrics/scores`, { limit: 1 });
      latest.push(s.items[0]?.total_score ?? 0);
    }
    expect(Math.max(...latest) - Math.min(...latest)).toBeGreaterThan(30);
  });

  it("gives the forwarders private records with scores, one of them archived", async () => {
    const records = await get<List<PrivateRecord>>("Atlas Freight", "Atlas Freight", "/private-records");
    expect(records.total_items).toBeGreaterThanOrEqual(5);
    const scored = records.items.filter((r) => r.total_score !== null);
    expect(scored.length).toBeGreaterThanOrEqual(4);
    expect(records.items.some((r) => r.total_score === null)).toBe(true);
    const archived = await get<List<PrivateRecord>>("Atlas Freight", "Atlas Freight", "/private-records", {
      archived: "true",
    });
    expect(archived.total_items).toBeGreaterThanOrEqual(1);
    const one = scored[0] as PrivateRecord;
    const current = await get<ScoreItem>(
      "Atlas Freight",
      "Atlas Freight",
      `/private-records/${one.id}/metrics/scores/current`,
    );
    expect(current.total_score).toBe(one.total_score);
  });

  it("holds a misprinted statement: one year corrected and reviewed, the other waiting for review", async () => {
    const records = await get<List<{ id: string; name: string }>>(
      "Atlas Freight",
      "Atlas Freight",
      "/private-records",
      {
        limit: 100,
        offset: 0,
      },
    );
    const record = records.items.find((r) => r.name === "Granite Peak Building Supplies Ltd");
    expect(record).toBeDefined();
    type Doc = { id: string; review_status: string; original_filename: string };
    const docs = async (review_status: string) =>
      (
        await get<List<Doc>>("Atlas Freight", "Atlas Freight", `/private-records/${record?.id}/documents`, {
          review_status,
          limit: 100,
          offset: 0,
        })
      ).items.filter((d) => d.original_filename.includes("management-accounts"));
    const reviewed = await docs("reviewed");
    expect(reviewed).toHaveLength(1);
    const detail = await get<{ corrections: Array<{ key: string; old: unknown; new: unknown }> }>(
      "Atlas Freight",
      "Atlas Freight",
      `/private-records/${record?.id}/documents/${reviewed[0]?.id}`,
    );
    expect(detail.corrections.map((c) => c.key)).toEqual(["trade_receivables", "review_status"]);
    expect((await docs("needs_review")).length).toBeGreaterThanOrEqual(1);
  });

  it("holds the expiry sweeps while it loads and releases them once loaded", async () => {
    expect(sweepTurns).toBeGreaterThan(0);
    expect(await sweepsHeld(server.built.services.db)).toBe(false);
  });

  it("loads idempotently: a second load returns the same manifest and adds nothing", async () => {
    const count = async (
      table: "credit_applications" | "financial_files" | "partners" | "document_requests" | "private_records",
    ) =>
      Number(
        (
          await server.built.services.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await Promise.all(
      (["credit_applications", "financial_files", "partners", "document_requests", "private_records"] as const).map(
        count,
      ),
    );
    const again = await server.adminRequest<DemoManifest>("POST", "/admin/demo-data");
    expect(again.status).toBe(200);
    expect(again.body).toEqual(manifest);
    const after = await Promise.all(
      (["credit_applications", "financial_files", "partners", "document_requests", "private_records"] as const).map(
        count,
      ),
    );
    expect(after).toEqual(before);
  }, 120_000);
});
