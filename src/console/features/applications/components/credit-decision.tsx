import type { HistoryDetail } from "../../../../contract/applications";
import { DescriptionList, Panel } from "../../../components/page";
import { formatDateTime } from "../../../lib/format";
import type { ApplicationDetail } from "../api/get-application";
import { amountDifference, amountKind, amountLabel, formatAmount } from "../model/amounts";

type HistoryEntry = ApplicationDetail["history"][number];
const decisionActions = ["approve", "decline", "reject"] as const;
const decisionWords = { approve: "Approved", decline: "Declined", reject: "Rejected by the applicant" } as const;
const bandWords = { excellent: "Excellent", good: "Good", marginal: "Marginal", weak: "Weak" } as const;

function isDecision(h: HistoryEntry): h is HistoryEntry & { action: (typeof decisionActions)[number] } {
  return (decisionActions as readonly string[]).includes(h.action);
}

/** The score a decision saw, in words; never a figure when there was none or the caller may not read it. */
export function scoreWords(score: HistoryDetail["score"]): string {
  if (!score) return "Not available (no score on record then, or not visible to you)";
  return `${score.total_score.toFixed(1)} (${bandWords[score.band]}) · scored as of ${score.date}`;
}

/** A history entry's amount on its basis (older entries without `basis` count as totals). */
function entryAmount(amount: number | null, d: HistoryDetail) {
  if (amount === null || d.currency === null) return null;
  return { amount, currency: d.currency, basis: d.basis ?? "total" };
}

/** The approved amount, and how it differs from the requested one (like with like only). */
function approvedWords(d: HistoryDetail, kind: string): string {
  const requested = entryAmount(d.requested_amount, d);
  if (d.approved_amount === null) return requested ? `${formatAmount(requested)} — as requested` : "As requested";
  const approved = entryAmount(d.approved_amount, d);
  const diff = amountDifference(requested, approved, kind);
  return `${formatAmount(approved)}${diff ? ` — ${diff}` : " — as requested"}`;
}

/**
 * "Credit decision": the latest approval, decline or rejection with everything it carried, so the
 * decision can be explained from the application page alone.
 */
export function CreditDecisionPanel({ app }: { app: ApplicationDetail }) {
  const decisions = app.history.filter(isDecision);
  const latest = decisions[decisions.length - 1];
  if (!latest) return null;
  const d = latest.detail;
  const type = app.credit_application_type;
  const kind = amountKind(type);
  // The requested amount the decision saw, else the application's (the amount model).
  const requested = formatAmount((d && entryAmount(d.requested_amount, d)) ?? app.amounts.requested);
  const items = [
    { label: "Decision", value: decisionWords[latest.action] },
    {
      label: "By",
      value: `${latest.actor_organization?.name ?? "The service"} · ${formatDateTime(latest.at)}`,
    },
    { label: amountLabel(type, "requested"), value: requested },
  ];
  if (latest.action === "approve") {
    items.push({
      label: amountLabel(type, "approved"),
      value: d ? approvedWords(d, kind) : `${formatAmount(app.amounts.approved)} — as requested`,
    });
    items.push({ label: "Conditions", value: d?.conditions ?? "None stated" });
  }
  items.push({ label: "Reason", value: d?.reason ?? "None stated" });
  items.push({ label: "Shipper's score at decision", value: scoreWords(d?.score ?? null) });
  const earlier = decisions.length > 1 ? decisions[decisions.length - 2] : undefined;
  return (
    <Panel title="Credit decision">
      <div data-testid="credit-decision">
        <DescriptionList items={items} />
        {earlier ? (
          <p className="muted">
            Earlier: {decisionWords[earlier.action]} on {formatDateTime(earlier.at)}
            {earlier.detail?.approved_amount != null
              ? ` for ${formatAmount(entryAmount(earlier.detail.approved_amount, earlier.detail))}`
              : ""}
            {earlier.detail?.reason ? ` — ${earlier.detail.reason}` : ""}. See the history below.
          </p>
        ) : null}
      </div>
    </Panel>
  );
}

/** The lines a history entry carried (approved amount, conditions, reason, message), for the timeline. */
export function HistoryDetailLines({
  action,
  detail,
  type,
}: {
  action: HistoryEntry["action"];
  detail: HistoryDetail;
  type: ApplicationDetail["credit_application_type"];
}) {
  const lines: Array<[string, string]> = [];
  if (action === "approve") lines.push([amountLabel(type, "approved"), approvedWords(detail, amountKind(type))]);
  if (detail.conditions) lines.push(["Conditions", detail.conditions]);
  if (detail.reason) lines.push(["Reason", detail.reason]);
  if (detail.message) lines.push(["Message", detail.message]);
  if (lines.length === 0) return null;
  return (
    <dl className="timeline__detail" style={{ margin: "0.25rem 0 0" }}>
      {lines.map(([label, value]) => (
        <div key={label} style={{ display: "flex", gap: "0.5rem" }}>
          <dt className="muted">{label}</dt>
          <dd style={{ whiteSpace: "pre-wrap", margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
