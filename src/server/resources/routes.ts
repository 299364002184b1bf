import type { FastifyInstance } from "fastify";
import { listCountries, listCurrencies, listOrganizationRoles } from "../../contract/resources";
import { PreSerialized, registerEndpoint } from "../http/register";
import type { Services } from "../services";
import { countryList, currencyList } from "./reference-data";

export function resourceRoutes(app: FastifyInstance, services: Services): void {
  // Constant for the life of the process: serialized once.
  const currencies = PreSerialized.of(currencyList());
  const countries = PreSerialized.of(countryList());
  registerEndpoint(app, services, listCurrencies, async () => currencies);
  registerEndpoint(app, services, listCountries, async () => countries);
  registerEndpoint(app, services, listOrganizationRoles, async () =>
    services.db.selectFrom("organization_roles").select(["id", "name"]).orderBy("name").execute(),
  );
}
