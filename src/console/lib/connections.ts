import type { ResponseOf } from "../../contract/endpoint";
import { listConnections } from "../../contract/organizations";
import { callApi } from "./api-client";
import type { Scope } from "./scope";

export type ConnectionList = ResponseOf<typeof listConnections>;

/** Pages of /connections the console asks for (the API's largest page). */
const PAGE = 100;

/**
 * Every connection of the signed-in organization (GET /connections in the Self scenario, page
 * after page: the API answers at most 100 at a time). The organization switcher, the names of
 * organizations a screen mentions and the counterparty filters all read this one list.
 */
export async function fetchAllConnections(requesterId: string, signal?: AbortSignal): Promise<ConnectionList> {
  const scope: Scope = { requesterId, targetId: requesterId, targetName: null, scenarios: ["self"] };
  const items: ConnectionList["items"] = [];
  let total = 0;
  do {
    const page = await callApi(listConnections, { scope, query: { limit: PAGE, offset: items.length }, signal });
    items.push(...page.items);
    total = page.total_items;
    if (page.items.length === 0) break;
  } while (items.length < total);
  return { items, total_items: total };
}
