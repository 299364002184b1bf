import { zonedTimeToIso } from "../../../lib/format";
import type { AuditEventQuery } from "../api/list-audit-events";
import type { AuditSearch } from "./list-search";

/*
 * Apart from list-search.ts on purpose: the route's search validation runs in the console's entry
 * chunk, and the time-zone conversion below (lib/format) is needed only once the screen loads.
 */

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
