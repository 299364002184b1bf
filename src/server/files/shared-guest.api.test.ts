import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balance2024, cashflow2024, income2024, openingBalance2023 } from "../../../test/support/analytics-fixtures";
import { type Caller, invite, newCaller } from "../../../test/support/applications";
import { eventually, upload } from "../../../test/support/files";
import { type ApiResponse, startTestServer, type TestServer } from "../../../test/support/harness";
import { type Receiver, startReceiver } from "../../../test/support/webhook-receiver";
import { ANOTHER_ORGANIZATION_ID } from "../../contract/common";
import type { FinancialDocument, FinancialDocumentDetail } from "../../contract/documents";
import type { OrganizationFinancialFile } from "../../contract/files";
import type { WebhookEndpointWithSecret } from "../../contract/webhooks";
import { annualReportPdf, type PrintStyle } from "../demo/statement-pdfs";

/**
 * A Guest shared by two Hosts (issue 24, docs/api-conventions.md "Shared Guests"): G accepts H1 and
 * H2; H1 asks G for documents, G uploads a file answering that request, H1 uploads a file for G and
 * corrects one of G's documents. Read as H2, no answer of any endpoint that returns G's files,
 * documents, requests, metrics or webhook events carries an id of H1 (its organization, its
 * request, its invitation) anywhere in its JSON; H1 and G still see their own.
 */

let server: TestServer;
let receiver: Receiver;
let G: Caller;
let H1: Caller;
let H2: Caller;
let h1InvitationId: string;
let h1RequestId: string;
let h2RequestId: string;
let guestFileId: string;
let h1FileId: string;
let h2Upload: ApiResponse<OrganizationFinancialFile>;
let h2Endpoint: WebhookEndpointWithSecret;

type List<T> = { items: T[]; total_items: number };

const style: PrintStyle = {
  labels: "ifrs",
  scale: "units",
  negatives: "parentheses",
  dateStyle: "day-month",
  currency: "USD",
};

function report(companyName: string, printStyle: PrintStyle) {
  return annualReportPdf(
    companyName,
    printStyle,
    { end: "2024-12-31", balanceSheet: balance2024, incomeStatement: income2024, cashflow: cashflow2024 },
    { end: "2023-12-31", balanceSheet: openingBalance2023 },
  );
}

/** Every place in a JSON value (keys and string values) that contains one of the forbidden ids. */
function findIds(value: unknown, forbidden: readonly string[], at = "$"): string[] {
  const hits = (text: string, where: string) =>
    forbidden.filter((id) => text.includes(id)).map((id) => `${where}: ${id}`);
  if (typeof value === "string") return hits(value, at);
  if (Array.isArray(value)) return value.flatMap((v, i) => findIds(v, forbidden, `${at}[${i}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => [...hits(k, `${at} key`), ...findIds(v, forbidden, `${at}.${k}`)]);
  }
  return [];
}

/** The forbidden ids of H1, as H2 must never see them. */
const h1Ids = () => [H1.org.id, h1RequestId, h1InvitationId];

/** Everything H2 can read about G: [what, answer]. */
async function h2Reads(): Promise<Array<[string, ApiResponse]>> {
  const g = G.org.id;
  const asHost = { target: G.org };
  const reads: Array<[string, ApiResponse]> = [];
  const read = async (what: string, r: Promise<ApiResponse>) => {
    const answer = await r;
    expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(200);
    reads.push([what, answer]);
    return answer;
  };
  const files = await read("file list", H2.call("GET", `/organizations/${g}/financial-files`, asHost));
  for (const f of (files.body as List<OrganizationFinancialFile>).items) {
    await read(`file ${f.id}`, H2.call("GET", `/organizations/${g}/financial-files/${f.id}`, asHost));
  }
  await read(
    "file list by sha256",
    H2.call("GET", `/organizations/${g}/financial-files`, {
      ...asHost,
      query: { sha256: h2Upload.body.sha256 },
    }),
  );
  reads.push(["H2's upload answer", h2Upload]);
  const docs = await read("documents", H2.call("GET", `/organizations/${g}/documents`));
  for (const d of (docs.body as List<FinancialDocument>).items) {
    await read(`document ${d.id}`, H2.call("GET", `/organizations/${g}/documents/${d.id}`));
  }
  await read("G's requests", H2.call("GET", `/organizations/${g}/documents/requests`));
  await read("H2's requests to every Guest", H2.call("GET", "/documents/requests"));
  await read("metrics", H2.call("GET", `/organizations/${g}/metrics`));
  await read("scores", H2.call("GET", `/organizations/${g}/metrics/scores`));
  await read("G's organization", H2.call("GET", `/organizations/${g}`, asHost));
  await read("connections", H2.call("GET", "/connections"));
  await read("partners of H2", H2.call("GET", "/partners"));
  await read("webhook deliveries", H2.call("GET", `/webhook-endpoints/${h2Endpoint.id}/deliveries`));
  return reads;
}

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({
    webhookAllowPrivateUrls: true,
    webhookRetryDelaysMs: [100, 100, 100, 100, 100, 100, 100],
    webhookTimeoutMs: 2000,
  });
  for (const task of server.built.tasks) if (task.name === "job-worker") task.start();
  G = await newCaller(server, { name: "Shared Guest Trading Ltd" });
  H1 = await newCaller(server, { name: "First Host Forwarding" });
  H2 = await newCaller(server, { name: "Second Host Forwarding" });
  h1InvitationId = await invite(H1, G);
  await invite(H2, G);
  for (const [c, path] of [
    [H1, "/h1"],
    [H2, "/h2"],
    [G, "/g"],
  ] as const) {
    const r = await c.call<WebhookEndpointWithSecret>("POST", "/webhook-endpoints", {
      body: { url: `${receiver.url}${path}`, event_types: ["*"] },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    if (c === H2) h2Endpoint = r.body;
  }

  const askG = async (host: Caller) => {
    const r = await host.call<{ id: string }>("POST", `/organizations/${G.org.id}/documents/requests`, {
      body: { all_documents: true },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id;
  };
  h1RequestId = await askG(H1);
  h2RequestId = await askG(H2);

  const guestPdf = await report(G.org.name, style);
  const byGuest = await upload<OrganizationFinancialFile>(server, `/organizations/${G.org.id}/financial-files`, {
    token: G.token,
    as: { requester: G.org.id, target: G.org.id },
    currency: "USD",
    parts: { document_request_id: h1RequestId },
    file: { bytes: guestPdf, name: "annual-report-2024.pdf" },
  });
  expect(byGuest.status, JSON.stringify(byGuest.body)).toBe(200);
  guestFileId = byGuest.body.id;

  const hostPdf = await report(G.org.name, { ...style, labels: "us" });
  const byH1 = await upload<OrganizationFinancialFile>(server, `/organizations/${G.org.id}/financial-files`, {
    token: H1.token,
    as: { requester: H1.org.id, target: G.org.id },
    currency: "USD",
    parts: { document_request_id: h1RequestId },
    file: { bytes: hostPdf, name: "annual-report-2024-from-h1.pdf" },
  });
  expect(byH1.status, JSON.stringify(byH1.body)).toBe(200);
  h1FileId = byH1.body.id;
  // A Host's upload into its Guest's files is shared once extraction found the Guest's name in it
  // (until then only H1 sees it, so H2's upload below could not be told it duplicates it).
  await eventually(
    () => G.call<List<OrganizationFinancialFile>>("GET", `/organizations/${G.org.id}/financial-files`),
    (r) => r.body.items.some((f) => f.id === h1FileId),
    90_000,
  );

  // H2 uploads the bytes H1 uploaded: its answer warns of a duplicate (of a file of G's that H2 may list).
  h2Upload = await upload<OrganizationFinancialFile>(server, `/organizations/${G.org.id}/financial-files`, {
    token: H2.token,
    as: { requester: H2.org.id, target: G.org.id },
    currency: "USD",
    file: { bytes: hostPdf, name: "again.pdf" },
  });
  expect(h2Upload.status, JSON.stringify(h2Upload.body)).toBe(200);

  await eventually(
    () => G.call<List<OrganizationFinancialFile>>("GET", `/organizations/${G.org.id}/financial-files`),
    (r) => r.body.items.length === 3 && r.body.items.every((f) => ["valid", "invalid", "failed"].includes(f.status)),
    90_000,
  );

  // H1 corrects (confirms) one of G's documents: the correction names H1.
  const docs = await H1.call<List<FinancialDocument>>("GET", `/organizations/${G.org.id}/documents`);
  const doc = docs.body.items.find((d) => d.file_id === h1FileId) ?? docs.body.items[0];
  if (!doc) throw new Error(`no document extracted: ${JSON.stringify(docs.body)}`);
  const corrected = await H1.call<FinancialDocumentDetail>("PATCH", `/organizations/${G.org.id}/documents/${doc.id}`, {
    body: { period: "2024-12-30" },
    headers: { "if-match": String(doc.version) },
  });
  expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
  expect(corrected.body.corrections.map((c) => c.organization_id)).toContain(H1.org.id);

  // Every event about G's files and metrics has reached H2 (so the scan below sees them).
  await receiver.waitFor((list) => {
    const processed = list.filter((r) => r.path === "/h2" && r.json.type === "financial_file.processed");
    return processed.length >= 3 && list.some((r) => r.path === "/h2" && r.json.type === "metrics.updated")
      ? true
      : undefined;
  }, 60_000);
}, 240_000);

afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe("a Guest shared by two Hosts", () => {
  it("the scan finds H1's ids where they belong: G's own view carries them (the test can fail)", async () => {
    const files = await G.call<List<OrganizationFinancialFile>>("GET", `/organizations/${G.org.id}/financial-files`);
    expect(findIds(files.body, h1Ids())).not.toEqual([]);
    expect(findIds({ nested: [{ [`k-${H1.org.id}`]: 1 }] }, h1Ids())).toEqual([`$.nested[0] key: ${H1.org.id}`]);
  });

  it("H2 reads every endpoint of G's files, documents, requests, metrics and webhooks without one id of H1", async () => {
    const reads = await h2Reads();
    const leaks = reads.flatMap(([what, r]) => findIds(r.body, h1Ids()).map((hit) => `${what} ${hit}`));
    expect(leaks).toEqual([]);
    const events = receiver.received.filter((r) => r.path === "/h2");
    expect(events.length).toBeGreaterThan(0);
    expect(events.flatMap((e) => findIds(e.json, h1Ids()).map((hit) => `${e.json.type} ${hit}`))).toEqual([]);
    // H2's correction answer names H1's earlier correction only as another organization.
    const docs = await H2.call<List<FinancialDocument>>("GET", `/organizations/${G.org.id}/documents`);
    const doc = docs.body.items.find((d) => d.file_id === h1FileId) ?? docs.body.items[0];
    const mine = await H2.call<FinancialDocumentDetail>("PATCH", `/organizations/${G.org.id}/documents/${doc?.id}`, {
      body: { review_status: "reviewed" },
      headers: { "if-match": String(doc?.version) },
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(findIds(mine.body, h1Ids())).toEqual([]);
    const who = mine.body.corrections.map((c) => c.organization_id);
    expect(who).toContain(ANOTHER_ORGANIZATION_ID);
    expect(who).toContain(H2.org.id);
  });

  it("H2 sees what it may know: its own upload and request, G's upload, and H1 as another organization", async () => {
    const list = await H2.call<List<OrganizationFinancialFile>>("GET", `/organizations/${G.org.id}/financial-files`, {
      target: G.org,
    });
    const byId = new Map(list.body.items.map((f) => [f.id, f]));
    expect(byId.get(guestFileId)).toMatchObject({ uploaded_by_organization_id: G.org.id, document_request_id: null });
    expect(byId.get(h1FileId)).toMatchObject({
      uploaded_by_organization_id: ANOTHER_ORGANIZATION_ID,
      document_request_id: null,
    });
    expect(byId.get(h2Upload.body.id)).toMatchObject({ uploaded_by_organization_id: H2.org.id });
    expect(h2Upload.body.warnings.map((w) => w.code)).toContain("duplicate_file");
    const requests = await H2.call<List<{ id: string }>>("GET", `/organizations/${G.org.id}/documents/requests`);
    expect(requests.body.items.map((r) => r.id)).toEqual([h2RequestId]);
  });

  it("H1 still sees its own upload and request on G's files; G sees everything", async () => {
    for (const [c, opts] of [
      [H1, { target: G.org }],
      [G, {}],
    ] as const) {
      const list = await c.call<List<OrganizationFinancialFile>>(
        "GET",
        `/organizations/${G.org.id}/financial-files`,
        opts,
      );
      const byId = new Map(list.body.items.map((f) => [f.id, f]));
      expect(byId.get(guestFileId)).toMatchObject({
        uploaded_by_organization_id: G.org.id,
        document_request_id: h1RequestId,
      });
      expect(byId.get(h1FileId)).toMatchObject({
        uploaded_by_organization_id: H1.org.id,
        document_request_id: h1RequestId,
      });
      const one = await c.call<OrganizationFinancialFile>(
        "GET",
        `/organizations/${G.org.id}/financial-files/${h1FileId}`,
        opts,
      );
      expect(one.body.uploaded_by_organization_id).toBe(H1.org.id);
    }
    // H2's upload, as H1 reads it, names H2 as another organization.
    const seenByH1 = await H1.call<OrganizationFinancialFile>(
      "GET",
      `/organizations/${G.org.id}/financial-files/${h2Upload.body.id}`,
      { target: G.org },
    );
    expect(seenByH1.body.uploaded_by_organization_id).toBe(ANOTHER_ORGANIZATION_ID);
    const seenByG = await G.call<OrganizationFinancialFile>(
      "GET",
      `/organizations/${G.org.id}/financial-files/${h2Upload.body.id}`,
    );
    expect(seenByG.body.uploaded_by_organization_id).toBe(H2.org.id);
    // G reads its documents' corrections with every Host's id.
    const docs = await G.call<List<FinancialDocument>>("GET", `/organizations/${G.org.id}/documents`);
    const details = await Promise.all(
      docs.body.items.map((d) =>
        G.call<FinancialDocumentDetail>("GET", `/organizations/${G.org.id}/documents/${d.id}`),
      ),
    );
    const correctors = details.flatMap((d) => d.body.corrections.map((c) => c.organization_id));
    expect(correctors).toContain(H1.org.id);
    expect(correctors).toContain(H2.org.id);
    expect(correctors).not.toContain(ANOTHER_ORGANIZATION_ID);
    // G's webhook events name the file of H1 as G's own file (the events carry no uploader).
    expect(receiver.received.some((r) => r.path === "/g" && r.json.data.financial_file_id === h1FileId)).toBe(true);
  });

  it("H1 withdraws its upload: H2's tombstone and 410 say 'another organization', never H1's id or name", async () => {
    const withdrawn = await H1.call("POST", `/organizations/${G.org.id}/financial-files/${h1FileId}/withdrawal`, {
      target: G.org,
      body: { reason: "Uploaded to the wrong company" },
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    const asHost = { target: G.org };
    const tombstones = await H2.call<List<{ id: string; withdrawn_by_organization: { id: string; name: string } }>>(
      "GET",
      `/organizations/${G.org.id}/financial-files/withdrawals`,
      asHost,
    );
    expect(tombstones.status, JSON.stringify(tombstones.body)).toBe(200);
    const mine = tombstones.body.items.find((t) => t.id === h1FileId);
    expect(mine?.withdrawn_by_organization).toEqual({ id: ANOTHER_ORGANIZATION_ID, name: "Another organization" });
    const gone = await H2.call("GET", `/organizations/${G.org.id}/financial-files/${h1FileId}`, asHost);
    expect(gone.status).toBe(410);
    expect(JSON.stringify(gone.body)).toContain("another organization");
    for (const [what, answer] of [
      ["tombstones", tombstones],
      ["410", gone],
    ] as const) {
      expect(findIds(answer.body, h1Ids()), what).toEqual([]);
      expect(JSON.stringify(answer.body), what).not.toContain(H1.org.name);
    }
    // H2's webhook says a file was withdrawn, by "another organization"; G's names H1.
    const forH2 = await receiver.waitFor(
      (list) => list.find((r) => r.path === "/h2" && r.json.type === "financial_file.withdrawn"),
      60_000,
    );
    expect(findIds(forH2.json, h1Ids())).toEqual([]);
    expect(forH2.json.data.withdrawn_by_organization_id).toBe(ANOTHER_ORGANIZATION_ID);
    const forG = await receiver.waitFor(
      (list) => list.find((r) => r.path === "/g" && r.json.type === "financial_file.withdrawn"),
      60_000,
    );
    expect(forG.json.data.withdrawn_by_organization_id).toBe(H1.org.id);
    // G, the owner, reads who withdrew it.
    const tombstonesForG = await G.call<List<{ id: string; withdrawn_by_organization: { id: string } }>>(
      "GET",
      `/organizations/${G.org.id}/financial-files/withdrawals`,
    );
    expect(tombstonesForG.body.items.find((t) => t.id === h1FileId)?.withdrawn_by_organization.id).toBe(H1.org.id);
  });
});
