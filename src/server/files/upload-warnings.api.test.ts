import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, upload } from "../../../test/support/files";
import {
  type ApiResponse,
  type ErrorBody,
  startTestServer,
  type TestOrg,
  type TestServer,
} from "../../../test/support/harness";
import type { FinancialDocumentDetail } from "../../contract/documents";
import { type FinancialFile, finalFileStatuses, type OrganizationFinancialFile } from "../../contract/files";
import type { BackgroundTask } from "../background/tasks";
import { buildStatementPdf, rowsFromFigures } from "../statements/pdf-writer";
import { balanceSheetKeys, incomeStatementKeys, sampleYears } from "../statements/sample-figures";

/**
 * Upload warnings (issue 16): the same bytes uploaded again to the same owner (duplicate_file, on
 * the upload's answer and on every read; the list filter sha256), and a statement that names
 * another company than the private record or the organization (company_name_mismatch, its
 * documents need review).
 */

type FileList<T = FinancialFile> = { items: T[]; total_items: number };
type DocList = { items: Array<{ id: string; document_type: string; review_status: string }>; total_items: number };

let server: TestServer;
let org: TestOrg;
let other: TestOrg;
let token: string;
let otherToken: string;
let recordId: string;
const years = sampleYears(1000);

const self = () => ({ token, as: { requester: org.id, target: org.id } });
const recordFiles = () => `/private-records/${recordId}/financial-files`;
const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
const code = (r: ApiResponse<unknown>) => (r.body as ErrorBody).detail[0]?.code;

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

async function extracted(path: string, id: string, opts = self()): Promise<FinancialFile> {
  return eventually(
    async () => (await server.request<FinancialFile>("GET", `${path}/${id}`, opts)).body,
    (f) => finalFileStatuses.includes(f.status),
    60_000,
  );
}

beforeAll(async () => {
  server = await startTestServer();
  org = await server.createOrg({ name: "Acme Freight Ltd" });
  other = await server.createOrg({ name: "Borealis Trading Co" });
  token = await org.token();
  otherToken = await other.token();
  const r = await server.request<{ id: string }>("POST", "/private-records", {
    ...self(),
    body: { name: "Acme Freight Limited", currency_code: "EUR" },
  });
  expect(r.status).toBe(201);
  recordId = r.body.id;
});
afterAll(async () => {
  await server?.close();
});

describe("duplicate uploads", () => {
  it("stores the same bytes again but warns on the answer and on every read; other owners are not duplicates", async () => {
    const bytes = await statement("Acme Freight Ltd", "2024-12-31");
    const first = await upload(server, recordFiles(), { ...self(), currency: "EUR", file: { bytes, name: "a.pdf" } });
    expect(first.status).toBe(200);
    expect(first.body.warnings).toEqual([]);
    expect(first.body.duplicate_of_file_id).toBeNull();

    const again = await upload(server, recordFiles(), { ...self(), currency: "EUR", file: { bytes, name: "b.pdf" } });
    expect(again.status).toBe(200);
    expect(again.body.id).not.toBe(first.body.id);
    expect(again.body.duplicate_of_file_id).toBe(first.body.id);
    expect(again.body.warnings).toEqual([
      {
        code: "duplicate_file",
        message: `The same file was uploaded before, on ${first.body.uploaded_at.slice(0, 10)} as a.pdf`,
        duplicate_of: { id: first.body.id, original_filename: "a.pdf", uploaded_at: first.body.uploaded_at },
      },
    ]);
    // A third copy names the earliest file.
    const third = await upload(server, recordFiles(), { ...self(), currency: "EUR", file: { bytes, name: "c.pdf" } });
    expect(third.body.duplicate_of_file_id).toBe(first.body.id);

    const read = await server.request<FinancialFile>("GET", `${recordFiles()}/${again.body.id}`, self());
    expect(read.body.warnings).toEqual(again.body.warnings);
    const list = await server.request<FileList>("GET", recordFiles(), self());
    const byId = new Map(list.body.items.map((f) => [f.id, f]));
    expect(byId.get(again.body.id)?.warnings.map((w) => w.code)).toEqual(["duplicate_file"]);
    expect(byId.get(first.body.id)?.warnings).toEqual([]);

    // The organization's own files are another owner: no duplicate there the first time.
    const orgCopy = await upload<OrganizationFinancialFile>(server, `/organizations/${org.id}/financial-files`, {
      ...self(),
      currency: "EUR",
      file: { bytes, name: "org.pdf" },
    });
    expect(orgCopy.status).toBe(200);
    expect(orgCopy.body.warnings).toEqual([]);
    const orgAgain = await upload<OrganizationFinancialFile>(server, `/organizations/${org.id}/financial-files`, {
      ...self(),
      currency: "EUR",
      file: { bytes, name: "org-again.pdf" },
    });
    expect(orgAgain.body.duplicate_of_file_id).toBe(orgCopy.body.id);
    expect(orgAgain.body.warnings[0]?.duplicate_of?.original_filename).toBe("org.pdf");
    const orgRead = await server.request<OrganizationFinancialFile>(
      "GET",
      `/organizations/${org.id}/financial-files/${orgAgain.body.id}`,
      self(),
    );
    expect(orgRead.body.warnings.map((w) => w.code)).toEqual(["duplicate_file"]);

    // Another organization uploading the same bytes is not warned about files it cannot see.
    const foreign = await upload<OrganizationFinancialFile>(server, `/organizations/${other.id}/financial-files`, {
      token: otherToken,
      as: { requester: other.id, target: other.id },
      currency: "EUR",
      file: { bytes, name: "theirs.pdf" },
    });
    expect(foreign.status).toBe(200);
    expect(foreign.body.warnings).toEqual([]);
  });

  it("filters both lists by sha256 (any case); a value that is not 64 hex digits is 422", async () => {
    const bytes = await statement("Acme Freight Ltd", "2023-12-31");
    const up = await upload(server, recordFiles(), { ...self(), currency: "EUR", file: { bytes, name: "2023.pdf" } });
    const hash = sha(bytes);
    expect(up.body.sha256).toBe(hash);
    const found = await server.request<FileList>("GET", recordFiles(), {
      ...self(),
      query: { sha256: hash.toUpperCase() },
    });
    expect(found.status).toBe(200);
    expect(found.body.items.map((f) => f.id)).toEqual([up.body.id]);
    expect(found.body.total_items).toBe(1);
    const none = await server.request<FileList>("GET", recordFiles(), { ...self(), query: { sha256: "0".repeat(64) } });
    expect(none.body).toEqual({ items: [], total_items: 0 });
    const orgNone = await server.request<FileList>("GET", `/organizations/${org.id}/financial-files`, {
      ...self(),
      query: { sha256: hash },
    });
    expect(orgNone.body.total_items).toBe(0);

    for (const bad of ["abc", "g".repeat(64), `${hash}0`]) {
      const r = await server.request("GET", recordFiles(), { ...self(), query: { sha256: bad } });
      expect(r.status).toBe(422);
      expect(code(r)).toBeDefined();
      const o = await server.request("GET", `/organizations/${org.id}/financial-files`, {
        ...self(),
        query: { sha256: bad },
      });
      expect(o.status).toBe(422);
    }
  });
});

describe("company name of the statement", () => {
  it("warns when a record's statement names another company and its documents need review; a matching name does not", async () => {
    const wrong = await upload(server, recordFiles(), {
      ...self(),
      currency: "EUR",
      file: { bytes: await statement("Zenith Logistics Ltd"), name: "zenith.pdf" },
    });
    const right = await upload(server, recordFiles(), {
      ...self(),
      currency: "EUR",
      file: { bytes: await statement("ACME FREIGHT LTD", "2022-12-31"), name: "acme.pdf" },
    });
    expect(wrong.body.warnings).toEqual([]);
    worker().start();
    try {
      const w = await extracted(recordFiles(), wrong.body.id);
      expect(w.status).toBe("valid");
      expect(w.statement_company_name).toBe("Zenith Logistics Ltd");
      expect(w.warnings).toEqual([
        {
          code: "company_name_mismatch",
          message: "This statement names Zenith Logistics Ltd, not Acme Freight Limited: its documents need review",
          statement_company_name: "Zenith Logistics Ltd",
          expected_company_name: "Acme Freight Limited",
        },
      ]);
      const r = await extracted(recordFiles(), right.body.id);
      expect(r.status).toBe("valid");
      expect(r.statement_company_name).toBe("ACME FREIGHT LTD");
      expect(r.warnings).toEqual([]);

      const docs = async (fileId: string) =>
        (
          await server.request<DocList>("GET", `/private-records/${recordId}/documents`, {
            ...self(),
            query: { file_id: fileId, limit: 100, offset: 0 },
          })
        ).body.items;
      const wrongDocs = await docs(wrong.body.id);
      expect(wrongDocs.length).toBe(2);
      expect(wrongDocs.map((d) => d.document_type).sort()).toEqual(["balance_sheet", "income_statement"]);
      for (const d of wrongDocs) {
        expect(d.review_status).toBe("needs_review");
        const detail = await server.request<FinancialDocumentDetail>(
          "GET",
          `/private-records/${recordId}/documents/${d.id}`,
          self(),
        );
        expect(detail.body.checks).toContainEqual({
          name: "company_name",
          passed: false,
          detail:
            "This statement names Zenith Logistics Ltd, not Acme Freight Limited (the private record): figures of another company are not used until reviewed",
        });
      }
      const rightDocs = await docs(right.body.id);
      expect(rightDocs.length).toBe(2);
      for (const d of rightDocs) {
        const detail = await server.request<FinancialDocumentDetail>(
          "GET",
          `/private-records/${recordId}/documents/${d.id}`,
          self(),
        );
        expect(detail.body.checks).toContainEqual(expect.objectContaining({ name: "company_name", passed: true }));
        // Only the name decides: the balance sheet passes every other check in both files.
        if (d.document_type === "balance_sheet") {
          expect(detail.body.checks.filter((c) => !c.passed)).toEqual([]);
          expect(d.review_status).toBe("auto_accepted");
        }
      }

      // Organization files are compared with the organization's name.
      const orgWrong = await upload<OrganizationFinancialFile>(server, `/organizations/${org.id}/financial-files`, {
        ...self(),
        currency: "EUR",
        file: { bytes: await statement("Zenith Logistics Ltd", "2021-12-31"), name: "org-zenith.pdf" },
      });
      const ow = await extracted(`/organizations/${org.id}/financial-files`, orgWrong.body.id);
      expect(ow.warnings).toEqual([
        expect.objectContaining({
          code: "company_name_mismatch",
          statement_company_name: "Zenith Logistics Ltd",
          expected_company_name: "Acme Freight Ltd",
        }),
      ]);
    } finally {
      await worker().stop();
    }
  });
});
