import type { Kysely } from "kysely";
import {
  defaultOrganizationSettings,
  type OrganizationSettings,
  type UpdateOrganizationSettingsBody,
} from "../../contract/organization-settings";
import { appNow } from "../clock/clock";
import type { DB } from "../db/schema";
import type { Wire } from "../http/register";
import { auditChange } from "../people/acting";
import { inTransaction } from "../webhooks/events";

const settingColumns = [
  "decision_reasons_required",
  "agreement_includes_decision_reasons",
  "statement_stale_after_days",
  "updated_at",
] as const;

/**
 * Organization settings (contract/organization-settings.ts): one row per organization once it
 * changed a setting; until then every setting has its default.
 */
export async function readOrganizationSettings(
  db: Kysely<DB>,
  organizationId: string,
): Promise<Wire<OrganizationSettings>> {
  const row = await db
    .selectFrom("organization_settings")
    .select(settingColumns)
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  return row ?? { ...defaultOrganizationSettings, updated_at: null };
}

/** Changes the given settings (the others keep their value), creating the row on the first change. */
export async function updateOrganizationSettings(
  db: Kysely<DB>,
  organizationId: string,
  body: UpdateOrganizationSettingsBody,
): Promise<Wire<OrganizationSettings>> {
  const now = appNow();
  const changes = { ...body, updated_at: now };
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto("organization_settings")
      .values({ ...defaultOrganizationSettings, ...changes, organization_id: organizationId })
      .onConflict((oc) => oc.column("organization_id").doUpdateSet(changes))
      .returning(settingColumns)
      .executeTakeFirstOrThrow();
    await auditChange(trx, "settings_changed", { changes: body });
    return row;
  });
}
