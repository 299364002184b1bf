/**
 * Reading amounts, years and dates as financial statements print them.
 */

/** ISO codes of currencies statements are printed in, as a cell may carry them ("USD 1,234", "(600) SGD"). */
const CURRENCY_CODES =
  "USD|EUR|GBP|CHF|JPY|INR|CAD|AUD|NZD|SGD|HKD|MYR|ZAR|PHP|CNY|RMB|SEK|NOK|DKK|IDR|THB|KRW|TWD|AED|SAR|BRL|MXN|PLN|CZK|HUF|ILS|TRY|KES|NGN";
/** Dollar signs with their country ("US$", "HK$", "S$", "NZ$", "A$", "C$", "NT$"). */
const COUNTRY_DOLLAR = "(?:US|HK|NZ|S|A|C|NT)\\$";
/** Codes and local marks written in letters: the ISO codes, "RM" (ringgit), "Rs" (rupees), "R" (rand), "kr" (krone, krona). */
const LETTER_MARKS = `${CURRENCY_CODES}|RM|Rs\\.?|R|kr\\.?`;
/** Currency signs and codes in a cell: "$", "USD", "US$", "HK$", "S$", "NZ$", "RM" (ringgit), "R" (rand), "Rs". */
const CURRENCY_SIGNS = new RegExp(`[$€£¥₹￥]|\\b(?:${LETTER_MARKS})\\b|\\b${COUNTRY_DOLLAR}`, "g");
/** A currency sign or code before a figure or its parentheses ("USD (600)", "R 1 234"), or after it ("(600) USD"). */
const LEADING_CURRENCY = new RegExp(`^(?:[$€£¥₹₱￥]|${COUNTRY_DOLLAR}|(?:${LETTER_MARKS})(?=[\\s(\\d]))\\s?`);
const TRAILING_CURRENCY = new RegExp(`\\s(?:${CURRENCY_CODES}|kr\\.?)$`, "i");
/** A ledger's side after a figure ("1,234 CR", "1,234 Dr"): the figure is the magnitude, its sign is the account's. */
const DEBIT_CREDIT = /(?<=[\d)])\s?(?:cr|dr)\.?$/i;
/** A currency sign or code alone. */
const CURRENCY_MARK = new RegExp(`^(?:[$€£¥₹₱￥]|${COUNTRY_DOLLAR}|${LETTER_MARKS})$`);

/** The ledger side printed after a figure: "dr" for "1,234 Dr", "cr" for "1,234 CR". */
export function ledgerSide(text: string): "dr" | "cr" | undefined {
  const m = DEBIT_CREDIT.exec(text.trim());
  return m ? (/d/i.test(m[0]) ? "dr" : "cr") : undefined;
}

/** A cell that is a currency sign or code alone ("USD", "HK$", "RM"): no label. */
export const isCurrencyMark = (text: string) => CURRENCY_MARK.test(text.trim());
const SPACES = /[\s\u00a0\u2009\u202f]/g;
const DASHES = /^[-\u2012\u2013\u2014\u2212]$/;
const MINUS = /^[-\u2012\u2013\u2212]/;
/** The triangles Japanese statements print for a negative figure ("△1,234", "▲1,234"). */
const TRIANGLE_MINUS = /^[\u25b3\u25b2]\s?/;
/**
 * A note mark printed right after a figure: superscript digits or letters ("1,234¹", "1,234⁽²⁾"),
 * an asterisk, dagger or section sign ("1,234*", "(1,234)†"), or a letter in parentheses after a
 * space or a closing parenthesis ("1,234 (a)", "(1,234)(b)"). The figure is read without it, when
 * it prints a separator or parentheses (a year "2025¹" or a note number "12 (a)" stays no figure).
 */
const NOTE_MARK =
  /(?<=[\d)])(?:\s?[\u00b9\u00b2\u00b3\u2070-\u207f\u1d43-\u1d5c]+|\s?[*\u2020\u2021\u00a7]{1,3}|(?:\s|(?<=\)))\([a-z]\))$/;
/** "1,234/-": rupee amounts printed with a closing "/-" (no paise). */
const RUPEE_CLOSE = /(?<=\d)\/-$/;

/** How a document groups thousands and marks decimals (api-design §13). */
export type NumberConvention = "1,234.56" | "1.234,56" | "1 234,56" | "1'234.56";

/**
 * An amount as printed, or undefined when the text is not one: `1,234`, `1,234.5`, `(1,234)`,
 * `-1,234` / `−1,234` / `–1,234`, `1.234.567` and `1.234,5` (European), `1 234 567` (space
 * groups), `1'234.5` (Swiss), `12,34,567` (Indian groups), a lone dash or `nil` (zero), an optional
 * currency sign (also a peso sign drawn as `P`/`=`). Digits without separators are accepted
 * (`1234`). Without a `convention` a value with a decimal comma must use dot grouping and `1.234`
 * is one point two three four; with the document's convention, `1.234` in a `1.234,56` document is
 * one thousand two hundred thirty-four.
 */
export function parseAmount(raw: string, convention?: NumberConvention): number | undefined {
  let text = raw.trim();
  if (text.length === 0 || text.length > 40) return undefined;
  if (DASHES.test(text) || /^nil$/i.test(text)) return 0;
  // A peso sign some fonts draw as "P" with an "=" over it, which text layers give as either.
  text = text.replace(/^(?:P\s*=|=\s*P|=|₱)\s*(?=[\d(\-\u2212\u2013])/, "");
  // The same sign inside a negative figure's parentheses ("(P=17,783,267)").
  text = text.replace(/^\((?:P\s*=|=\s*P|₱)\s*(?=\d)/, "(");
  // "$(911,368)", "USD (600)", "(600) USD": a currency sign or code before the parentheses or after the figure.
  const unmarked = text.replace(NOTE_MARK, "").trim();
  if (unmarked !== text && /[.,'’\u00a0\u202f ()]/.test(unmarked)) text = unmarked;
  text = text.replace(RUPEE_CLOSE, "").trim();
  text = text.replace(LEADING_CURRENCY, "").replace(TRAILING_CURRENCY, "").replace(DEBIT_CREDIT, "").trim();
  let negative = false;
  // Japanese statements print a negative figure after a triangle ("△1,234", "▲ 1,234").
  if (TRIANGLE_MINUS.test(text)) {
    negative = true;
    text = text.replace(TRIANGLE_MINUS, "");
  } else if (/^\.\/\.\s?\d/.test(text)) {
    // reader26: German bookkeeping prints a minus as "./." before the figure ("./. 1.234,56").
    negative = true;
    text = text.replace(/^\.\/\.\s?/, "");
  } else if (/^\+\s?\d/.test(text)) {
    // "+1,234" (a change column's sign): the figure as printed.
    text = text.replace(/^\+\s?/, "");
  }
  // SAP and other ledgers print the minus after the figure ("1.234-").
  if (/\d-$/.test(text)) {
    negative = true;
    text = text.slice(0, -1);
  }
  if (text.startsWith("(") && text.endsWith(")")) {
    negative = true;
    text = text.slice(1, -1).trim();
  } else if (text.startsWith("(") || text.endsWith(")")) {
    return undefined;
  }
  text = text.replace(CURRENCY_SIGNS, "").trim();
  // An em dash glued to a figure ("—1,234") is most likely a minus set in the wrong dash; the
  // reader holds such a figure for review (see isEmDashFigure).
  if (MINUS.test(text) || /^\u2014\s?\d/.test(text)) {
    negative = !negative;
    text = text.slice(1).trim();
  }
  // "5.215 512", "4,542 645": a figure grouped by spaces whose first group mark OCR read as a point or
  // comma. Three digits then a space group after the mark cannot be decimals: the mark is a group's.
  text = text.replace(/^(\d{1,3})[.,](\d{3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?)$/, "$1 $2");
  text = text.replace(CURRENCY_SIGNS, "").replace(SPACES, "");
  if (text.length === 0) return undefined;
  const value = convention ? readWithConvention(text, convention) : readAnyConvention(text);
  if (value === undefined || !Number.isFinite(value)) return undefined;
  return negative ? -value : value;
}

function readAnyConvention(text: string): number | undefined {
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) || /^\d{1,2}(,\d{2})*,\d{3}(\.\d+)?$/.test(text)) {
    return Number(text.replace(/,/g, ""));
  }
  if (/^\d{1,3}(['’]\d{3})+(\.\d+)?$/.test(text)) return Number(text.replace(/['’]/g, ""));
  if (/^\d{1,3}(\.\d{3}){2,}(,\d+)?$/.test(text) || /^\d{1,3}(\.\d{3})+,\d+$/.test(text)) {
    return Number(text.replace(/\./g, "").replace(",", "."));
  }
  if (/^\d+,\d{1,2}$/.test(text)) return Number(text.replace(",", "."));
  return undefined;
}

function readWithConvention(text: string, convention: NumberConvention): number | undefined {
  switch (convention) {
    case "1,234.56":
      // Western groups of three, or Indian groups (12,34,567).
      if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
      if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) || /^\d{1,2}(,\d{2})*,\d{3}(\.\d+)?$/.test(text)) {
        return Number(text.replace(/,/g, ""));
      }
      return groupMarkMisread(text, ".");
    case "1.234,56":
      if (/^\d+(,\d+)?$/.test(text) || /^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) {
        return Number(text.replace(/\./g, "").replace(",", "."));
      }
      return groupMarkMisread(text, ",");

    case "1 234,56":
      // Spaces are gone by now; the decimal mark is a comma (a dot where a document mixes them).
      if (/^\d+([.,]\d+)?$/.test(text)) return Number(text.replace(",", "."));
      return undefined;
    case "1'234.56":
      if (/^\d{1,3}(['’]\d{3})*(\.\d+)?$/.test(text) || /^\d+(\.\d+)?$/.test(text)) {
        return Number(text.replace(/['’]/g, ""));
      }
      return undefined;
  }
}

/**
 * "63,543,23" in a 1.234,56 document, "63.543.23" in a 1,234.56 one: groups of three and two decimals
 * after the document's decimal mark, where OCR read a group mark as the decimal mark. Two digits after
 * the last mark are the decimals (no grouping, Western or Indian, ends in a group of two); the marks
 * before it are groups'.
 */
function groupMarkMisread(text: string, decimal: "," | "."): number | undefined {
  const m = /^(\d{1,3}(?:[.,]\d{3})+)([.,])(\d{2})$/.exec(text);
  if (!m || m[2] !== decimal || !(m[1] as string).includes(decimal)) return undefined;
  return Number(`${(m[1] as string).replace(/[.,]/g, "")}.${m[3]}`);
}

/** A figure printed after an em dash ("—1,234", "(—1,234)"): read as a minus, but not certain. */
export const isEmDashFigure = (text: string) => /^\(?\u2014\s?\d/.test(text.trim());

/** What a document's amounts say about its number convention, and whether that is certain. */
export interface ConventionReading {
  convention: NumberConvention;
  /** False when no amount told the convention apart (e.g. only `1.234` or only `1,234`). */
  certain: boolean;
}

const AMOUNT_LIKE = /^[(\-\u2212\u2013]?\s*(?:[$€£¥₹₱]|[A-Z]{3})?\s*[\d][\d.,'’\s\u00a0\u202f]*\)?$/;

/**
 * The number convention of a document, from all its amount-like cells: decimal commas and dot
 * groups (`1.234.567`, `1.234,5`) say European, comma groups with decimal points say
 * English, apostrophes Swiss, space groups with decimal commas French/Nordic. `hints` (German
 * words, "TEUR") tip an otherwise undecided document. Undecided documents read as English but
 * are not certain.
 */
export function detectNumberConvention(
  cells: readonly string[],
  hints: { european?: boolean } = {},
): ConventionReading {
  let european = 0;
  let english = 0;
  // Of the English votes, those a comma group cast (a bare decimal point reads alike in Swiss figures).
  let englishGroups = 0;
  let swiss = 0;
  let spaced = 0;
  let commaDecimal = 0;
  let dotThree = 0;
  let commaThree = 0;
  for (const raw of cells) {
    const t = raw.trim();
    if (!AMOUNT_LIKE.test(t)) continue;
    const n = t.replace(/^[(\-\u2212\u2013]\s*/, "").replace(/\)$/, "");
    if (/\d['’]\d{3}/.test(n)) swiss += 1;
    if (/\d[\s\u00a0\u202f]\d{3}(?!\d)/.test(n)) spaced += 1;
    if (/\d\.\d{3}\.\d{3}(?!\d)/.test(n) || /\d\.\d{3},\d/.test(n)) european += 1;
    else if (/\d,\d{1,2}$/.test(n) && !/\d\.\d/.test(n)) commaDecimal += 1;
    if (/\d,\d{3},\d{3}(?!\d)/.test(n) || /\d,\d{3}\.\d/.test(n) || /\d,\d{2},\d{3}/.test(n)) {
      english += 1;
      englishGroups += 1;
    } else if (/^\d+\.\d{1,2}$/.test(n)) english += 1;
    if (/^\d{1,3}\.\d{3}$/.test(n)) dotThree += 1;
    if (/^\d{1,3},\d{3}$/.test(n)) commaThree += 1;
  }
  // reader24: a Swiss statement in millions with one decimal ("1'012.2" over "926.1") prints one
  // apostrophe group among many bare decimals; those read the same in both conventions and do not
  // outvote it (only comma groups do).
  if (swiss > 0 && swiss >= european && swiss >= englishGroups && (swiss >= english || commaThree === 0)) {
    return { convention: "1'234.56", certain: true };
  }
  if (spaced > 0 && commaDecimal > 0 && european === 0 && english === 0) {
    return { convention: "1 234,56", certain: true };
  }
  if (european + commaDecimal > english) {
    return { convention: "1.234,56", certain: english === 0 };
  }
  if (english > european + commaDecimal) return { convention: "1,234.56", certain: european + commaDecimal === 0 };
  if (spaced > 0 && dotThree === 0 && commaThree === 0) return { convention: "1 234,56", certain: true };
  // Nothing decisive: a document of only `1.234`-style amounts is European when it reads German,
  // or when it has no `1,234`-style amount at all; either way not certain.
  if (dotThree > commaThree || (hints.european && commaThree === 0)) return { convention: "1.234,56", certain: false };
  return { convention: "1,234.56", certain: dotThree === 0 };
}

/** The multiplier a scale phrase names, with the words it was read from. */
export interface ScaleReading {
  scale: number;
  phrase: string;
}

/**
 * A currency written as a word, a local abbreviation or a code the ISO list above leaves out: the
 * shilling ("Shs", "UShs", "KShs", "TShs"), the names of the common currencies in English and their
 * plural, and the codes of the smaller currencies statements print ("UGX", "NAD", "PGK").
 */
const CURRENCY_WORD =
  "(?:[ukt]?shs?|shillings?|dollars?|euros?|pounds?(?: sterling)?|sterling|rand|naira|kina|pesos?|rupees?|francs?|cedis?|kwacha|yen|yuan|renminbi|ringgit|baht|dirhams?|riyals?|rials?|dinars?|leones?|birr|pula|dalasi|emalangeni|maloti|lempiras?|reais|real|zloty|forint|koruna|krona|kronor|krone|kroner|rupiah|taka|pesewas?|ugx|tzs|nad|pgk|bwp|ghs|zmw|mwk|mur|rwf|etb|bbd|ttd|jmd|bsd|fjd|xaf|xof|egp|mad|pkr|lkr|bdt|npr|vnd|ars|clp|cop|pen|uyu|" +
  // reader16: local abbreviations and the codes of the world's other currencies statements print in.
  "rs|tk|rp|rm|kr|mk|kshs?|tshs?|fcfa|cfaf|ft|lei|ron|tl|qar|kwd|kd|bhd|bd|omr|ro|jod|jd|lbp|iqd|dzd|tnd|lyd|sdg|mga|mzn|aoa|scr|mvr|afn|irr|kzt|uzs|azn|gel|amd|uah|byn|mdl|rsd|mkd|bam|bgn|isk|mnt|khr|lak|mmk|bnd|mop|xcd|ec|kyd|awg|ang|srd|gyd|htg|dop|gtq|hnl|nio|crc|pab|bob|pyg|ves|top|wst|sbd|vuv|xpf|" +
  CURRENCY_CODES.toLowerCase() +
  ")";
/** A currency as a word, code or sign ("Shs", "USD", "€", "N$", "K"), for the scale phrases below. */
const CURRENCY_TOKEN = `(?:\\b${CURRENCY_WORD}\\b\\.?|(?:[A-Z]{1,3})?[$€£¥₹₦₱₩₺₽₴₪₫₭₮₲₵₸₼₾¢]|\\bK\\b|zł|K[čc]\\b)`;

/**
 * A currency and a scale word next to each other, in either order, with or without "in" and
 * parentheses ("Shs millions", "(Kina millions)", "USD millions", "millions of pesos", "in millions
 * of shillings", "Rand thousands", "N$ million"): a scale word beside a currency is a scale phrase
 * whatever the currency.
 */
function currencyScale(words: string, wordsBefore: string): RegExp {
  // The scale word is not the first letters of the next currency ("M$ M$", two column heads of the
  // Chilean "M$": "$ M" read as millions, a statement in thousands trusted a thousand times too large).
  return new RegExp(
    `${CURRENCY_TOKEN}\\s*(?:in\\s+)?(?:${words})(?![a-z$€£¥])|\\b(?:${wordsBefore})\\s+(?:of\\s+)?(?:the\\s+)?${CURRENCY_TOKEN}`,
    "i",
  );
}

/** reader36: "ThCh$", "ThUS$", "Th$", "ThEUR", "TUSD" (thousands glued before a currency). */
const GLUED_THOUSANDS = new RegExp(
  `(?<![A-Za-z])Th(?:[A-Z][A-Za-z]?)?[$€£]|(?<![A-Za-z])T[Hh]?(?:${CURRENCY_CODES})\\b`,
);
/**
 * reader36: "MCh$", "MUS$", "MM$", "MEUR" (millions glued before a currency; a bare "M$" is not one).
 * A currency whose own letters begin with M ("MX$", Mexican pesos; "MOP$", Macau patacas) is no scale.
 */
const GLUED_MILLIONS = new RegExp(
  `(?<![A-Za-z])(?!(?:MX|MOP)[$€£])(?:M[A-Z][A-Za-z]?|MM)[$€£]|(?<![A-Za-z])M(?:${CURRENCY_CODES})\\b`,
);

const SCALE_PATTERNS: Array<[number, RegExp]> = [
  [1e7, /\bcrores?\b|\bcr\.?\s*(?:₹|rs)|\b(?:₹|rs\.?|inr)\s*(?:in\s+)?cr(?:ores?)?\b/i],
  [1e5, /\blakhs?\b|\blacs?\b/i],
  [
    1e9,
    /\bin\s+billions?\b|\bbillions\s+of\b|\b(?:usd|eur|gbp|\$|€|£)\s?(?:bn|billion)\b|\bmrd\.?\s*(?:€|eur)|\bin\s+milliarden\b/i,
  ],
  // "$bn", "¥ billion", "ZAR bn", "RMB billion": a sign or a currency code and billions.
  [1e9, new RegExp(`[$€£¥₹]\\s?(?:bn|billion)\\b|\\b(?:${CURRENCY_CODES}|RM|Rp|R|kr)\\s?(?:bn|billion)\\b`, "i")],
  [
    1e6,
    /\bin\s+millions?\b|\bmillions\s+of\b|\b(?:usd|eur|gbp|inr|chf|nok|sek|dkk)\s?(?:m|mn|mio|million|millions)\b|[$€£]\s?(?:m|mn|million)\b(?![$€£])|\(m\)|['’]m\b|\bmio\.?\s*(?:€|eur|chf|usd)|\b(?:€|eur|chf|usd)\s*mio\b|\bin\s+mio\b|\bin\s+millionen\b|\bmillions? of\b|\b1\s?000\s?000\b/i,
  ],
  // "¥ million", "ZAR million", "RMB m", "Rp million", "RM mil", "N'million", and the Nordic
  // "MSEK", "MNOK", "mEUR": a currency and millions.
  [
    1e6,
    new RegExp(
      `[¥₹₦]\\s?(?:m|mn|million)\\b|\\b(?:${CURRENCY_CODES}|Rp|kr)\\s?(?:m|mn|mio|million)\\b|\\b(?:RM|R)\\s?(?:mil|million)\\b|['’]\\s?(?:mn|mil|million)\\b|\\bm(?:sek|nok|dkk|eur|usd|chf|gbp)\\b`,
      "i",
    ),
  ],
  [1e9, currencyScale("billions?|bn", "billions?")],
  [1e6, currencyScale("millions?|mn|mio\\.?|m", "millions?|mio\\.?")],
  // reader16: "Rm" (rand millions; "RM" alone is the ringgit), "R$ milhões", and the local words for
  // millions and thousands beside a currency: "mln zł", "tys. zł", "tis. Kč", "ezer Ft", "mii lei",
  // "Bin TL", "Rp juta", "miles de pesos", "R$ mil" (Portuguese "mil" is a thousand).
  [1e6, /\bRm\b|R\$\s?milh(?:oes|ões)\b/],
  [
    1e9,
    currencyScale(
      "mld\\.?|mrd\\.?|milliárd|miliarde?|milyar|miliar",
      "mld\\.?|mrd\\.?|milliárd|miliarde?|milyar|miliar",
    ),
  ],
  [
    1e6,
    currencyScale(
      "mln\\.?|millió|milioane|milyon|juta|millones|miljoen|miljoner|miljoonaa",
      "mln\\.?|millió|milioane|milyon|juta|millones(?: de)?|miljoen|miljoner|miljoonaa",
    ),
  ],
  [1e3, /R\$\s?mil\b/],
  // "AED 000", "USD 000s": a code and the thousand's zeros.
  [1e3, /\b[A-Z]{3}\s000s?\b(?![.,]?\d)/],
  [
    1e3,
    currencyScale(
      "tys\\.?|tis\\.?|t[uū]kst\\.?|ezer|mii|bin|ribu|miles|milhares|duizend|tusen",
      "tys\\.?|tis\\.?|t[uū]kst\\.?|ezer|mii|bin|ribu|miles de|milhares de|duizend|tusen",
    ),
  ],
  // "(x € 1.000)", "in € 1.000", "£1,000": a sign before a thousand is the unit of the figures.
  [1e3, /[$€£¥₹₦₱]\s?1[\s.,'’]000\b(?![.,]?\d)/],
  [
    1e3,
    /\bthousands?\b|['’"”″]000\b|^\s*\(\s*(?:[a-z]{2,3}\s?[$€£]?|[$€£])\s*7000\s*\)\s*$|\b000s\b|\(000\)|[$€£]\s?000\b|\bteur\b|\btusd\b|\btchf\b|\bt€|\bk€|€k\b|£k\b|\$k\b|\bkeur\b|\bin k\b|\btsd\.?\b|\btausend\b|\(\s*[a-z]{3}\s+1[\s.,]?000\s*\)|\b[a-z]{3}\s+1[\s.,]000\b/i,
  ],
  // reader36: "Th" or "M" glued before a currency sign or code, as Chilean and other Latin American
  // reports print them: "ThCh$", "ThUS$", "Th$", "ThEUR" (thousands), "MCh$", "MUS$", "MEUR"
  // (millions), "MM$" (millions); and "T" glued before a code ("TCHF", "TUSD"). Case-sensitive.
  // A bare "M$" is left unread (Spanish Chilean reports print it for thousands, "miles de pesos"):
  // the safety net below holds a statement printed under it.
  [1e3, GLUED_THOUSANDS],
  [1e6, GLUED_MILLIONS],
  // "TDKK", "TSEK", "kSEK", "kUSD", "EUR k", "k$": a currency and thousands, Nordic and French style.
  [
    1e3,
    /\bt(?:dkk|sek|nok|gbp|cad|aud|pln|czk|huf)\b|\bk(?:sek|nok|dkk|usd|gbp|chf|cad|aud)\b|\b(?:eur|usd|gbp|chf)\s?k\b|\bk\$/i,
  ],
];

/**
 * The scale a header or title line names ("in thousands", "(All amounts in ₹ thousands)", "€'000",
 * "TEUR", "Mio. €", lakhs, crores). OCR reads the apostrophe of "'000" as a double quote or a 7
 * ("(US$ "000)", "(US$ 7000)"): a line that is only a currency and "7000" in parentheses is read
 * as thousands too.
 */
export function readScale(text: string): ScaleReading | undefined {
  // Per-share figures keep their own unit: "(In millions, except per share data)" still names millions.
  for (const [scale, re] of SCALE_PATTERNS) {
    const m = re.exec(text);
    if (m) return { scale, phrase: text.trim().slice(0, 120) };
  }
  return undefined;
}

/** Scale words of any form, each with the scale it names (the safety net below reads them). */
const SCALE_WORDS: Array<[number, RegExp]> = [
  [1e3, GLUED_THOUSANDS],
  [1e6, GLUED_MILLIONS],
  [1e9, /\bbillions?\b|\bmrd\b\.?|\bmilliarden\b|\bbn\b|\bmld\b\.?|\bmilli[aá]rd\b|\bmiliarde?\b|\bmilyar\b/i],
  [1e7, /\bcrores?\b/i],
  [
    1e6,
    /\bmillions?\b|\bmillionen\b|\bmio\b\.?|\bmn\b|\bmln\b\.?|\bmilli[oó](?![a-z])|\bmilioane\b|\bmilyon\b|\bjuta\b|\bmillones\b|\bmilh(?:oes|ões)|\bmiljoen\b|\bmiljoner\b/i,
  ],
  // reader16: "Rm" (rand millions) is case-sensitive: "RM" alone is the ringgit.
  [1e6, /\bRm\b/],
  [1e5, /\blakhs?\b|\blacs\b/i],
  [
    1e3,
    /\bthousands?\b|\btausend\b|\btsd\b\.?|['’"”″]\s?000\b|\b000['’]?s\b|\(000\)|\bt(?:eur|usd|chf|gbp|dkk|sek|nok)\b|\bk€|€k\b|\btys\b\.?|\btis\b\.?|\bt[uū]kst\b|\bezer\b|\bmii\b|\bribu\b|\bmiles de\b|\bmilhares\b|\bduizend\b|(?:\bx|\bin|[$€£¥₹₦₱]|\b[A-Z]{3})\s?1[\s.,'’]000\b(?![.,]?\d)|\b[A-Z]{3}\s000\b/i,
  ],
];

/**
 * reader36: a token that looks like a scale glued to a currency but that no pattern reads: letters
 * glued before a currency sign other than a country's dollar ("ThCh$", "MR$", "KUS$"), or one or two
 * letters glued before a currency code ("ThARS", "MnUSD"). The safety net holds a statement printed
 * under one when its figures are taken as units.
 */
const KNOWN_SIGN_PREFIX =
  /^(?:US|HK|NZ|NT|RD|BD|BZ|EC|FJ|GY|JA|TT|SI|WS|CI|NA|AU|CA|SG|MX|CL|AR|CO|UY|BR|JP|CN|Ch|Mex|Col|Bds|MOP|RMB|CLP|COP|MXN|ARS|UYU|CAD|AUD|NZD|SGD|HKD|TWD|A|C|S|N|R|Z|J|T|B|E|G|L|K|P|Q|Rp|Rs|CHF|USD|EUR|GBP)$/;
export function unknownScaleForm(text: string): string | undefined {
  for (const m of text.matchAll(/(?<![A-Za-z])([A-Za-z]{1,4})([$€£¥₹₦])/g)) {
    if (!KNOWN_SIGN_PREFIX.test(m[1] as string)) return m[0];
  }
  const glued = new RegExp(`(?<![A-Za-z])(?:T|Th|TH|Ths|Tsd|K|k|M|Mn|MM|Mio|Mil|Bn)(?:${CURRENCY_CODES})(?![A-Za-z])`);
  return glued.exec(text)?.[0];
}

/**
 * A scale word printed in a title, a column header or a page header ("(Shs millions)", "'000",
 * "Tausend", "TEUR"), whether or not `readScale` makes a scale of it: the safety net holds a
 * statement for review when such a word names another scale than the one used. A clause about
 * per-share figures or share counts ("except per share data", "shares in millions") is left out:
 * it names the unit of other figures.
 */
export function printedScaleWord(text: string): ScaleReading | undefined {
  const own = text
    .replace(/\b(?:except|other than|excluding|but)\b[^)]*\b(?:per[- ]share|shares?|share data|units?)\b[^)]*/gi, " ")
    .replace(/\b(?:number of )?shares?\b[^)]*/gi, " ");
  for (const [scale, re] of SCALE_WORDS) {
    const m = re.exec(own);
    if (m) return { scale, phrase: text.trim().slice(0, 120) };
  }
  return undefined;
}

/** A column-header year: `2025`, `FY2025`, `FY 2025`. */
export function parseYear(raw: string): number | undefined {
  const m = /^(?:fy\s?)?((?:19|20)\d\d)$/i.exec(raw.trim());
  return m ? Number(m[1]) : undefined;
}

export const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
  // German
  januar: 1,
  jänner: 1,
  februar: 2,
  märz: 3,
  maerz: 3,
  mai: 5,
  juni: 6,
  juli: 7,
  okt: 10,
  oktober: 10,
  dez: 12,
  dezember: 12,
  // Danish, Norwegian, Swedish (where they differ from the above)
  marts: 3,
  mars: 3,
  maj: 5,
  desember: 12,
};

const MONTH_NAME =
  "(jan(?:uary|uar)?|jänner|feb(?:ruary|ruar)?|mar(?:ch|ts|s)?|märz|maerz|apr(?:il)?|may|mai|maj|jun[ei]?|jul[yi]?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|okt(?:ober)?|nov(?:ember)?|dec(?:ember)?|dez(?:ember)?|desember)\\.?";

/** A date found in text; `year` is absent when the text prints only day and month ("31 December"). */
export interface FoundDate {
  day: number;
  month: number;
  year?: number;
  /** Position in the text (to order several dates). */
  index: number;
}

const DATE_PATTERNS: Array<{ re: RegExp; read: (m: RegExpExecArray) => Omit<FoundDate, "index"> }> = [
  {
    // 2025-12-31
    re: /\b((?:19|20)\d\d)-(\d\d)-(\d\d)\b/g,
    read: (m) => ({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }),
  },
  {
    // 31.12.2025, 31/12/2025 (day first)
    re: /\b(\d{1,2})[./](\d{1,2})[./]((?:19|20)\d\d)\b/g,
    read: (m) => ({ day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) }),
  },
  {
    // 31-03-2025 (day first, as the slash and dot forms: Indian and UK exports print it so)
    re: /\b(\d{1,2})-(\d{1,2})-((?:19|20)\d\d)\b/g,
    read: (m) => ({ day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) }),
  },
  {
    // 31-Mar-2025, 31-Mar-25, 31-March-2025 (spreadsheet and Tally date formats)
    re: new RegExp(`\\b(\\d{1,2})-${MONTH_NAME}-((?:19|20)?\\d\\d)\\b`, "gi"),
    read: (m) => ({
      day: Number(m[1]),
      month: MONTHS[(m[2] as string).toLowerCase()] ?? 0,
      year: (m[3] as string).length === 2 ? 2000 + Number(m[3]) : Number(m[3]),
    }),
  },
  {
    // 30/6 2022, 30.6. 2022 (day and month, then the year after a space: Danish and Norwegian
    // column headers); only when the day cannot be a month, so a US month/day is never misread.
    re: /\b(1[3-9]|2\d|3[01])[./](\d{1,2})\.?\s+((?:19|20)\d\d)\b/g,
    read: (m) => ({ day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) }),
  },
  {
    // 31 December 2025, 31st Dec. 2025, 31 December
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th|\\.)?\\s+${MONTH_NAME}(?:,?\\s+((?:19|20)\\d\\d))?(?![a-zäöü])`, "gi"),
    read: (m) => ({
      day: Number(m[1]),
      month: MONTHS[(m[2] as string).toLowerCase()] ?? 0,
      year: m[3] ? Number(m[3]) : undefined,
    }),
  },
  {
    // December 31, 2025, Dec 31 2025, December 31
    // "Dec 31,2025": OCR (and some exports) drop the space after the comma.
    re: new RegExp(`\\b${MONTH_NAME}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:(?:,\\s*|\\s+)((?:19|20)\\d\\d))?`, "gi"),
    read: (m) => ({
      month: MONTHS[(m[1] as string).toLowerCase()] ?? 0,
      day: Number(m[2]),
      year: m[3] ? Number(m[3]) : undefined,
    }),
  },
];

/** Every date in a text, in order of appearance; impossible dates are left out. */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  const taken: Array<[number, number]> = [];
  for (const { re, read } of DATE_PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      const d = read(m);
      if (d.month < 1 || d.month > 12 || d.day < 1 || d.day > 31) continue;
      if (d.year !== undefined && !isValidDate(d.year, d.month, d.day)) continue;
      taken.push([start, end]);
      found.push({ ...d, index: start });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

const RUN_TOGETHER: RegExp[] = [
  // "March 31, 2026December 31, 2025", "Dec. 31, 2026Dec. 31, 2025"
  new RegExp(`\\b((?:19|20)\\d\\d)(?=${MONTH_NAME}(?![a-z]))`, "gi"),
  // "31 March 202631 December 2025"
  new RegExp(`\\b((?:19|20)\\d\\d)(?=\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH_NAME}(?![a-z]))`, "gi"),
  // "31.03.202631.12.2025", "31/03/202631/12/2025"
  /([./](?:19|20)\d\d)(?=\d{1,2}[./]\d{1,2}[./](?:19|20)\d\d\b)/g,
  // "2026-03-312025-12-31"
  /(\b(?:19|20)\d\d-\d\d-\d\d)(?=(?:19|20)\d\d-\d\d-\d\d\b)/g,
];

/**
 * Puts a space between full dates that a PDF's text layer ran together: column headers wider
 * than their columns ("March 31, 2026" over 8-digit amounts) touch or overlap, and the reader
 * joins them without a space ("March 31, 2026December 31, 2025"), which would hide the second
 * date. Only a year directly followed by the start of another date is separated.
 */
export function separateRunTogetherDates(text: string): string {
  let out = text;
  for (const re of RUN_TOGETHER) out = out.replace(re, "$1 ");
  return out;
}

export function isValidDate(year: number, month: number, day: number): boolean {
  const dt = new Date(Date.UTC(year, month - 1, day));
  return dt.getUTCFullYear() === year && dt.getUTCMonth() === month - 1 && dt.getUTCDate() === day;
}

export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Standalone years in a text ("2025 and 2024"), in order. */
export function findYears(text: string): number[] {
  return [...text.matchAll(/\b((?:19|20)\d\d)\b/g)].map((m) => Number(m[1]));
}
