import type { FastifyInstance } from "fastify";
import { listCountries, listCurrencies, listOrganizationRoles } from "../../contract/resources";
import { registerEndpoint } from "../http/register";
import type { Services } from "../services";
import { countryList, currencyList } from "./reference-data";

export function resourceRoutes(app: FastifyInstance, services: Services): void {
  registerEndpoint(app, services, listCurrencies, async () => currencyList());
  registerEndpoint(app, services, listCountries, async () => countryList());
  registerEndpoint(app, services, listOrganizationRoles, async () =>
    services.db.selectFrom("organization_roles").select(["id", "name"]).orderBy("name").execute(),
  );
}
