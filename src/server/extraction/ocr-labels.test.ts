import { describe, expect, it } from "vitest";
import { matchOcrLabel } from "./synonyms";

describe("matchOcrLabel on enumerated labels (issue 22, realscans)", () => {
  it("compares an OCR'd label without its enumeration, as matchLabel does", () => {
    expect(matchOcrLabel("balance_sheet", "II. Gewinnricklagen", "equity")?.key).toBe("retained_earnings");
    expect(matchOcrLabel("income_statement", "1. Umsatzerlése", undefined)?.key).toBe("revenue");
    expect(matchOcrLabel("balance_sheet", "III. Sonstige Vermdgensgegenstande", "current_assets")?.key).toBe(
      "other_current_assets",
    );
    expect(matchOcrLabel("income_statement", "10. Jahresüberschuss Jahresfehibetrag", undefined)?.key).toBe(
      "net_profit",
    );
  });
  it("still needs the label to be long and close to one known label only", () => {
    expect(matchOcrLabel("income_statement", "1. Umsatz", undefined)).toBeUndefined();
    expect(matchOcrLabel("balance_sheet", "II. Something unrelated here", "equity")).toBeUndefined();
  });
});
