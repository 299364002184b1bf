// Builds the fifth batch of the extraction corpus (test/fixtures/extraction-corpus/unseen2/) ONCE:
// statements from producers no earlier batch has, from the same seeded data model
// (scripts/extraction-corpus-model.mjs: figures, rows, number formats, expected figures, scans) and
// the unseen batches' pages (scripts/corpus-layout.mjs: statements split over pages, management
// accounts, Kontoform, two statements side by side, notes pages, runs placed with Helvetica metrics):
//   - Apache FOP from XSL-FO (fo:table, a region-before running header);
//   - asciidoctor-pdf (Prawn) from AsciiDoc tables, a theme's running header;
//   - PDF::API2 (Perl) with core fonts, every run at a computed position;
//   - pdfmake (npm) from a document definition (tables, a page header);
//   - Gnumeric ssconvert from a Gnumeric XML workbook (one sheet per page, text cells);
//   - rsvg-convert (librsvg) from SVG pages of positioned text;
//   - scans of three of them (pdftoppm 150-200 dpi, rotation, noise, JPEG; the model's code).
// Made by a helper who did not change the reader and whose files the reader's helper did not see
// (leave-one-producer-out; docs/extraction.md, "Unseen batch 2").
// Needs (generation only; the tests read the committed PDFs and JSONs): fop, ruby-asciidoctor-pdf,
// libpdf-api2-perl, gnumeric, librsvg2-bin, poppler-utils (apt) and pdfmake in a prefix outside the
// project (npm install --prefix /tmp/corpus-gen2 pdfmake@0.2; PDFMAKE_PREFIX to name another).
// Run: node scripts/make-unseen2-corpus.mjs [ids]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { headerDepth, headerLine, documentPages as pages, placePage } from "./corpus-layout.mjs";
import {
  BS_IS_CF,
  buildBatch,
  FEATURES,
  fixtureJson,
  HGB,
  HGB2,
  IFRS,
  LLC,
  SHOP,
  SMALL,
  UK_SMALL,
  US,
  US2,
  unseenDoc,
  xmlEsc,
} from "./extraction-corpus-model.mjs";

const OUT = path.resolve("test/fixtures/extraction-corpus/unseen2");
const WORK = fs.mkdtempSync(path.join(os.tmpdir(), "unseen2-corpus-"));
const PDFMAKE_PREFIX = process.env.PDFMAKE_PREFIX ?? "/tmp/corpus-gen2";

const A4MM = (g) => (g.landscape ? { w: "297mm", h: "210mm" } : { w: "210mm", h: "297mm" });
const widths = (g) => {
  const total = g.columns.reduce((n, c) => n + c.width, 0);
  return g.columns.map((c) => c.width / total);
};

// ---------------------------------------------------------------------------------------------
// Apache FOP: one page sequence per grid (portrait or landscape), the running header in
// region-before, a fo:table with proportional columns, rules as cell borders.

function fop(doc, out) {
  const seqs = pages(doc).map((g) => {
    const cell = (text, i, { bold = false, top = false, dbl = false, span = 1 } = {}) => {
      const align = span === 1 && g.columns[i].align === "r" ? "end" : "start";
      const border = [
        top ? ' border-top="0.5pt solid black"' : "",
        dbl ? ' border-bottom="1.5pt double black"' : "",
      ].join("");
      return `<fo:table-cell padding="1.5pt 3pt"${span > 1 ? ` number-columns-spanned="${span}"` : ""}${border}><fo:block text-align="${align}"${bold ? ' font-weight="bold"' : ""}>${xmlEsc(text)}</fo:block></fo:table-cell>`;
    };
    const head = Array.from(
      { length: headerDepth(g) },
      (_, i) =>
        `<fo:table-row>${g.columns.map((c, k) => cell(headerLine(g, c, i), k, { bold: true })).join("")}</fo:table-row>`,
    );
    const body = g.rows.map((r) =>
      r.heading
        ? `<fo:table-row>${cell(r.cells[0], 0, { bold: true, span: g.columns.length })}</fo:table-row>`
        : `<fo:table-row>${r.cells
            .map((c, i) =>
              cell(c, i, {
                bold: r.bold[i],
                top: g.columns[i].align === "r" && (r.ruleCols?.[i] ?? r.rule),
                dbl: g.columns[i].align === "r" && r.double,
              }),
            )
            .join("")}</fo:table-row>`,
    );
    return `
<fo:page-sequence master-reference="${g.landscape ? "landscape" : "portrait"}">
  <fo:static-content flow-name="xsl-region-before"><fo:block text-align="end" font-size="8pt">${xmlEsc(g.pageHeader ?? "")}</fo:block></fo:static-content>
  <fo:flow flow-name="xsl-region-body" font-family="Helvetica" font-size="9pt">
    <fo:block font-size="12pt" font-weight="bold">${xmlEsc(g.title[0])}</fo:block>
    <fo:block font-size="10.5pt" font-weight="bold" space-before="3pt">${xmlEsc(g.title[1])}</fo:block>
    ${g.title
      .slice(2)
      .map((t) => `<fo:block>${xmlEsc(t)}</fo:block>`)
      .join("")}
    ${(g.prose ?? []).map((p) => `<fo:block space-before="6pt">${xmlEsc(p)}</fo:block>`).join("")}
    <fo:table table-layout="fixed" width="100%" space-before="10pt">
      ${widths(g)
        .map((f) => `<fo:table-column column-width="proportional-column-width(${Math.round(f * 1000)})"/>`)
        .join("")}
      <fo:table-header border-bottom="0.5pt solid black">${head.join("")}</fo:table-header>
      <fo:table-body>${body.join("\n")}</fo:table-body>
    </fo:table>
    ${g.footer ? `<fo:block space-before="8pt" font-size="8pt">${xmlEsc(g.footer)}</fo:block>` : ""}
  </fo:flow>
</fo:page-sequence>`;
  });
  const master = (name, { w, h }) =>
    `<fo:simple-page-master master-name="${name}" page-width="${w}" page-height="${h}" margin="12mm 18mm 15mm 18mm"><fo:region-body margin-top="10mm"/><fo:region-before extent="8mm"/></fo:simple-page-master>`;
  const fo = `<?xml version="1.0" encoding="UTF-8"?>
<fo:root xmlns:fo="http://www.w3.org/1999/XSL/Format">
  <fo:layout-master-set>${master("portrait", A4MM({}))}${master("landscape", A4MM({ landscape: true }))}</fo:layout-master-set>
  ${seqs.join("\n")}
</fo:root>`;
  const src = path.join(WORK, `${doc.id}.fo`);
  fs.writeFileSync(src, fo);
  execFileSync("fop", ["-q", "-fo", src, "-pdf", out], { stdio: ["ignore", "ignore", "inherit"] });
}

// ---------------------------------------------------------------------------------------------
// asciidoctor-pdf (Prawn): one table per page, a theme whose running header carries the scale.

const adocEsc = (s) => String(s).replace(/\|/g, "\\|").replace(/\*/g, "\\*").replace(/_/g, "\\_");

function asciidoctor(doc, out) {
  const theme = path.join(WORK, `${doc.id}-theme.yml`);
  fs.writeFileSync(
    theme,
    [
      "extends: default",
      "base:",
      "  font_size: 9",
      "page:",
      "  size: A4",
      "  margin: [0.8in, 0.7in, 0.7in, 0.7in]",
      "header:",
      "  height: 0.5in",
      "  font_size: 8",
      "  recto:",
      "    right:",
      `      content: '${(doc.pageHeader ?? "").replace(/'/g, "''")}'`,
      "  verso:",
      "    right:",
      `      content: '${(doc.pageHeader ?? "").replace(/'/g, "''")}'`,
      "footer:",
      "  height: 0.4in",
      "  recto:",
      "    right:",
      "      content: '{page-number}'",
      "  verso:",
      "    left:",
      "      content: '{page-number}'",
      "",
    ].join("\n"),
  );
  const lines = [`= ${doc.company}`, ":notitle:", ":nofooter!:", ""];
  pages(doc).forEach((g, n) => {
    if (n > 0) lines.push(g.landscape ? "[page-layout=landscape]" : "[page-layout=portrait]", "<<<", "");
    else if (g.landscape) lines.splice(3, 0, ":pdf-page-layout: landscape");
    lines.push(`*${adocEsc(g.title[0])}*`, "", `== ${adocEsc(g.title[1])}`, "");
    for (const t of g.title.slice(2)) lines.push(`${adocEsc(t)} +`);
    lines.push("");
    for (const p of g.prose ?? []) lines.push(adocEsc(p), "");
    const cols = widths(g)
      .map((f, i) => `${g.columns[i].align === "r" ? ">" : "<"}${Math.max(1, Math.round(f * 100))}`)
      .join(",");
    lines.push(`[cols="${cols}",options="header",frame=none,grid=none,stripes=none]`, "|===");
    lines.push(
      g.columns
        .map(
          (c) =>
            `|${Array.from({ length: headerDepth(g) }, (_, i) => adocEsc(headerLine(g, c, i)))
              .filter(Boolean)
              .join(" +\n")}`,
        )
        .join(" "),
    );
    lines.push("");
    for (const r of g.rows) {
      if (r.heading) {
        lines.push(`${g.columns.length}+|*${adocEsc(r.cells[0])}*`);
        continue;
      }
      lines.push(r.cells.map((c, i) => (c && r.bold[i] ? `|*${adocEsc(c)}*` : `|${adocEsc(c)}`)).join(" "));
    }
    lines.push("|===", "");
    if (g.footer) lines.push(`_${adocEsc(g.footer)}_`, "");
  });
  const src = path.join(WORK, `${doc.id}.adoc`);
  fs.writeFileSync(src, lines.join("\n"));
  execFileSync("asciidoctor-pdf", ["-a", `pdf-theme=${theme}`, "-o", out, src], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}

// ---------------------------------------------------------------------------------------------
// PDF::API2 (Perl): core fonts (Helvetica, Latin-1), every run at the position placed with
// Helvetica metrics, right-aligned runs by text_right.

const API2 = `
use strict; use warnings; use PDF::API2; use JSON::PP;
local $/; open my $fh, '<:raw', $ARGV[0] or die; my $spec = JSON::PP->new->utf8->decode(<$fh>); close $fh;
my $pdf = PDF::API2->new;
$pdf->title($spec->{company});
my %font = (0 => $pdf->corefont('Helvetica', -encode => 'latin1'), 1 => $pdf->corefont('Helvetica-Bold', -encode => 'latin1'));
for my $p (@{$spec->{pages}}) {
  my $page = $pdf->page; $page->mediabox(0, 0, $p->{width}, $p->{height});
  my $text = $page->text;
  for my $it (@{$p->{items}}) {
    $text->font($font{$it->{bold} ? 1 : 0}, $it->{size});
    $text->translate($it->{x}, $p->{height} - $it->{y});
    if ($it->{right}) { $text->text_right($it->{text}) } else { $text->text($it->{text}) }
  }
  my $gfx = $page->gfx; $gfx->linewidth(0.5);
  for my $r (@{$p->{rules}}) { $gfx->move($r->{x1}, $p->{height} - $r->{y}); $gfx->hline($r->{x2}); $gfx->stroke; }
}
$pdf->saveas($ARGV[1]);
`;

function pdfApi2(doc, out) {
  const script = path.join(WORK, "api2.pl");
  fs.writeFileSync(script, API2);
  const spec = path.join(WORK, `${doc.id}.json`);
  fs.writeFileSync(
    spec,
    JSON.stringify({ company: doc.company, pages: pages(doc).map((g) => placePage(g, { size: 8.8, margin: 48 })) }),
  );
  execFileSync("perl", [script, spec, out], { stdio: "inherit" });
}

// ---------------------------------------------------------------------------------------------
// pdfmake: a table per page (header rows repeated), rules drawn by the table layout, the page
// header on every page, Helvetica (the PDF standard fonts, no embedding).

async function pdfmake(doc, out) {
  const PdfPrinter = createRequire(path.join(PDFMAKE_PREFIX, "package.json"))("pdfmake");
  const printer = new PdfPrinter({
    Helvetica: {
      normal: "Helvetica",
      bold: "Helvetica-Bold",
      italics: "Helvetica-Oblique",
      bolditalics: "Helvetica-BoldOblique",
    },
  });
  const content = pages(doc).flatMap((g, n) => {
    const head = Array.from({ length: headerDepth(g) }, (_, i) =>
      g.columns.map((c) => ({ text: headerLine(g, c, i), bold: true, alignment: c.align === "r" ? "right" : "left" })),
    );
    const body = g.rows.map((r) => {
      if (r.heading)
        return [
          { text: r.cells[0], bold: true, colSpan: g.columns.length, margin: [0, 3, 0, 0] },
          ...g.columns.slice(1).map(() => ""),
        ];
      return r.cells.map((c, i) => {
        const ruled = g.columns[i].align === "r" && (r.ruleCols?.[i] ?? r.rule);
        return {
          text: c,
          bold: r.bold[i],
          alignment: g.columns[i].align === "r" ? "right" : "left",
          border: [false, Boolean(ruled), false, Boolean(g.columns[i].align === "r" && r.double)],
        };
      });
    });
    const table = {
      table: {
        headerRows: head.length,
        // every column a share of the type area (A4 less the margins), so a narrow label column wraps
        widths: widths(g).map((f) => Math.floor(f * (g.landscape ? 730 : 485))),
        body: [...head, ...body].map((row) =>
          row.map((c) => (typeof c === "string" ? c : { border: [false, false, false, false], ...c })),
        ),
      },
      layout: {
        hLineWidth: (i) => (i === head.length ? 0.6 : 0.5),
        vLineWidth: () => 0,
        paddingTop: () => 1.5,
        paddingBottom: () => 1.5,
      },
      margin: [0, 8, 0, 0],
    };
    // The line under the header: the first body row's top border.
    for (const c of table.table.body[head.length] ?? []) if (typeof c !== "string") c.border[1] = true;
    return [
      {
        text: g.title[0],
        bold: true,
        fontSize: 12,
        ...(n > 0 ? { pageBreak: "before", pageOrientation: g.landscape ? "landscape" : "portrait" } : {}),
      },
      { text: g.title[1], bold: true, fontSize: 10.5, margin: [0, 2, 0, 0] },
      ...g.title.slice(2).map((t) => ({ text: t })),
      ...(g.prose ?? []).map((p) => ({ text: p, margin: [0, 5, 0, 0] })),
      table,
      ...(g.footer ? [{ text: g.footer, fontSize: 8, margin: [0, 6, 0, 0] }] : []),
    ];
  });
  const first = pages(doc)[0];
  const pdf = printer.createPdfKitDocument({
    info: { title: doc.company },
    pageSize: "A4",
    pageOrientation: first.landscape ? "landscape" : "portrait",
    pageMargins: [48, 52, 48, 48],
    header: doc.pageHeader
      ? { text: doc.pageHeader, alignment: "right", fontSize: 8, margin: [48, 24, 48, 0] }
      : undefined,
    defaultStyle: { font: "Helvetica", fontSize: 9 },
    content,
  });
  await new Promise((resolve, reject) => {
    const stream = fs.createWriteStream(out);
    stream.on("finish", resolve);
    stream.on("error", reject);
    pdf.pipe(stream);
    pdf.end();
  });
}

// ---------------------------------------------------------------------------------------------
// Gnumeric ssconvert: a workbook of one sheet per page (the amounts as text cells in the printed
// format, right-aligned; totals bold with a border above), landscape where the page is, the page
// header in the print setup.

function gnumeric(doc, out) {
  const sheets = pages(doc).map((g, n) => {
    const cells = [];
    const styles = [];
    let row = 0;
    const put = (r, c, text, { bold = false, right = false, top = false, dbl = false } = {}) => {
      if (text !== "") cells.push(`<gnm:Cell Row="${r}" Col="${c}" ValueType="60">${xmlEsc(text)}</gnm:Cell>`);
      const border = [
        top ? '<gnm:Top Style="1" Color="0:0:0"/>' : "",
        dbl ? '<gnm:Bottom Style="6" Color="0:0:0"/>' : "",
      ].join("");
      styles.push(
        `<gnm:StyleRegion startCol="${c}" startRow="${r}" endCol="${c}" endRow="${r}"><gnm:Style HAlign="${right ? 4 : 2}" VAlign="2" WrapText="${right ? 0 : 1}" Format="@"><gnm:Font Unit="${r < 2 && c === 0 && !right ? 11 : 9}" Bold="${bold ? 1 : 0}" Italic="0" Underline="0" StrikeThrough="0">Liberation Sans</gnm:Font>${border ? `<gnm:StyleBorder>${border}</gnm:StyleBorder>` : ""}</gnm:Style></gnm:StyleRegion>`,
      );
    };
    for (const [i, t] of g.title.entries()) put(row++, 0, t, { bold: i < 2 });
    for (const p of g.prose ?? []) put(row++, 0, p);
    row++;
    for (let i = 0; i < headerDepth(g); i++) {
      g.columns.forEach((c, k) => {
        put(row, k, headerLine(g, c, i), { bold: true, right: c.align === "r", dbl: false });
      });
      row++;
    }
    for (const r of g.rows) {
      if (r.heading) put(row, 0, r.cells[0], { bold: true });
      else
        r.cells.forEach((c, k) => {
          const amount = g.columns[k].align === "r";
          put(row, k, c, {
            bold: r.bold[k],
            right: amount,
            top: amount && (r.ruleCols?.[k] ?? r.rule),
            dbl: amount && r.double,
          });
        });
      row++;
    }
    if (g.footer) put(row + 1, 0, g.footer);
    const pts = (g.landscape ? 760 : 500) * 0.98;
    const cols = widths(g)
      .map((f, i) => `<gnm:ColInfo No="${i}" Unit="${(f * pts).toFixed(2)}"/>`)
      .join("");
    return `<gnm:Sheet DisplayFormulas="0" HideZero="0" HideGrid="1" HideColHeader="0" HideRowHeader="0">
  <gnm:Name>Page ${n + 1}</gnm:Name><gnm:MaxCol>${g.columns.length}</gnm:MaxCol><gnm:MaxRow>${row + 2}</gnm:MaxRow>
  <gnm:PrintInformation>
    <gnm:Margins><gnm:top Points="60" PrefUnit="mm"/><gnm:bottom Points="50" PrefUnit="mm"/><gnm:left Points="40" PrefUnit="mm"/><gnm:right Points="40" PrefUnit="mm"/><gnm:header Points="30" PrefUnit="mm"/><gnm:footer Points="30" PrefUnit="mm"/></gnm:Margins>
    <gnm:Scale type="percentage" percentage="100"/>
    <gnm:vcenter value="0"/><gnm:hcenter value="0"/><gnm:grid value="0"/>
    <gnm:even_if_only_styles value="0"/><gnm:monochrome value="0"/><gnm:draft value="0"/><gnm:titles value="0"/><gnm:do_not_print value="0"/><gnm:print_range value="GNM_PRINT_ACTIVE_SHEET"/>
    <gnm:order>d_then_r</gnm:order>
    <gnm:orientation>${g.landscape ? "landscape" : "portrait"}</gnm:orientation>
    <gnm:Header Left="" Middle="" Right="${xmlEsc(g.pageHeader ?? "")}"/>
    <gnm:Footer Left="" Middle="Page &amp;[PAGE]" Right=""/>
    <gnm:paper>iso_a4</gnm:paper>
  </gnm:PrintInformation>
  <gnm:Cols DefaultSizePts="48">${cols}</gnm:Cols>
  <gnm:Rows DefaultSizePts="13"/>
  <gnm:Styles>${styles.join("")}</gnm:Styles>
  <gnm:Cells>${cells.join("")}</gnm:Cells>
</gnm:Sheet>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<gnm:Workbook xmlns:gnm="http://www.gnumeric.org/v10.dtd">
  <gnm:SheetNameIndex>${sheets.map((_, n) => `<gnm:SheetName>Page ${n + 1}</gnm:SheetName>`).join("")}</gnm:SheetNameIndex>
  <gnm:Sheets>${sheets.join("\n")}</gnm:Sheets>
</gnm:Workbook>`;
  const src = path.join(WORK, `${doc.id}.gnumeric`);
  fs.writeFileSync(src, xml);
  execFileSync("ssconvert", ["--export-type=Gnumeric_pdf:pdf_assistant", src, out], {
    stdio: ["ignore", "ignore", "ignore"],
  });
}

// ---------------------------------------------------------------------------------------------
// rsvg-convert (librsvg): one SVG per page, every run a <text> at the position placed with
// Helvetica metrics (Liberation Sans has the same widths), amounts by text-anchor="end".

function rsvg(doc, out) {
  const files = pages(doc).map((g, n) => {
    const p = placePage(g, { size: 9, margin: 52 });
    const svg = [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${p.width}pt" height="${p.height}pt" viewBox="0 0 ${p.width} ${p.height}">`,
      `<g font-family="Liberation Sans" fill="#000">`,
      ...p.items.map(
        (it) =>
          `<text x="${it.x.toFixed(2)}" y="${it.y.toFixed(2)}" font-size="${it.size}"${it.bold ? ' font-weight="bold"' : ""}${it.right ? ' text-anchor="end"' : ""}>${xmlEsc(it.text)}</text>`,
      ),
      "</g>",
      `<g stroke="#000" stroke-width="0.5">`,
      ...p.rules.map(
        (r) => `<line x1="${r.x1.toFixed(2)}" y1="${r.y.toFixed(2)}" x2="${r.x2.toFixed(2)}" y2="${r.y.toFixed(2)}"/>`,
      ),
      "</g></svg>",
    ].join("\n");
    const file = path.join(WORK, `${doc.id}-${n}.svg`);
    fs.writeFileSync(file, svg);
    return file;
  });
  execFileSync("rsvg-convert", ["-f", "pdf", "-o", out, ...files]);
}

const PRODUCERS = {
  fop: { make: fop, name: "Apache FOP 2.8 from XSL-FO (fo:table, region-before running header, Helvetica)" },
  asciidoctor: {
    make: asciidoctor,
    name: "asciidoctor-pdf 2.3 (Prawn) from AsciiDoc tables, a theme with a running header",
  },
  pdfapi2: { make: pdfApi2, name: "PDF::API2 2.044 (Perl), core Helvetica, every run at a computed position" },
  pdfmake: { make: pdfmake, name: "pdfmake 0.2 (npm) document definition: tables, page header, Helvetica" },
  gnumeric: { make: gnumeric, name: "Gnumeric ssconvert from a Gnumeric XML workbook (one sheet per page)" },
  rsvg: { make: rsvg, name: "rsvg-convert (librsvg 2.54, cairo) from SVG pages of positioned text" },
};

// ---------------------------------------------------------------------------------------------
// The batch

const DOCS = [
  {
    id: "fop-hgb-staffelform-berichtsjahr",
    producer: "fop",
    company: "Allgäuer Präzisionsdrehteile GmbH",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "",
    pageHeader: "Beträge in TEUR",
    years: [2024, 2023],
    header: "de-report-prior",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    hgb: true,
    seed: 601,
    size: 52000,
    features: [
      "HGB Bilanz in Staffelform (Aktiva above Passiva)",
      'undated headers "Berichtsjahr / Vorjahr"',
      "scale only in the running page header",
    ],
  },
  {
    id: "fop-us-report-notes",
    producer: "fop",
    company: "Tidewater Marine Electronics, Inc.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "",
    pageHeader: "(Dollars in thousands)",
    years: [2024, 2023],
    header: "month-year",
    statements: BS_IS_CF,
    ...US2,
    notesPages: true,
    splitAt: { balance_sheet: 14 },
    seed: 602,
    size: 88000,
    loss: [2023],
    features: [
      'month-year column headers ("December 2024")',
      "balance sheet over two pages (continued, headers repeated)",
      "notes pages after the statements",
      "scale only in the running page header",
    ],
  },
  {
    id: "fop-management-budget",
    producer: "fop",
    layout: "management",
    company: "Pennine Catering Equipment Ltd",
    currency: "GBP",
    scale: 1,
    scalePhrase: "All amounts in £",
    years: [2025, 2024],
    fye: [6, 30],
    header: "mon-yy",
    statements: ["income_statement", "balance_sheet"],
    ...UK_SMALL,
    seed: 603,
    size: 1400000,
    features: ['management accounts: Actual / Budget / Variance / Prior year, "Jun-25 / Jun-24" headers'],
  },
  {
    id: "adoc-small-this-last",
    producer: "asciidoctor",
    company: "Brightwater Physiotherapy Pty Ltd",
    currency: "AUD",
    scale: 1,
    scalePhrase: "",
    pageHeader: "Amounts in Australian dollars",
    years: [2025, 2024],
    fye: [6, 30],
    header: "this-last",
    statements: BS_IS_CF,
    ...SMALL,
    seed: 604,
    size: 1900000,
    features: ['undated headers "This year / Last year"', "scale only in the running page header"],
  },
  {
    id: "adoc-hgb-kontoform",
    producer: "asciidoctor",
    layout: "kontoform",
    company: "Holsteiner Baustoffhandel GmbH",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Angaben in EUR",
    years: [2024, 2023],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    hgb: true,
    seed: 605,
    size: 6800000,
    features: ["HGB Bilanz in Kontoform (Aktiva | Passiva side by side, landscape)"],
  },
  {
    id: "api2-hgb-kontoform-monat",
    producer: "pdfapi2",
    layout: "kontoform",
    company: "Sächsische Feinwerktechnik AG",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "in TEUR",
    years: [2024, 2023],
    fye: [9, 30],
    header: "de-month-year",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    hgb: true,
    seed: 606,
    size: 71000,
    features: [
      "HGB Bilanz in Kontoform (Aktiva | Passiva side by side, landscape)",
      'month-year column headers ("September 2024")',
      "fiscal year ending September",
    ],
  },
  {
    id: "api2-shop-side-by-side",
    producer: "pdfapi2",
    layout: "side-by-side",
    company: "Copper Kettle Coffee Roasters, Inc.",
    currency: "USD",
    scale: 1,
    scalePhrase: "",
    pageHeader: "Accrual basis, in US dollars",
    years: [2024, 2023],
    header: "this-last",
    statements: ["balance_sheet", "income_statement"],
    ...SHOP,
    seed: 607,
    size: 780000,
    features: [
      "wages, rent and office expenses in one line: staff costs with SG&A's lines, not to be split, under no key (revised by reader33 to docs/chart-of-accounts.md: staff costs are never SG&A)",
      "income statement and balance sheet side by side (landscape)",
      'undated headers "This year / Last year"',
      "small business wording (checking and savings, SBA loan, loans from shareholder)",
      "accumulated depreciation printed as a deduction",
      "expenses printed in parentheses",
      "scale only in the page header",
    ],
  },
  {
    id: "api2-uk-small-month-year",
    producer: "pdfapi2",
    company: "Thornbury Garden Rooms Limited",
    currency: "GBP",
    scale: 1,
    scalePhrase: "",
    pageHeader: "£",
    years: [2025, 2024],
    fye: [3, 31],
    header: "month-year",
    statements: ["balance_sheet", "income_statement"],
    ...UK_SMALL,
    notes: true,
    seed: 608,
    size: 640000,
    features: [
      'month-year column headers ("March 2025")',
      "UK small company (FRS 102 1A): creditors as deductions",
      "expenses printed in parentheses",
      "scale only in the page header (£)",
    ],
  },
  {
    id: "pdfmake-shop-wrapped",
    producer: "pdfmake",
    company: "Blue Heron Kayak & Paddle Outfitters, Inc.",
    currency: "USD",
    scale: 1,
    scalePhrase: "",
    pageHeader: "Amounts in US$",
    years: [2024, 2023],
    header: "this-last",
    statements: ["balance_sheet", "income_statement"],
    ...SHOP,
    labelWidth: 1.0,
    seed: 609,
    size: 1150000,
    loss: [2024],
    features: [
      "wages, rent and office expenses in one line: staff costs with SG&A's lines, not to be split, under no key (revised by reader33 to docs/chart-of-accounts.md: staff costs are never SG&A)",
      "narrow label column: labels wrapped over two lines, the amounts on the first",
      'undated headers "This year / Last year"',
      "small business wording (checking and savings, SBA loan, loans from shareholder)",
      "accumulated depreciation printed as a deduction",
      "expenses printed in parentheses",
      "scale only in the page header",
    ],
  },
  {
    id: "pdfmake-ifrs-month-year",
    producer: "pdfmake",
    company: "Kauri Coast Dairy Processors Limited",
    currency: "NZD",
    scale: 1000,
    scalePhrase: "NZ$000",
    years: [2025, 2024],
    fye: [5, 31],
    header: "month-year",
    statements: BS_IS_CF,
    ...IFRS,
    notes: true,
    seed: 610,
    size: 145000,
    features: ['month-year column headers ("May 2025")', "fiscal year ending May"],
  },
  {
    id: "gnumeric-llc-current-prior",
    producer: "gnumeric",
    company: "Sagebrush Dental Partners, PLLC",
    currency: "USD",
    scale: 1,
    scalePhrase: "(in dollars)",
    years: [2024, 2023],
    header: "current-prior",
    statements: BS_IS_CF,
    ...LLC,
    seed: 611,
    size: 3600000,
    features: [
      'undated headers "Current year / Prior year"',
      "expenses printed in parentheses",
      "revenue printed as components and a total",
    ],
  },
  {
    id: "gnumeric-hgb-umsatzkosten",
    producer: "gnumeric",
    company: "Ostwestfalen Möbelbeschläge GmbH",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Angaben in Euro",
    decimals: 2,
    years: [2024, 2023],
    header: "de-date",
    statements: ["income_statement", "balance_sheet"],
    ...HGB2,
    hgb: true,
    seed: 612,
    size: 310000000,
    features: ["HGB GuV (Umsatzkostenverfahren) before the Bilanz in Staffelform", "amounts in euros and cents"],
  },
  {
    id: "rsvg-management-usd",
    producer: "rsvg",
    layout: "management",
    company: "Lakeshore Veterinary Group, Inc.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "($ in thousands)",
    years: [2024, 2023],
    fye: [12, 31],
    header: "mon-yy",
    statements: ["income_statement", "balance_sheet"],
    ...US,
    seed: 613,
    size: 42000,
    features: ['management accounts: Actual / Budget / Variance / Prior year, "Dec-24 / Dec-23" headers'],
  },
  {
    id: "rsvg-us-three-years",
    producer: "rsvg",
    company: "Cumberland Valley Orchards, Inc.",
    currency: "USD",
    scale: 1,
    scalePhrase: "",
    pageHeader: "(in whole dollars)",
    years: [2024, 2023, 2022],
    fye: [10, 31],
    header: "us-date",
    statements: BS_IS_CF,
    ...US,
    notes: true,
    seed: 614,
    size: 5200000,
    loss: [2023],
    features: ["three year columns", "fiscal year ending October", "scale only in the page header"],
  },
];

// Scans (150-200 dpi, two pages each): [id, source id, options]
const SCANS = [
  [
    "scan-fop-hgb-staffelform-berichtsjahr",
    "fop-hgb-staffelform-berichtsjahr",
    { dpi: 200, angle: 0.8, noise: 0.06, seed: 701 },
  ],
  ["scan-pdfmake-shop-wrapped", "pdfmake-shop-wrapped", { dpi: 150, angle: -0.6, noise: 0.05, seed: 702 }],
  ["scan-rsvg-management-usd", "rsvg-management-usd", { dpi: 200, angle: 1.0, noise: 0.07, seed: 703 }],
];

await buildBatch(DOCS, SCANS, {
  out: OUT,
  work: WORK,
  prepare: unseenDoc,
  make: (doc, out) => PRODUCERS[doc.producer].make(doc, out),
  expectedJson: (doc, id, kind) =>
    fixtureJson(doc, id, kind, PRODUCERS[doc.producer].name, {
      producer_id: kind === "scan" ? "scan" : doc.producer,
      scale_phrase: doc.scalePhrase || (doc.pageHeader ? `${doc.pageHeader} (page header only)` : ""),
      batch: "unseen2",
      features: [...new Set([...(doc.features ?? []), ...FEATURES(doc)])],
    }),
});
