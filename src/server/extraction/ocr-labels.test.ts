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
describe("matchOcrLabel with Tesseract's two-for-one confusions (issue 22, ocr2)", () => {
  it("undoes 'ti' for 'ü', 'l' read as 'i', and a roman enumerator read with 'l'", () => {
    expect(matchOcrLabel("balance_sheet", "II. Gewinnrticklagen", "equity")?.key).toBe("retained_earnings");
    expect(matchOcrLabel("balance_sheet", "Il. Gewinnrücklagen", "equity")?.key).toBe("retained_earnings");
    expect(matchOcrLabel("balance_sheet", "HI. Finanzanlagen", "non_current_assets")?.key).toBe(
      matchOcrLabel("balance_sheet", "III. Finanzanlagen", "non_current_assets")?.key,
    );
    expect(matchOcrLabel("balance_sheet", "HI. Finanzanlagen", "non_current_assets")).toBeDefined();
    expect(matchOcrLabel("balance_sheet", "Summe Aniagevermégen", "non_current_assets")?.key).toBe(
      "total_non_current_assets",
    );
  });
  it("still needs one key only, and long labels", () => {
    expect(matchOcrLabel("balance_sheet", "Summe Umiaut", "current_assets")).toBeUndefined();
    expect(matchOcrLabel("income_statement", "Totai", undefined)).toBeUndefined();
  });
});
