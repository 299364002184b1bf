import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiResponse,
  errorCodes,
  errorLocs,
  type RequestOptions,
  startTestServer,
  type TestOrg,
  type TestServer,
} from "../../../test/support/harness";
import type { PrivateRecord } from "../../contract/records";

type List = { items: PrivateRecord[]; total_items: number };

let server: TestServer;
let owner: TestOrg;
let other: TestOrg;
let ownerToken: string;
let otherToken: string;

/** A request in the Self scenario of `org`. */
function self<T>(org: TestOrg, token: string, method: string, path: string, opts: RequestOptions = {}) {
  return server.request<T>(method, path, { token, as: { requester: org.id, target: org.id }, ...opts });
}
const asOwner = <T>(method: string, path: string, opts: RequestOptions = {}) =>
  self<T>(owner, ownerToken, method, path, opts);

const codes = errorCodes;
const locs = errorLocs;

async function create(body: Record<string, unknown>, org = owner, token = ownerToken): Promise<PrivateRecord> {
  const r = await self<PrivateRecord>(org, token, "POST", "/private-records", { body });
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

const fullBody = {
  name: "Northwind Traders Ltd",
  currency_code: "EUR",
  email: "finance@northwind.example",
  phone: "+44 20 7946 0000",
  established_date: "2004-05-17",
  size_id: "medium",
  role_id: "6f1c7c52-5b0e-4d8e-9a51-0d7f3b2a1c05",
  naics_code_id: "424490",
  address: "1 Harbour Road",
  city: "London",
  state: "Greater London",
  postal_code: "E14 5AB",
  country_code: "GB",
  website: "https://northwind.example",
  company_registration_number: "01234567",
  tax_id: "GB123456789",
  corporation_type_id: "private_limited_company",
};

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.createOrg();
  other = await server.createOrg();
  ownerToken = await owner.token();
  otherToken = await other.token();
});
afterAll(async () => server?.close());

describe("POST /private-records", () => {
  it("creates a record with every field, owned by the caller and not archived", async () => {
    const r = await asOwner<PrivateRecord>("POST", "/private-records", { body: fullBody });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ ...fullBody, archived: false, archived_at: null, total_score: null });
    expect(r.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(r.body.created_at)).not.toBeNaN();
  });

  it("needs only name and currency_code; the other fields are null", async () => {
    const r = await asOwner<PrivateRecord>("POST", "/private-records", {
      body: { name: "Minimal Co", currency_code: "USD" },
    });
    expect(r.status).toBe(201);
    expect(r.body.email).toBeNull();
    expect(r.body.established_date).toBeNull();
    expect(r.body.role_id).toBeNull();
  });

  it("reports every length bound and format problem at once", async () => {
    const r = await asOwner("POST", "/private-records", {
      body: {
        name: "",
        currency_code: "usd",
        email: `${"a".repeat(95)}@x.example`,
        address: "a".repeat(501),
        city: "c".repeat(101),
        state: "",
        postal_code: "p".repeat(31),
        country_code: "gbr",
        website: "ftp://example.com",
        company_registration_number: "r".repeat(256),
        tax_id: "",
        corporation_type_id: "short",
        established_date: "2004-13-01",
        role_id: "not-a-uuid",
        phone: "call me",
      },
    });
    expect(r.status).toBe(422);
    expect(locs(r)).toEqual(
      expect.arrayContaining(
        [
          "name",
          "currency_code",
          "email",
          "address",
          "city",
          "state",
          "postal_code",
          "country_code",
          "website",
          "company_registration_number",
          "tax_id",
          "corporation_type_id",
          "established_date",
          "role_id",
          "phone",
        ].map((f) => ["body", f]),
      ),
    );
    expect(new Set(codes(r))).toEqual(new Set(["validation_error"]));
  });

  it("accepts the boundary lengths", async () => {
    const r = await asOwner<PrivateRecord>("POST", "/private-records", {
      body: {
        name: "n".repeat(300),
        currency_code: "JPY",
        address: "a".repeat(500),
        city: "c".repeat(100),
        postal_code: "p".repeat(30),
        corporation_type_id: "t".repeat(10),
        tax_id: "x",
      },
    });
    expect(r.status).toBe(201);
  });

  it("requires name and currency_code and refuses unknown fields", async () => {
    const r = await asOwner("POST", "/private-records", { body: { archived: true, organization_id: owner.id } });
    expect(r.status).toBe(422);
    expect(locs(r)).toEqual(
      expect.arrayContaining([
        ["body", "name"],
        ["body", "currency_code"],
        ["body", "archived"],
        ["body", "organization_id"],
      ]),
    );
  });

  it("refuses a currency, country or role that is not in the reference lists", async () => {
    const r = await asOwner("POST", "/private-records", {
      body: {
        name: "Refs",
        currency_code: "ZZZ",
        country_code: "ZZ",
        role_id: "00000000-0000-4000-8000-000000000000",
      },
    });
    expect(r.status).toBe(422);
    expect(locs(r)).toEqual([
      ["body", "currency_code"],
      ["body", "country_code"],
      ["body", "role_id"],
    ]);
  });

  it("refuses an establishment date in the future", async () => {
    const next = `${new Date().getUTCFullYear() + 1}-01-01`;
    const r = await asOwner("POST", "/private-records", {
      body: { name: "Future", currency_code: "USD", established_date: next },
    });
    expect(r.status).toBe(422);
    expect(locs(r)).toEqual([["body", "established_date"]]);
  });
});

describe("GET /private-records/{record_id} and PATCH", () => {
  it("reads the caller's own record", async () => {
    const rec = await create({ name: "Readable", currency_code: "USD" });
    const r = await asOwner<PrivateRecord>("GET", `/private-records/${rec.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(rec);
  });

  it("answers 404 private_record_not_found for another organization's record and for unknown ids", async () => {
    const rec = await create({ name: "Not yours", currency_code: "USD" }, other, otherToken);
    for (const id of [rec.id, "7d7a4b1e-0000-4000-8000-000000000001"]) {
      const get = await asOwner("GET", `/private-records/${id}`);
      expect(get.status).toBe(404);
      expect(codes(get)).toEqual(["private_record_not_found"]);
      const patch = await asOwner("PATCH", `/private-records/${id}`, { body: { archived: true } });
      expect(patch.status).toBe(404);
      expect(codes(patch)).toEqual(["private_record_not_found"]);
    }
    const still = await self<PrivateRecord>(other, otherToken, "GET", `/private-records/${rec.id}`);
    expect(still.body.archived).toBe(false);
  });

  it("answers 422 for an id that is not a uuid", async () => {
    const r = await asOwner("GET", "/private-records/123");
    expect(r.status).toBe(422);
    expect(locs(r)).toEqual([["path", "record_id"]]);
  });

  it("archives (setting archived_at) and unarchives (clearing it)", async () => {
    const rec = await create({ name: "Archivable", currency_code: "USD" });
    const a = await asOwner<PrivateRecord>("PATCH", `/private-records/${rec.id}`, { body: { archived: true } });
    expect(a.status).toBe(200);
    expect(a.body.archived).toBe(true);
    expect(a.body.archived_at).not.toBeNull();
    expect(Date.parse(a.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(rec.updated_at));

    const again = await asOwner<PrivateRecord>("PATCH", `/private-records/${rec.id}`, { body: { archived: true } });
    expect(again.body.archived_at).toBe(a.body.archived_at);
    expect(again.body.updated_at).toBe(a.body.updated_at);

    const u = await asOwner<PrivateRecord>("PATCH", `/private-records/${rec.id}`, { body: { archived: false } });
    expect(u.status).toBe(200);
    expect(u.body).toMatchObject({ archived: false, archived_at: null });
  });

  it("lets only `archived` change: any other field is 422 and nothing changes", async () => {
    const rec = await create({ name: "Fixed name", currency_code: "USD" });
    const r = await asOwner("PATCH", `/private-records/${rec.id}`, { body: { archived: true, name: "Renamed" } });
    expect(r.status).toBe(422);
    expect(locs(r)).toEqual([["body", "name"]]);
    const missing = await asOwner("PATCH", `/private-records/${rec.id}`, { body: {} });
    expect(missing.status).toBe(422);
    expect(locs(missing)).toEqual([["body", "archived"]]);
    const wrongType = await asOwner("PATCH", `/private-records/${rec.id}`, { body: { archived: "yes" } });
    expect(wrongType.status).toBe(422);
    const after = await asOwner<PrivateRecord>("GET", `/private-records/${rec.id}`);
    expect(after.body).toMatchObject({ name: "Fixed name", archived: false });
  });

  it("answers 400 unsupported_crud_operation for a method the path does not serve", async () => {
    const rec = await create({ name: "Undeletable", currency_code: "USD" });
    const r = await asOwner("DELETE", `/private-records/${rec.id}`);
    expect(r.status).toBe(400);
    expect(codes(r)).toEqual(["unsupported_crud_operation"]);
  });
});

describe("GET /private-records", () => {
  let org: TestOrg;
  let token: string;
  const list = (query: RequestOptions["query"]) => self<List>(org, token, "GET", "/private-records", { query });
  const names = (r: ApiResponse<List>) => r.body.items.map((i) => i.name);

  beforeAll(async () => {
    org = await server.createOrg();
    token = await org.token();
    const specs = [
      { name: "alpha Logistics", email: "ops@alpha.example", score: 71.5 },
      { name: "Bravo Freight", email: "finance@bravo.example", score: 42 },
      { name: "charlie 100% Cargo", email: null, score: null },
      { name: "Delta_Shipping", email: "ops@delta.example", score: 88 },
      { name: "Echo Logistics", email: "hello@echo.example", score: null },
    ];
    for (const s of specs) {
      const rec = await create(
        { name: s.name, currency_code: "USD", ...(s.email ? { email: s.email } : {}) },
        org,
        token,
      );
      if (s.score !== null) {
        // Scores are written by the analytics engine; set them as it would.
        await server.built.services.db
          .updateTable("private_records")
          .set({ total_score: s.score, score_updated_at: new Date(Date.now() - s.score * 1000) })
          .where("id", "=", rec.id)
          .execute();
      }
      if (s.name.startsWith("Bravo") || s.name.startsWith("Echo")) {
        await self(org, token, "PATCH", `/private-records/${rec.id}`, { body: { archived: true } });
      }
    }
  });

  it("lists only the caller's records, by name ascending (case-insensitive) by default", async () => {
    const r = await list({});
    expect(r.status).toBe(200);
    expect(r.body.total_items).toBe(5);
    expect(names(r)).toEqual([
      "alpha Logistics",
      "Bravo Freight",
      "charlie 100% Cargo",
      "Delta_Shipping",
      "Echo Logistics",
    ]);
  });

  it("filters by archived", async () => {
    expect(names(await list({ archived: true }))).toEqual(["Bravo Freight", "Echo Logistics"]);
    const active = await list({ archived: false });
    expect(active.body.total_items).toBe(3);
    expect(active.body.items.every((i) => !i.archived)).toBe(true);
  });

  it("searches name (default) or email as a case-insensitive substring, wildcards taken literally", async () => {
    expect(names(await list({ search_text: "LOGISTICS" }))).toEqual(["alpha Logistics", "Echo Logistics"]);
    expect(names(await list({ search_text: "00%" }))).toEqual(["charlie 100% Cargo"]);
    expect(names(await list({ search_text: "a_S" }))).toEqual(["Delta_Shipping"]);
    expect(names(await list({ search_field: "email", search_text: "ops@" }))).toEqual([
      "alpha Logistics",
      "Delta_Shipping",
    ]);
    expect(names(await list({ search_field: "email", search_text: "logistics" }))).toEqual([]);
    const combined = await list({ search_text: "logistics", archived: true });
    expect(names(combined)).toEqual(["Echo Logistics"]);
    expect(combined.body.total_items).toBe(1);
  });

  it("orders by every order field, empty values last in both directions", async () => {
    expect(names(await list({ order_by: "name", order_dir: "desc" }))[0]).toBe("Echo Logistics");
    expect(names(await list({ order_by: "email" }))).toEqual([
      "Bravo Freight",
      "Echo Logistics",
      "alpha Logistics",
      "Delta_Shipping",
      "charlie 100% Cargo",
    ]);
    const byScore = names(await list({ order_by: "total_score", order_dir: "desc" }));
    expect(byScore.slice(0, 3)).toEqual(["Delta_Shipping", "alpha Logistics", "Bravo Freight"]);
    expect(byScore.slice(3).sort()).toEqual(["Echo Logistics", "charlie 100% Cargo"]);
    expect(names(await list({ order_by: "total_score", order_dir: "asc" })).slice(0, 3)).toEqual([
      "Bravo Freight",
      "alpha Logistics",
      "Delta_Shipping",
    ]);
    // score_updated_at = now - score seconds: the highest score was scored earliest.
    expect(names(await list({ order_by: "score_updated_at" })).slice(0, 3)).toEqual([
      "Delta_Shipping",
      "alpha Logistics",
      "Bravo Freight",
    ]);
    expect(names(await list({ order_by: "created_at" }))).toEqual([
      "alpha Logistics",
      "Bravo Freight",
      "charlie 100% Cargo",
      "Delta_Shipping",
      "Echo Logistics",
    ]);
    expect(names(await list({ order_by: "created_at", order_dir: "desc" }))[0]).toBe("Echo Logistics");
    const byArchived = names(await list({ order_by: "archived_at", order_dir: "desc" }));
    expect(byArchived.slice(0, 2)).toEqual(["Echo Logistics", "Bravo Freight"]);
    const byUpdated = names(await list({ order_by: "updated_at", order_dir: "desc" }));
    expect(byUpdated[0]).toBe("Echo Logistics");
  });

  it("pages with limit and offset; total_items counts every match", async () => {
    const p1 = await list({ limit: 2, offset: 0 });
    const p2 = await list({ limit: 2, offset: 2 });
    const p3 = await list({ limit: 2, offset: 4 });
    const past = await list({ limit: 2, offset: 10 });
    expect([...names(p1), ...names(p2), ...names(p3)]).toEqual(names(await list({})));
    expect(p1.body.total_items).toBe(5);
    expect(past.body).toEqual({ items: [], total_items: 5 });
  });

  it("validates every query parameter, including unknown ones", async () => {
    const r = await list({
      search_field: "phone",
      search_text: "ab",
      archived: "maybe",
      order_by: "city",
      order_dir: "up",
      limit: 101,
      offset: -1,
      page: 2,
    });
    expect(r.status).toBe(422);
    expect(locs(r)).toEqual(
      expect.arrayContaining(
        ["search_field", "search_text", "archived", "order_by", "order_dir", "limit", "offset", "page"].map((f) => [
          "query",
          f,
        ]),
      ),
    );
    expect((await list({ search_text: "x".repeat(256) })).status).toBe(422);
    expect((await list({ limit: 0 })).status).toBe(422);
    expect((await list({ search_text: "abc", limit: 100 })).status).toBe(200);
  });
});

describe("access", () => {
  it("allows only the Self scenario: Host and Guest scenarios get 403 access_denied", async () => {
    const host = await server.createOrg();
    const guest = await server.createOrg();
    await server.connect(host, guest);
    const hostToken = await host.token();
    const guestToken = await guest.token();
    const hostRec = await create({ name: "Host record", currency_code: "USD" }, host, hostToken);
    const asHost = await server.request("GET", `/private-records/${hostRec.id}`, {
      token: hostToken,
      as: { requester: host.id, target: guest.id },
    });
    expect(asHost.status).toBe(403);
    expect(codes(asHost)).toEqual(["access_denied"]);
    const asGuest = await server.request("GET", "/private-records", {
      token: guestToken,
      as: { requester: guest.id, target: host.id },
    });
    expect(asGuest.status).toBe(403);
    const unconnected = await server.request("POST", "/private-records", {
      token: ownerToken,
      as: { requester: owner.id, target: host.id },
      body: { name: "X", currency_code: "USD" },
    });
    expect(unconnected.status).toBe(403);
    expect(codes(unconnected)).toEqual(["access_denied"]);
    // A Guest cannot see its Host's record in Self either.
    const guestSelf = await self(guest, guestToken, "GET", `/private-records/${hostRec.id}`);
    expect(guestSelf.status).toBe(404);
  });

  it("needs a token (401) and the organization headers (422)", async () => {
    const noToken = await server.request("GET", "/private-records", { as: { requester: owner.id, target: owner.id } });
    expect(noToken.status).toBe(401);
    expect(codes(noToken)).toEqual(["token_required"]);
    const noHeaders = await server.request("GET", "/private-records", { token: ownerToken });
    expect(noHeaders.status).toBe(422);
    expect(locs(noHeaders)).toEqual(
      expect.arrayContaining([
        ["header", "requester-organization-id"],
        ["header", "target-organization-id"],
      ]),
    );
  });

  it("is served identically under /v1", async () => {
    const rec = await create({ name: "Versioned", currency_code: "USD" });
    const r = await server.request<PrivateRecord>("GET", `/v1/private-records/${rec.id}`, {
      token: ownerToken,
      as: { requester: owner.id, target: owner.id },
    });
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(rec.id);
  });
});
