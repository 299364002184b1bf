import { describe, expect, it } from "vitest";
import { withdrawnByWords } from "./withdrawn-files";

const org = { id: "0b3f5c2e-1a4d-4e7f-9c11-000000000001", name: "Atlas Freight Forwarding Ltd" };

describe("who withdrew a file, on its tombstone", () => {
  it("names the person or the API client to their own organization, else the organization", () => {
    expect(
      withdrawnByWords({ withdrawn_by: { kind: "person", name: "Ada Analyst" }, withdrawn_by_organization: org }),
    ).toBe("Ada Analyst");
    expect(
      withdrawnByWords({
        withdrawn_by: { kind: "api_client", name: "demo-forwarder" },
        withdrawn_by_organization: org,
      }),
    ).toBe("API client demo-forwarder");
    expect(withdrawnByWords({ withdrawn_by: null, withdrawn_by_organization: org })).toBe(org.name);
    expect(withdrawnByWords({ withdrawn_by_organization: org })).toBe(org.name);
  });
});
