// Builds blind batch 22 of the extraction corpus (test/fixtures/extraction-corpus/unseen22/) ONCE.
// Made BLIND to the reader: its maker read only /work/prompts (the brief), src/contract/ (file list),
// docs/chart-of-accounts.md, scripts/corpus-own-statements.mjs, the header, builders, renderers and
// driver call of scripts/make-unseen21-corpus.mjs (the IS / BS / CF / roll builders were its, adapted;
// both batches now import them from the module), and earlier batches' JSONs ("producer_id", "producer", "scale_phrase" and the period
// types of one interim file); not the reader (src/server/extraction/), docs/extraction.md, the scorer
// or any test, and it ran none of them.
//
// Theme: PRODUCERS NEVER USED in the corpus (leave one producer out). Shippers of a freight forwarder,
// small and mid-size: a German valve maker (HGB Bilanz in Kontoform, Aktiva and Passiva side by side),
// an Irish seafood exporter's full annual report (statements among a cover, directors' report,
// auditor's report and policies pages; cash flow), a US furniture maker's quarterly management pack
// (Actual | Budget | Variance | Prior year), a German farm-parts GmbH (Bilanz and GuV in Staffelform,
// TEUR), a Dutch flower-bulb exporter in English, a German plastics moulder (HGB, euros and cents), an
// Australian honey packer (with a cash flow and a revenue chart page), a UK pump maker and a
// Singapore rattan exporter (both one landscape page: profit and loss beside the balance sheet).
// Every figure is written here by hand; the script throws unless each balance sheet balances (cash is
// the plug, checked positive), each printed subtotal is the sum of its lines (computed, never typed),
// each profit closes, retained earnings roll forward from the prior column and each cash flow rolls
// cash (begin + net change = end = the balance sheet's cash).
//
// Files: 9 text PDFs and 3 scans; 3 German HGB (Kontoform, Staffelform, a third plain) + 1 German scan.
// Producers, all NEW (no corpus JSON had their producer_id before this batch):
//   - weasyprint: WeasyPrint 57.2 (Debian `weasyprint`) HTML/CSS layout, 3 files (a relative of the
//     corpus's pydyf, WeasyPrint's low-level writer, used directly in an earlier batch);
//   - pdfme: @pdfme/generator + @pdfme/schemas 6.1 (npm, installed to /tmp/pdfme22 outside the project)
//     table schema (bordered grid, shaded head, alternate row shading, Roboto), 2 files;
//   - gnuplot: gnuplot 5.4 (Debian gnuplot-nox) pdfcairo terminal, text as `set label` at screen
//     positions, rules as arrows, a boxes chart page, 2 files;
//   - cairosvg: CairoSVG 2.5 (Debian python3-cairosvg) from one landscape SVG page of <text> runs with
//     banded rows, 2 files.
// Tried and dropped: paps 0.6.8 (Debian paps) draws glyphs as PostScript paths: no text layer (it
// would be a scan in disguise). Not installable here: lout, sile, python3-fpdf, ruby-hexapdf, dblatex
// (needs TeX Live, not installed), LibreOffice Impress/Draw (not installed).
// Packages: apt-get install -y weasyprint gnuplot-nox python3-cairosvg poppler-utils ghostscript;
// npm install --prefix /tmp/pdfme22 @pdfme/generator @pdfme/common (@pdfme/schemas comes with them).
// Scans by the shared module's scan() of the Kontoform (weasyprint), the Dutch (pdfme) and the UK
// (cairosvg) files, 150 dpi; the two larger ones at JPEG quality 0.55 to stay near 300 KB. Shared module:
// makeBatch's `producers` option, and one extension: a scan's `quality` (default 0.72, as before). The
// statement builders IS, BS, CF and roll are the module's incomeStatement, balanceSheet, cashFlow and
// rollForward (with sum, lines, tot); GUV and UKBS below are this batch's own.
//
// Key conventions: docs/chart-of-accounts.md (binding): other_* are the residual of their section;
// other_income is non-operating (interest / finance income); expenses positive, cash outflows negative;
// amounts in units (thousands multiplied out).
// Decisions of this batch (where the docs are silent):
//   - management pack: only the Actual and Prior year columns are expected (Budget and Variance are
//     not periods); the Q3 columns are quarterly, the September 30 balance sheet quarterly and the
//     December 31 one yearly;
//   - HGB GuV with "sonstige Steuern" after "Ergebnis nach Steuern": no profit_before_tax is printed and
//     none is expected; "Ergebnis nach Steuern" in no key; Jahresüberschuss = net_profit;
//     "sonstige betriebliche Erträge" beside the interest income is operating (no key); 5.a)
//     "Aufwendungen für Roh-, Hilfs- und Betriebsstoffe und für bezogene Waren" = raw_materials where
//     printed apart, a Materialaufwand printed as one line in no key; Personalaufwand in no key;
//   - HGB Bilanz: "Bilanzgewinn" = retained_earnings (single line), Kapitalrücklage in no key; B.
//     Rückstellungen printed outside C. Verbindlichkeiten, so no total_liabilities; bank debt printed
//     without a maturity split in no key; aktive Rechnungsabgrenzung (outside the Umlaufvermögen) in
//     no key; "Sonstige Vermögensgegenstände" = other_current_assets;
//   - Irish / UK format: "Creditors: amounts falling due within one year" = total_current_liabilities
//     and "... after more than one year" = total_non_current_liabilities (printed in brackets,
//     expected positive); unlabelled current-assets subtotal = total_current_assets; net current
//     assets, total assets less current liabilities and net assets in no key; no total assets printed
//     and none expected; "Profit and loss account" reserve = retained_earnings; "Shareholders' funds"
//     = total_equity; "Interest receivable and similar income" = other_income;
//   - "Accrued expenses", "Income tax payable", "Customer deposits" = other_current_liabilities (summed);
//     "Lease liabilities" and "Deferred tax" = the residual of their section; "Right-of-use assets" =
//     other_non_current_assets; "Bank overdraft" / "Revolving credit facility" = short_term_debt;
//   - staff costs ("Employee benefits expense", "Salaries and wages") are in no key;
//   - a nil prints as "–" and never stands in an expected column of a keyed line.
//
// Usage: node scripts/make-unseen22-corpus.mjs [--check] [--out DIR] (see corpus-own-statements.mjs).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import {
  add,
  BOTH,
  balanceSheet as BS,
  CASH_FLOW_HEADS,
  cashFlow as CF,
  cell,
  eq,
  esc,
  head,
  htmlTable,
  incomeStatement as IS,
  lines,
  makeBatch,
  neg,
  plug,
  positive,
  Q,
  rollForward as roll,
  row,
  sub,
  sum,
  tot,
  Y,
  yr,
} from "./corpus-own-statements.mjs";

const FILES = [];
const T = (type, title, rows, o = {}) => ({ kind: "st", type, title, rows, expect: null, ...o });
const TEXT = (title, paras, o = {}) => ({ kind: "text", title, paras, ...o });

/**
 * HGB § 275(2) GuV (Gesamtkostenverfahren): Umsatzerlöse, sonstige betriebliche Erträge, expense
 * lines (each [label, key, values] or a group { label, parts }), optional Betriebsergebnis, interest
 * income and expense, taxes on income, Ergebnis nach Steuern, sonstige Steuern, Jahresüberschuss.
 * Expenses printed positive (Staffelform by sign of the label) or negative (`neg`).
 */
function GUV(s) {
  const o = { neg: s.neg };
  const rows = [row(s.rev[0], s.rev[2], "revenue")];
  let acc = s.rev[2];
  if (s.sbe) {
    rows.push(row(s.sbe[0], s.sbe[2], null));
    acc = add(acc, s.sbe[2]);
  }
  for (const e of s.exp) {
    if (e.parts) {
      const t = sum(e.parts);
      rows.push(row(e.label, o.neg ? neg(t) : t, null, { s: o.neg ? -1 : 1 }));
      rows.push(...lines(e.parts, { ...o, i: 1 }));
      acc = sub(acc, t);
    } else {
      rows.push(...lines([e], { ...o, i: 0 }));
      acc = sub(acc, e[2]);
    }
  }
  if (s.opLabel) rows.push(tot(s.opLabel, acc, "operating_profit"));
  rows.push(...lines([s.zinsE], { i: 0 }), ...lines([s.zinsA], { ...o, i: 0 }), ...lines([s.tax], { ...o, i: 0 }));
  const ens = sub(sub(add(acc, s.zinsE[2]), s.zinsA[2]), s.tax[2]);
  rows.push(tot(s.ensLabel, ens, null), ...lines([s.sonstSt], { ...o, i: 0 }));
  const np = sub(ens, s.sonstSt[2]);
  positive(np, `${s.name} Jahresüberschuss`);
  rows.push(tot(s.npLabel, np, "net_profit"));
  return { rows, np };
}

/**
 * A UK / Irish format balance sheet (FRS 102): fixed assets, current assets (cash the plug) and their
 * unlabelled subtotal, creditors within one year (lines or only the total, printed in brackets), net
 * current assets, total assets less current liabilities, creditors after one year, provisions, net
 * assets, capital and reserves, shareholders' funds (= net assets).
 */
function UKBS(s) {
  const fa = sum(s.fixed);
  const cl = s.cl[2] ?? sum(s.cl.lines);
  const ncl = sum(s.ncl);
  const eqv = sum(s.equity);
  const others = s.current.filter((x) => x[2] !== "cash").map((x) => x[2]);
  const cash = plug(add(eqv, cl, ncl), [fa, ...others], `${s.name} cash`);
  for (const x of s.current) if (x[2] === "cash") x[2] = cash;
  const ca = sum(s.current);
  const nca = sub(ca, cl);
  const talcl = add(fa, nca);
  const na = sub(talcl, ncl);
  eq(na, eqv, `${s.name} net assets`);
  const rows = [head("Fixed assets"), ...lines(s.fixed)];
  if (s.fixed.length > 1) rows.push(tot("", fa, "total_non_current_assets"));
  rows.push(head("Current assets"), ...lines(s.current), tot("", ca, "total_current_assets"));
  if (s.cl.lines) {
    rows.push(head("Creditors: amounts falling due within one year"), ...lines(s.cl.lines, { neg: true }));
    rows.push(row("", neg(cl), "total_current_liabilities", { s: -1, b: true }));
  } else rows.push(row(s.cl[0], neg(cl), "total_current_liabilities", { s: -1, i: 0 }));
  rows.push(tot("Net current assets", nca, null), tot("Total assets less current liabilities", talcl, null));
  const nclLabel = "Creditors: amounts falling due after more than one year";
  if (s.ncl.length > 1) {
    rows.push(head(nclLabel), ...lines(s.ncl, { neg: true }));
    rows.push(row("", neg(ncl), "total_non_current_liabilities", { s: -1, b: true }));
  } else rows.push(row(s.ncl[0][0] ?? nclLabel, neg(ncl), s.ncl[0][1], { s: -1 }));
  rows.push(tot("Net assets", na, null), head("Capital and reserves"), ...lines(s.equity));
  rows.push(tot(s.fundsLabel ?? "Shareholders' funds", eqv, "total_equity"));
  return { rows, cash };
}

// ---------------------------------------------------------------------------------------------
// 1. German valve maker, HGB, Bilanz in Kontoform (Aktiva | Passiva side by side), WeasyPrint, EUR
{
  const name = "hollmann";
  const guv = GUV({
    name,
    rev: ["1. Umsatzerlöse", "revenue", [14_826_410, 13_955_180]],
    sbe: ["2. Sonstige betriebliche Erträge", null, [211_340, 187_905]],
    exp: [
      {
        label: "3. Materialaufwand",
        parts: [
          [
            "a) Aufwendungen für Roh-, Hilfs- und Betriebsstoffe und für bezogene Waren",
            "raw_materials",
            [6_902_115, 6_511_870],
          ],
          ["b) Aufwendungen für bezogene Leistungen", null, [1_118_460, 1_046_225]],
        ],
      },
      {
        label: "4. Personalaufwand",
        parts: [
          ["a) Löhne und Gehälter", null, [3_611_250, 3_428_900]],
          ["b) Soziale Abgaben und Aufwendungen für Altersversorgung", null, [738_415, 702_160]],
        ],
      },
      [
        "5. Abschreibungen auf immaterielle Vermögensgegenstände und Sachanlagen",
        "depreciation_amortization",
        [512_880, 488_305],
      ],
      ["6. Sonstige betriebliche Aufwendungen", "other_operating_expenses", [1_322_610, 1_251_470]],
    ],
    zinsE: ["7. Sonstige Zinsen und ähnliche Erträge", "other_income", [8_415, 3_210]],
    zinsA: ["8. Zinsen und ähnliche Aufwendungen", "interest_expense", [96_330, 104_870]],
    tax: ["9. Steuern vom Einkommen und vom Ertrag", "income_tax", [254_900, 197_210]],
    ensLabel: "10. Ergebnis nach Steuern",
    sonstSt: ["11. Sonstige Steuern", null, [21_640, 20_985]],
    npLabel: "12. Jahresüberschuss",
  });
  const bg1 = 2_618_300;
  const bg0 = roll(bg1, guv.np[0], 200_000, name);
  const bil = BS({
    name,
    assets: 3,
    liab: 0,
    sections: [
      {
        head: "A. Anlagevermögen",
        lines: [
          ["I. Immaterielle Vermögensgegenstände", "intangible_assets", [64_200, 81_900]],
          ["II. Sachanlagen", "net_fixed_assets", [4_318_760, 4_102_415]],
          ["III. Finanzanlagen", "other_non_current_assets", [25_000, 25_000]],
        ],
        total: ["Summe Anlagevermögen", "total_non_current_assets"],
      },
      {
        head: "B. Umlaufvermögen",
        lines: [
          ["I. Vorräte", "inventory", [2_906_330, 2_711_480]],
          ["II. 1. Forderungen aus Lieferungen und Leistungen", "trade_receivables", [2_014_775, 1_896_240]],
          ["II. 2. Sonstige Vermögensgegenstände", "other_current_assets", [188_460, 164_930]],
          ["III. Kassenbestand, Guthaben bei Kreditinstituten", "cash", "cash"],
        ],
        total: ["Summe Umlaufvermögen", "total_current_assets"],
      },
      { head: null, lines: [["C. Rechnungsabgrenzungsposten", null, [31_870, 28_440]]], total: null },
      {
        head: "A. Eigenkapital",
        lines: [
          ["I. Gezeichnetes Kapital", "share_capital", [500_000, 500_000]],
          ["II. Kapitalrücklage", null, [1_250_000, 1_250_000]],
          ["III. Bilanzgewinn", "retained_earnings", [bg0, bg1]],
        ],
        total: ["Summe Eigenkapital", "total_equity"],
      },
      {
        head: "B. Rückstellungen",
        lines: [
          ["1. Steuerrückstellungen", null, [118_200, 86_400]],
          ["2. Sonstige Rückstellungen", null, [406_950, 388_120]],
        ],
        total: null,
      },
      {
        head: "C. Verbindlichkeiten",
        lines: [
          ["1. Verbindlichkeiten gegenüber Kreditinstituten", null, [3_050_000, 3_280_000]],
          ["2. Erhaltene Anzahlungen auf Bestellungen", null, [96_300, 71_850]],
          ["3. Verbindlichkeiten aus Lieferungen und Leistungen", "trade_payables", [1_288_415, 1_193_660]],
          ["4. Sonstige Verbindlichkeiten", null, [341_780, 318_905]],
        ],
        total: ["Summe Verbindlichkeiten", null],
      },
    ],
    taLabel: "Summe Aktiva",
    tlLabel: null,
    tleLabel: "Summe Passiva",
  });
  FILES.push({
    id: "weasyprint-de-hgb-kontoform",
    producer: "weasyprint",
    language: "de",
    company: "Hollmann Armaturen GmbH, Remscheid",
    currency: "EUR",
    scale: 1,
    scale_phrase: "Angaben in €",
    conv: "de",
    decimals: 0,
    cols: ["31.12.2025", "31.12.2024"],
    features: [
      "HGB Bilanz in Kontoform on a landscape page: Aktiva and Passiva as two tables side by side, each with 31.12.2025 | 31.12.2024 in whole euros",
      "GuV (Gesamtkostenverfahren) with Materialaufwand and Personalaufwand split a) / b), sonstige Steuern after Ergebnis nach Steuern; B. Rückstellungen outside C. Verbindlichkeiten (no total_liabilities)",
    ],
    pages: [
      {
        kind: "konto",
        title: "Bilanz zum 31. Dezember 2025",
        lines: ["Angaben in €"],
        left: T("balance_sheet", "Aktiva", bil.rows.slice(0, bil.split), { expect: BOTH }),
        right: T("balance_sheet", "Passiva", bil.rows.slice(bil.split), { expect: BOTH, same: true }),
      },
      T("income_statement", "Gewinn- und Verlustrechnung für die Zeit vom 1. Januar bis 31. Dezember 2025", guv.rows, {
        cols: ["2025", "2024"],
        lines: ["Angaben in €"],
        expect: BOTH,
      }),
    ],
  });
}

// 2. Irish seafood exporter: full annual report (FRS 102), WeasyPrint, EUR, brackets, cash flow
{
  const name = "corrib";
  const is = IS({
    name,
    rev: [["Turnover", "revenue", [9_412_880, 8_736_115]]],
    cos: ["Cost of sales", "cost_of_goods_sold", [7_106_540, 6_655_270]],
    gpLabel: "Gross profit",
    opex: [
      ["Distribution costs", "selling_general_administrative", [684_310, 641_905]],
      ["Administrative expenses", "selling_general_administrative", [1_052_775, 998_430]],
    ],
    opLabel: "Operating profit",
    oi: [["Interest receivable and similar income", "other_income", [4_210, 1_870]]],
    fc: [["Interest payable and similar expenses", "interest_expense", [61_380, 66_940]]],
    pbtLabel: "Profit before taxation",
    tax: ["Tax on profit", "income_tax", [64_510, 47_250]],
    npLabel: "Profit for the financial year",
    neg: true,
  });
  const re1 = 2_180_400;
  const re0 = roll(re1, is.np[0], 150_000, name);
  const bs = UKBS({
    name,
    fixed: [["Tangible assets", "net_fixed_assets", [2_214_600, 2_087_350]]],
    current: [
      ["Stocks", "inventory", [1_386_420, 1_244_610]],
      ["Debtors", "trade_receivables", [1_471_905, 1_352_770]],
      ["Cash at bank and in hand", "cash", "cash"],
    ],
    cl: ["Creditors: amounts falling due within one year", null, [1_985_230, 1_812_465]],
    ncl: [
      ["Creditors: amounts falling due after more than one year", "total_non_current_liabilities", [640_000, 760_000]],
    ],
    equity: [
      ["Called up share capital presented as equity", "share_capital", [100_000, 100_000]],
      ["Profit and loss account", "retained_earnings", [re0, re1]],
    ],
  });
  const cf = CF({
    name,
    begin: [bs.cash[1], 211_460],
    end: bs.cash,
    op: [
      ["Profit for the financial year", null, is.np],
      ["Depreciation of tangible assets", null, [318_440, 296_115]],
      ["Interest payable and similar expenses", null, [61_380, 66_940]],
      ["Interest receivable and similar income", null, [-4_210, -1_870]],
      ["Tax on profit", null, [64_510, 47_250]],
      ["Movement in stocks, debtors and creditors", null, "plug"],
      ["Interest paid", null, [-61_380, -66_940]],
      ["Corporation tax paid", null, [-52_900, -41_300]],
    ],
    inv: [
      ["Purchase of tangible fixed assets", "purchase_of_fixed_assets", [-445_690, -371_020]],
      ["Interest received", null, [4_210, 1_870]],
    ],
    fin: [
      ["Repayment of bank loans", "repayment_of_borrowings", [-120_000, -120_000]],
      ["Equity dividends paid", "dividends_paid", [-150_000, -110_000]],
    ],
    L: {
      ...CASH_FLOW_HEADS,
      op: "Net cash generated from operating activities",
      change: "Net (decrease)/increase in cash and cash equivalents",
      begin: "Cash and cash equivalents at beginning of year",
      end: "Cash and cash equivalents at end of year",
    },
  });
  FILES.push({
    id: "weasyprint-ie-annual-report",
    producer: "weasyprint",
    language: "en",
    company: "Corrib Seafood Exports Limited",
    currency: "EUR",
    scale: 1,
    scale_phrase: "€",
    conv: "paren",
    decimals: 0,
    cols: ["2025 €", "2024 €"],
    features: [
      "full annual report of 7 pages: cover, directors' report and auditor's report (text; the dividend in words) before the statements, accounting policies after; page numbers in the footer",
      "Irish FRS 102 small company: profit and loss account with expenses in brackets, balance sheet in the net-assets form (no total assets; creditors as one line each), two-year cash flow statement",
    ],
    pages: [
      TEXT(
        "Directors' Report and Financial Statements for the financial year ended 31 December 2025",
        [
          "Registered number: 512774",
          "Directors: Siobhán Ní Fhlatharta (chair), Declan Moran, Aoife Keane",
          "Secretary: Moran Corporate Services Limited",
          "Registered office: Unit 4, Rossaveal Harbour Business Park, Co. Galway, H91 E2K7",
          "Auditors: Kilbride Lynch & Partners, Chartered Accountants and Statutory Audit Firm, Galway",
          "Bankers: Bank of Ireland, Eyre Square, Galway",
        ],
        { cover: true },
      ),
      TEXT("Directors' Report", [
        "The directors present their report and the audited financial statements for the financial year ended 31 December 2025.",
        "Principal activities. The company processes, packs and exports chilled and frozen shellfish and whitefish, mainly to customers in France, Spain and the Netherlands. Almost all product leaves the country by refrigerated road freight through the Rosslare and Dublin ferry ports.",
        "Results and dividends. Turnover grew by 7.7% on the previous year, helped by a full season of brown crab exports. The profit for the financial year after taxation is shown in the profit and loss account. The directors paid an interim dividend of one hundred and fifty thousand euro during the year and do not recommend a final dividend.",
        "Principal risks. The business is exposed to fishing quota decisions, fuel and freight costs and the availability of reefer capacity on the continental routes. Sales are invoiced in euro, so exchange risk is low.",
        "Accounting records. The directors believe that they have complied with sections 281 to 285 of the Companies Act 2014 by employing accounting personnel with appropriate expertise. The records are kept at the registered office.",
        "Signed on behalf of the board on 24 March 2026: Siobhán Ní Fhlatharta, Director; Declan Moran, Director.",
      ]),
      TEXT("Independent Auditor's Report to the Members of Corrib Seafood Exports Limited", [
        "Opinion. We have audited the financial statements of Corrib Seafood Exports Limited for the financial year ended 31 December 2025, which comprise the profit and loss account, the balance sheet, the statement of cash flows and the related notes, including the summary of significant accounting policies. The financial reporting framework applied is Irish law and FRS 102, The Financial Reporting Standard applicable in the UK and Republic of Ireland.",
        "In our opinion the financial statements give a true and fair view of the assets, liabilities and financial position of the company as at 31 December 2025 and of its profit for the year then ended, and have been properly prepared in accordance with the requirements of the Companies Act 2014.",
        "Basis for opinion. We conducted our audit in accordance with International Standards on Auditing (Ireland). We are independent of the company in accordance with the ethical requirements relevant to our audit in Ireland, and we believe the audit evidence obtained is sufficient and appropriate to provide a basis for our opinion.",
        "Conclusions relating to going concern. We have nothing to report in respect of the directors' use of the going concern basis of accounting.",
        "Fergal Lynch for and on behalf of Kilbride Lynch & Partners, Galway, 24 March 2026",
      ]),
      T("income_statement", "Profit and Loss Account", is.rows, {
        lines: ["for the financial year ended 31 December 2025"],
        expect: BOTH,
      }),
      T("balance_sheet", "Balance Sheet", bs.rows, {
        lines: ["as at 31 December 2025"],
        expect: BOTH,
        after: ["The financial statements were approved by the board on 24 March 2026."],
      }),
      T("cashflow_statement", "Statement of Cash Flows", cf.rows, {
        lines: ["for the financial year ended 31 December 2025"],
        expect: BOTH,
      }),
      TEXT("Notes to the Financial Statements", [
        "1. General information. Corrib Seafood Exports Limited is a private company limited by shares, incorporated and domiciled in the Republic of Ireland.",
        "2. Basis of preparation. The financial statements have been prepared on the going concern basis under the historical cost convention and in accordance with FRS 102 Section 1A.",
        "3. Turnover. Turnover is the invoiced value of goods sold, net of trade discounts and value added tax, recognised when the goods are delivered to the carrier under the agreed Incoterms.",
        "4. Tangible fixed assets are stated at cost less accumulated depreciation. Depreciation is charged on a straight-line basis: buildings 2.5%, plant and freezing equipment 15%, motor vehicles 20%.",
        "5. Stocks are valued at the lower of cost and estimated selling price less costs to complete and sell.",
      ]),
    ],
  });
}

// 3. US furniture maker: quarterly management pack (Actual | Budget | Variance | Prior year), WeasyPrint
{
  const name = "pinecrest";
  const is = IS({
    name,
    rev: [["Net sales", "revenue", [18_412, 19_250, 17_086]]],
    cos: ["Cost of sales", "cost_of_goods_sold", [13_205, 13_860, 12_418]],
    gpLabel: "Gross margin",
    opexHead: "Operating expenses",
    opex: [
      ["Selling and marketing", "selling_general_administrative", [1_486, 1_540, 1_402]],
      ["General and administrative", "selling_general_administrative", [1_912, 1_875, 1_834]],
      ["Depreciation and amortization", "depreciation_amortization", [544, 550, 512]],
    ],
    opexTotal: "Total operating expenses",
    opLabel: "Operating income",
    oi: [["Interest income", "other_income", [18, 10, 6]]],
    fc: [["Interest expense", "interest_expense", [238, 245, 262]]],
    pbtLabel: "Income before income taxes",
    tax: ["Income tax expense", "income_tax", [261, 298, 166]],
    npLabel: "Net income",
  });
  // the Variance column (Actual less Budget) between Budget and Prior year
  for (const r of is.rows) if (r.v) r.v = [r.v[0], r.v[1], r.v[0] - r.v[1], r.v[2]];
  const re1 = 12_480;
  const re0 = roll(re1, 2_106, 600, name); // nine months' net income (commentary page), dividends
  const bs = BS({
    name,
    assets: 2,
    liab: 2,
    sections: [
      {
        head: "Current assets",
        lines: [
          ["Cash", "cash", "cash"],
          ["Accounts receivable, net", "trade_receivables", [9_204, 7_615]],
          ["Inventories", "inventory", [14_380, 12_955]],
          ["Prepaid expenses and other", "other_current_assets", [622, 540]],
        ],
        total: ["Total current assets", "total_current_assets"],
      },
      {
        head: null,
        lines: [
          ["Property, plant and equipment, net", "net_fixed_assets", [10_415, 10_690]],
          ["Right-of-use assets", "other_non_current_assets", [1_284, 1_402]],
        ],
        total: null,
      },
      {
        head: "Current liabilities",
        lines: [
          ["Revolving credit facility", "short_term_debt", [4_200, 2_900]],
          ["Current maturities of long-term debt", "current_portion_long_term_debt", [1_000, 1_000]],
          ["Accounts payable", "trade_payables", [6_912, 5_874]],
          ["Accrued expenses", "other_current_liabilities", [1_486, 1_618]],
          ["Current lease liabilities", "other_current_liabilities", [236, 228]],
        ],
        total: ["Total current liabilities", "total_current_liabilities"],
      },
      {
        head: "Long-term liabilities",
        lines: [
          ["Long-term debt, less current maturities", "long_term_debt", [6_500, 7_250]],
          ["Lease liabilities", "other_non_current_liabilities", [1_088, 1_210]],
        ],
        total: ["Total long-term liabilities", "total_non_current_liabilities"],
      },
      {
        head: "Stockholders' equity",
        lines: [
          ["Common stock", "share_capital", [1_500, 1_500]],
          ["Retained earnings", "retained_earnings", [re0, re1]],
        ],
        total: ["Total stockholders' equity", "total_equity"],
      },
    ],
    taLabel: "Total assets",
    tlLabel: "Total liabilities",
    tleLabel: "Total liabilities and stockholders' equity",
  });
  FILES.push({
    id: "weasyprint-us-management-pack-q3",
    producer: "weasyprint",
    language: "en",
    company: "Pinecrest Outdoor Furniture Co.",
    currency: "USD",
    scale: 1000,
    scale_phrase: "($ in thousands)",
    conv: "paren",
    decimals: 0,
    cols: ["Sep 30, 2025", "Dec 31, 2024"],
    features: [
      "quarterly management accounts pack: cover and commentary pages, then a Q3 income statement with Actual | Budget | Variance | Prior year columns ($ in thousands) and a balance sheet Sep 30, 2025 | Dec 31, 2024",
      "only Actual (Q3 2025) and Prior year (Q3 2024) are expected; Budget and Variance are not periods; the variance (actual less budget) is printed in brackets where the actual is below budget",
    ],
    pages: [
      TEXT(
        "Management Accounts: Third Quarter 2025",
        [
          "Prepared for the board and for our lenders and trade partners. Unaudited; prepared by the finance team from the general ledger after the September close.",
          "Distribution: board of directors; First Piedmont Bank (credit agreement reporting); Carolina Freight Forwarding (credit application).",
          "Contents: 1. Commentary  2. Income statement, quarter  3. Balance sheet",
        ],
        { cover: true },
      ),
      TEXT("Commentary on the quarter", [
        "Sales for the quarter came in about four percent below budget: two container programs for a big-box customer slipped into October, while dealer orders were ahead of plan. Compared with the third quarter of last year, sales were up by roughly eight percent.",
        "Gross margin improved by a point and a half on the prior-year quarter as aluminum costs eased and the new powder-coat line reduced rework. Operating expenses were close to budget; general and administrative costs ran slightly over because of the ERP consultants.",
        "Year to date, net income amounts to $2,106 thousand. The board declared and paid a dividend of $600 thousand in July. The revolver was drawn further to fund seasonal inventory for the spring program; we expect it to come down in the fourth quarter as receivables are collected.",
      ]),
      T("income_statement", "Income Statement: Quarter ended September 30, 2025", is.rows, {
        cols: ["Actual", "Budget", "Variance", "Prior year"],
        headRows: [["Q3 2025", "Q3 2025", "Act. less Bud.", "Q3 2024"]],
        lines: ["($ in thousands; unaudited)"],
        expect: [Q("2025-09-30"), null, null, Q("2024-09-30")],
      }),
      T("balance_sheet", "Balance Sheet", bs.rows, {
        lines: ["($ in thousands; unaudited)"],
        expect: [Q("2025-09-30"), Y("2024-12-31")],
      }),
    ],
  });
}

// 4. German farm-machinery parts GmbH, HGB, Bilanz and GuV in Staffelform (one column), pdfme, TEUR
{
  const name = "kessler";
  const guv = GUV({
    name,
    rev: ["1. Umsatzerlöse", "revenue", [28_614, 26_930]],
    sbe: ["2. Sonstige betriebliche Erträge", null, [402, 377]],
    exp: [
      ["3. Materialaufwand", null, [15_906, 15_011]],
      {
        label: "4. Personalaufwand",
        parts: [
          ["a) Löhne und Gehälter", null, [6_318, 5_977]],
          ["b) Soziale Abgaben, Altersversorgung und Unterstützung", null, [1_264, 1_196]],
        ],
      },
      ["5. Abschreibungen auf Sachanlagen und immaterielle Werte", "depreciation_amortization", [1_108, 1_047]],
      ["6. Sonstige betriebliche Aufwendungen", "other_operating_expenses", [2_291, 2_180]],
    ],
    opLabel: "Betriebsergebnis",
    zinsE: ["7. Sonstige Zinsen und ähnliche Erträge", "other_income", [21, 9]],
    zinsA: ["8. Zinsen und ähnliche Aufwendungen", "interest_expense", [288, 311]],
    tax: ["9. Steuern vom Einkommen und vom Ertrag", "income_tax", [630, 512]],
    ensLabel: "10. Ergebnis nach Steuern",
    sonstSt: ["11. Sonstige Steuern", null, [47, 45]],
    npLabel: "12. Jahresüberschuss",
    neg: true,
  });
  const bg1 = 4_962;
  const bg0 = roll(bg1, guv.np[0], 400, name);
  const bil = BS({
    name,
    assets: 3,
    liab: 0,
    sections: [
      {
        head: "A. Anlagevermögen",
        lines: [
          ["I. Immaterielle Vermögensgegenstände", "intangible_assets", [212, 268]],
          ["II. Sachanlagen", "net_fixed_assets", [9_874, 9_416]],
        ],
        total: ["Summe Anlagevermögen", "total_non_current_assets"],
      },
      {
        head: "B. Umlaufvermögen",
        lines: [
          ["I. Vorräte", "inventory", [6_930, 6_412]],
          ["II. Forderungen aus Lieferungen und Leistungen", "trade_receivables", [3_915, 3_588]],
          ["III. Sonstige Vermögensgegenstände", "other_current_assets", [446, 402]],
          ["IV. Kassenbestand und Guthaben bei Kreditinstituten", "cash", "cash"],
        ],
        total: ["Summe Umlaufvermögen", "total_current_assets"],
      },
      { head: null, lines: [["C. Rechnungsabgrenzungsposten", null, [58, 61]]], total: null },
      {
        head: "A. Eigenkapital",
        lines: [
          ["I. Gezeichnetes Kapital", "share_capital", [1_000, 1_000]],
          ["II. Kapitalrücklage", null, [3_200, 3_200]],
          ["III. Bilanzgewinn", "retained_earnings", [bg0, bg1]],
        ],
        total: ["Summe Eigenkapital", "total_equity"],
      },
      {
        head: "B. Rückstellungen",
        lines: [
          ["1. Rückstellungen für Pensionen", null, [1_318, 1_276]],
          ["2. Steuerrückstellungen", null, [214, 168]],
          ["3. Sonstige Rückstellungen", null, [892, 847]],
        ],
        total: ["Summe Rückstellungen", null],
      },
      {
        head: "C. Verbindlichkeiten",
        lines: [
          ["1. gegenüber Kreditinstituten", null, [6_400, 6_950]],
          ["2. aus Lieferungen und Leistungen", "trade_payables", [2_745, 2_516]],
          ["3. Sonstige Verbindlichkeiten", null, [688, 634]],
        ],
        total: ["Summe Verbindlichkeiten", null],
      },
    ],
    taLabel: "Bilanzsumme Aktiva",
    tlLabel: null,
    tleLabel: "Bilanzsumme Passiva",
    claimsHead: "PASSIVA",
  });
  FILES.push({
    id: "pdfme-de-hgb-staffelform-teur",
    producer: "pdfme",
    language: "de",
    company: "Kessler Landmaschinenteile GmbH, Vechta",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "in TEUR",
    conv: "de",
    decimals: 0,
    cols: ["31.12.2025", "31.12.2024"],
    features: [
      "HGB Bilanz in Staffelform: AKTIVA and PASSIVA one under the other in one bordered pdfme table (TEUR), then the GuV in Staffelform with a Betriebsergebnis line and expenses printed with a minus",
      "no bold totals (one body style in the table); B. Rückstellungen outside C. Verbindlichkeiten (no total_liabilities); Personalaufwand split a) / b)",
    ],
    pages: [
      T("balance_sheet", "Bilanz zum 31. Dezember 2025 (Staffelform)", [head("AKTIVA"), ...bil.rows], {
        lines: ["Werte in TEUR"],
        expect: BOTH,
      }),
      T("income_statement", "Gewinn- und Verlustrechnung 2025 (Gesamtkostenverfahren)", guv.rows, {
        cols: ["2025", "2024"],
        lines: ["für die Zeit vom 1.1. bis 31.12.2025, Werte in TEUR"],
        expect: BOTH,
      }),
    ],
  });
}

// 5. Dutch flower-bulb exporter, statements in English, pdfme, EUR, minus signs
{
  const name = "vandijk";
  const is = IS({
    name,
    rev: [["Revenue", "revenue", [12_306_540, 11_482_915]]],
    cos: ["Cost of goods sold", "cost_of_goods_sold", [8_437_210, 7_904_660]],
    gpLabel: "Gross margin",
    opex: [
      ["Employee benefits expense", null, [1_624_300, 1_538_740]],
      ["Depreciation and amortisation", "depreciation_amortization", [286_910, 271_430]],
      ["Selling and distribution expenses", "selling_general_administrative", [702_455, 668_120]],
      ["General and administrative expenses", "selling_general_administrative", [418_260, 401_995]],
    ],
    opLabel: "Operating result",
    oi: [["Finance income", "other_income", [12_840, 6_115]]],
    fc: [["Finance costs", "interest_expense", [88_615, 94_270]]],
    pbtLabel: "Result before tax",
    tax: ["Corporate income tax", "income_tax", [204_150, 152_660]],
    npLabel: "Net result for the year",
    neg: true,
  });
  const re1 = 3_104_880;
  const re0 = roll(re1, is.np[0], 250_000, name);
  const bs = BS({
    name,
    assets: 2,
    liab: 0,
    sections: [
      {
        head: "Non-current assets",
        lines: [
          ["Property, plant and equipment", "net_fixed_assets", [3_418_200, 3_306_775]],
          ["Intangible assets", "intangible_assets", [96_400, 118_250]],
          ["Deferred tax assets", "other_non_current_assets", [41_300, 38_900]],
        ],
        total: ["Total non-current assets", "total_non_current_assets"],
      },
      {
        head: "Current assets",
        lines: [
          ["Inventories (bulbs and packaging)", "inventory", [2_904_615, 2_688_340]],
          ["Trade receivables", "trade_receivables", [1_856_220, 1_702_410]],
          ["Other receivables and prepayments", "other_current_assets", [214_380, 196_505]],
          ["Cash and cash equivalents", "cash", "cash"],
        ],
        total: ["Total current assets", "total_current_assets"],
      },
      {
        head: "Equity",
        lines: [
          ["Issued share capital", "share_capital", [90_000, 90_000]],
          ["Share premium", null, [410_000, 410_000]],
          ["Retained earnings", "retained_earnings", [re0, re1]],
        ],
        total: ["Total equity", "total_equity"],
      },
      {
        head: "Non-current liabilities",
        lines: [
          ["Borrowings", "long_term_debt", [2_200_000, 2_450_000]],
          ["Deferred tax liabilities", "other_non_current_liabilities", [118_600, 109_450]],
        ],
        total: ["Total non-current liabilities", "total_non_current_liabilities"],
      },
      {
        head: "Current liabilities",
        lines: [
          ["Borrowings", "short_term_debt", [520_000, 520_000]],
          ["Trade payables", "trade_payables", [1_362_540, 1_247_820]],
          ["Other payables and accruals", "other_current_liabilities", [488_115, 452_690]],
          ["Current income tax liabilities", "other_current_liabilities", [61_800, 44_210]],
        ],
        total: ["Total current liabilities", "total_current_liabilities"],
      },
    ],
    taLabel: "Total assets",
    tlLabel: null,
    tleLabel: "Total equity and liabilities",
  });
  FILES.push({
    id: "pdfme-nl-bulb-exporter",
    producer: "pdfme",
    language: "en",
    company: "Van Dijk Bloembollen Export B.V.",
    currency: "EUR",
    scale: 1,
    scale_phrase: "amounts in euros",
    conv: "minus",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      "Dutch B.V.'s statements in English: income statement by nature with expenses printed with a minus, statement of financial position (equity before liabilities, non-current before current), pdfme bordered table with alternate row shading",
      "'Borrowings' under both liability sections (long_term_debt and short_term_debt); no total liabilities printed",
    ],
    pages: [
      T("income_statement", "Income statement for the year 2025", is.rows, {
        lines: ["Lisse, the Netherlands (Chamber of Commerce no. 28061947)", "amounts in euros"],
        expect: BOTH,
      }),
      T("balance_sheet", "Statement of financial position as at 31 December 2025", bs.rows, {
        lines: ["(before appropriation of the result), amounts in euros"],
        expect: BOTH,
      }),
    ],
  });
}

// 6. German plastics moulder, HGB, euros and cents, gnuplot pdfcairo labels
{
  const name = "brandt";
  const guv = GUV({
    name,
    rev: ["Umsatzerlöse", "revenue", [5_218_604.37, 4_877_215.9]],
    sbe: ["Sonstige betriebliche Erträge", null, [38_115.2, 41_902.65]],
    exp: [
      ["Materialaufwand", null, [2_604_918.44, 2_455_301.12]],
      ["Personalaufwand", null, [1_496_220.8, 1_412_687.35]],
      ["Abschreibungen", "depreciation_amortization", [264_310.0, 251_876.0]],
      ["Sonstige betriebliche Aufwendungen", "other_operating_expenses", [489_772.61, 462_118.04]],
    ],
    zinsE: ["Sonstige Zinsen und ähnliche Erträge", "other_income", [1_204.55, 388.1]],
    zinsA: ["Zinsen und ähnliche Aufwendungen", "interest_expense", [41_630.27, 45_915.8]],
    tax: ["Steuern vom Einkommen und vom Ertrag", "income_tax", [109_486.0, 91_204.0]],
    ensLabel: "Ergebnis nach Steuern",
    sonstSt: ["Sonstige Steuern", null, [6_812.4, 6_655.2]],
    npLabel: "Jahresüberschuss",
  });
  guv.np = guv.np.map((x) => Math.round(x * 100) / 100);
  const bg1 = 1_208_417.36;
  const bg0 = Math.round(roll(bg1, guv.np[0], 120_000, name) * 100) / 100;
  const bil = BS({
    name,
    assets: 2,
    liab: 0,
    sections: [
      {
        head: "A. Anlagevermögen",
        lines: [
          ["I. Sachanlagen", "net_fixed_assets", [1_906_440.0, 1_872_315.0]],
          ["II. Finanzanlagen", "other_non_current_assets", [12_500.0, 12_500.0]],
        ],
        total: null,
      },
      {
        head: "B. Umlaufvermögen",
        lines: [
          ["I. Vorräte", "inventory", [688_213.45, 641_907.8]],
          ["II. Forderungen aus Lieferungen und Leistungen", "trade_receivables", [744_902.18, 702_115.63]],
          ["III. Sonstige Vermögensgegenstände", "other_current_assets", [52_318.07, 47_940.22]],
          ["IV. Guthaben bei Kreditinstituten", "cash", "cash"],
        ],
        total: ["Summe Umlaufvermögen", "total_current_assets"],
      },
      {
        head: "A. Eigenkapital",
        lines: [
          ["I. Gezeichnetes Kapital", "share_capital", [100_000.0, 100_000.0]],
          ["II. Kapitalrücklage", null, [150_000.0, 150_000.0]],
          ["III. Bilanzgewinn", "retained_earnings", [bg0, bg1]],
        ],
        total: ["Summe Eigenkapital", "total_equity"],
      },
      { head: "B. Rückstellungen", lines: [["Sonstige Rückstellungen", null, [84_650.0, 79_320.0]]], total: null },
      {
        head: "C. Verbindlichkeiten",
        lines: [
          ["1. Verbindlichkeiten gegenüber Kreditinstituten", null, [1_445_000.0, 1_560_000.0]],
          ["2. Verbindlichkeiten aus Lieferungen und Leistungen", "trade_payables", [412_806.91, 388_451.4]],
          ["3. Sonstige Verbindlichkeiten", null, [96_118.52, 91_006.77]],
        ],
        total: ["Summe Verbindlichkeiten", null],
      },
    ],
    taLabel: "Summe Aktiva",
    tlLabel: null,
    tleLabel: "Summe Passiva",
    claimsHead: "Passiva",
  });
  FILES.push({
    id: "gnuplot-de-hgb-cents",
    producer: "gnuplot",
    language: "de",
    company: "Brandt & Söhne Kunststofftechnik GmbH, Lüdenscheid",
    currency: "EUR",
    scale: 1,
    scale_phrase: "Beträge in Euro",
    conv: "de",
    decimals: 2,
    cols: ["31.12.2025", "31.12.2024"],
    lay: { colW: 100, size: 9 },
    features: [
      "HGB Jahresabschluss in euros and cents (1.234,56) drawn by gnuplot: every label and amount a `set label` at a screen position, rules as arrows; GuV first, then Bilanz with Aktiva and Passiva one under the other",
      "GuV without numbering, Materialaufwand and Personalaufwand as single lines, sonstige Steuern after Ergebnis nach Steuern; no Summe Anlagevermögen printed",
    ],
    pages: [
      T("income_statement", "Gewinn- und Verlustrechnung für das Geschäftsjahr 2025", guv.rows, {
        cols: ["2025", "2024"],
        lines: ["Beträge in Euro"],
        expect: BOTH,
      }),
      T("balance_sheet", "Bilanz zum 31. Dezember 2025", [head("Aktiva"), ...bil.rows], {
        lines: ["Beträge in Euro"],
        expect: BOTH,
      }),
    ],
  });
}

// 7. Australian honey packer, June year end, gnuplot (revenue chart page first), AUD, cash flow
{
  const name = "wattle";
  const is = IS({
    name,
    rev: [["Revenue from sale of goods", "revenue", [6_204_815, 5_733_480]]],
    cos: ["Cost of sales", "cost_of_goods_sold", [4_218_560, 3_951_720]],
    gpLabel: "Gross profit",
    opex: [
      ["Employee benefits expense", null, [702_340, 664_915]],
      ["Depreciation and amortisation expense", "depreciation_amortization", [188_205, 176_430]],
      ["Freight and distribution", "selling_general_administrative", [296_780, 271_090]],
      ["Administration expenses", "selling_general_administrative", [241_615, 229_870]],
    ],
    opLabel: null,
    oi: [["Finance income", "other_income", [5_910, 2_345]]],
    fc: [["Finance costs", "interest_expense", [58_220, 63_410]]],
    pbtLabel: "Profit before income tax",
    tax: ["Income tax expense", "income_tax", [205_790, 165_020]],
    npLabel: "Profit for the year",
    neg: true,
  });
  const re1 = 1_412_650;
  const re0 = roll(re1, is.np[0], 180_000, name);
  const bs = BS({
    name,
    assets: 2,
    liab: 2,
    sections: [
      {
        head: "Current assets",
        lines: [
          ["Cash and cash equivalents", "cash", "cash"],
          ["Trade and other receivables", "trade_receivables", [812_430, 754_115]],
          ["Inventories", "inventory", [1_546_880, 1_402_275]],
        ],
        total: ["Total current assets", "total_current_assets"],
      },
      {
        head: "Non-current assets",
        lines: [
          ["Property, plant and equipment", "net_fixed_assets", [2_104_560, 2_018_340]],
          ["Right-of-use assets", "other_non_current_assets", [214_900, 248_300]],
        ],
        total: ["Total non-current assets", "total_non_current_assets"],
      },
      {
        head: "Current liabilities",
        lines: [
          ["Trade and other payables", "trade_payables", [688_305, 640_910]],
          ["Borrowings", "short_term_debt", [120_000, 120_000]],
          ["Lease liabilities", "other_current_liabilities", [41_200, 38_650]],
          ["Current tax liabilities", "other_current_liabilities", [72_400, 51_880]],
          ["Employee benefits", "other_current_liabilities", [96_115, 88_420]],
        ],
        total: ["Total current liabilities", "total_current_liabilities"],
      },
      {
        head: "Non-current liabilities",
        lines: [
          ["Borrowings", "long_term_debt", [1_500_000, 1_620_000]],
          ["Lease liabilities", "other_non_current_liabilities", [182_300, 223_500]],
        ],
        total: ["Total non-current liabilities", "total_non_current_liabilities"],
      },
      {
        head: "Equity",
        lines: [
          ["Issued capital", "share_capital", [1_000_000, 1_000_000]],
          ["Retained earnings", "retained_earnings", [re0, re1]],
        ],
        total: ["Total equity", "total_equity"],
      },
    ],
    taLabel: "Total assets",
    tlLabel: "Total liabilities",
    tleLabel: "Total liabilities and equity",
  });
  const cf = CF({
    name,
    begin: [bs.cash[1], 690_115],
    end: bs.cash,
    op: [
      ["Profit before income tax", null, is.pbt],
      ["Depreciation and amortisation", null, [188_205, 176_430]],
      ["Net finance costs", null, [52_310, 61_065]],
      ["Movement in working capital", null, "plug"],
      ["Interest received", null, [5_910, 2_345]],
      ["Interest paid", null, [-58_220, -63_410]],
      ["Income tax paid", null, [-185_270, -150_600]],
    ],
    inv: [
      ["Payments for property, plant and equipment", "purchase_of_fixed_assets", [-274_425, -231_880]],
      ["Proceeds from sale of plant and equipment", null, [12_000, 8_500]],
    ],
    fin: [
      ["Repayment of borrowings", "repayment_of_borrowings", [-120_000, -120_000]],
      ["Repayment of lease liabilities", null, [-38_650, -36_100]],
      ["Dividends paid", "dividends_paid", [-180_000, -150_000]],
    ],
    L: {
      ...CASH_FLOW_HEADS,
      op: "Net cash from operating activities",
      change: "Net increase/(decrease) in cash held",
      begin: "Cash and cash equivalents at the beginning of the financial year",
      end: "Cash and cash equivalents at the end of the financial year",
    },
  });
  const J = yr("2025-06-30", "2024-06-30");
  FILES.push({
    id: "gnuplot-au-honey-june-fye",
    producer: "gnuplot",
    language: "en",
    company: "Wattle Ridge Honey Pty Ltd",
    currency: "AUD",
    scale: 1,
    scale_phrase: "$",
    conv: "paren",
    decimals: 0,
    cols: ["2025 $", "2024 $"],
    lay: { colW: 84, size: 8.5 },
    chart: {
      title: "Revenue by quarter, $'000 (unaudited)",
      bars: [
        ["Q1 FY24", 1322],
        ["Q2 FY24", 1561],
        ["Q3 FY24", 1498],
        ["Q4 FY24", 1352],
        ["Q1 FY25", 1417],
        ["Q2 FY25", 1706],
        ["Q3 FY25", 1612],
        ["Q4 FY25", 1470],
      ],
    },
    features: [
      "gnuplot pdfcairo: a boxes chart of revenue by quarter ($'000, axis ticks) on page 1, then statement of profit or loss, statement of financial position and statement of cash flows for the years ended 30 June 2025 | 2024, text as labels",
      "expenses by nature in brackets, no operating profit printed; 'Borrowings' under both liability sections; cash flow starts from profit before income tax",
    ],
    pages: [
      T("income_statement", "Statement of Profit or Loss for the year ended 30 June 2025", is.rows, { expect: J }),
      T("balance_sheet", "Statement of Financial Position as at 30 June 2025", bs.rows, { expect: J }),
      T("cashflow_statement", "Statement of Cash Flows for the year ended 30 June 2025", cf.rows, { expect: J }),
    ],
  });
}

// 8. UK pump maker: one landscape page, profit and loss beside the balance sheet, CairoSVG, GBP
{
  const name = "pennine";
  const is = IS({
    name,
    rev: [["Turnover", "revenue", [4_812_306, 4_455_918]]],
    cos: ["Cost of sales", "cost_of_goods_sold", [3_204_117, 2_988_460]],
    gpLabel: "Gross profit",
    opex: [
      ["Distribution costs", "selling_general_administrative", [312_845, 296_110]],
      ["Administrative expenses", "selling_general_administrative", [842_560, 801_935]],
    ],
    opLabel: "Operating profit",
    oi: [["Other interest receivable and similar income", "other_income", [2_915, 1_104]]],
    fc: [["Interest payable and similar expenses", "interest_expense", [38_420, 41_775]]],
    pbtLabel: "Profit before taxation",
    tax: ["Tax on profit", "income_tax", [105_300, 82_640]],
    npLabel: "Profit for the financial year",
    neg: true,
  });
  const re1 = 1_850_000;
  const re0 = roll(re1, is.np[0], 140_000, name);
  const bs = UKBS({
    name,
    fixed: [
      ["Intangible assets", "intangible_assets", [28_400, 35_500]],
      ["Tangible assets", "net_fixed_assets", [1_284_610, 1_231_905]],
    ],
    current: [
      ["Stocks", "inventory", [908_340, 851_215]],
      ["Debtors", "trade_receivables", [1_012_775, 947_630]],
      ["Cash at bank and in hand", "cash", "cash"],
    ],
    cl: {
      lines: [
        ["Bank loans and overdrafts", "short_term_debt", [84_000, 84_000]],
        ["Trade creditors", "trade_payables", [604_318, 566_902]],
        ["Corporation tax", "other_current_liabilities", [98_200, 77_410]],
        ["Other taxation and social security", "other_current_liabilities", [112_645, 104_380]],
        ["Accruals and deferred income", "other_current_liabilities", [76_930, 70_115]],
      ],
    },
    ncl: [
      ["Creditors: amounts falling due after more than one year", "total_non_current_liabilities", [336_000, 420_000]],
    ],
    equity: [
      ["Called up share capital", "share_capital", [50_000, 50_000]],
      ["Profit and loss account", "retained_earnings", [re0, re1]],
    ],
  });
  const M = yr("2025-03-31", "2024-03-31");
  FILES.push({
    id: "cairosvg-uk-pump-maker-landscape",
    producer: "cairosvg",
    language: "en",
    company: "Pennine Valve & Pump Ltd",
    currency: "GBP",
    scale: 1,
    scale_phrase: "£",
    conv: "paren",
    decimals: 0,
    cols: ["2025 £", "2024 £"],
    lay: { colW: 66, size: 7.6 },
    head: [
      "Financial statements for the year ended 31 March 2025",
      "Company registration number 04417352 (England and Wales)",
    ],
    features: [
      "one landscape page (CairoSVG from SVG text runs): profit and loss account on the left half, balance sheet on the right half, banded rows, 2025 £ | 2024 £",
      "UK FRS 102 net-assets balance sheet: unlabelled subtotals (fixed assets, current assets, creditors within one year) in brackets, no total assets; March year end",
    ],
    pages: [
      T("income_statement", "Profit and Loss Account", is.rows, { expect: M }),
      T("balance_sheet", "Balance Sheet at 31 March 2025", bs.rows, { expect: M }),
    ],
  });
}

// 9. Singapore rattan exporter: one landscape page, income statement beside the balance sheet, S$'000
{
  const name = "straits";
  const is = IS({
    name,
    rev: [["Revenue", "revenue", [21_604, 19_877]]],
    cos: ["Cost of sales", "cost_of_goods_sold", [15_918, 14_760]],
    gpLabel: "Gross profit",
    opex: [
      ["Distribution expenses", "selling_general_administrative", [1_406, 1_318]],
      ["Administrative expenses", "selling_general_administrative", [2_214, 2_096]],
      ["Other operating expenses", "other_operating_expenses", [362, 341]],
    ],
    opLabel: "Results from operating activities",
    oi: [["Finance income", "other_income", [36, 21]]],
    fc: [["Finance costs", "interest_expense", [188, 204]]],
    pbtLabel: "Profit before tax",
    tax: ["Tax expense", "income_tax", [268, 199]],
    npLabel: "Profit for the year",
    neg: true,
  });
  const re1 = 4_560;
  const re0 = roll(re1, is.np[0], 600, name);
  const bs = BS({
    name,
    assets: 2,
    liab: 2,
    sections: [
      {
        head: "Non-current assets",
        lines: [
          ["Property, plant and equipment", "net_fixed_assets", [4_812, 4_655]],
          ["Right-of-use assets", "other_non_current_assets", [618, 702]],
        ],
        total: ["", "total_non_current_assets"],
      },
      {
        head: "Current assets",
        lines: [
          ["Inventories", "inventory", [5_204, 4_880]],
          ["Trade and other receivables", "trade_receivables", [3_918, 3_612]],
          ["Cash and cash equivalents", "cash", "cash"],
        ],
        total: ["", "total_current_assets"],
      },
      {
        head: "Current liabilities",
        lines: [
          ["Trade and other payables", "trade_payables", [3_106, 2_874]],
          ["Loans and borrowings", "short_term_debt", [1_500, 1_800]],
          ["Lease liabilities", "other_current_liabilities", [92, 88]],
          ["Current tax liabilities", "other_current_liabilities", [274, 205]],
        ],
        total: ["", "total_current_liabilities"],
      },
      {
        head: "Non-current liabilities",
        lines: [
          ["Loans and borrowings", "long_term_debt", [1_200, 1_600]],
          ["Lease liabilities", "other_non_current_liabilities", [544, 636]],
        ],
        total: ["", "total_non_current_liabilities"],
      },
      {
        head: "Equity",
        lines: [
          ["Share capital", "share_capital", [3_000, 3_000]],
          ["Retained earnings", "retained_earnings", [re0, re1]],
        ],
        total: ["Total equity", "total_equity"],
      },
    ],
    taLabel: "Total assets",
    tlLabel: "Total liabilities",
    tleLabel: "Total equity and liabilities",
  });
  FILES.push({
    id: "cairosvg-sg-rattan-sgd-thousands",
    producer: "cairosvg",
    language: "en",
    company: "Straits Rattan Pte. Ltd.",
    currency: "SGD",
    scale: 1000,
    scale_phrase: "S$'000",
    conv: "paren",
    decimals: 0,
    cols: ["2025 S$'000", "2024 S$'000"],
    lay: { colW: 70, size: 7.6 },
    head: ["Summary financial statements for the financial year ended 31 December 2025", "UEN 200811734K"],
    features: [
      "one landscape page (CairoSVG): statement of profit or loss beside the statement of financial position, S$'000 in the column heads only",
      "section subtotals of the balance sheet printed without labels (under a rule); 'Loans and borrowings' under both liability sections",
    ],
    pages: [
      T("income_statement", "Statement of Profit or Loss", is.rows, { expect: BOTH }),
      T("balance_sheet", "Statement of Financial Position", bs.rows, { expect: BOTH }),
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// renderers of the four new producers
const statements = (f) => f.pages.flatMap((p) => (p.kind === "konto" ? [p.left, p.right] : p.kind === "st" ? [p] : []));

/** WeasyPrint: HTML sections (a page each), a Kontoform page as two tables side by side on landscape A4. */
function weasyHtml(f) {
  const css = `
@page { size: A4; margin: 20mm 18mm 22mm 18mm;
  @bottom-left { content: "${esc(f.company)}"; font-size: 7.5pt; color: #555; }
  @bottom-right { content: "Seite " counter(page) " / " counter(pages); font-size: 7.5pt; color: #555; } }
@page land { size: A4 landscape; margin: 14mm 14mm 18mm 14mm; }
body { font-family: "DejaVu Sans", sans-serif; font-size: 8.6pt; color: #111; }
section { break-after: page; } section:last-child { break-after: auto; } section.land { page: land; }
h1 { font-size: 12.5pt; margin: 0 0 2mm 0; color: #1d3a5f; } h2 { font-size: 10.5pt; margin: 0 0 1.5mm 0; }
h3 { font-size: 9.5pt; margin: 0 0 1mm 0; border-bottom: 1pt solid #1d3a5f; }
p.sub { margin: 0 0 4mm 0; color: #333; } p.after { font-size: 7.5pt; margin-top: 4mm; }
table { border-collapse: collapse; width: 100%; } td, th { padding: 1.3pt 4pt; vertical-align: bottom; }
th.n { text-align: right; border-bottom: 0.8pt solid #111; } td.n { text-align: right; white-space: nowrap; width: 17%; }
tr.b td { font-weight: bold; } tr.t td.n { border-top: 0.6pt solid #111; } tr.i1 td.l { padding-left: 12pt; }
tr.u td { font-style: italic; font-size: 7.5pt; }
.konto { display: flex; gap: 9mm; } .konto > div { flex: 1 1 0; }
.cover { margin-top: 70mm; } .cover h1 { font-size: 20pt; } .cover h2 { font-size: 13pt; font-weight: normal; margin-bottom: 12mm; }
.text p { text-align: justify; line-height: 1.45; margin: 0 0 3mm 0; font-size: 9pt; }`.replace(
    "Seite",
    f.language === "de" ? "Seite" : "Page",
  );
  const body = f.pages.map((p) => {
    if (p.kind === "text") {
      const cls = p.cover ? "cover" : "text";
      return `<section class="${cls}"><h1>${esc(f.company)}</h1><h2>${esc(p.title)}</h2>${p.paras.map((x) => `<p>${esc(x)}</p>`).join("")}</section>`;
    }
    const sub = p.lines?.length ? `<p class="sub">${p.lines.map(esc).join("<br>")}</p>` : "";
    if (p.kind === "konto")
      return `<section class="land"><h1>${esc(f.company)}</h1><h2>${esc(p.title)}</h2>${sub}<div class="konto">${[
        p.left,
        p.right,
      ]
        .map((t) => `<div><h3>${esc(t.title)}</h3>${htmlTable(f, t)}</div>`)
        .join("")}</div></section>`;
    const after = (p.after ?? []).map((a) => `<p class="after">${esc(a)}</p>`).join("");
    return `<section><h1>${esc(f.company)}</h1><h2>${esc(p.title)}</h2>${sub}${htmlTable(f, p)}${after}</section>`;
  });
  return `<!doctype html><html lang="${f.language}"><head><meta charset="utf-8"><title>${esc(f.company)}</title><style>${css}</style></head><body>${body.join("\n")}</body></html>`;
}

/** pdfme: one template page per statement: text schemas for the headings, a table schema for the rows. */
async function pdfmeRender(f, file) {
  const req = createRequire("/tmp/pdfme22/node_modules/");
  const { generate } = await import(req.resolve("@pdfme/generator"));
  const { text, table } = await import(req.resolve("@pdfme/schemas"));
  const style = (o) => ({
    fontName: undefined,
    alignment: "left",
    verticalAlignment: "middle",
    fontSize: 8,
    lineHeight: 1,
    characterSpacing: 0,
    fontColor: "#111111",
    backgroundColor: "",
    borderColor: "#9aa3ad",
    borderWidth: { top: 0.1, bottom: 0.1, left: 0, right: 0 },
    padding: { top: 1.1, bottom: 1.1, left: 1.6, right: 1.6 },
    ...o,
  });
  const input = {};
  const schemas = f.pages.map((p, pi) => {
    const cols = p.cols ?? f.cols;
    const page = [];
    const put = (s, y, size) => {
      const nm = `p${pi}t${page.length}`;
      page.push({ name: nm, type: "text", position: { x: 18, y }, width: 174, height: size * 0.5, fontSize: size });
      input[nm] = s;
    };
    put(f.company, 16, 13);
    put(p.title, 24, 10.5);
    let y = 31;
    for (const l of p.lines ?? []) {
      put(l, y, 8.5);
      y += 4.5;
    }
    y += 3;
    const nm = `p${pi}table`;
    const lw = 100 - cols.length * 18;
    page.push({
      name: nm,
      type: "table",
      position: { x: 18, y },
      width: 174,
      height: p.rows.length * 5.3 + 6,
      showHead: true,
      head: ["", ...cols],
      headWidthPercentages: [lw, ...cols.map(() => 18)],
      tableStyles: { borderColor: "#1f2d3d", borderWidth: 0.3 },
      headStyles: style({ backgroundColor: "#dfe6ee", alignment: "right", fontSize: 8.5 }),
      bodyStyles: { ...style({}), alternateBackgroundColor: "#f3f6f9" },
      columnStyles: { alignment: Object.fromEntries(cols.map((_, i) => [i + 1, "right"])) },
    });
    input[nm] = JSON.stringify(
      p.rows.map((r) => [
        `${"\u00a0".repeat(4 * r.i)}${r.l}`,
        ...(r.v ? r.v.map((x) => cell(f, x, r, p.format)) : cols.map(() => "")),
      ]),
    );
    return page;
  });
  const template = { basePdf: { width: 210, height: 297, padding: [14, 14, 14, 14] }, schemas };
  const pdf = await generate({ template, inputs: [input], plugins: { text, table } });
  fs.writeFileSync(file, pdf);
}

/**
 * Text runs { s, x, y, bold, size, right } and rules of one statement in the region x0..x1 from y
 * (points from the top): column heads, then rows, bold totals ruled; `band`: shade every other row.
 */
function statementRuns(f, t, { x0, x1, y, colW, size, band = false }) {
  const cols = t.cols ?? f.cols;
  const colX = cols.map((_, i) => x1 - (cols.length - 1 - i) * colW);
  const runs = [];
  for (const [i, c] of cols.entries()) runs.push({ s: c, x: colX[i], y, bold: true, size, right: true });
  for (const u of t.headRows ?? []) {
    y += size + 3;
    for (const [i, c] of u.entries()) runs.push({ s: c, x: colX[i], y, size: size - 1, right: true });
  }
  runs.push({ rule: true, x0, x1, y: y + 3 });
  y += size + 7;
  let k = 0;
  for (const r of t.rows) {
    if (band && r.v && k++ % 2 === 1) runs.push({ band: true, x0, x1, y: y - size + 0.5, h: size + 4 });
    if (r.b && r.v) for (const x of colX) runs.push({ rule: true, x0: x - colW + 14, x1: x, y: y - size - 0.5 });
    if (r.l) runs.push({ s: r.l, x: x0 + (r.i ? 10 : 0), y, bold: r.b, size });
    for (const [i, v] of (r.v ?? []).entries())
      runs.push({ s: cell(f, v, r, t.format), x: colX[i], y, bold: r.b, size, right: true });
    y += size + 4.4;
  }
  for (const a of t.after ?? []) {
    y += 8;
    runs.push({ s: a, x: x0, y, size: size - 1 });
  }
  return { runs, y };
}

/** gnuplot: a chart page (optional), then a portrait page per statement of labels and arrows. */
function gnuplotScript(f, file) {
  const W = 595.28;
  const H = 841.89;
  const q = (s) => `'${String(s).replaceAll("'", "''")}'`;
  const sx = (x) => (x / W).toFixed(4);
  const sy = (y) => (1 - y / H).toFixed(4);
  const out = [
    "set encoding utf8",
    `set terminal pdfcairo size 21cm,29.7cm font 'Liberation Sans,9' noenhanced`,
    `set output ${q(file)}`,
  ];
  const canvas = [
    "unset border",
    "unset tics",
    "unset key",
    "set xrange [0:1]",
    "set yrange [0:1]",
    "set margins 0,0,0,0",
  ];
  if (f.chart) {
    out.push(
      `set title ${q(`${f.company}: ${f.chart.title}`)} font 'Liberation Sans Bold,11'`,
      "unset key",
      "set style fill solid 0.6 border -1",
      "set boxwidth 0.6",
      'set ylabel "$\'000"',
      "set yrange [0:*]",
      "set grid ytics",
      "set lmargin 10; set rmargin 6; set tmargin 6; set bmargin 40",
      "$bars << EOD",
      ...f.chart.bars.map(([l, v]) => `"${l}" ${v}`),
      "EOD",
      "plot $bars using 0:2:xtic(1) with boxes lc rgb '#c8901e'",
      "reset",
    );
  }
  out.push(...canvas);
  let n = 0;
  for (const p of f.pages) {
    const runs = [];
    runs.push({ s: f.company, x: 54, y: 56, bold: true, size: 12.5 });
    runs.push({ s: p.title, x: 54, y: 74, bold: true, size: 10.5 });
    let y = 90;
    for (const l of p.lines ?? []) {
      runs.push({ s: l, x: 54, y, size: 9 });
      y += 12;
    }
    const st = statementRuns(f, p, { x0: 54, x1: 541, y: y + 12, colW: f.lay.colW, size: f.lay.size });
    if (st.y > 800) throw new Error(`${f.id}: page overflow`);
    runs.push(...st.runs);
    for (const r of runs) {
      if (r.rule) {
        out.push(`set arrow from screen ${sx(r.x0)},${sy(r.y)} to screen ${sx(r.x1)},${sy(r.y)} nohead lw 0.5`);
        continue;
      }
      n++;
      const font = `'Liberation Sans${r.bold ? " Bold" : ""},${r.size}'`;
      out.push(
        `set label ${q(r.s)} at screen ${sx(r.x)},${sy(r.y)} ${r.right ? "right" : "left"} font ${font} noenhanced`,
      );
    }
    out.push("plot NaN notitle", "unset label", "unset arrow");
  }
  if (!n) throw new Error(`${f.id}: nothing drawn`);
  return `${out.join("\n")}\n`;
}

/** CairoSVG: one landscape SVG page, the first statement on the left half, the second on the right. */
function svgPage(f) {
  const W = 841.89;
  const H = 595.28;
  const runs = [
    { s: f.company, x: 36, y: 40, bold: true, size: 13 },
    ...f.head.map((s, i) => ({ s, x: 36, y: 56 + i * 11, size: 8.5 })),
  ];
  const regions = [
    [36, 404],
    [438, 806],
  ];
  f.pages.forEach((p, i) => {
    const [x0, x1] = regions[i];
    runs.push({ s: p.title, x: x0, y: 96, bold: true, size: 10 });
    const st = statementRuns(f, p, { x0, x1, y: 116, colW: f.lay.colW, size: f.lay.size, band: true });
    if (st.y > H - 20) throw new Error(`${f.id}: page overflow`);
    runs.push(...st.runs);
  });
  const svg = runs.map((r) => {
    if (r.band)
      return `<rect x="${r.x0}" y="${(r.y - 2).toFixed(2)}" width="${r.x1 - r.x0}" height="${r.h}" fill="#eef1f4"/>`;
    if (r.rule)
      return `<line x1="${r.x0}" y1="${r.y.toFixed(2)}" x2="${r.x1}" y2="${r.y.toFixed(2)}" stroke="#000" stroke-width="0.5"/>`;
    const a = r.right ? ' text-anchor="end"' : "";
    return `<text x="${r.x.toFixed(2)}" y="${r.y.toFixed(2)}" font-size="${r.size}"${r.bold ? ' font-weight="bold"' : ""}${a}>${esc(r.s)}</text>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${W}pt" height="${H}pt" viewBox="0 0 ${W} ${H}" font-family="Liberation Sans">
<rect width="${W}" height="${H}" fill="#fff"/>
${svg.join("\n")}
</svg>
`;
}

const pdfmeVersion = () =>
  JSON.parse(fs.readFileSync("/tmp/pdfme22/node_modules/@pdfme/generator/package.json", "utf8")).version;
const producers = {
  weasyprint: {
    line: `WeasyPrint ${execFileSync("weasyprint", ["--version"]).toString().trim().split(" ").pop()} (Debian weasyprint) HTML/CSS layout: tables, @page margin boxes, flex; a relative of the corpus's pydyf, its low-level PDF writer`,
    render: (f, file, work) => {
      const h = path.join(work, `${f.id}.html`);
      fs.writeFileSync(h, weasyHtml(f));
      execFileSync("weasyprint", ["-q", h, file], { stdio: ["ignore", "ignore", "inherit"] });
    },
  },
  pdfme: {
    line: `@pdfme/generator ${pdfmeVersion()} (npm, with @pdfme/schemas): template pages of text schemas and a table schema (bordered grid, shaded head, alternate row shading, Roboto)`,
    render: (f, file) => pdfmeRender(f, file),
  },
  gnuplot: {
    line: `gnuplot ${execFileSync("gnuplot", ["--version"]).toString().trim().replace("gnuplot ", "")} (Debian gnuplot-nox) pdfcairo terminal: text as set label at screen positions, rules as arrows, Liberation Sans`,
    render: (f, file, work) => {
      const gp = path.join(work, `${f.id}.gp`);
      fs.writeFileSync(gp, gnuplotScript(f, file));
      execFileSync("gnuplot", [gp]);
    },
  },
  cairosvg: {
    line: `CairoSVG ${execFileSync("/usr/bin/python3", ["-c", "import cairosvg; print(cairosvg.__version__)"]).toString().trim()} (Debian python3-cairosvg) svg2pdf of one landscape SVG page of text runs, Liberation Sans`,
    render: (f, file, work) => {
      const svg = path.join(work, `${f.id}.svg`);
      fs.writeFileSync(svg, svgPage(f));
      execFileSync("/usr/bin/python3", [
        "-c",
        "import sys, cairosvg; cairosvg.svg2pdf(url=sys.argv[1], write_to=sys.argv[2])",
        svg,
        file,
      ]);
    },
  },
};

const SCANS = [
  {
    id: "scan-weasyprint-de-hgb-kontoform",
    of: "weasyprint-de-hgb-kontoform",
    dpi: 150,
    angle: 0.5,
    seed: 2201,
    quality: 0.55,
  },
  { id: "scan-pdfme-nl-bulb-exporter", of: "pdfme-nl-bulb-exporter", dpi: 150, angle: -0.8, seed: 2202, quality: 0.55 },
  {
    id: "scan-cairosvg-uk-pump-maker-landscape",
    of: "cairosvg-uk-pump-maker-landscape",
    dpi: 150,
    angle: 0.3,
    seed: 2203,
  },
];

await makeBatch({
  batch: "unseen22",
  files: FILES,
  scans: SCANS,
  tables: statements,
  renderers: {},
  producers,
  scanFeature: "image-only PDF (scan) of the whole document",
});
