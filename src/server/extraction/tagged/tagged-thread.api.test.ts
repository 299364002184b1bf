import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, listOrgFiles, upload } from "../../../../test/support/files";
import { startTestServer, type TestOrg, type TestServer } from "../../../../test/support/harness";
import { largeIxbrl, largeIxbrlFigures } from "../../../../test/support/ixbrl";
import type { FinancialDocumentDetail } from "../../../contract/documents";
import { type FinancialFile, finalFileStatuses } from "../../../contract/files";
import type { BackgroundTask } from "../../background/tasks";
import { registerExtractionJob } from "../job";
import { taggedThreadsBusy } from "./tagged-reader";

/**
 * A large Inline XBRL document (about 9 MB, built here; a second or more to parse) is checked at
 * upload and read by the extraction job in worker threads: the API answers while either runs (the
 * thread is seen busy before a cheap request is sent and still busy once it is answered), and a job
 * whose read passes the time limit ends `failed`, its thread ended, the next filing read by a new one.
 * Ordering only: nothing here depends on how long anything takes.
 */

let server: TestServer;
let org: TestOrg;
let token: string;
const self = () => ({ token, as: { requester: org.id, target: org.id } });

function worker(): BackgroundTask {
  const task = server.built.tasks.find((t) => t.name === "job-worker");
  if (!task) throw new Error("no job worker task");
  return task;
}

async function uploadFiling(text: string, name: string) {
  return upload(server, `/organizations/${org.id}/financial-files`, {
    ...self(),
    currency: "EUR",
    file: { bytes: Buffer.from(text), name, type: "application/xhtml+xml" },
  });
}

async function finalFile(id: string): Promise<FinancialFile> {
  const files = await eventually(
    () => listOrgFiles(server, org, token, { limit: 100 }),
    (l) => finalFileStatuses.includes(l.body.items.find((f) => f.id === id)?.status ?? "uploaded"),
    90_000,
    100,
  );
  return files.body.items.find((f) => f.id === id) as FinancialFile;
}

/** Polls (in small steps, with no deadline of its own: the test's timeout bounds it) until `cond` holds. */
async function until(cond: () => boolean): Promise<void> {
  while (!cond()) await new Promise((r) => setTimeout(r, 5));
}

/** A cheap request answered while `busy` held before it was sent and still holds once it is answered. */
async function answeredWhile(busy: () => boolean): Promise<{ status: number; stillBusy: boolean }> {
  await until(busy);
  const health = await server.request("GET", "/healthz");
  return { status: health.status, stillBusy: busy() };
}

beforeAll(async () => {
  server = await startTestServer();
  org = await server.createOrg();
  token = await org.token();
});
afterAll(async () => {
  registerExtractionJob();
  await worker().stop();
  await server?.close();
});

describe("tagged filings off the event loop", () => {
  it("answers a cheap request while a large filing is checked at upload and read by the job", {
    timeout: 180_000,
  }, async () => {
    const text = largeIxbrl(9 * 1024 * 1024);
    expect(text.length).toBeGreaterThan(8 * 1024 * 1024);

    const uploading = uploadFiling(text, "large.xhtml");
    const duringCheck = await answeredWhile(() => taggedThreadsBusy().checker);
    const uploaded = await uploading;
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.mime_type).toBe("application/xhtml+xml");
    expect(duringCheck).toEqual({ status: 200, stillBusy: true });

    worker().start();
    const duringRead = await answeredWhile(() => taggedThreadsBusy().reader);
    expect(duringRead).toEqual({ status: 200, stillBusy: true });

    const file = await finalFile(uploaded.body.id);
    await worker().stop();
    expect(file.status).toBe("valid");
    const docs = await server.request<{ items: Array<{ id: string; document_type: string; period: string }> }>(
      "GET",
      `/organizations/${org.id}/documents`,
      { ...self(), query: { file_id: file.id, limit: 100 } },
    );
    expect(docs.status).toBe(200);
    for (const type of ["balance_sheet", "income_statement"] as const) {
      const ref = docs.body.items.find((d) => d.document_type === type && d.period === "2023-12-31");
      const doc = await server.request<FinancialDocumentDetail>(
        "GET",
        `/organizations/${org.id}/documents/${ref?.id}`,
        self(),
      );
      expect(Object.fromEntries(doc.body.line_items.map((i) => [i.key, i.amount]))).toEqual(largeIxbrlFigures[type]);
    }
  });

  it("gives up a read past the time limit (failed, thread ended); the next filing is read by a new thread", {
    timeout: 180_000,
  }, async () => {
    // 50 ms: far less than reading 8 MB takes, however fast the machine (120 s in service).
    registerExtractionJob({ timeoutMs: 50 });
    const slow = await uploadFiling(largeIxbrl(8 * 1024 * 1024), "slow.xhtml");
    expect(slow.status).toBe(200);
    worker().start();
    const given = await finalFile(slow.body.id);
    expect(given.status).toBe("failed");
    expect(given.file_message).toBe("Reading the filing took longer than 0.05 s; it was given up");
    expect(taggedThreadsBusy().reader).toBe(false);

    registerExtractionJob();
    const next = await uploadFiling(largeIxbrl(30_000), "next.xhtml");
    expect(next.status).toBe(200);
    const read = await finalFile(next.body.id);
    await worker().stop();
    expect(read.status).toBe("valid");
  });
});
