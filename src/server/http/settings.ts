import { sql } from "kysely";
import type { Database } from "../db/database";

/**
 * Service-wide switches kept in the database (shared by every instance): maintenance mode.
 * Reads are cached for one second per process; the instance that changes a switch sees it at once.
 */
export class SettingsStore {
  private maintenance = false;
  private readAt = 0;

  constructor(private readonly database: Database) {}

  async isMaintenance(): Promise<boolean> {
    if (Date.now() - this.readAt < 1000) return this.maintenance;
    try {
      const row = await this.database.db
        .selectFrom("service_settings")
        .select("value")
        .where("key", "=", "maintenance")
        .executeTakeFirst();
      this.maintenance = row?.value === true;
      this.readAt = Date.now();
    } catch {
      // Database unreachable: keep the last known state for a second too (not every request should
      // wait for the database's time-out here before its own statements wait again); the request
      // itself reports the outage.
      this.readAt = Date.now();
    }
    return this.maintenance;
  }

  async setMaintenance(enabled: boolean): Promise<void> {
    await sql`insert into service_settings (key, value, updated_at) values ('maintenance', ${JSON.stringify(enabled)}::jsonb, now())
      on conflict (key) do update set value = excluded.value, updated_at = now()`.execute(this.database.db);
    this.maintenance = enabled;
    this.readAt = Date.now();
  }
}
