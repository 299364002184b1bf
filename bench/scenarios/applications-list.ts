import { listVariants } from "../applications-list-variants";
import { type BenchContext, registerScenario } from "../registry";
import { generateApplications } from "../seed-large";

/**
 * Credit applications list (issue 3) in `npm run bench`: the five list variants, with the exact
 * total_items, for a forwarder holding 50,000 applications from 999 shippers on the bench's
 * embedded database. The page-only comparison and the 1,000,000-application PostgreSQL run are
 * `npm run bench:applications` (bench/applications-list.ts).
 */

let seeded: Promise<void> | undefined;
function seed(ctx: BenchContext): Promise<void> {
  seeded ??= generateApplications(ctx.services.db, {
    applications: 50_000,
    forwarders: 1,
    organizations: 1_000,
    forwarderIds: [ctx.org.id],
  });
  return seeded;
}

for (const variant of listVariants) {
  registerScenario({
    name: `credit applications: ${variant.name}`,
    section: "Credit applications list",
    description: `GET /v1-beta/credit-applications?${variant.query} (50,000 applications, exact total_items)`,
    prepare: async (ctx) => {
      await seed(ctx);
      return {
        method: "GET",
        path: `/v1-beta/credit-applications?${variant.query}`,
        headers: ctx.orgHeaders(await ctx.token()),
      };
    },
  });
}
