import type { QueryKey } from "@tanstack/react-query";

/**
 * For server lists' `placeholderData`: while the next page, sort or filter loads, the previous rows
 * may stay on screen only when they are rows of the same list of the same organization scope and
 * subject (every element of the key but the last, the query). After a switch of the target
 * organization or of the subject the list shows its skeleton, never another organization's rows
 * under the new one's name. Use: `placeholderData: (prev, prevQuery) =>
 * samePagedList(prevQuery?.queryKey, queryKey) ? prev : undefined`.
 */
export function samePagedList(previous: QueryKey | undefined, next: QueryKey): boolean {
  return previous !== undefined && JSON.stringify(previous.slice(0, -1)) === JSON.stringify(next.slice(0, -1));
}
