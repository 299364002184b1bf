import { invitationStatuses } from "../../../../contract/values";
import {
  type SearchOutput,
  searchInteger,
  searchObject,
  searchOptionalEnum,
  searchValidator,
} from "../../../lib/search-schema";

export const invitationListDefaults = { limit: 20, offset: 0 } as const;

/** What an invitee can see: a revoked invitation is withdrawn and never listed. */
type InboxStatus = Exclude<(typeof invitationStatuses)[number], "revoked">;
export const inboxInvitationStatuses = invitationStatuses.filter((s): s is InboxStatus => s !== "revoked") as [
  InboxStatus,
  ...InboxStatus[],
];

/** The inbox's state in the URL: `status` (invited or accepted) and the page. */
export const invitationListSearch = searchObject({
  status: searchOptionalEnum(inboxInvitationStatuses),
  limit: searchInteger(invitationListDefaults.limit, { min: 1, max: 100 }),
  offset: searchInteger(invitationListDefaults.offset, { min: 0 }),
});

export type InvitationsSearch = SearchOutput<typeof invitationListSearch>;

export const validateInvitationListSearch = searchValidator(invitationListSearch);
