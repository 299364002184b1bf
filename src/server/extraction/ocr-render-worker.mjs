// Renders pages of a PDF to greyscale images for OCR, with pdf.js (legacy build) drawing on
// @napi-rs/canvas, in a worker thread so that a hostile PDF can be stopped and limited in memory.
// Plain JavaScript so that it loads the same under tsx, vitest and node. Protocol:
//   in:  { id, bytes: Uint8Array, pages: number[], dpi, maxPixels }
//   out: { id, ok: true, pages: Array<{ page, width, height, scale, pgm: Uint8Array }> }
//        (width/height of the page in PDF points; scale = pixels per point; pgm = binary PGM image)
//        { id, ok: false, unreadable: boolean, name, message }
import { parentPort } from "node:worker_threads";

let pdfjs;

/** A binary PGM (P5) of the canvas, in grey: Tesseract's Leptonica reads it without decoding. */
function toPgm(ctx, w, h) {
  const rgba = ctx.getImageData(0, 0, w, h).data;
  const header = new TextEncoder().encode(`P5\n${w} ${h}\n255\n`);
  const out = new Uint8Array(header.length + w * h);
  out.set(header, 0);
  let o = header.length;
  for (let i = 0; i < rgba.length; i += 4) {
    // Transparent (unpainted) pixels are paper: white.
    const a = rgba[i + 3] / 255;
    const grey = 0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2];
    out[o++] = Math.round(grey * a + 255 * (1 - a));
  }
  return out;
}

async function render(bytes, pages, dpi, maxPixels) {
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
    const out = [];
    for (const p of pages) {
      if (p < 1 || p > doc.numPages) continue;
      const page = await doc.getPage(p);
      const base = page.getViewport({ scale: 1 });
      // dpi/72 pixels a point, less for pages so large that the image would pass maxPixels.
      let scale = dpi / 72;
      const pixels = base.width * base.height * scale * scale;
      if (pixels > maxPixels) scale *= Math.sqrt(maxPixels / pixels);
      const viewport = page.getViewport({ scale });
      const w = Math.max(1, Math.floor(viewport.width));
      const h = Math.max(1, Math.floor(viewport.height));
      const { canvas, context } = doc.canvasFactory.create(w, h);
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, w, h);
      await page.render({ canvas, canvasContext: context, viewport, background: "#ffffff" }).promise;
      const pgm = toPgm(context, w, h);
      doc.canvasFactory.destroy({ canvas, context });
      out.push({ page: p, width: base.width, height: base.height, scale, pgm });
      page.cleanup();
    }
    return { ok: true, pages: out };
  } finally {
    await doc.destroy().catch(() => {});
  }
}

parentPort?.on("message", async (msg) => {
  try {
    const result = await render(msg.bytes, msg.pages, msg.dpi, msg.maxPixels);
    const transfer = result.ok ? result.pages.map((p) => p.pgm.buffer) : [];
    parentPort?.postMessage({ id: msg.id, ...result }, transfer);
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
