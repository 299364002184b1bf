import { describe, expect, it } from "vitest";
import { checkStatements } from "./checks";
import { parseStatements } from "./extract";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader31 (issue 22): rules from the chart of accounts and batch 21's leftovers, as general rules.
 * Synthetic lines only, never corpus files.
 */

const statusOf = (lines: ReturnType<typeof page>) => {
  const { statements } = parseStatements(lines);
  return { statements, results: checkStatements(statements) };
};

describe("staff costs among the operating expenses", () => {
  const incomeStatement = (staffLabel: string) =>
    page([
      [at("Statement of Operations", 170)],
      [at("For the years ended June 30, 2025 and 2024", 160)],
      [right("2025", 400), right("2024", 480)],
      row("Revenue", "10,000", "9,000"),
      row("Cost of sales", "6,000", "5,500"),
      row("Gross profit", "4,000", "3,500"),
      [at("Operating expenses", 30)],
      row(staffLabel, "1,000", "900"),
      row("General and administrative", "700", "600"),
      row("Depreciation", "300", "250"),
      row("Operating income", "2,000", "1,750"),
      row("Interest expense", "100", "90"),
      row("Income before income taxes", "1,900", "1,660"),
      row("Income taxes", "400", "350"),
      row("Net income", "1,500", "1,310"),
    ]);

  it.each(["Employee expenses", "Salaries and benefits", "Wages and benefits", "Staff costs"])(
    "leaves '%s' out of SG&A, yet ties the operating expenses with it",
    (label) => {
      const { statements, results } = statusOf(incomeStatement(label));
      expect(amounts(statements[0])).toMatchObject({ selling_general_administrative: 700, operating_profit: 2000 });
      expect(statements[0]?.reading?.staffCosts).toBe(1000);
      const check = results[0]?.checks.find((c) => c.name === "subtotal_operating_expenses");
      expect(check?.passed).toBe(true);
      expect(results[0]?.reviewStatus).toBe("auto_accepted");
    },
  );

  it("does not tie a section whose unread line is not a staff cost", () => {
    const { statements, results } = statusOf(incomeStatement("Sundry outgoings"));
    expect(statements[0]?.reading?.staffCosts).toBeUndefined();
    expect(results[0]?.reviewStatus).toBe("needs_review");
  });
});
