import type { Kysely } from "kysely";
import type { auditActions } from "../../contract/people";
import type { DB } from "../db/schema";
import type { AuthContext } from "../http/context";

export type AuditAction = (typeof auditActions)[number];

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
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}

export async function listAudit(db: Kysely<DB>, organizationId: string, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom("audit_events")
      .selectAll()
      .where("organization_id", "=", organizationId)
      .orderBy("id", "desc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("audit_events")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("organization_id", "=", organizationId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      at: r.at,
      action: r.action as AuditAction,
      actor: { kind: r.actor_kind, id: r.actor_id, label: r.actor_label },
      address: r.address,
      subject_user_id: r.subject_user_id,
      details: r.details,
    })),
    total_items: Number(total.n),
  };
}
