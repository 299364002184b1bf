// What the PDF worker threads (pdf-text-worker.mjs, ocr-render-worker.mjs) share: opening a PDF with
// pdf.js the same safe way, and the message loop of worker-thread.ts's protocol (`serve`, also used
// by tagged/tagged-worker.mjs):
//   in:  { id, ...payload }
//   out: { id, ok: true, ...result } | { id, ok: false, unreadable: boolean, name, message }
// Plain JavaScript so that it loads the same under tsx, vitest and node.
import { parentPort } from "node:worker_threads";

let pdfjs;

/**
 * Opens `bytes` with pdf.js (no eval, no font faces, no system fonts, errors tolerated) and runs
 * `use(doc)` on it, destroying the document afterwards. A PDF pdf.js cannot open answers
 * `{ ok: false, unreadable: true, name, message }`.
 */
export async function withPdf(bytes, use) {
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
    return await use(doc);
  } finally {
    await doc.destroy().catch(() => {});
  }
}

/**
 * Answers each message with `handle(message)`'s result (buffers listed by `transferOf(result)` are
 * handed over, not copied); a thrown error answers `{ ok: false, unreadable: false, name, message }`.
 */
export function serve(handle, transferOf = () => []) {
  parentPort?.on("message", async (msg) => {
    try {
      const result = await handle(msg);
      parentPort?.postMessage({ id: msg.id, ...result }, transferOf(result));
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
}
