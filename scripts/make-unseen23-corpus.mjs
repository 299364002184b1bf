// Builds blind batch 23 of the extraction corpus (test/fixtures/extraction-corpus/unseen23/) ONCE.
// Made BLIND to the reader: its maker read only /work/prompts (the brief), src/contract/values.ts
// (document and period types), docs/chart-of-accounts.md, scripts/corpus-own-statements.mjs, the header
// and driver of scripts/make-unseen22-corpus.mjs (its WeasyPrint producer line is reused) and earlier
// batches' JSONs (period types; the "documents": [] look-alike files of batch 20); not the reader
// (src/server/extraction/), docs/extraction.md, the scorer or any test, and it ran none of them.
//
// Theme: LOOK-ALIKES AND GROUPS, where a reader can trust the wrong figure: a group report with the
// parent company's own balance sheet after the consolidated statements, restated prior years ("As
// restated" / "As previously reported" / "Adjustment"; German "angepasst"), non-controlling interests,
// discontinued operations, note tables that repeat statement figures (segments, PP&E movements,
// borrowings maturities), a half-year interim report, a statement of changes in equity beside the
// balance sheet, a French group's statements (nothing expected) and a budget-vs-actual commentary
// (nothing expected). Every figure is written here by hand; the script throws unless each balance sheet
// balances (cash is the plug, checked positive), each printed subtotal is the sum of its lines
// (computed, never typed), each profit closes, retained earnings roll forward from the prior column
// (profit attributable to owners less dividends) and each cash flow rolls cash.
//
// Files: 10 text PDFs and 3 scans (shared scan(): the UK half-year report 150 dpi, the German NCI group
// 160 dpi, the Canadian discontinued-operations file 150 dpi; JPEG quality 0.42-0.5 to stay under 300 KB);
// 3 German, 1 French, the rest English. Two files expect no document (French; budget-vs-actual memo).
// Producers: no new ones this time (the brief asked for none): Chromium headless --print-to-pdf (the
// shared module's renderer) and WeasyPrint (Debian weasyprint, producer id "weasyprint" of batch 22).
// Packages: apt-get install -y chromium weasyprint poppler-utils ghostscript (all already installed).
// Shared module: its builders are this batch's own (IFRS IS / BS / CF, roll over columns), on the
// module's sum, lines and tot (the helpers of batches 21 and 22), yr and BOTH.
//
// Key conventions: docs/chart-of-accounts.md (binding); expenses positive, cash outflows negative,
// thousands multiplied out. Decisions of this batch (where the docs are silent):
//   - group report: only the CONSOLIDATED statements are expected; the parent company's own balance
//     sheet and income statement (same dates) are expected in no document;
//   - restated prior year: the "As restated" / "angepasst" column is the prior year; "As previously
//     reported" and "Adjustment" columns are no period;
//   - non-controlling interests: net_profit = profit for the year (the whole group's, chart);
//     "attributable to owners" / "to non-controlling interests" in no key; total_equity = the printed
//     total equity incl. NCI (chart); "Equity attributable to owners of the parent" and the NCI line in
//     no key; retained_earnings = the owners' retained earnings line;
//   - discontinued operations: revenue ... profit_before_tax and income_tax are the CONTINUING
//     operations' lines as printed; "Profit from continuing operations" and "Profit (loss) from
//     discontinued operations, net of tax" in no key; net_profit = profit for the year (after both);
//   - half-year interim: the 30 June balance sheet is "quarterly", the 31 December comparative balance
//     sheet "yearly"; the six-month income statement columns are expected in NO document (revised after
//     the blind reading: the maker had typed them "quarterly", but a six-month period is neither of the
//     contract's period types and docs/extraction.md leaves six- and nine-month columns out);
//   - note tables (segment information, PP&E movements, borrowings maturities) expected in no document
//     even where they repeat statement figures; a statement of changes in equity in no document;
//   - "Finance income" = other_income; "Other operating income" in no key; "Distribution costs" and
//     "Administrative expenses" = selling_general_administrative (summed); lease liabilities and
//     provisions = the residual of their section; "Borrowings" current = short_term_debt, non-current =
//     long_term_debt; goodwill + other intangibles = intangible_assets (summed); an operating "Other
//     income" above operating profit (beside a finance income line) in no key; pension and other
//     provisions, deferred tax and employee benefit obligations = the residual of their section;
//     "Depreciation and amortization" printed as an income statement line = depreciation_amortization.
//
// Usage: node scripts/make-unseen23-corpus.mjs [--check] [--out DIR] (see corpus-own-statements.mjs).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  add,
  BOTH,
  eq,
  esc,
  head,
  htmlDocument,
  lines,
  makeBatch,
  neg,
  numberConvention,
  plug,
  positive,
  Q,
  row,
  sheetHtml,
  styleSheet,
  sub,
  sum,
  tot,
  Y,
  yr,
} from "./corpus-own-statements.mjs";

const FILES = [];
/** The module's lines, indented i (default 1), as printed (no sign flip). */
const L = (ls, i = 1) => lines(ls, { i });

/**
 * IFRS income statement (function of expense, expenses printed positive): rev, cos, opex lines,
 * ooi (other operating income, no key), fi (finance income), fc (finance costs), tax; optional disc
 * (discontinued result) and nci (the NCI share of profit). Labels in s.lb.
 */
function IS(s) {
  const lb = s.lb;
  const gp = sub(s.rev[2], s.cos[2]);
  const op = sub(add(gp, ...(s.ooi ? [s.ooi[2]] : [])), sum(s.opex));
  const pbt = sub(add(op, s.fi[2]), s.fc[2]);
  const cont = sub(pbt, s.tax[2]);
  const np = s.disc ? add(cont, s.disc[2]) : cont;
  if (!s.loose) positive(np, `${s.name} profit`);
  const rows = [
    row(s.rev[0], s.rev[2], "revenue"),
    row(s.cos[0], s.cos[2], "cost_of_goods_sold"),
    tot(lb.gp, gp, "gross_profit"),
    ...(s.ooi ? [row(s.ooi[0], s.ooi[2], null)] : []),
    ...L(s.opex, 0),
    tot(lb.op, op, "operating_profit"),
    row(s.fi[0], s.fi[2], "other_income"),
    row(s.fc[0], s.fc[2], "interest_expense"),
    tot(lb.pbt, pbt, "profit_before_tax"),
    row(s.tax[0], s.tax[2], "income_tax"),
  ];
  if (s.disc) rows.push(tot(lb.cont, cont, null), row(s.disc[0], s.disc[2], null));
  rows.push(tot(lb.np, np, "net_profit"));
  let owners = np;
  if (s.nci) {
    owners = sub(np, s.nci);
    positive(owners, `${s.name} owners`);
    rows.push(head(lb.attr), row(lb.owners, owners, null, { i: 1 }), row(lb.ncis, s.nci, null, { i: 1 }));
  }
  return { rows, np, owners, pbt, op };
}

/**
 * Balance sheet: nca, ca (w/o cash) lines; cash label; equity lines (share capital, retained earnings
 * given as [label, key, values]), optional nci [label, values]; ncl, cl lines. Cash is the plug.
 */
function BS(s) {
  const lb = s.lb;
  const nca = sum(s.nca);
  const ncl = sum(s.ncl);
  const cl = sum(s.cl);
  const own = sum(s.eq);
  const te = s.nci ? add(own, s.nci[1]) : own;
  const liab = add(ncl, cl);
  const tle = add(te, liab);
  const cash = s.loose ? sub(tle, add(nca, sum(s.ca))) : plug(tle, [nca, sum(s.ca)], `${s.name} cash`);
  if (s.loose) for (const i of s.loose) positive([cash[i]], `${s.name} cash ${i}`);
  const ca = add(sum(s.ca), cash);
  const ta = add(nca, ca);
  eq(ta, tle, `${s.name} balance`);
  const nonCur = [head(lb.nca), ...L(s.nca), tot(lb.tnca, nca, "total_non_current_assets")];
  const cur = [
    head(lb.ca),
    ...L(s.ca),
    row(s.cashLabel, cash, "cash", { i: 1 }),
    tot(lb.tca, ca, "total_current_assets"),
  ];
  const equity = [head(lb.eq), ...L(s.eq)];
  if (s.nci)
    equity.push(tot(lb.owners, own, null), row(s.nci[0], s.nci[1], null, { i: 1 }), tot(lb.te, te, "total_equity"));
  else equity.push(tot(lb.te, te, "total_equity"));
  const liabs = [
    ...(s.us ? [head(lb.cl), ...L(s.cl), tot(lb.tcl, cl, "total_current_liabilities")] : []),
    head(lb.ncl),
    ...L(s.ncl),
    tot(lb.tncl, ncl, "total_non_current_liabilities"),
    ...(s.us ? [] : [head(lb.cl), ...L(s.cl), tot(lb.tcl, cl, "total_current_liabilities")]),
    ...(lb.tl ? [tot(lb.tl, liab, "total_liabilities")] : []),
  ];
  const rows = s.us
    ? [...cur, ...nonCur, tot(lb.ta, ta, "total_assets"), ...liabs, ...equity]
    : [...nonCur, ...cur, tot(lb.ta, ta, "total_assets"), ...equity, ...liabs];
  rows.push(tot(lb.tle, tle, "total_liabilities_and_equity"));
  return { rows, cash, te, own };
}

/** Retained earnings rolled forward: re[i] = re[i+1] + owners[i] - div[i] (the last column is given). */
function roll(last, owners, div) {
  const n = owners.length;
  const re = new Array(n);
  re[n - 1] = last;
  for (let i = n - 2; i >= 0; i--) re[i] = re[i + 1] + owners[i] - div[i];
  return re;
}

/**
 * Cash flow (indirect): profit, adjustment lines, working capital (the plug per column so that cash
 * rolls), capex, other investing, repayments, dividends, other financing; begin and end cash.
 */
function CF(s) {
  const lb = s.lb;
  const inv = add(s.capex[2], ...s.invo.map((x) => x[2]));
  const fin = add(s.repay[2], s.div[2], ...s.fino.map((x) => x[2]));
  const change = sub(s.end, s.begin);
  const ocf = sub(sub(change, inv), fin);
  const wc = sub(ocf, add(s.np, ...s.adj.map((x) => x[2])));
  eq(add(s.begin, ocf, inv, fin), s.end, `${s.name} cash roll`);
  const rows = [
    head(lb.opa),
    row(lb.np, s.np, null, { i: 1 }),
    ...L(s.adj),
    row(lb.wc, wc, null, { i: 1 }),
    tot(lb.ocf, ocf, "net_cash_from_operating_activities"),
    head(lb.ina),
    row(s.capex[0], s.capex[2], "purchase_of_fixed_assets", { i: 1 }),
    ...L(s.invo),
    tot(lb.icf, inv, "net_cash_from_investing_activities"),
    head(lb.fia),
    row(s.repay[0], s.repay[2], "repayment_of_borrowings", { i: 1 }),
    row(s.div[0], s.div[2], "dividends_paid", { i: 1 }),
    ...L(s.fino),
    tot(lb.fcf, fin, "net_cash_from_financing_activities"),
    tot(lb.chg, change, "net_change_in_cash"),
    row(lb.begin, s.begin, "cash_at_beginning"),
    tot(lb.end, s.end, "cash_at_end"),
  ];
  return { rows };
}

const EN = {
  is: {
    gp: "Gross profit",
    op: "Operating profit",
    pbt: "Profit before tax",
    cont: "Profit for the year from continuing operations",
    np: "Profit for the year",
    attr: "Profit for the year attributable to:",
    owners: "Owners of the parent",
    ncis: "Non-controlling interests",
  },
  bs: {
    nca: "Non-current assets",
    tnca: "Total non-current assets",
    ca: "Current assets",
    tca: "Total current assets",
    ta: "Total assets",
    eq: "Equity",
    owners: "Equity attributable to owners of the parent",
    te: "Total equity",
    ncl: "Non-current liabilities",
    tncl: "Total non-current liabilities",
    cl: "Current liabilities",
    tcl: "Total current liabilities",
    tl: "Total liabilities",
    tle: "Total equity and liabilities",
  },
  cf: {
    opa: "Cash flows from operating activities",
    np: "Profit for the year",
    wc: "Changes in working capital",
    ocf: "Net cash from operating activities",
    ina: "Cash flows from investing activities",
    icf: "Net cash used in investing activities",
    fia: "Cash flows from financing activities",
    fcf: "Net cash used in financing activities",
    chg: "Net increase (decrease) in cash and cash equivalents",
    begin: "Cash and cash equivalents at 1 January",
    end: "Cash and cash equivalents at 31 December",
  },
};
const DE = {
  is: {
    gp: "Bruttoergebnis vom Umsatz",
    op: "Betriebsergebnis (EBIT)",
    pbt: "Ergebnis vor Ertragsteuern",
    cont: "Ergebnis aus fortgeführten Geschäftsbereichen",
    np: "Konzernjahresüberschuss",
    attr: "Davon entfallen auf:",
    owners: "Anteilseigner des Mutterunternehmens",
    ncis: "Nicht beherrschende Anteile",
  },
  bs: {
    nca: "Langfristige Vermögenswerte",
    tnca: "Summe langfristige Vermögenswerte",
    ca: "Kurzfristige Vermögenswerte",
    tca: "Summe kurzfristige Vermögenswerte",
    ta: "Summe Aktiva",
    eq: "Eigenkapital",
    owners: "Den Anteilseignern des Mutterunternehmens zurechenbares Eigenkapital",
    te: "Summe Eigenkapital",
    ncl: "Langfristige Schulden",
    tncl: "Summe langfristige Schulden",
    cl: "Kurzfristige Schulden",
    tcl: "Summe kurzfristige Schulden",
    tl: null,
    tle: "Summe Passiva",
  },
};

/** A statement table: type, title, lines, cols, rows, expect (null: no document). */
const ST = (type, title, lines, cols, rows, expect, o = {}) => ({ type, title, lines, cols, rows, expect, ...o });
const v4 = (cur, prev, adj) => [cur, prev, adj, prev + adj];
const P = (t) => `<p class="tx">${esc(t)}</p>`;
const BASE = {
  margin: "16mm 18mm",
  fontSize: 9.5,
  h2: 11.5,
  subGap: 6,
  pad: "1.6px 4px",
  indent: 12,
  ruleLabel: false,
};

// ---------------------------------------------------------------------------------------------
// 1. UK group annual report: consolidated IS, BS, CF; then the parent company's own balance sheet
{
  const name = "uk-group";
  const is = IS({
    name,
    lb: EN.is,
    rev: ["Revenue", "revenue", [48620, 45310]],
    cos: ["Cost of sales", "cost_of_goods_sold", [31480, 29770]],
    opex: [
      ["Distribution costs", "selling_general_administrative", [6120, 5840]],
      ["Administrative expenses", "selling_general_administrative", [5930, 5610]],
    ],
    fi: ["Finance income", "other_income", [140, 95]],
    fc: ["Finance costs", "interest_expense", [1260, 1190]],
    tax: ["Income tax expense", "income_tax", [1020, 780]],
  });
  const div = [1500, 1400];
  const re = roll(14200, is.np, div);
  const bs = BS({
    name,
    lb: EN.bs,
    nca: [
      ["Property, plant and equipment", "net_fixed_assets", [21450, 20380]],
      ["Goodwill", "intangible_assets", [3200, 3200]],
      ["Other intangible assets", "intangible_assets", [840, 910]],
      ["Right-of-use assets", "other_non_current_assets", [1620, 1780]],
    ],
    ca: [
      ["Inventories", "inventory", [8940, 8410]],
      ["Trade and other receivables", "trade_receivables", [8260, 8520]],
    ],
    cashLabel: "Cash and cash equivalents",
    eq: [
      ["Share capital", "share_capital", [2500, 2500]],
      ["Share premium", null, [4100, 4100]],
      ["Retained earnings", "retained_earnings", re],
    ],
    ncl: [
      ["Borrowings", "long_term_debt", [9800, 11200]],
      ["Lease liabilities", "other_non_current_liabilities", [1310, 1490]],
      ["Deferred tax liabilities", "other_non_current_liabilities", [760, 690]],
    ],
    cl: [
      ["Trade and other payables", "trade_payables", [10920, 9350]],
      ["Borrowings", "short_term_debt", [1400, 1400]],
      ["Lease liabilities", "other_current_liabilities", [350, 330]],
      ["Current tax liabilities", "other_current_liabilities", [540, 410]],
    ],
  });
  const cf = CF({
    name,
    lb: EN.cf,
    np: is.np,
    adj: [
      ["Depreciation and amortisation", null, [2350, 2210]],
      ["Net finance costs", null, [1120, 1095]],
      ["Income tax expense", null, [1020, 780]],
      ["Income tax paid", null, [-890, -720]],
    ],
    capex: ["Purchase of property, plant and equipment", null, [-3420, -2980]],
    invo: [["Proceeds from disposal of property, plant and equipment", null, [85, 60]]],
    repay: ["Repayment of borrowings", null, [-1400, -1400]],
    div: ["Dividends paid to shareholders", null, neg(div)],
    fino: [
      ["Principal elements of lease payments", null, [-360, -340]],
      ["Interest paid", null, [-1180, -1120]],
    ],
    begin: [bs.cash[1], 2260],
    end: bs.cash,
  });
  // the parent company's own balance sheet (not expected)
  const pre = roll(9800, [2230, 2050], div);
  const pbs = BS({
    name: `${name} parent`,
    lb: { ...EN.bs, tl: null },
    nca: [
      ["Investments in subsidiaries", null, [18400, 18400]],
      ["Property, plant and equipment", null, [310, 340]],
    ],
    ca: [["Amounts owed by group undertakings", null, [6200, 5800]]],
    cashLabel: "Cash at bank",
    eq: [
      ["Share capital", null, [2500, 2500]],
      ["Share premium", null, [4100, 4100]],
      ["Retained earnings", null, pre],
    ],
    ncl: [["Borrowings", null, [9800, 11200]]],
    cl: [
      ["Amounts owed to group undertakings", null, [350, 310]],
      ["Borrowings", null, [1400, 1400]],
      ["Accruals", null, [180, 150]],
    ],
  });
  const cols = ["2025", "2024"];
  const E = BOTH;
  const th = ["£'000", "£'000"];
  FILES.push({
    id: "weasyprint-uk-group-and-parent-company",
    producer: "weasyprint",
    language: "en",
    company: "Harrowgate Fixings Group plc",
    currency: "GBP",
    scale: 1000,
    scale_phrase: "£'000",
    conv: "paren",
    decimals: 0,
    cols,
    features: [
      "group annual report: consolidated income statement, statement of financial position and cash flow statement (expected), then the parent company's own balance sheet (Company statement of financial position, same dates, its own figures: investments in subsidiaries, the same share capital and borrowings): NOT expected",
      "cover and strategic report page before the statements; expenses printed in brackets",
    ],
    tables: [
      ST(
        "income_statement",
        "Consolidated income statement",
        ["for the year ended 31 December 2025"],
        cols,
        is.rows,
        E,
        { headRows: [th] },
      ),
      ST("balance_sheet", "Consolidated statement of financial position", ["at 31 December 2025"], cols, bs.rows, E, {
        headRows: [th],
      }),
      ST(
        "cashflow_statement",
        "Consolidated cash flow statement",
        ["for the year ended 31 December 2025"],
        cols,
        cf.rows,
        E,
        { headRows: [th] },
      ),
      ST(
        "balance_sheet",
        "Company statement of financial position",
        ["at 31 December 2025 (Harrowgate Fixings Group plc, the parent company, registered number 04417720)"],
        cols,
        pbs.rows,
        null,
        {
          headRows: [th],
          after: [
            "The Company has taken the exemption not to present its own income statement. The Company's profit for the year was £2,230,000 (2024: £2,050,000).",
          ],
        },
      ),
    ],
    neg: ["Cost of sales", "Distribution costs", "Administrative expenses", "Finance costs", "Income tax expense"],
    front: [
      `<div class="cover"><h1>Harrowgate Fixings Group plc</h1><p>Annual Report and Financial Statements 2025</p></div>`,
      `<h2>Strategic report</h2>${P("The Group manufactures industrial fasteners and fixings at three sites in Yorkshire and one in the West Midlands. Group revenue grew by 7% to £48.6 million; the parent company holds the shares of the four trading subsidiaries and the Group's bank facilities.")}${P("The consolidated financial statements on the following pages include the Company and its subsidiaries. The Company's own statement of financial position follows the notes to the consolidated statements.")}`,
    ],
    css: ".cover{padding-top:70mm;text-align:center} .cover h1{font-size:22pt} .tx{font-size:9.5pt;text-align:justify}",
  });
}

// ---------------------------------------------------------------------------------------------
// 2. US: prior year restated (2025 | 2024 as previously reported | adjustment | 2024 as restated)
{
  const name = "us-restated";
  const is = IS({
    name,
    loose: true,
    lb: { gp: "Gross profit", op: "Operating income", pbt: "Income before income taxes", np: "Net income" },
    rev: ["Net sales", "revenue", v4(61480, 57930, -740)],
    cos: ["Cost of sales", "cost_of_goods_sold", v4(40210, 38160, -455)],
    opex: [["Selling, general and administrative expenses", "selling_general_administrative", v4(14930, 14020, 0)]],
    fi: ["Interest income", "other_income", v4(210, 180, 0)],
    fc: ["Interest expense", "interest_expense", v4(1340, 1410, 0)],
    tax: ["Provision for income taxes", "income_tax", v4(1330, 1120, -68)],
  });
  for (const i of [0, 1, 3]) positive([is.np[i]], `${name} np ${i}`);
  // balance sheet: 2025 | 2024 as previously reported | adjustment | 2024 as restated
  const div = 900;
  const reAdj = is.np[2]; // the cumulative effect: the 2024 adjustment to net income, nothing before
  eq([reAdj], [-217], `${name} cumulative adjustment`);
  const re = [20450 + reAdj + is.np[0] - div, 20450, reAdj, 20450 + reAdj];
  const bs = BS({
    name,
    us: true,
    loose: [0, 1, 3],
    lb: {
      ...EN.bs,
      ca: "Current assets",
      nca: "Property and other assets",
      tnca: "Total non-current assets",
      eq: "Stockholders' equity",
      te: "Total stockholders' equity",
      tle: "Total liabilities and stockholders' equity",
      ncl: "Long-term liabilities",
      tncl: "Total long-term liabilities",
    },
    ca: [
      ["Accounts receivable, net", "trade_receivables", v4(9620, 8870, -310)],
      ["Inventories", "inventory", v4(12480, 11950, 0)],
      ["Prepaid expenses and other current assets", "other_current_assets", v4(1140, 1060, 0)],
    ],
    cashLabel: "Cash and cash equivalents",
    nca: [
      ["Property, plant and equipment, net", "net_fixed_assets", v4(18340, 17620, 0)],
      ["Operating lease right-of-use assets", "other_non_current_assets", v4(2210, 2460, 0)],
    ],
    cl: [
      ["Accounts payable", "trade_payables", v4(6830, 6410, 0)],
      ["Accrued liabilities", "other_current_liabilities", v4(3120, 2950, -93)],
      ["Current portion of long-term debt", "current_portion_long_term_debt", v4(1500, 1500, 0)],
    ],
    ncl: [
      ["Long-term debt, less current portion", "long_term_debt", v4(13400, 14900, 0)],
      ["Operating lease liabilities", "other_non_current_liabilities", v4(1920, 2180, 0)],
    ],
    eq: [
      ["Common stock and additional paid-in capital", null, v4(4000, 4000, 0)],
      ["Retained earnings", "retained_earnings", re],
    ],
  });
  eq([bs.cash[2]], [0], `${name} adjustment column cash`);
  const cols = ["2025", "As previously reported", "Adjustment", "As restated"];
  const E = [Y("2025-12-31"), null, null, Y("2024-12-31")];
  const groups = [
    ["", 1],
    ["2024", 3],
  ];
  FILES.push({
    id: "chromium-us-restated-prior-year",
    producer: "chromium",
    language: "en",
    company: "Kettle Ridge Outdoor Products, Inc.",
    currency: "USD",
    scale: 1000,
    scale_phrase: "in thousands",
    conv: "paren",
    decimals: 0,
    cols,
    features: [
      "prior year restated (revenue recognition on bill-and-hold sales): columns 2025 | 2024 As previously reported | Adjustment | 2024 As restated in the income statement and the balance sheet; only 2025 and the As restated column are periods (expected); As previously reported and Adjustment are not",
      "US order (current assets first, liabilities before equity); 'Current portion of long-term debt'",
    ],
    tables: [
      ST(
        "income_statement",
        "Consolidated Statements of Income",
        ["Years ended December 31 (in thousands of U.S. dollars)"],
        cols,
        is.rows,
        E,
        { groups },
      ),
      ST(
        "balance_sheet",
        "Consolidated Balance Sheets",
        ["December 31 (in thousands of U.S. dollars)"],
        cols,
        bs.rows,
        E,
        {
          groups,
          after: [
            "Note 2 – Restatement. In 2025 the Company determined that certain bill-and-hold sales had been recognized before control transferred. The 2024 comparative amounts have been restated; the cumulative effect reduced retained earnings at December 31, 2024 by $217 thousand.",
          ],
        },
      ),
    ],
    css: ".tx{font-size:9pt}",
    style: { ...BASE, fontSize: 8.8, groups: true, numWidth: 13 },
  });
}

// ---------------------------------------------------------------------------------------------
// 3. German group: Konzern-GuV 2025 | 2024 angepasst | 2024 wie berichtet; Konzernbilanz 2025 | 2024 angepasst
{
  const name = "de-angepasst";
  const adj = (cur, restated, a) => [cur, restated, restated - a];
  const is = IS({
    name,
    lb: DE.is,
    rev: ["Umsatzerlöse", "revenue", adj(84260, 79410, 0)],
    cos: ["Umsatzkosten", "cost_of_goods_sold", adj(58730, 55620, -380)],
    ooi: ["Sonstige betriebliche Erträge", null, adj(1140, 960, 0)],
    opex: [
      ["Vertriebskosten", "selling_general_administrative", adj(9870, 9410, 0)],
      ["Allgemeine Verwaltungskosten", "selling_general_administrative", adj(6420, 6180, 0)],
      ["Sonstige betriebliche Aufwendungen", "other_operating_expenses", adj(1310, 1240, 0)],
    ],
    fi: ["Finanzerträge", "other_income", adj(260, 190, 0)],
    fc: ["Finanzaufwendungen", "interest_expense", adj(1890, 1970, 0)],
    tax: ["Ertragsteuern", "income_tax", adj(2310, 1620, -110)],
  });
  const div = [1800, 1600];
  const re = roll(18640, is.np.slice(0, 2), div);
  const bs = BS({
    name,
    lb: DE.bs,
    nca: [
      ["Immaterielle Vermögenswerte", "intangible_assets", [4870, 5120]],
      ["Sachanlagen", "net_fixed_assets", [31260, 29840]],
      ["Nutzungsrechte", "other_non_current_assets", [2940, 3180]],
      ["Latente Steueransprüche", "other_non_current_assets", [610, 720]],
    ],
    ca: [
      ["Vorräte", "inventory", [15380, 14260]],
      ["Forderungen aus Lieferungen und Leistungen", "trade_receivables", [12940, 12310]],
      ["Sonstige kurzfristige Vermögenswerte", "other_current_assets", [1470, 1390]],
    ],
    cashLabel: "Zahlungsmittel und Zahlungsmitteläquivalente",
    eq: [
      ["Gezeichnetes Kapital", "share_capital", [6000, 6000]],
      ["Kapitalrücklage", null, [3850, 3850]],
      ["Gewinnrücklagen", "retained_earnings", re],
    ],
    ncl: [
      ["Finanzschulden", "long_term_debt", [18200, 20600]],
      ["Leasingverbindlichkeiten", "other_non_current_liabilities", [2410, 2690]],
      ["Pensionsrückstellungen", "other_non_current_liabilities", [3160, 3240]],
    ],
    cl: [
      ["Verbindlichkeiten aus Lieferungen und Leistungen", "trade_payables", [10840, 10120]],
      ["Kurzfristige Finanzschulden", "short_term_debt", [2400, 2400]],
      ["Leasingverbindlichkeiten", "other_current_liabilities", [610, 580]],
      ["Sonstige kurzfristige Verbindlichkeiten", "other_current_liabilities", [3920, 3510]],
    ],
  });
  const cols = ["2025", "2024 angepasst¹", "2024 wie berichtet"];
  FILES.push({
    id: "weasyprint-de-konzern-vorjahr-angepasst",
    producer: "weasyprint",
    language: "de",
    company: "Lindenfels Antriebstechnik AG",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "in TEUR",
    conv: "de",
    decimals: 0,
    cols,
    features: [
      "Konzern-Gewinn- und Verlustrechnung (IFRS, Umsatzkostenverfahren) with three columns: 2025 | 2024 angepasst | 2024 wie berichtet (before the correction of an error in inventory costing); only 2025 and 2024 angepasst are expected",
      "Konzernbilanz 31.12.2025 | 31.12.2024 angepasst; expenses printed with a minus sign",
    ],
    tables: [
      ST(
        "income_statement",
        "Konzern-Gewinn- und Verlustrechnung",
        ["für das Geschäftsjahr vom 1. Januar bis 31. Dezember 2025, in TEUR"],
        cols,
        is.rows,
        [Y("2025-12-31"), Y("2024-12-31"), null],
        {
          after: [
            "¹ Vorjahreszahlen angepasst (IAS 8), siehe Konzernanhang Abschnitt 2.4: Korrektur der Bewertung unfertiger Erzeugnisse.",
          ],
        },
      ),
      ST(
        "balance_sheet",
        "Konzernbilanz",
        ["zum 31. Dezember 2025, in TEUR"],
        ["31.12.2025", "31.12.2024 angepasst¹"],
        bs.rows,
        BOTH,
      ),
    ],
    neg: [
      "Umsatzkosten",
      "Vertriebskosten",
      "Allgemeine Verwaltungskosten",
      "Sonstige betriebliche Aufwendungen",
      "Finanzaufwendungen",
      "Ertragsteuern",
    ],
    minus: "−",
    css: "h2{border-bottom:1.2pt solid #1f4e79;color:#1f4e79} tr.t td.n{border-top:0.6pt solid #1f4e79}",
  });
}

// ---------------------------------------------------------------------------------------------
// 4. German group with non-controlling interests (Anteile nicht beherrschender Gesellschafter)
{
  const name = "de-nci";
  const nci = [640, 520];
  const is = IS({
    name,
    lb: DE.is,
    rev: ["Umsatzerlöse", "revenue", [126480, 118920]],
    cos: [
      "Herstellungskosten der zur Erzielung der Umsatzerlöse erbrachten Leistungen",
      "cost_of_goods_sold",
      [92310, 87440],
    ],
    ooi: ["Sonstige betriebliche Erträge", null, [1820, 1610]],
    opex: [
      ["Vertriebskosten", "selling_general_administrative", [14260, 13580]],
      ["Verwaltungskosten", "selling_general_administrative", [9140, 8870]],
      ["Sonstige betriebliche Aufwendungen", "other_operating_expenses", [2080, 1930]],
    ],
    fi: ["Finanzerträge", "other_income", [340, 280]],
    fc: ["Finanzaufwendungen", "interest_expense", [2760, 2910]],
    tax: ["Steuern vom Einkommen und vom Ertrag", "income_tax", [2460, 1890]],
    nci,
  });
  const div = [2200, 2000];
  const re = roll(31470, is.owners, div);
  const bs = BS({
    name,
    lb: DE.bs,
    nca: [
      ["Geschäfts- oder Firmenwert", "intangible_assets", [8420, 8420]],
      ["Sonstige immaterielle Vermögenswerte", "intangible_assets", [2160, 2380]],
      ["Sachanlagen", "net_fixed_assets", [46890, 44720]],
      ["At-Equity bilanzierte Beteiligungen", "other_non_current_assets", [3140, 2960]],
    ],
    ca: [
      ["Vorräte", "inventory", [21730, 20460]],
      ["Forderungen aus Lieferungen und Leistungen", "trade_receivables", [18620, 17390]],
      ["Übrige Vermögenswerte", "other_current_assets", [2310, 2140]],
    ],
    cashLabel: "Flüssige Mittel",
    eq: [
      ["Gezeichnetes Kapital", "share_capital", [10000, 10000]],
      ["Kapitalrücklage", null, [7200, 7200]],
      ["Gewinnrücklagen", "retained_earnings", re],
    ],
    nci: ["Anteile nicht beherrschender Gesellschafter", [4380, 3740 + 0]],
    ncl: [
      ["Langfristige Finanzverbindlichkeiten", "long_term_debt", [28600, 31900]],
      ["Pensionsrückstellungen", "other_non_current_liabilities", [5240, 5390]],
      ["Latente Steuerschulden", "other_non_current_liabilities", [1930, 1780]],
    ],
    cl: [
      ["Verbindlichkeiten aus Lieferungen und Leistungen", "trade_payables", [15460, 14620]],
      ["Kurzfristige Finanzverbindlichkeiten", "short_term_debt", [3300, 3300]],
      ["Sonstige Rückstellungen", "other_current_liabilities", [2870, 2650]],
      ["Übrige Verbindlichkeiten", "other_current_liabilities", [4190, 3960]],
    ],
  });
  const cols = ["2025", "2024"];
  const E = BOTH;
  FILES.push({
    id: "chromium-de-konzern-minderheiten",
    producer: "chromium",
    language: "de",
    company: "Schwarzach Verpackungswerke Holding AG",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "Tsd. €",
    conv: "de",
    decimals: 0,
    cols,
    features: [
      "non-controlling interests: Konzernjahresüberschuss then 'Davon entfallen auf: Anteilseigner des Mutterunternehmens / Nicht beherrschende Anteile' (net_profit = the whole group's); equity attributable to the owners, Anteile nicht beherrschender Gesellschafter, then Summe Eigenkapital (total_equity = incl. NCI)",
      "goodwill and other intangibles summed; IFRS in German, Tsd. €",
    ],
    tables: [
      ST(
        "income_statement",
        "Konzern-Gewinn- und Verlustrechnung",
        ["1. Januar bis 31. Dezember 2025 (Tsd. €)"],
        cols,
        is.rows,
        E,
      ),
      ST(
        "balance_sheet",
        "Konzernbilanz zum 31. Dezember 2025",
        ["(Tsd. €)"],
        ["31.12.2025", "31.12.2024"],
        bs.rows,
        E,
      ),
    ],
    style: { ...BASE, fontSize: 9, numWidth: 15 },
    css: "body{font-family:'Liberation Sans',sans-serif} h1{font-size:11pt;color:#555} tr.b td{background:#eef2f5}",
  });
}

// ---------------------------------------------------------------------------------------------
// 5. Canada: discontinued operations (continuing lines, then discontinued, then profit for the year)
{
  const name = "ca-discontinued";
  const is = IS({
    name,
    lb: {
      gp: "Gross profit",
      op: "Operating income",
      pbt: "Income before income taxes from continuing operations",
      cont: "Net income from continuing operations",
      np: "Net income for the year",
    },
    rev: ["Revenue", "revenue", [73940, 69210]],
    cos: ["Cost of sales", "cost_of_goods_sold", [52180, 49330]],
    opex: [
      ["Selling and distribution", "selling_general_administrative", [7460, 7120]],
      ["General and administrative", "selling_general_administrative", [6240, 6010]],
      ["Depreciation and amortization", "depreciation_amortization", [3180, 3040]],
    ],
    fi: ["Finance income", "other_income", [190, 160]],
    fc: ["Finance costs", "interest_expense", [1720, 1810]],
    tax: ["Income tax expense", "income_tax", [1010, 690]],
    disc: ["Loss from discontinued operations, net of tax (note 6)", null, [-1240, 380]],
  });
  const div = [1200, 1100];
  const re = roll(22310, is.np, div);
  const bs = BS({
    name,
    lb: {
      ...EN.bs,
      tl: "Total liabilities",
      tle: "Total liabilities and equity",
      eq: "Shareholders' equity",
      te: "Total shareholders' equity",
    },
    nca: [
      ["Property, plant and equipment", "net_fixed_assets", [28640, 30910]],
      ["Intangible assets", "intangible_assets", [3920, 4410]],
      ["Deferred income tax assets", "other_non_current_assets", [870, 760]],
    ],
    ca: [
      ["Trade and other receivables", "trade_receivables", [11260, 12840]],
      ["Inventories", "inventory", [13470, 14920]],
      ["Prepaid expenses and deposits", "other_current_assets", [1140, 980]],
    ],
    cashLabel: "Cash",
    eq: [
      ["Share capital", "share_capital", [9500, 9500]],
      ["Retained earnings", "retained_earnings", re],
    ],
    ncl: [
      ["Long-term debt", "long_term_debt", [16800, 19400]],
      ["Lease liabilities", "other_non_current_liabilities", [1860, 2030]],
    ],
    cl: [
      ["Trade and other payables", "trade_payables", [9740, 10390]],
      ["Current portion of long-term debt", "current_portion_long_term_debt", [2600, 2600]],
      ["Income taxes payable", "other_current_liabilities", [480, 360]],
    ],
  });
  const cf = CF({
    name,
    lb: {
      ...EN.cf,
      np: "Net income for the year",
      ocf: "Cash provided by operating activities",
      icf: "Cash used in investing activities",
      fcf: "Cash used in financing activities",
      chg: "Increase (decrease) in cash",
      begin: "Cash, beginning of year",
      end: "Cash, end of year",
    },
    np: is.np,
    adj: [
      ["Depreciation and amortization", null, [3520, 3460]],
      ["Impairment of disposal group (note 6)", null, [1460, 0]],
      ["Deferred income taxes", null, [-110, 40]],
    ],
    capex: ["Additions to property, plant and equipment", null, [-2940, -3610]],
    invo: [["Additions to intangible assets", null, [-310, -280]]],
    repay: ["Repayment of long-term debt", null, [-2600, -2600]],
    div: ["Dividends paid", null, neg(div)],
    fino: [["Payment of lease liabilities", null, [-420, -400]]],
    begin: [bs.cash[1], 3140],
    end: bs.cash,
  });
  const cols = ["2025", "2024"];
  const E = BOTH;
  FILES.push({
    id: "weasyprint-ca-discontinued-operations",
    producer: "weasyprint",
    language: "en",
    company: "Northbrook Agri-Equipment Ltd.",
    currency: "CAD",
    scale: 1000,
    scale_phrase: "in thousands of Canadian dollars",
    conv: "paren",
    decimals: 0,
    cols,
    features: [
      "discontinued operations: revenue to income before taxes and income tax of CONTINUING operations (expected as printed), 'Net income from continuing operations' (no key), 'Loss from discontinued operations, net of tax' (a loss in 2025, income in 2024), then 'Net income for the year' = net_profit",
      "cash flow starts from the whole net income (continuing and discontinued); depreciation printed as its own income statement line; the disposal group's impairment among the cash flow adjustments",
    ],
    tables: [
      ST(
        "income_statement",
        "Consolidated Statements of Income",
        ["Years ended December 31, 2025 and 2024", "(in thousands of Canadian dollars)"],
        cols,
        is.rows,
        E,
      ),
      ST(
        "balance_sheet",
        "Consolidated Statements of Financial Position",
        ["As at December 31, 2025 and 2024", "(in thousands of Canadian dollars)"],
        cols,
        bs.rows,
        E,
      ),
      ST(
        "cashflow_statement",
        "Consolidated Statements of Cash Flows",
        ["Years ended December 31, 2025 and 2024", "(in thousands of Canadian dollars)"],
        cols,
        cf.rows,
        E,
      ),
    ],
    css: "body{font-family:'DejaVu Sans',sans-serif;font-size:8.6pt} h2{text-transform:uppercase;letter-spacing:0.5pt}",
  });
}

// ---------------------------------------------------------------------------------------------
// 6. Australia: statements, then notes that repeat statement figures (segments, PP&E, borrowings)
{
  const name = "au-notes";
  const segRev = [
    ["Commercial kitchens", [38420, 35870]],
    ["Laboratory fit-out", [21960, 20140]],
    ["Service and spares", [9380, 8810]],
  ];
  const rev = add(...segRev.map((x) => x[1]));
  const is = IS({
    name,
    lb: { ...EN.is, op: "Results from operating activities" },
    rev: ["Revenue from contracts with customers", "revenue", rev],
    cos: ["Cost of sales", "cost_of_goods_sold", [48930, 45620]],
    ooi: ["Other income", null, [410, 380]],
    opex: [
      ["Selling and marketing expenses", "selling_general_administrative", [6860, 6420]],
      ["Administrative expenses", "selling_general_administrative", [5310, 5070]],
    ],
    fi: ["Finance income", "other_income", [120, 90]],
    fc: ["Finance costs", "interest_expense", [1180, 1240]],
    tax: ["Income tax expense", "income_tax", [2460, 2010]],
  });
  const div = [2400, 2100];
  const re = roll(12980, is.np, div);
  // PP&E movements: opening, additions, disposals, depreciation, closing (= the balance sheet)
  const ppeOpen = [15840, 14960];
  const ppeAdd = [4120, 3680];
  const ppeDisp = [-230, -190];
  const ppeDep = [-2870, -2610];
  const ppe = add(ppeOpen, ppeAdd, ppeDisp, ppeDep);
  eq([ppe[1]], [ppeOpen[0]], `${name} PP&E roll`);
  const std = [1500, 1500];
  const ltd = [10500, 12000];
  const bs = BS({
    name,
    lb: EN.bs,
    nca: [
      ["Property, plant and equipment", "net_fixed_assets", ppe],
      ["Intangible assets", "intangible_assets", [2730, 2950]],
      ["Deferred tax assets", "other_non_current_assets", [940, 880]],
    ],
    ca: [
      ["Trade and other receivables", "trade_receivables", [12460, 11730]],
      ["Contract assets", "other_current_assets", [3140, 2860]],
      ["Inventories", "inventory", [7820, 7310]],
    ],
    cashLabel: "Cash and cash equivalents",
    eq: [
      ["Contributed equity", "share_capital", [8000, 8000]],
      ["Reserves", null, [620, 540]],
      ["Retained earnings", "retained_earnings", re],
    ],
    ncl: [
      ["Borrowings", "long_term_debt", ltd],
      ["Employee benefit obligations", "other_non_current_liabilities", [860, 790]],
    ],
    cl: [
      ["Trade and other payables", "trade_payables", [9640, 8970]],
      ["Borrowings", "short_term_debt", std],
      ["Contract liabilities", "other_current_liabilities", [2280, 2110]],
      ["Employee benefit obligations", "other_current_liabilities", [1730, 1620]],
      ["Current tax liabilities", "other_current_liabilities", [690, 540]],
    ],
  });
  const cols = ["2025", "2024"];
  const E = yr("2025-06-30", "2024-06-30");
  const th = ["$'000", "$'000"];
  const segRows = [...segRev.map(([l, v]) => row(l, v, null, { i: 1 })), tot("Total segment revenue", rev, null)];
  const ppeRows = [
    row("Carrying amount at 1 July", ppeOpen, null),
    row("Additions", ppeAdd, null, { i: 1 }),
    row("Disposals", ppeDisp, null, { i: 1 }),
    row("Depreciation charge", ppeDep, null, { i: 1 }),
    tot("Carrying amount at 30 June", ppe, null),
  ];
  const bor = [
    ["Within one year", std],
    ["Between one and two years", [1500, 1500]],
    ["Between two and five years", [9000, 4500]],
    ["Over five years", [0, 6000]],
  ];
  const borTot = add(...bor.map((x) => x[1]));
  eq(borTot, add(std, ltd), `${name} borrowings maturity`);
  FILES.push({
    id: "chromium-au-statements-and-repeating-notes",
    producer: "chromium",
    language: "en",
    company: "Kestrel Stainless Fabrication Pty Ltd",
    currency: "AUD",
    scale: 1000,
    scale_phrase: "$'000",
    conv: "paren",
    decimals: 0,
    cols,
    features: [
      "June year end (30 June 2025 and 2024): statement of profit or loss and statement of financial position (expected), then notes on the next pages that repeat statement figures: note 3 segment revenue (its total = revenue), note 9 PP&E movements (closing carrying amount = the balance sheet's PP&E, opening = the prior year's), note 14 borrowings maturity (within one year = current borrowings; total = current + non-current): none expected",
    ],
    tables: [
      ST("income_statement", "Statement of profit or loss", ["For the year ended 30 June 2025"], cols, is.rows, E, {
        headRows: [th],
      }),
      ST("balance_sheet", "Statement of financial position", ["As at 30 June 2025"], cols, bs.rows, E, {
        headRows: [th],
      }),
      ST("note", "Note 3  Segment information", ["Revenue by operating segment"], cols, segRows, null, {
        headRows: [th],
      }),
      ST("note", "Note 9  Property, plant and equipment", ["Reconciliation of carrying amounts"], cols, ppeRows, null, {
        headRows: [th],
      }),
      ST(
        "note",
        "Note 14  Borrowings",
        ["Contractual maturities of bank loans"],
        cols,
        [...bor.map(([l, v]) => row(l, v, null, { i: 1 })), tot("Total borrowings", borTot, null)],
        null,
        {
          headRows: [th],
          after: [
            "The bank loan is secured by a fixed and floating charge over the assets of the company and is repayable in equal half-yearly instalments of $750,000.",
          ],
        },
      ),
    ],
    notesTogether: true,
    css: "h2{font-size:11pt;background:#e8e8e8;padding:2px 4px}",
  });
}

// ---------------------------------------------------------------------------------------------
// 7. UK half-year interim report: six months to 30 June 2025 and 2024; balance sheet 30 June 2025 | 31 December 2024
{
  const name = "uk-interim";
  const is = IS({
    name,
    lb: { ...EN.is, np: "Profit for the period", pbt: "Profit before taxation", op: "Operating profit" },
    rev: ["Revenue", "revenue", [22640, 21380]],
    cos: ["Cost of sales", "cost_of_goods_sold", [14870, 14190]],
    opex: [["Administrative expenses", "selling_general_administrative", [4960, 4720]]],
    fi: ["Finance income", "other_income", [60, 45]],
    fc: ["Finance costs", "interest_expense", [590, 620]],
    tax: ["Taxation", "income_tax", [560, 470]],
  });
  const div = [820, 0];
  const re = roll(17240, [is.np[0], 0], div); // 30 June 2025 = 31 December 2024 + H1 profit - final dividend
  const bs = BS({
    name,
    lb: { ...EN.bs, tl: "Total liabilities", tle: "Total equity and liabilities" },
    nca: [
      ["Property, plant and equipment", "net_fixed_assets", [13860, 13410]],
      ["Intangible assets", "intangible_assets", [1290, 1360]],
      ["Right-of-use assets", "other_non_current_assets", [980, 1070]],
    ],
    ca: [
      ["Inventories", "inventory", [6930, 6480]],
      ["Trade and other receivables", "trade_receivables", [7410, 6620]],
    ],
    cashLabel: "Cash and cash equivalents",
    eq: [
      ["Called up share capital", "share_capital", [1250, 1250]],
      ["Share premium account", null, [2780, 2780]],
      ["Retained earnings", "retained_earnings", re],
    ],
    ncl: [
      ["Bank loans", "long_term_debt", [5600, 6200]],
      ["Lease liabilities", "other_non_current_liabilities", [780, 860]],
    ],
    cl: [
      ["Trade and other payables", "trade_payables", [5820, 5370]],
      ["Bank loans", "short_term_debt", [1200, 1200]],
      ["Lease liabilities", "other_current_liabilities", [240, 230]],
      ["Corporation tax", "other_current_liabilities", [390, 280]],
    ],
  });
  const colsIS = ["Six months ended 30 June 2025", "Six months ended 30 June 2024"];
  const colsBS = ["30 June 2025", "31 December 2024"];
  const hr = [["Unaudited £'000", "Unaudited £'000"]];
  FILES.push({
    id: "weasyprint-uk-half-year-interim",
    producer: "weasyprint",
    language: "en",
    company: "Penhallow Marine Coatings plc",
    currency: "GBP",
    scale: 1000,
    scale_phrase: "£'000",
    conv: "paren",
    decimals: 0,
    cols: colsIS,
    features: [
      "half-year interim report: condensed consolidated income statement for the six months ended 30 June 2025 and 2024 (expected in no document: a six-month period is neither of the contract's period types, yearly and quarterly, and docs/extraction.md leaves six-month columns out; revised after the blind reading) and a balance sheet at 30 June 2025 (quarterly) beside the audited 31 December 2024 year end (yearly)",
      "retained earnings at 30 June 2025 = 31 December 2024 + the six months' profit - the final dividend paid; chairman's statement page first",
    ],
    tables: [
      ST(
        "income_statement",
        "Condensed consolidated income statement",
        ["for the six months ended 30 June 2025"],
        colsIS,
        is.rows,
        // Six-month columns are no period of the contract (yearly or quarterly; a half year typed quarterly would
        // be annualised as a quarter by metrics.md): the reader leaves them out, so nothing is expected here.
        [null, null],
        { headRows: hr },
      ),
      ST(
        "balance_sheet",
        "Condensed consolidated balance sheet",
        ["at 30 June 2025"],
        colsBS,
        bs.rows,
        [Q("2025-06-30"), Y("2024-12-31")],
        {
          headRows: [["Unaudited £'000", "Audited £'000"]],
        },
      ),
    ],
    front: [
      `<h1>Penhallow Marine Coatings plc</h1><h2>Interim results for the six months ended 30 June 2025</h2>${P("Chairman's statement. Revenue for the first half rose 6% to £22.6 million, helped by antifouling sales to leisure marinas. The Board declares an interim dividend of 2.1p per share, payable on 10 October 2025. The final dividend for 2024 of £820,000 was paid in May.")}${P("These condensed interim financial statements have not been audited or reviewed. The comparative figures for the year ended 31 December 2024 are taken from the statutory accounts for that year.")}`,
    ],
    css: "body{font-family:'Liberation Sans',sans-serif;font-size:9pt} th.n{font-size:8pt;white-space:normal;width:20%} .tx{font-size:9.5pt}",
  });
}

// ---------------------------------------------------------------------------------------------
// 8. German: Konzernbilanz beside the Eigenkapitalveränderungsrechnung (landscape), GuV on page 2
{
  const name = "de-eksp";
  const is = IS({
    name,
    lb: { ...DE.is, np: "Jahresergebnis" },
    rev: ["Umsatzerlöse", "revenue", [38760, 36420]],
    cos: ["Umsatzkosten", "cost_of_goods_sold", [27140, 25830]],
    opex: [
      ["Vertriebskosten", "selling_general_administrative", [4380, 4160]],
      ["Verwaltungskosten", "selling_general_administrative", [2910, 2790]],
    ],
    fi: ["Zinserträge", "other_income", [70, 50]],
    fc: ["Zinsaufwendungen", "interest_expense", [690, 740]],
    tax: ["Ertragsteuern", "income_tax", [1130, 940]],
  });
  const div = [1000, 900];
  const reOpen = 11260; // Gewinnrücklagen 1.1.2024
  const re = roll(reOpen + is.np[1] - div[1], is.np, div);
  const bs = BS({
    name,
    lb: { ...DE.bs, nca: "Langfristige Vermögenswerte", ca: "Kurzfristige Vermögenswerte" },
    nca: [
      ["Sachanlagen", "net_fixed_assets", [14720, 14150]],
      ["Immaterielle Vermögenswerte", "intangible_assets", [860, 930]],
    ],
    ca: [
      ["Vorräte", "inventory", [6140, 5870]],
      ["Forderungen aus Lieferungen und Leistungen", "trade_receivables", [5480, 5210]],
    ],
    cashLabel: "Zahlungsmittel",
    eq: [
      ["Gezeichnetes Kapital", "share_capital", [2500, 2500]],
      ["Gewinnrücklagen", "retained_earnings", re],
    ],
    ncl: [["Langfristige Darlehen", "long_term_debt", [6400, 7300]]],
    cl: [
      ["Verbindlichkeiten aus Lieferungen und Leistungen", "trade_payables", [4210, 3980]],
      ["Kurzfristige Darlehen", "short_term_debt", [900, 900]],
      ["Sonstige Verbindlichkeiten", "other_current_liabilities", [1370, 1290]],
    ],
  });
  // statement of changes in equity: rows 1.1.2024, Jahresergebnis, Dividende, 31.12.2024, ..., 31.12.2025
  const c = (cap, r) => [cap, r, cap + r];
  const open24 = c(2500, reOpen);
  const end24 = c(2500, re[1]);
  const end25 = c(2500, re[0]);
  eq(add(open24, c(0, is.np[1]), c(0, -div[1])), end24, `${name} SoCE 2024`);
  eq(add(end24, c(0, is.np[0]), c(0, -div[0])), end25, `${name} SoCE 2025`);
  const soce = [
    tot("Stand 1.1.2024", open24, null),
    row("Jahresergebnis 2024", c(0, is.np[1]), null, { i: 1 }),
    row("Dividende", c(0, -div[1]), null, { i: 1 }),
    tot("Stand 31.12.2024", end24, null),
    row("Jahresergebnis 2025", c(0, is.np[0]), null, { i: 1 }),
    row("Dividende", c(0, -div[0]), null, { i: 1 }),
    tot("Stand 31.12.2025", end25, null),
  ];
  const cols = ["31.12.2025", "31.12.2024"];
  const E = BOTH;
  FILES.push({
    id: "chromium-de-bilanz-neben-eigenkapitalspiegel",
    producer: "chromium",
    language: "de",
    company: "Mühlbach Sensorik GmbH",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "TEUR",
    conv: "de",
    decimals: 0,
    cols,
    features: [
      "landscape page: Konzernbilanz (expected) beside the Eigenkapitalveränderungsrechnung (Gezeichnetes Kapital | Gewinnrücklagen | Summe; Stand 1.1.2024 to 31.12.2025), whose closing rows repeat the balance sheet's equity: not expected",
      "Konzern-Gewinn- und Verlustrechnung on page 2 (2025 | 2024), 'Jahresergebnis' = net_profit",
    ],
    tables: [
      ST("balance_sheet", "Konzernbilanz zum 31. Dezember 2025", ["TEUR"], cols, bs.rows, E),
      ST(
        "soce",
        "Eigenkapitalveränderungsrechnung",
        ["TEUR"],
        ["Gezeichnetes Kapital", "Gewinnrücklagen", "Summe Eigenkapital"],
        soce,
        null,
      ),
      ST("income_statement", "Konzern-Gewinn- und Verlustrechnung 2025", ["TEUR"], ["2025", "2024"], is.rows, E),
    ],
    neg: ["Umsatzkosten", "Vertriebskosten", "Verwaltungskosten", "Zinsaufwendungen", "Ertragsteuern"],
    sideBySide: 2,
    style: { ...BASE, size: "A4 landscape", margin: "12mm 14mm", fontSize: 8.4, pad: "1.2px 3px" },
    css: "body{font-family:'Liberation Sans',sans-serif} .pair{display:flex;gap:10mm} .pair>div{flex:1} th.n{white-space:normal}",
  });
}

// ---------------------------------------------------------------------------------------------
// 9. French group (compte de résultat and bilan consolidés): nothing expected
{
  const name = "fr";
  const is = IS({
    name,
    lb: {
      gp: "Marge brute",
      op: "Résultat opérationnel",
      pbt: "Résultat avant impôt",
      np: "Résultat net de l'ensemble consolidé",
      attr: "dont :",
      owners: "Part du groupe",
      ncis: "Intérêts minoritaires",
    },
    rev: ["Chiffre d'affaires", null, [57310, 54280]],
    cos: ["Coût des ventes", null, [39820, 37960]],
    opex: [
      ["Frais commerciaux", null, [6940, 6620]],
      ["Frais administratifs", null, [4870, 4710]],
    ],
    fi: ["Produits financiers", null, [150, 120]],
    fc: ["Charges financières", null, [1340, 1410]],
    tax: ["Impôt sur les résultats", null, [1260, 1010]],
    nci: [310, 260],
  });
  const div = [1400, 1300];
  const re = roll(16820, is.owners, div);
  const bs = BS({
    name,
    lb: {
      nca: "Actifs non courants",
      tnca: "Total actifs non courants",
      ca: "Actifs courants",
      tca: "Total actifs courants",
      ta: "Total de l'actif",
      eq: "Capitaux propres",
      owners: "Capitaux propres part du groupe",
      te: "Total capitaux propres",
      ncl: "Passifs non courants",
      tncl: "Total passifs non courants",
      cl: "Passifs courants",
      tcl: "Total passifs courants",
      tle: "Total du passif",
    },
    nca: [
      ["Écarts d'acquisition", null, [5140, 5140]],
      ["Immobilisations corporelles", null, [22380, 21450]],
      ["Actifs financiers non courants", null, [760, 710]],
    ],
    ca: [
      ["Stocks et en-cours", null, [9870, 9340]],
      ["Clients et comptes rattachés", null, [12610, 11980]],
      ["Autres créances", null, [1930, 1810]],
    ],
    cashLabel: "Trésorerie et équivalents de trésorerie",
    eq: [
      ["Capital social", null, [4800, 4800]],
      ["Primes et réserves consolidées", null, re],
    ],
    nci: ["Intérêts minoritaires", [1870, 1660]],
    ncl: [
      ["Emprunts et dettes financières à long terme", null, [12600, 14200]],
      ["Provisions pour retraites", null, [1480, 1420]],
    ],
    cl: [
      ["Fournisseurs et comptes rattachés", null, [9360, 8870]],
      ["Emprunts à moins d'un an", null, [1600, 1600]],
      ["Autres dettes", null, [3120, 2930]],
    ],
  });
  const cols = ["2025", "2024"];
  FILES.push({
    id: "weasyprint-fr-comptes-consolides",
    producer: "weasyprint",
    language: "fr",
    company: "Groupe Valcourt Emballages SA",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "en milliers d'euros",
    conv: "en",
    fr: true,
    decimals: 0,
    cols,
    features: [
      "IN FRENCH: compte de résultat consolidé and bilan consolidé of a French group (intérêts minoritaires, part du groupe; amounts with a space as thousands separator)",
      "nothing expected (documents: []): the corpus expects English and German statements only; a French file must not be auto-accepted as if it were read",
    ],
    tables: [
      ST(
        "fr_is",
        "Compte de résultat consolidé",
        ["Exercice clos le 31 décembre 2025 (en milliers d'euros)"],
        cols,
        is.rows,
        null,
      ),
      ST(
        "fr_bs",
        "Bilan consolidé",
        ["au 31 décembre 2025 (en milliers d'euros)"],
        ["31/12/2025", "31/12/2024"],
        bs.rows,
        null,
      ),
    ],
    neg: [
      "Coût des ventes",
      "Frais commerciaux",
      "Frais administratifs",
      "Charges financières",
      "Impôt sur les résultats",
    ],
    css: "h2{font-variant:small-caps}",
  });
}

// ---------------------------------------------------------------------------------------------
// 10. US look-alike: a budget vs actual variance commentary, no statements of the company
{
  const lines = [
    ["Net sales", [41260, 43800]],
    ["Cost of sales", [-28910, -30220]],
  ];
  const gm = add(lines[0][1], lines[1][1]);
  const opx = [
    ["Selling expenses", [-4870, -5100]],
    ["General and administrative", [-3920, -3750]],
  ];
  const ebitda = add(gm, ...opx.map((x) => x[1]));
  const va = (v) => [...v, v[0] - v[1]];
  const rows = [
    ...lines.map(([l, v]) => row(l, va(v), null)),
    tot("Gross margin", va(gm), null),
    ...opx.map(([l, v]) => row(l, va(v), null)),
    tot("EBITDA", va(ebitda), null),
  ];
  const cols = ["Actual FY2025", "Budget FY2025", "Variance"];
  FILES.push({
    id: "chromium-us-budget-vs-actual-commentary",
    producer: "chromium",
    language: "en",
    company: "Bluestem Cabinetry LLC",
    currency: "USD",
    scale: 1000,
    scale_phrase: "$ in thousands",
    conv: "paren",
    decimals: 0,
    cols,
    features: [
      "LOOK-ALIKE ONLY: a board memo on budget vs actual for fiscal 2025 (Actual | Budget | Variance table of net sales to EBITDA, with commentary); no income statement, balance sheet or cash flow of the company is printed",
      "nothing expected (documents: []): a management variance table is not a statement (no tax, no net income, budget columns)",
    ],
    tables: [
      ST("memo", "Fiscal 2025: budget vs actual (unaudited management figures)", ["$ in thousands"], cols, rows, null),
    ],
    front: [
      `<h1>Bluestem Cabinetry LLC</h1><p><b>Memorandum to the Board of Managers</b><br>From: Controller &nbsp; Date: January 22, 2026 &nbsp; Re: FY2025 performance against budget</p>${P("Net sales finished $2.5 million below budget, mostly in the builder channel where two tract developments slipped into 2026. Cost of sales was $1.3 million favourable on lower volume, but gross margin fell 60 basis points short of plan because hardware prices rose in the second quarter.")}${P("Selling expenses came in under budget after the trade-show programme was cut back; general and administrative costs ran over on the ERP implementation. The audited financial statements for 2025 will be circulated once the audit is complete.")}`,
    ],
    after: ["Variance = Actual less Budget; favourable variances positive. EBITDA before management fees."],
    css: "h1{font-size:14pt} .tx{font-size:10pt;line-height:1.35}",
  });
}

// ---------------------------------------------------------------------------------------------
// tables and renderers
const NEG_TYPES = ["income_statement", "fr_is"];
const done = new Set();
/** The file's tables, the income statement's expense lines of f.neg printed negative (sign -1). */
function statements(f) {
  if (!done.has(f.id)) {
    done.add(f.id);
    for (const t of f.tables) {
      if (!NEG_TYPES.includes(t.type) || !f.neg) continue;
      t.rows = t.rows.map((r) => (r.v && f.neg.includes(r.l) ? { ...r, v: neg(r.v), s: -r.s } : r));
    }
  }
  return f.tables;
}

/** Thousands separated by a no-break space (French) inside the number cells. */
const frNumbers = (html) =>
  html.replace(/<td class="n">([^<]*)<\/td>/g, (_, x) => `<td class="n">${x.replace(/,/g, "\u00a0")}</td>`);

function html(f) {
  const ts = statements(f);
  const css = `${styleSheet(f.style ?? { ...BASE, groups: true })}\n.tx{text-align:justify}\n${f.css ?? ""}`;
  const sections = [...(f.front ?? [])];
  const notes = f.notesTogether ? ts.filter((t) => t.type === "note") : [];
  const main = ts.filter((t) => !notes.includes(t));
  let rest = main;
  if (f.sideBySide) {
    const pair = main.slice(0, f.sideBySide);
    rest = main.slice(f.sideBySide);
    sections.push(
      `<h1>${esc(f.company)}</h1><div class="pair">${pair.map((t) => `<div>${sheetHtml(f, t, { company: false })}</div>`).join("")}</div>`,
    );
  }
  for (const t of rest) sections.push(sheetHtml(f, t, { company: !f.front }));
  if (notes.length)
    sections.push(
      `<h1>Notes to the financial statements (extract)</h1>${notes.map((t) => sheetHtml(f, t, { company: false })).join('<div style="height:8mm"></div>')}`,
    );
  if (f.after) sections[sections.length - 1] += f.after.map((a) => `<p class="after">${esc(a)}</p>`).join("");
  let body = sections.map((s) => `<section>${s}</section>`).join("\n");
  if (f.fr) body = frNumbers(body);
  return htmlDocument(f, css, body);
}

const producers = {
  weasyprint: {
    line: `WeasyPrint ${execFileSync("weasyprint", ["--version"]).toString().trim().split(" ").pop()} (Debian weasyprint) HTML/CSS layout: tables, sections one per page`,
    render: (f, file, work) => {
      const h = path.join(work, `${f.id}.html`);
      fs.writeFileSync(h, html(f));
      execFileSync("weasyprint", ["-q", h, file], { stdio: ["ignore", "ignore", "inherit"] });
    },
  },
};

const SCANS = [
  {
    id: "scan-weasyprint-uk-half-year-interim",
    of: "weasyprint-uk-half-year-interim",
    dpi: 150,
    angle: 0.6,
    seed: 2301,
    quality: 0.45,
  },
  {
    id: "scan-chromium-de-konzern-minderheiten",
    of: "chromium-de-konzern-minderheiten",
    dpi: 160,
    angle: -0.7,
    seed: 2302,
    quality: 0.5,
  },
  {
    id: "scan-weasyprint-ca-discontinued-operations",
    of: "weasyprint-ca-discontinued-operations",
    dpi: 150,
    angle: 0.4,
    seed: 2303,
    quality: 0.42,
  },
];

await makeBatch({
  batch: "unseen23",
  files: FILES,
  scans: SCANS,
  tables: statements,
  renderers: { html },
  producers,
  html: "HTML tables (one statement or notes page per section)",
  convention: (f) => (f.fr ? "1 234" : numberConvention(f)),
  scanFeature: "image-only PDF (scan) of the whole document",
});
