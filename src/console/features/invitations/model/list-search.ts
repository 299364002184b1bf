import { invitationOrderFields, invitationStatuses, orderDirections } from "../../../../contract/values";
import {
  type SearchOutput,
  searchEnum,
  searchInteger,
  searchObject,
  searchOptionalEnum,
  searchValidator,
} from "../../../lib/search-schema";

export const invitationListDefaults = { order_by: "created_at", order_dir: "desc", limit: 20, offset: 0 } as const;

/** What an invitee can see: a revoked invitation is withdrawn and never listed. */
type InboxStatus = Exclude<(typeof invitationStatuses)[number], "revoked">;
export const inboxInvitationStatuses = invitationStatuses.filter((s): s is InboxStatus => s !== "revoked") as [
  InboxStatus,
  ...InboxStatus[],
];

/** The inbox's state in the URL: `status` (invited or accepted), the order and the page. */
export const invitationListSearch = searchObject({
  status: searchOptionalEnum(inboxInvitationStatuses),
  order_by: searchEnum(invitationOrderFields, invitationListDefaults.order_by),
  order_dir: searchEnum(orderDirections, invitationListDefaults.order_dir),
  limit: searchInteger(invitationListDefaults.limit, { min: 1, max: 100 }),
  offset: searchInteger(invitationListDefaults.offset, { min: 0 }),
});

export type InvitationsSearch = SearchOutput<typeof invitationListSearch>;

export const validateInvitationListSearch = searchValidator(invitationListSearch);
