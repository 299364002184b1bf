import type { Kysely, Transaction } from "kysely";
import type { ApproveBody, ApproveResult, PendingApproval } from "../../contract/applications";
import type { AmountsPerCurrency } from "../../contract/organization-settings";
import { transitions } from "../../contract/transitions";
import { appNow } from "../clock/clock";
import type { DB } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { Wire } from "../http/register";
import { readOrganizationSettings } from "../organizations/settings";
import { recordEvent } from "../webhooks/events";
import type { ApplicationRow } from "./mapping";
import { toStatusSummary } from "./mapping";

/**
 * Four-eyes approval (issue 26 part 4; docs/credit-applications.md "Four-eyes approval").
 *
 * An approve above the organization's second-approval threshold for the application's currency, or
 * by a person above their personal approval limit, records a proposal instead of moving the status;
 * a second approve by someone else (a person whose limit covers the amount) completes the move with
 * the proposed decision. Everything here runs inside `runAction`'s transaction, after the
 * application row is locked, so two approvers at once are serialized: the second one finds either
 * the proposal of the first or the status already moved.
 */

/** Who makes a decision: a person (their user id and e-mail) or an API client. */
export interface DecisionActor {
  kind: "person" | "api_client";
  userId: string | null;
  clientId: string;
  /** The person's e-mail, or the client_id. */
  label: string;
}

type Decision = { approved_amount: number | null; conditions: string | null; reason: string | null };

function decisionOf(body: Partial<ApproveBody> | undefined): Decision {
  return {
    approved_amount: body?.approved_amount ?? null,
    conditions: body?.conditions ?? null,
    reason: body?.reason ?? null,
  };
}

/** True when the body carries any field (an empty body confirms a proposal as it is). */
function saysSomething(body: Partial<ApproveBody> | undefined): boolean {
  return body?.approved_amount !== undefined || body?.conditions !== undefined || body?.reason !== undefined;
}

/**
 * Whether an amount in a currency exceeds an amounts-per-currency setting. With no entry for the
 * currency the amount exceeds it (no conversion from another currency is guessed); an empty
 * setting is exceeded by nothing (the organization has no threshold).
 */
export function exceedsThreshold(thresholds: AmountsPerCurrency, currency: string, amount: number): boolean {
  if (Object.keys(thresholds).length === 0) return false;
  const limit = thresholds[currency];
  return limit === undefined || amount > limit;
}

/** Whether a personal limit (null = none) covers an amount: an entry for the currency at least as large. */
export function limitCovers(limits: AmountsPerCurrency | null, currency: string, amount: number): boolean {
  if (limits === null) return true;
  const limit = limits[currency];
  return limit !== undefined && amount <= limit;
}

type ProposalRow = NonNullable<Awaited<ReturnType<typeof proposalOf>>>;

async function proposalOf(db: Kysely<DB>, row: Pick<ApplicationRow, "id" | "status">) {
  return (
    db
      .selectFrom("credit_application_approval_proposals as p")
      .leftJoin("users as u", "u.id", "p.proposer_user_id")
      .select([
        "p.proposer_kind",
        "p.proposer_user_id",
        "p.proposer_client_id",
        "p.proposer_label",
        "p.decision",
        "p.proposed_at",
        "u.name as user_name",
        "u.email as user_email",
      ])
      .where("p.credit_application_id", "=", row.id)
      // A proposal waits inside the status it was made in (every status move deletes it as well).
      .where("p.proposed_in_status", "=", row.status)
      .executeTakeFirst()
  );
}

function isProposer(p: ProposalRow, actor: DecisionActor | undefined): boolean {
  if (!actor) return false;
  return p.proposer_kind === "person"
    ? actor.kind === "person" && actor.userId === p.proposer_user_id
    : actor.kind === "api_client" && actor.clientId === p.proposer_client_id;
}

function toPendingApproval(
  p: ProposalRow,
  row: Pick<ApplicationRow, "amount" | "currency">,
  actor: DecisionActor | undefined,
): Wire<PendingApproval> {
  const person = p.proposer_kind === "person";
  return {
    proposed_by: {
      kind: p.proposer_kind,
      id: (person ? p.proposer_user_id : p.proposer_client_id) ?? p.proposer_label,
      name: person ? (p.user_name ?? p.proposer_label) : p.proposer_label,
      email: person ? (p.user_email ?? p.proposer_label) : null,
    },
    proposed_at: p.proposed_at,
    decision: p.decision,
    amount: p.decision.approved_amount ?? row.amount,
    currency: row.currency,
    proposed_by_caller: isProposer(p, actor),
  };
}

/**
 * The application's pending approval as the caller sees it: only the forwarder (the deciding
 * organization) sees it; only in the statuses approve moves from.
 */
export async function pendingApprovalFor(
  db: Kysely<DB>,
  row: ApplicationRow,
  callerIsForwarder: boolean,
  actor: DecisionActor | undefined,
): Promise<Wire<PendingApproval> | null> {
  if (!callerIsForwarder || !transitions.approve.from.includes(row.status)) return null;
  const p = await proposalOf(db, row);
  return p ? toPendingApproval(p, row, actor) : null;
}

/** Every status move ends the proposal (a decline, a request for changes, an approval, expiry). */
export async function clearProposal(trx: Kysely<DB>, applicationId: string): Promise<void> {
  await trx
    .deleteFrom("credit_application_approval_proposals")
    .where("credit_application_id", "=", applicationId)
    .execute();
}

async function personalLimits(trx: Kysely<DB>, actor: DecisionActor): Promise<AmountsPerCurrency | null> {
  if (actor.kind !== "person" || actor.userId === null) return null;
  const u = await trx.selectFrom("users").select("approval_limits").where("id", "=", actor.userId).executeTakeFirst();
  return u?.approval_limits ?? null;
}

/**
 * approve under four-eyes, with the application row locked and its status already checked.
 * `complete` makes the ordinary approve move with the given decision (and clears the proposal).
 * Returns what the endpoint answers, or throws the refusal.
 */
export async function approveOrPropose(
  trx: Transaction<DB>,
  row: ApplicationRow,
  actor: DecisionActor | undefined,
  body: Partial<ApproveBody> | undefined,
  complete: (decision: Partial<ApproveBody>) => Promise<ApplicationRow>,
): Promise<Wire<ApproveResult>> {
  // Callers outside HTTP (demo data, scripts) act as the organization: no four-eyes.
  if (!actor) return { ...toStatusSummary(await complete(body ?? {})), pending_approval: null };
  const proposal = await proposalOf(trx, row);
  const limits = await personalLimits(trx, actor);

  if (proposal) {
    if (isProposer(proposal, actor)) throw new ApiError("second_approval_same_person");
    if (actor.kind === "api_client") throw new ApiError("second_approval_requires_person");
    const proposed = proposal.decision;
    const sent = decisionOf(body);
    const same =
      sent.approved_amount === proposed.approved_amount &&
      sent.conditions === proposed.conditions &&
      sent.reason === proposed.reason;
    if (saysSomething(body) && !same) {
      throw new ApiError("second_approval_decision_differs");
    }
    const amount = proposed.approved_amount ?? row.amount;
    if (!limitCovers(limits, row.currency, amount)) throw new ApiError("approval_limit_exceeded");
    const confirmed: Partial<ApproveBody> = {
      ...(proposed.approved_amount !== null ? { approved_amount: proposed.approved_amount } : {}),
      ...(proposed.conditions !== null ? { conditions: proposed.conditions } : {}),
      ...(proposed.reason !== null ? { reason: proposed.reason } : {}),
    };
    return { ...toStatusSummary(await complete(confirmed)), pending_approval: null };
  }

  const decision = decisionOf(body);
  const amount = decision.approved_amount ?? row.amount;
  const settings = await readOrganizationSettings(trx, row.forwarder_id);
  const needsSecond =
    exceedsThreshold(settings.second_approval_thresholds, row.currency, amount) ||
    !limitCovers(limits, row.currency, amount);
  if (!needsSecond) return { ...toStatusSummary(await complete(body ?? {})), pending_approval: null };

  const now = appNow();
  await trx
    .insertInto("credit_application_approval_proposals")
    .values({
      credit_application_id: row.id,
      proposed_in_status: row.status,
      proposer_kind: actor.kind,
      proposer_user_id: actor.userId,
      proposer_client_id: actor.kind === "api_client" ? actor.clientId : null,
      proposer_label: actor.label,
      decision: JSON.stringify(decision),
      proposed_at: now,
    })
    .onConflict((oc) =>
      oc.column("credit_application_id").doUpdateSet({
        proposed_in_status: row.status,
        proposer_kind: actor.kind,
        proposer_user_id: actor.userId,
        proposer_client_id: actor.kind === "api_client" ? actor.clientId : null,
        proposer_label: actor.label,
        decision: JSON.stringify(decision),
        proposed_at: now,
      }),
    )
    .execute();
  const updated = await trx
    .updateTable("credit_applications")
    .set({ updated_at: now })
    .where("id", "=", row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const stored = await proposalOf(trx, updated);
  if (!stored) throw new Error("the proposal just written is missing");
  const pending = toPendingApproval(stored, updated, actor);
  // Only the forwarder learns of it: the shipper sees the decision, not the organization's own steps.
  await recordEvent(trx, {
    type: "credit_application.approval_proposed",
    recipients: [row.forwarder_id],
    resource: `credit_application:${row.id}`,
    data: {
      credit_application_id: row.id,
      credit_application_type: row.credit_application_type,
      forwarder_id: row.forwarder_id,
      shipper_id: row.shipper_id,
      status: row.status,
      proposed_by: pending.proposed_by,
      proposed_at: now.toISOString(),
      amount: pending.amount,
      currency: pending.currency,
    },
  });
  return { ...toStatusSummary(updated), pending_approval: pending };
}
