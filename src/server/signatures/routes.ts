import type { FastifyInstance } from "fastify";
import {
  cancelSignature,
  declineAgreement,
  getSignatureDocument,
  getSignatureProcess,
  openAgreement,
  sendForSignature,
  signAgreement,
} from "../../contract/signatures";
import type { Viewer } from "../applications/service";
import type { OrgContext } from "../http/context";
import { registerEndpoint } from "../http/register";
import { registerJobHandler } from "../jobs/queue";
import type { Services } from "../services";
import { signingIdentity } from "./certificate";
import * as signatures from "./service";

function viewerOf(ctx: OrgContext): Viewer {
  return {
    organizationId: ctx.requesterId,
    scenario: ctx.scenario === "guest" ? "guest" : "self",
    targetId: ctx.targetId,
  };
}

/** The signature-process endpoints of api-design §10. */
export function signatureRoutes(app: FastifyInstance, services: Services): void {
  const { db, config } = services;
  const sealing: signatures.SealingContext = { identity: () => signingIdentity(db, config) };

  registerEndpoint(app, services, sendForSignature, async ({ params, body, ctx }) =>
    signatures.sendForSignature(db, viewerOf(ctx), params.credit_application_id, body),
  );
  registerEndpoint(app, services, openAgreement, async ({ params, ctx }) =>
    signatures.openAgreement(db, viewerOf(ctx), params.credit_application_id),
  );
  registerEndpoint(app, services, signAgreement, async ({ params, body, ctx }) =>
    signatures.signAgreement(db, sealing, viewerOf(ctx), params.credit_application_id, body),
  );
  registerEndpoint(app, services, declineAgreement, async ({ params, body, ctx }) =>
    signatures.declineAgreement(db, viewerOf(ctx), params.credit_application_id, body),
  );
  registerEndpoint(app, services, cancelSignature, async ({ params, ctx }) =>
    signatures.cancelSignature(db, viewerOf(ctx), params.credit_application_id),
  );
  registerEndpoint(app, services, getSignatureProcess, async ({ params, query, ctx }) =>
    signatures.getSignatureProcess(db, viewerOf(ctx), params.credit_application_id, query.all === true),
  );
  registerEndpoint(app, services, getSignatureDocument, async ({ params, query, ctx, request, reply }) => {
    const doc = await signatures.getSignatureDocument(db, viewerOf(ctx), params.credit_application_id, query.version);
    const etag = `"${doc.sha256}"`;
    reply.header("etag", etag).header("cache-control", "private, no-cache").header("x-content-type-options", "nosniff");
    const match = request.headers["if-none-match"];
    if (typeof match === "string" && match.split(",").some((m) => m.trim().replace(/^W\//, "") === etag)) {
      return reply.code(304).send();
    }
    return reply
      .code(200)
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="${doc.fileName}"`)
      .send(doc.bytes);
  });
}

/** The expiry job of signature processes (enqueued at send time, run at `expires_at`). */
export function registerSignatureJobs(): void {
  registerJobHandler<{ process_id?: string }>(
    signatures.SIGNATURE_EXPIRY_JOB,
    async (ctx) => {
      await ctx.services.db.transaction().execute(async (trx) => {
        const id = ctx.payload.process_id;
        if (typeof id === "string") {
          const moved = await signatures.expireProcess(trx, id);
          ctx.log.info({ job: ctx.job.id, process_id: id, moved }, "signature process expiry checked");
        }
        await ctx.completeIn(trx);
      });
    },
    { maxAttempts: 10 },
  );
}
