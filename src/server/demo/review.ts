import type { Kysely } from "kysely";
import type { LineItemKey } from "../../contract/chart-of-accounts";
import { correctPrivateRecordDocument, listPrivateRecordDocuments } from "../../contract/documents";
import type { DB } from "../db/schema";
import type { Caller, DemoApi } from "./api";

/**
 * The demo's review of extracted statements (api-design §13): a forwarder's private record holds
 * management accounts whose balance sheets were typed with a wrong figure (the totals are right,
 * so the subtotal check fails and both need review). Once extraction has read the file, the
 * analyst corrects the current year's figure and marks it reviewed, through the same PATCH as the
 * console; the prior year's stays waiting for review, so the console shows both states.
 */
export interface MisprintedFigure {
  period: string;
  key: LineItemKey;
  /** What the company's books say (the correction). */
  amount: number;
}

/** How long the demo waits for the background extraction of the misprinted file. */
const EXTRACTION_WAIT_MS = 120_000;

export async function reviewMisprintedStatement(
  ctx: { api: DemoApi; db: Kysely<DB> },
  owner: Caller,
  recordId: string,
  filename: string,
  corrected: MisprintedFigure,
): Promise<"corrected" | "already" | "not-extracted"> {
  const deadline = Date.now() + EXTRACTION_WAIT_MS;
  let fileId: string;
  for (;;) {
    const file = await ctx.db
      .selectFrom("financial_files")
      .select(["id", "status"])
      .where("private_record_id", "=", recordId)
      .where("original_filename", "=", filename)
      .executeTakeFirst();
    if (file && file.status !== "processing") {
      fileId = file.id;
      break;
    }
    // Without background workers (a load into a database nobody processes) there is nothing to review.
    if (Date.now() > deadline) return "not-extracted";
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const docs = await ctx.api.call(listPrivateRecordDocuments, owner, {
    params: { record_id: recordId },
    query: { file_id: fileId, limit: 100, offset: 0 },
  });
  const summary = docs.items.find((d) => d.period === corrected.period && d.document_type === "balance_sheet");
  if (!summary) return "not-extracted";
  if (summary.review_status === "reviewed") return "already";
  await ctx.api.call(correctPrivateRecordDocument, owner, {
    params: { record_id: recordId, document_id: summary.id },
    body: { line_items: [{ key: corrected.key, amount: corrected.amount }], review_status: "reviewed" },
    headers: { "if-match": String(summary.version) },
  });
  return "corrected";
}
