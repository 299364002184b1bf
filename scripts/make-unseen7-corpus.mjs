// Builds the tenth batch of the extraction corpus (test/fixtures/extraction-corpus/unseen7/) ONCE:
// statements from six producers no earlier batch has, from the same seeded data model
// (scripts/extraction-corpus-model.mjs: figures, rows, number formats, expected figures, scans) and
// the unseen batches' pages and placed runs (scripts/corpus-layout.mjs, scripts/corpus-runs.mjs), with
// this batch's own row sets, titles and page touches defined here (the shared files are not changed):
//   - Perl PDF::Reuse 0.39 (Debian libpdf-reuse-perl): the runs placePage computes, written by
//     prText (its own right alignment by prStrWidth) and prAdd rules, base-14 Helvetica;
//   - Python pikepdf 6.0.0 on QPDF 11.3.0 (Debian python3-pikepdf): raw content streams written by
//     QPDF, base-14 Times in WinAnsiEncoding, labels as TJ arrays with the word spaces as kerning
//     gaps (no space characters in the labels' text);
//   - Python pypdf 3.4.1 (Debian python3-pypdf): raw content streams in pypdf's own writer, base-14
//     Courier, dotted leaders from each label to its first amount, a running header and footer;
//   - Ruby Origami 2.1.0 (Debian origami-pdf): pages of Origami::ContentStream#write and #draw_line,
//     base-14 Helvetica, running header and footer;
//   - Java FreeHEP VectorGraphics 2.4 (Debian libfreehep-graphicsio-pdf-java): Java2D drawString on
//     PDFGraphics2D, one page per statement page, the JDK's logical SansSerif font as FreeHEP maps it;
//   - XeLaTeX (TeX Live 2022, xdvipdfmx; Debian texlive-xetex): tabular* tables, fontspec (DejaVu
//     Serif, Liberation Sans Narrow), booktabs rules, fancyhdr running headers. xdvipdfmx is the
//     XeTeX build of dvipdfmx (unseen batch 5 used dvipdfmx): a relative, named so;
//   - scans of four of them (pdftoppm 150-200 dpi, rotation, noise, JPEG; the model's scan()).
// Made by a helper blind to the reader: it did not read the reader's code, its documentation of the
// extraction or its scores, and never ran the reader on these files (leave-one-producer-out).
// Needs (generation only; the tests read the committed PDFs and JSONs): libpdf-reuse-perl,
// python3-pikepdf, python3-pypdf, origami-pdf, libfreehep-graphicsio-pdf-java (+ its freehep
// dependencies) with a JDK, texlive-xetex + texlive-latex-recommended, fonts-dejavu-core,
// fonts-liberation, poppler-utils (apt).
// Run: node scripts/make-unseen7-corpus.mjs [ids]      (check: node scripts/make-unseen7-corpus.mjs --check)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { documentPages, headerDepth, headerLine } from "./corpus-layout.mjs";
import { run, runMetrics, runningHeader, writeRunsFile } from "./corpus-runs.mjs";
import {
  BS_IS_CF,
  buildBatch,
  checkBatch,
  expected4,
  FEATURES,
  fixtureJson,
  H,
  HGB,
  R,
  ROWS,
  relabel,
  TITLES,
  unseen4Doc,
} from "./extraction-corpus-model.mjs";

const OUT = path.resolve("test/fixtures/extraction-corpus/unseen7");
const WORK = fs.mkdtempSync(path.join(os.tmpdir(), "unseen7-corpus-"));

// ---------------------------------------------------------------------------------------------
// This batch's row sets (added to the model's ROWS in this process only) and titles.

Object.assign(ROWS, {
  // Ireland (FRS 102 Section 1A): creditors as deductions, "Called up share capital presented as equity".
  ie_bs: relabel(ROWS.uk_bs, {
    "Tangible assets": "Property, plant and equipment",
    Investments: "Financial assets",
    Stocks: "Stocks",
    Debtors: "Debtors",
    "Called up share capital": "Called up share capital presented as equity",
    "Profit and loss account": "Retained earnings",
    "Shareholders' funds": "Equity attributable to owners of the company",
  }),
  ie_is: relabel(ROWS.uk_is, {
    "Other interest receivable and similar income": "Interest receivable and similar income",
    "Tax on profit": "Tax on profit",
  }),
  // Canada (ASPE): capital assets, bank indebtedness, due to shareholder, "Cash, end of year".
  ca7_bs: [
    H("ASSETS"),
    H("Current assets"),
    R("Cash", "cash"),
    R("Accounts receivable", "trade_receivables", { note: "3" }),
    R("Inventory", "inventory"),
    R("Prepaid expenses", "other_current_assets"),
    R("Total current assets", "total_current_assets", { total: true }),
    R("Capital assets", "net_fixed_assets", { note: "4" }),
    R("Intangible assets", "intangible_assets", { note: "5" }),
    R("Long-term investments", "other_non_current_assets"),
    R("Total assets", "total_assets", { total: true, grand: true }),
    H("LIABILITIES"),
    H("Current liabilities"),
    R("Bank indebtedness", "short_term_debt", { note: "6" }),
    R("Accounts payable and accrued liabilities", "trade_payables"),
    R("Income taxes payable", "other_current_liabilities"),
    R("Current portion of long-term debt", "current_portion_long_term_debt", { note: "7" }),
    R("Total current liabilities", "total_current_liabilities", { total: true }),
    R("Long-term debt", "long_term_debt", { note: "7" }),
    R("Due to shareholder", "other_non_current_liabilities", { note: "8" }),
    R("Total liabilities", "total_liabilities", { total: true }),
    H("SHAREHOLDERS' EQUITY"),
    R("Share capital", "share_capital", { note: "9" }),
    R("Retained earnings", "retained_earnings"),
    R("Total shareholders' equity", "total_equity", { total: true }),
    R("Total liabilities and shareholders' equity", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  ca7_is: [
    R("Sales", "revenue"),
    R("Cost of sales", "cost_of_goods_sold"),
    R("Gross profit", "gross_profit", { total: true }),
    H("Expenses"),
    R("Administrative and general", "selling_general_administrative"),
    R("Amortization of capital assets", "depreciation_amortization"),
    R("Repairs and maintenance", "other_operating_expenses"),
    R("Income from operations", "operating_profit", { total: true }),
    R("Interest on long-term debt", "interest_expense"),
    R("Investment income", "other_income"),
    R("Income before income taxes", "profit_before_tax", { total: true }),
    R("Income taxes", "income_tax"),
    R("Net income", "net_profit", { total: true, grand: true }),
  ],
  ca7_cf: [
    H("Operating activities"),
    R("Net income", "net_profit", { chart: null }),
    R("Amortization of capital assets", "depreciation_amortization", { chart: null }),
    R("Cash provided by operating activities", "net_cash_from_operating_activities", { total: true }),
    H("Investing activities"),
    R("Purchase of capital assets", "purchase_of_fixed_assets"),
    R("Proceeds on disposal of capital assets", "disposals"),
    R("Cash used in investing activities", "net_cash_from_investing_activities", { total: true }),
    H("Financing activities"),
    R("Advances of long-term debt", "proceeds"),
    R("Repayment of long-term debt", "repayment_of_borrowings"),
    R("Dividends paid", "dividends_paid"),
    R("Cash provided by (used in) financing activities", "net_cash_from_financing_activities", { total: true }),
    R("Increase (decrease) in cash", "net_change_in_cash", { total: true }),
    R("Cash, beginning of year", "cash_at_beginning"),
    R("Cash, end of year", "cash_at_end", { total: true, grand: true }),
  ],
  // Austria (UGB): Bilanz nach § 224 UGB with Rückstellungen (Abfertigungen), GuV nach § 231 UGB
  // (Gesamtkostenverfahren) with Betriebserfolg and Finanzerfolg, to the Bilanzgewinn.
  at_bs: [
    H("Aktiva"),
    H("A. Anlagevermögen"),
    R("I. Immaterielle Vermögensgegenstände", "intangible_assets"),
    R("II. Sachanlagen", "net_fixed_assets"),
    R("III. Finanzanlagen", "other_non_current_assets"),
    R("Summe Anlagevermögen", "total_non_current_assets", { total: true }),
    H("B. Umlaufvermögen"),
    R("I. Vorräte", "inventory"),
    H("II. Forderungen und sonstige Vermögensgegenstände"),
    R("1. Forderungen aus Lieferungen und Leistungen", "trade_receivables"),
    R("2. sonstige Forderungen und Vermögensgegenstände", "other_current_assets"),
    R("III. Kassenbestand, Guthaben bei Kreditinstituten", "cash"),
    R("Summe Umlaufvermögen", "total_current_assets", { total: true }),
    R("Summe Aktiva", "total_assets", { total: true, grand: true }),
    H("Passiva"),
    H("A. Eigenkapital"),
    R("I. eingefordertes und einbezahltes Nennkapital (Stammkapital)", "share_capital"),
    R("II. Gewinnrücklagen", "at_gr"),
    R("III. Bilanzgewinn", "at_bg"),
    R("davon Gewinnvortrag", "at_gv", { chart: null }),
    R("Summe Eigenkapital", "total_equity", { total: true }),
    H("B. Rückstellungen"),
    R("1. Rückstellungen für Abfertigungen", "at_abf"),
    R("2. Steuerrückstellungen", "at_strst"),
    R("3. sonstige Rückstellungen", "at_srst"),
    R("Summe Rückstellungen", "at_rst", { total: true }),
    H("C. Verbindlichkeiten"),
    R("1. Verbindlichkeiten gegenüber Kreditinstituten", "long_term_debt", { chart: null }),
    R("2. Verbindlichkeiten aus Lieferungen und Leistungen", "trade_payables"),
    R("3. sonstige Verbindlichkeiten", "at_sv"),
    R("Summe Verbindlichkeiten", "at_verb", { total: true }),
    R("Summe Passiva", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  at_is: [
    R("1. Umsatzerlöse", "revenue"),
    R("2. Materialaufwand und Aufwendungen für bezogene Leistungen", "cost_of_goods_sold", { chart: null, sign: -1 }),
    H("3. Personalaufwand"),
    R("a) Löhne und Gehälter", "hgb_wages", { chart: null, sign: -1 }),
    R(
      "b) soziale Aufwendungen, davon Aufwendungen für Abfertigungen und Leistungen an betriebliche Mitarbeitervorsorgekassen",
      "hgb_social",
      { chart: null, sign: -1 },
    ),
    R("4. Abschreibungen auf Sachanlagen und immaterielle Vermögensgegenstände", "depreciation_amortization", {
      sign: -1,
    }),
    R("5. sonstige betriebliche Aufwendungen", "other_operating_expenses", { sign: -1 }),
    R("6. Zwischensumme aus Z 1 bis 5 (Betriebserfolg)", "operating_profit", { total: true }),
    R("7. sonstige Zinsen und ähnliche Erträge", "other_income"),
    R("8. Zinsen und ähnliche Aufwendungen", "interest_expense", { sign: -1 }),
    R("9. Zwischensumme aus Z 7 bis 8 (Finanzerfolg)", "at_fin", { total: true }),
    R("10. Ergebnis vor Steuern", "profit_before_tax", { total: true }),
    R("11. Steuern vom Einkommen und vom Ertrag", "income_tax", { sign: -1 }),
    R("12. Ergebnis nach Steuern", "net_profit", { total: true, chart: null }),
    R("13. Jahresüberschuss", "net_profit", { total: true, grand: true }),
    R("14. Zuweisung zu Gewinnrücklagen", "at_zuw", { sign: -1 }),
    R("15. Gewinnvortrag aus dem Vorjahr", "at_gv"),
    R("16. Bilanzgewinn", "at_bg", { total: true }),
  ],
  // South Africa (IFRS for SMEs, a CaseWare-style set): "Retained income", "Other financial
  // liabilities", "Current tax payable", "Total cash movement for the year".
  za_bs: relabel(ROWS.ifrs_bs, {
    "Other non-current assets": "Other financial assets",
    "Other current assets": "Current tax receivable and prepayments",
    "Equity and liabilities": "Equity and Liabilities",
    "Retained earnings": "Retained income",
    Borrowings: "Other financial liabilities",
    "Other non-current liabilities": "Deferred tax",
    "Other current liabilities": "Current tax payable",
  }),
  za_is: relabel(ROWS.ifrs_is, {
    "Distribution costs": "Selling and distribution costs",
    "Depreciation and amortisation": "Depreciation, amortisation and impairments",
    "Operating profit (loss)": "Operating profit",
    "Finance income": "Investment revenue",
    "Profit (loss) before tax": "Profit before taxation",
    "Income tax expense": "Taxation",
    "Profit (loss) for the year": "Profit for the year",
  }),
  za_cf: relabel(ROWS.ifrs_cf, {
    "Profit for the year": "Profit before taxation",
    "Net cash generated from operating activities": "Net cash from operating activities",
    "Proceeds from disposal of property, plant and equipment": "Sale of property, plant and equipment",
    "Proceeds from borrowings": "Proceeds from other financial liabilities",
    "Repayment of borrowings": "Repayment of other financial liabilities",
    "Net cash from (used in) financing activities": "Net cash from financing activities",
    "Net increase (decrease) in cash and cash equivalents": "Total cash movement for the year",
    "Cash and cash equivalents at the beginning of the year": "Cash at the beginning of the year",
    "Cash and cash equivalents at the end of the year": "Total cash at end of the year",
  }).map((r) => (r.label === "Profit before taxation" ? { ...r, fig: "profit_before_tax" } : r)),
  // Malaysia (MFRS / MPERS): "Other receivables, deposits and prepayments", "Loans and borrowings".
  my_bs: relabel(ROWS.ifrs_bs, {
    "Other non-current assets": "Other investments",
    "Trade and other receivables": "Trade receivables",
    "Other current assets": "Other receivables, deposits and prepayments",
    "Cash and cash equivalents": "Cash and bank balances",
    Equity: "Equity attributable to owners of the Company",
    Borrowings: "Loans and borrowings",
    "Other non-current liabilities": "Deferred tax liabilities",
    "Trade and other payables": "Trade payables",
    "Other current liabilities": "Other payables, accruals and tax payable",
  }),
  my_is: relabel(ROWS.ifrs_is, {
    "Distribution costs": "Selling and distribution expenses",
    "Depreciation and amortisation": "Depreciation of property, plant and equipment",
    "Operating profit (loss)": "Results from operating activities",
    "Finance income": "Interest income",
    "Profit (loss) before tax": "Profit before tax",
    "Income tax expense": "Tax expense",
    "Profit (loss) for the year": "Profit for the financial year",
  }),
  // Switzerland (OR Art. 959a/959b): Aktiven/Passiven, Flüssige Mittel, Erfolgsrechnung mit
  // Warenaufwand und Personalaufwand, EBITDA/EBIT, Direkte Steuern; expenses printed negative.
  ch_bs: [
    H("Aktiven"),
    H("Umlaufvermögen"),
    R("Flüssige Mittel", "cash"),
    R("Forderungen aus Lieferungen und Leistungen", "trade_receivables"),
    R("Vorräte und nicht fakturierte Dienstleistungen", "inventory"),
    R("Aktive Rechnungsabgrenzungen", "other_current_assets"),
    R("Total Umlaufvermögen", "total_current_assets", { total: true }),
    H("Anlagevermögen"),
    R("Finanzanlagen", "other_non_current_assets"),
    R("Mobile Sachanlagen", "net_fixed_assets"),
    R("Immaterielle Werte", "intangible_assets"),
    R("Total Anlagevermögen", "total_non_current_assets", { total: true }),
    R("Total Aktiven", "total_assets", { total: true, grand: true }),
    H("Passiven"),
    H("Kurzfristiges Fremdkapital"),
    R("Verbindlichkeiten aus Lieferungen und Leistungen", "trade_payables"),
    R("Kurzfristige verzinsliche Verbindlichkeiten", "debt_current_combined", { chart: "short_term_debt" }),
    R("Passive Rechnungsabgrenzungen und kurzfristige Rückstellungen", "other_current_liabilities"),
    R("Total kurzfristiges Fremdkapital", "total_current_liabilities", { total: true }),
    H("Langfristiges Fremdkapital"),
    R("Langfristige verzinsliche Verbindlichkeiten", "long_term_debt"),
    R("Rückstellungen", "other_non_current_liabilities"),
    R("Total langfristiges Fremdkapital", "total_non_current_liabilities", { total: true }),
    R("Total Fremdkapital", "total_liabilities", { total: true }),
    H("Eigenkapital"),
    R("Aktienkapital", "share_capital"),
    // reader35 (after reader31's chart decision, docs/chart-of-accounts.md): the profit reserve and the
    // Bilanzgewinn beside it are the retained earnings together (their sum, not printed).
    R("Gesetzliche Gewinnreserve", "ch_legal", { rePart: true }),
    R("Bilanzgewinn", "ch_bg", { rePart: true }),
    R("Total Eigenkapital", "total_equity", { total: true }),
    R("Total Passiven", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  ch_is: [
    R("Nettoerlöse aus Lieferungen und Leistungen", "revenue"),
    R("Warenaufwand", "cost_of_goods_sold", { sign: -1 }),
    R("Bruttogewinn", "gross_profit", { total: true }),
    // reader33: staff costs are never SG&A (docs/chart-of-accounts.md): printed, under no key.
    R("Personalaufwand", "ch_pers", { sign: -1 }),
    // reader35 (docs/chart-of-accounts.md): übriger betrieblicher Aufwand is the other operating
    // expenses; Werbeaufwand (advertising, marketing) is SG&A.
    R("Übriger betrieblicher Aufwand", "ch_ueb", { sign: -1, chart: "other_operating_expenses" }),
    R("Werbeaufwand", "other_operating_expenses", { sign: -1, chart: "selling_general_administrative" }),
    R("Betriebliches Ergebnis vor Abschreibungen, Zinsen und Steuern (EBITDA)", "ch_ebitda", { total: true }),
    R("Abschreibungen und Wertberichtigungen auf Positionen des Anlagevermögens", "depreciation_amortization", {
      sign: -1,
    }),
    R("Betriebliches Ergebnis vor Zinsen und Steuern (EBIT)", "operating_profit", { total: true }),
    R("Finanzaufwand", "interest_expense", { sign: -1 }),
    R("Finanzertrag", "other_income"),
    R("Jahresgewinn vor Steuern", "profit_before_tax", { total: true }),
    R("Direkte Steuern", "income_tax", { sign: -1 }),
    R("Jahresgewinn", "net_profit", { total: true, grand: true }),
  ],
  // Philippines (PFRS for SMEs, SEC form): "noncurrent" without a hyphen, "Capital stock",
  // "Provision for income tax".
  ph_bs: [
    H("ASSETS"),
    H("Current Assets"),
    R("Cash", "cash", { note: "4" }),
    R("Trade and other receivables - net", "trade_receivables", { note: "5" }),
    R("Inventories", "inventory", { note: "6" }),
    R("Prepayments and other current assets", "other_current_assets"),
    R("Total Current Assets", "total_current_assets", { total: true }),
    H("Noncurrent Assets"),
    R("Property and equipment - net", "net_fixed_assets", { note: "7" }),
    R("Intangible assets - net", "intangible_assets"),
    R("Other noncurrent assets", "other_non_current_assets"),
    R("Total Noncurrent Assets", "total_non_current_assets", { total: true }),
    R("TOTAL ASSETS", "total_assets", { total: true, grand: true }),
    H("LIABILITIES AND EQUITY"),
    H("Current Liabilities"),
    R("Trade and other payables", "trade_payables", { note: "8" }),
    R("Loans payable - current portion", "debt_current_combined", { chart: "short_term_debt", note: "9" }),
    R("Income tax payable", "other_current_liabilities"),
    R("Total Current Liabilities", "total_current_liabilities", { total: true }),
    H("Noncurrent Liabilities"),
    R("Loans payable - net of current portion", "long_term_debt", { note: "9" }),
    R("Retirement benefit obligation", "other_non_current_liabilities", { note: "10" }),
    R("Total Noncurrent Liabilities", "total_non_current_liabilities", { total: true }),
    R("Total Liabilities", "total_liabilities", { total: true }),
    H("Equity"),
    R("Capital stock", "share_capital", { note: "11" }),
    R("Retained earnings", "retained_earnings"),
    R("Total Equity", "total_equity", { total: true }),
    R("TOTAL LIABILITIES AND EQUITY", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  ph_is: [
    R("NET SALES", "revenue", { note: "12" }),
    R("COST OF SALES", "cost_of_goods_sold", { sign: -1, note: "13" }),
    R("GROSS PROFIT", "gross_profit", { total: true }),
    H("OPERATING EXPENSES"),
    R("Selling expenses", "sga_distribution", { sign: -1, chart: null, sgaPart: true }),
    R("General and administrative expenses", "sga_admin", { sign: -1, chart: null, sgaPart: true }),
    R("Depreciation", "depreciation_amortization", { sign: -1 }),
    R("Other operating expenses", "other_operating_expenses", { sign: -1 }),
    R("INCOME FROM OPERATIONS", "operating_profit", { total: true }),
    R("Finance costs", "interest_expense", { sign: -1 }),
    R("Other income - net", "other_income"),
    R("INCOME BEFORE INCOME TAX", "profit_before_tax", { total: true }),
    R("PROVISION FOR INCOME TAX", "income_tax", { sign: -1, note: "14" }),
    R("NET INCOME", "net_profit", { total: true, grand: true }),
  ],
  ph_cf: relabel(ROWS.ifrs_cf, {
    "Cash flows from operating activities": "CASH FLOWS FROM OPERATING ACTIVITIES",
    "Profit for the year": "Income before income tax",
    "Net cash generated from operating activities": "Net cash provided by operating activities",
    "Cash flows from investing activities": "CASH FLOWS FROM INVESTING ACTIVITIES",
    "Purchase of property, plant and equipment": "Acquisitions of property and equipment",
    "Proceeds from disposal of property, plant and equipment": "Proceeds from sale of equipment",
    "Cash flows from financing activities": "CASH FLOWS FROM FINANCING ACTIVITIES",
    "Proceeds from borrowings": "Proceeds from availment of loans",
    "Repayment of borrowings": "Payments of loans",
    "Dividends paid": "Cash dividends paid",
    "Net cash from (used in) financing activities": "Net cash provided by (used in) financing activities",
    "Net increase (decrease) in cash and cash equivalents": "NET INCREASE (DECREASE) IN CASH",
    "Cash and cash equivalents at the beginning of the year": "CASH AT BEGINNING OF YEAR",
    "Cash and cash equivalents at the end of the year": "CASH AT END OF YEAR",
  }).map((r) => (r.label === "Income before income tax" ? { ...r, fig: "profit_before_tax" } : r)),
  // Pakistan (Companies Act 2017, fourth schedule style): equity and liabilities first, unlabelled
  // subtotals, "Unappropriated profit", "Trade debts", "Stock-in-trade", "Taxation - net".
  pk_bs: [
    H("EQUITY AND LIABILITIES"),
    H("SHARE CAPITAL AND RESERVES"),
    R("Issued, subscribed and paid-up capital", "share_capital", { note: "5" }),
    R("Unappropriated profit", "retained_earnings"),
    R("", "total_equity", { total: true, chart: null }),
    H("NON-CURRENT LIABILITIES"),
    R("Long term financing", "long_term_debt", { note: "6" }),
    R("Deferred liabilities", "other_non_current_liabilities", { note: "7" }),
    R("", "total_non_current_liabilities", { total: true, chart: null }),
    H("CURRENT LIABILITIES"),
    R("Trade and other payables", "trade_payables", { note: "8" }),
    R("Short term borrowings", "short_term_debt", { note: "9" }),
    R("Current portion of long term financing", "current_portion_long_term_debt", { note: "6" }),
    R("Taxation - net", "other_current_liabilities"),
    R("", "total_current_liabilities", { total: true, chart: null }),
    H("CONTINGENCIES AND COMMITMENTS"),
    R("TOTAL EQUITY AND LIABILITIES", "total_liabilities_and_equity", { total: true, grand: true }),
    H("ASSETS"),
    H("NON-CURRENT ASSETS"),
    R("Property, plant and equipment", "net_fixed_assets", { note: "11" }),
    R("Intangible assets", "intangible_assets", { note: "12" }),
    R("Long term deposits", "other_non_current_assets"),
    R("", "total_non_current_assets", { total: true, chart: null }),
    H("CURRENT ASSETS"),
    R("Stock-in-trade", "inventory", { note: "13" }),
    R("Trade debts", "trade_receivables", { note: "14" }),
    R("Advances, deposits, prepayments and other receivables", "other_current_assets"),
    R("Cash and bank balances", "cash", { note: "15" }),
    R("", "total_current_assets", { total: true, chart: null }),
    R("TOTAL ASSETS", "total_assets", { total: true, grand: true }),
  ],
  pk_is: [
    R("Sales - net", "revenue", { note: "16" }),
    R("Cost of sales", "cost_of_goods_sold", { sign: -1, note: "17" }),
    R("Gross profit", "gross_profit", { total: true }),
    R("Distribution cost", "sga_distribution", { sign: -1, chart: null, sgaPart: true }),
    R("Administrative expenses", "hgb_admin", { sign: -1, chart: null, sgaPart: true }),
    R("Other operating expenses", "other_operating_expenses", { sign: -1 }),
    R("Operating profit", "operating_profit", { total: true }),
    R("Other income", "other_income"),
    R("Finance cost", "interest_expense", { sign: -1, note: "18" }),
    R("Profit before taxation", "profit_before_tax", { total: true }),
    R("Taxation", "income_tax", { sign: -1, note: "19" }),
    R("Profit after taxation", "net_profit", { total: true, grand: true }),
  ],
  // United Arab Emirates (IFRS): statutory reserve, employees' end of service benefits, corporate tax.
  ae_bs: relabel(ROWS.ifrs_bs, {
    "Other non-current assets": "Investment in an associate",
    "Other current assets": "Prepayments and other receivables",
    "Cash and cash equivalents": "Cash and bank balances",
    "Retained earnings": ["Retained earnings", { fig: "ae_re" }],
    Borrowings: "Term loans",
    "Other non-current liabilities": "Employees' end of service benefits",
    "Trade and other payables": "Trade and other payables",
    "Other current liabilities": "Due to a related party",
  }).flatMap((r) => (r.fig === "share_capital" ? [r, R("Statutory reserve", "ae_stat", { note: "18" })] : [r])),
  ae_is: relabel(ROWS.ifrs_is, {
    "Distribution costs": "Selling and distribution expenses",
    "Administrative expenses": "General and administrative expenses",
    "Depreciation and amortisation": "Depreciation",
    "Operating profit (loss)": "Operating profit",
    "Finance income": "Other income",
    "Profit (loss) before tax": "Profit before tax",
    "Income tax expense": "Corporate tax expense",
    "Profit (loss) for the year": "Profit for the year",
  }),
  ae_cf: relabel(ROWS.ifrs_cf, {
    "Profit for the year": "Profit for the year",
    "Net cash generated from operating activities": "Net cash generated from operating activities",
    "Proceeds from borrowings": "Term loans obtained",
    "Repayment of borrowings": "Term loans repaid",
    "Net increase (decrease) in cash and cash equivalents": "Net increase/(decrease) in cash and cash equivalents",
    "Cash and cash equivalents at the beginning of the year": "Cash and cash equivalents at 1 January",
    "Cash and cash equivalents at the end of the year": "Cash and cash equivalents at 31 December",
  }),
  // An Australian trading trust (unit trust, special purpose): no income tax, the profit distributed
  // to the beneficiaries, unpaid present entitlements, "Beneficiaries' funds".
  trust_is: [
    R("Trading revenue", "revenue"),
    R("Cost of sales", "cost_of_goods_sold", { sign: -1 }),
    R("Gross profit", "gross_profit", { total: true }),
    R("Interest income", "other_income"),
    // reader33: staff costs are never SG&A (docs/chart-of-accounts.md): printed, under no key.
    R("Employee benefits expense", "sga_distribution", { sign: -1, chart: null }),
    R("Occupancy and administration expenses", "sga_admin", { sign: -1, chart: null, sgaPart: true }),
    R("Depreciation and amortisation expense", "depreciation_amortization", { sign: -1 }),
    R("Other expenses", "other_operating_expenses", { sign: -1 }),
    R("Finance costs", "interest_expense", { sign: -1 }),
    R("Net profit for the year", "profit_before_tax", { total: true, chart: "net_profit" }),
    R("Distributions to beneficiaries", "tr_dist", { sign: -1 }),
    R("Undistributed income for the year", "tr_undist", { total: true, grand: true }),
  ],
  trust_bs: [
    H("CURRENT ASSETS"),
    R("Cash at bank", "cash"),
    R("Trade debtors", "trade_receivables"),
    R("Stock on hand", "inventory"),
    R("Prepayments", "other_current_assets"),
    R("TOTAL CURRENT ASSETS", "total_current_assets", { total: true }),
    H("NON-CURRENT ASSETS"),
    R("Plant and equipment", "net_fixed_assets"),
    R("Goodwill", "intangible_assets"),
    R("Loans to related entities", "other_non_current_assets"),
    R("TOTAL NON-CURRENT ASSETS", "total_non_current_assets", { total: true }),
    R("TOTAL ASSETS", "total_assets", { total: true }),
    H("CURRENT LIABILITIES"),
    R("Trade creditors", "trade_payables"),
    R("Bank overdraft and borrowings", "debt_current_combined", { chart: "short_term_debt" }),
    R("Beneficiaries' unpaid present entitlements", "other_current_liabilities"),
    R("TOTAL CURRENT LIABILITIES", "total_current_liabilities", { total: true }),
    H("NON-CURRENT LIABILITIES"),
    R("Chattel mortgage", "long_term_debt"),
    R("Provision for long service leave", "other_non_current_liabilities"),
    R("TOTAL NON-CURRENT LIABILITIES", "total_non_current_liabilities", { total: true }),
    R("TOTAL LIABILITIES", "total_liabilities", { total: true }),
    R("NET ASSETS", "net_assets", { total: true, grand: true }),
    H("BENEFICIARIES' FUNDS"),
    R("Units on issue", "share_capital"),
    R("Undistributed income", "retained_earnings"),
    R("TOTAL BENEFICIARIES' FUNDS", "total_equity", { total: true, grand: true }),
  ],
  // A US LLC: members' equity, a statement of operations and changes in members' equity.
  llc7_is: [
    R("Net revenues", "revenue"),
    R("Cost of revenues", "cost_of_goods_sold"),
    R("Gross profit", "gross_profit", { total: true }),
    H("Operating expenses"),
    R("General and administrative", "selling_general_administrative"),
    R("Depreciation and amortization", "depreciation_amortization"),
    R("Other operating expenses", "other_operating_expenses"),
    R("Income from operations", "operating_profit", { total: true }),
    R("Interest expense", "interest_expense"),
    R("Other income", "other_income"),
    R("Income before state taxes", "profit_before_tax", { total: true }),
    R("State franchise tax and LLC fees", "income_tax"),
    R("Net income", "net_profit", { total: true }),
    R("Members' equity, beginning of year", "llc_open", { chart: null }),
    R("Distributions to members", "dividends_paid", { chart: null }),
    R("Members' equity, end of year", "total_equity", { chart: null, total: true, grand: true }),
  ],
  // An Indian LLP (Schedule III adapted for LLPs): partners' funds, partners' contribution and
  // current accounts, Indian digit grouping.
  inllp_bs: [
    H("I. CONTRIBUTION AND LIABILITIES"),
    H("(1) Partners' funds"),
    R("(a) Partners' contribution", "share_capital", { note: "3" }),
    R("(b) Partners' current accounts", "retained_earnings", { note: "4" }),
    H("(2) Non-current liabilities"),
    R("(a) Long-term borrowings", "long_term_debt", { note: "5" }),
    R("(b) Long-term provisions", "other_non_current_liabilities", { note: "6" }),
    H("(3) Current liabilities"),
    R("(a) Short-term borrowings", "debt_current_combined", { chart: "short_term_debt", note: "7" }),
    R("(b) Trade payables", "trade_payables", { note: "8" }),
    R("(c) Other current liabilities", "other_current_liabilities", { note: "9" }),
    R("TOTAL", "total_liabilities_and_equity", { total: true, grand: true }),
    H("II. ASSETS"),
    H("(1) Non-current assets"),
    R("(a) Property, plant and equipment", "net_fixed_assets", { note: "10" }),
    R("(b) Intangible assets", "intangible_assets", { note: "10" }),
    R("(c) Non-current investments", "other_non_current_assets", { note: "11" }),
    H("(2) Current assets"),
    R("(a) Inventories", "inventory", { note: "12" }),
    R("(b) Trade receivables", "trade_receivables", { note: "13" }),
    R("(c) Cash and bank balances", "cash", { note: "14" }),
    R("(d) Short-term loans and advances", "other_current_assets", { note: "15" }),
    R("TOTAL", "total_assets", { total: true, grand: true }),
  ],
  inllp_is: [
    R("I. Revenue from operations", "revenue", { note: "16" }),
    R("II. Other income", "other_income", { note: "17" }),
    R("III. Total income (I + II)", "in_total_income", { total: true }),
    H("IV. Expenses"),
    R("Purchases of stock-in-trade", "in_purch", { chart: null }),
    R("Changes in inventories of stock-in-trade", "in_chg", { chart: null }),
    R("Employee benefits expense", "selling_general_administrative", { chart: null, note: "18" }),
    R("Finance costs", "interest_expense", { note: "19" }),
    R("Depreciation and amortization expense", "depreciation_amortization", { note: "10" }),
    R("Other expenses", "other_operating_expenses", { note: "20" }),
    R("Total expenses", "in_total_exp", { total: true }),
    R("V. Profit before tax (III - IV)", "profit_before_tax", { total: true }),
    R("VI. Tax expense: Current tax", "income_tax"),
    R("VII. Profit for the year, transferred to partners' current accounts", "net_profit", {
      total: true,
      grand: true,
    }),
  ],
  // A German GmbH (HGB, Staffelform): Rückstellungen between equity and liabilities, Personalaufwand
  // with its a) and b) lines.
  gmbh7_bs: [
    H("AKTIVA"),
    H("A. Anlagevermögen"),
    R("I. Immaterielle Vermögensgegenstände", "intangible_assets"),
    R("II. Sachanlagen", "net_fixed_assets"),
    R("III. Finanzanlagen", "other_non_current_assets"),
    H("B. Umlaufvermögen"),
    R("I. Vorräte", "inventory"),
    H("II. Forderungen und sonstige Vermögensgegenstände"),
    R("1. Forderungen aus Lieferungen und Leistungen", "trade_receivables"),
    R("2. sonstige Vermögensgegenstände", "other_current_assets"),
    R("III. Kassenbestand, Guthaben bei Kreditinstituten", "cash"),
    R("Summe Aktiva", "total_assets", { total: true, grand: true }),
    H("PASSIVA"),
    H("A. Eigenkapital"),
    R("I. Gezeichnetes Kapital", "share_capital"),
    R("II. Gewinnrücklagen", "gm_gr"),
    R("III. Jahresüberschuss", "net_profit", { chart: null }),
    R("Summe Eigenkapital", "total_equity", { total: true }),
    H("B. Rückstellungen"),
    R("1. Steuerrückstellungen", "at_strst"),
    R("2. sonstige Rückstellungen", "at_srst"),
    H("C. Verbindlichkeiten"),
    R("1. Verbindlichkeiten gegenüber Kreditinstituten", "long_term_debt", { chart: null }),
    R("2. Verbindlichkeiten aus Lieferungen und Leistungen", "trade_payables"),
    R("3. sonstige Verbindlichkeiten", "gm_sv"),
    R("Summe Passiva", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  gmbh7_is: [
    R("1. Umsatzerlöse", "revenue"),
    R(
      "2. Materialaufwand: Aufwendungen für Roh-, Hilfs- und Betriebsstoffe und für bezogene Waren",
      "cost_of_goods_sold",
      {
        chart: null,
        sign: -1,
      },
    ),
    H("3. Personalaufwand"),
    R("a) Löhne und Gehälter", "hgb_wages", { chart: null, sign: -1 }),
    R("b) soziale Abgaben und Aufwendungen für Altersversorgung und für Unterstützung", "hgb_social", {
      chart: null,
      sign: -1,
    }),
    R("4. Abschreibungen auf immaterielle Vermögensgegenstände und Sachanlagen", "depreciation_amortization", {
      sign: -1,
    }),
    R("5. sonstige betriebliche Aufwendungen", "other_operating_expenses", { sign: -1 }),
    R("6. sonstige Zinsen und ähnliche Erträge", "other_income"),
    R("7. Zinsen und ähnliche Aufwendungen", "interest_expense", { sign: -1 }),
    R("8. Steuern vom Einkommen und vom Ertrag", "income_tax", { sign: -1 }),
    R("9. Ergebnis nach Steuern", "net_profit", { chart: null, total: true }),
    R("10. Jahresüberschuss", "net_profit", { total: true, grand: true }),
  ],
  // A German OHG in Kontoform: Kapitalanteile of the two partners, Rückstellungen, no equity total
  // line on the Passiva side other than the partners' sum; Gewerbesteuer as the only tax.
  ohg_bs: [
    H("Aktiva"),
    H("A. Anlagevermögen"),
    R("I. Sachanlagen", "net_fixed_assets"),
    R("II. Immaterielle Vermögensgegenstände", "intangible_assets"),
    R("III. Finanzanlagen", "other_non_current_assets"),
    H("B. Umlaufvermögen"),
    R("I. Vorräte", "inventory"),
    R("II. Forderungen aus Lieferungen und Leistungen", "trade_receivables"),
    R("III. Sonstige Vermögensgegenstände", "other_current_assets"),
    R("IV. Kassenbestand, Guthaben bei Kreditinstituten", "cash"),
    R("Summe Aktiva", "total_assets", { total: true, grand: true }),
    H("Passiva"),
    H("A. Eigenkapital"),
    R("Kapitalanteil Gesellschafter Johann Brandl", "ohg_a", { chart: null }),
    R("Kapitalanteil Gesellschafterin Maria Brandl", "ohg_b", { chart: null }),
    R("Summe Eigenkapital", "total_equity", { total: true }),
    R("B. Sonstige Rückstellungen", "at_srst"),
    H("C. Verbindlichkeiten"),
    R("1. gegenüber Kreditinstituten", "long_term_debt", { chart: null }),
    R("2. aus Lieferungen und Leistungen", "trade_payables"),
    R("3. sonstige Verbindlichkeiten", "ohg_sv"),
    R("Summe Passiva", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  ohg_is: relabel(ROWS.hgb_is, {
    "2. Materialaufwand": "2. Wareneinsatz",
    "8. Ergebnis vor Ertragsteuern": "8. Ergebnis vor Gewerbesteuer",
    "9. Steuern vom Einkommen und vom Ertrag": "9. Gewerbesteuer",
    "10. Jahresüberschuss / Jahresfehlbetrag": "10. Jahresüberschuss",
  }),
  // A US S corporation's management pack: quarters, the year to date; no federal income tax (pass-
  // through), the state's S corporation tax as the only income tax.
  scorp_is: [
    R("Gross receipts", "revenue"),
    R("Cost of goods sold", "cost_of_goods_sold"),
    R("Gross profit", "gross_profit", { total: true }),
    // reader33: staff costs with G&A in one figure, not to be split: no key (docs/chart-of-accounts.md).
    R("Officer compensation, salaries and G&A", "selling_general_administrative", { chart: null }),
    R("Depreciation (book)", "depreciation_amortization"),
    R("Other deductions", "other_operating_expenses"),
    R("Operating income", "operating_profit", { total: true }),
    R("Interest expense", "interest_expense"),
    R("Other income", "other_income"),
    R("Income before state taxes", "profit_before_tax", { total: true }),
    R("State S corporation tax", "income_tax"),
    R("Net income", "net_profit", { total: true, grand: true }),
  ],
  scorp_bs: [
    H("ASSETS"),
    R("Cash - operating and payroll accounts", "cash"),
    R("Accounts receivable, net", "trade_receivables"),
    R("Inventory", "inventory"),
    R("Prepaid expenses and other", "other_current_assets"),
    R("Total current assets", "total_current_assets", { total: true }),
    R("Furniture, equipment and vehicles, net", "net_fixed_assets"),
    R("Customer lists, net", "intangible_assets"),
    R("Officer life insurance - cash surrender value", "other_non_current_assets"),
    R("Total assets", "total_assets", { total: true, grand: true }),
    H("LIABILITIES AND STOCKHOLDERS' EQUITY"),
    R("Accounts payable", "trade_payables"),
    R("Revolving line of credit", "short_term_debt"),
    R("Current maturities of notes payable", "current_portion_long_term_debt"),
    R("Accrued payroll and distributions payable", "other_current_liabilities"),
    R("Total current liabilities", "total_current_liabilities", { total: true }),
    R("Notes payable, less current maturities", "long_term_debt"),
    R("Loans from stockholders", "other_non_current_liabilities"),
    R("Total liabilities", "total_liabilities", { total: true }),
    R("Common stock, no par; 1,000 shares authorized, 100 issued", "share_capital"),
    R("Retained earnings", "retained_earnings"),
    R("Total stockholders' equity", "total_equity", { total: true }),
    R("Total liabilities and stockholders' equity", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
});

const titles = (bs, is, cf) => ({ balance_sheet: bs, income_statement: is, cashflow_statement: cf });
Object.assign(TITLES, {
  en_ie7: titles("Balance Sheet", "Profit and Loss Account"),
  en_ca7: titles("Balance Sheet", "Statement of Operations", "Statement of Cash Flows"),
  de_at: titles("Bilanz", "Gewinn- und Verlustrechnung"),
  en_za: titles(
    "Statement of Financial Position",
    "Statement of Profit or Loss and Other Comprehensive Income",
    "Statement of Cash Flows",
  ),
  en_my: titles("Statements of Financial Position", "Statements of Profit or Loss and Other Comprehensive Income"),
  de_ch: titles("Bilanz", "Erfolgsrechnung"),
  en_ph: titles("Statements of Financial Position", "Statements of Comprehensive Income", "Statements of Cash Flows"),
  en_pk: titles("Statement of Financial Position", "Statement of Profit or Loss"),
  en_ae: titles("Statement of financial position", "Statement of profit or loss", "Statement of cash flows"),
  en_trust: titles("Statement of Financial Position", "Profit and Loss Statement"),
  en_llc7: titles("Balance Sheets", "Statements of Operations and Changes in Members' Equity"),
  en_inllp: titles("Balance Sheet", "Statement of Profit and Loss"),
  de_gmbh7: titles("Bilanz", "Gewinn- und Verlustrechnung"),
  de_ohg: titles("Bilanz", "Gewinn- und Verlustrechnung"),
  en_scorp: titles("Balance Sheet (Unaudited)", "Income Statement"),
});

/** A document of this batch: an unseen batch 4 document with the figures this batch's rows print. */
function unseen7Doc(spec) {
  const doc = unseen4Doc(spec);
  for (const y of doc.years) {
    const v = doc.figures[y];
    // Provisions and other liabilities carved out of the model's other current liabilities.
    v.at_abf = Math.round(v.other_current_liabilities * 0.34);
    v.at_strst = Math.round(v.other_current_liabilities * 0.18);
    v.at_srst = Math.round(v.other_current_liabilities * 0.21);
    v.at_sv = v.other_current_liabilities - v.at_abf - v.at_strst - v.at_srst;
    v.at_rst = v.at_abf + v.at_strst + v.at_srst;
    v.at_verb = v.long_term_debt + v.trade_payables + v.at_sv;
    v.at_zuw = v.net_profit > 0 ? Math.round(v.net_profit * 0.4) : 0;
    v.at_gv = Math.round(v.revenue * 0.012);
    v.at_bg = v.net_profit - v.at_zuw + v.at_gv;
    v.at_gr = v.retained_earnings - v.at_bg;
    v.at_fin = v.other_income - v.interest_expense;
    v.gm_gr = v.retained_earnings - v.net_profit;
    v.gm_sv = v.other_current_liabilities - v.at_strst - v.at_srst;
    v.ohg_a = Math.round(v.total_equity * 0.55);
    v.ohg_b = v.total_equity - v.ohg_a;
    v.ohg_sv = v.other_current_liabilities - v.at_srst;
    v.ch_pers = Math.round(v.selling_general_administrative * 0.71);
    v.ch_ueb = v.selling_general_administrative - v.ch_pers;
    v.ch_ebitda = v.gross_profit - v.selling_general_administrative - v.other_operating_expenses;
    v.ch_legal = Math.round(v.share_capital * 0.2);
    v.ch_bg = v.retained_earnings - v.ch_legal;
    v.ae_stat = Math.min(Math.round(v.share_capital * 0.5), Math.round(v.retained_earnings * 0.3));
    v.ae_re = v.retained_earnings - v.ae_stat;
    v.tr_dist = v.profit_before_tax;
    v.tr_undist = 0;
    v.llc_open = v.total_equity - v.net_profit - v.dividends_paid;
    v.in_total_income = v.revenue + v.other_income;
    v.in_purch = Math.round(v.cost_of_goods_sold * 1.04);
    v.in_chg = v.cost_of_goods_sold - v.in_purch;
    v.in_total_exp =
      v.cost_of_goods_sold +
      v.selling_general_administrative +
      v.interest_expense +
      v.depreciation_amortization +
      v.other_operating_expenses;
  }
  return doc;
}

// ---------------------------------------------------------------------------------------------
// Page touches of this batch, applied to the shared grids.

/** The grids of a document with this batch's touches: a footer line under every statement. */
function pages(doc) {
  return documentPages(doc).map((g) => (doc.footer && !g.footer ? { ...g, footer: doc.footer } : g));
}

const widths = (g) => {
  const total = g.columns.reduce((n, c) => n + c.width, 0);
  return g.columns.map((c) => c.width / total);
};

// Base-14 metrics from pdf-lib: corpus-runs' Times and Helvetica, and Courier for pypdf.
const metrics = await runMetrics();
{
  const pdf = await PDFDocument.create();
  const r = await pdf.embedFont(StandardFonts.Courier);
  const b = await pdf.embedFont(StandardFonts.CourierBold);
  metrics.courier = (t, isBold, size) => (isBold ? b : r).widthOfTextAtSize(t, size);
}

// ---------------------------------------------------------------------------------------------
// Placed-run producers: the runs and rules placePage computes (scripts/corpus-runs.mjs).
const runsFile = (doc, opts) => writeRunsFile(doc, pages(doc), opts, { metrics, workDir: WORK });

// PDF::Reuse: prMbox per page, prFont / prFontSize, prText with its own right alignment, prAdd rules.
const REUSE = String.raw`use strict; use warnings;
use Encode;
use PDF::Reuse;
open(my $fh, '<:encoding(UTF-8)', $ARGV[0]) or die;
prFile($ARGV[1]);
prDocDir('.');
prCompress(1);
my ($h, $open) = (0, 0);
while (my $line = <$fh>) {
  chomp $line;
  my @f = split /\|/, $line, -1;
  if ($f[0] eq 'P') {
    prPage() if $open;
    $open = 1;
    prMbox(0, 0, $f[1], $f[2]);
    $h = $f[2];
  } elsif ($f[0] eq 'T') {
    prFont($f[1] ? 'Helvetica-Bold' : 'Helvetica');
    prFontSize($f[2]);
    prText($f[4], sprintf('%.2f', $h - $f[5]), encode('cp1252', join('|', @f[6 .. $#f])), $f[3] ? 'right' : 'left');
  } elsif ($f[0] eq 'L') {
    prAdd(sprintf("0.5 w %.2f %.2f m %.2f %.2f l S\n", $f[1], $h - $f[3], $f[2], $h - $f[3]));
  }
}
prEnd();
`;
function reuse(doc, out) {
  const pl = path.join(WORK, "reuse.pl");
  fs.writeFileSync(pl, REUSE);
  run("perl", [pl, runsFile(doc, { size: 8.8, margin: 48, resolve: false }), out, doc.company], { cwd: WORK });
}

// pikepdf: content streams built here, written by QPDF; Times in WinAnsiEncoding; labels (runs
// without digits) as TJ arrays whose word spaces are kerning gaps, amounts as plain Tj.
const PIKEPDF = String.raw`import sys, pikepdf
from pikepdf import Name, Dictionary, Array
pdf = pikepdf.new()
def font(base):
    return pdf.make_indirect(Dictionary(Type=Name.Font, Subtype=Name.Type1, BaseFont=Name(base), Encoding=Name.WinAnsiEncoding))
fonts = Dictionary(F0=font("/Times-Roman"), F1=font("/Times-Bold"))
def lit(s):
    b = s.encode("cp1252")
    return b"(" + b.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"
pages = []
for line in open(sys.argv[1], encoding="utf-8").read().splitlines():
    f = line.split("|")
    if f[0] == "P":
        pages.append([float(f[1]), float(f[2]), []])
    elif f[0] == "T":
        w, h, ops = pages[-1]
        text = "|".join(f[6:])
        x, y = float(f[4]), h - float(f[5])
        head = b"BT /%s %s Tf %.2f %.2f Td " % (b"F1" if f[1] == "1" else b"F0", f[2].encode(), x, y)
        if any(c.isdigit() for c in text) or " " not in text:
            ops.append(head + lit(text) + b" Tj ET")
        else:
            words = text.split(" ")
            parts = []
            for i, word in enumerate(words):
                if i:
                    parts.append(b"-250")
                parts.append(lit(word))
            ops.append(head + b"[" + b" ".join(parts) + b"] TJ ET")
    elif f[0] == "L":
        w, h, ops = pages[-1]
        y = h - float(f[3])
        ops.append(b"0.6 w %.2f %.2f m %.2f %.2f l S" % (float(f[1]), y, float(f[2]), y))
for w, h, ops in pages:
    page = pdf.add_blank_page(page_size=(w, h))
    page.obj.Resources = Dictionary(Font=fonts)
    page.obj.Contents = pdf.make_stream(b"\n".join(ops))
pdf.docinfo["/Title"] = sys.argv[3]
pdf.docinfo["/Creator"] = "pikepdf"
pdf.save(sys.argv[2])
`;
function pikepdf(doc, out) {
  const py = path.join(WORK, "statements_pike.py");
  fs.writeFileSync(py, PIKEPDF);
  run("/usr/bin/python3", [py, runsFile(doc, { size: 9.2, margin: 56, font: "times" }), out, doc.company]);
}

// pypdf: content streams in pypdf's own writer, Courier, leaders, running header and footer.
const PYPDF = String.raw`import sys
from pypdf import PdfWriter
from pypdf.generic import NameObject, DictionaryObject, DecodedStreamObject, TextStringObject
w = PdfWriter()
def font(base):
    d = DictionaryObject()
    d[NameObject("/Type")] = NameObject("/Font")
    d[NameObject("/Subtype")] = NameObject("/Type1")
    d[NameObject("/BaseFont")] = NameObject(base)
    d[NameObject("/Encoding")] = NameObject("/WinAnsiEncoding")
    return w._add_object(d)
fonts = DictionaryObject()
fonts[NameObject("/F0")] = font("/Courier")
fonts[NameObject("/F1")] = font("/Courier-Bold")
def lit(s):
    b = s.encode("cp1252")
    return b"(" + b.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"
pages = []
for line in open(sys.argv[1], encoding="utf-8").read().splitlines():
    f = line.split("|")
    if f[0] == "P":
        pages.append([float(f[1]), float(f[2]), []])
    elif f[0] == "T":
        pw, h, ops = pages[-1]
        ops.append(b"BT /%s %s Tf %.2f %.2f Td %s Tj ET" % (b"F1" if f[1] == "1" else b"F0", f[2].encode(), float(f[4]), h - float(f[5]), lit("|".join(f[6:]))))
    elif f[0] == "L":
        pw, h, ops = pages[-1]
        y = h - float(f[3])
        ops.append(b"0.4 w %.2f %.2f m %.2f %.2f l S" % (float(f[1]), y, float(f[2]), y))
for pw, h, ops in pages:
    page = w.add_blank_page(width=pw, height=h)
    res = DictionaryObject()
    res[NameObject("/Font")] = fonts
    page[NameObject("/Resources")] = res
    s = DecodedStreamObject()
    s.set_data(b"\n".join(ops))
    page[NameObject("/Contents")] = w._add_object(s)
w.add_metadata({"/Title": sys.argv[3], "/Creator": "pypdf"})
with open(sys.argv[2], "wb") as fh:
    w.write(fh)
`;
function pypdf(doc, out) {
  const py = path.join(WORK, "statements_pypdf.py");
  fs.writeFileSync(py, PYPDF);
  const header = (d, n, total) => ({ ...runningHeader(d, n, total), left: d.company.toUpperCase() });
  run("/usr/bin/python3", [
    py,
    runsFile(doc, { size: 8.2, margin: 44, font: "courier", leaders: true, header }),
    out,
    doc.company,
  ]);
}

// Origami: Origami::ContentStream#write for every run (fonts /F0 /F1 in the page resources),
// #draw_line for the rules; running header and footer.
const ORIGAMI = `require 'origami'
include Origami
pdf = PDF.new
reg = Font::Type1::Standard::Helvetica.new.pre_build
bold = Font::Type1::Standard::HelveticaBold.new.pre_build
page = nil; h = 0; cs = nil
done = lambda { page.Contents = cs if page }
File.readlines(ARGV[0], encoding: 'UTF-8').each do |line|
  f = line.chomp.split('|', -1)
  case f[0]
  when 'P'
    done.call
    page = Page.new.setMediaBox(Rectangle[llx: 0, lly: 0, urx: f[1].to_f, ury: f[2].to_f])
    page.add_font(reg, :F0)
    page.add_font(bold, :F1)
    pdf.append_page(page)
    cs = ContentStream.new
    h = f[2].to_f
  when 'T'
    text = f[6..-1].join('|').encode('Windows-1252').force_encoding('BINARY')
    cs.write(text, x: f[4].to_f, y: h - f[5].to_f, font: (f[1] == '1' ? :F1 : :F0), size: f[2].to_f)
  when 'L'
    y = h - f[3].to_f
    cs.draw_line([f[1].to_f, y], [f[2].to_f, y], line_width: 0.5)
  end
end
done.call
info = Dictionary.new(Title: LiteralString.new(ARGV[2].encode('Windows-1252').force_encoding('BINARY')), Creator: LiteralString.new('Origami'))
pdf.insert(info)
pdf.trailer.Info = info.reference
pdf.save(ARGV[1], noindent: true)
`;
function origami(doc, out) {
  const rb = path.join(WORK, "origami.rb");
  fs.writeFileSync(rb, ORIGAMI);
  const header = (d, n, total) => ({ ...runningHeader(d, n, total), foot: `${n}/${total}` });
  run("ruby", [rb, runsFile(doc, { size: 8.6, margin: 50, header }), out, doc.company]);
}

// FreeHEP VectorGraphics: PDFGraphics2D in multi-page mode, Java2D drawString with the logical
// SansSerif font (right-aligned runs measured by Java's FontMetrics), Line2D rules.
const FREEHEP = String.raw`import java.awt.*;
import java.awt.geom.Line2D;
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.Arrays;
import java.util.List;
import org.freehep.graphicsio.pdf.PDFGraphics2D;
import org.freehep.graphicsbase.util.UserProperties;

public class Statements {
  public static void main(String[] args) throws Exception {
    List<String> lines = Files.readAllLines(Paths.get(args[0]), StandardCharsets.UTF_8);
    String[] first = lines.get(0).split("\\|");
    Dimension size = new Dimension((int) Math.round(Double.parseDouble(first[1])), (int) Math.round(Double.parseDouble(first[2])));
    PDFGraphics2D g = new PDFGraphics2D(new File(args[1]), size);
    UserProperties p = new UserProperties();
    p.setProperty(PDFGraphics2D.TEXT_AS_SHAPES, false);
    p.setProperty(PDFGraphics2D.EMBED_FONTS, false);
    p.setProperty(PDFGraphics2D.COMPRESS, true);
    p.setProperty(PDFGraphics2D.TITLE, args[2]);
    p.setProperty(PDFGraphics2D.AUTHOR, "");
    g.setProperties(p);
    g.setMultiPage(true);
    g.startExport();
    boolean open = false;
    int n = 0;
    for (String line : lines) {
      String[] f = line.split("\\|", -1);
      if (f[0].equals("P")) {
        if (open) g.closePage();
        Dimension d = new Dimension((int) Math.round(Double.parseDouble(f[1])), (int) Math.round(Double.parseDouble(f[2])));
        g.openPage(d, "Page " + (++n));
        g.setColor(Color.BLACK);
        g.setStroke(new BasicStroke(0.5f));
        open = true;
      } else if (f[0].equals("T")) {
        Font font = new Font("SansSerif", f[1].equals("1") ? Font.BOLD : Font.PLAIN, 10).deriveFont(Float.parseFloat(f[2]));
        g.setFont(font);
        String text = String.join("|", Arrays.copyOfRange(f, 6, f.length));
        double x = Double.parseDouble(f[4]);
        if (f[3].equals("1")) x -= g.getFontMetrics(font).getStringBounds(text, g).getWidth();
        g.drawString(text, (float) x, Float.parseFloat(f[5]));
      } else if (f[0].equals("L")) {
        double y = Double.parseDouble(f[3]);
        g.draw(new Line2D.Double(Double.parseDouble(f[1]), y, Double.parseDouble(f[2]), y));
      }
    }
    if (open) g.closePage();
    g.endExport();
  }
}
`;
function freehep(doc, out) {
  const dir = path.join(WORK, "freehep");
  fs.mkdirSync(dir, { recursive: true });
  const src = path.join(dir, "Statements.java");
  fs.writeFileSync(src, FREEHEP);
  const cp = ["graphicsio-pdf", "graphicsio", "graphics2d", "graphicsbase", "io", "util"]
    .map((j) => `/usr/share/java/freehep-${j}.jar`)
    .join(":");
  run("java", [
    "-Djava.awt.headless=true",
    "-cp",
    cp,
    src,
    runsFile(doc, { size: 8.6, margin: 50, resolve: false }),
    out,
    doc.company,
  ]);
}

// ---------------------------------------------------------------------------------------------
// XeLaTeX: one page per statement page, a tabular* per grid (label column p{}, amount columns r),
// booktabs rules (\cmidrule over the amount columns), fancyhdr running head and foot, fontspec.

const tex = (s) =>
  String(s)
    .replace(/\\/g, "\\textbackslash{}")
    .replace(/([&%$#_{}])/g, "\\$1")
    .replace(/~/g, "\\textasciitilde{}")
    .replace(/\^/g, "\\textasciicircum{}")
    .replace(/'/g, "\\textquotesingle{}")
    .replace(/§/g, "\\S{}");
function xelatex(doc, out) {
  const landscape = pages(doc).some((g) => g.landscape);
  const body = pages(doc).map((g) => {
    const w = widths(g);
    const avail = landscape ? 26.7 : 16.6; // cm of text width
    const spec = g.columns
      .map((c, i) =>
        c.align === "l" ? `p{${(w[i] * avail - 0.3).toFixed(2)}cm}` : `R{${(w[i] * avail - 0.3).toFixed(2)}cm}`,
      )
      .join("");
    const firstAmount = g.columns.findIndex((c, i) => i > 0 && c.align === "r");
    const n = g.columns.length;
    const bold = (t, b) => (b && t ? `\\textbf{${tex(t)}}` : tex(t));
    const lines = [];
    lines.push(`{\\large\\bfseries ${tex(g.title[0])}}\\\\[2pt]`);
    lines.push(`{\\bfseries ${tex(g.title[1])}}\\\\`);
    for (const t of g.title.slice(2)) lines.push(`${tex(t)}\\\\`);
    lines.push("\\vspace{6pt}");
    lines.push(`\\noindent\\begin{tabular*}{\\textwidth}{@{}${spec}@{}}`);
    for (let i = 0; i < headerDepth(g); i++)
      lines.push(
        `${g.columns.map((c) => (c.align === "r" ? `\\multicolumn{1}{c}{\\bfseries ${tex(headerLine(g, c, i))}}` : tex(headerLine(g, c, i)))).join(" & ")}\\\\`,
      );
    lines.push("\\midrule");
    for (const r of g.rows) {
      if (r.heading) {
        lines.push(`\\multicolumn{${n}}{@{}l}{\\bfseries ${tex(r.cells[0])}}\\\\`);
        continue;
      }
      const ruleCols = r.cells.map(
        (_, i) => i >= firstAmount && g.columns[i].align === "r" && (r.ruleCols?.[i] ?? r.rule),
      );
      const spans = [];
      ruleCols.forEach((on, i) => {
        if (on && r.cells[i] !== undefined) spans.push(i + 1);
      });
      if (spans.length) lines.push(spans.map((c) => `\\cmidrule(l{6pt}){${c}-${c}}`).join(""));
      lines.push(`${r.cells.map((c, i) => bold(c, r.bold[i])).join(" & ")}\\\\`);
      if (r.double) lines.push(`\\specialrule{0.4pt}{1pt}{0.8pt}\\specialrule{0.4pt}{0pt}{2pt}`);
    }
    lines.push("\\end{tabular*}");
    if (g.footer) lines.push(`\\par\\vspace{8pt}{\\small\\itshape ${tex(g.footer)}}`);
    return lines.join("\n");
  });
  const src = String.raw`\documentclass[10pt]{article}
\usepackage[a4paper,${landscape ? "landscape," : ""}margin=${landscape ? "1.5cm" : "2.2cm"},headheight=14pt]{geometry}
\usepackage{fontspec}
\setmainfont{${doc.texFont ?? "DejaVu Serif"}}
\usepackage{array,booktabs,fancyhdr}
\newcolumntype{R}[1]{>{\raggedleft\arraybackslash}p{#1}}
\setlength{\parindent}{0pt}\setlength{\tabcolsep}{4pt}
\renewcommand{\arraystretch}{1.12}
\pagestyle{fancy}\fancyhf{}
\lhead{\small ${tex(doc.company)}}\rhead{\small ${tex(doc.runningRight ?? "")}}\cfoot{\small ${doc.lang === "de" ? "Seite" : "Page"} \thepage}
\special{pdf:docinfo << /Title (${doc.company.replace(/[()\\]/g, "")}) /Creator (XeLaTeX) >>}
\begin{document}
\fontsize{${doc.texSize ?? 8.6}}{${((doc.texSize ?? 8.6) * 1.2).toFixed(1)}}\selectfont
${body.join("\n\\newpage\n")}
\end{document}
`;
  const file = path.join(WORK, `${doc.id}.tex`);
  fs.writeFileSync(file, src);
  for (let i = 0; i < 2; i++)
    run("xelatex", ["-interaction=nonstopmode", "-halt-on-error", `${doc.id}.tex`], { cwd: WORK, stdio: "ignore" });
  fs.copyFileSync(path.join(WORK, `${doc.id}.pdf`), out);
}

const PRODUCERS = {
  reuse: {
    make: reuse,
    name: "Perl PDF::Reuse 0.39 (Debian libpdf-reuse-perl) placed runs, prText, base-14 Helvetica",
  },
  pikepdf: {
    make: pikepdf,
    name: "Python pikepdf 6.0.0 / QPDF 11.3.0 (Debian python3-pikepdf) raw content streams, base-14 Times, TJ word gaps",
  },
  pypdf: {
    make: pypdf,
    name: "Python pypdf 3.4.1 (Debian python3-pypdf) raw content streams, base-14 Courier, dotted leaders",
  },
  origami: { make: origami, name: "Ruby Origami 2.1.0 (Debian origami-pdf) ContentStream#write, base-14 Helvetica" },
  freehep: {
    make: freehep,
    name: "Java FreeHEP VectorGraphics 2.4 PDFGraphics2D (Debian libfreehep-graphicsio-pdf-java, OpenJDK 17), SansSerif",
  },
  xelatex: {
    make: xelatex,
    name: "XeLaTeX / xdvipdfmx (TeX Live 2022, Debian texlive-xetex) tabular* with booktabs, fontspec",
  },
};

// ---------------------------------------------------------------------------------------------
// The batch

const HGB_DE = { ...HGB, rows: undefined, titles: undefined };
const DOCS = [
  {
    id: "reuse-ie-frs102",
    producer: "reuse",
    company: "Ballinasloe Agri Supplies Designated Activity Company",
    currency: "EUR",
    scale: 1,
    scalePhrase: "",
    unitHeader: "€",
    years: [2025, 2024],
    header: "year-unit",
    notes: true,
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "ie_bs", income_statement: "ie_is" },
    titles: "en_ie7",
    seed: 1901,
    size: 6200000,
    footer: "The notes on pages 12 to 24 form part of these financial statements.",
    features: [
      'Irish FRS 102 Section 1A wording: "Debtors", "Creditors: amounts falling due within one year" and "after more than one year" as deductions, "Called up share capital presented as equity"',
      "unlabelled subtotals of fixed and current assets (not expected); net current assets, total assets less current liabilities, net assets (not expected)",
      'scale only as "€" under each year',
      "a footer line under every statement",
    ],
  },
  {
    id: "reuse-ca-aspe",
    producer: "reuse",
    company: "Red Deer Valley Fabricators Ltd.",
    currency: "CAD",
    scale: 1,
    scalePhrase: "",
    years: [2026, 2025],
    fye: [3, 31],
    header: "us-date",
    notes: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "ca7_bs", income_statement: "ca7_is", cashflow_statement: "ca7_cf" },
    titles: "en_ca7",
    seed: 1902,
    size: 3900000,
    footer: "See accompanying notes to the financial statements.",
    features: [
      'Canadian ASPE wording: "Capital assets", "Amortization of capital assets", "Bank indebtedness", "Due to shareholder", "Cash, end of year"',
      "fiscal year ending March",
    ],
  },
  {
    id: "reuse-at-ugb",
    producer: "reuse",
    company: "Mühlviertler Holzbau Gesellschaft m.b.H.",
    currency: "EUR",
    scale: 1,
    scalePhrase: "",
    unitHeader: "EUR",
    decimals: 2,
    years: [2025, 2024],
    header: "de-date-unit",
    statements: ["balance_sheet", "income_statement"],
    ...HGB_DE,
    rows: { balance_sheet: "at_bs", income_statement: "at_is" },
    titles: "de_at",
    hgb: true,
    seed: 1903,
    size: 420000000,
    pageHeader: "Jahresabschluss zum 31.12.2025",
    features: [
      "Austrian UGB Bilanz (§ 224 UGB) in Staffelform: B. Rückstellungen (Rückstellungen für Abfertigungen, Steuerrückstellungen, sonstige Rückstellungen) between equity and liabilities, no total of liabilities (not expected)",
      "equity as Nennkapital, Gewinnrücklagen and Bilanzgewinn (davon Gewinnvortrag); the last two not expected",
      "GuV nach § 231 UGB (Gesamtkostenverfahren): Zwischensumme aus Z 1 bis 5 (Betriebserfolg, expected as operating profit), Finanzerfolg, Ergebnis vor Steuern, continued to the Bilanzgewinn",
      "amounts in euros and cents, EUR under each date",
    ],
  },
  {
    id: "pikepdf-za-rand",
    producer: "pikepdf",
    company: "Umgeni Valley Packaging (Pty) Ltd",
    currency: "ZAR",
    scale: 1,
    scalePhrase: "",
    unitHeader: "R",
    conv: "space",
    years: [2026, 2025],
    fye: [2, 28],
    header: "year-unit",
    notes: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "za_bs", income_statement: "za_is", cashflow_statement: "za_cf" },
    titles: "en_za",
    seed: 1904,
    size: 8800000,
    features: [
      'South African (IFRS for SMEs) wording: "Retained income", "Other financial liabilities", "Current tax payable", "Total cash movement for the year", "Total cash at end of the year"',
      "thousands grouped by spaces (1 234 567), whole rands",
      'scale only as "R" under each year; fiscal year ending February',
      "labels written as TJ arrays: their word spaces are kerning gaps, not space characters",
    ],
  },
  {
    id: "pikepdf-my-ringgit",
    producer: "pikepdf",
    company: "Perak Latex Gloves Manufacturing Sdn. Bhd.",
    currency: "MYR",
    scale: 1,
    scalePhrase: "",
    unitHeader: "RM",
    years: [2025, 2024],
    fye: [6, 30],
    header: "year-unit",
    notes: true,
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "my_bs", income_statement: "my_is" },
    titles: "en_my",
    seed: 1905,
    size: 15000000,
    features: [
      'Malaysian (MFRS) wording: "Other receivables, deposits and prepayments", "Loans and borrowings", "Results from operating activities", "Profit for the financial year"',
      'scale only as "RM" under each year; fiscal year ending June',
      "labels written as TJ arrays: their word spaces are kerning gaps, not space characters",
    ],
  },
  {
    id: "pikepdf-ch-or",
    producer: "pikepdf",
    company: "Zürcher Oberland Präzisionsmechanik AG",
    currency: "CHF",
    scale: 1,
    scalePhrase: "",
    unitHeader: "CHF",
    lang: "de",
    conv: "ch",
    neg: "minus",
    years: [2025, 2024],
    header: "de-date-unit",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "ch_bs", income_statement: "ch_is" },
    titles: "de_ch",
    seed: 1906,
    size: 12000000,
    features: [
      "Swiss OR (Art. 959a/959b OR): Aktiven/Passiven, Flüssige Mittel, kurz- und langfristiges Fremdkapital, gesetzliche Gewinnreserve and Bilanzgewinn expected as their sum under retained_earnings (revised by reader35 to docs/chart-of-accounts.md: profit reserves and the Bilanzgewinn beside them are the retained earnings together; neither was expected)",
      "Erfolgsrechnung with Warenaufwand, Personalaufwand, übriger betrieblicher Aufwand and Werbeaufwand (übriger betrieblicher Aufwand expected as other_operating_expenses, Werbeaufwand as SG&A (revised by reader35 to docs/chart-of-accounts.md: marketing is SG&A, übriger betrieblicher Aufwand the other operating expenses; expected the other way round before); Personalaufwand is staff costs, under no key (revised by reader33 to docs/chart-of-accounts.md: staff costs are never SG&A)), EBITDA (not expected) and EBIT, Direkte Steuern",
      "Swiss number format with apostrophes (1'234'567), expenses printed negative",
      "labels written as TJ arrays: their word spaces are kerning gaps, not space characters",
    ],
  },
  {
    id: "pypdf-ph-peso",
    producer: "pypdf",
    company: "Batangas Cold Chain Logistics, Inc.",
    currency: "PHP",
    scale: 1,
    scalePhrase: "(Amounts in Philippine Peso)",
    years: [2025, 2024],
    header: "year",
    notes: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "ph_bs", income_statement: "ph_is", cashflow_statement: "ph_cf" },
    titles: "en_ph",
    seed: 1907,
    size: 95000000,
    runningRight: "Audited Financial Statements",
    features: [
      'Philippine (PFRS for SMEs, SEC form) wording: "Noncurrent" without a hyphen, "Capital stock", "PROVISION FOR INCOME TAX", income statement lines in capitals',
      "selling and general and administrative expenses expected as their sum under SG&A",
      "Courier throughout, dotted leaders from every label to its amounts, running header and page footer",
    ],
  },
  {
    id: "pypdf-pk-rupees",
    producer: "pypdf",
    company: "Faisalabad Textile Processing Mills Limited",
    currency: "PKR",
    scale: 1,
    scalePhrase: "",
    unitHeader: "Rupees",
    years: [2025, 2024],
    fye: [6, 30],
    header: "year-unit",
    notes: true,
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "pk_bs", income_statement: "pk_is" },
    titles: "en_pk",
    seed: 1908,
    size: 2400000000,
    runningRight: "Annual Report 2025",
    features: [
      'Pakistani (Companies Act 2017) statement of financial position with EQUITY AND LIABILITIES first, then ASSETS; unlabelled subtotals (not expected); "CONTINGENCIES AND COMMITMENTS" heading',
      '"Unappropriated profit", "Trade debts", "Stock-in-trade", "Taxation - net", "Long term financing"',
      "administrative expenses include depreciation: distribution and administrative expected as their sum under SG&A",
      'ten-digit amounts, "Rupees" under each year; fiscal year ending June',
      "Courier throughout, dotted leaders from every label to its amounts, running header and page footer",
    ],
  },
  {
    id: "origami-ae-dirham",
    producer: "origami",
    company: "Al Qusais Building Materials Trading L.L.C.",
    currency: "AED",
    scale: 1,
    scalePhrase: "",
    unitHeader: "AED",
    years: [2025, 2024],
    header: "year-unit",
    notes: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "ae_bs", income_statement: "ae_is", cashflow_statement: "ae_cf" },
    titles: "en_ae",
    seed: 1909,
    size: 46000000,
    runningRight: "Dubai - United Arab Emirates",
    features: [
      'UAE (IFRS) wording: "Statutory reserve" (not expected), "Employees\' end of service benefits", "Due to a related party", "Corporate tax expense"',
      'scale only as "AED" under each year; running header and page footer',
    ],
  },
  {
    id: "origami-au-trust",
    producer: "origami",
    company: "Kerrigan Family Trading Trust",
    currency: "AUD",
    scale: 1,
    scalePhrase: "",
    unitHeader: "$",
    years: [2025, 2024],
    fye: [6, 30],
    header: "year-unit",
    zero: "-",
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "trust_bs", income_statement: "trust_is" },
    titles: "en_trust",
    seed: 1910,
    size: 5200000,
    runningRight: "Special purpose financial report",
    features: [
      "Australian trading trust (unit trust): no income tax, the net profit distributed to the beneficiaries, undistributed income for the year a dash",
      '"Beneficiaries\' unpaid present entitlements" as a current liability, "Beneficiaries\' funds" (units on issue, undistributed income) as equity',
      "occupancy and administration expected as SG&A; the employee benefits expense is staff costs, under no key (revised by reader33 to docs/chart-of-accounts.md: staff costs are never SG&A)",
      "fiscal year ending June; running header and page footer",
    ],
  },
  {
    id: "freehep-us-llc",
    producer: "freehep",
    company: "Blue Ridge Veterinary Partners, LLC",
    currency: "USD",
    scale: 1,
    scalePhrase: "",
    years: [2025, 2024],
    header: "us-date",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "llc_bs", income_statement: "llc7_is" },
    titles: "en_llc7",
    seed: 1911,
    size: 11000000,
    features: [
      "US LLC: members' equity; a statement of operations and changes in members' equity (beginning balance, distributions to members and ending balance not expected)",
      "state franchise tax and LLC fees as the only income tax",
    ],
  },
  {
    id: "freehep-in-llp",
    producer: "freehep",
    company: "Coimbatore Pump Components LLP",
    currency: "INR",
    scale: 1,
    scalePhrase: "(All amounts in Indian Rupees)",
    conv: "in",
    years: [2026, 2025],
    fye: [3, 31],
    header: "uk-date",
    notes: true,
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "inllp_bs", income_statement: "inllp_is" },
    titles: "en_inllp",
    seed: 1912,
    size: 180000000,
    features: [
      "Indian LLP: CONTRIBUTION AND LIABILITIES before ASSETS, partners' contribution and partners' current accounts, two lines labelled only \"TOTAL\"",
      "statement of profit and loss with total income, purchases of stock-in-trade and changes in inventories (not expected), the profit transferred to the partners' current accounts",
      "Indian digit grouping (12,34,56,789); fiscal year ending March",
    ],
  },
  {
    id: "freehep-de-gmbh",
    producer: "freehep",
    company: "Oberpfälzer Kunststofftechnik GmbH",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Angaben in EUR",
    decimals: 2,
    years: [2025, 2024],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB_DE,
    rows: { balance_sheet: "gmbh7_bs", income_statement: "gmbh7_is" },
    titles: "de_gmbh7",
    hgb: true,
    seed: 1913,
    size: 260000000,
    features: [
      "HGB Bilanz einer GmbH in Staffelform without subtotals of Anlage- and Umlaufvermögen; B. Rückstellungen between equity and liabilities, no total of liabilities (not expected)",
      "Jahresüberschuss inside equity (not expected there); GuV with Personalaufwand a) and b) (not expected)",
      "amounts in euros and cents",
    ],
  },
  {
    id: "xelatex-de-ohg-kontoform",
    producer: "xelatex",
    layout: "kontoform",
    company: "Brandl Landtechnik OHG",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Angaben in Euro",
    years: [2025, 2024],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB_DE,
    rows: { balance_sheet: "ohg_bs", income_statement: "ohg_is" },
    titles: "de_ohg",
    hgb: true,
    seed: 1914,
    size: 2600000,
    texFont: "Liberation Sans Narrow",
    texSize: 8.2,
    runningRight: "Jahresabschluss 2025",
    features: [
      "HGB Bilanz einer OHG in Kontoform (Aktiva | Passiva side by side, landscape): Kapitalanteile of the two partners (not expected), sonstige Rückstellungen in one line",
      "GuV with Wareneinsatz (not expected) and Gewerbesteuer as the only tax",
      "whole euros; running header and page footer",
    ],
  },
  {
    id: "xelatex-us-scorp-quarters",
    producer: "xelatex",
    layout: "quarters",
    company: "Harlan & Pike Hardware, Inc.",
    currency: "USD",
    scale: 1,
    scalePhrase: "",
    years: [2025, 2024],
    header: "us-date",
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "scorp_bs", income_statement: "scorp_is" },
    titles: "en_scorp",
    seed: 1915,
    size: 7400000,
    texFont: "DejaVu Serif",
    texSize: 8,
    runningRight: "S corporation - internal management report",
    features: [
      "officer compensation, salaries and G&A in one line: staff costs with G&A, not to be split, under no key (revised by reader33 to docs/chart-of-accounts.md: staff costs are never SG&A)",
      "management accounts by quarter: Q1-Q4, the year to date and the prior year to date in one landscape table",
      "US S corporation: no federal income tax, the state's S corporation tax as the only income tax",
      "running header and page footer",
    ],
  },
];

// Scans (150-200 dpi): [id, source id, options]
const SCANS = [
  ["scan-reuse-at-ugb", "reuse-at-ugb", { dpi: 150, angle: -0.6, noise: 0.05, seed: 1951 }],
  ["scan-pikepdf-za-rand", "pikepdf-za-rand", { dpi: 200, angle: 0.7, noise: 0.06, seed: 1952 }],
  ["scan-origami-au-trust", "origami-au-trust", { dpi: 170, angle: -0.4, noise: 0.07, seed: 1953 }],
  ["scan-xelatex-us-scorp-quarters", "xelatex-us-scorp-quarters", { dpi: 180, angle: 0.5, noise: 0.05, seed: 1954 }],
];

const expectedJson = (doc, id, kind) => ({
  ...fixtureJson(doc, id, kind, PRODUCERS[doc.producer].name, {
    producer_id: kind === "scan" ? "scan" : doc.producer,
    scale_phrase: doc.scalePhrase || (doc.unitHeader ? `${doc.unitHeader} (column header only)` : ""),
    batch: "unseen7",
    features: [...new Set([...(doc.features ?? []), ...FEATURES(doc)])],
  }),
  documents: expected4(doc),
});

// --check: the committed files against their JSONs (checkBatch, scripts/extraction-corpus-model.mjs).
if (process.argv.includes("--check")) checkBatch(OUT, DOCS, WORK);

await buildBatch(DOCS, SCANS, {
  out: OUT,
  work: WORK,
  prepare: unseen7Doc,
  make: (doc, out) => PRODUCERS[doc.producer].make(doc, out),
  expectedJson,
});
