import { describe, expect, it } from "vitest";
import {
  searchBoolean,
  searchEnum,
  searchEnumList,
  searchInteger,
  searchIsoDate,
  searchObject,
  searchOptionalEnum,
  searchText,
  searchUuid,
  searchValidator,
} from "./search-schema";

const statuses = ["pending", "approved", "declined"] as const;
const schema = searchObject({
  statuses: searchEnumList(statuses),
  status: searchOptionalEnum(statuses),
  order_dir: searchEnum(["asc", "desc"] as const, "desc"),
  search_text: searchText(10),
  shipper_id: searchUuid(),
  period: searchIsoDate(),
  analysed: searchBoolean(),
  limit: searchInteger(20, { min: 1, max: 100 }),
  offset: searchInteger(0, { min: 0 }),
});
const validateSearch = searchValidator(schema);
/** What the router hands over: strings, string[] for repeated keys, or the typed values of a link. */
const validate = (raw: Record<string, unknown>) => validateSearch(raw as Parameters<typeof validateSearch>[0]);
const uuid = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("route search schemas (zod/mini)", () => {
  it("fills the defaults of an empty URL and leaves the rest absent", () => {
    expect(validate({})).toEqual({ order_dir: "desc", limit: 20, offset: 0 });
  });

  it("reads the router's strings: numbers, repeated keys, dates, booleans", () => {
    expect(
      validate({
        statuses: ["pending", "approved"],
        status: "declined",
        order_dir: "asc",
        search_text: "  Atlas ",
        shipper_id: uuid,
        period: "2025-12-31",
        analysed: "1",
        limit: "50",
        offset: "100",
      }),
    ).toEqual({
      statuses: ["pending", "approved"],
      status: "declined",
      order_dir: "asc",
      search_text: "Atlas",
      shipper_id: uuid,
      period: "2025-12-31",
      analysed: true,
      limit: 50,
      offset: 100,
    });
  });

  it("accepts the typed values links pass", () => {
    expect(validate({ statuses: ["approved"], limit: 5, analysed: false })).toMatchObject({
      statuses: ["approved"],
      limit: 5,
      analysed: false,
    });
  });

  it("a single value of a list key is a list of one; unknown and repeated values drop out", () => {
    expect(validate({ statuses: "pending" }).statuses).toEqual(["pending"]);
    expect(validate({ statuses: ["nope", "pending", "pending"] }).statuses).toEqual(["pending"]);
    expect(validate({ statuses: ["nope"] }).statuses).toBeUndefined();
  });

  it("never throws on a hand-edited URL: invalid values fall back or drop out", () => {
    expect(
      validate({
        status: "nope",
        order_dir: "sideways",
        search_text: "far too long for ten",
        shipper_id: "not-a-uuid",
        period: "2025-13-45",
        analysed: "maybe",
        limit: "1000",
        offset: "-1",
        unknown: "x",
      }),
    ).toEqual({ order_dir: "desc", limit: 20, offset: 0 });
    expect(validate({ limit: "2.5", search_text: "   " })).toEqual({ order_dir: "desc", limit: 20, offset: 0 });
  });

  it("takes the first value of a repeated single-valued key", () => {
    expect(validate({ order_dir: ["asc", "desc"], limit: ["10", "30"] })).toMatchObject({
      order_dir: "asc",
      limit: 10,
    });
  });
});
