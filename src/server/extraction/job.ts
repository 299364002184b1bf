import { sql } from "kysely";
import { enqueue, JobAbortedError, type JobContext, registerJobHandler } from "../jobs/queue";
import { recordFileProcessedEvent } from "../webhooks/events";
import { checkStatements } from "./checks";
import { compareCompanyName } from "./company-name";
import { type ExtractionOutcome, extractStatements } from "./extract";
import type { TaggedOutcomeExtras } from "./tagged/extract-tagged";
import { sniffKind } from "./tagged/filing-kind";
import { readTaggedFiling } from "./tagged/tagged-reader";

/** Job type of the extraction of one financial file; payload `{ file_id }`. */
export const EXTRACT_JOB = "files.extract";
/** Job type the analytics engine handles; payload `{ organization_id }` or `{ private_record_id }`. */
export const ANALYTICS_RECOMPUTE_JOB = "analytics.recompute";

type ExtractPayload = { file_id: string };

const MESSAGE_MAX = 1000;
/** Runs of one extraction job before the file is given up. */
const EXTRACT_ATTEMPTS = 3;
/** The message of a file whose extraction failed on every attempt for a reason of the service's own. */
export const GIVE_UP_MESSAGE = `Extraction could not complete after ${EXTRACT_ATTEMPTS} attempts; upload the file again, or contact support if it happens again`;
/** A file (PDF or tagged filing) that takes longer than this to read ends `failed` (its reader thread is terminated). */
export const EXTRACTION_TIMEOUT_MS = 120_000;

function clip(message: string): string {
  return message.length <= MESSAGE_MAX ? message : `${message.slice(0, MESSAGE_MAX - 1)}…`;
}

/**
 * Moves one file `uploaded → processing → valid | invalid | failed`. The final write (documents,
 * status, the analytics job, the job's completion) is one transaction, so a worker that dies at
 * any point leaves either nothing or everything; the job is then claimed again and the file
 * reprocessed from its stored bytes.
 */
async function extractFile(ctx: JobContext<ExtractPayload>, timeoutMs: number): Promise<void> {
  const { db, storage } = ctx.services;
  const fileId = ctx.payload.file_id;
  const file = await db.selectFrom("financial_files").selectAll().where("id", "=", fileId).executeTakeFirst();
  if (!file || file.status === "valid" || file.status === "invalid" || file.status === "failed") return;
  if (file.status === "uploaded") {
    await db
      .updateTable("financial_files")
      .set({ status: "processing", updated_at: sql`now()` })
      .where("id", "=", fileId)
      .where("status", "=", "uploaded")
      .execute();
  }

  let bytes: Buffer | undefined;
  try {
    bytes = await storage.read(file.storage_key);
  } catch (err) {
    if ((err as { code?: string }).code !== "ENOENT") throw err;
  }
  const timeout = AbortSignal.timeout(timeoutMs);
  let outcome: ExtractionOutcome & Partial<TaggedOutcomeExtras>;
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  let timedOut = false;
  const tagged = bytes !== undefined && sniffKind(bytes.subarray(0, 64)) !== "pdf";
  const signal = AbortSignal.any([ctx.signal, timeout]);
  try {
    // Both readers run in worker threads (pdf-text.ts, tagged/tagged-reader.ts): the event loop stays free.
    outcome = bytes
      ? !tagged
        ? await extractStatements(bytes, { signal })
        : await readTaggedFiling(bytes, file.original_filename, { signal })
      : { kind: "unreadable", reason: "The stored bytes of the file are missing" };
  } catch (err) {
    // The worker stops or lost the job: let the queue release or forget it.
    if (ctx.signal.aborted) throw ctx.signal.reason instanceof Error ? ctx.signal.reason : new JobAbortedError();
    ctx.services.metrics.observeExtraction(
      tagged ? "tagged" : "text",
      timeout.aborted ? "timeout" : "error",
      seconds(),
    );
    if (!timeout.aborted) throw err;
    timedOut = true;
    outcome = {
      kind: "unreadable",
      reason: `Reading the ${tagged ? "filing" : "PDF"} took longer than ${timeoutMs / 1000} s; it was given up`,
    };
  }
  if (!timedOut) {
    ctx.services.metrics.observeExtraction(
      tagged ? "tagged" : outcome.kind !== "unreadable" && outcome.ocr ? "ocr" : "text",
      outcome.kind === "statements" ? "valid" : outcome.kind === "none" ? "invalid" : "failed",
      seconds(),
    );
  }

  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("financial_files")
      .select(["status"])
      .where("id", "=", fileId)
      .forUpdate()
      .executeTakeFirst();
    if (!current || current.status === "valid" || current.status === "invalid" || current.status === "failed") {
      await ctx.completeIn(trx);
      return;
    }
    await trx.deleteFrom("financial_documents").where("file_id", "=", fileId).execute();
    let status: "valid" | "invalid" | "failed";
    /** The expected company name, when the statement names another one. */
    let companyMismatch: string | undefined;
    let message: string;
    if (outcome.kind === "statements") {
      status = "valid";
      message = outcome.summary;
      if (outcome.statements.some((s) => s.reading?.ocr) && !/\bOCR\b/.test(message)) {
        message = `Read by OCR (English and German) from page images. ${message}`;
      }
      // The company the statement names against the record's (or organization's) name.
      const owner = file.private_record_id
        ? await trx
            .selectFrom("private_records")
            .select("name")
            .where("id", "=", file.private_record_id)
            .executeTakeFirst()
        : await trx
            .selectFrom("organizations")
            .select("name")
            .where("id", "=", file.organization_id)
            .executeTakeFirst();
      const company = compareCompanyName(
        outcome.companyName,
        owner?.name,
        file.private_record_id ? "private record" : "organization",
      );
      const results = checkStatements(outcome.statements).map((r) =>
        company
          ? {
              checks: [...r.checks, company.check],
              reviewStatus: company.mismatch ? ("needs_review" as const) : r.reviewStatus,
            }
          : r,
      );
      if (company?.mismatch) companyMismatch = owner?.name;
      const toReview = results.filter((r) => r.reviewStatus === "needs_review").length;
      if (toReview > 0) message = `${message}; ${toReview} of ${results.length} need review (see their checks)`;
      await trx
        .insertInto("financial_documents")
        .values(
          outcome.statements.map((s, i) => ({
            file_id: fileId,
            organization_id: file.organization_id,
            private_record_id: file.private_record_id,
            document_type: s.documentType,
            period: s.period,
            period_type: s.periodType,
            currency: file.currency,
            line_items: JSON.stringify(s.lineItems),
            review_status: results[i]?.reviewStatus ?? "needs_review",
            checks: JSON.stringify(results[i]?.checks ?? []),
          })),
        )
        .execute();
      await enqueue(
        trx,
        ANALYTICS_RECOMPUTE_JOB,
        file.private_record_id
          ? { private_record_id: file.private_record_id }
          : { organization_id: file.organization_id },
        { dedupeKey: file.private_record_id ? `record:${file.private_record_id}` : `org:${file.organization_id}` },
      );
    } else if (outcome.kind === "none") {
      status = "invalid";
      message = outcome.reason;
    } else {
      status = "failed";
      message = outcome.reason;
    }
    // An upload into another organization's files reaches that organization and its Hosts now,
    // unless the statement names another company: then it is held for its uploader's review
    // (issue 23; shared by POST …/confirmation, or withdrawn).
    const held = file.shared_at === null && companyMismatch !== undefined;
    const updated = await trx
      .updateTable("financial_files")
      .set({
        status,
        file_message: clip(message),
        statement_company_name: outcome.kind === "statements" ? (outcome.companyName?.slice(0, 255) ?? null) : null,
        unmapped_facts:
          outcome.kind === "statements" && outcome.unmappedFacts ? JSON.stringify(outcome.unmappedFacts) : null,
        expected_company_name: companyMismatch?.slice(0, 255) ?? null,
        ...(file.shared_at === null && !held
          ? { shared_at: sql<Date>`case when withdrawn_at is null then now() end` }
          : {}),
        updated_at: sql`now()`,
      })
      .where("id", "=", fileId)
      .returning(["withdrawn_at"])
      .executeTakeFirst();
    // A withdrawn file's outcome interests nobody else; a held one only its uploader.
    const onlyUploader = held || (updated?.withdrawn_at ?? null) !== null;
    await recordFileProcessedEvent(trx, file, status, onlyUploader ? { only: file.uploaded_by_organization_id } : {});
    await ctx.completeIn(trx);
  });
}

/**
 * Registers the extraction handler (idempotent; registering again replaces it). `timeoutMs`
 * (default EXTRACTION_TIMEOUT_MS) is how long one file may take to read.
 */
export function registerExtractionJob(options: { timeoutMs?: number } = {}): void {
  const timeoutMs = options.timeoutMs ?? EXTRACTION_TIMEOUT_MS;
  registerJobHandler<ExtractPayload>(EXTRACT_JOB, (ctx) => extractFile(ctx, timeoutMs), {
    maxAttempts: EXTRACT_ATTEMPTS,
    // The error itself (a database or filesystem message, possibly with server paths) goes to the
    // log and the job's last_error, never into the file's message that API callers read.
    async onGiveUp({ payload, services }) {
      await services.db.transaction().execute(async (trx) => {
        const failed = await trx
          .updateTable("financial_files")
          .set({
            status: "failed",
            file_message: GIVE_UP_MESSAGE,
            // Nothing was read, so nothing holds it back (issue 23).
            shared_at: sql<Date>`coalesce(shared_at, case when withdrawn_at is null then now() end)`,
            updated_at: sql`now()`,
          })
          .where("id", "=", payload.file_id)
          .where("status", "in", ["uploaded", "processing"])
          .returning(["id", "organization_id", "private_record_id"])
          .execute();
        for (const file of failed) await recordFileProcessedEvent(trx, file, "failed");
      });
    },
  });
}
