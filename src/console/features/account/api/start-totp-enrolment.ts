import { useMutation } from "@tanstack/react-query";
import type { ResponseOf } from "../../../../contract/endpoint";
import { startTotpEnrolment } from "../../../../contract/totp";
import { callApi } from "../../../lib/api-client";

export type TotpEnrolment = ResponseOf<typeof startTotpEnrolment>;

/** POST /auth/totp/enrolment: a new secret, its otpauth URI and QR code (replaces an unconfirmed one). */
export function startEnrolment() {
  return callApi(startTotpEnrolment, {});
}

export function useStartTotpEnrolment() {
  return useMutation({ mutationFn: startEnrolment });
}
