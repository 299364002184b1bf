import { type Kysely, sql } from "kysely";
import type { DB } from "../db/schema";

/**
 * SQL of the idempotency keys (migration 0017). Every statement runs on its own (autocommit),
 * never inside a handler's transaction, and reads the database's real time (`now()`), never the
 * application clock: a key's 24 hours are transport time, the same for every instance.
 */

/** Who owns a key: the token's organization and client. */
export interface KeyScope {
  organizationId: string;
  clientId: string;
  key: string;
}

/** A stored answer (status, the replayed headers and the body bytes). */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export type KeyRow =
  | { state: "running"; fingerprint: string }
  | { state: "done"; fingerprint: string; answer: StoredAnswer };

/** How long a running request holds its key when its process dies before answering. */
export const LEASE_SECONDS = 120;
/** How long a key is remembered. */
export const KEY_TTL_HOURS = 24;

/**
 * Takes the key for a new run: inserts it, or takes over a row that expired or whose run was
 * abandoned (its lease ended, same request). Atomic (one statement on the primary key), so of
 * two identical requests arriving together exactly one gets `true`.
 */
export async function reserveKey(
  db: Kysely<DB>,
  scope: KeyScope,
  fingerprint: string,
  endpointId: string,
  leaseId: string,
): Promise<boolean> {
  const r = await sql<{ reserved: boolean }>`
    insert into idempotency_keys as k
      (organization_id, client_id, idempotency_key, fingerprint, endpoint_id, lease_id, locked_until, expires_at)
    values (${scope.organizationId}, ${scope.clientId}, ${scope.key}, ${fingerprint}, ${endpointId}, ${leaseId},
            now() + ${LEASE_SECONDS}::double precision * interval '1 second',
            now() + ${KEY_TTL_HOURS}::double precision * interval '1 hour')
    on conflict (organization_id, client_id, idempotency_key) do update
      set fingerprint = excluded.fingerprint, endpoint_id = excluded.endpoint_id, lease_id = excluded.lease_id,
          locked_until = excluded.locked_until, status = null, response_headers = null, response_body = null,
          created_at = now(), expires_at = excluded.expires_at
      where k.expires_at <= now()
         or (k.status is null and k.locked_until <= now() and k.fingerprint = excluded.fingerprint)
    returning true as reserved`.execute(db);
  return r.rows.length > 0;
}

/** The live (unexpired) row of a key, if any. */
export async function readKey(db: Kysely<DB>, scope: KeyScope): Promise<KeyRow | undefined> {
  const r = await sql<{
    fingerprint: string;
    status: number | null;
    response_headers: Record<string, string> | null;
    response_body: Uint8Array | null;
  }>`
    select fingerprint, status, response_headers, response_body from idempotency_keys
     where organization_id = ${scope.organizationId} and client_id = ${scope.clientId}
       and idempotency_key = ${scope.key} and expires_at > now()`.execute(db);
  const row = r.rows[0];
  if (!row) return undefined;
  if (row.status === null) return { state: "running", fingerprint: row.fingerprint };
  const bytes = row.response_body ?? new Uint8Array();
  return {
    state: "done",
    fingerprint: row.fingerprint,
    answer: {
      status: row.status,
      headers: row.response_headers ?? {},
      body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    },
  };
}

/** Stores the answer of the run holding `leaseId` (nothing when another run took the key over). */
export async function storeAnswer(
  db: Kysely<DB>,
  scope: KeyScope,
  leaseId: string,
  answer: StoredAnswer,
): Promise<void> {
  await sql`
    update idempotency_keys
       set status = ${answer.status}, response_headers = ${JSON.stringify(answer.headers)}::jsonb,
           response_body = ${answer.body}, locked_until = null
     where organization_id = ${scope.organizationId} and client_id = ${scope.clientId}
       and idempotency_key = ${scope.key} and lease_id = ${leaseId}`.execute(db);
}

/** Frees the key of the run holding `leaseId` (a 5xx, an answer that is not kept): a retry runs again. */
export async function releaseKey(db: Kysely<DB>, scope: KeyScope, leaseId: string): Promise<void> {
  await sql`
    delete from idempotency_keys
     where organization_id = ${scope.organizationId} and client_id = ${scope.clientId}
       and idempotency_key = ${scope.key} and lease_id = ${leaseId} and status is null`.execute(db);
}

/** Rows deleted per statement, so one pass never holds long locks. */
const BATCH = 1000;

/** Deletes expired keys. Safe in several instances at once (plain deletes by age). Returns the count. */
export async function pruneExpiredKeys(db: Kysely<DB>): Promise<number> {
  let deleted = 0;
  for (;;) {
    const r = await sql`
      delete from idempotency_keys where (organization_id, client_id, idempotency_key) in (
        select organization_id, client_id, idempotency_key from idempotency_keys
         where expires_at <= now() limit ${BATCH})`.execute(db);
    const n = Number(r.numAffectedRows ?? 0);
    deleted += n;
    if (n < BATCH) break;
  }
  return deleted;
}
