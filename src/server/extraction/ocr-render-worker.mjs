// Renders pages of a PDF to greyscale images for OCR, with pdf.js (legacy build) drawing on
// @napi-rs/canvas, in a worker thread so that a hostile PDF can be stopped and limited in memory.
// Plain JavaScript so that it loads the same under tsx, vitest and node. Protocol:
//   in:  { id, bytes: Uint8Array, pages: number[], dpi, maxPixels }
//   out: { id, ok: true, pages: Array<{ page, width, height, scale, pgm: Uint8Array, ink }> }
//        (width/height of the page in PDF points; scale = pixels per point; pgm = binary PGM image;
//        ink = inkSummary of the cleaned image: word-like blobs, near-empty or not, turned or not;
//        turn = 90 when the words ran down the page and the image was turned a quarter clockwise,
//        width and height then those of the turned page)
//        { id, ok: false, unreadable: boolean, name, message }
import {
  darkAround,
  dropStamps,
  flattenLight,
  halveImage,
  inkSummary,
  paperTone,
  pgmImage,
  rotateImage,
  skewAngle,
  turnImage,
  whitenBackground,
  whitenLightSpecks,
} from "./ocr-ink.mjs";
import { serve, withPdf } from "./pdf-worker-common.mjs";

/**
 * Print is at least this many levels darker than the paper (`whitenLightSpecks`): a lighter pixel a
 * point away from anything darker is a speck of the paper's grain, and turns white.
 */
const LIGHT_SPECK = 80;
/**
 * Skew (degrees) from which a page is levelled before reading: at 1.5° a row's end lies a third of a
 * line lower than its start across an A4 page's text; less, and Tesseract's own line finding copes
 * (every corpus scan read well lies within 1.25°).
 */
const MIN_SKEW = 1.5;
/**
 * A scan's own resolution (pixels an inch of its largest image) up to which a speckled page is read
 * at the rendering's 300 dpi rather than halved: a 150 dpi scan halved is read at its own coarse
 * resolution, where Tesseract lost the thousands commas and minus signs of batch 22's pdfme table
 * (the photocopy it was made for is a 200 dpi scan).
 */
const COARSE_SCAN_DPI = 160;
/**
 * Levels under the paper's tone from which a coarse speckled page's background turns white: its
 * paper (231 on batch 22's scan) and a table's row shading (221) go, print (under 120) keeps its
 * strokes and their grey edges down to this level.
 */
const BACKGROUND = 25;

/**
 * A binary PGM (P5) of the canvas in grey (Tesseract's Leptonica reads it without decoding),
 * cleaned of scanner speckles and table rules (below).
 */
function toPgm(ctx, w, h, scale, source) {
  const rgba = ctx.getImageData(0, 0, w, h).data;
  const { out, px } = pgmImage(w, h);
  for (let i = 0, o = 0; i < rgba.length; i += 4, o++) {
    const g = 0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2];
    const alpha = rgba[i + 3];
    // Transparent (unpainted) pixels are paper: white. The page is painted white first, so nearly
    // every pixel is opaque, where the blend below is the grey itself.
    if (alpha === 255) px[o] = Math.round(g);
    else {
      const a = alpha / 255;
      px[o] = Math.round(g * a + 255 * (1 - a));
    }
  }
  // A coloured stamp across the print (its "12" of "12 MAR 2026" read into a statement's title) goes first.
  dropStamps(rgba, px, w, h, scale);
  flattenLight(px, w, h, scale);
  despeckle(px, w, h, scale);
  // After the despeckler: the light halo of a dark speck it erased is then far from print too.
  const paper = paperTone(px);
  const speckled = whitenLightSpecks(px, w, h, scale, paper - LIGHT_SPECK);
  // A speckled page of a coarse scan (150 dpi, upscaled to 300 by the rendering) keeps the paper's grey
  // beside every glyph after the specks are whitened (a box of row shading or paper round each word),
  // and its grey rules' blurred edges stay beside the rows after the rules' cores are erased: Tesseract
  // read both into the figures ("12,306,540" as "TTT fa3ese0"). Its background turns white, and its
  // rules are erased with their edges (half a point round each rule's mark).
  const coarse = speckled && source !== undefined && source.dpi <= COARSE_SCAN_DPI;
  if (coarse) {
    whitenBackground(px, paper - BACKGROUND);
    removeRules(px, w, h, scale, { widen: Math.max(1, Math.round(0.5 * scale)) });
  } else removeRules(px, w, h, scale);
  let ink = inkSummary(px, w, h, scale);
  // A page scanned askew is levelled for Tesseract, whose rows would otherwise take a label beside
  // the amounts of the row below. Measured without the rules (a copier's edge along the paper would
  // outweigh the print), and only on a page whose words lie along it (not turned or leaning).
  const skew = ink.turned || ink.leaning ? 0 : skewAngle(px, w, h, scale);
  if (Math.abs(skew) >= MIN_SKEW) {
    px.set(rotateImage(px, w, h, skew));
    ink = inkSummary(px, w, h, scale);
  }
  // A speckled page (a photocopy of a photocopy) is read at half the resolution: the specks the
  // cleaning leaves (darker than the despeckler's threshold, bigger than its pixel or two) average
  // into the paper, and Tesseract, slow over them at 300 dpi (5-7 s a page), reads the page in about
  // 2 s and believes it more (confidence 65 → 86 on batch 17's photocopy). So is a 1-bit scan (a
  // fax): its jagged black-and-white strokes average into grey edges, and Tesseract reads it faster
  // and believes it more (batch 17's fax: 2.6 → 2.1 s a page, two wrong figures fewer).
  let image = { px, w, h, scale, pgm: out };
  if (((speckled && !coarse) || source?.oneBit) && w >= 2 && h >= 2) {
    const half = pgmImage(Math.floor(w / 2), Math.floor(h / 2));
    half.px.set(halveImage(px, w, h));
    image = { px: half.px, w: Math.floor(w / 2), h: Math.floor(h / 2), scale: scale / 2, pgm: half.out };
  }
  if (!ink.turned) return { pgm: image.pgm, ink, scale: image.scale };
  // A page scanned a quarter turned (a landscape statement on upright paper): turned clockwise for
  // reading, as a landscape page is printed (its top at the paper's left); ocr.ts decides before
  // reading whether it needs half a turn more (the shape of its lines), and Tesseract's confidence after.
  const turned = pgmImage(image.h, image.w);
  turned.px.set(turnImage(image.px, image.w, image.h, "clockwise"));
  return { pgm: turned.out, ink, turn: 90, scale: image.scale };
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
  const n = w * h;
  const dark = new Uint8Array(n);
  for (let i = 0; i < n; i++) dark[i] = px[i] < DARK ? 1 : 0;
  darkAround(dark, w, h, r, (i, around) => {
    if (dark[i] === 1 && around <= limit) px[i] = 255;
  });
}

/**
 * Erases table rules: runs of dark pixels longer than any character (16 points across, 24 points
 * down), and dotted or dashed rows as long with nothing above or below them (leaders), painted
 * over in the paper's tone. Tesseract reads a rule touching a row of text as part
 * of it, which garbles the row (column headers over a rule, totals under one). A pixel counts as
 * dark for the run when it or a neighbour across the run is, so a rule of a slightly rotated scan
 * (stepping one pixel every few dozen) still reads as one run.
 */
function removeRules(px, w, h, scale, coarse) {
  const paper = paperTone(px);
  // A thin rule on a scan is grey rather than black: anything clearly darker than the paper.
  const DARK = Math.min(170, paper - 40);
  // (a coarse page's rule is painted over whole, its edges included: its background is already white)
  const edge = coarse ? 256 : Math.max(DARK, paper - 25);
  const across = Math.max(20, Math.round(16 * scale));
  const down = Math.max(30, Math.round(24 * scale));
  // One pass for the dark mask, then its spread across rows (for runs along a row) and across
  // columns (for runs down a column), so that each run scan reads one byte a pixel in memory order.
  const n = w * h;
  const dark = new Uint8Array(n);
  for (let i = 0; i < n; i++) dark[i] = px[i] < DARK ? 1 : 0;
  // alongRow[i]: i or the pixel above or below it is dark (rows 1 … h-2).
  const alongRow = new Uint8Array(n);
  for (let i = w; i < n - w; i++) alongRow[i] = dark[i] | dark[i - w] | dark[i + w];
  // alongColumn[i]: i or the pixel left or right of it is dark (columns 1 … w-2).
  const alongColumn = new Uint8Array(n);
  for (let y = 0; y < h; y++) {
    for (let x = 1, i = y * w + 1; x < w - 1; x++, i++) alongColumn[i] = dark[i] | dark[i - 1] | dark[i + 1];
  }
  const mark = new Uint8Array(n);
  for (let y = 1; y < h - 1; y++) {
    let start = -1;
    const row = y * w;
    for (let x = 0; x <= w; x++) {
      const d = x < w && alongRow[row + x] === 1;
      if (d && start < 0) start = x;
      else if (!d && start >= 0) {
        if (x - start >= across) mark.fill(1, row + start, row + x);
        start = -1;
      }
    }
  }
  // Dotted and dashed rules (leaders from a label to its amount): dark bits with small gaps along
  // a row, with nothing above and below them (text has strokes there).
  const gap = Math.max(3, Math.round(1.5 * scale));
  const off = Math.max(3, Math.round(1.1 * scale));
  const thin = (y, x0, x1) => {
    let count = 0;
    const above = (y - off) * w;
    const below = (y + off) * w;
    for (let x = x0; x < x1; x++) count += dark[above + x] + dark[below + x];
    return count < 0.1 * (x1 - x0);
  };
  for (let y = off + 1; y < h - off - 1; y++) {
    let start = -1;
    let last = -1;
    const row = y * w;
    for (let x = 0; x <= w; x++) {
      const d = x < w && alongRow[row + x] === 1;
      if (d) {
        if (start < 0) start = x;
        last = x;
      } else if (start >= 0 && (x === w || x - last > gap)) {
        if (last + 1 - start >= across && thin(y, start, last + 1)) mark.fill(1, row + start, row + last + 1);
        start = -1;
      }
    }
  }
  // Runs down each column (columns 1 … w-2), scanned row by row: where each column's run started.
  const runStart = new Int32Array(w).fill(-1);
  for (let y = 0; y <= h; y++) {
    const row = y * w;
    for (let x = 1; x < w - 1; x++) {
      const d = y < h && alongColumn[row + x] === 1;
      const start = runStart[x];
      if (d && start < 0) runStart[x] = y;
      else if (!d && start >= 0) {
        if (y - start >= down) for (let k = start; k < y; k++) mark[k * w + x] = 1;
        runStart[x] = -1;
      }
    }
  }
  if (coarse?.widen) widenMark(mark, w, h, coarse.widen);
  for (let i = 0; i < px.length; i++) if (mark[i] && px[i] < edge) px[i] = paper;
}

/**
 * Grows a mask by `r` pixels every way (a square), in place: a rule's mark then takes the blurred
 * edges a coarse scan leaves beside its core.
 */
function widenMark(mark, w, h, r) {
  const across = new Uint8Array(mark.length);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      if (!mark[row + x]) continue;
      across.fill(1, row + Math.max(0, x - r), row + Math.min(w, x + r + 1));
    }
  }
  mark.fill(0);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      if (!across[row + x]) continue;
      for (let k = Math.max(0, y - r); k <= Math.min(h - 1, y + r); k++) mark[k * w + x] = 1;
    }
  }
}

/**
 * The scan's own image on a rendered page: the resolution (pixels an inch across the page) of the
 * largest image pdf.js decoded for it, and whether that image has one bit a pixel (black and white: a
 * fax); undefined on a page without one. Read from the page's decoded objects after rendering, so
 * nothing is parsed or decoded again.
 */
function sourceImage(page, pageWidth) {
  let best;
  for (const [, data] of page.objs) {
    const iw = data?.width;
    const ih = data?.height;
    if (typeof iw !== "number" || typeof ih !== "number") continue;
    if (!best || iw * ih > best.iw * best.ih) best = { iw, ih, kind: data.kind };
  }
  if (!best || pageWidth <= 0) return undefined;
  // (kind 1: pdf.js's ImageKind.GRAYSCALE_1BPP)
  return { dpi: (best.iw * 72) / pageWidth, oneBit: best.kind === 1 };
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
      // (scale: the image's pixels a point, half the rendering's on a speckled page)
      const source = sourceImage(page, base.width);
      const { pgm, ink, turn, scale: read } = toPgm(context, w, h, scale, source);
      doc.canvasFactory.destroy({ canvas, context });
      // A turned image is read as a page of the turned size.
      if (turn) out.push({ page: p, width: base.height, height: base.width, scale: read, pgm, ink, turn });
      else out.push({ page: p, width: base.width, height: base.height, scale: read, pgm, ink });
      page.cleanup();
    }
    return { ok: true, pages: out };
  });
}

serve(
  (msg) => render(msg.bytes, msg.pages, msg.dpi, msg.maxPixels),
  (result) => (result.ok ? result.pages.map((p) => p.pgm.buffer) : []),
);
