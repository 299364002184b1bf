import type { Kysely } from "kysely";
import {
  type AmountsPerCurrency,
  defaultOrganizationSettings,
  type OrganizationSettings,
  type UpdateOrganizationSettingsBody,
} from "../../contract/organization-settings";
import { appNow } from "../clock/clock";
import type { DB } from "../db/schema";
import { validationFailure } from "../http/api-error";
import type { Wire } from "../http/register";
import { auditChange } from "../people/acting";
import { isKnownCurrency } from "../resources/reference-data";
import { inTransaction } from "../webhooks/events";

const settingColumns = [
  "decision_reasons_required",
  "agreement_includes_decision_reasons",
  "statement_stale_after_days",
  "require_totp",
  "second_approval_thresholds",
  "updated_at",
] as const;

/**
 * Refuses a currency the service does not know in an amounts-per-currency setting (the contract
 * checks the form of the code; the list lives on the server): 422 at `loc` + the code.
 */
export function checkKnownCurrencies(amounts: AmountsPerCurrency | undefined | null, loc: string[]): void {
  if (!amounts) return;
  const unknown = Object.keys(amounts).filter((c) => !isKnownCurrency(c));
  if (unknown.length > 0) {
    throw validationFailure(
      unknown.map((c) => ({ loc: [...loc, c], msg: `${c} is not a currency the service knows`, type: "value_error" })),
    );
  }
}

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
  checkKnownCurrencies(body.second_approval_thresholds, ["body", "second_approval_thresholds"]);
  const now = appNow();
  const { second_approval_thresholds: thresholds, ...rest } = body;
  const changes = {
    ...rest,
    ...(thresholds !== undefined ? { second_approval_thresholds: JSON.stringify(thresholds) } : {}),
    updated_at: now,
  };
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto("organization_settings")
      .values({
        ...defaultOrganizationSettings,
        second_approval_thresholds: JSON.stringify(defaultOrganizationSettings.second_approval_thresholds),
        ...changes,
        organization_id: organizationId,
      })
      .onConflict((oc) => oc.column("organization_id").doUpdateSet(changes))
      .returning(settingColumns)
      .executeTakeFirstOrThrow();
    await auditChange(trx, "settings_changed", { changes: body });
    return row;
  });
}
