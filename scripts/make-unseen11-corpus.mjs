// Builds blind batch 11 of the extraction corpus (test/fixtures/extraction-corpus/unseen11/) ONCE.
// Made BLIND to the reader: its maker read only src/contract/, /work/shared/spec/*.md, the maker
// scripts' structure and earlier batches' JSONs (for the JSON format and key conventions); not the
// reader, its docs, tests or scorer, and it did not run the reader.
//
// Unlike batches 1-10 this batch does NOT use scripts/extraction-corpus-model.mjs's rows, figures or
// expected figures: every statement below is written here by hand, with its own structure, and its
// subtotals computed here (each balance sheet balances, each subtotal adds up, each profit closes;
// the script throws if not). Only the model's scan() (page raster, rotation, noise, JPEG) is reused.
//
// Files: 16 text PDFs (6 Chromium, 6 groff, 4 PDFKit; see FILES) and 2 scans; 3 German-language
// (HGB GuV + Kapitalflussrechnung, HGB Bilanz with Fehlbetrag, Austrian UGB), 13 English.
// Producers (three text writers, one image writer):
//   - chromium: Chromium headless --print-to-pdf of HTML tables written here (/usr/bin/chromium);
//   - groff: GNU groff 1.22 tbl -> -Tps, then Ghostscript ps2pdf (Times, preconv for UTF-8);
//   - pdfkit: PDFKit 0.15 (npm, `npm install --prefix /tmp/own pdfkit@0.15`, or PDFKIT_PREFIX names
//     the prefix), Helvetica base-14, text placed by x/y, amounts right-aligned by widthOfString;
//   - scans: the model's scan() (pdftoppm 170/200 dpi grey, rotation, noise, JPEG, pdf-lib image PDF).
//
// Structures tested (one per file, see FILES): UK FRS 102 "net assets" balance sheet and format-1
// profit and loss account; US GAAP multi-step income statement over three years with several revenue
// streams, cost of revenue by component, R&D, S&M, G&A, restructuring, impairment, interest expense
// net, other income (expense), equity-method income, discontinued operations, NCI; IFRS 18
// statement of profit or loss (operating / investing / financing categories, "Profit before
// financing and income taxes") with an IAS 7 (as amended by IFRS 18) cash flow starting from
// operating profit; direct-method cash flow with restricted cash and supplemental disclosures;
// liquidity-order statement of financial position of a trading/finance company, equity first then
// liabilities, with OCI below profit in one statement; contribution-margin P&L with "Net revenue
// after rebates" and an EBITDA line; UK plc "Trading profit" and exceptional items with an indirect
// cash flow starting from profit before tax; a US stockholders' deficit and a loss year with an
// income tax benefit; two statements (profit or loss, then comprehensive income); HGB GuV nach dem
// Umsatzkostenverfahren (§ 275 Abs. 3) with a Kapitalflussrechnung (DRS 21); HGB Bilanz with
// Rechnungsabgrenzungsposten and "Nicht durch Eigenkapital gedeckter Fehlbetrag"; Austrian UGB
// Bilanz and GuV (§ 231 UGB) with Betriebserfolg / Finanzerfolg.
//
// Key conventions decided here (rule per key; a key is left out when the statement does not print
// it and no rule below derives it):
//   - expenses positive (contract): expected = printed amount x sign, where a printed "(x)" or "-x"
//     expense gives +x; an income tax BENEFIT is a negative income_tax;
//   - selling_general_administrative: the sum of the printed selling / distribution / marketing and
//     general / administrative lines (the earlier batches' convention); R&D, restructuring,
//     impairment and exceptional items are NOT put in SG&A;
//   - other_operating_expenses: only a line printed as "other operating expenses" (sonstige
//     betriebliche Aufwendungen); R&D, restructuring, impairment, exceptional items: left out;
//   - other_income: the non-operating income printed between operating profit and profit before tax
//     ("Interest receivable", "Finance income", "Other income (expense), net" signed as printed,
//     "sonstige Zinsen und ähnliche Erträge"); where several such lines are printed (HGB Erträge aus
//     Beteiligungen + sonstige Zinsen; UGB Finanzerfolg items) their sum; operating other income
//     ("Other operating income", sonstige betriebliche Erträge) is not put in other_income; IFRS 18's
//     investing category (share of associates, investment income) is not other_income (left out);
//   - interest_expense: the printed interest/finance cost line; "Interest expense, net" as printed;
//   - operating_profit: the line printed as operating profit / income from operations / Betriebserfolg
//     / EBIT; "Trading profit" (before exceptional items) is NOT operating profit: the line
//     "Operating profit" after exceptional items is;
//   - profit_before_tax: the printed profit (loss) before tax line (US: before income taxes and
//     equity in earnings of affiliates when that is the printed line);
//   - net_profit: the profit for the year of the whole group (before NCI attribution), i.e. "Net
//     income" / "Profit for the year" / Jahresüberschuss (-fehlbetrag), including discontinued ops;
//   - ebitda only where the statement prints an EBITDA line; gross_profit: "Gross profit",
//     "Gross margin" (UK plc) and Bruttoergebnis vom Umsatz; a contribution margin is NOT gross profit;
//   - revenue: "Total revenues", "Turnover", "Net revenue after rebates" (not gross sales);
//   - UK net-assets balance sheet: total_current_liabilities = the printed total "Creditors: amounts
//     falling due within one year"; net current assets, total assets less current liabilities and net
//     assets are not expected; total_assets, total_liabilities, the unlabelled fixed/current asset
//     subtotals: not printed, left out; deferred tax provision = other_non_current_liabilities;
//     total_equity = "Total shareholders' funds";
//   - liquidity order (no current/non-current split): no total_current_* / total_non_current_*;
//     short-term and long-term bank loans as printed; total_liabilities printed;
//   - HGB: Rückstellungen not expected (no key is sure); sonstige Verbindlichkeiten ->
//     other_current_liabilities only where the Bilanz prints them under the current heading (UGB
//     prints no split: left out); Rechnungsabgrenzungsposten (aktiv) -> other_current_assets;
//     the "Nicht durch Eigenkapital gedeckter Fehlbetrag" printed on the assets side: total_equity =
//     minus that amount (the printed equity block nets to zero); total_assets = Summe Aktiva as
//     printed (it includes the Fehlbetrag);
//   - cash flow: outflows negative as printed; cash_at_beginning / cash_at_end / net_change_in_cash =
//     the printed lines even where they include restricted cash; repayment_of_borrowings only a
//     printed repayment line.
//
// Usage: node scripts/make-unseen11-corpus.mjs          (writes PDFs and JSONs)
//        node scripts/make-unseen11-corpus.mjs --check  (every expected figure's printed part(s) in
//                                                        `pdftotext -layout`; sums consistent)
//        --out DIR writes (or with --check checks) DIR instead of test/fixtures/extraction-corpus/unseen11.
// The rows, renderers, JSON writer and --check driver are scripts/corpus-own-statements.mjs's (shared
// with batches 11-13); this file keeps its statements, figures, conventions and what it prints its own way.
import {
  add,
  eq,
  head,
  makeBatch,
  neg,
  numberConvention,
  pageRenderers,
  row,
  styleSheet,
  sub,
  Y,
} from "./corpus-own-statements.mjs";

// ---------------------------------------------------------------------------------------------
// The files
const FILES = [];

// 1. UK FRS 102 net-assets balance sheet + format 1 profit and loss account (groff) ----------------
{
  const turnover = [48214, 44906];
  const cos = [33870, 31722];
  const gp = sub(turnover, cos);
  const dist = [3215, 2988];
  const adm = [6402, 6011];
  const ooi = [214, 187];
  const op = add(gp, neg(dist), neg(adm), ooi);
  const intRec = [36, 12];
  const intPay = [612, 655];
  const pbt = add(op, intRec, neg(intPay));
  const tax = [1091, 902];
  const pat = sub(pbt, tax);
  const intang = [1820, 2105];
  const tang = [18640, 17932];
  const inv = [450, 450];
  const fa = add(intang, tang, inv);
  const stocks = [6912, 6430];
  const tdebt = [8104, 7655];
  const odebt = [1233, 1090];
  const cashb = [2871, 1944];
  const ca = add(stocks, tdebt, odebt, cashb);
  const dividend = 800; // paid in 2026: the profit and loss account moves by profit less dividend
  const bank1 = [1500, 1800];
  const tcred = [5420, 5102];
  const ctax = [610, 488];
  const ocred = [2035, 1870];
  const cl = add(bank1, tcred, ctax, ocred);
  const nca = sub(ca, cl);
  const talcl = add(fa, nca);
  const bank2 = [6000, 7500];
  const dtax = [1140, 1020];
  const na = sub(sub(talcl, bank2), dtax);
  const shc = [500, 500];
  const shp = [1200, 1200];
  const pl = sub(sub(na, shc), shp);
  // cash at bank 2026 is what makes the reserve close: P&L account 2026 = 2025 + profit - dividend
  const fix = pl[1] + pat[0] - dividend - pl[0];
  for (const v of [cashb, ca, nca, talcl, na, pl]) v[0] += fix;
  eq([pl[0]], [pl[1] + pat[0] - dividend], "uk reserve");
  if (cashb[0] <= 0) throw new Error("uk cash");
  FILES.push({
    id: "groff-uk-frs102-net-assets",
    producer: "groff",
    language: "en",
    company: "Harrowgate Precision Castings Limited",
    currency: "GBP",
    scale: 1000,
    scale_phrase: "£'000",
    conv: "paren",
    decimals: 0,
    periods: ["2026-03-31", "2025-03-31"],
    cols: ["2026", "2025"],
    unitRow: ["£'000", "£'000"],
    features: [
      "UK FRS 102 (Companies Act format 1) balance sheet in the net assets form: Fixed assets; Current assets; Creditors: amounts falling due within one year (expected as total_current_liabilities); Net current assets, Total assets less current liabilities and Net assets (not expected); Creditors: amounts falling due after more than one year; Provisions for liabilities; Capital and reserves",
      "no total assets and no total liabilities printed (not expected); unlabelled fixed and current asset subtotals (not expected)",
      "corporation tax and other creditors and accruals expected as their sum under other_current_liabilities; deferred taxation provision as other_non_current_liabilities",
      "UK profit and loss account (format 1): Turnover, distribution costs and administrative expenses expected as their sum under SG&A, Other operating income (not expected), Interest receivable and similar income as other_income",
      "fiscal year ending March",
      "unit under each year (£'000)",
    ],
    statements: [
      {
        type: "income_statement",
        title: "Profit and Loss Account",
        sub: "for the year ended 31 March 2026",
        rows: [
          row("Turnover", turnover, "revenue"),
          row("Cost of sales", neg(cos), "cost_of_goods_sold", { s: -1 }),
          row("Gross profit", gp, "gross_profit", { b: true }),
          row("Distribution costs", neg(dist), "selling_general_administrative", { s: -1 }),
          row("Administrative expenses", neg(adm), "selling_general_administrative", { s: -1 }),
          row("Other operating income", ooi),
          row("Operating profit", op, "operating_profit", { b: true }),
          row("Interest receivable and similar income", intRec, "other_income"),
          row("Interest payable and similar expenses", neg(intPay), "interest_expense", { s: -1 }),
          row("Profit before taxation", pbt, "profit_before_tax", { b: true }),
          row("Tax on profit", neg(tax), "income_tax", { s: -1 }),
          row("Profit for the financial year", pat, "net_profit", { b: true }),
        ],
      },
      {
        type: "balance_sheet",
        title: "Balance Sheet",
        sub: "as at 31 March 2026",
        rows: [
          head("Fixed assets"),
          row("Intangible assets", intang, "intangible_assets", { i: 1 }),
          row("Tangible assets", tang, "net_fixed_assets", { i: 1 }),
          row("Investments", inv, "other_non_current_assets", { i: 1 }),
          row("", fa, null, { b: true }),
          head("Current assets"),
          row("Stocks", stocks, "inventory", { i: 1 }),
          row("Trade debtors", tdebt, "trade_receivables", { i: 1 }),
          row("Other debtors and prepayments", odebt, "other_current_assets", { i: 1 }),
          row("Cash at bank and in hand", cashb, "cash", { i: 1 }),
          row("", ca, null, { b: true }),
          head("Creditors: amounts falling due within one year"),
          row("Bank loans and overdrafts", neg(bank1), "short_term_debt", { s: -1, i: 1 }),
          row("Trade creditors", neg(tcred), "trade_payables", { s: -1, i: 1 }),
          row("Corporation tax", neg(ctax), "other_current_liabilities", { s: -1, i: 1 }),
          row("Other creditors and accruals", neg(ocred), "other_current_liabilities", { s: -1, i: 1 }),
          row("Creditors: amounts falling due within one year", neg(cl), "total_current_liabilities", {
            s: -1,
            b: true,
          }),
          row("Net current assets", nca, null, { b: true }),
          row("Total assets less current liabilities", talcl, null, { b: true }),
          row("Creditors: amounts falling due after more than one year", neg(bank2), "long_term_debt", {
            s: -1,
          }),
          head("Provisions for liabilities"),
          row("Deferred taxation", neg(dtax), "other_non_current_liabilities", { s: -1, i: 1 }),
          row("Net assets", na, null, { b: true }),
          head("Capital and reserves"),
          row("Called up share capital", shc, "share_capital", { i: 1 }),
          row("Share premium account", shp, null, { i: 1 }),
          row("Profit and loss account", pl, "retained_earnings", { i: 1 }),
          row("Total shareholders' funds", na, "total_equity", { b: true }),
        ],
      },
    ],
  });
}

// 2. US GAAP multi-step, three years (chromium) -----------------------------------------------------
{
  const prod = [412_380, 388_915, 351_204];
  const subs = [296_744, 251_030, 207_618];
  const serv = [58_212, 61_407, 55_930];
  const rev = add(prod, subs, serv);
  const cprod = [231_905, 224_118, 206_772];
  const csubs = [71_406, 63_288, 55_104];
  const cserv = [44_917, 47_650, 43_008];
  const cor = add(cprod, csubs, cserv);
  const gp = sub(rev, cor);
  const rd = [98_433, 91_206, 84_517];
  const sm = [142_870, 131_554, 118_026];
  const ga = [61_295, 57_340, 52_811];
  const restr = [12_614, 0, 4_209];
  const impair = [0, 23_500, 0];
  const opex = add(rd, sm, ga, restr, impair);
  const ops = sub(gp, opex);
  const intx = [18_402, 20_917, 22_365];
  const oth = [3_118, -1_742, 955];
  const pbt = add(ops, neg(intx), oth);
  const tax = [23_417, 8_833, 11_265];
  const eqm = [4_260, 3_877, 2_941];
  const cont = add(pbt, neg(tax), eqm);
  const disc = [0, -6_218, 1_472];
  const ni = add(cont, disc);
  const nci = [2_905, 2_114, 1_986];
  const nip = sub(ni, nci);
  FILES.push({
    id: "chromium-us-multistep-three-years",
    producer: "chromium",
    language: "en",
    company: "Cobalt Ridge Technologies, Inc.",
    currency: "USD",
    scale: 1000,
    scale_phrase: "(In thousands)",
    conv: "paren",
    decimals: 0,
    periods: ["2025-12-31", "2024-12-31", "2023-12-31"],
    cols: ["2025", "2024", "2023"],
    features: [
      "US GAAP multi-step consolidated statement of operations, three years",
      'three revenue streams summed to "Total revenues" (expected as revenue), cost of revenue by component summed to "Total cost of revenue"',
      "operating expenses: research and development (not expected), sales and marketing and general and administrative expected as their sum under SG&A, restructuring and goodwill impairment (not expected), total operating expenses (not expected)",
      '"Interest expense, net" as interest_expense; "Other income (expense), net" signed as other_income (negative in 2024)',
      "income before income taxes and equity in earnings of affiliates as profit_before_tax; equity-method income and discontinued operations below tax; net income (before NCI) as net_profit; net income attributable to noncontrolling interests and to the company (not expected)",
      "zero amounts printed as dashes; per-share lines (not expected)",
      "three year columns",
    ],
    statements: [
      {
        type: "income_statement",
        title: "Consolidated Statements of Operations",
        sub: "Years Ended December 31",
        rows: [
          head("Revenues:"),
          row("Product", prod, null, { i: 1 }),
          row("Subscription and support", subs, null, { i: 1 }),
          row("Professional services", serv, null, { i: 1 }),
          row("Total revenues", rev, "revenue", { b: true }),
          head("Cost of revenues:"),
          row("Product", cprod, null, { i: 1 }),
          row("Subscription and support", csubs, null, { i: 1 }),
          row("Professional services", cserv, null, { i: 1 }),
          row("Total cost of revenues", cor, "cost_of_goods_sold", { b: true }),
          row("Gross profit", gp, "gross_profit", { b: true }),
          head("Operating expenses:"),
          row("Research and development", rd, null, { i: 1 }),
          row("Sales and marketing", sm, "selling_general_administrative", { i: 1 }),
          row("General and administrative", ga, "selling_general_administrative", { i: 1 }),
          row("Restructuring charges", restr, null, { i: 1 }),
          row("Impairment of goodwill", impair, null, { i: 1 }),
          row("Total operating expenses", opex, null, { b: true }),
          row("Income from operations", ops, "operating_profit", { b: true }),
          row("Interest expense, net", neg(intx), "interest_expense", { s: -1 }),
          row("Other income (expense), net", oth, "other_income"),
          row("Income before income taxes and equity in earnings of affiliates", pbt, "profit_before_tax", {
            b: true,
          }),
          row("Provision for income taxes", neg(tax), "income_tax", { s: -1 }),
          row("Equity in earnings of affiliates, net of tax", eqm),
          row("Income from continuing operations", cont, null, { b: true }),
          row("Income (loss) from discontinued operations, net of tax", disc),
          row("Net income", ni, "net_profit", { b: true }),
          row("Less: Net income attributable to noncontrolling interests", neg(nci)),
          row("Net income attributable to Cobalt Ridge Technologies, Inc.", nip, null, { b: true }),
        ],
      },
    ],
  });
}

// 3. IFRS 18 statement of profit or loss + cash flow from operating profit (chromium) ---------------
{
  const rev = [684_312, 641_870];
  const cos = [421_055, 398_410];
  const gp = sub(rev, cos);
  const sell = [86_420, 80_915];
  const rd = [31_780, 29_004];
  const ga = [52_660, 50_118];
  const ooie = [-3_915, 2_240];
  const op = add(gp, neg(sell), neg(rd), neg(ga), ooie);
  const assoc = [6_104, 5_387];
  const invInc = [2_918, 1_645];
  const pbfit = add(op, assoc, invInc);
  const intBorrow = [14_260, 16_932];
  const intLease = [2_115, 1_990];
  const pbt = sub(pbfit, add(intBorrow, intLease));
  const tax = [28_640, 23_115];
  const pat = sub(pbt, tax);
  // cash flow (IAS 7 as amended by IFRS 18: operating section starts from operating profit)
  const da = [38_920, 36_411];
  const imp = [4_300, 0];
  const wcInv = [-6_118, 3_204];
  const wcRec = [-9_447, -4_210];
  const wcPay = [7_015, 2_886];
  const taxPaid = [-26_930, -21_402];
  const cfo = add(op, da, imp, wcInv, wcRec, wcPay, taxPaid);
  const capex = [-44_810, -39_265];
  const intang = [-6_205, -5_117];
  const divAssoc = [3_100, 2_750];
  const intRec = [2_918, 1_645];
  const cfi = add(capex, intang, divAssoc, intRec);
  const drawn = [20_000, 0];
  const repaid = [-35_000, -30_000];
  const lease = [-9_860, -9_215];
  const intPaid = [-15_990, -18_456];
  const divs = [-22_500, -20_000];
  const cff = add(drawn, repaid, lease, intPaid, divs);
  const chg = add(cfo, cfi, cff);
  const fx = [-1_018, 672];
  const open1 = 69_080;
  const open = [open1 + chg[1] + fx[1], open1];
  const close = add(open, chg, fx);
  eq([open[0]], [close[1]], "ifrs18 opening cash");
  const ifrs18Note =
    "IFRS 18 Presentation and Disclosure in Financial Statements applied early (comparatives restated)";
  FILES.push({
    id: "chromium-ifrs18-categories",
    producer: "chromium",
    language: "en",
    company: "Veldhoven Optical Systems N.V.",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "In thousands of euros",
    conv: "paren",
    decimals: 0,
    periods: ["2025-12-31", "2024-12-31"],
    cols: ["2025", "2024"],
    unitRow: ["€'000", "€'000"],
    features: [
      "IFRS 18 statement of profit or loss (applied early, before its 2027 effective date, comparatives restated): operating, investing and financing categories with headings",
      '"Operating profit" (expected as operating_profit), "Profit before financing and income taxes" (not expected)',
      "investing category (share of profit of associates, income from investments) not expected; interest on borrowings and interest on lease liabilities expected as their sum under interest_expense",
      'selling and distribution and general and administrative expected as their sum under SG&A; research and development and "Other operating income and expenses" (net, signed) not expected',
      "statement of cash flows under IAS 7 as amended by IFRS 18: operating section starts from operating profit; interest paid in financing, interest received in investing; effect of exchange rate changes",
      "unit under each year (€'000)",
    ],
    statements: [
      {
        type: "income_statement",
        title: "Consolidated Statement of Profit or Loss",
        sub: "for the year ended 31 December 2025",
        rows: [
          head("Operating category"),
          row("Revenue", rev, "revenue", { i: 1 }),
          row("Cost of sales", neg(cos), "cost_of_goods_sold", { s: -1, i: 1 }),
          row("Gross profit", gp, "gross_profit", { b: true }),
          row("Selling and distribution expenses", neg(sell), "selling_general_administrative", { s: -1, i: 1 }),
          row("Research and development expenses", neg(rd), null, { i: 1 }),
          row("General and administrative expenses", neg(ga), "selling_general_administrative", { s: -1, i: 1 }),
          row("Other operating income and expenses", ooie, null, { i: 1 }),
          row("Operating profit", op, "operating_profit", { b: true }),
          head("Investing category"),
          row("Share of profit of associates", assoc, null, { i: 1 }),
          row("Income from investments", invInc, null, { i: 1 }),
          row("Profit before financing and income taxes", pbfit, null, { b: true }),
          head("Financing category"),
          row("Interest expense on borrowings", neg(intBorrow), "interest_expense", { s: -1, i: 1 }),
          row("Interest expense on lease liabilities", neg(intLease), "interest_expense", { s: -1, i: 1 }),
          row("Profit before income taxes", pbt, "profit_before_tax", { b: true }),
          row("Income tax expense", neg(tax), "income_tax", { s: -1 }),
          row("Profit for the year", pat, "net_profit", { b: true }),
        ],
        after: [ifrs18Note],
      },
      {
        type: "cashflow_statement",
        title: "Consolidated Statement of Cash Flows",
        sub: "for the year ended 31 December 2025",
        rows: [
          head("Operating activities"),
          row("Operating profit", op, null, { i: 1 }),
          row("Depreciation and amortisation", da, null, { i: 1 }),
          row("Impairment losses", imp, null, { i: 1 }),
          row("(Increase) decrease in inventories", wcInv, null, { i: 1 }),
          row("Increase in trade and other receivables", wcRec, null, { i: 1 }),
          row("Increase in trade and other payables", wcPay, null, { i: 1 }),
          row("Income taxes paid", taxPaid, null, { i: 1 }),
          row("Net cash from operating activities", cfo, "net_cash_from_operating_activities", { b: true }),
          head("Investing activities"),
          row("Purchase of property, plant and equipment", capex, "purchase_of_fixed_assets", { i: 1 }),
          row("Purchase of intangible assets", intang, null, { i: 1 }),
          row("Dividends received from associates", divAssoc, null, { i: 1 }),
          row("Interest received", intRec, null, { i: 1 }),
          row("Net cash used in investing activities", cfi, "net_cash_from_investing_activities", { b: true }),
          head("Financing activities"),
          row("Proceeds from borrowings", drawn, null, { i: 1 }),
          row("Repayment of borrowings", repaid, "repayment_of_borrowings", { i: 1 }),
          row("Payment of lease liabilities", lease, null, { i: 1 }),
          row("Interest paid", intPaid, null, { i: 1 }),
          row("Dividends paid to owners of the parent", divs, "dividends_paid", { i: 1 }),
          row("Net cash used in financing activities", cff, "net_cash_from_financing_activities", { b: true }),
          row("Net increase in cash and cash equivalents", chg, "net_change_in_cash", { b: true }),
          row("Cash and cash equivalents at 1 January", open, "cash_at_beginning"),
          row("Effect of exchange rate changes", fx),
          row("Cash and cash equivalents at 31 December", close, "cash_at_end", { b: true }),
        ],
      },
    ],
  });
}

// 4. US direct-method cash flow with restricted cash + classified balance sheet (pdfkit) -----------
{
  const cust = [128_406_215, 117_930_480];
  const supp = [-81_210_944, -76_118_302];
  const empl = [-29_884_120, -27_405_611];
  const intp = [-2_104_338, -2_317_905];
  const taxp = [-3_020_000, -2_475_000];
  const cfo = add(cust, supp, empl, intp, taxp);
  const capex = [-9_416_250, -7_880_120];
  const sale = [612_000, 145_500];
  const acq = [0, -4_250_000];
  const cfi = add(capex, sale, acq);
  const rcDraw = [6_000_000, 9_500_000];
  const rcRep = [-8_500_000, -7_000_000];
  const tl = [-2_400_000, -2_400_000];
  const divs = [-1_800_000, -1_650_000];
  const cff = add(rcDraw, rcRep, tl, divs);
  const chg = add(cfo, cfi, cff);
  const open = [12_519_513 + chg[1], 12_519_513];
  const close = add(open, chg);
  eq([open[0]], [close[1]], "direct opening cash");
  const restricted = [1_250_000, 1_100_000];
  const cashBs = sub(close, restricted);
  // balance sheet
  const ar = [15_906_330, 14_220_718];
  const invn = [18_455_120, 17_004_380];
  const prep = [1_318_442, 1_206_915];
  const tca = add(cashBs, restricted, ar, invn, prep);
  const ppe = [41_880_615, 37_905_223];
  const gw = [6_120_000, 6_120_000];
  const oa = [912_408, 874_100];
  const ta = add(tca, ppe, gw, oa);
  const ap = [9_874_226, 9_112_540];
  const accr = [4_605_318, 4_418_902];
  const cpltd = [2_400_000, 2_400_000];
  const tcl = add(ap, accr, cpltd);
  const rc = [7_500_000, 10_000_000];
  const ltd = [14_400_000, 16_800_000];
  const dtl = [2_310_550, 2_084_310];
  const tl2 = add(tcl, rc, ltd, dtl);
  const cs = [2_500_000, 2_500_000];
  const apic = [8_750_000, 8_750_000];
  const re = sub(sub(sub(ta, tl2), cs), apic);
  const te = add(cs, apic, re);
  FILES.push({
    id: "pdfkit-us-direct-restricted-cash",
    producer: "pdfkit",
    language: "en",
    company: "Prairie Mill Supply Co.",
    currency: "USD",
    scale: 1,
    scale_phrase: "(in U.S. dollars)",
    conv: "paren",
    decimals: 0,
    periods: ["2025-09-30", "2024-09-30"],
    cols: ["2025", "2024"],
    features: [
      "statement of cash flows by the direct method (cash received from customers, paid to suppliers and employees)",
      'restricted cash: "Net increase (decrease) in cash, cash equivalents and restricted cash" and beginning/ending balances including restricted cash (expected as printed)',
      "supplemental disclosures of cash flow information and non-cash investing activities below the statement (not expected)",
      'revolving credit facility borrowings and repayments, term loan repayments: "Repayments on revolving credit facility" and "Repayments of term loan" expected as their sum under repayment_of_borrowings',
      "balance sheet with cash first and restricted cash as its own current line (not expected), revolving line of credit as long-term (long_term_debt = revolving line + long-term debt, net of current portion)",
      "whole US dollars (no scale)",
      "fiscal year ending September",
    ],
    statements: [
      {
        type: "balance_sheet",
        title: "Balance Sheets",
        sub: "September 30, 2025 and 2024",
        rows: [
          head("ASSETS"),
          head("Current assets:"),
          row("Cash and cash equivalents", cashBs, "cash", { i: 1 }),
          row("Restricted cash", restricted, null, { i: 1 }),
          row("Accounts receivable, net", ar, "trade_receivables", { i: 1 }),
          row("Inventories", invn, "inventory", { i: 1 }),
          row("Prepaid expenses and other current assets", prep, "other_current_assets", { i: 1 }),
          row("Total current assets", tca, "total_current_assets", { b: true }),
          row("Property and equipment, net", ppe, "net_fixed_assets"),
          row("Goodwill", gw, "intangible_assets"),
          row("Other assets", oa, "other_non_current_assets"),
          row("Total assets", ta, "total_assets", { b: true }),
          head("LIABILITIES AND STOCKHOLDERS' EQUITY"),
          head("Current liabilities:"),
          row("Accounts payable", ap, "trade_payables", { i: 1 }),
          row("Accrued expenses", accr, "other_current_liabilities", { i: 1 }),
          row("Current portion of long-term debt", cpltd, "current_portion_long_term_debt", { i: 1 }),
          row("Total current liabilities", tcl, "total_current_liabilities", { b: true }),
          row("Revolving line of credit", rc, "long_term_debt"),
          row("Long-term debt, net of current portion", ltd, "long_term_debt"),
          row("Deferred income taxes", dtl, "other_non_current_liabilities"),
          row("Total liabilities", tl2, "total_liabilities", { b: true }),
          head("Stockholders' equity:"),
          row("Common stock, $1 par value; 2,500,000 shares issued", cs, "share_capital", { i: 1 }),
          row("Additional paid-in capital", apic, null, { i: 1 }),
          row("Retained earnings", re, "retained_earnings", { i: 1 }),
          row("Total stockholders' equity", te, "total_equity", { b: true }),
          row("Total liabilities and stockholders' equity", ta, "total_liabilities_and_equity", { b: true }),
        ],
      },
      {
        type: "cashflow_statement",
        title: "Statements of Cash Flows",
        sub: "Years Ended September 30, 2025 and 2024",
        rows: [
          head("Cash flows from operating activities:"),
          row("Cash received from customers", cust, null, { i: 1 }),
          row("Cash paid to suppliers", supp, null, { i: 1 }),
          row("Cash paid to employees", empl, null, { i: 1 }),
          row("Interest paid", intp, null, { i: 1 }),
          row("Income taxes paid", taxp, null, { i: 1 }),
          row("Net cash provided by operating activities", cfo, "net_cash_from_operating_activities", { b: true }),
          head("Cash flows from investing activities:"),
          row("Purchases of property and equipment", capex, "purchase_of_fixed_assets", { i: 1 }),
          row("Proceeds from sale of equipment", sale, null, { i: 1 }),
          row("Acquisition of business, net of cash acquired", acq, null, { i: 1 }),
          row("Net cash used in investing activities", cfi, "net_cash_from_investing_activities", { b: true }),
          head("Cash flows from financing activities:"),
          row("Borrowings on revolving credit facility", rcDraw, null, { i: 1 }),
          row("Repayments on revolving credit facility", rcRep, "repayment_of_borrowings", { i: 1 }),
          row("Repayments of term loan", tl, "repayment_of_borrowings", { i: 1 }),
          row("Dividends paid", divs, "dividends_paid", { i: 1 }),
          row("Net cash used in financing activities", cff, "net_cash_from_financing_activities", { b: true }),
          row("Net increase (decrease) in cash, cash equivalents and restricted cash", chg, "net_change_in_cash", {
            b: true,
          }),
          row("Cash, cash equivalents and restricted cash, beginning of year", open, "cash_at_beginning"),
          row("Cash, cash equivalents and restricted cash, end of year", close, "cash_at_end", { b: true }),
          head("Supplemental disclosure of non-cash investing activities:"),
          row("Equipment acquired under finance leases", [840_000, 0], null, { i: 1 }),
          row("Capital expenditures included in accounts payable", [318_400, 204_750], null, { i: 1 }),
        ],
      },
    ],
  });
}

// 5. Liquidity-order statement of financial position, equity first; OCI below profit (groff) -------
{
  const shc = [120_000, 120_000];
  const res = [14_306, 11_870];
  const hedge = [-1_204, 652];
  const ret = [96_418, 84_115];
  const te = add(shc, res, hedge, ret);
  const tp = [61_930, 55_402];
  const stb = [148_600, 131_250];
  const deriv = [2_918, 1_104];
  const taxl = [4_115, 3_672];
  const ltb = [85_000, 92_500];
  const lease = [12_406, 13_980];
  const tl = add(tp, stb, deriv, taxl, ltb, lease);
  const tle = add(te, tl);
  const cash = [38_214, 29_806];
  const tr = [146_905, 129_338];
  const invn = [181_420, 169_011];
  const dera = [1_876, 2_415];
  const othr = [9_318, 8_724];
  const ppe = [44_602, 46_118];
  const rou = [11_918, 13_406];
  const ta0 = add(cash, tr, invn, dera, othr, ppe, rou);
  const inv2 = sub(tle, ta0);
  const ta = add(ta0, inv2);
  eq(ta, tle, "liquidity balance");
  // income statement with OCI below
  const rev = [1_184_306, 1_092_775];
  const cos = [1_098_450, 1_015_318];
  const gp = sub(rev, cos);
  const dist = [22_604, 21_417];
  const adm = [18_922, 17_805];
  const op = sub(sub(gp, dist), adm);
  const fin = [14_308, 13_176];
  const finInc = [1_102, 806];
  const pbt = add(op, neg(fin), finInc);
  const tax = [Math.round(pbt[0] * 0.17), Math.round(pbt[1] * 0.17)];
  const pat = sub(pbt, tax);
  const cfh = [-1_856, 412];
  const fxr = [2_436, -918];
  const oci = add(cfh, fxr);
  const tci = add(pat, oci);
  FILES.push({
    id: "groff-sg-liquidity-order",
    producer: "groff",
    language: "en",
    company: "Straits Commodity Traders Pte. Ltd.",
    currency: "SGD",
    scale: 1000,
    scale_phrase: "S$'000",
    conv: "minus",
    decimals: 0,
    periods: ["2025-12-31", "2024-12-31"],
    cols: ["2025", "2024"],
    unitRow: ["S$'000", "S$'000"],
    minus: "\\-",
    features: [
      "statement of financial position in order of liquidity (no current/non-current split; total_current_* and total_non_current_* not expected): a commodity trading company",
      "EQUITY AND LIABILITIES first (equity before liabilities), then ASSETS with cash first",
      "short-term and long-term bank borrowings as printed; derivative financial instruments, lease liabilities and income tax payable not expected; total liabilities printed",
      'hedging reserve negative in 2025; "Other reserves" and "Hedging reserve" not expected',
      "statement of profit or loss and other comprehensive income in one statement: OCI items below profit for the year (not expected), total comprehensive income (not expected)",
      'distribution and administrative expenses expected as their sum under SG&A; "Finance income" as other_income',
      "negative amounts with a minus sign (groff \\- : U+2212 in the text layer)",
      "unit under each year (S$'000)",
    ],
    statements: [
      {
        type: "balance_sheet",
        title: "Statement of Financial Position",
        sub: "as at 31 December 2025",
        rows: [
          head("EQUITY AND LIABILITIES"),
          head("Equity attributable to owners"),
          row("Share capital", shc, "share_capital", { i: 1 }),
          row("Other reserves", res, null, { i: 1 }),
          row("Hedging reserve", hedge, null, { i: 1 }),
          row("Retained earnings", ret, "retained_earnings", { i: 1 }),
          row("Total equity", te, "total_equity", { b: true }),
          head("Liabilities"),
          row("Trade and other payables", tp, "trade_payables", { i: 1 }),
          row("Short-term bank borrowings", stb, "short_term_debt", { i: 1 }),
          row("Derivative financial instruments", deriv, null, { i: 1 }),
          row("Income tax payable", taxl, null, { i: 1 }),
          row("Long-term bank borrowings", ltb, "long_term_debt", { i: 1 }),
          row("Lease liabilities", lease, null, { i: 1 }),
          row("Total liabilities", tl, "total_liabilities", { b: true }),
          row("Total equity and liabilities", tle, "total_liabilities_and_equity", { b: true }),
          head("ASSETS"),
          row("Cash and bank balances", cash, "cash", { i: 1 }),
          row("Trade receivables", tr, "trade_receivables", { i: 1 }),
          row("Inventories", invn, "inventory", { i: 1 }),
          row("Derivative financial instruments", dera, null, { i: 1 }),
          row("Other receivables and prepayments", othr, null, { i: 1 }),
          row("Investment in associate", inv2, null, { i: 1 }),
          row("Property, plant and equipment", ppe, "net_fixed_assets", { i: 1 }),
          row("Right-of-use assets", rou, null, { i: 1 }),
          row("Total assets", ta, "total_assets", { b: true }),
        ],
      },
      {
        type: "income_statement",
        title: "Statement of Profit or Loss and Other Comprehensive Income",
        sub: "for the financial year ended 31 December 2025",
        rows: [
          row("Revenue", rev, "revenue"),
          row("Cost of sales", neg(cos), "cost_of_goods_sold", { s: -1 }),
          row("Gross profit", gp, "gross_profit", { b: true }),
          row("Distribution expenses", neg(dist), "selling_general_administrative", { s: -1 }),
          row("Administrative expenses", neg(adm), "selling_general_administrative", { s: -1 }),
          row("Operating profit", op, "operating_profit", { b: true }),
          row("Finance costs", neg(fin), "interest_expense", { s: -1 }),
          row("Finance income", finInc, "other_income"),
          row("Profit before tax", pbt, "profit_before_tax", { b: true }),
          row("Income tax expense", neg(tax), "income_tax", { s: -1 }),
          row("Profit for the year", pat, "net_profit", { b: true }),
          head("Other comprehensive income"),
          head("Items that may be reclassified subsequently to profit or loss:", { b: false }),
          row("Cash flow hedges - fair value changes", cfh, null, { i: 1 }),
          row("Currency translation differences", fxr, null, { i: 1 }),
          row("Other comprehensive income for the year, net of tax", oci),
          row("Total comprehensive income for the year", tci, null, { b: true }),
        ],
      },
    ],
  });
}

// 6. Contribution margin, net revenue after rebates, EBITDA inside the P&L (chromium) ---------------
{
  const gross = [92_418_300, 86_104_750];
  const rebates = [7_905_120, 7_118_400];
  const net = sub(gross, rebates);
  const mat = [38_112_450, 35_980_210];
  const freight = [4_406_880, 4_118_900];
  const comm = [2_215_600, 2_040_330];
  const varc = add(mat, freight, comm);
  const cm = sub(net, varc);
  const pers = [17_604_200, 16_880_415];
  const prem = [3_118_400, 3_046_920];
  const mkt = [4_212_030, 3_804_118];
  const oth = [2_506_880, 2_380_410];
  const fixed = add(pers, prem, mkt, oth);
  const ebitda = sub(cm, fixed);
  const da = [3_904_210, 3_711_680];
  const ebit = sub(ebitda, da);
  const intx = [1_218_400, 1_344_905];
  const pbt = sub(ebit, intx);
  const tax = [Math.round(pbt[0] * 0.28), Math.round(pbt[1] * 0.28)];
  const np = sub(pbt, tax);
  FILES.push({
    id: "chromium-nz-contribution-ebitda",
    producer: "chromium",
    language: "en",
    company: "Kaimai Fresh Foods Limited",
    currency: "NZD",
    scale: 1,
    scale_phrase: "NZ$",
    conv: "paren",
    decimals: 0,
    periods: ["2025-06-30", "2024-06-30"],
    cols: ["2025", "2024"],
    unitRow: ["$", "$"],
    features: [
      'management-style statement of financial performance: Gross sales, Less: trade rebates and promotional allowances, "Net revenue after rebates" (expected as revenue; gross sales not expected)',
      'variable costs (materials, freight, sales commissions) and their total, "Contribution margin" (not expected: not gross profit), fixed costs (not expected; marketing and other fixed costs not summed into SG&A)',
      "EBITDA printed inside the P&L (expected as ebitda), depreciation and amortisation, EBIT as operating_profit",
      'whole New Zealand dollars, "$" under each year',
      "fiscal year ending June",
    ],
    statements: [
      {
        type: "income_statement",
        title: "Statement of Financial Performance",
        sub: "for the year ended 30 June 2025",
        rows: [
          row("Gross sales", gross),
          row("Less: trade rebates and promotional allowances", neg(rebates)),
          row("Net revenue after rebates", net, "revenue", { b: true }),
          head("Variable costs"),
          row("Raw materials and packaging", neg(mat), null, { i: 1 }),
          row("Freight and distribution", neg(freight), null, { i: 1 }),
          row("Sales commissions", neg(comm), null, { i: 1 }),
          row("Total variable costs", neg(varc), null, { b: true }),
          row("Contribution margin", cm, null, { b: true }),
          head("Fixed costs"),
          row("Personnel costs", neg(pers), null, { i: 1 }),
          row("Premises and utilities", neg(prem), null, { i: 1 }),
          row("Marketing", neg(mkt), null, { i: 1 }),
          row("Other fixed costs", neg(oth), null, { i: 1 }),
          row("Total fixed costs", neg(fixed), null, { b: true }),
          row("EBITDA", ebitda, "ebitda", { b: true }),
          row("Depreciation and amortisation", neg(da), "depreciation_amortization", { s: -1 }),
          row("EBIT", ebit, "operating_profit", { b: true }),
          row("Interest expense", neg(intx), "interest_expense", { s: -1 }),
          row("Net profit before tax", pbt, "profit_before_tax", { b: true }),
          row("Income tax expense", neg(tax), "income_tax", { s: -1 }),
          row("Net profit after tax", np, "net_profit", { b: true }),
        ],
      },
    ],
  });
}

// 7. UK plc: trading profit, exceptional items; cash flow from profit before tax (pdfkit) ----------
{
  const rev = [612.4, 588.9];
  const cos = [401.7, 392.3];
  const gm = sub(rev, cos).map((x) => Math.round(x * 10) / 10);
  const dist = [58.3, 55.1];
  const adm = [71.9, 69.4];
  const tp = add(gm, neg(dist), neg(adm)).map((x) => Math.round(x * 10) / 10);
  const exc = [-14.6, -3.2];
  const op = add(tp, exc).map((x) => Math.round(x * 10) / 10);
  const fi = [1.8, 1.1];
  const fc = [12.4, 13.9];
  const pbt = add(op, fi, neg(fc)).map((x) => Math.round(x * 10) / 10);
  const tax = [13.1, 14.3];
  const pat = sub(pbt, tax).map((x) => Math.round(x * 10) / 10);
  const pbe = sub(pbt, exc).map((x) => Math.round(x * 10) / 10);
  // cash flow from profit before tax
  const da = [24.6, 23.8];
  const nonCashExc = [9.1, 0];
  const netFin = sub(fc, fi).map((x) => Math.round(x * 10) / 10);
  const wc = [-6.3, 2.4];
  const cgo = add(pbt, da, nonCashExc, netFin, wc).map((x) => Math.round(x * 10) / 10);
  const taxPaid = [-12.2, -13.5];
  const intPaid = [-11.9, -13.4];
  const cfo = add(cgo, taxPaid, intPaid).map((x) => Math.round(x * 10) / 10);
  const capex = [-27.5, -25.2];
  const disp = [2.3, 0.8];
  const intRec = [1.8, 1.1];
  const cfi = add(capex, disp, intRec).map((x) => Math.round(x * 10) / 10);
  const rep = [-20.0, -15.0];
  const divs = [-18.4, -17.6];
  const leases = [-6.1, -5.8];
  const cff = add(rep, divs, leases).map((x) => Math.round(x * 10) / 10);
  const chg = add(cfo, cfi, cff).map((x) => Math.round(x * 10) / 10);
  const open = [Math.round((41.8 + chg[1]) * 10) / 10, 41.8];
  const close = add(open, chg).map((x) => Math.round(x * 10) / 10);
  eq([open[0]], [close[1]], "uk plc opening cash");
  FILES.push({
    id: "pdfkit-uk-trading-profit-exceptional",
    producer: "pdfkit",
    language: "en",
    company: "Pennine Building Products plc",
    currency: "GBP",
    scale: 1_000_000,
    scale_phrase: "£m",
    conv: "paren",
    decimals: 1,
    periods: ["2025-12-31", "2024-12-31"],
    cols: ["2025", "2024"],
    unitRow: ["£m", "£m"],
    features: [
      'UK plc income statement: "Gross margin" (expected as gross_profit), "Trading profit" before exceptional items (not expected), "Exceptional items" (not expected), then "Operating profit" after exceptional items (expected as operating_profit)',
      '"Profit before tax and exceptional items" printed as a memorandum line (not expected)',
      "finance income as other_income, finance costs as interest_expense; distribution and administrative expenses expected as their sum under SG&A",
      'cash flow statement (indirect) starting from profit before tax, "Cash generated from operations" (not expected), then tax and interest paid',
      'amounts in £ million with one decimal, "£m" under each year',
    ],
    statements: [
      {
        type: "income_statement",
        title: "Group Income Statement",
        sub: "for the year ended 31 December 2025",
        rows: [
          row("Revenue", rev, "revenue"),
          row("Cost of sales", neg(cos), "cost_of_goods_sold", { s: -1 }),
          row("Gross margin", gm, "gross_profit", { b: true }),
          row("Distribution costs", neg(dist), "selling_general_administrative", { s: -1 }),
          row("Administrative expenses", neg(adm), "selling_general_administrative", { s: -1 }),
          row("Trading profit", tp, null, { b: true }),
          row("Exceptional items", exc),
          row("Operating profit", op, "operating_profit", { b: true }),
          row("Finance income", fi, "other_income"),
          row("Finance costs", neg(fc), "interest_expense", { s: -1 }),
          row("Profit before tax", pbt, "profit_before_tax", { b: true }),
          row("Taxation", neg(tax), "income_tax", { s: -1 }),
          row("Profit for the year", pat, "net_profit", { b: true }),
          row("Memorandum: Profit before tax and exceptional items", pbe),
        ],
      },
      {
        type: "cashflow_statement",
        title: "Group Cash Flow Statement",
        sub: "for the year ended 31 December 2025",
        rows: [
          row("Profit before tax", pbt),
          row("Depreciation and amortisation", da, null, { i: 1 }),
          row("Non-cash exceptional items", nonCashExc, null, { i: 1 }),
          row("Net finance costs", netFin, null, { i: 1 }),
          row("Movement in working capital", wc, null, { i: 1 }),
          row("Cash generated from operations", cgo, null, { b: true }),
          row("Tax paid", taxPaid),
          row("Interest paid", intPaid),
          row("Net cash inflow from operating activities", cfo, "net_cash_from_operating_activities", { b: true }),
          row("Purchase of property, plant and equipment", capex, "purchase_of_fixed_assets"),
          row("Proceeds from disposal of property", disp),
          row("Interest received", intRec),
          row("Net cash outflow from investing activities", cfi, "net_cash_from_investing_activities", {
            b: true,
          }),
          row("Repayment of bank loans", rep, "repayment_of_borrowings"),
          row("Dividends paid", divs, "dividends_paid"),
          row("Principal element of lease payments", leases),
          row("Net cash outflow from financing activities", cff, "net_cash_from_financing_activities", {
            b: true,
          }),
          row("Net (decrease) increase in cash and cash equivalents", chg, "net_change_in_cash", { b: true }),
          row("Cash and cash equivalents at 1 January", open, "cash_at_beginning"),
          row("Cash and cash equivalents at 31 December", close, "cash_at_end", { b: true }),
        ],
      },
    ],
  });
}

// 8. US stockholders' deficit, loss year with tax benefit (groff) ----------------------------------
{
  const cash = [1_804_233, 3_912_408];
  const ar = [2_118_560, 2_604_115];
  const inv = [1_406_918, 1_733_240];
  const prep = [215_744, 188_310];
  const tca = add(cash, ar, inv, prep);
  const ppe = [3_902_115, 4_418_660];
  const dta = [906_400, 402_150];
  const ta = add(tca, ppe, dta);
  const ap = [2_615_332, 2_108_744];
  const accr = [1_204_118, 1_016_907];
  const cpltd = [1_000_000, 1_000_000];
  const tcl = add(ap, accr, cpltd);
  const ltd = [7_250_000, 9_500_000];
  const tl = add(tcl, ltd);
  const cs = [10_000, 10_000];
  const apic = [2_490_000, 2_490_000];
  let te = sub(ta, tl);
  let acc = sub(sub(te, cs), apic);
  // income statement (loss year 2025, profit 2024)
  const sales = [14_306_915, 17_884_230];
  const cogs = [11_204_618, 12_906_115];
  const gp = sub(sales, cogs);
  const sga = [4_118_402, 3_904_877];
  const opl = sub(gp, sga);
  const intx = [712_440, 788_105];
  const pbt = sub(opl, intx);
  const tax = [-504_250, 96_318]; // benefit in 2025
  const ni = sub(pbt, tax);
  // cash 2025 is what makes the accumulated deficit close on the net loss
  const fix = acc[1] + ni[0] - acc[0];
  for (const v of [cash, tca, ta]) v[0] += fix;
  te = sub(ta, tl);
  acc = sub(sub(te, cs), apic);
  eq([acc[0]], [acc[1] + ni[0]], "us deficit");
  if (cash[0] <= 0 || te[0] >= 0 || te[1] >= 0) throw new Error(`us deficit ${cash} ${te}`);
  FILES.push({
    id: "groff-us-stockholders-deficit",
    producer: "groff",
    language: "en",
    company: "Lakeshore Pallet & Crate, Inc.",
    currency: "USD",
    scale: 1,
    scale_phrase: "(in dollars)",
    conv: "minus",
    decimals: 0,
    periods: ["2025-12-31", "2024-12-31"],
    cols: ["2025", "2024"],
    minus: "\\-",
    features: [
      'negative equity: "Total stockholders\' deficit" (expected negative as total_equity) and "Accumulated deficit" (negative retained_earnings)',
      'loss year 2025: "Operating (loss) income", "(Loss) income before income taxes", "Income tax (benefit) expense" printed negative in 2025 (expected as a negative income_tax), "Net (loss) income"',
      "deferred tax asset (other_non_current_assets)",
      "negative amounts with a minus sign (groff \\- : U+2212 in the text layer), expenses printed positive",
      "whole US dollars",
      "loss year(s)",
    ],
    statements: [
      {
        type: "balance_sheet",
        title: "Balance Sheets",
        sub: "December 31, 2025 and 2024",
        rows: [
          head("ASSETS"),
          row("Cash", cash, "cash", { i: 1 }),
          row("Accounts receivable, net", ar, "trade_receivables", { i: 1 }),
          row("Inventories", inv, "inventory", { i: 1 }),
          row("Prepaid expenses", prep, "other_current_assets", { i: 1 }),
          row("Total current assets", tca, "total_current_assets", { b: true }),
          row("Property and equipment, net", ppe, "net_fixed_assets"),
          row("Deferred tax asset", dta, "other_non_current_assets"),
          row("Total assets", ta, "total_assets", { b: true }),
          head("LIABILITIES AND STOCKHOLDERS' DEFICIT"),
          row("Accounts payable", ap, "trade_payables", { i: 1 }),
          row("Accrued liabilities", accr, "other_current_liabilities", { i: 1 }),
          row("Current maturities of long-term debt", cpltd, "current_portion_long_term_debt", { i: 1 }),
          row("Total current liabilities", tcl, "total_current_liabilities", { b: true }),
          row("Long-term debt, less current maturities", ltd, "long_term_debt"),
          row("Total liabilities", tl, "total_liabilities", { b: true }),
          head("Stockholders' deficit:"),
          row("Common stock, $0.01 par value", cs, "share_capital", { i: 1 }),
          row("Additional paid-in capital", apic, null, { i: 1 }),
          row("Accumulated deficit", acc, "retained_earnings", { i: 1 }),
          row("Total stockholders' deficit", te, "total_equity", { b: true }),
          row("Total liabilities and stockholders' deficit", ta, "total_liabilities_and_equity", { b: true }),
        ],
      },
      {
        type: "income_statement",
        title: "Statements of Operations",
        sub: "Years Ended December 31, 2025 and 2024",
        rows: [
          row("Net sales", sales, "revenue"),
          row("Cost of sales", cogs, "cost_of_goods_sold"),
          row("Gross profit", gp, "gross_profit", { b: true }),
          row("Selling, general and administrative expenses", sga, "selling_general_administrative"),
          row("Operating (loss) income", opl, "operating_profit", { b: true }),
          row("Interest expense", intx, "interest_expense"),
          row("(Loss) income before income taxes", pbt, "profit_before_tax", { b: true }),
          row("Income tax (benefit) expense", tax, "income_tax"),
          row("Net (loss) income", ni, "net_profit", { b: true }),
        ],
      },
    ],
  });
}

// 9. Two statements: profit or loss, then comprehensive income (chromium) --------------------------
{
  const rev = [246_118, 229_405];
  const oi = [3_204, 2_811];
  const mat = [98_450, 93_116];
  const emp = [71_206, 66_870];
  const da = [14_918, 14_102];
  const ooe = [22_415, 21_006];
  const op = add(rev, oi, neg(mat), neg(emp), neg(da), neg(ooe));
  const fin = [4_106, 4_412];
  const pbt = sub(op, fin);
  const tax = [Math.round(pbt[0] * 0.125), Math.round(pbt[1] * 0.125)];
  const pat = sub(pbt, tax);
  const db = [1_240, -2_016];
  const dbTax = [-155, 252];
  const fx = [-3_118, 1_904];
  const oci = add(db, dbTax, fx);
  const tci = add(pat, oci);
  FILES.push({
    id: "chromium-ie-two-statements-oci",
    producer: "chromium",
    language: "en",
    company: "Shannonside Medical Devices DAC",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "€'000",
    conv: "paren",
    decimals: 0,
    periods: ["2025-12-31", "2024-12-31"],
    cols: ["2025", "2024"],
    unitRow: ["€'000", "€'000"],
    features: [
      "two statements: a statement of profit or loss (by nature of expense), then a separate statement of comprehensive income starting from profit for the year (OCI items, total comprehensive income: not expected)",
      "by nature: other income (operating, not expected), raw materials and consumables used (not expected), employee benefits expense (not expected), depreciation and amortisation, other operating expenses",
      "no gross profit; Irish DAC, 12.5% tax",
    ],
    statements: [
      {
        type: "income_statement",
        title: "Statement of Profit or Loss",
        sub: "for the year ended 31 December 2025",
        rows: [
          row("Revenue", rev, "revenue"),
          row("Other income", oi),
          row("Raw materials and consumables used", neg(mat)),
          row("Employee benefits expense", neg(emp)),
          row("Depreciation and amortisation expense", neg(da), "depreciation_amortization", { s: -1 }),
          row("Other operating expenses", neg(ooe), "other_operating_expenses", { s: -1 }),
          row("Operating profit", op, "operating_profit", { b: true }),
          row("Finance costs", neg(fin), "interest_expense", { s: -1 }),
          row("Profit before income tax", pbt, "profit_before_tax", { b: true }),
          row("Income tax expense", neg(tax), "income_tax", { s: -1 }),
          row("Profit for the year", pat, "net_profit", { b: true }),
        ],
      },
      {
        type: null,
        title: "Statement of Comprehensive Income",
        sub: "for the year ended 31 December 2025",
        rows: [
          row("Profit for the year", pat, null, { b: true }),
          head("Other comprehensive income"),
          head("Items that will not be reclassified to profit or loss", { b: false }),
          row("Remeasurement of defined benefit obligations", db, null, { i: 1 }),
          row("Related income tax", dbTax, null, { i: 1 }),
          head("Items that may be reclassified to profit or loss", { b: false }),
          row("Exchange differences on translation of foreign operations", fx, null, { i: 1 }),
          row("Other comprehensive (loss) income for the year", oci, null, { b: true }),
          row("Total comprehensive income for the year", tci, null, { b: true }),
        ],
      },
    ],
  });
}

// 10. HGB GuV Umsatzkostenverfahren (§ 275 Abs. 3) + Kapitalflussrechnung DRS 21 (chromium) ---------
{
  const u = [84_612, 79_308];
  const hk = [61_405, 58_117];
  const br = sub(u, hk);
  const vk = [8_914, 8_402];
  const vw = [5_630, 5_318];
  const sbe = [1_206, 918];
  const sba = [1_744, 1_502];
  const beteil = [420, 380];
  const zinsE = [112, 64];
  const zinsA = [1_318, 1_406];
  const ezs = [3_004, 2_615];
  const ens = add(br, neg(vk), neg(vw), sbe, neg(sba), beteil, zinsE, neg(zinsA), neg(ezs));
  const sst = [96, 92];
  const jue = sub(ens, sst);
  // Kapitalflussrechnung
  const abschr = [4_806, 4_512];
  const rst = [312, -118];
  const vorr = [-1_404, 906];
  const ford = [-2_215, -880];
  const verb = [1_118, -644];
  const zinsSaldo = sub(zinsA, zinsE);
  const betErtr = neg(beteil);
  const steuerAufw = ezs;
  const steuerZ = [-2_806, -2_710];
  const cfo = add(jue, abschr, rst, vorr, ford, verb, zinsSaldo, betErtr, steuerAufw, steuerZ);
  const sach = [-5_918, -4_406];
  const immat = [-612, -508];
  const erhZ = zinsE;
  const erhD = beteil;
  const cfi = add(sach, immat, erhZ, erhD);
  const tilg = [-3_000, -3_000];
  const gezZ = neg(zinsA);
  const aussch = [-2_000, -1_500];
  const cff = add(tilg, gezZ, aussch);
  const chg = add(cfo, cfi, cff);
  const anf = [9_409 + chg[1], 9_409];
  const end = add(anf, chg);
  eq([anf[0]], [end[1]], "hgb fonds");
  FILES.push({
    id: "chromium-de-hgb-umsatzkosten-kfr",
    producer: "chromium",
    language: "de",
    company: "Lahntal Armaturenwerk GmbH",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "TEUR",
    conv: "de",
    decimals: 0,
    periods: ["2025-12-31", "2024-12-31"],
    cols: ["2025", "2024"],
    unitRow: ["TEUR", "TEUR"],
    minus: "-",
    features: [
      "HGB GuV nach dem Umsatzkostenverfahren (§ 275 Abs. 3 HGB) with the numbered items 1-16, expenses printed positive",
      "Vertriebskosten and allgemeine Verwaltungskosten expected as their sum under SG&A; sonstige betriebliche Aufwendungen as other_operating_expenses; sonstige betriebliche Erträge not expected",
      "Erträge aus Beteiligungen and sonstige Zinsen und ähnliche Erträge expected as their sum under other_income; Ergebnis nach Steuern and sonstige Steuern (not expected); no profit before tax printed (not expected)",
      "Kapitalflussrechnung nach DRS 21 (indirect, starting from Jahresüberschuss): Cashflow aus der laufenden Geschäftstätigkeit / Investitionstätigkeit / Finanzierungstätigkeit, Zahlungswirksame Veränderung des Finanzmittelfonds, Finanzmittelfonds am Anfang / Ende der Periode",
      "German HGB",
      "German language",
      'scale only as "TEUR" under each year',
    ],
    statements: [
      {
        type: "income_statement",
        title: "Gewinn- und Verlustrechnung",
        sub: "für die Zeit vom 1. Januar bis 31. Dezember 2025",
        rows: [
          row("1. Umsatzerlöse", u, "revenue"),
          row(
            "2. Herstellungskosten der zur Erzielung der Umsatzerlöse erbrachten Leistungen",
            hk,
            "cost_of_goods_sold",
          ),
          row("3. Bruttoergebnis vom Umsatz", br, "gross_profit", { b: true }),
          row("4. Vertriebskosten", vk, "selling_general_administrative"),
          row("5. allgemeine Verwaltungskosten", vw, "selling_general_administrative"),
          row("6. sonstige betriebliche Erträge", sbe),
          row("7. sonstige betriebliche Aufwendungen", sba, "other_operating_expenses"),
          row("8. Erträge aus Beteiligungen", beteil, "other_income"),
          row("9. sonstige Zinsen und ähnliche Erträge", zinsE, "other_income"),
          row("10. Zinsen und ähnliche Aufwendungen", zinsA, "interest_expense"),
          row("11. Steuern vom Einkommen und vom Ertrag", ezs, "income_tax"),
          row("12. Ergebnis nach Steuern", ens, null, { b: true }),
          row("13. sonstige Steuern", sst),
          row("14. Jahresüberschuss", jue, "net_profit", { b: true }),
        ],
      },
      {
        type: "cashflow_statement",
        title: "Kapitalflussrechnung",
        sub: "für das Geschäftsjahr 2025",
        rows: [
          row("Periodenergebnis (Jahresüberschuss)", jue),
          row("+ Abschreibungen auf Gegenstände des Anlagevermögens", abschr),
          row("+/- Zunahme/Abnahme der Rückstellungen", rst),
          row("-/+ Zunahme/Abnahme der Vorräte", vorr),
          row("-/+ Zunahme/Abnahme der Forderungen aus Lieferungen und Leistungen", ford),
          row("+/- Zunahme/Abnahme der Verbindlichkeiten aus Lieferungen und Leistungen", verb),
          row("+/- Zinsaufwendungen/Zinserträge", zinsSaldo),
          row("- Beteiligungserträge", betErtr),
          row("+/- Ertragsteueraufwand/-ertrag", steuerAufw),
          row("-/+ Ertragsteuerzahlungen", steuerZ),
          row("= Cashflow aus der laufenden Geschäftstätigkeit", cfo, "net_cash_from_operating_activities", {
            b: true,
          }),
          row("- Auszahlungen für Investitionen in das Sachanlagevermögen", sach, "purchase_of_fixed_assets"),
          row("- Auszahlungen für Investitionen in das immaterielle Anlagevermögen", immat),
          row("+ Erhaltene Zinsen", erhZ),
          row("+ Erhaltene Dividenden", erhD),
          row("= Cashflow aus der Investitionstätigkeit", cfi, "net_cash_from_investing_activities", { b: true }),
          row("- Auszahlungen aus der Tilgung von Finanzkrediten", tilg, "repayment_of_borrowings"),
          row("- Gezahlte Zinsen", gezZ),
          row("- Auszahlungen an Gesellschafter (Gewinnausschüttung)", aussch, "dividends_paid"),
          row("= Cashflow aus der Finanzierungstätigkeit", cff, "net_cash_from_financing_activities", { b: true }),
          row("Zahlungswirksame Veränderung des Finanzmittelfonds", chg, "net_change_in_cash", { b: true }),
          row("+ Finanzmittelfonds am Anfang der Periode", anf, "cash_at_beginning"),
          row("= Finanzmittelfonds am Ende der Periode", end, "cash_at_end", { b: true }),
        ],
      },
    ],
  });
}

// 11. HGB Bilanz with RAP and nicht durch Eigenkapital gedeckter Fehlbetrag (groff, euros and cents)
{
  const c = (x) => Math.round(x * 100) / 100;
  const immat = [18_420.0, 24_560.0];
  const sach = [412_806.55, 455_118.2];
  const vorr = [96_418.3, 104_220.75];
  const ford = [71_905.12, 88_406.4];
  const sonst = [9_118.6, 12_044.18];
  const kasse = [14_306.77, 31_912.05];
  const rap = [3_200.0, 2_850.0];
  const gk = [25_000.0, 25_000.0];
  const krl = [60_000.0, 60_000.0];
  const vv = [-118_440.22, -42_118.9];
  const jfb = [-51_218.45, -76_321.32];
  const eigen = add(gk, krl, vv, jfb).map(c);
  // the negative equity: Fehlbetrag on the assets side
  const fehl = neg(eigen).map(c);
  const rueck = [18_600.0, 16_900.0];
  const vbk = [402_115.4, 448_302.66];
  const vll = [144_906.2, 132_418.77];
  const prap = [4_200.0, 3_600.0];
  const aktiva = add(immat, sach, vorr, ford, sonst, kasse, rap, fehl).map(c);
  const sv = sub(aktiva, add(rueck, vbk, vll, prap)).map(c); // the plug that makes the Bilanz balance
  if (!(sv[0] > 0 && sv[1] > 0)) throw new Error(`sonstige Verbindlichkeiten ${sv}`);
  const av = add(immat, sach).map(c);
  const uv = add(vorr, ford, sonst, kasse).map(c);
  const verb = add(vbk, vll, sv).map(c);
  const passiva = add(rueck, verb, prap).map(c); // equity block nets to 0
  eq(aktiva, passiva, "fehlbetrag balance");
  if (!(fehl[0] > 0 && fehl[1] > 0)) throw new Error("Fehlbetrag must be positive");
  // GuV (Gesamtkostenverfahren, short)
  const ue = [688_412.9, 702_118.35];
  const mat = [402_118.44, 431_906.2];
  const pers = [221_406.8, 219_880.1];
  const abs = [48_118.2, 51_402.6];
  const zins = [19_882.6, 22_744.0];
  const sst = [1_200.0, 1_100.0];
  // sonstige betriebliche Aufwendungen: what closes the GuV on the Jahresfehlbetrag of the Bilanz
  const sba = add(ue, neg(mat), neg(pers), neg(abs), neg(zins), neg(sst), neg(jfb)).map(c);
  const erg = add(ue, neg(mat), neg(pers), neg(abs), neg(sba), neg(zins)).map(c);
  const jf = sub(erg, sst).map(c);
  eq(jf, jfb, "jahresfehlbetrag");
  FILES.push({
    id: "groff-de-hgb-fehlbetrag",
    producer: "groff",
    language: "de",
    company: "Vogtland Feinguss GmbH",
    currency: "EUR",
    scale: 1,
    scale_phrase: "Angaben in EUR",
    conv: "de",
    decimals: 2,
    periods: ["2025-12-31", "2024-12-31"],
    cols: ["31.12.2025", "31.12.2024"],
    unitRow: ["EUR", "EUR"],
    minus: "\\-",
    features: [
      'HGB Bilanz in Staffelform with "D. Nicht durch Eigenkapital gedeckter Fehlbetrag" on the assets side (§ 268 Abs. 3 HGB): total_equity expected as minus that amount; the Eigenkapital block (Gezeichnetes Kapital, Kapitalrücklage, Verlustvortrag, Jahresfehlbetrag, nicht gedeckter Fehlbetrag) nets to 0,00 and is not expected except Gezeichnetes Kapital',
      "Rechnungsabgrenzungsposten on both sides: aktiv expected as other_current_assets together with sonstige Vermögensgegenstände (sum), passiv not expected",
      "Summe Aktiva (including the Fehlbetrag) as total_assets and Summe Passiva as total_liabilities_and_equity; Rückstellungen not expected; Verbindlichkeiten gegenüber Kreditinstituten not expected (no maturity split printed)",
      "GuV nach dem Gesamtkostenverfahren, loss year: Jahresfehlbetrag printed negative (expected as a negative net_profit); Materialaufwand and Personalaufwand not expected; Abschreibungen as depreciation_amortization; sonstige betriebliche Aufwendungen; Zinsen und ähnliche Aufwendungen",
      "amounts in euros and cents, minus signs (groff \\- : U+2212)",
      "German HGB",
      "German language",
      "loss year(s)",
    ],
    statements: [
      {
        type: "balance_sheet",
        title: "Bilanz",
        sub: "zum 31. Dezember 2025",
        rows: [
          head("AKTIVA"),
          head("A. Anlagevermögen"),
          row("I. Immaterielle Vermögensgegenstände", immat, "intangible_assets", { i: 1 }),
          row("II. Sachanlagen", sach, "net_fixed_assets", { i: 1 }),
          row("", av, null, { b: true }),
          head("B. Umlaufvermögen"),
          row("I. Vorräte", vorr, "inventory", { i: 1 }),
          row("II. Forderungen aus Lieferungen und Leistungen", ford, "trade_receivables", { i: 1 }),
          row("III. Sonstige Vermögensgegenstände", sonst, "other_current_assets", { i: 1 }),
          row("IV. Kassenbestand, Guthaben bei Kreditinstituten", kasse, "cash", { i: 1 }),
          row("", uv, null, { b: true }),
          row("C. Rechnungsabgrenzungsposten", rap, "other_current_assets"),
          row("D. Nicht durch Eigenkapital gedeckter Fehlbetrag", fehl, "total_equity", { s: -1 }),
          row("Summe Aktiva", aktiva, "total_assets", { b: true }),
          head("PASSIVA"),
          head("A. Eigenkapital"),
          row("I. Gezeichnetes Kapital", gk, "share_capital", { i: 1 }),
          row("II. Kapitalrücklage", krl, null, { i: 1 }),
          row("III. Verlustvortrag", vv, null, { i: 1 }),
          row("IV. Jahresfehlbetrag", jfb, null, { i: 1 }),
          row("V. Nicht durch Eigenkapital gedeckter Fehlbetrag", fehl, null, { i: 1 }),
          row("Buchmäßiges Eigenkapital", [0, 0], null, { b: true }),
          row("B. Rückstellungen", rueck),
          head("C. Verbindlichkeiten"),
          row("1. Verbindlichkeiten gegenüber Kreditinstituten", vbk, null, { i: 1 }),
          row("2. Verbindlichkeiten aus Lieferungen und Leistungen", vll, "trade_payables", { i: 1 }),
          row("3. Sonstige Verbindlichkeiten", sv, null, { i: 1 }),
          row("", verb, null, { b: true }),
          row("D. Rechnungsabgrenzungsposten", prap),
          row("Summe Passiva", passiva, "total_liabilities_and_equity", { b: true }),
        ],
      },
      {
        type: "income_statement",
        title: "Gewinn- und Verlustrechnung",
        sub: "für das Geschäftsjahr 2025",
        rows: [
          row("1. Umsatzerlöse", ue, "revenue"),
          row("2. Materialaufwand", neg(mat)),
          row("3. Personalaufwand", neg(pers)),
          row(
            "4. Abschreibungen auf immaterielle Vermögensgegenstände und Sachanlagen",
            neg(abs),
            "depreciation_amortization",
            {
              s: -1,
            },
          ),
          row("5. sonstige betriebliche Aufwendungen", neg(sba), "other_operating_expenses", { s: -1 }),
          row("6. Zinsen und ähnliche Aufwendungen", neg(zins), "interest_expense", { s: -1 }),
          row("7. Ergebnis nach Steuern", erg, null, { b: true }),
          row("8. sonstige Steuern", neg(sst)),
          row("9. Jahresfehlbetrag", jf, "net_profit", { b: true }),
        ],
      },
    ],
  });
}

// 12. Austrian UGB Bilanz + GuV § 231 (pdfkit) ----------------------------------------------------
{
  const immat = [212, 248];
  const sach = [8_906, 8_412];
  const fin = [1_450, 1_450];
  const av = add(immat, sach, fin);
  const vorr = [3_118, 2_904];
  const fll = [4_406, 4_115];
  const sonstF = [612, 588];
  const kasse = [2_915, 2_206];
  const uv = add(vorr, fll, sonstF, kasse);
  const rap = [84, 77];
  const aktiva = add(av, uv, rap);
  const nk = [3_500, 3_500];
  const kr = [1_200, 1_200];
  const gr = [4_800, 4_300];
  const rueckA = [1_412, 1_318];
  const rueckS = [206, 198];
  const rueckO = [904, 856];
  const rueck = add(rueckA, rueckS, rueckO);
  const bank = [3_600, 4_200];
  const vll = [2_118, 1_906];
  const sv = [1_090, 1_024];
  const verb = add(bank, vll, sv);
  const bg = sub(sub(aktiva, rueck), add(nk, kr, gr, verb));
  const ek = add(nk, kr, gr, bg);
  const passiva = add(ek, rueck, verb);
  eq(aktiva, passiva, "ugb balance");
  // GuV § 231 (2) Gesamtkostenverfahren
  const ue = [31_406, 29_118];
  const bestand = [214, -96];
  const sbe = [318, 402];
  const mat = [14_118, 13_406];
  const pers = [9_904, 9_412];
  const abs = [1_306, 1_244];
  const sba = [3_112, 2_980];
  const be = add(ue, bestand, sbe, neg(mat), neg(pers), neg(abs), neg(sba));
  const ertrBet = [140, 120];
  const zinsE = [22, 9];
  const zinsA = [158, 186];
  const fe = add(ertrBet, zinsE, neg(zinsA));
  const evs = add(be, fe);
  const st = [Math.round(evs[0] * 0.23), Math.round(evs[1] * 0.24)];
  const ens = sub(evs, st);
  FILES.push({
    id: "pdfkit-at-ugb-betriebserfolg",
    producer: "pdfkit",
    language: "de",
    company: "Mühlviertler Holzbau GmbH",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "in TEUR",
    conv: "de",
    decimals: 0,
    periods: ["2025-12-31", "2024-12-31"],
    cols: ["31.12.2025", "31.12.2024"],
    unitRow: ["TEUR", "TEUR"],
    minus: "-",
    features: [
      "Austrian UGB Bilanz (§ 224 UGB) in Staffelform: A. Anlagevermögen, B. Umlaufvermögen, C. Rechnungsabgrenzungsposten (expected as other_current_assets with sonstige Forderungen, sum); Passiva: Eigenkapital (eingefordertes Nennkapital, Kapitalrücklagen, Gewinnrücklagen, Bilanzgewinn), Rückstellungen (Abfertigungen, Steuern, sonstige: not expected), Verbindlichkeiten",
      "Summe Eigenkapital as total_equity; Summe Verbindlichkeiten not expected (Rückstellungen outside); Verbindlichkeiten gegenüber Kreditinstituten not expected (no maturity split)",
      'Gewinn- und Verlustrechnung (§ 231 Abs. 2 UGB, Gesamtkostenverfahren) with "Zwischensumme aus Z 1 bis 7 (Betriebserfolg)" as operating_profit, Finanzerfolg items (Erträge aus Beteiligungen + Zinsen und ähnliche Erträge as other_income), "Ergebnis vor Steuern" as profit_before_tax, "Ergebnis nach Steuern" = Jahresüberschuss as net_profit',
      "Bestandsveränderung and sonstige betriebliche Erträge not expected; expenses printed negative",
      "Austrian wording: Forderungen aus Lieferungen und Leistungen, Kassenbestand, Guthaben bei Kreditinstituten",
      "German language",
      '"in TEUR" under the titles and TEUR under each date',
    ],
    statements: [
      {
        type: "balance_sheet",
        title: "Bilanz zum 31. Dezember 2025",
        sub: "in TEUR",
        rows: [
          head("AKTIVA"),
          head("A. Anlagevermögen"),
          row("I. Immaterielle Vermögensgegenstände", immat, "intangible_assets", { i: 1 }),
          row("II. Sachanlagen", sach, "net_fixed_assets", { i: 1 }),
          row("III. Finanzanlagen", fin, "other_non_current_assets", { i: 1 }),
          row("Summe Anlagevermögen", av, "total_non_current_assets", { b: true }),
          head("B. Umlaufvermögen"),
          row("I. Vorräte", vorr, "inventory", { i: 1 }),
          row("II. Forderungen aus Lieferungen und Leistungen", fll, "trade_receivables", { i: 1 }),
          row("III. Sonstige Forderungen und Vermögensgegenstände", sonstF, "other_current_assets", { i: 1 }),
          row("IV. Kassenbestand, Guthaben bei Kreditinstituten", kasse, "cash", { i: 1 }),
          row("Summe Umlaufvermögen", uv, "total_current_assets", { b: true }),
          row("C. Rechnungsabgrenzungsposten", rap, "other_current_assets"),
          row("Summe Aktiva", aktiva, "total_assets", { b: true }),
          head("PASSIVA"),
          head("A. Eigenkapital"),
          row("I. eingefordertes Nennkapital", nk, "share_capital", { i: 1 }),
          row("II. Kapitalrücklagen", kr, null, { i: 1 }),
          row("III. Gewinnrücklagen", gr, null, { i: 1 }),
          row("IV. Bilanzgewinn", bg, null, { i: 1 }),
          row("Summe Eigenkapital", ek, "total_equity", { b: true }),
          head("B. Rückstellungen"),
          row("1. Rückstellungen für Abfertigungen", rueckA, null, { i: 1 }),
          row("2. Steuerrückstellungen", rueckS, null, { i: 1 }),
          row("3. sonstige Rückstellungen", rueckO, null, { i: 1 }),
          head("C. Verbindlichkeiten"),
          row("1. Verbindlichkeiten gegenüber Kreditinstituten", bank, null, { i: 1 }),
          row("2. Verbindlichkeiten aus Lieferungen und Leistungen", vll, "trade_payables", { i: 1 }),
          row("3. sonstige Verbindlichkeiten", sv, null, { i: 1 }),
          row("Summe Passiva", passiva, "total_liabilities_and_equity", { b: true }),
        ],
      },
      {
        type: "income_statement",
        title: "Gewinn- und Verlustrechnung für das Geschäftsjahr 2025",
        sub: "in TEUR",
        rows: [
          row("1. Umsatzerlöse", ue, "revenue"),
          row("2. Veränderung des Bestands an fertigen und unfertigen Erzeugnissen", bestand),
          row("3. sonstige betriebliche Erträge", sbe),
          row("4. Materialaufwand", neg(mat)),
          row("5. Personalaufwand", neg(pers)),
          row("6. Abschreibungen", neg(abs), "depreciation_amortization", { s: -1 }),
          row("7. sonstige betriebliche Aufwendungen", neg(sba), "other_operating_expenses", { s: -1 }),
          row("8. Zwischensumme aus Z 1 bis 7 (Betriebserfolg)", be, "operating_profit", { b: true }),
          row("9. Erträge aus Beteiligungen", ertrBet, "other_income"),
          row("10. sonstige Zinsen und ähnliche Erträge", zinsE, "other_income"),
          row("11. Zinsen und ähnliche Aufwendungen", neg(zinsA), "interest_expense", { s: -1 }),
          row("12. Zwischensumme aus Z 9 bis 11 (Finanzerfolg)", fe, null, { b: true }),
          row("13. Ergebnis vor Steuern", evs, "profit_before_tax", { b: true }),
          row("14. Steuern vom Einkommen und vom Ertrag", neg(st), "income_tax", { s: -1 }),
          row("15. Ergebnis nach Steuern = Jahresüberschuss", ens, "net_profit", { b: true }),
        ],
      },
    ],
  });
}

// 13. Dr/Cr amounts: Kenyan company's accounts from its ledger software (groff) ---------------------
{
  const sales = [48_214_300, 44_906_150];
  const cos = [33_118_420, 31_440_905];
  const gp = sub(sales, cos);
  const oi = [412_600, 388_200];
  const staff = [5_906_330, 5_512_480];
  const admin = [3_204_118, 3_006_772];
  const dep = [1_118_400, 1_046_900];
  const op = add(gp, oi, neg(staff), neg(admin), neg(dep));
  const fin = [1_406_220, 1_512_908];
  const pbt = sub(op, fin);
  const tax = pbt.map((x) => Math.round(x * 0.3));
  const pat = sub(pbt, tax);
  // balance sheet (assets Dr, liabilities and equity Cr)
  const ppe = [12_406_118, 11_902_455];
  const stock = [6_118_905, 5_806_214];
  const debt = [7_204_660, 6_918_337];
  const bank = [1_906_442, 1_204_118];
  const ta = add(ppe, stock, debt, bank);
  const cred = [4_118_906, 3_906_772];
  const od = [2_500_000, 3_000_000];
  const taxp = tax.map((x) => Math.round(x * 0.4));
  const ltl = [6_000_000, 7_000_000];
  const cap = [2_000_000, 2_000_000];
  const tl = add(cred, od, taxp, ltl);
  // bank 2025 is what makes retained earnings close on the profit (no dividend)
  const fix = sub(sub(ta, tl), cap)[1] + pat[0] - sub(sub(ta, tl), cap)[0];
  for (const v of [bank, ta]) v[0] += fix;
  const re = sub(sub(ta, tl), cap);
  eq([re[0]], [re[1] + pat[0]], "drcr retained");
  const te = add(cap, re);
  const tle = add(tl, te);
  eq(ta, tle, "drcr balance");
  FILES.push({
    id: "groff-ke-dr-cr",
    producer: "groff",
    language: "en",
    company: "Nyandarua Agro Dealers Limited",
    currency: "KES",
    scale: 1,
    scale_phrase: "Amounts in Kenya shillings (KShs)",
    conv: "drcr",
    decimals: 0,
    periods: ["2025-12-31", "2024-12-31"],
    cols: ["2025", "2024"],
    unitRow: ["KShs", "KShs"],
    features: [
      "every amount with a Dr or Cr suffix (ledger style): income and profits Cr, expenses Dr; assets Dr, liabilities and equity Cr; expenses expected positive",
      "administration expenses expected as SG&A; staff costs under no key (revised by reader33 to docs/chart-of-accounts.md: staff costs are never SG&A); other income (operating, above operating profit) not expected",
      "bank overdraft as short_term_debt, long-term loan as long_term_debt, corporation tax payable as other_current_liabilities",
      'whole Kenya shillings, "KShs" under each year',
    ],
    statements: [
      {
        type: "income_statement",
        title: "Income Statement",
        sub: "for the year ended 31 December 2025",
        rows: [
          row("Sales", sales, "revenue"),
          row("Cost of sales", neg(cos), "cost_of_goods_sold", { s: -1 }),
          row("Gross profit", gp, "gross_profit", { b: true }),
          row("Other income", oi),
          // reader33: staff costs are never SG&A (docs/chart-of-accounts.md): printed, under no key.
          row("Staff costs", neg(staff), null, { s: -1 }),
          row("Administration expenses", neg(admin), "selling_general_administrative", { s: -1 }),
          row("Depreciation", neg(dep), "depreciation_amortization", { s: -1 }),
          row("Operating profit", op, "operating_profit", { b: true }),
          row("Finance costs", neg(fin), "interest_expense", { s: -1 }),
          row("Profit before taxation", pbt, "profit_before_tax", { b: true }),
          row("Taxation", neg(tax), "income_tax", { s: -1 }),
          row("Profit for the year", pat, "net_profit", { b: true }),
        ],
      },
      {
        type: "balance_sheet",
        title: "Statement of Financial Position",
        sub: "as at 31 December 2025",
        rows: [
          head("Non-current assets"),
          row("Property, plant and equipment", ppe, "net_fixed_assets", { i: 1, dc: "Dr" }),
          head("Current assets"),
          row("Inventories", stock, "inventory", { i: 1, dc: "Dr" }),
          row("Trade and other receivables", debt, "trade_receivables", { i: 1, dc: "Dr" }),
          row("Bank and cash balances", bank, "cash", { i: 1, dc: "Dr" }),
          row("Total assets", ta, "total_assets", { b: true, dc: "Dr" }),
          head("Equity"),
          row("Share capital", cap, "share_capital", { i: 1, dc: "Cr" }),
          row("Retained earnings", re, "retained_earnings", { i: 1, dc: "Cr" }),
          row("Total equity", te, "total_equity", { b: true, dc: "Cr" }),
          head("Non-current liabilities"),
          row("Long-term loan", ltl, "long_term_debt", { i: 1, dc: "Cr" }),
          head("Current liabilities"),
          row("Trade and other payables", cred, "trade_payables", { i: 1, dc: "Cr" }),
          row("Bank overdraft", od, "short_term_debt", { i: 1, dc: "Cr" }),
          row("Corporation tax payable", taxp, "other_current_liabilities", { i: 1, dc: "Cr" }),
          row("Total equity and liabilities", tle, "total_liabilities_and_equity", { b: true, dc: "Cr" }),
        ],
      },
    ],
  });
}

// 14. Finance company: liquidity order, cash first, no current/non-current split (chromium) ---------
{
  const cash = [18_406, 14_118];
  const place = [42_115, 38_906];
  const loans = [612_408, 571_332];
  const lease = [88_904, 80_215];
  const sec = [31_220, 29_874];
  const othA = [4_118, 3_902];
  const ppe = [6_212, 6_480];
  const intang = [2_904, 3_118];
  const ta = add(cash, place, loans, lease, sec, othA, ppe, intang);
  const dueBanks = [118_406, 109_880];
  const deposits = [402_118, 371_906];
  const bonds = [98_000, 98_000];
  const othL = [9_612, 8_904];
  const taxL = [1_406, 1_118];
  const sub1 = [20_000, 20_000];
  const tl = add(dueBanks, deposits, bonds, othL, taxL, sub1);
  const cap = [40_000, 40_000];
  const stat = [22_540, 20_616];
  let re = sub(sub(sub(ta, tl), cap), stat);
  let te = add(cap, stat, re);
  eq(add(tl, te), ta, "finance balance");
  const ii = [71_906, 66_118];
  const ie = [33_412, 31_906];
  const nii = sub(ii, ie);
  const fees = [6_118, 5_704];
  const opinc = add(nii, fees);
  const staff = [9_406, 8_918];
  const gen = [6_804, 6_412];
  const dep = [1_516, 1_470];
  const ecl = [5_912, 5_118];
  const pbt = sub(opinc, add(staff, gen, dep, ecl));
  const tax = pbt.map((x) => Math.round(x * 0.24));
  const pat = sub(pbt, tax);
  // cash 2025 is what makes retained profits close: profit less transfer to statutory reserve less dividend
  const dividend = 6_000;
  const fix = re[1] + pat[0] - (stat[0] - stat[1]) - dividend - re[0];
  for (const v of [cash, ta]) v[0] += fix;
  re = sub(sub(sub(ta, tl), cap), stat);
  te = add(cap, stat, re);
  eq([re[0]], [re[1] + pat[0] - (stat[0] - stat[1]) - dividend], "finance retained");
  if (cash[0] <= 0) throw new Error("finance cash");
  FILES.push({
    id: "chromium-my-finance-liquidity",
    producer: "chromium",
    language: "en",
    company: "Selangor Credit & Leasing Berhad",
    currency: "MYR",
    scale: 1000,
    scale_phrase: "RM'000",
    conv: "paren",
    decimals: 0,
    periods: ["2025-12-31", "2024-12-31"],
    cols: ["2025", "2024"],
    unitRow: ["RM'000", "RM'000"],
    features: [
      "finance company statement of financial position in order of liquidity, cash first (no current/non-current split): total_current_* and total_non_current_* not expected; loans, finance lease receivables, deposits from customers, bonds and subordinated debt not expected (no key fits a lender's funding)",
      "statutory reserve (not expected); total liabilities and total equity printed",
      "finance company income statement: interest income, interest expense (expected as interest_expense), net interest income, fee and commission income, operating income (none of these as revenue: left out), expected credit losses (not expected); general and administrative expenses expected as SG&A, staff costs under no key (revised by reader33 to docs/chart-of-accounts.md: staff costs are never SG&A); depreciation and amortisation",
      "no operating profit line (not expected)",
      "unit under each year (RM'000)",
    ],
    statements: [
      {
        type: "balance_sheet",
        title: "Statement of Financial Position",
        sub: "as at 31 December 2025",
        rows: [
          head("Assets"),
          row("Cash and short-term funds", cash, "cash", { i: 1 }),
          row("Deposits and placements with banks", place, null, { i: 1 }),
          row("Loans, advances and financing", loans, null, { i: 1 }),
          row("Finance lease receivables", lease, null, { i: 1 }),
          row("Financial investments at amortised cost", sec, null, { i: 1 }),
          row("Other assets", othA, null, { i: 1 }),
          row("Property, plant and equipment", ppe, "net_fixed_assets", { i: 1 }),
          row("Intangible assets", intang, "intangible_assets", { i: 1 }),
          row("Total assets", ta, "total_assets", { b: true }),
          head("Liabilities"),
          row("Deposits and placements of banks", dueBanks, null, { i: 1 }),
          row("Deposits from customers", deposits, null, { i: 1 }),
          row("Bonds issued", bonds, null, { i: 1 }),
          row("Other liabilities", othL, null, { i: 1 }),
          row("Tax payable", taxL, null, { i: 1 }),
          row("Subordinated term loan", sub1, null, { i: 1 }),
          row("Total liabilities", tl, "total_liabilities", { b: true }),
          head("Equity"),
          row("Share capital", cap, "share_capital", { i: 1 }),
          row("Statutory reserve", stat, null, { i: 1 }),
          row("Retained profits", re, "retained_earnings", { i: 1 }),
          row("Total equity", te, "total_equity", { b: true }),
          row("Total liabilities and equity", ta, "total_liabilities_and_equity", { b: true }),
        ],
      },
      {
        type: "income_statement",
        title: "Statement of Profit or Loss",
        sub: "for the financial year ended 31 December 2025",
        rows: [
          row("Interest income", ii),
          row("Interest expense", neg(ie), "interest_expense", { s: -1 }),
          row("Net interest income", nii, null, { b: true }),
          row("Fee and commission income", fees),
          row("Operating income", opinc, null, { b: true }),
          // reader33: staff costs are never SG&A (docs/chart-of-accounts.md): printed, under no key.
          row("Staff costs", neg(staff), null, { s: -1 }),
          row("General and administrative expenses", neg(gen), "selling_general_administrative", { s: -1 }),
          row("Depreciation and amortisation", neg(dep), "depreciation_amortization", { s: -1 }),
          row("Expected credit losses on loans and financing", neg(ecl)),
          row("Profit before taxation", pbt, "profit_before_tax", { b: true }),
          row("Taxation", neg(tax), "income_tax", { s: -1 }),
          row("Profit for the financial year", pat, "net_profit", { b: true }),
        ],
      },
    ],
  });
}

// 15. Indian Schedule III: profit before exceptional items and tax, exceptional items (pdfkit) ------
{
  const rfo = [18_406.42, 16_912.8];
  const oi = [212.36, 188.04];
  const ti = add(rfo, oi);
  const mat = [9_118.5, 8_406.22];
  const pst = [1_204.18, 1_118.9];
  const chinv = [-206.4, 112.36];
  const emp = [2_406.91, 2_218.44];
  const fin = [512.08, 588.16];
  const dep = [618.44, 590.12];
  const oth = [2_804.33, 2_612.05];
  const te = add(mat, pst, chinv, emp, fin, dep, oth);
  const pbe = sub(ti, te);
  const exc = [-318.0, 0];
  const pbt = add(pbe, exc);
  const cur = [846.2, 818.4];
  const def = [-42.16, 18.22];
  const tax = add(cur, def);
  const pat = sub(pbt, tax);
  const r2 = (v) => v.map((x) => Math.round(x * 100) / 100);
  FILES.push({
    id: "pdfkit-in-schedule-iii-exceptional",
    producer: "pdfkit",
    language: "en",
    company: "Vidarbha Polymers Limited",
    currency: "INR",
    scale: 1_000_000,
    scale_phrase: "(Rs. in million)",
    conv: "paren",
    decimals: 2,
    periods: ["2026-03-31", "2025-03-31"],
    cols: ["FY 2025-26", "FY 2024-25"],
    features: [
      "Indian Schedule III statement of profit and loss (by nature): Revenue from operations (revenue), Other income (other_income), Total income (not expected)",
      "expenses printed positive in a list: Cost of materials consumed (raw_materials), Purchases of stock-in-trade (purchases), Changes in inventories (not expected, negative in 2026), Employee benefits expense (not expected), Finance costs (interest_expense), Depreciation and amortisation expense, Other expenses (other_operating_expenses), Total expenses (not expected)",
      '"Profit before exceptional items and tax" (not expected), "Exceptional items" (not expected), then "Profit before tax"',
      "tax expense as current tax and deferred tax (deferred negative in 2026): expected as their sum under income_tax",
      'rupees in million with two decimals, "(Rs. in million)" under the title; column headings "FY 2025-26" and "FY 2024-25"',
      "fiscal year ending March",
    ],
    statements: [
      {
        type: "income_statement",
        title: "Statement of Profit and Loss",
        sub: "for the year ended 31 March 2026",
        rows: [
          row("I. Revenue from operations", rfo, "revenue"),
          row("II. Other income", oi, "other_income"),
          row("III. Total income (I + II)", r2(ti), null, { b: true }),
          head("IV. Expenses"),
          row("Cost of materials consumed", mat, "raw_materials", { i: 1 }),
          row("Purchases of stock-in-trade", pst, "purchases", { i: 1 }),
          row("Changes in inventories of finished goods and work-in-progress", chinv, null, { i: 1 }),
          row("Employee benefits expense", emp, null, { i: 1 }),
          row("Finance costs", fin, "interest_expense", { i: 1 }),
          row("Depreciation and amortisation expense", dep, "depreciation_amortization", { i: 1 }),
          row("Other expenses", oth, "other_operating_expenses", { i: 1 }),
          row("Total expenses (IV)", r2(te), null, { b: true }),
          row("V. Profit before exceptional items and tax (III - IV)", r2(pbe), null, { b: true }),
          row("VI. Exceptional items", exc),
          row("VII. Profit before tax (V + VI)", r2(pbt), "profit_before_tax", { b: true }),
          head("VIII. Tax expense"),
          row("Current tax", cur, "income_tax", { i: 1 }),
          row("Deferred tax", def, "income_tax", { i: 1 }),
          row("IX. Profit for the year (VII - VIII)", r2(pat), "net_profit", { b: true }),
        ],
      },
    ],
  });
}

// 16. Canadian ASPE: statement of operations and retained earnings, indirect cash flow from net
//     income with non-cash working capital and supplementary information (groff) --------------------
{
  const sales = [21_406, 19_918];
  const cos = [13_118, 12_406];
  const gm = sub(sales, cos);
  const amort = [1_204, 1_156];
  const wages = [2_918, 2_770];
  const office = [1_106, 1_044];
  const intLtd = [412, 466];
  const exp = add(amort, wages, office, intLtd);
  const pbt = sub(gm, exp);
  const cur = [612, 498];
  const fut = [108, 86];
  const ni = sub(pbt, add(cur, fut));
  const reOpen1 = 9_806;
  const divs = [800, 600];
  const reOpen = [reOpen1 + ni[1] - divs[1], reOpen1];
  const reClose = add(reOpen, ni, neg(divs));
  // cash flow
  const gain = [-46, 0];
  const ar = [-318, 204];
  const invn = [-406, -212];
  const ap = [288, -96];
  const cfo = add(ni, amort, fut, gain, ar, invn, ap);
  const capex = [-2_406, -1_918];
  const disp = [118, 0];
  const cfi = add(capex, disp);
  const rep = [-900, -900];
  const bank = [250, -400];
  const cff = add(rep, bank, neg(divs));
  const chg = add(cfo, cfi, cff);
  const open1 = 3_112;
  const open = [open1 + chg[1], open1];
  const close = add(open, chg);
  if (close[0] <= 0 || close[1] <= 0) throw new Error("ca cash");
  FILES.push({
    id: "groff-ca-aspe-operations-retained",
    producer: "groff",
    language: "en",
    company: "Fraser Valley Greenhouses Ltd.",
    currency: "CAD",
    scale: 1000,
    scale_phrase: "(in thousands of Canadian dollars)",
    conv: "paren",
    decimals: 0,
    periods: ["2025-10-31", "2024-10-31"],
    cols: ["2025", "2024"],
    features: [
      'Canadian ASPE "Statement of Operations and Retained Earnings": gross margin (gross_profit), a list of expenses printed positive (amortization as depreciation_amortization; office and general expected as SG&A, wages and benefits as staff costs under no key (revised by reader31 to docs/chart-of-accounts.md: staff costs are never SG&A); interest on long-term debt as interest_expense), no operating profit line (not expected)',
      "income taxes current and future (deferred) expected as their sum under income_tax; retained earnings beginning, dividends and end of year below net income (not expected)",
      'statement of cash flows (indirect) starting from net income, "Changes in non-cash working capital", "Net increase (decrease) in cash", cash beginning and end of year; net advances (repayment) of bank indebtedness (not expected), repayment of long-term debt as repayment_of_borrowings',
      "supplementary cash flow information (interest paid, income taxes paid: not expected)",
      "fiscal year ending October",
    ],
    statements: [
      {
        type: "income_statement",
        title: "Statement of Operations and Retained Earnings",
        sub: "Year ended October 31, 2025",
        rows: [
          row("Sales", sales, "revenue"),
          row("Cost of sales", cos, "cost_of_goods_sold"),
          row("Gross margin", gm, "gross_profit", { b: true }),
          head("Expenses"),
          row("Amortization", amort, "depreciation_amortization", { i: 1 }),
          // reader31: staff costs are never SG&A (docs/chart-of-accounts.md): printed, under no key.
          row("Wages and benefits", wages, null, { i: 1 }),
          row("Office and general", office, "selling_general_administrative", { i: 1 }),
          row("Interest on long-term debt", intLtd, "interest_expense", { i: 1 }),
          row("", exp, null, { b: true }),
          row("Income before income taxes", pbt, "profit_before_tax", { b: true }),
          head("Income taxes"),
          row("Current", cur, "income_tax", { i: 1 }),
          row("Future", fut, "income_tax", { i: 1 }),
          row("Net income", ni, "net_profit", { b: true }),
          row("Retained earnings, beginning of year", reOpen),
          row("Dividends", neg(divs)),
          row("Retained earnings, end of year", reClose, null, { b: true }),
        ],
      },
      {
        type: "cashflow_statement",
        title: "Statement of Cash Flows",
        sub: "Year ended October 31, 2025",
        rows: [
          head("Operating activities"),
          row("Net income", ni, null, { i: 1 }),
          head("Items not affecting cash", { b: false }),
          row("Amortization", amort, null, { i: 1 }),
          row("Future income taxes", fut, null, { i: 1 }),
          row("Gain on disposal of equipment", gain, null, { i: 1 }),
          head("Changes in non-cash working capital", { b: false }),
          row("Accounts receivable", ar, null, { i: 1 }),
          row("Inventories", invn, null, { i: 1 }),
          row("Accounts payable and accrued liabilities", ap, null, { i: 1 }),
          row("Cash provided by operating activities", cfo, "net_cash_from_operating_activities", { b: true }),
          head("Investing activities"),
          row("Purchase of property, plant and equipment", capex, "purchase_of_fixed_assets", { i: 1 }),
          row("Proceeds on disposal of equipment", disp, null, { i: 1 }),
          row("Cash used in investing activities", cfi, "net_cash_from_investing_activities", { b: true }),
          head("Financing activities"),
          row("Repayment of long-term debt", rep, "repayment_of_borrowings", { i: 1 }),
          row("Advances (repayment) of bank indebtedness, net", bank, null, { i: 1 }),
          row("Dividends paid", neg(divs), "dividends_paid", { i: 1 }),
          row("Cash used in financing activities", cff, "net_cash_from_financing_activities", { b: true }),
          row("Net increase (decrease) in cash", chg, "net_change_in_cash", { b: true }),
          row("Cash, beginning of year", open, "cash_at_beginning"),
          row("Cash, end of year", close, "cash_at_end", { b: true }),
          head("Supplementary cash flow information"),
          row("Interest paid", [418, 471], null, { i: 1 }),
          row("Income taxes paid", [566, 530], null, { i: 1 }),
        ],
      },
    ],
  });
}

const SCANS = [
  { id: "scan-groff-uk-frs102-net-assets", of: "groff-uk-frs102-net-assets", dpi: 200, angle: 0.5, seed: 11 },
  {
    id: "scan-chromium-de-hgb-umsatzkosten-kfr",
    of: "chromium-de-hgb-umsatzkosten-kfr",
    dpi: 170,
    angle: -0.7,
    seed: 23,
  },
];

// ---------------------------------------------------------------------------------------------
// the batch: one page per statement, its sub line and the scale phrase under the title (no scale
// phrase where a unit row heads the columns); a statement with a type is expected in every column
const tablesOf = (f) =>
  f.statements.map((st) => ({
    ...st,
    expect: st.type ? f.periods.map(Y) : null,
    lines: [st.sub, ...(f.unitRow ? [] : [f.scale_phrase])],
    headRows: f.unitRow ? [f.unitRow] : [],
  }));
const CSS = styleSheet({
  margin: "18mm 16mm",
  fontSize: 10,
  h2: 11.5,
  subGap: 10,
  pad: "1.5px 4px",
  numWidth: 16,
  ruleLabel: true,
  indent: 18,
  after: true,
});
const BATCH = {
  batch: "unseen11",
  files: FILES,
  scans: SCANS,
  tables: tablesOf,
  renderers: pageRenderers(tablesOf, {
    css: () => CSS,
    groffWidths: () => ({ lw: 3.9, cw: 1.05 }),
    colWidth: (n) => (n > 2 ? 78 : 92),
  }),
  scanFeature: "image-only PDF (scan)",
  // this batch wrote "1,234.5" for any decimals in English and none after Dr / Cr
  convention: (f) =>
    numberConvention({
      ...f,
      decimals: f.conv === "drcr" ? 0 : f.conv === "de" ? f.decimals : Math.min(f.decimals ?? 0, 1),
    }),
};
await makeBatch(BATCH);
