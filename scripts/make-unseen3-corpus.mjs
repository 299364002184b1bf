// Builds the sixth batch of the extraction corpus (test/fixtures/extraction-corpus/unseen3/) ONCE:
// statements from producers no earlier batch has, from the same seeded data model
// (scripts/extraction-corpus-model.mjs: figures, rows, number formats, expected figures, scans) and
// the unseen batches' pages (scripts/corpus-layout.mjs):
//   - TCPDF (PHP) writeHTML tables, its own Header()/Footer() hooks;
//   - iText 5 (Java) PdfPTable per page, the page header by a page event, Times;
//   - libharu (C, libhpdf) with base-14 Helvetica in WinAnsi, every run at a computed position;
//   - LaTeX to DVI, then dvipdfmx (not pdfTeX's writer), Computer Modern Type 1 fonts;
//   - pdfjs (npm, rkusa: its own layout and writer) tables with AFM Helvetica;
//   - @react-pdf/renderer (npm: React components laid out by yoga flexbox);
//   - scans of three of them (pdftoppm 150-200 dpi, rotation, noise, JPEG; the model's code).
// Made by a helper who did not change the reader and whose files the reader's helper did not see
// (leave-one-producer-out; docs/extraction.md, "Unseen batch 3").
// Needs (generation only; the tests read the committed PDFs and JSONs): php-cli, php-tcpdf,
// libitext5-java + a JDK, libhpdf-dev + gcc, texlive-latex-base + texlive-binaries, poppler-utils (apt) and pdfjs and
// @react-pdf/renderer in a prefix outside the project (npm install --prefix /tmp/corpus-gen3 pdfjs
// @react-pdf/renderer; GEN3_PREFIX to name another).
// Run: node scripts/make-unseen3-corpus.mjs [ids]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { headerDepth, headerLine, documentPages as pages, placePage } from "./corpus-layout.mjs";
import {
  AU,
  BS_IS_CF,
  buildBatch,
  CA,
  esc,
  expected3,
  FEATURES,
  fixtureJson,
  HGB,
  HGB2,
  IE,
  QB,
  US,
  unseen3Doc,
} from "./extraction-corpus-model.mjs";

const OUT = path.resolve("test/fixtures/extraction-corpus/unseen3");
const WORK = fs.mkdtempSync(path.join(os.tmpdir(), "unseen3-corpus-"));
const GEN3 = process.env.GEN3_PREFIX ?? "/tmp/corpus-gen3";
const requireGen3 = createRequire(path.join(GEN3, "package.json"));

const widths = (g) => {
  const total = g.columns.reduce((n, c) => n + c.width, 0);
  return g.columns.map((c) => c.width / total);
};
const isAmount = (g, i) => g.columns[i].align === "r";
const ruled = (g, r, i) => isAmount(g, i) && Boolean(r.ruleCols?.[i] ?? r.rule);

// ---------------------------------------------------------------------------------------------
// TCPDF 6.6 (PHP): one writeHTML table per page, the scale line in its Header() hook on every
// page, "Page n of m" in its Footer(); core Helvetica.

const TCPDF = `<?php
require_once('/usr/share/php/tcpdf/tcpdf.php');
$spec = json_decode(file_get_contents($argv[1]), true);
class StatementPdf extends TCPDF {
  public $hdr = '';
  public function Header() { $this->SetFont('helvetica', '', 7.5); $this->Cell(0, 10, $this->hdr, 0, 0, 'R'); }
  public function Footer() { $this->SetY(-28); $this->SetFont('helvetica', '', 7.5);
    $this->Cell(0, 10, 'Page '.$this->getAliasNumPage().' of '.$this->getAliasNbPages(), 0, 0, 'C'); }
}
$pdf = new StatementPdf('P', 'pt', 'A4', true, 'UTF-8', false);
$pdf->SetCreator('TCPDF'); $pdf->SetTitle($spec['company']);
$pdf->SetMargins(48, 52, 48); $pdf->SetHeaderMargin(24); $pdf->SetFooterMargin(28); $pdf->SetAutoPageBreak(true, 48);
$pdf->SetFont('helvetica', '', 8.5);
foreach ($spec['pages'] as $p) {
  $pdf->hdr = $p['header'];
  $pdf->AddPage($p['landscape'] ? 'L' : 'P', 'A4');
  $pdf->writeHTML($p['html'], true, false, true, false, '');
}
$pdf->Output($argv[2], 'F');
`;

function tcpdfHtml(g) {
  const w = widths(g).map((f) => `${(f * 100).toFixed(1)}%`);
  const head = Array.from(
    { length: headerDepth(g) },
    (_, i) =>
      `<tr>${g.columns
        .map(
          (c, k) =>
            `<td width="${w[k]}" align="${c.align === "r" ? "right" : "left"}"><b>${esc(headerLine(g, c, i))}</b></td>`,
        )
        .join("")}</tr>`,
  );
  const body = g.rows.map((r) => {
    if (r.heading) return `<tr><td colspan="${g.columns.length}" width="100%"><b>${esc(r.cells[0])}</b></td></tr>`;
    return `<tr>${r.cells
      .map((c, i) => {
        const style = [
          ruled(g, r, i) ? "border-top:0.5pt solid #000000;" : "",
          isAmount(g, i) && r.double ? "border-bottom:1.5pt double #000000;" : "",
        ].join("");
        const text = r.bold[i] ? `<b>${esc(c)}</b>` : esc(c);
        return `<td width="${w[i]}" align="${isAmount(g, i) ? "right" : "left"}"${style ? ` style="${style}"` : ""}>${text}</td>`;
      })
      .join("")}</tr>`;
  });
  return [
    `<h2 style="font-size:12pt">${esc(g.title[0])}</h2>`,
    `<h3 style="font-size:10.5pt">${esc(g.title[1])}</h3>`,
    ...g.title.slice(2).map((t) => `<div>${esc(t)}</div>`),
    ...(g.prose ?? []).map((p) => `<p>${esc(p)}</p>`),
    '<br/><table cellpadding="2" cellspacing="0">',
    `<thead>${head.join("")}</thead>`,
    `<tr><td colspan="${g.columns.length}" width="100%" style="border-top:0.5pt solid #000000;font-size:2pt"></td></tr>`,
    body.join("\n"),
    "</table>",
    g.footer ? `<p style="font-size:7.5pt">${esc(g.footer)}</p>` : "",
  ].join("\n");
}

function tcpdf(doc, out) {
  const script = path.join(WORK, "tcpdf.php");
  fs.writeFileSync(script, TCPDF);
  const spec = path.join(WORK, `${doc.id}.json`);
  fs.writeFileSync(
    spec,
    JSON.stringify({
      company: doc.company,
      pages: pages(doc).map((g) => ({
        landscape: Boolean(g.landscape),
        header: g.pageHeader ?? "",
        html: tcpdfHtml(g),
      })),
    }),
  );
  execFileSync("php", [script, spec, out], { stdio: "inherit" });
}

// ---------------------------------------------------------------------------------------------
// iText 5.5 (Java, Debian libitext5-java): a small program that builds a PdfPTable per page from a
// tab-separated spec (header rows repeated, cell borders for rules), Times in Cp1252, the page
// header drawn by a page event; landscape pages by a rotated A4.

const ITEXT = String.raw`import com.itextpdf.text.*;
import com.itextpdf.text.pdf.*;
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;


public class Statements {
  static String header = "";
  public static void main(String[] args) throws Exception {
    java.util.List<String> lines = Files.readAllLines(Paths.get(args[0]), StandardCharsets.UTF_8);
    Document doc = new Document(PageSize.A4, 50, 50, 58, 50);
    PdfWriter writer = PdfWriter.getInstance(doc, new FileOutputStream(args[1]));
    Font small = new Font(Font.FontFamily.TIMES_ROMAN, 8f);
    writer.setPageEvent(new PdfPageEventHelper() {
      public void onEndPage(PdfWriter w, Document d) {
        Rectangle r = d.getPageSize();
        ColumnText.showTextAligned(w.getDirectContent(), Element.ALIGN_RIGHT, new Phrase(header, small), r.getRight() - 50, r.getTop() - 34, 0);
        ColumnText.showTextAligned(w.getDirectContent(), Element.ALIGN_CENTER, new Phrase(String.valueOf(w.getPageNumber()), small), (r.getLeft() + r.getRight()) / 2, 28, 0);
      }
    });
    Font reg = new Font(Font.FontFamily.TIMES_ROMAN, 9.5f);
    Font bold = new Font(Font.FontFamily.TIMES_ROMAN, 9.5f, Font.BOLD);
    PdfPTable table = null;
    boolean opened = false;
    for (String line : lines) {
      String[] f = line.split("\t", -1);
      switch (f[0]) {
        case "D": doc.addTitle(f[1]); break;
        case "P":
          doc.setPageSize(f[1].equals("1") ? PageSize.A4.rotate() : PageSize.A4);
          header = f[2];
          if (!opened) { doc.open(); opened = true; } else doc.newPage();
          break;
        case "L": {
          Paragraph p = new Paragraph(f[3], new Font(Font.FontFamily.TIMES_ROMAN, Float.parseFloat(f[1]), f[2].equals("1") ? Font.BOLD : Font.NORMAL));
          p.setSpacingBefore(Float.parseFloat(f[1]) > 10 ? 0 : 2);
          doc.add(p);
          break;
        }
        case "T": {
          String[] w = f[2].split(",");
          float[] widths = new float[w.length];
          for (int i = 0; i < w.length; i++) widths[i] = Float.parseFloat(w[i]);
          table = new PdfPTable(widths);
          table.setWidthPercentage(100);
          table.setSpacingBefore(12);
          table.setHeaderRows(Integer.parseInt(f[1]));
          break;
        }
        case "R": {
          // R, kind (h: header, g: heading over the row, r: row), then per cell "alignBoldTopDouble|text"
          for (int i = 2; i < f.length; i++) {
            String code = f[i].substring(0, 4);
            String text = f[i].substring(5);
            PdfPCell c = new PdfPCell(new Phrase(text, code.charAt(1) == '1' ? bold : reg));
            c.setBorder(Rectangle.NO_BORDER);
            c.setPaddingTop(1.2f); c.setPaddingBottom(2.2f);
            c.setHorizontalAlignment(code.charAt(0) == 'r' ? Element.ALIGN_RIGHT : Element.ALIGN_LEFT);
            if (f[1].equals("g")) { c.setColspan(table.getNumberOfColumns()); c.setPaddingTop(5); }
            if (code.charAt(2) == '1') { c.setBorder(c.getBorder() | Rectangle.TOP); c.setBorderWidthTop(0.5f); }
            if (code.charAt(3) == '1') { c.setBorder(c.getBorder() | Rectangle.BOTTOM); c.setBorderWidthBottom(1.6f); }
            table.addCell(c);
            if (f[1].equals("g")) break;
          }
          break;
        }
        case "E": doc.add(table); break;
        case "F": { Paragraph p = new Paragraph(f[1], small); p.setSpacingBefore(8); doc.add(p); break; }
      }
    }
    doc.close();
  }
}
`;

const ITEXT_JAR = "/usr/share/java/itext5.jar";
const tsv = (s) => String(s).replace(/[\t\n]/g, " ");

function itext(doc, out) {
  const dir = path.join(WORK, "itext");
  if (!fs.existsSync(path.join(dir, "Statements.class"))) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "Statements.java"), ITEXT);
    execFileSync("javac", ["-cp", ITEXT_JAR, "-d", dir, path.join(dir, "Statements.java")], { stdio: "inherit" });
  }
  const lines = [`D\t${tsv(doc.company)}`];
  for (const g of pages(doc)) {
    lines.push(`P\t${g.landscape ? 1 : 0}\t${tsv(g.pageHeader ?? "")}`);
    lines.push(`L\t13\t1\t${tsv(g.title[0])}`, `L\t11\t1\t${tsv(g.title[1])}`);
    for (const t of g.title.slice(2)) lines.push(`L\t9.5\t0\t${tsv(t)}`);
    for (const p of g.prose ?? []) lines.push(`L\t9.5\t0\t${tsv(p)}`);
    lines.push(`T\t${headerDepth(g)}\t${g.columns.map((c) => c.width).join(",")}`);
    for (let i = 0; i < headerDepth(g); i++) {
      const last = i === headerDepth(g) - 1;
      lines.push(`R\th\t${g.columns.map((c) => `${c.align}10${last ? 1 : 0}|${tsv(headerLine(g, c, i))}`).join("\t")}`);
    }
    for (const r of g.rows) {
      if (r.heading) lines.push(`R\tg\tl100|${tsv(r.cells[0])}`);
      else
        lines.push(
          `R\tr\t${r.cells
            .map(
              (c, i) =>
                `${g.columns[i].align}${r.bold[i] ? 1 : 0}${ruled(g, r, i) ? 1 : 0}${isAmount(g, i) && r.double ? 1 : 0}|${tsv(c)}`,
            )
            .join("\t")}`,
        );
    }
    lines.push("E");
    if (g.footer) lines.push(`F\t${tsv(g.footer)}`);
  }
  const spec = path.join(WORK, `${doc.id}.tsv`);
  fs.writeFileSync(spec, `${lines.join("\n")}\n`);
  execFileSync("java", ["-cp", `${ITEXT_JAR}:${dir}`, "Statements", spec, out], { stdio: "inherit" });
}

// ---------------------------------------------------------------------------------------------
// libharu 2.3 (C): a small program that draws runs placed by placePage with base-14 Helvetica in
// WinAnsiEncoding (right-aligned runs by HPDF_Page_TextWidth) and rules as strokes.

const HARU = String.raw`#include <hpdf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static void fail(HPDF_STATUS e, HPDF_STATUS d, void *u) { (void)u; fprintf(stderr, "libharu error %04X %u\n", (unsigned)e, (unsigned)d); exit(1); }
int main(int argc, char **argv) {
  if (argc != 3) return 2;
  HPDF_Doc pdf = HPDF_New(fail, NULL);
  HPDF_SetCompressionMode(pdf, HPDF_COMP_ALL);
  HPDF_Font reg = HPDF_GetFont(pdf, "Helvetica", "WinAnsiEncoding");
  HPDF_Font bold = HPDF_GetFont(pdf, "Helvetica-Bold", "WinAnsiEncoding");
  FILE *f = fopen(argv[1], "rb");
  char line[8192]; HPDF_Page page = NULL; float h = 0;
  while (fgets(line, sizeof line, f)) {
    line[strcspn(line, "\n")] = 0;
    if (line[0] == 'P') {
      float w; sscanf(line + 2, "%f %f", &w, &h);
      page = HPDF_AddPage(pdf); HPDF_Page_SetWidth(page, w); HPDF_Page_SetHeight(page, h); HPDF_Page_SetLineWidth(page, 0.5);
    } else if (line[0] == 'T') {
      float x, y, size; int b, r, n = 0;
      sscanf(line + 2, "%f %f %f %d %d %n", &x, &y, &size, &b, &r, &n);
      const char *t = line + 2 + n;
      HPDF_Page_SetFontAndSize(page, b ? bold : reg, size);
      float tw = r ? HPDF_Page_TextWidth(page, t) : 0;
      HPDF_Page_BeginText(page); HPDF_Page_TextOut(page, x - tw, h - y, t); HPDF_Page_EndText(page);
    } else if (line[0] == 'L') {
      float x1, x2, y; sscanf(line + 2, "%f %f %f", &x1, &x2, &y);
      HPDF_Page_MoveTo(page, x1, h - y); HPDF_Page_LineTo(page, x2, h - y); HPDF_Page_Stroke(page);
    }
  }
  fclose(f);
  HPDF_SaveToFile(pdf, argv[2]);
  HPDF_Free(pdf);
  return 0;
}
`;

const WINANSI = {
  "€": 0x80,
  "‚": 0x82,
  "„": 0x84,
  "…": 0x85,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "–": 0x96,
  "—": 0x97,
};
const winAnsi = (s) =>
  Buffer.from(
    [...s].map((ch) => {
      const c = ch.codePointAt(0);
      if (WINANSI[ch]) return WINANSI[ch];
      if (c > 255) throw new Error(`not WinAnsi: ${ch}`);
      return c;
    }),
  );

const HARU_LOOK = {
  lineHeight: 1.5,
  top: 1.2,
  titleSizes: [1.5, 1.2],
  titleGap: 2,
  tableGap: 1.8,
  headerRule: 0.5,
  ruleInset: 8,
  doubleGap: 0.65,
  wrapIndent: "   ",
  gutter: 18,
  rightPad: 4,
  rightFlag: true,
};

function haru(doc, out) {
  const bin = path.join(WORK, "haru");
  if (!fs.existsSync(bin)) {
    fs.writeFileSync(`${bin}.c`, HARU);
    execFileSync("gcc", ["-O1", "-o", bin, `${bin}.c`, "-lhpdf"]);
  }
  const parts = [];
  for (const g of pages(doc)) {
    const p = placePage(g, { size: 8.6, margin: 54, style: HARU_LOOK });
    parts.push(Buffer.from(`P ${p.width} ${p.height}\n`));
    for (const it of p.items)
      parts.push(
        Buffer.from(`T ${it.x.toFixed(2)} ${it.y.toFixed(2)} ${it.size} ${it.bold ? 1 : 0} ${it.right ? 1 : 0} `),
        winAnsi(it.text),
        Buffer.from("\n"),
      );
    for (const r of p.rules) parts.push(Buffer.from(`L ${r.x1.toFixed(2)} ${r.x2.toFixed(2)} ${r.y.toFixed(2)}\n`));
  }
  const spec = path.join(WORK, `${doc.id}.txt`);
  fs.writeFileSync(spec, Buffer.concat(parts));
  execFileSync(bin, [spec, out], { stdio: "inherit" });
}

// ---------------------------------------------------------------------------------------------
// LaTeX to DVI, then dvipdfmx: one tabular* per page (a p{} label column, so long labels wrap with
// the amounts on their first line), \cline rules, myheadings with the scale; Computer Modern.

const tex = (s) =>
  String(s)
    .replace(/\\/g, "\\textbackslash{}")
    .replace(/([&%$#_{}])/g, "\\$1")
    .replace(/~/g, "\\~{}")
    .replace(/\^/g, "\\^{}")
    .replace(/£/g, "\\pounds{}")
    .replace(/—/g, "---")
    .replace(/–/g, "--");

function dvipdfmx(doc, out) {
  const body = pages(doc).map((g, n) => {
    const w = widths(g);
    const cols = g.columns
      .map((_, i) => (i === 0 ? `@{}p{${(w[0] * 0.98).toFixed(3)}\\textwidth}@{\\extracolsep{\\fill}}` : "r"))
      .join("");
    const span = g.columns.length;
    const head = Array.from(
      { length: headerDepth(g) },
      (_, i) =>
        `${g.columns.map((c) => (headerLine(g, c, i) ? `\\textbf{${tex(headerLine(g, c, i))}}` : "")).join(" & ")} \\\\`,
    );
    const rows = g.rows.flatMap((r) => {
      if (r.heading) return [`\\multicolumn{${span}}{@{}l}{\\textbf{${tex(r.cells[0])}}} \\\\`];
      const out = [];
      const rules = r.cells.map((_, i) => ruled(g, r, i));
      for (let i = 0; i < rules.length; i++) if (rules[i]) out.push(`\\cline{${i + 1}-${i + 1}}`);
      out.push(`${r.cells.map((c, i) => (c && r.bold[i] ? `\\textbf{${tex(c)}}` : tex(c))).join(" & ")} \\\\`);
      if (r.double) {
        const d = r.cells.map((_, i) => (isAmount(g, i) ? `\\cline{${i + 1}-${i + 1}}` : "")).join("");
        out.push(`${d}\\noalign{\\vskip 1pt}${d}`);
      }
      return out;
    });
    return [
      n > 0 ? "\\newpage" : "",
      `{\\large\\bfseries ${tex(g.title[0])}}\\par\\smallskip`,
      `{\\bfseries ${tex(g.title[1])}}\\par`,
      ...g.title.slice(2).map((t) => `${tex(t)}\\par`),
      ...(g.prose ?? []).map((p) => `\\smallskip ${tex(p)}\\par`),
      "\\medskip",
      `\\noindent\\begin{tabular*}{\\textwidth}{${cols}}`,
      ...head,
      "\\hline",
      ...rows,
      "\\end{tabular*}",
      g.footer ? `\\par\\smallskip{\\footnotesize ${tex(g.footer)}}` : "",
    ].join("\n");
  });
  const src = [
    "\\documentclass[10pt,a4paper]{article}",
    "\\usepackage[margin=2cm,top=2.5cm]{geometry}",
    "\\pagestyle{myheadings}",
    `\\markright{${tex(doc.pageHeader ?? doc.company)}}`,
    "\\setlength{\\parindent}{0pt}",
    "\\renewcommand{\\arraystretch}{1.15}",
    "\\begin{document}",
    "\\small",
    ...body,
    "\\end{document}",
  ].join("\n");
  const file = path.join(WORK, `${doc.id}.tex`);
  fs.writeFileSync(file, src);
  execFileSync("latex", ["-interaction=batchmode", "-output-directory", WORK, file], { stdio: "ignore" });
  execFileSync("dvipdfmx", ["-q", "-p", "a4", "-o", out, path.join(WORK, `${doc.id}.dvi`)], { stdio: "inherit" });
}

// ---------------------------------------------------------------------------------------------
// pdfjs 2.5 (npm, rkusa): a table per page with header rows, rules across the rows above totals,
// the page header in the document header; AFM Helvetica. The page size is the document's (landscape
// when any page is).

async function pdfjs(doc, out) {
  const pdf = requireGen3("pdfjs");
  const Helvetica = requireGen3("pdfjs/font/Helvetica");
  const HelveticaBold = requireGen3("pdfjs/font/Helvetica-Bold");
  const all = pages(doc);
  const landscape = all.some((g) => g.landscape);
  const [width, height] = landscape ? [841.89, 595.28] : [595.28, 841.89];
  const d = new pdf.Document({ font: Helvetica, fontSize: 8.5, width, height, padding: 46 });
  d.info.title = doc.company;
  if (doc.pageHeader) d.header().text(doc.pageHeader, { textAlign: "right", fontSize: 7.5 });
  all.forEach((g, n) => {
    if (n > 0) d.pageBreak();
    d.text(g.title[0], { font: HelveticaBold, fontSize: 12.5 });
    d.text(g.title[1], { font: HelveticaBold, fontSize: 10.5, paddingTop: 3 });
    for (const t of g.title.slice(2)) d.text(t);
    for (const p of g.prose ?? []) d.text(p, { paddingTop: 5 });
    const avail = width - 92;
    // pdfjs draws rules only across whole table rows (a cell's own borders are off in tables):
    // the line under the header, a line above each total row, a heavier one under grand totals.
    const depth = headerDepth(g);
    const lines = new Map([[depth, 0.6]]);
    g.rows.forEach((r, k) => {
      if (!r.heading && r.rule) lines.set(depth + k, 0.5);
      if (!r.heading && r.double) lines.set(depth + k + 1, 1.2);
    });
    d.text(" ", { fontSize: 6 });
    const table = d.table({
      widths: widths(g).map((f) => f * avail),
      borderHorizontalWidths: (i) => lines.get(i) ?? 0,
    });
    for (let i = 0; i < depth; i++) {
      const row = table.header({ font: HelveticaBold });
      g.columns.forEach((c, k) => {
        row.cell(headerLine(g, c, i) || " ", {
          textAlign: c.align === "r" ? "right" : "left",
          padding: 1.5,
          paddingLeft: k > 0 && c.align !== "r" ? 16 : 1.5,
        });
      });
    }
    for (const r of g.rows) {
      const row = table.row();
      if (r.heading) {
        row.cell(r.cells[0], { font: HelveticaBold, colspan: g.columns.length, paddingTop: 4, paddingBottom: 1.5 });
        continue;
      }
      r.cells.forEach((c, i) => {
        row.cell(c || " ", {
          font: r.bold[i] ? HelveticaBold : Helvetica,
          textAlign: isAmount(g, i) ? "right" : "left",
          padding: 1.5,
          paddingLeft: i > 0 && !isAmount(g, i) ? 16 : 1.5,
        });
      });
    }
    if (g.footer) d.text(g.footer, { fontSize: 7.5, paddingTop: 6 });
  });
  const stream = fs.createWriteStream(out);
  d.pipe(stream);
  await d.end();
  await new Promise((resolve) => stream.on("close", resolve));
}

// ---------------------------------------------------------------------------------------------
// @react-pdf/renderer 4.x: a <Document> of <Page>s (landscape where the page is), each row a flex
// row of <Text> cells with widths in per cent, a fixed page header, Helvetica.

async function reactPdf(doc, out) {
  const React = requireGen3("react");
  const { Document, Page, Text, View, renderToFile } = await import(
    pathToFileURL(requireGen3.resolve("@react-pdf/renderer")).href
  );
  const h = React.createElement;
  const pageEls = pages(doc).map((g, n) => {
    const w = widths(g).map((f) => `${(f * 100).toFixed(2)}%`);
    const cellStyle = (i, extra = {}) => ({
      width: w[i],
      textAlign: isAmount(g, i) ? "right" : "left",
      paddingVertical: 1.2,
      paddingHorizontal: 2,
      // a gutter before a label column right of amounts (Kontoform's Passiva)
      ...(i > 0 && !isAmount(g, i) ? { paddingLeft: 16 } : {}),
      ...extra,
    });
    const head = Array.from({ length: headerDepth(g) }, (_, i) =>
      h(
        View,
        {
          key: `h${i}`,
          style: {
            flexDirection: "row",
            ...(i === headerDepth(g) - 1 ? { borderBottomWidth: 0.6, borderBottomColor: "#000" } : {}),
          },
        },
        g.columns.map((c, k) =>
          h(Text, { key: k, style: cellStyle(k, { fontFamily: "Helvetica-Bold" }) }, headerLine(g, c, i)),
        ),
      ),
    );
    const body = g.rows.map((r, ri) =>
      r.heading
        ? h(Text, { key: ri, style: { fontFamily: "Helvetica-Bold", marginTop: 4, paddingHorizontal: 2 } }, r.cells[0])
        : h(
            View,
            { key: ri, style: { flexDirection: "row" }, wrap: false },
            r.cells.map((c, i) =>
              h(
                Text,
                {
                  key: i,
                  style: cellStyle(i, {
                    fontFamily: r.bold[i] ? "Helvetica-Bold" : "Helvetica",
                    ...(ruled(g, r, i) ? { borderTopWidth: 0.5, borderTopColor: "#000" } : {}),
                    ...(isAmount(g, i) && r.double
                      ? { borderBottomWidth: 1.5, borderBottomColor: "#000", borderBottomStyle: "solid" }
                      : {}),
                  }),
                },
                c,
              ),
            ),
          ),
    );
    return h(
      Page,
      {
        key: n,
        size: "A4",
        orientation: g.landscape ? "landscape" : "portrait",
        style: { fontFamily: "Helvetica", fontSize: 8.5, paddingTop: 54, paddingBottom: 46, paddingHorizontal: 50 },
      },
      g.pageHeader
        ? h(Text, { fixed: true, style: { position: "absolute", top: 26, right: 50, fontSize: 7.5 } }, g.pageHeader)
        : null,
      h(Text, { style: { fontFamily: "Helvetica-Bold", fontSize: 12.5 } }, g.title[0]),
      h(Text, { style: { fontFamily: "Helvetica-Bold", fontSize: 10.5, marginTop: 3 } }, g.title[1]),
      ...g.title.slice(2).map((t, i) => h(Text, { key: `t${i}`, style: { marginTop: 1 } }, t)),
      ...(g.prose ?? []).map((p, i) => h(Text, { key: `p${i}`, style: { marginTop: 5 } }, p)),
      h(View, { style: { marginTop: 10 } }, ...head, ...body),
      g.footer ? h(Text, { style: { fontSize: 7.5, marginTop: 6 } }, g.footer) : null,
      h(Text, {
        fixed: true,
        style: { position: "absolute", bottom: 22, left: 0, right: 0, textAlign: "center", fontSize: 7.5 },
        render: ({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`,
      }),
    );
  });
  await renderToFile(h(Document, { title: doc.company, producer: "react-pdf" }, ...pageEls), out);
}

const PRODUCERS = {
  tcpdf: {
    make: tcpdf,
    name: "TCPDF 6.6 (PHP, Debian php-tcpdf) writeHTML tables, Header()/Footer() hooks, Helvetica",
  },
  itext: { make: itext, name: "iText 5.5 (Java, Debian libitext5-java) PdfPTable per page, page event header, Times" },
  haru: {
    make: haru,
    name: "libharu 2.3 (C, libhpdf) base-14 Helvetica in WinAnsiEncoding, every run at a computed position",
  },
  dvipdfmx: { make: dvipdfmx, name: "LaTeX to DVI, dvipdfmx (TeX Live 2022), tabular*, Computer Modern" },
  pdfjs: { make: pdfjs, name: "pdfjs 2.5 (npm, rkusa: its own layout and PDF writer) tables, AFM Helvetica" },
  reactpdf: { make: reactPdf, name: "@react-pdf/renderer 4.3 (npm: React components, yoga flexbox layout), Helvetica" },
};

// ---------------------------------------------------------------------------------------------
// The batch

const DOCS = [
  {
    id: "tcpdf-hgb-staffelform-teur-sign",
    producer: "tcpdf",
    company: "Oberlausitzer Textilveredelung GmbH",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "",
    unitHeader: "T€",
    years: [2025, 2024],
    header: "de-date-unit",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    hgb: true,
    seed: 801,
    size: 48000,
    features: [
      "HGB Bilanz in Staffelform (Aktiva above Passiva)",
      "HGB GuV nach dem Gesamtkostenverfahren (by nature of expense)",
      'scale only as "T€" under each date in the column header',
    ],
  },
  {
    id: "tcpdf-au-prior-left",
    producer: "tcpdf",
    company: "Murrumbidgee Irrigation Supplies Pty Ltd",
    currency: "AUD",
    scale: 1000,
    scalePhrase: "",
    unitHeader: "$'000",
    years: [2025, 2024],
    fye: [6, 30],
    header: "uk-date-unit",
    priorFirst: true,
    statements: BS_IS_CF,
    ...AU,
    notes: true,
    seed: 802,
    size: 96000,
    features: [
      "prior year in the LEFT column, current year right",
      'three-line column headers ("30 June" over "2025" over "$\'000")',
      "Australian wording (trade and other receivables, right-of-use assets, lease liabilities, borrowings, net assets)",
      "statement of profit or loss and other comprehensive income (OCI items)",
      "income statement by nature of expense (IFRS)",
      "cash flow statement by the direct method",
    ],
  },
  {
    id: "tcpdf-qb-profit-loss",
    producer: "tcpdf",
    company: "Silver Creek Landscaping & Snow Removal, Inc.",
    currency: "USD",
    scale: 1,
    scalePhrase: "",
    pageHeader: "Accrual Basis",
    decimals: 2,
    neg: "minus",
    symbolRows: "$",
    years: [2025, 2024],
    header: "qb-period",
    headers: { income_statement: "qb-period", balance_sheet: "qb-as-of" },
    periodStyle: "package",
    statements: ["income_statement", "balance_sheet"],
    ...QB,
    seed: 803,
    size: 125000000,
    features: [
      "payroll expenses are staff costs, under no key; rent and office expenses expected as SG&A (revised by reader33 to docs/chart-of-accounts.md: staff costs are never SG&A)",
      'accounting package "Profit and Loss" (Total Income, Gross Profit, Total Expenses, Net Operating Income, Net Other Income)',
      'column headers "Jan - Dec 2025" / "Jan - Dec 2024 (PY)" and "As of Dec 31, 2025"',
      "currency symbol on the first and grand total rows only",
      "Retained Earnings and Net Income as separate equity lines",
      "amounts in dollars and cents",
    ],
  },
  {
    id: "itext-us-direct-dash",
    producer: "itext",
    company: "Keweenaw Copper Fabrication, Inc.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(In thousands of U.S. dollars)",
    years: [2025, 2024],
    header: "us-date",
    zero: "—",
    statements: BS_IS_CF,
    rows: { balance_sheet: "us_bs", income_statement: "us_is", cashflow_statement: "direct_cf" },
    titles: "en_us",
    loss: [2025],
    seed: 804,
    size: 61000,
    features: ["cash flow statement by the direct method", '"—" for zero (no dividends in the loss year)'],
  },
  {
    id: "itext-ca-aspe-unlabelled",
    producer: "itext",
    company: "Fundy Shore Seafood Processors Ltd.",
    currency: "CAD",
    scale: 1,
    scalePhrase: "",
    pageHeader: "(Expressed in Canadian dollars)",
    years: [2025, 2024],
    fye: [3, 31],
    header: "year",
    zero: "-",
    statements: BS_IS_CF,
    ...CA,
    loss: [2024],
    seed: 805,
    size: 2300000,
    features: [
      'Canadian ASPE wording ("Accounts payable and accrued liabilities", "Bank indebtedness", "Amortization", right-of-use assets, lease liabilities)',
      "balance sheet subtotals without labels",
      '"-" for zero (no dividends in the loss year)',
      "scale only in the running page header",
    ],
  },
  {
    id: "haru-hgb-staffelform-eur-teur",
    producer: "haru",
    company: "Westerwälder Keramikwerkstätten GmbH & Co. KG",
    currency: "EUR",
    scale: 1,
    scalePhrase: "",
    decimals: 2,
    priorScale: 1000,
    years: [2025, 2024],
    header: "de-eur-teur",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    hgb: true,
    seed: 806,
    size: 420000000,
    features: [
      "HGB Bilanz in Staffelform (Aktiva above Passiva)",
      "HGB GuV nach dem Gesamtkostenverfahren (by nature of expense)",
      "current year in EUR with cents beside the prior year in TEUR (two scales in one table)",
    ],
  },
  {
    id: "haru-ca-quarterly-pack",
    producer: "haru",
    layout: "quarters",
    company: "Okanagan Valley Cold Storage Corp.",
    currency: "CAD",
    scale: 1000,
    scalePhrase: "(in thousands of Canadian dollars)",
    years: [2025, 2024],
    fye: [3, 31],
    header: "uk-date",
    statements: ["income_statement", "balance_sheet"],
    ...CA,
    seed: 807,
    size: 38000,
    features: [
      "management pack: four quarter columns, YTD and prior YTD (fiscal year ending March)",
      "Canadian wording, balance sheet subtotals without labels",
    ],
  },
  {
    id: "dvipdfmx-ie-oci-function",
    producer: "dvipdfmx",
    company: "Shannon Estuary Logistics DAC",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "All amounts are in thousands of euro",
    years: [2025, 2024],
    header: "uk-date",
    statements: BS_IS_CF,
    ...IE,
    notes: true,
    seed: 808,
    size: 134000,
    features: [
      "statement of profit or loss and other comprehensive income (OCI items)",
      'two-line column headers ("31 December" over "2025")',
      "Irish wording (DAC, profit for the financial year)",
    ],
  },
  {
    id: "dvipdfmx-us-dollar-column",
    producer: "dvipdfmx",
    company: "Palouse Grain Handling Cooperative, Inc.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(Dollars in thousands)",
    years: [2025, 2024, 2023],
    fye: [8, 31],
    header: "us-date",
    symbolRows: "$",
    symbolColumn: true,
    zero: "—",
    statements: BS_IS_CF,
    ...US,
    loss: [2023],
    seed: 809,
    size: 77000,
    features: [
      "currency symbol in its own column, on the first and grand total rows only",
      '"—" for zero (no dividends in the loss year)',
      "fiscal year ending August",
    ],
  },
  {
    id: "pdfjs-hgb-kontoform-umsatzkosten",
    producer: "pdfjs",
    layout: "kontoform",
    company: "Emsländer Kunststofftechnik GmbH",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "in TEUR",
    years: [2025, 2024],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB2,
    hgb: true,
    seed: 810,
    size: 55000,
    features: [
      "HGB Bilanz in Kontoform (Aktiva | Passiva side by side, landscape)",
      "HGB GuV nach dem Umsatzkostenverfahren (by function of expense)",
    ],
  },
  {
    id: "pdfjs-au-direct-year-ended",
    producer: "pdfjs",
    company: "Bellarine Coastal Childcare Pty Ltd",
    currency: "AUD",
    scale: 1,
    scalePhrase: "",
    pageHeader: "All amounts are in Australian dollars",
    years: [2025, 2024],
    fye: [6, 30],
    header: "fy-in",
    headers: { balance_sheet: "uk-date" },
    zero: "–",
    statements: BS_IS_CF,
    ...AU,
    loss: [2025],
    seed: 811,
    size: 3100000,
    features: [
      "Australian wording (trade and other receivables, right-of-use assets, lease liabilities, borrowings, net assets)",
      "statement of profit or loss and other comprehensive income (OCI items)",
      "income statement by nature of expense (IFRS)",
      "cash flow statement by the direct method",
      '"Year ended / 30 June 2025" headers on the flows, "30 June / 2025" on the balance sheet',
      '"–" for zero (no dividends in the loss year)',
    ],
  },
  {
    id: "reactpdf-hgb-kontoform-cent",
    producer: "reactpdf",
    layout: "kontoform",
    company: "Hohenloher Landtechnik Service GmbH",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Angaben in €",
    decimals: 2,
    years: [2025, 2024],
    fye: [9, 30],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    hgb: true,
    seed: 812,
    size: 940000000,
    features: [
      "HGB Bilanz in Kontoform (Aktiva | Passiva side by side, landscape)",
      "HGB GuV nach dem Gesamtkostenverfahren (by nature of expense)",
      "amounts in euros and cents",
      "fiscal year ending September",
    ],
  },
  {
    id: "reactpdf-us-quarterly-ytd",
    producer: "reactpdf",
    layout: "quarters",
    company: "Brazos River Pump & Valve, Inc.",
    currency: "USD",
    scale: 1,
    scalePhrase: "(in US dollars)",
    years: [2025, 2024],
    header: "us-date",
    statements: ["income_statement", "balance_sheet"],
    ...US,
    seed: 813,
    size: 6200000,
    features: ["management pack: four quarter columns, YTD and prior YTD"],
  },
  {
    id: "reactpdf-ca-dollar-rows",
    producer: "reactpdf",
    company: "Red River Valley Veterinary Services Ltd.",
    currency: "CAD",
    scale: 1,
    scalePhrase: "(Canadian dollars)",
    symbolRows: "$",
    years: [2025, 2024],
    fye: [10, 31],
    header: "year",
    statements: BS_IS_CF,
    ...CA,
    seed: 814,
    size: 1700000,
    features: [
      "currency symbol on the first and grand total rows only",
      'Canadian ASPE wording ("Accounts payable and accrued liabilities", "Bank indebtedness", "Amortization", right-of-use assets, lease liabilities)',
      "balance sheet subtotals without labels",
      "fiscal year ending October",
    ],
  },
];

// Scans (150-200 dpi, two pages each): [id, source id, options]
const SCANS = [
  ["scan-tcpdf-qb-profit-loss", "tcpdf-qb-profit-loss", { dpi: 200, angle: 0.7, noise: 0.06, seed: 901 }],
  [
    "scan-haru-hgb-staffelform-eur-teur",
    "haru-hgb-staffelform-eur-teur",
    { dpi: 150, angle: -0.9, noise: 0.05, seed: 902 },
  ],
  ["scan-reactpdf-us-quarterly-ytd", "reactpdf-us-quarterly-ytd", { dpi: 200, angle: 0.5, noise: 0.07, seed: 903 }],
];

await buildBatch(DOCS, SCANS, {
  out: OUT,
  work: WORK,
  prepare: unseen3Doc,
  make: (doc, out) => PRODUCERS[doc.producer].make(doc, out),
  expectedJson: (doc, id, kind) => ({
    ...fixtureJson(doc, id, kind, PRODUCERS[doc.producer].name, {
      producer_id: kind === "scan" ? "scan" : doc.producer,
      scale_phrase: doc.scalePhrase || (doc.pageHeader ? `${doc.pageHeader} (page header only)` : ""),
      batch: "unseen3",
      features: [...new Set([...(doc.features ?? []), ...FEATURES(doc)])],
    }),
    documents: expected3(doc),
  }),
});
