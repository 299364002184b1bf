// The statement data model shared by the corpus makers (scripts/make-extraction-corpus.mjs,
// scripts/make-producer-corpus.mjs, scripts/make-unseen-corpus.mjs): seeded consistent figures,
// number formats, statement rows and titles, column headers, the expected figures a correct
// reading gives, the scan simulation and the run over a batch (buildBatch). Written once here;
// each maker only lays the rows out with its own producer (page layout: scripts/corpus-layout.mjs).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { PDFDocument } from "pdf-lib";

// ---------------------------------------------------------------------------------------------
// Figures

export function rng(seed) {
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
export function figures({ seed, years, size, loss = [] }) {
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

export function group(intStr, sep, indian = false) {
  if (indian && intStr.length > 3) {
    const last3 = intStr.slice(-3);
    const rest = intStr.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, sep);
    return `${rest}${sep}${last3}`;
  }
  return intStr.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

export const CONVENTIONS = {
  en: { group: ",", decimal: ".", label: "1,234.56" },
  de: { group: ".", decimal: ",", label: "1.234,56" },
  space: { group: " ", decimal: ",", label: "1 234,56" },
  spacedot: { group: " ", decimal: ".", label: "1 234.56" },
  ch: { group: "'", decimal: ".", label: "1'234.56" },
  in: { group: ",", decimal: ".", label: "12,34,567.89", indian: true },
  plain: { group: "", decimal: ".", label: "1234.56" },
};

/** Formats a value in minor printed units. neg: "paren" | "minus" | "unicode" | "dash". */
export function fmt(v, { conv = "en", decimals = 0, neg = "paren", zero } = {}) {
  const c = CONVENTIONS[conv];
  // A zero printed as a dash ("—", "-"), as many statements print it (unseen batch 3 only).
  if (v === 0 && zero) return zero;
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

export const R = (label, fig, opts = {}) => ({
  label,
  fig,
  chart: opts.chart ?? (fig && CHART.has(fig) ? fig : null),
  ...opts,
});
export const H = (label) => ({ label, heading: true });

/** A row set with some labels replaced (label → new label, or → [label, options]): the later batches' own wording. */
export const relabel = (rows, map) =>
  rows.map((r) => {
    const to = map[r.label];
    if (to === undefined) return r;
    return Array.isArray(to) ? { ...r, label: to[0], ...to[1] } : { ...r, label: to };
  });

export const CHART = new Set([
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
export const ROWS = {
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
export function withDerived(f) {
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
export function hgbFigures(opts) {
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

export const TITLES = {
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

export const MONTHS = [
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
export const MONATE = [
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

export function endDate(year, fye) {
  const [m, d] = fye;
  return `${year}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** Header texts of a year column. */
export function columnHeader(doc, year) {
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
    // Undated headers: the period is only in the line under the title.
    case "this-last":
      return [doc.years.indexOf(year) === 0 ? "This year" : "Last year"];
    case "de-this-last-unit":
      return [doc.years.indexOf(year) === 0 ? "Geschäftsjahr" : "Vorjahr", doc.unitHeader];
    // The scale in every column's header instead of a line under the title.
    case "year-unit-inline":
      return [`${year} (${doc.unitHeader})`];
    case "de-date-unit":
      return [`${String(d).padStart(2, "0")}.${String(m).padStart(2, "0")}.${year}`, doc.unitHeader];
    case "actual-prior":
      return [doc.years.indexOf(year) === 0 ? "Actual" : "Prior year", String(year)];
    default:
      return [String(year)];
  }
}

export function periodLine(doc, type) {
  const [m, d] = doc.fye;
  const y = doc.years;
  // An accounting package's report period (unseen batch 3): "January - December 2025".
  if (doc.periodStyle === "package") {
    if (type === "balance_sheet") return `As of ${MONTHS[m - 1]} ${d}, ${y[0]}`;
    return `${MONTHS[m % 12]} - ${MONTHS[m - 1]} ${y[0]}`;
  }
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
export function printedRows(doc, type) {
  const rows = ROWS[doc.rows[type]];
  return rows.map((row) => {
    if (row.heading) return { ...row, cells: [] };
    // An HGB "davon" line (unseen batch 4): the amounts in the label text, the amount cells empty.
    if (row.davon) {
      const [y, py] = doc.years.map((yy) => fmt(doc.figures[yy][row.fig], { ...doc, zero: undefined }));
      const unit = doc.davonUnit ?? "EUR";
      return { ...row, label: `${row.label} ${unit} ${y} (Vorjahr: ${unit} ${py})`, cells: doc.years.map(() => "") };
    }
    const cells = doc.years.map((y) => {
      const v = doc.figures[y][row.fig];
      if (v === undefined) throw new Error(`${doc.id}: no figure ${row.fig}`);
      const shown = (row.sign ?? 1) * (row.fig === "accumulated_depreciation" ? v : v);
      // The prior year in thousands beside the current year in units (HGB "Vorjahr TEUR"; unseen batch 3).
      if (doc.priorScale && y !== doc.years[0])
        return fmt(Math.round(shown / 10 ** doc.decimals / doc.priorScale), { ...doc, decimals: 0 });
      return `${doc.cellPrefix ?? ""}${fmt(shown, doc)}`;
    });
    return { ...row, cells };
  });
}

/** What a correct reading gives: per statement and year, every chart key → amount in units. */
export function expected(doc) {
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
      // reader35: profit reserves and the Bilanzgewinn beside them = retained earnings (their sum).
      const reParts = ROWS[doc.rows[type]].filter((r) => r.rePart);
      if (reParts.length > 0) {
        const sum = reParts.reduce((n, r) => n + doc.figures[y][r.fig], 0);
        items.retained_earnings = (sum * doc.scale) / 10 ** doc.decimals;
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

export const ORDER = [...CHART];
export function sortItems(_type, items) {
  return Object.fromEntries(Object.entries(items).sort((a, b) => ORDER.indexOf(a[0]) - ORDER.indexOf(b[0])));
}

export const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const xmlEsc = (s) =>
  String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A scan of a PDF: each page rasterized in grey, rotated by `angle` degrees, with paper tone,
 * speckle noise and a soft edge, stored as JPEG in an image-only PDF of the same page size.
 * `work`: a scratch folder for the page images.
 */
export async function scan(srcPdf, out, { dpi = 200, angle = 0.6, noise = 0.06, quality = 0.7, seed = 1 }, work) {
  const prefix = path.join(work, `${path.basename(out, ".pdf")}-page`);
  execFileSync("pdftoppm", ["-r", String(dpi), "-gray", "-png", srcPdf, prefix]);
  const pages = fs
    .readdirSync(work)
    .filter((f) => f.startsWith(path.basename(prefix)) && f.endsWith(".png"))
    .sort();
  const srcDoc = await PDFDocument.load(fs.readFileSync(srcPdf));
  const doc = await PDFDocument.create();
  const r = rng(seed);
  for (const [i, f] of pages.entries()) {
    const img = await loadImage(fs.readFileSync(path.join(work, f)));
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

export const base = { decimals: 0, neg: "paren", conv: "en", lang: "en", fye: [12, 31], notes: false, header: "year" };
export const BS_IS_CF = ["balance_sheet", "income_statement", "cashflow_statement"];
export const US = {
  rows: { balance_sheet: "us_bs", income_statement: "us_is", cashflow_statement: "us_cf" },
  titles: "en_us",
};
export const IFRS = {
  rows: { balance_sheet: "ifrs_bs", income_statement: "ifrs_is", cashflow_statement: "ifrs_cf" },
  titles: "en_ifrs",
};
export const SMALL = {
  rows: { balance_sheet: "small_bs", income_statement: "small_is", cashflow_statement: "small_cf" },
  titles: "en_small",
};
export const IN = {
  rows: { balance_sheet: "in_bs", income_statement: "in_is", cashflow_statement: "ifrs_cf" },
  titles: "en_in",
};
export const HGB = {
  rows: { balance_sheet: "hgb_bs", income_statement: "hgb_is", cashflow_statement: "hgb_cf" },
  titles: "de",
  lang: "de",
  conv: "de",
  neg: "minus",
};

export const US2 = {
  rows: { balance_sheet: "us2_bs", income_statement: "us2_is", cashflow_statement: "us2_cf" },
  titles: "en_us2",
};
export const UK = { rows: { balance_sheet: "uk_bs", income_statement: "uk_is" }, titles: "en_uk" };
export const HGB2 = { ...HGB, rows: { balance_sheet: "hgb2_bs", income_statement: "hgb2_is" }, titles: "de2" };

// Row sets of the unseen batches (wording of small UK and US companies, revenue printed
// as its components and a total, expenses in parentheses).

Object.assign(ROWS, {
  uk_small_bs: [
    H("Fixed assets"),
    R("Intangible fixed assets", "intangible_assets", { note: "6" }),
    R("Tangible fixed assets", "net_fixed_assets", { note: "7" }),
    R("Investments", "other_non_current_assets"),
    R("Total fixed assets", "total_non_current_assets", { total: true }),
    H("Current assets"),
    R("Stock on hand", "inventory"),
    R("Trade debtors", "trade_receivables", { note: "8" }),
    R("Prepayments and accrued income", "other_current_assets"),
    R("Cash at bank", "cash"),
    R("Total current assets", "total_current_assets", { total: true }),
    R("Creditors: amounts falling due within one year", "total_current_liabilities", { note: "9", sign: -1 }),
    R("Net current assets", "net_current_assets", { total: true }),
    R("Total assets less current liabilities", "ta_less_cl", { total: true }),
    R("Creditors: amounts falling due after more than one year", "total_non_current_liabilities", {
      note: "10",
      sign: -1,
    }),
    R("Net assets", "net_assets", { total: true, grand: true }),
    H("Capital and reserves"),
    R("Called up share capital", "share_capital"),
    R("Profit and loss reserve", "retained_earnings"),
    R("Total shareholders' funds", "total_equity", { total: true, grand: true }),
  ],
  uk_small_is: [
    R("Turnover", "revenue", { note: "3" }),
    R("Cost of sales", "cost_of_goods_sold", { sign: -1 }),
    R("Gross profit", "gross_profit", { total: true }),
    R("Distribution costs", "sga_distribution", { sign: -1, chart: null, sgaPart: true }),
    R("Administrative expenses", "sga_admin", { sign: -1, chart: null, sgaPart: true }),
    R("Depreciation", "depreciation_amortization", { sign: -1 }),
    R("Other operating charges", "other_operating_expenses", { sign: -1 }),
    R("Operating profit", "operating_profit", { total: true, note: "4" }),
    R("Interest receivable", "other_income"),
    R("Interest payable and similar charges", "interest_expense", { sign: -1 }),
    R("Profit before taxation", "profit_before_tax", { total: true }),
    R("Tax on profit", "income_tax", { sign: -1, note: "5" }),
    R("Profit for the financial year", "net_profit", { total: true, grand: true }),
  ],
  llc_bs: [
    H("ASSETS"),
    H("Current assets"),
    R("Cash", "cash"),
    R("Accounts receivable, less allowance for credit losses", "trade_receivables"),
    R("Inventory", "inventory"),
    R("Prepaid expenses", "other_current_assets"),
    R("Total current assets", "total_current_assets", { total: true }),
    R("Property and equipment, net of accumulated depreciation", "net_fixed_assets"),
    R("Goodwill", "intangible_assets"),
    R("Deposits and other assets", "other_non_current_assets"),
    R("Total assets", "total_assets", { total: true, grand: true }),
    H("LIABILITIES AND MEMBERS' EQUITY"),
    H("Current liabilities"),
    R("Accounts payable", "trade_payables"),
    R("Line of credit", "short_term_debt"),
    R("Current portion of notes payable", "current_portion_long_term_debt"),
    R("Accrued expenses", "other_current_liabilities"),
    R("Total current liabilities", "total_current_liabilities", { total: true }),
    R("Notes payable, less current portion", "long_term_debt"),
    R("Deferred rent", "other_non_current_liabilities"),
    R("Total liabilities", "total_liabilities", { total: true }),
    H("Members' equity"),
    R("Members' contributed capital", "share_capital"),
    R("Accumulated earnings", "retained_earnings"),
    R("Total members' equity", "total_equity", { total: true }),
    R("Total liabilities and members' equity", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  // Expenses printed in parentheses (sign -1 with neg "paren"); revenue as its components and a total.
  parens_is: [
    H("Revenues"),
    R("Service revenue", "revenue_service", { chart: null }),
    R("Product sales", "revenue_product", { chart: null }),
    R("Total revenues", "revenue", { total: true }),
    R("Cost of revenues (exclusive of depreciation and amortization shown separately below)", "cost_of_goods_sold", {
      sign: -1,
    }),
    R("Gross profit", "gross_profit", { total: true }),
    R("Selling, general and administrative expenses", "selling_general_administrative", { sign: -1 }),
    R("Depreciation and amortization", "depreciation_amortization", { sign: -1 }),
    R("Other operating expenses", "other_operating_expenses", { sign: -1 }),
    R("Operating income (loss)", "operating_profit", { total: true }),
    R("Interest expense", "interest_expense", { sign: -1 }),
    R("Other income", "other_income"),
    R("Income (loss) before income taxes", "profit_before_tax", { total: true }),
    R("Income tax expense", "income_tax", { sign: -1 }),
    R("Net income (loss)", "net_profit", { total: true, grand: true }),
  ],
});

Object.assign(ROWS, {
  // A small owner-managed business's accounting-package wording (accumulated depreciation printed
  // as a deduction, expenses in parentheses).
  shop_bs: [
    H("ASSETS"),
    H("Current Assets"),
    R("Checking and savings", "cash"),
    R("Accounts receivable", "trade_receivables"),
    R("Inventory on hand", "inventory"),
    R("Prepaids and deposits", "other_current_assets"),
    R("Total Current Assets", "total_current_assets", { total: true }),
    H("Fixed Assets"),
    R("Equipment, furniture and vehicles", "gross_fixed_assets"),
    R("Less accumulated depreciation", "accumulated_depreciation", { sign: -1 }),
    R("Net Fixed Assets", "net_fixed_assets", { total: true }),
    R("Software and website, net", "intangible_assets"),
    R("Security deposits", "other_non_current_assets"),
    R("TOTAL ASSETS", "total_assets", { total: true, grand: true }),
    H("LIABILITIES & EQUITY"),
    H("Current Liabilities"),
    R("Accounts payable", "trade_payables"),
    R("Bank line of credit", "short_term_debt"),
    R("SBA loan, due within 12 months", "current_portion_long_term_debt"),
    R("Payroll and sales tax liabilities", "other_current_liabilities"),
    R("Total Current Liabilities", "total_current_liabilities", { total: true }),
    R("SBA loan, long-term portion", "long_term_debt"),
    R("Loans from shareholder", "other_non_current_liabilities"),
    R("Total Liabilities", "total_liabilities", { total: true }),
    H("Equity"),
    R("Common stock", "share_capital"),
    R("Retained earnings", "retained_earnings"),
    R("Total Equity", "total_equity", { total: true }),
    R("TOTAL LIABILITIES & EQUITY", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  shop_is: [
    R("Sales", "revenue"),
    R("Cost of Goods Sold", "cost_of_goods_sold", { sign: -1 }),
    R("Gross Margin", "gross_profit", { total: true }),
    H("Expenses"),
    // reader33: staff costs with SG&A's lines in one figure: no key (docs/chart-of-accounts.md).
    R("Wages, rent and office expenses", "selling_general_administrative", { sign: -1, chart: null }),
    R("Depreciation expense", "depreciation_amortization", { sign: -1 }),
    R("Other expenses", "other_operating_expenses", { sign: -1 }),
    R("Net Operating Income", "operating_profit", { total: true }),
    R("Interest paid on loans", "interest_expense", { sign: -1 }),
    R("Other income", "other_income"),
    R("Net Income Before Taxes", "profit_before_tax", { total: true }),
    R("Income taxes", "income_tax", { sign: -1 }),
    R("Net Income", "net_profit", { total: true, grand: true }),
  ],
});

/** The owner-managed business's statements (unseen batch 2). */
export const SHOP = {
  rows: { balance_sheet: "shop_bs", income_statement: "shop_is" },
  titles: "en_shop",
};
TITLES.en_shop = {
  balance_sheet: "Balance Sheet",
  income_statement: "Profit and Loss",
};

export const LLC = {
  rows: { balance_sheet: "llc_bs", income_statement: "parens_is", cashflow_statement: "us_cf" },
  titles: "en_us2",
};
export const UK_SMALL = { rows: { balance_sheet: "uk_small_bs", income_statement: "uk_small_is" }, titles: "en_uk" };

export const FEATURES = (doc) =>
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

/**
 * The JSON beside a corpus PDF: what the file is (producer, language, scale, number convention,
 * features) and the figures a correct reading gives. `extra` overrides or adds fields (a batch's
 * own, e.g. producer_id) in place.
 */
export function fixtureJson(doc, id, kind, producerName, extra = {}) {
  const json = {
    file: `${id}.pdf`,
    kind,
    producer:
      kind === "scan"
        ? `scan (pdftoppm ${doc.scanOptions.dpi} dpi, rotated ${doc.scanOptions.angle}°, noise, JPEG) of ${doc.scanOf}.pdf`
        : producerName,
    language: doc.lang,
    company: doc.company,
    currency: doc.currency,
    scale: doc.scale,
    scale_phrase: doc.scalePhrase,
    number_convention: CONVENTIONS[doc.conv].label,
    batch: doc.batch ?? "first",
    features: FEATURES(doc),
    documents: expected(doc),
  };
  const out = {};
  for (const [k, v] of Object.entries(json)) {
    out[k] = k in extra ? extra[k] : v;
    if (k === "producer" && "producer_id" in extra) out.producer_id = extra.producer_id;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// A maker's run

/** A document of a batch: the defaults, its spec, and its seeded figures. */
export function corpusDoc(spec) {
  const doc = { ...base, ...spec };
  doc.figures = doc.hgb ? hgbFigures(doc) : withDerived(figures(doc));
  return doc;
}

/** Management accounts' budget: another seeded year of the same size (consistent in itself). */
export const budgetOf = (doc) => withDerived(figures({ ...doc, seed: doc.seed + 500 }))[doc.years[0]];

/**
 * A document of the unseen batches: expenses in parentheses unless German (minus) or given, revenue
 * split into service and product components (printed by some row sets), a budget for management
 * accounts.
 */
export function unseenDoc(spec) {
  const doc = corpusDoc({ ...spec, neg: spec.neg ?? (spec.lang === "de" ? "minus" : "paren") });
  for (const v of Object.values(doc.figures)) {
    v.revenue_service = Math.round(v.revenue * 0.64);
    v.revenue_product = v.revenue - v.revenue_service;
  }
  if (doc.layout === "management") doc.budget = budgetOf(doc);
  return doc;
}

/**
 * Builds a batch: each document (or only those whose ids are in `only`, by default the ids on the
 * command line) by `make(doc, pdfPath)`,
 * then the scans ([id, source id, options]) of the documents built, each with its JSON
 * (`expectedJson(doc, id, kind)`) beside it in `dirOf(doc)`; then removes `work` and formats the
 * JSONs under `out` as the repository does (biome checks them with the rest of the tree).
 */
export async function buildBatch(
  docs,
  scans,
  { only = process.argv.slice(2), out, work, dirOf = () => out, prepare = corpusDoc, make, expectedJson },
) {
  for (const dir of new Set(docs.map(dirOf))) fs.mkdirSync(dir, { recursive: true });
  const writeExpected = (doc, id, kind) =>
    fs.writeFileSync(path.join(dirOf(doc), `${id}.json`), `${JSON.stringify(expectedJson(doc, id, kind), null, 2)}\n`);
  const built = new Map();
  for (const spec of docs) {
    const doc = prepare(spec);
    built.set(doc.id, doc);
    if (only.length > 0 && !only.includes(doc.id)) continue;
    const pdf = path.join(dirOf(doc), `${doc.id}.pdf`);
    await make(doc, pdf);
    writeExpected(doc, doc.id, "text");
    console.log(`${doc.id}.pdf  ${(fs.statSync(pdf).size / 1024).toFixed(0)} KB`);
  }
  for (const [id, source, opts] of scans) {
    if (only.length > 0 && !only.includes(id)) continue;
    const doc = built.get(source);
    const dir = dirOf(doc);
    await scan(path.join(dir, `${source}.pdf`), path.join(dir, `${id}.pdf`), opts, work);
    writeExpected({ ...doc, scanOf: source, scanOptions: opts }, id, "scan");
    console.log(`${id}.pdf  ${(fs.statSync(path.join(dir, `${id}.pdf`)).size / 1024).toFixed(0)} KB`);
  }
  fs.rmSync(work, { recursive: true, force: true });
  execFileSync("npx", ["biome", "format", "--write", out], { stdio: "ignore" });
}

// ---------------------------------------------------------------------------------------------
// Unseen batch 3 (scripts/make-unseen3-corpus.mjs): Australian and Canadian wordings (right-of-use
// assets, lease liabilities, "Net assets"), an IFRS income statement by nature of expense and
// statements of profit or loss and other comprehensive income, a cash flow statement by the direct
// method, an accounting package's "Profit and Loss" and balance sheet (QuickBooks-like totals),
// and a management pack by quarter. Rows whose line has no chart key of its own (right-of-use
// assets, lease liabilities, OCI items, the package's subtotals) are printed but not expected.

Object.assign(ROWS, {
  au_bs: [
    H("Current assets"),
    R("Cash and cash equivalents", "cash", { note: "9" }),
    R("Trade and other receivables", "trade_receivables", { note: "10" }),
    R("Inventories", "inventory", { note: "11" }),
    R("Prepayments", "other_current_assets"),
    R("Total current assets", "total_current_assets", { total: true }),
    H("Non-current assets"),
    R("Property, plant and equipment", "net_fixed_assets", { note: "12" }),
    R("Right-of-use assets", "other_non_current_assets", { note: "13", chart: null }),
    R("Intangible assets", "intangible_assets", { note: "14" }),
    R("Total non-current assets", "total_non_current_assets", { total: true }),
    R("Total assets", "total_assets", { total: true }),
    H("Current liabilities"),
    R("Trade and other payables", "trade_payables", { note: "15" }),
    R("Borrowings", "debt_current_combined", { chart: "short_term_debt", note: "16" }),
    R("Lease liabilities", "other_current_liabilities", { note: "13", chart: null }),
    R("Total current liabilities", "total_current_liabilities", { total: true }),
    H("Non-current liabilities"),
    R("Borrowings", "long_term_debt", { note: "16" }),
    R("Lease liabilities", "other_non_current_liabilities", { note: "13", chart: null }),
    R("Total non-current liabilities", "total_non_current_liabilities", { total: true }),
    R("Total liabilities", "total_liabilities", { total: true }),
    R("Net assets", "net_assets", { total: true, grand: true }),
    H("Equity"),
    R("Issued capital", "share_capital", { note: "17" }),
    R("Retained earnings", "retained_earnings"),
    R("Total equity", "total_equity", { total: true, grand: true }),
  ],
  ca_bs: [
    H("ASSETS"),
    H("Current"),
    R("Cash", "cash"),
    R("Accounts receivable", "trade_receivables"),
    R("Inventories", "inventory"),
    R("Prepaid expenses and deposits", "other_current_assets"),
    R("", "total_current_assets", { total: true, chart: null }),
    R("Property and equipment", "net_fixed_assets", { note: "5" }),
    R("Right-of-use assets", "other_non_current_assets", { note: "6", chart: null }),
    R("Goodwill and intangible assets", "intangible_assets", { note: "7" }),
    R("", "total_assets", { total: true, grand: true, chart: null }),
    H("LIABILITIES"),
    H("Current"),
    R("Bank indebtedness", "short_term_debt", { note: "8" }),
    R("Accounts payable and accrued liabilities", "trade_payables"),
    R("Current portion of long-term debt", "current_portion_long_term_debt", { note: "9" }),
    R("Current portion of lease liabilities", "other_current_liabilities", { note: "6", chart: null }),
    R("", "total_current_liabilities", { total: true, chart: null }),
    R("Long-term debt", "long_term_debt", { note: "9" }),
    R("Lease liabilities", "other_non_current_liabilities", { note: "6", chart: null }),
    R("", "total_liabilities", { total: true, chart: null }),
    H("SHAREHOLDERS' EQUITY"),
    R("Share capital", "share_capital", { note: "10" }),
    R("Retained earnings", "retained_earnings"),
    R("", "total_equity", { total: true, chart: null }),
    R("", "total_liabilities_and_equity", { total: true, grand: true, chart: null }),
  ],
  ca_is: [
    R("Revenue", "revenue"),
    R("Cost of sales", "cost_of_goods_sold"),
    R("Gross margin", "gross_profit", { total: true }),
    H("Expenses"),
    R("Selling, general and administrative", "selling_general_administrative"),
    R("Amortization", "depreciation_amortization"),
    R("Other operating expenses", "other_operating_expenses"),
    R("Income from operations", "operating_profit", { total: true }),
    R("Interest on long-term debt", "interest_expense"),
    R("Other income", "other_income"),
    R("Income before income taxes", "profit_before_tax", { total: true }),
    R("Income taxes", "income_tax"),
    R("Net income and comprehensive income", "net_profit", { total: true, grand: true }),
  ],
  // IFRS by nature of expense, with other comprehensive income after the profit for the year.
  nature_oci_is: [
    R("Revenue", "revenue", { note: "4" }),
    R("Raw materials and consumables used", "cost_of_goods_sold", { sign: -1, chart: "raw_materials" }),
    R("Employee benefits expense", "selling_general_administrative", { sign: -1, chart: null, note: "5" }),
    R("Depreciation and amortisation expense", "depreciation_amortization", { sign: -1 }),
    R("Other expenses", "other_operating_expenses", { sign: -1 }),
    R("Operating profit", "operating_profit", { total: true }),
    R("Finance income", "other_income"),
    R("Finance costs", "interest_expense", { sign: -1, note: "6" }),
    R("Profit before income tax", "profit_before_tax", { total: true }),
    R("Income tax expense", "income_tax", { sign: -1, note: "7" }),
    R("Profit for the year", "net_profit", { total: true }),
    H("Other comprehensive income"),
    H("Items that will not be reclassified to profit or loss"),
    R("Remeasurement of defined benefit obligations", "oci_db", { chart: null }),
    H("Items that may be reclassified subsequently to profit or loss"),
    R("Exchange differences on translation of foreign operations", "oci_fx", { chart: null }),
    R("Other comprehensive income for the year, net of tax", "oci_total", { total: true, chart: null }),
    R("Total comprehensive income for the year", "tci", { total: true, grand: true, chart: null }),
  ],
  // By function of expense (administrative expenses include depreciation), with OCI.
  function_oci_is: [
    R("Revenue", "revenue", { note: "3" }),
    R("Cost of sales", "cost_of_goods_sold", { sign: -1 }),
    R("Gross profit", "gross_profit", { total: true }),
    R("Distribution costs", "sga_distribution", { sign: -1, chart: null, sgaPart: true }),
    R("Administrative expenses", "hgb_admin", { sign: -1, chart: null, sgaPart: true }),
    R("Other operating expenses", "other_operating_expenses", { sign: -1 }),
    R("Operating profit", "operating_profit", { total: true, note: "4" }),
    R("Finance income", "other_income", { note: "6" }),
    R("Finance costs", "interest_expense", { sign: -1, note: "6" }),
    R("Profit before tax", "profit_before_tax", { total: true }),
    R("Income tax expense", "income_tax", { sign: -1, note: "7" }),
    R("Profit for the financial year", "net_profit", { total: true }),
    H("Other comprehensive income"),
    R("Actuarial gain/(loss) on defined benefit pension scheme", "oci_db", { chart: null }),
    R("Foreign currency translation differences", "oci_fx", { chart: null }),
    R("Total comprehensive income for the financial year", "tci", { total: true, grand: true, chart: null }),
  ],
  // Cash flows by the direct method: receipts and payments, then investing and financing.
  direct_cf: [
    H("Cash flows from operating activities"),
    R("Receipts from customers", "cf_receipts", { chart: null }),
    R("Payments to suppliers and employees", "cf_payments", { sign: -1, chart: null }),
    R("Cash generated from operations", "cf_generated", { total: true, chart: null }),
    R("Interest paid", "interest_expense", { sign: -1, chart: null }),
    R("Income taxes paid", "income_tax", { sign: -1, chart: null }),
    R("Net cash from operating activities", "net_cash_from_operating_activities", { total: true }),
    H("Cash flows from investing activities"),
    R("Payments for property, plant and equipment", "purchase_of_fixed_assets"),
    R("Proceeds from sale of property, plant and equipment", "disposals"),
    R("Net cash used in investing activities", "net_cash_from_investing_activities", { total: true }),
    H("Cash flows from financing activities"),
    R("Proceeds from borrowings", "proceeds"),
    R("Repayment of borrowings", "repayment_of_borrowings"),
    R("Dividends paid", "dividends_paid"),
    R("Net cash from (used in) financing activities", "net_cash_from_financing_activities", { total: true }),
    R("Net increase (decrease) in cash held", "net_change_in_cash", { total: true }),
    R("Cash and cash equivalents at the beginning of the financial year", "cash_at_beginning"),
    R("Cash and cash equivalents at the end of the financial year", "cash_at_end", { total: true, grand: true }),
  ],
  // An accounting package's reports (QuickBooks-like): account lines under headings, a "Total"
  // line per heading, expenses positive, Retained Earnings and Net Income in equity.
  qb_is: [
    H("Income"),
    R("Sales", "revenue_product", { chart: null }),
    R("Services", "revenue_service", { chart: null }),
    R("Total Income", "revenue", { total: true }),
    H("Cost of Goods Sold"),
    R("Purchases", "cost_of_goods_sold", { chart: null }),
    R("Total Cost of Goods Sold", "cost_of_goods_sold", { total: true }),
    R("Gross Profit", "gross_profit", { total: true }),
    H("Expenses"),
    // reader33: staff costs are never SG&A (docs/chart-of-accounts.md): printed, under no key.
    R("Payroll Expenses", "sga_distribution", { chart: null }),
    R("Rent & Office Expenses", "sga_admin", { chart: null, sgaPart: true }),
    R("Depreciation Expense", "depreciation_amortization"),
    R("Other Business Expenses", "other_operating_expenses"),
    R("Total Expenses", "qb_expenses", { total: true, chart: null }),
    R("Net Operating Income", "operating_profit", { total: true }),
    H("Other Income"),
    R("Interest Earned", "other_income"),
    H("Other Expenses"),
    R("Interest Expense", "interest_expense"),
    R("Income Taxes", "income_tax"),
    R("Total Other Expenses", "qb_other_expenses", { total: true, chart: null }),
    R("Net Other Income", "qb_net_other", { total: true, chart: null }),
    R("Net Income", "net_profit", { total: true, grand: true }),
  ],
  qb_bs: [
    H("ASSETS"),
    H("Current Assets"),
    H("Bank Accounts"),
    R("Business Checking", "cash"),
    R("Total Bank Accounts", "cash", { total: true }),
    H("Accounts Receivable"),
    R("Accounts Receivable (A/R)", "trade_receivables"),
    R("Total Accounts Receivable", "trade_receivables", { total: true }),
    H("Other Current Assets"),
    R("Inventory Asset", "inventory"),
    R("Prepaid Expenses", "other_current_assets"),
    R("Total Other Current Assets", "qb_oca", { total: true, chart: null }),
    R("Total Current Assets", "total_current_assets", { total: true }),
    H("Fixed Assets"),
    R("Equipment & Vehicles", "gross_fixed_assets"),
    R("Accumulated Depreciation", "accumulated_depreciation", { sign: -1 }),
    R("Total Fixed Assets", "net_fixed_assets", { total: true }),
    H("Other Assets"),
    R("Website & Software", "intangible_assets"),
    R("Security Deposits", "other_non_current_assets"),
    R("Total Other Assets", "qb_oa", { total: true, chart: null }),
    R("TOTAL ASSETS", "total_assets", { total: true, grand: true }),
    H("LIABILITIES AND EQUITY"),
    H("Current Liabilities"),
    R("Accounts Payable (A/P)", "trade_payables"),
    R("Line of Credit", "short_term_debt"),
    R("Equipment Loan - Current", "current_portion_long_term_debt"),
    R("Payroll Liabilities", "other_current_liabilities"),
    R("Total Current Liabilities", "total_current_liabilities", { total: true }),
    H("Long-Term Liabilities"),
    R("Equipment Loan", "long_term_debt"),
    R("Shareholder Loan", "other_non_current_liabilities"),
    R("Total Long-Term Liabilities", "total_non_current_liabilities", { total: true }),
    R("Total Liabilities", "total_liabilities", { total: true }),
    H("Equity"),
    R("Common Stock", "share_capital"),
    R("Retained Earnings", "qb_retained_opening", { chart: null }),
    R("Net Income", "net_profit", { chart: null }),
    R("Total Equity", "total_equity", { total: true }),
    R("TOTAL LIABILITIES AND EQUITY", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
});

Object.assign(TITLES, {
  en_au: {
    balance_sheet: "Consolidated statement of financial position",
    income_statement: "Consolidated statement of profit or loss and other comprehensive income",
    cashflow_statement: "Consolidated statement of cash flows",
  },
  en_ca: {
    balance_sheet: "Balance Sheet",
    income_statement: "Statement of Income and Comprehensive Income",
    cashflow_statement: "Statement of Cash Flows",
  },
  en_ie: {
    balance_sheet: "Statement of Financial Position",
    income_statement: "Statement of Profit or Loss and Other Comprehensive Income",
    cashflow_statement: "Statement of Cash Flows",
  },
  en_qb: { balance_sheet: "Balance Sheet", income_statement: "Profit and Loss" },
});

/** Australian IFRS (AASB) statements: by nature with OCI, direct cash flows, net assets. */
export const AU = {
  rows: { balance_sheet: "au_bs", income_statement: "nature_oci_is", cashflow_statement: "direct_cf" },
  titles: "en_au",
};
/** Canadian ASPE statements (unlabelled subtotals, "Accounts payable and accrued liabilities"). */
export const CA = {
  rows: { balance_sheet: "ca_bs", income_statement: "ca_is", cashflow_statement: "us2_cf" },
  titles: "en_ca",
};
/** Irish (FRS 102 full / IFRS) wording: by function with OCI. */
export const IE = {
  rows: { balance_sheet: "ifrs_bs", income_statement: "function_oci_is", cashflow_statement: "ifrs_cf" },
  titles: "en_ie",
};
/** An accounting package's Profit and Loss and Balance Sheet. */
export const QB = { rows: { balance_sheet: "qb_bs", income_statement: "qb_is" }, titles: "en_qb" };

/**
 * A document of unseen batch 3: an unseen document, with the figures its new row sets print
 * (OCI items, direct cash flows, the package's subtotals) and, for a quarterly pack, the four
 * quarters of the latest year (doc.quarters: flows split by seeded shares, the fourth the rest).
 */
export function unseen3Doc(spec) {
  const doc = unseenDoc(spec);
  const r = rng(doc.seed + 900);
  const between = (a, b) => a + (b - a) * r();
  for (const y of [...doc.years].reverse()) {
    const v = doc.figures[y];
    v.oci_db = Math.round(v.revenue * between(-0.006, 0.004));
    v.oci_fx = Math.round(v.revenue * between(-0.004, 0.006));
    v.oci_total = v.oci_db + v.oci_fx;
    v.tci = v.net_profit + v.oci_total;
    v.cf_receipts = Math.round(v.revenue * between(0.96, 1.01));
    v.cf_generated = v.net_cash_from_operating_activities + v.interest_expense + v.income_tax;
    v.cf_payments = v.cf_receipts - v.cf_generated;
    v.qb_expenses = v.selling_general_administrative + v.depreciation_amortization + v.other_operating_expenses;
    v.qb_other_expenses = v.interest_expense + v.income_tax;
    v.qb_net_other = v.other_income - v.qb_other_expenses;
    v.qb_oca = v.inventory + v.other_current_assets;
    v.qb_oa = v.intangible_assets + v.other_non_current_assets;
    v.qb_retained_opening = v.retained_earnings - v.net_profit;
  }
  if (doc.layout === "quarters") doc.quarters = quartersOf(doc, r);
  return doc;
}

const QUARTER_FLOWS = [
  "revenue",
  "cost_of_goods_sold",
  "selling_general_administrative",
  "depreciation_amortization",
  "other_operating_expenses",
  "interest_expense",
  "other_income",
  "income_tax",
];

/** The latest year's income statement in four quarters that add up to it. */
function quartersOf(doc, r) {
  const year = doc.figures[doc.years[0]];
  const shares = [0, 1, 2].map(() => 0.22 + 0.06 * r());
  const qs = [0, 1, 2, 3].map(() => ({}));
  for (const k of QUARTER_FLOWS) {
    let rest = year[k];
    for (let q = 0; q < 3; q++) {
      qs[q][k] = Math.round(year[k] * (shares[q] + (r() - 0.5) * 0.02));
      rest -= qs[q][k];
    }
    qs[3][k] = rest;
  }
  for (const v of qs) {
    v.gross_profit = v.revenue - v.cost_of_goods_sold;
    v.operating_profit =
      v.gross_profit - v.selling_general_administrative - v.depreciation_amortization - v.other_operating_expenses;
    v.profit_before_tax = v.operating_profit - v.interest_expense + v.other_income;
    v.net_profit = v.profit_before_tax - v.income_tax;
  }
  return qs;
}

/** The period end of quarter q (0-3) of the fiscal year ending in `year` (doc.fye). */
export function quarterEnd(doc, year, q) {
  const [m] = doc.fye;
  const month = ((m - 1 - 3 * (3 - q) + 12) % 12) + 1;
  const y = month > m ? year - 1 : year;
  const day = new Date(Date.UTC(y, month, 0)).getUTCDate();
  return { year: y, month, day, date: endDate(y, [month, day]) };
}

/**
 * What a correct reading of an unseen batch 3 document gives: the model's expected documents, the
 * prior year in whole thousands where it is printed so (doc.priorScale), and a quarterly pack's
 * four quarters as quarterly income statements.
 */
export function expected3(doc) {
  const docs = expected(doc);
  if (doc.priorScale) {
    for (const d of docs) {
      if (d.period === endDate(doc.years[0], doc.fye)) continue;
      for (const [k, v] of Object.entries(d.line_items))
        d.line_items[k] = Math.round(v / doc.scale / doc.priorScale) * doc.priorScale * doc.scale;
    }
  }
  if (doc.quarters) {
    const quarterly = doc.quarters.map((v, q) => {
      const items = {};
      for (const row of ROWS[doc.rows.income_statement]) {
        if (row.heading || !row.chart || row.chart in items) continue;
        items[row.chart] = (v[row.fig] * doc.scale) / 10 ** doc.decimals;
      }
      return {
        document_type: "income_statement",
        period: quarterEnd(doc, doc.years[0], q).date,
        period_type: "quarterly",
        line_items: sortItems("income_statement", items),
      };
    });
    docs.splice(
      docs.findIndex((d) => d.document_type === "income_statement"),
      0,
      ...quarterly,
    );
  }
  return docs;
}

// ---------------------------------------------------------------------------------------------
// Unseen batch 4 (scripts/make-unseen4-corpus.mjs): a statement of income and retained earnings
// (US compiled statements, UK FRS 102), supplemental cash flow disclosures under the cash flow
// statement, New Zealand wording ("Statement of Financial Performance", GST, term loans,
// shareholder current accounts), US income-tax-basis statements, HGB "davon" lines (amounts in the
// label text) and an HGB GuV that starts with "Rohergebnis" (§ 276 HGB, no revenue printed), an
// IFRS statement of financial position with other reserves (for a statement of changes in equity).
// Retained earnings roll forward in these documents (doc.rollRetained: the prior year's closing
// balance + profit + dividends), other reserves (or accumulated other comprehensive income) take
// the rest of equity. Rows without a chart key are printed, not expected.

Object.assign(ROWS, {
  us_ire_bs: [
    ...ROWS.us_bs.slice(0, -2),
    R("Accumulated other comprehensive income (loss)", "other_reserves"),
    ...ROWS.us_bs.slice(-2),
  ],
  us_ire_is: [
    ...ROWS.us_is,
    R("Retained earnings, beginning of year", "re_opening", { chart: null }),
    R("Distributions to shareholders", "dividends_paid", { chart: null }),
    R("Retained earnings, end of year", "retained_earnings", { chart: null, total: true, grand: true }),
  ],
  us_supp_cf: [
    ...ROWS.us_cf,
    H("Supplemental disclosures of cash flow information:"),
    R("Cash paid during the year for interest", "interest_expense", { chart: null }),
    R("Cash paid during the year for income taxes", "income_tax", { chart: null }),
    H("Noncash investing and financing activities:"),
    R("Equipment acquired under finance lease obligations", "noncash_lease", { chart: null }),
  ],
  uk_ire_bs: [
    ...ROWS.uk_small_bs.slice(0, -3),
    R("Called up share capital", "share_capital"),
    R("Other reserves", "other_reserves"),
    R("Profit and loss account", "retained_earnings"),
    R("Shareholders' funds", "total_equity", { total: true, grand: true }),
  ],
  uk_ire_is: [
    ...ROWS.uk_small_is,
    R("Retained earnings at the beginning of the year", "re_opening", { chart: null }),
    R("Profit for the financial year", "net_profit", { chart: null }),
    R("Dividends declared and paid", "dividends_paid", { chart: null }),
    R("Retained earnings at the end of the year", "retained_earnings", { chart: null, total: true, grand: true }),
  ],
  nz_bs: [
    H("Current assets"),
    R("Cash and bank balances", "cash"),
    R("Accounts receivable", "trade_receivables", { note: "6" }),
    R("Inventory", "inventory", { note: "7" }),
    R("Prepayments", "other_current_assets"),
    R("Total current assets", "total_current_assets", { total: true }),
    H("Non-current assets"),
    R("Property, plant and equipment", "net_fixed_assets", { note: "8" }),
    R("Intangible assets", "intangible_assets"),
    R("Investments", "other_non_current_assets"),
    R("Total non-current assets", "total_non_current_assets", { total: true }),
    R("Total assets", "total_assets", { total: true }),
    H("Current liabilities"),
    R("Accounts payable and accruals", "trade_payables"),
    R("Bank overdraft", "short_term_debt"),
    R("Current portion of term loans", "current_portion_long_term_debt", { note: "9" }),
    R("GST and income tax payable", "other_current_liabilities"),
    R("Total current liabilities", "total_current_liabilities", { total: true }),
    H("Non-current liabilities"),
    R("Term loans", "long_term_debt", { note: "9" }),
    R("Shareholder current accounts", "other_non_current_liabilities", { note: "10" }),
    R("Total non-current liabilities", "total_non_current_liabilities", { total: true }),
    R("Total liabilities", "total_liabilities", { total: true }),
    R("Net assets", "net_assets", { total: true, grand: true }),
    H("Equity"),
    R("Share capital", "share_capital"),
    R("Retained earnings", "retained_earnings"),
    R("Total equity", "total_equity", { total: true, grand: true }),
  ],
  nz_is: [
    H("Revenue"),
    R("Sales", "revenue", { note: "3" }),
    R("Less cost of sales", "cost_of_goods_sold", { sign: -1 }),
    R("Gross profit", "gross_profit", { total: true }),
    H("Less expenses"),
    R("Administration and overhead expenses", "selling_general_administrative", { sign: -1 }),
    R("Depreciation", "depreciation_amortization", { sign: -1 }),
    R("Other expenses", "other_operating_expenses", { sign: -1, note: "4" }),
    R("Operating profit", "operating_profit", { total: true }),
    R("Interest received", "other_income"),
    R("Interest expense", "interest_expense", { sign: -1 }),
    R("Net profit before taxation", "profit_before_tax", { total: true }),
    R("Income tax expense", "income_tax", { sign: -1, note: "5" }),
    R("Net profit after taxation", "net_profit", { total: true, grand: true }),
  ],
  taxb_is: [
    H("Revenues"),
    R("Gross receipts or sales", "revenue"),
    R("Cost of goods sold", "cost_of_goods_sold"),
    R("Gross profit", "gross_profit", { total: true }),
    H("Operating expenses"),
    // reader27: staff costs are never SG&A (docs/chart-of-accounts.md): salaries and wages stay out of the sum.
    R("Salaries and wages", "sga_distribution", { chart: null }),
    R("Rent, utilities and office", "sga_admin", { chart: null, sgaPart: true }),
    R("Depreciation (Section 179 and MACRS)", "depreciation_amortization"),
    R("Other deductions", "other_operating_expenses"),
    R("Total operating expenses", "qb_expenses", { total: true, chart: null }),
    R("Ordinary business income", "operating_profit", { total: true }),
    R("Interest expense", "interest_expense"),
    R("Interest and other income", "other_income"),
    R("Income before state income taxes", "profit_before_tax", { total: true }),
    R("State income taxes", "income_tax"),
    R("Net income - income tax basis", "net_profit", { total: true, grand: true }),
  ],
  ifrs_or_bs: [...ROWS.ifrs_bs.slice(0, 16), R("Other reserves", "other_reserves"), ...ROWS.ifrs_bs.slice(16)],
  // HGB Kontoform with the "davon" lines of § 268 (5) HGB: amounts in the label text, no amount cells.
  hgb_davon_bs: [
    ...ROWS.hgb2_bs.slice(0, 15),
    R("Verbindlichkeiten gegenüber Kreditinstituten", "long_term_debt", { chart: null }),
    R("– davon mit einer Restlaufzeit bis zu einem Jahr", "debt_current_combined", { chart: null, davon: true }),
    R("Verbindlichkeiten aus Lieferungen und Leistungen", "trade_payables"),
    R("– davon mit einer Restlaufzeit bis zu einem Jahr", "trade_payables", { chart: null, davon: true }),
    R("Sonstige Verbindlichkeiten", "other_current_liabilities"),
    R("– davon aus Steuern", "hgb_tax_part", { chart: null, davon: true }),
    R("– davon im Rahmen der sozialen Sicherheit", "hgb_social_part", { chart: null, davon: true }),
    ...ROWS.hgb2_bs.slice(18),
  ],
  // GuV of a small GmbH (§ 276 HGB): it starts with the Rohergebnis, revenue is not printed.
  hgb_roh_is: [
    R("1. Rohergebnis", "gross_profit", { chart: null }),
    H("2. Personalaufwand"),
    R("a) Löhne und Gehälter", "hgb_wages", { chart: null, sign: -1 }),
    R("b) soziale Abgaben und Aufwendungen für Altersversorgung", "hgb_social", { chart: null, sign: -1 }),
    R(
      "3. Abschreibungen auf immaterielle Vermögensgegenstände des Anlagevermögens und Sachanlagen",
      "depreciation_amortization",
      { sign: -1 },
    ),
    R("4. sonstige betriebliche Aufwendungen", "other_operating_expenses", { sign: -1 }),
    R("5. sonstige Zinsen und ähnliche Erträge", "other_income"),
    R("6. Zinsen und ähnliche Aufwendungen", "interest_expense", { sign: -1 }),
    R("7. Steuern vom Einkommen und vom Ertrag", "income_tax", { sign: -1 }),
    R("8. Ergebnis nach Steuern", "net_profit", { chart: null, total: true }),
    R("9. Jahresüberschuss", "net_profit", { total: true, grand: true }),
  ],
});

Object.assign(TITLES, {
  en_us_ire: {
    balance_sheet: "Balance Sheets",
    income_statement: "Statements of Income and Retained Earnings",
    cashflow_statement: "Statements of Cash Flows",
  },
  en_uk_ire: {
    balance_sheet: "Balance Sheet",
    income_statement: "Income Statement and Statement of Retained Earnings",
  },
  en_nz: {
    balance_sheet: "Statement of Financial Position",
    income_statement: "Statement of Financial Performance",
    cashflow_statement: "Statement of Cash Flows",
  },
  en_taxb: {
    balance_sheet: "Statements of Assets, Liabilities, and Members' Equity - Income Tax Basis",
    income_statement: "Statements of Revenues and Expenses - Income Tax Basis",
  },
  en_press: {
    balance_sheet: "Condensed Consolidated Balance Sheets (Unaudited)",
    income_statement: "Condensed Consolidated Statements of Operations (Unaudited)",
  },
  en_five: {
    balance_sheet: "Five-Year Comparative Balance Sheets",
    income_statement: "Five-Year Comparative Statements of Earnings",
  },
});

/** A document of unseen batch 4: an unseen batch 3 document with the figures its new rows print. */
export function unseen4Doc(spec) {
  // One hidden year before the first printed one, so that retained earnings can roll forward from it.
  const hidden = spec.rollRetained ? [...spec.years, spec.years[spec.years.length - 1] - 1] : spec.years;
  const doc = unseen3Doc({ ...spec, years: hidden });
  doc.years = spec.years;
  const r = rng(doc.seed + 1300);
  const chrono = [...hidden].reverse();
  chrono.forEach((y, i) => {
    const v = doc.figures[y];
    if (spec.rollRetained) {
      const rolled =
        i === 0 ? v.retained_earnings : doc.figures[chrono[i - 1]].retained_earnings + v.net_profit + v.dividends_paid;
      v.re_opening = rolled - v.net_profit - v.dividends_paid;
      v.retained_earnings = rolled;
      v.other_reserves = v.total_equity - v.share_capital - rolled;
      v.oci_movement = i === 0 ? 0 : v.other_reserves - doc.figures[chrono[i - 1]].other_reserves;
    }
    v.noncash_lease = Math.round(v.revenue * (0.004 + 0.01 * r()));
    v.hgb_tax_part = Math.round(v.other_current_liabilities * (0.25 + 0.2 * r()));
    v.hgb_social_part = Math.round(v.other_current_liabilities * (0.05 + 0.1 * r()));
    v.hgb_wages = Math.round(v.selling_general_administrative * (0.78 + 0.04 * r()));
    v.hgb_social = v.selling_general_administrative - v.hgb_wages;
  });
  if (doc.layout === "press") doc.q4 = Object.fromEntries(doc.years.map((y) => [y, fourthQuarter(doc.figures[y], r)]));
  return doc;
}

/** The fourth quarter of a year's income statement (flows a seeded share of the year's). */
function fourthQuarter(year, r) {
  const share = 0.24 + 0.04 * r();
  const v = {};
  for (const k of QUARTER_FLOWS) v[k] = Math.round(year[k] * (share + (r() - 0.5) * 0.02));
  v.gross_profit = v.revenue - v.cost_of_goods_sold;
  v.operating_profit =
    v.gross_profit - v.selling_general_administrative - v.depreciation_amortization - v.other_operating_expenses;
  v.profit_before_tax = v.operating_profit - v.interest_expense + v.other_income;
  v.net_profit = v.profit_before_tax - v.income_tax;
  return v;
}

/**
 * What a correct reading of an unseen batch 4 document gives: expected3, and for an earnings
 * release (layout "press") the fourth quarter of each year as a quarterly income statement.
 */
export function expected4(doc) {
  const docs = expected3(doc);
  if (doc.q4) {
    const quarterly = doc.years.map((y) => {
      const items = {};
      for (const row of ROWS[doc.rows.income_statement]) {
        if (row.heading || !row.chart || row.chart in items) continue;
        items[row.chart] = (doc.q4[y][row.fig] * doc.scale) / 10 ** doc.decimals;
      }
      return {
        document_type: "income_statement",
        period: endDate(y, doc.fye),
        period_type: "quarterly",
        line_items: sortItems("income_statement", items),
      };
    });
    docs.splice(
      docs.findIndex((d) => d.document_type === "income_statement"),
      0,
      ...quarterly,
    );
  }
  return docs;
}

// A blind batch maker's --check (unseen5 and later): an independent look at the committed files. For every expected figure of every JSON,
// its absolute amount in printed units (amount / scale * 10^decimals, grouped by the file's number
// convention) must stand as a number in `pdftotext -layout` of the text PDF (for a scan: of the PDF
// it was scanned from); nothing is built.
export function checkBatch(out, docs, work) {
  let bad = 0;
  let total = 0;
  for (const f of fs.readdirSync(out).filter((n) => n.endsWith(".json"))) {
    const json = JSON.parse(fs.readFileSync(path.join(out, f), "utf8"));
    const source = json.kind === "scan" ? json.producer.match(/of (\S+\.pdf)$/)[1] : json.file;
    const text = execFileSync("pdftotext", ["-layout", path.join(out, source), "-"]).toString();
    const conv = Object.values(CONVENTIONS).find((c) => c.label === json.number_convention);
    const spec = docs.find((d) => `${d.id}.pdf` === source);
    const decimals = spec.decimals ?? 0;
    const missing = [];
    const derived = [];
    let n = 0;
    for (const d of json.documents)
      for (const [k, v] of Object.entries(d.line_items)) {
        n++;
        const printed = Math.round((Math.abs(v) / json.scale) * 10 ** decimals);
        const s = fmt(printed, { conv: Object.keys(CONVENTIONS).find((c) => CONVENTIONS[c] === conv), decimals });
        const re = new RegExp(`(^|[^0-9.,'])${s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^0-9])`, "m");
        // SG&A from printed lines that add up to it (the model's sgaPart rows): derived, not printed.
        const parts = ROWS[spec.rows[d.document_type]].filter((r) => r.sgaPart).map((r) => r.label);
        if (k === "selling_general_administrative" && parts.length > 0 && !re.test(text)) {
          derived.push(`${d.period} ${k} (sum of ${parts.join(" + ")})`);
          continue;
        }
        const reParts = ROWS[spec.rows[d.document_type]].filter((r) => r.rePart).map((r) => r.label);
        if (k === "retained_earnings" && reParts.length > 0 && !re.test(text)) {
          derived.push(`${d.period} ${k} (sum of ${reParts.join(" + ")})`);
          continue;
        }
        if (v === 0 ? !/(^|\s)(nil|-|–|—|0|0[.,]00)(\s|$)/m.test(text) : !re.test(text))
          missing.push(`${d.period} ${k}=${v} (${s})`);
      }
    total += n;
    bad += missing.length;
    console.log(
      `${f}: ${n} expected figures, ${missing.length} not found${missing.length ? `: ${missing.join("; ")}` : ""}${derived.length ? `; derived: ${derived.join("; ")}` : ""}`,
    );
  }
  console.log(`${total} expected figures in all, ${bad} not found`);
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(bad ? 1 : 0);
}
