import type { DocumentCheck } from "../../contract/documents";
import type { TextLine } from "./pdf-text";
import { headingType, isOtherSection } from "./synonyms";

/**
 * The company a statement names, and whether it is the company a file was uploaded for
 * (issue 16; docs/extraction.md "Company name"). Statements print their company at the top of
 * the first page: a title line ("Acme Freight Ltd", "ACME FREIGHT LTD — Balance sheet",
 * "Müller GmbH Bilanz zum 31.12.2024"), a labelled line ("Company: …", "Firma: …") or, in reports
 * made without a legal form, the first line above the statement heading. A name is reported only
 * when one of these is found; nothing is guessed from the body of a statement.
 */

/** Lines at the top of the first page that are looked at. */
const TOP_LINES = 12;

/**
 * Legal forms as printed. Short all-capital forms (AG, SE, SA, KG …) only in capitals: "As at",
 * "Se" and "Sa" are words. "AS" (Norway) is left out: "AS AT 31 DECEMBER" is a heading.
 */
const LEGAL_FORM_ANY_CASE = [
  "Ltd\\.?",
  "Limited",
  "Inc\\.?",
  "Incorporated",
  "L\\.?L\\.?C\\.?",
  "L\\.?L\\.?P\\.?",
  "g?GmbH",
  "mbH",
  "plc",
  "Corp\\.?",
  "Corporation",
  "Pty\\.?",
  "Pte\\.?",
  "Pvt\\.?",
  "S\\.A\\.S\\.?",
  "S\\.A\\.",
  "S\\.p\\.A\\.?",
  "S\\.r\\.l\\.?",
  "SARL",
  "S\\.à r\\.l\\.",
  "B\\.V\\.?",
  "N\\.V\\.?",
  "Sp\\. z o\\.o\\.",
  "KGaA",
  "e\\.K\\.",
  "Kft\\.?",
  "Sdn\\.? Bhd\\.?",
  "Bhd\\.?",
  "JSC",
  "ASA",
  "Oyj",
  "ApS",
  "A/S",
];
const LEGAL_FORM_CAPITALS = ["AG", "SE", "SA", "SAS", "SpA", "BV", "NV", "KG", "OHG", "UG", "AB", "Oy", "KK", "LP"];
const CO = "(?:Co|CO)\\.?";
const formRe = (alternatives: string, flags: string) =>
  new RegExp(`(?<![\\p{L}\\d])(?:${alternatives})(?![\\p{L}\\d-])`, flags);
const LEGAL_FORM_ANY_CASE_RE = formRe(LEGAL_FORM_ANY_CASE.join("|"), "giu");
const LEGAL_FORM_CAPITALS_RE = formRe([...LEGAL_FORM_CAPITALS, CO].join("|"), "gu");

/** The legal forms printed in a text, in order. */
function legalForms(text: string): Array<{ index: number; end: number }> {
  const found = [...text.matchAll(LEGAL_FORM_ANY_CASE_RE), ...text.matchAll(LEGAL_FORM_CAPITALS_RE)]
    .map((m) => ({ index: m.index ?? 0, end: (m.index ?? 0) + m[0].length }))
    .sort((a, b) => a.index - b.index || b.end - a.end);
  return found.filter((f, i) => i === 0 || f.index >= (found[i - 1] as { end: number }).end);
}
/** What may join two legal forms: "GmbH & Co. KG", "Pty Ltd", "Private Limited". */
const JOINER_RE = /^[\s,]*(?:&|and|und)?[\s,]*$/i;

/** Words of a statement's title rather than of a company name. */
const NOT_A_NAME =
  /\b(?:statements?|report|balance|bilanz|income|profit|loss|cash|flows?|financial|position|operations|consolidated|accounts|notes?|jahresabschluss|konzern|gewinn|verlust|rechnung|bericht|annual|quarterly|interim|half[- ]year|unaudited|audited|draft|page|seite|amounts|figures|expressed|thousands|millions|currency|as (?:at|of)|for the|year|period|ended|zum|per|vom|in (?:teur|eur|usd|gbp|chf))\b/i;

/** "Company: Acme Ltd", "Firma: Müller GmbH", "Name of the company - Acme Ltd". */
const LABEL_RE =
  /^\s*(?:company(?:\s+name)?|name\s+of\s+(?:the\s+)?(?:company|entity)|(?:reporting\s+)?entity(?:\s+name)?|firma|firmenname|gesellschaft|unternehmen|name\s+der\s+gesellschaft|soci[ée]t[ée]|raison\s+sociale)\s*[:：–—-]\s*(.+)$/iu;

/** Separators between a name and a title on one line ("ACME LTD — Balance sheet"). */
const SEPARATOR_RE = /\s+[—–-]\s+|\s*\|\s*|\s*:\s+/g;

/** A line of a table rather than a title: two or more numbers other than years and days ("31."). */
function isTableRow(text: string): boolean {
  const numbers = text
    .split(/\s+/)
    .filter((t) => /^[(-]?\d[\d.,']*\)?$/.test(t) && !/^(?:19|20)\d\d[.,]?$/.test(t) && !/^\d{1,2}\.$/.test(t));
  return numbers.length >= 2;
}

function clean(name: string): string {
  return name
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:·•|—–-]+|[\s,;:·•|—–-]+$/g, "")
    .trim();
}

/** A plausible company name: some letters, not a title, not a date or a file name. */
function plausible(name: string): boolean {
  if (name.length < 2 || name.length > 120) return false;
  if (!/\p{L}{2,}/u.test(name)) return false;
  if (!/\s/.test(name) && /[-_]/.test(name)) return false;
  const letters = (name.match(/\p{L}/gu) ?? []).length;
  const digits = (name.match(/\d/g) ?? []).length;
  return letters > digits;
}

/** Drops a leading title: "Balance sheet of Acme Ltd" → "Acme Ltd", "Bilanz der Müller GmbH" → "Müller GmbH". */
function dropLeadingTitle(name: string): string {
  const m = /^(.*?)\b(?:of|for|der|des|von)\s+(.+)$/iu.exec(name);
  if (m && (NOT_A_NAME.test(m[1] as string) || headingType(m[1] as string) !== undefined)) return m[2] as string;
  return name;
}

/** The name in a line that prints a legal form: from the line's start (or the last separator) to the form. */
function nameWithLegalForm(text: string): string | undefined {
  const forms = legalForms(text);
  for (let i = 0; i < forms.length; i++) {
    const first = forms[i] as { index: number; end: number };
    let end = first.end;
    // Joined forms: "GmbH & Co. KG", "Pty Ltd", "Sdn Bhd".
    for (let j = i + 1; j < forms.length; j++) {
      const next = forms[j] as { index: number; end: number };
      if (!JOINER_RE.test(text.slice(end, next.index))) break;
      end = next.end;
    }
    const start = first.index;
    let head = text.slice(0, start);
    const seps = [...head.matchAll(SEPARATOR_RE)];
    const lastSep = seps[seps.length - 1];
    if (lastSep) head = head.slice((lastSep.index ?? 0) + lastSep[0].length);
    // A legal form needs a name before it.
    if (!/\p{L}{2,}/u.test(head.replace(LEGAL_FORM_ANY_CASE_RE, "").replace(LEGAL_FORM_CAPITALS_RE, ""))) continue;
    const name = clean(dropLeadingTitle(`${head}${text.slice(start, end)}`));
    if (plausible(name)) return name;
  }
  return undefined;
}

/** The value of a labelled line or cell ("Company: Acme Ltd"), up to a separator. */
function labelledName(line: TextLine): string | undefined {
  for (let i = 0; i < line.cells.length; i++) {
    const cell = (line.cells[i] as { text: string }).text;
    const m = LABEL_RE.exec(cell);
    const value = m ? (m[1] as string) : undefined;
    if (value !== undefined) {
      const name = clean(nameWithLegalForm(value) ?? (value.split(SEPARATOR_RE)[0] as string));
      if (plausible(name)) return name;
    }
    // The label in a cell of its own, the name in the next one.
    if (/^\s*(?:company(?:\s+name)?|firma|gesellschaft|entity)\s*[:：]?\s*$/i.test(cell) && line.cells[i + 1]) {
      const name = clean((line.cells[i + 1] as { text: string }).text);
      if (plausible(name)) return name;
    }
  }
  const m = LABEL_RE.exec(line.text);
  if (m) {
    const value = m[1] as string;
    const name = clean(nameWithLegalForm(value) ?? (value.split(SEPARATOR_RE)[0] as string));
    if (plausible(name)) return name;
  }
  return undefined;
}

/** A title line without a legal form: only above the statement's heading and not a title itself. */
function titleName(text: string): string | undefined {
  const name = clean(text);
  if (!plausible(name) || NOT_A_NAME.test(name)) return undefined;
  if (headingType(name) !== undefined || isOtherSection(name)) return undefined;
  if (/\d{1,2}[./]\d{1,2}[./]\d{2,4}|\b(?:19|20)\d\d\b/.test(name)) return undefined;
  return name;
}

/**
 * The company name a document prints at the top of its first page with text, or undefined when
 * none is found. Looked for in this order: a labelled line ("Company: …"), a line with a legal
 * form, and the first title line above the first statement heading.
 */
export function findCompanyName(lines: readonly TextLine[]): string | undefined {
  const first = lines[0];
  if (!first) return undefined;
  const top: TextLine[] = [];
  for (const line of lines) {
    if (line.page !== first.page) break;
    if (isTableRow(line.text)) break;
    top.push(line);
    if (top.length >= TOP_LINES) break;
  }
  for (const line of top) {
    const name = labelledName(line);
    if (name) return name;
  }
  for (const line of top) {
    const name = nameWithLegalForm(line.text);
    if (name) return name;
  }
  // No legal form printed: the first plausible line above the first statement heading.
  const heading = top.findIndex((l) => headingType(l.text) !== undefined);
  for (const line of (heading >= 0 ? top.slice(0, heading) : top).slice(0, 4)) {
    const name = titleName(line.text);
    if (name) return name;
  }
  return undefined;
}

/** Legal forms and filler words dropped from the end (and "the" from the start) before comparing. */
const FORM_TOKENS = new Set([
  "ltd",
  "limited",
  "inc",
  "incorporated",
  "llc",
  "llp",
  "lp",
  "gmbh",
  "ggmbh",
  "mbh",
  "ag",
  "se",
  "sa",
  "sas",
  "sarl",
  "spa",
  "srl",
  "bv",
  "nv",
  "pty",
  "pte",
  "pvt",
  "private",
  "public",
  "plc",
  "co",
  "corp",
  "corporation",
  "company",
  "kg",
  "kgaa",
  "ohg",
  "ug",
  "ek",
  "asa",
  "as",
  "ab",
  "oy",
  "oyj",
  "aps",
  "kk",
  "kft",
  "jsc",
  "sdn",
  "bhd",
  "sp",
  "z",
  "oo",
  "and",
  "und",
]);

/**
 * The words of a company name as compared: case, accents, punctuation and legal forms (Ltd,
 * Limited, Inc, LLC, GmbH, AG, S.A., SAS, BV, Pty, plc, Co. …) do not count; "&" is "and".
 */
export function companyNameWords(name: string): string[] {
  const s = name
    .replace(/ß/g, "ss")
    .replace(/[Ææ]/g, "ae")
    .replace(/[Øø]/g, "o")
    .replace(/[Œœ]/g, "oe")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[&+]/g, " and ")
    .replace(/[.'’`´]/g, "");
  const words = s.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  while (words.length > 1 && FORM_TOKENS.has(words[words.length - 1] as string)) words.pop();
  if (words[0] === "the" && words.length > 1) words.shift();
  return words;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    prev = cur;
  }
  return prev[b.length] as number;
}

/**
 * Whether two names are the same company: the same words once normalized (companyNameWords), up
 * to a letter in eight (umlauts written out, OCR misreadings, "North Wind" / "Northwind"), or one
 * name the start of the other ("Acme Freight" / "Acme Freight Holdings Ltd").
 */
export function sameCompany(a: string, b: string): boolean {
  const wa = companyNameWords(a);
  const wb = companyNameWords(b);
  if (wa.length === 0 || wb.length === 0) return true;
  const ja = wa.join("");
  const jb = wb.join("");
  if (ja === jb) return true;
  if (editDistance(ja, jb) <= Math.max(1, Math.floor(Math.min(ja.length, jb.length) / 8))) return true;
  const [shorter, longer] = wa.length <= wb.length ? [wa, wb] : [wb, wa];
  return shorter.join("").length >= 4 && shorter.every((w, i) => longer[i] === w);
}

/** The check the documents of a file get when the expected company is known and a name was found. */
export interface CompanyNameComparison {
  check: DocumentCheck;
  /** True when the statement names another company: the file warns and its documents need review. */
  mismatch: boolean;
}

/**
 * Compares the name a statement prints with the company the file was uploaded for (the private
 * record's name, or the organization's). Nothing to compare (no name found, or none expected)
 * gives no check: a statement that prints no name is not flagged.
 */
export function compareCompanyName(
  statementName: string | undefined,
  expectedName: string | undefined,
  owner: "private record" | "organization",
): CompanyNameComparison | undefined {
  if (!statementName || !expectedName) return undefined;
  const same = sameCompany(statementName, expectedName);
  return {
    mismatch: !same,
    check: {
      name: "company_name",
      passed: same,
      detail: same
        ? `The statement names ${statementName}, the ${owner}'s company`
        : `This statement names ${statementName}, not ${expectedName} (the ${owner}): figures of another company are not used until reviewed`,
    },
  };
}
