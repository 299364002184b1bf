import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CORPUS_DIR, type Fixture } from "../../../test/support/corpus-score";
import { eventually, listOrgFiles, upload } from "../../../test/support/files";
import { startTestServer, type TestOrg, type TestServer } from "../../../test/support/harness";
import { pdfSourceOf } from "../../contract/chart-of-accounts";
import type { FinancialDocumentDetail } from "../../contract/documents";
import { type FinancialFile, finalFileStatuses } from "../../contract/files";
import type { BackgroundTask } from "../background/tasks";
import { stopOcr } from "./ocr";

/**
 * A scanned statement (an image-only PDF of the corpus) through the real upload API and the
 * extraction job: read by OCR inside the service, the file's message says so, every document
 * carries the OCR check, and no document holding a wrong figure is accepted without review.
 */

let server: TestServer;
let org: TestOrg;
let token: string;
const self = () => ({ token, as: { requester: org.id, target: org.id } });

beforeAll(async () => {
  server = await startTestServer();
  org = await server.createOrg();
  token = await org.token();
});
afterAll(async () => {
  stopOcr();
  await server?.close();
});

function worker(): BackgroundTask {
  const task = server.built.tasks.find((t) => t.name === "job-worker");
  if (!task) throw new Error("no job worker task");
  return task;
}

describe("scanned statements", () => {
  it("are read by OCR, say so, and are accepted only when every figure the checks cover is right", async () => {
    const id = "scan-ifrs-gbp-notes";
    const fixture = JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, `${id}.json`), "utf8")) as Fixture;
    const up = await upload(server, `/organizations/${org.id}/financial-files`, {
      ...self(),
      currency: "GBP",
      file: { bytes: fs.readFileSync(path.join(CORPUS_DIR, fixture.file)), name: "scanned-accounts.pdf" },
    });
    expect(up.status).toBe(200);
    worker().start();
    let file: FinancialFile | undefined;
    try {
      const files = await eventually(
        () => listOrgFiles(server, org, token, { limit: 10 }),
        (r) => finalFileStatuses.includes(r.body.items.find((f) => f.id === up.body.id)?.status ?? "uploaded"),
        180_000,
      );
      file = files.body.items.find((f) => f.id === up.body.id);
    } finally {
      await worker().stop();
    }
    expect(file?.status).toBe("valid");
    expect(file?.file_message).toMatch(/^Read by OCR \(English and German\) from page images\. Extracted 6 statements/);

    const list = await server.request<{ items: Array<{ id: string }> }>("GET", `/organizations/${org.id}/documents`, {
      ...self(),
      query: { file_id: up.body.id, limit: 100 },
    });
    expect(list.body.items).toHaveLength(fixture.documents.length);
    let right = 0;
    let total = 0;
    for (const { id: docId } of list.body.items) {
      const d = await server.request<FinancialDocumentDetail>(
        "GET",
        `/organizations/${org.id}/documents/${docId}`,
        self(),
      );
      const expected = fixture.documents.find(
        (e) => e.document_type === d.body.document_type && e.period === d.body.period,
      );
      expect(expected, `${d.body.document_type} ${d.body.period}`).toBeDefined();
      expect(d.body.checks.map((c) => c.name)).toContain("ocr_confirmed");
      const got = Object.fromEntries(d.body.line_items.map((l) => [l.key, l.amount]));
      const wrong = Object.entries(expected?.line_items ?? {}).filter(([k, v]) => got[k] !== undefined && got[k] !== v);
      total += Object.keys(expected?.line_items ?? {}).length;
      right += Object.entries(expected?.line_items ?? {}).filter(([k, v]) => got[k] === v).length;
      if (wrong.length > 0) expect(d.body.review_status, JSON.stringify(wrong)).toBe("needs_review");
      // Where a figure came from: its page and a box on the page image, in PDF points.
      for (const item of d.body.line_items) {
        const source = pdfSourceOf(item.source);
        if (!source) continue;
        expect(source.page).toBeGreaterThanOrEqual(1);
        const [x0, y0, x1, y1] = source.bbox;
        expect(x0 < x1 && y0 < y1 && x1 <= 600 && y1 <= 850).toBe(true);
      }
    }
    // The reading itself is measured by corpus.test.ts; here, that the job path reads the scan.
    expect(right / total).toBeGreaterThan(0.9);
  }, 240_000);
});
