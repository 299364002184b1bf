// Builds blind batch 21 of the extraction corpus (test/fixtures/extraction-corpus/unseen21/) ONCE.
// Made BLIND to the reader: its maker read only /work/prompts (the brief), src/contract/ (file list),
// docs/chart-of-accounts.md, scripts/corpus-own-statements.mjs, the header, builders and driver call of
// scripts/make-unseen19-corpus.mjs and make-unseen20-corpus.mjs, and earlier batches' JSONs
// ("producer_id" only, to pick producers not yet used); not the reader (src/server/extraction/),
// docs/extraction.md, the scorer or any test, and it ran none of them.
//
// Theme: an ordinary month of uploads at a freight forwarder's credit desk: a US importer's compiled
// statements (accountant's compilation report first), an Austrian GmbH's UGB Bilanz and GuV, an Indian
// private limited distributor in ₹ lakhs with a notes column, a UK haulier's audited accounts with a
// cash flow, an Australian farm co-operative, a Swiss AG's Bilanz and Erfolgsrechnung in CHF, an Irish
// e-commerce seller with a cash flow, a South African sole trader's accounts (capital account), a
// Canadian partnership's reviewed statements (partners' capital) and a German manufacturer's
// unaudited management accounts (Umsatzkostenverfahren). Every figure is written here by hand; the
// script throws unless each balance sheet balances (cash is the plug, checked positive), each printed
// subtotal is the sum of its lines (computed, never typed), each profit closes, retained earnings /
// capital accounts roll forward from the prior column and each cash flow rolls cash (begin + net
// change = end = the balance sheet's cash).
//
// Files: 10 text PDFs and 2 scans; 3 German (AT, CH, DE) + 1 German scan. Producers: jsPDF 2.5 (npm
// jspdf, installed to /tmp/jspdf21 outside the project; NEW in this batch) for 3 files; ReportLab 3.6
// (Debian python3-reportlab, canvas API; NEW in this batch) for 3 files; Chromium headless for 2;
// groff -Tps + ps2pdf for 1; PDFKit 0.15 for 1. Scans by the shared module's scan() of the Austrian
// (jsPDF) and the UK (ReportLab) files. @pdfme (/tmp/pdfme19) not used.
// Shared module: makeBatch's `producers` option carries the two new producers; the statement builders
// (IS, BS, CF, roll) are the module's incomeStatement, balanceSheet, cashFlow and rollForward.
//
// Key conventions: docs/chart-of-accounts.md (binding): other_* are the residual of their section;
// other_income is non-operating (finance / interest income); expenses positive, cash outflows negative;
// amounts in units (lakhs and '000 multiplied out).
// Decisions of this batch (where the docs are silent):
//   - sole trader (ZA) and partnership (CA): no share capital or retained earnings; the closing
//     "Capital account" / "Total partners' capital" = total_equity; opening capital, profit, drawings /
//     allocations are the roll and not expected; no income tax is printed (the owners are taxed), so
//     the printed "Net profit for the year" / "Net income" = net_profit and profit_before_tax is not
//     expected;
//   - "Property and equipment(, net)", UK / Irish "Tangible assets", "Equipment and vehicles (net)",
//     II. Sachanlagen = net_fixed_assets; US "Deposits" and Swiss "Finanzanlagen" = the residual;
//   - Austrian "Verbindlichkeiten gegenüber Kreditinstituten" printed without a maturity split: no
//     debt key is expected (short or long cannot be told from the face); nor is "Summe Verbindlichkeiten";
//   - unlabelled subtotals (UK / Irish creditor groups and current assets, the Canadian partnership's
//     current assets, total assets, current liabilities and total) are expected as the keys they total;
//   - "Line of credit", "Bank loans and overdrafts" (within one year), current "Borrowings" = short_term_debt; "Current portion of long-term debt" /
//     "Hire purchase and finance lease obligations due within one year" = current_portion_long_term_debt
//     only when it names long-term debt; UK hire purchase obligations (both sides) are lease liabilities
//     and go to the residual keys (chart: lease liabilities are other liabilities);
//   - Austrian UGB: Rückstellungen printed outside the C. Verbindlichkeiten, so no total_liabilities is
//     expected; Bilanzgewinn = retained_earnings (single line); Kapitalrücklagen in no key;
//     "Summe Aktiva" / "Summe Passiva" as usual; "Ergebnis vor Steuern" = profit_before_tax;
//   - Swiss OR: "Gesetzliche Gewinnreserve" + "Bilanzgewinn" = retained_earnings (revised by reader31 to
//     docs/chart-of-accounts.md; the maker had the reserve in no key and the Bilanzgewinn alone);
//     "Finanzertrag" = other_income, "Finanzaufwand" = interest_expense; "Betriebsergebnis (EBIT)" =
//     operating_profit; "Personalaufwand" not expected;
//   - German management accounts (Umsatzkostenverfahren): "Herstellungskosten der zur Erzielung der
//     Umsatzerlöse erbrachten Leistungen" = cost_of_goods_sold, "Vertriebskosten" + "Allgemeine
//     Verwaltungskosten" = SG&A, "Sonstige betriebliche Aufwendungen" = other_operating_expenses;
//   - Australian co-operative: "Distribution to members (rebates)" is printed after the profit for the
//     year and is an appropriation, not expected; "Members' shares" = share_capital;
//   - Indian P&L: "Employee benefits expense" not expected; "Other expenses" = other_operating_expenses;
//     "Other income" (interest on deposits, printed after the expenses) with no other
//     non-operating line = other_income; "Finance costs" = interest_expense;
//   - a nil prints as "-" / "–" / "nil" / "0" and never stands in an expected column of a keyed line.
//
// Usage: node scripts/make-unseen21-corpus.mjs [--check] [--out DIR] (see corpus-own-statements.mjs).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import {
  BOTH,
  balanceSheet as BS,
  CASH_FLOW_HEADS,
  cashFlow as CF,
  cell,
  incomeStatement,
  makeBatch,
  neg,
  pageRenderers,
  rollForward as roll,
  row,
  styleSheet,
  Y,
  yr,
} from "./corpus-own-statements.mjs";

const b = { b: true };
const FILES = [];
const T = (type, title, rows, o = {}) => ({ type, title, rows, expect: null, ...o });
/** The shared income statement as this batch prints it: expense lines indented whether under a head or not. */
const IS = (s) => incomeStatement({ opexIndent: 1, ...s });

// ---------------------------------------------------------------------------------------------
// 1. US importer, compiled statements (jsPDF, Helvetica), USD whole dollars, brackets
{
  const name = "harlan";
  const is = IS({
    name,
    rev: [["Net sales", "revenue", [8_614_207, 7_902_344]]],
    cos: ["Cost of goods sold", "cost_of_goods_sold", [6_547_918, 6_040_715]],
    gpLabel: "Gross profit",
    opexHead: "Operating expenses",
    opex: [
      ["Selling expenses", "selling_general_administrative", [512_860, 471_290]],
      ["General and administrative expenses", "selling_general_administrative", [903_455, 866_012]],
      ["Depreciation", "depreciation_amortization", [88_410, 79_905]],
    ],
    opexTotal: "Total operating expenses",
    opLabel: "Income from operations",
    oi: [["Interest income", "other_income", [6_215, 2_880]]],
    fc: [["Interest expense", "interest_expense", [97_642, 104_118]]],
    pbtLabel: "Income before income taxes",
    tax: ["Provision for income taxes", "income_tax", [121_006, 74_377]],
    npLabel: "Net income",
    neg: true,
  });
  const re1 = 1_118_245;
  const re0 = roll(re1, is.np[0], 150_000, name);
  const bs = BS({
    name,
    assets: 2,
    liab: 2,
    sections: [
      {
        head: "Current assets",
        lines: [
          ["Cash", "cash", "cash"],
          ["Accounts receivable, net", "trade_receivables", [1_184_330, 1_032_917]],
          ["Inventory", "inventory", [1_406_512, 1_288_040]],
          ["Prepaid expenses", "other_current_assets", [41_207, 36_118]],
        ],
        total: ["Total current assets", "total_current_assets"],
      },
      {
        head: "Property and equipment",
        lines: [
          ["Property and equipment, net", "net_fixed_assets", [402_615, 431_960]],
          ["Deposits", "other_non_current_assets", [18_500, 18_500]],
        ],
        total: null,
      },
      {
        head: "Current liabilities",
        lines: [
          ["Line of credit", "short_term_debt", [610_000, 545_000]],
          ["Current portion of long-term debt", "current_portion_long_term_debt", [96_000, 96_000]],
          ["Accounts payable", "trade_payables", [884_209, 801_556]],
          ["Accrued expenses", "other_current_liabilities", [127_433, 119_870]],
        ],
        total: ["Total current liabilities", "total_current_liabilities"],
      },
      {
        head: "Long-term liabilities",
        lines: [["Long-term debt, net of current portion", "long_term_debt", [288_000, 384_000]]],
        total: null,
      },
      {
        head: "Stockholders' equity",
        lines: [
          ["Common stock", "share_capital", [25_000, 25_000]],
          ["Additional paid-in capital", null, [175_000, 175_000]],
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
    id: "jspdf-us-importer-compiled",
    producer: "jspdf",
    language: "en",
    company: "Harlan Crate & Supply Imports, LLC",
    currency: "USD",
    scale: 1,
    scale_phrase: "",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    lay: { font: "helvetica", colW: 82, notes: null },
    intro: [
      "Accountant's Compilation Report",
      "To the Members, Harlan Crate & Supply Imports, LLC, Savannah, Georgia",
      "Management is responsible for the accompanying financial statements, which comprise the balance",
      "sheets as of December 31, 2025 and 2024 and the related statements of income for the years then",
      "ended. We performed compilation engagements in accordance with SSARS. We did not audit or review",
      "the financial statements nor were we required to perform any procedures to verify the accuracy",
      "or completeness of the information provided by management. We do not express an opinion.",
      "Marsh, Tolliver & Quade, CPAs    Savannah, Georgia    March 6, 2026",
    ],
    features: [
      "compilation report page first (no figures), then balance sheet and statement of income 2025 | 2024 in whole dollars, expenses in brackets",
      "no total non-current assets and no total long-term liabilities printed; additional paid-in capital in no key",
    ],
    pages: [
      T("balance_sheet", "Balance Sheets", bs.rows, { lines: ["December 31, 2025 and 2024"], expect: BOTH }),
      T("income_statement", "Statements of Income", is.rows, {
        lines: ["For the Years Ended December 31, 2025 and 2024"],
        expect: BOTH,
        after: ["See Accountant's Compilation Report."],
      }),
    ],
  });
}

// 2. Austrian GmbH, UGB (jsPDF, Times), EUR with cents, German convention
{
  const name = "alpen";
  const guv = IS({
    name,
    rev: [["1. Umsatzerlöse", "revenue", [4_382_615.4, 4_105_930.12]]],
    cos: null,
    opex: [
      ["2. Materialaufwand und Aufwendungen für bezogene Leistungen", null, [2_611_408.77, 2_487_115.3]],
      ["3. Personalaufwand", null, [918_337.05, 874_220.6]],
      ["4. Abschreibungen", "depreciation_amortization", [142_880.0, 131_405.5]],
      ["5. Sonstige betriebliche Aufwendungen", "other_operating_expenses", [397_412.18, 381_006.92]],
    ],
    opLabel: "6. Betriebserfolg",
    oi: [["7. Sonstige Zinsen und ähnliche Erträge", "other_income", [3_104.22, 1_288.4]]],
    fc: [["8. Zinsen und ähnliche Aufwendungen", "interest_expense", [48_215.6, 52_930.15]]],
    pbtLabel: "9. Ergebnis vor Steuern",
    tax: ["10. Steuern vom Einkommen und vom Ertrag", "income_tax", [67_116.5, 45_150.25]],
    npLabel: "11. Jahresüberschuss",
    neg: true,
  });
  const bg1 = 1_012_408.35;
  const bg0 = roll(bg1, guv.np[0], 100_000, name);
  const bil = BS({
    name,
    assets: 2,
    liab: 0,
    sections: [
      {
        head: "A. Anlagevermögen",
        lines: [
          ["I. Immaterielle Vermögensgegenstände", "intangible_assets", [18_240.0, 24_320.0]],
          ["II. Sachanlagen", "net_fixed_assets", [1_204_615.9, 1_188_302.45]],
        ],
        total: ["Summe Anlagevermögen", "total_non_current_assets"],
      },
      {
        head: "B. Umlaufvermögen",
        lines: [
          ["I. Vorräte", "inventory", [508_912.4, 471_066.85]],
          ["II. Forderungen aus Lieferungen und Leistungen", "trade_receivables", [622_480.15, 588_901.2]],
          ["III. Sonstige Forderungen und Vermögensgegenstände", "other_current_assets", [41_307.6, 38_115.9]],
          ["IV. Kassenbestand, Guthaben bei Kreditinstituten", "cash", "cash"],
        ],
        total: ["Summe Umlaufvermögen", "total_current_assets"],
      },
      {
        head: "A. Eigenkapital",
        lines: [
          ["I. Stammkapital", "share_capital", [35_000.0, 35_000.0]],
          ["II. Kapitalrücklagen", null, [150_000.0, 150_000.0]],
          ["III. Bilanzgewinn", "retained_earnings", [bg0, bg1]],
        ],
        total: ["Summe Eigenkapital", "total_equity"],
      },
      {
        head: "B. Rückstellungen",
        lines: [["Sonstige Rückstellungen", null, [96_420.0, 88_215.0]]],
        total: null,
      },
      {
        head: "C. Verbindlichkeiten",
        lines: [
          ["1. Verbindlichkeiten gegenüber Kreditinstituten", null, [702_300.0, 781_450.0]],
          ["2. Verbindlichkeiten aus Lieferungen und Leistungen", "trade_payables", [386_118.72, 352_604.1]],
          ["3. Sonstige Verbindlichkeiten", null, [91_233.4, 84_390.55]],
        ],
        total: ["Summe Verbindlichkeiten", null],
      },
    ],
    taLabel: "Summe Aktiva",
    tlLabel: null,
    tleLabel: "Summe Passiva",
  });
  FILES.push({
    id: "jspdf-de-at-gmbh-ugb",
    producer: "jspdf",
    language: "de",
    company: "Alpenspedit Handels- und Logistik GmbH, Wels",
    currency: "EUR",
    scale: 1,
    scale_phrase: "EUR",
    conv: "de",
    decimals: 2,
    cols: ["31.12.2025", "31.12.2024"],
    lay: { font: "times", colW: 96, notes: null },
    intro: [
      "Jahresabschluss zum 31. Dezember 2025",
      "nach den Vorschriften des Unternehmensgesetzbuches (UGB)",
      "Firmenbuchnummer FN 218877 k, Landesgericht Wels",
      "Die Geschäftsführung: Mag. Theresia Kogler, Ing. Lukas Danninger",
    ],
    features: [
      "Austrian UGB Bilanz and GuV with euros and cents (1.234,56), expenses printed with a minus",
      "Rückstellungen outside C. Verbindlichkeiten: no total_liabilities; bank debt not split by maturity (no key)",
    ],
    pages: [
      T("balance_sheet", "Bilanz zum 31. Dezember 2025", bil.rows, { lines: ["Beträge in EUR"], expect: BOTH }),
      T("income_statement", "Gewinn- und Verlustrechnung für das Geschäftsjahr 2025", guv.rows, {
        cols: ["2025", "2024"],
        lines: ["Beträge in EUR"],
        expect: BOTH,
      }),
    ],
  });
}

// 3. Indian private limited distributor (jsPDF, Courier), ₹ in lakhs, notes column, year to 31 March
{
  const name = "sarvesh";
  const pl = IS({
    name,
    rev: [["Revenue from operations", "revenue", [2_846.31, 2_511.86]]],
    cos: null,
    opex: [
      ["Purchases of stock-in-trade", "purchases", [2_203.48, 1_962.05, 20]],
      ["Changes in inventories of stock-in-trade", null, [-41.27, -18.6, 21]],
      ["Employee benefits expense", null, [198.64, 176.3, 22]],
      ["Depreciation and amortisation expense", "depreciation_amortization", [22.15, 19.8, 11]],
      ["Other expenses", "other_operating_expenses", [201.77, 184.92, 24]],
    ].map(([l, k, v]) => [l, k, v.slice(0, 2), String(v[2])]),
    opexHead: "Expenses",
    opexTotal: "Total expenses",
    opLabel: null,
    oi: [["Other income", "other_income", [12.4, 9.85], "19A"]],
    fc: [["Finance costs", "interest_expense", [61.92, 58.47], "23"]],
    pbtLabel: "Profit before tax",
    tax: ["Tax expense (current and deferred)", "income_tax", [53.43, 35.31], "25"],
    npLabel: "Profit for the year",
  });
  // the Indian layout: the revenue line keeps its note
  pl.rows[0].n = "19";
  const oe1 = 486.12;
  const oe0 = roll(oe1, pl.np[0], 0, name);
  const bs = BS({
    name,
    assets: 2,
    liab: 0,
    sections: [
      {
        head: "Non-current assets",
        lines: [
          ["Property, plant and equipment", "net_fixed_assets", [148.62, 139.4], "11"],
          ["Intangible assets", "intangible_assets", [6.1, 7.85], "12"],
          ["Other non-current assets", "other_non_current_assets", [14.3, 12.9], "13"],
        ],
        total: ["Total non-current assets", "total_non_current_assets"],
      },
      {
        head: "Current assets",
        lines: [
          ["Inventories", "inventory", [402.18, 360.91], "14"],
          ["Trade receivables", "trade_receivables", [611.47, 538.2], "15"],
          ["Cash and cash equivalents", "cash", "cash", "16"],
          ["Other current assets", "other_current_assets", [38.75, 31.6], "17"],
        ],
        total: ["Total current assets", "total_current_assets"],
      },
      {
        head: "Equity",
        lines: [
          ["Equity share capital", "share_capital", [50.0, 50.0], "3"],
          ["Other equity", "retained_earnings", [oe0, oe1], "4"],
        ],
        total: ["Total equity", "total_equity"],
      },
      {
        head: "Non-current liabilities",
        lines: [
          ["Borrowings", "long_term_debt", [92.4, 118.8], "5"],
          ["Provisions", "other_non_current_liabilities", [17.85, 15.3], "6"],
        ],
        total: ["Total non-current liabilities", "total_non_current_liabilities"],
      },
      {
        head: "Current liabilities",
        lines: [
          ["Borrowings", "short_term_debt", [248.6, 221.35], "7"],
          ["Trade payables", "trade_payables", [389.27, 342.18], "8"],
          ["Other current liabilities", "other_current_liabilities", [61.6, 54.92], "9"],
          ["Provisions", "other_current_liabilities", [9.8, 8.15], "10"],
        ],
        total: ["Total current liabilities", "total_current_liabilities"],
      },
    ],
    taLabel: "TOTAL ASSETS",
    tlLabel: null,
    tleLabel: "TOTAL EQUITY AND LIABILITIES",
  });
  FILES.push({
    id: "jspdf-in-distributor-lakhs",
    producer: "jspdf",
    language: "en",
    company: "Sarvesh Agro Traders Private Limited",
    currency: "INR",
    scale: 100000,
    scale_phrase: "₹ in lakhs",
    conv: "en",
    decimals: 2,
    cols: ["31 Mar 2025", "31 Mar 2024"],
    lay: { font: "courier", colW: 88, notes: "Note", size: 8.5 },
    intro: null,
    features: [
      "Schedule III balance sheet (equity before liabilities, non-current before current) and statement of profit and loss, Rs in lakhs with two decimals, a Note column",
      "borrowings under both sections: long_term_debt and short_term_debt; 'Other equity' = retained_earnings; two current provisions lines add to the residual",
    ],
    pages: [
      T("balance_sheet", "Balance Sheet as at 31 March 2025", bs.rows, {
        lines: ["CIN: U51909MH2011PTC219064", "(All amounts in Rs lakhs, unless otherwise stated)"],
        expect: yr("2025-03-31", "2024-03-31"),
      }),
      T("income_statement", "Statement of Profit and Loss for the year ended 31 March 2025", pl.rows, {
        cols: ["FY 2024-25", "FY 2023-24"],
        lines: ["(All amounts in Rs lakhs, unless otherwise stated)"],
        expect: yr("2025-03-31", "2024-03-31"),
        after: ["The accompanying notes 1 to 32 form an integral part of these financial statements."],
      }),
    ],
  });
}

// 4. UK haulier, audited (ReportLab, Times), £ whole pounds, notes column between label and numbers, cash flow
{
  const name = "penrith";
  const is = IS({
    name,
    rev: [["Turnover", "revenue", [6_214_880, 5_870_412], "3"]],
    cos: ["Cost of sales", "cost_of_goods_sold", [4_902_115, 4_688_307]],
    gpLabel: "Gross profit",
    opex: [["Administrative expenses", "selling_general_administrative", [861_402, 812_633]]],
    opLabel: "Operating profit",
    oi: [["Interest receivable and similar income", "other_income", [4_118, 1_907]]],
    fc: [["Interest payable and similar expenses", "interest_expense", [118_640, 109_215], "7"]],
    pbtLabel: "Profit before taxation",
    tax: ["Tax on profit", "income_tax", [86_210, 66_884], "8"],
    npLabel: "Profit for the financial year",
    neg: true,
  });
  is.rows[0].n = "3";
  is.rows.find((r) => r.l === "Operating profit").n = "4";
  const pl1 = 1_406_733;
  const pl0 = roll(pl1, is.np[0], 90_000, name);
  const bs = BS({
    name,
    assets: 2,
    liab: 3,
    sections: [
      {
        head: "Fixed assets",
        lines: [["Tangible assets", "net_fixed_assets", [2_318_460, 2_104_915], "9"]],
        total: null,
      },
      {
        head: "Current assets",
        lines: [
          ["Debtors", "trade_receivables", [1_082_507, 1_011_284], "10"],
          ["Cash at bank and in hand", "cash", "cash"],
        ],
        total: null,
      },
      {
        head: "Creditors: amounts falling due within one year",
        lines: [
          ["Bank loans and overdrafts", "short_term_debt", [148_000, 172_500], "11"],
          ["Trade creditors", "trade_payables", [612_880, 584_213]],
          ["Obligations under hire purchase contracts", "other_current_liabilities", [214_300, 198_650], "12"],
          ["Other creditors, accruals and taxation", "other_current_liabilities", [297_118, 271_442]],
        ],
        total: ["", "total_current_liabilities"],
      },
      {
        head: "Creditors: amounts falling due after more than one year",
        lines: [
          ["Bank loans", "long_term_debt", [420_000, 512_000], "13"],
          ["Obligations under hire purchase contracts", "other_non_current_liabilities", [386_540, 341_200], "12"],
        ],
        total: ["", "total_non_current_liabilities"],
      },
      {
        head: "Provisions for liabilities",
        lines: [["Deferred taxation", "other_non_current_liabilities", [171_250, 152_800], "14"]],
        total: null,
      },
      {
        head: "Capital and reserves",
        lines: [
          ["Called up share capital", "share_capital", [10_000, 10_000], "15"],
          ["Profit and loss account", "retained_earnings", [pl0, pl1]],
        ],
        total: ["Shareholders' funds", "total_equity"],
      },
    ],
    taLabel: "Total assets",
    tlLabel: null,
    tleLabel: "Total equity and liabilities",
  });
  const cash = bs.cash;
  const cf = CF({
    name,
    begin: [cash[1]],
    end: [cash[0]],
    op: [
      ["Operating profit", null, [is.op[0]]],
      ["Depreciation of tangible assets", null, [402_316]],
      ["Movement in debtors and creditors", null, "plug"],
      ["Interest paid", null, [-118_640]],
      ["Tax paid", null, [-71_400]],
    ],
    inv: [
      ["Purchase of tangible fixed assets", "purchase_of_fixed_assets", [-415_861]],
      ["Interest received", null, [4_118]],
    ],
    fin: [
      ["Repayment of bank loans", "repayment_of_borrowings", [-116_500]],
      ["Capital element of hire purchase payments", null, [-238_010]],
      ["Dividends paid", "dividends_paid", [-90_000]],
    ],
    L: {
      ...CASH_FLOW_HEADS,
      op: "Net cash from operating activities",
      change: "Net (decrease)/increase in cash at bank and in hand",
      begin: "Cash at bank and in hand at 1 April 2024",
      end: "Cash at bank and in hand at 31 March 2025",
    },
  });
  FILES.push({
    id: "reportlab-uk-haulier-audited",
    producer: "reportlab",
    language: "en",
    company: "Penrith & Solway Haulage Limited",
    currency: "GBP",
    scale: 1,
    scale_phrase: "£",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    lay: { font: "Times-Roman", bold: "Times-Bold", colW: 78, notes: "Note" },
    intro: [
      "Registered number: 04418872 (England and Wales)",
      "Independent auditor's report to the members of Penrith & Solway Haulage Limited",
      "Opinion: we have audited the financial statements for the year ended 31 March 2025, which comprise",
      "the statement of comprehensive income, the balance sheet, the statement of cash flows and notes.",
      "In our opinion the financial statements give a true and fair view of the state of the company's",
      "affairs as at 31 March 2025 and of its profit for the year then ended and have been properly",
      "prepared in accordance with FRS 102 and the Companies Act 2006.",
      "Helen Varty FCA (Senior Statutory Auditor), for and on behalf of Brackenwood Audit LLP, Carlisle",
    ],
    features: [
      "FRS 102 audited accounts: auditor's report, income statement, balance sheet with unlabelled creditor subtotals, one-year cash flow; year ended 31 March",
      "creditor subtotals printed with no label under their headings; hire purchase obligations are lease liabilities in the residual keys; no total current assets printed",
    ],
    pages: [
      T("income_statement", "Statement of Comprehensive Income", is.rows, {
        lines: ["for the year ended 31 March 2025"],
        expect: yr("2025-03-31", "2024-03-31"),
      }),
      T("balance_sheet", "Balance Sheet", bs.rows, {
        lines: ["as at 31 March 2025"],
        expect: yr("2025-03-31", "2024-03-31"),
        after: ["Approved by the board on 19 August 2025 and signed on its behalf by R. Musgrave, Director."],
      }),
      T("cashflow_statement", "Statement of Cash Flows", cf.rows, {
        cols: ["2025"],
        lines: ["for the year ended 31 March 2025"],
        expect: [Y("2025-03-31")],
      }),
    ],
  });
}

// 5. Australian farm co-operative (ReportLab, Helvetica), AUD whole dollars, minus signs
{
  const name = "murray";
  const is = IS({
    name,
    rev: [
      ["Grain and produce sales", null, [11_402_360, 10_118_745]],
      ["Farm inputs merchandise sales", null, [3_281_904, 3_015_622]],
    ],
    revTotal: "Total revenue",
    cos: ["Cost of goods sold", "cost_of_goods_sold", [12_611_085, 11_290_116]],
    gpLabel: "Gross margin",
    opex: [
      ["Employee expenses", null, [902_440, 861_208]],
      ["Depreciation expense", "depreciation_amortization", [214_605, 198_330]],
      ["Administration and other expenses", "selling_general_administrative", [418_372, 402_915]],
    ],
    opLabel: null,
    oi: [["Finance income", "other_income", [21_884, 12_406]]],
    fc: [["Finance costs", "interest_expense", [96_310, 88_742]]],
    pbtLabel: "Profit before income tax",
    tax: ["Income tax expense", "income_tax", [139_030, 86_839]],
    npLabel: "Profit for the year",
    neg: false,
  });
  const rebates = [180_000, 120_000];
  is.rows.push(row("Distribution to members (rebates)", neg(rebates), null, { i: 0 }));
  const rp1 = 2_914_506;
  const rp0 = roll(rp1, is.np[0], rebates[0], name);
  const bs = BS({
    name,
    assets: 2,
    liab: 2,
    sections: [
      {
        head: "CURRENT ASSETS",
        lines: [
          ["Cash and cash equivalents", "cash", "cash"],
          ["Trade and other receivables", "trade_receivables", [2_010_455, 1_984_302]],
          ["Inventories", "inventory", [1_502_318, 1_411_790]],
        ],
        total: ["TOTAL CURRENT ASSETS", "total_current_assets"],
      },
      {
        head: "NON-CURRENT ASSETS",
        lines: [
          ["Property, plant and equipment", "net_fixed_assets", [3_108_640, 3_002_115]],
          ["Right-of-use assets", "other_non_current_assets", [211_800, 248_600]],
        ],
        total: ["TOTAL NON-CURRENT ASSETS", "total_non_current_assets"],
      },
      {
        head: "CURRENT LIABILITIES",
        lines: [
          ["Trade and other payables", "trade_payables", [1_884_216, 1_702_581]],
          ["Borrowings", "short_term_debt", [350_000, 300_000]],
          ["Lease liabilities", "other_current_liabilities", [41_200, 39_800]],
          ["Employee benefits", "other_current_liabilities", [118_430, 109_275]],
        ],
        total: ["TOTAL CURRENT LIABILITIES", "total_current_liabilities"],
      },
      {
        head: "NON-CURRENT LIABILITIES",
        lines: [
          ["Borrowings", "long_term_debt", [900_000, 1_050_000]],
          ["Lease liabilities", "other_non_current_liabilities", [182_600, 223_800]],
        ],
        total: ["TOTAL NON-CURRENT LIABILITIES", "total_non_current_liabilities"],
      },
      {
        head: "EQUITY",
        lines: [
          ["Members' shares", "share_capital", [486_250, 471_000]],
          ["Retained profits", "retained_earnings", [rp0, rp1]],
        ],
        total: ["TOTAL EQUITY", "total_equity"],
      },
    ],
    taLabel: "TOTAL ASSETS",
    tlLabel: "TOTAL LIABILITIES",
    tleLabel: "TOTAL LIABILITIES AND EQUITY",
  });
  // the co-op prints net assets = total equity; the plug is checked by BS
  FILES.push({
    id: "reportlab-au-farm-coop",
    producer: "reportlab",
    language: "en",
    company: "Murray Plains Grain Growers Co-operative Ltd",
    currency: "AUD",
    scale: 1,
    scale_phrase: "$",
    conv: "minus",
    decimals: 0,
    cols: ["2025 $", "2024 $"],
    lay: { font: "Helvetica", bold: "Helvetica-Bold", colW: 86, notes: null },
    intro: null,
    features: [
      "co-operative's statement of profit or loss (expenses printed positive, rebates to members after the profit) and statement of financial position, 30 June year end, '$' in the column heads",
      "two revenue streams with a printed total; no operating profit printed; members' shares = share_capital; rebates not expected",
    ],
    pages: [
      T("income_statement", "Statement of Profit or Loss for the year ended 30 June 2025", is.rows, {
        lines: ["ABN 61 094 557 218"],
        expect: yr("2025-06-30", "2024-06-30"),
      }),
      T("balance_sheet", "Statement of Financial Position as at 30 June 2025", bs.rows, {
        lines: ["The accompanying notes form part of these financial statements."],
        expect: yr("2025-06-30", "2024-06-30"),
      }),
    ],
  });
}

// 6. Swiss AG (ReportLab, Courier), CHF, apostrophes, notes column at the far left
{
  const name = "zuger";
  const er = IS({
    name,
    rev: [["Nettoerlöse aus Lieferungen und Leistungen", "revenue", [9_714_208, 9_205_116]]],
    cos: ["Warenaufwand", "cost_of_goods_sold", [6_802_930, 6_511_407]],
    gpLabel: "Bruttogewinn",
    opex: [
      ["Personalaufwand", null, [1_406_115, 1_352_880]],
      ["Übriger betrieblicher Aufwand", "other_operating_expenses", [612_408, 590_215]],
      ["Abschreibungen", "depreciation_amortization", [184_300, 176_900]],
    ],
    opLabel: "Betriebsergebnis (EBIT)",
    oi: [["Finanzertrag", "other_income", [8_412, 5_130]]],
    fc: [["Finanzaufwand", "interest_expense", [41_208, 44_615]]],
    pbtLabel: "Ergebnis vor Steuern",
    tax: ["Direkte Steuern", "income_tax", [118_440, 99_980]],
    npLabel: "Jahresgewinn",
    neg: true,
  });
  const bg1 = 1_884_305;
  const bg0 = roll(bg1, er.np[0], 300_000, name);
  const bil = BS({
    name,
    assets: 2,
    liab: 2,
    sections: [
      {
        head: "Umlaufvermögen",
        lines: [
          ["Flüssige Mittel", "cash", "cash"],
          ["Forderungen aus Lieferungen und Leistungen", "trade_receivables", [1_618_407, 1_522_930]],
          ["Übrige kurzfristige Forderungen", "other_current_assets", [84_215, 71_640]],
          ["Vorräte", "inventory", [1_102_880, 1_040_215]],
          ["Aktive Rechnungsabgrenzungen", "other_current_assets", [22_600, 19_850]],
        ],
        total: ["Total Umlaufvermögen", "total_current_assets"],
      },
      {
        head: "Anlagevermögen",
        lines: [
          ["Finanzanlagen", "other_non_current_assets", [50_000, 50_000]],
          ["Sachanlagen", "net_fixed_assets", [1_406_115, 1_452_300]],
        ],
        total: ["Total Anlagevermögen", "total_non_current_assets"],
      },
      {
        head: "Kurzfristiges Fremdkapital",
        lines: [
          ["Verbindlichkeiten aus Lieferungen und Leistungen", "trade_payables", [1_044_308, 987_615]],
          ["Kurzfristige verzinsliche Verbindlichkeiten", "short_term_debt", [400_000, 450_000]],
          ["Übrige kurzfristige Verbindlichkeiten", "other_current_liabilities", [211_470, 196_205]],
          ["Passive Rechnungsabgrenzungen", "other_current_liabilities", [88_100, 81_340]],
        ],
        total: ["Total kurzfristiges Fremdkapital", "total_current_liabilities"],
      },
      {
        head: "Langfristiges Fremdkapital",
        lines: [
          ["Langfristige verzinsliche Verbindlichkeiten", "long_term_debt", [600_000, 700_000]],
          ["Rückstellungen", "other_non_current_liabilities", [95_000, 90_000]],
        ],
        total: ["Total langfristiges Fremdkapital", "total_non_current_liabilities"],
      },
      {
        head: "Eigenkapital",
        lines: [
          ["Aktienkapital", "share_capital", [500_000, 500_000]],
          // reader31 (docs/chart-of-accounts.md): the profit reserve and the Bilanzgewinn beside it are
          // the retained earnings together.
          ["Gesetzliche Gewinnreserve", "retained_earnings", [100_000, 100_000]],
          ["Bilanzgewinn", "retained_earnings", [bg0, bg1]],
        ],
        total: ["Total Eigenkapital", "total_equity"],
      },
    ],
    taLabel: "Total Aktiven",
    tlLabel: "Total Fremdkapital",
    tleLabel: "Total Passiven",
  });
  for (const [l, n] of [
    ["Forderungen aus Lieferungen und Leistungen", "2.1"],
    ["Vorräte", "2.2"],
    ["Sachanlagen", "2.3"],
    ["Kurzfristige verzinsliche Verbindlichkeiten", "2.4"],
    ["Langfristige verzinsliche Verbindlichkeiten", "2.4"],
  ])
    bil.rows.find((r) => r.l === l).n = n;
  FILES.push({
    id: "reportlab-ch-ag-bilanz",
    producer: "reportlab",
    language: "de",
    company: "Zuger Kühllogistik AG",
    currency: "CHF",
    scale: 1,
    scale_phrase: "CHF",
    conv: "ch",
    decimals: 0,
    cols: ["2025", "2024"],
    lay: { font: "Courier", bold: "Courier-Bold", colW: 92, notes: "Anhang", notesLeft: true, size: 8.5 },
    intro: [
      "Bericht der Revisionsstelle zur eingeschränkten Revision",
      "an die Generalversammlung der Zuger Kühllogistik AG, Cham",
      "Als Revisionsstelle haben wir die Jahresrechnung (Bilanz, Erfolgsrechnung und Anhang) für das am",
      "31. Dezember 2025 abgeschlossene Geschäftsjahr geprüft. Bei unserer Revision sind wir nicht auf",
      "Sachverhalte gestossen, aus denen wir schliessen müssten, dass die Jahresrechnung nicht Gesetz und",
      "Statuten entspricht. — Treuhand Ennetsee AG, zugelassener Revisionsexperte, Zug, 12. März 2026",
    ],
    features: [
      "Swiss OR Bilanz (current before non-current) and Erfolgsrechnung, CHF with apostrophes, note references in a column at the far left",
      "limited audit report page first; Aktive / Passive Rechnungsabgrenzungen inside their sections (residual keys); Gesetzliche Gewinnreserve and Bilanzgewinn expected as their sum under retained_earnings (revised by reader31 to docs/chart-of-accounts.md: profit reserves and the Bilanzgewinn beside them are the retained earnings together; the reserve was in no key)",
    ],
    pages: [
      T("balance_sheet", "Bilanz per 31. Dezember", bil.rows, { lines: ["in CHF"], expect: BOTH }),
      T("income_statement", "Erfolgsrechnung", er.rows, {
        lines: ["1. Januar bis 31. Dezember, in CHF"],
        expect: BOTH,
      }),
    ],
  });
}

// 7. Irish e-commerce seller (Chromium), EUR whole euro, brackets, cash flow both years
{
  const name = "claddagh";
  const is = IS({
    name,
    rev: [["Revenue", "revenue", [3_406_915, 2_884_270]]],
    cos: ["Cost of sales", "cost_of_goods_sold", [1_985_440, 1_702_118]],
    gpLabel: "Gross profit",
    opex: [
      ["Distribution costs", "selling_general_administrative", [612_380, 540_915]],
      ["Administrative expenses", "selling_general_administrative", [498_204, 441_807]],
    ],
    opLabel: "Operating profit",
    oi: [],
    fc: [["Interest payable and similar charges", "interest_expense", [18_415, 21_040]]],
    pbtLabel: "Profit before tax",
    tax: ["Tax on profit", "income_tax", [36_560, 22_420]],
    npLabel: "Profit for the financial year",
    neg: true,
  });
  const re2 = 402_118; // at 31 December 2023
  const re1 = roll(re2, is.np[1], 40_000, name);
  const re0 = roll(re1, is.np[0], 60_000, name);
  const bs = BS({
    name,
    assets: 2,
    liab: 2,
    sections: [
      {
        head: "Fixed assets",
        lines: [
          ["Intangible assets", "intangible_assets", [84_200, 61_500]],
          ["Tangible assets", "net_fixed_assets", [122_615, 108_430]],
        ],
        total: null,
      },
      {
        head: "Current assets",
        lines: [
          ["Stocks", "inventory", [512_806, 441_215]],
          ["Debtors", "trade_receivables", [96_410, 82_337]],
          ["Cash at bank and in hand", "cash", "cash"],
        ],
        total: ["", "total_current_assets"],
      },
      {
        head: "Creditors: amounts falling due within one year",
        lines: [
          ["Bank loan", "current_portion_long_term_debt", [60_000, 60_000]],
          ["Trade creditors", "trade_payables", [388_204, 341_916]],
          ["Accruals and deferred income", "other_current_liabilities", [101_388, 88_240]],
        ],
        total: ["", "total_current_liabilities"],
      },
      {
        head: "Creditors: amounts falling due after more than one year",
        lines: [["Bank loan", "long_term_debt", [150_000, 210_000]]],
        total: ["", "total_non_current_liabilities"],
      },
      {
        head: "Capital and reserves",
        lines: [
          ["Called up share capital presented as equity", "share_capital", [100, 100]],
          ["Profit and loss account", "retained_earnings", [re0, re1]],
        ],
        total: ["Shareholders' funds", "total_equity"],
      },
    ],
    taLabel: "Total assets",
    tlLabel: null,
    tleLabel: "Total equity and liabilities",
  });
  const cash2 = 118_406;
  const cf = CF({
    name,
    begin: [bs.cash[1], cash2],
    end: bs.cash,
    op: [
      ["Profit for the financial year", null, is.np],
      ["Depreciation and amortisation", null, [58_310, 49_880]],
      ["Tax on profit", null, [36_560, 22_420]],
      ["Interest payable", null, [18_415, 21_040]],
      ["Increase in stocks, debtors and creditors (net)", null, "plug"],
      ["Interest paid", null, [-18_415, -21_040]],
      ["Tax paid", null, [-29_800, -15_400]],
    ],
    inv: [["Purchase of tangible and intangible fixed assets", "purchase_of_fixed_assets", [-95_195, -72_610]]],
    fin: [
      ["Repayment of bank loan", "repayment_of_borrowings", [-60_000, -60_000]],
      ["Dividends paid", "dividends_paid", [-60_000, -40_000]],
    ],
    L: {
      ...CASH_FLOW_HEADS,
      op: "Net cash generated from operating activities",
      change: "Net increase in cash and cash equivalents",
      begin: "Cash and cash equivalents at beginning of year",
      end: "Cash and cash equivalents at end of year",
    },
  });
  FILES.push({
    id: "chromium-ie-ecommerce-frs102",
    producer: "chromium",
    language: "en",
    company: "Claddagh Home & Garden Online Limited",
    currency: "EUR",
    scale: 1,
    scale_phrase: "€",
    conv: "paren",
    decimals: 0,
    cols: ["2025 €", "2024 €"],
    css: { font: '"DejaVu Sans", sans-serif', fontSize: 9, numWidth: 14 },
    features: [
      "Irish FRS 102 small company: profit and loss account, balance sheet with unlabelled subtotals (current assets, creditor groups) and a two-year cash flow; '€' in column heads",
      "no finance income: no other_income; the current 'Bank loan' under creditors within one year = current portion of long-term debt",
    ],
    pages: [
      T("income_statement", "Profit and Loss Account", is.rows, {
        lines: ["for the financial year ended 31 December 2025", "Company registration number 611742"],
        expect: BOTH,
      }),
      T("balance_sheet", "Balance Sheet", bs.rows, {
        lines: ["as at 31 December 2025"],
        expect: BOTH,
        after: ["The directors have availed of the small companies regime of the Companies Act 2014."],
      }),
      T("cashflow_statement", "Statement of Cash Flows", cf.rows, {
        lines: ["for the financial year ended 31 December 2025"],
        expect: BOTH,
      }),
    ],
  });
}

// 8. South African sole trader (groff), ZAR with cents, minus signs, one year
{
  const name = "vermaak";
  const is = IS({
    name,
    rev: [["Sales", "revenue", [1_842_306.5]]],
    cos: ["Cost of sales", "cost_of_goods_sold", [1_214_880.15]],
    gpLabel: "Gross profit",
    opexHead: "Less: Expenses",
    opex: [
      ["Salaries and wages", null, [186_400.0]],
      ["Rent paid", null, [96_000.0]],
      ["Vehicle and fuel expenses", null, [48_215.3]],
      ["Depreciation", "depreciation_amortization", [22_610.0]],
      ["Bank charges", null, [6_118.42]],
      ["General expenses", null, [31_405.9]],
    ],
    opexTotal: "Total expenses",
    opLabel: null,
    oi: [["Interest received", "other_income", [2_840.65]]],
    fc: [["Interest paid", "interest_expense", [14_260.0]]],
    tax: null,
    npLabel: "Net profit for the year",
  });
  const open = 402_615.2;
  const drawings = 180_000.0;
  const capital = roll(open, is.np[0], drawings, name);
  const bs = BS({
    name,
    assets: 2,
    liab: 0,
    sections: [
      {
        head: "Non-current assets",
        lines: [["Equipment and vehicles (net)", "net_fixed_assets", [164_205.0]]],
        total: null,
      },
      {
        head: "Current assets",
        lines: [
          ["Stock on hand", "inventory", [208_415.6]],
          ["Debtors", "trade_receivables", [121_880.45]],
          ["Cash and bank", "cash", "cash"],
        ],
        total: ["", "total_current_assets"],
      },
      {
        head: "Owner's equity",
        lines: [["Capital account", "total_equity", [capital]]],
        total: null,
      },
      {
        head: "Non-current liabilities",
        lines: [["Vehicle finance (instalment sale)", "long_term_debt", [58_400.0]]],
        total: null,
      },
      {
        head: "Current liabilities",
        lines: [
          ["Creditors", "trade_payables", [98_206.3]],
          ["Bank overdraft", "short_term_debt", [0]],
          ["Current portion of vehicle finance", "current_portion_long_term_debt", [26_800.0]],
          ["VAT payable", "other_current_liabilities", [14_912.85]],
        ],
        total: ["", "total_current_liabilities"],
      },
    ],
    taLabel: "Total assets",
    tlLabel: null,
    tleLabel: "Total equity and liabilities",
  });
  // the overdraft is nil this year: printed, never expected
  bs.rows.find((r) => r.l === "Bank overdraft").k = null;
  const capRows = [
    row("Balance at beginning of year", [open], null),
    row("Net profit for the year", is.np, null),
    row("Drawings", [-drawings], null),
    row("Balance at end of year", [capital], null, b),
  ];
  FILES.push({
    id: "groff-za-sole-trader",
    producer: "groff",
    language: "en",
    company: "J. P. Vermaak t/a Karoo Bakkie Spares",
    currency: "ZAR",
    scale: 1,
    scale_phrase: "R",
    conv: "minus",
    decimals: 2,
    cols: ["2025 R"],
    features: [
      "sole trader's unaudited accounts for the year ended 28 February 2025: income statement, balance sheet, capital account; one column, rand and cents",
      "no tax (owner taxed personally): profit_before_tax and income_tax not expected; capital account = total_equity; a nil overdraft prints 0.00 (not expected)",
    ],
    pages: [
      T("income_statement", "Income Statement for the year ended 28 February 2025", is.rows, {
        lines: ["Prepared by Kotze Bookkeeping Services from the records of the owner (not audited)"],
        expect: [Y("2025-02-28")],
      }),
      T("balance_sheet", "Balance Sheet at 28 February 2025", bs.rows, { expect: [Y("2025-02-28")] }),
      T("equity_statement", "Capital Account", capRows, {}),
    ],
  });
}

// 9. Canadian partnership, reviewed (PDFKit), CAD, brackets, partners' capital
{
  const name = "laurentide";
  const is = IS({
    name,
    rev: [["Revenue", "revenue", [2_904_318, 2_611_540]]],
    cos: ["Cost of sales", "cost_of_goods_sold", [2_011_406, 1_822_973]],
    gpLabel: "Gross margin",
    opexHead: "Expenses",
    opex: [
      ["Selling", "selling_general_administrative", [182_415, 170_226]],
      ["Administrative", "selling_general_administrative", [214_880, 201_340]],
      ["Amortization of property and equipment", "depreciation_amortization", [41_206, 38_915]],
    ],
    opexTotal: "",
    opLabel: null,
    oi: [],
    fc: [["Interest on long-term debt", "interest_expense", [27_118, 31_406]]],
    tax: null,
    npLabel: "Net income for the year",
    neg: true,
  });
  const cap1 = 866_215;
  const cap0 = roll(cap1, is.np[0], 340_000, name);
  const bs = BS({
    name,
    assets: 2,
    liab: 2,
    sections: [
      {
        head: "ASSETS - Current",
        lines: [
          ["Cash", "cash", "cash"],
          ["Accounts receivable", "trade_receivables", [402_306, 361_915]],
          ["Inventories", "inventory", [288_470, 262_118]],
          ["Prepaid expenses", "other_current_assets", [14_205, 12_880]],
        ],
        total: ["", "total_current_assets"],
      },
      {
        head: null,
        lines: [["Property and equipment", "net_fixed_assets", [512_340, 498_615]]],
        total: null,
      },
      {
        head: "LIABILITIES - Current",
        lines: [
          ["Accounts payable and accrued liabilities", "trade_payables", [296_418, 270_316]],
          ["Government remittances payable", "other_current_liabilities", [18_402, 16_940]],
          ["Current portion of long-term debt", "current_portion_long_term_debt", [72_000, 72_000]],
        ],
        total: ["", "total_current_liabilities"],
      },
      {
        head: null,
        lines: [["Long-term debt", "long_term_debt", [396_000, 468_000]]],
        total: null,
      },
      {
        head: "PARTNERS' CAPITAL",
        lines: [["Partners' capital accounts (Schedule 1)", "total_equity", [cap0, cap1]]],
        total: null,
      },
    ],
    taLabel: "",
    tlLabel: null,
    tleLabel: "",
  });
  FILES.push({
    id: "pdfkit-ca-partnership-reviewed",
    producer: "pdfkit",
    language: "en",
    company: "Laurentide Maple & Cooperage Partnership",
    currency: "CAD",
    scale: 1,
    scale_phrase: "$",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      "Canadian ASPE partnership, review engagement: statement of operations and balance sheet with unlabelled totals (current assets, total assets, current liabilities, total liabilities and capital)",
      "no tax: net income = net_profit, profit_before_tax not expected; partners' capital = total_equity; total assets printed without a label",
    ],
    pages: [
      T("income_statement", "Statement of Operations", is.rows, {
        lines: ["Year ended September 30, 2025", "(Unaudited - see Review Engagement Report)"],
        expect: yr("2025-09-30", "2024-09-30"),
      }),
      T("balance_sheet", "Balance Sheet", bs.rows, {
        lines: ["September 30, 2025", "On behalf of the partners: ______________ Partner"],
        expect: yr("2025-09-30", "2024-09-30"),
      }),
    ],
  });
}

// 10. German manufacturer, unaudited management accounts, Umsatzkostenverfahren (Chromium), TEUR
{
  const name = "rheinwerk";
  const is = IS({
    name,
    rev: [["Umsatzerlöse", "revenue", [18_406, 17_115]]],
    cos: [
      "Herstellungskosten der zur Erzielung der Umsatzerlöse erbrachten Leistungen",
      "cost_of_goods_sold",
      [13_208, 12_490],
    ],
    gpLabel: "Bruttoergebnis vom Umsatz",
    opex: [
      ["Vertriebskosten", "selling_general_administrative", [1_844, 1_712]],
      ["Allgemeine Verwaltungskosten", "selling_general_administrative", [1_406, 1_338]],
      ["Sonstige betriebliche Aufwendungen", "other_operating_expenses", [318, 290]],
    ],
    opLabel: "Betriebsergebnis",
    oi: [["Sonstige Zinsen und ähnliche Erträge", "other_income", [22, 9]]],
    fc: [["Zinsen und ähnliche Aufwendungen", "interest_expense", [196, 214]]],
    pbtLabel: "Ergebnis vor Ertragsteuern",
    tax: ["Steuern vom Einkommen und vom Ertrag", "income_tax", [452, 336]],
    npLabel: "Jahresüberschuss",
    neg: false,
  });
  FILES.push({
    id: "chromium-de-bwa-umsatzkosten",
    producer: "chromium",
    language: "de",
    company: "Rheinwerk Verpackungstechnik GmbH",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "TEUR",
    conv: "de",
    decimals: 0,
    cols: ["2025 TEUR", "2024 TEUR"],
    css: { font: '"Liberation Sans", sans-serif', fontSize: 10.5, numWidth: 16 },
    features: [
      "unaudited management income statement (Umsatzkostenverfahren, HGB § 275(3)) for a credit application, TEUR, expenses printed positive; cover letter lines before, disclaimer after",
      "income statement only: no balance sheet in this upload",
    ],
    pages: [
      T("income_statement", "Gewinn- und Verlustrechnung (vorläufig, ungeprüft)", is.rows, {
        lines: [
          "Für den Kreditantrag bei der Spedition — Geschäftsjahr 1. Januar bis 31. Dezember 2025",
          "Angaben in TEUR; Vorjahr laut festgestelltem Jahresabschluss",
        ],
        expect: BOTH,
        after: ["Vorläufige Zahlen der Geschäftsführung; der Jahresabschluss 2025 ist noch nicht geprüft."],
      }),
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// renderers
const css = (f) =>
  styleSheet({
    margin: "18mm 16mm",
    fontSize: f.css?.fontSize ?? 9.5,
    h2: 12,
    subGap: 10,
    pad: "1.6px 5px",
    numWidth: f.css?.numWidth ?? 13,
    indent: 16,
    after: true,
    extra: [`body { font-family: ${f.css?.font ?? "serif"}; }`],
  });
const base = pageRenderers((f) => f.pages, {
  css,
  groffWidths: (n) => (n === 1 ? { lw: 4.4, cw: 1.4 } : { lw: 3.8, cw: 1.2 }),
  colWidth: (n) => (n <= 2 ? 84 : 72),
});
const renderers = base;

/**
 * A page layout both new producers draw: text runs { s, x, y, bold, size, right } on A4 points from
 * the top. lay: font, colW (number column width), notes (notes column heading or null), notesLeft
 * (notes column at the far left), size (row font size).
 */
function layout(f) {
  const lay = f.lay;
  const size = lay.size ?? 9;
  const margin = 54;
  const right = 595.28 - margin;
  const pages = [];
  if (f.intro) {
    const runs = [];
    let y = 90;
    runs.push({ s: f.company, x: margin, y, bold: true, size: 13 });
    y += 30;
    f.intro.forEach((l, i) => {
      runs.push({ s: l, x: margin, y, bold: i === 0, size: i === 0 ? 11 : 9.5 });
      y += i === 0 ? 20 : 14;
    });
    pages.push(runs);
  }
  for (const t of f.pages) {
    const cols = t.cols ?? f.cols;
    const colX = cols.map((_, i) => right - (cols.length - 1 - i) * lay.colW);
    const noteX = lay.notesLeft ? margin : colX[0] - lay.colW - 4;
    const labelX = lay.notes && lay.notesLeft ? margin + 42 : margin;
    const runs = [];
    let y = 60;
    runs.push({ s: f.company, x: margin, y, bold: true, size: 12.5 });
    y += 18;
    runs.push({ s: t.title, x: margin, y, bold: true, size: 11 });
    y += 15;
    for (const l of t.lines ?? []) {
      runs.push({ s: l, x: margin, y, size: 9 });
      y += 12;
    }
    y += 12;
    if (lay.notes) runs.push({ s: lay.notes, x: noteX, y, bold: true, size });
    cols.forEach((c, i) => {
      runs.push({ s: c, x: colX[i], y, bold: true, size, right: true });
    });
    y += 16;
    for (const r of t.rows) {
      if (r.b && r.v) for (const x of colX) runs.push({ rule: true, x0: x - lay.colW + 18, x1: x, y: y - 9 });
      const x0 = labelX + (r.i ? 12 : 0);
      if (r.l) runs.push({ s: r.l, x: x0, y, bold: r.b, size });
      if (r.n && lay.notes) runs.push({ s: r.n, x: noteX + (lay.notesLeft ? 0 : 6), y, size });
      if (r.v)
        r.v.forEach((v, i) => {
          runs.push({ s: cell(f, v, r, t.format), x: colX[i], y, bold: r.b, size, right: true });
        });
      y += size + 5;
      if (y > 800) throw new Error(`${f.id}: page overflow`);
    }
    for (const a of t.after ?? []) {
      y += 10;
      runs.push({ s: a, x: margin, y, size: 8 });
    }
    pages.push(runs);
  }
  return pages;
}

const jspdfRequire = createRequire("/tmp/jspdf21/node_modules/");
const jspdfVersion = () => JSON.parse(fs.readFileSync("/tmp/jspdf21/node_modules/jspdf/package.json", "utf8")).version;
const producers = {
  jspdf: {
    line: `jsPDF ${jspdfVersion()} (npm jspdf, standard 14 fonts, text placed by x/y)`,
    render: (f, file) => {
      const { jsPDF } = jspdfRequire("jspdf");
      const doc = new jsPDF({ unit: "pt", format: "a4" });
      doc.setProperties({ title: f.company });
      // jsPDF's standard fonts are WinAnsi: the en dash of a nil prints as a hyphen, ₹ as Rs
      const w = (s) => s.replaceAll("–", "-").replaceAll("—", "-").replaceAll("₹", "Rs");
      layout(f).forEach((runs, pi) => {
        if (pi) doc.addPage();
        for (const r of runs) {
          if (r.rule) {
            doc.setLineWidth(0.5);
            doc.line(r.x0, r.y, r.x1, r.y);
            continue;
          }
          doc.setFont(f.lay.font, r.bold ? "bold" : "normal");
          doc.setFontSize(r.size);
          doc.text(w(r.s), r.x, r.y, r.right ? { align: "right" } : {});
        }
      });
      fs.writeFileSync(file, Buffer.from(doc.output("arraybuffer")));
    },
  },
  reportlab: {
    line: `ReportLab ${execFileSync("/usr/bin/python3", ["-c", "import reportlab; print(reportlab.Version)"]).toString().trim()} (Debian python3-reportlab, canvas drawString / drawRightString, standard fonts)`,
    render: (f, file, work) => {
      const spec = path.join(work, `${f.id}.json`);
      fs.writeFileSync(
        spec,
        JSON.stringify({ file, title: f.company, font: f.lay.font, bold: f.lay.bold, pages: layout(f) }),
      );
      const py = `
import json, sys
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import A4
s = json.load(open(sys.argv[1], encoding="utf-8"))
c = canvas.Canvas(s["file"], pagesize=A4)
c.setTitle(s["title"])
H = A4[1]
for runs in s["pages"]:
    for r in runs:
        if r.get("rule"):
            c.setLineWidth(0.5); c.line(r["x0"], H - r["y"], r["x1"], H - r["y"]); continue
        c.setFont(s["bold"] if r.get("bold") else s["font"], r["size"])
        t = r["s"].replace("\\u2013", "-").replace("\\u2014", "-")
        (c.drawRightString if r.get("right") else c.drawString)(r["x"], H - r["y"], t)
    c.showPage()
c.save()
`;
      execFileSync("/usr/bin/python3", ["-c", py, spec]);
    },
  },
};

const SCANS = [
  { id: "scan-jspdf-de-at-gmbh-ugb", of: "jspdf-de-at-gmbh-ugb", dpi: 200, angle: 0.4, seed: 2101 },
  { id: "scan-reportlab-uk-haulier-audited", of: "reportlab-uk-haulier-audited", dpi: 180, angle: -0.7, seed: 2102 },
];

await makeBatch({
  batch: "unseen21",
  files: FILES,
  scans: SCANS,
  tables: (f) => f.pages,
  renderers,
  producers,
  html: "HTML tables (one A4 page per statement)",
  scanFeature: "image-only PDF (scan) of the whole document",
});
