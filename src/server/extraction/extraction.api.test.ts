import fs from "node:fs";
import path from "node:path";
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNSEEN8_DIR } from "../../../test/support/corpus-score";
import { eventually, listOrgFiles, upload } from "../../../test/support/files";
import { startTestServer, type TestOrg, type TestServer } from "../../../test/support/harness";
import type { FinancialDocumentDetail } from "../../contract/documents";
import { type FinancialFile, finalFileStatuses } from "../../contract/files";
import { type BuiltApp, buildApp } from "../app";
import type { BackgroundTask } from "../background/tasks";
import { claimJob } from "../jobs/queue";
import { buildStatementPdf, rowsFromFigures } from "../statements/pdf-writer";
import {
  balanceSheetKeys,
  canonical,
  cashFlowKeys,
  incomeStatementKeys,
  sampleYears,
} from "../statements/sample-figures";

type DocList = {
  items: Array<{ id: string; document_type: string; period: string; period_type: string }>;
  total_items: number;
};

let server: TestServer;
let org: TestOrg;
let token: string;
const years = sampleYears(1000);

function worker(built: BuiltApp): BackgroundTask {
  const task = built.tasks.find((t) => t.name === "job-worker");
  if (!task) throw new Error("no job worker task");
  return task;
}

async function annualReport(company: string): Promise<Uint8Array> {
  return buildStatementPdf({
    companyName: company,
    statements: [
      {
        documentType: "balance_sheet",
        title: "Statement of Financial Position",
        columns: [{ date: "2025-12-31" }, { date: "2024-12-31" }],
        rows: rowsFromFigures(balanceSheetKeys, [years.current.bs, years.prior.bs], "ifrs"),
        scale: "thousands",
        notesColumn: true,
      },
      {
        documentType: "income_statement",
        title: "Statement of Comprehensive Income",
        columns: [{ date: "2025-12-31" }],
        rows: rowsFromFigures(incomeStatementKeys, [years.current.is], "ifrs"),
        scale: "thousands",
      },
      {
        documentType: "cashflow_statement",
        title: "Statement of Cash Flows",
        columns: [{ date: "2025-12-31" }],
        rows: rowsFromFigures(cashFlowKeys, [years.current.cf], "ifrs"),
        scale: "thousands",
      },
    ],
  });
}

const self = () => ({ token, as: { requester: org.id, target: org.id } });

async function filesById(): Promise<Map<string, FinancialFile>> {
  const r = await listOrgFiles(server, org, token, { limit: 100 });
  return new Map(r.body.items.map((f) => [f.id, f]));
}

async function waitFinal(ids: string[]): Promise<Map<string, FinancialFile>> {
  return eventually(
    filesById,
    (m) => ids.every((id) => finalFileStatuses.includes(m.get(id)?.status ?? "uploaded")),
    60000,
  );
}

beforeAll(async () => {
  // The harness gives the server a temporary data directory of its own and removes it on close.
  server = await startTestServer();
  org = await server.createOrg();
  token = await org.token();
});
afterAll(async () => {
  await server?.close();
});

describe("extraction job", () => {
  it("moves each file to valid, invalid or failed and writes one document per statement and period", async () => {
    const report = await upload(server, `/organizations/${org.id}/financial-files`, {
      ...self(),
      currency: "GBP",
      file: { bytes: await annualReport("Fixture plc"), name: "annual-report-2025.pdf" },
    });
    const minutes = await upload(server, `/organizations/${org.id}/financial-files`, {
      ...self(),
      currency: "GBP",
      file: {
        bytes: await buildStatementPdf({
          companyName: "Fixture plc",
          preamble: ["Minutes of the board meeting.\nNo financial statements here."],
          statements: [],
        }),
        name: "minutes.pdf",
      },
    });
    const damaged = await upload(server, `/organizations/${org.id}/financial-files`, {
      ...self(),
      currency: "GBP",
      file: { bytes: "%PDF-1.7\nthis is not really a PDF", name: "damaged.pdf" },
    });
    expect([report.status, minutes.status, damaged.status]).toEqual([200, 200, 200]);

    worker(server.built).start();
    try {
      const files = await waitFinal([report.body.id, minutes.body.id, damaged.body.id]);
      expect(files.get(report.body.id)).toMatchObject({ status: "valid" });
      expect(files.get(report.body.id)?.file_message).toMatch(/^Extracted 4 statements/);
      expect(files.get(minutes.body.id)).toMatchObject({
        status: "invalid",
        file_message:
          "No financial statement was found: no balance sheet, income statement or cash flow statement heading",
      });
      expect(files.get(damaged.body.id)?.status).toBe("failed");
      expect(files.get(damaged.body.id)?.file_message).toMatch(/could not be read/);
    } finally {
      await worker(server.built).stop();
    }

    const docs = await server.request<DocList>("GET", `/organizations/${org.id}/documents`, {
      ...self(),
      query: { file_id: report.body.id, order_by: "period", order_dir: "desc" },
    });
    expect(docs.status).toBe(200);
    const summary = docs.body.items.map((d) => `${d.document_type} ${d.period} ${d.period_type}`).sort();
    expect(summary).toEqual([
      "balance_sheet 2024-12-31 yearly",
      "balance_sheet 2025-12-31 yearly",
      "cashflow_statement 2025-12-31 yearly",
      "income_statement 2025-12-31 yearly",
    ]);
    const expected: Record<string, Record<string, number>> = {
      "balance_sheet 2025-12-31": canonical(years.current.bs),
      "balance_sheet 2024-12-31": canonical(years.prior.bs),
      "income_statement 2025-12-31": canonical(years.current.is),
      "cashflow_statement 2025-12-31": canonical(years.current.cf),
    };
    for (const d of docs.body.items) {
      const detail = await server.request<FinancialDocumentDetail>(
        "GET",
        `/organizations/${org.id}/documents/${d.id}`,
        self(),
      );
      expect(detail.status).toBe(200);
      expect(detail.body.currency).toBe("GBP");
      expect(detail.body.original_filename).toBe("annual-report-2025.pdf");
      const items = Object.fromEntries(detail.body.line_items.map((l) => [l.key, l.amount]));
      expect(items).toEqual(expected[`${d.document_type} ${d.period}`]);
    }
  });

  it("reads a text layer whose ToUnicode map gives NUL and zero-width characters: figures and company name come out clean, nothing half-written", async () => {
    // A producer's ToUnicode map can send a glyph to U+0000 or U+200B (seen in the wild for unmapped
    // ligatures and spacing glyphs). Before pdf-text.ts took them out, the NUL reached the company
    // name (which PostgreSQL refuses) and split "Revenue" so that it was not read.
    const rows = rowsFromFigures(incomeStatementKeys, [years.current.is], "ifrs").map((r) =>
      r.label === "Revenue" ? { ...r, label: "Reve|nue" } : r,
    );
    const plain = await buildStatementPdf({
      companyName: "Hostile| Trading~ Ltd",
      statements: [
        {
          documentType: "income_statement",
          title: "Statement of Comprehensive Income",
          columns: [{ date: "2025-12-31" }],
          rows,
          scale: "thousands",
        },
      ],
    });
    const r = await upload(server, `/organizations/${org.id}/financial-files`, {
      ...self(),
      currency: "GBP",
      file: { bytes: await withToUnicode(plain, { "|": "0000", "~": "200B" }), name: "hostile-text.pdf" },
    });
    expect(r.status).toBe(200);
    worker(server.built).start();
    try {
      const files = await waitFinal([r.body.id]);
      expect(files.get(r.body.id)).toMatchObject({ status: "valid", statement_company_name: "Hostile Trading Ltd" });
    } finally {
      await worker(server.built).stop();
    }
    const docs = await server.request<DocList>("GET", `/organizations/${org.id}/documents`, {
      ...self(),
      query: { file_id: r.body.id },
    });
    expect(docs.body.items.map((d) => `${d.document_type} ${d.period}`)).toEqual(["income_statement 2025-12-31"]);
    const detail = await server.request<FinancialDocumentDetail>(
      "GET",
      `/organizations/${org.id}/documents/${docs.body.items[0]?.id}`,
      self(),
    );
    expect(Object.fromEntries(detail.body.line_items.map((l) => [l.key, l.amount]))).toEqual(
      canonical(years.current.is),
    );
    expect(detail.body.line_items.find((l) => l.key === "revenue")?.label).toBe("Revenue");
  });

  it("reads nothing from statements in a language it does not claim: the file is invalid, its message names the language, no document is written", async () => {
    // Two blind-batch files (docs/extraction.md "Unseen batch 8"): a French SAS's Bilan and Compte de
    // résultat from Free Pascal's fcl-pdf, and an Italian S.r.l.'s Stato patrimoniale from pydyf;
    // both add up and print "Total"-like lines that an English reader could take.
    const ids: string[] = [];
    for (const name of ["fclpdf-fr-sas.pdf", "pydyf-it-srl.pdf"]) {
      const r = await upload(server, `/organizations/${org.id}/financial-files`, {
        ...self(),
        currency: "EUR",
        file: { bytes: fs.readFileSync(path.join(UNSEEN8_DIR, name)), name },
      });
      expect(r.status).toBe(200);
      ids.push(r.body.id);
    }
    worker(server.built).start();
    try {
      const files = await waitFinal(ids);
      expect(ids.map((id) => files.get(id)?.status)).toEqual(["invalid", "invalid"]);
      expect(ids.map((id) => files.get(id)?.file_message)).toEqual([
        expect.stringMatching(/in French, a language the reader does not read/),
        expect.stringMatching(/in Italian, a language the reader does not read/),
      ]);
    } finally {
      await worker(server.built).stop();
    }
    for (const id of ids) {
      const docs = await server.request<DocList>("GET", `/organizations/${org.id}/documents`, {
        ...self(),
        query: { file_id: id },
      });
      expect(docs.status).toBe(200);
      expect(docs.body.items).toEqual([]);
    }
  });

  it("extracts a private record's file into the record's documents", async () => {
    const record = await server.request<{ id: string }>("POST", "/private-records", {
      ...self(),
      body: { name: "Record Co", currency_code: "EUR" },
    });
    const up = await upload(server, `/private-records/${record.body.id}/financial-files`, {
      ...self(),
      currency: "EUR",
      file: { bytes: await annualReport("Record Co"), name: "record.pdf" },
    });
    expect(up.status).toBe(200);
    worker(server.built).start();
    try {
      await eventually(
        () =>
          server.request<{ items: FinancialFile[] }>(
            "GET",
            `/private-records/${record.body.id}/financial-files`,
            self(),
          ),
        (r) => r.body.items[0]?.status === "valid",
      );
    } finally {
      await worker(server.built).stop();
    }
    const docs = await server.request<DocList>("GET", `/private-records/${record.body.id}/documents`, {
      ...self(),
      query: { limit: 100, offset: 0 },
    });
    expect(docs.body.total_items).toBe(4);
    const orgDocs = await server.request<DocList>("GET", `/organizations/${org.id}/documents`, {
      ...self(),
      query: { file_id: up.body.id },
    });
    expect(orgDocs.body.total_items).toBe(0);
  });
});

describe("restart in the middle of processing", () => {
  it("ends every file in a final state after its worker died or stopped and another instance took over", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await upload(server, `/organizations/${org.id}/financial-files`, {
        ...self(),
        currency: "USD",
        file: { bytes: await annualReport(`Restart ${i} Ltd`), name: `restart-${i}.pdf` },
      });
      expect(r.status).toBe(200);
      ids.push(r.body.id);
    }
    const db = server.built.services.db;

    // A worker claims a job, marks its file processing and dies: its claim stays until the timeout.
    const dead = await claimJob(db, 500, { types: ["files.extract"] });
    expect(dead?.type).toBe("files.extract");
    await db
      .updateTable("financial_files")
      .set({ status: "processing" })
      .where("id", "=", String(dead?.payload.file_id))
      .execute();

    // The first instance starts working and is stopped while files are still being processed.
    worker(server.built).start();
    await eventually(
      filesById,
      (m) => ids.some((id) => m.get(id)?.status !== "uploaded" && id !== dead?.payload.file_id),
      20000,
      5,
    );
    await worker(server.built).stop();
    const midway = await filesById();
    expect(ids.some((id) => !finalFileStatuses.includes(midway.get(id)?.status ?? "uploaded"))).toBe(true);

    // A new instance on the same database (and the same storage) finishes everything.
    const second = await buildApp(server.config, server.built.services.database);
    try {
      worker(second).start();
      const files = await waitFinal(ids);
      for (const id of ids) expect(files.get(id)?.status).toBe("valid");
    } finally {
      await second.close();
    }
    const docs = await server.request<DocList>("GET", `/organizations/${org.id}/documents`, {
      ...self(),
      query: { file_id: String(dead?.payload.file_id) },
    });
    expect(docs.body.total_items).toBe(4);
  });
});

/**
 * The PDF with a ToUnicode map on each of its (single-byte, WinAnsi) fonts: printable ASCII maps to
 * itself except the characters given, which map to the UTF-16 code units given (hex).
 */
async function withToUnicode(bytes: Uint8Array, remap: Record<string, string>): Promise<Uint8Array> {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, "0");
  const chars = Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i);
  const lines = chars.map((c) => `<${hex(c)}> <${remap[String.fromCharCode(c)] ?? `00${hex(c)}`}>`);
  const cmap = [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<00> <FF>",
    "endcodespacerange",
    `${lines.length} beginbfchar`,
    ...lines,
    "endbfchar",
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
  const doc = await PDFDocument.load(bytes);
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (obj instanceof PDFDict && obj.get(PDFName.of("Type")) === PDFName.of("Font")) {
      obj.set(PDFName.of("ToUnicode"), doc.context.register(doc.context.flateStream(cmap)));
    }
  }
  return doc.save();
}
