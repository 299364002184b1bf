// Builds the extraction test corpus (test/fixtures/extraction-corpus/) ONCE: statement PDFs made by
// other producers than the service's own PDF writer, each with the figures a correct reading gives.
//   - Chromium print-to-pdf of HTML statements in varied CSS layouts;
//   - LibreOffice headless: spreadsheets (.csv, .fods) through Calc, documents (.fodt, .html)
//     through Writer;
//   - "scans": pages of some of those rasterized (pdftoppm), slightly rotated, with noise and
//     JPEG artefacts (@napi-rs/canvas), wrapped back into image-only PDFs (pdf-lib).
// Tests never run this (it needs chromium, libreoffice-calc/-writer and poppler-utils, which CI
// does not install); they read the committed PDFs and JSONs. Run: node scripts/make-extraction-corpus.mjs
// The figures are generated from a seeded random source, so a rebuild gives the same numbers; the
// data model (figures, rows, formats, expected figures, scans) is shared with
// scripts/make-producer-corpus.mjs in scripts/extraction-corpus-model.mjs.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  BS_IS_CF,
  buildBatch,
  columnHeader,
  esc,
  fixtureJson,
  HGB,
  HGB2,
  IFRS,
  IN,
  periodLine,
  printedRows,
  SMALL,
  TITLES,
  UK,
  US,
  US2,
  xmlEsc,
} from "./extraction-corpus-model.mjs";

const OUT = path.resolve("test/fixtures/extraction-corpus");
const WORK = fs.mkdtempSync(path.join(os.tmpdir(), "extraction-corpus-"));

// ---------------------------------------------------------------------------------------------
// HTML (Chromium, LibreOffice Writer)

const CSS = {
  classic: `body{font-family:"Liberation Sans",Arial,sans-serif;font-size:10pt;margin:0}
    h1{font-size:14pt;margin:0 0 2pt}h2{font-size:12pt;margin:0 0 2pt}.sub{margin:0 0 10pt;color:#333}
    table{border-collapse:collapse;width:100%}td,th{padding:2pt 4pt}th{text-align:right;font-weight:bold;border-bottom:1px solid #000}
    td.n{text-align:right;white-space:nowrap;width:16%}td.note{text-align:center;width:6%}th.note{text-align:center}
    tr.t td{font-weight:bold;border-top:1px solid #000}tr.g td.n{border-bottom:3px double #000}tr.h td{font-weight:bold;padding-top:8pt}
    .page{page-break-after:always}`,
  serif: `body{font-family:"Liberation Serif","Times New Roman",serif;font-size:11pt;margin:0}
    h1{font-size:13pt;text-align:center;text-transform:uppercase;margin:0}h2{font-size:12pt;text-align:center;margin:2pt 0}.sub{text-align:center;font-style:italic;margin:0 0 12pt}
    table{border-collapse:collapse;width:100%}td,th{padding:1.5pt 3pt}th{text-align:right;font-weight:normal;text-decoration:underline}
    td.n{text-align:right;white-space:nowrap;width:15%}td.cur{width:2%;text-align:left}td.note{text-align:center;width:7%}th.note{text-align:center}
    tr.t td.n{border-top:1px solid #000}tr.g td.n{border-bottom:2.5px double #000}tr.h td{font-variant:small-caps;padding-top:6pt}
    .page{page-break-after:always}`,
  grid: `body{font-family:"DejaVu Sans",sans-serif;font-size:9pt;margin:0;color:#102030}
    h1{font-size:15pt;color:#0b4f8a;margin:0}h2{font-size:11pt;margin:2pt 0 0;color:#0b4f8a}.sub{margin:0 0 10pt;font-size:8.5pt}
    .row{display:grid;grid-template-columns:1fr 40pt repeat(var(--cols),80pt);column-gap:8pt;padding:2.5pt 0;border-bottom:0.5pt solid #c8d4e0}
    .row .n{text-align:right}.row .note{text-align:center;color:#555}.row.hd{font-weight:bold;border-bottom:1.5pt solid #0b4f8a}
    .row.t{font-weight:bold;background:#eef3f8}.row.g{font-weight:bold;background:#dde7f2}.row.h{font-weight:bold;color:#0b4f8a;border-bottom:none;padding-top:7pt}
    .page{page-break-after:always}`,
  leaders: `body{font-family:"DejaVu Serif",serif;font-size:9.5pt;margin:0}
    h1{font-size:13pt;margin:0}h2{font-size:11pt;margin:2pt 0;font-weight:normal;font-style:italic}.sub{margin:0 0 10pt}
    table{border-collapse:separate;border-spacing:0 2pt;width:100%}th{text-align:right;font-weight:bold}
    td.l{border-bottom:1px dotted #777}td.n{text-align:right;white-space:nowrap;width:17%;padding-left:10pt}td.note{width:6%;text-align:center}
    tr.t td.l{font-weight:bold}tr.h td{font-weight:bold;border:none;padding-top:6pt}.page{page-break-after:always}`,
  wrap: `body{font-family:"Liberation Sans",Arial,sans-serif;font-size:10pt;margin:0}
    h1{font-size:13pt;margin:0}h2{font-size:11pt;margin:2pt 0}.sub{margin:0 0 10pt}
    table{border-collapse:collapse;width:430pt}td,th{padding:2pt 4pt;vertical-align:VALIGN}th{text-align:right}
    td.l{width:150pt}td.n{text-align:right;white-space:nowrap;width:75pt}td.note{width:30pt;text-align:center}
    tr.t td{font-weight:bold}tr.h td{font-weight:bold;padding-top:7pt}.page{page-break-after:always}`,
};

function htmlStatement(doc, type) {
  const layout = doc.layout;
  const title = TITLES[doc.titles][type];
  const rows = printedRows(doc, type);
  const notes = doc.notes && rows.some((r) => r.note);
  const head = [];
  head.push(`<h1>${esc(doc.company)}</h1>`);
  head.push(`<h2>${esc(title)}</h2>`);
  head.push(`<p class="sub">${esc(periodLine(doc, type))}<br>${esc(doc.scalePhrase)}</p>`);
  const headers = doc.years.map((y) => columnHeader(doc, y));
  const depth = Math.max(...headers.map((h) => h.length));
  if (layout === "grid") {
    const hdRows = [];
    for (let i = 0; i < depth; i++) {
      hdRows.push(
        `<div class="row hd"><span></span><span class="note">${notes && i === depth - 1 ? "Note" : ""}</span>${headers
          .map((h) => `<span class="n">${esc(h[i - (depth - h.length)] ?? "")}</span>`)
          .join("")}</div>`,
      );
    }
    const body = rows
      .map((r) =>
        r.heading
          ? `<div class="row h"><span>${esc(r.label)}</span></div>`
          : `<div class="row${r.grand ? " g" : r.total ? " t" : ""}"><span>${esc(r.label)}</span><span class="note">${notes ? esc(r.note ?? "") : ""}</span>${r.cells
              .map((c) => `<span class="n">${esc(c)}</span>`)
              .join("")}</div>`,
      )
      .join("\n");
    return `<div class="page" style="--cols:${doc.years.length}">${head.join("")}${hdRows.join("")}${body}</div>`;
  }
  const cur = layout === "serif" && doc.currencyGlyph;
  const cols = 1 + (notes ? 1 : 0) + doc.years.length * (cur ? 2 : 1);
  const theadRows = [];
  if (doc.restated) {
    // Multi-line header: dates on two lines, the prior year marked as restated on a third line.
    const [a, b] = headers;
    theadRows.push(`<tr><th></th>${notes ? "<th></th>" : ""}<th>${esc(a[0])}</th><th>${esc(b[0])}</th></tr>`);
    theadRows.push(
      `<tr><th style="border:none"></th>${notes ? '<th class="note" style="border:none">Notes</th>' : ""}<th style="border:none">${esc(a[1] ?? "")}</th><th style="border:none">${esc(b[1] ?? "")}</th></tr>`,
    );
    theadRows.push(
      `<tr><th></th>${notes ? "<th></th>" : ""}<th></th><th style="font-size:8pt">(As Restated – Note 2)</th></tr>`,
    );
  } else {
    for (let i = 0; i < depth; i++) {
      theadRows.push(
        `<tr><th></th>${notes ? `<th class="note">${i === depth - 1 ? "Note" : ""}</th>` : ""}${headers
          .map((h) => `${cur ? "<th></th>" : ""}<th>${esc(h[i - (depth - h.length)] ?? "")}</th>`)
          .join("")}</tr>`,
      );
    }
  }
  let first = true;
  const body = rows
    .map((r) => {
      if (r.heading) return `<tr class="h"><td colspan="${cols}">${esc(r.label)}</td></tr>`;
      const glyph = cur && (first || r.grand) ? doc.currencyGlyph : "";
      first = false;
      return `<tr class="${r.grand ? "t g" : r.total ? "t" : ""}"><td class="l">${esc(r.label)}</td>${notes ? `<td class="note">${esc(r.note ?? "")}</td>` : ""}${r.cells
        .map((c) => `${cur ? `<td class="cur">${esc(glyph)}</td>` : ""}<td class="n">${esc(c)}</td>`)
        .join("")}</tr>`;
    })
    .join("\n");
  return `<div class="page">${head.join("")}<table><thead>${theadRows.join("")}</thead><tbody>${body}</tbody></table></div>`;
}

function html(doc) {
  const css = (CSS[doc.layout] ?? CSS.classic).replace("VALIGN", doc.valign ?? "middle");
  const pages = doc.statements.map((t) => htmlStatement(doc, t)).join("\n");
  return `<!doctype html><html lang="${doc.lang}"><head><meta charset="utf-8"><title>${esc(doc.company)}</title><style>@page{size:${doc.paper ?? "A4"};margin:18mm 16mm}${css}</style></head><body>${pages}</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// LibreOffice: spreadsheets and text documents

function csv(doc) {
  const lines = [];
  const q = (s) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  for (const type of doc.statements) {
    lines.push(q(doc.company));
    lines.push(q(TITLES[doc.titles][type]));
    lines.push(q(periodLine(doc, type)));
    lines.push(q(doc.scalePhrase));
    lines.push(["", ...doc.years.map(String)].join(","));
    for (const r of printedRows(doc, type)) {
      if (r.heading) lines.push(q(r.label));
      else {
        // CSV holds plain numbers: no grouping, minus for negatives (Calc prints them as "General").
        const vals = doc.years.map((y) => String(((r.sign ?? 1) * doc.figures[y][r.fig]) / 10 ** doc.decimals));
        lines.push([q(r.label), ...vals].join(","));
      }
    }
    lines.push("");
  }
  return lines.join("\n");
}

function fods(doc) {
  const de = doc.lang === "de" || doc.conv === "de";
  const lang = de ? 'number:language="de" number:country="DE"' : 'number:language="en" number:country="US"';
  const dec = doc.decimals;
  const numberEl = `<number:number number:decimal-places="${dec}" number:min-decimal-places="${dec}" number:min-integer-digits="1" number:grouping="true"/>`;
  const negative =
    doc.neg === "paren"
      ? `<number:text>(</number:text>${numberEl}<number:text>)</number:text>`
      : `<number:text>-</number:text>${numberEl}`;
  // Three year columns leave a narrower label column: long labels wrap in their cell (bottom-aligned).
  const wrap =
    doc.years.length > 2 ? '<style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="bottom"/>' : "";
  const sheets = doc.statements
    .map((type) => {
      const rows = printedRows(doc, type);
      const headers = doc.years.map((y) => columnHeader(doc, y));
      const depth = Math.max(...headers.map((h) => h.length));
      const out = [];
      const text = (s, style = "Default") =>
        `<table:table-cell table:style-name="${style}" office:value-type="string"><text:p>${xmlEsc(s)}</text:p></table:table-cell>`;
      const empty = "<table:table-cell/>";
      out.push(`<table:table-row>${text(doc.company, "Title")}</table:table-row>`);
      out.push(`<table:table-row>${text(TITLES[doc.titles][type], "Title")}</table:table-row>`);
      out.push(`<table:table-row>${text(periodLine(doc, type))}</table:table-row>`);
      out.push(`<table:table-row>${text(doc.scalePhrase)}</table:table-row>`);
      for (let i = 0; i < depth; i++) {
        out.push(
          `<table:table-row>${empty}${headers.map((h) => text(h[i - (depth - h.length)] ?? "", "Head")).join("")}</table:table-row>`,
        );
      }
      for (const r of rows) {
        if (r.heading) {
          out.push(`<table:table-row>${text(r.label, "Bold")}</table:table-row>`);
          continue;
        }
        const st = r.total ? "NumTotal" : "Num";
        const cells = doc.years
          .map((y) => {
            const v = ((r.sign ?? 1) * doc.figures[y][r.fig]) / 10 ** dec;
            return `<table:table-cell table:style-name="${st}" office:value-type="float" office:value="${v}"/>`;
          })
          .join("");
        out.push(`<table:table-row>${text(r.label, r.total ? "LblBold" : "Lbl")}${cells}</table:table-row>`);
      }
      const name = {
        balance_sheet: de ? "Bilanz" : "Balance sheet",
        income_statement: de ? "GuV" : "Income",
        cashflow_statement: de ? "KFR" : "Cash flow",
      }[type];
      return `<table:table table:name="${name}"><table:table-column table:style-name="ColLabel"/><table:table-column table:style-name="ColNum" table:number-columns-repeated="${doc.years.length}"/>${out.join("\n")}</table:table>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:styles>
 <number:number-style style:name="N0P" ${lang}>${numberEl}</number:number-style>
 <number:number-style style:name="N0" ${lang}>${negative}<style:map style:condition="value()&gt;=0" style:apply-style-name="N0P"/></number:number-style>
 <style:style style:name="Default" style:family="table-cell"><style:text-properties style:font-name="Liberation Sans" fo:font-size="10pt"/></style:style>
</office:styles>
<office:automatic-styles>
 <style:style style:name="ColLabel" style:family="table-column"><style:table-column-properties style:column-width="${doc.years.length > 2 ? "7.5cm" : "9cm"}"/></style:style>
 <style:style style:name="ColNum" style:family="table-column"><style:table-column-properties style:column-width="${doc.years.length > 2 ? "3cm" : "3.2cm"}"/></style:style>
 <style:style style:name="Title" style:family="table-cell" style:parent-style-name="Default"><style:text-properties fo:font-weight="bold" fo:font-size="12pt"/></style:style>
 <style:style style:name="Bold" style:family="table-cell" style:parent-style-name="Default"><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Lbl" style:family="table-cell" style:parent-style-name="Default">${wrap}</style:style>
 <style:style style:name="LblBold" style:family="table-cell" style:parent-style-name="Bold">${wrap}</style:style>
 <style:style style:name="Head" style:family="table-cell" style:parent-style-name="Default"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Num" style:family="table-cell" style:parent-style-name="Default" style:data-style-name="N0"/>
 <style:style style:name="NumTotal" style:family="table-cell" style:parent-style-name="Default" style:data-style-name="N0"><style:table-cell-properties fo:border-top="0.5pt solid #000000"/><style:text-properties fo:font-weight="bold"/></style:style>
</office:automatic-styles>
<office:body><office:spreadsheet>${sheets}</office:spreadsheet></office:body></office:document>`;
}

function fodt(doc) {
  const tabs = doc.layout === "tabs";
  const parts = [];
  const p = (s, style = "Body") => `<text:p text:style-name="${style}">${xmlEsc(s)}</text:p>`;
  doc.statements.forEach((type, idx) => {
    const rows = printedRows(doc, type);
    const headers = doc.years.map((y) => columnHeader(doc, y));
    const depth = Math.max(...headers.map((h) => h.length));
    const notes = doc.notes && rows.some((r) => r.note);
    parts.push(p(doc.company, idx > 0 ? "TitleBreak" : "Title"));
    parts.push(p(TITLES[doc.titles][type], "Subtitle"));
    parts.push(p(periodLine(doc, type)));
    parts.push(p(doc.scalePhrase));
    if (tabs) {
      for (let i = 0; i < depth; i++) {
        const cells = headers.map((h) => h[i - (depth - h.length)] ?? "");
        parts.push(
          `<text:p text:style-name="${notes ? "TabsNote" : "Tabs"}">${notes ? `<text:tab/>${i === depth - 1 ? "Note" : ""}` : ""}${cells.map((c) => `<text:tab/>${xmlEsc(c)}`).join("")}</text:p>`,
        );
      }
      for (const r of rows) {
        if (r.heading) parts.push(p(r.label, "BoldP"));
        else
          parts.push(
            `<text:p text:style-name="${notes ? "TabsNote" : "Tabs"}">${xmlEsc(r.label)}${notes ? `<text:tab/>${xmlEsc(r.note ?? "")}` : ""}${r.cells.map((c) => `<text:tab/>${xmlEsc(c)}`).join("")}</text:p>`,
          );
      }
      return;
    }
    const ncols = 1 + (notes ? 1 : 0) + doc.years.length;
    const cell = (s, style = "Body") =>
      `<table:table-cell office:value-type="string">${p(s, style)}</table:table-cell>`;
    const trs = [];
    for (let i = 0; i < depth; i++) {
      trs.push(
        `<table:table-row>${cell("")}${notes ? cell(i === depth - 1 ? "Note" : "", "Right") : ""}${headers.map((h) => cell(h[i - (depth - h.length)] ?? "", "RightBold")).join("")}</table:table-row>`,
      );
    }
    for (const r of rows) {
      if (r.heading)
        trs.push(
          `<table:table-row>${cell(r.label, "BoldP")}${Array.from({ length: ncols - 1 }, () => cell("")).join("")}</table:table-row>`,
        );
      else
        trs.push(
          `<table:table-row>${cell(r.label, r.total ? "BoldP" : "Body")}${notes ? cell(r.note ?? "", "Right") : ""}${r.cells.map((c) => cell(c, r.total ? "RightBold" : "Right")).join("")}</table:table-row>`,
        );
    }
    parts.push(
      `<table:table table:name="T${idx}" table:style-name="Tbl"><table:table-column table:style-name="CL"/>${notes ? '<table:table-column table:style-name="CNote"/>' : ""}<table:table-column table:style-name="CN" table:number-columns-repeated="${doc.years.length}"/>${trs.join("\n")}</table:table>`,
    );
  });
  const tabStops = (positions) =>
    `<style:tab-stops>${positions.map((cm) => `<style:tab-stop style:position="${cm}cm" style:type="right"/>`).join("")}</style:tab-stops>`;
  const n = doc.years.length;
  const numStops = Array.from({ length: n }, (_, i) => (17 - (n - 1 - i) * 2.8).toFixed(1));
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:styles>
 <style:style style:name="Body" style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.05cm"/><style:text-properties style:font-name="${doc.font ?? "Liberation Serif"}" fo:font-size="10.5pt"/></style:style>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.8cm" fo:margin-left="2cm" fo:margin-right="2cm"/></style:page-layout>
 <style:style style:name="Title" style:family="paragraph" style:parent-style-name="Body"><style:text-properties fo:font-size="14pt" fo:font-weight="bold"/></style:style>
 <style:style style:name="TitleBreak" style:family="paragraph" style:parent-style-name="Title"><style:paragraph-properties fo:break-before="page"/></style:style>
 <style:style style:name="Subtitle" style:family="paragraph" style:parent-style-name="Body"><style:text-properties fo:font-size="12pt" fo:font-weight="bold"/></style:style>
 <style:style style:name="BoldP" style:family="paragraph" style:parent-style-name="Body"><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Right" style:family="paragraph" style:parent-style-name="Body"><style:paragraph-properties fo:text-align="end"/></style:style>
 <style:style style:name="RightBold" style:family="paragraph" style:parent-style-name="Body"><style:paragraph-properties fo:text-align="${doc.batch === "holdout" ? "end" : "start"}"/><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Tabs" style:family="paragraph" style:parent-style-name="Body"><style:paragraph-properties>${tabStops(numStops)}</style:paragraph-properties></style:style>
 <style:style style:name="TabsNote" style:family="paragraph" style:parent-style-name="Body"><style:paragraph-properties>${tabStops(["10.2", ...numStops])}</style:paragraph-properties></style:style>
 <style:style style:name="Tbl" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
 <style:style style:name="CL" style:family="table-column"><style:table-column-properties style:column-width="${doc.notes ? 17 - 1.2 - 2.8 * n : 17 - 2.8 * n}cm"/></style:style>
 <style:style style:name="CNote" style:family="table-column"><style:table-column-properties style:column-width="1.2cm"/></style:style>
 <style:style style:name="CN" style:family="table-column"><style:table-column-properties style:column-width="2.8cm"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="PL"/></office:master-styles>
<office:body><office:text>${parts.join("\n")}</office:text></office:body></office:document>`;
}

// ---------------------------------------------------------------------------------------------
// Producers

function chromiumPdf(htmlText, out) {
  const src = path.join(WORK, `${path.basename(out, ".pdf")}.html`);
  fs.writeFileSync(src, htmlText);
  execFileSync(
    "chromium",
    ["--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer", `--print-to-pdf=${out}`, `file://${src}`],
    { stdio: "ignore" },
  );
}

function soffice(src, filter, infilter) {
  const args = ["--headless", "--norestore", `-env:UserInstallation=file://${WORK}/lo-profile`];
  if (infilter) args.push(`--infilter=${infilter}`);
  args.push("--convert-to", filter, "--outdir", WORK, src);
  execFileSync("soffice", args, { stdio: "ignore" });
  return path.join(WORK, `${path.basename(src).replace(/\.[^.]+$/, "")}.pdf`);
}

function libreOffice(doc, out) {
  const base = path.join(WORK, doc.id);
  let made;
  if (doc.producer === "lo-calc-csv") {
    fs.writeFileSync(`${base}.csv`, csv(doc));
    made = soffice(`${base}.csv`, "pdf:calc_pdf_Export", "CSV:44,34,76,1");
  } else if (doc.producer === "lo-calc-fods") {
    fs.writeFileSync(`${base}.fods`, fods(doc));
    made = soffice(`${base}.fods`, "pdf:calc_pdf_Export");
  } else if (doc.producer === "lo-writer-fodt") {
    fs.writeFileSync(`${base}.fodt`, fodt(doc));
    made = soffice(`${base}.fodt`, "pdf:writer_pdf_Export");
  } else if (doc.producer === "lo-writer-html") {
    fs.writeFileSync(`${base}.html`, html(doc));
    made = soffice(`${base}.html`, "pdf:writer_pdf_Export", "HTML (StarWriter)");
  }
  fs.copyFileSync(made, out);
}

const DOCS = [
  // Chromium print-to-pdf
  {
    id: "chromium-us-gaap-thousands",
    producer: "chromium",
    layout: "classic",
    company: "Northwind Analytics, Inc.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(In thousands of U.S. dollars)",
    years: [2024, 2023],
    header: "us-date",
    statements: BS_IS_CF,
    ...US,
    notes: true,
    seed: 11,
    size: 80000,
    loss: [2023],
  },
  {
    id: "chromium-ifrs-gbp-notes",
    producer: "chromium",
    layout: "serif",
    company: "Harbourside Foods plc",
    currency: "GBP",
    scale: 1000,
    scalePhrase: "£'000",
    years: [2024, 2023],
    header: "uk-date",
    statements: BS_IS_CF,
    ...IFRS,
    notes: true,
    seed: 12,
    size: 250000,
    currencyGlyph: "£",
  },
  {
    id: "chromium-restated-note2",
    producer: "chromium",
    layout: "classic",
    company: "Pinecrest Medical Devices Corp.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(in thousands)",
    years: [2024, 2023],
    header: "us-date",
    statements: ["balance_sheet", "income_statement"],
    ...US,
    notes: true,
    restated: true,
    seed: 13,
    size: 40000,
  },
  {
    id: "chromium-grid-eur-space",
    producer: "chromium",
    layout: "grid",
    company: "Société Alpine de Transport SA",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "(in thousands of euros)",
    conv: "space",
    years: [2024, 2023],
    statements: BS_IS_CF,
    ...IFRS,
    notes: true,
    seed: 14,
    size: 600000,
  },
  {
    id: "chromium-wrapped-labels",
    producer: "chromium",
    layout: "wrap",
    valign: "bottom",
    company: "Coastal Freight Logistics LLC",
    currency: "USD",
    scale: 1,
    scalePhrase: "(Amounts in U.S. dollars)",
    years: [2024, 2023],
    statements: ["income_statement", "cashflow_statement"],
    ...US,
    notes: false,
    seed: 15,
    size: 9000000,
    loss: [2024],
  },
  {
    id: "chromium-wrapped-middle",
    producer: "chromium",
    layout: "wrap",
    valign: "middle",
    company: "Blue Ridge Outdoor Supply Co.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(Dollars in thousands)",
    years: [2024, 2023],
    statements: ["balance_sheet", "cashflow_statement"],
    ...US,
    notes: true,
    seed: 16,
    size: 55000,
  },
  {
    id: "chromium-india-rupee-thousands",
    producer: "chromium",
    layout: "classic",
    company: "Sahyadri Agro Processing Limited",
    currency: "INR",
    scale: 1000,
    scalePhrase: "(All amounts in ₹ thousands, unless otherwise stated)",
    conv: "in",
    years: [2024, 2023],
    fye: [3, 31],
    header: "fy-in",
    statements: BS_IS_CF,
    ...IN,
    notes: true,
    seed: 17,
    size: 4500000,
  },
  {
    id: "chromium-india-lakhs",
    producer: "chromium",
    layout: "serif",
    company: "Kaveri Textiles Private Limited",
    currency: "INR",
    scale: 100000,
    scalePhrase: "(₹ in lakhs)",
    conv: "in",
    decimals: 2,
    years: [2024, 2023],
    fye: [3, 31],
    header: "fy-in",
    statements: ["balance_sheet", "income_statement"],
    ...IN,
    notes: true,
    seed: 18,
    size: 1200000,
  },
  {
    id: "chromium-india-crores",
    producer: "chromium",
    layout: "grid",
    company: "Deccan Infra Projects Limited",
    currency: "INR",
    scale: 10000000,
    scalePhrase: "(Rupees in crores)",
    decimals: 2,
    years: [2024, 2023],
    fye: [3, 31],
    header: "fy-in",
    statements: ["income_statement", "cashflow_statement"],
    ...IN,
    notes: false,
    seed: 19,
    size: 250000,
    loss: [2023],
  },
  {
    id: "chromium-swiss-chf",
    producer: "chromium",
    layout: "classic",
    company: "Helvetia Präzisionstechnik AG",
    currency: "CHF",
    scale: 1000,
    scalePhrase: "in CHF thousands",
    conv: "ch",
    neg: "minus",
    years: [2024, 2023],
    statements: BS_IS_CF,
    ...IFRS,
    notes: false,
    seed: 20,
    size: 320000,
  },
  {
    id: "chromium-three-years-millions",
    producer: "chromium",
    layout: "serif",
    company: "Granite Peak Industries, Inc.",
    currency: "USD",
    scale: 1000000,
    scalePhrase: "(In millions, except per share data)",
    decimals: 1,
    years: [2024, 2023, 2022],
    header: "year",
    statements: ["income_statement", "cashflow_statement"],
    ...US,
    seed: 21,
    size: 48000,
    loss: [2022],
    currencyGlyph: "$",
  },
  {
    id: "chromium-small-peso",
    producer: "chromium",
    layout: "serif",
    company: "Lakeview Learning Center, Inc.",
    currency: "PHP",
    scale: 1,
    scalePhrase: "(Amounts in Philippine Peso)",
    years: [2024, 2023],
    statements: BS_IS_CF,
    ...SMALL,
    seed: 22,
    size: 18000000,
    loss: [2024, 2023],
    currencyGlyph: "₱",
  },
  {
    id: "chromium-hgb-bilanz-teur",
    producer: "chromium",
    layout: "classic",
    company: "Müller Maschinenbau GmbH",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "in TEUR",
    years: [2024, 2023],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    seed: 23,
    size: 90000,
    hgb: true,
  },
  {
    id: "chromium-hgb-mio-eur",
    producer: "chromium",
    layout: "grid",
    company: "Rheinische Energiehandel AG",
    currency: "EUR",
    scale: 1000000,
    scalePhrase: "in Mio. €",
    decimals: 1,
    years: [2024, 2023],
    statements: BS_IS_CF,
    ...HGB,
    seed: 24,
    size: 14000,
    hgb: true,
    loss: [2023],
  },
  {
    id: "chromium-eur-apostrophe-000",
    producer: "chromium",
    layout: "classic",
    company: "Van Dijk Horticulture B.V.",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "€'000",
    conv: "de",
    years: [2024, 2023],
    header: "uk-date",
    statements: BS_IS_CF,
    ...IFRS,
    notes: true,
    seed: 25,
    size: 70000,
  },
  // LibreOffice Calc
  {
    id: "calc-csv-small-units",
    producer: "lo-calc-csv",
    company: "Maple Street Bakery Ltd.",
    currency: "CAD",
    scale: 1,
    scalePhrase: "Amounts in Canadian dollars",
    years: [2024, 2023],
    statements: ["balance_sheet", "income_statement"],
    ...SMALL,
    seed: 31,
    size: 2500000,
    loss: [2023],
    conv: "plain",
    neg: "minus",
  },
  {
    id: "calc-fods-us-three-years",
    producer: "lo-calc-fods",
    company: "Sierra Solar Holdings Corp.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(in thousands)",
    years: [2024, 2023, 2022],
    header: "us-date",
    statements: ["income_statement", "cashflow_statement"],
    ...US,
    seed: 32,
    size: 150000,
    loss: [2024],
  },
  {
    id: "calc-fods-hgb-guv",
    producer: "lo-calc-fods",
    company: "Schwarzwald Holzbau GmbH & Co. KG",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Angaben in EUR",
    decimals: 2,
    years: [2024, 2023],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    seed: 33,
    size: 420000000,
    hgb: true,
  },
  {
    id: "calc-fods-ifrs-eur",
    producer: "lo-calc-fods",
    company: "Nordlicht Software SE",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "in EUR thousand",
    years: [2024, 2023],
    header: "uk-date",
    statements: BS_IS_CF,
    ...IFRS,
    seed: 34,
    size: 210000,
    loss: [2024],
  },
  // LibreOffice Writer
  {
    id: "writer-fodt-ifrs-table",
    producer: "lo-writer-fodt",
    company: "Fjordline Aquaculture ASA",
    currency: "NOK",
    scale: 1000,
    scalePhrase: "(NOK 1 000)",
    conv: "spacedot",
    years: [2024, 2023],
    header: "uk-date",
    statements: BS_IS_CF,
    ...IFRS,
    notes: true,
    seed: 41,
    size: 900000,
  },
  {
    id: "writer-fodt-tabs-us",
    producer: "lo-writer-fodt",
    layout: "tabs",
    company: "Redwood Home Health Services, Inc.",
    currency: "USD",
    scale: 1,
    scalePhrase: "(in US dollars)",
    years: [2024, 2023],
    statements: ["balance_sheet", "income_statement"],
    ...SMALL,
    seed: 42,
    size: 6000000,
    loss: [2024],
  },
  {
    id: "writer-fodt-tabs-hgb",
    producer: "lo-writer-fodt",
    layout: "tabs",
    company: "Bergmann Logistik GmbH",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "TEUR",
    years: [2024, 2023],
    statements: ["income_statement", "cashflow_statement"],
    ...HGB,
    seed: 43,
    size: 60000,
    hgb: true,
    loss: [2024],
  },
  {
    id: "writer-html-us-gaap",
    producer: "lo-writer-html",
    layout: "classic",
    company: "Cascade Biotech, Inc.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(in thousands)",
    years: [2024, 2023],
    header: "us-date",
    statements: BS_IS_CF,
    ...US,
    seed: 44,
    size: 120000,
    loss: [2024, 2023],
  },
  {
    id: "writer-html-june-fye",
    producer: "lo-writer-html",
    layout: "serif",
    company: "Southern Cross Minerals Limited",
    currency: "AUD",
    scale: 1000,
    scalePhrase: "$'000",
    years: [2024, 2023],
    fye: [6, 30],
    header: "uk-date",
    statements: ["balance_sheet", "income_statement"],
    ...IFRS,
    notes: true,
    seed: 45,
    size: 380000,
  },
];

// A second batch, made after the reader was tuned on the first: wording, layouts, scale phrases and
// number forms the first batch does not have (measures how the reader does on statements it has
// never seen).
const HOLDOUT = [
  {
    id: "holdout-us-earnings-leaders",
    producer: "chromium",
    layout: "leaders",
    company: "Prairie Wind Outfitters, Inc.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(Amounts in USD '000)",
    years: [2024, 2023],
    header: "fy",
    statements: BS_IS_CF,
    ...US2,
    seed: 51,
    size: 65000,
    loss: [2024],
  },
  {
    id: "holdout-uk-companies-act",
    producer: "chromium",
    layout: "serif",
    company: "Wexford & Lyme Joinery Limited",
    currency: "GBP",
    scale: 1000,
    scalePhrase: "",
    unitHeader: "£'000",
    years: [2024, 2023],
    fye: [3, 31],
    header: "year-unit",
    statements: ["balance_sheet", "income_statement"],
    ...UK,
    notes: true,
    seed: 52,
    size: 30000,
  },
  {
    id: "holdout-cad-expressed",
    producer: "lo-writer-html",
    layout: "classic",
    company: "Laurentian Timber Products Ltd.",
    currency: "CAD",
    scale: 1000,
    scalePhrase: "(expressed in thousands of Canadian dollars)",
    years: [2024, 2023],
    header: "us-date",
    statements: BS_IS_CF,
    ...US2,
    seed: 53,
    size: 140000,
    loss: [2023],
  },
  {
    id: "holdout-sap-trailing-minus",
    producer: "chromium",
    layout: "classic",
    company: "Oberland Armaturen GmbH",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "in Tsd. €",
    neg: "trailing",
    years: [2024, 2023],
    header: "de-year",
    statements: ["balance_sheet", "income_statement"],
    ...HGB2,
    seed: 54,
    size: 75000,
    hgb: true,
    loss: [2024],
  },
  {
    id: "holdout-calc-teur-september",
    producer: "lo-calc-fods",
    company: "Hanse Kühllogistik GmbH",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "T€",
    years: [2024, 2023],
    fye: [9, 30],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB2,
    seed: 55,
    size: 48000,
    hgb: true,
  },
  {
    id: "holdout-eur-million-decimal-comma",
    producer: "chromium",
    layout: "grid",
    company: "Iberia Port Services S.A.",
    currency: "EUR",
    scale: 1000000,
    scalePhrase: "€ million",
    conv: "de",
    decimals: 1,
    years: [2024, 2023],
    header: "uk-date",
    statements: BS_IS_CF,
    ...IFRS,
    notes: true,
    seed: 56,
    size: 9000,
  },
  {
    id: "holdout-usd-dollar-every-cell",
    producer: "lo-writer-fodt",
    company: "Bayou Marine Repair, LLC",
    currency: "USD",
    scale: 1,
    scalePhrase: "All figures in USD",
    cellPrefix: "$",
    years: [2024, 2023],
    statements: BS_IS_CF,
    ...SMALL,
    seed: 57,
    size: 3500000,
    loss: [2024],
  },
  {
    id: "holdout-zar-space-june",
    producer: "chromium",
    layout: "classic",
    company: "Karoo Agri Holdings (Pty) Ltd",
    currency: "ZAR",
    scale: 1000,
    scalePhrase: "R'000",
    conv: "spacedot",
    years: [2024, 2023],
    fye: [6, 30],
    header: "uk-date",
    statements: BS_IS_CF,
    ...IFRS,
    notes: true,
    seed: 58,
    size: 520000,
    loss: [2023],
  },
];
DOCS.push(...HOLDOUT.map((d) => ({ ...d, batch: "holdout" })));

// Scans of some of the above: [id, source id, options]
const SCANS = [
  ["scan-us-gaap-thousands", "chromium-us-gaap-thousands", { dpi: 200, angle: 0.7, noise: 0.05, seed: 101 }],
  ["scan-ifrs-gbp-notes", "chromium-ifrs-gbp-notes", { dpi: 200, angle: -0.5, noise: 0.06, seed: 102 }],
  ["scan-small-peso", "chromium-small-peso", { dpi: 200, angle: 1.0, noise: 0.05, seed: 103 }],
  ["scan-hgb-bilanz-teur", "chromium-hgb-bilanz-teur", { dpi: 200, angle: -0.8, noise: 0.05, seed: 104 }],
  ["scan-calc-hgb-guv", "calc-fods-hgb-guv", { dpi: 250, angle: 0.4, noise: 0.04, seed: 105 }],
  ["scan-writer-tabs-us", "writer-fodt-tabs-us", { dpi: 200, angle: -1.2, noise: 0.06, seed: 106 }],
  ["scan-india-thousands", "chromium-india-rupee-thousands", { dpi: 200, angle: 0.5, noise: 0.05, seed: 107 }],
  ["scan-swiss-chf", "chromium-swiss-chf", { dpi: 200, angle: 0.3, noise: 0.07, seed: 108 }],
  ["holdout-scan-uk-companies-act", "holdout-uk-companies-act", { dpi: 200, angle: -0.9, noise: 0.05, seed: 151 }],
  ["holdout-scan-sap-trailing-minus", "holdout-sap-trailing-minus", { dpi: 200, angle: 0.6, noise: 0.05, seed: 152 }],
  ["holdout-scan-us-leaders", "holdout-us-earnings-leaders", { dpi: 200, angle: 1.1, noise: 0.06, seed: 153 }],
];

await buildBatch(DOCS, SCANS, {
  out: OUT,
  work: WORK,
  dirOf,
  make: (doc, out) => (doc.producer === "chromium" ? chromiumPdf(html(doc), out) : libreOffice(doc, out)),
  expectedJson: (doc, id, kind) => {
    const producer = {
      chromium: "Chromium print-to-pdf of HTML",
      "lo-calc-csv": "LibreOffice Calc (CSV)",
      "lo-calc-fods": "LibreOffice Calc (FODS)",
      "lo-writer-fodt": "LibreOffice Writer (FODT)",
      "lo-writer-html": "LibreOffice Writer (HTML)",
    }[doc.producer];
    const extra = doc.producer === "lo-calc-csv" ? { number_convention: "1234.56 (plain)" } : {};
    return fixtureJson(doc, id, kind, producer, extra);
  },
});

/** The second batch lives in holdout/, measured apart from the first (corpus.test.ts). */
function dirOf(doc) {
  return doc.batch === "holdout" ? path.join(OUT, "holdout") : OUT;
}
