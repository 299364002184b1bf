// Builds the seventh batch of the extraction corpus (test/fixtures/extraction-corpus/unseen4/) ONCE:
// statements from producers no earlier batch has, from the same seeded data model
// (scripts/extraction-corpus-model.mjs: figures, rows, number formats, expected figures, scans) and
// the unseen batches' pages (scripts/corpus-layout.mjs):
//   - Apache PDFBox 2.0 (Java) drawing the runs placePage computes, base-14 Times in WinAnsi;
//   - PHP FPDF 1.8 Cell() tables (its own layout: wrapped labels, filled header row), core Arial;
//   - Qt 5.15 (PyQt5) QTextDocument HTML tables printed by QPrinter to PDF (spanning headers);
//   - matplotlib 3.6 PDF backend: every run as figure text, rules as lines, DejaVu Sans (Type 42);
//   - LuaLaTeX (LuaHBTeX, TeX Live 2022): tabular* with \cline rules, Latin Modern OpenType;
//   - PoDoFo 0.9.8 (C++) drawing the runs placePage computes, base-14 Helvetica in WinAnsi;
//   - scans of three of them (pdftoppm 150-200 dpi, rotation, noise, JPEG; the model's code).
// Made by a helper who did not change the reader and whose files the reader's helpers did not see
// (leave-one-producer-out; docs/extraction.md, "Unseen batch 4").
// Needs (generation only; the tests read the committed PDFs and JSONs): libpdfbox2-java + a JDK,
// php-cli + php-fpdf, python3-pyqt5, python3-matplotlib, texlive-luatex + texlive-latex-base,
// libpodofo-dev + g++, poppler-utils (apt; the Python packages for /usr/bin/python3).
// Run: node scripts/make-unseen4-corpus.mjs [ids]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { headerDepth, headerLine, helvetica, documentPages as pages, placePage } from "./corpus-layout.mjs";
import {
  BS_IS_CF,
  buildBatch,
  esc,
  expected4,
  FEATURES,
  fixtureJson,
  HGB,
  HGB2,
  IFRS,
  US,
  US2,
  unseen4Doc,
} from "./extraction-corpus-model.mjs";

const OUT = path.resolve("test/fixtures/extraction-corpus/unseen4");
const WORK = fs.mkdtempSync(path.join(os.tmpdir(), "unseen4-corpus-"));
const PYTHON = "/usr/bin/python3";

const widths = (g) => {
  const total = g.columns.reduce((n, c) => n + c.width, 0);
  return g.columns.map((c) => c.width / total);
};
const isAmount = (g, i) => g.columns[i].align === "r";
const ruled = (g, r, i) => isAmount(g, i) && Boolean(r.ruleCols?.[i] ?? r.rule);

/** A page as JSON for the producers that lay the table out themselves (FPDF, Qt). */
const gridSpec = (g) => ({
  landscape: Boolean(g.landscape),
  pageHeader: g.pageHeader ?? "",
  title: g.title,
  prose: g.prose ?? [],
  footer: g.footer ?? "",
  widths: widths(g),
  align: g.columns.map((c) => c.align),
  header: Array.from({ length: headerDepth(g) }, (_, i) => g.columns.map((c) => headerLine(g, c, i))),
  spans: g.spans ?? [],
  rows: g.rows.map((r) =>
    r.heading
      ? { heading: true, cells: [r.cells[0]] }
      : {
          cells: r.cells,
          bold: r.cells.map((_, i) => Boolean(r.bold[i])),
          rule: r.cells.map((_, i) => ruled(g, r, i)),
          double: Boolean(r.double),
        },
  ),
});

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

/** The runs and rules of placePage as lines of a spec (T x y size bold right text / L x1 x2 y / P w h). */
function placedSpec(doc, { size, margin, style, measure, encode = (s) => Buffer.from(s) }) {
  const parts = [];
  for (const g of pages(doc)) {
    const p = placePage(g, { size, margin, style, measure });
    parts.push(Buffer.from(`P ${p.width} ${p.height}\n`));
    for (const it of p.items)
      parts.push(
        Buffer.from(`T ${it.x.toFixed(2)} ${it.y.toFixed(2)} ${it.size} ${it.bold ? 1 : 0} ${it.right ? 1 : 0} `),
        encode(it.text),
        Buffer.from("\n"),
      );
    for (const r of p.rules) parts.push(Buffer.from(`L ${r.x1.toFixed(2)} ${r.x2.toFixed(2)} ${r.y.toFixed(2)}\n`));
  }
  const file = path.join(WORK, `${doc.id}.runs`);
  fs.writeFileSync(file, Buffer.concat(parts));
  return file;
}

// ---------------------------------------------------------------------------------------------
// Apache PDFBox 2.0 (Java, Debian libpdfbox2-java): a small program that draws the placed runs with
// base-14 Times in WinAnsiEncoding (right-aligned runs measured by PDFont.getStringWidth), rules as
// strokes, and shades every other table row light grey (its own look).

const PDFBOX = String.raw`import org.apache.pdfbox.pdmodel.*;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.*;
import java.io.*;
import java.nio.charset.Charset;
import java.nio.file.*;

public class Statements {
  public static void main(String[] args) throws Exception {
    java.util.List<String> lines = Files.readAllLines(Paths.get(args[0]), Charset.forName("windows-1252"));
    PDDocument doc = new PDDocument();
    PDFont reg = PDType1Font.TIMES_ROMAN, bold = PDType1Font.TIMES_BOLD;
    PDPageContentStream cs = null; float h = 0;
    for (String line : lines) {
      String[] f = line.split(" ", 7);
      switch (f[0]) {
        case "P": {
          if (cs != null) cs.close();
          float w = Float.parseFloat(f[1]); h = Float.parseFloat(f[2]);
          PDPage page = new PDPage(new PDRectangle(w, h));
          doc.addPage(page);
          cs = new PDPageContentStream(doc, page);
          cs.setLineWidth(0.6f);
          break;
        }
        case "S": {
          cs.setNonStrokingColor(0.93f, 0.93f, 0.93f);
          cs.addRect(Float.parseFloat(f[1]), h - Float.parseFloat(f[3]), Float.parseFloat(f[2]) - Float.parseFloat(f[1]), Float.parseFloat(f[4]));
          cs.fill();
          cs.setNonStrokingColor(0f, 0f, 0f);
          break;
        }
        case "T": {
          float x = Float.parseFloat(f[1]), y = Float.parseFloat(f[2]), size = Float.parseFloat(f[3]);
          PDFont font = f[4].equals("1") ? bold : reg;
          String t = f.length > 6 ? f[6] : "";
          if (f[5].equals("1")) x -= font.getStringWidth(t) / 1000f * size;
          cs.beginText(); cs.setFont(font, size); cs.newLineAtOffset(x, h - y); cs.showText(t); cs.endText();
          break;
        }
        case "L": {
          float x1 = Float.parseFloat(f[1]), x2 = Float.parseFloat(f[2]), y = Float.parseFloat(f[3]);
          cs.moveTo(x1, h - y); cs.lineTo(x2, h - y); cs.stroke();
          break;
        }
      }
    }
    if (cs != null) cs.close();
    doc.getDocumentInformation().setProducer("Apache PDFBox");
    doc.save(args[1]);
    doc.close();
  }
}
`;

const PDFBOX_CP = "/usr/share/java/pdfbox2.jar:/usr/share/java/fontbox2.jar:/usr/share/java/commons-logging.jar";
const PDFBOX_LOOK = {
  lineHeight: 1.55,
  top: 1.3,
  titleSizes: [1.55, 1.25],
  titleGap: 2.1,
  tableGap: 2,
  headerRule: 0.5,
  ruleInset: 6,
  doubleGap: 0.7,
  wrapIndent: "    ",
  gutter: 16,
  rightPad: 5,
  rightFlag: true,
};
// Times is narrower than Helvetica: wrapping by Helvetica widths errs on the safe side.

function pdfbox(doc, out) {
  const dir = path.join(WORK, "pdfbox");
  if (!fs.existsSync(path.join(dir, "Statements.class"))) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "Statements.java"), PDFBOX);
    execFileSync("javac", ["-cp", PDFBOX_CP, "-d", dir, path.join(dir, "Statements.java")], { stdio: "inherit" });
  }
  // Zebra shading: a grey band behind every other body row (drawn before the runs).
  const parts = [];
  for (const g of pages(doc)) {
    const size = 9;
    const p = placePage(g, { size, margin: 56, style: PDFBOX_LOOK });
    parts.push(Buffer.from(`P ${p.width} ${p.height}\n`));
    const lh = size * PDFBOX_LOOK.lineHeight;
    const bodyTop = p.rules[0]?.y ?? 0;
    const rowYs = [...new Set(p.items.filter((it) => it.y > bodyTop + 2 && it.right).map((it) => it.y))];
    rowYs.forEach((y, k) => {
      if (k % 2 === 1) parts.push(Buffer.from(`S 56 ${p.width - 56} ${(y + lh * 0.3).toFixed(2)} ${lh.toFixed(2)}\n`));
    });
    for (const it of p.items)
      parts.push(
        Buffer.from(`T ${it.x.toFixed(2)} ${it.y.toFixed(2)} ${it.size} ${it.bold ? 1 : 0} ${it.right ? 1 : 0} `),
        winAnsi(it.text),
        Buffer.from("\n"),
      );
    for (const r of p.rules) parts.push(Buffer.from(`L ${r.x1.toFixed(2)} ${r.x2.toFixed(2)} ${r.y.toFixed(2)}\n`));
  }
  const spec = path.join(WORK, `${doc.id}.runs`);
  fs.writeFileSync(spec, Buffer.concat(parts));
  execFileSync("java", ["-cp", `${PDFBOX_CP}:${dir}`, "Statements", spec, out], { stdio: "inherit" });
}

// ---------------------------------------------------------------------------------------------
// PoDoFo 0.9.8 (C++, Debian libpodofo-dev): a small program that draws the placed runs with
// base-14 Helvetica in WinAnsiEncoding (right-aligned by the font metrics' StringWidth).

const PODOFO = String.raw`#include <podofo/podofo.h>
#include <fstream>
#include <sstream>
#include <string>
using namespace PoDoFo;
int main(int argc, char **argv) {
  if (argc != 3) return 2;
  PdfStreamedDocument doc(argv[2]);
  const PdfEncoding *enc = PdfEncodingFactory::GlobalWinAnsiEncodingInstance();
  PdfFont *reg = doc.CreateFont("Helvetica", false, false, false, enc, PdfFontCache::eFontCreationFlags_AutoSelectBase14, false);
  PdfFont *bold = doc.CreateFont("Helvetica-Bold", true, false, false, enc, PdfFontCache::eFontCreationFlags_AutoSelectBase14, false);
  std::ifstream in(argv[1]);
  std::string line; PdfPainter painter; PdfPage *page = nullptr; double h = 0;
  while (std::getline(in, line)) {
    std::istringstream s(line); char kind; s >> kind;
    if (kind == 'P') {
      double w; s >> w >> h;
      if (page) painter.FinishPage();
      page = doc.CreatePage(PdfRect(0, 0, w, h));
      painter.SetPage(page); painter.SetStrokeWidth(0.5);
    } else if (kind == 'T') {
      double x, y, size; int b, r; s >> x >> y >> size >> b >> r; s.get();
      std::string t; std::getline(s, t);
      PdfFont *f = b ? bold : reg; f->SetFontSize((float)size); painter.SetFont(f);
      PdfString str(reinterpret_cast<const pdf_utf8 *>(t.c_str()));
      if (r) x -= f->GetFontMetrics()->StringWidth(str);
      painter.DrawText(x, h - y, str);
    } else if (kind == 'L') {
      double x1, x2, y; s >> x1 >> x2 >> y;
      painter.DrawLine(x1, h - y, x2, h - y);
    }
  }
  if (page) painter.FinishPage();
  doc.GetInfo()->SetProducer(PdfString("PoDoFo"));
  doc.Close();
  return 0;
}
`;

const PODOFO_LOOK = {
  lineHeight: 1.45,
  top: 1.1,
  titleSizes: [1.35, 1.1],
  titleGap: 1.9,
  tableGap: 1.7,
  headerRule: 0.4,
  ruleInset: 14,
  doubleGap: 0.55,
  wrapIndent: "  ",
  gutter: 20,
  rightPad: 2,
  rightFlag: true,
};

function podofo(doc, out) {
  const bin = path.join(WORK, "podofo-statements");
  if (!fs.existsSync(bin)) {
    fs.writeFileSync(`${bin}.cpp`, PODOFO);
    execFileSync("g++", ["-O1", "-o", bin, `${bin}.cpp`, "-lpodofo"], { stdio: "inherit" });
  }
  const spec = placedSpec(doc, { size: 8.8, margin: 48, style: PODOFO_LOOK, measure: helvetica });
  execFileSync(bin, [spec, out], { stdio: "inherit" });
}

// ---------------------------------------------------------------------------------------------
// matplotlib 3.6 (Python, PDF backend): one figure per page, every run as fig.text (amounts with
// ha="right"), rules as Line2D; DejaVu Sans embedded as Type 42 (TrueType) so the text layer holds
// the characters.

const MATPLOTLIB = `import json, sys
import matplotlib
matplotlib.use("pdf")
matplotlib.rcParams["pdf.fonttype"] = 42
matplotlib.rcParams["font.family"] = "DejaVu Sans"
import matplotlib.pyplot as plt
from matplotlib.backends.backend_pdf import PdfPages
from matplotlib.lines import Line2D
spec = json.load(open(sys.argv[1], encoding="utf-8"))
with PdfPages(sys.argv[2], metadata={"Title": spec["company"], "Creator": "matplotlib"}) as pdf:
    for p in spec["pages"]:
        w, h = p["width"], p["height"]
        fig = plt.figure(figsize=(w / 72, h / 72))
        for it in p["items"]:
            fig.text(it["x"] / w, 1 - it["y"] / h, it["text"], fontsize=it["size"],
                     fontweight="bold" if it["bold"] else "normal",
                     ha="right" if it.get("right") else "left", va="baseline")
        for r in p["rules"]:
            fig.add_artist(Line2D([r["x1"] / w, r["x2"] / w], [1 - r["y"] / h] * 2, linewidth=0.5, color="black"))
        pdf.savefig(fig)
        plt.close(fig)
`;

const MPL_LOOK = {
  lineHeight: 1.6,
  top: 1.2,
  titleSizes: [1.45, 1.2],
  titleGap: 2,
  tableGap: 2,
  headerRule: 0.5,
  ruleInset: 10,
  doubleGap: 0.65,
  wrapIndent: "   ",
  gutter: 18,
  rightPad: 4,
  rightFlag: true,
};
// DejaVu Sans is about a tenth wider than Helvetica: labels wrap by its width.
const dejavu = (t, bold, size) => helvetica(t, bold, size) * (bold ? 1.16 : 1.1);

function mpl(doc, out) {
  const script = path.join(WORK, "statements-mpl.py");
  fs.writeFileSync(script, MATPLOTLIB);
  const spec = path.join(WORK, `${doc.id}.json`);
  fs.writeFileSync(
    spec,
    JSON.stringify({
      company: doc.company,
      pages: pages(doc).map((g) => placePage(g, { size: 8.2, margin: 50, style: MPL_LOOK, measure: dejavu })),
    }),
  );
  execFileSync(PYTHON, [script, spec, out], { stdio: "inherit" });
}

// ---------------------------------------------------------------------------------------------
// PHP FPDF 1.8 (Debian php-fpdf): its own table layout with Cell(): a grey filled header row,
// labels wrapped by GetStringWidth (the amounts on the label's last line), rules as cell borders,
// the page header and "Seite/Page n" in its Header()/Footer() hooks; core Arial (Helvetica) in cp1252.

const FPDF = String.raw`<?php
require_once('/usr/share/php/fpdf/fpdf.php');
$spec = json_decode(file_get_contents($argv[1]), true);
function cp($s) { return iconv('UTF-8', 'windows-1252', $s); }
class StatementPdf extends FPDF {
  public $hdr = ''; public $pageWord = 'Page';
  function Header() { if ($this->hdr !== '') { $this->SetFont('Arial', '', 7.5); $this->SetY(22); $this->Cell(0, 10, cp($this->hdr), 0, 0, 'R'); $this->Ln(20); } }
  function Footer() { $this->SetY(-30); $this->SetFont('Arial', '', 7.5); $this->Cell(0, 10, $this->pageWord.' '.$this->PageNo(), 0, 0, 'C'); }
}
$pdf = new StatementPdf('P', 'pt', 'A4');
$pdf->SetTitle(cp($spec['company']), false); $pdf->SetCreator('FPDF', false);
$pdf->pageWord = $spec['lang'] === 'de' ? 'Seite' : 'Page';
$pdf->SetMargins(46, 46, 46); $pdf->SetAutoPageBreak(true, 40);
$size = 8.4; $lh = 11.2;
foreach ($spec['pages'] as $p) {
  $pdf->hdr = $p['pageHeader'];
  $pdf->AddPage($p['landscape'] ? 'L' : 'P');
  $avail = $pdf->GetPageWidth() - 92;
  $w = array_map(function ($f) use ($avail) { return $f * $avail; }, $p['widths']);
  $pdf->SetFont('Arial', 'B', 12); $pdf->Cell(0, 16, cp($p['title'][0]), 0, 1);
  $pdf->SetFont('Arial', 'B', 10); $pdf->Cell(0, 14, cp($p['title'][1]), 0, 1);
  $pdf->SetFont('Arial', '', $size);
  foreach (array_slice($p['title'], 2) as $t) $pdf->Cell(0, $lh, cp($t), 0, 1);
  foreach ($p['prose'] as $t) { $pdf->Ln(3); $pdf->MultiCell(0, $lh, cp($t)); }
  $pdf->Ln(8);
  // header rows on a grey fill, a line under the last
  $pdf->SetFillColor(225, 225, 225); $pdf->SetFont('Arial', 'B', $size);
  $n = count($p['header']);
  foreach ($p['header'] as $k => $line) {
    foreach ($line as $i => $t) $pdf->Cell($w[$i], $lh, cp($t), $k === $n - 1 ? 'B' : 0, 0, $p['align'][$i] === 'r' ? 'R' : 'L', true);
    $pdf->Ln();
  }
  $pdf->Ln(2);
  foreach ($p['rows'] as $r) {
    if (!empty($r['heading'])) { $pdf->SetFont('Arial', 'B', $size); $pdf->Ln(2); $pdf->Cell(0, $lh, cp($r['cells'][0]), 0, 1); continue; }
    // wrap every label cell by its width; the amounts stand on the last line of the label to their left
    $lines = []; $depth = 1;
    foreach ($r['cells'] as $i => $t) {
      $pdf->SetFont('Arial', $r['bold'][$i] ? 'B' : '', $size);
      if ($p['align'][$i] === 'r') { $lines[$i] = [$t]; continue; }
      $out = []; $cur = '';
      foreach (explode(' ', $t) as $word) {
        $next = $cur === '' ? $word : $cur.' '.$word;
        if ($cur !== '' && $pdf->GetStringWidth(cp($next)) > $w[$i] - ($i > 0 ? 24 : 10)) { $out[] = $cur; $cur = '   '.$word; } else $cur = $next;
      }
      $out[] = $cur; $lines[$i] = $out; $depth = max($depth, count($out));
    }
    $y0 = $pdf->GetY(); $x = 46;
    foreach ($r['cells'] as $i => $t) {
      $pdf->SetFont('Arial', $r['bold'][$i] ? 'B' : '', $size);
      $label = $i; while ($label > 0 && $p['align'][$label] === 'r') $label--;
      $first = $p['align'][$i] === 'r' ? count($lines[$label]) - 1 : 0;
      foreach ($lines[$i] as $k => $line) {
        // a label column right of amounts (Kontoform's Passiva) starts 14 pt in
        $in = ($i > 0 && $p['align'][$i] !== 'r') ? 14 : 0;
        $pdf->SetXY($x + $in, $y0 + ($first + $k) * $lh);
        $border = ($k === 0 && $r['rule'][$i]) ? 'T' : 0;
        $pdf->Cell($w[$i] - $in, $lh, cp($line), $border, 0, $p['align'][$i] === 'r' ? 'R' : 'L');
      }
      if ($p['align'][$i] === 'r' && $r['double']) {
        $yy = $y0 + ($first + 1) * $lh;
        $pdf->Line($x + 6, $yy, $x + $w[$i], $yy); $pdf->Line($x + 6, $yy + 1.6, $x + $w[$i], $yy + 1.6);
      }
      $x += $w[$i];
    }
    $pdf->SetXY(46, $y0 + $depth * $lh);
  }
  if ($p['footer'] !== '') { $pdf->Ln(6); $pdf->SetFont('Arial', '', 7.5); $pdf->Cell(0, 10, cp($p['footer']), 0, 1); }
}
$pdf->Output('F', $argv[2]);
`;

function fpdf(doc, out) {
  const script = path.join(WORK, "fpdf.php");
  fs.writeFileSync(script, FPDF);
  const spec = path.join(WORK, `${doc.id}.json`);
  fs.writeFileSync(spec, JSON.stringify({ company: doc.company, lang: doc.lang, pages: pages(doc).map(gridSpec) }));
  execFileSync("php", [script, spec, out], { stdio: "inherit" });
}

// ---------------------------------------------------------------------------------------------
// Qt 5.15 (PyQt5): each page an HTML table in a QTextDocument (spanning header cells where the
// page has them, cell borders for rules), drawn by QPainter on a QPdfWriter (Qt's own PDF engine),
// landscape where the page is; Qt embeds the font it resolves for "Liberation Sans".

const QT = `import json, sys
from PyQt5.QtCore import QMarginsF, QSizeF
from PyQt5.QtGui import QGuiApplication, QPageLayout, QPageSize, QPainter, QPdfWriter, QTextDocument
app = QGuiApplication(sys.argv[:1])
spec = json.load(open(sys.argv[1], encoding="utf-8"))
writer = QPdfWriter(sys.argv[2])
writer.setResolution(72)
writer.setTitle(spec["company"])
writer.setCreator("Qt QTextDocument")
painter = None
for n, p in enumerate(spec["pages"]):
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.A4), QPageLayout.Landscape if p["landscape"] else QPageLayout.Portrait, QMarginsF(40, 36, 40, 36), QPageLayout.Point))
    if n == 0:
        painter = QPainter(writer)
    else:
        writer.newPage()
    rect = writer.pageLayout().paintRectPoints()
    doc = QTextDocument()
    doc.documentLayout().setPaintDevice(writer)
    doc.setDefaultStyleSheet("body { font-family: 'Liberation Sans'; font-size: 8.5pt; } td { padding: 1px 3px; }")
    doc.setPageSize(QSizeF(rect.width(), rect.height()))
    doc.setHtml(p["html"])
    doc.drawContents(painter)
painter.end()
`;

function qtHtml(g) {
  const w = widths(g).map((f) => `${(f * 100).toFixed(1)}%`);
  const al = (i) => (isAmount(g, i) ? "right" : "left");
  const depth = headerDepth(g);
  const head = [];
  if (g.spans?.length) {
    const cells = [];
    for (let i = 0; i < g.columns.length; ) {
      const s = g.spans.find((x) => x.from === i);
      if (s) {
        cells.push(`<td colspan="${s.to - s.from + 1}" align="center"><b>${esc(s.text)}</b></td>`);
        i = s.to + 1;
      } else {
        cells.push("<td></td>");
        i++;
      }
    }
    head.push(`<tr>${cells.join("")}</tr>`);
  }
  const under = "border-bottom-style:solid; border-bottom-width:1px; border-bottom-color:#000;";
  for (let i = 0; i < depth; i++)
    head.push(
      `<tr>${g.columns
        .map(
          (c, k) =>
            `<td width="${w[k]}" align="${al(k)}" style="${i === depth - 1 ? under : ""}"><b>${esc(headerLine(g, c, i))}</b></td>`,
        )
        .join("")}</tr>`,
    );
  const body = g.rows.map((r) => {
    if (r.heading) return `<tr><td colspan="${g.columns.length}"><b>${esc(r.cells[0])}</b></td></tr>`;
    return `<tr>${r.cells
      .map((c, i) => {
        const style = [
          ruled(g, r, i) ? "border-top-style:solid; border-top-width:1px; border-top-color:#000;" : "",
          isAmount(g, i) && r.double
            ? "border-bottom-style:double; border-bottom-width:3px; border-bottom-color:#000;"
            : "",
        ].join(" ");
        return `<td align="${al(i)}" style="${style}">${r.bold[i] ? `<b>${esc(c)}</b>` : esc(c)}</td>`;
      })
      .join("")}</tr>`;
  });
  return [
    "<html><body>",
    g.pageHeader ? `<p align="right" style="font-size:7pt">${esc(g.pageHeader)}</p>` : "",
    `<p style="font-size:13pt"><b>${esc(g.title[0])}</b></p>`,
    `<p style="font-size:10.5pt"><b>${esc(g.title[1])}</b></p>`,
    ...g.title.slice(2).map((t) => `<p>${esc(t)}</p>`),
    ...(g.prose ?? []).map((t) => `<p>${esc(t)}</p>`),
    '<br/><table width="100%" cellspacing="0" cellpadding="2" style="border-collapse:collapse">',
    ...head,
    ...body,
    "</table>",
    g.footer ? `<p style="font-size:7.5pt">${esc(g.footer)}</p>` : "",
    "</body></html>",
  ].join("\n");
}

function qt(doc, out) {
  const script = path.join(WORK, "statements-qt.py");
  fs.writeFileSync(script, QT);
  const spec = path.join(WORK, `${doc.id}.json`);
  fs.writeFileSync(
    spec,
    JSON.stringify({
      company: doc.company,
      pages: pages(doc).map((g) => ({ landscape: Boolean(g.landscape), html: qtHtml(g) })),
    }),
  );
  execFileSync(PYTHON, [script, spec, out], {
    stdio: "inherit",
    env: { ...process.env, QT_QPA_PLATFORM: "offscreen" },
  });
}

// ---------------------------------------------------------------------------------------------
// LuaLaTeX (LuaHBTeX 1.15, TeX Live 2022; LuaTeX's own PDF backend): one tabular* per page in
// Latin Modern Sans (OpenType, by luaotfload), a p{} label column, \cline rules over totals, a
// double \cline under grand totals, the scale in the running head (myheadings).

const tex = (s) =>
  String(s)
    .replace(/\\/g, "\\textbackslash{}")
    .replace(/([&%$#_{}])/g, "\\$1")
    .replace(/~/g, "\\~{}")
    .replace(/\^/g, "\\^{}");

function lualatex(doc, out) {
  const body = pages(doc).map((g, n) => {
    const w = widths(g);
    const cols = g.columns
      .map((_, i) => (i === 0 ? `@{}p{${(w[0] * 0.97).toFixed(3)}\\textwidth}@{\\extracolsep{\\fill}}` : "r"))
      .join("");
    const span = g.columns.length;
    const head = Array.from(
      { length: headerDepth(g) },
      (_, i) =>
        `${g.columns.map((c) => (headerLine(g, c, i) ? `\\textbf{${tex(headerLine(g, c, i))}}` : "")).join(" & ")} \\\\`,
    );
    const rows = g.rows.flatMap((r) => {
      if (r.heading) return [`\\multicolumn{${span}}{@{}l}{\\rule{0pt}{11pt}\\textbf{${tex(r.cells[0])}}} \\\\`];
      const lines = [];
      r.cells.forEach((_, i) => {
        if (ruled(g, r, i)) lines.push(`\\cline{${i + 1}-${i + 1}}`);
      });
      lines.push(`${r.cells.map((c, i) => (c && r.bold[i] ? `\\textbf{${tex(c)}}` : tex(c))).join(" & ")} \\\\`);
      if (r.double) {
        const d = r.cells.map((_, i) => (isAmount(g, i) ? `\\cline{${i + 1}-${i + 1}}` : "")).join("");
        lines.push(`${d}\\noalign{\\vskip 1.2pt}${d}`);
      }
      return lines;
    });
    return [
      n > 0 ? "\\newpage" : "",
      `{\\Large\\bfseries ${tex(g.title[0])}}\\par\\medskip`,
      `{\\large\\bfseries ${tex(g.title[1])}}\\par\\smallskip`,
      ...g.title.slice(2).map((t) => `${tex(t)}\\par`),
      ...(g.prose ?? []).map((p) => `\\smallskip ${tex(p)}\\par`),
      "\\bigskip",
      `\\noindent\\begin{tabular*}{\\textwidth}{${cols}}`,
      ...head,
      "\\hline\\noalign{\\vskip 2pt}",
      ...rows,
      "\\end{tabular*}",
      g.footer ? `\\par\\smallskip{\\footnotesize ${tex(g.footer)}}` : "",
    ].join("\n");
  });
  const src = [
    "\\documentclass[10pt,a4paper]{article}",
    "\\usepackage[margin=2.2cm,top=2.6cm]{geometry}",
    "\\renewcommand{\\familydefault}{\\sfdefault}",
    "\\pagestyle{myheadings}",
    `\\markright{${tex(doc.pageHeader ?? doc.company)}}`,
    "\\setlength{\\parindent}{0pt}",
    "\\renewcommand{\\arraystretch}{1.2}",
    "\\begin{document}",
    "\\small",
    ...body,
    "\\end{document}",
  ].join("\n");
  const file = path.join(WORK, `${doc.id}.tex`);
  fs.writeFileSync(file, src);
  execFileSync("lualatex", ["-interaction=batchmode", "-output-directory", WORK, file], { stdio: "ignore" });
  fs.copyFileSync(path.join(WORK, `${doc.id}.pdf`), out);
}

const PRODUCERS = {
  pdfbox: {
    make: pdfbox,
    name: "Apache PDFBox 2.0.27 (Java, Debian libpdfbox2-java) placed runs, base-14 Times, zebra rows",
  },
  fpdf: { make: fpdf, name: "PHP FPDF 1.8.4 (Debian php-fpdf) Cell() tables, core Arial in cp1252" },
  qt: { make: qt, name: "Qt 5.15 (PyQt5) QTextDocument HTML tables on QPdfWriter, Liberation Sans" },
  matplotlib: { make: mpl, name: "matplotlib 3.6.3 PDF backend, figure text per run, DejaVu Sans (Type 42)" },
  lualatex: { make: lualatex, name: "LuaLaTeX (LuaHBTeX, TeX Live 2022) tabular*, Latin Modern Sans OpenType" },
  podofo: { make: podofo, name: "PoDoFo 0.9.8 (C++, Debian libpodofo-dev) placed runs, base-14 Helvetica" },
};

// ---------------------------------------------------------------------------------------------
// The batch

const DOCS = [
  {
    id: "pdfbox-hgb-staffelform-vorspalte",
    producer: "pdfbox",
    company: "Schwäbische Präzisionsdreherei Häberle GmbH",
    currency: "EUR",
    scale: 1,
    scalePhrase: "",
    unitHeader: "EUR",
    decimals: 2,
    years: [2025, 2024],
    header: "de-this-last-unit",
    vorspalte: true,
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    hgb: true,
    seed: 1001,
    size: 310000000,
    features: [
      "HGB Bilanz in Staffelform (Aktiva above Passiva)",
      "HGB GuV nach dem Gesamtkostenverfahren (by nature of expense)",
      "current year in two columns (Vorspalte): items in the inner column, sums in the outer one",
      'undated headers "Geschäftsjahr / Vorjahr" with "EUR" under each, amounts in euros and cents',
    ],
  },
  {
    id: "pdfbox-us-income-retained",
    producer: "pdfbox",
    company: "Cumberland Plateau Millwork, Inc.",
    currency: "USD",
    scale: 1,
    scalePhrase: "",
    years: [2025, 2024],
    header: "us-date",
    rollRetained: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "us_ire_bs", income_statement: "us_ire_is", cashflow_statement: "us_cf" },
    titles: "en_us_ire",
    seed: 1002,
    size: 4200000,
    features: [
      "statement of income and retained earnings (retained earnings roll-forward under net income)",
      "accumulated other comprehensive income as an equity line",
      "amounts in whole dollars",
    ],
  },
  {
    id: "fpdf-hgb-kontoform-davon",
    producer: "fpdf",
    layout: "kontoform",
    company: "Vorpommersche Landmaschinen-Vertrieb GmbH",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Angaben in EUR",
    decimals: 2,
    years: [2025, 2024],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB2,
    rows: { balance_sheet: "hgb_davon_bs", income_statement: "hgb2_is" },
    hgb: true,
    seed: 1003,
    size: 160000000,
    features: [
      "HGB Bilanz in Kontoform (Aktiva | Passiva side by side, landscape)",
      "HGB GuV nach dem Umsatzkostenverfahren (by function of expense)",
      '"davon" lines with both years\' amounts in the label text (Restlaufzeit bis zu einem Jahr, aus Steuern)',
      "amounts in euros and cents",
    ],
  },
  {
    id: "fpdf-nz-financial-performance",
    producer: "fpdf",
    company: "Tararua Dairy Services Limited",
    currency: "NZD",
    scale: 1,
    scalePhrase: "",
    unitHeader: "$",
    years: [2025, 2024],
    fye: [3, 31],
    header: "year-unit",
    notes: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "nz_bs", income_statement: "nz_is", cashflow_statement: "ifrs_cf" },
    titles: "en_nz",
    seed: 1004,
    size: 2600000,
    features: [
      'New Zealand wording ("Statement of Financial Performance", GST and income tax payable, term loans, shareholder current accounts, net assets)',
      'column headers "2025" over "$"',
      "fiscal year ending March",
    ],
  },
  {
    id: "fpdf-us-unaudited-audited",
    producer: "fpdf",
    company: "High Desert Solar Installers, LLC",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(in thousands)",
    years: [2025, 2024],
    header: "audit-status",
    statements: BS_IS_CF,
    ...US,
    loss: [2025],
    seed: 1005,
    size: 21000,
    features: [
      'column headers "December 31, 2025 (Unaudited)" / "December 31, 2024 (Audited)"',
      "management-prepared current year beside the audited prior year",
    ],
  },
  {
    id: "qt-us-five-year",
    producer: "qt",
    company: "Tidewater Marine Electronics Corp.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(Dollars in thousands)",
    years: [2025, 2024, 2023, 2022, 2021],
    header: "year",
    statements: ["income_statement", "balance_sheet"],
    ...US2,
    titles: "en_five",
    loss: [2022],
    seed: 1006,
    size: 52000,
    features: ["five year columns (comparative statements 2021-2025)"],
  },
  {
    id: "qt-ifrs-changes-in-equity",
    producer: "qt",
    company: "Tanjong Pagar Precision Components Pte. Ltd.",
    currency: "SGD",
    scale: 1000,
    scalePhrase: "(Amounts in thousands of Singapore dollars)",
    years: [2025, 2024],
    header: "uk-date",
    rollRetained: true,
    socie: true,
    notes: true,
    statements: BS_IS_CF,
    ...IFRS,
    rows: { balance_sheet: "ifrs_or_bs", income_statement: "ifrs_is", cashflow_statement: "ifrs_cf" },
    seed: 1007,
    size: 88000,
    features: [
      "statement of changes in equity between the income statement and the cash flow statement (not expected)",
      "other reserves as an equity line",
    ],
  },
  {
    id: "qt-us-press-release",
    producer: "qt",
    layout: "press",
    company: "Sangre de Cristo Outdoor Gear, Inc.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(In thousands)",
    years: [2025, 2024],
    header: "us-date",
    statements: ["income_statement", "balance_sheet"],
    ...US,
    titles: "en_press",
    seed: 1008,
    size: 140000,
    features: [
      'earnings release: "Three Months Ended December 31," and "Year Ended December 31," spanning two year columns each',
      "fourth quarter and full year of both years in one income statement",
    ],
  },
  {
    id: "matplotlib-us-change-column",
    producer: "matplotlib",
    company: "Driftless Area Cheese Cooperative",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(In thousands of dollars)",
    years: [2025, 2024],
    fye: [9, 30],
    header: "us-date",
    changeHeaders: [["$ Change"], ["% Change"]],
    statements: ["income_statement", "balance_sheet"],
    ...US,
    seed: 1009,
    size: 67000,
    features: ['"$ Change" and "% Change" columns after the two years (not expected)', "fiscal year ending September"],
  },
  {
    id: "matplotlib-us-tax-basis",
    producer: "matplotlib",
    company: "Bitterroot Valley Veterinary Clinic, PLLC",
    currency: "USD",
    scale: 1,
    scalePhrase: "",
    decimals: 2,
    neg: "paren",
    years: [2025, 2024],
    header: "us-date",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "llc_bs", income_statement: "taxb_is" },
    titles: "en_taxb",
    seed: 1010,
    size: 190000000,
    features: [
      'income tax basis statements ("Statements of Assets, Liabilities, and Members\' Equity", "Statements of Revenues and Expenses")',
      "amounts in dollars and cents",
    ],
  },
  {
    id: "lualatex-hgb-staffelform-umsatzkosten",
    producer: "lualatex",
    company: "Oberpfälzer Glasveredelung GmbH",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "",
    unitHeader: "TEUR",
    years: [2025, 2024],
    header: "de-date-unit",
    changeHeaders: [
      ["Veränderung", "TEUR"],
      ["Veränderung", "%"],
    ],
    statements: ["balance_sheet", "income_statement"],
    ...HGB2,
    rows: { balance_sheet: "hgb_bs", income_statement: "hgb2_is" },
    hgb: true,
    seed: 1011,
    size: 61000,
    features: [
      "HGB Bilanz in Staffelform (Aktiva above Passiva)",
      "HGB GuV nach dem Umsatzkostenverfahren (by function of expense)",
      '"Veränderung TEUR" and "Veränderung %" columns after the two years (not expected)',
      'scale only as "TEUR" under each date',
    ],
  },
  {
    id: "lualatex-uk-income-retained",
    producer: "lualatex",
    company: "Wensleydale Stone Masonry Limited",
    currency: "GBP",
    scale: 1,
    scalePhrase: "",
    unitHeader: "£",
    years: [2025, 2024],
    fye: [4, 30],
    header: "year-unit",
    rollRetained: true,
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "uk_ire_bs", income_statement: "uk_ire_is" },
    titles: "en_uk_ire",
    seed: 1012,
    size: 1900000,
    features: [
      "UK FRS 102 income statement and statement of retained earnings (one statement)",
      "UK small company (FRS 102 1A): creditors as deductions",
      "fiscal year ending April",
    ],
  },
  {
    id: "podofo-hgb-kontoform-rohergebnis",
    producer: "podofo",
    layout: "kontoform",
    company: "Eifeler Holzbau Schmitz GmbH",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Beträge in EUR",
    years: [2025, 2024],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    rows: { balance_sheet: "hgb_bs", income_statement: "hgb_roh_is" },
    hgb: true,
    seed: 1013,
    size: 2400000,
    features: [
      "HGB Bilanz in Kontoform (Aktiva | Passiva side by side, landscape)",
      'HGB GuV of a small GmbH (§ 276 HGB) beginning with "Rohergebnis": revenue not printed',
      "Personalaufwand in a) and b) lines",
      "amounts in whole euros",
    ],
  },
  {
    id: "podofo-us-supplemental-cf",
    producer: "podofo",
    company: "Chattahoochee Freight Brokerage, Inc.",
    currency: "USD",
    scale: 1,
    scalePhrase: "",
    pageHeader: "See accountants' compilation report.",
    years: [2025, 2024],
    fye: [6, 30],
    header: "year",
    statements: BS_IS_CF,
    rows: { balance_sheet: "us_bs", income_statement: "us_is", cashflow_statement: "us_supp_cf" },
    titles: "en_us",
    loss: [2024],
    seed: 1014,
    size: 3300000,
    features: [
      "supplemental disclosures under the cash flow statement (cash paid for interest and income taxes, noncash investing)",
      "compilation report reference in the running page header",
      "fiscal year ending June",
    ],
  },
];

// Scans (150-200 dpi, two pages each): [id, source id, options]
const SCANS = [
  [
    "scan-pdfbox-hgb-staffelform-vorspalte",
    "pdfbox-hgb-staffelform-vorspalte",
    { dpi: 150, angle: 0.8, noise: 0.05, seed: 1101 },
  ],
  [
    "scan-matplotlib-us-change-column",
    "matplotlib-us-change-column",
    { dpi: 200, angle: -0.6, noise: 0.06, seed: 1102 },
  ],
  ["scan-qt-us-press-release", "qt-us-press-release", { dpi: 200, angle: 0.5, noise: 0.07, seed: 1103 }],
];

// --check-text: every word a page prints (titles, headers, labels, amounts) is in the text layer
// pdftotext gives of the committed PDF; nothing is built.
if (process.argv.includes("--check-text")) {
  let bad = 0;
  for (const spec of DOCS) {
    const doc = unseen4Doc(spec);
    const printed = pages(doc).flatMap((g) => [
      ...g.title,
      ...(g.prose ?? []),
      g.footer ?? "",
      g.pageHeader ?? "",
      ...(g.spans ?? []).map((s) => s.text),
      ...g.columns.flatMap((c) => c.header),
      ...g.rows.flatMap((r) => r.cells),
    ]);
    const words = printed.flatMap((t) => String(t).split(/\s+/)).filter(Boolean);
    // TeX prints a straight apostrophe as a right single quote (Shareholders’): the same word.
    const text = execFileSync("pdftotext", ["-raw", path.join(OUT, `${doc.id}.pdf`), "-"])
      .toString()
      .replace(/’/g, "'");
    const layer = new Set(text.split(/\s+/).filter(Boolean));
    const missing = [...new Set(words.filter((w) => !layer.has(w)))];
    bad += missing.length;
    console.log(
      `${doc.id}: ${words.length} words printed, ${layer.size} distinct in the text layer, missing: ${missing.join(" | ") || "none"}`,
    );
  }
  process.exit(bad ? 1 : 0);
}

await buildBatch(DOCS, SCANS, {
  out: OUT,
  work: WORK,
  prepare: unseen4Doc,
  make: (doc, out) => PRODUCERS[doc.producer].make(doc, out),
  expectedJson: (doc, id, kind) => ({
    ...fixtureJson(doc, id, kind, PRODUCERS[doc.producer].name, {
      producer_id: kind === "scan" ? "scan" : doc.producer,
      scale_phrase: doc.scalePhrase || (doc.pageHeader ? `${doc.pageHeader} (page header only)` : ""),
      batch: "unseen4",
      features: [...new Set([...(doc.features ?? []), ...FEATURES(doc)])],
    }),
    documents: expected4(doc),
  }),
});
