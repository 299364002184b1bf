// Builds blind batch 12 of the extraction corpus (test/fixtures/extraction-corpus/unseen12/) ONCE.
// Made BLIND to the reader: its maker read only src/contract/, /work/shared/spec/*.md,
// scripts/make-unseen11-corpus.mjs (structure, key conventions, producers, --check),
// scripts/extraction-corpus-model.mjs (scan() only) and earlier batches' JSONs (format and keys); not
// the reader, its docs, tests or scorer, and it did not run the reader, the scorer or vitest.
//
// As in batch 11, every statement below is written here by hand with its own structure; subtotals are
// computed here and the script throws unless each balance sheet balances (the cash line is the plug
// and must come out positive), each printed subtotal is the sum of its lines, each profit closes,
// retained earnings roll forward by the profit less dividends, and cash rolls forward in the cash
// flow (opening + change = closing). Only the model's scan() is reused.
//
// Files: 16 text PDFs (6 Chromium, 5 groff, 5 PDFKit; see FILES) and 3 scans; 3 German-language
// (Swiss OR Bilanz/Erfolgsrechnung, HGB § 276 kleine GmbH, HGB Gesamtkostenverfahren), 13 English.
// Producers:
//   - chromium: Chromium headless --print-to-pdf of HTML tables written here (/usr/bin/chromium);
//   - groff: GNU groff 1.22 tbl -> -Tps (preconv), then Ghostscript ps2pdf (Debian package
//     ghostscript, `apt-get install -y ghostscript`);
//   - pdfkit: PDFKit 0.15 (`npm install --prefix /tmp/own pdfkit@0.15`, or PDFKIT_PREFIX), Helvetica
//     base-14, text placed by x/y, amounts right-aligned by widthOfString;
//   - scans: the model's scan() (pdftoppm 170-200 dpi grey, rotation, noise, JPEG, pdf-lib image PDF).
//
// Structures tested (none in batch 11): a US 10-Q with three-month and six-month columns under
// spanning headings and a quarter-end vs fiscal-year-end balance sheet; Group and Company columns side
// by side (Singapore); the IAS 1 third balance sheet (31 Dec 2025 | 31 Dec 2024 restated | 1 Jan 2024
// restated); a US "Costs and expenses:" block without gross profit; an Australian AASB statement of
// profit or loss and OCI by nature with attribution lines and "Net assets"; an Indian Ind AS balance
// sheet with financial liabilities under both headings and "Other equity"; a Swiss OR Bilanz and
// Erfolgsrechnung (Aktiven/Passiven, apostrophes, Jahresgewinn); an HGB § 276 GuV from the Rohergebnis
// with a verkürzte Bilanz (euros and cents); an HGB Gesamtkostenverfahren GuV with
// Bestandsveränderungen and Materialaufwand a)/b); cash and cash equivalents net of bank overdrafts;
// a construction contractor with contract assets/liabilities and retentions; thousands of euros with
// one decimal; a balance sheet continued over two pages with the totals only on the second; a sole
// trader's accounts whose subtotals are a rule and a number; Japanese GAAP "Ordinary income" with
// non-operating and extraordinary blocks; a US retailer's 52/53-week fiscal years.
//
// Key conventions: those of batch 11's header (scripts/make-unseen11-corpus.mjs), restated briefly:
// expenses positive (an income tax benefit negative); SG&A = the printed selling/distribution/
// marketing and general/administrative lines (R&D, restructuring, impairment, exceptional items,
// staff costs / employee benefits NOT in SG&A); other_operating_expenses only for a line printed as
// other operating expenses (übriger betrieblicher Aufwand, sonstige betriebliche Aufwendungen);
// other_income = non-operating income between operating profit and profit before tax (operating
// "other income" is not); net_profit = the whole group's profit before NCI attribution; outflows
// negative in the cash flow; a key is left out when the statement does not print it and no rule
// derives it. Added in this batch:
//   - period_type: the contract's enum has only yearly and quarterly, so a 10-Q's year-to-date
//     (six-month) columns are NOT expected; its three-month columns are quarterly documents; its
//     quarter-end balance sheet (June 30) is quarterly and the prior fiscal-year-end one (December 31)
//     yearly; a 10-Q's cash flow (year to date only) is not printed in the file;
//   - Group | Company columns: only the group (consolidated) columns are expected;
//   - IAS 1 third balance sheet: all three columns expected, the opening one with the printed date
//     (1 January 2024 -> period 2024-01-01, yearly);
//   - a 52/53-week fiscal year: the period is the printed fiscal year-end date (2025-02-01);
//   - unlabelled subtotals (a rule and a number) are never expected, even where a label elsewhere
//     would give the key (inventory printed only as raw materials + WIP + finished goods with an
//     unlabelled total: inventory left out; PP&E in lines with an unlabelled total: left out);
//   - raw_materials only for a line that names raw materials (AASB "Raw materials and consumables
//     used", HGB 5a "Aufwendungen für Roh-, Hilfs- und Betriebsstoffe ..."); "Materials and services",
//     Materialaufwand as a whole, bezogene Leistungen: left out; purchases only for a printed
//     "Purchases" line;
//   - "Other expenses" in a by-nature list (AASB) -> other_operating_expenses (as an earlier batch did
//     for Ind AS); employee benefits / Personalaufwand: left out;
//   - HGB § 276 Rohergebnis: not gross_profit, revenue not printed (as an earlier batch decided);
//   - Swiss OR: Flüssige Mittel = cash; kurz-/langfristige verzinsliche Verbindlichkeiten =
//     short_term_debt / long_term_debt; Total Fremdkapital = total_liabilities; Gewinnvortrag and
//     Jahresgewinn printed separately in equity: retained_earnings left out; the printed EBITDA and
//     EBIT lines are ebitda and operating_profit; Finanzertrag = other_income, Finanzaufwand =
//     interest_expense;
//   - Ind AS: "(i) Borrowings" under non-current financial liabilities = long_term_debt, under current
//     = short_term_debt; "Other equity" is not retained_earnings (left out); trade payables to micro
//     and small enterprises and to others summed;
//   - cash and cash equivalents net of bank overdrafts: cash_at_beginning / cash_at_end /
//     net_change_in_cash = the printed net lines; in the balance sheet cash = the printed cash at bank
//     (gross) and the overdraft = short_term_debt; a current "Bank loans" line = current portion;
//   - construction: contract assets and retentions receivable -> other_current_assets (summed with
//     other receivables); contract liabilities, provisions and current tax -> other_current_liabilities
//     (revised by reader20: provisions were left out);
//   - Japanese GAAP: other_income = "Total non-operating income" (the printed block total, incl. the
//     equity-method share inside it); interest_expense = the "Interest expenses" line inside
//     non-operating expenses; ordinary income and extraordinary items: not expected; income_tax =
//     current + deferred (no total printed);
//   - a sole trader: no tax; total_equity = the printed closing capital; net assets not expected;
//   - goodwill + other intangible assets summed under intangible_assets; deferred tax assets and
//     investments (incl. joint ventures) under other_non_current_assets; deferred tax liabilities,
//     retirement benefit obligations and other long-term liabilities under
//     other_non_current_liabilities.
//
// Revised by reader20 (docs/chart-of-accounts.md, the key definitions; the maker's figures are listed in
// docs/extraction.md, "Expected figures revised to the key definitions"): the balance sheet's other_*
// keys are the RESIDUAL of their section (every printed line of the section that no named key takes:
// right-of-use assets, capital work-in-progress, other bank balances, lease liabilities, employee benefits,
// provisions, passive Rechnungsabgrenzungen, current tax ...), so a section's parts add up to its printed
// total; other_income is non-operating income, the bridge from EBIT to profit before tax (finance income
// and the share of profit of joint ventures; operating "other income" is not); German aktive
// Rechnungsabgrenzungsposten outside the Umlaufvermoegen are not other_current_assets.
//
// Usage: node scripts/make-unseen12-corpus.mjs          (writes PDFs and JSONs)
//        node scripts/make-unseen12-corpus.mjs --check  (every expected figure's printed part(s) in
//                                                        `pdftotext -layout`; JSONs match the rows)
//        --out DIR writes (or with --check checks) DIR instead of test/fixtures/extraction-corpus/unseen12.
// The rows, renderers, JSON writer and --check driver are scripts/corpus-own-statements.mjs's (shared
// with batches 11-13); this file keeps its statements, figures, conventions and what it prints its own way.
import {
  add,
  cont,
  eq,
  head,
  makeBatch,
  neg,
  pageRenderers,
  plug,
  positive,
  Q,
  r2,
  row,
  styleSheet,
  sub,
  Y,
} from "./corpus-own-statements.mjs";

// ---------------------------------------------------------------------------------------------
// The files
const FILES = [];

// 1. US 10-Q: quarter and six months side by side; quarter-end balance sheet vs fiscal year end (chromium)
{
  // columns: Q2 2025, Q2 2024 | six months 2025, six months 2024 (= Q1 + Q2 of each year)
  const q2 = { rev: [186_402, 171_315], cor: [118_215, 110_862], sga: [38_914, 36_207], rd: [9_806, 9_115] };
  const q1 = { rev: [178_930, 165_208], cor: [114_006, 107_551], sga: [37_520, 35_118], rd: [9_540, 8_902] };
  Object.assign(q2, { am: [2_410, 2_410], intx: [3_912, 4_406], oth: [318, -122], tax: [3_140, 2_610] });
  Object.assign(q1, { am: [2_410, 2_410], intx: [4_015, 4_518], oth: [205, 96], tax: [2_905, 2_480] });
  const col = (k) => [...q2[k], ...add(q1[k], q2[k])];
  const rev = col("rev");
  const cor = col("cor");
  const gp = sub(rev, cor);
  const sga = col("sga");
  const rd = col("rd");
  const am = col("am");
  const ops = sub(gp, add(sga, rd, am));
  const intx = col("intx");
  const oth = col("oth");
  const pbt = add(ops, neg(intx), oth);
  const tax = col("tax");
  const ni = sub(pbt, tax);
  // balance sheet: June 30, 2025 | December 31, 2024; retained earnings roll by the six months' income
  const ar = [112_406, 101_733];
  const inv = [88_215, 84_602];
  const prep = [9_118, 8_440];
  const ppe = [146_920, 149_315];
  const gw = [214_600, 214_600];
  const intang = [48_200, 53_020];
  const oa = [12_406, 11_890];
  const ap = [61_930, 58_117];
  const accr = [34_512, 37_806];
  const cpltd = [15_000, 15_000];
  const tcl = add(ap, accr, cpltd);
  const ltd = [225_000, 240_000];
  const dtl = [18_406, 18_112];
  const olt = [9_215, 9_604];
  const tl = add(tcl, ltd, dtl, olt);
  const cs = [412, 410];
  const apic = [186_930, 184_115];
  const dividends = 6_000;
  const re = [120_000 + ni[2] - dividends, 120_000];
  const aoci = [-3_812, -4_106];
  const te = add(cs, apic, re, aoci);
  const tle = add(tl, te);
  const cash = plug(tle, [ar, inv, prep, ppe, gw, intang, oa], "10-Q cash");
  const tca = add(cash, ar, inv, prep);
  const ta = add(tca, ppe, gw, intang, oa);
  eq(ta, tle, "10-Q balance");
  FILES.push({
    id: "chromium-us-10q-quarter-six-months",
    producer: "chromium",
    language: "en",
    company: "Tamarack Fluid Systems, Inc.",
    currency: "USD",
    scale: 1000,
    scale_phrase: "(In thousands, except per share amounts) (Unaudited)",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024", "2025", "2024"],
    expect: [Q("2025-06-30"), Q("2024-06-30"), null, null],
    features: [
      "US Form 10-Q: condensed consolidated statements of income with four columns, Three Months Ended June 30 (2025, 2024) and Six Months Ended June 30 (2025, 2024) under spanning headings",
      "only the three-month columns are expected (period_type quarterly); the six-month year-to-date columns are not expected: the contract's period_type has only yearly and quarterly",
      "condensed consolidated balance sheets: June 30, 2025 (unaudited, expected as a quarterly balance sheet) and December 31, 2024 (the prior fiscal year end, expected as yearly)",
      "amortization of intangible assets and research and development as own operating lines (not expected); goodwill and intangible assets, net expected as their sum under intangible_assets",
      "accrued liabilities as other_current_liabilities; deferred income taxes and other long-term liabilities as their sum under other_non_current_liabilities",
      "no cash flow statement in the file (a 10-Q prints it year to date only)",
    ],
    statements: [
      {
        type: "income_statement",
        title: "Condensed Consolidated Statements of Income",
        sub: "",
        groups: [
          ["Three Months Ended June 30,", 2],
          ["Six Months Ended June 30,", 2],
        ],
        rows: [
          row("Net sales", rev, "revenue"),
          row("Cost of sales", cor, "cost_of_goods_sold"),
          row("Gross profit", gp, "gross_profit", { b: true }),
          head("Operating expenses:"),
          row("Selling, general and administrative", sga, "selling_general_administrative", { i: 1 }),
          row("Research and development", rd, null, { i: 1 }),
          row("Amortization of intangible assets", am, null, { i: 1 }),
          row("Operating income", ops, "operating_profit", { b: true }),
          row("Interest expense", neg(intx), "interest_expense", { s: -1 }),
          row("Other income (expense), net", oth, "other_income"),
          row("Income before income taxes", pbt, "profit_before_tax", { b: true }),
          row("Provision for income taxes", tax, "income_tax"),
          row("Net income", ni, "net_profit", { b: true }),
        ],
        after: ["See accompanying notes to condensed consolidated financial statements."],
      },
      {
        type: "balance_sheet",
        title: "Condensed Consolidated Balance Sheets",
        sub: "",
        scalePhrase: "(In thousands, except par value)",
        cols: ["June 30, 2025", "December 31, 2024"],
        headRows: [["(Unaudited)", ""]],
        expect: [Q("2025-06-30"), Y("2024-12-31")],
        rows: [
          head("ASSETS"),
          head("Current assets:"),
          row("Cash and cash equivalents", cash, "cash", { i: 1 }),
          row("Accounts receivable, net", ar, "trade_receivables", { i: 1 }),
          row("Inventories", inv, "inventory", { i: 1 }),
          row("Prepaid expenses and other current assets", prep, "other_current_assets", { i: 1 }),
          row("Total current assets", tca, "total_current_assets", { b: true }),
          row("Property, plant and equipment, net", ppe, "net_fixed_assets"),
          row("Goodwill", gw, "intangible_assets"),
          row("Intangible assets, net", intang, "intangible_assets"),
          row("Other assets", oa, "other_non_current_assets"),
          row("Total assets", ta, "total_assets", { b: true }),
          head("LIABILITIES AND STOCKHOLDERS' EQUITY"),
          head("Current liabilities:"),
          row("Accounts payable", ap, "trade_payables", { i: 1 }),
          row("Accrued liabilities", accr, "other_current_liabilities", { i: 1 }),
          row("Current portion of long-term debt", cpltd, "current_portion_long_term_debt", { i: 1 }),
          row("Total current liabilities", tcl, "total_current_liabilities", { b: true }),
          row("Long-term debt, less current portion", ltd, "long_term_debt"),
          row("Deferred income taxes", dtl, "other_non_current_liabilities"),
          row("Other long-term liabilities", olt, "other_non_current_liabilities"),
          row("Total liabilities", tl, "total_liabilities", { b: true }),
          head("Stockholders' equity:"),
          row("Common stock", cs, "share_capital", { i: 1 }),
          row("Additional paid-in capital", apic, null, { i: 1 }),
          row("Retained earnings", re, "retained_earnings", { i: 1 }),
          row("Accumulated other comprehensive loss", aoci, null, { i: 1 }),
          row("Total stockholders' equity", te, "total_equity", { b: true }),
          row("Total liabilities and stockholders' equity", tle, "total_liabilities_and_equity", { b: true }),
        ],
      },
    ],
  });
}

// 2. Singapore: Group and Company columns side by side; the group's figures expected (groff) ---------
{
  // [Group 2025, Group 2024, Company 2025, Company 2024]
  const ppe = [84_316, 79_842, 2_105, 2_398];
  const subs = [0, 0, 61_500, 61_500];
  const intang = [6_420, 6_980, 0, 0];
  const dta = [1_214, 1_106, 0, 0];
  const tnca = add(ppe, subs, intang, dta);
  const invn = [22_905, 21_317, 0, 0];
  const tor = [38_611, 35_904, 4_812, 3_990];
  const tcpay = [27_418, 25_906, 1_204, 1_118];
  const bor1 = [8_000, 9_500, 0, 0];
  const itp = [2_315, 2_020, 96, 88];
  const tcl = add(tcpay, bor1, itp);
  const bor2 = [24_000, 28_000, 0, 0];
  const dtl = [3_106, 2_890, 0, 0];
  const tncl = add(bor2, dtl);
  const tl = add(tcl, tncl);
  const shc = [45_000, 45_000, 45_000, 45_000];
  // group income statement (two columns)
  const rev = [164_318, 152_907];
  const cos = [121_604, 114_215];
  const gp = sub(rev, cos);
  const ooi = [1_118, 906];
  const dist = [9_415, 8_806];
  const adm = [15_930, 15_112];
  const ooe = [1_204, 988];
  const fin = [1_822, 2_106];
  const pbt = add(gp, ooi, neg(dist), neg(adm), neg(ooe), neg(fin));
  const tax = [2_560, 2_176];
  const pat = sub(pbt, tax);
  const divGroup = 5_400;
  const re = [0, 58_000, 25_100, 22_900];
  re[0] = re[1] + pat[0] - divGroup;
  const te = add(shc, re);
  const tle = add(tl, te);
  const cashb = plug(tle, [tnca, invn, tor], "sg cash");
  const tca = add(invn, tor, cashb);
  const ta = add(tnca, tca);
  eq(ta, tle, "sg balance");
  const na = sub(ta, tl);
  FILES.push({
    id: "groff-sg-group-and-company-columns",
    producer: "groff",
    language: "en",
    company: "Kallang Marine Engineering Ltd",
    currency: "SGD",
    scale: 1000,
    scale_phrase: "S$'000",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024", "2025", "2024"],
    expect: [Y("2025-12-31"), Y("2024-12-31"), null, null],
    features: [
      'statements of financial position with Group and Company columns side by side (Group 2025 | Group 2024 | Company 2025 | Company 2024 under spanning "Group" and "Company" headings): only the group\'s two columns are expected',
      "investments in subsidiaries printed only in the company columns (a dash in the group columns, not expected)",
      '"Net assets" between total liabilities and equity (not expected); trade and other receivables as trade_receivables, trade and other payables as trade_payables, current and non-current borrowings as short_term_debt and long_term_debt',
      "consolidated income statement in two group columns: distribution and administrative expenses expected as their sum under SG&A, other operating expenses, finance costs; no operating profit printed (not expected)",
    ],
    statements: [
      {
        type: "income_statement",
        title: "Consolidated Income Statement",
        sub: "for the financial year ended 31 December 2025",
        cols: ["2025", "2024"],
        headRows: [["S$'000", "S$'000"]],
        expect: [Y("2025-12-31"), Y("2024-12-31")],
        rows: [
          row("Revenue", rev, "revenue"),
          row("Cost of sales", neg(cos), "cost_of_goods_sold", { s: -1 }),
          row("Gross profit", gp, "gross_profit", { b: true }),
          row("Other operating income", ooi),
          row("Distribution expenses", neg(dist), "selling_general_administrative", { s: -1 }),
          row("Administrative expenses", neg(adm), "selling_general_administrative", { s: -1 }),
          row("Other operating expenses", neg(ooe), "other_operating_expenses", { s: -1 }),
          row("Finance costs", neg(fin), "interest_expense", { s: -1 }),
          row("Profit before tax", pbt, "profit_before_tax", { b: true }),
          row("Income tax expense", neg(tax), "income_tax", { s: -1 }),
          row("Profit for the year", pat, "net_profit", { b: true }),
        ],
      },
      {
        type: "balance_sheet",
        title: "Statements of Financial Position",
        sub: "as at 31 December 2025",
        groups: [
          ["Group", 2],
          ["Company", 2],
        ],
        headRows: [["S$'000", "S$'000", "S$'000", "S$'000"]],
        rows: [
          head("Non-current assets"),
          row("Property, plant and equipment", ppe, "net_fixed_assets", { i: 1 }),
          row("Investments in subsidiaries", subs, null, { i: 1 }),
          row("Intangible assets", intang, "intangible_assets", { i: 1 }),
          row("Deferred tax assets", dta, "other_non_current_assets", { i: 1 }),
          row("Total non-current assets", tnca, "total_non_current_assets", { b: true }),
          head("Current assets"),
          row("Inventories", invn, "inventory", { i: 1 }),
          row("Trade and other receivables", tor, "trade_receivables", { i: 1 }),
          row("Cash and bank balances", cashb, "cash", { i: 1 }),
          row("Total current assets", tca, "total_current_assets", { b: true }),
          row("Total assets", ta, "total_assets", { b: true }),
          head("Current liabilities"),
          row("Trade and other payables", tcpay, "trade_payables", { i: 1 }),
          row("Borrowings", bor1, "short_term_debt", { i: 1 }),
          row("Income tax payable", itp, "other_current_liabilities", { i: 1 }),
          row("Total current liabilities", tcl, "total_current_liabilities", { b: true }),
          head("Non-current liabilities"),
          row("Borrowings", bor2, "long_term_debt", { i: 1 }),
          row("Deferred tax liabilities", dtl, "other_non_current_liabilities", { i: 1 }),
          row("Total non-current liabilities", tncl, "total_non_current_liabilities", { b: true }),
          row("Total liabilities", tl, "total_liabilities", { b: true }),
          row("Net assets", na, null, { b: true }),
          head("Equity"),
          row("Share capital", shc, "share_capital", { i: 1 }),
          row("Retained earnings", re, "retained_earnings", { i: 1 }),
          row("Total equity", te, "total_equity", { b: true }),
        ],
      },
    ],
  });
}

// 3. IAS 1 third balance sheet: 31 Dec 2025 | 31 Dec 2024 (restated) | 1 Jan 2024 (restated) (pdfkit)
{
  // income statement 2025 | 2024 (restated)
  const rev = [96_418, 90_207];
  const cos = [58_306, 55_914];
  const gp = sub(rev, cos);
  const sell = [11_204, 10_618];
  const adm = [8_915, 8_402];
  const rd = [4_310, 4_106];
  const op = sub(gp, add(sell, adm, rd));
  const finInc = [212, 148];
  const finCost = [1_906, 2_114];
  const pbt = add(op, finInc, neg(finCost));
  const tax = [3_418, 2_905];
  const pat = sub(pbt, tax);
  // balance sheets: three columns
  const ppe = [41_206, 39_815, 38_402];
  const rou = [6_118, 6_604, 7_015];
  const intang = [9_810, 10_406, 11_002];
  const dta = [1_406, 1_612, 1_844];
  const tnca = add(ppe, rou, intang, dta);
  const invn = [14_915, 14_206, 13_118];
  const tr = [17_304, 16_118, 15_402];
  const oca = [2_106, 1_918, 1_804];
  const shc = [12_000, 12_000, 12_000];
  const shp = [18_500, 18_500, 18_500];
  const div = [4_500, 4_000];
  const re = [0, 0, 21_406];
  re[1] = re[2] + pat[1] - div[1];
  re[0] = re[1] + pat[0] - div[0];
  const te = add(shc, shp, re);
  const lb2 = [20_000, 24_000, 28_000];
  const ll2 = [4_915, 5_406, 5_904];
  const eb = [2_318, 2_206, 2_104];
  const tncl = add(lb2, ll2, eb);
  const lb1 = [4_000, 4_000, 4_000];
  const ll1 = [1_402, 1_380, 1_306];
  const tpay = [13_806, 12_918, 12_402];
  const ctl = [1_118, 906, 815];
  const tcl = add(lb1, ll1, tpay, ctl);
  const tl = add(tncl, tcl);
  const tle = add(te, tl);
  const cash = plug(tle, [tnca, invn, tr, oca], "ias1 cash");
  const tca = add(invn, tr, oca, cash);
  const ta = add(tnca, tca);
  eq(ta, tle, "ias1 balance");
  FILES.push({
    id: "pdfkit-ias1-third-balance-sheet",
    producer: "pdfkit",
    language: "en",
    company: "Veldhoven Optical Components N.V.",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "In thousands of euros",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    headRows: [["", "restated*"]],
    expect: [Y("2025-12-31"), Y("2024-12-31")],
    features: [
      'IAS 1.40A third statement of financial position: columns "31 Dec 2025 | 31 Dec 2024 | 1 Jan 2024" with "(restated)" under the two earlier dates; all three expected (the opening balance sheet with period 2024-01-01 as printed)',
      "equity before liabilities; non-current liabilities before current liabilities; loans and borrowings under both headings (long_term_debt, short_term_debt); right-of-use assets with deferred tax assets as other_non_current_assets, non-current lease liabilities and employee benefits as other_non_current_liabilities, current lease liabilities with current tax as other_current_liabilities (residuals, reader20 key definitions)",
      "statement of profit or loss with a restated comparative: selling and administrative expenses expected as their sum under SG&A, research and development (not expected), finance income as other_income, finance costs as interest_expense",
      "footnote on the restatement below the statements (not expected)",
    ],
    statements: [
      {
        type: "income_statement",
        title: "Consolidated Statement of Profit or Loss",
        sub: "for the year ended 31 December",
        rows: [
          row("Revenue", rev, "revenue"),
          row("Cost of sales", neg(cos), "cost_of_goods_sold", { s: -1 }),
          row("Gross profit", gp, "gross_profit", { b: true }),
          row("Selling expenses", neg(sell), "selling_general_administrative", { s: -1 }),
          row("Administrative expenses", neg(adm), "selling_general_administrative", { s: -1 }),
          row("Research and development expenses", neg(rd), null, { s: -1 }),
          row("Operating profit", op, "operating_profit", { b: true }),
          row("Finance income", finInc, "other_income"),
          row("Finance costs", neg(finCost), "interest_expense", { s: -1 }),
          row("Profit before tax", pbt, "profit_before_tax", { b: true }),
          row("Income tax expense", neg(tax), "income_tax", { s: -1 }),
          row("Profit for the year", pat, "net_profit", { b: true }),
        ],
        after: ["* Comparative information restated for the correction of an error, see note 2."],
      },
      {
        type: "balance_sheet",
        title: "Consolidated Statement of Financial Position",
        sub: "as at",
        cols: ["31 Dec 2025", "31 Dec 2024", "1 Jan 2024"],
        headRows: [["", "(restated)", "(restated)"]],
        expect: [Y("2025-12-31"), Y("2024-12-31"), Y("2024-01-01")],
        rows: [
          head("Assets"),
          row("Property, plant and equipment", ppe, "net_fixed_assets", { i: 1 }),
          row("Right-of-use assets", rou, "other_non_current_assets", { i: 1 }),
          row("Intangible assets", intang, "intangible_assets", { i: 1 }),
          row("Deferred tax assets", dta, "other_non_current_assets", { i: 1 }),
          row("Non-current assets", tnca, "total_non_current_assets", { b: true }),
          row("Inventories", invn, "inventory", { i: 1 }),
          row("Trade receivables", tr, "trade_receivables", { i: 1 }),
          row("Other current assets", oca, "other_current_assets", { i: 1 }),
          row("Cash and cash equivalents", cash, "cash", { i: 1 }),
          row("Current assets", tca, "total_current_assets", { b: true }),
          row("Total assets", ta, "total_assets", { b: true }),
          head("Equity"),
          row("Share capital", shc, "share_capital", { i: 1 }),
          row("Share premium", shp, null, { i: 1 }),
          row("Retained earnings", re, "retained_earnings", { i: 1 }),
          row("Total equity", te, "total_equity", { b: true }),
          head("Liabilities"),
          row("Loans and borrowings", lb2, "long_term_debt", { i: 1 }),
          row("Lease liabilities", ll2, "other_non_current_liabilities", { i: 1 }),
          row("Employee benefits", eb, "other_non_current_liabilities", { i: 1 }),
          row("Non-current liabilities", tncl, "total_non_current_liabilities", { b: true }),
          row("Loans and borrowings", lb1, "short_term_debt", { i: 1 }),
          row("Lease liabilities", ll1, "other_current_liabilities", { i: 1 }),
          row("Trade and other payables", tpay, "trade_payables", { i: 1 }),
          row("Current tax liabilities", ctl, "other_current_liabilities", { i: 1 }),
          row("Current liabilities", tcl, "total_current_liabilities", { b: true }),
          row("Total liabilities", tl, "total_liabilities", { b: true }),
          row("Total equity and liabilities", tle, "total_liabilities_and_equity", { b: true }),
        ],
      },
    ],
  });
}

// 4. US "Costs and expenses:" block, no gross profit, three years (chromium) -----------------------
{
  const adv = [2_318, 2_206, 2_015];
  const subs = [1_904, 1_712, 1_540];
  const lic = [590, 614, 577];
  const rev = add(adv, subs, lic);
  const cor = [2_206, 2_090, 1_932];
  const sga = [1_412, 1_366, 1_290];
  const da = [418, 402, 385];
  const restr = [64, 0, 118];
  const tce = add(cor, sga, da, restr);
  const ops = sub(rev, tce);
  const intx = [196, 212, 224];
  const ioi = [38, 24, -12];
  const pbt = add(ops, neg(intx), ioi);
  const tax = [139, 122, 43];
  const ni = sub(pbt, tax);
  FILES.push({
    id: "chromium-us-costs-and-expenses",
    producer: "chromium",
    language: "en",
    company: "Harbor Point Media Holdings, Inc.",
    currency: "USD",
    scale: 1_000_000,
    scale_phrase: "(in millions)",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024", "2023"],
    expect: [Y("2025-12-31"), Y("2024-12-31"), Y("2023-12-31")],
    features: [
      'US single-step layout: "Costs and expenses:" block (cost of revenues exclusive of depreciation and amortization, selling, general and administrative, depreciation and amortization, restructuring and other charges) and "Total costs and expenses" (not expected); no gross profit printed (not expected)',
      "three revenue lines summed to Total revenues; cost of revenues as cost_of_goods_sold; depreciation and amortization as depreciation_amortization; restructuring (not expected)",
      '"Interest and other income (expense), net" signed as printed as other_income (negative in 2023)',
      "three year columns, US dollars in millions",
    ],
    statements: [
      {
        type: "income_statement",
        title: "Consolidated Statements of Income",
        sub: "Years Ended December 31,",
        rows: [
          head("Revenues:"),
          row("Advertising", adv, null, { i: 1 }),
          row("Subscription", subs, null, { i: 1 }),
          row("Licensing and other", lic, null, { i: 1 }),
          row("Total revenues", rev, "revenue", { b: true }),
          head("Costs and expenses:"),
          row(
            "Cost of revenues (exclusive of depreciation and amortization shown separately below)",
            cor,
            "cost_of_goods_sold",
            { i: 1 },
          ),
          row("Selling, general and administrative", sga, "selling_general_administrative", { i: 1 }),
          row("Depreciation and amortization", da, "depreciation_amortization", { i: 1 }),
          row("Restructuring and other charges", restr, null, { i: 1 }),
          row("Total costs and expenses", tce, null, { b: true }),
          row("Operating income", ops, "operating_profit", { b: true }),
          row("Interest expense", neg(intx), "interest_expense", { s: -1 }),
          row("Interest and other income (expense), net", ioi, "other_income"),
          row("Income before income taxes", pbt, "profit_before_tax", { b: true }),
          row("Income tax expense", neg(tax), "income_tax", { s: -1 }),
          row("Net income", ni, "net_profit", { b: true }),
        ],
      },
    ],
  });
}

// 5. Australian AASB: profit or loss and OCI by nature, attribution lines; balance sheet with net assets (pdfkit)
{
  const rev = [212_406, 198_315];
  const oi = [1_318, 906];
  const chInv = [2_104, -1_415];
  const raw = [98_615, 93_402];
  const emp = [52_318, 49_116];
  const da = [11_406, 10_918];
  const occ = [3_915, 3_706];
  const oe = [14_207, 13_615];
  const finInc = [412, 288];
  const finCost = [3_806, 4_118];
  const pbt = add(rev, oi, chInv, neg(raw), neg(emp), neg(da), neg(occ), neg(oe), finInc, neg(finCost));
  const tax = [8_912, 7_390];
  const pat = sub(pbt, tax);
  const fx = [-615, 412];
  const tci = add(pat, fx);
  const patNci = [1_206, 1_015];
  const patOwn = sub(pat, patNci);
  const tciNci = [1_150, 1_052];
  const tciOwn = sub(tci, tciNci);
  // balance sheet 30 June
  const tor = [31_406, 29_118];
  const invn = [27_915, 25_811];
  const oth = [1_806, 1_614];
  const ppe = [88_412, 84_906];
  const rou = [12_306, 13_118];
  const intang = [15_600, 15_600];
  const dta = [3_418, 3_206];
  const tnca = add(ppe, rou, intang, dta);
  const tpay = [24_318, 22_906];
  const bor1 = [5_000, 5_000];
  const ll1 = [2_918, 2_806];
  const eb1 = [6_415, 6_118];
  const itx = [2_106, 1_804];
  const tcl = add(tpay, bor1, ll1, eb1, itx);
  const bor2 = [35_000, 40_000];
  const ll2 = [10_406, 11_215];
  const eb2 = [1_318, 1_206];
  const tncl = add(bor2, ll2, eb2);
  const tl = add(tcl, tncl);
  const cap = [60_000, 60_000];
  const resv = [1_406, 1_971];
  const div = 12_000;
  const rp = [0, 28_406];
  rp[0] = rp[1] + patOwn[0] - div;
  const own = add(cap, resv, rp);
  const nci = [6_118, 4_968];
  const te = add(own, nci);
  const cash = plug(add(tl, te), [tor, invn, oth, tnca], "au cash");
  const tca = add(cash, tor, invn, oth);
  const ta = add(tca, tnca);
  const na = sub(ta, tl);
  eq(na, te, "au balance");
  FILES.push({
    id: "pdfkit-au-aasb-by-nature-oci",
    producer: "pdfkit",
    language: "en",
    company: "Ironbark Civil Supplies Limited",
    currency: "AUD",
    scale: 1000,
    scale_phrase: "$'000",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    headRows: [["$'000", "$'000"]],
    expect: [Y("2025-06-30"), Y("2024-06-30")],
    features: [
      "Australian AASB statement of profit or loss and other comprehensive income by nature, expenses in parentheses: raw materials and consumables used as raw_materials, employee benefits expense (not expected, not SG&A), depreciation and amortisation expense, occupancy (not expected), other expenses as other_operating_expenses, changes in inventories (not expected)",
      'other income at the top (operating, not expected); finance income as other_income, finance costs as interest_expense; no operating profit printed; "Profit after income tax expense for the year" as net_profit',
      'OCI (foreign currency translation) and "Total comprehensive income for the year attributable to" owners and non-controlling interests (not expected)',
      'statement of financial position with "Net assets" (not expected) equal to total equity; right-of-use assets with deferred tax as other_non_current_assets; lease liabilities, employee benefits and income tax as other_current_liabilities, lease liabilities and employee benefits as other_non_current_liabilities (residuals, reader20 key definitions); equity attributable to owners (not expected), non-controlling interests',
      "fiscal year ending June",
    ],
    statements: [
      {
        type: "income_statement",
        title: "Consolidated Statement of Profit or Loss and Other Comprehensive Income",
        sub: "For the year ended 30 June 2025",
        rows: [
          row("Revenue from contracts with customers", rev, "revenue"),
          row("Other income", oi),
          head("Expenses"),
          row("Changes in inventories", chInv, null, { i: 1 }),
          row("Raw materials and consumables used", neg(raw), "raw_materials", { s: -1, i: 1 }),
          row("Employee benefits expense", neg(emp), null, { s: -1, i: 1 }),
          row("Depreciation and amortisation expense", neg(da), "depreciation_amortization", { s: -1, i: 1 }),
          row("Occupancy costs", neg(occ), null, { s: -1, i: 1 }),
          row("Other expenses", neg(oe), "other_operating_expenses", { s: -1, i: 1 }),
          row("Finance income", finInc, "other_income", { i: 1 }),
          row("Finance costs", neg(finCost), "interest_expense", { s: -1, i: 1 }),
          row("Profit before income tax expense", pbt, "profit_before_tax", { b: true }),
          row("Income tax expense", neg(tax), "income_tax", { s: -1 }),
          row("Profit after income tax expense for the year", pat, "net_profit", { b: true }),
          head("Other comprehensive income"),
          row("Items that may be reclassified subsequently to profit or loss", null),
          row("Foreign currency translation", fx, null, { i: 1 }),
          row("Total comprehensive income for the year", tci, null, { b: true }),
          head("Profit for the year is attributable to:"),
          row("Non-controlling interest", patNci, null, { i: 1 }),
          row("Owners of Ironbark Civil Supplies Limited", patOwn, null, { i: 1 }),
          head("Total comprehensive income for the year is attributable to:"),
          row("Non-controlling interest", tciNci, null, { i: 1 }),
          row("Owners of Ironbark Civil Supplies Limited", tciOwn, null, { i: 1 }),
        ],
      },
      {
        type: "balance_sheet",
        title: "Consolidated Statement of Financial Position",
        sub: "As at 30 June 2025",
        rows: [
          head("Current assets"),
          row("Cash and cash equivalents", cash, "cash", { i: 1 }),
          row("Trade and other receivables", tor, "trade_receivables", { i: 1 }),
          row("Inventories", invn, "inventory", { i: 1 }),
          row("Other", oth, "other_current_assets", { i: 1 }),
          row("Total current assets", tca, "total_current_assets", { b: true }),
          head("Non-current assets"),
          row("Property, plant and equipment", ppe, "net_fixed_assets", { i: 1 }),
          row("Right-of-use assets", rou, "other_non_current_assets", { i: 1 }),
          row("Intangibles", intang, "intangible_assets", { i: 1 }),
          row("Deferred tax", dta, "other_non_current_assets", { i: 1 }),
          row("Total non-current assets", tnca, "total_non_current_assets", { b: true }),
          row("Total assets", ta, "total_assets", { b: true }),
          head("Current liabilities"),
          row("Trade and other payables", tpay, "trade_payables", { i: 1 }),
          row("Borrowings", bor1, "short_term_debt", { i: 1 }),
          row("Lease liabilities", ll1, "other_current_liabilities", { i: 1 }),
          row("Employee benefits", eb1, "other_current_liabilities", { i: 1 }),
          row("Income tax", itx, "other_current_liabilities", { i: 1 }),
          row("Total current liabilities", tcl, "total_current_liabilities", { b: true }),
          head("Non-current liabilities"),
          row("Borrowings", bor2, "long_term_debt", { i: 1 }),
          row("Lease liabilities", ll2, "other_non_current_liabilities", { i: 1 }),
          row("Employee benefits", eb2, "other_non_current_liabilities", { i: 1 }),
          row("Total non-current liabilities", tncl, "total_non_current_liabilities", { b: true }),
          row("Total liabilities", tl, "total_liabilities", { b: true }),
          row("Net assets", na, null, { b: true }),
          head("Equity"),
          row("Issued capital", cap, "share_capital", { i: 1 }),
          row("Reserves", resv, null, { i: 1 }),
          row("Retained profits", rp, "retained_earnings", { i: 1 }),
          row("Equity attributable to the owners", own, null, { b: true }),
          row("Non-controlling interest", nci, null, { i: 1 }),
          row("Total equity", te, "total_equity", { b: true }),
        ],
      },
    ],
  });
}

// 6. Indian Ind AS balance sheet: financial liabilities under both headings, other equity (groff) ----
{
  const c = r2;
  const ppe = [18_406.52, 17_215.3];
  const cwip = [1_204.18, 2_318.75];
  const intang = [412.6, 498.15];
  const inv2 = [850.0, 850.0];
  const dta = [215.44, 190.08];
  const onca = [618.9, 544.32];
  const tnca = c(add(ppe, cwip, intang, inv2, dta, onca));
  const invn = [9_815.36, 9_102.44];
  const tr = [12_406.81, 11_318.9];
  const bank = [418.5, 392.0];
  const oca = [1_106.27, 984.6];
  const eshc = [2_500.0, 2_500.0];
  const oeq = [24_918.47, 22_406.18];
  const te = c(add(eshc, oeq));
  const bor2 = [6_500.0, 7_800.0];
  const lease2 = [612.4, 705.18];
  const prov2 = [318.06, 296.5];
  const dtl = [904.15, 862.3];
  const tncl = c(add(bor2, lease2, prov2, dtl));
  const bor1 = [3_415.28, 3_106.9];
  const lease1 = [96.3, 88.72];
  const tpMsme = [612.84, 540.16];
  const tpOth = [6_918.42, 6_406.5];
  const ofl = [1_104.6, 1_018.35];
  const ocl = [708.19, 652.4];
  const prov1 = [204.8, 190.6];
  const ctl = [152.36, 118.04];
  const tcl = c(add(bor1, lease1, tpMsme, tpOth, ofl, ocl, prov1, ctl));
  const tl = c(add(tncl, tcl));
  const tel = c(add(te, tl));
  const cash = plug(tel, [tnca, invn, tr, bank, oca], "ind cash");
  const tca = c(add(invn, tr, cash, bank, oca));
  const ta = c(add(tnca, tca));
  eq(ta, tel, "ind balance");
  FILES.push({
    id: "groff-in-indas-balance-sheet-lakhs",
    producer: "groff",
    language: "en",
    company: "Sahyadri Auto Components Limited",
    currency: "INR",
    scale: 100_000,
    scale_phrase: "(All amounts in INR lakhs, unless otherwise stated)",
    conv: "en",
    decimals: 2,
    cols: ["As at 31 March 2026", "As at 31 March 2025"],
    expect: [Y("2026-03-31"), Y("2025-03-31")],
    features: [
      'Indian Ind AS (Schedule III Division II) balance sheet: "Financial assets" and "Financial liabilities" sub-headings under current and non-current headings; "(i) Borrowings" under non-current (long_term_debt) and current (short_term_debt) financial liabilities',
      '"(iii) Trade payables" split into "- micro and small enterprises" and "- creditors other than micro and small", expected as their sum under trade_payables',
      '"Equity share capital" (share_capital) and "Other equity" (not expected: reserves and surplus together, no retained earnings line)',
      "capital work-in-progress, investments and other non-current assets as other_non_current_assets with deferred tax assets; bank balances other than cash and cash equivalents as other_current_assets with other current assets (cash is the cash and cash equivalents line; residuals, reader20 key definitions)",
      "lease liabilities, other financial liabilities, other current liabilities, provisions and current tax liabilities as other_current_liabilities; lease liabilities, provisions and deferred tax liabilities as other_non_current_liabilities (residuals, reader20 key definitions); Total Liabilities printed",
      'INR lakhs with two decimals; fiscal year ending March; column headings "As at 31 March 2026"',
    ],
    statements: [
      {
        type: "balance_sheet",
        title: "Balance Sheet as at 31 March 2026",
        sub: "",
        rows: [
          head("ASSETS"),
          head("Non-current assets"),
          row("Property, plant and equipment", ppe, "net_fixed_assets", { i: 1 }),
          row("Capital work-in-progress", cwip, "other_non_current_assets", { i: 1 }),
          row("Other intangible assets", intang, "intangible_assets", { i: 1 }),
          row("Financial assets", null, null, { i: 1 }),
          row("(i) Investments", inv2, "other_non_current_assets", { i: 1 }),
          row("Deferred tax assets (net)", dta, "other_non_current_assets", { i: 1 }),
          row("Other non-current assets", onca, "other_non_current_assets", { i: 1 }),
          row("Total non-current assets", tnca, "total_non_current_assets", { b: true }),
          head("Current assets"),
          row("Inventories", invn, "inventory", { i: 1 }),
          row("Financial assets", null, null, { i: 1 }),
          row("(i) Trade receivables", tr, "trade_receivables", { i: 1 }),
          row("(ii) Cash and cash equivalents", cash, "cash", { i: 1 }),
          row("(iii) Bank balances other than (ii) above", bank, "other_current_assets", { i: 1 }),
          row("Other current assets", oca, "other_current_assets", { i: 1 }),
          row("Total current assets", tca, "total_current_assets", { b: true }),
          row("Total Assets", ta, "total_assets", { b: true }),
          head("EQUITY AND LIABILITIES"),
          head("Equity"),
          row("Equity share capital", eshc, "share_capital", { i: 1 }),
          row("Other equity", oeq, null, { i: 1 }),
          row("Total equity", te, "total_equity", { b: true }),
          head("Liabilities"),
          head("Non-current liabilities"),
          row("Financial liabilities", null, null, { i: 1 }),
          row("(i) Borrowings", bor2, "long_term_debt", { i: 1 }),
          row("(ii) Lease liabilities", lease2, "other_non_current_liabilities", { i: 1 }),
          row("Provisions", prov2, "other_non_current_liabilities", { i: 1 }),
          row("Deferred tax liabilities (net)", dtl, "other_non_current_liabilities", { i: 1 }),
          row("Total non-current liabilities", tncl, "total_non_current_liabilities", { b: true }),
          head("Current liabilities"),
          row("Financial liabilities", null, null, { i: 1 }),
          row("(i) Borrowings", bor1, "short_term_debt", { i: 1 }),
          row("(ii) Lease liabilities", lease1, "other_current_liabilities", { i: 1 }),
          row("(iii) Trade payables", null, null, { i: 1 }),
          row("- micro and small enterprises", tpMsme, "trade_payables", { i: 1 }),
          row("- creditors other than micro and small", tpOth, "trade_payables", { i: 1 }),
          row("(iv) Other financial liabilities", ofl, "other_current_liabilities", { i: 1 }),
          row("Other current liabilities", ocl, "other_current_liabilities", { i: 1 }),
          row("Provisions", prov1, "other_current_liabilities", { i: 1 }),
          row("Current tax liabilities (net)", ctl, "other_current_liabilities", { i: 1 }),
          row("Total current liabilities", tcl, "total_current_liabilities", { b: true }),
          row("Total Liabilities", tl, "total_liabilities", { b: true }),
          row("Total Equity and Liabilities", tel, "total_liabilities_and_equity", { b: true }),
        ],
      },
    ],
  });
}

// 7. Swiss OR: Bilanz (Aktiven / Passiven) and Erfolgsrechnung (Produktionserfolgsrechnung), CHF (chromium)
{
  const umsatz = [18_406_215, 17_318_940];
  const bestand = [-214_300, 168_450];
  const material = [7_815_406, 7_402_118];
  const personal = [5_918_320, 5_604_915];
  const uba = [2_104_818, 1_988_406];
  const ebitda = add(umsatz, bestand, neg(material), neg(personal), neg(uba));
  const abschr = [906_415, 872_300];
  const ebit = sub(ebitda, abschr);
  const finE = [18_406, 12_115];
  const finA = [214_830, 236_418];
  const ao = [0, 85_000];
  const ebt = add(ebit, finE, neg(finA), ao);
  const steuern = [344_812, 318_506];
  const jg = sub(ebt, steuern);
  // Bilanz 31.12.
  const fordLL = [3_104_815, 2_906_418];
  const uef = [214_306, 198_440];
  const vorr = [2_815_400, 3_029_700];
  const ara = [96_418, 88_215];
  const fin = [250_000, 250_000];
  const sach = [6_418_906, 6_812_415];
  const imm = [118_400, 142_080];
  const tav = add(fin, sach, imm);
  const verbLL = [1_906_318, 1_815_406];
  const kvv = [600_000, 600_000];
  const ukv = [418_215, 392_806];
  const pra = [312_406, 295_118];
  const tkfk = add(verbLL, kvv, ukv, pra);
  const lvv = [3_800_000, 4_400_000];
  const rst = [415_000, 390_000];
  const tlfk = add(lvv, rst);
  const tfk = add(tkfk, tlfk);
  const ak = [1_000_000, 1_000_000];
  const ggr = [500_000, 500_000];
  const dividende = 1_200_000;
  const gv = [0, 4_416_870];
  gv[0] = gv[1] + jg[1] - dividende;
  const tek = add(ak, ggr, gv, jg);
  const tp = add(tfk, tek);
  const liq = plug(tp, [fordLL, uef, vorr, ara, tav], "ch liquid");
  const tuv = add(liq, fordLL, uef, vorr, ara);
  const ta = add(tuv, tav);
  eq(ta, tp, "ch balance");
  FILES.push({
    id: "chromium-ch-or-bilanz-erfolgsrechnung",
    producer: "chromium",
    language: "de",
    company: "Emmental Präzisionsteile AG",
    currency: "CHF",
    scale: 1,
    scale_phrase: "in CHF",
    conv: "ch",
    decimals: 0,
    cols: ["31.12.2025", "31.12.2024"],
    expect: [Y("2025-12-31"), Y("2024-12-31")],
    features: [
      "Swiss Code of Obligations (Art. 959a/959b OR) Bilanz with Aktiven and Passiven: Total Umlaufvermögen, Total Anlagevermögen, Total Aktiven; Total kurzfristiges Fremdkapital, Total langfristiges Fremdkapital, Total Fremdkapital, Total Eigenkapital, Total Passiven",
      "Flüssige Mittel as cash; kurzfristige verzinsliche Verbindlichkeiten as short_term_debt, langfristige as long_term_debt; übrige kurzfristige Verbindlichkeiten and passive Rechnungsabgrenzungen as other_current_liabilities; aktive Rechnungsabgrenzungen as other_current_assets with übrige kurzfristige Forderungen; Rückstellungen (in the langfristiges Fremdkapital) as other_non_current_liabilities (residuals, reader20 key definitions)",
      'equity: Aktienkapital (share_capital), gesetzliche Gewinnreserve, Gewinnvortrag and "Jahresgewinn" as separate lines (retained earnings not expected: no single line)',
      "Erfolgsrechnung nach dem Produktionserfolgsverfahren: Nettoerlöse aus Lieferungen und Leistungen, Bestandesänderungen (not expected), Materialaufwand (not expected), Personalaufwand (not expected), übriger betrieblicher Aufwand as other_operating_expenses, EBITDA and EBIT lines printed (ebitda, operating_profit), Finanzertrag as other_income, Finanzaufwand as interest_expense, ausserordentlicher Ertrag (not expected), direkte Steuern, Jahresgewinn",
      "Swiss apostrophe thousands separator, whole francs",
      "German language",
    ],
    statements: [
      {
        type: "balance_sheet",
        title: "Bilanz per 31. Dezember 2025",
        sub: "in CHF",
        rows: [
          head("Aktiven"),
          row("Flüssige Mittel", liq, "cash", { i: 1 }),
          row("Forderungen aus Lieferungen und Leistungen", fordLL, "trade_receivables", { i: 1 }),
          row("Übrige kurzfristige Forderungen", uef, "other_current_assets", { i: 1 }),
          row("Vorräte und nicht fakturierte Dienstleistungen", vorr, "inventory", { i: 1 }),
          row("Aktive Rechnungsabgrenzungen", ara, "other_current_assets", { i: 1 }),
          row("Total Umlaufvermögen", tuv, "total_current_assets", { b: true }),
          row("Finanzanlagen", fin, "other_non_current_assets", { i: 1 }),
          row("Sachanlagen", sach, "net_fixed_assets", { i: 1 }),
          row("Immaterielle Werte", imm, "intangible_assets", { i: 1 }),
          row("Total Anlagevermögen", tav, "total_non_current_assets", { b: true }),
          row("Total Aktiven", ta, "total_assets", { b: true }),
          head("Passiven"),
          row("Verbindlichkeiten aus Lieferungen und Leistungen", verbLL, "trade_payables", { i: 1 }),
          row("Kurzfristige verzinsliche Verbindlichkeiten", kvv, "short_term_debt", { i: 1 }),
          row("Übrige kurzfristige Verbindlichkeiten", ukv, "other_current_liabilities", { i: 1 }),
          row("Passive Rechnungsabgrenzungen", pra, "other_current_liabilities", { i: 1 }),
          row("Total kurzfristiges Fremdkapital", tkfk, "total_current_liabilities", { b: true }),
          row("Langfristige verzinsliche Verbindlichkeiten", lvv, "long_term_debt", { i: 1 }),
          row("Rückstellungen", rst, "other_non_current_liabilities", { i: 1 }),
          row("Total langfristiges Fremdkapital", tlfk, "total_non_current_liabilities", { b: true }),
          row("Total Fremdkapital", tfk, "total_liabilities", { b: true }),
          row("Aktienkapital", ak, "share_capital", { i: 1 }),
          row("Gesetzliche Gewinnreserve", ggr, null, { i: 1 }),
          row("Gewinnvortrag", gv, null, { i: 1 }),
          row("Jahresgewinn", jg, null, { i: 1 }),
          row("Total Eigenkapital", tek, "total_equity", { b: true }),
          row("Total Passiven", tp, "total_liabilities_and_equity", { b: true }),
        ],
      },
      {
        type: "income_statement",
        title: "Erfolgsrechnung 2025",
        sub: "1. Januar bis 31. Dezember, in CHF",
        cols: ["2025", "2024"],
        rows: [
          row("Nettoerlöse aus Lieferungen und Leistungen", umsatz, "revenue"),
          row("Bestandesänderungen an unfertigen und fertigen Erzeugnissen", bestand),
          row("Materialaufwand", neg(material)),
          row("Personalaufwand", neg(personal)),
          row("Übriger betrieblicher Aufwand", neg(uba), "other_operating_expenses", { s: -1 }),
          row("Betriebliches Ergebnis vor Abschreibungen (EBITDA)", ebitda, "ebitda", { b: true }),
          row(
            "Abschreibungen und Wertberichtigungen auf Positionen des Anlagevermögens",
            neg(abschr),
            "depreciation_amortization",
            {
              s: -1,
            },
          ),
          row("Betriebliches Ergebnis (EBIT)", ebit, "operating_profit", { b: true }),
          row("Finanzertrag", finE, "other_income"),
          row("Finanzaufwand", neg(finA), "interest_expense", { s: -1 }),
          row("Ausserordentlicher Ertrag", ao),
          row("Jahresgewinn vor Steuern", ebt, "profit_before_tax", { b: true }),
          row("Direkte Steuern", neg(steuern), "income_tax", { s: -1 }),
          row("Jahresgewinn", jg, "net_profit", { b: true }),
        ],
      },
    ],
  });
}

// 8. HGB kleine GmbH: GuV nach § 276 ab Rohergebnis, verkürzte Bilanz (groff, euros and cents) -------
{
  const c = r2;
  const roh = [1_418_306.52, 1_306_915.4];
  const lg = [712_418.3, 668_206.15];
  const sa = [146_904.82, 137_512.6];
  const pers = c(add(lg, sa));
  const abs = [58_406.0, 61_215.0];
  const sba = [214_618.47, 198_406.33];
  const zinsE = [1_204.15, 318.4];
  const zinsA = [18_406.9, 21_118.75];
  const ezs = [82_304.0, 69_415.0];
  const ens = c(add(roh, neg(pers), neg(abs), neg(sba), zinsE, neg(zinsA), neg(ezs)));
  const sst = [1_206.0, 1_206.0];
  const jue = c(sub(ens, sst));
  // Bilanz
  const immat = [12_406.0, 16_541.0];
  const sach = [318_415.0, 342_906.0];
  const av = c(add(immat, sach));
  const vorr = [186_418.55, 172_905.1];
  const ford = [241_306.82, 226_418.37];
  const rapA = [6_418.2, 5_906.15];
  const gk = [25_000.0, 25_000.0];
  const gvv = [0, 296_418.66];
  const auss = 150_000;
  gvv[0] = c([gvv[1] + jue[1] - auss])[0];
  const ek = c(add(gk, gvv, jue));
  const rst = [98_406.0, 91_215.0];
  const verb = [412_906.41, 448_312.52];
  const rapP = [3_118.0, 2_806.0];
  const sp = c(add(ek, rst, verb, rapP));
  const kasse = plug(sp, [av, vorr, ford, rapA], "276 kasse");
  const uv = c(add(vorr, ford, kasse));
  const sa2 = c(add(av, uv, rapA));
  eq(sa2, sp, "276 balance");
  FILES.push({
    id: "groff-de-hgb-276-rohergebnis",
    producer: "groff",
    language: "de",
    company: "Werratal Haustechnik GmbH",
    currency: "EUR",
    scale: 1,
    scale_phrase: "in EUR",
    conv: "de",
    decimals: 2,
    cols: ["31.12.2025", "31.12.2024"],
    expect: [Y("2025-12-31"), Y("2024-12-31")],
    features: [
      'verkürzte Bilanz einer kleinen GmbH (§ 266 Abs. 1 Satz 3 HGB) in Staffelform: A. Anlagevermögen with I./II. lines (no subtotal printed for A.), B. Umlaufvermögen with "Summe Umlaufvermögen" (total_current_assets), Forderungen und sonstige Vermögensgegenstände in one line (not expected), C. Rechnungsabgrenzungsposten (not expected: outside the Umlaufvermögen, not other current assets, reader20 key definitions), Summe Aktiva / Summe Passiva',
      'Passiva: Gezeichnetes Kapital (share_capital), Gewinnvortrag and Jahresüberschuss (not expected), "Summe Eigenkapital" (total_equity), Rückstellungen and Verbindlichkeiten without a current/non-current split (not expected), passiver RAP (not expected)',
      'GuV nach § 276 HGB beginning with "1. Rohergebnis" (not expected: no revenue, no gross profit key for it, as earlier batches decided); Personalaufwand in a) and b) lines with the printed subtotal (not expected); Abschreibungen; sonstige betriebliche Aufwendungen; sonstige Zinsen und ähnliche Erträge as other_income; Steuern vom Einkommen und vom Ertrag; Ergebnis nach Steuern; sonstige Steuern; Jahresüberschuss',
      "euros and cents, German number format",
      "German HGB",
      "German language",
    ],
    statements: [
      {
        type: "balance_sheet",
        title: "Bilanz zum 31. Dezember 2025",
        sub: "Aktiva",
        rows: [
          head("A. Anlagevermögen"),
          row("I. Immaterielle Vermögensgegenstände", immat, "intangible_assets", { i: 1 }),
          row("II. Sachanlagen", sach, "net_fixed_assets", { i: 1 }),
          head("B. Umlaufvermögen"),
          row("I. Vorräte", vorr, "inventory", { i: 1 }),
          row("II. Forderungen und sonstige Vermögensgegenstände", ford, null, { i: 1 }),
          row("III. Kassenbestand, Guthaben bei Kreditinstituten", kasse, "cash", { i: 1 }),
          row("Summe Umlaufvermögen", uv, "total_current_assets", { b: true }),
          row("C. Rechnungsabgrenzungsposten", rapA),
          row("Summe Aktiva", sa2, "total_assets", { b: true }),
          head("Passiva"),
          head("A. Eigenkapital"),
          row("I. Gezeichnetes Kapital", gk, "share_capital", { i: 1 }),
          row("II. Gewinnvortrag", gvv, null, { i: 1 }),
          row("III. Jahresüberschuss", jue, null, { i: 1 }),
          row("Summe Eigenkapital", ek, "total_equity", { b: true }),
          row("B. Rückstellungen", rst),
          row("C. Verbindlichkeiten", verb),
          row("D. Rechnungsabgrenzungsposten", rapP),
          row("Summe Passiva", sp, "total_liabilities_and_equity", { b: true }),
        ],
      },
      {
        type: "income_statement",
        title: "Gewinn- und Verlustrechnung",
        sub: "für die Zeit vom 1. Januar bis 31. Dezember 2025",
        cols: ["2025", "2024"],
        rows: [
          row("1. Rohergebnis", roh, null, { b: true }),
          row("2. Personalaufwand", null),
          row("a) Löhne und Gehälter", lg, null, { i: 1 }),
          row("b) soziale Abgaben und Aufwendungen für Altersversorgung", sa, null, { i: 1 }),
          row("", pers, null, { b: true }),
          row(
            "3. Abschreibungen auf Sachanlagen und immaterielle Vermögensgegenstände",
            abs,
            "depreciation_amortization",
          ),
          row("4. sonstige betriebliche Aufwendungen", sba, "other_operating_expenses"),
          row("5. sonstige Zinsen und ähnliche Erträge", zinsE, "other_income"),
          row("6. Zinsen und ähnliche Aufwendungen", zinsA, "interest_expense"),
          row("7. Steuern vom Einkommen und vom Ertrag", ezs, "income_tax"),
          row("8. Ergebnis nach Steuern", ens, null, { b: true }),
          row("9. sonstige Steuern", sst),
          row("10. Jahresüberschuss", jue, "net_profit", { b: true }),
        ],
      },
    ],
  });
}

// 9. HGB GuV nach dem Gesamtkostenverfahren (§ 275 Abs. 2) with Bestandsveränderungen and Materialaufwand
//    a)/b) (pdfkit, TEUR) -----------------------------------------------------------------------------
{
  const u = [46_318, 43_906];
  const bv = [-1_204, 915];
  const ae = [312, 286];
  const sbe = [618, 540];
  const rhb = [18_406, 17_918];
  const bl = [3_115, 2_906];
  const mat = add(rhb, bl);
  const lg = [11_918, 11_206];
  const sa = [2_406, 2_290];
  const pers = add(lg, sa);
  const abs = [2_118, 2_015];
  const sba = [3_906, 3_702];
  const zinsE = [46, 18];
  const zinsA = [604, 688];
  const ezs = [984, 1_112];
  const ens = add(u, bv, ae, sbe, neg(mat), neg(pers), neg(abs), neg(sba), zinsE, neg(zinsA), neg(ezs));
  const sst = [58, 55];
  const jue = sub(ens, sst);
  FILES.push({
    id: "pdfkit-de-hgb-gesamtkosten-bestand",
    producer: "pdfkit",
    language: "de",
    company: "Oberpfälzer Gießerei und Maschinenbau GmbH",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "in TEUR",
    conv: "de",
    decimals: 0,
    cols: ["2025", "2024"],
    headRows: [["TEUR", "TEUR"]],
    expect: [Y("2025-12-31"), Y("2024-12-31")],
    features: [
      "HGB GuV nach dem Gesamtkostenverfahren (§ 275 Abs. 2 HGB), all 17 items numbered, expenses printed with a minus sign",
      '"2. Verminderung (Vorjahr: Erhöhung) des Bestands an fertigen und unfertigen Erzeugnissen" negative in 2025 (not expected); "3. andere aktivierte Eigenleistungen" and sonstige betriebliche Erträge (not expected)',
      '"5. Materialaufwand" with a) Aufwendungen für Roh-, Hilfs- und Betriebsstoffe und für bezogene Waren (raw_materials) and b) Aufwendungen für bezogene Leistungen (not expected), the printed subtotal (not expected)',
      "6. Personalaufwand a) and b) with its subtotal (not expected, not SG&A); 7. Abschreibungen as depreciation_amortization; 8. sonstige betriebliche Aufwendungen; 11. sonstige Zinsen und ähnliche Erträge as other_income; 13. Zinsen und ähnliche Aufwendungen; 14. Steuern vom Einkommen und vom Ertrag; 15. Ergebnis nach Steuern; 16. sonstige Steuern; 17. Jahresüberschuss",
      "German HGB",
      "German language",
    ],
    statements: [
      {
        type: "income_statement",
        title: "Gewinn- und Verlustrechnung für das Geschäftsjahr 2025",
        sub: "Gesamtkostenverfahren",
        rows: [
          row("1. Umsatzerlöse", u, "revenue"),
          row("2. Verminderung (Vj. Erhöhung) des Bestands an Erzeugnissen", bv),
          row("3. andere aktivierte Eigenleistungen", ae),
          row("4. sonstige betriebliche Erträge", sbe),
          row("5. Materialaufwand", null),
          row("a) Roh-, Hilfs- und Betriebsstoffe und bezogene Waren", neg(rhb), "raw_materials", { s: -1, i: 1 }),
          row("b) Aufwendungen für bezogene Leistungen", neg(bl), null, { s: -1, i: 1 }),
          row("", neg(mat), null, { b: true }),
          row("6. Personalaufwand", null),
          row("a) Löhne und Gehälter", neg(lg), null, { s: -1, i: 1 }),
          row("b) soziale Abgaben und Altersversorgung", neg(sa), null, { s: -1, i: 1 }),
          row("", neg(pers), null, { b: true }),
          row("7. Abschreibungen auf Sachanlagen und immaterielle VG", neg(abs), "depreciation_amortization", {
            s: -1,
          }),
          row("8. sonstige betriebliche Aufwendungen", neg(sba), "other_operating_expenses", { s: -1 }),
          row("9. Erträge aus Beteiligungen", [0, 0]),
          row("10. Erträge aus Ausleihungen des Finanzanlagevermögens", [0, 0]),
          row("11. sonstige Zinsen und ähnliche Erträge", zinsE, "other_income"),
          row("12. Abschreibungen auf Finanzanlagen", [0, 0]),
          row("13. Zinsen und ähnliche Aufwendungen", neg(zinsA), "interest_expense", { s: -1 }),
          row("14. Steuern vom Einkommen und vom Ertrag", neg(ezs), "income_tax", { s: -1 }),
          row("15. Ergebnis nach Steuern", ens, null, { b: true }),
          row("16. sonstige Steuern", neg(sst)),
          row("17. Jahresüberschuss", jue, "net_profit", { b: true }),
        ],
      },
    ],
  });
}

// 10. Cash and cash equivalents net of bank overdrafts; balance sheet shows both (chromium) -----------
{
  // income statement (short) for the cash flow's starting point
  const rev = [38_406, 36_118];
  const cos = [27_915, 26_402];
  const gp = sub(rev, cos);
  const adm = [6_815, 6_518];
  const op = sub(gp, adm);
  const fc = [914, 1_006];
  const pbt = sub(op, fc);
  const tax = [612, 540];
  const pat = sub(pbt, tax);
  // balance sheet (two year ends) and a prior year end for the 2024 opening cash
  const bankAt = [1_806, 942, 1_318]; // cash at bank and in hand: 2025, 2024, 2023
  const od = [615, 1_904, 1_106]; // bank overdrafts
  const cce = sub(bankAt, od); // cash and cash equivalents in the cash flow
  const chg = [cce[0] - cce[1], cce[1] - cce[2]];
  // cash flow
  const dep = [1_418, 1_352];
  const dInv = [-406, 318];
  const dRec = [-512, -218];
  const dPay = [604, -306];
  const cgo = add(op, dep, dInv, dRec, dPay);
  const intPaid = [-914, -1_006];
  const taxPaid = [-566, -518];
  const cfo = add(cgo, intPaid, taxPaid);
  const capex = [-1_215, -2_906];
  const sale = [118, 64];
  const cfi = add(capex, sale);
  const newLoan = [0, 1_500];
  const repay = [-800, -600];
  const div = [-600, -500];
  const cff = add(newLoan, repay, div);
  // the change in payables is what makes the printed change equal the change in net cash
  const gap = sub(chg, add(cfo, cfi, cff));
  dPay[0] += gap[0];
  dPay[1] += gap[1];
  const cgo2 = add(op, dep, dInv, dRec, dPay);
  const cfo2 = add(cgo2, intPaid, taxPaid);
  const chg2 = add(cfo2, cfi, cff);
  eq(chg2, chg, "od change");
  const cff2 = cff;
  const open = [cce[1], cce[2]];
  const close = [cce[0], cce[1]];
  // balance sheet 2025 | 2024
  const ppe = [14_306, 14_509];
  const tr = [6_418, 5_906];
  const invn = [4_815, 4_409];
  const tca = add(invn, tr, bankAt.slice(0, 2));
  const tp = [5_118, 4_514];
  const ctax = [312, 266];
  const odb = od.slice(0, 2);
  const loan1 = [800, 800];
  const tcl = add(tp, ctax, odb, loan1);
  const loan2 = [4_200, 5_000];
  const sc = [2_000, 2_000];
  const ta = add(ppe, tca);
  const tl = add(tcl, loan2);
  const re = sub(ta, add(tl, sc));
  // retained earnings roll: re2025 = re2024 + pat - dividends (balance plugged through PPE)
  const fixRe = re[1] + pat[0] - 600 - re[0];
  ppe[0] += fixRe;
  const ta2 = add(ppe, tca);
  const re2 = sub(ta2, add(tl, sc));
  eq([re2[0]], [re2[1] + pat[0] - 600], "od reserve");
  positive(ppe, "od ppe");
  const te = add(sc, re2);
  // the loans roll too: loan1 + loan2 fall by the 2025 repayment
  const loanTotal = add(loan1, loan2);
  eq([loanTotal[1] + repay[0]], [loanTotal[0]], "od loans");
  FILES.push({
    id: "chromium-uk-overdrafts-in-cash-equivalents",
    producer: "chromium",
    language: "en",
    company: "Pennine Valley Foods Limited",
    currency: "GBP",
    scale: 1000,
    scale_phrase: "£000",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    headRows: [["£000", "£000"]],
    expect: [Y("2025-12-31"), Y("2024-12-31")],
    features: [
      'cash flow statement (indirect, from operating profit, "Cash generated from operations" subtotal) where cash and cash equivalents are net of bank overdrafts: "Cash and cash equivalents at beginning / end of year" as printed (cash_at_beginning, cash_at_end), below them an analysis "Cash at bank and in hand" less "Bank overdrafts" (not expected)',
      '"Net increase/(decrease) in cash and cash equivalents" as net_change_in_cash (negative in 2024); interest paid inside operating activities; "Repayment of bank loans" as repayment_of_borrowings',
      "balance sheet: cash at bank and in hand as cash (gross), bank overdrafts as short_term_debt and the current bank loan as current_portion_long_term_debt; no total liabilities printed (not expected)",
      "short income statement: administrative expenses as SG&A, finance costs",
    ],
    statements: [
      {
        type: "income_statement",
        title: "Statement of Comprehensive Income",
        sub: "for the year ended 31 December 2025",
        rows: [
          row("Revenue", rev, "revenue"),
          row("Cost of sales", neg(cos), "cost_of_goods_sold", { s: -1 }),
          row("Gross profit", gp, "gross_profit", { b: true }),
          row("Administrative expenses", neg(adm), "selling_general_administrative", { s: -1 }),
          row("Operating profit", op, "operating_profit", { b: true }),
          row("Finance costs", neg(fc), "interest_expense", { s: -1 }),
          row("Profit before tax", pbt, "profit_before_tax", { b: true }),
          row("Tax on profit", neg(tax), "income_tax", { s: -1 }),
          row("Profit and total comprehensive income for the year", pat, "net_profit", { b: true }),
        ],
      },
      {
        type: "balance_sheet",
        title: "Statement of Financial Position",
        sub: "as at 31 December 2025",
        rows: [
          head("Non-current assets"),
          row("Property, plant and equipment", ppe, "net_fixed_assets", { i: 1 }),
          head("Current assets"),
          row("Inventories", invn, "inventory", { i: 1 }),
          row("Trade and other receivables", tr, "trade_receivables", { i: 1 }),
          row("Cash at bank and in hand", bankAt.slice(0, 2), "cash", { i: 1 }),
          row("Total current assets", tca, "total_current_assets", { b: true }),
          row("Total assets", ta2, "total_assets", { b: true }),
          head("Current liabilities"),
          row("Trade and other payables", neg(tp), "trade_payables", { s: -1, i: 1 }),
          row("Corporation tax", neg(ctax), "other_current_liabilities", { s: -1, i: 1 }),
          row("Bank overdrafts", neg(odb), "short_term_debt", { s: -1, i: 1 }),
          row("Bank loans", neg(loan1), "current_portion_long_term_debt", { s: -1, i: 1 }),
          row("Total current liabilities", neg(tcl), "total_current_liabilities", { s: -1, b: true }),
          head("Non-current liabilities"),
          row("Bank loans", neg(loan2), "long_term_debt", { s: -1, i: 1 }),
          row("Net assets", te, null, { b: true }),
          head("Equity"),
          row("Called up share capital", sc, "share_capital", { i: 1 }),
          row("Retained earnings", re2, "retained_earnings", { i: 1 }),
          row("Total equity", te, "total_equity", { b: true }),
        ],
      },
      {
        type: "cashflow_statement",
        title: "Statement of Cash Flows",
        sub: "for the year ended 31 December 2025",
        rows: [
          head("Cash flows from operating activities"),
          row("Operating profit", op, null, { i: 1 }),
          row("Depreciation of property, plant and equipment", dep, null, { i: 1 }),
          row("(Increase)/decrease in inventories", dInv, null, { i: 1 }),
          row("Increase in trade and other receivables", dRec, null, { i: 1 }),
          row("Increase/(decrease) in trade and other payables", dPay, null, { i: 1 }),
          row("Cash generated from operations", cgo2, null, { b: true }),
          row("Interest paid", intPaid, null, { i: 1 }),
          row("Corporation tax paid", taxPaid, null, { i: 1 }),
          row("Net cash from operating activities", cfo2, "net_cash_from_operating_activities", { b: true }),
          head("Cash flows from investing activities"),
          row("Purchase of property, plant and equipment", capex, "purchase_of_fixed_assets", { i: 1 }),
          row("Proceeds from sale of property, plant and equipment", sale, null, { i: 1 }),
          row("Net cash used in investing activities", cfi, "net_cash_from_investing_activities", { b: true }),
          head("Cash flows from financing activities"),
          row("New bank loans", newLoan, null, { i: 1 }),
          row("Repayment of bank loans", repay, "repayment_of_borrowings", { i: 1 }),
          row("Dividends paid", div, "dividends_paid", { i: 1 }),
          row("Net cash used in financing activities", cff2, "net_cash_from_financing_activities", { b: true }),
          row("Net increase/(decrease) in cash and cash equivalents", chg2, "net_change_in_cash", { b: true }),
          row("Cash and cash equivalents at beginning of year", open, "cash_at_beginning"),
          row("Cash and cash equivalents at end of year", close, "cash_at_end", { b: true }),
          head("Cash and cash equivalents comprise:"),
          row("Cash at bank and in hand", bankAt.slice(0, 2), null, { i: 1 }),
          row("Bank overdrafts", neg(odb), null, { i: 1 }),
          row("", close, null, { b: true }),
        ],
      },
    ],
  });
}

// 11. Construction contractor: contract assets / liabilities, retentions (groff) ---------------------
{
  const rev = [284_915, 262_406];
  const cos = [258_306, 237_118];
  const gp = sub(rev, cos);
  const adm = [14_806, 13_915];
  const oi = [612, 418];
  const op = add(gp, neg(adm), oi);
  const shareJv = [1_406, 1_118];
  const finInc = [318, 204];
  const finCost = [1_915, 2_106];
  const pbt = add(op, shareJv, finInc, neg(finCost));
  const tax = [2_506, 2_118];
  const pat = sub(pbt, tax);
  // balance sheet
  const ppe = [18_406, 17_915];
  const jv = [6_118, 5_312];
  const dta = [806, 915];
  const tnca = add(ppe, jv, dta);
  const invn = [2_118, 1_906];
  const ca = [38_406, 34_118];
  const tr = [41_915, 39_806];
  const ret = [12_306, 11_418];
  const oth = [3_118, 2_906];
  const tp = [52_806, 49_118];
  const cl = [18_415, 16_906];
  const prov1 = [2_306, 2_118];
  const ctx = [1_204, 915];
  const bor1 = [3_000, 3_000];
  const tcl = add(tp, cl, prov1, ctx, bor1);
  const bor2 = [9_000, 12_000];
  const prov2 = [3_418, 3_106];
  const tncl = add(bor2, prov2);
  const tl = add(tcl, tncl);
  const sc = [5_000, 5_000];
  const div = 3_000;
  const re = [0, 32_118];
  re[0] = re[1] + pat[0] - div;
  const te = add(sc, re);
  const cash = plug(add(tl, te), [tnca, invn, ca, tr, ret, oth], "constr cash");
  const tca = add(invn, ca, tr, ret, oth, cash);
  const ta = add(tnca, tca);
  eq(ta, add(tl, te), "constr balance");
  FILES.push({
    id: "groff-construction-contract-assets",
    producer: "groff",
    language: "en",
    company: "Brennan & Shaw Construction plc",
    currency: "GBP",
    scale: 1000,
    scale_phrase: "£000",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    headRows: [["£000", "£000"]],
    expect: [Y("2025-12-31"), Y("2024-12-31")],
    features: [
      "construction contractor (IFRS 15): contract assets and retentions receivable as their own current lines, expected with other receivables under other_current_assets; trade receivables as trade_receivables",
      "contract liabilities, provisions and current tax in current liabilities (expected as their sum under other_current_liabilities; non-current provisions as other_non_current_liabilities: residuals, reader20 key definitions); interest-bearing loans and borrowings under both headings (short_term_debt, long_term_debt)",
      "investments in joint ventures and deferred tax as other_non_current_assets; share of profit of joint ventures between operating profit and finance income (with finance income under other_income: non-operating, reader20 key definitions)",
      "income statement: administrative expenses as SG&A, other operating income (not expected), finance income as other_income",
    ],
    statements: [
      {
        type: "income_statement",
        title: "Consolidated Income Statement",
        sub: "for the year ended 31 December 2025",
        rows: [
          row("Revenue", rev, "revenue"),
          row("Cost of sales", neg(cos), "cost_of_goods_sold", { s: -1 }),
          row("Gross profit", gp, "gross_profit", { b: true }),
          row("Administrative expenses", neg(adm), "selling_general_administrative", { s: -1 }),
          row("Other operating income", oi),
          row("Operating profit", op, "operating_profit", { b: true }),
          row("Share of post-tax profit of joint ventures", shareJv, "other_income"),
          row("Finance income", finInc, "other_income"),
          row("Finance costs", neg(finCost), "interest_expense", { s: -1 }),
          row("Profit before tax", pbt, "profit_before_tax", { b: true }),
          row("Income tax expense", neg(tax), "income_tax", { s: -1 }),
          row("Profit for the year", pat, "net_profit", { b: true }),
        ],
      },
      {
        type: "balance_sheet",
        title: "Consolidated Balance Sheet",
        sub: "at 31 December 2025",
        rows: [
          head("Non-current assets"),
          row("Property, plant and equipment", ppe, "net_fixed_assets", { i: 1 }),
          row("Investments in joint ventures", jv, "other_non_current_assets", { i: 1 }),
          row("Deferred tax assets", dta, "other_non_current_assets", { i: 1 }),
          row("Total non-current assets", tnca, "total_non_current_assets", { b: true }),
          head("Current assets"),
          row("Inventories", invn, "inventory", { i: 1 }),
          row("Contract assets", ca, "other_current_assets", { i: 1 }),
          row("Trade receivables", tr, "trade_receivables", { i: 1 }),
          row("Retentions receivable", ret, "other_current_assets", { i: 1 }),
          row("Other receivables and prepayments", oth, "other_current_assets", { i: 1 }),
          row("Cash and cash equivalents", cash, "cash", { i: 1 }),
          row("Total current assets", tca, "total_current_assets", { b: true }),
          row("Total assets", ta, "total_assets", { b: true }),
          head("Current liabilities"),
          row("Trade and other payables", neg(tp), "trade_payables", { s: -1, i: 1 }),
          row("Contract liabilities", neg(cl), "other_current_liabilities", { s: -1, i: 1 }),
          row("Provisions", neg(prov1), "other_current_liabilities", { s: -1, i: 1 }),
          row("Current tax liabilities", neg(ctx), "other_current_liabilities", { s: -1, i: 1 }),
          row("Interest-bearing loans and borrowings", neg(bor1), "short_term_debt", { s: -1, i: 1 }),
          row("Total current liabilities", neg(tcl), "total_current_liabilities", { s: -1, b: true }),
          head("Non-current liabilities"),
          row("Interest-bearing loans and borrowings", neg(bor2), "long_term_debt", { s: -1, i: 1 }),
          row("Provisions", neg(prov2), "other_non_current_liabilities", { s: -1, i: 1 }),
          row("Total non-current liabilities", neg(tncl), "total_non_current_liabilities", { s: -1, b: true }),
          row("Total liabilities", neg(tl), "total_liabilities", { s: -1, b: true }),
          row("Net assets", te, null, { b: true }),
          head("Equity"),
          row("Share capital", sc, "share_capital", { i: 1 }),
          row("Retained earnings", re, "retained_earnings", { i: 1 }),
          row("Total equity", te, "total_equity", { b: true }),
        ],
      },
    ],
  });
}

// 12. Amounts in thousands of euros with one decimal (pdfkit) ----------------------------------------
{
  const c = (v) => v.map((x) => Math.round(x * 10) / 10);
  const rev = [58_412.6, 54_906.3];
  const mat = [21_306.4, 20_118.9];
  const emp = [18_415.2, 17_306.8];
  const da = [3_904.7, 3_812.1];
  const ooe = [6_218.5, 5_906.2];
  const ooi = [412.8, 306.4];
  const op = c(add(rev, ooi, neg(mat), neg(emp), neg(da), neg(ooe)));
  const finInc = [96.3, 41.7];
  const finExp = [1_118.6, 1_204.9];
  const pbt = c(add(op, finInc, neg(finExp)));
  const tax = [1_906.2, 1_712.5];
  const pat = c(sub(pbt, tax));
  // balance sheet
  const intang = [4_118.2, 4_615.9];
  const ppe = [31_406.8, 30_918.4];
  const dta = [612.5, 588.1];
  const tnca = c(add(intang, ppe, dta));
  const invn = [9_815.3, 9_406.7];
  const tr = [10_306.9, 9_918.2];
  const oth = [1_204.6, 1_118.3];
  const sc = [3_000.0, 3_000.0];
  const osr = [4_500.0, 4_500.0];
  const div = 2_400.0;
  const re = [0, 21_706.4];
  re[0] = Math.round((re[1] + pat[0] - div) * 10) / 10;
  const te = c(add(sc, osr, re));
  const ncb = [12_500.0, 14_000.0];
  const ncl = [2_118.4, 2_406.8];
  const tncl = c(add(ncb, ncl));
  const cb = [1_500.0, 1_500.0];
  const tp = [8_906.3, 8_215.6];
  const ocl = [3_418.2, 3_106.9];
  const tcl = c(add(cb, tp, ocl));
  const tl = c(add(tncl, tcl));
  const tel = c(add(te, tl));
  const cash = c(plug(tel, [tnca, invn, tr, oth], "eur1 cash"));
  const tca = c(add(invn, tr, oth, cash));
  const ta = c(add(tnca, tca));
  eq(ta, tel, "eur1 balance");
  FILES.push({
    id: "pdfkit-fi-eur-thousands-one-decimal",
    producer: "pdfkit",
    language: "en",
    company: "Kuopio Timber Systems Oyj",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "EUR thousand",
    conv: "en",
    decimals: 1,
    minus: "-",
    cols: ["2025", "2024"],
    headRows: [["EUR 1,000", "EUR 1,000"]],
    expect: [Y("2025-12-31"), Y("2024-12-31")],
    features: [
      'amounts in thousands of euros with one decimal ("58,412.6"), the unit "EUR 1,000" under each year and "EUR thousand" in the heading',
      "Finnish IFRS income statement by nature with expenses printed with a minus sign: materials and services (not expected: not only raw materials), employee benefit expenses (not expected), depreciation, amortisation and impairment, other operating expenses; other operating income (not expected)",
      "operating profit, finance income (other_income) and finance expenses (interest_expense)",
      'balance sheet: equity and liabilities with "Invested unrestricted equity reserve" (not expected); non-current and current interest-bearing liabilities (long_term_debt, short_term_debt); other non-current liabilities; trade payables; other current liabilities',
    ],
    statements: [
      {
        type: "income_statement",
        title: "Consolidated Income Statement",
        sub: "1 January - 31 December",
        rows: [
          row("Revenue", rev, "revenue"),
          row("Other operating income", ooi),
          row("Materials and services", neg(mat), null, { s: -1 }),
          row("Employee benefit expenses", neg(emp), null, { s: -1 }),
          row("Depreciation, amortisation and impairment", neg(da), "depreciation_amortization", { s: -1 }),
          row("Other operating expenses", neg(ooe), "other_operating_expenses", { s: -1 }),
          row("Operating profit", op, "operating_profit", { b: true }),
          row("Finance income", finInc, "other_income"),
          row("Finance expenses", neg(finExp), "interest_expense", { s: -1 }),
          row("Profit before taxes", pbt, "profit_before_tax", { b: true }),
          row("Income taxes", neg(tax), "income_tax", { s: -1 }),
          row("Profit for the period", pat, "net_profit", { b: true }),
        ],
      },
      {
        type: "balance_sheet",
        title: "Consolidated Balance Sheet",
        sub: "31 December",
        rows: [
          head("ASSETS"),
          head("Non-current assets"),
          row("Intangible assets", intang, "intangible_assets", { i: 1 }),
          row("Property, plant and equipment", ppe, "net_fixed_assets", { i: 1 }),
          row("Deferred tax assets", dta, "other_non_current_assets", { i: 1 }),
          row("Total non-current assets", tnca, "total_non_current_assets", { b: true }),
          head("Current assets"),
          row("Inventories", invn, "inventory", { i: 1 }),
          row("Trade receivables", tr, "trade_receivables", { i: 1 }),
          row("Other receivables", oth, "other_current_assets", { i: 1 }),
          row("Cash and cash equivalents", cash, "cash", { i: 1 }),
          row("Total current assets", tca, "total_current_assets", { b: true }),
          row("Total assets", ta, "total_assets", { b: true }),
          head("EQUITY AND LIABILITIES"),
          row("Share capital", sc, "share_capital", { i: 1 }),
          row("Invested unrestricted equity reserve", osr, null, { i: 1 }),
          row("Retained earnings", re, "retained_earnings", { i: 1 }),
          row("Total equity", te, "total_equity", { b: true }),
          head("Non-current liabilities"),
          row("Interest-bearing liabilities", ncb, "long_term_debt", { i: 1 }),
          row("Other non-current liabilities", ncl, "other_non_current_liabilities", { i: 1 }),
          row("Total non-current liabilities", tncl, "total_non_current_liabilities", { b: true }),
          head("Current liabilities"),
          row("Interest-bearing liabilities", cb, "short_term_debt", { i: 1 }),
          row("Trade payables", tp, "trade_payables", { i: 1 }),
          row("Other current liabilities", ocl, "other_current_liabilities", { i: 1 }),
          row("Total current liabilities", tcl, "total_current_liabilities", { b: true }),
          row("Total liabilities", tl, "total_liabilities", { b: true }),
          row("Total equity and liabilities", tel, "total_liabilities_and_equity", { b: true }),
        ],
      },
    ],
  });
}

// 13. Balance sheet continued over two pages, totals only on the second page (chromium) ----------
{
  const land = [12_400, 12_400];
  const bld = [28_915, 29_806];
  const pm = [19_406, 18_118];
  const ppe = add(land, bld, pm);
  const gw = [8_200, 8_200];
  const oi = [3_106, 3_418];
  const inv2 = [1_500, 1_500];
  const tnca = add(ppe, gw, oi, inv2);
  const raw = [4_118, 3_906];
  const wip = [2_306, 2_118];
  const fg = [5_915, 5_406];
  const invn = add(raw, wip, fg);
  const tr = [14_806, 13_915];
  const pre = [1_118, 1_006];
  const tp = [9_806, 9_318];
  const accr = [3_415, 3_206];
  const ctax = [906, 812];
  const bl1 = [2_500, 2_500];
  const tcl = add(tp, accr, ctax, bl1);
  const bl2 = [17_500, 20_000];
  const dtl = [2_806, 2_618];
  const pens = [1_915, 2_106];
  const tncl = add(bl2, dtl, pens);
  const tl = add(tcl, tncl);
  const sc = [10_000, 10_000];
  const shp = [6_500, 6_500];
  const re = [0, 48_306];
  const pat = 5_918;
  re[0] = re[1] + pat - 2_500;
  const te = add(sc, shp, re);
  const tel = add(tl, te);
  const cash = plug(tel, [tnca, invn, tr, pre], "cont cash");
  const tca = add(invn, tr, pre, cash);
  const ta = add(tnca, tca);
  eq(ta, tel, "cont balance");
  FILES.push({
    id: "chromium-balance-sheet-continued",
    producer: "chromium",
    language: "en",
    company: "Carrow Bridge Engineering Group plc",
    currency: "GBP",
    scale: 1000,
    scale_phrase: "£'000",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    headRows: [["£'000", "£'000"]],
    expect: [Y("2025-12-31"), Y("2024-12-31")],
    features: [
      'a balance sheet over two pages: page 1 ends inside current assets (after trade receivables); page 2 begins "Consolidated Balance Sheet (continued)" with the column headings repeated, then the rest of the current assets, "Total current assets" and "Total assets" only on page 2, then liabilities and equity',
      "property, plant and equipment printed in three lines (land, buildings, plant and machinery) with the subtotal on a ruled unlabelled line (not expected: net_fixed_assets left out); inventories printed as raw materials, work in progress and finished goods with a ruled unlabelled subtotal (inventory left out; work in progress not expected)",
      "goodwill and other intangible assets expected as their sum under intangible_assets; investments as other_non_current_assets",
      "accruals and current tax as other_current_liabilities; deferred tax and retirement benefit obligations as other_non_current_liabilities",
    ],
    statements: [
      {
        type: "balance_sheet",
        title: "Consolidated Balance Sheet",
        sub: "as at 31 December 2025",
        rows: [
          head("Non-current assets"),
          row("Freehold land", land, null, { i: 1 }),
          row("Buildings", bld, null, { i: 1 }),
          row("Plant and machinery", pm, null, { i: 1 }),
          row("", ppe, null, { b: true }),
          row("Goodwill", gw, "intangible_assets", { i: 1 }),
          row("Other intangible assets", oi, "intangible_assets", { i: 1 }),
          row("Investments", inv2, "other_non_current_assets", { i: 1 }),
          row("Total non-current assets", tnca, "total_non_current_assets", { b: true }),
          head("Current assets"),
          row("Raw materials", raw, null, { i: 1 }),
          row("Work in progress", wip, null, { i: 1 }),
          row("Finished goods", fg, null, { i: 1 }),
          row("", invn, null, { b: true }),
          row("Trade receivables", tr, "trade_receivables", { i: 1 }),
          cont("Consolidated Balance Sheet (continued)"),
          row("Prepayments and other receivables", pre, "other_current_assets", { i: 1 }),
          row("Cash and cash equivalents", cash, "cash", { i: 1 }),
          row("Total current assets", tca, "total_current_assets", { b: true }),
          row("Total assets", ta, "total_assets", { b: true }),
          head("Current liabilities"),
          row("Trade payables", tp, "trade_payables", { i: 1 }),
          row("Accruals", accr, "other_current_liabilities", { i: 1 }),
          row("Current tax", ctax, "other_current_liabilities", { i: 1 }),
          row("Bank loans", bl1, "current_portion_long_term_debt", { i: 1 }),
          row("Total current liabilities", tcl, "total_current_liabilities", { b: true }),
          head("Non-current liabilities"),
          row("Bank loans", bl2, "long_term_debt", { i: 1 }),
          row("Deferred tax", dtl, "other_non_current_liabilities", { i: 1 }),
          row("Retirement benefit obligations", pens, "other_non_current_liabilities", { i: 1 }),
          row("Total non-current liabilities", tncl, "total_non_current_liabilities", { b: true }),
          row("Total liabilities", tl, "total_liabilities", { b: true }),
          head("Equity"),
          row("Share capital", sc, "share_capital", { i: 1 }),
          row("Share premium", shp, null, { i: 1 }),
          row("Retained earnings", re, "retained_earnings", { i: 1 }),
          row("Total equity", te, "total_equity", { b: true }),
          row("Total equity and liabilities", tel, "total_liabilities_and_equity", { b: true }),
        ],
      },
    ],
  });
}

// 14. Sole-trader style accounts: subtotals as a rule and a number, no labels (groff) ---------------
{
  const sales = [486_315, 452_906];
  const os = [38_406, 35_118];
  const purch = [292_418, 274_306];
  const cs = [41_206, 38_406];
  const cogs = sub(add(os, purch), cs);
  const gp = sub(sales, cogs);
  const wages = [84_306, 79_118];
  const rent = [24_000, 24_000];
  const motor = [9_418, 8_906];
  const adm = [11_306, 10_815];
  const dep = [6_118, 5_906];
  const bi = [3_806, 4_118];
  const ovh = add(wages, rent, motor, adm, dep, bi);
  const np = sub(gp, ovh);
  // balance sheet
  const fa = [48_306, 51_418];
  const debt = [42_118, 39_906];
  const prepay = [3_206, 2_918];
  const cred = [31_415, 29_806];
  const accr = [4_118, 3_906];
  const vat = [8_306, 7_715];
  const cl = add(cred, accr, vat);
  const loan = [28_000, 34_000];
  const capOpen = [0, 78_406];
  const draw = [52_000, 48_000];
  const capClose = [0, 0];
  // capital account: closing = opening + profit - drawings; 2025 opening = 2024 closing
  capClose[1] = capOpen[1] + np[1] - draw[1];
  capOpen[0] = capClose[1];
  capClose[0] = capOpen[0] + np[0] - draw[0];
  const bank = plug(add(cl, loan, capClose), [fa, cs, debt, prepay], "sole bank");
  const ca = add(cs, debt, prepay, bank);
  const nca = sub(ca, cl);
  const netAssets = sub(add(fa, nca), loan);
  eq(netAssets, capClose, "sole balance");
  FILES.push({
    id: "groff-sole-trader-unlabelled-subtotals",
    producer: "groff",
    language: "en",
    company: "J. R. Fairbairn t/a Fairbairn Building Supplies",
    currency: "GBP",
    scale: 1,
    scale_phrase: "£",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    headRows: [["£", "£"]],
    expect: [Y("2025-04-05"), Y("2024-04-05")],
    features: [
      'sole trader\'s accounts (UK tax year ending 5 April): "Trading and Profit and Loss Account" with cost of sales as opening stock + purchases - closing stock and a ruled unlabelled subtotal (cost of sales not expected: unlabelled), "Gross profit" labelled, overheads listed with a ruled unlabelled total (not expected), "Net profit" (net_profit)',
      "no tax (a sole trader's profit is taxed on the owner), no operating profit, no profit before tax printed (not expected); depreciation as depreciation_amortization, bank interest as interest_expense; wages, rent and rates, motor, administration (not expected: no SG&A line printed)",
      'balance sheet of net-assets form with every subtotal a ruled number without a label: current assets (not expected), current liabilities (not expected), net current assets (not expected); "Net assets" labelled (not expected); closing stock as inventory, debtors as trade_receivables, creditors as trade_payables, bank loan as long_term_debt',
      '"Capital account": opening capital, net profit, drawings and closing capital (total_equity = the printed closing capital)',
      "whole pounds",
    ],
    statements: [
      {
        type: "income_statement",
        title: "Trading and Profit and Loss Account",
        sub: "for the year ended 5 April 2025",
        rows: [
          row("Sales", sales, "revenue"),
          head("Less: Cost of sales"),
          row("Opening stock", os, null, { i: 1 }),
          row("Purchases", purch, "purchases", { i: 1 }),
          row("Closing stock", neg(cs), null, { i: 1 }),
          row("", cogs, null, { b: true }),
          row("Gross profit", gp, "gross_profit", { b: true }),
          head("Less: Overheads"),
          row("Wages and salaries", wages, null, { i: 1 }),
          row("Rent and rates", rent, null, { i: 1 }),
          row("Motor expenses", motor, null, { i: 1 }),
          row("Administration", adm, null, { i: 1 }),
          row("Depreciation", dep, "depreciation_amortization", { i: 1 }),
          row("Bank interest", bi, "interest_expense", { i: 1 }),
          row("", ovh, null, { b: true }),
          row("Net profit", np, "net_profit", { b: true }),
        ],
      },
      {
        type: "balance_sheet",
        title: "Balance Sheet",
        sub: "as at 5 April 2025",
        rows: [
          row("Fixed assets", fa, "net_fixed_assets"),
          head("Current assets"),
          row("Stock", cs, "inventory", { i: 1 }),
          row("Debtors", debt, "trade_receivables", { i: 1 }),
          row("Prepayments", prepay, "other_current_assets", { i: 1 }),
          row("Cash at bank", bank, "cash", { i: 1 }),
          row("", ca, null, { b: true }),
          head("Current liabilities"),
          row("Creditors", neg(cred), "trade_payables", { s: -1, i: 1 }),
          row("Accruals", neg(accr), "other_current_liabilities", { s: -1, i: 1 }),
          row("VAT", neg(vat), "other_current_liabilities", { s: -1, i: 1 }),
          row("", neg(cl), null, { b: true }),
          row("", nca, null, { b: true }),
          row("Bank loan", neg(loan), "long_term_debt", { s: -1 }),
          row("Net assets", netAssets, null, { b: true }),
          head("Capital account"),
          row("Opening capital", capOpen, null, { i: 1 }),
          row("Net profit for the year", np, null, { i: 1 }),
          row("Drawings", neg(draw), null, { i: 1 }),
          row("Closing capital", capClose, "total_equity", { b: true }),
        ],
      },
    ],
  });
}

// 15. Japanese GAAP in English: ordinary income, non-operating and extraordinary blocks (pdfkit) ----
{
  const ns = [284_618, 271_306];
  const cos = [201_406, 193_118];
  const gp = sub(ns, cos);
  const sga = [58_306, 55_918];
  const oi = sub(gp, sga);
  const intDiv = [418, 306];
  const eqm = [612, 540];
  const fxg = [0, 215];
  const othNoi = [306, 288];
  const tnoi = add(intDiv, eqm, fxg, othNoi);
  const intx = [1_206, 1_318];
  const fxl = [318, 0];
  const othNoe = [215, 196];
  const tnoe = add(intx, fxl, othNoe);
  const ord = add(oi, tnoi, neg(tnoe));
  const gain = [1_118, 0];
  const imp = [0, 2_406];
  const loss = [406, 318];
  const pbt = add(ord, gain, neg(imp), neg(loss));
  const cur = [7_306, 5_918];
  const def = [-418, 306];
  const tax = add(cur, def);
  const ni = sub(pbt, tax);
  const nci = [412, 388];
  const nio = sub(ni, nci);
  FILES.push({
    id: "pdfkit-jp-ordinary-income",
    producer: "pdfkit",
    language: "en",
    company: "Hamamatsu Seimitsu Kogyo Co., Ltd.",
    currency: "JPY",
    scale: 1_000_000,
    scale_phrase: "(Millions of yen)",
    conv: "en",
    decimals: 0,
    minus: "-",
    cols: ["FY2024", "FY2023"],
    headRows: [
      ["(Apr 1, 2024 -", "(Apr 1, 2023 -"],
      ["Mar 31, 2025)", "Mar 31, 2024)"],
    ],
    expect: [Y("2025-03-31"), Y("2024-03-31")],
    features: [
      'Japanese GAAP consolidated statement of income in English: Net sales, Cost of sales, Gross profit, Selling, general and administrative expenses, Operating income; "Non-operating income" block (interest and dividend income, share of profit of entities accounted for using equity method, foreign exchange gains, other) with "Total non-operating income" expected as other_income; "Non-operating expenses" block with its own "Interest expenses" line (interest_expense) and total (not expected)',
      '"Ordinary income" (not expected); "Extraordinary income" and "Extraordinary losses" blocks (not expected); "Income before income taxes" as profit_before_tax',
      'income taxes printed as "Income taxes - current" and "Income taxes - deferred" (deferred negative in FY2024), expected as their sum under income_tax; no total line',
      '"Net income" (net_profit), then attribution to non-controlling interests and to owners of parent (not expected)',
      'fiscal year columns headed "FY2024" (April 2024 to March 2025) with the date range under each',
      "fiscal year ending March",
    ],
    statements: [
      {
        type: "income_statement",
        title: "Consolidated Statement of Income",
        sub: "",
        rows: [
          row("Net sales", ns, "revenue"),
          row("Cost of sales", cos, "cost_of_goods_sold"),
          row("Gross profit", gp, "gross_profit", { b: true }),
          row("Selling, general and administrative expenses", sga, "selling_general_administrative"),
          row("Operating income", oi, "operating_profit", { b: true }),
          head("Non-operating income"),
          row("Interest and dividend income", intDiv, null, { i: 1 }),
          row("Share of profit of entities accounted for using equity method", eqm, null, { i: 1 }),
          row("Foreign exchange gains", fxg, null, { i: 1 }),
          row("Other", othNoi, null, { i: 1 }),
          row("Total non-operating income", tnoi, "other_income", { b: true }),
          head("Non-operating expenses"),
          row("Interest expenses", intx, "interest_expense", { i: 1 }),
          row("Foreign exchange losses", fxl, null, { i: 1 }),
          row("Other", othNoe, null, { i: 1 }),
          row("Total non-operating expenses", tnoe, null, { b: true }),
          row("Ordinary income", ord, null, { b: true }),
          head("Extraordinary income"),
          row("Gain on sale of non-current assets", gain, null, { i: 1 }),
          head("Extraordinary losses"),
          row("Impairment losses", imp, null, { i: 1 }),
          row("Loss on retirement of non-current assets", loss, null, { i: 1 }),
          row("Income before income taxes", pbt, "profit_before_tax", { b: true }),
          row("Income taxes - current", cur, "income_tax", { i: 1 }),
          row("Income taxes - deferred", def, "income_tax", { i: 1 }),
          row("Net income", ni, "net_profit", { b: true }),
          row("Net income attributable to non-controlling interests", nci),
          row("Net income attributable to owners of parent", nio, null, { b: true }),
        ],
      },
    ],
  });
}

// 16. US retailer, 52/53-week fiscal years ending on the Saturday nearest January 31 (chromium) ------
{
  const ns = [3_418_306, 3_306_915];
  const cos = [2_206_418, 2_148_306];
  const gp = sub(ns, cos);
  const sga = [906_415, 884_118];
  const da = [96_306, 92_418];
  const preo = [4_118, 6_306];
  const ops = sub(gp, add(sga, da, preo));
  const intx = [18_406, 21_118];
  const pbt = sub(ops, intx);
  const tax = [45_806, 37_118];
  const ni = sub(pbt, tax);
  // cash flow
  const dInv = [-41_306, 12_418];
  const dOth = [18_415, -9_306];
  const sbc = [12_306, 11_418];
  const cfo = add(ni, da, sbc, dInv, dOth);
  const capex = [-118_406, -96_418];
  const cfi = capex;
  const rep = [-50_000, -75_000];
  const buyb = [-120_000, -60_000];
  const div = [-38_406, -36_118];
  const cff = add(rep, buyb, div);
  const chg = add(cfo, cfi, cff);
  const openPrev = 318_406;
  const open = [openPrev + chg[1], openPrev];
  const close = add(open, chg);
  positive(close, "retail cash");
  FILES.push({
    id: "chromium-us-retail-53-week-year",
    producer: "chromium",
    language: "en",
    company: "Copper Canyon Outfitters, Inc.",
    currency: "USD",
    scale: 1000,
    scale_phrase: "(in thousands)",
    conv: "paren",
    decimals: 0,
    cols: ["January 31, 2026", "February 1, 2025"],
    headRows: [["(52 weeks)", "(53 weeks)"]],
    expect: [Y("2026-01-31"), Y("2025-02-01")],
    features: [
      'US retailer with 52/53-week fiscal years: columns "Fiscal Year Ended" January 31, 2026 (52 weeks) and February 1, 2025 (53 weeks); periods expected as the printed year-end dates',
      '"Cost of sales, including buying and occupancy costs"; depreciation and amortization and pre-opening expenses as own operating lines (depreciation_amortization; pre-opening not expected); "Interest expense, net"',
      "statement of cash flows with share-based compensation, changes in merchandise inventories and other operating assets and liabilities, capital expenditures, repayments of the term loan, repurchases of common stock (not expected) and dividends paid",
      "fiscal year ending late January / early February",
    ],
    statements: [
      {
        type: "income_statement",
        title: "Consolidated Statements of Income",
        sub: "Fiscal Year Ended",
        rows: [
          row("Net sales", ns, "revenue"),
          row("Cost of sales, including buying and occupancy costs", cos, "cost_of_goods_sold"),
          row("Gross profit", gp, "gross_profit", { b: true }),
          row("Selling, general and administrative expenses", sga, "selling_general_administrative"),
          row("Depreciation and amortization", da, "depreciation_amortization"),
          row("Pre-opening expenses", preo),
          row("Income from operations", ops, "operating_profit", { b: true }),
          row("Interest expense, net", intx, "interest_expense"),
          row("Income before income taxes", pbt, "profit_before_tax", { b: true }),
          row("Income tax expense", tax, "income_tax"),
          row("Net income", ni, "net_profit", { b: true }),
        ],
      },
      {
        type: "cashflow_statement",
        title: "Consolidated Statements of Cash Flows",
        sub: "Fiscal Year Ended",
        rows: [
          head("Cash flows from operating activities:"),
          row("Net income", ni, null, { i: 1 }),
          row("Depreciation and amortization", da, null, { i: 1 }),
          row("Share-based compensation", sbc, null, { i: 1 }),
          row("Merchandise inventories", dInv, null, { i: 1 }),
          row("Other operating assets and liabilities", dOth, null, { i: 1 }),
          row("Net cash provided by operating activities", cfo, "net_cash_from_operating_activities", { b: true }),
          head("Cash flows from investing activities:"),
          row("Capital expenditures", capex, "purchase_of_fixed_assets", { i: 1 }),
          row("Net cash used in investing activities", cfi, "net_cash_from_investing_activities", { b: true }),
          head("Cash flows from financing activities:"),
          row("Repayments of term loan", rep, "repayment_of_borrowings", { i: 1 }),
          row("Repurchases of common stock", buyb, null, { i: 1 }),
          row("Dividends paid", div, "dividends_paid", { i: 1 }),
          row("Net cash used in financing activities", cff, "net_cash_from_financing_activities", { b: true }),
          row("Net increase (decrease) in cash and cash equivalents", chg, "net_change_in_cash", { b: true }),
          row("Cash and cash equivalents, beginning of year", open, "cash_at_beginning"),
          row("Cash and cash equivalents, end of year", close, "cash_at_end", { b: true }),
        ],
      },
    ],
  });
}

const SCANS = [
  {
    id: "scan-chromium-us-10q-quarter-six-months",
    of: "chromium-us-10q-quarter-six-months",
    dpi: 200,
    angle: 0.6,
    seed: 31,
  },
  { id: "scan-groff-de-hgb-276-rohergebnis", of: "groff-de-hgb-276-rohergebnis", dpi: 170, angle: -0.8, seed: 47 },
  { id: "scan-pdfkit-au-aasb-by-nature-oci", of: "pdfkit-au-aasb-by-nature-oci", dpi: 180, angle: 0.4, seed: 59 },
];

// ---------------------------------------------------------------------------------------------
// the batch: a statement is expected in its columns (its own expect, else the file's); its rows are
// printed one page per chunk (a page-break row starts the next, headed by that row's label), the
// sub line and scale phrase on the first, the notes after the last
const tablesOf = (f) =>
  f.statements.map((st) => ({ ...st, expect: st.expect ?? f.expect, headRows: st.headRows ?? f.headRows ?? [] }));
function pagesOf(f) {
  return tablesOf(f).flatMap((t) => {
    const chunks = [{ title: t.title, rows: [] }];
    for (const r of t.rows) {
      if (r.pb) chunks.push({ title: r.l, rows: [] });
      else chunks.at(-1).rows.push(r);
    }
    return chunks.map((ch, ci) => ({
      ...t,
      ...ch,
      lines: ci === 0 ? [...(t.sub ? [t.sub] : []), t.scalePhrase ?? f.scale_phrase] : [],
      after: ci === chunks.length - 1 ? t.after : [],
    }));
  });
}
const colCount = (f) => Math.max(...f.statements.map((st) => (st.cols ?? f.cols).length));
const CSS = (f) =>
  styleSheet({
    margin: "18mm 16mm",
    fontSize: 10,
    h2: 11.5,
    subGap: 10,
    pad: "1.5px 4px",
    numWidth: colCount(f) > 3 ? 13 : 16,
    groups: true,
    indent: 18,
    after: true,
  });
function groffWidths(n) {
  const cw = n > 3 ? 0.85 : 1.15;
  return { cw, lw: (6.6 - n * (cw + 0.22)).toFixed(2) };
}
const BATCH = {
  batch: "unseen12",
  files: FILES,
  scans: SCANS,
  tables: tablesOf,
  renderers: pageRenderers(pagesOf, { css: CSS, groffWidths, colWidth: (n) => (n > 3 ? 70 : n > 2 ? 78 : 92) }),
  scanFeature: "image-only PDF (scan)",
};
await makeBatch(BATCH);
