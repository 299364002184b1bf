import { describe, expect, it } from "vitest";
import {
  integer,
  oneOf,
  optionalBoolean,
  optionalString,
  parseSearch,
  stringifySearch,
  stringList,
} from "./search-params";

describe("URL search params", () => {
  it("repeats keys for arrays, both ways", () => {
    const raw = parseSearch("?credit_application_statuses=pending&credit_application_statuses=approved&limit=20");
    expect(raw).toEqual({ credit_application_statuses: ["pending", "approved"], limit: "20" });
    expect(stringifySearch({ s: ["a", "b"], limit: 20, empty: "", none: undefined })).toBe("?s=a&s=b&limit=20");
    expect(stringifySearch({})).toBe("");
  });

  it("coerces and defaults", () => {
    expect(integer("40", 20, { min: 1, max: 100 })).toBe(40);
    expect(integer("400", 20, { min: 1, max: 100 })).toBe(20);
    expect(integer("x", 0)).toBe(0);
    expect(oneOf("desc", ["asc", "desc"] as const, "asc")).toBe("desc");
    expect(oneOf("sideways", ["asc", "desc"] as const, "asc")).toBe("asc");
    expect(stringList("pending")).toEqual(["pending"]);
    expect(stringList(["a", "a", ""])).toEqual(["a"]);
    expect(stringList(undefined)).toBeUndefined();
    expect(optionalString("  Atlas ")).toBe("Atlas");
    expect(optionalString("   ")).toBeUndefined();
    expect(optionalBoolean("false")).toBe(false);
  });
});
