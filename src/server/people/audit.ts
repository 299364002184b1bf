import type { Kysely } from "kysely";
import type { AuditAction, ListAuditEventsQuery } from "../../contract/people-admin";
import type { DB } from "../db/schema";
import type { AuthContext } from "../http/context";

export type { AuditAction };

/** Who acted: a person, an API client, or nobody known yet (a failed sign-in names the e-mail tried). */
export interface AuditActor {
  kind: "person" | "api_client" | "anonymous";
  id: string | null;
  label: string;
}

export function actorOf(ctx: AuthContext): AuditActor {
  if (ctx.person) return { kind: "person", id: ctx.person.userId, label: ctx.person.email };
  return { kind: "api_client", id: ctx.clientId, label: ctx.clientId };
}

export interface AuditEntry {
  organizationId: string | null;
  action: AuditAction;
  actor: AuditActor;
  address: string | null;
  subjectUserId?: string | null;
  /** What the event is about when it is not a person (a client_id, …); defaults to subjectUserId. */
  subjectId?: string | null;
  details?: Record<string, unknown>;
}

/** One row of the audit log (issue 26, part 6). Written in the caller's transaction when given one. */
export async function recordAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_events")
    .values({
      organization_id: entry.organizationId,
      action: entry.action,
      actor_kind: entry.actor.kind,
      actor_id: entry.actor.id,
      actor_label: entry.actor.label,
      address: entry.address,
      subject_user_id: entry.subjectUserId ?? null,
      subject_id: entry.subjectId ?? entry.subjectUserId ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}

/**
 * The organization's audit log, newest first, with the filters of `listAuditEventsQuery` (AND),
 * paged by limit/offset with the exact total (docs/people.md, "Audit log"). Every filter is a
 * column of the row, so it works for any action of the enum, including ones added later.
 */
export async function listAudit(db: Kysely<DB>, organizationId: string, query: ListAuditEventsQuery) {
  let base = db.selectFrom("audit_events").where("organization_id", "=", organizationId);
  if (query.action) base = base.where("action", "in", query.action);
  if (query.actor_kind) base = base.where("actor_kind", "=", query.actor_kind);
  if (query.actor_id) base = base.where("actor_id", "=", query.actor_id);
  if (query.subject) base = base.where("subject_id", "=", query.subject);
  if (query.from) base = base.where("at", ">=", new Date(query.from));
  if (query.to) base = base.where("at", "<", new Date(query.to));
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy("id", "desc").limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      at: r.at,
      action: r.action as AuditAction,
      actor: { kind: r.actor_kind, id: r.actor_id, label: r.actor_label },
      address: r.address,
      subject_user_id: r.subject_user_id,
      subject_id: r.subject_id,
      details: r.details,
    })),
    total_items: Number(total.n),
  };
}
