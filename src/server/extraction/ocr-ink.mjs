// How much a cleaned page image looks like print (issue 22): counted before Tesseract runs, so that a
// blank page of scanner grain and specks — which Tesseract can take minutes over — is skipped at once.
// Plain JavaScript, imported by the render thread (ocr-render-worker.mjs) and by the unit tests.

/** A page with fewer word-like blobs than this is taken as near-empty (noise, a stamp, a page number). */
export const MIN_WORD_BLOBS = 12;

/**
 * Counts the word-like blobs of a grey page image (one byte a pixel, `scale` pixels a point): the
 * image is reduced to a grid of one-point cells (a cell is inked when a few of its pixels are dark),
 * and the inked cells are grouped into connected blobs. Letters of a word touch at this resolution,
 * so a line of print gives one blob a word; a blob counts when it is as tall as print (3-40 points). Grain and specks left after cleaning give lone cells or nothing.
 * `turned`: the words run down the page (blobs as wide as print and at least twice as tall as wide,
 * more than three times as many as words lying along it): a page scanned a quarter turned; its
 * words are then counted across. `leaning`: more words standing than lying, but not `turned`.
 */
export function inkSummary(px, w, h, scale, dark = 160) {
  const cell = Math.max(1, Math.round(scale));
  const gw = Math.ceil(w / cell);
  const gh = Math.ceil(h / cell);
  const need = Math.max(2, Math.round((cell * cell) / 8));
  const grid = new Uint8Array(gw * gh);
  const counts = new Uint16Array(gw * gh);
  for (let y = 0; y < h; y++) {
    const row = Math.floor(y / cell) * gw;
    for (let x = 0; x < w; x++) if (px[y * w + x] < dark) counts[row + Math.floor(x / cell)]++;
  }
  let inked = 0;
  for (let i = 0; i < grid.length; i++) {
    if (counts[i] >= need) {
      grid[i] = 1;
      inked++;
    }
  }
  // Blobs: 8-connected inked cells, by an explicit stack (no recursion).
  const seen = new Uint8Array(gw * gh);
  const stack = new Int32Array(gw * gh);
  let words = 0;
  let across = 0;
  let wide = 0;
  let tall = 0;
  for (let start = 0; start < grid.length; start++) {
    if (!grid[start] || seen[start]) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let n = 0;
    let x0 = gw;
    let x1 = -1;
    let y0 = gh;
    let y1 = -1;
    while (top > 0) {
      const i = stack[--top];
      n++;
      const x = i % gw;
      const y = (i - x) / gw;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= gh) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= gw) continue;
          const j = yy * gw + xx;
          if (grid[j] && !seen[j]) {
            seen[j] = 1;
            stack[top++] = j;
          }
        }
      }
    }
    const height = y1 - y0 + 1;
    const width = x1 - x0 + 1;
    // Print: as tall as a letter (a speck is a cell or two; a photo or a black margin is taller).
    if (n >= 4 && height >= 3 && height <= 40 && width <= 400) {
      words++;
      if (width >= 2 * height) wide++;
    }
    // The same across: words of a page turned a quarter (a landscape statement scanned upright).
    if (n >= 4 && width >= 3 && width <= 40 && height <= 400) {
      across++;
      if (height >= 2 * width) tall++;
    }
  }
  // Turned: words run down the page, many more of them than along it.
  const turned = tall >= MIN_WORD_BLOBS && tall > 3 * wide;
  // Leaning: more words standing than lying, too few for `turned` (a short landscape statement whose
  // amounts stand apart in columns); Tesseract's confidence decides (ocr.ts).
  const leaning = !turned && tall >= MIN_WORD_BLOBS && tall > wide;
  const count = turned ? across : words;
  return {
    words: count,
    inkedFraction: inked / Math.max(1, grid.length),
    nearEmpty: count < MIN_WORD_BLOBS,
    turned,
    leaning,
  };
}

/**
 * An empty binary PGM (P5) of w × h grey pixels (Tesseract's Leptonica reads it without decoding):
 * the whole file (`out`) and its pixels (`px`, a view into it).
 */
export function pgmImage(w, h) {
  const header = new TextEncoder().encode(`P5\n${w} ${h}\n255\n`);
  const out = new Uint8Array(header.length + w * h);
  out.set(header, 0);
  return { out, px: out.subarray(header.length) };
}

/** The size and pixels (a view into it) of a binary PGM; undefined when it is not one. */
export function readPgm(pgm) {
  const header = /^P5\s+(\d+)\s+(\d+)\s+\d+\s/.exec(new TextDecoder("latin1").decode(pgm.subarray(0, 40)));
  if (!header) return undefined;
  return { w: Number(header[1]), h: Number(header[2]), px: pgm.subarray(header[0].length) };
}

/**
 * The grey image (one byte a pixel, w × h) turned a quarter clockwise (`clockwise` true) or
 * anticlockwise, or half a turn (`half`): a new image, h × w (or w × h for half a turn).
 */
export function turnImage(px, w, h, how) {
  const out = new Uint8Array(w * h);
  if (how === "half") {
    for (let i = 0, n = w * h; i < n; i++) out[n - 1 - i] = px[i];
    return out;
  }
  // Clockwise: pixel (x, y) goes to (h - 1 - y, x) of an image h wide; anticlockwise to (y, w - 1 - x).
  for (let y = 0; y < h; y++) {
    const row = y * w;
    if (how === "clockwise") for (let x = 0; x < w; x++) out[x * h + (h - 1 - y)] = px[row + x];
    else for (let x = 0; x < w; x++) out[(w - 1 - x) * h + y] = px[row + x];
  }
  return out;
}

/**
 * Evens out uneven light (a phone photo's gradient and shadow, a copier's dark margins, the desk
 * around a photographed page): the paper's brightness is estimated on a grid of cells about 6 points
 * wide (the brightest pixel of each cell, then the brightest of its neighbours, so a cell covered by
 * a heavy character still sees paper beside it, smoothed), and every pixel is divided by the paper
 * under it (bilinear between cell centres), so paper turns white wherever it is and print keeps its
 * contrast to it. A page whose paper is even (every cell within 30 levels of the brightest, a clean
 * scan or a rendered page) is left exactly as it is.
 */
export function flattenLight(px, w, h, scale) {
  const cell = Math.max(8, Math.round(6 * scale));
  const gw = Math.ceil(w / cell);
  const gh = Math.ceil(h / cell);
  const top = new Uint8Array(gw * gh);
  for (let y = 0; y < h; y++) {
    const g = Math.floor(y / cell) * gw;
    for (let x = 0, i = y * w; x < w; x++, i++) {
      const c = g + Math.floor(x / cell);
      if (px[i] > top[c]) top[c] = px[i];
    }
  }
  const spread = aroundCells(top, gw, gh, "max");
  const smooth = aroundCells(spread, gw, gh, "mean");
  const paper = new Float32Array(gw * gh);
  let lo = 255;
  let hi = 0;
  for (let i = 0; i < smooth.length; i++) {
    const v = Math.max(32, smooth[i]);
    paper[i] = v;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  if (hi - lo <= 30) return;
  // Bilinear between cell centres: for each row the two grid rows and their weight, then along it.
  const fx0 = new Int32Array(w);
  const fx1 = new Int32Array(w);
  const wx = new Float32Array(w);
  for (let x = 0; x < w; x++) {
    const g = Math.min(gw - 1, Math.max(0, (x + 0.5) / cell - 0.5));
    fx0[x] = Math.floor(g);
    fx1[x] = Math.min(gw - 1, fx0[x] + 1);
    wx[x] = g - fx0[x];
  }
  const line = new Float32Array(gw);
  for (let y = 0; y < h; y++) {
    const g = Math.min(gh - 1, Math.max(0, (y + 0.5) / cell - 0.5));
    const r0 = Math.floor(g);
    const r1 = Math.min(gh - 1, r0 + 1);
    const wy = g - r0;
    for (let gx = 0; gx < gw; gx++) line[gx] = paper[r0 * gw + gx] * (1 - wy) + paper[r1 * gw + gx] * wy;
    for (let x = 0, i = y * w; x < w; x++, i++) {
      const bg = line[fx0[x]] * (1 - wx[x]) + line[fx1[x]] * wx[x];
      const v = (px[i] * 255) / bg;
      px[i] = v >= 255 ? 255 : Math.round(v);
    }
  }
}

/**
 * Each cell of a grid (gw × gh values) combined with its neighbours within one cell (the 3 × 3 around
 * it, clipped at the edges): their largest value (`max`, at least 0) or their mean (`mean`).
 */
function aroundCells(values, gw, gh, how) {
  const out = new Float64Array(gw * gh);
  for (let gy = 0; gy < gh; gy++)
    for (let gx = 0; gx < gw; gx++) {
      let most = 0;
      let sum = 0;
      let n = 0;
      for (let yy = Math.max(0, gy - 1); yy <= Math.min(gh - 1, gy + 1); yy++)
        for (let xx = Math.max(0, gx - 1); xx <= Math.min(gw - 1, gx + 1); xx++) {
          const v = values[yy * gw + xx];
          if (v > most) most = v;
          sum += v;
          n++;
        }
      out[gy * gw + gx] = how === "max" ? most : sum / n;
    }
  return out;
}

/**
 * Which way up the print of a cleaned grey page stands, from the shape of its text lines (no
 * recognition): each line of print (a run of rows with ink) has a dense core, the band of its small
 * letters, and thinner ink above and below it. Latin print has more ink above its core (capitals,
 * digits, b d f h k l t, accents, i-dots) than below it (g j p q y, commas); a page fed upside down
 * has it the other way round. Returns the ink counted above and below the cores of lines 4-40 points
 * tall, and `upright`: the share above (0-1, 0.5 when the page gives no lines with such a core).
 */
export function lineShape(px, w, h, scale, dark = 160) {
  // Slices half an inch wide: a line of print stays level within one even on a page scanned a little askew.
  const sliceW = Math.max(8, Math.round(36 * scale));
  const rows = new Uint32Array(h);
  const least = Math.max(2, Math.round(sliceW / 40));
  const minH = Math.round(4 * scale);
  const maxH = Math.round(30 * scale);
  let above = 0;
  let below = 0;
  for (let x0 = 0; x0 < w; x0 += sliceW) {
    const x1 = Math.min(w, x0 + sliceW);
    for (let y = 0; y < h; y++) {
      let n = 0;
      const row = y * w;
      for (let x = x0; x < x1; x++) if (px[row + x] < dark) n++;
      rows[y] = n;
    }
    let y = 0;
    while (y < h) {
      if (rows[y] < least) {
        y++;
        continue;
      }
      const start = y;
      while (y < h && rows[y] >= least) y++;
      const end = y;
      if (end - start < minH || end - start > maxH) continue;
      let peak = 0;
      for (let k = start; k < end; k++) if (rows[k] > peak) peak = rows[k];
      let top = start;
      while (rows[top] < peak / 2) top++;
      let bottom = end - 1;
      while (rows[bottom] < peak / 2) bottom--;
      for (let k = start; k < top; k++) above += rows[k];
      for (let k = bottom + 1; k < end; k++) below += rows[k];
    }
  }
  return { above, below, upright: above + below > 0 ? above / (above + below) : 0.5 };
}

/** The paper's tone of a grey page: its commonest grey lighter than 128 (sampled every seventh pixel). */
export function paperTone(px) {
  const hist = new Uint32Array(256);
  for (let i = 0; i < px.length; i += 7) hist[px[i]]++;
  let paper = 255;
  for (let v = 129, best = -1; v < 256; v++) {
    if (hist[v] > best) {
      best = hist[v];
      paper = v;
    }
  }
  return paper;
}

/**
 * The share of a page's pixels that must be visible light specks (grey, lighter than print, a point
 * away from it) for `whitenLightSpecks` to clean it: a photocopy of a photocopy has 1.1 %, clean
 * scans (JPEG noise, grain) 0.2-0.4 %, whose readings are left exactly as they were.
 */
export const SPECKLED_PAGE = 0.007;
/**
 * Above this share the grey far from dark print is not specks on paper but faint print itself (a
 * phone photo's print in shadow, 3.3 % after its light is evened out): `whitenLightSpecks` would
 * erase it (a whole row of the phone photo's statement went), so the page is left as it is.
 */
export const FAINT_PRINT_PAGE = 0.02;

/**
 * Calls `visit(i, around)` for every pixel i of a w×h page with the number of dark pixels (`dark[i]`
 * 1) within r pixels of it on either axis (a square of 2r+1, clipped at the page's edges): the dark
 * pixels of each column within rows y-r … y+r are moved down a row at a time, and across a row their
 * sum over columns x-r … x+r slides along, so the page is walked once whatever r is. The despeckler
 * (ocr-render-worker.mjs) and `whitenLightSpecks` both weigh a pixel's neighbourhood so.
 */
export function darkAround(dark, w, h, r, visit) {
  const column = new Uint16Array(w);
  for (let y = 0; y < Math.min(h, r); y++) for (let x = 0, i = y * w; x < w; x++, i++) column[x] += dark[i];
  for (let y = 0; y < h; y++) {
    if (y + r < h) for (let x = 0, i = (y + r) * w; x < w; x++, i++) column[x] += dark[i];
    if (y - r - 1 >= 0) for (let x = 0, i = (y - r - 1) * w; x < w; x++, i++) column[x] -= dark[i];
    let around = 0;
    for (let x = 0; x < Math.min(w, r); x++) around += column[x];
    const row = y * w;
    for (let x = 0; x < w; x++) {
      if (x + r < w) around += column[x + r];
      if (x - r - 1 >= 0) around -= column[x - r - 1];
      visit(row + x, around);
    }
  }
}

/**
 * Turns white the paper's light specks far from print when a page is sprinkled with them (a
 * photocopy of a photocopy: grey dots lighter than print, which Tesseract reads as marks inside and
 * between the words and is slow over): every pixel lighter than `level` (not print) with no pixel
 * darker than it within about a point. Print and the grey edges of its strokes (next to their dark
 * cores) stay as they are; specks as dark as print are left to the despeckler. A page with fewer
 * visible specks (greys up to `level` + 55) than `SPECKLED_PAGE` of its pixels, or more than
 * `FAINT_PRINT_PAGE`, is left as it is.
 * Returns whether the page was cleaned.
 */
export function whitenLightSpecks(px, w, h, scale, level) {
  const r = Math.max(1, Math.round(scale));
  const n = w * h;
  const dark = new Uint8Array(n);
  for (let i = 0; i < n; i++) dark[i] = px[i] < level ? 1 : 0;
  const far = new Uint8Array(n);
  let visible = 0;
  darkAround(dark, w, h, r, (i, around) => {
    if (around !== 0) return;
    far[i] = 1;
    if (px[i] < level + 55) visible++;
  });
  if (visible < SPECKLED_PAGE * n || visible > FAINT_PRINT_PAGE * n) return false;
  for (let i = 0; i < n; i++) if (far[i]) px[i] = 255;
  return true;
}

/**
 * Turns every pixel at `level` or lighter white, in place: the grey paper and row shading left
 * round the glyphs of a coarse speckled scan once its specks are whitened (`whitenLightSpecks`).
 */
export function whitenBackground(px, level) {
  for (let i = 0; i < px.length; i++) if (px[i] >= level) px[i] = 255;
}

/**
 * The grey image at half its size (w × h → ⌊w/2⌋ × ⌊h/2⌋), each pixel the mean of the 2 × 2 it covers
 * (rounded): a new image. On a speckled page the specks left after cleaning (a pixel or two, lighter
 * or darker) average into the paper beside them, while print keeps its strokes; Tesseract reads such
 * a page at 150 dpi faster and surer than at 300 (its time goes on the specks).
 */
export function halveImage(px, w, h) {
  const hw = Math.floor(w / 2);
  const hh = Math.floor(h / 2);
  const out = new Uint8Array(hw * hh);
  for (let y = 0; y < hh; y++) {
    const a = 2 * y * w;
    const b = a + w;
    for (let x = 0, o = y * hw; x < hw; x++, o++) {
      const i = 2 * x;
      out[o] = (px[a + i] + px[a + i + 1] + px[b + i] + px[b + i + 1] + 2) >> 2;
    }
  }
  return out;
}

/** How much sharper than level the rows of a page askew must be for `skewAngle` to call it askew. */
const SHARPER = 1.1;

/**
 * How far the lines of print of a cleaned grey page fall to the right (degrees; negative when they
 * rise), from the projection profile of its dark pixels: the angle within ±`most` degrees, by tenths,
 * at which the rows of ink are sharpest (the largest sum of squared counts of dark pixels a row a
 * point tall), when they are clearly sharper there than level. 0 for a page with too little ink to
 * tell.
 */
export function skewAngle(px, w, h, scale, most = 5, dark = 160) {
  // Dark pixels of every second row and column: enough to weigh the rows, a quarter of the work.
  const xs = [];
  const ys = [];
  for (let y = 0; y < h; y += 2)
    for (let x = 0, i = y * w; x < w; x += 2, i += 2)
      if (px[i] < dark) {
        xs.push(x);
        ys.push(y);
      }
  if (xs.length < 200) return 0;
  const bin = Math.max(2, scale);
  const offset = w * Math.tan((most * Math.PI) / 180);
  const counts = new Uint32Array(Math.ceil((h + 2 * offset) / bin) + 2);
  let best = 0;
  let bestScore = -1;
  let levelScore = 0;
  // From level outwards, so that of angles as sharp the one nearest level wins.
  for (let d = 0; d <= 10 * most; d++)
    for (const k of d === 0 ? [0] : [d, -d]) {
      const t = Math.tan((k * Math.PI) / 1800);
      counts.fill(0);
      for (let j = 0; j < xs.length; j++) counts[Math.floor((ys[j] - xs[j] * t + offset) / bin)]++;
      let score = 0;
      for (const c of counts) score += c * c;
      if (k === 0) levelScore = score;
      if (score > bestScore) {
        bestScore = score;
        best = k / 10;
      }
    }
  // Rows clearly sharper askew than level (a tenth more), or the page is taken as level.
  return bestScore >= SHARPER * levelScore ? best : 0;
}

/**
 * The grey image turned by `angle` degrees about its centre (bilinear; white where the turned image
 * has no pixel), so that lines falling to the right by `angle` come out level.
 */
export function rotateImage(px, w, h, angle) {
  const out = new Uint8Array(w * h);
  const a = (angle * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const cx = (w - 1) / 2;
  const cy = (h - 1) / 2;
  for (let y = 0; y < h; y++) {
    const dy = y - cy;
    for (let x = 0, o = y * w; x < w; x++, o++) {
      const dx = x - cx;
      // The pixel of the page that lands here: this point turned back by the angle.
      const sx = c * dx - s * dy + cx;
      const sy = s * dx + c * dy + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= w - 1 || y0 >= h - 1) {
        out[o] = 255;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * w + x0;
      const top = px[i] + (px[i + 1] - px[i]) * fx;
      const bottom = px[i + w] + (px[i + w + 1] - px[i + w]) * fx;
      out[o] = Math.round(top + (bottom - top) * fy);
    }
  }
  return out;
}

/** How much more one colour channel of a pixel must be than another for it to count as coloured ink (a stamp's). */
const COLOURED = 60;
/** Within a stamp's bounds, its ink's edges (blended with the paper) count as its ink from this much colour on. */
const STAMP_EDGE = 20;
/** A stamp's coloured ink spans at least this much (points, across and down): more than any coloured word or tick. */
const STAMP_SPAN = { across: 60, down: 30 };

/**
 * Drops stamps (issue 22: a "RECEIVED 12 MAR 2026" stamp across a statement's title): coloured ink
 * (a channel at least `COLOURED` levels above another) is grouped on one-point cells into 8-connected
 * blobs, and a blob spanning at least `STAMP_SPAN` (a stamp's frame and lettering; a coloured word, a
 * red negative amount or a pen's tick is far smaller) has its coloured pixels within its bounds (from
 * `STAMP_EDGE`, so that the ink's edges blended with the paper go too) painted white on the grey image. Black print under or beside the stamp has no colour and stays.
 * `rgba`: the page's pixels, four bytes each; `px`: its grey image (w × h), changed in place.
 * Returns how many stamps were dropped.
 */
export function dropStamps(rgba, px, w, h, scale) {
  const colour = (i) => {
    const r = rgba[4 * i];
    const g = rgba[4 * i + 1];
    const b = rgba[4 * i + 2];
    return Math.max(r, g, b) - Math.min(r, g, b);
  };
  const coloured = (i) => colour(i) >= COLOURED;
  const cell = Math.max(1, Math.round(scale));
  const gw = Math.ceil(w / cell);
  const gh = Math.ceil(h / cell);
  const need = Math.max(1, Math.round((cell * cell) / 8));
  const counts = new Uint16Array(gw * gh);
  let any = 0;
  for (let y = 0; y < h; y++) {
    const row = Math.floor(y / cell) * gw;
    for (let x = 0, i = y * w; x < w; x++, i++)
      if (coloured(i)) {
        counts[row + Math.floor(x / cell)]++;
        any++;
      }
  }
  if (any === 0) return 0;
  const seen = new Uint8Array(gw * gh);
  const stack = new Int32Array(gw * gh);
  let dropped = 0;
  for (let start = 0; start < counts.length; start++) {
    if (counts[start] < need || seen[start]) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let [x0, x1, y0, y1] = [gw, -1, gh, -1];
    while (top > 0) {
      const i = stack[--top];
      const x = i % gw;
      const y = (i - x) / gw;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      for (let yy = Math.max(0, y - 1); yy <= Math.min(gh - 1, y + 1); yy++)
        for (let xx = Math.max(0, x - 1); xx <= Math.min(gw - 1, x + 1); xx++) {
          const j = yy * gw + xx;
          if (counts[j] >= need && !seen[j]) {
            seen[j] = 1;
            stack[top++] = j;
          }
        }
    }
    if (x1 - x0 + 1 < STAMP_SPAN.across * (scale / cell) || y1 - y0 + 1 < STAMP_SPAN.down * (scale / cell)) continue;
    dropped++;
    for (let y = y0 * cell; y < Math.min(h, (y1 + 1) * cell); y++)
      for (let x = x0 * cell, i = y * w + x; x < Math.min(w, (x1 + 1) * cell); x++, i++)
        if (colour(i) >= STAMP_EDGE) px[i] = 255;
  }
  return dropped;
}
