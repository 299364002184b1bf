import type { Kysely } from "kysely";
import { ANOTHER_ORGANIZATION_ID } from "../../contract/common";
import type { DB } from "../db/schema";

/**
 * What one Host may know of its Guest's shared data (issue 24; docs/api-conventions.md "Shared
 * Guests"). A Guest's files, documents and metrics are read by the Guest itself and by each of its
 * Hosts; the Hosts do not know each other. So, for a viewer that is not the owner:
 *
 * - an organization id that is neither the viewer's nor the owner's (another Host's) reads as
 *   ANOTHER_ORGANIZATION_ID (the contract's nil UUID, where the field is not nullable);
 * - a reference to a document request the viewer did not make (another Host's) reads as null.
 *
 * The owner (Self, or the Guest scenario naming its own id) sees everything.
 */
export interface Viewer {
  /** The organization reading (the Requester). */
  organizationId: string;
  /** The organization whose data it is (org_id). */
  ownerId: string;
}

/** Whether the viewer reads its own data (Self, or the Guest scenario naming its own id): it sees everything. */
export function isOwner(viewer: Viewer): boolean {
  return viewer.organizationId === viewer.ownerId;
}

/** An organization id as the viewer may see it. */
export function visibleOrganizationId(id: string, viewer: Viewer): string {
  return isOwner(viewer) || id === viewer.organizationId || id === viewer.ownerId ? id : ANOTHER_ORGANIZATION_ID;
}

/** The Host of each document request, by id (one query for a page of files). */
export type RequestHosts = ReadonlyMap<string, string>;

export async function requestHostsOf(
  db: Kysely<DB>,
  rows: ReadonlyArray<{ document_request_id: string | null }>,
): Promise<RequestHosts> {
  const ids = [...new Set(rows.flatMap((r) => (r.document_request_id ? [r.document_request_id] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .selectFrom("document_requests")
    .select(["id", "host_organization_id"])
    .where("id", "in", ids)
    .execute();
  return new Map(found.map((r) => [r.id, r.host_organization_id]));
}

/**
 * A Guest's file as the viewer may see it: another Host's organization id is replaced by the
 * marker and another Host's document request by null. The owner sees the file unchanged.
 */
export function redactForViewer<T extends { uploaded_by_organization_id: string; document_request_id: string | null }>(
  file: T,
  viewer: Viewer,
  requestHosts: RequestHosts,
): T {
  if (isOwner(viewer)) return file;
  const requestHost = file.document_request_id ? requestHosts.get(file.document_request_id) : undefined;
  return {
    ...file,
    uploaded_by_organization_id: visibleOrganizationId(file.uploaded_by_organization_id, viewer),
    document_request_id: requestHost === viewer.organizationId ? file.document_request_id : null,
  };
}

/** A document's corrections as the viewer may see them: another Host's organization id is the marker. */
export function redactCorrectionsForViewer<T extends { organization_id: string }>(
  corrections: readonly T[],
  viewer: Viewer,
): T[] {
  if (isOwner(viewer)) return [...corrections];
  return corrections.map((c) => ({ ...c, organization_id: visibleOrganizationId(c.organization_id, viewer) }));
}

/**
 * A withdrawal tombstone as the viewer may see it: another Host that uploaded or withdrew a shared
 * Guest's file is "another organization" (the marker id and that name).
 */
export function redactTombstoneForViewer<
  T extends { uploaded_by_organization_id: string; withdrawn_by_organization: { id: string; name: string } },
>(tombstone: T, viewer: Viewer): T {
  if (isOwner(viewer)) return tombstone;
  const by = tombstone.withdrawn_by_organization;
  const byId = visibleOrganizationId(by.id, viewer);
  return {
    ...tombstone,
    uploaded_by_organization_id: visibleOrganizationId(tombstone.uploaded_by_organization_id, viewer),
    withdrawn_by_organization: byId === by.id ? by : { id: byId, name: "Another organization" },
  };
}
