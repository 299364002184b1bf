import type { AgreementSummary } from "../../../../contract/signatures";
import { formatDateTime, formatMoney } from "../../../lib/format";

/**
 * What the sent agreement states (GET …/signature-process `agreement`), as label/value lines for the
 * signature panel, so the analyst can check it against the credit decision. Empty for a process sent
 * before the service recorded it.
 */
export function agreementLines(agreement: AgreementSummary | null): Array<{ label: string; value: string }> {
  if (!agreement) return [];
  const amount = formatMoney(agreement.approved_amount, agreement.currency);
  return [
    { label: "Agreement for", value: agreement.reference },
    { label: "Approved amount", value: agreement.as_requested ? `${amount} (as requested)` : amount },
    {
      label: "Conditions",
      value:
        agreement.conditions.length === 0 ? "None" : agreement.conditions.map((c, i) => `${i + 1}. ${c}`).join(" "),
    },
    { label: "Payment terms", value: agreement.payment_terms },
    { label: "Decided", value: formatDateTime(agreement.decided_at) },
    { label: "Decision reason printed", value: agreement.decision_reason_included ? "Yes" : "No" },
  ];
}
