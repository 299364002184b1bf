import { describe, expect, it } from "vitest";
import { checkStatements } from "./checks";
import { leapYearEndUnsure } from "./column-meaning";
import { parseStatements } from "./extract";
import type { TextCell } from "./pdf-text";
import { at, page, right } from "./synthetic-lines.fixture";

/**
 * A February year end carried into a leap year (blind batch 15: "for the year ended 28 February 2025"
 * over year columns 2025 | 2024, dated 28 February 2024 and auto-accepted, where its maker meant the
 * month's last day, 29 February 2024; batches 5 and 9 meant a fixed 28 February). The statement does
 * not say which, so the prior year's period is not sure: held for review. Synthetic lines only.
 */

describe("a 28 February year end and a leap year", () => {
  it("is unsure only from a 28 February (of a common year, or undated) into a leap year", () => {
    expect(leapYearEndUnsure({ y: 2025, m: 2, d: 28 }, 2024)).toBe(true);
    expect(leapYearEndUnsure({ m: 2, d: 28 }, 2020)).toBe(true);
    expect(leapYearEndUnsure({ y: 2025, m: 2, d: 28 }, 2023)).toBe(false);
    expect(leapYearEndUnsure({ y: 2024, m: 2, d: 28 }, 2020)).toBe(false);
    expect(leapYearEndUnsure({ y: 2024, m: 2, d: 29 }, 2023)).toBe(false);
    expect(leapYearEndUnsure({ y: 2025, m: 3, d: 31 }, 2024)).toBe(false);
  });
});

describe("year columns under a February title", () => {
  const row = (label: string, a: string, b: string): TextCell[] => [at(label, 30), right(a, 400), right(b, 480)];
  const read = (title: string) => {
    const statements = parseStatements(
      page([
        [at(title, 30)],
        [right("2025", 400), right("2024", 480)],
        row("Revenue", "2,166,000", "2,010,000"),
        row("Cost of sales", "1,302,000", "1,250,000"),
        row("Gross profit", "864,000", "760,000"),
        row("Operating profit", "221,400", "190,000"),
        row("Profit before tax", "171,600", "150,000"),
        row("Income tax", "42,900", "37,500"),
        row("Profit for the year", "128,700", "112,500"),
      ]),
    ).statements;
    const results = checkStatements(statements);
    return statements.map((s, i) => `${s.period} ${results[i]?.reviewStatus}`);
  };
  it("holds the statements for review when the prior year is a leap year", () => {
    const got = read("Income statement for the year ended 28 February 2025");
    expect(got.map((g) => g.split(" ")[0])).toEqual(["2025-02-28", "2024-02-28"]);
    expect(got.every((g) => g.endsWith("needs_review"))).toBe(true);
  });
  it("leaves other February and other year ends as they were", () => {
    expect(read("Income statement for the year ended 28 February 2024").map((g) => g.split(" ")[0])).toEqual([
      "2025-02-28",
      "2024-02-28",
    ]);
    const march = read("Income statement for the year ended 31 March 2025");
    expect(march.map((g) => g.split(" ")[0])).toEqual(["2025-03-31", "2024-03-31"]);
    expect(march.every((g) => !g.endsWith("needs_review"))).toBe(true);
  });
});
