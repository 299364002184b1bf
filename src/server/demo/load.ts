import { sql } from "kysely";
import { createClient } from "../admin/service";
import type { Services } from "../services";

/**
 * The demo dataset (api-design §9; filled out by the analytics issue). Idempotent: loading twice
 * leaves one copy. Demo client credentials are fixed so the README can list them; they exist only
 * in demo data.
 */
export const demoOrganizations = [
  {
    key: "forwarder",
    id: "0b3f5c2e-1a4d-4e7f-9c11-000000000001",
    name: "Atlas Freight Forwarding Ltd",
    email: "credit@atlas-freight.example",
    clientId: "demo-forwarder",
    clientSecret: "demo-forwarder-secret",
  },
  {
    key: "shipper",
    id: "0b3f5c2e-1a4d-4e7f-9c11-000000000002",
    name: "Borealis Trading Co",
    email: "finance@borealis-trading.example",
    clientId: "demo-shipper",
    clientSecret: "demo-shipper-secret",
  },
] as const;

export interface DemoManifest {
  organizations: Array<{ id: string; name: string; email: string; client_id: string; client_secret: string }>;
}

export async function loadDemoData(services: Services): Promise<DemoManifest> {
  const { db } = services;
  for (const org of demoOrganizations) {
    await db
      .insertInto("organizations")
      .values({ id: org.id, name: org.name, email: org.email, subscription: true })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    const existing = await db
      .selectFrom("api_clients")
      .select("client_id")
      .where("client_id", "=", org.clientId)
      .executeTakeFirst();
    if (!existing) {
      await createClient(db, org.id, { clientId: org.clientId, clientSecret: org.clientSecret });
    }
  }
  const [forwarder, shipper] = demoOrganizations;
  await sql`insert into connections (host_organization_id, guest_organization_id)
    values (${forwarder.id}, ${shipper.id}) on conflict do nothing`.execute(db);
  return {
    organizations: demoOrganizations.map((o) => ({
      id: o.id,
      name: o.name,
      email: o.email,
      client_id: o.clientId,
      client_secret: o.clientSecret,
    })),
  };
}

/** True when the database has no organization yet (demo data loads only then). */
export async function isEmptyDatabase(services: Services): Promise<boolean> {
  const row = await services.db.selectFrom("organizations").select("id").limit(1).executeTakeFirst();
  return row === undefined;
}
