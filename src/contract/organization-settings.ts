import { z } from "zod";
import { amountMaximum } from "./applications";
import { currencyCode, dateTime } from "./common";
import { defineEndpoint } from "./endpoint";
import { commonOrgErrors } from "./errors";

/**
 * The caller's own organization settings (issue 23): Self only, addressed without an org_id (like
 * GET /connections) since no organization reads or changes another's settings. Every setting has a
 * default, so an organization that never changed one reads the defaults.
 */
/** Days after a statement's period end until the portfolio calls it stale (1 day to 10 years). */
const statementStaleAfterDays = z.number().int().min(1).max(3650);

/**
 * Amounts per currency (four-eyes approval, issue 26): ISO 4217 code → a whole amount in that
 * currency. No conversion between currencies is ever made: an amount only speaks for its currency.
 */
export const amountsPerCurrencySchema = z
  .record(currencyCode, z.number().int().min(0).max(amountMaximum))
  .refine((r) => Object.keys(r).length <= 50, "At most 50 currencies")
  .meta({ id: "AmountsPerCurrency" });
export type AmountsPerCurrency = z.infer<typeof amountsPerCurrencySchema>;

export const organizationSettingsSchema = z
  .object({
    decision_reasons_required: z
      .boolean()
      .describe(
        "Decline (as forwarder) and reject (as shipper) require a `reason`: an empty or missing one answers 422",
      ),
    agreement_includes_decision_reasons: z
      .boolean()
      .describe("The credit agreements this forwarder sends print the analyst's approval reason"),
    statement_stale_after_days: statementStaleAfterDays.describe(
      "Additive (issue 25): the portfolio marks a company stale when its newest statement ends more than this many days ago (or it has none)",
    ),
    require_totp: z
      .boolean()
      .describe(
        "Additive (issue 26): people must use two-step sign-in (TOTP); one without it gets a session that can only set it up",
      ),
    second_approval_thresholds: amountsPerCurrencySchema.describe(
      "Additive (issue 26, four-eyes): per currency, the amount above which a person's approval only proposes and a second approver must confirm it. An application in a currency without an entry needs a second approval whenever any entry exists (no conversion between currencies); {} = never",
    ),
    updated_at: dateTime.nullable().describe("Last change; null while every setting has its default"),
  })
  .meta({ id: "OrganizationSettings" });
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;

export const defaultOrganizationSettings = {
  decision_reasons_required: false,
  agreement_includes_decision_reasons: false,
  statement_stale_after_days: 365,
  require_totp: false,
  second_approval_thresholds: {},
} as const satisfies Omit<OrganizationSettings, "updated_at">;

/** PATCH body: the settings to change, at least one; the others keep their value. */
export const updateOrganizationSettingsBody = z
  .strictObject({
    decision_reasons_required: z.boolean().optional(),
    agreement_includes_decision_reasons: z.boolean().optional(),
    statement_stale_after_days: statementStaleAfterDays.optional(),
    require_totp: z.boolean().optional(),
    second_approval_thresholds: amountsPerCurrencySchema.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, "Give at least one setting to change")
  .meta({ id: "UpdateOrganizationSettingsBody" });
export type UpdateOrganizationSettingsBody = z.infer<typeof updateOrganizationSettingsBody>;

export const getOrganizationSettings = defineEndpoint({
  id: "getOrganizationSettings",
  method: "GET",
  path: "/organization-settings",
  summary: "Read the caller's organization settings (defaults until changed)",
  tag: "Organizations",
  auth: "org",
  scenarios: ["self"],
  response: organizationSettingsSchema,
  errors: commonOrgErrors,
});

export const updateOrganizationSettings = defineEndpoint({
  id: "updateOrganizationSettings",
  method: "PATCH",
  path: "/organization-settings",
  summary: "Change the caller's organization settings",
  tag: "Organizations",
  auth: "org",
  scenarios: ["self"],
  body: updateOrganizationSettingsBody,
  response: organizationSettingsSchema,
  errors: commonOrgErrors,
});

export const organizationSettingsEndpoints = [getOrganizationSettings, updateOrganizationSettings] as const;
