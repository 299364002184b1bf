// What the "own statements" corpus makers (unseen batches 11, 12 and 13) share: statements written by
// hand as rows (row / head / cont) with their figures checked by vector sums (add, sub, eq, plug),
// statements built from [label, key, values] lines with every subtotal computed (sum, lines, tot,
// incomeStatement, balanceSheet, rollForward, cashFlow: batches 21 to 23),
// printed numbers (fmtNum, cell, numberConvention), a statement table rendered through Chromium
// (sheetHtml, htmlTable, styleSheet), groff (groffTable) or PDFKit (pdfkitRender), a multi-page
// document of statements and pages of text by groff (groffPages) or PDFKit (pdfkitPages), the expected
// documents and JSONs (documentsOf, batchJson) and the driver (makeBatch): writes every file's PDF and
// JSON and the scans of SCANS, or with --check finds every expected figure's printed part(s) in
// `pdftotext -layout` and compares the JSONs. Generation only; tests read the committed PDFs.
//
// A table as the renderers take it: { title, lines (the text lines under the title, before the
// table), cols, groups ([label, span] over the columns), headRows (lines of column units), rows,
// after (notes below the table), format (how its amounts print: see cell; default the file's conv) }.
// A table as documentsOf takes it: { type, expect (one [period, period_type] or null per column),
// cols, rows, same (adds to the previous document of its type and period: a statement continued on
// the next page), and optionally scales and decimals (one per column, for a statement whose columns
// differ: this year in euros and cents, the prior year in thousands; default the file's scale and
// decimals) }.
//
// Options of the driver: `--out DIR` writes (or checks) DIR instead of the batch's fixture folder;
// PDFKit is found in PDFKIT_PREFIX (default /tmp/own: `npm install --prefix /tmp/own pdfkit@0.15`).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { scan } from "./extraction-corpus-model.mjs";

// ---------------------------------------------------------------------------------------------
// vectors over the printed columns
export const add = (...vs) => vs[0].map((_, i) => vs.reduce((s, v) => s + v[i], 0));
export const neg = (v) => v.map((x) => -x);
export const sub = (a, b) => add(a, neg(b));
export const r2 = (v) => v.map((x) => Math.round(x * 100) / 100);
export const sc = (v, k) => v.map((x) => Math.round(x * k));
export const eq = (a, b, what) => {
  a.forEach((x, i) => {
    if (Math.abs(x - b[i]) > 1e-6) throw new Error(`${what}: ${a} != ${b}`);
  });
};
export const positive = (v, what) => {
  for (const x of v) if (!(x > 0)) throw new Error(`${what} not positive: ${v}`);
};
/** The plug that makes assets = liabilities + equity: the cash line, checked positive. */
export const plug = (target, others, what) => {
  const v = r2(sub(target, add(...others)));
  positive(v, what);
  return v;
};
export const Y = (d) => [d, "yearly"];
export const Q = (d) => [d, "quarterly"];

/**
 * A row: label, printed values (one per column; null = heading), key (or null), s: sign applied to
 * the printed value for the expected figure, b: bold, i: indent, pb: a page break before the row
 * (its label is the continuation heading on the new page), dc: "Dr" or "Cr" printed after the amount.
 */
export const row = (l, v = null, k = null, o = {}) => ({
  l,
  v,
  k,
  s: o.s ?? 1,
  b: o.b ?? false,
  i: o.i ?? 0,
  pb: o.pb,
  dc: o.dc,
});
export const head = (l, o = {}) => row(l, null, null, { b: true, ...o });
export const cont = (l) => row(l, null, null, { b: true, pb: true });

// ---------------------------------------------------------------------------------------------
// statement builders (batches 21 to 23): a line is [label, key, values, note?]; every printed
// subtotal is computed from its lines, and the builders throw where a statement does not close
/** The sum over the columns of [label, key, values] lines. */
export const sum = (ls) => add(...ls.map((x) => x[2]));
/**
 * Rows of [label, key, values, note?] lines, indented `i` (default 1); with `neg` the values print
 * negative (s -1: the expected figure stays positive). A note (a notes column's reference) sets r.n.
 */
export const lines = (ls, o = {}) =>
  ls.map(([l, k, v, n]) => {
    const r = row(l, o.neg ? neg(v) : v, k, { s: o.neg ? -1 : 1, i: o.i ?? 1 });
    if (n) r.n = n;
    return r;
  });
/** A bold total row (label, values, key or null, optional note reference). */
export const tot = (l, v, k, n) => {
  const r = row(l, v, k, { b: true });
  if (n) r.n = n;
  return r;
};

/**
 * An income statement by function of expense: s.rev lines (more than one: with their total s.revTotal),
 * s.cos line (or null) and s.gpLabel, s.opexHead (or none), s.opex lines (indented s.opexIndent,
 * default 1 under a head, else 0) and their total s.opexTotal (or none), s.opLabel (or null: not
 * printed), s.oi lines (non-operating income), s.fc lines (finance costs), s.tax line (or null: no tax
 * and no profit before tax printed) with s.pbtLabel, s.npLabel, s.after rows (below the profit).
 * `neg`: expenses printed negative. Throws unless the profit is positive (unless `loose`).
 */
export function incomeStatement(s) {
  const rev = sum(s.rev);
  const cos = s.cos ? s.cos[2] : rev.map(() => 0);
  const gp = sub(rev, cos);
  const op = sub(gp, sum(s.opex));
  const pbt = sub(add(op, ...(s.oi ?? []).map((x) => x[2])), sum(s.fc));
  const tax = s.tax ? s.tax[2] : rev.map(() => 0);
  const np = sub(pbt, tax);
  if (!s.loose) positive(np, `${s.name} profit`);
  const o = { neg: s.neg };
  const rows = [];
  if (s.rev.length > 1) rows.push(...lines(s.rev, { i: 1 }), tot(s.revTotal, rev, "revenue"));
  else rows.push(...lines(s.rev, { i: 0 }));
  if (s.cos) rows.push(...lines([s.cos], { ...o, i: 0 }), tot(s.gpLabel, gp, "gross_profit"));
  if (s.opexHead) rows.push(head(s.opexHead));
  rows.push(...lines(s.opex, { ...o, i: s.opexIndent ?? (s.opexHead ? 1 : 0) }));
  if (s.opexTotal) rows.push(tot(s.opexTotal, sum(s.opex), null));
  if (s.opLabel) rows.push(tot(s.opLabel, op, "operating_profit"));
  rows.push(...lines(s.oi ?? [], { i: 0 }), ...lines(s.fc, { ...o, i: 0 }));
  if (s.tax) rows.push(tot(s.pbtLabel, pbt, "profit_before_tax"), ...lines([s.tax], { ...o, i: 0 }));
  rows.push(tot(s.npLabel, np, "net_profit"));
  for (const r of s.after ?? []) rows.push(r);
  return { rows, np, pbt, op, rev };
}

/**
 * A balance sheet: s.sections in order, each { head, lines, total: [label, key] | null }; one line has
 * the values "cash" (the plug, checked positive). The assets sections first (s.assets of them), then
 * the claims side under s.claimsHead (or none); s.taLabel, s.tlLabel (or null: total liabilities,
 * printed after the first s.liab claims sections) and s.tleLabel. Returns the rows, the cash, total
 * assets and `split`, the index where the claims side starts (for a Kontoform page).
 */
export function balanceSheet(s) {
  const A = s.sections.slice(0, s.assets);
  const C = s.sections.slice(s.assets);
  const known = (sec) => sec.lines.filter((x) => x[2] !== "cash").map((x) => x[2]);
  const tle = add(...C.flatMap(known));
  const cash = plug(tle, A.flatMap(known), `${s.name} cash`);
  for (const sec of A) for (const x of sec.lines) if (x[2] === "cash") x[2] = cash;
  const ta = add(...A.flatMap((sec) => sec.lines.map((x) => x[2])));
  eq(ta, tle, `${s.name} balance`);
  const rows = [];
  const emit = (sec) => {
    if (sec.head) rows.push(head(sec.head));
    rows.push(...lines(sec.lines, { i: sec.head ? 1 : 0 }));
    if (sec.total) rows.push(tot(sec.total[0], sum(sec.lines), sec.total[1]));
  };
  A.forEach(emit);
  rows.push(tot(s.taLabel, ta, "total_assets"));
  const split = rows.length;
  if (s.claimsHead) rows.push(head(s.claimsHead));
  C.forEach((sec, i) => {
    emit(sec);
    if (s.tlLabel && i === s.liab - 1)
      rows.push(tot(s.tlLabel, add(...C.slice(0, s.liab).map((sec) => sum(sec.lines))), "total_liabilities"));
  });
  rows.push(tot(s.tleLabel, tle, "total_liabilities_and_equity"));
  return { rows, cash, ta, split };
}

/** Retained earnings (or capital) of this year from the prior column: prior + profit - paid out, checked positive. */
export const rollForward = (prior, np, out, what) => {
  const v = prior + np - out;
  positive([v], what);
  return v;
};

/**
 * An indirect cash flow over the columns: s.op lines with one of values "plug" (working capital, so
 * that cash rolls), s.inv and s.fin lines; s.begin / s.end cash from the balance sheet; labels s.L
 * { opHead, op, invHead, inv, finHead, fin, change, begin, end }.
 */
export function cashFlow(s) {
  const change = sub(s.end, s.begin);
  const inv = sum(s.inv);
  const fin = sum(s.fin);
  const opNet = sub(sub(change, inv), fin);
  const known = s.op.filter((x) => x[2] !== "plug").map((x) => x[2]);
  const wc = sub(opNet, add(...known));
  for (const x of s.op) if (x[2] === "plug") x[2] = wc;
  eq(sum(s.op), opNet, `${s.name} op`);
  return {
    rows: [
      head(s.L.opHead),
      ...lines(s.op),
      tot(s.L.op, opNet, "net_cash_from_operating_activities"),
      head(s.L.invHead),
      ...lines(s.inv),
      tot(s.L.inv, inv, "net_cash_from_investing_activities"),
      head(s.L.finHead),
      ...lines(s.fin),
      tot(s.L.fin, fin, "net_cash_from_financing_activities"),
      tot(s.L.change, change, "net_change_in_cash"),
      row(s.L.begin, s.begin, "cash_at_beginning"),
      tot(s.L.end, s.end, "cash_at_end"),
    ],
  };
}
/** The English cash flow headings and investing / financing totals a cashFlow's labels L start from. */
export const CASH_FLOW_HEADS = {
  opHead: "Cash flows from operating activities",
  invHead: "Cash flows from investing activities",
  inv: "Net cash used in investing activities",
  finHead: "Cash flows from financing activities",
  fin: "Net cash used in financing activities",
};
/** The two columns of a year to d1 and the prior year to d0. */
export const yr = (d1, d0) => [Y(d1), Y(d0)];
/** The calendar years 2025 and 2024. */
export const BOTH = yr("2025-12-31", "2024-12-31");

// ---------------------------------------------------------------------------------------------
// printed numbers: conv "en", "minus" and "paren" 1,234.5; "de" 1.234,5; "ch" 1'234.5; "drcr" 1,234 Dr / Cr
export function fmtNum(n, conv, decimals) {
  const a = Math.abs(n);
  let s = a.toFixed(decimals);
  let [int, dec] = s.split(".");
  const sep = conv === "de" ? "." : conv === "ch" ? "'" : ",";
  int = int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  s = dec ? `${int}${conv === "de" ? "," : "."}${dec}` : int;
  return s;
}
/**
 * The cell format of file f as its conv, decimals and minus say: conv "drcr" the absolute amount with
 * Dr or Cr and "–" for zero; else zero "–" ("0.00" / "0,00" with decimals), negatives in brackets
 * (conv "paren") or after f.minus (default "-").
 */
export function cellFormat(f) {
  const drcr = f.conv === "drcr";
  return {
    conv: drcr ? "en" : f.conv,
    zero: f.decimals && !drcr ? (f.conv === "de" ? "0,00" : "0.00") : "–",
    drcr,
    neg: f.conv === "paren" ? "paren" : "minus",
    minus: f.minus ?? "-",
  };
}
/**
 * A printed amount of file f in row r, by a cell format (default cellFormat(f); a table's `format`):
 * { conv (fmtNum's, default f.conv), zero (the text of a zero, default "–"), drcr (the absolute amount
 * and Dr or Cr: row r's side, else by sign), neg ("paren" brackets, "trail" a minus after, else
 * `minus` before, default "-"), pre / post (before / after every amount but a zero: "$ ", "k") }.
 */
export function cell(f, x, r, format = cellFormat(f)) {
  if (x === 0) return format.zero ?? "–";
  const a = fmtNum(x, format.conv ?? f.conv, f.decimals);
  let s;
  if (format.drcr) s = `${a} ${r?.dc ?? (x < 0 ? "Dr" : "Cr")}`;
  else if (x > 0) s = a;
  else if (format.neg === "paren") s = `(${a})`;
  else if (format.neg === "trail") s = `${a}-`;
  else s = `${format.minus ?? "-"}${a}`;
  return `${format.pre ?? ""}${s}${format.post ?? ""}`;
}
const CONVENTIONS = {
  paren: "1,234",
  en: "1,234",
  minus: "1,234",
  de: "1.234",
  ch: "1'234",
  drcr: "1,234 Dr / 1,234 Cr",
};
/** The JSON's number_convention: "1,234", "1.234,56", "1'234", "1,234.5" (as many decimals as printed). */
export function numberConvention(f) {
  const base = CONVENTIONS[f.conv];
  if (!f.decimals) return base;
  const d = "5678".slice(0, f.decimals);
  return f.conv === "de" ? `${base},${d}` : `${base}.${d}`;
}

// ---------------------------------------------------------------------------------------------
// expected documents
/** The contract's document types (src/contract/values.ts `documentTypes`). */
const DOCUMENT_TYPES = ["balance_sheet", "income_statement", "cashflow_statement"];
/** The expected documents of file f's tables, each with the printed parts of its figures. */
export function documentsOf(f, tables) {
  const docs = [];
  for (const t of tables) {
    const n = (t.cols ?? f.cols).length;
    for (const r of t.rows) {
      if (r.v && r.v.length !== n) throw new Error(`${f.id} ${t.title} ${r.l}: ${r.v.length} values for ${n} columns`);
    }
    if (!t.expect) continue;
    if (!DOCUMENT_TYPES.includes(t.type))
      throw new Error(`${f.id} ${t.title}: document type ${t.type} is not the contract's`);
    if (t.expect.length !== n) throw new Error(`${f.id} ${t.title}: ${t.expect.length} expectations for ${n} columns`);
    t.expect.forEach((e, ci) => {
      if (!e) return;
      let d = docs.find((x) => t.same && x.document_type === t.type && x.period === e[0] && x.period_type === e[1]);
      if (!d) {
        d = { document_type: t.type, period: e[0], period_type: e[1], line_items: {}, parts: {} };
        docs.push(d);
      }
      for (const r of t.rows) {
        if (!r.k || !r.v) continue;
        const v = r.v[ci] * r.s * (t.scales?.[ci] ?? f.scale);
        d.line_items[r.k] = Math.round(((d.line_items[r.k] ?? 0) + v) * 100) / 100;
        if (!d.parts[r.k]) d.parts[r.k] = [];
        d.parts[r.k].push(t.decimals ? [r.v[ci], t.decimals[ci]] : r.v[ci]);
      }
    });
  }
  return docs;
}

// ---------------------------------------------------------------------------------------------
// Chromium: HTML
export const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A table's <table>: group headings, column headings, unit rows, then the rows (bold totals ruled). */
export function htmlTable(f, t, cls) {
  const cols = t.cols ?? f.cols;
  const thead = [
    t.groups
      ? `<tr><th></th>${t.groups.map(([g, span]) => `<th class="g" colspan="${span}">${esc(g)}</th>`).join("")}</tr>`
      : "",
    `<tr><th></th>${cols.map((c) => `<th class="n">${esc(c)}</th>`).join("")}</tr>`,
    ...(t.headRows ?? []).map(
      (hr) => `<tr class="u"><td></td>${hr.map((u) => `<td class="n">${esc(u)}</td>`).join("")}</tr>`,
    ),
  ].join("");
  const trs = t.rows
    .map((r) => {
      const c = `${r.b ? "b" : ""}${r.b && r.v ? " t" : ""} i${r.i}`;
      const tds = r.v
        ? r.v.map((x) => `<td class="n">${esc(cell(f, x, r, t.format))}</td>`).join("")
        : cols.map(() => "<td></td>").join("");
      return `<tr class="${c}"><td class="l">${esc(r.l)}</td>${tds}</tr>`;
    })
    .join("\n");
  const attr = cls === undefined ? "" : ` class="${cls}"`;
  return `<table${attr}><thead>${thead}</thead><tbody>${trs}</tbody></table>`;
}

/** A table with its headings: the company (h1, unless `company` is false), title, lines, notes after. */
export function sheetHtml(f, t, { company = true, cls } = {}) {
  const lines = t.lines ?? [];
  const h1 = company ? `<h1>${esc(f.company)}</h1>` : "";
  const sub = lines.length ? `<p class="sub">${lines.map(esc).join("<br>")}</p>` : "";
  const after = (t.after ?? []).map((a) => `<p class="after">${esc(a)}</p>`).join("");
  return `${h1}<h2>${esc(t.title)}</h2>${sub}${htmlTable(f, t, cls)}${after}`;
}

/**
 * The style sheet: page size and margin, body font size, h2 size, gap under the lines, cell padding,
 * width of the number columns (%), column-group headings, small tables, totals ruled across the label
 * too (ruleLabel), the label indent (px), a note style, and extra lines.
 */
export function styleSheet(o) {
  return [
    `@page { size: ${o.size ?? "A4"}; margin: ${o.margin}; }`,
    `body { font-family: "Liberation Serif", "DejaVu Serif", serif; font-size: ${o.fontSize}pt; }`,
    `h1 { font-size: 13pt; margin: 0; } h2 { font-size: ${o.h2}pt; margin: 4px 0; } .sub { margin: 0 0 ${o.subGap}px; }`,
    `table { border-collapse: collapse; width: 100%; } td, th { padding: ${o.pad}; }`,
    `td.n, th.n { text-align: right;${o.numWidth ? ` width: ${o.numWidth}%;` : ""} white-space: nowrap; }`,
    ...(o.small ? ["table.small { font-size: 6.6pt; } table.small td, table.small th { padding: 1px 2px; }"] : []),
    ...(o.groups ? ["th.g { text-align: center; border-bottom: 0.6pt solid #000; white-space: nowrap; }"] : []),
    `tr.b td { font-weight: bold; } tr.t td${o.ruleLabel ? "" : ".n"} { border-top: 0.6pt solid #000; }`,
    `tr.i1 td.l { padding-left: ${o.indent}px; } section + section { break-before: page; }${o.after ? " .after { font-size: 9pt; }" : ""}`,
    "tr.u td { font-style: italic; }",
    ...(o.extra ?? []),
  ].join("\n");
}

/** A whole HTML document: style sheet and body. */
export const htmlDocument = (f, css, body) =>
  `<!doctype html><html lang="${f.language}"><head><meta charset="utf-8"><style>
${css}
</style></head><body>${body}</body></html>`;

/** One page (section) per table, each headed by the company. */
export const sectionsHtml = (f, tables, css) =>
  htmlDocument(f, css, tables.map((t) => `<section>${sheetHtml(f, t)}</section>`).join("\n"));

// ---------------------------------------------------------------------------------------------
// groff: tbl
/** groff text: backslashes escaped (a "\-" minus kept). */
export const g = (s) => String(s).replace(/\\(?!-)/g, "\\e");

/**
 * The groff lines of a table with its headings: company and title, lines, then tbl with a label
 * column of `lw` inches and number columns of `cw` inches; `block`: labels in T{ T} text blocks.
 */
export function groffTable(f, t, { lw, cw, block = false }) {
  const cols = t.cols ?? f.cols;
  const out = [`.ft B\n.ps 13\n\\&${g(f.company)}\n.ps 11\n\\&${g(t.title)}\n.ft R\n.ps 10`];
  for (const l of t.lines ?? []) out.push(`\\&${g(l)}`);
  out.push(".sp", ".TS", "tab(@);");
  if (t.groups) out.push(`l ${t.groups.map(([, span]) => ["c", ...Array(span - 1).fill("s")].join(" ")).join(" ")}`);
  out.push(`lw(${lw}i) ${cols.map(() => `rw(${cw}i)`).join(" ")}.`);
  if (t.groups) out.push(["", ...t.groups.map(([gl]) => `\\fB${g(gl)}\\fP`)].join("@")); // "s" columns take no entry
  out.push(`@${cols.map((c) => `\\fB${g(c)}\\fP`).join("@")}`);
  for (const hr of t.headRows ?? []) out.push(`@${hr.map((u) => (u ? `\\fI${g(u)}\\fP` : "")).join("@")}`);
  for (const r of t.rows) {
    const pad = r.i ? "\\h'1.2m'" : "";
    const lab = r.b ? `\\fB${g(r.l)}\\fP` : g(r.l);
    const vals = r.v
      ? r.v.map((x) => {
          const s = cell(f, x, r, t.format);
          return r.b ? `\\fB${s}\\fP` : s;
        })
      : cols.map(() => "");
    if (r.b && r.v) out.push(`@${cols.map(() => "_").join("@")}`);
    out.push(block ? `T{\n\\&${pad}${lab}\nT}@${vals.join("@")}` : `\\&${pad}${lab}@${vals.join("@")}`);
  }
  out.push(".TE");
  for (const a of t.after ?? []) out.push(".sp", `.ps 9\n\\&${g(a)}\n.ps 10`);
  return out;
}

/** groff source: the preamble lines, then each page's lines, pages broken by .bp. */
export const groffDocument = (preamble, pages) =>
  `${[...preamble, ...pages.flatMap((p, i) => (i ? [".bp", ...p] : p))].join("\n")}\n`;

// ---------------------------------------------------------------------------------------------
// PDFKit
/** PDFKit: a 0.5 pt rule at height y over each column (colW wide, ending at x of colX), `inset` short. */
const ruleColumns = (doc, colX, colW, inset, y) => {
  for (const x of colX)
    doc
      .moveTo(x - colW + inset, y)
      .lineTo(x, y)
      .lineWidth(0.5)
      .stroke();
};

/**
 * One A4 page per table: company, title and lines at the left margin, amounts right-aligned by
 * widthOfString in columns of `colWidth(number of columns)` points, bold totals ruled; notes after.
 * The layout (points): `margin`, the company's line at `top`, lines and column headings in `size`
 * `lineGap` apart, rows in `rowSize` `rowGap` apart, labels indented by `indent`, the rules over
 * totals `ruleInset` short of a column's width; `fitLabels`: throw when a label reaches the first
 * column.
 */
export async function pdfkitRender(
  f,
  file,
  tables,
  {
    colWidth,
    margin = 50,
    top = 56,
    size = 9.5,
    lineGap = 13,
    rowSize = 9,
    rowGap = 14,
    indent = 12,
    ruleInset = 20,
    fitLabels = false,
  },
) {
  const require = createRequire(path.join(process.env.PDFKIT_PREFIX ?? "/tmp/own", "node_modules/"));
  const PDFDocument = require("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin, info: { Producer: "PDFKit" } });
  const stream = fs.createWriteStream(file);
  doc.pipe(stream);
  const right = 595.28 - margin;
  const rtext = (s, x, yy) => {
    doc.text(s, x - doc.widthOfString(s), yy, { lineBreak: false });
  };
  tables.forEach((t, ti) => {
    if (ti) doc.addPage();
    const cols = t.cols ?? f.cols;
    const colW = colWidth(cols.length);
    const colX = cols.map((_, i) => right - (cols.length - 1 - i) * colW);
    let y = top;
    doc.font("Helvetica-Bold").fontSize(13).text(f.company, margin, y, { lineBreak: false });
    y += 18;
    doc.fontSize(11.5).text(t.title, margin, y, { lineBreak: false });
    y += 16;
    doc.font("Helvetica").fontSize(size);
    for (const l of t.lines ?? []) {
      doc.text(l, margin, y, { lineBreak: false });
      y += lineGap;
    }
    y += 10;
    doc.font("Helvetica-Bold").fontSize(size);
    for (const [i, c] of cols.entries()) rtext(c, colX[i], y);
    y += 12;
    doc.font("Helvetica-Oblique");
    for (const hr of t.headRows ?? []) {
      for (const [i, u] of hr.entries()) if (u) rtext(u, colX[i], y);
      y += 12;
    }
    y += 4;
    for (const r of t.rows) {
      doc.font(r.b ? "Helvetica-Bold" : "Helvetica").fontSize(rowSize);
      if (r.b && r.v) ruleColumns(doc, colX, colW, ruleInset, y - 2);
      const x0 = margin + (r.i ? indent : 0);
      if (fitLabels && doc.widthOfString(r.l) > colX[0] - colW - x0) throw new Error(`${f.id}: label too long: ${r.l}`);
      doc.text(r.l, x0, y, { lineBreak: false });
      if (r.v) for (const [i, x] of r.v.entries()) rtext(cell(f, x, r, t.format), colX[i], y);
      y += rowGap;
      if (y > 800) throw new Error(`${f.id}: page overflow`);
    }
    for (const a of t.after ?? []) {
      y += 8;
      doc.font("Helvetica").fontSize(8.5).text(a, margin, y, { lineBreak: false });
      y += 12;
    }
  });
  doc.end();
  await new Promise((res) => stream.on("finish", res));
}

/**
 * The renderers of a maker that prints one page per table, `pages(f)`: Chromium with the style sheet
 * `css(f)`, groff with label and number columns of `groffWidths(number of columns)` ({ lw, cw }
 * inches), PDFKit with number columns of `colWidth(number of columns)` points.
 */
export const pageRenderers = (pages, { css, groffWidths, colWidth }) => ({
  html: (f) => sectionsHtml(f, pages(f), css(f)),
  groff: (f) =>
    groffDocument(
      [".ps 10", ".vs 13p", ".nf", ".ll 6.6i", ".po 0.9i"],
      pages(f).map((t) => groffTable(f, t, groffWidths((t.cols ?? f.cols).length))),
    ),
  pdfkit: (f, file) => pdfkitRender(f, file, pages(f), { colWidth }),
});

// ---------------------------------------------------------------------------------------------
// multi-page documents (batches 18, 19): a file's pages, each a statement (kind "st": title, lines,
// cols, groups, headRows, rows, after) or, where the maker allows it, a page of text (kind "text":
// title, lines, paras, sign). Rows may carry `n` (a note number, printed in a Note column when `notes`
// is on), `davon` (italic, smaller in PDFKit) and `en` (an English line under the label, PDFKit).
// `amount(f, x, p, ci)`: the printed amount of value x in column ci of page p.
const refuse = (f, p, text, who) => {
  if (p.kind !== "st" && !(text && p.kind === "text")) throw new Error(`${f.id}: ${who} prints statements only`);
};
const noteColumn = (notes, p) => notes && p.rows.some((r) => r.n);

/**
 * groff source of file f's pages: company and title, lines, then tbl with labels in T{ T} blocks, filled
 * (".fi" and `adjust`'s lines), widths `widths(number of columns, a Note column?)` ({ lw, cw } inches),
 * a label indented by `\h'indent(r)'`; `notes`: a Note column on a page whose rows carry `n`; `text`:
 * pages of text printed (paragraphs filled and justified, then the signature lines), else refused.
 */
export function groffPages(f, pages, { amount, widths, indent, adjust = [], notes = false, text = false }) {
  const body = pages.map((p) => {
    refuse(f, p, text, "groff");
    const out = [`.ft B\n.ps 13\n\\&${g(f.company)}\n.ps 11\n\\&${g(p.title)}\n.ft R\n.ps 10`];
    for (const l of p.lines ?? []) out.push(`\\&${g(l)}`);
    if (p.kind === "text") {
      out.push(".sp", ".fi", ".ad b");
      for (const x of p.paras) out.push(`\\&${g(x)}`, ".sp 0.6");
      out.push(".nf", ".sp 2");
      for (const s of p.sign) out.push(`\\&${g(s)}`);
      return out;
    }
    const cols = p.cols ?? f.cols;
    const nc = noteColumn(notes, p);
    const { lw, cw } = widths(cols.length, nc);
    out.push(".sp", ".fi", ...adjust, ".TS", "tab(@);");
    if (p.groups)
      out.push(
        `l ${nc ? "c " : ""}${p.groups.map(([, span]) => ["c", ...Array(span - 1).fill("s")].join(" ")).join(" ")}`,
      );
    out.push(`lw(${lw}i) ${nc ? "cw(0.4i) " : ""}${cols.map(() => `rw(${cw}i)`).join(" ")}.`);
    const pre = nc ? "@" : "";
    if (p.groups) out.push(`${pre}${["", ...p.groups.map(([gl]) => `\\fB${g(gl)}\\fP`)].join("@")}`);
    out.push(`${nc ? "@\\fBNote\\fP" : ""}@${cols.map((c) => `\\fB${g(c)}\\fP`).join("@")}`);
    for (const u of p.headRows ?? []) out.push(`${pre}@${u.map((x) => `\\fI${g(x)}\\fP`).join("@")}`);
    const face = (r, s) => (r.b ? `\\fB${s}\\fP` : r.davon ? `\\fI${s}\\fP` : s);
    for (const r of p.rows) {
      const pad = r.i ? `\\h'${indent(r)}'` : "";
      const vals = r.v ? r.v.map((x, ci) => face(r, g(amount(f, x, p, ci)))) : cols.map(() => "");
      if (r.b && r.v) out.push(`${pre}@${cols.map(() => "_").join("@")}`);
      out.push(`T{\n\\&${pad}${face(r, g(r.l))}\nT}${nc ? `@${r.n ?? ""}` : ""}@${vals.join("@")}`);
    }
    out.push(".TE", ".nf");
    for (const a of p.after ?? []) out.push(".sp", `.ps 9\n\\&${g(a)}\n.ps 10`);
    return out;
  });
  return groffDocument([".ps 10", ".vs 12.5p", ".ll 6.8i", ".po 0.75i", ".nh", ".nf"], body);
}

/**
 * File f's pages by PDFKit (A4, Helvetica): company, title and lines at x 50, amounts right-aligned by
 * widthOfString in columns of `colWidth(number of columns)` points ending at 547, bold totals ruled
 * from `ruleInset` inside a column, rows `rowGap` apart (a "davon" row oblique in 8 pt, an `en` line
 * under its label); `notes`: a Note column on a page whose rows carry `n`; `text`: pages of text
 * printed (justified paragraphs, then the signature lines), else refused.
 */
export async function pdfkitPages(
  f,
  file,
  pages,
  { amount, colWidth, ruleInset, rowGap, notes = false, text = false },
) {
  const require = createRequire(path.join(process.env.PDFKIT_PREFIX ?? "/tmp/own", "node_modules/"));
  const PDFDocument = require("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: 50, info: { Producer: "PDFKit" } });
  const stream = fs.createWriteStream(file);
  doc.pipe(stream);
  const right = 595.28 - 48;
  const rtext = (s, x, y) => doc.text(s, x - doc.widthOfString(s), y, { lineBreak: false });
  pages.forEach((p, pi) => {
    refuse(f, p, text, "PDFKit");
    if (pi) doc.addPage();
    let y = 52;
    doc.font("Helvetica-Bold").fontSize(13).text(f.company, 50, y, { lineBreak: false });
    y += 18;
    doc.fontSize(11).text(p.title, 50, y, { lineBreak: false });
    y += 16;
    doc.font("Helvetica").fontSize(9);
    for (const l of p.lines ?? []) {
      doc.text(l, 50, y, { lineBreak: false });
      y += 12;
    }
    y += 10;
    if (p.kind === "text") {
      for (const x of p.paras) {
        doc.font("Helvetica").fontSize(9.5).text(x, 50, y, { width: 495, align: "justify" });
        y = doc.y + 8;
      }
      y += 20;
      for (const s of p.sign) {
        doc.text(s, 50, y, { lineBreak: false });
        y += 13;
      }
      return;
    }
    const cols = p.cols ?? f.cols;
    const cw = colWidth(cols.length);
    const colX = cols.map((_, i) => right - (cols.length - 1 - i) * cw);
    const noteX = colX[0] - cw - 8;
    const nc = noteColumn(notes, p);
    doc.font("Helvetica-Bold").fontSize(9);
    if (p.groups) {
      let ci = 0;
      for (const [gl, span] of p.groups) {
        const x1 = colX[ci + span - 1];
        const x0 = colX[ci] - cw + 16;
        doc.text(gl, (x0 + x1) / 2 - doc.widthOfString(gl) / 2, y, { lineBreak: false });
        ci += span;
      }
      y += 13;
    }
    if (nc) doc.text("Note", noteX - doc.widthOfString("Note") / 2, y, { lineBreak: false });
    for (const [i, c] of cols.entries()) rtext(c, colX[i], y);
    y += 12;
    doc.font("Helvetica-Oblique");
    for (const u of p.headRows ?? []) {
      for (const [i, x] of u.entries()) rtext(x, colX[i], y);
      y += 12;
    }
    y += 4;
    for (const r of p.rows) {
      const x0 = 50 + r.i * 11;
      doc.font(r.b ? "Helvetica-Bold" : r.davon ? "Helvetica-Oblique" : "Helvetica").fontSize(r.davon ? 8 : 9);
      if (r.b && r.v) ruleColumns(doc, colX, cw, ruleInset, y - 3);
      doc.text(r.l, x0, y, { lineBreak: false });
      if (nc && r.n !== undefined) doc.text(r.n, noteX - doc.widthOfString(r.n) / 2, y, { lineBreak: false });
      if (r.v) for (const [i, x] of r.v.entries()) rtext(amount(f, x, p, i), colX[i], y);
      y += rowGap;
      if (r.en) {
        doc
          .font("Helvetica-Oblique")
          .fontSize(7.5)
          .fillColor("#333333")
          .text(r.en, x0, y - 1.5, { lineBreak: false });
        doc.fillColor("#000000");
        y += 10;
      }
      if (y > 800) throw new Error(`${f.id}: page overflow`);
    }
    for (const a of p.after ?? []) {
      y += 8;
      doc.font("Helvetica").fontSize(8.5).text(a, 50, y, { lineBreak: false });
      y += 12;
    }
  });
  doc.end();
  await new Promise((res) => stream.on("finish", res));
}

// ---------------------------------------------------------------------------------------------
// the driver
/** The JSON's producer line per producer id; `html`: what Chromium printed ("HTML tables"). */
const producerLine = (id, html) =>
  id === "chromium"
    ? `Chromium ${execFileSync("/usr/bin/chromium", ["--version"]).toString().trim().split(" ")[1]} headless --print-to-pdf of ${html}`
    : id === "groff"
      ? `GNU groff ${execFileSync("groff", ["-v"]).toString().split("\n")[0].split(" ").pop()} (tbl, -Tps, Times) + Ghostscript ps2pdf`
      : "PDFKit 0.15 (npm pdfkit, base-14 Helvetica, text placed by x/y)";

/** Writes file f's PDF by its producer: Chromium of html(f), groff -t -Tps of groff(f) + ps2pdf, or pdfkit(f, file). */
async function render(f, file, work, renderers) {
  if (f.producer === "chromium") {
    const h = path.join(work, `${f.id}.html`);
    fs.writeFileSync(h, renderers.html(f));
    execFileSync(
      "/usr/bin/chromium",
      [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--no-pdf-header-footer",
        `--user-data-dir=${path.join(work, "chr")}`,
        `--print-to-pdf=${file}`,
        `file://${h}`,
      ],
      { stdio: "ignore" },
    );
  } else if (f.producer === "groff") {
    const ps = execFileSync("groff", ["-k", "-t", "-Tps"], { input: renderers.groff(f) });
    const psf = path.join(work, `${f.id}.ps`);
    fs.writeFileSync(psf, ps);
    execFileSync("ps2pdf", ["-sPAPERSIZE=a4", psf, file]);
  } else {
    await renderers.pdfkit(f, file);
  }
}

/** The JSON of file f in batch o (see makeBatch): kind "text" or "scan"; extra: a scan's id, producer_id, features. */
export function batchJson(o, f, kind, producer, extra = {}) {
  return {
    file: `${extra.id ?? f.id}.pdf`,
    kind,
    producer,
    producer_id: extra.producer_id ?? f.producer,
    language: f.language,
    company: f.company,
    currency: f.currency,
    scale: f.scale,
    scale_phrase: f.scale_phrase,
    number_convention: (o.convention ?? numberConvention)(f),
    batch: o.batch,
    features: [...f.features, ...(extra.features ?? [])],
    documents: documentsOf(f, o.tables(f)).map(({ parts, ...d }) => d),
  };
}

/**
 * Makes (or with --check checks) a batch. `batch`: its name (unseenNN, the fixture folder's);
 * `files`, `scans`: FILES and SCANS (a scan's JPEG `quality` defaults to 0.72); `tables(f)`: the tables documentsOf reads; `renderers`: html,
 * groff, pdfkit; `html`: the Chromium producer's words; `scanFeature`: the scans' added feature;
 * `convention`: the number_convention of a file (default numberConvention); `producers`: a batch's own
 * producers by id, { line (the JSON's producer words), render(f, file, work) } (batch 19: gropdf, texttopdf).
 */
export async function makeBatch(o) {
  const { batch, files, scans, tables, renderers } = o;
  const at = process.argv.indexOf("--out");
  const OUT = path.resolve(at > 0 ? process.argv[at + 1] : `test/fixtures/extraction-corpus/${batch}`);
  const docsOf = (f) => documentsOf(f, tables(f));
  const jsonOf = (f, kind, producer, extra) => batchJson(o, f, kind, producer, extra);
  const write = (name, json) => fs.writeFileSync(path.join(OUT, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `${batch}-`));
  if (!process.argv.includes("--check")) {
    fs.mkdirSync(OUT, { recursive: true });
    for (const f of files) {
      const own = o.producers?.[f.producer];
      if (own) await own.render(f, path.join(OUT, `${f.id}.pdf`), work);
      else await render(f, path.join(OUT, `${f.id}.pdf`), work, renderers);
      write(f.id, jsonOf(f, "text", own ? own.line : producerLine(f.producer, o.html ?? "HTML tables")));
      console.log(`wrote ${f.id}`);
    }
    for (const s of scans) {
      const f = files.find((x) => x.id === s.of);
      await scan(
        path.join(OUT, `${f.id}.pdf`),
        path.join(OUT, `${s.id}.pdf`),
        { dpi: s.dpi, angle: s.angle, noise: 0.05, quality: s.quality ?? 0.72, seed: s.seed },
        work,
      );
      const producer = `scan (pdftoppm ${s.dpi} dpi, rotated ${s.angle}°, noise, JPEG, pdf-lib image PDF) of ${f.id}.pdf`;
      write(s.id, jsonOf(f, "scan", producer, { id: s.id, producer_id: "scan", features: [o.scanFeature] }));
      console.log(`wrote ${s.id}`);
    }
  } else {
    let total = 0;
    let bad = 0;
    const all = [
      ...files.map((f) => ({ f, json: f.id })),
      ...scans.map((s) => ({ f: files.find((x) => x.id === s.of), json: s.id })),
    ];
    for (const { f, json } of all) {
      const text = execFileSync("pdftotext", ["-layout", path.join(OUT, `${f.id}.pdf`), "-"]).toString();
      const saved = JSON.parse(fs.readFileSync(path.join(OUT, `${json}.json`), "utf8"));
      const docs = docsOf(f);
      const missing = [];
      let n = 0;
      if (saved.documents.length !== docs.length)
        missing.push(`${saved.documents.length} documents in the JSON, ${docs.length} expected`);
      docs.forEach((d, di) => {
        for (const [k, v] of Object.entries(d.line_items)) {
          n++;
          if (saved.documents[di]?.line_items[k] !== v)
            missing.push(`${d.period} ${k}: JSON ${saved.documents[di]?.line_items[k]} != ${v}`);
          for (const q of d.parts[k]) {
            const [p, dec] = Array.isArray(q) ? q : [q, f.decimals];
            const s = fmtNum(p, f.conv, dec);
            const re = new RegExp(`(^|[^0-9.,'])${s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^0-9])`, "m");
            if (!re.test(text)) missing.push(`${d.period} ${k} part ${s}`);
          }
        }
      });
      total += n;
      bad += missing.length;
      console.log(
        `${json}: ${n} expected figures, ${missing.length} problems${missing.length ? `: ${missing.join("; ")}` : ""}`,
      );
    }
    console.log(`${total} expected figures in all, ${bad} problems`);
    process.exitCode = bad ? 1 : 0;
  }
  fs.rmSync(work, { recursive: true, force: true });
}
