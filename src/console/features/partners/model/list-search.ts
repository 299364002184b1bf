import {
  invitationStatuses,
  orderDirections,
  partnerOrderFields,
  partnerSearchFields,
  partnerTypes,
} from "../../../../contract/values";
import {
  type SearchOutput,
  searchEnum,
  searchEnumList,
  searchInteger,
  searchObject,
  searchOptionalEnum,
  searchText,
  searchValidator,
} from "../../../lib/search-schema";

export const partnerListDefaults = { search_field: "company_name", limit: 20, offset: 0 } as const;

/**
 * The partner list's state in the URL, named like GET /partners' query, validated by zod (zod/mini:
 * entry chunk) with the contract's enum values. No `order_by` means newest first.
 */
export const partnerListSearch = searchObject({
  partner_types: searchEnumList(partnerTypes),
  invitation_statuses: searchEnumList(invitationStatuses),
  search_field: searchEnum(partnerSearchFields, partnerListDefaults.search_field),
  search_text: searchText(255),
  order_by: searchOptionalEnum(partnerOrderFields),
  order_dir: searchOptionalEnum(orderDirections),
  limit: searchInteger(partnerListDefaults.limit, { min: 1, max: 100 }),
  offset: searchInteger(partnerListDefaults.offset, { min: 0 }),
});

export type PartnerListSearch = SearchOutput<typeof partnerListSearch>;

export const validatePartnerListSearch = searchValidator(partnerListSearch);
