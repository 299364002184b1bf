import fs from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, listOrgFiles, upload } from "../../../test/support/files";
import { startTestServer, type TestOrg, type TestServer } from "../../../test/support/harness";
import { type FinancialFile, finalFileStatuses } from "../../contract/files";
import { FsFileStorage } from "../files/storage";
import { buildStatementPdf, rowsFromFigures } from "../statements/pdf-writer";
import { balanceSheetKeys, canonical, incomeStatementKeys, sampleYears } from "../statements/sample-figures";
import { EXTRACTION_TIMEOUT_MS, GIVE_UP_MESSAGE, registerExtractionJob } from "./job";

/**
 * The extraction job's limits, end to end: a file whose reading takes longer ends `failed` with
 * the reason, the reader thread is ended, and the next file is read by a new one (the limit is
 * 120 s in service; this process registers the handler with 50 ms so that a 100-page report, a
 * second or more to read, passes it); a file whose job fails on every attempt ends `failed`
 * without the internal error in its message.
 */

const years = sampleYears(1000);
let server: TestServer;
let org: TestOrg;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  registerExtractionJob({ timeoutMs: 50 });
  org = await server.createOrg();
  token = await org.token();
  server.built.tasks.find((t) => t.name === "job-worker")?.start();
});
afterAll(async () => {
  registerExtractionJob();
  await server?.close();
});

async function uploadFile(name: string, pdf: Uint8Array): Promise<FinancialFile> {
  const r = await upload(server, `/organizations/${org.id}/financial-files`, {
    token,
    as: { requester: org.id, target: org.id },
    currency: "USD",
    file: { bytes: pdf, name },
  });
  expect(r.status).toBe(200);
  return r.body;
}

/** The file once extraction has put it in a final state (the job worker runs in the background). */
async function finalFile(id: string): Promise<FinancialFile> {
  const files = await eventually(
    () => listOrgFiles(server, org, token),
    (l) => finalFileStatuses.includes(l.body.items.find((f) => f.id === id)?.status ?? "uploaded"),
    90_000,
  );
  return files.body.items.find((f) => f.id === id) as FinancialFile;
}

const uploadAndWait = async (name: string, pdf: Uint8Array) => finalFile((await uploadFile(name, pdf)).id);

describe("extraction time limit", () => {
  it("gives up a PDF that takes longer to read: failed, with the reason; the next file is read again", {
    timeout: 120_000,
  }, async () => {
    expect(EXTRACTION_TIMEOUT_MS).toBe(120_000);
    const long = await buildStatementPdf({
      companyName: "Long plc",
      rowsPerPage: 3,
      statements: Array.from({ length: 12 }, () => ({
        documentType: "balance_sheet" as const,
        columns: [{ date: "2025-12-31" }],
        rows: rowsFromFigures(balanceSheetKeys, [years.current.bs], "plain"),
      })),
    });
    const slow = await uploadAndWait("long.pdf", long);
    expect(slow.status).toBe("failed");
    expect(slow.file_message).toBe("Reading the PDF took longer than 0.05 s; it was given up");

    registerExtractionJob();
    const short = await buildStatementPdf({
      companyName: "Short plc",
      statements: [
        {
          documentType: "income_statement",
          columns: [{ date: "2025-12-31" }],
          rows: rowsFromFigures(incomeStatementKeys, [years.current.is], "plain"),
        },
      ],
    });
    const read = await uploadAndWait("short.pdf", short);
    expect(read.status).toBe("valid");
    const docs = await server.request<{ items: Array<{ id: string }> }>("GET", `/organizations/${org.id}/documents`, {
      token,
      as: { requester: org.id, target: org.id },
      query: { file_id: read.id, limit: 10, offset: 0 },
    });
    expect(docs.status).toBe(200);
    const detail = await server.request<{ line_items: Array<{ key: string; amount: number }> }>(
      "GET",
      `/organizations/${org.id}/documents/${docs.body.items[0]?.id}`,
      { token, as: { requester: org.id, target: org.id } },
    );
    expect(Object.fromEntries(detail.body.line_items.map((l) => [l.key, l.amount]))).toEqual(
      canonical(years.current.is),
    );
  });
});

describe("a job that fails on every attempt", () => {
  it("ends the file failed with a message that shows nothing of the internal error", { timeout: 120_000 }, async () => {
    const pdf = await buildStatementPdf({
      companyName: "Unlucky plc",
      statements: [
        {
          documentType: "income_statement",
          columns: [{ date: "2025-12-31" }],
          rows: rowsFromFigures(incomeStatementKeys, [years.current.is], "plain"),
        },
      ],
    });
    const worker = server.built.tasks.find((t) => t.name === "job-worker");
    await worker?.stop();
    const uploaded = await uploadFile("unlucky.pdf", pdf);
    // The stored object becomes unreadable (a directory where the file was): every attempt throws EISDIR.
    const storage = server.built.services.storage;
    if (!(storage instanceof FsFileStorage)) throw new Error("the test server stores files on disk");
    const object = storage.pathOf(uploaded.sha256);
    fs.rmSync(object);
    fs.mkdirSync(object);
    worker?.start();
    const file = await finalFile(uploaded.id);
    expect(file?.status).toBe("failed");
    expect(file?.file_message).toBe(GIVE_UP_MESSAGE);
    const job = await server.built.services.db
      .selectFrom("jobs")
      .select(["status", "attempts", "last_error"])
      .where("type", "=", "files.extract")
      .where(sql`payload->>'file_id'`, "=", uploaded.id)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: "failed", attempts: 3 });
    expect(job.last_error).toContain("EISDIR");
  });
});
