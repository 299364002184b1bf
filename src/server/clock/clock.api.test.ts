import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractNow } from "../../contract/clock";
import { type Database, openPglite } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { appNow, parseDemoClock, runAtClock } from "./clock";

/** The application clock: a scope's instant in TypeScript, in the contract and in SQL, nowhere else. */
let database: Database;

beforeAll(async () => {
  database = await openPglite("memory");
  await migrateToLatest(database);
});
afterAll(async () => database?.close());

const past = new Date("2025-06-15T09:30:00.000Z");

describe("the application clock", () => {
  it("is real time outside a scope and the scope's instant inside it (TypeScript and contract)", async () => {
    expect(Math.abs(appNow().getTime() - Date.now())).toBeLessThan(1000);
    await runAtClock(past, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(appNow().toISOString()).toBe(past.toISOString());
      expect(contractNow()).toBe(past.getTime());
    });
    expect(Math.abs(contractNow() - Date.now())).toBeLessThan(1000);
  });

  it("accepts only a well-formed instant that is not in the future", () => {
    expect(parseDemoClock("2025-06-15T09:30:00.000Z")?.toISOString()).toBe(past.toISOString());
    expect(parseDemoClock(new Date(Date.now() + 3_600_000).toISOString())).toBeUndefined();
    expect(parseDemoClock("yesterday")).toBeUndefined();
    expect(parseDemoClock(["2025-06-15T09:30:00.000Z"])).toBeUndefined();
    expect(parseDemoClock(undefined)).toBeUndefined();
  });

  it("gives app_now() the scope's instant for the scope's statements only, in and out of transactions", async () => {
    const db = database.db;
    const read = async () => (await sql<{ t: Date }>`select app_now() as t`.execute(db)).rows[0]?.t;
    const inScope = runAtClock(past, async () => {
      const one = await read();
      const two = await db
        .transaction()
        .execute(async (trx) => (await sql<{ t: Date }>`select app_now() as t`.execute(trx)).rows[0]?.t);
      return [one, two];
    });
    // A statement outside the scope, racing with it for the one PGlite connection, reads real time.
    const outside = read();
    const [[one, two], real] = await Promise.all([inScope, outside]);
    expect(one?.toISOString()).toBe(past.toISOString());
    expect(two?.toISOString()).toBe(past.toISOString());
    expect(Math.abs((real?.getTime() ?? 0) - Date.now())).toBeLessThan(5000);
    // The connection is given back at real time.
    expect(Math.abs(((await read())?.getTime() ?? 0) - Date.now())).toBeLessThan(5000);
    const setting = await sql<{ v: string | null }>`select current_setting('app.now', true) as v`.execute(db);
    expect(setting.rows[0]?.v ?? "").toBe("");
  });

  it("stamps column defaults and the application reference's year from the scope", async () => {
    const db = database.db;
    const row = await runAtClock(past, () =>
      sql<{
        created_at: Date;
      }>`insert into organizations (name, email) values ('Clock Co', 'clock@example.com') returning created_at`.execute(
        db,
      ),
    );
    expect(row.rows[0]?.created_at.toISOString()).toBe(past.toISOString());
    const ref = await runAtClock(new Date("2024-12-31T23:00:00.000Z"), () =>
      sql<{ r: string }>`select next_credit_application_reference(app_now()) as r`.execute(db),
    );
    expect(ref.rows[0]?.r.startsWith("CA-2024-")).toBe(true);
  });
});
