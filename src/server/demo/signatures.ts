import type { Kysely } from "kysely";
import {
  cancelSignature,
  declineAgreement,
  openAgreement,
  sendForSignature,
  signAgreement,
} from "../../contract/signatures";
import type { DB } from "../db/schema";
import { expireProcess, signAgreement as signWithCertificate } from "../signatures/service";
import type { Caller, DemoApi } from "./api";

/**
 * Demo applications in each sign_document_* status (api-design §10), made through the API like the
 * rest of the demo. Two steps cannot happen through a request on a healthy service, so they use
 * the service functions the job and the endpoint use: expiry (`expireProcess`, the
 * `signature.expire` job's body, after moving the process's due date into the past) and a sealing
 * failure (`signAgreement` with a certificate that cannot be loaded).
 */
export type DemoSignatureEnd =
  | "sign_document_created"
  | "sign_document_in_progress"
  | "sign_document_completed"
  | "sign_document_expired"
  | "sign_document_canceled"
  | "sign_document_declined"
  | "sign_document_process_failed";

const signers = ["Ingrid Olsen", "Marco Bianchi", "Aiko Tanaka", "Daniel Weber", "Sofia Lindqvist", "Omar Haddad"];

export async function signatureScenario(
  api: DemoApi,
  db: Kysely<DB>,
  s: { forwarder: Caller; shipper: Caller; id: string; end: DemoSignatureEnd; shipperEmail: string; seed: number },
): Promise<void> {
  const params = { credit_application_id: s.id };
  const signerName = signers[s.seed % signers.length] ?? "Ingrid Olsen";
  await api.call(sendForSignature, s.forwarder, {
    params,
    body: {
      signer_name: signerName,
      signer_email: s.shipperEmail,
      expires_in_days: s.end === "sign_document_expired" ? 1 : 14,
      message: "Please review the credit agreement and sign it within the period shown.",
    },
  });
  switch (s.end) {
    case "sign_document_created":
      return;
    case "sign_document_expired": {
      await db
        .updateTable("signature_processes")
        .set({ expires_at: new Date(Date.now() - 60_000) })
        .where("credit_application_id", "=", s.id)
        .execute();
      const process = await db
        .selectFrom("signature_processes")
        .select("id")
        .where("credit_application_id", "=", s.id)
        .orderBy("created_at", "desc")
        .executeTakeFirstOrThrow();
      await db.transaction().execute((trx) => expireProcess(trx, process.id));
      return;
    }
    case "sign_document_canceled":
      await api.call(cancelSignature, s.forwarder, { params });
      return;
    default:
      break;
  }
  await api.call(openAgreement, s.shipper, { params });
  if (s.end === "sign_document_in_progress") return;
  if (s.end === "sign_document_declined") {
    await api.call(declineAgreement, s.shipper, {
      params,
      body: { reason: "The payment terms differ from what we agreed by phone; please send a corrected agreement." },
    });
    return;
  }
  if (s.end === "sign_document_completed") {
    await api.call(signAgreement, s.shipper, { params, body: { signer_name: signerName, consent: true } });
    return;
  }
  // sign_document_process_failed: the certificate is unavailable while sealing.
  await signWithCertificate(
    db,
    { identity: () => Promise.reject(new Error("The signing certificate could not be loaded")) },
    { organizationId: s.shipper.requester, scenario: "guest", targetId: s.shipper.target },
    s.id,
    { signer_name: signerName, consent: true },
  );
}
