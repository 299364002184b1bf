import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  cancelDocumentRequest,
  completeDocumentRequest,
  openDocumentRequestStatuses,
  sendDocumentRequestReminder,
} from "../../../../contract/requests";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import { guestScopeTowards, hostGuestCall } from "../../../lib/org-scope";
import type { Scope } from "../../../lib/scope";
import { requestKeys } from "./keys";
import type { DocumentRequestRow } from "./list-requests";

export type RequestAction = "remind" | "cancel" | "complete";

/**
 * The moves of a request and who makes them: the Host reminds (once) and cancels, in Self with
 * org_id = its Guest; the Guest completes, towards the request's Host (Guest → Host) with its own id.
 */
export function performRequestAction(
  scope: Scope,
  request: DocumentRequestRow,
  action: RequestAction,
  idempotencyKey?: string,
) {
  if (action === "complete") {
    const guestScope = guestScopeTowards(scope.requesterId, request.host_organization_id);
    return callApi(completeDocumentRequest, {
      scope: guestScope,
      params: { org_id: scope.requesterId, request_id: request.id },
      idempotencyKey,
    });
  }
  const call = hostGuestCall(scope, request.guest_organization_id);
  const endpoint = action === "remind" ? sendDocumentRequestReminder : cancelDocumentRequest;
  return callApi(endpoint, {
    scope: call.scope,
    params: { org_id: call.orgId, request_id: request.id },
    idempotencyKey,
  });
}

export function useRequestAction(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      ({ request, action }: { request: DocumentRequestRow; action: RequestAction }, key) =>
        performRequestAction(scope, request, action, key),
      // The request's id names the intent (not its other fields, which a refetch may change meanwhile).
      ({ request, action }) => [scope, request.id, action],
    ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}

export function isOpen(request: Pick<DocumentRequestRow, "status">): boolean {
  return (openDocumentRequestStatuses as readonly string[]).includes(request.status);
}

/** The actions the caller may take on a request (by its role in it), before the API confirms. */
export function availableActions(request: DocumentRequestRow, requesterId: string): RequestAction[] {
  if (!isOpen(request)) return [];
  const out: RequestAction[] = [];
  if (request.host_organization_id === requesterId) {
    if (!request.follow_up) out.push("remind");
    out.push("cancel");
  }
  if (request.guest_organization_id === requesterId) out.push("complete");
  return out;
}
