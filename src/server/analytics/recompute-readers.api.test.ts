import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  balance2024,
  balanceQ1,
  cashflow2024,
  cashflowQ1,
  income2024,
  incomeQ1,
  openingBalance2023,
} from "../../../test/support/analytics-fixtures";
import { insertFileRow } from "../../../test/support/files";
import { startTestServer, type TestOrg, type TestServer } from "../../../test/support/harness";
import type { LineItem } from "../../contract/chart-of-accounts";
import { recomputeAnalyticsIn } from "./recompute";

/**
 * A recompute is atomic for readers (docs/performance.md, "Analytics recompute"): while a subject's
 * statements switch back and forth between two sets (the quarter's three statements reviewed or
 * waiting for review, each switch and its recompute in one transaction), a concurrent reader of the
 * metric and score lists only ever sees one whole set: the page matches its total, and the total
 * and the number of documents awaiting review belong to the same set.
 */

let server: TestServer;
let guest: TestOrg;
let token: string;
const quarterIds: string[] = [];

type List = { items: unknown[]; total_items: number; documents_awaiting_review: number };

function items(statement: object): LineItem[] {
  return Object.entries(statement).map(([key, amount]) => ({ key, label: key, amount }) as LineItem);
}

beforeAll(async () => {
  server = await startTestServer();
  guest = await server.createOrg();
  token = await guest.token();
  const db = server.built.services.db;
  const fileId = await insertFileRow(server, {
    organizationId: guest.id,
    privateRecordId: null,
    filename: "statements.pdf",
    sizeBytes: 1000,
  });
  const docs = [
    { type: "balance_sheet", period: "2023-12-31", periodType: "yearly", statement: openingBalance2023 },
    { type: "balance_sheet", period: "2024-12-31", periodType: "yearly", statement: balance2024 },
    { type: "income_statement", period: "2024-12-31", periodType: "yearly", statement: income2024 },
    { type: "cashflow_statement", period: "2024-12-31", periodType: "yearly", statement: cashflow2024 },
    { type: "balance_sheet", period: "2025-03-31", periodType: "quarterly", statement: balanceQ1 },
    { type: "income_statement", period: "2025-03-31", periodType: "quarterly", statement: incomeQ1 },
    { type: "cashflow_statement", period: "2025-03-31", periodType: "quarterly", statement: cashflowQ1 },
  ] as const;
  for (const d of docs) {
    const row = await db
      .insertInto("financial_documents")
      .values({
        file_id: fileId,
        organization_id: guest.id,
        private_record_id: null,
        document_type: d.type,
        period: d.period,
        period_type: d.periodType,
        currency: "USD",
        line_items: JSON.stringify(items(d.statement)),
        review_status: "auto_accepted",
        checks: "[]",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (d.periodType === "quarterly") quarterIds.push(row.id);
  }
});

afterAll(async () => server?.close());

/** Moves the quarter's statements to `status` and recomputes, in one transaction. */
async function switchQuarter(status: "auto_accepted" | "needs_review"): Promise<void> {
  await server.built.services.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("financial_documents")
      .set({ review_status: status, updated_at: sql`now()` })
      .where("id", "in", quarterIds)
      .execute();
    await recomputeAnalyticsIn(trx, { organizationId: guest.id });
  });
}

async function read(path: string): Promise<List> {
  const r = await server.request<List>("GET", `/organizations/${guest.id}/${path}`, {
    token,
    as: { requester: guest.id, target: guest.id },
    query: { limit: 100, offset: 0 },
  });
  expect(r.status).toBe(200);
  return r.body;
}

describe("metrics recompute and concurrent readers", () => {
  it("a reader sees the whole old set or the whole new set, never a mix", async () => {
    await switchQuarter("auto_accepted");
    const full = { metrics: await read("metrics"), scores: await read("metrics/scores") };
    await switchQuarter("needs_review");
    const reduced = { metrics: await read("metrics"), scores: await read("metrics/scores") };
    // The two sets differ, so a mix is detectable.
    expect(full.metrics.total_items).toBeGreaterThan(reduced.metrics.total_items);
    expect(full.metrics.documents_awaiting_review).toBe(0);
    expect(reduced.metrics.documents_awaiting_review).toBe(3);

    const states = (kind: "metrics" | "scores") =>
      [full[kind], reduced[kind]].map((l) => `${l.total_items}/${l.documents_awaiting_review}`);
    let writing = true;
    const seen: string[] = [];
    const mixed: string[] = [];
    const readers = [0, 1].map(async (n) => {
      while (writing) {
        for (const kind of ["metrics", "scores"] as const) {
          const list = await read(kind === "metrics" ? "metrics" : "metrics/scores");
          const state = `${list.total_items}/${list.documents_awaiting_review}`;
          seen.push(state);
          if (list.items.length !== list.total_items || !states(kind).includes(state)) {
            mixed.push(`${kind} reader ${n}: ${list.items.length} items, total ${state}`);
          }
        }
      }
    });
    for (let i = 0; i < 20; i++) await switchQuarter(i % 2 === 0 ? "auto_accepted" : "needs_review");
    writing = false;
    await Promise.all(readers);
    expect(mixed).toEqual([]);
    // The readers did read while the sets changed: both states were seen.
    expect(new Set(seen).size).toBeGreaterThan(1);
  });
});
