import type { z } from "zod";
import { invitationStatusSchema, partnerOrderBySchema, partnerTypeSchema } from "../../../contract/partners";
import type { PartnerListQuery } from "../api/list-partners";
import type { PartnerListSearch } from "./list-search";

function only<T extends string>(schema: z.ZodType<T>, values: string[] | undefined): T[] | undefined {
  const out = (values ?? []).filter((v): v is T => schema.safeParse(v).success);
  return out.length ? out : undefined;
}

/** URL state → GET /partners query, narrowed to the contract's enums. */
export function toPartnerQuery(search: PartnerListSearch): PartnerListQuery {
  const orderBy = partnerOrderBySchema.safeParse(search.order_by);
  return {
    partner_types: only(partnerTypeSchema, search.partner_types),
    invitation_statuses: only(invitationStatusSchema, search.invitation_statuses),
    search_field: search.search_field,
    search_text: search.search_text,
    order_by: orderBy.success ? orderBy.data : undefined,
    order_dir: orderBy.success ? search.order_dir : undefined,
    limit: search.limit,
    offset: search.offset,
  };
}
