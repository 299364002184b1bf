// Builds the eleventh batch of the extraction corpus (test/fixtures/extraction-corpus/unseen8/) ONCE:
// statements from six producers no earlier batch has (and a seventh, a named relative of one), from
// the same seeded data model (scripts/extraction-corpus-model.mjs: figures, rows, number formats,
// expected figures, scans) and the unseen batches' pages (scripts/corpus-layout.mjs), with this
// batch's own row sets, titles and page touches defined here (the shared files are not changed).
// Every producer writes the runs placePage computes (one text run per cell, rules as lines):
//   - Free Pascal fcl-pdf (FPC 3.2.2, Debian fpc): a small Pascal program, compiled here, with
//     TPDFDocument (page origin at the top, TPDFPage.WriteText, DrawLine), base-14 Helvetica;
//   - Scribus 1.5.8 (Debian scribus, its scripter run by `xvfb-run scribus -g -ns -py`): one text
//     frame per run (right-aligned frames for the amounts), line items for the rules, Liberation
//     Sans embedded, exported by Scribus's own PDF library (it writes hyphens as U+00AD);
//   - gl2ps 1.4.2 (Debian libgl2ps-dev) on an OSMesa context (libosmesa6-dev): a C program, compiled
//     here, draws each run with glRasterPos + gl2psTextOpt and the rules as GL_LINES; gl2ps writes
//     one-page PDFs with base-14 Helvetica in MacRomanEncoding (the text is converted to it);
//   - @libpdf/core 0.4.2 (npm, installed outside the project: `npm install --prefix /tmp/m8lib
//     @libpdf/core`; its dependencies are crypto libraries and pako, no other PDF writer):
//     PDF.create, addPage, drawText with base-14 Helvetica, drawLine;
//   - muhammara 6.0.6 (npm, PDF-Writer / Hummus, native, built from source by node-gyp outside the
//     project: `npm install --prefix /tmp/m8 muhammara`, about 6 minutes on 2 cores):
//     createWriter, PageContentContext BT/Tf/Tm/Tj, DejaVu Sans embedded from its TrueType file;
//   - PyX 0.16 (Debian python3-pyx) without TeX: its UnicodeEngine sets text in a Type 1 font read
//     directly with its AFM metrics (Nimbus Sans from fonts-urw-base35), PyX's own PDF writer;
//   - and, as a named relative (not one of the six): Python pydyf 0.5.0 (Debian python3-pydyf),
//     WeasyPrint's low-level PDF writer used directly, without WeasyPrint (pandoc+WeasyPrint was a
//     producer of an earlier batch): pydyf.Stream text operators, base-14 Times in WinAnsiEncoding;
//   - scans of four of them (pdftoppm 150-200 dpi, rotation, noise, JPEG; the model's scan()).
// Three statements are in languages the reader does not claim (two French, one Italian): their
// JSONs have "documents": [] (nothing, or only documents held for review, should be read from them).
// Tried and not used: PyX's TeX text (no TeX installation here; its UnicodeEngine needs none);
// GNU TeXmacs (not packaged here); Octave's print -dpdf (it goes through gl2ps, already here);
// libpdf-writer-perl and libpdf-report-perl (both depend on PDF::API2, used before).
// Made by a helper blind to the reader: it did not read the reader's code, its documentation of the
// extraction or its scores, and never ran the reader on these files (leave-one-producer-out).
// Needs (generation only; the tests read the committed PDFs and JSONs): fpc, scribus, xvfb, xauth,
// libgl2ps-dev, libosmesa6-dev, gcc, python3-pyx, python3-pydyf, fonts-urw-base35,
// fonts-liberation, fonts-dejavu-core, poppler-utils (apt); @libpdf/core in /tmp/m8lib and muhammara
// in /tmp/m8 (npm, outside the project).
// Run: node scripts/make-unseen8-corpus.mjs [ids]      (check: node scripts/make-unseen8-corpus.mjs --check)
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { documentPages } from "./corpus-layout.mjs";
import { readRuns, run, runMetrics, runningHeader, writeRunsFile } from "./corpus-runs.mjs";
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

const OUT = path.resolve("test/fixtures/extraction-corpus/unseen8");
const WORK = fs.mkdtempSync(path.join(os.tmpdir(), "unseen8-corpus-"));

// ---------------------------------------------------------------------------------------------
// This batch's row sets (added to the model's ROWS in this process only) and titles.

Object.assign(ROWS, {
  // The Netherlands (Dutch GAAP, Title 9 Book 2 of the Dutch Civil Code, in English): fixed assets
  // by kind, "Group equity", "Provisions", "Net turnover", "Operating result", "Result after taxation".
  nl_bs: [
    H("ASSETS"),
    H("Fixed assets"),
    R("Intangible fixed assets", "intangible_assets", { note: "4" }),
    R("Tangible fixed assets", "net_fixed_assets", { note: "5" }),
    R("Financial fixed assets", "other_non_current_assets", { note: "6" }),
    R("Total fixed assets", "total_non_current_assets", { total: true }),
    H("Current assets"),
    R("Stocks", "inventory", { note: "7" }),
    R("Trade receivables", "trade_receivables", { note: "8" }),
    R("Other receivables, prepayments and accrued income", "other_current_assets"),
    R("Cash at banks and in hand", "cash", { note: "9" }),
    R("Total current assets", "total_current_assets", { total: true }),
    R("TOTAL ASSETS", "total_assets", { total: true, grand: true }),
    H("EQUITY AND LIABILITIES"),
    H("Group equity"),
    R("Issued and paid-up share capital", "share_capital", { note: "10" }),
    R("Other reserves", "retained_earnings"),
    R("Total group equity", "total_equity", { total: true }),
    R("Provisions", "other_non_current_liabilities", { note: "11" }),
    R("Long-term liabilities", "long_term_debt", { note: "12" }),
    R("Total non-current liabilities and provisions", "total_non_current_liabilities", { total: true }),
    H("Current liabilities"),
    R("Trade creditors", "trade_payables"),
    R("Payables to credit institutions", "debt_current_combined", { chart: "short_term_debt", note: "12" }),
    R("Taxes and social security premiums, other liabilities and accruals", "other_current_liabilities"),
    R("Total current liabilities", "total_current_liabilities", { total: true }),
    R("TOTAL EQUITY AND LIABILITIES", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  nl_is: [
    R("Net turnover", "revenue", { note: "14" }),
    R("Cost of sales", "cost_of_goods_sold", { sign: -1 }),
    R("Gross margin", "gross_profit", { total: true }),
    R("Selling expenses", "sga_distribution", { sign: -1, chart: null, sgaPart: true }),
    R("General and administrative expenses", "sga_admin", { sign: -1, chart: null, sgaPart: true }),
    R("Amortisation and depreciation", "depreciation_amortization", { sign: -1 }),
    R("Other operating expenses", "other_operating_expenses", { sign: -1 }),
    R("Operating result", "operating_profit", { total: true }),
    R("Financial income", "other_income", { note: "15" }),
    R("Financial expenses", "interest_expense", { sign: -1, note: "15" }),
    R("Result before taxation", "profit_before_tax", { total: true }),
    R("Corporate income tax", "income_tax", { sign: -1, note: "16" }),
    R("Result after taxation", "net_profit", { total: true, grand: true }),
  ],
  nl_cf: relabel(ROWS.ifrs_cf, {
    "Profit for the year": "Result after taxation",
    "Net cash generated from operating activities": "Cash flow from operating activities",
    "Purchase of property, plant and equipment": "Investments in tangible fixed assets",
    "Proceeds from disposal of property, plant and equipment": "Disposals of tangible fixed assets",
    "Net cash used in investing activities": "Cash flow from investing activities",
    "Proceeds from borrowings": "Drawdowns of long-term liabilities",
    "Repayment of borrowings": "Repayments of long-term liabilities",
    "Net cash from (used in) financing activities": "Cash flow from financing activities",
    "Net increase (decrease) in cash and cash equivalents": "Movement in cash at banks and in hand",
    "Cash and cash equivalents at the beginning of the year": "Cash at banks and in hand at 1 January",
    "Cash and cash equivalents at the end of the year": "Cash at banks and in hand at 31 December",
  }),
  // Cyprus (IFRS as adopted by the EU): "Refundable taxes" (not split out), "Current tax
  // liabilities", "Profit from operations", "Net finance costs" not printed.
  cy_bs: relabel(ROWS.ifrs_bs, {
    Assets: "ASSETS",
    "Other non-current assets": "Financial assets at fair value through other comprehensive income",
    "Other current assets": "Refundable taxes and other receivables",
    "Cash and cash equivalents": "Cash at bank and in hand",
    "Equity and liabilities": "EQUITY AND LIABILITIES",
    Equity: "Equity attributable to owners",
    Borrowings: "Bank borrowings",
    "Other non-current liabilities": "Deferred tax liabilities",
    "Other current liabilities": "Current tax liabilities",
  }),
  cy_is: [
    R("Revenue", "revenue", { note: "6" }),
    R("Cost of sales", "cost_of_goods_sold", { sign: -1 }),
    R("Gross profit", "gross_profit", { total: true }),
    R("Selling and distribution expenses", "sga_distribution", { sign: -1, chart: null, sgaPart: true }),
    R("Administration expenses", "sga_admin", { sign: -1, chart: null, sgaPart: true }),
    R("Depreciation of property, plant and equipment", "depreciation_amortization", { sign: -1 }),
    R("Other expenses", "other_operating_expenses", { sign: -1 }),
    R("Profit from operations", "operating_profit", { total: true }),
    R("Finance income", "other_income", { note: "9" }),
    R("Finance costs", "interest_expense", { sign: -1, note: "9" }),
    R("Profit before tax", "profit_before_tax", { total: true }),
    R("Tax", "income_tax", { sign: -1, note: "10" }),
    R("Net profit for the year", "net_profit", { total: true, grand: true }),
  ],
  // Fiji (IFRS for SMEs): "Cash on hand and at bank", "Provision for employee entitlements",
  // "Income tax expense" after "Profit before income tax".
  fj_bs: relabel(ROWS.ifrs_bs, {
    "Other non-current assets": "Investment in unlisted shares",
    "Trade and other receivables": "Trade receivables",
    "Other current assets": "Deposits and prepayments",
    "Cash and cash equivalents": "Cash on hand and at bank",
    Borrowings: "Interest bearing borrowings",
    "Other non-current liabilities": "Provision for employee entitlements",
    "Trade and other payables": "Trade and other payables",
    "Other current liabilities": "Income tax payable",
  }),
  fj_is: [
    R("Revenue", "revenue"),
    R("Cost of sales", "cost_of_goods_sold", { sign: -1 }),
    R("Gross profit", "gross_profit", { total: true }),
    // reader31: staff costs are never SG&A (docs/chart-of-accounts.md): printed, under no key.
    R("Employee benefits expense", "sga_distribution", { sign: -1, chart: null }),
    R("Administrative expenses", "sga_admin", { sign: -1, chart: null, sgaPart: true }),
    R("Depreciation", "depreciation_amortization", { sign: -1 }),
    R("Other operating expenses", "other_operating_expenses", { sign: -1 }),
    R("Results from operating activities", "operating_profit", { total: true }),
    R("Interest income", "other_income"),
    R("Interest expense", "interest_expense", { sign: -1 }),
    R("Profit before income tax", "profit_before_tax", { total: true }),
    R("Income tax expense", "income_tax", { sign: -1 }),
    R("Profit for the year", "net_profit", { total: true, grand: true }),
  ],
  // A German group under IFRS, in German: lang- und kurzfristige Vermögenswerte und Schulden,
  // Umsatzkostenverfahren, Konzernergebnis, Konzern-Kapitalflussrechnung.
  deifrs_bs: [
    H("AKTIVA"),
    H("Langfristige Vermögenswerte"),
    R("Immaterielle Vermögenswerte", "intangible_assets", { note: "12" }),
    R("Sachanlagen", "net_fixed_assets", { note: "13" }),
    R("Sonstige finanzielle Vermögenswerte", "other_non_current_assets", { note: "14" }),
    R("Summe langfristige Vermögenswerte", "total_non_current_assets", { total: true }),
    H("Kurzfristige Vermögenswerte"),
    R("Vorräte", "inventory", { note: "15" }),
    R("Forderungen aus Lieferungen und Leistungen", "trade_receivables", { note: "16" }),
    R("Sonstige kurzfristige Vermögenswerte", "other_current_assets"),
    R("Zahlungsmittel und Zahlungsmitteläquivalente", "cash", { note: "17" }),
    R("Summe kurzfristige Vermögenswerte", "total_current_assets", { total: true }),
    R("Summe Aktiva", "total_assets", { total: true, grand: true }),
    H("PASSIVA"),
    H("Eigenkapital"),
    R("Gezeichnetes Kapital", "share_capital", { note: "18" }),
    R("Gewinnrücklagen und Konzernergebnis", "retained_earnings"),
    R("Summe Eigenkapital", "total_equity", { total: true }),
    H("Langfristige Schulden"),
    R("Langfristige Finanzverbindlichkeiten", "long_term_debt", { note: "19" }),
    R("Pensionsrückstellungen und latente Steuerschulden", "other_non_current_liabilities", { note: "20" }),
    R("Summe langfristige Schulden", "total_non_current_liabilities", { total: true }),
    H("Kurzfristige Schulden"),
    R("Verbindlichkeiten aus Lieferungen und Leistungen", "trade_payables"),
    R("Kurzfristige Finanzverbindlichkeiten", "debt_current_combined", { chart: "short_term_debt", note: "19" }),
    R("Sonstige kurzfristige Schulden", "other_current_liabilities", { note: "21" }),
    R("Summe kurzfristige Schulden", "total_current_liabilities", { total: true }),
    R("Summe Schulden", "total_liabilities", { total: true }),
    R("Summe Passiva", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  deifrs_is: [
    R("Umsatzerlöse", "revenue", { note: "6" }),
    R("Umsatzkosten", "cost_of_goods_sold", { sign: -1, note: "7" }),
    R("Bruttoergebnis vom Umsatz", "gross_profit", { total: true }),
    R("Vertriebskosten", "sga_distribution", { sign: -1, chart: null, sgaPart: true }),
    R("Allgemeine Verwaltungskosten", "sga_admin", { sign: -1, chart: null, sgaPart: true }),
    R("Abschreibungen auf Sachanlagen und immaterielle Vermögenswerte", "depreciation_amortization", { sign: -1 }),
    R("Sonstige betriebliche Aufwendungen", "other_operating_expenses", { sign: -1 }),
    R("Betriebsergebnis (EBIT)", "operating_profit", { total: true }),
    R("Finanzerträge", "other_income", { note: "9" }),
    R("Finanzaufwendungen", "interest_expense", { sign: -1, note: "9" }),
    R("Ergebnis vor Ertragsteuern", "profit_before_tax", { total: true }),
    R("Ertragsteuern", "income_tax", { sign: -1, note: "10" }),
    R("Konzernergebnis", "net_profit", { total: true, grand: true }),
  ],
  deifrs_cf: [
    R("Konzernergebnis", "net_profit", { chart: null }),
    R("Abschreibungen", "depreciation_amortization", { chart: null }),
    R("Mittelzufluss aus laufender Geschäftstätigkeit", "net_cash_from_operating_activities", { total: true }),
    R("Auszahlungen für Investitionen in Sachanlagen", "purchase_of_fixed_assets"),
    R("Einzahlungen aus Abgängen von Sachanlagen", "disposals"),
    R("Mittelabfluss aus Investitionstätigkeit", "net_cash_from_investing_activities", { total: true }),
    R("Einzahlungen aus der Aufnahme von Finanzverbindlichkeiten", "proceeds"),
    R("Auszahlungen für die Tilgung von Finanzverbindlichkeiten", "repayment_of_borrowings"),
    R("Gezahlte Dividenden", "dividends_paid"),
    R("Mittelzufluss/-abfluss aus Finanzierungstätigkeit", "net_cash_from_financing_activities", { total: true }),
    R("Zahlungswirksame Veränderung des Finanzmittelfonds", "net_change_in_cash", { total: true }),
    R("Finanzmittelfonds am 1. Januar", "cash_at_beginning"),
    R("Finanzmittelfonds am 31. Dezember", "cash_at_end", { total: true, grand: true }),
  ],
  // Bangladesh (IFRS as adopted by ICAB, Companies Act 1994): "Share money deposit" not used,
  // "Advances, deposits and prepayments", "Provision for income tax", Taka with lakh grouping.
  bd_bs: [
    H("ASSETS"),
    H("Non-current assets"),
    R("Property, plant and equipment", "net_fixed_assets", { note: "4" }),
    R("Intangible assets", "intangible_assets", { note: "5" }),
    R("Investment in FDR", "other_non_current_assets", { note: "6" }),
    R("", "total_non_current_assets", { total: true, chart: null }),
    H("Current assets"),
    R("Inventories", "inventory", { note: "7" }),
    R("Trade and other receivables", "trade_receivables", { note: "8" }),
    R("Advances, deposits and prepayments", "other_current_assets", { note: "9" }),
    R("Cash and cash equivalents", "cash", { note: "10" }),
    R("", "total_current_assets", { total: true, chart: null }),
    R("Total assets", "total_assets", { total: true, grand: true }),
    H("EQUITY AND LIABILITIES"),
    H("Shareholders' equity"),
    R("Share capital", "share_capital", { note: "11" }),
    R("Retained earnings", "retained_earnings"),
    R("", "total_equity", { total: true, chart: null }),
    H("Non-current liabilities"),
    R("Long term loan - net of current maturity", "long_term_debt", { note: "12" }),
    R("Deferred tax liability", "other_non_current_liabilities"),
    R("", "total_non_current_liabilities", { total: true, chart: null }),
    H("Current liabilities"),
    R("Trade and other payables", "trade_payables", { note: "13" }),
    R("Short term loan", "short_term_debt", { note: "14" }),
    R("Long term loan - current maturity", "current_portion_long_term_debt", { note: "12" }),
    R("Provision for income tax", "other_current_liabilities", { note: "15" }),
    R("", "total_current_liabilities", { total: true, chart: null }),
    R("Total equity and liabilities", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  bd_is: [
    R("Revenue", "revenue", { note: "16" }),
    R("Cost of goods sold", "cost_of_goods_sold", { sign: -1, note: "17" }),
    R("Gross profit", "gross_profit", { total: true }),
    R("Administrative expenses", "sga_admin", { sign: -1, chart: null, sgaPart: true }),
    R("Selling and distribution expenses", "sga_distribution", { sign: -1, chart: null, sgaPart: true }),
    R("Depreciation", "depreciation_amortization", { sign: -1 }),
    R("Other operating expenses", "other_operating_expenses", { sign: -1 }),
    R("Operating profit", "operating_profit", { total: true }),
    R("Financial expenses", "interest_expense", { sign: -1, note: "18" }),
    R("Non-operating income", "other_income"),
    R("Net profit before tax", "profit_before_tax", { total: true }),
    R("Income tax expense", "income_tax", { sign: -1 }),
    R("Net profit after tax", "net_profit", { total: true, grand: true }),
  ],
  // Trinidad and Tobago (IFRS): "Green Fund levy and business levy" not split, "Taxation".
  tt_bs: relabel(ROWS.ifrs_bs, {
    "Other non-current assets": "Available-for-sale investments",
    "Other current assets": "Taxation recoverable and prepayments",
    "Cash and cash equivalents": "Cash in hand and at bank",
    Equity: "Shareholders' equity",
    Borrowings: "Long-term borrowings",
    "Other non-current liabilities": "Deferred tax liability",
    "Trade and other payables": "Accounts payable and accruals",
    "Other current liabilities": "Taxation payable",
  }).map((r) => (r.fig === "debt_current_combined" ? { ...r, label: "Bank overdraft and current borrowings" } : r)),
  tt_is: relabel(ROWS.ifrs_is, {
    "Distribution costs": ["Selling and distribution expenses", { sgaPart: true }],
    "Administrative expenses": ["General and administrative expenses", { sgaPart: true }],
    "Operating profit (loss)": "Operating profit",
    "Finance income": "Interest and other income",
    "Profit (loss) before tax": "Profit before taxation",
    "Income tax expense": "Taxation",
    "Profit (loss) for the year": "Profit for the year",
  }),
  tt_cf: relabel(ROWS.ifrs_cf, {
    "Profit for the year": "Profit for the year",
    "Net increase (decrease) in cash and cash equivalents": "Increase/(decrease) in cash resources",
    "Cash and cash equivalents at the beginning of the year": "Cash resources at beginning of year",
    "Cash and cash equivalents at the end of the year": "Cash resources at end of year",
  }),
  // Liechtenstein (PGR Art. 1092/1093): an HGB-like Bilanz in CHF with Gewinnvortrag and Jahresgewinn
  // inside equity, "Total Fremdkapital", an Erfolgsrechnung by nature to the Jahresgewinn.
  li_bs: [
    H("AKTIVEN"),
    H("A. Anlagevermögen"),
    R("I. Immaterielle Anlagen", "intangible_assets"),
    R("II. Sachanlagen", "net_fixed_assets"),
    R("III. Finanzanlagen", "other_non_current_assets"),
    R("Total Anlagevermögen", "total_non_current_assets", { total: true }),
    H("B. Umlaufvermögen"),
    R("I. Vorräte", "inventory"),
    R("II. Forderungen aus Lieferungen und Leistungen", "trade_receivables"),
    R("III. Sonstige Forderungen und aktive Rechnungsabgrenzung", "other_current_assets"),
    R("IV. Bankguthaben, Kassa", "cash"),
    R("Total Umlaufvermögen", "total_current_assets", { total: true }),
    R("TOTAL AKTIVEN", "total_assets", { total: true, grand: true }),
    H("PASSIVEN"),
    H("A. Eigenkapital"),
    R("I. Aktienkapital", "share_capital"),
    R("II. Gesetzliche Reserven", "li_res"),
    R("III. Gewinnvortrag", "li_vortrag"),
    R("IV. Jahresgewinn", "net_profit", { chart: null }),
    R("Total Eigenkapital", "total_equity", { total: true }),
    R("B. Rückstellungen", "other_non_current_liabilities", { chart: null }),
    H("C. Verbindlichkeiten"),
    R("1. gegenüber Banken", "fr_debt"),
    R("2. aus Lieferungen und Leistungen", "trade_payables"),
    R("3. übrige Verbindlichkeiten und passive Rechnungsabgrenzung", "other_current_liabilities", { chart: null }),
    R("Total Fremdkapital", "total_liabilities", { total: true }),
    R("TOTAL PASSIVEN", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  li_is: [
    R("Nettoumsatzerlöse", "revenue"),
    R("Materialaufwand", "cost_of_goods_sold", { sign: -1 }),
    R("Bruttoergebnis", "gross_profit", { total: true }),
    // reader33: staff costs are never SG&A (docs/chart-of-accounts.md): printed, under no key.
    R("Personalaufwand", "fr_pers", { sign: -1 }),
    R("Verwaltungs- und Vertriebsaufwand", "fr_ext", { sign: -1, sgaPart: true }),
    R("Abschreibungen auf Sachanlagen und immaterielle Anlagen", "depreciation_amortization", { sign: -1 }),
    R("Sonstige betriebliche Aufwendungen", "other_operating_expenses", { sign: -1 }),
    R("Betriebliches Ergebnis", "operating_profit", { total: true }),
    R("Finanzertrag", "other_income"),
    R("Finanzaufwand", "interest_expense", { sign: -1 }),
    R("Ergebnis vor Steuern", "profit_before_tax", { total: true }),
    R("Ertrags- und Kapitalsteuern", "income_tax", { sign: -1 }),
    R("Jahresgewinn", "net_profit", { total: true, grand: true }),
  ],
  // Israel (Israeli GAAP / IFRS wording): "Short-term bank credit", "Employee benefit liabilities,
  // net", "Financial expenses", "Taxes on income", NIS in thousands.
  il_bs: [
    H("Current assets"),
    R("Cash and cash equivalents", "cash", { note: "3" }),
    R("Trade receivables, net", "trade_receivables", { note: "4" }),
    R("Other accounts receivable", "other_current_assets"),
    R("Inventories", "inventory", { note: "5" }),
    R("Total current assets", "total_current_assets", { total: true }),
    H("Non-current assets"),
    R("Long-term deposits", "other_non_current_assets"),
    R("Fixed assets, net", "net_fixed_assets", { note: "6" }),
    R("Intangible assets, net", "intangible_assets"),
    R("Total non-current assets", "total_non_current_assets", { total: true }),
    R("Total assets", "total_assets", { total: true, grand: true }),
    H("Current liabilities"),
    R("Short-term bank credit", "short_term_debt", { note: "7" }),
    R("Current maturities of long-term loans", "current_portion_long_term_debt", { note: "8" }),
    R("Trade payables", "trade_payables"),
    R("Other accounts payable", "other_current_liabilities"),
    R("Total current liabilities", "total_current_liabilities", { total: true }),
    H("Non-current liabilities"),
    R("Long-term loans from banks", "long_term_debt", { note: "8" }),
    R("Employee benefit liabilities, net", "other_non_current_liabilities"),
    R("Total non-current liabilities", "total_non_current_liabilities", { total: true }),
    R("Total liabilities", "total_liabilities", { total: true }),
    H("Equity"),
    R("Share capital", "share_capital", { note: "10" }),
    R("Retained earnings", "retained_earnings"),
    R("Total equity", "total_equity", { total: true }),
    R("Total liabilities and equity", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  il_is: [
    R("Revenues from sales", "revenue", { note: "11" }),
    R("Cost of sales", "cost_of_goods_sold", { note: "12" }),
    R("Gross profit", "gross_profit", { total: true }),
    R("Selling and marketing expenses", "sga_distribution", { chart: null, sgaPart: true }),
    R("General and administrative expenses", "sga_admin", { chart: null, sgaPart: true }),
    R("Depreciation and amortization", "depreciation_amortization"),
    R("Other expenses, net", "other_operating_expenses"),
    R("Operating income", "operating_profit", { total: true }),
    R("Financial expenses", "interest_expense"),
    R("Financial income", "other_income"),
    R("Income before taxes on income", "profit_before_tax", { total: true }),
    R("Taxes on income", "income_tax", { note: "13" }),
    R("Net income", "net_profit", { total: true, grand: true }),
  ],
  il_cf: relabel(ROWS.us2_cf, {
    "Net cash provided by operating activities": "Net cash provided by operating activities",
    "Capital expenditures": "Purchase of fixed assets",
    "Proceeds from asset sales": "Proceeds from sale of fixed assets",
    "Borrowings under credit facility": "Receipt of long-term loans from banks",
    "Principal payments on long-term debt": "Repayment of long-term loans from banks",
    "Dividends paid to shareholders": "Dividend paid",
    "Net change in cash": "Increase (decrease) in cash and cash equivalents",
    "Cash at beginning of period": "Cash and cash equivalents at the beginning of the year",
    "Cash at end of period": "Cash and cash equivalents at the end of the year",
  }),
  // A German BWA-like short-term income statement (Kurzfristige Erfolgsrechnung) of a GmbH: cost
  // groups by kind, Gesamtleistung, Rohertrag, Gesamtkosten, Betriebsergebnis, vorläufiges Ergebnis.
  bwa_is: [
    R("Umsatzerlöse", "revenue"),
    R("Gesamtleistung", "revenue", { total: true, chart: null }),
    R("Material-/Wareneinkauf", "cost_of_goods_sold"),
    R("Rohertrag", "gross_profit", { total: true }),
    H("Kostenarten:"),
    // reader33: staff costs are never SG&A (docs/chart-of-accounts.md): printed, under no key.
    R("Personalkosten", "bwa_pers"),
    R("Raumkosten", "bwa_raum", { sgaPart: true }),
    R("Versicherungen, Beiträge, Fahrzeug-, Werbe- und Reisekosten", "bwa_sonst", { sgaPart: true }),
    R("Abschreibungen", "depreciation_amortization"),
    R("Reparatur/Instandhaltung und sonstige Kosten", "other_operating_expenses"),
    R("Gesamtkosten", "bwa_kosten", { total: true }),
    R("Betriebsergebnis", "operating_profit", { total: true }),
    R("Zinsaufwand", "interest_expense"),
    R("Sonstiger neutraler Ertrag", "other_income"),
    R("Ergebnis vor Steuern", "profit_before_tax", { total: true }),
    R("Steuern Einkommen u. Ertrag", "income_tax"),
    R("Vorläufiges Ergebnis", "net_profit", { total: true, grand: true }),
  ],
  // Mauritius (IFRS, a private company): "Stated capital", "Current tax liabilities", Rs.
  mu_bs: relabel(ROWS.ifrs_bs, {
    "Other non-current assets": "Investment in subsidiary",
    "Other current assets": "Other receivables and prepayments",
    "Share capital": "Stated capital",
    Borrowings: "Borrowings",
    "Other non-current liabilities": "Retirement benefit obligations",
    "Other current liabilities": "Current tax liabilities",
  }),
  mu_is: relabel(ROWS.ifrs_is, {
    "Distribution costs": ["Selling expenses", { sgaPart: true }],
    "Administrative expenses": ["Administrative expenses", { sgaPart: true }],
    "Operating profit (loss)": "Operating profit",
    "Finance income": "Other income",
    "Profit (loss) before tax": "Profit before taxation",
    "Income tax expense": "Income tax expense",
    "Profit (loss) for the year": "Profit for the year",
  }),
  // Malta (GAAPSME / IFRS wording of a Maltese limited liability company).
  mt_bs: relabel(ROWS.ifrs_bs, {
    "Other non-current assets": "Investment property",
    "Trade and other receivables": "Trade and other receivables",
    "Other current assets": "Current tax assets",
    "Cash and cash equivalents": "Cash at bank and in hand",
    "Share capital": "Called up issued share capital",
    "Retained earnings": "Retained earnings",
    Borrowings: "Bank loans",
    "Other non-current liabilities": "Deferred taxation",
    "Other current liabilities": "Accruals and deferred income",
  }),
  mt_is: relabel(ROWS.ifrs_is, {
    "Distribution costs": ["Selling and distribution costs", { sgaPart: true }],
    "Administrative expenses": ["Administrative expenses", { sgaPart: true }],
    "Depreciation and amortisation": "Depreciation",
    "Operating profit (loss)": "Operating profit",
    "Finance income": "Investment income",
    "Profit (loss) before tax": "Profit before tax",
    "Income tax expense": "Income tax expense",
    "Profit (loss) for the year": "Profit for the year",
  }),
  mt_cf: relabel(ROWS.ifrs_cf, {
    "Profit for the year": "Profit for the year",
    "Net cash generated from operating activities": "Net cash from operating activities",
    "Purchase of property, plant and equipment": "Payments to acquire property, plant and equipment",
    "Proceeds from disposal of property, plant and equipment":
      "Receipts from disposal of property, plant and equipment",
    "Proceeds from borrowings": "Bank loans advanced",
    "Repayment of borrowings": "Bank loans repaid",
  }),
  // Zambia (IFRS for SMEs): "Property, plant and equipment", "Income tax payable", Kwacha.
  zm_bs: relabel(ROWS.ifrs_bs, {
    "Other non-current assets": "Capital work in progress",
    "Trade and other receivables": "Trade receivables",
    "Other current assets": "Other receivables and prepayments",
    "Cash and cash equivalents": "Bank and cash balances",
    Borrowings: "Borrowings",
    "Other non-current liabilities": "Deferred income tax",
    "Trade and other payables": "Trade and other payables",
    "Other current liabilities": "Income tax payable",
  }),
  zm_is: relabel(ROWS.ifrs_is, {
    "Distribution costs": ["Distribution costs", { sgaPart: true }],
    "Administrative expenses": ["Administrative expenses", { sgaPart: true }],
    "Operating profit (loss)": "Operating profit",
    "Finance income": "Finance income",
    "Profit (loss) before tax": "Profit before income tax",
    "Income tax expense": "Income tax expense",
    "Profit (loss) for the year": "Profit for the year",
  }),
  // Jamaica (management accounts of a limited company): J$, "Gross profit", "Net profit before taxation".
  jm_is: [
    R("Sales", "revenue"),
    R("Cost of sales", "cost_of_goods_sold", { sign: -1 }),
    R("Gross profit", "gross_profit", { total: true }),
    // reader31: staff costs are never SG&A (docs/chart-of-accounts.md): printed, under no key.
    R("Staff costs", "sga_distribution", { sign: -1, chart: null }),
    R("Administrative and general expenses", "sga_admin", { sign: -1, chart: null, sgaPart: true }),
    R("Depreciation", "depreciation_amortization", { sign: -1 }),
    R("Other operating expenses", "other_operating_expenses", { sign: -1 }),
    R("Operating profit", "operating_profit", { total: true }),
    R("Finance costs", "interest_expense", { sign: -1 }),
    R("Other income", "other_income"),
    R("Net profit before taxation", "profit_before_tax", { total: true }),
    R("Taxation", "income_tax", { sign: -1 }),
    R("Net profit after taxation", "net_profit", { total: true, grand: true }),
  ],
  jm_bs: relabel(ROWS.ifrs_bs, {
    "Other non-current assets": "Investments",
    "Other current assets": "Taxation recoverable",
    "Cash and cash equivalents": "Cash and bank balances",
    Borrowings: "Long-term loans",
    "Other non-current liabilities": "Deferred tax liability",
    "Other current liabilities": "Taxation payable",
  }),
  // Bermuda (US GAAP, three years): "Bermuda exempted company", no income tax line in Bermuda
  // other than the tax of the US subsidiary.
  bm_is: relabel(ROWS.us_is, {
    Revenues: "Revenues",
    "Provision for income taxes": "Income tax expense (U.S. subsidiary)",
    "Net income (loss)": "Net income",
  }),
  bm_bs: relabel(ROWS.us_bs, {
    "Common stock, $0.01 par value": "Common shares, $1.00 par value",
    "LIABILITIES AND STOCKHOLDERS' EQUITY": "LIABILITIES AND SHAREHOLDERS' EQUITY",
    "Stockholders' equity:": "Shareholders' equity:",
    "Total stockholders' equity": "Total shareholders' equity",
    "Total liabilities and stockholders' equity": "Total liabilities and shareholders' equity",
  }),
  // Unclaimed languages. France (PCG, système de base): Bilan actif / passif and Compte de résultat.
  fr_bs: [
    H("ACTIF"),
    R("Immobilisations incorporelles", "intangible_assets"),
    R("Immobilisations corporelles", "net_fixed_assets"),
    R("Immobilisations financières", "other_non_current_assets"),
    R("Total actif immobilisé", "total_non_current_assets", { total: true }),
    R("Stocks et en-cours", "inventory"),
    R("Clients et comptes rattachés", "trade_receivables"),
    R("Autres créances", "other_current_assets"),
    R("Disponibilités", "cash"),
    R("Total actif circulant", "total_current_assets", { total: true }),
    R("TOTAL GÉNÉRAL", "total_assets", { total: true, grand: true }),
    H("PASSIF"),
    R("Capital social", "share_capital"),
    R("Réserves et report à nouveau", "fr_res"),
    R("Résultat de l'exercice", "net_profit"),
    R("Total capitaux propres", "total_equity", { total: true }),
    R("Provisions pour risques et charges", "other_non_current_liabilities"),
    R("Emprunts et dettes auprès des établissements de crédit", "fr_debt"),
    R("Dettes fournisseurs et comptes rattachés", "trade_payables"),
    R("Dettes fiscales et sociales", "other_current_liabilities"),
    R("Total dettes", "fr_dettes", { total: true }),
    R("TOTAL GÉNÉRAL", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  fr_is: [
    R("Chiffre d'affaires net", "revenue"),
    R("Achats de marchandises (y compris variation de stock)", "cost_of_goods_sold", { sign: -1 }),
    R("Marge commerciale", "gross_profit", { total: true }),
    R("Autres achats et charges externes", "fr_ext", { sign: -1 }),
    R("Salaires, traitements et charges sociales", "fr_pers", { sign: -1 }),
    R("Dotations aux amortissements", "depreciation_amortization", { sign: -1 }),
    R("Autres charges d'exploitation", "other_operating_expenses", { sign: -1 }),
    R("RÉSULTAT D'EXPLOITATION", "operating_profit", { total: true }),
    R("Produits financiers", "other_income"),
    R("Charges financières", "interest_expense", { sign: -1 }),
    R("RÉSULTAT COURANT AVANT IMPÔTS", "profit_before_tax", { total: true }),
    R("Impôts sur les bénéfices", "income_tax", { sign: -1 }),
    R("BÉNÉFICE OU PERTE", "net_profit", { total: true, grand: true }),
  ],
  // Belgium (schéma abrégé of the Banque nationale, French): a column of codes.
  be_bs: [
    H("ACTIF"),
    R("ACTIFS IMMOBILISÉS", "total_non_current_assets", { note: "20/28", total: true }),
    R("Immobilisations incorporelles", "intangible_assets", { note: "21" }),
    R("Immobilisations corporelles", "net_fixed_assets", { note: "22/27" }),
    R("Immobilisations financières", "other_non_current_assets", { note: "28" }),
    R("ACTIFS CIRCULANTS", "total_current_assets", { note: "29/58", total: true }),
    R("Stocks et commandes en cours d'exécution", "inventory", { note: "3" }),
    R("Créances à un an au plus", "it_cred", { note: "40/41" }),
    R("Valeurs disponibles", "cash", { note: "54/58" }),
    R("TOTAL DE L'ACTIF", "total_assets", { note: "20/58", total: true, grand: true }),
    H("PASSIF"),
    R("CAPITAUX PROPRES", "total_equity", { note: "10/15", total: true }),
    R("Capital", "share_capital", { note: "10" }),
    R("Réserves", "be_res", { note: "13" }),
    R("Bénéfice reporté", "be_rep", { note: "14" }),
    R("PROVISIONS ET IMPÔTS DIFFÉRÉS", "other_non_current_liabilities", { note: "16" }),
    R("DETTES", "be_dettes", { note: "17/49", total: true }),
    R("Dettes à plus d'un an", "long_term_debt", { note: "17" }),
    R("Dettes à un an au plus", "total_current_liabilities", { note: "42/48" }),
    R("TOTAL DU PASSIF", "total_liabilities_and_equity", { note: "10/49", total: true, grand: true }),
  ],
  be_is: [
    R("Chiffre d'affaires", "revenue", { note: "70" }),
    R("Approvisionnements et marchandises", "cost_of_goods_sold", { note: "60", sign: -1 }),
    R("Marge brute d'exploitation", "gross_profit", { note: "9900", total: true }),
    R("Services et biens divers", "fr_ext", { note: "61", sign: -1 }),
    R("Rémunérations, charges sociales et pensions", "fr_pers", { note: "62", sign: -1 }),
    R("Amortissements et réductions de valeur sur immobilisations", "depreciation_amortization", {
      note: "630",
      sign: -1,
    }),
    R("Autres charges d'exploitation", "other_operating_expenses", { note: "640/648", sign: -1 }),
    R("Bénéfice (Perte) d'exploitation", "operating_profit", { note: "9901", total: true }),
    R("Produits financiers", "other_income", { note: "75/76B" }),
    R("Charges financières", "interest_expense", { note: "65/66B", sign: -1 }),
    R("Bénéfice (Perte) de l'exercice avant impôts", "profit_before_tax", { note: "9903", total: true }),
    R("Impôts sur le résultat", "income_tax", { note: "67/77", sign: -1 }),
    R("Bénéfice (Perte) de l'exercice", "net_profit", { note: "9904", total: true, grand: true }),
  ],
  // Italy (codice civile art. 2424 / 2425): Stato patrimoniale and Conto economico of an S.r.l.
  it_bs: [
    H("ATTIVO"),
    H("B) Immobilizzazioni"),
    R("I - Immobilizzazioni immateriali", "intangible_assets"),
    R("II - Immobilizzazioni materiali", "net_fixed_assets"),
    R("III - Immobilizzazioni finanziarie", "other_non_current_assets"),
    R("Totale immobilizzazioni (B)", "total_non_current_assets", { total: true }),
    H("C) Attivo circolante"),
    R("I - Rimanenze", "inventory"),
    R("II - Crediti esigibili entro l'esercizio successivo", "it_cred"),
    R("IV - Disponibilità liquide", "cash"),
    R("Totale attivo circolante (C)", "total_current_assets", { total: true }),
    R("Totale attivo", "total_assets", { total: true, grand: true }),
    H("PASSIVO"),
    H("A) Patrimonio netto"),
    R("I - Capitale", "share_capital"),
    R("VI - Altre riserve", "fr_res"),
    R("IX - Utile (perdita) dell'esercizio", "net_profit"),
    R("Totale patrimonio netto", "total_equity", { total: true }),
    R("B) Fondi per rischi e oneri", "other_non_current_liabilities"),
    R("D) Debiti", "fr_dettes"),
    R("Totale passivo", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  it_is: [
    H("A) Valore della produzione"),
    R("1) ricavi delle vendite e delle prestazioni", "revenue"),
    R("Totale valore della produzione", "revenue", { total: true }),
    H("B) Costi della produzione"),
    R("6) per materie prime, sussidiarie, di consumo e di merci", "cost_of_goods_sold"),
    R("7) per servizi", "fr_ext"),
    R("9) per il personale", "fr_pers"),
    R("10) ammortamenti e svalutazioni", "depreciation_amortization"),
    R("14) oneri diversi di gestione", "other_operating_expenses"),
    R("Totale costi della produzione", "it_costi", { total: true }),
    R("Differenza tra valore e costi della produzione (A - B)", "operating_profit", { total: true }),
    H("C) Proventi e oneri finanziari"),
    R("16) altri proventi finanziari", "other_income"),
    R("17) interessi e altri oneri finanziari", "interest_expense", { sign: -1 }),
    R("Totale proventi e oneri finanziari (15 + 16 - 17)", "at_fin", { total: true }),
    R("Risultato prima delle imposte (A - B + C)", "profit_before_tax", { total: true }),
    R("20) Imposte sul reddito dell'esercizio", "income_tax"),
    R("21) Utile (perdita) dell'esercizio", "net_profit", { total: true, grand: true }),
  ],
});

// A German gGmbH (a non-profit care provider, HGB): a Sonderposten für Investitionszuschüsse
// between equity and liabilities (not expected), no total of liabilities, revenue from care fees.
Object.assign(ROWS, {
  ggmbh_bs: [
    ...ROWS.hgb_bs.slice(
      0,
      ROWS.hgb_bs.findIndex((r) => r.label === "B. Verbindlichkeiten"),
    ),
    R("B. Sonderposten aus Zuschüssen zur Finanzierung des Anlagevermögens", "gg_sp"),
    H("C. Verbindlichkeiten"),
    R("1. Verbindlichkeiten gegenüber Kreditinstituten", "gg_bank", { chart: null }),
    R("2. Verbindlichkeiten aus Lieferungen und Leistungen", "trade_payables"),
    R("3. Sonstige Verbindlichkeiten", "other_current_liabilities", { chart: null }),
    R("Summe Passiva", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  ggmbh_is: relabel(ROWS.hgb_is, {
    "1. Umsatzerlöse": "1. Umsatzerlöse aus Pflegeleistungen (Pflegekassen, Sozialhilfeträger, Selbstzahler)",
    "2. Materialaufwand": "2. Aufwendungen für bezogene Leistungen und Sachkosten der Pflege",
    "5. Sonstige betriebliche Aufwendungen":
      "5. Sonstige betriebliche Aufwendungen (Verwaltungsbedarf, Fahrzeugkosten)",
    "9. Steuern vom Einkommen und vom Ertrag":
      "9. Steuern vom Einkommen und vom Ertrag (wirtschaftlicher Geschäftsbetrieb)",
    "10. Jahresüberschuss / Jahresfehlbetrag": "10. Jahresüberschuss",
  }),
  // Botswana (IFRS): "Stated capital", "Bank overdraft", pula as "P".
  bw_bs: relabel(ROWS.ifrs_bs, {
    "Other non-current assets": "Investment in associate",
    "Other current assets": "Prepayments and other receivables",
    "Share capital": "Stated capital",
    Borrowings: "Interest-bearing borrowings",
    "Other non-current liabilities": "Deferred tax liabilities",
    "Other current liabilities": "Taxation payable",
  }),
  bw_is: relabel(ROWS.ifrs_is, {
    "Distribution costs": ["Selling and distribution costs", { sgaPart: true }],
    "Administrative expenses": ["Administrative expenses", { sgaPart: true }],
    "Operating profit (loss)": "Operating profit",
    "Finance income": "Finance income",
    "Profit (loss) before tax": "Profit before taxation",
    "Income tax expense": "Taxation",
    "Profit (loss) for the year": "Profit for the year",
  }),
});

const titles = (bs, is, cf) => ({ balance_sheet: bs, income_statement: is, cashflow_statement: cf });
Object.assign(TITLES, {
  en_nl: titles(
    "Consolidated balance sheet",
    "Consolidated profit and loss account",
    "Consolidated cash flow statement",
  ),
  en_cy: titles("Statement of financial position", "Statement of profit or loss", "Statement of cash flows"),
  en_fj: titles("Statement of Financial Position", "Statement of Comprehensive Income"),
  de_ifrs: titles("Konzernbilanz", "Konzern-Gewinn- und Verlustrechnung", "Konzern-Kapitalflussrechnung"),
  en_bd: titles("Statement of Financial Position", "Statement of Profit or Loss and Other Comprehensive Income"),
  en_tt: titles("Statement of Financial Position", "Statement of Income", "Statement of Cash Flows"),
  de_li: titles("Bilanz", "Erfolgsrechnung"),
  en_il: titles("Balance Sheets", "Statements of Income", "Statements of Cash Flows"),
  de_bwa: titles("Bilanz", "Kurzfristige Erfolgsrechnung"),
  en_mu: titles("Statement of Financial Position", "Statement of Profit or Loss"),
  en_mt: titles("Statement of Financial Position", "Income Statement", "Statement of Cash Flows"),
  en_zm: titles("Statement of Financial Position", "Statement of Profit or Loss and Other Comprehensive Income"),
  en_jm: titles("Balance Sheet", "Profit and Loss Account"),
  en_bm: titles("Consolidated Balance Sheets", "Consolidated Statements of Income"),
  en_bw: titles("Statement of Financial Position", "Statement of Profit or Loss and Other Comprehensive Income"),
  fr_sas: titles("Bilan", "Compte de résultat"),
  fr_be: titles("Bilan après répartition", "Compte de résultats"),
  it_srl: titles("Stato patrimoniale", "Conto economico"),
});

/** A document of this batch: an unseen batch 4 document with the figures this batch's rows print. */
function unseen8Doc(spec) {
  const doc = unseen4Doc(spec);
  for (const y of doc.years) {
    const v = doc.figures[y];
    v.fr_res = v.retained_earnings - v.net_profit;
    v.fr_debt = v.long_term_debt + v.short_term_debt + v.current_portion_long_term_debt;
    v.fr_dettes = v.fr_debt + v.trade_payables + v.other_current_liabilities;
    v.fr_pers = Math.round(v.selling_general_administrative * 0.58);
    v.fr_ext = v.selling_general_administrative - v.fr_pers;
    v.it_cred = v.trade_receivables + v.other_current_assets;
    v.it_costi =
      v.cost_of_goods_sold +
      v.selling_general_administrative +
      v.depreciation_amortization +
      v.other_operating_expenses;
    v.at_fin = v.other_income - v.interest_expense;
    v.be_rep = Math.round(v.retained_earnings * 0.3);
    v.be_res = v.retained_earnings - v.be_rep;
    v.be_dettes = v.long_term_debt + v.total_current_liabilities;
    v.li_res = Math.round(v.share_capital * 0.2);
    v.li_vortrag = v.retained_earnings - v.net_profit - v.li_res;
    v.bwa_pers = Math.round(v.selling_general_administrative * 0.61);
    v.bwa_raum = Math.round(v.selling_general_administrative * 0.17);
    v.bwa_sonst = v.selling_general_administrative - v.bwa_pers - v.bwa_raum;
    v.bwa_kosten = v.selling_general_administrative + v.depreciation_amortization + v.other_operating_expenses;
    v.gg_sp = Math.round(v.long_term_debt * 0.35);
    v.gg_bank = v.long_term_debt - v.gg_sp;
  }
  return doc;
}

// ---------------------------------------------------------------------------------------------
// Page touches of this batch, applied to the shared grids: a footer under every statement, the
// period line and year headers of the documents in French and Italian (the model writes English
// or German ones), a "Codes" column instead of "Note", a running page header.

const FR_MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];
const IT_MONTHS = [
  "gennaio",
  "febbraio",
  "marzo",
  "aprile",
  "maggio",
  "giugno",
  "luglio",
  "agosto",
  "settembre",
  "ottobre",
  "novembre",
  "dicembre",
];

function localPeriod(doc, g) {
  const [m, d] = doc.fye;
  const y = doc.years[0];
  const bs = g.title[1] === TITLES[doc.titles].balance_sheet;
  if (doc.lang === "fr")
    return bs ? `au ${d} ${FR_MONTHS[m - 1]} ${y}` : `Exercice du 1er janvier ${y} au ${d} ${FR_MONTHS[m - 1]} ${y}`;
  return bs ? `al ${d} ${IT_MONTHS[m - 1]} ${y}` : `Esercizio dal 1° gennaio ${y} al ${d} ${IT_MONTHS[m - 1]} ${y}`;
}

/** The grids of a document with this batch's touches. */
function pages(doc) {
  return documentPages(doc).map((g0) => {
    let g = g0;
    if (doc.footer && !g.footer) g = { ...g, footer: doc.footer };
    if (doc.lang === "fr" || doc.lang === "it") {
      const title = [...g.title];
      if (title[2] && !/^\(|^Montants|^Importi/.test(title[2])) title[2] = localPeriod(doc, g);
      g = {
        ...g,
        title,
        columns: g.columns.map((c) => ({
          ...c,
          header: c.header.map((h) =>
            h === "Note" ? (doc.codesHeader ?? "Note") : doc.lang === "fr" ? h.replace(/\./g, "/") : h,
          ),
        })),
      };
    }
    if (doc.yearHeader)
      g = {
        ...g,
        columns: g.columns.map((c) => {
          const y = c.header.join(" ").match(/\b(20\d\d)\b/);
          return y && c.align === "r" && doc.years.includes(Number(y[1]))
            ? { ...c, header: doc.yearHeader(Number(y[1])) }
            : c;
        }),
      };
    return g;
  });
}

const metrics = await runMetrics();

// Placed-run producers: the runs and rules placePage computes (scripts/corpus-runs.mjs).
const runsFile = (doc, opts) => writeRunsFile(doc, pages(doc), opts, { metrics, workDir: WORK });
const header = runningHeader;

// fcl-pdf: TPDFDocument with the page origin at the top, base-14 Helvetica, WriteText per run.
const FCLPDF = `program statements;
{$mode objfpc}{$H+}
uses SysUtils, Classes, fppdf;
var
  D: TPDFDocument; S: TPDFSection; P: TPDFPage = nil;
  L, F: TStringList; i, fr, fb: integer; t: string;
  fs: TFormatSettings; pp: TPDFPaper;
function Num(const s: string): double; begin Result := StrToFloat(s, fs); end;
begin
  fs := DefaultFormatSettings; fs.DecimalSeparator := '.';
  L := TStringList.Create; L.LoadFromFile(ParamStr(1));
  D := TPDFDocument.Create(nil);
  D.Infos.Title := ParamStr(3);
  D.Infos.Producer := 'fcl-pdf';
  D.Infos.ApplicationName := 'Free Pascal';
  D.Infos.CreationDate := EncodeDate(2026, 2, 20);
  D.Options := [poPageOriginAtTop, poCompressText];
  D.DefaultUnitOfMeasure := uomPixels;
  D.StartDocument;
  S := D.Sections.AddSection;
  fr := D.AddFont('Helvetica');
  fb := D.AddFont('Helvetica-Bold');
  F := TStringList.Create; F.Delimiter := '|'; F.StrictDelimiter := true;
  for i := 0 to L.Count - 1 do begin
    if L[i] = '' then continue;
    F.DelimitedText := L[i];
    if F[0] = 'P' then begin
      P := D.Pages.AddPage;
      P.UnitOfMeasure := uomPixels;
      P.PaperType := ptCustom;
      pp := P.Paper;
      pp.W := Round(Num(F[1]));
      pp.H := Round(Num(F[2]));
      P.Paper := pp;
      S.AddPage(P);
    end else if F[0] = 'T' then begin
      if F[1] = '1' then P.SetFont(fb, Round(Num(F[2]))) else P.SetFont(fr, Round(Num(F[2])));
      t := F[6];
      P.WriteText(Num(F[4]), Num(F[5]), t);
    end else if F[0] = 'L' then
      P.DrawLine(Num(F[1]), Num(F[3]), Num(F[2]), Num(F[3]), 0.5);
  end;
  D.SaveToFile(ParamStr(2));
end.
`;
let fclBinary;
function fclpdf(doc, out) {
  if (!fclBinary) {
    const dir = path.join(WORK, "fcl");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "statements.pas"), FCLPDF);
    run("fpc", ["-O2", "statements.pas"], { cwd: dir, stdio: "ignore" });
    fclBinary = path.join(dir, "statements");
  }
  // fcl-pdf takes UTF-8 strings and writes them in the base-14 fonts' encoding itself.
  run(fclBinary, [
    runsFile(doc, { size: 9, margin: 50, header: doc.runningRight ? header : undefined }),
    out,
    doc.company,
  ]);
}

// pydyf: pydyf.PDF with one pydyf.Stream per page (begin_text, set_font_size, text_matrix, Tj),
// base-14 Times in WinAnsiEncoding.
const PYDYF = String.raw`import sys, pydyf
doc = pydyf.PDF()
def font(base):
    f = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + base, "Encoding": "/WinAnsiEncoding"})
    doc.add_object(f)
    return f.reference
fonts = pydyf.Dictionary({"F0": font("Times-Roman"), "F1": font("Times-Bold")})
def lit(s):
    b = s.encode("cp1252")
    return b"(" + b.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"
pages = []
for line in open(sys.argv[1], encoding="utf-8").read().splitlines():
    f = line.split("|")
    if f[0] == "P":
        pages.append([float(f[1]), float(f[2]), pydyf.Stream(compress=True)])
    elif f[0] == "T":
        w, h, st = pages[-1]
        st.begin_text()
        st.set_font_size("F1" if f[1] == "1" else "F0", float(f[2]))
        st.text_matrix(1, 0, 0, 1, float(f[4]), h - float(f[5]))
        st.stream.append(lit("|".join(f[6:])) + b" Tj")
        st.end_text()
    elif f[0] == "L":
        w, h, st = pages[-1]
        y = h - float(f[3])
        st.set_line_width(0.5)
        st.move_to(float(f[1]), y)
        st.line_to(float(f[2]), y)
        st.stroke()
for w, h, st in pages:
    doc.add_object(st)
    page = pydyf.Dictionary({"Type": "/Page", "Parent": doc.pages.reference, "MediaBox": pydyf.Array([0, 0, w, h]),
        "Resources": pydyf.Dictionary({"Font": fonts}), "Contents": st.reference})
    doc.add_page(page)
doc.info["Title"] = pydyf.String(sys.argv[3])
doc.info["Producer"] = pydyf.String("pydyf 0.5.0")
with open(sys.argv[2], "wb") as fh:
    doc.write(fh, version=b"1.7")
`;
function pydyf(doc, out) {
  const py = path.join(WORK, "statements_pydyf.py");
  fs.writeFileSync(py, PYDYF);
  const file = runsFile(doc, { size: 9.4, margin: 54, font: "times", header: doc.runningRight ? header : undefined });
  run("/usr/bin/python3", [py, file, out, doc.company]);
}

// Scribus: the scripter makes a document of the pages' size, a text frame per run (right-aligned
// frames end at the amount's right edge), a line item per rule, and exports it with Scribus's PDF
// library. Liberation Sans has Helvetica's metrics, so the placed runs keep their columns.
const SCRIBUS = `import scribus, sys, json
src, out, title = json.load(open(sys.argv[-1], encoding="utf-8"))
pages = []
for line in open(src, encoding="utf-8").read().splitlines():
    f = line.split("|")
    if f[0] == "P":
        pages.append([float(f[1]), float(f[2]), [], []])
    elif f[0] == "T":
        pages[-1][2].append((f[1] == "1", float(f[2]), f[3] == "1", float(f[4]), float(f[5]), "|".join(f[6:])))
    elif f[0] == "L":
        pages[-1][3].append((float(f[1]), float(f[2]), float(f[3])))
w0, h0 = pages[0][0], pages[0][1]
scribus.newDocument((w0, h0), (0, 0, 0, 0), scribus.PORTRAIT, 1, scribus.UNIT_POINTS, scribus.PAGE_1, 0, len(pages))
for n, (w, h, texts, rules) in enumerate(pages, 1):
    scribus.gotoPage(n)
    for bold, size, right, x, y, text in texts:
        fw = 330 if not right else 140
        left = x - fw if right else x
        t = scribus.createText(left, y - size * 0.93, fw, size * 1.6)
        scribus.setTextDistances(0, 0, 0, 0, t)
        scribus.setText(text, t)
        scribus.setFont("Liberation Sans Bold" if bold else "Liberation Sans Regular", t)
        scribus.setFontSize(size, t)
        scribus.setLineSpacing(size * 1.2, t)
        if right:
            scribus.setTextAlignment(scribus.ALIGN_RIGHT, t)
    for x1, x2, y in rules:
        l = scribus.createLine(x1, y, x2, y)
        scribus.setLineWidth(0.5, l)
pdf = scribus.PDFfile()
pdf.file = out
pdf.info = title
pdf.fontEmbedding = 0
pdf.save()
scribus.closeDoc()
`;
function scribus(doc, out) {
  const py = path.join(WORK, "statements_scribus.py");
  fs.writeFileSync(py, SCRIBUS);
  const file = runsFile(doc, { size: 8.8, margin: 52, resolve: false, header: doc.runningRight ? header : undefined });
  const args = path.join(WORK, `${doc.id}.json`);
  fs.writeFileSync(args, JSON.stringify([file, out, doc.company]));
  run("xvfb-run", ["-a", "scribus", "-g", "-ns", "-py", py, args], { stdio: "ignore", timeout: 300000 });
  if (!fs.existsSync(out)) throw new Error(`${doc.id}: Scribus wrote no PDF`);
}

// gl2ps: a C program draws one page on an OSMesa context; gl2ps turns the GL feedback into a PDF
// page with base-14 Helvetica (its text is written as MacRoman bytes, the encoding gl2ps declares).
const GL2PS = String.raw`/* One statement page drawn with OpenGL on an OSMesa context, written as PDF by gl2ps. */
#include <GL/osmesa.h>
#include <GL/gl.h>
#include <gl2ps.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
  FILE *in = fopen(argv[1], "rb"), *out = fopen(argv[2], "wb");
  char line[4096];
  double w = 595.28, h = 841.89;
  if (fgets(line, sizeof line, in)) sscanf(line, "P|%lf|%lf", &w, &h);
  int W = (int)(w + 0.5), H = (int)(h + 0.5);
  OSMesaContext ctx = OSMesaCreateContextExt(OSMESA_RGBA, 16, 0, 0, NULL);
  void *buf = malloc((size_t)W * H * 4);
  if (!ctx || !OSMesaMakeCurrent(ctx, buf, GL_UNSIGNED_BYTE, W, H)) { fprintf(stderr, "no OSMesa context\n"); return 1; }
  GLint viewport[4] = {0, 0, W, H};
  int state = GL2PS_OVERFLOW, size = 0;
  while (state == GL2PS_OVERFLOW) {
    size += 4 * 1024 * 1024;
    rewind(in);
    if (!fgets(line, sizeof line, in)) return 1;
    gl2psBeginPage(argv[3], "gl2ps", viewport, GL2PS_PDF, GL2PS_NO_SORT,
                   GL2PS_SILENT | GL2PS_NO_BLENDING | GL2PS_COMPRESS, GL_RGBA, 0, NULL, 0, 0, 0, size, out, argv[2]);
    glViewport(0, 0, W, H);
    glMatrixMode(GL_PROJECTION); glLoadIdentity(); glOrtho(0, W, 0, H, -1, 1);
    glMatrixMode(GL_MODELVIEW); glLoadIdentity();
    glClearColor(1, 1, 1, 1); glClear(GL_COLOR_BUFFER_BIT);
    glColor3f(0, 0, 0);
    while (fgets(line, sizeof line, in)) {
      line[strcspn(line, "\n")] = 0;
      if (line[0] == 'T') {
        int bold, right, n = 0; double sz, x, y;
        sscanf(line, "T|%d|%lf|%d|%lf|%lf|%n", &bold, &sz, &right, &x, &y, &n);
        glRasterPos2d(x, h - y);
        gl2psTextOpt(line + n, bold ? "Helvetica-Bold" : "Helvetica", (GLshort)(sz + 0.5), GL2PS_TEXT_BL, 0);
      } else if (line[0] == 'L') {
        double x1, x2, y;
        sscanf(line, "L|%lf|%lf|%lf", &x1, &x2, &y);
        glLineWidth(0.5f);
        glBegin(GL_LINES); glVertex2d(x1, h - y); glVertex2d(x2, h - y); glEnd();
      }
    }
    state = gl2psEndPage();
  }
  fclose(out);
  OSMesaDestroyContext(ctx);
  return 0;
}
`;
// The Latin-1 letters these statements use, as MacRoman bytes.
const MAC_ROMAN = {
  ä: 0x8a,
  ö: 0x9a,
  ü: 0x9f,
  Ä: 0x80,
  Ö: 0x85,
  Ü: 0x86,
  ß: 0xa7,
  é: 0x8e,
  è: 0x8f,
  à: 0x88,
  É: 0x83,
  "°": 0xa1,
};
const macRoman = (s) =>
  Buffer.from(
    [...s].map((ch) => {
      if (ch.charCodeAt(0) < 128) return ch.charCodeAt(0);
      if (MAC_ROMAN[ch] === undefined) throw new Error(`no MacRoman byte for ${ch}`);
      return MAC_ROMAN[ch];
    }),
  );
let glBinary;
function gl2ps(doc, out) {
  if (!glBinary) {
    const dir = path.join(WORK, "gl2ps");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "statements.c"), GL2PS);
    run("gcc", ["-O2", "-o", "statements", "statements.c", "-lgl2ps", "-lOSMesa"], { cwd: dir });
    glBinary = path.join(dir, "statements");
  }
  const file = runsFile(doc, { size: doc.glSize ?? 8, margin: 40 });
  if (readRuns(file).length !== 1) throw new Error(`${doc.id}: gl2ps writes one page`);
  const mac = path.join(WORK, `${doc.id}.mac.runs`);
  fs.writeFileSync(mac, macRoman(fs.readFileSync(file, "utf8")));
  run(glBinary, [mac, out, doc.company]);
}

// @libpdf/core: PDF.create, addPage of the grid's size, drawText (base-14 Helvetica), drawLine.
const requireLibpdf = createRequire("/tmp/m8lib/node_modules/");
async function libpdf(doc, out) {
  const { PDF, StandardFonts: Fonts, rgb } = await import(requireLibpdf.resolve("@libpdf/core"));
  const pdf = PDF.create();
  for (const p of readRuns(runsFile(doc, { size: 8.8, margin: 48, header: doc.runningRight ? header : undefined }))) {
    const page = pdf.addPage({ width: p.width, height: p.height });
    for (const t of p.texts)
      page.drawText(t.text, {
        x: t.x,
        y: p.height - t.y,
        size: t.size,
        font: t.bold ? Fonts.HelveticaBold : Fonts.Helvetica,
        color: rgb(0, 0, 0),
      });
    for (const l of p.lines)
      page.drawLine({ start: { x: l.x1, y: p.height - l.y }, end: { x: l.x2, y: p.height - l.y }, thickness: 0.5 });
  }
  pdf.setTitle(doc.company);
  fs.writeFileSync(out, await pdf.save());
}

// muhammara: createWriter, one page per grid page, startPageContentContext, DejaVu Sans from its
// TrueType file (getFontForFile), BT/Tf/Tm/Tj per run, m/l/S per rule.
const requireMuhammara = createRequire("/tmp/m8/node_modules/");
function muhammara(doc, out) {
  const hummus = requireMuhammara("muhammara");
  const writer = hummus.createWriter(out, { version: hummus.ePDFVersion14, compress: true });
  const regular = writer.getFontForFile("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf");
  const bold = writer.getFontForFile("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf");
  const dejavu = (text, isBold, size) => (isBold ? bold : regular).calculateTextDimensions(text, size).xMax;
  metrics.dejavu = dejavu;
  for (const p of readRuns(
    runsFile(doc, { size: 7.8, margin: 46, font: "dejavu", header: doc.runningRight ? header : undefined }),
  )) {
    const page = writer.createPage(0, 0, p.width, p.height);
    const cx = writer.startPageContentContext(page);
    for (const t of p.texts)
      cx.BT()
        .k(0, 0, 0, 1)
        .Tf(t.bold ? bold : regular, t.size)
        .Tm(1, 0, 0, 1, t.x, p.height - t.y)
        .Tj(t.text)
        .ET();
    for (const l of p.lines)
      cx.w(0.5)
        .m(l.x1, p.height - l.y)
        .l(l.x2, p.height - l.y)
        .S();
    writer.writePage(page);
  }
  const info = writer.getDocumentContext().getInfoDictionary();
  info.title = doc.company;
  info.creator = "muhammara";
  writer.end();
}

// PyX 0.16: a canvas per page, text by PyX's UnicodeEngine (no TeX: the Type 1 font and its AFM
// metrics read directly, Nimbus Sans from fonts-urw-base35, Helvetica's metrics), rules as stroked
// paths, pages in a document written by PyX's own PDF writer.
const PYX = `import sys
from pyx import canvas, text, document, unit, path, style
unit.set(defaultunit="pt")
engines = {}
def engine(bold, size):
    key = (bold, size)
    if key not in engines:
        engines[key] = text.UnicodeEngine(fontname="NimbusSans-Bold" if bold else "NimbusSans-Regular", size=size)
    return engines[key]
pages = []
for line in open(sys.argv[1], encoding="utf-8").read().splitlines():
    f = line.split("|")
    if f[0] == "P":
        pages.append([float(f[1]), float(f[2]), canvas.canvas()])
    elif f[0] == "T":
        w, h, c = pages[-1]
        c.insert(engine(f[1] == "1", float(f[2])).text(float(f[4]), h - float(f[5]), "|".join(f[6:])))
    elif f[0] == "L":
        w, h, c = pages[-1]
        y = h - float(f[3])
        c.stroke(path.line(float(f[1]), y, float(f[2]), y), [style.linewidth(0.5)])
doc = document.document([document.page(c, paperformat=document.paperformat(w * unit.t_pt, h * unit.t_pt), centered=0, fittosize=0) for w, h, c in pages])
doc.writePDFfile(sys.argv[2], title=sys.argv[3])
`;
function pyx(doc, out) {
  const dir = path.join(WORK, "pyx");
  fs.mkdirSync(dir, { recursive: true });
  for (const s of ["Regular", "Bold"]) {
    fs.copyFileSync(`/usr/share/fonts/X11/Type1/NimbusSans-${s}.pfb`, path.join(dir, `NimbusSans-${s}.pfb`));
    fs.copyFileSync(`/usr/share/fonts/type1/urw-base35/NimbusSans-${s}.afm`, path.join(dir, `NimbusSans-${s}.afm`));
  }
  fs.writeFileSync(path.join(dir, "statements_pyx.py"), PYX);
  const file = runsFile(doc, { size: 8.9, margin: 52, header: doc.runningRight ? header : undefined });
  run("/usr/bin/python3", ["statements_pyx.py", file, path.resolve(out), doc.company], { cwd: dir });
}

const PRODUCERS = {
  fclpdf: {
    make: fclpdf,
    name: "Free Pascal fcl-pdf (FPC 3.2.2, Debian fpc) TPDFDocument.WriteText, base-14 Helvetica",
  },
  pydyf: {
    make: pydyf,
    name: "Python pydyf 0.5.0 (Debian python3-pydyf; WeasyPrint's low-level writer, used directly: a relative of pandoc+WeasyPrint) content streams, base-14 Times",
  },
  scribus: {
    make: scribus,
    name: "Scribus 1.5.8 (Debian scribus, scripter under xvfb-run) text frames, Scribus PDF Library, Liberation Sans",
  },
  gl2ps: {
    make: gl2ps,
    name: "gl2ps 1.4.2 (Debian libgl2ps-dev) on an OSMesa context, gl2psTextOpt, base-14 Helvetica in MacRomanEncoding",
  },
  libpdf: { make: libpdf, name: "@libpdf/core 0.4.2 (npm) PDF.create, drawText, base-14 Helvetica" },
  pyx: {
    make: pyx,
    name: "PyX 0.16 (Debian python3-pyx) canvas and UnicodeEngine without TeX, PyX's PDF writer, Nimbus Sans Type 1 embedded",
  },
  muhammara: {
    make: muhammara,
    name: "muhammara 6.0.6 (npm; PDF-Writer / Hummus, native) PageContentContext Tj, DejaVu Sans embedded",
  },
};

// ---------------------------------------------------------------------------------------------
// The batch

const UNCLAIMED = "unclaimed language";
const DOCS = [
  {
    id: "fclpdf-nl-bv-notes",
    producer: "fclpdf",
    company: "Veluwe Precision Castings B.V.",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "(in thousands of euros)",
    years: [2025, 2024],
    header: "uk-date",
    notes: true,
    notesPages: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "nl_bs", income_statement: "nl_is", cashflow_statement: "nl_cf" },
    titles: "en_nl",
    seed: 2001,
    size: 48000,
    runningRight: "Annual report 2025",
    features: [
      'Dutch GAAP (Title 9 Book 2 Dutch Civil Code) in English: "Group equity", "Provisions", "Long-term liabilities", "Net turnover", "Gross margin", "Operating result", "Result after taxation"',
      "selling and general and administrative expenses expected as their sum under SG&A",
      "thousands of euros; a notes page after the statements (not expected); running header and page footer",
    ],
  },
  {
    id: "fclpdf-cy-ltd",
    producer: "fclpdf",
    company: "Limassol Marine Chandlery Limited",
    currency: "EUR",
    scale: 1,
    scalePhrase: "",
    unitHeader: "EUR",
    years: [2025, 2024],
    header: "year-unit",
    notes: true,
    statements: ["income_statement", "balance_sheet", "cashflow_statement"],
    rows: { balance_sheet: "cy_bs", income_statement: "cy_is", cashflow_statement: "ifrs_cf" },
    titles: "en_cy",
    seed: 2002,
    size: 3100000,
    footer: "The notes on pages 9 to 27 form an integral part of these financial statements.",
    features: [
      'Cypriot (IFRS as adopted by the EU) wording: "Refundable taxes and other receivables", "Current tax liabilities", "Profit from operations", "Tax"',
      "the statement of profit or loss before the statement of financial position",
      "selling and distribution and administration expenses expected as their sum under SG&A",
      'scale only as "EUR" under each year; a footer line under every statement',
    ],
  },
  {
    id: "fclpdf-fj-dollars",
    producer: "fclpdf",
    company: "Lautoka Cane Haulage Company Pte Limited",
    currency: "FJD",
    scale: 1,
    scalePhrase: "(Amounts in Fiji dollars)",
    years: [2025, 2024],
    fye: [6, 30],
    header: "uk-date",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "fj_bs", income_statement: "fj_is" },
    titles: "en_fj",
    seed: 2003,
    size: 5400000,
    features: [
      'Fijian (IFRS for SMEs) wording: "Cash on hand and at bank", "Provision for employee entitlements", "Results from operating activities"',
      "administrative expenses expected as SG&A; the employee benefits expense is staff costs, under no key (revised by reader31 to docs/chart-of-accounts.md: staff costs are never SG&A)",
      "fiscal year ending June",
    ],
  },
  {
    id: "fclpdf-fr-sas",
    producer: "fclpdf",
    unclaimed: true,
    company: "Savonnerie du Lubéron SAS",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Montants en euros",
    lang: "fr",
    conv: "space",
    neg: "minus",
    years: [2025, 2024],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "fr_bs", income_statement: "fr_is" },
    titles: "fr_sas",
    seed: 2004,
    size: 2900000,
    features: [
      UNCLAIMED,
      "French SAS (plan comptable général, système de base): Bilan actif / passif, Compte de résultat to the BÉNÉFICE OU PERTE",
      "thousands grouped by spaces (1 234 567), dates 31/12/2025, charges printed with a minus",
    ],
  },
  {
    id: "pydyf-de-ifrs-konzern",
    producer: "pydyf",
    company: "Rheingau Sensorik Holding AG",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "in TEUR",
    years: [2025, 2024],
    lang: "de",
    conv: "de",
    neg: "minus",
    header: "de-date",
    notes: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "deifrs_bs", income_statement: "deifrs_is", cashflow_statement: "deifrs_cf" },
    titles: "de_ifrs",
    seed: 2005,
    size: 86000,
    runningRight: "Konzernabschluss nach IFRS",
    features: [
      "German-language IFRS group statements: Konzernbilanz with lang- und kurzfristige Vermögenswerte und Schulden, Konzern-Gewinn- und Verlustrechnung nach dem Umsatzkostenverfahren to the Konzernergebnis, Konzern-Kapitalflussrechnung",
      "Vertriebskosten and allgemeine Verwaltungskosten expected as their sum under SG&A",
      '"in TEUR" under each title; "Anhang" note column; running header and page footer',
    ],
  },
  {
    id: "pydyf-bd-taka",
    producer: "pydyf",
    company: "Chattogram Jute Spinners Limited",
    currency: "BDT",
    scale: 1,
    scalePhrase: "",
    unitHeader: "Taka",
    conv: "in",
    years: [2025, 2024],
    fye: [6, 30],
    header: "year-unit",
    notes: true,
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "bd_bs", income_statement: "bd_is" },
    titles: "en_bd",
    seed: 2006,
    size: 640000000,
    features: [
      'Bangladeshi (IFRS, Companies Act 1994) wording: "Investment in FDR", "Advances, deposits and prepayments", "Long term loan - current maturity", "Provision for income tax", "Non-operating income"',
      "unlabelled subtotals of non-current and current assets, equity and liabilities (not expected)",
      'lakh digit grouping (12,34,56,789); "Taka" under each year; fiscal year ending June',
    ],
  },
  {
    id: "pydyf-tt-dollars",
    producer: "pydyf",
    company: "Couva Industrial Gases Limited",
    currency: "TTD",
    scale: 1000,
    scalePhrase: "(Expressed in thousands of Trinidad and Tobago dollars)",
    years: [2025, 2024],
    fye: [9, 30],
    header: "uk-date",
    statements: BS_IS_CF,
    rows: { balance_sheet: "tt_bs", income_statement: "tt_is", cashflow_statement: "tt_cf" },
    titles: "en_tt",
    seed: 2007,
    size: 210000,
    features: [
      'Trinidad and Tobago (IFRS) wording: "Taxation recoverable and prepayments", "Bank overdraft and current borrowings", "Cash resources at end of year"',
      "selling and distribution and general and administrative expenses expected as their sum under SG&A",
      "fiscal year ending September; thousands stated under the titles",
    ],
  },
  {
    id: "pydyf-it-srl",
    producer: "pydyf",
    unclaimed: true,
    company: "Ceramiche Artistiche Vietresi S.r.l.",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Importi in euro",
    lang: "it",
    conv: "de",
    neg: "minus",
    years: [2025, 2024],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "it_bs", income_statement: "it_is" },
    titles: "it_srl",
    seed: 2008,
    size: 1800000,
    features: [
      UNCLAIMED,
      "Italian S.r.l. (codice civile art. 2424 and 2425): Stato patrimoniale and Conto economico with the letters and numbers of the civil code",
      "dots as thousands separators (1.234.567)",
    ],
  },
  {
    id: "scribus-li-ag",
    producer: "scribus",
    company: "Vaduzer Dentaltechnik AG",
    currency: "CHF",
    scale: 1,
    scalePhrase: "",
    unitHeader: "CHF",
    lang: "de",
    conv: "ch",
    neg: "minus",
    decimals: 2,
    years: [2025, 2024],
    header: "de-date-unit",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "li_bs", income_statement: "li_is" },
    titles: "de_li",
    seed: 2009,
    size: 640000000,
    features: [
      "Liechtenstein AG (PGR Art. 1092/1093): Bilanz with Aktienkapital, gesetzliche Reserven, Gewinnvortrag and Jahresgewinn (not expected), Rückstellungen in one line, Verbindlichkeiten gegenüber Banken (not expected), Total Fremdkapital",
      "Erfolgsrechnung by nature: Verwaltungs- und Vertriebsaufwand expected as SG&A, Personalaufwand as staff costs under no key (revised by reader33 to docs/chart-of-accounts.md: staff costs are never SG&A), Ertrags- und Kapitalsteuern",
      "Swiss number format with apostrophes and francs and rappen (1'234'567.89), CHF under each date",
    ],
  },
  {
    id: "scribus-il-nis",
    producer: "scribus",
    company: "Galil Irrigation Controls Ltd.",
    currency: "ILS",
    scale: 1000,
    scalePhrase: "NIS in thousands",
    years: [2025, 2024],
    header: "us-date",
    notes: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "il_bs", income_statement: "il_is", cashflow_statement: "il_cf" },
    titles: "en_il",
    seed: 2010,
    size: 94000,
    features: [
      'Israeli wording: "Short-term bank credit", "Current maturities of long-term loans", "Employee benefit liabilities, net", "Financial expenses", "Taxes on income"',
      "selling and marketing and general and administrative expenses expected as their sum under SG&A; expenses printed without parentheses",
      '"NIS in thousands" under each title',
    ],
  },
  {
    id: "scribus-be-sa",
    producer: "scribus",
    unclaimed: true,
    company: "Brasserie artisanale du Condroz SRL",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Montants en euros",
    lang: "fr",
    conv: "de",
    neg: "minus",
    years: [2025, 2024],
    header: "de-date",
    notes: true,
    codesHeader: "Codes",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "be_bs", income_statement: "be_is" },
    titles: "fr_be",
    seed: 2011,
    size: 2300000,
    features: [
      UNCLAIMED,
      "Belgian SRL, schéma abrégé of the Banque nationale in French: a column of codes (20/28, 9904), Bilan après répartition, Compte de résultats",
      "dots as thousands separators (1.234.567)",
    ],
  },
  {
    id: "gl2ps-de-bwa",
    producer: "gl2ps",
    company: "Spreewälder Feinkost Manufaktur GmbH",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Werte in EUR",
    lang: "de",
    conv: "de",
    neg: "minus",
    years: [2025, 2024],
    header: "de-date",
    yearHeader: (y) => ["Jan. - Dez.", String(y)],
    changeHeaders: [["Abweichung"], ["Abw. %"]],
    statements: ["income_statement"],
    rows: { income_statement: "bwa_is" },
    titles: "de_bwa",
    seed: 2012,
    size: 2700000,
    glSize: 8.5,
    features: [
      "German short-term income statement (Kurzfristige Erfolgsrechnung, BWA-like) of a GmbH: Gesamtleistung and Gesamtkosten (not expected), Rohertrag, cost groups by kind, Betriebsergebnis, vorläufiges Ergebnis",
      "Raumkosten and the sundry costs line expected as their sum under SG&A, Personalkosten as staff costs under no key (revised by reader33 to docs/chart-of-accounts.md: staff costs are never SG&A); costs printed positive",
      'columns "Jan. - Dez." over 2025 and 2024, then Abweichung and Abw. % (not expected)',
      "one page, no balance sheet",
    ],
  },
  {
    id: "gl2ps-mu-side-by-side",
    producer: "gl2ps",
    layout: "side-by-side",
    company: "Curepipe Textile Finishers Ltd",
    currency: "MUR",
    scale: 1,
    scalePhrase: "Amounts in Mauritian rupees (Rs)",
    years: [2025, 2024],
    fye: [6, 30],
    header: "year",
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "mu_bs", income_statement: "mu_is" },
    titles: "en_mu",
    seed: 2013,
    size: 260000000,
    glSize: 6.6,
    features: [
      "two statements on one landscape page: the statement of profit or loss and the statement of financial position side by side",
      'Mauritian wording: "Stated capital", "Retirement benefit obligations", "Current tax liabilities"',
      "selling and administrative expenses expected as their sum under SG&A; fiscal year ending June",
    ],
  },
  {
    id: "libpdf-mt-ltd",
    producer: "libpdf",
    company: "Marsaxlokk Yacht Services Limited",
    currency: "EUR",
    scale: 1,
    scalePhrase: "",
    unitHeader: "€",
    years: [2025, 2024],
    header: "year-unit",
    notes: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "mt_bs", income_statement: "mt_is", cashflow_statement: "mt_cf" },
    titles: "en_mt",
    seed: 2014,
    size: 4600000,
    runningRight: "Registration number C 41872",
    features: [
      'Maltese wording: "Called up issued share capital", "Investment property", "Accruals and deferred income", "Bank loans advanced"',
      "selling and distribution costs and administrative expenses expected as their sum under SG&A",
      'scale only as "€" under each year; running header with the registration number and page footer',
    ],
  },
  {
    id: "libpdf-de-gmbh-anhang",
    producer: "libpdf",
    company: "Thüringer Glasformenbau GmbH",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "",
    unitHeader: "TEUR",
    years: [2025, 2024],
    header: "de-date-unit",
    notesPages: true,
    statements: BS_IS_CF,
    ...HGB,
    hgb: true,
    seed: 2015,
    size: 38000,
    runningRight: "Jahresabschluss und Anhang 2025",
    features: [
      "HGB Bilanz in Staffelform, GuV nach dem Gesamtkostenverfahren and Kapitalflussrechnung, then an Anhang page (not expected)",
      'scale only as "TEUR" under each date; running header and page footer',
    ],
  },
  {
    id: "libpdf-zm-kwacha",
    producer: "libpdf",
    company: "Copperbelt Mining Supplies Limited",
    currency: "ZMW",
    scale: 1,
    scalePhrase: "",
    unitHeader: "K",
    years: [2025, 2024],
    header: "year-unit",
    notes: true,
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "zm_bs", income_statement: "zm_is" },
    titles: "en_zm",
    seed: 2016,
    size: 72000000,
    features: [
      'Zambian (IFRS for SMEs) wording: "Capital work in progress", "Bank and cash balances", "Deferred income tax"',
      "distribution costs and administrative expenses expected as their sum under SG&A",
      'scale only as "K" (kwacha) under each year',
    ],
  },
  {
    id: "muhammara-jm-management",
    producer: "muhammara",
    layout: "management",
    company: "Montego Bay Hospitality Supplies Limited",
    currency: "JMD",
    scale: 1,
    scalePhrase: "Jamaican dollars",
    years: [2025, 2024],
    fye: [3, 31],
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "jm_bs", income_statement: "jm_is" },
    titles: "en_jm",
    seed: 2017,
    size: 310000000,
    features: [
      "management accounts: actual, budget, variance and prior year of the profit and loss account (budget and variance not expected), then the balance sheet",
      "administrative and general expenses expected as SG&A; staff costs under no key (revised by reader31 to docs/chart-of-accounts.md: staff costs are never SG&A)",
      "fiscal year ending March; DejaVu Sans embedded",
    ],
  },
  {
    id: "muhammara-bm-three-years",
    producer: "muhammara",
    company: "Harrington Sound Reinsurance Brokers Ltd.",
    currency: "USD",
    scale: 1000,
    scalePhrase: "(in thousands of U.S. dollars, except share data)",
    years: [2025, 2024, 2023],
    header: "us-date",
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "bm_bs", income_statement: "bm_is" },
    titles: "en_bm",
    seed: 2018,
    size: 120000,
    runningRight: "Bermuda exempted company",
    features: [
      "Bermuda exempted company under US GAAP: common shares of $1.00 par value, the income tax of the US subsidiary as the only tax",
      "three years in the income statement and the balance sheet; running header and page footer",
    ],
  },
  {
    id: "pyx-de-ggmbh",
    producer: "pyx",
    company: "Diakonie-Sozialstation Uckermark gGmbH",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Angaben in EUR",
    decimals: 2,
    years: [2025, 2024],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    rows: { balance_sheet: "ggmbh_bs", income_statement: "ggmbh_is" },
    hgb: true,
    seed: 2019,
    size: 310000000,
    runningRight: "Jahresabschluss 2025",
    features: [
      "HGB Bilanz of a non-profit GmbH (gGmbH) in Staffelform: B. Sonderposten aus Zuschüssen zur Finanzierung des Anlagevermögens between equity and liabilities (not expected), no total of liabilities",
      "GuV (Gesamtkostenverfahren) of a care provider: Umsatzerlöse aus Pflegeleistungen, taxes of the wirtschaftlicher Geschäftsbetrieb only",
      "amounts in euros and cents; running header and page footer",
    ],
  },
  {
    id: "pyx-bw-pula",
    producer: "pyx",
    company: "Francistown Cold Chain (Proprietary) Limited",
    currency: "BWP",
    scale: 1,
    scalePhrase: "",
    unitHeader: "P",
    years: [2025, 2024],
    fye: [3, 31],
    header: "year-unit",
    notes: true,
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "bw_bs", income_statement: "bw_is" },
    titles: "en_bw",
    seed: 2020,
    size: 38000000,
    features: [
      'Botswana (IFRS) wording: "Stated capital", "Investment in associate", "Interest-bearing borrowings", "Taxation payable"',
      "selling and distribution costs and administrative expenses expected as their sum under SG&A",
      'scale only as "P" (pula) under each year; fiscal year ending March',
    ],
  },
];

// Scans (150-200 dpi): [id, source id, options]
const SCANS = [
  ["scan-pydyf-de-ifrs-konzern", "pydyf-de-ifrs-konzern", { dpi: 170, angle: 0.5, noise: 0.05, seed: 2051 }],
  ["scan-fclpdf-cy-ltd", "fclpdf-cy-ltd", { dpi: 150, angle: -0.7, noise: 0.06, seed: 2052 }],
  ["scan-gl2ps-mu-side-by-side", "gl2ps-mu-side-by-side", { dpi: 200, angle: 0.4, noise: 0.05, seed: 2053 }],
  ["scan-libpdf-zm-kwacha", "libpdf-zm-kwacha", { dpi: 160, angle: -0.5, noise: 0.07, seed: 2054 }],
];

// What a producer does to every file of its own (seen in pdftotext of the files made).
const PRODUCER_FEATURES = {
  scribus: [
    "Scribus writes the hyphen glyph as U+00AD (soft hyphen) in its text layer: hyphens in labels and minus signs before amounts extract as soft hyphens",
    "one text frame per run, Liberation Sans embedded",
  ],
  gl2ps: ["one page; every run in its own text object with its own font resource"],
};

const expectedJson = (doc, id, kind) => {
  // "German HGB" (the model's feature for every German document) only where the HGB is the framework.
  const model = FEATURES(doc).map((f) => (f === "German HGB" && !doc.hgb ? "German language" : f));
  return {
    ...fixtureJson(doc, id, kind, PRODUCERS[doc.producer].name, {
      producer_id: kind === "scan" ? "scan" : doc.producer,
      scale_phrase: doc.scalePhrase || (doc.unitHeader ? `${doc.unitHeader} (column header only)` : ""),
      batch: "unseen8",
      features: [...new Set([...(doc.features ?? []), ...(PRODUCER_FEATURES[doc.producer] ?? []), ...model])],
    }),
    documents: doc.unclaimed ? [] : expected4(doc),
  };
};

// --check: the committed files against their JSONs (checkBatch, scripts/extraction-corpus-model.mjs).
if (process.argv.includes("--check")) checkBatch(OUT, DOCS, WORK);

await buildBatch(DOCS, SCANS, {
  out: OUT,
  work: WORK,
  prepare: unseen8Doc,
  make: (doc, out) => PRODUCERS[doc.producer].make(doc, out),
  expectedJson,
});
