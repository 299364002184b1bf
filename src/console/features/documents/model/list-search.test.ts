import { describe, expect, it } from "vitest";
import { validateDocumentListSearch } from "./list-search";

const validate = (raw: Record<string, unknown>) =>
  validateDocumentListSearch(raw as Parameters<typeof validateDocumentListSearch>[0]);
const uuid = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("document list search", () => {
  it("fills the defaults of an empty URL", () => {
    expect(validate({})).toEqual({ order_by: "period", order_dir: "desc", limit: 20, offset: 0 });
  });

  it("reads the URL's strings: ids, repeated types, dates, booleans", () => {
    expect(
      validate({
        file_id: uuid,
        document_types: ["balance_sheet", "balance_sheet", "income_statement"],
        period_from: "2024-01-01",
        period_to: "2024-12-31",
        analysis_status: "true",
        order_by: "created_at",
        order_dir: "asc",
        document: uuid,
      }),
    ).toMatchObject({
      file_id: uuid,
      document_types: ["balance_sheet", "income_statement"],
      period_from: "2024-01-01",
      period_to: "2024-12-31",
      analysis_status: true,
      order_by: "created_at",
      order_dir: "asc",
      document: uuid,
    });
  });

  it("never throws: invalid values drop out or fall back", () => {
    expect(
      validate({ file_id: "nope", period_from: "2024-1-1", analysis_status: "maybe", order_dir: "x", limit: "500" }),
    ).toEqual(validate({}));
  });
});
