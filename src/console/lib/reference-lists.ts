import { queryOptions, useQuery } from "@tanstack/react-query";
import { listCountries, listCurrencies, listOrganizationRoles } from "../../contract/resources";
import { callApi } from "./api-client";

/**
 * The reference lists (GET /resources/…, token only), cached for the whole session under one key
 * each: currencies by the list's priority, countries and roles by name.
 */
export const currenciesQueryOptions = queryOptions({
  queryKey: ["resources", "currencies"],
  queryFn: ({ signal }) =>
    callApi(listCurrencies, { signal }).then((list) =>
      [...list].sort((a, b) => a.priority - b.priority || a.code.localeCompare(b.code)),
    ),
  staleTime: Number.POSITIVE_INFINITY,
});

export const countriesQueryOptions = queryOptions({
  queryKey: ["resources", "countries"],
  queryFn: ({ signal }) =>
    callApi(listCountries, { signal }).then((list) =>
      [...list].sort((a, b) => a.country_name.localeCompare(b.country_name)),
    ),
  staleTime: Number.POSITIVE_INFINITY,
});

export const organizationRolesQueryOptions = queryOptions({
  queryKey: ["resources", "organization-roles"],
  queryFn: ({ signal }) =>
    callApi(listOrganizationRoles, { signal }).then((list) => [...list].sort((a, b) => a.name.localeCompare(b.name))),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useCurrencies() {
  return useQuery(currenciesQueryOptions);
}

export function useCountries() {
  return useQuery(countriesQueryOptions);
}

export function useOrganizationRoles() {
  return useQuery(organizationRolesQueryOptions);
}
