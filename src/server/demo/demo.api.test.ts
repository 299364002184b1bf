import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import type { ScoreItem } from "../../contract/analytics";
import type { Connection } from "../../contract/organizations";
import type { PrivateRecord } from "../../contract/records";
import { creditApplicationStatuses } from "../../contract/transitions";
import type { DemoManifest } from "./load";

/**
 * The demo dataset over the operator API and the public API, with the job worker running as in
 * `npm start`: organizations connected by invitations, credit applications in every status, document
 * requests in every status, private records, and statement PDFs that went through extraction into
 * metrics and scores. Loading twice leaves one copy.
 */

type List<T> = { items: T[]; total_items: number };

let server: TestServer;
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
  const r = await server.adminRequest<DemoManifest>("POST", "/admin/demo-data");
  expect(r.status).toBe(200);
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

  it("holds a few hundred credit applications in every status, with history", async () => {
    let total = 0;
    for (const forwarder of ["Atlas Freight", "Meridian", "Pacific Crest"]) {
      const all = await get<List<unknown>>(forwarder, forwarder, "/credit-applications", { limit: 1, offset: 0 });
      total += all.total_items;
    }
    expect(total).toBe(300);
    // Every status of the contract, the seven sign_document_* ones included (demo/signatures.ts).
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
      limit: 1,
      offset: 0,
    });
    const id = finalized.items[0]?.id ?? "";
    const detail = await get<{ history: Array<{ to: string }> }>(
      "Atlas Freight",
      "Atlas Freight",
      `/credit-applications/${id}`,
    );
    expect(detail.history.map((h) => h.to)).toEqual(["pending", "internal_review", "approved", "finalized"]);
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
