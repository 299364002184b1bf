// Builds the fourth batch of the extraction corpus (test/fixtures/extraction-corpus/unseen/) ONCE:
// statements from six PDF producers no earlier batch has, from the same seeded data model
// (scripts/extraction-corpus-model.mjs: figures, rows, number formats, expected figures, scans; its
// pages by layout in scripts/corpus-layout.mjs):
//   - pdfLaTeX (booktabs tables, a running page header via fancyhdr);
//   - cairo (pycairo PDFSurface, text shown at computed positions);
//   - mutool create (MuPDF: hand-written content streams, Base-14 Helvetica);
//   - Ghostscript (ps2pdf) from hand-written PostScript (right alignment by stringwidth);
//   - html2ps + ps2pdf from HTML tables;
//   - AbiWord (--to=pdf) from HTML tables;
//   - scans of four of them (pdftoppm 150-200 dpi, rotation, noise, JPEG; the first batch's code).
// Layouts the earlier batches do not have in this form: expenses printed in parentheses, revenue
// printed as components and a total, "Current year / Prior year" and "Mar-25 / Mar-24" headers,
// the scale only in the running page header, a statement that goes on over a second page, notes
// pages after the statements, management accounts with "Mar-25" columns, HGB Kontoform and
// Staffelform with "Geschäftsjahr / Vorjahr".
// Made by a helper who did not change the reader and whose files the reader's helper did not see
// (leave-one-producer-out; docs/extraction.md, "Unseen batch").
// Needs (generation only; the tests read the committed PDFs and JSONs): texlive-latex-base,
// texlive-latex-recommended, python3-cairo, mupdf-tools, ghostscript, html2ps, abiword, poppler-utils
// (apt). Run: node scripts/make-unseen-corpus.mjs [ids]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  headerDepth,
  headerLine,
  htmlRows,
  latin1String,
  helvetica as metrics,
  documentPages as pages,
  placePage as place,
} from "./corpus-layout.mjs";
import {
  BS_IS_CF,
  buildBatch,
  esc,
  FEATURES,
  fixtureJson,
  HGB,
  IFRS,
  LLC,
  SMALL,
  UK_SMALL,
  US,
  unseenDoc,
} from "./extraction-corpus-model.mjs";

const OUT = path.resolve("test/fixtures/extraction-corpus/unseen");
const WORK = fs.mkdtempSync(path.join(os.tmpdir(), "unseen-corpus-"));

// ---------------------------------------------------------------------------------------------
// cairo (pycairo PDFSurface)

const CAIRO = `
import json, sys, cairo
spec = json.load(open(sys.argv[1]))
first = spec["pages"][0]
surface = cairo.PDFSurface(sys.argv[2], first["width"], first["height"])
surface.set_metadata(cairo.PDFMetadata.TITLE, spec["company"])
ctx = cairo.Context(surface)
for n, p in enumerate(spec["pages"]):
    if n > 0:
        surface.set_size(p["width"], p["height"])
    for it in p["items"]:
        ctx.select_font_face("Liberation Sans", cairo.FONT_SLANT_NORMAL,
                             cairo.FONT_WEIGHT_BOLD if it["bold"] else cairo.FONT_WEIGHT_NORMAL)
        ctx.set_font_size(it["size"])
        x = it["x"] - (ctx.text_extents(it["text"]).x_advance if it.get("right") else 0)
        ctx.move_to(x, it["y"])
        ctx.show_text(it["text"])
    ctx.set_line_width(0.5)
    for r in p["rules"]:
        ctx.move_to(r["x1"], r["y"]); ctx.line_to(r["x2"], r["y"]); ctx.stroke()
    ctx.show_page()
surface.finish()
`;

function cairoPdf(doc, out) {
  const script = path.join(WORK, "cairo-corpus.py");
  fs.writeFileSync(script, CAIRO);
  const spec = path.join(WORK, `${doc.id}.json`);
  fs.writeFileSync(
    spec,
    JSON.stringify({ company: doc.company, pages: pages(doc).map((g) => place(g, { size: 8.8 })) }),
  );
  execFileSync("/usr/bin/python3", [script, spec, out], { stdio: "inherit" });
}

// ---------------------------------------------------------------------------------------------
// mutool create: one content stream per page, Base-14 Helvetica in Latin encoding.

function mutool(doc, out) {
  const files = pages(doc).map((g, n) => {
    const p = place(g, { size: 9 });
    const lines = [
      `%%MediaBox 0 0 ${p.width.toFixed(2)} ${p.height.toFixed(2)}`,
      "%%Font F1 Helvetica Latin",
      "%%Font F2 Helvetica-Bold Latin",
    ];
    for (const it of p.items) {
      const x = it.right ? it.x - metrics(it.text, it.bold, it.size) : it.x;
      lines.push(
        `BT /${it.bold ? "F2" : "F1"} ${it.size} Tf ${x.toFixed(2)} ${(p.height - it.y).toFixed(2)} Td ${latin1String(it.text)} Tj ET`,
      );
    }
    lines.push("0.5 w");
    for (const r of p.rules)
      lines.push(
        `${r.x1.toFixed(2)} ${(p.height - r.y).toFixed(2)} m ${r.x2.toFixed(2)} ${(p.height - r.y).toFixed(2)} l S`,
      );
    const file = path.join(WORK, `${doc.id}-${n}.txt`);
    fs.writeFileSync(file, Buffer.from(`${lines.join("\n")}\n`, "latin1"));
    return file;
  });
  execFileSync("mutool", ["create", "-o", out, ...files]);
}

// ---------------------------------------------------------------------------------------------
// Hand-written PostScript through Ghostscript (ps2pdf): Times re-encoded to ISO Latin-1, amounts
// right-aligned by the interpreter (stringwidth), one showpage per page.

function postscript(doc, out) {
  const gs = pages(doc);
  const ps = [
    "%!PS-Adobe-3.0",
    `%%Title: ${doc.company.replace(/[^\x20-\x7e]/g, "?")}`,
    "%%Creator: hand-written PostScript (unseen corpus)",
    "%%EndComments",
    "/reenc { findfont dup length dict begin { 1 index /FID ne { def } { pop pop } ifelse } forall",
    "  /Encoding ISOLatin1Encoding def currentdict end definefont pop } bind def",
    "/TR /Times-Roman reenc /TB /Times-Bold reenc",
    "/L { moveto show } bind def",
    "/Rt { /yy exch def /xx exch def dup stringwidth pop xx exch sub yy moveto show } bind def",
  ];
  gs.forEach((g, n) => {
    const p = place(g, { size: 9.5, margin: 54 });
    ps.push(`%%Page: ${n + 1} ${n + 1}`);
    ps.push(`<< /PageSize [${p.width.toFixed(2)} ${p.height.toFixed(2)}] >> setpagedevice`);
    for (const it of p.items) {
      ps.push(`/${it.bold ? "TB" : "TR"} findfont ${it.size} scalefont setfont`);
      const y = (p.height - it.y).toFixed(2);
      ps.push(
        it.right
          ? `${latin1String(it.text)} ${it.x.toFixed(2)} ${y} Rt`
          : `${latin1String(it.text)} ${it.x.toFixed(2)} ${y} L`,
      );
    }
    ps.push("0.5 setlinewidth");
    for (const r of p.rules)
      ps.push(
        `newpath ${r.x1.toFixed(2)} ${(p.height - r.y).toFixed(2)} moveto ${r.x2.toFixed(2)} ${(p.height - r.y).toFixed(2)} lineto stroke`,
      );
    ps.push("showpage");
  });
  ps.push("%%EOF");
  const src = path.join(WORK, `${doc.id}.ps`);
  fs.writeFileSync(src, Buffer.from(`${ps.join("\n")}\n`, "latin1"));
  execFileSync("ps2pdf", ["-dAutoRotatePages=/None", src, out]);
}

// ---------------------------------------------------------------------------------------------
// pdfLaTeX: booktabs tables (tabular*), fancyhdr running header, one page per grid.

const texEsc = (s) =>
  String(s)
    .replace(/\\/g, "\\textbackslash{}")
    .replace(/([&%$#_{}])/g, "\\$1")
    .replace(/~/g, "\\textasciitilde{}")
    .replace(/\^/g, "\\textasciicircum{}")
    .replace(/£/g, "\\pounds{}")
    .replace(/€/g, "\\euro{}")
    .replace(/'/g, "'{}");

function latex(doc, out) {
  const tex = [
    "\\documentclass[10pt,a4paper]{article}",
    "\\usepackage[T1]{fontenc}",
    "\\usepackage[utf8]{inputenc}",
    "\\usepackage{mathptmx}",
    "\\usepackage{textcomp}",
    "\\usepackage[margin=2.2cm]{geometry}",
    "\\usepackage{booktabs,array,fancyhdr}",
    "\\newcommand{\\euro}{EUR}",
    "\\pagestyle{fancy}\\fancyhf{}",
    `\\fancyhead[R]{\\small ${texEsc(doc.pageHeader ?? "")}}`,
    `\\fancyhead[L]{\\small ${texEsc(doc.company)}}`,
    "\\fancyfoot[C]{\\thepage}",
    "\\setlength{\\parindent}{0pt}",
    "\\begin{document}",
  ];
  pages(doc).forEach((g, n) => {
    if (n > 0) tex.push("\\newpage");
    tex.push(`{\\large\\bfseries ${texEsc(g.title[1])}}\\\\[2pt]`);
    for (const t of g.title.slice(2)) tex.push(`${texEsc(t)}\\\\`);
    tex.push("\\vspace{8pt}");
    for (const p of g.prose ?? []) tex.push(`${texEsc(p)}\\par\\vspace{4pt}`);
    const spec = g.columns.map((_, i) => (i === 0 ? ">{\\raggedright\\arraybackslash}p{7.2cm}" : "r")).join("");
    tex.push(`\\begin{tabular*}{\\textwidth}{@{\\extracolsep{\\fill}}${spec}@{}}`, "\\toprule");
    for (let i = 0; i < headerDepth(g); i++)
      tex.push(`${g.columns.map((c) => `\\textbf{${texEsc(headerLine(g, c, i))}}`).join(" & ")} \\\\`);
    tex.push("\\midrule");
    for (const r of g.rows) {
      if (r.heading) {
        tex.push(`\\multicolumn{${g.columns.length}}{@{}l}{\\textbf{${texEsc(r.cells[0])}}} \\\\`);
        continue;
      }
      if (r.rule) tex.push(`\\cmidrule(l){2-${g.columns.length}}`);
      tex.push(`${r.cells.map((c, i) => (r.bold[i] && c ? `\\textbf{${texEsc(c)}}` : texEsc(c))).join(" & ")} \\\\`);
      if (r.double) tex.push("\\bottomrule");
    }
    tex.push("\\end{tabular*}");
    if (g.footer) tex.push(`\\par\\vspace{6pt}{\\small ${texEsc(g.footer)}}`);
  });
  tex.push("\\end{document}");
  const src = path.join(WORK, `${doc.id}.tex`);
  fs.writeFileSync(src, tex.join("\n"));
  execFileSync("pdflatex", ["-interaction=nonstopmode", "-halt-on-error", `-output-directory=${WORK}`, src], {
    stdio: "ignore",
  });
  fs.copyFileSync(path.join(WORK, `${doc.id}.pdf`), out);
}

// ---------------------------------------------------------------------------------------------
// HTML for html2ps and AbiWord: one table per page, rules as borders.

function html(doc, { pageBreak }) {
  const body = pages(doc)
    .map((g, n) => {
      const { head, body: rows } = htmlRows(g, {
        th: (c) => `align="${c.align === "r" ? "right" : "left"}"`,
        heading: (text, span) => `<tr><td colspan="${span}"><b>${text}</b></td></tr>`,
        td: (r, i) => {
          const c = r.cells[i];
          const t = r.bold[i] && c ? `<b>${esc(c)}</b>` : esc(c);
          return `<td${g.columns[i].align === "r" ? ' align="right"' : ""}>${t}</td>`;
        },
      });
      return [
        n > 0 ? pageBreak : "",
        g.pageHeader ? `<p align="right"><small>${esc(g.pageHeader)}</small></p>` : "",
        `<h2>${esc(g.title[0])}</h2>`,
        `<h3>${esc(g.title[1])}</h3>`,
        `<p>${g.title.slice(2).map(esc).join("<br>")}</p>`,
        ...(g.prose ?? []).map((p) => `<p>${esc(p)}</p>`),
        `<table width="100%" cellpadding="2" cellspacing="0">`,
        head.join("\n"),
        rows.join("\n"),
        "</table>",
        g.footer ? `<p><small>${esc(g.footer)}</small></p>` : "",
      ].join("\n");
    })
    .join("\n");
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>${esc(doc.company)}</title></head><body>${body}</body></html>`;
}

function html2ps(doc, out) {
  const src = path.join(WORK, `${doc.id}.html`);
  // html2ps reads Latin-1; its page break is an HR with class PAGE-BREAK or <!--NewPage-->.
  fs.writeFileSync(
    src,
    Buffer.from(html(doc, { pageBreak: "<!--NewPage-->" }).replace("utf-8", "iso-8859-1"), "latin1"),
  );
  const ps = path.join(WORK, `${doc.id}.ps`);
  execFileSync("html2ps", ["-o", ps, src], { stdio: "ignore" });
  execFileSync("ps2pdf", ["-sPAPERSIZE=a4", ps, out]);
}

function abiword(doc, out) {
  const src = path.join(WORK, `${doc.id}.html`);
  fs.writeFileSync(src, html(doc, { pageBreak: '<p style="page-break-before: always"></p>' }));
  execFileSync("abiword", [`--to=${out}`, src], { stdio: "ignore", env: { ...process.env, DISPLAY: "" } });
}

const PRODUCERS = {
  pdflatex: { make: latex, name: "pdfLaTeX (booktabs tabular*, fancyhdr running header, Times via mathptmx)" },
  cairo: { make: cairoPdf, name: "cairo (pycairo PDFSurface, Liberation Sans, text at computed positions)" },
  mutool: { make: mutool, name: "mutool create (MuPDF; hand-written content streams, Base-14 Helvetica)" },
  ghostscript: {
    make: postscript,
    name: "hand-written PostScript (Times, stringwidth alignment) through Ghostscript ps2pdf",
  },
  html2ps: { make: html2ps, name: "html2ps (HTML tables to PostScript) + Ghostscript ps2pdf" },
  abiword: { make: abiword, name: "AbiWord --to=pdf from HTML tables" },
};

// ---------------------------------------------------------------------------------------------
// The batch

const DOCS = [
  {
    id: "latex-ifrs-two-page-notes",
    producer: "pdflatex",
    company: "Kestrel Aerospace Components plc",
    currency: "GBP",
    scale: 1000,
    scalePhrase: "£'000",
    years: [2025, 2024],
    fye: [3, 31],
    header: "uk-date",
    statements: BS_IS_CF,
    ...IFRS,
    notes: true,
    notesPages: true,
    splitAt: { balance_sheet: 15 },
    seed: 401,
    size: 210000,
    features: ["balance sheet over two pages (continued, headers repeated)", "notes pages after the statements"],
  },
  {
    id: "latex-hgb-staffelform-vorjahr",
    producer: "pdflatex",
    company: "Oberlausitzer Textilwerke GmbH",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "",
    pageHeader: "Angaben in TEUR",
    years: [2024, 2023],
    header: "de-this-last-unit",
    unitHeader: "",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    hgb: true,
    seed: 402,
    size: 47000,
    loss: [2023],
    features: [
      "HGB Bilanz in Staffelform (Aktiva above Passiva)",
      'undated headers "Geschäftsjahr / Vorjahr"',
      "scale only in the running page header",
    ],
  },
  {
    id: "cairo-us-expenses-in-parens",
    producer: "cairo",
    company: "Redwood Valley Home Health, LLC",
    currency: "USD",
    scale: 1,
    scalePhrase: "",
    pageHeader: "(Amounts in U.S. dollars)",
    years: [2024, 2023],
    header: "us-date",
    statements: BS_IS_CF,
    ...LLC,
    seed: 403,
    size: 6400000,
    loss: [2024],
    features: [
      "expenses printed in parentheses",
      "revenue printed as components and a total",
      "wrapped label (cost of revenues exclusive of depreciation)",
      "LLC wording (line of credit, notes payable less current portion, goodwill, members' equity)",
      "scale only in the running page header",
    ],
  },
  {
    id: "cairo-hgb-kontoform",
    producer: "cairo",
    layout: "kontoform",
    company: "Münsterländer Landmaschinen GmbH & Co. KG",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "in Tsd. EUR",
    years: [2024, 2023],
    fye: [6, 30],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    hgb: true,
    seed: 404,
    size: 83000,
    features: ["HGB Bilanz in Kontoform (Aktiva | Passiva side by side, landscape)", "fiscal year ending June"],
  },
  {
    id: "mutool-management-mar",
    producer: "mutool",
    layout: "management",
    company: "Harrowgate Facilities Management Ltd",
    currency: "GBP",
    scale: 1000,
    scalePhrase: "£'000",
    years: [2025, 2024],
    fye: [3, 31],
    header: "mon-yy",
    statements: ["income_statement", "balance_sheet"],
    ...IFRS,
    seed: 405,
    size: 26000,
    features: ['management accounts: Actual / Budget / Variance / Prior year, "Mar-25 / Mar-24" headers'],
  },
  {
    id: "mutool-uk-small-current-prior",
    producer: "mutool",
    company: "Fenwick & Daughters Joinery Limited",
    currency: "GBP",
    scale: 1,
    scalePhrase: "",
    pageHeader: "All figures in GBP",
    years: [2024, 2023],
    fye: [12, 31],
    header: "current-prior",
    statements: ["balance_sheet", "income_statement"],
    ...UK_SMALL,
    notes: true,
    seed: 406,
    size: 900000,
    features: [
      'undated headers "Current year / Prior year"',
      "UK small company (FRS 102 1A): creditors as deductions, stock on hand, cash at bank",
      "expenses printed in parentheses",
      "scale only in the running page header",
    ],
  },
  {
    id: "gs-hgb-guv-cents",
    producer: "ghostscript",
    company: "Fränkische Brauerei Hofmann KG",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Angaben in EUR",
    decimals: 2,
    years: [2024, 2023],
    header: "de-date",
    statements: ["income_statement", "balance_sheet"],
    ...HGB,
    hgb: true,
    seed: 407,
    size: 240000000,
    loss: [2024],
    features: ["HGB GuV (Gesamtkostenverfahren) before the Bilanz in Staffelform", "amounts in euros and cents"],
  },
  {
    id: "gs-ifrs-mar-headers",
    producer: "ghostscript",
    company: "Coromandel Spice Exports Limited",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(US$ '000)",
    years: [2025, 2024],
    fye: [3, 31],
    header: "mon-yy",
    statements: BS_IS_CF,
    ...IFRS,
    seed: 408,
    size: 61000,
    features: ['"Mar-25 / Mar-24" column headers'],
  },
  {
    id: "html2ps-small-current-prior",
    producer: "html2ps",
    company: "Prairie Wind Veterinary Services Inc.",
    currency: "USD",
    scale: 1,
    scalePhrase: "(in U.S. dollars)",
    years: [2024, 2023],
    fye: [9, 30],
    header: "current-prior",
    statements: BS_IS_CF,
    ...SMALL,
    decimals: 2,
    seed: 409,
    size: 2300000,
    features: ['undated headers "Current year / Prior year"', "cents", "fiscal year ending September"],
  },
  {
    id: "html2ps-us-gaap-three-years",
    producer: "html2ps",
    company: "Great Lakes Freight Systems, Inc.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(In thousands)",
    years: [2024, 2023, 2022],
    header: "us-date",
    statements: BS_IS_CF,
    ...US,
    notes: true,
    seed: 410,
    size: 130000,
    loss: [2022],
  },
  {
    id: "abiword-management-usd",
    producer: "abiword",
    layout: "management",
    company: "Silverline Dental Laboratories Inc.",
    currency: "USD",
    scale: 1,
    scalePhrase: "Amounts in US dollars",
    years: [2024, 2023],
    fye: [12, 31],
    statements: ["income_statement", "balance_sheet"],
    ...US,
    header: "actual-prior",
    seed: 411,
    size: 3100000,
    loss: [2024],
    features: ['management accounts: Actual / Budget / Variance / Prior year, "Dec-24 / Dec-23" headers'],
  },
  {
    id: "abiword-uk-small-expenses-parens",
    producer: "abiword",
    company: "Cairngorm Outdoor Supplies Ltd",
    currency: "GBP",
    scale: 1000,
    scalePhrase: "",
    pageHeader: "£'000",
    years: [2025, 2024],
    fye: [3, 31],
    header: "mon-yy",
    statements: ["balance_sheet", "income_statement"],
    ...UK_SMALL,
    seed: 412,
    size: 18000,
    features: [
      '"Mar-25 / Mar-24" column headers',
      "UK small company (FRS 102 1A)",
      "expenses printed in parentheses",
      "scale only in the page header (£'000)",
    ],
  },
  {
    id: "latex-us-llc-wrapped",
    producer: "pdflatex",
    company: "Bluebonnet Pediatric Therapy Partners, LLC",
    currency: "USD",
    scale: 1,
    scalePhrase: "",
    pageHeader: "(in dollars)",
    years: [2024, 2023],
    header: "current-prior",
    statements: BS_IS_CF,
    ...LLC,
    seed: 413,
    size: 4700000,
    features: [
      'undated headers "Current year / Prior year"',
      "expenses printed in parentheses",
      "revenue printed as components and a total",
      "scale only in the running page header",
    ],
  },
  {
    id: "mutool-hgb-kontoform-vorjahr",
    producer: "mutool",
    layout: "kontoform",
    company: "Rheinhessen Logistik GmbH",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "",
    pageHeader: "TEUR",
    years: [2024, 2023],
    header: "de-this-last-unit",
    unitHeader: "",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    hgb: true,
    seed: 414,
    size: 39000,
    features: [
      "HGB Bilanz in Kontoform (Aktiva | Passiva side by side, landscape)",
      'undated headers "Geschäftsjahr / Vorjahr"',
      "scale only in the page header (TEUR)",
    ],
  },
];

// Scans (150-200 dpi): [id, source id, options]
const SCANS = [
  ["scan-cairo-hgb-kontoform", "cairo-hgb-kontoform", { dpi: 200, angle: 0.7, noise: 0.06, seed: 501 }],
  ["scan-mutool-management-mar", "mutool-management-mar", { dpi: 150, angle: -0.9, noise: 0.05, seed: 502 }],
  ["scan-gs-ifrs-mar-headers", "gs-ifrs-mar-headers", { dpi: 200, angle: 1.1, noise: 0.07, seed: 503 }],
  [
    "scan-html2ps-small-current-prior",
    "html2ps-small-current-prior",
    { dpi: 150, angle: -0.5, noise: 0.06, seed: 504 },
  ],
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
      batch: "unseen",
      features: [...new Set([...(doc.features ?? []), ...FEATURES(doc)])],
    }),
});
