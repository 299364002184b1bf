import type { ScaleReading } from "./numbers";
import type { TextLine } from "./pdf-text";

/**
 * reader25: figures printed with their scale as a suffix ("18,312k", "-1,046k", "(2.4m)", "1.2bn"),
 * as management packs print them. When a document's figures carry one suffix nearly all alike (nine
 * in ten figure cells or more, ten at least), the suffix is the document's scale: it is taken off the
 * figures, which then read as any others, and the scale is the suffix's. A document mixing suffixes,
 * or printing a few suffixed figures among plain ones, is left as it is (those figures stay unread).
 */
const SUFFIXED = /^([(\-\u2212\u2013]?\s*[$€£¥]?\s*\d[\d.,'’]*)\s?(k|m|mn|bn)(\)?)$/i;
/** A plain figure cell (no suffix), not a year or a lone small number (a note or a day). */
const PLAIN = /^[(\-\u2212\u2013]?\s*[$€£¥]?\s*\d[\d.,'’]*\)?$/;
const SCALES: Record<string, number> = { k: 1000, m: 1_000_000, mn: 1_000_000, bn: 1_000_000_000 };

export function figuresWithScaleSuffix(
  lines: readonly TextLine[],
): { lines: TextLine[]; scale: ScaleReading } | undefined {
  // Each cell's suffix match, read once: counted here, taken off below.
  const matches = lines.map((line) => line.cells.map((cell) => SUFFIXED.exec(cell.text.trim())));
  const suffixes = new Map<string, number>();
  let plain = 0;
  for (const [i, line] of lines.entries()) {
    for (const [j, cell] of line.cells.entries()) {
      const t = cell.text.trim();
      const m = matches[i]?.[j];
      if (m) {
        const s = (m[2] as string).toLowerCase();
        suffixes.set(s, (suffixes.get(s) ?? 0) + 1);
      } else if (PLAIN.test(t) && !/^(?:19|20)\d\d$/.test(t) && !/^\d{1,2}$/.test(t)) plain += 1;
    }
  }
  if (suffixes.size !== 1) return undefined;
  const [suffix, count] = [...suffixes.entries()][0] as [string, number];
  if (count < 10 || count < 0.9 * (count + plain)) return undefined;
  const out = lines.map((line, i) => {
    const found = matches[i] ?? [];
    if (!found.some((m) => m)) return line;
    const cells = line.cells.map((c, j) => {
      const m = found[j];
      return m ? { ...c, text: `${m[1]}${m[3]}` } : c;
    });
    return { ...line, cells, text: cells.map((c) => c.text).join(" ") };
  });
  return { lines: out, scale: { scale: SCALES[suffix] as number, phrase: suffix } };
}
