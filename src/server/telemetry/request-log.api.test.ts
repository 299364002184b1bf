import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balance2024, cashflow2024, income2024, openingBalance2023 } from "../../../test/support/analytics-fixtures";
import { tradeFinanceBody } from "../../../test/support/applications";
import { type ChildOrg, type ChildServer, startChildServer } from "../../../test/support/child-server";
import { type Receiver, startReceiver } from "../../../test/support/webhook-receiver";
import { annualReportPdf } from "../demo/statement-pdfs";

/**
 * Request ids and the log (issue 27, docs/operations.md "Request ids and logs"): the real server
 * in a child process logging JSON lines at the most verbose level (LOG_LEVEL=trace) to stdout, a
 * full journey (operator API, tokens, a partner invitation, a credit application and its moves, a
 * webhook endpoint with its secret, an upload that is extracted, recomputed and delivered), then
 * the whole log is read: one request id follows the upload through its jobs, and no secret,
 * token, password, Authorization value or file content appears anywhere. Tracing is off here.
 */

let server: ChildServer;
let hooks: Receiver;
let host: ChildOrg;
let guest: ChildOrg;

beforeAll(async () => {
  hooks = await startReceiver();
  server = await startChildServer({ LOG_LEVEL: "trace" });
  [host, guest] = [await server.createOrg(), await server.createOrg()];
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await hooks?.close();
});

describe("request ids and the log of a full journey", () => {
  it("follows one request id from an upload through its jobs, and logs no secret", async () => {
    const hostToken = await server.token(host);
    const guestToken = await server.token(guest);
    const asHost = { requester: host.id, target: host.id };
    const asGuest = { requester: guest.id, target: guest.id };

    // The Host invites the Guest, who accepts and applies; the Host moves the application.
    const partner = await server.request<{ id: string }>("POST", "/partners", {
      token: hostToken,
      as: asHost,
      body: { company_name: guest.name, partner_type: "customer", email: guest.email },
    });
    expect(partner.status, JSON.stringify(partner.body)).toBe(201);
    const accepted = await server.request("POST", `/invitations/${partner.body.id}/acceptance`, {
      token: guestToken,
      as: asGuest,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const application = await server.request<{ id: string }>("POST", "/credit-applications/trade-finance", {
      token: guestToken,
      as: { requester: guest.id, target: host.id },
      body: tradeFinanceBody(),
    });
    expect(application.status, JSON.stringify(application.body)).toBe(201);
    const review = await server.request(
      "POST",
      `/credit-applications/${application.body.id}/statuses/internal-review`,
      {
        token: hostToken,
        as: asHost,
      },
    );
    expect(review.status, JSON.stringify(review.body)).toBe(200);

    // The Guest subscribes to its files' events; the response shows the signing secret once.
    const endpoint = await server.request<{ id: string; secret: string }>("POST", "/webhook-endpoints", {
      token: guestToken,
      as: asGuest,
      body: { url: `${hooks.url}/journey`, event_types: ["*"] },
    });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    expect(endpoint.body.secret.length).toBeGreaterThan(10);

    // An error names its request id too, in the header (the spec's error body has no room for it).
    const refused = await server.request("GET", "/resources/currencies", {
      token: `${guestToken}x`,
      headers: { "x-request-id": "journey-refused-1" },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("x-request-id")).toBe("journey-refused-1");
    expect(Object.keys((refused.body as { detail: Array<Record<string, unknown>> }).detail[0] ?? {}).sort()).toEqual([
      "code",
      "loc",
      "msg",
      "type",
    ]);

    const requestId = `journey-upload-${randomBytes(6).toString("hex")}`;
    const pdf = await annualReportPdf(
      guest.name,
      { labels: "ifrs", scale: "units", negatives: "parentheses", dateStyle: "day-month", currency: "USD" },
      { end: "2024-12-31", balanceSheet: balance2024, incomeStatement: income2024, cashflow: cashflow2024 },
      { end: "2023-12-31", balanceSheet: openingBalance2023 },
    );
    const uploaded = await server.upload<{ id: string }>(`/organizations/${guest.id}/financial-files`, {
      token: guestToken,
      as: asGuest,
      bytes: pdf,
      currency: "USD",
      name: "annual-report-2024.pdf",
      headers: { "x-request-id": requestId },
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.headers.get("x-request-id")).toBe(requestId);

    // Extraction → financial_file.processed; recompute → metrics.updated; both delivered.
    await hooks.waitFor((l) => l.find((r) => r.path === "/journey" && r.json.type === "metrics.updated"), 90_000);
    await hooks.waitFor((l) => l.find((r) => r.path === "/journey" && r.json.type === "financial_file.processed"));

    // The log lines of that request id: the request's own, then each job it led to, however deep.
    const jobTypes = ["files.extract", "analytics.recompute", "webhooks.deliver"];
    const deadline = Date.now() + 60_000;
    for (;;) {
      const done = server
        .logLines()
        .filter((l) => l.reqId === requestId && l.msg === "job done")
        .map((l) => l.type);
      if (jobTypes.every((t) => done.includes(t))) break;
      if (Date.now() > deadline) throw new Error(`job lines of ${requestId} missing:\n${server.output().slice(-5000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const ofRequest = server.logLines().filter((l) => l.reqId === requestId);
    expect(ofRequest.some((l) => l.msg === "request" && l.method === "POST" && l.status === 200)).toBe(true);
    expect(ofRequest.some((l) => l.msg === "analytics recomputed")).toBe(true);
    expect(ofRequest.some((l) => l.msg === "webhook attempt")).toBe(true);
    // Every line of a request carries its id.
    const requestLines = server.logLines().filter((l) => l.msg === "request");
    expect(requestLines.length).toBeGreaterThan(8);
    for (const line of requestLines) expect(typeof line.reqId).toBe("string");

    const exit = await server.stop();
    expect(exit).toBe(0);
    const log = server.output();
    const secrets = {
      "host client secret": host.clientSecret,
      "guest client secret": guest.clientSecret,
      "host access token": hostToken,
      "guest access token": guestToken,
      "a token's signature": guestToken.split(".")[2] ?? "",
      "webhook secret": endpoint.body.secret,
      "webhook secret without prefix": endpoint.body.secret.replace(/^whsec_/, ""),
      "operator token": server.adminToken,
      "PDF bytes": "%PDF",
    };
    for (const [what, value] of Object.entries(secrets)) {
      expect(value.length, what).toBeGreaterThan(3);
      const where = log
        .split("\n")
        .filter((line) => line.includes(value))
        .map((line) => line.split(value).join("<here>").slice(0, 600));
      expect(where, `${what} appears in the log`).toEqual([]);
    }
    expect(log).not.toMatch(/bearer /i);
    // A library that logs a request's headers (multipart, at trace) gets them redacted.
    expect(log).not.toMatch(/"authorization":"(?!\[redacted\])/i);
    expect(log).not.toMatch(/client_secret/i);
  }, 240_000);
});
