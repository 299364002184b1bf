import type { DocumentType, LineItemKey } from "../../../contract/chart-of-accounts";
import type { Section } from "../synonyms";

/**
 * What an element of a published taxonomy means for our chart of accounts:
 * - `exact`: the element is the key (e.g. us-gaap:LongTermDebtNoncurrent is long_term_debt);
 * - `part`: the element is one component of the key, printed lines of these add up to it when the
 *   statement prints no line that is the key itself (e.g. us-gaap:GeneralAndAdministrativeExpense is
 *   part of selling_general_administrative);
 * - `wider`: the element is a subtotal that holds the key and more (e.g. us-gaap:LongTermDebt includes
 *   the current maturities that long_term_debt excludes). It still maps to the key, and the mapping
 *   says `wider`, so a narrower printed line can be preferred (issue 22 item 3).
 */
export type VocabularyRole = "exact" | "part" | "wider";

export interface VocabularyEntry {
  /** The taxonomy element (`prefix:LocalName`), or for the HGB schemes the statutory position (`HGB §266(2) B.IV`). */
  element: string;
  type: DocumentType;
  key: LineItemKey;
  /** The element's standard label (for HGB: the wording of the law). */
  standard: string;
  /** The element's terse label, when the taxonomy has one that differs from the standard label. */
  terse?: string;
  /** Further labels of this element seen as printed wording (period start/end labels, total labels, common forms). */
  variants?: readonly string[];
  /** `exact` when absent. */
  role?: VocabularyRole;
  /** Only inside this section of the statement (e.g. FRS 102 "Bank loans and overdrafts" within / after one year). */
  section?: Section;
  /**
   * The standard label is a taxonomy name that is not printed as a line (e.g. us-gaap "Assets, Current",
   * whose printed form is its terse or total label): it is recorded for checking, not matched.
   */
  matchStandard?: false;
  /** A label of this entry also maps to another key elsewhere (in the vocabulary or the hand-made synonyms) on purpose. */
  ambiguous?: true;
  note?: string;
}

/** A label the taxonomy has that deliberately maps to no key of the chart, with the reason. */
export interface UnmappedLabel {
  element: string;
  label: string;
  reason: string;
}

export interface Vocabulary {
  id: "ifrs" | "us-gaap" | "frs102" | "hgb" | "ifrs-de";
  /** Taxonomy or law, with its version. */
  source: string;
  url: string;
  licence: string;
  entries: readonly VocabularyEntry[];
  unmapped: readonly UnmappedLabel[];
}
