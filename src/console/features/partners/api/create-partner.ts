import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "../../../../contract/endpoint";
import { createPartner } from "../../../../contract/partners";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";
import { partnerKeys } from "./keys";

export type CreatePartnerInput = BodyIn<typeof createPartner>;

/** POST /partners (Self): adds a customer or supplier and invites the organization with that e-mail. */
export function createPartnerFor(scope: Scope, body: CreatePartnerInput) {
  return callApi(createPartner, { scope, body });
}

export function useCreatePartner(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePartnerInput) => createPartnerFor(scope, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
