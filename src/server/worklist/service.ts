import type { Kysely } from "kysely";
import { type CreditApplicationStatus, statusLabels } from "../../contract/transitions";
import type { Worklist, WorklistQuery } from "../../contract/worklist";
import { appNow } from "../clock/clock";
import type { DB } from "../db/schema";
import type { Wire } from "../http/register";
import { type WorklistRow, worklistPage } from "./queries";

const words = (key: string) => {
  const spaced = key.replaceAll("_", " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

const applicationStatus = (status: string) => statusLabels[status as CreditApplicationStatus] ?? words(status);

/** The row's title in the words of the console (docs/console.md, "Worklist"). */
export function worklistTitle(row: Pick<WorklistRow, "kind" | "detail" | "status">): string {
  switch (row.kind) {
    case "document_review": {
      const [type = "", periodType = "", period = ""] = row.detail.split("|");
      const when = periodType === "yearly" ? `year ${period.slice(0, 4)}` : `quarter ending ${period}`;
      return `Review ${words(type).toLowerCase()}, ${when}`;
    }
    case "application_action":
      return `${words(row.detail)} application: ${applicationStatus(row.status).toLowerCase()}`;
    case "request_due":
      return row.detail === "sent" ? "Document request to answer (sent)" : "Document request to answer";
    case "signature_expiring":
      return `Agreement awaiting signature by ${row.detail}`;
    case "invitation_unanswered":
      return row.detail === "sent" ? "Invitation sent, not accepted yet" : "Invitation to accept";
  }
}

/** GET /worklist: what waits on `orgId` now (contract/worklist.ts). */
export async function getWorklist(db: Kysely<DB>, orgId: string, q: WorklistQuery): Promise<Wire<Worklist>> {
  const now = appNow();
  const { rows, counts } = await worklistPage(db, orgId, q, now);
  const total = (q.kinds ?? (Object.keys(counts) as Array<keyof typeof counts>)).reduce((n, k) => n + counts[k], 0);
  return {
    items: rows.map((row) => {
      const at = new Date(row.at);
      const due = row.due_at === null ? null : new Date(row.due_at);
      return {
        kind: row.kind,
        id: row.id,
        reference: row.reference,
        title: worklistTitle(row),
        status: row.status,
        organization_id: row.organization_id,
        organization_name: row.organization_name,
        private_record_id: row.private_record_id,
        credit_application_id: row.credit_application_id,
        scenario: row.scenario,
        direction:
          row.kind === "request_due" || row.kind === "invitation_unanswered"
            ? (row.detail as "sent" | "received")
            : null,
        at: at.toISOString(),
        due_at: due?.toISOString() ?? null,
        overdue: due !== null && due.getTime() < now.getTime(),
      };
    }),
    total_items: total,
    counts,
  };
}
