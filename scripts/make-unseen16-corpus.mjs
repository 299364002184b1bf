// Builds blind batch 16 of the extraction corpus (test/fixtures/extraction-corpus/unseen16/) ONCE.
// Made BLIND to the reader: its maker read only src/contract/ (chart-of-accounts.ts), docs/chart-of-accounts.md,
// scripts/corpus-own-statements.mjs, scripts/make-unseen15-corpus.mjs and make-unseen14-corpus.mjs (their
// headers of key conventions and how they drive makeBatch), scripts/extraction-corpus-model.mjs's scan()
// (through the driver) and earlier batches' JSONs (unseen12's 10-Q and Japanese files for six-month columns
// and fiscal-year labels); not the reader, docs/extraction.md, its tests or scorer, and it did not run the
// reader, the scorer or vitest.
//
// Theme: the periods and number conventions real statements print: a UK listed retailer's 52/53-week
// years in £m with one decimal; a Danish group's half-year interim report (six months ended 30 June,
// balance sheet 30 June vs 31 December); a US distributor's third quarter (three and nine months ended
// September 30) with "$" in every cell; a change of accounting reference date (15 months ended 31 March
// 2025 beside the year ended 31 December 2023); fiscal-year labels only ("FY25 | FY24", "2024/25 |
// 2023/24", Japanese "FY2024 (year ended March 31, 2025)"); columns oldest first (2024 | 2025); SAP
// prints with trailing minus ("1.234,56-" with credits negative, "1,234.56-" for costs and outflows);
// "Dr"/"Cr" suffixes and "nil"; "USD'000" in the column headers only; amounts in "k"; "Current year |
// Prior year" with the year end only in the title. Every figure is written here; the script throws
// unless balance sheets balance (cash is the plug, checked positive), subtotals add up (built as sums,
// regrouped ones checked with eq), profits close, retained earnings roll forward and cash rolls forward
// through each printed cash flow.
//
// Producers: Chromium headless --print-to-pdf (/usr/bin/chromium), GNU groff (tbl) + ps2pdf, PDFKit 0.15
// (PDFKIT_PREFIX, default /tmp/own); two scans by the model's scan() through the shared driver. No Debian
// package was installed for this batch. The renderers were first this script's own (the shared cell() had
// no trailing minus, currency prefix or "k" suffix); since tidy1 they are the shared module's, given this
// batch's cell format (a table's `format`) and PDFKit layout: the regenerated PDFs print the same text.
// Trial runs while setting dividends (so that cash, the plug, stays positive and plausible) wrote to
// --out /tmp/m16 only; the fixture folder was written once, and --check reports 0 problems.
//
// Key conventions: batch 14's and 15's (other_* = the residual of their section; other_income is
// non-operating; staff costs never selling_general_administrative; expenses positive, cash outflows
// negative; HGB Rückstellungen / Verbindlichkeiten gegenüber Kreditinstituten without a maturity split not
// expected). Decisions of this batch (chart-of-accounts.md is silent on periods and print conventions):
//   - period_type follows batch 12's 10-Q: only yearly and quarterly exist, so a duration that is
//     neither is NOT expected: the six-month columns of a half-year report (income statement and cash
//     flow), the nine-month columns of a third-quarter report, and the 15-month column of a change of
//     year end. The three-month columns are quarterly; an interim balance sheet (30 June, 30 September)
//     is quarterly; a balance sheet at a fiscal year end is yearly, including the one closing the
//     15-month period (31 March 2025: the company's accounting reference date);
//   - a 52/53-week year is yearly with the printed end date (2025-12-28, 2024-12-29);
//   - fiscal-year labels: the period is the year end the title (or the label's parenthesis) states:
//     FY25 with "year ended 30 June 2025" = 2025-06-30; "2024/25" with a 30 September year end =
//     2025-09-30; Japanese FY2024 (year ended March 31, 2025) = 2025-03-31; "Current year | Prior year"
//     under "for the year ended 30 September 2025" = 2025-09-30 | 2024-09-30;
//   - columns printed oldest first: each column keeps its own year (the JSON lists the documents in
//     the printed column order);
//   - SAP RFBILA-style print (credits negative with a trailing minus): the contract's signs are
//     applied: revenue, liabilities, equity and the Jahresüberschuss printed "x-" are expected positive;
//     expenses printed without a sign positive; the Abweichung (variance) column is not expected;
//   - SAP management print in English: costs and cash outflows with a trailing minus = negative
//     printed amounts; expected with the contract's signs (costs positive, outflows negative);
//   - "Dr" / "Cr": the amount is the printed figure, its side says its nature (income and profit Cr,
//     expenses Dr); expected with the contract's signs (all positive here: no loss);
//   - a cell printed "nil" or "–" (zero): no figure is printed, so its key is left out for that column
//     only; a residual (other_current_liabilities) still sums the section's other printed lines;
//   - "$ 1,234" in every cell, "1,234k", "£m" one decimal, "USD'000" only above the amounts: the
//     figure is the printed amount times the scale (k = 1,000; £m = 1,000,000; '000 = 1,000);
//   - Japanese-style income statement: "Total non-operating income" = other_income, "Interest expenses"
//     (inside non-operating expenses) = interest_expense, ordinary profit not expected; HGB GuV
//     (Gesamtkostenverfahren): "Aufwendungen für Roh-, Hilfs- und Betriebsstoffe und für bezogene Waren" =
//     raw_materials, Personalaufwand not expected, sonstige betriebliche Aufwendungen =
//     other_operating_expenses, sonstige betriebliche Erträge not expected (Zinsen und ähnliche Erträge
//     beside it = other_income);
//   - a trading account (Kenyan importer): Purchases = purchases, opening and closing stock not
//     expected, Cost of sales = cost_of_goods_sold; a lone operating "Other income" = other_income;
//   - cash flow: depreciation add-back, working-capital lines, proceeds from new loans and lease
//     payments not expected; "Repayment of bank loans" = repayment_of_borrowings.
//
// Usage: node scripts/make-unseen16-corpus.mjs [--check] [--out DIR] (see corpus-own-statements.mjs).
import {
  add,
  eq,
  groffDocument,
  groffTable,
  head,
  makeBatch,
  neg,
  pdfkitRender,
  plug,
  Q,
  row,
  sc,
  sectionsHtml,
  styleSheet,
  sub,
  Y,
} from "./corpus-own-statements.mjs";

// ---------------------------------------------------------------------------------------------
// one company's current period (index 0) and prior period (1); k scales; o varies.
// o.flow: [current, prior] factors of the period's flows (0.5 = six months, 1.25 = 15 months).
function model(k, o = {}) {
  const v = {};
  const fl = o.flow ?? [1, 1];
  const f = (a) => sc(a, k).map((x, i) => Math.round(x * fl[i]));
  const s = (a) => sc(a, k);
  v.rev = f(o.rev ?? [8_640_000, 7_980_000]);
  v.cogs = f(o.cogs ?? [5_720_000, 5_310_000]);
  v.gp = sub(v.rev, v.cogs);
  v.staff = f(o.staff ?? [910_000, 862_000]);
  v.sga = f(o.sga ?? [694_000, 655_000]);
  v.dep = f([262_000, 248_000]);
  v.ooi = f([18_000, 22_000]);
  v.op = sub(add(v.gp, v.ooi), add(v.staff, v.sga, v.dep));
  v.fin = f([7_000, 11_000]);
  v.intx = f([143_000, 151_000]);
  v.pbt = sub(add(v.op, v.fin), v.intx);
  v.tax = v.pbt.map((x) => Math.round(x * (o.taxRate ?? 0.24)));
  v.np = sub(v.pbt, v.tax);
  // balance sheet: [end of the current period, end of the prior period]
  v.capex = f([318_000, 296_000]);
  v.ppeGross = [0, s([3_860_000])[0]];
  v.ppeGross[0] = v.ppeGross[1] + v.capex[0];
  v.accDep = [0, -s([1_540_000])[0]];
  v.accDep[0] = v.accDep[1] - v.dep[0];
  v.nfa = add(v.ppeGross, v.accDep);
  v.intang = s([92_000, 104_000]);
  v.rou = s([204_000, 226_000]);
  v.tnca = add(v.nfa, v.intang, v.rou);
  v.inv = s(o.inv ?? [744_000, 702_000]);
  v.ar = s(o.ar ?? [1_186_000, 1_094_000]);
  v.prep = s([63_000, 58_000]);
  v.shareCap = s([800_000, 800_000]);
  v.div = f(o.div ?? [480_000, 430_000]);
  v.re = [0, s([o.re ?? 1_420_000])[0]];
  v.re[0] = v.re[1] + v.np[0] - v.div[0];
  v.te = add(v.shareCap, v.re);
  v.repay = f([150_000, 150_000]);
  v.ltd = [0, s([1_350_000])[0]];
  v.ltd[0] = v.ltd[1] - v.repay[0];
  v.lease = s([176_000, 198_000]);
  v.tncl = add(v.ltd, v.lease);
  v.ap = s(o.ap ?? [812_000, 760_000]);
  v.std = s([90_000, 140_000]);
  v.cpltd = s([150_000, 150_000]);
  v.prov = s([74_000, 69_000]);
  v.ctax = s([46_000, 41_000]);
  v.tcl = add(v.ap, v.std, v.cpltd, v.prov, v.ctax);
  v.tl = add(v.tncl, v.tcl);
  v.tle = add(v.te, v.tl);
  v.cash = plug(v.tle, [v.tnca, v.inv, v.ar, v.prep], "cash");
  v.tca = add(v.inv, v.ar, v.prep, v.cash);
  v.ta = add(v.tnca, v.tca);
  eq(v.ta, v.tle, "balance");
  // cash flow: the current period runs from the prior balance sheet date; the prior period's cash at
  // its start (and, for an interim report, at its end) are given
  v.cfEnd = [v.cash[0], o.cashEndPrior ?? v.cash[1]];
  v.begin = [v.cash[1], Math.round(v.cfEnd[1] * (o.beginRatio ?? 0.85))];
  v.dcash = sub(v.cfEnd, v.begin);
  v.cfi = neg(v.capex);
  v.stdChange = [v.std[0] - v.std[1], s([-25_000])[0]];
  v.cff = sub(v.stdChange, add(v.repay, v.div));
  v.cfo = sub(v.dcash, add(v.cfi, v.cff));
  v.taxPaid = neg(sub(v.tax, f([5_000, 4_000])));
  v.wc = sub(v.cfo, add(v.pbt, v.dep, v.taxPaid));
  eq(add(v.pbt, v.dep, v.wc, v.taxPaid), v.cfo, "cfo");
  eq(add(v.begin, v.cfo, v.cfi, v.cff), v.cfEnd, "cash roll");
  return v;
}
/** All vectors divided by d (figures printed with decimals). */
const scaled = (v, d) =>
  Object.fromEntries(Object.entries(v).map(([key, x]) => [key, Array.isArray(x) ? x.map((y) => y / d) : x / d]));
const r2 = (x) => x.map((y) => Math.round(y * 100) / 100);

const FILES = [];
const st = (type, title, rows, o = {}) => ({ type, title, rows, ...o });
const i1 = { i: 1 };
const b = { b: true };
const m1 = { s: -1 };
const swap = (rows) => rows.map((r) => ({ ...r, v: r.v ? [...r.v].reverse() : null }));

/** Income statement rows (IFRS style, by function). */
const isRows = (v, L = {}) => [
  row(L.rev ?? "Revenue", v.rev, "revenue"),
  row("Cost of sales", neg(v.cogs), "cost_of_goods_sold", m1),
  row("Gross profit", v.gp, "gross_profit", b),
  row("Other operating income", v.ooi),
  row("Staff costs", neg(v.staff)),
  row(L.sga ?? "Selling and administrative expenses", neg(v.sga), "selling_general_administrative", m1),
  row("Depreciation and amortisation", neg(v.dep), "depreciation_amortization", m1),
  row(L.op ?? "Operating profit", v.op, "operating_profit", b),
  row("Finance income", v.fin, "other_income"),
  row("Finance costs", neg(v.intx), "interest_expense", m1),
  row(L.pbt ?? "Profit before tax", v.pbt, "profit_before_tax", b),
  row(L.tax ?? "Income tax expense", neg(v.tax), "income_tax", m1),
  row(L.np ?? "Profit for the year", v.np, "net_profit", b),
];
/** Balance sheet rows (assets, then equity and liabilities). */
const bsRows = (v, L = {}) => [
  head("Non-current assets"),
  row("Property, plant and equipment", v.nfa, "net_fixed_assets", i1),
  row(L.intang ?? "Intangible assets", v.intang, "intangible_assets", i1),
  row("Right-of-use assets", v.rou, "other_non_current_assets", i1),
  row("Total non-current assets", v.tnca, "total_non_current_assets", b),
  head("Current assets"),
  row(L.inv ?? "Inventories", v.inv, "inventory", i1),
  row(L.ar ?? "Trade receivables", v.ar, "trade_receivables", i1),
  row("Prepayments and other receivables", v.prep, "other_current_assets", i1),
  row("Cash and cash equivalents", v.cash, "cash", i1),
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
  row(L.ap ?? "Trade and other payables", v.ap, "trade_payables", i1),
  row("Bank overdraft", v.std, "short_term_debt", i1),
  row("Current portion of borrowings", v.cpltd, "current_portion_long_term_debt", i1),
  row("Provisions", v.prov, "other_current_liabilities", i1),
  row("Current tax liabilities", v.ctax, "other_current_liabilities", i1),
  row("Total current liabilities", v.tcl, "total_current_liabilities", b),
  row("Total liabilities", v.tl, "total_liabilities", b),
  row("Total equity and liabilities", v.tle, "total_liabilities_and_equity", b),
];
/** Cash flow rows (indirect, from profit before tax). */
const cfRows = (v, L = {}) => [
  head("Cash flows from operating activities"),
  row("Profit before tax", v.pbt, null, i1),
  row("Depreciation and amortisation", v.dep, null, i1),
  row("Change in working capital", v.wc, null, i1),
  row("Income taxes paid", v.taxPaid, null, i1),
  row("Net cash from operating activities", v.cfo, "net_cash_from_operating_activities", b),
  head("Cash flows from investing activities"),
  row("Purchase of property, plant and equipment", neg(v.capex), "purchase_of_fixed_assets", i1),
  row("Net cash used in investing activities", v.cfi, "net_cash_from_investing_activities", b),
  head("Cash flows from financing activities"),
  row("Change in bank overdraft", v.stdChange, null, i1),
  row("Repayment of bank loans", neg(v.repay), "repayment_of_borrowings", i1),
  row("Dividends paid", neg(v.div), "dividends_paid", i1),
  row("Net cash used in financing activities", v.cff, "net_cash_from_financing_activities", b),
  row("Net increase in cash and cash equivalents", v.dcash, "net_change_in_cash", b),
  row(L.begin ?? "Cash and cash equivalents at beginning of year", v.begin, "cash_at_beginning"),
  row(L.end ?? "Cash and cash equivalents at end of year", v.cfEnd, "cash_at_end", b),
];

// 1. UK listed retailer: 52 weeks ended 28 December 2025 vs 53 weeks ended 29 December 2024, £m one decimal
{
  const v = scaled(model(0.0015, { rev: [8_910_000, 8_470_000], cogs: [5_480_000, 5_230_000] }), 10);
  const W = [Y("2025-12-28"), Y("2024-12-29")];
  const wk = ["52 weeks ended 28 December 2025", "53 weeks ended 29 December 2024"];
  FILES.push({
    id: "chromium-uk-52-53-week-retail",
    producer: "chromium",
    language: "en",
    company: "Hartley & Finch Home Stores plc",
    currency: "GBP",
    scale: 1_000_000,
    scale_phrase: "£m",
    conv: "en",
    neg: "paren",
    decimals: 1,
    nc: "1,234.5",
    cols: wk,
    features: [
      "UK listed home-furnishings retailer with a 52/53-week year: income statement and cash flow columns '52 weeks ended 28 December 2025' and '53 weeks ended 29 December 2024', balance sheet at 28 December 2025 and 29 December 2024; periods are the printed year-end dates (yearly)",
      "amounts in £m with one decimal, negatives in brackets",
    ],
    pages: [
      st("income_statement", "Consolidated income statement", isRows(v, { np: "Profit for the period" }), {
        expect: W,
        lines: ["£m"],
      }),
      st("balance_sheet", "Consolidated balance sheet", bsRows(v), {
        expect: W,
        cols: ["28 December 2025", "29 December 2024"],
        lines: ["£m"],
      }),
      st(
        "cashflow_statement",
        "Consolidated cash flow statement",
        cfRows(v, {
          begin: "Cash and cash equivalents at beginning of period",
          end: "Cash and cash equivalents at end of period",
        }),
        { expect: W, lines: ["£m"] },
      ),
    ],
  });
}

// 2. Danish listed group, half-year interim report in EUR thousands (six-month columns not expected)
{
  const v = model(0.061, { flow: [0.5, 0.5], cashEndPrior: 41_000, beginRatio: 1.18, re: 1_380_000 });
  FILES.push({
    id: "groff-dk-half-year-interim",
    producer: "groff",
    language: "en",
    company: "Nordhavn Cargo Group A/S",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "EUR'000",
    conv: "en",
    neg: "paren",
    decimals: 0,
    nc: "1,234",
    cols: ["2025", "2024"],
    features: [
      "interim report for the first half-year of a listed Danish freight group: condensed income statement and cash flow statement for the six months ended 30 June 2025 and 2024 (not expected: the contract has yearly and quarterly periods only, as batch 12's 10-Q), condensed balance sheet at 30 June 2025 (quarterly) and 31 December 2024 (yearly)",
      "EUR'000, unaudited, negatives in brackets",
    ],
    pages: [
      st(
        "income_statement",
        "Condensed consolidated income statement (unaudited)",
        isRows(v, { np: "Profit for the period" }),
        {
          expect: [null, null],
          groups: [["Six months ended 30 June", 2]],
          lines: ["Interim report H1 2025", "EUR'000"],
        },
      ),
      st("balance_sheet", "Condensed consolidated balance sheet", bsRows(v), {
        expect: [Q("2025-06-30"), Y("2024-12-31")],
        cols: ["30 June 2025", "31 Dec 2024"],
        headRows: [["(unaudited)", "(audited)"]],
        lines: ["EUR'000"],
      }),
      st(
        "cashflow_statement",
        "Condensed consolidated cash flow statement (unaudited)",
        cfRows(v, {
          begin: "Cash and cash equivalents at 1 January",
          end: "Cash and cash equivalents at 30 June",
        }),
        { expect: [null, null], groups: [["Six months ended 30 June", 2]], lines: ["EUR'000"] },
      ),
    ],
  });
}

// 3. US distributor, third quarter: three and nine months ended September 30, "$" in every cell
{
  const ytd = model(0.0112, { flow: [0.75, 0.75], re: 1_510_000 });
  const q = model(0.0112, {
    flow: [0.25, 0.25],
    rev: [9_020_000, 8_110_000],
    cogs: [5_960_000, 5_420_000],
    re: 1_510_000,
  });
  const isUs = (x) => [
    row("Net sales", x.rev, "revenue"),
    row("Cost of goods sold", x.cogs, "cost_of_goods_sold"),
    row("Gross profit", x.gp, "gross_profit", b),
    head("Operating expenses:"),
    row("Selling, general and administrative", add(x.staff, x.sga), "selling_general_administrative", i1),
    row("Depreciation and amortization", x.dep, "depreciation_amortization", i1),
    row("Other operating income", neg(x.ooi), null, i1),
    row("Total operating expenses", sub(add(x.staff, x.sga, x.dep), x.ooi), null, b),
    row("Operating income", x.op, "operating_profit", b),
    row("Interest expense", neg(x.intx), "interest_expense", m1),
    row("Interest income", x.fin, "other_income"),
    row("Income before income taxes", x.pbt, "profit_before_tax", b),
    row("Provision for income taxes", x.tax, "income_tax"),
    row("Net income", x.np, "net_profit", b),
  ];
  const four = (rows4a, rows4b) => rows4a.map((r, i) => ({ ...r, v: r.v ? [...r.v, ...rows4b[i].v] : null }));
  FILES.push({
    id: "chromium-us-q3-three-nine-months",
    producer: "chromium",
    language: "en",
    company: "Cascade Ridge Distribution Corp.",
    currency: "USD",
    scale: 1000,
    scale_phrase: "(in thousands)",
    conv: "en",
    neg: "paren",
    pre: "$ ",
    decimals: 0,
    nc: "$ 1,234",
    cols: ["2025", "2024", "2025", "2024"],
    features: [
      "US Form 10-Q for the third quarter: condensed consolidated statements of income with 'Three Months Ended September 30' (2025, 2024; quarterly, expected) and 'Nine Months Ended September 30' (2025, 2024; not expected: the contract has no nine-month period) under spanning headings",
      "condensed balance sheets at September 30, 2025 (quarterly) and December 31, 2024 (yearly)",
      "a dollar sign before every amount ('$ 1,234', '$ (3,912)'), in thousands; a wholesale distributor of industrial supplies",
    ],
    pages: [
      st("income_statement", "Condensed Consolidated Statements of Income (Unaudited)", four(isUs(q), isUs(ytd)), {
        expect: [Q("2025-09-30"), Q("2024-09-30"), null, null],
        groups: [
          ["Three Months Ended September 30,", 2],
          ["Nine Months Ended September 30,", 2],
        ],
        lines: ["(in thousands)"],
      }),
      st(
        "balance_sheet",
        "Condensed Consolidated Balance Sheets",
        [
          head("ASSETS"),
          row("Cash and cash equivalents", ytd.cash, "cash", i1),
          row("Accounts receivable, net", ytd.ar, "trade_receivables", i1),
          row("Inventories", ytd.inv, "inventory", i1),
          row("Prepaid expenses and other current assets", ytd.prep, "other_current_assets", i1),
          row("Total current assets", ytd.tca, "total_current_assets", b),
          row("Property and equipment, net", ytd.nfa, "net_fixed_assets"),
          row("Operating lease right-of-use assets", ytd.rou, "other_non_current_assets"),
          row("Goodwill and intangible assets, net", ytd.intang, "intangible_assets"),
          row("Total assets", ytd.ta, "total_assets", b),
          head("LIABILITIES AND STOCKHOLDERS' EQUITY"),
          row("Accounts payable", ytd.ap, "trade_payables", i1),
          row("Revolving credit facility", ytd.std, "short_term_debt", i1),
          row("Current portion of long-term debt", ytd.cpltd, "current_portion_long_term_debt", i1),
          row("Accrued expenses", add(ytd.prov, ytd.ctax), "other_current_liabilities", i1),
          row("Total current liabilities", ytd.tcl, "total_current_liabilities", b),
          row("Long-term debt, less current portion", ytd.ltd, "long_term_debt"),
          row("Operating lease liabilities, non-current", ytd.lease, "other_non_current_liabilities"),
          row("Total liabilities", ytd.tl, "total_liabilities", b),
          head("Stockholders' equity:"),
          row("Common stock", ytd.shareCap, "share_capital", i1),
          row("Retained earnings", ytd.re, "retained_earnings", i1),
          row("Total stockholders' equity", ytd.te, "total_equity", b),
          row("Total liabilities and stockholders' equity", ytd.tle, "total_liabilities_and_equity", b),
        ],
        {
          expect: [Q("2025-09-30"), Y("2024-12-31")],
          cols: ["September 30, 2025", "December 31, 2024"],
          headRows: [["(Unaudited)", ""]],
          lines: ["(in thousands)"],
        },
      ),
    ],
  });
}

// 4. UK company that moved its year end: 15 months ended 31 March 2025 beside the year ended 31 December 2023
{
  const v = model(0.42, { flow: [1.25, 1], re: 1_120_000 });
  const cols = ["15 months ended 31 March 2025", "Year ended 31 December 2023"];
  FILES.push({
    id: "chromium-uk-change-of-year-end",
    producer: "chromium",
    language: "en",
    company: "Medway Pallet Network Limited",
    currency: "GBP",
    scale: 1,
    scale_phrase: "£",
    conv: "en",
    neg: "paren",
    decimals: 0,
    nc: "1,234",
    cols,
    features: [
      "change of accounting reference date: income statement and cash flow for the 15 months ended 31 March 2025 (not expected: neither yearly nor quarterly) beside the year ended 31 December 2023 (yearly, expected); balance sheets at 31 March 2025 and 31 December 2023 (both year ends, yearly); a note says the amounts are not entirely comparable",
      "UK private pallet distribution network, amounts in pounds, negatives in brackets",
    ],
    pages: [
      st(
        "income_statement",
        "Statement of comprehensive income",
        isRows(v, { np: "Profit for the financial period" }),
        {
          expect: [null, Y("2023-12-31")],
          lines: ["£"],
          after: [
            "The company changed its accounting reference date from 31 December to 31 March. The current period covers the 15 months from 1 January 2024 to 31 March 2025 and the comparative amounts are therefore not entirely comparable.",
          ],
        },
      ),
      st("balance_sheet", "Statement of financial position", bsRows(v), {
        expect: [Y("2025-03-31"), Y("2023-12-31")],
        cols: ["31 March 2025", "31 December 2023"],
        lines: ["£"],
      }),
      st(
        "cashflow_statement",
        "Statement of cash flows",
        cfRows(v, {
          begin: "Cash and cash equivalents at beginning of period",
          end: "Cash and cash equivalents at end of period",
        }),
        { expect: [null, Y("2023-12-31")], lines: ["£"] },
      ),
    ],
  });
}

// 5. Australian haulier: columns "FY25 | FY24", the year end only in the title
{
  const v = model(0.0031, { rev: [7_820_000, 7_540_000], cogs: [5_240_000, 5_090_000], div: [300_000, 280_000] });
  const J = [Y("2025-06-30"), Y("2024-06-30")];
  FILES.push({
    id: "groff-au-fy25-fy24-labels",
    producer: "groff",
    language: "en",
    company: "Bunbury Bulk Haulage Pty Ltd",
    currency: "AUD",
    scale: 1000,
    scale_phrase: "$'000",
    conv: "en",
    neg: "paren",
    decimals: 0,
    nc: "1,234",
    cols: ["FY25", "FY24"],
    features: [
      "columns headed only 'FY25' and 'FY24'; the year end (30 June 2025) is in the statement titles: periods 2025-06-30 and 2024-06-30",
      "Australian proprietary company (bulk road haulage), $'000, negatives in brackets",
    ],
    pages: [
      st("income_statement", "Statement of profit or loss for the year ended 30 June 2025", isRows(v), {
        expect: J,
        lines: ["$'000"],
      }),
      st("balance_sheet", "Statement of financial position as at 30 June 2025", bsRows(v), {
        expect: J,
        lines: ["$'000"],
      }),
    ],
  });
}

// 6. German GmbH (de), Geschäftsjahr 1.10.–30.9.: GuV columns "2024/25 | 2023/24", TEUR
{
  const v = model(0.0042, { rev: [8_300_000, 7_700_000], cogs: [4_700_000, 4_380_000], re: 1_250_000 });
  const bank = add(v.ltd, v.std, v.cpltd);
  const rst = add(v.prov, v.ctax);
  const sumV = add(bank, v.ap, v.lease);
  eq(add(v.te, rst, sumV), v.tle, "de passiva");
  const S = [Y("2025-09-30"), Y("2024-09-30")];
  FILES.push({
    id: "pdfkit-de-geschaeftsjahr-2024-25",
    producer: "pdfkit",
    language: "de",
    company: "Allgäuer Verpackungsmaschinen GmbH",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "TEUR",
    conv: "de",
    neg: "minus",
    decimals: 0,
    nc: "1.234",
    cols: ["2024/25", "2023/24"],
    features: [
      "abweichendes Geschäftsjahr (1. Oktober bis 30. September): Gewinn- und Verlustrechnung mit Spalten '2024/25' und '2023/24' (Perioden 2025-09-30 und 2024-09-30), Bilanz zum 30. September 2025 mit Spalten 30.09.2025 und 30.09.2024",
      "Maschinenbau-GmbH, HGB-Gesamtkostenverfahren in TEUR, Aufwendungen mit Minus; Rückstellungen und Verbindlichkeiten ohne Fristengliederung (nicht erwartet)",
    ],
    pages: [
      st(
        "income_statement",
        "Gewinn- und Verlustrechnung für das Geschäftsjahr 2024/25",
        [
          row("1. Umsatzerlöse", v.rev, "revenue"),
          row("2. sonstige betriebliche Erträge", v.ooi),
          row(
            "3. Aufwendungen für Roh-, Hilfs- und Betriebsstoffe und für bezogene Waren",
            neg(v.cogs),
            "raw_materials",
            m1,
          ),
          row("4. Personalaufwand", neg(v.staff)),
          row(
            "5. Abschreibungen auf Sachanlagen und immaterielle Vermögensgegenstände",
            neg(v.dep),
            "depreciation_amortization",
            m1,
          ),
          row("6. sonstige betriebliche Aufwendungen", neg(v.sga), "other_operating_expenses", m1),
          row("7. sonstige Zinsen und ähnliche Erträge", v.fin, "other_income"),
          row("8. Zinsen und ähnliche Aufwendungen", neg(v.intx), "interest_expense", m1),
          row("9. Steuern vom Einkommen und vom Ertrag", neg(v.tax), "income_tax", m1),
          row("10. Jahresüberschuss", v.np, "net_profit", b),
        ],
        { expect: S, lines: ["1. Oktober 2024 bis 30. September 2025", "in TEUR"] },
      ),
      st(
        "balance_sheet",
        "Bilanz zum 30. September 2025",
        [
          head("AKTIVA"),
          head("A. Anlagevermögen"),
          row("I. Immaterielle Vermögensgegenstände", v.intang, "intangible_assets", i1),
          row("II. Sachanlagen", v.nfa, "net_fixed_assets", i1),
          row("III. Finanzanlagen", v.rou, "other_non_current_assets", i1),
          row("Summe Anlagevermögen", v.tnca, "total_non_current_assets", b),
          head("B. Umlaufvermögen"),
          row("I. Vorräte", v.inv, "inventory", i1),
          row("II. Forderungen aus Lieferungen und Leistungen", v.ar, "trade_receivables", i1),
          row("III. Sonstige Vermögensgegenstände", v.prep, "other_current_assets", i1),
          row("IV. Guthaben bei Kreditinstituten", v.cash, "cash", i1),
          row("Summe Umlaufvermögen", v.tca, "total_current_assets", b),
          row("Summe Aktiva", v.ta, "total_assets", b),
          head("PASSIVA"),
          head("A. Eigenkapital"),
          row("I. Gezeichnetes Kapital", v.shareCap, "share_capital", i1),
          row("II. Gewinnrücklagen", v.re, "retained_earnings", i1),
          row("Summe Eigenkapital", v.te, "total_equity", b),
          row("B. Rückstellungen", rst),
          head("C. Verbindlichkeiten"),
          row("1. gegenüber Kreditinstituten", bank, null, i1),
          row("2. aus Lieferungen und Leistungen", v.ap, "trade_payables", i1),
          row("3. sonstige Verbindlichkeiten", v.lease, null, i1),
          row("Summe Verbindlichkeiten", sumV, null, b),
          row("Summe Passiva", v.tle, "total_liabilities_and_equity", b),
        ],
        { expect: S, cols: ["30.09.2025", "30.09.2024"], lines: ["Kempten (Allgäu)", "in TEUR"] },
      ),
    ],
  });
}

// 7. Japanese manufacturer in English: "FY2024 (year ended March 31, 2025)", millions of yen
{
  const v = model(0.0037, {
    rev: [8_100_000, 7_650_000],
    cogs: [6_020_000, 5_730_000],
    taxRate: 0.31,
    div: [60_000, 60_000],
  });
  const intPart = v.intx.map((x) => Math.round(x * 0.8));
  const otherNonOpExp = sub(v.intx, intPart);
  const divInc = v.fin.map((x) => Math.round(x * 0.6));
  const fxGain = sub(v.fin, divInc);
  const sgaJp = add(v.staff, v.sga, v.dep);
  eq(sub(v.gp, sgaJp), sub(v.op, v.ooi), "jp op");
  const op = sub(v.gp, sgaJp);
  const nonOpInc = add(v.fin, v.ooi);
  eq(sub(add(op, nonOpInc), v.intx), v.pbt, "jp ordinary");
  const M = [Y("2025-03-31"), Y("2024-03-31")];
  FILES.push({
    id: "chromium-jp-fy2024-year-ended-march",
    producer: "chromium",
    language: "en",
    company: "Hokuriku Precision Castings Co., Ltd.",
    currency: "JPY",
    scale: 1_000_000,
    scale_phrase: "(Millions of yen)",
    conv: "en",
    neg: "paren",
    decimals: 0,
    nc: "1,234",
    cols: ["FY2024 (year ended March 31, 2025)", "FY2023 (year ended March 31, 2024)"],
    features: [
      "Japanese-style fiscal-year columns 'FY2024 (year ended March 31, 2025)' and 'FY2023 (year ended March 31, 2024)': FY2024 is the year ending March 2025 (period 2025-03-31); balance sheet columns 'As of March 31, 2025 | As of March 31, 2024'",
      "Japanese GAAP income statement in English: SG&A including personnel costs and depreciation, non-operating income (dividend income, foreign exchange gains, miscellaneous income) with its total as other_income, non-operating expenses with interest expenses (interest_expense) and other, ordinary profit (not expected); millions of yen",
    ],
    pages: [
      st(
        "income_statement",
        "Consolidated Statement of Income",
        [
          row("Net sales", v.rev, "revenue"),
          row("Cost of sales", v.cogs, "cost_of_goods_sold"),
          row("Gross profit", v.gp, "gross_profit", b),
          row("Selling, general and administrative expenses", sgaJp, "selling_general_administrative"),
          row("Operating profit", op, "operating_profit", b),
          head("Non-operating income"),
          row("Interest and dividend income", divInc, null, i1),
          row("Foreign exchange gains", fxGain, null, i1),
          row("Miscellaneous income", v.ooi, null, i1),
          row("Total non-operating income", nonOpInc, "other_income", b),
          head("Non-operating expenses"),
          row("Interest expenses", intPart, "interest_expense", i1),
          row("Other", otherNonOpExp, null, i1),
          row("Total non-operating expenses", v.intx, null, b),
          row("Ordinary profit", v.pbt, null, b),
          row("Profit before income taxes", v.pbt, "profit_before_tax", b),
          row("Total income taxes", v.tax, "income_tax"),
          row("Profit", v.np, "net_profit", b),
        ],
        { expect: M, lines: ["(Millions of yen)"] },
      ),
      st(
        "balance_sheet",
        "Consolidated Balance Sheet",
        bsRows(v, { ap: "Notes and accounts payable - trade", ar: "Notes and accounts receivable - trade" }),
        {
          expect: M,
          cols: ["As of March 31, 2025", "As of March 31, 2024"],
          lines: ["(Millions of yen)"],
        },
      ),
    ],
  });
}

// 8. New Zealand distributor: columns oldest first (2024 | 2025)
{
  const v = model(0.47, {
    rev: [8_050_000, 7_360_000],
    cogs: [5_420_000, 4_970_000],
    re: 1_210_000,
    div: [200_000, 180_000],
  });
  const M = [Y("2024-03-31"), Y("2025-03-31")];
  FILES.push({
    id: "groff-nz-oldest-column-first",
    producer: "groff",
    language: "en",
    company: "Taranaki Dairy Logistics Limited",
    currency: "NZD",
    scale: 1,
    scale_phrase: "NZ$",
    conv: "en",
    neg: "paren",
    decimals: 0,
    nc: "1,234",
    cols: ["2024", "2025"],
    features: [
      "comparative column first: every statement prints 2024 to the left of 2025 (year ended 31 March); each column keeps its own year",
      "New Zealand chilled-goods distributor, amounts in dollars, negatives in brackets; income statement, balance sheet and cash flow",
    ],
    pages: [
      st("income_statement", "Statement of Financial Performance for the year ended 31 March 2025", swap(isRows(v)), {
        expect: M,
        lines: ["NZ$"],
      }),
      st("balance_sheet", "Statement of Financial Position as at 31 March 2025", swap(bsRows(v)), {
        expect: M,
        lines: ["NZ$"],
      }),
      st("cashflow_statement", "Statement of Cash Flows for the year ended 31 March 2025", swap(cfRows(v)), {
        expect: M,
        lines: ["NZ$"],
      }),
    ],
  });
}

// 9. German GmbH (de): SAP RFBILA-style Bilanz/GuV, credits negative with a trailing minus, EUR with cents
{
  const v = scaled(
    model(231.737, {
      rev: [8_570_000, 8_020_000],
      cogs: [5_910_000, 5_500_000],
      re: 1_330_000,
      div: [380_000, 350_000],
    }),
    100,
  );
  const bank = r2(add(v.ltd, v.std, v.cpltd));
  const rst = r2(add(v.prov, v.ctax));
  const diff = (x) => r2([x[0], x[1], x[0] - x[1]]);
  const dr = (l, x, k = null, o = {}) => row(l, diff(x), k, o);
  const cr = (l, x, k = null, o = {}) => row(l, diff(neg(x)), k, { ...o, s: -1 });
  const nexp = [Y("2025-12-31"), Y("2024-12-31"), null];
  FILES.push({
    id: "pdfkit-de-sap-trailing-minus",
    producer: "pdfkit",
    language: "de",
    company: "Rheinhessen Getränkelogistik GmbH",
    currency: "EUR",
    scale: 1,
    scale_phrase: "EUR",
    conv: "de",
    neg: "trail",
    zero: "0,00",
    decimals: 2,
    nc: "1.234,56-",
    cols: ["Berichtsjahr 2025", "Vergleichsjahr 2024", "Abweichung"],
    features: [
      "SAP-Ausdruck (Bilanz/GuV-Struktur, RFBILA-Stil): Haben-Salden negativ mit nachgestelltem Minus ('1.234.567,89-'): Umsatzerlöse, Passiva, Eigenkapital und Jahresüberschuss; Aufwendungen und Aktiva ohne Vorzeichen; erwartet mit den Vorzeichen des Vertrags",
      "dritte Spalte Abweichung (absolute Differenz, nicht erwartet); EUR mit Cent; Getränkelogistik-GmbH",
    ],
    pages: [
      st(
        "income_statement",
        "Gewinn- und Verlustrechnung 01.01.2025 - 31.12.2025",
        [
          cr("Umsatzerlöse", v.rev, "revenue"),
          dr("Materialaufwand bezogene Leistungen", v.cogs),
          cr("Sonstige betriebliche Erträge", v.ooi),
          dr("Personalaufwand", v.staff),
          dr("Abschreibungen", v.dep, "depreciation_amortization"),
          dr("Sonstige betriebliche Aufwendungen", v.sga, "other_operating_expenses"),
          cr("Zinserträge", v.fin, "other_income"),
          dr("Zinsaufwendungen", v.intx, "interest_expense"),
          dr("Steuern vom Einkommen und vom Ertrag", v.tax, "income_tax"),
          cr("Jahresüberschuss", v.np, "net_profit", b),
        ],
        { expect: nexp, lines: ["Buchungskreis 1000  Währung EUR  Perioden 01-16", "Ausgabe SAP RFBILA00"] },
      ),
      st(
        "balance_sheet",
        "Bilanz zum 31.12.2025",
        [
          head("Aktiva"),
          dr("Immaterielle Vermögensgegenstände", v.intang, "intangible_assets", i1),
          dr("Sachanlagen", v.nfa, "net_fixed_assets", i1),
          dr("Finanzanlagen", v.rou, "other_non_current_assets", i1),
          dr("Anlagevermögen", v.tnca, "total_non_current_assets", b),
          dr("Vorräte", v.inv, "inventory", i1),
          dr("Forderungen aus Lieferungen und Leistungen", v.ar, "trade_receivables", i1),
          dr("Sonstige Vermögensgegenstände", v.prep, "other_current_assets", i1),
          dr("Bankguthaben", v.cash, "cash", i1),
          dr("Umlaufvermögen", r2(v.tca), "total_current_assets", b),
          dr("Summe Aktiva", r2(v.ta), "total_assets", b),
          head("Passiva"),
          cr("Gezeichnetes Kapital", v.shareCap, "share_capital", i1),
          cr("Gewinnrücklagen", r2(v.re), "retained_earnings", i1),
          cr("Eigenkapital", r2(v.te), "total_equity", b),
          cr("Rückstellungen", rst, null, i1),
          cr("Verbindlichkeiten gegenüber Kreditinstituten", bank, null, i1),
          cr("Verbindlichkeiten aus Lieferungen und Leistungen", v.ap, "trade_payables", i1),
          cr("Sonstige Verbindlichkeiten", v.lease, null, i1),
          cr("Summe Passiva", r2(v.tle), "total_liabilities_and_equity", b),
        ],
        { expect: nexp, lines: ["Buchungskreis 1000  Währung EUR  Stichtag 31.12.2025", "Ausgabe SAP RFBILA00"] },
      ),
    ],
  });
}

// 10. Kenyan importer: management accounts with Dr / Cr after every P&L amount, "nil" cells
{
  const v = model(9.4, { rev: [8_760_000, 8_120_000], cogs: [6_110_000, 5_660_000], staff: [640_000, 604_000] });
  const openStock = [v.inv[1], sc([655_000], 9.4)[0]];
  const purch = add(v.cogs, v.inv, neg(openStock));
  eq(sub(add(openStock, purch), v.inv), v.cogs, "ke cogs");
  const sell = v.sga.map((x) => Math.round(x * 0.45));
  const admin = sub(v.sga, sell);
  const accr = v.prov;
  // a director's loan outstanding at 30 June 2024, repaid in the year (nil at 30 June 2025)
  const director = [0, sc([128_000], 9.4)[0]];
  const creditors = sub(v.ap, director);
  eq(add(creditors, v.std, v.cpltd, accr, director, v.ctax), v.tcl, "ke current liabilities");
  const P = [Y("2025-06-30"), Y("2024-06-30")];
  const D = { dc: "Dr" };
  const C = { dc: "Cr" };
  FILES.push({
    id: "pdfkit-ke-dr-cr-nil",
    producer: "pdfkit",
    language: "en",
    company: "Mombasa Road Auto Spares Importers Limited",
    currency: "KES",
    scale: 1,
    scale_phrase: "KShs",
    conv: "en",
    drcr: true,
    zero: "nil",
    decimals: 0,
    nc: "1,234 Dr / 1,234 Cr",
    cols: ["2025 KShs", "2024 KShs"],
    features: [
      "small Kenyan importer of motor spares: a trading and profit and loss account with 'Dr' or 'Cr' after every amount (income and profit Cr, expenses Dr), opening stock, purchases and closing stock, amounts in Kenya shillings",
      "balance sheet with 'nil' for zero (amount due to director nil in 2025, exceptional items and share premium nil); a nil cell's key is left out for that year",
    ],
    pages: [
      st(
        "income_statement",
        "Trading, Profit and Loss Account for the year ended 30 June 2025",
        [
          row("Sales", v.rev, "revenue", C),
          row("Opening stock", openStock, null, { ...D, i: 1 }),
          row("Purchases", purch, "purchases", { ...D, i: 1 }),
          row("Closing stock", v.inv, null, { ...C, i: 1 }),
          row("Cost of sales", v.cogs, "cost_of_goods_sold", D),
          row("Gross profit", v.gp, "gross_profit", { ...C, b: true }),
          row("Other income", v.ooi, "other_income", C),
          row("Salaries and wages", v.staff, null, D),
          row("Selling and distribution expenses", sell, "selling_general_administrative", D),
          row("Administrative expenses", admin, "selling_general_administrative", D),
          row("Depreciation", v.dep, "depreciation_amortization", D),
          row("Exceptional items", [0, 0], null, D),
          row("Finance costs", sub(v.intx, v.fin), "interest_expense", D),
          row("Profit before taxation", v.pbt, "profit_before_tax", { ...C, b: true }),
          row("Taxation", v.tax, "income_tax", D),
          row("Profit for the year", v.np, "net_profit", { ...C, b: true }),
        ],
        { expect: P, lines: ["Management accounts (unaudited)"] },
      ),
      st(
        "balance_sheet",
        "Balance Sheet as at 30 June 2025",
        [
          head("Non-current assets"),
          row("Motor vehicles, furniture and equipment", v.nfa, "net_fixed_assets", i1),
          row("Computer software", v.intang, "intangible_assets", i1),
          row("Leasehold premises (right-of-use)", v.rou, "other_non_current_assets", i1),
          row("Total non-current assets", v.tnca, "total_non_current_assets", b),
          head("Current assets"),
          row("Stock", v.inv, "inventory", i1),
          row("Trade debtors", v.ar, "trade_receivables", i1),
          row("Deposits and prepayments", v.prep, "other_current_assets", i1),
          row("Cash at bank and in hand", v.cash, "cash", i1),
          row("Total current assets", v.tca, "total_current_assets", b),
          row("Total assets", v.ta, "total_assets", b),
          head("Capital and reserves"),
          row("Share capital", v.shareCap, "share_capital", i1),
          row("Share premium", [0, 0], null, i1),
          row("Revenue reserve", v.re, "retained_earnings", i1),
          row("Shareholders' funds", v.te, "total_equity", b),
          head("Non-current liabilities"),
          row("Bank loan", v.ltd, "long_term_debt", i1),
          row("Lease liabilities", v.lease, "other_non_current_liabilities", i1),
          row("Total non-current liabilities", v.tncl, "total_non_current_liabilities", b),
          head("Current liabilities"),
          row("Trade creditors", creditors, "trade_payables", i1),
          row("Bank overdraft", v.std, "short_term_debt", i1),
          row("Bank loan - current portion", v.cpltd, "current_portion_long_term_debt", i1),
          row("Accruals", accr, "other_current_liabilities", i1),
          row("Amount due to director", director, "other_current_liabilities", i1),
          row("Tax payable", v.ctax, "other_current_liabilities", i1),
          row("Total current liabilities", v.tcl, "total_current_liabilities", b),
          row("Total equity and liabilities", v.tle, "total_liabilities_and_equity", b),
        ],
        { expect: P, plain: true, cols: ["2025 KShs", "2024 KShs"], lines: ["Management accounts (unaudited)"] },
      ),
    ],
  });
}

// 11. Dubai free-zone forwarder: "USD'000" only in the column headers
{
  const v = model(0.0047, {
    rev: [8_480_000, 7_910_000],
    cogs: [6_190_000, 5_770_000],
    re: 1_290_000,
    div: [150_000, 140_000],
  });
  const D = [Y("2025-12-31"), Y("2024-12-31")];
  FILES.push({
    id: "groff-ae-usd000-column-header",
    producer: "groff",
    language: "en",
    company: "Jebel Ali Reefer Logistics FZE",
    currency: "USD",
    scale: 1000,
    scale_phrase: "USD'000",
    conv: "en",
    neg: "paren",
    decimals: 0,
    nc: "1,234",
    cols: ["2025", "2024"],
    features: [
      "the scale appears only above the amounts ('USD'000' under each year heading), nowhere in the titles",
      "UAE free-zone establishment (temperature-controlled freight forwarding) reporting in US dollars, negatives in brackets",
    ],
    pages: [
      st("income_statement", "Statement of profit or loss for the year ended 31 December 2025", isRows(v), {
        expect: D,
        headRows: [["USD'000", "USD'000"]],
      }),
      st("balance_sheet", "Statement of financial position as at 31 December 2025", bsRows(v), {
        expect: D,
        headRows: [["USD'000", "USD'000"]],
      }),
    ],
  });
}

// 12. Dutch fulfilment company: management report with every amount in "k"
{
  const v = model(0.0021, {
    rev: [8_420_000, 7_460_000],
    cogs: [5_650_000, 5_010_000],
    re: 1_540_000,
    div: [300_000, 260_000],
  });
  const D = [Y("2025-12-31"), Y("2024-12-31")];
  FILES.push({
    id: "pdfkit-nl-amounts-in-k",
    producer: "pdfkit",
    language: "en",
    company: "Venlo Fulfilment Partners B.V.",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "k",
    conv: "en",
    neg: "minus",
    post: "k",
    decimals: 0,
    nc: "1,234k",
    cols: ["FY 2025 €", "FY 2024 €"],
    features: [
      "every amount printed with a 'k' suffix ('18,312k', '-1,046k'); the currency only in the column headings ('FY 2025 €'); a management pack sent with the statutory accounts",
      "Dutch e-commerce fulfilment company reporting in English; costs printed negative with a minus",
    ],
    pages: [
      st("income_statement", "Profit and loss statement 2025 (year ended 31 December 2025)", isRows(v), {
        expect: D,
        lines: ["Management report to the supervisory board"],
      }),
      st("balance_sheet", "Balance sheet at 31 December 2025", bsRows(v), {
        expect: D,
        lines: ["Management report to the supervisory board"],
      }),
    ],
  });
}

// 13. Irish distributor: columns "Current year | Prior year", the year end only in the title
{
  const v = model(0.38, {
    rev: [8_260_000, 7_890_000],
    cogs: [5_560_000, 5_330_000],
    re: 1_160_000,
    div: [220_000, 200_000],
  });
  const S = [Y("2025-09-30"), Y("2024-09-30")];
  FILES.push({
    id: "chromium-ie-current-prior-year",
    producer: "chromium",
    language: "en",
    company: "Ballinasloe Agri Supplies Distribution Limited",
    currency: "EUR",
    scale: 1,
    scale_phrase: "€",
    conv: "en",
    neg: "paren",
    decimals: 0,
    nc: "1,234",
    cols: ["Current year €", "Prior year €"],
    features: [
      "columns headed 'Current year' and 'Prior year' with no date; the year end (30 September 2025) appears only in the statement titles: periods 2025-09-30 and 2024-09-30",
      "Irish agricultural supplies distributor, amounts in euro, negatives in brackets, '–' for an exceptional item of nil",
    ],
    pages: [
      st(
        "income_statement",
        "Profit and loss account for the year ended 30 September 2025",
        [...isRows(v).slice(0, 7), row("Exceptional items", [0, 0]), ...isRows(v).slice(7)],
        { expect: S },
      ),
      st(
        "balance_sheet",
        "Balance sheet as at 30 September 2025",
        bsRows(v, { ar: "Debtors", ap: "Trade creditors" }),
        { expect: S },
      ),
    ],
  });
}

// 14. Malaysian manufacturer: SAP management print in English, costs and outflows "1,234.56-"
{
  const v = scaled(
    model(143.73, { rev: [8_380_000, 7_720_000], cogs: [6_060_000, 5_540_000], re: 1_240_000, div: [100_000, 90_000] }),
    100,
  );
  const D = [Y("2025-12-31"), Y("2024-12-31")];
  const cf = cfRows(v).map((r) => ({ ...r, v: r.v ? r2(r.v) : null }));
  FILES.push({
    id: "groff-my-sap-trailing-minus",
    producer: "groff",
    language: "en",
    company: "Klang Valley Corrugated Packaging Sdn. Bhd.",
    currency: "MYR",
    scale: 1,
    scale_phrase: "RM",
    conv: "en",
    neg: "trail",
    decimals: 2,
    nc: "1,234.56-",
    cols: ["FY2025 RM", "FY2024 RM"],
    features: [
      "SAP report printed in English: costs, expenses and cash outflows with a trailing minus ('1,234,567.89-'), amounts in ringgit with sen; expected with the contract's signs",
      "Malaysian corrugated-packaging manufacturer (Sdn. Bhd.): income statement and cash flow statement for the financial year ended 31 December 2025",
    ],
    pages: [
      st(
        "income_statement",
        "Income Statement for the financial year ended 31 December 2025",
        isRows(v).map((r) => ({ ...r, v: r.v ? r2(r.v) : null })),
        { expect: D, lines: ["Company code MY10  Currency RM"] },
      ),
      st("cashflow_statement", "Statement of Cash Flows for the financial year ended 31 December 2025", cf, {
        expect: D,
        lines: ["Company code MY10  Currency RM"],
      }),
    ],
  });
}

// ---------------------------------------------------------------------------------------------
const SCANS = [
  { id: "scan-chromium-uk-52-53-week-retail", of: "chromium-uk-52-53-week-retail", dpi: 180, angle: 0.4, seed: 16 },
  { id: "scan-pdfkit-de-sap-trailing-minus", of: "pdfkit-de-sap-trailing-minus", dpi: 200, angle: -0.5, seed: 61 },
];

/**
 * The tables documentsOf reads: the pages, where a keyed row with a zero ("nil", "–") in a column
 * keeps its key only in the other columns (a table of that row alone, `same`, with those columns).
 */
function tablesOf(f) {
  const out = [];
  for (const p of f.pages) {
    const cols = p.cols ?? f.cols;
    const zero = p.rows.filter((r) => r.k && r.v?.some((x) => x === 0));
    out.push({ ...p, cols, rows: p.rows.map((r) => (zero.includes(r) ? { ...r, k: null } : r)) });
    for (const r of zero) {
      if (!p.expect) continue;
      out.push({
        type: p.type,
        cols,
        same: true,
        expect: p.expect.map((e, i) => (r.v[i] === 0 ? null : e)),
        rows: [r],
      });
    }
  }
  return out;
}

/**
 * The pages as the shared renderers take them, each with this batch's cell format: nil / – for zero,
 * Dr / Cr (not on a `plain` page: the Dr/Cr file's balance sheet prints no side), brackets, minus or
 * trailing minus, a "$ " prefix, a "k" suffix.
 */
const pagesOf = (f) =>
  f.pages.map((p) => ({
    ...p,
    format: { zero: f.zero, drcr: f.drcr && !p.plain, neg: f.neg, pre: f.pre, post: f.post },
  }));

/** Chromium: a page without lines under its title keeps an empty one (the gap under the title). */
const html = (f) =>
  sectionsHtml(
    f,
    pagesOf(f).map((p) => (p.lines?.length ? p : { ...p, lines: [""] })),
    styleSheet({
      margin: "16mm 15mm",
      fontSize: 9.5,
      h2: 11.5,
      subGap: 8,
      pad: "1.5px 4px",
      numWidth: f.cols.length > 2 ? 12 : 20,
      indent: 14,
      groups: true,
      after: true,
      extra: ["th.n { white-space: normal; vertical-align: bottom; }"],
    }),
  );

const groff = (f) =>
  groffDocument(
    [".ps 10", ".vs 13p", ".nf", ".ll 6.6i", ".po 0.8i"],
    pagesOf(f).map((p) => groffTable(f, p, { lw: 3.4, cw: 1.15 })),
  );

/** PDFKit: one A4 page per statement, amounts right-aligned by widthOfString. */
const pdfkit = (f, file) =>
  pdfkitRender(f, file, pagesOf(f), {
    colWidth: (n) => (n > 2 ? 92 : 88),
    margin: 45,
    top: 50,
    size: 9,
    lineGap: 12,
    rowSize: 8.6,
    rowGap: 13.5,
    indent: 10,
    ruleInset: 14,
    fitLabels: true,
  });

await makeBatch({
  batch: "unseen16",
  files: FILES,
  scans: SCANS,
  tables: tablesOf,
  renderers: { html, groff, pdfkit },
  html: "HTML",
  convention: (f) => f.nc,
  scanFeature: "image-only PDF (scan) of the whole document",
});
