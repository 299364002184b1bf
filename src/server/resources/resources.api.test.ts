import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import { countrySchema, currencySchema, organizationRoleSchema } from "../../contract/resources";

/** Reference lists (spec: Reference lists): plain arrays, token only, data from maintained sources. */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await (await server.createOrg()).token();
});
afterAll(async () => server?.close());

async function list<T>(path: string, schema: z.ZodType<T>): Promise<T[]> {
  const r = await server.request<unknown>("GET", path, { token });
  expect(r.status).toBe(200);
  expect(Array.isArray(r.body)).toBe(true);
  return z.array(schema).parse(r.body);
}

describe("GET /resources/currencies", () => {
  it("lists the ISO 4217 trade currencies with symbols, names, digits, rounding and priority", async () => {
    const currencies = await list("/resources/currencies", z.strictObject(currencySchema.shape));
    expect(currencies.length).toBeGreaterThan(140);
    expect(new Set(currencies.map((c) => c.code)).size).toBe(currencies.length);
    for (const c of currencies) expect(c.code).toMatch(/^[A-Z]{3}$/);
    const byCode = new Map(currencies.map((c) => [c.code, c]));
    expect(byCode.get("USD")).toMatchObject({
      symbol: "$",
      name: "US Dollar",
      decimal_digits: 2,
      name_plural: "US dollars",
    });
    expect(byCode.get("JPY")?.decimal_digits).toBe(0);
    expect(byCode.get("EUR")?.symbol).toBe("€");
    // Precious metals and fund codes are not trade currencies.
    expect(byCode.has("XAU")).toBe(false);
    // Lower priority value = higher precedence, and the list is in that order.
    expect(currencies[0]?.code).toBe("USD");
    const priorities = currencies.map((c) => c.priority);
    expect(priorities).toEqual([...priorities].sort((x, y) => x - y));
  });
});

describe("GET /resources/countries", () => {
  it("lists every ISO 3166-1 entry with alpha-2 and alpha-3 codes", async () => {
    const countries = await list("/resources/countries", z.strictObject(countrySchema.shape));
    expect(countries).toHaveLength(249);
    expect(new Set(countries.map((c) => c.country_code)).size).toBe(249);
    expect(new Set(countries.map((c) => c.country_code_alpha_3)).size).toBe(249);
    for (const c of countries) {
      expect(c.country_code).toMatch(/^[A-Z]{2}$/);
      expect(c.country_code_alpha_3).toMatch(/^[A-Z]{3}$/);
    }
    expect(countries).toContainEqual({ country_name: "Germany", country_code: "DE", country_code_alpha_3: "DEU" });
    expect(countries).toContainEqual({ country_name: "Japan", country_code: "JP", country_code_alpha_3: "JPN" });
  });
});

describe("GET /resources/organization-roles", () => {
  it("lists the organization roles with uuid ids and names", async () => {
    const roles = await list("/resources/organization-roles", z.strictObject(organizationRoleSchema.shape));
    expect(roles.length).toBeGreaterThanOrEqual(8);
    expect(roles.map((r) => r.name)).toEqual(expect.arrayContaining(["Freight forwarder", "Shipper"]));
    expect(new Set(roles.map((r) => r.id)).size).toBe(roles.length);
  });
});

describe("token only", () => {
  it("needs a token but no organization headers, and takes no query parameters", async () => {
    expect((await server.request("GET", "/resources/organization-roles")).status).toBe(401);
    const withHeaders = await server.request("GET", "/resources/countries", {
      token,
      headers: { "requester-organization-id": "ignored", "target-organization-id": "ignored" },
    });
    expect(withHeaders.status).toBe(200);
    expect((await server.request("GET", "/resources/countries", { token, query: { limit: 10 } })).status).toBe(422);
  });
});
