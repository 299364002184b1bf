/** One page of a list endpoint: its items and the list's total. */
export interface ListPage<T> {
  items: T[];
  total_items: number;
}

/**
 * Every item of a paged list, in order: the first page tells the total, then the remaining pages
 * (at most `maxPages` in all) are asked for together rather than one after another, so a list of
 * n pages costs two round trips instead of n (docs/performance.md, "Console speed").
 */
export async function fetchAllPages<T>(
  fetchPage: (offset: number) => Promise<ListPage<T>>,
  pageSize: number,
  maxPages: number,
): Promise<{ items: T[]; total_items: number }> {
  const first = await fetchPage(0);
  const pages = Math.min(maxPages, Math.ceil(first.total_items / pageSize));
  if (first.items.length === 0 || first.items.length >= first.total_items || pages <= 1) {
    return { items: first.items, total_items: first.total_items };
  }
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) => fetchPage((i + 1) * pageSize).then((page) => page.items)),
  );
  return { items: first.items.concat(...rest), total_items: first.total_items };
}
