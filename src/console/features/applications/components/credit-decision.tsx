import type { HistoryDetail } from "../../../../contract/applications";
import { DescriptionList, Panel } from "../../../components/page";
import { formatDateTime, formatMoney } from "../../../lib/format";
import type { ApplicationDetail } from "../api/get-application";
import { amountDifference } from "./decision-form";

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

/** The approved amount, and how it differs from the requested one. */
function approvedWords(d: HistoryDetail): string {
  const currency = d.currency ?? undefined;
  if (d.approved_amount === null) return "As requested";
  const diff =
    d.requested_amount !== null ? amountDifference(d.requested_amount, d.approved_amount, currency ?? "") : "";
  return `${formatMoney(d.approved_amount, currency)}${diff ? ` — ${diff}` : " — as requested"}`;
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
  const requested = formatMoney(d?.requested_amount ?? app.amount, d?.currency ?? app.currency);
  const items = [
    { label: "Decision", value: decisionWords[latest.action] },
    {
      label: "By",
      value: `${latest.actor_organization?.name ?? "The service"} · ${formatDateTime(latest.at)}`,
    },
    { label: "Requested amount", value: requested },
  ];
  if (latest.action === "approve") {
    items.push({ label: "Approved amount", value: d ? approvedWords(d) : "As requested" });
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
              ? ` for ${formatMoney(earlier.detail.approved_amount, earlier.detail.currency)}`
              : ""}
            {earlier.detail?.reason ? ` — ${earlier.detail.reason}` : ""}. See the history below.
          </p>
        ) : null}
      </div>
    </Panel>
  );
}

/** The lines a history entry carried (approved amount, conditions, reason, message), for the timeline. */
export function HistoryDetailLines({ action, detail }: { action: HistoryEntry["action"]; detail: HistoryDetail }) {
  const lines: Array<[string, string]> = [];
  if (action === "approve") lines.push(["Approved amount", approvedWords(detail)]);
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
