import type { DocumentType, LineItemKey } from "../../contract/chart-of-accounts";
import { bareLabel, normalizeLabel, type Section } from "./synonyms";
import { vocabularies } from "./vocabulary";

/**
 * The fallback classifier (issue 22, reader11): the key of a label that neither the synonym table
 * nor the vocabulary knows, from its head words, the section it sits in and its place in the
 * statement. Conservative: it answers only where the words and the place leave one key, and the
 * reader stores what it reads as a derived figure (extract.ts), which the checks trust only when a
 * printed total or an accounting identity ties it (checks.ts, `figures_tied`); otherwise the
 * document is held for review. A line of the key from the table replaces it (it adds up).
 */
export interface FallbackPlace {
  /** The statement's first line with figures. */
  first: boolean;
  /** The key of the line read just before this one, if any. */
  previous?: LineItemKey;
  /** Keys the statement has read so far (in any column). */
  read: ReadonlySet<LineItemKey>;
  /**
   * The section was opened by a printed heading or total ("Current liabilities"), not inferred from
   * the line before it: only then is an unnamed line the section's other line.
   */
  sectionPrinted?: boolean;
}

/** Labels the published vocabularies map to no key on purpose (provisions under HGB, employee benefits expense): never guessed. */
const UNMAPPED = new Set(vocabularies.flatMap((v) => v.unmapped.map((u) => normalizeLabel(u.label))));

export interface FallbackMatch {
  key: LineItemKey;
  /** Why: the words and place the key was taken from (for the figure's note). */
  reason: string;
}

/**
 * Lines that are totals, subtotals or other statements' words: never classified by their words alone.
 * reader26: nor a "davon" line ("davon mit einer Restlaufzeit von mehr als einem Jahr", "of which due
 * after one year"): a part of the line above, printed beside it, never a further component.
 */
const NEVER =
  /^(?:total|totals|sub ?total|summe|gesamt|net assets|net current|net liabilities|balance sheet|less|add|davon|hiervon|darunter|thereof|of which)\b|\b(?:total|per share|weighted|diluted|basic|attributable|comprehensive|non ?controlling|minority|treasury|premium|discontinued|exceptional|extraordinary|changes? in|increase|decrease|movement)\b/;

const has = (n: string, re: RegExp) => re.test(n);

function balanceSheet(n: string, section: Section | undefined, printed: boolean): FallbackMatch | undefined {
  const r = (key: LineItemKey, why: string): FallbackMatch => ({
    key,
    reason: `${why} under ${section?.replace(/_/g, " ")}`,
  });
  const residue = (key: LineItemKey) => (printed ? r(key, "the section's other line") : undefined);
  // What is left of a section once its named lines are read is the section's other line (the
  // chart's other_* keys are the residue by definition); a printed section total must tie it.
  switch (section) {
    case "current_assets":
      if (has(n, /\btrade\b.*\b(?:receivables?|debtors)\b/)) return r("trade_receivables", "trade receivables wording");
      if (
        has(n, /^(?:accounts |customer |client )?(?:receivables?|debtors)\b/) &&
        !has(n, /\b(?:other|tax|gst|vat|loans?|related|staff|employee|director|sundry)\b/)
      ) {
        return r("trade_receivables", "receivables wording");
      }
      if (
        has(n, /\b(?:receivables?|debtors|investments?|securities|loans?|advances?|deposits?|prepa\w*|tax|gst|vat)\b/)
      ) {
        return r("other_current_assets", "prepayments, deposits, investments or other receivables");
      }
      if (has(n, /\b(?:inventor(?:y|ies)|stocks? on hand|stocks?|vorrate)\b/) && !has(n, /\bshares?\b/)) {
        return r("inventory", "inventory wording");
      }
      if (has(n, /\b(?:cash|bank|banks|kasse|kassenbestand|bankguthaben)\b/)) return r("cash", "cash or bank wording");
      return residue("other_current_assets");
    case "non_current_assets":
      if (
        has(
          n,
          /\b(?:goodwill|intangibles?|software|licen[cs]es?|patents?|trademarks?|brands?|relationships|concessions|immaterielle)\b/,
        )
      ) {
        return r("intangible_assets", "intangible wording");
      }
      if (
        has(
          n,
          /\b(?:property|plant|equipment|buildings?|land|vehicles?|machinery|furniture|fixtures|leasehold|sachanlagen)\b/,
        )
      ) {
        // Fixed assets at cost, at valuation or gross are not guessed; ", net" is the net figure.
        return has(n, /\bnet$/) && !has(n, /\b(?:cost|valuation|gross)\b/)
          ? r("net_fixed_assets", "fixed assets net of depreciation")
          : undefined;
      }
      if (has(n, /\b(?:cost|valuation|depreciation|amorti[sz]ation)\b/)) return undefined;
      if (has(n, /\b(?:investments?|deposits?|loans? to|receivables?|finanzanlagen|beteiligungen)\b/)) {
        return r("other_non_current_assets", "investments, deposits or receivables");
      }
      return residue("other_non_current_assets");
    case "current_liabilities":
      if (has(n, /\b(?:current portion|current maturities|due within)\b/)) return undefined;
      if (
        has(n, /\b(?:borrowings?|loans?|overdrafts?|line of credit|credit facilit\w*|bank debt|notes payable)\b/) &&
        !has(n, /\b(?:shareholders?|directors?|related|owners?|partners?|members?)\b/)
      ) {
        return r("short_term_debt", "borrowings wording");
      }
      if (has(n, /^(?:trade |accounts |supplier |suppliers )?(?:payables?|creditors)$/)) {
        return r("trade_payables", "payables wording");
      }
      if (
        has(
          n,
          /\b(?:accru\w*|payables?|provisions?|deferred|in advance|unearned|tax|taxes|taxation|gst|vat|paye|deposits?|advances?|due to|dividends?)\b/,
        )
      ) {
        return r("other_current_liabilities", "accruals, provisions, taxes or other payables");
      }
      return residue("other_current_liabilities");
    case "non_current_liabilities":
      if (has(n, /\b(?:shareholders?|directors?|related|owners?|partners?|members?)\b/)) {
        return r("other_non_current_liabilities", "amounts owed to owners or related parties");
      }
      if (has(n, /\b(?:borrowings?|loans?|notes payable|debentures?|bonds?|term debt|mortgages?)\b/)) {
        return r("long_term_debt", "borrowings wording");
      }
      if (has(n, /\b(?:deferred|provisions?|payables?|accru\w*|obligations?|leases?)\b/)) {
        return r("other_non_current_liabilities", "deferred items, provisions or other payables");
      }
      return residue("other_non_current_liabilities");
    case "equity":
      if (
        has(
          n,
          /\b(?:reserve|reserves|surplus|retained|accumulated|undistributed|unappropriated|allocated|unallocated)\b/,
        ) &&
        !has(
          n,
          /\b(?:capital (?:reserves?|surplus)|kapitalrucklagen?|kapitalreserven?|paid in|premium|share|legal|statutory|other|hedg\w*|translation|revaluation|fair value)\b/,
        )
      ) {
        return r("retained_earnings", "reserves or surplus wording");
      }
      if (
        has(
          n,
          /\b(?:share capital|capital stock|common stock|ordinary shares|stated capital|issued capital|paid up capital|certificates|gezeichnetes kapital|kapitalanteile?|geschaftsguthaben)\b/,
        )
      ) {
        return r("share_capital", "capital wording");
      }
      return undefined;
    default:
      return undefined;
  }
}

function incomeStatement(n: string, place: FallbackPlace): FallbackMatch | undefined {
  if (has(n, /\bbefore\b/)) {
    if (has(n, /\b(?:interest|depreciation|amorti[sz]ation|finance|exceptional|extraordinary|zinsen)\b/))
      return undefined;
    if (
      has(n, /^(?:net )?(?:profit|income|earnings|surplus|margins?|savings|result|results|ergebnis)\b/) &&
      has(n, /\b(?:tax|taxes|taxation|steuern|ertragsteuern)$/)
    ) {
      return { key: "profit_before_tax", reason: "a result before tax" };
    }
    return undefined;
  }
  if (
    place.previous === "profit_before_tax" &&
    has(n, /\b(?:tax|taxes|taxation|zakat|steuern?|\w+steuern?)\b/) &&
    !has(n, /\bafter\b/)
  ) {
    return { key: "income_tax", reason: "a tax line right after profit before tax" };
  }
  if (
    place.first &&
    has(
      n,
      /\b(?:income|sales|revenues?|fees|turnover|receipts|takings|billings|commissions?|subscriptions|umsatzerlose)\b/,
    ) &&
    !has(n, /\b(?:expenses?|costs?|tax|taxes|interest|other|finance|net|investment|dividends?)\b/)
  ) {
    return { key: "revenue", reason: "the statement's first line names income" };
  }
  if (
    place.read.has("revenue") &&
    has(n, /^(?:direct )?costs? of (?!borrowing|finance|funds|capital)[a-z]/) &&
    !["cost_of_goods_sold", "gross_profit", "operating_profit", "profit_before_tax"].some((k) =>
      place.read.has(k as LineItemKey),
    )
  ) {
    return { key: "cost_of_goods_sold", reason: "a cost of what was sold after revenue, before any profit line" };
  }
  if (
    has(n, /\b(?:interest|finance|financing|zinsen)\b/) &&
    has(n, /\b(?:paid|expenses?|charges?|costs?|aufwendungen|on (?:loans?|borrowings|overdrafts?|bank))\b/) &&
    !has(n, /\b(?:received|income|earned|revenue|ertrage|and other)\b/)
  ) {
    return { key: "interest_expense", reason: "interest or finance cost wording" };
  }
  if (
    has(n, /^(?:depreciation|amorti[sz]ation|abschreibungen)\b/) &&
    !has(n, /\b(?:accumulated|reversal|write back|written back)\b/)
  ) {
    return { key: "depreciation_amortization", reason: "depreciation wording" };
  }
  return undefined;
}

function cashflowStatement(n: string): FallbackMatch | undefined {
  if (
    has(n, /\b(?:repay\w*|repaid|redemption|redeemed)\b/) &&
    has(n, /\b(?:borrowings?|loans?|debt|notes|bonds|debentures|overdrafts?|credit|mortgages?)\b/)
  ) {
    return { key: "repayment_of_borrowings", reason: "repayment of borrowings wording" };
  }
  if (
    has(
      n,
      /^(?:purchases?|acquisitions?|additions?|payments? (?:for|to acquire)|investments? in|capital expenditure on)\b/,
    ) &&
    has(n, /\b(?:property|plant|equipment|fixed assets|tangible|vehicles?|machinery|buildings?|premises|sachanlagen)\b/)
  ) {
    return { key: "purchase_of_fixed_assets", reason: "purchase of fixed assets wording" };
  }
  if (
    has(
      n,
      /^(?:(?:cash )?dividends?|distributions?)(?: \w+){0,4} paid\b|^(?:payments? of )?(?:dividends?|distributions?) to (?:partners|members|owners|shareholders|equity holders)/,
    )
  ) {
    return { key: "dividends_paid", reason: "dividends or distributions paid" };
  }
  return undefined;
}

/** The key the fallback reads a label as, or undefined when the words and the place leave it open. */
export function fallbackLabel(
  type: DocumentType,
  label: string,
  section: Section | undefined,
  place: FallbackPlace,
): FallbackMatch | undefined {
  const n = bareLabel(normalizeLabel(label));
  if (n.length < 3 || n.split(" ").length > 12 || NEVER.test(n) || UNMAPPED.has(n)) return undefined;
  if (type === "balance_sheet") return balanceSheet(n, section, place.sectionPrinted === true);
  if (type === "income_statement") return incomeStatement(n, place);
  return cashflowStatement(n);
}
