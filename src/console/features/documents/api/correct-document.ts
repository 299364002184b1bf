import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type CorrectDocumentBody,
  correctOrganizationDocument,
  correctPrivateRecordDocument,
} from "../../../../contract/documents";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import { hostOwnedCall } from "../../../lib/org-scope";
import { type Scope, useScope } from "../../../lib/scope";
import type { DocumentSubject } from "../model/subject";
import type { DocumentDetail } from "./get-document";
import { correctionDependentKeyRoots, documentKeys } from "./keys";

export interface CorrectionInput {
  documentId: string;
  /** The version the analyst read: sent as If-Match (412 when the document changed meanwhile). */
  version: number;
  body: CorrectDocumentBody;
}

/**
 * PATCH /private-records/{id}/documents/{document_id} (Self) or PATCH /organizations/{org_id}/documents/{document_id}
 * (Self: my own or, as its Host, my Guest's), with If-Match: the version read (api-design §13).
 */
export function correctDocument(
  scope: Scope,
  subject: DocumentSubject,
  input: CorrectionInput,
  idempotencyKey?: string,
) {
  const headers = { "If-Match": `"${input.version}"` };
  if (subject.kind === "record") {
    return callApi(correctPrivateRecordDocument, {
      scope,
      params: { record_id: subject.recordId, document_id: input.documentId },
      body: input.body,
      headers,
      idempotencyKey,
    });
  }
  const call = hostOwnedCall(scope);
  return callApi(correctOrganizationDocument, {
    scope: call.scope,
    params: { org_id: call.orgId, document_id: input.documentId },
    body: input.body,
    headers,
    idempotencyKey,
  });
}

/**
 * The correction as a mutation: the answer (the corrected document) replaces the cached one, and
 * every list, count, metric and score that may follow from it is refetched.
 */
export function useCorrectDocument(subject: DocumentSubject) {
  const scope = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      (input: CorrectionInput, key) => {
        if (!scope) throw new Error("No organization chosen");
        return correctDocument(scope, subject, input, key);
      },
      (input) => [scope, subject, input],
    ),
    onSuccess: (doc: DocumentDetail) => {
      if (scope) queryClient.setQueryData(documentKeys.detail(scope, subject, doc.id), doc);
    },
    onSettled: () => {
      for (const key of correctionDependentKeyRoots) {
        // The document too: after a refusal (412) it is read again with its new version.
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
