// Builds blind batch 13 of the extraction corpus (test/fixtures/extraction-corpus/unseen13/) ONCE.
// Made BLIND to the reader: its maker read only src/contract/, /work/shared/spec/*.md,
// scripts/make-unseen12-corpus.mjs (structure, key conventions, producers, --check),
// scripts/extraction-corpus-model.mjs (scan() only) and earlier batches' JSONs (format and keys); not
// the reader, its docs, tests or scorer, and it did not run the reader, the scorer or vitest.
//
// Theme: whole documents as analysts receive them. The primary statements must be found among other
// pages: covers, prose with figures in sentences, five-year summaries, auditor's reports, notes whose
// tables look like statements (PP&E roll forward, borrowings maturity, segments, Anlagenspiegel), the
// parent company's own balance sheet after the group's, KPI pages, monthly and budget columns.
// Every table below (expected or not) is written here by hand; subtotals are computed here and the
// script throws unless each balance sheet balances (the cash line is the plug and must come out
// positive), each profit closes, retained earnings roll forward by the profit less dividends, and cash
// rolls forward in the cash flow (opening + change = closing = the balance sheet's cash). Only the
// model's scan() is reused.
//
// Files: 12 text PDFs (8 Chromium, 4 groff; see FILES) and 3 scans (one of a 20-page report, scanned
// whole); 4 German-language (a 20-page Geschäftsbericht, a GmbH Jahresabschluss, a Konzernabschluss
// with the parent's Einzelabschluss after it, a bilingual German/English statement), 8 English.
// Producers:
//   - chromium: Chromium headless --print-to-pdf of HTML written here (/usr/bin/chromium); A4 portrait,
//     A4 landscape (side-by-side page, management pack) and a two-column CSS page layout;
//   - groff: GNU groff (tbl, -Tps, preconv) then Ghostscript ps2pdf (Debian package ghostscript);
//   - scans: the model's scan() (pdftoppm 170-200 dpi grey, rotation, noise, JPEG, pdf-lib image PDF).
//
// Key conventions: those of batch 12's header (scripts/make-unseen12-corpus.mjs), with the project's
// definitions below overriding any earlier maker's where they differ:
//   - other_current_assets / other_non_current_assets / other_current_liabilities /
//     other_non_current_liabilities are the RESIDUAL of their section: every printed line of the
//     section that no named key takes (right-of-use assets, deferred tax, provisions, accruals, current
//     tax, lease liabilities, other receivables, Finanzanlagen, sonstige Vermögensgegenstände ...),
//     summed, so that the section's parts add up to its printed total;
//   - other_income is NON-operating income (finance income, sonstige Zinsen und ähnliche Erträge,
//     Erträge aus Beteiligungen; several lines summed). "Other operating income" / sonstige
//     betriebliche Erträge is not other_income (not expected);
//   - staff costs / Personalaufwand are never selling_general_administrative (not expected);
//   - UK "Creditors: amounts falling due after more than one year" = total_non_current_liabilities;
//     "Creditors: amounts falling due within one year" = total_current_liabilities;
//   - aktive Rechnungsabgrenzungsposten are not other_current_assets (left out);
//   - expenses positive (contract sign), cash outflows negative.
// Added in this batch:
//   - only the PRIMARY statements of the reporting entity (the group where there is one) are expected:
//     five-year summaries, highlights, KPI pages, note tables (PP&E roll forward, Anlagenspiegel,
//     borrowings maturity, segment tables, selected quarterly data) and the parent company's own
//     balance sheet / Einzelabschluss printed after the group's are NOT expected;
//   - period_type: the contract has only yearly and quarterly. Monthly columns, budget columns and
//     six-month interim columns are NOT expected; a management pack's "Year to date" column at the
//     fiscal year end (twelve months to 31 December 2025, labelled "YTD Dec-25 Actual") is expected
//     as yearly 2025-12-31; a quarterly pack's Q1-Q4 columns are quarterly (period = quarter end) and
//     its full-year column yearly; a half-year report's 30 June balance sheets are quarterly (as batch 12
//     treated a quarter-end balance sheet) and its 31 December comparative yearly; the half-year
//     report's "Year ended 31 December 2024" income statement column is yearly;
//   - HGB Bilanz (no current/non-current split of liabilities): Summe Anlagevermögen =
//     total_non_current_assets, Summe Umlaufvermögen = total_current_assets, Finanzanlagen =
//     other_non_current_assets (residual), sonstige Vermögensgegenstände = other_current_assets
//     (residual), Rückstellungen and Verbindlichkeiten gegenüber Kreditinstituten / sonstige
//     Verbindlichkeiten not expected, Verbindlichkeiten aus Lieferungen und Leistungen = trade_payables,
//     Gewinnvortrag / Jahresüberschuss printed separately: retained_earnings left out; HGB GuV
//     (Gesamtkostenverfahren): Aufwendungen für Roh-, Hilfs- und Betriebsstoffe = raw_materials,
//     Abschreibungen = depreciation_amortization, sonstige betriebliche Aufwendungen =
//     other_operating_expenses, Zinsen und ähnliche Aufwendungen = interest_expense, Steuern vom
//     Einkommen und vom Ertrag = income_tax, Jahresüberschuss = net_profit, Ergebnis vor Steuern
//     (where printed) = profit_before_tax;
//   - bilingual labels ("Umsatzerlöse / Revenue"): keys as for either language;
//   - UK small company: "Net current assets" / "Total assets less current liabilities" not expected;
//     "Called up share capital" = share_capital, "Profit and loss account" = retained_earnings,
//     "Cash at bank and in hand" = cash, "Debtors" (one line) = trade_receivables only where it is
//     printed as "Trade debtors";
//   - the company expected is the reporting entity's legal name as the cover/heading prints it.
//
// Usage: node scripts/make-unseen13-corpus.mjs          (writes PDFs and JSONs)
//        node scripts/make-unseen13-corpus.mjs --check  (every expected figure's printed part(s) in
//                                                        `pdftotext -layout`; JSONs match the rows)
//        --out DIR writes (or with --check checks) DIR instead of test/fixtures/extraction-corpus/unseen13.
// The rows, renderers, JSON writer and --check driver are scripts/corpus-own-statements.mjs's (shared
// with batches 11-13); this file keeps its statements, figures, conventions and what it prints its own way.
import {
  add,
  eq,
  esc,
  fmtNum,
  g,
  groffDocument,
  groffTable,
  head,
  htmlDocument,
  makeBatch,
  neg,
  plug,
  Q,
  r2,
  row,
  sc,
  sheetHtml,
  styleSheet,
  sub,
  Y,
} from "./corpus-own-statements.mjs";

// ---------------------------------------------------------------------------------------------
// statement builders (all figures computed and checked here)

/** An IFRS-style group: income statement, balance sheet and cash flow for two years, scaled by k. */
function ifrsGroup(k, o = {}) {
  const rev = sc([248_315, 231_904], k);
  const cos = sc([161_402, 152_118], k);
  const gp = sub(rev, cos);
  const dist = sc([21_306, 20_114], k);
  const adm = sc([30_918, 29_407], k);
  const ooi = sc([1_204, 986], k);
  const op = add(gp, neg(dist), neg(adm), ooi);
  const fi = sc([412, 298], k);
  const fc = sc([5_106, 5_618], k);
  const pbt = add(op, fi, neg(fc));
  const tax = pbt.map((x) => Math.round(x * 0.25));
  const np = sub(pbt, tax);
  const dep = sc([12_406, 11_918], k);
  // balance sheet 2025 | 2024
  const ppe = sc([96_418, 92_306], k);
  const rou = sc([12_305, 13_118], k);
  const intang = sc([41_200, 42_815], k);
  const dta = sc([2_104, 1_906], k);
  const tnca = add(ppe, rou, intang, dta);
  const inv = sc([38_917, 36_402], k);
  const tr = sc([44_306, 41_218], k);
  const orec = sc([6_118, 5_904], k);
  const tp = sc([29_406, 27_915], k);
  const accr = sc([14_218, 13_406], k);
  const ctax = sc([3_106, 2_815], k);
  const lc = sc([2_904, 2_806], k);
  const cpl = sc([8_000, 8_000], k);
  const tcl = add(tp, accr, ctax, lc, cpl);
  const ltd = sc([56_000, 64_000], k);
  const lnc = sc([10_118, 11_006], k);
  const dtl = sc([5_406, 5_118], k);
  const prov = sc([2_315, 2_104], k);
  const tncl = add(ltd, lnc, dtl, prov);
  const tl = add(tcl, tncl);
  const shc = sc([12_500, 12_500], k);
  const shp = sc([18_400, 18_400], k);
  const div = sc([9_000, 8_500], k);
  const re = [0, Math.round(78_000 * k)];
  re[0] = re[1] + np[0] - div[0];
  const te = add(shc, shp, re);
  const tle = add(tl, te);
  const cash = plug(tle, [tnca, inv, tr, orec], `${o.what} cash`);
  const tca = add(inv, tr, orec, cash);
  const ta = add(tnca, tca);
  eq(ta, tle, `${o.what} balance`);
  // cash flow: working capital is the plug that rolls cash forward
  const cashPrior = Math.round(cash[1] * 0.82);
  const begin = [cash[1], cashPrior];
  const netChange = sub(cash, begin);
  const intPaid = neg(fc);
  const taxPaid = neg(sc([18_106, 16_904], k));
  const capex = neg(sc([16_518, 14_206], k));
  const disp = sc([406, 318], k);
  const netInv = add(capex, disp, fi);
  const newLoans = [0, Math.round(10_000 * k)];
  const repay = neg(cpl);
  const leasePay = neg(sc([2_806, 2_700], k));
  const divPaid = neg(div);
  const netFin = add(newLoans, repay, leasePay, divPaid);
  const netOp = sub(netChange, add(netInv, netFin));
  const wc = sub(netOp, add(pbt, dep, sub(fc, fi), intPaid, taxPaid));
  const cgo = add(pbt, dep, sub(fc, fi), wc);
  eq(add(cgo, intPaid, taxPaid), netOp, `${o.what} operating`);
  eq(add(begin, add(netOp, netInv, netFin)), cash, `${o.what} cash roll`);
  const x = o.exp === "pos" ? 1 : -1; // expenses printed positive or in parentheses
  const L = { rev: "Revenue", ...o.labels };
  return {
    np,
    rev,
    pbt,
    ppe,
    cash,
    ltd,
    cpl,
    te,
    ta,
    op,
    is: [
      row(L.rev, rev, "revenue", { b: true }),
      row("Cost of sales", sc(cos, x), "cost_of_goods_sold", { s: x }),
      row("Gross profit", gp, "gross_profit", { b: true }),
      row("Distribution costs", sc(dist, x), "selling_general_administrative", { s: x }),
      row("Administrative expenses", sc(adm, x), "selling_general_administrative", { s: x }),
      row("Other operating income", ooi),
      row("Operating profit", op, "operating_profit", { b: true }),
      row("Finance income", fi, "other_income"),
      row("Finance costs", sc(fc, x), "interest_expense", { s: x }),
      row("Profit before tax", pbt, "profit_before_tax", { b: true }),
      row("Income tax expense", sc(tax, x), "income_tax", { s: x }),
      row("Profit for the year", np, "net_profit", { b: true }),
    ],
    bs: [
      head("Non-current assets"),
      row("Property, plant and equipment", ppe, "net_fixed_assets", { i: 1 }),
      row("Right-of-use assets", rou, "other_non_current_assets", { i: 1 }),
      row("Intangible assets", intang, "intangible_assets", { i: 1 }),
      row("Deferred tax assets", dta, "other_non_current_assets", { i: 1 }),
      row("Total non-current assets", tnca, "total_non_current_assets", { b: true }),
      head("Current assets"),
      row("Inventories", inv, "inventory", { i: 1 }),
      row("Trade receivables", tr, "trade_receivables", { i: 1 }),
      row("Other receivables and prepayments", orec, "other_current_assets", { i: 1 }),
      row("Cash and cash equivalents", cash, "cash", { i: 1 }),
      row("Total current assets", tca, "total_current_assets", { b: true }),
      row("Total assets", ta, "total_assets", { b: true }),
      head("Current liabilities"),
      row("Trade payables", tp, "trade_payables", { i: 1 }),
      row("Accruals and other payables", accr, "other_current_liabilities", { i: 1 }),
      row("Current tax liabilities", ctax, "other_current_liabilities", { i: 1 }),
      row("Lease liabilities", lc, "other_current_liabilities", { i: 1 }),
      row("Bank loans", cpl, "current_portion_long_term_debt", { i: 1 }),
      row("Total current liabilities", tcl, "total_current_liabilities", { b: true }),
      head("Non-current liabilities"),
      row("Bank loans", ltd, "long_term_debt", { i: 1 }),
      row("Lease liabilities", lnc, "other_non_current_liabilities", { i: 1 }),
      row("Deferred tax liabilities", dtl, "other_non_current_liabilities", { i: 1 }),
      row("Provisions", prov, "other_non_current_liabilities", { i: 1 }),
      row("Total non-current liabilities", tncl, "total_non_current_liabilities", { b: true }),
      row("Total liabilities", tl, "total_liabilities", { b: true }),
      row("Net assets", sub(ta, tl), null, { b: true }),
      head("Equity"),
      row("Share capital", shc, "share_capital", { i: 1 }),
      row("Share premium", shp, null, { i: 1 }),
      row("Retained earnings", re, "retained_earnings", { i: 1 }),
      row("Total equity", te, "total_equity", { b: true }),
    ],
    cf: [
      head("Cash flows from operating activities"),
      row("Profit before tax", pbt, null, { i: 1 }),
      row("Depreciation and amortisation", dep, null, { i: 1 }),
      row("Net finance costs", sub(fc, fi), null, { i: 1 }),
      row("Movement in working capital", wc, null, { i: 1 }),
      row("Cash generated from operations", cgo, null, { b: true }),
      row("Interest paid", intPaid, null, { i: 1 }),
      row("Income taxes paid", taxPaid, null, { i: 1 }),
      row("Net cash from operating activities", netOp, "net_cash_from_operating_activities", { b: true }),
      head("Cash flows from investing activities"),
      row("Purchase of property, plant and equipment", capex, "purchase_of_fixed_assets", { i: 1 }),
      row("Proceeds from disposal of property, plant and equipment", disp, null, { i: 1 }),
      row("Interest received", fi, null, { i: 1 }),
      row("Net cash used in investing activities", netInv, "net_cash_from_investing_activities", { b: true }),
      head("Cash flows from financing activities"),
      row("New bank loans", newLoans, null, { i: 1 }),
      row("Repayment of bank loans", repay, "repayment_of_borrowings", { i: 1 }),
      row("Payment of lease liabilities", leasePay, null, { i: 1 }),
      row("Dividends paid", divPaid, "dividends_paid", { i: 1 }),
      row("Net cash used in financing activities", netFin, "net_cash_from_financing_activities", { b: true }),
      row("Net increase in cash and cash equivalents", netChange, "net_change_in_cash", { b: true }),
      row("Cash and cash equivalents at beginning of year", begin, "cash_at_beginning"),
      row("Cash and cash equivalents at end of year", cash, "cash_at_end", { b: true }),
    ],
    // decoy note tables
    ppeNote: (() => {
      const costOpen = sc([148_206, 139_915], k);
      const add1 = sc([16_518, 14_206], k);
      const dispC = sc([3_104, 2_406], k);
      const costClose = sub(add(costOpen, add1), dispC);
      const dep1 = sub(costClose, ppe);
      return [
        head("Cost"),
        row("At 1 January", costOpen, null, { i: 1 }),
        row("Additions", add1, null, { i: 1 }),
        row("Disposals", neg(dispC), null, { i: 1 }),
        row("At 31 December", costClose, null, { b: true }),
        head("Accumulated depreciation"),
        row("At 31 December", dep1, null, { b: true }),
        row("Net book value at 31 December", ppe, null, { b: true }),
      ];
    })(),
    debtNote: [
      row("Within one year", cpl),
      row("Between one and two years", sc([16_000, 8_000], k)),
      row("Between two and five years", sc([40_000, 56_000], k)),
      row("Total bank loans", add(cpl, ltd), null, { b: true }),
    ],
    segNote: (() => {
      const a = sc([142_106, 131_918], k);
      const b = sub(rev, a);
      const pa = sc([18_906, 17_204], k);
      const pb = sub(op, pa);
      return [
        head("Revenue"),
        row("Industrial", a, null, { i: 1 }),
        row("Consumer", b, null, { i: 1 }),
        row("Total revenue", rev, null, { b: true }),
        head("Segment operating profit"),
        row("Industrial", pa, null, { i: 1 }),
        row("Consumer", pb, null, { i: 1 }),
        row("Operating profit", op, null, { b: true }),
      ];
    })(),
  };
}

/** An HGB Bilanz (Aktiva, Passiva) and GuV (Gesamtkostenverfahren), two years, scaled by k. */
function hgb(k, o = {}) {
  const m = (v) => sc(v, k);
  const d = o.decimals ? (v) => r2(v.map((x) => x + 0.37)) : (v) => v;
  const umsatz = d(m([84_306, 79_118]));
  const soE = m([1_406, 1_118]);
  const rhb = d(m([38_915, 36_204]));
  const bezL = m([4_106, 3_918]);
  const pers = d(m([22_418, 21_306]));
  const abschr = m([3_806, 3_604]);
  const soA = d(m([7_215, 6_906]));
  const zinsE = m([118, 86]);
  const zinsA = m([1_204, 1_306]);
  const evst = r2(add(umsatz, soE, neg(rhb), neg(bezL), neg(pers), neg(abschr), neg(soA), zinsE, neg(zinsA)));
  const st = r2(evst.map((x) => Math.round(x * 0.3)));
  const ena = r2(sub(evst, st));
  const sonstSt = m([46, 42]);
  const jue = r2(sub(ena, sonstSt));
  // Bilanz
  const immat = m([2_106, 2_418]);
  const sach = d(m([31_406, 30_118]));
  const fin = m([1_500, 1_500]);
  const av = r2(add(immat, sach, fin));
  const vorr = d(m([12_918, 12_306]));
  const ford = d(m([10_406, 9_815]));
  const svg = m([1_118, 1_006]);
  const rap = m([214, 198]);
  const gez = m([5_000, 5_000]);
  const kapr = m([3_000, 3_000]);
  // Gewinnvortrag of this year = last year's Gewinnvortrag + last year's Jahresüberschuss - Ausschüttung
  const ausPrior = m([1_500])[0];
  const gv = [0, m([20_000])[0]];
  gv[0] = r2([gv[1] + jue[1] - ausPrior])[0];
  const ek = r2(add(gez, kapr, gv, jue));
  const rst = m([3_918, 3_606]);
  const vkb = m([14_000, 15_500]);
  const vll = d(m([6_815, 6_406]));
  const sv = m([2_306, 2_118]);
  const verb = r2(add(vkb, vll, sv));
  const prap = m([112, 96]);
  const sp = r2(add(ek, rst, verb, prap));
  const kasse = plug(sp, [av, vorr, ford, svg, rap], `${o.what} Kasse`);
  const uv = r2(add(vorr, ford, svg, kasse));
  const sa = r2(add(av, uv, rap));
  eq(sa, sp, `${o.what} Bilanz`);
  return {
    jue,
    umsatz,
    sach,
    kasse,
    sa,
    aktiva: [
      head("A. Anlagevermögen"),
      row("I. Immaterielle Vermögensgegenstände", immat, "intangible_assets", { i: 1 }),
      row("II. Sachanlagen", sach, "net_fixed_assets", { i: 1 }),
      row("III. Finanzanlagen", fin, "other_non_current_assets", { i: 1 }),
      row("Summe Anlagevermögen", av, "total_non_current_assets", { b: true }),
      head("B. Umlaufvermögen"),
      row("I. Vorräte", vorr, "inventory", { i: 1 }),
      row("II. Forderungen aus Lieferungen und Leistungen", ford, "trade_receivables", { i: 1 }),
      row("III. Sonstige Vermögensgegenstände", svg, "other_current_assets", { i: 1 }),
      row("IV. Kassenbestand, Guthaben bei Kreditinstituten", kasse, "cash", { i: 1 }),
      row("Summe Umlaufvermögen", uv, "total_current_assets", { b: true }),
      row("C. Rechnungsabgrenzungsposten", rap),
      row("Summe Aktiva", sa, "total_assets", { b: true }),
    ],
    passiva: [
      head("A. Eigenkapital"),
      row("I. Gezeichnetes Kapital", gez, "share_capital", { i: 1 }),
      row("II. Kapitalrücklage", kapr, null, { i: 1 }),
      row("III. Gewinnvortrag", gv, null, { i: 1 }),
      row("IV. Jahresüberschuss", jue, null, { i: 1 }),
      row("Summe Eigenkapital", ek, "total_equity", { b: true }),
      row("B. Rückstellungen", rst),
      head("C. Verbindlichkeiten"),
      row("1. Verbindlichkeiten gegenüber Kreditinstituten", vkb, null, { i: 1 }),
      row("2. Verbindlichkeiten aus Lieferungen und Leistungen", vll, "trade_payables", { i: 1 }),
      row("3. Sonstige Verbindlichkeiten", sv, null, { i: 1 }),
      row("Summe Verbindlichkeiten", verb, null, { b: true }),
      row("D. Rechnungsabgrenzungsposten", prap),
      row("Summe Passiva", sp, "total_liabilities_and_equity", { b: true }),
    ],
    guv: [
      row("1. Umsatzerlöse", umsatz, "revenue"),
      row("2. Sonstige betriebliche Erträge", soE),
      head("3. Materialaufwand"),
      row("a) Aufwendungen für Roh-, Hilfs- und Betriebsstoffe", rhb, "raw_materials", { i: 1 }),
      row("b) Aufwendungen für bezogene Leistungen", bezL, null, { i: 1 }),
      row("4. Personalaufwand", pers),
      row(
        "5. Abschreibungen auf Sachanlagen und immaterielle Vermögensgegenstände",
        abschr,
        "depreciation_amortization",
      ),
      row("6. Sonstige betriebliche Aufwendungen", soA, "other_operating_expenses"),
      row("7. Sonstige Zinsen und ähnliche Erträge", zinsE, "other_income"),
      row("8. Zinsen und ähnliche Aufwendungen", zinsA, "interest_expense"),
      row("9. Steuern vom Einkommen und vom Ertrag", st, "income_tax"),
      row("10. Ergebnis nach Steuern", ena, null, { b: true }),
      row("11. Sonstige Steuern", sonstSt),
      row("12. Jahresüberschuss", jue, "net_profit", { b: true }),
    ],
    anlagenspiegel: (() => {
      const ak = m([58_406, 54_118]);
      const zug = m([5_204, 4_288]);
      const abg = m([906, 0]);
      const akEnd = sub(add(ak, zug), abg);
      const kum = r2(sub(akEnd, av));
      return [
        row("Anschaffungskosten 1. Januar", ak),
        row("Zugänge", zug),
        row("Abgänge", neg(abg)),
        row("Anschaffungskosten 31. Dezember", akEnd, null, { b: true }),
        row("Kumulierte Abschreibungen", neg(kum)),
        row("Buchwert 31. Dezember", av, null, { b: true }),
      ];
    })(),
  };
}

// ---------------------------------------------------------------------------------------------
// The files: each is a list of pages (sections); a section is a cover, prose or a table ("st").
// A table is expected only where it carries `expect`.
const FILES = [];
const cover = (lines) => ({ kind: "cover", lines });
const prose = (title, paras) => ({ kind: "prose", title, paras });
const st = (type, title, rows, o = {}) => ({ kind: "st", type, title, rows, ...o });

// 1. UK plc annual report, ~18 pages: the group statements among notes that look like statements (chromium)
{
  const g = ifrsGroup(1, { what: "uk plc" });
  const co = (() => {
    const inv = [84_500, 84_500];
    const owed = [21_406, 18_915];
    const accr = [1_204, 1_118];
    const shc = [12_500, 12_500];
    const shp = [18_400, 18_400];
    const re = [0, 80_000];
    re[0] = re[1] + 9_300 - 9_000;
    const te = add(shc, shp, re);
    const tle = add(accr, te);
    const cashC = plug(tle, [inv, owed], "uk company cash");
    return [
      head("Non-current assets"),
      row("Investments in subsidiaries", inv, null, { i: 1 }),
      head("Current assets"),
      row("Amounts owed by group undertakings", owed, null, { i: 1 }),
      row("Cash and cash equivalents", cashC, null, { i: 1 }),
      row("Total assets", add(inv, owed, cashC), null, { b: true }),
      head("Current liabilities"),
      row("Accruals", accr, null, { i: 1 }),
      row("Net assets", sub(add(inv, owed, cashC), accr), null, { b: true }),
      head("Equity"),
      row("Share capital", shc, null, { i: 1 }),
      row("Share premium", shp, null, { i: 1 }),
      row("Retained earnings", re, null, { i: 1 }),
      row("Total equity", te, null, { b: true }),
    ];
  })();
  const f5 = (x) => fmtNum(x, "paren", 0);
  FILES.push({
    id: "chromium-uk-plc-annual-report",
    producer: "chromium",
    language: "en",
    company: "Halberton Engineering plc",
    currency: "GBP",
    scale: 1000,
    scale_phrase: "£000",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      "a whole UK plc annual report (17 pages): cover, highlights, chair's statement and strategic report prose with figures in sentences, a five-year summary (revenue, operating profit, profit for five years), directors' report, independent auditor's report dated 6 March 2026",
      "primary group statements on their own pages (consolidated income statement, balance sheet, cash flow statement; 2025 and 2024) are expected",
      "decoys not expected: five-year summary, note tables (property, plant and equipment roll forward, bank loans maturity, segment revenue and profit) and the Company (parent) balance sheet printed after the group's",
      "expenses in parentheses; distribution costs + administrative expenses = SG&A; other operating income not expected; finance income = other_income",
      "residual others: right-of-use assets + deferred tax assets; other receivables; accruals + current tax + lease liabilities; lease liabilities + deferred tax + provisions",
    ],
    pages: [
      cover([
        "Halberton Engineering plc",
        "Annual Report and Accounts 2025",
        "Registered in England and Wales No. 04418265",
      ]),
      prose("Highlights", [
        `Revenue up ${(((g.rev[0] - g.rev[1]) / g.rev[1]) * 100).toFixed(1)}% to £${(g.rev[0] / 1000).toFixed(1)} million (2024: £${(g.rev[1] / 1000).toFixed(1)} million).`,
        `Operating profit of £${(g.op[0] / 1000).toFixed(1)} million and profit before tax of £${(g.pbt[0] / 1000).toFixed(1)} million.`,
        "Final dividend of 7.2 pence per share proposed.",
      ]),
      prose("Chair's statement", [
        `2025 was a year of steady progress for the Group. Revenue grew to £${f5(g.rev[0])} thousand and profit for the year reached £${f5(g.np[0])} thousand, against £${f5(g.np[1])} thousand a year earlier.`,
        `We invested £16.5 million in property, plant and equipment and repaid £${f5(g.cpl[0])} thousand of bank loans, ending the year with cash of £${f5(g.cash[0])} thousand.`,
        "The Board thanks our employees for their commitment during the year.",
      ]),
      prose("Strategic report", [
        "The Group designs and manufactures precision components for industrial and consumer markets from four sites in the United Kingdom.",
        "Principal risks include the cost of energy and raw materials, customer concentration in the Industrial segment and the availability of skilled engineers.",
        `Net debt at the year end, being bank loans of £${f5(g.ltd[0] + g.cpl[0])} thousand less cash, remained within the Board's target range.`,
      ]),
      st(
        "five_year",
        "Five-year summary",
        [
          row("Revenue", [248_315, 231_904, 214_518, 198_706, 187_215]),
          row("Operating profit", [g.op[0], g.op[1], 21_906, 19_418, 17_804]),
          row("Profit for the year", [g.np[0], g.np[1], 12_815, 11_306, 10_118]),
          row("Dividend per share (pence)", [72, 68, 64, 60, 56]),
        ],
        { cols: ["2025", "2024", "2023", "2022", "2021"] },
      ),
      prose("Directors' report", [
        "The directors present their report and the audited financial statements for the year ended 31 December 2025.",
        "The directors recommend a final dividend of 7.2 pence per share, payable on 22 May 2026.",
        "So far as each director is aware, there is no relevant audit information of which the Company's auditor is unaware.",
      ]),
      prose("Independent auditor's report to the members of Halberton Engineering plc", [
        "Opinion: we have audited the financial statements of Halberton Engineering plc (the 'Parent Company') and its subsidiaries (the 'Group') for the year ended 31 December 2025.",
        "In our opinion the financial statements give a true and fair view of the state of the Group's and of the Parent Company's affairs as at 31 December 2025 and of the Group's profit for the year then ended.",
        "Rowan Fairley (Senior Statutory Auditor), for and on behalf of Fairley Marsh LLP, Statutory Auditor, Bristol, 6 March 2026",
      ]),
      st("income_statement", "Consolidated income statement for the year ended 31 December 2025", g.is, {
        expect: [Y("2025-12-31"), Y("2024-12-31")],
      }),
      st("balance_sheet", "Consolidated balance sheet at 31 December 2025", g.bs, {
        expect: [Y("2025-12-31"), Y("2024-12-31")],
      }),
      st("cashflow_statement", "Consolidated cash flow statement for the year ended 31 December 2025", g.cf, {
        expect: [Y("2025-12-31"), Y("2024-12-31")],
      }),
      prose("Notes to the financial statements", [
        "1. Basis of preparation. The financial statements have been prepared in accordance with UK-adopted international accounting standards.",
        "2. Revenue is recognised when control of goods passes to the customer, normally on dispatch.",
      ]),
      st("note", "3. Segment information", g.segNote),
      st("note", "12. Property, plant and equipment", g.ppeNote),
      st("note", "18. Bank loans: maturity", g.debtNote),
      prose("Notes (continued)", [
        "24. Related party transactions. There were no transactions with related parties other than remuneration of key management personnel.",
        "25. Events after the reporting period. There were no material events after 31 December 2025.",
      ]),
      st("company", "Company balance sheet at 31 December 2025", co),
      prose("Notes to the Company balance sheet", [
        "The Company has taken advantage of the exemption in section 408 of the Companies Act 2006 not to present its own income statement. The Company's profit for the year was £9,300 thousand.",
      ]),
    ],
  });
}

// 2. German Geschäftsbericht, 20 pages, statements on pages 12-15 (groff; scanned whole) -------------
{
  const h = hgb(1.4, { what: "geschaeftsbericht" });
  const lorem = (n) =>
    Array.from(
      { length: n },
      (_, i) =>
        `Abschnitt ${i + 1}: Die Gesellschaft hat im Berichtsjahr ihre Fertigung am Standort weiter modernisiert und die Zusammenarbeit mit Kunden in der Medizintechnik und im Maschinenbau ausgebaut. Die Auftragslage war über das gesamte Jahr stabil.`,
    );
  const pages = [
    cover(["Lindenau Präzisionsteile GmbH", "Geschäftsbericht 2025", "Lindenau an der Mulde"]),
    prose("Inhalt", [
      "Brief der Geschäftsführung 3 - Lagebericht 5 - Bilanz 12 - Gewinn- und Verlustrechnung 14 - Kapitalflussrechnung 15 - Anhang 16 - Bestätigungsvermerk 20",
    ]),
    prose("Brief der Geschäftsführung", [
      `Sehr geehrte Damen und Herren, die Umsatzerlöse stiegen im Geschäftsjahr 2025 auf ${fmtNum(h.umsatz[0], "de", 0)} TEUR (Vorjahr ${fmtNum(h.umsatz[1], "de", 0)} TEUR).`,
      `Der Jahresüberschuss beträgt ${fmtNum(h.jue[0], "de", 0)} TEUR.`,
    ]),
    prose("Brief der Geschäftsführung (Fortsetzung)", lorem(3)),
  ];
  for (let p = 5; p <= 11; p++) pages.push(prose(`Lagebericht (Seite ${p - 4})`, lorem(p === 8 ? 2 : 4)));
  pages.splice(
    8,
    1,
    st(
      "kennzahlen",
      "Lagebericht: Fünfjahresübersicht",
      [
        row("Umsatzerlöse", [h.umsatz[0], h.umsatz[1], 103_406, 98_118, 91_506]),
        row("Jahresüberschuss", [h.jue[0], h.jue[1], 6_118, 5_406, 4_918]),
        row("Mitarbeiter (Anzahl)", [412, 398, 385, 371, 360]),
      ],
      { cols: ["2025", "2024", "2023", "2022", "2021"] },
    ),
  );
  const e = [Y("2025-12-31"), Y("2024-12-31")];
  // cash flow (Kapitalflussrechnung, DRS 21), cash rolls forward to the Bilanz's Kasse
  const kBegin = [h.kasse[1], Math.round(h.kasse[1] * 0.9)];
  const kChange = sub(h.kasse, kBegin);
  const inv = neg([7_286, 6_004]);
  const tilg = neg([2_100, 2_100]);
  const aus = neg([2_100, 1_900]);
  const fin = add(tilg, aus);
  const lfd = sub(kChange, add(inv, fin));
  const kfr = [
    row("Jahresüberschuss", h.jue),
    row("Abschreibungen auf Gegenstände des Anlagevermögens", [5_328, 5_046]),
    row("Sonstige Veränderungen (saldiert)", sub(lfd, add(h.jue, [5_328, 5_046]))),
    row("Cashflow aus laufender Geschäftstätigkeit", lfd, "net_cash_from_operating_activities", { b: true }),
    row("Auszahlungen für Investitionen in das Sachanlagevermögen", inv, "purchase_of_fixed_assets"),
    row("Cashflow aus der Investitionstätigkeit", inv, "net_cash_from_investing_activities", { b: true }),
    row("Auszahlungen für die Tilgung von Finanzkrediten", tilg, "repayment_of_borrowings"),
    row("Gezahlte Dividenden an Gesellschafter", aus, "dividends_paid"),
    row("Cashflow aus der Finanzierungstätigkeit", fin, "net_cash_from_financing_activities", { b: true }),
    row("Zahlungswirksame Veränderung des Finanzmittelfonds", kChange, "net_change_in_cash", { b: true }),
    row("Finanzmittelfonds am Anfang der Periode", kBegin, "cash_at_beginning"),
    row("Finanzmittelfonds am Ende der Periode", h.kasse, "cash_at_end", { b: true }),
  ];
  eq(add(kBegin, lfd, inv, fin), h.kasse, "geschaeftsbericht Finanzmittelfonds");
  pages.push(
    st("balance_sheet", "Bilanz zum 31. Dezember 2025 - Aktiva", h.aktiva, { expect: e }),
    st("balance_sheet", "Bilanz zum 31. Dezember 2025 - Passiva", h.passiva, { expect: e, same: "balance_sheet" }),
    st("income_statement", "Gewinn- und Verlustrechnung für die Zeit vom 1. Januar bis 31. Dezember 2025", h.guv, {
      expect: e,
      cols: ["2025", "2024"],
    }),
    st("cashflow_statement", "Kapitalflussrechnung 2025", kfr, { expect: e, cols: ["2025", "2024"] }),
    prose("Anhang", [
      "1. Allgemeine Angaben. Der Jahresabschluss wurde nach den Vorschriften des Handelsgesetzbuches und des GmbH-Gesetzes aufgestellt. Die Gewinn- und Verlustrechnung ist nach dem Gesamtkostenverfahren gegliedert.",
      "2. Bilanzierungs- und Bewertungsmethoden. Sachanlagen werden zu Anschaffungskosten vermindert um planmäßige Abschreibungen bewertet.",
    ]),
    st("anlagenspiegel", "Anhang: Anlagenspiegel (Anlagevermögen gesamt)", h.anlagenspiegel),
    prose("Anhang (Fortsetzung)", lorem(3)),
    prose("Anhang (Fortsetzung)", [
      "Die Gesellschaft beschäftigte im Jahresdurchschnitt 405 Mitarbeiter. Geschäftsführer: Dr. Katrin Vogelsang, Thomas Ebert.",
    ]),
    prose("Bestätigungsvermerk des unabhängigen Abschlussprüfers", [
      "An die Lindenau Präzisionsteile GmbH: Wir haben den Jahresabschluss der Lindenau Präzisionsteile GmbH - bestehend aus der Bilanz zum 31. Dezember 2025 und der Gewinn- und Verlustrechnung für das Geschäftsjahr vom 1. Januar bis zum 31. Dezember 2025 sowie dem Anhang - geprüft.",
      "Leipzig, den 30. Januar 2026. Muldetal Treuhand GmbH Wirtschaftsprüfungsgesellschaft",
    ]),
  );
  FILES.push({
    id: "groff-de-geschaeftsbericht-20-seiten",
    producer: "groff",
    language: "de",
    company: "Lindenau Präzisionsteile GmbH",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "in TEUR",
    conv: "de",
    decimals: 0,
    cols: ["31.12.2025", "31.12.2024"],
    features: [
      "a 20-page German Geschäftsbericht: Deckblatt, Inhalt, Brief der Geschäftsführung with figures in sentences, Lagebericht over 7 pages with a Fünfjahresübersicht (not expected), Bilanz Aktiva on page 12 and Passiva on page 13, GuV on page 14, Kapitalflussrechnung on page 15, Anhang with an Anlagenspiegel (not expected), Bestätigungsvermerk on page 20",
      "HGB Bilanz and GuV nach dem Gesamtkostenverfahren, TEUR; aktiver RAP left out; Gewinnvortrag and Jahresüberschuss separately (retained_earnings left out); Finanzanlagen = other_non_current_assets; sonstige Vermögensgegenstände = other_current_assets",
      "Kapitalflussrechnung (DRS 21) with Finanzmittelfonds am Anfang/Ende der Periode",
    ],
    pages,
  });
}

// 3. Landscape page: balance sheet and income statement side by side (chromium) ---------------------
{
  const g = ifrsGroup(0.31, { what: "landscape", exp: "pos" });
  const e = [Y("2025-12-31"), Y("2024-12-31")];
  FILES.push({
    id: "chromium-landscape-side-by-side",
    producer: "chromium",
    language: "en",
    company: "Northgate Cable Systems Ltd",
    currency: "USD",
    scale: 1000,
    scale_phrase: "US$ thousands",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    landscape: true,
    features: [
      "one A4 landscape page with the statement of financial position (left) and the income statement (right) side by side, each with its own 2025 and 2024 columns; a second landscape page with the cash flow statement and a segment note side by side (the note not expected)",
      "expenses printed as positive amounts",
    ],
    pages: [
      {
        kind: "side",
        left: st("balance_sheet", "Statement of financial position at 31 December 2025", g.bs, { expect: e }),
        right: st("income_statement", "Income statement for the year ended 31 December 2025", g.is, { expect: e }),
      },
      {
        kind: "side",
        left: st("cashflow_statement", "Statement of cash flows for the year ended 31 December 2025", g.cf, {
          expect: e,
        }),
        right: st("note", "Note 4. Operating segments", g.segNote),
      },
    ],
  });
}

// 4. Two-column page layout: prose and statements flowing in two newspaper columns (chromium) -------
{
  const g = ifrsGroup(0.054, { what: "twocol" });
  const e = [Y("2025-12-31"), Y("2024-12-31")];
  FILES.push({
    id: "chromium-two-column-layout",
    producer: "chromium",
    language: "en",
    company: "Brightwater Organics Limited",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "€'000",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    twocol: true,
    features: [
      "two-column page layout (CSS columns): a members' newsletter-style annual review where prose, the income statement, balance sheet and cash flow statement flow in two narrow columns side by side",
      "the left column's statement lines sit beside the right column's text on the same printed lines",
      "an Irish company, euro thousands, expenses in parentheses",
    ],
    pages: [
      prose("Brightwater Organics Limited - Annual Review 2025", [
        `Our co-operative's trading company had a good year: revenue reached €${fmtNum(g.rev[0], "paren", 0)}k and the profit for the year was €${fmtNum(g.np[0], "paren", 0)}k.`,
        "Milk intake rose by 4% and we commissioned a new drying tower at Ballyvourney in the autumn.",
        "The directors propose a dividend of 3 cent per share. The financial statements below are extracted from the audited financial statements, on which the auditor, Corrib & Lee, reported without qualification on 20 February 2026.",
      ]),
      { ...st("income_statement", "Income statement", g.is, { expect: e }), flow: true },
      { ...st("balance_sheet", "Balance sheet at 31 December 2025", g.bs, { expect: e }), flow: true },
      { ...st("cashflow_statement", "Cash flow statement", g.cf, { expect: e }), flow: true },
      {
        ...prose("Outlook", [
          "We expect milk prices to remain firm in 2026 and capital expenditure of about €1 million for the year.",
        ]),
        flow: true,
      },
    ],
  });
}

// 5. Management accounts pack: KPI page, monthly P&L (12 months + YTD actual + budget), balance sheet (chromium)
{
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const mk = (base, step) => months.map((_, i) => base + ((i * step) % 1700) + i * 37);
  const rev = mk(182_406, 913);
  const cos = rev.map((x) => Math.round(x * 0.58));
  const staff = mk(31_204, 211);
  const sales = mk(9_806, 131);
  const admin = mk(14_118, 97);
  const dep = months.map(() => 6_250);
  const intr = months.map((_, i) => 2_104 - i * 11);
  const tot = (v) => v.reduce((s, x) => s + x, 0);
  const bud = (v, p) => Math.round(tot(v) * p);
  const col = (v, p) => [...v, tot(v), bud(v, p)];
  const R = col(rev, 1.03);
  const C = col(cos, 1.02);
  const GP = sub(R, C);
  const S = col(staff, 0.99);
  const SM = col(sales, 1.05);
  const AD = col(admin, 0.97);
  const D = col(dep, 1);
  const OP = sub(GP, add(S, SM, AD, D));
  const I = col(intr, 1.1);
  const NP = sub(OP, I);
  for (const v of [R, C, S, SM, AD, D, I]) eq([v[12]], [tot(v.slice(0, 12))], "mgmt ytd");
  // balance sheet 31 Dec 2025 | 31 Dec 2024 (unincorporated partnership style: no tax line)
  const fa = [1_406_118, 1_402_315];
  const stock = [318_406, 296_115];
  const debt = [412_918, 388_406];
  const prep = [41_206, 38_915];
  const cred = [206_418, 198_306];
  const vat = [48_115, 45_206];
  const od = [90_000, 120_000];
  const tcl = add(cred, vat, od);
  const loan = [800_000, 875_000];
  const capital = [500_000, 500_000];
  const resv = [0, 586_406];
  resv[0] = resv[1] + NP[12] - 120_000;
  const te = add(capital, resv);
  const tle = add(tcl, loan, te);
  const cash = plug(tle, [fa, stock, debt, prep], "mgmt cash");
  const tca = add(stock, debt, prep, cash);
  const ta = add(fa, tca);
  eq(ta, tle, "mgmt balance");
  const f = (x) => fmtNum(x, "paren", 0);
  FILES.push({
    id: "chromium-management-accounts-pack",
    producer: "chromium",
    language: "en",
    company: "Kestrel Fine Foods Ltd",
    currency: "GBP",
    scale: 1,
    scale_phrase: "£",
    conv: "paren",
    decimals: 0,
    landscape: true,
    cols: [...months.map((m) => `${m}-25`), "YTD Dec-25 Actual", "FY25 Budget"],
    features: [
      "a monthly management accounts pack (A4 landscape): cover, KPI page with figures in a table and sentences (not expected), monthly profit and loss with 12 month columns Jan-25..Dec-25, a year-to-date actual column and a full-year budget column, then a balance sheet 31 Dec 2025 vs 31 Dec 2024",
      "only the YTD Dec-25 Actual column is expected (twelve months to the fiscal year end = yearly 2025-12-31); month columns (no monthly period_type) and the budget column are not expected",
      "staff costs not SG&A; selling and marketing + administration overheads = SG&A; depreciation = depreciation_amortization; no tax line (profit = net_profit; no profit_before_tax key printed)",
      "balance sheet: Stock, Trade debtors, Prepayments (other_current_assets), Bank overdraft (short_term_debt), VAT and PAYE (other_current_liabilities), Bank loan over 1 year (long_term_debt)",
    ],
    pages: [
      cover([
        "Kestrel Fine Foods Ltd",
        "Management Accounts",
        "December 2025",
        "Prepared for the Board meeting of 14 January 2026",
      ]),
      st(
        "kpi",
        "Key performance indicators - December 2025",
        [
          row("Sales (£)", [rev[11], rev[10], R[12]]),
          row("Gross margin (%)", [42, 42, 42]),
          row("Headcount", [118, 117, 116]),
          row("Debtor days", [41, 43, 42]),
        ],
        { cols: ["Dec-25", "Nov-25", "YTD"] },
      ),
      prose("Commentary", [
        `December sales were £${f(rev[11])} against £${f(rev[10])} in November. Year-to-date sales of £${f(R[12])} were below the budget of £${f(R[13])}.`,
        `Net profit for the year to date was £${f(NP[12])} (budget £${f(NP[13])}).`,
      ]),
      st(
        "income_statement",
        "Profit and loss account - 2025 by month",
        [
          row("Sales", R, "revenue"),
          row("Cost of sales", C, "cost_of_goods_sold"),
          row("Gross profit", GP, "gross_profit", { b: true }),
          row("Staff costs", S),
          row("Selling and marketing", SM, "selling_general_administrative"),
          row("Administration overheads", AD, "selling_general_administrative"),
          row("Depreciation", D, "depreciation_amortization"),
          row("Operating profit", OP, "operating_profit", { b: true }),
          row("Loan interest", I, "interest_expense"),
          row("Net profit", NP, "net_profit", { b: true }),
        ],
        { expect: [...months.map(() => null), Y("2025-12-31"), null], small: true },
      ),
      st(
        "balance_sheet",
        "Balance sheet at 31 December 2025",
        [
          row("Fixed assets", fa, "net_fixed_assets", { b: true }),
          head("Current assets"),
          row("Stock", stock, "inventory", { i: 1 }),
          row("Trade debtors", debt, "trade_receivables", { i: 1 }),
          row("Prepayments", prep, "other_current_assets", { i: 1 }),
          row("Cash at bank", cash, "cash", { i: 1 }),
          row("Total current assets", tca, "total_current_assets", { b: true }),
          row("Total assets", ta, "total_assets", { b: true }),
          head("Current liabilities"),
          row("Trade creditors", cred, "trade_payables", { i: 1 }),
          row("VAT and PAYE", vat, "other_current_liabilities", { i: 1 }),
          row("Bank overdraft", od, "short_term_debt", { i: 1 }),
          row("Total current liabilities", tcl, "total_current_liabilities", { b: true }),
          row("Bank loan over 1 year", loan, "long_term_debt"),
          head("Capital and reserves"),
          row("Share capital", capital, "share_capital", { i: 1 }),
          row("Retained profits", resv, "retained_earnings", { i: 1 }),
          row("Total capital and reserves", te, "total_equity", { b: true }),
          row("Total liabilities and capital", tle, "total_liabilities_and_equity", { b: true }),
        ],
        { cols: ["31 Dec 2025", "31 Dec 2024"], expect: [Y("2025-12-31"), Y("2024-12-31")] },
      ),
    ],
  });
}

// 6. Quarterly pack: Q1-Q4 and full-year columns (groff) -------------------------------------------
{
  const qs = (v) => [...v, v.reduce((s, x) => s + x, 0)];
  const rev = qs([41_206, 44_918, 43_306, 48_115]);
  const cos = qs([24_106, 26_215, 25_418, 27_906]);
  const gp = sub(rev, cos);
  const sga = qs([9_806, 10_118, 9_915, 10_604]);
  const rd = qs([2_106, 2_215, 2_318, 2_406]);
  const op = sub(gp, add(sga, rd));
  const intx = qs([806, 792, 778, 765]);
  const oth = qs([112, -46, 98, 131]);
  const pbt = add(op, neg(intx), oth);
  const tax = qs([1_015, 1_318, 1_205, 1_615]);
  const ni = sub(pbt, tax);
  eq([ni[4]], [ni.slice(0, 4).reduce((a, x) => a + x, 0)], "quarterly net income");
  FILES.push({
    id: "groff-us-quarterly-pack",
    producer: "groff",
    language: "en",
    company: "Pinecrest Analytics Corp.",
    currency: "USD",
    scale: 1000,
    scale_phrase: "(In thousands of U.S. dollars)",
    conv: "paren",
    decimals: 0,
    cols: ["Q1 2025", "Q2 2025", "Q3 2025", "Q4 2025", "FY 2025"],
    features: [
      "a quarterly investor pack: cover, highlights prose, an operating metrics table (ARR and customers by quarter, not expected), then a consolidated statement of operations with columns Q1 2025, Q2 2025, Q3 2025, Q4 2025 and FY 2025",
      "the quarter columns are expected as quarterly documents (periods 2025-03-31, 2025-06-30, 2025-09-30, 2025-12-31) and the FY column as yearly 2025-12-31",
      "research and development as its own line (not expected); other income (expense), net = other_income",
    ],
    pages: [
      cover([
        "Pinecrest Analytics Corp.",
        "Fourth Quarter and Fiscal Year 2025",
        "Supplemental Investor Information",
        "February 12, 2026",
      ]),
      prose("Highlights", [
        `Fourth quarter revenue of $${fmtNum(rev[3], "paren", 0)} thousand, up from $${fmtNum(rev[2], "paren", 0)} thousand in the third quarter; fiscal 2025 revenue of $${fmtNum(rev[4], "paren", 0)} thousand.`,
        "Annual recurring revenue reached $186.4 million at December 31, 2025.",
      ]),
      st("metrics", "Key operating metrics", [
        row("Customers (number)", [1_204, 1_266, 1_318, 1_402, 1_402]),
        row("Revenue per customer ($)", [34, 35, 33, 34, 136]),
        row("Recurring revenue share (%)", [91, 91, 92, 92, 92]),
      ]),
      st(
        "income_statement",
        "Consolidated Statements of Operations (Unaudited)",
        [
          row("Revenue", rev, "revenue"),
          row("Cost of revenue", cos, "cost_of_goods_sold"),
          row("Gross profit", gp, "gross_profit", { b: true }),
          row("Sales, general and administrative", sga, "selling_general_administrative"),
          row("Research and development", rd),
          row("Income from operations", op, "operating_profit", { b: true }),
          row("Interest expense", neg(intx), "interest_expense", { s: -1 }),
          row("Other income (expense), net", oth, "other_income"),
          row("Income before income taxes", pbt, "profit_before_tax", { b: true }),
          row("Provision for income taxes", tax, "income_tax"),
          row("Net income", ni, "net_profit", { b: true }),
        ],
        { expect: [Q("2025-03-31"), Q("2025-06-30"), Q("2025-09-30"), Q("2025-12-31"), Y("2025-12-31")] },
      ),
    ],
  });
}

// 7. Half-year report: six-month columns not expected; full-year comparative and balance sheets (chromium)
{
  const rev = [4126, 3981, 8234];
  const cos = [2682, 2610, 5389];
  const gp = sub(rev, cos);
  const sell = [521, 508, 1032];
  const adm = [384, 379, 761];
  const op = sub(gp, add(sell, adm));
  const fi = [12, 9, 20];
  const fc = [68, 73, 144];
  const pbt = add(op, fi, neg(fc));
  const tax = [137, 126, 269];
  const np = sub(pbt, tax);
  // balance sheets: 30 Jun 2025 | 30 Jun 2024 | 31 Dec 2024 (tenths of a million as integers)
  const ppe = [3184, 3096, 3142];
  const gw = [1220, 1220, 1220];
  const dta = [84, 91, 88];
  const tnca = add(ppe, gw, dta);
  const inv = [962, 928, 884];
  const tr = [1186, 1124, 1049];
  const oca = [142, 138, 126];
  const tp = [884, 841, 916];
  const ocl = [418, 396, 442];
  const std = [250, 250, 250];
  const tcl = add(tp, ocl, std);
  const ltd = [2100, 2350, 2225];
  const oncl = [312, 308, 310];
  const tncl = add(ltd, oncl);
  const tl = add(tcl, tncl);
  const shc = [500, 500, 500];
  const re = [0, 0, 0];
  re[2] = 2800;
  re[0] = re[2] + np[0] - 210;
  re[1] = re[2] - (np[2] - np[1]);
  const te = add(shc, re);
  const tle = add(tl, te);
  const cash = plug(tle, [tnca, inv, tr, oca], "half-year cash");
  const tca = add(inv, tr, oca, cash);
  const ta = add(tnca, tca);
  eq(ta, tle, "half-year balance");
  const t = (v) => v.map((x) => x / 10);
  FILES.push({
    id: "chromium-half-year-report",
    producer: "chromium",
    language: "en",
    company: "Solvane Materials N.V.",
    currency: "EUR",
    scale: 1_000_000,
    scale_phrase: "in € million",
    conv: "paren",
    decimals: 1,
    cols: ["H1 2025", "H1 2024", "FY 2024"],
    features: [
      "a half-year report: cover, interim management report prose, statement of the directors' responsibility, auditor's review report, condensed consolidated interim income statement with columns Six months ended 30 June 2025, Six months ended 30 June 2024, Year ended 31 December 2024",
      "the six-month columns are NOT expected (no half-year period_type); the full-year 2024 column is expected as yearly 2024-12-31",
      "condensed balance sheet with columns 30 June 2025, 30 June 2024 and 31 December 2024: the 30 June columns expected as quarterly, 31 December 2024 as yearly",
      "€ million with one decimal; expenses in parentheses; selling and distribution + general and administrative = SG&A",
    ],
    pages: [
      cover(["Solvane Materials N.V.", "Half-year Report 2025", "Rotterdam, 31 July 2025"]),
      prose("Interim management report", [
        `Revenue for the first half of 2025 was €${fmtNum(t(rev)[0], "paren", 1)} million (H1 2024: €${fmtNum(t(rev)[1], "paren", 1)} million). Operating profit was €${fmtNum(t(op)[0], "paren", 1)} million.`,
        "Net debt decreased in the half year as a result of the scheduled repayment of the term loan.",
        "The Management Board confirms that, to the best of its knowledge, the condensed consolidated interim financial statements give a true and fair view.",
      ]),
      prose("Independent auditor's review report", [
        "We have reviewed the condensed consolidated interim financial statements for the six-month period ended 30 June 2025. A review is substantially less in scope than an audit. Amsterdam, 31 July 2025.",
      ]),
      st(
        "income_statement",
        "Condensed consolidated interim income statement",
        [
          row("Revenue", t(rev), "revenue"),
          row("Cost of sales", neg(t(cos)), "cost_of_goods_sold", { s: -1 }),
          row("Gross profit", t(gp), "gross_profit", { b: true }),
          row("Selling and distribution expenses", neg(t(sell)), "selling_general_administrative", { s: -1 }),
          row("General and administrative expenses", neg(t(adm)), "selling_general_administrative", { s: -1 }),
          row("Operating profit", t(op), "operating_profit", { b: true }),
          row("Finance income", t(fi), "other_income"),
          row("Finance costs", neg(t(fc)), "interest_expense", { s: -1 }),
          row("Profit before income tax", t(pbt), "profit_before_tax", { b: true }),
          row("Income tax expense", neg(t(tax)), "income_tax", { s: -1 }),
          row("Profit for the period", t(np), "net_profit", { b: true }),
        ],
        {
          groups: [
            ["Six months ended 30 June", 2],
            ["Year ended", 1],
          ],
          cols: ["2025", "2024", "31 Dec 2024"],
          headRows: [["Unaudited", "Unaudited", "Audited"]],
          expect: [null, null, Y("2024-12-31")],
        },
      ),
      st(
        "balance_sheet",
        "Condensed consolidated interim balance sheet",
        [
          row("Property, plant and equipment", t(ppe), "net_fixed_assets"),
          row("Goodwill", t(gw), "intangible_assets"),
          row("Deferred tax assets", t(dta), "other_non_current_assets"),
          row("Non-current assets", t(tnca), "total_non_current_assets", { b: true }),
          row("Inventories", t(inv), "inventory"),
          row("Trade receivables", t(tr), "trade_receivables"),
          row("Other current assets", t(oca), "other_current_assets"),
          row("Cash and cash equivalents", t(cash), "cash"),
          row("Current assets", t(tca), "total_current_assets", { b: true }),
          row("Total assets", t(ta), "total_assets", { b: true }),
          row("Share capital", t(shc), "share_capital"),
          row("Retained earnings", t(re), "retained_earnings"),
          row("Total equity", t(te), "total_equity", { b: true }),
          row("Loans and borrowings", t(ltd), "long_term_debt"),
          row("Other non-current liabilities", t(oncl), "other_non_current_liabilities"),
          row("Non-current liabilities", t(tncl), "total_non_current_liabilities", { b: true }),
          row("Trade payables", t(tp), "trade_payables"),
          row("Other current liabilities", t(ocl), "other_current_liabilities"),
          row("Short-term borrowings", t(std), "short_term_debt"),
          row("Current liabilities", t(tcl), "total_current_liabilities", { b: true }),
          row("Total equity and liabilities", t(tle), "total_liabilities_and_equity", { b: true }),
        ],
        {
          cols: ["30 June 2025", "30 June 2024", "31 December 2024"],
          expect: [Q("2025-06-30"), Q("2024-06-30"), Y("2024-12-31")],
        },
      ),
    ],
  });
}

// 8. German GmbH Jahresabschluss: Deckblatt, Lagebericht, Bilanz, GuV, Anhang (Anlagenspiegel), Bestätigungsvermerk (chromium)
{
  const h = hgb(37.2, { what: "gmbh", decimals: true });
  const e = [Y("2025-12-31"), Y("2024-12-31")];
  FILES.push({
    id: "chromium-de-jahresabschluss-gmbh",
    producer: "chromium",
    language: "de",
    company: "Hafenblick Logistik GmbH",
    currency: "EUR",
    scale: 1,
    scale_phrase: "in EUR",
    conv: "de",
    decimals: 2,
    cols: ["31.12.2025", "31.12.2024"],
    features: [
      "a German Jahresabschluss as delivered: Deckblatt, Lagebericht prose with figures in sentences, Bilanz (Aktiva and Passiva on one page one after the other), GuV nach dem Gesamtkostenverfahren, Anhang with an Anlagenspiegel (not expected), Bestätigungsvermerk dated 27 February 2026",
      "euros and cents, German number format; aktiver RAP left out; Rückstellungen and Verbindlichkeiten gegenüber Kreditinstituten not expected",
    ],
    pages: [
      cover([
        "Hafenblick Logistik GmbH",
        "Jahresabschluss zum 31. Dezember 2025",
        "Bremerhaven",
        "Amtsgericht Bremen HRB 31877",
      ]),
      prose("Lagebericht für das Geschäftsjahr 2025", [
        `Die Hafenblick Logistik GmbH erzielte im Geschäftsjahr 2025 Umsatzerlöse von ${fmtNum(h.umsatz[0], "de", 2)} EUR (Vorjahr ${fmtNum(h.umsatz[1], "de", 2)} EUR).`,
        `Der Jahresüberschuss beläuft sich auf ${fmtNum(h.jue[0], "de", 2)} EUR. Die Bilanzsumme beträgt ${fmtNum(h.sa[0], "de", 2)} EUR.`,
        "Für 2026 erwartet die Geschäftsführung einen leicht steigenden Umsatz bei stabilen Margen.",
      ]),
      st(
        "balance_sheet",
        "Bilanz zum 31. Dezember 2025",
        [head("AKTIVA"), ...h.aktiva, head("PASSIVA"), ...h.passiva],
        {
          expect: e,
        },
      ),
      st(
        "income_statement",
        "Gewinn- und Verlustrechnung für die Zeit vom 1. Januar bis zum 31. Dezember 2025",
        h.guv,
        {
          expect: e,
          cols: ["2025", "2024"],
        },
      ),
      prose("Anhang für das Geschäftsjahr 2025", [
        "Die Gesellschaft ist eine kleine Kapitalgesellschaft im Sinne des § 267 Abs. 1 HGB. Die Gewinn- und Verlustrechnung ist nach dem Gesamtkostenverfahren aufgestellt.",
      ]),
      st("anlagenspiegel", "Entwicklung des Anlagevermögens (Anlagenspiegel)", h.anlagenspiegel),
      prose("Bestätigungsvermerk des unabhängigen Abschlussprüfers", [
        "An die Hafenblick Logistik GmbH, Bremerhaven: Prüfungsurteile. Wir haben den Jahresabschluss der Hafenblick Logistik GmbH geprüft. Nach unserer Beurteilung entspricht der beigefügte Jahresabschluss in allen wesentlichen Belangen den deutschen handelsrechtlichen Vorschriften.",
        "Bremen, den 27. Februar 2026. Weserland Revision GmbH Wirtschaftsprüfungsgesellschaft",
      ]),
    ],
  });
}

// 9. German Konzernabschluss with the parent's Einzelabschluss after it (groff) ----------------------
{
  const k = hgb(3.6, { what: "konzern" });
  const p = hgb(1.1, { what: "einzel" });
  const e = [Y("2025-12-31"), Y("2024-12-31")];
  FILES.push({
    id: "groff-de-konzern-und-einzelabschluss",
    producer: "groff",
    language: "de",
    company: "Oberweser Armaturen AG",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "in TEUR",
    conv: "de",
    decimals: 0,
    cols: ["31.12.2025", "31.12.2024"],
    features: [
      "a Konzernabschluss (Konzernbilanz Aktiva and Passiva, Konzern-Gewinn- und Verlustrechnung) followed by the Einzelabschluss of the parent (Bilanz and GuV der Oberweser Armaturen AG, same layout and labels, different figures): only the Konzern statements are expected",
      "Konzernlagebericht prose and a Bestätigungsvermerk between and after the statements; TEUR",
    ],
    pages: [
      cover(["Oberweser Armaturen AG", "Konzernabschluss und Jahresabschluss 2025"]),
      prose("Konzernlagebericht (Auszug)", [
        `Der Konzern steigerte die Umsatzerlöse auf ${fmtNum(k.umsatz[0], "de", 0)} TEUR. Der Konzernjahresüberschuss beträgt ${fmtNum(k.jue[0], "de", 0)} TEUR, der Jahresüberschuss der Oberweser Armaturen AG ${fmtNum(p.jue[0], "de", 0)} TEUR.`,
      ]),
      st("balance_sheet", "Konzernbilanz zum 31. Dezember 2025 - Aktiva", k.aktiva, { expect: e }),
      st("balance_sheet", "Konzernbilanz zum 31. Dezember 2025 - Passiva", k.passiva, {
        expect: e,
        same: "balance_sheet",
      }),
      st("income_statement", "Konzern-Gewinn- und Verlustrechnung 2025", k.guv, { expect: e, cols: ["2025", "2024"] }),
      prose("Bestätigungsvermerk zum Konzernabschluss", [
        "Wir haben den Konzernabschluss der Oberweser Armaturen AG und ihrer Tochtergesellschaften geprüft. Hannover, den 12. März 2026. Leinetal Audit GmbH Wirtschaftsprüfungsgesellschaft",
      ]),
      cover(["Oberweser Armaturen AG", "Jahresabschluss (Einzelabschluss) 2025"]),
      st("parent", "Bilanz der Oberweser Armaturen AG zum 31. Dezember 2025 - Aktiva", p.aktiva),
      st("parent", "Bilanz der Oberweser Armaturen AG zum 31. Dezember 2025 - Passiva", p.passiva),
      st("parent", "Gewinn- und Verlustrechnung der Oberweser Armaturen AG 2025", p.guv, { cols: ["2025", "2024"] }),
    ],
  });
}

// 10. Bilingual German / English statement: both languages in one label (chromium) --------------------
{
  const h = hgb(0.62, { what: "bilingual" });
  const bi = (rows, tr) =>
    rows.map((r) => {
      const en = tr[r.l];
      if (en === undefined) throw new Error(`bilingual: no translation for ${r.l}`);
      return { ...r, l: `${r.l} / ${en}` };
    });
  const T = {
    "A. Anlagevermögen": "Fixed assets",
    "I. Immaterielle Vermögensgegenstände": "Intangible assets",
    "II. Sachanlagen": "Property, plant and equipment",
    "III. Finanzanlagen": "Financial assets",
    "Summe Anlagevermögen": "Total fixed assets",
    "B. Umlaufvermögen": "Current assets",
    "I. Vorräte": "Inventories",
    "II. Forderungen aus Lieferungen und Leistungen": "Trade receivables",
    "III. Sonstige Vermögensgegenstände": "Other assets",
    "IV. Kassenbestand, Guthaben bei Kreditinstituten": "Cash",
    "Summe Umlaufvermögen": "Total current assets",
    "C. Rechnungsabgrenzungsposten": "Prepaid expenses",
    "Summe Aktiva": "Total assets",
    "A. Eigenkapital": "Equity",
    "I. Gezeichnetes Kapital": "Subscribed capital",
    "II. Kapitalrücklage": "Capital reserve",
    "III. Gewinnvortrag": "Profit carried forward",
    "IV. Jahresüberschuss": "Net income for the year",
    "Summe Eigenkapital": "Total equity",
    "B. Rückstellungen": "Provisions",
    "C. Verbindlichkeiten": "Liabilities",
    "1. Verbindlichkeiten gegenüber Kreditinstituten": "Liabilities to banks",
    "2. Verbindlichkeiten aus Lieferungen und Leistungen": "Trade payables",
    "3. Sonstige Verbindlichkeiten": "Other liabilities",
    "Summe Verbindlichkeiten": "Total liabilities",
    "D. Rechnungsabgrenzungsposten": "Deferred income",
    "Summe Passiva": "Total equity and liabilities",
    "1. Umsatzerlöse": "Revenue",
    "2. Sonstige betriebliche Erträge": "Other operating income",
    "3. Materialaufwand": "Cost of materials",
    "a) Aufwendungen für Roh-, Hilfs- und Betriebsstoffe": "Raw materials and supplies",
    "b) Aufwendungen für bezogene Leistungen": "Purchased services",
    "4. Personalaufwand": "Personnel expenses",
    "5. Abschreibungen auf Sachanlagen und immaterielle Vermögensgegenstände": "Depreciation and amortisation",
    "6. Sonstige betriebliche Aufwendungen": "Other operating expenses",
    "7. Sonstige Zinsen und ähnliche Erträge": "Interest income",
    "8. Zinsen und ähnliche Aufwendungen": "Interest expense",
    "9. Steuern vom Einkommen und vom Ertrag": "Income taxes",
    "10. Ergebnis nach Steuern": "Result after taxes",
    "11. Sonstige Steuern": "Other taxes",
    "12. Jahresüberschuss": "Net income for the year",
  };
  const e = [Y("2025-12-31"), Y("2024-12-31")];
  FILES.push({
    id: "chromium-bilingual-de-en",
    producer: "chromium",
    language: "de",
    company: "Rheinkiesel Technik GmbH",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "in TEUR / in EUR thousands",
    conv: "de",
    decimals: 0,
    cols: ["31.12.2025", "31.12.2024"],
    features: [
      "bilingual German/English statements: every label printed as 'German / English' on one line (Bilanz / Balance Sheet, Gewinn- und Verlustrechnung / Income Statement), German number format, TEUR",
      "a bilingual cover and a short bilingual Lagebericht / management report page; HGB conventions as in the other German files",
    ],
    pages: [
      cover(["Rheinkiesel Technik GmbH", "Jahresabschluss 2025 / Annual Financial Statements 2025"]),
      prose("Lagebericht / Management report", [
        `Umsatzerlöse ${fmtNum(h.umsatz[0], "de", 0)} TEUR (Vorjahr ${fmtNum(h.umsatz[1], "de", 0)} TEUR). / Revenue of EUR ${fmtNum(h.umsatz[0], "en", 0)} thousand (prior year EUR ${fmtNum(h.umsatz[1], "en", 0)} thousand).`,
      ]),
      st("balance_sheet", "Bilanz / Balance Sheet", bi([...h.aktiva, ...h.passiva], T), { expect: e }),
      st("income_statement", "Gewinn- und Verlustrechnung / Income Statement", bi(h.guv, T), {
        expect: e,
        cols: ["2025", "2024"],
      }),
    ],
  });
}

// 11. UK small company filleted accounts with directors' report and notes that look like statements (groff)
{
  const fixed = [184_306, 176_918];
  const stock = [42_118, 39_806];
  const tdebt = [61_405, 58_118];
  const odebt = [7_206, 6_915];
  const tcr = [38_915, 36_406];
  const tax = [9_118, 8_406];
  const accr = [6_204, 5_918];
  const loan1 = [12_000, 12_000];
  const cwi = add(tcr, tax, accr, loan1);
  const loan2 = [48_000, 60_000];
  const hp = [8_406, 11_118];
  const caf = add(loan2, hp);
  const prov = [6_118, 5_806];
  const share = [100, 100];
  const pl = [0, 168_406];
  const profit = [31_806, 28_915];
  pl[0] = pl[1] + profit[0] - 18_000;
  const te = add(share, pl);
  const cash = plug(add(cwi, caf, prov, te), [fixed, stock, tdebt, odebt], "uk small cash");
  const ca = add(stock, tdebt, odebt, cash);
  const ncl = sub(ca, cwi);
  const talcl = add(fixed, ncl);
  const na = sub(sub(talcl, caf), prov);
  eq(na, te, "uk small balance");
  FILES.push({
    id: "groff-uk-small-company-accounts",
    producer: "groff",
    language: "en",
    company: "Marsh Lane Joinery Limited",
    currency: "GBP",
    scale: 1,
    scale_phrase: "£",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      "UK small company statutory accounts (FRS 102 Section 1A, filleted: no profit and loss account): cover with company number, company information page, directors' report, accountants' report, balance sheet in the Companies Act format, notes",
      "Creditors: amounts falling due within one year = total_current_liabilities; Creditors: amounts falling due after more than one year = total_non_current_liabilities; net current assets and total assets less current liabilities not expected; provisions for liabilities not expected",
      "note tables that look like statements (tangible fixed assets, debtors, creditors within one year, creditors after one year) are not expected; the total debtors line of the balance sheet is not expected (trade debtors printed only in the note)",
    ],
    pages: [
      cover([
        "Company Registration No. 08831402 (England and Wales)",
        "Marsh Lane Joinery Limited",
        "Unaudited Financial Statements",
        "for the year ended 31 March 2025",
      ]),
      prose("Company information", [
        "Directors: A. J. Pennock, S. L. Pennock. Registered office: Unit 4, Marsh Lane, Thetford, Norfolk IP24 1RS. Accountants: Brecks & Co, Chartered Accountants.",
      ]),
      prose("Directors' report for the year ended 31 March 2025", [
        "The directors present their report and financial statements for the year ended 31 March 2025. The principal activity of the company continued to be that of bespoke joinery.",
        "Ordinary dividends were paid amounting to £18,000. This report has been prepared in accordance with the provisions applicable to companies entitled to the small companies exemption.",
      ]),
      prose("Chartered accountants' report to the board of directors", [
        "In order to assist you to fulfil your duties under the Companies Act 2006, we have prepared for your approval the financial statements of Marsh Lane Joinery Limited for the year ended 31 March 2025. Brecks & Co, 19 June 2025.",
      ]),
      st(
        "balance_sheet",
        "Balance sheet as at 31 March 2025",
        [
          row("Fixed assets", null, null, { b: true }),
          row("Tangible assets", fixed, "net_fixed_assets", { i: 1 }),
          head("Current assets"),
          row("Stocks", stock, "inventory", { i: 1 }),
          row("Debtors", add(tdebt, odebt), null, { i: 1 }),
          row("Cash at bank and in hand", cash, "cash", { i: 1 }),
          row("", ca, null, { b: true }),
          row("Creditors: amounts falling due within one year", neg(cwi), "total_current_liabilities", { s: -1 }),
          row("Net current assets", ncl, null, { b: true }),
          row("Total assets less current liabilities", talcl, null, { b: true }),
          row("Creditors: amounts falling due after more than one year", neg(caf), "total_non_current_liabilities", {
            s: -1,
          }),
          row("Provisions for liabilities", neg(prov)),
          row("Net assets", na, null, { b: true }),
          head("Capital and reserves"),
          row("Called up share capital", share, "share_capital", { i: 1 }),
          row("Profit and loss reserves", pl, "retained_earnings", { i: 1 }),
          row("Total equity", te, "total_equity", { b: true }),
        ],
        { cols: ["2025", "2024"], expect: [Y("2025-03-31"), Y("2024-03-31")] },
      ),
      prose("Balance sheet (continued)", [
        "The directors of the company have elected not to include a copy of the profit and loss account within the financial statements. The financial statements were approved by the board of directors and authorised for issue on 19 June 2025 and are signed on its behalf by A. J. Pennock, Director.",
      ]),
      st("note", "3 Debtors", [
        row("Trade debtors", tdebt),
        row("Other debtors and prepayments", odebt),
        row("", add(tdebt, odebt), null, { b: true }),
      ]),
      st("note", "4 Creditors: amounts falling due within one year", [
        row("Bank loans", loan1),
        row("Trade creditors", tcr),
        row("Corporation tax", tax),
        row("Accruals and deferred income", accr),
        row("", cwi, null, { b: true }),
      ]),
      st("note", "5 Creditors: amounts falling due after more than one year", [
        row("Bank loans", loan2),
        row("Hire purchase contracts", hp),
        row("", caf, null, { b: true }),
      ]),
    ],
  });
}

// 12. US 10-K excerpt: selected data, MD&A sentences, Item 8 statements, quarterly data note (chromium)
{
  const g0 = ifrsGroup(4.1, { what: "10-K", exp: "pos", labels: { rev: "Net sales" } });
  // US labels: by "label|key" first, then by label; null drops the row (UK "Net assets")
  const US = {
    "Distribution costs": "Selling expenses",
    "Administrative expenses": "General and administrative expenses",
    "Other operating income": "Other operating income, net",
    "Operating profit": "Operating income",
    "Finance income": "Interest income",
    "Finance costs": "Interest expense",
    "Profit before tax": "Income before income taxes",
    "Income tax expense": "Provision for income taxes",
    "Profit for the year": "Net income",
    "Non-current assets": "Long-term assets:",
    "Property, plant and equipment": "Property, plant and equipment, net",
    "Right-of-use assets": "Operating lease right-of-use assets",
    "Intangible assets": "Goodwill and intangible assets, net",
    "Deferred tax assets": "Deferred income taxes",
    "Total non-current assets": "Total long-term assets",
    "Current assets": "Current assets:",
    "Trade receivables": "Accounts receivable, net",
    "Other receivables and prepayments": "Prepaid expenses and other current assets",
    "Current liabilities": "Current liabilities:",
    "Trade payables": "Accounts payable",
    "Accruals and other payables": "Accrued liabilities",
    "Current tax liabilities": "Income taxes payable",
    "Lease liabilities|other_current_liabilities": "Current operating lease liabilities",
    "Bank loans|current_portion_long_term_debt": "Current portion of long-term debt",
    "Non-current liabilities": "Long-term liabilities:",
    "Bank loans|long_term_debt": "Long-term debt, net of current portion",
    "Lease liabilities|other_non_current_liabilities": "Operating lease liabilities, non-current",
    "Deferred tax liabilities": "Deferred income taxes",
    Provisions: "Other long-term liabilities",
    "Total non-current liabilities": "Total long-term liabilities",
    "Net assets": null,
    Equity: "Stockholders' equity:",
    "Share capital": "Common stock",
    "Share premium": "Additional paid-in capital",
    "Total equity": "Total stockholders' equity",
  };
  const us = (rows) =>
    rows
      .map((r) => {
        const l = US[`${r.l}|${r.k}`] ?? (r.l in US ? US[r.l] : r.l);
        return l === null ? null : { ...r, l };
      })
      .filter(Boolean);
  const g = { ...g0, is: us(g0.is), bs: us(g0.bs), cf: g0.cf };
  const te = g.bs.find((r) => r.k === "total_equity").v;
  const tl = g.bs.find((r) => r.k === "total_liabilities").v;
  g.bs.push(
    row("Total liabilities and stockholders' equity", add(tl, te), "total_liabilities_and_equity", { b: true }),
  );
  eq(add(tl, te), g.bs.find((r) => r.k === "total_assets").v, "10-K liabilities and equity");
  const e = [Y("2025-12-31"), Y("2024-12-31")];
  const q = [0.23, 0.25, 0.24].map((p) => Math.round(g.rev[0] * p));
  q.push(g.rev[0] - q[0] - q[1] - q[2]);
  FILES.push({
    id: "chromium-us-10k-excerpt",
    producer: "chromium",
    language: "en",
    company: "Ridgeway Packaging Corporation",
    currency: "USD",
    scale: 1000,
    scale_phrase: "(in thousands)",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      "a Form 10-K excerpt: cover page, Item 7 MD&A prose with figures in sentences, Item 7A, Item 8 with the report of the independent registered public accounting firm, consolidated statements of income, balance sheets and cash flows, then notes: segment information, debt maturities and selected quarterly financial data (four quarter columns of net sales, not expected: a note, not a primary statement)",
      "US GAAP labels (selling expenses + general and administrative expenses = SG&A; operating lease ROU assets, deferred income taxes as other_non_current_assets; accrued liabilities, income taxes payable, current operating lease liabilities as other_current_liabilities; operating lease liabilities non-current, deferred income taxes and other long-term liabilities as other_non_current_liabilities; interest income = other_income), expenses printed positive",
    ],
    pages: [
      cover([
        "UNITED STATES SECURITIES AND EXCHANGE COMMISSION",
        "FORM 10-K",
        "Ridgeway Packaging Corporation",
        "For the fiscal year ended December 31, 2025",
      ]),
      prose("Item 7. Management's Discussion and Analysis", [
        `Net sales increased to $${fmtNum(g.rev[0], "paren", 0)} thousand in 2025 from $${fmtNum(g.rev[1], "paren", 0)} thousand in 2024. Net income was $${fmtNum(g.np[0], "paren", 0)} thousand.`,
        `At December 31, 2025 we had cash and cash equivalents of $${fmtNum(g.cash[0], "paren", 0)} thousand and total debt of $${fmtNum(g.ltd[0] + g.cpl[0], "paren", 0)} thousand.`,
      ]),
      prose("Item 8. Report of Independent Registered Public Accounting Firm", [
        "To the Stockholders and Board of Directors of Ridgeway Packaging Corporation: We have audited the accompanying consolidated balance sheets of the Company as of December 31, 2025 and 2024. /s/ Coyle Barrett LLP, Columbus, Ohio, February 24, 2026.",
      ]),
      st("income_statement", "Consolidated Statements of Income", g.is, { expect: e }),
      st("balance_sheet", "Consolidated Balance Sheets", g.bs, { expect: e }),
      st("cashflow_statement", "Consolidated Statements of Cash Flows", g.cf, { expect: e }),
      st("note", "Note 14. Segment Information", g.segNote),
      st("note", "Note 9. Debt - scheduled maturities", g.debtNote),
      st(
        "note",
        "Note 17. Selected Quarterly Financial Data (Unaudited) - 2025",
        [row("Net sales", [...q, g.rev[0]])],
        {
          cols: ["First", "Second", "Third", "Fourth", "Year"],
        },
      ),
    ],
  });
}

const SCANS = [
  {
    id: "scan-groff-de-geschaeftsbericht-20-seiten",
    of: "groff-de-geschaeftsbericht-20-seiten",
    dpi: 170,
    angle: 0.5,
    seed: 13,
  },
  {
    id: "scan-chromium-landscape-side-by-side",
    of: "chromium-landscape-side-by-side",
    dpi: 200,
    angle: -0.4,
    seed: 29,
  },
  { id: "scan-groff-uk-small-company-accounts", of: "groff-uk-small-company-accounts", dpi: 180, angle: 0.7, seed: 41 },
];

// ---------------------------------------------------------------------------------------------
// the batch: the tables of the pages (both of a side-by-side page); covers and prose expect nothing
const tablesOf = (f) => f.pages.flatMap((p) => (p.kind === "side" ? [p.left, p.right] : p.kind === "st" ? [p] : []));

/** A table under its title and the scale phrase (no company heading: the page prints it). */
const tableHtml = (f, s) =>
  sheetHtml(f, { ...s, lines: [f.scale_phrase] }, { company: false, cls: s.small ? "small" : "" });

function html(f) {
  const secs = f.pages.map((p) => {
    let body;
    if (p.kind === "cover") body = `<div class="cover">${p.lines.map((l) => `<p>${esc(l)}</p>`).join("")}</div>`;
    else if (p.kind === "prose") body = `<h2>${esc(p.title)}</h2>${p.paras.map((x) => `<p>${esc(x)}</p>`).join("")}`;
    else if (p.kind === "side")
      body = `<h1>${esc(f.company)}</h1><div class="side"><div>${tableHtml(f, p.left)}</div><div>${tableHtml(f, p.right)}</div></div>`;
    else body = `${f.twocol ? "" : `<h1>${esc(f.company)}</h1>`}${tableHtml(f, p)}`;
    return { body, flow: p.flow };
  });
  const out = [];
  for (const s of secs) {
    if (s.flow && out.length) out[out.length - 1] += `<div class="flow">${s.body}</div>`;
    else out.push(s.body);
  }
  const css = styleSheet({
    size: f.landscape ? "A4 landscape" : "A4",
    margin: "14mm 14mm",
    fontSize: f.twocol ? 8.5 : 10,
    h2: 11,
    subGap: 6,
    pad: "1.2px 3px",
    small: true,
    groups: true,
    indent: 14,
    extra: [
      ".cover { text-align: center; margin-top: 60mm; } .cover p:first-child { font-size: 20pt; font-weight: bold; }",
      ".cover p { font-size: 14pt; }",
      ".side { display: flex; gap: 10mm; font-size: 8.5pt; } .side > div { flex: 1; }",
      f.twocol ? "section { column-count: 2; column-gap: 8mm; } .flow { break-inside: avoid; margin-top: 8px; }" : "",
    ],
  });
  const body = `${f.twocol ? `<h1>${esc(f.company)}</h1>` : ""}${out.map((s) => `<section>${s}</section>`).join("\n")}`;
  return htmlDocument(f, css, body);
}

/** groff: covers centred, prose filled, tables with their labels in text blocks (no groups, no unit rows). */
function groffSrc(f) {
  const pages = f.pages.map((p) => {
    if (p.kind === "cover") {
      const out = [".sp 2.5i", ".ce 100", ".ft B", ".ps 18"];
      p.lines.forEach((l, i) => {
        out.push(`\\&${g(l)}`, ".sp 0.3i");
        if (i === 0) out.push(".ft R", ".ps 13");
      });
      out.push(".ce 0", ".ps 10");
      return out;
    }
    if (p.kind === "prose") {
      const out = [`.ft B\n.ps 12\n\\&${g(p.title)}\n.ft R\n.ps 10`, ".sp", ".fi", ".ad l"];
      for (const x of p.paras) out.push(`\\&${g(x)}`, ".sp");
      out.push(".nf");
      return out;
    }
    const n = (p.cols ?? f.cols).length;
    const cw = n > 3 ? 0.8 : 1.05;
    const t = { ...p, lines: [f.scale_phrase], groups: undefined, headRows: [] };
    return groffTable(f, t, { lw: (6.4 - n * (cw + 0.3)).toFixed(2), cw, block: true });
  });
  return groffDocument([".ps 10", ".vs 13p", ".ll 6.6i", ".po 0.9i", ".nf"], pages);
}

const BATCH = {
  batch: "unseen13",
  files: FILES,
  scans: SCANS,
  tables: tablesOf,
  renderers: { html, groff: groffSrc },
  html: "HTML",
  scanFeature: "image-only PDF (scan) of the whole document",
};
await makeBatch(BATCH);
