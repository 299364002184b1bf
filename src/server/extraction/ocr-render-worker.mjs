// Renders pages of a PDF to greyscale images for OCR, with pdf.js (legacy build) drawing on
// @napi-rs/canvas, in a worker thread so that a hostile PDF can be stopped and limited in memory.
// Plain JavaScript so that it loads the same under tsx, vitest and node. Protocol:
//   in:  { id, bytes: Uint8Array, pages: number[], dpi, maxPixels }
//   out: { id, ok: true, pages: Array<{ page, width, height, scale, pgm: Uint8Array, ink }> }
//        (width/height of the page in PDF points; scale = pixels per point; pgm = binary PGM image;
//        ink = inkSummary of the cleaned image: word-like blobs, near-empty or not)
//        { id, ok: false, unreadable: boolean, name, message }
import { inkSummary } from "./ocr-ink.mjs";
import { serve, withPdf } from "./pdf-worker-common.mjs";

/**
 * A binary PGM (P5) of the canvas in grey (Tesseract's Leptonica reads it without decoding),
 * cleaned of scanner speckles and table rules (below).
 */
function toPgm(ctx, w, h, scale) {
  const rgba = ctx.getImageData(0, 0, w, h).data;
  const header = new TextEncoder().encode(`P5\n${w} ${h}\n255\n`);
  const out = new Uint8Array(header.length + w * h);
  out.set(header, 0);
  const px = out.subarray(header.length);
  for (let i = 0, o = 0; i < rgba.length; i += 4, o++) {
    // Transparent (unpainted) pixels are paper: white.
    const a = rgba[i + 3] / 255;
    const g = 0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2];
    px[o] = Math.round(g * a + 255 * (1 - a));
  }
  despeckle(px, w, h, scale);
  removeRules(px, w, h, scale);
  return { pgm: out, ink: inkSummary(px, w, h, scale) };
}

/**
 * Removes specks: dark pixels with few dark pixels around them (within about 0.8 points), as
 * dust and noise on a scan leave. Tesseract reads such dots as characters. Dots that belong to
 * text (i-dots, umlauts, decimal points, thousands commas) are larger or sit next to a letter or
 * digit, so their neighbourhood is darker and they stay.
 */
function despeckle(px, w, h, scale) {
  const DARK = 160;
  const r = Math.max(2, Math.round(0.8 * scale));
  const limit = Math.max(4, Math.round(0.35 * scale * scale));
  // Integral image of the dark mask.
  const W = w + 1;
  const sum = new Uint32Array(W * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += px[y * w + x] < DARK ? 1 : 0;
      sum[(y + 1) * W + x + 1] = sum[y * W + x + 1] + row;
    }
  }
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(h, y + r + 1);
    for (let x = 0; x < w; x++) {
      if (px[y * w + x] >= DARK) continue;
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(w, x + r + 1);
      const n = sum[y1 * W + x1] - sum[y0 * W + x1] - sum[y1 * W + x0] + sum[y0 * W + x0];
      if (n <= limit) px[y * w + x] = 255;
    }
  }
}

/**
 * Erases table rules: runs of dark pixels longer than any character (16 points across, 24 points
 * down), and dotted or dashed rows as long with nothing above or below them (leaders), painted
 * over in the paper's tone. Tesseract reads a rule touching a row of text as part
 * of it, which garbles the row (column headers over a rule, totals under one). A pixel counts as
 * dark for the run when it or a neighbour across the run is, so a rule of a slightly rotated scan
 * (stepping one pixel every few dozen) still reads as one run.
 */
function removeRules(px, w, h, scale) {
  const hist = new Uint32Array(256);
  for (let i = 0; i < px.length; i += 7) hist[px[i]]++;
  let paper = 255;
  for (let v = 129, best = -1; v < 256; v++) {
    if (hist[v] > best) {
      best = hist[v];
      paper = v;
    }
  }
  // A thin rule on a scan is grey rather than black: anything clearly darker than the paper.
  const DARK = Math.min(170, paper - 40);
  const edge = Math.max(DARK, paper - 25);
  const across = Math.max(20, Math.round(16 * scale));
  const down = Math.max(30, Math.round(24 * scale));
  const dark = (i) => px[i] < DARK;
  const mark = new Uint8Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    let start = -1;
    for (let x = 0; x <= w; x++) {
      const i = y * w + x;
      const d = x < w && (dark(i) || dark(i - w) || dark(i + w));
      if (d && start < 0) start = x;
      else if (!d && start >= 0) {
        if (x - start >= across) for (let k = start; k < x; k++) mark[y * w + k] = 1;
        start = -1;
      }
    }
  }
  // Dotted and dashed rules (leaders from a label to its amount): dark bits with small gaps along
  // a row, with nothing above and below them (text has strokes there).
  const gap = Math.max(3, Math.round(1.5 * scale));
  const off = Math.max(3, Math.round(1.1 * scale));
  const thin = (y, x0, x1) => {
    let n = 0;
    for (let x = x0; x < x1; x++) {
      if (dark((y - off) * w + x)) n++;
      if (dark((y + off) * w + x)) n++;
    }
    return n < 0.1 * (x1 - x0);
  };
  for (let y = off + 1; y < h - off - 1; y++) {
    let start = -1;
    let last = -1;
    for (let x = 0; x <= w; x++) {
      const i = y * w + x;
      const d = x < w && (dark(i) || dark(i - w) || dark(i + w));
      if (d) {
        if (start < 0) start = x;
        last = x;
      } else if (start >= 0 && (x === w || x - last > gap)) {
        if (last + 1 - start >= across && thin(y, start, last + 1)) {
          for (let k = start; k <= last; k++) mark[y * w + k] = 1;
        }
        start = -1;
      }
    }
  }
  for (let x = 1; x < w - 1; x++) {
    let start = -1;
    for (let y = 0; y <= h; y++) {
      const i = y * w + x;
      const d = y < h && (dark(i) || dark(i - 1) || dark(i + 1));
      if (d && start < 0) start = y;
      else if (!d && start >= 0) {
        if (y - start >= down) for (let k = start; k < y; k++) mark[k * w + x] = 1;
        start = -1;
      }
    }
  }
  for (let i = 0; i < px.length; i++) if (mark[i] && px[i] < edge) px[i] = paper;
}

function render(bytes, pages, dpi, maxPixels) {
  return withPdf(bytes, async (doc) => {
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
      const { pgm, ink } = toPgm(context, w, h, scale);
      doc.canvasFactory.destroy({ canvas, context });
      out.push({ page: p, width: base.width, height: base.height, scale, pgm, ink });
      page.cleanup();
    }
    return { ok: true, pages: out };
  });
}

serve(
  (msg) => render(msg.bytes, msg.pages, msg.dpi, msg.maxPixels),
  (result) => (result.ok ? result.pages.map((p) => p.pgm.buffer) : []),
);
