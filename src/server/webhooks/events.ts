import { type Kysely, sql } from "kysely";
import { ANOTHER_ORGANIZATION_ID } from "../../contract/common";
import type { WebhookEventType } from "../../contract/webhooks";
import type { DB } from "../db/schema";
import { enqueue, type Queryable } from "../jobs/queue";

/**
 * The outbox of webhook events (api-design §11). Domains call one helper inside the transaction
 * that makes the change, so an event exists if and only if its change was committed:
 *
 *   await recordEvent(trx, { type, recipients, resource, data })
 *
 * `recipients` are the organizations that may read the resource through the API; each one that
 * has an enabled endpoint for the type gets its own event row (its own id) and one delivery per
 * such endpoint, each with a `webhooks.deliver` job. An organization without endpoints costs one
 * statement that writes nothing.
 */

export const DELIVER_JOB = "webhooks.deliver";

export interface EventInput {
  type: WebhookEventType;
  /** Organizations that may read the resource (duplicates and nulls are ignored). */
  recipients: ReadonlyArray<string | null | undefined>;
  /** `<kind>:<id>`: deliveries of one resource to one endpoint go out in order. */
  resource: string;
  /** The resource's ids and the fields the event names. */
  data: Record<string, unknown>;
}

/** Runs `fn` in the caller's transaction when there is one, else in a new one. */
export function inTransaction<T>(db: Kysely<DB>, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

/** Writes an event for every recipient that subscribed to it, with its deliveries and their jobs. */
export async function recordEvent(db: Queryable, input: EventInput): Promise<void> {
  const recipients = [...new Set(input.recipients.filter((r): r is string => typeof r === "string" && r !== ""))];
  if (recipients.length === 0) return;
  const subscribed = (alias: string) =>
    sql`${sql.ref(`${alias}.enabled`)} and (${sql.ref(`${alias}.event_types`)} @> '["*"]'::jsonb or ${sql.ref(
      `${alias}.event_types`,
    )} @> ${JSON.stringify([input.type])}::jsonb)`;
  const r = await sql<{ id: string }>`
    with ev as (
      insert into webhook_events (id, organization_id, type, resource_key, data)
      select 'evt_' || replace(gen_random_uuid()::text, '-', ''), o.org, ${input.type}, ${input.resource}, ${JSON.stringify(input.data)}::jsonb
        from (values ${sql.join(recipients.map((id) => sql`(${id}::uuid)`))}) as o(org)
       where exists (select 1 from webhook_endpoints w where w.organization_id = o.org and ${subscribed("w")})
      returning id, organization_id
    )
    insert into webhook_deliveries (endpoint_id, event_id, organization_id, event_type, resource_key)
    select e.id, ev.id, ev.organization_id, ${input.type}, ${input.resource}
      from ev join webhook_endpoints e on e.organization_id = ev.organization_id and ${subscribed("e")}
     order by e.created_at, e.id
    returning id`.execute(db);
  for (const row of r.rows) await enqueue(db, DELIVER_JOB, { delivery_id: row.id });
}

// ---------------------------------------------------------------------------------------------
// The events of each domain: who may read the resource, and what the event carries.

/**
 * A row of `credit_application_history` as events: `create` → credit_application.created, a
 * status move (from ≠ to) → credit_application.status_changed, `confirm_documents_sent` →
 * credit_application.documents_confirmed. Both parties of the application receive them.
 */
export async function recordApplicationEvent(
  trx: Queryable,
  move: { applicationId: string; action: string; from: string | null; to: string },
): Promise<void> {
  const app = await trx
    .selectFrom("credit_applications")
    .select(["id", "forwarder_id", "shipper_id", "credit_application_type", "status"])
    .where("id", "=", move.applicationId)
    .executeTakeFirst();
  if (!app) return;
  const base = {
    recipients: [app.forwarder_id, app.shipper_id],
    resource: `credit_application:${app.id}`,
  };
  const ids = {
    credit_application_id: app.id,
    credit_application_type: app.credit_application_type,
    forwarder_id: app.forwarder_id,
    shipper_id: app.shipper_id,
  };
  if (move.action === "create") {
    await recordEvent(trx, { ...base, type: "credit_application.created", data: { ...ids, status: move.to } });
  } else if (move.action === "confirm_documents_sent") {
    await recordEvent(trx, {
      ...base,
      type: "credit_application.documents_confirmed",
      data: { ...ids, status: move.to },
    });
  } else if (move.from !== null && move.from !== move.to) {
    await recordEvent(trx, {
      ...base,
      type: "credit_application.status_changed",
      data: { ...ids, from: move.from, to: move.to, action: move.action },
    });
  }
}

type DocumentRequestEventType =
  | "document_request.created"
  | "document_request.reminded"
  | "document_request.canceled"
  | "document_request.completed"
  | "document_request.expired";

/** A document request's event: its Host and its Guest may both read it. */
export async function recordDocumentRequestEvent(
  trx: Queryable,
  type: DocumentRequestEventType,
  request: { id: string; host_organization_id: string; guest_organization_id: string; status: string },
): Promise<void> {
  await recordEvent(trx, {
    type,
    recipients: [request.host_organization_id, request.guest_organization_id],
    resource: `document_request:${request.id}`,
    data: {
      document_request_id: request.id,
      host_organization_id: request.host_organization_id,
      guest_organization_id: request.guest_organization_id,
      status: request.status,
    },
  });
}

/** The organization itself and every Host it is connected to (who may read its files and metrics). */
async function ownerAndHosts(trx: Queryable, organizationId: string): Promise<string[]> {
  const hosts = await trx
    .selectFrom("connections")
    .select("host_organization_id")
    .where("guest_organization_id", "=", organizationId)
    .execute();
  return [organizationId, ...hosts.map((h) => h.host_organization_id)];
}

/**
 * financial_file.processed: the owner and, for an organization's own files (not a private
 * record's), its Hosts.
 */
export async function recordFileProcessedEvent(
  trx: Queryable,
  file: { id: string; organization_id: string; private_record_id: string | null },
  status: "valid" | "invalid" | "failed",
  audience: { only?: string; except?: string } = {},
): Promise<void> {
  // A file held for its uploader's review reaches only the uploader (`only`); when it is shared
  // later, the others learn of it (`except` the uploader, told already).
  const readers = file.private_record_id ? [file.organization_id] : await ownerAndHosts(trx, file.organization_id);
  const recipients = audience.only ? [audience.only] : readers.filter((r) => r !== audience.except);
  await recordEvent(trx, {
    type: "financial_file.processed",
    recipients,
    resource: `financial_file:${file.id}`,
    data: {
      financial_file_id: file.id,
      organization_id: file.private_record_id ? null : file.organization_id,
      private_record_id: file.private_record_id,
      status,
    },
  });
}

/**
 * financial_file.withdrawn: whoever could read the file: the owner and, for an organization's own
 * files, its Hosts; only the uploader when the file was never shared (held or still checked).
 */
export async function recordFileWithdrawnEvent(
  trx: Queryable,
  file: {
    id: string;
    organization_id: string;
    private_record_id: string | null;
    uploaded_by_organization_id: string;
    shared_at: Date | null;
    withdrawn_at: Date | null;
    withdrawn_by_organization_id: string | null;
  },
): Promise<void> {
  const recipients =
    file.shared_at === null
      ? [file.uploaded_by_organization_id]
      : file.private_record_id
        ? [file.organization_id]
        : await ownerAndHosts(trx, file.organization_id);
  // A shared Guest's other Hosts never learn which Host withdrew it (docs/api-conventions.md "Shared Guests").
  const by = file.withdrawn_by_organization_id;
  const knows = (r: string) => r === file.organization_id || r === by;
  for (const [group, withdrawnBy] of [
    [recipients.filter(knows), by],
    [recipients.filter((r) => !knows(r)), by === null ? null : ANOTHER_ORGANIZATION_ID],
  ] as const) {
    await recordEvent(trx, {
      type: "financial_file.withdrawn",
      recipients: group,
      resource: `financial_file:${file.id}`,
      data: {
        financial_file_id: file.id,
        organization_id: file.private_record_id ? null : file.organization_id,
        private_record_id: file.private_record_id,
        withdrawn_by_organization_id: withdrawnBy,
        withdrawn_at: file.withdrawn_at?.toISOString() ?? null,
      },
    });
  }
}

/** metrics.updated after a recompute: the organization and its Hosts, or a private record's owner. */
export async function recordMetricsUpdatedEvent(
  trx: Queryable,
  subject: { organizationId: string } | { privateRecordId: string },
  totalScore: number | null | undefined,
): Promise<void> {
  if ("privateRecordId" in subject) {
    const record = await trx
      .selectFrom("private_records")
      .select(["organization_id"])
      .where("id", "=", subject.privateRecordId)
      .executeTakeFirst();
    if (!record) return;
    await recordEvent(trx, {
      type: "metrics.updated",
      recipients: [record.organization_id],
      resource: `private_record:${subject.privateRecordId}`,
      data: { private_record_id: subject.privateRecordId, organization_id: null, total_score: totalScore ?? null },
    });
    return;
  }
  await recordEvent(trx, {
    type: "metrics.updated",
    recipients: await ownerAndHosts(trx, subject.organizationId),
    resource: `organization:${subject.organizationId}`,
    data: { organization_id: subject.organizationId, private_record_id: null, total_score: totalScore ?? null },
  });
}

/**
 * invitation.created (a partner was added): the inviting organization and the organization the
 * invitation is addressed to (same e-mail, case-insensitive), if it exists.
 */
export async function recordInvitationCreatedEvent(
  trx: Queryable,
  partner: { id: string; email: string; partner_type: string },
  hostId: string,
): Promise<void> {
  const invited = await trx
    .selectFrom("organizations")
    .select("id")
    .where(sql<boolean>`lower(email) = lower(${partner.email})`)
    .where("id", "<>", hostId)
    .where("deleted_at", "is", null)
    .execute();
  await recordEvent(trx, {
    type: "invitation.created",
    recipients: [hostId, ...invited.map((o) => o.id)],
    resource: `invitation:${partner.id}`,
    data: { invitation_id: partner.id, host_organization_id: hostId, partner_type: partner.partner_type },
  });
}

/** invitation.accepted: the Host and its new Guest. */
export async function recordInvitationAcceptedEvent(
  trx: Queryable,
  invitation: { id: string; host_organization_id: string; partner_type: string },
  guestId: string,
): Promise<void> {
  await recordEvent(trx, {
    type: "invitation.accepted",
    recipients: [invitation.host_organization_id, guestId],
    resource: `invitation:${invitation.id}`,
    data: {
      invitation_id: invitation.id,
      host_organization_id: invitation.host_organization_id,
      guest_organization_id: guestId,
      partner_type: invitation.partner_type,
    },
  });
}
