// Reads the positioned text of a PDF with pdf.js in a worker thread, so that a hostile or huge
// PDF can be stopped (terminated) and limited in memory without touching the API's event loop.
// Plain JavaScript so that it loads the same under tsx, vitest and node. Protocol:
//   in:  { id, bytes: Uint8Array, maxPages }
//   out: { id, ok: true, pageCount, pages: Array<Array<{ text, x0, x1, y, size }>> }
//        { id, ok: false, unreadable: boolean, name, message }
import { parentPort } from "node:worker_threads";

let pdfjs;

async function read(bytes, maxPages) {
  pdfjs ??= await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => {});
    return { ok: false, unreadable: true, name: err?.name ?? "Error", message: err?.message ?? String(err) };
  }
  try {
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
  } finally {
    await doc.destroy().catch(() => {});
  }
}

parentPort?.on("message", async (msg) => {
  try {
    const result = await read(msg.bytes, msg.maxPages);
    parentPort?.postMessage({ id: msg.id, ...result });
  } catch (err) {
    parentPort?.postMessage({
      id: msg.id,
      ok: false,
      unreadable: false,
      name: err?.name ?? "Error",
      message: err?.message ?? String(err),
    });
  }
});
