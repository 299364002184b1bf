import type { DocumentRequest } from "../../../../contract/requests";
import type { RequestAction } from "../api/request-actions";
import { itemWords } from "./labels";

/** "Year-end financial statements · 2024", "… and 2 more", "all documents". */
export function requestSummary(r: Pick<DocumentRequest, "all_documents" | "items">): string {
  if (r.all_documents || !r.items) return "all documents";
  const first = r.items[0];
  if (!first) return "documents";
  return r.items.length === 1 ? itemWords(first) : `${itemWords(first)} and ${r.items.length - 1} more`;
}

/** The confirmation dialog's words per request action. */
export const confirmWords: Record<
  RequestAction,
  { title: string; body: string; done: string; confirm: string; keep: string }
> = {
  remind: {
    title: "Send a reminder?",
    body: "The Guest is reminded of this request. A request can be reminded once.",
    done: "Reminder sent.",
    confirm: "Send reminder",
    keep: "Not now",
  },
  cancel: {
    title: "Cancel this request?",
    body: "The Guest no longer needs to answer it. A canceled request cannot be reopened.",
    done: "Request canceled.",
    confirm: "Cancel request",
    keep: "Keep request",
  },
  complete: {
    title: "Mark this request completed?",
    body: "This tells the Host that every requested document was sent. It cannot be undone.",
    done: "Request marked completed.",
    confirm: "Mark completed",
    keep: "Not yet",
  },
};
