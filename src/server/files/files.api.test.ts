import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  abandonUpload,
  eventually,
  listOrgFiles,
  sendMultipart,
  storedFiles,
  tinyPdf,
  upload,
} from "../../../test/support/files";
import {
  type ApiResponse,
  type ErrorBody,
  startTestServer,
  type TestOrg,
  type TestServer,
} from "../../../test/support/harness";
import type { FinancialFile, OrganizationFinancialFile } from "../../contract/files";

type FileList<T = OrganizationFinancialFile> = { items: T[]; total_items: number };

let server: TestServer;
let dataDir: string;
/** host → guest; self is connected to nobody but is the owner of `record`; poor has no subscription. */
let self: TestOrg;
let host: TestOrg;
let guest: TestOrg;
let poor: TestOrg;
let stranger: TestOrg;
const tokens = new Map<string, string>();
let recordId: string;

const code = (r: ApiResponse<unknown>) => (r.body as ErrorBody).detail[0]?.code;
const tok = (o: TestOrg) => tokens.get(o.id) as string;
const orgPath = (o: TestOrg) => `/organizations/${o.id}/financial-files`;
const as = (requester: TestOrg, target: TestOrg = requester) => ({ requester: requester.id, target: target.id });

beforeAll(async () => {
  // The harness gives the server a temporary data directory of its own and removes it on close.
  server = await startTestServer();
  dataDir = server.config.dataDir;
  [self, host, guest, poor, stranger] = await Promise.all([
    server.createOrg(),
    server.createOrg(),
    server.createOrg(),
    server.createOrg({ subscription: false }),
    server.createOrg(),
  ]);
  await server.connect(host, guest);
  for (const o of [self, host, guest, poor, stranger]) tokens.set(o.id, await o.token());
  const r = await server.request<{ id: string }>("POST", "/private-records", {
    token: tok(self),
    as: as(self),
    body: { name: "Private Co", currency_code: "EUR" },
  });
  expect(r.status).toBe(201);
  recordId = r.body.id;
});
afterAll(async () => {
  await server?.close();
});

describe("POST /organizations/{org_id}/financial-files", () => {
  it("stores a PDF and answers with the financial file (sha256 of the bytes, status uploaded)", async () => {
    const bytes = tinyPdf("self-1");
    const r = await upload<OrganizationFinancialFile>(server, orgPath(self), {
      token: tok(self),
      as: as(self),
      currency: "USD",
      file: { bytes, name: "Annual report 2025 – Ü.pdf", type: "application/octet-stream" },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      original_filename: "Annual report 2025 – Ü.pdf",
      mime_type: "application/pdf",
      size_bytes: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      currency: "USD",
      status: "uploaded",
      file_message: null,
      uploaded_by_organization_id: self.id,
      document_request_id: null,
    });
    expect(storedFiles(dataDir).objects).toContain(r.body.sha256);
    const list = await listOrgFiles(server, self, tok(self));
    expect(list.body.items.map((f) => f.id)).toContain(r.body.id);
  });

  it("reads the currency part after the file part too", async () => {
    const r = await upload(server, orgPath(self), {
      token: tok(self),
      as: as(self),
      currency: "EUR",
      currencyLast: true,
      file: { bytes: tinyPdf("currency-last") },
    });
    expect(r.status).toBe(200);
    expect(r.body.currency).toBe("EUR");
  });

  it("lets a Host upload for its Guest (org_id = Target) and names the uploader", async () => {
    const r = await upload<OrganizationFinancialFile>(server, orgPath(guest), {
      token: tok(host),
      as: as(host, guest),
      currency: "GBP",
      file: { bytes: tinyPdf("host-for-guest") },
    });
    expect(r.status).toBe(200);
    expect(r.body.uploaded_by_organization_id).toBe(host.id);
    const hostList = await server.request<FileList>("GET", orgPath(guest), { token: tok(host), as: as(host, guest) });
    expect(hostList.body.items.find((f) => f.id === r.body.id)?.uploaded_by_organization_id).toBe(host.id);
    // Not shared with the Guest until extraction found no other company's name in it (issue 23,
    // withdrawal.api.test.ts): this test runs no extraction.
    expect(r.body.shared_at).toBeNull();
    const list = await server.request<FileList>("GET", orgPath(guest), { token: tok(guest), as: as(guest) });
    expect(list.body.items.map((f) => f.id)).not.toContain(r.body.id);
  });

  it("refuses a Guest, an unconnected caller and an org_id other than the Target with 403 access_denied", async () => {
    const file = { bytes: tinyPdf("denied") };
    const guestToHost = await upload(server, orgPath(host), {
      token: tok(guest),
      as: as(guest, host),
      currency: "USD",
      file,
    });
    const unconnected = await upload(server, orgPath(self), {
      token: tok(stranger),
      as: as(stranger, self),
      currency: "USD",
      file,
    });
    const wrongOrgId = await upload(server, orgPath(guest), { token: tok(host), as: as(host), currency: "USD", file });
    for (const r of [guestToHost, unconnected, wrongOrgId]) {
      expect(r.status).toBe(403);
      expect(code(r)).toBe("access_denied");
    }
  });

  it.each([
    ["a text file declared as PDF", { bytes: "hello, not a pdf", type: "application/pdf" }],
    ["an empty file", { bytes: "" }],
    ["an HTML page", { bytes: "<html><script>alert(1)</script></html>", name: "x.pdf" }],
  ])("refuses %s with 400 not_allowed_file_type", async (_name, file) => {
    const r = await upload(server, orgPath(self), { token: tok(self), as: as(self), currency: "USD", file });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      detail: [{ loc: ["body", "file"], msg: expect.any(String), type: "request", code: "not_allowed_file_type" }],
    });
  });

  it("accepts exactly 10485760 bytes and refuses one byte more with 400 invalid_file_size", async () => {
    const max = Buffer.alloc(10485760, 0x20);
    max.write("%PDF-1.7\n");
    const ok = await upload(server, orgPath(self), {
      token: tok(self),
      as: as(self),
      currency: "USD",
      file: { bytes: max, name: "max.pdf" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.size_bytes).toBe(10485760);
    const over = Buffer.alloc(10485761, 0x20);
    over.write("%PDF-1.7\n");
    const before = storedFiles(dataDir).objects.length;
    const r = await upload(server, orgPath(self), {
      token: tok(self),
      as: as(self),
      currency: "USD",
      file: { bytes: over, name: "over.pdf" },
    });
    expect(r.status).toBe(400);
    expect(code(r)).toBe("invalid_file_size");
    expect(storedFiles(dataDir).objects.length).toBe(before);
  });

  it("answers 413 request_too_large when the declared body is over the multipart limit", async () => {
    const big = Buffer.alloc(10485760 + 300 * 1024, 0x20);
    big.write("%PDF-1.7\n");
    const r = await upload(server, orgPath(self), {
      token: tok(self),
      as: as(self),
      currency: "USD",
      file: { bytes: big, name: "big.pdf" },
    });
    expect(r.status).toBe(413);
    expect(code(r)).toBe("request_too_large");
  });

  it.each([
    ["empty", ""],
    ["a path", "../../etc/passwd.pdf"],
    ["a Windows path", "C:\\reports\\a.pdf"],
    ["only dots", ".."],
    ["longer than 255 characters", `${"a".repeat(252)}.pdf`],
    ["a bidi override", "report\u202Efdp.exe"],
  ])("refuses a file name that is %s with 400 invalid_file_name", async (_n, name) => {
    const r = await upload(server, orgPath(self), {
      token: tok(self),
      as: as(self),
      currency: "USD",
      file: { bytes: tinyPdf(), name },
    });
    expect(r.status).toBe(400);
    expect(code(r)).toBe("invalid_file_name");
  });

  it("refuses a file part without a filename with 400 invalid_file_name", async () => {
    const boundary = "----cas-test-boundary";
    const body = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="currency"',
        "",
        "USD",
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"',
        "",
        "%PDF-1.4 no name",
        `--${boundary}--`,
        "",
      ].join("\r\n"),
    );
    const r = await sendMultipart(
      server,
      orgPath(self),
      { token: tok(self), as: as(self) },
      body,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(r.status).toBe(400);
    expect(code(r)).toBe("invalid_file_name");
  });

  it.each(["XYZ", "usd", "dollars", ""])("refuses currency %j with 400 invalid_currency", async (currency) => {
    const r = await upload(server, orgPath(self), {
      token: tok(self),
      as: as(self),
      currency,
      file: { bytes: tinyPdf() },
    });
    expect(r.status).toBe(400);
    expect(code(r)).toBe("invalid_currency");
  });

  it("lists missing parts, unknown parts and a non-multipart body as 422 validation_error", async () => {
    const noParts = await upload(server, orgPath(self), { token: tok(self), as: as(self) });
    expect(noParts.status).toBe(422);
    expect((noParts.body as unknown as ErrorBody).detail.map((d) => d.loc)).toEqual([
      ["body", "currency"],
      ["body", "file"],
    ]);
    const unknown = await upload(server, orgPath(self), {
      token: tok(self),
      as: as(self),
      currency: "USD",
      parts: { owner: "me" },
      file: { bytes: tinyPdf() },
    });
    expect(unknown.status).toBe(422);
    expect((unknown.body as unknown as ErrorBody).detail[0]?.loc).toEqual(["body", "owner"]);
    const json = await server.request("POST", orgPath(self), {
      token: tok(self),
      as: as(self),
      body: { currency: "USD" },
    });
    expect(json.status).toBe(422);
    expect((json.body as ErrorBody).detail[0]?.loc).toEqual(["header", "content-type"]);
    const badRequestId = await upload(server, orgPath(self), {
      token: tok(self),
      as: as(self),
      currency: "USD",
      parts: { document_request_id: "not-a-uuid" },
      file: { bytes: tinyPdf() },
    });
    expect(badRequestId.status).toBe(422);
  });

  it("refuses an organization without a subscription with 403 no_subscription", async () => {
    const r = await upload(server, orgPath(poor), {
      token: tok(poor),
      as: as(poor),
      currency: "USD",
      file: { bytes: tinyPdf() },
    });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({
      detail: [{ loc: [], msg: expect.any(String), type: "subscription", code: "no_subscription" }],
    });
  });

  it("asks for the token before anything else (401 token_required)", async () => {
    const form = new FormData();
    form.append("currency", "USD");
    form.append("file", new Blob([new Uint8Array(tinyPdf())]), "a.pdf");
    const res = await fetch(`${server.baseUrl}${orgPath(self)}`, { method: "POST", body: form });
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).detail[0]?.code).toBe("token_required");
  });

  it("leaves no row and no stored object behind after a refused upload", async () => {
    const before = await listOrgFiles(server, self, tok(self));
    const objects = storedFiles(dataDir).objects.length;
    const unique = `unique-${randomUUID()}`;
    const r = await upload(server, orgPath(self), {
      token: tok(self),
      as: as(self),
      currency: "QQQ",
      currencyLast: true,
      file: { bytes: tinyPdf(unique) },
    });
    expect(code(r)).toBe("invalid_currency");
    const after = await listOrgFiles(server, self, tok(self));
    expect(after.body.total_items).toBe(before.body.total_items);
    expect(storedFiles(dataDir)).toEqual({ objects: expect.any(Array), staging: [] });
    expect(storedFiles(dataDir).objects.length).toBe(objects);
  });

  it("leaves no row and no stored object behind when the client aborts mid-upload", async () => {
    const before = await listOrgFiles(server, self, tok(self));
    const objects = storedFiles(dataDir).objects.length;
    // Half-way (1 of 4 MiB): the server has started storing the file; the client goes away.
    await abandonUpload(server, orgPath(self), {
      headers: {
        authorization: `Bearer ${tok(self)}`,
        "requester-organization-id": self.id,
        "target-organization-id": self.id,
      },
      fileBytes: 1024 * 1024,
      declaredFileBytes: 4 * 1024 * 1024,
      destroyAfterMs: 200,
    });
    const left = await eventually(
      async () => storedFiles(dataDir),
      (s) => s.staging.length === 0,
    );
    expect(left.objects.length).toBe(objects);
    const after = await listOrgFiles(server, self, tok(self));
    expect(after.body.total_items).toBe(before.body.total_items);
  });

  it("stores identical bytes once and still records each upload", async () => {
    const bytes = tinyPdf(`dedupe-${randomUUID()}`);
    const opts = { token: tok(self), as: as(self), currency: "USD", file: { bytes } };
    const a = await upload(server, orgPath(self), opts);
    const b = await upload(server, orgPath(self), opts);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.id).not.toBe(b.body.id);
    expect(a.body.sha256).toBe(b.body.sha256);
    expect(storedFiles(dataDir).objects.filter((o) => o === a.body.sha256)).toHaveLength(1);
  });
});

describe("multipart limits", () => {
  type RawPart = { head: string; value: string | Buffer };
  const boundary = "----cas-limits";
  const field = (name: string, value: string): RawPart => ({
    head: `Content-Disposition: form-data; name="${name}"`,
    value,
  });
  const filePart = (name: string, bytes: Buffer): RawPart => ({
    head: `Content-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf`,
    value: bytes,
  });

  /** Sends the parts as written (no FormData normalisation) and checks that nothing stayed behind. */
  async function refused(parts: RawPart[]) {
    const before = (await listOrgFiles(server, self, tok(self))).body.total_items;
    const objects = storedFiles(dataDir).objects.length;
    const chunks = parts.flatMap((p) => [
      Buffer.from(`--${boundary}\r\n${p.head}\r\n\r\n`),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from("\r\n"),
    ]);
    const r = await sendMultipart(
      server,
      orgPath(self),
      { token: tok(self), as: as(self) },
      Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
      `multipart/form-data; boundary=${boundary}`,
    );
    expect((await listOrgFiles(server, self, tok(self))).body.total_items).toBe(before);
    expect(storedFiles(dataDir).staging).toEqual([]);
    expect(storedFiles(dataDir).objects.length).toBe(objects);
    return r as ApiResponse<ErrorBody>;
  }

  it("refuses a second file part with 422, keeping nothing of the first", async () => {
    const r = await refused([
      field("currency", "USD"),
      filePart("a.pdf", tinyPdf(`first-${randomUUID()}`)),
      filePart("b.pdf", tinyPdf(`second-${randomUUID()}`)),
    ]);
    expect(r.status).toBe(422);
    expect(r.body.detail.map((d) => d.loc)).toEqual([["body", "file"]]);
  });

  it("refuses a part longer than 4096 bytes with 422 naming it (after the file: the staged bytes go)", async () => {
    const r = await refused([
      field("currency", "USD"),
      filePart("a.pdf", tinyPdf(`long-${randomUUID()}`)),
      field("document_request_id", `${randomUUID()}${" ".repeat(4096)}`),
    ]);
    expect(r.status).toBe(422);
    expect(r.body.detail).toEqual([
      {
        loc: ["body", "document_request_id"],
        msg: "Part longer than 4096 bytes",
        type: "value_error",
        code: "validation_error",
      },
    ]);
  });

  it("refuses a part without a name with 422 on the body", async () => {
    const r = await refused([
      field("currency", "USD"),
      { head: "Content-Disposition: form-data", value: "anonymous" },
      filePart("a.pdf", tinyPdf(`nameless-${randomUUID()}`)),
    ]);
    expect(r.status).toBe(422);
    expect(r.body.detail.map((d) => d.loc)).toEqual([["body"]]);
  });

  it("refuses more than 12 parts with 422 (parts that are not form data count too)", async () => {
    const r = await refused([
      field("currency", "USD"),
      filePart("a.pdf", tinyPdf(`many-${randomUUID()}`)),
      ...Array.from({ length: 12 }, () => ({ head: "Content-Type: text/plain", value: "filler" })),
    ]);
    expect(r.status).toBe(422);
    expect(r.body.detail).toEqual([
      { loc: ["body"], msg: "Too many parts", type: "value_error", code: "validation_error" },
    ]);
  });

  it("refuses a path given as an encoded filename* parameter with 400 invalid_file_name", async () => {
    const r = await refused([
      field("currency", "USD"),
      {
        head: `Content-Disposition: form-data; name="file"; filename*=UTF-8''..%2F..%2Fevil.pdf\r\nContent-Type: application/pdf`,
        value: tinyPdf(`encoded-${randomUUID()}`),
      },
    ]);
    expect(r.status).toBe(400);
    expect(code(r)).toBe("invalid_file_name");
  });

  it("leaves nothing behind when the file is not a PDF or over the size limit", async () => {
    const notPdf = await refused([field("currency", "USD"), filePart("a.pdf", Buffer.from("GIF89a not a pdf"))]);
    expect(code(notPdf)).toBe("not_allowed_file_type");
    const over = Buffer.alloc(10485761, 0x20);
    over.write("%PDF-1.7\n");
    const tooBig = await refused([field("currency", "USD"), filePart("big.pdf", over)]);
    expect(code(tooBig)).toBe("invalid_file_size");
  });
});

describe("document_request_id on the organization upload", () => {
  const inDays = (d: number) => new Date(Date.now() + d * 86400_000).toISOString();
  async function createRequest(): Promise<{ id: string; status: string }> {
    const r = await server.request<{ id: string; status: string }>(
      "POST",
      `/organizations/${guest.id}/documents/requests`,
      {
        token: tok(host),
        as: as(host),
        body: { all_documents: true, comment: "Year-end please", expires_at: inDays(10) },
      },
    );
    expect(r.status).toBe(201);
    return r.body;
  }
  async function requestStatus(id: string): Promise<string | undefined> {
    const r = await server.request<{ items: Array<{ id: string; status: string }> }>(
      "GET",
      `/organizations/${guest.id}/documents/requests`,
      { token: tok(host), as: as(host) },
    );
    return r.body.items.find((i) => i.id === id)?.status;
  }

  it("moves the Guest's pending request to partially and records the link", async () => {
    const request = await createRequest();
    expect(request.status).toBe("pending");
    const r = await upload<OrganizationFinancialFile>(server, orgPath(guest), {
      token: tok(guest),
      as: as(guest),
      currency: "USD",
      parts: { document_request_id: request.id },
      file: { bytes: tinyPdf("for-request") },
    });
    expect(r.status).toBe(200);
    expect(r.body.document_request_id).toBe(request.id);
    expect(await requestStatus(request.id)).toBe("partially");
    const again = await upload(server, orgPath(guest), {
      token: tok(guest),
      as: as(guest),
      currency: "USD",
      parts: { document_request_id: request.id },
      file: { bytes: tinyPdf("for-request-2") },
    });
    expect(again.status).toBe(200);
    expect(await requestStatus(request.id)).toBe("partially");
  });

  it("answers 404 document_request_not_found for a request that is not the Guest's", async () => {
    const r = await upload(server, orgPath(self), {
      token: tok(self),
      as: as(self),
      currency: "USD",
      parts: { document_request_id: randomUUID() },
      file: { bytes: tinyPdf() },
    });
    expect(r.status).toBe(404);
    expect(code(r)).toBe("document_request_not_found");
    const request = await createRequest();
    const notTheirs = await upload(server, orgPath(self), {
      token: tok(self),
      as: as(self),
      currency: "USD",
      parts: { document_request_id: request.id },
      file: { bytes: tinyPdf() },
    });
    expect(code(notTheirs)).toBe("document_request_not_found");
  });

  it("answers 409 for a canceled request and leaves no file row", async () => {
    const request = await createRequest();
    const cancel = await server.request(
      "POST",
      `/organizations/${guest.id}/documents/requests/${request.id}/cancellations`,
      { token: tok(host), as: as(host) },
    );
    expect(cancel.status).toBe(200);
    const before = (await listOrgFiles(server, guest, tok(guest))).body.total_items;
    const r = await upload(server, orgPath(guest), {
      token: tok(guest),
      as: as(guest),
      currency: "USD",
      parts: { document_request_id: request.id },
      file: { bytes: tinyPdf(`canceled-${randomUUID()}`) },
    });
    expect(r.status).toBe(409);
    expect(code(r)).toBe("unable_to_operate_on_document_request_with_current_status");
    expect((await listOrgFiles(server, guest, tok(guest))).body.total_items).toBe(before);
    expect(storedFiles(dataDir).staging).toEqual([]);
  });
});

describe("GET /organizations/{org_id}/financial-files", () => {
  let lister: TestOrg;
  const uploaded: OrganizationFinancialFile[] = [];
  beforeAll(async () => {
    lister = await server.createOrg();
    tokens.set(lister.id, await lister.token());
    for (const name of ["b.pdf", "a.pdf", "C.pdf"]) {
      const r = await upload<OrganizationFinancialFile>(server, orgPath(lister), {
        token: tok(lister),
        as: as(lister),
        currency: "USD",
        file: { bytes: tinyPdf(name), name },
      });
      uploaded.push(r.body);
    }
    await server.built.services.db
      .updateTable("financial_files")
      .set({ status: "valid" })
      .where("id", "=", uploaded[1]?.id as string)
      .execute();
  });

  it("orders by uploaded_at desc by default and counts every match", async () => {
    const r = await listOrgFiles(server, lister, tok(lister));
    expect(r.status).toBe(200);
    expect(r.body.total_items).toBe(3);
    expect(r.body.items.map((f) => f.original_filename)).toEqual(["C.pdf", "a.pdf", "b.pdf"]);
  });

  it("filters by statuses, orders by original_filename and pages", async () => {
    const valid = await listOrgFiles(server, lister, tok(lister), { statuses: "valid" });
    expect(valid.body.items.map((f) => f.original_filename)).toEqual(["a.pdf"]);
    const two = await listOrgFiles(server, lister, tok(lister), { statuses: ["uploaded", "valid"] });
    expect(two.body.total_items).toBe(3);
    const byName = await listOrgFiles(server, lister, tok(lister), {
      order_by: "original_filename",
      order_dir: "asc",
      limit: 2,
      offset: 1,
    });
    expect(byName.body.total_items).toBe(3);
    expect(byName.body.items.map((f) => f.original_filename)).toEqual(["b.pdf", "C.pdf"]);
    const created = await listOrgFiles(server, lister, tok(lister), { order_by: "created_at", order_dir: "asc" });
    expect(created.body.items.map((f) => f.original_filename)).toEqual(["b.pdf", "a.pdf", "C.pdf"]);
  });

  it("answers 422 for an unknown order field, status or limit over 100", async () => {
    const queries: Array<Record<string, string | number>> = [
      { order_by: "size_bytes" },
      { statuses: "done" },
      { limit: 101 },
      { offset: -1 },
    ];
    for (const query of queries) {
      const r = await listOrgFiles(server, lister, tok(lister), query);
      expect(r.status).toBe(422);
    }
  });

  it("reads one file (Self and Host) and answers 404 financial_file_not_found for another organization's", async () => {
    const id = uploaded[0]?.id as string;
    const one = await server.request<OrganizationFinancialFile>("GET", `${orgPath(lister)}/${id}`, {
      token: tok(lister),
      as: as(lister),
    });
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(id);
    expect(one.body.uploaded_by_organization_id).toBe(lister.id);
    const guestFile = (await server.request<FileList>("GET", orgPath(guest), { token: tok(guest), as: as(guest) })).body
      .items[0]?.id as string;
    const hostReads = await server.request("GET", `${orgPath(guest)}/${guestFile}`, {
      token: tok(host),
      as: as(host, guest),
    });
    expect(hostReads.status).toBe(200);
    const otherOrg = await server.request("GET", `${orgPath(lister)}/${guestFile}`, {
      token: tok(lister),
      as: as(lister),
    });
    expect(otherOrg.status).toBe(404);
    expect(code(otherOrg)).toBe("financial_file_not_found");
    const unknown = await server.request("GET", `${orgPath(lister)}/${randomUUID()}`, {
      token: tok(lister),
      as: as(lister),
    });
    expect(code(unknown)).toBe("financial_file_not_found");
  });

  it("is open to the Host and closed to the Guest and unconnected callers", async () => {
    const hostView = await server.request<FileList>("GET", orgPath(guest), { token: tok(host), as: as(host, guest) });
    expect(hostView.status).toBe(200);
    expect(hostView.body.total_items).toBeGreaterThan(0);
    const guestView = await server.request("GET", orgPath(host), { token: tok(guest), as: as(guest, host) });
    expect(guestView.status).toBe(403);
    expect(code(guestView)).toBe("access_denied");
    const strangerView = await server.request("GET", orgPath(lister), {
      token: tok(stranger),
      as: as(stranger, lister),
    });
    expect(code(strangerView)).toBe("access_denied");
  });
});

describe("private record files", () => {
  const recordPath = () => `/private-records/${recordId}/financial-files`;

  it("uploads to the caller's own record and lists it there, not in the organization's files", async () => {
    const r = await upload<FinancialFile>(server, recordPath(), {
      token: tok(self),
      as: as(self),
      currency: "EUR",
      file: { bytes: tinyPdf("record"), name: "record.pdf" },
    });
    expect(r.status).toBe(200);
    expect(r.body).not.toHaveProperty("uploaded_by_organization_id");
    const list = await server.request<FileList<FinancialFile>>("GET", recordPath(), { token: tok(self), as: as(self) });
    expect(list.status).toBe(200);
    expect(list.body.items.map((f) => f.id)).toEqual([r.body.id]);
    const orgFiles = await listOrgFiles(server, self, tok(self));
    expect(orgFiles.body.items.map((f) => f.id)).not.toContain(r.body.id);
  });

  it("reads one file of the record; another record's or organization's file is 404 financial_file_not_found", async () => {
    const up = await upload<FinancialFile>(server, recordPath(), {
      token: tok(self),
      as: as(self),
      currency: "EUR",
      file: { bytes: tinyPdf("record-one"), name: "one.pdf" },
    });
    const one = await server.request<FinancialFile>("GET", `${recordPath()}/${up.body.id}`, {
      token: tok(self),
      as: as(self),
    });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(up.body);
    const orgFile = (await listOrgFiles(server, self, tok(self))).body.items[0]?.id as string;
    const wrong = await server.request("GET", `${recordPath()}/${orgFile}`, { token: tok(self), as: as(self) });
    expect(wrong.status).toBe(404);
    expect(code(wrong)).toBe("financial_file_not_found");
    const viaOrg = await server.request("GET", `${orgPath(self)}/${up.body.id}`, { token: tok(self), as: as(self) });
    expect(code(viaOrg)).toBe("financial_file_not_found");
  });

  it("answers 404 private_record_not_found for another organization's record or an unknown one", async () => {
    for (const [who, id] of [
      [host, recordId],
      [self, randomUUID()],
    ] as const) {
      const up = await upload(server, `/private-records/${id}/financial-files`, {
        token: tok(who),
        as: as(who),
        currency: "EUR",
        file: { bytes: tinyPdf() },
      });
      expect(up.status).toBe(404);
      expect(code(up)).toBe("private_record_not_found");
      const list = await server.request("GET", `/private-records/${id}/financial-files`, {
        token: tok(who),
        as: as(who),
      });
      expect(code(list)).toBe("private_record_not_found");
    }
  });

  it("is Self only: a Host acting on its Guest gets 403 access_denied", async () => {
    const r = await upload(server, recordPath(), {
      token: tok(host),
      as: as(host, guest),
      currency: "EUR",
      file: { bytes: tinyPdf() },
    });
    expect(r.status).toBe(403);
    expect(code(r)).toBe("access_denied");
  });

  it("runs the upload checks there too (type, currency, subscription)", async () => {
    const notPdf = await upload(server, recordPath(), {
      token: tok(self),
      as: as(self),
      currency: "EUR",
      file: { bytes: "GIF89a" },
    });
    expect(code(notPdf)).toBe("not_allowed_file_type");
    const badCurrency = await upload(server, recordPath(), {
      token: tok(self),
      as: as(self),
      currency: "EURO",
      file: { bytes: tinyPdf() },
    });
    expect(code(badCurrency)).toBe("invalid_currency");
    const poorRecord = await server.request<{ id: string }>("POST", "/private-records", {
      token: tok(poor),
      as: as(poor),
      body: { name: "Poor Co", currency_code: "EUR" },
    });
    const noSub = await upload(server, `/private-records/${poorRecord.body.id}/financial-files`, {
      token: tok(poor),
      as: as(poor),
      currency: "EUR",
      file: { bytes: tinyPdf() },
    });
    expect(noSub.status).toBe(403);
    expect(code(noSub)).toBe("no_subscription");
  });
});
