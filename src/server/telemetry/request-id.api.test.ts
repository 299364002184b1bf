import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balance2024, cashflow2024, income2024, openingBalance2023 } from "../../../test/support/analytics-fixtures";
import { eventually, upload } from "../../../test/support/files";
import { startTestServer, type TestOrg, type TestServer } from "../../../test/support/harness";
import { annualReportPdf } from "../demo/statement-pdfs";

/**
 * Request ids (issue 27, docs/operations.md "Request ids and logs") on the real server in this
 * process, tracing off: `X-Request-Id` on every answer (errors and the operator API too), a
 * caller's id kept when well formed, the trace id of an inbound `traceparent` otherwise, and the
 * origin (request id and traceparent) stored with every job the request queued and with the jobs
 * those jobs queued.
 */

let server: TestServer;
let org: TestOrg;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  org = await server.createOrg();
  token = await org.token();
});

afterAll(async () => {
  await server?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const inboundTrace = "0af7651916cd43dd8448eb211c80319c";
const traceparent = `00-${inboundTrace}-b7ad6b7169203331-01`;

describe("X-Request-Id", () => {
  it("is on every answer, success or error, and keeps a caller's well-formed id", async () => {
    const ok = await server.request("GET", "/resources/currencies", { token });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-request-id")).toMatch(UUID);

    for (const [status, path, opts] of [
      [401, "/resources/currencies", {}],
      [404, "/no-such-thing", { token }],
      [422, "/resources/currencies", { token, query: { oops: 1 } }],
    ] as const) {
      const r = await server.request("GET", path, { ...opts, headers: { "x-request-id": `caller-${status}` } });
      expect(r.status).toBe(status);
      expect(r.headers.get("x-request-id")).toBe(`caller-${status}`);
      // The spec's error body stays as it is: the id travels in the header.
      for (const item of (r.body as { detail: object[] }).detail) {
        expect(Object.keys(item).sort()).toEqual(["code", "loc", "msg", "type"]);
      }
    }
  });

  it("replaces an id it will not log, and takes the trace id of a traceparent", async () => {
    const bad = await server.request("GET", "/resources/currencies", {
      token,
      headers: { "x-request-id": `${"x".repeat(200)}` },
    });
    expect(bad.headers.get("x-request-id")).toMatch(UUID);
    const traced = await server.request("GET", "/resources/currencies", { token, headers: { traceparent } });
    expect(traced.headers.get("x-request-id")).toBe(inboundTrace);
    const both = await server.request("GET", "/resources/currencies", {
      token,
      headers: { traceparent, "x-request-id": "mine" },
    });
    expect(both.headers.get("x-request-id")).toBe("mine");
  });

  it("is on the operator API's answers and on the answer to a malformed message", async () => {
    const admin = await server.adminRequest("GET", "/admin/nothing-here", { headers: { "x-request-id": "op-1" } });
    expect(admin.headers.get("x-request-id")).toBe("op-1");
    const refused = await server.adminRequest("POST", "/admin/organizations", { token: "wrong" });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("x-request-id")).toMatch(UUID);

    const port = Number(new URL(server.origin).port);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1");
      const chunks: Buffer[] = [];
      socket.on("data", (c: Buffer) => chunks.push(c));
      socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
      socket.on("error", reject);
      socket.write("NOT HTTP AT ALL\r\n\r\n");
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw).toMatch(/\r\nX-Request-Id: [0-9a-f-]{36}\r\n/i);
  });
});

describe("the origin of jobs", () => {
  it("stores the request id and traceparent with the jobs a request queued, and those jobs' jobs", async () => {
    const pdf = await annualReportPdf(
      org.name,
      { labels: "ifrs", scale: "units", negatives: "parentheses", dateStyle: "day-month", currency: "USD" },
      { end: "2024-12-31", balanceSheet: balance2024, incomeStatement: income2024, cashflow: cashflow2024 },
      { end: "2023-12-31", balanceSheet: openingBalance2023 },
    );
    const requestId = "origin-upload-1";
    const res = await fetch(`${server.baseUrl}/organizations/${org.id}/financial-files`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "requester-organization-id": org.id,
        "target-organization-id": org.id,
        "x-request-id": requestId,
        traceparent,
      },
      body: (() => {
        const form = new FormData();
        form.append("currency", "USD");
        form.append("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "annual-2024.pdf");
        return form;
      })(),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBe(requestId);

    const db = server.built.services.db;
    const jobsOf = () =>
      db.selectFrom("jobs").select(["type", "request_id", "traceparent"]).where("request_id", "=", requestId).execute();
    const queued = await jobsOf();
    expect(queued).toEqual([{ type: "files.extract", request_id: requestId, traceparent }]);

    // A request without any origin headers: its own (generated) id, no trace context.
    const other = await upload(server, `/organizations/${org.id}/financial-files`, {
      token,
      as: { requester: org.id, target: org.id },
      currency: "USD",
      file: { bytes: pdf, name: "annual-2024-copy.pdf" },
    });
    const otherId = other.headers.get("x-request-id") ?? "";
    expect(otherId).toMatch(UUID);
    const otherJob = await db
      .selectFrom("jobs")
      .select(["request_id", "traceparent"])
      .where("request_id", "=", otherId)
      .executeTakeFirstOrThrow();
    expect(otherJob).toEqual({ request_id: otherId, traceparent: null });

    const worker = server.built.tasks.find((t) => t.name === "job-worker");
    worker?.start();
    try {
      const all = await eventually(jobsOf, (rows) => rows.some((r) => r.type === "analytics.recompute"), 90_000);
      expect(all.find((r) => r.type === "analytics.recompute")).toEqual({
        type: "analytics.recompute",
        request_id: requestId,
        traceparent,
      });
    } finally {
      await worker?.stop();
    }
  }, 120_000);
});
