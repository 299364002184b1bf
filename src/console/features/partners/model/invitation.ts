import type { ErrorItem } from "../../../../contract/errors";
import type { Partner } from "../api/list-partners";

/** Whether a resend is allowed at `now` (never once accepted; otherwise 24 h after the last send). */
export function canResendAt(
  partner: Pick<Partner, "invitation_status" | "invitation_resend_available_at">,
  now: number,
) {
  if (partner.invitation_status === "accepted" || !partner.invitation_resend_available_at) return false;
  return Date.parse(partner.invitation_resend_available_at) <= now;
}

/** The time a 429 partner_invitation_resend_too_soon names ("… can be sent again from <ISO time>"). */
export function availableAgainFrom(items: ReadonlyArray<ErrorItem>): string | null {
  const match = items[0]?.msg.match(/from (\d{4}-\d{2}-\d{2}T[\d:.]+Z)/);
  return match?.[1] ?? null;
}
