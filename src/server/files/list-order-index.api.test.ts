import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertFileRow } from "../../../test/support/files";
import { startTestServer, type TestOrg, type TestServer } from "../../../test/support/harness";
import type { FinancialFileListQuery } from "../../contract/files";
import { type FileOwner, financialFilesPage } from "./queries";

/**
 * Migration 0006: the file lists ordered by file name (case-insensitive) read the owner's files
 * in order from an index on the exact order expression. With sorting disabled for the planner, a
 * plan without a Sort node is only possible when an index gives that order, so these tests fail
 * if the list's expression and the index's drift apart. The realistic plan (a 5,000-file owner
 * among 200,000 files) is in docs/performance.md.
 */

let server: TestServer;
let org: TestOrg;
let recordId: string;

beforeAll(async () => {
  server = await startTestServer();
  org = await server.createOrg();
  const record = await server.built.services.db
    .insertInto("private_records")
    .values({ organization_id: org.id, name: "Index Test Ltd", currency_code: "USD" })
    .returning("id")
    .executeTakeFirstOrThrow();
  recordId = record.id;
  for (const name of ["b.pdf", "A.pdf", "c.pdf"]) {
    await insertFileRow(server, { organizationId: org.id, privateRecordId: null, filename: name, sizeBytes: 10 });
    await insertFileRow(server, { organizationId: org.id, privateRecordId: recordId, filename: name, sizeBytes: 10 });
  }
});
afterAll(async () => server?.close());

/** The plan of a query, with sorting and sequential scans priced out. */
async function planWithoutSort(compiled: CompiledQuery): Promise<string> {
  return server.built.services.db.transaction().execute(async (trx) => {
    await sql`set local enable_sort = off`.execute(trx);
    await sql`set local enable_seqscan = off`.execute(trx);
    const explained = await trx.executeQuery<Record<string, string>>(
      CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
    );
    return explained.rows.map((r) => Object.values(r).join(" ")).join("\n");
  });
}

/** The list's reader: the organization itself (withdrawn and held files are filtered for it). */
const viewer = () => ({ organizationId: org.id });

/** The plan of the page query the list endpoints run. */
function planOf(owner: FileOwner, query: FinancialFileListQuery): Promise<string> {
  return planWithoutSort(financialFilesPage(server.built.services.db, owner, viewer(), query).compile());
}

describe("file lists ordered by file name", () => {
  const page = (order_dir: "asc" | "desc", statuses?: FinancialFileListQuery["statuses"]): FinancialFileListQuery => ({
    order_by: "original_filename",
    order_dir,
    limit: 20,
    offset: 0,
    statuses,
  });

  it.each([
    ["asc", undefined],
    ["desc", undefined],
    ["asc", ["valid", "invalid"]],
  ] as const)(
    "an organization's list (%s, statuses %j) reads financial_files_org_name_ci_idx without sorting",
    async (dir, statuses) => {
      const plan = await planOf(
        { organizationId: org.id, privateRecordId: null },
        page(dir, statuses ? [...statuses] : undefined),
      );
      expect(plan).toContain("financial_files_org_name_ci_idx");
      expect(plan).not.toMatch(/\bSort\b/);
    },
  );

  it.each(["asc", "desc"] as const)(
    "a private record's list (%s) reads financial_files_record_name_ci_idx without sorting",
    async (dir) => {
      const plan = await planOf({ privateRecordId: recordId }, page(dir));
      expect(plan).toContain("financial_files_record_name_ci_idx");
      expect(plan).not.toMatch(/\bSort\b/);
    },
  );

  it("needs a Sort for an order no index gives (case-sensitive names): the check can fail", async () => {
    const compiled = financialFilesPage(
      server.built.services.db,
      { organizationId: org.id, privateRecordId: null },
      viewer(),
      page("asc"),
    )
      .clearOrderBy()
      .orderBy("original_filename")
      .orderBy("id")
      .compile();
    const plan = await planWithoutSort(compiled);
    expect(plan).toMatch(/\bSort\b/);
  });

  it("lists the names case-insensitively over HTTP, in both directions", async () => {
    const token = await org.token();
    const names = async (order_dir: string) => {
      const r = await server.request<{ items: Array<{ original_filename: string }> }>(
        "GET",
        `/organizations/${org.id}/financial-files`,
        { token, as: { requester: org.id, target: org.id }, query: { order_by: "original_filename", order_dir } },
      );
      expect(r.status).toBe(200);
      return r.body.items.map((f) => f.original_filename);
    };
    expect(await names("asc")).toEqual(["A.pdf", "b.pdf", "c.pdf"]);
    expect(await names("desc")).toEqual(["c.pdf", "b.pdf", "A.pdf"]);
  });
});
