import { randomUUID } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import { splitActionsByRole } from "../../contract/action-permissions";
import {
  type AmountBasis,
  type ApproveBody,
  type ApproveResult,
  amountBasisOfType,
  type CreditApplicationDetail,
  type DecisionReasonBody,
  type HistoryAction,
  type HistoryDetail,
  type NeedsAction,
  type RequestChangesBody,
  type StatusSummary,
} from "../../contract/applications";
import type { ErrorCode } from "../../contract/errors";
import type { UserRole } from "../../contract/people";
import {
  type ApplicationAction,
  allowedActions,
  type CreditApplicationStatus,
  finalStatuses,
  transitions,
} from "../../contract/transitions";
import { sweepsHeld } from "../background/sweep-hold";
import { type BackgroundTask, periodicTask } from "../background/tasks";
import { appNow } from "../clock/clock";
import type { DB } from "../db/schema";
import { ApiError, validationFailure } from "../http/api-error";
import type { Wire } from "../http/register";
import { readOrganizationSettings } from "../organizations/settings";
import { missingPartners } from "../partners/service";
import { auditChange, storedActor, visibleActor } from "../people/acting";
import { isKnownCurrency } from "../resources/reference-data";
import { inTransaction, recordApplicationEvent } from "../webhooks/events";
import { approveOrPropose, clearProposal, type DecisionActor, pendingApprovalFor } from "./four-eyes";
import { type ApplicationRow, type Role, toListItem, toStatusSummary } from "./mapping";
import { loadApplicationReferences } from "./references";
import type { SecurityComplianceItem, StoredHistoryDetail } from "./tables";

/**
 * Credit applications (api-design §6): creation, the moves of the transition table, the
 * trade-finance update, request-changes, additional-documents confirmation and expiry.
 *
 * Every move runs in one transaction that first locks the application row (SELECT … FOR UPDATE),
 * then checks, in the order of api-design §2, visibility (404), role (403), type (403) and status
 * (400/409), then writes the move and its history row. Concurrent moves on one application
 * therefore serialize: of N racing finalizations exactly one finds `approved`.
 */

/** Who is asking: the caller's organization, the scenario and the Target of the request. */
export interface Viewer {
  organizationId: string;
  scenario: "self" | "guest";
  targetId: string;
  /** The person or API client behind an HTTP request (four-eyes approval); absent for demo data and scripts. */
  actor?: DecisionActor;
  /** The signed-in person's role (contract/people.ts); absent for an API client, which has every right. */
  personRole?: UserRole;
}

/** The Self viewer of an organization (for callers outside HTTP: demo data, scripts). */
export function selfViewer(organizationId: string): Viewer {
  return { organizationId, scenario: "self", targetId: organizationId };
}

/**
 * The caller's role on an application, or undefined when it may not see it (→ 404).
 * Self: the caller is the forwarder or the shipper. Guest: the application is between the caller
 * and the Target (the caller is its shipper and the Target its forwarder, or — when the two are
 * connected both ways — the other way round).
 */
export function roleOf(row: Pick<ApplicationRow, "forwarder_id" | "shipper_id">, viewer: Viewer): Role | undefined {
  const me = viewer.organizationId;
  if (viewer.scenario === "self") {
    if (row.forwarder_id === me) return "forwarder";
    if (row.shipper_id === me) return "shipper";
    return undefined;
  }
  if (row.shipper_id === me && row.forwarder_id === viewer.targetId) return "shipper";
  if (row.forwarder_id === me && row.shipper_id === viewer.targetId) return "forwarder";
  return undefined;
}

const finalList = sql.join(finalStatuses.map((s) => sql.lit(s)));

function isDue(row: ApplicationRow, now = appNow()): boolean {
  return row.expires_at !== null && row.expires_at <= now && !finalStatuses.includes(row.status);
}

export function newApplicationId(): string {
  return `ca_${randomUUID().replace(/-/g, "")}`;
}

export async function addHistory(
  trx: Kysely<DB>,
  applicationId: string,
  action: HistoryAction,
  from: CreditApplicationStatus | null,
  to: CreditApplicationStatus,
  actor: string | null,
  detail: StoredHistoryDetail | null = null,
): Promise<void> {
  // The person or API client of the request (none for the service's own moves: expiry).
  const person = actor === null ? null : await storedActor(trx);
  await trx
    .insertInto("credit_application_history")
    .values({
      credit_application_id: applicationId,
      action,
      from_status: from,
      to_status: to,
      actor_organization_id: actor,
      detail: detail === null ? null : JSON.stringify(detail),
      ...(person ?? {}),
    })
    .execute();
  if (actor !== null) {
    await auditChange(trx, "application_status_changed", { credit_application_id: applicationId, action, from, to });
  }
  // Webhooks (api-design §11): every history row is one place every create, move and confirmation passes.
  await recordApplicationEvent(trx, { applicationId, action, from, to });
}

// ---------------------------------------------------------------------------------------------
// Creation

export type CreateApplicationInput =
  | {
      type: "credit_terms";
      body: {
        amount: number;
        currency: string;
        payment_terms: string;
        expires_at?: string | null;
        security_compliance?: SecurityComplianceItem[];
        details?: { annual_revenue?: number | null; freight_spend?: number | null; purpose?: string | null };
      };
    }
  | {
      type: "factoring";
      body: {
        amount: number;
        currency: string;
        payment_terms: string;
        expires_at?: string | null;
        security_compliance?: SecurityComplianceItem[];
        details?: { requested_amount?: number | null; purpose?: string | null; counterparty_id?: string | null };
      };
    }
  | {
      type: "trade_finance";
      body: TradeFinanceInput & { expires_at?: string | null };
    };

export interface TradeFinanceInput {
  details: {
    monthly_facility_amount: number;
    currency: string;
    payment_terms: string;
    inco_terms: string;
    purpose: string;
  };
  customers: string[];
  suppliers: string[];
  security_compliance: SecurityComplianceItem[];
}

/** Checks a trade-finance body against the shipper's partners and the currency list. */
async function checkTradeFinance(
  db: Kysely<DB>,
  shipperId: string,
  body: TradeFinanceInput,
): Promise<ErrorCode | null> {
  if (!isKnownCurrency(body.details.currency)) return "credit_application_invalid_currency";
  if ((await missingPartners(db, shipperId, "customer", body.customers)).length > 0) {
    return "credit_application_customer_not_found";
  }
  if ((await missingPartners(db, shipperId, "supplier", body.suppliers)).length > 0) {
    return "credit_application_supplier_not_found";
  }
  return null;
}

function tradeFinanceColumns(body: TradeFinanceInput) {
  return {
    amount: Math.round(body.details.monthly_facility_amount),
    currency: body.details.currency,
    payment_terms: body.details.payment_terms,
    security_compliance: JSON.stringify(body.security_compliance),
    details: JSON.stringify({ ...body.details, customers: body.customers, suppliers: body.suppliers }),
  };
}

/**
 * A shipper applies to a forwarder (POST /credit-applications/{type}, Guest scenario). The new
 * application is `pending`; the counterparty names are copied onto it.
 */
export async function createApplication(
  db: Kysely<DB>,
  parties: { shipperId: string; forwarderId: string },
  input: CreateApplicationInput,
): Promise<Wire<CreditApplicationDetail>> {
  const { shipperId, forwarderId } = parties;
  let columns: {
    amount: number;
    currency: string;
    payment_terms: string;
    security_compliance: string;
    details: string;
  };
  if (input.type === "trade_finance") {
    const problem = await checkTradeFinance(db, shipperId, input.body);
    if (problem) throw new ApiError(problem);
    columns = tradeFinanceColumns(input.body);
  } else {
    const b = input.body;
    if (!isKnownCurrency(b.currency)) throw new ApiError("credit_application_invalid_currency");
    let details: Record<string, unknown>;
    if (input.type === "factoring") {
      const d = input.body.details ?? {};
      if (d.counterparty_id && (await missingPartners(db, shipperId, "customer", [d.counterparty_id])).length > 0) {
        throw new ApiError("credit_application_customer_not_found");
      }
      details = {
        requested_amount: d.requested_amount ?? null,
        purpose: d.purpose ?? null,
        counterparty_id: d.counterparty_id ?? null,
      };
    } else {
      const d = input.body.details ?? {};
      details = {
        annual_revenue: d.annual_revenue ?? null,
        freight_spend: d.freight_spend ?? null,
        purpose: d.purpose ?? null,
      };
    }
    columns = {
      amount: b.amount,
      currency: b.currency,
      payment_terms: b.payment_terms,
      security_compliance: JSON.stringify(b.security_compliance ?? []),
      details: JSON.stringify(details),
    };
  }

  const id = newApplicationId();
  await db.transaction().execute(async (trx) => {
    const orgs = await trx
      .selectFrom("organizations")
      .select(["id", "name", "email"])
      .where("id", "in", [shipperId, forwarderId])
      .execute();
    const shipper = orgs.find((o) => o.id === shipperId);
    const forwarder = orgs.find((o) => o.id === forwarderId);
    if (!shipper || !forwarder || shipperId === forwarderId) throw new ApiError("organization_not_found");
    const now = appNow();
    await trx
      .insertInto("credit_applications")
      .values({
        id,
        // CA-<year of created_at>-<sequence> (migration 0012): one PostgreSQL sequence for every instance.
        reference: sql<string>`next_credit_application_reference(${now})`,
        credit_application_type: input.type,
        status: "pending",
        forwarder_id: forwarder.id,
        shipper_id: shipper.id,
        forwarder_name: forwarder.name,
        forwarder_email: forwarder.email,
        shipper_name: shipper.name,
        shipper_email: shipper.email,
        ...columns,
        details_created_at: now,
        details_updated_at: now,
        expires_at: input.body.expires_at ? new Date(input.body.expires_at) : null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await addHistory(trx, id, "create", null, "pending", shipperId);
  });
  return getApplicationDetail(db, { organizationId: shipperId, scenario: "guest", targetId: forwarderId }, id);
}

// ---------------------------------------------------------------------------------------------
// Reading

async function latestNeedsAction(db: Kysely<DB>, applicationId: string) {
  return db
    .selectFrom("credit_application_needs_actions")
    .select([
      "id",
      "financial_analysis_type",
      "financial_documents",
      "additional_documents",
      "message",
      "additional_documents_sent",
      "created_at",
      "updated_at",
    ])
    .where("credit_application_id", "=", applicationId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

type NeedsActionRow = NonNullable<Awaited<ReturnType<typeof latestNeedsAction>>>;

function toNeedsAction(r: NeedsActionRow): Wire<NeedsAction> {
  return {
    financial_analysis_type: r.financial_analysis_type,
    created_at: r.created_at,
    updated_at: r.updated_at,
    financial_documents: r.financial_documents as NeedsAction["financial_documents"],
    additional_documents: r.additional_documents,
    message: r.message,
    additional_documents_sent: r.additional_documents_sent,
  };
}

/**
 * The actions the caller may take now: the transition table for the organization's side, less a
 * confirmation already made, split by the person's role (`withheld`: the role lacks the permission).
 */
function actionsFor(
  row: ApplicationRow,
  role: Role,
  needsAction: NeedsActionRow | undefined,
  personRole: UserRole | undefined,
): { allowed: ApplicationAction[]; withheld: ApplicationAction[] } {
  if (isDue(row)) return { allowed: [], withheld: [] };
  const open = allowedActions(role, row.credit_application_type, row.status).filter(
    (a) => a !== "confirm_documents_sent" || (needsAction !== undefined && !needsAction.additional_documents_sent),
  );
  return splitActionsByRole(open, personRole ?? null);
}

/** GET /credit-applications/{id}: the list item plus parties, needs-action record, allowed actions and history. */
export async function getApplicationDetail(
  db: Kysely<DB>,
  viewer: Viewer,
  applicationId: string,
): Promise<Wire<CreditApplicationDetail>> {
  const row = await db.selectFrom("credit_applications").selectAll().where("id", "=", applicationId).executeTakeFirst();
  const role = row && roleOf(row, viewer);
  if (!row || !role) throw new ApiError("credit_application_not_found");
  let current = row;
  if (isDue(row)) {
    await expireDueApplications(db, { ids: [row.id] });
    current = await db
      .selectFrom("credit_applications")
      .selectAll()
      .where("id", "=", applicationId)
      .executeTakeFirstOrThrow();
  }
  const [needsAction, history, mayReadScore, refs, pendingApproval] = await Promise.all([
    latestNeedsAction(db, applicationId),
    db
      .selectFrom("credit_application_history")
      .select([
        "action",
        "from_status",
        "to_status",
        "actor_organization_id",
        "actor_kind",
        "actor_label",
        "detail",
        "created_at",
      ])
      .where("credit_application_id", "=", applicationId)
      .orderBy("id")
      .execute(),
    mayReadShipperScore(db, current, viewer),
    loadApplicationReferences(db, [current]),
    pendingApprovalFor(db, current, role === "forwarder", viewer.actor),
  ]);
  const basis = amountBasisOfType[current.credit_application_type];
  const actions = actionsFor(current, role, needsAction, viewer.personRole);
  const nameOf = (id: string | null) =>
    id === current.forwarder_id ? current.forwarder_name : id === current.shipper_id ? current.shipper_name : null;
  return {
    ...toListItem(current, viewer.organizationId, refs),
    needs_action: needsAction ? toNeedsAction(needsAction) : null,
    pending_approval: pendingApproval,
    allowed_actions: actions.allowed,
    actions_withheld_by_role: actions.withheld,
    shipper_analytics_readable: mayReadScore,
    history: history.map((h) => {
      const name = nameOf(h.actor_organization_id);
      return {
        action: h.action as HistoryAction,
        from: h.from_status,
        to: h.to_status,
        actor_organization: h.actor_organization_id && name !== null ? { id: h.actor_organization_id, name } : null,
        actor: visibleActor(h, h.actor_organization_id, viewer.organizationId),
        at: h.created_at,
        detail: toHistoryDetail(h.detail, mayReadScore, basis),
      };
    }),
  };
}

/**
 * Whether the caller may read the shipper's score (the rule of GET /organizations/{org_id}/metrics/scores):
 * the shipper itself, or a forwarder that hosts it (a Self caller reading its Guest).
 */
async function mayReadShipperScore(db: Kysely<DB>, row: ApplicationRow, viewer: Viewer): Promise<boolean> {
  if (viewer.organizationId === row.shipper_id) return true;
  if (viewer.scenario !== "self") return false;
  const link = await db
    .selectFrom("connections")
    .select("host_organization_id")
    .where("host_organization_id", "=", viewer.organizationId)
    .where("guest_organization_id", "=", row.shipper_id)
    .executeTakeFirst();
  return link !== undefined;
}

function toHistoryDetail(
  d: StoredHistoryDetail | null,
  mayReadScore: boolean,
  basis: AmountBasis,
): Wire<HistoryDetail> | null {
  if (!d) return null;
  const score = mayReadScore && d.score ? d.score : null;
  return {
    requested_amount: d.requested_amount ?? null,
    approved_amount: d.approved_amount ?? null,
    currency: d.currency ?? null,
    basis,
    conditions: d.conditions ?? null,
    reason: d.reason ?? null,
    message: d.message ?? null,
    score: score ? { ...score, band: score.band as NonNullable<HistoryDetail["score"]>["band"] } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Moves

export type Outcome<T> = { ok: T } | { error: ApiError };

/**
 * Runs `action` on one application under its row lock. Checks visibility, role, type and status
 * (api-design §2). An application whose `expires_at` has passed is expired first (and stays
 * expired even when the action is then refused). `lookup` (the signature process) runs after the
 * application is found and before the role check: a sub-resource lookup of api-design §2; it may
 * also move the row (a due signature process expires first) and return an error.
 */
export async function runAction<T>(
  db: Kysely<DB>,
  viewer: Viewer,
  applicationId: string,
  action: ApplicationAction,
  perform: (trx: Transaction<DB>, row: ApplicationRow) => Promise<Outcome<T>>,
  lookup?: (trx: Transaction<DB>, row: ApplicationRow) => Promise<ApiError | null>,
): Promise<T> {
  const t = transitions[action];
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome<T>> => {
    const row = await trx
      .selectFrom("credit_applications")
      .selectAll()
      .where("id", "=", applicationId)
      .forUpdate()
      .executeTakeFirst();
    const role = row && roleOf(row, viewer);
    if (!row || !role) return { error: new ApiError("credit_application_not_found") };
    // The trade-finance update addresses /credit-applications/trade-finance/{id}: another type is not found.
    if (action === "update_trade_finance" && row.credit_application_type !== "trade_finance") {
      return { error: new ApiError("credit_application_not_found") };
    }
    if (isDue(row)) {
      await expireLocked(trx, row);
      row.status = "expired";
    }
    const missing = lookup ? await lookup(trx, row) : null;
    if (missing) return { error: missing };
    if (t.actor !== role) return { error: new ApiError(t.wrongActorError) };
    if (t.types && !t.types.includes(row.credit_application_type)) {
      return { error: new ApiError("credit_application_action_not_allowed_for_application_type") };
    }
    if (!t.from.includes(row.status)) return { error: new ApiError(t.invalidStatusError) };
    return perform(trx, row);
  });
  if ("error" in outcome) throw outcome.error;
  return outcome.ok;
}

export async function moveStatus(
  trx: Transaction<DB>,
  row: ApplicationRow,
  action: ApplicationAction,
  actorId: string,
  to: CreditApplicationStatus,
  detail: StoredHistoryDetail | null = null,
): Promise<ApplicationRow> {
  const updated = await trx
    .updateTable("credit_applications")
    .set({ status: to, updated_at: appNow() })
    .where("id", "=", row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // Four-eyes: a proposal waits inside one status; any move (approve, decline, request changes…) ends it.
  if (to !== row.status) await clearProposal(trx, row.id);
  await addHistory(trx, row.id, action, row.status, to, actorId, detail);
  return updated;
}

export type SimpleAction = Exclude<
  ApplicationAction,
  "update_trade_finance" | "request_changes" | "confirm_documents_sent"
>;

/** A status move of the transition table that takes no body (review, approve, decline, reject, resubmit, finalize). */
export async function applyTransition(
  db: Kysely<DB>,
  viewer: Viewer,
  applicationId: string,
  action: SimpleAction,
  decision?: DecisionInput,
): Promise<Wire<StatusSummary>> {
  const to = transitions[action].to;
  if (to === null) throw new Error(`${action} does not change the status`);
  if ((action === "decline" || action === "reject") && !decision?.reason) {
    // The deciding organization may require a reason (organization settings): then a missing one is
    // the body's validation error, answered before the application is looked up like any other.
    const settings = await readOrganizationSettings(db, viewer.organizationId);
    if (settings.decision_reasons_required) {
      throw validationFailure([
        {
          loc: ["body", "reason"],
          msg: "Give a reason: your organization requires one for every decline and reject",
          type: "missing",
        },
      ]);
    }
  }
  return runAction(db, viewer, applicationId, action, async (trx, row) => {
    const detail = decision && isDecision(action) ? await decisionDetail(trx, row, action, decision) : null;
    return { ok: toStatusSummary(await moveStatus(trx, row, action, viewer.organizationId, to, detail)) };
  });
}

/**
 * approve with four-eyes (./four-eyes.ts): completes the move, or records a proposal that waits for
 * a second approver (the status stays), or completes a proposal made by someone else.
 */
export async function approveApplication(
  db: Kysely<DB>,
  viewer: Viewer,
  applicationId: string,
  body: Partial<ApproveBody>,
): Promise<Wire<ApproveResult>> {
  return runAction(db, viewer, applicationId, "approve", async (trx, row) => {
    const result = await approveOrPropose(trx, row, viewer.actor, body, async (decision) => {
      const detail = await decisionDetail(trx, row, "approve", decision);
      return moveStatus(trx, row, "approve", viewer.organizationId, "approved", detail);
    });
    return { ok: result };
  });
}

function dateOnly(d: unknown): string {
  return d instanceof Date ? d.toISOString().slice(0, 10) : String(d);
}

/** What approve (ApproveBody) or decline/reject (DecisionReasonBody) carry. */
export type DecisionInput = Partial<ApproveBody> & DecisionReasonBody;

function isDecision(action: SimpleAction): boolean {
  return action === "approve" || action === "decline" || action === "reject";
}

/**
 * The history detail of a decision: the body's fields, the requested amount and currency, and the
 * shipper's latest score (kept whoever decides; shown only to callers who may read it).
 */
async function decisionDetail(
  trx: Transaction<DB>,
  row: ApplicationRow,
  action: SimpleAction,
  d: DecisionInput,
): Promise<StoredHistoryDetail> {
  const score = await trx
    .selectFrom("score_history")
    .select(["total_score", "band", "date"])
    .where("organization_id", "=", row.shipper_id)
    .where("private_record_id", "is", null)
    // At decision time: no score of a later date (the demo decides at past instants).
    .where("date", "<=", appNow().toISOString().slice(0, 10))
    .orderBy("date", "desc")
    .limit(1)
    .executeTakeFirst();
  return {
    requested_amount: row.amount,
    approved_amount: action === "approve" ? (d.approved_amount ?? null) : null,
    currency: row.currency,
    conditions: action === "approve" ? (d.conditions ?? null) : null,
    reason: d.reason ?? null,
    message: null,
    score: score ? { total_score: Number(score.total_score), band: score.band, date: dateOnly(score.date) } : null,
  };
}

/** The forwarder asks for changes: status needs_action and a new needs-action record. */
export async function requestChanges(
  db: Kysely<DB>,
  viewer: Viewer,
  applicationId: string,
  body: RequestChangesBody,
): Promise<Wire<StatusSummary>> {
  return runAction<Wire<StatusSummary>>(db, viewer, applicationId, "request_changes", async (trx, row) => {
    const updated = await moveStatus(trx, row, "request_changes", viewer.organizationId, "needs_action", {
      requested_amount: row.amount,
      currency: row.currency,
      message: body.message ?? null,
    });
    await trx
      .insertInto("credit_application_needs_actions")
      .values({
        credit_application_id: row.id,
        financial_analysis_type: body.financial_analysis_type,
        financial_documents: JSON.stringify(body.financial_documents ?? []),
        additional_documents: body.additional_documents,
        message: body.message ?? null,
        requested_by_organization_id: viewer.organizationId,
        created_at: updated.updated_at,
        updated_at: updated.updated_at,
      })
      .execute();
    return { ok: toStatusSummary(updated) };
  });
}

/** The shipper reports the additional documents as sent (once per needs-action record). */
export async function confirmAdditionalDocuments(
  db: Kysely<DB>,
  viewer: Viewer,
  applicationId: string,
): Promise<Wire<NeedsAction>> {
  return runAction<Wire<NeedsAction>>(db, viewer, applicationId, "confirm_documents_sent", async (trx, row) => {
    const record = await latestNeedsAction(trx, row.id);
    if (!record) {
      return { error: new ApiError("credit_application_confirm_additional_documents_sending_access_denied") };
    }
    if (record.additional_documents_sent) {
      return { error: new ApiError("credit_application_additional_documents_already_sent") };
    }
    const now = appNow();
    const updated = await trx
      .updateTable("credit_application_needs_actions")
      .set({ additional_documents_sent: true, updated_at: now })
      .where("id", "=", record.id)
      .returning([
        "id",
        "financial_analysis_type",
        "financial_documents",
        "additional_documents",
        "message",
        "additional_documents_sent",
        "created_at",
        "updated_at",
      ])
      .executeTakeFirstOrThrow();
    await trx.updateTable("credit_applications").set({ updated_at: now }).where("id", "=", row.id).execute();
    await addHistory(trx, row.id, "confirm_documents_sent", row.status, row.status, viewer.organizationId);
    return { ok: toNeedsAction(updated) };
  });
}

/** PUT /credit-applications/trade-finance/{id}: full replacement of the trade-finance fields. */
export async function updateTradeFinance(
  db: Kysely<DB>,
  viewer: Viewer,
  applicationId: string,
  body: TradeFinanceInput,
): Promise<Wire<StatusSummary>> {
  return runAction<Wire<StatusSummary>>(db, viewer, applicationId, "update_trade_finance", async (trx, row) => {
    const problem = await checkTradeFinance(trx, row.shipper_id, body);
    if (problem) return { error: new ApiError(problem) };
    const now = appNow();
    const updated = await trx
      .updateTable("credit_applications")
      .set({ ...tradeFinanceColumns(body), details_updated_at: now, updated_at: now })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await addHistory(trx, row.id, "update_trade_finance", row.status, row.status, viewer.organizationId);
    return { ok: toStatusSummary(updated) };
  });
}

// ---------------------------------------------------------------------------------------------
// Expiry

async function expireLocked(trx: Transaction<DB>, row: ApplicationRow): Promise<void> {
  await trx
    .updateTable("credit_applications")
    .set({ status: "expired", updated_at: appNow() })
    .where("id", "=", row.id)
    .execute();
  await addHistory(trx, row.id, "expire", row.status, "expired", null);
}

/**
 * Expires every application whose `expires_at` has passed and whose status is not final, in one
 * statement: the candidates are locked with SKIP LOCKED (rows another instance or a request holds
 * are left for the next round), moved to `expired`, and their history rows written. Safe to run in
 * several instances at once. Returns how many applications expired.
 */
export async function expireDueApplications(
  db: Kysely<DB>,
  opts: { ids?: string[]; batchSize?: number } = {},
): Promise<number> {
  const batch = opts.batchSize ?? 1000;
  const onlyIds = opts.ids ? sql`and id in (${sql.join(opts.ids)})` : sql``;
  let total = 0;
  for (;;) {
    const r = await inTransaction(db, async (trx) => {
      const moved = await sql<{ credit_application_id: string; from_status: string }>`
      with due as (
        select id, status from credit_applications
        where expires_at is not null and expires_at <= app_now() and status not in (${finalList}) ${onlyIds}
        order by expires_at
        limit ${batch}
        for update skip locked
      ), moved as (
        update credit_applications a set status = 'expired', updated_at = app_now()
        from due where a.id = due.id
        returning a.id, due.status as from_status
      )
      insert into credit_application_history (credit_application_id, action, from_status, to_status, actor_organization_id)
      select id, 'expire', from_status, 'expired', null from moved
      returning credit_application_id, from_status`.execute(trx);
      for (const m of moved.rows) {
        const move = { applicationId: m.credit_application_id, action: "expire", from: m.from_status, to: "expired" };
        await recordApplicationEvent(trx, move);
      }
      return moved;
    });
    const n = r.rows.length;
    total += n;
    if (n < batch) return total;
  }
}

export const EXPIRY_SWEEP_INTERVAL_MS = 15_000;

/** One turn of the periodic expiry sweep; skipped while a hold is in place (background/sweep-hold.ts). */
export async function applicationExpirySweep(db: Kysely<DB>): Promise<number> {
  return (await sweepsHeld(db)) ? 0 : expireDueApplications(db);
}

/** The periodic expiry sweep (started where background workers run). */
export function applicationExpiryTask(db: Kysely<DB>, onError: (err: unknown) => void): BackgroundTask {
  return periodicTask(
    "credit-application-expiry",
    EXPIRY_SWEEP_INTERVAL_MS,
    async () => {
      await applicationExpirySweep(db);
    },
    onError,
  );
}
