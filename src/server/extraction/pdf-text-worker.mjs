// Reads the positioned text of a PDF with pdf.js in a worker thread, so that a hostile or huge
// PDF can be stopped (terminated) and limited in memory without touching the API's event loop.
// Plain JavaScript so that it loads the same under tsx, vitest and node. Protocol:
//   in:  { id, bytes: Uint8Array, maxPages }
//   out: { id, ok: true, pageCount, pages: Array<Array<{ text, x0, x1, y, size }>> }
//        { id, ok: false, unreadable: boolean, name, message }
import { serve, withPdf } from "./pdf-worker-common.mjs";

function read(bytes, maxPages) {
  return withPdf(bytes, async (doc) => {
    const pageCount = doc.numPages;
    const pagesRead = Math.min(pageCount, maxPages ?? pageCount);
    const pages = [];
    for (let p = 1; p <= pagesRead; p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      const items = [];
      for (const raw of content.items) {
        if (!("str" in raw)) continue;
        const text = raw.str;
        if (!text || text.trim().length === 0) continue;
        const [a, b, c, d, e, f] = raw.transform;
        // Rotated text (watermarks, vertical labels) is not part of a statement's grid.
        if (Math.abs(b ?? 0) > 0.01 || Math.abs(c ?? 0) > 0.01 || (a ?? 0) <= 0) continue;
        const size = Math.abs(d ?? raw.height ?? 10) || 10;
        items.push({ text, x0: e ?? 0, x1: (e ?? 0) + raw.width, y: f ?? 0, size });
      }
      pages.push(items);
      page.cleanup();
    }
    return { ok: true, pageCount, pages };
  });
}

serve((msg) => read(msg.bytes, msg.maxPages));
