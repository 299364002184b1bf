import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from "kysely";
import type { OrderDir } from "../../contract/common";
import type { Invitation, InvitationOrderBy } from "../../contract/invitations";
import type { InvitationStatus } from "../../contract/partners";
import { appNow } from "../clock/clock";
import type { DB } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { Wire } from "../http/register";
import { recordInvitationAcceptedEvent } from "../webhooks/events";

/**
 * Invitations are partners seen from the invited side (api-design §4): a partner whose e-mail
 * matches the organization's e-mail case-insensitively, or that this organization accepted. An
 * organization is never invited by itself.
 */
function addressedTo(
  eb: ExpressionBuilder<DB & { p: DB["partners"] }, "p">,
  organizationId: string,
): Expression<SqlBool> {
  const myEmail = eb
    .selectFrom("organizations as me")
    .select(sql<string>`lower(me.email)`.as("email"))
    .where("me.id", "=", organizationId);
  return eb.and([
    eb("p.organization_id", "<>", organizationId),
    eb.or([eb(sql`lower(p.email)`, "=", myEmail), eb("p.guest_organization_id", "=", organizationId)]),
  ]);
}

function invitationQuery(db: Kysely<DB>, organizationId: string) {
  return db
    .selectFrom("partners as p")
    .innerJoin("organizations as host", "host.id", "p.organization_id")
    .where("host.deleted_at", "is", null)
    .where((eb) => addressedTo(eb, organizationId));
}

const invitationColumns = [
  "p.id",
  "p.organization_id as host_organization_id",
  "host.name as host_organization_name",
  "p.partner_type",
  "p.email",
  "p.invitation_status",
  "p.created_at",
  "p.invitation_sent_at as sent_at",
  "p.accepted_at",
] as const;

/** The caller's incoming invitations, newest first by default; ties by id in the same direction. */
export async function listInvitations(
  db: Kysely<DB>,
  organizationId: string,
  q: {
    invitation_statuses?: InvitationStatus[];
    order_by: InvitationOrderBy;
    order_dir: OrderDir;
    limit: number;
    offset: number;
  },
): Promise<{ items: Wire<Invitation>[]; total_items: number }> {
  // A revoked invitation is withdrawn: the invitee no longer sees it.
  let base = invitationQuery(db, organizationId).where("p.invitation_status", "<>", "revoked");
  if (q.invitation_statuses) base = base.where("p.invitation_status", "in", q.invitation_statuses);
  const [items, count] = await Promise.all([
    base
      .select(invitationColumns)
      .orderBy(q.order_by === "sent_at" ? "p.invitation_sent_at" : "p.created_at", q.order_dir)
      .orderBy("p.id", q.order_dir)
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { items, total_items: Number(count.n) };
}

/**
 * Accepts an invitation: the partner becomes `accepted` with `guest_organization_id` = the caller,
 * and the inviting organization becomes the caller's Host. The partner row is locked, so of two
 * racing acceptances one wins and the other gets 409 invitation_already_accepted. A revoked
 * invitation answers 409 invitation_revoked (a re-addressed one is no longer the caller's: 404).
 */
export async function acceptInvitation(
  db: Kysely<DB>,
  organizationId: string,
  invitationId: string,
): Promise<Wire<Invitation>> {
  return db.transaction().execute(async (trx) => {
    const found = await invitationQuery(trx, organizationId)
      .select(["p.id", "p.organization_id", "p.invitation_status", "p.partner_type"])
      .where("p.id", "=", invitationId)
      .forUpdate("p")
      .executeTakeFirst();
    if (!found) throw new ApiError("invitation_not_found");
    if (found.invitation_status === "accepted") throw new ApiError("invitation_already_accepted");
    if (found.invitation_status === "revoked") throw new ApiError("invitation_revoked");
    const now = appNow();
    await trx
      .updateTable("partners")
      .set({ invitation_status: "accepted", guest_organization_id: organizationId, accepted_at: now, updated_at: now })
      .where("id", "=", invitationId)
      .execute();
    await trx
      .insertInto("connections")
      .values({ host_organization_id: found.organization_id, guest_organization_id: organizationId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await recordInvitationAcceptedEvent(trx, { ...found, host_organization_id: found.organization_id }, organizationId);
    return invitationQuery(trx, organizationId)
      .select(invitationColumns)
      .where("p.id", "=", invitationId)
      .executeTakeFirstOrThrow();
  });
}
