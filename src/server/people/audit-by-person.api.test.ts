import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apply, type Caller, caller } from "../../../test/support/applications";
import { insertFileRow, tinyPdf, upload } from "../../../test/support/files";
import { startTestServer, type TestOrg, type TestServer } from "../../../test/support/harness";
import { signedInPerson } from "../../../test/support/people";
import type { CreditApplicationDetail } from "../../contract/applications";
import type { FinancialDocumentDetail } from "../../contract/documents";
import type { OrganizationFinancialFile } from "../../contract/files";

/**
 * Issue 26 part 6, "Audit by person" (docs/people.md): every change names the person or API client
 * that made it and the address — an audit event in the change's own transaction, and the actor on
 * the history rows users read, shown to the actor's own organization only.
 */
let server: TestServer;
let forwarder: TestOrg;
let shipper: TestOrg;
let shipperClient: Caller;
let analyst: Caller;

function person(org: TestOrg, name: string): Promise<Caller> {
  return signedInPerson(server, org, { role: "admin", name });
}

async function auditRows(action: string) {
  return server.built.services.db
    .selectFrom("audit_events")
    .selectAll()
    .where("action", "=", action)
    .orderBy("id")
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  forwarder = await server.createOrg({ name: "Forwarder Ltd" });
  shipper = await server.createOrg({ name: "Shipper GmbH" });
  await server.connect(forwarder, shipper);
  shipperClient = await caller(server, shipper);
  analyst = await person(forwarder, "Ada Analyst");
}, 120_000);
afterAll(async () => server?.close());

describe("credit application moves", () => {
  it("name the person to their own organization, the organization to the other party, and are audited", async () => {
    const id = await apply(shipperClient, forwarder, "credit-terms");
    const moved = await analyst.call("POST", `/credit-applications/${id}/statuses/internal-review`);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    const own = await analyst.call<CreditApplicationDetail>("GET", `/credit-applications/${id}`);
    const [created, review] = own.body.history;
    expect(review).toMatchObject({
      action: "start_review",
      actor_organization: { id: forwarder.id, name: "Forwarder Ltd" },
      actor: { kind: "person", name: "Ada Analyst" },
    });
    // The shipper's API client made the creation: the forwarder reads only the organization.
    expect(created).toMatchObject({ action: "create", actor: null, actor_organization: { id: shipper.id } });

    const other = await shipperClient.call<CreditApplicationDetail>("GET", `/credit-applications/${id}`, {
      target: forwarder,
    });
    expect(other.body.history[1]).toMatchObject({ actor: null, actor_organization: { name: "Forwarder Ltd" } });
    expect(other.body.history[0]).toMatchObject({ actor: { kind: "api_client", name: shipper.clientId } });
    expect(JSON.stringify(other.body)).not.toContain("Ada Analyst");

    const events = (await auditRows("application_status_changed")).filter(
      (e) => (e.details as { credit_application_id?: string }).credit_application_id === id,
    );
    expect(events.map((e) => [e.organization_id, e.actor_kind, (e.details as { action: string }).action])).toEqual([
      [shipper.id, "api_client", "create"],
      [forwarder.id, "person", "start_review"],
    ]);
    expect(events[1]?.address).toBe("127.0.0.1");
  });

  it("a move that fails in its transaction leaves neither the move nor its audit event", async () => {
    const id = await apply(shipperClient, forwarder, "credit-terms");
    const db = server.built.services.db;
    await sql`create or replace function test_refuse_audit() returns trigger language plpgsql as $$
      begin
        if new.details->>'credit_application_id' = ${sql.lit(id)} and new.details->>'action' = 'start_review' then
          raise exception 'refused by test';
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger test_refuse_audit after insert on audit_events for each row execute function test_refuse_audit()`.execute(
      db,
    );
    try {
      const moved = await analyst.call("POST", `/credit-applications/${id}/statuses/internal-review`);
      expect(moved.status).toBe(500);
    } finally {
      await sql`drop trigger test_refuse_audit on audit_events`.execute(db);
    }
    const detail = await analyst.call<CreditApplicationDetail>("GET", `/credit-applications/${id}`);
    expect(detail.body.status).toBe("pending");
    expect(detail.body.history.map((h) => h.action)).toEqual(["create"]);
  });
});

describe("document corrections", () => {
  async function guestDocument(): Promise<string> {
    const fileId = await insertFileRow(server, {
      organizationId: shipper.id,
      privateRecordId: null,
      filename: "bs.pdf",
      sizeBytes: 10,
    });
    const row = await server.built.services.db
      .insertInto("financial_documents")
      .values({
        file_id: fileId,
        organization_id: shipper.id,
        private_record_id: null,
        document_type: "balance_sheet",
        period: "2025-12-31",
        period_type: "yearly",
        currency: "EUR",
        line_items: JSON.stringify([{ key: "total_assets", label: "Total assets", amount: 10, confidence: 0.9 }]),
        review_status: "needs_review",
        checks: JSON.stringify([]),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const path = (id: string) => `/organizations/${shipper.id}/documents/${id}`;

  it("the correction history names the analyst to the forwarder and only the organization to the shipper", async () => {
    const id = await guestDocument();
    const r = await analyst.call<FinancialDocumentDetail>("PATCH", path(id), {
      headers: { "if-match": "1" },
      body: { line_items: [{ key: "total_assets", amount: 12 }], review_status: "reviewed" },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.corrections.map((c) => c.actor)).toEqual([
      { kind: "person", name: "Ada Analyst" },
      { kind: "person", name: "Ada Analyst" },
    ]);
    const mine = await shipperClient.call<FinancialDocumentDetail>("GET", path(id));
    expect(mine.body.corrections.map((c) => [c.organization_id, c.actor])).toEqual([
      [forwarder.id, null],
      [forwarder.id, null],
    ]);
    const events = (await auditRows("document_corrected")).filter(
      (e) => (e.details as { financial_document_id?: string }).financial_document_id === id,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ organization_id: forwarder.id, actor_kind: "person", address: "127.0.0.1" });
    expect(events[0]?.details).toMatchObject({ keys: ["total_assets", "review_status"], reviewed: true });
  });

  it("a correction rolled back after its audit event leaves no event", async () => {
    const id = await guestDocument();
    const db = server.built.services.db;
    // The recompute job is enqueued after the audit event, in the same transaction.
    await sql`create or replace function test_refuse_job() returns trigger language plpgsql as $$
      begin raise exception 'refused by test'; end $$`.execute(db);
    await sql`create trigger test_refuse_job before insert on jobs for each row execute function test_refuse_job()`.execute(
      db,
    );
    try {
      const r = await analyst.call("PATCH", path(id), {
        headers: { "if-match": "1" },
        body: { line_items: [{ key: "total_assets", amount: 99 }] },
      });
      expect(r.status).toBe(500);
    } finally {
      await sql`drop trigger test_refuse_job on jobs`.execute(db);
    }
    const events = (await auditRows("document_corrected")).filter(
      (e) => (e.details as { financial_document_id?: string }).financial_document_id === id,
    );
    expect(events).toEqual([]);
    const doc = await shipperClient.call<FinancialDocumentDetail>("GET", path(id));
    expect(doc.body.corrections).toEqual([]);
  });
});

describe("files", () => {
  it("uploaded by and withdrawn by name the person to their organization only; both are audited", async () => {
    const filesPath = `/organizations/${shipper.id}/financial-files`;
    const up = await upload<OrganizationFinancialFile>(server, filesPath, {
      token: analyst.token,
      as: { requester: forwarder.id, target: shipper.id },
      currency: "EUR",
      file: { bytes: tinyPdf("by-person"), name: "by-person.pdf" },
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.uploaded_by).toEqual({ kind: "person", name: "Ada Analyst" });

    const withdrawn = await analyst.call<OrganizationFinancialFile>("POST", `${filesPath}/${up.body.id}/withdrawal`, {
      target: shipper,
      body: { reason: "Wrong company" },
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.withdrawn_by).toEqual({ kind: "person", name: "Ada Analyst" });

    const uploaded = (await auditRows("file_uploaded")).filter(
      (e) => (e.details as { financial_file_id?: string }).financial_file_id === up.body.id,
    );
    const gone = (await auditRows("file_withdrawn")).filter(
      (e) => (e.details as { financial_file_id?: string }).financial_file_id === up.body.id,
    );
    for (const e of [...uploaded, ...gone]) {
      expect(e).toMatchObject({ organization_id: forwarder.id, actor_kind: "person", address: "127.0.0.1" });
    }
    expect([uploaded.length, gone.length]).toEqual([1, 1]);
  });
});

describe("document requests, partners, settings and webhook endpoints", () => {
  async function lastAudit(action: string) {
    const rows = await auditRows(action);
    return rows.at(-1);
  }
  const byAnalyst = { organization_id: undefined as string | undefined, actor_kind: "person", address: "127.0.0.1" };

  it("each change is an audit event naming the person", async () => {
    byAnalyst.organization_id = forwarder.id;
    const requests = `/organizations/${shipper.id}/documents/requests`;
    const created = await analyst.call<{ id: string }>("POST", requests, { body: { all_documents: true } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await lastAudit("document_request_created")).toMatchObject({
      ...byAnalyst,
      details: { document_request_id: created.body.id },
    });
    const cancelled = await analyst.call("POST", `${requests}/${created.body.id}/cancellations`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await lastAudit("document_request_cancelled")).toMatchObject({
      ...byAnalyst,
      details: { document_request_id: created.body.id, status: "canceled" },
    });

    const partner = await analyst.call<{ id: string }>("POST", "/partners", {
      body: { company_name: "New Customer Ltd", partner_type: "customer", email: `${randomUUID()}@example.test` },
    });
    expect(partner.status, JSON.stringify(partner.body)).toBe(201);
    expect(await lastAudit("partner_changed")).toMatchObject({
      ...byAnalyst,
      details: { partner_id: partner.body.id, change: "created" },
    });

    const settings = await analyst.call("PATCH", "/organization-settings", {
      body: { decision_reasons_required: true },
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    expect(await lastAudit("settings_changed")).toMatchObject({
      ...byAnalyst,
      details: { changes: { decision_reasons_required: true } },
    });
  });
});
