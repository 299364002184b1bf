import { auditActions, auditActorKinds } from "../../../../contract/values";
import {
  type SearchOutput,
  searchEnumList,
  searchInteger,
  searchIsoDate,
  searchObject,
  searchOptionalEnum,
  searchText,
  searchValidator,
} from "../../../lib/search-schema";

export const auditSearchDefaults = { limit: 50, offset: 0 } as const;

/**
 * The audit log's state in the URL: actions (repeated; any action of the contract's enum),
 * who acted (kind and ID), what it was about, the days from and to (the user's time zone, both
 * included) and the page.
 */
export const auditSearch = searchObject({
  action: searchEnumList(auditActions),
  actor_kind: searchOptionalEnum(auditActorKinds),
  actor: searchText(200),
  subject: searchText(200),
  from: searchIsoDate(),
  to: searchIsoDate(),
  limit: searchInteger(auditSearchDefaults.limit, { min: 1, max: 100 }),
  offset: searchInteger(auditSearchDefaults.offset, { min: 0 }),
});

export type AuditSearch = SearchOutput<typeof auditSearch>;

export const validateAuditSearch = searchValidator(auditSearch);

/** Whether any filter differs from its default. */
export function auditFiltersActive(search: AuditSearch): boolean {
  return Boolean(search.action || search.actor_kind || search.actor || search.subject || search.from || search.to);
}
