import type { DocumentType, LineItemKey } from "../../contract/chart-of-accounts";
import { editDistance } from "./edit-distance";
import { FREIGHT_AND_DISTRIBUTION } from "./expense-lines";
import { normalizeLabel } from "./normalize-label";
import { vocabularyLabels } from "./vocabulary";

/**
 * What the extraction recognises in published statements: headings, section headings, and the
 * label variants of each canonical line item (the synonym table of docs/extraction.md, which
 * `synonymTableMarkdown()` prints). Labels are compared after `normalizeLabel`. The line-item table
 * has two parts: the hand-made synonyms below (wording met in statements that no standard has, and
 * standard wording added before the vocabulary existed), then the label vocabulary of published
 * standard labels (./vocabulary, docs/extraction.md "Label vocabulary"), each row naming its element.
 */

export { normalizeLabel };

// ---------------------------------------------------------------------------------------------
// Headings

const PREFIX_WORDS =
  "(?:(?:consolidated|condensed|interim|unaudited|audited|separate|standalone|stand alone|group|company|parent|abridged|summari[sz]ed|combined|the|and|of|statutory|konzern)\\s+)*";
// reader28: "(ungeprüft)" after a German title, as "(unaudited)" after an English one.
// reader16: the entity a title names after itself ("Balance Sheet – Parent Company", "… of the Company",
// "Statements of financial position - Group and Company") and the format ("– by function of expense").
const SUFFIX =
  "(?:\\s+(?:(?:modified )?(?:income tax|tax|cash|regulatory) basis|abridged|summary|summari[sz]ed|condensed|for|as at|as of|as on|at|continued|cont d(?= |$)|contd?(?= |$)|unaudited|ungepruft|gepruft|in|year|years|period|three|six|nine|twelve|ended|zum|per|fur|vom|des|der|fortsetzung|umsatzkostenverfahren|gesamtkostenverfahren|ifrs|nach|\\d|group|company|parent|consolidated|separate|standalone|by (?:function|nature)|of the (?:company|group|parent|entity)(?![a-z])).*)?";

/** Heading phrases per document type, matched against the whole normalized heading line. */
export const headingPhrases: Record<DocumentType, string[]> = {
  balance_sheet: [
    "balance sheets?",
    "statements? of financial position",
    "statements? of financial condition",
    "statements? of condition",
    "statements? of assets and liabilities",
    // Income-tax-basis, cash-basis and modified-cash-basis statements of small US entities.
    "statements? of assets liabilities and (?:members |partners |shareholders |stockholders |owners |net )?(?:equity|capital|deficit|net assets)(?: arising from cash transactions)?",
    "statements? of assets and liabilities arising from cash transactions",
    // Not-for-profit (US GAAP ASC 958, ASPE part III) and fund statements: assets, liabilities and
    // net assets or fund balances; trusts and funds: the statement of net assets.
    "statements? of assets liabilities and fund balances?",
    "statements? of net assets",
    // reader16: a pension or benefit plan's statement (US ERISA, IAS 26).
    "statements? of net assets available for (?:plan )?benefits",
    "statements? of net position",
    // German (HGB): Bilanz, Konzernbilanz, Handelsbilanz (the commercial balance sheet beside a tax one),
    // Planbilanz (a plan: reader28 reads its column headed "Ist" alone, held; look-alike.ts)
    "(?:konzern|handels|plan)?bilanz",
    // German associations (e.V.), foundations and public bodies (Doppik): the Vermögensrechnung or
    // Vermögensübersicht, often with "(Bilanz)" after it.
    "vermogens(?:rechnung|ubersicht)(?: bilanz)?",
  ],
  income_statement: [
    "income statements?",
    "statements? of (?:comprehensive )?income",
    "statements? of profit (?:or|and) loss(?: and other comprehensive income)?",
    "profit and loss(?: account| statement)?s?",
    "statements? of operations(?: and comprehensive income(?: loss)?)?",
    "statements? of (?:comprehensive )?earnings",
    "statements? of income and comprehensive income",
    "p and l(?: account| statement)?",
    // NZ special-purpose and PBE reports (Xero's performance report), UK clubs, co-operatives and
    // Indian non-profits, Canadian ASPE and US small companies (the income statement with retained earnings below).
    "statements? of financial performance",
    "income and expenditure(?: account| statement)?s?",
    "statements? of (?:income|earnings|operations) and retained earnings(?: deficit)?",
    // UK FRS 102 (section 6.4): the income statement and statement of retained earnings as one statement.
    "(?:income statements?|profit and loss accounts?|statements? of (?:comprehensive )?income) and (?:the )?statements? of retained earnings",
    "(?:konzern ?)?gewinn und verlustrechnung",
    // Swiss OR (Art. 959b): the Erfolgsrechnung.
    "(?:konzern ?)?erfolgsrechnung",
    // IFRS in German (IAS 1.10A): the statement of comprehensive income, alone or after the GuV.
    "(?:konzern ?)?gesamtergebnisrechnung",
    // German associations (e.V.) and public bodies (Doppik): the Ergebnisrechnung.
    "ergebnisrechnung",
    // reader23: DATEV's Betriebswirtschaftliche Auswertung (BWA Form 01, the Kurzfristige
    // Erfolgsrechnung, titled with its month) and the German cash-basis Einnahmenüberschussrechnung
    // (EÜR, § 4 Abs. 3 EStG, "Anlage EÜR").
    "(?:bwa (?:nr \\d+ )?)?(?:betriebswirtschaftliche auswertung|kurzfristige erfolgsrechnung)(?: (?:januar|februar|marz|april|mai|juni|juli|august|september|oktober|november|dezember))?",
    "einnahmen ?(?:uberschuss|uberschuß)rechnung(?: anlage eur)?",
    // Income-tax-basis and cash-basis statements of small US entities.
    "statements? of revenues? and expenses",
    "statements? of revenues? collected and expenses paid",
    "statements? of revenues? expenses and (?:changes in )?(?:members |partners )?(?:equity|capital|retained earnings)",
    // Loss-making entities title by the loss (US, CA): "Statement of Loss", "... of Comprehensive Loss",
    // "Statement of Operations (Loss)", "Statement of Income (Loss)".
    "statements? of (?:comprehensive )?loss(?: and (?:comprehensive loss|(?:accumulated )?deficit))?",
    "statements? of (?:comprehensive )?(?:income|earnings|operations) loss(?: and comprehensive (?:income )?loss)?",
    "statements? of operations and comprehensive loss",
    // The result carried into equity or net assets on the same statement (US, ASPE, GASB business-type).
    "statements? of (?:operations|income|earnings|loss) and (?:changes in )?(?:net assets|(?:accumulated )?deficit|members (?:equity|deficit|capital)|partners (?:equity|capital)|fund balances?)",
    "statements? of revenues? expenses and changes in (?:net assets|net position|fund balances?)",
    // Not-for-profit (ASC 958, ASPE part III, charities): the statement of activities and its kin.
    "statements? of activities(?: and changes in net assets)?",
    "statements? of (?:support )?revenues? (?:and )?(?:support )?and expenses",
    "statements? of (?:income|revenues?) and expend[a-z]+",
    "statements? of income and expenses",
    // PBE IPSAS (NZ) and public-sector entities: revenue and expense, surplus or deficit.
    "statements? of comprehensive revenue and expenses?",
    "statements? of surplus (?:and|or) deficit",
    // Sole traders and partnerships (UK, IN, commonwealth bookkeeping): the trading account alone.
    "trading accounts?",
    "operating statements?",
  ],
  cashflow_statement: [
    "cash ?flow statements?",
    "statements? of cash ?flows?",
    "cash ?flows? statements?",
    // reader16: the cash flow statement's older name (Canada before 1998, some public bodies).
    "statements? of changes in financial position",
    "(?:konzern ?)?kapitalflussrechnung",
    // Swiss OR (Art. 961b): the Geldflussrechnung, also called Mittelflussrechnung.
    "(?:konzern ?)?(?:geld|mittel)flussrechnung",
    // German public bodies (Doppik): the Finanzrechnung, the cash flow beside the Ergebnisrechnung.
    "finanzrechnung",
  ],
};

/**
 * What an income statement's title may add after its own phrase: the comprehensive income, or the
 * equity, net assets or fund its result is carried to on the same statement ("Statement of
 * Earnings and Comprehensive Earnings", "Income Statement and Statement of Comprehensive Income",
 * "Statement of Operations and Changes in Members' Capital", "... and Accumulated Surplus").
 */
const INCOME_TAIL =
  "(?: and (?:the )?(?:statements? of )?(?:other )?(?:changes in )?(?:comprehensive (?:income|loss|earnings)(?: loss)?|retained (?:earnings|income|profits)(?: deficit)?|(?:accumulated )?(?:deficit|surplus|earnings)|accumulated funds?|net assets|fund balances?|(?:members|partners|shareholders|stockholders|owners|proprietors) (?:equity|capital|deficit|surplus)(?: accounts?)?))?";

const HEADING_RES: Array<[DocumentType, RegExp]> = (Object.keys(headingPhrases) as DocumentType[]).map((type) => [
  type,
  new RegExp(
    `^(?:.{0,80}\\s)?${PREFIX_WORDS}(?:${headingPhrases[type].join("|")})${type === "income_statement" ? INCOME_TAIL : ""}${SUFFIX}$`,
  ),
]);

/**
 * The document type a line announces, if it is a statement heading. A company name may precede
 * the title and a period may follow it ("ACME plc consolidated balance sheet as at 31 December").
 * Lines that read like sentences or line items ("notes to the statement of cash flows",
 * "total comprehensive income") are not headings.
 */
export function headingType(line: string): DocumentType | undefined {
  const n = normalizeLabel(line);
  if (n.length === 0 || n.length > 140) return undefined;
  if (/\b(notes? to|see|part of|accompanying|refer|form an integral|continued on)\b/.test(n)) return undefined;
  for (const [type, re] of HEADING_RES) if (re.test(n)) return type;
  // Words the PDF's text run glued together ("CONSOLIDATEDSTATEMENTOF FINANCIAL POSITION").
  const compact = n.replace(/ /g, "");
  if (/notesto|seenote|partof|accompanying|integralpart|continuedon/.test(compact)) return undefined;
  for (const [type, re] of COMPACT_HEADING_RES) if (re.test(compact)) return type;
  return undefined;
}

const COMPACT_SUFFIX =
  "(?:(?:for|asat|asof|ason|at|continued|contd|unaudited|in|year|years|period|three|six|nine|twelve|ended|\\d).*)?";
const COMPACT_HEADING_RES: Array<[DocumentType, RegExp]> = (Object.keys(headingPhrases) as DocumentType[]).map(
  (type) => [
    type,
    new RegExp(`^.{0,80}?(?:${headingPhrases[type].map((p) => p.replace(/ /g, "")).join("|")})${COMPACT_SUFFIX}$`),
  ],
);

/** A notes column's header followed by the columns' dates or years only. */
const NOTES_COLUMN_HEADER =
  /^(?:(?:konzern)?anhang|anm|notes?|erlauterung(?:en)?|tz)(?: (?:\d{1,2} \d{1,2} )?(?:19|20)\d{2}| (?:19|20)\d{2} \d{1,2} \d{1,2}| teur| eur| tsd| in| vorjahr| gj| vj)+$/;

/**
 * Headings of the other parts of a report, which end the statement before them: changes in
 * equity, notes, auditor's and directors' reports, accounting policies.
 */
export function isOtherSection(line: string): boolean {
  const n = normalizeLabel(line);
  if (n.length === 0 || n.length > 140) return false;
  // The notes column's header over the year columns ("Anhang 31.12.2025 31.12.2024", "Notes 2025
  // 2024") names a column of the statement, not the notes that follow it.
  if (NOTES_COLUMN_HEADER.test(n)) return false;
  return new RegExp(
    `^(?:.{0,80}\\s)?${PREFIX_WORDS}(?:statements? of changes in (?:shareholders |stockholders |owners )?equity|statements? of changes in (?:members interests|partners (?:capital|equity)|net assets)|statements? of (?:changes in )?(?:members|partners|owners|proprietors) (?:equity|capital|deficit)(?: accounts?)?|statements? of changes in (?:fund balances?|accumulated funds?|capital accounts?)|reconciliation of members interests|statements? of retained earnings|statements? of (?:shareholders|stockholders) equity|changes in equity|notes to (?:the )?(?:consolidated |group |company )?financial statements|independent auditors? report|report of the independent auditors?|directors report|strategic report|(?:significant )?accounting policies|(?:konzern)?anhang|(?:konzern)?lagebericht|(?:konzern ?)?eigenkapitalspiegel|bestatigungsvermerk.*)(?:\\s.*)?$`,
  ).test(n);
}

// ---------------------------------------------------------------------------------------------
// Sections

export type Section =
  | "current_assets"
  | "non_current_assets"
  | "current_liabilities"
  | "non_current_liabilities"
  | "equity"
  | "operating"
  | "investing"
  | "financing";

const SECTION_RES: Array<[Section, RegExp]> = [
  [
    "non_current_assets",
    /^(?:total )?(?:non current|noncurrent|long term|fixed|other non current) assets$|^anlagevermogen$/,
  ],
  ["current_assets", /^(?:total )?current assets$|^umlaufvermogen$/],
  [
    "non_current_liabilities",
    /^(?:non current|noncurrent|long term) liabilities$|^creditors amounts falling due after (?:more than )?one year$/,
  ],
  ["current_liabilities", /^current liabilities$|^creditors amounts falling due within one year$/],
  // reader31: the Canadian (ASPE) headings "ASSETS - Current", "LIABILITIES - Current".
  ["current_assets", /^assets current$/],
  ["current_liabilities", /^liabilities current$/],
  // Swiss OR (Art. 959a): debt split by maturity ("Kurzfristiges Fremdkapital", "Langfristiges Fremdkapital").
  ["current_liabilities", /^kurzfristiges fremdkapital$/],
  ["non_current_liabilities", /^langfristiges fremdkapital$/],
  // IFRS in German (IAS 1.60: the current / non-current split): Lang- and Kurzfristige Vermögenswerte, Schulden.
  ["non_current_assets", /^langfristige vermogenswerte$/],
  ["current_assets", /^kurzfristige vermogenswerte$/],
  ["non_current_liabilities", /^langfristige schulden$/],
  ["current_liabilities", /^kurzfristige schulden$/],
  // HGB: provisions and liabilities are not split by maturity; their lines are matched by label.
  [
    "equity",
    /^(?:shareholders|stockholders|share holders|owners|members|partners)? ?equity$|^(?:shareholders|share holders|partners|members|owners|proprietors|beneficiaries|unitholders|unit holders) funds$|^(?:members|partners) capital$|^members interests?$|^capital and reserves$|^equity and reserves$|^(?:shareholders|stockholders) equity$|^equity attributable to .*$|^eigenkapital$|^group equity$|^kapitalkonten(?: der (?:partner|gesellschafter|kommanditisten|komplementare))?$|^kapitalanteile$/,
  ],
  // A sole trader's or partnership's balance sheet: "Financed by:", "Financed by: Capital account".
  [
    "equity",
    /^financed by(?: (?:the )?(?:(?:proprietors?|owners?|partners?) )?capital(?: accounts?)?)?$|^(?:proprietors?|owners?|partners?) capital accounts?$/,
  ],
  ["operating", /^(?:cash flows? )?(?:from |used in |provided by )?operating activities$|^operating activities$/],
  // (German cash flow statements print their sections' totals only.)
  ["investing", /^(?:cash flows? )?(?:from |used in |provided by )?investing activities$|^investing activities$/],
  ["financing", /^(?:cash flows? )?(?:from |used in |provided by )?financing activities$|^financing activities$/],
];

/** One or two item numbers before a normalized label ("1 revenue", "a cash", "ii 1 forderungen …"). */
// reader16: OCR reads the I of a Roman numeral as l ("Il. Sachanlagen", "Ill. Finanzanlagen", "lV."); "ill health" stays words.
const OCR_ROMAN = "(?!ill health)(?:[il]{2,3}|l[vx]|[vx]l{1,3})";
const ITEM_NUMBERS = new RegExp(`^(?:(?:\\d{1,2}|[a-h]|[ivx]{1,4}|${OCR_ROMAN}) ){1,2}(?=[a-z])`);

/** A normalized label without the item numbers in front of it ("ii 1 forderungen" → "forderungen"). */
export const withoutItemNumbers = (n: string): string => n.replace(ITEM_NUMBERS, "");

/** A normalized label without its item numbers and without note numbers run into its end ("trade receivables 12"). */
export const bareLabel = (n: string): string => withoutItemNumbers(n).replace(/(?: \d{1,2}[a-z]?)+$/, "");

/** The section a heading line (a line without amounts) opens, if any. */
export function sectionOf(label: string): Section | undefined {
  // "A. Anlagevermögen", "B. Current assets", "II. Equity": the enumeration is not part of it.
  const n = normalizeLabel(label).replace(new RegExp(`^(?:[a-h]|[ivx]{1,4}|${OCR_ROMAN}|\\d{1,2}) (?=[a-z])`), "");
  for (const [section, re] of SECTION_RES) if (re.test(n)) return section;
  const compact = n.replace(/ /g, "");
  for (const [section, re] of COMPACT_SECTION_RES) if (re.test(compact)) return section;
  return undefined;
}

const COMPACT_SECTION_RES: Array<[Section, RegExp]> = SECTION_RES.map(([section, re]) => [
  section,
  new RegExp(re.source.replace(/ /g, "")),
]);

// ---------------------------------------------------------------------------------------------
// Line items

/**
 * One synonym: a normalized label (or a pattern over the normalized label) that means `key`,
 * anywhere in the statement or only inside `section`. `sum` entries add up (several printed
 * lines making one canonical item, e.g. distribution costs + administrative expenses = SG&A);
 * a plain entry wins over summed ones.
 */
export interface Synonym {
  key: LineItemKey;
  labels: Array<string | RegExp>;
  section?: Section;
  sum?: boolean;
  /** The vocabulary element these labels are the labels of; absent for the hand-made synonyms. */
  element?: string;
}

const nc = (s: string) => [s, s.replace(/non current/g, "noncurrent")];

/**
 * Debt lines that say no maturity: short-term debt among the current liabilities, long-term debt
 * among the non-current ones (with a bank loan or facility by its section: UK and Channel Islands
 * small companies).
 */
const DEBT_BY_SECTION: Array<string | RegExp> = [
  "borrowings",
  "loans and borrowings",
  "bank loans",
  "interest bearing loans and borrowings",
  "debt",
  /^bank (?:loan|facility|facilities|loan facility)$/,
  // reader16: interest-bearing liabilities (Australia, Papua New Guinea, the Pacific) and the South
  // African and Namibian instalment sale (a secured loan for an asset bought on terms).
  /^interest bearing (?:liabilities|loans|borrowings|debts?)$/,
  /^(?:instalment|installment) sale (?:liabilities|liability|agreements?|obligations|creditors)$/,
];

export const synonyms: Record<DocumentType, Synonym[]> = {
  balance_sheet: [
    {
      key: "cash",
      labels: [
        "cash",
        "cash and cash equivalents",
        "cash and equivalents",
        "cash and bank balances",
        "cash and bank",
        "cash at bank and in hand",
        "cash in hand and at bank",
        "bank balances and cash",
        "cash and short term deposits",
        "cash and cash equivalents and short term deposits",
        "cash and deposits", // Japanese GAAP (EDINET English labels)
      ],
    },
    {
      key: "trade_receivables",
      labels: [
        "trade receivables",
        "trade and other receivables",
        "accounts receivable",
        "accounts receivable net",
        "trade accounts receivable",
        "trade accounts receivable net",
        "receivables",
        "net receivables",
        "debtors",
        "trade debtors",
        "sundry debtors",
        "trade receivables net",
        "notes and accounts receivable trade", // Japanese GAAP
      ],
    },
    {
      key: "inventory",
      labels: ["inventory", "inventories", "stock", "stocks", "merchandise inventory", "stock in trade"],
    },
    { key: "work_in_progress", labels: ["work in progress", "work in process", "contract work in progress"] },
    {
      key: "other_current_assets",
      labels: [
        "other current assets",
        "prepayments and other current assets",
        "prepaid expenses and other current assets",
        "prepayments",
        "other receivables",
        "prepaid expenses",
        // reader26: the English of "sonstige Forderungen und Vermögensgegenstände" (HGB/UGB).
        "other receivables and assets",
        "other receivables and other assets",
      ],
    },
    { key: "other_current_assets", labels: ["other assets", "other"], section: "current_assets" },
    { key: "total_current_assets", labels: ["total current assets", "current assets total", "current assets"] },
    { key: "total_current_assets", labels: ["total"], section: "current_assets" },
    {
      key: "gross_fixed_assets",
      labels: [
        "gross fixed assets",
        "gross block",
        "property plant and equipment at cost",
        "property plant and equipment gross",
        "fixed assets at cost",
        // A sole trader's or small company's one class of fixed assets at cost ("Plant and vehicles at cost").
        /^(?:plant|machinery|equipment|vehicles|motor vehicles|fixtures|furniture)(?: and (?:machinery|equipment|vehicles|fittings|fixtures))? at cost$/,
      ],
    },
    {
      key: "accumulated_depreciation",
      labels: [
        "accumulated depreciation",
        "accumulated depreciation and amortization",
        "accumulated depreciation and amortisation",
        "provision for depreciation",
        "depreciation to date", // "Less: Depreciation to date" under the assets at cost
        "aggregate depreciation",
      ],
    },
    {
      key: "net_fixed_assets",
      labels: [
        "net fixed assets",
        "property plant and equipment",
        "property plant and equipment net",
        "property and equipment",
        "property and equipment net",
        "plant property and equipment",
        "tangible assets",
        "tangible fixed assets",
        "fixed assets",
        "net block",
      ],
    },
    {
      key: "intangible_assets",
      labels: [
        "intangible assets",
        "intangibles",
        "intangible assets net",
        "goodwill and intangible assets",
        "goodwill and other intangible assets",
        "intangible assets and goodwill",
      ],
    },
    {
      key: "other_non_current_assets",
      labels: [...nc("other non current assets"), "other long term assets"],
    },
    { key: "other_non_current_assets", labels: ["other assets", "other"], section: "non_current_assets" },
    // Japanese GAAP: the third group of non-current assets (after property and intangibles), printed as one line.
    {
      key: "other_non_current_assets",
      labels: ["investments and other assets", "total investments and other assets"],
      section: "non_current_assets",
    },
    {
      key: "total_non_current_assets",
      labels: [
        ...nc("total non current assets"),
        "total fixed assets",
        "total long term assets",
        ...nc("non current assets"),
      ],
    },
    { key: "total_non_current_assets", labels: ["total"], section: "non_current_assets" },
    { key: "total_assets", labels: ["total assets"] },
    {
      key: "trade_payables",
      labels: [
        "trade payables",
        "trade and other payables",
        "accounts payable",
        "trade accounts payable",
        "trade creditors",
        "sundry creditors",
        "accounts payable and accrued liabilities",
        "notes and accounts payable trade", // Japanese GAAP
      ],
    },
    { key: "trade_payables", labels: ["creditors"], section: "current_liabilities" },
    {
      key: "short_term_debt",
      labels: [
        "short term debt",
        "short term borrowings",
        "short term loans",
        "bank overdraft",
        "bank overdrafts",
        "notes payable",
        "short term bank loans",
      ],
    },
    {
      key: "short_term_debt",
      labels: DEBT_BY_SECTION,
      section: "current_liabilities",
    },
    {
      key: "current_portion_long_term_debt",
      labels: [
        "current portion of long term debt",
        "current maturities of long term debt",
        "current portion of borrowings",
        "current portion of long term borrowings",
        "current portion of long term loans",
        "current maturities of long term borrowings",
        "current portion of term loans",
      ],
    },
    {
      key: "other_current_liabilities",
      labels: [
        "other current liabilities",
        "accrued liabilities",
        "accrued expenses and other current liabilities",
        "accrued expenses",
        "other payables",
        "accruals",
      ],
    },
    { key: "other_current_liabilities", labels: ["other liabilities", "other"], section: "current_liabilities" },
    {
      key: "total_current_liabilities",
      labels: [
        "total current liabilities",
        "current liabilities",
        "creditors amounts falling due within one year",
        "current liabilities total",
        "total short term creditors", // reader36 (UK small company)
      ],
    },
    { key: "total_current_liabilities", labels: ["total"], section: "current_liabilities" },
    {
      key: "long_term_debt",
      labels: [
        "long term debt",
        "long term debt net of current portion",
        "long term debt less current portion",
        "long term borrowings",
        "long term loans",
        "term loans",
        "bonds payable",
      ],
    },
    {
      key: "long_term_debt",
      labels: DEBT_BY_SECTION,
      section: "non_current_liabilities",
    },
    {
      key: "other_non_current_liabilities",
      labels: [...nc("other non current liabilities"), "other long term liabilities"],
    },
    {
      key: "other_non_current_liabilities",
      labels: ["other liabilities", "other"],
      section: "non_current_liabilities",
    },
    {
      key: "total_non_current_liabilities",
      labels: [
        ...nc("total non current liabilities"),
        "total long term liabilities",
        "total long term creditors and provisions", // reader36 (UK small company)
        "creditors amounts falling due after more than one year",
        "creditors amounts falling due after one year",
        ...nc("non current liabilities"),
      ],
    },
    { key: "total_non_current_liabilities", labels: ["total"], section: "non_current_liabilities" },
    { key: "total_liabilities", labels: ["total liabilities"] },
    {
      key: "share_capital",
      labels: [
        "share capital",
        "common stock",
        "common shares",
        "ordinary shares",
        "issued capital",
        "called up share capital",
        "capital stock",
        "paid up capital",
        "equity share capital",
        "share capital and share premium",
        // An LLC's members' capital (the members' equity total is us-gaap:MembersEquity).
        "members contributed capital",
        "members capital contributions",
        "contributed capital",
      ],
    },
    {
      key: "retained_earnings",
      labels: [
        "retained earnings",
        "retained earnings accumulated deficit",
        "accumulated profits",
        "retained profits",
        "accumulated deficit",
        "accumulated losses",
        "reserves and surplus",
        "revenue reserves",
        "accumulated earnings",
      ],
    },
    {
      key: "retained_earnings",
      // Sage's "P & L Account", Tally's "Profit & Loss A/c".
      labels: ["profit and loss account", "p and l account", "profit and loss a c", "p and l a c"],
      section: "equity",
    },
    {
      key: "total_equity",
      labels: [
        "total equity",
        "total shareholders equity",
        "total stockholders equity",
        "total share holders equity",
        "shareholders funds",
        "total shareholders funds",
        "total capital and reserves",
        "net worth",
        "equity",
      ],
    },
    { key: "total_equity", labels: ["total"], section: "equity" },
    {
      key: "total_liabilities_and_equity",
      labels: [
        "total liabilities and equity",
        "total equity and liabilities",
        "total liabilities and shareholders equity",
        "total liabilities and stockholders equity",
        "total shareholders equity and liabilities",
        "total liabilities and net worth",
      ],
    },
  ],
  income_statement: [
    {
      key: "revenue",
      labels: [
        "revenue",
        "revenues",
        "sales",
        "net sales",
        "turnover",
        "total revenue",
        "total revenues",
        "net revenue",
        "net revenues",
        // reader36: the Polish "przychody netto ze sprzedaży produktów (i towarów)" in English, and the
        // Vietnamese "doanh thu thuần về cung cấp dịch vụ".
        "net revenue from services",
        "net revenue from sales of products",
        "net revenues from sales of products",
        "net revenue from sales of products and goods",
        "net revenues from sales of products and goods",
        "revenue from operations",
        "operating revenue",
        "sales revenue",
        "revenue from contracts with customers",
        "total net sales",
      ],
    },
    {
      key: "cost_of_goods_sold",
      labels: [
        "cost of sales",
        "cost of goods sold",
        "cost of revenue",
        "cost of revenues",
        "cost of products sold",
        "cost of goods and services sold",
        "costs of sales",
      ],
    },
    {
      key: "purchases",
      labels: ["purchases", "purchases of stock in trade", "purchases of goods", "purchase of traded goods"],
    },
    {
      key: "raw_materials",
      labels: [
        "raw materials",
        "raw materials consumed",
        "cost of materials consumed",
        "materials consumed",
        "raw material costs",
      ],
    },
    { key: "power_and_fuel", labels: ["power and fuel", "power fuel", "energy costs", "power and fuel expenses"] },
    {
      key: "direct_labour",
      labels: ["direct labour", "direct labor", "direct wages", "direct labour costs", "direct labor costs"],
    },
    {
      key: "manufacturing_expenses",
      labels: [
        "manufacturing expenses",
        "manufacturing overheads",
        "factory overheads",
        "production overheads",
        "other manufacturing expenses",
      ],
    },
    {
      key: "gross_profit",
      // reader36: "Gross surplus" (a Kenyan association's income and expenditure account).
      labels: ["gross profit", "gross margin", "gross profit loss", "gross income", "gross surplus"],
    },
    {
      key: "selling_general_administrative",
      labels: [
        "selling general and administrative expenses",
        "selling general and administrative",
        "selling general and administration expenses",
        "selling general administrative expenses",
        // reader22: "Sales, general and administrative" (US quarterly packs) is the same line.
        "sales general and administrative",
        "sales general and administrative expenses",
        "sg and a",
        "sga",
        "sg and a expenses",
      ],
    },
    {
      key: "selling_general_administrative",
      sum: true,
      labels: [
        "administrative expenses",
        "administration expenses",
        // reader36: an income and expenditure account's "Administrative expenditure".
        "administrative expenditure",
        "administration expenditure",
        // reader30: the administrative line that also holds the other overheads (IFRS small entities).
        "administration and other expenses",
        "administrative and other expenses",
        "general and administrative expenses",
        "general and administrative",
        "selling and distribution expenses",
        "selling and distribution costs",
        "selling and distribution",
        "selling expenses",
        "distribution costs",
        "distribution expenses",
        "marketing expenses",
        "selling and marketing expenses",
        "sales and marketing",
        "sales and marketing expenses",
      ],
    },
    {
      key: "other_operating_expenses",
      labels: [
        "other operating expenses",
        "other expenses",
        "operating expenses",
        "other operating costs",
        "total operating expenses",
      ],
    },
    {
      key: "other_operating_expenses",
      sum: true,
      labels: ["research and development", "research and development expenses", "impairment losses"],
    },
    {
      key: "ebitda",
      labels: [
        "ebitda",
        "earnings before interest tax depreciation and amortization",
        "earnings before interest taxes depreciation and amortization",
        "earnings before interest tax depreciation and amortisation",
        "earnings before interest taxes depreciation and amortisation",
        "operating profit before depreciation and amortisation",
        "operating profit before depreciation and amortization",
        "operating profit before depreciation",
      ],
    },
    {
      key: "depreciation_amortization",
      labels: [
        "depreciation and amortization",
        "depreciation and amortisation",
        "depreciation",
        "depreciation amortization",
        "depreciation amortisation",
        "depreciation and amortization expense",
        "depreciation and amortisation expense",
        "depreciation amortisation and impairment",
        "depreciation and amortisation expenses",
      ],
    },
    {
      key: "operating_profit",
      labels: [
        "operating profit",
        "operating income",
        "operating profit loss",
        // reader36: an income and expenditure account's result from operations, and the Polish "zysk z
        // działalności operacyjnej" in English.
        "operating surplus",
        "operating surplus deficit",
        "profit on operating activities",
        "profit loss on operating activities",
        "operating income loss",
        "profit from operations",
        "income from operations",
        "profit from operating activities",
        "results from operating activities",
        "ebit",
        "earnings before interest and taxes",
        "earnings before interest and tax",
      ],
    },
    {
      key: "interest_expense",
      labels: [
        "interest expense",
        "interest expenses",
        "finance costs",
        "finance cost",
        "finance expense",
        "finance expenses",
        "interest and finance charges",
        "interest payable and similar charges",
        "interest payable and similar expenses",
        "net finance costs",
        "interest expense net",
      ],
    },
    {
      key: "other_income",
      labels: [
        "other income",
        "other income net",
        "other operating income",
        "finance income",
        "interest income",
        "investment income",
        // reader36: interest earned on deposits, as "interest income"; the UK "other interest receivable".
        "other interest receivable",
        "interest on deposits",
        "interest on bank deposits",
        "interest on fixed deposits",
        // reader26: the English of HGB/UGB "sonstige Zinsen und ähnliche Erträge".
        "other interest and similar income",
        "interest and similar income",
        "other gains",
        "other income expense net",
      ],
    },
    {
      key: "profit_before_tax",
      labels: [
        "profit before tax",
        "profit before taxation",
        "profit before income tax",
        "profit loss before tax",
        "profit loss before taxation",
        "loss before tax",
        "income before income taxes",
        "income before taxes",
        "income before provision for income taxes",
        "earnings before income taxes",
        "earnings before taxes",
        "pre tax profit",
        "profit on ordinary activities before taxation",
      ],
    },
    {
      key: "income_tax",
      labels: [
        "income tax",
        "income tax expense",
        "income taxes",
        "income tax expense benefit",
        "provision for income taxes",
        "tax",
        "taxation",
        "tax expense",
        "tax on profit",
        "tax on profit on ordinary activities",
        "income tax charge",
      ],
    },
    {
      key: "net_profit",
      labels: [
        "net profit",
        "net income",
        "net income loss",
        "net loss",
        "net earnings",
        "profit for the year",
        "profit for the period",
        "profit loss for the year",
        "profit loss for the period",
        "loss for the year",
        "loss for the period",
        "profit after tax",
        "profit after taxation",
        "profit for the financial year",
        // reader27: the period named as such (a change of year end, a short or long period).
        /^(?:net )?(?:profit|loss|profit loss)(?: after tax(?:ation)?)? for the financial (?:year|period)$/,
        "net profit for the year",
        "net profit for the period",
        // PH: "Net income after final tax" (the final tax withheld on passive income, then income tax).
        /^(?:net )?(?:income|profit|earnings)(?: loss)? after final (?:and income )?tax(?:es)?$/,
      ],
    },
  ],
  cashflow_statement: [
    {
      key: "net_cash_from_operating_activities",
      labels: [/^(?:net )?cash(?: flows?)?(?: (?:inflows?|outflows?))? (?:\w+ )*(?:from|in|by) operating activities$/],
    },
    {
      key: "purchase_of_fixed_assets",
      labels: [
        "purchase of property plant and equipment",
        "purchases of property plant and equipment",
        "purchase of property and equipment",
        "purchases of property and equipment",
        "acquisition of property plant and equipment",
        "payments for property plant and equipment",
        "additions to property plant and equipment",
        "expenditure on property plant and equipment",
        "purchase of fixed assets",
        "purchases of fixed assets",
        "purchase of tangible fixed assets",
        "payments to acquire tangible fixed assets",
        "capital expenditure",
        "capital expenditures",
      ],
    },
    {
      key: "net_cash_from_investing_activities",
      labels: [/^(?:net )?cash(?: flows?)?(?: (?:inflows?|outflows?))? (?:\w+ )*(?:from|in|by) investing activities$/],
    },
    {
      key: "repayment_of_borrowings",
      labels: [
        "repayment of borrowings",
        "repayments of borrowings",
        "repayment of loans",
        "repayments of loans",
        "repayment of long term debt",
        "repayments of long term debt",
        "repayment of debt",
        "repayments of debt",
        "repayment of bank loans",
        "repayments of loans and borrowings",
        "principal payments on long term debt",
        "repayment of long term borrowings",
      ],
    },
    {
      key: "dividends_paid",
      labels: [
        "dividends paid",
        "dividend paid",
        "dividends paid to shareholders",
        "dividends paid to owners of the company",
        "dividends paid to equity holders",
        "cash dividends paid",
        "equity dividends paid",
        "payment of dividends",
        "payments of dividends",
      ],
    },
    {
      key: "net_cash_from_financing_activities",
      labels: [/^(?:net )?cash(?: flows?)?(?: (?:inflows?|outflows?))? (?:\w+ )*(?:from|in|by) financing activities$/],
    },
    {
      key: "net_change_in_cash",
      labels: [
        // reader31: UK "Net (decrease)/increase in cash at bank and in hand".
        /^(?:net )?(?:increase|decrease|change)(?: (?:increase|decrease))*(?: in)? cash(?: and cash equivalents| at banks? and in hand)?(?: and bank overdrafts)?$/,
        "net change in cash",
        "net cash flow",
        "net cash flow for the year",
      ],
    },
    {
      key: "cash_at_beginning",
      labels: [
        /^(?:cash|cash and cash equivalents|cash and equivalents)\b.*\b(?:beginning|start) of (?:the )?(?:year|period|quarter|financial year)$/,
        /^opening cash(?: and cash equivalents)?(?: balance)?$/,
        /^(?:cash|cash and cash equivalents|cash and equivalents)\b.*\bat 1 (?:jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december)(?: \d{4})?$/,
      ],
    },
    {
      key: "cash_at_end",
      labels: [
        /^(?:cash|cash and cash equivalents|cash and equivalents)\b.*\bend of (?:the )?(?:year|period|quarter|financial year)$/,
        /^closing cash(?: and cash equivalents)?(?: balance)?$/,
        /^(?:cash|cash and cash equivalents|cash and equivalents)\b.*\bat (?:28|29|30|31) (?:jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december)(?: \d{4})?$/,
      ],
    },
  ],
};

/**
 * Wording seen in statements from other producers (US GAAP and IFRS variants, small-company
 * exports, Indian Schedule III) and German HGB statements (Bilanz, Gewinn- und Verlustrechnung,
 * Kapitalflussrechnung), added to the table above. HGB does not split liabilities by maturity:
 * "Verbindlichkeiten gegenüber Kreditinstituten" is left for the analyst rather than guessed as
 * short- or long-term debt, and the cost-of-materials and staff lines of the nature-of-expense
 * format are not read as cost of sales.
 */
const more: Record<DocumentType, Synonym[]> = {
  balance_sheet: [
    {
      key: "cash",
      labels: [
        "kassenbestand guthaben bei kreditinstituten",
        "guthaben bei kreditinstituten",
        "kassenbestand und guthaben bei kreditinstituten",
        "kassenbestand bundesbankguthaben guthaben bei kreditinstituten und schecks",
        "flussige mittel",
        "zahlungsmittel und zahlungsmittelaquivalente",
        // reader34: the cash alone ("Zahlungsmittel").
        "zahlungsmittel",
      ],
    },
    {
      key: "trade_receivables",
      labels: [
        "forderungen aus lieferungen und leistungen",
        /^(?:trade )?accounts receivable net of .*$/,
        /^trade receivables net of .*$/,
      ],
    },
    { key: "inventory", labels: ["vorrate", "merchandise inventories", "merchandise inventory"] },
    // reader20: inventories printed as their parts (raw materials, finished goods) with an unlabelled
    // subtotal; work in progress keeps its own key.
    {
      key: "inventory",
      sum: true,
      section: "current_assets",
      labels: [
        "raw materials",
        "raw materials and consumables",
        "finished goods",
        "finished goods and goods for resale",
      ],
    },
    { key: "gross_fixed_assets", labels: ["property plant and equipment at cost", "property and equipment at cost"] },
    {
      key: "other_non_current_assets",
      labels: ["deferred income taxes and other assets", "deferred taxes and other assets"],
    },
    { key: "other_non_current_liabilities", labels: ["deferred compensation and other"] },
    { key: "other_current_assets", labels: ["sonstige vermogensgegenstande", "sonstige vermogenswerte"] },
    { key: "total_current_assets", labels: ["summe umlaufvermogen", "umlaufvermogen", "total umlaufvermogen"] },
    {
      key: "net_fixed_assets",
      labels: ["sachanlagen", "net property plant and equipment", "net property and equipment"],
    },
    {
      key: "intangible_assets",
      labels: [
        "other intangible assets",
        "intangible assets other than goodwill",
        "immaterielle vermogensgegenstande",
        "immaterielle vermogenswerte",
      ],
    },
    { key: "other_non_current_assets", labels: ["finanzanlagen"] },
    { key: "total_non_current_assets", labels: ["summe anlagevermogen", "anlagevermogen"] },
    {
      key: "total_assets",
      // "Aktiva" / "Passiva" with figures: the side's total as the Bundesanzeiger prints it.
      labels: [
        "bilanzsumme",
        "summe aktiva",
        "bilanzsumme aktiva",
        "aktiva gesamt",
        "summe der aktiva",
        "aktiva",
        // reader26: "Aktivseite" (the asset side), as co-operatives' and older HGB layouts name it.
        "summe der aktivseite",
        "summe aktivseite",
        "aktivseite",
      ],
    },
    { key: "trade_payables", labels: ["verbindlichkeiten aus lieferungen und leistungen"] },
    {
      key: "short_term_debt",
      labels: [
        "notes payable current",
        "loans payable current",
        "short term loans",
        "bank overdrafts and short term loans",
        "notes payable to banks",
      ],
    },
    {
      key: "long_term_debt",
      labels: ["loans payable non current", "notes payable non current", "loans payable noncurrent"],
    },
    { key: "other_current_liabilities", labels: ["sonstige verbindlichkeiten"] },
    { key: "total_liabilities", labels: ["summe verbindlichkeiten", "verbindlichkeiten"] },
    {
      key: "share_capital",
      labels: [
        "equity share capital",
        "common shares",
        "gezeichnetes kapital",
        "stammkapital",
        "grundkapital",
        "kommanditkapital",
        // Associations (e.V.) and foundations: the association's or foundation's own capital.
        "vereinsvermogen",
        "stiftungskapital",
        "grundstockvermogen",
      ],
    },
    {
      key: "retained_earnings",
      labels: [
        "gewinnrucklagen",
        "retained earnings accumulated deficit",
        "reinvested earnings",
        // Associations' reserves (free, earmarked, under § 62 Abgabenordnung).
        /^(?:freie |zweckgebundene )?rucklagen(?: nach \d+ ao)?$/,
      ],
    },
    {
      key: "total_equity",
      labels: ["summe eigenkapital", "eigenkapital", "summe vereinsvermogen", "summe vereinsvermogen und rucklagen"],
    },
    {
      key: "total_liabilities_and_equity",
      labels: [
        "summe passiva",
        "bilanzsumme passiva",
        "passiva gesamt",
        "summe der passiva",
        "passiva",
        "summe der passivseite",
        "summe passivseite",
        "passivseite",
      ],
    },
  ],
  income_statement: [
    {
      key: "revenue",
      labels: [
        "revenue from operations",
        "umsatzerlose",
        "umsatz",
        // Associations (e.V.): the income of their purpose businesses and members' fees.
        /^(?:erlose|einnahmen|ertrage) aus (?:den |dem )?(?:zweckbetrieben?|mitgliedsbeitragen)(?: und (?:mitgliedsbeitragen|spenden|zweckbetrieben?))?$/,
      ],
    },
    {
      // Parts of revenue: their sum when the statement prints no total, which replaces it.
      key: "revenue",
      sum: true,
      labels: [
        "service income",
        "service revenue",
        "service revenues",
        "revenues from services",
        "product revenue",
        "product revenues",
        "product sales",
        "sales of products",
        "sales of goods",
        "sales of services",
        "subscription revenue",
        "subscription revenues",
      ],
    },
    { key: "cost_of_goods_sold", labels: ["cost of services", "cost of service", "cost of revenue"] },
    {
      key: "cost_of_goods_sold",
      labels: ["herstellungskosten der zur erzielung der umsatzerlose erbrachten leistungen", "herstellungskosten"],
    },
    { key: "gross_profit", labels: ["rohergebnis", "bruttoergebnis vom umsatz", "bruttoergebnis"] },
    {
      key: "selling_general_administrative",
      labels: ["vertriebskosten", "allgemeine verwaltungskosten", "verwaltungskosten"],
      sum: true,
    },
    { key: "depreciation_amortization", labels: ["abschreibungen"] },
    { key: "other_operating_expenses", labels: ["sonstige betriebliche aufwendungen"] },
    {
      key: "operating_profit",
      labels: ["operating income", "income from operations", "betriebsergebnis", "operating result"],
    },
    {
      key: "interest_expense",
      labels: ["zinsen und ahnliche aufwendungen", "zinsaufwendungen", "finance costs net"],
    },
    {
      key: "other_income",
      labels: ["sonstige zinsen und ahnliche ertrage", "sonstige betriebliche ertrage", "zinsertrage"],
      sum: true,
    },
    {
      key: "profit_before_tax",
      labels: [
        "income before income tax",
        "income before income taxes",
        "income before taxes",
        "income before tax",
        "profit before income tax",
        "ergebnis vor ertragsteuern",
        "ergebnis vor steuern",
        "ergebnis der gewohnlichen geschaftstatigkeit",
        // Partnerships (OHG, KG) pay no corporate income tax: their result before the Gewerbesteuer.
        /^(?:ergebnis|gewinn|jahresergebnis) vor (?:gewerbesteuer|ertragsteuern)$/,
      ],
    },
    {
      key: "income_tax",
      labels: ["steuern vom einkommen und vom ertrag", "ertragsteuern", "income tax expense benefit"],
    },
    {
      key: "net_profit",
      labels: [
        "jahresuberschuss jahresfehlbetrag",
        "jahresuberschuss",
        "jahresfehlbetrag",
        "jahresergebnis",
        "konzernjahresuberschuss",
        "net income for the year",
        "net income loss for the year",
      ],
    },
  ],
  cashflow_statement: [
    {
      key: "net_cash_from_operating_activities",
      labels: [
        "cashflow aus der laufenden geschaftstatigkeit",
        "cashflow aus laufender geschaftstatigkeit",
        "mittelzufluss aus laufender geschaftstatigkeit",
        "mittelzufluss abfluss aus laufender geschaftstatigkeit",
      ],
    },
    {
      key: "purchase_of_fixed_assets",
      labels: [
        "acquisition of property and equipment",
        "acquisition of property plant and equipment",
        "acquisitions of property and equipment",
        "auszahlungen fur investitionen in das sachanlagevermogen",
        "investitionen in sachanlagen",
      ],
    },
    {
      key: "net_cash_from_investing_activities",
      labels: [
        "cashflow aus der investitionstatigkeit",
        "cashflow aus investitionstatigkeit",
        "mittelabfluss aus der investitionstatigkeit",
      ],
    },
    {
      key: "repayment_of_borrowings",
      labels: [
        "payments of loans",
        "payment of loans",
        "payments of notes payable",
        "auszahlungen aus der tilgung von krediten",
        "auszahlungen aus der tilgung von finanzkrediten",
        "tilgung von krediten",
        // reader22: the same lines with "für die" (DRS 21 wording).
        "auszahlungen fur die tilgung von krediten",
        "auszahlungen fur die tilgung von finanzkrediten",
      ],
    },
    {
      key: "dividends_paid",
      labels: [
        "payment of cash dividends",
        "payments of cash dividends",
        "cash dividends paid",
        "dividends paid to shareholders",
        "gezahlte dividenden",
        "gezahlte dividenden an gesellschafter",
        "auszahlungen an gesellschafter",
        "ausschuttungen an gesellschafter",
      ],
    },
    {
      key: "net_cash_from_financing_activities",
      labels: [
        "cashflow aus der finanzierungstatigkeit",
        "cashflow aus finanzierungstatigkeit",
        "mittelzufluss abfluss aus der finanzierungstatigkeit",
      ],
    },
    {
      key: "net_change_in_cash",
      labels: [
        "zahlungswirksame veranderung des finanzmittelfonds",
        "zahlungswirksame veranderungen des finanzmittelfonds",
        "veranderung des finanzmittelfonds",
      ],
    },
    {
      key: "cash_at_beginning",
      labels: ["finanzmittelfonds am anfang der periode", "finanzmittelfonds am anfang des geschaftsjahres"],
    },
    {
      key: "cash_at_end",
      labels: ["finanzmittelfonds am ende der periode", "finanzmittelfonds am ende des geschaftsjahres"],
    },
  ],
};
for (const type of Object.keys(more) as DocumentType[]) synonyms[type].push(...more[type]);

/**
 * A small owner-managed business's books (QuickBooks-style balance sheets and profit and loss
 * statements printed by the accountant): bank accounts named by kind, an asset printed before
 * "Less accumulated depreciation" (its cost), SBA and bank loans split by when they fall due,
 * owners' loans, "Net Operating Income" and interest named by what it was paid on.
 */
const smallBusiness: Record<DocumentType, Synonym[]> = {
  balance_sheet: [
    {
      key: "cash",
      labels: ["checking and savings", "checking and savings accounts", "cash in bank", "cash on hand and in bank"],
    },
    { key: "inventory", labels: ["inventory on hand", "inventories on hand", "merchandise on hand"] },
    { key: "other_current_assets", labels: ["prepaids and deposits", "prepaid expenses and deposits", "prepaids"] },
    {
      key: "gross_fixed_assets",
      labels: [
        // reader24: one class alone too ("1500 Equipment" over "1590 Accumulated Depreciation"); printed
        // with no depreciation below it, the class is the net book value (extract.ts, classAloneIsNet).
        // reader27: motor vehicles and fittings among the classes ("Motor vehicles, furniture and equipment").
        /^(?:equipment|furniture|vehicles|motor vehicles|machinery|leasehold improvements)(?: (?:and )?(?:equipment|furniture|fixtures|fittings|vehicles|motor vehicles|machinery|leasehold improvements))*$/,
      ],
      section: "non_current_assets",
    },
    {
      key: "intangible_assets",
      labels: [
        "software and website net",
        "software and website",
        "website and software net",
        "capitalized software net",
      ],
    },
    { key: "other_non_current_assets", labels: ["security deposits", "deposits"], section: "non_current_assets" },
    {
      key: "short_term_debt",
      labels: ["bank line of credit", "line of credit", "lines of credit", "revolving line of credit", "credit line"],
    },
    {
      key: "current_portion_long_term_debt",
      labels: [
        /^(?:sba|bank|term|equipment|vehicle) (?:loan|loans|note|notes)(?: payable)? (?:due within (?:12 months|one year)|current portion)$/,
      ],
    },
    {
      key: "long_term_debt",
      labels: [
        /^(?:sba|bank|term|equipment|vehicle) (?:loan|loans|note|notes)(?: payable)? (?:long term portion|non current portion|due after (?:12 months|one year))$/,
      ],
    },
    {
      key: "other_current_liabilities",
      labels: [
        "payroll and sales tax liabilities",
        "payroll liabilities",
        "sales tax payable",
        "payroll taxes payable",
      ],
    },
    {
      key: "other_non_current_liabilities",
      labels: [
        "loans from shareholder",
        "loans from shareholders",
        "shareholder loans",
        "loans from officers",
        "loans from owner",
      ],
    },
  ],
  income_statement: [
    // reader33: "Wages, rent and office expenses" names staff costs with SG&A's lines in one figure
    // that cannot be split: no key (docs/chart-of-accounts.md, combined lines), counted among the
    // operating expenses by the checks (extract.ts STAFF_COSTS).
    {
      key: "depreciation_amortization",
      labels: ["depreciation expense", "depreciation and amortization expenses", "amortization expense"],
    },
    { key: "operating_profit", labels: ["net operating income", "net operating income loss"] },
    { key: "interest_expense", labels: ["interest paid on loans", "interest on loans", "loan interest"] },
    {
      key: "profit_before_tax",
      labels: [
        "net income before taxes",
        "net income before income taxes",
        "net profit before taxes",
        "net profit before tax",
      ],
    },
  ],
  cashflow_statement: [],
};
for (const type of Object.keys(smallBusiness) as DocumentType[]) synonyms[type].push(...smallBusiness[type]);

/**
 * Income-tax-basis (and cash-basis) statements of US small entities, worded after the tax return
 * (Form 1065 / 1120-S: "Gross receipts or sales", "Ordinary business income", "Other deductions"),
 * and the wording of New Zealand special-purpose reports (issue 22, unseen batch 4, reader7).
 */
const taxBasis: Partial<Record<DocumentType, Synonym[]>> = {
  balance_sheet: [
    // NZ: GST (the goods and services tax) owed with the income tax; a shareholder's current account
    // (drawings and advances) outside the current liabilities.
    {
      key: "other_current_liabilities",
      labels: [/^(?:gst|gst and income tax|income tax and gst|gst payable and income tax) payable$/, "gst payable"],
      section: "current_liabilities",
    },
    {
      key: "other_non_current_liabilities",
      labels: [/^(?:shareholders?|owners?|partners?|directors?) current accounts?$/],
      section: "non_current_liabilities",
    },
  ],
  income_statement: [
    {
      key: "revenue",
      labels: ["gross receipts or sales", "gross receipts", "gross receipts less returns and allowances"],
    },
    {
      key: "operating_profit",
      labels: ["ordinary business income", "ordinary business income loss"],
    },
    {
      key: "selling_general_administrative",
      sum: true,
      labels: [
        // reader27: "Salaries and wages" is staff costs, never SG&A (docs/chart-of-accounts.md).
        "rent utilities and office",
        "rent and utilities",
        "rent utilities and office expenses",
      ],
    },
    { key: "other_operating_expenses", labels: ["other deductions"] },
    // NZ statements of financial performance: overheads in one line, interest earned as income.
    {
      key: "selling_general_administrative",
      sum: true,
      labels: [
        // reader28: "Administration overheads" (UK management accounts) without the "and".
        /^(?:administration|administrative|general)(?: and)? overheads?(?: expenses| costs)?$/,
        "overhead expenses",
        "overheads",
      ],
    },
    {
      key: "other_income",
      labels: [
        "interest received",
        "interest received and other income",
        /^bank (?:deposit )?interest(?: received| receivable)?$/,
      ],
    },
    {
      key: "depreciation_amortization",
      labels: [/^depreciation (?:section 179|macrs|section 179 and macrs|macrs and section 179)$/],
    },
    {
      key: "profit_before_tax",
      labels: [/^(?:net )?income before (?:state |federal |state and local )?(?:income )?taxes$/],
    },
    // Federal and state taxes printed apart are parts of the income tax (a printed total replaces them).
    { key: "income_tax", sum: true, labels: [/^(?:federal|state|state and local|foreign) (?:income )?tax(?:es)?$/] },
    { key: "income_tax", labels: [/^(?:federal and state|total) (?:income )?tax(?:es)?$/] },
    {
      key: "net_profit",
      labels: [/^net (?:income|loss|income loss) (?:modified )?(?:income tax|tax|cash) basis$/],
    },
  ],
};
for (const type of Object.keys(taxBasis) as DocumentType[]) synonyms[type].push(...(taxBasis[type] ?? []));

/**
 * Wording of entities other than companies (issue 22, reader8): not-for-profits (US GAAP ASC 958,
 * ASPE part III, UK clubs and charities), funds and trusts, co-operatives, partnerships and sole
 * traders (commonwealth bookkeeping: the trading account's "gross profit c/d"). What a line means in
 * the chart, or, where it has no place there, nothing (docs/extraction.md "Reader changes (reader8)"
 * lists what is deliberately left unread: opening and closing stock, drawings, the net assets by
 * donor restriction, share application money).
 */
const otherEntities: Partial<Record<DocumentType, Synonym[]>> = {
  balance_sheet: [
    {
      key: "total_equity",
      labels: [
        // ASC 958: net assets without and with donor restrictions add up to the total net assets.
        "total net assets",
        "total net assets deficit",
        "total fund balance",
        "total fund balances",
        "total funds", // UK charities and clubs
        "total accumulated fund",
        "total members funds", // reader36: an association's members' funds
        "accumulated fund",
        "accumulated funds",
        // Deficits: an LLC's members', a company's shareholders' (US, CA).
        "members deficit",
        "total members deficit",
        "total members equity deficit",
        "shareholders deficit",
        "stockholders deficit",
        "total stockholders equity deficit",
        "total shareholders equity deficit",
        // Sole traders: the owner's or proprietor's capital account closes on the equity.
        "owners capital",
        "total owners capital",
        "proprietors capital",
        "total proprietors capital",
        "proprietors funds",
        "closing capital",
        "capital at end of year",
        "total capital",
      ],
    },
    {
      key: "retained_earnings",
      labels: [
        "accumulated surplus",
        "accumulated surplus deficit",
        "accumulated deficit surplus",
        "accumulated revenue and expense", // PBE IPSAS (NZ)
        "unallocated surplus", // co-operatives
      ],
    },
    {
      key: "share_capital",
      // co-operatives; reader36: "Co-operative shares" (NZ), "Owners' contributed capital" (the
      // Vietnamese "vốn góp của chủ sở hữu").
      labels: [
        "members shares",
        "member shares",
        "membership shares",
        "co operative shares",
        "cooperative shares",
        "owners contributed capital",
      ],
    },
    {
      key: "total_liabilities_and_equity",
      labels: [
        "total liabilities and net assets",
        "total liabilities and net assets deficit",
        "total liabilities and fund balance",
        "total liabilities and fund balances",
        "total liabilities and funds",
        "total liabilities and owners capital",
        "total liabilities and proprietors capital",
        "total liabilities and members capital",
        // reader36: the UK "capital, reserves and liabilities"; the Vietnamese "tổng cộng nguồn vốn".
        "total capital reserves and liabilities",
        "total resources",
        "total members funds and liabilities", // reader36
        "total liabilities and members equity deficit",
        "total liabilities and stockholders equity deficit",
        "total liabilities and shareholders equity deficit",
      ],
    },
  ],
  income_statement: [
    // The tax expense printed in its parts under a "Tax expense:" line without figures (Ind AS
    // Schedule III: "(1) Current tax", "(2) Deferred tax"; JGAAP translations: "Income taxes -
    // current", "Income taxes - deferred"): parts of the income tax, added up as printed (a deferred
    // credit in brackets lowers it); a printed total replaces them.
    {
      key: "income_tax",
      sum: true,
      labels: [
        /^(?:current|deferred) (?:income )?tax(?:es|ation)?(?: expense| charge| expense credit| credit)?$/,
        /^income tax(?:es)? (?:current|deferred)$/,
      ],
    },
    {
      key: "revenue",
      labels: [
        // ASC 958: revenue, gains and support (contributions and grants) of a statement of activities.
        "total revenues gains and other support",
        "total revenue gains and other support",
        "total support and revenue",
        "total support and revenues",
        "total revenue and support",
        "total revenues and support",
        "total revenues and other support",
        "total public support and revenue",
      ],
    },
    {
      key: "gross_profit",
      // The trading account's result carried down to (and brought down in) the profit and loss account.
      labels: [
        /^gross (?:profit|loss|profit loss) (?:c d|b d|carried down|brought down|transferred to profit and loss a(?:ccount| c))$/,
      ],
    },
    {
      key: "net_profit",
      labels: [
        // ASC 958: the statement of activities closes on the change in net assets.
        "change in net assets",
        "increase in net assets",
        "increase decrease in net assets",
        "total change in net assets",
        "net change in net assets",
        // ASPE part III, UK clubs: excess of revenue over expenses (a deficiency prints in brackets).
        "excess of revenue over expenses",
        "excess of revenues over expenses",
        "excess deficiency of revenue over expenses",
        "excess deficiency of revenues over expenses",
        "excess of revenue over expenditure",
        "excess of income over expenses",
        "excess of revenues over expenditures",
        "excess deficiency of revenues over expenditures",
        // Sole traders and partnerships: the profit carried to the capital accounts.
        /^net (?:profit|loss|profit loss) (?:c d|transferred to capital accounts?|carried to capital accounts?|transferred to partners? capital accounts?)$/,
      ],
    },
  ],
};
for (const type of Object.keys(otherEntities) as DocumentType[]) synonyms[type].push(...(otherEntities[type] ?? []));

/**
 * Wording of other reporting regimes and of bookkeeping software exports (issue 22: reader4's
 * regional wording and reader5's bookkeeping exports, one set since reader6), key by key through the
 * chart: what model statements and software print where the IFRS, US GAAP, FRS 102 and HGB labels of
 * ./vocabulary do not reach. Sources, by the comment on each entry: AU/NZ — AASB/XRB model financial
 * statements and Xero's default reports ("Profit before income tax expense", "Contributed equity",
 * "Payments for plant and equipment", "Net increase in cash held"); UK/IE — Companies Act formats as
 * small companies and Sage print them ("Trade and other creditors", "Prepayments and accrued income",
 * "Corporation tax"); IN — Schedule III of the Companies Act 2013 ("Balances with banks", "Provision
 * for taxation"); PH/SG/HK/MY — SEC-PH and ACRA filings ("Issued and paid-up capital",
 * "Unappropriated retained earnings", "Cost of services", "Prepayments, deposits and other
 * receivables"); CA — ASPE ("Bank indebtedness", "Amortization", "Interest on long-term debt", "Net
 * income and comprehensive income"); US small business and bookkeeping exports (QuickBooks, Xero,
 * Sage).
 *
 * A bookkeeping export names accounts rather than statement lines: bank accounts under "Bank
 * Accounts" add up to cash ("Total Bank Accounts" is cash), "(A/R)" and "(A/P)" mark the control
 * accounts, "Inventory Asset" is the inventory account, "Undeposited Funds" (receipts not yet banked)
 * is printed under "Other Current Assets" and adds up to them (a printed "Total Other Current Assets"
 * replaces the sum), a loan named by what it financed is long-term debt among the long-term
 * liabilities and its current portion among the current ones; the Profit and Loss prints "Total
 * Income" for revenue (unless other income came before it: then it is revenue and other income
 * together, as Indian statements print it, see extract.ts), payroll and rent and office expenses as
 * the parts of SG&A, and "Interest Earned" under "Other Income". Words that mean different things by
 * place are bound to their section; parts of a key add up.
 */
const regional: Record<DocumentType, Synonym[]> = {
  balance_sheet: [
    {
      key: "cash",
      labels: [
        "cash at bank and on hand", // AU
        "cash on hand and at bank",
        "cash on hand and in banks", // PH
        "cash and cash at bank",
        "balances with banks", // IN
        "cash and bank balances with banks",
        "bank and cash balances",
        "bank accounts", // Xero "Bank" section total, QuickBooks "Bank Accounts"
        "total bank",
        "total bank accounts",
        "total bank and cash accounts",
        "deposits cash and bank balances", // MY
        "deposits and cash", // Sage
        "cash and short term deposits", // SG, MY
      ],
    },
    {
      // The bank accounts of a bookkeeping export, each on its own line.
      key: "cash",
      labels: [
        /^(?:business |operating |payroll )?(?:checking|savings|chequing)(?: account| accounts)?$/,
        "petty cash",
        "money market",
        "money market account",
      ],
      section: "current_assets",
      sum: true,
    },
    {
      key: "trade_receivables",
      labels: [
        "trade and other debtors", // UK
        "trade and bills receivables", // HK
        "accounts receivable trade",
        "accounts receivable a r", // QuickBooks "Accounts Receivable (A/R)"
        "total accounts receivable a r",
        "total accounts receivable",
        "trade accounts and notes receivable",
        "receivables from customers",
        "trade and other receivables net",
      ],
    },
    {
      key: "inventory",
      labels: [
        "inventory asset",
        "inventory assets",
        "closing stock", // Tally
        "stocks on hand",
        "inventories finished goods and goods for resale",
      ],
    },
    {
      key: "other_current_assets",
      labels: [
        "prepayments and accrued income", // UK
        "prepayments deposits and other receivables", // HK
        "deposits prepayments and other receivables",
        "other debtors and prepayments",
        "other debtors",
        "sundry receivables",
        "total other current assets",
      ],
    },
    // QuickBooks, Xero: under "Other Current Assets", beside other such accounts.
    { key: "other_current_assets", labels: ["undeposited funds"], sum: true },
    {
      key: "net_fixed_assets",
      labels: ["plant and equipment", "plant and equipment net", "fixed assets net", "total fixed assets net"],
      section: "non_current_assets",
    },
    { key: "intangible_assets", labels: ["website and software", "website and software net"] },
    {
      key: "trade_payables",
      labels: [
        "trade and other creditors", // UK
        "accounts payable a p", // QuickBooks "Accounts Payable (A/P)"
        "total accounts payable a p",
        "total accounts payable",
        "accounts payable trade",
        "trade creditors and accruals",
        "creditors and accruals", // AU small company
        "accounts payable and accruals", // NZ
        "trade and other payables current",
        "accounts payable and accrued expenses", // US
      ],
    },
    { key: "short_term_debt", labels: ["bank indebtedness", "bank indebtedness and overdraft"] }, // CA
    { key: "trade_payables", labels: ["creditors short term"], section: "current_liabilities" }, // Sage "Creditors : Short Term"
    {
      key: "current_portion_long_term_debt",
      labels: [
        // A loan named by what it financed ("Equipment Loan - Current").
        /^(?:sba|bank|term|equipment|vehicle|truck|mortgage) (?:loan|loans|note|notes)(?: payable)? current(?: portion)?$/,
        "current portion of long term liabilities",
        "current portion of bank loans",
        "current portion of loans payable",
        "current portion of loans",
        "current instalments of long term debt",
        "current installments of long term debt",
        "long term debt due within one year",
        "loan instalments due within one year", // UK sole traders
        "loan installments due within one year",
        "bank loan due within one year",
      ],
    },
    {
      key: "other_current_liabilities",
      labels: [
        "other creditors", // UK
        "other creditors and accruals",
        "accrued liabilities and other payables",
        "accrued expenses and other payables",
        "total other current liabilities",
      ],
    },
    {
      key: "long_term_debt",
      labels: [
        /^(?:notes|loans?|bank loans?|term loans?|mortgages?|borrowings|bonds) (?:payable )?(?:less|net of|excluding) (?:the )?current (?:portion|portions|maturities|instalments|installments)$/,
        "non current borrowings",
        "noncurrent borrowings",
        "long term liabilities net of current portion",
      ],
    },
    {
      key: "long_term_debt",
      labels: [/^(?:sba|bank|term|equipment|vehicle|truck) (?:loan|loans|note|notes)(?: payable)?$/],
      section: "non_current_liabilities",
    },
    // SG, MY, HK, ZA: borrowings named by their kind, long-term or short-term by the section they are in.
    {
      key: "long_term_debt",
      labels: [
        "bank borrowings",
        "interest bearing borrowings",
        "loans and borrowings from banks",
        "term loans from banks",
      ],
      section: "non_current_liabilities",
    },
    {
      key: "short_term_debt",
      labels: ["bank borrowings", "interest bearing borrowings", "loans and borrowings from banks"],
      section: "current_liabilities",
    },
    {
      key: "share_capital",
      labels: [
        "contributed equity", // AU
        "members capital classified as equity", // UK LLP (SORP)
        "stated capital", // ZA, SG, GH
        "issued and paid up capital", // SG, MY, PH
        "issued and paid up share capital",
        "issued share capital", // HK, IE
        "paid up share capital",
        "capital stock issued and outstanding",
        // Close corporations (Namibia, South Africa: Close Corporations Act): the members' contributions.
        "members contributions",
        "members contribution",
      ],
    },
    {
      key: "retained_earnings",
      labels: [
        "unappropriated retained earnings", // PH
        "retained income", // ZA
        "retained earnings deficit",
        "retained profits accumulated losses", // AU
        "accumulated profits losses",
        "retained surplus",
      ],
    },
    {
      key: "total_equity",
      labels: [
        "total owners equity", // QuickBooks "Total Owner's Equity", sole traders
        "total members equity",
        "total partners equity",
        "total partners capital",
        "total equity deficit",
        "total shareholders deficit",
        "total stockholders deficit",
        "total capital deficiency",
        // A row with figures (alone, without them, these words head the equity section).
        "owners equity",
        "members equity",
        "capital and reserves", // UK small companies: the section's total on its heading line
        // Partnerships: the partners' accounts with figures are the equity (a printed "Total …" of
        // equity below them replaces this line: extract.ts TOTAL_REPLACES).
        "partners capital accounts",
        "total partners capital accounts",
        "partners funds",
        "total partners funds",
        "members other interests", // UK LLP (SORP): the members' equity, beside debts due to members
        "total members other interests",
        // Close corporations: the members' interest is the equity.
        "total members interest",
        "total members interests",
      ],
    },
    {
      key: "total_liabilities_and_equity",
      labels: [
        "total liabilities and owners equity",
        "total liabilities and partners capital",
        "total liabilities and partners equity",
        "total liabilities and shareholders funds",
        "total liabilities and capital",
        "total capital and liabilities", // IN
        "total equity and liabilities deficit",
        "total liabilities and stockholders deficit", // US
        "total liabilities and shareholders deficit",
        "total liabilities and members deficit",
      ],
    },
  ],
  income_statement: [
    {
      key: "revenue",
      labels: [
        "net sales revenue",
        "revenue net",
        "sales net",
        "revenue from sale of goods and services",
        "total income", // bookkeeping exports' Profit and Loss (not after other income: extract.ts)
        "trading income", // NZ: Xero's Statement of Financial Performance
        "total sales",
        "sales accounts", // Tally
        "total trading income",
      ],
    },
    {
      key: "revenue",
      sum: true,
      // Parts of revenue printed apart (an agency's commissions beside its service revenue).
      labels: ["commission revenue", "commissions revenue", "commission income", "fee revenue", "contract revenue"],
    },
    {
      key: "cost_of_goods_sold",
      labels: [
        "cost of services", // PH, service companies
        "cost of services rendered",
        "cost of sales and services",
        "cost of goods sold cogs", // QuickBooks
        "total cost of goods sold",
        "direct costs", // Xero
        "total direct costs",
        "total cost of sales",
      ],
    },
    { key: "gross_profit", labels: ["gross profit on sales", "gross profit loss on sales"] },
    {
      key: "selling_general_administrative",
      labels: [
        "selling and administrative expenses",
        "selling and general administrative costs", // reader36
        "administrative and selling expenses", // reader36
        "general selling and administrative expenses",
        "selling administrative and general expenses",
        "selling and general administrative expenses",
      ],
    },
    {
      key: "selling_general_administrative",
      sum: true,
      labels: [
        "administrative and general expenses",
        "general administrative expenses",
        "general expenses",
        // reader33: "Payroll expenses" (bookkeeping exports) are staff costs, never SG&A.
        "rent and office expenses",
        "rent and office",
      ],
    },
    {
      key: "depreciation_amortization",
      labels: [
        "amortisation and depreciation",
        "amortization and depreciation",
        "depreciation and impairment",
        "depreciation and amortisation expenses",
        "amortization", // CA: depreciation and amortization (beside "Depreciation" the two add up: extract.ts)
        "amortisation",
      ],
    },
    {
      key: "operating_profit",
      labels: ["trading profit", "trading profit loss", "operating earnings", "operating loss", "loss from operations"],
    },
    { key: "other_operating_expenses", labels: ["other business expenses", "sundry expenses"] }, // bookkeeping exports, sole traders
    {
      key: "interest_expense",
      labels: [
        "borrowing costs", // AU, IFRS
        "interest and bank charges",
        "bank charges and interest",
        "interest on borrowings",
        "interest expense on borrowings",
        "interest on long term debt", // CA
        "interest on long term debt and obligations",
        "bank interest and charges", // UK sole traders (HMRC SA103F: bank and other financial charges)
        "interest on bank and other loans",
      ],
    },
    {
      key: "other_income",
      labels: [
        "sundry income",
        "miscellaneous income",
        "non operating income",
        "other income gains",
        "interest and other income",
        "interest earned", // bookkeeping exports, under "Other Income"
        "total other income",
        "interest and dividend income", // Japanese GAAP, under "Non-operating income"
        "total non operating income", // Japanese GAAP: the block's printed total (reader20)
        // IAS 1.82(c): the share of profit of joint ventures and associates, above profit before tax (reader20)
        // reader29: also of one named by an article ("Share of results of an associate").
        /^share of (?:the )?(?:post tax )?(?:profits?|results?|profits? losses?|profit loss)(?: after tax)? of (?:an? |the )?(?:equity accounted )?(?:joint ventures?|associates?)(?: and (?:an? |the )?(?:joint ventures?|associates?))?(?: net of tax)?$/,
        "other income and gains", // reader29: Hong Kong (HKFRS) statements
        "bank interest income",
        "discounts received", // UK sole traders' profit and loss account
        "commission received",
      ],
    },
    {
      key: "profit_before_tax",
      labels: [
        /^(?:net )?(?:profit|loss|profit loss|income|earnings)(?: loss)? before (?:income )?tax(?:es|ation)?(?: expense| benefit| expense benefit| credit)?$/,
      ],
    },
    {
      key: "income_tax",
      labels: [
        "corporation tax",
        "provision for taxation",
        "income tax provision",
        "tax on profit or loss",
        "income tax credit",
        "income tax expense credit",
        "taxation credit",
        "tax credit",
        "income tax benefit", // US
        "benefit from income taxes",
        "provision for benefit from income taxes",
      ],
    },
    {
      key: "net_profit",
      labels: [
        "loss for the financial year", // UK
        "profit loss for the financial year",
        // AU: "Profit after income tax expense for the year"
        /^(?:net )?(?:profit|loss|profit loss|income|earnings)(?: loss)? after (?:income )?tax(?:es|ation)?(?: expense| benefit| expense benefit| credit)?$/,
        // An income and expenditure account or a statement of financial performance (clubs,
        // co-operatives, NZ and UK non-profits): the year's surplus or deficit is its result.
        "nett profit", // Tally, older UK prints
        "nett profit loss",
        "surplus for the year",
        "surplus for the financial year",
        "deficit for the year",
        "surplus deficit for the year",
        "deficit surplus for the year",
        "net surplus",
        "net surplus deficit",
        "net deficit",
        "excess of income over expenditure",
        "excess of income over expenditure for the year",
        "net income and comprehensive income", // CA
        "net loss and comprehensive loss",
        "net income loss and comprehensive income loss",
        "net earnings and comprehensive income",
      ],
    },
  ],
  cashflow_statement: [
    {
      key: "purchase_of_fixed_assets",
      labels: [
        "payments for plant and equipment", // AU
        "purchase of plant and equipment",
        "purchases of plant and equipment",
        "acquisition of fixed assets",
        "purchase of tangible assets",
        "payments for property plant and equipment and intangibles",
      ],
    },
    {
      key: "repayment_of_borrowings",
      labels: [
        "repayments of bank loans",
        "repayment of term loans",
        "repayment of notes payable",
        "repayments of notes payable",
        "principal repayments of long term debt",
        "repayment of loans and borrowings",
      ],
    },
    {
      key: "dividends_paid",
      labels: [
        "dividends paid to owners of the parent",
        "dividends paid to equity holders of the parent",
        "dividends paid to members",
        "dividends paid to shareholders of the company",
        "dividend paid to shareholders",
      ],
    },
    {
      key: "net_change_in_cash",
      labels: [/^net (?:increase|decrease)(?: (?:increase|decrease))* in cash(?: and cash equivalents)? held$/], // AU
    },
  ],
};
for (const type of Object.keys(regional) as DocumentType[]) synonyms[type].push(...regional[type]);

/**
 * Lines every classified statement prints that the table above leaves unread, read as the chart's
 * catch-all of their section (issue 22, reader10), and the wording of entities not met before:
 * - taxes: current tax payable (IAS 12 "current tax liabilities", US "income taxes payable", UK
 *   "corporation tax") is another current liability, deferred tax another non-current one, and
 *   current and deferred tax assets the other assets of their section;
 * - lease and hire-purchase obligations (IFRS 16 presents them apart from borrowings) and
 *   provisions are other liabilities of their section;
 * - South African statements (the SAICA / CIPC templates) print loans at amortised cost as "Other
 *   financial liabilities" (non-current: long-term debt, current: short-term debt) and loans
 *   receivable as "Other financial assets", and income from investments as "Investment revenue";
 * - not-for-profits (ASC 958): contributions, grants and pledges receivable (unconditional promises
 *   to give) are its receivables, "Inventory of …" its inventory, "Investment return, net" other
 *   income; capitalised software is an intangible asset (IAS 38, ASC 350-40);
 * - a sole trader's or partnership's balance sheet "Financed by" the capital account: its closing
 *   balance is the equity (the section heading is in `SECTION_RES`);
 * - sole traders' overheads (HMRC's self-employment headings: wages, premises, motor and travel,
 *   office, advertising, professional fees) are the parts of SG&A;
 * - a Kleinstkapitalgesellschaft's short GuV (§ 275 Abs. 5 HGB): "sonstige Erträge" and "Steuern".
 * Every one adds up (`sum`): a plain line of the key printed in the same statement replaces them,
 * and alone each is a derived figure that the checks trust only when a total ties it.
 */
const catchAll: Partial<Record<DocumentType, Synonym[]>> = {
  balance_sheet: [
    {
      key: "trade_receivables",
      sum: true,
      labels: [
        /^(?:contributions?|grants?|pledges?)(?: and (?:contributions?|grants?|pledges?))* receivables?(?: net)?$/,
        /^(?:unconditional )?promises to give(?: net)?$/,
      ],
    },
    {
      key: "inventory",
      labels: [/^inventor(?:y|ies) of [a-z ]{3,40}$/, "supplies inventory", "inventory of supplies"],
    },
    {
      key: "other_current_assets",
      sum: true,
      section: "current_assets",
      labels: [
        "other financial assets",
        /^(?:current )?(?:income )?tax(?:es|ation)? (?:receivables?|recoverable|assets?|refundable)(?: net)?$/,
        "current tax assets",
      ],
    },
    {
      key: "intangible_assets",
      sum: true,
      labels: [
        /^(?:computer |capitali[sz]ed |internal use )?software(?: development costs?)?(?: net)?$/,
        /^capitali[sz]ed (?:computer )?software(?: development)? costs?(?: net)?$/,
      ],
    },
    {
      key: "other_non_current_assets",
      sum: true,
      section: "non_current_assets",
      labels: [
        "other financial assets",
        /^deferred (?:income )?tax(?:es|ation)?(?: assets?)?(?: net)?$/,
        "investment property",
        "investment properties",
        /^(?:operating |finance )?(?:lease )?right of use assets?(?: net)?$/,
      ],
    },
    {
      key: "short_term_debt",
      sum: true,
      section: "current_liabilities",
      labels: ["other financial liabilities"],
    },
    {
      key: "other_current_liabilities",
      sum: true,
      section: "current_liabilities",
      labels: [
        "other payables and accruals",
        "accruals and other payables",
        /^(?:current )?(?:income )?tax(?:es|ation)? (?:payable|liabilit(?:y|ies))(?: net)?$/,
        "current income tax liabilities",
        "taxation",
        "corporation tax",
        "current tax", // reader20: "Current tax" among the current liabilities (UK groups)
        "current taxation",
        "provisions",
        /^(?:current portion of )?(?:operating |finance )?(?:lease|hire purchase) (?:liabilit(?:y|ies)|obligations?|creditors)(?: current(?: portion)?)?$/,
        "hire purchase",
        "obligations under hire purchase contracts",
        "obligations under finance leases",
      ],
    },
    {
      key: "long_term_debt",
      sum: true,
      section: "non_current_liabilities",
      labels: ["other financial liabilities"],
    },
    {
      key: "other_non_current_liabilities",
      sum: true,
      section: "non_current_liabilities",
      labels: [
        /^deferred (?:income )?tax(?:es|ation)?(?: liabilit(?:y|ies))?(?: net)?$/,
        "provisions",
        "provisions for liabilities",
        "provision for liabilities",
        /^(?:non ?current portion of )?(?:operating |finance )?(?:lease|hire purchase) (?:liabilit(?:y|ies)|obligations?|creditors)(?: (?:non ?current|long term)(?: portion)?)?$/,
        "hire purchase",
        "obligations under hire purchase contracts",
        "obligations under finance leases",
        /^(?:retirement|employee|post employment) benefit (?:obligations?|liabilit(?:y|ies))$/,
      ],
    },
    {
      key: "total_equity",
      sum: true,
      section: "equity",
      labels: [
        /^balance (?:at|as at) (?:the )?end of (?:the )?(?:financial )?(?:year|period)$/,
        "balance carried forward",
        "balance c f",
        "closing balance",
      ],
    },
  ],
  income_statement: [
    {
      key: "selling_general_administrative",
      sum: true,
      labels: [
        // reader33: "Wages", "Wages and salaries" are staff costs, never SG&A (docs/chart-of-accounts.md).
        "rent and rates",
        /^rent rates(?: power)? and insurance(?: costs)?$/,
        /^(?:light|heat) and (?:light|heat)$/,
        /^(?:motor|car van|motor vehicle|motor and travel|travel and subsistence)(?: and travel)?(?: expenses| costs)?$/,
        /^(?:printing |telephone |phone )?(?:postage|stationery|telephone|office)(?: and (?:stationery|postage|telephone|other office costs))?(?: expenses| costs)?$/,
        /^advertising(?: and (?:promotion|marketing|business entertainment))?(?: costs| expenses)?$/,
        /^(?:accountancy|accountancy legal and (?:other )?professional|legal and professional|professional) fees$/,
      ],
    },
    {
      key: "other_income",
      sum: true,
      labels: ["investment revenue", /^(?:net )?investment (?:return|income)(?: net)?$/, "sonstige ertrage"],
    },
    { key: "income_tax", sum: true, labels: ["steuern"] },
    // Nigeria (CITA, Tertiary Education Trust Fund Act): company income tax and education tax are
    // the parts of the income tax expense; co-operatives (US, CA) call their profit savings or margins.
    {
      key: "income_tax",
      sum: true,
      labels: ["company income tax", "education tax", "tertiary education tax", "minimum tax"],
    },
    {
      key: "net_profit",
      labels: ["net savings", "net margins", "net savings for the year", "net margins for the year"],
    },
  ],
};
for (const type of Object.keys(catchAll) as DocumentType[]) synonyms[type].push(...(catchAll[type] ?? []));

/**
 * Indian Schedule III (Companies Act 2013, Division II for Ind AS) and other Commonwealth filings
 * (issue 22, reader10): trade payables printed as the two MSME lines ("Total outstanding dues of
 * micro enterprises and small enterprises" / "... of creditors other than ..."), which add up;
 * "Other equity" (the Ind AS successor of "Reserves and surplus"); provisions, loans and advances
 * and investments split short-term / long-term (the pre-Ind AS Schedule III); amounts due to and
 * from related parties and dividends payable (SG, HK, MY, NG, KE filings) among the other lines of
 * their section; Pakistan's "Unappropriated profit"; a UK LLP's profit "available for discretionary
 * division among members" (the LLP SORP's bottom line). All but the last two add up.
 */
const scheduleThree: Partial<Record<DocumentType, Synonym[]>> = {
  balance_sheet: [
    {
      key: "trade_payables",
      sum: true,
      section: "current_liabilities",
      labels: [
        /^(?:total )?outstanding dues (?:of|to) (?:creditors other than )?micro(?: enterprises)? and small enterprises$/,
        // reader20: the short forms printed under a "Trade payables" heading ("- micro and small
        // enterprises", "- creditors other than micro and small", "Dues of micro and small enterprises")
        /^(?:(?:total )?(?:outstanding )?dues (?:of|to) )?(?:creditors other than )?micro(?: enterprises)? and small(?: enterprises)?$/,
      ],
    },
    { key: "retained_earnings", sum: true, section: "equity", labels: ["other equity"] },
    {
      key: "retained_earnings",
      labels: ["unappropriated profit", "unappropriated profits", "unappropriated profit loss"],
    },
    {
      key: "other_current_assets",
      sum: true,
      section: "current_assets",
      labels: [
        "short term loans and advances",
        "current investments",
        /^bank balances other than (?:cash and cash equivalents|\(?[ivx]+\)? above|[ivx]+ above)$/,
        /^amounts? due from (?:related parties|related companies|directors?|holding company|subsidiar(?:y|ies))$/,
      ],
    },
    {
      key: "other_non_current_assets",
      sum: true,
      section: "non_current_assets",
      labels: ["long term loans and advances", ...nc("non current investments")],
    },
    {
      key: "intangible_assets",
      sum: true,
      section: "non_current_assets",
      labels: ["intangible assets under development"],
    },
    {
      key: "other_current_liabilities",
      sum: true,
      section: "current_liabilities",
      labels: [
        "short term provisions",
        "dividend payable",
        "dividends payable",
        /^amounts? due to (?:related parties|related companies|directors?|holding company|subsidiar(?:y|ies))$/,
      ],
    },
    {
      key: "other_non_current_liabilities",
      sum: true,
      section: "non_current_liabilities",
      labels: ["long term provisions"],
    },
  ],
  income_statement: [
    {
      key: "net_profit",
      labels: [
        /^profit (?:loss )?for the (?:financial )?year(?: before members remuneration and profit shares)? available for (?:discretionary )?division among members$/,
      ],
    },
  ],
};
for (const type of Object.keys(scheduleThree) as DocumentType[]) synonyms[type].push(...(scheduleThree[type] ?? []));

/**
 * Entity forms and countries (issue 22, reader11, from the misses of unseen batch 6 written as the
 * families they belong to): co-operatives (members' and patrons' lines, patronage refunds and
 * dividends, allocated and unallocated equity, member certificates and shares), associations and
 * clubs (income in advance, employee provisions, interest paid), partnerships and sole traders
 * (fee income, unincorporated business and franchise taxes, the German KG's and eG's capital
 * shares, the Einzelkaufmann's closing capital), Commonwealth small companies (GST/VAT and PAYE
 * payable, shareholder advances, income surplus, bank and cash balances) and the cash flow
 * statement's short lines ("At start of year", "Borrowings repaid"). Lines that may be one part of
 * their key add up (`sum`), so a printed total or a plain line of the key replaces them and alone
 * they are derived figures that a total must tie.
 */
const entityForms: Record<DocumentType, Synonym[]> = {
  balance_sheet: [
    { key: "cash", sum: true, labels: [/^(?:bank and cash|cash and bank)(?: balances?| accounts?)?$/] },
    {
      key: "other_current_assets",
      sum: true,
      section: "current_assets",
      labels: [
        // "GST receivable and prepayments", "Tax recoverable and prepayments", "VAT recoverable".
        /^(?:gst|vat|hst|sales tax|income tax|tax|taxes|taxation) (?:receivables?|recoverable|refundable)(?: and (?:prepayments|prepaid expenses|deposits|other receivables|other assets))?$/,
        /^(?:gst|vat|hst) and (?:prepayments|prepaid expenses)$/,
        /^prepayments? and other assets$/,
        // HGB § 264c Abs. 1: a partnership's receivables from its partners, shown apart.
        /^forderungen gegen(?:uber)? (?:gesellschafter|gesellschaftern|kommanditisten|komplementar(?:in)?)$/,
      ],
    },
    {
      key: "other_non_current_assets",
      sum: true,
      section: "non_current_assets",
      labels: [
        // "Investments in other cooperatives", "Quoted equity investments", "Long-term investments".
        /^(?:long term |other |quoted |unquoted |listed |unlisted |equity |financial |available for sale )*investments?(?: in (?:other )?(?:co ?operatives|associations|cooperative banks))?$/,
        /^(?:term|fixed|rental|security|long term) deposits$/,
      ],
    },
    {
      key: "intangible_assets",
      sum: true,
      labels: [/^goodwill and other intangibles$/, /^(?:client|customer) (?:relationships|lists|contracts)(?: net)?$/],
    },
    {
      key: "trade_payables",
      section: "current_liabilities",
      labels: ["trade and bills payables", "trade and bills payable", "payables"],
      sum: true,
    },
    {
      key: "short_term_debt",
      section: "current_liabilities",
      sum: true,
      labels: [/^(?:seasonal|operating|working capital) (?:line|lines) of credit$/],
    },
    {
      key: "other_current_liabilities",
      sum: true,
      section: "current_liabilities",
      labels: [
        // NZ, AU, UK, SG, CA: taxes collected for the state ("GST and PAYE payable", "VAT and PAYE").
        /^(?:gst|vat|hst|paye|nic|payroll tax|withholding tax|social security)(?: and (?:gst|vat|hst|paye|nic|social security|other taxes))?(?: payable| liabilit(?:y|ies))?$/,
        /^(?:income|revenue|fees|subscriptions|grants|membership fees|memberships) (?:received )?in advance$/,
        /^(?:employee|staff) (?:provisions|entitlements|benefits provisions?)$/,
        /^provisions? for (?:employee|staff) (?:benefits|entitlements)$/,
        /^patronage (?:refunds|dividends)(?: and equities)? payable(?: in cash)?$/,
      ],
    },
    {
      key: "other_non_current_liabilities",
      sum: true,
      section: "non_current_liabilities",
      labels: [
        /^(?:employee|staff) (?:provisions|entitlements|benefits provisions?)$/,
        /^provisions? for (?:employee|staff) (?:benefits|entitlements)$/,
        /^(?:shareholders?|directors?|members?|owners?|partners?) (?:advances|current accounts?)$/,
        /^advances from (?:shareholders?|directors?|members?|owners?|partners?)$/,
        /^deferred patronage(?: and other liabilities)?$/,
      ],
    },
    {
      key: "share_capital",
      sum: true,
      section: "equity",
      labels: [
        // Co-operatives: member certificates, membership shares, preferred stock of members.
        /^(?:(?:common|preferred|capital) stock and )?(?:member(?:ship)?|members|patrons?) certificates$/,
        // HGB: a KG's capital shares (§ 264c Abs. 2), an eG's members' paid-up shares (§ 337).
        /^(?:kapitalanteile?|kapitalkonten|festkapital|komplementarkapital)(?: der (?:kommanditisten|komplementare|komplementarin|personlich haftenden gesellschafter(?:in)?|gesellschafter))?$/,
        /^(?:summe (?:der )?)?geschaftsguthaben(?: der (?:mitglieder|genossen))?$/,
      ],
    },
    {
      key: "retained_earnings",
      sum: true,
      section: "equity",
      labels: [
        /^(?:allocated and unallocated|unallocated|allocated|patronage) equit(?:y|ies)$/,
        /^(?:income|revenue|earned) surplus$/,
        "reserves",
      ],
    },
    {
      key: "total_equity",
      sum: true,
      section: "equity",
      labels: [/^(?:eigen)?kapital(?:konto)? (?:am|zum) ende des (?:geschafts|wirtschafts)?jahres$/],
    },
  ],
  income_statement: [
    {
      key: "revenue",
      sum: true,
      labels: [
        /^(?:net )?(?:sales|revenues?) and (?:other )?(?:revenues?|sales)$/,
        /^(?:[a-z]+ )?fees? (?:income|revenue|earned)$/,
        /^fees (?:received|earned)$/,
      ],
    },
    // reader31: "Salaries and benefits", "Wages and benefits", "Employee expenses" are staff costs,
    // never SG&A (docs/chart-of-accounts.md): no key reads them (reader11 had them as SG&A parts).
    { key: "operating_profit", labels: [/^net (?:margins?|savings) from operations$/] },
    // "Other income (charges) – net" (PH), "Other income/(expenses)": the same net line as "Other income (expense), net".
    { key: "other_income", labels: [/^other (?:income|gains) (?:charges|expenses?|losses)(?: net)?$/] },
    {
      key: "depreciation_amortization",
      sum: true,
      labels: [
        /^(?:depreciation|amorti[sz]ation) (?:of|on) (?:property plant and equipment|property and equipment|plant and equipment|fixed assets|tangible (?:fixed )?assets|intangible assets|right of use assets)$/,
        /^abschreibungen auf (?:sachanlagen|immaterielle vermogensgegenstande(?: des anlagevermogens)?)$/,
        // reader22: both classes on one line ("… auf Sachanlagen und immaterielle Vermögensgegenstände").
        /^abschreibungen auf (?:sachanlagen und immaterielle vermogensgegenstande|immaterielle vermogensgegenstande und sachanlagen)(?: des anlagevermogens)?$/,
      ],
    },
    {
      key: "interest_expense",
      sum: true,
      labels: [/^interest (?:paid|charges?)$/],
    },
    {
      key: "other_income",
      sum: true,
      labels: [
        /^patronage (?:dividends|refunds|income)(?: received)?(?: from (?:other )?co ?operatives)?$/,
        /^ertrage aus beteiligungen(?: an [a-z ]+)?$/,
        // reader26: a Konzern-GuV's share of associates' result (§ 312 HGB), printed among the financial items.
        /^(?:ertrage|ergebnis) aus (?:assoziierten unternehmen|at equity bewerteten (?:beteiligungen|unternehmen))$/,
      ],
    },
    {
      key: "profit_before_tax",
      labels: [
        // "Income before unincorporated business tax", "Net margins before income taxes".
        /^(?:net )?(?:income|profit|earnings|margins?|savings|surplus)(?: loss)? (?:from operations )?before (?:(?:income|unincorporated business|franchise|state|federal|corporation|business) )*tax(?:es|ation)?$/,
      ],
    },
    {
      key: "income_tax",
      sum: true,
      labels: [
        /^(?:(?:state|federal|local|city|provincial|state and local) )?(?:unincorporated business|franchise) tax(?:es)?(?: expense)?$/,
        /^(?:state|federal|provincial|state and local) (?:income )?tax(?:es)?(?: expense)?$/,
        // A German partnership's or sole trader's only tax on income (§ 275 Abs. 2 Nr. 14 HGB).
        "gewerbesteuer",
      ],
    },
  ],
  cashflow_statement: [
    {
      // Adds up: "Net cash generated from operations" is the operating total in some statements (KE)
      // and IAS 7's cash generated before interest and tax paid in others (PH), so a plain operating
      // total printed below it replaces it. Not "Cash generated from operations".
      key: "net_cash_from_operating_activities",
      sum: true,
      labels: [/^net cash (?:generated |provided |inflows? )?(?:from|by) operations$/],
    },
    {
      key: "repayment_of_borrowings",
      sum: true,
      labels: [
        /^(?:bank |term )?(?:borrowings|loans|debt) repaid$/,
        /^repayments? of (?:bank|term|short term) (?:borrowings|loans|loan)$/,
      ],
    },
    {
      key: "cash_at_beginning",
      labels: [/^(?:at|as at|balance at) (?:the )?(?:start|beginning) of (?:the )?(?:financial )?(?:year|period)$/],
    },
    {
      key: "cash_at_end",
      labels: [/^(?:at|as at|balance at) (?:the )?end of (?:the )?(?:financial )?(?:year|period)$/],
    },
  ],
};
for (const type of Object.keys(entityForms) as DocumentType[]) synonyms[type].push(...entityForms[type]);

/**
 * Swiss OR (issue 22, reader12): the minimum structure of Art. 959a (Bilanz: Aktiven/Passiven,
 * Umlaufvermögen, Anlagevermögen, kurz- and langfristiges Fremdkapital, Eigenkapital) and Art. 959b
 * (Erfolgsrechnung, Produktionserfolgsrechnung and Absatzerfolgsrechnung) with the "Total …" lines of
 * Swiss practice. Lines the law groups ("Passive Rechnungsabgrenzungen und kurzfristige
 * Rückstellungen", "Mobile/Immobile Sachanlagen", Verwaltungs- and Vertriebsaufwand) add up; the
 * EBITDA line is no key's, nor are staff costs; Art. 959a's reserves and the Bilanzgewinn are not read as retained earnings.
 */
const swissOr: Record<DocumentType, Synonym[]> = {
  balance_sheet: [
    { key: "cash", labels: ["flussige mittel und kurzfristig gehaltene aktiven mit borsenkurs"] },
    {
      key: "other_current_assets",
      sum: true,
      labels: [
        "kurzfristig gehaltene aktiven mit borsenkurs",
        "ubrige kurzfristige forderungen",
        "aktive rechnungsabgrenzungen",
        "aktive rechnungsabgrenzung",
      ],
    },
    {
      key: "inventory",
      labels: ["vorrate und nicht fakturierte dienstleistungen", "nicht fakturierte dienstleistungen"],
    },
    { key: "total_current_assets", labels: ["summe umlaufvermogen"] },
    {
      key: "net_fixed_assets",
      sum: true,
      labels: [/^(?:mobile|immobile) sachanlagen$/],
    },
    { key: "other_non_current_assets", section: "non_current_assets", sum: true, labels: ["beteiligungen"] },
    { key: "intangible_assets", labels: ["immaterielle werte", "immaterielle anlagen"] },
    { key: "total_non_current_assets", labels: ["total anlagevermogen"] },
    { key: "total_assets", labels: ["total aktiven", "summe aktiven", "aktiven"] },
    {
      key: "short_term_debt",
      labels: [
        /^kurzfristige (?:verzinsliche|zinstragende) verbindlichkeiten$/,
        // reader24: the bank debt by its own name ("Kurzfristige Bankverbindlichkeiten").
        /^kurzfristige (?:bankverbindlichkeiten|bankschulden|bankkredite|bankdarlehen)$/,
        // reader34: loans by the plain word ("Kurzfristige Darlehen").
        /^kurzfristige (?:darlehen|kredite|darlehensverbindlichkeiten)$/,
      ],
    },
    // reader24: the current part of a bank loan, printed apart ("Kurzfristiger Anteil Bankdarlehen").
    {
      key: "current_portion_long_term_debt",
      labels: [/^kurzfristiger anteil (?:der )?(?:langfristigen )?(?:bankdarlehen|darlehen|bankkredite|hypotheken)$/],
    },
    {
      key: "other_current_liabilities",
      sum: true,
      labels: [
        "ubrige kurzfristige verbindlichkeiten",
        /^passive rechnungsabgrenzungen?(?: und (?:kurzfristige )?ruckstellungen)?$/,
        "kurzfristige ruckstellungen",
      ],
    },
    {
      key: "total_current_liabilities",
      labels: ["total kurzfristiges fremdkapital", "summe kurzfristiges fremdkapital"],
    },
    {
      key: "long_term_debt",
      labels: [
        /^langfristige (?:verzinsliche|zinstragende) verbindlichkeiten$/,
        /^langfristige (?:bankverbindlichkeiten|bankschulden|bankkredite|bankdarlehen)$/,
        // reader34: loans by the plain word ("Langfristige Darlehen").
        /^langfristige (?:darlehen|kredite|darlehensverbindlichkeiten)$/,
      ],
    },
    {
      key: "other_non_current_liabilities",
      sum: true,
      labels: [
        "ubrige langfristige verbindlichkeiten",
        "langfristige ruckstellungen",
        "ruckstellungen sowie vom gesetz vorgesehene ahnliche positionen",
      ],
    },
    { key: "other_non_current_liabilities", section: "non_current_liabilities", sum: true, labels: ["ruckstellungen"] },
    {
      key: "total_non_current_liabilities",
      labels: ["total langfristiges fremdkapital", "summe langfristiges fremdkapital"],
    },
    { key: "total_liabilities", labels: ["total fremdkapital", "summe fremdkapital"] },
    {
      key: "share_capital",
      labels: [
        "aktienkapital",
        "gesellschaftskapital",
        "stiftungskapital",
        "genossenschaftskapital",
        "grund gesellschafter oder stiftungskapital",
      ],
    },
    { key: "total_equity", labels: ["total eigenkapital"] },
    { key: "total_liabilities_and_equity", labels: ["total passiven", "summe passiven", "passiven"] },
  ],
  income_statement: [
    {
      key: "revenue",
      labels: [
        "nettoerlose aus lieferungen und leistungen",
        "nettoerlose",
        "nettoerlos",
        "nettoumsatz",
        "nettoumsatze",
      ],
    },
    {
      key: "cost_of_goods_sold",
      labels: [
        "warenaufwand",
        "anschaffungs oder herstellungskosten der verkauften produkte und leistungen",
        "herstellungskosten der verkauften produkte und leistungen",
      ],
    },
    { key: "gross_profit", labels: ["bruttogewinn", "bruttoverlust", "bruttogewinn bruttoverlust"] },
    // Art. 959b(3) by function. (Staff costs, Personalaufwand, stay unmapped as in HGB: not the chart's
    // direct labour, and SG&A only in part; the other operating costs beside them then stay unread too.)
    // reader35: advertising is marketing, a part of SG&A by the chart (docs/chart-of-accounts.md:
    // "selling, distribution, marketing and general / administrative lines (summed)"), not the other
    // operating expenses (reader12 had it there).
    {
      key: "selling_general_administrative",
      sum: true,
      labels: [
        "verwaltungsaufwand",
        "vertriebsaufwand",
        "werbeaufwand",
        "marketingaufwand",
        "werbe und marketingaufwand",
      ],
    },
    // reader24: Art. 959b(2)'s "übriger betrieblicher Aufwand" is the chart's other operating expenses
    // (docs/chart-of-accounts.md names it), as HGB's sonstige betriebliche Aufwendungen.
    {
      key: "other_operating_expenses",
      labels: [
        /^(?:ubriger|sonstiger) betrieblicher aufwand$/,
        /^ubrige betriebliche aufwendungen$/,
        "ubriger betriebsaufwand",
      ],
    },
    {
      key: "depreciation_amortization",
      labels: [
        "abschreibungen und wertberichtigungen auf positionen des anlagevermogens",
        "abschreibungen und wertberichtigungen",
      ],
    },
    {
      key: "operating_profit",
      labels: [
        /^betriebliches ergebnis(?: vor (?:finanzerfolg|zinsen und steuern))?(?: ebit)?$/,
        "betriebsergebnis ebit",
        "ebit",
      ],
    },
    { key: "interest_expense", labels: ["finanzaufwand"] },
    {
      key: "other_income",
      sum: true,
      labels: ["finanzertrag", "betriebsfremder ertrag", "ausserordentlicher einmaliger oder periodenfremder ertrag"],
    },
    {
      key: "profit_before_tax",
      labels: [
        /^jahres(?:gewinn|verlust|ergebnis)(?: (?:jahres)?(?:gewinn|verlust))? vor steuern$/,
        "gewinn vor steuern",
      ],
    },
    { key: "income_tax", labels: ["direkte steuern"] },
    {
      key: "net_profit",
      labels: [/^jahres(?:gewinn|verlust)(?: (?:jahres)?(?:gewinn|verlust))?$/],
    },
  ],
  cashflow_statement: [],
};
for (const type of Object.keys(swissOr) as DocumentType[]) synonyms[type].push(...swissOr[type]);

/**
 * Pakistani (Companies Act 2017, Fourth Schedule) and kindred South Asian wording (issue 22, reader12):
 * "Issued, subscribed and paid-up capital", "Long term financing" and its current portion, "Trade
 * debts", "Deferred liabilities" (staff gratuity and deferred tax), "Accrued mark-up" (interest).
 */
const southAsian: Partial<Record<DocumentType, Synonym[]>> = {
  balance_sheet: [
    // Indian LLPs (Schedule III as the LLP form adapts it): partners' funds are contribution and current accounts.
    {
      key: "share_capital",
      section: "equity",
      labels: [/^(?:partners|members) (?:capital )?contributions?$/],
    },
    { key: "retained_earnings", section: "equity", labels: [/^(?:partners|members) current accounts?$/] },
    { key: "share_capital", labels: [/^issued(?: subscribed)? and paid up (?:share )?capital$/] },
    { key: "trade_receivables", labels: [/^trade debts?(?: considered good| unsecured considered good)?$/] },
    {
      key: "long_term_debt",
      labels: [/^long term (?:financings?|finances)(?: secured)?$/],
    },
    {
      key: "current_portion_long_term_debt",
      labels: [/^current (?:portion|maturity) of long term (?:financings?|finances|loans?)$/],
    },
    {
      key: "other_non_current_liabilities",
      section: "non_current_liabilities",
      sum: true,
      labels: ["deferred liabilities"],
    },
    {
      key: "other_current_liabilities",
      section: "current_liabilities",
      sum: true,
      labels: [/^accrued mark ?up(?: on (?:loans|borrowings))?$/, "unclaimed dividends", "unclaimed dividend"],
    },
  ],
};
for (const type of Object.keys(southAsian) as DocumentType[]) synonyms[type].push(...(southAsian[type] ?? []));

/**
 * Australian trading and unit trusts (issue 22, reader12): the beneficiaries' funds are the equity
 * (units on issue or the settled sum, undistributed income), and the entitlements resolved to the
 * beneficiaries but unpaid are a current liability.
 */
const trusts: Partial<Record<DocumentType, Synonym[]>> = {
  balance_sheet: [
    {
      key: "share_capital",
      section: "equity",
      labels: ["units on issue", "issued units", "settled sum", "settlement sum", "trust corpus"],
    },
    {
      key: "retained_earnings",
      section: "equity",
      labels: [/^undistributed (?:income|profits?|earnings)$/],
    },
    { key: "total_equity", labels: [/^total (?:beneficiaries|unitholders|unit holders) funds$/] },
    {
      key: "other_current_liabilities",
      section: "current_liabilities",
      sum: true,
      labels: [/^(?:beneficiaries )?unpaid present entitlements?$/, /^distributions? payable$/],
    },
  ],
};
for (const type of Object.keys(trusts) as DocumentType[]) synonyms[type].push(...(trusts[type] ?? []));

/**
 * US closely held corporations' management accounts (S corporations, issue 22, reader12): officer
 * compensation with salaries and G&A as one line, the cash surrender value of officers' life
 * insurance among the non-current assets, loans from stockholders below the current liabilities.
 */
const closelyHeld: Partial<Record<DocumentType, Synonym[]>> = {
  balance_sheet: [
    {
      key: "other_current_assets",
      sum: true,
      labels: [/^prepaid expenses? and other(?: current)?(?: assets)?$/],
    },
    {
      key: "other_non_current_assets",
      sum: true,
      labels: [
        /^(?:officers? |key ?man )?life insurance(?: policies)?(?: cash surrender values?)?$/,
        /^cash surrender values? of (?:officers? |key ?man )?life insurance(?: policies)?$/,
      ],
    },
    {
      key: "other_non_current_liabilities",
      section: "non_current_liabilities",
      sum: true,
      labels: [/^(?:loans?|notes?|advances?) (?:payable )?(?:from|to) (?:stockholders|shareholders|officers?|owners)$/],
    },
  ],
  income_statement: [
    // reader33: "Officer compensation, salaries and G&A" names staff costs with G&A in one figure
    // that cannot be split: no key (docs/chart-of-accounts.md, combined lines), counted among the
    // operating expenses by the checks (extract.ts STAFF_COSTS).
  ],
};
for (const type of Object.keys(closelyHeld) as DocumentType[]) synonyms[type].push(...(closelyHeld[type] ?? []));

/**
 * Canadian ASPE and public-sector wording (issue 22, reader12), and term loans under the current
 * liabilities: "capital assets" (or tangible capital
 * assets) for property, plant and equipment, net, with their purchase in the cash flow statement;
 * "Administrative and general" (the words of G&A turned round); repairs and maintenance as an
 * operating expense of their own.
 */
const canadian: Partial<Record<DocumentType, Synonym[]>> = {
  balance_sheet: [
    // Loans printed under the current liabilities without "long-term" in their name (UAE, PH): the
    // short-term debt, as "Loans payable - current" already is.
    {
      key: "short_term_debt",
      section: "current_liabilities",
      labels: [/^(?:term |bank )?loans?(?: payable)?(?: current)?$/],
    },
    { key: "net_fixed_assets", labels: [/^(?:net )?(?:tangible )?capital assets(?: net)?$/] },
  ],
  income_statement: [
    {
      key: "selling_general_administrative",
      sum: true,
      labels: [/^(?:administrative|administration) and general(?: expenses)?$/],
    },
    { key: "other_operating_expenses", sum: true, labels: [/^repairs and maintenance(?: expenses?)?$/] },
  ],
  cashflow_statement: [
    {
      key: "purchase_of_fixed_assets",
      labels: [/^(?:purchases?|acquisitions?|additions?) (?:of|to) (?:tangible )?capital assets$/],
    },
  ],
};
for (const type of Object.keys(canadian) as DocumentType[]) synonyms[type].push(...(canadian[type] ?? []));

/**
 * Austrian UGB (§§ 224, 231, issue 22, reader12): the called and paid-in nominal capital, and the
 * income statement's numbered subtotals ("Zwischensumme aus Z 1 bis 5 (Betriebserfolg)"); South
 * African IFRS for SMEs exports: the cash movement for the year, other financial liabilities repaid.
 */
const austrianAndSouthAfrican: Partial<Record<DocumentType, Synonym[]>> = {
  balance_sheet: [
    {
      key: "share_capital",
      section: "equity",
      labels: [
        /^(?:eingefordertes (?:und )?(?:einbezahltes )?)?(?:nennkapital|grundkapital|stammkapital)(?: stammkapital| grundkapital)?$/,
      ],
    },
  ],
  income_statement: [
    { key: "operating_profit", labels: [/^(?:zwischensumme aus z(?:eile)? \d{1,2} bis \d{1,2} )?betriebserfolg$/] },
  ],
  cashflow_statement: [
    {
      key: "net_change_in_cash",
      labels: [/^(?:total|net) cash (?:and cash equivalents )?movement(?: for the (?:year|period))?$/],
    },
    {
      key: "repayment_of_borrowings",
      labels: [/^repayments? of (?:other )?(?:interest bearing )?financial liabilities$/],
    },
  ],
};
for (const type of Object.keys(austrianAndSouthAfrican) as DocumentType[]) {
  synonyms[type].push(...(austrianAndSouthAfrican[type] ?? []));
}

/**
 * reader13 (issue 22): the lines of an IFRS statement in German that the English catch-all rows
 * (reader10, `catchAll`) read as other items of their section — right-of-use assets, lease
 * liabilities, deferred and current taxes, provisions — in German, bound to the IAS 1 sections
 * (Lang-/Kurzfristige Vermögenswerte, Schulden), so that HGB statements, which have no such
 * sections, are not touched. And Commonwealth wording met in English statements (Kenya, Nigeria,
 * Singapore, Ireland, India): debentures, loan notes and bonds as long-term debt in the
 * non-current liabilities; "Provision for taxation" as the current tax payable; "Ordinary share
 * capital". Every catch-all row adds up (`sum`) and needs a total to tie it.
 */
const germanIfrsAndCommonwealth: Partial<Record<DocumentType, Synonym[]>> = {
  balance_sheet: [
    {
      key: "other_non_current_assets",
      sum: true,
      section: "non_current_assets",
      labels: [
        "nutzungsrechte",
        /^nutzungsrechte aus leasingverhaltnissen$/,
        /^latente steuer(?:anspruche|forderungen)$/,
        /^aktive latente steuern$/,
        /^sonstige (?:langfristige )?(?:nicht )?finanzielle vermogenswerte$/,
        /^at equity bilanzierte (?:finanzanlagen|beteiligungen)$/,
        /^nach der equity methode bilanzierte (?:finanzanlagen|beteiligungen)$/,
        /^als finanzinvestition gehaltene immobilien$/,
      ],
    },
    {
      key: "other_current_assets",
      sum: true,
      section: "current_assets",
      labels: [
        /^(?:laufende )?ertragsteuer(?:forderungen|anspruche)$/,
        /^sonstige (?:kurzfristige )?(?:nicht )?finanzielle vermogenswerte$/,
        /^vertragsvermogenswerte$/,
      ],
    },
    {
      key: "other_non_current_liabilities",
      sum: true,
      section: "non_current_liabilities",
      labels: [
        /^(?:langfristige )?leasingverbindlichkeiten$/,
        /^latente steuer(?:schulden|verbindlichkeiten)$/,
        /^passive latente steuern$/,
        /^(?:pensionsruckstellungen|ruckstellungen fur pensionen(?: und ahnliche verpflichtungen)?)$/,
        /^sonstige (?:langfristige )?ruckstellungen$/,
        /^langfristige ruckstellungen$/,
      ],
    },
    {
      key: "other_current_liabilities",
      sum: true,
      section: "current_liabilities",
      labels: [
        /^(?:kurzfristige )?leasingverbindlichkeiten$/,
        /^(?:laufende )?ertragsteuer(?:verbindlichkeiten|schulden)$/,
        /^sonstige (?:kurzfristige )?ruckstellungen$/,
        /^kurzfristige ruckstellungen$/,
        /^vertragsverbindlichkeiten$/,
        /^provision for (?:income )?tax(?:ation|es)?$/,
      ],
    },
    {
      key: "long_term_debt",
      section: "non_current_liabilities",
      labels: [
        /^(?:secured |unsecured )?(?:debentures?|debenture loans?|loan notes?|bonds?)$/,
        /^(?:bonds and debentures|debentures and bonds|bonds and notes)$/,
      ],
    },
    { key: "share_capital", labels: ["ordinary share capital", "issued ordinary share capital"] },
  ],
};
for (const type of Object.keys(germanIfrsAndCommonwealth) as DocumentType[]) {
  synonyms[type].push(...(germanIfrsAndCommonwealth[type] ?? []));
}

/**
 * reader14 (issue 22), families of batch 8:
 * - Dutch GAAP in English (Title 9 Book 2 of the Dutch Civil Code, the model formats as Dutch
 *   companies translate them; the EU Accounting Directive's wording): "Group equity", "Other
 *   reserves" (the retained profits, when no retained-earnings line is printed: a plain line wins),
 *   "Provisions" and "Long-term liabilities" after the equity, "Payables to credit institutions",
 *   "Taxes and social security premiums", "Net turnover", "Result before/after taxation",
 *   "Corporate income tax", "Movement in cash";
 * - Israeli wording (IFRS as Israeli companies print it in English): "Short-term bank credit",
 *   "Current maturities of long-term loans", "Other accounts payable/receivable", "Financial
 *   expenses/income", "Income before taxes on income", "Taxes on income";
 * - South Asian "Long term loan - current maturity";
 * - IFRS in German (DRS 21 / IAS 7 wording): "Mittelzufluss/-abfluss aus …tätigkeit",
 *   "Finanzmittelfonds am 1. Januar / 31. Dezember", "Gewinnrücklagen und Konzernergebnis";
 * - the DATEV-style short-term income statement (BWA, Kurzfristige Erfolgsrechnung):
 *   "Material-/Wareneinkauf", "Rohertrag", "Zinsaufwand", "Sonstiger neutraler Ertrag",
 *   "Vorläufiges Ergebnis" (its cost groups by kind, staff costs among them, stay out of SG&A);
 * - Liechtenstein PGR: "Nettoumsatzerlöse", "Ertrags- und Kapitalsteuern".
 */
const IFRS9_CATEGORY =
  /^(?:other )?(?:financial assets|investments|equity investments|equity instruments|debt instruments)(?: measured)? at (?:fair value through (?:other comprehensive income|profit or loss)|fvoci|fvtoci|fvtpl|fvpl|amortised cost|amortized cost)$/;
const MONTHS_DE = "januar|februar|marz|april|mai|juni|juli|august|september|oktober|november|dezember";
const batch8: Partial<Record<DocumentType, Synonym[]>> = {
  balance_sheet: [
    { key: "total_equity", labels: ["total group equity", "group equity total"] },
    { key: "retained_earnings", sum: true, section: "equity", labels: ["other reserves"] },
    {
      key: "retained_earnings",
      labels: [
        /^(?:andere )?gewinnrucklagen (?:und|einschliesslich|inkl) (?:konzern)?(?:ergebnis|bilanzgewinn|jahresergebnis|jahresuberschuss)$/,
        /^erwirtschaftetes (?:konzern)?eigenkapital$/,
      ],
    },
    {
      key: "total_non_current_liabilities",
      labels: [
        /^total (?:non current|noncurrent|long term) liabilities and provisions$/,
        /^total provisions and (?:non current|noncurrent|long term) liabilities$/,
      ],
    },
    { key: "long_term_debt", sum: true, section: "non_current_liabilities", labels: ["long term liabilities"] },
    {
      key: "long_term_debt",
      section: "non_current_liabilities",
      labels: [
        /^(?:payables|amounts owed|debts|liabilities) to (?:credit institutions|banks)$/,
        /^long term loans from banks(?: and others)?$/,
      ],
    },
    {
      key: "short_term_debt",
      section: "current_liabilities",
      labels: [
        /^(?:payables|amounts owed|debts|liabilities) to (?:credit institutions|banks)$/,
        /^short term (?:bank )?credit(?: from banks)?(?: and loans)?$/,
        "credit from banking corporations",
      ],
    },
    {
      key: "current_portion_long_term_debt",
      labels: [
        /^current maturities of long term (?:loans|liabilities)(?: from banks)?$/,
        // reader29: Gulf statements' "Current maturity of interest-bearing loans", "Current portion of term loans".
        /^current (?:maturity|maturities|portion) of (?:the )?(?:interest bearing |long term |term |bank |secured )+(?:loans?|borrowings|loans and borrowings)$/,
        /^long term loans? current maturit(?:y|ies)$/,
      ],
    },
    {
      key: "other_current_liabilities",
      sum: true,
      section: "current_liabilities",
      labels: [
        /^taxes and social security (?:premiums|contributions|charges)(?: other liabilities and accruals)?$/,
        /^other liabilities(?: accruals)? and (?:accruals|deferred income)$/,
        /^other accounts payable(?: and accrued expenses)?$/,
      ],
    },
    { key: "other_current_assets", sum: true, section: "current_assets", labels: ["other accounts receivable"] },
    { key: "other_non_current_assets", sum: true, section: "non_current_assets", labels: ["long term deposits"] },
    // IFRS 9's measurement categories named as a line ("Financial assets at fair value through other
    // comprehensive income"): other assets of their section.
    {
      key: "other_non_current_assets",
      sum: true,
      section: "non_current_assets",
      labels: [IFRS9_CATEGORY],
    },
    { key: "other_current_assets", sum: true, section: "current_assets", labels: [IFRS9_CATEGORY] },
    {
      key: "other_non_current_liabilities",
      sum: true,
      section: "non_current_liabilities",
      labels: [/^employee benefit liabilities(?: net)?$/, /^liabilities for employee benefits(?: net)?$/],
    },
  ],
  income_statement: [
    { key: "revenue", labels: ["net turnover", "revenues from sales", "revenue from sales", "nettoumsatzerlose"] },
    { key: "cost_of_goods_sold", labels: [/^(?:material ?wareneinkauf|material und wareneinkauf|wareneinkauf)$/] },
    { key: "gross_profit", labels: ["rohertrag"] },
    {
      key: "other_income",
      sum: true,
      // reader36: the Polish "przychody finansowe" in English ("Financial revenue").
      labels: ["financial income", "sonstiger neutraler ertrag", "financial revenue", "financial revenues"],
    },
    {
      key: "interest_expense",
      // reader36: the Polish "koszty finansowe" in English ("Financial costs").
      labels: ["financial expenses", "financing expenses", "zinsaufwand", "financial costs"],
    },
    {
      key: "other_operating_expenses",
      sum: true,
      labels: [/^(?:reparatur ?instandhaltung und )?sonstige kosten$/],
    },
    {
      key: "profit_before_tax",
      labels: [
        /^result (?:from ordinary (?:activities|operations) )?before tax(?:ation|es)?$/,
        /^(?:income|profit) before taxes on income$/,
      ],
    },
    {
      key: "income_tax",
      labels: [
        "corporate income tax",
        "taxes on income",
        /^tax(?:ation)? on (?:the )?result$/,
        "ertrags und kapitalsteuern",
      ],
    },
    {
      key: "net_profit",
      labels: [/^(?:net )?result after tax(?:ation|es)?$/, "vorlaufiges ergebnis"],
    },
  ],
  cashflow_statement: [
    {
      key: "repayment_of_borrowings",
      labels: [/^repayments? of long term (?:liabilities|loans|borrowings)(?: from banks)?$/],
    },
    {
      key: "net_change_in_cash",
      labels: [
        /^(?:net )?movements? in cash(?: at banks? and in hand| and cash equivalents)?$/,
        /^(?:net )?(?:increase|decrease)(?: (?:increase|decrease))? in cash resources$/,
      ],
    },
    { key: "purchase_of_fixed_assets", labels: ["investments in tangible fixed assets"] },
    {
      key: "net_cash_from_operating_activities",
      labels: [
        /^mittel(?:zufluss|abfluss)(?: (?:zufluss|abfluss))? aus (?:der )?laufende[nr]? geschaftstatigkeit$/,
        // Written out as well, for OCR's near misses (a regular expression has no letter distance).
        "mittelzufluss abfluss aus laufender geschaftstatigkeit",
      ],
    },
    {
      key: "net_cash_from_investing_activities",
      labels: [
        /^mittel(?:zufluss|abfluss)(?: (?:zufluss|abfluss))? aus (?:der )?investitionstatigkeit$/,
        "mittelzufluss abfluss aus investitionstatigkeit",
      ],
    },
    {
      key: "net_cash_from_financing_activities",
      labels: [
        /^mittel(?:zufluss|abfluss)(?: (?:zufluss|abfluss))? aus (?:der )?finanzierungstatigkeit$/,
        "mittelzufluss abfluss aus finanzierungstatigkeit",
      ],
    },
    {
      key: "cash_at_beginning",
      labels: [
        new RegExp(
          `^(?:finanzmittelfonds|zahlungsmittel(?: und zahlungsmittelaquivalente)?|flussige mittel) (?:am|zum) 1 (?:${MONTHS_DE})(?: \\d{4})?$`,
        ),
      ],
    },
    {
      key: "cash_at_end",
      labels: [
        new RegExp(
          `^(?:finanzmittelfonds|zahlungsmittel(?: und zahlungsmittelaquivalente)?|flussige mittel) (?:am|zum) (?:28|29|30|31) (?:${MONTHS_DE})(?: \\d{4})?$`,
        ),
      ],
    },
  ],
};
for (const type of Object.keys(batch8) as DocumentType[]) synonyms[type].push(...(batch8[type] ?? []));

/**
 * reader23 (batch 14, what shippers send): DATEV's BWA prints "Neutraler Ertrag" as the total of
 * the "Zinserträge" and "Sonst. neutrale Erträge" above it, so it is the other income itself (a
 * total that replaces its parts), not one more part.
 */
const reader23: Partial<Record<DocumentType, Synonym[]>> = {
  balance_sheet: [
    // An importer's "Revolving bank line" among the current liabilities: the bank's short-term debt.
    { key: "short_term_debt", section: "current_liabilities", labels: [/^(?:revolving bank|bank revolving) line$/] },
    // A manufacturer's fixed-asset classes named at cost ("Machinery, equipment and buildings, at cost").
    {
      key: "gross_fixed_assets",
      section: "non_current_assets",
      labels: [
        /^(?:(?:land|buildings|machinery|plant|equipment|furniture|fixtures|vehicles|leasehold improvements|and) )+at cost$/,
      ],
    },
    // Xero: "Less Accumulated Depreciation on Plant and Equipment" under its class.
    {
      key: "accumulated_depreciation",
      section: "non_current_assets",
      labels: [
        /^accumulated depreciation (?:on|of) (?:plant|equipment|machinery|motor vehicles|vehicles|furniture|office equipment|computer equipment|fixtures|buildings|leasehold improvements)(?: [a-z ]+)?$/,
      ],
    },
  ],
  income_statement: [
    { key: "other_income", labels: ["neutraler ertrag"] },
    // The raw materials a manufacturer or a UK micro-entity prints ("Raw materials used", "Cost of raw
    // materials and consumables", FRS 105's micro format).
    { key: "raw_materials", labels: [/^(?:cost of )?raw materials(?: and consumables)?(?: used| consumed)?$/] },
    // A foreign exchange gain under "Other income (expense)": non-operating income, added up.
    { key: "other_income", sum: true, labels: [/^(?:net )?(?:foreign )?exchange gains?$/] },
    // The Einnahmenüberschussrechnung (§ 4 Abs. 3 EStG, cash basis): the net taxable receipts are the
    // revenue ("Summe Betriebseinnahmen" adds the collected VAT and VAT refunds, and is not read);
    // its AfA lines are the depreciation, the Schuldzinsen the interest, the Gewinn the net profit.
    { key: "revenue", labels: [/^(?:umsatzsteuerpflichtige )?betriebseinnahmen netto$/] },
    { key: "depreciation_amortization", sum: true, labels: [/^afa auf (?:bewegliche|unbewegliche) wirtschaftsguter$/] },
    { key: "interest_expense", labels: ["schuldzinsen"] },
    { key: "net_profit", labels: ["gewinn"] },
    // Sage's nominal purchases ("5000 Materials Purchased"), printed above carriage and the stock change.
    { key: "purchases", labels: [/^(?:materials?|goods) purchased$/] },
  ],
};
for (const type of Object.keys(reader23) as DocumentType[]) synonyms[type].push(...(reader23[type] ?? []));

/**
 * reader16 (issue 22): families an accountant prints in other companies too.
 * - German equity of every legal form: the subscribed capital "of the limited partners" (KGaA),
 *   "Kapitalanteile"; the reserves by kind (gesetzliche, satzungsmäßige, andere Gewinnrücklagen), which
 *   add up to the retained earnings when no "Gewinnrücklagen" total is printed.
 * - The Italian civil code's balance sheet and income statement (art. 2424/2425 c.c.) in German, as
 *   South Tyrolean companies file it: receivables "gegenüber Kunden", payables "gegenüber Lieferanten",
 *   "Erlöse aus Verkäufen und Leistungen", "Sonstige Finanzerträge", "Zinsen und andere
 *   Finanzaufwendungen", "Gewinn (Verlust) des Geschäftsjahres".
 * - Expenses by function in the wording of the Pacific and Commonwealth: "Marketing and distribution
 *   expenses", "Corporate and administration expenses" (parts of SG&A, added up).
 */
const reader16: Partial<Record<DocumentType, Synonym[]>> = {
  balance_sheet: [
    {
      key: "share_capital",
      labels: [
        /^(?:gezeichnetes kapital|grundkapital|stammkapital|gesellschaftskapital)(?: der (?:kommanditaktionare|gesellschaft|aktionare))?$/,
        /^kapitalanteile(?: der (?:kommanditisten|gesellschafter|personlich haftenden gesellschafter))?$/,
      ],
    },
    {
      key: "retained_earnings",
      sum: true,
      labels: [
        /^(?:gesetzliche|satzungsmassige|statutarische|andere|sonstige) (?:gewinn)?rucklagen?$/,
        /^(?:gesetzliche|satzungsmassige|statutarische) (?:gewinn)?rucklagen? und (?:andere|sonstige) (?:gewinn)?rucklagen$/,
      ],
    },
    {
      key: "trade_receivables",
      labels: [/^forderungen (?:gegenuber|an) (?:kunden|abnehmer)(?: aus lieferungen und leistungen)?$/],
    },
    // German partnerships (PartG, OHG, KG, GbR): fixed capital accounts are the capital, variable ones
    // the retained profits, their sum the equity.
    {
      key: "share_capital",
      labels: [/^(?:festkapital|feste kapitalkonten|festkapitalkonten|kapitalkonto i|kapitalkonten i)$/],
    },
    {
      key: "retained_earnings",
      labels: [
        /^(?:variable kapitalkonten|variables kapitalkonto|variables kapital|kapitalkonto ii|kapitalkonten ii)$/,
      ],
    },
    {
      key: "total_equity",
      labels: [/^(?:summe )?kapitalkonten(?: der (?:partner|gesellschafter))?(?: insgesamt)?$/, "summe kapitalanteile"],
    },
    {
      key: "trade_payables",
      labels: [/^verbindlichkeiten (?:gegenuber|an) (?:lieferanten|zulieferer)(?: aus lieferungen und leistungen)?$/],
    },
  ],
  income_statement: [
    {
      key: "revenue",
      labels: [
        /^(?:umsatz)?erlose aus (?:den )?(?:verkaufen und leistungen|lieferungen und leistungen|verkaufen und dienstleistungen)$/,
      ],
    },
    {
      key: "other_income",
      sum: true,
      labels: [/^(?:sonstige|andere) finanzertrage$/, /^ertrage aus (?:beteiligungen|finanzanlagen)$/],
    },
    {
      key: "interest_expense",
      labels: [/^zinsen und (?:andere|sonstige|ahnliche) finanz(?:aufwendungen|aufwand|lasten)$/, "zinsaufwand"],
    },
    {
      key: "net_profit",
      labels: [
        /^(?:gewinn|verlust|ergebnis|jahresgewinn|jahresverlust)(?: verlust| gewinn)? des (?:geschaftsjahres|wirtschaftsjahres|jahres)$/,
      ],
    },
    {
      key: "selling_general_administrative",
      sum: true,
      labels: [
        /^(?:marketing|advertising|sales|selling) and (?:distribution|marketing|selling) (?:expenses|costs)$/,
        /^(?:corporate|general) and (?:administration|administrative) (?:expenses|costs)$/,
      ],
    },
  ],
};
for (const type of Object.keys(reader16) as DocumentType[]) synonyms[type].push(...(reader16[type] ?? []));

/**
 * reader17 (issue 22): families of the tenth blind batch.
 * - A debt line named long-term printed among the current liabilities ("Long-term debt", "Long-term
 *   loans", "Term loans" under "Current liabilities"): the part due within the year, short-term debt
 *   (as "Term loan" there already was). Named "current portion" it stays the current portion.
 * - Cooperatives' (eG, § 337 HGB) earnings reserves: "Ergebnisrücklagen" (the total) and its parts,
 *   "gesetzliche Rücklage" and "andere Ergebnisrücklagen" (added up).
 * - Expenses by function in Commonwealth wording: "Distribution and selling expenses" (the other order of
 *   "Selling and distribution expenses") and the UK's "Establishment (and general) expenses" (premises
 *   and general overheads) are parts of SG&A (added up).
 * - Swiss and Liechtenstein reserves (OR art. 959a, PGR): "Gesetzliche Gewinnreserve", "Freiwillige
 *   Gewinnreserven", "Gesetzliche und übrige Reserven", "Übrige/Andere/Freiwillige Reserven" are
 *   retained earnings (added up). The capital reserve ("Gesetzliche Kapitalreserve") stays out.
 */
const reader17: Partial<Record<DocumentType, Synonym[]>> = {
  income_statement: [
    {
      key: "selling_general_administrative",
      sum: true,
      labels: [
        /^(?:distribution|marketing) and selling (?:expenses|costs)$/,
        /^establishment(?: and (?:general|administrative|administration|admin))? (?:expenses|costs|charges|overheads)$/,
        /^(?:general|administrative|administration) and establishment (?:expenses|costs|charges|overheads)$/,
      ],
    },
  ],
  balance_sheet: [
    {
      key: "short_term_debt",
      labels: [/^(?:long term|term) (?:debts?|loans?|borrowings?)(?: payable)?$/],
      section: "current_liabilities",
    },
    { key: "retained_earnings", labels: ["ergebnisrucklagen"] },
    // reader24: the Swiss reserves from profit as one line (the total of the parts below).
    { key: "retained_earnings", labels: ["gewinnreserven"] },
    {
      key: "retained_earnings",
      sum: true,
      labels: [
        /^(?:gesetzliche|andere|sonstige|satzungsmassige) ergebnisrucklagen?$/,
        /^(?:gesetzliche|freiwillige|ubrige|andere|statutarische|allgemeine gesetzliche) gewinnreserven?$/,
        /^(?:gesetzliche und (?:ubrige|andere|freiwillige)|gesetzliche|allgemeine gesetzliche|freiwillige|ubrige|andere|statutarische) reserven?$/,
      ],
    },
  ],
};
for (const type of Object.keys(reader17) as DocumentType[]) synonyms[type].push(...(reader17[type] ?? []));

/**
 * reader19 (issue 22): families of the eleventh blind batch (statement structures).
 * - Bank debt named by its term in a balance sheet without a current/non-current split (liquidity
 *   order): "Short-term bank borrowings / loans" is short-term debt, "Long-term bank borrowings /
 *   loans" long-term debt, wherever they are printed.
 * - A finance company's or bank's cash line: "Cash and short-term funds" (MY), "Cash and balances
 *   with (the central) bank(s)", "Cash and (amounts) due from banks" (US banks).
 * - A revolving line of credit printed among the non-current liabilities (US: below the total current
 *   liabilities) is long-term debt, added to the term debt printed beside it (extract.ts, `debtApart`).
 * - Revenue net of what is taken off gross sales: "Net revenue after rebates", "Net sales after
 *   returns and allowances", "Net turnover after discounts" (the gross line above stays out).
 * - Interest on lease liabilities (IFRS 16; IFRS 18's financing category prints it beside the interest
 *   on borrowings): a part of the interest expense, added up; a printed total replaces it
 *   (extract.ts adds it to an interest-on-borrowings line, `interestApart`).
 * - Canadian ASPE's "future income taxes" (section 3465's word for deferred): a part of the income
 *   tax as the deferred one is ("Income taxes" over "Current" and "Future").
 * - "Office and general (expenses)" (CA, small companies): general and administrative, a part of SG&A.
 */
/** A revolving credit line ("Revolving line of credit", "Line of credit", "Revolving credit facility"). */
export const REVOLVING_CREDIT =
  /^(?:revolving |bank )*(?:lines? of credit|(?:revolving )?credit (?:facility|facilities|line|lines)|revolver)(?: payable| borrowings)?$/;

const reader19: Partial<Record<DocumentType, Synonym[]>> = {
  balance_sheet: [
    { key: "short_term_debt", labels: [/^short term bank (?:borrowings|loans?)$/] },
    { key: "long_term_debt", labels: [/^long term bank (?:borrowings|loans?)$/] },
    {
      key: "long_term_debt",
      sum: true,
      labels: [REVOLVING_CREDIT],
      section: "non_current_liabilities",
    },
    {
      key: "cash",
      labels: [
        "cash and short term funds",
        /^cash and balances (?:with|at) (?:the )?(?:other )?(?:central )?banks?$/,
        /^cash and (?:amounts )?due from (?:other )?banks$/,
      ],
    },
  ],
  income_statement: [
    {
      key: "revenue",
      labels: [
        /^net (?:sales|revenues?|turnover) after (?:(?:trade |customer |volume )?(?:rebates|discounts|returns|allowances)(?: and | )?)+$/,
      ],
    },
    {
      key: "interest_expense",
      sum: true,
      labels: [
        /^(?:interest|interest expenses?|finance (?:costs?|charges?|expenses?)) (?:on|for) (?:the )?lease(?:s| liabilities| liability| obligations)$/,
        /^lease interest(?: expenses?)?$/,
      ],
    },
    {
      key: "income_tax",
      sum: true,
      labels: [/^future (?:income )?tax(?:es)?(?: expense)?$/, /^income tax(?:es)? future$/],
    },
    {
      key: "selling_general_administrative",
      sum: true,
      labels: [/^office and general(?: expenses| costs)?$/, /^general and office(?: expenses| costs)?$/],
    },
  ],
};
for (const type of Object.keys(reader19) as DocumentType[]) synonyms[type].push(...(reader19[type] ?? []));

/**
 * reader20 (issue 22): families of the twelfth blind batch (more statement structures).
 * - Swiss OR Erfolgsrechnung: "Betriebliches Ergebnis vor Abschreibungen (EBITDA)" is the EBITDA.
 *   ("Übriger betrieblicher Aufwand" is the other operating expenses since reader24, "Werbeaufwand"
 *   SG&A since reader35.)
 * - HGB § 275(2) 5. a): "Aufwendungen für Roh-, Hilfs- und Betriebsstoffe und für bezogene Waren",
 *   printed also without "Aufwendungen für" under the "Materialaufwand" heading, is raw materials
 *   (5. b) bezogene Leistungen and Materialaufwand as a whole stay unread).
 * - "Profit (Loss) and total comprehensive income for the year" (no other comprehensive income) is the
 *   net profit.
 * (In their own blocks: "Total non-operating income" and the share of profit of joint ventures as other
 * income, the Ind AS short forms of the MSME trade payables, "Current tax" among the current
 * liabilities, inventories printed as raw materials and finished goods.)
 */
const reader20: Partial<Record<DocumentType, Synonym[]>> = {
  income_statement: [
    {
      key: "ebitda",
      labels: [/^(?:betriebliches ergebnis|betriebsergebnis) vor abschreibungen(?: und amortisationen)?(?: ebitda)?$/],
    },
    {
      key: "raw_materials",
      labels: [/^(?:a )?(?:aufwendungen fur )?roh hilfs und betriebsstoffe(?: und (?:fur )?bezogene(?:n)? waren)?$/],
    },
    {
      key: "net_profit",
      labels: [
        /^(?:profit|loss|profit loss|loss profit) and total comprehensive (?:income|loss|income loss|loss income)(?: for the (?:financial )?(?:year|period))?$/,
      ],
    },
  ],
};
for (const type of Object.keys(reader20) as DocumentType[]) synonyms[type].push(...(reader20[type] ?? []));

/**
 * The label vocabulary (./vocabulary: IFRS, US GAAP, UK FRS 102 and HGB labels), after the hand-made
 * synonyms above: where a label is in both, the hand-made entry is found first (they agree on the key
 * except where a vocabulary entry is marked `ambiguous`). A `part` element adds up (`sum`).
 */
for (const l of vocabularyLabels) {
  const list = synonyms[l.type];
  const last = list[list.length - 1];
  if (last?.element === l.element && last.key === l.key && last.section === l.section) {
    last.labels.push(l.label);
    continue;
  }
  list.push({
    key: l.key,
    labels: [l.label],
    ...(l.section ? { section: l.section } : {}),
    ...(l.role === "part" ? { sum: true } : {}),
    element: l.element,
  });
}

/** Labels of `wider` vocabulary elements (a subtotal holding the key and more), by document type. */
const widerLabels = new Map<DocumentType, Set<string>>();
for (const l of vocabularyLabels) {
  if (l.role !== "wider") continue;
  const set = widerLabels.get(l.type) ?? new Set<string>();
  set.add(l.label);
  widerLabels.set(l.type, set);
}

/**
 * Spellings of one label that mean the same: "(loss)", "(deficit)" and "(capital deficiency)"
 * alternatives, "for the year" endings, "net of allowance …" and "$0.01 par value" qualifiers, a
 * hyphenated "- current", singular and plural of the last word.
 */
function variantsOf(n: string): string[] {
  const out = [n];
  const add = (v: string) => {
    const t = v.replace(/\s+/g, " ").trim();
    if (t && !out.includes(t)) out.push(t);
  };
  const noLoss = n
    .replace(/\b(income|profit|earnings|result) (?:loss|losses)\b/g, "$1")
    .replace(/\b(?:loss|losses) (income|profit|earnings)\b/g, "$1")
    .replace(/ (?:accumulated deficit|capital deficiency|deficiency|deficit)$/, "");
  add(noLoss);
  for (const v of [...out]) {
    add(v.replace(/ for the (?:financial )?(?:year|period)(?: ended .*)?$/, ""));
    add(v.replace(/ net of .*$/, ""));
    // "Net earnings, including earnings attributable to redeemable and noncontrolling interests"
    // (us-gaap:ProfitLoss): the whole profit, the non-controlling interests' share included.
    add(
      v.replace(
        / including (?:the )?(?:earnings|income|profit|loss|portion|amounts?)? ?attributable to (?:redeemable )?(?:and )?non ?controlling interests?$/,
        "",
      ),
    );
    // "Cost of revenues (exclusive of depreciation and amortization shown separately below)".
    add(v.replace(/ (?:exclusive of|excluding|excl) (?:depreciation|amortization|amortisation)\b.*$/, ""));
    add(v.replace(/ (?:no|without) par value.*$/, "").replace(/(?: \d+)* par value.*$/, ""));
    add(v.replace(/ less (?:allowances?|current maturities|current portion).*$/, ""));
    add(v.replace(/ net of (?:amortization|amortisation|depreciation).*$/, ""));
    add(v.replace(/ (?:net|total)$/, ""));
    // "Cash and cash equivalents at end of the year, represented by bank balances and cash" (HK).
    add(v.replace(/ represented by .*$/, ""));
    // "Profit for the year, transferred to partners' current accounts" (LLPs, partnerships, trusts).
    add(
      v.replace(
        / (?:transferred|carried|credited|allocated|distributed) to (?:the )?(?:partners|members|beneficiaries|proprietors|owners|general reserve|reserves?|capital|current).*$/,
        "",
      ),
    );
  }
  for (const v of [...out]) {
    if (/s$/.test(v) && !/ss$/.test(v)) add(v.replace(/s$/, ""));
    else add(`${v}s`);
  }
  return out;
}

export interface LabelMatch {
  key: LineItemKey;
  sum: boolean;
  /**
   * The label is a published element that holds the key and more (us-gaap:LongTermDebt with its
   * current maturities, "Trade and other receivables", "Debtors"): a narrower line may be preferred.
   */
  wider?: true;
  /**
   * The owners' share of the year's profit ("Profit attributable to equity holders of the parent"):
   * the whole profit only when there is no non-controlling interest, so a plain profit line wins and
   * alone it needs a check to confirm it.
   */
  owners?: true;
}

/**
 * The canonical key of a printed label in a statement of `type`, given the section it sits in.
 * A synonym bound to the current section is preferred over a general one.
 */
export function matchLabel(type: DocumentType, label: string, section: Section | undefined): LabelMatch | undefined {
  const n = normalizeLabel(label);
  if (!n) return undefined;
  const exact = lookup(type, n, section);
  if (exact) return exact;
  // "1. Revenue", "(a) Cash", "Trade receivables 12" (a note number run into the label).
  // "II. 1. Forderungen …" (a sub-item's number after its group's) as well.
  const bare = bareLabel(n);
  if (bare !== n && bare) {
    const hit = lookup(type, bare, section);
    if (hit) return hit;
  }
  // reader23: an account number before the name, as bookkeeping exports print it ("6600
  // Depreciation Expense", "5000 Materials Purchased"): the name alone.
  const named = withoutAccountNumber(n);
  if (named) {
    const hit = matchLabel(type, named, section);
    if (hit) return hit;
  }
  for (const v of variantsOf(bare || n).slice(1)) {
    const hit = lookup(type, v, section);
    // "Equipment and leasehold improvements, net": a class of fixed assets net of its depreciation.
    if (hit?.key === "gross_fixed_assets" && / net$/.test(n)) return { ...hit, key: "net_fixed_assets" };
    if (hit) return hit;
  }
  return continuingOperationsLabel(type, n, section) ?? qualifiedLabel(type, label, n, section);
}

/** reader34: the income statement's keys read from a continuing-operations line (below: the net profit is not). */
const CONTINUING_KEYS: ReadonlySet<LineItemKey> = new Set<LineItemKey>([
  "revenue",
  "operating_profit",
  "profit_before_tax",
  "income_tax",
]);

/**
 * reader34: a line of the continuing operations beside discontinued ones ("Income before income taxes
 * from continuing operations", "Income tax expense on continuing operations"): the line of its key
 * (docs/chart-of-accounts.md: the discontinued operations are one line after tax, so revenue to
 * income tax are the continuing lines). Never the net profit: "Net income from continuing operations"
 * is not the profit for the year.
 */
function continuingOperationsLabel(
  type: DocumentType,
  n: string,
  section: Section | undefined,
): LabelMatch | undefined {
  if (type !== "income_statement") return undefined;
  const stripped = n
    .replace(/ (?:from|of|on|for|in respect of) continuing operations\b/, "")
    .replace(/^continuing operations /, "")
    .trim();
  if (stripped === n || stripped === "") return undefined;
  const hit = matchLabel(type, stripped, section);
  return hit && CONTINUING_KEYS.has(hit.key) ? hit : undefined;
}

/**
 * reader23: the label without the account (nominal) number a bookkeeping export prints before it:
 * three to five digits, then a word of letters ("4000 Sales - Crates", "1300 Inventory Asset"). Not
 * a year ("2025 Revenue") and not a number that is part of the words ("100 ordinary shares").
 */
export function withoutAccountNumber(n: string): string | undefined {
  const m = /^(\d{3,5}) ([a-z].*)$/.exec(n);
  if (!m) return undefined;
  const code = m[1] as string;
  const rest = m[2] as string;
  if (/^(?:19|20)\d\d$/.test(code) && /^(?:financial|fiscal|year|annual|revenue|results?|budget)\b/.test(rest))
    return undefined;
  if (/^(?:ordinary|preference|common|preferred|shares?|units?|stock)\b/.test(rest)) return undefined;
  return rest;
}

/** The keys a line of a balance-sheet section may take (a qualified label's head must fit its section; extract.ts's `sectionGoesOn`). */
export const SECTION_KEYS: Partial<Record<Section, readonly LineItemKey[]>> = {
  current_assets: ["cash", "trade_receivables", "inventory", "work_in_progress", "other_current_assets"],
  non_current_assets: [
    "gross_fixed_assets",
    "accumulated_depreciation",
    "net_fixed_assets",
    "intangible_assets",
    "other_non_current_assets",
  ],
  current_liabilities: [
    "trade_payables",
    "short_term_debt",
    "current_portion_long_term_debt",
    "other_current_liabilities",
  ],
  non_current_liabilities: ["long_term_debt", "other_non_current_liabilities"],
  equity: ["share_capital", "retained_earnings"],
};

const fitsSection = (type: DocumentType, key: LineItemKey, section: Section | undefined) =>
  type !== "balance_sheet" || section === undefined || (SECTION_KEYS[section]?.includes(key) ?? false);

/** A pre-tax label followed by the equity-method share it leaves out ("… and equity in earnings of affiliates"). */
const AND_EQUITY_METHOD =
  /^(.* before (?:income )?tax(?:es|ation)?) and (?:share of )?equity in (?:the )?(?:net )?(?:earnings|income|losses?|profits?)(?: losses?| income)? of (?:unconsolidated |equity method )?(?:affiliates|affiliated companies|investees|associates|joint ventures)$/;

/**
 * The general forms of a label whose words narrow or explain a known label (issue 22, reader11):
 * - a qualifier after a spaced dash ("Accounts receivable − members and patrons", "Inventories −
 *   grain, feed and agronomy", "Bank borrowings − due within one year"): the head's key, inside the
 *   section the line sits in;
 * - an explanation in parentheses ("Finanzanlagen (Geschäftsanteile an Genossenschaften)",
 *   "Steuern vom Einkommen und vom Ertrag (Gewerbesteuer)"): the label without it;
 * - a co-operative's counterparty ("Forderungen aus Lieferungen und Leistungen an Mitglieder");
 * - "A and other B" where "other B" is a section's other line ("Rental deposits and other
 *   non-current assets", "Prepayments, deposits and other receivables", "Occupancy and other
 *   expenses"): that other line.
 * Each adds up (a part of the key as far as the reader can tell), so a plain line of the key replaces
 * it and alone it is a derived figure a total must tie.
 */
function qualifiedLabel(
  type: DocumentType,
  label: string,
  n: string,
  section: Section | undefined,
): LabelMatch | undefined {
  const part = (hit: LabelMatch | undefined): LabelMatch | undefined =>
    hit && fitsSection(type, hit.key, section) ? { key: hit.key, sum: true } : undefined;
  const dash = /^(.*?\p{L}.*?)\s+[-\u2212\u2013\u2014]\s+\S/u.exec(label);
  if (dash?.[1]) {
    const hit = part(matchLabel(type, dash[1], section));
    if (hit) return hit;
  }
  if (/\([^)]*\p{L}[^)]*\)/u.test(label)) {
    const plain = label.replace(/\s*\([^)]*\)\s*/g, " ").trim();
    if (plain && plain !== label) {
      const hit = part(matchLabel(type, plain, section));
      if (hit) return hit;
    }
  }
  const members = n.replace(/ (?:an|gegenuber) (?:mitglieder|mitgliedern|genossen)$/, "");
  if (members !== n) {
    const hit = part(lookup(type, withoutItemNumbers(members), section));
    if (hit) return hit;
  }
  // "Income before income taxes and equity in earnings of affiliates" (US GAAP, reader18): the
  // pre-tax line, the equity-method share added below the tax.
  const beforeEquity = AND_EQUITY_METHOD.exec(n)?.[1];
  if (type === "income_statement" && beforeEquity) {
    const hit = lookup(type, beforeEquity, section);
    if (hit?.key === "profit_before_tax") return hit;
  }
  // "Ergebnis nach Steuern = Jahresüberschuss" (Austrian UGB, reader19): a subtotal printed as equal
  // to a known line is that line, when the words before "=" are no other key's label.
  const equal = /^(.*?\p{L}.*?)\s*=\s*(.*?\p{L}.*)$/u.exec(label);
  if (equal?.[1] && equal[2]) {
    const hit = matchLabel(type, equal[2], section);
    const before = matchLabel(type, equal[1], section);
    if (hit && fitsSection(type, hit.key, section) && (!before || before.key === hit.key)) return hit;
  }
  // (Not a group's total such as Japanese GAAP's "Investments and other assets", nor outside a balance-sheet section.)
  const other = /^(?!total |investments? )[a-z].* and (other [a-z ]+)$/.exec(n)?.[1];
  if (other && (type !== "balance_sheet" || section !== undefined)) {
    const hit = lookup(type, other, section);
    if (hit && /^other_/.test(hit.key)) return part(hit);
  }
  return undefined;
}

/**
 * A normalized OCR'd label and its readings with Tesseract's two-for-one confusions undone, each
 * alone: "ü" read as "ti", "ri", "li" or "ii" ("Gewinnrticklagen", normalized "u"), "m" read as
 * "rn", "d" as "cl". The readings are only compared with known labels (up to one letter more).
 */
function ocrReadings(label: string): string[] {
  const out = [label];
  for (const [re, to] of OCR_CONFUSIONS) {
    for (const m of label.matchAll(re)) {
      const i = m.index ?? 0;
      out.push(`${label.slice(0, i)}${to}${label.slice(i + m[0].length)}`);
    }
  }
  return out;
}

const OCR_CONFUSIONS: ReadonlyArray<[RegExp, string]> = [
  [/(?<=[a-z])(?:ti|ri|li|ii)(?=[bcdfghklmnprstz])/g, "u"],
  [/rn/g, "m"],
  [/cl/g, "d"],
  [/(?<=[a-z])i(?=[a-z])/g, "l"],
];

/** OCR'd labels this long or longer may differ from a known label by one letter. */
const OCR_FUZZY_MIN = 12;

/**
 * The key of an OCR'd label that no synonym matches but one known label of this statement type
 * matches up to one letter misread, inserted or lost ("total steckholders equity"): long labels
 * only, and only when every label that close means the same key.
 */
export function matchOcrLabel(type: DocumentType, label: string, section: Section | undefined): LabelMatch | undefined {
  const n = normalizeLabel(label);
  // An enumerated label ("II. Gewinnricklagen", "1. Umsatzerlése") is compared without its number, as matchLabel does.
  // A roman enumerator OCR read with "l" for "I" ("Il.", "lll.") or "H" for "II" ("HI.") too.
  const bare = n
    .replace(/^(?:\d{1,2}|[a-h]|[ivx]{1,4}|[ivxlh]{2,4}) (?=[a-z])/, "")
    .replace(/(?: \d{1,2}[a-z]?)+$/, "");
  // reader17: an "l" OCR read as "i" ("Sachaniagen", "Anlagevermogen" as "Aniagevermogen"): one "i" put
  // back as "l" giving a known label exactly (shorter labels too: it is no fuzzy match), when every
  // such reading means the same key.
  if (bare.length >= 6) {
    const keys = new Map<LineItemKey, LabelMatch>();
    for (const m of bare.matchAll(/i/g)) {
      const i = m.index ?? 0;
      const hit = lookup(type, `${bare.slice(0, i)}l${bare.slice(i + 1)}`, section);
      if (hit) keys.set(hit.key, keys.get(hit.key) ?? hit);
    }
    if (keys.size === 1) return [...keys.values()][0];
  }
  const forms = [...new Set([n, bare].flatMap(ocrReadings))].filter((x) => x.length >= OCR_FUZZY_MIN);
  if (forms.length === 0) return undefined;
  const hits = new Map<LineItemKey, Synonym>();
  for (const s of synonyms[type]) {
    if (s.section && s.section !== section) continue;
    for (const l of s.labels) {
      if (typeof l !== "string" || l.length < OCR_FUZZY_MIN) continue;
      for (const f of forms) {
        if (Math.abs(l.length - f.length) <= 1 && editDistance(l, f) <= 1) hits.set(s.key, hits.get(s.key) ?? s);
      }
    }
  }
  if (hits.size !== 1) return undefined;
  const [hit] = [...hits.values()] as [Synonym];
  return { key: hit.key, sum: hit.sum === true };
}

const compactIndex = new Map<DocumentType, Map<string, Synonym[]>>();

/** Plain synonyms by their label without spaces, for labels whose words the PDF glued together. */
function compactSynonyms(type: DocumentType): Map<string, Synonym[]> {
  let index = compactIndex.get(type);
  if (!index) {
    index = new Map();
    for (const s of synonyms[type]) {
      for (const l of s.labels) {
        if (typeof l !== "string") continue;
        const key = l.replace(/ /g, "");
        index.set(key, [...(index.get(key) ?? []), s]);
      }
    }
    compactIndex.set(type, index);
  }
  return index;
}

function lookup(type: DocumentType, n: string, section: Section | undefined): LabelMatch | undefined {
  const hit = lookupExact(type, n, section) ?? lookupCompact(type, n.replace(/ /g, ""), section);
  return hit && widerLabels.get(type)?.has(n) ? { ...hit, wider: true } : hit;
}

function lookupCompact(type: DocumentType, compact: string, section: Section | undefined): LabelMatch | undefined {
  const candidates = compactSynonyms(type).get(compact) ?? [];
  const bound = candidates.find((s) => s.section !== undefined && s.section === section);
  const general = candidates.find((s) => s.section === undefined);
  const hit = bound ?? general;
  return hit ? { key: hit.key, sum: hit.sum === true } : undefined;
}

function lookupExact(type: DocumentType, n: string, section: Section | undefined): LabelMatch | undefined {
  let general: LabelMatch | undefined;
  for (const s of synonyms[type]) {
    if (s.section && s.section !== section) continue;
    const hit = s.labels.some((l) => (typeof l === "string" ? l === n : l.test(n)));
    if (!hit) continue;
    if (s.section) return { key: s.key, sum: s.sum === true };
    general ??= { key: s.key, sum: s.sum === true };
  }
  return general;
}

/**
 * reader27: batch 16's leftovers.
 * - A non-current asset qualified as right-of-use ("Leasehold premises (right-of-use)", "Buildings -
 *   right of use"): a leased asset, other non-current assets (added up, as "Right-of-use assets").
 * - "Bankguthaben" (with or without the cash in hand): the cash.
 */
const reader27: Partial<Record<DocumentType, Synonym[]>> = {
  balance_sheet: [
    {
      key: "other_non_current_assets",
      sum: true,
      section: "non_current_assets",
      labels: [
        /^(?:leasehold )?(?:premises|property|properties|land and buildings|buildings|offices?|vehicles|motor vehicles|equipment|plant and equipment) right of use(?: assets?)?$/,
      ],
    },
    {
      key: "cash",
      labels: [
        /^(?:kasse(?:nbestand)? (?:und )?)?bankguthaben(?: (?:und )?kasse(?:nbestand)?)?$/,
        /^guthaben bei banken(?: (?:und )?kasse(?:nbestand)?)?$/,
      ],
    },
  ],
};
for (const type of Object.keys(reader27) as DocumentType[]) synonyms[type].push(...(reader27[type] ?? []));

/**
 * ixpdf (issue 22): real filings printed to PDF (../shared/ixbrl-corpus read through Chromium),
 * compared with their tagged facts (scripts/ixbrl-print-accuracy.ts).
 * - "Profit for the financial year and total comprehensive income" (no other comprehensive income;
 *   reader20 has "Profit and total comprehensive income for the year") is the net profit: without it
 *   a UK group's owners' share below was taken for the group's profit (a UK FRS 102 group).
 * - "Total liabilities, redeemable non-controlling interests and equity" (US GAAP with mezzanine
 *   equity) is the total of liabilities and equity (a US 10-Q).
 * - "Income (loss) before income taxes and loss from equity method investments" (US GAAP: the equity
 *   method result is printed after the tax) is the profit before tax (a US 10-Q).
 * - "Payments for dividends (and dividend equivalents)", "Dividends and dividend equivalents paid" are
 *   the dividends paid (a US 10-K: dividend equivalents are paid on share awards beside the dividends).
 */
const ixpdf: Partial<Record<DocumentType, Synonym[]>> = {
  balance_sheet: [
    {
      key: "total_liabilities_and_equity",
      labels: [
        /^total liabilities (?:and )?(?:temporary equity )?(?:and )?redeemable (?:non ?controlling|noncontrolling) interests? and (?:(?:shareholders|stockholders|owners) )?equity$/,
      ],
    },
  ],
  income_statement: [
    {
      key: "net_profit",
      labels: [
        /^(?:profit|loss|profit loss|loss profit) for the (?:financial )?(?:year|period) and total comprehensive (?:income|loss|income loss|loss income)$/,
      ],
    },
    {
      key: "profit_before_tax",
      labels: [
        /^(?:income|loss|income loss|loss income|earnings|earnings loss|loss earnings) (?:from continuing operations )?before (?:provision for )?income tax(?:es)? and (?:(?:income|loss|income loss|loss income|earnings|losses) (?:from|of|on) )?(?:equity method investments?|equity method investees?|unconsolidated affiliates)$/,
      ],
    },
  ],
  cashflow_statement: [
    {
      key: "dividends_paid",
      labels: [
        /^payments? (?:for|of) dividends(?: and dividend equivalents)?$/,
        /^dividends and dividend equivalents paid$/,
      ],
    },
  ],
};
for (const type of Object.keys(ixpdf) as DocumentType[]) synonyms[type].push(...(ixpdf[type] ?? []));

/**
 * reader32: blind batch 22's labels (docs/chart-of-accounts.md).
 * - "Net result for the year" / "Result for the period" (Dutch and Belgian statements in English:
 *   "nettoresultaat", "resultaat na belastingen"; "Operating result" and "Result before tax" were
 *   read already) is the net profit.
 * - "Freight and distribution" (and "Delivery and distribution", "Distribution and warehousing"…)
 *   is a distribution line: SG&A, added up (the chart: selling, distribution, marketing and general /
 *   administrative lines), below the gross profit only (expense-lines.ts). Freight alone, or
 *   inwards, is a cost of the goods bought: not read so.
 * - "Current lease liabilities" / "Non-current lease liabilities" (the lease named with its side
 *   first) are other current / non-current liabilities, as "Lease liabilities" under either heading.
 */
const reader32: Partial<Record<DocumentType, Synonym[]>> = {
  balance_sheet: [
    {
      key: "other_current_liabilities",
      sum: true,
      section: "current_liabilities",
      labels: [/^current (?:operating |finance )?lease (?:liabilit(?:y|ies)|obligations?)$/],
    },
    {
      key: "other_non_current_liabilities",
      sum: true,
      section: "non_current_liabilities",
      labels: [/^(?:non ?current|long term) (?:operating |finance )?lease (?:liabilit(?:y|ies)|obligations?)$/],
    },
  ],
  income_statement: [
    {
      key: "selling_general_administrative",
      sum: true,
      labels: [...FREIGHT_AND_DISTRIBUTION],
    },
    {
      key: "net_profit",
      labels: [
        /^(?:net )?result (?:for|of) the (?:financial )?(?:year|period)(?: after tax(?:ation|es)?)?$/,
        "net result",
      ],
    },
  ],
};
for (const type of Object.keys(reader32) as DocumentType[]) synonyms[type].push(...(reader32[type] ?? []));

/** The synonym table as Markdown (docs/extraction.md carries this output). */
export function synonymTableMarkdown(): string {
  const lines: string[] = [];
  for (const type of Object.keys(synonyms) as DocumentType[]) {
    lines.push(
      `### ${type}`,
      "",
      "| key | printed labels (normalized) | only in section | adds up | source |",
      "|---|---|---|---|---|",
    );
    for (const s of synonyms[type]) {
      const labels = s.labels.map((l) => (typeof l === "string" ? l : `/${l.source}/`)).join("; ");
      lines.push(
        `| ${s.key} | ${labels.replace(/\|/g, "\\|")} | ${s.section ?? ""} | ${s.sum ? "yes" : ""} | ${s.element ? `\`${s.element}\`` : "hand-made"} |`,
      );
    }
    lines.push("");
  }
  return lines.join("\n");
}
