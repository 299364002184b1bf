import type { Kysely } from "kysely";
import {
  cancelSignature,
  declineAgreement,
  openAgreement,
  sendForSignature,
  signAgreement,
} from "../../contract/signatures";
import { runAtClock } from "../clock/clock";
import type { DB } from "../db/schema";
import { expireProcess, signAgreement as signWithCertificate } from "../signatures/service";
import type { Caller, DemoApi } from "./api";

/**
 * The signature steps of the demo's application stories (api-design §10), made through the API like
 * the rest of the demo, each at its own demo instant. Two steps cannot happen through a request on a
 * healthy service, so they use the service functions the job and the endpoint use, under the demo
 * clock: expiry (`expireProcess`, the `signature.expire` job's body, once the process's due date has
 * passed) and a sealing failure (`signAgreement` with a certificate that cannot be loaded).
 */
export type DemoSignatureStep = "send" | "open" | "sign" | "decline_sign" | "cancel_sign" | "fail_sign" | "expire_sign";

const signers = ["Ingrid Olsen", "Marco Bianchi", "Aiko Tanaka", "Daniel Weber", "Sofia Lindqvist", "Omar Haddad"];

export interface SignatureStory {
  forwarder: Caller;
  shipper: Caller;
  id: string;
  shipperEmail: string;
  seed: number;
  /** Days the shipper is given to sign (1-90). */
  expiresInDays: number;
}

export async function signatureStep(
  api: DemoApi,
  db: Kysely<DB>,
  s: SignatureStory,
  step: DemoSignatureStep,
  at: Date,
): Promise<void> {
  const params = { credit_application_id: s.id };
  const signerName = signers[s.seed % signers.length] ?? "Ingrid Olsen";
  switch (step) {
    case "send":
      await api.call(sendForSignature, s.forwarder, {
        params,
        at,
        body: {
          signer_name: signerName,
          signer_email: s.shipperEmail,
          expires_in_days: s.expiresInDays,
          message: "Please review the credit agreement and sign it within the period shown.",
        },
      });
      return;
    case "open":
      await api.call(openAgreement, s.shipper, { params, at });
      return;
    case "sign":
      await api.call(signAgreement, s.shipper, { params, at, body: { signer_name: signerName, consent: true } });
      return;
    case "decline_sign":
      await api.call(declineAgreement, s.shipper, {
        params,
        at,
        body: { reason: "The payment terms differ from what we agreed by phone; please send a corrected agreement." },
      });
      return;
    case "cancel_sign":
      await api.call(cancelSignature, s.forwarder, { params, at });
      return;
    case "expire_sign": {
      // The `signature.expire` job's body once the due date has passed (the job itself may be first: same end).
      const process = await db
        .selectFrom("signature_processes")
        .select("id")
        .where("credit_application_id", "=", s.id)
        .orderBy("created_at", "desc")
        .executeTakeFirstOrThrow();
      await runAtClock(at, () => db.transaction().execute((trx) => expireProcess(trx, process.id)));
      return;
    }
    case "fail_sign":
      // The certificate is unavailable while sealing.
      await runAtClock(at, () =>
        signWithCertificate(
          db,
          { identity: () => Promise.reject(new Error("The signing certificate could not be loaded")) },
          { organizationId: s.shipper.requester, scenario: "guest", targetId: s.shipper.target },
          s.id,
          { signer_name: signerName, consent: true },
        ),
      );
      return;
  }
}
