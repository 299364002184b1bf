// Builds the third batch of the extraction corpus (test/fixtures/extraction-corpus/producers/) ONCE:
// statements from nine PDF producers the first two batches do not have, from the same seeded data
// model (scripts/extraction-corpus-model.mjs), each beside the figures a correct reading gives.
//   - groff -ms with tbl tables (-Tpdf);
//   - enscript and a2ps: plain-text reports in Courier (PostScript, then ps2pdf);
//   - pandoc: Markdown pipe tables to HTML, typeset by WeasyPrint;
//   - wkhtmltopdf (Qt WebKit) from HTML;
//   - ReportLab (Python, platypus tables);
//   - pdf-lib, PDFKit and jsPDF (npm): text placed at computed positions;
//   - scans of four of them (pdftoppm 150-200 dpi, rotation, noise, JPEG; the first batch's code).
// Layouts: German HGB balance sheets in Kontoform (Aktiva | Passiva side by side) and Staffelform,
// management accounts (Actual / Budget / Variance / Prior year), a balance sheet and an income
// statement side by side on one landscape page, undated headers ("This year / Last year",
// "Geschäftsjahr / Vorjahr"), the scale in every column header, labels wrapped by a text printer.
// Made by someone who did not change the reader, so that the reader's rules were written without
// these files (leave-one-producer-out; docs/extraction.md, Corpus and accuracy).
// Needs (generation only; tests read the committed PDFs and JSONs): groff, enscript, a2ps,
// ghostscript, pandoc, weasyprint, wkhtmltopdf, python3-reportlab, poppler-utils (apt), and pdfkit and
// jspdf installed OUTSIDE the project: npm install --prefix /tmp/corpus-gen pdfkit jspdf
// (CORPUS_GEN=<prefix> to use another folder). Run: node scripts/make-producer-corpus.mjs [ids]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import {
  besides,
  headerDepth,
  headerLine,
  htmlRows,
  kontoform as kontoform0,
  pageSize,
  place,
  statementGrid as statementGrid0,
} from "./corpus-layout.mjs";
import {
  BS_IS_CF,
  budgetOf,
  buildBatch,
  corpusDoc,
  esc,
  FEATURES,
  fixtureJson,
  fmt,
  HGB,
  HGB2,
  IFRS,
  periodLine,
  ROWS,
  SMALL,
  US,
  US2,
} from "./extraction-corpus-model.mjs";

const OUT = path.resolve("test/fixtures/extraction-corpus/producers");
const WORK = fs.mkdtempSync(path.join(os.tmpdir(), "producer-corpus-"));
const GEN = process.env.CORPUS_GEN ?? "/tmp/corpus-gen";
const genRequire = createRequire(path.join(GEN, "package.json"));

// ---------------------------------------------------------------------------------------------
// Grids (scripts/corpus-layout.mjs): one page of a statement as title lines and a table of cells.

const statementGrid = (doc, type, title) => statementGrid0(doc, type, { title });
const kontoform = (doc) => kontoform0(statementGrid(doc, "balance_sheet"), { labelWidth: 3.4 });

/** Management accounts: the year's actual, budget, variance and prior year of each line. */
function managementGrid(doc) {
  const type = "income_statement";
  const [y, py] = doc.years;
  const [actual, budget, prior] = [doc.figures[y], doc.budget, doc.figures[py]];
  const o = { ...doc, neg: doc.neg };
  const columns = [
    { header: [], align: "l", width: 4.2 },
    { header: ["Actual", String(y)], align: "r", width: 1.3 },
    { header: ["Budget", String(y)], align: "r", width: 1.3 },
    { header: ["Variance", doc.currency], align: "r", width: 1.3 },
    { header: ["Variance", "%"], align: "r", width: 0.9 },
    { header: ["Prior year", String(py)], align: "r", width: 1.3 },
  ];
  const rows = ROWS[doc.rows[type]].map((r) => {
    if (r.heading) return { heading: true, cells: [r.label], bold: [true] };
    const s = r.sign ?? 1;
    const [a, b, p] = [actual[r.fig], budget[r.fig], prior[r.fig]];
    const pct = b === 0 ? "n/a" : `${(((a - b) / Math.abs(b)) * 100).toFixed(1)}%`;
    const cells = [r.label, fmt(s * a, o), fmt(s * b, o), fmt(s * (a - b), o), pct, fmt(s * p, o)];
    return { cells, bold: cells.map(() => Boolean(r.total)), rule: r.total, double: r.grand };
  });
  return {
    title: [doc.company, "Management Accounts", `Income statement: ${periodLine(doc, type)}`, doc.scalePhrase],
    columns,
    rows,
  };
}

/** The pages of a document, by its layout. */
function pages(doc) {
  switch (doc.layout) {
    case "kontoform":
      return [kontoform(doc), ...doc.statements.filter((t) => t !== "balance_sheet").map((t) => statementGrid(doc, t))];
    case "management":
      return [managementGrid(doc), statementGrid(doc, "balance_sheet", "Balance sheet")];
    case "side-by-side": {
      const bs = statementGrid(doc, "balance_sheet");
      const is = statementGrid(doc, "income_statement");
      const head = (g, t) => ({ ...g, columns: g.columns.map((c, i) => (i === 0 ? { ...c, header: [t] } : c)) });
      const both = besides(head(bs, bs.title[1]), head(is, is.title[1]), [
        doc.company,
        `${bs.title[2]} · ${is.title[2]}`,
        doc.scalePhrase,
      ]);
      return [{ ...both, landscape: true }, statementGrid(doc, "cashflow_statement")];
    }
    default:
      return doc.statements.map((t) => statementGrid(doc, t));
  }
}

// ---------------------------------------------------------------------------------------------
// groff -ms + tbl

const troffEsc = (s) =>
  String(s)
    .replace(/\\/g, "\\e")
    .replace(/ä/g, "\\(:a")
    .replace(/ö/g, "\\(:o")
    .replace(/ü/g, "\\(:u")
    .replace(/Ä/g, "\\(:A")
    .replace(/Ö/g, "\\(:O")
    .replace(/Ü/g, "\\(:U")
    .replace(/ß/g, "\\(ss")
    .replace(/£/g, "\\(Po")
    .replace(/€/g, "\\(Eu")
    .replace(/–/g, "\\(en")
    .replace(/·/g, "\\(md")
    .replace(/’/g, "'")
    .replace(/^([.'])/, "\\&$1")
    .replace(/^-(?=\d)/, "\\-");

function groff(doc, out) {
  const parts = [".nr PS 9", ".nr VS 11", ".nr LL 17c", ".nr PO 2c", ".nr HM 2c", ".ds CH"];
  pages(doc).forEach((g, idx) => {
    if (idx > 0) parts.push(".bp");
    parts.push(".LP", ".ce 1", `\\s+3\\fB${troffEsc(g.title[0])}\\fP\\s0`);
    parts.push(".ce 1", `\\fB${troffEsc(g.title[1])}\\fP`);
    for (const t of g.title.slice(2)) parts.push(".ce 1", troffEsc(t));
    parts.push(".sp 1", ".TS", "expand tab(|);");
    const fmtLine = g.columns.map((c) => (c.align === "l" ? "lw(8c)" : "r")).join(" ");
    parts.push(`${fmtLine}.`);
    const depth = headerDepth(g);
    for (let i = 0; i < depth; i++)
      parts.push(g.columns.map((c) => `\\fB${troffEsc(headerLine(g, c, i))}\\fP`).join("|"));
    parts.push("_");
    for (const r of g.rows) {
      if (r.heading) {
        parts.push(`\\fB${troffEsc(r.cells[0])}\\fP${"|".repeat(g.columns.length - 1)}`);
        continue;
      }
      if (r.rule) parts.push(g.columns.map((c, i) => (i === 0 || c.align === "l" ? "" : "\\_")).join("|"));
      parts.push(r.cells.map((c, i) => (r.bold[i] && c ? `\\fB${troffEsc(c)}\\fP` : troffEsc(c))).join("|"));
      if (r.double) parts.push(g.columns.map((c) => (c.align === "l" ? "" : "\\=")).join("|"));
    }
    parts.push(".TE");
  });
  const src = path.join(WORK, `${doc.id}.ms`);
  fs.writeFileSync(src, `${parts.join("\n")}\n`);
  fs.writeFileSync(out, execFileSync("groff", ["-ms", "-t", "-Tpdf", "-P-pa4", src]));
}

// ---------------------------------------------------------------------------------------------
// Plain-text reports (enscript, a2ps): fixed columns, long labels wrapped with the amounts on the
// last line, dashes and equals signs under the totals, form feeds between statements.

function textReport(doc, width) {
  const out = [];
  for (const g of pages(doc)) {
    const num = g.columns.map((c, i) =>
      c.align === "r"
        ? Math.max(...g.rows.map((r) => (r.cells[i] ?? "").length), ...c.header.map((h) => h.length)) + 3
        : 0,
    );
    const labelCols = g.columns.filter((c) => c.align === "l").length;
    const labelWidth = Math.floor((width - num.reduce((a, b) => a + b, 0)) / labelCols);
    const w = num.map((n) => n || labelWidth);
    const line = (cells) =>
      cells
        .map((c, i) => (g.columns[i].align === "l" ? c.padEnd(w[i]) : c.padStart(w[i])))
        .join("")
        .trimEnd();
    const center = (s) => `${" ".repeat(Math.max(0, Math.floor((width - s.length) / 2)))}${s}`;
    out.push(center(g.title[0].toUpperCase()), center(g.title[1]), ...g.title.slice(2).map(center), "");
    for (let i = 0; i < headerDepth(g); i++) out.push(line(g.columns.map((c) => headerLine(g, c, i))));
    out.push("");
    for (const r of g.rows) {
      if (r.heading) {
        out.push(r.cells[0]);
        continue;
      }
      // Long labels wrap at a word; the amounts stand on the label's last line.
      const wrapped = r.cells.map((c, i) => (g.columns[i].align === "l" ? wrapText(c, w[i] - 2) : [c]));
      const depth = Math.max(...wrapped.map((x) => x.length));
      if (r.rule) out.push(line(r.cells.map((_, i) => (g.columns[i].align === "r" ? "-".repeat(w[i] - 3) : ""))));
      for (let k = 0; k < depth; k++)
        out.push(
          line(wrapped.map((x, i) => (g.columns[i].align === "l" ? (x[k] ?? "") : k === depth - 1 ? x[0] : ""))),
        );
      if (r.double) out.push(line(r.cells.map((_, i) => (g.columns[i].align === "r" ? "=".repeat(w[i] - 3) : ""))));
    }
    out.push("\f");
  }
  const text = out.join("\n").replace(/\n\f$/, "\n");
  if ([...text].some((ch) => ch.charCodeAt(0) > 0xff))
    throw new Error(`${doc.id}: not Latin-1: a text printer cannot print it`);
  return text;
}

function wrapText(s, max) {
  if (s.length <= max) return [s];
  const lines = [];
  let cur = "";
  for (const word of s.split(" ")) {
    if (cur && `${cur} ${word}`.length > max) {
      lines.push(cur);
      cur = `  ${word}`;
    } else cur = cur ? `${cur} ${word}` : word;
  }
  return [...lines, cur];
}

function textPrinter(doc, out) {
  const txt = path.join(WORK, `${doc.id}.txt`);
  const ps = path.join(WORK, `${doc.id}.ps`);
  fs.writeFileSync(txt, Buffer.from(textReport(doc, doc.producer === "a2ps" ? 84 : 92), "latin1"));
  if (doc.producer === "enscript")
    execFileSync("enscript", ["-B", "-f", "Courier8.5", "--margins=40:40:40:40", "-M", "A4", "-o", ps, txt], {
      stdio: "ignore",
    });
  else
    execFileSync(
      "a2ps",
      ["-1", "-R", "--no-header", "--borders=no", "-M", "a4", "--chars-per-line=90", "-o", ps, txt],
      { stdio: "ignore" },
    );
  execFileSync("ps2pdf", ["-sPAPERSIZE=a4", ps, out]);
}

// ---------------------------------------------------------------------------------------------
// HTML (wkhtmltopdf) and Markdown (pandoc + WeasyPrint)

function htmlTable(g) {
  const { head, body } = htmlRows(g, {
    th: (c) => `class="${c.align}"`,
    heading: (text, span) => `<tr class="h"><td colspan="${span}">${text}</td></tr>`,
    tr: (r) => (r.double ? ' class="g"' : ""),
    td: (r, i) => {
      const cls = [
        g.columns[i].align,
        r.bold[i] ? "b" : "",
        (r.ruleCols?.[i] ?? r.rule) && g.columns[i].align === "r" ? "t" : "",
      ]
        .filter(Boolean)
        .join(" ");
      return `<td class="${cls}">${esc(r.cells[i])}</td>`;
    },
  });
  return `<table><thead>${head.join("")}</thead><tbody>${body.join("\n")}</tbody></table>`;
}

function wkhtmltopdf(doc, out) {
  const css = `body{font-family:"DejaVu Sans",sans-serif;font-size:9pt}h1{font-size:13pt;margin:0}h2{font-size:11pt;margin:2pt 0}
    p{margin:0 0 8pt}table{border-collapse:collapse;width:100%}td,th{padding:1.5pt 5pt}th.r,td.r{text-align:right;white-space:nowrap}
    th{border-bottom:1px solid #444}td.b{font-weight:bold}td.t{border-top:1px solid #000}tr.g td.r{border-bottom:3px double #000}
    tr.h td{font-weight:bold;padding-top:6pt}.page{page-break-after:always}`;
  const gs = pages(doc);
  const body = gs
    .map(
      (g) =>
        `<div class="page"><h1>${esc(g.title[0])}</h1><h2>${esc(g.title[1])}</h2><p>${g.title.slice(2).map(esc).join("<br>")}</p>${htmlTable(g)}</div>`,
    )
    .join("\n");
  const src = path.join(WORK, `${doc.id}.html`);
  fs.writeFileSync(
    src,
    `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`,
  );
  const orientation = gs.some((g) => g.landscape) ? "Landscape" : "Portrait";
  execFileSync("wkhtmltopdf", ["--quiet", "-s", "A4", "-O", orientation, src, out], { stdio: "ignore" });
}

function pandoc(doc, out) {
  const md = [];
  pages(doc).forEach((g, idx) => {
    if (idx > 0) md.push('<div style="page-break-before: always"></div>', "");
    md.push(`# ${g.title[0]}`, "", `## ${g.title[1]}`, "", ...g.title.slice(2).map((t) => `${t}  `), "");
    const cell = (s) => s.replace(/\|/g, "\\|").replace(/\*/g, "\\*");
    md.push(`| ${g.columns.map((c) => c.header.join(" ")).join(" | ")} |`);
    md.push(`|${g.columns.map((c) => (c.align === "l" ? ":---" : "---:")).join("|")}|`);
    for (const r of g.rows) {
      const cells = r.heading ? [`**${cell(r.cells[0])}**`, ...g.columns.slice(1).map(() => "")] : r.cells;
      md.push(
        `| ${cells.map((c, i) => (r.bold[i] && c && !r.heading ? `**${cell(c)}**` : r.heading ? c : cell(c))).join(" | ")} |`,
      );
    }
    md.push("");
  });
  const src = path.join(WORK, `${doc.id}.md`);
  fs.writeFileSync(src, md.join("\n"));
  const css = path.join(WORK, "pandoc.css");
  fs.writeFileSync(
    css,
    "@page{size:A4;margin:18mm}body{font-family:'DejaVu Serif',serif;font-size:9.5pt}h1{font-size:14pt}h2{font-size:12pt}table{width:100%;border-collapse:collapse}td,th{padding:1pt 4pt}thead th{border-bottom:1px solid #000}",
  );
  execFileSync(
    "pandoc",
    [
      "-s",
      "-f",
      "markdown",
      "-t",
      "html5",
      "--metadata",
      `pagetitle=${doc.company}`,
      "-c",
      css,
      "--pdf-engine=weasyprint",
      "-o",
      out,
      src,
    ],
    { stdio: "ignore" },
  );
}

// ---------------------------------------------------------------------------------------------
// ReportLab (platypus tables)

const REPORTLAB = `
import json, sys
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.lib import colors
from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate, NextPageTemplate, PageBreak, Paragraph, Spacer, Table, TableStyle
spec = json.load(open(sys.argv[1]))
styles = getSampleStyleSheet()
def frame(size): return Frame(40, 40, size[0] - 80, size[1] - 80, id="f")
doc = BaseDocTemplate(sys.argv[2], pagesize=A4, title=spec["company"], author="ReportLab corpus")
doc.addPageTemplates([PageTemplate(id="portrait", frames=[frame(A4)], pagesize=A4),
                      PageTemplate(id="landscape", frames=[frame(landscape(A4))], pagesize=landscape(A4))])
story = []
for n, g in enumerate(spec["pages"]):
    size = landscape(A4) if g.get("landscape") else A4
    if n == 0 and g.get("landscape"): doc.pageTemplates.insert(0, doc.pageTemplates.pop(1))
    elif n > 0:
        story.append(NextPageTemplate("landscape" if g.get("landscape") else "portrait"))
        story.append(PageBreak())
    story.append(Paragraph(g["title"][0], styles["Title"]))
    story.append(Paragraph(g["title"][1], styles["Heading2"]))
    for t in g["title"][2:]: story.append(Paragraph(t, styles["Normal"]))
    story.append(Spacer(1, 8))
    cols = g["columns"]
    depth = max(len(c["header"]) for c in cols)
    data = [[(c["header"][i - (depth - len(c["header"]))] if i - (depth - len(c["header"])) >= 0 else "") for c in cols] for i in range(depth)]
    style = [("FONT", (0, 0), (-1, -1), "Helvetica", 8.5), ("FONT", (0, 0), (-1, depth - 1), "Helvetica-Bold", 8.5),
             ("LINEBELOW", (0, depth - 1), (-1, depth - 1), 0.8, colors.black),
             ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)]
    for i, c in enumerate(cols):
        if c["align"] == "r": style.append(("ALIGN", (i, 0), (i, -1), "RIGHT"))
    for r in g["rows"]:
        y = len(data)
        if r.get("heading"):
            data.append([r["cells"][0]] + [""] * (len(cols) - 1))
            style.append(("FONT", (0, y), (0, y), "Helvetica-Bold", 8.5))
            continue
        data.append(r["cells"])
        for i, b in enumerate(r["bold"]):
            if b: style.append(("FONT", (i, y), (i, y), "Helvetica-Bold", 8.5))
        for i, c in enumerate(cols):
            if c["align"] == "r" and (r.get("ruleCols") or [r.get("rule")] * len(cols))[i]:
                style.append(("LINEABOVE", (i, y), (i, y), 0.5, colors.black))
            if c["align"] == "r" and r.get("double"):
                style.append(("LINEBELOW", (i, y), (i, y), 1.5, colors.black))
    avail = size[0] - 80
    total = sum(c["width"] for c in cols)
    story.append(Table(data, colWidths=[avail * c["width"] / total for c in cols], style=TableStyle(style), repeatRows=depth))
doc.build(story)
`;

function reportlab(doc, out) {
  const script = path.join(WORK, "reportlab-corpus.py");
  fs.writeFileSync(script, REPORTLAB);
  const spec = path.join(WORK, `${doc.id}.json`);
  fs.writeFileSync(spec, JSON.stringify({ company: doc.company, pages: pages(doc) }));
  execFileSync("/usr/bin/python3", [script, spec, out], { stdio: "inherit" });
}

// ---------------------------------------------------------------------------------------------
// npm PDF libraries: every text run placed at a computed position (page size, margins, columns in
// proportion to their widths, amounts right-aligned, labels too long for their column wrapped).

const LOOK = {
  lineHeight: 1.35,
  top: 1.6,
  titleSizes: [1.5, 1.2],
  titleGap: 1.9,
  tableGap: 1.5,
  headerRule: 0.4,
  ruleInset: 10,
  doubleGap: 0.55,
  wrapIndent: "",
  gutter: 0,
  rightPad: 4,
  rightFlag: false,
};

async function pdfLib(doc, out) {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const measure = (t, b, s) => (b ? bold : regular).widthOfTextAtSize(t, s);
  for (const g of pages(doc)) {
    const [width, height] = pageSize(g);
    const page = pdf.addPage([width, height]);
    const { items, rules } = place(g, { width, margin: 48, size: 9, measure, style: LOOK });
    for (const it of items)
      page.drawText(it.text, { x: it.x, y: height - it.y, size: it.size, font: it.bold ? bold : regular });
    for (const r of rules)
      page.drawLine({ start: { x: r.x1, y: height - r.y }, end: { x: r.x2, y: height - r.y }, thickness: 0.5 });
  }
  pdf.setTitle(doc.company);
  pdf.setProducer("pdf-lib");
  fs.writeFileSync(out, await pdf.save());
}

function pdfKit(doc, out) {
  const PDFKit = genRequire("pdfkit");
  return new Promise((resolve) => {
    const gs = pages(doc);
    const pdf = new PDFKit({ size: "A4", layout: gs[0].landscape ? "landscape" : "portrait", autoFirstPage: false });
    const stream = fs.createWriteStream(out);
    pdf.pipe(stream);
    const measure = (t, b, s) =>
      pdf
        .font(b ? "Helvetica-Bold" : "Helvetica")
        .fontSize(s)
        .widthOfString(t);
    for (const g of gs) {
      pdf.addPage({ size: "A4", layout: g.landscape ? "landscape" : "portrait", margin: 50 });
      const [width, _height] = pageSize(g);
      const { items, rules } = place(g, { width, margin: 50, size: 8.5, measure, style: LOOK });
      // PDFKit places text by its top; the positions are baselines.
      for (const it of items)
        pdf
          .font(it.bold ? "Helvetica-Bold" : "Helvetica")
          .fontSize(it.size)
          .text(it.text, it.x, it.y - it.size * 0.8, { lineBreak: false });
      for (const r of rules) pdf.moveTo(r.x1, r.y).lineTo(r.x2, r.y).lineWidth(0.5).stroke();
    }
    pdf.end();
    stream.on("finish", resolve);
  });
}

function jsPdf(doc, out) {
  const { jsPDF } = genRequire("jspdf");
  const gs = pages(doc);
  const pdf = new jsPDF({ unit: "pt", format: "a4", orientation: gs[0].landscape ? "landscape" : "portrait" });
  const measure = (t, b, s) => {
    pdf.setFont("helvetica", b ? "bold" : "normal");
    pdf.setFontSize(s);
    return pdf.getTextWidth(t);
  };
  gs.forEach((g, n) => {
    if (n > 0) pdf.addPage("a4", g.landscape ? "landscape" : "portrait");
    const [width, _height] = pageSize(g);
    const { items, rules } = place(g, { width, margin: 56, size: 9.5, measure, style: LOOK });
    for (const it of items) {
      pdf.setFont("helvetica", it.bold ? "bold" : "normal");
      pdf.setFontSize(it.size);
      pdf.text(it.text, it.x, it.y);
    }
    pdf.setLineWidth(0.5);
    for (const r of rules) pdf.line(r.x1, r.y, r.x2, r.y);
  });
  fs.writeFileSync(out, Buffer.from(pdf.output("arraybuffer")));
}

const PRODUCERS = {
  groff: { make: groff, name: "groff -ms with tbl tables (-Tpdf)" },
  enscript: { make: textPrinter, name: "enscript plain-text report (Courier) + ps2pdf" },
  a2ps: { make: textPrinter, name: "a2ps plain-text report + ps2pdf" },
  pandoc: { make: pandoc, name: "pandoc Markdown pipe tables → HTML, typeset by WeasyPrint" },
  wkhtmltopdf: { make: wkhtmltopdf, name: "wkhtmltopdf (Qt WebKit) from HTML" },
  reportlab: { make: reportlab, name: "ReportLab (Python) platypus tables" },
  "pdf-lib": { make: pdfLib, name: "pdf-lib (npm): text runs at computed positions" },
  pdfkit: { make: pdfKit, name: "PDFKit (npm): text at computed positions" },
  jspdf: { make: jsPdf, name: "jsPDF (npm): text at computed positions" },
};

// ---------------------------------------------------------------------------------------------
// The batch

const DOCS = [
  {
    id: "groff-hgb-staffelform",
    producer: "groff",
    company: "Allgäuer Feinmechanik GmbH",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "Angaben in TEUR",
    years: [2024, 2023],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    hgb: true,
    seed: 201,
    size: 52000,
    features: ["HGB Bilanz in Staffelform (Aktiva above Passiva)", "tbl rules under headers and totals"],
  },
  {
    id: "groff-ifrs-this-year",
    producer: "groff",
    company: "Thameside Packaging plc",
    currency: "GBP",
    scale: 1000,
    scalePhrase: "£'000",
    years: [2024, 2023],
    fye: [3, 31],
    header: "this-last",
    statements: BS_IS_CF,
    ...IFRS,
    notes: true,
    seed: 202,
    size: 140000,
    loss: [2023],
    features: ['undated headers "This year / Last year"'],
  },
  {
    id: "enscript-management-accounts",
    producer: "enscript",
    layout: "management",
    company: "Northgate Plumbing Supplies Inc.",
    currency: "USD",
    scale: 1,
    scalePhrase: "Amounts in US dollars",
    years: [2024, 2023],
    header: "actual-prior",
    statements: ["income_statement", "balance_sheet"],
    ...US,
    neg: "minus",
    seed: 203,
    size: 4200000,
    features: ["management accounts: Actual / Budget / Variance / Variance % / Prior year", "monospaced text report"],
  },
  {
    id: "a2ps-small-company",
    producer: "a2ps",
    company: "Lakeshore Veterinary Clinic Ltd.",
    currency: "CAD",
    scale: 1,
    scalePhrase: "(Expressed in Canadian dollars)",
    years: [2024, 2023],
    fye: [6, 30],
    header: "us-date",
    statements: BS_IS_CF,
    ...SMALL,
    decimals: 2,
    seed: 204,
    size: 1800000,
    loss: [2024],
    features: ["monospaced text report, long labels wrapped with the amounts on the last line", "cents"],
  },
  {
    id: "pandoc-ifrs-scale-per-column",
    producer: "pandoc",
    company: "Baltic Ferry Lines AB",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "",
    unitHeader: "EUR '000",
    years: [2024, 2023],
    header: "year-unit-inline",
    statements: BS_IS_CF,
    ...IFRS,
    seed: 205,
    size: 310000,
    features: ["scale only in each column header (2024 (EUR '000))", "Markdown pipe table"],
  },
  {
    id: "wkhtmltopdf-side-by-side",
    producer: "wkhtmltopdf",
    layout: "side-by-side",
    company: "Copper Canyon Brewing Company",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(in thousands)",
    years: [2024, 2023],
    statements: BS_IS_CF,
    ...US2,
    seed: 206,
    size: 38000,
    features: ["balance sheet and income statement side by side on one landscape page"],
  },
  {
    id: "wkhtmltopdf-chf-three-years",
    producer: "wkhtmltopdf",
    company: "Bodensee Medizintechnik AG",
    currency: "CHF",
    scale: 1000000,
    scalePhrase: "in CHF million",
    conv: "ch",
    decimals: 1,
    neg: "minus",
    years: [2024, 2023, 2022],
    statements: ["income_statement", "cashflow_statement"],
    ...IFRS,
    seed: 207,
    size: 2600,
    loss: [2022],
  },
  {
    id: "reportlab-hgb-kontoform",
    producer: "reportlab",
    layout: "kontoform",
    company: "Weserland Baustoffhandel GmbH",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "",
    unitHeader: "TEUR",
    years: [2024, 2023],
    header: "de-date-unit",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    hgb: true,
    seed: 208,
    size: 64000,
    features: ["HGB Bilanz in Kontoform (Aktiva | Passiva side by side, landscape)", "scale under every date (TEUR)"],
  },
  {
    id: "reportlab-management-eur",
    producer: "reportlab",
    layout: "management",
    company: "Lusitania Hotels S.A.",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "€ thousand",
    years: [2024, 2023],
    header: "actual-prior",
    statements: ["income_statement", "balance_sheet"],
    ...IFRS,
    seed: 209,
    size: 45000,
    loss: [2024],
    features: ["management accounts: Actual / Budget / Variance / Variance % / Prior year"],
  },
  {
    id: "pdflib-us-three-years",
    producer: "pdf-lib",
    company: "Evergreen Logistics Holdings, Inc.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(In thousands of dollars)",
    years: [2024, 2023, 2022],
    header: "us-date",
    statements: BS_IS_CF,
    ...US,
    notes: true,
    seed: 210,
    size: 90000,
    loss: [2023],
  },
  {
    id: "pdflib-hgb-kontoform-cents",
    producer: "pdf-lib",
    layout: "kontoform",
    company: "Elbtal Gartenbau GmbH",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Angaben in EUR",
    decimals: 2,
    years: [2024, 2023],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    hgb: true,
    seed: 211,
    size: 180000000,
    features: ["HGB Bilanz in Kontoform (Aktiva | Passiva side by side, landscape)", "amounts in euros and cents"],
  },
  {
    id: "pdfkit-hgb-vorjahr",
    producer: "pdfkit",
    company: "Pfälzer Weinkellerei AG",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "",
    unitHeader: "TEUR",
    years: [2024, 2023],
    fye: [9, 30],
    header: "de-this-last-unit",
    statements: ["balance_sheet", "income_statement"],
    ...HGB2,
    hgb: true,
    seed: 212,
    size: 36000,
    loss: [2024],
    features: ['undated headers "Geschäftsjahr / Vorjahr" with the scale under each (TEUR)'],
  },
  {
    id: "pdfkit-us-small",
    producer: "pdfkit",
    company: "Harbor Lights Dental Group, PLLC",
    currency: "USD",
    scale: 1,
    scalePhrase: "(in U.S. dollars)",
    years: [2024, 2023],
    statements: BS_IS_CF,
    ...SMALL,
    seed: 213,
    size: 2900000,
  },
  {
    id: "jspdf-small-this-year",
    producer: "jspdf",
    company: "Sunridge Community Childcare Inc.",
    currency: "USD",
    scale: 1,
    scalePhrase: "(Amounts in US dollars)",
    years: [2024, 2023],
    fye: [6, 30],
    header: "this-last",
    statements: BS_IS_CF,
    ...SMALL,
    seed: 214,
    size: 1500000,
    loss: [2023],
    features: ['undated headers "This year / Last year"'],
  },
  {
    id: "jspdf-us-september",
    producer: "jspdf",
    company: "Tidewater Industrial Coatings Corp.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(Dollars in thousands)",
    years: [2024, 2023],
    fye: [9, 30],
    header: "us-date",
    statements: BS_IS_CF,
    ...US2,
    seed: 215,
    size: 72000,
  },
];

// Scans (150-200 dpi): [id, source id, options]
const SCANS = [
  ["scan-groff-hgb-staffelform", "groff-hgb-staffelform", { dpi: 150, angle: 0.8, noise: 0.05, seed: 301 }],
  ["scan-reportlab-hgb-kontoform", "reportlab-hgb-kontoform", { dpi: 200, angle: -0.6, noise: 0.06, seed: 302 }],
  [
    "scan-enscript-management-accounts",
    "enscript-management-accounts",
    { dpi: 150, angle: 1.0, noise: 0.05, seed: 303 },
  ],
  ["scan-jspdf-small-this-year", "jspdf-small-this-year", { dpi: 200, angle: -1.1, noise: 0.07, seed: 304 }],
];

await buildBatch(DOCS, SCANS, {
  out: OUT,
  work: WORK,
  prepare: (spec) => {
    const doc = corpusDoc(spec);
    if (doc.layout === "management") doc.budget = budgetOf(doc);
    return doc;
  },
  make: (doc, out) => PRODUCERS[doc.producer].make(doc, out),
  expectedJson: (doc, id, kind) =>
    fixtureJson(doc, id, kind, PRODUCERS[doc.producer].name, {
      producer_id: kind === "scan" ? "scan" : doc.producer,
      scale_phrase: doc.scalePhrase || (doc.unitHeader ? `${doc.unitHeader} (column headers)` : ""),
      batch: "producers",
      features: [...(doc.features ?? []), ...FEATURES(doc)],
    }),
});
