import { describe, expect, it } from "vitest";
import { samePagedList } from "./keep-previous-page";

describe("samePagedList", () => {
  it("another page or filter of the same list in the same scope keeps the previous rows", () => {
    expect(
      samePagedList(
        ["partners", "me", "borealis", "list", { offset: 0 }],
        ["partners", "me", "borealis", "list", { offset: 20 }],
      ),
    ).toBe(true);
  });

  it("another target organization does not", () => {
    expect(
      samePagedList(
        ["partners", "me", "borealis", "list", { offset: 0 }],
        ["partners", "me", "helios", "list", { offset: 0 }],
      ),
    ).toBe(false);
  });

  it("another subject (another private record's analytics) does not", () => {
    expect(
      samePagedList(
        ["analytics", "me", "me", "record:a", "scores", {}],
        ["analytics", "me", "me", "record:b", "scores", {}],
      ),
    ).toBe(false);
  });

  it("nothing to keep without a previous query", () => {
    expect(samePagedList(undefined, ["partners", "me", "me", "list", {}])).toBe(false);
  });
});
