import net from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apply,
  type Caller,
  caller,
  creditTermsBody,
  factoringBody,
  invite,
  requestChangesBody,
  tradeFinanceBody,
} from "../../../test/support/applications";
import { sendMultipart, tinyPdf } from "../../../test/support/files";
import { type ApiResponse, type ErrorBody, startTestServer, type TestServer } from "../../../test/support/harness";
import { allEndpoints } from "../../contract/index";

/**
 * The text rule at the contract's edge (docs/api-conventions.md, "Text"; issue 24): NUL, unpaired
 * surrogates and control characters are refused with 422 and the field's `loc` before any
 * database call, on every part of every endpoint (the token endpoint, form-encoded too, the
 * operator API and multipart parts included), and never reach the log as a failure. It replays
 * the kinds of probe an adversarial run answered 500 with. Also: a request without `Host` and
 * CORS preflights get the contract's answers.
 */

const NUL = "a\u0000b";
const SURROGATE = "a\ud800b";

let server: TestServer;
let corsServer: TestServer;
const ALLOWED_ORIGIN = "https://console.example.test";
const logLines: string[] = [];
let host: Caller;
let guest: Caller;
let partnerId: string;
let applicationId: string;
let recordId: string;

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  [server, corsServer] = await Promise.all([
    startTestServer({ logLevel: "info", logStream }),
    startTestServer({ corsOrigins: [ALLOWED_ORIGIN] }),
  ]);
  host = await caller(server, await server.createOrg({ name: "Text Rule Forwarding" }));
  guest = await caller(server, await server.createOrg({ name: "Text Rule Shipping" }));
  partnerId = await invite(host, guest);
  applicationId = await apply(guest, host, "trade-finance");
  const record = await host.call<{ id: string }>("POST", "/private-records", {
    body: { name: "Text Rule Record", currency_code: "EUR" },
  });
  recordId = record.body.id;
}, 120_000);

afterAll(async () => {
  await Promise.all([server?.close(), corsServer?.close()]);
});

function locs(r: ApiResponse): string[] {
  return (r.body as ErrorBody).detail.map((d) => JSON.stringify(d.loc));
}

/** 422 validation_error with an item at `loc` (and only validation items), in the contract's body. */
function expectRefused(r: ApiResponse, loc: Array<string | number>, label: string): void {
  expect(r.status, `${label}: ${JSON.stringify(r.body)}`).toBe(422);
  const body = r.body as ErrorBody;
  expect(
    body.detail.every((d) => d.code === "validation_error"),
    label,
  ).toBe(true);
  expect(locs(r), label).toContain(JSON.stringify(loc));
  // The rule's item is not repeated by the schema's own complaint about the same field.
  expect(
    locs(r).filter((l) => l === JSON.stringify(loc)),
    label,
  ).toHaveLength(1);
}

/** Every string leaf of a JSON value, with its path. */
function stringLeaves(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...path, i]));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  }
  return [];
}

function replaced(value: unknown, path: Array<string | number>, by: string): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path as [string | number, ...Array<string | number>];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replaced(copy[head], rest, by);
  return copy;
}

async function raw(origin: string, text: string): Promise<string> {
  const { port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    let received = "";
    socket.on("data", (d) => {
      received += String(d);
    });
    socket.on("close", () => resolve(received));
    socket.on("error", () => resolve(received));
    socket.write(text);
  });
}

function bodyOfRaw(response: string): ErrorBody {
  return JSON.parse(response.slice(response.indexOf("\r\n\r\n") + 4)) as ErrorBody;
}

describe("the text rule: NUL, unpaired surrogates and control characters", () => {
  it("the token endpoint, as JSON and form-encoded: 422 on the field", async () => {
    for (const [field, value] of [
      ["client_id", NUL],
      ["client_secret", NUL],
      ["client_id", SURROGATE],
      ["client_secret", SURROGATE],
      ["grant_type", NUL],
    ] as const) {
      const body = { client_id: "demo", client_secret: "secret", [field]: value };
      const json = await server.request("POST", "/oauth2/token", { body });
      expectRefused(json, ["body", field], `token JSON ${field} ${JSON.stringify(value)}`);
      if (value === NUL) {
        const form = await server.request("POST", "/oauth2/token", {
          body: new URLSearchParams(body).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        });
        expectRefused(form, ["body", field], `token form ${field}`);
      }
    }
    // A control character in a single-line form value is refused as well; a clean request is not.
    const form = await server.request("POST", "/oauth2/token", {
      body: "client_id=a%01b&client_secret=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expectRefused(form, ["body", "client_id"], "token form U+0001");
    const clean = await server.request("POST", "/oauth2/token", { body: { client_id: "ab", client_secret: "x" } });
    expect(clean.status).toBe(401);
  });

  it("every {credit_application_id} route: 422 on the path parameter, for the Host and the Guest", async () => {
    const routes = allEndpoints.filter((e) => e.path.includes("{credit_application_id}"));
    expect(routes.length).toBeGreaterThanOrEqual(17);
    for (const e of routes) {
      for (const id of ["abcdefghij%00", "abcdefghij%01", `${applicationId}%00`]) {
        const path = e.path.replace("{credit_application_id}", id);
        for (const who of [host, guest]) {
          const r = await who.call(e.method, path, {
            target: who === host ? guest.org.id : host.org.id,
            body: e.method === "GET" ? undefined : {},
          });
          expectRefused(r, ["path", "credit_application_id"], `${e.id} ${id}`);
        }
      }
    }
  });

  it("search_text on every list that has one: 422 on the parameter; the same list without it answers", async () => {
    const lists = allEndpoints.filter(
      (e) => e.method === "GET" && e.query && "shape" in e.query && "search_text" in (e.query.shape as object),
    );
    expect(lists.map((e) => e.id).sort()).toEqual(
      [
        "getPortfolio",
        "listCreditApplications",
        "listDocumentRequests",
        "listHostDocumentRequests",
        "listPartners",
        "listPrivateRecords",
      ].sort(),
    );
    for (const e of lists) {
      const path = e.path.replace("{org_id}", guest.org.id);
      // Self: the Host's own lists, and the requests it sent to its Guest.
      const target = host.org.id;
      const page = { limit: 10, offset: 0 };
      for (const text of [NUL, "abc\u0000", "a\tb c", "abc\u001b[31m"]) {
        const r = await host.call(e.method, path, { target, query: { ...page, search_text: text } });
        expectRefused(r, ["query", "search_text"], `${e.id} ${JSON.stringify(text)}`);
      }
      const clean = await host.call(e.method, path, { target, query: { ...page, search_text: "abc" } });
      expect(clean.status, `${e.id} clean: ${JSON.stringify(clean.body)}`).toBe(200);
    }
  });

  it("every string field of partner, private record and application bodies: 422 on the field", async () => {
    // The Host edits its partners and records and acts on its Guest's application and requests;
    // the Guest applies to its Host and edits its application.
    const bodies: Array<{ label: string; method: string; path: string; who: Caller; target: Caller; body: unknown }> = [
      {
        label: "createPartner",
        method: "POST",
        path: "/partners",
        who: host,
        target: host,
        body: {
          company_name: "Quayside Freight Ltd",
          partner_type: "supplier",
          email: "finance@quayside.example",
          frequency: "monthly",
          payment_terms: "NET 30",
          address: "1 Quay Street",
          city: "Hull",
          state: "Yorkshire",
          country_code: "GB",
          company_registration_number: "GB-0001",
        },
      },
      {
        label: "updatePartner",
        method: "PATCH",
        path: `/partners/${partnerId}`,
        who: host,
        target: host,
        body: { company_name: "Text Rule Shipping", payment_terms: "NET 45", address: "2 Quay Street" },
      },
      {
        label: "createPrivateRecord",
        method: "POST",
        path: "/private-records",
        who: host,
        target: host,
        body: {
          name: "Harbour Records Ltd",
          currency_code: "USD",
          email: "records@harbour.example",
          phone: "+44 1482 000000",
          address: "3 Quay Street",
          city: "Hull",
          state: "Yorkshire",
          postal_code: "HU1 1AA",
          country_code: "GB",
          website: "https://harbour.example",
          company_registration_number: "GB-0002",
          tax_id: "GB123456789",
        },
      },
      {
        label: "createCreditTermsApplication",
        method: "POST",
        path: "/credit-applications/credit-terms",
        who: guest,
        target: host,
        body: creditTermsBody(),
      },
      {
        label: "createTradeFinanceApplication",
        method: "POST",
        path: "/credit-applications/trade-finance",
        who: guest,
        target: host,
        body: tradeFinanceBody(),
      },
      {
        label: "createFactoringApplication",
        method: "POST",
        path: "/credit-applications/factoring",
        who: guest,
        target: host,
        body: factoringBody(),
      },
      {
        label: "updateTradeFinanceApplication",
        method: "PUT",
        path: `/credit-applications/trade-finance/${applicationId}`,
        who: guest,
        target: host,
        body: tradeFinanceBody(),
      },
      {
        label: "requestCreditApplicationChanges",
        method: "POST",
        path: `/credit-applications/${applicationId}/statuses/request-changes`,
        who: host,
        target: guest,
        body: requestChangesBody,
      },
      {
        label: "approveCreditApplication",
        method: "POST",
        path: `/credit-applications/${applicationId}/statuses/approve`,
        who: host,
        target: guest,
        body: { approved_amount: 1000, conditions: "Quarterly statements", reason: "Sound figures" },
      },
      {
        label: "declineCreditApplication",
        method: "POST",
        path: `/credit-applications/${applicationId}/statuses/decline`,
        who: host,
        target: guest,
        body: { reason: "Too leveraged" },
      },
      {
        label: "sendCreditApplicationForSignature",
        method: "POST",
        path: `/credit-applications/${applicationId}/signature-process`,
        who: host,
        target: guest,
        body: { signer_name: "Ada Shipper", signer_email: "ada@shipper.example", message: "Please sign" },
      },
      {
        label: "createDocumentRequest",
        method: "POST",
        path: `/organizations/${guest.org.id}/documents/requests`,
        who: host,
        target: guest,
        body: {
          items: [{ document_type: "year_end_financial", period_type: "year", period_year: 2024 }],
          comment: "Audited, please",
        },
      },
    ];
    let probes = 0;
    for (const b of bodies) {
      const leaves = stringLeaves(b.body);
      expect(leaves.length, b.label).toBeGreaterThan(0);
      for (const leaf of leaves) {
        for (const bad of [NUL, SURROGATE, "a\u0007b"]) {
          const r = await b.who.call(b.method, b.path, { target: b.target.org.id, body: replaced(b.body, leaf, bad) });
          expectRefused(r, ["body", ...leaf], `${b.label} ${leaf.join(".")} ${JSON.stringify(bad)}`);
          probes += 1;
        }
      }
      // The same body, clean, passes validation.
      const clean = await b.who.call(b.method, b.path, { target: b.target.org.id, body: b.body });
      expect(clean.status, `${b.label} clean: ${JSON.stringify(clean.body)}`).not.toBe(422);
      expect(clean.status).toBeLessThan(500);
    }
    expect(probes).toBeGreaterThanOrEqual(46 * 3);
  });

  it("free text keeps its tabs and line breaks; a control character in a field name is refused", async () => {
    const r = await host.call<{ address: string }>("POST", "/partners", {
      body: {
        company_name: "Multiline Freight",
        partner_type: "customer",
        email: "multi@line.example",
        address: "Dock 4\r\nGate\t7",
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.address).toBe("Dock 4\r\nGate\t7");
    const key = await host.call("POST", "/partners", {
      body: { company_name: "Key Freight", partner_type: "customer", email: "key@key.example", "ci\u0000ty": "x" },
    });
    expectRefused(key, ["body", "ci\u0000ty"], "field name");
    // A body nested far deeper than any schema is walked without exhausting the stack.
    const deep = await host.call("POST", "/partners", {
      body: `${'{"a":'.repeat(5000)}"x\\u0000"${"}".repeat(5000)}`,
      headers: { "content-type": "application/json" },
    });
    expect(deep.status).toBeLessThan(500);
  });

  it("path, query and other parts of other endpoints: the record, partner and list routes", async () => {
    expectRefused(await host.call("GET", `/private-records/${recordId}%00`), ["path", "record_id"], "record id");
    expectRefused(await host.call("GET", "/partners/%00"), ["path", "partner_id"], "partner id");
    expectRefused(
      await host.call("GET", "/partners", { query: { "search\u0000text": "x" } }),
      ["query", "search\u0000text"],
      "query name",
    );
    expectRefused(
      await host.call("GET", "/connections", { query: { x: "\u0000" } }),
      ["query", "x"],
      "unknown query param",
    );
  });

  it("headers: Node's parser refuses a NUL with bad_request; an in-process request gets 422 on the header", async () => {
    const r = await raw(
      server.origin,
      `GET /v1-beta/connections HTTP/1.1\r\nHost: x\r\nRequester-Organization-Id: a\u0000b\r\nConnection: close\r\n\r\n`,
    );
    expect(r).toMatch(/^HTTP\/1\.1 400/);
    expect(bodyOfRaw(r).detail[0]?.code).toBe("bad_request");
    const injected = await server.built.app.inject({
      method: "GET",
      url: "/v1-beta/connections",
      headers: {
        authorization: `Bearer ${host.token}`,
        "requester-organization-id": `${host.org.id}\u0000`,
        "target-organization-id": host.org.id,
        "x-probe": "a\u0001b",
      },
    });
    const body = injected.json() as ErrorBody;
    expect(injected.statusCode).toBe(422);
    expect(body.detail.map((d) => JSON.stringify(d.loc)).sort()).toEqual(
      [JSON.stringify(["header", "requester-organization-id"]), JSON.stringify(["header", "x-probe"])].sort(),
    );
  });

  it("multipart parts: a field value and the file name", async () => {
    const boundary = "----text-rule";
    const parts = (currency: string, filename: string) =>
      Buffer.concat([
        Buffer.from(
          [
            `--${boundary}`,
            'Content-Disposition: form-data; name="currency"',
            "",
            currency,
            `--${boundary}`,
            `Content-Disposition: form-data; name="file"; filename="${filename}"`,
            "Content-Type: application/pdf",
            "",
            "",
          ].join("\r\n"),
        ),
        tinyPdf(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const send = (currency: string, filename: string) =>
      sendMultipart(
        server,
        `/organizations/${guest.org.id}/financial-files`,
        { token: guest.token, as: { requester: guest.org.id, target: guest.org.id } },
        parts(currency, filename),
        `multipart/form-data; boundary=${boundary}`,
      );
    expectRefused(await send("US\u0000", "statements.pdf"), ["body", "currency"], "currency NUL");
    expectRefused(await send("USD", "state\u0000ments.pdf"), ["body", "file"], "file name NUL");
    expectRefused(await send("USD", "state\u0001ments.pdf"), ["body", "file"], "file name U+0001");
    expect((await send("USD", "statements.pdf")).status).toBe(200);
  });

  it("the operator API: path parameters and bodies", async () => {
    expectRefused(
      await server.adminRequest("PATCH", "/admin/clients/a%00b", { body: { disabled: true } }),
      ["path", "clientId"],
      "admin client",
    );
    expectRefused(await server.adminRequest("DELETE", "/admin/clients/a%00b"), ["path", "clientId"], "admin delete");
    expectRefused(
      await server.adminRequest("DELETE", "/admin/organizations/a%00b"),
      ["path", "id"],
      "admin delete org",
    );
    expectRefused(
      await server.adminRequest("POST", "/admin/organizations", { body: { name: NUL, email: "nul@example.com" } }),
      ["body", "name"],
      "admin org name",
    );
    // The operator's token is checked first (401 before 422).
    const noToken = await server.adminRequest("DELETE", "/admin/clients/a%00b", { token: "wrong" });
    expect(noToken.status).toBe(401);
  });

  it("order of checks: the token before the text rule, and an unknown path stays 404", async () => {
    const r = await server.request("GET", "/credit-applications/abcdefghij%00");
    expect(r.status).toBe(401);
    const unknown = await host.call("GET", "/no-such-thing/%00");
    expect(unknown.status).toBe(404);
  });

  it("logged no failure for any of the probes above", () => {
    const entries = logLines.map((l) => JSON.parse(l) as { level: number; status?: number });
    // The stream is wired up: it holds the request lines of the refused probes.
    expect(entries.filter((e) => e.status === 422).length).toBeGreaterThan(100);
    expect(entries.filter((e) => e.level >= 50)).toEqual([]);
  });
});

describe("a request without Host", () => {
  it("HTTP/1.1 without Host: 400 bad_request with the contract's body and loc", async () => {
    const r = await raw(server.origin, "GET /v1-beta/resources/currencies HTTP/1.1\r\nConnection: close\r\n\r\n");
    expect(r).toMatch(/^HTTP\/1\.1 400/);
    expect(r.toLowerCase()).toContain("content-type: application/json");
    expect(r.toLowerCase()).toContain("x-request-id:");
    const body = bodyOfRaw(r);
    expect(body.detail).toEqual([
      { loc: ["header", "host"], msg: expect.any(String), type: "request", code: "bad_request" },
    ]);
  });

  it("the operator API answers the same", async () => {
    const r = await raw(server.adminOrigin, "GET /admin/anything HTTP/1.1\r\nConnection: close\r\n\r\n");
    expect(r).toMatch(/^HTTP\/1\.1 400/);
    expect(bodyOfRaw(r).detail[0]?.code).toBe("bad_request");
  });

  it("HTTP/1.0, where Host is optional, is served", async () => {
    const r = await raw(server.origin, "GET /healthz HTTP/1.0\r\n\r\n");
    expect(r).toMatch(/^HTTP\/1\.1 200/);
  });
});

describe("CORS preflight", () => {
  const preflight = (origin: string, base: string, path = "/partners") =>
    fetch(`${base}${path}`, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "PATCH",
        "access-control-request-headers": "authorization,requester-organization-id",
      },
    });

  function expectNoAllowHeaders(r: Response): void {
    for (const name of r.headers.keys()) expect(name.startsWith("access-control-allow-")).toBe(false);
  }

  it("without CORS_ORIGINS: 204 without allow headers, on known and unknown paths", async () => {
    for (const path of ["/partners", "/no-such-path"]) {
      const r = await preflight(ALLOWED_ORIGIN, server.baseUrl, path);
      expect(r.status).toBe(204);
      expect(await r.text()).toBe("");
      expectNoAllowHeaders(r);
      expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("with CORS_ORIGINS: the listed origin gets the full preflight answer", async () => {
    const r = await preflight(ALLOWED_ORIGIN, corsServer.baseUrl);
    expect(r.status).toBe(204);
    expect(r.headers.get("access-control-allow-origin")).toBe(ALLOWED_ORIGIN);
    expect(r.headers.get("access-control-allow-methods")).toContain("PATCH");
    expect(r.headers.get("access-control-allow-headers")).toContain("requester-organization-id");
    expect(r.headers.get("vary")).toMatch(/origin/i);
  });

  it("with CORS_ORIGINS: another origin gets 204 without allow headers", async () => {
    const r = await preflight("https://evil.example", corsServer.baseUrl);
    expect(r.status).toBe(204);
    expectNoAllowHeaders(r);
  });

  it("an OPTIONS that is no preflight is the usual 400 unsupported_crud_operation, with or without CORS", async () => {
    for (const [base, origin] of [
      [server.baseUrl, undefined],
      [corsServer.baseUrl, ALLOWED_ORIGIN],
      [corsServer.baseUrl, undefined],
    ] as const) {
      const r = await fetch(`${base}/partners`, { method: "OPTIONS", headers: origin ? { origin } : {} });
      expect(r.status).toBe(400);
      expect(r.headers.get("content-type")).toMatch(/^application\/json/);
      expect(((await r.json()) as ErrorBody).detail[0]?.code).toBe("unsupported_crud_operation");
    }
  });
});
