import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { commonAuthErrors } from "./errors";

export const currencySchema = z
  .object({
    code: z.string().length(3),
    symbol: z.string().min(1).max(10),
    name: z.string().min(1).max(50),
    symbol_native: z.string().min(1).max(10),
    decimal_digits: z.number().int(),
    rounding: z.number(),
    name_plural: z.string().min(1).max(50),
    priority: z.number().int().min(0).describe("Lower value = higher precedence"),
  })
  .meta({ id: "Currency" });

export const countrySchema = z
  .object({
    country_name: z.string().min(1).max(70),
    country_code: z.string().length(2),
    country_code_alpha_3: z.string().length(3),
  })
  .meta({ id: "Country" });

export const organizationRoleSchema = z
  .object({ id: z.uuid(), name: z.string().min(1).max(100) })
  .meta({ id: "OrganizationRole" });

export type Currency = z.infer<typeof currencySchema>;
export type Country = z.infer<typeof countrySchema>;
export type OrganizationRole = z.infer<typeof organizationRoleSchema>;

export const listCurrencies = defineEndpoint({
  id: "listCurrencies",
  method: "GET",
  path: "/resources/currencies",
  summary: "Currencies (ISO 4217)",
  tag: "Reference lists",
  auth: "token",
  response: z.array(currencySchema),
  errors: commonAuthErrors,
});

export const listCountries = defineEndpoint({
  id: "listCountries",
  method: "GET",
  path: "/resources/countries",
  summary: "Countries (ISO 3166-1)",
  tag: "Reference lists",
  auth: "token",
  response: z.array(countrySchema),
  errors: commonAuthErrors,
});

export const listOrganizationRoles = defineEndpoint({
  id: "listOrganizationRoles",
  method: "GET",
  path: "/resources/organization-roles",
  summary: "Organization roles",
  tag: "Reference lists",
  auth: "token",
  response: z.array(organizationRoleSchema),
  errors: commonAuthErrors,
});

export const resourceEndpoints = [listCurrencies, listCountries, listOrganizationRoles] as const;
