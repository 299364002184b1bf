import { useEffect } from "react";

/** Sets the tab title: "<page> · Credit Applications". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Credit Applications` : "Credit Applications";
  }, [title]);
}
