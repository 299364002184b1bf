import { describe, expect, it } from "vitest";
import { hasHostRequestFilters, validateHostRequestListSearch } from "./host-list-search";

const validate = (raw: Record<string, unknown>) =>
  validateHostRequestListSearch(raw as Parameters<typeof validateHostRequestListSearch>[0]);

const guestA = "0b7c6a52-3f1e-4d6a-9a51-1c2d3e4f5a6b";
const guestB = "1b7c6a52-3f1e-4d6a-9a51-1c2d3e4f5a6b";

describe("validateHostRequestListSearch", () => {
  it("fills the defaults", () => {
    expect(validate({})).toEqual({
      order_by: "created_at",
      order_dir: "desc",
      limit: 20,
      offset: 0,
    });
  });

  it("keeps valid values from the URL's strings, repeated keys as lists", () => {
    const search = validate({
      search_text: " annual ",
      statuses: ["pending", "partially"],
      guest_organization_ids: [guestA, guestB],
      expires_before: "2026-12-01",
      order_by: "guest_organization_name",
      order_dir: "asc",
      limit: "50",
      offset: "100",
    });
    expect(search).toEqual({
      search_text: "annual",
      statuses: ["pending", "partially"],
      guest_organization_ids: [guestA, guestB],
      expires_before: "2026-12-01",
      order_by: "guest_organization_name",
      order_dir: "asc",
      limit: 50,
      offset: 100,
    });
    expect(hasHostRequestFilters(search)).toBe(true);
  });

  it("drops or defaults hand-edited values that are not valid", () => {
    const search = validate({
      statuses: ["pending", "open", "pending"],
      guest_organization_ids: ["nope", guestA, guestA],
      expires_before: "2026-02-30",
      order_by: "comment",
      order_dir: "up",
      limit: "1000",
      offset: "-3",
    });
    expect(search).toEqual({
      statuses: ["pending"],
      guest_organization_ids: [guestA],
      order_by: "created_at",
      order_dir: "desc",
      limit: 20,
      offset: 0,
    });
    expect(hasHostRequestFilters(validate({}))).toBe(false);
  });
});
