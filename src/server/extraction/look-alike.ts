import { legalForms } from "./company-name";
import type { TextCell } from "./pdf-text";

/**
 * reader28: statements that look like the company's but are not its actual figures (blind batch 20):
 * a budget, a forecast, a projection, an outlook, a plan, a pro forma statement ("Budget 2026:
 * budgeted income statement", "Forecast balance sheet at 31 December 2026", "Unaudited pro forma
 * condensed combined balance sheet", "Planbilanz zum 31. Dezember", "Plan-Gewinn- und
 * Verlustrechnung", "Vorschaurechnung: Gewinn- und Verlustrechnung", "Prognose"). Their title says
 * so; a comparison of actual figures with a budget ("Actual vs budget", "Soll/Ist-Vergleich") is no
 * plan: its budget and variance columns are left out by column-meaning.ts and its actual column read.
 */

/** Words of a title naming a plan rather than figures that happened. */
const PLAN_WORDS =
  /\b(?:budget|budgets|budgeted|budgetary|forecast|forecasts|forecasted|projected|projection|projections|outlook|pro[\s-]?forma|plan(?:bilanz|[\s-]?guv|[\s-]?gewinn|rechnung|ung|zahlen|ergebnis)\w*|plan[\s-](?:bilanz|guv|gewinn|income|balance|profit|p&l|p ?l)\w*|(?:business|financial|budget|strategic|medium[\s-]term|five[\s-]year) plan|vorschau\w*|hochrechnung\w*|prognose\w*|prognostiziert\w*|erwartete?)\b/i;

/** Words of a title comparing actual figures with a plan: the actual figures are the company's. */
const COMPARISON_WORDS =
  /\b(?:vs\.?|versus|against|compared|comparison|compare|vergleich\w*|ist|actuals?|variance)\b|soll[\s/-]*ist/i;

/** A statement's words: a name's capitalised run before its legal form stops at them. */
const STATEMENT_WORD =
  /^(?:balance|sheets?|statements?|income|profit|loss|cash|flows?|position|operations|comprehensive|financial|accounts?|report|bilanz|guv|gewinn|verlust|rechnung|konzern)$/i;

/**
 * reader31: a title line without the company names it prints ("Forecast Freight Ltd", "Budget
 * Haulage Inc. Income Statement"): each legal form with the capitalised words right before it
 * (no statement's word, no year, no lower-case word among them), so that a plan's word in a
 * company's name is not taken for the title's. "Forecast balance sheet of Acme Ltd" keeps its plan.
 */
function withoutCompanyNames(text: string): string {
  let out = text;
  for (const form of legalForms(text).reverse()) {
    const before = text.slice(0, form.index);
    const words = before.trimEnd().split(" ");
    let start = words.length;
    while (start > 0) {
      const w = words[start - 1] as string;
      if (!/^[\p{Lu}&][\p{L}\p{N}&.'’-]*$/u.test(w) || STATEMENT_WORD.test(w.replace(/[.,]$/, ""))) break;
      start -= 1;
    }
    if (start === words.length) continue;
    const nameStart = words.slice(0, start).join(" ").length + (start > 0 ? 1 : 0);
    out = `${out.slice(0, nameStart)} ${out.slice(form.end)}`;
  }
  return out.replace(/\s+/g, " ").trim();
}

/**
 * The plan a statement's title names ("budget", "pro forma", "Planbilanz"), or undefined when it
 * names none or compares actual figures with a plan.
 */
export function lookAlikeTitle(text: string): string | undefined {
  const t = withoutCompanyNames(text.replace(/\s+/g, " ").trim());
  const m = PLAN_WORDS.exec(t);
  if (!m || COMPARISON_WORDS.test(t)) return undefined;
  return m[0];
}

/**
 * A column header naming the company's actual figures beside a plan's ("Ist 2025", "Ist
 * 31.12.2025", "Actual 2025", "2025 Actual", "Actuals").
 */
const ACTUAL_HEADER = /^(?:(?:fy\s?)?(?:19|20)\d\d\s+)?(?:ist|actual|actuals)\b/i;

/** Whether a header cell heads the company's actual figures. */
export function isActualHeader(cell: Pick<TextCell, "text">): boolean {
  return ACTUAL_HEADER.test(cell.text.trim());
}
