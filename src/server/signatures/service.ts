import type { Kysely, Selectable, Transaction } from "kysely";
import type { StatusSummary } from "../../contract/applications";
import type {
  AgreementSummary,
  DeclineAgreementBody,
  SendForSignatureBody,
  SignAgreementBody,
  SignatureEventType,
  SignatureProcess,
} from "../../contract/signatures";
import { type CreditApplicationStatus, openSignatureStatuses } from "../../contract/transitions";
import type { ApplicationRow } from "../applications/mapping";
import { extraDetails, toStatusSummary } from "../applications/mapping";
import { addHistory, moveStatus, roleOf, runAction, type Viewer } from "../applications/service";
import { appNow } from "../clock/clock";
import type { DB } from "../db/schema";
import { ApiError, validationFailure } from "../http/api-error";
import type { Wire } from "../http/register";
import { enqueue } from "../jobs/queue";
import { readOrganizationSettings } from "../organizations/settings";
import { auditChange } from "../people/acting";
import {
  type AgreementDecision,
  type AgreementFacts,
  type AgreementParty,
  buildAgreementPdf,
  conditionLines,
  consentText,
  type SigningIdentity,
  sealAgreementPdf,
  sha256Hex,
  utc,
} from "./agreement-pdf";
import type { SignatureProcessesTable } from "./tables";

/**
 * The signature process (api-design §10). Every move runs through the applications' `runAction`:
 * one transaction that locks the application row, so the moves of one application serialize (of
 * concurrent signatures exactly one finds the process open and seals it; the others get 409).
 * The process row, its events and the application's status and history change together.
 *
 * Sealing happens inside the signing transaction: either the application ends in
 * sign_document_completed with the signed PDF stored, or (the seal failed) in
 * sign_document_process_failed with the reason in a `failed` event. A crash midway rolls the whole
 * signature back, leaving the process open to sign again: it never stays in between.
 */

export const SIGNATURE_EXPIRY_JOB = "signature.expire";

export type ProcessRow = Selectable<SignatureProcessesTable>;

/** What sealing needs (the certificate is loaded lazily: a failure to load it is a sealing failure). */
export interface SealingContext {
  identity: () => Promise<SigningIdentity>;
}

type Trx = Transaction<DB> | Kysely<DB>;

async function latestProcess(trx: Trx, applicationId: string, lock = false): Promise<ProcessRow | undefined> {
  let q = trx
    .selectFrom("signature_processes")
    .selectAll()
    .where("credit_application_id", "=", applicationId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

async function addEvent(
  trx: Trx,
  processId: string,
  type: SignatureEventType,
  organizationId: string | null,
  detail: string | null,
  at?: Date,
): Promise<void> {
  await trx
    .insertInto("signature_events")
    .values({ process_id: processId, type, organization_id: organizationId, detail, created_at: at })
    .execute();
  // Every step a person or client takes (not the service's own expiry) is audited by person.
  await auditChange(trx, "signature_step", { signature_process_id: processId, step: type });
}

async function closeProcess(
  trx: Trx,
  processId: string,
  status: CreditApplicationStatus,
  extra: { signed_pdf?: Uint8Array; signed_sha256?: string } = {},
): Promise<void> {
  await trx
    .updateTable("signature_processes")
    .set({ status, completed_at: appNow(), ...extra })
    .where("id", "=", processId)
    .execute();
}

function isOpen(status: CreditApplicationStatus): boolean {
  return openSignatureStatuses.includes(status);
}

/**
 * Expires the application's open process when its `expires_at` has passed (the job queue does it
 * in time; a request touching the process first does it too). Runs under the application's lock.
 * Returns whether the application moved.
 */
async function expireIfDue(
  trx: Transaction<DB>,
  row: ApplicationRow,
  process: ProcessRow,
  now = appNow(),
): Promise<boolean> {
  if (!isOpen(process.status) || process.expires_at > now) return false;
  await addEvent(trx, process.id, "expired", null, `The signature was due by ${utc(process.expires_at)}`);
  await closeProcess(trx, process.id, "sign_document_expired");
  process.status = "sign_document_expired";
  if (isOpen(row.status)) {
    const moved = await trx
      .updateTable("credit_applications")
      .set({ status: "sign_document_expired", updated_at: now })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await addHistory(trx, row.id, "expire", row.status, "sign_document_expired", null);
    row.status = moved.status;
    row.updated_at = moved.updated_at;
    return true;
  }
  return false;
}

/** The process lookup of the open/sign/decline/cancel moves: 404 without a process; expiry first. */
function processLookup(holder: { process?: ProcessRow }) {
  return async (trx: Transaction<DB>, row: ApplicationRow): Promise<ApiError | null> => {
    const process = await latestProcess(trx, row.id, true);
    if (!process) return new ApiError("signature_process_not_found");
    await expireIfDue(trx, row, process);
    holder.process = process;
    return null;
  };
}

/**
 * The application's latest approve decision (api-design §6): what the agreement grants. The
 * transition table lets approve run only from internal_review/external_review, and nothing moves an
 * application from approved or a sign_document_* status back to review, so the decision cannot
 * change once the agreement is sent; the latest approve is read anyway (a guard, not an assumption).
 */
async function latestApproval(trx: Trx, applicationId: string) {
  return trx
    .selectFrom("credit_application_history")
    .select(["detail", "created_at"])
    .where("credit_application_id", "=", applicationId)
    .where("action", "=", "approve")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

const text = (v: unknown): string | null => (typeof v === "string" && v.trim().length > 0 ? v.trim() : null);

/**
 * A party's legal name and postal address from the organization's profile fields (`legal_name`,
 * `address`, `postal_code`, `city`, `country_code`); the name when no legal name is on file, and
 * null (printed "Not on file") when no part of the address is.
 */
async function party(trx: Trx, organizationId: string, name: string, email: string): Promise<AgreementParty> {
  const org = await trx
    .selectFrom("organizations")
    .select("profile")
    .where("id", "=", organizationId)
    .executeTakeFirst();
  const p = (org?.profile ?? {}) as Record<string, unknown>;
  const street = text(p.address) ?? text(p.street_address) ?? text(p.street);
  const postal = text(p.postal_code) ?? (typeof p.postal_code === "number" ? String(p.postal_code) : null);
  const cityLine = [postal, text(p.city)].filter((x) => x !== null).join(" ");
  const country = text(p.country_code) ?? text(p.country);
  const parts = [street, cityLine || null, country].filter((x): x is string => x !== null);
  const address =
    parts.length === 0 ? null : street ? parts.join(", ") : `${parts.join(", ")} (street address not on file)`;
  return { legalName: text(p.legal_name) ?? name, email, address };
}

function detailRows(row: ApplicationRow): Array<[string, string]> {
  const d = extraDetails(row) as Record<string, unknown>;
  const out: Array<[string, string]> = [];
  const add = (label: string, v: unknown) => {
    if (typeof v === "string" && v.length > 0) out.push([label, v]);
    if (typeof v === "number") out.push([label, new Intl.NumberFormat("en-US").format(v)]);
  };
  // Amounts here are what was applied for; the amount granted is the decision's (printed above them).
  add("Monthly facility applied for", d.monthly_facility_amount);
  add("Incoterms", d.inco_terms);
  add("Invoices to be factored (face value)", d.requested_amount);
  add("Annual revenue", d.annual_revenue);
  add("Freight spend", d.freight_spend);
  add("Purpose", d.purpose);
  const sc = row.security_compliance.map((i) => i.title).join(", ");
  if (sc) out.push(["Security and compliance", sc]);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Moves

/** POST …/signature-process (forwarder): generates the agreement and opens a new process. */
export async function sendForSignature(
  db: Kysely<DB>,
  viewer: Viewer,
  applicationId: string,
  body: SendForSignatureBody,
): Promise<Wire<StatusSummary>> {
  return runAction<Wire<StatusSummary>>(db, viewer, applicationId, "send_for_signature", async (trx, row) => {
    const sentAt = appNow();
    const expiresAt = new Date(sentAt.getTime() + body.expires_in_days * 86_400_000);
    const message = body.message ? body.message : null;
    // An older process left open (never through the API: the statuses it sends from close it) ends here.
    const previous = await latestProcess(trx, row.id, true);
    if (previous && isOpen(previous.status)) {
      await addEvent(trx, previous.id, "canceled", viewer.organizationId, "Replaced by a new signature process");
      await closeProcess(trx, previous.id, "sign_document_canceled");
    }
    const approval = await latestApproval(trx, row.id);
    // approve is the only way into `approved`, and send_for_signature starts from it: never without.
    if (!approval) return { error: new ApiError("invalid_application_status_transition") };
    const decided = approval.detail ?? {};
    const approvedAmount = decided.approved_amount ?? null;
    const forwarderSettings = await readOrganizationSettings(trx, row.forwarder_id);
    const reason = forwarderSettings.agreement_includes_decision_reasons ? text(decided.reason) : null;
    const decision: AgreementDecision = {
      approvedAmount: approvedAmount ?? decided.requested_amount ?? row.amount,
      currency: decided.currency ?? row.currency,
      asRequested: approvedAmount === null,
      requestedAmount: decided.requested_amount ?? row.amount,
      conditions: conditionLines(decided.conditions),
      reason,
      decidedAt: approval.created_at,
    };
    const facts: AgreementFacts = {
      reference: row.reference,
      applicationId: row.id,
      applicationType: row.credit_application_type,
      forwarder: await party(trx, row.forwarder_id, row.forwarder_name, row.forwarder_email),
      shipper: await party(trx, row.shipper_id, row.shipper_name, row.shipper_email),
      decision,
      paymentTerms: row.payment_terms,
      applicationCreatedAt: row.created_at,
      applicationExpiresAt: row.expires_at,
      details: detailRows(row),
      signerName: body.signer_name,
      signerEmail: body.signer_email,
      message,
      sentAt,
      processExpiresAt: expiresAt,
    };
    const agreement: AgreementSummary = {
      reference: facts.reference,
      approved_amount: decision.approvedAmount,
      currency: decision.currency,
      as_requested: decision.asRequested,
      requested_amount: decision.requestedAmount,
      conditions: decision.conditions,
      payment_terms: facts.paymentTerms,
      decided_at: decision.decidedAt.toISOString(),
      decision_reason_included: reason !== null,
    };
    const pdf = await buildAgreementPdf(facts);
    const process = await trx
      .insertInto("signature_processes")
      .values({
        credit_application_id: row.id,
        status: "sign_document_created",
        signer_name: body.signer_name,
        signer_email: body.signer_email,
        message,
        sent_by_organization_id: viewer.organizationId,
        created_at: sentAt,
        expires_at: expiresAt,
        original_pdf: pdf,
        original_sha256: sha256Hex(pdf),
        agreement: JSON.stringify(agreement),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await addEvent(
      trx,
      process.id,
      "created",
      viewer.organizationId,
      `Sent to ${body.signer_name} <${body.signer_email}>, due by ${utc(expiresAt)}`,
      sentAt,
    );
    await enqueue(trx, SIGNATURE_EXPIRY_JOB, { process_id: process.id }, { runAt: expiresAt, dedupeKey: process.id });
    const updated = await moveStatus(trx, row, "send_for_signature", viewer.organizationId, "sign_document_created");
    return { ok: toStatusSummary(updated) };
  });
}

/** POST …/views (shipper): the first opening moves created → in_progress; later ones change nothing. */
export async function openAgreement(
  db: Kysely<DB>,
  viewer: Viewer,
  applicationId: string,
): Promise<Wire<StatusSummary>> {
  const holder: { process?: ProcessRow } = {};
  return runAction<Wire<StatusSummary>>(
    db,
    viewer,
    applicationId,
    "open_agreement",
    async (trx, row) => {
      const process = holder.process as ProcessRow;
      if (row.status === "sign_document_in_progress") return { ok: toStatusSummary(row) };
      await addEvent(trx, process.id, "viewed", viewer.organizationId, "The signer opened the agreement");
      await trx
        .updateTable("signature_processes")
        .set({ status: "sign_document_in_progress" })
        .where("id", "=", process.id)
        .execute();
      const updated = await moveStatus(trx, row, "open_agreement", viewer.organizationId, "sign_document_in_progress");
      return { ok: toStatusSummary(updated) };
    },
    processLookup(holder),
  );
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase("en") === b.trim().toLocaleLowerCase("en");
}

function unwrap<T>(r: { ok: T } | { error: unknown }): T {
  if ("error" in r) throw r.error;
  return r.ok;
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return text.slice(0, 500);
}

/**
 * POST …/signatures (shipper): records the signature, adds the signature and audit pages, seals the
 * PDF. A sealing failure ends the process in sign_document_process_failed (the response still 200:
 * the move happened) with the reason in a `failed` event.
 */
export async function signAgreement(
  db: Kysely<DB>,
  sealing: SealingContext,
  viewer: Viewer,
  applicationId: string,
  body: SignAgreementBody,
): Promise<Wire<StatusSummary>> {
  const holder: { process?: ProcessRow } = {};
  // Loaded before the transaction (the embedded database lends its one connection to one borrower
  // at a time); a certificate that cannot be loaded is a sealing failure like any other.
  const identity = await sealing.identity().then(
    (ok) => ({ ok }),
    (error: unknown) => ({ error }),
  );
  return runAction<Wire<StatusSummary>>(
    db,
    viewer,
    applicationId,
    "sign_agreement",
    async (trx, row) => {
      const process = holder.process as ProcessRow;
      if (!sameName(body.signer_name, process.signer_name)) {
        return {
          error: validationFailure([
            { loc: ["body", "signer_name"], msg: "Type the signer's name exactly as the agreement was sent to" },
          ]),
        };
      }
      const signedAt = appNow();
      const consent = consentText(process.signer_name, row.shipper_name);
      await addEvent(trx, process.id, "signed", viewer.organizationId, `${body.signer_name}: ${consent}`, signedAt);
      const events = await trx
        .selectFrom("signature_events")
        .select(["type", "organization_id", "detail", "created_at"])
        .where("process_id", "=", process.id)
        .orderBy("id")
        .execute();
      const who = (id: string | null) =>
        id === row.forwarder_id ? row.forwarder_name : id === row.shipper_id ? row.shipper_name : "Service";
      let sealed: Buffer | null = null;
      let failure: string | null = null;
      try {
        sealed = await sealAgreementPdf(
          process.original_pdf,
          {
            signerName: body.signer_name,
            signedAt,
            consentText: consent,
            originalSha256: process.original_sha256,
            reference: row.reference,
            applicationId: row.id,
            events: events.map((e) => ({
              type: e.type,
              at: e.created_at,
              who: who(e.organization_id),
              detail: e.detail,
            })),
          },
          unwrap(identity),
        );
      } catch (err) {
        failure = errorText(err);
      }
      if (sealed) {
        const signedSha = sha256Hex(sealed);
        await addEvent(
          trx,
          process.id,
          "sealed",
          null,
          `Sealed by the service's certificate; signed sha256 ${signedSha}`,
        );
        await closeProcess(trx, process.id, "sign_document_completed", {
          signed_pdf: sealed,
          signed_sha256: signedSha,
        });
        const updated = await moveStatus(trx, row, "sign_agreement", viewer.organizationId, "sign_document_completed");
        return { ok: toStatusSummary(updated) };
      }
      await addEvent(trx, process.id, "failed", null, `Sealing failed: ${failure}`);
      await closeProcess(trx, process.id, "sign_document_process_failed");
      const updated = await moveStatus(
        trx,
        row,
        "sign_agreement",
        viewer.organizationId,
        "sign_document_process_failed",
      );
      return { ok: toStatusSummary(updated) };
    },
    processLookup(holder),
  );
}

/** POST …/declinations (shipper): the signer refuses, with a reason. */
export async function declineAgreement(
  db: Kysely<DB>,
  viewer: Viewer,
  applicationId: string,
  body: DeclineAgreementBody,
): Promise<Wire<StatusSummary>> {
  const holder: { process?: ProcessRow } = {};
  return runAction<Wire<StatusSummary>>(
    db,
    viewer,
    applicationId,
    "decline_agreement",
    async (trx, row) => {
      const process = holder.process as ProcessRow;
      await addEvent(trx, process.id, "declined", viewer.organizationId, body.reason);
      await closeProcess(trx, process.id, "sign_document_declined");
      const updated = await moveStatus(trx, row, "decline_agreement", viewer.organizationId, "sign_document_declined");
      return { ok: toStatusSummary(updated) };
    },
    processLookup(holder),
  );
}

/** POST …/cancellations (forwarder): withdraws the agreement before it is signed. */
export async function cancelSignature(
  db: Kysely<DB>,
  viewer: Viewer,
  applicationId: string,
): Promise<Wire<StatusSummary>> {
  const holder: { process?: ProcessRow } = {};
  return runAction<Wire<StatusSummary>>(
    db,
    viewer,
    applicationId,
    "cancel_signature",
    async (trx, row) => {
      const process = holder.process as ProcessRow;
      await addEvent(trx, process.id, "canceled", viewer.organizationId, "Canceled by the forwarder");
      await closeProcess(trx, process.id, "sign_document_canceled");
      const updated = await moveStatus(trx, row, "cancel_signature", viewer.organizationId, "sign_document_canceled");
      return { ok: toStatusSummary(updated) };
    },
    processLookup(holder),
  );
}

// ---------------------------------------------------------------------------------------------
// Expiry (job queue)

/**
 * The `signature.expire` job: enqueued when a process is sent, to run at its `expires_at`. Locks the
 * application, then the process; expires it if it is still open and due (else nothing: it was
 * signed, declined or canceled meanwhile). Idempotent, so a job run twice (a worker died after
 * committing) or on several instances changes nothing the second time.
 */
export async function expireProcess(trx: Transaction<DB>, processId: string, now = appNow()): Promise<boolean> {
  const head = await trx
    .selectFrom("signature_processes")
    .select("credit_application_id")
    .where("id", "=", processId)
    .executeTakeFirst();
  if (!head) return false;
  const row = await trx
    .selectFrom("credit_applications")
    .selectAll()
    .where("id", "=", head.credit_application_id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return false;
  const process = await trx
    .selectFrom("signature_processes")
    .selectAll()
    .where("id", "=", processId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (!isOpen(process.status)) return false;
  const latest = await latestProcess(trx, row.id);
  if (latest?.id !== process.id || !isOpen(row.status)) {
    // Not the current process, or the application moved on (it expired itself): close it quietly.
    await addEvent(trx, process.id, "expired", null, "The application is no longer awaiting this signature");
    await closeProcess(trx, process.id, "sign_document_expired");
    return false;
  }
  if (process.expires_at > now) return false;
  return expireIfDue(trx, row, process, now);
}

// ---------------------------------------------------------------------------------------------
// Reading

const processColumns = [
  "id",
  "credit_application_id",
  "status",
  "signer_name",
  "signer_email",
  "message",
  "created_at",
  "expires_at",
  "completed_at",
  "original_sha256",
  "signed_sha256",
  "agreement",
] as const;

type ProcessHead = Pick<ProcessRow, (typeof processColumns)[number]>;
interface EventRow {
  type: SignatureEventType;
  organization_id: string | null;
  detail: string | null;
  created_at: Date;
}

function toWire(p: ProcessHead, events: EventRow[]): Wire<SignatureProcess> {
  return {
    id: p.id,
    credit_application_id: p.credit_application_id,
    status: p.status,
    signer_name: p.signer_name,
    signer_email: p.signer_email,
    message: p.message,
    created_at: p.created_at,
    expires_at: p.expires_at,
    completed_at: p.completed_at,
    original_sha256: p.original_sha256,
    signed_sha256: p.signed_sha256,
    agreement: p.agreement ?? null,
    events: events.map((e) => ({
      type: e.type,
      at: e.created_at,
      organization_id: e.organization_id,
      detail: e.detail,
    })),
  };
}

/** The application as the viewer may see it (404 otherwise), with a due or orphaned process closed first. */
async function visibleApplication(db: Kysely<DB>, viewer: Viewer, applicationId: string): Promise<ApplicationRow> {
  const row = await db.selectFrom("credit_applications").selectAll().where("id", "=", applicationId).executeTakeFirst();
  if (!row || !roleOf(row, viewer)) throw new ApiError("credit_application_not_found");
  const latest = await latestProcess(db, row.id);
  if (latest && isOpen(latest.status) && (latest.expires_at <= appNow() || !isOpen(row.status))) {
    // Due, or the application left the signature (it expired itself): close the process first.
    await db.transaction().execute((trx) => expireProcess(trx, latest.id));
  }
  return row;
}

/** GET …/signature-process: the latest process, or (all) every one, newest first. */
export async function getSignatureProcess(
  db: Kysely<DB>,
  viewer: Viewer,
  applicationId: string,
  all: boolean,
): Promise<Wire<SignatureProcess> | { items: Wire<SignatureProcess>[]; total_items: number }> {
  await visibleApplication(db, viewer, applicationId);
  let q = db
    .selectFrom("signature_processes")
    .select(processColumns)
    .where("credit_application_id", "=", applicationId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
  if (!all) q = q.limit(1);
  const processes = await q.execute();
  if (!all && processes.length === 0) throw new ApiError("signature_process_not_found");
  const events =
    processes.length === 0
      ? []
      : await db
          .selectFrom("signature_events")
          .select(["process_id", "type", "organization_id", "detail", "created_at"])
          .where(
            "process_id",
            "in",
            processes.map((p) => p.id),
          )
          .orderBy("id")
          .execute();
  const items = processes.map((p) =>
    toWire(
      p,
      events.filter((e) => e.process_id === p.id),
    ),
  );
  if (all) return { items, total_items: items.length };
  return items[0] as Wire<SignatureProcess>;
}

/** The bytes of …/document: the signed PDF once sealed (unless `original`), else the agreement as sent. */
export async function getSignatureDocument(
  db: Kysely<DB>,
  viewer: Viewer,
  applicationId: string,
  version: "current" | "original",
): Promise<{ bytes: Buffer; sha256: string; fileName: string }> {
  const row = await visibleApplication(db, viewer, applicationId);
  const p = await latestProcess(db, row.id);
  if (!p) throw new ApiError("signature_process_not_found");
  const signed = version === "current" && p.signed_pdf !== null && p.signed_sha256 !== null;
  const safeId = row.id.replace(/[^A-Za-z0-9_-]/g, "_");
  return signed
    ? {
        bytes: Buffer.from(p.signed_pdf as Uint8Array),
        sha256: p.signed_sha256 as string,
        fileName: `credit-agreement-${safeId}-signed.pdf`,
      }
    : { bytes: Buffer.from(p.original_pdf), sha256: p.original_sha256, fileName: `credit-agreement-${safeId}.pdf` };
}
