import { describe, expect, it } from "vitest";
import { validateRecordListSearch } from "./list-search";

const validate = (raw: Record<string, unknown>) =>
  validateRecordListSearch(raw as Parameters<typeof validateRecordListSearch>[0]);

describe("private-record list search", () => {
  it("fills the defaults of an empty URL", () => {
    expect(validate({})).toEqual({
      search_field: "name",
      archived: "false",
      order_by: "name",
      order_dir: "asc",
      limit: 20,
      offset: 0,
    });
  });

  it("reads the URL's strings and falls back on invalid values instead of throwing", () => {
    expect(
      validate({ search_field: "email", search_text: " Atlas ", archived: "all", order_by: "email", limit: "50" }),
    ).toMatchObject({ search_field: "email", search_text: "Atlas", archived: "all", order_by: "email", limit: 50 });
    expect(validate({ search_field: "x", archived: "maybe", order_dir: "up", limit: "0", offset: "-3" })).toEqual(
      validate({}),
    );
  });

  it("keeps the keys in the URL's order", () => {
    expect(Object.keys(validate({ offset: "20", search_text: "a" }))).toEqual([
      "search_field",
      "search_text",
      "archived",
      "order_by",
      "order_dir",
      "limit",
      "offset",
    ]);
  });
});
