import type { Kysely } from "kysely";
import type { DB } from "../db/schema";
import type { ApplicationRow } from "./mapping";
import type { StoredHistoryDetail } from "./tables";

/**
 * What an application's answer names beside its own row (issue 23): the names of the shipper's
 * partners it refers to (the factoring counterparty, trade finance's customers and suppliers) and the
 * latest approval. Read for a whole page at once: two statements whatever the number of rows.
 */
export interface ApplicationReferences {
  /** partner id → its company name and owner (partners of the applications' shippers only). */
  partners: ReadonlyMap<string, { name: string; organizationId: string }>;
  /** application id → the detail of its latest approval (null detail: an approval without one). */
  approvals: ReadonlyMap<string, StoredHistoryDetail | null>;
}

export const noReferences: ApplicationReferences = { partners: new Map(), approvals: new Map() };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The partner ids an application's details name. */
export function partnerIdsOf(row: Pick<ApplicationRow, "credit_application_type" | "details">): string[] {
  const d = row.details;
  const ids: unknown[] =
    row.credit_application_type === "trade_finance"
      ? [...(Array.isArray(d.customers) ? d.customers : []), ...(Array.isArray(d.suppliers) ? d.suppliers : [])]
      : row.credit_application_type === "factoring"
        ? [d.counterparty_id]
        : [];
  return ids.filter((id): id is string => typeof id === "string" && uuidPattern.test(id));
}

export async function loadApplicationReferences(
  db: Kysely<DB>,
  rows: readonly ApplicationRow[],
): Promise<ApplicationReferences> {
  if (rows.length === 0) return noReferences;
  const shippers = [...new Set(rows.map((r) => r.shipper_id))];
  const partnerIds = [...new Set(rows.flatMap(partnerIdsOf))];
  const [partners, approvals] = await Promise.all([
    partnerIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("partners")
          .select(["id", "company_name", "organization_id"])
          .where("id", "in", partnerIds)
          .where("organization_id", "in", shippers)
          .execute(),
    // The latest approval of each application: one index range (credit_application_id, id) per row.
    db
      .selectFrom("credit_application_history")
      .select(["credit_application_id", "detail"])
      .distinctOn("credit_application_id")
      .where(
        "credit_application_id",
        "in",
        rows.map((r) => r.id),
      )
      .where("action", "=", "approve")
      .orderBy("credit_application_id")
      .orderBy("id", "desc")
      .execute(),
  ]);
  return {
    partners: new Map(partners.map((p) => [p.id, { name: p.company_name, organizationId: p.organization_id }])),
    approvals: new Map(approvals.map((a) => [a.credit_application_id, a.detail])),
  };
}
