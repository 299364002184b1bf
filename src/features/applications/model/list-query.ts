import { z } from "zod";
import { creditApplicationOrderBySchema } from "../../../contract/applications";
import { creditApplicationStatusSchema, creditApplicationTypeSchema } from "../../../contract/transitions";
import type { ApplicationListQuery } from "../api/list-applications";
import { type ApplicationListSearch, applicationListDefaults } from "./list-search";

const uuid = z.uuid();

function only<T extends string>(schema: z.ZodType<T>, values: string[] | undefined): T[] | undefined {
  const out = (values ?? []).filter((v): v is T => schema.safeParse(v).success);
  return out.length ? out : undefined;
}

/** The URL state narrowed to what the contract accepts (unknown values are dropped, not sent). */
export function toListQuery(search: ApplicationListSearch): ApplicationListQuery {
  const orderBy = creditApplicationOrderBySchema.safeParse(search.order_by);
  return {
    credit_application_statuses: only(creditApplicationStatusSchema, search.credit_application_statuses),
    credit_application_types: only(creditApplicationTypeSchema, search.credit_application_types),
    search_field: "organization_name",
    search_text: search.search_text,
    shipper_id: search.shipper_id && uuid.safeParse(search.shipper_id).success ? search.shipper_id : undefined,
    forwarder_id: search.forwarder_id && uuid.safeParse(search.forwarder_id).success ? search.forwarder_id : undefined,
    order_by: orderBy.success ? orderBy.data : applicationListDefaults.order_by,
    order_dir: search.order_dir,
    limit: search.limit,
    offset: search.offset,
  };
}
