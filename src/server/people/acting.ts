import { AsyncLocalStorage } from "node:async_hooks";
import type { Kysely } from "kysely";
import type { ChangeActor } from "../../contract/common";
import type { DB } from "../db/schema";
import type { AuthContext } from "../http/context";
import { type AuditAction, actorOf, recordAudit } from "./audit";

/**
 * The person or API client a request acts for (issue 26 part 6, docs/people.md "Audit by
 * person"). `http/register.ts` runs every authenticated handler inside `runActing`, so the
 * services that write a change (and its history row and audit event, in the change's own
 * transaction) read who made it here instead of each signature growing an argument. Work that no
 * request started (expiry, jobs, the demo loader's direct calls) has no actor.
 */
export interface Acting {
  kind: "person" | "api_client";
  /** The person's user id or the API client's client_id. */
  id: string;
  /** The person's e-mail or the client_id (the audit log's label). */
  label: string;
  /** The acting organization (the Requester). */
  organizationId: string;
  /** The source address of the request. */
  address: string | null;
}

const scope = new AsyncLocalStorage<Acting>();

export function actingOf(ctx: AuthContext & { requesterId?: string }, address: string | null): Acting {
  const a = actorOf(ctx);
  return {
    kind: a.kind === "person" ? "person" : "api_client",
    id: a.id ?? ctx.clientId,
    label: a.label,
    organizationId: ctx.requesterId ?? ctx.organizationId,
    address,
  };
}

export function runActing<T>(acting: Acting, fn: () => T): T {
  return scope.run(acting, fn);
}

/** Who the current request acts for, if a request does. */
export function currentActing(): Acting | undefined {
  return scope.getStore();
}

/** What a history row stores of its actor (migration 0027): kind, id and the name shown. */
export interface StoredActor {
  actor_kind: "person" | "api_client" | null;
  actor_id: string | null;
  actor_label: string | null;
}

const noActor: StoredActor = { actor_kind: null, actor_id: null, actor_label: null };

/**
 * The current actor as a history row stores it: a person by the name they carry now (their
 * e-mail when the name is empty), an API client by its client_id. Read in the change's
 * transaction.
 */
export async function storedActor(db: Kysely<DB>): Promise<StoredActor> {
  const acting = currentActing();
  if (!acting) return noActor;
  if (acting.kind === "api_client") return { actor_kind: "api_client", actor_id: acting.id, actor_label: acting.id };
  const user = await db.selectFrom("users").select("name").where("id", "=", acting.id).executeTakeFirst();
  const name = user?.name.trim() ? user.name.trim() : acting.label;
  return { actor_kind: "person", actor_id: acting.id, actor_label: name };
}

/**
 * A stored actor as `reader` may see it: the acting organization's own members read the person's
 * name (or the client id); anyone else reads null, and the history names the organization.
 */
export function visibleActor(
  stored: { actor_kind: string | null; actor_label: string | null },
  actorOrganizationId: string | null,
  readerOrganizationId: string,
): ChangeActor | null {
  if (stored.actor_kind === null || stored.actor_label === null || actorOrganizationId !== readerOrganizationId) {
    return null;
  }
  return { kind: stored.actor_kind === "person" ? "person" : "api_client", name: stored.actor_label };
}

/**
 * The audit event of a change (issue 26 part 6), written with the db handle given — pass the
 * change's transaction, so a rolled-back change leaves no event. Nothing is written outside a
 * request (no actor to name).
 */
export async function auditChange(
  db: Kysely<DB>,
  action: AuditAction,
  details: Record<string, unknown> = {},
): Promise<void> {
  const acting = currentActing();
  if (!acting) return;
  await recordAudit(db, {
    organizationId: acting.organizationId,
    action,
    actor: { kind: acting.kind, id: acting.id, label: acting.label },
    address: acting.address,
    details,
  });
}
