import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { FinancialFileStatus } from "../../../../contract/files";
import { dependentKeyRoots } from "./keys";
import { isFinalStatus } from "./polling";

/** The analytics recompute runs as its own job right after extraction: read again once more a little later. */
const RECOMPUTE_GRACE_MS = 2500;

/**
 * When a file that was uploaded/processing reaches a final status, the data derived from it
 * (documents, metrics, scores, a record's score) is read again.
 */
export function useRefreshWhenFilesSettle(
  items: ReadonlyArray<{ id: string; status: FinancialFileStatus }> | undefined,
) {
  const queryClient = useQueryClient();
  const pending = useRef<Set<string>>(new Set());
  useEffect(() => {
    if (!items) return;
    const now = new Set(items.filter((f) => !isFinalStatus(f.status)).map((f) => f.id));
    const settled = [...pending.current].some((id) => !now.has(id));
    pending.current = now;
    if (!settled) return;
    const refresh = () => {
      for (const key of dependentKeyRoots) void queryClient.invalidateQueries({ queryKey: key });
    };
    refresh();
    const t = setTimeout(refresh, RECOMPUTE_GRACE_MS);
    return () => clearTimeout(t);
  }, [items, queryClient]);
}
