import { describe, expect, it } from "vitest";
import { listPathAfterSwitch } from "./target-switch";

describe("listPathAfterSwitch", () => {
  it("sends a page of one item to the list it came from", () => {
    expect(listPathAfterSwitch("/financial-files/documents/$documentId")).toBe("/financial-files/documents");
    expect(listPathAfterSwitch("/credit-applications/$applicationId")).toBe("/credit-applications");
    expect(listPathAfterSwitch("/private-records/$recordId/documents/$documentId")).toBe("/private-records");
    expect(listPathAfterSwitch("/private-records/$recordId/")).toBe("/private-records");
  });

  it("keeps lists, forms and the worklist where they are", () => {
    for (const path of [
      "/worklist",
      "/credit-applications",
      "/credit-applications/new",
      "/financial-files/documents",
      "/",
    ])
      expect(listPathAfterSwitch(path)).toBeNull();
  });
});
