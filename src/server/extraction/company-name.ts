import type { DocumentCheck } from "../../contract/documents";
import { editDistance } from "./edit-distance";
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

/** The legal forms printed in a text, in order (reader31: also look-alike.ts, a name in a title). */
export function legalForms(text: string): Array<{ index: number; end: number }> {
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
const MONTH = "(?:jan|feb|m[äa]r|apr|ma[iyj]|jun|jul|aug|sep|o[ck]t|nov|de[cz])[\\p{L}]*";
/** Days before or after a month's name ("1 July 2021", "30. Juni 2022", "June 30, 2022"): a date, not amounts. */
const DAY_MONTH_RE = new RegExp(`\\b\\d{1,2}\\.?\\s+${MONTH}|${MONTH}\\s+\\d{1,2}\\b,?`, "giu");

function isTableRow(text: string): boolean {
  const numbers = text
    .replace(DAY_MONTH_RE, " ")
    .split(/\s+/)
    .filter(
      (t) =>
        /^[(-]?\d[\d.,']*\)?$/.test(t) &&
        !/^(?:19|20)\d\d[.,]?$/.test(t) &&
        !/^\d{1,2}\.$/.test(t) &&
        !/^\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4}),?$/.test(t),
    );
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
  if (name.split(/\s+/).length > 8 || /["“”]/.test(name)) return undefined;
  if (headingType(name) !== undefined || isOtherSection(name)) return undefined;
  if (/\d{1,2}[./]\d{1,2}[./]\d{2,4}|\b(?:19|20)\d\d\b/.test(name)) return undefined;
  return name;
}

/** The company name at the top of the first page with text (issue 16's rule), or undefined. */
function coverName(lines: readonly TextLine[]): { name: string; legalForm: boolean } | undefined {
  const first = lines[0];
  if (!first) return undefined;
  const top: TextLine[] = [];
  /** Lines cut before a boilerplate phrase ("Zephyr plc Annual Report 2024"): a legal form's name only. */
  const cut = new Set<TextLine>();
  for (const line of lines) {
    if (line.page !== first.page) break;
    if (isTableRow(line.text)) break;
    const boiler = BOILERPLATE.exec(line.text);
    if (boiler) {
      if (boiler.index === 0) continue;
      const before = line.text.slice(0, boiler.index);
      const shortened = {
        ...line,
        text: before,
        cells: [{ text: before, x0: line.cells[0]?.x0 ?? 0, x1: line.cells[0]?.x1 ?? 0 }],
      };
      cut.add(shortened);
      top.push(shortened);
    } else top.push(line);
    if (top.length >= TOP_LINES) break;
  }
  for (const line of top) {
    const name = labelledName(line);
    if (name) return { name, legalForm: true };
  }
  for (const line of top) {
    const name = nameWithLegalForm(line.text);
    if (name) return { name, legalForm: true };
  }
  // No legal form printed: the first plausible line above the first statement heading.
  const heading = top.findIndex((l) => headingType(l.text) !== undefined);
  for (const line of (heading >= 0 ? top.slice(0, heading) : top).slice(0, 4)) {
    const name =
      line.cells.length < 3 && !cut.has(line)
        ? titleName(line.text.replace(/^\s*\d{1,3}\s+(?=\p{L})/u, ""))
        : undefined;
    if (name) return { name, legalForm: false };
  }
  return undefined;
}

/**
 * Lines that are never a company's name (issue 22): the regulator and the form of a filing
 * ("UNITED STATES SECURITIES AND EXCHANGE COMMISSION", "FORM 10-K", "Commission file number"),
 * a report's own title ("Annual report", "Årsrapport", "Table of contents", "Contents"), the
 * header of a register's search page ("Suchergebnis – Bundesanzeiger") and the lines of an
 * e-mail a report was sent with ("From:", "Subject:", "Hi …").
 */
const BOILERPLATE =
  /(?<![\p{L}\d])(?:securities and exchange|exchange commission|commission file|form 10-?[kq]|form 20-?f|washington,? d\.?c|annual reports?|quarterly reports?|transition report|table of contents|contents|suchergebnis|bundesanzeiger|[åa]rsrapport|jahresbericht|for personal use only)(?![\p{L}\d])|^\s*(?:from|to|cc|sent|subject|date|hi|dear|re)\s*[:,]?\s|^\s*(?:from|to|cc|sent|subject)\s*:/iu;

/**
 * A line printed in doubled letters, as some PDF producers render bold or shadowed text:
 * "AANNNNUUAALL RREEPPOORRTT" → "ANNUAL REPORT" (every letter twice), and the shadow rendering
 * "RRECTIFIERR TECHNOLOGIESS LTDD" → "RECTIFIER TECHNOLOGIES LTD" (every word's last letter, and
 * the first word's first letter, printed twice). Only when every word of the line is doubled in
 * the same way; other lines are returned as they are.
 */
export function collapseDoubledLetters(text: string): string {
  const words = text.split(/(\s+)/);
  const letterWords = words.filter((w) => /\p{L}/u.test(w) && w.trim().length > 0);
  if (letterWords.length === 0) return text;
  const allDoubled = letterWords.every((w) => {
    const chars = [...w];
    if (chars.length < 2 || chars.length % 2 !== 0) return false;
    for (let i = 0; i < chars.length; i += 2) if (chars[i] !== chars[i + 1]) return false;
    return true;
  });
  if (allDoubled && letterWords.some((w) => [...w].length >= 4)) {
    return words.map((w) => (w.trim().length > 0 ? [...w].filter((_, i) => i % 2 === 0).join("") : w)).join("");
  }
  const shadow =
    letterWords.length >= 2 &&
    letterWords.every((w) => {
      const chars = [...w];
      return chars.length >= 3 && /\p{Lu}/u.test(w) && chars[chars.length - 1] === chars[chars.length - 2];
    });
  if (shadow) {
    let first = true;
    return words
      .map((w) => {
        if (w.trim().length === 0) return w;
        let chars = [...w].slice(0, -1);
        if (first && chars.length >= 3 && chars[0] === chars[1]) chars = chars.slice(1);
        first = false;
        return chars.join("");
      })
      .join("");
  }
  return text;
}

/** "Exact name of registrant as specified in its charter" (SEC filings): the name is the line above. */
const REGISTRANT_RE = /\bexact name of (?:the )?registrants?\b|\bname of registrant\b/i;
/** A registration number's line: the company's name is printed just above or beside it. */
const REGISTRATION_RE =
  /\b(?:company (?:registration )?(?:number|no\.?)|registered (?:number|no\.?)|registration (?:number|no\.?)|cvr[- ]?n[or]\.?|abn\b|acn\b|cin\b|handelsregister|amtsgericht|hrb\s*\d|central business registration)/i;
/** "(incorporated in Bermuda with limited liability)", "incorporated in England and Wales". */
const INCORPORATED_RE = /(?:\(\s*|^\s*)(?:incorporated|registered) (?:in|under)\b/i;

/**
 * The addressee of an auditor's report ("To the members of Acme plc", "To the Stockholders and the
 * Board of Directors of Acme Corporation") and its opinion ("We have audited the financial
 * statements of Acme Ltd"): the audited company. The name follows on the line or starts the next.
 */
const AUDITED_RE =
  /\b(?:to the (?:members|shareholders|stockholders|partners|owners|board of directors|directors)(?: and (?:the )?(?:board of directors|directors|members|shareholders|stockholders))? of|we have audited the (?:accompanying )?(?:consolidated |group |company |separate |standalone |parent company )*(?:annual )?(?:financial statements|balance sheets?|statements? of financial position|financial results)(?: of)?)\s*(.*)$/i;

/** A name a source gives, with the weight of that source. */
export interface Candidate {
  name: string;
  weight: number;
}

/** The name in a line, as a candidate: a legal form's name, or (when `bare`) the whole plausible line. */
function nameInLine(text: string, bare: boolean): string | undefined {
  let collapsed = collapseDoubledLetters(text).replace(/^\s*\d{1,3}\s+(?=\p{L})/u, "");
  // A running header "EPI (HOLDINGS) LIMITED ANNUAL REPORT 2022": the name before the boilerplate.
  const boiler = BOILERPLATE.exec(collapsed);
  if (boiler) {
    if (boiler.index === 0) return undefined;
    collapsed = collapsed.slice(0, boiler.index);
    bare = false;
  }
  if (isTableRow(collapsed) || isSentence(collapsed)) return undefined;
  const withForm = nameWithLegalForm(collapsed);
  if (withForm) return withForm;
  if (!bare) return undefined;
  return titleName(collapsed.replace(INCORPORATED_RE, " ").replace(/\(.*$/, ""));
}

/** A line of prose ("The Company is a public limited company …"), which names no company by itself. */
function isSentence(text: string): boolean {
  return text.split(/\s+/).length > 12 || /\s(?:is|are|was|were|has|have|had|will|which|that)\s/i.test(text);
}

/** Weights of the sources (issue 22): the registration line, a statement's heading, the cover, page headers. */
const WEIGHT = {
  registrant: 6,
  incorporated: 4,
  registration: 3,
  audited: 3,
  heading: 2,
  cover: 2,
  coverTitle: 1,
  pageHeader: 0.5,
};
/** Page headers count up to this much in all: a running header names the company, but is one source. */
const PAGE_HEADER_CAP = 3;

/** A statement's heading on a line of its own, not a mention in prose ("… in the statement of financial position, the"). */
function isHeadingLine(text: string): boolean {
  return /^\s*[\p{Lu}\d]/u.test(text) && !/[,;]\s*$/.test(text) && headingType(text) !== undefined;
}

/** The names the document's lines give, by source. */
export function nameCandidates(lines: readonly TextLine[]): Candidate[] {
  const out: Candidate[] = [];
  const cover = coverName(lines.map((l) => ({ ...l, text: collapseDoubledLetters(l.text) })));
  if (cover) out.push({ name: cover.name, weight: cover.legalForm ? WEIGHT.cover : WEIGHT.coverTitle });
  let headerWeight = 0;
  let headingWeight = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as TextLine;
    const above = (n: number) => {
      const l = lines[i - n];
      return l && l.page === line.page ? l : undefined;
    };
    const below = (n: number) => {
      const l = lines[i + n];
      return l && l.page === line.page ? l : undefined;
    };
    // The registrant's name, printed above "(Exact name of registrant as specified in its charter)".
    if (REGISTRANT_RE.test(line.text)) {
      for (let n = 1; n <= 3; n++) {
        const l = above(n);
        const name = l && nameInLine(l.text, true);
        if (name) {
          out.push({ name, weight: WEIGHT.registrant });
          break;
        }
      }
      continue;
    }
    // "EPI (Holdings) Limited (incorporated in Bermuda with limited liability)", or the line above.
    const inc = INCORPORATED_RE.exec(line.text);
    if (inc) {
      const before = line.text.slice(0, inc.index);
      const name =
        nameInLine(before, false) ?? [above(1), above(2)].map((l) => l && nameInLine(l.text, false)).find(Boolean);
      if (name) out.push({ name, weight: WEIGHT.incorporated });
      continue;
    }
    // The company an auditor's report is addressed to or has audited.
    const audited = AUDITED_RE.exec(line.text);
    if (audited) {
      const rest = (audited[1] as string).replace(/\b(?:continued|and (?:its )?subsidiaries)\b.*$/i, "");
      const next = below(1) ?? lines[i + 1];
      const name = rest.trim() ? nameInLine(rest, false) : next ? nameInLine(next.text, false) : undefined;
      if (name) out.push({ name, weight: WEIGHT.audited });
      continue;
    }
    // A registration number: the nearest line with a legal form within two lines.
    if (
      REGISTRATION_RE.test(line.text) &&
      !/\b(?:firm|auditors?|chartered)\b/i.test(line.text) &&
      line.text.length < 120
    ) {
      const name = [line, above(1), above(2)]
        .map((l) => l && nameInLine(l.text.replace(REGISTRATION_RE, " "), false))
        .find(Boolean);
      if (name) out.push({ name, weight: WEIGHT.registration });
      continue;
    }
    // A statement heading: "Consolidated balance sheet of Acme Ltd", or the company's line just above.
    if (isHeadingLine(line.text) && headingWeight < 4 * WEIGHT.heading) {
      const name =
        nameInLine(line.text, false) ??
        [above(1), above(2), above(3)].map((l) => l && nameInLine(l.text, false)).find(Boolean);
      if (name) {
        out.push({ name, weight: WEIGHT.heading });
        headingWeight += WEIGHT.heading;
      }
      continue;
    }
    // A page's running header: its first line, when it prints a legal form.
    if (!above(1) && headerWeight < PAGE_HEADER_CAP) {
      const name = nameInLine(line.text, false);
      if (name) {
        out.push({ name, weight: WEIGHT.pageHeader });
        headerWeight += WEIGHT.pageHeader;
      }
    }
  }
  return out;
}

/** A group of candidates naming one company. */
interface Cluster {
  names: Candidate[];
  weight: number;
}

/** The best cluster must outweigh the next one by this factor, or no name is given. */
const MARGIN = 2;
/** Less than this in all (one running header) names no company. */
const MIN_WEIGHT = 1;

/**
 * The company a document names, or undefined when it does not name one for certain (issue 22;
 * docs/extraction.md "Company name"). Sources, weighed: the registrant line of a filing ("AMCOR
 * PLC" above "Exact name of registrant as specified in its charter"), "(incorporated in …)", a
 * registration number's line ("Company number", "CVR-nr."), the line of or above each statement
 * heading ("Consolidated balance sheet of X", "X" above "Statement of financial position"), the
 * cover (issue 16's first-page rule), and running page headers. Regulator and boilerplate lines
 * (commission, form 10-K, annual report, contents, e-mail headers) are skipped; doubled-letter
 * renderings are collapsed. Candidates naming the same company (sameCompany) are added up; when
 * another company comes close to the best one, no name is given: a wrong name would hold every
 * document of the file for review.
 */
export function findCompanyName(lines: readonly TextLine[]): string | undefined {
  const clusters: Cluster[] = [];
  for (const c of nameCandidates(lines)) {
    const cluster = clusters.find((k) => k.names.some((n) => sameCompany(n.name, c.name)));
    if (cluster) {
      cluster.names.push(c);
      cluster.weight += c.weight;
    } else clusters.push({ names: [c], weight: c.weight });
  }
  clusters.sort((a, b) => b.weight - a.weight);
  const best = clusters[0];
  if (!best || best.weight < MIN_WEIGHT) return undefined;
  const next = clusters[1];
  if (next && next.weight * MARGIN > best.weight) return undefined;
  // The heaviest single spelling of the name, the earliest among equals.
  const byName = new Map<string, number>();
  for (const n of best.names) byName.set(n.name, (byName.get(n.name) ?? 0) + n.weight);
  let name = best.names[0]?.name as string;
  for (const [n, w] of byName) if (w > (byName.get(name) ?? 0)) name = n;
  return name;
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
