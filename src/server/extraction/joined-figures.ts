import { splitInTwo, type TextCell, type TextLine } from "./pdf-text";

/**
 * reader21: two amounts the PDF's text layer gave as one run ("52.270 49.053", "24,127 22,446":
 * the current and prior year of a row whose figures a producer wrote as one string), given as two
 * cells placed in proportion to their characters, so each falls under its own column.
 *
 * Only two amounts that both print a thousands group (or are in parentheses with one): "2025 2024"
 * (a header), "12 1,234" (a note and a figure), "1 234 567" (a space-grouped figure) and a date are
 * never split.
 */
const GROUPED = String.raw`\(?[-\u2212\u2013]?\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?\)?`;
const TWO_AMOUNTS = new RegExp(`^\\s*(${GROUPED})\\s+(${GROUPED})\\s*$`);

export function splitJoinedFigures(cell: TextCell): TextCell[] {
  const m = TWO_AMOUNTS.exec(cell.text);
  if (!m) return [cell];
  const [head, tail] = [m[1] as string, m[2] as string];
  // A parenthesis opened in one half and closed in the other is one figure ("(1,234 5,678)" is none).
  const balanced = (s: string) => s.startsWith("(") === s.endsWith(")");
  if (!balanced(head) || !balanced(tail)) return [cell];
  return splitInTwo(cell, head, tail);
}

/** A line whose cells hold two run-together amounts, with each given as its own cell. */
export function separateJoinedFigures(line: TextLine): TextLine {
  if (line.ocr || !line.cells.some((c) => splitJoinedFigures(c).length > 1)) return line;
  const cells = line.cells.flatMap(splitJoinedFigures);
  return { ...line, cells, text: cells.map((c) => c.text).join(" ") };
}
