import { financialFileOrderBy, financialFileStatusSchema } from "../../../../contract/files";
import type { OrganizationFileQuery } from "../api/list-organization-files";
import { type FileListSearch, fileListDefaults } from "./list-search";

/** The URL state narrowed to what the contract accepts (unknown values are dropped, not sent). */
export function toFileQuery(search: FileListSearch): OrganizationFileQuery {
  const statuses = (search.statuses ?? []).filter((s) => financialFileStatusSchema.safeParse(s).success);
  const orderBy = financialFileOrderBy.safeParse(search.order_by);
  return {
    statuses: statuses.length ? (statuses as OrganizationFileQuery["statuses"]) : undefined,
    order_by: orderBy.success ? orderBy.data : fileListDefaults.order_by,
    order_dir: search.order_dir,
    limit: search.limit,
    offset: search.offset,
  };
}
