// Builds the eighth batch of the extraction corpus (test/fixtures/extraction-corpus/unseen5/) ONCE:
// statements from six producers no earlier batch has, from the same seeded data model
// (scripts/extraction-corpus-model.mjs: figures, rows, number formats, expected figures, scans) and
// the unseen batches' pages (scripts/corpus-layout.mjs), with this batch's own row sets and page
// touches defined here (the shared files are not changed):
//   - HTMLDOC 1.9.16 (C++, Debian htmldoc): HTML tables, --webpage, base-14 Helvetica/Times, ISO-8859-15;
//   - PHP dompdf 2.0.3 (Debian php-dompdf): HTML tables with CSS borders, DejaVu Sans (embedded subset);
//   - Ruby Prawn 2.4.0 (Debian ruby-prawn): the runs placePage computes, built-in Times (AFM, WinAnsi);
//   - Perl PDF::Builder 3.025 (Debian libpdf-builder-perl): the placed runs, core Helvetica (cp1252);
//   - Perl PDF::Create 1.46 (Debian libpdf-create-perl): the placed runs, core Courier (typewriter look);
//   - ConTeXt MkIV (LuaTeX 1.15 backend, Debian context 2021.03.05): \starttabulate tables, Latin Modern Sans;
//   - scans of three of them (pdftoppm 150-200 dpi, rotation, noise, JPEG; the model's scan()).
// Made by a helper blind to the reader: it did not read the reader's code, its documentation of the
// extraction or its scores, and never ran the reader on these files (leave-one-producer-out).
// Needs (generation only; the tests read the committed PDFs and JSONs): htmldoc, php-cli +
// php-dompdf, ruby + ruby-prawn, libpdf-builder-perl, libpdf-create-perl, context, poppler-utils (apt).
// Run: node scripts/make-unseen5-corpus.mjs [ids]      (check: node scripts/make-unseen5-corpus.mjs --check)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { documentPages, headerDepth, headerLine, helvetica, htmlRows, placePage } from "./corpus-layout.mjs";
import {
  AU,
  BS_IS_CF,
  buildBatch,
  CA,
  checkBatch,
  esc,
  expected4,
  FEATURES,
  fixtureJson,
  H,
  HGB,
  HGB2,
  IE,
  IFRS,
  MONTHS,
  R,
  ROWS,
  TITLES,
  US,
  unseen4Doc,
} from "./extraction-corpus-model.mjs";

const OUT = path.resolve("test/fixtures/extraction-corpus/unseen5");
const WORK = fs.mkdtempSync(path.join(os.tmpdir(), "unseen5-corpus-"));

// ---------------------------------------------------------------------------------------------
// This batch's row sets (added to the model's ROWS in this process only) and titles.

Object.assign(ROWS, {
  // Japanese GAAP, English translation (kessan tanshin): "Total net assets", ordinary profit.
  jp_bs: [
    H("Assets"),
    H("Current assets"),
    R("Cash and deposits", "cash"),
    R("Notes and accounts receivable - trade", "trade_receivables"),
    R("Merchandise and finished goods", "inventory"),
    R("Other", "other_current_assets"),
    R("Total current assets", "total_current_assets", { total: true }),
    H("Non-current assets"),
    R("Property, plant and equipment", "net_fixed_assets"),
    R("Intangible assets", "intangible_assets"),
    R("Investments and other assets", "other_non_current_assets"),
    R("Total non-current assets", "total_non_current_assets", { total: true }),
    R("Total assets", "total_assets", { total: true, grand: true }),
    H("Liabilities"),
    H("Current liabilities"),
    R("Notes and accounts payable - trade", "trade_payables"),
    R("Short-term borrowings", "short_term_debt"),
    R("Current portion of long-term borrowings", "current_portion_long_term_debt"),
    R("Other", "other_current_liabilities"),
    R("Total current liabilities", "total_current_liabilities", { total: true }),
    H("Non-current liabilities"),
    R("Long-term borrowings", "long_term_debt"),
    R("Other", "other_non_current_liabilities"),
    R("Total non-current liabilities", "total_non_current_liabilities", { total: true }),
    R("Total liabilities", "total_liabilities", { total: true }),
    H("Net assets"),
    R("Share capital", "share_capital"),
    R("Retained earnings", "retained_earnings"),
    R("Total net assets", "total_equity", { total: true }),
    R("Total liabilities and net assets", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  jp_is: [
    R("Net sales", "revenue"),
    R("Cost of sales", "cost_of_goods_sold"),
    R("Gross profit", "gross_profit", { total: true }),
    R("Selling, general and administrative expenses", "jp_sga", { chart: "selling_general_administrative" }),
    R("Operating profit (loss)", "operating_profit", { total: true }),
    H("Non-operating income"),
    R("Interest and dividend income", "other_income"),
    H("Non-operating expenses"),
    R("Interest expenses", "interest_expense"),
    R("Ordinary profit (loss)", "profit_before_tax", { total: true, chart: null }),
    R("Profit (loss) before income taxes", "profit_before_tax", { total: true }),
    R("Income taxes", "income_tax"),
    R("Profit (loss)", "net_profit", { total: true, chart: null }),
    R("Profit (loss) attributable to owners of parent", "net_profit", { total: true, grand: true }),
  ],
  // A US not-for-profit organization (ASU 2016-14): net assets with and without donor restrictions.
  np_bs: [
    H("ASSETS"),
    R("Cash and cash equivalents", "cash"),
    R("Contributions and grants receivable", "trade_receivables"),
    R("Inventory of program supplies", "inventory"),
    R("Prepaid expenses", "other_current_assets"),
    R("Investments", "other_non_current_assets"),
    R("Property and equipment, net", "net_fixed_assets"),
    R("Software, net", "intangible_assets"),
    R("Total assets", "total_assets", { total: true, grand: true }),
    H("LIABILITIES AND NET ASSETS"),
    H("Liabilities"),
    R("Accounts payable", "trade_payables"),
    R("Accrued expenses", "other_current_liabilities"),
    R("Line of credit", "short_term_debt"),
    R("Notes payable", "np_notes", { chart: null }),
    R("Refundable advances", "other_non_current_liabilities", { chart: null }),
    R("Total liabilities", "total_liabilities", { total: true }),
    H("Net assets"),
    R("Without donor restrictions", "retained_earnings", { chart: null }),
    R("With donor restrictions", "share_capital", { chart: null }),
    R("Total net assets", "total_equity", { total: true }),
    R("Total liabilities and net assets", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  np_is: [
    H("SUPPORT AND REVENUE"),
    R("Contributions and grants", "np_contrib"),
    R("Program service fees", "np_fees"),
    R("Total support and revenue", "revenue", { total: true }),
    H("EXPENSES"),
    R("Program services", "np_program"),
    R("Management and general", "np_mg"),
    R("Fundraising", "np_fund"),
    R("Total expenses", "np_exp", { total: true }),
    R("Change in net assets from operations", "np_ops", { total: true }),
    R("Investment return, net", "other_income"),
    R("Change in net assets", "net_profit", { total: true }),
    R("Net assets, beginning of year", "np_begin", { chart: null }),
    R("Net assets, end of year", "total_equity", { total: true, grand: true, chart: null }),
  ],
  // German Kleinstkapitalgesellschaft: the short Bilanz (§ 266 Abs. 1 Satz 4 HGB) and GuV (§ 275 Abs. 5).
  kl_bs: [
    H("Aktiva"),
    R("A. Anlagevermögen", "total_non_current_assets"),
    R("B. Umlaufvermögen", "kl_uv", { chart: "total_current_assets" }),
    R("C. Rechnungsabgrenzungsposten", "kl_rap"),
    R("Summe Aktiva", "total_assets", { total: true, grand: true }),
    H("Passiva"),
    R("A. Eigenkapital", "total_equity"),
    R("B. Rückstellungen", "kl_rst"),
    R("C. Verbindlichkeiten", "kl_vb"),
    R("Summe Passiva", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  kl_is: [
    R("1. Umsatzerlöse", "revenue"),
    R("2. Sonstige Erträge", "other_income"),
    R("3. Materialaufwand", "cost_of_goods_sold", { chart: null, sign: -1 }),
    R("4. Personalaufwand", "selling_general_administrative", { chart: null, sign: -1 }),
    R("5. Abschreibungen", "depreciation_amortization", { sign: -1 }),
    R("6. Sonstige Aufwendungen", "kl_other", { sign: -1 }),
    R("7. Steuern", "income_tax", { sign: -1 }),
    R("8. Jahresüberschuss / Jahresfehlbetrag (-)", "net_profit", { total: true, grand: true }),
  ],
  // South African (IFRS for SMEs / Companies Act) wording: "Retained income", "Figures in Rand thousand".
  za_bs: [
    H("Assets"),
    H("Non-Current Assets"),
    R("Property, plant and equipment", "net_fixed_assets"),
    R("Intangible assets", "intangible_assets"),
    R("Other financial assets", "other_non_current_assets"),
    R("", "total_non_current_assets", { total: true, chart: null }),
    H("Current Assets"),
    R("Inventories", "inventory"),
    R("Trade and other receivables", "trade_receivables"),
    R("Prepayments", "other_current_assets"),
    R("Cash and cash equivalents", "cash"),
    R("", "total_current_assets", { total: true, chart: null }),
    R("Total Assets", "total_assets", { total: true, grand: true }),
    H("Equity and Liabilities"),
    H("Equity"),
    R("Share capital", "share_capital"),
    R("Retained income", "retained_earnings"),
    R("", "total_equity", { total: true, chart: null }),
    H("Liabilities"),
    H("Non-Current Liabilities"),
    R("Other financial liabilities", "long_term_debt"),
    R("Deferred tax", "other_non_current_liabilities"),
    R("", "total_non_current_liabilities", { total: true, chart: null }),
    H("Current Liabilities"),
    R("Trade and other payables", "trade_payables"),
    R("Other financial liabilities", "debt_current_combined", { chart: "short_term_debt" }),
    R("Current tax payable", "other_current_liabilities"),
    R("", "total_current_liabilities", { total: true, chart: null }),
    R("Total Liabilities", "total_liabilities", { total: true }),
    R("Total Equity and Liabilities", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  za_is: [
    R("Revenue", "revenue"),
    R("Cost of sales", "cost_of_goods_sold", { sign: -1 }),
    R("Gross profit", "gross_profit", { total: true }),
    R("Selling and distribution costs", "sga_distribution", { sign: -1, chart: null, sgaPart: true }),
    R("Administrative expenses", "sga_admin", { sign: -1, chart: null, sgaPart: true }),
    R("Depreciation and amortisation", "depreciation_amortization", { sign: -1 }),
    R("Other operating expenses", "other_operating_expenses", { sign: -1 }),
    R("Operating profit (loss)", "operating_profit", { total: true }),
    R("Investment revenue", "other_income"),
    R("Finance costs", "interest_expense", { sign: -1 }),
    R("Profit (loss) before taxation", "profit_before_tax", { total: true }),
    R("Taxation", "income_tax", { sign: -1 }),
    R("Profit (loss) for the year", "net_profit", { total: true, grand: true }),
  ],
  // A sole trader's trading and profit and loss account and balance sheet with a capital account.
  st_is: [
    R("Sales", "revenue"),
    H("Less: Cost of sales"),
    R("Opening stock", "st_open"),
    R("Purchases", "st_purch"),
    R("Less: Closing stock", "inventory", { sign: -1, chart: null }),
    R("Cost of sales", "cost_of_goods_sold", { total: true }),
    R("Gross profit", "gross_profit", { total: true }),
    R("Add: Discounts received", "other_income"),
    H("Less: Expenses"),
    // reader33: staff costs are never SG&A (docs/chart-of-accounts.md): printed, under no key.
    R("Wages", "st_wages"),
    R("Rent and rates", "st_rent", { sgaPart: true }),
    R("Motor and travel", "st_motor", { sgaPart: true }),
    R("Depreciation", "depreciation_amortization"),
    R("Sundry expenses", "other_operating_expenses"),
    R("Bank interest and charges", "interest_expense"),
    R("", "st_exp", { total: true }),
    R("Net profit for the year", "st_net", { total: true, grand: true, chart: "net_profit" }),
  ],
  st_bs: [
    H("Fixed assets"),
    R("Goodwill", "intangible_assets"),
    R("Plant and vehicles at cost", "gross_fixed_assets"),
    R("Less: Depreciation to date", "accumulated_depreciation", { sign: -1 }),
    R("Investments", "other_non_current_assets"),
    R("", "total_non_current_assets", { total: true, chart: null }),
    H("Current assets"),
    R("Stock", "inventory"),
    R("Debtors", "trade_receivables"),
    R("Prepayments", "other_current_assets"),
    R("Cash at bank", "cash"),
    R("", "total_current_assets", { total: true, chart: null }),
    H("Less: Current liabilities"),
    R("Creditors", "trade_payables"),
    R("Bank overdraft", "short_term_debt"),
    R("Loan instalments due within one year", "current_portion_long_term_debt"),
    R("Accruals", "other_current_liabilities"),
    R("", "total_current_liabilities", { total: true, chart: null }),
    R("Net current assets", "net_current_assets", { total: true }),
    H("Less: Long-term liabilities"),
    R("Bank loan", "long_term_debt"),
    R("Hire purchase", "other_non_current_liabilities"),
    R("Net assets", "net_assets", { total: true, grand: true }),
    H("Financed by: Capital account"),
    R("Balance at start of year", "st_cap_bf"),
    R("Add: Net profit for the year", "st_net"),
    R("Less: Drawings", "st_draw", { sign: -1 }),
    R("Balance at end of year", "total_equity", { total: true, grand: true }),
  ],
});

TITLES.en_jp = {
  balance_sheet: "Consolidated Balance Sheet",
  income_statement: "Consolidated Statement of Income",
  cashflow_statement: "Consolidated Statement of Cash Flows",
};
TITLES.en_np = {
  balance_sheet: "Statements of Financial Position",
  income_statement: "Statements of Activities",
  cashflow_statement: "Statements of Cash Flows",
};
TITLES.de_kl = {
  balance_sheet: "Bilanz (verkürzt, § 266 Abs. 1 Satz 4 HGB)",
  income_statement: "Gewinn- und Verlustrechnung (§ 275 Abs. 5 HGB)",
};
TITLES.en_za = {
  balance_sheet: "Statement of Financial Position",
  income_statement: "Statement of Profit or Loss and Other Comprehensive Income",
};
TITLES.en_st = {
  balance_sheet: "Balance Sheet",
  income_statement: "Trading and Profit and Loss Account",
};
TITLES.en_ph = {
  balance_sheet: "Statements of Financial Position",
  income_statement: "Statements of Comprehensive Income",
  cashflow_statement: "Statements of Cash Flows",
};
TITLES.en_my = {
  balance_sheet: "Statements of Financial Position",
  income_statement: "Statements of Profit or Loss",
  cashflow_statement: "Statements of Cash Flows",
};

/** A document of this batch: an unseen batch 4 document with the figures this batch's rows print. */
function unseen5Doc(spec) {
  const doc = unseen4Doc(spec);
  const chrono = [...doc.years].reverse();
  chrono.forEach((y, i) => {
    const v = doc.figures[y];
    v.jp_sga = v.selling_general_administrative + v.depreciation_amortization + v.other_operating_expenses;
    v.np_notes = v.long_term_debt + v.current_portion_long_term_debt;
    v.np_contrib = Math.round(v.revenue * 0.58);
    v.np_fees = v.revenue - v.np_contrib;
    v.np_exp = v.revenue + v.other_income - v.net_profit;
    v.np_program = Math.round(v.np_exp * 0.79);
    v.np_mg = Math.round(v.np_exp * 0.13);
    v.np_fund = v.np_exp - v.np_program - v.np_mg;
    v.np_ops = v.revenue - v.np_exp;
    v.np_begin = v.total_equity - v.net_profit;
    v.kl_rap = Math.round(v.other_current_assets * 0.3);
    v.kl_uv = v.total_current_assets - v.kl_rap;
    v.kl_rst = Math.round(v.other_current_liabilities * 0.5);
    v.kl_vb = v.hgb_liabilities - v.kl_rst;
    v.kl_other = v.other_operating_expenses + v.interest_expense;
    v.st_open = i === 0 ? Math.round(v.inventory * 0.93) : doc.figures[chrono[i - 1]].inventory;
    v.st_purch = v.cost_of_goods_sold - v.st_open + v.inventory;
    v.st_wages = Math.round(v.selling_general_administrative * 0.55);
    v.st_rent = Math.round(v.selling_general_administrative * 0.27);
    v.st_motor = v.selling_general_administrative - v.st_wages - v.st_rent;
    v.st_exp =
      v.selling_general_administrative + v.depreciation_amortization + v.other_operating_expenses + v.interest_expense;
    v.st_net = v.gross_profit + v.other_income - v.st_exp;
    v.st_draw = Math.round(Math.max(v.st_net, v.revenue * 0.04) * 0.55);
    v.st_cap_bf = v.total_equity - v.st_net + v.st_draw;
  });
  return doc;
}

// ---------------------------------------------------------------------------------------------
// Page touches of this batch, applied to the shared grids.

/** A Japanese column's date line: the balance sheet date, or the period of a flow statement. */
const JP_RANGE = (doc, y, flows) => {
  const [m, d] = doc.fye;
  const end = `${MONTHS[m - 1]} ${d}, ${y}`;
  return flows ? `(${MONTHS[m % 12]} 1, ${y - 1} - ${end})` : `(As of ${end})`;
};

/** The grids of a document with this batch's touches. */
function pages(doc) {
  return documentPages(doc).map((g) => {
    let out = g;
    // Japanese headers: "Prior fiscal year" / "Current fiscal year" over the date, prior year left.
    if (doc.jpHeaders) {
      const years = doc.priorFirst ? [...doc.years].reverse() : doc.years;
      out = {
        ...out,
        columns: out.columns.map((c, i) =>
          i === 0
            ? c
            : {
                ...c,
                header: [
                  years[i - 1] === doc.years[0] ? "Current fiscal year" : "Prior fiscal year",
                  JP_RANGE(doc, years[i - 1], !/balance sheet/i.test(out.title[1])),
                ],
              },
        ),
      };
    }
    // Negative amounts with a triangle (△1,234) instead of parentheses.
    if (doc.triangle)
      out = {
        ...out,
        rows: out.rows.map((r) =>
          r.heading ? r : { ...r, cells: r.cells.map((c, i) => (i > 0 ? c.replace(/^\((.+)\)$/, "△$1") : c)) },
        ),
      };
    return out;
  });
}

const widths = (g) => {
  const total = g.columns.reduce((n, c) => n + c.width, 0);
  return g.columns.map((c) => c.width / total);
};
const isAmount = (g, i) => g.columns[i].align === "r";
const ruled = (g, r, i) => isAmount(g, i) && Boolean(r.ruleCols?.[i] ?? r.rule);

// ---------------------------------------------------------------------------------------------
// HTML producers (HTMLDOC, dompdf): one table per page.

function html(doc, { css, font, pageBreak }) {
  const body = pages(doc).map((g, n) => {
    const w = widths(g);
    const { head, body: rows } = htmlRows(g, {
      th: (c) => `align="${c.align === "r" ? "right" : "left"}" width="${Math.round(w[g.columns.indexOf(c)] * 100)}%"`,
      heading: (text, span) => `<tr><td colspan="${span}" class="h"><b>${text}</b></td></tr>`,
      tr: (r) => (r.double ? ' class="grand"' : ""),
      td: (r, i) => {
        const t = esc(r.cells[i]);
        const cls = [ruled(g, r, i) ? "rule" : "", r.double && isAmount(g, i) ? "dbl" : ""].filter(Boolean).join(" ");
        const inner = r.bold[i] && t ? `<b>${t}</b>` : t;
        return `<td align="${isAmount(g, i) ? "right" : "left"}"${cls ? ` class="${cls}"` : ""}>${inner || "&nbsp;"}</td>`;
      },
    });
    const titles = g.title
      .map((t, k) => (k < 2 ? `<h${k + 1 + (k ? 1 : 0)}>${esc(t)}</h${k + 1 + (k ? 1 : 0)}>` : `<p>${esc(t)}</p>`))
      .join("\n");
    const brk = n > 0 ? pageBreak(g) : "";
    const foot = g.footer ? `<p><i>${esc(g.footer)}</i></p>` : "";
    return `${brk}${titles}\n<table width="100%" cellpadding="2" cellspacing="0">\n${head.join("\n")}\n${rows.join("\n")}\n</table>${foot}`;
  });
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(doc.company)}</title>
<style>body{font-family:${font};font-size:9pt} ${css}</style></head><body>
${body.join("\n")}
</body></html>`;
}

// HTMLDOC 1.9.16: its own HTML renderer and PDF writer (no CSS: tables without rules, totals in
// bold; every cell bordered where the document asks for `grid`), page breaks by
// <!-- PAGE BREAK -->, base-14 fonts (Helvetica, or Times by `htmldocFont`) embedded by HTMLDOC.
function htmldoc(doc, out) {
  const file = path.join(WORK, `${doc.id}.html`);
  let h = html(doc, {
    css: "",
    font: "Helvetica",
    pageBreak: (g) => `<!-- PAGE BREAK -->${g.landscape ? "<!-- MEDIA LANDSCAPE YES -->" : ""}`,
  });
  if (doc.grid)
    h = h.replace(
      /<table width="100%" cellpadding="2" cellspacing="0">/g,
      '<table width="100%" border="1" cellpadding="2" cellspacing="0">',
    );
  // HTMLDOC reads ISO-8859-15 (€ at 0xA4).
  const bytes = Buffer.from(
    [...h].map((ch) => {
      if (ch === "€") return 0xa4;
      const c = ch.codePointAt(0);
      if (c > 255) throw new Error(`${doc.id}: not ISO-8859-15: ${ch}`);
      return c;
    }),
  );
  fs.writeFileSync(file, bytes);
  execFileSync(
    "htmldoc",
    [
      "--webpage",
      "--charset",
      "iso-8859-15",
      "--size",
      "a4",
      doc.landscape ? "--landscape" : "--portrait",
      "--left",
      "18mm",
      "--right",
      "18mm",
      "--top",
      "15mm",
      "--bottom",
      "15mm",
      "--header",
      "...",
      "--footer",
      "..1",
      "--bodyfont",
      doc.htmldocFont ?? "helvetica",
      "--fontsize",
      "9",
      "--textfont",
      doc.htmldocFont ?? "helvetica",
      "--no-title",
      "-f",
      out,
      file,
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
}

// PHP dompdf 2.0.3: CSS borders for the rules (a top border over totals, a double bottom border
// under grand totals), zebra-free, DejaVu Sans (dompdf's bundled font, embedded as a subset).
const DOMPDF = String.raw`<?php
require_once '/usr/share/php/dompdf/autoload.php';
use Dompdf\Dompdf;
$d = new Dompdf(['fontDir' => $argv[4], 'fontCache' => $argv[4], 'chroot' => '/', 'isRemoteEnabled' => false]);
$d->loadHtml(file_get_contents($argv[1]), 'UTF-8');
$d->setPaper('A4', $argv[3]);
$d->render();
file_put_contents($argv[2], $d->output());
`;
// DejaVu Sans from Debian fonts-dejavu-core, metrics made by dompdf into a scratch font cache.
const DEJAVU = ["", "-Bold"]
  .map(
    (w) =>
      `@font-face{font-family:"DejaVu Sans";${w ? "font-weight:bold;" : ""}src:url("file:///usr/share/fonts/truetype/dejavu/DejaVuSans${w}.ttf")}`,
  )
  .join(" ");
function dompdf(doc, out) {
  const php = path.join(WORK, "dompdf.php");
  fs.writeFileSync(php, DOMPDF);
  const parts = pages(doc);
  // dompdf sets one paper orientation per document: with a Kontoform page every page is landscape.
  const file = path.join(WORK, `${doc.id}.html`);
  const h = html(
    { ...doc },
    {
      css: `${DEJAVU} table{border-collapse:collapse} td,th{padding:2px 4px;vertical-align:bottom} th{border-bottom:0.8pt solid #000;font-weight:bold}
td.rule{border-top:0.6pt solid #000} td.dbl{border-bottom:2.2pt double #000} td.h{padding-top:6px}
h1{font-size:13pt;margin:0 0 4px 0} h3{font-size:11pt;margin:0 0 4px 0} p{margin:0 0 2px 0}`,
      font: "'DejaVu Sans'",
      pageBreak: () => '<div style="page-break-before:always"></div>',
    },
  );
  fs.writeFileSync(file, h);
  const landscape = parts.some((g) => g.landscape);
  const fonts = fs.mkdtempSync(path.join(WORK, "fonts-"));
  execFileSync("php", [php, file, out, landscape ? "landscape" : "portrait", fonts], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}

// ---------------------------------------------------------------------------------------------
// Placed-run producers (Prawn, PDF::Builder, PDF::Create): the runs and rules placePage computes.

function placedJson(doc, { size, margin, measure }) {
  const file = path.join(WORK, `${doc.id}.json`);
  const spec = pages(doc).map((g) => {
    const p = placePage(g, { size, margin, measure });
    return { w: p.width, h: p.height, items: p.items, rules: p.rules };
  });
  fs.writeFileSync(file, JSON.stringify(spec));
  return file;
}

const PRAWN = `require "prawn"
require "json"
Prawn::Fonts::AFM.hide_m17n_warning = true
spec = JSON.parse(File.read(ARGV[0]))
pdf = nil
spec.each do |p|
  if pdf.nil?
    pdf = Prawn::Document.new(page_size: [p["w"], p["h"]], margin: 0,
      info: { Title: ARGV[2], Creator: "Prawn" })
  else
    pdf.start_new_page(size: [p["w"], p["h"]], margin: 0)
  end
  p["items"].each do |it|
    pdf.font("Times-Roman", style: it["bold"] ? :bold : :normal, size: it["size"])
    x = it["x"]
    x -= pdf.width_of(it["text"]) if it["right"]
    pdf.draw_text(it["text"], at: [x, p["h"] - it["y"]])
  end
  pdf.line_width = 0.5
  p["rules"].each { |r| pdf.stroke_line([r["x1"], p["h"] - r["y"]], [r["x2"], p["h"] - r["y"]]) }
end
pdf.render_file(ARGV[1])
`;
function prawn(doc, out) {
  const rb = path.join(WORK, "prawn.rb");
  fs.writeFileSync(rb, PRAWN);
  execFileSync("ruby", [rb, placedJson(doc, { size: 9.5, margin: 56, measure: helvetica }), out, doc.company], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}

const PDF_BUILDER = `use strict; use warnings;
use PDF::Builder; use JSON::PP;
open(my $fh, '<:raw', $ARGV[0]) or die; local $/; my $spec = decode_json(<$fh>); close $fh;
my $pdf = PDF::Builder->new(-compress => 'flate');
$pdf->info(Title => $ARGV[2], Creator => 'PDF::Builder');
my $reg = $pdf->corefont('Helvetica', -encode => 'cp1252');
my $bold = $pdf->corefont('Helvetica-Bold', -encode => 'cp1252');
for my $p (@$spec) {
  my $page = $pdf->page; $page->mediabox(0, 0, $p->{w}, $p->{h});
  my $g = $page->gfx; my $t = $page->text;
  for my $it (@{$p->{items}}) {
    $t->font($it->{bold} ? $bold : $reg, $it->{size});
    $t->translate($it->{x}, $p->{h} - $it->{y});
    if ($it->{right}) { $t->text_right($it->{text}) } else { $t->text($it->{text}) }
  }
  $g->linewidth(0.6);
  for my $r (@{$p->{rules}}) { $g->move($r->{x1}, $p->{h} - $r->{y}); $g->line($r->{x2}, $p->{h} - $r->{y}); $g->stroke; }
}
$pdf->saveas($ARGV[1]);
`;
function pdfBuilder(doc, out) {
  const pl = path.join(WORK, "builder.pl");
  fs.writeFileSync(pl, PDF_BUILDER);
  execFileSync("perl", [pl, placedJson(doc, { size: 8.5, margin: 48, measure: helvetica }), out, doc.company], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}

// PDF::Create: core Courier in WinAnsiEncoding, strings as cp1252 bytes; right-aligned by stringr.
const PDF_CREATE = `use strict; use warnings;
use PDF::Create; use JSON::PP; use Encode;
open(my $fh, '<:raw', $ARGV[0]) or die; local $/; my $spec = decode_json(<$fh>); close $fh;
my $pdf = PDF::Create->new(filename => $ARGV[1], Author => 'Accounts', Title => $ARGV[2], Creator => 'PDF::Create');
my $reg = $pdf->font(Subtype => 'Type1', Encoding => 'WinAnsiEncoding', BaseFont => 'Courier');
my $bold = $pdf->font(Subtype => 'Type1', Encoding => 'WinAnsiEncoding', BaseFont => 'Courier-Bold');
for my $p (@$spec) {
  my $root = $pdf->new_page(MediaBox => [0, 0, $p->{w}, $p->{h}]);
  my $page = $root->new_page;
  for my $it (@{$p->{items}}) {
    my $s = encode('cp1252', $it->{text});
    my $f = $it->{bold} ? $bold : $reg;
    if ($it->{right}) { $page->stringr($f, $it->{size}, $it->{x}, $p->{h} - $it->{y}, $s) }
    else { $page->string($f, $it->{size}, $it->{x}, $p->{h} - $it->{y}, $s) }
  }
  for my $r (@{$p->{rules}}) { $page->line($r->{x1}, $p->{h} - $r->{y}, $r->{x2}, $p->{h} - $r->{y}); }
}
$pdf->close;
`;
const courier = (t, _bold, size) => [...t].length * 0.6 * size;
function pdfCreate(doc, out) {
  const pl = path.join(WORK, "create.pl");
  fs.writeFileSync(pl, PDF_CREATE);
  execFileSync("perl", [pl, placedJson(doc, { size: 8, margin: 42, measure: courier }), out, doc.company], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}

// ---------------------------------------------------------------------------------------------
// ConTeXt MkIV: one \starttabulate per page, \HL rules under the header, \HL above totals,
// Latin Modern (ConTeXt's default), landscape pages by \setuppapersize.

const ctx = (s) =>
  String(s)
    .replace(/\\/g, "\\textbackslash{}")
    .replace(/([&%$#_{}])/g, "\\$1")
    .replace(/~/g, "\\lettertilde{}")
    .replace(/\^/g, "\\letterhat{}")
    .replace(/'/g, "'");
function context(doc, out) {
  const gs = pages(doc);
  const body = gs.map((g) => {
    const w = widths(g);
    const fmtSpec = g.columns
      .map((c, i) =>
        c.align === "r" ? `r w(${(w[i] * 0.95).toFixed(3)}\\textwidth)` : `p(${(w[i] * 0.95).toFixed(3)}\\textwidth)`,
      )
      .join("|");
    const lines = [];
    lines.push(`{\\bfb ${ctx(g.title[0])}}\\par`, `{\\bfa ${ctx(g.title[1])}}\\par`);
    for (const t of g.title.slice(2)) lines.push(`${ctx(t)}\\par`);
    lines.push("\\blank[medium]", `\\starttabulate[|${fmtSpec}|]`);
    for (let i = 0; i < headerDepth(g); i++)
      lines.push(`${g.columns.map((c) => `\\NC {\\bf ${ctx(headerLine(g, c, i))}} `).join("")}\\NC\\NR`);
    lines.push("\\HL");
    for (const r of g.rows) {
      if (r.heading) {
        lines.push(
          `\\NC {\\bf ${ctx(r.cells[0])}} ${g.columns
            .slice(1)
            .map(() => "\\NC ")
            .join("")}\\NC\\NR`,
        );
        continue;
      }
      if (r.rule) lines.push("\\HL");
      lines.push(`${r.cells.map((c, i) => `\\NC ${r.bold[i] && c ? `{\\bf ${ctx(c)}}` : ctx(c)} `).join("")}\\NC\\NR`);
      if (r.double) lines.push("\\HL\\HL");
    }
    lines.push("\\stoptabulate");
    if (g.footer) lines.push(`\\blank {\\it ${ctx(g.footer)}}\\par`);
    return { landscape: Boolean(g.landscape), tex: lines.join("\n") };
  });
  const tex = `\\setuppapersize[A4][A4]
\\setuplayout[backspace=20mm,width=middle,topspace=15mm,header=0pt,footer=8mm,height=middle]
\\setupbodyfont[ss,9pt]
\\setuppagenumbering[location={footer,middle}]
\\setupinteraction[state=start,title={${ctx(doc.company)}}]
\\starttext
${body.map((b, i) => `${i > 0 ? "\\page\n" : ""}${b.tex}`).join("\n")}
\\stoptext
`;
  const dir = fs.mkdtempSync(path.join(WORK, "ctx-"));
  fs.writeFileSync(path.join(dir, "statements.tex"), tex);
  execFileSync("context", ["--batchmode", "--noconsole", "statements.tex"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "ignore"],
  });
  fs.copyFileSync(path.join(dir, "statements.pdf"), out);
}

const PRODUCERS = {
  htmldoc: { make: htmldoc, name: "HTMLDOC 1.9.16 (Debian htmldoc) HTML tables, --webpage, base-14 Helvetica" },
  dompdf: { make: dompdf, name: "PHP dompdf 2.0.3 (Debian php-dompdf) HTML/CSS tables, DejaVu Sans subset" },
  prawn: { make: prawn, name: "Ruby Prawn 2.4.0 (Debian ruby-prawn) placed runs, built-in Times" },
  pdfbuilder: {
    make: pdfBuilder,
    name: "Perl PDF::Builder 3.025 (Debian libpdf-builder-perl) placed runs, core Helvetica cp1252",
  },
  pdfcreate: { make: pdfCreate, name: "Perl PDF::Create 1.46 (Debian libpdf-create-perl) placed runs, core Courier" },
  context: {
    make: context,
    name: "ConTeXt MkIV 2021.03.05 (Debian context, LuaTeX backend) tabulate, Latin Modern Sans",
  },
};

// ---------------------------------------------------------------------------------------------
// The batch

const DOCS = [
  {
    id: "htmldoc-hgb-kleinst-fehlbetrag",
    producer: "htmldoc",
    company: "Allgäuer Hofkäserei Brutscher UG (haftungsbeschränkt)",
    currency: "EUR",
    scale: 1,
    scalePhrase: "",
    unitHeader: "EUR",
    decimals: 2,
    years: [2025, 2024],
    header: "de-date-unit",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    rows: { balance_sheet: "kl_bs", income_statement: "kl_is" },
    titles: "de_kl",
    hgb: true,
    loss: [2025],
    seed: 1501,
    size: 52000000,
    features: [
      "HGB Kleinstkapitalgesellschaft: verkürzte Bilanz (§ 266 Abs. 1 Satz 4 HGB: only the letter items A./B./C.)",
      "GuV nach § 275 Abs. 5 HGB (Umsatzerlöse, sonstige Erträge, Materialaufwand, Personalaufwand, Abschreibungen, sonstige Aufwendungen, Steuern)",
      "Jahresfehlbetrag in the current year (negative net result with a leading minus)",
      '"B. Umlaufvermögen" printed without its parts (expected as total_current_assets), Rückstellungen and Verbindlichkeiten not expected',
      'amounts in euros and cents, scale only as "EUR" under each date',
    ],
  },
  {
    id: "htmldoc-us-nonprofit-activities",
    producer: "htmldoc",
    grid: true,
    company: "Upper Peninsula Literacy Council",
    currency: "USD",
    scale: 1,
    scalePhrase: "",
    years: [2025, 2024],
    fye: [6, 30],
    header: "us-date",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "np_bs", income_statement: "np_is" },
    titles: "en_np",
    seed: 1502,
    size: 3100000,
    features: [
      'US not-for-profit statements: "Statements of Financial Position" and "Statements of Activities"',
      'net assets "without donor restrictions" / "with donor restrictions" (not expected), "Total net assets" as total equity',
      'functional expenses (program services, management and general, fundraising; not expected), "Change in net assets" as net profit',
      "table drawn with every cell bordered (HTMLDOC border=1)",
      "fiscal year ending June",
    ],
  },
  {
    id: "htmldoc-au-dollars-millions",
    producer: "htmldoc",
    htmldocFont: "times",
    company: "Pilbara Haulage and Crushing Limited",
    currency: "AUD",
    scale: 1000000,
    scalePhrase: "$m",
    unitHeader: "$m",
    decimals: 1,
    years: [2025, 2024],
    fye: [6, 30],
    header: "year-unit",
    notes: true,
    statements: BS_IS_CF,
    ...AU,
    seed: 1503,
    size: 48000,
    features: [
      'amounts in "$m" with one decimal (1,234.5 = 1.2345 billion dollars)',
      "Australian AASB wording, income statement by nature with OCI, direct cash flows",
      "Times (serif) body text",
      "fiscal year ending June",
    ],
  },
  {
    id: "dompdf-jp-gaap-triangles",
    producer: "dompdf",
    company: "Kurobe Precision Instruments Co., Ltd.",
    currency: "JPY",
    scale: 1000000,
    scalePhrase: "(Millions of yen)",
    years: [2026, 2025],
    fye: [3, 31],
    priorFirst: true,
    jpHeaders: true,
    triangle: true,
    loss: [2026],
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "jp_bs", income_statement: "jp_is" },
    titles: "en_jp",
    seed: 1504,
    size: 46000,
    features: [
      "Japanese GAAP English translation (Net sales, Ordinary profit, Total net assets, Profit attributable to owners of parent)",
      'negative amounts with a triangle "△1,234" (operating loss in the current year)',
      'prior year in the LEFT column: "Prior fiscal year" / "Current fiscal year" over "(As of March 31, 2026)"',
      "amounts in millions of yen",
      "fiscal year ending March",
    ],
  },
  {
    id: "dompdf-hgb-kontoform-teur-komma",
    producer: "dompdf",
    layout: "kontoform",
    company: "Lausitzer Kunststoffspritzguss GmbH",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "Angaben in TEUR",
    unitHeader: "TEUR",
    decimals: 1,
    years: [2025, 2024],
    header: "de-date",
    statements: ["balance_sheet", "income_statement", "cashflow_statement"],
    ...HGB,
    hgb: true,
    seed: 1505,
    size: 184000,
    features: [
      "HGB Bilanz in Kontoform (Aktiva | Passiva side by side, landscape)",
      "HGB GuV nach dem Gesamtkostenverfahren",
      "Kapitalflussrechnung (DRS 21, short form)",
      "amounts in TEUR with one decimal (1.234,5 TEUR)",
    ],
  },
  {
    id: "dompdf-my-ringgit-thousands",
    producer: "dompdf",
    company: "Syarikat Perabot Seri Mutiara Berhad",
    currency: "MYR",
    scale: 1000,
    scalePhrase: "",
    unitHeader: "RM'000",
    years: [2025, 2024],
    fye: [6, 30],
    header: "year-unit",
    notes: true,
    loss: [2024],
    zero: "-",
    statements: BS_IS_CF,
    ...IFRS,
    titles: "en_my",
    seed: 1506,
    size: 230000,
    features: [
      'Malaysian statements, scale only as "RM\'000" under each year',
      "note column",
      "fiscal year ending June",
    ],
  },
  {
    id: "prawn-za-retained-income",
    producer: "prawn",
    company: "Karoo Agri Implements (Pty) Ltd",
    currency: "ZAR",
    scale: 1000,
    scalePhrase: "Figures in Rand thousand",
    years: [2025, 2024],
    fye: [2, 28],
    conv: "spacedot",
    header: "year",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "za_bs", income_statement: "za_is" },
    titles: "en_za",
    seed: 1507,
    size: 91000,
    features: [
      'South African wording ("Retained income", "Other financial liabilities", "Current tax payable", "Figures in Rand thousand")',
      "space as thousands separator (1 234)",
      "equity and liabilities subtotals without labels",
      "fiscal year ending February",
    ],
  },
  {
    id: "prawn-ph-pesos-cash-first",
    producer: "prawn",
    company: "Bukidnon Agro-Processing Corporation",
    currency: "PHP",
    scale: 1,
    scalePhrase: "(Amounts in Philippine Pesos)",
    years: [2025, 2024],
    header: "year",
    loss: [2025],
    zero: "-",
    statements: ["cashflow_statement", "income_statement", "balance_sheet"],
    ...IFRS,
    titles: "en_ph",
    seed: 1508,
    size: 610000000,
    features: [
      "Philippine statements in whole pesos (nine-digit amounts)",
      "cash flow statement first, balance sheet last",
      '"-" for zero (no dividends in the loss year)',
    ],
  },
  {
    id: "pdfbuilder-hgb-staffel-kfr-fehlbetrag",
    producer: "pdfbuilder",
    company: "Westerwälder Steinzeug-Manufaktur GmbH",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Beträge in EUR",
    years: [2025, 2024],
    header: "de-date",
    loss: [2025],
    statements: ["income_statement", "balance_sheet", "cashflow_statement"],
    ...HGB,
    neg: "trailing",
    hgb: true,
    seed: 1509,
    size: 7400000,
    features: [
      "HGB GuV (Gesamtkostenverfahren) before the Bilanz in Staffelform, then the Kapitalflussrechnung",
      "Jahresfehlbetrag in the current year",
      "negative amounts with a trailing minus (1.234-)",
      "amounts in whole euros",
    ],
  },
  {
    id: "pdfbuilder-ie-euro-millions",
    producer: "pdfbuilder",
    company: "Shannon Estuary Logistics plc",
    currency: "EUR",
    scale: 1000000,
    scalePhrase: "€ million",
    unitHeader: "€m",
    decimals: 1,
    years: [2025, 2024],
    header: "year-unit",
    notes: true,
    loss: [2025],
    zero: "nil",
    statements: BS_IS_CF,
    ...IE,
    seed: 1510,
    size: 21000,
    features: [
      'amounts in "€ million" with one decimal, "€m" under each year',
      '"nil" for zero (no dividends in the loss year)',
      "Irish wording, income statement by function with OCI",
    ],
  },
  {
    id: "pdfcreate-ca-cad-thousands",
    producer: "pdfcreate",
    company: "Saguenay Hydraulic Services Inc.",
    currency: "CAD",
    scale: 1000,
    scalePhrase: "(in thousands of Canadian dollars)",
    years: [2025, 2024],
    fye: [10, 31],
    header: "year",
    notes: true,
    statements: BS_IS_CF,
    ...CA,
    seed: 1511,
    size: 38000,
    features: [
      'Canadian ASPE statements, scale phrase "(in thousands of Canadian dollars)"',
      "monospaced Courier text (typewriter-style output)",
      "fiscal year ending October",
    ],
  },
  {
    id: "pdfcreate-uk-sole-trader",
    producer: "pdfcreate",
    company: "D. Pritchard t/a Pritchard Building Supplies",
    currency: "GBP",
    scale: 1,
    scalePhrase: "",
    unitHeader: "£",
    years: [2025, 2024],
    fye: [4, 5],
    header: "year-unit",
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "st_bs", income_statement: "st_is" },
    titles: "en_st",
    seed: 1512,
    size: 640000,
    features: [
      'sole trader\'s "Trading and Profit and Loss Account": opening stock + purchases - closing stock = cost of sales',
      "no income tax (the owner is taxed): net profit equals profit before tax, not printed as such",
      'balance sheet with a capital account ("Balance at start of year", net profit, drawings) instead of share capital',
      "expense lines rent and rates and motor and travel expected as their sum under SG&A; wages are staff costs, under no key (revised by reader33 to docs/chart-of-accounts.md: staff costs are never SG&A)",
      "monospaced Courier text; tax year ending 5 April",
    ],
  },
  {
    id: "context-hgb-umsatzkosten-vorjahr",
    producer: "context",
    company: "Hohenloher Verpackungstechnik GmbH",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "",
    unitHeader: "TEUR",
    years: [2025, 2024],
    fye: [9, 30],
    header: "de-report-prior",
    statements: ["balance_sheet", "income_statement"],
    ...HGB2,
    rows: { balance_sheet: "hgb_bs", income_statement: "hgb2_is" },
    hgb: true,
    seed: 1513,
    size: 77000,
    features: [
      "HGB Bilanz in Staffelform (Aktiva above Passiva)",
      "HGB GuV nach dem Umsatzkostenverfahren",
      'undated headers "Berichtsjahr / Vorjahr" with "TEUR" under each',
      "fiscal year ending September (Geschäftsjahr 1. Oktober bis 30. September)",
    ],
  },
  {
    id: "context-us-nil-cents",
    producer: "context",
    company: "Blue Ridge Orchard Supply, Inc.",
    currency: "USD",
    scale: 1,
    scalePhrase: "",
    decimals: 2,
    years: [2025, 2024],
    header: "us-date",
    loss: [2025],
    zero: "nil",
    statements: ["cashflow_statement", "balance_sheet", "income_statement"],
    ...US,
    seed: 1514,
    size: 520000000,
    features: [
      "amounts in dollars and cents",
      "cash flow statement first, income statement last",
      '"nil" for zero (no dividends in the loss year)',
      "ConTeXt tabulate with rules above totals and a double rule under grand totals",
    ],
  },
];

// Scans (150-200 dpi): [id, source id, options]
const SCANS = [
  ["scan-dompdf-jp-gaap-triangles", "dompdf-jp-gaap-triangles", { dpi: 200, angle: 0.7, noise: 0.06, seed: 1601 }],
  [
    "scan-htmldoc-hgb-kleinst-fehlbetrag",
    "htmldoc-hgb-kleinst-fehlbetrag",
    { dpi: 150, angle: -0.9, noise: 0.05, seed: 1602 },
  ],
  ["scan-pdfcreate-uk-sole-trader", "pdfcreate-uk-sole-trader", { dpi: 200, angle: 0.5, noise: 0.07, seed: 1603 }],
];

const expectedJson = (doc, id, kind) => ({
  ...fixtureJson(doc, id, kind, PRODUCERS[doc.producer].name, {
    producer_id: kind === "scan" ? "scan" : doc.producer,
    scale_phrase: doc.scalePhrase || (doc.unitHeader ? `${doc.unitHeader} (column header only)` : ""),
    batch: "unseen5",
    features: [...new Set([...(doc.features ?? []), ...FEATURES(doc)])],
  }),
  documents: expected4(doc),
});

// --check: the committed files against their JSONs (checkBatch, scripts/extraction-corpus-model.mjs).
if (process.argv.includes("--check")) checkBatch(OUT, DOCS, WORK);

await buildBatch(DOCS, SCANS, {
  out: OUT,
  work: WORK,
  prepare: unseen5Doc,
  make: (doc, out) => PRODUCERS[doc.producer].make(doc, out),
  expectedJson,
});
