import { describe, expect, it } from "vitest";
import type { LineItem } from "../../contract/chart-of-accounts";
import { type CheckedStatement, checkStatements } from "./checks";
import type { SectionTotal } from "./extract";

/**
 * reader14 (issue 22): rules as families — the trust rule for figures the reader made (a sum of
 * lines, a line put under a key by its words, a residual), and the seen gaps of batch 8. Synthetic
 * labels and lines only, never corpus files.
 */

describe("a figure the reader made is trusted only when a check ties the keys themselves", () => {
  const item = (key: LineItem["key"], label: string, amount: number): LineItem => ({
    key,
    label,
    amount,
    confidence: 0.98,
  });
  /**
   * Current liabilities of three printed lines adding up to the printed total; the reader put two of
   * them (and, with `outside`, a line printed above the section) under one key by their words.
   */
  const sheet = (outside: number, keysAddUp: boolean): CheckedStatement => {
    const otherLiabilities = 3_534 + 1_979 + outside;
    const total: SectionTotal = {
      section: "current_liabilities",
      total: "total_current_liabilities",
      printed: 10_672,
      linesSum: 10_672,
      lines: 3,
      mappedLines: 3,
      keys: ["trade_payables", "other_current_liabilities"],
      keysSum: keysAddUp ? 10_672 : 5_159 + otherLiabilities,
    };
    return {
      documentType: "balance_sheet",
      period: "2025-12-31",
      periodType: "yearly",
      lineItems: [
        item("trade_payables", "Trade creditors", 5_159),
        item("other_current_liabilities", "Payables to banks + Taxes and accruals", otherLiabilities),
        item("total_current_liabilities", "Total current liabilities", 10_672),
      ],
      reading: {
        numberConvention: "1,234.56",
        scale: 1,
        scaleSource: null,
        periodAmbiguous: false,
        ocr: false,
        sectionTotals: [total],
        notes: [
          {
            key: "other_current_liabilities",
            kind: "derived",
            detail: 'a label outside the synonym table read by its words: "Payables to banks"',
            made: true,
          },
          {
            key: "other_current_liabilities",
            kind: "derived",
            detail: "the sum of its printed parts, no total printed (Payables to banks + Taxes and accruals)",
            made: true,
          },
        ],
      },
    };
  };

  it("does not count a section whose printed lines add up, but whose keys do not, as tying a made figure", () => {
    // A provision printed above the current liabilities was added to the key: the lines still add up.
    const [result] = checkStatements([sheet(699, false)]);
    expect(result?.checks.find((c) => c.name === "section_sum_current_liabilities")?.passed).toBe(true);
    expect(result?.checks.find((c) => c.name === "figures_tied")?.passed).toBe(false);
    expect(result?.reviewStatus).toBe("needs_review");
  });

  it("trusts the made figure when the keys read from the section add up to its total", () => {
    const [result] = checkStatements([sheet(0, true)]);
    expect(result?.checks.find((c) => c.name === "figures_tied")?.passed).toBe(true);
  });

  it("still counts the printed lines adding up for a figure read off one line of the table", () => {
    const s = sheet(0, false);
    const notes = (s.reading?.notes ?? []).map((n) => ({
      ...n,
      made: undefined,
      detail: "the sum of its printed parts, no total printed (Payables to banks)",
    }));
    const [result] = checkStatements([{ ...s, reading: { ...(s.reading as NonNullable<typeof s.reading>), notes } }]);
    expect(result?.checks.find((c) => c.name === "figures_tied")?.passed).toBe(true);
  });
});
