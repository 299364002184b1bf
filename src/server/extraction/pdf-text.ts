/**
 * The text of a PDF as lines of cells, read with pdf.js (legacy build for Node). A cell is a run
 * of text items close enough to belong together; cells far apart on one line are the columns of
 * a statement. Coordinates are PDF points, x to the right, y upwards.
 */
export interface TextCell {
  text: string;
  x0: number;
  x1: number;
}

export interface TextLine {
  page: number;
  y: number;
  size: number;
  cells: TextCell[];
  /** The cells joined by single spaces. */
  text: string;
}

export interface PdfText {
  pageCount: number;
  /** Pages read (at most `maxPages`). */
  pagesRead: number;
  lines: TextLine[];
}

/** A PDF that pdf.js cannot open (damaged, encrypted with a password, not a PDF). */
export class UnreadablePdfError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnreadablePdfError";
  }
}

interface Item {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
}

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
let pdfjs: Promise<PdfJs> | undefined;
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import("pdfjs-dist/legacy/build/pdf.mjs");
  return pdfjs;
}

/** Groups positioned text items into lines (same baseline) and cells (close together). */
export function itemsToLines(items: Item[], page: number): TextLine[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const groups: Item[][] = [];
  for (const item of sorted) {
    const group = groups[groups.length - 1];
    const ref = group?.[0];
    if (group && ref && Math.abs(ref.y - item.y) <= Math.max(2, 0.4 * Math.min(ref.size, item.size))) group.push(item);
    else groups.push([item]);
  }
  const lines: TextLine[] = [];
  for (const group of groups) {
    group.sort((a, b) => a.x0 - b.x0);
    const size = Math.max(...group.map((g) => g.size));
    const cells: TextCell[] = [];
    for (const item of group) {
      const last = cells[cells.length - 1];
      const gap = last ? item.x0 - last.x1 : Number.POSITIVE_INFINITY;
      if (last && gap <= 0.5 * size) {
        last.text += gap > 0.12 * size ? ` ${item.text}` : item.text;
        last.x1 = Math.max(last.x1, item.x1);
      } else {
        cells.push({ text: item.text, x0: item.x0, x1: item.x1 });
      }
    }
    // Generators that align columns with runs of spaces inside one string: split on 2+ spaces.
    const split: TextCell[] = [];
    for (const cell of cells) {
      const raw = cell.text;
      const parts = [...raw.matchAll(/\S+(?: \S+)*/g)];
      if (parts.length <= 1 || !/ {2,}/.test(raw)) {
        split.push({ text: raw.trim(), x0: cell.x0, x1: cell.x1 });
        continue;
      }
      const per = (cell.x1 - cell.x0) / Math.max(1, raw.length);
      for (const p of parts) {
        const start = p.index ?? 0;
        split.push({ text: p[0], x0: cell.x0 + start * per, x1: cell.x0 + (start + p[0].length) * per });
      }
    }
    const kept = split.filter((c) => c.text.length > 0);
    if (kept.length === 0) continue;
    lines.push({
      page,
      y: group[0]?.y ?? 0,
      size,
      cells: kept,
      text: kept.map((c) => c.text).join(" "),
    });
  }
  return lines;
}

/**
 * Reads the text lines of a PDF. Rejects with UnreadablePdfError when pdf.js cannot open it;
 * stops between pages when `signal` aborts.
 */
export async function readPdfText(
  bytes: Uint8Array,
  opts: { maxPages?: number; signal?: AbortSignal } = {},
): Promise<PdfText> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
    // No standard-font data: text extraction needs only the built-in metrics (twice as fast, same text).
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => {});
    const name = (err as { name?: string }).name ?? "Error";
    const message = (err as { message?: string }).message ?? String(err);
    throw new UnreadablePdfError(
      name === "PasswordException" ? "The PDF is protected by a password" : `The PDF could not be read: ${message}`,
    );
  }
  try {
    const pageCount = doc.numPages;
    const pagesRead = Math.min(pageCount, opts.maxPages ?? pageCount);
    const lines: TextLine[] = [];
    for (let p = 1; p <= pagesRead; p++) {
      opts.signal?.throwIfAborted();
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      const items: Item[] = [];
      for (const raw of content.items) {
        if (!("str" in raw)) continue;
        const text = raw.str;
        if (!text || text.trim().length === 0) continue;
        const [a, b, c, d, e, f] = raw.transform as number[];
        // Rotated text (watermarks, vertical labels) is not part of a statement's grid.
        if (Math.abs(b ?? 0) > 0.01 || Math.abs(c ?? 0) > 0.01 || (a ?? 0) <= 0) continue;
        const size = Math.abs(d ?? raw.height ?? 10) || 10;
        items.push({ text, x0: e ?? 0, x1: (e ?? 0) + raw.width, y: f ?? 0, size });
      }
      lines.push(...itemsToLines(items, p));
      page.cleanup();
    }
    return { pageCount, pagesRead, lines };
  } finally {
    await doc.destroy().catch(() => {});
  }
}
