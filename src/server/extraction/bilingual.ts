import type { TextLine } from "./pdf-text";

/**
 * reader21: a bilingual document that prints every label as "German / English" on one line
 * ("II. Sachanlagen / Property, plant and equipment", "Summe Aktiva / Total assets",
 * "Bilanz / Balance Sheet"): the reader keeps one language's half of each such label, so the
 * synonym table, the sections and the headings read it as they read a German statement.
 *
 * A line is a pair only when its text has exactly one spaced slash, one half has German words and
 * no English words and the other half the reverse: "Profit / (loss)", "Revenue / turnover",
 * "Debtors / receivables" (one language on both sides) are never pairs. The document is bilingual
 * only when at least MIN_PAIRS lines are pairs in the same order (German first or English first),
 * so a stray "Umsatz / Revenue" note in an English report changes nothing.
 */

const MIN_PAIRS = 6;

/** Words a German label prints and an English one does not. */
const GERMAN_WORD =
  /^(?:und|der|die|das|des|dem|den|aus|für|auf|vom|zum|zur|mit|von|bis|gegenüber|sowie|nach|summe|gesamt|aktiva|passiva|bilanz|sonstige[nrs]?|ähnliche[n]?|bezogene[n]?|gezeichnetes|immaterielle|kapital|jahr|vorjahr|in teur)$/;
const GERMAN_STEM =
  /(?:verbindlichkeit|vermögen|forderung|rückstellung|eigenkapital|umsatz|aufwend|aufwand|ertr[äa]g|ergebnis|steuer|gewinn|verlust|überschuss|fehlbetrag|abschreibung|zinsen|rücklage|anlage|finanzier|tätigkeit|zahlungsmittel|geschäft|erlöse|vorräte|kreditinstitut|lieferung|leistung|rechnung|bestand|guthaben|posten|vortrag|kasse|flussrechnung|[äöüß])/;
/** Words an English label prints and a German one does not. */
const ENGLISH_WORD =
  /^(?:the|and|of|for|from|to|with|by|at|after|before|total|assets|asset|liabilities|liability|income|expenses|expense|revenue|revenues|sales|profit|loss|equity|year|receivables|payables|current|statement|sheet|cost|costs|operating|taxes|tax|capital|reserve|reserves|other|property|plant|equipment|inventories|trade|cash|interest|materials|services|personnel|depreciation|amortisation|amortization|provisions|deferred|prepaid|banks|net|carried|forward|fixed|financial|intangible|subscribed|result|purchased|raw|supplies|balance|flow|flows|activities|management|report|annual|statements|thousands|eur)$/;

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’']/g, " ")
    .match(/[a-zäöüß]+/g) ?? [];

function language(text: string): "de" | "en" | undefined {
  const ws = wordsOf(text);
  const de = ws.filter((w) => GERMAN_WORD.test(w) || GERMAN_STEM.test(w)).length;
  const en = ws.filter((w) => ENGLISH_WORD.test(w)).length;
  if (de > 0 && en === 0) return "de";
  if (en > 0 && de === 0) return "en";
  return undefined;
}

interface Pair {
  /** Index of the cell holding the slash. */
  cell: number;
  /** The German half (with the line's item number) and the English half. */
  german: string;
  english: string;
  order: "de-en" | "en-de";
}

/** The two halves of a line printed "German / English" (or "English / German"), if it is one. */
export function bilingualPair(line: TextLine): Pair | undefined {
  const slashed = line.cells.map((c, i) => [c.text, i] as const).filter(([t]) => / \/ /.test(t));
  if (slashed.length !== 1) return undefined;
  const [text, cell] = slashed[0] as readonly [string, number];
  const parts = text.split(" / ");
  if (parts.length !== 2) return undefined;
  const [left, rightHalf] = parts as [string, string];
  // An item number ("II.", "1.", "a)") printed once before the German half belongs to both.
  const numbered = /^((?:[A-Z]{1,4}\.|\d{1,2}\.|[a-z]\)|\([a-z0-9]{1,3}\))\s+)(.*)$/.exec(left.trim());
  const number = numbered?.[1] ?? "";
  const leftWords = numbered?.[2] ?? left.trim();
  const a = language(leftWords);
  const b = language(rightHalf);
  if (a === "de" && b === "en")
    return { cell, german: left.trim(), english: `${number}${rightHalf.trim()}`, order: "de-en" };
  if (a === "en" && b === "de")
    return { cell, german: `${number}${rightHalf.trim()}`, english: left.trim(), order: "en-de" };
  return undefined;
}

/**
 * The document's lines with each "German / English" label reduced to its German half, when the
 * document prints at least MIN_PAIRS such lines in one order; otherwise the lines as they are.
 */
export function oneLanguageOfBilingual(lines: TextLine[]): TextLine[] {
  const pairs = lines.map(bilingualPair);
  const order = (o: Pair["order"]) => pairs.filter((p) => p?.order === o).length;
  const deEn = order("de-en");
  const enDe = order("en-de");
  if (Math.max(deEn, enDe) < MIN_PAIRS) return lines;
  const kept: Pair["order"] = deEn >= enDe ? "de-en" : "en-de";
  const dropped = new Set<number>();
  const out = lines.map((line, i) => {
    const pair = pairs[i];
    if (!pair || pair.order !== kept) return line;
    // The German half is kept even where the reader does not know it: an English half is no
    // safe stand-in ("Ergebnis nach Steuern / Result after taxes" comes before other taxes, so it is
    // not the year's net profit). A wrapped English half's second line goes with it.
    if (kept === "de-en" && OPEN_END.test(pair.english)) {
      const next = englishContinuation(lines, i);
      if (next !== undefined) dropped.add(next);
    }
    const text = pair.german;
    const cells = line.cells.map((c, j) => (j === pair.cell ? { ...c, text } : c));
    return { ...line, cells, text: cells.map((c) => c.text).join(" ") };
  });
  return out.filter((_, i) => !dropped.has(i));
}

/** An English half that ends open: its words go on in the next line ("Depreciation and" + "amortisation"). */
const OPEN_END = /(?:\b(?:and|or|of|for|to|in|on|from|with)|[,&-])$/i;
const HAS_DIGIT = /\d/;

/**
 * The index of the line that carries on a pair's open English half: the next line of the page with
 * words (a line of figures alone in between is passed over), one cell of English words, no slash and
 * no digits. The German half is kept, so that line is no part of its label.
 */
function englishContinuation(lines: readonly TextLine[], at: number): number | undefined {
  const from = lines[at] as TextLine;
  for (let j = at + 1; j < Math.min(lines.length, at + 3); j++) {
    const line = lines[j] as TextLine;
    if (line.page !== from.page) return undefined;
    if (!/[A-Za-zÄÖÜäöü]/.test(line.text)) continue;
    const only = line.cells.length === 1 && !/\//.test(line.text) && !HAS_DIGIT.test(line.text);
    return only && language(line.text) === "en" ? j : undefined;
  }
  return undefined;
}
