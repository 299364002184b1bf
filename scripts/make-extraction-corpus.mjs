// Builds the extraction test corpus (test/fixtures/extraction-corpus/) ONCE: statement PDFs made by
// other producers than the service's own PDF writer, each with the figures a correct reading gives.
//   - Chromium print-to-pdf of HTML statements in varied CSS layouts;
//   - LibreOffice headless: spreadsheets (.csv, .fods) through Calc, documents (.fodt, .html)
//     through Writer;
//   - "scans": pages of some of those rasterized (pdftoppm), slightly rotated, with noise and
//     JPEG artefacts (@napi-rs/canvas), wrapped back into image-only PDFs (pdf-lib).
// Tests never run this (it needs chromium, libreoffice-calc/-writer and poppler-utils, which CI
// does not install); they read the committed PDFs and JSONs. Run: node scripts/make-extraction-corpus.mjs
// The figures are generated from a seeded random source, so a rebuild gives the same numbers.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { PDFDocument } from "pdf-lib";

const OUT = path.resolve("test/fixtures/extraction-corpus");
const WORK = fs.mkdtempSync(path.join(os.tmpdir(), "extraction-corpus-"));
const only = process.argv.slice(2);

// ---------------------------------------------------------------------------------------------
// Figures

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The figures of one company for `years` (latest first), as integers in printed minor units (a
 * value v prints as v / 10^decimals). Every total is the sum of its parts, the balance sheet
 * balances, cash in the balance sheet is the cash flow statement's closing cash.
 */
function figures({ seed, years, size, loss = [] }) {
  const r = rng(seed);
  const between = (a, b) => a + (b - a) * r();
  const n = years.length;
  const chrono = [...years].reverse(); // oldest first
  const out = {};
  let cash = Math.round(size * between(0.05, 0.12));
  let revenue = Math.round(size * between(0.9, 1.2));
  for (const y of chrono) {
    revenue = Math.round(revenue * between(1.02, 1.15));
    const isLoss = loss.includes(y);
    const cogs = Math.round(revenue * between(0.55, 0.68));
    const gross = revenue - cogs;
    const sga = Math.round(revenue * (isLoss ? between(0.33, 0.4) : between(0.12, 0.2)));
    const dep = Math.round(revenue * between(0.02, 0.04));
    const otherOpex = Math.round(revenue * between(0.01, 0.03));
    const op = gross - sga - dep - otherOpex;
    const interest = Math.round(revenue * between(0.005, 0.02));
    const otherIncome = Math.round(revenue * between(0.002, 0.01));
    const pbt = op - interest + otherIncome;
    const tax = pbt > 0 ? Math.round(pbt * between(0.2, 0.3)) : Math.round(revenue * 0.002);
    const net = pbt - tax;
    // Cash flows
    const cfo = Math.round(net + dep + revenue * between(-0.02, 0.04));
    const capex = -Math.round(revenue * between(0.03, 0.07));
    const disposals = Math.round(revenue * between(0.001, 0.006));
    const cfi = capex + disposals;
    const proceeds = Math.round(revenue * between(0.01, 0.05));
    const repay = -Math.round(revenue * between(0.01, 0.04));
    const dividends = isLoss ? 0 : -Math.round(Math.max(0, net) * between(0.2, 0.4));
    const cff = proceeds + repay + dividends;
    const change = cfo + cfi + cff;
    let opening = cash;
    if (opening + change <= 0) opening = -change + Math.round(size * 0.03);
    const closing = opening + change;
    cash = closing;
    // Balance sheet
    const receivables = Math.round(revenue * between(0.12, 0.2));
    const inventory = Math.round(revenue * between(0.08, 0.15));
    const otherCa = Math.round(revenue * between(0.01, 0.04));
    const tca = closing + receivables + inventory + otherCa;
    const gfa = Math.round(revenue * between(0.5, 0.8));
    const accDep = Math.round(gfa * between(0.3, 0.5));
    const nfa = gfa - accDep;
    const intangibles = Math.round(revenue * between(0.03, 0.1));
    const otherNca = Math.round(revenue * between(0.01, 0.05));
    const tnca = nfa + intangibles + otherNca;
    const ta = tca + tnca;
    const payables = Math.round(revenue * between(0.07, 0.12));
    const std = Math.round(revenue * between(0.02, 0.05));
    const cpltd = Math.round(revenue * between(0.01, 0.03));
    const otherCl = Math.round(revenue * between(0.02, 0.05));
    const tcl = payables + std + cpltd + otherCl;
    const ltd = Math.round(revenue * between(0.1, 0.25));
    const otherNcl = Math.round(revenue * between(0.01, 0.04));
    const tncl = ltd + otherNcl;
    const tl = tcl + tncl;
    const shareCapital = Math.round(size * 0.05);
    const retained = ta - tl - shareCapital;
    const te = shareCapital + retained;
    out[y] = {
      revenue,
      cost_of_goods_sold: cogs,
      gross_profit: gross,
      selling_general_administrative: sga,
      depreciation_amortization: dep,
      other_operating_expenses: otherOpex,
      operating_profit: op,
      interest_expense: interest,
      other_income: otherIncome,
      profit_before_tax: pbt,
      income_tax: tax,
      net_profit: net,
      net_cash_from_operating_activities: cfo,
      purchase_of_fixed_assets: capex,
      disposals,
      net_cash_from_investing_activities: cfi,
      proceeds,
      repayment_of_borrowings: repay,
      dividends_paid: dividends,
      net_cash_from_financing_activities: cff,
      net_change_in_cash: change,
      cash_at_beginning: opening,
      cash_at_end: closing,
      cash: closing,
      trade_receivables: receivables,
      inventory,
      other_current_assets: otherCa,
      total_current_assets: tca,
      gross_fixed_assets: gfa,
      accumulated_depreciation: accDep,
      net_fixed_assets: nfa,
      intangible_assets: intangibles,
      other_non_current_assets: otherNca,
      total_non_current_assets: tnca,
      total_assets: ta,
      trade_payables: payables,
      short_term_debt: std,
      current_portion_long_term_debt: cpltd,
      other_current_liabilities: otherCl,
      total_current_liabilities: tcl,
      long_term_debt: ltd,
      other_non_current_liabilities: otherNcl,
      total_non_current_liabilities: tncl,
      total_liabilities: tl,
      share_capital: shareCapital,
      retained_earnings: retained,
      total_equity: te,
      total_liabilities_and_equity: ta,
      // Combined lines some layouts print
      debt_current_combined: std + cpltd,
      other_cl_combined: otherCl,
      sga_distribution: Math.round(sga * 0.4),
      sga_admin: sga - Math.round(sga * 0.4),
    };
    void n;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Number formats

function group(intStr, sep, indian = false) {
  if (indian && intStr.length > 3) {
    const last3 = intStr.slice(-3);
    const rest = intStr.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, sep);
    return `${rest}${sep}${last3}`;
  }
  return intStr.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

const CONVENTIONS = {
  en: { group: ",", decimal: ".", label: "1,234.56" },
  de: { group: ".", decimal: ",", label: "1.234,56" },
  space: { group: " ", decimal: ",", label: "1 234,56" },
  spacedot: { group: " ", decimal: ".", label: "1 234.56" },
  ch: { group: "'", decimal: ".", label: "1'234.56" },
  in: { group: ",", decimal: ".", label: "12,34,567.89", indian: true },
  plain: { group: "", decimal: ".", label: "1234.56" },
};

/** Formats a value in minor printed units. neg: "paren" | "minus" | "unicode" | "dash". */
function fmt(v, { conv = "en", decimals = 0, neg = "paren" } = {}) {
  const c = CONVENTIONS[conv];
  const abs = Math.abs(v);
  const s = String(abs).padStart(decimals + 1, "0");
  const intPart = decimals ? s.slice(0, -decimals) : s;
  const frac = decimals ? s.slice(-decimals) : "";
  let body = group(intPart, c.group, c.indian);
  if (frac) body += c.decimal + frac;
  if (v >= 0) return body;
  if (neg === "paren") return `(${body})`;
  if (neg === "unicode") return `−${body}`;
  if (neg === "trailing") return `${body}-`;
  return `-${body}`;
}

// ---------------------------------------------------------------------------------------------
// Statement rows. A row: [label, key | null, kind?] where key names a figure of `figures()` and
// the chart key it is expected under (`chart` overrides); kind: "h" heading, "t" total, "" item.
// Rows without a chart key are printed but not expected (no chart line for them).

const R = (label, fig, opts = {}) => ({
  label,
  fig,
  chart: opts.chart ?? (fig && CHART.has(fig) ? fig : null),
  ...opts,
});
const H = (label) => ({ label, heading: true });

const CHART = new Set([
  "cash",
  "trade_receivables",
  "inventory",
  "work_in_progress",
  "other_current_assets",
  "total_current_assets",
  "gross_fixed_assets",
  "accumulated_depreciation",
  "net_fixed_assets",
  "intangible_assets",
  "other_non_current_assets",
  "total_non_current_assets",
  "total_assets",
  "trade_payables",
  "short_term_debt",
  "current_portion_long_term_debt",
  "other_current_liabilities",
  "total_current_liabilities",
  "long_term_debt",
  "other_non_current_liabilities",
  "total_non_current_liabilities",
  "total_liabilities",
  "share_capital",
  "retained_earnings",
  "total_equity",
  "total_liabilities_and_equity",
  "revenue",
  "cost_of_goods_sold",
  "raw_materials",
  "gross_profit",
  "selling_general_administrative",
  "other_operating_expenses",
  "depreciation_amortization",
  "operating_profit",
  "interest_expense",
  "other_income",
  "profit_before_tax",
  "income_tax",
  "net_profit",
  "net_cash_from_operating_activities",
  "purchase_of_fixed_assets",
  "net_cash_from_investing_activities",
  "repayment_of_borrowings",
  "dividends_paid",
  "net_cash_from_financing_activities",
  "net_change_in_cash",
  "cash_at_beginning",
  "cash_at_end",
]);

// Expenses print as positive numbers (the row's `sign: -1` prints them negative).
const ROWS = {
  us_bs: [
    H("ASSETS"),
    H("Current assets:"),
    R("Cash and cash equivalents", "cash", { note: "4" }),
    R("Accounts receivable, net of allowance for doubtful accounts", "trade_receivables", { note: "5" }),
    R("Inventories", "inventory", { note: "6" }),
    R("Prepaid expenses and other current assets", "other_current_assets"),
    R("Total current assets", "total_current_assets", { total: true }),
    R("Property and equipment, net", "net_fixed_assets", { note: "7" }),
    R("Intangible assets, net", "intangible_assets", { note: "8" }),
    R("Other assets", "other_non_current_assets"),
    R("Total assets", "total_assets", { total: true, grand: true }),
    H("LIABILITIES AND STOCKHOLDERS' EQUITY"),
    H("Current liabilities:"),
    R("Accounts payable", "trade_payables"),
    R("Short-term borrowings", "short_term_debt", { note: "9" }),
    R("Current portion of long-term debt", "current_portion_long_term_debt", { note: "9" }),
    R("Accrued expenses and other current liabilities", "other_current_liabilities"),
    R("Total current liabilities", "total_current_liabilities", { total: true }),
    R("Long-term debt, net of current portion", "long_term_debt", { note: "9" }),
    R("Other long-term liabilities", "other_non_current_liabilities"),
    R("Total liabilities", "total_liabilities", { total: true }),
    H("Stockholders' equity:"),
    R("Common stock, $0.01 par value", "share_capital"),
    R("Retained earnings (accumulated deficit)", "retained_earnings"),
    R("Total stockholders' equity", "total_equity", { total: true }),
    R("Total liabilities and stockholders' equity", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  us_is: [
    R("Revenues", "revenue"),
    R("Cost of revenues", "cost_of_goods_sold"),
    R("Gross profit", "gross_profit", { total: true }),
    H("Operating expenses:"),
    R("Selling, general and administrative", "selling_general_administrative"),
    R("Depreciation and amortization", "depreciation_amortization"),
    R("Other operating expenses", "other_operating_expenses"),
    R("Income (loss) from operations", "operating_profit", { total: true }),
    R("Interest expense", "interest_expense"),
    R("Other income, net", "other_income"),
    R("Income (loss) before income taxes", "profit_before_tax", { total: true }),
    R("Provision for income taxes", "income_tax"),
    R("Net income (loss)", "net_profit", { total: true, grand: true }),
  ],
  us_cf: [
    H("Cash flows from operating activities:"),
    R("Net income (loss)", "net_profit", { chart: null }),
    R("Depreciation and amortization", "depreciation_amortization", { chart: null }),
    R("Net cash provided by (used in) operating activities", "net_cash_from_operating_activities", { total: true }),
    H("Cash flows from investing activities:"),
    R("Purchases of property and equipment", "purchase_of_fixed_assets"),
    R("Proceeds from sale of equipment", "disposals"),
    R("Net cash used in investing activities", "net_cash_from_investing_activities", { total: true }),
    H("Cash flows from financing activities:"),
    R("Proceeds from borrowings", "proceeds"),
    R("Repayments of long-term debt", "repayment_of_borrowings"),
    R("Payment of cash dividends", "dividends_paid"),
    R("Net cash provided by (used in) financing activities", "net_cash_from_financing_activities", { total: true }),
    R("Net increase (decrease) in cash and cash equivalents", "net_change_in_cash", { total: true }),
    R("Cash and cash equivalents, beginning of year", "cash_at_beginning"),
    R("Cash and cash equivalents, end of year", "cash_at_end", { total: true, grand: true }),
  ],
  ifrs_bs: [
    H("Assets"),
    H("Non-current assets"),
    R("Property, plant and equipment", "net_fixed_assets", { note: "12" }),
    R("Intangible assets", "intangible_assets", { note: "13" }),
    R("Other non-current assets", "other_non_current_assets"),
    R("Total non-current assets", "total_non_current_assets", { total: true }),
    H("Current assets"),
    R("Inventories", "inventory", { note: "14" }),
    R("Trade and other receivables", "trade_receivables", { note: "15" }),
    R("Other current assets", "other_current_assets"),
    R("Cash and cash equivalents", "cash", { note: "16" }),
    R("Total current assets", "total_current_assets", { total: true }),
    R("Total assets", "total_assets", { total: true, grand: true }),
    H("Equity and liabilities"),
    H("Equity"),
    R("Share capital", "share_capital", { note: "17" }),
    R("Retained earnings", "retained_earnings"),
    R("Total equity", "total_equity", { total: true }),
    H("Non-current liabilities"),
    R("Borrowings", "long_term_debt", { note: "18" }),
    R("Other non-current liabilities", "other_non_current_liabilities"),
    R("Total non-current liabilities", "total_non_current_liabilities", { total: true }),
    H("Current liabilities"),
    R("Trade and other payables", "trade_payables", { note: "19" }),
    R("Borrowings", "debt_current_combined", { chart: "short_term_debt", note: "18" }),
    R("Other current liabilities", "other_current_liabilities"),
    R("Total current liabilities", "total_current_liabilities", { total: true }),
    R("Total liabilities", "total_liabilities", { total: true }),
    R("Total equity and liabilities", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  ifrs_is: [
    R("Revenue", "revenue", { note: "5" }),
    R("Cost of sales", "cost_of_goods_sold", { sign: -1 }),
    R("Gross profit", "gross_profit", { total: true }),
    R("Distribution costs", "sga_distribution", { sign: -1, chart: null, sgaPart: true }),
    R("Administrative expenses", "sga_admin", { sign: -1, chart: null, sgaPart: true }),
    R("Depreciation and amortisation", "depreciation_amortization", { sign: -1 }),
    R("Other operating expenses", "other_operating_expenses", { sign: -1 }),
    R("Operating profit (loss)", "operating_profit", { total: true }),
    R("Finance income", "other_income", { note: "8" }),
    R("Finance costs", "interest_expense", { sign: -1, note: "8" }),
    R("Profit (loss) before tax", "profit_before_tax", { total: true }),
    R("Income tax expense", "income_tax", { sign: -1, note: "9" }),
    R("Profit (loss) for the year", "net_profit", { total: true, grand: true }),
  ],
  ifrs_cf: [
    H("Cash flows from operating activities"),
    R("Profit for the year", "net_profit", { chart: null }),
    R("Net cash generated from operating activities", "net_cash_from_operating_activities", { total: true }),
    H("Cash flows from investing activities"),
    R("Purchase of property, plant and equipment", "purchase_of_fixed_assets"),
    R("Proceeds from disposal of property, plant and equipment", "disposals"),
    R("Net cash used in investing activities", "net_cash_from_investing_activities", { total: true }),
    H("Cash flows from financing activities"),
    R("Proceeds from borrowings", "proceeds"),
    R("Repayment of borrowings", "repayment_of_borrowings"),
    R("Dividends paid", "dividends_paid"),
    R("Net cash from (used in) financing activities", "net_cash_from_financing_activities", { total: true }),
    R("Net increase (decrease) in cash and cash equivalents", "net_change_in_cash", { total: true }),
    R("Cash and cash equivalents at the beginning of the year", "cash_at_beginning"),
    R("Cash and cash equivalents at the end of the year", "cash_at_end", { total: true, grand: true }),
  ],
  small_bs: [
    H("ASSETS"),
    R("Cash", "cash"),
    R("Accounts receivable", "trade_receivables"),
    R("Inventory", "inventory"),
    R("Other current assets", "other_current_assets"),
    R("Total Current Assets", "total_current_assets", { total: true }),
    R("Property and equipment", "gross_fixed_assets"),
    R("Less: Accumulated depreciation", "accumulated_depreciation", { sign: -1 }),
    R("Property and equipment, net", "net_fixed_assets", { total: true }),
    R("Intangible assets", "intangible_assets"),
    R("Other non-current assets", "other_non_current_assets"),
    R("TOTAL ASSETS", "total_assets", { total: true, grand: true }),
    H("LIABILITIES AND EQUITY"),
    R("Accounts payable", "trade_payables"),
    R("Notes payable - current", "debt_current_combined", { chart: "short_term_debt" }),
    R("Accrued liabilities", "other_current_liabilities"),
    R("Total Current Liabilities", "total_current_liabilities", { total: true }),
    R("Loans payable - non-current", "long_term_debt"),
    R("Other non-current liabilities", "other_non_current_liabilities"),
    R("Total Liabilities", "total_liabilities", { total: true }),
    R("Capital stock", "share_capital"),
    R("Retained earnings (deficit)", "retained_earnings"),
    R("Total Equity (Capital Deficiency)", "total_equity", { total: true }),
    R("TOTAL LIABILITIES AND EQUITY", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  small_is: [
    R("Service income", "revenue"),
    R("Cost of services", "cost_of_goods_sold"),
    R("Gross profit", "gross_profit", { total: true }),
    R("General and administrative expenses", "selling_general_administrative"),
    R("Depreciation", "depreciation_amortization"),
    R("Other operating expenses", "other_operating_expenses"),
    R("Operating income (loss)", "operating_profit", { total: true }),
    R("Interest expense", "interest_expense"),
    R("Other income", "other_income"),
    R("Income (loss) before income tax", "profit_before_tax", { total: true }),
    R("Income tax expense", "income_tax"),
    R("Net income (loss) for the year", "net_profit", { total: true, grand: true }),
  ],
  small_cf: [
    R("Net cash from operating activities", "net_cash_from_operating_activities", { total: true }),
    R("Acquisition of property and equipment", "purchase_of_fixed_assets"),
    R("Proceeds from disposal of equipment", "disposals"),
    R("Net cash used in investing activities", "net_cash_from_investing_activities", { total: true }),
    R("Proceeds from loans", "proceeds"),
    R("Payments of loans", "repayment_of_borrowings"),
    R("Payment of cash dividends", "dividends_paid"),
    R("Net cash from (used in) financing activities", "net_cash_from_financing_activities", { total: true }),
    R("Net increase (decrease) in cash", "net_change_in_cash", { total: true }),
    R("Cash at beginning of year", "cash_at_beginning"),
    R("Cash at end of year", "cash_at_end", { total: true, grand: true }),
  ],
  in_bs: [
    H("I. ASSETS"),
    H("Non-current assets"),
    R("(a) Property, plant and equipment", "net_fixed_assets", { note: "3" }),
    R("(b) Other intangible assets", "intangible_assets", { note: "4" }),
    R("(c) Other non-current assets", "other_non_current_assets", { note: "5" }),
    R("Total non-current assets", "total_non_current_assets", { total: true }),
    H("Current assets"),
    R("(a) Inventories", "inventory", { note: "6" }),
    R("(b) Trade receivables", "trade_receivables", { note: "7" }),
    R("(c) Cash and cash equivalents", "cash", { note: "8" }),
    R("(d) Other current assets", "other_current_assets", { note: "9" }),
    R("Total current assets", "total_current_assets", { total: true }),
    R("TOTAL ASSETS", "total_assets", { total: true, grand: true }),
    H("II. EQUITY AND LIABILITIES"),
    H("Equity"),
    R("(a) Equity share capital", "share_capital", { note: "10" }),
    R("(b) Reserves and surplus", "retained_earnings", { note: "11" }),
    R("Total equity", "total_equity", { total: true }),
    H("Non-current liabilities"),
    R("(a) Long-term borrowings", "long_term_debt", { note: "12" }),
    R("(b) Other non-current liabilities", "other_non_current_liabilities"),
    R("Total non-current liabilities", "total_non_current_liabilities", { total: true }),
    H("Current liabilities"),
    R("(a) Short-term borrowings", "debt_current_combined", { chart: "short_term_debt", note: "13" }),
    R("(b) Trade payables", "trade_payables", { note: "14" }),
    R("(c) Other current liabilities", "other_current_liabilities", { note: "15" }),
    R("Total current liabilities", "total_current_liabilities", { total: true }),
    R("TOTAL EQUITY AND LIABILITIES", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  in_is: [
    R("Revenue from operations", "revenue", { note: "16" }),
    R("Other income", "other_income", { note: "17" }),
    R("Cost of materials consumed", "cost_of_goods_sold", { chart: "raw_materials", note: "18" }),
    R("Employee benefits expense", "selling_general_administrative", { chart: null, note: "19" }),
    R("Finance costs", "interest_expense", { note: "20" }),
    R("Depreciation and amortisation expense", "depreciation_amortization", { note: "3" }),
    R("Other expenses", "other_operating_expenses", { note: "21" }),
    R("Profit before tax", "profit_before_tax", { total: true }),
    R("Tax expense", "income_tax"),
    R("Profit for the year", "net_profit", { total: true, grand: true }),
  ],
  us2_bs: [
    H("Assets"),
    R("Cash", "cash"),
    R("Trade accounts receivable, less allowances", "trade_receivables"),
    R("Merchandise inventories", "inventory"),
    R("Other current assets", "other_current_assets"),
    R("Total current assets", "total_current_assets", { total: true }),
    R("Property, plant and equipment, at cost", "gross_fixed_assets"),
    R("Less accumulated depreciation and amortization", "accumulated_depreciation", { sign: -1 }),
    R("Net property, plant and equipment", "net_fixed_assets", { total: true }),
    R("Intangible assets, net of amortization", "intangible_assets"),
    R("Deferred income taxes and other assets", "other_non_current_assets"),
    R("Total assets", "total_assets", { total: true, grand: true }),
    H("Liabilities and shareholders' equity (deficit)"),
    R("Trade payables", "trade_payables"),
    R("Notes payable to banks", "short_term_debt"),
    R("Current maturities of long-term debt", "current_portion_long_term_debt"),
    R("Accrued liabilities", "other_current_liabilities"),
    R("Total current liabilities", "total_current_liabilities", { total: true }),
    R("Long-term debt, less current maturities", "long_term_debt"),
    R("Deferred compensation and other", "other_non_current_liabilities"),
    R("Total liabilities", "total_liabilities", { total: true }),
    R("Common shares, no par value", "share_capital"),
    R("Reinvested earnings", "retained_earnings"),
    R("Total shareholders' equity (deficit)", "total_equity", { total: true }),
    R("Total liabilities and shareholders' equity (deficit)", "total_liabilities_and_equity", {
      total: true,
      grand: true,
    }),
  ],
  us2_is: [
    R("Net sales", "revenue"),
    R("Cost of goods sold", "cost_of_goods_sold"),
    R("Gross margin", "gross_profit", { total: true }),
    R("Selling, general and administrative expenses", "selling_general_administrative"),
    R("Depreciation", "depreciation_amortization"),
    R("Other operating expense, net", "other_operating_expenses"),
    R("Operating income (loss)", "operating_profit", { total: true }),
    R("Interest expense, net", "interest_expense"),
    R("Other income (expense), net", "other_income"),
    R("Earnings (loss) before income taxes", "profit_before_tax", { total: true }),
    R("Income tax expense", "income_tax"),
    R("Net earnings (loss)", "net_profit", { total: true, grand: true }),
  ],
  us2_cf: [
    R("Net cash provided by operating activities", "net_cash_from_operating_activities", { total: true }),
    R("Capital expenditures", "purchase_of_fixed_assets"),
    R("Proceeds from asset sales", "disposals"),
    R("Net cash used in investing activities", "net_cash_from_investing_activities", { total: true }),
    R("Borrowings under credit facility", "proceeds"),
    R("Principal payments on long-term debt", "repayment_of_borrowings"),
    R("Dividends paid to shareholders", "dividends_paid"),
    R("Net cash provided by (used in) financing activities", "net_cash_from_financing_activities", { total: true }),
    R("Net change in cash", "net_change_in_cash", { total: true }),
    R("Cash at beginning of period", "cash_at_beginning"),
    R("Cash at end of period", "cash_at_end", { total: true, grand: true }),
  ],
  uk_bs: [
    H("Fixed assets"),
    R("Intangible assets", "intangible_assets", { note: "8" }),
    R("Tangible assets", "net_fixed_assets", { note: "9" }),
    R("Investments", "other_non_current_assets", { note: "10" }),
    R("", "total_non_current_assets", { total: true, chart: null }),
    H("Current assets"),
    R("Stocks", "inventory", { note: "11" }),
    R("Debtors", "trade_receivables", { note: "12" }),
    R("Cash at bank and in hand", "cash"),
    R("", "total_current_assets", { total: true, chart: null }),
    R("Creditors: amounts falling due within one year", "total_current_liabilities", { note: "13", sign: -1 }),
    R("Net current assets", "net_current_assets", { total: true }),
    R("Total assets less current liabilities", "ta_less_cl", { total: true }),
    R("Creditors: amounts falling due after more than one year", "total_non_current_liabilities", {
      note: "14",
      sign: -1,
    }),
    R("Net assets", "net_assets", { total: true, grand: true }),
    H("Capital and reserves"),
    R("Called up share capital", "share_capital", { note: "15" }),
    R("Profit and loss account", "retained_earnings"),
    R("Shareholders' funds", "total_equity", { total: true, grand: true }),
  ],
  uk_is: [
    R("Turnover", "revenue", { note: "3" }),
    R("Cost of sales", "cost_of_goods_sold", { sign: -1 }),
    R("Gross profit", "gross_profit", { total: true }),
    R("Distribution costs", "sga_distribution", { sign: -1, chart: null, sgaPart: true }),
    R("Administrative expenses", "hgb_admin", { sign: -1, chart: null, sgaPart: true }),
    R("Other operating expenses", "other_operating_expenses", { sign: -1 }),
    R("Operating profit", "operating_profit", { total: true, note: "4" }),
    R("Other interest receivable and similar income", "other_income"),
    R("Interest payable and similar expenses", "interest_expense", { sign: -1, note: "6" }),
    R("Profit before taxation", "profit_before_tax", { total: true }),
    R("Tax on profit", "income_tax", { sign: -1, note: "7" }),
    R("Profit for the financial year", "net_profit", { total: true, grand: true }),
  ],
  hgb2_is: [
    R("1. Umsatzerlöse", "revenue"),
    R("2. Herstellungskosten der zur Erzielung der Umsatzerlöse erbrachten Leistungen", "cost_of_goods_sold", {
      sign: -1,
    }),
    R("3. Bruttoergebnis vom Umsatz", "gross_profit", { total: true }),
    R("4. Vertriebskosten", "sga_distribution", { sign: -1, chart: null, sgaPart: true }),
    R("5. Allgemeine Verwaltungskosten", "hgb_admin", { sign: -1, chart: null, sgaPart: true }),
    R("6. Sonstige betriebliche Aufwendungen", "other_operating_expenses", { sign: -1 }),
    R("7. Sonstige Zinsen und ähnliche Erträge", "other_income"),
    R("8. Zinsen und ähnliche Aufwendungen", "interest_expense", { sign: -1 }),
    R("9. Steuern vom Einkommen und vom Ertrag", "income_tax", { sign: -1 }),
    R("10. Ergebnis nach Steuern", "net_profit", { chart: null }),
    R("11. Jahresüberschuss", "net_profit", { total: true, grand: true }),
  ],
  hgb2_bs: [
    H("Aktiva"),
    R("Immaterielle Vermögensgegenstände", "intangible_assets"),
    R("Sachanlagen", "net_fixed_assets"),
    R("Finanzanlagen", "other_non_current_assets"),
    R("Anlagevermögen", "total_non_current_assets", { total: true }),
    R("Vorräte", "inventory"),
    R("Forderungen aus Lieferungen und Leistungen", "trade_receivables"),
    R("Sonstige Vermögensgegenstände", "other_current_assets"),
    R("Guthaben bei Kreditinstituten", "cash"),
    R("Umlaufvermögen", "total_current_assets", { total: true }),
    R("Bilanzsumme", "total_assets", { total: true, grand: true }),
    H("Passiva"),
    R("Gezeichnetes Kapital", "share_capital"),
    R("Gewinnrücklagen", "retained_earnings"),
    R("Eigenkapital", "total_equity", { total: true }),
    R("Verbindlichkeiten gegenüber Kreditinstituten", "long_term_debt", { chart: null }),
    R("Verbindlichkeiten aus Lieferungen und Leistungen", "trade_payables"),
    R("Sonstige Verbindlichkeiten", "other_current_liabilities"),
    R("Verbindlichkeiten", "hgb_liabilities", { chart: "total_liabilities", total: true }),
    R("Bilanzsumme", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  hgb_bs: [
    H("AKTIVA"),
    H("A. Anlagevermögen"),
    R("I. Immaterielle Vermögensgegenstände", "intangible_assets"),
    R("II. Sachanlagen", "net_fixed_assets"),
    R("III. Finanzanlagen", "other_non_current_assets"),
    R("Summe Anlagevermögen", "total_non_current_assets", { total: true }),
    H("B. Umlaufvermögen"),
    R("I. Vorräte", "inventory"),
    R("II. Forderungen aus Lieferungen und Leistungen", "trade_receivables"),
    R("III. Sonstige Vermögensgegenstände", "other_current_assets"),
    R("IV. Kassenbestand, Guthaben bei Kreditinstituten", "cash"),
    R("Summe Umlaufvermögen", "total_current_assets", { total: true }),
    R("Summe Aktiva", "total_assets", { total: true, grand: true }),
    H("PASSIVA"),
    H("A. Eigenkapital"),
    R("I. Gezeichnetes Kapital", "share_capital"),
    R("II. Gewinnrücklagen", "retained_earnings"),
    R("Summe Eigenkapital", "total_equity", { total: true }),
    H("B. Verbindlichkeiten"),
    R("1. Verbindlichkeiten gegenüber Kreditinstituten", "long_term_debt", { chart: null }),
    R("2. Verbindlichkeiten aus Lieferungen und Leistungen", "trade_payables"),
    R("3. Sonstige Verbindlichkeiten", "other_current_liabilities"),
    R("Summe Verbindlichkeiten", "hgb_liabilities", { chart: "total_liabilities", total: true }),
    R("Summe Passiva", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  hgb_is: [
    R("1. Umsatzerlöse", "revenue"),
    R("2. Materialaufwand", "cost_of_goods_sold", { chart: null, sign: -1 }),
    R("3. Personalaufwand", "selling_general_administrative", { chart: null, sign: -1 }),
    R("4. Abschreibungen", "depreciation_amortization", { sign: -1 }),
    R("5. Sonstige betriebliche Aufwendungen", "other_operating_expenses", { sign: -1 }),
    R("6. Sonstige Zinsen und ähnliche Erträge", "other_income"),
    R("7. Zinsen und ähnliche Aufwendungen", "interest_expense", { sign: -1 }),
    R("8. Ergebnis vor Ertragsteuern", "profit_before_tax", { total: true }),
    R("9. Steuern vom Einkommen und vom Ertrag", "income_tax", { sign: -1 }),
    R("10. Jahresüberschuss / Jahresfehlbetrag", "net_profit", { total: true, grand: true }),
  ],
  hgb_cf: [
    R("Jahresüberschuss / Jahresfehlbetrag", "net_profit", { chart: null }),
    R("Cashflow aus der laufenden Geschäftstätigkeit", "net_cash_from_operating_activities", { total: true }),
    R("Auszahlungen für Investitionen in das Sachanlagevermögen", "purchase_of_fixed_assets"),
    R("Einzahlungen aus Abgängen von Gegenständen des Sachanlagevermögens", "disposals"),
    R("Cashflow aus der Investitionstätigkeit", "net_cash_from_investing_activities", { total: true }),
    R("Einzahlungen aus der Aufnahme von Krediten", "proceeds"),
    R("Auszahlungen aus der Tilgung von Krediten", "repayment_of_borrowings"),
    R("Gezahlte Dividenden", "dividends_paid"),
    R("Cashflow aus der Finanzierungstätigkeit", "net_cash_from_financing_activities", { total: true }),
    R("Zahlungswirksame Veränderung des Finanzmittelfonds", "net_change_in_cash", { total: true }),
    R("Finanzmittelfonds am Anfang der Periode", "cash_at_beginning"),
    R("Finanzmittelfonds am Ende der Periode", "cash_at_end", { total: true, grand: true }),
  ],
};

// The HGB balance sheet has no current/non-current split of liabilities: its total is computed here.
function withDerived(f) {
  for (const v of Object.values(f)) {
    v.hgb_liabilities = v.long_term_debt + v.trade_payables + v.other_current_liabilities;
    v.net_current_assets = v.total_current_assets - v.total_current_liabilities;
    v.ta_less_cl = v.total_assets - v.total_current_liabilities;
    v.net_assets = v.total_assets - v.total_liabilities;
    v.hgb_admin = v.sga_admin + v.depreciation_amortization;
  }
  return f;
}

/** HGB figures: liabilities are bank debt + payables + other only; equity balances them. */
function hgbFigures(opts) {
  const f = figures(opts);
  for (const v of Object.values(f)) {
    v.long_term_debt =
      v.long_term_debt + v.short_term_debt + v.current_portion_long_term_debt + v.other_non_current_liabilities;
    v.retained_earnings =
      v.total_assets - v.long_term_debt - v.trade_payables - v.other_current_liabilities - v.share_capital;
    v.total_equity = v.share_capital + v.retained_earnings;
  }
  return withDerived(f);
}

// ---------------------------------------------------------------------------------------------
// Documents

const TITLES = {
  en_us: {
    balance_sheet: "Consolidated Balance Sheets",
    income_statement: "Consolidated Statements of Operations",
    cashflow_statement: "Consolidated Statements of Cash Flows",
  },
  en_ifrs: {
    balance_sheet: "Consolidated Statement of Financial Position",
    income_statement: "Consolidated Statement of Profit or Loss",
    cashflow_statement: "Consolidated Statement of Cash Flows",
  },
  en_small: {
    balance_sheet: "Statement of Financial Position",
    income_statement: "Statement of Comprehensive Income",
    cashflow_statement: "Statement of Cash Flows",
  },
  en_in: {
    balance_sheet: "Standalone Balance Sheet",
    income_statement: "Standalone Statement of Profit and Loss",
    cashflow_statement: "Standalone Cash Flow Statement",
  },
  en_us2: {
    balance_sheet: "Balance Sheets",
    income_statement: "Statements of Earnings",
    cashflow_statement: "Statements of Cash Flows",
  },
  en_uk: {
    balance_sheet: "Balance Sheet",
    income_statement: "Profit and Loss Account",
    cashflow_statement: "Cash Flow Statement",
  },
  de2: {
    balance_sheet: "Bilanz",
    income_statement: "Gewinn- und Verlustrechnung (Umsatzkostenverfahren)",
    cashflow_statement: "Kapitalflussrechnung",
  },
  de: {
    balance_sheet: "Bilanz",
    income_statement: "Gewinn- und Verlustrechnung",
    cashflow_statement: "Kapitalflussrechnung",
  },
};

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const MONATE = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
];

function endDate(year, fye) {
  const [m, d] = fye;
  return `${year}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** Header texts of a year column. */
function columnHeader(doc, year) {
  const [m, d] = doc.fye;
  switch (doc.header) {
    case "us-date":
      return [`${MONTHS[m - 1]} ${d},`, String(year)];
    case "uk-date":
      return [`${d} ${MONTHS[m - 1]}`, String(year)];
    case "de-date":
      return [`${String(d).padStart(2, "0")}.${String(m).padStart(2, "0")}.${year}`];
    case "fy-in":
      return [`Year ended`, `${d} ${MONTHS[m - 1]} ${year}`];
    case "fy":
      return [`FY${year}`];
    case "year-unit":
      return [String(year), doc.unitHeader];
    case "de-year":
      return [`Geschäftsjahr`, String(year)];
    default:
      return [String(year)];
  }
}

function periodLine(doc, type) {
  const [m, d] = doc.fye;
  const y = doc.years;
  if (doc.lang === "de") {
    if (type === "balance_sheet") return `zum ${d}. ${MONATE[m - 1]} ${y[0]}`;
    return `für das Geschäftsjahr vom 1. ${MONATE[m % 12]} ${y[0] - (m === 12 ? 0 : 1)} bis ${d}. ${MONATE[m - 1]} ${y[0]}`;
  }
  const date = doc.header === "us-date" ? `${MONTHS[m - 1]} ${d}` : `${d} ${MONTHS[m - 1]}`;
  const years = y.length === 2 ? `${y[0]} and ${y[1]}` : `${y.slice(0, -1).join(", ")} and ${y[y.length - 1]}`;
  if (type === "balance_sheet")
    return `As at ${date}, ${years}`.replace("As at", doc.header === "us-date" ? "As of" : "As at");
  return `For the years ended ${date}, ${years}`;
}

/** Rows to print for one statement, with printed texts per column. */
function printedRows(doc, type) {
  const rows = ROWS[doc.rows[type]];
  return rows.map((row) => {
    if (row.heading) return { ...row, cells: [] };
    const cells = doc.years.map((y) => {
      const v = doc.figures[y][row.fig];
      if (v === undefined) throw new Error(`${doc.id}: no figure ${row.fig}`);
      const shown = (row.sign ?? 1) * (row.fig === "accumulated_depreciation" ? v : v);
      return `${doc.cellPrefix ?? ""}${fmt(shown, doc)}`;
    });
    return { ...row, cells };
  });
}

/** What a correct reading gives: per statement and year, every chart key → amount in units. */
function expected(doc) {
  const documents = [];
  for (const type of doc.statements) {
    for (const y of doc.years) {
      const items = {};
      for (const row of ROWS[doc.rows[type]]) {
        if (row.heading || !row.chart) continue;
        let v = doc.figures[y][row.fig];
        if (row.chart === "accumulated_depreciation") v = Math.abs(v);
        // minor printed units → units of the currency
        const amount = (v * doc.scale) / 10 ** doc.decimals;
        if (!(row.chart in items)) items[row.chart] = Math.round(amount * 100) / 100;
      }
      // Lines that add up to one chart key (distribution + administrative = SG&A).
      const parts = ROWS[doc.rows[type]].filter((r) => r.sgaPart);
      if (parts.length > 0) {
        const sum = parts.reduce((n, r) => n + doc.figures[y][r.fig], 0);
        items.selling_general_administrative = (sum * doc.scale) / 10 ** doc.decimals;
      }
      documents.push({
        document_type: type,
        period: endDate(y, doc.fye),
        period_type: "yearly",
        line_items: sortItems(type, items),
      });
    }
  }
  return documents;
}

const ORDER = [...CHART];
function sortItems(_type, items) {
  return Object.fromEntries(Object.entries(items).sort((a, b) => ORDER.indexOf(a[0]) - ORDER.indexOf(b[0])));
}

// ---------------------------------------------------------------------------------------------
// HTML (Chromium, LibreOffice Writer)

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const CSS = {
  classic: `body{font-family:"Liberation Sans",Arial,sans-serif;font-size:10pt;margin:0}
    h1{font-size:14pt;margin:0 0 2pt}h2{font-size:12pt;margin:0 0 2pt}.sub{margin:0 0 10pt;color:#333}
    table{border-collapse:collapse;width:100%}td,th{padding:2pt 4pt}th{text-align:right;font-weight:bold;border-bottom:1px solid #000}
    td.n{text-align:right;white-space:nowrap;width:16%}td.note{text-align:center;width:6%}th.note{text-align:center}
    tr.t td{font-weight:bold;border-top:1px solid #000}tr.g td.n{border-bottom:3px double #000}tr.h td{font-weight:bold;padding-top:8pt}
    .page{page-break-after:always}`,
  serif: `body{font-family:"Liberation Serif","Times New Roman",serif;font-size:11pt;margin:0}
    h1{font-size:13pt;text-align:center;text-transform:uppercase;margin:0}h2{font-size:12pt;text-align:center;margin:2pt 0}.sub{text-align:center;font-style:italic;margin:0 0 12pt}
    table{border-collapse:collapse;width:100%}td,th{padding:1.5pt 3pt}th{text-align:right;font-weight:normal;text-decoration:underline}
    td.n{text-align:right;white-space:nowrap;width:15%}td.cur{width:2%;text-align:left}td.note{text-align:center;width:7%}th.note{text-align:center}
    tr.t td.n{border-top:1px solid #000}tr.g td.n{border-bottom:2.5px double #000}tr.h td{font-variant:small-caps;padding-top:6pt}
    .page{page-break-after:always}`,
  grid: `body{font-family:"DejaVu Sans",sans-serif;font-size:9pt;margin:0;color:#102030}
    h1{font-size:15pt;color:#0b4f8a;margin:0}h2{font-size:11pt;margin:2pt 0 0;color:#0b4f8a}.sub{margin:0 0 10pt;font-size:8.5pt}
    .row{display:grid;grid-template-columns:1fr 40pt repeat(var(--cols),80pt);column-gap:8pt;padding:2.5pt 0;border-bottom:0.5pt solid #c8d4e0}
    .row .n{text-align:right}.row .note{text-align:center;color:#555}.row.hd{font-weight:bold;border-bottom:1.5pt solid #0b4f8a}
    .row.t{font-weight:bold;background:#eef3f8}.row.g{font-weight:bold;background:#dde7f2}.row.h{font-weight:bold;color:#0b4f8a;border-bottom:none;padding-top:7pt}
    .page{page-break-after:always}`,
  leaders: `body{font-family:"DejaVu Serif",serif;font-size:9.5pt;margin:0}
    h1{font-size:13pt;margin:0}h2{font-size:11pt;margin:2pt 0;font-weight:normal;font-style:italic}.sub{margin:0 0 10pt}
    table{border-collapse:separate;border-spacing:0 2pt;width:100%}th{text-align:right;font-weight:bold}
    td.l{border-bottom:1px dotted #777}td.n{text-align:right;white-space:nowrap;width:17%;padding-left:10pt}td.note{width:6%;text-align:center}
    tr.t td.l{font-weight:bold}tr.h td{font-weight:bold;border:none;padding-top:6pt}.page{page-break-after:always}`,
  wrap: `body{font-family:"Liberation Sans",Arial,sans-serif;font-size:10pt;margin:0}
    h1{font-size:13pt;margin:0}h2{font-size:11pt;margin:2pt 0}.sub{margin:0 0 10pt}
    table{border-collapse:collapse;width:430pt}td,th{padding:2pt 4pt;vertical-align:VALIGN}th{text-align:right}
    td.l{width:150pt}td.n{text-align:right;white-space:nowrap;width:75pt}td.note{width:30pt;text-align:center}
    tr.t td{font-weight:bold}tr.h td{font-weight:bold;padding-top:7pt}.page{page-break-after:always}`,
};

function htmlStatement(doc, type) {
  const layout = doc.layout;
  const title = TITLES[doc.titles][type];
  const rows = printedRows(doc, type);
  const notes = doc.notes && rows.some((r) => r.note);
  const head = [];
  head.push(`<h1>${esc(doc.company)}</h1>`);
  head.push(`<h2>${esc(title)}</h2>`);
  head.push(`<p class="sub">${esc(periodLine(doc, type))}<br>${esc(doc.scalePhrase)}</p>`);
  const headers = doc.years.map((y) => columnHeader(doc, y));
  const depth = Math.max(...headers.map((h) => h.length));
  if (layout === "grid") {
    const hdRows = [];
    for (let i = 0; i < depth; i++) {
      hdRows.push(
        `<div class="row hd"><span></span><span class="note">${notes && i === depth - 1 ? "Note" : ""}</span>${headers
          .map((h) => `<span class="n">${esc(h[i - (depth - h.length)] ?? "")}</span>`)
          .join("")}</div>`,
      );
    }
    const body = rows
      .map((r) =>
        r.heading
          ? `<div class="row h"><span>${esc(r.label)}</span></div>`
          : `<div class="row${r.grand ? " g" : r.total ? " t" : ""}"><span>${esc(r.label)}</span><span class="note">${notes ? esc(r.note ?? "") : ""}</span>${r.cells
              .map((c) => `<span class="n">${esc(c)}</span>`)
              .join("")}</div>`,
      )
      .join("\n");
    return `<div class="page" style="--cols:${doc.years.length}">${head.join("")}${hdRows.join("")}${body}</div>`;
  }
  const cur = layout === "serif" && doc.currencyGlyph;
  const cols = 1 + (notes ? 1 : 0) + doc.years.length * (cur ? 2 : 1);
  const theadRows = [];
  if (doc.restated) {
    // Multi-line header: dates on two lines, the prior year marked as restated on a third line.
    const [a, b] = headers;
    theadRows.push(`<tr><th></th>${notes ? "<th></th>" : ""}<th>${esc(a[0])}</th><th>${esc(b[0])}</th></tr>`);
    theadRows.push(
      `<tr><th style="border:none"></th>${notes ? '<th class="note" style="border:none">Notes</th>' : ""}<th style="border:none">${esc(a[1] ?? "")}</th><th style="border:none">${esc(b[1] ?? "")}</th></tr>`,
    );
    theadRows.push(
      `<tr><th></th>${notes ? "<th></th>" : ""}<th></th><th style="font-size:8pt">(As Restated – Note 2)</th></tr>`,
    );
  } else {
    for (let i = 0; i < depth; i++) {
      theadRows.push(
        `<tr><th></th>${notes ? `<th class="note">${i === depth - 1 ? "Note" : ""}</th>` : ""}${headers
          .map((h) => `${cur ? "<th></th>" : ""}<th>${esc(h[i - (depth - h.length)] ?? "")}</th>`)
          .join("")}</tr>`,
      );
    }
  }
  let first = true;
  const body = rows
    .map((r) => {
      if (r.heading) return `<tr class="h"><td colspan="${cols}">${esc(r.label)}</td></tr>`;
      const glyph = cur && (first || r.grand) ? doc.currencyGlyph : "";
      first = false;
      return `<tr class="${r.grand ? "t g" : r.total ? "t" : ""}"><td class="l">${esc(r.label)}</td>${notes ? `<td class="note">${esc(r.note ?? "")}</td>` : ""}${r.cells
        .map((c) => `${cur ? `<td class="cur">${esc(glyph)}</td>` : ""}<td class="n">${esc(c)}</td>`)
        .join("")}</tr>`;
    })
    .join("\n");
  return `<div class="page">${head.join("")}<table><thead>${theadRows.join("")}</thead><tbody>${body}</tbody></table></div>`;
}

function html(doc) {
  const css = (CSS[doc.layout] ?? CSS.classic).replace("VALIGN", doc.valign ?? "middle");
  const pages = doc.statements.map((t) => htmlStatement(doc, t)).join("\n");
  return `<!doctype html><html lang="${doc.lang}"><head><meta charset="utf-8"><title>${esc(doc.company)}</title><style>@page{size:${doc.paper ?? "A4"};margin:18mm 16mm}${css}</style></head><body>${pages}</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// LibreOffice: spreadsheets and text documents

function csv(doc) {
  const lines = [];
  const q = (s) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  for (const type of doc.statements) {
    lines.push(q(doc.company));
    lines.push(q(TITLES[doc.titles][type]));
    lines.push(q(periodLine(doc, type)));
    lines.push(q(doc.scalePhrase));
    lines.push(["", ...doc.years.map(String)].join(","));
    for (const r of printedRows(doc, type)) {
      if (r.heading) lines.push(q(r.label));
      else {
        // CSV holds plain numbers: no grouping, minus for negatives (Calc prints them as "General").
        const vals = doc.years.map((y) => String(((r.sign ?? 1) * doc.figures[y][r.fig]) / 10 ** doc.decimals));
        lines.push([q(r.label), ...vals].join(","));
      }
    }
    lines.push("");
  }
  return lines.join("\n");
}

const xmlEsc = (s) =>
  String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function fods(doc) {
  const de = doc.lang === "de" || doc.conv === "de";
  const lang = de ? 'number:language="de" number:country="DE"' : 'number:language="en" number:country="US"';
  const dec = doc.decimals;
  const numberEl = `<number:number number:decimal-places="${dec}" number:min-decimal-places="${dec}" number:min-integer-digits="1" number:grouping="true"/>`;
  const negative =
    doc.neg === "paren"
      ? `<number:text>(</number:text>${numberEl}<number:text>)</number:text>`
      : `<number:text>-</number:text>${numberEl}`;
  // Three year columns leave a narrower label column: long labels wrap in their cell (bottom-aligned).
  const wrap =
    doc.years.length > 2 ? '<style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="bottom"/>' : "";
  const sheets = doc.statements
    .map((type) => {
      const rows = printedRows(doc, type);
      const headers = doc.years.map((y) => columnHeader(doc, y));
      const depth = Math.max(...headers.map((h) => h.length));
      const out = [];
      const text = (s, style = "Default") =>
        `<table:table-cell table:style-name="${style}" office:value-type="string"><text:p>${xmlEsc(s)}</text:p></table:table-cell>`;
      const empty = "<table:table-cell/>";
      out.push(`<table:table-row>${text(doc.company, "Title")}</table:table-row>`);
      out.push(`<table:table-row>${text(TITLES[doc.titles][type], "Title")}</table:table-row>`);
      out.push(`<table:table-row>${text(periodLine(doc, type))}</table:table-row>`);
      out.push(`<table:table-row>${text(doc.scalePhrase)}</table:table-row>`);
      for (let i = 0; i < depth; i++) {
        out.push(
          `<table:table-row>${empty}${headers.map((h) => text(h[i - (depth - h.length)] ?? "", "Head")).join("")}</table:table-row>`,
        );
      }
      for (const r of rows) {
        if (r.heading) {
          out.push(`<table:table-row>${text(r.label, "Bold")}</table:table-row>`);
          continue;
        }
        const st = r.total ? "NumTotal" : "Num";
        const cells = doc.years
          .map((y) => {
            const v = ((r.sign ?? 1) * doc.figures[y][r.fig]) / 10 ** dec;
            return `<table:table-cell table:style-name="${st}" office:value-type="float" office:value="${v}"/>`;
          })
          .join("");
        out.push(`<table:table-row>${text(r.label, r.total ? "LblBold" : "Lbl")}${cells}</table:table-row>`);
      }
      const name = {
        balance_sheet: de ? "Bilanz" : "Balance sheet",
        income_statement: de ? "GuV" : "Income",
        cashflow_statement: de ? "KFR" : "Cash flow",
      }[type];
      return `<table:table table:name="${name}"><table:table-column table:style-name="ColLabel"/><table:table-column table:style-name="ColNum" table:number-columns-repeated="${doc.years.length}"/>${out.join("\n")}</table:table>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:styles>
 <number:number-style style:name="N0P" ${lang}>${numberEl}</number:number-style>
 <number:number-style style:name="N0" ${lang}>${negative}<style:map style:condition="value()&gt;=0" style:apply-style-name="N0P"/></number:number-style>
 <style:style style:name="Default" style:family="table-cell"><style:text-properties style:font-name="Liberation Sans" fo:font-size="10pt"/></style:style>
</office:styles>
<office:automatic-styles>
 <style:style style:name="ColLabel" style:family="table-column"><style:table-column-properties style:column-width="${doc.years.length > 2 ? "7.5cm" : "9cm"}"/></style:style>
 <style:style style:name="ColNum" style:family="table-column"><style:table-column-properties style:column-width="${doc.years.length > 2 ? "3cm" : "3.2cm"}"/></style:style>
 <style:style style:name="Title" style:family="table-cell" style:parent-style-name="Default"><style:text-properties fo:font-weight="bold" fo:font-size="12pt"/></style:style>
 <style:style style:name="Bold" style:family="table-cell" style:parent-style-name="Default"><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Lbl" style:family="table-cell" style:parent-style-name="Default">${wrap}</style:style>
 <style:style style:name="LblBold" style:family="table-cell" style:parent-style-name="Bold">${wrap}</style:style>
 <style:style style:name="Head" style:family="table-cell" style:parent-style-name="Default"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Num" style:family="table-cell" style:parent-style-name="Default" style:data-style-name="N0"/>
 <style:style style:name="NumTotal" style:family="table-cell" style:parent-style-name="Default" style:data-style-name="N0"><style:table-cell-properties fo:border-top="0.5pt solid #000000"/><style:text-properties fo:font-weight="bold"/></style:style>
</office:automatic-styles>
<office:body><office:spreadsheet>${sheets}</office:spreadsheet></office:body></office:document>`;
}

function fodt(doc) {
  const tabs = doc.layout === "tabs";
  const parts = [];
  const p = (s, style = "Body") => `<text:p text:style-name="${style}">${xmlEsc(s)}</text:p>`;
  doc.statements.forEach((type, idx) => {
    const rows = printedRows(doc, type);
    const headers = doc.years.map((y) => columnHeader(doc, y));
    const depth = Math.max(...headers.map((h) => h.length));
    const notes = doc.notes && rows.some((r) => r.note);
    parts.push(p(doc.company, idx > 0 ? "TitleBreak" : "Title"));
    parts.push(p(TITLES[doc.titles][type], "Subtitle"));
    parts.push(p(periodLine(doc, type)));
    parts.push(p(doc.scalePhrase));
    if (tabs) {
      for (let i = 0; i < depth; i++) {
        const cells = headers.map((h) => h[i - (depth - h.length)] ?? "");
        parts.push(
          `<text:p text:style-name="${notes ? "TabsNote" : "Tabs"}">${notes ? `<text:tab/>${i === depth - 1 ? "Note" : ""}` : ""}${cells.map((c) => `<text:tab/>${xmlEsc(c)}`).join("")}</text:p>`,
        );
      }
      for (const r of rows) {
        if (r.heading) parts.push(p(r.label, "BoldP"));
        else
          parts.push(
            `<text:p text:style-name="${notes ? "TabsNote" : "Tabs"}">${xmlEsc(r.label)}${notes ? `<text:tab/>${xmlEsc(r.note ?? "")}` : ""}${r.cells.map((c) => `<text:tab/>${xmlEsc(c)}`).join("")}</text:p>`,
          );
      }
      return;
    }
    const ncols = 1 + (notes ? 1 : 0) + doc.years.length;
    const cell = (s, style = "Body") =>
      `<table:table-cell office:value-type="string">${p(s, style)}</table:table-cell>`;
    const trs = [];
    for (let i = 0; i < depth; i++) {
      trs.push(
        `<table:table-row>${cell("")}${notes ? cell(i === depth - 1 ? "Note" : "", "Right") : ""}${headers.map((h) => cell(h[i - (depth - h.length)] ?? "", "RightBold")).join("")}</table:table-row>`,
      );
    }
    for (const r of rows) {
      if (r.heading)
        trs.push(
          `<table:table-row>${cell(r.label, "BoldP")}${Array.from({ length: ncols - 1 }, () => cell("")).join("")}</table:table-row>`,
        );
      else
        trs.push(
          `<table:table-row>${cell(r.label, r.total ? "BoldP" : "Body")}${notes ? cell(r.note ?? "", "Right") : ""}${r.cells.map((c) => cell(c, r.total ? "RightBold" : "Right")).join("")}</table:table-row>`,
        );
    }
    parts.push(
      `<table:table table:name="T${idx}" table:style-name="Tbl"><table:table-column table:style-name="CL"/>${notes ? '<table:table-column table:style-name="CNote"/>' : ""}<table:table-column table:style-name="CN" table:number-columns-repeated="${doc.years.length}"/>${trs.join("\n")}</table:table>`,
    );
  });
  const tabStops = (positions) =>
    `<style:tab-stops>${positions.map((cm) => `<style:tab-stop style:position="${cm}cm" style:type="right"/>`).join("")}</style:tab-stops>`;
  const n = doc.years.length;
  const numStops = Array.from({ length: n }, (_, i) => (17 - (n - 1 - i) * 2.8).toFixed(1));
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:styles>
 <style:style style:name="Body" style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.05cm"/><style:text-properties style:font-name="${doc.font ?? "Liberation Serif"}" fo:font-size="10.5pt"/></style:style>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.8cm" fo:margin-left="2cm" fo:margin-right="2cm"/></style:page-layout>
 <style:style style:name="Title" style:family="paragraph" style:parent-style-name="Body"><style:text-properties fo:font-size="14pt" fo:font-weight="bold"/></style:style>
 <style:style style:name="TitleBreak" style:family="paragraph" style:parent-style-name="Title"><style:paragraph-properties fo:break-before="page"/></style:style>
 <style:style style:name="Subtitle" style:family="paragraph" style:parent-style-name="Body"><style:text-properties fo:font-size="12pt" fo:font-weight="bold"/></style:style>
 <style:style style:name="BoldP" style:family="paragraph" style:parent-style-name="Body"><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Right" style:family="paragraph" style:parent-style-name="Body"><style:paragraph-properties fo:text-align="end"/></style:style>
 <style:style style:name="RightBold" style:family="paragraph" style:parent-style-name="Body"><style:paragraph-properties fo:text-align="${doc.batch === "holdout" ? "end" : "start"}"/><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Tabs" style:family="paragraph" style:parent-style-name="Body"><style:paragraph-properties>${tabStops(numStops)}</style:paragraph-properties></style:style>
 <style:style style:name="TabsNote" style:family="paragraph" style:parent-style-name="Body"><style:paragraph-properties>${tabStops(["10.2", ...numStops])}</style:paragraph-properties></style:style>
 <style:style style:name="Tbl" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
 <style:style style:name="CL" style:family="table-column"><style:table-column-properties style:column-width="${doc.notes ? 17 - 1.2 - 2.8 * n : 17 - 2.8 * n}cm"/></style:style>
 <style:style style:name="CNote" style:family="table-column"><style:table-column-properties style:column-width="1.2cm"/></style:style>
 <style:style style:name="CN" style:family="table-column"><style:table-column-properties style:column-width="2.8cm"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="PL"/></office:master-styles>
<office:body><office:text>${parts.join("\n")}</office:text></office:body></office:document>`;
}

// ---------------------------------------------------------------------------------------------
// Producers

function chromiumPdf(htmlText, out) {
  const src = path.join(WORK, `${path.basename(out, ".pdf")}.html`);
  fs.writeFileSync(src, htmlText);
  execFileSync(
    "chromium",
    ["--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer", `--print-to-pdf=${out}`, `file://${src}`],
    { stdio: "ignore" },
  );
}

function soffice(src, filter, infilter) {
  const args = ["--headless", "--norestore", `-env:UserInstallation=file://${WORK}/lo-profile`];
  if (infilter) args.push(`--infilter=${infilter}`);
  args.push("--convert-to", filter, "--outdir", WORK, src);
  execFileSync("soffice", args, { stdio: "ignore" });
  return path.join(WORK, `${path.basename(src).replace(/\.[^.]+$/, "")}.pdf`);
}

function libreOffice(doc, out) {
  const base = path.join(WORK, doc.id);
  let made;
  if (doc.producer === "lo-calc-csv") {
    fs.writeFileSync(`${base}.csv`, csv(doc));
    made = soffice(`${base}.csv`, "pdf:calc_pdf_Export", "CSV:44,34,76,1");
  } else if (doc.producer === "lo-calc-fods") {
    fs.writeFileSync(`${base}.fods`, fods(doc));
    made = soffice(`${base}.fods`, "pdf:calc_pdf_Export");
  } else if (doc.producer === "lo-writer-fodt") {
    fs.writeFileSync(`${base}.fodt`, fodt(doc));
    made = soffice(`${base}.fodt`, "pdf:writer_pdf_Export");
  } else if (doc.producer === "lo-writer-html") {
    fs.writeFileSync(`${base}.html`, html(doc));
    made = soffice(`${base}.html`, "pdf:writer_pdf_Export", "HTML (StarWriter)");
  }
  fs.copyFileSync(made, out);
}

/**
 * A scan of a PDF: each page rasterized in grey, rotated by `angle` degrees, with paper tone,
 * speckle noise and a soft edge, stored as JPEG in an image-only PDF of the same page size.
 */
async function scan(srcPdf, out, { dpi = 200, angle = 0.6, noise = 0.06, quality = 0.7, seed = 1 }) {
  const prefix = path.join(WORK, `${path.basename(out, ".pdf")}-page`);
  execFileSync("pdftoppm", ["-r", String(dpi), "-gray", "-png", srcPdf, prefix]);
  const pages = fs
    .readdirSync(WORK)
    .filter((f) => f.startsWith(path.basename(prefix)) && f.endsWith(".png"))
    .sort();
  const srcDoc = await PDFDocument.load(fs.readFileSync(srcPdf));
  const doc = await PDFDocument.create();
  const r = rng(seed);
  for (const [i, f] of pages.entries()) {
    const img = await loadImage(fs.readFileSync(path.join(WORK, f)));
    const canvas = createCanvas(img.width, img.height);
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "#f4f1ea";
    ctx.fillRect(0, 0, img.width, img.height);
    ctx.save();
    ctx.translate(img.width / 2, img.height / 2);
    ctx.rotate((angle * (i % 2 === 0 ? 1 : -0.7) * Math.PI) / 180);
    ctx.translate(-img.width / 2 + (r() - 0.5) * 12, -img.height / 2 + (r() - 0.5) * 12);
    ctx.globalCompositeOperation = "multiply";
    ctx.drawImage(img, 0, 0);
    ctx.restore();
    const data = ctx.getImageData(0, 0, img.width, img.height);
    const px = data.data;
    for (let p = 0; p < px.length; p += 4) {
      let g = px[p] * 0.92 + 6;
      if (r() < noise * 0.05) g = r() < 0.5 ? 40 + r() * 60 : 255; // speckles
      g += (r() - 0.5) * 40 * noise * 4; // grain
      g = Math.max(0, Math.min(255, g));
      px[p] = px[p + 1] = px[p + 2] = g;
    }
    ctx.putImageData(data, 0, 0);
    const jpg = await canvas.encode("jpeg", Math.round(quality * 100));
    const { width, height } = srcDoc.getPage(i).getSize();
    const embedded = await doc.embedJpg(jpg);
    doc.addPage([width, height]).drawImage(embedded, { x: 0, y: 0, width, height });
  }
  doc.setProducer("corpus scanner (pdftoppm + noise + rotation)");
  fs.writeFileSync(out, await doc.save());
}

// ---------------------------------------------------------------------------------------------
// The corpus

const base = { decimals: 0, neg: "paren", conv: "en", lang: "en", fye: [12, 31], notes: false, header: "year" };
const BS_IS_CF = ["balance_sheet", "income_statement", "cashflow_statement"];
const US = {
  rows: { balance_sheet: "us_bs", income_statement: "us_is", cashflow_statement: "us_cf" },
  titles: "en_us",
};
const IFRS = {
  rows: { balance_sheet: "ifrs_bs", income_statement: "ifrs_is", cashflow_statement: "ifrs_cf" },
  titles: "en_ifrs",
};
const SMALL = {
  rows: { balance_sheet: "small_bs", income_statement: "small_is", cashflow_statement: "small_cf" },
  titles: "en_small",
};
const IN = {
  rows: { balance_sheet: "in_bs", income_statement: "in_is", cashflow_statement: "ifrs_cf" },
  titles: "en_in",
};
const HGB = {
  rows: { balance_sheet: "hgb_bs", income_statement: "hgb_is", cashflow_statement: "hgb_cf" },
  titles: "de",
  lang: "de",
  conv: "de",
  neg: "minus",
};

const DOCS = [
  // Chromium print-to-pdf
  {
    id: "chromium-us-gaap-thousands",
    producer: "chromium",
    layout: "classic",
    company: "Northwind Analytics, Inc.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(In thousands of U.S. dollars)",
    years: [2024, 2023],
    header: "us-date",
    statements: BS_IS_CF,
    ...US,
    notes: true,
    seed: 11,
    size: 80000,
    loss: [2023],
  },
  {
    id: "chromium-ifrs-gbp-notes",
    producer: "chromium",
    layout: "serif",
    company: "Harbourside Foods plc",
    currency: "GBP",
    scale: 1000,
    scalePhrase: "£'000",
    years: [2024, 2023],
    header: "uk-date",
    statements: BS_IS_CF,
    ...IFRS,
    notes: true,
    seed: 12,
    size: 250000,
    currencyGlyph: "£",
  },
  {
    id: "chromium-restated-note2",
    producer: "chromium",
    layout: "classic",
    company: "Pinecrest Medical Devices Corp.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(in thousands)",
    years: [2024, 2023],
    header: "us-date",
    statements: ["balance_sheet", "income_statement"],
    ...US,
    notes: true,
    restated: true,
    seed: 13,
    size: 40000,
  },
  {
    id: "chromium-grid-eur-space",
    producer: "chromium",
    layout: "grid",
    company: "Société Alpine de Transport SA",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "(in thousands of euros)",
    conv: "space",
    years: [2024, 2023],
    statements: BS_IS_CF,
    ...IFRS,
    notes: true,
    seed: 14,
    size: 600000,
  },
  {
    id: "chromium-wrapped-labels",
    producer: "chromium",
    layout: "wrap",
    valign: "bottom",
    company: "Coastal Freight Logistics LLC",
    currency: "USD",
    scale: 1,
    scalePhrase: "(Amounts in U.S. dollars)",
    years: [2024, 2023],
    statements: ["income_statement", "cashflow_statement"],
    ...US,
    notes: false,
    seed: 15,
    size: 9000000,
    loss: [2024],
  },
  {
    id: "chromium-wrapped-middle",
    producer: "chromium",
    layout: "wrap",
    valign: "middle",
    company: "Blue Ridge Outdoor Supply Co.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(Dollars in thousands)",
    years: [2024, 2023],
    statements: ["balance_sheet", "cashflow_statement"],
    ...US,
    notes: true,
    seed: 16,
    size: 55000,
  },
  {
    id: "chromium-india-rupee-thousands",
    producer: "chromium",
    layout: "classic",
    company: "Sahyadri Agro Processing Limited",
    currency: "INR",
    scale: 1000,
    scalePhrase: "(All amounts in ₹ thousands, unless otherwise stated)",
    conv: "in",
    years: [2024, 2023],
    fye: [3, 31],
    header: "fy-in",
    statements: BS_IS_CF,
    ...IN,
    notes: true,
    seed: 17,
    size: 4500000,
  },
  {
    id: "chromium-india-lakhs",
    producer: "chromium",
    layout: "serif",
    company: "Kaveri Textiles Private Limited",
    currency: "INR",
    scale: 100000,
    scalePhrase: "(₹ in lakhs)",
    conv: "in",
    decimals: 2,
    years: [2024, 2023],
    fye: [3, 31],
    header: "fy-in",
    statements: ["balance_sheet", "income_statement"],
    ...IN,
    notes: true,
    seed: 18,
    size: 1200000,
  },
  {
    id: "chromium-india-crores",
    producer: "chromium",
    layout: "grid",
    company: "Deccan Infra Projects Limited",
    currency: "INR",
    scale: 10000000,
    scalePhrase: "(Rupees in crores)",
    decimals: 2,
    years: [2024, 2023],
    fye: [3, 31],
    header: "fy-in",
    statements: ["income_statement", "cashflow_statement"],
    ...IN,
    notes: false,
    seed: 19,
    size: 250000,
    loss: [2023],
  },
  {
    id: "chromium-swiss-chf",
    producer: "chromium",
    layout: "classic",
    company: "Helvetia Präzisionstechnik AG",
    currency: "CHF",
    scale: 1000,
    scalePhrase: "in CHF thousands",
    conv: "ch",
    neg: "minus",
    years: [2024, 2023],
    statements: BS_IS_CF,
    ...IFRS,
    notes: false,
    seed: 20,
    size: 320000,
  },
  {
    id: "chromium-three-years-millions",
    producer: "chromium",
    layout: "serif",
    company: "Granite Peak Industries, Inc.",
    currency: "USD",
    scale: 1000000,
    scalePhrase: "(In millions, except per share data)",
    decimals: 1,
    years: [2024, 2023, 2022],
    header: "year",
    statements: ["income_statement", "cashflow_statement"],
    ...US,
    seed: 21,
    size: 48000,
    loss: [2022],
    currencyGlyph: "$",
  },
  {
    id: "chromium-small-peso",
    producer: "chromium",
    layout: "serif",
    company: "Lakeview Learning Center, Inc.",
    currency: "PHP",
    scale: 1,
    scalePhrase: "(Amounts in Philippine Peso)",
    years: [2024, 2023],
    statements: BS_IS_CF,
    ...SMALL,
    seed: 22,
    size: 18000000,
    loss: [2024, 2023],
    currencyGlyph: "₱",
  },
  {
    id: "chromium-hgb-bilanz-teur",
    producer: "chromium",
    layout: "classic",
    company: "Müller Maschinenbau GmbH",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "in TEUR",
    years: [2024, 2023],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    seed: 23,
    size: 90000,
    hgb: true,
  },
  {
    id: "chromium-hgb-mio-eur",
    producer: "chromium",
    layout: "grid",
    company: "Rheinische Energiehandel AG",
    currency: "EUR",
    scale: 1000000,
    scalePhrase: "in Mio. €",
    decimals: 1,
    years: [2024, 2023],
    statements: BS_IS_CF,
    ...HGB,
    seed: 24,
    size: 14000,
    hgb: true,
    loss: [2023],
  },
  {
    id: "chromium-eur-apostrophe-000",
    producer: "chromium",
    layout: "classic",
    company: "Van Dijk Horticulture B.V.",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "€'000",
    conv: "de",
    years: [2024, 2023],
    header: "uk-date",
    statements: BS_IS_CF,
    ...IFRS,
    notes: true,
    seed: 25,
    size: 70000,
  },
  // LibreOffice Calc
  {
    id: "calc-csv-small-units",
    producer: "lo-calc-csv",
    company: "Maple Street Bakery Ltd.",
    currency: "CAD",
    scale: 1,
    scalePhrase: "Amounts in Canadian dollars",
    years: [2024, 2023],
    statements: ["balance_sheet", "income_statement"],
    ...SMALL,
    seed: 31,
    size: 2500000,
    loss: [2023],
    conv: "plain",
    neg: "minus",
  },
  {
    id: "calc-fods-us-three-years",
    producer: "lo-calc-fods",
    company: "Sierra Solar Holdings Corp.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(in thousands)",
    years: [2024, 2023, 2022],
    header: "us-date",
    statements: ["income_statement", "cashflow_statement"],
    ...US,
    seed: 32,
    size: 150000,
    loss: [2024],
  },
  {
    id: "calc-fods-hgb-guv",
    producer: "lo-calc-fods",
    company: "Schwarzwald Holzbau GmbH & Co. KG",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Angaben in EUR",
    decimals: 2,
    years: [2024, 2023],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    seed: 33,
    size: 420000000,
    hgb: true,
  },
  {
    id: "calc-fods-ifrs-eur",
    producer: "lo-calc-fods",
    company: "Nordlicht Software SE",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "in EUR thousand",
    years: [2024, 2023],
    header: "uk-date",
    statements: BS_IS_CF,
    ...IFRS,
    seed: 34,
    size: 210000,
    loss: [2024],
  },
  // LibreOffice Writer
  {
    id: "writer-fodt-ifrs-table",
    producer: "lo-writer-fodt",
    company: "Fjordline Aquaculture ASA",
    currency: "NOK",
    scale: 1000,
    scalePhrase: "(NOK 1 000)",
    conv: "spacedot",
    years: [2024, 2023],
    header: "uk-date",
    statements: BS_IS_CF,
    ...IFRS,
    notes: true,
    seed: 41,
    size: 900000,
  },
  {
    id: "writer-fodt-tabs-us",
    producer: "lo-writer-fodt",
    layout: "tabs",
    company: "Redwood Home Health Services, Inc.",
    currency: "USD",
    scale: 1,
    scalePhrase: "(in US dollars)",
    years: [2024, 2023],
    statements: ["balance_sheet", "income_statement"],
    ...SMALL,
    seed: 42,
    size: 6000000,
    loss: [2024],
  },
  {
    id: "writer-fodt-tabs-hgb",
    producer: "lo-writer-fodt",
    layout: "tabs",
    company: "Bergmann Logistik GmbH",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "TEUR",
    years: [2024, 2023],
    statements: ["income_statement", "cashflow_statement"],
    ...HGB,
    seed: 43,
    size: 60000,
    hgb: true,
    loss: [2024],
  },
  {
    id: "writer-html-us-gaap",
    producer: "lo-writer-html",
    layout: "classic",
    company: "Cascade Biotech, Inc.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(in thousands)",
    years: [2024, 2023],
    header: "us-date",
    statements: BS_IS_CF,
    ...US,
    seed: 44,
    size: 120000,
    loss: [2024, 2023],
  },
  {
    id: "writer-html-june-fye",
    producer: "lo-writer-html",
    layout: "serif",
    company: "Southern Cross Minerals Limited",
    currency: "AUD",
    scale: 1000,
    scalePhrase: "$'000",
    years: [2024, 2023],
    fye: [6, 30],
    header: "uk-date",
    statements: ["balance_sheet", "income_statement"],
    ...IFRS,
    notes: true,
    seed: 45,
    size: 380000,
  },
];

// A second batch, made after the reader was tuned on the first: wording, layouts, scale phrases and
// number forms the first batch does not have (measures how the reader does on statements it has
// never seen).
const US2 = {
  rows: { balance_sheet: "us2_bs", income_statement: "us2_is", cashflow_statement: "us2_cf" },
  titles: "en_us2",
};
const UK = { rows: { balance_sheet: "uk_bs", income_statement: "uk_is" }, titles: "en_uk" };
const HGB2 = { ...HGB, rows: { balance_sheet: "hgb2_bs", income_statement: "hgb2_is" }, titles: "de2" };
const HOLDOUT = [
  {
    id: "holdout-us-earnings-leaders",
    producer: "chromium",
    layout: "leaders",
    company: "Prairie Wind Outfitters, Inc.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(Amounts in USD '000)",
    years: [2024, 2023],
    header: "fy",
    statements: BS_IS_CF,
    ...US2,
    seed: 51,
    size: 65000,
    loss: [2024],
  },
  {
    id: "holdout-uk-companies-act",
    producer: "chromium",
    layout: "serif",
    company: "Wexford & Lyme Joinery Limited",
    currency: "GBP",
    scale: 1000,
    scalePhrase: "",
    unitHeader: "£'000",
    years: [2024, 2023],
    fye: [3, 31],
    header: "year-unit",
    statements: ["balance_sheet", "income_statement"],
    ...UK,
    notes: true,
    seed: 52,
    size: 30000,
  },
  {
    id: "holdout-cad-expressed",
    producer: "lo-writer-html",
    layout: "classic",
    company: "Laurentian Timber Products Ltd.",
    currency: "CAD",
    scale: 1000,
    scalePhrase: "(expressed in thousands of Canadian dollars)",
    years: [2024, 2023],
    header: "us-date",
    statements: BS_IS_CF,
    ...US2,
    seed: 53,
    size: 140000,
    loss: [2023],
  },
  {
    id: "holdout-sap-trailing-minus",
    producer: "chromium",
    layout: "classic",
    company: "Oberland Armaturen GmbH",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "in Tsd. €",
    neg: "trailing",
    years: [2024, 2023],
    header: "de-year",
    statements: ["balance_sheet", "income_statement"],
    ...HGB2,
    seed: 54,
    size: 75000,
    hgb: true,
    loss: [2024],
  },
  {
    id: "holdout-calc-teur-september",
    producer: "lo-calc-fods",
    company: "Hanse Kühllogistik GmbH",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "T€",
    years: [2024, 2023],
    fye: [9, 30],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB2,
    seed: 55,
    size: 48000,
    hgb: true,
  },
  {
    id: "holdout-eur-million-decimal-comma",
    producer: "chromium",
    layout: "grid",
    company: "Iberia Port Services S.A.",
    currency: "EUR",
    scale: 1000000,
    scalePhrase: "€ million",
    conv: "de",
    decimals: 1,
    years: [2024, 2023],
    header: "uk-date",
    statements: BS_IS_CF,
    ...IFRS,
    notes: true,
    seed: 56,
    size: 9000,
  },
  {
    id: "holdout-usd-dollar-every-cell",
    producer: "lo-writer-fodt",
    company: "Bayou Marine Repair, LLC",
    currency: "USD",
    scale: 1,
    scalePhrase: "All figures in USD",
    cellPrefix: "$",
    years: [2024, 2023],
    statements: BS_IS_CF,
    ...SMALL,
    seed: 57,
    size: 3500000,
    loss: [2024],
  },
  {
    id: "holdout-zar-space-june",
    producer: "chromium",
    layout: "classic",
    company: "Karoo Agri Holdings (Pty) Ltd",
    currency: "ZAR",
    scale: 1000,
    scalePhrase: "R'000",
    conv: "spacedot",
    years: [2024, 2023],
    fye: [6, 30],
    header: "uk-date",
    statements: BS_IS_CF,
    ...IFRS,
    notes: true,
    seed: 58,
    size: 520000,
    loss: [2023],
  },
];
DOCS.push(...HOLDOUT.map((d) => ({ ...d, batch: "holdout" })));

// Scans of some of the above: [id, source id, options]
const SCANS = [
  ["scan-us-gaap-thousands", "chromium-us-gaap-thousands", { dpi: 200, angle: 0.7, noise: 0.05, seed: 101 }],
  ["scan-ifrs-gbp-notes", "chromium-ifrs-gbp-notes", { dpi: 200, angle: -0.5, noise: 0.06, seed: 102 }],
  ["scan-small-peso", "chromium-small-peso", { dpi: 200, angle: 1.0, noise: 0.05, seed: 103 }],
  ["scan-hgb-bilanz-teur", "chromium-hgb-bilanz-teur", { dpi: 200, angle: -0.8, noise: 0.05, seed: 104 }],
  ["scan-calc-hgb-guv", "calc-fods-hgb-guv", { dpi: 250, angle: 0.4, noise: 0.04, seed: 105 }],
  ["scan-writer-tabs-us", "writer-fodt-tabs-us", { dpi: 200, angle: -1.2, noise: 0.06, seed: 106 }],
  ["scan-india-thousands", "chromium-india-rupee-thousands", { dpi: 200, angle: 0.5, noise: 0.05, seed: 107 }],
  ["scan-swiss-chf", "chromium-swiss-chf", { dpi: 200, angle: 0.3, noise: 0.07, seed: 108 }],
  ["holdout-scan-uk-companies-act", "holdout-uk-companies-act", { dpi: 200, angle: -0.9, noise: 0.05, seed: 151 }],
  ["holdout-scan-sap-trailing-minus", "holdout-sap-trailing-minus", { dpi: 200, angle: 0.6, noise: 0.05, seed: 152 }],
  ["holdout-scan-us-leaders", "holdout-us-earnings-leaders", { dpi: 200, angle: 1.1, noise: 0.06, seed: 153 }],
];

const FEATURES = (doc) =>
  [
    doc.notes && "note column",
    doc.restated && "multi-line header with (As Restated – Note 2)",
    doc.layout === "wrap" &&
      `labels wrapped over lines (amount ${doc.valign === "bottom" ? "on the last" : "in the middle"})`,
    doc.layout === "tabs" && "columns by tab stops (no table)",
    doc.layout === "grid" && "CSS grid rows",
    doc.currencyGlyph && `currency glyph column (${doc.currencyGlyph})`,
    doc.years.length === 3 && "three year columns",
    (doc.loss ?? []).length > 0 && "loss year(s)",
    doc.lang === "de" && "German HGB",
    doc.fye[0] !== 12 && "fiscal year not ending in December",
    doc.neg === "trailing" && "trailing minus (SAP style 1.234-)",
    doc.cellPrefix && `currency sign in every amount cell (${doc.cellPrefix}1,234)`,
    doc.layout === "leaders" && "dotted leaders",
    doc.header === "fy" && "FY2024 column headers",
    doc.header === "year-unit" && `unit under each year (${doc.unitHeader})`,
    doc.rows?.balance_sheet === "uk_bs" && "UK Companies Act format (creditors as deductions, unlabelled subtotals)",
  ].filter(Boolean);

async function main() {
  fs.mkdirSync(path.join(OUT, "holdout"), { recursive: true });
  const built = new Map();
  for (const spec of DOCS) {
    const doc = { ...base, ...spec };
    doc.figures = doc.hgb ? hgbFigures(doc) : withDerived(figures(doc));
    built.set(doc.id, doc);
    if (only.length > 0 && !only.includes(doc.id)) continue;
    const out = path.join(dirOf(doc), `${doc.id}.pdf`);
    if (doc.producer === "chromium") chromiumPdf(html(doc), out);
    else libreOffice(doc, out);
    writeExpected(doc, doc.id, "text");
    console.log(`${doc.id}.pdf  ${(fs.statSync(out).size / 1024).toFixed(0)} KB`);
  }
  for (const [id, source, opts] of SCANS) {
    if (only.length > 0 && !only.includes(id)) continue;
    const doc = built.get(source);
    const dir = dirOf(doc);
    await scan(path.join(dir, `${source}.pdf`), path.join(dir, `${id}.pdf`), opts);
    writeExpected({ ...doc, scanOf: source, scanOptions: opts }, id, "scan");
    console.log(`${id}.pdf  ${(fs.statSync(path.join(dir, `${id}.pdf`)).size / 1024).toFixed(0)} KB`);
  }
  fs.rmSync(WORK, { recursive: true, force: true });
  // The JSONs in the repository's format (biome checks them with the rest of the tree).
  execFileSync("npx", ["biome", "format", "--write", OUT], { stdio: "ignore" });
}

/** The second batch lives in holdout/, measured apart from the first (corpus.test.ts). */
function dirOf(doc) {
  return doc.batch === "holdout" ? path.join(OUT, "holdout") : OUT;
}

function writeExpected(doc, id, kind) {
  const producer = {
    chromium: "Chromium print-to-pdf of HTML",
    "lo-calc-csv": "LibreOffice Calc (CSV)",
    "lo-calc-fods": "LibreOffice Calc (FODS)",
    "lo-writer-fodt": "LibreOffice Writer (FODT)",
    "lo-writer-html": "LibreOffice Writer (HTML)",
  }[doc.producer];
  const json = {
    file: `${id}.pdf`,
    kind,
    producer:
      kind === "scan"
        ? `scan (pdftoppm ${doc.scanOptions.dpi} dpi, rotated ${doc.scanOptions.angle}°, noise, JPEG) of ${doc.scanOf}.pdf`
        : producer,
    language: doc.lang,
    company: doc.company,
    currency: doc.currency,
    scale: doc.scale,
    scale_phrase: doc.scalePhrase,
    number_convention: doc.producer === "lo-calc-csv" ? "1234.56 (plain)" : CONVENTIONS[doc.conv].label,
    batch: doc.batch ?? "first",
    features: FEATURES(doc),
    documents: expected(doc),
  };
  fs.writeFileSync(path.join(dirOf(doc), `${id}.json`), `${JSON.stringify(json, null, 2)}\n`);
}

await main();
