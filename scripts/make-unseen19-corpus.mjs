// Builds blind batch 19 of the extraction corpus (test/fixtures/extraction-corpus/unseen19/) ONCE.
// Made BLIND to the reader: its maker read only src/contract/ (document and period types),
// docs/chart-of-accounts.md, scripts/corpus-own-statements.mjs, the header and renderers of
// scripts/make-unseen18-corpus.mjs (how a maker drives makeBatch, its key conventions) and earlier
// batches' JSONs ("company", "currency", "producer_id" to pick countries and producers not yet used);
// not the reader (src/server/extraction/), docs/extraction.md, the scorer or any test, and it ran none
// of them.
//
// Theme: what shippers outside Europe and North America send, in English: a Nigerian plc's Directors'
// Report and Group/Company statements in ₦'000; a Ghanaian family company's unaudited management
// accounts in GH¢ (trading account, vertical balance sheet, "Income surplus", "Stated capital"); a
// Philippine PFRS for SMEs corporation with "2024 (As restated)"; a Singapore Pte. Ltd.'s Directors'
// Statement and Group/Company statements of financial position in $'000; a UAE L.L.C. with a cash flow
// by the DIRECT method; a Hong Kong company's Report of the Directors (year ended 31 March); a Kenyan
// company in KShs (year ended 30 June); a Qatari W.L.L. with restated comparatives in QR'000; a
// Malaysian Berhad with Group/Company columns on both statements in RM; an Omani SAOC in RO with an
// indirect cash flow; a New Zealand company (year ended 31 March, NZ$000) with a direct cash flow; a
// Bahraini W.L.L. in dinars and fils (three decimals). Notes columns, brackets for negatives, dashes for
// nils, "signed on behalf of the board". Every figure is written here by hand; the script throws unless
// each balance sheet balances (cash is the plug, checked positive, company columns included), each
// printed subtotal is the sum of its lines (computed, never typed), each profit closes, retained
// earnings roll forward per column pair and cash rolls forward in each cash flow (begin + net change =
// end = the balance sheet's cash; the receipts from customers of a direct cash flow close it).
//
// Files: 12 text PDFs and 3 scans, all English. Producers: gropdf — GNU groff's own PDF device
// (groff -t -Tpdf, not -Tps + ps2pdf; NEW in this batch) for 3 files; cups-filters texttopdf (Debian
// cups-filters, /usr/lib/cups/filter/texttopdf: plain text in Courier, US letter; NEW, installed with
// apt-get for this batch) for 3 files; Chromium headless --print-to-pdf for 3; groff -Tps + ps2pdf for
// 1; PDFKit 0.15 for 2. Scans by the shared module's scan() of the Nigerian (Chromium), the Ghanaian
// (gropdf) and the Kenyan (texttopdf) files. Lout and SILE are not in this machine's Debian; @pdfme was
// installed to /tmp but not used.
// Shared module: makeBatch takes an optional `producers` map (id -> { line, render }) for a batch's own
// producers; without it everything is as before, so earlier batches' JSONs and checks are unchanged.
//
// Key conventions: docs/chart-of-accounts.md (binding): other_* are the RESIDUAL of their section
// (right-of-use assets, deferred tax assets, investment in an associate; prepayments; lease
// liabilities, deferred tax, end of service benefits / retirement obligations; accruals, current tax,
// amounts due to a director); other_income is NON-operating (finance / interest income, share of
// profit of an associate); expenses positive, cash outflows negative; amounts in units ('000 multiplied
// out); total_equity includes non-controlling interests; net_profit is the whole group's.
// Decisions of this batch (where the docs are silent):
//   - four-column Group/Company statements: only the Group columns are expected; company-only lines
//     (investments in subsidiaries, amounts due from / owing by subsidiaries) print "–" in the Group
//     columns and are not expected (they are nothing of the group);
//   - a lone "Other income" / "Other operating income" / "Other income and gains" with no finance
//     income or associate line beside it = other_income (the chart's reader note: earlier batches count
//     it so); beside a finance income line it is operating and not expected;
//   - no income tax line (Qatar, Bahrain): the printed "Profit for the year" / "Net profit for the
//     year" is net_profit; profit_before_tax and income_tax are not expected (nothing printed holds them);
//   - Ghana management accounts: "Purchases" = purchases, the printed "Cost of sales" =
//     cost_of_goods_sold (opening / closing stock not expected), "Salaries and wages" not expected
//     (staff costs), shop rent, electricity, transport, repairs not expected (no key names them, none is
//     called selling or administrative), "Loan interest" = interest_expense, "Total expenses" not
//     expected, "Net profit before tax" = profit_before_tax; "Cash at bank" + "Cash in hand" = cash
//     (summed); "Loan from director (long term)" = long_term_debt; "Stated capital" = share_capital,
//     "Income surplus" = retained_earnings, "Shareholders' funds" = total_equity; net current assets,
//     "Total assets less current liabilities" and "Capital employed" not expected; no total assets is
//     printed, so none is expected;
//   - "2024 (As restated)" / "2024 (Restated)": the restated figures as printed are the prior year's;
//   - a statutory / legal reserve, share premium and a translation reserve belong to no key but total
//     equity; "Accumulated profits" and "Revenue reserves" = retained_earnings;
//   - "Notes payable (short-term)", "Bank overdraft and short-term loans", "Short-term borrowings
//     (trust receipts)", "Bank loans - due within one year", "Bank overdraft" = short_term_debt;
//     "Current portion / maturity of term / long-term loans" = current_portion_long_term_debt;
//   - a direct cash flow: receipts from customers, payments to suppliers and employees and interest /
//     tax paid are not expected (no key); an indirect one's adjustments neither; "Payment of lease
//     liabilities" / "Principal elements of lease payments" are not repayment_of_borrowings;
//   - a year ended 31 March or 30 June is yearly with that date; Bahraini fils are printed with three
//     decimals but every amount is a whole number of ten fils (the shared JSON writer rounds to cents).
//
// Usage: node scripts/make-unseen19-corpus.mjs [--check] [--out DIR] (see corpus-own-statements.mjs).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  add,
  eq,
  esc,
  fmtNum,
  groffPages,
  head,
  makeBatch,
  neg,
  pdfkitPages,
  plug,
  positive,
  row,
  sub,
  Y,
} from "./corpus-own-statements.mjs";

// ---------------------------------------------------------------------------------------------
// printing: "paren" (1,234) or "minus" -1,234 with the file's decimals; nils: f.nil ("–" or "-")
function fmt(f, x) {
  if (x === 0) return f.nil ?? "–";
  const s = fmtNum(x, "en", f.decimals);
  if (x > 0) return s;
  return f.neg === "minus" ? `-${s}` : `(${s})`;
}
const b = { b: true };
const i1 = { i: 1 };
const m1 = { s: -1 };
/** A row with a note reference (the Notes column). */
const nr = (l, n, v, k = null, o = {}) => ({ ...row(l, v, k, o), n });
const st = (type, title, rows, o = {}) => ({ kind: "st", type, title, rows, ...o });
/** A text page (directors' report / statement): paragraphs, then signature lines. */
const tx = (title, paras, sign = []) => ({ kind: "text", title, paras, sign, rows: [] });
const FILES = [];
/** Retained earnings rolled forward per column pair: cur = prior + profit - dividends. */
const rollRE = (re, np, div, what) => {
  for (let i = 0; i < re.length; i += 2) eq([re[i]], [re[i + 1] + np[i] - div[i]], `${what} retained earnings`);
};

/**
 * The figures of one IFRS-style set (vectors over the printed columns, column pairs current | prior):
 * the profit closes (gross profit, operating profit, profit before tax, profit for the year), retained
 * earnings roll forward per pair, and cash is the plug that balances the statement of financial
 * position (checked positive). Missing lines are zero vectors.
 */
function ifrsSet(n, d, what) {
  const z = Array(n).fill(0);
  const v = (k) => d[k] ?? z;
  const o = { ...d };
  o.gp = sub(v("rev"), v("cos"));
  o.op = sub(add(o.gp, v("ooi")), add(v("dist"), v("admin"), v("staff"), v("dep"), v("ooe")));
  o.pbt = sub(add(o.op, v("fi"), v("assoc")), v("fc"));
  o.np = sub(o.pbt, v("tax"));
  positive(o.np, `${what} profit`);
  o.tci = add(o.np, v("oci"));
  o.re = [...d.reP];
  for (let i = 0; i < n; i += 2) o.re[i] = d.reP[i + 1] + o.np[i] - v("div")[i] + v("reAdj")[i];
  rollRE(sub(o.re, v("reAdj")), o.np, v("div"), what);
  o.tnca = add(v("ppe"), v("rou"), v("intang"), v("invest"), v("subs"), v("dta"));
  o.te = add(v("sc"), v("sp"), v("res"), o.re, v("nci"));
  o.tncl = add(v("ltd"), v("lnc"), v("dtl"), v("prov"));
  o.tcl = add(v("tp"), v("std"), v("cpl"), v("lc"), v("ctax"), v("accr"), v("due"));
  o.tl = add(o.tncl, o.tcl);
  o.tle = add(o.te, o.tl);
  o.cash = plug(o.tle, [o.tnca, v("inv"), v("tr"), v("prep"), v("dueFrom")], `${what} cash`);
  o.tca = add(v("inv"), v("tr"), v("prep"), v("dueFrom"), o.cash);
  o.ta = add(o.tnca, o.tca);
  eq(o.ta, o.tle, `${what} balance`);
  return o;
}
/** A column pair's cash flow closes: net change = the three sections and rolls begin -> end. */
function cashRoll(cf, cash, begin, what) {
  cf.net = add(cf.ops, cf.inv, cf.fin);
  eq(cf.net, sub(cash, begin), `${what} cash roll`);
  cf.begin = begin;
  cf.end = cash;
}

// 1. Nigeria: Group and Company (four amount columns), directors' report first, N'000, Notes -------
{
  const d = {
    rev: [18_462_318, 15_907_442, 11_204_655, 9_876_120],
    cos: [12_918_740, 11_283_019, 8_011_327, 7_102_884],
    ooi: [214_506, 188_117, 342_000, 296_500],
    dist: [1_104_227, 964_380, 702_114, 611_945],
    admin: [2_212_664, 1_986_205, 1_344_806, 1_208_331],
    fi: [96_412, 71_880, 40_218, 33_604],
    fc: [804_115, 712_466, 512_390, 468_021],
    tax: [548_620, 384_411, 329_870, 228_470],
    oci: [-42_118, 18_204, 0, 0],
    div: [400_000, 300_000, 400_000, 300_000],
    reP: [0, 2_864_019, 0, 1_718_442],
    ppe: [7_618_420, 7_104_336, 4_412_608, 4_188_017],
    rou: [612_304, 688_115, 402_660, 455_900],
    intang: [184_226, 206_840, 96_118, 108_004],
    subs: [0, 0, 1_250_000, 1_250_000],
    inv: [3_904_512, 3_411_207, 2_284_416, 2_006_583],
    tr: [2_887_615, 2_514_932, 1_716_025, 1_522_818],
    prep: [318_240, 284_117, 166_530, 150_212],
    sc: [1_500_000, 1_500_000, 1_500_000, 1_500_000],
    sp: [2_250_000, 2_250_000, 2_250_000, 2_250_000],
    res: [186_342, 228_460, 0, 0],
    nci: [402_118, 366_204, 0, 0],
    ltd: [3_850_000, 4_300_000, 2_600_000, 2_950_000],
    lnc: [488_216, 566_402, 322_118, 377_045],
    dtl: [418_906, 386_224, 244_312, 226_807],
    tp: [3_502_840, 3_104_557, 2_018_224, 1_806_420],
    std: [1_640_000, 1_210_000, 980_000, 720_000],
    lc: [146_006, 131_880, 96_240, 88_612],
    ctax: [512_334, 366_018, 310_422, 214_018],
  };
  const s = ifrsSet(4, d, "ng");
  const G = [Y("2025-12-31"), Y("2024-12-31"), null, null];
  const eqr = [d.sc, d.sp, d.res];
  FILES.push({
    id: "chromium-ng-group-company-naira",
    producer: "chromium",
    language: "en",
    company: "Apapa Bulk Flour Mills Plc",
    currency: "NGN",
    scale: 1000,
    scale_phrase: "₦'000",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024", "2025", "2024"],
    features: [
      "Nigerian plc (IFRS as adopted by the FRC of Nigeria): Directors' Report page before the statements, then a Consolidated and Separate Statement of Profit or Loss and Other Comprehensive Income and Statement of Financial Position with four amount columns (Group 2025 | 2024, Company 2025 | 2024) under 'Group' and 'Company' headings, ₦'000 in a unit row",
      "Notes column, brackets for costs and negatives, '–' for nils (investment in subsidiaries in the Group columns, OCI in the Company columns); non-controlling interests inside total equity",
    ],
    pages: [
      tx(
        "Directors' Report for the year ended 31 December 2025",
        [
          "The directors present their report on the affairs of Apapa Bulk Flour Mills Plc (the Company) and its subsidiaries (together, the Group), together with the audited consolidated and separate financial statements for the year ended 31 December 2025.",
          "Principal activities: the Group mills wheat into flour and semolina at Apapa, Lagos, and distributes its products through its subsidiary Ikeja Foods Distribution Limited across the South-West and North-Central regions.",
          `Results: the Group's profit for the year was ₦${fmtNum(s.np[0], "en", 0)} thousand (2024: ₦${fmtNum(s.np[1], "en", 0)} thousand). The directors recommend a dividend of 30 kobo per ordinary share for approval at the annual general meeting.`,
          "Property, plant and equipment: movements during the year are set out in Note 12. In the opinion of the directors the market value of the Group's properties is not less than the value shown in the financial statements.",
          "Auditors: Messrs. Adeyemi Okafor & Co. (Chartered Accountants) have indicated their willingness to continue in office in accordance with Section 401(2) of the Companies and Allied Matters Act, 2020.",
        ],
        [
          "BY ORDER OF THE BOARD",
          "",
          "Folasade Adebayo-Cole",
          "Company Secretary",
          "FRC/2019/NBA/00000021873",
          "Lagos, 24 March 2026",
        ],
      ),
      st(
        "income_statement",
        "Consolidated and Separate Statement of Profit or Loss and Other Comprehensive Income for the year ended 31 December 2025",
        [
          nr("Revenue", "5", d.rev, "revenue"),
          nr("Cost of sales", "6", neg(d.cos), "cost_of_goods_sold", m1),
          nr("Gross profit", "", s.gp, "gross_profit", b),
          nr("Other operating income", "7", d.ooi),
          nr("Selling and distribution expenses", "8", neg(d.dist), "selling_general_administrative", m1),
          nr("Administrative expenses", "8", neg(d.admin), "selling_general_administrative", m1),
          nr("Operating profit", "", s.op, "operating_profit", b),
          nr("Finance income", "9", d.fi, "other_income"),
          nr("Finance costs", "9", neg(d.fc), "interest_expense", m1),
          nr("Profit before taxation", "", s.pbt, "profit_before_tax", b),
          nr("Income tax expense", "10", neg(d.tax), "income_tax", m1),
          nr("Profit for the year", "", s.np, "net_profit", b),
          head("Other comprehensive income"),
          nr("Items that may be reclassified to profit or loss:", "", null),
          nr("Exchange differences on translation of foreign operations", "", d.oci, null, i1),
          nr("Total comprehensive income for the year", "", s.tci, null, b),
          head("Profit attributable to:"),
          nr("Owners of the Company", "", [s.np[0] - 76_204, s.np[1] - 58_330, s.np[2], s.np[3]], null, i1),
          nr("Non-controlling interests", "", [76_204, 58_330, 0, 0], null, i1),
        ],
        {
          expect: G,
          groups: [
            ["Group", 2],
            ["Company", 2],
          ],
          headRows: [["₦'000", "₦'000", "₦'000", "₦'000"]],
        },
      ),
      st(
        "balance_sheet",
        "Consolidated and Separate Statement of Financial Position as at 31 December 2025",
        [
          head("Assets"),
          head("Non-current assets"),
          nr("Property, plant and equipment", "12", d.ppe, "net_fixed_assets", i1),
          nr("Right-of-use assets", "13", d.rou, "other_non_current_assets", i1),
          nr("Intangible assets", "14", d.intang, "intangible_assets", i1),
          nr("Investment in subsidiaries", "15", d.subs, null, i1),
          nr("Total non-current assets", "", s.tnca, "total_non_current_assets", b),
          head("Current assets"),
          nr("Inventories", "16", d.inv, "inventory", i1),
          nr("Trade and other receivables", "17", d.tr, "trade_receivables", i1),
          nr("Prepayments", "18", d.prep, "other_current_assets", i1),
          nr("Cash and cash equivalents", "19", s.cash, "cash", i1),
          nr("Total current assets", "", s.tca, "total_current_assets", b),
          nr("Total assets", "", s.ta, "total_assets", b),
          head("Equity and liabilities"),
          head("Equity"),
          nr("Share capital", "20", d.sc, "share_capital", i1),
          nr("Share premium", "20", d.sp, null, i1),
          nr("Foreign currency translation reserve", "", d.res, null, i1),
          nr("Retained earnings", "", s.re, "retained_earnings", i1),
          nr("Equity attributable to owners of the Company", "", add(...eqr, s.re), null, b),
          nr("Non-controlling interests", "", d.nci, null, i1),
          nr("Total equity", "", s.te, "total_equity", b),
          head("Non-current liabilities"),
          nr("Loans and borrowings", "21", d.ltd, "long_term_debt", i1),
          nr("Lease liabilities", "13", d.lnc, "other_non_current_liabilities", i1),
          nr("Deferred tax liabilities", "10", d.dtl, "other_non_current_liabilities", i1),
          nr("Total non-current liabilities", "", s.tncl, "total_non_current_liabilities", b),
          head("Current liabilities"),
          nr("Trade and other payables", "22", d.tp, "trade_payables", i1),
          nr("Loans and borrowings", "21", d.std, "short_term_debt", i1),
          nr("Lease liabilities", "13", d.lc, "other_current_liabilities", i1),
          nr("Current tax liabilities", "10", d.ctax, "other_current_liabilities", i1),
          nr("Total current liabilities", "", s.tcl, "total_current_liabilities", b),
          nr("Total liabilities", "", s.tl, "total_liabilities", b),
          nr("Total equity and liabilities", "", s.tle, "total_liabilities_and_equity", b),
        ],
        {
          expect: G,
          groups: [
            ["Group", 2],
            ["Company", 2],
          ],
          headRows: [["₦'000", "₦'000", "₦'000", "₦'000"]],
          after: [
            "These financial statements were approved by the Board of Directors on 24 March 2026 and signed on its behalf by:",
            "Chief Adewale Ogunleye (Chairman) FRC/2013/IODN/00000003311 — Mrs. Ngozi Eze-Ibrahim (Managing Director) FRC/2016/ICAN/00000015902",
          ],
        },
      ),
    ],
  });
}
// 2. Ghana: family company's unaudited management accounts, GH¢ whole cedis, gropdf -------------
{
  const open = [412_660, 366_905];
  const purch = [2_918_440, 2_604_118];
  const close = [448_210, 412_660];
  const cos = sub(add(open, purch), close);
  const wages = [286_400, 262_150];
  const rent = [72_000, 66_000];
  const elec = [38_914, 34_206];
  const transp = [61_228, 55_780];
  const repairs = [14_306, 18_992];
  const dep = [42_518, 39_870];
  const interest = [21_600, 25_200];
  const d = {
    rev: [3_781_905, 3_362_470],
    cos,
    staff: wages,
    ooe: add(rent, elec, transp, repairs),
    dep,
    fc: interest,
    tax: [0, 0],
    div: [60_000, 40_000],
    reP: [0, 318_442],
    ppe: [306_115, 318_633],
    inv: close,
    tr: [184_306, 166_918],
    sc: [50_000, 50_000],
    ltd: [160_000, 200_000],
    tp: [296_870, 281_544],
    std: [38_112, 62_090],
    accr: [21_984, 19_406],
  };
  const tl = sub(add(d.rev), add(cos, wages, d.ooe, dep, interest));
  d.tax = [Math.round(tl[0] * 0.25), Math.round(tl[1] * 0.25)];
  const s = ifrsSet(2, d, "gh");
  const hand = [3_460, 2_915];
  const bank = sub(s.cash, hand);
  positive(bank, "gh bank");
  const texp = add(wages, d.ooe, dep, interest);
  const nca = sub(s.tca, s.tcl);
  FILES.push({
    id: "gropdf-gh-family-management-accounts",
    producer: "gropdf",
    language: "en",
    company: "Asante-Mensah Provisions Enterprise Limited",
    currency: "GHS",
    scale: 1,
    scale_phrase: "GH¢",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      "Ghanaian family company's unaudited management accounts (prepared by the directors, not audited): trading account with opening stock, purchases and closing stock, expenses listed positive, 'Net profit before tax'",
      "vertical balance sheet: net current assets and 'Total assets less current liabilities', 'Financed by:' stated capital, income surplus and a director's loan; cash at bank and cash in hand on two lines; GH¢ in the column heads; no total assets printed",
    ],
    pages: [
      st(
        "income_statement",
        "Management Profit and Loss Account for the year ended 31 December 2025 (unaudited)",
        [
          row("Sales", d.rev, "revenue"),
          head("Less: Cost of sales"),
          row("Opening stock", open, null, i1),
          row("Purchases", purch, "purchases", i1),
          row("Closing stock", neg(close), null, i1),
          row("Cost of sales", cos, "cost_of_goods_sold", b),
          row("Gross profit", s.gp, "gross_profit", b),
          head("Less: Expenses"),
          row("Salaries and wages", wages, null, i1),
          row("Shop rent", rent, null, i1),
          row("Electricity and water", elec, null, i1),
          row("Transport and delivery", transp, null, i1),
          row("Repairs and maintenance", repairs, null, i1),
          row("Depreciation", dep, "depreciation_amortization", i1),
          row("Loan interest", interest, "interest_expense", i1),
          row("Total expenses", texp, null, b),
          row("Net profit before tax", s.pbt, "profit_before_tax", b),
          row("Income tax (25%)", d.tax, "income_tax"),
          row("Net profit after tax", s.np, "net_profit", b),
        ],
        {
          expect: [Y("2025-12-31"), Y("2024-12-31")],
          cols: ["2025 GH¢", "2024 GH¢"],
          lines: ["Prepared by the directors from the books of the company — not audited"],
        },
      ),
      st(
        "balance_sheet",
        "Balance Sheet as at 31 December 2025 (unaudited)",
        [
          row("Fixed assets (net book value)", d.ppe, "net_fixed_assets", b),
          head("Current assets"),
          row("Stock", close, "inventory", i1),
          row("Debtors", d.tr, "trade_receivables", i1),
          row("Cash at bank", bank, "cash", i1),
          row("Cash in hand", hand, "cash", i1),
          row("Total current assets", s.tca, "total_current_assets", b),
          head("Less: Current liabilities"),
          row("Creditors", d.tp, "trade_payables", i1),
          row("Bank overdraft", d.std, "short_term_debt", i1),
          row("VAT and NHIL payable", d.accr, "other_current_liabilities", i1),
          row("Total current liabilities", s.tcl, "total_current_liabilities", b),
          row("Net current assets", nca, null, b),
          row("Total assets less current liabilities", add(d.ppe, nca), null, b),
          head("Financed by:"),
          row("Stated capital", d.sc, "share_capital", i1),
          row("Income surplus", s.re, "retained_earnings", i1),
          row("Shareholders' funds", s.te, "total_equity", b),
          row("Loan from director (long term)", d.ltd, "long_term_debt", i1),
          row("Capital employed", add(s.te, d.ltd), null, b),
        ],
        {
          expect: [Y("2025-12-31"), Y("2024-12-31")],
          cols: ["2025 GH¢", "2024 GH¢"],
          after: [
            "Approved by the directors: Kwame Asante-Mensah (Managing Director), Akosua Asante-Mensah (Director)",
          ],
        },
      ),
    ],
  });
}
// shared: a statement of financial position's rows from an ifrsSet (labels by L, notes by N) --------
function sofpRows(d, s, L = {}, N = {}) {
  const n = (k) => N[k] ?? "";
  const has = (k) => d[k] !== undefined;
  const r = [];
  r.push(head("ASSETS"), head(L.ncaH ?? "Non-current assets"));
  if (has("ppe")) r.push(nr(L.ppe ?? "Property, plant and equipment", n("ppe"), d.ppe, "net_fixed_assets", i1));
  if (has("rou")) r.push(nr(L.rou ?? "Right-of-use assets", n("rou"), d.rou, "other_non_current_assets", i1));
  if (has("intang")) r.push(nr(L.intang ?? "Intangible assets", n("intang"), d.intang, "intangible_assets", i1));
  if (has("invest"))
    r.push(nr(L.invest ?? "Investment in an associate", n("invest"), d.invest, "other_non_current_assets", i1));
  if (has("subs")) r.push(nr(L.subs ?? "Investments in subsidiaries", n("subs"), d.subs, null, i1));
  if (has("dta")) r.push(nr(L.dta ?? "Deferred tax assets", n("dta"), d.dta, "other_non_current_assets", i1));
  r.push(nr(L.tnca ?? "Total non-current assets", "", s.tnca, "total_non_current_assets", b));
  r.push(head(L.caH ?? "Current assets"));
  if (has("inv")) r.push(nr(L.inv ?? "Inventories", n("inv"), d.inv, "inventory", i1));
  if (has("tr")) r.push(nr(L.tr ?? "Trade and other receivables", n("tr"), d.tr, "trade_receivables", i1));
  if (has("prep")) r.push(nr(L.prep ?? "Prepayments and deposits", n("prep"), d.prep, "other_current_assets", i1));
  if (has("dueFrom")) r.push(nr(L.dueFrom ?? "Amounts due from subsidiaries", n("dueFrom"), d.dueFrom, null, i1));
  r.push(nr(L.cash ?? "Cash and cash equivalents", n("cash"), s.cash, "cash", i1));
  r.push(nr(L.tca ?? "Total current assets", "", s.tca, "total_current_assets", b));
  r.push(nr(L.ta ?? "TOTAL ASSETS", "", s.ta, "total_assets", b));
  r.push(head("EQUITY AND LIABILITIES"), head(L.eqH ?? "Equity"));
  r.push(nr(L.sc ?? "Share capital", n("sc"), d.sc, "share_capital", i1));
  if (has("sp")) r.push(nr(L.sp ?? "Share premium", n("sp"), d.sp, null, i1));
  if (has("res")) r.push(nr(L.res ?? "Other reserves", n("res"), d.res, null, i1));
  r.push(nr(L.re ?? "Retained earnings", n("re"), s.re, "retained_earnings", i1));
  if (has("nci")) {
    r.push(nr(L.own ?? "Equity attributable to owners of the Company", "", sub(s.te, d.nci), null, b));
    r.push(nr(L.nci ?? "Non-controlling interests", "", d.nci, null, i1));
  }
  r.push(nr(L.te ?? "Total equity", "", s.te, "total_equity", b));
  r.push(head(L.nclH ?? "Non-current liabilities"));
  if (has("ltd")) r.push(nr(L.ltd ?? "Borrowings", n("ltd"), d.ltd, "long_term_debt", i1));
  if (has("lnc")) r.push(nr(L.lnc ?? "Lease liabilities", n("lnc"), d.lnc, "other_non_current_liabilities", i1));
  if (has("prov"))
    r.push(
      nr(L.prov ?? "Provision for end of service benefits", n("prov"), d.prov, "other_non_current_liabilities", i1),
    );
  if (has("dtl")) r.push(nr(L.dtl ?? "Deferred tax liabilities", n("dtl"), d.dtl, "other_non_current_liabilities", i1));
  r.push(nr(L.tncl ?? "Total non-current liabilities", "", s.tncl, "total_non_current_liabilities", b));
  r.push(head(L.clH ?? "Current liabilities"));
  if (has("tp")) r.push(nr(L.tp ?? "Trade and other payables", n("tp"), d.tp, "trade_payables", i1));
  if (has("accr")) r.push(nr(L.accr ?? "Accruals", n("accr"), d.accr, "other_current_liabilities", i1));
  if (has("due")) r.push(nr(L.due ?? "Amount due to a director", n("due"), d.due, "other_current_liabilities", i1));
  if (has("std")) r.push(nr(L.std ?? "Borrowings", n("std"), d.std, "short_term_debt", i1));
  if (has("cpl"))
    r.push(nr(L.cpl ?? "Current portion of term loans", n("cpl"), d.cpl, "current_portion_long_term_debt", i1));
  if (has("lc")) r.push(nr(L.lc ?? "Lease liabilities", n("lc"), d.lc, "other_current_liabilities", i1));
  if (has("ctax")) r.push(nr(L.ctax ?? "Income tax payable", n("ctax"), d.ctax, "other_current_liabilities", i1));
  r.push(nr(L.tcl ?? "Total current liabilities", "", s.tcl, "total_current_liabilities", b));
  if (L.tl !== false) r.push(nr(L.tl ?? "Total liabilities", "", s.tl, "total_liabilities", b));
  r.push(nr(L.tle ?? "TOTAL EQUITY AND LIABILITIES", "", s.tle, "total_liabilities_and_equity", b));
  return r;
}
/** A statement of profit or loss's rows (function of expense), costs in brackets. */
function soplRows(d, s, L = {}, N = {}) {
  const n = (k) => N[k] ?? "";
  const has = (k) => d[k] !== undefined;
  const r = [
    nr(L.rev ?? "Revenue", n("rev"), d.rev, "revenue"),
    nr(L.cos ?? "Cost of sales", n("cos"), neg(d.cos), "cost_of_goods_sold", m1),
  ];
  r.push(nr(L.gp ?? "Gross profit", "", s.gp, "gross_profit", b));
  // a lone other (operating) income line with no non-operating line beside it is other_income
  const lone = !has("fi") && !has("assoc");
  if (has("ooi")) r.push(nr(L.ooi ?? "Other income", n("ooi"), d.ooi, lone ? "other_income" : null));
  if (has("dist"))
    r.push(
      nr(L.dist ?? "Selling and distribution expenses", n("dist"), neg(d.dist), "selling_general_administrative", m1),
    );
  if (has("admin"))
    r.push(nr(L.admin ?? "Administrative expenses", n("admin"), neg(d.admin), "selling_general_administrative", m1));
  if (has("ooe")) r.push(nr(L.ooe ?? "Other operating expenses", n("ooe"), neg(d.ooe), "other_operating_expenses", m1));
  r.push(nr(L.op ?? "Operating profit", "", s.op, "operating_profit", b));
  if (has("fi")) r.push(nr(L.fi ?? "Finance income", n("fi"), d.fi, "other_income"));
  if (has("fc")) r.push(nr(L.fc ?? "Finance costs", n("fc"), neg(d.fc), "interest_expense", m1));
  if (has("assoc")) r.push(nr(L.assoc ?? "Share of profit of an associate", n("assoc"), d.assoc, "other_income"));
  r.push(nr(L.pbt ?? "Profit before tax", "", s.pbt, "profit_before_tax", b));
  r.push(nr(L.tax ?? "Income tax expense", n("tax"), neg(d.tax), "income_tax", m1));
  r.push(nr(L.np ?? "Profit for the year", "", s.np, "net_profit", b));
  if (has("oci")) {
    r.push(head("Other comprehensive income"));
    r.push(
      nr(
        L.oci ?? "Items that will not be reclassified to profit or loss: remeasurement of defined benefit obligation",
        n("oci"),
        d.oci,
        null,
        i1,
      ),
    );
    r.push(nr(L.tci ?? "Total comprehensive income for the year", "", s.tci, null, b));
  }
  return r;
}

// 3. Philippines: PFRS for SMEs, comparatives restated, Notes, whole pesos, gropdf ------------------
{
  const d = {
    rev: [84_216_540, 76_904_318],
    cos: [61_880_214, 57_118_406],
    ooi: [612_880, 540_216],
    dist: [6_204_118, 5_618_990],
    admin: [8_816_402, 8_120_774],
    fi: [118_406, 96_512],
    fc: [1_486_220, 1_604_118],
    tax: [1_638_246, 1_251_876],
    reP: [0, 9_604_212],
    div: [2_000_000, 1_500_000],
    ppe: [21_406_118, 20_118_604],
    dta: [418_204, 506_880],
    inv: [14_880_416, 13_206_512],
    tr: [11_204_630, 10_418_226],
    prep: [1_302_418, 1_188_604],
    sc: [20_000_000, 20_000_000],
    ltd: [9_500_000, 11_000_000],
    prov: [2_118_406, 1_946_220],
    tp: [8_604_418, 7_918_206],
    std: [4_000_000, 3_500_000],
    cpl: [1_500_000, 1_500_000],
    ctax: [604_118, 418_906],
  };
  const s = ifrsSet(2, d, "ph");
  const E = [Y("2025-12-31"), Y("2024-12-31")];
  const N = {
    ppe: "8",
    dta: "19",
    inv: "6",
    tr: "5",
    prep: "7",
    cash: "4",
    sc: "14",
    ltd: "11",
    cpl: "11",
    prov: "12",
    tp: "10",
    std: "11",
    ctax: "19",
  };
  FILES.push({
    id: "gropdf-ph-pfrs-smes-restated",
    producer: "gropdf",
    language: "en",
    company: "Mandaue Rattan and Furniture Exports, Inc.",
    currency: "PHP",
    scale: 1,
    scale_phrase: "Amounts in Philippine Peso",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024 (As restated)"],
    features: [
      "Philippine corporation under PFRS for SMEs (Cebu): Statements of Financial Position first, then Statements of Comprehensive Income, whole pesos ('Amounts in Philippine Peso'), Notes column, prior-year column headed '2024 (As restated)' with a note on the restatement",
      "retirement benefit obligation (non-current), current portion of long-term loans printed apart from the short-term notes payable, remeasurement of the retirement obligation in OCI",
    ],
    pages: [
      st(
        "balance_sheet",
        "Statements of Financial Position",
        sofpRows(
          d,
          s,
          {
            ltd: "Long-term loans - net of current portion",
            std: "Notes payable (short-term)",
            cpl: "Current portion of long-term loans",
            prov: "Retirement benefit obligation",
            sc: "Capital stock",
            re: "Retained earnings",
            tr: "Trade and other receivables - net",
            ctax: "Income tax payable",
          },
          N,
        ),
        {
          expect: E,
          lines: ["December 31, 2025 and 2024", "(Amounts in Philippine Peso)"],
          after: ["The 2024 comparatives have been restated for the correction of inventory costing (Note 22)."],
        },
      ),
      st(
        "income_statement",
        "Statements of Comprehensive Income",
        soplRows(
          { ...d, oci: [-84_216, 41_804] },
          { ...s, tci: add(s.np, [-84_216, 41_804]) },
          {
            rev: "Sales",
            cos: "Cost of sales",
            ooi: "Other operating income",
            dist: "Selling expenses",
            admin: "General and administrative expenses",
            op: "Income from operations",
            fi: "Interest income",
            fc: "Interest expense",
            pbt: "Income before income tax",
            tax: "Provision for income tax",
            np: "Net income",
            tci: "Total comprehensive income",
            oci: "Remeasurement loss/gain on retirement benefit obligation",
          },
          { rev: "15", cos: "16", ooi: "17", dist: "18", admin: "18", fi: "4", fc: "11", tax: "19", oci: "12" },
        ),
        { expect: E, lines: ["For the Years Ended December 31, 2025 and 2024", "(Amounts in Philippine Peso)"] },
      ),
    ],
  });
}
/** The first two columns of every vector of an object (the group's of a four-column set). */
const g2 = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Array.isArray(v) ? v.slice(0, 2) : v]));

// 4. Singapore: directors' statement, Group and Company statements of financial position, S$'000, gropdf
{
  const d = {
    rev: [64_218, 58_904, 22_406, 20_118],
    cos: [47_106, 43_880, 15_204, 13_906],
    ooi: [1_204, 986, 3_600, 3_200],
    dist: [3_418, 3_106, 0, 0],
    admin: [7_912, 7_406, 4_118, 3_904],
    fi: [212, 148, 96, 64],
    fc: [1_118, 1_204, 412, 446],
    assoc: [486, 402, 0, 0],
    tax: [1_106, 812, 318, 260],
    div: [1_800, 1_500, 1_800, 1_500],
    reP: [0, 18_406, 0, 6_204],
    ppe: [28_406, 27_118, 9_204, 9_618],
    rou: [4_118, 4_606, 1_206, 1_418],
    invest: [3_204, 2_918, 0, 0],
    subs: [0, 0, 11_000, 11_000],
    inv: [8_918, 8_204, 2_106, 1_918],
    tr: [12_406, 11_618, 3_904, 3_612],
    dueFrom: [0, 0, 2_418, 2_106],
    sc: [15_000, 15_000, 15_000, 15_000],
    res: [-612, -418, 0, 0],
    ltd: [9_800, 11_200, 4_200, 5_000],
    lnc: [3_406, 3_918, 1_004, 1_212],
    dtl: [1_418, 1_306, 206, 184],
    tp: [9_106, 8_418, 2_118, 1_906],
    std: [3_000, 2_500, 1_000, 1_000],
    lc: [806, 744, 218, 206],
    ctax: [1_018, 806, 304, 246],
  };
  const s = ifrsSet(4, d, "sg");
  const L = {
    invest: "Investment in an associate",
    subs: "Investments in subsidiaries",
    dueFrom: "Amounts due from subsidiaries (non-trade)",
    res: "Foreign currency translation reserve",
    re: "Accumulated profits",
    ltd: "Bank borrowings",
    std: "Bank borrowings",
    ctax: "Income tax payable",
    tl: false,
  };
  const N = {
    ppe: "4",
    rou: "5",
    invest: "6",
    subs: "7",
    inv: "8",
    tr: "9",
    dueFrom: "10",
    cash: "11",
    sc: "12",
    ltd: "13",
    std: "13",
    lnc: "5",
    lc: "5",
    dtl: "14",
    tp: "15",
  };
  FILES.push({
    id: "gropdf-sg-directors-statement-group-company",
    producer: "gropdf",
    language: "en",
    company: "Pandan Loop Food Ingredients Pte. Ltd.",
    currency: "SGD",
    scale: 1000,
    scale_phrase: "$'000",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024", "2025", "2024"],
    features: [
      "Singapore private company (SFRS(I)): Directors' Statement page first (opinion of the directors, directors in office, signed on behalf of the board), then Statements of Financial Position with Group and Company columns (four amount columns, $'000), then the Consolidated Statement of Profit or Loss (two columns)",
      "'Accumulated profits' for retained earnings, negative foreign currency translation reserve in brackets, share of profit of an associate after finance costs, no total liabilities printed, Notes column; company-only lines (investments in subsidiaries, amounts due from subsidiaries) with '–' in the Group columns",
    ],
    pages: [
      tx(
        "Directors' Statement",
        [
          "The directors present their statement to the member together with the audited consolidated financial statements of the Group and the statement of financial position of the Company for the financial year ended 31 December 2025.",
          "In the opinion of the directors, (a) the statement of financial position of the Company and the consolidated financial statements of the Group are drawn up so as to give a true and fair view of the financial position of the Company and of the Group as at 31 December 2025 and the financial performance, changes in equity and cash flows of the Group for the financial year then ended in accordance with the provisions of the Companies Act 1967 and Singapore Financial Reporting Standards (International); and (b) at the date of this statement there are reasonable grounds to believe that the Company will be able to pay its debts as and when they fall due.",
          "The directors of the Company in office at the date of this statement are: Tan Wei Ming, Lim Hui Ling and Rajesh s/o Subramaniam.",
          "Neither at the end of nor at any time during the financial year was the Company a party to any arrangement whose object was to enable the directors to acquire benefits by means of the acquisition of shares in, or debentures of, the Company or any other body corporate.",
        ],
        [
          "On behalf of the board of directors",
          "",
          "Tan Wei Ming, Director          Lim Hui Ling, Director",
          "",
          "Singapore, 18 March 2026",
        ],
      ),
      st("balance_sheet", "Statements of Financial Position as at 31 December 2025", sofpRows(d, s, L, N), {
        expect: [Y("2025-12-31"), Y("2024-12-31"), null, null],
        groups: [
          ["Group", 2],
          ["Company", 2],
        ],
        headRows: [["$'000", "$'000", "$'000", "$'000"]],
      }),
      st(
        "income_statement",
        "Consolidated Statement of Profit or Loss for the financial year ended 31 December 2025",
        soplRows(
          g2({ ...d, oci: undefined }),
          g2(s),
          {
            ooi: "Other income",
            dist: "Distribution costs",
            fc: "Finance costs",
            pbt: "Profit before income tax",
            tax: "Income tax expense",
          },
          { rev: "16", cos: "17", ooi: "18", dist: "17", admin: "17", fi: "19", fc: "19", assoc: "6", tax: "20" },
        ),
        { expect: [Y("2025-12-31"), Y("2024-12-31")], cols: ["2025", "2024"], headRows: [["$'000", "$'000"]] },
      ),
    ],
  });
}

/** A direct-method cash flow's rows and checks; the receipts from customers close the column. */
function directCf(o) {
  const { cash, begin } = o;
  const inv = add(neg(o.capex), o.disposal, o.intRec);
  const fin = add(o.newLoans, neg(o.repay), neg(o.divPaid), neg(o.lease));
  const ops = sub(sub(sub(cash, begin), inv), fin);
  const gen = add(ops, o.intPaid, o.taxPaid, o.eosb ?? cash.map(() => 0));
  const receipts = add(gen, o.pay);
  positive(receipts, `${o.what} receipts`);
  const cf = { ops, inv, fin, gen, receipts };
  cashRoll(cf, cash, begin, o.what);
  return cf;
}
// 5. UAE: statement of financial position and a direct-method cash flow, AED, texttopdf --------------
{
  const d = {
    rev: [38_406_118, 35_118_604],
    cos: [29_118_406, 26_904_212],
    admin: [4_206_118, 3_918_406],
    fc: [612_406, 688_118],
    tax: [318_206, 226_118],
    reP: [0, 6_118_406],
    div: [1_500_000, 1_000_000],
    ppe: [12_406_118, 12_918_604],
    rou: [1_804_206, 2_106_118],
    inv: [5_406_118, 4_918_206],
    tr: [7_118_406, 5_404_118],
    prep: [612_406, 588_204],
    sc: [3_000_000, 3_000_000],
    res: [1_500_000, 1_500_000],
    ltd: [4_200_000, 5_400_000],
    lnc: [1_506_118, 1_812_406],
    prov: [1_118_406, 1_004_212],
    tp: [6_204_118, 5_918_406],
    std: [2_000_000, 1_500_000],
    lc: [318_206, 296_118],
    ctax: [318_206, 226_118],
  };
  const s = ifrsSet(2, d, "ae");
  const cf = directCf({
    what: "ae",
    cash: s.cash,
    begin: [s.cash[1], 1_206_418],
    pay: [32_604_118, 30_118_406],
    intPaid: [598_206, 671_118],
    taxPaid: [226_118, 0],
    eosb: [86_204, 74_118],
    capex: [1_118_406, 2_406_118],
    disposal: [84_000, 0],
    intRec: [0, 0],
    newLoans: [500_000, 1_500_000],
    repay: [1_200_000, 1_200_000],
    divPaid: [1_500_000, 1_000_000],
    lease: [418_206, 396_118],
  });
  const E = [Y("2025-12-31"), Y("2024-12-31")];
  FILES.push({
    id: "texttopdf-ae-direct-cashflow",
    producer: "texttopdf",
    language: "en",
    company: "Sharjah Steel Fabrication L.L.C.",
    currency: "AED",
    scale: 1,
    scale_phrase: "AED",
    conv: "paren",
    decimals: 0,
    nil: "-",
    cols: ["2025", "2024"],
    features: [
      "UAE limited liability company (IFRS; UAE corporate tax from the 2024 financial year, first paid in 2025): plain-text statements in Courier printed by cups-filters texttopdf (US letter), titles in capitals, AED in a unit row, dashes '-' for nils",
      "Statement of Financial Position with statutory reserve and provision for employees' end of service benefits; Statement of Cash Flows by the DIRECT method (cash receipts from customers, cash paid to suppliers and employees, end of service benefits paid), signed on behalf of the board",
    ],
    pages: [
      st(
        "balance_sheet",
        "Statement of Financial Position as at 31 December 2025",
        sofpRows(
          d,
          s,
          {
            res: "Statutory reserve",
            prov: "Provision for employees' end of service benefits",
            ltd: "Term loans",
            std: "Short-term borrowings (trust receipts)",
            ctax: "Corporate tax payable",
            rou: "Right-of-use assets",
          },
          {},
        ),
        {
          expect: E,
          headRows: [["AED", "AED"]],
        },
      ),
      st(
        "cashflow_statement",
        "Statement of Cash Flows for the year ended 31 December 2025",
        [
          head("Cash flows from operating activities"),
          row("Cash receipts from customers", cf.receipts, null, i1),
          row("Cash paid to suppliers and employees", neg([32_604_118, 30_118_406]), null, i1),
          row("Cash generated from operations", cf.gen, null, b),
          row("Finance costs paid", neg([598_206, 671_118]), null, i1),
          row("Employees' end of service benefits paid", neg([86_204, 74_118]), null, i1),
          row("Corporate tax paid", neg([226_118, 0]), null, i1),
          row("Net cash generated from operating activities", cf.ops, "net_cash_from_operating_activities", b),
          head("Cash flows from investing activities"),
          row("Purchase of property, plant and equipment", neg([1_118_406, 2_406_118]), "purchase_of_fixed_assets", i1),
          row("Proceeds from disposal of property, plant and equipment", [84_000, 0], null, i1),
          row("Net cash used in investing activities", cf.inv, "net_cash_from_investing_activities", b),
          head("Cash flows from financing activities"),
          row("Proceeds from term loans", [500_000, 1_500_000], null, i1),
          row("Repayment of term loans", neg([1_200_000, 1_200_000]), "repayment_of_borrowings", i1),
          row("Dividends paid", neg([1_500_000, 1_000_000]), "dividends_paid", i1),
          row("Payment of lease liabilities", neg([418_206, 396_118]), null, i1),
          row("Net cash used in financing activities", cf.fin, "net_cash_from_financing_activities", b),
          row("Net increase/(decrease) in cash and cash equivalents", cf.net, "net_change_in_cash", b),
          row("Cash and cash equivalents at beginning of the year", cf.begin, "cash_at_beginning"),
          row("Cash and cash equivalents at end of the year", cf.end, "cash_at_end", b),
        ],
        {
          expect: E,
          headRows: [["AED", "AED"]],
          after: [
            "Signed on behalf of the board: Mohammed Al Qasimi (Managing Director), Anil Menon (Finance Manager)",
            "Sharjah, 26 March 2026",
          ],
        },
      ),
    ],
  });
}
// 6. Hong Kong: directors' report, HKFRS for Private Entities style, HK$ whole dollars, texttopdf ------
{
  const d = {
    rev: [28_604_118, 26_118_406],
    cos: [21_406_204, 19_812_118],
    ooi: [186_406, 142_118],
    dist: [1_204_118, 1_118_406],
    admin: [3_812_406, 3_604_118],
    fc: [318_406, 366_118],
    tax: [337_270, 206_160],
    reP: [0, 5_406_118],
    div: [800_000, 600_000],
    ppe: [4_118_406, 4_406_212],
    inv: [3_604_118, 3_318_406],
    tr: [4_906_204, 4_412_118],
    prep: [412_118, 388_406],
    sc: [1_000_000, 1_000_000],
    tp: [3_118_406, 2_906_118],
    due: [1_200_000, 1_500_000],
    std: [1_804_118, 2_118_406],
    ctax: [337_270, 206_160],
    ltd: [1_100_000, 1_400_000],
  };
  const s = ifrsSet(2, d, "hk");
  const E = [Y("2025-03-31"), Y("2024-03-31")];
  FILES.push({
    id: "texttopdf-hk-directors-report-march",
    producer: "texttopdf",
    language: "en",
    company: "Tsuen Wan Garment Accessories Limited",
    currency: "HKD",
    scale: 1,
    scale_phrase: "HK$",
    conv: "paren",
    decimals: 0,
    nil: "-",
    cols: ["2025", "2024"],
    features: [
      "Hong Kong private company, year ended 31 March 2025: Report of the Directors (principal activities, results and appropriations, directors, auditor) before the statements, plain text in Courier by cups-filters texttopdf",
      "Statement of Profit or Loss (no OCI) and Statement of Financial Position with HK$ in a unit row, 'Amount due to a director' and 'Bank loans' among the current liabilities, non-current bank loans; profits tax for income tax",
    ],
    pages: [
      tx(
        "Report of the Directors",
        [
          "The directors submit their report together with the audited financial statements for the year ended 31 March 2025.",
          "PRINCIPAL ACTIVITIES. The principal activities of the company are the manufacture and trading of buttons, zips and labels for garment makers in Hong Kong and the Pearl River Delta.",
          `RESULTS AND APPROPRIATIONS. The results of the company for the year ended 31 March 2025 are set out in the statement of profit or loss. An interim dividend of HK$${fmtNum(d.div[0], "en", 0)} was paid during the year. The directors do not recommend the payment of a final dividend.`,
          "DIRECTORS. The directors during the year and up to the date of this report were Mr. Chan Kwok Wai and Ms. Leung Mei Kuen. In accordance with the company's articles of association, all directors remain in office for the ensuing year.",
          "AUDITOR. The financial statements have been audited by Wong & Cheung CPA Limited, who retire and, being eligible, offer themselves for re-appointment.",
        ],
        ["On behalf of the board", "", "Chan Kwok Wai", "Chairman", "Hong Kong, 19 July 2025"],
      ),
      st(
        "income_statement",
        "Statement of Profit or Loss for the year ended 31 March 2025",
        soplRows(
          d,
          s,
          {
            rev: "Revenue",
            ooi: "Other income and gains",
            dist: "Selling and distribution costs",
            op: "Profit from operations",
            fc: "Finance costs",
            tax: "Income tax expense (Hong Kong profits tax)",
            pbt: "Profit before taxation",
          },
          { rev: "5", ooi: "6", fc: "7", tax: "8" },
        ),
        { expect: E, headRows: [["HK$", "HK$"]] },
      ),
      st(
        "balance_sheet",
        "Statement of Financial Position as at 31 March 2025",
        sofpRows(
          d,
          s,
          {
            ppe: "Property, plant and equipment",
            tr: "Trade and bills receivables",
            prep: "Deposits, prepayments and other receivables",
            cash: "Bank balances and cash",
            ltd: "Bank loans - due after one year",
            std: "Bank loans - due within one year",
            due: "Amount due to a director",
            ctax: "Tax payable",
            tp: "Trade and bills payables",
            tl: false,
            tle: "TOTAL EQUITY AND LIABILITIES",
          },
          { ppe: "10", inv: "11", tr: "12", cash: "13", sc: "14", ltd: "15", std: "15", due: "16", tp: "17" },
        ),
        {
          expect: E,
          headRows: [["HK$", "HK$"]],
          after: [
            "Approved and authorised for issue by the board of directors on 19 July 2025 and signed on its behalf by: Chan Kwok Wai, Director; Leung Mei Kuen, Director",
          ],
        },
      ),
    ],
  });
}
// 7. Kenya: a small company's income statement and balance sheet, KShs, texttopdf --------------------
{
  const d = {
    rev: [46_218_406, 41_906_118],
    cos: [34_118_204, 31_204_606],
    ooi: [318_406, 286_118],
    admin: [6_406_118, 5_918_204],
    dist: [1_918_406, 1_804_118],
    fc: [906_118, 1_018_406],
    tax: [955_790, 672_830],
    reP: [0, 7_118_406],
    div: [1_000_000, 0],
    ppe: [9_406_118, 9_918_204],
    intang: [318_406, 412_118],
    inv: [7_406_118, 6_804_206],
    tr: [4_918_204, 4_804_118],
    prep: [418_206, 386_118],
    sc: [2_000_000, 2_000_000],
    ltd: [3_200_000, 4_000_000],
    dtl: [612_118, 586_204],
    tp: [5_806_118, 5_418_206],
    std: [2_418_206, 2_906_118],
    cpl: [800_000, 800_000],
    ctax: [412_118, 318_204],
  };
  const s = ifrsSet(2, d, "ke");
  const E = [Y("2025-06-30"), Y("2024-06-30")];
  FILES.push({
    id: "texttopdf-ke-kshs-june",
    producer: "texttopdf",
    language: "en",
    company: "Ruiru Animal Feeds Limited",
    currency: "KES",
    scale: 1,
    scale_phrase: "KShs",
    conv: "paren",
    decimals: 0,
    nil: "-",
    cols: ["2025 KShs", "2024 KShs"],
    features: [
      "Kenyan private company under IFRS for SMEs, year ended 30 June 2025: plain-text Statement of Comprehensive Income and Statement of Financial Position in Courier by cups-filters texttopdf, 'KShs' in the column heads, Notes column",
      "bank overdraft as 'Bank overdraft and short-term loans', current portion of long-term loans printed apart, deferred tax liability",
    ],
    pages: [
      st(
        "income_statement",
        "Statement of Comprehensive Income for the year ended 30 June 2025",
        soplRows(
          d,
          s,
          {
            rev: "Sales",
            ooi: "Other operating income",
            dist: "Selling and distribution expenses",
            admin: "Administrative and general expenses",
            op: "Operating profit",
            fc: "Finance costs",
            pbt: "Profit before taxation",
            tax: "Taxation",
            np: "Profit for the year",
          },
          { rev: "3", cos: "4", ooi: "5", admin: "6", dist: "6", fc: "7", tax: "8" },
        ),
        { expect: E },
      ),
      st(
        "balance_sheet",
        "Statement of Financial Position as at 30 June 2025",
        sofpRows(
          d,
          s,
          {
            intang: "Intangible assets (software)",
            prep: "Other receivables and prepayments",
            cash: "Cash and bank balances",
            ltd: "Long-term loans",
            cpl: "Current portion of long-term loans",
            std: "Bank overdraft and short-term loans",
            dtl: "Deferred tax liability",
            ctax: "Current tax payable",
            re: "Revenue reserves",
          },
          {
            ppe: "9",
            intang: "10",
            inv: "11",
            tr: "12",
            cash: "13",
            sc: "14",
            ltd: "15",
            cpl: "15",
            std: "16",
            dtl: "8",
            tp: "17",
            ctax: "8",
          },
        ),
        {
          expect: E,
          after: [
            "The financial statements were approved by the board of directors on 22 September 2025 and signed on its behalf by: J. Kamau (Director), W. Njeri (Director)",
          ],
        },
      ),
    ],
  });
}
// 8. Qatar: comparatives restated, QR'000 heading, Notes, Chromium ---------------------------------
{
  const d = {
    rev: [212_406, 196_118],
    cos: [158_204, 147_906],
    ooi: [2_118, 1_806],
    admin: [18_406, 17_204],
    dist: [6_118, 5_806],
    fi: [1_204, 906],
    fc: [4_118, 4_606],
    assoc: [1_806, 1_418],
    tax: [0, 0],
    reP: [0, 64_118],
    div: [15_000, 12_000],
    res: [25_000, 25_000],
    ppe: [118_406, 112_204],
    intang: [4_206, 4_806],
    invest: [12_118, 10_312],
    inv: [28_406, 26_118],
    tr: [41_204, 44_806],
    prep: [3_118, 2_906],
    sc: [50_000, 50_000],
    ltd: [38_000, 46_000],
    prov: [9_806, 8_918],
    tp: [36_118, 33_906],
    std: [8_000, 6_500],
    cpl: [8_000, 8_000],
  };
  const s = ifrsSet(2, d, "qa");
  const E = [Y("2025-12-31"), Y("2024-12-31")];
  const N = {
    ppe: "5",
    intang: "6",
    invest: "7",
    inv: "8",
    tr: "9",
    prep: "10",
    cash: "11",
    sc: "12",
    res: "13",
    ltd: "14",
    cpl: "14",
    std: "14",
    prov: "15",
    tp: "16",
  };
  FILES.push({
    id: "chromium-qa-restated-qr000",
    producer: "chromium",
    language: "en",
    company: "Mesaieed Industrial Gases W.L.L.",
    currency: "QAR",
    scale: 1000,
    scale_phrase: "QR'000",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024 (Restated)"],
    font: '"Liberation Serif", serif',
    features: [
      "Qatari W.L.L. (IFRS, no income tax for a wholly Qatari-owned company: no tax line): Statement of Financial Position and Statement of Profit or Loss, QR'000 in a unit row, the 2024 column headed '2024 (Restated)' with a restatement note (Note 27: reclassification of retention receivables), Notes column",
      "legal reserve (Qatar Commercial Companies Law) beside retained earnings, employees' end of service benefits, share of results of an associate after finance costs, current maturity of term loans printed apart, serif font",
    ],
    pages: [
      st(
        "balance_sheet",
        "Statement of Financial Position",
        sofpRows(
          d,
          s,
          {
            ncaH: "Non-current assets",
            res: "Legal reserve",
            prov: "Employees' end of service benefits",
            ltd: "Interest-bearing loans and borrowings",
            cpl: "Current maturity of interest-bearing loans",
            std: "Bank overdrafts and short-term loans",
            tp: "Trade and other payables",
            invest: "Investment in an associate",
            cash: "Cash and bank balances",
            tr: "Trade and other receivables",
          },
          N,
        ),
        {
          expect: E,
          lines: ["As at 31 December 2025"],
          headRows: [["QR'000", "QR'000"]],
          after: [
            "Certain comparative amounts have been restated: retention receivables of QR'000 3,806 previously included in trade receivables were reclassified (Note 27).",
          ],
        },
      ),
      st(
        "income_statement",
        "Statement of Profit or Loss",
        [
          ...soplRows(
            d,
            s,
            {
              rev: "Revenue",
              ooi: "Other operating income",
              dist: "Selling and distribution expenses",
              admin: "General and administrative expenses",
              op: "Operating profit",
              fi: "Finance income",
              fc: "Finance costs",
              assoc: "Share of results of an associate",
              pbt: "Profit for the year",
            },
            { rev: "17", cos: "18", ooi: "19", admin: "20", dist: "21", fi: "22", fc: "22", assoc: "7" },
          )
            .filter((r) => r.k !== "income_tax" && r.k !== "net_profit")
            .map((r) => (r.k === "profit_before_tax" ? { ...r, k: "net_profit" } : r)),
          nr("Other comprehensive income for the year", "", [0, 0]),
          nr("Total comprehensive income for the year", "", s.np, null, b),
        ],
        { expect: E, lines: ["For the year ended 31 December 2025"], headRows: [["QR'000", "QR'000"]] },
      ),
    ],
  });
}
// 9. Malaysia: Group and Company, both statements in four columns, RM, MFRS, Chromium ---------------
{
  const d = {
    rev: [96_418_206, 88_906_118, 41_206_418, 38_118_206],
    cos: [74_206_118, 69_118_406, 31_906_204, 29_604_118],
    ooi: [1_406_118, 1_118_204, 2_906_118, 2_604_206],
    dist: [4_118_206, 3_906_118, 1_604_118, 1_506_204],
    admin: [9_806_204, 9_118_406, 4_118_206, 3_906_118],
    ooe: [612_118, 1_406_204, 206_118, 418_206],
    fi: [318_206, 206_118, 118_206, 96_118],
    fc: [2_406_118, 2_604_206, 906_118, 1_018_204],
    tax: [1_718_206, 1_204_118, 1_306_118, 1_018_206],
    reP: [0, 21_406_118, 0, 12_118_406],
    div: [3_000_000, 2_400_000, 3_000_000, 2_400_000],
    ppe: [48_206_118, 46_118_406, 18_406_204, 18_906_118],
    rou: [3_118_206, 3_604_118, 1_206_118, 1_418_206],
    subs: [0, 0, 12_500_000, 12_500_000],
    dta: [806_118, 918_204, 0, 0],
    inv: [18_406_118, 16_906_204, 6_118_206, 5_806_118],
    tr: [21_118_406, 19_806_118, 8_406_204, 7_918_118],
    prep: [1_206_118, 1_118_406, 412_118, 386_204],
    dueFrom: [0, 0, 3_118_206, 2_806_118],
    sc: [30_000_000, 30_000_000, 30_000_000, 30_000_000],
    ltd: [14_000_000, 17_000_000, 5_000_000, 6_500_000],
    lnc: [2_406_118, 2_906_204, 906_118, 1_118_206],
    dtl: [2_118_406, 1_906_118, 1_206_118, 1_118_206],
    tp: [16_118_206, 14_906_118, 5_118_406, 4_806_204],
    std: [6_000_000, 5_000_000, 2_000_000, 1_500_000],
    lc: [806_118, 744_206, 318_206, 296_118],
    ctax: [518_206, 306_118, 406_118, 318_206],
  };
  const s = ifrsSet(4, d, "my");
  const G = [Y("2025-12-31"), Y("2024-12-31"), null, null];
  const grp = [
    ["Group", 2],
    ["Company", 2],
  ];
  FILES.push({
    id: "chromium-my-mfrs-group-company-rm",
    producer: "chromium",
    language: "en",
    company: "Prai Industrial Fasteners Berhad",
    currency: "MYR",
    scale: 1,
    scale_phrase: "RM",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024", "2025", "2024"],
    features: [
      "Malaysian Berhad (MFRS, Companies Act 2016): Statements of Profit or Loss and Other Comprehensive Income and Statements of Financial Position each with Group and Company columns (four amount columns), whole ringgit with RM in a unit row, Notes column",
      "'Other operating expenses' beside selling and administrative expenses, deferred tax assets in the Group only, amounts owing by subsidiaries in the Company only, lease liabilities current and non-current",
    ],
    pages: [
      st(
        "income_statement",
        "Statements of Profit or Loss and Other Comprehensive Income for the financial year ended 31 December 2025",
        [
          ...soplRows(
            d,
            s,
            {
              ooi: "Other operating income",
              dist: "Selling and distribution expenses",
              admin: "Administrative expenses",
              ooe: "Other operating expenses",
              op: "Profit from operations",
              fi: "Finance income",
              fc: "Finance costs",
              pbt: "Profit before tax",
              tax: "Tax expense",
              np: "Profit for the financial year",
            },
            { rev: "4", cos: "5", ooi: "6", ooe: "7", fi: "8", fc: "8", tax: "9" },
          ),
          nr("Other comprehensive income, net of tax", "", [0, 0, 0, 0]),
          nr("Total comprehensive income for the financial year", "", s.np, null, b),
        ],
        { expect: G, groups: grp, headRows: [["RM", "RM", "RM", "RM"]] },
      ),
      st(
        "balance_sheet",
        "Statements of Financial Position as at 31 December 2025",
        sofpRows(
          d,
          s,
          {
            subs: "Investment in subsidiaries",
            dueFrom: "Amount owing by subsidiaries",
            tr: "Trade receivables",
            prep: "Other receivables, deposits and prepayments",
            cash: "Cash and bank balances",
            ltd: "Loans and borrowings",
            std: "Loans and borrowings",
            tp: "Trade and other payables",
            ctax: "Current tax liabilities",
          },
          {
            ppe: "10",
            rou: "11",
            subs: "12",
            dta: "13",
            inv: "14",
            tr: "15",
            prep: "16",
            dueFrom: "17",
            cash: "18",
            sc: "19",
            ltd: "20",
            std: "20",
            lnc: "11",
            lc: "11",
            dtl: "13",
            tp: "21",
          },
        ),
        { expect: G, groups: grp, headRows: [["RM", "RM", "RM", "RM"]] },
      ),
    ],
  });
}
// 10. Oman: SOFP, SOPL and an indirect cash flow, RO whole rials, groff -Tps + ps2pdf -----------------
{
  const d = {
    rev: [8_406_118, 7_918_206],
    cos: [6_118_406, 5_806_118],
    ooi: [48_206, 41_118],
    admin: [1_004_118, 948_206],
    dist: [306_118, 288_406],
    fc: [186_406, 204_118],
    tax: [125_180, 95_300],
    reP: [0, 1_406_118],
    div: [300_000, 250_000],
    res: [500_000, 500_000],
    ppe: [4_806_118, 4_918_406],
    inv: [1_206_118, 1_118_204],
    tr: [1_418_206, 1_306_118],
    prep: [118_406, 104_206],
    sc: [2_500_000, 2_500_000],
    ltd: [1_400_000, 1_750_000],
    prov: [318_406, 296_118],
    tp: [1_106_204, 1_018_406],
    cpl: [350_000, 350_000],
    ctax: [125_180, 95_300],
  };
  const s = ifrsSet(2, d, "om");
  const dep = [412_118, 398_206];
  const eosbCharge = [48_118, 44_206];
  const dInv = sub([1_118_204, 1_064_118], d.inv);
  const dTr = sub([1_306_118, 1_218_406], d.tr);
  const dPrep = sub([104_206, 98_118], d.prep);
  const dTp = sub(d.tp, [1_018_406, 962_118]);
  const opBefore = add(s.pbt, dep, d.fc, eosbCharge);
  const genOps = add(opBefore, dInv, dTr, dPrep, dTp);
  const eosbPaid = [25_830, 21_918];
  const taxPaid = [95_300, 81_204];
  const intPaid = d.fc;
  const ops = sub(genOps, add(eosbPaid, taxPaid, intPaid));
  eq(sub(d.prov, [296_118, 0]).slice(0, 1), sub(eosbCharge, eosbPaid).slice(0, 1), "om eosb roll");
  const capex = sub(add(d.ppe, dep), [4_918_406, 4_806_118]);
  const inv = neg(capex);
  const repay = [350_000, 350_000];
  const fin = neg(add(repay, d.div));
  const begin = [s.cash[1], 0];
  begin[1] = s.cash[1] - (ops[1] + inv[1] + fin[1]);
  positive(begin, "om cash begin");
  const cf = { ops, inv, fin };
  cashRoll(cf, s.cash, begin, "om");
  const E = [Y("2025-12-31"), Y("2024-12-31")];
  FILES.push({
    id: "groff-om-rial-indirect-cashflow",
    producer: "groff",
    language: "en",
    company: "Sohar Aluminium Extrusions SAOC",
    currency: "OMR",
    scale: 1,
    scale_phrase: "RO",
    conv: "paren",
    decimals: 0,
    cols: ["2025 RO", "2024 RO"],
    features: [
      "Omani closed joint stock company (SAOC, IFRS): Statement of Financial Position, Statement of Profit or Loss and Other Comprehensive Income and Statement of Cash Flows (indirect method from profit before tax), whole rials with 'RO' in the column heads",
      "legal reserve, employees' end of service benefits (a non-current provision with its charge and payments in the cash flow), current portion of term loans, no short-term borrowings",
    ],
    pages: [
      st(
        "balance_sheet",
        "Statement of Financial Position as at 31 December 2025",
        sofpRows(
          d,
          s,
          {
            res: "Legal reserve",
            prov: "End of service benefits",
            ltd: "Term loans - non-current portion",
            cpl: "Term loans - current portion",
            tp: "Trade and other payables",
            ctax: "Income tax payable",
            cash: "Bank balances and cash",
          },
          {},
        ),
        { expect: E },
      ),
      st(
        "income_statement",
        "Statement of Profit or Loss and Other Comprehensive Income for the year ended 31 December 2025",
        soplRows(
          d,
          s,
          {
            rev: "Sales",
            ooi: "Other income",
            admin: "General and administrative expenses",
            dist: "Selling and distribution expenses",
            op: "Operating profit",
            fc: "Finance charges",
            pbt: "Profit before tax",
            tax: "Income tax",
            np: "Profit and total comprehensive income for the year",
          },
          {},
        ),
        { expect: E },
      ),
      st(
        "cashflow_statement",
        "Statement of Cash Flows for the year ended 31 December 2025",
        [
          head("Operating activities"),
          row("Profit before tax", s.pbt, null, i1),
          row("Adjustments for: depreciation", dep, null, i1),
          row("Finance charges", d.fc, null, i1),
          row("Provision for end of service benefits", eosbCharge, null, i1),
          row("Operating profit before working capital changes", opBefore, null, b),
          row("Inventories", dInv, null, i1),
          row("Trade receivables", dTr, null, i1),
          row("Prepayments and other receivables", dPrep, null, i1),
          row("Trade and other payables", dTp, null, i1),
          row("Cash generated from operations", genOps, null, b),
          row("End of service benefits paid", neg(eosbPaid), null, i1),
          row("Income tax paid", neg(taxPaid), null, i1),
          row("Finance charges paid", neg(intPaid), null, i1),
          row("Net cash from operating activities", ops, "net_cash_from_operating_activities", b),
          head("Investing activities"),
          row("Acquisition of property, plant and equipment", neg(capex), "purchase_of_fixed_assets", i1),
          row("Net cash used in investing activities", inv, "net_cash_from_investing_activities", b),
          head("Financing activities"),
          row("Repayment of term loans", neg(repay), "repayment_of_borrowings", i1),
          row("Dividend paid", neg(d.div), "dividends_paid", i1),
          row("Net cash used in financing activities", fin, "net_cash_from_financing_activities", b),
          row("Net change in cash and cash equivalents", cf.net, "net_change_in_cash", b),
          row("Cash and cash equivalents at 1 January", cf.begin, "cash_at_beginning"),
          row("Cash and cash equivalents at 31 December", cf.end, "cash_at_end", b),
        ],
        { expect: E },
      ),
    ],
  });
}
// 11. New Zealand: NZ IFRS RDR, direct-method cash flow, NZ$000, PDFKit ----------------------------
{
  const d = {
    rev: [42_118, 39_406],
    cos: [30_906, 29_118],
    ooi: [412, 386],
    admin: [5_118, 4_906],
    dist: [2_406, 2_218],
    fc: [806, 918],
    tax: [924, 704],
    reP: [0, 9_406],
    div: [1_200, 1_000],
    ppe: [18_406, 18_918],
    rou: [2_118, 2_406],
    inv: [4_906, 4_604],
    tr: [5_806, 5_418],
    sc: [6_000, 6_000],
    ltd: [7_200, 8_400],
    lnc: [1_806, 2_118],
    tp: [4_118, 3_906],
    accr: [1_206, 1_118],
    lc: [312, 288],
    ctax: [306, 218],
  };
  const s = ifrsSet(2, d, "nz");
  const cf = directCf({
    what: "nz",
    cash: s.cash,
    begin: [s.cash[1], 1_406],
    pay: [36_806, 34_918],
    intPaid: [806, 918],
    taxPaid: [836, 706],
    capex: [1_118, 1_906],
    disposal: [62, 0],
    intRec: [0, 0],
    newLoans: [0, 1_000],
    repay: [1_200, 1_200],
    divPaid: [1_200, 1_000],
    lease: [288, 266],
  });
  positive(cf.begin, "nz begin");
  const E = [Y("2025-03-31"), Y("2024-03-31")];
  FILES.push({
    id: "pdfkit-nz-direct-cashflow-march",
    producer: "pdfkit",
    language: "en",
    company: "Hawke's Bay Orchard Packers Limited",
    currency: "NZD",
    scale: 1000,
    scale_phrase: "NZ$000",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      "New Zealand company (NZ IFRS RDR), year ended 31 March 2025: Statement of Comprehensive Revenue and Expense, Statement of Financial Position and Statement of Cash Flows by the DIRECT method, NZ$000 in a unit row, PDFKit Helvetica",
      "'Accruals and employee entitlements' among current liabilities, receipts from customers and payments to suppliers and employees, interest paid in operating activities",
    ],
    pages: [
      st(
        "income_statement",
        "Statement of Comprehensive Revenue and Expense for the year ended 31 March 2025",
        soplRows(d, s, {
          rev: "Revenue from contracts with customers",
          ooi: "Other income",
          dist: "Distribution expenses",
          admin: "Administration expenses",
          op: "Operating profit",
          fc: "Finance costs",
          pbt: "Profit before income tax",
          tax: "Income tax expense",
          np: "Profit and total comprehensive income for the year",
        }),
        { expect: E, headRows: [["NZ$000", "NZ$000"]] },
      ),
      st(
        "balance_sheet",
        "Statement of Financial Position as at 31 March 2025",
        sofpRows(d, s, {
          accr: "Accruals and employee entitlements",
          ltd: "Term bank loans",
          re: "Retained earnings",
          ctax: "Income tax payable",
        }),
        {
          expect: E,
          headRows: [["NZ$000", "NZ$000"]],
          after: ["For and on behalf of the Board: R. J. Te Huia, Chair — M. A. Patel, Director. Dated 12 June 2025."],
        },
      ),
      st(
        "cashflow_statement",
        "Statement of Cash Flows for the year ended 31 March 2025",
        [
          head("Cash flows from operating activities"),
          row("Receipts from customers", cf.receipts, null, i1),
          row("Payments to suppliers and employees", neg([36_806, 34_918]), null, i1),
          row("Interest paid", neg([806, 918]), null, i1),
          row("Income tax paid", neg([836, 706]), null, i1),
          row("Net cash inflow from operating activities", cf.ops, "net_cash_from_operating_activities", b),
          head("Cash flows from investing activities"),
          row("Purchase of property, plant and equipment", neg([1_118, 1_906]), "purchase_of_fixed_assets", i1),
          row("Proceeds from sale of property, plant and equipment", [62, 0], null, i1),
          row("Net cash outflow from investing activities", cf.inv, "net_cash_from_investing_activities", b),
          head("Cash flows from financing activities"),
          row("Proceeds from borrowings", [0, 1_000], null, i1),
          row("Repayment of borrowings", neg([1_200, 1_200]), "repayment_of_borrowings", i1),
          row("Principal elements of lease payments", neg([288, 266]), null, i1),
          row("Dividends paid to shareholders", neg([1_200, 1_000]), "dividends_paid", i1),
          row("Net cash outflow from financing activities", cf.fin, "net_cash_from_financing_activities", b),
          row("Net increase (decrease) in cash held", cf.net, "net_change_in_cash", b),
          row("Cash and cash equivalents at the beginning of the year", cf.begin, "cash_at_beginning"),
          row("Cash and cash equivalents at the end of the year", cf.end, "cash_at_end", b),
        ],
        { expect: E, headRows: [["NZ$000", "NZ$000"]] },
      ),
    ],
  });
}
// 12. Bahrain: statement of financial position and profit or loss, BD with fils (3 decimals), PDFKit --
{
  const d = {
    rev: [3_406_118.25, 3_118_406.5],
    cos: [2_518_206.12, 2_306_118.37],
    ooi: [18_406.5, 16_118.25],
    admin: [412_118.75, 396_204.5],
    dist: [118_206.25, 112_406.12],
    fc: [48_118.5, 52_206.25],
    tax: [0, 0],
    reP: [0, 806_118.62],
    div: [150_000, 120_000],
    res: [150_000, 150_000],
    ppe: [1_418_206.5, 1_506_118.25],
    inv: [612_118.37, 588_206.5],
    tr: [706_118.25, 648_206.12],
    prep: [48_206.5, 44_118.25],
    sc: [1_000_000, 1_000_000],
    ltd: [400_000, 500_000],
    prov: [96_118.25, 88_406.5],
    tp: [418_206.12, 396_118.75],
    std: [100_000, 80_000],
  };
  for (const k of Object.keys(d)) d[k] = d[k].map((x) => Math.round(x * 1000) / 1000);
  const s = ifrsSet(2, d, "bh");
  for (const k of Object.keys(s)) if (Array.isArray(s[k])) s[k] = s[k].map((x) => Math.round(x * 1000) / 1000);
  const E = [Y("2025-12-31"), Y("2024-12-31")];
  FILES.push({
    id: "pdfkit-bh-dinar-fils",
    producer: "pdfkit",
    language: "en",
    company: "Sitra Marine Services W.L.L.",
    currency: "BHD",
    scale: 1,
    scale_phrase: "BD",
    conv: "paren",
    decimals: 3,
    cols: ["2025 BD", "2024 BD"],
    features: [
      "Bahraini W.L.L. (IFRS, no income tax): Statement of Financial Position and Statement of Profit or Loss in Bahraini dinars with fils (three decimals), 'BD' in the column heads, PDFKit Helvetica",
      "statutory reserve, employees' end of service benefits, bank overdraft as short-term borrowings; no tax line: net profit for the year printed right after finance costs",
    ],
    pages: [
      st(
        "balance_sheet",
        "Statement of Financial Position at 31 December 2025",
        sofpRows(d, s, {
          res: "Statutory reserve",
          prov: "Employees' end of service benefits",
          ltd: "Term loan",
          std: "Bank overdraft",
          tp: "Trade and other payables",
          cash: "Bank balances and cash",
        }),
        { expect: E },
      ),
      st(
        "income_statement",
        "Statement of Profit or Loss for the year ended 31 December 2025",
        soplRows(d, s, {
          rev: "Revenue",
          ooi: "Other income",
          dist: "Selling expenses",
          admin: "General and administrative expenses",
          op: "Profit from operations",
          fc: "Finance costs",
          pbt: "Net profit for the year",
        })
          .filter((r) => r.k !== "income_tax" && r.k !== "net_profit")
          .map((r) => (r.k === "profit_before_tax" ? { ...r, k: "net_profit" } : r)),
        { expect: E },
      ),
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// renderers: Chromium (HTML), groff tbl (-Tps + ps2pdf and gropdf -Tpdf), PDFKit, texttopdf (plain text)
const linesOf = (p) => p.lines ?? [];
const hasNotes = (p) => p.rows.some((r) => r.n);
const css = (f) =>
  [
    "@page { size: A4; margin: 15mm 14mm; }",
    `body { font-family: ${f.font ?? '"DejaVu Sans", sans-serif'}; font-size: 9.2pt; }`,
    "section + section { break-before: page; }",
    "h1 { font-size: 13pt; margin: 0; } h2 { font-size: 11pt; margin: 4px 0; } .sub { margin: 0 0 8px; }",
    "table { border-collapse: collapse; width: 100%; } td, th { padding: 1.3px 4px; vertical-align: bottom; }",
    "td.n, th.n { text-align: right; white-space: nowrap; width: 12%; } td.note, th.note { text-align: center; width: 6%; }",
    "th.g { text-align: center; border-bottom: 0.6pt solid #000; }",
    "tr.b td { font-weight: bold; } tr.t td.n { border-top: 0.6pt solid #000; }",
    "tr.i1 td.l { padding-left: 14px; } tr.u td { font-style: italic; } .after { font-size: 8.6pt; }",
    "p.para { text-align: justify; line-height: 1.35; } .sign { margin-top: 26px; }",
  ].join("\n");
function html(f) {
  const secs = f.pages.map((p) => {
    const top = `<h1>${esc(f.company)}</h1><h2>${esc(p.title)}</h2>${linesOf(p).length ? `<p class="sub">${linesOf(p).map(esc).join("<br>")}</p>` : ""}`;
    if (p.kind === "text") {
      const paras = p.paras.map((x) => `<p class="para">${esc(x)}</p>`).join("");
      const sign = p.sign.length ? `<p class="sign">${p.sign.map(esc).join("<br>")}</p>` : "";
      return `<section>${top}${paras}${sign}</section>`;
    }
    const cols = p.cols ?? f.cols;
    const notes = hasNotes(p);
    const nth = notes ? '<th class="note">Note</th>' : "";
    const ntd = (r) => (notes ? `<td class="note">${esc(r.n ?? "")}</td>` : "");
    const grp = p.groups
      ? `<tr><th></th>${notes ? "<th></th>" : ""}${p.groups.map(([gl, span]) => `<th class="g" colspan="${span}">${esc(gl)}</th>`).join("")}</tr>`
      : "";
    const hd = `${grp}<tr><th></th>${nth}${cols.map((c) => `<th class="n">${esc(c)}</th>`).join("")}</tr>${(
      p.headRows ?? []
    )
      .map(
        (u) =>
          `<tr class="u"><td></td>${notes ? "<td></td>" : ""}${u.map((x) => `<td class="n">${esc(x)}</td>`).join("")}</tr>`,
      )
      .join("")}`;
    const trs = p.rows
      .map((r) => {
        const c = `${r.b ? "b" : ""}${r.b && r.v ? " t" : ""} i${r.i}`;
        const v = r.v
          ? r.v.map((x) => `<td class="n">${esc(fmt(f, x))}</td>`).join("")
          : cols.map(() => "<td></td>").join("");
        return `<tr class="${c}"><td class="l">${esc(r.l)}</td>${ntd(r)}${v}</tr>`;
      })
      .join("\n");
    const after = (p.after ?? []).map((a) => `<p class="after">${esc(a)}</p>`).join("");
    return `<section>${top}<table><thead>${hd}</thead><tbody>${trs}</tbody></table>${after}</section>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
${css(f)}
</style></head><body>${secs.join("\n")}</body></html>`;
}

// groff and PDFKit (corpus-own-statements.mjs): statements with a Note column, and pages of text
const amount = (f, x) => fmt(f, x);
const groffSrc = (f) =>
  groffPages(f, f.pages, {
    amount,
    widths: (n, notes) => ({
      lw: notes ? 3.3 - (n - 2) * 0.5 : 3.8 - (n - 2) * 0.6,
      cw: n > 2 ? 0.72 : 1.0,
    }),
    indent: () => "1.2m",
    adjust: [".ad l"],
    notes: true,
    text: true,
  });
const pdfkit = (f, file) =>
  pdfkitPages(f, file, f.pages, {
    amount,
    colWidth: (n) => (n > 2 ? 70 : 88),
    ruleInset: 18,
    rowGap: 13.5,
    notes: true,
    text: true,
  });

/** Plain text for texttopdf (Courier, 12 characters an inch): labels padded, amounts right-aligned. */
function plainText(f) {
  const W = 88;
  const wrap = (x) => {
    const ls = [];
    let line = "";
    for (const w of x.split(" ")) {
      if (line && line.length + 1 + w.length > W) {
        ls.push(line);
        line = w;
      } else line = line ? `${line} ${w}` : w;
    }
    return [...ls, line];
  };
  const pages = f.pages.map((p) => {
    const out = [f.company.toUpperCase(), p.title.toUpperCase(), ...linesOf(p), ""];
    if (p.kind === "text") {
      for (const x of p.paras) out.push(...wrap(x), "");
      out.push("", "", ...p.sign);
      return out;
    }
    const cols = p.cols ?? f.cols;
    const notes = hasNotes(p);
    const cw = cols.length > 2 ? 12 : 15;
    const nw = notes ? 6 : 0;
    const lw = W - nw - cw * cols.length;
    const line = (lab, note, cells) =>
      `${lab.padEnd(lw).slice(0, lw)}${
        notes
          ? String(note ?? "")
              .padStart(4)
              .padEnd(nw)
          : ""
      }${cells.map((c) => c.padStart(cw)).join("")}`;
    if (p.groups) {
      const gs = p.groups.map(([gl, span]) => {
        const w = cw * span;
        const pad = Math.floor((w - gl.length) / 2);
        return `${" ".repeat(Math.max(0, pad))}${gl}`.padEnd(w);
      });
      out.push(`${" ".repeat(lw + nw)}${gs.join("")}`);
    }
    out.push(line("", notes ? "Note" : "", cols));
    for (const u of p.headRows ?? []) out.push(line("", "", u));
    out.push("");
    for (const r of p.rows) {
      if (r.b && r.v)
        out.push(
          line(
            "",
            "",
            cols.map(() => "-".repeat(cw - 3)),
          ),
        );
      const lab = `${r.i ? "  " : ""}${r.l}`;
      if (lab.length > lw - 1 && r.v) {
        out.push(lab);
        out.push(
          line(
            "",
            r.n,
            r.v.map((x) => fmt(f, x)),
          ),
        );
      } else out.push(line(lab, r.n, r.v ? r.v.map((x) => fmt(f, x)) : []));
    }
    for (const a of p.after ?? []) out.push("", ...wrap(a));
    return out;
  });
  return `${pages.map((p) => p.join("\n")).join("\n\f")}\n`;
}

const gropdfVersion = () => execFileSync("groff", ["-v"]).toString().split("\n")[0].split(" ").pop();
const PRODUCERS = {
  gropdf: {
    line: `GNU groff ${gropdfVersion()} (tbl, -Tpdf: gropdf, its own PDF device, Times) — not -Tps + ps2pdf`,
    render: (f, file) => {
      const pdf = execFileSync("groff", ["-k", "-t", "-Tpdf", "-P-pa4"], { input: groffSrc(f) });
      fs.writeFileSync(file, pdf);
    },
  },
  texttopdf: {
    line: "cups-filters texttopdf 1.28 (Debian cups-filters; plain text, Courier 12 cpi, US letter)",
    render: (f, file, work) => {
      const t = path.join(work, `${f.id}.txt`);
      fs.writeFileSync(t, plainText(f));
      const pdf = execFileSync(
        "/usr/lib/cups/filter/texttopdf",
        ["1", "maker19", f.company, "1", "cpi=12 lpi=7 page-left=36 page-right=30 page-top=40 page-bottom=40", t],
        { stdio: ["ignore", "pipe", "ignore"] },
      );
      fs.writeFileSync(file, pdf);
    },
  },
};

const tablesOf = (f) => f.pages.filter((p) => p.kind === "st");
const SCANS = [
  {
    id: "scan-chromium-ng-group-company-naira",
    of: "chromium-ng-group-company-naira",
    dpi: 200,
    angle: 0.5,
    seed: 1901,
  },
  {
    id: "scan-gropdf-gh-family-management-accounts",
    of: "gropdf-gh-family-management-accounts",
    dpi: 180,
    angle: -0.6,
    seed: 1902,
  },
  { id: "scan-texttopdf-ke-kshs-june", of: "texttopdf-ke-kshs-june", dpi: 200, angle: 0.3, seed: 1907 },
];

await makeBatch({
  batch: "unseen19",
  files: FILES,
  scans: SCANS,
  tables: tablesOf,
  renderers: { html, groff: groffSrc, pdfkit },
  producers: PRODUCERS,
  html: "HTML tables written by the maker (Notes column, group headings)",
  scanFeature: "image-only PDF (scan) of the whole document",
});
