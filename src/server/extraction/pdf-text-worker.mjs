// Reads the positioned text of a PDF with pdf.js in a worker thread, so that a hostile or huge
// PDF can be stopped (terminated) and limited in memory without touching the API's event loop.
// Plain JavaScript so that it loads the same under tsx, vitest and node. Protocol:
//   in:  { id, bytes: Uint8Array, maxPages }
//   out: { id, ok: true, pageCount, pages: Array<Array<{ text, x0, x1, y, size }>>, turns }
//        (turns: per page, null or the matrix taking a turned page's displayed positions back to PDF points)
//        { id, ok: false, unreadable: boolean, name, message }
import { serve, withPdf } from "./pdf-worker-common.mjs";

function read(bytes, maxPages) {
  return withPdf(bytes, async (doc) => {
    const pageCount = doc.numPages;
    const pagesRead = Math.min(pageCount, maxPages ?? pageCount);
    const pages = [];
    /** Per page read, the matrix from displayed positions back to PDF points (null: not turned). */
    const turns = [];
    for (let p = 1; p <= pagesRead; p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      const raws = content.items.filter((raw) => "str" in raw && raw.str && raw.str.trim().length > 0);
      // A page turned by /Rotate (a landscape statement on a portrait sheet) draws its text turned
      // the other way, so that it reads upright on screen: its positions are taken as displayed.
      // A page whose text is upright as drawn (a portrait page merely shown turned) keeps them.
      const viewport = page.rotate % 360 !== 0 ? page.getViewport({ scale: 1 }) : undefined;
      const shown = viewport ? raws.map((raw) => displayed(raw.transform, viewport)) : [];
      const useShown =
        viewport !== undefined && shown.filter(upright).length > raws.filter((raw) => upright(raw.transform)).length;
      const items = [];
      raws.forEach((raw, i) => {
        const m = useShown ? shown[i] : raw.transform;
        // Rotated text (watermarks, vertical labels) is not part of a statement's grid.
        if (!upright(m)) return;
        const [, , , d, e, f] = m;
        const size = Math.abs(d ?? raw.height ?? 10) || 10;
        items.push({ text: raw.str, x0: e ?? 0, x1: (e ?? 0) + raw.width, y: f ?? 0, size });
      });
      pages.push(items);
      turns.push(useShown ? backToPdf(viewport) : null);
      page.cleanup();
    }
    return { ok: true, pageCount, pages, turns };
  });
}

/** A text run drawn upright: no turn, not mirrored. */
function upright(m) {
  const [a, b, c] = m;
  return Math.abs(b ?? 0) <= 0.01 && Math.abs(c ?? 0) <= 0.01 && (a ?? 0) > 0;
}

/**
 * A run's matrix as the page is displayed (after its /Rotate), in points with y upwards: the
 * viewport's matrix (y downwards) times the run's, flipped back.
 */
function displayed(t, viewport) {
  const v = viewport.transform;
  const m = [
    v[0] * t[0] + v[2] * t[1],
    v[1] * t[0] + v[3] * t[1],
    v[0] * t[2] + v[2] * t[3],
    v[1] * t[2] + v[3] * t[3],
    v[0] * t[4] + v[2] * t[5] + v[4],
    v[1] * t[4] + v[3] * t[5] + v[5],
  ];
  return [m[0], -m[1], m[2], -m[3], m[4], viewport.height - m[5]];
}

/** The inverse of `displayed` for a position: displayed points (y upwards) → PDF user space. */
function backToPdf(viewport) {
  const v = viewport.transform;
  const [a, b, c, d, e, f] = [v[0], -v[1], v[2], -v[3], v[4], viewport.height - v[5]];
  const det = a * d - b * c;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

serve((msg) => read(msg.bytes, msg.maxPages));
