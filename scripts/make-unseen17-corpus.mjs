// Builds blind batch 17 of the extraction corpus (test/fixtures/extraction-corpus/unseen17/) ONCE.
// Made BLIND to the reader: its maker read only src/contract/, docs/chart-of-accounts.md,
// scripts/corpus-own-statements.mjs, scripts/make-unseen15-corpus.mjs and make-unseen14-corpus.mjs
// (their headers of key conventions, FILES and how they drive makeBatch), the scan() of
// scripts/extraction-corpus-model.mjs and earlier batches' JSONs ("company", "features"); not the
// reader, its docs, tests or scorer, and it did not run the reader, the scorer or vitest.
//
// Theme: scans as they really arrive. Eight image-only PDFs (no text layer) of statements written
// here, each degraded by its own image pipeline (ImageMagick, not the model's scan()):
//   scan-phone-photo-uk-ltd          a phone photo of a printed page: keystone, light gradient, a shadow
//                                    band, slight blur, JPEG quality 60, desk visible around the page
//   scan-fax-de-gmbh                 a fax (German GmbH): 1-bit at 200 x 100 dpi stretched back to 200 x 200,
//                                    a fax header line on top of each page
//   scan-photocopy-us-inc            a photocopy of a photocopy: skew 2.5 degrees in two passes, speckle,
//                                    dark copier margins, lighter print
//   scan-upside-down-de-konzern      a German group's IFRS statements, the second page fed upside down (180 degrees)
//   scan-landscape-as-portrait-au    landscape pages (three years) scanned as portrait: rotated 90 degrees
//   scan-2up-nz-limited              two pages per sheet (balance sheet left, income statement right), one image
//   scan-stamp-ticks-hk-limited      a red "RECEIVED 12 MAR 2026" stamp over the first page and blue
//                                    hand-drawn tick marks beside figures (colour scan)
//   scan-pack-my-sdn-bhd             an 8-page pack: cover letter, auditors' report (2 pages), the three
//                                    statements in the middle, notes (2 pages); a "COPY" stamp on page 2
// The text PDFs they were printed from: six are kept beside the scans (the phone photo's, the fax's,
// the photocopy's, the landscape's, the stamp's and the pack's sources); the sources of the upside-down
// and 2-up scans are written only to /tmp/unseen17-sources/ (rendered again by --check when missing).
// Every figure is written here; the script throws unless balance sheets balance (cash is the plug,
// checked positive), printed subtotals add up, profits close, retained earnings roll forward and cash
// rolls forward through the cash flow.
//
// Producers: Chromium headless --print-to-pdf (/usr/bin/chromium), GNU groff (tbl) + ps2pdf, PDFKit 0.15
// (PDFKIT_PREFIX, default /tmp/own) through the shared driver; scans: pdftoppm (150 or 200 dpi),
// ImageMagick 6 convert (/usr/bin/convert), img2pdf. Debian packages installed for this batch:
// imagemagick, img2pdf, netpbm (`apt-get install -y imagemagick img2pdf netpbm`).
//
// Key conventions: batch 13's, 14's and 15's (see scripts/make-unseen15-corpus.mjs), with the project's
// definitions: other_* are the RESIDUAL of their section; other_income is NON-operating (finance /
// interest income; "Other operating income", "Other income and gains" printed above the expenses beside
// a finance income line below are not); staff costs printed apart are never selling_general_administrative;
// expenses positive, cash outflows negative. Decisions of this batch:
//   - a scan expects the same figures as its source text PDF; every page was looked at as an image and a
//     person can read every expected figure on it;
//   - UK FRS 102 format 1: "Turnover" = revenue, "Distribution costs" + "Administrative expenses" (staff
//     and depreciation are inside them, not printed apart) = selling_general_administrative, "Other
//     operating income" not expected (interest receivable is printed), "Interest receivable and similar
//     income" = other_income, "Interest payable and similar expenses" = interest_expense, "Tax on profit"
//     = income_tax; balance sheet: "Tangible assets" = net_fixed_assets, "Investments" (fixed) =
//     other_non_current_assets, "Stocks" = inventory, "Debtors" (one line) = trade_receivables, the
//     printed totals of fixed and current assets = total_non_current_assets / total_current_assets,
//     Creditors within / after more than one year = total_current_liabilities /
//     total_non_current_liabilities, "Called up share capital" = share_capital, "Profit and loss account"
//     = retained_earnings, "Shareholders' funds" = total_equity; "Net current assets", "Total assets less
//     current liabilities" and "Net assets" not expected (no key);
//   - HGB Bilanz (fax): A. Anlagevermögen total = total_non_current_assets, Sachanlagen = net_fixed_assets,
//     Finanzanlagen = other_non_current_assets, B. Umlaufvermögen total = total_current_assets, sonstige
//     Vermögensgegenstände = other_current_assets, Gewinnrücklagen = retained_earnings; Rückstellungen,
//     Verbindlichkeiten gegenüber Kreditinstituten, sonstige Verbindlichkeiten and the Summe Verbindlichkeiten
//     not expected (no split by maturity); GuV (Gesamtkostenverfahren): "Aufwendungen für Roh-, Hilfs- und
//     Betriebsstoffe und für bezogene Waren" = raw_materials, bezogene Leistungen and the Materialaufwand
//     total not expected, Personalaufwand not expected, Abschreibungen = depreciation_amortization,
//     sonstige betriebliche Aufwendungen = other_operating_expenses, sonstige betriebliche Erträge not
//     expected, sonstige Zinsen und ähnliche Erträge = other_income, Zinsen und ähnliche Aufwendungen =
//     interest_expense, Steuern vom Einkommen und vom Ertrag = income_tax, Jahresüberschuss = net_profit;
//   - German IFRS (Umsatzkostenverfahren): Umsatzkosten = cost_of_goods_sold, Bruttoergebnis vom Umsatz =
//     gross_profit, Vertriebskosten + allgemeine Verwaltungskosten = selling_general_administrative,
//     Betriebsergebnis (EBIT) = operating_profit, Finanzerträge = other_income, Finanzaufwendungen =
//     interest_expense, Ergebnis vor Ertragsteuern = profit_before_tax, Ertragsteuern = income_tax,
//     Konzernjahresüberschuss = net_profit; Nutzungsrechte = other_non_current_assets, Leasing-
//     verbindlichkeiten = other_non_current_liabilities, Rückstellungen and Ertragsteuerschulden (current)
//     = other_current_liabilities;
//   - US: "Selling, general and administrative expenses" = selling_general_administrative, "Salaries and
//     employee benefits" printed apart not expected, "Interest income" = other_income, "Provision for
//     income taxes" = income_tax, "Line of credit" = short_term_debt, "Accrued expenses" and "Income taxes
//     payable" = other_current_liabilities, "Operating lease liabilities, noncurrent" =
//     other_non_current_liabilities, "Other assets" = other_non_current_assets, "Common stock" =
//     share_capital;
//   - Australia: "Results from operating activities" = operating_profit; cash flow in three years, the
//     working-capital line and the profit and depreciation add-backs not expected;
//   - Hong Kong: "Other income and gains" (above the expenses) not expected, "Bank interest income" =
//     other_income, "Selling and distribution expenses" + "Administrative expenses" =
//     selling_general_administrative, "Profit from operations" = operating_profit;
//   - notes, the auditors' report, the cover letter and the fax header are not expected.
//
// Usage: node scripts/make-unseen17-corpus.mjs [--check] [--out DIR] (see corpus-own-statements.mjs):
// the scans and the kept sources go to the fixture folder (or DIR), the other sources to /tmp.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  add,
  batchJson,
  documentsOf,
  eq,
  esc,
  fmtNum,
  groffDocument,
  groffTable,
  head,
  htmlDocument,
  htmlTable,
  makeBatch,
  neg,
  pdfkitRender,
  plug,
  positive,
  row,
  sc,
  styleSheet,
  sub,
  Y,
} from "./corpus-own-statements.mjs";

const BATCH = "unseen17";
const OUT_AT = process.argv.indexOf("--out");
const OUT = path.resolve(OUT_AT > 0 ? process.argv[OUT_AT + 1] : `test/fixtures/extraction-corpus/${BATCH}`);
const TMP_SOURCES = "/tmp/unseen17-sources";
const CONVERT = "/usr/bin/convert";

// ---------------------------------------------------------------------------------------------
// one company's three years (index 0 = 2025, 1 = 2024, 2 = 2023): k scales, o replaces inputs
function model(k, o = {}) {
  const s = (a) => sc(a, k);
  const v = {};
  v.rev = s(o.rev ?? [6_240_000, 5_870_000, 5_310_000]);
  v.cogs = s(o.cogs ?? [4_105_000, 3_890_000, 3_560_000]);
  v.gp = sub(v.rev, v.cogs);
  v.dist = s(o.dist ?? [318_000, 296_000, 281_000]);
  v.admin = s(o.admin ?? [402_000, 377_000, 352_000]);
  v.staff = s(o.staff ?? [545_000, 512_000, 470_000]);
  v.dep = s(o.dep ?? [173_000, 161_000, 150_000]);
  v.ooi = s(o.ooi ?? [27_000, 22_000, 18_000]);
  v.op = sub(add(v.gp, v.ooi), add(v.dist, v.admin, v.staff, v.dep));
  positive(v.op, "operating profit");
  v.fin = s(o.fin ?? [9_000, 6_000, 4_000]);
  v.intx = s(o.intx ?? [94_000, 101_000, 108_000]);
  v.pbt = sub(add(v.op, v.fin), v.intx);
  v.tax = v.pbt.map((x) => Math.round(x * (o.rate ?? 0.25)));
  v.np = sub(v.pbt, v.tax);
  // balance sheet: fixed assets and debt roll forward from 2023
  v.capex = s(o.capex ?? [236_000, 198_000, 214_000]);
  v.nfa = [0, 0, s([o.nfa ?? 1_870_000])[0]];
  for (const i of [1, 0]) v.nfa[i] = v.nfa[i + 1] + v.capex[i] - v.dep[i];
  v.intang = s([85_000, 85_000, 85_000]);
  v.onca = s([122_000, 134_000, 141_000]);
  v.tnca = add(v.nfa, v.intang, v.onca);
  v.inv = s(o.inv ?? [512_000, 478_000, 455_000]);
  v.ar = s(o.ar ?? [884_000, 812_000, 760_000]);
  v.oca = s([46_000, 39_000, 41_000]);
  v.shareCap = s([400_000, 400_000, 400_000]);
  v.div = s(o.div ?? [150_000, 120_000, 100_000]);
  v.re = [0, 0, s([o.re ?? 980_000])[0]];
  for (const i of [1, 0]) v.re[i] = v.re[i + 1] + v.np[i] - v.div[i];
  v.te = add(v.shareCap, v.re);
  v.repay = s([125_000, 125_000, 125_000]);
  v.ltd = [0, 0, s([1_150_000])[0]];
  for (const i of [1, 0]) v.ltd[i] = v.ltd[i + 1] - v.repay[i];
  v.lease = s([98_000, 109_000, 118_000]);
  v.tncl = add(v.ltd, v.lease);
  v.ap = s(o.ap ?? [603_000, 571_000, 540_000]);
  v.std = s([80_000, 110_000, 95_000]);
  v.cpltd = s([125_000, 125_000, 125_000]);
  v.accr = s([71_000, 64_000, 60_000]);
  v.ctax = s([42_000, 38_000, 35_000]);
  v.tcl = add(v.ap, v.std, v.cpltd, v.accr, v.ctax);
  v.tl = add(v.tncl, v.tcl);
  v.tle = add(v.te, v.tl);
  v.cash = plug(v.tle, [v.tnca, v.inv, v.ar, v.oca], "cash");
  v.tca = add(v.inv, v.ar, v.oca, v.cash);
  v.ta = add(v.tnca, v.tca);
  eq(v.ta, v.tle, "balance");
  // cash flow: cash at the start of 2023 given; operating cash flow closes the roll
  v.begin = [v.cash[1], v.cash[2], s([o.cash0 ?? 182_000])[0]];
  v.dcash = sub(v.cash, v.begin);
  v.cfi = neg(v.capex);
  v.stdChange = [v.std[0] - v.std[1], v.std[1] - v.std[2], s([15_000])[0]];
  v.cff = sub(v.stdChange, add(v.repay, v.div));
  v.cfo = sub(v.dcash, add(v.cfi, v.cff));
  v.wc = sub(v.cfo, add(v.np, v.dep));
  eq(add(v.np, v.dep, v.wc), v.cfo, "cfo");
  eq(add(v.begin, v.cfo, v.cfi, v.cff), v.cash, "cash roll");
  return v;
}

const FILES = [];
const st = (type, title, rows, o = {}) => ({ kind: "st", type, title, rows, ...o });
const Y3 = [Y("2025-12-31"), Y("2024-12-31"), Y("2023-12-31")];
const i1 = { i: 1 };
const b = { b: true };
const m1 = { s: -1 };
/** Rows cut to the first n columns. */
const take = (rows, n) => rows.map((r) => ({ ...r, v: r.v ? r.v.slice(0, n) : null }));

// 1. UK private company (FRS 102 format 1), photographed with a phone
{
  const v = model(0.72, { rev: [6_480_000, 6_010_000, 5_500_000], re: 1_050_000 });
  const adminAll = add(v.admin, v.staff, v.dep);
  const debtors = add(v.ar, v.oca);
  const ncaNet = sub(v.tca, v.tcl);
  const talcl = add(v.tnca, ncaNet);
  const netAssets = sub(talcl, v.tncl);
  eq(netAssets, v.te, "uk net assets");
  FILES.push({
    id: "chromium-uk-ltd-frs102",
    producer: "chromium",
    language: "en",
    company: "Pennine Parcel Carriers Ltd",
    currency: "GBP",
    scale: 1,
    scale_phrase: "£",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    keep: true,
    features: [
      "UK private company, FRS 102 format 1: Turnover, Distribution costs and Administrative expenses (staff and depreciation inside), balance sheet with Fixed assets, Debtors, Creditors: amounts falling due within / after more than one year, Net current assets, Net assets, Capital and reserves; £ without a scale",
    ],
    pages: [
      st(
        "income_statement",
        "Profit and Loss Account",
        take(
          [
            row("Turnover", v.rev, "revenue"),
            row("Cost of sales", neg(v.cogs), "cost_of_goods_sold", m1),
            row("Gross profit", v.gp, "gross_profit", b),
            row("Distribution costs", neg(v.dist), "selling_general_administrative", m1),
            row("Administrative expenses", neg(adminAll), "selling_general_administrative", m1),
            row("Other operating income", v.ooi),
            row("Operating profit", v.op, "operating_profit", b),
            row("Interest receivable and similar income", v.fin, "other_income"),
            row("Interest payable and similar expenses", neg(v.intx), "interest_expense", m1),
            row("Profit before taxation", v.pbt, "profit_before_tax", b),
            row("Tax on profit", neg(v.tax), "income_tax", m1),
            row("Profit for the financial year", v.np, "net_profit", b),
          ],
          2,
        ),
        { expect: Y3.slice(0, 2), lines: ["for the year ended 31 December 2025", "£"] },
      ),
      st(
        "balance_sheet",
        "Balance Sheet",
        take(
          [
            head("Fixed assets"),
            row("Intangible assets", v.intang, "intangible_assets", i1),
            row("Tangible assets", v.nfa, "net_fixed_assets", i1),
            row("Investments", v.onca, "other_non_current_assets", i1),
            row("", v.tnca, "total_non_current_assets", b),
            head("Current assets"),
            row("Stocks", v.inv, "inventory", i1),
            row("Debtors", debtors, "trade_receivables", i1),
            row("Cash at bank and in hand", v.cash, "cash", i1),
            row("", v.tca, "total_current_assets", b),
            row("Creditors: amounts falling due within one year", neg(v.tcl), "total_current_liabilities", m1),
            row("Net current assets", ncaNet, null, b),
            row("Total assets less current liabilities", talcl, null, b),
            row(
              "Creditors: amounts falling due after more than one year",
              neg(v.tncl),
              "total_non_current_liabilities",
              m1,
            ),
            row("Net assets", netAssets, null, b),
            head("Capital and reserves"),
            row("Called up share capital", v.shareCap, "share_capital", i1),
            row("Profit and loss account", v.re, "retained_earnings", i1),
            row("Shareholders' funds", v.te, "total_equity", b),
          ],
          2,
        ),
        {
          expect: Y3.slice(0, 2),
          lines: ["as at 31 December 2025", "Company registration number 09417732 (England and Wales)"],
          after: [
            "The financial statements were approved by the board on 3 March 2026 and signed on its behalf by M. Sutcliffe, Director.",
          ],
        },
      ),
    ],
  });
}

// 2. German GmbH (HGB), Bilanz and GuV faxed by the tax adviser
{
  const v = model(0.41, { rev: [6_020_000, 5_640_000, 5_200_000], re: 1_020_000 });
  const rhb = v.cogs.map((x) => Math.round(x * 0.74));
  const bzl = sub(v.cogs, rhb);
  const sba = add(v.dist, v.admin);
  const bank = add(v.ltd, v.cpltd, v.std);
  const rst = add(v.ctax, v.accr);
  const verb = add(bank, v.ap, v.lease);
  eq(add(v.te, rst, verb), v.tle, "de passiva");
  FILES.push({
    id: "groff-de-gmbh-hgb-bilanz-guv",
    producer: "groff",
    language: "de",
    company: "Hanseatische Kühllogistik GmbH",
    currency: "EUR",
    scale: 1,
    scale_phrase: "EUR",
    conv: "de",
    decimals: 0,
    cols: ["31.12.2025", "31.12.2024"],
    keep: true,
    big: true,
    features: [
      "German GmbH, HGB Bilanz (§ 266: Anlagevermögen, Umlaufvermögen, Eigenkapital, Rückstellungen, Verbindlichkeiten without a split by maturity) and GuV nach dem Gesamtkostenverfahren (Materialaufwand split into Roh-, Hilfs- und Betriebsstoffe and bezogene Leistungen), EUR without a scale, 1.234 convention",
    ],
    pages: [
      st(
        "balance_sheet",
        "Bilanz zum 31. Dezember 2025",
        take(
          [
            head("AKTIVA"),
            head("A. Anlagevermögen"),
            row("I. Immaterielle Vermögensgegenstände", v.intang, "intangible_assets", i1),
            row("II. Sachanlagen", v.nfa, "net_fixed_assets", i1),
            row("III. Finanzanlagen", v.onca, "other_non_current_assets", i1),
            row("Summe Anlagevermögen", v.tnca, "total_non_current_assets", b),
            head("B. Umlaufvermögen"),
            row("I. Vorräte", v.inv, "inventory", i1),
            row("II. Forderungen aus Lieferungen und Leistungen", v.ar, "trade_receivables", i1),
            row("III. Sonstige Vermögensgegenstände", v.oca, "other_current_assets", i1),
            row("IV. Kassenbestand, Guthaben bei Kreditinstituten", v.cash, "cash", i1),
            row("Summe Umlaufvermögen", v.tca, "total_current_assets", b),
            row("Summe Aktiva", v.ta, "total_assets", b),
            head("PASSIVA"),
            head("A. Eigenkapital"),
            row("I. Gezeichnetes Kapital", v.shareCap, "share_capital", i1),
            row("II. Gewinnrücklagen", v.re, "retained_earnings", i1),
            row("Summe Eigenkapital", v.te, "total_equity", b),
            head("B. Rückstellungen"),
            row("1. Steuerrückstellungen", v.ctax, null, i1),
            row("2. Sonstige Rückstellungen", v.accr, null, i1),
            row("Summe Rückstellungen", rst, null, b),
            head("C. Verbindlichkeiten"),
            row("1. Verbindlichkeiten gegenüber Kreditinstituten", bank, null, i1),
            row("2. Verbindlichkeiten aus Lieferungen und Leistungen", v.ap, "trade_payables", i1),
            row("3. Sonstige Verbindlichkeiten", v.lease, null, i1),
            row("Summe Verbindlichkeiten", verb, null, b),
            row("Summe Passiva", v.tle, "total_liabilities_and_equity", b),
          ],
          2,
        ),
        { expect: Y3.slice(0, 2), lines: ["Beträge in EUR"] },
      ),
      st(
        "income_statement",
        "Gewinn- und Verlustrechnung 01.01.2025 - 31.12.2025",
        take(
          [
            row("1. Umsatzerlöse", v.rev, "revenue"),
            row("2. Sonstige betriebliche Erträge", v.ooi),
            head("3. Materialaufwand"),
            row(
              "a) Aufwendungen für Roh-, Hilfs- und Betriebsstoffe und für bezogene Waren",
              neg(rhb),
              "raw_materials",
              { s: -1, i: 1 },
            ),
            row("b) Aufwendungen für bezogene Leistungen", neg(bzl), null, i1),
            row("Summe Materialaufwand", neg(v.cogs), null, b),
            row("4. Personalaufwand", neg(v.staff)),
            row(
              "5. Abschreibungen auf Sachanlagen und immaterielle Vermögensgegenstände",
              neg(v.dep),
              "depreciation_amortization",
              m1,
            ),
            row("6. Sonstige betriebliche Aufwendungen", neg(sba), "other_operating_expenses", m1),
            row("7. Sonstige Zinsen und ähnliche Erträge", v.fin, "other_income"),
            row("8. Zinsen und ähnliche Aufwendungen", neg(v.intx), "interest_expense", m1),
            row("9. Steuern vom Einkommen und vom Ertrag", neg(v.tax), "income_tax", m1),
            row("10. Jahresüberschuss", v.np, "net_profit", b),
          ],
          2,
        ),
        { expect: Y3.slice(0, 2), cols: ["2025", "2024"], lines: ["Beträge in EUR"] },
      ),
    ],
  });
  eq(
    add(v.rev, v.ooi, neg(v.cogs), neg(v.staff), neg(v.dep), neg(sba), v.fin, neg(v.intx), neg(v.tax)),
    v.np,
    "de guv",
  );
}

// 3. US corporation, photocopied twice
{
  const v = model(0.95, {
    rev: [7_150_000, 6_720_000, 6_100_000],
    cogs: [4_930_000, 4_660_000, 4_240_000],
    re: 1_240_000,
  });
  const sga = add(v.dist, v.admin);
  const ocl = add(v.accr, v.ctax);
  FILES.push({
    id: "pdfkit-us-inc-statements",
    producer: "pdfkit",
    language: "en",
    company: "Great Lakes Dock Services, Inc.",
    currency: "USD",
    scale: 1,
    scale_phrase: "(in U.S. dollars)",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    keep: true,
    features: [
      "US corporation: statements of income and balance sheets in US style (current assets first, line of credit, accrued expenses, stockholders' equity, salaries printed apart from SG&A), dollars without a scale",
    ],
    pages: [
      st(
        "income_statement",
        "Statements of Income",
        take(
          [
            row("Net sales", v.rev, "revenue"),
            row("Cost of sales", neg(v.cogs), "cost_of_goods_sold", m1),
            row("Gross profit", v.gp, "gross_profit", b),
            row("Selling, general and administrative expenses", neg(sga), "selling_general_administrative", m1),
            row("Salaries and employee benefits", neg(v.staff)),
            row("Depreciation and amortization", neg(v.dep), "depreciation_amortization", m1),
            row("Other operating income", v.ooi),
            row("Operating income", v.op, "operating_profit", b),
            row("Interest income", v.fin, "other_income"),
            row("Interest expense", neg(v.intx), "interest_expense", m1),
            row("Income before income taxes", v.pbt, "profit_before_tax", b),
            row("Provision for income taxes", neg(v.tax), "income_tax", m1),
            row("Net income", v.np, "net_profit", b),
          ],
          2,
        ),
        { expect: Y3.slice(0, 2), lines: ["Years ended December 31, 2025 and 2024", "(in U.S. dollars)"] },
      ),
      st(
        "balance_sheet",
        "Balance Sheets",
        take(
          [
            head("Current assets"),
            row("Cash and cash equivalents", v.cash, "cash", i1),
            row("Accounts receivable, net", v.ar, "trade_receivables", i1),
            row("Inventories", v.inv, "inventory", i1),
            row("Prepaid expenses and other current assets", v.oca, "other_current_assets", i1),
            row("Total current assets", v.tca, "total_current_assets", b),
            row("Property and equipment, net", v.nfa, "net_fixed_assets"),
            row("Intangible assets, net", v.intang, "intangible_assets"),
            row("Other assets", v.onca, "other_non_current_assets"),
            row("Total assets", v.ta, "total_assets", b),
            head("Current liabilities"),
            row("Accounts payable", v.ap, "trade_payables", i1),
            row("Line of credit", v.std, "short_term_debt", i1),
            row("Current portion of long-term debt", v.cpltd, "current_portion_long_term_debt", i1),
            row("Accrued expenses", v.accr, "other_current_liabilities", i1),
            row("Income taxes payable", v.ctax, "other_current_liabilities", i1),
            row("Total current liabilities", v.tcl, "total_current_liabilities", b),
            row("Long-term debt, net of current portion", v.ltd, "long_term_debt"),
            row("Operating lease liabilities, noncurrent", v.lease, "other_non_current_liabilities"),
            row("Total liabilities", v.tl, "total_liabilities", b),
            head("Stockholders' equity"),
            row("Common stock", v.shareCap, "share_capital", i1),
            row("Retained earnings", v.re, "retained_earnings", i1),
            row("Total stockholders' equity", v.te, "total_equity", b),
            row("Total liabilities and stockholders' equity", v.tle, "total_liabilities_and_equity", b),
          ],
          2,
        ),
        { expect: Y3.slice(0, 2), lines: ["December 31, 2025 and 2024", "(in U.S. dollars)"] },
      ),
    ],
  });
  eq(add(v.accr, v.ctax), ocl, "us ocl");
}

// 4. German group (IFRS, Umsatzkostenverfahren) in TEUR; the balance sheet page fed upside down
{
  const v = model(0.0021, { rev: [6_900_000, 6_450_000, 6_000_000], re: 1_120_000 });
  const uk = add(v.cogs, v.dep);
  const bruttoergebnis = sub(v.rev, uk);
  const vk = add(
    v.dist,
    v.staff.map((x) => Math.round(x * 0.45)),
  );
  const vwk = add(
    v.admin,
    sub(
      v.staff,
      v.staff.map((x) => Math.round(x * 0.45)),
    ),
  );
  eq(sub(add(bruttoergebnis, v.ooi), add(vk, vwk)), v.op, "de ifrs ebit");
  FILES.push({
    id: "chromium-de-konzern-ifrs-teur",
    producer: "chromium",
    language: "de",
    company: "Elbtal Spedition Holding GmbH",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "in TEUR",
    conv: "de",
    decimals: 0,
    cols: ["2025", "2024"],
    keep: false,
    features: [
      "German group reporting under IFRS in German: Konzern-Gewinn- und Verlustrechnung nach dem Umsatzkostenverfahren (Umsatzkosten, Vertriebskosten, allgemeine Verwaltungskosten, Betriebsergebnis (EBIT)) and Konzernbilanz (langfristige / kurzfristige Vermögenswerte und Schulden, Nutzungsrechte, Leasingverbindlichkeiten), in TEUR",
    ],
    pages: [
      st(
        "income_statement",
        "Konzern-Gewinn- und Verlustrechnung für das Geschäftsjahr 2025",
        take(
          [
            row("Umsatzerlöse", v.rev, "revenue"),
            row("Umsatzkosten", neg(uk), "cost_of_goods_sold", m1),
            row("Bruttoergebnis vom Umsatz", bruttoergebnis, "gross_profit", b),
            row("Vertriebskosten", neg(vk), "selling_general_administrative", m1),
            row("Allgemeine Verwaltungskosten", neg(vwk), "selling_general_administrative", m1),
            row("Sonstige betriebliche Erträge", v.ooi),
            row("Betriebsergebnis (EBIT)", v.op, "operating_profit", b),
            row("Finanzerträge", v.fin, "other_income"),
            row("Finanzaufwendungen", neg(v.intx), "interest_expense", m1),
            row("Ergebnis vor Ertragsteuern", v.pbt, "profit_before_tax", b),
            row("Ertragsteuern", neg(v.tax), "income_tax", m1),
            row("Konzernjahresüberschuss", v.np, "net_profit", b),
          ],
          2,
        ),
        { expect: Y3.slice(0, 2), lines: ["in TEUR"] },
      ),
      st(
        "balance_sheet",
        "Konzernbilanz zum 31. Dezember 2025",
        take(
          [
            head("Aktiva"),
            row("Immaterielle Vermögenswerte", v.intang, "intangible_assets", i1),
            row("Sachanlagen", v.nfa, "net_fixed_assets", i1),
            row("Nutzungsrechte", v.onca, "other_non_current_assets", i1),
            row("Langfristige Vermögenswerte", v.tnca, "total_non_current_assets", b),
            row("Vorräte", v.inv, "inventory", i1),
            row("Forderungen aus Lieferungen und Leistungen", v.ar, "trade_receivables", i1),
            row("Sonstige kurzfristige Vermögenswerte", v.oca, "other_current_assets", i1),
            row("Zahlungsmittel und Zahlungsmitteläquivalente", v.cash, "cash", i1),
            row("Kurzfristige Vermögenswerte", v.tca, "total_current_assets", b),
            row("Summe Aktiva", v.ta, "total_assets", b),
            head("Passiva"),
            row("Gezeichnetes Kapital", v.shareCap, "share_capital", i1),
            row("Gewinnrücklagen", v.re, "retained_earnings", i1),
            row("Eigenkapital", v.te, "total_equity", b),
            row("Langfristige Finanzverbindlichkeiten", v.ltd, "long_term_debt", i1),
            row("Leasingverbindlichkeiten", v.lease, "other_non_current_liabilities", i1),
            row("Langfristige Schulden", v.tncl, "total_non_current_liabilities", b),
            row("Verbindlichkeiten aus Lieferungen und Leistungen", v.ap, "trade_payables", i1),
            row("Kurzfristige Finanzverbindlichkeiten", v.std, "short_term_debt", i1),
            row(
              "Kurzfristiger Anteil langfristiger Finanzverbindlichkeiten",
              v.cpltd,
              "current_portion_long_term_debt",
              i1,
            ),
            row("Sonstige Rückstellungen", v.accr, "other_current_liabilities", i1),
            row("Ertragsteuerschulden", v.ctax, "other_current_liabilities", i1),
            row("Kurzfristige Schulden", v.tcl, "total_current_liabilities", b),
            row("Summe Passiva", v.tle, "total_liabilities_and_equity", b),
          ],
          2,
        ),
        { expect: Y3.slice(0, 2), cols: ["31.12.2025", "31.12.2024"], lines: ["in TEUR"] },
      ),
    ],
  });
}

// 5. Australian Pty Ltd: three-year landscape pages (income statement and cash flow)
{
  const v = model(1.1, {
    rev: [5_980_000, 5_620_000, 5_140_000],
    cogs: [3_840_000, 3_630_000, 3_330_000],
    re: 1_010_000,
  });
  const sga = add(v.dist, v.admin);
  eq(sub(add(v.gp, v.ooi), add(sga, v.staff, v.dep)), v.op, "au op");
  FILES.push({
    id: "chromium-au-pty-three-years-landscape",
    producer: "chromium",
    language: "en",
    company: "Riverina Bulk Haulage Pty Ltd",
    currency: "AUD",
    scale: 1,
    scale_phrase: "$",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024", "2023"],
    keep: true,
    landscape: true,
    features: [
      "Australian proprietary company: landscape pages with three years (2025, 2024, 2023) side by side, income statement with employee benefits expense printed apart and Results from operating activities, statement of cash flows (indirect) over the same three years; dollars without a scale",
    ],
    pages: [
      st(
        "income_statement",
        "Statement of Profit or Loss",
        [
          row("Revenue from contracts with customers", v.rev, "revenue"),
          row("Cost of sales", neg(v.cogs), "cost_of_goods_sold", m1),
          row("Gross profit", v.gp, "gross_profit", b),
          row("Other income", v.ooi),
          row("Distribution expenses", neg(v.dist), "selling_general_administrative", m1),
          row("Administration expenses", neg(v.admin), "selling_general_administrative", m1),
          row("Employee benefits expense", neg(v.staff)),
          row("Depreciation and amortisation expense", neg(v.dep), "depreciation_amortization", m1),
          row("Results from operating activities", v.op, "operating_profit", b),
          row("Finance income", v.fin, "other_income"),
          row("Finance costs", neg(v.intx), "interest_expense", m1),
          row("Profit before income tax", v.pbt, "profit_before_tax", b),
          row("Income tax expense", neg(v.tax), "income_tax", m1),
          row("Profit for the year", v.np, "net_profit", b),
        ],
        { expect: Y3, lines: ["for the years ended 31 December 2025, 2024 and 2023", "$"] },
      ),
      st(
        "cashflow_statement",
        "Statement of Cash Flows",
        [
          head("Cash flows from operating activities"),
          row("Profit for the year", v.np, null, i1),
          row("Depreciation and amortisation", v.dep, null, i1),
          row("Changes in working capital and provisions", v.wc, null, i1),
          row("Net cash from operating activities", v.cfo, "net_cash_from_operating_activities", b),
          head("Cash flows from investing activities"),
          row("Acquisition of property, plant and equipment", neg(v.capex), "purchase_of_fixed_assets", i1),
          row("Net cash used in investing activities", v.cfi, "net_cash_from_investing_activities", b),
          head("Cash flows from financing activities"),
          row("Net change in bank overdraft facility", v.stdChange, null, i1),
          row("Repayment of borrowings", neg(v.repay), "repayment_of_borrowings", i1),
          row("Dividends paid", neg(v.div), "dividends_paid", i1),
          row("Net cash used in financing activities", v.cff, "net_cash_from_financing_activities", b),
          row("Net increase / (decrease) in cash and cash equivalents", v.dcash, "net_change_in_cash", b),
          row("Cash and cash equivalents at 1 January", v.begin, "cash_at_beginning"),
          row("Cash and cash equivalents at 31 December", v.cash, "cash_at_end", b),
        ],
        { expect: Y3, lines: ["for the years ended 31 December 2025, 2024 and 2023", "$"] },
      ),
    ],
  });
}

// 6. New Zealand company: balance sheet and income statement printed two pages per sheet
{
  const v = model(0.0009, { rev: [6_600_000, 6_150_000, 5_700_000], re: 1_000_000 });
  FILES.push({
    id: "groff-nz-limited-nzd-thousands",
    producer: "groff",
    language: "en",
    company: "Waikato Freight Consolidators Limited",
    currency: "NZD",
    scale: 1000,
    scale_phrase: "NZ$000",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    keep: false,
    features: [
      "New Zealand company, NZ$000: statement of financial position (first page) and statement of comprehensive income (second page), small figures in thousands",
    ],
    pages: [
      st(
        "balance_sheet",
        "Statement of Financial Position as at 31 December 2025",
        take(
          [
            head("Current assets"),
            row("Cash and cash equivalents", v.cash, "cash", i1),
            row("Trade receivables", v.ar, "trade_receivables", i1),
            row("Inventories", v.inv, "inventory", i1),
            row("Prepayments", v.oca, "other_current_assets", i1),
            row("Total current assets", v.tca, "total_current_assets", b),
            head("Non-current assets"),
            row("Property, plant and equipment", v.nfa, "net_fixed_assets", i1),
            row("Intangible assets", v.intang, "intangible_assets", i1),
            row("Right-of-use assets", v.onca, "other_non_current_assets", i1),
            row("Total non-current assets", v.tnca, "total_non_current_assets", b),
            row("Total assets", v.ta, "total_assets", b),
            head("Current liabilities"),
            row("Trade and other payables", v.ap, "trade_payables", i1),
            row("Bank overdraft", v.std, "short_term_debt", i1),
            row("Current portion of term loan", v.cpltd, "current_portion_long_term_debt", i1),
            row("Employee entitlements", v.accr, "other_current_liabilities", i1),
            row("Income tax payable", v.ctax, "other_current_liabilities", i1),
            row("Total current liabilities", v.tcl, "total_current_liabilities", b),
            head("Non-current liabilities"),
            row("Term loan", v.ltd, "long_term_debt", i1),
            row("Lease liabilities", v.lease, "other_non_current_liabilities", i1),
            row("Total non-current liabilities", v.tncl, "total_non_current_liabilities", b),
            row("Total liabilities", v.tl, "total_liabilities", b),
            row("Net assets", v.te, null, b),
            head("Equity"),
            row("Share capital", v.shareCap, "share_capital", i1),
            row("Retained earnings", v.re, "retained_earnings", i1),
            row("Total equity", v.te, "total_equity", b),
          ],
          2,
        ),
        { expect: Y3.slice(0, 2), lines: ["NZ$000"] },
      ),
      st(
        "income_statement",
        "Statement of Comprehensive Income for the year ended 31 December 2025",
        take(
          [
            row("Revenue", v.rev, "revenue"),
            row("Cost of sales", neg(v.cogs), "cost_of_goods_sold", m1),
            row("Gross profit", v.gp, "gross_profit", b),
            row("Other operating income", v.ooi),
            row("Selling and distribution expenses", neg(v.dist), "selling_general_administrative", m1),
            row("Administrative expenses", neg(v.admin), "selling_general_administrative", m1),
            row("Employee benefit expenses", neg(v.staff)),
            row("Depreciation and amortisation", neg(v.dep), "depreciation_amortization", m1),
            row("Operating profit", v.op, "operating_profit", b),
            row("Finance income", v.fin, "other_income"),
            row("Finance costs", neg(v.intx), "interest_expense", m1),
            row("Profit before income tax", v.pbt, "profit_before_tax", b),
            row("Income tax expense", neg(v.tax), "income_tax", m1),
            row("Profit and total comprehensive income for the year", v.np, "net_profit", b),
          ],
          2,
        ),
        { expect: Y3.slice(0, 2), lines: ["NZ$000"] },
      ),
    ],
  });
}

// 7. Hong Kong private company: received stamp and the analyst's ticks
{
  const v = model(7.8, { rev: [6_310_000, 5_930_000, 5_420_000], re: 1_060_000 });
  const adminAll = add(v.admin, v.staff, v.dep);
  FILES.push({
    id: "pdfkit-hk-limited-three-statements",
    producer: "pdfkit",
    language: "en",
    company: "Kwai Chung Container Repair Limited",
    currency: "HKD",
    scale: 1,
    scale_phrase: "HK$",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    keep: true,
    features: [
      "Hong Kong private company: statement of profit or loss (Other income and gains above the expenses, Profit from operations, bank interest income below), statement of financial position, statement of cash flows, HK$ without a scale",
    ],
    pages: [
      st(
        "income_statement",
        "Statement of Profit or Loss",
        take(
          [
            row("Revenue", v.rev, "revenue"),
            row("Cost of sales", neg(v.cogs), "cost_of_goods_sold", m1),
            row("Gross profit", v.gp, "gross_profit", b),
            row("Other income and gains", v.ooi),
            row("Selling and distribution expenses", neg(v.dist), "selling_general_administrative", m1),
            row("Administrative expenses", neg(adminAll), "selling_general_administrative", m1),
            row("Profit from operations", v.op, "operating_profit", b),
            row("Bank interest income", v.fin, "other_income"),
            row("Finance costs", neg(v.intx), "interest_expense", m1),
            row("Profit before taxation", v.pbt, "profit_before_tax", b),
            row("Income tax expense", neg(v.tax), "income_tax", m1),
            row("Profit for the year", v.np, "net_profit", b),
          ],
          2,
        ),
        { expect: Y3.slice(0, 2), lines: ["For the year ended 31 December 2025", "HK$"] },
      ),
      st(
        "balance_sheet",
        "Statement of Financial Position",
        take(
          [
            head("Non-current assets"),
            row("Property, plant and equipment", v.nfa, "net_fixed_assets", i1),
            row("Intangible assets", v.intang, "intangible_assets", i1),
            row("Right-of-use assets", v.onca, "other_non_current_assets", i1),
            row("Total non-current assets", v.tnca, "total_non_current_assets", b),
            head("Current assets"),
            row("Inventories", v.inv, "inventory", i1),
            row("Trade receivables", v.ar, "trade_receivables", i1),
            row("Deposits and prepayments", v.oca, "other_current_assets", i1),
            row("Bank balances and cash", v.cash, "cash", i1),
            row("Total current assets", v.tca, "total_current_assets", b),
            row("Total assets", v.ta, "total_assets", b),
            head("Current liabilities"),
            row("Trade payables", v.ap, "trade_payables", i1),
            row("Bank overdrafts", v.std, "short_term_debt", i1),
            row("Bank loans - current portion", v.cpltd, "current_portion_long_term_debt", i1),
            row("Accruals and other payables", v.accr, "other_current_liabilities", i1),
            row("Tax payable", v.ctax, "other_current_liabilities", i1),
            row("Total current liabilities", v.tcl, "total_current_liabilities", b),
            head("Non-current liabilities"),
            row("Bank loans - non-current portion", v.ltd, "long_term_debt", i1),
            row("Lease liabilities", v.lease, "other_non_current_liabilities", i1),
            row("Total non-current liabilities", v.tncl, "total_non_current_liabilities", b),
            row("Total liabilities", v.tl, "total_liabilities", b),
            head("Equity"),
            row("Share capital", v.shareCap, "share_capital", i1),
            row("Retained profits", v.re, "retained_earnings", i1),
            row("Total equity", v.te, "total_equity", b),
            row("Total equity and liabilities", v.tle, "total_liabilities_and_equity", b),
          ],
          2,
        ),
        { expect: Y3.slice(0, 2), lines: ["As at 31 December 2025", "HK$"] },
      ),
      st(
        "cashflow_statement",
        "Statement of Cash Flows",
        take(
          [
            head("Operating activities"),
            row("Profit for the year", v.np, null, i1),
            row("Depreciation", v.dep, null, i1),
            row("Changes in working capital", v.wc, null, i1),
            row("Net cash generated from operating activities", v.cfo, "net_cash_from_operating_activities", b),
            head("Investing activities"),
            row("Purchase of property, plant and equipment", neg(v.capex), "purchase_of_fixed_assets", i1),
            row("Net cash used in investing activities", v.cfi, "net_cash_from_investing_activities", b),
            head("Financing activities"),
            row("(Decrease) / increase in bank overdrafts", v.stdChange, null, i1),
            row("Repayment of bank loans", neg(v.repay), "repayment_of_borrowings", i1),
            row("Dividends paid", neg(v.div), "dividends_paid", i1),
            row("Net cash used in financing activities", v.cff, "net_cash_from_financing_activities", b),
            row("Net increase in cash and cash equivalents", v.dcash, "net_change_in_cash", b),
            row("Cash and cash equivalents at beginning of year", v.begin, "cash_at_beginning"),
            row("Cash and cash equivalents at end of year", v.cash, "cash_at_end", b),
          ],
          2,
        ),
        { expect: Y3.slice(0, 2), lines: ["For the year ended 31 December 2025", "HK$"] },
      ),
    ],
  });
}

// 8. Malaysian Sdn. Bhd.: an eight-page pack, the statements in the middle
{
  const v = model(0.83, { rev: [6_750_000, 6_300_000, 5_820_000], re: 1_130_000, rate: 0.24 });
  const company = "Klang Valley Warehousing Sdn. Bhd.";
  FILES.push({
    id: "chromium-my-sdn-bhd-audited-pack",
    producer: "chromium",
    language: "en",
    company,
    currency: "MYR",
    scale: 1,
    scale_phrase: "RM",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    keep: true,
    features: [
      "an eight-page pack as a customer sends it: cover letter (page 1), independent auditors' report (pages 2-3), statement of profit or loss, statement of financial position and statement of cash flows (pages 4-6), notes with a property, plant and equipment table and a borrowings table (pages 7-8); Malaysian private company, RM without a scale",
    ],
    pages: [
      {
        kind: "letter",
        lines: [
          company,
          "Lot 12, Jalan Perigi Nanas 6/1, Pulau Indah Industrial Park, 42920 Port Klang, Selangor",
          "",
          "9 March 2026",
          "",
          "The Credit Manager",
          "Straits Forwarding Services",
          "",
          "Dear Sir / Madam,",
          "Re: Application for a credit facility - audited financial statements for the year ended 31 December 2025",
          "As requested, we enclose a copy of our audited financial statements for the financial year ended 31 December 2025, together with the report of our auditors. We would be grateful if the trade credit limit on our account could be reviewed to RM 400,000.",
          "Please do not hesitate to contact the undersigned should you require any further information.",
          "Yours faithfully,",
          "",
          "Tan Mei Ling",
          "Finance Manager",
        ],
      },
      {
        kind: "text",
        title: "Independent Auditors' Report to the Members of Klang Valley Warehousing Sdn. Bhd.",
        paras: [
          "Report on the Audit of the Financial Statements",
          "Opinion. We have audited the financial statements of Klang Valley Warehousing Sdn. Bhd., which comprise the statement of financial position as at 31 December 2025, and the statement of profit or loss, statement of changes in equity and statement of cash flows of the Company for the financial year then ended, and notes to the financial statements, including material accounting policy information.",
          "In our opinion, the accompanying financial statements give a true and fair view of the financial position of the Company as at 31 December 2025, and of its financial performance and its cash flows for the financial year then ended in accordance with Malaysian Private Entities Reporting Standard and the requirements of the Companies Act 2016 in Malaysia.",
          "Basis for Opinion. We conducted our audit in accordance with approved standards on auditing in Malaysia and International Standards on Auditing. Our responsibilities under those standards are further described in the Auditors' Responsibilities for the Audit of the Financial Statements section of our report. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our opinion.",
          "Independence and Other Ethical Responsibilities. We are independent of the Company in accordance with the By-Laws (on Professional Ethics, Conduct and Practice) of the Malaysian Institute of Accountants, and we have fulfilled our other ethical responsibilities in accordance with the By-Laws.",
          "Information Other than the Financial Statements and Auditors' Report Thereon. The Directors of the Company are responsible for the other information. The other information comprises the Directors' Report but does not include the financial statements of the Company and our auditors' report thereon.",
        ],
      },
      {
        kind: "text",
        title: "Independent Auditors' Report (continued)",
        paras: [
          "Responsibilities of the Directors for the Financial Statements. The Directors of the Company are responsible for the preparation of financial statements that give a true and fair view, and for such internal control as the Directors determine is necessary to enable the preparation of financial statements that are free from material misstatement, whether due to fraud or error.",
          "Auditors' Responsibilities for the Audit of the Financial Statements. Our objectives are to obtain reasonable assurance about whether the financial statements as a whole are free from material misstatement, whether due to fraud or error, and to issue an auditors' report that includes our opinion.",
          "Other Matters. This report is made solely to the members of the Company, as a body, in accordance with Section 266 of the Companies Act 2016 in Malaysia and for no other purpose. We do not assume responsibility to any other person for the content of this report.",
          "Lim, Rahman & Associates PLT (AF 002187), Chartered Accountants",
          "Shah Alam, Selangor, 27 February 2026",
        ],
      },
      st(
        "income_statement",
        "Statement of Profit or Loss",
        take(
          [
            row("Revenue", v.rev, "revenue"),
            row("Cost of sales", neg(v.cogs), "cost_of_goods_sold", m1),
            row("Gross profit", v.gp, "gross_profit", b),
            row("Other operating income", v.ooi),
            row("Distribution expenses", neg(v.dist), "selling_general_administrative", m1),
            row("Administrative expenses", neg(v.admin), "selling_general_administrative", m1),
            row("Staff costs", neg(v.staff)),
            row("Depreciation", neg(v.dep), "depreciation_amortization", m1),
            row("Profit from operations", v.op, "operating_profit", b),
            row("Finance income", v.fin, "other_income"),
            row("Finance costs", neg(v.intx), "interest_expense", m1),
            row("Profit before tax", v.pbt, "profit_before_tax", b),
            row("Taxation", neg(v.tax), "income_tax", m1),
            row("Profit for the financial year", v.np, "net_profit", b),
          ],
          2,
        ),
        { expect: Y3.slice(0, 2), lines: ["For the financial year ended 31 December 2025", "RM"] },
      ),
      st(
        "balance_sheet",
        "Statement of Financial Position",
        take(
          [
            head("Non-current assets"),
            row("Property, plant and equipment", v.nfa, "net_fixed_assets", i1),
            row("Intangible assets", v.intang, "intangible_assets", i1),
            row("Right-of-use assets", v.onca, "other_non_current_assets", i1),
            row("Total non-current assets", v.tnca, "total_non_current_assets", b),
            head("Current assets"),
            row("Inventories", v.inv, "inventory", i1),
            row("Trade receivables", v.ar, "trade_receivables", i1),
            row("Other receivables, deposits and prepayments", v.oca, "other_current_assets", i1),
            row("Cash and bank balances", v.cash, "cash", i1),
            row("Total current assets", v.tca, "total_current_assets", b),
            row("Total assets", v.ta, "total_assets", b),
            head("Equity"),
            row("Share capital", v.shareCap, "share_capital", i1),
            row("Retained earnings", v.re, "retained_earnings", i1),
            row("Total equity", v.te, "total_equity", b),
            head("Non-current liabilities"),
            row("Borrowings", v.ltd, "long_term_debt", i1),
            row("Lease liabilities", v.lease, "other_non_current_liabilities", i1),
            row("Total non-current liabilities", v.tncl, "total_non_current_liabilities", b),
            head("Current liabilities"),
            row("Trade payables", v.ap, "trade_payables", i1),
            row("Bank overdraft", v.std, "short_term_debt", i1),
            row("Current portion of borrowings", v.cpltd, "current_portion_long_term_debt", i1),
            row("Other payables and accruals", v.accr, "other_current_liabilities", i1),
            row("Tax payable", v.ctax, "other_current_liabilities", i1),
            row("Total current liabilities", v.tcl, "total_current_liabilities", b),
            row("Total liabilities", v.tl, "total_liabilities", b),
            row("Total equity and liabilities", v.tle, "total_liabilities_and_equity", b),
          ],
          2,
        ),
        { expect: Y3.slice(0, 2), lines: ["As at 31 December 2025", "RM"] },
      ),
      st(
        "cashflow_statement",
        "Statement of Cash Flows",
        take(
          [
            head("Cash flows from operating activities"),
            row("Profit for the financial year", v.np, null, i1),
            row("Depreciation", v.dep, null, i1),
            row("Changes in working capital", v.wc, null, i1),
            row("Net cash from operating activities", v.cfo, "net_cash_from_operating_activities", b),
            head("Cash flows from investing activities"),
            row("Purchase of property, plant and equipment", neg(v.capex), "purchase_of_fixed_assets", i1),
            row("Net cash used in investing activities", v.cfi, "net_cash_from_investing_activities", b),
            head("Cash flows from financing activities"),
            row("Net change in bank overdraft", v.stdChange, null, i1),
            row("Repayment of borrowings", neg(v.repay), "repayment_of_borrowings", i1),
            row("Dividends paid", neg(v.div), "dividends_paid", i1),
            row("Net cash used in financing activities", v.cff, "net_cash_from_financing_activities", b),
            row("Net increase in cash and cash equivalents", v.dcash, "net_change_in_cash", b),
            row("Cash and cash equivalents at beginning of the financial year", v.begin, "cash_at_beginning"),
            row("Cash and cash equivalents at end of the financial year", v.cash, "cash_at_end", b),
          ],
          2,
        ),
        { expect: Y3.slice(0, 2), lines: ["For the financial year ended 31 December 2025", "RM"] },
      ),
      {
        kind: "text",
        title: "Notes to the Financial Statements - 31 December 2025",
        paras: [
          "1. Corporate information. The Company is a private limited liability company incorporated and domiciled in Malaysia. Its principal activities are warehousing, container freight station services and local distribution.",
          "2. Basis of preparation. The financial statements have been prepared in accordance with the Malaysian Private Entities Reporting Standard (MPERS) and the requirements of the Companies Act 2016 in Malaysia, on the historical cost basis, and are presented in Ringgit Malaysia (RM).",
          "3. Material accounting policies. Property, plant and equipment are stated at cost less accumulated depreciation and impairment losses. Depreciation is charged on the straight-line basis over the estimated useful lives: buildings 50 years, racking and handling equipment 5 to 10 years, motor vehicles 5 years.",
          "Inventories comprise packaging materials and spare parts and are stated at the lower of cost and net realisable value, cost being determined on the first-in, first-out basis.",
          "Revenue from warehousing services is recognised over the period of storage; revenue from handling and transport services is recognised when the service is rendered.",
        ],
      },
      {
        kind: "note",
        title: "Notes to the Financial Statements (continued)",
        paras: ["4. Property, plant and equipment (RM)"],
        table: {
          cols: ["Buildings", "Equipment", "Vehicles", "Total"],
          rows: (() => {
            const split = (x) => {
              const a = Math.round(x * 0.55);
              const c = Math.round(x * 0.15);
              return [a, x - a - c, c, x];
            };
            const open = split(v.nfa[1]);
            const addn = split(v.capex[0]);
            const dep = split(v.dep[0]);
            const close = open.map((x, i) => x + addn[i] - dep[i]);
            eq([close[3]], [v.nfa[0]], "my ppe note");
            return [
              ["Carrying amount at 1 January 2025", open],
              ["Additions", addn],
              ["Depreciation charge for the year", dep.map((x) => -x)],
              ["Carrying amount at 31 December 2025", close],
            ];
          })(),
        },
        after: [
          `5. Borrowings. The term loan from a licensed bank is secured by a charge over the Company's leasehold building and bears interest at 1.25% above the bank's base lending rate. It is repayable in equal annual instalments of RM ${fmtNum(v.repay[0], "paren", 0)}.`,
          "6. Dividends. A single-tier dividend was paid to the shareholders during the financial year.",
          "7. Date of authorisation for issue. The financial statements were authorised for issue by the Board of Directors on 27 February 2026.",
        ],
      },
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// the source PDFs (shared driver) and their HTML / groff / PDFKit pages
const tablesOf = (f) => f.pages.filter((p) => p.kind === "st");

function html(f) {
  const secs = f.pages.map((p) => {
    if (p.kind === "letter")
      return `<div class="letter">${p.lines.map((l, i) => (l ? `<p${i === 0 ? ' class="lh"' : ""}>${esc(l)}</p>` : "<br>")).join("")}</div>`;
    if (p.kind === "text")
      return `<h2>${esc(p.title)}</h2>${p.paras.map((t) => `<p class="para">${esc(t)}</p>`).join("")}`;
    if (p.kind === "note") {
      const t = p.table;
      const th = `<tr><th></th>${t.cols.map((c) => `<th class="n">${esc(c)}</th>`).join("")}</tr>`;
      const trs = t.rows
        .map(
          ([l, vals]) =>
            `<tr><td>${esc(l)}</td>${vals.map((x) => `<td class="n">${esc(x < 0 ? `(${fmtNum(x, "en", 0)})` : fmtNum(x, "en", 0))}</td>`).join("")}</tr>`,
        )
        .join("");
      return `<h2>${esc(p.title)}</h2>${p.paras.map((x) => `<p class="para">${esc(x)}</p>`).join("")}<table>${th}${trs}</table>${p.after.map((x) => `<p class="para">${esc(x)}</p>`).join("")}`;
    }
    const lines = (p.lines ?? []).map(esc).join("<br>");
    const after = (p.after ?? []).map((a) => `<p class="after">${esc(a)}</p>`).join("");
    return `<h1>${esc(f.company)}</h1><h2>${esc(p.title)}</h2><p class="sub">${lines}</p>${htmlTable(f, p)}${after}`;
  });
  const css = styleSheet({
    size: f.landscape ? "A4 landscape" : "A4",
    margin: f.landscape ? "16mm 20mm" : "20mm 18mm",
    fontSize: 10.5,
    h2: 12,
    subGap: 10,
    pad: "2px 5px",
    numWidth: f.cols.length === 3 ? 13 : 16,
    indent: 16,
    after: true,
    extra: [
      ".letter p { margin: 0 0 6px; font-size: 11pt; } .letter p.lh { font-weight: bold; font-size: 13pt; }",
      "p.para { text-align: justify; font-size: 10.5pt; line-height: 1.35; }",
    ],
  });
  return htmlDocument(f, css, secs.map((s) => `<section>${s}</section>`).join("\n"));
}

function groffSrc(f) {
  const pages = f.pages.map((p) => {
    let lines = groffTable(f, p, { lw: 3.5, cw: 1.25, block: true });
    if (f.big) lines = lines.map((l) => l.replace(".ps 10", ".ps 12"));
    const ts = lines.indexOf(".TS");
    const te = lines.indexOf(".TE");
    return [...lines.slice(0, ts), ".fi", ...lines.slice(ts, te + 1), ".nf", ...lines.slice(te + 1)];
  });
  const vs = f.big ? "16p" : "13p";
  return groffDocument([".ps 10", `.vs ${vs}`, ".ll 6.6i", ".po 0.8i", ".nf"], pages);
}

const pdfkit = (f, file) => pdfkitRender(f, file, tablesOf(f), { colWidth: () => 85 });

const batchOptions = {
  batch: BATCH,
  scans: [],
  tables: tablesOf,
  renderers: { html, groff: groffSrc, pdfkit },
  html: "HTML",
};

/** Runs makeBatch with process.argv set to `args` (the driver reads --check and --out from it). */
async function withArgs(args, o) {
  const saved = process.argv;
  process.argv = [saved[0], saved[1], ...args];
  try {
    await makeBatch(o);
  } finally {
    process.argv = saved;
  }
}

const CHECK = process.argv.includes("--check");
const KEPT = FILES.filter((f) => f.keep);
const TMP = FILES.filter((f) => !f.keep);
const sourceOf = (id) => {
  const f = FILES.find((x) => x.id === id);
  return { f, pdf: path.join(f.keep ? OUT : TMP_SOURCES, `${f.id}.pdf`) };
};

// ---------------------------------------------------------------------------------------------
// the scans: own image pipelines (ImageMagick), wrapped as image-only PDFs by img2pdf
const im = (args) => execFileSync(CONVERT, args, { stdio: ["ignore", "ignore", "inherit"], maxBuffer: 1 << 28 });
const size = (png) => execFileSync("identify", ["-format", "%w %h", png]).toString().trim().split(" ").map(Number);

/** Renders a PDF's pages to PNG at dpi (grey unless colour), returns the files in page order. */
function pages(pdf, dpi, work, tag, colour = false) {
  const prefix = path.join(work, tag);
  execFileSync("pdftoppm", ["-r", String(dpi), ...(colour ? [] : ["-gray"]), "-png", pdf, prefix]);
  return fs
    .readdirSync(work)
    .filter((x) => x.startsWith(`${tag}-`) && x.endsWith(".png"))
    .sort()
    .map((x) => path.join(work, x));
}

/** A phone photo: the page on a desk, keystone, light from the upper left, a shadow band, blur, JPEG 60. */
function phonePhoto(png, out, i) {
  const [w, h] = size(png);
  const m = 120;
  const W = w + 2 * m;
  const H = h + 2 * m;
  const tl = [m + 70 + i * 8, m + 45];
  const tr = [m + w - 45, m + 30 + i * 6];
  const bl = [m - 10, m + h - 20];
  const br = [m + w + 18, m + h - 4];
  const persp = [
    `${m},${m} ${tl.join(",")}`,
    `${m + w},${m} ${tr.join(",")}`,
    `${m},${m + h} ${bl.join(",")}`,
    `${m + w},${m + h} ${br.join(",")}`,
  ].join("  ");
  im([
    png,
    "-colorspace",
    "sRGB",
    "-fill",
    "#f7f2e6",
    "-opaque",
    "white",
    "-bordercolor",
    "#5b4632",
    "-border",
    `${m}x${m}`,
    "-virtual-pixel",
    "background",
    "-background",
    "#5b4632",
    "-distort",
    "Perspective",
    persp,
    "(",
    "-size",
    `${H}x${W}`,
    "gradient:#ffffff-#8c8c8c",
    "-rotate",
    "-90",
    ")",
    "-compose",
    "Multiply",
    "-composite",
    "(",
    "-size",
    `${W}x${H}`,
    "xc:white",
    "-fill",
    "#9a9a9a",
    "-draw",
    `polygon ${Math.round(W * 0.55)},0 ${Math.round(W * 0.75)},0 ${Math.round(W * 0.45)},${H} ${Math.round(W * 0.25)},${H}`,
    "-blur",
    "0x60",
    ")",
    "-compose",
    "Multiply",
    "-composite",
    "-blur",
    "0x0.9",
    "-density",
    "150",
    "-units",
    "PixelsPerInch",
    "-quality",
    "60",
    out,
  ]);
}

/** A fax: header line on top, 1-bit at 200 x 100 dpi (every second line), stretched back to 200 x 200. */
function fax(png, out, i, n) {
  const [w] = size(png);
  const header = `27.02.2026 11:42  +49 40 3287 1150  Steuerberatung Nordmann & Petersen  S.${String(i + 1).padStart(3, "0")}/${String(n).padStart(3, "0")}`;
  im([
    png,
    "-gravity",
    "North",
    "-background",
    "white",
    "-splice",
    "0x70",
    "-gravity",
    "South",
    "-chop",
    "0x70",
    "-gravity",
    "NorthWest",
    "-font",
    "DejaVu-Sans-Mono",
    "-pointsize",
    "22",
    "-fill",
    "black",
    "-annotate",
    "+40+16",
    header,
    "-gravity",
    "NorthWest",
    "-resize",
    "100%x50%!",
    "-threshold",
    "58%",
    "-sample",
    "100%x200%",
    "-fill",
    "black",
    "-draw",
    `line 0,${1210 + i * 300} ${Math.round(w * 0.3)},${1210 + i * 300}`,
    "-monochrome",
    "-density",
    "200",
    "-units",
    "PixelsPerInch",
    "-compress",
    "Group4",
    out,
  ]);
}

/** A photocopy of a photocopy: each pass lighter, skewed, speckled, with the copier's dark margins. */
function photocopy(png, out, i) {
  const [w, h] = size(png);
  // one pass of the copier: lighter print, the sheet skewed on the glass, the lid's dark margins
  // (strips of `edges` [left, right, bottom] pixels), speckle
  const pass = (src, dst, angle, level, speckle, edges) =>
    im([
      src,
      "+level",
      `${level}%,100%`,
      "-background",
      "#383838",
      "-rotate",
      String(angle),
      "-gravity",
      "Center",
      "-extent",
      `${w}x${h}`,
      "-gravity",
      "NorthWest",
      "-fill",
      "#363636",
      "-draw",
      `rectangle 0,0 ${edges[0]},${h}`,
      "-draw",
      `rectangle ${w - edges[1]},0 ${w},${h}`,
      "-draw",
      `rectangle 0,${h - edges[2]} ${w},${h}`,
      "-attenuate",
      String(speckle),
      "+noise",
      "Impulse",
      "-colorspace",
      "Gray",
      dst,
    ]);
  const mid = out.replace(/\.\w+$/, "-pass1.png");
  pass(png, mid, i % 2 ? -1.2 : 1.3, 20, 0.12, [26, 0, 0]);
  pass(mid, out.replace(/\.\w+$/, "-pass2.png"), i % 2 ? -1.3 : 1.2, 22, 0.14, [0, 18, 34]);
  im([
    out.replace(/\.\w+$/, "-pass2.png"),
    "-median",
    "1",
    "-density",
    "200",
    "-units",
    "PixelsPerInch",
    "-quality",
    "75",
    out,
  ]);
}

/** A plain scan: grey paper, slight noise, rotated by `angle` (180 = fed upside down, 90 = landscape as portrait). */
function plainScan(png, out, angle) {
  im([
    png,
    "-background",
    "white",
    "-rotate",
    String(angle),
    "+level",
    "4%,96%",
    "-attenuate",
    "0.4",
    "+noise",
    "Gaussian",
    "-colorspace",
    "Gray",
    "-density",
    "200",
    "-units",
    "PixelsPerInch",
    "-quality",
    "75",
    out,
  ]);
}

/** Two pages on one landscape sheet (scaled 0.71, 2-up), scanned at 200 dpi. */
function twoUp(pngs, out) {
  const [w, h] = size(pngs[0]);
  const W = 2339;
  const H = 1654;
  const pw = Math.round((W - 60) / 2);
  const ph = Math.round((pw * h) / w);
  im([
    "-size",
    `${W}x${H}`,
    "xc:white",
    "(",
    pngs[0],
    "-resize",
    `${pw}x${ph}!`,
    "-bordercolor",
    "#bbbbbb",
    "-border",
    "1",
    ")",
    "-geometry",
    `+20+${Math.round((H - ph) / 2)}`,
    "-composite",
    "(",
    pngs[1],
    "-resize",
    `${pw}x${ph}!`,
    "-bordercolor",
    "#bbbbbb",
    "-border",
    "1",
    ")",
    "-geometry",
    `+${W - pw - 22}+${Math.round((H - ph) / 2)}`,
    "-composite",
    "-background",
    "white",
    "-rotate",
    "0.4",
    "-gravity",
    "Center",
    "-extent",
    `${W}x${H}`,
    "-attenuate",
    "0.4",
    "+noise",
    "Gaussian",
    "-colorspace",
    "Gray",
    "-density",
    "200",
    "-units",
    "PixelsPerInch",
    "-quality",
    "75",
    out,
  ]);
}

/** A rubber stamp: `lines` in a box, red ink, rotated, multiplied onto the page at x, y. */
function stampArgs(lines, x, y, angle, colour = "#c4242b") {
  const text = lines.join("\n");
  return [
    "(",
    "-size",
    "820x230",
    "xc:white",
    "-fill",
    "none",
    "-stroke",
    colour,
    "-strokewidth",
    "9",
    "-draw",
    "roundrectangle 8,8 812,222 18,18",
    "-stroke",
    "none",
    "-fill",
    colour,
    "-font",
    "DejaVu-Sans-Bold",
    "-pointsize",
    "70",
    "-gravity",
    "Center",
    "-interline-spacing",
    "-8",
    "-annotate",
    "+0+0",
    text,
    "-background",
    "white",
    "-rotate",
    String(angle),
    "-blur",
    "0x0.8",
    ")",
    "-gravity",
    "NorthWest",
    "-geometry",
    `+${x}+${y}`,
    "-compose",
    "Multiply",
    "-composite",
    "-compose",
    "Over",
  ];
}

/** Amount words of a source page with their boxes (points), from pdftotext -bbox. */
function wordsOf(pdf, page) {
  const xml = execFileSync("pdftotext", ["-bbox", "-f", String(page), "-l", String(page), pdf, "-"]).toString();
  return [
    ...xml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]+)<\/word>/g),
  ].map((m) => ({ x0: +m[1], y0: +m[2], x1: +m[3], y1: +m[4], t: m[5] }));
}

/** Hand-drawn ticks (blue ballpoint) to the right of the given words, a little wobble each. */
function tickArgs(words, dpi) {
  const k = dpi / 72;
  const out = [];
  words.forEach((wd, j) => {
    const x = Math.round(wd.x1 * k) + 14 + (j % 3) * 3;
    const y = Math.round(((wd.y0 + wd.y1) / 2) * k);
    const a = [x, y - 2 + (j % 2)];
    const bb = [x + 9, y + 11];
    const c = [x + 30 + (j % 4) * 2, y - 20 - (j % 3) * 2];
    out.push(
      "-draw",
      `path 'M ${a.join(",")} Q ${a[0] + 4},${a[1] + 8} ${bb.join(",")} Q ${bb[0] + 8},${bb[1] - 16} ${c.join(",")}'`,
    );
  });
  return ["-fill", "none", "-stroke", "#1f3fa8", "-strokewidth", "4", ...out];
}

/** The scans of this batch: id, source, what was done, dpi, and the pipeline. */
const SCANS = [
  {
    id: "scan-phone-photo-uk-ltd",
    of: "chromium-uk-ltd-frs102",
    dpi: 150,
    what: "phone photo of the printed pages: page on a desk, perspective (keystone), light gradient, a shadow band, slight blur, colour JPEG quality 60",
    make: (src, work) =>
      pages(src, 150, work, "p").map((p, i) => {
        const o = path.join(work, `out-${i}.jpg`);
        phonePhoto(p, o, i);
        return o;
      }),
  },
  {
    id: "scan-fax-de-gmbh",
    of: "groff-de-gmbh-hgb-bilanz-guv",
    dpi: 200,
    what: "fax: 1-bit at 200 x 100 dpi (standard resolution) stretched back to 200 x 200, a fax header line (date, sender's number and name, page n/2) on top of each page, a short line of transmission noise, CCITT G4",
    make: (src, work) => {
      const ps = pages(src, 200, work, "p");
      return ps.map((p, i) => {
        const o = path.join(work, `out-${i}.tif`);
        fax(p, o, i, ps.length);
        return o;
      });
    },
  },
  {
    id: "scan-photocopy-us-inc",
    of: "pdfkit-us-inc-statements",
    dpi: 200,
    what: "photocopy of a photocopy: two passes, each lighter print, skew (2.5 degrees in all), speckle and the copier's dark margins, grey JPEG",
    make: (src, work) =>
      pages(src, 200, work, "p").map((p, i) => {
        const o = path.join(work, `out-${i}.jpg`);
        photocopy(p, o, i);
        return o;
      }),
  },
  {
    id: "scan-upside-down-de-konzern",
    of: "chromium-de-konzern-ifrs-teur",
    dpi: 200,
    what: "grey scan, the second page (Konzernbilanz) fed upside down (rotated 180.4 degrees), the first upright (0.3 degrees)",
    make: (src, work) =>
      pages(src, 200, work, "p").map((p, i) => {
        const o = path.join(work, `out-${i}.jpg`);
        plainScan(p, o, i === 1 ? 180.4 : 0.3);
        return o;
      }),
  },
  {
    id: "scan-landscape-as-portrait-au",
    of: "chromium-au-pty-three-years-landscape",
    dpi: 200,
    what: "landscape pages scanned as portrait: each page image rotated 90 degrees clockwise (text runs top to bottom), grey",
    make: (src, work) =>
      pages(src, 200, work, "p").map((p, i) => {
        const o = path.join(work, `out-${i}.jpg`);
        plainScan(p, o, 90.3);
        return o;
      }),
  },
  {
    id: "scan-2up-nz-limited",
    of: "groff-nz-limited-nzd-thousands",
    dpi: 200,
    what: "two pages per sheet (2-up): the balance sheet page left, the income statement page right, each scaled to 71%, one landscape sheet scanned at 200 dpi (about 140 dpi per page)",
    make: (src, work) => {
      const o = path.join(work, "out-0.jpg");
      twoUp(pages(src, 200, work, "p"), o);
      return [o];
    },
  },
  {
    id: "scan-stamp-ticks-hk-limited",
    of: "pdfkit-hk-limited-three-statements",
    dpi: 200,
    what: "colour scan with a red boxed RECEIVED 12 MAR 2026 stamp over the upper part of the first page and blue hand-drawn tick marks beside totals on every page",
    make: (src, work) =>
      pages(src, 200, work, "p", true).map((p, i) => {
        const o = path.join(work, `out-${i}.jpg`);
        const ticked = wordsOf(src, i + 1).filter(
          (wd, _j, all) =>
            /^\(?[\d,]+\)?$/.test(wd.t) &&
            wd.x1 > 480 &&
            all.some((o2) => Math.abs(o2.y0 - wd.y0) < 1.5 && /^(Total|Profit|Net|Gross)/.test(o2.t)),
        );
        im([
          p,
          ...(i === 0 ? stampArgs(["RECEIVED", "12 MAR 2026"], 760, 40, -7) : []),
          ...tickArgs(ticked, 200),
          "-attenuate",
          "0.3",
          "+noise",
          "Gaussian",
          "-density",
          "200",
          "-units",
          "PixelsPerInch",
          "-quality",
          "78",
          o,
        ]);
        return o;
      }),
  },
  {
    id: "scan-pack-my-sdn-bhd",
    of: "chromium-my-sdn-bhd-audited-pack",
    dpi: 150,
    what: "eight-page pack scanned in one batch at 150 dpi grey, small alternating skew, a boxed COPY stamp (grey in the grey scan) on the first page of the auditors' report",
    make: (src, work) =>
      pages(src, 150, work, "p").map((p, i) => {
        const o = path.join(work, `out-${i}.jpg`);
        im([
          p,
          ...(i === 1 ? stampArgs(["COPY"], 300, 1300, 12, "#b02a2a") : []),
          "-background",
          "white",
          "-rotate",
          String(i % 2 ? -0.45 : 0.35),
          "-attenuate",
          "0.35",
          "+noise",
          "Gaussian",
          "-colorspace",
          "Gray",
          "-density",
          "150",
          "-units",
          "PixelsPerInch",
          "-quality",
          "72",
          o,
        ]);
        return o;
      }),
  },
];

/** Checks a scan's JSON against the expected documents and the figures against its source's text. */
function checkScan(s) {
  const { f, pdf } = sourceOf(s.of);
  const text = execFileSync("pdftotext", ["-layout", pdf, "-"]).toString();
  const saved = JSON.parse(fs.readFileSync(path.join(OUT, `${s.id}.json`), "utf8"));
  const docs = documentsOf(f, tablesOf(f));
  const missing = [];
  let n = 0;
  if (saved.documents.length !== docs.length)
    missing.push(`${saved.documents.length} documents, ${docs.length} expected`);
  docs.forEach((d, di) => {
    for (const [k, val] of Object.entries(d.line_items)) {
      n++;
      if (saved.documents[di]?.line_items[k] !== val)
        missing.push(`${d.period} ${k}: JSON ${saved.documents[di]?.line_items[k]} != ${val}`);
      for (const p of d.parts[k]) {
        const str = fmtNum(p, f.conv, f.decimals);
        const re = new RegExp(`(^|[^0-9.,'])${str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^0-9])`, "m");
        if (!re.test(text)) missing.push(`${d.period} ${k} part ${str}`);
      }
    }
  });
  // image-only: the scan has no text layer
  const scanText = execFileSync("pdftotext", [path.join(OUT, `${s.id}.pdf`), "-"])
    .toString()
    .trim();
  if (scanText) missing.push("the scan has a text layer");
  const pdfPages = Number(
    /Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [path.join(OUT, `${s.id}.pdf`)]).toString())[1],
  );
  console.log(
    `${s.id}: ${pdfPages} pages, ${n} expected figures, ${missing.length} problems${missing.length ? `: ${missing.join("; ")}` : ""}`,
  );
  return { n, bad: missing.length, pdfPages };
}

// ---------------------------------------------------------------------------------------------
if (!CHECK) {
  await withArgs(["--out", OUT], { ...batchOptions, files: KEPT });
  fs.mkdirSync(TMP_SOURCES, { recursive: true });
  await withArgs(["--out", TMP_SOURCES], { ...batchOptions, files: TMP });
  for (const s of SCANS) {
    const { f, pdf } = sourceOf(s.of);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), `${BATCH}-${s.id}-`));
    const imgs = s.make(pdf, work);
    execFileSync("img2pdf", ["--output", path.join(OUT, `${s.id}.pdf`), ...imgs]);
    const producer = `scan (${s.what}; pdftoppm ${s.dpi} dpi, ImageMagick 6, img2pdf image-only PDF) of ${f.id}.pdf`;
    const json = batchJson(batchOptions, f, "scan", producer, {
      id: s.id,
      producer_id: "scan",
      features: [`image-only PDF (scan), ${s.what}`],
    });
    fs.writeFileSync(path.join(OUT, `${s.id}.json`), `${JSON.stringify(json, null, 2)}\n`);
    fs.rmSync(work, { recursive: true, force: true });
    console.log(`wrote ${s.id} (${imgs.length} pages)`);
  }
} else {
  await withArgs(["--check", "--out", OUT], { ...batchOptions, files: KEPT });
  const kept = process.exitCode;
  if (TMP.some((f) => !fs.existsSync(path.join(TMP_SOURCES, `${f.id}.pdf`)))) {
    fs.mkdirSync(TMP_SOURCES, { recursive: true });
    await withArgs(["--out", TMP_SOURCES], { ...batchOptions, files: TMP });
  }
  await withArgs(["--check", "--out", TMP_SOURCES], { ...batchOptions, files: TMP });
  const tmp = process.exitCode;
  let total = 0;
  let bad = 0;
  let pagesAll = 0;
  for (const s of SCANS) {
    const r = checkScan(s);
    total += r.n;
    bad += r.bad;
    pagesAll += r.pdfPages;
  }
  console.log(`scans: ${SCANS.length} files, ${pagesAll} pages, ${total} expected figures, ${bad} problems`);
  process.exitCode = kept || tmp || bad ? 1 : 0;
}
