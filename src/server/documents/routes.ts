import type { FastifyInstance } from "fastify";
import {
  correctOrganizationDocument,
  correctPrivateRecordDocument,
  type DocumentCorrection,
  getOrganizationDocument,
  getPrivateRecordDocument,
  listOrganizationDocuments,
  listPrivateRecordDocuments,
} from "../../contract/documents";
import { redactCorrectionsForViewer, type Viewer } from "../files/visibility";
import { ApiError } from "../http/api-error";
import type { OrgContext } from "../http/context";
import { registerEndpoint } from "../http/register";
import { visibleActor } from "../people/acting";
import { requireOwnPrivateRecord } from "../records/queries";
import type { Services } from "../services";
import { type DocumentScope, findDocument, listDocuments } from "./queries";
import { correctDocument } from "./service";

/**
 * Extracted documents. A private record's: only its owner (anything else is
 * private_record_not_found). An organization's (`org_id`, host-owned rule): the organization
 * itself (Self, or Guest scenario naming its own id) and each of its Hosts (Self naming the Guest).
 */
/** An organization's document as the caller may see it (another Host's corrections: files/visibility.ts). */
function forViewer<T extends { corrections: DocumentCorrection[] }>(doc: T, ctx: OrgContext): T {
  const viewer: Viewer = { organizationId: ctx.requesterId, ownerId: ctx.subjectId };
  return withActors({ ...doc, corrections: redactCorrectionsForViewer(doc.corrections, viewer) }, ctx);
}

/**
 * The person who made each change, for their own organization only (docs/people.md "Audit by
 * person"): another organization's changes read `actor: null` and name the organization.
 */
function withActors<T extends { corrections: DocumentCorrection[] }>(doc: T, ctx: OrgContext): T {
  return {
    ...doc,
    corrections: doc.corrections.map((c) => ({
      ...c,
      actor: c.actor
        ? visibleActor({ actor_kind: c.actor.kind, actor_label: c.actor.name }, c.organization_id, ctx.requesterId)
        : null,
    })),
  };
}

export function documentRoutes(app: FastifyInstance, services: Services): void {
  registerEndpoint(app, services, listPrivateRecordDocuments, async ({ params, query, ctx }) => {
    await requireOwnPrivateRecord(services.db, ctx.requesterId, params.record_id);
    return listDocuments(services.db, { privateRecordId: params.record_id }, query);
  });

  registerEndpoint(app, services, getPrivateRecordDocument, async ({ params, ctx }) => {
    await requireOwnPrivateRecord(services.db, ctx.requesterId, params.record_id);
    const doc = await findDocument(services.db, { privateRecordId: params.record_id }, params.document_id);
    if (!doc) throw new ApiError("financial_document_not_found");
    return withActors(doc, ctx);
  });

  registerEndpoint(app, services, listOrganizationDocuments, async ({ query, ctx }) => {
    return listDocuments(services.db, { organizationId: ctx.subjectId, viewerId: ctx.requesterId }, query);
  });

  registerEndpoint(app, services, getOrganizationDocument, async ({ params, ctx }) => {
    const doc = await findDocument(
      services.db,
      { organizationId: ctx.subjectId, viewerId: ctx.requesterId },
      params.document_id,
    );
    if (!doc) throw new ApiError("financial_document_not_found");
    return forViewer(doc, ctx);
  });

  // Corrections (api-design §13): the version read goes in If-Match; the answer is the document as it is now.
  const corrected = async (scope: DocumentScope, documentId: string) => {
    const doc = await findDocument(services.db, scope, documentId);
    if (!doc) throw new ApiError("financial_document_not_found");
    return doc;
  };

  registerEndpoint(app, services, correctPrivateRecordDocument, async ({ params, body, ctx, request }) => {
    await requireOwnPrivateRecord(services.db, ctx.requesterId, params.record_id);
    const scope = { privateRecordId: params.record_id };
    await correctDocument(services.db, scope, params.document_id, request.headers["if-match"], body, ctx.requesterId);
    return withActors(await corrected(scope, params.document_id), ctx);
  });

  registerEndpoint(app, services, correctOrganizationDocument, async ({ params, body, ctx, request }) => {
    const scope = { organizationId: ctx.subjectId, viewerId: ctx.requesterId };
    await correctDocument(services.db, scope, params.document_id, request.headers["if-match"], body, ctx.requesterId);
    return forViewer(await corrected(scope, params.document_id), ctx);
  });
}
