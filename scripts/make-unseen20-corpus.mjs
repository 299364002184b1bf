// Builds blind batch 20 of the extraction corpus (test/fixtures/extraction-corpus/unseen20/) ONCE.
// Made BLIND to the reader: its maker read only src/contract/, docs/chart-of-accounts.md,
// scripts/corpus-own-statements.mjs, the headers and driving code of scripts/make-unseen13-corpus.mjs and
// make-unseen18-corpus.mjs, and earlier batches' JSONs (format, a look-alike-only file's `documents: []`;
// /work/shared/spec/*.md was allowed but not needed and not read); not the reader (src/server/extraction/), its
// docs, tests or scorer, and it did not run the reader, the scorer or vitest.
//
// Theme: look-alikes, what must not be trusted. Pages that look like a company's financial statements
// but are not its actual figures, beside the actual statements or alone: budget / forecast / projected
// statements, management accounts with Actual | Budget | Variance columns, pro forma statements, a
// five-year summary, a segment note, the parent company's own statements after the group's, a
// guarantor's personal financial statement, an accounts-receivable ageing report, a bank statement page,
// a loan amortisation schedule, a covenant compliance certificate, and (real figures) an interim
// quarterly statement. Only the company's ACTUAL statements are expected; a file holding only
// look-alikes expects `documents: []`. Every figure is written here by hand; the script throws unless
// each balance sheet balances (the cash line is the plug and must come out positive, budget and
// forecast columns included), each printed subtotal is the sum of its lines (computed here), each
// profit closes, retained earnings roll forward where two actual years are printed, and cash rolls
// forward in the cash flow (opening = the prior balance sheet's cash, closing = this year's).
//
// Files: 14 text PDFs and 2 scans (16 in all): 6 Chromium (A, D, G, I, K, N), 4 groff (B, E, H, L),
// 4 PDFKit (C, F, J, M); 4 text files German (K Plan-GuV/Planbilanz, L Soll/Ist-Vergleich, M
// Vorschau/Hochrechnung, N Quartalsbericht) and the scan of L, the rest English; 6 files hold
// look-alikes only (C, D, F, G, H, M: documents []). Producers: Chromium headless --print-to-pdf
// (/usr/bin/chromium) of HTML written here (A4, the shared styleSheet, one page per table); GNU groff
// (tbl, -Tps, labels in T{ } blocks filled left-adjusted without hyphenation) + Ghostscript ps2pdf;
// PDFKit 0.15 (the shared pdfkitRender; PDFKIT_PREFIX, default /tmp/own); scans (of A and L) by the
// model's scan() through the shared driver (scripts/corpus-own-statements.mjs). No Debian package was
// installed for this batch; the shared module is used unchanged.
//
// Per file (see FILES for the features each JSON states):
//   A chromium-en-actuals-with-budget-2026 — group income statement and balance sheet 2025 | 2024
//     (expected) then "Budget 2026" P&L and "Forecast balance sheet at 31 December 2026" (look-alikes:
//     the board's plan for a year not yet begun, not figures that happened). Scanned too.
//   B groff-en-management-accounts-variance — management accounts for the year to 31 December 2025,
//     P&L and balance sheet with Actual | Budget | Variance columns: the Actual column is expected
//     (twelve months to the fiscal year end = yearly 2025-12-31, as batch 13 decided for a YTD actual);
//     the Budget column (a target) and the Variance column (actual less budget, a difference) are not.
//   C pdfkit-en-pro-forma-combined-only — LOOK-ALIKES ONLY: unaudited pro forma condensed combined
//     income statement and balance sheet "as if the acquisition had occurred on 1 January 2024":
//     hypothetical combined figures of two companies, neither company's actual statements.
//   D chromium-en-five-year-summary-and-segments — LOOK-ALIKES ONLY: a five-year financial summary
//     (selected lines, 2021-2025, no complete statement) and the segment information note (revenue and
//     profit per segment with a reconciliation). Decision: a summary or a note table is never read as
//     the statement even where its lines repeat actual figures (as batch 13 decided).
//   E groff-en-group-and-parent-company — the group's consolidated income statement, balance sheet and
//     cash flow 2025 | 2024 (expected) then the parent company's own balance sheet and income statement
//     (printed, complete, balancing, NOT expected: the analyst wants the group's, as earlier batches).
//   F pdfkit-en-guarantor-personal-statement — LOOK-ALIKES ONLY: a director's personal financial
//     statement as guarantor (a person's assets, liabilities and net worth, annual income): not the
//     company's statement although it has "Total assets" / "Total liabilities" lines.
//   G chromium-en-ar-ageing-and-bank-statement — LOOK-ALIKES ONLY: an aged debtors report (customers
//     by ageing bucket with a total that resembles trade receivables) and a bank statement page
//     (opening / closing balance, debits and credits): operational records, not statements.
//   H groff-en-loan-schedule-and-covenant-certificate — LOOK-ALIKES ONLY: a term-loan amortisation
//     schedule (opening balance, interest, principal, closing balance per quarter) and a covenant
//     compliance certificate quoting LTM EBITDA, net debt, interest cover: figures computed for the
//     lender's definitions (adjusted, last twelve months), not a statement.
//   I chromium-en-interim-q3-with-outlook — an interim (Q3) statement: income statement three months
//     ended 30 September 2025 | 2024 (expected quarterly 2025-09-30 / 2024-09-30) beside nine-month
//     columns (not expected: no nine-month period type, batch 12's decision), balance sheet 30 September
//     2025 (quarterly) | 31 December 2024 (yearly, the fiscal year end), then a "Full-year 2025
//     outlook" projected P&L (look-alike).
//   J pdfkit-en-credit-pack-actuals-covenant — actual income statement and balance sheet 2025 | 2024
//     (expected) followed by the covenant compliance certificate for the same year whose "Adjusted
//     EBITDA" and "Net debt" differ from anything the statements print (look-alike).
//   K chromium-de-planbilanz-plan-guv — German "Plan-GuV" with Ist 2025 | Plan 2026 | Plan 2027 and
//     "Planbilanz" with Ist 31.12.2025 | Plan 31.12.2026 | Plan 31.12.2027: only the Ist column is
//     expected (yearly 2025-12-31); the Plan columns are the plan.
//   L groff-de-soll-ist-vergleich — German "Soll/Ist-Vergleich" GuV Januar–Dezember 2025 with Ist |
//     Soll | Abweichung, and Bilanz Ist | Soll at 31.12.2025: the Ist column is expected (yearly), Soll
//     and Abweichung are not. Scanned too.
//   M pdfkit-de-vorschau-hochrechnung-only — LOOK-ALIKES ONLY: "Vorschaurechnung 2026" (GuV) and
//     "Planbilanz / Vorschau 31.12.2026" with no Ist column at all: nothing expected.
//   N chromium-de-quartalsbericht-q3 — German Zwischenmitteilung Q3: Konzern-GuV 3. Quartal 2025 |
//     3. Quartal 2024 (expected quarterly) and 1.1.–30.9. columns (not expected), Konzernbilanz
//     30.9.2025 (quarterly) | 31.12.2024 (yearly), then "Prognose Geschäftsjahr 2025" (look-alike).
//
// Key conventions: docs/chart-of-accounts.md (binding) and the earlier makers' headers: other_* are the
// RESIDUAL of their section; other_income is NON-operating (finance income, sonstige Zinsen und
// ähnliche Erträge; sonstige betriebliche Erträge are not); staff costs / Personalaufwand never SG&A
// (left out); distribution costs + administrative expenses = SG&A (summed); HGB: Aufwendungen für Roh-,
// Hilfs- und Betriebsstoffe = raw_materials, Rückstellungen / Verbindlichkeiten gegenüber
// Kreditinstituten / sonstige Verbindlichkeiten not expected (no maturity split), Verbindlichkeiten aus
// Lieferungen und Leistungen = trade_payables, sonstige Vermögensgegenstände = other_current_assets,
// Kapitalrücklage / Gewinnrücklagen / Bilanzgewinn printed apart: retained_earnings left out, Summe
// Anlage- / Umlaufvermögen / Eigenkapital = total_non_current_assets / total_current_assets /
// total_equity, Bilanzsumme = total_assets and total_liabilities_and_equity; expenses positive, cash
// outflows negative.
// Decisions of this batch (where the docs are silent):
//   - a budget, plan (Plan, Soll), forecast (Forecast, Vorschau, Hochrechnung, Prognose, outlook) or
//     projected column is never expected, beside actuals or alone; the Actual / Ist column beside it is
//     expected as the company's statement of that period; a Variance / Abweichung column is never
//     expected;
//   - a management-accounts Actual column for the twelve months to the fiscal year end is yearly;
//   - pro forma figures (unaudited, "as if") are never expected, even where labelled with a past year;
//   - the parent company's own statements printed after the group's are not expected (the group's are);
//   - a five-year summary and a segment note are not expected (selected lines, not the statement);
//   - a guarantor's personal financial statement, an aged receivables report, a bank statement, a loan
//     amortisation schedule and a covenant certificate are not statements of the company: not expected,
//     even their "Total assets", "Total" and "EBITDA" lines;
//   - interim: three-month columns quarterly, year-to-date (nine-month) columns not expected, the
//     quarter-end balance sheet quarterly, the prior fiscal-year-end balance sheet yearly;
//   - the interim income statement prints "Profit for the period" (N: "Konzernperiodenergebnis"):
//     net_profit as usual; the quarter-end retained earnings (N: Bilanzgewinn) roll from the year end by
//     the nine-month profit less the dividend;
//   - B: "Profit after tax" = net_profit, "Selling and distribution" + "Administration overheads" = SG&A;
//     the Actual balance sheet at 31 December 2025 is yearly;
//   - E: the cash flow is printed for 2025 only (one column); "Proceeds from disposal of equipment" and
//     "Principal elements of lease payments" are not expected (no key); the parent company's "Income
//     tax credit" and "Cash at bank" are not expected with the rest of its statements;
//   - J: the certificate's net finance costs are the statements' finance costs less finance income and
//     its net debt is borrowings and leases less cash (computed here, printed nowhere in the statements);
//     its Adjusted EBITDA is printed nowhere else (no EBITDA in the income statement);
//   - German Summe Verbindlichkeiten beside B. Rückstellungen: total_liabilities not expected
//     (chart-of-accounts.md); Summe Aktiva = total_assets, Summe Passiva = total_liabilities_and_equity;
//   - zero amounts print "–" and never stand in an expected column of a keyed line (the script throws).
//
// Usage: node scripts/make-unseen20-corpus.mjs [--check] [--out DIR] (see corpus-own-statements.mjs).
import {
  add,
  eq,
  groffDocument,
  groffTable,
  head,
  makeBatch,
  neg,
  pageRenderers,
  plug,
  positive,
  Q,
  row,
  styleSheet,
  sub,
  Y,
} from "./corpus-own-statements.mjs";

const b = { b: true };
const i1 = { i: 1 };
const FILES = [];
/** A table: type, title, lines, rows; expect one [period, type] or null per column (null: none expected). */
const T = (type, title, rows, o = {}) => ({ type, title, rows, expect: null, ...o });
/** Rows with a variance column appended (first column less the second): sums stay sums. */
const withVariance = (rows) => rows.map((r) => (r.v ? { ...r, v: [...r.v, r.v[0] - r.v[1]] } : r));

// ---------------------------------------------------------------------------------------------
// English statements over any number of columns. p: vectors; o.paren: expenses printed negative.
function enIS(p, o = {}) {
  const gp = sub(p.rev, p.cos);
  const op = sub(gp, add(p.sd, p.adm));
  const pbt = sub(add(op, p.fi), p.fc);
  const np = sub(pbt, p.tax);
  positive(np, `${o.name} profit`);
  const e = (v) => (o.paren ? neg(v) : v);
  const es = o.paren ? { s: -1 } : {};
  const L = { ...{ sd: "Distribution costs", adm: "Administrative expenses", np: "Profit for the year" }, ...o.labels };
  return {
    np,
    op,
    rows: [
      row("Revenue", p.rev, "revenue"),
      row("Cost of sales", e(p.cos), "cost_of_goods_sold", es),
      row("Gross profit", gp, "gross_profit", b),
      row(L.sd, e(p.sd), "selling_general_administrative", es),
      row(L.adm, e(p.adm), "selling_general_administrative", es),
      row("Operating profit", op, "operating_profit", b),
      row("Finance income", p.fi, "other_income"),
      row("Finance costs", e(p.fc), "interest_expense", es),
      row("Profit before tax", pbt, "profit_before_tax", b),
      row("Income tax expense", e(p.tax), "income_tax", es),
      row(L.np, np, "net_profit", b),
    ],
  };
}
function enBS(p, o = {}) {
  const nca = add(p.ppe, p.intang, p.rou);
  const cl = add(p.tp, p.std, p.ocl);
  const ncl = add(p.ltd, p.lease);
  const tl = add(cl, ncl);
  const te = add(p.sc, p.re);
  const tle = add(tl, te);
  const cash = plug(tle, [nca, p.inv, p.tr, p.orc], `${o.name} cash`);
  const ca = add(p.inv, p.tr, p.orc, cash);
  const ta = add(nca, ca);
  eq(ta, tle, `${o.name} balance`);
  return {
    cash,
    rows: [
      head("Non-current assets"),
      row("Property, plant and equipment", p.ppe, "net_fixed_assets", i1),
      row("Intangible assets", p.intang, "intangible_assets", i1),
      row("Right-of-use assets", p.rou, "other_non_current_assets", i1),
      row("Total non-current assets", nca, "total_non_current_assets", b),
      head("Current assets"),
      row("Inventories", p.inv, "inventory", i1),
      row("Trade receivables", p.tr, "trade_receivables", i1),
      row("Prepayments and other receivables", p.orc, "other_current_assets", i1),
      row("Cash and cash equivalents", cash, "cash", i1),
      row("Total current assets", ca, "total_current_assets", b),
      row("Total assets", ta, "total_assets", b),
      head("Current liabilities"),
      row("Trade payables", p.tp, "trade_payables", i1),
      row("Short-term borrowings", p.std, "short_term_debt", i1),
      row("Accruals and other payables", p.ocl, "other_current_liabilities", i1),
      row("Total current liabilities", cl, "total_current_liabilities", b),
      head("Non-current liabilities"),
      row("Long-term borrowings", p.ltd, "long_term_debt", i1),
      row("Lease liabilities", p.lease, "other_non_current_liabilities", i1),
      row("Total non-current liabilities", ncl, "total_non_current_liabilities", b),
      row("Total liabilities", tl, "total_liabilities", b),
      head("Equity"),
      row("Share capital", p.sc, "share_capital", i1),
      row("Retained earnings", p.re, "retained_earnings", i1),
      row("Total equity", te, "total_equity", b),
      row("Total equity and liabilities", tle, "total_liabilities_and_equity", b),
    ],
  };
}
/** Retained earnings of column i rolled from column j: re[j] + profit[i] - dividends. */
const roll = (re, np, div, what) => {
  const v = re[1] + np[0] - div;
  positive([v], what);
  return [v, re[1]];
};

// German HGB (Gesamtkostenverfahren) over any number of columns.
function deGuV(p, o = {}) {
  const mat = add(p.rhb, p.bl);
  const ens = sub(add(p.rev, p.sbe, p.zins), add(mat, p.pers, p.afa, p.sba, p.zinsA, p.ees));
  const jue = sub(ens, p.sst);
  positive(jue, `${o.name} jue`);
  return {
    jue,
    rows: [
      row("1. Umsatzerlöse", p.rev, "revenue"),
      row("2. Sonstige betriebliche Erträge", p.sbe),
      row("3. Materialaufwand", null),
      row("a) Aufwendungen für Roh-, Hilfs- und Betriebsstoffe", neg(p.rhb), "raw_materials", { s: -1, i: 1 }),
      row("b) Aufwendungen für bezogene Leistungen", neg(p.bl), null, i1),
      row("4. Personalaufwand", neg(p.pers)),
      row(
        "5. Abschreibungen auf Sachanlagen und immaterielle Vermögensgegenstände",
        neg(p.afa),
        "depreciation_amortization",
        { s: -1 },
      ),
      row("6. Sonstige betriebliche Aufwendungen", neg(p.sba), "other_operating_expenses", { s: -1 }),
      row("7. Sonstige Zinsen und ähnliche Erträge", p.zins, "other_income"),
      row("8. Zinsen und ähnliche Aufwendungen", neg(p.zinsA), "interest_expense", { s: -1 }),
      row("9. Steuern vom Einkommen und vom Ertrag", neg(p.ees), "income_tax", { s: -1 }),
      row("10. Ergebnis nach Steuern", ens, null, b),
      row("11. Sonstige Steuern", neg(p.sst)),
      row(`12. ${o.jueLabel ?? "Jahresüberschuss"}`, jue, "net_profit", b),
    ],
  };
}
function deBilanz(p, o = {}) {
  const av = add(p.immat, p.sach, p.fin);
  const ek = add(p.gk, p.krl, p.grl, p.bg);
  const rst = p.rst;
  const vb = add(p.bank, p.lul, p.svb);
  const passiva = add(ek, rst, vb);
  const kasse = plug(passiva, [av, p.vorr, p.ford, p.svg], `${o.name} Kasse`);
  const uv = add(p.vorr, p.ford, p.svg, kasse);
  const aktiva = add(av, uv);
  eq(aktiva, passiva, `${o.name} Bilanz`);
  return {
    kasse,
    rows: [
      head("AKTIVA"),
      head("A. Anlagevermögen"),
      row("I. Immaterielle Vermögensgegenstände", p.immat, "intangible_assets", i1),
      row("II. Sachanlagen", p.sach, "net_fixed_assets", i1),
      row("III. Finanzanlagen", p.fin, "other_non_current_assets", i1),
      row("Summe Anlagevermögen", av, "total_non_current_assets", b),
      head("B. Umlaufvermögen"),
      row("I. Vorräte", p.vorr, "inventory", i1),
      row("II. Forderungen aus Lieferungen und Leistungen", p.ford, "trade_receivables", i1),
      row("III. Sonstige Vermögensgegenstände", p.svg, "other_current_assets", i1),
      row("IV. Kassenbestand, Guthaben bei Kreditinstituten", kasse, "cash", i1),
      row("Summe Umlaufvermögen", uv, "total_current_assets", b),
      row("Summe Aktiva", aktiva, "total_assets", b),
      head("PASSIVA"),
      head("A. Eigenkapital"),
      row("I. Gezeichnetes Kapital", p.gk, "share_capital", i1),
      row("II. Kapitalrücklage", p.krl, null, i1),
      row("III. Gewinnrücklagen", p.grl, null, i1),
      row("IV. Bilanzgewinn", p.bg, null, i1),
      row("Summe Eigenkapital", ek, "total_equity", b),
      row("B. Rückstellungen", rst),
      head("C. Verbindlichkeiten"),
      row("1. Verbindlichkeiten gegenüber Kreditinstituten", p.bank, null, i1),
      row("2. Verbindlichkeiten aus Lieferungen und Leistungen", p.lul, "trade_payables", i1),
      row("3. Sonstige Verbindlichkeiten", p.svb, null, i1),
      row("Summe Verbindlichkeiten", vb, null, b),
      row("Summe Passiva", passiva, "total_liabilities_and_equity", b),
    ],
  };
}

const BOTH = [Y("2025-12-31"), Y("2024-12-31")];

// A. Group actuals 2025 | 2024, then Budget 2026 P&L and Forecast balance sheet 31 Dec 2026 (chromium) ----
{
  const name = "harwick";
  const is = enIS(
    {
      rev: [84_316, 79_842],
      cos: [55_104, 52_771],
      sd: [8_912, 8_406],
      adm: [9_338, 8_874],
      fi: [212, 148],
      fc: [1_486, 1_622],
      tax: [2_206, 1_893],
    },
    { name, paren: true },
  );
  const bs = enBS(
    {
      ppe: [31_480, 29_916],
      intang: [6_212, 6_540],
      rou: [2_844, 3_106],
      inv: [12_406, 11_872],
      tr: [14_918, 13_604],
      orc: [1_736, 1_512],
      tp: [9_842, 9_306],
      std: [2_500, 3_000],
      ocl: [4_118, 3_874],
      ltd: [14_000, 16_500],
      lease: [2_406, 2_718],
      sc: [5_000, 5_000],
      re: roll([0, 28_000], is.np, 3_000, name),
    },
    { name },
  );
  const bud = enIS(
    { rev: [91_500], cos: [59_200], sd: [9_400], adm: [9_700], fi: [150], fc: [1_300], tax: [2_600] },
    { name: `${name} budget`, paren: true },
  );
  const fc = enBS(
    {
      ppe: [33_000],
      intang: [5_900],
      rou: [2_600],
      inv: [13_000],
      tr: [15_800],
      orc: [1_800],
      tp: [10_200],
      std: [2_000],
      ocl: [4_300],
      ltd: [11_500],
      lease: [2_100],
      sc: [5_000],
      re: [bs.rows.find((r) => r.k === "retained_earnings").v[0] + bud.np[0] - 3_500],
    },
    { name: `${name} forecast` },
  );
  FILES.push({
    id: "chromium-en-actuals-with-budget-2026",
    producer: "chromium",
    language: "en",
    company: "Harwick Precision Group plc",
    currency: "GBP",
    scale: 1000,
    scale_phrase: "£000",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      "the group's consolidated income statement and balance sheet 2025 | 2024 (£000, expenses in parentheses) followed by a 'Budget 2026' income statement (one column headed 2026) and a 'Forecast balance sheet at 31 December 2026', both balancing and laid out exactly like the actuals",
      "look-alikes: the budget and the forecast are the board's plan for a year not yet begun, not figures that happened: not expected; only the 2025 and 2024 actual statements are",
      "distribution costs + administrative expenses = SG&A; finance income = other_income; right-of-use assets and lease liabilities in the residual keys",
    ],
    pages: [
      T("income_statement", "Consolidated income statement", is.rows, {
        lines: ["For the year ended 31 December", "£000"],
        expect: BOTH,
      }),
      T("balance_sheet", "Consolidated balance sheet", bs.rows, { lines: ["At 31 December", "£000"], expect: BOTH }),
      T("income_statement", "Budget 2026: budgeted income statement", bud.rows, {
        cols: ["2026"],
        lines: ["For the year ending 31 December 2026 — approved by the board on 9 December 2025", "£000"],
        after: ["Budget figures are management targets. They are unaudited and are not a forecast of results."],
      }),
      T("balance_sheet", "Forecast balance sheet at 31 December 2026", fc.rows, {
        cols: ["2026"],
        lines: ["Projected on the basis of Budget 2026", "£000"],
      }),
    ],
  });
}

// B. Management accounts, year to 31 Dec 2025: Actual | Budget | Variance (groff) -----------------------
{
  const name = "corrin";
  const is = enIS(
    {
      rev: [6_482_915, 6_750_000],
      cos: [4_208_337, 4_320_000],
      sd: [612_480, 590_000],
      adm: [884_206, 860_000],
      fi: [3_118, 2_500],
      fc: [146_902, 150_000],
      tax: [150_204, 190_000],
    },
    { name, labels: { sd: "Selling and distribution", adm: "Administration overheads", np: "Profit after tax" } },
  );
  const bs = enBS(
    {
      ppe: [2_846_310, 2_900_000],
      intang: [118_400, 120_000],
      rou: [604_118, 620_000],
      inv: [88_214, 80_000],
      tr: [1_104_872, 1_050_000],
      orc: [96_340, 90_000],
      tp: [712_488, 680_000],
      std: [250_000, 250_000],
      ocl: [318_906, 300_000],
      ltd: [1_150_000, 1_150_000],
      lease: [512_776, 530_000],
      sc: [100_000, 100_000],
      re: [1_974_962, 2_100_000],
    },
    { name },
  );
  const E3 = [Y("2025-12-31"), null, null];
  FILES.push({
    id: "groff-en-management-accounts-variance",
    producer: "groff",
    language: "en",
    company: "Corrin Logistics Ltd",
    currency: "GBP",
    scale: 1,
    scale_phrase: "£",
    conv: "paren",
    decimals: 0,
    cols: ["Actual", "Budget", "Variance"],
    features: [
      "monthly management accounts pack for December 2025, year to date (twelve months to 31 December 2025): profit and loss and balance sheet each with Actual | Budget | Variance columns, in pounds; adverse variances in parentheses",
      "only the Actual column is expected (yearly 2025-12-31, the twelve months to the fiscal year end); the Budget column is a target and the Variance column a difference (actual less budget): not expected",
      "selling and distribution + administration overheads = SG&A",
    ],
    pages: [
      T("income_statement", "Management accounts: profit and loss, year to date December 2025", withVariance(is.rows), {
        lines: ["Twelve months to 31 December 2025 — unaudited — £"],
        expect: E3,
      }),
      T("balance_sheet", "Management accounts: balance sheet at 31 December 2025", withVariance(bs.rows), {
        lines: ["Actual against the budgeted closing position — £"],
        expect: E3,
      }),
    ],
  });
}

// C. Pro forma condensed combined statements only (PDFKit) ---------------------------------------------
{
  const name = "pellham pro forma";
  const is = enIS(
    {
      rev: [212_406, 198_318],
      cos: [148_912, 140_204],
      sd: [21_406, 20_118],
      adm: [18_744, 17_902],
      fi: [410, 322],
      fc: [6_918, 7_204],
      tax: [4_106, 3_288],
    },
    {
      name,
      paren: true,
      labels: { sd: "Selling expenses", adm: "General and administrative expenses", np: "Pro forma net income" },
    },
  );
  const bs = enBS(
    {
      ppe: [88_402],
      intang: [46_118],
      rou: [9_204],
      inv: [24_816],
      tr: [28_402],
      orc: [3_116],
      tp: [19_804],
      std: [6_000],
      ocl: [8_412],
      ltd: [72_000],
      lease: [8_106],
      sc: [20_000],
      re: [70_000],
    },
    { name },
  );
  FILES.push({
    id: "pdfkit-en-pro-forma-combined-only",
    producer: "pdfkit",
    language: "en",
    company: "Pellham Foods Inc.",
    currency: "USD",
    scale: 1000,
    scale_phrase: "in thousands of U.S. dollars",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      "LOOK-ALIKES ONLY: unaudited pro forma condensed combined income statement (2025 | 2024) and balance sheet (31 December 2025) of Pellham Foods Inc. and Greyfield Bakeries LLC, as if the acquisition had occurred on 1 January 2024; laid out as full statements that balance",
      "pro forma figures are hypothetical combinations of two companies: neither company's actual statements; nothing expected (documents: [])",
    ],
    pages: [
      T("income_statement", "Unaudited pro forma condensed combined statement of income", is.rows, {
        lines: [
          "Pro forma, unaudited, as if the acquisition had occurred on 1 January 2024",
          "Years ended December 31 (in thousands of U.S. dollars)",
        ],
        after: [
          "The pro forma information is illustrative only and does not purport to represent results that",
          "would have been achieved had the acquisition occurred on 1 January 2024.",
        ],
      }),
      T("balance_sheet", "Unaudited pro forma condensed combined balance sheet", bs.rows, {
        cols: ["Pro forma 2025"],
        lines: ["As of December 31, 2025 (in thousands of U.S. dollars)", "Pro forma, unaudited"],
      }),
    ],
  });
}

// D. Five-year summary and segment note only (chromium) ------------------------------------------------
{
  // segments: Hospitals | Community | Retail pharmacy | Unallocated | Group
  const segRev = [41_206, 22_814, 15_902, 0];
  const segRes = [5_118, 2_206, 1_104, -1_812];
  const fin = [0, 0, 0, -948];
  const tot = (v) => [...v, v.reduce((s, x) => s + x, 0)];
  const rev = tot(segRev);
  const res = tot(segRes);
  const finc = tot(fin);
  const pbt = add(res, finc);
  const assets = tot([38_412, 17_906, 11_218, 6_304]);
  const liabs = tot([12_806, 6_114, 4_418, 21_602]);
  const net = sub(assets, liabs);
  const G = rev.length - 1;
  // five-year: 2025 is the segment note's group column
  const fy = {
    rev: [rev[G], 74_118, 69_402, 61_206, 57_914],
    op: [res[G], 5_806, 5_212, 4_118, 3_906],
    fin: [finc[G], -1_014, -1_106, -1_208, -1_114],
  };
  const fpbt = add(fy.op, fy.fin);
  const tax = [1_402, 1_188, 1_042, 706, 692];
  const fnp = sub(fpbt, tax);
  positive(fnp, "ardent 5y");
  const ta = [assets[G], 70_118, 66_904, 63_212, 60_406];
  const tl = [liabs[G], 41_806, 40_918, 40_106, 39_902];
  const eqy = sub(ta, tl);
  FILES.push({
    id: "chromium-en-five-year-summary-and-segments",
    producer: "chromium",
    language: "en",
    company: "Ardent Healthcare Supplies plc",
    currency: "GBP",
    scale: 1000,
    scale_phrase: "£000",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024", "2023", "2022", "2021"],
    features: [
      "LOOK-ALIKES ONLY: a five-year financial summary (2025-2021: revenue, operating profit, net finance costs, profit before tax, tax, profit for the year, total assets, total liabilities, net assets) and note 4 Segment information (Hospitals | Community | Retail pharmacy | Unallocated | Group: revenue, segment result, net finance costs, profit before tax, segment assets and liabilities)",
      "the summary's 2025 column and the segment note's Group column repeat the year's actual totals, but neither is the statement (selected lines, a note table): nothing expected (documents: [])",
    ],
    pages: [
      T(
        "income_statement",
        "Five-year financial summary",
        [
          head("Results"),
          row("Revenue", fy.rev, null, i1),
          row("Operating profit", fy.op, null, i1),
          row("Net finance costs", fy.fin, null, i1),
          row("Profit before tax", fpbt, null, b),
          row("Taxation", neg(tax), null, i1),
          row("Profit for the year", fnp, null, b),
          head("Financial position at 31 December"),
          row("Total assets", ta, null, i1),
          row("Total liabilities", neg(tl), null, i1),
          row("Net assets", eqy, null, b),
        ],
        {
          lines: ["Unaudited — £000 — years ended 31 December"],
          after: ["2021 and 2022 are as previously reported under the former segment structure."],
        },
      ),
      T(
        "income_statement",
        "Notes to the financial statements — 4. Segment information",
        [
          row("Revenue from external customers", rev),
          row("Segment result", res),
          row("Net finance costs", finc),
          row("Profit before tax", pbt, null, b),
          row("Segment assets", assets),
          row("Segment liabilities", neg(liabs)),
          row("Net segment assets", net, null, b),
        ],
        {
          cols: ["Hospitals", "Community", "Retail pharmacy", "Unallocated", "Group"],
          lines: [
            "Year ended 31 December 2025 — £000",
            "Unallocated holds central costs, borrowings and tax balances.",
          ],
        },
      ),
    ],
  });
}

// E. Group statements and cash flow, then the parent company's own statements (groff) ------------------
{
  const name = "thornbury";
  const is = enIS(
    {
      rev: [126_418, 118_906],
      cos: [88_204, 83_612],
      sd: [11_306, 10_842],
      adm: [12_918, 12_214],
      fi: [318, 206],
      fc: [3_104, 3_418],
      tax: [2_806, 2_188],
    },
    { name, paren: true },
  );
  const div = 4_200;
  const bs = enBS(
    {
      ppe: [54_806, 52_118],
      intang: [18_402, 19_116],
      rou: [4_206, 4_612],
      inv: [16_918, 15_804],
      tr: [21_406, 20_118],
      orc: [2_318, 2_106],
      tp: [15_804, 14_912],
      std: [3_500, 4_000],
      ocl: [6_912, 6_418],
      ltd: [32_000, 36_000],
      lease: [3_806, 4_212],
      sc: [10_000, 10_000],
      re: roll([0, 45_000], is.np, div, name),
    },
    { name },
  );
  // cash flow 2025: operating is the figure that makes cash roll forward
  const capex = [-7_912];
  const disp = [214];
  const inv = add(capex, disp);
  const repay = [-4_500];
  const leaseP = [-1_108];
  const dv = [-div];
  const finc = add(repay, leaseP, dv);
  const begin = [bs.cash[1]];
  const end = [bs.cash[0]];
  const change = sub(end, begin);
  const ops = sub(change, add(inv, finc));
  positive(ops, `${name} operating cash`);
  eq(add(begin, ops, inv, finc), end, `${name} cash roll`);
  // parent company
  const pInvest = [48_000, 48_000];
  const pOwed = [12_406, 10_118];
  const pDivIn = [6_500, 5_800];
  const pAdm = [1_306, 1_204];
  const pFc = [912, 1_018];
  const pPbt = sub(pDivIn, add(pAdm, pFc));
  const pTax = [-402, -418];
  const pNp = sub(pPbt, pTax);
  const pRe = [0, 30_406];
  pRe[0] = pRe[1] + pNp[0] - div;
  const pBorr = [14_000, 16_000];
  const pOwedTo = [6_118, 5_310];
  const pTl = add(pBorr, pOwedTo);
  const pSc = [10_000, 10_000];
  const pTe = add(pSc, pRe);
  const pTle = add(pTl, pTe);
  const pCash = plug(pTle, [pInvest, pOwed], `${name} parent cash`);
  const pTa = add(pInvest, pOwed, pCash);
  FILES.push({
    id: "groff-en-group-and-parent-company",
    producer: "groff",
    language: "en",
    company: "Thornbury Packaging Group plc",
    currency: "GBP",
    scale: 1000,
    scale_phrase: "£000",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      "the group's consolidated income statement, balance sheet (2025 | 2024) and cash flow statement (2025) followed by the parent company's own balance sheet and income statement (Company only: investments in subsidiaries, amounts owed by / to group undertakings, dividends received from subsidiaries)",
      "the parent company's statements are complete and balance, but the analyst wants the group's (as earlier batches): only the consolidated statements are expected",
      "cash flow: purchase of property, plant and equipment, repayment of borrowings, dividends paid; cash at 1 January and 31 December as in the balance sheets",
    ],
    pages: [
      T("income_statement", "Consolidated income statement", is.rows, {
        lines: ["Year ended 31 December — £000"],
        expect: BOTH,
      }),
      T("balance_sheet", "Consolidated balance sheet", bs.rows, { lines: ["At 31 December — £000"], expect: BOTH }),
      T(
        "cashflow_statement",
        "Consolidated cash flow statement",
        [
          row("Net cash from operating activities", ops, "net_cash_from_operating_activities", b),
          head("Investing activities"),
          row("Purchase of property, plant and equipment", capex, "purchase_of_fixed_assets", i1),
          row("Proceeds from disposal of equipment", disp, null, i1),
          row("Net cash used in investing activities", inv, "net_cash_from_investing_activities", b),
          head("Financing activities"),
          row("Repayment of borrowings", repay, "repayment_of_borrowings", i1),
          row("Principal elements of lease payments", leaseP, null, i1),
          row("Dividends paid", dv, "dividends_paid", i1),
          row("Net cash used in financing activities", finc, "net_cash_from_financing_activities", b),
          row("Net decrease in cash and cash equivalents", change, "net_change_in_cash", b),
          row("Cash and cash equivalents at 1 January", begin, "cash_at_beginning"),
          row("Cash and cash equivalents at 31 December", end, "cash_at_end", b),
        ],
        { cols: ["2025"], lines: ["Year ended 31 December 2025 — £000"], expect: [Y("2025-12-31")] },
      ),
      T(
        "balance_sheet",
        "Company balance sheet (parent company only)",
        [
          head("Assets"),
          row("Investments in subsidiaries", pInvest, null, i1),
          row("Amounts owed by group undertakings", pOwed, null, i1),
          row("Cash at bank", pCash, null, i1),
          row("Total assets", pTa, null, b),
          head("Liabilities"),
          row("Borrowings", pBorr, null, i1),
          row("Amounts owed to group undertakings", pOwedTo, null, i1),
          row("Total liabilities", pTl, null, b),
          head("Equity"),
          row("Share capital", pSc, null, i1),
          row("Retained earnings", pRe, null, i1),
          row("Total equity", pTe, null, b),
          row("Total equity and liabilities", pTle, null, b),
        ],
        { lines: ["At 31 December — £000", "Thornbury Packaging Group plc (the Company), registered number 04418267"] },
      ),
      T(
        "income_statement",
        "Company income statement (parent company only)",
        [
          row("Dividends received from subsidiaries", pDivIn),
          row("Administrative expenses", neg(pAdm)),
          row("Finance costs", neg(pFc)),
          row("Profit before tax", pPbt, null, b),
          row("Income tax credit", neg(pTax)),
          row("Profit for the year", pNp, null, b),
        ],
        { lines: ["Year ended 31 December — £000"] },
      ),
    ],
  });
}

// F. Guarantor's personal financial statement only (PDFKit) --------------------------------------------
{
  const assets = [48_216, 685_000, 212_400, 350_000, 31_500];
  const liabs = [318_740, 6_214, 14_980];
  const ta = assets.reduce((s, x) => s + x, 0);
  const tl = liabs.reduce((s, x) => s + x, 0);
  const income = [86_000, 60_000, 14_400];
  const outgo = [27_118, 21_600, 4_806];
  const ti = income.reduce((s, x) => s + x, 0);
  const to = outgo.reduce((s, x) => s + x, 0);
  positive([ta - tl, ti - to], "okafor");
  const c1 = (x) => [x];
  FILES.push({
    id: "pdfkit-en-guarantor-personal-statement",
    producer: "pdfkit",
    language: "en",
    company: "Okafor Tooling Ltd",
    currency: "GBP",
    scale: 1,
    scale_phrase: "£",
    conv: "en",
    decimals: 0,
    cols: ["£"],
    features: [
      "LOOK-ALIKES ONLY: the personal financial statement of the director who guarantees Okafor Tooling Ltd's facility: statement of personal assets and liabilities (cash, residence, pension, shares in the company, vehicles; mortgage, credit cards, car finance) with Total assets, Total liabilities and Net worth, and a statement of annual income and outgoings",
      "a person's assets and liabilities, not the company's balance sheet: nothing expected (documents: [])",
    ],
    pages: [
      T(
        "balance_sheet",
        "Personal financial statement of guarantor",
        [
          head("Assets"),
          row("Cash at bank and savings accounts", c1(assets[0]), null, i1),
          row("Residence, 14 Ferndale Road, Sheffield (market value)", c1(assets[1]), null, i1),
          row("Pension fund (transfer value)", c1(assets[2]), null, i1),
          row("Shares in Okafor Tooling Ltd (60%, directors' valuation)", c1(assets[3]), null, i1),
          row("Motor vehicles", c1(assets[4]), null, i1),
          row("Total assets", c1(ta), null, b),
          head("Liabilities"),
          row("Mortgage on residence", c1(liabs[0]), null, i1),
          row("Credit cards", c1(liabs[1]), null, i1),
          row("Car finance", c1(liabs[2]), null, i1),
          row("Total liabilities", c1(tl), null, b),
          row("Net worth", c1(ta - tl), null, b),
        ],
        {
          lines: [
            "Name: Mr Daniel R. Okafor, director — guarantor of the facility of Okafor Tooling Ltd",
            "Statement as at 30 November 2025 — amounts in pounds sterling",
          ],
          after: [
            "Contingent liabilities: personal guarantee of £750,000 given to Northfield Bank plc for the company.",
            "I declare that the information above is true and complete. Signed: D. R. Okafor, 2 December 2025",
          ],
        },
      ),
      T(
        "income_statement",
        "Statement of personal income and outgoings",
        [
          head("Annual income"),
          row("Director's salary (gross)", c1(income[0]), null, i1),
          row("Dividends from Okafor Tooling Ltd", c1(income[1]), null, i1),
          row("Rental income", c1(income[2]), null, i1),
          row("Total income", c1(ti), null, b),
          head("Annual outgoings"),
          row("Income tax and national insurance", c1(outgo[0]), null, i1),
          row("Mortgage repayments", c1(outgo[1]), null, i1),
          row("Other loan repayments", c1(outgo[2]), null, i1),
          row("Total outgoings", c1(to), null, b),
          row("Surplus income", c1(ti - to), null, b),
        ],
        { lines: ["Mr Daniel R. Okafor — tax year 2024/25 — £"] },
      ),
    ],
  });
}

// G. Aged debtors report and a bank statement page only (chromium) ------------------------------------
{
  const cust = [
    ["Arden Ship Repair Ltd", [18_412.5, 6_204.0, 0, 0]],
    ["Baltic Ferries (UK) Ltd", [9_880.0, 4_116.25, 2_310.0, 0]],
    ["Cromarty Harbour Trust", [22_106.4, 0, 0, 1_845.0]],
    ["Dunmore Fishing Co-operative", [3_412.0, 2_904.8, 1_118.6, 4_206.0]],
    ["Eastbay Offshore Services Ltd", [14_650.0, 8_812.0, 0, 0]],
    ["Fairlie Yacht Haven", [2_184.3, 0, 612.0, 0]],
  ];
  const rows = cust.map(([n, v]) => row(n, [...v, v.reduce((s, x) => s + x, 0)]));
  const total = add(...rows.map((r) => r.v));
  const tx = [
    ["01 Dec  Balance brought forward", 0, 0],
    ["02 Dec  BACS  Arden Ship Repair Ltd", 0, 12_400.0],
    ["03 Dec  DD  HMRC VAT quarter to 31 Oct", 18_216.42, 0],
    ["05 Dec  FPS  Wages week 49", 21_804.17, 0],
    ["08 Dec  BACS  Eastbay Offshore Services Ltd", 0, 9_330.0],
    ["10 Dec  CHQ 104418  Solent Steel Supplies", 6_412.8, 0],
    ["12 Dec  FPS  Wages week 50", 21_806.05, 0],
    ["15 Dec  BACS  Baltic Ferries (UK) Ltd", 0, 16_204.5],
    ["18 Dec  DD  Northfield Bank loan repayment", 8_250.0, 0],
    ["22 Dec  BACS  Cromarty Harbour Trust", 0, 24_806.4],
    ["31 Dec  Interest and charges", 184.3, 0],
  ];
  let bal = 47_918.64;
  const opening = bal;
  const bRows = tx.map(([l, d, c], i) => {
    if (i) bal = Math.round((bal - d + c) * 100) / 100;
    positive([bal], "lindqvist bank balance");
    return row(l, [d, c, bal]);
  });
  const dr = tx.reduce((s, x) => s + x[1], 0);
  const cr = tx.reduce((s, x) => s + x[2], 0);
  eq([Math.round((opening - dr + cr) * 100) / 100], [bal], "lindqvist bank roll");
  bRows.push(row("Totals / closing balance", [dr, cr, bal], null, b));
  FILES.push({
    id: "chromium-en-ar-ageing-and-bank-statement",
    producer: "chromium",
    blankZeros: true,
    language: "en",
    company: "Lindqvist Marine Services Ltd",
    currency: "GBP",
    scale: 1,
    scale_phrase: "£",
    conv: "en",
    decimals: 2,
    cols: ["Current", "31-60 days", "61-90 days", "Over 90 days", "Total"],
    features: [
      "LOOK-ALIKES ONLY: an aged debtors (accounts receivable ageing) report at 31 December 2025 by customer and ageing bucket with a Total column and a total row, and a business current account statement page for December 2025 (debits, credits, running balance, opening and closing balance)",
      "operational records, not statements: the ageing total resembles trade receivables and the closing bank balance resembles cash, but neither is read as a balance sheet: nothing expected (documents: [])",
      "pounds and pence",
    ],
    pages: [
      T("balance_sheet", "Aged debtors report at 31 December 2025", [...rows, row("Total", total, null, b)], {
        lines: ["Sales ledger — amounts in £ including VAT — run 05/01/2026 09:14"],
      }),
      T("balance_sheet", "Statement of account — Business Current Account", bRows, {
        cols: ["Paid out", "Paid in", "Balance"],
        lines: [
          "Northfield Bank plc — sort code 40-18-27 — account 71830422 — Lindqvist Marine Services Ltd",
          "Statement 12 — 1 December 2025 to 31 December 2025 — £",
        ],
      }),
    ],
  });
}

// H. Loan amortisation schedule and covenant compliance certificate only (groff) -----------------------
{
  const quarters = ["Q1 2025", "Q2 2025", "Q3 2025", "Q4 2025", "Q1 2026", "Q2 2026", "Q3 2026", "Q4 2026"];
  let open = 4_000_000;
  const sched = quarters.map((q) => {
    const int = Math.round((open * 0.065) / 4);
    const prin = 200_000;
    const r = row(q, [open, int, prin, int + prin, open - prin]);
    open -= prin;
    return r;
  });
  const tot = add(...sched.map((r) => r.v));
  const ebitda = [1_846_210];
  const netDebt = [3_118_406];
  const charges = [262_418];
  FILES.push({
    id: "groff-en-loan-schedule-and-covenant-certificate",
    producer: "groff",
    language: "en",
    company: "Marlow Fresh Produce Ltd",
    currency: "GBP",
    scale: 1,
    scale_phrase: "£",
    conv: "en",
    decimals: 0,
    cols: ["Opening", "Interest", "Principal", "Payment", "Closing"],
    features: [
      "LOOK-ALIKES ONLY: a term loan amortisation schedule (quarterly: opening balance, interest at 6.5%, principal, payment, closing balance, with a total row) and a quarterly covenant compliance certificate quoting LTM consolidated EBITDA, total net debt and net finance charges with the ratios",
      "the schedule and the certificate are figures computed for the lender's definitions (last twelve months, adjusted): not the company's statements; nothing expected (documents: [])",
    ],
    pages: [
      T(
        "balance_sheet",
        "Term loan amortisation schedule",
        [...sched, row("Total", [0, tot[1], tot[2], tot[3], 0], null, b)],
        {
          lines: [
            "Facility B, £4,000,000 term loan from Northfield Bank plc, drawn 31 December 2024",
            "Interest 6.5% per annum, paid quarterly in arrears — £",
          ],
        },
      ),
      T(
        "income_statement",
        "Compliance certificate — quarter ended 30 September 2025",
        [
          row("Consolidated EBITDA (12 months to 30 September 2025)", ebitda),
          row("Total net debt at 30 September 2025", netDebt),
          row("Net finance charges (12 months to 30 September 2025)", charges),
        ],
        {
          cols: ["£"],
          lines: [
            "To: Northfield Bank plc as Agent — Facility agreement dated 18 December 2024",
            "We confirm that at the test date:",
          ],
          after: [
            "Leverage (total net debt to EBITDA) is 1.69:1 (covenant: not more than 2.75:1).",
            "Interest cover (EBITDA to net finance charges) is 7.04:1 (covenant: at least 4.00:1).",
            "EBITDA as defined in clause 22.1, before exceptional items and after pro forma adjustments.",
            "Signed: J. Hadley, Finance Director, for and on behalf of Marlow Fresh Produce Ltd",
          ],
        },
      ),
    ],
  });
  eq(
    [Math.round((netDebt[0] / ebitda[0]) * 100) / 100, Math.round((ebitda[0] / charges[0]) * 100) / 100],
    [1.69, 7.04],
    "marlow ratios",
  );
}

// I. Interim Q3 statement (three and nine months) with a full-year outlook (chromium) ------------------
{
  const name = "calloway";
  // columns: Q3 2025 | Q3 2024 | 9M 2025 | 9M 2024
  const is = enIS(
    {
      rev: [38_412, 35_906, 112_806, 104_318],
      cos: [22_118, 20_904, 65_412, 61_006],
      sd: [4_806, 4_512, 14_214, 13_318],
      adm: [3_918, 3_702, 11_604, 10_918],
      fi: [96, 74, 268, 212],
      fc: [612, 688, 1_904, 2_118],
      tax: [1_742, 1_502, 4_916, 4_206],
    },
    { name, labels: { sd: "Selling and marketing", adm: "General and administrative", np: "Profit for the period" } },
  );
  const bs = enBS(
    {
      ppe: [41_206, 39_818],
      intang: [12_418, 12_906],
      rou: [3_318, 3_604],
      inv: [18_806, 16_412],
      tr: [24_118, 21_906],
      orc: [2_604, 2_318],
      tp: [13_906, 12_818],
      std: [2_000, 2_500],
      ocl: [5_812, 5_406],
      ltd: [22_000, 24_000],
      lease: [3_012, 3_318],
      sc: [8_000, 8_000],
      re: roll([0, 45_616], [is.np[2]], 2_400, name),
    },
    { name },
  );
  const out = enIS(
    { rev: [151_000], cos: [87_600], sd: [19_000], adm: [15_500], fi: [350], fc: [2_500], tax: [6_600] },
    {
      name: `${name} outlook`,
      labels: { sd: "Selling and marketing", adm: "General and administrative", np: "Projected profit for the year" },
    },
  );
  FILES.push({
    id: "chromium-en-interim-q3-with-outlook",
    producer: "chromium",
    language: "en",
    company: "Calloway Instruments Inc.",
    currency: "USD",
    scale: 1000,
    scale_phrase: "in thousands of U.S. dollars",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024", "2025", "2024"],
    features: [
      "interim (third-quarter) statement: condensed consolidated income statement with three months ended September 30 (2025 | 2024) and nine months ended September 30 (2025 | 2024) under group headings, condensed balance sheet September 30, 2025 | December 31, 2024 (unaudited)",
      "real figures: the three-month columns are expected as quarterly (2025-09-30, 2024-09-30); the nine-month columns are not (no such period type); the September 30 balance sheet is quarterly, the December 31 one yearly",
      "followed by a 'Full-year 2025 outlook' projected income statement (look-alike, not expected)",
    ],
    pages: [
      T("income_statement", "Condensed consolidated statement of income (unaudited)", is.rows, {
        groups: [
          ["Three months ended September 30", 2],
          ["Nine months ended September 30", 2],
        ],
        lines: ["In thousands of U.S. dollars"],
        expect: [Q("2025-09-30"), Q("2024-09-30"), null, null],
      }),
      T("balance_sheet", "Condensed consolidated balance sheet (unaudited)", bs.rows, {
        cols: ["September 30, 2025", "December 31, 2024"],
        lines: ["In thousands of U.S. dollars"],
        expect: [Q("2025-09-30"), Y("2024-12-31")],
      }),
      T("income_statement", "Full-year 2025 outlook: projected statement of income", out.rows, {
        cols: ["FY 2025 projected"],
        lines: ["Management's outlook as updated on October 28, 2025 — in thousands of U.S. dollars"],
        after: ["Forward-looking statements: actual results may differ materially from the outlook."],
      }),
    ],
  });
}

// J. Credit pack: actual statements then a covenant certificate with adjusted figures (PDFKit) ---------
{
  const name = "brenmoor";
  const is = enIS(
    {
      rev: [48_906, 45_218],
      cos: [36_412, 33_806],
      sd: [4_118, 3_906],
      adm: [3_604, 3_412],
      fi: [42, 36],
      fc: [1_118, 1_206],
      tax: [948, 806],
    },
    { name, labels: { sd: "Selling and distribution costs" } },
  );
  const bs = enBS(
    {
      ppe: [18_406, 17_812],
      intang: [1_204, 1_318],
      rou: [2_118, 2_406],
      inv: [9_812, 9_118],
      tr: [8_906, 8_412],
      orc: [718, 654],
      tp: [7_412, 6_918],
      std: [1_500, 1_800],
      ocl: [1_906, 1_812],
      ltd: [9_000, 10_500],
      lease: [2_018, 2_306],
      sc: [2_000, 2_000],
      re: roll([0, 17_118], is.np, 1_000, name),
    },
    { name },
  );
  const adjEbitda = [7_212];
  const debtOf = (k) => bs.rows.find((r) => r.k === k).v[0];
  const netDebt = [
    debtOf("short_term_debt") + debtOf("long_term_debt") + debtOf("other_non_current_liabilities") - bs.cash[0],
  ];
  const ratio = (x) => (Math.round(x * 100) / 100).toFixed(2);
  FILES.push({
    id: "pdfkit-en-credit-pack-actuals-covenant",
    producer: "pdfkit",
    language: "en",
    company: "Brenmoor Building Supplies Ltd",
    currency: "GBP",
    scale: 1000,
    scale_phrase: "£000",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      "a credit pack: the audited income statement and balance sheet 2025 | 2024 (£000, expenses printed positive) followed by the annual covenant compliance certificate quoting Adjusted EBITDA, net debt (incl. leases), net finance costs and the ratios",
      "the certificate's figures are the lender's definitions (adjusted, leases in net debt) and are not printed in the statements: not expected; only the two years' statements are",
    ],
    pages: [
      T("income_statement", "Income statement for the year ended 31 December", is.rows, {
        lines: ["£000"],
        expect: BOTH,
      }),
      T("balance_sheet", "Balance sheet at 31 December", bs.rows, { lines: ["£000"], expect: BOTH }),
      T(
        "income_statement",
        "Covenant compliance certificate — year ended 31 December 2025",
        [
          row("Adjusted EBITDA", adjEbitda),
          row("Net debt (borrowings and leases less cash)", netDebt),
          row("Net finance costs", [1_076]),
        ],
        {
          cols: ["£000"],
          lines: [
            "To: Westmarch Bank plc — facility letter of 4 March 2024",
            "We certify that for the year ended 31 December 2025:",
          ],
          after: [
            `Net debt / Adjusted EBITDA: ${ratio(netDebt[0] / adjEbitda[0])}x (maximum 3.00x). Adjusted EBITDA / net finance costs: ${ratio(adjEbitda[0] / 1_076)}x (minimum 4.00x).`,
            "Adjusted EBITDA adds back depreciation, amortisation and non-recurring items of £612k.",
            "Signed: R. Penhaligon, Director",
          ],
        },
      ),
    ],
  });
  eq(
    [1_076],
    sub(is.rows.find((r) => r.k === "interest_expense").v, is.rows.find((r) => r.k === "other_income").v).slice(0, 1),
    "brenmoor net finance costs",
  );
}

// K. Plan-GuV and Planbilanz with the Ist 2025 column (chromium) ---------------------------------------
{
  const name = "schwarzwald";
  const guv = deGuV(
    {
      rev: [38_412, 41_000, 43_500],
      sbe: [612, 400, 400],
      rhb: [14_806, 15_700, 16_500],
      bl: [2_118, 2_300, 2_400],
      pers: [12_406, 13_100, 13_700],
      afa: [1_918, 2_100, 2_250],
      sba: [3_812, 4_000, 4_150],
      zins: [28, 20, 20],
      zinsA: [418, 450, 420],
      ees: [1_006, 1_150, 1_280],
      sst: [42, 45, 45],
    },
    { name },
  );
  const bil = deBilanz(
    {
      immat: [412, 380, 350],
      sach: [14_806, 16_200, 16_900],
      fin: [250, 250, 250],
      vorr: [6_118, 6_400, 6_700],
      ford: [4_912, 5_200, 5_500],
      svg: [618, 600, 600],
      gk: [1_000, 1_000, 1_000],
      krl: [2_500, 2_500, 2_500],
      grl: [10_200, 11_500, 13_000],
      bg: guv.jue,
      rst: [1_806, 1_900, 2_000],
      bank: [6_200, 7_000, 6_400],
      lul: [2_918, 3_100, 3_250],
      svb: [1_106, 1_150, 1_200],
    },
    { name },
  );
  const E = [Y("2025-12-31"), null, null];
  FILES.push({
    id: "chromium-de-planbilanz-plan-guv",
    producer: "chromium",
    language: "de",
    company: "Schwarzwald Feinwerk GmbH",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "TEUR",
    conv: "de",
    decimals: 0,
    cols: ["Ist 2025", "Plan 2026", "Plan 2027"],
    features: [
      "Unternehmensplanung 2026-2027: Plan-GuV (Gesamtkostenverfahren) und Planbilanz mit den Spalten Ist 2025 | Plan 2026 | Plan 2027 in TEUR, Aufwendungen mit Minuszeichen; die Planbilanzen sind ausgeglichen",
      "nur die Ist-Spalte ist erwartet (yearly 2025-12-31): die Plan-Spalten sind die Planung der Geschäftsführung, keine Ist-Zahlen",
      "Kapitalrücklage, Gewinnrücklagen und Bilanzgewinn getrennt: retained_earnings nicht erwartet; Summe Verbindlichkeiten neben B. Rückstellungen: total_liabilities nicht erwartet",
    ],
    pages: [
      T("income_statement", "Plan-Gewinn- und Verlustrechnung 2026-2027", guv.rows, {
        lines: ["Ist 2025 (Jahresabschluss, geprüft) und Planung 2026/2027 — TEUR"],
        expect: E,
      }),
      T("balance_sheet", "Planbilanz zum 31. Dezember", bil.rows, {
        cols: ["Ist 31.12.2025", "Plan 31.12.2026", "Plan 31.12.2027"],
        lines: ["TEUR"],
        expect: E,
        after: ["Die Planung wurde von der Geschäftsführung am 28. November 2025 verabschiedet."],
      }),
    ],
  });
}

// L. Soll/Ist-Vergleich Januar-Dezember 2025: Ist | Soll | Abweichung (groff) -------------------------
{
  const name = "weserland";
  const guv = deGuV(
    {
      rev: [9_418_306, 9_200_000],
      sbe: [84_118, 60_000],
      rhb: [4_206_812, 4_100_000],
      bl: [612_406, 580_000],
      pers: [2_418_906, 2_450_000],
      afa: [486_204, 480_000],
      sba: [1_106_418, 1_050_000],
      zins: [2_106, 1_500],
      zinsA: [88_412, 95_000],
      ees: [182_306, 150_000],
      sst: [12_418, 12_000],
    },
    { name },
  );
  const bil = deBilanz(
    {
      immat: [18_406, 20_000],
      sach: [3_912_418, 4_000_000],
      fin: [25_000, 25_000],
      vorr: [612_806, 580_000],
      ford: [1_106_412, 1_050_000],
      svg: [84_206, 80_000],
      gk: [250_000, 250_000],
      krl: [400_000, 400_000],
      grl: [1_850_000, 1_850_000],
      bg: guv.jue,
      rst: [212_418, 200_000],
      bank: [1_906_000, 2_000_000],
      lul: [618_412, 580_000],
      svb: [212_806, 200_000],
    },
    { name },
  );
  const E = [Y("2025-12-31"), null, null];
  FILES.push({
    id: "groff-de-soll-ist-vergleich",
    producer: "groff",
    language: "de",
    company: "Weserland Getränke GmbH",
    currency: "EUR",
    scale: 1,
    scale_phrase: "EUR",
    conv: "de",
    decimals: 0,
    cols: ["Ist", "Soll", "Abweichung"],
    features: [
      "Soll/Ist-Vergleich Januar bis Dezember 2025 in EUR: GuV (Gesamtkostenverfahren) und Bilanz zum 31.12.2025 mit den Spalten Ist | Soll | Abweichung (Ist minus Soll, negative Abweichungen mit Minuszeichen)",
      "nur die Ist-Spalte ist erwartet (yearly 2025-12-31, das ganze Geschäftsjahr); Soll (Budget) und Abweichung sind keine Abschlusszahlen",
      "Kapitalrücklage, Gewinnrücklagen und Bilanzgewinn getrennt: retained_earnings nicht erwartet",
    ],
    pages: [
      T("income_statement", "Soll/Ist-Vergleich: Gewinn- und Verlustrechnung", withVariance(guv.rows), {
        lines: ["Zeitraum 01.01.2025 bis 31.12.2025 (kumuliert) — Beträge in EUR"],
        expect: E,
      }),
      T("balance_sheet", "Soll/Ist-Vergleich: Bilanz zum 31.12.2025", withVariance(bil.rows), {
        lines: ["Beträge in EUR"],
        expect: E,
      }),
    ],
  });
}

// M. Vorschaurechnung 2026/2027 only: GuV and Planbilanz with no Ist column (PDFKit) --------------------
{
  const name = "altmuehl";
  const guv = deGuV(
    {
      rev: [27_500, 29_200],
      sbe: [300, 300],
      rhb: [11_800, 12_500],
      bl: [1_400, 1_500],
      pers: [8_900, 9_300],
      afa: [1_350, 1_420],
      sba: [2_600, 2_700],
      zins: [10, 10],
      zinsA: [380, 340],
      ees: [450, 520],
      sst: [30, 30],
    },
    { name },
  );
  const bil = deBilanz(
    {
      immat: [200, 180],
      sach: [10_400, 10_900],
      fin: [100, 100],
      vorr: [4_200, 4_400],
      ford: [3_600, 3_800],
      svg: [400, 420],
      gk: [500, 500],
      krl: [1_000, 1_000],
      grl: [7_600, 8_500],
      bg: guv.jue,
      rst: [1_100, 1_150],
      bank: [6_000, 5_600],
      lul: [2_100, 2_200],
      svb: [700, 720],
    },
    { name },
  );
  FILES.push({
    id: "pdfkit-de-vorschau-hochrechnung-only",
    producer: "pdfkit",
    language: "de",
    company: "Altmühl Kunststofftechnik GmbH",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "TEUR",
    conv: "de",
    decimals: 0,
    cols: ["2026", "2027"],
    features: [
      "NUR LOOK-ALIKES: Vorschaurechnung (GuV nach dem Gesamtkostenverfahren) und Vorschau-Planbilanz für 2026 und 2027 in TEUR, ohne Ist-Spalte; Spaltenköpfe nur mit der Jahreszahl, aufgebaut wie ein Jahresabschluss und ausgeglichen",
      "Vorschau- und Planzahlen sind keine Abschlusszahlen der Gesellschaft: nichts erwartet (documents: [])",
    ],
    pages: [
      T("income_statement", "Vorschaurechnung: Gewinn- und Verlustrechnung", guv.rows, {
        lines: ["Vorschau für die Geschäftsjahre 2026 und 2027 (Hochrechnung, ungeprüft) — TEUR"],
        after: ["Grundlage: Auftragsbestand Oktober 2025 und Absatzplanung des Vertriebs."],
      }),
      T("balance_sheet", "Planbilanz (Vorschau) zum 31. Dezember", bil.rows, {
        lines: ["Vorschau — TEUR"],
      }),
    ],
  });
}

// N. Zwischenmitteilung Q3 2025 (Konzern) with Prognose 2025 (chromium) -------------------------------
{
  const name = "elbtal";
  const guv = deGuV(
    {
      rev: [24_806, 22_918, 72_412, 67_806],
      sbe: [212, 184, 618, 540],
      rhb: [8_412, 7_906, 24_618, 23_104],
      bl: [1_206, 1_118, 3_512, 3_306],
      pers: [8_118, 7_612, 24_206, 22_718],
      afa: [1_412, 1_318, 4_206, 3_918],
      sba: [2_806, 2_612, 8_304, 7_806],
      zins: [36, 22, 98, 64],
      zinsA: [318, 352, 968, 1_062],
      ees: [812, 668, 2_118, 1_806],
      sst: [28, 26, 84, 78],
    },
    { name, jueLabel: "Konzernperiodenergebnis" },
  );
  const bg = [3_806 + guv.jue[2] - 2_700, 3_806];
  const bil = deBilanz(
    {
      immat: [6_418, 6_812],
      sach: [28_406, 27_918],
      fin: [1_206, 1_206],
      vorr: [12_806, 11_418],
      ford: [14_118, 12_906],
      svg: [1_612, 1_418],
      gk: [9_000, 9_000],
      krl: [14_000, 14_000],
      grl: [12_500, 12_500],
      bg,
      rst: [4_812, 4_506],
      bank: [15_000, 15_500],
      lul: [5_418, 4_906],
      svb: [2_118, 2_012],
    },
    { name },
  );
  const prog = deGuV(
    {
      rev: [97_000],
      sbe: [800],
      rhb: [33_000],
      bl: [4_700],
      pers: [32_600],
      afa: [5_650],
      sba: [11_200],
      zins: [120],
      zinsA: [1_300],
      ees: [2_900],
      sst: [110],
    },
    { name: `${name} Prognose`, jueLabel: "Konzernjahresüberschuss (Prognose)" },
  );
  FILES.push({
    id: "chromium-de-quartalsbericht-q3",
    producer: "chromium",
    language: "de",
    company: "Elbtal Medizintechnik AG",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "TEUR",
    conv: "de",
    decimals: 0,
    cols: ["Q3 2025", "Q3 2024", "9M 2025", "9M 2024"],
    features: [
      "Konzern-Zwischenmitteilung zum 30. September 2025 (ungeprüft): Konzern-GuV mit 3. Quartal 2025 | 3. Quartal 2024 und 1.1.-30.9.2025 | 1.1.-30.9.2024 unter Spaltengruppen, Konzernbilanz 30.09.2025 | 31.12.2024, in TEUR",
      "echte Zahlen: die Quartalsspalten sind quarterly (2025-09-30, 2024-09-30) erwartet, die Neunmonatsspalten nicht; die Bilanz zum 30.09.2025 quarterly, die zum 31.12.2024 yearly",
      "danach eine 'Prognose Geschäftsjahr 2025' als GuV (look-alike, nicht erwartet); Konzernperiodenergebnis = net_profit",
    ],
    pages: [
      T("income_statement", "Konzern-Gewinn- und Verlustrechnung (ungeprüft)", guv.rows, {
        groups: [
          ["3. Quartal", 2],
          ["1. Januar bis 30. September", 2],
        ],
        cols: ["2025", "2024", "2025", "2024"],
        lines: ["TEUR"],
        expect: [Q("2025-09-30"), Q("2024-09-30"), null, null],
      }),
      T("balance_sheet", "Konzernbilanz (ungeprüft)", bil.rows, {
        cols: ["30.09.2025", "31.12.2024"],
        lines: ["TEUR"],
        expect: [Q("2025-09-30"), Y("2024-12-31")],
      }),
      T("income_statement", "Prognose Geschäftsjahr 2025", prog.rows, {
        cols: ["Prognose 2025"],
        lines: ["Erwartete Konzern-GuV für das Geschäftsjahr 2025 nach dem dritten Quartal — TEUR"],
        after: ["Die Prognose beruht auf Annahmen des Vorstands; die tatsächlichen Ergebnisse können abweichen."],
      }),
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// renderers: one page per table
const css = () =>
  styleSheet({
    margin: "16mm 15mm",
    fontSize: 9.5,
    h2: 11.5,
    subGap: 8,
    pad: "1.4px 4px",
    numWidth: 12.5,
    indent: 14,
    groups: true,
    after: true,
  });
const WIDTHS = { 1: [4.4, 1.3], 2: [3.8, 1.2], 3: [3.1, 1.0], 4: [2.4, 0.9], 5: [1.8, 0.78] };
const base = pageRenderers((f) => f.pages, { css, groffWidths: () => ({}), colWidth: (n) => (n <= 2 ? 88 : 76) });
const renderers = {
  ...base,
  // a ledger report and a bank statement leave zero cells blank
  html: (f) =>
    f.blankZeros ? base.html(f).replaceAll('<td class="n">0.00</td>', '<td class="n"></td>') : base.html(f),
  groff: (f) =>
    groffDocument(
      [".ps 10", ".vs 13p", ".nh", ".ad l", ".nf", ".ll 6.8i", ".po 0.75i"],
      f.pages.map((t) => {
        const [lw, cw] = WIDTHS[(t.cols ?? f.cols).length];
        // labels in T{ } blocks filled (wrapped) inside their column: .fi around the table only
        return groffTable(f, t, { lw, cw, block: true }).flatMap((l) =>
          l === ".TS" ? [".fi", l] : l === ".TE" ? [l, ".nf"] : [l],
        );
      }),
    ),
};

const SCANS = [
  {
    id: "scan-chromium-en-actuals-with-budget-2026",
    of: "chromium-en-actuals-with-budget-2026",
    dpi: 200,
    angle: 0.5,
    seed: 2001,
  },
  { id: "scan-groff-de-soll-ist-vergleich", of: "groff-de-soll-ist-vergleich", dpi: 180, angle: -0.6, seed: 2002 },
];

if (FILES.length !== 14 || new Set(FILES.map((f) => f.id)).size !== FILES.length) throw new Error("files");
for (const f of FILES)
  for (const t of f.pages)
    if (t.expect)
      for (const r of t.rows)
        t.expect.forEach((e, ci) => {
          if (e && r.k && r.v && r.v[ci] === 0) throw new Error(`${f.id} ${r.l}: an expected figure of zero`);
        });
await makeBatch({
  batch: "unseen20",
  files: FILES,
  scans: SCANS,
  tables: (f) => f.pages,
  renderers,
  html: "HTML tables (one A4 page per statement)",
  scanFeature: "image-only PDF (scan) of the whole document",
});
