import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  balance2024,
  balanceQ1,
  cashflow2024,
  cashflowQ1,
  income2024,
  incomeQ1,
  openingBalance2023,
} from "../../../test/support/analytics-fixtures";
import { eventually, insertFileRow, tinyPdf, upload } from "../../../test/support/files";
import {
  type ApiResponse,
  type ErrorBody,
  startTestServer,
  type TestOrg,
  type TestServer,
} from "../../../test/support/harness";
import { signedInPerson } from "../../../test/support/people";
import type { LineItem } from "../../contract/chart-of-accounts";
import {
  type FinancialFile,
  finalFileStatuses,
  type OrganizationFinancialFile,
  type WithdrawnFinancialFile,
} from "../../contract/files";
import type { BackgroundTask } from "../background/tasks";
import { buildStatementPdf, rowsFromFigures } from "../statements/pdf-writer";
import { balanceSheetKeys, incomeStatementKeys, sampleYears } from "../statements/sample-figures";
import { pruneWithdrawnFiles } from "./withdrawal";

/**
 * Withdrawing a financial file and holding a statement that names another company (issue 23),
 * over real HTTP on a real database: who may withdraw, what the other party still sees (nothing
 * in its lists, 410 on the file, a tombstone), metrics and scores without the file's documents,
 * the held upload a Host makes into its Guest's files, the retention of the bytes, and a failing
 * step that leaves nothing half-written.
 */

type List<T> = { items: T[]; total_items: number };
type Metrics = { items: Array<{ period: string; period_type: string }>; total_items: number };

let server: TestServer;
let host: TestOrg;
let otherHost: TestOrg;
let guest: TestOrg;
const tokens = new Map<string, string>();
const years = sampleYears(2000);

const tok = (o: TestOrg) => tokens.get(o.id) as string;
/** The caller `o` addressing the Guest's files (Self for the Guest, Host scenario for a Host). */
const onGuest = (o: TestOrg) => ({ token: tok(o), as: { requester: o.id, target: guest.id } });
const guestFiles = `/organizations/${"{guest}"}/financial-files`;
const files = () => guestFiles.replace("{guest}", guest.id);
const code = (r: ApiResponse<unknown>) => (r.body as ErrorBody).detail[0]?.code;
const msg = (r: ApiResponse<unknown>) => (r.body as ErrorBody).detail[0]?.msg;

function worker(): BackgroundTask {
  const task = server.built.tasks.find((t) => t.name === "job-worker");
  if (!task) throw new Error("no job worker task");
  return task;
}

async function statement(company: string, date = "2025-12-31"): Promise<Uint8Array> {
  return buildStatementPdf({
    companyName: company,
    statements: [
      {
        documentType: "balance_sheet",
        title: "Statement of Financial Position",
        columns: [{ date }],
        rows: rowsFromFigures(balanceSheetKeys, [years.current.bs], "ifrs"),
        scale: "thousands",
      },
      {
        documentType: "income_statement",
        title: "Statement of Comprehensive Income",
        columns: [{ date }],
        rows: rowsFromFigures(incomeStatementKeys, [years.current.is], "ifrs"),
        scale: "thousands",
      },
    ],
  });
}

async function uploadAs(o: TestOrg, bytes: Uint8Array, name: string) {
  const r = await upload<OrganizationFinancialFile>(server, files(), {
    ...onGuest(o),
    currency: "EUR",
    file: { bytes, name },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

async function listAs(o: TestOrg, query: Record<string, string> = {}) {
  const r = await server.request<List<OrganizationFinancialFile>>("GET", files(), { ...onGuest(o), query });
  expect(r.status).toBe(200);
  return r.body.items;
}

function withdraw(o: TestOrg, id: string, reason = "Another company's statement") {
  return server.request<OrganizationFinancialFile>("POST", `${files()}/${id}/withdrawal`, {
    ...onGuest(o),
    body: { reason },
  });
}

/** Waits for the file's extraction to end, read by its uploader. */
async function processed(o: TestOrg, id: string): Promise<OrganizationFinancialFile> {
  return eventually(
    async () => (await server.request<OrganizationFinancialFile>("GET", `${files()}/${id}`, onGuest(o))).body,
    (f) => finalFileStatuses.includes(f.status),
    60_000,
  );
}

function items(statement: object): LineItem[] {
  return Object.entries(statement).map(([key, amount]) => ({ key, label: key, amount }) as LineItem);
}

/** A file of the Guest's own (uploaded by it) with documents as extraction writes them. */
async function guestFileWithDocuments(
  docs: Array<{
    type: "balance_sheet" | "income_statement" | "cashflow_statement";
    period: string;
    periodType: "yearly" | "quarterly";
    statement: object;
  }>,
): Promise<string> {
  const db = server.built.services.db;
  const fileId = await insertFileRow(server, {
    organizationId: guest.id,
    privateRecordId: null,
    filename: "with-documents.pdf",
    sizeBytes: 1000,
  });
  for (const d of docs) {
    await db
      .insertInto("financial_documents")
      .values({
        file_id: fileId,
        organization_id: guest.id,
        private_record_id: null,
        document_type: d.type,
        period: d.period,
        period_type: d.periodType,
        currency: "USD",
        line_items: JSON.stringify(items(d.statement)),
        review_status: "auto_accepted",
        checks: "[]",
      })
      .execute();
  }
  return fileId;
}

async function metricsOfGuest(): Promise<Metrics> {
  const r = await server.request<Metrics>("GET", `/organizations/${guest.id}/metrics`, {
    token: tok(guest),
    as: { requester: guest.id, target: guest.id },
  });
  expect(r.status).toBe(200);
  return r.body;
}

async function scoresOfGuest() {
  const r = await server.request<List<{ date: string; total_score: number }>>(
    "GET",
    `/organizations/${guest.id}/metrics/scores`,
    { token: tok(guest), as: { requester: guest.id, target: guest.id } },
  );
  expect(r.status).toBe(200);
  return r.body;
}

async function eventsOf(type: string, fileId: string) {
  return server.built.services.db
    .selectFrom("webhook_events")
    .select(["organization_id", "data"])
    .where("type", "=", type)
    .where(sql<boolean>`data->>'financial_file_id' = ${fileId}`)
    .execute();
}

beforeAll(async () => {
  server = await startTestServer({ webhookAllowPrivateUrls: true });
  host = await server.createOrg({ name: "Atlas Withdrawal Forwarding Ltd" });
  otherHost = await server.createOrg({ name: "Meridian Withdrawal Logistics GmbH" });
  guest = await server.createOrg({ name: "Borealis Withdrawal Trading Co" });
  await server.connect(host, guest);
  await server.connect(otherHost, guest);
  for (const o of [host, otherHost, guest]) tokens.set(o.id, await o.token());
  // Every organization listens to every event (deliveries are never sent: their worker is off).
  for (const o of [host, otherHost, guest]) {
    const r = await server.request("POST", "/webhook-endpoints", {
      token: tok(o),
      as: { requester: o.id, target: o.id },
      body: { url: "http://127.0.0.1:9/hooks", event_types: ["*"] },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
  worker().start();
});

afterAll(async () => {
  await server?.close();
});

describe("withdrawing a file", () => {
  it("the tombstone names the person who withdrew it to their own organization only", async () => {
    // A signed-in person of the Guest (the rows a sign-in writes, without a password hash).
    const { token } = await signedInPerson(server, guest, { role: "analyst", name: "Wanda Withdrawer" });
    const asPerson = { token, as: { requester: guest.id, target: guest.id } };
    const up = await upload<OrganizationFinancialFile>(server, files(), {
      ...asPerson,
      currency: "EUR",
      file: { bytes: tinyPdf("withdrawn-by-a-person"), name: "by-person.pdf" },
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.shared_at).not.toBeNull();
    const gone = await server.request<OrganizationFinancialFile>("POST", `${files()}/${up.body.id}/withdrawal`, {
      ...asPerson,
      body: { reason: "Superseded" },
    });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body.withdrawn_by).toEqual({ kind: "person", name: "Wanda Withdrawer" });

    const stoneFor = async (reader: { token: string; as: { requester: string; target: string } }) => {
      const r = await server.request<List<WithdrawnFinancialFile>>("GET", `${files()}/withdrawals`, reader);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.items.find((t) => t.id === up.body.id);
    };
    // The Guest (the person, and its API client) reads the name; its Host reads the organization only.
    expect((await stoneFor(asPerson))?.withdrawn_by).toEqual({ kind: "person", name: "Wanda Withdrawer" });
    expect((await stoneFor(onGuest(guest)))?.withdrawn_by).toEqual({ kind: "person", name: "Wanda Withdrawer" });
    const hostStone = await stoneFor(onGuest(host));
    expect(hostStone?.withdrawn_by).toBeNull();
    expect(hostStone?.withdrawn_by_organization).toEqual({ id: guest.id, name: guest.name });
    expect(JSON.stringify(hostStone)).not.toContain("Wanda");
  });

  it("the uploader withdraws it; the other party is refused, a second withdrawal is 409, an unknown file 404", async () => {
    const file = await uploadAs(guest, tinyPdf("withdraw-me"), "wrong-company.pdf");
    expect(file.shared_at).not.toBeNull();
    expect(file.withdrawn_at).toBeNull();
    expect((await listAs(host)).map((f) => f.id)).toContain(file.id);

    const byOther = await withdraw(host, file.id);
    expect(byOther.status).toBe(403);
    expect(code(byOther)).toBe("financial_file_uploader_only");

    const r = await withdraw(guest, file.id, "Uploaded by mistake: another company's statement");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.id).toBe(file.id);
    expect(r.body.withdrawn_at).not.toBeNull();
    expect(r.body.withdrawn_by_organization).toEqual({ id: guest.id, name: guest.name });
    expect(r.body.withdrawal_reason).toBe("Uploaded by mistake: another company's statement");

    const again = await withdraw(guest, file.id);
    expect(again.status).toBe(409);
    expect(code(again)).toBe("financial_file_already_withdrawn");
    // The role is checked before the state: the other party still gets 403.
    expect(code(await withdraw(host, file.id))).toBe("financial_file_uploader_only");

    const unknown = await withdraw(guest, "00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(code(unknown)).toBe("financial_file_not_found");
  });

  it("validates the reason (1-1000 characters, required)", async () => {
    const file = await uploadAs(guest, tinyPdf("reasons"), "reasons.pdf");
    for (const body of [{}, { reason: "" }, { reason: "x".repeat(1001) }, { reason: "ok", extra: 1 }]) {
      const r = await server.request("POST", `${files()}/${file.id}/withdrawal`, { ...onGuest(guest), body });
      expect(r.status, JSON.stringify(body)).toBe(422);
    }
    expect(
      (await server.request<FinancialFile>("GET", `${files()}/${file.id}`, onGuest(guest))).body.withdrawn_at,
    ).toBeNull();
  });

  it("leaves the lists; the other party reads 410 naming who withdrew it and when, and a tombstone", async () => {
    const file = await uploadAs(guest, tinyPdf("gone"), "gone.pdf");
    const w = await withdraw(guest, file.id);
    expect(w.status).toBe(200);
    const at = w.body.withdrawn_at as string;

    for (const o of [host, otherHost, guest]) expect((await listAs(o)).map((f) => f.id)).not.toContain(file.id);
    // include_withdrawn shows the uploader its own withdrawn files, whole; nobody else's.
    const mine = (await listAs(guest, { include_withdrawn: "true" })).find((f) => f.id === file.id);
    expect(mine?.withdrawal_reason).toBe("Another company's statement");
    expect((await listAs(host, { include_withdrawn: "true" })).map((f) => f.id)).not.toContain(file.id);

    const hostReads = await server.request("GET", `${files()}/${file.id}`, onGuest(host));
    expect(hostReads.status).toBe(410);
    expect(code(hostReads)).toBe("financial_file_withdrawn");
    expect(msg(hostReads)).toBe(`Withdrawn by ${guest.name} at ${at}`);
    // The uploader reads the file (with its withdrawal) but nobody reads its bytes.
    expect((await server.request("GET", `${files()}/${file.id}`, onGuest(guest))).status).toBe(200);
    for (const o of [host, guest]) {
      const content = await server.request("GET", `${files()}/${file.id}/content`, onGuest(o));
      expect(content.status).toBe(410);
    }

    const tombstones = await server.request<List<WithdrawnFinancialFile>>(
      "GET",
      `${files()}/withdrawals`,
      onGuest(host),
    );
    expect(tombstones.status).toBe(200);
    const stone = tombstones.body.items.find((t) => t.id === file.id);
    expect(stone).toEqual({
      id: file.id,
      uploaded_at: file.uploaded_at,
      uploaded_by_organization_id: guest.id,
      withdrawn_at: at,
      withdrawn_by_organization: { id: guest.id, name: guest.name },
      // Who at the Guest withdrew it is the Guest's own business (docs/people.md "Audit by person").
      withdrawn_by: null,
    });
    expect(JSON.stringify(tombstones.body)).not.toContain("gone.pdf");
  });

  it("takes the file's documents out of metrics, scores and document lists, recomputed at once", async () => {
    const db = server.built.services.db;
    await guestFileWithDocuments([
      { type: "balance_sheet", period: "2023-12-31", periodType: "yearly", statement: openingBalance2023 },
      { type: "balance_sheet", period: "2024-12-31", periodType: "yearly", statement: balance2024 },
      { type: "income_statement", period: "2024-12-31", periodType: "yearly", statement: income2024 },
      { type: "cashflow_statement", period: "2024-12-31", periodType: "yearly", statement: cashflow2024 },
    ]);
    const quarterly = await guestFileWithDocuments([
      { type: "balance_sheet", period: "2025-03-31", periodType: "quarterly", statement: balanceQ1 },
      { type: "income_statement", period: "2025-03-31", periodType: "quarterly", statement: incomeQ1 },
      { type: "cashflow_statement", period: "2025-03-31", periodType: "quarterly", statement: cashflowQ1 },
    ]);
    const { recomputeAnalytics } = await import("../analytics/recompute");
    await recomputeAnalytics(db, { organizationId: guest.id });
    const before = await metricsOfGuest();
    expect(before.items.some((m) => m.period === "2025-03-31")).toBe(true);
    expect(before.items.some((m) => m.period === "2024-12-31")).toBe(true);
    const scoresBefore = await scoresOfGuest();
    expect(scoresBefore.items.some((s) => s.date.startsWith("2025-03-31"))).toBe(true);

    const r = await withdraw(guest, quarterly);
    expect(r.status).toBe(200);

    const after = await metricsOfGuest();
    expect(after.items.some((m) => m.period === "2025-03-31")).toBe(false);
    expect(after.items.some((m) => m.period === "2024-12-31")).toBe(true);
    expect(after.total_items).toBeLessThan(before.total_items);
    const scoresAfter = await scoresOfGuest();
    expect(scoresAfter.items.some((s) => s.date.startsWith("2025-03-31"))).toBe(false);
    expect(scoresAfter.total_items).toBeGreaterThan(0);

    const docs = await server.request<List<{ id: string }>>("GET", `/organizations/${guest.id}/documents`, {
      token: tok(host),
      as: { requester: host.id, target: host.id },
      query: { file_id: quarterly, limit: 100, offset: 0 },
    });
    expect(docs.status).toBe(200);
    expect(docs.body.total_items).toBe(0);
    const used = await db
      .selectFrom("financial_documents")
      .select("analysis")
      .where("file_id", "=", quarterly)
      .execute();
    expect(used.map((d) => d.analysis)).toEqual([false, false, false]);

    // financial_file.withdrawn reached whoever could read the file, metrics.updated too.
    const events = await eventsOf("financial_file.withdrawn", quarterly);
    expect(events.map((e) => e.organization_id).sort()).toEqual([guest.id, host.id, otherHost.id].sort());
    expect(events[0]?.data).toMatchObject({
      financial_file_id: quarterly,
      organization_id: guest.id,
      withdrawn_by_organization_id: guest.id,
    });
  });

  it("leaves nothing half-written when a step fails (the file stays, the metrics stay, no event)", async () => {
    const db = server.built.services.db;
    const fileId = await guestFileWithDocuments([
      { type: "balance_sheet", period: "2022-12-31", periodType: "yearly", statement: openingBalance2023 },
    ]);
    const { recomputeAnalytics } = await import("../analytics/recompute");
    await recomputeAnalytics(db, { organizationId: guest.id });
    const before = await metricsOfGuest();
    expect(before.items.some((m) => m.period === "2022-12-31")).toBe(true);

    // The last step, writing the webhook event, fails (after the row and the recompute were written).
    await sql`create or replace function withdrawal_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`.execute(db);
    await sql`create trigger withdrawal_test_fail before insert on webhook_events
      for each row execute function withdrawal_test_fail()`.execute(db);
    try {
      const r = await withdraw(guest, fileId);
      expect(r.status).toBe(500);
    } finally {
      await sql`drop trigger withdrawal_test_fail on webhook_events`.execute(db);
    }
    const row = await db.selectFrom("financial_files").selectAll().where("id", "=", fileId).executeTakeFirstOrThrow();
    expect(row.withdrawn_at).toBeNull();
    expect(row.withdrawal_reason).toBeNull();
    expect((await metricsOfGuest()).items.some((m) => m.period === "2022-12-31")).toBe(true);
    expect(await eventsOf("financial_file.withdrawn", fileId)).toEqual([]);

    expect((await withdraw(guest, fileId)).status).toBe(200);
    expect((await metricsOfGuest()).items.some((m) => m.period === "2022-12-31")).toBe(false);
  });

  it("withdraws a private record's file (Self only)", async () => {
    const rec = await server.request<{ id: string }>("POST", "/private-records", {
      token: tok(host),
      as: { requester: host.id, target: host.id },
      body: { name: "Withdrawal record", currency_code: "EUR" },
    });
    const path = `/private-records/${rec.body.id}/financial-files`;
    const self = { token: tok(host), as: { requester: host.id, target: host.id } };
    const f = await upload(server, path, { ...self, currency: "EUR", file: { bytes: tinyPdf("record") } });
    expect(f.body.shared_at).not.toBeNull();
    const r = await server.request<FinancialFile>("POST", `${path}/${f.body.id}/withdrawal`, {
      ...self,
      body: { reason: "Wrong record" },
    });
    expect(r.status).toBe(200);
    expect(r.body.withdrawn_by_organization?.id).toBe(host.id);
    const list = await server.request<List<FinancialFile>>("GET", path, self);
    expect(list.body.items.map((i) => i.id)).not.toContain(f.body.id);
    const again = await server.request("POST", `${path}/${f.body.id}/withdrawal`, { ...self, body: { reason: "x" } });
    expect(code(again)).toBe("financial_file_already_withdrawn");
  });
});

describe("a statement naming another company, uploaded into another organization's files", () => {
  it("is held for the uploader: the Guest and other Hosts neither list nor read it, until the uploader shares it", async () => {
    const file = await uploadAs(host, await statement("Quayside Held Shipping Ltd"), "quayside.pdf");
    // Not shared while it is checked.
    expect(file.shared_at).toBeNull();
    expect(file.held_for_uploader_review).toBe(false);
    const done = await processed(host, file.id);
    expect(done.status).toBe("valid");
    expect(done.held_for_uploader_review).toBe(true);
    expect(done.shared_at).toBeNull();
    expect(done.warnings.map((w) => w.code)).toContain("company_name_mismatch");
    expect((await listAs(host)).map((f) => f.id)).toContain(file.id);

    for (const o of [guest, otherHost]) {
      expect((await listAs(o)).map((f) => f.id)).not.toContain(file.id);
      expect((await server.request("GET", `${files()}/${file.id}`, onGuest(o))).status).toBe(404);
      expect((await server.request("GET", `${files()}/${file.id}/content`, onGuest(o))).status).toBe(404);
      const w = await withdraw(o, file.id);
      expect(code(w)).toBe("financial_file_not_found");
    }
    // Its documents: the uploader reads them, the Guest does not.
    const docsFor = async (o: TestOrg) =>
      (
        await server.request<List<{ id: string }>>("GET", `/organizations/${guest.id}/documents`, {
          token: tok(o),
          as: { requester: o.id, target: o.id },
          query: { file_id: file.id, limit: 100, offset: 0 },
        })
      ).body.total_items;
    expect(await docsFor(host)).toBeGreaterThan(0);
    expect(await docsFor(guest)).toBe(0);
    // financial_file.processed went to the uploader only.
    expect((await eventsOf("financial_file.processed", file.id)).map((e) => e.organization_id)).toEqual([host.id]);

    const notUploader = await server.request("POST", `${files()}/${file.id}/confirmation`, onGuest(otherHost));
    expect(notUploader.status).toBe(404);
    const shared = await server.request<OrganizationFinancialFile>(
      "POST",
      `${files()}/${file.id}/confirmation`,
      onGuest(host),
    );
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(shared.body.shared_at).not.toBeNull();
    expect(shared.body.held_for_uploader_review).toBe(false);
    expect((await listAs(guest)).map((f) => f.id)).toContain(file.id);
    expect(await docsFor(guest)).toBeGreaterThan(0);
    expect((await eventsOf("financial_file.processed", file.id)).map((e) => e.organization_id).sort()).toEqual(
      [host.id, guest.id, otherHost.id].sort(),
    );
    const twice = await server.request("POST", `${files()}/${file.id}/confirmation`, onGuest(host));
    expect(twice.status).toBe(409);
    expect(code(twice)).toBe("financial_file_not_held");
    const byGuest = await server.request("POST", `${files()}/${file.id}/confirmation`, onGuest(guest));
    expect(code(byGuest)).toBe("financial_file_uploader_only");
  });

  it("a held file the uploader withdraws was never seen by the others: no tombstone, no event for them", async () => {
    const file = await uploadAs(host, await statement("Quayside Withdrawn Shipping Ltd", "2024-12-31"), "q2.pdf");
    expect((await processed(host, file.id)).held_for_uploader_review).toBe(true);
    const r = await withdraw(host, file.id, "Not this customer's statement");
    expect(r.status).toBe(200);
    expect(r.body.held_for_uploader_review).toBe(false);
    const tombstones = await server.request<List<WithdrawnFinancialFile>>(
      "GET",
      `${files()}/withdrawals`,
      onGuest(guest),
    );
    expect(tombstones.body.items.map((t) => t.id)).not.toContain(file.id);
    expect((await server.request("GET", `${files()}/${file.id}`, onGuest(guest))).status).toBe(404);
    expect((await eventsOf("financial_file.withdrawn", file.id)).map((e) => e.organization_id)).toEqual([host.id]);
    const confirm = await server.request("POST", `${files()}/${file.id}/confirmation`, onGuest(host));
    expect(code(confirm)).toBe("financial_file_already_withdrawn");
  });

  it("a statement naming the Guest reaches it once checked; uploads into one's own files are never held", async () => {
    const named = await uploadAs(host, await statement(guest.name, "2023-12-31"), "borealis.pdf");
    const done = await processed(host, named.id);
    expect(done.held_for_uploader_review).toBe(false);
    expect(done.shared_at).not.toBeNull();
    expect((await listAs(guest)).map((f) => f.id)).toContain(named.id);

    const own = await uploadAs(guest, await statement("Quayside Own Shipping Ltd", "2022-12-31"), "own.pdf");
    expect(own.shared_at).not.toBeNull();
    const ownDone = await processed(guest, own.id);
    expect(ownDone.warnings.map((w) => w.code)).toContain("company_name_mismatch");
    expect(ownDone.held_for_uploader_review).toBe(false);
    expect((await listAs(host)).map((f) => f.id)).toContain(own.id);
  });
});

describe("retention of a withdrawn file's bytes", () => {
  it("deletes them after the retention period, keeping bytes another file still uses", async () => {
    const { storage } = server.built.services;
    const bytes = tinyPdf("retention-shared");
    const a = await uploadAs(guest, bytes, "a.pdf");
    const b = await uploadAs(guest, bytes, "b.pdf");
    const key = (
      await server.built.services.db
        .selectFrom("financial_files")
        .select("storage_key")
        .where("id", "=", a.id)
        .executeTakeFirstOrThrow()
    ).storage_key;
    expect(await storage.exists(key)).toBe(true);
    expect((await withdraw(guest, a.id)).status).toBe(200);

    // Within the retention period nothing goes.
    expect(await pruneWithdrawnFiles(server.built.services, 30)).toEqual({ files: 0, objects: 0 });
    expect(await storage.exists(key)).toBe(true);
    // Past it: the file's bytes are released, but b still uses the same object.
    const first = await pruneWithdrawnFiles(server.built.services, 0);
    expect(first.files).toBeGreaterThanOrEqual(1);
    expect(await storage.exists(key)).toBe(true);
    const content = await server.request("GET", `${files()}/${b.id}/content`, onGuest(guest));
    expect(content.status).toBe(200);

    expect((await withdraw(guest, b.id)).status).toBe(200);
    const second = await pruneWithdrawnFiles(server.built.services, 0);
    expect(second).toEqual({ files: 1, objects: 1 });
    expect(await storage.exists(key)).toBe(false);
    const row = await server.built.services.db
      .selectFrom("financial_files")
      .select(["content_deleted_at", "withdrawn_at"])
      .where("id", "in", [a.id, b.id])
      .execute();
    expect(row.every((r) => r.content_deleted_at !== null && r.withdrawn_at !== null)).toBe(true);
    expect(await pruneWithdrawnFiles(server.built.services, 0)).toEqual({ files: 0, objects: 0 });
  });
});
