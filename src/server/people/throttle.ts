import type { Kysely } from "kysely";
import type { PeopleSettings } from "../config";
import type { DB } from "../db/schema";
import { ApiError } from "../http/api-error";

/**
 * Back-off of failed sign-ins (issue 26, docs/people.md), per account (the e-mail tried, whether or
 * not it has an account, so the answer tells nothing) and per source address, stored in the
 * database so every instance shares it. After `after` failures a key is refused for
 * base × 2^(failures − after) seconds, at most `max`; failures are forgotten an hour after the
 * last one (or twice the maximum back-off, if longer), and a successful sign-in forgets the
 * account's. A refused attempt verifies no password and gets the same 429 whichever key refused.
 */
export interface ThrottleKey {
  key: string;
  after: number;
}

export function signInKeys(email: string, address: string, settings: PeopleSettings): ThrottleKey[] {
  return [
    { key: `account:${email.toLowerCase()}`, after: settings.backoffAfterAccountFailures },
    { key: `address:${address}`, after: settings.backoffAfterAddressFailures },
  ];
}

export function backoffSeconds(failures: number, after: number, settings: PeopleSettings): number {
  if (failures < after) return 0;
  const doublings = Math.min(failures - after, 30);
  return Math.min(settings.backoffBaseSeconds * 2 ** doublings, settings.backoffMaxSeconds);
}

export async function refuseIfBackedOff(db: Kysely<DB>, keys: ThrottleKey[]): Promise<void> {
  const now = new Date();
  const rows = await db
    .selectFrom("sign_in_throttle")
    .select("blocked_until")
    .where(
      "key",
      "in",
      keys.map((k) => k.key),
    )
    .where("blocked_until", ">", now)
    .execute();
  if (rows.length === 0) return;
  const longest = Math.max(...rows.map((r) => (r.blocked_until as Date).getTime() - now.getTime()));
  throw new ApiError("sign_in_rate_limit", {
    headers: { "retry-after": String(Math.max(1, Math.ceil(longest / 1000))) },
  });
}

export async function recordFailure(db: Kysely<DB>, keys: ThrottleKey[], settings: PeopleSettings): Promise<void> {
  const now = new Date();
  const forgetBefore = new Date(now.getTime() - Math.max(3600, 2 * settings.backoffMaxSeconds) * 1000);
  for (const k of keys) {
    const row = await db
      .insertInto("sign_in_throttle")
      .values({ key: k.key, failures: 1, last_failure_at: now, blocked_until: null })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when("sign_in_throttle.last_failure_at", "<", forgetBefore)
            .then(1)
            .else(eb("sign_in_throttle.failures", "+", 1))
            .end(),
          last_failure_at: now,
        })),
      )
      .returning("failures")
      .executeTakeFirstOrThrow();
    const wait = backoffSeconds(row.failures, k.after, settings);
    if (wait > 0) {
      await db
        .updateTable("sign_in_throttle")
        .set({ blocked_until: new Date(now.getTime() + wait * 1000) })
        .where("key", "=", k.key)
        .execute();
    }
  }
}

export async function forgetFailures(db: Kysely<DB>, key: ThrottleKey): Promise<void> {
  await db.deleteFrom("sign_in_throttle").where("key", "=", key.key).execute();
}
