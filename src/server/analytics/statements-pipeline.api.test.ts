import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balance2024, cashflow2024, income2024, openingBalance2023 } from "../../../test/support/analytics-fixtures";
import { startTestServer, type TestOrg, type TestServer } from "../../../test/support/harness";
import type { MetricItem, ScoreItem } from "../../contract/analytics";
import type { FinancialFile } from "../../contract/files";
import type { PrivateRecord } from "../../contract/records";
import { annualReportPdf, type PrintStyle } from "../demo/statement-pdfs";

/**
 * The whole pipeline over HTTP with the job worker running: upload a statement PDF with known
 * figures → extraction job → analytics.recompute job → the metrics and score endpoints.
 */

type Metrics = { items: MetricItem[]; total_items: number };
type Scores = { items: ScoreItem[]; total_items: number };

let server: TestServer;
let org: TestOrg;
let token: string;

const style: PrintStyle = {
  labels: "ifrs",
  scale: "units",
  negatives: "parentheses",
  dateStyle: "day-month",
  currency: "USD",
};

async function upload(pathName: string, pdf: Uint8Array): Promise<FinancialFile> {
  const form = new FormData();
  form.append("currency", "USD");
  form.append("file", new Blob([Buffer.from(pdf)], { type: "application/pdf" }), "annual-report-2024.pdf");
  const res = await fetch(`${server.baseUrl}${pathName}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "requester-organization-id": org.id,
      "target-organization-id": org.id,
    },
    body: form,
  });
  const body = (await res.json()) as FinancialFile;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

/**
 * Polls until the pipeline's result is complete — all 38 metric types of the period, current ratio
 * among them — since extraction and recompute run in the background (a reader may see a recompute
 * in progress); then the caller checks the values. Returns the last answer after 30 s.
 */
async function metricsOf(pathName: string): Promise<Metrics> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const r = await server.request<Metrics>("GET", pathName, {
      token,
      as: { requester: org.id, target: org.id },
      query: { period_type: "yearly", date_from: "2024-12-31", date_to: "2024-12-31" },
    });
    expect(r.status).toBe(200);
    const complete =
      r.body.total_items === 38 &&
      r.body.items.length === 38 &&
      r.body.items.some((m) => m.metric_type === "current_ratio");
    if (complete || Date.now() > deadline) return r.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function expectKnownFigures(metrics: Metrics): void {
  const value = (t: string) => metrics.items.find((m) => m.metric_type === t)?.value;
  expect(metrics.total_items).toBe(38);
  expect(value("current_ratio")).toBe(1.5); // 1,500 / 1,000
  expect(value("quick_ratio")).toBe(0.9); // (1,500 − 500 − 100) / 1,000
  expect(value("gross_profit_margin")).toBe(0.3); // 1,500 / 5,000
  expect(value("ebitda_margin")).toBe(0.14); // 700 / 5,000
  expect(value("ebit_margin")).toBe(0.1); // 500 / 5,000
  expect(value("net_profit_margin")).toBe(0.06); // 300 / 5,000
  expect(value("free_cash_flow")).toBe(250); // 450 − 200
  expect(value("dscr")).toBeCloseTo(600 / 180, 5);
}

beforeAll(async () => {
  // The harness gives the server a temporary data directory of its own and removes it on close.
  server = await startTestServer();
  for (const task of server.built.tasks) task.start();
  org = await server.createOrg({ subscription: true });
  token = await org.token();
});

afterAll(async () => {
  await server?.close();
});

describe("an uploaded statement PDF becomes metrics and a score", () => {
  it("reads the known figures back from the organization's metrics and scores", async () => {
    // The statement names the organization itself: another company's name would hold its
    // documents for review (the company-name check) and keep them out of the metrics.
    const pdf = await annualReportPdf(
      org.name,
      style,
      { end: "2024-12-31", balanceSheet: balance2024, incomeStatement: income2024, cashflow: cashflow2024 },
      { end: "2023-12-31", balanceSheet: openingBalance2023 },
    );
    await upload(`/organizations/${org.id}/financial-files`, pdf);
    expectKnownFigures(await metricsOf(`/organizations/${org.id}/metrics`));

    const scores = await server.request<Scores>("GET", `/organizations/${org.id}/metrics/scores`, {
      token,
      as: { requester: org.id, target: org.id },
    });
    expect(scores.body.items.map((s) => s.date)).toEqual(["2024-12-31", "2023-12-31"]);
    for (const s of scores.body.items) {
      expect(s.total_score).toBeGreaterThanOrEqual(0);
      expect(s.total_score).toBeLessThanOrEqual(100);
    }
    // The documents that entered the metrics are marked for analysis.
    const docs = await server.request<{ items: Array<{ analysis: boolean }>; total_items: number }>(
      "GET",
      `/organizations/${org.id}/documents`,
      { token, as: { requester: org.id, target: org.id }, query: { limit: 10, offset: 0 } },
    );
    expect(docs.body.total_items).toBe(4);
    expect(docs.body.items.every((d) => d.analysis)).toBe(true);
  });

  it("does the same for a private record and writes its total_score", async () => {
    const record = await server.request<PrivateRecord>("POST", "/private-records", {
      token,
      as: { requester: org.id, target: org.id },
      body: { name: "Fixture Manufacturing Ltd", currency_code: "USD" },
    });
    const pdf = await annualReportPdf(
      "Fixture Manufacturing Ltd",
      { ...style, labels: "us", scale: "thousands", negatives: "minus", dateStyle: "month-day" },
      { end: "2024-12-31", balanceSheet: balance2024, incomeStatement: income2024, cashflow: cashflow2024 },
      { end: "2023-12-31", balanceSheet: openingBalance2023 },
    );
    await upload(`/private-records/${record.body.id}/financial-files`, pdf);
    expectKnownFigures(await metricsOf(`/private-records/${record.body.id}/metrics`));

    const current = await server.request<ScoreItem>(
      "GET",
      `/private-records/${record.body.id}/metrics/scores/current`,
      {
        token,
        as: { requester: org.id, target: org.id },
      },
    );
    expect(current.body.date).toBe("2024-12-31");
    expect(current.body.total_score).toBeGreaterThanOrEqual(0);
    expect(current.body.total_score).toBeLessThanOrEqual(100);
    const after = await server.request<PrivateRecord>("GET", `/private-records/${record.body.id}`, {
      token,
      as: { requester: org.id, target: org.id },
    });
    expect(after.body.total_score).toBe(current.body.total_score);
  });
});
