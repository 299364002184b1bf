import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import { pruneWebhookLog } from "./retention";

let server: TestServer;
const db = () => server.built.services.db;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe("webhook delivery log retention", () => {
  it("deletes finished deliveries older than 30 days and the events left without deliveries; keeps pending and recent ones", async () => {
    const org = await server.createOrg();
    const endpoint = await db()
      .insertInto("webhook_endpoints")
      .values({
        organization_id: org.id,
        url: "https://example.com/hook",
        event_types: JSON.stringify(["*"]),
        secret: "whsec_test",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const daysAgo = (n: number) => sql<Date>`now() - ${n}::double precision * interval '1 day'`;
    const event = async (age: number) => {
      const id = `evt_${randomUUID()}`;
      await db()
        .insertInto("webhook_events")
        .values({
          id,
          organization_id: org.id,
          type: "webhook.test",
          resource_key: id,
          data: JSON.stringify({}),
          created_at: daysAgo(age),
        })
        .execute();
      return id;
    };
    const delivery = async (eventId: string, status: "pending" | "succeeded" | "failed", age: number) => {
      const row = await db()
        .insertInto("webhook_deliveries")
        .values({
          endpoint_id: endpoint.id,
          event_id: eventId,
          organization_id: org.id,
          event_type: "webhook.test",
          resource_key: eventId,
          status,
          created_at: daysAgo(age),
          updated_at: daysAgo(age),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const oldDone = await event(40);
    const oldPending = await event(40);
    const recent = await event(10);
    const orphan = await event(40);
    const gone = await delivery(oldDone, "succeeded", 40);
    const goneFailed = await delivery(oldDone, "failed", 31);
    const waiting = await delivery(oldPending, "pending", 40);
    const kept = await delivery(recent, "failed", 10);

    const pruned = await pruneWebhookLog(db());
    expect(pruned.deliveries).toBeGreaterThanOrEqual(2);
    expect(pruned.events).toBeGreaterThanOrEqual(2);

    const deliveries = (
      await db().selectFrom("webhook_deliveries").select("id").where("endpoint_id", "=", endpoint.id).execute()
    ).map((r) => r.id);
    expect(deliveries.sort()).toEqual([waiting, kept].sort());
    expect(deliveries).not.toContain(gone);
    expect(deliveries).not.toContain(goneFailed);
    const events = (
      await db().selectFrom("webhook_events").select("id").where("organization_id", "=", org.id).execute()
    ).map((r) => r.id);
    expect(events.sort()).toEqual([oldPending, recent].sort());
    expect(events).not.toContain(orphan);
  });
});
