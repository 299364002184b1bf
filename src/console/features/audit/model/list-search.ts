import { auditActions, auditActorKinds } from "../../../../contract/values";
import { zonedTimeToIso } from "../../../lib/format";
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
import type { AuditEventQuery } from "../api/list-audit-events";

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

/** The day after `date` (YYYY-MM-DD), as YYYY-MM-DD. */
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The API query of the URL's state: days become instants at midnight in `timeZone` ("to" includes its day). */
export function auditQueryOf(search: AuditSearch, timeZone?: string): AuditEventQuery {
  const from = search.from ? zonedTimeToIso(search.from, "00:00", timeZone) : undefined;
  const to = search.to ? zonedTimeToIso(nextDay(search.to), "00:00", timeZone) : undefined;
  return {
    action: search.action,
    actor_kind: search.actor_kind,
    actor_id: search.actor,
    subject: search.subject,
    // A "to" day before the "from" day would be refused by the API: the list is then just empty of it.
    from,
    to: from && to && Date.parse(to) <= Date.parse(from) ? undefined : to,
    limit: search.limit,
    offset: search.offset,
  };
}

/** Whether any filter differs from its default. */
export function auditFiltersActive(search: AuditSearch): boolean {
  return Boolean(search.action || search.actor_kind || search.actor || search.subject || search.from || search.to);
}
