// Builds the ninth batch of the extraction corpus (test/fixtures/extraction-corpus/unseen6/) ONCE:
// statements from six producers no earlier batch has, from the same seeded data model
// (scripts/extraction-corpus-model.mjs: figures, rows, number formats, expected figures, scans) and
// the unseen batches' pages (scripts/corpus-layout.mjs), with this batch's own row sets and page
// touches defined here (the shared files are not changed):
//   - R 4.2.2 pdf() graphics device (Debian r-base-core): the runs placePage computes drawn by text()
//     and segments() on a points-sized plot region, base-14 Helvetica in WinAnsi (not embedded);
//   - mandoc 1.14.6 -Tpdf (Debian mandoc): a man(7) page per document, tbl(7) tables, Times (base-14);
//   - Go gofpdf 2.17.2 (Debian golang-github-jung-kurt-gofpdf-dev, Go 1.19): the placed runs with a
//     UTF-8 TrueType font (DejaVu Sans Condensed, embedded subset). gofpdf is a Go rewrite that
//     started from FPDF's design (it writes "FPDF 1.7" as Producer); its UTF-8 TrueType path is
//     its own code, not PHP FPDF's core-font output that unseen batch 4 used;
//   - Typst 0.14.2 (npm @myriaddreamin/typst-ts-node-compiler 0.7.0, installed into a temp prefix):
//     #table() markup, Liberation Sans (embedded subset);
//   - OCaml camlpdf 2.5.3 (Debian libcamlpdf-ocaml-dev, OCaml 4.13.1): the placed runs as Pdfops
//     content streams, base-14 Helvetica in WinAnsiEncoding, widths from Pdfstandard14;
//   - Perl Text::PDF 0.31 (Debian libtext-pdf-perl): the placed runs as raw content-stream operators,
//     base-14 Times (Text::PDF::SFont, WinAnsiEncoding). Text::PDF is the object layer PDF::API2 grew
//     out of (PDF::API2 has carried its own copy for twenty years); it is used here without PDF::API2;
//   - scans of four of them (pdftoppm 150-200 dpi, rotation, noise, JPEG; the model's scan()).
// Made by a helper blind to the reader: it did not read the reader's code, its documentation of the
// extraction or its scores, and never ran the reader on these files (leave-one-producer-out).
// Needs (generation only; the tests read the committed PDFs and JSONs): r-base-core, mandoc,
// golang-go + golang-github-jung-kurt-gofpdf-dev, ocaml-nox + ocaml-findlib + libcamlpdf-ocaml-dev,
// libtext-pdf-perl, fonts-dejavu-core, fonts-liberation, poppler-utils (apt); Typst from
// `npm install --prefix /tmp/typst @myriaddreamin/typst-ts-node-compiler@0.7.0` (or TYPST_PREFIX=<prefix>).
// Run: node scripts/make-unseen6-corpus.mjs [ids]      (check: node scripts/make-unseen6-corpus.mjs --check)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { documentPages, headerDepth, headerLine, helvetica, placePage } from "./corpus-layout.mjs";
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

const OUT = path.resolve("test/fixtures/extraction-corpus/unseen6");
const WORK = fs.mkdtempSync(path.join(os.tmpdir(), "unseen6-corpus-"));

// ---------------------------------------------------------------------------------------------
// This batch's row sets (added to the model's ROWS in this process only) and titles.

Object.assign(ROWS, {
  // Hong Kong (HKFRS): net current assets and "Total assets less current liabilities", "Reserves",
  // profit attributable to owners of the Company, bank borrowings split by maturity.
  hk_bs: [
    H("Non-current assets"),
    R("Property, plant and equipment", "net_fixed_assets", { note: "14" }),
    R("Intangible assets", "intangible_assets", { note: "15" }),
    R("Rental deposits and other non-current assets", "other_non_current_assets"),
    R("", "total_non_current_assets", { total: true, chart: null }),
    H("Current assets"),
    R("Inventories", "inventory", { note: "16" }),
    R("Trade and bills receivables", "trade_receivables", { note: "17" }),
    R("Prepayments, deposits and other receivables", "other_current_assets"),
    R("Bank balances and cash", "cash", { note: "18" }),
    R("", "total_current_assets", { total: true, chart: null }),
    H("Current liabilities"),
    R("Trade and bills payables", "trade_payables", { note: "19" }),
    R("Accruals and other payables", "other_current_liabilities"),
    R("Bank borrowings - due within one year", "debt_current_combined", { chart: "short_term_debt", note: "20" }),
    R("", "total_current_liabilities", { total: true, chart: null }),
    R("Net current assets", "net_current_assets", { total: true }),
    R("Total assets less current liabilities", "ta_less_cl", { total: true }),
    H("Non-current liabilities"),
    R("Bank borrowings - due after one year", "long_term_debt", { note: "20" }),
    R("Deferred tax liabilities", "other_non_current_liabilities"),
    R("", "total_non_current_liabilities", { total: true, chart: null }),
    R("Net assets", "net_assets", { total: true, grand: true }),
    H("Capital and reserves"),
    R("Share capital", "share_capital", { note: "24" }),
    R("Reserves", "retained_earnings"),
    R("Total equity", "total_equity", { total: true, grand: true }),
  ],
  hk_is: [
    R("Revenue", "revenue", { note: "5" }),
    R("Cost of sales", "cost_of_goods_sold", { sign: -1 }),
    R("Gross profit", "gross_profit", { total: true }),
    R("Other income", "other_income", { note: "6" }),
    R("Selling and distribution expenses", "sga_distribution", { sign: -1, chart: null, sgaPart: true }),
    R("Administrative expenses", "sga_admin", { sign: -1, chart: null, sgaPart: true }),
    R("Other expenses", "hk_other", { sign: -1 }),
    R("Finance costs", "interest_expense", { sign: -1, note: "7" }),
    R("Profit (loss) before taxation", "profit_before_tax", { total: true }),
    R("Income tax expense", "income_tax", { sign: -1, note: "9" }),
    R("Profit (loss) for the year", "net_profit", { total: true }),
    H("Profit (loss) for the year attributable to:"),
    R("Owners of the Company", "hk_owners", { chart: null }),
    R("Non-controlling interests", "hk_nci", { chart: null }),
    R("", "net_profit", { total: true, grand: true, chart: null }),
  ],
  hk_cf: [
    H("OPERATING ACTIVITIES"),
    R("Profit before taxation", "profit_before_tax", { chart: null }),
    R("Net cash from operating activities", "net_cash_from_operating_activities", { total: true }),
    H("INVESTING ACTIVITIES"),
    R("Purchase of property, plant and equipment", "purchase_of_fixed_assets"),
    R("Proceeds from disposal of property, plant and equipment", "disposals"),
    R("Net cash used in investing activities", "net_cash_from_investing_activities", { total: true }),
    H("FINANCING ACTIVITIES"),
    R("New bank borrowings raised", "proceeds"),
    R("Repayment of bank borrowings", "repayment_of_borrowings"),
    R("Dividends paid", "dividends_paid"),
    R("Net cash from (used in) financing activities", "net_cash_from_financing_activities", { total: true }),
    R("NET INCREASE (DECREASE) IN CASH AND CASH EQUIVALENTS", "net_change_in_cash", { total: true }),
    R("CASH AND CASH EQUIVALENTS AT BEGINNING OF THE YEAR", "cash_at_beginning"),
    R("CASH AND CASH EQUIVALENTS AT END OF THE YEAR, represented by bank balances and cash", "cash_at_end", {
      total: true,
      grand: true,
    }),
  ],
  // A US agricultural cooperative: members' equity, patronage, "net margins" instead of net income.
  coop_bs: [
    H("ASSETS"),
    H("Current assets"),
    R("Cash", "cash"),
    R("Accounts receivable - members and patrons", "trade_receivables"),
    R("Inventories - grain, feed and agronomy", "inventory"),
    R("Prepaid expenses", "other_current_assets"),
    R("Total current assets", "total_current_assets", { total: true }),
    R("Investments in other cooperatives", "other_non_current_assets"),
    R("Property, plant and equipment, net", "net_fixed_assets"),
    R("Goodwill and other intangibles", "intangible_assets"),
    R("Total assets", "total_assets", { total: true, grand: true }),
    H("LIABILITIES AND MEMBERS' EQUITY"),
    H("Current liabilities"),
    R("Accounts payable", "trade_payables"),
    R("Seasonal line of credit", "short_term_debt"),
    R("Current maturities of long-term debt", "current_portion_long_term_debt"),
    R("Patronage refunds and equities payable in cash", "other_current_liabilities"),
    R("Total current liabilities", "total_current_liabilities", { total: true }),
    R("Long-term debt, less current maturities", "long_term_debt"),
    R("Deferred patronage and other liabilities", "other_non_current_liabilities"),
    R("Total liabilities", "total_liabilities", { total: true }),
    H("Members' equity"),
    R("Preferred stock and member certificates", "share_capital"),
    R("Allocated and unallocated equity", "retained_earnings"),
    R("Total members' equity", "total_equity", { total: true }),
    R("Total liabilities and members' equity", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  coop_is: [
    R("Sales and revenues", "revenue"),
    R("Cost of goods sold", "cost_of_goods_sold"),
    R("Gross margins", "gross_profit", { total: true }),
    H("Operating expenses"),
    // reader31: staff costs are never SG&A (docs/chart-of-accounts.md): SG&A is the G&A line alone.
    R("Salaries, wages and benefits", "co_wages"),
    R("General and administrative", "co_ga", { sgaPart: true }),
    R("Depreciation", "depreciation_amortization"),
    R("Other operating expenses", "other_operating_expenses"),
    R("Net margins from operations", "operating_profit", { total: true }),
    R("Interest expense", "interest_expense"),
    R("Patronage dividends from other cooperatives", "other_income"),
    R("Net margins before income taxes", "profit_before_tax", { total: true }),
    R("Income taxes", "income_tax"),
    R("Net margins", "net_profit", { total: true, grand: true }),
  ],
  // A German registered cooperative (eG): Geschäftsguthaben der Mitglieder, Ergebnisrücklagen,
  // Bilanzgewinn after the allocation to reserves.
  eg_bs: [
    H("Aktiva"),
    H("A. Anlagevermögen"),
    R("I. Immaterielle Vermögensgegenstände", "intangible_assets"),
    R("II. Sachanlagen", "net_fixed_assets"),
    R("III. Finanzanlagen (Geschäftsanteile an Genossenschaften)", "other_non_current_assets"),
    R("Summe Anlagevermögen", "total_non_current_assets", { total: true }),
    H("B. Umlaufvermögen"),
    R("I. Vorräte", "inventory"),
    R("II. Forderungen aus Lieferungen und Leistungen an Mitglieder", "trade_receivables"),
    R("III. Sonstige Vermögensgegenstände", "other_current_assets"),
    R("IV. Kassenbestand, Guthaben bei Kreditinstituten", "cash"),
    R("Summe Umlaufvermögen", "total_current_assets", { total: true }),
    R("Summe der Aktiva", "total_assets", { total: true, grand: true }),
    H("Passiva"),
    H("A. Eigenkapital"),
    R("I. Geschäftsguthaben der Mitglieder", "share_capital"),
    R("II. Ergebnisrücklagen", "eg_reserves"),
    R("III. Bilanzgewinn", "eg_profit"),
    R("Summe Eigenkapital", "total_equity", { total: true }),
    H("B. Verbindlichkeiten"),
    R("1. Verbindlichkeiten gegenüber Kreditinstituten", "long_term_debt", { chart: null }),
    R("2. Verbindlichkeiten aus Lieferungen und Leistungen", "trade_payables"),
    R("3. Sonstige Verbindlichkeiten", "other_current_liabilities"),
    R("Summe Verbindlichkeiten", "hgb_liabilities", { chart: "total_liabilities", total: true }),
    R("Summe der Passiva", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  eg_is: [
    R("1. Umsatzerlöse", "revenue"),
    R("2. Aufwendungen für bezogene Waren", "cost_of_goods_sold", { chart: null, sign: -1 }),
    R("3. Personalaufwand", "selling_general_administrative", { chart: null, sign: -1 }),
    R("4. Abschreibungen auf Sachanlagen", "depreciation_amortization", { sign: -1 }),
    R("5. Sonstige betriebliche Aufwendungen", "other_operating_expenses", { sign: -1 }),
    R("6. Erträge aus Beteiligungen an Genossenschaften", "other_income"),
    R("7. Zinsen und ähnliche Aufwendungen", "interest_expense", { sign: -1 }),
    R("8. Ergebnis vor Steuern", "profit_before_tax", { total: true }),
    R("9. Steuern vom Einkommen und vom Ertrag", "income_tax", { sign: -1 }),
    R("10. Jahresüberschuss", "net_profit", { total: true, grand: true }),
    R("11. Einstellungen in Ergebnisrücklagen", "eg_alloc", { sign: -1 }),
    R("12. Bilanzgewinn", "eg_profit", { total: true }),
  ],
  // A US limited partnership: general and limited partners' capital, the allocation of net income.
  pt_bs: [
    H("ASSETS"),
    R("Cash", "cash"),
    R("Accounts receivable", "trade_receivables"),
    R("Inventory", "inventory"),
    R("Prepaid expenses", "other_current_assets"),
    R("Total current assets", "total_current_assets", { total: true }),
    R("Equipment and leasehold improvements, net", "net_fixed_assets"),
    R("Client relationships, net", "intangible_assets"),
    R("Security deposits", "other_non_current_assets"),
    R("Total assets", "total_assets", { total: true, grand: true }),
    H("LIABILITIES AND PARTNERS' CAPITAL"),
    R("Accounts payable", "trade_payables"),
    R("Line of credit", "short_term_debt"),
    R("Current portion of term loan", "current_portion_long_term_debt"),
    R("Accrued liabilities", "other_current_liabilities"),
    R("Total current liabilities", "total_current_liabilities", { total: true }),
    R("Term loan, net of current portion", "long_term_debt"),
    R("Deferred rent", "other_non_current_liabilities"),
    R("Total liabilities", "total_liabilities", { total: true }),
    H("Partners' capital"),
    R("General partner", "pt_gp"),
    R("Limited partners", "pt_lp"),
    R("Total partners' capital", "total_equity", { total: true }),
    R("Total liabilities and partners' capital", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  pt_is: [
    R("Fee income", "revenue"),
    R("Cost of services", "cost_of_goods_sold"),
    R("Gross profit", "gross_profit", { total: true }),
    R("General and administrative", "selling_general_administrative"),
    R("Depreciation and amortization", "depreciation_amortization"),
    R("Other operating expenses", "other_operating_expenses"),
    R("Operating income", "operating_profit", { total: true }),
    R("Interest expense", "interest_expense"),
    R("Interest and other income", "other_income"),
    R("Income before unincorporated business tax", "profit_before_tax", { total: true }),
    R("Unincorporated business tax", "income_tax"),
    R("Net income", "net_profit", { total: true, grand: true }),
    H("Allocation of net income"),
    R("General partner", "pt_ni_gp"),
    R("Limited partners", "pt_ni_lp"),
  ],
  // GmbH & Co. KG: Kapitalanteile der Kommanditisten, Rücklagen, Verrechnungskonten; Gewerbesteuer.
  kg_bs: [
    H("Aktiva"),
    H("A. Anlagevermögen"),
    R("I. Immaterielle Vermögensgegenstände", "intangible_assets"),
    R("II. Sachanlagen", "net_fixed_assets"),
    R("III. Finanzanlagen", "other_non_current_assets"),
    H("B. Umlaufvermögen"),
    R("I. Vorräte", "inventory"),
    R("II. 1. Forderungen aus Lieferungen und Leistungen", "trade_receivables"),
    R("II. 2. Forderungen gegen Gesellschafter", "other_current_assets"),
    R("III. Guthaben bei Kreditinstituten", "cash"),
    R("Summe Aktiva", "total_assets", { total: true, grand: true }),
    H("Passiva"),
    H("A. Eigenkapital"),
    R("I. Kapitalanteile der Kommanditisten", "share_capital"),
    R("II. Rücklagen", "kg_reserves"),
    R("III. Verrechnungskonten", "kg_vk"),
    R("Summe Eigenkapital", "total_equity", { total: true }),
    H("B. Verbindlichkeiten"),
    R("1. gegenüber Kreditinstituten", "long_term_debt", { chart: null }),
    R("2. aus Lieferungen und Leistungen", "trade_payables"),
    R("3. Sonstige Verbindlichkeiten", "other_current_liabilities"),
    R("Summe Passiva", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  kg_is: [
    R("1. Umsatzerlöse", "revenue"),
    R("2. Materialaufwand", "cost_of_goods_sold", { chart: null, sign: -1 }),
    R("3. Personalaufwand", "selling_general_administrative", { chart: null, sign: -1 }),
    R("4. Abschreibungen", "depreciation_amortization", { sign: -1 }),
    R("5. Sonstige betriebliche Aufwendungen", "other_operating_expenses", { sign: -1 }),
    R("6. Sonstige Zinsen und ähnliche Erträge", "other_income"),
    R("7. Zinsen und ähnliche Aufwendungen", "interest_expense", { sign: -1 }),
    R("8. Steuern vom Einkommen und vom Ertrag (Gewerbesteuer)", "income_tax", { sign: -1 }),
    R("9. Ergebnis nach Steuern", "net_profit", { total: true, chart: null }),
    R("10. Jahresüberschuss", "net_profit", { total: true, grand: true }),
    R("11. Gutschrift auf Verrechnungskonten der Kommanditisten", "kg_credit", { sign: -1 }),
    R("12. Einstellung in die Rücklagen", "kg_alloc", { total: true }),
  ],
  // UK LLP (FRS 102, SORP): creditors as deductions, net assets attributable to members, members'
  // interests, the long profit line "available for discretionary division among members".
  llp_bs: [
    H("Fixed assets"),
    R("Intangible assets", "intangible_assets", { note: "8" }),
    R("Tangible assets", "net_fixed_assets", { note: "9" }),
    R("Investments", "other_non_current_assets"),
    R("", "total_non_current_assets", { total: true, chart: null }),
    H("Current assets"),
    R("Stock", "inventory"),
    R("Debtors", "trade_receivables", { note: "10" }),
    R("Prepayments and accrued income", "other_current_assets"),
    R("Cash at bank and in hand", "cash"),
    R("", "total_current_assets", { total: true, chart: null }),
    R("Creditors: amounts falling due within one year", "total_current_liabilities", { note: "11", sign: -1 }),
    R("Net current assets", "net_current_assets", { total: true }),
    R("Total assets less current liabilities", "ta_less_cl", { total: true }),
    R("Creditors: amounts falling due after more than one year", "total_non_current_liabilities", {
      note: "12",
      sign: -1,
    }),
    R("Net assets attributable to members", "net_assets", { total: true, grand: true }),
    H("Represented by:"),
    H("Loans and other debts due to members within one year"),
    R("Members' capital classified as a liability", "share_capital", { chart: null }),
    R("Other amounts", "llp_debts"),
    H("Members' other interests"),
    R("Other reserves classified as equity", "llp_reserves"),
    R("", "total_equity", { total: true, grand: true, chart: null }),
  ],
  llp_is: [
    R("Turnover", "revenue", { note: "3" }),
    R("Cost of sales", "cost_of_goods_sold", { sign: -1 }),
    R("Gross profit", "gross_profit", { total: true }),
    R("Administrative expenses", "llp_admin", { sign: -1, chart: "selling_general_administrative" }),
    R("Operating profit", "operating_profit", { total: true, note: "4" }),
    R("Interest receivable and similar income", "other_income"),
    R("Interest payable and similar expenses", "interest_expense", { sign: -1 }),
    R(
      "Profit for the financial year before members' remuneration and profit shares available for discretionary division among members",
      "profit_before_tax",
      { total: true, grand: true, chart: "net_profit" },
    ),
  ],
});

Object.assign(ROWS, {
  // Kenya (IFRS for SMEs): "Revenue reserve", "Bank and cash balances", "At start of year".
  ke_bs: relabel(ROWS.ifrs_bs, {
    Assets: "ASSETS",
    "Other non-current assets": "Quoted equity investments",
    "Other current assets": "Tax recoverable and prepayments",
    "Cash and cash equivalents": "Bank and cash balances",
    "Equity and liabilities": "EQUITY AND LIABILITIES",
    Equity: "Capital and reserves",
    "Retained earnings": "Revenue reserve",
    "Total equity": "Total capital and reserves",
    "Other non-current liabilities": "Deferred income tax",
    "Other current liabilities": "Current income tax payable",
  }),
  ke_is: relabel(ROWS.ifrs_is, {
    "Depreciation and amortisation": "Depreciation",
    "Other operating expenses": "Other expenses",
    "Operating profit (loss)": "Operating profit",
    "Profit (loss) before tax": "Profit before income tax",
    "Profit (loss) for the year": "Profit for the year",
  }),
  ke_cf: relabel(ROWS.ifrs_cf, {
    "Net cash generated from operating activities": "Net cash generated from operations",
    "Purchase of property, plant and equipment": "Purchase of property and equipment",
    "Proceeds from disposal of property, plant and equipment": "Proceeds from sale of property and equipment",
    "Proceeds from borrowings": "Borrowings received",
    "Repayment of borrowings": "Borrowings repaid",
    "Net increase (decrease) in cash and cash equivalents": "Increase/(decrease) in cash and cash equivalents",
    "Cash and cash equivalents at the beginning of the year": "At start of year",
    "Cash and cash equivalents at the end of the year": "At end of year",
  }),
  // Nigeria (IFRS): "Issued share capital", "Loans and borrowings", "Current income tax liabilities".
  ng_bs: relabel(ROWS.ifrs_bs, {
    "Other non-current assets": "Other financial assets",
    "Other current assets": "Prepayments",
    "Cash and cash equivalents": "Cash and bank balances",
    "Share capital": "Issued share capital",
    Borrowings: "Loans and borrowings",
    "Other non-current liabilities": "Deferred tax liabilities",
    "Other current liabilities": "Current income tax liabilities",
  }),
  ng_is: relabel(ROWS.ifrs_is, {
    "Distribution costs": "Selling and distribution expenses",
    "Depreciation and amortisation": "Depreciation of property, plant and equipment",
    "Operating profit (loss)": "Operating profit/(loss)",
    "Profit (loss) before tax": "Profit/(loss) before taxation",
    "Income tax expense": "Taxation",
    "Profit (loss) for the year": "Profit/(loss) for the year",
  }),
  ng_cf: relabel(ROWS.ifrs_cf, {
    "Profit for the year": "Profit/(loss) for the year",
    "Net cash generated from operating activities": "Net cash flows from operating activities",
    "Proceeds from borrowings": "Proceeds from loans and borrowings",
    "Repayment of borrowings": "Repayment of loans and borrowings",
    "Net increase (decrease) in cash and cash equivalents": "Net (decrease)/increase in cash and cash equivalents",
    "Cash and cash equivalents at the beginning of the year": "Cash and cash equivalents at 1 January",
    "Cash and cash equivalents at the end of the year": "Cash and cash equivalents at 31 December",
  }),
  // Singapore (SFRS(I)): "Accumulated profits", "Results from operating activities".
  sg_bs: relabel(ROWS.ifrs_bs, {
    "Other non-current assets": "Other investments",
    "Other current assets": "Prepayments and other assets",
    "Cash and cash equivalents": "Cash and bank balances",
    "Equity and liabilities": "Equity and liabilities",
    Equity: "Equity attributable to owners of the Company",
    "Retained earnings": "Accumulated profits",
    Borrowings: "Loans and borrowings",
    "Other non-current liabilities": "Deferred tax liabilities",
    "Other current liabilities": "Income tax payable",
  }),
  sg_is: relabel(ROWS.ifrs_is, {
    "Depreciation and amortisation": "Depreciation of property, plant and equipment",
    "Operating profit (loss)": "Results from operating activities",
    "Income tax expense": "Tax expense",
  }),
  sg_cf: relabel(ROWS.ifrs_cf, {
    "Net cash generated from operating activities": "Net cash from operating activities",
    "Purchase of property, plant and equipment": "Acquisition of property, plant and equipment",
    "Proceeds from borrowings": "Proceeds from loans and borrowings",
    "Repayment of borrowings": "Repayment of loans and borrowings",
    "Dividends paid": "Dividends paid to owners of the Company",
    "Cash and cash equivalents at the beginning of the year": "Cash and cash equivalents at 1 January",
    "Cash and cash equivalents at the end of the year": "Cash and cash equivalents at 31 December",
  }),
  // Sri Lanka (SLFRS): "Stated capital", "Interest bearing borrowings", "Results from operating activities".
  lk_bs: relabel(ROWS.ifrs_bs, {
    "Other non-current assets": "Other financial assets",
    "Other current assets": "Other current assets",
    "Share capital": "Stated capital",
    Borrowings: "Interest bearing borrowings",
    "Other non-current liabilities": "Retirement benefit obligations",
    "Other current liabilities": "Income tax payable",
  }),
  lk_is: relabel(ROWS.ifrs_is, {
    "Distribution costs": "Selling and distribution expenses",
    "Depreciation and amortisation": "Depreciation and amortisation",
    "Operating profit (loss)": "Results from operating activities",
    "Finance income": "Finance income",
    "Profit (loss) before tax": "Profit/(loss) before income tax expense",
    "Profit (loss) for the year": "Profit/(loss) for the year",
  }),
  // Ghana (IFRS for SMEs): "Stated capital", "Income surplus".
  gh_bs: relabel(ROWS.ifrs_bs, {
    "Other non-current assets": "Long-term investments",
    "Other current assets": "Other receivables",
    "Cash and cash equivalents": "Cash and bank",
    "Share capital": "Stated capital",
    "Retained earnings": "Income surplus",
    Borrowings: "Long-term borrowings",
    "Other non-current liabilities": "Deferred tax",
    "Other current liabilities": "Taxation payable",
  }).map((r) => (r.fig === "debt_current_combined" ? { ...r, label: "Short-term borrowings" } : r)),
  gh_is: relabel(ROWS.ifrs_is, {
    "Distribution costs": "Selling expenses",
    "Depreciation and amortisation": "Depreciation",
    "Operating profit (loss)": "Operating profit",
    "Profit (loss) before tax": "Profit before tax",
    "Income tax expense": "Income tax",
    "Profit (loss) for the year": "Profit after tax",
  }),
  // New Zealand management pack: "EBIT", "Net profit after tax", GST and PAYE, shareholder advances.
  nzm_is: [
    R("Sales", "revenue"),
    R("Cost of sales", "cost_of_goods_sold"),
    R("Gross profit", "gross_profit", { total: true }),
    R("Overheads", "selling_general_administrative"),
    R("Depreciation", "depreciation_amortization"),
    R("Other operating costs", "other_operating_expenses"),
    R("EBIT", "operating_profit", { total: true }),
    R("Interest paid", "interest_expense"),
    R("Interest received", "other_income"),
    R("Net profit before tax", "profit_before_tax", { total: true }),
    R("Income tax", "income_tax"),
    R("Net profit after tax", "net_profit", { total: true, grand: true }),
  ],
  nzm_bs: [
    H("Current assets"),
    R("Bank accounts", "cash"),
    R("Accounts receivable", "trade_receivables"),
    R("Stock on hand", "inventory"),
    R("GST receivable and prepayments", "other_current_assets"),
    R("Total current assets", "total_current_assets", { total: true }),
    H("Non-current assets"),
    R("Fixed assets", "net_fixed_assets"),
    R("Intangibles", "intangible_assets"),
    R("Investments", "other_non_current_assets"),
    R("Total non-current assets", "total_non_current_assets", { total: true }),
    R("Total assets", "total_assets", { total: true, grand: true }),
    H("Current liabilities"),
    R("Accounts payable", "trade_payables"),
    R("Bank overdraft", "short_term_debt"),
    R("Current portion of term loan", "current_portion_long_term_debt"),
    R("GST and PAYE payable", "other_current_liabilities"),
    R("Total current liabilities", "total_current_liabilities", { total: true }),
    H("Non-current liabilities"),
    R("Term loan", "long_term_debt"),
    R("Shareholder advances", "other_non_current_liabilities"),
    R("Total non-current liabilities", "total_non_current_liabilities", { total: true }),
    R("Total liabilities", "total_liabilities", { total: true }),
    R("Net assets", "net_assets", { total: true, grand: true }),
    H("Equity"),
    R("Share capital", "share_capital"),
    R("Retained earnings", "retained_earnings"),
    R("Total equity", "total_equity", { total: true, grand: true }),
  ],
  // German kleine Kapitalgesellschaft: the shortened Bilanz of § 266 Abs. 1 Satz 3 HGB (letters and
  // Roman numerals only), the Jahresüberschuss inside equity, no equity total.
  klein_bs: [
    H("Aktiva"),
    H("A. Anlagevermögen"),
    R("I. Immaterielle Vermögensgegenstände", "intangible_assets"),
    R("II. Sachanlagen", "net_fixed_assets"),
    R("III. Finanzanlagen", "other_non_current_assets"),
    H("B. Umlaufvermögen"),
    R("I. Vorräte", "inventory"),
    R("II. Forderungen und sonstige Vermögensgegenstände", "klein_fsv"),
    R("III. Kassenbestand, Guthaben bei Kreditinstituten", "cash"),
    R("Bilanzsumme", "total_assets", { total: true, grand: true }),
    H("Passiva"),
    H("A. Eigenkapital"),
    R("I. Gezeichnetes Kapital", "share_capital"),
    R("II. Gewinnrücklagen", "klein_gr"),
    R("III. Jahresüberschuss", "net_profit", { chart: null }),
    R("B. Verbindlichkeiten", "hgb_liabilities", { chart: "total_liabilities" }),
    R("Bilanzsumme", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  // German sole trader (Einzelkaufmann, e.K.): the capital account in the Bilanz, Gewerbesteuer.
  ek_bs: [
    H("Aktiva"),
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
    H("Passiva"),
    H("A. Eigenkapital"),
    R("Kapital am Beginn des Geschäftsjahres", "ek_open"),
    R("Entnahmen", "ek_draw", { sign: -1 }),
    R("Einlagen", "ek_dep"),
    R("Jahresüberschuss", "net_profit", { chart: null }),
    R("Kapital am Ende des Geschäftsjahres", "total_equity", { total: true }),
    H("B. Verbindlichkeiten"),
    R("1. Verbindlichkeiten gegenüber Kreditinstituten", "long_term_debt", { chart: null }),
    R("2. Verbindlichkeiten aus Lieferungen und Leistungen", "trade_payables"),
    R("3. Sonstige Verbindlichkeiten", "other_current_liabilities"),
    R("Summe Verbindlichkeiten", "hgb_liabilities", { chart: "total_liabilities", total: true }),
    R("Summe Passiva", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  ek_is: relabel(ROWS.hgb_is, {
    "9. Steuern vom Einkommen und vom Ertrag": "9. Gewerbesteuer",
    "10. Jahresüberschuss / Jahresfehlbetrag": "10. Jahresüberschuss",
  }),
  // Australian incorporated association: income and expenditure statement, members' funds.
  ia_is: [
    H("Income"),
    R("Membership subscriptions", "ia_subs"),
    R("Grants and donations", "ia_grants"),
    R("Program fees and sales", "ia_fees"),
    R("Total revenue", "revenue", { total: true }),
    R("Interest received", "other_income"),
    H("Expenditure"),
    R("Cost of program supplies", "cost_of_goods_sold"),
    // reader31: staff costs are never SG&A (docs/chart-of-accounts.md): printed, expected under no key.
    R("Employee expenses", "selling_general_administrative", { chart: null }),
    R("Depreciation", "depreciation_amortization"),
    R("Occupancy and other expenses", "other_operating_expenses"),
    R("Interest paid", "interest_expense"),
    R("Total expenditure", "ia_exp", { total: true }),
    R("Surplus (deficit) for the year", "profit_before_tax", { total: true, grand: true, chart: "net_profit" }),
  ],
  ia_bs: [
    H("Current assets"),
    R("Cash at bank", "cash"),
    R("Receivables", "trade_receivables"),
    R("Inventories", "inventory"),
    R("Prepayments", "other_current_assets"),
    R("Total current assets", "total_current_assets", { total: true }),
    H("Non-current assets"),
    R("Property, plant and equipment", "net_fixed_assets"),
    R("Software", "intangible_assets"),
    R("Term deposits", "other_non_current_assets"),
    R("Total non-current assets", "total_non_current_assets", { total: true }),
    R("Total assets", "total_assets", { total: true, grand: true }),
    H("Current liabilities"),
    R("Payables", "trade_payables"),
    R("Borrowings", "debt_current_combined", { chart: "short_term_debt" }),
    R("Income in advance", "other_current_liabilities"),
    R("Total current liabilities", "total_current_liabilities", { total: true }),
    H("Non-current liabilities"),
    R("Borrowings", "long_term_debt"),
    R("Employee provisions", "other_non_current_liabilities"),
    R("Total non-current liabilities", "total_non_current_liabilities", { total: true }),
    R("Total liabilities", "total_liabilities", { total: true }),
    R("Net assets", "net_assets", { total: true, grand: true }),
    H("Members' funds"),
    R("Reserves", "share_capital", { chart: null }),
    R("Accumulated surplus", "retained_earnings", { chart: null }),
    R("Total members' funds", "total_equity", { total: true, grand: true }),
  ],
});

const ifrsTitles = (bs, is, cf) => ({ balance_sheet: bs, income_statement: is, cashflow_statement: cf });
TITLES.en_hk = ifrsTitles(
  "Consolidated Statement of Financial Position",
  "Consolidated Statement of Profit or Loss",
  "Consolidated Statement of Cash Flows",
);
TITLES.en_coop = ifrsTitles("Consolidated Balance Sheets", "Consolidated Statements of Operations");
TITLES.de_eg = ifrsTitles("Bilanz der Genossenschaft", "Gewinn- und Verlustrechnung");
TITLES.en_pt = ifrsTitles("Balance Sheets", "Statements of Income");
TITLES.de_kg = ifrsTitles("Bilanz", "Gewinn- und Verlustrechnung");
TITLES.en_llp = ifrsTitles("Balance Sheet", "Profit and Loss Account");
TITLES.en_ke = ifrsTitles(
  "Statement of Financial Position",
  "Statement of Profit or Loss and Other Comprehensive Income",
  "Statement of Cash Flows",
);
TITLES.en_ng = ifrsTitles(
  "Statement of Financial Position",
  "Statement of Profit or Loss and Other Comprehensive Income",
  "Statement of Cash Flows",
);
TITLES.en_sg = ifrsTitles(
  "Statements of Financial Position",
  "Consolidated Statement of Profit or Loss",
  "Consolidated Statement of Cash Flows",
);
TITLES.en_lk = ifrsTitles("Statement of Financial Position", "Statement of Profit or Loss");
TITLES.en_gh = ifrsTitles("Statement of Financial Position", "Statement of Comprehensive Income");
TITLES.en_nzm = ifrsTitles("Balance sheet", "Management accounts: profit and loss");
TITLES.de_klein = ifrsTitles(
  "Bilanz (verkürzt nach § 266 Abs. 1 Satz 3 HGB)",
  "Gewinn- und Verlustrechnung nach dem Umsatzkostenverfahren (§ 275 Abs. 3 HGB)",
);
TITLES.de_ek = ifrsTitles("Bilanz", "Gewinn- und Verlustrechnung");
TITLES.en_ia = ifrsTitles("Statement of Financial Position", "Income and Expenditure Statement");

/** A document of this batch: an unseen batch 4 document with the figures this batch's rows print. */
function unseen6Doc(spec) {
  const doc = unseen4Doc(spec);
  for (const y of doc.years) {
    const v = doc.figures[y];
    v.hk_other = v.depreciation_amortization + v.other_operating_expenses;
    v.hk_nci = Math.round(v.net_profit * 0.08);
    v.hk_owners = v.net_profit - v.hk_nci;
    v.co_wages = Math.round(v.selling_general_administrative * 0.62);
    v.co_ga = v.selling_general_administrative - v.co_wages;
    v.eg_profit = Math.max(0, Math.round(v.net_profit * 0.35));
    v.eg_alloc = v.net_profit - v.eg_profit;
    v.eg_reserves = v.retained_earnings - v.eg_profit;
    v.pt_gp = Math.round(v.total_equity * 0.1);
    v.pt_lp = v.total_equity - v.pt_gp;
    v.pt_ni_gp = Math.round(v.net_profit * 0.1);
    v.pt_ni_lp = v.net_profit - v.pt_ni_gp;
    v.kg_credit = Math.round(v.net_profit * 0.6);
    v.kg_alloc = v.net_profit - v.kg_credit;
    v.kg_vk = Math.round(Math.abs(v.net_profit) * 0.45 + v.revenue * 0.01);
    v.kg_reserves = v.retained_earnings - v.kg_vk;
    v.llp_admin = v.selling_general_administrative + v.depreciation_amortization + v.other_operating_expenses;
    v.llp_debts = Math.round(v.total_equity * 0.55);
    v.llp_reserves = v.total_equity - v.share_capital - v.llp_debts;
    v.klein_fsv = v.trade_receivables + v.other_current_assets;
    v.klein_gr = v.retained_earnings - v.net_profit;
    v.ek_draw = Math.round(Math.max(v.net_profit, v.revenue * 0.03) * 0.6);
    v.ek_dep = Math.round(v.revenue * 0.005);
    v.ek_open = v.total_equity - v.net_profit + v.ek_draw - v.ek_dep;
    v.ia_subs = Math.round(v.revenue * 0.31);
    v.ia_grants = Math.round(v.revenue * 0.44);
    v.ia_fees = v.revenue - v.ia_subs - v.ia_grants;
    v.ia_exp =
      v.cost_of_goods_sold +
      v.selling_general_administrative +
      v.depreciation_amortization +
      v.other_operating_expenses +
      v.interest_expense;
  }
  return doc;
}

// ---------------------------------------------------------------------------------------------
// Page touches of this batch, applied to the shared grids.

const isAmount = (g, i) => g.columns[i].align === "r" && !/^(Note|Anhang)$/.test(g.columns[i].header[0] ?? "");

/** Dr/Cr marks: the balance's side after every amount instead of parentheses (income statement: income
 * and profits Cr, expenses and losses Dr; balance sheet: assets Dr, equity and liabilities Cr). */
function drCr(g) {
  const bs = /financial position|balance sheet/i.test(g.title[1]);
  let credit = !bs;
  return {
    ...g,
    rows: g.rows.map((r) => {
      if (r.heading) {
        if (bs && /equity|liabilities/i.test(r.cells[0])) credit = true;
        return r;
      }
      const cells = r.cells.map((c, i) => {
        if (i === 0 || !isAmount(g, i) || !/\d/.test(c)) return c;
        const neg = /^\(.+\)$/.test(c);
        const side = neg === credit ? "Dr" : "Cr";
        return `${c.replace(/^\((.+)\)$/, "$1")} ${side}`;
      });
      return { ...r, cells };
    }),
  };
}

/** The grids of a document with this batch's touches. */
function pages(doc) {
  return documentPages(doc).map((g) => {
    let out = g;
    // The prior year restated: "(Restated)" under its year in every statement.
    if (doc.restatedPrior) {
      const py = String(doc.years[1]);
      out = {
        ...out,
        columns: out.columns.map((c) =>
          c.header[0] === py ? { ...c, header: [c.header[0], ...c.header.slice(1), "(Restated)"] } : c,
        ),
      };
    }
    // Dr/Cr marks on the income statement and the balance sheet (not the cash flow statement).
    if (doc.drcr && !/cash flow/i.test(out.title[1])) out = drCr(out);
    return out;
  });
}

const widths = (g) => {
  const total = g.columns.reduce((n, c) => n + c.width, 0);
  return g.columns.map((c) => c.width / total);
};

// ---------------------------------------------------------------------------------------------
// Placed-run producers (R, gofpdf, camlpdf, Text::PDF): the runs and rules placePage computes, as
// lines "P|width|height", "T|bold|size|right|x|y|text" (y from the top, baseline), "L|x1|x2|y".

function runsFile(doc, { size, margin, measure = helvetica, latin1 = false }) {
  const lines = [];
  for (const g of pages(doc)) {
    const p = placePage(g, { size, margin, measure });
    lines.push(`P|${p.width}|${p.height}`);
    for (const it of p.items)
      lines.push(
        `T|${it.bold ? 1 : 0}|${it.size.toFixed(2)}|${it.right ? 1 : 0}|${it.x.toFixed(2)}|${it.y.toFixed(2)}|${it.text}`,
      );
    for (const r of p.rules) lines.push(`L|${r.x1.toFixed(2)}|${r.x2.toFixed(2)}|${r.y.toFixed(2)}`);
  }
  const file = path.join(WORK, `${doc.id}.runs`);
  const text = `${lines.join("\n")}\n`;
  if (!latin1) fs.writeFileSync(file, text);
  else
    fs.writeFileSync(
      file,
      Buffer.from(
        [...text].map((ch) => {
          if (ch === "€") return 0x80;
          const c = ch.codePointAt(0);
          if (c > 255) throw new Error(`${doc.id}: not CP1252: ${ch}`);
          return c;
        }),
      ),
    );
  return file;
}

// R's pdf() device: one page per "P" line on a plot region in points (y downwards), text() with
// cex = size / pointsize, right-aligned runs by adj = c(1, 0) (R's own AFM widths), segments() rules.
const R_SCRIPT = `args <- commandArgs(trailingOnly = TRUE)
lines <- readLines(args[1], encoding = "UTF-8")
first <- as.numeric(strsplit(lines[1], "|", fixed = TRUE)[[1]][2:3])
pdf(args[2], width = first[1] / 72, height = first[2] / 72, pointsize = 10, family = "Helvetica",
    encoding = "WinAnsi.enc", title = args[3], paper = "special", compress = TRUE)
for (line in lines) {
  f <- strsplit(line, "|", fixed = TRUE)[[1]]
  if (f[1] == "P") {
    par(mar = c(0, 0, 0, 0), xaxs = "i", yaxs = "i")
    plot.new()
    plot.window(xlim = c(0, as.numeric(f[2])), ylim = c(as.numeric(f[3]), 0))
  } else if (f[1] == "T") {
    txt <- paste(f[7:length(f)], collapse = "|")
    text(as.numeric(f[5]), as.numeric(f[6]), txt, adj = if (f[4] == "1") c(1, 0) else c(0, 0),
         cex = as.numeric(f[3]) / 10, font = if (f[2] == "1") 2 else 1)
  } else if (f[1] == "L") {
    segments(as.numeric(f[2]), as.numeric(f[4]), as.numeric(f[3]), as.numeric(f[4]), lwd = 0.6)
  }
}
invisible(dev.off())
`;
function rPdf(doc, out) {
  const script = path.join(WORK, "statements.R");
  fs.writeFileSync(script, R_SCRIPT);
  execFileSync("Rscript", [script, runsFile(doc, { size: 8.8, margin: 50 }), out, doc.company], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}

// gofpdf: the runs in DejaVu Sans Condensed (UTF-8 TrueType, embedded subset), page orientation per page.
const GOFPDF = `package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"

	"github.com/jung-kurt/gofpdf"
)

func num(s string) float64 {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		panic(err)
	}
	return v
}

func main() {
	f, err := os.Open(os.Args[1])
	if err != nil {
		panic(err)
	}
	defer f.Close()
	pdf := gofpdf.NewCustom(&gofpdf.InitType{UnitStr: "pt", Size: gofpdf.SizeType{Wd: 595.28, Ht: 841.89}})
	pdf.SetTitle(os.Args[3], true)
	pdf.SetCreator("gofpdf", true)
	pdf.SetAutoPageBreak(false, 0)
	for style, file := range map[string]string{"": "DejaVuSansCondensed.ttf", "B": "DejaVuSansCondensed-Bold.ttf"} {
		ttf, err := os.ReadFile("/usr/share/fonts/truetype/dejavu/" + file)
		if err != nil {
			panic(err)
		}
		pdf.AddUTF8FontFromBytes("dvc", style, ttf)
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		p := strings.Split(sc.Text(), "|")
		switch p[0] {
		case "P":
			orient := "P"
			if num(p[1]) > num(p[2]) {
				orient = "L"
			}
			pdf.AddPageFormat(orient, gofpdf.SizeType{Wd: 595.28, Ht: 841.89})
			pdf.SetLineWidth(0.5)
		case "T":
			style := ""
			if p[1] == "1" {
				style = "B"
			}
			pdf.SetFont("dvc", style, num(p[2]))
			text := strings.Join(p[6:], "|")
			x := num(p[4])
			if p[3] == "1" {
				x -= pdf.GetStringWidth(text)
			}
			pdf.Text(x, num(p[5]), text)
		case "L":
			pdf.Line(num(p[1]), num(p[3]), num(p[2]), num(p[3]))
		}
	}
	if err := pdf.OutputFileAndClose(os.Args[2]); err != nil {
		panic(err)
	}
}
`;
let gofpdfBin;
function gofpdf(doc, out) {
  if (!gofpdfBin) {
    const dir = fs.mkdtempSync(path.join(WORK, "go-"));
    fs.writeFileSync(path.join(dir, "main.go"), GOFPDF);
    gofpdfBin = path.join(dir, "statements");
    execFileSync("go", ["build", "-o", gofpdfBin, "main.go"], {
      cwd: dir,
      env: { ...process.env, GOPATH: "/usr/share/gocode", GO111MODULE: "off", GOCACHE: path.join(dir, "cache") },
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  execFileSync(gofpdfBin, [runsFile(doc, { size: 8.6, margin: 46 }), out, doc.company], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}

// camlpdf: each page's runs as Pdfops (BT /F0 size Tf x y Td (text) Tj ET), rules as m/l/S, base-14
// Helvetica in WinAnsiEncoding with right-aligned runs measured by Pdfstandard14.textwidth.
const CAMLPDF = `let font name = Pdf.Dictionary [("/Type", Pdf.Name "/Font"); ("/Subtype", Pdf.Name "/Type1");
  ("/BaseFont", Pdf.Name name); ("/Encoding", Pdf.Name "/WinAnsiEncoding")]

let () =
  let ic = open_in_bin Sys.argv.(1) in
  let pages = ref [] and ops = ref [] and size = ref (0., 0.) and started = ref false in
  let flush () =
    if !started then pages := (fst !size, snd !size, List.rev !ops) :: !pages;
    ops := [] in
  (try while true do
    let line = input_line ic in
    match String.split_on_char '|' line with
    | "P" :: w :: h :: _ -> flush (); started := true; size := (float_of_string w, float_of_string h)
    | "T" :: bold :: sz :: right :: x :: y :: rest ->
      let text = String.concat "|" rest in
      let b = bold = "1" in
      let sz = float_of_string sz in
      let f = if b then Pdftext.HelveticaBold else Pdftext.Helvetica in
      let width = float_of_int (Pdfstandard14.textwidth false Pdftext.WinAnsiEncoding f text) *. sz /. 1000. in
      let x = float_of_string x -. (if right = "1" then width else 0.) in
      ops := Pdfops.Op_ET :: Pdfops.Op_Tj text :: Pdfops.Op_Td (x, snd !size -. float_of_string y)
        :: Pdfops.Op_Tf ((if b then "/F1" else "/F0"), sz) :: Pdfops.Op_BT :: !ops
    | "L" :: x1 :: x2 :: y :: _ ->
      let y = snd !size -. float_of_string y in
      ops := Pdfops.Op_S :: Pdfops.Op_l (float_of_string x2, y) :: Pdfops.Op_m (float_of_string x1, y)
        :: Pdfops.Op_w 0.5 :: !ops
    | _ -> ()
  done with End_of_file -> ());
  flush ();
  close_in ic;
  let pdf = Pdf.empty () in
  let resources =
    Pdf.Dictionary [("/Font", Pdf.Dictionary [("/F0", font "/Helvetica"); ("/F1", font "/Helvetica-Bold")])] in
  let mk (w, h, o) =
    { (Pdfpage.blankpage (Pdfpaper.make Pdfunits.PdfPoint w h)) with
      Pdfpage.content = [Pdfops.stream_of_ops o]; Pdfpage.resources = resources } in
  let pdf, pageroot = Pdfpage.add_pagetree (List.map mk (List.rev !pages)) pdf in
  let pdf = Pdfpage.add_root pageroot [] pdf in
  let info = Pdf.addobj pdf (Pdf.Dictionary [("/Title", Pdf.String Sys.argv.(3)); ("/Creator", Pdf.String "camlpdf")]) in
  pdf.Pdf.trailerdict <- Pdf.add_dict_entry pdf.Pdf.trailerdict "/Info" (Pdf.Indirect info);
  Pdfwrite.pdf_to_file pdf Sys.argv.(2)
`;
let camlpdfBin;
function camlpdf(doc, out) {
  if (!camlpdfBin) {
    const dir = fs.mkdtempSync(path.join(WORK, "ml-"));
    fs.writeFileSync(path.join(dir, "statements.ml"), CAMLPDF);
    camlpdfBin = path.join(dir, "statements");
    execFileSync("ocamlfind", ["ocamlopt", "-package", "camlpdf", "-linkpkg", "statements.ml", "-o", camlpdfBin], {
      cwd: dir,
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  // The Info title in CP1252 bytes as well (camlpdf writes the string as given).
  execFileSync(camlpdfBin, [runsFile(doc, { size: 8.4, margin: 52, latin1: true }), out, doc.company], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}

// Text::PDF: pages of raw content-stream operators, base-14 Times in WinAnsiEncoding
// (Text::PDF::SFont, encoding 1), right-aligned runs measured by the font's own widths.
const TEXT_PDF = String.raw`use strict; use warnings;
use Encode;
use Text::PDF::File; use Text::PDF::Page; use Text::PDF::Pages; use Text::PDF::SFont; use Text::PDF::Utils;
open(my $fh, '<:encoding(UTF-8)', $ARGV[0]) or die;
my $pdf = Text::PDF::File->new;
my $root = Text::PDF::Pages->new($pdf);
$root->proc_set("PDF", "Text");
my $reg = Text::PDF::SFont->new($pdf, 'Times-Roman', 'F0', 1);
my $bold = Text::PDF::SFont->new($pdf, 'Times-Bold', 'F1', 1);
$root->add_font($reg, $pdf); $root->add_font($bold, $pdf);
$pdf->{'Info'} = PDFDict();
$pdf->new_obj($pdf->{'Info'});
$pdf->{'Info'}{'Title'} = PDFStr(encode('cp1252', $ARGV[2]));
$pdf->{'Info'}{'Creator'} = PDFStr('Text::PDF');
my ($page, $h);
while (my $line = <$fh>) {
  chomp $line;
  my @f = split /\|/, $line, -1;
  if ($f[0] eq 'P') {
    $page = Text::PDF::Page->new($pdf, $root);
    $page->{'MediaBox'} = PDFArray(map { PDFNum($_) } (0, 0, $f[1], $f[2]));
    $h = $f[2];
  } elsif ($f[0] eq 'T') {
    my $s = encode('cp1252', join('|', @f[6 .. $#f]));
    my $font = $f[1] ? $bold : $reg;
    my $x = $f[4];
    $x -= $font->width($s) * $f[2] if $f[3];
    (my $e = $s) =~ s/([()\\])/\\$1/g;
    $page->add(sprintf("BT /%s %.2f Tf %.2f %.2f Td (%s) Tj ET\n", $f[1] ? 'F1' : 'F0', $f[2], $x, $h - $f[5], $e));
  } elsif ($f[0] eq 'L') {
    $page->add(sprintf("0.5 w %.2f %.2f m %.2f %.2f l S\n", $f[1], $h - $f[3], $f[2], $h - $f[3]));
  }
}
$pdf->out_file($ARGV[1]);
`;
function textPdf(doc, out) {
  const pl = path.join(WORK, "textpdf.pl");
  fs.writeFileSync(pl, TEXT_PDF);
  execFileSync("perl", [pl, runsFile(doc, { size: 9, margin: 54 }), out, doc.company], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}

// ---------------------------------------------------------------------------------------------
// mandoc -Tpdf: a man(7) page per document, a .SH section per statement page, tbl(7) tables (labels
// kept on one line, \_ and \= rules over the amount columns); mandoc lays the table out in
// character cells and draws Times, breaking pages itself.

const roff = (s) =>
  String(s)
    .replace(/\\/g, "\\e")
    .replace(/'/g, "\\(aq")
    .replace(/^([.'])/, "\\&$1");
function mandoc(doc, out) {
  const [m, d] = doc.fye;
  const date = `${d} ${["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"][m - 1]} ${doc.years[0]}`;
  const src = [`.TH ACCOUNTS 5 "${date}" "${roff(doc.company)}" "Financial statements"`];
  for (const g of pages(doc)) {
    const amountCols = g.columns.map((_, i) => i > 0 && isAmount(g, i));
    src.push(`.SH "${roff(g.title[1]).toUpperCase()}"`, roff(g.title[0]));
    for (const t of g.title.slice(2)) src.push(".br", roff(t));
    src.push(".TS", "tab(|);");
    // The label column as wide as its longest label (unbreakable spaces: mandoc's tbl text blocks break
    // labels after a word or two), amounts in 12-en columns six ens apart, the note column narrow.
    src.push(`${g.columns.map((_, i) => (i === 0 ? "l6" : isAmount(g, i) ? "rw(12n)6" : "rw(4n)4")).join(" ")}.`);
    const bold = (t) => (t ? `\\fB${roff(t)}\\fP` : "");
    const keep = (t) => t.replace(/ /g, "\\~");
    for (let i = 0; i < headerDepth(g); i++) src.push(g.columns.map((c) => keep(bold(headerLine(g, c, i)))).join("|"));
    src.push("_");
    const ruleRow = (mark) => g.columns.map((_, i) => (amountCols[i] ? mark : "")).join("|");
    for (const r of g.rows) {
      if (r.heading) {
        src.push(`${keep(bold(r.cells[0]))}${"|".repeat(g.columns.length - 1)}`);
        continue;
      }
      if (r.rule) src.push(ruleRow("\\_"));
      const cells = r.cells.map((c, i) => (r.bold[i] ? bold(c) : roff(c)));
      src.push([keep(cells[0]) || "\\&", ...cells.slice(1)].join("|"));
      if (r.double) src.push(ruleRow("\\="));
    }
    src.push(".TE");
    if (g.footer) src.push(".PP", `\\fI${roff(g.footer)}\\fP`);
  }
  const file = path.join(WORK, `${doc.id}.5`);
  fs.writeFileSync(file, `${src.join("\n")}\n`);
  fs.writeFileSync(out, execFileSync("mandoc", ["-Tpdf", "-O", "paper=a4", file]));
}

// ---------------------------------------------------------------------------------------------
// Typst: one #page() per statement page (flipped for landscape), a #table() with a header, rules
// by table.hline over the amount columns, Liberation Sans; cell texts as Typst strings (no markup).

const typStr = (s) => JSON.stringify(String(s));
function typst(doc, out) {
  const prefix = process.env.TYPST_PREFIX ?? "/tmp/typst";
  const { NodeCompiler } = createRequire(path.join(prefix, "node_modules", "x.js"))(
    "@myriaddreamin/typst-ts-node-compiler",
  );
  const body = pages(doc).map((g) => {
    const w = widths(g);
    const firstAmount = g.columns.findIndex((_, i) => i > 0 && isAmount(g, i));
    const cell = (t, bold) => (bold && t ? `text(weight: "bold", ${typStr(t)})` : typStr(t));
    const lines = [];
    lines.push(`#page(flipped: ${Boolean(g.landscape)})[`);
    lines.push(`#text(size: 12pt, weight: "bold", ${typStr(g.title[0])}) \\`);
    lines.push(`#text(size: 10.5pt, weight: "bold", ${typStr(g.title[1])})`);
    for (const t of g.title.slice(2)) lines.push(`\\ #${typStr(t)}`);
    lines.push("#v(6pt)");
    lines.push(
      `#table(columns: (${w.map((x) => `${(x * 100).toFixed(1)}%`).join(", ")}), align: (${g.columns
        .map((c) => (c.align === "r" ? "right" : "left"))
        .join(", ")}), stroke: none, inset: (x: 3pt, y: 2.4pt),`,
    );
    const head = [];
    for (let i = 0; i < headerDepth(g); i++) head.push(...g.columns.map((c) => cell(headerLine(g, c, i), true)));
    lines.push(`  table.header(${head.join(", ")}),`, "  table.hline(stroke: 0.7pt),");
    for (const r of g.rows) {
      if (r.heading) {
        lines.push(`  table.cell(colspan: ${g.columns.length}, ${cell(r.cells[0], true)}),`);
        continue;
      }
      if (r.rule) lines.push(`  table.hline(start: ${firstAmount}, stroke: 0.5pt),`);
      lines.push(`  ${r.cells.map((c, i) => cell(c, r.bold[i])).join(", ")},`);
      if (r.double) lines.push(`  table.hline(start: ${firstAmount}, stroke: 1.4pt),`);
    }
    lines.push(")");
    if (g.footer) lines.push(`#emph(${typStr(g.footer)})`);
    lines.push("]");
    return lines.join("\n");
  });
  const src = `#set document(title: ${typStr(doc.company)})
#set page(paper: "a4", margin: (x: 18mm, y: 16mm), numbering: "1")
#set text(font: "Liberation Sans", size: 8.8pt, lang: "${doc.lang}")
${body.join("\n")}
`;
  fs.writeFileSync(path.join(WORK, `${doc.id}.typ`), src);
  const compiler = NodeCompiler.create({
    workspace: WORK,
    fontArgs: [{ fontPaths: ["/usr/share/fonts/truetype/liberation"] }],
  });
  fs.writeFileSync(out, compiler.pdf({ mainFileContent: src }));
}

const PRODUCERS = {
  r: { make: rPdf, name: "R 4.2.2 pdf() device (Debian r-base-core) placed runs, base-14 Helvetica WinAnsi" },
  mandoc: { make: mandoc, name: "mandoc 1.14.6 -Tpdf (Debian mandoc) man(7) page with tbl(7) tables, Times" },
  gofpdf: {
    make: gofpdf,
    name: "Go gofpdf 2.17.2 (Debian golang-github-jung-kurt-gofpdf-dev) placed runs, DejaVu Sans Condensed UTF-8 subset",
  },
  typst: {
    make: typst,
    name: "Typst 0.14.2 (npm @myriaddreamin/typst-ts-node-compiler 0.7.0) tables, Liberation Sans",
  },
  camlpdf: { make: camlpdf, name: "OCaml camlpdf 2.5.3 (Debian libcamlpdf-ocaml-dev) placed runs, base-14 Helvetica" },
  textpdf: { make: textPdf, name: "Perl Text::PDF 0.31 (Debian libtext-pdf-perl) placed runs, base-14 Times" },
};

// ---------------------------------------------------------------------------------------------
// The batch

const HGB_DE = { ...HGB, rows: undefined, titles: undefined };
const DOCS = [
  {
    id: "r-hk-restated-hkd",
    producer: "r",
    company: "Kwun Tong Precision Moulding Holdings Limited",
    currency: "HKD",
    scale: 1000,
    scalePhrase: "",
    unitHeader: "HK$'000",
    years: [2026, 2025],
    fye: [3, 31],
    header: "year-unit",
    notes: true,
    restatedPrior: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "hk_bs", income_statement: "hk_is", cashflow_statement: "hk_cf" },
    titles: "en_hk",
    seed: 1701,
    size: 260000,
    features: [
      'Hong Kong (HKFRS) statement of financial position in the "net current assets" form: current liabilities deducted, "Total assets less current liabilities", "Net assets" (none of these expected)',
      'unlabelled subtotals of non-current assets, current assets and current liabilities (not expected); "Reserves" as retained earnings',
      'prior-year columns headed "2025 / HK$\'000 / (Restated)"',
      "other income above the expenses, no operating profit line; profit attributable to owners and non-controlling interests (not expected)",
      "fiscal year ending March",
      'hyphens drawn as minus signs by R\'s device ("Non\u2212current assets")',
    ],
  },
  {
    id: "r-us-coop-three-years",
    producer: "r",
    company: "Prairie Gold Farmers Cooperative",
    currency: "USD",
    scale: 1,
    scalePhrase: "",
    years: [2025, 2024, 2023],
    fye: [8, 31],
    header: "us-date",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "coop_bs", income_statement: "coop_is" },
    titles: "en_coop",
    seed: 1702,
    size: 48000000,
    features: [
      'US agricultural cooperative wording: "members\' equity", "patronage refunds", "Gross margins", "Net margins" as net income',
      "three years side by side in the balance sheet and the statement of operations",
      "general and administrative expected as SG&A; salaries, wages and benefits are staff costs, under no key (revised by reader31 to docs/chart-of-accounts.md: staff costs are never SG&A)",
      "fiscal year ending August",
    ],
  },
  {
    id: "r-hgb-eg-staffel-cent",
    producer: "r",
    company: "Raiffeisen-Warengenossenschaft Vogelsberg eG",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Angaben in Euro",
    decimals: 2,
    years: [2025, 2024],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB_DE,
    rows: { balance_sheet: "eg_bs", income_statement: "eg_is" },
    titles: "de_eg",
    hgb: true,
    seed: 1703,
    size: 900000000,
    features: [
      "HGB Bilanz einer eingetragenen Genossenschaft in Staffelform: Geschäftsguthaben der Mitglieder, Ergebnisrücklagen, Bilanzgewinn",
      "GuV (Gesamtkostenverfahren) continued to the Bilanzgewinn after Einstellungen in Ergebnisrücklagen",
      "amounts in euros and cents",
      'hyphens drawn as minus signs by R\'s device ("Raiffeisen\u2212Warengenossenschaft")',
    ],
  },
  {
    id: "mandoc-ke-shillings",
    producer: "mandoc",
    company: "Nyeri Highlands Tea Packers Limited",
    currency: "KES",
    scale: 1000,
    scalePhrase: "",
    unitHeader: "Shs'000",
    years: [2025, 2024],
    fye: [6, 30],
    header: "year-unit",
    notes: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "ke_bs", income_statement: "ke_is", cashflow_statement: "ke_cf" },
    titles: "en_ke",
    seed: 1704,
    size: 1900000,
    features: [
      'Kenyan (IFRS) wording: "Revenue reserve", "Bank and cash balances", "At start of year" / "At end of year"',
      'scale only as "Shs\'000" under each year (the apostrophe printed as a typographic quote by mandoc)',
      "a manual page: running header and footer lines, section titles in capitals, the tables flowing over page breaks",
      "tbl columns laid out in character cells: amounts right-aligned only roughly (proportional Times), rules of dashes",
      "fiscal year ending June",
    ],
  },
  {
    id: "mandoc-us-partnership",
    producer: "mandoc",
    company: "Tidewater Dental Partners, L.P.",
    currency: "USD",
    scale: 1,
    scalePhrase: "",
    years: [2025, 2024],
    header: "us-date",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "pt_bs", income_statement: "pt_is" },
    titles: "en_pt",
    seed: 1705,
    size: 7200000,
    features: [
      "US limited partnership: general and limited partners' capital (not expected), total partners' capital as equity",
      "unincorporated business tax as the income tax; net income allocated to the partners under the statement (not expected)",
      "no current/non-current headings: the current subtotals stand under the items",
      "a manual page: running header and footer lines, section titles in capitals",
    ],
  },
  {
    id: "gofpdf-hgb-kg-kontoform",
    producer: "gofpdf",
    layout: "kontoform",
    company: "Sauerländer Drahtwerk GmbH & Co. KG",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "",
    unitHeader: "TEUR",
    years: [2025, 2024],
    header: "de-date-unit",
    statements: ["balance_sheet", "income_statement"],
    ...HGB_DE,
    rows: { balance_sheet: "kg_bs", income_statement: "kg_is" },
    titles: "de_kg",
    hgb: true,
    seed: 1706,
    size: 64000,
    features: [
      "HGB Bilanz of a GmbH & Co. KG in Kontoform (Aktiva | Passiva side by side, landscape)",
      "Eigenkapital nach § 264c HGB: Kapitalanteile der Kommanditisten, Rücklagen, Verrechnungskonten",
      'GuV with Gewerbesteuer as the only income tax and the profit credited to the partners\' accounts after "Jahresüberschuss"',
      'scale only as "TEUR" under each date',
    ],
  },
  {
    id: "gofpdf-ng-naira-trailing",
    producer: "gofpdf",
    company: "Onitsha Consolidated Plastics Plc",
    currency: "NGN",
    scale: 1000,
    scalePhrase: "",
    unitHeader: "N'000",
    years: [2025, 2024],
    header: "year-unit",
    neg: "trailing",
    loss: [2025],
    zero: "-",
    statements: BS_IS_CF,
    rows: { balance_sheet: "ng_bs", income_statement: "ng_is", cashflow_statement: "ng_cf" },
    titles: "en_ng",
    seed: 1707,
    size: 5400000,
    features: [
      'Nigerian (IFRS) wording: "Issued share capital", "Loans and borrowings", "Current income tax liabilities"',
      'scale only as "N\'000" under each year',
      "negative amounts with a trailing minus in English number format (1,234-), a loss in the current year",
    ],
  },
  {
    id: "gofpdf-uk-llp-members",
    producer: "gofpdf",
    company: "Harrowgate Brook Surveyors LLP",
    currency: "GBP",
    scale: 1,
    scalePhrase: "",
    unitHeader: "£",
    years: [2025, 2024],
    fye: [4, 30],
    header: "year-unit",
    notes: true,
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "llp_bs", income_statement: "llp_is" },
    titles: "en_llp",
    seed: 1708,
    size: 3400000,
    features: [
      'UK LLP (SORP): "Profit for the financial year before members\' remuneration and profit shares available for discretionary division among members" (expected as net profit; no income tax), wrapped over lines',
      '"Net assets attributable to members", loans and other debts due to members, members\' other interests (not expected)',
      "creditors as deductions with unlabelled subtotals; administrative expenses (including depreciation) expected as SG&A",
      "fiscal year ending April",
    ],
  },
  {
    id: "typst-sg-continued",
    producer: "typst",
    company: "Tampines Marine Engineering Ltd.",
    currency: "SGD",
    scale: 1000,
    scalePhrase: "",
    unitHeader: "$'000",
    years: [2025, 2024],
    header: "year-unit",
    notes: true,
    splitAt: { balance_sheet: 13 },
    statements: BS_IS_CF,
    rows: { balance_sheet: "sg_bs", income_statement: "sg_is", cashflow_statement: "sg_cf" },
    titles: "en_sg",
    seed: 1709,
    size: 180000,
    features: [
      'Singapore (SFRS(I)) wording: "Accumulated profits", "Results from operating activities", "Loans and borrowings"',
      'statement of financial position continued on a second page ("(continued on next page)", title "(continued)", the headers again)',
      'scale only as "$\'000" under each year',
    ],
  },
  {
    id: "typst-management-nz",
    producer: "typst",
    layout: "management",
    company: "Whanganui River Joinery Limited",
    currency: "NZD",
    scale: 1,
    scalePhrase: "",
    years: [2026, 2025],
    fye: [3, 31],
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "nzm_bs", income_statement: "nzm_is" },
    titles: "en_nzm",
    seed: 1710,
    size: 4100000,
    features: [
      "management accounts: Actual / Budget / Variance fav/(adv) / Prior year (budget and variance not expected)",
      'New Zealand small-business wording: "EBIT", "Net profit after tax", "GST and PAYE payable", "Shareholder advances"',
      "fiscal year ending March",
    ],
  },
  {
    id: "typst-hgb-klein-umsatzkosten",
    producer: "typst",
    company: "Nordfriesische Windservice GmbH",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Angaben in EUR",
    decimals: 2,
    years: [2025, 2024],
    fye: [6, 30],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB_DE,
    rows: { balance_sheet: "klein_bs", income_statement: "hgb2_is" },
    titles: "de_klein",
    hgb: true,
    seed: 1711,
    size: 900000000,
    features: [
      "HGB kleine Kapitalgesellschaft: verkürzte Bilanz nach § 266 Abs. 1 Satz 3 HGB (letters and Roman numerals only, Forderungen und sonstige Vermögensgegenstände in one line, not expected)",
      "Jahresüberschuss inside equity, no equity total; B. Verbindlichkeiten as one line (total liabilities)",
      "GuV nach dem Umsatzkostenverfahren (§ 275 Abs. 3 HGB)",
      "amounts in euros and cents; fiscal year ending June",
    ],
  },
  {
    id: "camlpdf-au-association",
    producer: "camlpdf",
    company: "Fremantle Community Sailing Association Inc.",
    currency: "AUD",
    scale: 1,
    scalePhrase: "",
    years: [2025, 2024],
    fye: [6, 30],
    header: "year",
    cellPrefix: "$",
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "ia_bs", income_statement: "ia_is" },
    titles: "en_ia",
    seed: 1712,
    size: 2300000,
    features: [
      'Australian incorporated association: "Income and Expenditure Statement", "Surplus (deficit) for the year" (expected as net profit; no income tax), "members\' funds"',
      "income by source (subscriptions, grants, program fees) under a total revenue line",
      "employee expenses are staff costs, expected under no key (revised by reader31 to docs/chart-of-accounts.md: staff costs are never SG&A)",
      "a dollar sign on every amount ($1,234)",
      "fiscal year ending June",
    ],
  },
  {
    id: "camlpdf-lk-three-years",
    producer: "camlpdf",
    company: "Kandy Spice Exporters PLC",
    currency: "LKR",
    scale: 1,
    scalePhrase: "",
    unitHeader: "Rs.",
    years: [2026, 2025, 2024],
    fye: [3, 31],
    header: "year-unit",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "lk_bs", income_statement: "lk_is" },
    titles: "en_lk",
    seed: 1713,
    size: 950000000,
    features: [
      'Sri Lankan (SLFRS) wording: "Stated capital", "Interest bearing borrowings", "Results from operating activities"',
      'amounts in whole rupees (ten digits), "Rs." under each year',
      "three years side by side",
      "fiscal year ending March",
    ],
  },
  {
    id: "textpdf-gh-cedi-drcr",
    producer: "textpdf",
    company: "Kumasi Timber and Joinery Limited",
    currency: "GHS",
    scale: 1,
    scalePhrase: "",
    unitHeader: "GH¢",
    years: [2025, 2024],
    header: "year-unit",
    drcr: true,
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "gh_bs", income_statement: "gh_is" },
    titles: "en_gh",
    seed: 1714,
    size: 8600000,
    features: [
      'Dr/Cr marks after every amount instead of parentheses (income and profits "Cr", expenses "Dr"; assets "Dr", equity and liabilities "Cr")',
      'Ghanaian (IFRS for SMEs) wording: "Stated capital", "Income surplus", "Taxation payable", "Profit after tax"',
      'scale only as "GH¢" under each year',
    ],
  },
  {
    id: "textpdf-hgb-einzelkaufmann",
    producer: "textpdf",
    company: "Bäckerei Konditorei Anton Hufnagl e.K.",
    currency: "EUR",
    scale: 1,
    scalePhrase: "",
    unitHeader: "EUR",
    decimals: 2,
    years: [2025, 2024],
    header: "de-this-last-unit",
    statements: ["balance_sheet", "income_statement"],
    ...HGB_DE,
    rows: { balance_sheet: "ek_bs", income_statement: "ek_is" },
    titles: "de_ek",
    hgb: true,
    seed: 1715,
    size: 380000000,
    features: [
      "HGB Bilanz eines Einzelkaufmanns in Staffelform: Kapitalkonto (Kapital am Beginn, Entnahmen, Einlagen, Jahresüberschuss, Kapital am Ende)",
      "GuV (Gesamtkostenverfahren) with Gewerbesteuer as the only tax",
      'undated headers "Geschäftsjahr / Vorjahr" with "EUR" under each; amounts in euros and cents',
    ],
  },
];

// Scans (150-200 dpi): [id, source id, options]
const SCANS = [
  ["scan-gofpdf-hgb-kg-kontoform", "gofpdf-hgb-kg-kontoform", { dpi: 150, angle: -0.6, noise: 0.05, seed: 1801 }],
  ["scan-mandoc-ke-shillings", "mandoc-ke-shillings", { dpi: 200, angle: 0.8, noise: 0.06, seed: 1802 }],
  ["scan-textpdf-gh-cedi-drcr", "textpdf-gh-cedi-drcr", { dpi: 180, angle: -0.4, noise: 0.07, seed: 1803 }],
  ["scan-typst-management-nz", "typst-management-nz", { dpi: 170, angle: 0.5, noise: 0.05, seed: 1804 }],
];

const expectedJson = (doc, id, kind) => ({
  ...fixtureJson(doc, id, kind, PRODUCERS[doc.producer].name, {
    producer_id: kind === "scan" ? "scan" : doc.producer,
    scale_phrase: doc.scalePhrase || (doc.unitHeader ? `${doc.unitHeader} (column header only)` : ""),
    batch: "unseen6",
    features: [...new Set([...(doc.features ?? []), ...FEATURES(doc)])],
  }),
  documents: expected4(doc),
});

// --check: the committed files against their JSONs (checkBatch, scripts/extraction-corpus-model.mjs).
if (process.argv.includes("--check")) checkBatch(OUT, DOCS, WORK);

await buildBatch(DOCS, SCANS, {
  out: OUT,
  work: WORK,
  prepare: unseen6Doc,
  make: (doc, out) => PRODUCERS[doc.producer].make(doc, out),
  expectedJson,
});
