import { describe, expect, it } from "vitest";
import { ANOTHER_ORGANIZATION_ID } from "../../contract/common";
import { redactCorrectionsForViewer, redactForViewer, visibleOrganizationId } from "./visibility";

const G = "11111111-1111-4111-8111-111111111111";
const H1 = "22222222-2222-4222-8222-222222222222";
const H2 = "33333333-3333-4333-8333-333333333333";
const R1 = "44444444-4444-4444-8444-444444444444";
const R2 = "55555555-5555-4555-8555-555555555555";
const hosts = new Map([
  [R1, H1],
  [R2, H2],
]);

describe("visibility of a shared Guest's data", () => {
  it("an organization id: the viewer's and the owner's are shown, another Host's is the marker", () => {
    const h2 = { organizationId: H2, ownerId: G };
    expect(visibleOrganizationId(H2, h2)).toBe(H2);
    expect(visibleOrganizationId(G, h2)).toBe(G);
    expect(visibleOrganizationId(H1, h2)).toBe(ANOTHER_ORGANIZATION_ID);
    expect(visibleOrganizationId(H1, { organizationId: G, ownerId: G })).toBe(H1);
  });

  it("a file: another Host's uploader and request are hidden from a Host, the viewer's own kept", () => {
    const byH1 = { id: "f", uploaded_by_organization_id: H1, document_request_id: R1 };
    const byG = { id: "g", uploaded_by_organization_id: G, document_request_id: R2 };
    const h2 = { organizationId: H2, ownerId: G };
    expect(redactForViewer(byH1, h2, hosts)).toEqual({
      id: "f",
      uploaded_by_organization_id: ANOTHER_ORGANIZATION_ID,
      document_request_id: null,
    });
    expect(redactForViewer(byG, h2, hosts)).toEqual(byG);
    expect(redactForViewer(byG, { organizationId: H1, ownerId: G }, hosts).document_request_id).toBeNull();
    // A request whose Host is not known (not looked up) is not shown to a Host either.
    expect(redactForViewer(byG, h2, new Map()).document_request_id).toBeNull();
    expect(redactForViewer(byH1, { organizationId: G, ownerId: G }, new Map())).toEqual(byH1);
  });

  it("corrections: another Host's organization id is the marker, the owner sees every id", () => {
    const corrections = [{ organization_id: H1 }, { organization_id: H2 }, { organization_id: G }];
    expect(redactCorrectionsForViewer(corrections, { organizationId: H2, ownerId: G })).toEqual([
      { organization_id: ANOTHER_ORGANIZATION_ID },
      { organization_id: H2 },
      { organization_id: G },
    ]);
    expect(redactCorrectionsForViewer(corrections, { organizationId: G, ownerId: G })).toEqual(corrections);
  });
});
