import type { FastifyInstance } from "fastify";
import { createClient } from "../admin/service";
import { expireDueApplications } from "../applications/service";
import { withSweepsHeld } from "../background/sweep-hold";
import type { Services } from "../services";
import { DemoApi } from "./api";
import { demoOrganizations } from "./companies";
import { ensureDemoPeople } from "./people";
import { type DemoPlanSummary, runDemoPlan } from "./plan";

/**
 * The demo dataset (api-design §9), loaded by `npm start` on an empty embedded database and by
 * POST /admin/demo-data. Idempotent: loading twice leaves one copy (each step first looks for
 * what it would make). Apart from the organizations and their API clients (what the operator API
 * creates), everything goes through the public API in-process: partners and invitations,
 * connections, credit applications and their moves, private records, document requests and
 * statement PDFs uploaded to the real upload → extraction → metrics → score pipeline. Demo client
 * credentials are fixed so the README can list them; they exist only in demo data.
 */
export { demoOrganizations };

export interface DemoManifest {
  organizations: Array<{
    id: string;
    name: string;
    email: string;
    role: "forwarder" | "shipper";
    client_id: string;
    client_secret: string;
  }>;
  /** What the demo holds once its background jobs (extraction, metrics, expiry) have run. */
  dataset: DemoPlanSummary;
}

/** The organizations and their API clients, as the operator API would create them. */
async function ensureOrganizations(services: Services): Promise<void> {
  const { db } = services;
  for (const org of demoOrganizations) {
    await db
      .insertInto("organizations")
      .values({
        id: org.id,
        name: org.name,
        email: org.email,
        subscription: true,
        profile: JSON.stringify({ city: org.city, country_code: org.countryCode }) as never,
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    const existing = await db
      .selectFrom("api_clients")
      .select("client_id")
      .where("client_id", "=", org.clientId)
      .executeTakeFirst();
    if (!existing) await createClient(db, org.id, { clientId: org.clientId, clientSecret: org.clientSecret });
  }
  // People of the organizations, signing in to the console (issue 26; README, "Demo credentials").
  await ensureDemoPeople(db);
}

/** Loads of this process run one after the other (a second one then finds everything made). */
let running: Promise<unknown> = Promise.resolve();

/**
 * Loads the demo through `api`, the public API's Fastify instance, called in-process (the caller
 * that composes the service hands it in: this module never builds an app).
 */
export function loadDemoData(
  services: Services,
  api: FastifyInstance,
  options: DemoLoadOptions = {},
): Promise<DemoManifest> {
  // The expiry sweeps wait while the load writes its past-dated stories (background/sweep-hold.ts).
  const held = () => withSweepsHeld(services.db, "demo data load", () => load(services, api, options));
  const next = running.then(held, held);
  running = next.catch(() => undefined);
  return next;
}

export interface DemoLoadOptions {
  /** Called as each step of the load starts. */
  progress?: (step: number, steps: number, what: string) => void;
}

async function load(services: Services, api: FastifyInstance, options: DemoLoadOptions): Promise<DemoManifest> {
  await ensureOrganizations(services);
  await api.ready();
  const tokens = new Map<string, string>();
  for (const org of demoOrganizations) {
    tokens.set(org.id, (await services.tokens.issue(org.clientId, org.id)).token);
  }
  const summary = await runDemoPlan({
    api: new DemoApi(api),
    tokens,
    now: new Date(),
    expireApplications: (ids) => expireDueApplications(services.db, ids ? { ids } : {}),
    db: services.db,
    progress: options.progress,
  });
  return {
    organizations: demoOrganizations.map((o) => ({
      id: o.id,
      name: o.name,
      email: o.email,
      role: o.role,
      client_id: o.clientId,
      client_secret: o.clientSecret,
    })),
    dataset: summary,
  };
}

/** True when the database has no organization yet (demo data loads only then). */
export async function isEmptyDatabase(services: Services): Promise<boolean> {
  const row = await services.db.selectFrom("organizations").select("id").limit(1).executeTakeFirst();
  return row === undefined;
}
