import type { LineItemKey } from "../../contract/chart-of-accounts";
import { normalizeLabel } from "./normalize-label";

/**
 * reader32: income-statement expense lines the synonym table reads as a key that they are not where
 * they are printed (docs/chart-of-accounts.md, selling_general_administrative and
 * other_operating_expenses).
 */

/**
 * "Total operating expenses" (the synonym table reads it as other operating expenses, the only key a
 * statement printing nothing else of its expenses has for it) is the total of the operating expense
 * lines above it. Where any of those lines was read under its own expense key (SG&A, depreciation and
 * amortisation, other operating expenses), the total is no "other" operating expense: taken as one it
 * would count them twice (a US management pack: "Selling and marketing", "General and
 * administrative", "Depreciation and amortization", "Total operating expenses").
 */
const OPERATING_EXPENSES_TOTAL = /^total (?:operating )?(?:expenses|costs|expenditure|overheads)$/;

/** The keys a total of the operating expenses holds when they are printed above it. */
const EXPENSE_PART_KEYS: readonly LineItemKey[] = [
  "selling_general_administrative",
  "depreciation_amortization",
  "other_operating_expenses",
];

/**
 * Freight named with distribution ("Freight and distribution", "Delivery and distribution",
 * "Distribution and warehousing") is a distribution cost, SG&A (the synonym table reads it so), below
 * the gross profit; printed above it (among the variable costs of a contribution-margin statement, or
 * the cost of sales), or where no gross profit is printed, it is not read as SG&A: freight is also a
 * cost of the goods bought and sold.
 */
export const FREIGHT_AND_DISTRIBUTION: readonly RegExp[] = [
  /^(?:freight|carriage|delivery|shipping|transport|warehousing|logistics) and distribution(?: costs?| expenses?)?$/,
  /^distribution and (?:freight|carriage|delivery|shipping|transport|warehousing|logistics)(?: costs?| expenses?)?$/,
];

type ReadColumns = ReadonlyArray<ReadonlyMap<LineItemKey, unknown>>;

/** Whether an income-statement line read as `key` is not that key where it is printed. */
export function misplacedExpenseLine(key: LineItemKey, label: string, read: ReadColumns): boolean {
  const n = normalizeLabel(label);
  if (key === "other_operating_expenses" && OPERATING_EXPENSES_TOTAL.test(n))
    return read.some((m) => EXPENSE_PART_KEYS.some((k) => m.has(k)));
  if (key === "selling_general_administrative" && FREIGHT_AND_DISTRIBUTION.some((re) => re.test(n)))
    return !read.some((m) => m.has("gross_profit"));
  return false;
}
