import { invitationStatuses } from "../../../../contract/values";
import {
  type SearchOutput,
  searchInteger,
  searchObject,
  searchOptionalEnum,
  searchValidator,
} from "../../../lib/search-schema";

export const invitationListDefaults = { limit: 20, offset: 0 } as const;

/** The inbox's state in the URL: `status` (one of the contract's invitation statuses) and the page. */
export const invitationListSearch = searchObject({
  status: searchOptionalEnum(invitationStatuses),
  limit: searchInteger(invitationListDefaults.limit, { min: 1, max: 100 }),
  offset: searchInteger(invitationListDefaults.offset, { min: 0 }),
});

export type InvitationsSearch = SearchOutput<typeof invitationListSearch>;

export const validateInvitationListSearch = searchValidator(invitationListSearch);
