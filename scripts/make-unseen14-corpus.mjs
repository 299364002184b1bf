// Builds blind batch 14 of the extraction corpus (test/fixtures/extraction-corpus/unseen14/) ONCE.
// Made BLIND to the reader: its maker read only src/contract/, docs/chart-of-accounts.md,
// /work/shared/spec/*.md, scripts/corpus-own-statements.mjs, scripts/make-unseen13-corpus.mjs (its
// header of key conventions) and earlier batches' JSONs; not the reader, its docs, tests or scorer, and
// it did not run the reader, the scorer or vitest.
//
// Theme: what small and mid-sized shippers (the credit applicants) actually send a forwarder:
// accounting-software exports (QuickBooks-style Profit and Loss / Balance Sheet with account numbers,
// a Xero-style report, a Sage-style detailed P&L with nominal codes), an accountant's compilation on
// the income-tax basis, a UK micro-entity (FRS 105), an Australian special-purpose report, an
// importer with customs duties and freight in cost of sales, a manufacturer with raw materials and
// work in process, and German SMEs (DATEV-style Bilanz with Kontennachweis, a BWA, a GmbH & Co. KG
// with the partners' Kapitalkonten, an Einnahmenüberschussrechnung). Every figure is written here;
// the script throws unless balance sheets balance (cash is the plug and must come out positive),
// subtotals add up, profits close and retained earnings / Gewinnvortrag roll forward.
//
// Producers: Chromium headless --print-to-pdf (/usr/bin/chromium) of HTML written here; GNU groff
// (tbl, -Tps) + Ghostscript ps2pdf; PDFKit 0.15 (PDFKIT_PREFIX, default /tmp/own); scans by the
// model's scan() through the shared driver. No Debian package was installed for this batch.
//
// Key conventions: batch 13's (scripts/make-unseen13-corpus.mjs header), with the project's definitions:
//   - other_current_assets / other_non_current_assets / other_current_liabilities /
//     other_non_current_liabilities are the RESIDUAL of their section (every printed line no named
//     key takes, summed: prepaid expenses, deposits, credit cards, accrued payroll, sales tax payable,
//     Finanzanlagen, sonstige Vermögensgegenstände ...);
//   - other_income is NON-operating income (interest income, "Net Other Income", Zinserträge,
//     sonstige Zinsen und ähnliche Erträge); a lone "Other Income" block is other_income; sonstige
//     betriebliche Erträge / "So. betr. Erlöse" are not;
//   - staff costs / wages / Personalkosten are never selling_general_administrative;
//   - UK "Creditors: amounts falling due after more than one year" = total_non_current_liabilities,
//     "... within one year" = total_current_liabilities; aktive Rechnungsabgrenzungsposten left out;
//   - expenses positive (contract sign).
// Added in this batch:
//   - account / nominal codes before a label do not change its key ("4000 Sales" = a revenue line);
//   - QuickBooks: "Total Income" = revenue, "Total Cost of Goods Sold" = cost_of_goods_sold, "Net
//     Operating Income" = operating_profit, "Net Other Income" = other_income (the only other item is
//     interest income), "Net Income" = net_profit; "Total Bank Accounts" = cash; equity printed as
//     Retained Earnings (opening) + Net Income apart: retained_earnings left out; "Total Fixed Assets"
//     = net_fixed_assets, the one at-cost line (Equipment) = gross_fixed_assets; an LLC's "Members'
//     Capital" is not share_capital (not expected);
//   - Xero: "Total Trading Income" = revenue, "Total Cost of Sales" = cost_of_goods_sold, the lone
//     "Plus Other Income" block = other_income, "Net Profit" = net_profit (no tax line printed);
//   - Sage: "Total Sales" = revenue, the nominal "Materials Purchased" = purchases, "Net Profit/(Loss)"
//     = net_profit (a management P&L before tax), "Bank Charges and Interest" not expected (mixed);
//   - an Einnahmenüberschussrechnung (§ 4 Abs. 3 EStG, cash basis) IS an income statement the
//     contract can hold: the net taxable receipts line ("Umsatzsteuerpflichtige Betriebseinnahmen
//     (netto)") = revenue (Summe Betriebseinnahmen includes collected VAT: not expected), Schuldzinsen =
//     interest_expense, "Absetzung für Abnutzung (AfA)" =
//     depreciation_amortization, "Gewinn" = net_profit; yearly for the calendar year;
//   - BWA (Kurzfristige Erfolgsrechnung, December): the month column is not expected; the cumulative
//     "Jan - Dez" column of the year and of the prior year are yearly; Umsatzerlöse = revenue,
//     Abschreibungen = depreciation_amortization, Betriebsergebnis = operating_profit, Zinsaufwand =
//     interest_expense, Neutraler Ertrag (Zinserträge + sonst. neutrale Erträge) = other_income, Ergebnis vor Steuern = profit_before_tax, Steuern
//     Einkommen u. Ertrag = income_tax, Vorläufiges Ergebnis = net_profit; Rohertrag is not gross_profit;
//   - Kontennachweis pages (the accounts behind each Bilanz line) are not expected;
//   - GmbH & Co. KG: Kapitalkonten of the partners are equity (Summe Eigenkapital = total_equity), no
//     share_capital; Gewerbesteuer printed as "Steuern vom Einkommen und vom Ertrag" = income_tax;
//   - inventory split as "Inventories" and "Work in process" on their own lines: inventory = the
//     former, work_in_progress = the latter; a manufacturer's "Raw materials used" = raw_materials,
//     "Direct labor" = direct_labour, "Manufacturing overhead" = manufacturing_expenses, "Power and
//     fuel" = power_and_fuel; selling and G&A lines summed into selling_general_administrative;
//   - importer: "Purchases" = purchases; customs duties and inbound freight not expected alone;
//   - UK micro-entity (FRS 105): "Fixed assets" = total_non_current_assets, "Current assets" =
//     total_current_assets, "Capital and reserves" = total_equity, "Turnover" = revenue, "Cost of raw
//     materials and consumables" = raw_materials, the lone "Other income" = other_income;
//   - a negative printed with its minus AFTER the amount ("12,400-") is still negative.
//
// Usage: node scripts/make-unseen14-corpus.mjs [--check] [--out DIR] (see corpus-own-statements.mjs).
import {
  add,
  cont,
  eq,
  esc,
  fmtNum,
  g,
  groffDocument,
  groffTable,
  head,
  htmlDocument,
  makeBatch,
  neg,
  pdfkitRender,
  plug,
  positive,
  row,
  sc,
  styleSheet,
  sub,
  Y,
} from "./corpus-own-statements.mjs";

const tax = (v, rate) => v.map((x) => Math.round(x * rate));

// ---------------------------------------------------------------------------------------------
// a US/UK/AU small trading company: income statement and balance sheet, this year | prior year
function smallCo(k, o = {}) {
  const v = {};
  v.sales = sc([1_284_600, 1_162_300], k);
  v.service = sc([46_200, 39_800], k);
  v.income = add(v.sales, v.service);
  v.materials = sc([702_400, 640_100], k);
  v.freight = sc([38_600, 35_200], k);
  v.duties = sc([21_300, 19_400], k);
  v.cogs = add(v.materials, v.freight, v.duties);
  v.gp = sub(v.income, v.cogs);
  v.wages = sc([214_800, 198_300], k);
  v.payrollTax = sc([18_900, 17_400], k);
  v.rent = sc([48_000, 46_000], k);
  v.insurance = sc([12_400, 11_800], k);
  v.advertising = sc([9_600, 8_900], k);
  v.office = sc([7_300, 6_800], k);
  v.professional = sc([11_200, 10_400], k);
  v.dep = sc([24_600, 22_100], k);
  v.interest = sc([8_900, 9_700], k);
  v.expenses = add(
    v.wages,
    v.payrollTax,
    v.rent,
    v.insurance,
    v.advertising,
    v.office,
    v.professional,
    v.dep,
    v.interest,
  );
  v.noi = sub(v.gp, v.expenses);
  positive(v.noi, "net operating income");
  v.intInc = sc([1_260, 840], k);
  v.pbt = add(v.noi, v.intInc);
  v.tax = o.taxRate ? tax(v.pbt, o.taxRate) : [0, 0];
  v.ni = sub(v.pbt, v.tax);
  // balance sheet
  v.ar = sc([168_400, 151_900], k);
  v.inv = sc([214_700, 198_200], k);
  v.prepaid = sc([9_800, 8_600], k);
  v.equip = sc([312_000, 284_000], k);
  v.accDep = sc([-128_400, -103_800], k);
  v.nfa = add(v.equip, v.accDep);
  v.deposit = sc([8_000, 8_000], k);
  v.ap = sc([122_600, 109_800], k);
  v.card = sc([6_400, 5_900], k);
  v.accrued = sc([14_200, 12_900], k);
  v.loc = sc([40_000, 55_000], k);
  v.cpltd = sc([24_000, 24_000], k);
  v.tcl = add(v.ap, v.card, v.accrued, v.loc, v.cpltd);
  v.ltd = sc([96_000, 120_000], k);
  v.tl = add(v.tcl, v.ltd);
  v.stock = sc([10_000, 10_000], k);
  const re0 = sc([0, 220_000], k);
  v.dist = sc(o.dist ?? [160_000, 150_000], k);
  re0[0] = re0[1] + v.ni[1] - v.dist[1];
  v.reOpen = re0;
  v.reEnd = add(v.reOpen, v.ni, neg(v.dist));
  v.te = add(v.stock, v.reEnd);
  v.tle = add(v.tl, v.te);
  v.cash = plug(v.tle, [v.ar, v.inv, v.prepaid, v.nfa, v.deposit], `smallCo ${k} cash`);
  v.checking = v.cash.map((x) => Math.round(x * 0.8));
  v.savings = sub(v.cash, v.checking);
  v.tca = add(v.cash, v.ar, v.inv, v.prepaid);
  v.ta = add(v.tca, v.nfa, v.deposit);
  eq(v.ta, v.tle, "smallCo balance");
  eq([v.reEnd[1]], [v.reOpen[0]], "retained earnings roll");
  return v;
}

// ---------------------------------------------------------------------------------------------
// a German GmbH (HGB, Gesamtkostenverfahren): GuV and Bilanz 2025 | 2024
function deCo(k, o = {}) {
  const v = {};
  v.umsatz = sc([4_862_300, 4_517_800], k);
  v.bestand = sc([38_400, -12_600], k);
  v.sbe = sc([41_900, 36_200], k);
  v.rhb = sc([2_214_600, 2_083_900], k);
  v.bezL = sc([318_200, 296_400], k);
  v.mat = add(v.rhb, v.bezL);
  v.loehne = sc([1_164_800, 1_098_300], k);
  v.sozial = sc([236_900, 221_700], k);
  v.pers = add(v.loehne, v.sozial);
  v.afa = sc([142_300, 136_800], k);
  v.sba = sc([486_700, 462_100], k);
  v.zinsErtr = sc([3_100, 1_900], k);
  v.zinsAufw = sc([38_600, 42_300], k);
  v.betrieb = sub(add(v.umsatz, v.bestand, v.sbe), add(v.mat, v.pers, v.afa, v.sba));
  v.ebt = add(v.betrieb, v.zinsErtr, neg(v.zinsAufw));
  positive(v.ebt, "deCo EBT");
  v.steuer = tax(v.ebt, o.taxRate ?? 0.3);
  v.nachSt = sub(v.ebt, v.steuer);
  v.sonstSt = sc([4_200, 4_100], k);
  v.jue = sub(v.nachSt, v.sonstSt);
  v.immat = sc([24_300, 31_800], k);
  v.sach = sc([1_186_400, 1_142_900], k);
  v.finanz = sc([25_000, 25_000], k);
  v.av = add(v.immat, v.sach, v.finanz);
  v.vorr = sc([612_800, 574_300], k);
  v.ford = sc([538_600, 497_200], k);
  v.svg = sc([46_300, 41_700], k);
  v.rap = sc([8_900, 7_600], k);
  v.kapital = sc([100_000, 100_000], k);
  const gv = sc([0, 900_000], k);
  v.aussch = sc([100_000, 80_000], k);
  gv[0] = gv[1] + v.jue[1] - v.aussch[1];
  v.gv = gv;
  v.ek = add(v.kapital, v.gv, v.jue);
  v.rst = sc([164_200, 151_800], k);
  v.bank = sc([642_000, 718_000], k);
  v.lul = sc([318_400, 296_700], k);
  v.sonstV = sc([92_600, 87_300], k);
  v.verb = add(v.bank, v.lul, v.sonstV);
  v.passiva = add(v.ek, v.rst, v.verb);
  v.kasse = plug(v.passiva, [v.av, v.vorr, v.ford, v.svg, v.rap], `deCo ${k} Kasse`);
  v.uv = add(v.vorr, v.ford, v.svg, v.kasse);
  v.aktiva = add(v.av, v.uv, v.rap);
  eq(v.aktiva, v.passiva, "deCo Bilanz");
  return v;
}

const FILES = [];
const prose = (title, paras) => ({ kind: "prose", title, paras });
const st = (type, title, rows, o = {}) => ({ kind: "st", type, title, rows, ...o });
const BOTH = [Y("2025-12-31"), Y("2024-12-31")];

// 1. QuickBooks-style export: Profit and Loss and Balance Sheet, accrual basis, account numbers,
// "$" in every cell, the company and report heading repeated on each page, "Page n of 4" footers
{
  const v = smallCo(1);
  const i1 = { i: 1 };
  FILES.push({
    id: "chromium-quickbooks-pl-and-balance-sheet",
    producer: "chromium",
    language: "en",
    company: "Bayfront Marine Supply LLC",
    currency: "USD",
    scale: 1,
    scale_phrase: "$",
    conv: "minus",
    decimals: 2,
    sym: "$",
    footer: true,
    cols: ["Jan - Dec 2025", "Jan - Dec 2024"],
    features: [
      "covering letter to the forwarder's credit department first (the page a scan starts with), then a QuickBooks-style accounting-software export: Profit and Loss and Balance Sheet, Accrual Basis, account numbers before the names, $ in every amount cell, company heading repeated on each page, Page n of 4 footers",
      "Total Income = revenue, Total Cost of Goods Sold, Net Operating Income = operating_profit, Net Other Income = other_income, Net Income = net_profit; equity as Retained Earnings (opening) + Net Income: retained_earnings not expected",
    ],
    pages: [
      prose("Bayfront Marine Supply LLC - 2210 Harbor Industrial Way, Tampa, FL 33605", [
        "To: Credit Department, Meridian Freight Forwarding Inc.",
        "Re: Credit application - financial statements",
        "As requested for our credit application, please find attached our Profit and Loss and Balance Sheet for 2025 with 2024 comparatives, exported from our accounting system. These statements are unaudited and prepared on the accrual basis.",
        "Kind regards, Dana Whitcomb, Controller",
      ]),
      st(
        "income_statement",
        "Profit and Loss",
        [
          head("Income"),
          row("4000 Sales of Product Income", v.sales, null, i1),
          row("4100 Service Income", v.service, null, i1),
          row("Total Income", v.income, "revenue", { b: true }),
          head("Cost of Goods Sold"),
          row("5000 Cost of Goods Sold - Product", v.materials, null, i1),
          row("5100 Freight In", v.freight, null, i1),
          row("5200 Customs and Duties", v.duties, null, i1),
          row("Total Cost of Goods Sold", v.cogs, "cost_of_goods_sold", { b: true }),
          row("Gross Profit", v.gp, "gross_profit", { b: true }),
          head("Expenses"),
          row("6000 Salaries & Wages", v.wages, null, i1),
          row("6010 Payroll Taxes", v.payrollTax, null, i1),
          row("6100 Rent Expense", v.rent, null, i1),
          row("6200 Insurance", v.insurance, null, i1),
          row("6300 Advertising & Marketing", v.advertising, null, i1),
          row("6400 Office Supplies & Software", v.office, null, i1),
          row("6500 Legal & Professional Fees", v.professional, null, i1),
          row("6600 Depreciation Expense", v.dep, "depreciation_amortization", i1),
          row("6700 Interest Expense", v.interest, "interest_expense", i1),
          row("Total Expenses", v.expenses, null, { b: true }),
          row("Net Operating Income", v.noi, "operating_profit", { b: true }),
          head("Other Income"),
          row("7000 Interest Earned", v.intInc, null, i1),
          row("Total Other Income", v.intInc, null, { b: true }),
          row("Net Other Income", v.intInc, "other_income", { b: true }),
          row("Net Income", v.ni, "net_profit", { b: true }),
        ],
        { expect: BOTH, lines: ["January - December 2025", "Accrual Basis"] },
      ),
      st(
        "balance_sheet",
        "Balance Sheet",
        [
          head("ASSETS"),
          head("Current Assets", i1),
          head("Bank Accounts", i1),
          row("1000 Operating Checking", v.checking, null, i1),
          row("1010 Business Savings", v.savings, null, i1),
          row("Total Bank Accounts", v.cash, "cash", { b: true }),
          head("Accounts Receivable", i1),
          row("1200 Accounts Receivable (A/R)", v.ar, null, i1),
          row("Total Accounts Receivable", v.ar, "trade_receivables", { b: true }),
          head("Other Current Assets", i1),
          row("1300 Inventory Asset", v.inv, "inventory", i1),
          row("1400 Prepaid Expenses", v.prepaid, "other_current_assets", i1),
          row("Total Other Current Assets", add(v.inv, v.prepaid), null, { b: true }),
          row("Total Current Assets", v.tca, "total_current_assets", { b: true }),
          head("Fixed Assets", i1),
          row("1500 Equipment", v.equip, "gross_fixed_assets", i1),
          row("1590 Accumulated Depreciation", v.accDep, null, i1),
          row("Total Fixed Assets", v.nfa, "net_fixed_assets", { b: true }),
          head("Other Assets", i1),
          row("1800 Security Deposits", v.deposit, "other_non_current_assets", i1),
          row("Total Other Assets", v.deposit, null, { b: true }),
          row("TOTAL ASSETS", v.ta, "total_assets", { b: true }),
          cont("LIABILITIES AND EQUITY"),
          head("Liabilities", i1),
          head("Current Liabilities", i1),
          row("2000 Accounts Payable (A/P)", v.ap, "trade_payables", i1),
          row("2100 Company Credit Card", v.card, "other_current_liabilities", i1),
          row("2200 Accrued Payroll", v.accrued, "other_current_liabilities", i1),
          row("2300 Line of Credit", v.loc, "short_term_debt", i1),
          row("2400 Current Portion of Long-Term Debt", v.cpltd, "current_portion_long_term_debt", i1),
          row("Total Current Liabilities", v.tcl, "total_current_liabilities", { b: true }),
          head("Long-Term Liabilities", i1),
          row("2700 SBA Term Loan", v.ltd, "long_term_debt", i1),
          row("Total Long-Term Liabilities", v.ltd, "total_non_current_liabilities", { b: true }),
          row("Total Liabilities", v.tl, "total_liabilities", { b: true }),
          head("Equity", i1),
          row("3000 Members' Capital", v.stock, null, i1),
          row("3100 Member Distributions", neg(v.dist), null, i1),
          row("3900 Retained Earnings", v.reOpen, null, i1),
          row("Net Income", v.ni, null, i1),
          row("Total Equity", v.te, "total_equity", { b: true }),
          row("TOTAL LIABILITIES AND EQUITY", v.tle, "total_liabilities_and_equity", { b: true }),
        ],
        {
          expect: BOTH,
          cols: ["As of Dec 31, 2025", "As of Dec 31, 2024"],
          lines: ["As of December 31, 2025", "Accrual Basis"],
        },
      ),
    ],
  });
}

// 2. Xero-style export (Australian Pty Ltd): Trading Income, Cost of Sales, Plus Other Income, Less
// Operating Expenses, Net Profit; balance sheet with Bank apart from Current Assets
{
  const v = smallCo(0.58);
  const i1 = { i: 1 };
  FILES.push({
    id: "chromium-xero-profit-and-loss",
    producer: "chromium",
    language: "en",
    company: "Coral Coast Outdoor Gear Pty Ltd",
    currency: "AUD",
    scale: 1,
    scale_phrase: "AUD",
    conv: "minus",
    decimals: 2,
    cols: ["2025", "2024"],
    features: [
      "Xero-style Profit and Loss and Balance Sheet export: Trading Income, Cost of Sales, Plus Other Income, Less Operating Expenses, Total Operating Expenses, Net Profit (no tax line)",
      "Bank printed apart from Current Assets: Total Bank = cash; Xero's Total Current Assets excludes the bank and is not expected; Net Assets not expected; Current Year Earnings and Retained Earnings apart: retained_earnings not expected",
    ],
    pages: [
      st(
        "income_statement",
        "Profit and Loss",
        [
          head("Trading Income"),
          row("Sales", v.sales, null, i1),
          row("Installation Services", v.service, null, i1),
          row("Total Trading Income", v.income, "revenue", { b: true }),
          head("Cost of Sales"),
          row("Purchases", v.materials, "purchases", i1),
          row("Freight & Courier", v.freight, null, i1),
          row("Import Duty", v.duties, null, i1),
          row("Total Cost of Sales", v.cogs, "cost_of_goods_sold", { b: true }),
          row("Gross Profit", v.gp, "gross_profit", { b: true }),
          head("Plus Other Income"),
          row("Interest Income", v.intInc, null, i1),
          row("Total Other Income", v.intInc, "other_income", { b: true }),
          head("Less Operating Expenses"),
          row("Wages and Salaries", v.wages, null, i1),
          row("Superannuation", v.payrollTax, null, i1),
          row("Rent", v.rent, null, i1),
          row("Insurance", v.insurance, null, i1),
          row("Advertising", v.advertising, null, i1),
          row("Office Expenses", v.office, null, i1),
          row("Consulting & Accounting", v.professional, null, i1),
          row("Depreciation", v.dep, "depreciation_amortization", i1),
          row("Interest Expense", v.interest, "interest_expense", i1),
          row("Total Operating Expenses", v.expenses, null, { b: true }),
          row("Net Profit", v.ni, "net_profit", { b: true }),
        ],
        { expect: [Y("2025-06-30"), Y("2024-06-30")], lines: ["For the year ended 30 June 2025"] },
      ),
      st(
        "balance_sheet",
        "Balance Sheet",
        [
          head("Assets"),
          head("Bank"),
          row("Business Cheque Account", v.checking, null, i1),
          row("Business Online Saver", v.savings, null, i1),
          row("Total Bank", v.cash, "cash", { b: true }),
          head("Current Assets"),
          row("Accounts Receivable", v.ar, "trade_receivables", i1),
          row("Inventory", v.inv, "inventory", i1),
          row("Prepayments", v.prepaid, "other_current_assets", i1),
          row("Total Current Assets", add(v.ar, v.inv, v.prepaid), null, { b: true }),
          head("Fixed Assets"),
          row("Plant and Equipment", v.equip, "gross_fixed_assets", i1),
          row("Less Accumulated Depreciation on Plant and Equipment", v.accDep, null, i1),
          row("Total Fixed Assets", v.nfa, "net_fixed_assets", { b: true }),
          head("Non-current Assets"),
          row("Rental Bond", v.deposit, "other_non_current_assets", i1),
          row("Total Non-current Assets", v.deposit, null, { b: true }),
          row("Total Assets", v.ta, "total_assets", { b: true }),
          head("Liabilities"),
          head("Current Liabilities"),
          row("Accounts Payable", v.ap, "trade_payables", i1),
          row("GST", v.card, "other_current_liabilities", i1),
          row("PAYG Withholdings Payable", v.accrued, "other_current_liabilities", i1),
          row("Overdraft Facility", v.loc, "short_term_debt", i1),
          row("Equipment Loan - Current", v.cpltd, "current_portion_long_term_debt", i1),
          row("Total Current Liabilities", v.tcl, "total_current_liabilities", { b: true }),
          head("Non-current Liabilities"),
          row("Equipment Loan", v.ltd, "long_term_debt", i1),
          row("Total Non-current Liabilities", v.ltd, "total_non_current_liabilities", { b: true }),
          row("Total Liabilities", v.tl, "total_liabilities", { b: true }),
          row("Net Assets", v.te, null, { b: true }),
          head("Equity"),
          row("Current Year Earnings", v.ni, null, i1),
          row("Dividends Paid", neg(v.dist), null, i1),
          row("Retained Earnings", v.reOpen, null, i1),
          row("Share Capital", v.stock, "share_capital", i1),
          row("Total Equity", v.te, "total_equity", { b: true }),
        ],
        {
          expect: [Y("2025-06-30"), Y("2024-06-30")],
          cols: ["30 Jun 2025", "30 Jun 2024"],
          lines: ["As at 30 June 2025"],
        },
      ),
    ],
  });
}

// 3. Sage-style detailed profit and loss with nominal codes (PDFKit)
{
  const i1 = { i: 1 };
  const salesA = [862_410, 804_230];
  const salesB = [118_650, 109_870];
  const disc = [-6_120, -5_480];
  const sales = add(salesA, salesB, disc);
  const matl = [498_330, 466_010];
  const carriage = [24_870, 22_960];
  const openStock = [71_240, 66_930];
  const closeStock = [-76_480, -71_240];
  const purch = add(matl, carriage, openStock, closeStock);
  const prodLab = [96_420, 90_880];
  const promo = [8_340, 7_910];
  const direct = add(prodLab, promo);
  const gp = sub(sales, add(purch, direct));
  const wages = [118_760, 112_430];
  const rentR = [36_000, 36_000];
  const elec = [9_870, 11_240];
  const travel = [6_230, 5_870];
  const print = [3_410, 3_260];
  const bank = [7_980, 8_640];
  const dep = [19_460, 18_210];
  const over = add(wages, rentR, elec, travel, print, bank, dep);
  const np = sub(gp, over);
  positive(np, "sage net profit");
  FILES.push({
    id: "pdfkit-sage-detailed-profit-and-loss",
    producer: "pdfkit",
    language: "en",
    company: "Pennine Crate & Pallet Ltd",
    currency: "GBP",
    scale: 1,
    scale_phrase: "£",
    conv: "minus",
    decimals: 2,
    cols: ["Year to Date", "Prior Year"],
    features: [
      "Sage-style detailed Profit and Loss with nominal codes: Sales, Purchases (with opening and closing stock), Direct Expenses, Gross Profit/(Loss), Overheads, Net Profit/(Loss) (management P&L before tax)",
      "Total Sales = revenue, the 5000 Materials Purchased line = purchases, Net Profit/(Loss) = net_profit; Bank Charges and Interest not expected",
    ],
    pages: [
      st(
        "income_statement",
        "Detailed Profit and Loss",
        [
          head("Sales"),
          row("4000 Sales - Crates", salesA, null, i1),
          row("4010 Sales - Pallets", salesB, null, i1),
          row("4009 Discounts Allowed", disc, null, i1),
          row("Total Sales", sales, "revenue", { b: true }),
          head("Purchases"),
          row("5000 Materials Purchased", matl, "purchases", i1),
          row("5100 Carriage", carriage, null, i1),
          row("5200 Opening Stock", openStock, null, i1),
          row("5201 Closing Stock", closeStock, null, i1),
          row("Total Purchases", purch, null, { b: true }),
          head("Direct Expenses"),
          row("6000 Productive Labour", prodLab, null, i1),
          row("6201 Sales Promotions", promo, null, i1),
          row("Total Direct Expenses", direct, null, { b: true }),
          row("Gross Profit/(Loss):", gp, "gross_profit", { b: true }),
          head("Overheads"),
          row("7000 Gross Wages", wages, null, i1),
          row("7100 Rent", rentR, null, i1),
          row("7200 Electricity", elec, null, i1),
          row("7400 Travelling", travel, null, i1),
          row("7500 Printing", print, null, i1),
          row("7900 Bank Charges and Interest", bank, null, i1),
          row("8000 Depreciation", dep, "depreciation_amortization", i1),
          row("Total Overheads", over, null, { b: true }),
          row("Net Profit/(Loss):", np, "net_profit", { b: true }),
        ],
        {
          expect: [Y("2025-03-31"), Y("2024-03-31")],
          lines: [
            "From: Month 1, April 2024  To: Month 12, March 2025",
            "Chart of Accounts: Default Layout of Accounts",
          ],
        },
      ),
    ],
  });
}

// 4. US small business on the income-tax basis, compiled by a CPA (groff): compilation report page,
// Statement of Assets, Liabilities and Equity and Statement of Revenues and Expenses
{
  const v = smallCo(0.41);
  const i1 = { i: 1 };
  const company = "Ridgeline Feed & Seed, Inc.";
  FILES.push({
    id: "groff-us-income-tax-basis-compiled",
    producer: "groff",
    language: "en",
    company,
    currency: "USD",
    scale: 1,
    scale_phrase: "$",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      'US small business (S corporation) statements on the income-tax basis compiled by a CPA: cover, accountant\'s compilation report ("We have compiled ..."), Statement of Assets, Liabilities, and Equity - Income Tax Basis, Statement of Revenues and Expenses - Income Tax Basis',
      "Total revenues = revenue, Income from operations = operating_profit, Interest income (the only other income) = other_income, Net income = net_profit (no income tax at the entity)",
    ],
    pages: [
      { kind: "cover", lines: [company, "Financial Statements - Income Tax Basis", "December 31, 2025 and 2024"] },
      prose("Accountant's Compilation Report", [
        "To the Board of Directors and Stockholders",
        `Management is responsible for the accompanying financial statements of ${company}, which comprise the statements of assets, liabilities, and equity - income tax basis as of December 31, 2025 and 2024, and the related statements of revenues and expenses - income tax basis for the years then ended, and for determining that the income tax basis of accounting is an acceptable financial reporting framework.`,
        "We have performed compilation engagements in accordance with Statements on Standards for Accounting and Review Services promulgated by the Accounting and Review Services Committee of the AICPA. We did not audit or review the financial statements nor were we required to perform any procedures to verify the accuracy or completeness of the information provided by management. Accordingly, we do not express an opinion, a conclusion, nor provide any form of assurance on these financial statements.",
        "Management has elected to omit substantially all of the disclosures ordinarily included in financial statements prepared in accordance with the income tax basis of accounting.",
        "Harlan & Voss, CPAs, PLLC - Bozeman, Montana - March 9, 2026",
      ]),
      st(
        "balance_sheet",
        "Statements of Assets, Liabilities, and Equity - Income Tax Basis",
        [
          head("ASSETS"),
          head("Current Assets"),
          row("Cash", v.cash, "cash", i1),
          row("Accounts receivable", v.ar, "trade_receivables", i1),
          row("Inventory", v.inv, "inventory", i1),
          row("Prepaid expenses", v.prepaid, "other_current_assets", i1),
          row("Total Current Assets", v.tca, "total_current_assets", { b: true }),
          row("Property and equipment, net", v.nfa, "net_fixed_assets"),
          row("Deposits", v.deposit, "other_non_current_assets"),
          row("Total Assets", v.ta, "total_assets", { b: true }),
          head("LIABILITIES AND EQUITY"),
          head("Current Liabilities"),
          row("Accounts payable", v.ap, "trade_payables", i1),
          row("Credit cards payable", v.card, "other_current_liabilities", i1),
          row("Accrued wages", v.accrued, "other_current_liabilities", i1),
          row("Line of credit", v.loc, "short_term_debt", i1),
          row("Current maturities of long-term debt", v.cpltd, "current_portion_long_term_debt", i1),
          row("Total Current Liabilities", v.tcl, "total_current_liabilities", { b: true }),
          row("Long-term debt, less current maturities", v.ltd, "long_term_debt"),
          row("Total Liabilities", v.tl, "total_liabilities", { b: true }),
          head("Stockholders' Equity"),
          row("Common stock", v.stock, "share_capital", i1),
          row("Retained earnings", v.reEnd, "retained_earnings", i1),
          row("Total Stockholders' Equity", v.te, "total_equity", { b: true }),
          row("Total Liabilities and Equity", v.tle, "total_liabilities_and_equity", { b: true }),
        ],
        { expect: BOTH, lines: ["December 31, 2025 and 2024"], after: ["See accountant's compilation report."] },
      ),
      st(
        "income_statement",
        "Statements of Revenues and Expenses - Income Tax Basis",
        [
          head("Revenues"),
          row("Sales", v.sales, null, i1),
          row("Custom mixing services", v.service, null, i1),
          row("Total Revenues", v.income, "revenue", { b: true }),
          row("Cost of sales", v.cogs, "cost_of_goods_sold"),
          row("Gross Profit", v.gp, "gross_profit", { b: true }),
          head("Operating Expenses"),
          row("Salaries and wages", v.wages, null, i1),
          row("Payroll taxes", v.payrollTax, null, i1),
          row("Rent", v.rent, null, i1),
          row("Insurance", v.insurance, null, i1),
          row("Advertising", v.advertising, null, i1),
          row("Office expense", v.office, null, i1),
          row("Professional fees", v.professional, null, i1),
          row("Depreciation (Section 179 and MACRS)", v.dep, "depreciation_amortization", i1),
          row("Interest", v.interest, "interest_expense", i1),
          row("Total Operating Expenses", v.expenses, null, { b: true }),
          row("Income from Operations", v.noi, "operating_profit", { b: true }),
          head("Other Income"),
          row("Interest income", v.intInc, "other_income", i1),
          row("Net Income", v.ni, "net_profit", { b: true }),
        ],
        {
          expect: BOTH,
          lines: ["For the Years Ended December 31, 2025 and 2024"],
          after: ["See accountant's compilation report."],
        },
      ),
    ],
  });
}

// 5. UK micro-entity (FRS 105): profit and loss account and balance sheet in the micro format
{
  const turnover = [412_600, 386_900];
  const oi = [2_400, 1_800];
  const rawm = [184_300, 171_200];
  const staff = [121_800, 114_600];
  const depn = [14_200, 13_100];
  const charges = [58_700, 55_300];
  const pbt = sub(add(turnover, oi), add(rawm, staff, depn, charges));
  const taxv = tax(pbt, 0.19);
  const profit = sub(pbt, taxv);
  positive(profit, "micro profit");
  const divs = [20_000, 18_000];
  const na = [0, 118_500];
  na[0] = na[1] + profit[0] - divs[0];
  const fa = [96_400, 88_700];
  const prepay = [3_200, 2_900];
  const cwoy = [71_400, 68_200];
  const after = [32_000, 40_000];
  const prov = [4_100, 3_800];
  const accr = [2_600, 2_400];
  const ca = plug(add(na, after, prov, accr, cwoy), [fa, prepay], "micro current assets");
  const nca = sub(add(ca, prepay), cwoy);
  const talcl = add(fa, nca);
  eq(sub(talcl, add(after, prov, accr)), na, "micro net assets");
  FILES.push({
    id: "chromium-uk-micro-entity-frs105",
    producer: "chromium",
    language: "en",
    company: "Ashcombe Cider Works Limited",
    currency: "GBP",
    scale: 1,
    scale_phrase: "£",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      "UK micro-entity accounts (FRS 105): profit and loss account in the micro format (Turnover, Other income, Cost of raw materials and consumables, Staff costs, Depreciation and other amounts written off assets, Other charges, Tax) and the micro balance sheet (Fixed assets, Current assets, Prepayments and accrued income, Creditors, Provisions, Accruals and deferred income, Net assets, Capital and reserves)",
      "Fixed assets = total_non_current_assets, Current assets = total_current_assets, Creditors within one year = total_current_liabilities, after more than one year = total_non_current_liabilities, Capital and reserves = total_equity; Staff costs and Other charges not expected",
    ],
    pages: [
      prose("Ashcombe Cider Works Limited - Micro-entity accounts", [
        "Company registration number 09418827 (England and Wales)",
        "Unaudited financial statements for the year ended 31 March 2025",
        "Prepared by Orchard Lane Accountancy Ltd, Taunton",
      ]),
      st(
        "income_statement",
        "Profit and Loss Account",
        [
          row("Turnover", turnover, "revenue"),
          row("Other income", oi, "other_income"),
          row("Cost of raw materials and consumables", neg(rawm), "raw_materials", { s: -1 }),
          row("Staff costs", neg(staff)),
          row("Depreciation and other amounts written off assets", neg(depn), "depreciation_amortization", { s: -1 }),
          row("Other charges", neg(charges)),
          row("Tax", neg(taxv), "income_tax", { s: -1 }),
          row("Profit for the financial year", profit, "net_profit", { b: true }),
        ],
        { expect: [Y("2025-03-31"), Y("2024-03-31")], lines: ["For the year ended 31 March 2025"] },
      ),
      st(
        "balance_sheet",
        "Balance Sheet",
        [
          row("Fixed assets", fa, "total_non_current_assets"),
          row("Current assets", ca, "total_current_assets"),
          row("Prepayments and accrued income", prepay),
          row("Creditors: amounts falling due within one year", neg(cwoy), "total_current_liabilities", { s: -1 }),
          row("Net current assets", nca, null, { b: true }),
          row("Total assets less current liabilities", talcl, null, { b: true }),
          row("Creditors: amounts falling due after more than one year", neg(after), "total_non_current_liabilities", {
            s: -1,
          }),
          row("Provisions for liabilities", neg(prov)),
          row("Accruals and deferred income", neg(accr)),
          row("Net assets", na, null, { b: true }),
          row("Capital and reserves", na, "total_equity", { b: true }),
        ],
        {
          expect: [Y("2025-03-31"), Y("2024-03-31")],
          lines: ["As at 31 March 2025"],
          after: [
            "These financial statements have been prepared in accordance with the micro-entity provisions and delivered in accordance with the provisions applicable to companies subject to the small companies regime.",
            "For the year ending 31 March 2025 the company was entitled to exemption from audit under section 477 of the Companies Act 2006 relating to small companies.",
            "Approved by the board on 14 November 2025 and signed on its behalf by R. Penhallow, Director.",
          ],
        },
      ),
    ],
  });
}

// 6. Australian small proprietary company, special-purpose financial report (directors' declaration,
// statement of profit or loss by nature, statement of financial position)
{
  const v = smallCo(0.85, { taxRate: 0.25, dist: [100_000, 100_000] });
  const i1 = { i: 1 };
  const emp = add(v.wages, v.payrollTax);
  const otherExp = add(v.insurance, v.advertising, v.office, v.professional);
  const company = "Brindabella Wine Logistics Pty Ltd";
  FILES.push({
    id: "chromium-au-special-purpose-report",
    producer: "chromium",
    language: "en",
    company,
    currency: "AUD",
    scale: 1,
    scale_phrase: "$",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      "Australian small proprietary company, special purpose financial report: directors' declaration and compilation report pages, Statement of Profit or Loss and Other Comprehensive Income (expenses by nature, in brackets), Statement of Financial Position",
      "Finance income = other_income, Finance costs = interest_expense, Other expenses = other_operating_expenses; Employee benefits expense and Occupancy not expected; Borrowings under current liabilities = short_term_debt, non-current = long_term_debt",
    ],
    pages: [
      {
        kind: "cover",
        lines: [company, "ABN 41 608 223 915", "Special Purpose Financial Report", "For the year ended 30 June 2025"],
      },
      prose("Directors' Declaration", [
        "The directors have determined that the company is not a reporting entity and that this special purpose financial report should be prepared in accordance with the accounting policies described in Note 1 to the financial statements.",
        "In the opinion of the directors the financial statements present fairly the company's financial position as at 30 June 2025 and its performance for the year ended on that date, and there are reasonable grounds to believe that the company will be able to pay its debts as and when they become due and payable.",
        "Signed in accordance with a resolution of the directors: M. Kovac, Director. Canberra, 22 September 2025.",
        "Compilation report: we have compiled the accompanying special purpose financial statements on the basis of information provided by the directors. We have not audited or reviewed these statements and accordingly do not express an audit opinion or a review conclusion. Limestone Partners Chartered Accountants.",
      ]),
      st(
        "income_statement",
        "Statement of Profit or Loss and Other Comprehensive Income",
        [
          row("Revenue", v.income, "revenue"),
          row("Cost of sales", neg(v.cogs), "cost_of_goods_sold", { s: -1 }),
          row("Gross profit", v.gp, "gross_profit", { b: true }),
          row("Finance income", v.intInc, "other_income"),
          row("Employee benefits expense", neg(emp)),
          row("Occupancy expense", neg(v.rent)),
          row("Depreciation expense", neg(v.dep), "depreciation_amortization", { s: -1 }),
          row("Finance costs", neg(v.interest), "interest_expense", { s: -1 }),
          row("Other expenses", neg(otherExp), "other_operating_expenses", { s: -1 }),
          row("Profit before income tax", v.pbt, "profit_before_tax", { b: true }),
          row("Income tax expense", neg(v.tax), "income_tax", { s: -1 }),
          row("Profit for the year", v.ni, "net_profit", { b: true }),
          row("Other comprehensive income", [0, 0]),
          row("Total comprehensive income for the year", v.ni, null, { b: true }),
        ],
        { expect: [Y("2025-06-30"), Y("2024-06-30")], lines: ["For the year ended 30 June 2025"] },
      ),
      st(
        "balance_sheet",
        "Statement of Financial Position",
        [
          head("Current assets"),
          row("Cash and cash equivalents", v.cash, "cash", i1),
          row("Trade and other receivables", v.ar, "trade_receivables", i1),
          row("Inventories", v.inv, "inventory", i1),
          row("Other assets", v.prepaid, "other_current_assets", i1),
          row("Total current assets", v.tca, "total_current_assets", { b: true }),
          head("Non-current assets"),
          row("Property, plant and equipment", v.nfa, "net_fixed_assets", i1),
          row("Other assets", v.deposit, "other_non_current_assets", i1),
          row("Total non-current assets", add(v.nfa, v.deposit), "total_non_current_assets", { b: true }),
          row("Total assets", v.ta, "total_assets", { b: true }),
          head("Current liabilities"),
          row("Trade and other payables", v.ap, "trade_payables", i1),
          row("Current tax liabilities", v.card, "other_current_liabilities", i1),
          row("Employee benefits", v.accrued, "other_current_liabilities", i1),
          row("Borrowings", add(v.loc, v.cpltd), "short_term_debt", i1),
          row("Total current liabilities", v.tcl, "total_current_liabilities", { b: true }),
          head("Non-current liabilities"),
          row("Borrowings", v.ltd, "long_term_debt", i1),
          row("Total non-current liabilities", v.ltd, "total_non_current_liabilities", { b: true }),
          row("Total liabilities", v.tl, "total_liabilities", { b: true }),
          row("Net assets", v.te, null, { b: true }),
          head("Equity"),
          row("Issued capital", v.stock, "share_capital", i1),
          row("Retained earnings", v.reEnd, "retained_earnings", i1),
          row("Total equity", v.te, "total_equity", { b: true }),
        ],
        { expect: [Y("2025-06-30"), Y("2024-06-30")], lines: ["As at 30 June 2025"] },
      ),
    ],
  });
}

// 7. Importer / wholesaler: cost of goods sold built from inventory, purchases, customs duties and
// inbound freight; negatives with the minus AFTER the amount; totals double-ruled
{
  const i1 = { i: 1 };
  const sales = [3_918_450, 3_602_170];
  const invOpen = [0, 512_380];
  const invEnd = [588_940, 0];
  invEnd[1] = 547_610;
  invOpen[0] = invEnd[1];
  const duties = [148_920, 131_460];
  const freightIn = [96_310, 88_740];
  const cogs = [2_741_280, 2_528_090];
  const purch = sub(add(cogs, invEnd), add(invOpen, duties, freightIn));
  positive(purch, "importer purchases");
  const gp = sub(sales, cogs);
  const selling = [412_860, 389_240];
  const ga = [356_910, 338_470];
  const opex = add(selling, ga);
  const op = sub(gp, opex);
  const intExp = [61_840, 58_390];
  const fx = [7_260, 4_180];
  const pbt = add(op, neg(intExp), fx);
  const taxv = tax(pbt, 0.24);
  const ni = sub(pbt, taxv);
  positive(ni, "importer net income");
  // balance sheet
  const ar = [498_330, 452_810];
  const ppe = [186_450, 171_920];
  const ap = [402_170, 371_860];
  const accrued = [58_420, 53_110];
  const bankLine = [640_000, 610_000];
  const ltdv = [120_000, 150_000];
  const stock = [50_000, 50_000];
  const divs = [60_000, 55_000];
  const re = [0, 412_300];
  re[0] = re[1] + ni[0] - divs[0];
  const te = add(stock, re);
  const tcl = add(ap, accrued, bankLine);
  const tl = add(tcl, ltdv);
  const tle = add(tl, te);
  const cash = plug(tle, [ar, invEnd, ppe], "importer cash");
  const tca = add(cash, ar, invEnd);
  const ta = add(tca, ppe);
  FILES.push({
    id: "chromium-importer-wholesaler",
    producer: "chromium",
    language: "en",
    company: "Tidewater Tile Importers, Inc.",
    currency: "USD",
    scale: 1,
    scale_phrase: "$",
    conv: "minus",
    minusAfter: true,
    decimals: 0,
    doubleRule: true,
    cols: ["2025", "2024"],
    features: [
      "importer/wholesaler: cost of goods sold schedule (beginning inventory, purchases, customs duties, inbound freight and brokerage, ending inventory) inside the income statement; interest expense under other income (expense)",
      "negative amounts printed with the minus AFTER the amount (12,400-); totals double-ruled; Purchases = purchases, Foreign exchange gain = other_income",
    ],
    pages: [
      st(
        "income_statement",
        "Statements of Income",
        [
          row("Net sales", sales, "revenue"),
          head("Cost of goods sold"),
          row("Inventory, beginning of year", invOpen, null, i1),
          row("Purchases", purch, "purchases", i1),
          row("Customs duties", duties, null, i1),
          row("Inbound freight and brokerage", freightIn, null, i1),
          row("Less inventory, end of year", neg(invEnd), null, i1),
          row("Cost of goods sold", cogs, "cost_of_goods_sold", { b: true }),
          row("Gross profit", gp, "gross_profit", { b: true }),
          head("Operating expenses"),
          row("Selling expenses", selling, "selling_general_administrative", i1),
          row("General and administrative expenses", ga, "selling_general_administrative", i1),
          row("Total operating expenses", opex, null, { b: true }),
          row("Operating income", op, "operating_profit", { b: true }),
          head("Other income (expense)"),
          row("Interest expense", neg(intExp), "interest_expense", { i: 1, s: -1 }),
          row("Foreign exchange gain", fx, "other_income", i1),
          row("Income before income taxes", pbt, "profit_before_tax", { b: true }),
          row("Provision for income taxes", taxv, "income_tax"),
          row("Net income", ni, "net_profit", { b: true }),
        ],
        { expect: BOTH, lines: ["Years ended December 31, 2025 and 2024"] },
      ),
      st(
        "balance_sheet",
        "Balance Sheets",
        [
          head("Current assets"),
          row("Cash", cash, "cash", i1),
          row("Accounts receivable, net", ar, "trade_receivables", i1),
          row("Inventory", invEnd, "inventory", i1),
          row("Total current assets", tca, "total_current_assets", { b: true }),
          row("Property and equipment, net", ppe, "net_fixed_assets"),
          row("Total assets", ta, "total_assets", { b: true }),
          head("Current liabilities"),
          row("Accounts payable", ap, "trade_payables", i1),
          row("Accrued expenses and duties payable", accrued, "other_current_liabilities", i1),
          row("Revolving bank line", bankLine, "short_term_debt", i1),
          row("Total current liabilities", tcl, "total_current_liabilities", { b: true }),
          row("Subordinated shareholder loan", ltdv, "long_term_debt"),
          row("Total liabilities", tl, "total_liabilities", { b: true }),
          head("Stockholders' equity"),
          row("Common stock", stock, "share_capital", i1),
          row("Retained earnings", re, "retained_earnings", i1),
          row("Total stockholders' equity", te, "total_equity", { b: true }),
          row("Total liabilities and stockholders' equity", tle, "total_liabilities_and_equity", { b: true }),
        ],
        { expect: BOTH, lines: ["December 31, 2025 and 2024"] },
      ),
    ],
  });
}

// 8. Manufacturer: cost of goods sold by its elements (raw materials used, direct labor, overhead,
// power and fuel), inventories and work in process on their own lines (groff)
{
  const i1 = { i: 1 };
  const sales = [2_486_700, 2_301_400];
  const rawm = [912_300, 858_600];
  const dl = [418_900, 392_100];
  const moh = [187_400, 176_800];
  const pf = [64_200, 69_800];
  const chg = [-21_600, 8_300];
  const cogs = add(rawm, dl, moh, pf, chg);
  const gp = sub(sales, cogs);
  const selling = [148_300, 139_700];
  const ga = [236_800, 224_500];
  const op = sub(gp, add(selling, ga));
  const intExp = [42_700, 47_900];
  const pbt = sub(op, intExp);
  const taxv = tax(pbt, 0.26);
  const ni = sub(pbt, taxv);
  positive(ni, "manufacturer net income");
  const ar = [361_800, 334_200];
  const invv = [298_400, 281_600];
  const wip = [84_700, 79_900];
  const prepaid = [12_600, 11_300];
  const gross = [1_846_000, 1_712_000];
  const accum = [-812_400, -736_900];
  const net = add(gross, accum);
  const ap = [214_600, 198_300];
  const accrued = [61_900, 57_400];
  const cpl = [60_000, 60_000];
  const ltdv = [420_000, 480_000];
  const dtl = [38_200, 34_600];
  const stock = [250_000, 250_000];
  const divs = [90_000, 80_000];
  const re = [0, 620_000];
  re[0] = re[1] + ni[0] - divs[0];
  const te = add(stock, re);
  const tcl = add(ap, accrued, cpl);
  const tl = add(tcl, ltdv, dtl);
  const tle = add(tl, te);
  const cash = plug(tle, [ar, invv, wip, prepaid, net], "manufacturer cash");
  const tca = add(cash, ar, invv, wip, prepaid);
  const ta = add(tca, net);
  FILES.push({
    id: "groff-manufacturer-raw-materials-wip",
    producer: "groff",
    language: "en",
    company: "Ostrander Castings Inc.",
    currency: "USD",
    scale: 1,
    scale_phrase: "$",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      "small manufacturer: cost of goods sold by its elements (raw materials used, direct labor, manufacturing overhead, power and fuel, change in work in process and finished goods) above a Cost of goods sold total",
      "Inventories and Work in process printed on their own lines (inventory = the former, work_in_progress = the latter); selling and G&A summed into selling_general_administrative; Deferred income taxes = other_non_current_liabilities; no total non-current liabilities printed",
    ],
    pages: [
      st(
        "income_statement",
        "Statements of Operations",
        [
          row("Net sales", sales, "revenue"),
          head("Cost of goods sold"),
          row("Raw materials used", rawm, "raw_materials", i1),
          row("Direct labor", dl, "direct_labour", i1),
          row("Manufacturing overhead", moh, "manufacturing_expenses", i1),
          row("Power and fuel", pf, "power_and_fuel", i1),
          row("(Increase) decrease in work in process and finished goods", chg, null, i1),
          row("Cost of goods sold", cogs, "cost_of_goods_sold", { b: true }),
          row("Gross profit", gp, "gross_profit", { b: true }),
          row("Selling expenses", selling, "selling_general_administrative"),
          row("General and administrative expenses", ga, "selling_general_administrative"),
          row("Operating income", op, "operating_profit", { b: true }),
          row("Interest expense", intExp, "interest_expense"),
          row("Income before income taxes", pbt, "profit_before_tax", { b: true }),
          row("Income taxes", taxv, "income_tax"),
          row("Net income", ni, "net_profit", { b: true }),
        ],
        { expect: BOTH, lines: ["Years ended December 31, 2025 and 2024"] },
      ),
      st(
        "balance_sheet",
        "Balance Sheets",
        [
          head("Current assets"),
          row("Cash", cash, "cash", i1),
          row("Accounts receivable", ar, "trade_receivables", i1),
          row("Inventories (raw materials and finished goods)", invv, "inventory", i1),
          row("Work in process", wip, "work_in_progress", i1),
          row("Prepaid expenses", prepaid, "other_current_assets", i1),
          row("Total current assets", tca, "total_current_assets", { b: true }),
          row("Machinery, equipment and buildings, at cost", gross, "gross_fixed_assets"),
          row("Less accumulated depreciation", accum),
          row("Property, plant and equipment, net", net, "net_fixed_assets", { b: true }),
          row("Total assets", ta, "total_assets", { b: true }),
          head("Current liabilities"),
          row("Accounts payable", ap, "trade_payables", i1),
          row("Accrued liabilities", accrued, "other_current_liabilities", i1),
          row("Current portion of long-term debt", cpl, "current_portion_long_term_debt", i1),
          row("Total current liabilities", tcl, "total_current_liabilities", { b: true }),
          row("Long-term debt, net of current portion", ltdv, "long_term_debt"),
          row("Deferred income taxes", dtl, "other_non_current_liabilities"),
          row("Total liabilities", tl, "total_liabilities", { b: true }),
          head("Stockholders' equity"),
          row("Common stock", stock, "share_capital", i1),
          row("Retained earnings", re, "retained_earnings", i1),
          row("Total stockholders' equity", te, "total_equity", { b: true }),
          row("Total liabilities and stockholders' equity", tle, "total_liabilities_and_equity", { b: true }),
        ],
        { expect: BOTH, lines: ["December 31, 2025 and 2024"] },
      ),
    ],
  });
}

// German GuV (Gesamtkostenverfahren) and Bilanz rows of deCo, with the equity rows given
const guvRows = (v, o = {}) => [
  row("1. Umsatzerlöse", v.umsatz, "revenue"),
  row("2. Erhöhung oder Verminderung des Bestands an fertigen und unfertigen Erzeugnissen", v.bestand),
  row("3. sonstige betriebliche Erträge", v.sbe),
  head("4. Materialaufwand"),
  row("a) Aufwendungen für Roh-, Hilfs- und Betriebsstoffe und für bezogene Waren", v.rhb, "raw_materials", { i: 1 }),
  row("b) Aufwendungen für bezogene Leistungen", v.bezL, null, { i: 1 }),
  head("5. Personalaufwand"),
  row("a) Löhne und Gehälter", v.loehne, null, { i: 1 }),
  row("b) soziale Abgaben und Aufwendungen für Altersversorgung", v.sozial, null, { i: 1 }),
  row(
    "6. Abschreibungen auf immaterielle Vermögensgegenstände des Anlagevermögens und Sachanlagen",
    v.afa,
    "depreciation_amortization",
  ),
  row("7. sonstige betriebliche Aufwendungen", v.sba, "other_operating_expenses"),
  row("8. sonstige Zinsen und ähnliche Erträge", v.zinsErtr, "other_income"),
  row("9. Zinsen und ähnliche Aufwendungen", v.zinsAufw, "interest_expense"),
  row("10. Steuern vom Einkommen und vom Ertrag", v.steuer, "income_tax"),
  row("11. Ergebnis nach Steuern", v.nachSt, null, { b: true }),
  row("12. sonstige Steuern", v.sonstSt),
  row(o.jue ?? "13. Jahresüberschuss", v.jue, "net_profit", { b: true }),
];
const aktivaRows = (v) => [
  head("A. Anlagevermögen"),
  row("I. Immaterielle Vermögensgegenstände", v.immat, "intangible_assets", { i: 1 }),
  row("II. Sachanlagen", v.sach, "net_fixed_assets", { i: 1 }),
  row("III. Finanzanlagen", v.finanz, "other_non_current_assets", { i: 1 }),
  row("Summe Anlagevermögen", v.av, "total_non_current_assets", { b: true }),
  head("B. Umlaufvermögen"),
  row("I. Vorräte", v.vorr, "inventory", { i: 1 }),
  row("II. Forderungen aus Lieferungen und Leistungen", v.ford, "trade_receivables", { i: 1 }),
  row("III. sonstige Vermögensgegenstände", v.svg, "other_current_assets", { i: 1 }),
  row("IV. Kassenbestand, Guthaben bei Kreditinstituten", v.kasse, "cash", { i: 1 }),
  row("Summe Umlaufvermögen", v.uv, "total_current_assets", { b: true }),
  row("C. Rechnungsabgrenzungsposten", v.rap),
  row("Summe Aktiva", v.aktiva, "total_assets", { b: true }),
];
const passivaTail = (v) => [
  row("B. Rückstellungen", v.rst),
  head("C. Verbindlichkeiten"),
  row("1. Verbindlichkeiten gegenüber Kreditinstituten", v.bank, null, { i: 1 }),
  row("2. Verbindlichkeiten aus Lieferungen und Leistungen", v.lul, "trade_payables", { i: 1 }),
  row("3. sonstige Verbindlichkeiten", v.sonstV, null, { i: 1 }),
  row("Summe Verbindlichkeiten", v.verb, null, { b: true }),
  row("Summe Passiva", v.passiva, "total_liabilities_and_equity", { b: true }),
];
const DE_BOTH = [Y("2025-12-31"), Y("2024-12-31")];

// 9. DATEV-style Jahresabschluss of a GmbH: Bilanz, GuV and the Kontennachweis behind them
{
  const v = deCo(1);
  const acc = (l, x) => row(l, [x], null, { i: 1 });
  const split = (x, parts) => {
    const out = parts.map((p) => Math.round(x * p));
    out[out.length - 1] = x - out.slice(0, -1).reduce((s, y) => s + y, 0);
    return out;
  };
  const sa = split(v.sach[0], [0.42, 0.46, 0.12]);
  const fo = split(v.ford[0], [0.93, 0.07]);
  const ka = split(v.kasse[0], [0.01, 0.99]);
  FILES.push({
    id: "chromium-de-datev-bilanz-kontennachweis",
    producer: "chromium",
    language: "de",
    company: "Wendler Verpackungstechnik GmbH",
    currency: "EUR",
    scale: 1,
    scale_phrase: "EUR",
    conv: "de",
    decimals: 2,
    footer: true,
    cols: ["31.12.2025", "31.12.2024"],
    features: [
      "DATEV-style Jahresabschluss of a small GmbH as the tax adviser prints it: Deckblatt, Bilanz (Aktiva, Passiva), Gewinn- und Verlustrechnung (Gesamtkostenverfahren), Kontennachweis zur Bilanz with account numbers (not expected); amounts in EUR with cents, Seite n von N footers",
      "Gewinnvortrag and Jahresüberschuss printed apart: retained_earnings not expected; Rückstellungen and Verbindlichkeiten gegenüber Kreditinstituten not expected; Rechnungsabgrenzungsposten left out",
    ],
    pages: [
      {
        kind: "cover",
        lines: [
          "Wendler Verpackungstechnik GmbH",
          "Jahresabschluss zum 31. Dezember 2025",
          "Amtsgericht Bielefeld HRB 41872",
          "erstellt durch Kampmann & Ruhe Steuerberatungsgesellschaft mbH",
        ],
      },
      st("balance_sheet", "Bilanz zum 31. Dezember 2025 - Aktiva", aktivaRows(v), {
        expect: DE_BOTH,
        cols: ["Geschäftsjahr EUR", "Vorjahr EUR"],
      }),
      st(
        "balance_sheet",
        "Bilanz zum 31. Dezember 2025 - Passiva",
        [
          head("A. Eigenkapital"),
          row("I. Gezeichnetes Kapital", v.kapital, "share_capital", { i: 1 }),
          row("II. Gewinnvortrag", v.gv, null, { i: 1 }),
          row("III. Jahresüberschuss", v.jue, null, { i: 1 }),
          row("Summe Eigenkapital", v.ek, "total_equity", { b: true }),
          ...passivaTail(v),
        ],
        { expect: DE_BOTH, same: true, cols: ["Geschäftsjahr EUR", "Vorjahr EUR"] },
      ),
      st("income_statement", "Gewinn- und Verlustrechnung vom 01.01.2025 bis 31.12.2025", guvRows(v), {
        expect: DE_BOTH,
        cols: ["Geschäftsjahr EUR", "Vorjahr EUR"],
      }),
      st(
        "balance_sheet",
        "Kontennachweis zur Bilanz zum 31.12.2025",
        [
          head("II. Sachanlagen"),
          acc("0200 Technische Anlagen und Maschinen", sa[0]),
          acc("0400 Betriebsausstattung", sa[1]),
          acc("0320 Pkw", sa[2]),
          row("Summe Sachanlagen", [v.sach[0]], null, { b: true }),
          head("II. Forderungen aus Lieferungen und Leistungen"),
          acc("1400 Forderungen aus Lieferungen und Leistungen", fo[0]),
          acc("1410 Forderungen aus L+L ohne Kontokorrent", fo[1]),
          row("Summe Forderungen", [v.ford[0]], null, { b: true }),
          head("IV. Kassenbestand, Guthaben bei Kreditinstituten"),
          acc("1000 Kasse", ka[0]),
          acc("1200 Sparkasse Bielefeld", ka[1]),
          row("Summe Kasse, Bank", [v.kasse[0]], null, { b: true }),
        ],
        { expect: [null], cols: ["EUR"] },
      ),
    ],
  });
}

// 10. DATEV BWA (Kurzfristige Erfolgsrechnung) for December: month, cumulative and prior-year columns
{
  const m = (a, b, c) => [a, b, c];
  const umsatz = m(412_860, 4_968_420, 4_611_350);
  const bestand = m(-8_410, 21_370, -6_240);
  const gesamt = add(umsatz, bestand);
  const mat = m(221_340, 2_631_780, 2_447_910);
  const roh = sub(gesamt, mat);
  const sbe = m(2_180, 28_640, 24_910);
  const betrRoh = add(roh, sbe);
  const pers = m(112_470, 1_318_260, 1_236_840);
  const raum = m(9_820, 117_840, 113_520);
  const betrSt = m(610, 7_320, 7_180);
  const vers = m(1_940, 23_280, 22_610);
  const bes = m(3_210, 18_470, 16_930);
  const kfz = m(7_640, 84_910, 79_220);
  const werbe = m(4_120, 41_830, 38_560);
  const warenab = m(5_930, 68_240, 63_410);
  const afa = m(13_250, 159_000, 148_600);
  const rep = m(6_870, 52_310, 47_980);
  const sonst = m(11_420, 98_760, 92_140);
  const kosten = add(pers, raum, betrSt, vers, bes, kfz, werbe, warenab, afa, rep, sonst);
  const be = sub(betrRoh, kosten);
  const zinsA = m(3_860, 47_120, 51_830);
  const neutrA = m(0, 4_310, 2_870);
  const zinsE = m(140, 1_620, 980);
  const neutrE = m(0, 6_480, 3_140);
  const neutr = sub(add(zinsE, neutrE), add(zinsA, neutrA));
  const evs = add(be, neutr);
  const st_ = m(Math.round(evs[0] * 0.29), Math.round(evs[1] * 0.29), Math.round(evs[2] * 0.29));
  const vorl = sub(evs, st_);
  positive(vorl, "BWA Ergebnis");
  const i1 = { i: 1 };
  FILES.push({
    id: "chromium-de-bwa-kurzfristige-erfolgsrechnung",
    producer: "chromium",
    language: "de",
    company: "Holtkamp Landtechnik GmbH",
    currency: "EUR",
    scale: 1,
    scale_phrase: "EUR",
    conv: "de",
    decimals: 2,
    cols: ["Dez 2025", "Jan - Dez 2025", "Jan - Dez 2024"],
    features: [
      "DATEV Betriebswirtschaftliche Auswertung (BWA Form 01, Kurzfristige Erfolgsrechnung) for December 2025: month column (not expected), cumulative Jan - Dez 2025 and prior-year Jan - Dez 2024 columns (yearly)",
      "Umsatzerlöse = revenue, Abschreibungen, Betriebsergebnis = operating_profit, Zinsaufwand = interest_expense, Neutraler Ertrag (Zinserträge + sonst. neutrale Erträge) = other_income, Ergebnis vor Steuern, Steuern Einkommen u. Ertrag, Vorläufiges Ergebnis = net_profit; Rohertrag, Gesamtleistung and Personalkosten not expected",
    ],
    pages: [
      st(
        "income_statement",
        "BWA Nr. 1 - Kurzfristige Erfolgsrechnung Dezember 2025",
        [
          row("Umsatzerlöse", umsatz, "revenue"),
          row("Best.Verdg. FE/UE", bestand),
          row("Gesamtleistung", gesamt, null, { b: true }),
          row("Mat./Wareneinkauf", mat),
          row("Rohertrag", roh, null, { b: true }),
          row("So. betr. Erlöse", sbe),
          row("Betriebl. Rohertrag", betrRoh, null, { b: true }),
          head("Kostenarten:"),
          row("Personalkosten", pers, null, i1),
          row("Raumkosten", raum, null, i1),
          row("Betriebliche Steuern", betrSt, null, i1),
          row("Versicherungen/Beiträge", vers, null, i1),
          row("Besondere Kosten", bes, null, i1),
          row("Fahrzeugkosten (o. St.)", kfz, null, i1),
          row("Werbe-/Reisekosten", werbe, null, i1),
          row("Kosten Warenabgabe", warenab, null, i1),
          row("Abschreibungen", afa, "depreciation_amortization", i1),
          row("Reparatur/Instandhaltung", rep, null, i1),
          row("Sonstige Kosten", sonst, null, i1),
          row("Gesamtkosten", kosten, null, { b: true }),
          row("Betriebsergebnis", be, "operating_profit", { b: true }),
          row("Zinsaufwand", zinsA, "interest_expense"),
          row("Sonst. neutraler Aufwand", neutrA),
          row("Neutraler Aufwand", add(zinsA, neutrA), null, { b: true }),
          row("Zinserträge", zinsE),
          row("Sonst. neutrale Erträge", neutrE),
          row("Neutraler Ertrag", add(zinsE, neutrE), "other_income", { b: true }),
          row("Ergebnis vor Steuern", evs, "profit_before_tax", { b: true }),
          row("Steuern Einkommen u. Ertrag", st_, "income_tax"),
          row("Vorläufiges Ergebnis", vorl, "net_profit", { b: true }),
        ],
        {
          expect: [null, Y("2025-12-31"), Y("2024-12-31")],
          lines: ["Mandant 20417 / Berater 118830 - Stand 14.01.2026 - vorläufig, vor Abschlussbuchungen"],
        },
      ),
    ],
  });
}

// 11. Jahresabschluss of a small GmbH & Co. KG: Kapitalkonten of the limited partners (groff)
{
  const v = deCo(0.37, { taxRate: 0.14 });
  const fest = [Math.round(v.kapital[0] * 0.6), Math.round(v.kapital[1] * 0.6)];
  const fest2 = sub(v.kapital, fest);
  const var1 = add(v.gv, v.jue).map((x) => Math.round(x * 0.6));
  const var2 = sub(add(v.gv, v.jue), var1);
  const company = "Brockmann Holzhandel GmbH & Co. KG";
  FILES.push({
    id: "groff-de-gmbh-co-kg-jahresabschluss",
    producer: "groff",
    language: "de",
    company,
    currency: "EUR",
    scale: 1,
    scale_phrase: "EUR",
    conv: "de",
    decimals: 2,
    cols: ["31.12.2025", "31.12.2024"],
    features: [
      "Jahresabschluss of a small GmbH & Co. KG (HGB, §§ 264a, 264c): Deckblatt, Bilanz with the Kapitalanteile of the Kommanditisten (Kapitalkonto I fest, Kapitalkonto II variabel, per partner), Komplementär-GmbH without capital share, GuV (Gesamtkostenverfahren)",
      "Summe Eigenkapital = total_equity, no share_capital and no retained_earnings; Gewerbesteuer as Steuern vom Einkommen und vom Ertrag = income_tax",
    ],
    pages: [
      {
        kind: "cover",
        lines: [
          company,
          "Jahresabschluss zum 31. Dezember 2025",
          "Sitz: Lingen (Ems) - Amtsgericht Osnabrück HRA 201533",
          "Persönlich haftende Gesellschafterin: Brockmann Verwaltungs-GmbH",
        ],
      },
      st(
        "balance_sheet",
        "Bilanz zum 31. Dezember 2025",
        [
          head("AKTIVA"),
          ...aktivaRows(v),
          head("PASSIVA", { pb: true }),
          head("A. Eigenkapital"),
          head("I. Kapitalanteile der Kommanditisten", { i: 1 }),
          row("Kapitalkonto I Heiko Brockmann (Festkapital)", fest, null, { i: 1 }),
          row("Kapitalkonto I Anja Brockmann-Terhorst (Festkapital)", fest2, null, { i: 1 }),
          row("Kapitalkonto II Heiko Brockmann", var1, null, { i: 1 }),
          row("Kapitalkonto II Anja Brockmann-Terhorst", var2, null, { i: 1 }),
          row("Summe Eigenkapital", v.ek, "total_equity", { b: true }),
          ...passivaTail(v),
        ],
        { expect: DE_BOTH },
      ),
      st(
        "income_statement",
        "Gewinn- und Verlustrechnung für die Zeit vom 1. Januar bis 31. Dezember 2025",
        guvRows(v, { jue: "13. Jahresüberschuss (den Kapitalkonten II gutgeschrieben)" }),
        { expect: DE_BOTH, cols: ["2025", "2024"] },
      ),
    ],
  });
}

// 12. Einnahmenüberschussrechnung (§ 4 Abs. 3 EStG) of a trader, on the official form's lines (PDFKit)
{
  const i1 = { i: 1 };
  const netto = [684_230, 641_870];
  const ust = [130_004, 121_955];
  const erst = [2_140, 0];
  erst[1] = 1_380;
  const einn = add(netto, ust, erst);
  const waren = [312_470, 296_180];
  const loehne = [118_340, 109_620];
  const afa = [21_860, 19_340];
  const raum = [26_400, 26_400];
  const kfz = [14_730, 13_980];
  const zinsen = [6_120, 7_040];
  const vst = [68_240, 64_110];
  const ustFa = [59_870, 55_930];
  const uebrig = [31_260, 29_470];
  const ausg = add(waren, loehne, afa, raum, kfz, zinsen, vst, ustFa, uebrig);
  const gewinn = sub(einn, ausg);
  positive(gewinn, "EÜR Gewinn");
  FILES.push({
    id: "pdfkit-de-einnahmenueberschussrechnung",
    producer: "pdfkit",
    language: "de",
    company: "Elektro Brandl e.K.",
    currency: "EUR",
    scale: 1,
    scale_phrase: "EUR",
    conv: "de",
    decimals: 2,
    cols: ["2025", "2024"],
    features: [
      "Einnahmenüberschussrechnung nach § 4 Abs. 3 EStG (cash basis) of a registered trader (e.K.), as printed from the tax software: Betriebseinnahmen incl. vereinnahmte Umsatzsteuer, Betriebsausgaben incl. gezahlte Vorsteuer, Gewinn",
      "held as an income statement: the net taxable receipts line = revenue (Summe Betriebseinnahmen includes the collected VAT: not expected), AfA = depreciation_amortization, Schuldzinsen = interest_expense, Gewinn = net_profit",
    ],
    pages: [
      st(
        "income_statement",
        "Einnahmenüberschussrechnung 2025 (Anlage EÜR)",
        [
          head("Betriebseinnahmen"),
          row("Umsatzsteuerpflichtige Betriebseinnahmen (netto)", netto, "revenue", i1),
          row("Vereinnahmte Umsatzsteuer", ust, null, i1),
          row("Vom Finanzamt erstattete Umsatzsteuer", erst, null, i1),
          row("Summe Betriebseinnahmen", einn, null, { b: true }),
          head("Betriebsausgaben"),
          row("Waren, Rohstoffe und Hilfsstoffe", waren, null, i1),
          row("Löhne und Gehälter", loehne, null, i1),
          row("AfA auf bewegliche Wirtschaftsgüter", afa, "depreciation_amortization", i1),
          row("Raumkosten", raum, null, i1),
          row("Kfz-Kosten (ohne AfA und Zinsen)", kfz, null, i1),
          row("Schuldzinsen", zinsen, "interest_expense", i1),
          row("Gezahlte Vorsteuerbeträge", vst, null, i1),
          row("An das Finanzamt gezahlte Umsatzsteuer", ustFa, null, i1),
          row("Übrige Betriebsausgaben", uebrig, null, i1),
          row("Summe Betriebsausgaben", ausg, null, { b: true }),
          row("Gewinn", gewinn, "net_profit", { b: true }),
        ],
        {
          expect: DE_BOTH,
          lines: [
            "Inhaber: Markus Brandl - Steuernummer 143/262/50817 - Zeitraum 01.01.2025 bis 31.12.2025",
            "Gewinnermittlung nach § 4 Abs. 3 EStG",
          ],
        },
      ),
    ],
  });
}

// ---------------------------------------------------------------------------------------------
const SCANS = [
  {
    id: "scan-chromium-quickbooks-pl-and-balance-sheet",
    of: "chromium-quickbooks-pl-and-balance-sheet",
    dpi: 170,
    angle: 0.6,
    seed: 14,
  },
  {
    id: "scan-chromium-uk-micro-entity-frs105",
    of: "chromium-uk-micro-entity-frs105",
    dpi: 200,
    angle: -0.5,
    seed: 27,
  },
  {
    id: "scan-chromium-de-bwa-kurzfristige-erfolgsrechnung",
    of: "chromium-de-bwa-kurzfristige-erfolgsrechnung",
    dpi: 180,
    angle: 0.4,
    seed: 53,
  },
];

const tablesOf = (f) => f.pages.filter((p) => p.kind === "st");

/** A printed amount: "$" before every amount where the file says so, the minus after it where it says so. */
function amount(f, x) {
  if (x === 0) return f.decimals ? (f.conv === "de" ? "0,00" : "0.00") : "–";
  const s = `${f.sym ?? ""}${fmtNum(x, f.conv, f.decimals)}`;
  if (x > 0) return s;
  if (f.minusAfter) return `${s}-`;
  return f.conv === "paren" ? `(${s})` : `-${s}`;
}

/** A statement's rows cut at page breaks (pb): [rows of page 1, rows of page 2, ...]. */
function chunks(rows) {
  const out = [[]];
  for (const r of rows) {
    if (r.pb && out[out.length - 1].length) out.push([]);
    out[out.length - 1].push(r);
  }
  return out;
}

function tableHtml(f, p, rows) {
  const cols = p.cols ?? f.cols;
  const th = `<tr><th></th>${cols.map((c) => `<th class="n">${esc(c)}</th>`).join("")}</tr>`;
  const trs = rows
    .map((r) => {
      const cls = `${r.b ? "b" : ""}${r.b && r.v ? " t" : ""} i${r.i}`;
      const tds = r.v
        ? r.v.map((x) => `<td class="n">${esc(amount(f, x))}</td>`).join("")
        : cols.map(() => "<td></td>").join("");
      return `<tr class="${cls}"><td class="l">${esc(r.l)}</td>${tds}</tr>`;
    })
    .join("\n");
  return `<table><thead>${th}</thead><tbody>${trs}</tbody></table>`;
}

function html(f) {
  const secs = [];
  for (const p of f.pages) {
    if (p.kind === "cover") secs.push(`<div class="cover">${p.lines.map((l) => `<p>${esc(l)}</p>`).join("")}</div>`);
    else if (p.kind === "prose")
      secs.push(`<h2>${esc(p.title)}</h2>${p.paras.map((x) => `<p>${esc(x)}</p>`).join("")}`);
    else
      chunks(p.rows).forEach((rows, ci) => {
        const lines = [...(p.lines ?? []), ...(f.sym ? [] : [f.scale_phrase])].map(esc).join("<br>");
        const after =
          ci === chunks(p.rows).length - 1 ? (p.after ?? []).map((a) => `<p class="after">${esc(a)}</p>`).join("") : "";
        secs.push(
          `<h1>${esc(f.company)}</h1><h2>${esc(p.title)}${ci ? (f.language === "de" ? " (Fortsetzung)" : " (continued)") : ""}</h2><p class="sub">${lines}</p>${tableHtml(f, p, rows)}${after}`,
        );
      });
  }
  const n = secs.length;
  const foot = (i) =>
    f.footer ? `<p class="foot">${f.language === "de" ? `Seite ${i + 1} von ${n}` : `Page ${i + 1} of ${n}`}</p>` : "";
  const css = styleSheet({
    margin: "16mm 16mm",
    fontSize: 10,
    h2: 11.5,
    subGap: 8,
    pad: "1.5px 4px",
    numWidth: 18,
    indent: 16,
    after: true,
    extra: [
      ".cover { text-align: center; margin-top: 70mm; } .cover p:first-child { font-size: 20pt; font-weight: bold; } .cover p { font-size: 13pt; }",
      ".foot { margin-top: 10mm; text-align: center; font-size: 8.5pt; }",
      f.doubleRule ? "tr.t td.n { border-bottom: 2.2pt double #000; }" : "",
    ],
  });
  return htmlDocument(f, css, secs.map((s, i) => `<section>${s}${foot(i)}</section>`).join("\n"));
}

function groffSrc(f) {
  const pages = [];
  for (const p of f.pages) {
    if (p.kind === "cover") {
      const out = [".sp 2.5i", ".ce 100", ".ft B", ".ps 18"];
      p.lines.forEach((l, i) => {
        out.push(`\\&${g(l)}`, ".sp 0.3i");
        if (i === 0) out.push(".ft R", ".ps 13");
      });
      out.push(".ce 0", ".ps 10");
      pages.push(out);
    } else if (p.kind === "prose") {
      const out = [`.ft B\n.ps 12\n\\&${g(p.title)}\n.ft R\n.ps 10`, ".sp", ".fi", ".ad l"];
      for (const x of p.paras) out.push(`\\&${g(x)}`, ".sp");
      out.push(".nf");
      pages.push(out);
    } else {
      const cs = chunks(p.rows);
      cs.forEach((rows, ci) => {
        const t = {
          ...p,
          rows,
          title: ci ? `${p.title} (Fortsetzung)` : p.title,
          lines: [...(p.lines ?? []), f.scale_phrase],
          after: ci === cs.length - 1 ? p.after : [],
        };
        // labels in text blocks wrap only in fill mode: filled from .TS to .TE
        const lines = groffTable(f, t, { lw: 3.5, cw: 1.1, block: true });
        const ts = lines.indexOf(".TS");
        const te = lines.indexOf(".TE");
        pages.push([...lines.slice(0, ts), ".fi", ...lines.slice(ts, te + 1), ".nf", ...lines.slice(te + 1)]);
      });
    }
  }
  return groffDocument([".ps 10", ".vs 13p", ".ll 6.6i", ".po 0.9i", ".nf"], pages);
}

const pdfkit = (f, file) =>
  pdfkitRender(
    f,
    file,
    tablesOf(f).map((t) => ({ ...t, lines: [...(t.lines ?? []), f.scale_phrase] })),
    { colWidth: () => 95 },
  );

await makeBatch({
  batch: "unseen14",
  files: FILES,
  scans: SCANS,
  tables: tablesOf,
  renderers: { html, groff: groffSrc, pdfkit },
  html: "HTML",
  scanFeature: "image-only PDF (scan) of the whole document",
});
