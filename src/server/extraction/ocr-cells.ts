import type { TextCell, TextLine } from "./pdf-text";

/**
 * Repairs of OCR'd cells that cannot be anything else (issue 22: what Tesseract loses on real
 * scans), applied to a file's OCR'd lines before the statement reader sees them. Each rule is
 * general (no file's wording), and a figure changed by a guess gets a confidence under the
 * reader's floor, so that its document waits for review.
 *
 * - A thousands separator misread as the other mark in a file whose figures are grouped with the
 *   one: "14.011.556", "22.796.,639", "3,735.208" among "40,506,296"s are 14,011,556,
 *   22,796,639 and 3,735,208 (a comma's tail lost at 150 dpi). Two or more marks between groups of
 *   three digits can only be grouping; one mark ("27.586") is taken as grouping only on a page
 *   whose amounts print no decimals. Either way the figure is a guess.
 * - A note reference with one of its parentheses lost ("2523)" for "(2,5,23)", under the page's
 *   "Notes" header): without the parenthesis it reads as the notes column's number, where it was a
 *   word of the label ("Cash 2523)") that no known label matched.
 * - A speck or the end of a rule read as a short word in the gap between a label and its amounts
 *   ("Summe Passiva   SE   96.970", "Bilanzsumme   Re   78.971"): one to three letters Tesseract
 *   doubts, far from the label and followed by an amount, are left out; they made the label one
 *   no known label matched.
 * - A date phrase whose words Tesseract spaced as cells ("As at | 31 | December, | 2024 | and |
 *   2023": a monospaced font's word gaps): one cell when every gap is a word's gap (up to 1.5
 *   times the line's size) and the line has words besides the date, so that its years are not
 *   taken for column headers. A header of dated columns has wide gaps and stays as it is.
 * - A currency sign read as letters ("P/", "Pi" for the peso sign ₱) in a cell of its own before
 *   an amount, or glued to the amount ("P/ 173,582,385", "266,747,332P": the next column's sign).
 * - The notes column's header garbled into another short word ("Sind", "Nele") on the line of the
 *   column years, over a column of note references: "Notes" (else the line reads as a row
 *   labelled "Sind" whose amounts are the years, and the statement has no period).
 */

/** Confidence of a figure whose separators were repaired by a guess (under the reader's 0.9 floor). */
export const GUESSED_SEPARATOR_CONFIDENCE = 0.6;

/** A peso (or other) currency sign as Tesseract reads it: "P/", "P|", "Pi", "Pl", "P1", "PI", "₱". */
const SIGN_WORD = /^(?:P[/|il1I]\.?|₱|P)$/;
const LEADING_SIGN = /^(?:P[/|il1I]\.?|₱)\s*(?=[(\d])/;
const TRAILING_SIGN = /(?<=\d\)?)\s*(?:P[/|il1I]?|₱)$/;

/** Digits in groups with cents after them, any mark read ("30.740.50", "(1,234,56)"). */
const GROUPED_CENTS = /^(\(?)(\d{1,3}(?:[.,]\d{3})+)[.,](\d{2})(\)?)$/;

/** Digits in groups with marks between ("14.011.556", "22.796.,639", "(2,347.826)"). */
const GROUPED = /^(\(?)(\d{1,3}(?:[.,]{1,2}\d{3})+)(\)?)$/;

type Convention = "comma" | "point";

/**
 * Which mark groups the thousands in the file's OCR'd amounts, when the file says so clearly:
 * amounts grouped by the one sign at least twice as often as by the other,
 * and hardly a decimal of the other convention ("3,11" is as often a list of notes as a decimal).
 * Undefined when the file is mixed or too small to tell, or groups by lakhs ("1,22,974").
 */
export function groupingMark(cells: readonly string[]): Convention | undefined {
  let comma = 0;
  let point = 0;
  let commaDecimals = 0;
  let pointDecimals = 0;
  let indian = 0;
  for (const raw of cells) {
    const t = raw.trim().replace(/^\(|\)$/g, "");
    if (/^\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,2})?$/.test(t)) indian += 1;
    if (/^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/.test(t)) comma += 1;
    if (/^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/.test(t)) point += 1;
    if (/^\d{1,3}(?:,\d{3})*\.\d{2}$/.test(t)) pointDecimals += 1;
    if (/^\d{1,3}(?:\.\d{3})*,\d{2}$/.test(t)) commaDecimals += 1;
  }
  // Indian groups ("1,22,974"): a misread mark there is not between groups of three.
  if (indian >= 2) return undefined;
  if (comma >= 5 && comma >= 2 * point && 4 * commaDecimals <= comma) return "comma";
  if (point >= 5 && point >= 2 * comma && 4 * pointDecimals <= point) return "point";
  return undefined;
}

/**
 * Whether a page prints amounts with decimals in the file's convention ("17,663,451.20"): a lone
 * "27.586" there may be a decimal, so it is left as it is. Note numbers ("2.10") do not count.
 */
export function printsDecimals(cells: readonly string[], mark: Convention): boolean {
  const re = mark === "comma" ? /^\(?\d{1,3}(?:,\d{3})+\.\d{1,2}\)?$/ : /^\(?\d{1,3}(?:\.\d{3})+,\d{1,2}\)?$/;
  return cells.some((c) => re.test(c.trim()));
}

/**
 * The cell's text with its grouping marks repaired for a file grouped with `mark`, and whether
 * that was a guess; undefined when the cell needs no repair or is not such an amount.
 */
export function repairGrouping(
  text: string,
  file: { mark: Convention; decimals: boolean },
): { text: string; guessed: boolean } | undefined {
  const withCents = GROUPED_CENTS.exec(text.trim());
  if (withCents && file.decimals) {
    // "30.740.50" on a page of "26,915.62"s: groups, then the cents, in the file's convention.
    const [, open, body, cents, close] = withCents as unknown as [string, string, string, string, string];
    if ((open === "(") !== (close === ")")) return undefined;
    const sign = file.mark === "comma" ? "," : ".";
    const point = file.mark === "comma" ? "." : ",";
    const repaired = `${open}${body.split(/[.,]/).join(sign)}${point}${cents}${close}`;
    return repaired === text.trim() ? undefined : { text: repaired, guessed: true };
  }
  const m = GROUPED.exec(text.trim());
  if (!m) return undefined;
  const [, open, body, close] = m as unknown as [string, string, string, string];
  if ((open === "(") !== (close === ")")) return undefined;
  const sign = file.mark === "comma" ? "," : ".";
  const other = file.mark === "comma" ? "." : ",";
  if (!body.includes(other) && !/[.,]{2}/.test(body)) return undefined;
  const groups = body.split(/[.,]{1,2}/);
  const repaired = `${open}${groups.join(sign)}${close}`;
  // One mark: "27.586" might be a decimal; only a file printing no decimals makes it grouping.
  if (groups.length === 2) {
    if (file.decimals) return undefined;
    return { text: repaired, guessed: true };
  }
  return { text: repaired, guessed: true };
}

/** Digits with one parenthesis only ("2523)", "(2,8"). */
const HALF_BRACKETED = /^(?:\(\d[\d.,]*|\d[\d.,]*\))$/;

const AMOUNT_START = /^\(?[-\u2212\u2013]?\d/;
/** A minus OCR read as an em dash, a tilde or two dashes, before an amount's digits (not a year or a note). */
const DASHED = /^(\(?)(?:[\u2014~]|[-\u2212\u2013\u2014~]{2})(?=\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{1,2})?\)?$)/;

/** A negative triangle read as "A" before a grouped amount ("A7,193", "A 8,008"). */
const TRIANGLE_READ_AS_A = /^A\s?(?=\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?$)/;
/** Groups of an amount with a space after a grouping mark, or after ";" or ":" read for it ("166, 751", "19; 383"). */
const SPACED_GROUP = /^(\(?\d{1,3}(?:[.,]\d{3})*[.,;:])\s+(\d{3}(?:[.,]\d{3})*(?:[.,]\d{1,2})?\)?)$/;

/** An amount's head ending in ";" or ":" (OCR's reading of a grouping mark) with the file's mark instead. */
function withGroupingMark(head: string, mark: Convention | undefined): string {
  return head.replace(/[;:]$/, mark === "point" ? "." : ",");
}

/** A file's OCR'd lines with the repairs above; lines not read by OCR are returned as they are. */
export function repairOcrLines(input: readonly TextLine[]): TextLine[] {
  const lines = nameNotesHeaders(input);
  const ocrCells = lines.filter((l) => l.ocr).flatMap((l) => l.cells.map((c) => stripSigns(c.text)));
  const mark = groupingMark(ocrCells);
  const decimals = new Map<number, boolean>();
  if (mark) {
    for (const page of new Set(lines.filter((l) => l.ocr).map((l) => l.page))) {
      const cells = lines
        .filter((l) => l.ocr && l.page === page)
        .flatMap((l) => l.cells.map((c) => stripSigns(c.text)));
      decimals.set(page, printsDecimals(cells, mark));
    }
  }
  const notesHeaders = new Map<number, TextCell[]>();
  for (const l of lines) {
    if (!l.ocr) continue;
    const headers = l.cells.filter((c) => /^notes?$/i.test(c.text.trim()));
    if (headers.length > 0) notesHeaders.set(l.page, [...(notesHeaders.get(l.page) ?? []), ...headers]);
  }
  return lines.map((original) => {
    if (!original.ocr) return original;
    const line = joinDatePhrase(dropStrayWords(joinSplitAmounts(splitUnitHeaders(original), mark)));
    const notes = notesHeaders.get(line.page) ?? [];
    let changed = false;
    const cells: TextCell[] = [];
    for (const [i, cell] of line.cells.entries()) {
      let text = cell.text;
      let confidence = cell.confidence;
      const next = line.cells[i + 1];
      // A sign read as letters in a cell of its own, before an amount: the sign.
      if (HALF_BRACKETED.test(text) && notes.some((h) => cell.x0 < h.x1 + 6 && cell.x1 > h.x0 - 6)) {
        text = text.replace(/[()]/g, "");
      } else if (
        SIGN_WORD.test(text) &&
        text !== "₱" &&
        text !== "P" &&
        next &&
        AMOUNT_START.test(stripSigns(next.text))
      ) {
        text = "₱";
      } else if (DASHED.test(stripSigns(text))) {
        // A minus read as a long dash, a tilde or two dashes ("—1.090", "~2.804", "—-1.535").
        const t = stripSigns(text);
        text = t.replace(DASHED, "$1-");
        if (/~/.test(t)) confidence = Math.min(confidence ?? 1, GUESSED_SEPARATOR_CONFIDENCE);
        if (mark) {
          const fix = repairGrouping(text.replace("-", ""), { mark, decimals: decimals.get(line.page) ?? true });
          if (fix) {
            text = `-${fix.text}`.replace("-(", "(-");
            if (fix.guessed) confidence = Math.min(confidence ?? 1, GUESSED_SEPARATOR_CONFIDENCE);
          }
        }
      } else if (TRIANGLE_READ_AS_A.test(text)) {
        // A Japanese statement's negative triangle ("△7,193", "▲7,193") read as a capital A.
        text = text.trim().replace(TRIANGLE_READ_AS_A, "△");
        confidence = Math.min(confidence ?? 1, GUESSED_SEPARATOR_CONFIDENCE);
      } else if (AMOUNT_START.test(stripSigns(text))) {
        text = stripSigns(text);
        const spaced = SPACED_GROUP.exec(text);
        if (spaced) {
          // "166, 751": a space after the grouping mark (a wide Courier gap); ";" or ":" for the mark.
          const [, head, tail] = spaced as unknown as [string, string, string];
          text = `${withGroupingMark(head, mark)}${tail}`;
          confidence = Math.min(confidence ?? 1, GUESSED_SEPARATOR_CONFIDENCE);
        }
        if (mark) {
          const fix = repairGrouping(text, { mark, decimals: decimals.get(line.page) ?? true });
          if (fix) {
            text = fix.text;
            if (fix.guessed) confidence = Math.min(confidence ?? 1, GUESSED_SEPARATOR_CONFIDENCE);
          }
        }
      }
      if (text !== cell.text || confidence !== cell.confidence) changed = true;
      cells.push(text === cell.text && confidence === cell.confidence ? cell : { ...cell, text, confidence });
    }
    return changed || line !== original ? { ...line, cells, text: cells.map((c) => c.text).join(" ") } : original;
  });
}

const MONTH_WORD =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|januar|februar|märz|mai|juni|juli|oktober|dezember)[.,]?$/i;

/** A date phrase ("For the years ended 31 December, 2024 and 2023") spread over word-spaced cells: one cell. */
function joinDatePhrase(line: TextLine): TextLine {
  const cells = line.cells;
  if (cells.length < 3) return line;
  const words = cells.flatMap((c) => c.text.trim().split(/\s+/));
  if (!words.some((w) => MONTH_WORD.test(w))) return line;
  if (!words.some((w) => /^\p{Ll}{2,}$/u.test(w) && !MONTH_WORD.test(w))) return line;
  if (!words.some((w) => /^(?:19|20)\d\d[.,]?$/.test(w))) return line;
  if (cells.some((c) => /\d[.,]\d{3}/.test(c.text))) return line;
  for (let i = 1; i < cells.length; i++) {
    const gap = (cells[i]?.x0 ?? 0) - (cells[i - 1]?.x1 ?? 0);
    if (gap > 1.5 * line.size) return line;
  }
  const first = cells[0] as TextCell;
  const last = cells[cells.length - 1] as TextCell;
  const confidences = cells.flatMap((c) => (c.confidence === undefined ? [] : [c.confidence]));
  const text = cells.map((c) => c.text.trim()).join(" ");
  const joined: TextCell = {
    text,
    x0: first.x0,
    x1: last.x1,
    ...(confidences.length > 0 ? { confidence: Math.min(...confidences) } : {}),
  };
  return { ...line, cells: [joined], text };
}

/** A short word read in the gap between a label and its amounts, where no word is printed. */
function dropStrayWords(line: TextLine): TextLine {
  const kept = line.cells.filter((cell, i) => {
    const before = line.cells[i - 1];
    const after = line.cells[i + 1];
    const stray =
      before !== undefined &&
      after !== undefined &&
      /^\p{L}{1,3}$/u.test(cell.text.trim()) &&
      !SIGN_WORD.test(cell.text.trim()) &&
      !/^(?:nil|eur|usd|gbp|chf)$/i.test(cell.text.trim()) &&
      (cell.confidence ?? 1) < 0.9 &&
      // Far from the label, or nearer when Tesseract hardly believes it (a leader's dots, a speck).
      (cell.x0 - before.x1 > 4 * line.size ||
        ((cell.confidence ?? 1) < 0.6 && cell.text.trim().length <= 2 && cell.x0 - before.x1 > 0.5 * line.size)) &&
      /\p{L}{3}/u.test(before.text) &&
      AMOUNT_START.test(stripSigns(after.text));
    return !stray;
  });
  return kept.length === line.cells.length ? line : { ...line, cells: kept };
}

/** An amount's text without a currency sign read as letters before or after it. */
function stripSigns(text: string): string {
  // A speck read as a low quote or a comma before the digits ("‚3.432.583,62") is no sign either.
  const t = text.trim().replace(/^[\u201a\u201e,'`\u2018\u2019]+(?=\(?\d{1,3}(?:[.,]\d{3})+)/, "");
  const lead = t.replace(LEADING_SIGN, "");
  return lead.replace(TRAILING_SIGN, "");
}

/** A note reference under the notes column: "4", "16", "5,6", "10,17", "7.2" (not a year, not an amount). */
const NOTE_REF = /^\d{1,2}(?:[.,]\s?\d{1,2})*$/;
/** A year over a column: "2024", "FY 2024". */
const YEAR_WORD = /^(?:fy\s?)?(?:19|20)\d\d$/i;

/**
 * The notes column's header garbled into a short word ("Sind", "Nele" for "Notes", "Note"): a word
 * of two to six letters Tesseract doubts, alone on its line but for years or a period phrase to its
 * right, over a column of note references in the lines below (at least two within the next 30
 * lines of the page, under it). It becomes "Notes", so that the header line is one of years (and
 * a note column) rather than a row labelled "Sind" with the years as its amounts.
 */
function nameNotesHeaders(lines: readonly TextLine[]): readonly TextLine[] {
  let out: TextLine[] | undefined;
  for (const [i, line] of lines.entries()) {
    if (!line.ocr) continue;
    const [word, ...rest] = line.cells;
    if (!word || rest.length === 0) continue;
    const text = word.text.trim();
    if (!/^\p{L}{2,6}\.?$/u.test(text) || /^notes?$/i.test(text) || (word.confidence ?? 1) >= 0.9) continue;
    // The rest of the line: years, or words (a period phrase) with no amount among them.
    if (!rest.every((c) => YEAR_WORD.test(c.text.trim()) || !/\d[.,]\d{3}/.test(c.text))) continue;
    if (!rest.some((c) => YEAR_WORD.test(c.text.trim()) || /\b(?:19|20)\d\d\b|\p{L}{3}/u.test(c.text))) continue;
    let refs = 0;
    let labelled = 0;
    for (const below of lines.slice(i + 1, i + 31)) {
      if (below.page !== line.page) break;
      const under = below.cells.filter((c) => c.x0 < word.x1 + 6 && c.x1 > word.x0 - 6);
      if (under.some((c) => NOTE_REF.test(c.text.trim()) && !YEAR_WORD.test(c.text.trim()))) refs += 1;
      // The word must sit right of the labels: a row's label starting under it is no note column.
      if (
        below.cells[0] &&
        below.cells[0].x0 >= word.x0 - 6 &&
        below.cells[0].x0 <= word.x1 &&
        /\p{L}{3}/u.test(below.cells[0].text)
      )
        labelled += 1;
    }
    if (refs < 2 || labelled > 0) continue;
    const header: TextCell = { ...word, text: "Notes" };
    const cells = [header, ...rest];
    out ??= [...lines];
    out[i] = { ...line, cells, text: cells.map((c) => c.text).join(" ") };
  }
  return out ?? lines;
}

/** A column's unit header ("TEUR", "EUR", "T€", "£'000", "$000", "Tsd.") as the first word of a longer cell. */
const UNIT_THEN_WORDS = /^((?:T?EUR|T?€|TCHF|CHF|Tsd\.?|USD|GBP|[$£€]\s?'?000|'000)) +(\p{Lu}\p{L}{3,}(?: .*)?)$/u;

/**
 * A column's unit header glued to the heading of the block beside it ("TEUR Passiva": the prior
 * year's "TEUR" and the liabilities side's heading of a balance sheet printed in two blocks side
 * by side, one cell because Tesseract saw one word gap): two cells, split where the words are in
 * proportion to their letters. Otherwise the side's heading is lost and with it the whole side.
 */
function splitUnitHeaders(line: TextLine): TextLine {
  if (!line.cells.some((c) => UNIT_THEN_WORDS.test(c.text.trim()))) return line;
  const cells = line.cells.flatMap((cell): TextCell[] => {
    const m = UNIT_THEN_WORDS.exec(cell.text.trim());
    if (!m) return [cell];
    const [, unit, rest] = m as unknown as [string, string, string];
    const perChar = (cell.x1 - cell.x0) / cell.text.trim().length;
    const cut = cell.x0 + perChar * unit.length;
    return [
      { ...cell, text: unit, x1: cut },
      { ...cell, text: rest, x0: cut + perChar },
    ];
  });
  return { ...line, cells, text: cells.map((c) => c.text).join(" ") };
}

/** Digits as Tesseract misreads them in a group of three: "T" for 7, "l", "I", "i" for 1, "O" for 0, "S" for 5, "B" for 8. */
const DIGIT_LIKE: Readonly<Record<string, string>> = { T: "7", l: "1", I: "1", i: "1", O: "0", o: "0", S: "5", B: "8" };

/**
 * An amount split after a grouping mark, its last group read with a letter ("2,116," then "T12" for
 * 2,116,712): one cell when the two are a word's gap apart and the second is three digits or
 * digit-like letters (at least two digits), as a guess the reader flags.
 */
function joinSplitAmounts(line: TextLine, mark: Convention | undefined): TextLine {
  const cells: TextCell[] = [];
  let changed = false;
  for (let i = 0; i < line.cells.length; i++) {
    const cell = line.cells[i] as TextCell;
    const next = line.cells[i + 1];
    const head = /^\(?\d{1,3}(?:[.,]\d{3})*[.,;:]$/.test(cell.text.trim());
    const tail = next ? /^(?=(?:.*\d){2})[\dTlIiOoSB]{3}\)?$/.test(next.text.trim()) : false;
    if (next && head && tail && next.x0 - cell.x1 <= 1.5 * line.size) {
      const digits = next.text.trim().replace(/[TlIiOoSB]/g, (ch) => DIGIT_LIKE[ch] ?? ch);
      cells.push({
        ...cell,
        text: `${withGroupingMark(cell.text.trim(), mark)}${digits}`,
        x1: next.x1,
        confidence: Math.min(cell.confidence ?? 1, next.confidence ?? 1, GUESSED_SEPARATOR_CONFIDENCE),
      });
      i += 1;
      changed = true;
      continue;
    }
    cells.push(cell);
  }
  return changed ? { ...line, cells, text: cells.map((c) => c.text).join(" ") } : line;
}
