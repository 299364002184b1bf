import { describe, expect, it } from "vitest";
import { containsPattern, isUuid } from "./sql-helpers";

describe("containsPattern", () => {
  it("wraps the text in % and escapes the LIKE metacharacters and the escape character", () => {
    expect(containsPattern("plain")).toBe("%plain%");
    expect(containsPattern("a%b_c\\d")).toBe("%a\\%b\\_c\\\\d%");
    expect(containsPattern("100%")).toBe("%100\\%%");
    expect(containsPattern("")).toBe("%%");
  });
});

describe("isUuid", () => {
  it("accepts uuids in either case and nothing else", () => {
    expect(isUuid("0b3f5c2e-1a4d-4e7f-9c11-000000000001")).toBe(true);
    expect(isUuid("0B3F5C2E-1A4D-4E7F-9C11-00000000000A")).toBe(true);
    expect(isUuid("0b3f5c2e-1a4d-4e7f-9c11-00000000000")).toBe(false);
    expect(isUuid("0b3f5c2e1a4d4e7f9c11000000000001")).toBe(false);
    expect(isUuid(" 0b3f5c2e-1a4d-4e7f-9c11-000000000001")).toBe(false);
    expect(isUuid("not-a-uuid")).toBe(false);
  });
});
